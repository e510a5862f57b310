"""Corpus transforms that meta-evaluation settings need: the same sentences with fewer references.

:func:`without_unchanged_references` is the setting the CLEME and CLEME2.0 papers mark with ♣ ("We remove
unchanged reference sentences for higher correlations due to low-quality annotations"; CLEME2.0 §4.2 says
"We remove 470 unchanged references in E-Minimal and 612 unchanged references in NE-Minimal").
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from gecnb.data.corpus import Corpus, ReferenceSet
from gecnb.data.errors import GecInputError


def _tokens(text: str) -> tuple[str, ...]:
    return tuple(text.split())


@dataclass(frozen=True)
class UnchangedRemoval:
    """What :func:`without_unchanged_references` did to one reference set."""

    reference_set: str
    removed: int  # references left out
    sentences: int  # sentences that lost at least one reference
    unchanged: int  # unchanged references before (removed + the one kept where all were unchanged)


def _filter_block(block: str, keep: list[int], n_refs: int) -> str | None:
    """The raw M2 block with only the annotators of the references ``keep``, or None when the block's
    annotator ids do not map onto the references (then the metrics use the edits)."""
    lines = block.splitlines()
    ids: list[int] = []
    for line in lines:
        if line.startswith("A "):
            try:
                ids.append(int(line.rsplit("|||", 1)[1]))
            except (IndexError, ValueError):
                return None
    present = set(ids)
    if not present:  # no annotator changed anything
        return block
    # reference k is annotator k; a sentence an annotator left out copies annotator 0 (the readers' convention)
    if max(present) >= n_refs:
        return None
    kept_ids = {k if k in present else 0 for k in keep}
    out = [ln for ln in lines if not ln.startswith("A ") or int(ln.rsplit("|||", 1)[1]) in kept_ids]
    return "\n".join(out)


def without_unchanged_references(corpus: Corpus, reference_set: str) -> tuple[Corpus, UnchangedRemoval]:
    """``corpus`` with the unchanged references of ``reference_set`` left out (a reference is unchanged when
    its tokens equal the source's). A sentence whose references are all unchanged keeps one (the first): it
    still has a reference, and a sentence nobody corrected is scored as such. Every other reference set and
    every system is shared with ``corpus``; the reference set keeps its name.

    With two references per sentence this removes exactly as many references as there are sentences with an
    unchanged reference — the CLEME2.0 paper's counts (470 in E-Minimal, 612 in NE-Minimal) — see
    :class:`UnchangedRemoval`. Raw M2 blocks keep the lines of the kept annotators only."""
    try:
        rs = corpus.references(reference_set)
    except KeyError as err:
        raise GecInputError(str(err.args[0])) from None
    refs: list[tuple[str, ...]] = []
    edits: list[tuple] | None = None if rs.edits is None else []
    blocks: list[str] | None = None if rs.m2_blocks is None else []
    removed = sentences = unchanged = 0
    keep_of: list[set[int]] = []
    for i, (src, rr) in enumerate(zip(corpus.sources, rs.references, strict=True)):
        flags = [_tokens(r) == _tokens(src) for r in rr]
        unchanged += sum(flags)
        keep = [k for k, f in enumerate(flags) if not f] or list(range(min(1, len(rr))))
        keep_of.append(set(keep))
        if len(keep) < len(rr):
            removed += len(rr) - len(keep)
            sentences += 1
        refs.append(tuple(rr[k] for k in keep))
        if edits is not None and rs.edits is not None:
            edits.append(tuple(rs.edits[i][k] for k in keep))
        if blocks is not None and rs.m2_blocks is not None:
            block = rs.m2_blocks[i] if len(keep) == len(rr) else _filter_block(rs.m2_blocks[i], keep, len(rr))
            if block is None:
                blocks = None
            else:
                blocks.append(block)
    alternatives = None if rs.alternatives is None else tuple(
        tuple(alts[k] for k in range(len(alts)) if k in keep_of[i]) for i, alts in enumerate(rs.alternatives))
    new = replace(rs, references=tuple(refs), edits=None if edits is None else tuple(edits),
                  description=f"{rs.description} (unchanged references removed: {removed})".strip(),
                  m2_blocks=None if blocks is None else tuple(blocks), alternatives=alternatives)
    out = Corpus(corpus.name, corpus.sources, corpus.language, {**corpus.reference_sets, reference_set: new},
                 dict(corpus.systems), corpus.description, corpus.skipped_lines, corpus.skipped_why)
    return out, UnchangedRemoval(reference_set, removed, sentences, unchanged)


__all__ = ["ReferenceSet", "UnchangedRemoval", "without_unchanged_references"]
