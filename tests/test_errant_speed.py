"""The fast ERRANT path gives exactly what stock ERRANT gives.

* :func:`errant_align_seq` against ``errant.alignment.Alignment(...).align_seq`` on real CoNLL-2014 pairs
  (every system and reference of the first sentences), on those pairs reversed, shuffled and with two
  tokens swapped (transpositions), and on hand-made cases, with and without ``lev``;
* the whole extractor (fast aligner) against ``Annotator.annotate`` on Docs parsed one
  sentence at a time, for every merging strategy.
"""

from __future__ import annotations

import random

import pytest

from gecnb.edits.errant_backend import (
    AlignTokens,
    ErrantConfig,
    ErrantExtractor,
    errant_align_seq,
    resolve_spacy_model,
)
from tests.conftest import needs_spacy

HAND_MADE = [
    ("a a b", "a b"),  # a common prefix must not be cut: ERRANT deletes orig[0]
    ("a b", "a a b"),
    ("a b c d", "a c b d"),  # transposition
    ("one two three four", "four three two one"),
    ("He go to school .", "He goes to the school ."),
    ("The Cat sat .", "the cat sat ."),  # case only: substitution cost 0
    ("x", ""),
    ("", "x y"),
    ("", ""),
    ("same same", "same same"),
    ("I have a apple", "I have an apple"),
    ("in the the end", "in the end"),
]


@pytest.fixture(scope="module")
def nlp():
    return resolve_spacy_model()


@pytest.fixture(scope="module")
def real_pairs():
    from gecnb.data.registry import load_dataset

    corpus = load_dataset("conll14").subset(range(40))
    pairs = []
    for so in corpus.systems.values():
        pairs += zip(corpus.sources, so.hypotheses, strict=True)
    for rs in corpus.reference_sets.values():
        pairs += [(src, r) for src, refs in zip(corpus.sources, rs.references, strict=True) for r in refs]
    pairs = [p for p in dict.fromkeys(pairs) if p[0] != p[1]]
    rng = random.Random(7)
    extra = []
    for src, tgt in pairs[:250]:
        extra.append((tgt, src))
        toks = tgt.split()
        rng.shuffle(toks)
        extra.append((src, " ".join(toks)))
        toks = src.split()
        if len(toks) > 3:
            i = rng.randrange(len(toks) - 1)
            toks[i], toks[i + 1] = toks[i + 1], toks[i]
            extra.append((src, " ".join(toks)))
    return pairs + extra


def _parse_one_at_a_time(nlp, sentences):
    import errant

    ann = errant.load("en", nlp)
    return ann, {s: ann.parse(s) for s in dict.fromkeys(sentences)}


@needs_spacy
@pytest.mark.parametrize("lev", [False, True])
def test_align_seq_equals_errant_on_real_and_hand_made_pairs(nlp, real_pairs, lev):
    from errant.alignment import Alignment

    pairs = real_pairs + HAND_MADE
    _, docs = _parse_one_at_a_time(nlp, [s for p in pairs for s in p])
    toks = {s: AlignTokens(d) for s, d in docs.items()}
    transpositions = 0
    for src, tgt in pairs:
        want = Alignment(docs[src], docs[tgt], lev).align_seq
        assert errant_align_seq(toks[src], toks[tgt], lev) == want, (src, tgt)
        transpositions += any(op[0].startswith("T") for op in want)
    assert len(pairs) > 1000
    assert lev or transpositions > 20  # the transposition search is exercised


@needs_spacy
def test_prefix_counterexample_is_aligned_as_errant_does(nlp):
    _, docs = _parse_one_at_a_time(nlp, ["a a b", "a b"])
    seq = errant_align_seq(AlignTokens(docs["a a b"]), AlignTokens(docs["a b"]))
    assert seq == [("D", 0, 1, 0, 0), ("M", 1, 2, 0, 1), ("M", 2, 3, 1, 2)]


@needs_spacy
@pytest.mark.parametrize("config", [ErrantConfig(), ErrantConfig(lev=True), ErrantConfig(merging="all-split"),
                                    ErrantConfig(merging="all-merge"), ErrantConfig(merging="all-equal")])
def test_extractor_equals_annotate_on_docs_parsed_one_at_a_time(nlp, real_pairs, config):
    pairs = real_pairs[:400] + HAND_MADE
    ann, docs = _parse_one_at_a_time(nlp, [s for p in pairs for s in p])
    want = [
        tuple((e.o_start, e.o_end, e.c_start, e.c_end, e.type, e.c_str)
              for e in ann.annotate(docs[s], docs[t], lev=config.lev, merging=config.merging))
        for s, t in pairs
    ]
    ex = ErrantExtractor(model=nlp, config=config, cache=False)
    got = [tuple((e.o_start, e.o_end, e.c_start, e.c_end, e.type, e.c_str) for e in es)
           for es in ex.extract_many(pairs)]
    assert got == want


@needs_spacy
def test_stock_aligner_option_gives_the_same(nlp, real_pairs):
    pairs = real_pairs[:300]
    fast = ErrantExtractor(model=nlp, cache=False).extract_many(pairs)
    assert ErrantExtractor(model=nlp, cache=False, aligner="errant").extract_many(pairs) == fast


def test_unknown_aligner_is_an_error():
    with pytest.raises(ValueError, match="aligner"):
        ErrantExtractor(aligner="nope", cache=False)
