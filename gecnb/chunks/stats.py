"""Per-chunk statistics of one system against one reference set: computed once, every CLEME variant
(dependent / independent, corpus / sentence, weighted or not, F or accuracy) is aggregated from them.

Layout (flat numpy arrays, sacrebleu's "statistics first, aggregation second" pattern):

* one row per hypothesis chunk: sentence, chunk index, whether the hypothesis changed it, its length
  ``max(|source|, |target|)``, the chunk's source kind;
* one row per (hypothesis chunk, reference): whether the reference chunk equals the hypothesis chunk
  and whether the reference changed it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np

from gecnb.chunks.partition import Partition, partition
from gecnb.edits.edit import Edit


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


@dataclass
class ChunkStats:
    """Chunk statistics of one hypothesis set against one reference set (see the module docstring)."""

    n_sentences: int
    partitions: list[Partition]
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

    @property
    def bias(self) -> float:
        """Mean length of the references' changed chunks over the corpus (CLEME's length-weighting x0)."""
        sel = self.r_changed
        return float(self.r_len[sel].mean()) if sel.any() else 0.0


def build_chunk_stats(
    sources: Sequence[str],
    hypotheses: Sequence[str],
    hypothesis_edits: Sequence[Sequence[Edit]],
    references: Sequence[Sequence[str]],
    reference_edits: Sequence[Sequence[Sequence[Edit]]],
    *,
    drop_empty_references: bool = True,
    drop_unchanged_references: bool = False,
) -> ChunkStats:
    """Partition every sentence (hypothesis first, then its references) and collect the statistics.
    ``drop_unchanged_references``: leave out references without edits (see :func:`kept_references`)."""
    c_sent: list[int] = []
    c_chunk: list[int] = []
    c_changed: list[bool] = []
    c_len: list[int] = []
    r_row: list[int] = []
    r_ref: list[int] = []
    r_match: list[bool] = []
    r_changed: list[bool] = []
    r_len: list[int] = []
    parts: list[Partition] = []
    ref_index: list[list[int]] = []
    n_refs: list[int] = []
    for i, src in enumerate(sources):
        refs = references[i]
        unchanged = [not e for e in reference_edits[i]] if drop_unchanged_references else None
        keep = kept_references(refs, drop_empty=drop_empty_references, unchanged=unchanged)
        ref_index.append(keep)
        n_refs.append(len(keep))
        targets = [(hypotheses[i].split(), hypothesis_edits[i])]
        targets += [(refs[j].split(), reference_edits[i][j]) for j in keep]
        p = partition(src.split(), targets)
        parts.append(p)
        hyp_chunks = p.chunks[0]
        toks = p.targets
        for k, (s, e) in enumerate(p.intervals):
            hc = hyp_chunks[k]
            row = len(c_sent)
            c_sent.append(i)
            c_chunk.append(k)
            c_changed.append(bool(hc.types))
            c_len.append(max(e - s, hc.c_end - hc.c_start))
            h_tok = toks[0][hc.c_start : hc.c_end]
            for t in range(1, len(toks)):
                rc = p.chunks[t][k]
                r_row.append(row)
                r_ref.append(t - 1)
                r_match.append(toks[t][rc.c_start : rc.c_end] == h_tok)
                r_changed.append(bool(rc.types))
                r_len.append(max(e - s, rc.c_end - rc.c_start))
    i64 = np.int64
    return ChunkStats(
        n_sentences=len(sources),
        partitions=parts,
        ref_index=ref_index,
        c_sent=np.asarray(c_sent, dtype=i64),
        c_chunk=np.asarray(c_chunk, dtype=i64),
        c_changed=np.asarray(c_changed, dtype=bool),
        c_len=np.asarray(c_len, dtype=np.float64),
        r_row=np.asarray(r_row, dtype=i64),
        r_ref=np.asarray(r_ref, dtype=i64),
        r_match=np.asarray(r_match, dtype=bool),
        r_changed=np.asarray(r_changed, dtype=bool),
        r_len=np.asarray(r_len, dtype=np.float64),
        n_refs=np.asarray(n_refs, dtype=i64),
    )
