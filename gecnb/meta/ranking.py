"""System rankings from pairwise human judgments: Expected Wins, TrueSkill, rank ranges and clusters.

The procedure is the one of WMT 2014 (Bojar et al. 2014) as implemented by Sakaguchi, Post & Van
Durme (2014, ``keisks/wmt-trueskill``) and used by Grundkiewicz et al. (2015, GJG15 Table 3, via
``grammatical/evaluation``'s ``Makefile``) and Sakaguchi et al. (2016, Table 5 and Figure 6). It is
re-expressed here from those descriptions and scripts; no code is copied.

TrueSkill (:func:`trueskill_runs`), one run:

* parameters (:class:`TrueSkillConfig`): prior ``mu = 0``, ``sigma = 0.5``, dynamics ``tau = 0``,
  draw probability ``0.25``, and ``beta = sigma * M / 40`` where ``M`` is the number of matches of the
  run, by default the number of pairwise judgments + 1 (``infer_TS.py -n 2 -d 0``);
* every ranking becomes all its pairwise judgments, ties included (:mod:`gecnb.meta.judgments`);
* ``M`` matches are played one after another, each a 1-vs-1 TrueSkill update: the first system is the
  one with the largest ``sigma`` (ties: the last name in code point order), its opponent is drawn
  with probability proportional to ``exp(-|mu_a - mu_b|)``, and the outcome is one judgment of that
  pair drawn uniformly at random (with replacement) from the data. A pair that was never judged is
  never chosen (the original scripts would crash on it).
* ``runs`` such runs (GJG15: 1,000; Sakaguchi et al. published 100) give each system ``runs`` values
  of ``mu``; the score is their mean.

The update is TrueSkill's exact two-player update (Herbrich et al. 2006), vectorised over the runs
with numpy (``engine="numpy"``, the default). ``engine="trueskill"`` plays the same matches through
the ``trueskill`` package's ``rate`` (with its ``scipy`` backend), one run at a time, 25-100 times
slower (``benchmarks/bench_trueskill.py``); the tests check that both give the same numbers (1e-15).
Run ``k`` draws its random numbers from ``numpy.random.default_rng([seed, k])``: the runs are
reproducible from the seed and independent of each other, but are not the authors' (Python 2
``random``) draws, so single runs differ; means, ranges and clusters agree (``docs/human-rankings.md``).
1,000 runs of each bundled judgment set (seed 0) ship in ``datasets/rankings/``;
:func:`rank_judgments` reads them when it can.

Expected Wins (:func:`expected_wins_runs`): Bojar et al. 2013, as :func:`gecnb.meta.human.expected_wins`;
its bootstrap (GJG15's ``EW.py``) resamples the pairwise judgments with replacement, as many as there
are, and recomputes Expected Wins on each sample.

Rank ranges and clusters (:func:`rank_clusters`, the logic of ``wmt-trueskill``'s ``eval/cluster.py
-by-rank``, Koehn 2012): in every run the systems are ranked by score; a system's rank range is the
central ``confidence`` share of its sorted ranks (``a = ceil((n - n*confidence)/2)`` runs cut from each
end). Systems are ordered by score, and a cluster ends after a system when the worst rank of its range
is better than the best rank of every system below it.

:func:`rank_systems` puts this together: one row per system with ``system, score, rank, rank_range,
cluster`` (what ``gecnb rank --format json`` prints).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

import numpy as np
import pandas as pd

from gecnb.meta.judgments import check_judgments
from gecnb.metrics.options import MAX_RUNS, check_magnitude, check_number

Engine = Literal["numpy", "trueskill"]
Method = Literal["ew", "ts"]


@dataclass(frozen=True)
class TrueSkillConfig:
    """TrueSkill settings of WMT 2014 / Sakaguchi et al. 2014 (``infer_TS.py``), the defaults.

    ``beta = sigma * matches * beta_per_match`` (WMT: ``sigma * M / 40``); ``matches=None`` plays as
    many matches as there are pairwise judgments + 1 (``-d 0``).
    """

    mu: float = 0.0
    sigma: float = 0.5
    tau: float = 0.0
    draw_probability: float = 0.25
    beta_per_match: float = 1.0 / 40.0
    matches: int | None = None
    engine: Engine = "numpy"

    def __post_init__(self) -> None:
        for name in ("mu", "sigma", "tau", "draw_probability", "beta_per_match"):
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
                raise ValueError(f"TrueSkillConfig.{name} must be a finite number, not {value!r}")
            check_magnitude(f"TrueSkillConfig.{name}", value)  # sigma**2 and beta**2 must not overflow
        if self.sigma <= 0:
            raise ValueError(f"TrueSkillConfig.sigma must be > 0, not {self.sigma}")
        if self.tau < 0:
            raise ValueError(f"TrueSkillConfig.tau must be >= 0, not {self.tau}")
        if not 0 <= self.draw_probability < 1:
            raise ValueError(f"TrueSkillConfig.draw_probability must be in [0, 1), not {self.draw_probability}")
        if self.beta_per_match <= 0:
            raise ValueError(f"TrueSkillConfig.beta_per_match must be > 0, not {self.beta_per_match}")
        if self.matches is not None and (isinstance(self.matches, bool) or not isinstance(self.matches, int) or self.matches < 1):
            raise ValueError(f"TrueSkillConfig.matches must be a positive int or None, not {self.matches!r}")
        if self.engine not in ("numpy", "trueskill"):
            raise ValueError(f"TrueSkillConfig.engine must be 'numpy' or 'trueskill', not {self.engine!r}")

    def signature(self) -> str:
        matches = "judgments+1" if self.matches is None else str(self.matches)
        return (
            f"trueskill|wmt14|mu:{self.mu:g}|sigma:{self.sigma:g}|tau:{self.tau:g}|draw:{self.draw_probability:g}"
            f"|beta:sigma*matches*{self.beta_per_match:g}|matches:{matches}|pick:max-sigma,exp(-|dmu|)"
            "|obs:uniform-with-replacement|rng:numpy-pcg64"
        )

    def beta(self, matches: int) -> float:
        return self.sigma * matches * self.beta_per_match


# ---------------------------------------------------------------------------------------------------
# judgments -> per-pair outcome counts


@dataclass(frozen=True)
class _PairCounts:
    systems: list[str]
    lo: np.ndarray  # (P,) index of the first system of each judged pair
    hi: np.ndarray  # (P,) index of the second
    lo_wins: np.ndarray  # (P,) judgments where lo was better
    ties: np.ndarray
    hi_wins: np.ndarray
    n_judgments: int


def _pair_counts(judgments: pd.DataFrame) -> _PairCounts:
    check_judgments(judgments)
    systems = sorted(set(judgments["system_a"]) | set(judgments["system_b"]))
    if len(systems) < 2:
        raise ValueError("judgments name fewer than 2 systems")
    index = {s: i for i, s in enumerate(systems)}
    a = judgments["system_a"].map(index).to_numpy()
    b = judgments["system_b"].map(index).to_numpy()
    o = judgments["outcome"].to_numpy()
    lo, hi = np.minimum(a, b), np.maximum(a, b)
    lo_better = np.where(a < b, o, -o)  # outcome from the viewpoint of the lower index
    key = lo * len(systems) + hi
    keys, inv = np.unique(key, return_inverse=True)
    counts = np.zeros((len(keys), 3), dtype=np.int64)
    np.add.at(counts, (inv, lo_better + 1), 1)  # columns: hi wins, tie, lo wins
    return _PairCounts(
        systems=systems,
        lo=keys // len(systems),
        hi=keys % len(systems),
        lo_wins=counts[:, 2],
        ties=counts[:, 1],
        hi_wins=counts[:, 0],
        n_judgments=len(judgments),
    )


# ---------------------------------------------------------------------------------------------------
# TrueSkill


_LOG_SQRT_2PI = 0.5 * math.log(2.0 * math.pi)


def _update_numpy(
    mu: np.ndarray, var: np.ndarray, flat_lo: np.ndarray, flat_hi: np.ndarray, res: np.ndarray,
    beta: float, draw_margin: float, tau: float,
) -> None:  # fmt: skip
    """One 1-vs-1 TrueSkill match per run between the flat positions ``flat_lo`` and ``flat_hi`` of
    ``mu``/``var`` (rows = runs): ``res`` 1 = lo won, -1 = hi won, 0 = draw.

    TrueSkill's exact two-player update (Herbrich et al. 2006; the ``trueskill`` package's
    ``v_win``/``w_win``/``v_draw``/``w_draw`` with ``draw_margin = ppf((p+1)/2) * sqrt(2) * beta``).
    """
    from scipy.special import log_ndtr, ndtr

    m, v2 = mu.reshape(-1), var.reshape(-1)
    var_lo = v2[flat_lo] + tau * tau
    var_hi = v2[flat_hi] + tau * tau
    c2 = var_lo + var_hi + 2.0 * beta * beta
    c = np.sqrt(c2)
    d = (m[flat_lo] - m[flat_hi]) / c
    eps = draw_margin / c
    sign = np.where(res < 0, -1.0, 1.0)
    # win (of lo if sign = 1, of hi if sign = -1): x = t - eps with t the winner's mean advantage
    x = sign * d - eps
    v_win = np.exp(-0.5 * x * x - _LOG_SQRT_2PI - log_ndtr(x))
    w_win = v_win * (v_win + x)
    # draw
    ad = np.abs(d)
    a, b = eps - ad, -eps - ad
    pdf_a = np.exp(-0.5 * a * a - _LOG_SQRT_2PI)
    pdf_b = np.exp(-0.5 * b * b - _LOG_SQRT_2PI)
    denom = ndtr(a) - ndtr(b)
    v_draw = (pdf_b - pdf_a) / denom
    w_draw = v_draw * v_draw + (a * pdf_a - b * pdf_b) / denom
    draw = res == 0
    v = np.where(draw, np.where(d < 0, -v_draw, v_draw), sign * v_win)
    w = np.where(draw, w_draw, w_win)
    m[flat_lo] += var_lo / c * v
    m[flat_hi] -= var_hi / c * v
    v2[flat_lo] = var_lo * (1.0 - var_lo / c2 * w)
    v2[flat_hi] = var_hi * (1.0 - var_hi / c2 * w)


def _update_trueskill(
    mu: np.ndarray, var: np.ndarray, lane: np.ndarray, lo: np.ndarray, hi: np.ndarray, res: np.ndarray,
    env: object,
) -> None:  # fmt: skip
    """The same match through the ``trueskill`` package's ``rate`` (one run at a time)."""
    for r, i, j, o in zip(lane.tolist(), lo.tolist(), hi.tolist(), res.tolist(), strict=True):
        ri = env.create_rating(mu=mu[r, i], sigma=math.sqrt(var[r, i]))  # type: ignore[attr-defined]
        rj = env.create_rating(mu=mu[r, j], sigma=math.sqrt(var[r, j]))  # type: ignore[attr-defined]
        ranks = [0, 1] if o > 0 else ([1, 0] if o < 0 else [0, 0])
        (ni,), (nj,) = env.rate([[ri], [rj]], ranks=ranks)  # type: ignore[attr-defined]
        mu[r, i], var[r, i] = ni.mu, ni.sigma**2
        mu[r, j], var[r, j] = nj.mu, nj.sigma**2


def trueskill_runs(
    judgments: pd.DataFrame,
    *,
    runs: int = 100,
    seed: int = 0,
    first_run: int = 0,
    config: TrueSkillConfig | None = None,
    progress: bool | None = None,
) -> pd.DataFrame:
    """``runs`` TrueSkill runs over ``judgments`` (tidy pairwise table), the WMT 2014 procedure.

    Returns one row per run and system: ``run``, ``system``, ``mu``, ``sigma``. Deterministic for a
    given ``seed``: run ``k`` draws its random numbers from ``numpy.random.default_rng([seed, k])``, so
    runs ``first_run .. first_run + runs - 1`` are the same whether computed alone or with others.
    See the module docstring for the procedure and :class:`TrueSkillConfig`.
    ``df.attrs`` records ``signature``, ``seed``, ``matches`` and ``judgments``.
    """
    config = config or TrueSkillConfig()
    if isinstance(runs, bool) or not isinstance(runs, int) or runs < 1:
        raise ValueError(f"runs must be a positive int, not {runs!r}")
    check_number("runs", runs, low=1, high=MAX_RUNS, integer=True)  # before anything is allocated
    if isinstance(first_run, bool) or not isinstance(first_run, int) or first_run < 0:
        raise ValueError(f"first_run must be an int >= 0, not {first_run!r}")
    pc = _pair_counts(judgments)
    n_sys = len(pc.systems)
    matches = config.matches if config.matches is not None else pc.n_judgments + 1
    beta = config.beta(matches)
    from scipy.special import ndtri

    draw_margin = float(ndtri((config.draw_probability + 1.0) / 2.0)) * math.sqrt(2.0) * beta
    judged = np.zeros((n_sys, n_sys), dtype=bool)
    judged[pc.lo, pc.hi] = judged[pc.hi, pc.lo] = True
    lonely = [pc.systems[i] for i in range(n_sys) if not judged[i].any()]
    if lonely:
        raise ValueError(f"systems never compared with another: {lonely}")
    pair_of = np.full((n_sys, n_sys), -1, dtype=np.int64)
    pair_of[pc.lo, pc.hi] = pair_of[pc.hi, pc.lo] = np.arange(len(pc.lo))
    total = (pc.lo_wins + pc.ties + pc.hi_wins).astype(float)
    p_lo = pc.lo_wins / total
    p_lo_or_tie = (pc.lo_wins + pc.ties) / total

    # one random stream per run (numpy.random.default_rng([seed, run])), drawn in blocks: run k is the
    # same whatever the number of runs computed with it
    rngs = [np.random.default_rng([seed, first_run + k]) for k in range(runs)]
    mu = np.full((runs, n_sys), float(config.mu))
    var = np.full((runs, n_sys), float(config.sigma) ** 2)
    lane = np.arange(runs)
    base = lane * n_sys
    all_judged = bool(judged[~np.eye(n_sys, dtype=bool)].all())
    env = None
    if config.engine == "trueskill":
        import trueskill

        env = trueskill.TrueSkill(
            mu=config.mu, sigma=config.sigma, beta=beta, tau=config.tau,
            draw_probability=config.draw_probability, backend="scipy",
        )  # fmt: skip
    from gecnb._progress import progress as bar_for

    block = 2048
    with bar_for(total=matches, desc="TrueSkill", unit="match", enabled=progress, min_total=20000) as bar:
        for start in range(0, matches, block):
            size = min(block, matches - start)
            draws = np.stack([g.random((size, 2)) for g in rngs], axis=1)  # (size, runs, 2)
            for m in range(size):
                # the most uncertain system (ties: the last name), then an opponent near it in mu
                a = n_sys - 1 - np.argmax(var[:, ::-1], axis=1)
                weight = np.exp(-np.abs(mu - mu[lane, a][:, None]))
                if all_judged:
                    weight[lane, a] = 0.0
                else:
                    weight *= judged[a]
                cum = np.cumsum(weight, axis=1)
                u = draws[m, :, 0] * cum[:, -1]
                b = np.minimum((cum <= u[:, None]).sum(axis=1), n_sys - 1)
                p = pair_of[a, b]
                x = draws[m, :, 1]
                res = np.where(x < p_lo[p], 1, np.where(x < p_lo_or_tie[p], 0, -1))
                if env is None:
                    _update_numpy(mu, var, base + pc.lo[p], base + pc.hi[p], res, beta, draw_margin, config.tau)
                else:
                    _update_trueskill(mu, var, lane, pc.lo[p], pc.hi[p], res, env)
            bar.update(size)
    df = pd.DataFrame(
        {
            "run": np.repeat(np.arange(first_run, first_run + runs), n_sys),
            "system": np.tile(np.array(pc.systems, dtype=object), runs),
            "mu": mu.ravel(),
            "sigma": np.sqrt(var).ravel(),
        }
    )
    df.attrs.update(
        signature=config.signature(), seed=seed, matches=matches, judgments=judgments.attrs.get("source", "<table>")
    )
    return df


# ---------------------------------------------------------------------------------------------------
# Expected Wins


def _expected_wins(wins: np.ndarray) -> np.ndarray:
    """EW per system from wins[..., i, j] (last two axes), undecided pairs counting 0."""
    decided = wins + np.swapaxes(wins, -1, -2)
    share = np.divide(wins, decided, out=np.zeros(wins.shape), where=decided > 0)
    return share.sum(axis=-1) / (wins.shape[-1] - 1)


def expected_wins_runs(judgments: pd.DataFrame, *, runs: int = 1000, seed: int = 0) -> pd.DataFrame:
    """Expected Wins on ``runs`` bootstrap samples of the pairwise judgments (GJG15's ``EW.py``).

    Each sample draws as many judgments as there are, with replacement (ties are drawn too and count
    for nothing, as in the original). Returns ``run``, ``system``, ``ew``; ``runs=0`` is not allowed
    (use :func:`expected_wins_table` for the plain value).
    """
    if isinstance(runs, bool) or not isinstance(runs, int) or runs < 1:
        raise ValueError(f"runs must be a positive int, not {runs!r}")
    check_number("runs", runs, low=1, high=MAX_RUNS, integer=True)  # before anything is allocated
    pc = _pair_counts(judgments)
    n_sys = len(pc.systems)
    probs = np.concatenate([pc.lo_wins, pc.ties, pc.hi_wins]) / pc.n_judgments
    rng = np.random.default_rng(seed)
    counts = rng.multinomial(pc.n_judgments, probs, size=runs)
    n_pairs = len(pc.lo)
    wins = np.zeros((runs, n_sys, n_sys))
    wins[:, pc.lo, pc.hi] = counts[:, :n_pairs]
    wins[:, pc.hi, pc.lo] = counts[:, 2 * n_pairs :]
    ew = _expected_wins(wins)
    df = pd.DataFrame(
        {"run": np.repeat(np.arange(runs), n_sys), "system": np.tile(np.array(pc.systems, dtype=object), runs), "ew": ew.ravel()}
    )
    df.attrs.update(seed=seed, judgments=judgments.attrs.get("source", "<table>"))
    return df


def expected_wins_table(judgments: pd.DataFrame) -> pd.DataFrame:
    """Expected Wins of every system on all judgments: ``system``, ``ew``, best first."""
    pc = _pair_counts(judgments)
    n_sys = len(pc.systems)
    wins = np.zeros((n_sys, n_sys))
    wins[pc.lo, pc.hi] = pc.lo_wins
    wins[pc.hi, pc.lo] = pc.hi_wins
    df = pd.DataFrame({"system": pc.systems, "ew": _expected_wins(wins)})
    return df.sort_values(["ew", "system"], ascending=[False, True], ignore_index=True)


# ---------------------------------------------------------------------------------------------------
# ranges and clusters


def comparison_groups(judgments: pd.DataFrame) -> dict[str, int]:
    """The connected groups of systems in ``judgments``: two systems are in one group when a chain of
    judged pairs links them. Returns ``{system: group}`` (groups numbered 0, 1, ... by their first
    system in name order); one group when every system is related to every other."""
    pc = _pair_counts(judgments)
    parent = list(range(len(pc.systems)))

    def find(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    for a, b in zip(pc.lo.tolist(), pc.hi.tolist(), strict=True):
        ra, rb = find(a), find(b)
        if ra != rb:
            parent[max(ra, rb)] = min(ra, rb)
    roots: dict[int, int] = {}
    return {s: roots.setdefault(find(i), len(roots)) for i, s in enumerate(pc.systems)}


def _warn_groups(groups: dict[str, int]) -> None:
    if len(set(groups.values())) > 1:
        import warnings

        from gecnb.data.errors import GecInputWarning

        parts = [sorted(s for s, g in groups.items() if g == k) for k in sorted(set(groups.values()))]
        shown = " | ".join(", ".join(p) for p in parts)
        warnings.warn(f"the judgments compare the systems in {len(parts)} separate groups ({shown}): no judgment "
                      "relates systems of different groups, so each system's rank range spans the systems of the "
                      "other groups", GecInputWarning, stacklevel=3)


def rank_clusters(
    runs: pd.DataFrame, *, value: str, score: pd.Series | None = None, confidence: float = 0.95,
    groups: dict[str, int] | None = None,
) -> pd.DataFrame:
    """Rank ranges and significance clusters from many runs (``run``, ``system``, ``value`` columns).

    ``score`` (indexed by system) orders the systems; by default the mean of ``value`` over the runs.
    Returns, best first: ``system``, ``score``, ``rank`` (1 + the number of systems with a higher
    score: tied scores share a rank), ``range_lo``, ``range_hi``, ``rank_range`` (``"2-4"``, or ``"1"``
    when both ends agree) and ``cluster`` (1 = best).

    In each run a system may take any rank from 1 + the systems with a higher value to the systems
    with a value at least as high: systems tied in a run span the ranks they share (no order by name
    separates them). ``groups`` (``{system: group}``, :func:`comparison_groups`) marks systems that no
    judgment relates: a system is only ordered against its own group, and the systems of the other
    groups may be above or below it (they widen its range).
    """
    if not 0 < confidence < 1 or not math.isfinite(confidence):
        raise ValueError(f"confidence must be in (0, 1), not {confidence!r}")
    for col in ("run", "system", value):
        if col not in runs.columns:
            raise ValueError(f"runs lack the column {col!r}")
    wide = runs.pivot(index="run", columns="system", values=value)
    if wide.isna().any().any():
        raise ValueError("every run must score every system")
    systems = list(wide.columns)
    vals = wide.to_numpy(dtype=float)
    n_runs, n_sys = vals.shape
    group = np.array([0 if groups is None else groups.get(s, -1 - i) for i, s in enumerate(systems)])
    # the best and worst rank of each system in each run: ties span their ranks, other groups widen them
    best = np.empty((n_runs, n_sys), dtype=np.int64)
    worst = np.empty((n_runs, n_sys), dtype=np.int64)
    for i in range(n_sys):
        same = group == group[i]
        mine = vals[:, i : i + 1]
        best[:, i] = 1 + (vals[:, same] > mine).sum(axis=1)
        worst[:, i] = (vals[:, same] >= mine).sum(axis=1) + int((~same).sum())
    best.sort(axis=0)
    worst.sort(axis=0)
    cut = math.ceil((n_runs - n_runs * confidence) / 2.0)
    keep = slice(cut, n_runs - cut) if cut > 0 and n_runs - 2 * cut > 0 else slice(0, n_runs)
    lo, hi = best[keep].min(axis=0), worst[keep].max(axis=0)
    if score is None:
        sc = pd.Series(vals.mean(axis=0), index=systems)
        spread = pd.Series(vals.std(axis=0), index=systems)
    else:
        sc = score.reindex(systems)
        if sc.isna().any():
            raise ValueError(f"score lacks systems: {sorted(sc[sc.isna()].index)}")
        spread = pd.Series(0.0, index=systems)
    table = pd.DataFrame(
        {"system": systems, "score": sc.to_numpy(float), "spread": spread.to_numpy(float), "range_lo": lo, "range_hi": hi}
    )
    table = table.sort_values(["score", "spread", "system"], ascending=False, ignore_index=True)
    sc_sorted = table["score"].to_numpy(float)
    table["rank"] = 1 + (sc_sorted[None, :] > sc_sorted[:, None]).sum(axis=1)  # tied scores share a rank
    clusters, cluster = [], 1
    mins = table["range_lo"].to_numpy()
    maxs = table["range_hi"].to_numpy()
    for i in range(n_sys):
        clusters.append(cluster)
        if i < n_sys - 1 and maxs[i] < mins[i + 1 :].min():
            cluster += 1
    table["cluster"] = clusters
    table["rank_range"] = [f"{a}" if a == b else f"{a}-{b}" for a, b in zip(table["range_lo"], table["range_hi"], strict=True)]
    table["range_lo"] = table["range_lo"].astype("int64")
    table["range_hi"] = table["range_hi"].astype("int64")
    return table[["system", "score", "rank", "rank_range", "range_lo", "range_hi", "cluster"]]


def rank_systems(
    judgments: pd.DataFrame,
    *,
    method: Method = "ts",
    bootstrap: int = 100,
    seed: int = 0,
    confidence: float = 0.95,
    config: TrueSkillConfig | None = None,
    progress: bool | None = None,
) -> pd.DataFrame:
    """Rank the systems of ``judgments`` (a :mod:`gecnb.meta.judgments` table) as the papers do.

    ``method="ts"``: ``bootstrap`` TrueSkill runs (:func:`trueskill_runs`); score = mean ``mu``.
    ``method="ew"``: score = Expected Wins on all judgments; ranges from ``bootstrap`` resamples
    (:func:`expected_wins_runs`). Rank ranges and clusters at ``confidence`` (:func:`rank_clusters`).
    Returns one row per system, best first: ``system, score, rank, rank_range, range_lo, range_hi,
    cluster``; ``df.attrs`` records method, runs, seed and (for TrueSkill) the configuration signature.
    """
    if method not in ("ew", "ts"):
        raise ValueError(f"method must be 'ew' or 'ts', not {method!r}")
    if method == "ew" and config is not None:
        raise ValueError("config is a TrueSkill setting; Expected Wins takes none")
    if isinstance(bootstrap, bool) or not isinstance(bootstrap, int) or bootstrap < 1:
        raise ValueError(f"bootstrap must be a positive int (number of runs), not {bootstrap!r}")
    check_number("bootstrap", bootstrap, low=1, high=MAX_RUNS, integer=True)
    if method == "ts":
        if config is not None and not isinstance(config, TrueSkillConfig):
            raise TypeError("config must be a TrueSkillConfig")
        groups = comparison_groups(judgments)
        _warn_groups(groups)
        runs = trueskill_runs(judgments, runs=bootstrap, seed=seed, config=config, progress=progress)
        table = rank_clusters(runs, value="mu", confidence=confidence, groups=groups)
        attrs = {"signature": runs.attrs["signature"]}
    else:
        groups = comparison_groups(judgments)
        _warn_groups(groups)
        runs = expected_wins_runs(judgments, runs=bootstrap, seed=seed)
        ew = expected_wins_table(judgments).set_index("system")["ew"]
        table = rank_clusters(runs, value="ew", score=ew, confidence=confidence, groups=groups)
        attrs = {"signature": "expected-wins|bojar2013|bootstrap:judgments-with-replacement|rng:numpy-pcg64"}
    table.attrs.update(attrs, method=method, runs=bootstrap, seed=seed, confidence=confidence,
                       judgments=judgments.attrs.get("source", "<table>"))  # fmt: skip
    return table


# ---------------------------------------------------------------------------------------------------
# cached runs (files written by gecnb: scripts/build_rankings.py)


def save_runs(runs: pd.DataFrame, path: str | Path) -> None:
    """Write TrueSkill runs (:func:`trueskill_runs`) as TSV with ``# key: value`` header lines from ``attrs``."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    head = "".join(f"# {k}: {runs.attrs[k]}\n" for k in ("judgments", "signature", "seed", "matches") if k in runs.attrs)
    body = runs[["run", "system", "mu", "sigma"]].to_csv(sep="\t", index=False, float_format="%.17g", lineterminator="\n")
    from gecnb.data.cachefile import atomic_write, update_manifest

    atomic_write(path, head + body, what="TrueSkill runs")
    update_manifest(path)  # a shipped file (under gecnb/datasets): its MANIFEST.sha256 line


def load_runs(path: str | Path) -> pd.DataFrame:
    """Read a file of :func:`save_runs`; ``attrs`` get the header values (``seed`` and ``matches`` as int)."""
    from gecnb.data.errors import GecInputError

    path = Path(path)
    attrs: dict[str, object] = {}
    lines = path.read_text(encoding="utf-8").split("\n")
    n_head = 0
    for n_head, line in enumerate(lines):
        if not line.startswith("# "):
            break
        key, sep, value = line[2:].partition(": ")
        if not sep:
            raise GecInputError(f"header line is not '# key: value': {line!r}", file=path, line=n_head + 1)
        attrs[key] = int(value) if key in ("seed", "matches") else value
    df = pd.read_csv(path, sep="\t", skiprows=n_head, dtype={"run": "int64", "system": str, "mu": float, "sigma": float})
    if list(df.columns) != ["run", "system", "mu", "sigma"]:
        raise GecInputError(f"columns {list(df.columns)} are not run, system, mu, sigma", file=path, line=n_head + 1)
    df.attrs.update(attrs)
    return df


def block_means(runs: pd.DataFrame, *, blocks: int) -> list[pd.DataFrame]:
    """The mean ``mu`` per system over each of ``blocks`` consecutive, equal blocks of TrueSkill ``runs``
    (:func:`trueskill_runs` or :func:`load_runs`; runs left over after the last full block are not used). Runs
    are independent, so each block is as good an "N runs" as the first: their spread is how much a score
    averaged over N runs moves with the match order. Each a frame ``system, TS``."""
    from gecnb.data.errors import GecInputError

    n = int(runs["run"].nunique()) // blocks if blocks > 0 else 0
    if n < 1:
        raise GecInputError(f"{runs['run'].nunique()} TrueSkill runs cannot make {blocks} blocks of at least one run")
    out = []
    for b in range(blocks):
        part = runs[(runs["run"] >= b * n) & (runs["run"] < (b + 1) * n)]
        mean = part.groupby("system")["mu"].mean()
        out.append(pd.DataFrame({"system": mean.index.astype(str), "TS": mean.to_numpy()}))
    return out


# ---------------------------------------------------------------------------------------------------
# for the CLI: `gecnb rank --judgments NAME_OR_FILE --method {ew,ts} [--bootstrap N] --format json`


def cached_runs_path(name: str) -> Path | None:
    """The shipped file of TrueSkill runs for a bundled judgment set (seed 0), or ``None``."""
    from gecnb.data.cachefile import shipped_file_ok
    from gecnb.datasets import ROOT

    path = ROOT / "rankings" / f"{name}.ts_runs.tsv"
    if not path.is_file():
        return None
    # a damaged or edited file (its SHA-256 differs from MANIFEST.sha256's) is not used: the runs are computed
    return path if shipped_file_ok(path, rebuild=f"python3 -m scripts.build_rankings {name}") else None


def rank_judgments(
    source: str | Path,
    *,
    format: str | None = None,
    method: Method = "ts",
    bootstrap: int = 100,
    seed: int = 0,
    confidence: float = 0.95,
    use_cache: bool = True,
    progress: bool | None = None,
) -> pd.DataFrame:
    """:func:`rank_systems` on a bundled judgment set (by name) or a file (path + ``format``).

    TrueSkill on a bundled set with ``seed=0`` and ``bootstrap`` <= the runs shipped in
    ``datasets/rankings/`` reads the first ``bootstrap`` runs from there (``use_cache=False`` computes
    them): run ``k`` does not depend on the other runs, so the numbers are the same either way.
    """
    from gecnb.meta.judgments import load_judgments

    if not isinstance(bootstrap, bool) and isinstance(bootstrap, int) and bootstrap >= 1:
        check_number("bootstrap", bootstrap, low=1, high=MAX_RUNS, integer=True)  # before reading anything
    judgments = load_judgments(source, format=format)  # type: ignore[arg-type]
    if method == "ts" and use_cache and seed == 0 and isinstance(source, str):
        path = cached_runs_path(source)
        if path is not None:
            runs = load_runs(path)
            if (
                runs.attrs.get("signature") == TrueSkillConfig().signature()
                and runs.attrs.get("matches") == len(judgments) + 1
                and isinstance(bootstrap, int)
                and not isinstance(bootstrap, bool)
                and 1 <= bootstrap <= runs["run"].nunique()
            ):
                groups = comparison_groups(judgments)
                _warn_groups(groups)
                table = rank_clusters(runs[runs["run"] < bootstrap], value="mu", confidence=confidence, groups=groups)
                table.attrs.update(signature=runs.attrs["signature"], method=method, runs=bootstrap, seed=seed,
                                   confidence=confidence, judgments=source, cache=str(path))  # fmt: skip
                return table
    return rank_systems(judgments, method=method, bootstrap=bootstrap, seed=seed, confidence=confidence, progress=progress)


def ranking_records(table: pd.DataFrame) -> list[dict[str, object]]:
    """One JSON-ready dict per system (``system, score, rank, rank_range, cluster``), best first."""
    return [
        {"system": str(r.system), "score": float(r.score), "rank": int(r.rank),
         "rank_range": str(r.rank_range), "cluster": int(r.cluster)}
        for r in table.itertuples()
    ]
