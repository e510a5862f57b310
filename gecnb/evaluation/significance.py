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

__all__ = ["BOOTSTRAP_SEED", "PAIR_COLUMNS", "bootstrap_signature", "ranks", "resample"]

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
    as_frame: bool = False,
) -> tuple[dict[str, tuple[float, float]], Any]:
    """The one adapter between the report and :mod:`gecnb.meta.significance`: per system the bootstrap
    interval of its score, and each user system against every other system (two user systems once: the
    other against the baseline when one of them is the baseline, else the one named first against the other).

    The numbers are those of :func:`~gecnb.meta.significance.bootstrap_interval`,
    :func:`~gecnb.meta.significance.paired_bootstrap` and :func:`~gecnb.meta.significance.compare_systems`
    with the same ``n``, ``seed`` and ``confidence`` (``tests/test_evaluate.py`` checks it), computed with
    the public building blocks of :mod:`gecnb.meta.significance`: ONE index matrix, each system's resampled
    scores computed once, not once per pair (a ``SumAggregate``: one matrix of draw counts; a
    ``ChoiceAggregate``, CLEME2.0's corpus level: the reference choice re-run on every resample, all systems
    and samples in one vectorised pass). ``statistics=None`` (the metric
    cannot be resampled): no interval and no p-value; the rows say ``not testable (reason)``. ``samples``: the
    resampled scores of some systems under the same ``n``, ``seed`` and sentences (e.g. from a cache); the
    others are computed and added to it. ``executor``: where the shards of resamples are scored
    (:func:`~gecnb.meta.significance.resample_scores`; the same numbers, bit for bit). The pairs are a list of
    dicts, or with ``as_frame=True`` one DataFrame (columns :data:`PAIR_COLUMNS`; what :func:`gecnb.evaluate`
    uses: a user system among 300 has 299 pairs per metric, and 300 user systems 44,850).
    """
    from gecnb.meta.significance import bootstrap_indices, percentile_interval, resample_scores
    from gecnb.metrics.aggregate import ChoiceAggregate

    names = list(values)
    intervals: dict[str, tuple[float, float]] = {}
    samples = {} if samples is None else samples
    observed: dict[str, float] = {}
    if statistics is not None:
        frames = {s: statistics[s].reset_index(drop=True) for s in names}
        count = ChoiceAggregate.n_sentences if isinstance(aggregate, ChoiceAggregate) else len
        sizes = {count(f) for f in frames.values()}
        if len(sizes) != 1:
            raise ValueError(f"the systems have different numbers of sentences: {sorted(sizes)}")
        size = sizes.pop()
        todo = [s for s in names if s not in samples or len(samples[s]) != n]
        # one index matrix for every system (paired), as compare_systems draws it
        idx = bootstrap_indices(frames[names[0]], aggregate=aggregate, n=n, seed=seed)
        choice = isinstance(aggregate, ChoiceAggregate)
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
    table = _pairs(values, users=users, baseline=baseline, samples=samples if statistics is not None else None,
                   observed=observed, confidence=confidence, reason=reason)
    return intervals, (table if as_frame else table.to_dict("records"))


PAIR_COLUMNS = ["system", "other", "value", "other_value", "delta", "delta_low", "delta_high", "p_value", "wins",
                "baseline", "testable", "note"]


def _pairs(values: Mapping[str, float], *, users: Sequence[str], baseline: str | None,
           samples: Mapping[str, np.ndarray] | None, observed: Mapping[str, float], confidence: float,
           reason: str) -> pd.DataFrame:
    """Each user system against every other system (two user systems once: the other against the baseline when
    one of them is the baseline, else the one named first against the other), one row per pair, vectorised over
    the others of each user system: the numbers of :func:`~gecnb.meta.significance.percentile_interval` and
    :func:`~gecnb.meta.significance.paired_p_value` pair by pair, bit for bit (the same sorts and the same row
    means), in time linear in the pairs."""
    names = list(values)
    user_set = set(users)
    parts = []
    for k, u in enumerate(users):
        earlier = set(users[:k])
        others = [o for o in names if o != u and not (o in user_set and (u == baseline or (o != baseline and o in earlier)))]
        if not others:
            continue
        other_values = np.array([values[o] for o in others], dtype=float)
        part: dict[str, Any] = {"system": [u] * len(others), "other": others,
                                "value": np.full(len(others), values[u], dtype=float), "other_value": other_values,
                                "delta": values[u] - other_values}
        if samples is None:
            nan = np.full(len(others), math.nan)
            part.update(delta_low=nan, delta_high=nan, p_value=nan, wins=nan,
                        baseline=[o == baseline for o in others], testable=False, note=f"not testable ({reason})")
        else:
            mine = np.asarray(samples[u], dtype=float)
            theirs = np.stack([np.asarray(samples[o], dtype=float) for o in others])
            diff = mine[None, :] - theirs
            n = diff.shape[1]
            cut = math.floor(n * (1.0 - confidence) / 2.0 + 1e-9)  # percentile_interval's k
            ordered = np.sort(diff, axis=1)
            gap = np.abs(observed[u] - np.array([observed[o] for o in others], dtype=float))
            centred = np.abs(diff) - np.abs(diff).mean(axis=1, keepdims=True)
            p = np.where(gap == 0, 1.0, ((centred > gap[:, None]).sum(axis=1) + 1) / (n + 1))
            part.update(delta_low=ordered[:, cut], delta_high=ordered[:, n - cut - 1], p_value=p,
                        wins=(mine[None, :] > theirs).mean(axis=1),  # Koehn's: the share of samples u scores higher
                        baseline=[o == baseline for o in others], testable=True, note="")
        parts.append(pd.DataFrame(part, columns=PAIR_COLUMNS))
    if not parts:
        return pd.DataFrame({c: pd.Series(dtype=object if c in ("system", "other", "note") else
                                          bool if c in ("baseline", "testable") else float) for c in PAIR_COLUMNS})
    return pd.concat(parts, ignore_index=True)
