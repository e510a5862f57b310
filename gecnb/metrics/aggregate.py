"""Corpus scores as functions of per-sentence statistics (what a bootstrap resamples).

A :class:`SumAggregate` computes a corpus score from the column sums of a per-sentence table -- M2's
F_beta from ``tp, fp, fn``, GLEU's and BLEU's n-gram counts, a mean of sentence scores -- for many
samples at once (vectorised over a matrix of draw counts). Every metric of the protocol says how its
score at a level aggregates its per-sentence statistics (:meth:`gecnb.metrics.base.Metric.aggregate`);
:mod:`gecnb.meta.significance` resamples with it.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

import numpy as np
import pandas as pd

from gecnb.metrics.options import check_magnitude

__all__ = ["SumAggregate", "f_beta_aggregate", "f_score_aggregate", "mean_aggregate", "numeric_columns"]


@dataclass(frozen=True)
class SumAggregate:
    """A corpus score computed from the column sums of the sentence rows (fast path for bootstrap).

    ``score`` receives a dict ``{column: array of sums}`` (one entry per sample, plus ``"_rows"``:
    the number of rows in each) and returns an array of scores; it must be vectorised with numpy.
    Called on a DataFrame, it returns the score of those rows as a float.
    """

    columns: tuple[str, ...]
    score: Callable[[dict[str, np.ndarray]], np.ndarray]
    name: str = "sum-aggregate"

    def __post_init__(self) -> None:
        if not self.columns or not all(isinstance(c, str) for c in self.columns):
            raise ValueError("SumAggregate.columns must be a non-empty tuple of column names")
        if not callable(self.score):
            raise ValueError("SumAggregate.score must be callable")

    def sums(self, frame: pd.DataFrame, counts: np.ndarray) -> dict[str, np.ndarray]:
        """Column sums for each row of ``counts`` (samples x sentences: how often each row was drawn)."""
        stats = numeric_columns(frame, self.columns)
        table = counts @ stats  # one matrix product for every column (GLEU has 10 per sampling iteration)
        sums = {c: table[:, i] for i, c in enumerate(self.columns)}
        sums["_rows"] = counts.sum(axis=1).astype(float)
        return sums

    def __call__(self, frame: pd.DataFrame) -> float:
        return float(np.asarray(self.score(self.sums(frame, np.ones((1, len(frame))))))[0])


def f_beta_aggregate(*, tp: str = "tp", fp: str = "fp", fn: str = "fn", beta: float = 0.5) -> SumAggregate:
    """Corpus F-beta from per-sentence ``tp, fp, fn`` (M2 / ERRANT style; P = 1 and R = 1 when nothing to count)."""
    if not (isinstance(beta, (int, float)) and math.isfinite(beta) and beta > 0):
        raise ValueError(f"beta must be a finite number > 0, not {beta!r}")
    check_magnitude("beta", beta)

    def score(s: dict[str, np.ndarray]) -> np.ndarray:
        t, p_, n_ = s[tp], s[fp], s[fn]
        prec = np.divide(t, t + p_, out=np.ones_like(t, dtype=float), where=(t + p_) > 0)
        rec = np.divide(t, t + n_, out=np.ones_like(t, dtype=float), where=(t + n_) > 0)
        b2 = beta * beta
        den = b2 * prec + rec
        return np.divide((1 + b2) * prec * rec, den, out=np.zeros_like(den, dtype=float), where=den > 0)

    return SumAggregate(columns=(tp, fp, fn), score=score, name=f"f{beta:g}({tp},{fp},{fn})")


def f_score_aggregate(beta: float, *, tp: str = "tp", fp: str = "fp", fn: str = "fn") -> SumAggregate:
    """:func:`f_beta_aggregate` named ``f``, the value column of the F-scoring metrics it reproduces."""
    return replace(f_beta_aggregate(tp=tp, fp=fp, fn=fn, beta=beta), name="f")


def mean_aggregate(column: str) -> SumAggregate:
    """The mean of a per-sentence score column (e.g. sentence-level GLEU or SentERRANT)."""

    def score(s: dict[str, np.ndarray]) -> np.ndarray:
        return s[column] / s["_rows"]

    return SumAggregate(columns=(column,), score=score, name=column)


def numeric_columns(frame: pd.DataFrame, columns: Sequence[str]) -> np.ndarray:
    """The ``columns`` of ``frame`` as a float matrix (a clear ValueError when one is missing or not finite)."""
    missing = [c for c in columns if c not in frame.columns]
    if missing:
        raise ValueError(f"the sentence table lacks the columns {missing} (has {list(frame.columns)})")
    values = frame[list(columns)].to_numpy(dtype=float)
    if not np.isfinite(values).all():
        raise ValueError(f"non-finite values in the columns {list(columns)}")
    return values
