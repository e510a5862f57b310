"""How much of an evaluation report (:class:`gecnb.evaluation.EvaluationReport`) its renderings show, so that
they stay bounded with many systems: 300 user systems give 44,850 pairs per metric, and a plot with a bar per
system, a table per system or a table of every pair would grow without end (quadratically for the pairs).

Every section of the HTML page, the Markdown and the plots shows at most what these limits allow and says what
it left out (:func:`left_out`); the report's DataFrames and its JSON keep everything. The other formats (LaTeX,
the command line's table) use the same helpers. The rules:

* the **scores** table has a row per system (linear): all of them;
* per-system tables, plot groups and columns (ranks, CLEME2.0's disentangled scores, the error types, the
  buckets, the examples) show the first :data:`DETAIL_SYSTEMS` user systems and the baseline
  (:func:`detailed_systems`);
* the **scores-with-intervals plot** shows at most :data:`PLOT_SYSTEMS` systems per metric: the baseline, the
  user systems and the best of the others (:func:`plot_systems`); its figure has a fixed size per panel;
* **p-values against every other system** get a table for the first :data:`PAIRWISE_TABLES` user systems
  (:func:`pairwise_users`);
* the **significance** table has each user system against the baseline (a row per user system and metric:
  linear); without a baseline, every pair of the first :data:`PAIRWISE_TABLES` user systems
  (:func:`shown_comparisons`), never all pairs.

It selects rows of what :func:`gecnb.evaluate` computed and computes no score; the report is duck-typed.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pandas as pd

__all__ = ["DETAIL_SYSTEMS", "PAIRWISE_TABLES", "PLOT_SYSTEMS", "detailed_systems", "left_out", "name_list",
           "pairwise_users", "plot_systems", "shown_comparisons"]

#: user systems (with the baseline) that get their own tables, plot groups and columns
DETAIL_SYSTEMS = 10
#: systems per panel of the scores-with-intervals plot
PLOT_SYSTEMS = 30
#: user systems whose p-values against every other system get a table (and, without a baseline, whose pairs
#: the significance table shows)
PAIRWISE_TABLES = 3


def name_list(names: Sequence[str], *, limit: int = DETAIL_SYSTEMS) -> str:
    """``names`` joined by commas for a title, the first ``limit`` of them and how many more."""
    names = [str(n) for n in names]
    more = len(names) - limit
    return ", ".join(names[:limit]) + (f" and {more} more" if more > 0 else "")


def detailed_systems(report: Any, *, limit: int = DETAIL_SYSTEMS) -> list[str]:
    """The systems that get their own tables, plot groups and columns: the first ``limit`` user systems (in the
    report's order), then the baseline."""
    users = [u for u in report.users if u != report.baseline][:limit]
    return list(dict.fromkeys([*users, *([report.baseline] if report.baseline is not None else [])]))


def pairwise_users(report: Any, *, limit: int = PAIRWISE_TABLES) -> list[str]:
    """The user systems whose p-values against every other system are shown: the first ``limit`` of those
    compared with anything."""
    c = report.comparisons
    have = set(c["system"]) if not c.empty else set()
    return [u for u in report.users if u in have][:limit]


def shown_comparisons(report: Any) -> pd.DataFrame:
    """The rows of ``report.comparisons`` a rendering shows: those against the baseline (one per user system and
    metric); without a baseline, those of the :func:`pairwise_users` (each against every other system)."""
    c = report.comparisons
    if c.empty:
        return c
    if report.baseline is not None:
        return c[c["baseline"]]
    return c[c["system"].isin(pairwise_users(report))]


def plot_systems(values: pd.Series, *, users: Sequence[str], baseline: str | None,
                 limit: int = PLOT_SYSTEMS) -> list[str]:
    """The systems one panel of a plot shows, best first (``values``: system -> score; NaN last): all of them up
    to ``limit``; beyond it the baseline, the user systems (the best of them, when they alone are too many)
    and the best of the others, ``limit`` in all."""
    ranked = [str(s) for s in values.sort_values(ascending=False, kind="stable", na_position="last").index]
    if len(ranked) <= limit:
        return ranked
    user_set = set(users)
    keep = [baseline] if baseline in ranked else []
    keep += [s for s in ranked if s in user_set and s != baseline][:max(0, limit - len(keep))]
    kept = set(keep)
    keep += [s for s in ranked if s not in kept and s not in user_set][:max(0, limit - len(keep))]
    kept = set(keep)
    return [s for s in ranked if s in kept]


def left_out(report: Any) -> list[str]:
    """What the HTML page, the Markdown and the plots leave out of ``report``, one sentence each (nothing with
    few systems); the report's DataFrames and its JSON have all of it."""
    notes = []
    n_sys, users = len(report.systems), [u for u in report.users if u != report.baseline]
    if n_sys > PLOT_SYSTEMS:
        notes.append(f"The scores plot shows {PLOT_SYSTEMS} of the {n_sys} systems per metric: the baseline, the "
                     "user systems (the best of them when they are more) and the best of the others; the scores "
                     "table and report.scores have every system.")
    if len(users) > DETAIL_SYSTEMS:
        notes.append(f"The per-system tables and plots (ranks, CLEME2.0's disentangled scores, error types, "
                     f"buckets, examples) show the first {DETAIL_SYSTEMS} of the {len(users)} user systems"
                     + (" and the baseline" if report.baseline is not None else "")
                     + "; report.scores, report.disentangled, report.types, report.buckets and report.examples "
                     "(and the JSON) have all of them.")
    compared = pairwise_users(report, limit=len(report.users))
    if len(compared) > PAIRWISE_TABLES:
        notes.append(f"p-values against every other system are shown for the first {PAIRWISE_TABLES} of the "
                     f"{len(compared)} user systems"
                     + ("" if report.baseline is not None else
                        " (with no baseline, the significance table has their pairs only)")
                     + f"; report.comparisons has all {len(report.comparisons):,} rows.")
    return notes
