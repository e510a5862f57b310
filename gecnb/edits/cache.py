"""A small on-disk cache of extracted edits, keyed by everything that changes them.

The cache is one SQLite file (``$GECNB_CACHE_DIR/edits.sqlite``, default ``~/.cache/gecnb``). A row's
key is the extractor's signature (tool and version, spaCy model name and version, options) plus a hash
of the (source, target) pair, so a new model version or option never reads stale edits.
Set ``GECNB_CACHE_DIR`` to move it, or pass ``cache=False`` to extractors to bypass it.

Bad caches are never trusted and never a traceback (the storage rules are :mod:`gecnb.data.cachefile`'s):

* ``GECNB_CACHE_DIR`` that is a file, or a cache file that is a directory: a :class:`GecInputError` naming the
  path (pass ``cache=False``, or point the variable at a directory).
* A read-only or full disk, a directory that cannot be created, a lock held for over 60 s: one
  :class:`~gecnb.data.cachefile.CacheWarning`; the cache is read where it can be and not written. The file is
  never moved or deleted.
* A file that is not an SQLite database (truncated, overwritten with other bytes): moved aside to
  ``edits.sqlite.corrupt`` and rebuilt empty, with a :class:`GecInputWarning` naming both paths (under a lock,
  re-checked there: two processes never set aside each other's new cache).
  A cache of an older gecnb (its one ``edits`` table) is dropped and rebuilt the same way.
* An SQLite database of something else (other tables): a :class:`GecInputError` naming the file; it is
  not gecnb's to delete.
* Every row carries a checksum of its key and contents, and decoded edits are checked against the pair
  (spans inside the source and target, the correction's token count equal to its target span). A row
  that fails is not used: it is deleted, re-extracted, and a warning counts such rows.
* Any number of processes may share one cache, fresh or not: the tables are created in one ``BEGIN
  IMMEDIATE`` transaction (a process never sees half a schema), SQLite's locking (write-ahead log where the
  file system allows it, a 60-second busy timeout) serialises writers, and rows are written in one transaction.
"""

from __future__ import annotations

import hashlib
import os
import sqlite3
import warnings
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path

from gecnb._gc import gc_paused
from gecnb.data import cachefile
from gecnb.data.edit import Edit
from gecnb.data.errors import GecInputError, GecInputWarning

SCHEMA_VERSION = "2"
_TABLE = "edits2"
_META = "gecnb_meta"


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
    """Persistent map (signature, source, target) -> edits. A connection is used only by the process that
    opened it: a forked child opens its own (:func:`gecnb.data.cachefile.this_process`)."""

    def __init__(self, path: str | os.PathLike[str] | None = None):
        self.path = Path(path) if path is not None else cachefile.cache_dir() / "edits.sqlite"
        self._conn: sqlite3.Connection | None = None
        self._pid = os.getpid()
        self.read_only = False
        self._disabled = False

    # -- opening ---------------------------------------------------------------------------------------
    def _check_place(self) -> bool:
        """Errors for a misplaced cache; False (one warning) when its folder cannot be created."""
        folder = self.path.parent
        hint = "set GECNB_CACHE_DIR to a writable directory, or pass cache=False"
        if folder.exists() and not folder.is_dir():
            raise GecInputError(f"the edit cache directory is a file, not a directory ({hint})", file=folder)
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as err:
            if not cachefile.unwritable(err):
                raise GecInputError(f"cannot create the edit cache directory: {err.strerror or err} ({hint})",
                                    file=folder) from None
            cachefile.warn_once("unwritable", folder, f"cannot create the edit cache directory ({err.strerror or err}); "
                                "edits are extracted without a cache", stacklevel=5)
            return False
        if self.path.is_dir():
            raise GecInputError(f"the edit cache file is a directory ({hint})", file=self.path)
        return True

    def _set_aside(self, why: str) -> bool:
        return cachefile.set_aside(self.path, why, what="edit cache")

    def _open(self) -> sqlite3.Connection | None:
        if not self._check_place():
            return None
        try:
            conn = cachefile.connect(self.path)
            found = cachefile.tables(conn)
        except sqlite3.DatabaseError as err:  # "file is not a database", a torn header, a read-only place ...
            kind = cachefile.sqlite_kind(err)
            if kind != "corrupt":
                return self._degrade(err)
            if not self._set_aside(f"not an SQLite database ({err})"):
                return None
            try:
                conn = cachefile.connect(self.path)
                found = cachefile.tables(conn)
            except sqlite3.DatabaseError as err2:
                return self._degrade(err2)
        if not found <= {_TABLE, _META, "edits"} or ("edits" in found and found != {"edits"}):
            conn.close()  # ours are created in one transaction, so a subset of them is ours too
            raise GecInputError(
                f"an SQLite database that is not gecnb's edit cache (tables: {', '.join(sorted(found))}); "
                "move it away, set GECNB_CACHE_DIR to another directory, or pass cache=False", file=self.path)
        legacy = found == {"edits"} and [r[1] for r in conn.execute("PRAGMA table_info(edits)")] == ["sig", "pair", "edits"]
        if found == {"edits"} and not legacy:
            conn.close()
            raise GecInputError("an SQLite database that is not gecnb's edit cache (tables: edits); move it away, "
                                "set GECNB_CACHE_DIR to another directory, or pass cache=False", file=self.path)
        try:  # one IMMEDIATE transaction: other processes see the whole schema or none of it
            cachefile.create_schema(conn, [
                # an older gecnb's cache has no checksums, so it cannot be validated: dropped
                *(["DROP TABLE IF EXISTS edits"] if legacy else []),
                f"CREATE TABLE IF NOT EXISTS {_META} (key TEXT PRIMARY KEY, value TEXT)",
                f"CREATE TABLE IF NOT EXISTS {_TABLE} (sig TEXT, pair TEXT, edits TEXT, chk TEXT, PRIMARY KEY (sig, pair))",
                f"INSERT OR IGNORE INTO {_META} VALUES ('schema', '{SCHEMA_VERSION}')",
            ])
        except sqlite3.DatabaseError as err:
            conn.close()
            if not found >= {_TABLE, _META}:
                return self._degrade(err)
            ro = self._degrade(err)  # read-only: the rows there are still good
            if ro is None:
                return None
            conn = ro
        try:
            version = conn.execute(f"SELECT value FROM {_META} WHERE key = 'schema'").fetchone()
        except sqlite3.DatabaseError as err:
            conn.close()
            raise GecInputError(f"cannot use the edit cache: {err}", file=self.path) from None
        if version is None or version[0] != SCHEMA_VERSION:
            conn.close()
            raise GecInputError(f"edit cache of schema version {version and version[0]!r}, this gecnb writes "
                                f"{SCHEMA_VERSION}: delete the file or set GECNB_CACHE_DIR", file=self.path)
        return conn

    def _degrade(self, err: BaseException) -> sqlite3.Connection | None:
        """A cache that takes no writes (read-only or full disk, a lock held too long): read-only where the
        file can be read, else none; one warning. The file is never moved or deleted."""
        self.read_only = True
        cachefile.warn_once("unwritable", self.path, f"cannot write the edit cache ({err}); edits are extracted "
                            "without writing it (the same edits, only later runs are slower)", stacklevel=6)
        if self._conn is not None:
            return self._conn
        if self.path.is_file():
            for immutable in (False, True):  # a WAL file on a read-only disk opens only as immutable
                try:
                    conn = cachefile.connect(self.path, read_only=True, immutable=immutable)
                    if {_TABLE, _META} <= cachefile.tables(conn):
                        return conn
                    conn.close()
                except sqlite3.DatabaseError:
                    pass
        self._disabled = True
        return None

    def _db(self) -> sqlite3.Connection | None:
        if cachefile.caches_off():  # inside no_caches() (gecnb.evaluate(cache=False)): nothing read or written
            return None
        self._conn, self._pid = cachefile.this_process(self._conn, self._pid)
        if self._conn is None and not self._disabled:
            self._conn = self._open()
            self._disabled = self._conn is None
            if self._conn is not None:
                cachefile.opened(self)
        return self._conn

    def close(self) -> None:
        if self._conn is not None and self._pid == os.getpid():
            self._conn.close()
        self._conn = None
        cachefile.closed(self)

    # -- rows ------------------------------------------------------------------------------------------
    def get_many(self, signature: str, pairs: Sequence[tuple[str, str]], *,
                 n_tokens: Callable[[str], int] = _n_tokens) -> dict[tuple[str, str], tuple[Edit, ...]]:
        """The cached edits of ``pairs`` (those found), each row checked (its checksum, and its spans against
        the pair's token counts by ``n_tokens``: whitespace tokens by default)."""
        db = self._db()
        found: dict[tuple[str, str], tuple[Edit, ...]] = {}
        if db is None:
            return found
        keys = {pair_key(s, t): (s, t) for s, t in pairs}
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
                            found[(s, t)] = decode_edits(enc, n_source=n_tokens(s), n_target=n_tokens(t))
                        except (ValueError, TypeError):
                            bad.append(k)
        except sqlite3.DatabaseError as err:
            if cachefile.sqlite_kind(err) != "corrupt":
                raise GecInputError(f"cannot read the edit cache: {err}", file=self.path) from None
            self.close()  # a truncated or overwritten file: set aside (warned), rebuilt on next use
            if not self._set_aside(str(err)):
                self._disabled = True
            return {}
        if bad:
            warnings.warn(f"{self.path}: {len(bad)} cached row(s) failed validation (checksum or spans) and are "
                          "extracted again", GecInputWarning, stacklevel=3)
            self._write(f"DELETE FROM {_TABLE} WHERE sig = ? AND pair = ?", [(signature, k) for k in bad])
        return found

    def _write(self, sql: str, rows: Sequence[tuple[str, ...]] | None) -> None:
        db = self._db()
        if db is None or self.read_only:
            return
        try:
            with db:
                if rows is None:
                    db.execute(sql)
                else:
                    db.executemany(sql, rows)
        except sqlite3.DatabaseError as err:  # read-only file, full disk, a lock held too long: not written
            if cachefile.sqlite_kind(err) == "corrupt":
                self.close()
                if not self._set_aside(str(err)):
                    self._disabled = True
                return
            self._degrade(err)

    def put_many(self, signature: str, items: Iterable[tuple[tuple[str, str], Sequence[Edit]]]) -> None:
        rows = []
        for (s, t), e in items:
            k, enc = pair_key(s, t), encode_edits(e)
            rows.append((signature, k, enc, row_check(signature, k, enc)))
        self._write(f"INSERT OR REPLACE INTO {_TABLE} VALUES (?, ?, ?, ?)", rows)

    def clear(self) -> None:
        self._write(f"DELETE FROM {_TABLE}", None)

    def check(self) -> int:
        """The number of rows that fail their checksum (SQLite's own ``quick_check`` first: a
        :class:`GecInputError` when the file itself is damaged). For tests and ``gecnb`` users who ask."""
        db = self._db()
        if db is None:
            return 0
        ok = db.execute("PRAGMA quick_check").fetchone()
        if ok is None or ok[0] != "ok":
            raise GecInputError(f"the edit cache fails SQLite's quick_check: {ok}", file=self.path)
        return sum(1 for sig, k, enc, chk in db.execute(f"SELECT sig, pair, edits, chk FROM {_TABLE}")
                   if not isinstance(enc, str) or chk != row_check(sig, k, enc))


def extract_through_cache(cache: EditCache | None, signature: str, pairs: Sequence[tuple[str, str]],
                          extract: Callable[[list[tuple[str, str]]], Sequence[tuple[Edit, ...]]], *,
                          n_tokens: Callable[[str], int] = _n_tokens) -> list[tuple[Edit, ...]]:
    """The edits of ``pairs``: each distinct pair read from ``cache`` under ``signature`` where it is there, the
    others ``extract``-ed (in one call, in first-seen order) and written to it; ``cache=None``: all extracted."""
    distinct = list(dict.fromkeys(pairs))
    found = cache.get_many(signature, distinct, n_tokens=n_tokens) if cache is not None else {}
    todo = [p for p in distinct if p not in found]
    if todo:
        new = list(zip(todo, extract(todo), strict=True))
        found.update(new)
        if cache is not None:
            cache.put_many(signature, new)
    return [found[p] for p in pairs]
