"""Readers for the formats GEC data comes in: parallel text files, M2, MuCGEC TSV."""

from __future__ import annotations

import warnings
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from gecnb.data.checks import check_language as check_language_of
from gecnb.data.checks import check_tokenisation
from gecnb.data.corpus import Corpus, Language, char_tokenise, references_from_annotators
from gecnb.data.edit import Edit
from gecnb.data.errors import GecInputError, GecInputWarning
from gecnb.data.m2 import M2Sentence, check_sources, m2_blocks, read_m2
from gecnb.data.text import PathType, check_same_length, read_text, read_utf8

MUCGEC_NO_ERROR = "没有错误"  # "no error": the reference equals the source
MUCGEC_CANNOT_ANNOTATE = "无法标注"  # "cannot annotate": the reference is dropped


@dataclass(frozen=True)
class MucgecData:
    """A MuCGEC file: ids, sources and (ragged) references with placeholders resolved."""

    ids: list[str]
    sources: list[str]
    references: list[list[str]]
    dropped: int  # number of 无法标注 references removed
    skipped_lines: list[int]  # 1-based lines whose every reference was 无法标注 (sentence left out)
    skipped_ids: list[str]  # the ids of those lines


def resolve_placeholders(source: str, references: Sequence[str], *, keep_unannotatable: bool = False) -> list[str]:
    """没有错误 -> the source; 无法标注 -> dropped (or the source with ``keep_unannotatable``)."""
    out = []
    for r in references:
        r = r.strip()
        if r == MUCGEC_CANNOT_ANNOTATE:
            if keep_unannotatable:
                out.append(source)
            continue
        out.append(source if r == MUCGEC_NO_ERROR else r)
    return out


def read_mucgec(
    path: PathType,
    *,
    tokenise: bool = False,
    keep_unannotatable: bool = False,
    no_reference: Literal["skip", "error"] = "error",
) -> MucgecData:
    """Read MuCGEC's TSV (``id <TAB> source <TAB> ref1 <TAB> ... refN``).

    Placeholders: ``没有错误`` becomes the source itself; ``无法标注`` is dropped
    (``keep_unannotatable=True`` keeps it as the source). A sentence left with no reference has nothing
    to score against: an error naming its line, or (``no_reference="skip"``) left out with its line and
    id recorded in ``skipped_lines`` / ``skipped_ids``. ``tokenise=True`` returns character-tokenised
    text (:func:`char_tokenise`, what the edit layer and CLEME use); otherwise the text as written.

    Line ends and encoding are checked as for every text file (CRLF normalised with a warning); fields
    keep their inner whitespace. Errors name the file, the line and the problem: fewer than 3 fields,
    an empty id, source or reference, a duplicate id.
    """
    lines = read_text(path, whitespace=False)
    ids: list[str] = []
    srcs: list[str] = []
    refs: list[list[str]] = []
    seen: dict[str, int] = {}
    dropped = 0
    skipped: list[int] = []
    skipped_ids: list[str] = []
    for ln, line in enumerate(lines, 1):
        parts = line.rstrip("\t ").split("\t")
        if len(parts) < 3:
            raise GecInputError(
                f"expected 'id<TAB>source<TAB>reference...' (at least 3 fields), got {len(parts)}", file=path, line=ln
            )
        sid, src = parts[0].strip(), parts[1].strip()
        if not sid:
            raise GecInputError("empty sentence id", file=path, line=ln)
        if not src:
            raise GecInputError("empty source sentence", file=path, line=ln)
        if sid in seen:
            raise GecInputError(f"duplicate id {sid!r} (first on line {seen[sid]})", file=path, line=ln)
        seen[sid] = ln
        rs = resolve_placeholders(src, parts[2:], keep_unannotatable=keep_unannotatable)
        if not keep_unannotatable:
            dropped += sum(1 for r in parts[2:] if r.strip() == MUCGEC_CANNOT_ANNOTATE)
        if any(not r for r in rs):
            raise GecInputError("empty reference field", file=path, line=ln)
        if not rs:
            if no_reference == "error":
                raise GecInputError(
                    f"sentence {sid} has no usable reference (all {MUCGEC_CANNOT_ANNOTATE})", file=path, line=ln
                )
            skipped.append(ln)
            skipped_ids.append(sid)
            continue
        ids.append(sid)
        srcs.append(char_tokenise(src) if tokenise else src)
        refs.append([char_tokenise(r) for r in rs] if tokenise else rs)
    return MucgecData(ids=ids, sources=srcs, references=refs, dropped=dropped, skipped_lines=skipped,
                      skipped_ids=skipped_ids)


def m2_block_texts(path: PathType, *, warn: bool = True) -> list[str]:
    """The text of each sentence block of an M2 file, its lines right-stripped: the blocks of
    :func:`gecnb.data.m2.m2_blocks` (the one block tokenizer, with its Unicode normalisation and its errors
    naming the file and line); ``warn=False`` when the same file is also read with :func:`read_m2`, which says
    what was normalised."""
    with warnings.catch_warnings():
        if not warn:
            warnings.simplefilter("ignore", GecInputWarning)
        blocks = m2_blocks(read_utf8(path), file=path)
    return ["\n".join(line.rstrip() for _i, line in b) for b in blocks]


def corpus_from_files(
    *,
    source: PathType | None,
    references: Sequence[PathType] = (),
    hypotheses: Sequence[PathType] = (),
    names: Sequence[str] | None = None,
    m2_references: Sequence[PathType] = (),
    m2_hypotheses: Sequence[PathType] = (),
    language: Language = "en",
    name: str = "corpus",
    reference_set: str = "references",
    warn_language: bool = True,
) -> Corpus:
    """Build a corpus from files as command-line users give them.

    ``references``: one text file per annotator (one line per sentence). ``hypotheses``: one text file
    per system, named after the file (or ``names``). ``m2_references`` / ``m2_hypotheses``: ready-made
    M2 files whose edits are kept as *given* edits; their sources must equal the source file's.
    Every file is checked against the source: line counts, empty files, CRLF (normalised, with a
    warning), and M2 sources. ``source`` may be ``None`` when an M2 file is given: the sources are then
    the first M2 file's ``S`` lines (and every other file is checked against them).

    Warnings (:class:`~gecnb.data.errors.GecInputWarning`), each with its evidence: text that does not
    look like ``language`` (the share of CJK characters of the source; ``warn_language=False`` when
    Chinese is deliberately read as words), and a text file tokenised differently from the source
    (:func:`gecnb.data.checks.check_tokenisation`). For Chinese, MuCGEC's placeholders in a reference
    file are read as :func:`read_mucgec` reads them: ``没有错误`` is the source itself, ``无法标注`` no
    usable reference (dropped: that sentence has one reference fewer), with a note counting them; a
    sentence left with no reference is an error naming its line.
    """
    if source is None:
        first_m2 = next(iter([*m2_references, *m2_hypotheses]), None)
        if first_m2 is None:
            raise GecInputError("a source file is required (or an M2 file, whose S lines are the sources)")
        source = first_m2
        raw_srcs = [s.source for s in read_m2(first_m2)]
    else:
        if m2_references and not references and str(source).endswith(".m2"):
            raise GecInputError("give the source as a text file", file=source)
        raw_srcs = read_text(source)
    if warn_language:
        check_language_of(raw_srcs, language, file=source, what="source")
    tok = char_tokenise if language == "zh" else (lambda s: s)
    srcs = [tok(s) for s in raw_srcs]
    gold_m2 = {str(path): read_m2(path) for path in m2_references}
    skip = sorted({i for sents in gold_m2.values() for i, s in enumerate(sents) if s.unannotatable})
    if skip:  # ChERRANT's 无法标注 sentences: its scorer skips them, so they are no sentences here
        for gold_path, gold in gold_m2.items():
            check_sources(gold, srcs, m2_file=gold_path, source_file=source)
        where = next(p for p, gold in gold_m2.items() if any(s.unannotatable for s in gold))
        warnings.warn(GecInputWarning(
            f"{where}: {len(skip)} sentence(s) have only the target 无法标注 (cannot annotate), line(s) "
            f"{', '.join(str(i + 1) for i in skip[:20])}{', ...' if len(skip) > 20 else ''} of the source: left out "
            f"of every file, as ChERRANT's scorer skips them ({len(srcs) - len(skip)} sentences scored)"),
            stacklevel=2)
    keep = [i for i in range(len(srcs)) if i not in set(skip)]

    def kept(lines: Sequence[Any]) -> list[Any]:
        return list(lines) if not skip else [lines[i] for i in keep]

    with warnings.catch_warnings():
        warnings.simplefilter("ignore", GecInputWarning)  # the language was checked above, naming the file
        corpus = Corpus(name, tuple(kept(srcs)), language, skipped_lines=tuple(i + 1 for i in skip),
                        skipped_why="only the target 无法标注 in the ChERRANT M2 gold")
    texts: list[tuple[str, list[str]]] = [(str(source), raw_srcs)]
    if references:
        per_ann = []
        for path in references:
            raw = read_text(path)
            check_same_length([(str(source), srcs), (str(path), raw)])
            texts.append((str(path), raw))
            per_ann.append(kept(raw))
        refs = references_from_annotators(per_ann)
        if language == "zh":
            refs = _resolve_mucgec_placeholders(kept(raw_srcs), refs, references)
        corpus.add_references(reference_set, [[tok(r) for r in rs] for rs in refs],
                              description="text files: " + ", ".join(str(p) for p in references))
    for path in m2_references:
        sents = gold_m2[str(path)]
        check_sources(sents, srcs, m2_file=path, source_file=source)
        sents = kept(sents)
        rs_name = reference_set if not references and len(m2_references) == 1 else Path(path).stem
        corpus.add_references(rs_name, [list(s.targets) for s in sents],
                              edits=[list(s.annotators) for s in sents], description=f"M2: {path}",
                              m2_blocks=kept(m2_block_texts(path, warn=False)), alternatives=_alternatives(sents))
    sys_names = list(names) if names else []
    all_h = list(hypotheses) + list(m2_hypotheses)
    if sys_names and len(sys_names) != len(all_h):
        raise GecInputError(f"{len(sys_names)} names for {len(all_h)} hypothesis files")
    for k, path in enumerate(all_h):
        nm = sys_names[k] if sys_names else Path(path).stem
        if nm in corpus.systems:
            raise GecInputError(f"two systems named {nm!r}: pass --name to tell them apart", file=path)
        if k < len(hypotheses):
            raw = read_text(path)
            check_same_length([(str(source), srcs), (str(path), raw)])
            texts.append((str(path), raw))
            corpus.add_system(nm, [tok(x) for x in raw])
        else:
            sents = read_m2(path)
            check_sources(sents, srcs, m2_file=path, source_file=source)
            if any(len(s.annotators) != 1 for s in sents):
                raise GecInputError("a hypothesis M2 must have exactly one annotator", file=path)
            corpus.add_system(nm, [s.targets[0] for s in sents], edits=[s.annotators[0] for s in sents])
    if language != "zh":  # character-tokenised Chinese has no word tokenisation to compare
        check_tokenisation(texts)
    return corpus


def _alternatives(sents: Sequence[M2Sentence]) -> list[list[tuple[tuple[Edit, ...], ...]]] | None:
    """The ChERRANT alternative alignments of an M2 file's references (None when it has none)."""
    if not any(s.alternatives for s in sents):
        return None
    return [[s.alternatives[k] if k < len(s.alternatives) else () for k in range(len(s.annotators))] for s in sents]


def _resolve_mucgec_placeholders(
    sources: Sequence[str], refs: list[list[str]], files: Sequence[PathType]
) -> list[list[str]]:
    """MuCGEC's placeholders in plain reference files, resolved as :func:`read_mucgec` does, with a note."""
    placeholders = (MUCGEC_NO_ERROR, MUCGEC_CANNOT_ANNOTATE)
    found: dict[str, list[tuple[int, int]]] = {p: [] for p in placeholders}  # placeholder -> (line, annotator)
    out = []
    for i, (src, rs) in enumerate(zip(sources, refs, strict=True)):
        keep = []
        for k, r in enumerate(rs):
            bare = "".join(r.split())
            if bare in placeholders:
                found[bare].append((i + 1, k))
                if bare == MUCGEC_NO_ERROR:
                    keep.append(src)
            else:
                keep.append(r)
        if not keep:
            raise GecInputError(
                f"sentence {i + 1} has no usable reference: every reference file reads {MUCGEC_CANNOT_ANNOTATE} "
                "(MuCGEC's 'cannot annotate') there", file=files[0], line=i + 1)
        out.append(keep)
    notes = []
    for p, what in ((MUCGEC_NO_ERROR, "read as the source (no change)"),
                    (MUCGEC_CANNOT_ANNOTATE, "dropped (no usable reference: those sentences have one reference fewer)")):
        if found[p]:
            line, k = found[p][0]
            notes.append(f"{len(found[p])} x {p} {what}, first in {files[k]} line {line}")
    if notes:
        warnings.warn("MuCGEC placeholders in the reference files, read as the MuCGEC reader does: " + "; ".join(notes),
                      GecInputWarning, stacklevel=3)
    return out
