"""Precision, recall, F-beta and accuracy with the conventions of CLEME's official scorer."""

from __future__ import annotations


def prf(tp: float, fp: float, fn: float, beta: float = 0.5) -> tuple[float, float, float]:
    """P = 1 when FP == 0, R = 1 when FN == 0, F = 0 when P + R == 0.

    F is also 0 when its denominator ``beta**2 * P + R`` is 0 although P + R is not: that happens
    only when beta == 0 and R == 0, or when subnormal counts underflow (TP = 5e-324, FP = 1, FN = 2),
    where the official scorer would divide by zero. On every other input this is the official rule."""
    p = tp / (tp + fp) if fp else 1.0
    r = tp / (tp + fn) if fn else 1.0
    b2 = beta * beta
    denominator = b2 * p + r
    f = (1 + b2) * p * r / denominator if denominator else 0.0
    return p, r, f


def accuracy(tp: float, fp: float, fn: float, tn: float) -> float:
    total = tp + fp + fn + tn
    return (tp + tn) / total if total else 0.0
