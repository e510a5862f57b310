"""The transcribed paper tables (gecnb/datasets/papers/): they load, and their cells agree with a second route.

Every cross-check here compares two independent printings of a number (a table and its repeat in the same
or the companion paper, a printed average and its cells, a printed correlation and the data it is computed
from), so a mistyped cell fails one of them.
"""

from __future__ import annotations

import math
from pathlib import Path

import numpy as np
import pandas as pd
import pytest
from scipy import stats

from gecnb.data.errors import GecInputError
from gecnb.datasets import data_path
from gecnb.reproduce.printed import cleme_table10_wide, list_paper_tables, paper_table, read_paper_table, sn8gec_published_scores

REQUIRED = {"cleme-table1", "cleme-table2", "cleme-table7", "cleme-table9", "cleme-table10", "cleme2-table1",
            "cleme2-table2", "cleme2-table5", "cleme2-table8", "cleme2-table10", "sakaguchi-table4",
            "sakaguchi-table5", "sakaguchi-table6", "sakaguchi-figure2", "sakaguchi-figure5", "chinese-table3",
            "chinese-table4", "multiref-figure1", "seeda-readme", "sakaguchi-metric-scores", "gjg15-table3"}
FIXED = ["row", "column", "paper", "page", "table", "mark", "note", "text_line"]


def cells(name: str) -> dict[tuple, pd.Series]:
    t = paper_table(name)
    keys = [c for c in t.columns if c not in FIXED[2:]]
    return {tuple(r[k] for k in keys): r for _, r in t.iterrows()}


def short(metric: str) -> str:
    return metric.replace("-dependent", "-dep").replace("-independent", "-ind")


# ---------------------------------------------------------------- loading and validation


def test_list_has_every_required_table():
    listing = list_paper_tables()
    assert list(listing.columns) == ["name", "paper", "table", "page", "cells", "source"]
    assert set(listing["name"]) >= REQUIRED
    assert (listing["cells"] > 0).all()


@pytest.mark.parametrize("name", sorted(REQUIRED))
def test_every_table_loads_typed_without_duplicates(name):
    t = paper_table(name)
    assert t["paper"].dtype == np.float64
    assert str(t["text_line"].dtype) == "Int64"
    for c in ("row", "column", "page", "table", "mark", "note"):
        assert t[c].map(type).eq(str).all(), c
    keys = [c for c in t.columns if c not in FIXED[2:]]
    assert not t.duplicated(keys).any()
    assert t["paper"].notna().any()
    # an unreadable cell is empty and says why
    assert (t.loc[t["paper"].isna(), "note"].str.len() > 0).all()
    assert np.isfinite(t["paper"].dropna()).all()


def test_unknown_name_lists_the_known_ones():
    with pytest.raises(KeyError, match="cleme-table2"):
        paper_table("cleme-table99")
    with pytest.raises(TypeError):
        paper_table(2)  # type: ignore[arg-type]


HEADER = "row\tcolumn\thuman\tpaper\tpage\ttable\tmark\tnote\n"


@pytest.mark.parametrize(("body", "line", "problem"), [
    ("M2\tA\tEW\t0.5\t§1\tTable 1\t\n", 3, "expected 8 tab-separated fields"),
    ("M2\tA\tEW\tzero\t§1\tTable 1\t\t\n", 3, "not a number"),
    ("M2\tA\tEW\tnan\t§1\tTable 1\t\t\n", 3, "not finite"),
    ("M2\tA\tEW\t\t§1\tTable 1\t\t\n", 3, "note"),
    ("M2\tA\tEW\t0.5\t§1\tTable 1\t\t\nM2\tA\tEW\t0.6\t§1\tTable 1\t\t\n", 4, "duplicate cell"),
    ("\tA\tEW\t0.5\t§1\tTable 1\t\t\n", 3, "empty 'row'"),
])
def test_malformed_files_name_file_and_line(tmp_path, body, line, problem):
    path = tmp_path / "bad.tsv"
    path.write_text("# comment\n" + HEADER + body, encoding="utf-8")
    with pytest.raises(GecInputError, match=problem) as err:
        read_paper_table(path)
    assert err.value.line == line and err.value.file == str(path)


def test_missing_header_column_is_an_error(tmp_path):
    path = tmp_path / "bad.tsv"
    path.write_text("row\tcolumn\tpaper\tpage\ttable\tnote\nM2\tA\t0.5\t§1\t1\t\n", encoding="utf-8")
    with pytest.raises(GecInputError, match="mark") as err:
        read_paper_table(path)
    assert err.value.line == 1


def test_empty_cell_with_a_reason_is_nan(tmp_path):
    path = tmp_path / "ok.tsv"
    path.write_text(HEADER + "M2\tA\tEW\t\t§1\tTable 1\t\tdigits lost in the extraction\n", encoding="utf-8")
    t = read_paper_table(path)
    assert math.isnan(t.loc[0, "paper"]) and t.loc[0, "human"] == "EW"


def test_wide_layout_is_melted(tmp_path):
    path = tmp_path / "wide.tsv"
    path.write_text("# a wide table\nmetric\tweighting\tew_pearson\tts_pearson\nX\tnone\t0.5\t0.25\nX\tsim\t-0.5\t1\n",
                    encoding="utf-8")
    t = read_paper_table(path, table="Table 11", page="App. C.4")
    assert list(t.columns) == ["row", "column", "weighting", "paper", "page", "table", "mark", "note", "text_line"]
    got = {(r.row, r.column, r.weighting): r.paper for r in t.itertuples()}
    assert got == {("X", "ew_pearson", "none"): 0.5, ("X", "ts_pearson", "none"): 0.25,
                   ("X", "ew_pearson", "sim"): -0.5, ("X", "ts_pearson", "sim"): 1.0}
    assert set(t["table"]) == {"Table 11"}
    path.write_text("metric\tew\nX\t0.5\nY\tbad\n", encoding="utf-8")
    with pytest.raises(GecInputError, match="wide layout"):
        read_paper_table(path)


# ---------------------------------------------------------------- CLEME (001) and CLEME2.0 (000)


def test_cleme_table2_spot_cells():
    c = cells("cleme-table2")
    assert c[("M2", "CoNLL-2014", "EW", "r")]["paper"] == 0.623  # split in the extracted text
    assert c[("SentPT-M2", "CoNLL-2014", "EW", "r")]["paper"] == 0.949
    assert c[("GLEU", "NE-Minimal", "TS", "r")]["paper"] == -0.113
    assert c[("SentCLEME-independent", "NE-Minimal", "TS", "rho")]["paper"] == 0.874
    assert c[("SentCLEME-independent", "NE-Minimal", "TS", "rho")]["mark"] == "♣"
    assert c[("CLEME-dependent", "CoNLL-2014", "TS", "rho")]["mark"] == ""
    assert len(c) == 12 * 6 * 2 * 2


def test_cleme_table2_equals_table9_and_cleme2_table1():
    t2, t9, c1 = cells("cleme-table2"), cells("cleme-table9"), cells("cleme2-table1")
    shared9 = [k for k in t2 if k in t9]
    assert len(shared9) == 10 * 24  # Table 9 lacks PT-M2 and SentPT-M2
    for k in shared9:
        assert t2[k]["paper"] == t9[k]["paper"], k
    for k, r in t2.items():
        other = c1[(short(k[0]), *k[1:])]
        assert r["paper"] == other["paper"], k
        assert r["mark"] == other["mark"], k  # ♣ covers whole reference-set blocks


def test_cleme_marks_cover_whole_reference_set_blocks():
    t = paper_table("cleme-table2")
    marked = t[t["mark"] == "♣"]
    assert set(marked["column"]) == {"BN-10GEC", "E-Minimal", "NE-Minimal"}
    assert set(marked["row"]) <= {r for r in t["row"] if r.startswith("Sent")}
    for (_, _), block in t.groupby(["row", "column"]):
        assert block["mark"].nunique() == 1


def test_cleme_table2_statements_of_the_text():
    t = paper_table("cleme-table2")
    # "GLEU suffers from negative correlations on NE-Minimal"
    assert (t.query("row == 'GLEU' and column == 'NE-Minimal'")["paper"] < 0).all()
    # "SentCLEME-dependent performs best on BN-10GEC and NE-Fluency" (Pearson, both human rankings)
    sent = t[t["row"].str.startswith("Sent") & (t["coefficient"] == "r")]
    for col in ("BN-10GEC", "NE-Fluency"):
        for human in ("EW", "TS"):
            block = sent[(sent["column"] == col) & (sent["human"] == human)]
            assert block.loc[block["paper"].idxmax(), "row"] == "SentCLEME-dependent"


def test_cleme_table9_accuracy_rows_match_the_text():
    t = paper_table("cleme-table9")
    # "CLEME-dependent-acc and CLEME-independent-acc result in negative correlations on all reference sets"
    corpus_acc = t[t["row"].isin(["CLEME-dependent-acc", "CLEME-independent-acc"])]
    assert len(corpus_acc) == 48 and (corpus_acc["paper"] < 0).all()
    # "their sentence-level variants ... achieve the highest correlations on some reference sets"
    best = t.loc[t.groupby(["column", "human", "coefficient"])["paper"].idxmax(), "row"]
    assert best.str.endswith("-acc").any() and best.str.startswith("Sent").all()


def test_cleme_table7_is_internally_consistent_and_repeated():
    c7, e7 = cells("cleme-table7"), cells("cleme2-table7")
    for k, r in e7.items():
        assert c7[k]["paper"] == r["paper"], k
    for s in ("CoNLL-2014", "BN-10GEC", "E-Minimal", "E-Fluency", "NE-Minimal", "NE-Fluency"):
        edits = c7[("Edits", s, "number")]["paper"]
        parts = [c7[(x, s, "number")]["paper"] for x in ("ICC", "IUC", "CC")]
        assert sum(parts) == edits, s
        for x, n in zip(("ICC", "IUC", "CC"), parts, strict=True):
            cell = c7[(x, s, "percent")]
            if (x, s) == ("IUC", "NE-Minimal"):  # printed 54.3 for 54.35: documented in the note
                assert "54.35" in cell["note"] and abs(100 * n / edits - cell["paper"]) < 0.06
            else:
                assert abs(100 * n / edits - cell["paper"]) < 0.006, (x, s)
        assert c7[("Sentences", s, "number")]["paper"] == 1312


def test_cleme_table1_repeats_table7_but_for_one_transposition():
    c1, c7 = cells("cleme-table1"), cells("cleme-table7")
    differ = {k for k, r in c1.items() if (k[0], "BN-10GEC", k[2]) in c7 and c7[(k[0], "BN-10GEC", k[2])]["paper"] != r["paper"]}
    assert differ == {("Unchanged chunks", "BN-10GEC", "number")}
    assert "93,496" in c1[("Unchanged chunks", "BN-10GEC", "number")]["note"]
    unchanged, corrected = 93496, c1[("Corrected/dummy chunks", "BN-10GEC", "number")]["paper"]
    assert round(100 * unchanged / (unchanged + corrected), 2) == c1[("Unchanged chunks", "BN-10GEC", "percent")]["paper"]


def test_cleme_table10_equals_the_existing_transcription_and_its_f_scores():
    c = cells("cleme-table10")
    old = cleme_table10_wide().set_index(["metric", "field"])
    field = {"TP": "tp", "TP w/o LW": "tp_nolw", "FP": "fp", "FP w/o LW": "fp_nolw", "FN": "fn", "FN w/o LW": "fn_nolw",
             "TN": "tn", "P": "p", "R": "r", "F0.5": "f"}
    assert len(c) == 416
    for (metric, system, fld), r in c.items():
        assert r["paper"] == old.loc[(metric, field[fld]), system], (metric, system, fld)
    for metric in ("ERRANT", "CLEME-dependent", "CLEME-independent"):  # Sent*: F is a mean of sentence F's
        for system in {k[1] for k in c}:
            tp, fp = c[(metric, system, "TP")]["paper"], c[(metric, system, "FP")]["paper"]
            if tp + fp and metric == "ERRANT":  # ERRANT's counts are exact; CLEME's are rounded weights
                assert abs(100 * tp / (tp + fp) - c[(metric, system, "P")]["paper"]) < 0.006, (metric, system)
            p, rr, f = (c[(metric, system, x)]["paper"] for x in ("P", "R", "F0.5"))
            expected = 0.0 if p * rr == 0 else 1.25 * p * rr / (0.25 * p + rr)
            assert abs(expected - f) < 0.02, (metric, system)
    assert c[("CLEME-dependent", "UMC", "TP w/o LW")]["paper"] == 216  # the paper's typo, kept as printed
    assert "261" in c[("CLEME-dependent", "UMC", "TP w/o LW")]["note"]


def _check_averages(name: str, n: int):
    t = paper_table(name)
    keys = [c for c in ("row", "coefficient") if c in t.columns and (c == "row" or name not in ("cleme2-table2", "cleme2-table5"))]
    odd = []
    for key, g in t.groupby(keys if len(keys) > 1 else keys[0]):
        avg = g[g["column"] == "Avg."]
        vals = g[(g["column"] != "Avg.") & (g["column"] != "reduction vs Table 1 Avg.")]["paper"]
        assert len(avg) == 1 and len(vals) == n, key
        if abs(vals.mean() - avg["paper"].iloc[0]) >= 0.001:
            odd.append(key)
            assert "mean" in avg["note"].iloc[0], key  # a printed average that disagrees is documented
    return odd


def test_printed_averages_match_their_cells():
    assert _check_averages("cleme2-table1", 12) == []
    assert _check_averages("cleme2-table8", 12) == []
    assert _check_averages("cleme2-table2", 4) == ["IMPARA"]
    assert _check_averages("cleme2-table5", 4) == ["CLEME2.0-dep-Over"]


def test_cleme2_table8_repeats_table1_outside_the_club_cells():
    t1, t8 = cells("cleme2-table1"), cells("cleme2-table8")
    for k, r in t8.items():
        if k[1] == "reduction vs Table 1 Avg.":
            a1, a8 = t1[(k[0], "Avg.", "", k[3])]["paper"], t8[(k[0], "Avg.", "", k[3])]["paper"]
            assert abs(a1 - a8 - r["paper"]) < 0.0015, k
        elif k[1] != "Avg.":
            assert (t1[k]["paper"] == r["paper"]) == (t1[k]["mark"] == ""), k


def test_cleme2_statements_of_the_text():
    t1 = paper_table("cleme2-table1")
    avg = t1[(t1["column"] == "Avg.") & ~t1["row"].str.startswith("Sent")]
    for coef in ("r", "rho"):
        block = avg[avg["coefficient"] == coef]
        assert block.loc[block["paper"].idxmax(), "row"] == "CLEME2.0-sim-ind"  # "highest average correlations"
    t2 = paper_table("cleme2-table2")
    a2 = t2[(t2["column"] == "Avg.") & ~t2["row"].str.startswith("Sent")]
    assert a2.loc[a2["paper"].idxmax(), "row"] == "CLEME2.0-sim-ind"


def test_cleme2_table10_length_rows_repeat_cleme_table2():
    t10, c2 = cells("cleme2-table10"), cells("cleme-table2")
    differ = []
    for (m, col, human, coef), r in t10.items():
        if m.endswith("-len"):
            base = m[:-4].replace("-dep", "-dependent").replace("-ind", "-independent")
            if c2[(base, col, human, coef)]["paper"] != r["paper"]:
                differ.append((m, human, coef))
                assert "copy error" in r["note"]
    assert sorted(differ) == [("CLEME-dep-len", "EW", "r"), ("CLEME-dep-len", "EW", "rho")]


# ---------------------------------------------------------------- Sakaguchi et al. 2016 (003)


def test_sakaguchi_table6_recomputed_from_published_scores():
    human = pd.read_csv(data_path("gjg15", "human_scores_table3.tsv"), sep="\t", comment="#").set_index("system")
    scores = sn8gec_published_scores()
    refset = {"NUCLE": "NUCLE", "BN15": "BN15", "E-fluency": "E-fluency", "N-fluency": "NE-fluency",
              "E-min.": "E-minimal", "N-min.": "NE-minimal", "All": "all"}
    metric = {"M2": "M2", "GLEU": "GLEU", "I-measure": "IM", "BLEU": "BLEU"}
    t = paper_table("sakaguchi-table6")
    assert len(t) == 4 * 7 * 2
    for r in t.itertuples():
        s = scores[(scores["metric"] == metric[r.row]) & (scores["refset"] == refset[r.column])].set_index("system")["score"]
        assert len(s) == 13  # the 12 systems and INPUT
        h = human.loc[s.index, "TS_score"]
        got = stats.spearmanr(s, h)[0] if r.coefficient == "rho" else stats.pearsonr(s, h)[0]
        assert abs(got - r.paper) < 0.0006, (r.row, r.column, r.coefficient)


def test_sakaguchi_table6_stars_and_text():
    t = paper_table("sakaguchi-table6")
    for (_, _), g in t.groupby(["row", "coefficient"]):
        assert set(g.loc[g["mark"] == "*", "column"]) == {g.loc[g["paper"].idxmax(), "column"]}
    c = cells("sakaguchi-table6")
    assert c[("GLEU", "E-fluency", "TS", "rho")]["paper"] == 0.819 and c[("GLEU", "E-fluency", "TS", "r")]["paper"] == 0.731
    assert c[("M2", "E-min.", "TS", "rho")]["paper"] == 0.775 and c[("M2", "NUCLE", "TS", "r")]["paper"] == 0.677


def test_sakaguchi_table5_ranks_and_ranges():
    t = paper_table("sakaguchi-table5").pivot(index="row", columns="column", values="paper")
    assert list(t.sort_values("score", ascending=False)["rank"]) == [1, 2, 3, 4, 5, 6]
    assert ((t["range_low"] <= t["rank"]) & (t["rank"] <= t["range_high"])).all()
    assert t.loc["Expert fluency", "cluster"] == t.loc["Non-expert fluency", "cluster"]


def test_sakaguchi_table4_and_figures_match_the_text():
    c = cells("sakaguchi-table4")
    assert round(c[("Fluency E1 v. E2", "Identical")]["paper"]) == 15
    assert c[("Minimal E1 v. E2", "Identical")]["paper"] > 38
    f2 = cells("sakaguchi-figure2")
    assert f2[("CoNLL-2014 system outputs", "sTER vs original")]["paper"] == 1.4
    assert f2[("Non-expert fluency", "sTER vs original")]["mark"] == "≈"


# ---------------------------------------------------------------- Chinese GEC (002), multi-reference GLEU (004)


def test_chinese_table4_recomputed_from_table3():
    t3 = paper_table("chinese-table3").pivot(index="row", columns="column", values="paper")
    assert t3.shape == (10, 6)
    t4 = cells("chinese-table4")
    for (a, b, statistic), r in t4.items():
        res = stats.pearsonr(t3[a], t3[b])
        got = res[0] if statistic == "r" else res[1]
        assert round(got, 4) == r["paper"], (a, b, statistic)
    f = 1.25 * t3["P"] * t3["R"] / (0.25 * t3["P"] + t3["R"])
    assert (abs(f - t3["F0.5"]) < 0.02).all()


def test_multiref_figure1_counts():
    c = cells("multiref-figure1")
    counts = {int(k[1].split()[0]): r["paper"] for k, r in c.items() if k[0] == "MuCGEC dev sentences" and k[1][0].isdigit()}
    assert sum(counts.values()) == c[("MuCGEC dev sentences", "total")]["paper"] == 1137
    mean = sum(k * n for k, n in counts.items()) / 1137
    assert math.floor(mean * 100) / 100 == c[("MuCGEC dev sentences", "mean references per sentence")]["paper"]
    assert {c[(v, "1 reference")]["paper"] for v in ("SELECT-BEST", "AVERAGE", "WEIGHTED", "MERGED")} == {0.4753}


def test_pointer_tables_read_the_existing_files():
    seeda = paper_table("seeda-readme")
    assert {"GLEU", "M2"} <= set(seeda["column"]) and seeda["paper"].notna().all()
    sn = paper_table("sakaguchi-metric-scores")
    assert set(sn["column"]) == {"BLEU", "GLEU", "IM", "M2"} and "refset" in sn.columns


def test_gjg15_table3_pointer():
    c = cells("gjg15-table3")
    assert len(c) == 13 * 2 * 4
    assert c[("AMU", "TS", "score")]["paper"] == 0.273
    assert (c[("RAC", "TS", "rank_low")]["paper"], c[("RAC", "TS", "rank_high")]["paper"]) == (3, 4)
    assert c[("IPN", "EW", "cluster")]["paper"] == 4


# ---------------------------------------------------------------- one home, one parser per source

def test_what_the_papers_printed_has_one_home() -> None:
    import gecnb

    package = Path(gecnb.__file__).parent
    assert not (package / "data" / "paper_tables.py").exists() and not (package / "data" / "published.py").exists()


@pytest.mark.parametrize("name", sorted(REQUIRED))
def test_each_cell_and_its_printed_decimals_come_from_one_parse(name: str) -> None:
    """The value of every cell is its printed text read as a number, and its decimals are that text's: no
    second parser of the same source can disagree with the first."""
    from gecnb.reproduce.printed import _cells, decimals_of, printed_decimals

    frame = _cells(name)
    assert frame.drop(columns="printed").equals(paper_table(name))
    read = [float(t) if t.strip() else math.nan for t in frame["printed"]]
    assert np.array_equal(np.array(read), frame["paper"].to_numpy(), equal_nan=True)
    want = pd.Series([min(decimals_of(t), 6) for t in frame["printed"]], index=frame.index, dtype="Int64")
    assert printed_decimals(name).equals(want)
