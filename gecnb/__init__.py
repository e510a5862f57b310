"""gecnb: grammatical error correction evaluation for notebooks.

The public names below are imported lazily (``import gecnb`` loads neither pandas nor spaCy).
"""

from __future__ import annotations

import importlib
from typing import Any

__version__ = "0.1.0"

_EXPORTS = {
    "Corpus": "gecnb.data.corpus",
    "ReferenceSet": "gecnb.data.corpus",
    "SystemOutput": "gecnb.data.corpus",
    "GecInputError": "gecnb.data.errors",
    "load_dataset": "gecnb.data.registry",
    "list_datasets": "gecnb.data.registry",
    "corpus_from_files": "gecnb.data.readers",
    "read_m2": "gecnb.data.m2",
    "ErrantExtractor": "gecnb.edits.errant_extractor",
    "partition": "gecnb.chunks.partition",
    "ClemeConfig": "gecnb.metrics.cleme",
    "LengthWeights": "gecnb.metrics.cleme",
    "WeightCurve": "gecnb.metrics.cleme",
    "cleme_scores": "gecnb.metrics.cleme",
    "cleme_chunks": "gecnb.metrics.cleme",
    "prepare": "gecnb.chunks.prepared",
    "edits_frame": "gecnb.edits.extract",
    "write_m2": "gecnb.data.m2",
    "show_chunks": "gecnb.display.chunks",
    "Signature": "gecnb.data.signature",
    "Metric": "gecnb.metrics.base",
    "get_metric": "gecnb.metrics.base",
    "list_metrics": "gecnb.metrics.base",
    "score": "gecnb.metrics.base",
    "score_sentences": "gecnb.metrics.base",
    "explore": "gecnb.display.explorer",
    "chunk_report": "gecnb.display.chunks",
    "Cleme2Config": "gecnb.metrics.cleme2",
    "cleme2_scores": "gecnb.metrics.cleme2",
    "cleme2_sentences": "gecnb.metrics.cleme2",
    "get_weigher": "gecnb.metrics.weighting",
    "CallableWeigher": "gecnb.metrics.weighting",
    "LengthWeigher": "gecnb.metrics.weighting",
    "SimilarityWeigher": "gecnb.metrics.weighting.similarity",
    "LlmWeigher": "gecnb.metrics.weighting.llm",
    "factor_search": "gecnb.meta.factor_search",
    "load_judgments": "gecnb.meta.judgments",
    "rank_judgments": "gecnb.meta.ranking",
    "paired_bootstrap": "gecnb.meta.significance",
    "bootstrap_interval": "gecnb.meta.significance",
    "reproduce": "gecnb.reproduce",
    "evaluate": "gecnb.evaluation",
    "evaluate_files": "gecnb.evaluation",
    "EvaluationReport": "gecnb.evaluation",
}

__all__ = [*sorted(_EXPORTS), "__version__"]


def __getattr__(name: str) -> Any:
    mod = _EXPORTS.get(name)
    if mod is None:
        raise AttributeError(f"module 'gecnb' has no attribute {name!r}")
    module = importlib.import_module(mod)
    value = module if mod == f"gecnb.{name}" else getattr(module, name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return __all__
