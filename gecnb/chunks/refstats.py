"""How stable are chunk boundaries across annotators? The ICC / IUC / CC statistics of the CLEME
paper (Tables 1 and 7).

For each sentence and each reference held out in turn, the source is partitioned with the *other*
references only; each edit of the held-out reference is then classified as
* ICC: its source interval falls within a corrected or dummy chunk (checked first),
* IUC: otherwise within an unchanged chunk,
* CC: otherwise (it crosses a chunk boundary).
"Falls within" compares closed intervals, so an insertion at a boundary counts for the chunk it
touches, corrected/dummy chunks first. Sentences with a single reference have nothing to compare with
and are skipped (counted in ``skipped_sentences``).

The chunk rows of the tables ("Unchanged Chunks", "Corrected/Dummy Chunks", with their "Length") do not
come from those held-out partitions: the source is partitioned once with *all* of a sentence's
references, and every reference's chunks are counted, as corrected/dummy where that reference changes
the chunk and as unchanged where it does not (so a chunk another reference corrected counts as unchanged
for this one); the length is the number of the reference's own tokens in the chunk. This reproduces
Table 7's CoNLL-2014 column exactly (11,174 unchanged chunks of length 4.8, 4,994 corrected/dummy
chunks of length 1.3, on the authors' ERRANT gold).
"""

from __future__ import annotations

from collections.abc import Sequence

import pandas as pd

from gecnb.chunks.partition import UNCHANGED, partition
from gecnb.data.edit import Edit


def reference_chunk_statistics(
    sources: Sequence[str],
    references: Sequence[Sequence[str]],
    reference_edits: Sequence[Sequence[Sequence[Edit]]],
) -> pd.Series:
    """Counts and ratios of Table 1 / Table 7 for one reference set."""
    n_edits = icc = iuc = cc = 0
    n_unch = n_corr = 0
    len_unch = len_corr = 0
    n_refs = len_refs = 0
    skipped = 0
    for src, refs, eds in zip(sources, references, reference_edits, strict=True):
        k = len(refs)
        src_toks = src.split()
        shared = partition(src_toks, [(r.split(), e) for r, e in zip(refs, eds, strict=True)])
        for t in range(k):
            n_refs += 1
            len_refs += len(shared.targets[t])
            for ch in shared.chunks[t]:
                if ch.changed:
                    n_corr += 1
                    len_corr += ch.c_end - ch.c_start
                else:
                    n_unch += 1
                    len_unch += ch.c_end - ch.c_start
        if k < 2:
            skipped += 1
            continue
        for j in range(k):
            others = [(refs[t].split(), eds[t]) for t in range(k) if t != j]
            p = partition(src_toks, others)
            for ed in eds[j]:
                n_edits += 1
                inside = [c for c, (s, e) in enumerate(p.intervals) if s <= ed.o_start and ed.o_end <= e]
                if any(p.kinds[c] != UNCHANGED for c in inside):
                    icc += 1
                elif inside:
                    iuc += 1
                else:
                    cc += 1
    n_chunks = n_unch + n_corr
    return pd.Series({
        "sentences": len(sources) - skipped,
        "skipped_sentences": skipped,
        "references": n_refs,
        "reference_len": len_refs / n_refs if n_refs else 0.0,
        "edits": n_edits,
        "unchanged_chunks": n_unch,
        "unchanged_chunks_pct": 100 * n_unch / n_chunks if n_chunks else 0.0,
        "unchanged_chunk_len": len_unch / n_unch if n_unch else 0.0,
        "corrected_dummy_chunks": n_corr,
        "corrected_dummy_chunks_pct": 100 * n_corr / n_chunks if n_chunks else 0.0,
        "corrected_dummy_chunk_len": len_corr / n_corr if n_corr else 0.0,
        "ICC": icc, "ICC_pct": 100 * icc / n_edits if n_edits else 0.0,
        "IUC": iuc, "IUC_pct": 100 * iuc / n_edits if n_edits else 0.0,
        "CC": cc, "CC_pct": 100 * cc / n_edits if n_edits else 0.0,
    })
