"""Judgment readers (gecnb.meta.judgments): bundled sets, pair counts against the papers, bad input."""

from __future__ import annotations

import pandas as pd
import pytest

from gecnb.data.errors import GecInputError
from gecnb.datasets import data_path
from gecnb.meta.human import GJG15_SYSTEMS, appraise_wins, canonical_gjg15_name, expected_wins, gjg15_human_scores, seeda_systems
from gecnb.meta.judgments import BUNDLED, COLUMNS, load_judgments, wins_table
from gecnb.meta.ranking import expected_wins_table


@pytest.fixture(scope="module")
def bundled() -> dict[str, pd.DataFrame]:
    return {name: load_judgments(name) for name in BUNDLED}


def test_bundled_tables_are_tidy(bundled):
    for name, df in bundled.items():
        assert list(df.columns) == list(COLUMNS), name
        assert (df["system_a"] < df["system_b"]).all(), name
        assert df["outcome"].isin([-1, 0, 1]).all(), name
        better = (df["rank_a"] < df["rank_b"]).astype(int) - (df["rank_a"] > df["rank_b"]).astype(int)
        assert (better == df["outcome"]).all(), name
        assert df.attrs["source"] == name


def test_pair_counts_match_the_papers(bundled):
    # Sakaguchi et al. 2016: "600 rankings, yielding 7,795 pairwise comparisons" (Section 3) and
    # "The 588 system rankings yield 26,265 pairwise judgments" (Section 5.1); the authors' TrueSkill
    # runs played 7,796 and 26,266 matches (= pairs + 1, wmt-trueskill's -d 0).
    assert len(bundled["sakaguchi-main"]) == 7795
    assert len(bundled["sakaguchi-ctrl"]) == 26265
    assert bundled["sakaguchi-ctrl"]["item"].nunique() == 588
    assert set(bundled["sakaguchi-ctrl"][["system_a", "system_b"]].stack()) == set(GJG15_SYSTEMS)
    assert set(bundled["sakaguchi-main"][["system_a", "system_b"]].stack()) == {
        "refCrwdFluent", "refCrwdMinimal", "refExptFluent", "refExptMinimal", "refNUCLE", "src",
    }  # fmt: skip
    # GJG15: 2,319 rankings by 8 judges, 13 of them empty; GJG15's print_pairs.pl gives 109,098
    # pairs (59,117 ties)
    gjg = bundled["gjg15"]
    assert (len(gjg), gjg["item"].nunique(), gjg["judge"].nunique()) == (109098, 2306, 8)
    assert (gjg["outcome"] == 0).sum() == 59117
    for name in ("seeda-sent", "seeda-edit"):
        assert bundled[name]["item"].nunique() == 600
        assert set(bundled[name][["system_a", "system_b"]].stack()) == set(seeda_systems())
    nap = bundled["napoles15"]
    assert len(nap) == 28146 and nap["judge"].nunique() == 3
    assert "INPUT" in set(nap["system_a"]) | set(nap["system_b"])  # "src" renamed


@pytest.mark.parametrize(
    ("name", "path", "systems", "canonical"),
    [
        ("gjg15", ("gjg15", "judgments.xml"), GJG15_SYSTEMS, canonical_gjg15_name),
        ("seeda-sent", ("seeda", "data", "judgments_sent.xml"), None, None),
        ("seeda-edit", ("seeda", "data", "judgments_edit.xml"), None, None),
    ],
)
def test_wins_agree_with_appraise_wins(bundled, name, path, systems, canonical):
    systems = systems or tuple(seeda_systems())
    old = appraise_wins(data_path(*path), systems=systems, canonical=canonical)
    new = wins_table(bundled[name])
    pd.testing.assert_frame_equal(new, old, check_dtype=False, check_names=False)


def test_expected_wins_reproduce_gjg15_table3b(bundled):
    paper = gjg15_human_scores().set_index("system")["ew"]
    ours = expected_wins_table(bundled["gjg15"]).set_index("system")["ew"]
    assert (ours.reindex(paper.index).round(3) == paper).all()
    via_wins = expected_wins(wins_table(bundled["gjg15"]))
    pd.testing.assert_series_equal(via_wins.sort_index(), ours.sort_index(), check_names=False)


XML_OK = """<?xml version="1.0"?>
<appraise-results>
 <error-correction-ranking-result id="x">
  <ranking-item id="1" src-id="7" user="j1">
   <translation rank="1" system="A B"/>
   <translation rank="2" system="C"/>
  </ranking-item>
  <ranking-item id="2" src-id="8" user="admin">
   <translation rank="1" system="A"/>
   <translation rank="2" system="C"/>
  </ranking-item>
 </error-correction-ranking-result>
</appraise-results>
"""


def test_collapsed_outputs_tie_and_admin_is_skipped(write):
    df = load_judgments(write("j.xml", XML_OK), format="appraise-xml")
    got = {(r.system_a, r.system_b): (r.outcome, r.sentence, r.judge, r.line) for r in df.itertuples()}
    assert got == {("A", "B"): (0, "7", "j1", 4), ("A", "C"): (1, "7", "j1", 4), ("B", "C"): (1, "7", "j1", 4)}


_C_TO = {
    "x": 'rank="x" system="C"/>\n  </ranking-item>\n  <ranking-item id="2"',  # first item's C gets rank "x"
    "A": 'rank="2" system="A"/>\n  </ranking-item>\n  <ranking-item id="2"',  # first item's C becomes A
}


@pytest.mark.parametrize(
    ("text", "line", "message"),
    [
        (XML_OK.replace('rank="2" system="C"/>\n  </ranking-item>\n  <ranking-item id="2"', _C_TO["x"]), 6, "rank is not an integer"),
        (XML_OK.replace('rank="1" system="A B"', 'rank="0" system="A B"'), 5, "rank must be 1 or more"),
        (XML_OK.replace('rank="1" system="A B"', 'rank="1" system="A A"'), 4, None),
        (XML_OK.replace('rank="2" system="C"/>\n  </ranking-item>\n  <ranking-item id="2"', _C_TO["A"]), 4, "ranked twice"),
        (XML_OK.replace("</ranking-item>\n  <ranking-item id=\"2\"", "<ranking-item id=\"2\""), 7, "inside another"),
        (XML_OK.replace('<translation rank="1" system="A B"/>', '<translation rank="1"/>'), 5, "without a rank and a system"),
        (XML_OK.replace("</appraise-results>", ""), 14, "not well-formed"),
    ],
    ids=["rank-x", "rank-0", "same-twice", "ranked-twice", "nested", "no-system", "unclosed"],
)  # fmt: skip
def test_bad_xml_names_file_and_line(write, text, line, message):
    path = write("bad.xml", text)
    if message is None:  # the same system twice with the same rank: harmless, read once
        df = load_judgments(path, format="appraise-xml")
        assert set(df["system_a"]) | set(df["system_b"]) == {"A", "C"}
        return
    with pytest.raises(GecInputError, match=message) as err:
        load_judgments(path, format="appraise-xml")
    assert err.value.file == str(path) and err.value.line == line


def test_unknown_system_is_an_error(write):
    path = write("j.xml", XML_OK)
    with pytest.raises(GecInputError, match="unknown system 'B'") as err:
        load_judgments(path, format="appraise-xml", systems={"A", "C"})
    assert err.value.line == 5
    df = load_judgments(path, format="appraise-xml", names={"B": "A2"}, systems={"A", "A2", "C"})
    assert "A2" in set(df["system_b"])


MTURK_HEAD = (
    "WorkerId,AssignmentId,AssignmentStatus,Input.sentID,"
    + ",".join(f"Input.system{k}" for k in range(1, 6))
    + ","
    + ",".join(f"Answer.rank_{k}" for k in range(1, 6))
    + "\n"
)


def test_mturk_csv_rules(write):
    text = MTURK_HEAD + (
        'w1,a1,Approved,3,"X Y",Z,###,V,W,1,2,,3,\n'  # ### slot dropped; W unranked: left out
        "w2,a2,Rejected,3,X,Z,V,W,Y,1,2,3,4,5\n"  # rejected: not read
        '"w3","a3","Approved","4","X","Z\nZ2","V","W","Y","1","1","3","4","5"\n'  # multi-line field
    )
    df = load_judgments(write("m.csv", text), format="mturk-csv")
    first = df[df["item"] == "a1"]
    assert sorted(zip(first["system_a"], first["system_b"], first["outcome"], strict=True)) == [
        ("V", "X", -1), ("V", "Y", -1), ("V", "Z", -1), ("X", "Y", 0), ("X", "Z", 1), ("Y", "Z", 1),
    ]  # fmt: skip
    assert set(first["line"]) == {2}
    assert set(df[df["item"] == "a3"]["line"]) == {4}
    assert "a2" not in set(df["item"])


@pytest.mark.parametrize(
    ("row", "message"),
    [
        ("w1,a1,Approved,3,X,Z,V,W,Y,1,2,3,4,seven\n", "Answer.rank_5 is not an integer"),
        ("w1,a1,Approved,3,X,Z,V,W,Y,1,2,3,4,9\n", "must be 1..5"),
        ("w1,a1,Approved,3,X,Z,V,W,Y,1,2,3,4\n", "wrong number of fields"),
    ],
)
def test_bad_mturk_rows(write, row, message):
    path = write("m.csv", MTURK_HEAD + "w0,a0,Approved,1,X,Z,V,W,Y,1,2,3,4,5\n" + row)
    with pytest.raises(GecInputError, match=message) as err:
        load_judgments(path, format="mturk-csv")
    assert (err.value.file, err.value.line) == (str(path), 3)


def test_mturk_missing_columns(write):
    path = write("m.csv", "WorkerId,AssignmentId\nw,a\n")
    with pytest.raises(GecInputError, match="missing columns") as err:
        load_judgments(path, format="mturk-csv")
    assert err.value.line == 1


def test_wmt_csv(write):
    head = "segmentId,judgeID,system1Id,system1rank,system2Id,system2rank\n"
    path = write("w.csv", head + "1,j,A,1,B,2\n2,j,A,-1,B,2\n3,j,B,2,A,2\n")
    df = load_judgments(path, format="wmt-csv")
    assert list(zip(df["system_a"], df["system_b"], df["outcome"], df["line"], strict=True)) == [
        ("A", "B", 1, 2), ("A", "B", 0, 4),
    ]  # fmt: skip
    bad = write("w2.csv", head + "1,j,A,1,B,2\n2,j,A,one,B,2\n")
    with pytest.raises(GecInputError, match="system1rank is not an integer") as err:
        load_judgments(bad, format="wmt-csv")
    assert err.value.line == 3
    with pytest.raises(GecInputError, match="not a WMT ranking CSV"):
        load_judgments(write("w3.csv", "a,b\n1,2\n"), format="wmt-csv")


def test_load_judgments_arguments(write):
    with pytest.raises(FileNotFoundError, match="not a bundled judgment set"):
        load_judgments("no-such-set")
    with pytest.raises(ValueError, match="format is required"):
        load_judgments(write("j.xml", XML_OK))
    with pytest.raises(ValueError, match="format must be one of"):
        load_judgments(write("j.xml", XML_OK), format="json")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="is 'appraise-xml'"):
        load_judgments("gjg15", format="wmt-csv")
