"""CLEME (Ye et al., EMNLP 2023): chunk-level evaluation, dependent and independent, corpus and
sentence level, with length weighting. The rules are those of the official v1.0 code (see
``docs``/README for the one known difference).

Use :func:`cleme_scores` for a per-system table, :func:`cleme_chunk_categories` for the per-chunk
categories and weights, and :class:`ClemeConfig` to name a variant. Every variant is aggregated from the
same :class:`~gecnb.chunks.stats.ChunkStats`.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field, replace
from typing import Literal

import numpy as np
import pandas as pd

from gecnb.chunks.stats import ChunkStats
from gecnb.metrics.prf import accuracy, prf, rnd

Assumption = Literal["dependent", "independent"]
Level = Literal["corpus", "sentence"]
Weighting = Literal["length", "none"]
SelectBy = Literal["f", "acc"]

CATEGORIES = ("TP", "FP_ne", "FP_un", "FN", "TN")


@dataclass(frozen=True)
class WeightCurve:
    """``w(l) = clip(alpha / (1 + (alpha - 1) * exp(±(l - bias))), lo, hi)``; passes through (bias, 1)."""

    alpha: float
    lo: float
    hi: float

    def __call__(self, length: np.ndarray, bias: float, *, reverse: bool) -> np.ndarray:
        x = (length - bias) if reverse else (bias - length)
        w = self.alpha / (1.0 + (self.alpha - 1.0) * np.exp(x))
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
    def default(cls, level: Level, assumption: Assumption) -> LengthWeights:
        """The official code's defaults (they differ from the paper's Table 8 in one cell, see README)."""
        if level == "corpus":
            c = WeightCurve(2.0, 0.75, 1.25)
            return cls(c, c, c)
        tp_lo = 1.0 if assumption == "dependent" else 2.5
        return cls(WeightCurve(10.0, tp_lo, 10.0), WeightCurve(10.0, 0.25, 1.0), WeightCurve(10.0, 1.0, 1.0))

    def __str__(self) -> str:
        return f"tp={self.tp},fp={self.fp},fn={self.fn}"


@dataclass(frozen=True)
class ClemeConfig:
    """One CLEME variant. ``weights=None`` means the official defaults for the level and assumption.

    ``selection_decimals``: the official scorer compares P/R/F/Acc rounded to 4 decimals when it chooses
    a reference (corpus greedy choice and sentence-level choice); 4 reproduces its numbers, ``None``
    compares exact values. Reported values are never rounded.

    ``acc_reference`` (accuracy variants only, ``select_by="acc"``): how the reference is chosen.
    ``"acc"`` (default, the spec's rule) takes the reference that maximises accuracy; ``"f"`` takes the
    reference the F variant chooses and reports that reference's accuracy. The paper's Table 9 -acc rows
    were computed the second way: they are the ``Acc`` that the official v1.0 F scorers report alongside
    F (v1.0's dedicated accuracy scorers are not in its ``SCORERS`` registry, so they cannot be
    selected). For the independent variants there is one count per sentence and the two are the same.

    ``drop_unchanged_references``: the paper's footnote to Tables 2 and 9 ("We remove unchanged reference
    sentences for higher correlations due to low-quality annotations"), used for the cells it marks.
    A reference without any edit is left out of a sentence that has at least one reference with an edit
    (a sentence nobody corrected keeps its references), *before* the empty-reference scan — as if the
    references had been removed from the input files — so an empty reference whose only partner was
    unchanged is kept. The chunk statistics depend on it: like ``drop_empty_references`` it must match
    the :class:`~gecnb.metrics.api.PreparedCorpus` (``prepare(..., drop_unchanged_references=True)``).
    Off by default.
    """

    assumption: Assumption = "dependent"
    level: Level = "corpus"
    weighting: Weighting = "length"
    select_by: SelectBy = "f"
    beta: float = 0.5
    weights: LengthWeights | None = None
    selection_decimals: int | None = 4
    drop_empty_references: bool = True
    acc_reference: SelectBy = "acc"
    drop_unchanged_references: bool = False

    def __post_init__(self) -> None:
        for name, val, allowed in (
            ("assumption", self.assumption, ("dependent", "independent")),
            ("level", self.level, ("corpus", "sentence")),
            ("weighting", self.weighting, ("length", "none")),
            ("select_by", self.select_by, ("f", "acc")),
            ("acc_reference", self.acc_reference, ("f", "acc")),
        ):
            if val not in allowed:
                raise ValueError(f"{name} must be one of {allowed}, not {val!r}")

    @property
    def length_weights(self) -> LengthWeights:
        return self.weights or LengthWeights.default(self.level, self.assumption)

    @property
    def name(self) -> str:
        """The paper's name of the variant, e.g. ``SentCLEME-independent-acc``."""
        base = ("SentCLEME" if self.level == "sentence" else "CLEME") + f"-{self.assumption}"
        if self.select_by == "acc":
            base += "-acc"
            if self.acc_reference == "f":
                base += " (ref by F)"
        if self.weighting == "none":
            base += " (w/o LW)"
        if self.drop_unchanged_references:
            base += " (w/o unchanged refs)"
        return base

    @property
    def selects_by_f(self) -> bool:
        """Whether the reference is chosen by F (the F variants, and the accuracy variants with
        ``acc_reference="f"``)."""
        return self.select_by == "f" or self.acc_reference == "f"

    def signature(self) -> str:
        w = str(self.length_weights) if self.weighting == "length" else "none"
        return (
            f"cleme|v1.0-rules|{self.assumption}|{self.level}|select:{self.select_by}|beta:{self.beta:g}"
            f"|weights:{w}|selround:{self.selection_decimals}|drop_empty_refs:{self.drop_empty_references}"
            + (f"|acc_ref:{self.acc_reference}" if self.select_by == "acc" else "")
            + ("|drop_unchanged_refs:True" if self.drop_unchanged_references else "")
        )


# ---------------------------------------------------------------------------------------------------
# per-chunk categories and weights
# ---------------------------------------------------------------------------------------------------
def _weights(config: ClemeConfig, stats: ChunkStats, length: np.ndarray, cat: np.ndarray) -> np.ndarray:
    w = np.ones(len(length))
    if config.weighting == "none":
        return w
    lw = config.length_weights
    bias = stats.bias
    tp = cat == 0
    fp = (cat == 1) | (cat == 2)
    fn = cat == 3
    w[tp] = lw.tp(length[tp], bias, reverse=False)
    w[fp] = lw.fp(length[fp], bias, reverse=True)
    w[fn] = lw.fn(length[fn], bias, reverse=False)
    return w


def dependent_categories(stats: ChunkStats) -> np.ndarray:
    """Category code (0 TP, 1 FP_ne, 2 FP_un, 3 FN, 4 TN) of each (hypothesis chunk, reference) row."""
    hc = stats.c_changed[stats.r_row]
    m = stats.r_match
    cat = np.full(len(m), 4, dtype=np.int8)
    cat[hc & m] = 0
    cat[hc & ~m & stats.r_changed] = 1
    cat[hc & ~m & ~stats.r_changed] = 2
    cat[~hc & ~m] = 3
    return cat


def independent_categories(stats: ChunkStats) -> np.ndarray:
    """Category code of each hypothesis chunk against all references at once."""
    n = len(stats.c_sent)
    any_match = np.zeros(n, dtype=bool)
    any_changed = np.zeros(n, dtype=bool)
    n_changed = np.zeros(n, dtype=np.int64)
    np.logical_or.at(any_match, stats.r_row, stats.r_match)
    np.logical_or.at(any_changed, stats.r_row, stats.r_changed)
    np.add.at(n_changed, stats.r_row, stats.r_changed.astype(np.int64))
    n_refs = stats.n_refs[stats.c_sent]
    all_changed = (n_changed == n_refs) & (n_refs > 0)
    hc = stats.c_changed
    cat = np.full(n, 4, dtype=np.int8)
    cat[hc & any_match] = 0
    cat[hc & ~any_match & any_changed] = 1
    cat[hc & ~any_match & ~any_changed] = 2
    cat[~hc & all_changed] = 3
    return cat


def sample_counts(stats: ChunkStats, config: ClemeConfig) -> pd.DataFrame:
    """Weighted TP / FP_ne / FP_un / FN / TN per sentence and reference (dependent) or per sentence
    (independent, ``ref = -1``). Every score is aggregated from this table."""
    if config.assumption == "dependent":
        cat = dependent_categories(stats)
        length = stats.c_len[stats.r_row]
        sent = stats.c_sent[stats.r_row]
        offsets = np.concatenate([[0], np.cumsum(stats.n_refs)])
        key = offsets[sent] + stats.r_ref
        n_keys = int(offsets[-1])
        key_sent = np.repeat(np.arange(stats.n_sentences), stats.n_refs)
        key_ref = np.concatenate([np.arange(k) for k in stats.n_refs]) if n_keys else np.zeros(0, np.int64)
        key_ref_orig = np.asarray([r for idx in stats.ref_index for r in idx], dtype=np.int64)
    else:
        cat = independent_categories(stats)
        length = stats.c_len
        key = stats.c_sent
        n_keys = stats.n_sentences
        key_sent = np.arange(stats.n_sentences)
        key_ref = np.full(n_keys, -1)
        key_ref_orig = key_ref
    w = _weights(config, stats, length, cat)
    data: dict[str, np.ndarray] = {"sentence": key_sent, "ref": key_ref_orig, "ref_pos": key_ref}
    for code, name in enumerate(CATEGORIES):
        sel = cat == code
        data[name] = np.bincount(key[sel], weights=w[sel], minlength=n_keys)
        data[f"n_{name}"] = np.bincount(key[sel], minlength=n_keys)
    df = pd.DataFrame(data)
    df["FP"] = df["FP_ne"] + df["FP_un"]
    df["n_FP"] = df["n_FP_ne"] + df["n_FP_un"]
    return df


# ---------------------------------------------------------------------------------------------------
# aggregation
# ---------------------------------------------------------------------------------------------------
def _better(cand: tuple[float, ...], best: tuple[float, ...] | None) -> bool:
    return best is None or cand > best


def corpus_select(counts: pd.DataFrame, config: ClemeConfig) -> np.ndarray:
    """Greedy corpus-level reference choice; returns the chosen row of ``counts`` for each sentence.

    Sentence by sentence, the reference maximising F (or Acc, see ``ClemeConfig.acc_reference``) of the
    running totals plus its counts is chosen; ties go to higher TP, lower FP, lower FN, higher TN, then
    the first reference.
    """
    tp = counts["TP"].to_numpy()
    fp = counts["FP"].to_numpy()
    fn = counts["FN"].to_numpy()
    tn = counts["TN"].to_numpy()
    sent = counts["sentence"].to_numpy()
    d = config.selection_decimals
    chosen = []
    T = [0.0, 0.0, 0.0, 0.0]
    bounds = np.flatnonzero(np.diff(sent, prepend=-1, append=-1))
    for b0, b1 in itertools.pairwise(bounds):
        best: tuple[float, ...] | None = None
        best_row = b0
        for row in range(b0, b1):
            if config.selects_by_f:
                score = prf(T[0] + tp[row], T[1] + fp[row], T[2] + fn[row], config.beta)[2]
            else:
                score = accuracy(T[0] + tp[row], T[1] + fp[row], T[2] + fn[row], T[3] + tn[row])
            key = (rnd(score, d), tp[row], -fp[row], -fn[row], tn[row])
            if _better(key, best):
                best, best_row = key, row
        chosen.append(best_row)
        T[0] += tp[best_row]
        T[1] += fp[best_row]
        T[2] += fn[best_row]
        T[3] += tn[best_row]
    return np.asarray(chosen, dtype=np.int64)


def sentence_select(counts: pd.DataFrame, config: ClemeConfig) -> tuple[np.ndarray, pd.DataFrame]:
    """Per-sentence reference choice: by F, then P, then R, then LOWER accuracy (or by Acc alone for
    the accuracy variants); returns the chosen rows and the per-row P/R/F/Acc."""
    tp, fp, fn, tn = (counts[c].to_numpy() for c in ("TP", "FP", "FN", "TN"))
    rows = [prf(a, b, c, config.beta) for a, b, c in zip(tp, fp, fn, strict=True)]
    p = np.array([x[0] for x in rows])
    r = np.array([x[1] for x in rows])
    f = np.array([x[2] for x in rows])
    acc = np.array([accuracy(a, b, c, e) for a, b, c, e in zip(tp, fp, fn, tn, strict=True)])
    d = config.selection_decimals
    sent = counts["sentence"].to_numpy()
    bounds = np.flatnonzero(np.diff(sent, prepend=-1, append=-1))
    chosen = []
    for b0, b1 in itertools.pairwise(bounds):
        best: tuple[float, ...] | None = None
        best_row = b0
        for row in range(b0, b1):
            if config.selects_by_f:
                key = (rnd(f[row], d), rnd(p[row], d), rnd(r[row], d), -rnd(acc[row], d))
            else:
                key = (rnd(acc[row], d),)
            if _better(key, best):
                best, best_row = key, row
        chosen.append(best_row)
    per_row = pd.DataFrame({"p": p, "r": r, "f": f, "acc": acc})
    return np.asarray(chosen, dtype=np.int64), per_row


@dataclass
class ClemeResult:
    """Scores of one system for one variant, with the per-sentence choices they came from."""

    config: ClemeConfig
    tp: float
    fp: float
    fn: float
    tn: float
    p: float
    r: float
    f: float
    acc: float
    fp_ne: float = 0.0
    fp_un: float = 0.0
    sentences: pd.DataFrame = field(default_factory=pd.DataFrame, repr=False)

    def as_dict(self) -> dict[str, float]:
        return {
            "tp": self.tp, "fp": self.fp, "fn": self.fn, "tn": self.tn,
            "p": self.p, "r": self.r, "f": self.f, "acc": self.acc,
            "fp_ne": self.fp_ne, "fp_un": self.fp_un,
        }


def score_stats(stats: ChunkStats, config: ClemeConfig) -> ClemeResult:
    """Score one system's chunk statistics with one CLEME variant."""
    counts = sample_counts(stats, config)
    if config.level == "corpus":
        rows = corpus_select(counts, config)
        chosen = counts.iloc[rows].reset_index(drop=True)
        tp, fp, fn, tn = (float(chosen[c].sum()) for c in ("TP", "FP", "FN", "TN"))
        p, r, f = prf(tp, fp, fn, config.beta)
        acc = accuracy(tp, fp, fn, tn)
        per = chosen
    else:
        rows, per_row = sentence_select(counts, config)
        chosen = counts.iloc[rows].reset_index(drop=True)
        per = pd.concat([chosen, per_row.iloc[rows].reset_index(drop=True)], axis=1)
        tp, fp, fn, tn = (float(chosen[c].sum()) for c in ("TP", "FP", "FN", "TN"))
        p, r, f, acc = (float(per[c].mean()) for c in ("p", "r", "f", "acc"))
    return ClemeResult(
        config, tp, fp, fn, tn, p, r, f, acc,
        fp_ne=float(chosen["FP_ne"].sum()), fp_un=float(chosen["FP_un"].sum()), sentences=per,
    )


def paper_variants(*, accuracy_variants: bool = False) -> list[ClemeConfig]:
    """The CLEME paper's variants: (Sent)CLEME-(in)dependent, weighted; optionally the -acc ones."""
    out = [
        ClemeConfig(assumption=a, level=lv)  # type: ignore[arg-type]
        for lv in ("corpus", "sentence")
        for a in ("dependent", "independent")
    ]
    if accuracy_variants:
        out += [replace(c, select_by="acc") for c in out]
    return out


def paper_table9_accuracy_variants() -> list[ClemeConfig]:
    """The four -acc rows as the paper computed its Table 9 CoNLL-2014 column (see :class:`ClemeConfig`).

    Every -acc row is the accuracy of the reference chosen by F (``acc_reference="f"``);
    SentCLEME-independent-acc, whose CoNLL-2014 cells the paper marks with its footnote, is in addition
    scored without the unchanged references (``drop_unchanged_references=True``).
    """
    out = [replace(c, select_by="acc", acc_reference="f") for c in paper_variants()]
    return [replace(c, drop_unchanged_references=c.level == "sentence" and c.assumption == "independent") for c in out]
