"""CLEME2.0: the issue's properties on generated data, and the vectorised reference choices against a
plain scalar loop written from the rules (shared/specs/cleme.md, section CLEME2.0)."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from gecnb.chunks.categories import TN
from gecnb.chunks.prepared import prepare
from gecnb.metrics.cleme2 import (
    Cleme2Config,
    all_official_variants,
    cleme2_scores,
    cleme2_sentences,
    combine,
    corpus_select,
    indicators,
    row_counts,
    sentence_select,
)
from gecnb.metrics.weighting import WeightContext
from tests.strategies import corpus_data, corpus_of

VARIANTS = [*all_official_variants(), Cleme2Config(factors=(0.1, 0.2, 0.3, 0.4)),
            Cleme2Config(level="sentence", assumption="independent", factors=(0.7, 0.1, 0.1, 0.1))]


@dataclass(frozen=True)
class Seeded:
    """Random non-negative weights, reproducible from the seed (TN rows weigh 1)."""

    seed: int
    name: str = "seeded"

    def signature(self) -> str:
        return f"seeded:{self.seed}"

    def weights(self, ctx: WeightContext) -> np.ndarray:
        w = np.random.default_rng(self.seed).uniform(0.0, 3.0, len(ctx.categories))
        w[::5] = 0.0  # exact zeros happen (similarity weights of case-only edits)
        return np.where(ctx.categories == TN, 1.0, w)


def _check_table(df):
    assert np.allclose(df.fp, df.fp_ne + df.fp_un) and np.allclose(df.w_fp, df.w_fp_ne + df.w_fp_un)
    for c in ("tp", "fp", "fp_ne", "fp_un", "fn", "tn", "w_tp", "w_fp", "w_fp_ne", "w_fp_un", "w_fn"):
        assert (df[c] >= 0).all(), c
    for c in ("hit", "wrong", "under", "over", "score"):
        assert ((df[c] >= 0) & (df[c] <= 1 + 1e-12)).all(), c


@settings(max_examples=30, deadline=None)
@given(corpus_data(), st.integers(0, 2**32 - 1), st.booleans())
def test_fp_split_bounds_and_hit_wrong_under_sum(sents, seed, weighted):
    c = corpus_of(sents)
    weigher = Seeded(seed) if weighted else None
    df = cleme2_scores(c, edits="given", variants=VARIANTS, weigher=weigher)
    _check_table(df)
    sen = cleme2_sentences(c, edits="given", variants=VARIANTS, weigher=weigher)
    _check_table(sen)
    # Hit + Wrong + Under = 1 wherever there is something necessary: per sentence, and at corpus level
    ne = sen.w_tp + sen.w_fp_ne + sen.w_fn
    s = sen[ne > 0]
    assert np.allclose(s.hit + s.wrong + s.under, 1.0)
    corpus = df[(df.level == "corpus") & (df.w_tp + df.w_fp_ne + df.w_fn > 0)]
    assert np.allclose(corpus.hit + corpus.wrong + corpus.under, 1.0)
    # sentence level: the scores are means of the sentence rows
    for metric, g in sen[sen.level == "sentence"].groupby("metric"):
        row = df[df.metric == metric].iloc[0]
        assert np.isclose(row.score, g.score.mean()) and np.isclose(row.hit, g.hit.mean())


@settings(max_examples=30, deadline=None)
@given(corpus_data())
def test_a_hypothesis_equal_to_a_reference_is_never_wrong_under_or_over_against_it(sents):
    c = corpus_of(sents, hyp_from="ref0")
    prep = prepare(c, edits="given")
    for assumption in ("dependent", "independent"):
        rc = row_counts(prep.stats("S"), assumption)
        kept0 = rc["ref"] == 0
        _hit, wrong, under, over = indicators(rc["TP"], rc["FP_ne"], rc["FP_un"], rc["FN"])
        if assumption == "dependent":
            assert (wrong[kept0] == 0).all() and (under[kept0] == 0).all() and (over[kept0] == 0).all()
        else:  # it matches a kept reference wherever it changes something: no FP in those sentences
            # (an empty reference 0 can be dropped by the official empty-reference rule)
            with_ref0 = np.isin(rc["sentence"], rc["sentence"][kept0])
            assert (rc["FP"][with_ref0] == 0).all()


@settings(max_examples=30, deadline=None)
@given(corpus_data(max_refs=1))
def test_a_hypothesis_equal_to_its_only_reference_is_never_wrong_under_or_over(sents):
    assert all(len(rs) == 1 for _h, rs in sents)
    df = cleme2_scores(corpus_of(sents, hyp_from="ref0"), edits="given", variants=VARIANTS)
    assert (df.wrong == 0).all() and (df.under == 0).all() and (df.over == 0).all()


factor_vec = st.lists(st.floats(0.01, 1.0), min_size=4, max_size=4).map(lambda v: np.asarray(v) / sum(v))
count = st.floats(0, 50, allow_nan=False)


@settings(max_examples=200, deadline=None)
@given(st.tuples(count, count, count, count), factor_vec, factor_vec, st.floats(0, 1))
def test_score_is_linear_in_the_factors(counts, f, g, lam):
    ind = indicators(*(np.float64(x) for x in counts))
    mix = combine(*ind, lam * f + (1 - lam) * g)
    assert np.isclose(mix, lam * combine(*ind, f) + (1 - lam) * combine(*ind, g), rtol=0, atol=1e-12)
    assert -1e-12 <= combine(*ind, f) <= 1 + 1e-12


# the vectorised choices against the rules, one sentence and one reference at a time ----------------
def _score(tp, fp_ne, fp_un, fn, f):
    ne = tp + fp_ne + fn
    fp = fp_ne + fp_un
    hit = tp / ne if ne else 0.0
    wrong = fp_ne / ne if ne else 0.0
    under = fn / ne if ne else 0.0
    over = fp_un / (tp + fp) if tp + fp else 0.0
    return hit, wrong, under, over, f[0] * hit + f[1] * (1 - wrong) + f[2] * (1 - under) + f[3] * (1 - over)


def _loop_corpus(rows, f):
    tot = [0.0, 0.0, 0.0, 0.0]  # tp, fp_ne, fp_un, fn
    chosen = []
    for sent_rows in rows:
        best, best_key = None, None
        for j, (tp, ne, un, fn, tn) in sent_rows:
            com = _score(tot[0] + tp, tot[1] + ne, tot[2] + un, tot[3] + fn, f)[4]
            key = (com, tp, -(ne + un), -fn, tn)
            if best_key is None or key > best_key:
                best, best_key = j, key
        chosen.append(best)
        tp, ne, un, fn, _ = dict(sent_rows)[best]
        tot = [tot[0] + tp, tot[1] + ne, tot[2] + un, tot[3] + fn]
    return chosen


def _loop_sentence(rows, f):
    chosen = []
    for sent_rows in rows:
        best, best_key = None, None
        for j, (tp, ne, un, fn, _tn) in sent_rows:
            h, w, u, o, s = _score(tp, ne, un, fn, f)
            key = (s, h, -w, -u, -o)
            if best_key is None or key > best_key:
                best, best_key = j, key
        chosen.append(best)
    return chosen


small = st.integers(0, 3)
GRID = [(a, b, c, 20 - a - b - c) for a in range(1, 18) for b in range(1, 18) for c in range(1, 18) if a + b + c < 20]


@settings(max_examples=150, deadline=None)
@given(st.lists(st.lists(st.tuples(small, small, small, small, small), min_size=1, max_size=4), min_size=1, max_size=12),
       st.lists(st.sampled_from(GRID), min_size=1, max_size=5))
def test_vectorised_choices_equal_the_scalar_rules(sent_refs, grid):
    """Small integer counts make exact ties (and tie-breaks) frequent."""
    assert len(GRID) == 969
    factors = np.asarray(grid, dtype=float) / 20
    sentence = np.repeat(np.arange(len(sent_refs)), [len(r) for r in sent_refs])
    flat = np.asarray([row for refs in sent_refs for row in refs], dtype=float)
    counts = {"sentence": sentence, "TP": flat[:, 0], "FP_ne": flat[:, 1], "FP_un": flat[:, 2], "FN": flat[:, 3],
              "TN": flat[:, 4], "FP": flat[:, 1] + flat[:, 2]}
    rows, j = [], 0
    for refs in sent_refs:
        rows.append([(j + k, r) for k, r in enumerate(refs)])
        j += len(refs)
    got_c = corpus_select([counts], factors)[0]
    got_s = sentence_select(counts, factors)[0]
    for fi, f in enumerate(factors):
        assert list(got_c[fi]) == _loop_corpus(rows, tuple(f))
        assert list(got_s[fi]) == _loop_sentence(rows, tuple(f))


@settings(max_examples=30, deadline=None)
@given(corpus_data(min_refs=2), st.integers(0, 2**32 - 1))
def test_weighted_choices_run_on_the_weighted_values(sents, seed):
    """Official rule: with a weigher, both reference choices compare the weighted sums (TN stays a count)."""
    c = corpus_of(sents)
    prep = prepare(c, edits="given")
    w = Seeded(seed)
    for cfg in (Cleme2Config(), Cleme2Config(level="sentence"), Cleme2Config(factors=(0.7, 0.1, 0.1, 0.1))):
        rc = row_counts(prep.stats("S"), "dependent", level=cfg.level, weigher=w)
        rows, j = [], 0
        for i in range(int(rc["sentence"].max()) + 1):
            n = int((rc["sentence"] == i).sum())
            rows.append([(j + k, tuple(float(rc[x][j + k]) for x in ("TP", "FP_ne", "FP_un", "FN", "TN")))
                         for k in range(n)])
            j += n
        loop = _loop_corpus if cfg.level == "corpus" else _loop_sentence
        want = [int(rc["ref_pos"][r]) for r in loop(rows, cfg.factor_values)]
        got = cleme2_sentences(prep, variants=cfg, weigher=w)
        assert list(got.ref_pos) == want
        assert np.allclose(got.w_tp, rc["TP"][[r for r in loop(rows, cfg.factor_values)]])
