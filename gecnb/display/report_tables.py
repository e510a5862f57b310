"""The tables of an evaluation report shaped for display, shared by its formats (HTML in
:mod:`gecnb.display.report`, Markdown in :mod:`gecnb.display.report_text`, LaTeX in
:mod:`gecnb.display.report_latex`): P / R / F0.5 with one column per metric and value, and the per-error-type
tests of a user system against the baseline. They select and reshape what :func:`gecnb.evaluate` computed
and compute no score. The report is duck-typed.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

import pandas as pd

__all__ = ["PRF_HEADS", "TYPE_COLUMNS", "TYPE_TABLE_LIMIT", "prf_wide", "stars", "type_table", "type_test_users"]

P_LEVELS = ((0.001, "***"), (0.01, "**"), (0.05, "*"))
#: the label of each value of ``report.prf()`` in a wide table's column names ("M2 P", "ERRANT F0.5", ...)
PRF_HEADS = {"tp": "TP", "fp": "FP", "fn": "FN", "p": "P", "r": "R", "f": "F0.5"}
TYPE_COLUMNS = ["metric", "type", "gold", "value", "other_value", "delta", "delta_low", "delta_high", "p_value", "sig"]
#: the user systems whose per-type tests a rendering shows (all of them are in ``report.type_significance``)
TYPE_TABLE_LIMIT = 10


def test_description(report: Any) -> str:
    """What the significance test is, as every format says it (plain text; each format escapes it and adds its
    own marks): the test, its resamples, seed and interval level."""
    st = report.settings
    return (f"paired bootstrap (Koehn 2004; sacrebleu's paired-bs p-value, two-sided), n = {st.get('n')} resamples, "
            f"seed {st.get('seed')}, {st.get('confidence')} intervals")


STARS_TEXT = "* p < 0.05, ** p < 0.01, *** p < 0.001"


def stars(p: Any) -> str:
    """``*`` p < 0.05, ``**`` p < 0.01, ``***`` p < 0.001; nothing for a missing p-value."""
    if p is None or p is pd.NA or (isinstance(p, float) and math.isnan(p)):
        return ""
    return next((s for level, s in P_LEVELS if p < level), "")


def prf_wide(report: Any, *, counts: bool = False) -> pd.DataFrame:
    """``report.prf()`` with one row per system (in its order) and, per metric, the columns ``"METRIC P"``,
    ``"METRIC R"``, ``"METRIC F0.5"`` (``counts``: ``"METRIC TP"``, ``FP``, ``FN`` instead). Empty when no
    metric of the report has P / R / F."""
    prf = report.prf()
    if prf.empty:
        return pd.DataFrame()
    values = ["tp", "fp", "fn"] if counts else ["p", "r", "f"]
    systems = list(dict.fromkeys(prf["system"]))
    out = pd.DataFrame({"system": systems})
    for metric in dict.fromkeys(prf["metric"]):
        part = prf[prf["metric"] == metric].set_index("system").reindex(systems)
        for v in values:
            col = part[v]
            out[f"{metric} {PRF_HEADS[v]}"] = (col.astype("Int64") if counts and _integral(col) else col).to_numpy()
    return out


def _integral(col: pd.Series) -> bool:
    values = col.dropna().to_numpy(dtype=float)
    return bool(((values == values.round()) & (abs(values) < 2**53)).all())


def type_test_users(report: Any) -> list[str]:
    """The user systems with per-type tests against the baseline, in the report's order."""
    t = getattr(report, "type_significance", None)
    if t is None or t.empty:
        return []
    have = set(t["system"])
    return [u for u in report.users if u in have]


def edits_metric(report: Any) -> str:
    """The edit-based metric the report's per-type tables, buckets and examples count with: ChERRANT on Chinese
    (``settings["language"] == "zh"``), else ERRANT."""
    settings = getattr(report, "settings", None) or {}
    return "ChERRANT" if settings.get("language") == "zh" else "ERRANT"


def type_table(report: Any, user: str, *, level: int = 2) -> pd.DataFrame:
    """The per-type tests of ``user`` against the baseline as one table (:data:`TYPE_COLUMNS`): ERRANT's types at
    ``level`` (most gold edits first: the user system's TP + FN of that type, from ``report.types``), then the
    CLEME2.0 indicators. ``value`` / ``other_value`` are the user system's and the baseline's F0.5 (ERRANT) or
    indicator (CLEME2.0); ``sig`` the stars of the p-value."""
    t = report.type_significance
    part = t[t["system"] == user]
    errant = part[part["metric"].isin(("ERRANT", "ChERRANT")) & (part["level"] == level)].copy()
    types = report.types
    gold = {}
    if types is not None and not types.empty:
        mine = types[(types["system"] == user) & (types["level"] == level)]
        gold = dict(zip(mine["type"], (mine["tp"] + mine["fn"]).astype(int), strict=True))
    errant["gold"] = [gold.get(x, 0) for x in errant["type"]]
    errant = errant.sort_values(["gold", "type"], ascending=[False, True], kind="stable")
    cleme = part[~part["metric"].isin(("ERRANT", "ChERRANT"))].copy()
    cleme["gold"] = pd.NA
    out = pd.concat([errant, cleme], ignore_index=True) if not cleme.empty else errant.reset_index(drop=True)
    out["gold"] = out["gold"].astype("Int64")
    out["sig"] = [stars(p) for p in out["p_value"]]
    return out[TYPE_COLUMNS]


COUNT_COLUMNS = ("tp", "fp", "fn", "fp_ne", "fp_un", "tn")


def disentangled_table(report: Any, systems: Sequence[str]) -> pd.DataFrame:
    """CLEME2.0's disentangled rows of ``systems`` (without ``user``), chunk counts as integers where they are
    whole numbers (unweighted counts), so that no format prints ``381.0000`` for 381 chunks."""
    d = report.disentangled[report.disentangled["system"].isin(list(systems))].drop(columns=["user"])
    d = d.copy()
    for c in COUNT_COLUMNS:
        if c in d.columns:
            v = pd.to_numeric(d[c], errors="coerce")
            if v.notna().all() and (v == v.round()).all():
                d[c] = v.astype("int64")
    return d

