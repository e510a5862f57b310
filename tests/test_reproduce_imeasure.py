"""sakaguchi-metric-scores and sakaguchi-table6 (gecnb.reproduce.tables_sakaguchi_scores), read from the shipped cache
(``python3 scripts/build_reproduce_cache.py sakaguchi-metric-scores`` with ``GECNB_BUILD_SLOW_TABLES=1``
rebuilds it). The tables are registered only when the cache is shipped; without it there is nothing to test
here (tests/test_imeasure.py tests the metric itself)."""

from __future__ import annotations

import pytest

from gecnb.reproduce import base
from gecnb.reproduce.tables_sakaguchi_scores import IM_REFSETS

pytestmark = pytest.mark.skipif(not (base.CACHE_DIR / "sakaguchi-metric-scores.tsv").is_file(),
                                reason="the sakaguchi-metric-scores cache is not shipped")


def test_metric_scores_headline() -> None:
    t = base.table("sakaguchi-metric-scores")
    # within = at printed precision (issue 20: half a printed unit; M2 is printed with 4 or 5 decimals)
    assert base.headline(t).startswith("sakaguchi-metric-scores: 364 of 364 comparable cells (100%) at printed "
                                       "precision")
    im = t[t["column"] == "IM"]
    # every I-measure value is the published one to its 2 printed decimals (91 of 91 with all seven sets)
    assert len(im) == 91 and im["comparable"].sum() == 13 * len(IM_REFSETS)
    assert im.loc[im["comparable"], "within"].all(), im[~im["within"]]
    for metric, n in (("GLEU", 91), ("BLEU", 91)):
        cells = t[t["column"] == metric]
        assert len(cells) == n and cells["within"].all(), cells[~cells["within"]]
    assert len(t[t["column"] == "M2"]) == 91
    # BLEU is the GLEU script's BLEU (gecnb.metrics.gleu.bleu_gleu_script): every published value to 1e-12, while
    # sacrebleu's (in each note) misses most
    bleu = t[t["column"] == "BLEU"]
    assert bleu["comparable"].all() and bleu["diff"].abs().max() < 1e-11
    sacre = bleu["note"].str.extract(r"usual brevity penalty\): ([0-9.]+)")[0].astype(float)
    assert (sacre - bleu["paper"]).abs().max() > 0.01
    # M2 is scored as release 3.2 of the official scorer, which the paper ran: all 91 at printed precision; with
    # the current code (d12eea2) five cells of CUUI are 0.00007-0.00024 above the print (the note says so)
    m2 = t[t["column"] == "M2"]
    assert m2["at_print"].all() and m2["note"].str.contains("release 3.2").all(), m2[~m2["at_print"]]


def test_table6_from_gecnb_scores() -> None:
    t = base.table("sakaguchi-table6")
    assert base.headline(t).startswith("sakaguchi-table6: 56 of 56 comparable cells (100%) at printed precision")
    assert t["comparable"].all() and t["at_print"].all()
    # the paper correlated the scores as metric_scores.tsv prints them (IM 2 decimals, M2 4); gecnb's unrounded
    # scores (in the note where they differ) miss the print in three Pearson cells, by less than 0.001
    unrounded = t["note"].str.extract(r"from the unrounded scores: (-?[0-9.]+)")[0].astype(float)
    miss = (unrounded - t["paper"]).abs() > 0.0005
    assert sorted(zip(t.loc[miss, "row"], t.loc[miss, "column"], t.loc[miss, "coefficient"], strict=True)) == [
        ("I-measure", "N-min.", "r"), ("I-measure", "NUCLE", "r"), ("M2", "N-fluency", "r")]
    assert (unrounded[miss] - t.loc[miss, "paper"]).abs().max() < 0.001
