"""The plots of an evaluation report (:class:`gecnb.evaluation.EvaluationReport`), as matplotlib Figures: every
system's score with its interval, CLEME2.0's disentangled indicators, ERRANT F0.5 per error type. They draw
what :func:`gecnb.evaluate` computed and compute no score. The report is duck-typed (any object with the
report's attributes), so display does not import the layer above it.

Bounded with any number of systems (:mod:`gecnb.display.report_limits`): the scores plot shows at most
:data:`~gecnb.display.report_limits.PLOT_SYSTEMS` systems per panel (the baseline, the user systems, the best
others; the title says how many of how many), the others the :func:`~gecnb.display.report_limits.detailed_systems`;
every figure has a bounded size. Every name is drawn as plain text (:func:`gecnb.display.plots.plain`: never
mathtext), with ``text.usetex`` off.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from gecnb.display.plots import CATEGORY_COLOURS, plain
from gecnb.display.plots import DISENTANGLED as DISENTANGLED_CATEGORY
from gecnb.display.report_limits import PLOT_SYSTEMS, detailed_systems, plot_systems
from gecnb.display.report_tables import edits_metric

__all__ = ["plot_disentangled_report", "plot_scores_with_intervals", "plot_types"]



def plot_scores_with_intervals(report: Any, *, metrics: Sequence[str] | None = None,
                               limit: int = PLOT_SYSTEMS) -> Any:
    """One panel per metric: each system's score with its bootstrap interval, best on top, user systems
    in blue and the baseline in orange; at most ``limit`` systems a panel (the baseline, the user systems and
    the best others: :func:`~gecnb.display.report_limits.plot_systems`; the title says "N of M"). Returns the
    matplotlib Figure."""
    import matplotlib

    matplotlib.use("Agg", force=False)
    import matplotlib.pyplot as plt

    scores = report.scores
    names = list(dict.fromkeys(scores["metric"])) if metrics is None else list(metrics)
    cols = min(3, len(names))
    rows = math.ceil(len(names) / cols)
    n_sys = scores["system"].nunique()
    shown = min(n_sys, limit)
    fig, axes = plt.subplots(rows, cols, figsize=(4.2 * cols, 0.22 * shown * rows + 0.9 * rows), squeeze=False)
    for ax, metric in zip(axes.ravel(), names, strict=False):
        part = scores[scores["metric"] == metric]
        keep = plot_systems(part.set_index("system")["value"], users=report.users, baseline=report.baseline,
                            limit=limit)
        part = part[part["system"].isin(keep)].sort_values("value", kind="stable")
        y = range(len(part))
        colours = ["#1565c0" if s in report.users else ("#ef6c00" if s == report.baseline else "#616161")
                   for s in part["system"]]
        has_ci = part["ci_low"].notna().to_numpy()
        for yi, (v, lo, hi, c, ok) in enumerate(zip(part["value"], part["ci_low"], part["ci_high"], colours, has_ci,
                                                    strict=True)):
            if ok:
                ax.plot([lo, hi], [yi, yi], color=c, linewidth=1.5)
            ax.plot([v], [yi], "o", color=c, markersize=4)
        ax.set_yticks(list(y))
        ax.set_yticklabels([plain(s) for s in part["system"]], fontsize=7)
        ax.set_title(plain(metric) + ("" if has_ci.any() else " (no interval)")
                     + (f" ({len(part)} of {n_sys} systems)" if len(part) < n_sys else ""), fontsize=9)
        ax.tick_params(axis="x", labelsize=7)
        ax.grid(axis="x", alpha=0.3)
    for ax in axes.ravel()[len(names):]:
        ax.axis("off")
    fig.tight_layout()
    return fig


def plot_disentangled_report(report: Any) -> Any:
    """CLEME2.0's disentangled indicators (Hit, Wrong, Under, Over) of the user systems and the baseline per
    CLEME2.0 variant, in the chunk categories' colours (the first user systems:
    :func:`~gecnb.display.report_limits.detailed_systems`). Returns the Figure."""
    import matplotlib

    matplotlib.use("Agg", force=False)
    import matplotlib.pyplot as plt
    import numpy as np

    d = report.disentangled
    shown = detailed_systems(report)
    variants = list(dict.fromkeys(d["metric"]))
    fig, axes = plt.subplots(1, len(variants), figsize=(3.2 * len(variants), 2.6), squeeze=False, sharey=True)
    keys = list(DISENTANGLED_CATEGORY)
    for ax, v in zip(axes.ravel(), variants, strict=True):
        part = d[(d["metric"] == v) & d["system"].isin(shown)].set_index("system").reindex(shown)
        x = np.arange(len(shown))
        width = 0.8 / len(keys)
        for k, key in enumerate(keys):
            ax.bar(x + k * width - 0.4 + width / 2, part[key].to_numpy(dtype=float), width,
                   color=CATEGORY_COLOURS[DISENTANGLED_CATEGORY[key]], label=key.capitalize())
        ax.set_xticks(x)
        ax.set_xticklabels([plain(s) for s in shown], fontsize=8, rotation=30, ha="right")
        ax.set_title(plain(v), fontsize=9)
        ax.tick_params(axis="y", labelsize=7)
    axes.ravel()[0].legend(fontsize=7, frameon=False)
    fig.tight_layout()
    return fig


def plot_types(report: Any, *, level: int = 2, top: int = 15) -> Any:
    """ERRANT F0.5 per error type (``level`` 1, 2 or 3) of the user systems and the baseline (the first ones:
    :func:`~gecnb.display.report_limits.detailed_systems`), the ``top`` types with the most gold edits (TP + FN
    of the first system). Returns the Figure."""
    import matplotlib

    matplotlib.use("Agg", force=False)
    import matplotlib.pyplot as plt
    import numpy as np

    t = report.types[report.types["level"] == level]
    detail = detailed_systems(report)
    shown = [s for s in dict.fromkeys(t["system"]) if s in detail]
    first = t[t["system"] == shown[0]].assign(gold=lambda f: f["tp"] + f["fn"])
    order = first.sort_values(["gold", "type"], ascending=[False, True])["type"].head(top).tolist()
    fig, ax = plt.subplots(figsize=(max(5.0, 0.45 * len(order) * max(1, len(shown)) / 1.5), 2.8))
    x = np.arange(len(order))
    width = 0.8 / max(1, len(shown))
    palette = ["#1565c0", "#ef6c00", "#2e7d32", "#6a1b9a", "#c2185b"]
    for k, s in enumerate(shown):
        part = t[t["system"] == s].set_index("type").reindex(order)
        ax.bar(x + k * width - 0.4 + width / 2, part["f"].fillna(0).to_numpy(dtype=float), width,
               color=palette[k % len(palette)], label=plain(s))
    ax.set_xticks(x)
    ax.set_xticklabels([plain(o) for o in order], fontsize=7, rotation=40, ha="right")
    ax.set_ylabel("F0.5", fontsize=8)
    ax.set_title(f"{edits_metric(report)} F0.5 per error type (level {level}: the {len(order)} most frequent in the gold)", fontsize=9)
    ax.tick_params(axis="y", labelsize=7)
    ax.legend(fontsize=7, frameon=False)
    fig.tight_layout()
    return fig
