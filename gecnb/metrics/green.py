"""GREEN, the n-gram F-score of Koyama et al. (2024), as gec-metrics (gotutiyan/gec-metrics,
``metrics/green.py``) defines it.

For every n-gram order ``n = 1..max_n`` and every n-gram ``g`` of the source S, hypothesis H and
reference R (counts ``s, h, r`` in each), the n-gram is split into
- true: ``TD = max(s - max(r, h), 0)`` (deleted as the reference deletes), ``TI = max(min(r, h) - s, 0)``
  (inserted as the reference inserts), ``TK = min(s, h, r)`` (kept);
- over-corrections (FP): ``OD = max(min(s, r) - h, 0)``, ``OI = max(h - max(s, r), 0)``;
- under-corrections (FN): ``UD = max(min(s, h) - r, 0)``, ``UI = max(r - max(s, h), 0)``;

so ``TP = TD + TI + TK``, ``FP = OD + OI``, ``FN = UD + UI`` per order. ``P_n = TP / (TP + FP)`` (1 when
FP = 0), ``R_n`` likewise (1 when FN = 0); P and R are the geometric means over the orders (0 if any
order is 0), and GREEN is their F_beta (``beta = 2`` by default, gec-metrics' default).

Per sentence the reference with the highest sentence score is chosen (the first on a tie); the
corpus score sums the chosen references' per-order counts over sentences, then aggregates. Sentences
are stripped; ``tokens="word"`` splits on single spaces (as gec-metrics does), ``tokens="char"`` takes
every character, spaces included (gec-metrics' ``unit="char"``).

The registered metric ``green`` (:class:`GreenMetric`) scores a corpus with it.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field, replace

import numpy as np
import pandas as pd

from gecnb.data.corpus import Corpus, ReferenceSet
from gecnb.data.errors import GecInputError
from gecnb.data.signature import Signature, SignaturePairs, signature_pairs
from gecnb.metrics._common import TOKENS_META, NgramMetric, Tokens, check_tokens, references, resolve_tokens
from gecnb.metrics.base import Scored, register
from gecnb.metrics.gleu import ngram_counts
from gecnb.metrics.options import check_number

__all__ = [
    "GreenConfig",
    "GreenMetric",
    "GreenResult",
    "green",
    "green_counts",
    "green_score",
]

MAX_ORDER = 10


@dataclass(frozen=True)
class GreenConfig:
    """Everything that changes GREEN's numbers, and the options of the registered metric ``green``:
    ``max_n``, the highest n-gram order (1..10); ``beta`` of F; ``tokens``: word or char units (``None``:
    char for a Chinese corpus, word otherwise; :func:`green` on plain lists takes ``None`` as word)."""

    max_n: int = field(default=4, metadata={"help": f"highest n-gram order (default 4, at most {MAX_ORDER})"})
    beta: float = field(default=2.0, metadata={"help": "F_beta (default 2, gec-metrics' default)"})
    tokens: Tokens | None = field(default=None, metadata=TOKENS_META)

    def __post_init__(self) -> None:
        check_number("max_n", self.max_n, low=1, high=MAX_ORDER, integer=True)
        check_number("beta", self.beta, low=0, low_open=True)
        check_tokens(self.tokens)

    @property
    def unit(self) -> Tokens:
        """The unit :func:`green` counts in (``tokens``, word when it is ``None``)."""
        return self.tokens or "word"

    def for_corpus(self, corpus: Corpus | None) -> GreenConfig:
        """This config with ``tokens`` settled for ``corpus`` (char for Chinese, word otherwise, unless given)."""
        tokens = resolve_tokens(self.tokens, corpus) if corpus is not None else self.unit
        return replace(self, tokens=tokens)

    def signature(self) -> SignaturePairs:
        return signature_pairs(("impl", "GREEN,gec-metrics-0.1.2"), ("n", self.max_n), ("beta", f"{self.beta:g}"),
                               ("tokens", self.unit))


def _units(text: str, tokens: str) -> Sequence[str]:
    text = text.strip()
    if not text:
        return ()
    return text.split(" ") if tokens == "word" else text


def _all_ngrams(text: str, config: GreenConfig) -> list[Counter[tuple[str, ...]]]:
    """The n-gram counts of every order 1..max_n."""
    units = _units(text, config.unit)
    return [ngram_counts(units, n) for n in range(1, config.max_n + 1)]


def green_counts(s: Sequence[Counter[tuple[str, ...]]], h: Sequence[Counter[tuple[str, ...]]],
                 r: Sequence[Counter[tuple[str, ...]]]) -> np.ndarray:
    """Per-order counts ``[[tp, fp, fn] for each order]`` of one hypothesis against one reference (the
    arguments: n-gram counts per order)."""
    out = []
    for so, ho, ro in zip(s, h, r, strict=True):
        tp = fp = fn = 0
        for g in so.keys() | ho.keys() | ro.keys():
            ms, mh, mr = so.get(g, 0), ho.get(g, 0), ro.get(g, 0)
            if ms == mh == mr:  # kept by both: TK only
                tp += ms
                continue
            hi_rh = mr if mr > mh else mh
            lo_rh = mh if mr > mh else mr
            hi_sr = ms if ms > mr else mr
            hi_sh = ms if ms > mh else mh
            lo_sr = mr if ms > mr else ms
            lo_sh = mh if ms > mh else ms
            tp += ((ms - hi_rh) if ms > hi_rh else 0) + ((lo_rh - ms) if lo_rh > ms else 0) + \
                (lo_rh if lo_rh < ms else ms)
            fp += ((lo_sr - mh) if lo_sr > mh else 0) + ((mh - hi_sr) if mh > hi_sr else 0)
            fn += ((lo_sh - mr) if lo_sh > mr else 0) + ((mr - hi_sh) if mr > hi_sh else 0)
        out.append((tp, fp, fn))
    return np.array(out, dtype=np.int64)


def _geo(values: list[float]) -> float:
    if 0 in values:
        return 0.0
    return math.exp(sum(math.log(v) for v in values) / len(values))


def green_score(counts: np.ndarray, *, beta: float) -> tuple[float, float, float]:
    """``(p, r, f)`` from per-order ``[tp, fp, fn]`` counts."""
    ps = [1.0 if fp == 0 else tp / (tp + fp) for tp, fp, _ in counts.tolist()]
    rs = [1.0 if fn == 0 else tp / (tp + fn) for tp, _, fn in counts.tolist()]
    p, r = _geo(ps), _geo(rs)
    b2 = beta * beta
    f = float((1 + b2) * p * r) / (b2 * p + r) if p + r else 0.0
    return p, r, f


@dataclass(frozen=True)
class GreenResult:
    """The corpus ``p, r, f`` (``score`` is f), per-sentence rows (``ref`` chosen, ``p, r, f``, and the
    chosen reference's per-order counts ``tp_n, fp_n, fn_n``) and the config."""

    score: float
    p: float
    r: float
    sentences: pd.DataFrame
    config: GreenConfig


def green(
    *,
    sources: Sequence[str],
    hypotheses: Sequence[str],
    references: Sequence[Sequence[str]],
    config: GreenConfig = GreenConfig(),
) -> GreenResult:
    """GREEN of one system: ``references[i]`` lists the references of sentence ``i``."""
    n = len(sources)
    if len(hypotheses) != n or len(references) != n:
        raise GecInputError(f"GREEN: {n} sources, {len(hypotheses)} hypotheses and {len(references)} "
                            "reference lists must have one entry per sentence")
    total = np.zeros((config.max_n, 3), dtype=np.int64)
    rows = []
    for i, (src, hyp, refs) in enumerate(zip(sources, hypotheses, references, strict=True)):
        if not refs:
            raise GecInputError(f"GREEN: sentence {i + 1} has no reference")
        s, h = _all_ngrams(src, config), _all_ngrams(hyp, config)
        best = None
        for k, ref in enumerate(refs):
            c = green_counts(s, h, _all_ngrams(ref, config))
            sc = green_score(c, beta=config.beta)
            if best is None or best[1][2] < sc[2]:
                best = (k, sc, c)
        assert best is not None
        k, (p, r, f), c = best
        total += c
        row: dict[str, float | int] = {"ref": k, "p": p, "r": r, "f": f}
        for order in range(config.max_n):
            row.update({f"tp_{order + 1}": int(c[order, 0]), f"fp_{order + 1}": int(c[order, 1]),
                        f"fn_{order + 1}": int(c[order, 2])})
        rows.append(row)
    p, r, f = green_score(total, beta=config.beta)
    return GreenResult(f, p, r, pd.DataFrame(rows), config)


# ------------------------------------------------------------------------------ the registered metric

@register
class GreenMetric(NgramMetric):
    name = "green"
    description = ("GREEN, the n-gram F-score (Koyama et al. 2024, as gec-metrics): n-grams kept, deleted and "
                   "inserted as the reference does, geometric means of P_n and R_n, F_beta")
    languages = ("en", "zh")
    rank = 15
    Config = GreenConfig

    def _impl_signature(self, corpus: Corpus | None) -> SignaturePairs:
        return self.config.for_corpus(corpus).signature()

    def _sig(self, corpus: Corpus, rs: ReferenceSet | None, level: str) -> Signature:
        return self._ngram_signature(self._impl_signature(corpus), rs, level,
                                     "mean of sentence scores, best reference per sentence")

    def _texts(self, corpus: Corpus, rs: ReferenceSet | None, name: str) -> GreenResult:
        cfg = self.config.for_corpus(corpus)
        srcs, hyps, refs = list(corpus.sources), list(corpus.systems[name].hypotheses), references(rs)
        if corpus.language == "zh" and cfg.unit == "char":  # gecnb reads Chinese as space-separated characters
            srcs, hyps = [s.replace(" ", "") for s in srcs], [h.replace(" ", "") for h in hyps]
            refs = [[r.replace(" ", "") for r in rr] for rr in refs]
        return green(sources=srcs, hypotheses=hyps, references=refs, config=cfg)

    def _score(self, corpus: Corpus, rs: ReferenceSet | None, names: list[str], level: str) -> list[Scored]:
        out = []
        for name in names:
            res = self._texts(corpus, rs, name)
            if level == "corpus":
                values = {"p": res.p, "r": res.r, "f": res.score}
            else:
                df = res.sentences
                values = {k: float(df[k].mean()) if len(df) else 0.0 for k in ("p", "r", "f")}
            out.append(Scored(values, self._sig(corpus, rs, level)))
        return out

    def _sentences(self, corpus: Corpus, rs: ReferenceSet | None, names: list[str]) -> list[tuple[pd.DataFrame, Signature]]:
        return [(self._texts(corpus, rs, n).sentences, self._sig(corpus, rs, "sentence")) for n in names]
