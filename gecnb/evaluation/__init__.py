"""Evaluate your own system: one call gives the evaluation a paper would report (:func:`evaluate`).

This layer sits between ``display`` and ``cli``: it computes through the lower layers (metrics, meta) and
renders through ``display``; it never scores anything itself (the metrics do) and never draws anything
itself (display does). See ``docs/evaluate.md``.
"""

from __future__ import annotations

from gecnb.evaluation.core import SUITE, EvaluationReport, SuiteMetric, evaluate

__all__ = ["SUITE", "EvaluationReport", "SuiteMetric", "evaluate"]
