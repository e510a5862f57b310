"""Precision, recall, F-beta and accuracy with the conventions of CLEME's official scorer."""

from __future__ import annotations


def prf(tp: float, fp: float, fn: float, beta: float = 0.5) -> tuple[float, float, float]:
    """P = 1 when FP == 0, R = 1 when FN == 0, F = 0 when P + R == 0."""
    p = tp / (tp + fp) if fp else 1.0
    r = tp / (tp + fn) if fn else 1.0
    b2 = beta * beta
    f = (1 + b2) * p * r / (b2 * p + r) if p + r else 0.0
    return p, r, f


def accuracy(tp: float, fp: float, fn: float, tn: float) -> float:
    total = tp + fp + fn + tn
    return (tp + tn) / total if total else 0.0
