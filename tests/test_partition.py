"""Chunk partition: the spec's invariants, as properties and on hand examples."""

from __future__ import annotations

from hypothesis import given, settings

from gecnb.chunks.partition import CORRECTED, DUMMY, UNCHANGED, partition
from gecnb.data.edit import Edit, apply_edits
from tests.strategies import sample


@settings(max_examples=400, deadline=None)
@given(sample())
def test_chunks_concatenate_back_and_align(s):
    src, targets = s
    p = partition(src, targets)
    for t, (toks, _) in enumerate(targets):
        assert [w for c in range(p.n_chunks) for w in p.tokens(t, c)] == list(toks)
        assert len(p.chunks[t]) == p.n_chunks
    # the source chunks tile the source
    assert [w for c in range(p.n_chunks) for w in p.source_tokens(c)] == list(src)
    for c, (s0, e0) in enumerate(p.intervals):
        assert (p.kinds[c] == DUMMY) == (s0 == e0)
        if p.kinds[c] == UNCHANGED:
            assert all(not p.chunks[t][c].types for t in range(len(targets)))
            assert all(p.tokens(t, c) == p.source_tokens(c) for t in range(len(targets)))


@settings(max_examples=200, deadline=None)
@given(sample())
def test_generated_edits_rebuild_their_targets(s):
    src, targets = s
    for toks, edits in targets:
        assert apply_edits(src, edits) == list(toks)


def _e(s, e, cs, ce, c=""):
    return Edit(s, e, cs, ce, "X", c)


def test_adjacent_edits_of_different_targets_merge_and_widen():
    src = "a b c d".split()
    t1 = ("a B c d".split(), [_e(1, 2, 1, 2, "B")])
    t2 = ("a b C d".split(), [_e(2, 3, 2, 3, "C")])
    p = partition(src, [t1, t2])
    assert p.intervals == ((0, 1), (1, 3), (3, 4))
    assert p.kinds == (UNCHANGED, CORRECTED, UNCHANGED)
    assert p.tokens(0, 1) == ("B", "c") and p.tokens(1, 1) == ("b", "C")
    assert p.chunks[0][1].types == ("X",) and p.chunks[1][1].types == ("X",)


def test_insertions_at_the_same_position_are_one_dummy_chunk():
    src = "a b".split()
    t1 = ("a x b".split(), [_e(1, 1, 1, 2, "x")])
    t2 = ("a y z b".split(), [_e(1, 1, 1, 3, "y z")])
    t3 = ("a b".split(), [])
    p = partition(src, [t1, t2, t3])
    assert p.intervals == ((0, 1), (1, 1), (1, 2))
    assert p.kinds[1] == DUMMY
    assert [p.tokens(t, 1) for t in range(3)] == [("x",), ("y", "z"), ()]
    assert not p.chunks[2][1].types


def test_insertion_touching_a_substitution_merges_into_it():
    src = "a b c".split()
    t1 = ("a x b c".split(), [_e(1, 1, 1, 2, "x")])
    t2 = ("a B c".split(), [_e(1, 2, 1, 2, "B")])
    p = partition(src, [t1, t2])
    assert p.intervals == ((0, 1), (1, 2), (2, 3))
    assert p.tokens(0, 1) == ("x", "b") and p.tokens(1, 1) == ("B",)


def test_empty_source_and_empty_target():
    p = partition([], [([], []), (["x"], [_e(0, 0, 0, 1, "x")])])
    assert p.intervals == ((0, 0),) and p.tokens(1, 0) == ("x",) and p.tokens(0, 0) == ()
    p = partition(["a", "b"], [(["a", "b"], []), ([], [_e(0, 2, 0, 0)])])
    assert p.intervals == ((0, 2),) and p.tokens(1, 0) == ()
