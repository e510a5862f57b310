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


class NormalisationWarning(UserWarning):
    """Input was normalised (CRLF line ends, stray whitespace); the message says what and where."""
