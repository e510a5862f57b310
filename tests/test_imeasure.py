"""The I-measure (``imeasure``; Felice and Briscoe 2015) against its authors' scorer and the published values.

Oracle numbers: mfelice/imeasure [fc79fdf] ``ieval.py`` run under Python 2.7.18 (outside the repo) on
(a) the first 150 blocks of ``sn8gec/m2/EXPMIN.m2``, converted by the scorer's ``m2_to_ixml.py`` (NLTK's
Treebank tokenizer with ``preserve_line=True``: no punkt data offline), with the first 150 lines of the
official CoNLL-2014 outputs, ``-nomix``; (b) the first 60 sentences of the vendored
``sn8gec/ieval/BN.m2.ieval.xml.gz`` with four option settings. The scorer prints x 100 with 2 decimals;
its integer counts are asserted exactly.
Published: ``sn8gec/metric_scores.tsv`` (Sakaguchi et al. 2016), IM rows, 2 decimals.
"""

from __future__ import annotations

import functools
import gzip
import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gecnb import get_metric
from gecnb.data.errors import GecInputError
from gecnb.data.readers import m2_block_texts
from gecnb.data.text import read_text
from gecnb.datasets import data_path
from gecnb.metrics.imeasure import (
    CountsCache,
    IMeasureConfig,
    align3,
    alignment_counts,
    imeasure_corpus,
    imeasure_sentences,
    ixml_candidates,
    read_ixml,
)
from gecnb.metrics.options import OptionError


def _outputs(system: str, n: int) -> list[str]:
    import warnings

    from gecnb.data.errors import NormalisationWarning

    with warnings.catch_warnings():
        warnings.simplefilter("ignore", NormalisationWarning)
        return read_text(data_path("conll14", "official_submissions", system))[:n]


# (a) EXPMIN.m2, 150 sentences: correction TP TN FP FN FPN and I x 100 as ieval.py prints them
# (measured also: CAMB (79, 3281, 212, 244, 17) -7.86 and NTHU (45, 3244, 304, 264, 11) -13.35, equal)
ORACLE_EXPMIN = {
    "AMU": ((64, 3367, 122, 248, 13), -3.97),
    "UFC": ((1, 3482, 1, 293, 1), 0.21),
}


@pytest.mark.parametrize("system", list(ORACLE_EXPMIN))
def test_m2_candidates_match_the_scorer(system: str) -> None:
    blocks = m2_block_texts(data_path("sn8gec", "m2", "EXPMIN.m2"))[:150]
    sources = [b.split("\n")[0][2:] for b in blocks]
    cands = [ixml_candidates(b) for b in blocks]
    table = imeasure_sentences(sources=sources, hypotheses=_outputs(system, 150), candidates=cands)
    got = imeasure_corpus(table)
    counts, i = ORACLE_EXPMIN[system]
    assert tuple(int(got[k]) for k in ("tp", "tn", "fp", "fn", "fpn")) == counts
    assert round(got["i"] * 100, 2) == i


# (b) BN.m2.ieval.xml, 60 sentences, 10 annotators: (aspect, TP, TN, FP, FN, FPN, I x 100) per option set
ORACLE_BN = {
    ("CUUI", ()): {"d": (38, 1374, 52, 107, 0, -3.87), "c": (33, 1374, 57, 112, 5, -4.39)},
    ("CUUI", (("optimise", "corpus"),)): {"d": (38, 1374, 52, 107, 0, -3.87), "c": (33, 1374, 57, 112, 5, -4.39)},
}


_MEMO: dict = {}  # alignment counts shared by the option settings (they do not depend on the options)


@functools.cache
def _bn60() -> tuple[list[str], list[list[list[str]]]]:
    sents = read_ixml(data_path("sn8gec", "ieval", "BN.m2.ieval.xml.gz"))[:60]
    return [" ".join(s.source) for s in sents], [s.candidates() for s in sents]


@pytest.mark.parametrize(("key", "want"), list(ORACLE_BN.items()))
def test_xml_gold_matches_the_scorer(key: tuple[str, tuple[tuple[str, object], ...]], want: dict) -> None:
    system, opts = key
    sources, cands = _bn60()
    cfg = IMeasureConfig(**dict(opts))
    got = imeasure_corpus(imeasure_sentences(sources=sources, hypotheses=_outputs(system, 60), candidates=cands,
                                             config=cfg, cache=_MEMO), config=cfg)
    for aspect, prefix in (("d", "d_"), ("c", "")):
        counts = tuple(int(got[prefix + k]) for k in ("tp", "tn", "fp", "fn", "fpn"))
        assert counts == want[aspect][:5], (aspect, counts)
        assert round(got[prefix + "i"] * 100, 2) == want[aspect][5]


def test_published_values_through_the_protocol() -> None:
    """E-minimal through ``get_metric("imeasure")`` on the scorer's XML gold: three systems to the printed
    2 decimals (all 91 are in tests/test_reproduce_imeasure.py, from the shipped cache)."""
    from gecnb.data.corpus import Corpus
    from gecnb.data.registry import load_dataset, sn8gec_sentences
    from gecnb.reproduce.printed import sn8gec_published_scores

    base = load_dataset("sn8gec")
    keep = sn8gec_sentences()
    sents = read_ixml(data_path("sn8gec", "ieval", "EXPMIN.m2.ieval.xml.gz"))
    corpus = Corpus("t", base.sources, "en")
    corpus.add_references("E-minimal", [[" ".join(t) for t in sents[i].candidates()] for i in keep])
    for s in ("INPUT", "IITB", "UFC"):
        corpus.add_system(s, base.systems[s].hypotheses)
    table = get_metric("imeasure").score(corpus).set_index("system")
    pub = sn8gec_published_scores().query("metric == 'IM' and refset == 'E-minimal'").set_index("system")["score"]
    for s in ("INPUT", "IITB", "UFC"):
        assert round(table.loc[s, "i"] * 100, 2) == pub[s], s
    assert "I-measure" in table["signature"].iloc[0] and "nomix" in table["signature"].iloc[0]


# ----------------------------------------------------------------------------------------- the rules

def test_alignment_shortcuts_and_counts() -> None:
    s, h, r = "a b c".split(), "a x c".split(), "a y c".split()
    assert align3(s, h, r) == (["a", "b", "c"], ["a", "x", "c"], ["a", "y", "c"])
    c = alignment_counts(align3(s, h, r))
    assert c["d"] == {"tp": 1, "tn": 2, "fp": 0, "fn": 0, "fpn": 0}
    assert c["c"] == {"tp": 0, "tn": 2, "fp": 1, "fn": 1, "fpn": 1}
    # source = reference: a hypothesis change is a false positive
    assert alignment_counts(align3(s, h, s))["c"]["fp"] == 1
    # hypothesis = reference != source: the scorer's three-way path, a true positive
    assert alignment_counts(align3(s, h, h))["c"] == {"tp": 1, "tn": 2, "fp": 0, "fn": 0, "fpn": 0}


def test_ixml_candidates_rules() -> None:
    # annotator 1 has only a noop line: the source is a candidate; a deletion that would empty the sentence
    # is ignored; corrections of one span are joined
    block = ("S a b\nA 0 1|||X|||c||d|||REQUIRED|||-NONE-|||0\nA 0 1|||X|||e|||REQUIRED|||-NONE-|||0\n"
             "A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1\nA 0 2|||X||||||REQUIRED|||-NONE-|||2")
    assert ixml_candidates(block) == [["a", "b"], ["c", "e", "b"]]
    # only annotators with edits: the source is not a candidate (the scorer's numann rule)
    assert ixml_candidates("S a b\nA 1 2|||X|||c|||REQUIRED|||-NONE-|||1") == [["a", "c"]]
    assert ixml_candidates("S a b") == [["a", "b"]]


words = st.lists(st.sampled_from("a b c d e".split()), min_size=1, max_size=7)


@settings(max_examples=30, deadline=None)
@given(s=words, h=words, r=words)
def test_alignment_properties(s: list[str], h: list[str], r: list[str]) -> None:
    al = align3(s, h, r)
    assert [[t for t in row if t] for row in al] == [s, h, r]
    assert not any(a == b == c == "" for a, b, c in zip(*al, strict=True))
    c = alignment_counts(al)
    assert sum(c["d"][k] for k in ("tp", "tn", "fp", "fn")) == len(al[0])
    assert sum(c["c"][k] for k in ("tp", "tn", "fp", "fn")) - c["c"]["fpn"] == len(al[0])


@settings(max_examples=20, deadline=None)
@given(data=st.lists(st.tuples(words, words, words), min_size=1, max_size=5))
def test_score_properties(data: list[tuple[list[str], list[str], list[str]]]) -> None:
    sources = [" ".join(s) for s, _, _ in data]
    cands = [[r, s] for s, _, r in data]
    hyps = [" ".join(h) for _, h, _ in data]
    got = imeasure_corpus(imeasure_sentences(sources=sources, hypotheses=hyps, candidates=cands))
    assert -1.0 <= got["i"] <= 1.0 and 0.0 <= got["wacc"] <= 1.0
    # the hypothesis = the source: WAcc equals the baseline, I = floor(WAcc) (0 unless the source is perfect)
    same = imeasure_corpus(imeasure_sentences(sources=sources, hypotheses=sources, candidates=cands))
    assert same["wacc"] == same["wacc_base"] and same["i"] == math.floor(same["wacc"])
    # the hypothesis = the only reference: I = 1 (where the reference differs from the source somewhere, a
    # perfect correction; where it never does, the source is perfect and I = floor(WAcc) = 1)
    only = [[r] for _, _, r in data]
    best = imeasure_corpus(imeasure_sentences(sources=sources, hypotheses=[" ".join(r) for _, _, r in data],
                                              candidates=only))
    assert best["i"] == pytest.approx(1.0)


# ----------------------------------------------------------------------------------------- bad input

def test_bad_options() -> None:
    for opts in ({"w": 0.0}, {"w": float("nan")}, {"beta": -1.0}, {"max_metric": "cfpn"}, {"optimise": "doc"}):
        with pytest.raises(OptionError):
            IMeasureConfig(**opts)  # type: ignore[arg-type]
    with pytest.raises(OptionError):
        get_metric("imeasure", mix=True)


def test_bad_inputs(tmp_path) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(GecInputError, match="one entry per sentence"):
        imeasure_sentences(sources=["a"], hypotheses=["a", "b"], candidates=[[["a"]]])
    with pytest.raises(GecInputError, match="no candidate"):
        imeasure_sentences(sources=["a"], hypotheses=["a"], candidates=[[]])
    with pytest.raises(GecInputError, match="malformed A line"):
        ixml_candidates("S a b\nA 0 x|||X|||c|||REQUIRED|||-NONE-|||0")
    bad = tmp_path / "gold.xml"
    bad.write_text("<scripts><script><sentence id='1' numann='x'><text>a</text></sentence></script></scripts>")
    with pytest.raises(GecInputError, match="integers") as err:
        read_ixml(bad)
    assert "gold.xml" in str(err.value)
    broken = tmp_path / "broken.xml.gz"
    broken.write_bytes(gzip.compress(b"<scripts><script>"))
    with pytest.raises(GecInputError, match="cannot read"):
        read_ixml(broken)


def test_disk_cache_ignores_a_tampered_row(tmp_path) -> None:  # type: ignore[no-untyped-def]
    cache = CountsCache(tmp_path / "imeasure.sqlite")
    t = (("a", "b"), ("a", "c"), ("a", "d"))
    counts = alignment_counts(align3(*t))
    cache.put_many({t: counts})
    assert cache.get_many([t]) == {t: counts}
    cache._db.execute("UPDATE counts SET value = '9,9,9,9,0;9,9,9,9,0'")
    cache._db.commit()
    assert cache.get_many([t]) == {}
