"""Resolving a weighting: :func:`get_weigher` turns a name, a weigher or a callable into a weigher.

It sits above every weigher module of :mod:`gecnb.metrics.weighting` (the similarity and LLM weighers are
imported only when asked for, so their heavy dependencies stay unloaded).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from gecnb.metrics.weighting.base import CallableWeigher, ChunkContext, Unweighted, Weigher
from gecnb.metrics.weighting.length import LengthWeigher

WEIGHTING_NAMES = ("none", "length", "similarity", "llm")


def get_weigher(spec: str | Weigher | Callable[[ChunkContext], float], **options: Any) -> Weigher:
    """A weigher from a name (``"none"``, ``"length"``, ``"similarity"``, ``"llm"``) and its options, a
    weigher (returned as is; no options), or a callable (wrapped in :class:`CallableWeigher`; options go to
    it, e.g. ``label=``).

    ``"similarity"`` is :class:`gecnb.metrics.weighting.similarity.SimilarityWeigher` (imported only when
    asked for); ``"llm"`` is :class:`gecnb.metrics.weighting.llm.LlmWeigher` (e.g. ``get_weigher("llm", model=path)`` or
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
                from gecnb.metrics.weighting.similarity import SimilarityWeigher
            except ModuleNotFoundError as err:
                if err.name != "gecnb.metrics.weighting.similarity":
                    raise
                raise ImportError("similarity weighting needs gecnb.metrics.weighting.similarity, which this gecnb "
                                  "does not have") from err
            return SimilarityWeigher(**options)
        if spec == "llm":
            from gecnb.metrics.weighting.llm import LlmWeigher

            return LlmWeigher(**options)
        raise ValueError(f"weighting must be one of {WEIGHTING_NAMES}, a weigher or a callable, not {spec!r}")
    if isinstance(spec, Weigher):
        if options:
            raise TypeError(f"a weigher instance takes no options, got {sorted(options)}")
        return spec
    if callable(spec):
        return CallableWeigher(spec, **options)
    raise TypeError(f"weighting must be one of {WEIGHTING_NAMES}, a weigher or a callable, not {type(spec).__name__}")
