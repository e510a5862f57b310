"""Readers for the formats GEC data comes in: parallel text files, M2, MuCGEC TSV."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from gecnb.data.corpus import Corpus, Language, char_tokenise, references_from_annotators
from gecnb.data.errors import GecInputError
from gecnb.data.m2 import check_sources, read_m2
from gecnb.data.text import PathType, check_same_length, read_text

MUCGEC_NO_ERROR = "没有错误"  # "no error": the reference equals the source
MUCGEC_CANNOT_ANNOTATE = "无法标注"  # "cannot annotate": the reference is dropped


def read_mucgec(
    path: PathType, *, keep_unannotatable: bool = False, drop_unreferenced: bool = False
) -> tuple[list[str], list[list[str]], list[str], list[str]]:
    """Read MuCGEC's TSV (``id, source, ref1 .. refN``); returns (ids, references, sources).

    Returns ``(ids, references, sources, dropped_ids)``. Text comes back character-tokenised
    (:func:`char_tokenise`). Placeholders: ``没有错误`` becomes the source itself; ``无法标注`` is
    dropped (``keep_unannotatable=True`` keeps it as the source). A sentence left with no reference is
    an error naming its line, unless ``drop_unreferenced=True``: then it is left out and its id listed
    in ``dropped_ids``.
    """
    lines = read_text(path, whitespace=False)
    dropped: list[str] = []
    ids: list[str] = []
    srcs: list[str] = []
    refs: list[list[str]] = []
    for ln, line in enumerate(lines, 1):
        parts = line.rstrip("\t ").split("\t")
        if len(parts) < 3:
            raise GecInputError("expected id, source and at least one reference separated by tabs",
                                file=path, line=ln)
        sid, src, *rs = parts
        src_t = char_tokenise(src)
        out = []
        for r in rs:
            r = r.strip()
            if r == MUCGEC_NO_ERROR:
                out.append(src_t)
            elif r == MUCGEC_CANNOT_ANNOTATE:
                if keep_unannotatable:
                    out.append(src_t)
            else:
                out.append(char_tokenise(r))
        if not out and drop_unreferenced:
            dropped.append(sid)
            continue
        if not out:
            raise GecInputError(f"sentence {sid} has no usable reference (all {MUCGEC_CANNOT_ANNOTATE})",
                                file=path, line=ln)
        ids.append(sid)
        srcs.append(src_t)
        refs.append(out)
    return ids, refs, srcs, dropped


def corpus_from_files(
    *,
    source: PathType,
    references: Sequence[PathType] = (),
    hypotheses: Sequence[PathType] = (),
    names: Sequence[str] | None = None,
    m2_references: Sequence[PathType] = (),
    m2_hypotheses: Sequence[PathType] = (),
    language: Language = "en",
    name: str = "corpus",
    reference_set: str = "references",
) -> Corpus:
    """Build a corpus from files as command-line users give them.

    ``references``: one text file per annotator (one line per sentence). ``hypotheses``: one text file
    per system, named after the file (or ``names``). ``m2_references`` / ``m2_hypotheses``: ready-made
    M2 files whose edits are kept as *given* edits; their sources must equal the source file's.
    Every file is checked against the source: line counts, empty files, CRLF (normalised, with a
    warning), and M2 sources.
    """
    if source is None:
        raise GecInputError("a source file is required")
    if m2_references and not references and str(source).endswith(".m2"):
        raise GecInputError("give the source as a text file", file=source)
    srcs = read_text(source)
    tok = char_tokenise if language == "zh" else (lambda s: s)
    srcs = [tok(s) for s in srcs]
    corpus = Corpus(name, tuple(srcs), language)
    if references:
        per_ann = []
        for path in references:
            lines = [tok(x) for x in read_text(path)]
            check_same_length([(str(source), srcs), (str(path), lines)])
            per_ann.append(lines)
        corpus.add_references(reference_set, references_from_annotators(per_ann),
                              description="text files: " + ", ".join(str(p) for p in references))
    for path in m2_references:
        sents = read_m2(path)
        check_sources(sents, srcs, m2_file=path, source_file=source)
        rs_name = reference_set if not references and len(m2_references) == 1 else Path(path).stem
        corpus.add_references(rs_name, [list(s.targets) for s in sents],
                              edits=[list(s.annotators) for s in sents], description=f"M2: {path}")
    sys_names = list(names) if names else []
    all_h = list(hypotheses) + list(m2_hypotheses)
    if sys_names and len(sys_names) != len(all_h):
        raise GecInputError(f"{len(sys_names)} names for {len(all_h)} hypothesis files")
    for k, path in enumerate(all_h):
        nm = sys_names[k] if sys_names else Path(path).stem
        if nm in corpus.systems:
            raise GecInputError(f"two systems named {nm!r}: pass --name to tell them apart", file=path)
        if k < len(hypotheses):
            lines = [tok(x) for x in read_text(path)]
            check_same_length([(str(source), srcs), (str(path), lines)])
            corpus.add_system(nm, lines)
        else:
            sents = read_m2(path)
            check_sources(sents, srcs, m2_file=path, source_file=source)
            if any(len(s.annotators) != 1 for s in sents):
                raise GecInputError("a hypothesis M2 must have exactly one annotator", file=path)
            corpus.add_system(nm, [s.targets[0] for s in sents], edits=[s.annotators[0] for s in sents])
    return corpus
