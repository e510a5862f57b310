"""Significance over sentences: paired bootstrap resampling and bootstrap intervals for any metric.

Both work on *per-sentence tables* (one row per sentence of one system, as the metrics'
``*_sentences`` functions and the protocol's ``.sentences()`` return them) and an ``aggregate`` that
turns a set of rows into the corpus score. A bootstrap sample draws as many sentences as there are,
with replacement, and re-aggregates (Koehn 2004; sacrebleu's ``--paired-bs``, re-expressed here, no
code copied):

* :func:`bootstrap_interval` — the score of one system, the mean of the resampled scores and the
  percentile interval: with ``k = floor(n * (1 - confidence) / 2)``, the ``k``-th smallest and the
  ``k``-th largest resampled score (sacrebleu's ``n // 40`` at 95%).
* :func:`paired_bootstrap` — two systems on the *same* sentences, resampled with the *same* indices.
  The p-value is sacrebleu's: the resampled absolute differences ``|a - b|`` are centred on their
  mean (the null hypothesis of no difference) and ``p = (#{centred > |observed difference|} + 1) /
  (n + 1)``. Also reported: the interval of the difference and the share of samples in which
  ``a`` scores higher (Koehn's "wins"). One deliberate difference: when the two observed scores are
  equal the p-value is 1 (sacrebleu's formula gives ``1 / (n + 1)`` there).

``aggregate`` is any ``Callable[[DataFrame], float]``, called once per sample on the resampled rows
(rows repeated as drawn). Corpus scores that are a function of column sums — M2's F0.5 from
``tp, fp, fn``, GLEU's n-gram counts, a mean — are much faster as a :class:`SumAggregate`, which
computes all samples at once from a matrix of draw counts; :func:`f_beta_aggregate` and
:func:`mean_aggregate` build the common ones.

The building blocks, for a caller that tests many pairs with one set of resamples (``gecnb.evaluate``):
:func:`bootstrap_indices` (the index matrix), :func:`resample_scores` (several systems' resampled scores,
either kind of aggregate, vectorised), :func:`percentile_interval` and :func:`paired_p_value`; they give the
numbers of the functions above.

Randomness: ``numpy.random.default_rng(seed)`` draws an ``n x N`` index matrix (``N`` sentences);
the default seed is sacrebleu's ``12345``. Same input, same seed, same numbers.

Shards and executors: the resamples are scored in shards of :data:`SHARD_RESAMPLES` consecutive rows of
that one index matrix (drawn in full by the calling process, so the indices never depend on the sharding).
``executor=`` (any :class:`concurrent.futures.Executor`: a thread or process pool, or a ``dask.distributed``
client's ``get_executor()``) scores the shards side by side; without one they are scored in turn, here. Each
shard is the same computation either way (a :class:`SumAggregate`'s tasks return column sums and the
calling process applies its ``score``; a :class:`ChoiceAggregate`'s return the shard's scores), so the
numbers are the same bit for bit with or without an executor, on any number of workers
(``tests/test_significance_executor.py``). On a process pool a plain callable ``aggregate`` must be
picklable (Dask pickles closures too).
"""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import Executor, Future
from typing import TYPE_CHECKING, Any, Literal

import numpy as np
import pandas as pd

from gecnb.metrics.aggregate import ChoiceAggregate, SumAggregate, f_beta_aggregate, mean_aggregate, numeric_columns

if TYPE_CHECKING:
    from gecnb.metrics.base import Metric

__all__ = ["SHARD_RESAMPLES", "Aggregate", "ChoiceAggregate", "SumAggregate", "bootstrap_indices",
           "bootstrap_interval", "compare_systems", "f_beta_aggregate", "mean_aggregate", "paired_bootstrap",
           "paired_p_value", "percentile_interval", "resample_scores"]

Aggregate = SumAggregate | ChoiceAggregate | Callable[[pd.DataFrame], float]


def _check(n: int, seed: int, confidence: float) -> None:
    if isinstance(n, bool) or not isinstance(n, int) or n < 1:
        raise ValueError(f"n (bootstrap samples) must be a positive int, not {n!r}")
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise ValueError(f"seed must be an int, not {seed!r}")
    if not (isinstance(confidence, float) and 0 < confidence < 1):
        raise ValueError(f"confidence must be a float in (0, 1), not {confidence!r}")


def _indices(rows: int, n: int, seed: int) -> np.ndarray:
    if rows < 1:
        raise ValueError("no sentences to resample")
    return np.random.default_rng(seed).integers(0, rows, size=(n, rows))


def _n_sentences(frame: pd.DataFrame, aggregate: Aggregate) -> int:
    """How many sentences a resample draws: rows, or sentences for one row per (sentence, candidate)."""
    return aggregate.n_sentences(frame) if isinstance(aggregate, ChoiceAggregate) else len(frame)


def bootstrap_indices(statistics: pd.DataFrame, *, aggregate: Aggregate, n: int, seed: int) -> np.ndarray:
    """The ``n x N`` sentence-index matrix every function of this module resamples with (``N``: the sentences
    of one system's ``statistics``: its rows, or its sentences when ``aggregate`` is a :class:`ChoiceAggregate`,
    one row per sentence and candidate), drawn by ``numpy.random.default_rng(seed)``."""
    return _indices(_n_sentences(statistics, aggregate), n, seed)


#: resamples (rows of the index matrix) per shard: one executor task each, or one step of the local loop
SHARD_RESAMPLES = 250


#: the most column sums (float64 values) of one shard of a :class:`SumAggregate`: 16 MiB. Systems are scored in
#: blocks that fit (one block for most metrics; one system at a time for GLEU's 5,003 columns), each shard's
#: sums turned into scores before the next is used
SUM_BLOCK_VALUES = 1 << 21
#: shards submitted to an executor and not yet used, at most (their results wait in memory)
SHARDS_IN_FLIGHT = 16


def _shard_bounds(n: int) -> list[tuple[int, int]]:
    return [(a, min(a + SHARD_RESAMPLES, n)) for a in range(0, n, SHARD_RESAMPLES)]


def _sum_shard(tables: list[np.ndarray], rows: int, idx: np.ndarray) -> tuple[list[np.ndarray], np.ndarray]:
    """One shard of a :class:`SumAggregate`: per system, the (samples x columns) column sums of the resampled
    rows, and the rows drawn per sample (plain arrays: any executor can carry them)."""
    n = idx.shape[0]
    flat = (np.arange(n)[:, None] * rows + idx).ravel()
    counts = np.bincount(flat, minlength=n * rows).reshape(n, rows).astype(float)
    return [counts @ t for t in tables], counts.sum(axis=1).astype(float)


def _choice_shard(resample: Callable[[dict[str, np.ndarray], np.ndarray, np.ndarray], np.ndarray],
                  arrays: dict[str, np.ndarray], valid: np.ndarray, idx: np.ndarray) -> np.ndarray:
    """One shard of a :class:`ChoiceAggregate`: the (systems, samples) scores of the resampled corpora."""
    return np.asarray(resample(arrays, valid, idx), dtype=float)


def _callable_shard(frame: pd.DataFrame, aggregate: Callable[[pd.DataFrame], float], idx: np.ndarray) -> np.ndarray:
    out = np.empty(idx.shape[0])
    for i, row in enumerate(idx):
        out[i] = float(aggregate(frame.iloc[row]))
    return out


def _iter_shards(fn: Callable[..., Any], head: tuple[Any, ...], idx: np.ndarray,
                 executor: Executor | None) -> Iterator[Any]:
    """``fn(*head, shard)`` for each shard of ``idx``'s rows, in order: here, or on ``executor`` with at most
    :data:`SHARDS_IN_FLIGHT` shards submitted and not yet used (their results wait in memory)."""
    shards = (np.ascontiguousarray(idx[a:b]) for a, b in _shard_bounds(idx.shape[0]))
    if executor is None:
        for sh in shards:
            yield fn(*head, sh)
        return
    pending: deque[Future[Any]] = deque()
    try:
        for sh in shards:
            pending.append(executor.submit(fn, *head, sh))
            if len(pending) >= SHARDS_IN_FLIGHT:
                yield pending.popleft().result()
        while pending:
            yield pending.popleft().result()
    except BaseException:
        for f in pending:
            f.cancel()
        raise


def _run_shards(fn: Callable[..., Any], head: tuple[Any, ...], idx: np.ndarray,
                executor: Executor | None) -> list[Any]:
    """``fn(*head, shard)`` for each shard of ``idx``'s rows, in order: here, or on ``executor``."""
    return list(_iter_shards(fn, head, idx, executor))


def resample_scores(statistics: Sequence[pd.DataFrame], *, aggregate: Aggregate, idx: np.ndarray,
                    executor: Executor | None = None) -> np.ndarray:
    """The corpus scores of several systems (their per-sentence ``statistics``, the same sentences) on the
    resampled corpora ``idx`` (:func:`bootstrap_indices`), as a (systems, n) array, the same index matrix for
    every system (paired).

    A :class:`SumAggregate` computes every sample from a matrix of draw counts (shared by the systems); a
    :class:`ChoiceAggregate` re-runs its per-sentence choice (CLEME2.0's, PT-M2's reference choice) on every
    resampled corpus, vectorised over systems and samples; any other callable is called once per sample. The
    numbers are those of :func:`bootstrap_interval`, :func:`paired_bootstrap` and :func:`compare_systems`.
    The rows of ``idx`` are scored in shards of :data:`SHARD_RESAMPLES`, on ``executor`` when given (the same
    numbers, bit for bit).
    """
    frames = list(statistics)
    idx = np.asarray(idx, dtype=np.int64)
    if idx.ndim != 2:
        raise ValueError(f"idx must be an (n, sentences) matrix, not shape {idx.shape}")
    if not frames:
        return np.empty((0, idx.shape[0]))
    if isinstance(aggregate, ChoiceAggregate):
        arrays, valid = aggregate.arrays(frames)
        parts = _run_shards(_choice_shard, (aggregate.resample, arrays, valid), idx, executor)
        return np.concatenate(parts, axis=1) if parts else np.empty((len(frames), 0))
    if isinstance(aggregate, SumAggregate):
        sizes = {len(f) for f in frames}
        if len(sizes) != 1:
            raise ValueError(f"the systems have different numbers of sentences: {sorted(sizes)}")
        rows = sizes.pop()
        out = np.empty((len(frames), idx.shape[0]))
        # the column sums of a shard are (samples x columns) per system: GLEU's 5,003 columns make that 10 MB
        # a system, so the systems go in blocks whose sums stay under SUM_BLOCK_VALUES, each block's sums
        # turned into scores before the next (the same numbers: each system's sums are its own product)
        width = max(1, len(aggregate.columns)) * min(SHARD_RESAMPLES, max(1, idx.shape[0]))
        block = max(1, SUM_BLOCK_VALUES // width)
        for first in range(0, len(frames), block):
            tables = [numeric_columns(f, aggregate.columns) for f in frames[first:first + block]]
            shards = _iter_shards(_sum_shard, (tables, rows), idx, executor)
            for (a, b), (sums, drawn) in zip(_shard_bounds(idx.shape[0]), shards, strict=True):
                for i, table in enumerate(sums):
                    named: dict[str, np.ndarray] = {c: table[:, j] for j, c in enumerate(aggregate.columns)}
                    named["_rows"] = drawn
                    out[first + i, a:b] = np.asarray(aggregate.score(named), dtype=float)
                del sums
        return out
    if not callable(aggregate):
        raise TypeError("aggregate must be a SumAggregate, a ChoiceAggregate or a callable DataFrame -> float")
    out = np.empty((len(frames), idx.shape[0]))
    for i, f in enumerate(frames):
        parts = _run_shards(_callable_shard, (f.reset_index(drop=True), aggregate), idx, executor)
        out[i] = np.concatenate(parts) if parts else np.empty(0)
    return out


def _scores(frame: pd.DataFrame, aggregate: Aggregate, idx: np.ndarray, executor: Executor | None = None) -> np.ndarray:
    return resample_scores([frame], aggregate=aggregate, idx=idx, executor=executor)[0]


def percentile_interval(scores: np.ndarray, confidence: float) -> tuple[float, float]:
    """The percentile interval of resampled scores: with ``k = floor(n * (1 - confidence) / 2)``, the
    ``k``-th smallest and the ``k``-th largest (sacrebleu's ``n // 40`` at 95%)."""
    s = np.sort(np.asarray(scores, dtype=float))
    k = math.floor(len(s) * (1.0 - confidence) / 2.0 + 1e-9)
    return float(s[k]), float(s[len(s) - k - 1])


def bootstrap_interval(
    sentences: pd.DataFrame, *, aggregate: Aggregate, n: int = 1000, seed: int = 12345, confidence: float = 0.95,
    executor: Executor | None = None,
) -> pd.DataFrame:
    """Bootstrap interval of one system's corpus score (see the module docstring; ``executor``: where the
    shards of resamples are scored, the same numbers).

    Returns one row: ``score`` (on all sentences), ``mean`` (of the resampled scores), ``low``,
    ``high``, ``sentences``, ``n``, ``seed``, ``confidence``.
    """
    _check(n, seed, confidence)
    score = float(aggregate(sentences))
    scores = _scores(sentences, aggregate, _indices(_n_sentences(sentences, aggregate), n, seed), executor)
    low, high = percentile_interval(scores, confidence)
    return pd.DataFrame(
        [{"score": score, "mean": float(scores.mean()), "low": low, "high": high,
          "sentences": len(sentences), "n": n, "seed": seed, "confidence": confidence}]
    )  # fmt: skip


def _paired(a: pd.DataFrame, b: pd.DataFrame, on: str | Sequence[str] | None) -> tuple[pd.DataFrame, pd.DataFrame]:
    if on is None:
        if len(a) != len(b):
            raise ValueError(f"the two systems have {len(a)} and {len(b)} sentences; pair them with on=")
        return a.reset_index(drop=True), b.reset_index(drop=True)
    keys = [on] if isinstance(on, str) else list(on)
    for name, frame in (("sentences_a", a), ("sentences_b", b)):
        missing = [k for k in keys if k not in frame.columns]
        if missing:
            raise ValueError(f"{name} lacks the key columns {missing}")
        if frame.duplicated(keys).any():
            raise ValueError(f"{name} has repeated keys {keys}")
    ka = a[keys].apply(tuple, axis=1)
    kb = b[keys].apply(tuple, axis=1)
    if set(ka) != set(kb):
        raise ValueError(f"the two systems are scored on different sentences ({len(set(ka) ^ set(kb))} keys differ)")
    order = pd.Series(np.arange(len(b)), index=pd.Index(kb)).loc[list(ka)].to_numpy()
    return a.reset_index(drop=True), b.iloc[order].reset_index(drop=True)


def paired_bootstrap(
    sentences_a: pd.DataFrame,
    sentences_b: pd.DataFrame,
    *,
    aggregate: Aggregate,
    n: int = 1000,
    seed: int = 12345,
    confidence: float = 0.95,
    on: str | Sequence[str] | None = None,
    executor: Executor | None = None,
) -> pd.DataFrame:
    """Paired bootstrap test between systems ``a`` and ``b`` scored on the same sentences.

    Rows are paired by position, or by the key column(s) ``on``. Returns one row: ``score_a``,
    ``score_b``, ``delta`` (= a - b), ``mean_a``, ``low_a``, ``high_a``, ``mean_b``, ``low_b``,
    ``high_b``, ``delta_low``, ``delta_high`` (interval of a - b), ``a_wins`` (share of samples with
    a > b), ``p_value`` (sacrebleu's paired-bs p-value, two-sided), ``sentences``, ``n``, ``seed``,
    ``confidence``. ``executor``: where the shards of resamples are scored (the same numbers).
    """
    _check(n, seed, confidence)
    if isinstance(aggregate, ChoiceAggregate):  # one row per (sentence, candidate): paired by `sentence`
        a, b = sentences_a.reset_index(drop=True), sentences_b.reset_index(drop=True)
    else:
        a, b = _paired(sentences_a, sentences_b, on)
    score_a, score_b = float(aggregate(a)), float(aggregate(b))
    idx = _indices(_n_sentences(a, aggregate), n, seed)
    if isinstance(aggregate, ChoiceAggregate):
        sa, sb = resample_scores([a, b], aggregate=aggregate, idx=idx, executor=executor)
    else:
        sa, sb = _scores(a, aggregate, idx, executor), _scores(b, aggregate, idx, executor)
    diff = sa - sb
    # identical scores: no evidence of a difference (sacrebleu's formula would give 1 / (n + 1))
    p = paired_p_value(sa, sb, score_a, score_b)
    low_a, high_a = percentile_interval(sa, confidence)
    low_b, high_b = percentile_interval(sb, confidence)
    d_low, d_high = percentile_interval(diff, confidence)
    return pd.DataFrame(
        [{"score_a": score_a, "score_b": score_b, "delta": score_a - score_b,
          "mean_a": float(sa.mean()), "low_a": low_a, "high_a": high_a,
          "mean_b": float(sb.mean()), "low_b": low_b, "high_b": high_b,
          "delta_low": d_low, "delta_high": d_high, "a_wins": float((diff > 0).mean()), "p_value": p,
          "sentences": len(a), "n": n, "seed": seed, "confidence": confidence}]
    )  # fmt: skip


# the bootstrap draws an n x sentences index matrix and an n x sentences count matrix: bounded memory
MAX_SAMPLES = 100_000


def paired_p_value(samples_a: np.ndarray, samples_b: np.ndarray, score_a: float, score_b: float) -> float:
    """sacrebleu's paired-bs p-value of ``a`` against ``b`` from their resampled scores (the same resamples)
    and observed scores: the resampled ``|a - b|`` centred on their mean, ``p = (#{centred > |observed
    difference|} + 1) / (n + 1)``; 1 for identical observed scores."""
    diff = np.asarray(samples_a, dtype=float) - np.asarray(samples_b, dtype=float)
    observed = abs(score_a - score_b)
    centred = np.abs(diff) - np.abs(diff).mean()
    return 1.0 if observed == 0 else (int((centred > observed).sum()) + 1) / (len(diff) + 1)


def compare_systems(
    corpus: Any,
    metric: str | Metric,
    *,
    reference_set: str | None = None,
    systems: Sequence[str] | str | None = None,
    baseline: str | None = None,
    n: int = 1000,
    seed: int = 0,
    confidence: float = 0.95,
    level: Literal["corpus", "sentence"] = "corpus",
    statistics: pd.DataFrame | None = None,
    executor: Executor | None = None,
) -> pd.DataFrame:
    """Every system of ``corpus`` against a baseline with paired bootstrap resampling, for ANY metric
    that can be resampled (its :meth:`~gecnb.metrics.base.Metric.aggregate`).

    ``metric`` is a registered name (default options) or a metric object (``gecnb.get_metric(name,
    **options)``). The per-sentence statistics of every system (:meth:`Metric.statistics`, or
    ``statistics=`` when computed already) are resampled with ONE index matrix
    (``numpy.random.default_rng(seed)``, ``n`` samples), so the systems are paired; ``baseline`` defaults
    to the first system. Where the corpus score chooses a reference per sentence from the running totals
    (CLEME2.0, PT-M2, PT-ERRANT at corpus level) the choice is re-run on every resampled corpus.

    Returns one row per system, in order: ``system``, ``metric``, ``value_column`` (the column of
    :meth:`Metric.score` the value reproduces: ``f``, ``gleu``, ``bleu``, ``score`` ...), ``value`` (that
    score on all sentences), ``mean`` (of the resampled scores), ``ci_low``, ``ci_high`` (the percentile
    interval at ``confidence``), ``p_value`` (sacrebleu's paired-bs p-value against the baseline; NaN for
    the baseline itself), ``baseline`` (bool), ``signature`` (the metric's, plus
    ``bootstrap:paired-bs,n=...,seed=...,confidence=...``), and ``score``: a deprecated copy of
    ``value`` (until gecnb 0.2; before 0.1.1 ``value`` held the column name, now ``value_column``). Bad
    ``n``/``seed``/``confidence`` or an unknown baseline are an OptionError; a metric that cannot be
    resampled says so (OptionError).

    ``executor`` (any :class:`concurrent.futures.Executor`, e.g. a ``dask.distributed`` client's
    ``get_executor()``) scores the shards of :data:`SHARD_RESAMPLES` resamples side by side; the index matrix
    is drawn here in full, so the numbers are those of the run without it, bit for bit. The statistics are
    computed here (or given).
    """
    from gecnb.metrics.base import get_metric
    from gecnb.metrics.options import OptionError, check_number

    check_number("n", n, low=1, high=MAX_SAMPLES, integer=True)
    if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
        raise OptionError(f"`seed` must be a non-negative integer; got {seed!r}")
    check_number("confidence", confidence, low=0, high=1, low_open=True, high_open=True)
    m = get_metric(metric) if isinstance(metric, str) else metric
    aggregate = m.aggregate(level=level)
    stats = (m.statistics(corpus, reference_set=reference_set, systems=systems, level=level)
             if statistics is None else statistics)
    names = list(dict.fromkeys(stats["system"]))
    base = names[0] if baseline is None else baseline
    if base not in names:
        raise OptionError(f"`baseline` {base!r} is not one of the systems scored: {', '.join(names)}")
    frames = {s: stats[stats["system"] == s].reset_index(drop=True) for s in names}
    idx = _indices(_n_sentences(frames[base], aggregate), n, seed)
    if isinstance(aggregate, ChoiceAggregate):  # all systems in one vectorised pass per shard
        batch = resample_scores(list(frames.values()), aggregate=aggregate,
                                idx=np.vstack([idx, np.arange(idx.shape[1])]), executor=executor)
        samples = {s: b[:-1] for s, b in zip(names, batch, strict=True)}
        scores = {s: float(b[-1]) for s, b in zip(names, batch, strict=True)}  # the identity resample
    else:
        samples = dict(zip(names, resample_scores(list(frames.values()), aggregate=aggregate, idx=idx,
                                                  executor=executor), strict=True))
        scores = {s: float(aggregate(f)) for s, f in frames.items()}
    sig = m.signature(corpus, reference_set=reference_set, level=level).with_pairs(
        [("bootstrap", f"paired-bs,n={n},seed={seed},confidence={confidence:g},rng=numpy-default_rng")])
    rows = []
    for s in names:
        low, high = percentile_interval(samples[s], confidence)
        p = math.nan if s == base else paired_p_value(samples[s], samples[base], scores[s], scores[base])
        rows.append({"system": s, "metric": m.name, "value_column": aggregate.name, "value": scores[s],
                     "mean": float(samples[s].mean()), "ci_low": low, "ci_high": high, "p_value": p,
                     "baseline": s == base, "signature": str(sig), "score": scores[s]})
    return pd.DataFrame(rows)
