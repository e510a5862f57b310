"""sakaguchi-metric-scores and sakaguchi-table6 (gecnb.reproduce.tables_imeasure), read from the shipped cache
(``python3 scripts/build_reproduce_cache.py sakaguchi-metric-scores`` with ``GECNB_BUILD_SLOW_TABLES=1``
rebuilds it). The tables are registered only when the cache is shipped; without it there is nothing to test
here (tests/test_imeasure.py tests the metric itself)."""

from __future__ import annotations

import pytest

from gecnb.reproduce import base
from gecnb.reproduce.tables_imeasure import IM_REFSETS

pytestmark = pytest.mark.skipif(not (base.CACHE_DIR / "sakaguchi-metric-scores.tsv").is_file(),
                                reason="the sakaguchi-metric-scores cache is not shipped")


def test_metric_scores_headline() -> None:
    t = base.table("sakaguchi-metric-scores")
    im = t[(t["column"] == "IM") & t["comparable"]]
    # every I-measure value computed is the published one to its 2 printed decimals
    assert len(im) == 13 * len(IM_REFSETS)
    assert im["within"].all(), im[~im["within"]]
    gleu = t[(t["column"] == "GLEU")]
    assert len(gleu) == 91 and gleu["within"].all()
    m2 = t[(t["column"] == "M2")]
    assert len(m2) == 91 and m2["within"].all(), m2[~m2["within"]]
    assert not t.loc[t["column"] == "BLEU", "comparable"].any()


def test_table6_from_gecnb_scores() -> None:
    t = base.table("sakaguchi-table6")
    comp = t[t["comparable"]]
    for metric in ("M2", "GLEU"):
        cells = comp[comp["row"] == metric]
        assert len(cells) == 14 and cells["within"].all(), cells[~cells["within"]]
    im = comp[comp["row"] == "I-measure"]
    assert len(im) == 2 * len(IM_REFSETS) and im["within"].all(), im[~im["within"]]
