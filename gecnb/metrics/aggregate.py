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

__all__ = ["Aggregate", "ChoiceAggregate", "SumAggregate", "distinct_candidates", "f_beta_aggregate",
           "f_score_aggregate", "first_lex_max", "mean_aggregate", "numeric_columns"]


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


@dataclass(frozen=True)
class ChoiceAggregate:
    """A corpus score whose per-sentence choice among candidates (references, annotators) depends on the
    running corpus totals (CLEME2.0's and PT-M2's corpus level), so a resample must choose again.

    The statistics are one row per (sentence, candidate): ``sentence`` (0-based), ``ref`` (the
    candidate's index) and ``columns``. ``resample(arrays, valid, idx)`` receives each column as an
    array of shape (systems, sentences, candidates) (padded with 0; ``valid`` says which entries are
    candidates) and an (n, length) matrix of sentence indices (each row one resampled corpus, in the
    order drawn) and returns the (systems, n) scores, re-running the choice on every resampled corpus
    (vectorised over systems and samples; one step per position, not one per sample). Called on a
    DataFrame, it returns the score of those rows, sentences in their order (the metric's own score).
    """

    columns: tuple[str, ...]
    resample: Callable[[dict[str, np.ndarray], np.ndarray, np.ndarray], np.ndarray]
    name: str = "choice-aggregate"

    def __post_init__(self) -> None:
        if not self.columns or not all(isinstance(c, str) for c in self.columns):
            raise ValueError("ChoiceAggregate.columns must be a non-empty tuple of column names")
        if not callable(self.resample):
            raise ValueError("ChoiceAggregate.resample must be callable")

    @staticmethod
    def n_sentences(frame: pd.DataFrame) -> int:
        """The number of sentences of one system's statistics (``sentence`` is 0-based)."""
        if "sentence" not in frame.columns:
            raise ValueError("the statistics lack the column `sentence`")
        return int(frame["sentence"].max()) + 1 if len(frame) else 0

    def arrays(self, frames: Sequence[pd.DataFrame]) -> tuple[dict[str, np.ndarray], np.ndarray]:
        """The columns of several systems' statistics (same sentences) as padded (systems, sentences,
        candidates) arrays, and the mask of real candidates."""
        if not frames:
            raise ValueError("no statistics to aggregate")
        n = {self.n_sentences(f) for f in frames}
        if len(n) != 1:
            raise ValueError(f"the systems' statistics cover different numbers of sentences: {sorted(n)}")
        n_sent = n.pop()
        pos = []
        for f in frames:
            sent = f["sentence"].to_numpy(dtype=np.int64)
            if len(sent) and ((np.diff(sent) < 0).any() or sent.min() < 0):
                raise ValueError("the statistics must be sentence-major (rows sorted by `sentence`)")
            starts = np.searchsorted(sent, np.arange(n_sent))
            pos.append((sent, np.arange(len(sent)) - starts[sent] if len(sent) else sent))
        k = max([int(p.max()) + 1 if len(p) else 1 for _, p in pos] + [1])
        valid = np.zeros((len(frames), n_sent, k), dtype=bool)
        out = {c: np.zeros((len(frames), n_sent, k)) for c in self.columns}
        for i, (f, (sent, p)) in enumerate(zip(frames, pos, strict=True)):
            values = numeric_columns(f, self.columns)
            valid[i, sent, p] = True
            for j, c in enumerate(self.columns):
                out[c][i, sent, p] = values[:, j]
        return out, valid

    def samples(self, frames: Sequence[pd.DataFrame], idx: np.ndarray) -> np.ndarray:
        """The (systems, n) scores of the resampled corpora ``idx`` (n x length sentence indices)."""
        arrays, valid = self.arrays(frames)
        return np.asarray(self.resample(arrays, valid, np.asarray(idx, dtype=np.int64)), dtype=float)

    def __call__(self, frame: pd.DataFrame) -> float:
        return float(self.samples([frame], np.arange(self.n_sentences(frame))[None, :])[0, 0])


def distinct_candidates(columns: Sequence[np.ndarray], valid: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """For a choice whose ties go to the first candidate: ``valid`` without the candidates equal in every
    column to an earlier one of the same (system, sentence) (they can never be chosen), and per sentence
    whether any system still has more than one candidate there (elsewhere the first candidate is the choice,
    with nothing to compare). ``columns``: (systems, sentences, candidates) arrays."""
    values = np.stack([np.asarray(c, dtype=np.float64) for c in columns], axis=-1)
    keep = valid.copy()
    for k in range(1, valid.shape[-1]):
        same = (values[..., :k, :] == values[..., k:k + 1, :]).all(axis=-1) & valid[..., :k]
        keep[..., k] &= ~same.any(axis=-1)
    return keep, (keep.sum(axis=-1) > 1).any(axis=0)


def first_lex_max(keys: Sequence[np.ndarray], valid: np.ndarray) -> np.ndarray:
    """Along the last axis (a few candidates): the index of the first valid candidate whose key tuple is the
    largest (lexicographic, larger is better), as a scorer's loop ``if better: best = k`` finds it. A loop
    over the candidates with elementwise comparisons (a max over a short last axis is slow in numpy);
    where no candidate is valid, 0."""
    n_cand = valid.shape[-1]
    best = np.zeros(valid.shape[:-1], dtype=np.int64)
    top = [np.asarray(k)[..., 0] for k in keys]
    have = valid[..., 0].copy()
    for c in range(1, n_cand):
        cand = [np.asarray(k)[..., c] for k in keys]
        gt = np.zeros(best.shape, dtype=bool)
        eq = np.ones(best.shape, dtype=bool)
        for a, b in zip(cand, top, strict=True):
            gt |= eq & (a > b)
            eq &= a == b
        take = valid[..., c] & (gt | ~have)
        best[take] = c
        have |= valid[..., c]
        top = [np.where(take, a, b) for a, b in zip(cand, top, strict=True)]
    return best


def running_choice(columns: Sequence[np.ndarray], valid: np.ndarray, idx: np.ndarray,
                   keys: Callable[[list[np.ndarray], list[np.ndarray]], Sequence[np.ndarray]], *,
                   running: bool = True, keep_choice: bool = False) -> tuple[list[np.ndarray], np.ndarray | None]:
    """The running reference (annotator) choice of the M2 scorer, PT-M2 and CLEME, re-run on every resampled
    corpus: the one implementation of the three scorers' bootstrap.

    ``columns``: a scorer's per-candidate statistics, each a (systems, sentences, candidates) array (padded;
    ``valid`` marks real candidates); ``idx``: (n, length) sentence indices, one resampled corpus per row, in the
    order drawn. At every position, the candidates of each (system, resample) are compared by
    ``keys(running, candidate)`` (lists of (systems, m, candidates) arrays: with ``running`` the totals so far
    plus each candidate, else the candidate's own statistics, and the candidate's own; the keys are compared
    lexicographically, larger is better, the first candidate on a tie: :func:`first_lex_max`), and the chosen
    candidate's statistics are added to the totals, in corpus order, as the scorer's loop adds them. Where no
    system has two distinct candidates the first is taken without comparing. Vectorised over systems and
    resamples: one step per position. Returns the totals (one (systems, n) array per column) and, with
    ``keep_choice``, the chosen candidate of every (system, resample, position)."""
    cols = [np.asarray(c, dtype=np.float64) for c in columns]
    n_sys, _n_sent, n_cand = cols[0].shape
    n, length = idx.shape
    valid, choose = distinct_candidates(cols, valid)
    totals = [np.zeros((n_sys, n)) for _ in cols]
    choice = np.zeros((n_sys, n, length), dtype=np.min_scalar_type(max(n_cand - 1, 0))) if keep_choice else None
    s_ix = np.arange(n_sys)[:, None]
    for t in range(length):
        j = idx[:, t]
        k = np.zeros((n_sys, n), dtype=np.int64)  # the first candidate where there is nothing to compare
        sel = np.flatnonzero(choose[j])
        if len(sel):
            js = j[sel]
            cand = [c[:, js] for c in cols]  # (S, m, K)
            run = [tot[:, sel, None] + c for tot, c in zip(totals, cand, strict=True)] if running else cand
            k[:, sel] = first_lex_max(list(keys(run, cand)), valid[:, js])
            if choice is not None:
                choice[:, :, t] = k
        for tot, c in zip(totals, cols, strict=True):
            tot += c[s_ix, j[None, :], k]
    return totals, choice


Aggregate = SumAggregate | ChoiceAggregate
"""What :meth:`gecnb.metrics.base.Metric.aggregate` returns."""
