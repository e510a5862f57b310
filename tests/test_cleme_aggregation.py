"""The vectorised CLEME aggregation against plain scalar re-implementations of the official rules.

The scalar oracles below are written from the official code's description (sentence by sentence,
reference by reference, Python floats and ``round``), not from gecnb's vectorised code.
"""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from gecnb.chunks.partition import partition
from gecnb.chunks.prepared import prepare
from gecnb.chunks.stats import SharedSentences, build_chunk_stats
from gecnb.data.registry import load_dataset
from gecnb.metrics.cleme import ClemeConfig, _counts, cleme_chunks, corpus_select, paper_variants, round_half_even, sentence_select
from gecnb.metrics.prf import accuracy, accuracy_arrays, prf, prf_arrays
from tests.strategies import corpus_data, corpus_of

ACC_BY_F = ClemeConfig(select_by="acc", acc_reference="f")
DEPENDENT = [
    ClemeConfig(),
    ClemeConfig(weighting="none"),
    ClemeConfig(select_by="acc"),
    ACC_BY_F,
    ClemeConfig(selection_decimals=None),
    ClemeConfig(beta=1.0),
]


def _oracle_corpus_choice(counts: dict[str, np.ndarray], cfg: ClemeConfig) -> list[int]:
    tp, fp, fn, tn = (counts[c].tolist() for c in ("TP", "FP", "FN", "TN"))
    sent = counts["sentence"].tolist()
    d = cfg.selection_decimals
    totals = [0.0, 0.0, 0.0, 0.0]
    chosen = []
    row = 0
    while row < len(sent):
        best_key, best_row = None, row
        r = row
        while r < len(sent) and sent[r] == sent[row]:
            a, b, c, e = totals[0] + tp[r], totals[1] + fp[r], totals[2] + fn[r], totals[3] + tn[r]
            score = prf(a, b, c, cfg.beta)[2] if cfg.selects_by_f else accuracy(a, b, c, e)
            key = (score if d is None else round(score, d), tp[r], -fp[r], -fn[r], tn[r])
            if best_key is None or key > best_key:
                best_key, best_row = key, r
            r += 1
        chosen.append(best_row)
        for j, col in enumerate((tp, fp, fn, tn)):
            totals[j] += col[best_row]
        row = r
    return chosen


def _oracle_sentence_choice(counts: dict[str, np.ndarray], cfg: ClemeConfig) -> list[int]:
    d = cfg.selection_decimals
    rnd = (lambda x: x) if d is None else (lambda x: round(x, d))
    chosen: dict[int, tuple[tuple[float, ...], int]] = {}
    for r, s in enumerate(counts["sentence"].tolist()):
        tp, fp, fn, tn = (float(counts[c][r]) for c in ("TP", "FP", "FN", "TN"))
        p, rec, f = prf(tp, fp, fn, cfg.beta)
        acc = accuracy(tp, fp, fn, tn)
        key = (rnd(f), rnd(p), rnd(rec), -rnd(acc)) if cfg.selects_by_f else (rnd(acc),)
        if s not in chosen or key > chosen[s][0]:
            chosen[s] = (key, r)
    return [chosen[s][1] for s in sorted(chosen)]


@pytest.fixture(scope="module")
def conll_given():
    corpus = load_dataset("conll14-cleme-errant")
    return prepare(corpus, reference_set="NUCLE", edits="given")


def test_corpus_choice_of_many_lanes_equals_the_scalar_greedy_on_conll(conll_given):
    lanes = [(_counts(conll_given.stats(s), cfg), cfg) for s in conll_given.systems for cfg in DEPENDENT]
    chosen = corpus_select(lanes)
    assert chosen.shape == (len(lanes), len(conll_given.corpus))
    for lane, (counts, cfg) in enumerate(lanes):
        assert chosen[lane].tolist() == _oracle_corpus_choice(counts, cfg), cfg
    # the choice is not trivial: some sentences pick the second annotator
    assert (counts["ref"][chosen[0]] == 1).any()


@pytest.mark.parametrize("cfg", [ClemeConfig(level="sentence"), ClemeConfig(level="sentence", select_by="acc"),
                                 ClemeConfig(level="sentence", selection_decimals=None)], ids=str)
def test_sentence_choice_equals_the_scalar_rule_on_conll(conll_given, cfg):
    for s in conll_given.systems:
        counts = _counts(conll_given.stats(s), cfg)
        rows, _ = sentence_select(counts, cfg)
        assert rows.tolist() == _oracle_sentence_choice(counts, cfg), s


@settings(max_examples=40, deadline=None)
@given(corpus_data(min_refs=1, max_refs=4))
def test_choices_equal_the_scalar_rules_on_random_corpora(sents):
    pc = prepare(corpus_of(sents), reference_set="R", edits="given")
    st_ = pc.stats("S")
    lanes = [(_counts(st_, cfg), cfg) for cfg in DEPENDENT]
    chosen = corpus_select(lanes)
    for lane, (counts, cfg) in enumerate(lanes):
        assert chosen[lane].tolist() == _oracle_corpus_choice(counts, cfg)
        scfg = ClemeConfig(level="sentence", select_by=cfg.select_by, acc_reference=cfg.acc_reference,
                           beta=cfg.beta, selection_decimals=cfg.selection_decimals)
        scounts = _counts(st_, scfg)
        assert sentence_select(scounts, scfg)[0].tolist() == _oracle_sentence_choice(scounts, scfg)


counts_st = st.one_of(st.integers(0, 40).map(float), st.floats(0, 40, allow_nan=False))


@settings(max_examples=300, deadline=None)
@given(st.lists(st.tuples(counts_st, counts_st, counts_st, counts_st), min_size=1, max_size=20),
       st.sampled_from([0.5, 1.0, 2.0, 0.3, 0.0]))
@example(rows=[(5e-324, 1.0, 2.0, 0.0)], beta=0.5)  # subnormal TP: P + R > 0, beta**2 P + R underflows to 0
@example(rows=[(1.0, 1.0, 0.0, 0.0), (0.0, 0.0, 2.0, 0.0)], beta=0.0)  # beta 0: F = P, but P = 1 with R = 0 gives 0
def test_vectorised_prf_and_accuracy_are_bit_identical_to_the_scalar_ones(rows, beta):
    tp, fp, fn, tn = (np.array(c) for c in zip(*rows, strict=True))
    p, r, f = prf_arrays(tp, fp, fn, beta)
    acc = accuracy_arrays(tp, fp, fn, tn)
    for i, (a, b, c, e) in enumerate(rows):
        assert (p[i], r[i], f[i]) == prf(a, b, c, beta)
        assert acc[i] == accuracy(a, b, c, e)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.one_of(st.floats(0, 1), st.integers(0, 10**6).map(lambda k: k / 10**6 + 5e-5),
                          st.integers(0, 10**4).map(lambda k: (k + 0.5) / 10**4)), min_size=1, max_size=30),
       st.one_of(st.none(), st.integers(0, 12)))
def test_round_half_even_is_pythons_round(values, decimals):
    got = round_half_even(np.array(values), decimals)
    want = values if decimals is None else [round(v, decimals) for v in values]
    assert got.tolist() == want


@settings(max_examples=30, deadline=None)
@given(corpus_data(min_refs=1, max_refs=3))
def test_shared_sentence_blocks_give_the_same_statistics(sents):
    """Systems sharing hypotheses reuse sentence blocks (the memo); the numbers are those computed alone."""
    c = corpus_of(sents)
    sysname = "S"
    hyps, hedits = c.systems[sysname].hypotheses, c.systems[sysname].edits
    rs = c.references("R")
    args = (c.sources, hyps, hedits, rs.references, rs.edits)
    memo = SharedSentences()
    first = build_chunk_stats(*args, memo=memo)
    again = build_chunk_stats(*args, memo=memo)  # every block from the memo
    alone = build_chunk_stats(*args)
    for name in ("c_sent", "c_chunk", "c_changed", "c_len", "r_row", "r_ref", "r_match", "r_changed", "r_len",
                 "n_refs", "n_chunks"):
        np.testing.assert_array_equal(getattr(first, name), getattr(alone, name), err_msg=name)
        np.testing.assert_array_equal(getattr(again, name), getattr(alone, name), err_msg=name)
    for i in range(len(c)):
        srcs = c.sources[i].split()
        targets = [(hyps[i].split(), hedits[i])] + [(rs.references[i][j].split(), rs.edits[i][j])
                                                    for j in alone.ref_index[i]]
        assert alone.partition(i) == partition(srcs, targets)


def test_chunk_table_rejects_sentences_out_of_range(conll_given):
    n = len(conll_given.corpus)
    df = cleme_chunks(conll_given, system="AMU", sentences=[n - 1, 0])
    assert sorted(set(df["sentence"])) == [0, n - 1]
    with pytest.raises(IndexError, match=f"out of range: the corpus has {n} sentences"):
        cleme_chunks(conll_given, system="AMU", sentences=[0, n])


def test_counts_are_shared_by_variants_and_read_only(conll_given):
    st_ = conll_given.stats("AMU")
    a = _counts(st_, paper_variants()[0])
    b = _counts(st_, ClemeConfig(select_by="acc"))  # same assumption and weights: the same table
    assert a is b
    with pytest.raises(ValueError):
        a["TP"][0] = 1.0


def test_chunk_table_of_a_prepared_corpus_follows_the_config_reference_options(conll_given):
    cfg = ClemeConfig(drop_unchanged_references=True)
    got = cleme_chunks(conll_given, system="AMU", config=cfg, sentences=range(60))
    fresh = prepare(conll_given.corpus, reference_set="NUCLE", edits="given", drop_unchanged_references=True)
    pd.testing.assert_frame_equal(got, cleme_chunks(fresh, system="AMU", config=cfg, sentences=range(60)))
    default = cleme_chunks(conll_given, system="AMU", sentences=range(60))
    assert len(got) < len(default)  # some unchanged references were left out


def test_hundreds_of_references_finish_in_bounded_time():
    """300 references per sentence, each correcting one token; the hypothesis is one of them. (The limit
    guards against a hang; it is not a benchmark: this takes well under a second.)"""
    from gecnb.data.corpus import Corpus
    from gecnb.data.edit import Edit
    from gecnb.metrics.cleme import cleme_scores
    from tests.conftest import time_limit

    n, k, length = 20, 300, 25
    src = " ".join(f"w{j}" for j in range(length))
    refs, edits = [], []
    for i in range(n):
        rs, es = [], []
        for r in range(k):
            p = (i + r) % length
            rs.append(" ".join("X" if j == p else f"w{j}" for j in range(length)))
            es.append((Edit(p, p + 1, p, p + 1, "R:OTHER", "X"),))
        refs.append(rs)
        edits.append(es)
    c = Corpus("many-refs", tuple([src] * n))
    c.add_references("R", refs, edits=edits)
    c.add_system("S", [r[7] for r in refs], edits=[e[7] for e in edits])
    with time_limit(60):
        table = cleme_scores(c, reference_set="R", edits="given", variants=paper_variants(accuracy_variants=True))
    assert (table["f"] == 1.0).all()  # the hypothesis is one of the references: every variant finds it


@pytest.mark.parametrize(("kwargs", "message"), [
    ({"beta": 0.0}, "beta must be positive, got 0.0"),
    ({"beta": float("nan")}, "beta must be positive, got nan"),
    ({"selection_decimals": -1}, "selection_decimals must be None or >= 0, got -1"),
    ({"level": "corpora"}, "level must be one of"),
])
def test_config_rejects_values_the_scorer_cannot_use(kwargs, message):
    with pytest.raises(ValueError, match=message):
        ClemeConfig(**kwargs)
