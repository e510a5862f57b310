"""An evaluation report (:class:`gecnb.evaluation.EvaluationReport`) as text for papers and READMEs: Markdown.

It renders what :func:`gecnb.evaluate` computed and computes no score; the report is duck-typed.
"""

from __future__ import annotations

from typing import Any

import pandas as pd

from gecnb.display.report import _comparison_table, _fmt
from gecnb.display.report_limits import detailed_systems, left_out, name_list

__all__ = ["report_markdown"]



def _md(df: pd.DataFrame, decimals: int = 4) -> str:
    cols = [str(c).replace("|", "\\|") for c in df.columns]  # a system name is a column of some tables
    lines = ["| " + " | ".join(cols) + " |", "|" + "|".join("---" for _ in cols) + "|"]
    for rec in df.to_dict("records"):
        lines.append("| " + " | ".join(_fmt(v, decimals).replace("|", "\\|") for v in rec.values()) + " |")
    return "\n".join(lines)


def report_markdown(report: Any) -> str:
    """The tables a paper or README needs, in Markdown; bounded with many systems as the HTML is
    (:mod:`gecnb.display.report_limits`: the per-system tables show the first user systems and the baseline,
    and the notes say what is left out)."""
    out = [f"# gecnb evaluation: {name_list(report.users)} on {report.dataset} ({report.reference_set})", "",
           "## Scores", "", _md(report.table().reset_index()), ""]
    hl = detailed_systems(report)
    u = report.scores[report.scores["system"].isin(hl)][["system", "metric", "value", "rank", "ci_low", "ci_high"]]
    u = u.assign(_o=u["system"].map(hl.index)).sort_values("_o", kind="stable").drop(columns="_o")
    out += [f"Rank among {len(report.systems)} systems, {report.settings.get('confidence')} bootstrap interval:", "",
            _md(u), ""]
    if not report.comparisons.empty:
        out += ["## Significance (paired bootstrap)", "", _md(_comparison_table(report)), ""]
    if not report.disentangled.empty:
        out += ["## CLEME2.0: disentangled", "",
                _md(report.disentangled[report.disentangled["system"].isin(hl)].drop(columns=["user"])), ""]
    if not report.types.empty:
        t = report.types[report.types["level"] == 2]
        wide = t.pivot(index="type", columns="system", values="f")
        wide = wide[[c for c in hl if c in wide.columns]]
        out += ["## ERRANT per main type (F0.5)", "", _md(wide.reset_index()), ""]
    notes = [*report.notes, *left_out(report)]
    if notes:
        out += ["## Notes", "", *[f"- {n}" for n in notes], ""]
    out += ["## Signature", "", f"`{report.signature}`", ""]
    return "\n".join(out)
