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

import os
import re
import stat
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


# the largest input file read (bytes): a size check BEFORE reading, so that a huge file or a mistaken
# path (a disk image, a log) is refused instead of filling memory. Override it with the environment
# variable GECNB_MAX_INPUT_BYTES or ``max_bytes=`` (docs/bad-input.md).
MAX_INPUT_BYTES = 512 * 1024**2
MAX_INPUT_BYTES_ENV = "GECNB_MAX_INPUT_BYTES"


def max_input_bytes() -> int:
    """The largest input file read: ``$GECNB_MAX_INPUT_BYTES`` if set (a positive integer), else 512 MiB."""
    raw = os.environ.get(MAX_INPUT_BYTES_ENV)
    if raw is None or raw.strip() == "":
        return MAX_INPUT_BYTES
    try:
        value = int(raw.strip().replace("_", ""))
    except ValueError:
        value = 0
    if value < 1:
        raise GecInputError(f"${MAX_INPUT_BYTES_ENV} must be a positive number of bytes; got {raw!r}")
    return value


def read_bytes(path: PathType, *, what: str = "file", max_bytes: int | None = None) -> bytes:
    """The bytes of a regular file; a missing file, a directory, a device, a FIFO or a socket, a file
    that cannot be read (permissions, a broken link) or one larger than ``max_bytes`` (default
    :func:`max_input_bytes`) raise a GecInputError naming the path, never an OSError traceback or a
    read that blocks (a FIFO) or never ends (``/dev/zero``). The type and size are checked before
    anything is read."""
    p = Path(path)
    limit = max_input_bytes() if max_bytes is None else max_bytes
    try:
        st = p.stat()  # follows links; never opens (opening a FIFO would block)
        if stat.S_ISDIR(st.st_mode):
            raise IsADirectoryError
        if not stat.S_ISREG(st.st_mode):
            kind = ("a character device" if stat.S_ISCHR(st.st_mode) else "a block device" if stat.S_ISBLK(st.st_mode)
                    else "a FIFO (named pipe)" if stat.S_ISFIFO(st.st_mode) else "a socket" if stat.S_ISSOCK(st.st_mode)
                    else "not a regular file")
            raise GecInputError(f"is {kind}, not a regular file (expected a {what}); only regular files are read",
                                file=path)
        if st.st_size > limit:
            raise GecInputError(
                f"is {st.st_size:,} bytes, over the {limit:,}-byte limit for an input {what} "
                f"(raise it with ${MAX_INPUT_BYTES_ENV} or max_bytes=)", file=path)
        with p.open("rb") as fh:
            data = fh.read(st.st_size + 1)  # read(n) allocates n bytes: the size stat() gave, not the limit
            while st.st_size < len(data) <= limit:  # the file grew since stat(): read on in bounded chunks
                chunk = fh.read(min(1 << 20, limit + 1 - len(data)))
                if not chunk:
                    break
                data += chunk
        if len(data) > limit:
            raise GecInputError(f"grew past the {limit:,}-byte limit for an input {what} while being read "
                                f"(raise it with ${MAX_INPUT_BYTES_ENV} or max_bytes=)", file=path)
        return data
    except FileNotFoundError:
        problem = "no such file" if not p.is_symlink() else "broken symbolic link"
        raise GecInputError(f"{problem} (expected a {what})", file=path) from None
    except IsADirectoryError:
        raise GecInputError(f"is a directory (expected a {what})", file=path) from None
    except PermissionError:
        raise GecInputError(f"permission denied: cannot read this {what}", file=path) from None
    except OSError as err:  # ENAMETOOLONG, EIO, ENOTDIR, ...
        if p.is_dir():
            raise GecInputError(f"is a directory (expected a {what})", file=path) from None
        raise GecInputError(f"cannot read this {what}: {err.strerror or err}", file=path) from None


def read_utf8(path: PathType, *, max_bytes: int | None = None) -> str:
    """The raw text of a UTF-8 file (line ends untouched); a missing file or bytes that are not UTF-8
    raise a GecInputError naming the file (and the line of the first bad byte)."""
    data = read_bytes(path, max_bytes=max_bytes)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as err:
        line = data[: err.start].count(b"\n") + 1
        raise GecInputError(f"not UTF-8 (byte {data[err.start]:#04x})", file=path, line=line) from None


def read_text(
    path: PathType, *, normalise: bool = True, whitespace: bool = True, max_bytes: int | None = None
) -> list[str]:
    """Read a UTF-8 file of one sentence a line; see the module docstring for normalisation."""
    raw = read_utf8(path, max_bytes=max_bytes)
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


def displayable(text: str) -> str:
    """``text`` as valid Unicode for any output: a lone surrogate (what Python makes of a byte that is not UTF-8 in
    a file name or a command-line argument) becomes the backslash escape of that byte (``\\xff``), as Python's
    ``backslashreplace`` writes it; any other text is returned unchanged."""
    try:
        text.encode("utf-8")
        return text
    except UnicodeEncodeError:
        pass
    try:
        return text.encode("utf-8", "surrogateescape").decode("utf-8", "backslashreplace")
    except UnicodeEncodeError:
        return text.encode("utf-8", "backslashreplace").decode("utf-8")
