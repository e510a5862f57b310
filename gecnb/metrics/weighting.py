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
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal, Protocol, runtime_checkable

import numpy as np

from gecnb.chunks.stats import ChunkStats

CategoryCode = int
TP, FP_NE, FP_UN, FN, TN = range(5)


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
    the weights (model, layer, versions, prompt ...)."""

    name: str

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
