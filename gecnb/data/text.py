"""Reading one-sentence-a-line text files, with validation and documented normalisation.

Normalisation (``normalise=True``, the default) is exactly this, and nothing else:

* a ``\\r\\n`` (or lone ``\\r``) line end becomes ``\\n`` (the IITB and PKU CoNLL-2014 outputs use CRLF);
* leading and trailing ASCII whitespace (space, tab, vertical tab, form feed) of each line is removed
  and runs of it inside the line become one space (the INPUT and SJTU outputs have trailing spaces).
  Tokenised text keeps its tokens. Other Unicode spaces (U+00A0 no-break space, U+3000 ideographic
  space, ...) are text, not separators: they are kept as they are, because the official tools differ on
  them (the Python 2 GLEU and M2 scripts keep U+00A0 inside a token; ERRANT's ``str.split`` splits
  there) and each metric tokenises as its official tool does.

Every normalisation is reported once per file as a :class:`NormalisationWarning` that counts the lines
and names the first one. With ``normalise=False`` the same findings are errors instead.
An empty line is a valid (empty) sentence; an empty *file* is an error, and so is text that is not
UTF-8 or a file that ends in the middle of a line with a NUL byte.
"""

from __future__ import annotations

import re
import warnings
from collections.abc import Sequence
from os import PathLike
from pathlib import Path

from gecnb.data.errors import GecInputError, NormalisationWarning

_ASCII_WS = re.compile(r"[ \t\x0b\x0c]+")
PathType = str | PathLike[str]


def split_lines(
    raw: str, *, file: PathType | None = None, normalise: bool = True, whitespace: bool = True
) -> list[str]:
    """Split the text of a file into normalised lines (see the module docstring).

    ``whitespace=False`` keeps each line's whitespace as it is (for TSV files) and only fixes line ends.
    """
    if raw == "":
        raise GecInputError("the file is empty", file=file)
    if "\x00" in raw:
        at = raw[: raw.index("\x00")].count("\n") + 1
        raise GecInputError("NUL byte: is this a binary file?", file=file, line=at)
    crlf = raw.count("\r")
    if crlf:
        first = raw[: raw.index("\r")].count("\n") + 1
        if not normalise:
            raise GecInputError("CRLF line end (carriage return); pass normalise=True", file=file, line=first)
        raw = raw.replace("\r\n", "\n").replace("\r", "\n")
    lines = raw.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    out: list[str] = []
    n_ws = 0
    first_ws = 0
    for i, line in enumerate(lines, 1):
        clean = " ".join(t for t in _ASCII_WS.split(line) if t) if whitespace else line
        if clean != line:
            n_ws += 1
            if not first_ws:
                first_ws = i
            if not normalise:
                raise GecInputError(
                    "leading, trailing or repeated whitespace; pass normalise=True", file=file, line=i
                )
        out.append(clean)
    if crlf or n_ws:
        what = []
        if crlf:
            what.append(f"{crlf} CRLF line end(s) from line {first}")
        if n_ws:
            what.append(f"{n_ws} line(s) with stray whitespace from line {first_ws}")
        warnings.warn(
            f"{file or '<input>'}: normalised " + " and ".join(what), NormalisationWarning, stacklevel=3
        )
    return out


def read_bytes(path: PathType, *, what: str = "file") -> bytes:
    """The bytes of a file; a missing file, a directory, a file that cannot be read (permissions, a
    device, a broken link) raise a GecInputError naming the path, never an OSError traceback."""
    p = Path(path)
    try:
        return p.read_bytes()
    except FileNotFoundError:
        problem = "no such file" if not p.is_symlink() else "broken symbolic link"
        raise GecInputError(f"{problem} (expected a {what})", file=path) from None
    except IsADirectoryError:
        raise GecInputError(f"is a directory (expected a {what})", file=path) from None
    except PermissionError:
        raise GecInputError(f"permission denied: cannot read this {what}", file=path) from None
    except OSError as err:  # ENAMETOOLONG, EIO, a directory on platforms without IsADirectoryError, ...
        if p.is_dir():
            raise GecInputError(f"is a directory (expected a {what})", file=path) from None
        raise GecInputError(f"cannot read this {what}: {err.strerror or err}", file=path) from None


def read_utf8(path: PathType) -> str:
    """The raw text of a UTF-8 file (line ends untouched); a missing file or bytes that are not UTF-8
    raise a GecInputError naming the file (and the line of the first bad byte)."""
    data = read_bytes(path)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as err:
        line = data[: err.start].count(b"\n") + 1
        raise GecInputError(f"not UTF-8 (byte {data[err.start]:#04x})", file=path, line=line) from None


def read_text(path: PathType, *, normalise: bool = True, whitespace: bool = True) -> list[str]:
    """Read a UTF-8 file of one sentence a line; see the module docstring for normalisation."""
    raw = read_utf8(path)
    if raw.startswith("\ufeff"):
        raw = raw[1:]
    return split_lines(raw, file=path, normalise=normalise, whitespace=whitespace)


def check_same_length(
    named: Sequence[tuple[str, Sequence[object]]], *, expected: int | None = None, what: str = "sentences"
) -> int:
    """Raise a GecInputError naming the first file whose line count differs from the others."""
    if not named:
        raise GecInputError("nothing to check")
    ref_name, ref_seq = named[0]
    n = len(ref_seq) if expected is None else expected
    for name, seq in named:
        if len(seq) != n:
            base = ref_name if expected is None else "the source"
            raise GecInputError(
                f"has {len(seq)} {what} but {base} has {n}: line counts must match", file=name
            )
    return n
