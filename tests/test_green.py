"""GREEN (``green``) against gec-metrics' implementation.

Oracle: gotutiyan/gec-metrics at commit 320c830, ``src/gec_metrics/metrics/green.py`` and ``base.py``
unmodified (``gecommon`` stubbed: GREEN does not use it), run outside the repository on the CoNLL-2014
test set: sources, the 13 submissions and NUCLE's two annotators as text, written from
``gecnb.load_dataset("conll14")`` (the submissions are byte-identical to the official files):

    GREEN(GREEN.Config(**cfg)).score_corpus(src, hyp, [nucle0, nucle1])   # cfg: {}, {beta: 0.5}, {unit: "char"}
    GREEN(GREEN.Config()).score_sentence(src[:20], amu[:20], [r[:20] for r in refs])

The tiny example is gec-metrics' own ``green_test.py``.
"""

from __future__ import annotations

import random

import pytest

import gecnb
from gecnb.data.errors import GecInputError
from gecnb.metrics.green import GreenConfig, green
from gecnb.metrics.options import OptionError

ORACLE_DEFAULT = {  # n=4, beta=2, word
    "AMU": 0.7923112643803907, "CAMB": 0.7974535196476672, "CUUI": 0.791125025023143, "IITB": 0.769785130116089,
    "INPUT": 0.7690443483814521, "IPN": 0.7630166613939929, "NTHU": 0.7812866305493845,
    "PKU": 0.7833897970168089, "POST": 0.7816898325289825, "RAC": 0.7769862859935963,
    "SJTU": 0.7726742285971356, "UFC": 0.7712538808657177, "UMC": 0.7800686039756822,
}
ORACLE_BETA_05 = {"AMU": 0.8541239338816691, "CAMB": 0.8201565278805797, "INPUT": 0.9301643905866911}
ORACLE_CHAR = {"AMU": 0.934126652615834, "UFC": 0.9313704740794855}
ORACLE_AMU_SENTENCES_20 = [
    1.0, 1.0, 0.7409572023756175, 0.4982054621269743, 0.9348395892176783, 1.0, 1.0, 1.0, 0.8912198135018553,
    0.7970272194924579, 1.0, 0.669088437389967, 0.7165601220379141, 0.9348395892176783, 0.8136609037661494,
    0.8692156934193436, 0.9000291326212774, 0.6558116110498804, 0.8394491069419449, 0.7076534431960262,
]

# gec-metrics green_test.py
SRCS = ["This sentences contain gramamtical error .", "This is a sentence .", "This is no change .",
        "I bought a pen to write a letter to a friend ."]
HYPS = ["This sentence contains a grammatical error .", "the sentence was corrected into completely different one .",
        "This is no change .", "I bought a pen to write a letter to a friend ."]
REFS = [["This sentence contains a gramamtical error .", "These sentences contain grammatical errors ."],
        ["dummy sentence .", "another dummy sentence ."],
        ["This is no change .", "This is no change ."],
        ["I bought a pen to write a letter to the friend .", "I bought a pen to write the letter to the friend ."]]
GM_CASES = [
    (0.5, 67.353281938837, [67.080694940041, 34.099683242425, 100.0, 89.496113939418]),
    (2.0, 71.852523831581, [74.467815149281, 60.992075408949, 100.0, 68.051848160668]),
]


@pytest.mark.parametrize("beta, corpus, sentences", GM_CASES)
def test_gec_metrics_unit_example(beta, corpus, sentences):
    res = green(sources=SRCS, hypotheses=HYPS, references=REFS, config=GreenConfig(beta=beta))
    assert 100 * res.score == pytest.approx(corpus, abs=1e-9)
    assert [100 * f for f in res.sentences.f] == pytest.approx(sentences, abs=1e-9)


@pytest.fixture(scope="module")
def conll14():
    return gecnb.load_dataset("conll14")


def test_conll14_equals_gec_metrics(conll14):
    df = gecnb.score(conll14, "green", reference_set="NUCLE").set_index("system")
    for name, v in ORACLE_DEFAULT.items():
        assert df.loc[name, "f"] == pytest.approx(v, abs=1e-12), name
    sig = df.signature.iloc[0]
    assert "n:4" in sig and "beta:2" in sig and "tokens:word" in sig and "nrefs:2" in sig
    b05 = gecnb.score(conll14, "green", reference_set="NUCLE", systems=list(ORACLE_BETA_05), beta=0.5)
    assert list(b05.f) == pytest.approx(list(ORACLE_BETA_05.values()), abs=1e-12)
    ch = gecnb.score(conll14, "green", reference_set="NUCLE", systems=list(ORACLE_CHAR), tokens="char")
    assert list(ch.f) == pytest.approx(list(ORACLE_CHAR.values()), abs=1e-12)


def test_sentence_level(conll14):
    small = conll14.subset(range(20))
    sents = gecnb.score_sentences(small, "green", reference_set="NUCLE", systems=["AMU"])
    assert list(sents.f) == pytest.approx(ORACLE_AMU_SENTENCES_20, abs=1e-12)
    lvl = gecnb.score(small, "green", reference_set="NUCLE", systems=["AMU"], level="sentence")
    assert lvl.f[0] == pytest.approx(sum(ORACLE_AMU_SENTENCES_20) / 20)


def test_properties(conll14):
    small = conll14.subset(range(60))
    srcs = list(small.sources)
    refs = [list(r) for r in small.references("NUCLE").references]
    hyps = list(small.systems["CAMB"].hypotheses)
    base = green(sources=srcs, hypotheses=hyps, references=refs)
    assert 0 <= base.score <= 1 and 0 <= base.p <= 1 and 0 <= base.r <= 1
    # the reference as hypothesis is perfect
    perfect = green(sources=srcs, hypotheses=[r[0] for r in refs], references=[[r[0]] for r in refs])
    assert perfect.score == perfect.p == perfect.r == 1.0
    # sentence order does not matter; counts are integers summed over sentences
    order = list(range(len(srcs)))
    random.Random(7).shuffle(order)
    shuffled = green(sources=[srcs[i] for i in order], hypotheses=[hyps[i] for i in order],
                     references=[refs[i] for i in order])
    assert shuffled.score == base.score
    # another reference never lowers a sentence score (the best one is chosen)
    more = green(sources=srcs, hypotheses=hyps, references=[[*r, h] for r, h in zip(refs, hyps, strict=True)])
    assert (more.sentences.f.to_numpy() >= base.sentences.f.to_numpy()).all()
    assert (more.sentences.f == 1.0).all()


def test_bad_input():
    for bad in ({"max_n": 0}, {"max_n": 11}, {"max_n": 2.5}, {"beta": float("nan")}, {"beta": 0},
                {"tokens": "byte"}):
        with pytest.raises(OptionError):
            gecnb.get_metric("green", **bad)
    with pytest.raises(GecInputError, match="sentence 2 has no reference"):
        green(sources=["a", "b"], hypotheses=["a", "b"], references=[["a"], []])
    with pytest.raises(GecInputError, match="one entry per sentence"):
        green(sources=["a", "b"], hypotheses=["a"], references=[["a"], ["b"]])
    # empty sentences are a bounded result, not an error
    res = green(sources=["", "a b"], hypotheses=["", "a b"], references=[[""], ["a c"]])
    assert res.sentences.f[0] == 1.0 and 0 <= res.score <= 1


def test_chinese_characters():
    zh = gecnb.Corpus("zh", ("我 们 去 了",), "zh")
    zh.add_references("r", [["我 们 去 过"]])
    zh.add_system("s", ["我 们 去 过"])
    df = gecnb.score(zh, "green")
    assert df.f[0] == 1.0 and "tokens:char" in df.signature[0]
