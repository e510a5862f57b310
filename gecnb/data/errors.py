"""Errors raised on bad input: every one names the file, the line and the problem."""

from __future__ import annotations

from os import PathLike


class GecInputError(ValueError):
    """Bad input data.

    ``str(err)`` reads ``FILE:LINE: problem`` (or ``FILE: problem`` when no single line is at
    fault), like a compiler message, so that it can be pasted into an editor.
    """

    def __init__(self, problem: str, *, file: str | PathLike[str] | None = None, line: int | None = None):
        self.problem = problem
        self.file = None if file is None else str(file)
        self.line = line
        where = self.file or "<input>"
        if line is not None:
            where = f"{where}:{line}"
        super().__init__(f"{where}: {problem}")


class MissingModelError(RuntimeError, ValueError):
    """A model gecnb needs (a spaCy pipeline, a BERTScore encoder) cannot be found on this machine; the
    message says what to install or which setting names it. ``gecnb`` on the command line: exit status 2.
    (A RuntimeError and a ValueError, as the errors it replaces were.)"""


class GecInputWarning(UserWarning):
    """Input that gecnb reads, but probably not as its author meant: the message names the file (and line)
    and gives the evidence (a share of characters or tokens, the ids or lines concerned)."""


class NormalisationWarning(GecInputWarning):
    """Input was normalised (CRLF line ends, stray whitespace); the message says what and where."""
