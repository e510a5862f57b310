"""System-level correlation between metric scores and human rankings.

Inputs are two pandas DataFrames with one row per system and a ``system`` column: the metric score
table (any numeric score columns, e.g. one per metric variant) and a human table such as
:func:`gecnb.meta.human.gjg15_human_scores` (columns ``ew`` and ``ts``). Rows are joined on
``system``; the two tables must cover the same systems (or at least the ones given in ``systems=``),
otherwise a :class:`~gecnb.data.errors.GecInputError` names the systems missing on each side.

* :func:`system_correlation` — Pearson, Spearman and (optionally) Kendall tau-b, via scipy;
* :func:`bootstrap_correlation` — percentile bootstrap confidence intervals, resampling systems;
* :func:`pairwise_accuracy` — the share of system pairs that the metric orders as the humans do.

Every result is a tidy DataFrame: one row per metric column x human column (x method).
"""

from __future__ import annotations

import itertools
import warnings
from collections.abc import Sequence
from typing import Literal

import numpy as np
import pandas as pd
from scipy import stats

from gecnb.data.errors import GecInputError, GecInputWarning
from gecnb.metrics.options import MAX_RESAMPLES, check_number

Method = Literal["pearson", "spearman", "kendall"]
METHODS: tuple[str, ...] = ("pearson", "spearman", "kendall")


def _coef(method: str, x: np.ndarray, y: np.ndarray) -> tuple[float, float]:
    """(coefficient, two-sided p-value); NaN for fewer than 2 points or a constant vector."""
    if len(x) < 2 or np.ptp(x) == 0 or np.ptp(y) == 0:
        return float("nan"), float("nan")
    if method == "pearson":
        res = stats.pearsonr(x, y)
    elif method == "spearman":
        res = stats.spearmanr(x, y)
    elif method == "kendall":
        res = stats.kendalltau(x, y)
    else:  # pragma: no cover - checked by _check_methods
        raise ValueError(method)
    return float(res[0]), float(res[1])


def _warn_degenerate(m: pd.DataFrame, h: pd.DataFrame) -> None:
    """A GecInputWarning, with the numbers, for a correlation that cannot mean anything: fewer than 3
    systems (two points always correlate at +1 or -1) or a constant score column (undefined: NaN)."""
    n = len(m)
    if n < 3:
        warnings.warn(f"a correlation over {n} system(s) ({', '.join(map(str, m.index))}) is +1, -1 or undefined "
                      "whatever the scores: at least 3 systems are needed", GecInputWarning, stacklevel=3)
    for what, df in (("metric", m), ("human", h)):
        for c in df.columns:
            col = df[c].to_numpy(dtype=float)
            if n >= 2 and np.ptp(col) == 0:
                warnings.warn(f"the {what} column {c!r} is constant ({col[0]:g} for all {n} systems): its "
                              "correlation is undefined (NaN)", GecInputWarning, stacklevel=3)


def _check_methods(methods: Sequence[str]) -> tuple[str, ...]:
    methods = (methods,) if isinstance(methods, str) else tuple(methods)
    bad = [m for m in methods if m not in METHODS]
    if bad or not methods:
        raise ValueError(f"methods must be among {METHODS}, got {list(methods)}")
    return methods


def score_columns_of(frame: pd.DataFrame, columns: Sequence[str] | str | None, *, exclude: Sequence[str] = ("system",),
                     what: str) -> list[str]:
    """The score columns of a table named ``what`` in errors: ``columns`` (each present and numeric), or by
    default every numeric column not in ``exclude`` (a True / False column is not a score)."""
    if columns is None:
        cols = [c for c in frame.columns if c not in exclude and pd.api.types.is_numeric_dtype(frame[c])
                and not pd.api.types.is_bool_dtype(frame[c])]
        if not cols:
            raise GecInputError(f"the {what} table has no numeric score column besides {list(exclude)}")
        return cols
    cols = [columns] if isinstance(columns, str) else list(columns)
    missing = [c for c in cols if c not in frame.columns]
    if missing:
        raise GecInputError(f"the {what} table has no column(s) {missing}; it has {list(frame.columns)}")
    for c in cols:
        if not pd.api.types.is_numeric_dtype(frame[c]):
            raise GecInputError(f"{what} column {c!r} is not numeric")
    return cols


def _indexed(df: pd.DataFrame, *, what: str) -> pd.DataFrame:
    if not isinstance(df, pd.DataFrame):
        raise TypeError(f"the {what} scores must be a pandas DataFrame, not {type(df).__name__}")
    if "system" not in df.columns:
        raise GecInputError(f"the {what} table has no 'system' column; it has {list(df.columns)}")
    names = df["system"].astype(str)
    dup = sorted(names[names.duplicated()].unique())
    if dup:
        raise GecInputError(f"the {what} table lists these systems more than once: {', '.join(dup)}")
    return df.assign(system=names).set_index("system")


def align(
    metric_scores: pd.DataFrame,
    human: pd.DataFrame,
    *,
    metric_columns: Sequence[str] | str | None = None,
    human_columns: Sequence[str] | str = ("ew", "ts"),
    systems: Sequence[str] | None = None,
) -> tuple[pd.DataFrame, pd.DataFrame]:
    """Join the two tables on ``system``: returns (metric, human) with the same index, in human order.

    Without ``systems`` the two tables must list exactly the same systems; with it, both must contain
    every listed system and only those are used (in that order). Score values must not be missing.
    """
    m = _indexed(metric_scores, what="metric")
    h = _indexed(human, what="human")
    mcols = score_columns_of(m.reset_index(), metric_columns, what="metric")
    hcols = score_columns_of(h.reset_index(), human_columns, what="human")
    if systems is None:
        only_m = sorted(set(m.index) - set(h.index))
        only_h = sorted(set(h.index) - set(m.index))
        if only_m or only_h:
            raise GecInputError(
                "the metric and human tables cover different systems: "
                f"without human scores: {only_m or 'none'}; without metric scores: {only_h or 'none'} "
                "(pass systems=[...] to use a subset)"
            )
        order = list(h.index)
    else:
        order = [str(s) for s in ([systems] if isinstance(systems, str) else systems)]
        dup = sorted({s for s in order if order.count(s) > 1})
        if dup:
            raise ValueError(f"systems lists these more than once: {dup}")
        no_m = [s for s in order if s not in m.index]
        no_h = [s for s in order if s not in h.index]
        if no_m or no_h:
            raise GecInputError(
                f"systems requested but missing: without metric scores: {no_m or 'none'}; "
                f"without human scores: {no_h or 'none'}"
            )
    m = m.loc[order, mcols]
    h = h.loc[order, hcols]
    for what, df in (("metric", m), ("human", h)):
        rows, cols = np.nonzero(df.isna().to_numpy())
        if len(rows):
            cells = [f"{df.index[r]}/{df.columns[c]}" for r, c in zip(rows, cols, strict=True)]
            raise GecInputError(f"missing {what} scores (system/column): {', '.join(cells)}")
    return m.astype(float), h.astype(float)


def system_correlation(
    metric_scores: pd.DataFrame,
    human: pd.DataFrame,
    *,
    metric_columns: Sequence[str] | str | None = None,
    human_columns: Sequence[str] | str = ("ew", "ts"),
    methods: Sequence[Method] | Method = ("pearson", "spearman"),
    systems: Sequence[str] | None = None,
) -> pd.DataFrame:
    """Correlation of each metric column with each human column over systems.

    ``metric_columns=None`` uses every numeric column of ``metric_scores`` except ``system`` (True / False columns are no scores).
    ``methods``: any of ``"pearson"``, ``"spearman"``, ``"kendall"`` (tau-b), all from scipy.stats.
    ``systems`` restricts both tables to those systems (e.g. the 12 GJG15 systems without INPUT).

    Returns columns ``metric, human, method, n, r, p_value`` (one row per metric column x human
    column x method; ``n`` = number of systems; ``r`` is NaN when a column is constant).
    """
    checked = _check_methods(methods)
    m, h = align(
        metric_scores, human, metric_columns=metric_columns, human_columns=human_columns, systems=systems
    )
    _warn_degenerate(m, h)
    rows = []
    for mc in m.columns:
        for hc in h.columns:
            for method in checked:
                r, p = _coef(method, m[mc].to_numpy(), h[hc].to_numpy())
                rows.append({"metric": mc, "human": hc, "method": method, "n": len(m), "r": r, "p_value": p})
    return pd.DataFrame(rows, columns=["metric", "human", "method", "n", "r", "p_value"])


def bootstrap_correlation(
    metric_scores: pd.DataFrame,
    human: pd.DataFrame,
    *,
    metric_columns: Sequence[str] | str | None = None,
    human_columns: Sequence[str] | str = ("ew", "ts"),
    methods: Sequence[Method] | Method = ("pearson", "spearman"),
    systems: Sequence[str] | None = None,
    n_resamples: int = 1000,
    confidence: float = 0.95,
    seed: int = 0,
) -> pd.DataFrame:
    """Percentile bootstrap confidence intervals of the system-level correlations.

    Each of ``n_resamples`` resamples draws ``n`` systems with replacement (the same draw for every
    metric column, human column and method, so intervals are comparable); the interval is the
    ``(1 - confidence) / 2`` and ``(1 + confidence) / 2`` quantiles of the resampled coefficients.
    Resamples in which a vector is constant (e.g. one system drawn ``n`` times) have no correlation and
    are left out; ``n_valid`` says how many remained. The draws come from
    ``numpy.random.default_rng(seed)``: the same ``seed`` gives the same intervals.

    Returns the columns of :func:`system_correlation` (``r`` is the full-sample value) plus
    ``low, high, n_resamples, n_valid, confidence``.
    """
    checked = _check_methods(methods)
    if n_resamples < 1:
        raise ValueError(f"n_resamples must be positive, not {n_resamples}")
    check_number("n_resamples", n_resamples, low=1, high=MAX_RESAMPLES, integer=True)  # before drawing
    if not 0 < confidence < 1:
        raise ValueError(f"confidence must be between 0 and 1, not {confidence}")
    m, h = align(
        metric_scores, human, metric_columns=metric_columns, human_columns=human_columns, systems=systems
    )
    _warn_degenerate(m, h)
    n = len(m)
    draws = np.random.default_rng(seed).integers(0, n, size=(n_resamples, n))
    lo_q, hi_q = (1 - confidence) / 2, (1 + confidence) / 2
    rows = []
    for mc in m.columns:
        x = m[mc].to_numpy()
        for hc in h.columns:
            y = h[hc].to_numpy()
            for method in checked:
                r, p = _coef(method, x, y)
                boot = np.array([_coef(method, x[idx], y[idx])[0] for idx in draws])
                boot = boot[~np.isnan(boot)]
                low, high = np.quantile(boot, [lo_q, hi_q]) if len(boot) else (np.nan, np.nan)
                rows.append(
                    {
                        "metric": mc,
                        "human": hc,
                        "method": method,
                        "n": n,
                        "r": r,
                        "p_value": p,
                        "low": float(low),
                        "high": float(high),
                        "n_resamples": n_resamples,
                        "n_valid": len(boot),
                        "confidence": confidence,
                    }
                )
    return pd.DataFrame(rows)


def pairwise_accuracy(
    metric_scores: pd.DataFrame,
    human: pd.DataFrame,
    *,
    metric_columns: Sequence[str] | str | None = None,
    human_columns: Sequence[str] | str = ("ew", "ts"),
    systems: Sequence[str] | None = None,
    metric_ties: Literal["wrong", "half"] = "wrong",
) -> pd.DataFrame:
    """Share of system pairs that the metric orders the same way as the humans.

    Over all pairs of systems whose human scores differ (human ties are left out: there is no order
    to agree with), a pair counts as agreeing when the metric's higher-scored system is the humans'
    higher-scored one. A metric tie is not an agreement (``metric_ties="wrong"``, the convention
    SEEDA and gec-metrics use for sentence-level pairs) or counts one half (``"half"``).

    Returns columns ``metric, human, n, n_pairs, agree, metric_ties, accuracy`` where ``n_pairs``
    is the number of pairs with a human order, ``agree`` the agreeing ones and ``metric_ties`` the
    metric ties among them.
    """
    if metric_ties not in ("wrong", "half"):
        raise ValueError(f"metric_ties must be 'wrong' or 'half', not {metric_ties!r}")
    m, h = align(
        metric_scores, human, metric_columns=metric_columns, human_columns=human_columns, systems=systems
    )
    pairs = list(itertools.combinations(range(len(m)), 2))
    i = np.array([p[0] for p in pairs], dtype=int)
    j = np.array([p[1] for p in pairs], dtype=int)
    rows = []
    for mc in m.columns:
        dm = np.sign(m[mc].to_numpy()[i] - m[mc].to_numpy()[j])
        for hc in h.columns:
            dh = np.sign(h[hc].to_numpy()[i] - h[hc].to_numpy()[j])
            ordered = dh != 0
            agree = int(np.sum((dm == dh) & ordered))
            ties = int(np.sum((dm == 0) & ordered))
            n_pairs = int(ordered.sum())
            credit = agree + (0.5 * ties if metric_ties == "half" else 0.0)
            rows.append(
                {
                    "metric": mc,
                    "human": hc,
                    "n": len(m),
                    "n_pairs": n_pairs,
                    "agree": agree,
                    "metric_ties": ties,
                    "accuracy": credit / n_pairs if n_pairs else float("nan"),
                }
            )
    return pd.DataFrame(rows)


def against_human(metric_scores: pd.DataFrame, human: pd.DataFrame, *, metric_column: str, human_column: str,
                  systems: Sequence[str] | None = None) -> pd.DataFrame:
    """One metric column beside one human column, a row per system (``system, metric, human``, in the human
    table's order, as :func:`align` joins them), with the Pearson and Spearman correlations of
    :func:`system_correlation` in ``attrs`` (``pearson``, ``spearman``, ``metric_column``, ``human_column``):
    what :func:`gecnb.display.plots.plot_against_human` draws."""
    m, h = align(metric_scores, human, metric_columns=metric_column, human_columns=human_column, systems=systems)
    corr = system_correlation(metric_scores, human, metric_columns=metric_column, human_columns=human_column,
                              systems=systems).set_index("method")["r"]
    out = pd.DataFrame({"system": list(m.index), "metric": m[metric_column].to_numpy(),
                        "human": h[human_column].to_numpy()})
    out.attrs.update(pearson=float(corr["pearson"]), spearman=float(corr["spearman"]), metric_column=metric_column,
                     human_column=human_column)
    return out
