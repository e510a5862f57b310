"""Chunk partition (CLEME, Ye et al. 2023, section 2.1), exactly as the official v1.0 code does it.

Given a source and several targets (the hypothesis first, then the references), each with its edits
against the source, the source is cut into chunks that every target shares:

1. each target gets a map from source positions to target positions (lockstep outside edits; an
   edit's two boundaries map to its target boundaries; an insertion at ``k`` maps ``k`` to the end
   of the inserted tokens);
2. the edits of all targets are pooled, stably sorted by source start and swept: an edit whose start
   is ``<=`` the current interval's end joins it (overlapping *and* adjacent edits merge; insertions at
   the same position merge; merging chains across targets);
3. each edit is widened to its shared interval; its target span becomes
   ``[map[s-1] + 1 (0 when s == 0), map[e])``; edits of one target that become identical are one chunk
   (their types concatenated);
4. the source is swept into *dummy* chunks (zero-length shared intervals), *corrected* chunks
   (shared intervals) and *unchanged* chunks (the runs between);
5. every target gets one chunk per source chunk: its widened edit where it has one (a *changed*
   chunk, with types), else an unchanged chunk with target span ``[map[s], map[e-1] + 1)``.

Concatenating a target's chunks gives the target back; all targets have the same number of chunks.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Sequence
from dataclasses import dataclass
from operator import attrgetter
from typing import NamedTuple

from gecnb.data.edit import Edit

UNCHANGED, CORRECTED, DUMMY = "unchanged", "corrected", "dummy"
_O_START = attrgetter("o_start")


class TargetChunk(NamedTuple):
    """One target's side of a chunk: its token span in the target and its edit types (empty: unchanged).
    (A named tuple: partitions build one per target and chunk, so construction cost matters.)"""

    c_start: int
    c_end: int
    types: tuple[str, ...] = ()

    @property
    def changed(self) -> bool:
        return bool(self.types)


@dataclass(frozen=True)
class Partition:
    """The chunks of one source shared by several targets."""

    source: tuple[str, ...]
    targets: tuple[tuple[str, ...], ...]
    intervals: tuple[tuple[int, int], ...]  # source span of each chunk
    kinds: tuple[str, ...]  # unchanged / corrected / dummy, per chunk
    chunks: tuple[tuple[TargetChunk, ...], ...]  # [target][chunk]

    @property
    def n_chunks(self) -> int:
        return len(self.intervals)

    def tokens(self, target: int, chunk: int) -> tuple[str, ...]:
        c = self.chunks[target][chunk]
        return self.targets[target][c.c_start : c.c_end]

    def source_tokens(self, chunk: int) -> tuple[str, ...]:
        s, e = self.intervals[chunk]
        return self.source[s:e]

    def equal(self, a: int, b: int, chunk: int) -> bool:
        """Two targets' chunks are equal when their tokens are (types are ignored)."""
        return self.tokens(a, chunk) == self.tokens(b, chunk)

    def length(self, target: int, chunk: int) -> int:
        """max(|source tokens|, |target tokens|) of a chunk: what length weighting uses."""
        s, e = self.intervals[chunk]
        c = self.chunks[target][chunk]
        return max(e - s, c.c_end - c.c_start)


def _position_map(n_src: int, edits: Sequence[Edit]) -> dict[int, int]:
    """Source position -> target position, for positions not strictly inside an edit."""
    m: dict[int, int] = {}
    s_idx = t_idx = 0
    for e in edits:
        m[e.o_start] = e.c_start
        m[e.o_end] = e.c_end
        while s_idx < e.o_start:
            m[s_idx] = t_idx
            s_idx += 1
            t_idx += 1
        s_idx, t_idx = e.o_end, e.c_end
    while s_idx <= n_src:
        m[s_idx] = t_idx
        s_idx += 1
        t_idx += 1
    return m


def partition(
    source: Sequence[str], targets: Sequence[tuple[Sequence[str], Sequence[Edit]]]
) -> Partition:
    """Partition ``source`` (tokens) for ``targets``: (tokens, edits against the source) pairs."""
    src = tuple(source)
    n = len(src)
    tgt_tokens = tuple(tuple(t) for t, _ in targets)
    sorted_edits = [sorted(eds, key=_O_START) for _, eds in targets]
    maps = [_position_map(n, eds) for eds in sorted_edits]

    # 2. shared intervals over the pooled edits
    pooled = sorted((e for eds in sorted_edits for e in eds), key=_O_START)
    shared: list[list[int]] = []
    for e in pooled:
        if shared and e.o_start <= shared[-1][1]:
            if e.o_end > shared[-1][1]:
                shared[-1][1] = e.o_end
        else:
            shared.append([e.o_start, e.o_end])
    starts = [iv[0] for iv in shared]

    # 3. widen each target's edits; identical widened edits become one (types concatenated)
    widened: list[dict[tuple[int, int], TargetChunk]] = []
    for t, eds in enumerate(sorted_edits):
        m = maps[t]
        out: dict[tuple[int, int], TargetChunk] = {}
        for e in eds:
            # intervals are sorted and disjoint: the last one starting at or before the edit contains it
            iv = shared[bisect_right(starts, e.o_start) - 1]
            s, en = iv
            assert s <= e.o_start and e.o_end <= en, (e, shared)
            c_start = 0 if s == 0 else m[s - 1] + 1
            prev = out.get((s, en))
            types = (e.type,) if prev is None else (*prev.types, e.type)
            out[(s, en)] = TargetChunk(c_start, m[en], types)
        widened.append(out)

    # 4. chunk intervals
    intervals: list[tuple[int, int]] = []
    kinds: list[str] = []
    pos = 0
    k = 0
    while pos <= n:
        if k == len(shared):
            if pos != n:
                intervals.append((pos, n))
                kinds.append(UNCHANGED)
            break
        s, end = shared[k]
        if pos == s == end:
            intervals.append((s, end))
            kinds.append(DUMMY)
            k += 1
        elif s <= pos < end:
            intervals.append((s, end))
            kinds.append(CORRECTED)
            pos = end
            k += 1
        else:
            intervals.append((pos, s))
            kinds.append(UNCHANGED)
            pos = s

    # 5. every target's chunk at every interval
    chunks = tuple(
        tuple(w.get(iv) or TargetChunk(m[iv[0]], 0 if iv[1] == 0 else m[iv[1] - 1] + 1) for iv in intervals)
        for m, w in zip(maps, widened, strict=True)
    )
    return Partition(src, tgt_tokens, tuple(intervals), tuple(kinds), chunks)
