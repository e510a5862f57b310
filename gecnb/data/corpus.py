"""The corpus model: one source set, any number of named reference sets and named system outputs.

Multi-reference input has one shape everywhere in gecnb: ``references[i]`` is the list of reference
strings of sentence ``i`` (sentence-major; ragged is fine: sentences may have different numbers of
references). Readers of one-file-per-annotator data (``--reference R1 --reference R2``) transpose into
this shape (:func:`references_from_annotators`).

All text is whitespace-tokenised. Chinese text is stored as characters separated by single spaces
(ChERRANT's character-level convention); see :func:`char_tokenise`.

References and outputs may carry *given* edits (read from an M2 file); metrics use them when asked to
(``edits="given"``) and otherwise extract edits afresh.

Text given as Python lists (the sources, :meth:`Corpus.add_references`, :meth:`Corpus.add_system`, and
reference sets or systems passed to :class:`Corpus` itself) is Unicode-normalised as files are
(:mod:`gecnb.data.text`: NFC, invisible characters removed), with a warning naming the system or
reference set and the first sentence; so is the text of given edits and M2 blocks, where a token made only
of invisible characters is kept (the offsets count it).
"""

from __future__ import annotations

import warnings
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from os import PathLike
from typing import Any, Literal

from gecnb.data.checks import check_hypotheses_shape, check_language, check_references_shape
from gecnb.data.edit import Edit
from gecnb.data.errors import GecInputError, GecInputWarning
from gecnb.data.text import UnicodeFindings, fix_m2_line, fix_unicode, normalise_texts

Language = Literal["en", "zh"]
LANGUAGES = ("en", "zh")


def char_tokenise(text: str) -> str:
    """Chinese text as space-separated characters; existing whitespace is dropped."""
    return " ".join(ch for ch in text if not ch.isspace())


def references_from_annotators(per_annotator: Sequence[Sequence[str]]) -> list[list[str]]:
    """Transpose annotator-major references (one list per annotator) to gecnb's sentence-major shape."""
    if not per_annotator:
        return []
    n = len(per_annotator[0])
    for k, refs in enumerate(per_annotator):
        if len(refs) != n:
            raise GecInputError(f"annotator {k} has {len(refs)} sentences but annotator 0 has {n}")
    return [[refs[i] for refs in per_annotator] for i in range(n)]


@dataclass(frozen=True)
class ReferenceSet:
    """Named references: ``references[i]`` lists the references of sentence ``i``."""

    name: str
    references: tuple[tuple[str, ...], ...]
    edits: tuple[tuple[tuple[Edit, ...], ...], ...] | None = None
    description: str = ""
    # the raw M2 block of each sentence when the set was read from an M2 file: the M2 scorer reads its
    # gold from it (alternative corrections, annotator ids), which the rebuilt references and edits lose
    m2_blocks: tuple[str, ...] | None = field(default=None, repr=False, compare=False)
    # ChERRANT M2: alternatives[i][k] the OTHER equally cheap alignments (T{k}-A1, A2, ...) of reference k of
    # sentence i, whose edits are edits[i][k] (A0); ChERRANT's scorer pools them (gecnb.edits.chinese.pooled)
    alternatives: tuple[tuple[tuple[tuple[Edit, ...], ...], ...], ...] | None = field(default=None, repr=False,
                                                                                      compare=False)

    def __post_init__(self) -> None:
        if self.m2_blocks is not None and len(self.m2_blocks) != len(self.references):
            raise GecInputError(f"reference set {self.name}: {len(self.m2_blocks)} M2 blocks but "
                                f"{len(self.references)} sentences")
        if self.alternatives is not None:
            if self.edits is None:
                raise GecInputError(f"reference set {self.name}: alternative alignments without edits")
            if len(self.alternatives) != len(self.references) or any(
                    len(a) != len(r) for a, r in zip(self.alternatives, self.references, strict=True)):
                raise GecInputError(f"reference set {self.name}: the alternative alignments do not line up with "
                                    "the references (one tuple per reference of each sentence)")
        if self.edits is not None:
            if len(self.edits) != len(self.references):
                raise GecInputError(f"reference set {self.name}: edits for {len(self.edits)} sentences "
                                    f"but {len(self.references)} sentences")
            for i, (r, e) in enumerate(zip(self.references, self.edits, strict=True)):
                if len(r) != len(e):
                    raise GecInputError(f"reference set {self.name}: sentence {i + 1} has {len(r)} "
                                        f"references but {len(e)} edit sets")

    def __len__(self) -> int:
        return len(self.references)

    @property
    def counts(self) -> list[int]:
        return [len(r) for r in self.references]

    def annotator(self, k: int) -> list[str]:
        """Reference ``k`` of every sentence (raises if some sentence has fewer)."""
        out = []
        for i, refs in enumerate(self.references):
            if k >= len(refs):
                raise IndexError(f"sentence {i + 1} of {self.name} has only {len(refs)} references")
            out.append(refs[k])
        return out

    def subset(self, indices: Sequence[int]) -> ReferenceSet:
        return ReferenceSet(
            self.name,
            tuple(self.references[i] for i in indices),
            None if self.edits is None else tuple(self.edits[i] for i in indices),
            self.description,
            None if self.m2_blocks is None else tuple(self.m2_blocks[i] for i in indices),
            None if self.alternatives is None else tuple(self.alternatives[i] for i in indices),
        )


@dataclass(frozen=True)
class SystemOutput:
    """One system's hypotheses, one per source sentence."""

    name: str
    hypotheses: tuple[str, ...]
    edits: tuple[tuple[Edit, ...], ...] | None = None

    def __len__(self) -> int:
        return len(self.hypotheses)

    def subset(self, indices: Sequence[int]) -> SystemOutput:
        return SystemOutput(
            self.name,
            tuple(self.hypotheses[i] for i in indices),
            None if self.edits is None else tuple(self.edits[i] for i in indices),
        )


def _fixed_edits(edits: tuple[Edit, ...], found: UnicodeFindings, n: int) -> tuple[Edit, ...]:
    if all(e.c_str.isascii() for e in edits):
        return edits
    out = list(edits)
    for k, e in enumerate(edits):
        fix = fix_unicode(e.c_str, keep_tokens=True)
        if fix is not None:
            found.add(n, fix)
            out[k] = replace(e, c_str=fix.text)
    return tuple(out)


def _fixed_block(block: str, found: UnicodeFindings, n: int) -> str:
    if block.isascii():
        return block
    lines = block.split("\n")
    for k, line in enumerate(lines):
        fix = fix_m2_line(line)
        if fix is not None:
            found.add(n, fix)
            lines[k] = fix.text
    return "\n".join(lines)


def normalise_references(rs: ReferenceSet, *, stacklevel: int = 4) -> ReferenceSet:
    """``rs`` with its references (and their edits and M2 blocks) Unicode-normalised
    (:mod:`gecnb.data.text`), warning once, naming the reference set and the first sentence; ``rs`` itself
    when nothing changes. Tokens made only of invisible characters are kept where edits or M2 blocks count
    them."""
    texts = [t for r in rs.references for t in r]
    texts += rs.m2_blocks or ()
    texts += [e.c_str for sent in rs.edits or () for es in sent for e in es]
    texts += [e.c_str for sent in rs.alternatives or () for alts in sent for es in alts for e in es]
    if "".join(texts).isascii():
        return rs
    keep = rs.edits is not None or rs.m2_blocks is not None
    found = UnicodeFindings(f"reference set {rs.name}", unit="sentence", file=False)
    refs = list(rs.references)
    edits = None if rs.edits is None else list(rs.edits)
    blocks = None if rs.m2_blocks is None else list(rs.m2_blocks)
    alternatives = None if rs.alternatives is None else list(rs.alternatives)
    changed = False
    for i, r in enumerate(refs):
        if not all(map(str.isascii, r)):
            fixes = [fix_unicode(t, keep_tokens=keep) for t in r]
            for f in fixes:
                found.add(i + 1, f)
            if any(f is not None and f.changed for f in fixes):
                refs[i] = tuple(t if f is None else f.text for t, f in zip(r, fixes, strict=True))
                changed = True
        if edits is not None:
            fixed = tuple(_fixed_edits(es, found, i + 1) for es in edits[i])
            if fixed != edits[i]:
                edits[i], changed = fixed, True
        if blocks is not None:
            block = _fixed_block(blocks[i], found, i + 1)
            if block != blocks[i]:
                blocks[i], changed = block, True
        if alternatives is not None:
            fixed_alts = tuple(tuple(_fixed_edits(es, found, i + 1) for es in alts) for alts in alternatives[i])
            if fixed_alts != alternatives[i]:
                alternatives[i], changed = fixed_alts, True
    found.warn(stacklevel=stacklevel)
    if not changed:
        return rs
    return ReferenceSet(rs.name, tuple(refs), None if edits is None else tuple(edits), rs.description,
                        None if blocks is None else tuple(blocks), None if alternatives is None else tuple(alternatives))


def normalise_system(so: SystemOutput, *, stacklevel: int = 4) -> SystemOutput:
    """``so`` with its hypotheses (and their edits) Unicode-normalised, as :func:`normalise_references`."""
    where = f"system {so.name}"
    if so.edits is None:
        hyps = normalise_texts(so.hypotheses, where=where, stacklevel=stacklevel)
        return so if tuple(hyps) == so.hypotheses else SystemOutput(so.name, tuple(hyps))
    if "".join([*so.hypotheses, *(e.c_str for es in so.edits for e in es)]).isascii():
        return so
    found = UnicodeFindings(where, unit="sentence", file=False)
    hyps = list(so.hypotheses)
    edits = list(so.edits)
    for i, h in enumerate(hyps):
        fix = fix_unicode(h, keep_tokens=True)
        if fix is not None:
            found.add(i + 1, fix)
            hyps[i] = fix.text
        edits[i] = _fixed_edits(edits[i], found, i + 1)
    found.warn(stacklevel=stacklevel)
    if tuple(hyps) == so.hypotheses and tuple(edits) == so.edits:
        return so
    return SystemOutput(so.name, tuple(hyps), tuple(edits))


@dataclass
class Corpus:
    """Sources, named reference sets and named system outputs, validated to line up."""

    name: str
    sources: tuple[str, ...]
    language: Language = "en"
    reference_sets: dict[str, ReferenceSet] = field(default_factory=dict)
    systems: dict[str, SystemOutput] = field(default_factory=dict)
    description: str = ""
    # lines (1-based) of the dataset's official file that are NOT sentences here, with why (the official scorer
    # skips them: MuCGEC's 无法标注 sentences): a system given with one line per line of that file is accepted,
    # those lines left out with a warning (add_system)
    skipped_lines: tuple[int, ...] = ()
    skipped_why: str = ""

    def __post_init__(self) -> None:
        if self.language not in LANGUAGES:
            raise GecInputError(f"unknown language {self.language!r}: gecnb knows {', '.join(LANGUAGES)}")
        check_hypotheses_shape(self.sources, name=f"{self.name} (sources)")
        self.sources = tuple(normalise_texts(self.sources, where=f"the sources of corpus {self.name}", stacklevel=4))
        if self.language == "zh":  # English read as Chinese; the reverse may be deliberate (word tokens)
            check_language(self.sources, "zh", what=f"sources of corpus {self.name}")
        for key, rs in list(self.reference_sets.items()):
            self._check(rs.name, len(rs), "reference set")
            self.reference_sets[key] = normalise_references(rs, stacklevel=5)
        for key, so in list(self.systems.items()):
            self._check(so.name, len(so), "system")
            self.systems[key] = normalise_system(so, stacklevel=5)

    def __len__(self) -> int:
        return len(self.sources)

    def _check(self, name: str, n: int, what: str) -> None:
        if n != len(self.sources):
            official = (f" (or {len(self.sources) + len(self.skipped_lines)} lines, one per line of its official file)"
                        if self.skipped_lines and what == "system" else "")
            raise GecInputError(f"{what} {name} has {n} sentences but the corpus {self.name} has "
                                f"{len(self.sources)}{official}")

    # -- building ---------------------------------------------------------------------------------
    def add_references(
        self,
        name: str,
        references: Sequence[Sequence[str]],
        *,
        edits: Sequence[Sequence[Sequence[Edit]]] | None = None,
        description: str = "",
        m2_blocks: Sequence[str] | None = None,
        alternatives: Sequence[Sequence[Sequence[Sequence[Edit]]]] | None = None,
    ) -> ReferenceSet:
        """Add a reference set in the sentence-major shape ``references[i] = [ref, ref, ...]``. ``alternatives``
        (ChERRANT M2): ``alternatives[i][k]`` the other alignments of reference ``k`` (see
        :attr:`ReferenceSet.alternatives`)."""
        check_references_shape(references, name=name)
        rs = ReferenceSet(
            name,
            tuple(tuple(r) for r in references),
            None if edits is None else tuple(tuple(tuple(e) for e in es) for es in edits),
            description,
            None if m2_blocks is None else tuple(m2_blocks),
            None if alternatives is None else tuple(tuple(tuple(tuple(e) for e in alt) for alt in per)
                                                    for per in alternatives),
        )
        self._check(name, len(rs), "reference set")
        rs = normalise_references(rs)
        self.reference_sets[name] = rs
        return rs

    def add_system(
        self, name: str, hypotheses: Sequence[str], *, edits: Sequence[Sequence[Edit]] | None = None
    ) -> SystemOutput:
        """Add a system's hypotheses, one per sentence. A corpus with :attr:`skipped_lines` also takes one per
        line of its official file (``len(self) + len(skipped_lines)``): the skipped lines are left out, as the
        official scorer skips them, with a :class:`GecInputWarning` naming them."""
        check_hypotheses_shape(hypotheses, name=name)
        hypotheses, edits = self._official_lines(name, hypotheses, edits)
        so = SystemOutput(name, tuple(hypotheses), None if edits is None else tuple(tuple(e) for e in edits))
        self._check(name, len(so), "system")
        so = normalise_system(so)
        self.systems[name] = so
        return so

    def _official_lines(self, name: str, hypotheses: Sequence[str], edits: Sequence[Sequence[Edit]] | None
                        ) -> tuple[Sequence[str], Sequence[Sequence[Edit]] | None]:
        skip = self.skipped_lines
        if not skip or len(hypotheses) != len(self.sources) + len(skip):
            return hypotheses, edits
        if edits is not None and len(edits) != len(hypotheses):
            return hypotheses, edits  # the length check names the mismatch
        drop = {n - 1 for n in skip}
        n_lines = len(hypotheses)
        if max(drop) >= n_lines:
            return hypotheses, edits
        warnings.warn(GecInputWarning(
            f"system {name} has {n_lines} lines, one per line of the official file of {self.name}: line(s) "
            f"{', '.join(map(str, skip))} left out ({self.skipped_why or 'not sentences of this corpus'}), as the "
            f"official scorer skips them; scored on the other {len(self.sources)}"), stacklevel=4)
        keep = [i for i in range(n_lines) if i not in drop]
        return [hypotheses[i] for i in keep], None if edits is None else [edits[i] for i in keep]

    def subset(self, indices: Sequence[int], *, name: str | None = None) -> Corpus:
        """The corpus restricted to some sentences (0-based indices, in the order given)."""
        idx = list(indices)
        return Corpus(
            name or f"{self.name}[{len(idx)}]",
            tuple(self.sources[i] for i in idx),
            self.language,
            {k: v.subset(idx) for k, v in self.reference_sets.items()},
            {k: v.subset(idx) for k, v in self.systems.items()},
            self.description,
        )

    def references(self, name: str | None = None) -> ReferenceSet:
        if name is None:
            if len(self.reference_sets) != 1:
                raise KeyError(f"name a reference set: {', '.join(self.reference_sets)}")
            return next(iter(self.reference_sets.values()))
        try:
            return self.reference_sets[name]
        except KeyError:
            raise KeyError(f"no reference set {name!r} in {self.name}: {', '.join(self.reference_sets)}") from None

    def system_names(self, systems: Sequence[str] | str | None = None) -> list[str]:
        if systems is None:
            return list(self.systems)
        names = [systems] if isinstance(systems, str) else list(systems)
        missing = [s for s in names if s not in self.systems]
        if missing:
            raise KeyError(f"no system {', '.join(missing)} in {self.name}: {', '.join(self.systems)}")
        return names

    # -- display ----------------------------------------------------------------------------------
    def summary(self) -> Mapping[str, object]:
        return {
            "name": self.name,
            "language": self.language,
            "sentences": len(self.sources),
            "reference_sets": {k: f"{sum(v.counts)} refs" for k, v in self.reference_sets.items()},
            "systems": list(self.systems),
        }

    def __repr__(self) -> str:
        rs = ", ".join(f"{k} ({sum(v.counts)} refs)" for k, v in self.reference_sets.items())
        return (f"Corpus({self.name!r}, {self.language}, {len(self.sources)} sentences, "
                f"references: {rs or 'none'}, systems: {', '.join(self.systems) or 'none'})")


def require_corpus(obj: Any, *, func: str) -> Any:
    """``obj`` if it is a :class:`Corpus`; otherwise a GecInputError saying how to make one."""
    if isinstance(obj, Corpus):
        return obj
    how = ("build one with gecnb.corpus_from_files(source=..., references=[...], hypotheses=[...]) or load one "
           "with gecnb.load_dataset(name)")
    if isinstance(obj, (str, PathLike)):
        raise GecInputError(f"{func} expects a gecnb Corpus, got the path {str(obj)!r}: {how}")
    raise GecInputError(f"{func} expects a gecnb Corpus, got {type(obj).__name__}: {how}")
