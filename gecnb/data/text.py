"""Reading one-sentence-a-line text files, with validation and documented normalisation.

Normalisation (``normalise=True``, the default) is exactly this, and nothing else:

* a ``\\r\\n`` (or lone ``\\r``) line end becomes ``\\n`` (the IITB and PKU CoNLL-2014 outputs use CRLF);
* a byte-order mark (U+FEFF) at the start of the file is dropped (:func:`read_text`);
* invisible format characters (:data:`INVISIBLE`: U+00AD soft hyphen, U+200B zero width space, U+200C / U+200D
  zero width non-joiner / joiner, U+200E / U+200F direction marks, U+202A-U+202E and U+2066-U+2069
  bidirectional embeddings, overrides and isolates, U+2060 word joiner, U+2061-U+2064 invisible operators,
  U+FEFF inside the text: a byte-order mark of a file joined onto another) are removed, and a token made only
  of them is removed with its space. They show nothing, but every official scorer (the M2 scorer, ERRANT,
  sacrebleu) compares code points, so a perfect output with them would score its invisible characters as edits;
  the text scored is the text a reader sees;
* text is composed to Unicode NFC (``unicodedata.normalize("NFC", ...)``): the same letters written decomposed
  (NFD: ``e`` + U+0301 for ``é``, as macOS file names and some editors write them) would otherwise differ from
  NFC references in every accented word, for the same reason. NFC changes no whitespace and no token
  boundary, so M2 offsets stay valid;
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

The same Unicode normalisation applies to every other way text enters gecnb, with the same warnings: M2
files (:func:`fix_m2_line`, line by line in :func:`gecnb.data.m2.m2_blocks`, the block reader under
``read_m2``, the M2 scorer's and ERRANT's M2 readers; :func:`read_m2_text` for raw blocks) and the lists
of strings given to :class:`gecnb.data.corpus.Corpus` (sources, ``add_references``, ``add_system``;
:func:`normalise_texts`; the warning names the system or reference set and the sentence). Where removing
a token would move the offsets of edits (an M2 file, edits given with the text) a token made only of
invisible characters is kept, with a :class:`GecInputWarning` naming the line. Text that NFC cannot mend,
a combining mark standing as a token of its own after the letter it belongs to (``e``, then U+0301 as the
next token: decomposed text split into characters before it was composed), is a :class:`GecInputWarning`
naming the line. ASCII text needs none of this and is passed through untouched.
"""

from __future__ import annotations

import os
import re
import stat
import unicodedata
import warnings
from collections.abc import Sequence
from dataclasses import dataclass
from os import PathLike
from pathlib import Path

from gecnb.data.errors import GecInputError, GecInputWarning, NormalisationWarning

_ASCII_WS = re.compile(r"[ \t\x0b\x0c]+")
PathType = str | PathLike[str]


# ------------------------------------------------------------------------------------------------ Unicode

#: the invisible format characters removed from text (see the module docstring): they render as nothing (or only
#: steer the direction of text), and gecnb's languages (English, Chinese) use none of them
INVISIBLE = frozenset(map(chr, (0x00AD, *range(0x200B, 0x2010), *range(0x202A, 0x202F), *range(0x2060, 0x2065),
                                *range(0x2066, 0x206A), 0xFEFF)))
_INVISIBLE_RE = re.compile("[" + "".join(sorted(INVISIBLE)) + "]")
_SPACED_TOKEN = re.compile(r"( *)(\S+)")


def describe_char(ch: str) -> str:
    """``U+200B ZERO WIDTH SPACE``: a character as a message shows it (the text itself may be invisible)."""
    if ch == "\ufeff":
        return "U+FEFF BYTE ORDER MARK (inside the text: a file joined onto another?)"
    return f"U+{ord(ch):04X} {unicodedata.name(ch, 'unnamed character')}"


@dataclass(frozen=True)
class UnicodeFix:
    """What :func:`fix_unicode` found in one text, and the text normalised."""

    text: str
    not_nfc: bool = False  # was not in NFC (composed now)
    invisible: str = ""  # the invisible characters removed, as found
    kept: str = ""  # invisible characters kept: tokens made only of them, where removing a token would move offsets
    split_mark: bool = False  # a combining mark is a token of its own after the character it composes with

    @property
    def changed(self) -> bool:
        return self.not_nfc or bool(self.invisible)

    def problem(self) -> str:
        """The first finding, as an error message (``normalise=False``)."""
        if self.invisible:
            return f"invisible character {describe_char(self.invisible[0])}; pass normalise=True to remove it"
        return "text not in Unicode NFC (decomposed accents?); pass normalise=True to compose it"


def _drop_invisible(text: str, keep_tokens: bool) -> tuple[str, str]:
    """``text`` without its invisible characters, and the ones kept (tokens made only of them, with
    ``keep_tokens``). Without ``keep_tokens`` such a token goes with the spaces before it (or, first in the
    text, after it), so that no run of spaces is left where it was."""
    kept: list[str] = []
    dropped_first = False

    def token(m: re.Match[str]) -> str:
        nonlocal dropped_first
        clean = _INVISIBLE_RE.sub("", m.group(2))
        if clean:
            return m.group(1) + clean
        if keep_tokens:
            kept.append(m.group(2))
            return m.group(0)
        if m.start() == 0:
            dropped_first = True
        return ""

    out = _SPACED_TOKEN.sub(token, text)  # none is whitespace: every one is inside a token
    if dropped_first:
        out = out.lstrip(" ")
    return out, "".join(kept)


def _split_mark(text: str) -> bool:
    """A token that starts with a combining mark that would compose with the last character of the token
    before it: decomposed text split into characters before it was composed (``e`` then U+0301 alone)."""
    toks = text.split()
    if unicodedata.is_normalized("NFC", "".join(toks)):  # no mark would compose even with the spaces gone
        return False
    prev = ""
    for tok in toks:
        if prev and unicodedata.category(tok[0]).startswith("M") and \
                len(unicodedata.normalize("NFC", prev[-1] + tok[0])) == 1:
            return True
        prev = tok
    return False


def fix_unicode(text: str, *, keep_tokens: bool = False) -> UnicodeFix | None:
    """``text`` without invisible characters and in NFC (see the module docstring), with what was found; None
    when there is nothing to say (every ASCII text). ``keep_tokens=True`` keeps tokens made only of invisible
    characters (their offsets count in an M2 file or in given edits) and reports them as ``kept``."""
    if text.isascii():
        return None
    invisible = "".join(_INVISIBLE_RE.findall(text))
    out, kept = _drop_invisible(text, keep_tokens) if invisible else (text, "")
    if kept:
        for ch in kept:
            invisible = invisible.replace(ch, "", 1)
    not_nfc = not unicodedata.is_normalized("NFC", out)
    if not_nfc:
        out = unicodedata.normalize("NFC", out)
    split = _split_mark(out)
    if not (invisible or kept or not_nfc or split):
        return None
    return UnicodeFix(out, not_nfc, invisible, kept, split)


def fix_m2_line(line: str) -> UnicodeFix | None:
    """:func:`fix_unicode` for a line of an M2 file: tokens made only of invisible characters are kept (the
    offsets count them), and an ``A`` line's fields (``start end|||type|||correction|||...``) are tokens apart."""
    if line.isascii():
        return None
    if not line.startswith("A"):
        return fix_unicode(line, keep_tokens=True)
    parts = line.split("|||")
    fixes = [fix_unicode(part, keep_tokens=True) for part in parts]
    found = [f for f in fixes if f is not None]
    if not found:
        return None
    return UnicodeFix("|||".join(part if f is None else f.text for f, part in zip(fixes, parts, strict=True)),
                      any(f.not_nfc for f in found), "".join(f.invisible for f in found), "".join(f.kept for f in found),
                      any(f.split_mark for f in found))


class UnicodeFindings:
    """The Unicode findings of one file or list, counted per line (or sentence) for one warning each: a
    :class:`NormalisationWarning` for what was normalised, a :class:`GecInputWarning` for what was not."""

    def __init__(self, where: str, *, unit: str = "line", file: bool = True) -> None:
        self.where = where
        self.unit = unit
        self.file = file  # a file: "FILE:LINE"; a list: "system S, sentence N"
        self.counts: dict[str, list[int]] = {}  # kind -> [count, first, last]
        self.chars: dict[str, int] = {}

    def _count(self, kind: str, n: int) -> None:
        c = self.counts.setdefault(kind, [0, n, 0])
        if c[2] != n:
            c[0] += 1
            c[2] = n

    def add(self, n: int, fix: UnicodeFix | None) -> None:
        """Record what ``fix`` found on line (or sentence) ``n`` (1-based)."""
        if fix is None:
            return
        if fix.not_nfc:
            self._count("nfc", n)
        if fix.invisible:
            self._count("invisible", n)
            for ch in fix.invisible:
                self.chars[ch] = self.chars.get(ch, 0) + 1
        if fix.kept:
            self._count("kept", n)
        if fix.split_mark:
            self._count("split", n)

    def at(self, n: int) -> str:
        return f"{self.where}:{n}" if self.file else f"{self.where}, {self.unit} {n}"

    def normalised(self) -> list[str]:
        """Phrases for the normalisation warning: ``3 line(s) not in Unicode NFC from line 2 (composed)``."""
        out = []
        u = self.unit
        if "nfc" in self.counts:
            n, first, _ = self.counts["nfc"]
            out.append(f"{n} {u}(s) not in Unicode NFC from {u} {first} (composed to NFC: a decomposed letter "
                       "and the same letter composed would otherwise count as different words)")
        if "invisible" in self.counts:
            n, first, _ = self.counts["invisible"]
            chars = ", ".join(f"{describe_char(c)} x{k}" for c, k in sorted(self.chars.items()))
            out.append(f"{n} {u}(s) with invisible characters from {u} {first} (removed: {chars})")
        return out

    def warn_unnormalised(self, *, stacklevel: int) -> None:
        """The :class:`GecInputWarning` for what normalising cannot mend (one per kind)."""
        if "kept" in self.counts:
            n, first, _ = self.counts["kept"]
            warnings.warn(f"{self.at(first)}: a token made only of invisible characters is kept, because removing "
                          f"it would move the offsets of the edits after it ({n} {self.unit}(s) like this): it counts "
                          "as a token; remove it from the file (and the offsets) to score the text a reader sees",
                          GecInputWarning, stacklevel=stacklevel)
        if "split" in self.counts:
            n, first, _ = self.counts["split"]
            warnings.warn(f"{self.at(first)}: a combining mark stands as a token of its own after the character it "
                          f"belongs to ({n} {self.unit}(s) like this): decomposed (NFD) text split into characters "
                          "before it was composed? Compose it to NFC first, then tokenise; as it is, the mark counts "
                          "as a token of its own", GecInputWarning, stacklevel=stacklevel)

    def warn(self, *, stacklevel: int) -> None:
        """Both warnings: what was normalised (a :class:`NormalisationWarning`) and what was not."""
        done = self.normalised()
        if done:
            warnings.warn(f"{self.where}: normalised " + " and ".join(done), NormalisationWarning,
                          stacklevel=stacklevel)
        self.warn_unnormalised(stacklevel=stacklevel)


def normalise_texts(texts: Sequence[str], *, where: str, keep_tokens: bool = False, warn: bool = True,
                    stacklevel: int = 3) -> list[str]:
    """A list of sentences (a system's hypotheses, a corpus's sources) with the Unicode normalisation of the
    module docstring; ``where`` (``system S``) names the list in the warning, which gives the sentence."""
    out = list(texts)
    if "".join(out).isascii():
        return out
    found = UnicodeFindings(where, unit="sentence", file=False)
    for i, t in enumerate(out):
        fix = fix_unicode(t, keep_tokens=keep_tokens)
        if fix is not None:
            found.add(i + 1, fix)
            out[i] = fix.text
    if warn:
        found.warn(stacklevel=stacklevel + 1)
    return out


def normalise_m2_text(text: str, *, file: PathType | None = None, warn: bool = True, stacklevel: int = 3) -> str:
    """The text of an M2 file with the Unicode normalisation of the module docstring (a file-initial
    byte-order mark dropped; tokens made only of invisible characters kept, with a warning, because M2
    offsets count them); one warning per file names the first line of each finding."""
    if text.startswith("\ufeff"):
        text = text[1:]
    if text.isascii():
        return text
    found = UnicodeFindings(str(file) if file is not None else "<input>")
    lines = text.split("\n")
    for i, line in enumerate(lines):
        fix = fix_m2_line(line)
        if fix is not None:
            found.add(i + 1, fix)
            lines[i] = fix.text
    if warn:
        found.warn(stacklevel=stacklevel + 1)
    return "\n".join(lines)


def read_m2_text(path: PathType, *, warn: bool = True, max_bytes: int | None = None) -> str:
    """The text of an M2 file, Unicode-normalised (:func:`normalise_m2_text`); line ends untouched."""
    return normalise_m2_text(read_utf8(path, max_bytes=max_bytes), file=path, warn=warn, stacklevel=4)


def split_lines(
    raw: str, *, file: PathType | None = None, normalise: bool = True, whitespace: bool = True
) -> list[str]:
    """Split the text of a file into normalised lines (see the module docstring).

    ``whitespace=False`` keeps each line's whitespace as it is (for TSV files) and only fixes line ends and
    Unicode (NFC, invisible characters).
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
    uni = UnicodeFindings(str(file) if file is not None else "<input>")
    for i, line in enumerate(lines, 1):
        text = line
        fix = fix_unicode(line)
        if fix is not None:
            if fix.changed and not normalise:
                raise GecInputError(fix.problem(), file=file, line=i)
            uni.add(i, fix)
            text = fix.text
        if whitespace:
            if " ".join(t for t in _ASCII_WS.split(line) if t) != line:
                n_ws += 1
                if not first_ws:
                    first_ws = i
                if not normalise:
                    raise GecInputError(
                        "leading, trailing or repeated whitespace; pass normalise=True", file=file, line=i
                    )
            text = " ".join(t for t in _ASCII_WS.split(text) if t)
        out.append(text)
    what = uni.normalised()
    if crlf:
        what.insert(0, f"{crlf} CRLF line end(s) from line {first}")
    if n_ws:
        what.append(f"{n_ws} line(s) with stray whitespace from line {first_ws}")
    if what:
        warnings.warn(
            f"{file or '<input>'}: normalised " + " and ".join(what), NormalisationWarning, stacklevel=3
        )
    uni.warn_unnormalised(stacklevel=3)
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
