"""Edit weighting: one pluggable interface for CLEME and CLEME2.0 (the CLEME2.0 paper's Table 10 scores
CLEME under each weighting).

A weigher turns the categories of one system's chunks against one reference set into one weight per
(hypothesis chunk, kept reference) row of :class:`~gecnb.chunks.stats.ChunkStats` (the ``r_row`` order).
Under the independent assumption the single classification of a chunk is repeated on each reference row
and each copy is weighted against its own reference (the official CLEME2.0 weigher does so). TN rows
always weigh 1.0; other weights are finite and >= 0.

Category codes (the order of ``gecnb.metrics.cleme.CATEGORIES``): 0 TP, 1 FP_ne, 2 FP_un, 3 FN, 4 TN.

A weigher that can work in batches (the similarity weigher scores every distinct text once, across all
systems and reference sets) implements ``prepare(contexts)``; scorers call it with every context they are
about to weigh before the first ``weights`` call.

Two more optional methods:

* ``chunk_weights(ctx, chunk_categories)``: for weighers whose weight depends only on the hypothesis chunk
  and its category, never on the reference (:class:`Unweighted`, :class:`LengthWeigher`): one weight per
  hypothesis chunk for the independent assumption's per-chunk categories. CLEME then keeps one count row
  per sentence under the independent assumption. Without it, CLEME weighs the independent categories per
  reference row; where the weights of a chunk differ between its references, the independent counts
  become per (sentence, reference) and the reference is chosen like the dependent one.
* ``diagnostics(ctx)``: a dict of extra result columns for one context (the LLM weigher's number of
  answers and of unparseable answers).

The weighers here: :class:`Unweighted` (``"none"``), :class:`LengthWeigher` (``"length"``, CLEME's),
:class:`CallableWeigher` (any function of a :class:`ChunkContext`), ``SimilarityWeigher``
(``"similarity"``, in :mod:`gecnb.metrics.similarity`) and :class:`~gecnb.metrics.llm.LlmWeigher`
(``"llm"``); :func:`get_weigher` resolves a name, a weigher or a callable.
"""

from __future__ import annotations

import importlib
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import IntEnum
from typing import Any, Literal, Protocol, runtime_checkable

import numpy as np

from gecnb.chunks.stats import ChunkStats
from gecnb.data.errors import GecInputError
from gecnb.metrics.options import check_magnitude


class Category(IntEnum):
    """The chunk categories, as the int8 codes the statistics arrays hold (``CATEGORIES[code]`` is the name)."""

    TP = 0
    FP_NE = 1
    FP_UN = 2
    FN = 3
    TN = 4

    @property
    def label(self) -> str:
        """The name tables show: ``TP``, ``FP_ne``, ``FP_un``, ``FN``, ``TN``."""
        return CATEGORIES[self]


CATEGORIES: tuple[str, ...] = ("TP", "FP_ne", "FP_un", "FN", "TN")
CategoryCode = int
TP, FP_NE, FP_UN, FN, TN = Category


@dataclass(frozen=True)
class WeightContext:
    """What a weigher sees: one system's chunk statistics against one reference set, the assumption and
    level being scored, and the category code of every (hypothesis chunk, kept reference) row."""

    stats: ChunkStats
    assumption: Literal["dependent", "independent"]
    level: Literal["corpus", "sentence"]
    categories: np.ndarray  # int8, one per row of stats.r_row

    def __post_init__(self) -> None:
        if len(self.categories) != len(self.stats.r_row):
            raise ValueError(f"{len(self.categories)} categories for {len(self.stats.r_row)} (chunk, reference) rows")


@runtime_checkable
class Weigher(Protocol):
    """One weight per (hypothesis chunk, kept reference) row; ``signature()`` names everything that changes
    the weights (model, layer, versions, prompt ...). ``name`` may be a plain or a read-only (frozen
    dataclass) attribute."""

    @property
    def name(self) -> str: ...

    def signature(self) -> str: ...

    def weights(self, ctx: WeightContext) -> np.ndarray: ...


def prepare_all(weigher: Weigher, contexts: Sequence[WeightContext]) -> None:
    """Let a batching weigher see every context before the first ``weights`` call."""
    prep = getattr(weigher, "prepare", None)
    if prep is not None:
        prep(contexts)


@dataclass(frozen=True)
class Unweighted:
    """Every chunk weighs 1."""

    name: str = "none"

    def signature(self) -> str:
        return "none"

    def weights(self, ctx: WeightContext) -> np.ndarray:
        return np.ones(len(ctx.categories))

    def chunk_weights(self, ctx: WeightContext, chunk_categories: np.ndarray) -> np.ndarray:
        return np.ones(len(chunk_categories))


# ---------------------------------------------------------------------------------------------------
# length weighting (CLEME)
# ---------------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class WeightCurve:
    """``w(l) = clip(alpha / (1 + (alpha - 1) * exp(±(l - bias))), lo, hi)``; passes through (bias, 1)."""

    alpha: float
    lo: float
    hi: float

    def __post_init__(self) -> None:
        for name in ("alpha", "lo", "hi"):
            v = getattr(self, name)
            if not math.isfinite(v):
                raise ValueError(f"WeightCurve.{name} must be finite, got {v}")
        if not self.alpha > 0:
            raise ValueError(f"WeightCurve.alpha must be positive, got {self.alpha}")
        for name in ("alpha", "lo", "hi"):
            check_magnitude(f"WeightCurve.{name}", getattr(self, name))
        if not 0 <= self.lo <= self.hi:
            raise ValueError(f"WeightCurve needs 0 <= lo <= hi, got lo={self.lo}, hi={self.hi}")

    def __call__(self, length: np.ndarray, bias: float, *, reverse: bool) -> np.ndarray:
        x = (length - bias) if reverse else (bias - length)
        with np.errstate(over="ignore"):  # a chunk ~710 tokens from the bias: exp is inf, w its limit
            e = np.exp(x)
        if self.alpha == 1.0:  # w = 1 everywhere (0 * inf would be NaN)
            return np.clip(np.ones_like(e), self.lo, self.hi)
        w = self.alpha / (1.0 + (self.alpha - 1.0) * e)
        return np.clip(w, self.lo, self.hi)

    def __str__(self) -> str:
        return f"{self.alpha:g}[{self.lo:g},{self.hi:g}]"


@dataclass(frozen=True)
class LengthWeights:
    """Length-weighting curves for TP, FP (reversed) and FN chunks; TN always weighs 1."""

    tp: WeightCurve
    fp: WeightCurve
    fn: WeightCurve

    @classmethod
    def default(cls, level: str, assumption: str) -> LengthWeights:
        """The official code's defaults (they differ from the paper's Table 8 in one cell, see README)."""
        if level == "corpus":
            c = WeightCurve(2.0, 0.75, 1.25)
            return cls(c, c, c)
        tp_lo = 1.0 if assumption == "dependent" else 2.5
        return cls(WeightCurve(10.0, tp_lo, 10.0), WeightCurve(10.0, 0.25, 1.0), WeightCurve(10.0, 1.0, 1.0))

    def __str__(self) -> str:
        return f"tp={self.tp},fp={self.fp},fn={self.fn}"


@dataclass(frozen=True)
class LengthWeigher:
    """CLEME's length weighting (CLEME paper section 3.4; the official v1.0 code's rules, see the spec).

    The weight of a TP, FP or FN chunk is a curve of the length ``max(|source|, |target|)`` of the
    *hypothesis* chunk around the corpus bias (mean length of the references' changed chunks), so it does
    not depend on the reference: under the independent assumption it is one weight per hypothesis chunk.
    ``curves=None``: the official defaults for the context's level and assumption
    (:meth:`LengthWeights.default`)."""

    curves: LengthWeights | None = None
    name: str = "length"

    def curves_for(self, level: str, assumption: str) -> LengthWeights:
        return self.curves or LengthWeights.default(level, assumption)

    def signature(self) -> str:
        return f"length:{self.curves}" if self.curves is not None else "length:official-defaults"

    @staticmethod
    def _weigh(lw: LengthWeights, bias: float, length: np.ndarray, cat: np.ndarray) -> np.ndarray:
        w = np.ones(len(length))
        tp = cat == TP
        fp = (cat == FP_NE) | (cat == FP_UN)
        fn = cat == FN
        w[tp] = lw.tp(length[tp], bias, reverse=False)
        w[fp] = lw.fp(length[fp], bias, reverse=True)
        w[fn] = lw.fn(length[fn], bias, reverse=False)
        return w

    def weights(self, ctx: WeightContext) -> np.ndarray:
        st = ctx.stats
        return self._weigh(self.curves_for(ctx.level, ctx.assumption), st.bias, st.c_len[st.r_row], ctx.categories)

    def chunk_weights(self, ctx: WeightContext, chunk_categories: np.ndarray) -> np.ndarray:
        st = ctx.stats
        return self._weigh(self.curves_for(ctx.level, ctx.assumption), st.bias, st.c_len, chunk_categories)


# ---------------------------------------------------------------------------------------------------
# chunk texts (what the callable and LLM weighers see)
# ---------------------------------------------------------------------------------------------------
CATEGORY_NAMES = ("TP", "FP_ne", "FP_un", "FN", "TN")


@dataclass(frozen=True)
class ChunkContext:
    """One (hypothesis chunk, kept reference) row as a user weigher sees it: texts are space-joined tokens
    (an empty string for an empty side of an insertion or deletion)."""

    sentence: int  # 0-based sentence index
    chunk: int  # 0-based chunk index within the sentence
    reference: int  # 0-based index of the reference in its reference set (``ref<k>`` in cleme_chunks)
    category: str  # TP / FP_ne / FP_un / FN (TN rows are never weighed: they weigh 1)
    source: str  # the source chunk
    hypothesis: str  # the hypothesis chunk
    reference_text: str  # the reference chunk
    source_sentence: str  # the whole source sentence
    assumption: str
    level: str


@dataclass(frozen=True)
class ChunkTexts:
    """Texts of every chunk of one :class:`ChunkStats`: per hypothesis chunk the source and hypothesis
    text, per (chunk, reference) row the reference text."""

    source: list[str]
    hypothesis: list[str]
    reference: list[str]


def chunk_texts(stats: ChunkStats) -> ChunkTexts:
    """The chunk texts, rebuilt from the partitions once per statistics (cached in ``stats.cache``)."""
    got = stats.cache.get("chunk_texts")
    if got is not None:
        return got
    src: list[str] = []
    hyp: list[str] = []
    ref: list[str] = []
    for i in range(stats.n_sentences):
        if not stats.n_chunks[i]:
            continue
        p = stats.partition(i)
        n_t = len(p.targets)
        for k, (s, e) in enumerate(p.intervals):
            src.append(" ".join(p.source[s:e]))
            h = p.chunks[0][k]
            hyp.append(" ".join(p.targets[0][h.c_start:h.c_end]))
            for t in range(1, n_t):
                c = p.chunks[t][k]
                ref.append(" ".join(p.targets[t][c.c_start:c.c_end]))
    if len(src) != len(stats.c_sent) or len(ref) != len(stats.r_row):
        raise AssertionError("chunk texts do not line up with the chunk statistics")
    out = ChunkTexts(src, hyp, ref)
    stats.cache["chunk_texts"] = out
    return out


def row_edits(ctx: WeightContext) -> tuple[np.ndarray, list[tuple[str, str]]]:
    """The edit each weighed row stands for: the rows that are not TN, and per such row
    ``(source chunk, target chunk)`` where the target is the hypothesis chunk for TP / FP_ne / FP_un and
    the reference chunk for FN (what the hypothesis missed; the CLEME2.0 paper's Table 9 weighs FN chunks
    by the reference's edit)."""
    st = ctx.stats
    tx = chunk_texts(st)
    rows = np.flatnonzero(ctx.categories != TN)
    out = []
    for r in rows.tolist():
        c = int(st.r_row[r])
        target = tx.reference[r] if ctx.categories[r] == FN else tx.hypothesis[c]
        out.append((tx.source[c], target))
    return rows, out


def check_weights(w: np.ndarray, ctx: WeightContext, who: str) -> np.ndarray:
    """A weigher's output checked against the contract (one finite weight >= 0 per row, TN rows 1.0)."""
    w = np.asarray(w, dtype=np.float64)
    if w.shape != ctx.categories.shape:
        raise ValueError(f"weigher {who} returned {w.shape[0] if w.ndim else 'a scalar'} weights for "
                         f"{len(ctx.categories)} (chunk, reference) rows")
    bad = ~np.isfinite(w) | (w < 0)
    if bad.any():
        r = int(np.flatnonzero(bad)[0])
        raise ValueError(f"weigher {who} returned {w[r]!r} for row {r} (sentence {int(ctx.stats.c_sent[ctx.stats.r_row[r]])}): "
                         f"weights must be finite and >= 0 ({int(bad.sum())} bad rows)")
    tn = ctx.categories == TN
    if (w[tn] != 1.0).any():
        raise ValueError(f"weigher {who} gave a TN row a weight other than 1.0")
    return w


# ---------------------------------------------------------------------------------------------------
# a user's function as a weigher
# ---------------------------------------------------------------------------------------------------
def _callable_label(fn: Callable[..., Any]) -> str:
    mod = getattr(fn, "__module__", None) or type(fn).__module__
    qual = getattr(fn, "__qualname__", None) or type(fn).__qualname__
    return f"{mod}.{qual}"


@dataclass(frozen=True)
class CallableWeigher:
    """Any function from a :class:`ChunkContext` to a weight (finite, >= 0; anything else is a
    :class:`~gecnb.data.errors.GecInputError` naming the sentence, chunk and reference). TN rows are not
    passed to it: they weigh 1.

    ``label`` names the function in the signature (default: its module and qualified name); give a new
    label when the function's behaviour changes, so signatures tell the results apart.

    >>> w = CallableWeigher(lambda c: 2.0 if c.category == "FN" else 1.0, label="fn-double")
    """

    fn: Callable[[ChunkContext], float]
    label: str | None = None
    name: str = "callable"

    def __post_init__(self) -> None:
        if not callable(self.fn):
            raise TypeError(f"CallableWeigher needs a callable, got {type(self.fn).__name__}")

    def signature(self) -> str:
        return f"callable:{self.label or _callable_label(self.fn)}"

    def weights(self, ctx: WeightContext) -> np.ndarray:
        st = ctx.stats
        tx = chunk_texts(st)
        w = np.ones(len(ctx.categories))
        for r in np.flatnonzero(ctx.categories != TN).tolist():
            c = int(st.r_row[r])
            i = int(st.c_sent[c])
            ref = st.ref_index[i][int(st.r_ref[r])]
            cc = ChunkContext(
                sentence=i, chunk=int(st.c_chunk[c]), reference=ref, category=CATEGORY_NAMES[ctx.categories[r]],
                source=tx.source[c], hypothesis=tx.hypothesis[c], reference_text=tx.reference[r],
                source_sentence=st.inputs.sources[i], assumption=ctx.assumption, level=ctx.level,
            )
            v = self.fn(cc)
            try:
                x = float(v)
            except (TypeError, ValueError):
                x = math.nan
            if isinstance(v, bool) or not math.isfinite(x) or x < 0:
                raise GecInputError(
                    f"weigher {self.signature()} returned {v!r} for sentence {i + 1} (0-based {i}), chunk {cc.chunk}, "
                    f"reference {ref}, category {cc.category}: a weight must be a finite number >= 0")
            w[r] = x
        return w


# ---------------------------------------------------------------------------------------------------
# resolving a weighting
# ---------------------------------------------------------------------------------------------------
WEIGHTING_NAMES = ("none", "length", "similarity", "llm")


def get_weigher(spec: str | Weigher | Callable[[ChunkContext], float], **options: Any) -> Weigher:
    """A weigher from a name (``"none"``, ``"length"``, ``"similarity"``, ``"llm"``) and its options, a
    weigher (returned as is; no options), or a callable (wrapped in :class:`CallableWeigher`; options go to
    it, e.g. ``label=``).

    ``"similarity"`` is :class:`gecnb.metrics.similarity.SimilarityWeigher` (imported only when asked
    for); ``"llm"`` is :class:`gecnb.metrics.llm.LlmWeigher` (e.g. ``get_weigher("llm", model=path)`` or
    ``backend=callable``)."""
    if isinstance(spec, str):
        if spec == "none":
            if options:
                raise TypeError(f"weighting 'none' takes no options, got {sorted(options)}")
            return Unweighted()
        if spec == "length":
            return LengthWeigher(**options)
        if spec == "similarity":
            try:
                mod = importlib.import_module("gecnb.metrics.similarity")
            except ModuleNotFoundError as err:
                if err.name != "gecnb.metrics.similarity":
                    raise
                raise ImportError("similarity weighting needs gecnb.metrics.similarity, which this gecnb does "
                                  "not have") from err
            return mod.SimilarityWeigher(**options)
        if spec == "llm":
            from gecnb.metrics.llm import LlmWeigher

            return LlmWeigher(**options)
        raise ValueError(f"weighting must be one of {WEIGHTING_NAMES}, a weigher or a callable, not {spec!r}")
    if isinstance(spec, Weigher):
        if options:
            raise TypeError(f"a weigher instance takes no options, got {sorted(options)}")
        return spec
    if callable(spec):
        return CallableWeigher(spec, **options)
    raise TypeError(f"weighting must be one of {WEIGHTING_NAMES}, a weigher or a callable, not {type(spec).__name__}")
