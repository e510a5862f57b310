"""seaborn plots of score tables: what each system does with the chunks, scores by variant, and a
metric against human judgements.

Every plot reads a table the metrics or meta layers made (:func:`gecnb.cleme_scores`,
:func:`gecnb.meta.correlation.against_human`'s table) and returns the matplotlib
``Axes`` it drew on, so a notebook can restyle it. seaborn and matplotlib are imported when a plot is
made.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

import numpy as np
import pandas as pd

from gecnb.display.chunks import PALETTE

if TYPE_CHECKING:
    from matplotlib.axes import Axes

    from gecnb.metrics.weighting import LengthWeights, WeightCurve

# the chunk categories of a CLEME score table, in the order of CLEME2.0 (columns of cleme_scores)
CATEGORY_COLUMNS = {"tp": "TP", "fp_ne": "FP_ne", "fp_un": "FP_un", "fn": "FN"}
# one palette for tables and plots: the strong (badge) colours of CLEME2.0's legend (chunks.PALETTE)
CATEGORY_COLOURS = {cat: colour.badge for cat, colour in PALETTE.items()}
# CLEME2.0's disentangled scores and the chunk category each one counts: hit = TP, wrong = FP_ne,
# under = FN, over = FP_un (the paper's Section 3), so their bars keep the categories' colours
DISENTANGLED = {"hit": "TP", "wrong": "FP_ne", "under": "FN", "over": "FP_un"}


def plain(text: object) -> str:
    """``text`` as matplotlib draws it literally: valid Unicode (a file name's undecodable byte as ``\\xff``)
    with every ``$`` escaped, so that a name such as ``$\\frac{a}{b}$`` or ``a$b`` is never parsed as mathtext
    (matplotlib shows ``\\$`` as ``$`` in text without math). Every name, label and title these plots draw goes
    through it. (With ``text.usetex`` turned on in matplotlib's rcParams, matplotlib hands every text to TeX,
    as that setting asks; the report's plots are drawn and saved with it off.)"""
    from gecnb.data.text import displayable

    return displayable(str(text)).replace("$", r"\$")


def _plain_index(frame: pd.DataFrame) -> pd.DataFrame:
    out = frame.copy()
    out.index = pd.Index([plain(s) for s in frame.index], name=frame.index.name)
    return out


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


def _top_down(part: pd.DataFrame, order: Sequence[str] | None, *, default: list[str]) -> pd.DataFrame:
    """The rows of ``part`` (indexed by system) in ``order`` (default: ``default``), reversed for barh,
    which draws the first row at the bottom."""
    if order is not None:
        unknown = [s for s in order if s not in part.index]
        if unknown:
            raise ValueError(f"order names systems not in the table: {unknown}")
    return part.loc[list(default if order is None else order)[::-1]]


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
    part = _plain_index(_top_down(part, order, default=list(part.sort_values("TP", ascending=False).index)))
    if ax is None:
        _, ax = plt.subplots(figsize=(7, 0.35 * len(part) + 1.2))
    left = pd.Series(0.0, index=part.index)
    for cat in part.columns:
        ax.barh(part.index, part[cat], left=left, color=CATEGORY_COLOURS[cat], label=cat, height=0.72)
        left = left + part[cat]
    ax.set_xlabel("share of edited chunks" if normalize else "weighted chunks")
    ax.set_title(plain(metric), pad=22)
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
    data = data.assign(system=[plain(x) for x in data["system"]], metric=[plain(x) for x in data["metric"]])
    sns.pointplot(data=data, y="system", x=value, hue="metric", order=[plain(x) for x in order], linestyle="none",
                  dodge=0.4 if data["metric"].nunique() > 1 else False,  # one variant: seaborn divides by 0
                  markers="o", ax=ax)
    ax.set_xlabel(plain(value))
    ax.set_ylabel("")
    ax.legend(title="", fontsize="small", frameon=False, loc="upper left", bbox_to_anchor=(1.0, 1.0))
    ax.grid(axis="x", alpha=0.3)
    return ax


def plot_against_human(table: pd.DataFrame, *, ax: Axes | None = None) -> Axes:
    """A scatter of a metric against a human score, one labelled point per system, titled with their Pearson
    and Spearman correlations: ``table`` is :func:`gecnb.meta.correlation.against_human`'s (which computes
    them; this only draws)."""
    _need(table, ["system", "metric", "human"], "a table of gecnb.meta.correlation.against_human")
    for key in ("pearson", "spearman"):
        if key not in table.attrs:
            raise ValueError(f"the table has no {key!r} in its attrs: make it with gecnb.meta.correlation.against_human")
    plt, sns = _plotting()
    if ax is None:
        _, ax = plt.subplots(figsize=(5.5, 4.5))
    sns.scatterplot(x=table["metric"].to_numpy(), y=table["human"].to_numpy(), ax=ax)
    for name, x, y in zip(table["system"], table["metric"], table["human"], strict=True):
        ax.annotate(plain(name), (x, y), fontsize="x-small", xytext=(3, 3), textcoords="offset points")
    ax.set_xlabel(plain(table.attrs.get("metric_column", "metric")))
    ax.set_ylabel(plain(table.attrs.get("human_column", "human")))
    ax.set_title(f"{len(table)} systems: Pearson {table.attrs['pearson']:.3f}, "
                 f"Spearman {table.attrs['spearman']:.3f}")
    return ax


def plot_disentangled(table: pd.DataFrame, *, columns: Sequence[str] = ("hit", "wrong", "under", "over"),
                      order: Sequence[str] | None = None, ax: Axes | None = None) -> Axes:
    """Grouped bars of CLEME2.0's disentangled scores, one group per system: ``table`` has a ``system``
    column and the score columns (default ``hit``, ``wrong``, ``under``, ``over``, as the metrics layer
    names them; matched case-insensitively), one row per system. Each score has its category's colour
    (hit TP green, wrong FP_ne blue, under FN yellow, over FP_un orange). ``order``: the systems top to
    bottom (default: the table's order)."""
    plt, _ = _plotting()
    lower = {str(c).lower(): c for c in table.columns} if isinstance(table, pd.DataFrame) else {}
    _need(table, ["system", *[lower.get(c.lower(), c) for c in columns]], "a disentangled score table")
    part = _one_reference_set(table)
    if part["system"].duplicated().any():
        raise ValueError(f"systems appear more than once: {sorted(part.loc[part['system'].duplicated(), 'system'])}; "
                         "select one metric / weighting first")
    part = part.set_index("system")[[lower.get(c.lower(), c) for c in columns]]
    bad = part.apply(pd.to_numeric, errors="coerce")
    if bad.isna().to_numpy().any() or not np.isfinite(bad.to_numpy(dtype=float)).all():
        raise ValueError("the score columns hold missing or non-finite values")
    part = _top_down(part, order, default=list(part.index))
    if ax is None:
        _, ax = plt.subplots(figsize=(7, 0.5 * len(part) + 1.4))
    n = len(columns)
    height = 0.8 / n
    y = np.arange(len(part))
    for k, col in enumerate(part.columns):
        cat = DISENTANGLED.get(str(col).lower())
        colour = CATEGORY_COLOURS[cat] if cat else None
        ax.barh(y + (n - 1 - k - (n - 1) / 2) * height, part[col].to_numpy(dtype=float), height=height * 0.92,
                color=colour, label=plain(col) + (f" ({cat})" if cat else ""))
    ax.set_yticks(y, [plain(s) for s in part.index])
    ax.set_xlabel("score")
    ax.legend(ncols=n, loc="lower center", bbox_to_anchor=(0.5, 1.0), frameon=False, fontsize="small")
    ax.grid(axis="x", alpha=0.3)
    return ax


def plot_correlation_heatmap(correlations: pd.DataFrame, *, value: str = "r", rows: str = "metric",
                             columns: str = "reference_set", annotate: bool = True, ax: Axes | None = None) -> Axes:
    """A heatmap of a tidy correlation table (one row per metric and reference set, e.g. the meta
    layer's): ``rows`` x ``columns`` coloured by ``value`` on a fixed -1..1 diverging scale, each cell
    written out. More than one row per cell (several methods or human rankings) is a ``ValueError``:
    select one first."""
    plt, sns = _plotting()
    _need(correlations, [rows, columns, value], "a correlation table")
    dup = correlations.duplicated([rows, columns])
    if dup.any():
        first = correlations.loc[dup, [rows, columns]].iloc[0].tolist()
        raise ValueError(f"{int(dup.sum())} cells hold several values (e.g. {first}): select one method / ranking")
    grid = correlations.pivot(index=rows, columns=columns, values=value)
    grid = grid.loc[list(dict.fromkeys(correlations[rows])), list(dict.fromkeys(correlations[columns]))]
    grid.index = pd.Index([plain(x) for x in grid.index])
    grid.columns = pd.Index([plain(x) for x in grid.columns])
    if ax is None:
        _, ax = plt.subplots(figsize=(1.1 * grid.shape[1] + 2.5, 0.45 * grid.shape[0] + 1.5))
    sns.heatmap(grid, vmin=-1.0, vmax=1.0, center=0.0, cmap="RdBu_r", annot=annotate, fmt=".3f", linewidths=0.5,
                cbar_kws={"label": plain(value)}, ax=ax)
    ax.set_xlabel(plain(columns.replace("_", " ")))
    ax.set_ylabel(plain(rows.replace("_", " ")))
    ax.tick_params(axis="x", labelrotation=30)
    return ax


def plot_correlation_intervals(correlations: pd.DataFrame, *, value: str = "value", low: str = "ci_low",
                               high: str = "ci_high", rows: Sequence[str] | str = "metric", hue: str | None = "method",
                               ax: Axes | None = None) -> Axes:
    """Correlations with their confidence intervals, e.g. the bootstrap intervals of
    :func:`gecnb.meta.grid.correlate` (``bootstrap=N``): one horizontal line per table row from ``low`` to
    ``high`` with a point at ``value``, labelled by the ``rows`` columns (top to bottom in table order),
    coloured by ``hue``, on a fixed -1..1 axis with a line at 0. Draws the table's numbers as they are."""
    plt, sns = _plotting()
    row_cols = [rows] if isinstance(rows, str) else list(rows)
    _need(correlations, [value, low, high, *row_cols, *([hue] if hue else [])], "a correlation table with intervals")
    if correlations.empty:
        raise ValueError("the correlation table has no rows")
    bad = correlations[(correlations[low] > correlations[value]) | (correlations[value] > correlations[high])]
    if not bad.empty:
        raise ValueError(f"{len(bad)} row(s) have a value outside their interval [{low}, {high}]")
    table = correlations.reset_index(drop=True)
    labels = [plain(" / ".join(str(table.loc[i, c]) for c in row_cols)) for i in table.index]
    groups = list(dict.fromkeys(table[hue])) if hue else [None]
    colours = dict(zip(groups, sns.color_palette(n_colors=len(groups)), strict=True))
    if ax is None:
        _, ax = plt.subplots(figsize=(6.5, 0.32 * len(table) + 1.2))
    y = np.arange(len(table))[::-1]  # the first row at the top
    for g in groups:
        part = table.index if g is None else table.index[table[hue] == g]
        v = table.loc[part, value].to_numpy(dtype=float)
        err = np.vstack([v - table.loc[part, low].to_numpy(dtype=float), table.loc[part, high].to_numpy(dtype=float) - v])
        ax.errorbar(v, y[part], xerr=err, fmt="o", color=colours[g], capsize=3, label=None if g is None else plain(g))
    ax.axvline(0.0, color="grey", linewidth=0.8)
    ax.set_xlim(-1.05, 1.05)
    ax.set_yticks(y, labels)
    ax.set_xlabel(f"correlation ({plain(value)}) and its interval")
    if hue:
        ax.legend(title="", fontsize="small", frameon=False, loc="upper left", bbox_to_anchor=(1.0, 1.0))
    ax.grid(axis="x", alpha=0.3)
    return ax


def plot_correlation_by_references(table: pd.DataFrame, *, value: str = "r", x: str = "n_references",
                                   hue: str = "metric", ax: Axes | None = None) -> Axes:
    """Correlation against the number of references: one line per ``hue`` (metric) through the mean
    ``value`` at each ``x``, and every row of the table as a point (several subsets of the same size
    show their spread)."""
    plt, sns = _plotting()
    _need(table, [x, value, hue], "a correlation-by-references table")
    if ax is None:
        _, ax = plt.subplots(figsize=(6, 4))
    table = table.assign(**{hue: [plain(h) for h in table[hue]]})
    means = table.groupby([hue, x], sort=False)[value].mean().reset_index()
    palette = dict(zip(dict.fromkeys(table[hue]), sns.color_palette(n_colors=table[hue].nunique()), strict=True))
    sns.scatterplot(data=table, x=x, y=value, hue=hue, palette=palette, alpha=0.35, legend=False, ax=ax)
    sns.lineplot(data=means, x=x, y=value, hue=hue, palette=palette, marker="o", ax=ax)
    ax.set_xlabel("number of references")
    ax.set_ylabel(f"correlation ({plain(value)})")
    ax.set_xticks(sorted(set(table[x].tolist())))
    ax.legend(title="", fontsize="small", frameon=False, loc="upper left", bbox_to_anchor=(1.0, 1.0))
    ax.grid(alpha=0.3)
    return ax


def plot_length_weights(weights: LengthWeights | Mapping[str, WeightCurve] | None = None, *, bias: float = 2.0,
                        max_length: float = 8.0, ax: Axes | None = None) -> Axes:
    """CLEME's length-weighting curves (Figure 3 of the CLEME paper: weight against chunk length,
    through (``bias``, 1), ``bias`` being the average chunk length). ``weights``: a
    :class:`~gecnb.metrics.cleme.LengthWeights` (its TP, FP and FN curves; FP is reversed, as CLEME
    weighs it; TP / FP / FN keep their category colours), or a mapping from label to
    :class:`~gecnb.metrics.cleme.WeightCurve` (each drawn unreversed, as the figure compares scale
    factors); default: the official corpus-level curves. The curves are the metric's own; nothing is
    fitted here."""
    plt, _ = _plotting()
    from gecnb.metrics.weighting import LengthWeights, WeightCurve  # display -> metrics: curve parameters only

    if not (np.isfinite(bias) and np.isfinite(max_length) and 0 <= bias < max_length):
        raise ValueError(f"need 0 <= bias < max_length, both finite; got bias={bias}, max_length={max_length}")
    if weights is None:
        weights = LengthWeights.default("corpus", "dependent")
    curves: list[tuple[str, WeightCurve, bool, str | None]]
    if isinstance(weights, LengthWeights):
        curves = [("TP", weights.tp, False, CATEGORY_COLOURS["TP"]), ("FP (reversed)", weights.fp, True,
                  CATEGORY_COLOURS["FP"]), ("FN", weights.fn, False, CATEGORY_COLOURS["FN"])]
    else:
        bad = [k for k, c in weights.items() if not isinstance(c, WeightCurve)]
        if bad:
            raise TypeError(f"not WeightCurve objects: {bad}")
        curves = [(plain(k), c, False, None) for k, c in weights.items()]
    if ax is None:
        _, ax = plt.subplots(figsize=(5.5, 4))
    x = np.linspace(0.0, max_length, 161)
    for label, curve, reverse, colour in curves:
        ax.plot(x, curve(x, bias, reverse=reverse), label=f"{label}: {curve}", color=colour)
    ax.axvline(bias, color="#9e9e9e", lw=0.8, ls=":")
    ax.axhline(1.0, color="#9e9e9e", lw=0.8, ls=":")
    ax.set_xlabel(f"chunk length (average {bias:g})")
    ax.set_ylabel("weight")
    ax.legend(fontsize="small", frameon=False)
    return ax
