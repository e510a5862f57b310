"""Evaluate your own system: one call gives the evaluation a paper would report (:func:`evaluate`).

This layer sits between ``display`` and ``cli``: it computes through the lower layers (metrics, meta) and
renders through ``display``; it never scores anything itself (the metrics do) and never draws anything
itself (display does). One concern per module:

* :mod:`~gecnb.evaluation.inputs`: the benchmark or corpus, the user's hypotheses, checked; the gold and the
  one-extractor edits;
* :mod:`~gecnb.evaluation.suite`: the metrics under their papers' names, each scored for every system;
* :mod:`~gecnb.evaluation.cache`: the per-system result cache (checksummed, bounded, no pickle);
* :mod:`~gecnb.evaluation.parallel`: a cold report's metrics computed on two processes into that cache;
* :mod:`~gecnb.evaluation.significance`: intervals and paired tests (the adapter to :mod:`gecnb.meta.significance`);
* :mod:`~gecnb.evaluation.analyses`: where a system wins and loses, as public functions on any corpus with edits;
* :mod:`~gecnb.evaluation.report`: :class:`EvaluationReport` and its formats;
* :mod:`~gecnb.evaluation.run`: :func:`evaluate`, the steps in order.

See ``docs/evaluate.md``.
"""

from __future__ import annotations

from gecnb.evaluation.analyses import (
    cleme_types,
    differing_sentences,
    error_types,
    sentence_buckets,
    type_significance,
)
from gecnb.evaluation.inputs import BUNDLED, BUNDLED_ZH
from gecnb.evaluation.report import EvaluationReport
from gecnb.evaluation.run import evaluate, evaluate_files
from gecnb.evaluation.suite import CHINESE_SUITE, PT_SUITE, SIMILARITY_SUITE, SUITE, SuiteMetric

__all__ = ["BUNDLED", "BUNDLED_ZH", "CHINESE_SUITE", "PT_SUITE", "SIMILARITY_SUITE", "SUITE", "EvaluationReport",
           "SuiteMetric", "cleme_types", "differing_sentences", "error_types", "evaluate", "evaluate_files",
           "sentence_buckets", "type_significance"]
