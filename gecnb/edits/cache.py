"""A small on-disk cache of extracted edits, keyed by everything that changes them.

The cache is one SQLite file (``$GECNB_CACHE_DIR/edits.sqlite``, default ``~/.cache/gecnb``). A row's
key is the extractor's signature (tool and version, spaCy model name and version, options) plus a hash
of the (source, target) pair, so a new model version or option never reads stale edits.
Set ``GECNB_CACHE_DIR`` to move it, or pass ``cache=False`` to extractors to bypass it.

Bad caches are never trusted and never a traceback:

* ``GECNB_CACHE_DIR`` that is a file, cannot be created or is not writable: a :class:`GecInputError`
  naming the path (pass ``cache=False``, or point the variable at a writable directory).
* A file that is not an SQLite database (truncated, overwritten with other bytes): moved aside to
  ``edits.sqlite.corrupt`` and rebuilt empty, with a :class:`GecInputWarning` naming both paths.
  A cache of an older gecnb (its one ``edits`` table) is dropped and rebuilt the same way.
* An SQLite database of something else (other tables): a :class:`GecInputError` naming the file; it is
  not gecnb's to delete.
* Every row carries a checksum of its key and contents, and decoded edits are checked against the pair
  (spans inside the source and target, the correction's token count equal to its target span). A row
  that fails is not used: it is deleted, re-extracted, and a warning counts such rows.
* Several processes may share one cache: SQLite's locking (write-ahead log where the file system
  allows it, a 60-second busy timeout) serialises writers; rows are written in one transaction. (Two
  processes that find the same corrupt file at the same moment may both set a file aside; the worst
  outcome is rows written to the set-aside copy, that is, cache misses later, never wrong edits.)
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import sqlite3
import warnings
from collections.abc import Iterable, Sequence
from pathlib import Path

from gecnb._gc import gc_paused
from gecnb.data.edit import Edit
from gecnb.data.errors import GecInputError, GecInputWarning

SCHEMA_VERSION = "2"
_TABLE = "edits2"
_META = "gecnb_meta"
_BUSY_TIMEOUT_S = 60.0


def default_cache_dir() -> Path:
    env = os.environ.get("GECNB_CACHE_DIR")
    if env:
        return Path(env)
    return Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache")) / "gecnb"


def pair_key(source: str, target: str) -> str:
    return hashlib.blake2b(f"{source}\x00{target}".encode(), digest_size=16).hexdigest()


def row_check(signature: str, pair: str, encoded: str) -> str:
    """The checksum stored with a row: a hash of its key and its encoded edits."""
    return hashlib.blake2b(f"{signature}\x00{pair}\x00{encoded}".encode(), digest_size=8).hexdigest()


def encode_edits(edits: Iterable[Edit]) -> str:
    return "\x1e".join(
        f"{e.o_start}\x1f{e.o_end}\x1f{e.c_start}\x1f{e.c_end}\x1f{e.type}\x1f{e.c_str}" for e in edits
    )


def decode_edits(text: str, *, n_source: int | None = None, n_target: int | None = None) -> tuple[Edit, ...]:
    """Edits from their encoding; a ValueError when a record is malformed or (given the token counts of
    the pair) a span falls outside the source or target, or a correction's length differs from its span."""
    if not text:
        return ()
    out = []
    for rec in text.split("\x1e"):
        fields = rec.split("\x1f")
        if len(fields) != 6:
            raise ValueError(f"an edit record has {len(fields)} fields, not 6")
        a, b, c, d, t, s = fields
        e = Edit(int(a), int(b), int(c), int(d), t, s)
        if n_source is not None and e.o_end > n_source:
            raise ValueError(f"edit span {e.o_start}-{e.o_end} outside a source of {n_source} tokens")
        if n_target is not None and e.c_end > n_target:
            raise ValueError(f"edit span {e.c_start}-{e.c_end} outside a target of {n_target} tokens")
        if (len(s.split(" ")) if s else 0) != e.c_end - e.c_start:
            raise ValueError(f"correction {s!r} does not fill the target span {e.c_start}-{e.c_end}")
        out.append(e)
    return tuple(out)


def _n_tokens(text: str) -> int:
    return len(text.split())


class EditCache:
    """Persistent map (signature, source, target) -> edits."""

    def __init__(self, path: str | os.PathLike[str] | None = None):
        self.path = Path(path) if path is not None else default_cache_dir() / "edits.sqlite"
        self._conn: sqlite3.Connection | None = None

    # -- opening ---------------------------------------------------------------------------------------
    def _check_place(self) -> None:
        folder = self.path.parent
        hint = "set GECNB_CACHE_DIR to a writable directory, or pass cache=False"
        if folder.exists() and not folder.is_dir():
            raise GecInputError(f"the edit cache directory is a file, not a directory ({hint})", file=folder)
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as err:
            raise GecInputError(f"cannot create the edit cache directory: {err.strerror or err} ({hint})",
                                file=folder) from None
        if self.path.is_dir():
            raise GecInputError(f"the edit cache file is a directory ({hint})", file=self.path)
        if not os.access(folder, os.W_OK | os.X_OK) or (self.path.exists() and not os.access(self.path, os.R_OK | os.W_OK)):
            raise GecInputError(f"the edit cache is not writable ({hint})", file=self.path if self.path.exists() else folder)

    def _connect(self) -> sqlite3.Connection:
        conn = sqlite3.connect(self.path, timeout=_BUSY_TIMEOUT_S)
        try:
            conn.execute("PRAGMA journal_mode=WAL")  # readers never block the writer; ignored where unsupported
        except sqlite3.DatabaseError:
            conn.close()
            raise
        return conn

    def _tables(self, conn: sqlite3.Connection) -> set[str]:
        return {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")
                if not r[0].startswith("sqlite_")}

    def _set_aside(self, why: str) -> None:
        aside = self.path.with_name(self.path.name + ".corrupt")
        for suffix in ("-wal", "-shm"):
            Path(str(self.path) + suffix).unlink(missing_ok=True)
        with contextlib.suppress(FileNotFoundError):  # another process set it aside first
            os.replace(self.path, aside)
        warnings.warn(f"{self.path}: {why}; moved to {aside} and rebuilt empty (edits will be extracted again)",
                      GecInputWarning, stacklevel=4)

    def _open(self) -> sqlite3.Connection:
        self._check_place()
        try:
            conn = self._connect()
            tables = self._tables(conn)
        except sqlite3.DatabaseError as err:  # "file is not a database", a torn header, ...
            if "locked" in str(err) or "busy" in str(err):
                raise GecInputError(f"the edit cache stayed locked for {_BUSY_TIMEOUT_S:g} s: {err}",
                                    file=self.path) from None
            self._set_aside(f"not an SQLite database ({err})")
            conn = self._connect()
            tables = self._tables(conn)
        if tables == {"edits"}:  # an older gecnb cache: no checksums, so it cannot be validated
            cols = [r[1] for r in conn.execute("PRAGMA table_info(edits)")]
            if cols == ["sig", "pair", "edits"]:
                conn.execute("DROP TABLE IF EXISTS edits")
                conn.commit()
                tables = set()
        if tables and not ({_TABLE, _META} <= tables and tables <= {_TABLE, _META}):
            conn.close()
            raise GecInputError(
                f"an SQLite database that is not gecnb's edit cache (tables: {', '.join(sorted(tables))}); "
                "move it away, set GECNB_CACHE_DIR to another directory, or pass cache=False", file=self.path)
        try:
            with conn:  # one transaction: two processes creating the schema at once do not collide
                conn.execute(f"CREATE TABLE IF NOT EXISTS {_META} (key TEXT PRIMARY KEY, value TEXT)")
                conn.execute(f"CREATE TABLE IF NOT EXISTS {_TABLE} "
                             "(sig TEXT, pair TEXT, edits TEXT, chk TEXT, PRIMARY KEY (sig, pair))")
                conn.execute(f"INSERT OR IGNORE INTO {_META} VALUES ('schema', ?)", (SCHEMA_VERSION,))
            version = conn.execute(f"SELECT value FROM {_META} WHERE key = 'schema'").fetchone()
        except sqlite3.DatabaseError as err:
            conn.close()
            raise GecInputError(f"cannot use the edit cache: {err}", file=self.path) from None
        if version is None or version[0] != SCHEMA_VERSION:
            conn.close()
            raise GecInputError(f"edit cache of schema version {version and version[0]!r}, this gecnb writes "
                                f"{SCHEMA_VERSION}: delete the file or set GECNB_CACHE_DIR", file=self.path)
        return conn

    def _db(self) -> sqlite3.Connection:
        if self._conn is None:
            self._conn = self._open()
        return self._conn

    def close(self) -> None:
        if self._conn is not None:
            self._conn.close()
            self._conn = None

    # -- rows ------------------------------------------------------------------------------------------
    def get_many(self, signature: str, pairs: Sequence[tuple[str, str]]) -> dict[tuple[str, str], tuple[Edit, ...]]:
        db = self._db()
        keys = {pair_key(s, t): (s, t) for s, t in pairs}
        found: dict[tuple[str, str], tuple[Edit, ...]] = {}
        bad: list[str] = []
        klist = list(keys)
        try:
            with gc_paused():
                for i in range(0, len(klist), 900):
                    chunk = klist[i : i + 900]
                    q = (f"SELECT pair, edits, chk FROM {_TABLE} WHERE sig = ? "
                         f"AND pair IN ({','.join('?' * len(chunk))})")
                    for k, enc, chk in db.execute(q, [signature, *chunk]):
                        s, t = keys[k]
                        try:
                            if not isinstance(enc, str) or chk != row_check(signature, k, enc):
                                raise ValueError("checksum")
                            found[(s, t)] = decode_edits(enc, n_source=_n_tokens(s), n_target=_n_tokens(t))
                        except (ValueError, TypeError):
                            bad.append(k)
        except sqlite3.DatabaseError as err:
            raise GecInputError(f"cannot read the edit cache: {err}", file=self.path) from None
        if bad:
            warnings.warn(f"{self.path}: {len(bad)} cached row(s) failed validation (checksum or spans) and are "
                          "extracted again", GecInputWarning, stacklevel=3)
            self._write(f"DELETE FROM {_TABLE} WHERE sig = ? AND pair = ?", [(signature, k) for k in bad])
        return found

    def _write(self, sql: str, rows: Sequence[tuple[str, ...]] | None) -> None:
        db = self._db()
        try:
            with db:
                if rows is None:
                    db.execute(sql)
                else:
                    db.executemany(sql, rows)
        except sqlite3.DatabaseError as err:  # read-only file, full disk, a lock held too long
            raise GecInputError(f"cannot write the edit cache: {err} (pass cache=False to do without it)",
                                file=self.path) from None

    def put_many(self, signature: str, items: Iterable[tuple[tuple[str, str], Sequence[Edit]]]) -> None:
        rows = []
        for (s, t), e in items:
            k, enc = pair_key(s, t), encode_edits(e)
            rows.append((signature, k, enc, row_check(signature, k, enc)))
        self._write(f"INSERT OR REPLACE INTO {_TABLE} VALUES (?, ?, ?, ?)", rows)

    def clear(self) -> None:
        self._write(f"DELETE FROM {_TABLE}", None)
