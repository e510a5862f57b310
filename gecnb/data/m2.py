"""M2 files: ERRANT / CoNLL multi-annotator M2 and ChERRANT's character-level M2.

The format: blocks separated by blank lines; ``S`` gives the tokenised source, each ``A`` line an edit
``A start end|||type|||correction|||REQUIRED|||-NONE-|||annotator``; a deletion's correction is empty
(ERRANT, NUCLE, BN-10GEC; what :func:`write_m2` writes) or ``-NONE-`` (ChERRANT, older files): both read
as a deletion. ChERRANT files add ``T{k}-A{j}``
lines (target ``k``, alternative alignment ``j`` of that same target) before the ``A`` lines they own,
or ``T{k} 没有错误`` for an unchanged target.

Reading rules (each one documented because each one changes numbers):

* ``noop`` / ``NA`` lines (``-1 -1``) say "this annotator changed nothing": no edit. A ChERRANT block whose
  every target is ``T{k} 无法标注`` ("cannot annotate") is flagged :attr:`M2Sentence.unannotatable`:
  ChERRANT's scorer skips it, and :func:`gecnb.data.readers.corpus_from_files` leaves it out.
* The number of annotators of a file is one more than the largest annotator id seen in it
  (``n_annotators`` overrides). Ids with gaps (0 and 5, a typo such as 100000) do not invent annotators:
  the ids used are renumbered 0, 1, 2, ... in ascending order, with a warning naming the line of the
  first id out of sequence. A negative id is an error. A sentence with no ``A`` line at all is unchanged for everyone.
* A sentence where *some* annotators have lines and others none: by default (``missing="copy"``) a
  missing annotator gets the edits of the lowest-numbered present annotator. This is how combined
  M2 files merge identical annotations: in CoNLL-2014's official gold, 88 sentences have only
  annotator 0's lines, and reading annotator 1 as a copy reproduces the CLEME authors' ERRANT gold and
  BN-10GEC's ``BN3`` exactly (see ``gecnb/datasets/PROVENANCE.md``). ``missing="source"`` reads them as
  unchanged; ``missing="error"`` refuses.
* A ChERRANT block names its targets with ``T`` lines, so its number of references is its own
  (NLPCC-2018 has 1 or 2 a sentence): such files are ragged and the missing-annotator rule does not apply.
* ChERRANT alternatives ``T{k}-A{j}`` with ``j > 0`` are other, equally good alignments of the *same*
  target ``k``: the target text is the same, so the reference is kept once, with the edits of ``A0``;
  the alternatives are kept in :attr:`M2Sentence.alternatives`.
* An edit outside the source, with a negative offset (other than a noop line's ``-1 -1``), with start
  after end, or overlapping another edit of the same annotator is an error naming the file and line
  ("unaligned M2"). ChERRANT target numbers with a gap (``T0`` and ``T2``) are an error too.
"""

from __future__ import annotations

import re
import warnings
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Literal

from gecnb.data.edit import NONE_CORRECTIONS, NOOP_TYPES, Edit, apply_edits
from gecnb.data.errors import GecInputError, GecInputWarning
from gecnb.data.text import PathType, UnicodeFindings, fix_m2_line, read_text, read_utf8

MissingPolicy = Literal["copy", "source", "error"]
_NOT_ANNOTATABLE = "无法标注"  # ChERRANT / MuCGEC: "cannot annotate"
_T_LINE = re.compile(r"^T(\d+)(?:-A(\d+))?(?:\s(.*))?$")


@dataclass(frozen=True)
class M2Sentence:
    """One M2 block: a source and one edit set (and so one target) per annotator."""

    source: str
    annotators: tuple[tuple[Edit, ...], ...]
    targets: tuple[str, ...]
    line: int  # 1-based line of the S line in the file
    alternatives: tuple[tuple[tuple[Edit, ...], ...], ...] = field(default=())  # ChERRANT A1.. per target
    # ChERRANT: every target of the block is 无法标注 ("cannot annotate"; T{k} 无法标注 with an NA line). Its
    # targets read as the source, but ChERRANT's scorer skips such a sentence: never score it as a reference
    unannotatable: bool = False

    @property
    def source_tokens(self) -> list[str]:
        return self.source.split()


def _parse_a_line(
    text: str, n_src: int, *, file: PathType | None, line: int
) -> tuple[int, Edit | None]:
    body = text[2:] if text.startswith("A ") else text[1:].lstrip()
    parts = body.split("|||")
    if len(parts) < 6:
        raise GecInputError(f"malformed edit line (expected 6 fields separated by |||): {text!r}", file=file,
                            line=line)
    try:
        start_s, end_s = parts[0].split()
        start, end = int(start_s), int(end_s)
        annotator = int(parts[-1])
    except ValueError:
        raise GecInputError(f"malformed edit line: {text!r}", file=file, line=line) from None
    if annotator < 0:
        raise GecInputError(f"annotator id {annotator}: ids are 0, 1, 2, ...", file=file, line=line)
    etype, corr = parts[1], parts[2]
    if etype in NOOP_TYPES or (start == -1 and end == -1):
        return annotator, None
    if start < 0 or end < 0 or start > end:
        raise GecInputError(
            f"unaligned M2: edit span {start}-{end} has {'a negative offset' if min(start, end) < 0 else 'start after end'}"
            " (only a noop line may read -1 -1)", file=file, line=line,
        )
    if end > n_src:
        raise GecInputError(
            f"unaligned M2: edit span {start}-{end} is outside the source of {n_src} tokens", file=file,
            line=line,
        )
    corr_tokens = [] if corr.strip() in NONE_CORRECTIONS else corr.split()
    return annotator, Edit(start, end, 0, 0, etype, " ".join(corr_tokens))


def _with_target_offsets(edits: list[Edit], *, file: PathType | None, line: int) -> tuple[Edit, ...]:
    """Sort by source position and fill in the target offsets."""
    out: list[Edit] = []
    shift = 0
    prev_end = -1
    for e in sorted(edits, key=lambda e: (e.o_start, e.o_end)):
        if e.o_start < prev_end:
            raise GecInputError(f"unaligned M2: edits overlap at source token {e.o_start}", file=file, line=line)
        n_c = len(e.c_str.split()) if e.c_str else 0
        c_start = e.o_start + shift
        out.append(Edit(e.o_start, e.o_end, c_start, c_start + n_c, e.type, e.c_str))
        shift += n_c - (e.o_end - e.o_start)
        prev_end = e.o_end
    return tuple(out)


_Parsed = tuple[int, str, dict[int, list[Edit]], dict[int, list[list[Edit]]], set[int], bool]


def _compact_ids(
    parsed: list[_Parsed], first_use: dict[int, int], *, file: PathType | None
) -> tuple[list[_Parsed], int]:
    """Annotator ids with gaps (0 and 5, or a typo such as 100000): the ids used, renumbered 0, 1, 2, ...
    in ascending order, with a warning naming the line of the first id out of sequence. Nothing is
    allocated per unused id, so memory and time do not grow with the largest id."""
    used = sorted(first_use)
    new_id = {a: k for k, a in enumerate(used)}
    odd = next(a for k, a in enumerate(used) if a != k)
    shown = ", ".join(map(str, used[:8])) + (", ..." if len(used) > 8 else "")
    warnings.warn(
        f"{file or '<input>'}:{first_use[odd]}: annotator id {odd} is out of sequence: the file uses ids {shown} "
        f"({len(used)} annotators, {used[-1] + 1 - len(used)} ids in between never used); read as annotators "
        f"0-{len(used) - 1} in that order (id {odd} -> {new_id[odd]}); pass n_annotators= to keep the ids",
        GecInputWarning, stacklevel=4,
    )
    out: list[_Parsed] = []
    for s_line, source, per_ann, alts, seen, has_t in parsed:
        if has_t:  # ChERRANT blocks number their own targets (checked by the caller)
            out.append((s_line, source, per_ann, alts, seen, has_t))
            continue
        out.append((s_line, source, {new_id[a]: v for a, v in per_ann.items()},
                    {new_id[a]: v for a, v in alts.items()}, {new_id[a] for a in seen}, has_t))
    return out, len(used) - 1


def m2_blocks(text: str, *, file: PathType | None = None) -> list[list[tuple[int, str]]]:
    """The sentence blocks of M2 text as ``[(line number, line), ...]`` (1-based numbers, lines as written):
    the one block tokenizer under the three M2 readers (:func:`parse_m2`, the M2 scorer's
    ``parse_m2_gold``, ``errant_compare``'s reader), which then apply their own rules to the lines.

    CRLF and lone CR line ends are read as LF; a line of only whitespace ends a block; a byte-order mark
    at the start is dropped. Lines are Unicode-normalised as every text gecnb reads (NFC, invisible
    characters removed: :func:`gecnb.data.text.fix_m2_line`; a token made only of invisible characters is
    kept, because the offsets count it), with one warning per file naming the first line of each finding.
    Errors name the file and line: an empty file, a block that does not start with an ``S`` line, a second
    ``S`` line in one block (a missing blank line).
    """
    if text.startswith("\ufeff"):
        text = text[1:]
    if not text.strip():
        raise GecInputError("the M2 file is empty", file=file)
    blocks: list[list[tuple[int, str]]] = []
    cur: list[tuple[int, str]] = []
    found = UnicodeFindings(str(file) if file is not None else "<input>")
    for i, raw in enumerate(text.replace("\r\n", "\n").replace("\r", "\n").split("\n"), 1):
        fix = None if raw.isascii() else fix_m2_line(raw)
        if fix is not None:
            found.add(i, fix)
            raw = fix.text
        if not raw.strip():
            if cur:
                blocks.append(cur)
                cur = []
            continue
        if raw.startswith("S"):
            if cur:
                raise GecInputError("a second S line in one block (missing blank line?)", file=file, line=i)
        elif not cur:
            raise GecInputError(f"expected an S line to start a sentence block, found {raw.rstrip()[:40]!r}",
                                file=file, line=i)
        cur.append((i, raw))
    if cur:
        blocks.append(cur)
    found.warn(stacklevel=4)
    return blocks


def parse_m2(
    text: str,
    *,
    file: PathType | None = None,
    n_annotators: int | None = None,
    missing: MissingPolicy = "copy",
) -> list[M2Sentence]:
    """Parse the text of an M2 file (see the module docstring for the rules)."""
    blocks = [(block[0][0], [(i, raw.rstrip()) for i, raw in block]) for block in m2_blocks(text, file=file)]

    parsed: list[_Parsed] = []
    na_only: list[bool] = []  # per block: every target 无法标注 (ChERRANT)
    max_id = -1
    first_use: dict[int, int] = {}  # annotator id -> the first line that uses it
    for s_line, block in blocks:
        _, s_text = block[0]
        source = " ".join(s_text[1:].split())
        n_src = len(source.split())
        per_ann: dict[int, list[Edit]] = {}
        alts: dict[int, list[list[Edit]]] = {}
        seen: set[int] = set()
        block_use: dict[int, int] = {}
        target_k: int | None = None  # ChERRANT: the current T line's target and alternative
        alt_j = 0
        na_targets: set[int] = set()
        for ln, text_line in block[1:]:
            if text_line.startswith("T"):
                m = _T_LINE.match(text_line)
                if not m:
                    raise GecInputError(f"malformed target line: {text_line[:40]!r}", file=file, line=ln)
                target_k, alt_j = int(m.group(1)), int(m.group(2) or 0)
                if (m.group(3) or "").strip() == _NOT_ANNOTATABLE:
                    na_targets.add(target_k)
                seen.add(target_k)
                per_ann.setdefault(target_k, [])
                if alt_j > 0:
                    alts.setdefault(target_k, []).append([])
                continue
            if not text_line.startswith("A"):
                raise GecInputError(f"unexpected line in an M2 block: {text_line[:40]!r}", file=file, line=ln)
            ann, edit = _parse_a_line(text_line, n_src, file=file, line=ln)
            if target_k is not None and ann != target_k:
                raise GecInputError(
                    f"edit of annotator {ann} under target line T{target_k}", file=file, line=ln
                )
            seen.add(ann)
            block_use.setdefault(ann, ln)
            max_id = max(max_id, ann)
            if edit is None:
                per_ann.setdefault(ann, [])
                continue
            if alt_j > 0:
                alts[ann][-1].append(edit)
            else:
                per_ann.setdefault(ann, []).append(edit)
        parsed.append((s_line, source, per_ann, alts, seen, target_k is not None))
        na_only.append(target_k is not None and bool(seen) and na_targets == seen)
        if target_k is None:  # ChERRANT blocks number their own targets (checked below)
            for a, ln in block_use.items():
                first_use.setdefault(a, ln)
        if target_k is None and seen:
            max_id = max(max_id, *seen)

    if n_annotators is None and first_use and len(first_use) < max(first_use) + 1:
        parsed, max_id = _compact_ids(parsed, first_use, file=file)
    n = n_annotators if n_annotators is not None else max(max_id + 1, 1)
    out: list[M2Sentence] = []
    for (s_line, source, per_ann, alts, seen, has_t), na in zip(parsed, na_only, strict=True):
        if has_t and len(seen) != max(seen) + 1:
            raise GecInputError(
                f"target lines T{', T'.join(map(str, sorted(seen)))}: a ChERRANT block numbers its targets "
                f"0, 1, 2, ... without gaps", file=file, line=s_line)
        n_here = max(seen) + 1 if has_t else n  # ChERRANT blocks name their targets: ragged
        if seen and max(seen) >= n_here:
            raise GecInputError(f"annotator id {max(seen)} but n_annotators={n}", file=file, line=s_line)
        src_tokens = source.split()
        eds: list[tuple[Edit, ...]] = []
        for a in range(n_here):
            if a in per_ann:
                eds.append(_with_target_offsets(per_ann[a], file=file, line=s_line))
            elif not seen or missing == "source":
                eds.append(())
            elif missing == "copy":
                eds.append(_with_target_offsets(per_ann[min(seen)], file=file, line=s_line))
            else:
                raise GecInputError(f"annotator {a} has no line in this sentence", file=file, line=s_line)
        targets = tuple(" ".join(apply_edits(src_tokens, e)) for e in eds)
        alternatives = tuple(
            tuple(_with_target_offsets(x, file=file, line=s_line) for x in alts.get(a, [])) for a in range(n_here)
        ) if alts else ()
        out.append(M2Sentence(source, tuple(eds), targets, s_line, alternatives, na))
    return out


def read_m2(
    path: PathType, *, n_annotators: int | None = None, missing: MissingPolicy = "copy"
) -> list[M2Sentence]:
    """Read an M2 file; errors name the file and line."""
    return parse_m2(read_utf8(path), file=path, n_annotators=n_annotators, missing=missing)


def format_m2(source: str, annotator_edits: Sequence[Iterable[Edit]]) -> str:
    """One M2 block (without the trailing blank line); an annotator without edits gets a noop line.

    A deletion's correction is an empty field, as ERRANT, NUCLE and BN-10GEC write it (ERRANT's
    ``compare_m2`` reads the gecnb file right); the reader takes ``-NONE-`` there too."""
    out = [f"S {source}"]
    for a, edits in enumerate(annotator_edits):
        lines = [e.to_m2(a) for e in edits]
        out.extend(lines or [f"A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||{a}"])
    return "\n".join(out)


def write_m2(path: PathType, blocks: Iterable[tuple[str, Sequence[Iterable[Edit]]]]) -> None:
    """Write an M2 file from (source, [edits of annotator 0, edits of annotator 1, ...]) pairs (UTF-8, atomically,
    never through a link: :func:`gecnb.data.outputs.write_file`)."""
    from gecnb.data.outputs import write_file

    text = "\n\n".join(format_m2(src, eds) for src, eds in blocks)
    write_file(path, text + "\n\n")


def check_sources(
    sentences: Sequence[M2Sentence], sources: Sequence[str], *, m2_file: PathType, source_file: PathType
) -> None:
    """Raise if the M2's sources differ from a source file (count first, then the first differing line)."""
    if len(sentences) != len(sources):
        raise GecInputError(
            f"has {len(sentences)} sentences but the source file {source_file} has {len(sources)}", file=m2_file
        )
    for i, (s, src) in enumerate(zip(sentences, sources, strict=True)):
        if s.source != " ".join(src.split()):
            raise GecInputError(
                f"source of sentence {i + 1} differs from line {i + 1} of {source_file}: "
                f"{s.source[:60]!r} vs {src[:60]!r}",
                file=m2_file, line=s.line,
            )

__all__ = ["M2Sentence", "check_sources", "format_m2", "m2_blocks", "parse_m2", "read_m2", "read_text", "write_m2"]
