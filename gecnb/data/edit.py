"""The edit (bottom layer, beside the corpus model): one change from a source token span to a target token span."""

from __future__ import annotations

from dataclasses import dataclass

NOOP_TYPES = frozenset({"noop", "NA"})
NONE_CORRECTIONS = frozenset({"-NONE-", ""})


@dataclass(frozen=True, slots=True)
class Edit:
    """One edit between a source and a target, both whitespace-tokenised.

    Offsets are token (English) or character (Chinese) positions, end-exclusive; an insertion has
    ``o_start == o_end``, a deletion ``c_start == c_end``. ``c_str`` is the target text of the span
    (tokens joined by a space; ChERRANT's characters, also joined by single spaces) and ``type`` the error type
    (ERRANT's ``R:VERB:SVA``, ChERRANT's ``S`` ...).
    """

    o_start: int
    o_end: int
    c_start: int
    c_end: int
    type: str
    c_str: str = ""

    def __post_init__(self) -> None:
        if not (0 <= self.o_start <= self.o_end and 0 <= self.c_start <= self.c_end):
            raise ValueError(f"invalid edit spans: {self}")

    @property
    def o_span(self) -> tuple[int, int]:
        return (self.o_start, self.o_end)

    @property
    def c_span(self) -> tuple[int, int]:
        return (self.c_start, self.c_end)

    def to_m2(self, annotator: int = 0, *, deletion: str = "") -> str:
        """The edit as an M2 ``A`` line.

        A deletion's correction is written as ``deletion``: an empty field by default, as ERRANT, NUCLE and
        BN-10GEC write it (ERRANT's ``compare_m2`` compares the raw strings, so ``-NONE-`` there would not match
        an ERRANT gold's deletion); ChERRANT's character M2 passes ``deletion="-NONE-"``. Every gecnb reader
        takes both. An edit that changes nothing (an empty span and an empty correction) is written ``-NONE-``.
        """
        if deletion not in NONE_CORRECTIONS:
            raise ValueError(f"deletion must be one of {sorted(NONE_CORRECTIONS)}, not {deletion!r}")
        corr = self.c_str if self.c_str else deletion
        if self.o_start == self.o_end and not self.c_str:
            corr = "-NONE-"
        return f"A {self.o_start} {self.o_end}|||{self.type}|||{corr}|||REQUIRED|||-NONE-|||{annotator}"


def apply_edits(source_tokens: list[str], edits: tuple[Edit, ...] | list[Edit]) -> list[str]:
    """Rebuild the target tokens from the source and its edits (sorted by source start)."""
    out: list[str] = []
    pos = 0
    for e in sorted(edits, key=lambda e: (e.o_start, e.o_end)):
        if e.o_start < pos:
            raise ValueError(f"overlapping edits at source position {e.o_start}")
        out.extend(source_tokens[pos : e.o_start])
        if e.c_str:
            out.extend(e.c_str.split(" "))
        pos = e.o_end
    out.extend(source_tokens[pos:])
    return out
