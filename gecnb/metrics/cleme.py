"""CLEME (Ye et al., EMNLP 2023): chunk-level evaluation, dependent and independent, corpus and
sentence level, with length weighting or any other weigher of :mod:`gecnb.metrics.weighting` (none,
similarity, LLM, a user's function). The rules are those of the official v1.0 code (see ``docs``/README
for the one known difference).

Use :func:`~gecnb.metrics.cleme.cleme_scores` for a per-system table, :func:`~gecnb.metrics.cleme.cleme_chunks` and
:func:`category_weights` for the per-chunk
categories and weights, and :class:`ClemeConfig` to name a variant. Every variant is aggregated from the
same :class:`~gecnb.chunks.stats.ChunkStats`.
"""

from __future__ import annotations

import dataclasses
import itertools
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from functools import partial
from typing import Any, Literal

import numpy as np
import pandas as pd

from gecnb._progress import progress as progress_bar
from gecnb.chunks.categories import (
    CATEGORIES,
    Assumption,
    category_sums,
    dependent_categories,
    independent_categories,
    row_categories,
)
from gecnb.chunks.partition import Partition
from gecnb.chunks.prepared import PreparedCorpus, prepare, prepare_for_metric
from gecnb.chunks.stats import ChunkStats, read_only, reference_rows
from gecnb.data.checks import MAX_ALIGN_TOKENS, check_sentence_indices
from gecnb.data.corpus import Corpus, ReferenceSet, require_corpus
from gecnb.data.signature import Signature, SignaturePairs, format_pairs, signature_pairs
from gecnb.edits.extract import EditExtractor, EditSource
from gecnb.metrics._common import EDITS, EDITS_HELP, config_extractor, edits_label
from gecnb.metrics.aggregate import Aggregate, ChoiceAggregate, mean_aggregate
from gecnb.metrics.base import Metric, Scored, impl_pairs, register
from gecnb.metrics.options import OptionError, check_choice, check_magnitude
from gecnb.metrics.prf import accuracy, accuracy_arrays, prf, prf_arrays
from gecnb.metrics.weighting import (
    WEIGHTING_NAMES,
    ChunkContext,
    LengthWeigher,
    LengthWeights,
    Unweighted,
    Weigher,
    WeightContext,
    check_weights,
    get_weigher,
    prepare_all,
)

__all__ = [
    "ClemeConfig",
    "ClemeResult",
    "category_weights",
    "corpus_select",
    "corpus_statistics",
    "paper_table9_accuracy_variants",
    "paper_variants",
    "resample_corpus_f",
    "round_half_even",
    "sample_counts",
    "score_many",
    "score_stats",
    "sentence_select",
]

Level = Literal["corpus", "sentence"]
Weighting = Literal["length", "none", "similarity", "llm"]
SelectBy = Literal["f", "acc"]


@dataclass(frozen=True)
class ClemeConfig:
    """One CLEME variant and CLEME's one config: its fields but ``level`` (``metadata={"cli": False}``: the
    registered ``cleme`` takes it from the ``level`` it scores at) are the options of ``cleme``.
    ``weights=None`` means the official defaults for the level and assumption.

    ``edits``, ``spacy_model`` and ``cache``: where the edits come from (:func:`~gecnb.metrics.cleme.cleme_scores`'
    own ``edits=`` / ``extractor=``, where given, take precedence). ``bert_model`` / ``bert_layer`` and
    ``llm_model``: the models of the similarity and LLM weighers when ``weighting`` names them.

    ``selection_decimals``: the official scorer compares P/R/F/Acc rounded to 4 decimals when it chooses
    a reference (corpus greedy choice and sentence-level choice); 4 reproduces its numbers, ``None``
    compares exact values. Reported values are never rounded.

    ``acc_reference`` (accuracy variants only, ``select_by="acc"``): how the reference is chosen.
    ``"acc"`` (default, the spec's rule) takes the reference that maximises accuracy; ``"f"`` takes the
    reference the F variant chooses and reports that reference's accuracy. The paper's Table 9 -acc rows
    were computed the second way: they are the ``Acc`` that the official v1.0 F scorers report alongside
    F (v1.0's dedicated accuracy scorers are not in its ``SCORERS`` registry, so they cannot be
    selected). For the independent variants there is one count per sentence and the two are the same.

    ``drop_unchanged_references``: the paper's footnote to Tables 2 and 9 ("We remove unchanged reference
    sentences for higher correlations due to low-quality annotations"), used for the cells it marks.
    A reference without any edit is left out of a sentence that has at least one reference with an edit
    (a sentence nobody corrected keeps its references), *before* the empty-reference scan — as if the
    references had been removed from the input files — so an empty reference whose only partner was
    unchanged is kept. The chunk statistics depend on it: like ``drop_empty_references`` it must match
    the :class:`~gecnb.chunks.prepared.PreparedCorpus` (``prepare(..., drop_unchanged_references=True)``).
    Off by default.

    ``weighting``: ``"length"`` (CLEME's, the default; ``weights`` sets its curves), ``"none"``,
    ``"similarity"`` or ``"llm"`` (resolved with their default options by
    :func:`~gecnb.metrics.weighting.get_weigher` when the config is made), a weigher object (e.g.
    ``get_weigher("llm", model=path)``) or any callable from a
    :class:`~gecnb.metrics.weighting.ChunkContext` to a weight (wrapped in a ``CallableWeigher``). An
    ``Unweighted`` or ``LengthWeigher`` object is stored by its name (so equal configs compare equal).
    The weigher's signature is part of the CLEME signature. Under the independent assumption, a weigher
    whose weights of a chunk differ between its references (the LLM weigher's FN chunks: each reference
    has its own edit) makes the independent counts per (sentence, reference), and the reference is then
    chosen as under the dependent assumption.
    """

    assumption: Assumption = field(
        default="dependent", metadata={"help": "dependent (default) or independent references"})
    level: Level = field(default="corpus", metadata={"cli": False})
    weighting: Weighting | Weigher | Callable[[ChunkContext], float] = field(default="length", metadata={
        "kind": "choice", "choices": WEIGHTING_NAMES,
        "help": "chunk weighting: none, length (default), similarity, llm (a weigher object or callable: API only)"})
    select_by: SelectBy = field(default="f", metadata={"help": "reference choice (default f)"})
    beta: float = field(default=0.5, metadata={"help": "F_beta (default 0.5)"})
    weights: LengthWeights | None = None
    selection_decimals: int | None = 4
    drop_empty_references: bool = True
    acc_reference: SelectBy = "acc"
    drop_unchanged_references: bool = False
    edits: Literal["auto", "extract", "given", "mixed"] = field(default="auto", metadata={"help": EDITS_HELP})
    spacy_model: str | None = field(
        default=None, metadata={"help": "spaCy pipeline for ERRANT (see README for the search order)"})
    cache: bool = field(default=True, metadata={"help": "use the on-disk edit cache"})
    bert_model: str | None = field(default=None, metadata={
        "help": "similarity weighting: a BERT model name or path (default: the search order in the README)"})
    bert_layer: int | None = field(
        default=None, metadata={"help": "similarity weighting: the layer (default the model's)"})
    llm_model: str | None = field(default=None, metadata={"help": "llm weighting: a local causal LM (name or path)"})

    def __post_init__(self) -> None:
        check_choice("edits", self.edits, EDITS)
        if self.bert_layer is not None and (isinstance(self.bert_layer, bool) or self.bert_layer < 1):
            raise OptionError(f"`bert_layer` must be a positive layer number; got {self.bert_layer!r}")
        w = self.weighting
        if isinstance(w, str):
            if w not in WEIGHTING_NAMES:
                raise OptionError(f"weighting must be one of {', '.join(WEIGHTING_NAMES)}, a weigher or a callable; "
                                  f"got {w!r}")
            if (self.bert_model is not None or self.bert_layer is not None) and w != "similarity":
                raise OptionError("`bert_model` and `bert_layer` apply to `weighting` similarity only")
            if self.llm_model is not None and w != "llm":
                raise OptionError("`llm_model` applies to `weighting` llm only")
            if w == "similarity":
                opts = {k: v for k, v in (("model", self.bert_model), ("layer", self.bert_layer)) if v is not None}
                object.__setattr__(self, "weighting", get_weigher(w, **opts))
            elif w == "llm":
                object.__setattr__(self, "weighting", get_weigher(w, **({} if self.llm_model is None
                                                                         else {"model": self.llm_model})))
        else:
            w = get_weigher(w)
            if isinstance(w, Unweighted):
                w = "none"
            elif isinstance(w, LengthWeigher):
                if w.curves is not None and self.weights is not None and w.curves != self.weights:
                    raise OptionError("ClemeConfig: weights= and the LengthWeigher's curves disagree")
                if w.curves is not None:
                    object.__setattr__(self, "weights", w.curves)
                w = "length"
            object.__setattr__(self, "weighting", w)
        if self.weights is not None and not isinstance(self.weights, LengthWeights):
            raise TypeError(f"weights must be LengthWeights or None, not {type(self.weights).__name__}")
        for name, val, allowed in (
            ("assumption", self.assumption, ("dependent", "independent")),
            ("level", self.level, ("corpus", "sentence")),
            ("select_by", self.select_by, ("f", "acc")),
            ("acc_reference", self.acc_reference, ("f", "acc")),
        ):
            if val not in allowed:
                raise OptionError(f"{name} must be one of {allowed}, not {val!r}")
        if not (self.beta > 0 and math.isfinite(self.beta)):
            finite = "" if math.isfinite(self.beta) else " (it must be a finite number)"
            raise OptionError(f"beta must be positive, got {self.beta}{finite}")
        check_magnitude("beta", self.beta)
        if self.selection_decimals is not None and self.selection_decimals < 0:
            raise OptionError(f"selection_decimals must be None or >= 0, got {self.selection_decimals}")

    @property
    def length_weights(self) -> LengthWeights:
        return self.weights or LengthWeights.default(self.level, self.assumption)

    @property
    def weigher(self) -> Weigher:
        """The weigher in use (``"length"``: a :class:`LengthWeigher` with ``weights``)."""
        w = self.weighting
        if w == "none":
            return Unweighted()
        if w == "length":
            return LengthWeigher(self.weights)
        return w  # type: ignore[return-value]  # __post_init__ turned a callable into a CallableWeigher

    @property
    def weighting_name(self) -> str:
        """``none``, ``length``, or the weigher's name (``similarity``, ``llm``, ``callable`` ...)."""
        w = self.weighting
        return w if isinstance(w, str) else self.weigher.name

    def _weight_key(self) -> object:
        """What the counts depend on besides the assumption (a cache key)."""
        if self.weighting == "length":
            return str(self.length_weights)
        if self.weighting == "none":
            return "none"
        return (self.level, self.weighting)

    @property
    def name(self) -> str:
        """The paper's name of the variant, e.g. ``SentCLEME-independent-acc``."""
        base = ("SentCLEME" if self.level == "sentence" else "CLEME") + f"-{self.assumption}"
        if self.select_by == "acc":
            base += "-acc"
            if self.acc_reference == "f":
                base += " (ref by F)"
        if self.weighting == "none":
            base += " (w/o LW)"
        elif self.weighting != "length":
            base += f" ({self.weighting_name})"
        if self.drop_unchanged_references:
            base += " (w/o unchanged refs)"
        return base

    @property
    def selects_by_f(self) -> bool:
        """Whether the reference is chosen by F (the F variants, and the accuracy variants with
        ``acc_reference="f"``)."""
        return self.select_by == "f" or self.acc_reference == "f"

    def signature(self) -> SignaturePairs:
        if self.weighting == "length":
            w = str(self.length_weights)
        elif self.weighting == "none":
            w = "none"
        else:
            w = self.weigher.signature()
        return signature_pairs(
            ("impl", "cleme,v1.0-rules"), ("assumption", self.assumption), ("impl-level", self.level),
            ("select", self.select_by), ("beta", f"{self.beta:g}"), ("weights", w),
            ("selround", self.selection_decimals), ("drop_empty_refs", self.drop_empty_references),
            *([("acc_ref", self.acc_reference)] if self.select_by == "acc" else []),
            *([("drop_unchanged_refs", True)] if self.drop_unchanged_references else []))


# ---------------------------------------------------------------------------------------------------
# per-chunk categories and weights
# ---------------------------------------------------------------------------------------------------
def _contexts(stats: ChunkStats, config: ClemeConfig) -> WeightContext:
    """The context the weigher sees for one variant (independent: the per-chunk categories repeated on
    every reference row)."""
    return WeightContext(stats, config.assumption, config.level, row_categories(stats, config.assumption))


def _chunk_rows_constant(stats: ChunkStats, w: np.ndarray) -> np.ndarray | None:
    """One weight per hypothesis chunk if every chunk has reference rows and they agree, else None."""
    n = len(stats.c_sent)
    if n and (stats.n_refs[stats.c_sent] == 0).any():
        return None
    first = np.flatnonzero(np.diff(stats.r_row, prepend=-1))  # the first row of each chunk, chunk order
    if len(first) != n:
        return None
    per_chunk = w[first]
    return per_chunk if np.array_equal(w, per_chunk[stats.r_row]) else None


def category_weights(stats: ChunkStats, config: ClemeConfig, *, prepare: bool = True
                     ) -> tuple[np.ndarray, bool]:
    """The weights of one variant's categories: per (hypothesis chunk, reference) row for the dependent
    assumption; for the independent assumption one weight per hypothesis chunk when the weigher's weights
    do not depend on the reference, else one per (chunk, reference) row. Returns ``(weights, per_row)``
    where ``per_row`` says which (cached in ``stats.cache``). ``prepare``: let a batching weigher see the
    context first (:func:`~gecnb.metrics.weighting.prepare_all`)."""
    key = ("weights", config.assumption, config._weight_key())
    got = stats.cache.get(key)
    if got is not None:
        return got
    weigher = config.weigher
    if config.assumption == "independent" and hasattr(weigher, "chunk_weights"):
        ind = independent_categories(stats)
        ctx = WeightContext(stats, "independent", config.level, ind[stats.r_row])
        w = np.asarray(weigher.chunk_weights(ctx, ind), dtype=np.float64)
        if config.weighting not in ("length", "none") and (
                w.shape != ind.shape or not np.isfinite(w).all() or (w < 0).any() or (w[ind == 4] != 1).any()):
            raise ValueError(f"weigher {weigher.signature()}: chunk_weights must give one finite weight >= 0 per "
                             "hypothesis chunk, 1.0 for TN chunks")
        res = (read_only(w), False)
    else:
        ctx = _contexts(stats, config)
        if prepare:
            prepare_all(weigher, [ctx])
        w = weigher.weights(ctx)
        if config.weighting not in ("length", "none"):
            w = check_weights(w, ctx, weigher.signature())
        if config.assumption == "independent":
            per_chunk = _chunk_rows_constant(stats, w)
            res = (read_only(per_chunk), False) if per_chunk is not None else (read_only(w), True)
        else:
            res = (read_only(w), True)
    stats.cache[key] = res
    return res


def _counts(stats: ChunkStats, config: ClemeConfig) -> dict[str, np.ndarray]:
    """The columns of :func:`sample_counts`, computed once per statistics, assumption and weights."""
    ckey = ("counts", config.assumption, config._weight_key())
    got = stats.cache.get(ckey)
    if got is not None:
        return got
    w, per_row = category_weights(stats, config)
    if per_row:
        key, data = reference_rows(stats)
        data.update(category_sums(row_categories(stats, config.assumption), key, len(data["sentence"]), w))
    else:
        n = stats.n_sentences
        no_ref = np.full(n, -1)
        data = {"sentence": np.arange(n), "ref": no_ref, "ref_pos": no_ref,
                **category_sums(independent_categories(stats), stats.c_sent, n, w)}
    for v in data.values():
        read_only(v)
    stats.cache[ckey] = data
    return data


def _per_reference(counts: dict[str, np.ndarray]) -> bool:
    """Whether the counts have one row per (sentence, kept reference), so a reference must be chosen."""
    return bool(len(counts["ref"]) and counts["ref"][0] >= 0)


def sample_counts(stats: ChunkStats, config: ClemeConfig) -> pd.DataFrame:
    """Weighted TP / FP_ne / FP_un / FN / TN per sentence and reference (dependent) or per sentence
    (independent, ``ref = -1``; per sentence and reference when the weigher's weights of a chunk differ
    between references), with the unweighted counts ``n_*``. Every score is aggregated from this table."""
    return pd.DataFrame(_counts(stats, config))


# ---------------------------------------------------------------------------------------------------
# aggregation (vectorised: the same IEEE operations, in the same order, as the official scalar code)
# ---------------------------------------------------------------------------------------------------
def round_half_even(x: np.ndarray, decimals: int | None) -> np.ndarray:
    """Python's ``round(v, decimals)`` elementwise, exactly (``None``: unchanged).

    ``rint(v * 10**d) / 10**d`` is Python's result whenever ``v * 10**d`` is not within 1e-6 of a half
    (the product's rounding error is far smaller); the few values that are, and every value when
    ``decimals > 8``, go through Python's correctly rounded ``round``."""
    if decimals is None:
        return x
    x = np.asarray(x, dtype=np.float64)
    if decimals > 8:
        return np.array([round(float(v), decimals) for v in x.ravel()]).reshape(x.shape)
    scale = 10.0**decimals
    y = x * scale
    out = np.rint(y) / scale
    near = np.abs(np.abs(y - np.trunc(y)) - 0.5) < 1e-6
    if near.any():
        out[near] = [round(float(v), decimals) for v in x[near]]
    return out


def _lex_argmax(keys: Sequence[np.ndarray]) -> np.ndarray:
    """Per row of 2-D key arrays: the first column whose key tuple is the largest."""
    mask = np.ones(keys[0].shape, dtype=bool)
    for k in keys:
        km = np.where(mask, k, -np.inf)
        mask &= km == km.max(axis=1, keepdims=True)
    return mask.argmax(axis=1)


def corpus_select(lanes: Sequence[tuple[dict[str, np.ndarray], ClemeConfig]]) -> np.ndarray:
    """Greedy corpus-level reference choice for several (counts, config) lanes at once (same sentences
    and references, e.g. many systems and variants); returns the chosen count row per lane and sentence.

    Sentence by sentence, the reference maximising F (or Acc, see ``ClemeConfig.acc_reference``) of the
    running totals plus its counts, rounded to ``selection_decimals``, is chosen; ties go to higher TP,
    lower FP, lower FN, higher TN, then the first reference. The totals accumulate in sentence order.
    """
    sent = lanes[0][0]["sentence"]
    TP, FP, FN, TN = (np.stack([c[k] for c, _ in lanes]) for k in ("TP", "FP", "FN", "TN"))
    n_lanes = len(lanes)
    by_f = np.array([cfg.selects_by_f for _, cfg in lanes])[:, None]
    beta = np.array([cfg.beta for _, cfg in lanes])[:, None]
    by_decimals: dict[int | None, list[int]] = {}
    for lane, (_, cfg) in enumerate(lanes):
        by_decimals.setdefault(cfg.selection_decimals, []).append(lane)
    decimal_groups = [(d, np.asarray(ls)) for d, ls in by_decimals.items()]
    bounds = np.flatnonzero(np.diff(sent, prepend=-1, append=-1))
    chosen = np.empty((n_lanes, len(bounds) - 1), dtype=np.int64)
    T = np.zeros((4, n_lanes))
    lane_idx = np.arange(n_lanes)
    for si, (b0, b1) in enumerate(itertools.pairwise(bounds.tolist())):
        if b1 - b0 == 1:
            rows = np.full(n_lanes, b0)
        else:
            tp, fp, fn, tn = TP[:, b0:b1], FP[:, b0:b1], FN[:, b0:b1], TN[:, b0:b1]
            ctp, cfp, cfn = T[0][:, None] + tp, T[1][:, None] + fp, T[2][:, None] + fn
            f = prf_arrays(ctp, cfp, cfn, beta)[2]
            acc = accuracy_arrays(ctp, cfp, cfn, T[3][:, None] + tn)
            score = np.where(by_f, f, acc)
            for d, ls in decimal_groups:
                score[ls] = round_half_even(score[ls], d)
            rows = b0 + _lex_argmax([score, tp, -fp, -fn, tn])
        chosen[:, si] = rows
        T[0] += TP[lane_idx, rows]
        T[1] += FP[lane_idx, rows]
        T[2] += FN[lane_idx, rows]
        T[3] += TN[lane_idx, rows]
    return chosen


def sentence_select(counts: dict[str, np.ndarray], config: ClemeConfig
                    ) -> tuple[np.ndarray, dict[str, np.ndarray]]:
    """Per-sentence reference choice: by F, then P, then R, then LOWER accuracy (or by Acc alone for
    the accuracy variants), values rounded to ``selection_decimals``, the first reference on ties;
    returns the chosen rows and the per-row P/R/F/Acc."""
    tp, fp, fn, tn = (counts[c] for c in ("TP", "FP", "FN", "TN"))
    p, r, f = prf_arrays(tp, fp, fn, config.beta)
    acc = accuracy_arrays(tp, fp, fn, tn)
    d = config.selection_decimals
    if config.selects_by_f:
        keys = [round_half_even(f, d), round_half_even(p, d), round_half_even(r, d), -round_half_even(acc, d)]
    else:
        keys = [round_half_even(acc, d)]
    sent = counts["sentence"]
    order = np.lexsort((np.arange(len(sent)), *(-k for k in reversed(keys)), sent))
    starts = np.flatnonzero(np.diff(sent[order], prepend=-1))
    return order[starts], {"p": p, "r": r, "f": f, "acc": acc}


@dataclass
class ClemeResult:
    """Scores of one system for one variant, with the per-sentence choices they came from."""

    config: ClemeConfig
    tp: float
    fp: float
    fn: float
    tn: float
    p: float
    r: float
    f: float
    acc: float
    fp_ne: float = 0.0
    fp_un: float = 0.0
    sentence_data: dict[str, np.ndarray] = field(default_factory=dict, repr=False)
    extra: dict[str, float] = field(default_factory=dict)  # the weigher's diagnostics (e.g. llm_unparseable)

    @property
    def chunk_counts(self) -> dict[str, float]:
        """The numbers of chunks of the chosen references (``tp .. fp_un`` are weighted sums when weighted):
        ``tp, fp, fn, tn, fp_ne, fp_un``."""
        d = self.sentence_data
        return {c.lower(): float(np.asarray(d[f"n_{c}"]).sum()) if f"n_{c}" in d else math.nan
                for c in ("TP", "FP", "FN", "TN", "FP_ne", "FP_un")}

    @property
    def sentences(self) -> pd.DataFrame:
        """One row per sentence: the chosen reference (``ref``; -1 for the independent variants) and
        its counts, and at sentence level its ``p, r, f, acc``."""
        return pd.DataFrame(self.sentence_data)

    def as_dict(self) -> dict[str, float]:
        return {
            "tp": self.tp, "fp": self.fp, "fn": self.fn, "tn": self.tn,
            "p": self.p, "r": self.r, "f": self.f, "acc": self.acc,
            "fp_ne": self.fp_ne, "fp_un": self.fp_un, **self.extra,
        }


def _result(config: ClemeConfig, counts: dict[str, np.ndarray], rows: np.ndarray,
            per_row: dict[str, np.ndarray] | None) -> ClemeResult:
    chosen = {k: v[rows] for k, v in counts.items()}
    tp, fp, fn, tn = (float(chosen[c].sum()) for c in ("TP", "FP", "FN", "TN"))
    if per_row is None:
        p, r, f = prf(tp, fp, fn, config.beta)
        acc = accuracy(tp, fp, fn, tn)
    else:
        chosen.update({k: v[rows] for k, v in per_row.items()})
        p, r, f, acc = (float(chosen[c].mean()) if len(rows) else 0.0 for c in ("p", "r", "f", "acc"))
    return ClemeResult(config, tp, fp, fn, tn, p, r, f, acc, fp_ne=float(chosen["FP_ne"].sum()),
                       fp_un=float(chosen["FP_un"].sum()), sentence_data=chosen)


def _prepare_weighers(items: Sequence[tuple[ChunkStats, ClemeConfig]]) -> None:
    """Show every batching weigher all the contexts it is about to weigh, before the first ``weights``."""
    todo: dict[int, tuple[Weigher, list[WeightContext]]] = {}
    seen: set[tuple[int, object]] = set()
    for st, cfg in items:
        if cfg.weighting in ("length", "none"):
            continue
        weigher = cfg.weigher
        if not hasattr(weigher, "prepare"):
            continue
        key = (id(st), ("weights", cfg.assumption, cfg._weight_key()))
        if key[1] in st.cache or key in seen:
            continue
        if cfg.assumption == "independent" and hasattr(weigher, "chunk_weights"):
            continue
        seen.add(key)
        todo.setdefault(id(weigher), (weigher, []))[1].append(_contexts(st, cfg))
    for weigher, contexts in todo.values():
        prepare_all(weigher, contexts)


def score_many(items: Sequence[tuple[ChunkStats, ClemeConfig]]) -> list[ClemeResult]:
    """Score (statistics, variant) pairs; the corpus-level choices of all pairs that share sentences and
    references and have one count row per (sentence, reference) run in one vectorised pass."""
    results: list[ClemeResult | None] = [None] * len(items)
    greedy: dict[bytes, list[int]] = {}
    _prepare_weighers(items)
    counts = [_counts(st, cfg) for st, cfg in items]
    for idx, (st, cfg) in enumerate(items):
        per_ref = cfg.assumption == "dependent" or _per_reference(counts[idx])
        if cfg.level == "corpus" and per_ref:
            greedy.setdefault(st.n_refs.tobytes(), []).append(idx)
        elif cfg.level == "corpus":  # one count row per sentence: nothing to choose
            results[idx] = _result(cfg, counts[idx], np.arange(st.n_sentences), None)
        else:
            rows, per_row = sentence_select(counts[idx], cfg)
            results[idx] = _result(cfg, counts[idx], rows, per_row)
    for group in greedy.values():
        if not items[group[0]][0].n_sentences:
            chosen = np.zeros((len(group), 0), dtype=np.int64)
        else:
            chosen = corpus_select([(counts[i], items[i][1]) for i in group])
        for lane, idx in enumerate(group):
            results[idx] = _result(items[idx][1], counts[idx], chosen[lane], None)
    for idx, (st, cfg) in enumerate(items):
        diag = getattr(cfg.weigher, "diagnostics", None) if cfg.weighting not in ("length", "none") else None
        if diag is not None:
            results[idx].extra.update(diag(_contexts(st, cfg)))  # type: ignore[union-attr]
    return results  # type: ignore[return-value]


def corpus_statistics(items: Sequence[tuple[ChunkStats, ClemeConfig]]) -> list[pd.DataFrame]:
    """What the corpus-level reference choice of each (statistics, variant) pair chooses from: its
    :func:`sample_counts` (one row per sentence and kept reference, or per sentence when there is nothing to
    choose), the weighers shown every context first as :func:`score_many` does. :func:`resample_corpus_f`
    re-runs the choice on these rows for any resampled corpus."""
    _prepare_weighers(items)
    return [sample_counts(st, cfg) for st, cfg in items]


def resample_corpus_f(arrays: dict[str, np.ndarray], valid: np.ndarray, idx: np.ndarray, *, beta: float,
                      by_f: bool = True, decimals: int | None = 4, block: int = 4_000_000) -> np.ndarray:
    """Corpus-level CLEME F of every resampled corpus, the greedy reference choice re-run on each.

    ``arrays``: the :func:`corpus_statistics` columns ``TP, FP, FN, TN`` of S systems as (S, sentences,
    references) arrays (padded; ``valid`` marks the kept references); ``idx``: (n, length) sentence
    indices, one resampled corpus per row, in the order drawn. At every position the choice is
    :func:`corpus_select`'s (F of the running totals plus the reference, or Acc when ``by_f`` is false,
    rounded to ``decimals``; ties: higher TP, lower FP, lower FN, higher TN, the first reference), the
    totals are summed as :func:`score_many` sums the chosen rows (numpy's sum over the corpus, in its
    order), so every resample's F is the one the metric gives on the resampled corpus, bit for bit.
    Vectorised over systems and samples: one step per position (``block`` bounds the elements gathered at
    once for the final sums). Returns (S, n) F scores."""
    from gecnb.metrics.aggregate import running_choice

    TP, FP, FN, TN = (np.asarray(arrays[k], dtype=np.float64) for k in ("TP", "FP", "FN", "TN"))
    n_sys = TP.shape[0]
    n, length = idx.shape

    def keys(run: list[np.ndarray], cand: list[np.ndarray]) -> list[np.ndarray]:
        ctp, cfp, cfn, ctn = run
        tp, fp, fn, tn = cand
        score = prf_arrays(ctp, cfp, cfn, beta)[2] if by_f else accuracy_arrays(ctp, cfp, cfn, ctn)
        return [round_half_even(score, decimals), tp, -fp, -fn, tn]

    _totals, choice = running_choice([TP, FP, FN, TN], valid, idx, keys, keep_choice=True)
    assert choice is not None
    sums = np.zeros((3, n_sys, n))
    step = max(1, block // max(1, n_sys * length))
    s_ix = np.arange(n_sys)[:, None, None]
    for b0 in range(0, n, step):  # the chosen rows gathered in corpus order, summed as numpy sums them
        j = idx[None, b0:b0 + step, :]
        k = choice[:, b0:b0 + step, :]
        for i, col in enumerate((TP, FP, FN)):
            sums[i, :, b0:b0 + step] = col[s_ix, j, k].sum(axis=-1)
    return prf_arrays(sums[0], sums[1], sums[2], beta)[2]


def score_stats(stats: ChunkStats, config: ClemeConfig) -> ClemeResult:
    """Score one system's chunk statistics with one CLEME variant."""
    return score_many([(stats, config)])[0]


def paper_variants(*, accuracy_variants: bool = False) -> list[ClemeConfig]:
    """The CLEME paper's variants: (Sent)CLEME-(in)dependent, weighted; optionally the -acc ones."""
    out = [
        ClemeConfig(assumption=a, level=lv)  # type: ignore[arg-type]
        for lv in ("corpus", "sentence")
        for a in ("dependent", "independent")
    ]
    if accuracy_variants:
        out += [replace(c, select_by="acc") for c in out]
    return out


def paper_table9_accuracy_variants() -> list[ClemeConfig]:
    """The four -acc rows as the paper computed its Table 9 CoNLL-2014 column (see :class:`ClemeConfig`).

    Every -acc row is the accuracy of the reference chosen by F (``acc_reference="f"``);
    SentCLEME-independent-acc, whose CoNLL-2014 cells the paper marks with its footnote, is in addition
    scored without the unchanged references (``drop_unchanged_references=True``).
    """
    out = [replace(c, select_by="acc", acc_reference="f") for c in paper_variants()]
    return [replace(c, drop_unchanged_references=c.level == "sentence" and c.assumption == "independent") for c in out]


# ---------------------------------------------------------------------------------------------------
# the pandas tables and the registered metric ``cleme``
# ---------------------------------------------------------------------------------------------------
def chunk_stats_with_progress(
    base: PreparedCorpus, names: Sequence[str], variants: Sequence[ClemeConfig], *, progress: bool = True
) -> list[tuple[ChunkStats, ClemeConfig]]:
    """The chunk statistics of each (system, variant), built once per system and reference choice, with a
    progress bar over the systems when there are enough sentences x systems to take a few seconds."""
    out: list[tuple[ChunkStats, ClemeConfig]] = []
    with progress_bar(total=len(names), desc="CLEME chunk statistics", unit="system", enabled=progress,
                      min_total=2 if len(base.corpus) * len(names) >= STATS_PROGRESS_MIN else len(names) + 1) as bar:
        for s in names:
            out.extend((base.with_references_dropped(empty=v.drop_empty_references,
                                                     unchanged=v.drop_unchanged_references).stats(s), v)
                       for v in variants)
            bar.update(1)
    return out


#: chunk statistics of fewer (sentence, system) pairs than this draw no progress bar
STATS_PROGRESS_MIN = 5000


def _result_row(system: str, res: ClemeResult, prepared: PreparedCorpus) -> dict[str, object]:
    c = res.config
    return {
        "system": system,
        "metric": c.name,
        "assumption": c.assumption,
        "level": c.level,
        "weighting": c.weighting_name,
        "select_by": c.select_by,
        **res.as_dict(),
        "reference_set": prepared.reference_set,
        "signature": format_pairs([*c.signature(), ("edits", prepared.edit_signature)]),
    }


def _edit_settings(vs: Sequence[ClemeConfig], corpus: Corpus | PreparedCorpus, edits: EditSource,
                   extractor: EditExtractor | None) -> tuple[EditSource, EditExtractor | None]:
    """A call's edit source and extractor: the functions' ``edits=`` (other than ``auto``) and ``extractor=``
    where given, else the configs' ``edits``, ``spacy_model`` and ``cache`` (which must then agree)."""
    keys = {(v.edits, v.spacy_model, v.cache) for v in vs}
    if len(keys) > 1:
        raise OptionError("the variants differ in their edit source (edits, spacy_model, cache): score them in "
                          "separate calls")
    v = vs[0]
    if edits == "auto":
        edits = v.edits
    if extractor is None:
        extractor = config_extractor(corpus, edits=edits, spacy_model=v.spacy_model, cache=v.cache)
    return edits, extractor


def cleme_scores(
    corpus: Corpus | PreparedCorpus,
    *,
    reference_set: str | None = None,
    systems: Sequence[str] | str | None = None,
    variants: Sequence[ClemeConfig] | ClemeConfig | None = None,
    edits: EditSource = "auto",
    extractor: EditExtractor | None = None,
    progress: bool = True,
) -> pd.DataFrame:
    """CLEME scores, one row per system and variant.

    ``variants`` defaults to the paper's four weighted variants (CLEME-dependent, CLEME-independent,
    SentCLEME-dependent, SentCLEME-independent). Columns: ``system, metric, assumption, level,
    weighting, select_by, tp, fp, fn, tn, p, r, f, acc, fp_ne, fp_un, reference_set, signature``
    (counts are weighted sums where weighted; at sentence level P/R/F/Acc are means over sentences).
    ``progress=False``: no progress bars (drawn for a long edit extraction and for the chunk statistics
    of many systems).
    """
    if variants is None:
        vs = paper_variants()
    elif isinstance(variants, ClemeConfig):
        vs = [variants]
    else:
        vs = list(variants)
    if not isinstance(corpus, PreparedCorpus):
        require_corpus(corpus, func="cleme_scores")
    edits, extractor = _edit_settings(vs, corpus, edits, extractor)
    if isinstance(corpus, PreparedCorpus):
        base = corpus
        names = base.systems if systems is None else ([systems] if isinstance(systems, str) else list(systems))
    else:
        base = prepare(corpus, reference_set=reference_set, systems=systems, edits=edits, extractor=extractor,
                       drop_empty_references=vs[0].drop_empty_references,
                       drop_unchanged_references=vs[0].drop_unchanged_references, progress=progress)
        names = base.systems
    items = chunk_stats_with_progress(base, names, vs, progress=progress)
    pairs = [(s, v) for s in names for v in vs]
    return pd.DataFrame([_result_row(s, res, base) for (s, _), res in zip(pairs, score_many(items), strict=True)])


def cleme_chunks(
    corpus: Corpus | PreparedCorpus,
    *,
    system: str,
    reference_set: str | None = None,
    config: ClemeConfig | None = None,
    sentences: Sequence[int] | None = None,
    edits: EditSource = "auto",
    extractor: EditExtractor | None = None,
) -> pd.DataFrame:
    """One row per chunk and target (the hypothesis, then each reference).

    Columns: ``sentence, chunk, src_start, src_end, source, chunk_kind`` (the source chunk: unchanged /
    corrected / dummy), ``target`` (``hypothesis`` or ``ref<k>``, k the 0-based reference index),
    ``text, kind`` (this target's chunk: unchanged, or corrected / dummy where it changes it),
    ``changed, types``, and the CLEME ``category`` (TP / FP_ne / FP_un / FN / TN) and ``weight`` under
    ``config`` (its weighting, any weigher): on a reference row the dependent category of the hypothesis
    against that reference and its weight; on the hypothesis row the independent category (against all
    references) and its weight, NaN where the weigher weighs it differently against different references
    (the LLM weigher's independent FN chunks: each reference has its own edit). ``FP_ne`` / ``FP_un`` split
    FP by whether the reference(s) changed the chunk (CLEME2.0).

    ``sentences``: the 0-based sentence indices to include (default: all), in corpus order; an index out
    of range is an ``IndexError``. A prepared corpus is scored against the references ``config``'s
    ``drop_*`` options keep, as in :func:`cleme_scores`.
    """
    cfg = config or ClemeConfig()
    if not isinstance(corpus, PreparedCorpus):
        require_corpus(corpus, func="cleme_chunks")
    edits, extractor = _edit_settings([cfg], corpus, edits, extractor)
    prepared = corpus if isinstance(corpus, PreparedCorpus) else prepare(
        corpus, reference_set=reference_set, systems=[system], edits=edits, extractor=extractor,
        drop_empty_references=cfg.drop_empty_references, drop_unchanged_references=cfg.drop_unchanged_references,
    )
    st = prepared.with_references_dropped(empty=cfg.drop_empty_references,
                                          unchanged=cfg.drop_unchanged_references).stats(system)
    dep = dependent_categories(st)
    ind = independent_categories(st)
    dep_w = category_weights(st, replace(cfg, assumption="dependent"))[0]
    ind_w = _hypothesis_weights(st, *category_weights(st, replace(cfg, assumption="independent")))
    wanted: Sequence[int] = range(st.n_sentences) if sentences is None else check_sentence_indices(
        sentences, n=st.n_sentences, func="cleme_chunks")
    c_off = np.concatenate([[0], np.cumsum(st.n_chunks)])
    r_off = np.concatenate([[0], np.cumsum(st.n_chunks * st.n_refs)])
    rows: list[tuple[object, ...]] = []
    for i in wanted:
        rows.extend(_chunk_rows(i, st.partition(i), st.ref_index[i], int(c_off[i]), int(r_off[i]),
                                dep, dep_w, ind, ind_w))
    cols = ["sentence", "chunk", "src_start", "src_end", "source", "chunk_kind", "target", "text", "kind",
            "changed", "types", "category", "weight"]
    df = pd.DataFrame(rows, columns=cols)
    df["category"] = pd.Categorical(df["category"], categories=list(CATEGORIES))
    return df


def _hypothesis_weights(st: ChunkStats, w: np.ndarray, per_row: bool) -> np.ndarray:
    """One independent weight per hypothesis chunk: NaN where the weights differ between references."""
    if not per_row:
        return w
    n = len(st.c_sent)
    lo = np.full(n, np.inf)
    hi = np.full(n, -np.inf)
    np.minimum.at(lo, st.r_row, w)
    np.maximum.at(hi, st.r_row, w)
    return np.where(lo == hi, lo, np.nan)


def _chunk_rows(
    i: int, p: Partition, ref_idx: list[int], c_pos: int, r_pos: int,
    dep: np.ndarray, dep_w: np.ndarray, ind: np.ndarray, ind_w: np.ndarray,
) -> list[tuple[object, ...]]:
    rows: list[tuple[object, ...]] = []
    n_r = len(ref_idx)
    for k, (s, e) in enumerate(p.intervals):
        src_text = " ".join(p.source[s:e])
        for t in range(len(p.targets)):
            c = p.chunks[t][k]
            kind = p.kinds[k] if c.types else "unchanged"
            if t == 0:
                name, cat, w = "hypothesis", CATEGORIES[ind[c_pos + k]], float(ind_w[c_pos + k])
            else:
                row = r_pos + k * n_r + (t - 1)
                name, cat, w = f"ref{ref_idx[t - 1]}", CATEGORIES[dep[row]], float(dep_w[row])
            rows.append((i, k, s, e, src_text, p.kinds[k], name, " ".join(p.targets[t][c.c_start:c.c_end]),
                         kind, bool(c.types), "+".join(c.types), cat, w))
    return rows


# ------------------------------------------------------------------------------ the registered metric

WEIGHTINGS = ("none", "length", "similarity", "llm")


@register
class ClemeMetric(Metric):
    name = "cleme"
    max_tokens = MAX_ALIGN_TOKENS  # an alignment/lattice per sentence: see Metric.max_tokens
    description = ("CLEME (Ye et al. 2023): chunk-level TP/FP/FN/TN, P, R, F_beta, Acc; at level sentence "
                   "SentCLEME (means of sentence scores)")
    inputs = "source (or M2), hypotheses (text or M2), references (text or M2)"
    rank = 0
    Config = ClemeConfig
    gold_from = "edits"

    def _cleme_config(self, level: str) -> ClemeConfig:
        return dataclasses.replace(self.config, level=level)  # type: ignore[arg-type]

    def _prepared(self, corpus: Corpus, rs: ReferenceSet | None, names: list[str], cfg: ClemeConfig) -> Any:
        assert rs is not None
        c = self.config
        extractor = config_extractor(corpus, edits=c.edits, spacy_model=c.spacy_model, cache=c.cache)
        return prepare_for_metric(corpus, rs, names, edits=c.edits, extractor=extractor,
                                  drop_empty_references=cfg.drop_empty_references,
                                  drop_unchanged_references=cfg.drop_unchanged_references)

    def _sig(self, cfg: ClemeConfig, rs: ReferenceSet | None, how: str) -> Signature:
        pairs: list[tuple[str, object]] = [("metric", self.name), *impl_pairs(cfg.signature())]
        if cfg.level == "sentence":
            pairs.append(("level", "sentence(SentCLEME: means of sentence scores)"))
        assert rs is not None
        return Signature.of(*pairs, nrefs=rs.counts, edits=edits_label(how))

    def _edit_source(self, corpus: Corpus, rs: ReferenceSet | None) -> str:
        from gecnb.metrics._common import edit_source

        return edit_source(corpus, rs, model=self.config.spacy_model, cache=self.config.cache, edits=self.config.edits)

    def _score(self, corpus: Corpus, rs: ReferenceSet | None, names: list[str], level: str) -> list[Scored]:

        cfg = self._cleme_config(level)
        prepared = self._prepared(corpus, rs, names, cfg)
        results = score_many(chunk_stats_with_progress(prepared, names, [cfg]))
        sig = self._sig(cfg, rs, prepared.edit_signature)
        out = []
        for res in results:  # one rule: counts in tp .. tn, weighted sums in w_tp .. w_fn
            n = res.chunk_counts
            values = {"tp": n["tp"], "fp": n["fp"], "fn": n["fn"], "tn": n["tn"],
                      "w_tp": res.tp, "w_fp": res.fp, "w_fn": res.fn,
                      "p": res.p, "r": res.r, "f": res.f, "acc": res.acc}
            out.append(Scored(values, sig))
        return out

    def _aggregate(self, level: str) -> Aggregate | None:
        if level == "sentence":
            return mean_aggregate("f")

        # the corpus-level reference choice (running totals, in corpus order) re-run on every resample
        cfg = self._cleme_config("corpus")
        return ChoiceAggregate(columns=("TP", "FP", "FN", "TN"), name="f", resample=partial(
            resample_corpus_f, beta=float(cfg.beta), by_f=cfg.selects_by_f, decimals=cfg.selection_decimals))

    def _statistics(self, corpus: Corpus, rs: ReferenceSet | None, names: list[str], level: str) -> list[pd.DataFrame]:

        if level == "sentence":
            return super()._statistics(corpus, rs, names, level)
        cfg = self._cleme_config("corpus")
        prepared = self._prepared(corpus, rs, names, cfg)
        view = prepared.with_references_dropped(empty=cfg.drop_empty_references,
                                                unchanged=cfg.drop_unchanged_references)
        return corpus_statistics([(view.stats(n), cfg) for n in names])

    def _sentences(self, corpus: Corpus, rs: ReferenceSet | None, names: list[str]) -> list[tuple[pd.DataFrame, Signature]]:

        cfg = self._cleme_config("sentence")
        prepared = self._prepared(corpus, rs, names, cfg)
        view = prepared.with_references_dropped(empty=cfg.drop_empty_references,
                                                unchanged=cfg.drop_unchanged_references)
        results = score_many([(view.stats(n), cfg) for n in names])
        sig = self._sig(cfg, rs, prepared.edit_signature)
        return [(res.sentences, sig) for res in results]
