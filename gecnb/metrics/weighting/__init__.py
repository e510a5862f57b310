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

The package, one module per concern; each imports only the ones listed before it:

* :mod:`~gecnb.metrics.weighting.base`: the interface (:class:`WeightContext`, :class:`Weigher`, the
  category codes, :func:`row_edits`, :func:`check_weights`, :class:`Unweighted`, :class:`CallableWeigher`);
* :mod:`~gecnb.metrics.weighting.length`: :class:`LengthWeigher` (``"length"``, CLEME's);
* :mod:`~gecnb.metrics.weighting.bertscore`: exact, bit-stable BERTScore F1 with its model search order
  and disk cache (torch and transformers imported only when a model is loaded);
* :mod:`~gecnb.metrics.weighting.similarity`: ``SimilarityWeigher`` (``"similarity"``, CLEME2.0's) and
  the shipped similarity cache;
* :mod:`~gecnb.metrics.weighting.llm`: ``LlmWeigher`` (``"llm"``);
* :mod:`~gecnb.metrics.weighting.resolve`: :func:`get_weigher` (a name, a weigher or a callable).

The category codes the weighers see are :mod:`gecnb.chunks.categories`; the per-chunk case studies of the
CLEME2.0 paper (``edit_weights``, ``case_scores``) are :mod:`gecnb.reproduce.cases`.

This ``__init__`` re-exports the light names (the interface, the length weigher, :func:`get_weigher`);
the similarity, LLM and case-study modules are imported by their own path, e.g.
``from gecnb.metrics.weighting.similarity import SimilarityWeigher``.
"""

from __future__ import annotations

from gecnb.metrics.weighting.base import (
    CallableWeigher,
    ChunkContext,
    ChunkTexts,
    Unweighted,
    Weigher,
    WeightContext,
    check_weights,
    chunk_texts,
    prepare_all,
    row_edits,
)
from gecnb.metrics.weighting.length import LengthWeigher, LengthWeights, WeightCurve
from gecnb.metrics.weighting.resolve import WEIGHTING_NAMES, get_weigher

__all__ = [
    "WEIGHTING_NAMES",
    "CallableWeigher",
    "ChunkContext",
    "ChunkTexts",
    "LengthWeigher",
    "LengthWeights",
    "Unweighted",
    "Weigher",
    "WeightContext",
    "WeightCurve",
    "check_weights",
    "chunk_texts",
    "get_weigher",
    "prepare_all",
    "row_edits",
]
