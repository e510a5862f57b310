"""seaborn plots of score tables: what each system does with the chunks, scores by variant, and a
metric against human judgements.

Every plot reads a table the metrics or meta layers made (:func:`gecnb.cleme_scores`,
:func:`gecnb.meta.correlation.system_correlation`, a human score table) and returns the matplotlib
``Axes`` it drew on, so a notebook can restyle it. seaborn and matplotlib are imported when a plot is
made.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import pandas as pd

if TYPE_CHECKING:
    from matplotlib.axes import Axes

# the chunk categories of a CLEME score table, in the order of CLEME2.0 (columns of cleme_scores)
CATEGORY_COLUMNS = {"tp": "TP", "fp_ne": "FP_ne", "fp_un": "FP_un", "fn": "FN"}
CATEGORY_COLOURS = {"TP": "#2e7d32", "FP_ne": "#c62828", "FP_un": "#8e24aa", "FN": "#1565c0", "TN": "#757575"}


def _plotting() -> tuple[Any, Any]:
    try:
        import matplotlib.pyplot as plt
        import seaborn as sns
    except ImportError as e:  # pragma: no cover - the notebook extra installs them
        raise ImportError("plots need seaborn and matplotlib: pip install 'gecnb[notebook]'") from e
    return plt, sns


def _need(table: pd.DataFrame, columns: Sequence[str], what: str) -> None:
    if not isinstance(table, pd.DataFrame):
        raise TypeError(f"expected {what} as a DataFrame, got {type(table).__name__}")
    missing = [c for c in columns if c not in table.columns]
    if missing:
        raise ValueError(f"{what} lacks columns {missing}; it has {list(table.columns)}")


def _one_reference_set(table: pd.DataFrame) -> pd.DataFrame:
    """The table itself, when it scores against one reference set (or does not say which)."""
    if "reference_set" in table and table["reference_set"].nunique() > 1:
        raise ValueError(f"the table mixes reference sets {sorted(table['reference_set'].unique())}: select one")
    return table


def _one_variant(scores: pd.DataFrame, metric: str | None) -> tuple[pd.DataFrame, str]:
    names = list(dict.fromkeys(scores["metric"]))
    if metric is None:
        if len(names) != 1:
            raise ValueError(f"the table holds {len(names)} variants {names}: pass metric=... to choose one")
        metric = names[0]
    if metric not in names:
        raise ValueError(f"variant {metric!r} is not in the table; it holds {names}")
    part = _one_reference_set(scores[scores["metric"] == metric])
    if part["system"].duplicated().any():
        raise ValueError(f"systems appear more than once for {metric!r}: {sorted(part.loc[part['system'].duplicated(), 'system'])}")
    return part, metric


def plot_categories(scores: pd.DataFrame, *, metric: str | None = None, normalize: bool = True,
                    order: Sequence[str] | None = None, ax: Axes | None = None) -> Axes:
    """Stacked bars of each system's TP / FP_ne / FP_un / FN (weighted as in the table), one variant.

    ``scores``: a :func:`gecnb.cleme_scores` table; ``metric`` picks its variant (e.g.
    ``"CLEME-independent"``) when it holds several. ``normalize``: shares of the system's edited chunks
    rather than sums. ``order``: the systems top to bottom (default: by TP share, best first).
    """
    plt, _ = _plotting()
    _need(scores, ["system", "metric", *CATEGORY_COLUMNS], "a CLEME score table")
    part, metric = _one_variant(scores, metric)
    part = part.set_index("system")[list(CATEGORY_COLUMNS)].rename(columns=CATEGORY_COLUMNS)
    if normalize:
        total = part.sum(axis=1)
        part = part.div(total.where(total > 0), axis=0).fillna(0.0)
    if order is None:
        order = list(part.sort_values("TP", ascending=False).index)
    else:
        unknown = [s for s in order if s not in part.index]
        if unknown:
            raise ValueError(f"order names systems not in the table: {unknown}")
    part = part.loc[list(order)[::-1]]
    if ax is None:
        _, ax = plt.subplots(figsize=(7, 0.35 * len(part) + 1.2))
    left = pd.Series(0.0, index=part.index)
    for cat in part.columns:
        ax.barh(part.index, part[cat], left=left, color=CATEGORY_COLOURS[cat], label=cat, height=0.72)
        left = left + part[cat]
    ax.set_xlabel("share of edited chunks" if normalize else "weighted chunks")
    ax.set_title(metric, pad=22)
    ax.legend(ncols=4, loc="lower center", bbox_to_anchor=(0.5, 1.0), frameon=False, fontsize="small")
    ax.margins(x=0)
    return ax


def plot_scores(scores: pd.DataFrame, *, value: str = "f", metrics: Sequence[str] | None = None,
                order: Sequence[str] | None = None, ax: Axes | None = None) -> Axes:
    """One point per system and variant: ``value`` (``f``, ``p``, ``r``, ``acc``...) of a score table
    with ``system`` and ``metric`` columns, systems ordered by their mean over the variants shown."""
    plt, sns = _plotting()
    _need(scores, ["system", "metric", value], "a score table")
    data = scores if metrics is None else scores[scores["metric"].isin(metrics)]
    if metrics is not None:
        missing = sorted(set(metrics) - set(data["metric"]))
        if missing:
            raise ValueError(f"variants {missing} are not in the table")
    data = _one_reference_set(data)
    if order is None:
        order = list(data.groupby("system")[value].mean().sort_values(ascending=False).index)
    if ax is None:
        _, ax = plt.subplots(figsize=(7, 0.35 * len(order) + 1.2))
    sns.pointplot(data=data, y="system", x=value, hue="metric", order=list(order), linestyle="none",
                  dodge=0.4, markers="o", ax=ax)
    ax.set_ylabel("")
    ax.legend(title="", fontsize="small", frameon=False, loc="upper left", bbox_to_anchor=(1.0, 1.0))
    ax.grid(axis="x", alpha=0.3)
    return ax


def plot_against_human(metric_scores: pd.DataFrame, human: pd.DataFrame, *, metric_column: str,
                       human_column: str, systems: Sequence[str] | None = None, ax: Axes | None = None) -> Axes:
    """A scatter of one metric column against one human column, one labelled point per system, with
    the Pearson and Spearman correlations of :func:`gecnb.meta.correlation.system_correlation` in the
    title. Both tables have a ``system`` column; ``systems`` restricts them (as there)."""
    plt, sns = _plotting()
    from gecnb.meta.correlation import align, system_correlation  # display -> meta, never the other way

    m, h = align(metric_scores, human, metric_columns=metric_column, human_columns=human_column, systems=systems)
    corr = system_correlation(metric_scores, human, metric_columns=metric_column, human_columns=human_column,
                              systems=systems).set_index("method")["r"]
    if ax is None:
        _, ax = plt.subplots(figsize=(5.5, 4.5))
    sns.scatterplot(x=m[metric_column], y=h[human_column], ax=ax)
    for name in m.index:
        ax.annotate(str(name), (m.loc[name, metric_column], h.loc[name, human_column]), fontsize="x-small",
                    xytext=(3, 3), textcoords="offset points")
    ax.set_xlabel(metric_column)
    ax.set_ylabel(human_column)
    ax.set_title(f"{len(m)} systems: Pearson {corr['pearson']:.3f}, Spearman {corr['spearman']:.3f}")
    return ax
