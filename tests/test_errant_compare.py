"""ERRANT compare: CLEME Table 10 exactly, hand examples, per-type tables, bad input."""

from __future__ import annotations

import pytest

from gecnb.data.edit import Edit
from gecnb.data.errors import GecInputError
from gecnb.datasets import data_path
from gecnb.metrics.errant_compare import (
    ErrantConfig,
    errant_categories,
    errant_from_m2,
    errant_score,
    errant_sentences,
)

CLEME = data_path("conll14", "cleme_errant")
# CLEME paper, Table 10, ERRANT row: TP, FP, FN, P, R, F0.5 (percent, 2 decimals)
TABLE10 = {
    "AMU": (483, 795, 1934, 37.79, 19.98, 32.08), "CAMB": (725, 1329, 1886, 35.30, 27.77, 33.48),
    "CUUI": (607, 985, 1946, 38.13, 23.78, 34.02), "IITB": (28, 65, 2064, 30.11, 1.34, 5.68),
    "INPUT": (0, 0, 2070, 100.0, 0.00, 0.00), "IPN": (52, 488, 2078, 9.63, 2.44, 6.06),
    "NTHU": (409, 991, 1976, 29.21, 17.15, 25.61), "PKU": (294, 697, 2007, 29.67, 12.78, 23.46),
    "POST": (508, 1152, 1985, 30.60, 20.38, 27.81), "RAC": (319, 794, 2044, 28.66, 13.50, 23.40),
    "SJTU": (104, 261, 2036, 28.49, 4.86, 14.44), "UFC": (36, 14, 2069, 72.00, 1.71, 7.81),
    "UMC": (311, 774, 2020, 28.66, 13.34, 23.31),
}


def test_cleme_table10_errant_row_exactly():
    systems = {s: CLEME / f"conll14-{s}.errant" for s in TABLE10}
    df = errant_from_m2(hyp_m2=systems, ref_m2=CLEME / "conll14.errant")
    assert list(df.system) == list(TABLE10)
    for r in df.itertuples():
        got = (r.tp, r.fp, r.fn, round(100 * r.p, 2), round(100 * r.r, 2), round(100 * r.f, 2))
        assert got == TABLE10[r.system], r.system


def test_per_type_table_sums_to_corpus():
    df = errant_from_m2(hyp_m2={"AMU": CLEME / "conll14-AMU.errant"}, ref_m2=CLEME / "conll14.errant", level=3)
    assert df[["tp", "fp", "fn"]].sum().tolist() == [483, 795, 1934]
    ops = errant_from_m2(hyp_m2={"AMU": CLEME / "conll14-AMU.errant"}, ref_m2=CLEME / "conll14.errant", level=1)
    assert set(ops.type) <= {"M", "R", "U", "UNK"} and ops.tp.sum() == 483
    main = errant_from_m2(hyp_m2={"AMU": CLEME / "conll14-AMU.errant"}, ref_m2=CLEME / "conll14.errant", level=2)
    assert "NOUN:NUM" in set(main.type) and main.fn.sum() == 1934


def E(s, e, t, c=""):
    return Edit(s, e, 0, 0, t, c)


def test_hand_example_best_reference_and_tie_breaks():
    hyp = [[E(0, 1, "R:NOUN", "cats")], [E(2, 2, "M:DET", "the")]]
    refs = [
        [[E(0, 1, "R:NOUN:NUM", "cats")], [E(0, 1, "R:NOUN", "dogs")]],  # annotator 0 matches
        [[E(1, 2, "U:DET")], []],  # annotator 1 (unchanged) is better: 0 TP 1 FP 0 FN vs 0/1/1
    ]
    s = errant_sentences(hypotheses=hyp, references=refs)
    assert s.ref_annotator.tolist() == [0, 1]
    assert s[["tp", "fp", "fn"]].values.tolist() == [[1, 0, 0], [0, 1, 0]]
    cats = errant_categories(hypotheses=hyp, references=refs)
    # the TP takes the reference's type, the FP the hypothesis's
    assert cats.set_index("type")[["tp", "fp", "fn"]].to_dict("index") == {
        "M:DET": {"tp": 0, "fp": 1, "fn": 0}, "R:NOUN:NUM": {"tp": 1, "fp": 0, "fn": 0}}
    row = errant_score(hypotheses=hyp, references=refs).iloc[0]
    assert (row.tp, row.fp, row.fn) == (1, 1, 0)
    assert row.f == pytest.approx(1.25 * 0.5 / (0.25 * 0.5 + 1))


def test_modes_and_unk():
    hyp = [[E(0, 1, "R:VERB", "go"), E(3, 3, "M:DET", "a")]]
    refs = [[[E(0, 1, "R:VERB:SVA", "goes"), E(3, 3, "UNK", "")]]]
    cs = errant_score(hypotheses=hyp, references=refs).iloc[0]
    assert (cs.tp, cs.fp, cs.fn) == (0, 2, 1)  # UNK is not a correction
    ds = errant_score(hypotheses=hyp, references=refs, config=ErrantConfig(mode="ds")).iloc[0]
    assert (ds.tp, ds.fp, ds.fn) == (2, 0, 0)
    dt = errant_score(hypotheses=hyp, references=refs, config=ErrantConfig(mode="dt")).iloc[0]
    assert (dt.tp, dt.fp, dt.fn) == (2, 0, 0)  # the insertion counts as the token on its right
    cse = errant_score(hypotheses=[[E(0, 1, "R:VERB", "go")]], references=[[[E(0, 1, "R:VERB:SVA", "go")]]],
                       config=ErrantConfig(mode="cse")).iloc[0]
    assert (cse.tp, cse.fp, cse.fn) == (0, 1, 1)


def test_deletion_conventions_agree():
    a = errant_score(hypotheses=[[E(1, 2, "U:DET", "-NONE-")]], references=[[[E(1, 2, "U:DET", "")]]]).iloc[0]
    assert a.tp == 1


def test_mismatched_counts_and_bad_m2(tmp_path):
    with pytest.raises(GecInputError, match="counts must match"):
        errant_score(hypotheses=[[]], references=[])
    short = tmp_path / "short.m2"
    short.write_text("S a b\nA -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0\n")
    with pytest.raises(GecInputError, match=r"short\.m2: has 1 sentences but the reference .* has 1312"):
        errant_from_m2(hyp_m2=short, ref_m2=CLEME / "conll14.errant")
    bad = tmp_path / "bad.m2"
    bad.write_text("S a b\nA 0 x|||R:NOUN|||c|||REQUIRED|||-NONE-|||0\n")
    with pytest.raises(GecInputError, match=r"bad\.m2:2: malformed edit line"):
        errant_from_m2(hyp_m2=bad, ref_m2=bad)


def test_signature():
    assert ErrantConfig().signature() == (("impl", "ERRANT,errant-3.0.0-compare"), ("mode", "cs"), ("beta", "0.5"),
                                          ("case", "sensitive"))
    with pytest.raises(ValueError):
        ErrantConfig(mode="xx")  # type: ignore[arg-type]
