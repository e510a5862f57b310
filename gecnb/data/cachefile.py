"""The storage layer of gecnb's on-disk caches: atomic writes, checksums, SQLite opened for many processes,
read-only and full disks, shipped files checked against ``gecnb/datasets/MANIFEST.sha256``.

Every cache of gecnb (the edit cache, the evaluate result cache, the BERTScore and LLM answer caches, the
I-measure counts, the correlation grid's scores, the shipped reproduce / ranking / similarity files) stores
through this module, so each holds the same promises (``docs/bad-input.md``, "Caches"):

* **Many processes.** A text cache file is written to a temporary file in the same directory, flushed to disk
  (``fsync``) and renamed over the old one (``os.replace``, atomic on POSIX and Windows): a reader sees the old
  file or the new one, never a part. An SQLite cache is opened with a 60-second busy timeout, in write-ahead
  log mode where the file system allows it, and its tables are created in one ``BEGIN IMMEDIATE`` transaction,
  so two processes creating the same fresh file never see each other's half-made schema.
* **Damage.** A text cache carries a ``# sha256: ...`` first line over the rest; SQLite rows carry a checksum of
  their key and value (:func:`row_checksum`). A file or row that fails is not trusted: the caller recomputes
  and a :class:`CacheWarning` names the file. A shipped file whose SHA-256 differs from its line in
  ``MANIFEST.sha256`` is not used either (:func:`shipped_file_ok`).
* **Read-only or full disk.** A write that fails (``EROFS``, ``ENOSPC``, ``EACCES``, SQLite's "readonly" or
  "database or disk is full") leaves the existing cache as it is (never renamed, never deleted), the work goes
  on without writing, and one :class:`CacheWarning` per cache file and process says so (:func:`warn_once`).
* **Forks.** An SQLite connection is used only by the process that opened it (:func:`this_process`): a forked
  child opens its own and leaves the one it inherited alone (through it, the child's writes were lost once the
  parent closed its own, or failed with "disk I/O error"); :func:`close_all` closes every open cache connection
  before a fork (``gecnb evaluate``'s worker).
"""

from __future__ import annotations

import contextlib
import contextvars
import errno
import hashlib
import os
import sqlite3
import tempfile
import threading
import warnings
import weakref
from collections.abc import Iterable, Iterator, Sequence
from pathlib import Path
from typing import Any

from gecnb.data.errors import GecInputWarning

BUSY_TIMEOUT_S = 60.0
CHECK_PREFIX = "# sha256: "

_warned: set[tuple[str, str]] = set()
_warned_lock = threading.Lock()


class CacheWarning(GecInputWarning):
    """An on-disk cache could not be used as it is: damaged (recomputed), or not writable (not written)."""


def warn_once(kind: str, path: str | os.PathLike[str], message: str, *, stacklevel: int = 3) -> None:
    """A :class:`CacheWarning` ``PATH: MESSAGE``, at most once per (kind, path) in this process."""
    key = (kind, str(path))
    with _warned_lock:
        if key in _warned:
            return
        _warned.add(key)
    warnings.warn(f"{path}: {message}", CacheWarning, stacklevel=stacklevel)


def reset_warnings() -> None:
    """Forget which warnings :func:`warn_once` gave (for tests)."""
    with _warned_lock:
        _warned.clear()


# ------------------------------------------------------------------------------------------------ text files
def checksum(body: str) -> str:
    return hashlib.sha256(body.encode("utf-8")).hexdigest()


def with_checksum(body: str) -> str:
    """``body`` behind a ``# sha256: HEX`` first line (over the UTF-8 bytes of ``body``)."""
    return f"{CHECK_PREFIX}{checksum(body)}\n{body}"


class CacheDamage(ValueError):
    """A cache file or row that fails its check; the message says how."""


def split_checksum(text: str) -> str:
    """The body of a :func:`with_checksum` text; :class:`CacheDamage` when the line is missing or the body
    differs from it (a truncated file, an edited value, a partial write)."""
    first, nl, body = text.partition("\n")
    if not first.startswith(CHECK_PREFIX) or not nl:
        raise CacheDamage("no checksum line (a partial or foreign write)")
    if checksum(body) != first[len(CHECK_PREFIX):].strip():
        raise CacheDamage("its content differs from its checksum (truncated or edited)")
    return body


def unwritable(err: BaseException) -> bool:
    """An error that means "this disk or file takes no writes now" (read-only, full, no permission, quota)."""
    if isinstance(err, OSError):
        return err.errno in (errno.EROFS, errno.ENOSPC, errno.EACCES, errno.EPERM, errno.EDQUOT, errno.EFBIG)
    if isinstance(err, sqlite3.Error):
        return sqlite_kind(err) in ("readonly", "full", "cantopen", "ioerr", "perm")
    return False


def atomic_write(path: str | os.PathLike[str], data: str | bytes, *, what: str = "cache") -> bool:
    """Write ``data`` to ``path`` atomically (temporary file in the same directory, fsync, ``os.replace``).

    True when written. When the disk takes no writes (read-only, full, no permission) nothing is changed
    (a temporary file is removed again, the old file stays) and one :class:`CacheWarning` per directory says
    the ``what`` is not written; other errors propagate."""
    path = Path(path)
    raw = data.encode("utf-8") if isinstance(data, str) else data
    tmp: str | None = None
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
        if hasattr(os, "fchmod"):  # the old file's mode, or a new file's (mkstemp makes 0600)
            try:
                mode = path.stat().st_mode & 0o777
            except OSError:
                mode = 0o644
            os.fchmod(fd, mode)
        with os.fdopen(fd, "wb") as fh:
            fh.write(raw)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
        tmp = None
        fsync_dir(path.parent)
        return True
    except OSError as err:
        if not unwritable(err):
            raise
        # one warning per directory: a grid of many files on a read-only disk warns once
        warn_once("unwritable", path.parent, f"cannot write the {what} here ({err.strerror or err}; first: "
                  f"{path.name}); gecnb goes on without writing it (the numbers are the same, only later runs are "
                  "slower)", stacklevel=3)
        return False
    finally:
        if tmp is not None:
            with contextlib.suppress(OSError):
                os.unlink(tmp)


def cache_dir() -> Path:
    """The folder of gecnb's caches: ``$GECNB_CACHE_DIR``, else ``$XDG_CACHE_HOME/gecnb``, else
    ``~/.cache/gecnb`` (each cache is one file or folder in it: ``edits.sqlite``, ``evaluate.sqlite``, ...)."""
    env = os.environ.get("GECNB_CACHE_DIR")
    if env:
        return Path(env)
    return Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache")) / "gecnb"


def fsync_dir(folder: Path | int) -> None:
    """Flush a folder's entries (a rename) to disk, the folder given by path or by an open descriptor; POSIX only
    (Windows cannot open a folder); an error is ignored (the write itself has succeeded). The caches here and
    :mod:`gecnb.data.outputs` use it."""
    if os.name != "posix":
        return
    with contextlib.suppress(OSError):
        if isinstance(folder, int):
            os.fsync(folder)
            return
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


# ------------------------------------------------------------------------------------------------ SQLite
def sqlite_kind(err: sqlite3.Error) -> str:
    """A coarse class of an SQLite error: ``busy``, ``readonly``, ``full``, ``corrupt`` (not a database or a
    damaged one), ``cantopen``, ``ioerr``, ``perm`` or ``other``."""
    name = getattr(err, "sqlite_errorname", "") or ""  # Python >= 3.11
    text = str(err).lower()
    for kind, names, words in (
        ("busy", ("SQLITE_BUSY", "SQLITE_LOCKED"), ("locked", "busy")),
        ("readonly", ("SQLITE_READONLY",), ("readonly", "read-only")),
        ("full", ("SQLITE_FULL",), ("disk is full",)),
        ("corrupt", ("SQLITE_NOTADB", "SQLITE_CORRUPT"), ("not a database", "malformed", "corrupt")),
        ("cantopen", ("SQLITE_CANTOPEN",), ("unable to open",)),
        ("ioerr", ("SQLITE_IOERR",), ("disk i/o error",)),
        ("perm", ("SQLITE_PERM", "SQLITE_AUTH"), ("permission",)),
    ):
        if any(name.startswith(n) for n in names) or (not name and any(w in text for w in words)):
            return kind
    return "other"


def row_checksum(*parts: str) -> str:
    """The checksum stored with an SQLite row: a hash of its key and value fields."""
    return hashlib.blake2b("\x00".join(parts).encode("utf-8"), digest_size=8).hexdigest()


# the cache objects with an open connection (each has close()), and the connections a forked child inherited, kept
# so that they are never used or closed there
_OPEN: weakref.WeakSet[Any] = weakref.WeakSet()
_INHERITED: list[sqlite3.Connection] = []


def this_process(conn: sqlite3.Connection | None, pid: int) -> tuple[sqlite3.Connection | None, int]:
    """``(conn, pid)`` where ``conn`` was opened by this process (its id ``pid``); in a forked child ``(None,
    its id)``: the inherited connection is set aside, never used or closed here, and the caller opens its own."""
    if pid == os.getpid():
        return conn, pid
    if conn is not None:
        _INHERITED.append(conn)
    return None, os.getpid()


def opened(owner: Any) -> None:
    """Record a cache object whose connection is open now (its ``close()`` is called by :func:`close_all`)."""
    _OPEN.add(owner)


def closed(owner: Any) -> None:
    _OPEN.discard(owner)


def close_all() -> None:
    """Close every cache connection this process has open (each opens again when next used): before a fork,
    so that no SQLite connection crosses it."""
    for owner in list(_OPEN):
        owner.close()


def connect(path: str | os.PathLike[str], *, read_only: bool = False, immutable: bool = False,
            auto_vacuum: bool = False) -> sqlite3.Connection:
    """An SQLite connection for a cache shared by many processes (busy timeout, WAL where possible).
    ``read_only``: SQLite's ``mode=ro``; ``immutable``: also no locks and no write-ahead log (for a file on a
    read-only disk, which nobody writes; rows still in a log are not seen: cache misses, never wrong rows).
    ``auto_vacuum``: a file created now gives freed pages back (``PRAGMA incremental_vacuum``), so a cache with
    a bound can shrink (it must be set before anything else is written to a new file)."""
    if read_only or immutable:
        query = "immutable=1" if immutable else "mode=ro"
        conn = sqlite3.connect(f"{Path(path).resolve().as_uri()}?{query}", uri=True, timeout=BUSY_TIMEOUT_S)
    else:
        conn = sqlite3.connect(path, timeout=BUSY_TIMEOUT_S)
    try:
        conn.execute(f"PRAGMA busy_timeout = {int(BUSY_TIMEOUT_S * 1000)}")
        if auto_vacuum and not (read_only or immutable):
            conn.execute("PRAGMA auto_vacuum = INCREMENTAL")  # a no-op on a file that has tables
        if not (read_only or immutable):
            with contextlib.suppress(sqlite3.OperationalError):  # a file system without shared memory: rollback journal
                conn.execute("PRAGMA journal_mode=WAL")
    except BaseException:
        conn.close()
        raise
    return conn


def create_schema(conn: sqlite3.Connection, statements: Sequence[str]) -> None:
    """Run ``CREATE ... IF NOT EXISTS`` statements (and ``INSERT OR IGNORE`` seeds) in one ``BEGIN IMMEDIATE``
    transaction: another process sees all of the schema or none of it."""
    if conn.in_transaction:
        conn.commit()
    conn.execute("BEGIN IMMEDIATE")
    try:
        for sql in statements:
            conn.execute(sql)
    except BaseException:
        conn.rollback()
        raise
    conn.commit()


def tables(conn: sqlite3.Connection) -> set[str]:
    return {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'") if not r[0].startswith("sqlite_")}


class SqliteStore:
    """An SQLite cache file for a table of (key columns, value columns, ``chk``): opened lazily, shared by
    processes, degraded to read-only (one warning) when the disk takes no writes, and to no cache at all (one
    warning) when it cannot be opened. A file that is not an SQLite database is set aside by its owner
    (:meth:`open` raises :class:`CacheDamage`), never here.

    ``schema``: the statements creating its tables; ``what``: how warnings name it ("BERTScore cache");
    ``auto_vacuum``: see :func:`connect`. Inside :func:`no_caches` it opens nothing: reads find nothing,
    writes write nothing, and no file or folder is created."""

    def __init__(self, path: str | os.PathLike[str], *, schema: Sequence[str], what: str, auto_vacuum: bool = False):
        self.path = Path(path)
        self.schema = list(schema)
        self.what = what
        self.auto_vacuum = auto_vacuum
        self._conn: sqlite3.Connection | None = None
        self._pid = os.getpid()
        self.read_only = False
        self.disabled = False

    def _warn(self, err: BaseException, doing: str) -> None:
        warn_once("unwritable", self.path, f"cannot {doing} the {self.what} ({err}); gecnb goes on without "
                  "writing it (the numbers are the same, only later runs are slower)", stacklevel=5)

    def db(self) -> sqlite3.Connection | None:
        """The connection, or None when the cache cannot be used at all (warned once) or caches are off
        (:func:`no_caches`)."""
        if caches_off():
            return None
        self._conn, self._pid = this_process(self._conn, self._pid)
        if self._conn is not None or self.disabled:
            return self._conn
        try:
            return self._open()
        except CacheDamage as err:
            if not set_aside(self.path, f"{err}", what=self.what):
                self.disabled = True
                return None
        try:
            return self._open()
        except CacheDamage as err:
            return self._read_only_or_none(err)

    def _open(self) -> sqlite3.Connection | None:
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            conn = connect(self.path, auto_vacuum=self.auto_vacuum)
        except (OSError, sqlite3.Error) as err:
            if isinstance(err, sqlite3.Error) and sqlite_kind(err) == "corrupt":
                raise CacheDamage(f"not an SQLite database ({err})") from None
            return self._read_only_or_none(err)
        try:
            create_schema(conn, self.schema)
        except sqlite3.Error as err:
            conn.close()
            kind = sqlite_kind(err)
            if kind == "corrupt":
                raise CacheDamage(f"not an SQLite database ({err})") from None
            if kind == "busy":
                self.disabled = True
                warn_once("busy", self.path, f"the {self.what} stayed locked for {BUSY_TIMEOUT_S:g} s ({err}); "
                          "gecnb goes on without it", stacklevel=5)
                return None
            return self._read_only_or_none(err)
        self._conn = conn
        opened(self)
        return conn

    def _read_only_or_none(self, err: BaseException) -> sqlite3.Connection | None:
        self._warn(err, "write")
        self.read_only = True
        if self.path.is_file():
            for immutable in (False, True):  # a WAL file on a read-only disk opens only as immutable
                try:
                    conn = connect(self.path, read_only=True, immutable=immutable)
                    tables(conn)
                    self._conn = conn
                    opened(self)
                    return conn
                except sqlite3.Error:
                    pass
        self.disabled = True
        return None

    def read(self, sql: str, params: Sequence[object]) -> list[tuple[object, ...]]:
        """Rows of a query; none (and one warning) when the file cannot be read."""
        db = self.db()
        if db is None:
            return []
        try:
            return list(db.execute(sql, list(params)))
        except sqlite3.Error as err:
            if sqlite_kind(err) == "corrupt":  # a truncated or overwritten file: set aside, rebuilt on next use
                self.close()
                if not set_aside(self.path, str(err), what=self.what):
                    self.disabled = True
                return []
            warn_once("unreadable", self.path, f"cannot read the {self.what} ({err}); computing instead", stacklevel=4)
            return []

    def write(self, sql: str, rows: Iterable[Sequence[object]]) -> bool:
        """Rows written in one transaction; False (and one warning) when the disk takes no writes."""
        rows = list(rows)
        if not rows:
            return True
        db = self.db()
        if db is None or self.read_only:
            return False
        try:
            with db:
                db.executemany(sql, rows)
        except sqlite3.Error as err:
            if sqlite_kind(err) == "corrupt":
                self.close()
                if not set_aside(self.path, str(err), what=self.what):
                    self.disabled = True
                return False
            self._warn(err, "write")
            self.read_only = sqlite_kind(err) != "busy"
            return False
        return True

    def pragma(self, text: str, *, statement: bool = False) -> bool:
        """Run ``PRAGMA text`` (``statement=True``: ``text`` itself, e.g. ``VACUUM``) outside a transaction;
        False when it fails (busy, read-only: a cache that is not tidied is still a cache)."""
        db = self.db()
        if db is None or self.read_only:
            return False
        try:
            if db.in_transaction:
                db.commit()
            db.execute(text if statement else f"PRAGMA {text}").fetchall()
        except sqlite3.Error:
            return False
        return True

    def close(self) -> None:
        if self._conn is not None and self._pid == os.getpid():
            self._conn.close()
        self._conn = None
        closed(self)


_off: contextvars.ContextVar[bool] = contextvars.ContextVar("gecnb_caches_off", default=False)


@contextlib.contextmanager
def no_caches() -> Iterator[None]:
    """Within this context (of this thread or task) every :class:`SqliteStore` of gecnb (the evaluate,
    BERTScore, LLM and I-measure caches) reads and writes nothing and creates no file: what
    ``gecnb.evaluate(cache=False)`` (``--no-cache``) runs in. (The edit cache is turned off by its own
    ``cache=False``, which evaluate passes on.)"""
    token = _off.set(True)
    try:
        yield
    finally:
        _off.reset(token)


def caches_off() -> bool:
    """Whether :func:`no_caches` is in effect."""
    return _off.get()


def set_aside(path: Path, why: str, *, what: str) -> bool:
    """Move an SQLite cache file that is not a database to ``PATH.corrupt`` (one warning naming both), under a
    lock and re-checked there, so that a process never moves the new file another one just made. False when
    it cannot be moved (then nothing changed)."""
    aside = path.with_name(path.name + ".corrupt")
    with file_lock(path.with_name(path.name + ".lock")):
        try:
            conn = connect(path)
            try:
                ok = conn.execute("PRAGMA quick_check").fetchone()
            finally:
                conn.close()
            if ok is not None and ok[0] == "ok":
                return True  # rebuilt by another process meanwhile
        except sqlite3.Error:
            pass
        try:
            os.replace(path, aside)
        except FileNotFoundError:
            return True
        except OSError as err:
            warn_once("unwritable", path, f"the {what} is damaged ({why}) and cannot be moved aside "
                      f"({err.strerror or err}); gecnb goes on without it", stacklevel=5)
            return False
        for suffix in ("-wal", "-shm"):
            with contextlib.suppress(OSError):
                Path(str(path) + suffix).unlink(missing_ok=True)
    warnings.warn(f"{path}: the {what} is damaged ({why}); moved to {aside} and rebuilt empty (its values are "
                  "computed again)", CacheWarning, stacklevel=5)
    return True


# ------------------------------------------------------------------------------------------------ shipped files
_manifest: dict[str, str] | None = None


def _manifest_entries() -> dict[str, str]:
    global _manifest
    if _manifest is None:
        from gecnb.datasets import ROOT

        entries: dict[str, str] = {}
        with contextlib.suppress(OSError):
            for line in (ROOT / "MANIFEST.sha256").read_text(encoding="utf-8").splitlines():
                digest, _, name = line.partition("  ")
                if len(digest) == 64 and name.startswith("./"):
                    entries[str((ROOT / name[2:]).resolve())] = digest
        _manifest = entries
    return _manifest


def file_sha256(path: str | os.PathLike[str]) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as fh:
        for block in iter(lambda: fh.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


_shipped_ok: dict[tuple[str, int, int], bool] = {}


def shipped_file_ok(path: str | os.PathLike[str], *, rebuild: str, warn: bool = True) -> bool:
    """True when a shipped file matches its line in ``gecnb/datasets/MANIFEST.sha256`` (or has none: a file
    a developer is adding); otherwise one :class:`CacheWarning` naming the file and ``rebuild`` (the command
    that writes it again), and False: the caller does not use it and recomputes."""
    p = Path(path).resolve()
    want = _manifest_entries().get(str(p))
    if want is None:
        return True
    try:
        st = p.stat()
        key = (str(p), st.st_mtime_ns, st.st_size)
        ok = _shipped_ok.get(key)
        if ok is None:
            ok = _shipped_ok[key] = file_sha256(p) == want
    except OSError:
        ok = False
    if not ok and warn:
        warn_once("shipped", p, "differs from its SHA-256 in gecnb/datasets/MANIFEST.sha256 (damaged or edited); "
                  f"it is not used, the values are computed instead (to ship it again: {rebuild})", stacklevel=3)
    return ok


def update_manifest(path: str | os.PathLike[str]) -> None:
    """Write ``path``'s SHA-256 into ``gecnb/datasets/MANIFEST.sha256`` (its line replaced in place, or
    appended): what the writers of shipped caches call, so a rebuilt cache is trusted. Nothing for a file
    outside ``gecnb/datasets``."""
    global _manifest
    from gecnb.datasets import ROOT

    p = Path(path).resolve()
    try:
        name = "./" + p.relative_to(ROOT).as_posix()
    except ValueError:
        return
    manifest = ROOT / "MANIFEST.sha256"
    lines = manifest.read_text(encoding="utf-8").splitlines() if manifest.is_file() else []
    line = f"{file_sha256(p)}  {name}"
    at = [i for i, x in enumerate(lines) if x.partition("  ")[2] == name]
    if at:
        lines[at[0]] = line
    else:
        lines.append(line)
    atomic_write(manifest, "\n".join(lines) + "\n", what="manifest")
    _manifest = None


@contextlib.contextmanager
def file_lock(path: str | os.PathLike[str]) -> Iterator[None]:
    """An exclusive advisory lock on ``path`` (created if missing) for a short critical section between
    processes (``fcntl.flock``; where there is none, or the file cannot be made, no lock)."""
    try:
        import fcntl
    except ImportError:  # pragma: no cover - Windows
        yield
        return
    try:
        fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o666)
    except OSError:
        yield
        return
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        yield
    finally:
        os.close(fd)


# ------------------------------------------------------------------------------------------------ frames
FRAME_MAGIC = b"GECNBFRAME2\n"
FRAME_MAX_BYTES = 1 << 31
"""The most bytes :func:`frame_from_bytes` decompresses (2 GiB): more is damage, not a frame gecnb wrote."""

_INT_TYPES = ("|i1", "<i2", "<i4", "<i8")


def _column_kind(dtype: Any) -> str:
    """How a column of ``dtype`` is stored: ``num`` (a numpy integer, float or boolean dtype), ``str`` (pandas'
    string dtype), ``object`` (numpy's object dtype, holding strings or None), ``category`` (a categorical of
    strings); anything else is a TypeError."""
    import numpy as np
    import pandas as pd

    if isinstance(dtype, np.dtype):
        if dtype.kind in "iufb":
            return "num"
        if dtype.kind == "O":
            return "object"
    elif isinstance(dtype, pd.StringDtype):
        return "str"
    elif isinstance(dtype, pd.CategoricalDtype):
        return "category"
    raise TypeError(f"dtype {dtype} cannot be stored (numbers, booleans, strings and categories of strings only)")


def _strings_entry(dtype: Any) -> dict[str, Any]:
    """The header entry of a column (or categories) of strings: pandas' string dtype or numpy's object dtype."""
    import pandas as pd

    if isinstance(dtype, pd.StringDtype):
        return {"dtype": "str", "storage": str(dtype.storage), "na": "NA" if dtype.na_value is pd.NA else "nan"}
    return {"dtype": "object"}


def _strings_array(entry: Any, values: list[Any]) -> Any:
    """Strings (None: missing) as the array :func:`_strings_entry` describes."""
    import numpy as np
    import pandas as pd

    if not isinstance(entry, dict):
        raise ValueError("a string column without its dtype")
    if entry.get("dtype") == "str":
        if entry.get("storage") not in ("python", "pyarrow") or entry.get("na") not in ("nan", "NA"):
            raise ValueError("an unknown string dtype")
        return pd.array(values, dtype=pd.StringDtype(storage=entry["storage"],
                                                     na_value=np.nan if entry["na"] == "nan" else pd.NA))
    if entry.get("dtype") == "object":
        col = np.empty(len(values), dtype=object)
        col[:] = values
        return pd.Series(col, dtype=object, copy=False)  # a plain array of strings would be read as str
    raise ValueError("a string column of another dtype")


def _strings(values: Any) -> list[Any]:
    """Strings as a list, missing values (NaN, NA, None) as None; a TypeError for anything else."""
    out = [v if isinstance(v, str) else None if v is None or v != v or str(v) == "<NA>" else v for v in values]
    if not all(v is None or isinstance(v, str) for v in out):
        raise TypeError("values other than strings (numbers, booleans and strings only)")
    return out


def _text_column(name: object, values: list[Any]) -> bytes:
    """Strings as JSON, ASCII-escaped: any str, a lone surrogate of a non-UTF-8 file name included, reads back
    as itself."""
    import json

    return json.dumps(values).encode("ascii")


def _smallest_int(values: Any) -> str:
    """The smallest signed integer type (``|i1`` ... ``<i8``) holding every value of an integer array; the
    array's own type where none does (a uint64 above the int64 range)."""
    import numpy as np

    own: str = values.dtype.newbyteorder("<").str
    if values.size == 0:
        return own
    low, high = int(values.min()), int(values.max())
    for cand in _INT_TYPES:
        info = np.iinfo(np.dtype(cand))
        if info.min <= low and high <= info.max:
            return cand
    return own


def frame_to_bytes(frame: Any) -> bytes:
    """A DataFrame of numbers, booleans and strings as compact bytes, without pickle: a JSON header (the
    columns in order, each with its dtype) and the values' raw bytes, zlib-compressed.

    Compact because per-sentence statistics repeat themselves (GLEU's 5,001 columns: 500 sampling iterations of
    the same ten counts): a numeric column equal to an earlier one of the same dtype is stored as a reference
    to it; the other numeric columns of one dtype form one block, stored row by row (a row's repeated counts sit side by side
    for the compressor) in the smallest integer type that holds the block's values, so reading a frame of
    thousands of columns builds a few arrays, not one per column.
    :func:`frame_from_bytes` gives the same frame back, dtypes and values bit for bit.

    Only a frame with the default index (``RangeIndex(len(frame))``), distinct string or integer column labels
    and columns of numpy integer, float or boolean dtype, pandas' string dtype, or object dtype holding only
    strings and None can be stored; anything else is a ``TypeError`` (nothing is dropped silently)."""
    import json
    import zlib

    import numpy as np
    import pandas as pd

    n = len(frame)
    index = frame.index
    if not (isinstance(index, pd.RangeIndex) and index.start == 0 and index.step == 1 and index.stop == n):
        raise TypeError("only a frame with the default index (RangeIndex) can be stored")
    if isinstance(frame.columns, pd.MultiIndex) or frame.columns.name is not None:
        raise TypeError("only plain column labels can be stored")
    labels = list(frame.columns)
    for name in labels:
        if not isinstance(name, (str, int, np.integer)) or isinstance(name, (bool, np.bool_)):
            raise TypeError(f"column label {name!r} is not a string or an integer")
    if len(set(labels)) != len(labels):
        raise TypeError("a frame with a column label twice cannot be stored")
    cols: list[dict[str, Any]] = []
    blocks: list[dict[str, Any]] = []
    chunks: list[bytes] = []
    numeric: dict[str, list[int]] = {}  # dtype -> column positions
    for i, (name, dtype) in enumerate(zip(labels, frame.dtypes, strict=True)):
        kind = _column_kind(dtype)
        entry: dict[str, Any] = {"name": name if isinstance(name, str) else int(name)}
        cols.append(entry)
        if kind == "num":
            entry["dtype"] = dtype.newbyteorder("<").str
            numeric.setdefault(entry["dtype"], []).append(i)
            continue
        col = frame.iloc[:, i]
        if kind == "category":
            cats = dtype.categories
            _column_kind(cats.dtype)  # a TypeError unless numpy's object dtype or pandas' string dtype
            entry.update(dtype="category", ordered=bool(dtype.ordered), categories=_strings(list(cats)),
                         categories_dtype=_strings_entry(cats.dtype))
            if any(c is None for c in entry["categories"]):
                raise TypeError(f"column {name!r}: categories that are not strings")
            codes = np.asarray(col.cat.codes)
            raw = codes.astype(codes.dtype.newbyteorder("<"), copy=False).tobytes()
            blocks.append({"kind": "codes", "columns": [i], "stored": codes.dtype.newbyteorder("<").str,
                           "nbytes": len(raw)})
        else:
            if kind == "object" and not all(v is None or isinstance(v, str) for v in col):
                raise TypeError(f"column {name!r} holds values other than strings (numbers, booleans and strings only)")
            entry.update(_strings_entry(dtype))
            raw = _text_column(name, _strings(col.tolist()))
            blocks.append({"kind": "text", "columns": [i], "nbytes": len(raw)})
        chunks.append(raw)
    for dtype_str, positions in numeric.items():
        values = frame.iloc[:, positions].to_numpy(dtype=np.dtype(dtype_str))  # rows x columns
        by_column = np.ascontiguousarray(values.T)
        first: dict[bytes, int] = {}
        distinct: list[int] = []  # indices into positions
        for k, pos in enumerate(positions):
            j = first.setdefault(by_column[k].tobytes(), pos)
            if j != pos:
                cols[pos]["same"] = j
            else:
                distinct.append(k)
        sub = values[:, distinct]
        stored = _smallest_int(sub) if sub.dtype.kind in "iu" else dtype_str
        raw = np.ascontiguousarray(sub).astype(np.dtype(stored), copy=False).tobytes()
        blocks.append({"kind": "num", "dtype": dtype_str, "stored": stored,
                       "columns": [positions[k] for k in distinct], "nbytes": len(raw)})
        chunks.append(raw)
    header = json.dumps({"rows": n, "columns": cols, "blocks": blocks, "labels": _labels_entry(frame.columns)},
                        ensure_ascii=True).encode("ascii")
    body = len(header).to_bytes(8, "little") + header + b"".join(chunks)
    return FRAME_MAGIC + zlib.compress(body, 3)


def _labels_entry(columns: Any) -> Any:
    """How the column labels' index is made: a RangeIndex (its bounds), ``int64``, or as strings are."""
    import numpy as np
    import pandas as pd

    if isinstance(columns, pd.RangeIndex):
        return {"range": [columns.start, columns.stop, columns.step]}
    if columns.dtype == np.int64:
        return "int64"
    return _strings_entry(columns.dtype)


def _labels_index(entry: Any, names: list[Any]) -> Any:
    import numpy as np
    import pandas as pd

    if isinstance(entry, dict) and "range" in entry:
        bounds = entry["range"]
        if not (isinstance(bounds, list) and len(bounds) == 3 and all(type(b) is int for b in bounds) and bounds[2]
                and names == list(range(*bounds))):
            raise ValueError("a range of column labels that is not one")
        return pd.RangeIndex(*bounds)
    if entry == "int64":
        if not all(type(x) is int for x in names):
            raise ValueError("integer column labels that are not integers")
        return pd.Index(names, dtype=np.int64)
    if isinstance(entry, dict) and entry.get("dtype") == "str" and not all(isinstance(x, str) for x in names):
        raise ValueError("string column labels that are not strings")
    return pd.Index(_strings_array(entry, names), copy=False)


def frame_from_bytes(data: bytes) -> Any:
    """The DataFrame :func:`frame_to_bytes` wrote; :class:`CacheDamage` for bytes it did not write (another
    format, a truncated or inconsistent body, more than :data:`FRAME_MAX_BYTES` once decompressed). Nothing in
    the bytes is executed: only numbers and JSON are read, and numpy is given only integer, float and boolean
    dtypes (never an object, structured or void dtype)."""
    import json
    import zlib

    import numpy as np
    import pandas as pd

    if not isinstance(data, (bytes, bytearray, memoryview)) or bytes(data[:len(FRAME_MAGIC)]) != FRAME_MAGIC:
        raise CacheDamage("not a gecnb frame")
    try:
        inflate = zlib.decompressobj()
        body = inflate.decompress(bytes(data[len(FRAME_MAGIC):]), FRAME_MAX_BYTES)
        if inflate.unconsumed_tail or not inflate.eof or inflate.unused_data:
            raise ValueError("a compressed body that is truncated, too large or followed by other bytes")
        size = int.from_bytes(body[:8], "little")
        if len(body) < 8 or size > len(body) - 8:
            raise ValueError("truncated")
        header = json.loads(body[8:8 + size].decode("utf-8"))
        n, cols, blocks = header["rows"], header["columns"], header["blocks"]
        if not (type(n) is int and n >= 0 and isinstance(cols, list) and isinstance(blocks, list)
                and all(isinstance(c, dict) for c in cols) and all(isinstance(b, dict) for b in blocks)):
            raise ValueError("a header of the wrong types")
        names = [c["name"] for c in cols]
        if not all(type(x) in (str, int) for x in names) or len(set(names)) != len(names):
            raise ValueError("column labels that are not distinct strings or integers")
        labels = _labels_index(header.get("labels"), names)
        at = 8 + size
        filled: set[int] = set()
        parts: list[Any] = []
        for block in blocks:
            positions, nbytes = block["columns"], block["nbytes"]
            if (not isinstance(positions, list) or not positions or type(nbytes) is not int or nbytes < 0
                    or not all(type(p) is int and 0 <= p < len(cols) and p not in filled for p in positions)
                    or len(set(positions)) != len(positions)):
                raise ValueError("a block of unknown or repeated columns")
            filled.update(positions)
            raw = body[at:at + nbytes]
            if len(raw) != nbytes:
                raise ValueError("truncated")
            at += nbytes
            if block["kind"] == "num":
                dtype, stored = np.dtype(_num_dtype(block["dtype"])), np.dtype(_num_dtype(block["stored"]))
                if any(cols[p].get("dtype") != block["dtype"] or "same" in cols[p] for p in positions):
                    raise ValueError("a block whose columns have another dtype")
                if stored != dtype and not (stored.kind == "i" and dtype.kind in "iu"):
                    raise ValueError(f"{dtype} stored as {stored}")
                if nbytes != len(positions) * n * stored.itemsize:
                    raise ValueError("a block of the wrong size")
                values = np.frombuffer(raw, dtype=stored).reshape(n, len(positions)).astype(dtype)
                parts.append(pd.DataFrame(values, columns=pd.Index(positions, dtype=np.int64), copy=False))
            elif block["kind"] == "text" and len(positions) == 1:
                values = json.loads(raw.decode("utf-8"))
                if (not isinstance(values, list) or len(values) != n
                        or not all(v is None or isinstance(v, str) for v in values)):
                    raise ValueError("a string column that is not a list of strings")
                if cols[positions[0]].get("dtype") not in ("str", "object"):
                    raise ValueError("a string column of another dtype")
                col: Any = _strings_array(cols[positions[0]], values)
                parts.append(pd.DataFrame({positions[0]: col}, index=pd.RangeIndex(n)))
            elif block["kind"] == "codes" and len(positions) == 1:
                entry = cols[positions[0]]
                cats, stored = entry.get("categories"), np.dtype(_num_dtype(block["stored"]))
                if (entry.get("dtype") != "category" or not isinstance(cats, list) or stored.kind != "i"
                        or not all(isinstance(c, str) for c in cats) or len(set(cats)) != len(cats)
                        or not isinstance(entry.get("ordered"), bool) or nbytes != n * stored.itemsize):
                    raise ValueError("a categorical column that is not one")
                codes = np.frombuffer(raw, dtype=stored).astype(stored.newbyteorder("="))
                if n and (codes.min() < -1 or codes.max() >= len(cats)):
                    raise ValueError("categorical codes out of range")
                categories = pd.Index(_strings_array(entry.get("categories_dtype"), cats), copy=False)
                col = pd.Categorical.from_codes(codes, dtype=pd.CategoricalDtype(categories, ordered=entry["ordered"]))
                parts.append(pd.DataFrame({positions[0]: col}, index=pd.RangeIndex(n)))
            else:
                raise ValueError(f"a block of kind {block.get('kind')!r}")
        if at != len(body):
            raise ValueError("trailing bytes")
        order = list(range(len(cols)))
        for p, c in enumerate(cols):
            if p in filled:
                continue
            same = c.get("same")
            if type(same) is not int or not 0 <= same < p or same not in filled or c.get("dtype") != cols[same]["dtype"]:
                raise ValueError("a column without values")
            order[p] = same
    except (ValueError, TypeError, KeyError, AttributeError, zlib.error, UnicodeDecodeError, MemoryError) as err:
        raise CacheDamage(f"not a readable gecnb frame ({err})") from None
    if not parts:
        return pd.DataFrame(index=pd.RangeIndex(n), columns=labels)
    frame = pd.concat(parts, axis=1) if len(parts) > 1 else parts[0]
    if list(frame.columns) != order:
        frame = frame[order]
    frame.columns = labels
    frame.index = pd.RangeIndex(n)
    return frame


def _num_dtype(text: object) -> str:
    """A little-endian numpy integer, float or boolean dtype string (``<i8``, ``<f8``, ``|b1``), checked before
    numpy reads it: nothing else (no object, structured or void dtype) is accepted."""
    import re

    if not isinstance(text, str) or not re.fullmatch(r"<[iuf][248]|<f16|\|[iub]1", text):
        raise ValueError(f"dtype {text!r}")
    return text
