"""CLEME scoring: the issue's properties, on generated data."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from gecnb.data.corpus import Corpus
from gecnb.data.edit import Edit
from gecnb.metrics.cleme import ClemeConfig, cleme_scores, paper_variants
from tests.strategies import corpus_data, corpus_of

ALL = [*paper_variants(accuracy_variants=True), ClemeConfig(weighting="none"),
       ClemeConfig(assumption="independent", weighting="none")]


def _nonempty(sents):
    return all(all(r[2] for r in rs) for _h, rs in sents)


@settings(max_examples=60, deadline=None)
@given(corpus_data(min_refs=1, max_refs=1))
def test_hypothesis_equal_to_its_only_reference_scores_one(sents):
    df = cleme_scores(corpus_of(sents, hyp_from="ref0"), edits="given", variants=ALL)
    for _, row in df.iterrows():
        assert row.p == 1.0 and row.r == 1.0 and row.f == 1.0, row.metric
        assert row.fp == 0 and row.fn == 0


@settings(max_examples=60, deadline=None)
@given(corpus_data())
def test_source_as_hypothesis_has_no_tp_and_no_fp(sents):
    df = cleme_scores(corpus_of(sents, hyp_from="source"), edits="given", variants=ALL)
    assert (df.tp == 0).all() and (df.fp == 0).all()


@settings(max_examples=60, deadline=None)
@given(corpus_data())
def test_independent_tp_is_at_least_dependent_tp(sents):
    df = cleme_scores(corpus_of(sents), edits="given", variants=[
        ClemeConfig(weighting="none"), ClemeConfig(assumption="independent", weighting="none"),
        ClemeConfig(), ClemeConfig(assumption="independent")])
    assert df.tp[1] >= df.tp[0] - 1e-9
    assert df.tp[3] >= df.tp[2] - 1e-9


@settings(max_examples=60, deadline=None)
@given(corpus_data(min_refs=2).filter(_nonempty), st.randoms(use_true_random=False))
def test_independent_scores_do_not_depend_on_reference_order(sents, rnd: random.Random):
    # no empty reference text is generated: the official empty-reference rule is order-dependent by design
    assert _nonempty(sents)
    k = len(sents[0][1])
    order = list(range(k))
    rnd.shuffle(order)
    ind = [v for v in ALL if v.assumption == "independent" and v.level == "corpus"]
    a = cleme_scores(corpus_of(sents), edits="given", variants=ind)
    b = cleme_scores(corpus_of(sents, ref_order=order), edits="given", variants=ind)
    cols = ["tp", "fp", "fn", "tn", "p", "r", "f", "acc"]
    assert (a[cols].to_numpy() == b[cols].to_numpy()).all()


@settings(max_examples=30, deadline=None)
@given(corpus_data())
def test_scores_are_deterministic(sents):
    a = cleme_scores(corpus_of(sents), edits="given", variants=ALL)
    b = cleme_scores(corpus_of(sents), edits="given", variants=ALL)
    assert a.equals(b)


def test_fp_splits_into_fp_ne_and_fp_un():
    # source "a b c"; the reference fixes b; the hypothesis fixes b wrongly and changes c
    c = Corpus("t", ("a b c",))
    c.add_references("R", [["a B c"]], edits=[[[Edit(1, 2, 1, 2, "R:X", "B")]]])
    c.add_system("S", ["a Q z"], edits=[[Edit(1, 2, 1, 2, "R:X", "Q"), Edit(2, 3, 2, 3, "R:X", "z")]])
    row = cleme_scores(c, edits="given", variants=ClemeConfig(weighting="none")).iloc[0]
    # adjacent edits merge: b and c form one chunk, changed by the reference -> one FP_ne
    assert (row.tp, row.fp, row.fp_ne, row.fp_un, row.fn) == (0, 1, 1, 0, 0)
    c2 = Corpus("t", ("a b c d",))
    c2.add_references("R", [["a B c d"]], edits=[[[Edit(1, 2, 1, 2, "R:X", "B")]]])
    c2.add_system("S", ["a b c z"], edits=[[Edit(3, 4, 3, 4, "R:X", "z")]])
    row = cleme_scores(c2, edits="given", variants=ClemeConfig(weighting="none")).iloc[0]
    assert (row.tp, row.fp_ne, row.fp_un, row.fn) == (0, 0, 1, 1)


def test_a_sentence_without_references_is_an_error():
    import pytest

    from gecnb.data.errors import GecInputError

    c = Corpus("t", ("a b",))
    c.add_references("R", [[]])
    c.add_system("S", ["a b"], edits=[[]])
    with pytest.raises(GecInputError, match=r"sentence\(s\) \[1\] have no reference"):
        cleme_scores(c, edits="given")


def test_a_configs_own_spacy_model_or_no_cache_gets_its_own_extractor():
    """CLEME and CLEME2.0 (functions and classes) build the extractor of a config's ``spacy_model`` /
    ``cache`` in one place: only for English text whose edits are extracted."""
    from gecnb.edits.errant_extractor import ErrantExtractor
    from gecnb.metrics._common import config_extractor

    en = Corpus("t", ("a b",))
    zh = Corpus("t", ("我们",), language="zh")
    assert config_extractor(en, edits="auto", spacy_model=None, cache=True) is None  # the shared default
    ex = config_extractor(en, edits="auto", spacy_model=None, cache=False)
    assert isinstance(ex, ErrantExtractor) and ex.cache is None
    ex = config_extractor(en, edits="extract", spacy_model="en_core_web_sm", cache=True)
    assert isinstance(ex, ErrantExtractor) and ex._model_arg == "en_core_web_sm" and ex.cache is not None
    assert config_extractor(en, edits="given", spacy_model=None, cache=False) is None
    assert config_extractor(zh, edits="auto", spacy_model=None, cache=False) is None
    assert config_extractor(object(), edits="auto", spacy_model=None, cache=False) is None  # a PreparedCorpus
