"""The suite of :func:`gecnb.evaluate`: which metrics, under which paper's name, on which gold, and scoring one of
them for every system (through the per-system result cache).

Each :class:`SuiteMetric` names a registered metric with its options, its level, the gold it is scored on
(``m2``: the benchmark's official M2 file; ``edits``: references and hypotheses with edits from one extractor)
and the value column that is its headline number. :func:`score_metric` returns, per system, the metric's values
and its per-sentence statistics (what the bootstrap resamples).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, MutableMapping, Sequence
from concurrent.futures import Executor
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal

import numpy as np
import pandas as pd

if TYPE_CHECKING:
    from gecnb.data.corpus import Corpus
    from gecnb.evaluation.cache import ResultCache
    from gecnb.evaluation.inputs import EvaluationInputs

__all__ = ["CHERRANT_METRIC", "CHINESE_NOTE", "CHINESE_SUITE", "DISENTANGLED", "OPTIONAL",
           "PT_SUITE", "SIMILARITY_SUITE", "SUITE", "ScoredMetric", "Statistics", "SuiteMetric", "choose_suite",
           "metric_keys", "score_and_resample", "score_metric"]


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
    #: False: the headline is shown without interval or test (``why``: the rows' note)
    resampled: bool = True
    why: str = ""
    #: True: a smaller value is better (the rank; MP', a distance)
    lower_is_better: bool = False

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
#: The metric that scores ChERRANT's character-level span-based P / R / F0.5 (``compare_m2_for_evaluation.py`` on
#: ``parallel_to_m2.py -g char`` output, alternative alignments pooled, OpenCC t2s on every target): ONE place
#: names it; what ``gecnb score --metric cherrant`` scores.
CHERRANT_METRIC = "cherrant"
#: the report's note on every Chinese evaluation: what is not computed, and why
CHINESE_NOTE = ("Chinese: every metric on characters, every edit by ChERRANT's character aligner; M2 is not "
                "computed (the NLPCC-2018 M2 scorer reads the words of a segmenter, which gecnb does not ship), nor "
                "PT-M2 / PT-ERRANT / CLEME2.0-sim (English BERT models)")
_ZH_PAPER = "Chinese GEC evaluation without word segmentation (paper 002)"
#: The suite of a Chinese evaluation (``mucgec-dev``, ``nlpcc18``, a corpus of language ``zh``): every metric on
#: characters, every edit from the ChERRANT-compatible character aligner. No M2 (the NLPCC-2018 scorer reads
#: words of a segmenter, which gecnb does not ship); no PT-M2 / PT-ERRANT (English BERTScore).
CHINESE_SUITE: tuple[SuiteMetric, ...] = (
    SuiteMetric("ChERRANT", CHERRANT_METRIC, (), "corpus", "edits", "f",
                "Zhang et al. 2022 (MuCGEC's ChERRANT, char-level span-based, compare_m2_for_evaluation.py)"),
    SuiteMetric("Acc_sen", "sentence-acc", (), "corpus", "edits", "acc", _ZH_PAPER),
    SuiteMetric("BLEU_c", "bleu", (), "corpus", "edits", "bleu", _ZH_PAPER + " (sacrebleu's character BLEU)"),
    SuiteMetric("MP", "mp", (), "corpus", "edits", "mp", _ZH_PAPER + " (the source's meaning kept; SOURCE has 1)"),
    SuiteMetric("MP'", "mp", (), "corpus", "edits", "mp_prime", _ZH_PAPER + " (|MP - MP_average|, lower is better)",
                resampled=False, why="MP' = |MP - MP_average| is a distance from the references' MP on the whole test "
                "set; MP's row has the interval and the test", lower_is_better=True),
    SuiteMetric("GLEU", "gleu", (), "corpus", "edits", "gleu", "Napoles et al. 2015, 2016 (official GLEU, on characters)"),
    *(spec for spec in SUITE if spec.metric in ("cleme", "cleme2")),
)
OPTIONAL = (*SIMILARITY_SUITE, *PT_SUITE)  # what a missing model leaves out (with a note), not fails
DISENTANGLED = ("hit", "wrong", "under", "over", "score")


def choose_suite(metrics: Sequence[str] | None, *, similarity: bool, pt: bool, language: str = "en"
                 ) -> list[SuiteMetric]:
    """The suite metrics to compute: ``metrics`` by label (default all of :data:`SUITE`), with CLEME2.0-sim
    (``similarity``) and PT-M2 / PT-ERRANT (``pt``) added. An unknown label is a ``ValueError`` naming the
    known ones. ``language="zh"``: :data:`CHINESE_SUITE` (``similarity`` and ``pt`` are English-only: an error)."""
    if language == "zh":
        if similarity or pt:
            raise ValueError("similarity (--similarity) and pt (--pt) weight chunks with an English BERT model: not "
                             "on Chinese data")
        if metrics is None:
            return list(CHINESE_SUITE)
        known_zh = {s.label: s for s in CHINESE_SUITE}
        bad = [m for m in metrics if m not in known_zh]
        if bad:
            raise ValueError(f"unknown suite metric(s) {bad} on Chinese data: use {', '.join(known_zh)}")
        return [known_zh[m] for m in dict.fromkeys(metrics)]
    suite = list(SUITE) + (list(SIMILARITY_SUITE) if similarity else []) + (list(PT_SUITE) if pt else [])
    if metrics is None:
        return suite
    known = {s.label: s for s in (*SUITE, *SIMILARITY_SUITE, *PT_SUITE)}
    bad = [m for m in metrics if m not in known]
    if bad:
        raise ValueError(f"unknown suite metric(s) {bad}: use {', '.join(known)}")
    chosen = [known[m] for m in dict.fromkeys(metrics)]
    chosen += [spec for spec in (PT_SUITE if pt else ()) if spec not in chosen]  # pt=True adds them
    return chosen


class Statistics(Mapping[str, pd.DataFrame]):
    """Each system's per-sentence statistics of one metric, read or computed when first asked for (a report
    whose bootstrap samples are all cached never reads them)."""

    def __init__(self, names: Sequence[str], frames: dict[str, pd.DataFrame], fetch: Callable[[str], pd.DataFrame]):
        self._names = list(names)
        self._frames = frames
        self._fetch = fetch

    def __getitem__(self, system: str) -> pd.DataFrame:
        if system not in self._frames:
            if system not in self._names:
                raise KeyError(system)
            self._frames[system] = self._fetch(system)
        return self._frames[system]

    def __iter__(self) -> Iterator[str]:
        return iter(self._names)

    def __len__(self) -> int:
        return len(self._names)


@dataclass
class ScoredMetric:
    """One suite metric scored for every system: ``values`` (system -> the metric's values, signature
    included), ``statistics`` (system -> per-sentence statistics, read or computed when first asked for; None
    when the metric cannot be resampled, ``reason`` says why), the metric's ``aggregate`` (statistics ->
    score), ``signature`` and the cache ``keys`` of each system's entries."""

    values: dict[str, dict[str, Any]]
    statistics: Statistics | None
    aggregate: Any
    signature: str
    reason: str
    keys: dict[str, str]


def metric_keys(spec: SuiteMetric, inputs: EvaluationInputs, memo: MutableMapping[tuple[int, str], str]
                ) -> tuple[Any, Corpus, dict[str, str], Any, str]:
    """``spec``'s metric, the corpus it scores, each system's cache key, its aggregate (None when it cannot be
    resampled) and why not. ``memo``: the gold's and the systems' hashes (filled here, shared by a report)."""
    from gecnb.evaluation.cache import digest, gold_key, metric_key, system_key
    from gecnb.metrics.options import OptionError

    m = spec.get()
    corpus = inputs.scored_on(spec.gold, spec.metric)  # ERRANT: the gold as its own protocol reads it
    names = list(corpus.systems)
    try:
        aggregate: Any = m.aggregate(level=spec.level) if spec.resampled else None
        reason = spec.why
    except OptionError as err:  # "`metric` X at `level` Y cannot be resampled over sentences: REASON"
        aggregate, reason = None, str(err).split("cannot be resampled over sentences: ", 1)[-1]
    if (id(corpus), "") not in memo:
        memo[(id(corpus), "")] = gold_key(corpus, inputs.reference_set)
    for s in names:
        if (id(corpus), s) not in memo:
            memo[(id(corpus), s)] = system_key(corpus, s)
    base = metric_key(spec.metric, spec.level, repr(m.config), memo[(id(corpus), "")])
    return m, corpus, {s: digest(base, memo[(id(corpus), s)]) for s in names}, aggregate, reason


def score_metric(spec: SuiteMetric, inputs: EvaluationInputs, cache: ResultCache, *,
                 keys: MutableMapping[tuple[int, str], str] | None = None) -> ScoredMetric:
    """``spec`` scored for every system of ``inputs``: cached values read, the other systems computed in one call
    of the metric and written to the cache (values and statistics). Statistics are read (or computed) only
    when asked for. ``keys``: a memo of the gold's and the systems' hashes, shared by the metrics of one
    report (each is hashed once)."""
    from gecnb.evaluation.cache import digest

    m, corpus, keys_of, aggregate, reason = metric_keys(spec, inputs, {} if keys is None else keys)
    names = list(corpus.systems)
    stats_keys = {s: digest(keys_of[s], "statistics") for s in names}
    got: dict[str, dict[str, Any] | None] = {s: cache.get_values(keys_of[s]) for s in names}
    todo = [s for s in names if got[s] is None]
    frames: dict[str, pd.DataFrame] = {}
    if todo:
        scored = m.score(corpus, reference_set=inputs.reference_set, systems=todo, level=spec.level)
        stats = (m.statistics(corpus, reference_set=inputs.reference_set, systems=todo, level=spec.level)
                 if aggregate is not None else None)
        for row in scored.to_dict("records"):
            s = row["system"]
            values = {k: v for k, v in row.items() if k not in ("system", "metric")}
            got[s] = values
            cache.put_values(keys_of[s], values)
            if stats is not None:
                frames[s] = stats[stats["system"] == s].reset_index(drop=True)
                cache.put_statistics(stats_keys[s], frames[s])

    def fetch(system: str) -> pd.DataFrame:
        frame = cache.get_statistics(stats_keys[system])
        if frame is None:  # not cached (or not usable): computed for this system alone, and cached
            frame = m.statistics(corpus, reference_set=inputs.reference_set, systems=[system], level=spec.level)
            frame = frame.reset_index(drop=True)
            cache.put_statistics(stats_keys[system], frame)
        return frame

    values = {s: dict(got[s] or {}) for s in names}
    statistics = None if aggregate is None else Statistics(names, frames, fetch)
    signature = str(values[names[0]].get("signature", ""))
    return ScoredMetric(values, statistics, aggregate, signature, reason, keys_of)


def score_and_resample(spec: SuiteMetric, inp: EvaluationInputs, store: ResultCache, *,
                       keys: MutableMapping[tuple[int, str], str],
                       n: int, seed: int, confidence: float, executor: Executor | None = None
                       ) -> tuple[ScoredMetric, dict[str, float], dict[str, tuple[float, float]], pd.DataFrame]:
    """One metric of the suite for every system, through the cache: its values, headline numbers, intervals and
    the comparisons of the user systems as one DataFrame (each system's resampled scores cached with its results,
    keyed by ``n`` and ``seed`` too)."""
    from gecnb.evaluation.cache import digest
    from gecnb.evaluation.significance import resample

    names = list(inp.edits.systems)
    scored = score_metric(spec, inp, store, keys=keys)
    headline = {s: float(scored.values[s][spec.column]) for s in names}
    sample_keys = {s: digest(scored.keys[s], "samples", n, seed) for s in names}
    samples: dict[str, np.ndarray] = {}
    observed: dict[str, float] = {}
    if scored.statistics is not None:
        for s in names:
            if (got := store.get_samples(sample_keys[s], n)) is not None:
                samples[s], observed[s] = got
    had = set(samples)
    intervals, comps = resample(scored.statistics, scored.aggregate, values=headline, users=inp.users,
                                baseline=inp.baseline, n=n, seed=seed, confidence=confidence, reason=scored.reason,
                                samples=samples, observed=observed, executor=executor, as_frame=True)
    for s in names:
        if s in samples and s not in had:
            store.put_samples(sample_keys[s], samples[s], observed[s])
    return scored, headline, intervals, comps
