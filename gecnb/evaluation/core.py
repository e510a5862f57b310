"""``gecnb.evaluate``: the evaluation a paper reports about a new system, in one call.

>>> report = gecnb.evaluate("conll14", hypotheses={"MINE": "mine.txt"}, baseline="AMU")   # doctest: +SKIP
>>> report.scores          # system, metric, value, rank, ci_low, ci_high, user, signature
>>> report.comparisons     # system, other, metric, delta, delta_low, delta_high, p_value, testable, note
>>> report.to_html("report.html"); report.to_markdown(); report.to_json()

What is computed (``docs/evaluate.md`` says why):

* **The suite** (:data:`SUITE`), each metric under its paper's name: M2 on the benchmark's official M2 gold
  (the M2 scorer's protocol), ERRANT, GLEU, CLEME-dep/-ind, CLEME2.0-dep/-ind and SentCLEME2.0-dep/-ind
  (with Hit / Wrong / Under / Over / Score) on edits from ONE extractor for references and hypotheses (the
  papers' protocol; on CoNLL-2014 the shipped fresh ERRANT edits of the references and the published
  systems, the same pipeline run on the new outputs). CLEME2.0 with similarity weighting on request
  (``similarity=True``: it needs a BERT model; the report says so when it is left out or unavailable).
* **Intervals and significance**: the per-sentence statistics of each metric (``Metric.statistics``) are
  resampled as :func:`gecnb.meta.significance.bootstrap_interval`, :func:`~gecnb.meta.significance.paired_bootstrap`
  and :func:`~gecnb.meta.significance.compare_systems` do (``n`` samples, ``seed``, the same index matrix for
  every system and metric, so the tests are paired); each user system is tested against every other system.
  Every metric of the suite is resampled: CLEME2.0 at corpus level re-runs its reference choice on every
  resampled corpus (vectorised over systems and samples). A metric that cannot be resampled would be reported
  as *not testable* with the metric's own reason: no number is made up. All of it goes through
  :func:`resample` (one place to change).
* **Where it wins and loses**: ERRANT's per-type P / R / F at its three levels of detail
  (``errant_compare -cat 1/2/3``), sentence buckets (source length, edits the gold needs, edits the system
  made) with ERRANT counts and F0.5 per bucket, and the sentences where a user system and the baseline differ
  most, as CLEME chunk frames for the chunk tables.

Per-system results are cached on disk (``$GECNB_CACHE_DIR/evaluate``, default ``~/.cache/gecnb``), keyed by
a hash of everything that changes them (metric settings, level, sources, the gold, the system's text and
edits, gecnb's version and the source code of the layers that score): a second report, or a report with one
more system, computes only what is new.
"""

from __future__ import annotations

import functools
import hashlib
import json
import math
import os
import pickle
import tempfile
from collections.abc import Mapping, MutableMapping, Sequence
from concurrent.futures import Executor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

import numpy as np
import pandas as pd

from gecnb.data.corpus import Corpus, SystemOutput
from gecnb.data.errors import GecInputError
from gecnb.data.signature import Signature

__all__ = ["PT_SUITE", "SIMILARITY_SUITE", "SUITE", "EvaluationReport", "SuiteMetric", "evaluate", "resample"]

PathLike = str | os.PathLike[str]


@dataclass(frozen=True)
class SuiteMetric:
    """One metric of the suite: the paper's name, the registered metric and its options, the level, the gold
    it is scored on (``m2``: the benchmark's official M2 file; ``edits``: references and hypotheses with edits
    from one extractor) and the value column that is its headline number."""

    label: str
    metric: str
    options: tuple[tuple[str, Any], ...]
    level: Literal["corpus", "sentence"]
    gold: Literal["m2", "edits"]
    column: str
    reference: str

    def get(self) -> Any:
        from gecnb.metrics.base import get_metric

        return get_metric(self.metric, **dict(self.options))


SUITE: tuple[SuiteMetric, ...] = (
    SuiteMetric("M2", "m2", (), "corpus", "m2", "f", "Dahlmeier and Ng 2012 (the CoNLL-2014 official scorer)"),
    SuiteMetric("ERRANT", "errant", (), "corpus", "edits", "f", "Bryant et al. 2017 (errant_compare)"),
    SuiteMetric("GLEU", "gleu", (), "corpus", "edits", "gleu", "Napoles et al. 2015, 2016 (official GLEU)"),
    SuiteMetric("CLEME-dep", "cleme", (("assumption", "dependent"),), "corpus", "edits", "f", "Ye et al. 2023"),
    SuiteMetric("CLEME-ind", "cleme", (("assumption", "independent"),), "corpus", "edits", "f", "Ye et al. 2023"),
    SuiteMetric("CLEME2.0-dep", "cleme2", (("assumption", "dependent"),), "corpus", "edits", "score", "Ye et al. 2025"),
    SuiteMetric("CLEME2.0-ind", "cleme2", (("assumption", "independent"),), "corpus", "edits", "score",
                "Ye et al. 2025"),
    SuiteMetric("SentCLEME2.0-dep", "cleme2", (("assumption", "dependent"),), "sentence", "edits", "score",
                "Ye et al. 2025"),
    SuiteMetric("SentCLEME2.0-ind", "cleme2", (("assumption", "independent"),), "sentence", "edits", "score",
                "Ye et al. 2025"),
)
#: CLEME2.0 with similarity weighting (``similarity=True``): needs a BERT model (see the README's search order)
SIMILARITY_SUITE: tuple[SuiteMetric, ...] = (
    SuiteMetric("CLEME2.0-sim-dep", "cleme2", (("assumption", "dependent"), ("weighting", "similarity")), "corpus",
                "edits", "score", "Ye et al. 2025"),
    SuiteMetric("CLEME2.0-sim-ind", "cleme2", (("assumption", "independent"), ("weighting", "similarity")), "corpus",
                "edits", "score", "Ye et al. 2025"),
)
#: PT-M2 and PT-ERRANT (``pt=True``, or named in ``metrics``): BERTScore-weighted M2 / ERRANT; need a BERT model
PT_SUITE: tuple[SuiteMetric, ...] = (
    SuiteMetric("PT-M2", "pt-m2", (), "corpus", "m2", "f", "Gong et al. 2022 (pygongnlp/PT-M2)"),
    SuiteMetric("PT-ERRANT", "pt-errant", (), "corpus", "edits", "f", "Gong et al. 2022 (pygongnlp/PT-M2)"),
)
OPTIONAL = (*SIMILARITY_SUITE, *PT_SUITE)  # what a missing model leaves out (with a note), not fails
DISENTANGLED = ("hit", "wrong", "under", "over", "score")

# the bundled benchmarks evaluate() knows: the corpus with the official M2 gold, the corpus with the shipped
# one-extractor edits of references and published systems, and the default baseline. SEEDA's 15 outputs are
# on the CoNLL-2014 test sentences: M2 on the same official gold (the NUCLE blocks of conll14-m2, as SEEDA
# scores M2), the other metrics on seeda-fresh-errant (the same pipeline's edits). The baselines are the human
# judges' first: AMU in Grundkiewicz et al. 2015, T5 in SEEDA's TrueSkill ranking of its base systems.
BUNDLED: dict[str, tuple[str, str, str]] = {
    "conll14": ("conll14-m2", "conll14-fresh-errant", "AMU"),
    "seeda": ("conll14-m2", "seeda-fresh-errant", "T5"),
}
ALIASES = {"conll14-m2": "conll14", "conll14-fresh-errant": "conll14", "seeda-fresh-errant": "seeda"}

BOOTSTRAP_SEED = 12345  # sacrebleu's paired-bs seed
CACHE_VERSION = "1"


# --------------------------------------------------------------------------------------------- the report


@dataclass
class EvaluationReport:
    """What :func:`evaluate` found; every part is a DataFrame.

    ``scores``: one row per system and metric: ``system, metric, value, rank`` (1 = best, ties share the best
    rank), ``ci_low, ci_high`` (bootstrap percentile interval; NaN where the metric cannot be resampled),
    ``user`` (one of the evaluated systems), ``signature``. ``details``: the same rows with every value the
    metric gives (p, r, tp, ...). ``disentangled``: CLEME2.0's ``hit, wrong, under, over, score`` and chunk
    counts per system and variant. ``comparisons``: each user system against every other system, per metric:
    ``system, other, metric, value, other_value, delta, delta_low, delta_high, p_value, wins`` (the share of
    samples in which the system scores higher), ``baseline, testable, note``. ``types``: ERRANT per error type
    (``level`` 1 operation, 2 main type, 3 full type) with ``tp, fp, fn, p, r, f`` for the user systems and
    the baseline. ``cleme_types``: CLEME2.0's chunk categories per ERRANT main type (``tp, fp_ne, fp_un, fn``
    chunk counts). ``buckets``: ``system, bucket, range, sentences,
    tp, fp, fn, p, r, f``. ``examples``: the sentences where a user system and the baseline differ most;
    ``chunks``: their CLEME chunk frames (``system`` column added). ``notes``: what was left out and why.
    ``signature``: everything that changed the numbers.
    """

    dataset: str
    reference_set: str
    systems: list[str]
    users: list[str]
    baseline: str | None
    scores: pd.DataFrame
    details: pd.DataFrame
    disentangled: pd.DataFrame
    comparisons: pd.DataFrame
    types: pd.DataFrame
    cleme_types: pd.DataFrame
    buckets: pd.DataFrame
    examples: pd.DataFrame
    chunks: pd.DataFrame
    signature: str
    notes: list[str] = field(default_factory=list)
    settings: dict[str, Any] = field(default_factory=dict)

    # -- views
    def table(self, *, decimals: int = 4) -> pd.DataFrame:
        """The scores as a wide table: one row per system (best first by the first metric), one column per
        metric."""
        wide = self.scores.pivot(index="system", columns="metric", values="value")
        order = [m for m in dict.fromkeys(self.scores["metric"])]
        wide = wide[order]
        wide = wide.sort_values(order[0], ascending=False, kind="stable")
        return wide.round(decimals)

    def to_json(self, path: PathLike | None = None) -> dict[str, Any]:
        """The report as a JSON-ready dict: ``dataset, reference_set, baseline, users, signature, settings,
        notes, scores, comparisons, disentangled, types, cleme_types, buckets, examples`` (tables as lists of rows;
        a value that is not a finite number is ``null``). Written to ``path`` when given."""
        def rows(df: pd.DataFrame) -> list[dict[str, Any]]:
            return [{k: _jsonable(v) for k, v in r.items()} for r in df.to_dict("records")]

        out = {"dataset": self.dataset, "reference_set": self.reference_set, "baseline": self.baseline,
               "users": list(self.users), "systems": list(self.systems), "signature": self.signature,
               "settings": {k: _jsonable(v) for k, v in self.settings.items()}, "notes": list(self.notes),
               "scores": rows(self.scores), "comparisons": rows(self.comparisons),
               "disentangled": rows(self.disentangled), "types": rows(self.types),
               "cleme_types": rows(self.cleme_types), "buckets": rows(self.buckets),
               "examples": rows(self.examples)}
        if path is not None:
            Path(path).write_text(json.dumps(out, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
        return out

    def to_markdown(self, path: PathLike | None = None) -> str:
        """The tables a paper or README needs, as Markdown (written to ``path`` when given)."""
        from gecnb.display.report import report_markdown

        text = report_markdown(self)
        if path is not None:
            Path(path).write_text(text, encoding="utf-8")
        return text

    def to_html(self, path: PathLike | None = None) -> str:
        """One self-contained HTML page (plots embedded as PNG data, no script, no external URL); written to
        ``path`` when given."""
        from gecnb.display.report import report_document

        page = report_document(self)
        if path is not None:
            Path(path).write_text(page, encoding="utf-8")
        return page

    def write(self, folder: PathLike) -> list[Path]:
        """``report.html``, ``report.md`` and ``report.json`` in ``folder`` (created); returns the paths."""
        out = Path(folder)
        out.mkdir(parents=True, exist_ok=True)
        paths = [out / "report.html", out / "report.md", out / "report.json"]
        self.to_html(paths[0])
        self.to_markdown(paths[1])
        self.to_json(paths[2])
        return paths

    def _repr_html_(self) -> str:
        from gecnb.display.report import report_html

        return report_html(self)

    def __repr__(self) -> str:
        return (f"EvaluationReport({self.dataset}, reference set {self.reference_set}, {len(self.users)} user "
                f"system(s) among {len(self.systems)}, baseline {self.baseline})\n"
                + self.table().to_string())


def _jsonable(v: Any) -> Any:
    if isinstance(v, (np.bool_, bool)):
        return bool(v)
    if isinstance(v, (np.integer,)):
        return int(v)
    if isinstance(v, (float, np.floating)):
        return float(v) if math.isfinite(float(v)) else None
    if v is None or isinstance(v, (str, int)):
        return v
    if isinstance(v, (list, tuple)):
        return [_jsonable(x) for x in v]
    if v is pd.NA or v is pd.NaT:
        return None
    return str(v)


# --------------------------------------------------------------------------------------------- inputs


@dataclass
class _Inputs:
    dataset: str
    gold: Corpus           # the M2 scorer's gold (raw M2 blocks where the benchmark has them)
    edits: Corpus          # references and every system with edits from one extractor
    reference_set: str
    published: list[str]
    users: list[str]
    baseline: str | None
    gold_label: str
    edits_label: str


def _read_hypotheses(name: str, given: PathLike | Sequence[str], n: int, dataset: str) -> list[str]:
    from gecnb.data.checks import check_hypotheses_shape
    from gecnb.data.text import read_text

    if isinstance(given, (str, os.PathLike)):
        path = Path(given)
        if not path.exists():
            raise GecInputError(f"hypothesis file of system {name!r} not found", file=path)
        lines = read_text(path)
        if len(lines) != n:
            line = min(len(lines), n) + 1 if len(lines) < n else n + 1
            raise GecInputError(f"system {name!r} has {len(lines)} lines but {dataset} has {n} sentences "
                                f"(one hypothesis a line, in the order of the sources)", file=path, line=line)
        return lines
    check_hypotheses_shape(given, name=name)
    lines = list(given)
    if len(lines) != n:
        raise GecInputError(f"system {name!r} has {len(lines)} hypotheses but {dataset} has {n} sentences")
    return lines


def _read_m2_hypothesis(name: str, path: PathLike, sources: Sequence[str], dataset: str
                        ) -> tuple[list[str], list[tuple[Any, ...]]]:
    """An M2 hypothesis file (one annotator: the system's edits): its corrected sentences and its edits, the
    sources checked against the dataset's."""
    from gecnb.data.m2 import check_sources, read_m2

    if not Path(path).exists():
        raise GecInputError(f"M2 hypothesis file of system {name!r} not found", file=path)
    sents = read_m2(path)
    check_sources(sents, sources, m2_file=path, source_file=f"the sources of {dataset}")
    multi = next((s for s in sents if len(s.annotators) != 1), None)
    if multi is not None:
        raise GecInputError(f"an M2 hypothesis (system {name!r}) must have exactly one annotator: the system's "
                            f"edits; this block has {len(multi.annotators)}", file=path, line=multi.line)
    return [s.targets[0] for s in sents], [tuple(s.annotators[0]) for s in sents]


def _inputs(dataset_or_corpus: str | Corpus, hypotheses: Mapping[str, PathLike | Sequence[str]],
            reference_set: str | None, baseline: str | None, systems: Sequence[str] | None,
            progress: bool, m2_hypotheses: Mapping[str, PathLike] | None = None) -> _Inputs:
    from gecnb._progress import scoped
    from gecnb.data.registry import load_dataset
    from gecnb.edits.extract import corpus_edits, default_extractor

    if not isinstance(hypotheses, Mapping):
        raise TypeError("hypotheses must be a mapping {name: path or list of lines}")
    m2_hyps = {str(k): v for k, v in (m2_hypotheses or {}).items()}
    both = sorted(set(hypotheses) & set(m2_hyps))
    if both:
        raise GecInputError(f"system(s) {both} given both as text and as M2 hypotheses: give each once")
    if isinstance(dataset_or_corpus, str):
        key = ALIASES.get(dataset_or_corpus, dataset_or_corpus)
        if key not in BUNDLED:
            raise GecInputError(f"evaluate() knows the bundled benchmark(s) {', '.join(BUNDLED)}, not "
                                f"{dataset_or_corpus!r}; for your own data pass a Corpus (gecnb.corpus_from_files)")
        gold_name, edits_name, default_baseline = BUNDLED[key]
        gold, edits = load_dataset(gold_name), load_dataset(edits_name)
        rs = reference_set or "NUCLE"
        if rs not in gold.reference_sets or rs not in edits.reference_sets:
            sets = [r for r in edits.reference_sets if r in gold.reference_sets]
            raise GecInputError(f"unknown reference set {rs!r} of {key}: use one of {', '.join(sets)}")
        if list(gold.systems) != list(edits.systems):  # the gold file of another corpus (SEEDA: CoNLL-2014's)
            if gold.sources != edits.sources:
                raise GecInputError(f"{gold_name} and {edits_name} have different sources")  # a packaging bug
            gold = Corpus(key, gold.sources, "en", {rs: gold.reference_sets[rs]},
                          {s: SystemOutput(s, so.hypotheses) for s, so in edits.systems.items()})
        published = list(edits.systems) if systems is None else [str(s) for s in systems]
        unknown = [s for s in published if s not in edits.systems]
        if unknown:
            raise GecInputError(f"unknown published system(s) {unknown} of {key}: {', '.join(edits.systems)}")
        dataset = key
        base: str | None = default_baseline if baseline is None else baseline
        gold_label = f"{gold_name}:{rs} (published M2 gold)"
        edits_label = _shipped_signature()
    elif isinstance(dataset_or_corpus, Corpus):
        corpus = dataset_or_corpus
        if corpus.language != "en":
            raise GecInputError(f"evaluate() scores English; corpus {corpus.name} is {corpus.language!r} "
                                "(use gecnb.score with the Chinese metrics)")
        first = reference_set or next(iter(corpus.reference_sets), None)
        if first is None or first not in corpus.reference_sets:
            raise GecInputError(f"corpus {corpus.name} has no reference set {first!r}: "
                                f"{', '.join(corpus.reference_sets) or 'none'}")
        rs = first
        published = list(corpus.systems) if systems is None else [str(s) for s in systems]
        dataset = corpus.name
        base = baseline
        ref = corpus.reference_sets[rs]
        gold = Corpus(corpus.name, corpus.sources, "en", {rs: ref}, {s: corpus.systems[s] for s in published})
        # one extractor for the references and every system (the papers' protocol): texts only, re-extracted
        edits = Corpus(corpus.name, corpus.sources, "en")
        edits.add_references(rs, [list(r) for r in ref.references])
        for s in published:
            edits.add_system(s, list(corpus.systems[s].hypotheses))
        ex = default_extractor("en")
        with scoped(progress):
            sys_e, ref_e, _how = corpus_edits(edits, reference_set=rs, systems=published, edits="extract",
                                              extractor=ex, progress=progress)
        edits.add_references(rs, [list(r) for r in ref.references], edits=ref_e, description=ref.description)
        for s in published:
            edits.add_system(s, list(corpus.systems[s].hypotheses), edits=sys_e[s])
        gold_label = (f"{corpus.name}:{rs} ({'M2 file' if ref.m2_blocks is not None else 'text references'})")
        edits_label = ex.signature()
    else:
        raise TypeError(f"evaluate() takes a bundled dataset name or a Corpus, not {type(dataset_or_corpus).__name__}")

    n = len(edits)
    text_users = [str(u) for u in hypotheses]
    users = [*text_users, *(str(u) for u in m2_hyps)]
    clash = [u for u in users if u in published]
    if clash:
        raise GecInputError(f"system name(s) {clash} already name published systems of {dataset}: choose other names")
    if not users and not published:
        raise GecInputError("no system to evaluate: give hypotheses")
    texts = {u: _read_hypotheses(u, hypotheses[u], n, dataset) for u in text_users}
    given: dict[str, list[tuple[Any, ...]]] = {}  # M2 hypotheses: the file's edits are the system's
    for u, path in m2_hyps.items():
        texts[str(u)], given[str(u)] = _read_m2_hypothesis(str(u), path, edits.sources, dataset)
    if text_users:  # a detokenised output against tokenised sources counts its tokenisation as edits: say so
        from gecnb.data.checks import check_tokenisation

        check_tokenisation([("the sources", list(edits.sources)),
                            *((str(hypotheses[u]) if isinstance(hypotheses[u], (str, os.PathLike)) else u, texts[u])
                              for u in text_users)])
    if text_users:
        users_ex = text_users
        ex = default_extractor("en")
        pairs = list(dict.fromkeys((s, h) for u in users_ex for s, h in zip(edits.sources, texts[u], strict=True)))
        # a pair the shipped edits already hold (an unchanged sentence, a published system's correction) is
        # taken from them when this extractor is the one that made them: the same edits, without parsing
        known = _shipped_pairs(edits) if ex.signature() == edits_label else {}
        todo = [p for p in pairs if p not in known]
        found = {p: known[p] for p in pairs if p in known}
        if todo:
            with scoped(progress):
                found.update(zip(todo, ex.extract_many(todo), strict=True))
        for u in users_ex:
            edits.add_system(u, texts[u], edits=[found[(s, h)] for s, h in zip(edits.sources, texts[u], strict=True)])
            gold.add_system(u, texts[u])
        if isinstance(dataset_or_corpus, str) and ex.signature() not in edits_label:
            edits_label = f"published: {edits_label}; new systems: {ex.signature()}"
    if given:  # after the extraction: the shipped edits are reused only under their own label
        for u in given:
            edits.add_system(u, texts[u], edits=given[u])
            gold.add_system(u, texts[u])
        named = ", ".join(f"{u}: {Path(m2_hyps[u]).name}" for u in given)
        edits_label = f"{edits_label}; given (the systems' own M2 files: {named})"
    names = [*published, *users]
    gold.systems = {s: gold.systems[s] for s in names}
    edits.systems = {s: edits.systems[s] for s in names}
    if base is not None and base not in names:
        raise GecInputError(f"baseline {base!r} is not one of the systems: {', '.join(names)}")
    return _Inputs(dataset, gold, edits, rs, published, users, base, gold_label, edits_label)


def _shipped_signature() -> str:
    from gecnb.data.registry import FRESH_ERRANT_MODEL
    from gecnb.datasets import data_path

    return data_path("fresh_errant", FRESH_ERRANT_MODEL, "SIGNATURE").read_text(encoding="utf-8").strip()


def _shipped_pairs(corpus: Corpus) -> dict[tuple[str, str], tuple[Any, ...]]:
    """(source, hypothesis) -> edits of every published system of a bundled edits corpus."""
    out: dict[tuple[str, str], tuple[Any, ...]] = {}
    for so in corpus.systems.values():
        if so.edits is not None:
            out.update(zip(zip(corpus.sources, so.hypotheses, strict=True), so.edits, strict=True))
    return out


# --------------------------------------------------------------------------------------------- cache


def _cache_dir() -> Path | None:
    from gecnb.edits.cache import default_cache_dir

    try:
        d = default_cache_dir() / "evaluate"
        d.mkdir(parents=True, exist_ok=True)
        return d if os.access(d, os.W_OK) else None
    except OSError:
        return None


def _digest(*parts: object) -> str:
    h = hashlib.blake2b(digest_size=20)
    for p in parts:
        h.update(repr(p).encode("utf-8"))
        h.update(b"\x1f")
    return h.hexdigest()


class _Cache:
    """Per-system results on disk (pickled DataFrames), written atomically; a bad file is recomputed."""

    def __init__(self, enabled: bool):
        self.dir = _cache_dir() if enabled else None

    def get(self, key: str) -> Any:
        if self.dir is None:
            return None
        path = self.dir / f"{key}.pkl"
        try:
            with path.open("rb") as f:
                return pickle.load(f)
        except (OSError, EOFError, pickle.UnpicklingError, AttributeError, ValueError):
            return None

    def put(self, key: str, value: Any) -> None:
        if self.dir is None:
            return
        try:
            fd, tmp = tempfile.mkstemp(dir=self.dir, suffix=".tmp")
            with os.fdopen(fd, "wb") as f:
                pickle.dump(value, f, protocol=pickle.HIGHEST_PROTOCOL)
            os.replace(tmp, self.dir / f"{key}.pkl")
        except OSError:
            return


@functools.cache
def _code_digest() -> str:
    """A hash of the code that computes the cached numbers (the data, edits, chunks and metrics layers), so
    that a changed scorer never reads numbers an older one cached."""
    root = Path(__file__).resolve().parents[1]
    h = hashlib.blake2b(digest_size=16)
    for layer in ("data", "edits", "chunks", "metrics"):
        for path in sorted((root / layer).rglob("*.py")):
            h.update(str(path.relative_to(root)).encode("utf-8"))
            h.update(path.read_bytes())
    return h.hexdigest()


def _gold_key(corpus: Corpus, rs: str) -> str:
    ref = corpus.reference_sets[rs]
    return _digest(corpus.sources, ref.references, ref.edits, ref.m2_blocks)


def _system_key(corpus: Corpus, name: str) -> str:
    so = corpus.systems[name]
    return _digest(so.hypotheses, so.edits)


# --------------------------------------------------------------------------------------------- significance


def resample(
    statistics: Mapping[str, pd.DataFrame] | None,
    aggregate: Any,
    *,
    values: Mapping[str, float],
    users: Sequence[str],
    baseline: str | None,
    n: int,
    seed: int,
    confidence: float,
    reason: str = "",
    samples: MutableMapping[str, np.ndarray] | None = None,
    executor: Executor | None = None,
) -> tuple[dict[str, tuple[float, float]], list[dict[str, Any]]]:
    """The one adapter between the report and :mod:`gecnb.meta.significance`: per system the bootstrap
    interval of its score, and each user system against every other system.

    The numbers are those of :func:`~gecnb.meta.significance.bootstrap_interval`,
    :func:`~gecnb.meta.significance.paired_bootstrap` and :func:`~gecnb.meta.significance.compare_systems`
    with the same ``n``, ``seed`` and ``confidence`` (``tests/test_evaluate.py`` checks it), computed with
    the public building blocks of :mod:`gecnb.meta.significance`: ONE index matrix, each system's resampled
    scores computed once, not once per pair (a ``SumAggregate``: one matrix of draw counts; a
    ``ChoiceAggregate``, CLEME2.0's corpus level: the reference choice re-run on every resample, all systems
    and samples in one vectorised pass). ``statistics=None`` (the metric
    cannot be resampled): no interval and no p-value; the rows say ``not testable (reason)``. ``samples``: the
    resampled scores of some systems under the same ``n``, ``seed`` and sentences (e.g. from a cache); the
    others are computed and added to it. ``executor``: where the shards of resamples are scored
    (:func:`~gecnb.meta.significance.resample_scores`; the same numbers, bit for bit).
    """
    from gecnb.meta.significance import bootstrap_indices, paired_p_value, percentile_interval, resample_scores
    from gecnb.metrics.aggregate import ChoiceAggregate

    names = list(values)
    intervals: dict[str, tuple[float, float]] = {}
    rows: list[dict[str, Any]] = []
    samples = {} if samples is None else samples
    observed: dict[str, float] = {}
    if statistics is not None:
        frames = {s: statistics[s].reset_index(drop=True) for s in names}
        count = ChoiceAggregate.n_sentences if isinstance(aggregate, ChoiceAggregate) else len
        sizes = {count(f) for f in frames.values()}
        if len(sizes) != 1:
            raise ValueError(f"the systems have different numbers of sentences: {sorted(sizes)}")
        size = sizes.pop()
        todo = [s for s in names if s not in samples or len(samples[s]) != n]
        # one index matrix for every system (paired), as compare_systems draws it
        idx = bootstrap_indices(frames[names[0]], aggregate=aggregate, n=n, seed=seed)
        choice = isinstance(aggregate, ChoiceAggregate)
        if choice:  # the identity resample as a last row: the observed scores in the same vectorised pass
            idx = np.vstack([idx, np.arange(size)])
        if todo:
            got = resample_scores([frames[s] for s in todo], aggregate=aggregate, idx=idx, executor=executor)
            for s, g in zip(todo, got, strict=True):
                samples[s] = g[:-1] if choice else g
                if choice:
                    observed[s] = float(g[-1])
        rest = [s for s in names if s not in observed]
        if choice and rest:
            got = resample_scores([frames[s] for s in rest], aggregate=aggregate, idx=idx[-1:], executor=executor)
            observed.update({s: float(g[0]) for s, g in zip(rest, got, strict=True)})
        observed.update({s: float(aggregate(frames[s])) for s in names if s not in observed})
        for s in names:
            intervals[s] = percentile_interval(samples[s], confidence)
    for u in users:
        for o in names:
            if o == u:
                continue
            row: dict[str, Any] = {"system": u, "other": o, "value": values[u], "other_value": values[o],
                                   "delta": values[u] - values[o], "delta_low": math.nan, "delta_high": math.nan,
                                   "p_value": math.nan, "wins": math.nan, "baseline": o == baseline}
            if statistics is None:
                row.update(testable=False, note=f"not testable ({reason})")
            else:
                low, high = percentile_interval(samples[u] - samples[o], confidence)
                p = paired_p_value(samples[u], samples[o], observed[u], observed[o])
                wins = float((samples[u] > samples[o]).mean())  # Koehn's: the share of samples u scores higher
                row.update(delta_low=low, delta_high=high, p_value=p, wins=wins, testable=True, note="")
            rows.append(row)
    return intervals, rows


# --------------------------------------------------------------------------------------------- scoring


def _score_metric(spec: SuiteMetric, inp: _Inputs, cache: _Cache, gold_keys: dict[str, str],
                  system_keys: dict[str, dict[str, str]]) -> tuple[
        dict[str, dict[str, Any]], dict[str, pd.DataFrame] | None, Any, str, str, dict[str, str]]:
    """Per system: the metric's values, its per-sentence statistics (None when it cannot be resampled), the
    aggregate, the signature and the reason it cannot be resampled."""
    from gecnb.metrics.options import OptionError

    m = spec.get()
    corpus = inp.gold if spec.gold == "m2" else inp.edits
    names = list(corpus.systems)
    try:
        aggregate: Any = m.aggregate(level=spec.level)
        reason = ""
    except OptionError as err:  # "`metric` X at `level` Y cannot be resampled over sentences: REASON"
        aggregate, reason = None, str(err).split("cannot be resampled over sentences: ", 1)[-1]
    base_key = (CACHE_VERSION, _version(), _code_digest(), spec.metric, spec.level, repr(m.config),
                gold_keys[spec.gold])
    keys = {s: _digest(*base_key, system_keys[spec.gold][s]) for s in names}
    got = {s: cache.get(keys[s]) for s in names}
    # an entry cached without statistics (written when the metric could not be resampled) is computed again
    todo = [s for s in names if got[s] is None or (aggregate is not None and got[s].get("stats") is None)]
    if todo:
        scored = m.score(corpus, reference_set=inp.reference_set, systems=todo, level=spec.level)
        stats = (m.statistics(corpus, reference_set=inp.reference_set, systems=todo, level=spec.level)
                 if aggregate is not None else None)
        for row in scored.to_dict("records"):
            s = row["system"]
            frame = None
            if stats is not None:
                frame = stats[stats["system"] == s].reset_index(drop=True)
            got[s] = {"values": {k: v for k, v in row.items() if k not in ("system", "metric")}, "stats": frame}
            cache.put(keys[s], got[s])
    values = {s: dict(got[s]["values"]) for s in names}
    statistics = None if aggregate is None else {s: got[s]["stats"] for s in names}
    signature = str(values[names[0]].get("signature", ""))
    return values, statistics, aggregate, signature, reason, keys


def _version() -> str:
    from gecnb import __version__

    return __version__


def _ranks(values: Mapping[str, float]) -> dict[str, int]:
    s = pd.Series(values, dtype=float)
    return {k: int(v) for k, v in s.rank(ascending=False, method="min").items()}


# --------------------------------------------------------------------------------------------- analyses


def _types(inp: _Inputs, shown: Sequence[str]) -> pd.DataFrame:
    from gecnb.metrics.errant_compare import errant_categories

    rs = inp.edits.reference_sets[inp.reference_set]
    assert rs.edits is not None
    refs = [list(e) for e in rs.edits]
    frames = []
    for s in shown:
        hyp = list(inp.edits.systems[s].edits or ())
        for level in (1, 2, 3):
            t = errant_categories(hypotheses=hyp, references=refs, level=level)  # type: ignore[arg-type]
            t.insert(0, "level", level)
            t.insert(0, "system", s)
            frames.append(t)
    return pd.concat(frames, ignore_index=True)


CLEME_CATEGORIES = ("TP", "FP_ne", "FP_un", "FN")


def _main_type(t: str) -> str:
    return t if t == "UNK" or ":" not in t else t.split(":", 1)[1]


def _cleme_types(inp: _Inputs, shown: Sequence[str]) -> pd.DataFrame:
    """CLEME2.0's chunk categories per ERRANT main type: for each system, the chunks of each category (the
    hypothesis's category against all references, unweighted) counted under the main types of the edits in
    the chunk (the hypothesis's edits for TP / FP_ne / FP_un, the references' for FN; a chunk with several
    types counts once under each)."""
    from gecnb.metrics.api import cleme_chunks, prepare

    cols = ["system", "type", "tp", "fp_ne", "fp_un", "fn"]
    if not shown:
        return pd.DataFrame(columns=cols)
    prepared = prepare(inp.edits, reference_set=inp.reference_set, systems=list(shown), edits="given", progress=False)
    rows = []
    for s in shown:
        f = cleme_chunks(prepared, system=s)
        hyp = f[f["target"] == "hypothesis"].set_index(["sentence", "chunk"])
        refs = f[(f["target"] != "hypothesis") & f["changed"]]
        ref_types = refs.groupby(["sentence", "chunk"])["types"].agg(lambda ts: "+".join(t for t in ts if t))
        counts: dict[str, dict[str, int]] = {}
        for key, cat, types in zip(hyp.index, hyp["category"], hyp["types"], strict=True):
            if cat not in CLEME_CATEGORIES:
                continue
            text = ref_types.get(key, "") if cat == "FN" else types
            for t in sorted({_main_type(x) for x in str(text or "").split("+") if x}):
                counts.setdefault(t, dict.fromkeys(CLEME_CATEGORIES, 0))[cat] += 1
        for t in sorted(counts):
            rows.append({"system": s, "type": t, **{c.lower(): counts[t][c] for c in CLEME_CATEGORIES}})
    return pd.DataFrame(rows, columns=cols)


BUCKETS: dict[str, tuple[tuple[float, float, str], ...]] = {
    "source length (tokens)": ((0, 10, "1-10"), (11, 20, "11-20"), (21, 30, "21-30"), (31, 40, "31-40"),
                               (41, math.inf, "41+")),
    "gold edits (fewest over references)": ((0, 0, "0"), (1, 1, "1"), (2, 2, "2"), (3, 4, "3-4"), (5, math.inf, "5+")),
    "system edits": ((0, 0, "0"), (1, 1, "1"), (2, 2, "2"), (3, 4, "3-4"), (5, math.inf, "5+")),
}


def _bucket_of(x: float, edges: tuple[tuple[float, float, str], ...]) -> str:
    for low, high, label in edges:
        if low <= x <= high:
            return label
    return edges[-1][2]


def _buckets(inp: _Inputs, errant_stats: Mapping[str, pd.DataFrame] | None, shown: Sequence[str]) -> pd.DataFrame:
    from gecnb.metrics.prf import prf

    if errant_stats is None:
        return pd.DataFrame(columns=["system", "bucket", "range", "sentences", "tp", "fp", "fn", "p", "r", "f"])
    rs = inp.edits.reference_sets[inp.reference_set]
    length = [len(s.split()) for s in inp.edits.sources]
    gold = [min((len([e for e in es if e.type not in ("noop", "NA")]) for es in sent), default=0)
            for sent in (rs.edits or ())]
    rows = []
    for s in shown:
        st = errant_stats[s]
        own = [len(e) for e in (inp.edits.systems[s].edits or ())]
        for bucket, feature in (("source length (tokens)", length), ("gold edits (fewest over references)", gold),
                                ("system edits", own)):
            edges = BUCKETS[bucket]
            labels = [_bucket_of(x, edges) for x in feature]
            for _low, _high, label in edges:
                idx = [i for i, b in enumerate(labels) if b == label]
                tp, fp, fn = (int(st[c].iloc[idx].sum()) if idx else 0 for c in ("tp", "fp", "fn"))
                p, r, f = prf(tp, fp, fn, 0.5)
                rows.append({"system": s, "bucket": bucket, "range": label, "sentences": len(idx),
                             "tp": tp, "fp": fp, "fn": fn, "p": p, "r": r, "f": f})
    return pd.DataFrame(rows)


def _examples(inp: _Inputs, errant_stats: Mapping[str, pd.DataFrame] | None, k: int) -> tuple[pd.DataFrame, pd.DataFrame]:
    """The ``k`` sentences per user system where it and the baseline differ most (ERRANT per-sentence
    counts: the difference of TP - FP - FN, then of F0.5), with both systems' CLEME chunk frames."""
    from gecnb.metrics.api import cleme_chunks, prepare
    from gecnb.metrics.prf import prf

    cols = ["system", "baseline", "sentence", "source", "hypothesis", "baseline_hypothesis", "gain", "f", "baseline_f"]
    base = inp.baseline
    if errant_stats is None or base is None or k <= 0 or not inp.users:
        return pd.DataFrame(columns=cols), pd.DataFrame()
    rows = []
    for u in inp.users:
        a, b = errant_stats[u], errant_stats[base]
        gain = (a["tp"] - a["fp"] - a["fn"]).to_numpy() - (b["tp"] - b["fp"] - b["fn"]).to_numpy()
        fa = np.array([prf(int(t), int(p), int(n), 0.5)[2] for t, p, n in zip(a.tp, a.fp, a.fn, strict=True)])
        fb = np.array([prf(int(t), int(p), int(n), 0.5)[2] for t, p, n in zip(b.tp, b.fp, b.fn, strict=True)])
        hu, hb = inp.edits.systems[u].hypotheses, inp.edits.systems[base].hypotheses
        differ = np.array([x != y for x, y in zip(hu, hb, strict=True)])
        order = np.lexsort((np.arange(len(gain)), -np.abs(fa - fb), -np.abs(gain)))
        chosen = [int(i) for i in order if differ[i]][: 2 * k]
        # the most telling in both directions: the largest gains and the largest losses
        wins = [i for i in chosen if gain[i] > 0 or (gain[i] == 0 and fa[i] >= fb[i])][:k - k // 2]
        losses = [i for i in chosen if i not in wins][:k // 2]
        for i in sorted(wins + losses, key=lambda i: (-abs(int(gain[i])), i)):
            rows.append({"system": u, "baseline": base, "sentence": i, "source": inp.edits.sources[i],
                         "hypothesis": hu[i], "baseline_hypothesis": hb[i], "gain": int(gain[i]),
                         "f": float(fa[i]), "baseline_f": float(fb[i])})
    examples = pd.DataFrame(rows, columns=cols)
    if examples.empty:
        return examples, pd.DataFrame()
    wanted = sorted(set(examples["sentence"].tolist()))
    sub = inp.edits.subset(wanted)
    prepared = prepare(sub, reference_set=inp.reference_set, systems=[*inp.users, base], edits="given",
                       progress=False)
    frames = []
    back = dict(enumerate(wanted))
    for s in [*inp.users, base]:
        f = cleme_chunks(prepared, system=s)
        f["sentence"] = f["sentence"].map(back)
        f.insert(0, "system", s)
        frames.append(f)
    return examples, pd.concat(frames, ignore_index=True)


# --------------------------------------------------------------------------------------------- evaluate


def evaluate(
    dataset_or_corpus: str | Corpus,
    *,
    hypotheses: Mapping[str, PathLike | Sequence[str]] | None = None,
    reference_set: str | None = None,
    baseline: str | None = None,
    systems: Sequence[str] | None = None,
    metrics: Sequence[str] | None = None,
    similarity: bool = False,
    pt: bool = False,
    n: int = 1000,
    seed: int = BOOTSTRAP_SEED,
    confidence: float = 0.95,
    examples: int = 6,
    cache: bool = True,
    progress: bool = True,
    m2_hypotheses: Mapping[str, PathLike] | None = None,
    executor: Executor | None = None,
) -> EvaluationReport:
    """Evaluate system outputs the way a paper reports them (see the module docstring).

    ``dataset_or_corpus``: a bundled benchmark (``"conll14"``: the 13 CoNLL-2014 outputs are the published
    systems, M2 on the official gold, the other metrics on the shipped fresh ERRANT edits; ``"seeda"``:
    SEEDA's 15 outputs on the same sentences, the same gold and pipeline, NUCLE only) or your own
    :class:`~gecnb.data.corpus.Corpus` (``gecnb.corpus_from_files``; its systems are the "others"; edits of
    references and systems are extracted with ERRANT, the M2 scorer reads an M2 reference file's own gold).
    ``hypotheses``: ``{name: path or list of lines}``, one hypothesis per source sentence; their edits are
    extracted with ERRANT (the pipeline of the published systems' edits). ``m2_hypotheses``: ``{name: path}``
    of systems given as M2 (one annotator: the system's edits; the sources must be the dataset's): the
    corrected sentences are the hypotheses and the edit-based metrics take the file's edits, as the report's
    ``edits`` setting and signature say. ``reference_set``:
    default NUCLE (bundled) or the corpus's first. ``baseline``: the system the examples compare with
    (default AMU on CoNLL-2014, T5 on SEEDA; none for your own corpus). ``systems``: the published systems to rank among
    (default all). ``metrics``: the labels to compute (default all of :data:`SUITE`; those of
    :data:`SIMILARITY_SUITE` and :data:`PT_SUITE` may be named too). ``similarity``: add CLEME2.0-sim
    (BERTScore similarity weighting; needs a model). ``pt``: add PT-M2 (on the M2 gold) and PT-ERRANT (on
    the one-extractor edits) with intervals and p-values (their corpus-level annotator choice re-run on
    every resample); they need a BERTScore model: without one the report leaves them out and its notes say
    what to install. ``n``, ``seed``, ``confidence``: the
    bootstrap (default 1,000 samples, sacrebleu's seed 12345, 95%). ``examples``: sentences per user system
    in the examples. ``cache``: reuse per-system results on disk. ``executor``: any
    :class:`concurrent.futures.Executor` (a process pool, a ``dask.distributed`` client's executor) that scores
    the bootstrap's shards of resamples; the numbers are the same, bit for bit. Bad input is a
    :class:`GecInputError` naming the file and line.
    """
    from gecnb._progress import progress as bar
    from gecnb.metrics.options import check_number

    check_number("n", n, low=1, high=100_000, integer=True)
    if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
        raise ValueError(f"seed must be a non-negative int, not {seed!r}")
    check_number("confidence", confidence, low=0, high=1, low_open=True, high_open=True)
    suite = list(SUITE) + (list(SIMILARITY_SUITE) if similarity else []) + (list(PT_SUITE) if pt else [])
    if metrics is not None:
        known = {s.label: s for s in (*SUITE, *SIMILARITY_SUITE, *PT_SUITE)}
        bad = [m for m in metrics if m not in known]
        if bad:
            raise ValueError(f"unknown suite metric(s) {bad}: use {', '.join(known)}")
        suite = [known[m] for m in metrics]
        suite += [spec for spec in (PT_SUITE if pt else ()) if spec not in suite]  # pt=True adds them
    inp = _inputs(dataset_or_corpus, hypotheses or {}, reference_set, baseline, systems, progress, m2_hypotheses)
    names = list(inp.edits.systems)
    store = _Cache(cache)
    gold_keys = {"m2": _digest(_gold_key(inp.gold, inp.reference_set), "m2"),
                 "edits": _digest(_gold_key(inp.edits, inp.reference_set), "edits")}
    system_keys = {"m2": {s: _system_key(inp.gold, s) for s in names},
                   "edits": {s: _system_key(inp.edits, s) for s in names}}
    notes: list[str] = []
    if not any(spec in PT_SUITE for spec in suite):
        notes.append("PT-M2 and PT-ERRANT not computed: pass pt=True (--pt) or name them in metrics; they need a "
                     "BERTScore model (see the README's search order)")
    if not similarity:
        notes.append("CLEME2.0 with similarity weighting (CLEME2.0-sim) not computed: pass similarity=True "
                     "(--similarity); it needs a BERT model (bert-base-uncased in the paper; see the README)")
    score_rows, detail_rows, dis_rows, comp_rows = [], [], [], []
    errant_stats = None
    signatures = {}
    with bar(total=len(suite), desc="evaluate", enabled=progress) as b:
        for spec in suite:
            try:
                values, stats, aggregate, signature, reason, keys = _score_metric(spec, inp, store, gold_keys,
                                                                                  system_keys)
            except (ImportError, RuntimeError, OSError) as err:
                if spec in OPTIONAL:  # no model (or its package): said in the notes, the rest reported
                    notes.append(f"{spec.label} not computed: {err}")
                    b.update(1)
                    continue
                raise
            if spec.label == "ERRANT":
                errant_stats = stats
            headline = {s: float(values[s][spec.column]) for s in names}
            # each system's resampled scores are cached with its results (keyed by n and seed too)
            sample_keys = {s: _digest(keys[s], "samples", n, seed) for s in names}
            samples = {}
            if stats is not None:
                samples = {s: v for s in names if isinstance(v := store.get(sample_keys[s]), np.ndarray)}
            had = set(samples)
            intervals, comps = resample(stats, aggregate, values=headline, users=inp.users, baseline=inp.baseline,
                                        n=n, seed=seed, confidence=confidence, reason=reason, samples=samples,
                                        executor=executor)
            for s in set(samples) - had:
                store.put(sample_keys[s], samples[s])
            ranks = _ranks(headline)
            boot = f"paired-bs,n={n},seed={seed},confidence={confidence:g},rng=numpy-default_rng"
            # the bootstrap named where compare_systems names it (one signature for the same numbers)
            row_sig = str(Signature.parse(signature).with_pairs([("bootstrap", boot)])) if stats is not None \
                else signature
            signatures[spec.label] = row_sig
            for s in names:
                low, high = intervals.get(s, (math.nan, math.nan))
                score_rows.append({"system": s, "metric": spec.label, "value": headline[s], "rank": ranks[s],
                                   "ci_low": low, "ci_high": high, "user": s in inp.users, "signature": row_sig})
                detail = {k: v for k, v in values[s].items() if k != "signature"}
                detail_rows.append({"system": s, "metric": spec.label, **detail})
                if spec.metric == "cleme2":
                    dis_rows.append({"system": s, "metric": spec.label, "user": s in inp.users,
                                     **{c: values[s][c] for c in ("tp", "fp_ne", "fp_un", "fn", *DISENTANGLED)}})
            for c in comps:
                comp_rows.append({"system": c["system"], "other": c["other"], "metric": spec.label,
                                  **{k: v for k, v in c.items() if k not in ("system", "other")}})
            b.update(1)
    shown = [*inp.users, *([inp.baseline] if inp.baseline and inp.baseline not in inp.users else [])]
    if errant_stats is None and ("ERRANT" not in [s.label for s in suite]):
        notes.append("buckets and examples use ERRANT's per-sentence counts: include ERRANT in metrics")
    types = _types(inp, shown) if shown else pd.DataFrame()
    cleme_types = _cleme_types(inp, shown)
    buckets = _buckets(inp, errant_stats, shown)
    ex, chunks = _examples(inp, errant_stats, examples)
    settings = {"n": n, "seed": seed, "confidence": confidence, "similarity": similarity,
                "gold": inp.gold_label, "edits": inp.edits_label, "examples": examples}
    signature = "|".join([
        "evaluate:gecnb", f"dataset:{inp.dataset}", f"reference_set:{inp.reference_set}",
        f"systems:{len(names)}", f"gold(M2):{inp.gold_label}", f"edits(other metrics):{inp.edits_label}",
        f"bootstrap:paired-bs,n={n},seed={seed},confidence={confidence:g},rng=numpy-default_rng",
        f"version:gecnb-{_version()}"])
    comparisons = pd.DataFrame(comp_rows, columns=["system", "other", "metric", "value", "other_value", "delta",
                                                   "delta_low", "delta_high", "p_value", "wins", "baseline",
                                                   "testable", "note"])
    return EvaluationReport(
        dataset=inp.dataset, reference_set=inp.reference_set, systems=names, users=list(inp.users),
        baseline=inp.baseline, scores=pd.DataFrame(score_rows), details=pd.DataFrame(detail_rows),
        disentangled=pd.DataFrame(dis_rows), comparisons=comparisons, types=types, cleme_types=cleme_types,
        buckets=buckets,
        examples=ex, chunks=chunks, signature=signature, notes=notes, settings=settings)
