"""Per-chunk statistics of one system against one reference set: computed once, every CLEME variant
(dependent / independent, corpus / sentence, weighted or not, F or accuracy) is aggregated from them.

Layout (flat numpy arrays, sacrebleu's "statistics first, aggregation second" pattern):

* one row per hypothesis chunk: sentence, chunk index, whether the hypothesis changed it, its length
  ``max(|source|, |target|)``, the chunk's source kind;
* one row per (hypothesis chunk, reference): whether the reference chunk equals the hypothesis chunk
  and whether the reference changed it;
* the token spans of every chunk (in the source, the hypothesis and each kept reference), so a chunk's
  texts can be rebuilt without partitioning the sentence again (the similarity weigher's X').
"""

from __future__ import annotations

from array import array
from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np

from gecnb._gc import gc_paused
from gecnb.chunks.partition import Partition, partition
from gecnb.data.edit import Edit


def read_only(a: np.ndarray) -> np.ndarray:
    """``a``, made read-only: what is kept in :attr:`ChunkStats.cache` is shared by every caller."""
    a.flags.writeable = False
    return a


def kept_references(
    references: Sequence[str], *, drop_empty: bool = True, unchanged: Sequence[bool] | None = None
) -> list[int]:
    """Indices of the references the official CLEME code keeps.

    It scans hypothesis-then-references in order and deletes an *empty* target while more than two
    targets remain; deleting while iterating skips the target right after a deleted one. gecnb keeps
    that scan for references (so numbers match) but never drops the hypothesis (v1.0 could, on
    POST's empty sentence 23: the one known difference from the v1.0 numbers).

    ``unchanged`` (one flag per reference): leave out the unchanged references first, unless all of
    them are unchanged (the paper's "remove unchanged reference sentences", see
    ``ClemeConfig.drop_unchanged_references``); the empty-reference scan then runs on the rest.
    """
    idx = list(range(len(references)))
    if unchanged is not None and not all(unchanged):
        idx = [i for i in idx if not unchanged[i]]
    if not drop_empty:
        return idx
    i = 0
    while i < len(idx):
        if references[idx[i]].strip() == "" and len(idx) + 1 > 2:
            del idx[i]
            i += 1  # the official loop skips the element that moved into place
        else:
            i += 1
    return idx


@dataclass(frozen=True)
class ChunkInputs:
    """What the statistics were computed from: sources, hypotheses and references (text) with their edits."""

    sources: Sequence[str]
    hypotheses: Sequence[str]
    hypothesis_edits: Sequence[Sequence[Edit]]
    references: Sequence[Sequence[str]]
    reference_edits: Sequence[Sequence[Sequence[Edit]]]

    def targets(self, i: int, keep: Sequence[int]) -> tuple[list[str], list[tuple[list[str], Sequence[Edit]]]]:
        """Sentence ``i``'s source tokens and its targets for :func:`partition`: the hypothesis, then the
        references ``keep``."""
        refs, ref_edits = self.references[i], self.reference_edits[i]
        targets = [(self.hypotheses[i].split(), self.hypothesis_edits[i])]
        targets += [(refs[j].split(), ref_edits[j]) for j in keep]
        return self.sources[i].split(), targets


@dataclass
class ChunkStats:
    """Chunk statistics of one hypothesis set against one reference set (see the module docstring)."""

    n_sentences: int
    inputs: ChunkInputs
    n_chunks: np.ndarray  # per sentence
    ref_index: list[list[int]]  # per sentence: original reference indices kept (target t+1 <-> ref_index[t])
    # per hypothesis chunk
    c_sent: np.ndarray
    c_chunk: np.ndarray
    c_changed: np.ndarray
    c_len: np.ndarray
    # per (hypothesis chunk, kept reference)
    r_row: np.ndarray  # index into the chunk arrays
    r_ref: np.ndarray  # position among the kept references of that sentence
    r_match: np.ndarray
    r_changed: np.ndarray
    r_len: np.ndarray  # max(|source|, |reference tokens|) of the reference chunk
    n_refs: np.ndarray = field(default_factory=lambda: np.zeros(0, dtype=np.int64))
    # token spans [start, end) of each chunk: per hypothesis chunk in the source and in the hypothesis
    # (shape (n, 2), int64), per (chunk, kept reference) row in that reference; empty (0, 2) when unknown
    c_src_span: np.ndarray = field(default_factory=lambda: np.zeros((0, 2), dtype=np.int64))
    c_hyp_span: np.ndarray = field(default_factory=lambda: np.zeros((0, 2), dtype=np.int64))
    r_span: np.ndarray = field(default_factory=lambda: np.zeros((0, 2), dtype=np.int64))
    # what the metrics derive from these arrays (categories, per-sentence counts), kept for reuse
    cache: dict = field(default_factory=dict, repr=False, compare=False)

    def partition(self, sentence: int) -> Partition:
        """The partition of one sentence (hypothesis first, then the kept references), rebuilt on demand:
        the statistics keep only the numbers, not millions of chunk objects."""
        if not 0 <= sentence < self.n_sentences:
            raise IndexError(f"sentence {sentence} is out of range: the corpus has {self.n_sentences} sentences")
        return partition(*self.inputs.targets(sentence, self.ref_index[sentence]))

    @property
    def bias(self) -> float:
        """Mean length of the references' changed chunks over the corpus (CLEME's length-weighting x0)."""
        sel = self.r_changed
        return float(self.r_len[sel].mean()) if sel.any() else 0.0


SentenceBlock = tuple[int, bytes, bytes, bytes, bytes, bytes, bytes, bytes, bytes]
"""One sentence's statistics: its number of chunks; per hypothesis chunk whether the hypothesis changed
it (bool) and its length (int64); per (chunk, kept reference) in chunk-major order whether the reference
chunk equals the hypothesis chunk (bool), whether the reference changed it (bool) and its length (int64);
then the token spans (int64 start, end pairs) of each chunk in the source and in the hypothesis, and of
each (chunk, kept reference) row in its reference.
Stored as raw bytes, not lists or chunk objects: a corpus has millions of these values, and bytes are
neither tracked by the garbage collector nor slow to join."""


def reference_rows(stats: ChunkStats) -> tuple[np.ndarray, dict[str, np.ndarray]]:
    """The (sentence, kept reference) rows, sentence-major: each (hypothesis chunk, reference) row's index
    among them, and per row its ``sentence``, ``ref`` (original reference index) and ``ref_pos`` (position
    among the kept references), all int64."""
    offsets = np.concatenate([[0], np.cumsum(stats.n_refs)]).astype(np.int64)
    n_keys = int(offsets[-1])
    columns = {
        "sentence": np.repeat(np.arange(stats.n_sentences, dtype=np.int64), stats.n_refs),
        "ref": np.asarray([r for idx in stats.ref_index for r in idx], dtype=np.int64),
        "ref_pos": np.arange(n_keys, dtype=np.int64) - np.repeat(offsets[:-1], stats.n_refs),
    }
    return offsets[stats.c_sent[stats.r_row]] + stats.r_ref, columns


def _sentence_block(p: Partition) -> SentenceBlock:
    toks = p.targets
    h_toks = toks[0]
    ref_chunks = p.chunks[1:]
    ref_toks = toks[1:]
    c_changed: list[bool] = []
    c_len: list[int] = []
    r_match: list[bool] = []
    r_changed: list[bool] = []
    r_len: list[int] = []
    src_span: list[int] = []
    hyp_span: list[int] = []
    ref_span: list[int] = []
    for k, (s, e) in enumerate(p.intervals):
        hc = p.chunks[0][k]
        src_len = e - s
        c_changed.append(bool(hc.types))
        c_len.append(max(src_len, hc.c_end - hc.c_start))
        src_span += (s, e)
        hyp_span += (hc.c_start, hc.c_end)
        h_tok = h_toks[hc.c_start : hc.c_end]
        for rcs, rt in zip(ref_chunks, ref_toks, strict=True):
            rc = rcs[k]
            r_match.append(rt[rc.c_start : rc.c_end] == h_tok)
            r_changed.append(bool(rc.types))
            r_len.append(max(src_len, rc.c_end - rc.c_start))
            ref_span += (rc.c_start, rc.c_end)
    return (p.n_chunks, bytes(c_changed), array("q", c_len).tobytes(), bytes(r_match), bytes(r_changed),
            array("q", r_len).tobytes(), array("q", src_span).tobytes(), array("q", hyp_span).tobytes(),
            array("q", ref_span).tobytes())


@dataclass
class SharedSentences:
    """What every system scored against one reference set (with one choice of ``drop_*`` options) shares:
    the references each sentence keeps, and the sentence blocks, keyed by (sentence, hypothesis, its
    edits). Filled by :func:`build_chunk_stats` as it goes."""

    kept: dict[int, list[int]] = field(default_factory=dict)
    blocks: dict[tuple[int, str, tuple[Edit, ...]], SentenceBlock] = field(default_factory=dict)


def build_chunk_stats(
    sources: Sequence[str],
    hypotheses: Sequence[str],
    hypothesis_edits: Sequence[Sequence[Edit]],
    references: Sequence[Sequence[str]],
    reference_edits: Sequence[Sequence[Sequence[Edit]]],
    *,
    drop_empty_references: bool = True,
    drop_unchanged_references: bool = False,
    memo: SharedSentences | None = None,
) -> ChunkStats:
    """Partition every sentence (hypothesis first, then its references) and collect the statistics.
    ``drop_unchanged_references``: leave out references without edits (see :func:`kept_references`).

    ``memo``: what was already computed for the same sources, references and ``drop_*`` options (see
    :class:`SharedSentences`), filled as it goes: each sentence's kept references are found once, and
    systems that share a hypothesis (more than half of CoNLL-2014's (sentence, system) pairs) partition it
    once."""
    # c_changed, c_len, r_match, r_changed, r_len, c_src_span, c_hyp_span, r_span
    columns: tuple[list[bytes], ...] = ([], [], [], [], [], [], [], [])
    n_chunks: list[int] = []
    ref_index: list[list[int]] = []
    n_refs: list[int] = []
    inputs = ChunkInputs(sources, hypotheses, hypothesis_edits, references, reference_edits)
    with gc_paused():
        for i in range(len(sources)):
            keep = memo.kept.get(i) if memo is not None else None
            if keep is None:
                unchanged = [not e for e in reference_edits[i]] if drop_unchanged_references else None
                keep = kept_references(references[i], drop_empty=drop_empty_references, unchanged=unchanged)
                if memo is not None:
                    memo.kept[i] = keep
            ref_index.append(keep)
            n_refs.append(len(keep))
            key = (i, hypotheses[i], tuple(hypothesis_edits[i]))
            block = memo.blocks.get(key) if memo is not None else None
            if block is None:
                block = _sentence_block(partition(*inputs.targets(i, keep)))
                if memo is not None:
                    memo.blocks[key] = block
            n_chunks.append(block[0])
            for col, part in zip(columns, block[1:], strict=True):
                col.append(part)
    i64 = np.int64
    c_changed, c_len, r_match, r_changed, r_len, c_src_span, c_hyp_span, r_span = (
        np.frombuffer(b"".join(col), dtype=dt).copy()
        for col, dt in zip(columns, (bool, i64, bool, bool, i64, i64, i64, i64), strict=True)
    )
    nc = np.asarray(n_chunks, dtype=i64)
    nr = np.asarray(n_refs, dtype=i64)
    c_sent = np.repeat(np.arange(len(sources), dtype=i64), nc)
    c_start = np.concatenate([[0], np.cumsum(nc)[:-1]]).astype(i64) if len(nc) else np.zeros(0, i64)
    c_chunk = np.arange(len(c_sent), dtype=i64) - np.repeat(c_start, nc)
    per_chunk_refs = nr[c_sent]
    r_row = np.repeat(np.arange(len(c_sent), dtype=i64), per_chunk_refs)
    r_start = np.concatenate([[0], np.cumsum(per_chunk_refs)[:-1]]).astype(i64) if len(c_sent) else np.zeros(0, i64)
    r_ref = np.arange(len(r_row), dtype=i64) - np.repeat(r_start, per_chunk_refs)
    return ChunkStats(
        n_sentences=len(sources),
        inputs=inputs,
        n_chunks=nc,
        ref_index=ref_index,
        c_sent=c_sent,
        c_chunk=c_chunk,
        c_changed=c_changed,
        c_len=c_len.astype(np.float64),
        r_row=r_row,
        r_ref=r_ref,
        r_match=r_match,
        r_changed=r_changed,
        r_len=r_len.astype(np.float64),
        n_refs=nr,
        c_src_span=c_src_span.reshape(-1, 2),
        c_hyp_span=c_hyp_span.reshape(-1, 2),
        r_span=r_span.reshape(-1, 2),
    )
