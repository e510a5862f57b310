"""The fast ERRANT path gives exactly what stock ERRANT gives.

* :func:`errant_align_seq` against ``errant.alignment.Alignment(...).align_seq`` on real CoNLL-2014 pairs
  (every system and reference of the first sentences), on those pairs reversed, shuffled and with two
  tokens swapped (transpositions), and on hand-made cases, with and without ``lev``;
* :class:`RulerMatcher` against the attribute ruler's own matching, and the parse it gives against the
  stock pipeline's;
* the whole extractor (fast aligner, fast ruler matching, worker processes) against ``Annotator.annotate`` on Docs parsed one
  sentence at a time, for every merging strategy.
"""

from __future__ import annotations

import random

import pytest

from gecnb.edits import errant_workers
from gecnb.edits.errant_align import AlignTokens, errant_align_seq
from gecnb.edits.errant_extractor import ErrantExtractionConfig, ErrantExtractor
from gecnb.edits.errant_workers import split_by_source
from gecnb.edits.spacy_model import resolve_spacy_model
from gecnb.edits.spacy_ruler import RulerMatcher
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
@pytest.mark.parametrize("config", [ErrantExtractionConfig(), ErrantExtractionConfig(lev=True),
                                    ErrantExtractionConfig(merging="all-split"), ErrantExtractionConfig(merging="all-merge"),
                                    ErrantExtractionConfig(merging="all-equal")])
def test_extractor_equals_annotate_on_docs_parsed_one_at_a_time(nlp, real_pairs, config, monkeypatch):
    pairs = real_pairs[:400] + HAND_MADE
    ann, docs = _parse_one_at_a_time(nlp, [s for p in pairs for s in p])
    want = [
        tuple((e.o_start, e.o_end, e.c_start, e.c_end, e.type, e.c_str)
              for e in ann.annotate(docs[s], docs[t], lev=config.lev, merging=config.merging))
        for s, t in pairs
    ]
    monkeypatch.setattr(errant_workers, "MIN_PAIRS_PER_WORKER", 50)  # small enough to use 2 processes here
    ex = ErrantExtractor(model=nlp, config=config, cache=False, workers=2)
    got = [tuple((e.o_start, e.o_end, e.c_start, e.c_end, e.type, e.c_str) for e in es)
           for es in ex.extract_many(pairs)]
    assert got == want
    assert ex.stats["processes"] == (2 if errant_workers.fork_available() else 0)


@needs_spacy
def test_worker_count_does_not_change_the_output(nlp, real_pairs, monkeypatch):
    monkeypatch.setattr(errant_workers, "MIN_PAIRS_PER_WORKER", 20)
    pairs = real_pairs[:300]
    one = ErrantExtractor(model=nlp, cache=False, workers=1).extract_many(pairs)
    three = ErrantExtractor(model=nlp, cache=False, workers=3)
    assert three.extract_many(pairs) == one
    stock = ErrantExtractor(model=nlp, cache=False, workers=1, aligner="errant").extract_many(pairs)
    assert stock == one


def test_split_by_source_keeps_a_source_in_one_group_and_every_pair_once():
    pairs = [(f"s{i % 7}", f"t{i} " * (i % 5)) for i in range(60)]
    groups = split_by_source(pairs, 3)
    assert len(groups) == 3
    assert sorted(k for g in groups for k in g) == list(range(60))
    for g in groups:
        assert g == sorted(g)
        for other in groups:
            if other is not g:
                assert not {pairs[k][0] for k in g} & {pairs[k][0] for k in other}
    assert split_by_source(pairs[:1], 4) == [[0]]


def test_unknown_aligner_is_an_error():
    with pytest.raises(ValueError, match="aligner"):
        ErrantExtractor(aligner="nope", cache=False)


def _ruler_inputs(nlp, sentences):
    """Docs parsed up to (not including) the attribute ruler."""
    from spacy.tokens import Doc

    names = nlp.pipe_names
    after = names[names.index("attribute_ruler"):]
    docs = [Doc(nlp.vocab, words=w) for w in sentences]
    return list(nlp.pipe(docs, disable=after))


@needs_spacy
def test_ruler_matcher_finds_exactly_the_attribute_rulers_matches(nlp, real_pairs):
    ruler = nlp.get_pipe("attribute_ruler")
    fast = RulerMatcher(ruler)
    words = [s.split() for s in dict.fromkeys(s for p in real_pairs for s in p)]
    words += [["a", " ", "b", "\n", "c"], ["ai", "n't", "I", "'d", "wo", "nt"], [" "], ["Cause", "but", "so", "whether"]]
    docs = _ruler_inputs(nlp, words)
    n = 0
    for doc in docs:
        want = ruler.match(doc)
        assert fast.match(doc) == want, doc.text
        n += len(want)
    assert n > 10 * len(docs)


@needs_spacy
def test_fast_ruler_parse_equals_the_stock_pipeline(nlp, real_pairs):
    from spacy.attrs import DEP, HEAD, LEMMA, MORPH, POS, TAG

    sentences = [*dict.fromkeys(s for p in real_pairs[:300] for s in p), "a  b", "ai n't", "I 'd go"]
    a = ErrantExtractor(model=nlp, cache=False, fast_ruler=False).parse_many(sentences)
    b = ErrantExtractor(model=nlp, cache=False).parse_many(sentences)
    attrs = [POS, TAG, LEMMA, MORPH, DEP, HEAD]
    for s in sentences:
        assert (a[s].to_array(attrs) == b[s].to_array(attrs)).all(), s


@needs_spacy
def test_ruler_matcher_refuses_patterns_it_cannot_do(nlp):
    from spacy.pipeline import AttributeRuler

    ruler = AttributeRuler(nlp.vocab)
    ruler.add([[{"LOWER": "a", "OP": "+"}]], {"POS": "DET"})
    with pytest.raises(ValueError):
        RulerMatcher(ruler)
    ruler = AttributeRuler(nlp.vocab)
    ruler.add([[{"TAG": "DT", "LOWER": {"IN": ["a", "an"]}}], [{"IS_SPACE": True}]], {"POS": "DET"})
    RulerMatcher(ruler)  # these it can
