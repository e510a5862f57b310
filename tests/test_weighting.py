"""The weighting interface: the length weigher (bit-identical to CLEME's old numbers), the callable weigher,
get_weigher, and CLEME scored through the contract (per-reference independent counts included)."""

from __future__ import annotations

import math
import sys
from dataclasses import replace

import numpy as np
import pytest
from hypothesis import given, settings

from gecnb.chunks.categories import dependent_categories, independent_categories
from gecnb.chunks.prepared import prepare
from gecnb.data.corpus import Corpus
from gecnb.data.edit import Edit
from gecnb.data.errors import GecInputError
from gecnb.data.registry import load_dataset
from gecnb.metrics.cleme import ClemeConfig, category_weights, cleme_chunks, cleme_scores, paper_variants, sample_counts
from gecnb.metrics.weighting import (
    CallableWeigher,
    ChunkContext,
    LengthWeigher,
    LengthWeights,
    Unweighted,
    Weigher,
    WeightContext,
    WeightCurve,
    chunk_texts,
    get_weigher,
)
from tests.strategies import corpus_data, corpus_of

# cleme_scores on conll14-cleme-errant / NUCLE, edits="given", computed by main at commit 1fd1283 (before
# the length weighting moved into gecnb.metrics.weighting): (system, level, assumption, tp, fp, fn, tn, f, acc)
OLD = [
    ("AMU", "corpus", "dependent", 313.5092111843137, 871.7957209973858, 1181.7111873908495, 6312.0,
     0.25135269864279575, 0.7633940437376013),
    ("AMU", "corpus", "independent", 318.0092111843137, 864.2957209973858, 927.5391475333331, 6629.0,
     0.2661268241127113, 0.7949574506438443),
    ("AMU", "sentence", "dependent", 459.79342596679055, 670.7928470480911, 1835.0, 5823.0,
     0.3624399716780965, 0.7568411834009017),
    ("AMU", "sentence", "independent", 1007.9555091164042, 664.7928470480911, 1029.0, 6629.0,
     0.4200206666317221, 0.8291747229265041),
    ("CAMB", "corpus", "dependent", 482.4817902869314, 1392.2519360377146, 986.8153823674351, 6347.0,
     0.26899492904127686, 0.7416458021427595),
    ("CAMB", "corpus", "independent", 488.4817902869314, 1382.2519360377146, 701.1499424667961, 6701.0,
     0.2816246969747325, 0.7753231947127356),
    ("CAMB", "sentence", "dependent", 686.8302743328809, 1081.0639303787711, 1462.0, 6017.0,
     0.3293705807466939, 0.755193116916103),
    ("CAMB", "sentence", "independent", 1531.8197772428568, 1073.0639303787711, 778.0, 6701.0,
     0.39634157205319076, 0.8150384239824804),
]
# the signature of those numbers (its pairs; only the separators of impl / assumption / impl-level changed when
# signatures were built from pairs)
SIGNATURE = ("impl:cleme,v1.0-rules|assumption:dependent|impl-level:corpus|select:f|beta:0.5|"
             "weights:tp=2[0.75,1.25],fp=2[0.75,1.25],fn=2[0.75,1.25]|selround:4|drop_empty_refs:True|edits:given (M2)")


@pytest.fixture(scope="module")
def nucle():
    return prepare(load_dataset("conll14-cleme-errant"), reference_set="NUCLE", systems=["AMU", "CAMB"],
                   edits="given")


def test_length_weigher_reproduces_the_old_numbers_bit_for_bit(nucle):
    df = cleme_scores(nucle, variants=paper_variants())
    for system, level, assumption, *vals in OLD:
        row = df[(df.system == system) & (df.level == level) & (df.assumption == assumption)].iloc[0]
        got = [row.tp, row.fp, row.fn, row.tn, row.f, row.acc]
        assert got == vals, (system, level, assumption)  # exact, not approx
        assert row.weighting == "length"
    assert df.signature.iloc[0] == SIGNATURE


def _curve(alpha, lo, hi, length, bias, reverse):
    """The spec's formula, written out per value."""
    x = (length - bias) if reverse else (bias - length)
    return min(max(alpha / (1.0 + (alpha - 1.0) * math.exp(x)), lo), hi)


@pytest.mark.parametrize("level", ["corpus", "sentence"])
@pytest.mark.parametrize("assumption", ["dependent", "independent"])
def test_length_weigher_follows_the_spec_formula(nucle, level, assumption):
    st = nucle.stats("AMU")
    lw = LengthWeights.default(level, assumption)
    cat = dependent_categories(st) if assumption == "dependent" else independent_categories(st)[st.r_row]
    w = LengthWeigher().weights(WeightContext(st, assumption, level, cat))
    length = st.c_len[st.r_row]
    curves = {0: (lw.tp, False), 1: (lw.fp, True), 2: (lw.fp, True), 3: (lw.fn, False)}
    for r in range(0, len(cat), 7):
        c = int(cat[r])
        if c == 4:
            assert w[r] == 1.0
        else:
            curve, rev = curves[c]
            assert w[r] == pytest.approx(_curve(curve.alpha, curve.lo, curve.hi, length[r], st.bias, rev), abs=1e-12)
    assert (w >= 0).all()


def test_weigher_objects_and_names_give_the_same_config(nucle):
    a = ClemeConfig(weighting="length")
    assert ClemeConfig(weighting=LengthWeigher()) == a
    assert hash(ClemeConfig(weighting=LengthWeigher())) == hash(a)
    assert ClemeConfig(weighting=Unweighted()) == ClemeConfig(weighting="none")
    custom = LengthWeights(WeightCurve(3.0, 0.5, 2.0), WeightCurve(3.0, 0.5, 1.0), WeightCurve(3.0, 1.0, 1.0))
    assert ClemeConfig(weighting=LengthWeigher(custom)) == ClemeConfig(weights=custom)
    with pytest.raises(ValueError, match="disagree"):
        ClemeConfig(weighting=LengthWeigher(custom), weights=LengthWeights.default("corpus", "dependent"))
    with pytest.raises(ValueError, match="weighting must be one of"):
        ClemeConfig(weighting="lenght")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="finite"):
        WeightCurve(float("nan"), 0.5, 1.0)
    with pytest.raises(ValueError, match="lo <= hi"):
        WeightCurve(2.0, 1.5, 1.0)


def test_get_weigher(monkeypatch):
    monkeypatch.delenv("GECNB_LLM_MODEL", raising=False)
    assert isinstance(get_weigher("none"), Unweighted)
    assert isinstance(get_weigher("length"), LengthWeigher)
    w = LengthWeigher()
    assert get_weigher(w) is w
    cw = get_weigher(lambda c: 1.0, label="one")
    assert isinstance(cw, CallableWeigher) and cw.signature() == "callable:one"
    for weigher in (get_weigher("none"), get_weigher("length"), cw):
        assert isinstance(weigher, Weigher)
    with pytest.raises(ValueError, match="must be one of"):
        get_weigher("bert")
    with pytest.raises(TypeError):
        get_weigher(3)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="no options"):
        get_weigher(w, label="x")
    with pytest.raises(ValueError, match="exactly one of"):
        get_weigher("llm")  # neither a model nor a backend nor $GECNB_LLM_MODEL


def test_a_missing_similarity_module_is_explained(monkeypatch):
    monkeypatch.setitem(sys.modules, "gecnb.metrics.weighting.similarity", None)  # as if the module did not exist
    with pytest.raises(ImportError, match=r"similarity weighting needs gecnb\.metrics\.weighting\.similarity"):
        get_weigher("similarity")
    with pytest.raises(ImportError, match="similarity weighting"):
        ClemeConfig(weighting="similarity")


def test_constant_callable_scales_the_unweighted_counts(nucle):
    for base in paper_variants():
        unw = replace(base, weighting="none")
        two = replace(base, weighting=CallableWeigher(lambda c: 2.0, label="two"))
        a = cleme_scores(nucle, variants=[unw, two])
        u, t = a.iloc[0], a.iloc[1]
        assert t.weighting == "callable" and "callable:two" in t.signature
        assert (t.tp, t.fp, t.fn, t.fp_ne, t.fp_un) == (2 * u.tp, 2 * u.fp, 2 * u.fn, 2 * u.fp_ne, 2 * u.fp_un)
        assert t.tn == u.tn  # TN always weighs 1


def _sent_corpus() -> Corpus:
    """One sentence: the hypothesis fixes chunk "b" like reference 0, leaves "d" (both references change
    it, differently) and changes "f" (no reference does)."""
    src = "a b c d e f g"
    c = Corpus("toy", (src,))
    r0 = "a B c D e f g"
    r1 = "a B c DD DD e f g"
    e0 = (Edit(1, 2, 1, 2, "R:X", "B"), Edit(3, 4, 3, 4, "R:Y", "D"))
    e1 = (Edit(1, 2, 1, 2, "R:X", "B"), Edit(3, 4, 3, 5, "R:Y", "DD DD"))
    c.add_references("R", [[r0, r1]], edits=[[e0, e1]])
    c.add_system("S", ["a B c d e F g"], edits=[[Edit(1, 2, 1, 2, "R:X", "B"), Edit(5, 6, 5, 6, "R:Z", "F")]])
    return c


def test_callable_sees_the_chunk_context():
    seen: list[ChunkContext] = []

    def weigh(ctx: ChunkContext) -> float:
        seen.append(ctx)
        return 1.0

    cleme_scores(_sent_corpus(), edits="given", variants=ClemeConfig(weighting=weigh))
    by_cat = {(c.category, c.reference): c for c in seen}
    tp = by_cat[("TP", 0)]
    assert (tp.source, tp.hypothesis, tp.reference_text, tp.sentence) == ("b", "B", "B", 0)
    assert tp.source_sentence == "a b c d e f g" and tp.assumption == "dependent" and tp.level == "corpus"
    fn1 = by_cat[("FN", 1)]
    assert (fn1.source, fn1.hypothesis, fn1.reference_text) == ("d", "d", "DD DD")
    fp = by_cat[("FP_un", 0)]
    assert (fp.source, fp.hypothesis, fp.reference_text) == ("f", "F", "f")
    assert all(c.category != "TN" for c in seen)


@pytest.mark.parametrize("bad", [-1.0, float("nan"), float("inf"), "heavy", None, True])
def test_callable_weights_are_validated(bad):
    cfg = ClemeConfig(weighting=CallableWeigher(lambda c: bad, label="bad"))
    with pytest.raises(GecInputError, match=r"sentence 1 \(0-based 0\), chunk \d+, reference \d+.*finite number >= 0"):
        cleme_scores(_sent_corpus(), edits="given", variants=cfg)


def test_per_reference_independent_counts():
    """FN weights from the reference's own chunk differ between references: the independent counts become
    per (sentence, reference), and the reference is chosen like the dependent one."""
    c = _sent_corpus()
    by_ref_len = CallableWeigher(lambda ctx: float(len(ctx.reference_text.split())) if ctx.category == "FN" else 1.0,
                                 label="fn-ref-len")
    p = prepare(c, edits="given")
    st = p.stats("S")
    ind = ClemeConfig(assumption="independent", weighting=by_ref_len)
    w, per_row = category_weights(st, ind)
    assert per_row and len(w) == len(st.r_row)
    counts = sample_counts(st, ind)
    assert list(counts.ref) == [0, 1]
    assert list(counts.FN) == [1.0, 2.0] and list(counts.TP) == [1.0, 1.0] and list(counts.FP_un) == [1.0, 1.0]
    df = cleme_scores(p, variants=[ind, replace(ind, level="sentence")])
    # corpus level: the same F (P = 0.5, R = 1/2 vs 1/3): reference 0 wins on F
    assert df.iloc[0].fn == 1.0 and df.iloc[0].tp == 1.0
    assert df.iloc[1].fn == 1.0
    # a weigher that gives every reference the same weights keeps one count row per sentence
    same = ClemeConfig(assumption="independent", weighting=CallableWeigher(lambda ctx: 3.0, label="three"))
    assert not category_weights(st, same)[1]
    assert list(sample_counts(st, same).ref) == [-1]
    chunks = cleme_chunks(p, system="S", config=ind)
    hyp = chunks[chunks.target == "hypothesis"].set_index("chunk")
    fn_chunk = hyp[hyp.category == "FN"]
    assert len(fn_chunk) == 1 and math.isnan(fn_chunk.weight.iloc[0])  # weighs differently per reference
    assert (hyp[hyp.category != "FN"].weight == 1.0).all()
    refs = chunks[(chunks.target == "ref1") & (chunks.category == "FN")]
    assert list(refs.weight) == [2.0]


def test_weights_nonnegative_and_tn_one(nucle):
    st = nucle.stats("CAMB")
    tx = chunk_texts(st)
    assert len(tx.source) == len(st.c_sent) and len(tx.reference) == len(st.r_row)
    for cfg in paper_variants():
        for weighting in ("length", "none", CallableWeigher(lambda c: len(c.hypothesis) / 3, label="chars")):
            v = replace(cfg, weighting=weighting)
            w, per_row = category_weights(st, v)
            if v.assumption == "dependent" or per_row:
                cat = dependent_categories(st) if v.assumption == "dependent" else independent_categories(st)[st.r_row]
            else:
                cat = independent_categories(st)
            assert (w >= 0).all() and np.isfinite(w).all()
            assert (w[cat == 4] == 1.0).all()


def _ref_dependent(ctx: ChunkContext) -> float:
    """A weight that depends on the reference (for FN) and on the texts, always finite and >= 0."""
    text = ctx.reference_text if ctx.category == "FN" else ctx.hypothesis
    return 0.5 + (sum(map(ord, text)) % 7) / 2


@settings(max_examples=40, deadline=None)
@given(corpus_data(min_refs=1, max_refs=1))
def test_one_reference_independent_equals_dependent_under_any_weigher(sents):
    """With one reference the independent categories are the dependent ones, so the weighted counts are too."""
    w = CallableWeigher(_ref_dependent, label="ref-dependent")
    df = cleme_scores(corpus_of(sents), edits="given",
                      variants=[ClemeConfig(weighting=w), ClemeConfig(weighting=w, assumption="independent")])
    dep, ind = df.iloc[0], df.iloc[1]
    for col in ("tp", "fp", "fn", "tn", "fp_ne", "fp_un", "f"):
        assert dep[col] == ind[col]


@settings(max_examples=40, deadline=None)
@given(corpus_data(min_refs=2, max_refs=3))
def test_reference_dependent_weights_give_bounded_scores(sents):
    w = CallableWeigher(_ref_dependent, label="ref-dependent")
    vs = [ClemeConfig(weighting=w, assumption=a, level=lv, select_by=s)  # type: ignore[arg-type]
          for a in ("dependent", "independent") for lv in ("corpus", "sentence") for s in ("f", "acc")]
    df = cleme_scores(corpus_of(sents), edits="given", variants=vs)
    for col in ("p", "r", "f", "acc"):
        assert df[col].between(0, 1).all()
    for col in ("tp", "fp", "fn", "tn"):
        assert (df[col] >= 0).all() and np.isfinite(df[col]).all()
    assert np.allclose(df.fp, df.fp_ne + df.fp_un)
