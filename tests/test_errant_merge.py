"""gecnb's ERRANT merger (:mod:`gecnb.edits.errant_merge`) against ERRANT's own ``get_rule_edits``.

Generated pairs (word salad of words that make every rule fire: possessives, case changes, punctuation,
hyphens, split words, auxiliaries, determiners, similar spellings; and CoNLL-2014 sources) are heavily
rewritten, so the runs of changes are long and split and merged at many places: that is where the skipping
of already-tested pairs could go wrong. Degenerate runs, which take stock ERRANT minutes (or exceed the recursion limit), finish in
bounded time.
"""

from __future__ import annotations

import random

import pytest

from gecnb.edits.errant_align import AlignTokens, errant_align_seq
from gecnb.edits.errant_merge import rule_merge
from gecnb.edits.spacy_model import resolve_spacy_model
from tests.conftest import needs_spacy, time_limit

WORDS = ["the", "a", "an", "The", "A", "cat", "cats", "Cat", "friend", "friends", "'s", "'", ",", ".", "we", "We",
         "to", "eat", "eating", "eats", "have", "has", "been", "is", "are", "was", "look", "at", "watch", "sub", "-",
         "way", "subway", "well-known", "well", "known", "his", "this", "these", "of", "in", "on", "big", "bigger",
         "quickly", "quick", "John", "john", "do", "not", "n't", "can", "cannot", "go", "went", "gone", "that", "!",
         "children", "child", "'re", "they", "They", "there", "their", "colour", "color", "and", "And"]


def _pairs(n: int, seed: int) -> list[tuple[str, str]]:
    """Word salad from ``WORDS``, and CoNLL-2014 sources rewritten with their own words and ``WORDS``."""
    from gecnb.data.registry import load_dataset

    sources = [s.split() for s in load_dataset("conll14").sources[:400] if 5 < len(s.split()) < 40]
    rng = random.Random(seed)
    pairs = []
    for i in range(n):
        src = [rng.choice(WORDS) for _ in range(rng.randint(3, 40))] if i % 2 else rng.choice(sources)
        words = WORDS + src
        out = []
        keep = rng.choice([0.5, 0.2, 0.0])
        for t in src:  # each token kept with probability keep; else substituted, deleted or followed by insertions
            r = rng.random()
            if r < keep:
                out.append(t)
            elif r < keep + (1 - keep) * 0.5:
                out.append(rng.choice(words))
            elif r < keep + (1 - keep) * 0.7:
                continue
            else:
                out += [t] + [rng.choice(words) for _ in range(rng.randint(1, 3))]
        pairs.append((" ".join(src), " ".join(out) or "x"))
    return pairs


@pytest.fixture(scope="module")
def annotator():
    import errant

    return errant.load("en", resolve_spacy_model())


def _both(annotator, pairs):
    from errant.alignment import Alignment

    docs = {s: annotator.parse(s) for s in dict.fromkeys(s for p in pairs for s in p)}
    for src, tgt in pairs:
        o, c = docs[src], docs[tgt]
        al = Alignment.__new__(Alignment)
        al.orig, al.cor = o, c
        al.align_seq = errant_align_seq(AlignTokens(o), AlignTokens(c), False)
        stock = [(e.o_start, e.o_end, e.c_start, e.c_end) for e in annotator.merger.get_rule_edits(al)]
        yield src, tgt, al.align_seq, stock, [op[1:] for op in rule_merge(al.align_seq, o, c)]


@needs_spacy
def test_rule_merge_equals_errant_on_generated_long_runs(annotator):
    n = merged = longest = 0
    for src, tgt, seq, stock, ours in _both(annotator, _pairs(600, seed=11)):
        assert ours == stock, (src, tgt)
        n += 1
        merged += sum(1 for e in stock if e not in [x[1:] for x in seq])  # edits that are not single operations
        run = cur = 0
        for op in seq:
            cur = 0 if op[0] in ("M",) or op[0].startswith("T") else cur + 1
            run = max(run, cur)
        longest = max(longest, run)
    assert n == 600
    assert merged > 200 and longest >= 20  # merges happen, and runs are long


@needs_spacy
@pytest.mark.parametrize("k", [30, 60])
def test_rule_merge_equals_errant_on_degenerate_runs_stock_can_still_do(annotator, k):
    src = "This is a short test sentence about cats ."
    pairs = [
        (" ".join(["a"] * k), " ".join(["the"] * k)),  # splits peel one substitution at a time
        (src, " ".join(["cats are"] * k)),
        (" ".join(["dog"] * k), " ".join(["Dogs"] * k)),
        (src, " ".join(f"w{i % 7} 's" for i in range(k))),
    ]
    for src_, tgt, _seq, stock, ours in _both(annotator, pairs):
        assert ours == stock, (src_[:30], tgt[:30])


@needs_spacy
def test_degenerate_runs_finish_in_bounded_time(annotator):
    """Beyond what stock ERRANT can do (1,500 adjacent substitutions exceed its recursion limit; 2,000
    inserted tokens take it minutes). The limit is a guard against a hang, not a benchmark."""
    from gecnb.edits.errant_extractor import ErrantExtractor

    ex = ErrantExtractor(model=annotator.nlp, cache=False, workers=1)
    src = "This is a short test sentence about cats ."
    with time_limit(120):
        long_sub, repeated = ex.extract_many([(" ".join(["a"] * 1500), " ".join(["the"] * 1500)),
                                             (src, " ".join(["cats are"] * 1000))])
    assert sum(e.o_end - e.o_start for e in long_sub) == 1500
    assert repeated and repeated[-1].c_end == 2000
