"""The correlation grid: metric configurations x reference sets x human rankings, in one tidy table.

Every score comes from the metric protocol (:func:`gecnb.metrics.base.get_metric`), so any registered
metric with any options is a row of the grid; a metric configuration is a :class:`MetricSpec`, written on
the command line as ``NAME[:option=value,...]`` (``level=sentence`` gives the sentence-level form, e.g.
``cleme:assumption=independent,level=sentence`` is the papers' SentCLEME-ind). The steps:

1. :func:`metric_scores` — one row per metric x reference set x setting x system (``score``,
   ``signature``), each (metric, reference set, setting) computed once and cached on disk
   (``$GECNB_CACHE_DIR/grid/``, keyed by the corpus's content, the metric's signature, the reference set
   and the setting), so a whole grid is computed once and re-read in seconds;
2. :func:`human_scores` — a human ranking by name (``gjg15``: GJG15's published Table 3 Expected Wins and
   TrueSkill; ``gjg15-judgments``: both recomputed from the raw judgments; ``gjg15-cn18``: both as
   Chollampatt & Ng (2018) published them, the CLEME papers' vector; ``seeda-sent`` / ``seeda-edit``:
   SEEDA's published human scores);
3. :func:`correlation_grid` — Pearson / Spearman / Kendall per metric x reference set x setting x human
   column, with or without INPUT, optionally with percentile bootstrap intervals over systems;
4. :func:`wide` — the papers' layout (one row per metric, one column per reference set x human x method).

:func:`correlate` is the one-call form (what ``gecnb correlate`` runs).

Settings: ``unchanged="keep"`` scores the references as they are; ``"drop"`` is the papers' ♣ setting
(unchanged references removed, :func:`gecnb.data.transforms.without_unchanged_references`), and the grid
reports how many references each set lost (``removed``).
"""

from __future__ import annotations

import hashlib
import io
import json
import warnings
from collections.abc import Sequence
from concurrent.futures import Executor, Future
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

import pandas as pd

from gecnb._progress import progress as progress_bar
from gecnb.data.corpus import Corpus
from gecnb.data.errors import GecInputError, GecInputWarning
from gecnb.data.transforms import without_unchanged_references
from gecnb.meta.correlation import METHODS, bootstrap_correlation, system_correlation
from gecnb.metrics.base import Metric, get_metric, metric_classes, option_specs
from gecnb.metrics.options import MAX_RESAMPLES, OptionError, check_number

Unchanged = Literal["keep", "drop"]
UNCHANGED: tuple[str, ...] = ("keep", "drop")
INPUT_NAMES = ("INPUT", "source", "src")
GRID_CACHE_VERSION = "2"  # 2: one row per system, keyed by that system's own output

# ------------------------------------------------------------------------------------------ metric specs


def _convert(metric: str, name: str, text: str) -> Any:
    specs = {c.name: c for c in metric_classes()}
    if metric not in specs:
        raise OptionError(f"unknown metric {metric!r}: use one of {', '.join(specs)}")
    opts = {o.name: o for o in option_specs(specs[metric].Config)}
    if name not in opts:
        raise OptionError(f"`{name}` does not apply to `metric` {metric} (its options: "
                          f"{', '.join(sorted(opts)) or 'none'}, and level)")
    kind = opts[name].kind
    if kind is None:
        raise OptionError(f"`{name}` of metric {metric} can only be set from Python")
    if text.lower() in ("none", "null") and opts[name].default is None:
        return None
    try:
        if kind == "bool":
            low = text.lower()
            if low not in ("true", "false", "1", "0", "yes", "no"):
                raise ValueError(text)
            return low in ("true", "1", "yes")
        if kind == "int":
            return int(text)
        if kind == "float":
            return float(text)
    except ValueError:
        raise OptionError(f"`{name}` of metric {metric} must be a {kind}, not {text!r}") from None
    return text


@dataclass(frozen=True)
class MetricSpec:
    """One metric configuration of a grid: the registered ``name``, its ``options`` (sorted (name, value)
    pairs), the ``level`` and an optional display ``label`` (default: the text form)."""

    name: str
    options: tuple[tuple[str, Any], ...] = ()
    level: Literal["corpus", "sentence"] = "corpus"
    label: str | None = field(default=None, compare=False)

    def __post_init__(self) -> None:
        if self.level not in ("corpus", "sentence"):
            raise OptionError(f"`level` must be corpus or sentence; got {self.level!r}")
        object.__setattr__(self, "options", tuple(sorted(dict(self.options).items())))
        metric = self.metric()  # validates name and options now, not in the middle of a grid
        if self.level not in metric.levels:
            raise OptionError(f"`metric` {self.name} has no {self.level} level")

    @classmethod
    def parse(cls, text: str, *, label: str | None = None) -> MetricSpec:
        """``NAME[:option=value,...]``; ``LABEL=NAME:...`` sets the label (e.g. ``SentM2=m2:level=sentence``)."""
        text = text.strip()
        head, _, rest = text.partition(":")
        if "=" in head:
            label, _, head = head.partition("=")
        name = head.strip()
        opts: dict[str, Any] = {}
        level = "corpus"
        items: list[str] = []
        for item in (x.strip() for x in rest.split(",")) if rest else ():
            if "=" in item or not items:
                items.append(item)
            else:  # a value with commas (factors=0.5,0.4,0.05,0.05)
                items[-1] += "," + item
        for item in items:
            key, eq, value = item.partition("=")
            key = key.strip().replace("-", "_")
            if not eq:
                raise OptionError(f"metric spec {text!r}: expected option=value, got {item!r}")
            if key == "level":
                level = value.strip()
            else:
                opts[key] = _convert(name, key, value.strip())
        return cls(name, tuple(opts.items()), level, label.strip() if label else None)  # type: ignore[arg-type]

    def metric(self) -> Metric:
        return get_metric(self.name, **dict(self.options))

    @property
    def text(self) -> str:
        opts = [f"{k}={v}" for k, v in self.options]
        if self.level != "corpus":
            opts.append(f"level={self.level}")
        return self.name + (":" + ",".join(opts) if opts else "")

    @property
    def display(self) -> str:
        return self.label or self.text

    def column(self) -> str:
        return type(self.metric()).score_column


def metric_spec(spec: MetricSpec | str) -> MetricSpec:
    return spec if isinstance(spec, MetricSpec) else MetricSpec.parse(spec)


# ------------------------------------------------------------------------------------------ metric scores


def corpus_fingerprint(corpus: Corpus, reference_set: str, systems: Sequence[str]) -> str:
    """A hash of everything a score depends on: sources, the reference set (texts, edits, raw M2) and the
    systems' hypotheses and edits."""
    h = hashlib.blake2b(digest_size=16)

    def add(obj: object) -> None:
        h.update(repr(obj).encode("utf-8"))
        h.update(b"\x00")

    add(corpus.language)
    add(corpus.sources)
    rs = corpus.references(reference_set)
    add((rs.references, rs.edits, rs.m2_blocks))
    for s in systems:
        so = corpus.systems[s]
        add((s, so.hypotheses, so.edits))
    return h.hexdigest()


CACHE_COLUMNS = ["system", "fingerprint", "score", "signature"]


def _cache_read(path: Path) -> pd.DataFrame | None:
    """A cached score table, or None: missing, written by an older gecnb (no checksum line: recomputed
    quietly), or damaged (a truncated or edited row, a partial write: recomputed with a warning)."""
    from gecnb.data import cachefile

    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return None
    except (OSError, UnicodeDecodeError) as err:
        cachefile.warn_once("damaged", path, f"cannot read the grid score cache ({err}); the scores are computed again")
        return None
    if text.startswith("system\t"):
        return None  # an older gecnb's file, without a checksum line: not trusted, rewritten
    try:
        body = cachefile.split_checksum(text)
        df = pd.read_csv(io.StringIO(body), sep="\t", keep_default_na=False, na_values=["nan"],
                         dtype={"system": str, "fingerprint": str, "signature": str})
        if list(df.columns) != CACHE_COLUMNS:
            raise cachefile.CacheDamage(f"columns {list(df.columns)}")
    except (ValueError, pd.errors.ParserError) as err:
        cachefile.warn_once("damaged", path, f"the grid score cache is damaged ({err}); the scores are computed again")
        return None
    return df


def _cache_write(path: Path, df: pd.DataFrame) -> None:
    """Atomically, with a checksum line; a disk that takes no writes: not written, one warning."""
    from gecnb.data import cachefile

    body = df[CACHE_COLUMNS].to_csv(sep="\t", index=False, na_rep="nan", lineterminator="\n")
    cachefile.atomic_write(path, cachefile.with_checksum(body), what="grid score cache")


def system_fingerprint(corpus: Corpus, system: str) -> str:
    """A hash of one system's output (name, hypotheses, edits)."""
    so = corpus.systems[system]
    return hashlib.blake2b(repr((system, so.hypotheses, so.edits)).encode("utf-8"), digest_size=16).hexdigest()


@dataclass
class _Cell:
    """One (metric configuration, reference set, setting) cell of a grid: what the driver knows before
    scoring (its cache file, each system's fingerprint, the cached rows) and the systems left to score."""

    view: Corpus
    spec: MetricSpec
    reference_set: str
    systems: list[str]
    path: Path
    prints: dict[str, str]
    rows: dict[tuple[str, str], dict[str, Any]]
    missing: list[str]


def _plan(corpus: Corpus, spec: MetricSpec, reference_set: str, systems: list[str], cache: bool) -> _Cell:
    """A cache file per (metric configuration, sources and reference set) holds one row per system keyed by
    that system's output, so adding a system scores only that system. A metric whose scores depend on the
    other systems (GoToScorer's difficulty weights) keys every row by all the corpus's systems."""
    metric = spec.metric()
    key = hashlib.blake2b(json.dumps([
        GRID_CACHE_VERSION, spec.name, [[k, repr(v)] for k, v in spec.options], spec.level, reference_set,
        corpus_fingerprint(corpus, reference_set, []),
        str(metric.signature(corpus, reference_set=reference_set, level=spec.level)),
    ]).encode("utf-8"), digest_size=16).hexdigest()
    from gecnb.data.cachefile import cache_dir

    path = cache_dir() / "grid" / f"{key}.tsv"
    if metric.depends_on_other_systems():
        together = corpus_fingerprint(corpus, reference_set, list(corpus.systems))
        prints = {s: together for s in systems}
    else:
        prints = {s: system_fingerprint(corpus, s) for s in systems}
    old = _cache_read(path) if cache else None
    rows: dict[tuple[str, str], dict[str, Any]] = {} if old is None else {
        (str(r["system"]), str(r["fingerprint"])): r for r in old.to_dict("records")}
    missing = [s for s in systems if (s, prints[s]) not in rows]
    return _Cell(corpus, spec, reference_set, systems, path, prints, rows, missing)


def _score_cell(corpus: Corpus, spec: MetricSpec, reference_set: str, systems: list[str]
                ) -> list[tuple[str, float, str]]:
    """The work of one cell (an executor task): ``(system, score, signature)`` of ``systems``, plain values.
    It writes no grid cache (the driver does)."""
    metric = spec.metric()
    column = type(metric).score_column
    df = metric.score(corpus, reference_set=reference_set, systems=systems, level=spec.level)
    if column not in df.columns:
        raise OptionError(f"metric {spec.name} gave no {column!r} column")
    return list(zip(df["system"].astype(str), df[column].astype(float), df["signature"].astype(str), strict=True))


def _finish(cell: _Cell, scored: list[tuple[str, float, str]] | None, cache: bool) -> pd.DataFrame:
    """The cell's scores in ``cell.systems`` order; newly ``scored`` rows written to its cache (driver only)."""
    rows = cell.rows
    if scored is not None:
        for s, value, sig in scored:
            rows = {k: v for k, v in rows.items() if k[0] != s}  # one row per system: its newest output
            rows[(s, cell.prints[s])] = {"system": s, "fingerprint": cell.prints[s], "score": value, "signature": sig}
        if cache:
            _cache_write(cell.path, pd.DataFrame(list(rows.values()), columns=CACHE_COLUMNS))
    got = [rows[(s, cell.prints[s])] for s in cell.systems]
    return pd.DataFrame({"system": [str(r["system"]) for r in got], "score": [float(r["score"]) for r in got],
                         "signature": [str(r["signature"]) for r in got]})


def _one(corpus: Corpus, spec: MetricSpec, reference_set: str, systems: list[str], cache: bool) -> pd.DataFrame:
    """The scores of ``systems`` on one cell, each system cached on its own (see :func:`_plan`)."""
    cell = _plan(corpus, spec, reference_set, systems, cache)
    scored = _score_cell(corpus, spec, reference_set, cell.missing) if cell.missing else None
    return _finish(cell, scored, cache)


def metric_scores(
    corpus: Corpus,
    *,
    metrics: Sequence[MetricSpec | str],
    reference_sets: Sequence[str],
    systems: Sequence[str] | None = None,
    unchanged: Sequence[Unchanged] | Unchanged = ("keep",),
    cache: bool = True,
    progress: bool | None = None,
    executor: Executor | None = None,
) -> pd.DataFrame:
    """Every metric configuration on every reference set and setting: columns ``metric`` (the spec's
    display label), ``spec`` (its text), ``level``, ``reference_set``, ``unchanged``, ``removed`` (references
    left out by the setting), ``system``, ``score`` (the metric's score column), ``higher_is_better``,
    ``signature``.

    ``executor`` (any :class:`concurrent.futures.Executor`: a process pool, or a ``dask.distributed`` client's
    ``get_executor()``) scores the cells side by side, one task per cell with systems to score (the corpus
    view, the metric spec, the reference set and those systems go to the task; it returns ``(system, score,
    signature)`` tuples). This process reads and writes the grid cache, before and after; the numbers are
    those of the run without an executor, bit for bit (each cell is scored by the same code on the same
    input)."""
    if not isinstance(corpus, Corpus):
        raise GecInputError(f"expected a gecnb Corpus, got {type(corpus).__name__}")
    specs = [metric_spec(m) for m in metrics]
    if not specs:
        raise GecInputError("no metric given")
    labels = [s.display for s in specs]
    dup = sorted({x for x in labels if labels.count(x) > 1})
    if dup:
        raise GecInputError(f"two metric configurations have the same label: {', '.join(dup)}")
    settings = [unchanged] if isinstance(unchanged, str) else list(unchanged)
    bad = [u for u in settings if u not in UNCHANGED]
    if bad or not settings:
        raise OptionError(f"unchanged must be among {UNCHANGED}, got {settings}")
    for rs in reference_sets:
        if rs not in corpus.reference_sets:
            raise GecInputError(f"no reference set {rs!r} in {corpus.name}: {', '.join(corpus.reference_sets)}")
    names = corpus.system_names(systems) if systems is not None else list(corpus.systems)
    jobs = [(rs, u) for rs in reference_sets for u in settings]
    cells: list[tuple[str, str, int, MetricSpec]] = []
    results: list[pd.DataFrame | None] = []
    pending: list[tuple[int, _Cell, Future[list[tuple[str, float, str]]]]] = []
    with progress_bar(total=len(jobs) * len(specs), desc="metric scores", enabled=progress) as bar:
        for rs, u in jobs:
            view, removed = corpus, 0
            if u == "drop":
                view, info = without_unchanged_references(corpus, rs)
                removed = info.removed
            for spec in specs:
                cells.append((rs, u, removed, spec))
                if executor is None:
                    results.append(_one(view, spec, rs, names, cache))
                    bar.update(1)
                    continue
                cell = _plan(view, spec, rs, names, cache)
                results.append(None)
                if cell.missing:
                    pending.append((len(results) - 1, cell,
                                    executor.submit(_score_cell, view, spec, rs, cell.missing)))
                else:
                    results[-1] = _finish(cell, None, cache)
                    bar.update(1)
        try:
            for k, cell, fut in pending:  # in submission order: the caches are written as the results come
                results[k] = _finish(cell, fut.result(), cache)
                bar.update(1)
        except BaseException:
            for _, _, fut in pending:
                fut.cancel()
            raise
    frames = []
    for (set_name, setting, removed, spec), df in zip(cells, results, strict=True):
        assert df is not None
        df.insert(0, "unchanged", setting)
        df.insert(0, "reference_set", set_name)
        df.insert(0, "level", spec.level)
        df.insert(0, "spec", spec.text)
        df.insert(0, "metric", spec.display)
        df.insert(5, "removed", removed)
        df.insert(8, "higher_is_better", type(spec.metric()).higher_is_better)
        frames.append(df)
    return pd.concat(frames, ignore_index=True)


# ------------------------------------------------------------------------------------------ human scores

HUMAN_RANKINGS: dict[str, str] = {
    "gjg15": "GJG15 (Grundkiewicz et al. 2015) Table 3 as published: Expected Wins (EW) and TrueSkill (TS), 13 systems",
    "gjg15-judgments": "GJG15 recomputed from judgments.xml: EW and TrueSkill (mean of 100 seeded runs)",
    "gjg15-cn18": "GJG15 EW and TrueSkill as Chollampatt & Ng (2018) published them (nusnlp/gecmetrics), 13 systems; "
                  "the CLEME papers' vector",
    "seeda-sent": "SEEDA-S (Kobayashi et al. 2024) published human scores, sentence-based judgments: EW, TS",
    "seeda-edit": "SEEDA-E (Kobayashi et al. 2024) published human scores, edit-based judgments: EW, TS",
}


def human_scores(name: str) -> pd.DataFrame:
    """A human ranking by name (:data:`HUMAN_RANKINGS`): columns ``system``, ``EW``, ``TS``."""
    if name == "gjg15":
        from gecnb.meta.human import gjg15_human_scores

        h = gjg15_human_scores()
        return pd.DataFrame({"system": h["system"], "EW": h["ew"], "TS": h["ts"]})
    if name == "gjg15-judgments":
        from gecnb.meta.ranking import rank_judgments

        ew = rank_judgments("gjg15", method="ew", bootstrap=100).set_index("system")["score"]
        ts = rank_judgments("gjg15", method="ts", bootstrap=100).set_index("system")["score"]
        return pd.DataFrame({"system": ts.index, "EW": ew.reindex(ts.index).to_numpy(), "TS": ts.to_numpy()})
    if name == "gjg15-cn18":
        from gecnb.meta.human import gjg15_chollampatt18_scores

        h = gjg15_chollampatt18_scores()
        return pd.DataFrame({"system": h["system"], "EW": h["ew"], "TS": h["ts"]})
    if name in ("seeda-sent", "seeda-edit"):
        from gecnb.meta.human import seeda_human_scores

        h = seeda_human_scores(granularity=name.split("-")[1], setting="all")  # type: ignore[arg-type]
        return pd.DataFrame({"system": h["system"], "EW": h["ew"], "TS": h["ts"]})
    raise OptionError(f"unknown human ranking {name!r}: use one of {', '.join(HUMAN_RANKINGS)}")


# ------------------------------------------------------------------------------------------ the grid


def _human_frame(human: pd.DataFrame | str) -> tuple[str, pd.DataFrame]:
    if isinstance(human, str):
        return human, human_scores(human)
    if not isinstance(human, pd.DataFrame) or "system" not in human.columns:
        raise GecInputError("human must be a ranking name or a DataFrame with a 'system' column")
    return str(human.attrs.get("name", "human")), human


def correlation_grid(
    scores: pd.DataFrame,
    human: pd.DataFrame | str,
    *,
    methods: Sequence[str] = ("pearson", "spearman"),
    human_columns: Sequence[str] | None = None,
    include_input: bool = True,
    systems: Sequence[str] | None = None,
    bootstrap: int = 0,
    confidence: float = 0.95,
    seed: int = 0,
) -> pd.DataFrame:
    """Correlations of :func:`metric_scores` output with a human ranking.

    One row per metric x reference set x setting x human column x method: ``metric, reference_set,
    unchanged, removed, ranking, human, method, value, p_value, n_systems`` and, with ``bootstrap`` > 0,
    ``ci_low, ci_high`` (percentile intervals from ``bootstrap`` resamples of the systems drawn with
    ``numpy.random.default_rng(seed)``, the same draws for every cell), then ``signature``.

    Systems: those the human ranking scores, restricted to ``systems`` when given; ``include_input=False``
    leaves out the unchanged input (a system named INPUT, source or src). A metric whose lower values are
    better (TER) is correlated as is: its coefficients are negative when it agrees with the humans."""
    from gecnb import __version__

    ranking, h = _human_frame(human)
    hcols = list(human_columns) if human_columns is not None else [c for c in h.columns if c != "system"]
    bad = [m for m in methods if m not in METHODS]
    if bad or not methods:
        raise OptionError(f"methods must be among {METHODS}, got {list(methods)}")
    if bootstrap < 0:
        raise OptionError(f"bootstrap must be 0 (none) or a positive number of resamples, not {bootstrap}")
    if bootstrap:
        check_number("bootstrap", bootstrap, low=1, high=MAX_RESAMPLES, integer=True)
    names = [str(s) for s in (systems if systems is not None else h["system"])]
    if not include_input:
        names = [s for s in names if s not in INPUT_NAMES]
    rows = []
    keys = ["metric", "reference_set", "unchanged"]
    for (metric, rs, u), g in scores.groupby(keys, sort=False):
        table = g[["system", "score"]].rename(columns={"score": "value"})
        missing = sorted(set(names) - set(table["system"]))
        if missing:
            raise GecInputError(f"metric {metric} on {rs} has no score for {', '.join(missing)}")
        if bootstrap:
            c = bootstrap_correlation(table, h, metric_columns="value", human_columns=hcols, methods=methods,  # type: ignore[arg-type]
                                      systems=names, n_resamples=bootstrap, confidence=confidence, seed=seed)
        else:
            c = system_correlation(table, h, metric_columns="value", human_columns=hcols, methods=methods,  # type: ignore[arg-type]
                                   systems=names)
        sig = str(g["signature"].iloc[0])
        extra = f"|human:{ranking}|systems:{len(names)}{'' if include_input else '(no INPUT)'}" + (
            f"|bootstrap:{bootstrap}|seed:{seed}|confidence:{confidence}" if bootstrap else "")
        for r in c.itertuples():
            row = {"metric": metric, "reference_set": rs, "unchanged": u, "removed": int(g["removed"].iloc[0]),
                   "ranking": ranking, "human": r.human, "method": r.method, "value": r.r, "p_value": r.p_value,
                   "n_systems": r.n}
            if bootstrap:
                row.update(ci_low=r.low, ci_high=r.high)
            row["signature"] = f"{sig}{extra}" + ("" if "version:" in sig else f"|version:{__version__}")
            rows.append(row)
    return pd.DataFrame(rows)


METHOD_SYMBOLS = {"pearson": "r", "spearman": "rho", "kendall": "tau"}


def wide(grid: pd.DataFrame, *, value: str = "value", decimals: int | None = None) -> pd.DataFrame:
    """The papers' layout: one row per metric (in grid order), columns (reference set, human, method) in
    grid order; ♣ cells (``unchanged="drop"``) become their own column level value ``reference_set ♣``."""
    g = grid.copy()
    g["set"] = [rs if u == "keep" else f"{rs} ♣" for rs, u in zip(g["reference_set"], g["unchanged"], strict=True)]
    g["coef"] = g["method"].map(METHOD_SYMBOLS).fillna(g["method"])
    out = g.pivot_table(index="metric", columns=["set", "human", "coef"], values=value, sort=False, aggfunc="first")
    out = out.reindex(index=list(dict.fromkeys(g["metric"])))
    out.columns.names = ["reference set", "human", "coefficient"]
    out.index.name = "metric"
    return out.round(decimals) if decimals is not None else out


def correlate(
    corpus: Corpus,
    *,
    human: pd.DataFrame | str,
    metrics: Sequence[MetricSpec | str],
    reference_sets: Sequence[str] | None = None,
    systems: Sequence[str] | None = None,
    unchanged: Sequence[Unchanged] | Unchanged = ("keep",),
    methods: Sequence[str] = ("pearson", "spearman"),
    include_input: bool = True,
    bootstrap: int = 0,
    confidence: float = 0.95,
    seed: int = 0,
    cache: bool = True,
    progress: bool | None = None,
    executor: Executor | None = None,
) -> pd.DataFrame:
    """:func:`metric_scores` then :func:`correlation_grid`: the tidy grid (``reference_sets=None``: all of
    the corpus's; ``executor``: where the cells are scored, see :func:`metric_scores`)."""
    if bootstrap < 0:
        raise OptionError(f"bootstrap must be 0 (none) or a positive number of resamples, not {bootstrap}")
    if bootstrap:
        check_number("bootstrap", bootstrap, low=1, high=MAX_RESAMPLES, integer=True)  # before any scoring
    if not 0 < confidence < 1:
        raise OptionError(f"confidence must be between 0 and 1, not {confidence}")
    for m in metrics:
        metric_spec(m)  # every spec checked before anything is computed
    ranking, h = _human_frame(human)
    h.attrs["name"] = ranking
    names = [str(s) for s in h["system"]] if systems is None else list(systems)
    have = [s for s in names if s in corpus.systems]
    if not have:
        raise GecInputError(f"none of the human ranking's systems ({', '.join(names)}) is in {corpus.name}")
    lost = [s for s in names if s not in corpus.systems]
    if lost:  # most names unmatched: an error (a misspelt ranking); a few: a warning with the numbers
        text = (f"{len(lost)} of the {len(names)} systems of the human ranking {ranking} are not in {corpus.name}: "
                f"{', '.join(lost)} (the corpus has: {', '.join(corpus.systems)})")
        if 2 * len(lost) > len(names):
            raise GecInputError(f"{text}; correlating the {len(have)} that match would mislead: rename the systems "
                                "or pass systems=[...]")
        warnings.warn(f"{text}; correlating the {len(have)} that match", GecInputWarning, stacklevel=2)
    scores = metric_scores(corpus, metrics=metrics, reference_sets=list(reference_sets or corpus.reference_sets),
                           systems=have, unchanged=unchanged, cache=cache, progress=progress, executor=executor)
    return correlation_grid(scores, h, methods=methods, include_input=include_input, systems=have,
                            bootstrap=bootstrap, confidence=confidence, seed=seed)


__all__ = [
    "HUMAN_RANKINGS",
    "MetricSpec",
    "corpus_fingerprint",
    "correlate",
    "correlation_grid",
    "human_scores",
    "metric_scores",
    "metric_spec",
    "wide",
]
