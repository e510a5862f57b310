"""Intervals and paired significance tests of the report: the one adapter between :func:`gecnb.evaluate` and
:mod:`gecnb.meta.significance` (:func:`resample`), and the ranks.

Every metric of the suite is resampled with ONE index matrix per metric drawn from the seed, so the systems are
paired; each system's resampled scores are computed once, not once per pair.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, MutableMapping, Sequence
from concurrent.futures import Executor
from typing import Any

import numpy as np
import pandas as pd

__all__ = ["BOOTSTRAP_SEED", "bootstrap_signature", "ranks", "resample"]

BOOTSTRAP_SEED = 12345  # sacrebleu's paired-bs seed


def bootstrap_signature(n: int, seed: int, confidence: float) -> str:
    """How the bootstrap was drawn, as the signatures name it (where ``compare_systems`` names it)."""
    return f"paired-bs,n={n},seed={seed},confidence={confidence:g},rng=numpy-default_rng"


def ranks(values: Mapping[str, float]) -> dict[str, int]:
    """1 = best; ties share the best rank (NaN last)."""
    s = pd.Series(values, dtype=float)
    return {k: int(v) for k, v in s.rank(ascending=False, method="min", na_option="bottom").items()}


def resample(
    statistics: Mapping[str, pd.DataFrame] | None,
    aggregate: Any,
    *,
    values: Mapping[str, float],
    users: Sequence[str],
    baseline: str | None,
    n: int,
    seed: int,
    confidence: float,
    reason: str = "",
    samples: MutableMapping[str, np.ndarray] | None = None,
    executor: Executor | None = None,
    observed: MutableMapping[str, float] | None = None,
) -> tuple[dict[str, tuple[float, float]], list[dict[str, Any]]]:
    """The one adapter between the report and :mod:`gecnb.meta.significance`: per system the bootstrap
    interval of its score, and each user system against every other system
    (two user systems once: the one named first against the other).

    The numbers are those of :func:`~gecnb.meta.significance.bootstrap_interval`,
    :func:`~gecnb.meta.significance.paired_bootstrap` and :func:`~gecnb.meta.significance.compare_systems`
    with the same ``n``, ``seed`` and ``confidence`` (``tests/test_evaluate.py`` checks it), computed with
    the public building blocks of :mod:`gecnb.meta.significance`: ONE index matrix, each system's resampled
    scores computed once, not once per pair (a ``SumAggregate``: one matrix of draw counts; a
    ``ChoiceAggregate``, CLEME2.0's corpus level: the reference choice re-run on every resample, all systems
    and samples in one vectorised pass). ``statistics=None`` (the metric
    cannot be resampled): no interval and no p-value; the rows say ``not testable (reason)``. ``samples``: the
    resampled scores of some systems under the same ``n``, ``seed`` and sentences (e.g. from a cache); the
    others are computed and added to it. ``observed``: likewise each system's score of its own statistics
    (what the p-value compares with). A system with both is not resampled and its statistics are not read
    (``statistics`` may be a mapping that reads them when asked, :class:`gecnb.evaluation.suite.Statistics`).
    ``executor``: where the shards of resamples are scored (:func:`~gecnb.meta.significance.resample_scores`;
    the same numbers, bit for bit).
    """
    from gecnb.meta.significance import bootstrap_indices, paired_p_value, percentile_interval, resample_scores
    from gecnb.metrics.aggregate import ChoiceAggregate

    names = list(values)
    intervals: dict[str, tuple[float, float]] = {}
    rows: list[dict[str, Any]] = []
    samples = {} if samples is None else samples
    observed = {} if observed is None else observed
    if statistics is not None:
        todo = [s for s in names if s not in samples or len(samples[s]) != n]
        for s in todo:  # a system resampled now gets its observed score with its samples
            observed.pop(s, None)
        need = [s for s in names if s in todo or s not in observed]
        # only the statistics of the systems computed now are read
        frames = {s: statistics[s].reset_index(drop=True) for s in need}
        count = ChoiceAggregate.n_sentences if isinstance(aggregate, ChoiceAggregate) else len
        sizes = {count(f) for f in frames.values()}
        if len(sizes) > 1:
            raise ValueError(f"the systems have different numbers of sentences: {sorted(sizes)}")
        choice = isinstance(aggregate, ChoiceAggregate)
        if need:
            size = sizes.pop()
            # one index matrix for every system (paired), as compare_systems draws it
            idx = bootstrap_indices(frames[need[0]], aggregate=aggregate, n=n, seed=seed)
            if choice:  # the identity resample as a last row: the observed scores in the same vectorised pass
                idx = np.vstack([idx, np.arange(size)])
            if todo:
                got = resample_scores([frames[s] for s in todo], aggregate=aggregate, idx=idx, executor=executor)
                for s, g in zip(todo, got, strict=True):
                    samples[s] = g[:-1] if choice else g
                    if choice:
                        observed[s] = float(g[-1])
            rest = [s for s in names if s not in observed]
            if choice and rest:
                got = resample_scores([frames[s] for s in rest], aggregate=aggregate, idx=idx[-1:], executor=executor)
                observed.update({s: float(g[0]) for s, g in zip(rest, got, strict=True)})
            observed.update({s: float(aggregate(frames[s])) for s in names if s not in observed})
        for s in names:
            intervals[s] = percentile_interval(samples[s], confidence)
    for k, u in enumerate(users):
        for o in names:
            if o == u or o in users[:k]:  # two user systems are compared once (the first named against the other)
                continue
            row: dict[str, Any] = {"system": u, "other": o, "value": values[u], "other_value": values[o],
                                   "delta": values[u] - values[o], "delta_low": math.nan, "delta_high": math.nan,
                                   "p_value": math.nan, "wins": math.nan, "baseline": o == baseline}
            if statistics is None:
                row.update(testable=False, note=f"not testable ({reason})")
            else:
                low, high = percentile_interval(samples[u] - samples[o], confidence)
                p = paired_p_value(samples[u], samples[o], observed[u], observed[o])
                wins = float((samples[u] > samples[o]).mean())  # Koehn's: the share of samples u scores higher
                row.update(delta_low=low, delta_high=high, p_value=p, wins=wins, testable=True, note="")
            rows.append(row)
    return intervals, rows
