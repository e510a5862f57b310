"""CLEME's length weighting (``"length"``): a curve of the hypothesis chunk's length around the corpus bias."""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from gecnb.chunks.categories import FN, FP_NE, FP_UN, TP
from gecnb.metrics.options import check_magnitude
from gecnb.metrics.weighting.base import WeightContext


@dataclass(frozen=True)
class WeightCurve:
    """``w(l) = clip(alpha / (1 + (alpha - 1) * exp(±(l - bias))), lo, hi)``; passes through (bias, 1)."""

    alpha: float
    lo: float
    hi: float

    def __post_init__(self) -> None:
        for name in ("alpha", "lo", "hi"):
            v = getattr(self, name)
            if not math.isfinite(v):
                raise ValueError(f"WeightCurve.{name} must be finite, got {v}")
        if not self.alpha > 0:
            raise ValueError(f"WeightCurve.alpha must be positive, got {self.alpha}")
        for name in ("alpha", "lo", "hi"):
            check_magnitude(f"WeightCurve.{name}", getattr(self, name))
        if not 0 <= self.lo <= self.hi:
            raise ValueError(f"WeightCurve needs 0 <= lo <= hi, got lo={self.lo}, hi={self.hi}")

    def __call__(self, length: np.ndarray, bias: float, *, reverse: bool) -> np.ndarray:
        x = (length - bias) if reverse else (bias - length)
        with np.errstate(over="ignore"):  # a chunk ~710 tokens from the bias: exp is inf, w its limit
            e = np.exp(x)
        if self.alpha == 1.0:  # w = 1 everywhere (0 * inf would be NaN)
            return np.clip(np.ones_like(e), self.lo, self.hi)
        w = self.alpha / (1.0 + (self.alpha - 1.0) * e)
        return np.clip(w, self.lo, self.hi)

    def __str__(self) -> str:
        return f"{self.alpha:g}[{self.lo:g},{self.hi:g}]"


@dataclass(frozen=True)
class LengthWeights:
    """Length-weighting curves for TP, FP (reversed) and FN chunks; TN always weighs 1."""

    tp: WeightCurve
    fp: WeightCurve
    fn: WeightCurve

    @classmethod
    def default(cls, level: str, assumption: str) -> LengthWeights:
        """The official code's defaults (they differ from the paper's Table 8 in one cell, see README)."""
        if level == "corpus":
            c = WeightCurve(2.0, 0.75, 1.25)
            return cls(c, c, c)
        tp_lo = 1.0 if assumption == "dependent" else 2.5
        return cls(WeightCurve(10.0, tp_lo, 10.0), WeightCurve(10.0, 0.25, 1.0), WeightCurve(10.0, 1.0, 1.0))

    def __str__(self) -> str:
        return f"tp={self.tp},fp={self.fp},fn={self.fn}"


@dataclass(frozen=True)
class LengthWeigher:
    """CLEME's length weighting (CLEME paper section 3.4; the official v1.0 code's rules, see the spec).

    The weight of a TP, FP or FN chunk is a curve of the length ``max(|source|, |target|)`` of the
    *hypothesis* chunk around the corpus bias (mean length of the references' changed chunks), so it does
    not depend on the reference: under the independent assumption it is one weight per hypothesis chunk.
    ``curves=None``: the official defaults for the context's level and assumption
    (:meth:`LengthWeights.default`)."""

    curves: LengthWeights | None = None
    name: str = "length"

    def curves_for(self, level: str, assumption: str) -> LengthWeights:
        return self.curves or LengthWeights.default(level, assumption)

    def signature(self) -> str:
        return f"length:{self.curves}" if self.curves is not None else "length:official-defaults"

    @staticmethod
    def _weigh(lw: LengthWeights, bias: float, length: np.ndarray, cat: np.ndarray) -> np.ndarray:
        w = np.ones(len(length))
        tp = cat == TP
        fp = (cat == FP_NE) | (cat == FP_UN)
        fn = cat == FN
        w[tp] = lw.tp(length[tp], bias, reverse=False)
        w[fp] = lw.fp(length[fp], bias, reverse=True)
        w[fn] = lw.fn(length[fn], bias, reverse=False)
        return w

    def weights(self, ctx: WeightContext) -> np.ndarray:
        st = ctx.stats
        return self._weigh(self.curves_for(ctx.level, ctx.assumption), st.bias, st.c_len[st.r_row], ctx.categories)

    def chunk_weights(self, ctx: WeightContext, chunk_categories: np.ndarray) -> np.ndarray:
        st = ctx.stats
        return self._weigh(self.curves_for(ctx.level, ctx.assumption), st.bias, st.c_len, chunk_categories)
