"""Precision, recall, F-beta and accuracy from counts: the one implementation every scorer of gecnb uses.

The convention is the official scorers' (CLEME's, the M2 scorer's, ERRANT's ``computeFScore``, PT-M2's and the
I-measure's agree on it): P = 1 when nothing is proposed, R = 1 when there is nothing to find, F = 0 when its
denominator ``beta^2 P + R`` is 0 (where an official scorer would divide by zero: beta = 0 with R = 0, or
subnormal counts that underflow). The one difference between them is how beta is squared: ``beta * beta``
(CLEME, the M2 scorer, PT-M2) or ``beta ** 2`` (ERRANT's compare_m2, the I-measure), which differ in the last
bit for some betas; each caller names its own (``square="product"`` or ``"power"``).
"""

from __future__ import annotations

from typing import Literal

import numpy as np

Square = Literal["product", "power"]

__all__ = ["accuracy", "accuracy_arrays", "f_totals_arrays", "prf", "prf_arrays", "prf_totals"]


def _b2(beta: float, square: Square) -> float:
    if square == "product":
        return beta * beta
    if square == "power":
        return beta**2
    raise ValueError(f"square must be 'product' or 'power', not {square!r}")


def prf_totals(correct: float, proposed: float, gold: float, *, beta: float,
               square: Square = "product") -> tuple[float, float, float]:
    """P, R and F-beta from the correct, proposed and gold totals (weighted or not)."""
    p = correct / proposed if proposed else 1.0
    r = correct / gold if gold else 1.0
    b2 = _b2(beta, square)
    denominator = b2 * p + r
    f = (1 + b2) * p * r / denominator if denominator else 0.0
    return p, r, f


def prf(tp: float, fp: float, fn: float, beta: float = 0.5, *, square: Square = "product") -> tuple[float, float, float]:
    """P, R and F-beta from TP / FP / FN: :func:`prf_totals` of ``(tp, tp + fp, tp + fn)``."""
    return prf_totals(tp, tp + fp, tp + fn, beta=beta, square=square)


def accuracy(tp: float, fp: float, fn: float, tn: float) -> float:
    total = tp + fp + fn + tn
    return (tp + tn) / total if total else 0.0


def prf_arrays(tp: np.ndarray, fp: np.ndarray, fn: np.ndarray, beta: float | np.ndarray
               ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """:func:`prf` elementwise (``square="product"``), bit for bit: the same IEEE operations in the same order."""
    with np.errstate(divide="ignore", invalid="ignore"):
        proposed, gold = tp + fp, tp + fn
        p = np.where(proposed != 0, tp / proposed, 1.0)
        r = np.where(gold != 0, tp / gold, 1.0)
        b2 = beta * beta
        denominator = b2 * p + r
        f = np.where(denominator != 0, (1 + b2) * p * r / denominator, 0.0)
    return p, r, f


def f_totals_arrays(c: np.ndarray, e: np.ndarray, g: np.ndarray, *, beta: float) -> np.ndarray:
    """:func:`prf_totals`'s F elementwise (``square="product"``), bit for bit: F of the correct, proposed and
    gold totals of many resampled corpora at once."""
    p = np.divide(c, e, out=np.ones_like(c), where=e != 0)
    r = np.divide(c, g, out=np.ones_like(c), where=g != 0)
    den = beta * beta * p + r
    return np.divide((1.0 + beta * beta) * p * r, den, out=np.zeros_like(den), where=den != 0)


def accuracy_arrays(tp: np.ndarray, fp: np.ndarray, fn: np.ndarray, tn: np.ndarray) -> np.ndarray:
    """:func:`accuracy` elementwise, bit for bit."""
    total = tp + fp + fn + tn
    with np.errstate(divide="ignore", invalid="ignore"):
        return np.where(total != 0, (tp + tn) / total, 0.0)
