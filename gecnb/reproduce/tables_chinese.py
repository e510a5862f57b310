"""The Chinese GEC evaluation paper, Table 4: the correlations of the character metrics with human judgments."""

from __future__ import annotations

import pandas as pd
from scipy import stats

from gecnb.reproduce.base import register
from gecnb.reproduce.printed import paper_table


@register("chinese-table4", title="Chinese GEC evaluation Table 4: Pearson correlations (and two-sided p) "
          "between the metrics of its Table 3, over its 10 systems")
def _chinese_table4() -> pd.DataFrame:
    t3 = paper_table("chinese-table3").pivot(index="row", columns="column", values="paper")
    rows = []
    for r in paper_table("chinese-table4")[["row", "column"]].drop_duplicates().itertuples():
        res = stats.pearsonr(t3[r.row], t3[r.column])
        for statistic, value in (("r", res.statistic), ("p", res.pvalue)):
            rows.append({"row": r.row, "column": r.column, "statistic": statistic, "gecnb": round(float(value), 4),
                         "note": "computed from the paper's own Table 3 (its systems' outputs are not public)"})
    return pd.DataFrame(rows)
