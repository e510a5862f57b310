"""The weighting interface (the category codes are :mod:`gecnb.chunks.categories`): :class:`WeightContext`,
the :class:`Weigher` protocol, the chunk texts weighers see, the contract check and :class:`CallableWeigher`.

Every other module of :mod:`gecnb.metrics.weighting` imports this one; it imports none of them.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Literal, Protocol, runtime_checkable

import numpy as np

from gecnb.chunks.categories import CATEGORIES, FN, TN
from gecnb.chunks.stats import ChunkStats
from gecnb.data.errors import GecInputError


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
# chunk texts (what the callable and LLM weighers see)
# ---------------------------------------------------------------------------------------------------
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
                sentence=i, chunk=int(st.c_chunk[c]), reference=ref, category=CATEGORIES[ctx.categories[r]],
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
