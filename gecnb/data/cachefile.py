"""The storage layer of gecnb's on-disk caches: atomic writes, checksums, SQLite opened for many processes,
read-only and full disks, shipped files checked against ``gecnb/datasets/MANIFEST.sha256``.

Every cache of gecnb (the edit cache, the BERTScore and LLM answer caches, the I-measure counts, the
correlation grid's scores, the shipped reproduce / ranking / similarity files) stores through this module, so
each holds the same promises (``docs/bad-input.md``, "Caches"):

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
"""

from __future__ import annotations

import contextlib
import errno
import hashlib
import os
import sqlite3
import tempfile
import threading
import warnings
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
        _fsync_dir(path.parent)
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


def _fsync_dir(folder: Path) -> None:
    if os.name != "posix":
        return
    with contextlib.suppress(OSError):
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


def connect(path: str | os.PathLike[str], *, read_only: bool = False, immutable: bool = False) -> sqlite3.Connection:
    """An SQLite connection for a cache shared by many processes (busy timeout, WAL where possible).
    ``read_only``: SQLite's ``mode=ro``; ``immutable``: also no locks and no write-ahead log (for a file on a
    read-only disk, which nobody writes; rows still in a log are not seen: cache misses, never wrong rows)."""
    if read_only or immutable:
        query = "immutable=1" if immutable else "mode=ro"
        conn = sqlite3.connect(f"{Path(path).resolve().as_uri()}?{query}", uri=True, timeout=BUSY_TIMEOUT_S)
    else:
        conn = sqlite3.connect(path, timeout=BUSY_TIMEOUT_S)
    try:
        conn.execute(f"PRAGMA busy_timeout = {int(BUSY_TIMEOUT_S * 1000)}")
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

    ``schema``: the statements creating its tables; ``what``: how warnings name it ("BERTScore cache")."""

    def __init__(self, path: str | os.PathLike[str], *, schema: Sequence[str], what: str):
        self.path = Path(path)
        self.schema = list(schema)
        self.what = what
        self._conn: sqlite3.Connection | None = None
        self.read_only = False
        self.disabled = False

    def _warn(self, err: BaseException, doing: str) -> None:
        warn_once("unwritable", self.path, f"cannot {doing} the {self.what} ({err}); gecnb goes on without "
                  "writing it (the numbers are the same, only later runs are slower)", stacklevel=5)

    def db(self) -> sqlite3.Connection | None:
        """The connection, or None when the cache cannot be used at all (warned once)."""
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
            conn = connect(self.path)
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

    def close(self) -> None:
        if self._conn is not None:
            self._conn.close()
            self._conn = None


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
FRAME_MAGIC = b"GECNBFRAME1\n"


def frame_to_bytes(frame: Any) -> bytes:
    """A DataFrame of numbers, booleans and strings as compact bytes, without pickle: a JSON header (the
    columns, each with its dtype and the smallest integer dtype that holds its values) and the columns' raw
    bytes, zlib-compressed. :func:`frame_from_bytes` gives the same frame back, dtypes and values bit for bit
    (a RangeIndex; the column labels are strings or integers). A column of any other kind is a ``TypeError``."""
    import json
    import zlib

    import numpy as np

    cols: list[dict[str, Any]] = []
    chunks: list[bytes] = []
    n = len(frame)
    for name in frame.columns:
        if not isinstance(name, (str, int)) or isinstance(name, bool):
            raise TypeError(f"column label {name!r} is not a string or an integer")
        col = frame[name]
        dtype = col.dtype
        entry: dict[str, Any] = {"name": name, "dtype": str(dtype)}
        if dtype.kind in "iu":
            values = col.to_numpy()
            stored = values.dtype
            if n:
                low, high = int(values.min()), int(values.max())
                for cand in (np.int8, np.int16, np.int32, np.int64):
                    info = np.iinfo(cand)
                    if info.min <= low and high <= info.max:
                        stored = np.dtype(cand)
                        break
                if dtype.kind == "u" and high > np.iinfo(np.int64).max:
                    stored = values.dtype
            raw = values.astype(stored.newbyteorder("<"), copy=False).tobytes()
            entry["stored"] = stored.newbyteorder("<").str
        elif dtype.kind in "fb":
            raw = col.to_numpy().astype(dtype.newbyteorder("<"), copy=False).tobytes()
            entry["stored"] = dtype.newbyteorder("<").str
        elif dtype.kind == "O" and all(isinstance(v, str) or v is None for v in col):
            raw = json.dumps(col.tolist(), ensure_ascii=False).encode("utf-8")
            entry["stored"] = "json"
        else:
            raise TypeError(f"column {name!r} of dtype {dtype} cannot be stored (numbers, booleans and strings only)")
        entry["nbytes"] = len(raw)
        cols.append(entry)
        chunks.append(raw)
    header = json.dumps({"rows": n, "columns": cols}, ensure_ascii=False).encode("utf-8")
    body = len(header).to_bytes(8, "little") + header + b"".join(chunks)
    return FRAME_MAGIC + zlib.compress(body, 6)


def frame_from_bytes(data: bytes) -> Any:
    """The DataFrame :func:`frame_to_bytes` wrote; :class:`CacheDamage` for bytes it did not write (another
    format, a truncated or inconsistent body). Nothing in the bytes is executed: only numbers and JSON are read."""
    import json
    import zlib

    import numpy as np
    import pandas as pd

    if not data.startswith(FRAME_MAGIC):
        raise CacheDamage("not a gecnb frame")
    try:
        body = zlib.decompress(data[len(FRAME_MAGIC):])
        size = int.from_bytes(body[:8], "little")
        header = json.loads(body[8:8 + size].decode("utf-8"))
        n = int(header["rows"])
        at = 8 + size
        columns: dict[Any, Any] = {}
        for entry in header["columns"]:
            raw = body[at:at + int(entry["nbytes"])]
            if len(raw) != int(entry["nbytes"]):
                raise ValueError("truncated")
            at += len(raw)
            dtype = np.dtype(entry["dtype"])
            if entry["stored"] == "json":
                values = json.loads(raw.decode("utf-8"))
                if not isinstance(values, list) or not all(isinstance(v, str) or v is None for v in values):
                    raise ValueError("a string column that is not a list of strings")
                col = np.array(values, dtype=object)
            else:
                stored = np.dtype(entry["stored"])
                if stored.kind not in "iufb" or dtype.kind not in "iufb":
                    raise ValueError(f"dtype {stored}")
                col = np.frombuffer(raw, dtype=stored).astype(dtype)
            if len(col) != n:
                raise ValueError(f"a column of {len(col)} rows in a frame of {n}")
            if entry["name"] in columns:
                raise ValueError("a column twice")
            columns[entry["name"]] = col
        if at != len(body):
            raise ValueError("trailing bytes")
    except (ValueError, TypeError, KeyError, zlib.error, UnicodeDecodeError) as err:
        raise CacheDamage(f"not a readable gecnb frame ({err})") from None
    return pd.DataFrame(columns, index=pd.RangeIndex(n)) if columns else pd.DataFrame(index=pd.RangeIndex(n))
