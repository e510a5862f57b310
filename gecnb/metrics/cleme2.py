"""CLEME2.0 (Ye et al. 2024): disentangled Hit / Wrong / Under / Over scores and their weighted
combination, dependent and independent, corpus and sentence level, with the rules of the official code
(THUKElab/CLEME v1.1.0, commit e90abea; see ``shared/specs/cleme.md``, section CLEME2.0).

Statistics first, aggregation second: the chunk categories of :mod:`gecnb.metrics.cleme` (computed once per
:class:`~gecnb.chunks.stats.ChunkStats`) are summed into one count row per (sentence, kept reference) for
both assumptions (the independent result is repeated once per reference, as the official code does);
every variant is aggregated from those rows.

With NE = TP + FP_ne + FN::

    Hit   = TP / NE          Wrong = FP_ne / NE       Under = FN / NE
    Over  = FP_un / (TP + FP_ne + FP_un)             (each 0 when its denominator is 0)
    Score = a_hit * Hit + a_wrong * (1 - Wrong) + a_under * (1 - Under) + a_over * (1 - Over)

computed with the official code's floating-point operations in its order, so reference choices that
hinge on exact ties come out the same.

* Corpus level: sentence by sentence, the reference whose counts maximise Score of the running totals
  plus its counts; ties: larger TP, smaller FP, smaller FN, larger TN, then the first reference. Scores
  come from the totals.
* Sentence level: per sentence the reference with the best (Score, Hit, -Wrong, -Under, -Over), the first
  on ties; Hit .. Score are means over sentences, the counts sums of the chosen references' counts.
* A sentence with nothing to correct and no hypothesis edit has NE = 0, so Hit = 0 and its Score is
  ``1 - a_hit``, not 1: this is what the official code (and the paper's numbers) do.
* Weighted variants: TP, FP_ne, FP_un, FN become sums of the chunk weights of a
  :class:`~gecnb.metrics.weighting.Weigher` (FP = FP_ne + FP_un), TN stays the number of TN chunks, and
  both reference choices run on the weighted values (as the official code does).

The official selections compare exact floats (no rounding, unlike CLEME's F choice).

The registered metric ``cleme2`` (:class:`Cleme2Metric`, its options :class:`Cleme2Config`: the assumption, the
factors, the weighting and where the edits come from) scores a corpus with :func:`cleme2_scores`.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import partial
from typing import Any, Literal

import numpy as np
import numpy.typing as npt
import pandas as pd

from gecnb.chunks.categories import Assumption, category_sums, row_categories
from gecnb.chunks.stats import ChunkStats, read_only, reference_rows
from gecnb.data.checks import MAX_ALIGN_TOKENS
from gecnb.data.corpus import Corpus, ReferenceSet
from gecnb.data.signature import Signature, SignaturePairs, format_pairs, signature_pairs
from gecnb.metrics._common import EDITS, EDITS_HELP, config_extractor, edit_source, edits_label
from gecnb.metrics.aggregate import Aggregate, ChoiceAggregate, mean_aggregate
from gecnb.metrics.base import Metric, Scored, impl_pairs, register
from gecnb.metrics.options import OptionError, check_choice, check_magnitude
from gecnb.metrics.weighting import Unweighted, Weigher, WeightContext

Level = Literal["corpus", "sentence"]
Factors = tuple[float, float, float, float]

FACTOR_PRESETS: dict[str, Factors] = {
    "corpus": (0.45, 0.35, 0.15, 0.05),
    "sentence": (0.35, 0.25, 0.20, 0.20),
}
"""The paper's trade-off factors (hit, wrong, under, over) per level (its Appendix B.5; the official
``main.py`` pairs each level with its preset)."""

COUNT_NAMES = ("TP", "FP", "FP_ne", "FP_un", "FN", "TN")
INDICATORS = ("hit", "wrong", "under", "over", "score")


@dataclass(frozen=True)
class Cleme2Config:
    """CLEME2.0's one config: one variant of the computation and the options of the registered ``cleme2``.

    ``factors``: a preset name (``"corpus"`` / ``"sentence"``), four floats (hit, wrong, under, over) or the
    text ``"a,b,c,d"`` (the command line's), each in (0, 1), summing to 1 within 1e-9; ``None`` (default) is
    the preset of ``level``. ``weighting`` (with ``bert_model``, ``bert_layer``, ``llm_model``), ``edits``,
    ``spacy_model`` and ``cache``: the edit weighting and the edit source (the functions' ``weigher=``,
    ``edits=`` and ``extractor=`` arguments, where given, take precedence). ``level`` (the registered metric
    takes it from the ``level`` it scores at) and ``drop_empty_references`` (the official removal of an empty
    reference while more than two targets remain, as CLEME; it must match the
    :class:`~gecnb.chunks.prepared.PreparedCorpus`) are ``metadata={"cli": False}``: not options of the
    registered metric.
    """

    assumption: Assumption = field(
        default="dependent", metadata={"help": "dependent (default) or independent references"})
    factors: str | Factors | None = field(default=None, metadata={
        "kind": "str",
        "help": "hit,wrong,under,over factors, each in (0,1), summing to 1; or a preset: corpus (0.45,0.35,0.15,0.05), "
                "sentence (0.35,0.25,0.20,0.20); default the level's preset"})
    weighting: Literal["none", "length", "similarity", "llm"] = field(
        default="none", metadata={"help": "edit weighting (default none)"})
    bert_model: str | None = field(default=None, metadata={
        "help": "similarity weighting: a BERT model name or path (default: the search order in the README)"})
    bert_layer: int | None = field(default=None, metadata={"help": "similarity weighting: the layer (default the model's)"})
    llm_model: str | None = field(default=None, metadata={"help": "llm weighting: a local causal LM (name or path)"})
    edits: Literal["auto", "extract", "given", "mixed"] = field(default="auto", metadata={"help": EDITS_HELP})
    spacy_model: str | None = field(default=None, metadata={"help": "spaCy pipeline for ERRANT"})
    cache: bool = field(default=True, metadata={"help": "use the on-disk edit cache"})
    level: Level = field(default="corpus", metadata={"cli": False})
    drop_empty_references: bool = field(default=True, metadata={"cli": False})

    def __post_init__(self) -> None:
        check_choice("assumption", self.assumption, ("dependent", "independent"))
        check_choice("level", self.level, ("corpus", "sentence"))
        check_choice("weighting", self.weighting, ("none", "length", "similarity", "llm"))
        check_choice("edits", self.edits, EDITS)
        if self.bert_layer is not None and (isinstance(self.bert_layer, bool) or self.bert_layer < 1):
            raise OptionError(f"`bert_layer` must be a positive layer number; got {self.bert_layer!r}")
        if (self.bert_model is not None or self.bert_layer is not None) and self.weighting != "similarity":
            raise OptionError("`bert_model` and `bert_layer` apply to `weighting` similarity only")
        if self.llm_model is not None and self.weighting != "llm":
            raise OptionError("`llm_model` applies to `weighting` llm only")
        try:
            self._check_factors()
        except OptionError:
            raise
        except ValueError as err:
            raise OptionError(f"`factors`: {err}") from None

    def _check_factors(self) -> None:
        f: Any = self.factors
        if isinstance(f, str) and f not in FACTOR_PRESETS:
            f = parse_factors(f)
        if f is None or isinstance(f, str):
            if f is not None and f not in FACTOR_PRESETS:
                raise ValueError(f"factors preset must be one of {tuple(FACTOR_PRESETS)}, not {f!r}")
            return
        try:
            vals = tuple(float(x) for x in f)
        except (TypeError, ValueError):
            raise ValueError(f"factors must be a preset name or 4 numbers (hit, wrong, under, over), not {f!r}") from None
        if len(vals) != 4:
            raise ValueError(f"factors must be 4 numbers (hit, wrong, under, over), got {len(vals)}: {f!r}")
        bad = [n for n, v in zip(("hit", "wrong", "under", "over"), vals, strict=True)
               if not (math.isfinite(v) and 0.0 < v < 1.0)]
        if bad:
            raise ValueError(f"factors must each be in (0, 1); {', '.join(bad)} are not: {vals}")
        for n, v in zip(("hit", "wrong", "under", "over"), vals, strict=True):
            check_magnitude(f"factors ({n})", v)
        if abs(sum(vals) - 1.0) > 1e-9:
            raise ValueError(f"factors must sum to 1 (within 1e-9), got {sum(vals)!r}: {vals}")
        object.__setattr__(self, "factors", vals)

    def weigher(self) -> Weigher | None:
        """The weigher of ``weighting`` (None for ``none``)."""
        if self.weighting == "none":
            return None
        from gecnb.metrics.weighting import get_weigher

        opts: dict[str, Any] = {}
        if self.weighting == "similarity":
            opts = {k: v for k, v in (("model", self.bert_model), ("layer", self.bert_layer)) if v is not None}
        elif self.weighting == "llm" and self.llm_model is not None:
            opts = {"model": self.llm_model}
        return get_weigher(self.weighting, **opts)  # type: ignore[no-any-return]

    @property
    def factor_values(self) -> Factors:
        """(hit, wrong, under, over) as floats."""
        f = self.factors
        if f is None:
            return FACTOR_PRESETS[self.level]
        if isinstance(f, str):
            return FACTOR_PRESETS[f]
        return f

    @property
    def preset(self) -> str | None:
        """The preset name the factors come from, if any."""
        f = self.factors
        if f is None:
            return self.level
        return f if isinstance(f, str) else None

    @property
    def factors_text(self) -> str:
        return ",".join(f"{v:g}" for v in self.factor_values)

    @property
    def name(self) -> str:
        """The paper's name, e.g. ``SentCLEME2.0-ind``."""
        base = ("SentCLEME2.0" if self.level == "sentence" else "CLEME2.0") + ("-dep" if self.assumption == "dependent" else "-ind")
        if self.preset is None or self.preset != self.level:
            base += f" [{self.preset or self.factors_text}]"
        return base

    def signature(self) -> SignaturePairs:
        return signature_pairs(("impl", "cleme2,v1.1.0-rules"), ("assumption", self.assumption),
                               ("impl-level", self.level), ("factors", self.factors_text),
                               ("drop_empty_refs", self.drop_empty_references))


def paper_variants() -> list[Cleme2Config]:
    """The four official pairings (each level with its own preset), dependent and independent."""
    return [Cleme2Config(assumption=a, level=lv) for lv in ("corpus", "sentence")  # type: ignore[arg-type]
            for a in ("dependent", "independent")]


def all_official_variants() -> list[Cleme2Config]:
    """Both levels x both assumptions x both presets (the eight configurations of the official figures)."""
    return [Cleme2Config(assumption=a, level=lv, factors=p)  # type: ignore[arg-type]
            for a in ("dependent", "independent") for p in ("corpus", "sentence") for lv in ("corpus", "sentence")]


# ---------------------------------------------------------------------------------------------------
# statistics: one count row per (sentence, kept reference)
# ---------------------------------------------------------------------------------------------------
def row_weights(stats: ChunkStats, assumption: Assumption, level: Level, weigher: Weigher | None) -> np.ndarray:
    """The weigher's weight of every (chunk, reference) row, checked: one per row, finite and >= 0."""
    cat = row_categories(stats, assumption)
    if weigher is None or isinstance(weigher, Unweighted):
        return np.ones(len(cat))
    w = np.asarray(weigher.weights(WeightContext(stats, assumption, level, cat)), dtype=np.float64)
    name = getattr(weigher, "name", type(weigher).__name__)
    if w.shape != cat.shape:
        raise ValueError(f"weigher {name!r} returned {w.shape} weights for {len(cat)} (chunk, reference) rows")
    if not np.isfinite(w).all() or (w < 0).any():
        bad = np.flatnonzero(~np.isfinite(w) | (w < 0))
        raise ValueError(f"weigher {name!r} returned {len(bad)} negative or non-finite weight(s), e.g. {w[bad[0]]!r} "
                         f"(sentence {int(stats.c_sent[stats.r_row[bad[0]]])})")
    return w


def row_counts(stats: ChunkStats, assumption: Assumption, *, level: Level = "corpus",
               weigher: Weigher | None = None) -> dict[str, np.ndarray]:
    """Counts per (sentence, kept reference) row, sentence-major (cached on ``stats``; read-only arrays).

    Keys: ``sentence``, ``ref`` (original reference index), ``ref_pos`` (position among the kept ones),
    ``n_TP, n_FP, n_FP_ne, n_FP_un, n_FN, n_TN`` (numbers of chunks) and ``TP, FP, FP_ne, FP_un, FN, TN``
    (weighted sums under ``weigher``; TN is always the number of TN chunks; FP = FP_ne + FP_un). Under the
    independent assumption every reference row of a sentence holds the same (official) result.
    ``level`` only reaches the weigher (a weighting may depend on it)."""
    wsig = "none" if weigher is None or isinstance(weigher, Unweighted) else weigher.signature()
    key = ("cleme2_counts", assumption, level if wsig != "none" else "", wsig)
    got = stats.cache.get(key)
    if got is not None:
        return got
    row_key, data = reference_rows(stats)
    w = row_weights(stats, assumption, level, weigher) if wsig != "none" else None
    data.update(category_sums(row_categories(stats, assumption), row_key, len(data["sentence"]), w))
    for v in data.values():
        read_only(v)
    stats.cache[key] = data
    return data


# ---------------------------------------------------------------------------------------------------
# indicators (elementwise; the official operations in the official order)
# ---------------------------------------------------------------------------------------------------
def _safe(den: np.ndarray) -> np.ndarray:
    """The denominator with 0 replaced by 1: counts and weights are >= 0, so a zero denominator has zero
    numerators and 0 / 1 gives the official 0 (other quotients are unchanged, bit for bit)."""
    return den + (den == 0)


def indicators(tp: npt.ArrayLike, fp_ne: npt.ArrayLike, fp_un: npt.ArrayLike, fn: npt.ArrayLike
               ) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """(Hit, Wrong, Under, Over) elementwise (Eq. 1-4), 0 where a denominator is 0 (counts must be >= 0)."""
    t, ne_, un, n = (np.asarray(x, dtype=np.float64) for x in (tp, fp_ne, fp_un, fn))
    den = _safe(t + ne_ + n)
    return t / den, ne_ / den, n / den, un / _safe(t + (ne_ + un))


def combine(hit: np.ndarray, wrong: np.ndarray, under: np.ndarray, over: np.ndarray,
            factors: Sequence[float] | np.ndarray) -> np.ndarray:
    """Score (Eq. 5) = a_hit*Hit + a_wrong*(1-Wrong) + a_under*(1-Under) + a_over*(1-Over), summed left to
    right as the official code does. ``factors`` may be an array whose last axis holds the four factors
    (broadcast against the indicators)."""
    f = np.asarray(factors, dtype=np.float64)
    a1, a2, a3, a4 = f[..., 0], f[..., 1], f[..., 2], f[..., 3]
    return a1 * hit + a2 * (1 - wrong) + a3 * (1 - under) + a4 * (1 - over)


def score_from_counts(tp: float, fp_ne: float, fp_un: float, fn: float, factors: Sequence[float]
                      ) -> dict[str, float]:
    """Hit, Wrong, Under, Over and Score of one set of counts."""
    vals = indicators(np.float64(tp), np.float64(fp_ne), np.float64(fp_un), np.float64(fn))
    out = dict(zip(INDICATORS[:4], (float(v) for v in vals), strict=True))
    out["score"] = float(combine(*vals, factors))
    return out


# ---------------------------------------------------------------------------------------------------
# reference choice
# ---------------------------------------------------------------------------------------------------
def _segment_ranks(sentence: np.ndarray, keys: Sequence[np.ndarray]) -> np.ndarray:
    """Per row: its rank within its sentence under the lexicographic order of ``keys`` (larger is better),
    ties broken in favour of the earlier row; ranks are 0 .. k-1 and distinct within a sentence."""
    n = len(sentence)
    pos = np.arange(n)
    order = np.lexsort((-pos, *reversed(keys), sentence))  # ascending: worst first within a sentence
    starts = np.flatnonzero(np.diff(sentence[order], prepend=-1))
    first = np.repeat(starts, np.diff(np.append(starts, n)))
    rank = np.empty(n, dtype=np.int64)
    rank[order] = np.arange(n) - first
    return rank


def sentence_bounds(sentence: np.ndarray) -> np.ndarray:
    """Start of every sentence's rows, plus the end (rows are sentence-major)."""
    if len(sentence) == 0:
        return np.zeros(1, dtype=np.int64)
    return np.flatnonzero(np.diff(sentence, prepend=-1, append=-1))


@dataclass
class CorpusPlan:
    """What the corpus-level choice needs that does not depend on the factors (built once by
    :func:`corpus_plan`, reusable for any number of factor settings)."""

    n_tables: int
    n_sentences: int
    starts: np.ndarray
    tp: np.ndarray  # (tables, rows)
    fp_ne: np.ndarray
    fp_un: np.ndarray
    fn: np.ndarray
    tiebreak: np.ndarray  # rank of (tp, -fp, -fn, tn, first) within the sentence
    same: np.ndarray  # per sentence: one distinct row, nothing to choose
    candidates: dict[int, np.ndarray]  # per other sentence: its distinct rows (the first of each)


def corpus_plan(counts: Sequence[dict[str, np.ndarray]]) -> CorpusPlan:
    """The factor-independent part of :func:`corpus_select`.

    A row whose counts equal an earlier row's of the same sentence in every table can never be chosen
    (same Score, same tie-break keys, later): only the first of each distinct row is compared, and a
    sentence with one distinct row needs no choice."""
    sent = counts[0]["sentence"]
    bounds = sentence_bounds(sent)
    n_sent = len(bounds) - 1
    TPm, FPm, NEm, UNm, FNm, TNm = (np.stack([c[k] for c in counts]) if counts else np.zeros((0, 0))
                                    for k in ("TP", "FP", "FP_ne", "FP_un", "FN", "TN"))
    tb = np.stack([_segment_ranks(sent, [c["TP"], -c["FP"], -c["FN"], c["TN"]]) for c in counts]).astype(np.float64)
    lens = np.diff(bounds)
    stacked = np.concatenate([TPm, NEm, UNm, FNm, FPm, TNm])  # (6 S, rows)
    same = np.ones(max(n_sent, 0), dtype=bool)
    candidates: dict[int, np.ndarray] = {}
    for si in np.flatnonzero(lens > 1).tolist():
        b0, b1 = int(bounds[si]), int(bounds[si + 1])
        _, first = np.unique(stacked[:, b0:b1].T, axis=0, return_index=True)
        if len(first) > 1:
            same[si] = False
            candidates[si] = b0 + np.sort(first)
    return CorpusPlan(len(counts), n_sent, bounds[:-1], TPm, NEm, UNm, FNm, tb, same, candidates)


def corpus_select(counts: Sequence[dict[str, np.ndarray]], factors: np.ndarray, *,
                  plan: CorpusPlan | None = None) -> np.ndarray:
    """The official corpus-level greedy choice for several count tables (same sentences and kept
    references, e.g. systems) and several factor settings at once.

    ``counts``: S tables from :func:`row_counts`; ``factors``: an (F, 4) array; ``plan``: a
    :func:`corpus_plan` of ``counts`` made earlier (else it is made here). Returns the chosen row per
    (table, setting, sentence), shape (S, F, n_sentences). One pass over the sentences; at each, all
    S x F running totals are updated together."""
    f = np.asarray(factors, dtype=np.float64).reshape(-1, 4)
    n_f = len(f)
    n_s = len(counts)
    if n_s == 0 or len(counts[0]["sentence"]) == 0:
        return np.empty((n_s, n_f, 0 if n_s == 0 else int(len(sentence_bounds(counts[0]["sentence"])) - 1)),
                        dtype=np.int64)
    pl = plan if plan is not None else corpus_plan(counts)
    n_sent = pl.n_sentences
    chosen = np.empty((n_s, n_f, n_sent), dtype=np.int64)
    TPm, NEm, UNm, FNm, tb = pl.tp, pl.fp_ne, pl.fp_un, pl.fn, pl.tiebreak
    starts, same, candidates = pl.starts, pl.same, pl.candidates
    a1, a2, a3, a4 = (f[:, i][None, :, None] for i in range(4))
    T_tp = np.zeros((n_s, n_f))
    T_ne = np.zeros((n_s, n_f))
    T_un = np.zeros((n_s, n_f))
    T_fn = np.zeros((n_s, n_f))
    s_idx = np.arange(n_s)[:, None]
    for si in range(n_sent):
        b0 = int(starts[si])
        if same[si]:
            chosen[:, :, si] = b0
            T_tp += TPm[:, b0, None]
            T_ne += NEm[:, b0, None]
            T_un += UNm[:, b0, None]
            T_fn += FNm[:, b0, None]
            continue
        idx = candidates[si]
        tp = T_tp[:, :, None] + TPm[:, None, idx]
        ne_ = T_ne[:, :, None] + NEm[:, None, idx]
        un = T_un[:, :, None] + UNm[:, None, idx]
        fn = T_fn[:, :, None] + FNm[:, None, idx]
        hit, wrong, under, over = indicators(tp, ne_, un, fn)
        com = a1 * hit  # accumulated in place, in the official order
        np.subtract(1, wrong, out=wrong)
        com += np.multiply(a2, wrong, out=wrong)
        np.subtract(1, under, out=under)
        com += np.multiply(a3, under, out=under)
        np.subtract(1, over, out=over)
        com += np.multiply(a4, over, out=over)
        best = com.max(axis=2, keepdims=True)
        cand = np.where(com == best, tb[:, None, idx], -1.0)
        rows = idx[cand.argmax(axis=2)]  # (S, F)
        chosen[:, :, si] = rows
        T_tp += TPm[s_idx, rows]
        T_ne += NEm[s_idx, rows]
        T_un += UNm[s_idx, rows]
        T_fn += FNm[s_idx, rows]
    return chosen


def sentence_select(counts: dict[str, np.ndarray], factors: np.ndarray
                    ) -> tuple[np.ndarray, dict[str, np.ndarray]]:
    """The official sentence-level choice for one count table and several factor settings: per sentence
    the row with the best (Score, Hit, -Wrong, -Under, -Over), the first on ties.

    Returns the chosen rows, shape (F, n_sentences), and the per-row indicators ``hit, wrong, under,
    over`` (a chosen row's Score is :func:`combine` of its indicators). Rows of a sentence with the same
    indicators as an earlier row can never be chosen (same Score for every setting, same tie-break keys)
    and are not compared; a sentence with one distinct row needs no choice."""
    f = np.asarray(factors, dtype=np.float64).reshape(-1, 4)
    hit, wrong, under, over = indicators(counts["TP"], counts["FP_ne"], counts["FP_un"], counts["FN"])
    per_row = {"hit": hit, "wrong": wrong, "under": under, "over": over}
    sent = counts["sentence"]
    n_sent = len(sentence_bounds(sent)) - 1
    rows = np.empty((len(f), max(n_sent, 0)), dtype=np.int64)
    if n_sent <= 0:
        return rows, per_row
    _, first = np.unique(np.stack([sent, hit, wrong, under, over], axis=1), axis=0, return_index=True)
    cand = np.sort(first)
    c_sent = sent[cand]
    n_c = np.bincount(c_sent, minlength=n_sent)
    c_start = np.concatenate([[0], np.cumsum(n_c)[:-1]])
    single = n_c == 1
    rows[:, single] = cand[c_start[single]]
    multi = np.flatnonzero(~single)
    if len(multi):
        in_multi = ~single[c_sent]
        m_rows = cand[in_multi]
        mi = np.searchsorted(multi, c_sent[in_multi])  # index among the sentences with a choice
        m_start = np.concatenate([[0], np.cumsum(n_c[multi])[:-1]])
        pos = np.arange(len(m_rows)) - m_start[mi]
        kmax = int(n_c[multi].max())
        tb = _segment_ranks(sent, [hit, -wrong, -under, -over]).astype(np.float64)
        sc = combine(hit[m_rows][None, :], wrong[m_rows][None, :], under[m_rows][None, :], over[m_rows][None, :],
                     f[:, None, :])  # (F, candidates)
        pad = np.full((len(f), len(multi), kmax), -np.inf)
        pad[:, mi, pos] = sc
        pad_tb = np.full((len(multi), kmax), -2.0)
        pad_tb[mi, pos] = tb[m_rows]
        pad_row = np.zeros((len(multi), kmax), dtype=np.int64)
        pad_row[mi, pos] = m_rows
        best = pad.max(axis=2, keepdims=True)
        choice = np.where(pad == best, pad_tb[None], -1.0).argmax(axis=2)  # (F, n_multi)
        rows[:, multi] = pad_row[np.arange(len(multi))[None, :], choice]
    return rows, per_row


# ---------------------------------------------------------------------------------------------------
# aggregation
# ---------------------------------------------------------------------------------------------------
@dataclass
class Cleme2Result:
    """One system's CLEME2.0 result for one variant, with the per-sentence choices it came from."""

    config: Cleme2Config
    weighting: str
    counts: dict[str, float]  # tp .. tn (numbers of chunks) and w_tp .. w_fn (weighted sums)
    scores: dict[str, float]  # hit, wrong, under, over, score
    sentence_data: dict[str, np.ndarray]

    @property
    def sentences(self) -> pd.DataFrame:
        """One row per sentence: the chosen reference (``ref``, original index; ``ref_pos`` among the kept
        ones), its counts, and the indicators of that sentence's counts alone."""
        return pd.DataFrame(self.sentence_data)


def _aggregate(config: Cleme2Config, weighting: str, counts: dict[str, np.ndarray], rows: np.ndarray,
               per_row_scores: np.ndarray | None = None) -> Cleme2Result:
    ch = {k: counts[k][rows] for k in ("sentence", "ref", "ref_pos", *COUNT_NAMES, *(f"n_{c}" for c in COUNT_NAMES))}
    f = config.factor_values
    hit, wrong, under, over = indicators(ch["TP"], ch["FP_ne"], ch["FP_un"], ch["FN"])
    sent_score = per_row_scores[rows] if per_row_scores is not None else combine(hit, wrong, under, over, f)
    ch.update(hit=hit, wrong=wrong, under=under, over=over, score=sent_score)
    tot = {}
    for c in COUNT_NAMES:
        tot[c.lower()] = float(ch[f"n_{c}"].sum())
        if c != "TN":
            tot["w_" + c.lower()] = _seq_sum(ch[c])
    if config.level == "corpus":
        # totals accumulated in sentence order, as the official running sums are
        scores = score_from_counts(tot["w_tp"], tot["w_fp_ne"], tot["w_fp_un"], tot["w_fn"], f)
    else:
        n = len(rows)
        scores = {k: (float(np.mean(ch[k])) if n else 0.0) for k in INDICATORS}
    return Cleme2Result(config, weighting, tot, scores, ch)


def _seq_sum(a: np.ndarray) -> float:
    """Left-to-right sum (the official running totals; exact for integer counts anyway)."""
    return float(np.cumsum(a)[-1]) if len(a) else 0.0


def score_many(items: Sequence[tuple[ChunkStats, Cleme2Config]], *, weigher: Weigher | None = None
               ) -> list[Cleme2Result]:
    """Score (statistics, variant) pairs. The corpus-level choices of every pair that shares sentences and
    kept references run in one pass (all systems, assumptions and factor settings together)."""
    wname = "none" if weigher is None else getattr(weigher, "name", type(weigher).__name__)
    counts = [row_counts(st, cfg.assumption, level=cfg.level, weigher=weigher) for st, cfg in items]
    results: list[Cleme2Result | None] = [None] * len(items)
    groups: dict[bytes, list[int]] = {}
    for i, (st, cfg) in enumerate(items):
        if cfg.level == "sentence":
            rows, _ = sentence_select(counts[i], np.asarray([cfg.factor_values]))
            results[i] = _aggregate(cfg, wname, counts[i], rows[0], None)
        else:
            groups.setdefault(st.n_refs.tobytes(), []).append(i)
    for group in groups.values():
        tables: dict[int, int] = {}  # id of the count table -> position
        uniq: list[dict[str, np.ndarray]] = []
        for i in group:
            if id(counts[i]) not in tables:
                tables[id(counts[i])] = len(uniq)
                uniq.append(counts[i])
        fac = sorted({items[i][1].factor_values for i in group})
        chosen = corpus_select(uniq, np.asarray(fac))
        for i in group:
            cfg = items[i][1]
            rows = chosen[tables[id(counts[i])], fac.index(cfg.factor_values)]
            results[i] = _aggregate(cfg, wname, counts[i], rows, None)
    return results  # type: ignore[return-value]


# ---------------------------------------------------------------------------------------------------
# pandas entry points
# ---------------------------------------------------------------------------------------------------
def _variants(variants: Sequence[Cleme2Config] | Cleme2Config | None) -> list[Cleme2Config]:
    if variants is None:
        return paper_variants()
    if isinstance(variants, Cleme2Config):
        return [variants]
    vs = list(variants)
    if not vs:
        raise ValueError("variants is empty: give at least one Cleme2Config (or None for the paper's four)")
    bad = [v for v in vs if not isinstance(v, Cleme2Config)]
    if bad:
        raise TypeError(f"variants must be Cleme2Config objects, got {type(bad[0]).__name__}")
    return vs


def _settings(vs: list[Cleme2Config], corpus_or_prepared: Any, *, edits: str, extractor: Any,
              weigher: Weigher | None) -> tuple[str, Any, Weigher | None]:
    """A call's edit source, extractor and weigher: the functions' ``edits=`` (other than ``auto``),
    ``extractor=`` and ``weigher=`` where given, else the variants' config fields (which must then agree)."""
    keys = {(v.weighting, v.bert_model, v.bert_layer, v.llm_model, v.edits, v.spacy_model, v.cache) for v in vs}
    if len(keys) > 1:
        raise OptionError("the variants differ in their weighting or edit source (weighting, bert_model, bert_layer, "
                          "llm_model, edits, spacy_model, cache): score them in separate calls")
    v = vs[0]
    if weigher is None:
        weigher = v.weigher()
    if edits == "auto":
        edits = v.edits
    if extractor is None:
        extractor = config_extractor(corpus_or_prepared, edits=edits, spacy_model=v.spacy_model, cache=v.cache)
    return edits, extractor, weigher


def _scored(corpus_or_prepared, *, reference_set, systems, variants, edits, extractor, weigher):  # type: ignore[no-untyped-def]
    base, pairs, items, weigher = _items(corpus_or_prepared, reference_set=reference_set, systems=systems,
                                         variants=variants, edits=edits, extractor=extractor, weigher=weigher)
    return base, pairs, score_many(items, weigher=weigher), weigher


def _items(corpus_or_prepared, *, reference_set, systems, variants, edits, extractor, weigher):  # type: ignore[no-untyped-def]
    """What every public function starts from: the prepared corpus, the (system, variant) pairs, their
    statistics with the variant, and the weigher in use (see :func:`_settings`)."""
    from gecnb.chunks.prepared import PreparedCorpus, prepare
    from gecnb.metrics.weighting import prepare_all

    vs = _variants(variants)
    if weigher is not None and not isinstance(weigher, Weigher):
        raise TypeError(f"weigher must implement gecnb.metrics.weighting.Weigher (name, signature(), weights()), "
                        f"not {type(weigher).__name__}")
    edits, extractor, weigher = _settings(vs, corpus_or_prepared, edits=edits, extractor=extractor, weigher=weigher)
    if isinstance(corpus_or_prepared, PreparedCorpus):
        base = corpus_or_prepared
        names = base.systems if systems is None else ([systems] if isinstance(systems, str) else list(systems))
        unknown = [s for s in names if s not in base.system_edits]
        if unknown:
            raise KeyError(f"systems {unknown} were not prepared; prepared: {base.systems}")
    else:
        base = prepare(corpus_or_prepared, reference_set=reference_set, systems=systems, edits=edits,
                       extractor=extractor, drop_empty_references=vs[0].drop_empty_references)
        names = base.systems
    pairs = [(s, v) for s in names for v in vs]
    items = [(base.with_references_dropped(empty=v.drop_empty_references, unchanged=False).stats(s), v) for s, v in pairs]
    if weigher is not None and not isinstance(weigher, Unweighted):
        ctxs = [WeightContext(st, v.assumption, v.level, row_categories(st, v.assumption)) for st, v in items]
        prepare_all(weigher, ctxs)
    return base, pairs, items, weigher


def cleme2_scores(
    corpus_or_prepared,  # type: ignore[no-untyped-def]
    *,
    reference_set: str | None = None,
    systems: Sequence[str] | str | None = None,
    variants: Sequence[Cleme2Config] | Cleme2Config | None = None,
    edits: str = "auto",
    extractor=None,  # type: ignore[no-untyped-def]
    weigher: Weigher | None = None,
) -> pd.DataFrame:
    """The disentangled table (the CLEME2.0 paper's Table 12 layout): one row per system x variant.

    ``corpus_or_prepared``: a :class:`~gecnb.data.corpus.Corpus` or a
    :class:`~gecnb.chunks.prepared.PreparedCorpus` (prepare once, score many). ``variants`` defaults to the
    four official pairings (:func:`paper_variants`). ``weigher``: any
    :class:`~gecnb.metrics.weighting.Weigher` (default: unweighted).

    Columns: ``system, metric, assumption, level, factors, weighting, tp, fp, fp_ne, fp_un, fn, tn``
    (numbers of chunks of the chosen references), ``w_tp, w_fp, w_fp_ne, w_fp_un, w_fn`` (their weighted
    sums; equal to the counts when unweighted), ``hit, wrong, under, over, score`` (corpus level: from the
    totals of the chosen (weighted) counts; sentence level: means over sentences), ``reference_set,
    signature`` (the variant's, the weigher's and the edits')."""
    base, pairs, results, weigher = _scored(corpus_or_prepared, reference_set=reference_set, systems=systems,
                                            variants=variants, edits=edits, extractor=extractor, weigher=weigher)
    wsig = "none" if weigher is None else weigher.signature()
    rows = []
    for (s, v), res in zip(pairs, results, strict=True):
        rows.append({
            "system": s, "metric": v.name, "assumption": v.assumption, "level": v.level,
            "factors": v.factors_text, "weighting": res.weighting,
            **{k: res.counts[k] for k in ("tp", "fp", "fp_ne", "fp_un", "fn", "tn")},
            **{k: res.counts[k] for k in ("w_tp", "w_fp", "w_fp_ne", "w_fp_un", "w_fn")},
            **res.scores,
            "reference_set": base.reference_set,
            "signature": format_pairs([*v.signature(), ("weights", wsig), ("edits", base.edit_signature)]),
        })
    return pd.DataFrame(rows)


def cleme2_sentences(
    corpus_or_prepared,  # type: ignore[no-untyped-def]
    *,
    reference_set: str | None = None,
    systems: Sequence[str] | str | None = None,
    variants: Sequence[Cleme2Config] | Cleme2Config | None = None,
    edits: str = "auto",
    extractor=None,  # type: ignore[no-untyped-def]
    weigher: Weigher | None = None,
) -> pd.DataFrame:
    """One row per system x variant x sentence: the chosen reference (``ref``: 0-based index in the
    reference set; ``ref_pos``: position among the kept references), its counts ``tp .. tn``, weighted
    ``w_tp .. w_fn``, and ``hit, wrong, under, over, score`` of that sentence's counts alone (at sentence
    level their means are the system's scores)."""
    _, pairs, results, _ = _scored(corpus_or_prepared, reference_set=reference_set, systems=systems,
                                   variants=variants, edits=edits, extractor=extractor, weigher=weigher)
    frames = []
    for (s, v), res in zip(pairs, results, strict=True):
        d = res.sentence_data
        frames.append(pd.DataFrame({
            "system": s, "metric": v.name, "assumption": v.assumption, "level": v.level,
            "factors": v.factors_text, "sentence": d["sentence"], "ref": d["ref"], "ref_pos": d["ref_pos"],
            **{c.lower(): d[f"n_{c}"].astype(np.int64) for c in COUNT_NAMES},
            **{"w_" + c.lower(): d[c] for c in COUNT_NAMES if c != "TN"},
            **{k: d[k] for k in INDICATORS},
        }))
    return pd.concat(frames, ignore_index=True) if frames else pd.DataFrame()


# ---------------------------------------------------------------------------------------------------
# resampling: the statistics a bootstrap draws from, and the corpus choice re-run on each resample
# ---------------------------------------------------------------------------------------------------
STATISTICS = ("tp", "fp", "fp_ne", "fp_un", "fn", "tn", "w_tp", "w_fp", "w_fp_ne", "w_fp_un", "w_fn")


def cleme2_statistics(
    corpus_or_prepared,  # type: ignore[no-untyped-def]
    *,
    reference_set: str | None = None,
    systems: Sequence[str] | str | None = None,
    variant: Cleme2Config | None = None,
    edits: str = "auto",
    extractor=None,  # type: ignore[no-untyped-def]
    weigher: Weigher | None = None,
) -> pd.DataFrame:
    """What the corpus-level choice of ``variant`` chooses from: one row per system x sentence x kept
    reference, sentence-major: ``system, sentence, ref`` (0-based index in the reference set), ``ref_pos``
    (position among the kept references), ``tp, fp, fp_ne, fp_un, fn, tn`` (numbers of chunks, as if that
    reference were chosen) and ``w_tp, w_fp, w_fp_ne, w_fp_un, w_fn`` (their weighted sums under
    ``weigher``; equal to the counts when unweighted). Only ``assumption`` (and, for a weigher, ``level``)
    of the variant changes these numbers. :func:`resample_corpus_scores` re-runs the choice on them."""
    v = variant if variant is not None else Cleme2Config()
    if not isinstance(v, Cleme2Config):
        raise TypeError(f"variant must be a Cleme2Config, got {type(v).__name__}")
    _, pairs, items, weigher = _items(corpus_or_prepared, reference_set=reference_set, systems=systems, variants=v,
                                      edits=edits, extractor=extractor, weigher=weigher)
    frames = []
    for (s, _v), (st, cfg) in zip(pairs, items, strict=True):
        d = row_counts(st, cfg.assumption, level=cfg.level, weigher=weigher)
        frames.append(pd.DataFrame({
            "system": s, "sentence": d["sentence"], "ref": d["ref"], "ref_pos": d["ref_pos"],
            **{c.lower(): d[f"n_{c}"].astype(np.int64) for c in COUNT_NAMES},
            **{"w_" + c.lower(): d[c] for c in COUNT_NAMES if c != "TN"},
        }))
    return pd.concat(frames, ignore_index=True) if frames else pd.DataFrame(columns=["system", "sentence", *STATISTICS])


def lex_rank(keys: Sequence[np.ndarray], valid: np.ndarray) -> np.ndarray:
    """Per candidate (last axis): how many valid candidates of the same sentence it beats under the
    lexicographic order of ``keys`` (larger is better), ties going to the earlier candidate; -1 where not
    valid. Ranks are distinct among a sentence's valid candidates, so the best is the largest."""
    k = valid.shape[-1]
    gt = np.zeros((*valid.shape, k), dtype=bool)
    eq = np.ones((*valid.shape, k), dtype=bool)
    for key in keys:
        a, b = key[..., :, None], key[..., None, :]
        gt |= eq & (a > b)
        eq &= a == b
    earlier = np.arange(k)[:, None] < np.arange(k)[None, :]
    beats = (gt | (eq & earlier)) & valid[..., None, :]
    return np.where(valid, beats.sum(axis=-1), -1).astype(np.float64)


def resample_corpus_scores(arrays: dict[str, np.ndarray], valid: np.ndarray, idx: np.ndarray,
                           factors: Sequence[float]) -> np.ndarray:
    """Corpus-level Score of every resampled corpus, the official greedy reference choice re-run on each.

    ``arrays``: the :func:`cleme2_statistics` columns ``w_tp, w_fp, w_fp_ne, w_fp_un, w_fn, tn`` of S
    systems as (S, sentences, candidates) arrays (padded; ``valid`` marks the kept references);
    ``idx``: (n, length) sentence indices, one resampled corpus per row, in the order drawn. The choice is
    :func:`corpus_select`'s (Score of the running totals plus the candidate; ties: larger TP, smaller FP,
    smaller FN, larger TN, the first reference), with its floating-point operations in its order, so the
    identity resample gives the metric's own score bit for bit. Vectorised over systems and samples: one
    step per position of the resampled corpus. Returns (S, n) Scores."""
    cols = [np.asarray(arrays[k], dtype=np.float64) for k in ("w_tp", "w_fp_ne", "w_fp_un", "w_fn")]
    tb = lex_rank([cols[0], -np.asarray(arrays["w_fp"], dtype=np.float64), -cols[3],
                   np.asarray(arrays["tn"], dtype=np.float64)], valid)
    tb = np.where(valid, tb, -np.inf)  # -inf: not a candidate
    f = np.asarray(factors, dtype=np.float64)
    # (sentences, 5, S, K): one gather per position brings every column of every system
    table = np.ascontiguousarray(np.stack([*cols, tb], axis=1).transpose(2, 1, 0, 3))
    single = (valid.sum(axis=-1) <= 1).all(axis=0)  # per sentence: one candidate in every system
    n, length = idx.shape
    tot = np.zeros((n, 4, cols[0].shape[0]))  # running totals of TP, FP_ne, FP_un, FN per sample and system
    for t in range(length):
        j = idx[:, t]
        c = table[j]  # (n, 5, S, K)
        if single[j].all():
            tot += c[:, :4, :, 0]
            continue
        x = tot[..., None] + c[:, :4]
        com = combine(*indicators(x[:, 0], x[:, 1], x[:, 2], x[:, 3]), f)  # (n, S, K)
        cand = c[:, 4]
        com = np.where(cand > -np.inf, com, -np.inf)
        k = np.where(com == com.max(axis=-1, keepdims=True), cand, -np.inf).argmax(axis=-1)  # (n, S)
        tot += np.take_along_axis(c[:, :4], k[:, None, :, None], -1)[..., 0]
    return combine(*indicators(tot[:, 0], tot[:, 1], tot[:, 2], tot[:, 3]), f).T


# ------------------------------------------------------------------------------ the registered metric

COLUMNS = ("tp", "fp", "fp_ne", "fp_un", "fn", "tn", "w_tp", "w_fp", "w_fp_ne", "w_fp_un", "w_fn",
           "hit", "wrong", "under", "over", "score")
"""The values of ``cleme2``: the numbers of chunks (``tp`` .. ``tn``) and their weighted sums (``w_tp`` ..
``w_fn``, equal to the counts when unweighted): counts in ``tp``, weighted sums in ``w_tp``, everywhere."""


def parse_factors(text: str | None) -> str | tuple[float, ...] | None:
    """``corpus`` / ``sentence`` (a preset), ``a,b,c,d`` (hit, wrong, under, over), or None."""
    if text is None or text in ("corpus", "sentence"):
        return text
    try:
        return tuple(float(x) for x in str(text).split(","))
    except ValueError:
        raise OptionError(f"`factors` must be a preset (corpus, sentence) or four numbers a,b,c,d; got {text!r}") from None


@register
class Cleme2Metric(Metric):
    name = "cleme2"
    max_tokens = MAX_ALIGN_TOKENS  # an alignment/lattice per sentence: see Metric.max_tokens
    score_column = "score"
    description = ("CLEME2.0 (Ye et al.): disentangled Hit / Wrong / Under / Over and the comprehensive Score "
                   "(TP / FP_ne / FP_un / FN / TN chunk counts; weighted sums under a weighting)")
    inputs = "source (or M2), hypotheses (text or M2), references (text or M2)"
    rank = 1
    Config = Cleme2Config
    gold_from = "edits"

    def _prepared(self, corpus: Corpus, rs: ReferenceSet | None, names: list[str]) -> Any:
        from gecnb.chunks.prepared import prepare_for_metric

        assert rs is not None
        c = self.config
        extractor = config_extractor(corpus, edits=c.edits, spacy_model=c.spacy_model, cache=c.cache)
        return prepare_for_metric(corpus, rs, names, edits=c.edits, extractor=extractor)

    def _sig(self, level: str, rs: ReferenceSet | None, how: str, weigher: Any) -> Signature:
        cfg = dataclasses.replace(self.config, level=level)
        pairs: list[tuple[str, object]] = [("metric", self.name), *impl_pairs(cfg.signature())]
        pairs.append(("weighting", "none" if weigher is None else weigher.signature()))
        return Signature.of(*pairs, nrefs="?" if rs is None else rs.counts, edits=edits_label(how))

    def _signature(self, corpus: Corpus | None, rs: ReferenceSet | None, system: str | None, level: str,
                   edits: str = "none") -> Signature:
        return self._sig(level, rs, edits, self.config.weigher())

    def _edit_source(self, corpus: Corpus, rs: ReferenceSet | None) -> str:
        return edit_source(corpus, rs, model=self.config.spacy_model, cache=self.config.cache, edits=self.config.edits)

    def _score(self, corpus: Corpus, rs: ReferenceSet | None, names: list[str], level: str) -> list[Scored]:
        prepared = self._prepared(corpus, rs, names)
        weigher = self.config.weigher()
        df = cleme2_scores(prepared, variants=dataclasses.replace(self.config, level=level), weigher=weigher)
        sig = self._sig(level, rs, prepared.edit_signature, weigher)
        out = []
        for row in df.to_dict("records"):
            out.append(Scored({c: row[c] for c in COLUMNS}, sig))
        return out

    def _aggregate(self, level: str) -> Aggregate | None:
        if level == "sentence":
            return mean_aggregate("score")
        factors = dataclasses.replace(self.config, level="corpus").factor_values
        return ChoiceAggregate(columns=("w_tp", "w_fp", "w_fp_ne", "w_fp_un", "w_fn", "tn"),
                               resample=partial(resample_corpus_scores, factors=factors), name="score")

    def _statistics(self, corpus: Corpus, rs: ReferenceSet | None, names: list[str], level: str) -> list[pd.DataFrame]:
        if level == "sentence":
            return super()._statistics(corpus, rs, names, level)
        prepared = self._prepared(corpus, rs, names)
        df = cleme2_statistics(prepared, variant=dataclasses.replace(self.config, level="corpus"), weigher=self.config.weigher())
        return [df[df["system"] == n].drop(columns=["system"]).reset_index(drop=True) for n in names]

    def _sentences(self, corpus: Corpus, rs: ReferenceSet | None, names: list[str]) -> list[tuple[pd.DataFrame, Signature]]:
        prepared = self._prepared(corpus, rs, names)
        weigher = self.config.weigher()
        df = cleme2_sentences(prepared, variants=dataclasses.replace(self.config, level="sentence"), weigher=weigher)
        sig = self._sig("sentence", rs, prepared.edit_signature, weigher)
        return [(df[df["system"] == n].drop(columns=["system", "metric"]), sig) for n in names]
