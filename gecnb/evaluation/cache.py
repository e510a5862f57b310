"""The per-system result cache of :func:`gecnb.evaluate`: each metric's values and per-sentence statistics,
each system's bootstrap samples, and the report's analyses, so that a second report, or a report with one more
system, computes only what is new.

One SQLite file, ``$GECNB_CACHE_DIR/evaluate.sqlite`` (default ``~/.cache/gecnb``), stored through
:mod:`gecnb.data.cachefile` like every other cache of gecnb:

* **Nothing read runs code.** Values are JSON; statistics and the analyses' tables are numbers and strings in
  :func:`~gecnb.data.cachefile.frame_to_bytes`'s format; samples are raw float64. No pickle. (The pickle files
  of an older gecnb, ``$GECNB_CACHE_DIR/evaluate/*.pkl``, are never opened; one warning says they may be
  deleted.)
* **Nothing read changes a number silently.** Each row carries a checksum of its key, kind and contents; a row
  that fails it, or does not decode, or is of another kind than asked, is not used: it is deleted, computed
  again, and one :class:`~gecnb.data.cachefile.CacheWarning` per report names the file and counts the rows. A
  file that is not an SQLite database (truncated, overwritten) is moved aside and rebuilt
  (:class:`~gecnb.data.cachefile.SqliteStore`).
* **Keys** are hashes of everything that changes a result: the metric, its config and level, the sources, the
  gold, the system's text and edits, gecnb's version and the source code of the layers that compute
  (:func:`code_digest`); samples add ``n`` and the seed, the analyses the systems shown, the baseline and the
  number of examples.
* **Bounded.** The file stays under :func:`limit_bytes` (default :data:`DEFAULT_LIMIT_MB` MB;
  ``$GECNB_EVALUATE_CACHE_MB`` sets another, ``0`` turns the cache off): when a write would take the entries
  over 90% of it (the rest is SQLite's own pages), the entries used least recently are evicted first and the
  file shrinks (incremental vacuum; its write-ahead log is emptied when the report is done, unless another
  process is reading the file then: nothing waits for that).
* Read-only or full disks, locks held too long: one warning, the report computed without writing.
"""

from __future__ import annotations

import functools
import hashlib
import json
import math
import os
import re
import time
import warnings
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

import numpy as np

from gecnb.data import cachefile
from gecnb.data.corpus import Corpus

__all__ = ["CACHE_VERSION", "DEFAULT_LIMIT_MB", "MIN_LIMIT_MB", "ResultCache", "cache_path", "code_digest", "digest",
           "gold_key", "limit_bytes", "metric_key", "system_key"]

CACHE_VERSION = "3"
#: the default bound in megabytes: a new system on CoNLL-2014 (the full suite, 1,000 samples, its report's
#: analyses) adds about 0.55 MB and a cold report 7.2 MB (benchmarks/bench_evaluate.py), so this holds some 420
#: systems' results, or 30 cold CoNLL-2014 reports (a new gecnb or changed scoring code starts afresh; its
#: old entries go first); docs/evaluate.md, "Speed and caching"
DEFAULT_LIMIT_MB = 256
MIN_LIMIT_MB = 1
_FILL = 0.9  # the share of the bound the entries may take; SQLite's pages, index and free space the rest
_TABLE = "results"
_SCHEMA = [f"CREATE TABLE IF NOT EXISTS {_TABLE} (key TEXT PRIMARY KEY, kind TEXT NOT NULL, meta TEXT NOT NULL, "
           "body BLOB NOT NULL, size INTEGER NOT NULL, used REAL NOT NULL, chk TEXT NOT NULL)",
           f"CREATE INDEX IF NOT EXISTS {_TABLE}_used ON {_TABLE} (used)"]
_WHAT = "evaluate result cache"
_ENV = "GECNB_EVALUATE_CACHE_MB"


def cache_path() -> Path:
    """``$GECNB_CACHE_DIR/evaluate.sqlite`` (default ``~/.cache/gecnb/evaluate.sqlite``)."""
    from gecnb.data.cachefile import cache_dir

    return cache_dir() / "evaluate.sqlite"


def limit_bytes() -> int:
    """The cache's bound in bytes: ``$GECNB_EVALUATE_CACHE_MB`` megabytes, a decimal number (``0``: no cache;
    otherwise at least :data:`MIN_LIMIT_MB`), default :data:`DEFAULT_LIMIT_MB`. Any other value (a sign, an
    exponent, a unit, ``nan``) is a ``ValueError`` naming the variable and the value."""
    raw = os.environ.get(_ENV, "")
    text = raw.strip()
    if not text:
        return DEFAULT_LIMIT_MB * 1_000_000
    mb = float(text) if re.fullmatch(r"[0-9]{1,12}(\.[0-9]{1,6})?", text, flags=re.ASCII) else math.nan
    if not math.isfinite(mb) or 0 < mb < MIN_LIMIT_MB:
        shown = raw if len(raw) <= 40 else raw[:40] + "..."
        raise ValueError(f"{_ENV} must be a number of megabytes: 0 (no evaluate cache) or at least {MIN_LIMIT_MB} "
                         f"(default {DEFAULT_LIMIT_MB}), not {shown!r}")
    return int(mb * 1_000_000)


def digest(*parts: object) -> str:
    """A hash of the ``repr`` of each part (the cache keys)."""
    h = hashlib.blake2b(digest_size=20)
    for p in parts:
        h.update(repr(p).encode("utf-8"))
        h.update(b"\x1f")
    return h.hexdigest()


#: the layers whose code computes what the cache holds: the metrics and what they read (data, edits,
#: chunks), the bootstrap (meta) and the report's own steps (evaluation)
CODE_LAYERS = ("data", "edits", "chunks", "metrics", "meta", "evaluation")


@functools.cache
def code_digest() -> str:
    """A hash of the code that computes the cached numbers (:data:`CODE_LAYERS`), so that a changed scorer
    never reads numbers an older one cached."""
    root = Path(__file__).resolve().parents[1]
    h = hashlib.blake2b(digest_size=16)
    for layer in CODE_LAYERS:
        for path in sorted((root / layer).rglob("*.py")):
            h.update(str(path.relative_to(root)).encode("utf-8"))
            h.update(path.read_bytes())
    return h.hexdigest()


def metric_key(metric: str, level: str, config: str, gold: str) -> str:
    """The part of a result's key shared by every system: the metric, its level and config, the gold, and
    the cache format, gecnb's version and code."""
    from gecnb import __version__

    return digest(CACHE_VERSION, __version__, code_digest(), metric, level, config, gold)


def gold_key(corpus: Corpus, reference_set: str) -> str:
    """A hash of the sources and the reference set's texts, edits and M2 blocks."""
    ref = corpus.reference_sets[reference_set]
    return digest(corpus.sources, ref.references, ref.edits, ref.m2_blocks)


def system_key(corpus: Corpus, name: str) -> str:
    """A hash of a system's hypotheses and edits."""
    so = corpus.systems[name]
    return digest(so.hypotheses, so.edits)


def analyses_key(gold: str, systems: Sequence[tuple[str, str]], users: Sequence[str], baseline: str | None,
                 examples: object) -> str:
    """The key of a report's analyses: the gold (:func:`gold_key`), each system shown with its
    :func:`system_key`, the user systems, the baseline, the number of examples (and whatever else changes them:
    the bootstrap of the per-type tests), and the code."""
    from gecnb import __version__

    return digest(CACHE_VERSION, __version__, code_digest(), "analyses", gold, tuple(systems), tuple(users), baseline,
                  examples)


def _plain(v: Any) -> Any:
    """A JSON value that reads back as the same Python value (numpy scalars as Python ones); a ``TypeError``
    for anything else."""
    if v is None or isinstance(v, (bool, str)):
        return v
    if isinstance(v, np.bool_):
        return bool(v)
    if isinstance(v, (int, np.integer)):
        return int(v)
    if isinstance(v, (float, np.floating)):
        return float(v)
    raise TypeError(f"a value of type {type(v).__name__} is not cached")


def _legacy_warning(folder: Path) -> None:
    """One warning (per process) when the pickle cache of an older gecnb is still there: it is never read."""
    try:
        if not folder.is_dir() or not any(p.suffix == ".pkl" for p in folder.iterdir()):
            return
    except OSError:
        return
    cachefile.warn_once("legacy", folder, "the evaluate cache of an older gecnb (pickle files) is never read: pickle "
                        "can run code and those files were not checked; delete the folder to free its space",
                        stacklevel=5)


_COLUMNS = ["key", "kind", "meta", "body", "size", "used", "chk"]


def _check_foreign(path: Path) -> None:
    """A GecInputError naming ``path`` when it is an SQLite database of something else (other tables, or a
    ``results`` table of other columns): never written into, moved or deleted. A file that is not a database
    at all is the store's to set aside (it is damage, not someone's data)."""
    import sqlite3

    from gecnb.data.errors import GecInputError

    if not path.is_file() or path.stat().st_size == 0:
        return
    try:
        conn = cachefile.connect(path, read_only=True)
        try:
            found = cachefile.tables(conn)
            columns = [r[1] for r in conn.execute(f"PRAGMA table_info({_TABLE})")] if _TABLE in found else _COLUMNS
        finally:
            conn.close()
    except sqlite3.Error:
        return  # not a database (set aside by the store), or locked, or unreadable (the store warns)
    if not found <= {_TABLE} or columns != _COLUMNS:
        raise GecInputError(f"an SQLite database that is not gecnb's evaluate cache (tables: {', '.join(sorted(found))}); "
                            "move it away, set GECNB_CACHE_DIR to another directory, or pass cache=False (--no-cache)",
                            file=path)


class ResultCache:
    """The evaluate cache (see the module docstring); ``enabled=False``: no cache at all (nothing read or
    written, the bound not even read). ``path`` and ``limit`` (bytes) default to :func:`cache_path` and
    :func:`limit_bytes`."""

    def __init__(self, enabled: bool = True, *, path: str | os.PathLike[str] | None = None, limit: int | None = None):
        self.limit = 0 if not enabled else limit_bytes() if limit is None else int(limit)
        self.enabled = enabled and self.limit > 0
        self.path = Path(path) if path is not None else cache_path() if self.enabled else Path()
        self._store: cachefile.SqliteStore | None = None
        self._touched: dict[str, float] = {}
        self._total: int | None = None  # the entries' bytes as last counted, plus what this process wrote since
        self._damaged: list[str] = []
        self.evicted = 0

    # -- storage
    def _db(self) -> cachefile.SqliteStore | None:
        if not self.enabled:
            return None
        if self._store is None:
            if self.path.parent.exists() and not self.path.parent.is_dir():
                cachefile.warn_once("unwritable", self.path.parent, "the cache directory is a file; the report is "
                                    "computed without the evaluate cache")
                self.enabled = False
                return None
            _legacy_warning(self.path.parent / "evaluate")
            _check_foreign(self.path)
            self._store = cachefile.SqliteStore(self.path, schema=_SCHEMA, what=_WHAT, auto_vacuum=True)
        return self._store

    def _get(self, key: str, kind: str) -> tuple[dict[str, Any], bytes] | None:
        store = self._db()
        if store is None:
            return None
        rows = store.read(f"SELECT kind, meta, body, chk FROM {_TABLE} WHERE key = ?", [key])
        if not rows:
            return None
        got_kind, meta, body, chk = rows[0]
        try:
            if not isinstance(meta, str) or not isinstance(body, bytes) or not isinstance(got_kind, str):
                raise cachefile.CacheDamage("a row of the wrong types")
            if chk != cachefile.row_checksum(key, got_kind, meta, hashlib.sha256(body).hexdigest()):
                raise cachefile.CacheDamage("a row that differs from its checksum (edited or damaged)")
            if got_kind != kind:
                raise cachefile.CacheDamage(f"a row of kind {got_kind!r} where {kind!r} was expected")
            parsed = json.loads(meta)
            if not isinstance(parsed, dict):
                raise cachefile.CacheDamage("a row whose description is not an object")
        except (cachefile.CacheDamage, ValueError) as err:
            self._drop(key, str(err))
            return None
        self._touched[key] = time.time()
        return parsed, body

    def _drop(self, key: str, why: str) -> None:
        """A row that is not used: deleted, and counted for the one warning of :meth:`close`."""
        self._damaged.append(why)
        store = self._db()
        if store is not None:
            store.write(f"DELETE FROM {_TABLE} WHERE key = ?", [(key,)])

    def _put(self, key: str, kind: str, meta: Mapping[str, Any], body: bytes) -> None:
        store = self._db()
        if store is None:
            return
        # in order (the values are columns of the report), ASCII-escaped (a lone surrogate reads back as itself)
        text = json.dumps(meta)
        size = len(body) + len(text.encode("utf-8")) + len(key)
        if size > self.limit * _FILL:
            return  # larger than the whole cache: not stored
        chk = cachefile.row_checksum(key, kind, text, hashlib.sha256(body).hexdigest())
        if store.write(f"INSERT OR REPLACE INTO {_TABLE} (key, kind, meta, body, size, used, chk) VALUES (?, ?, ?, ?, ?, ?, ?)",
                       [(key, kind, text, body, size, time.time(), chk)]):
            if self._total is None:
                self._total = self.size()
            else:
                self._total += size
            if self._total > self.limit * _FILL:
                self._evict()

    def _evict(self) -> None:
        """The entries used least recently deleted until the rest take at most 90% of the bound, and the
        freed pages given back to the file system."""
        store = self._db()
        if store is None:
            return
        self.flush()  # what this run read counts as used now
        total = self.size()
        excess = total - int(self.limit * _FILL)
        drop: list[tuple[str]] = []
        if excess > 0:
            for key, size in store.read(f"SELECT key, size FROM {_TABLE} ORDER BY used ASC, key ASC", []):
                if excess <= 0:
                    break
                drop.append((str(key),))
                excess -= int(size)  # type: ignore[call-overload]
                total -= int(size)  # type: ignore[call-overload]
        if store.write(f"DELETE FROM {_TABLE} WHERE key = ?", drop):
            self.evicted += len(drop)
            store.pragma("incremental_vacuum")
        self._total = total

    def flush(self) -> None:
        """Record when the entries read were last used (what eviction goes by), in one transaction."""
        store = self._store  # nothing read: nothing to record (and no file opened for it)
        if store is not None and self._touched:
            store.write(f"UPDATE {_TABLE} SET used = ? WHERE key = ?", [(t, k) for k, t in self._touched.items()])
        self._touched.clear()

    def close(self) -> None:
        """Flush, empty the write-ahead log into the file, close it; one warning when rows were not used. The
        tidying waits for no one: while another process (another report, the cold report's worker) reads the
        file, the log stays and the next report empties it."""
        self.flush()
        if self._store is not None:
            self._store.pragma("busy_timeout = 0")  # a checkpoint or vacuum that would wait is skipped
            if self.evicted:
                self._shrink()
            self._store.pragma("wal_checkpoint(TRUNCATE)")
            self._store.close()
            self._store = None
        if self._damaged:
            n = len(self._damaged)
            warnings.warn(f"{self.path}: {n} entr{'y' if n == 1 else 'ies'} of the {_WHAT} not used ({self._damaged[0]}"
                          f"{'; ...' if n > 1 else ''}): deleted, the values computed again", cachefile.CacheWarning,
                          stacklevel=3)
            self._damaged.clear()

    def _shrink(self) -> None:
        """After evictions: a file still over the bound (one made without incremental vacuum, or much free
        space) is vacuumed once."""
        store = self._store
        if store is None:
            return
        store.pragma("wal_checkpoint(TRUNCATE)")
        try:
            over = self.path.stat().st_size > self.limit
        except OSError:
            return
        if over:
            store.pragma("auto_vacuum = INCREMENTAL")
            store.pragma("VACUUM", statement=True)

    def __enter__(self) -> ResultCache:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def present(self, keys: Sequence[str], kind: str) -> set[str]:
        """Which of ``keys`` have a row of ``kind`` (not checked: :meth:`_get` checks a row when it is read)."""
        store = self._db()
        found: set[str] = set()
        if store is None:
            return found
        keys = list(keys)
        for i in range(0, len(keys), 500):
            part = keys[i:i + 500]
            rows = store.read(f"SELECT key FROM {_TABLE} WHERE kind = ? AND key IN ({','.join('?' * len(part))})",
                              [kind, *part])
            found.update(str(r[0]) for r in rows)
        return found

    def writable(self) -> bool:
        """Whether the cache is on and its file takes writes (opened to find out)."""
        store = self._db()
        return store is not None and store.db() is not None and not store.read_only

    def release(self) -> None:
        """Record what was read and close the file (it opens again when next used): before a fork, whose child
        must not use this process's SQLite connection."""
        self.flush()
        if self._store is not None:
            self._store.close()
            self._store = None

    def size(self) -> int:
        """The bytes the entries take (what the bound counts, with SQLite's pages on top)."""
        store = self._db()
        if store is None:
            return 0
        rows = store.read(f"SELECT COALESCE(SUM(size), 0) FROM {_TABLE}", [])
        return int(rows[0][0]) if rows else 0  # type: ignore[call-overload]

    # -- results
    def get_values(self, key: str) -> dict[str, Any] | None:
        """A metric's values for one system (numbers, strings, booleans; the signature among them), or None."""
        got = self._get(key, "values")
        if got is None:
            return None
        values = got[0].get("values")
        if not isinstance(values, dict):
            self._drop(key, "values that are not an object")
            return None
        return values

    def put_values(self, key: str, values: Mapping[str, Any]) -> None:
        """Store a metric's values for one system; values of another kind than numbers, strings and booleans
        are not stored (computed each time)."""
        if not self.enabled:
            return
        try:
            meta = {"values": {str(k): _plain(v) for k, v in values.items()}}
        except TypeError:
            return
        self._put(key, "values", meta, b"")

    def get_statistics(self, key: str) -> Any:
        """A system's per-sentence statistics of one metric (a DataFrame), or None."""
        got = self._get(key, "statistics")
        if got is None:
            return None
        try:
            return cachefile.frame_from_bytes(got[1])
        except cachefile.CacheDamage as err:
            self._drop(key, str(err))
            return None

    def put_statistics(self, key: str, statistics: Any) -> None:
        """Store a system's per-sentence statistics (a DataFrame :func:`~gecnb.data.cachefile.frame_to_bytes`
        takes; any other is not stored)."""
        if not self.enabled:
            return
        try:
            body = cachefile.frame_to_bytes(statistics)
        except TypeError:
            return
        self._put(key, "statistics", {"rows": len(statistics)}, body)

    # -- bootstrap samples
    def get_samples(self, key: str, n: int) -> tuple[np.ndarray, float] | None:
        """A system's ``n`` resampled scores and its observed score (the score of the statistics the samples
        were drawn from, what the p-value compares with), or None."""
        got = self._get(key, "samples")
        if got is None:
            return None
        meta, body = got
        observed = meta.get("observed")
        if meta.get("n") != n or len(body) != 8 * n or not isinstance(observed, (int, float)) or isinstance(observed, bool):
            self._drop(key, "samples of another size")
            return None
        return np.frombuffer(body, dtype="<f8").astype(np.float64), float(observed)

    def put_samples(self, key: str, samples: np.ndarray, observed: float) -> None:
        if not self.enabled:
            return
        arr = np.asarray(samples, dtype=np.float64)
        self._put(key, "samples", {"n": int(arr.size), "observed": float(observed)}, arr.astype("<f8").tobytes())

    # -- the analyses
    def get_frames(self, key: str, names: Sequence[str]) -> dict[str, Any] | None:
        """Tables stored together by :meth:`put_frames` under these ``names``, or None."""
        got = self._get(key, "frames")
        if got is None:
            return None
        meta, body = got
        sizes = meta.get("sizes")
        if (meta.get("names") != list(names) or not isinstance(sizes, list) or len(sizes) != len(names)
                or not all(type(s) is int and s >= 0 for s in sizes) or sum(sizes) != len(body)):
            self._drop(key, "tables of another kind")
            return None
        out: dict[str, Any] = {}
        at = 0
        try:
            for name, size in zip(names, sizes, strict=True):
                out[name] = cachefile.frame_from_bytes(body[at:at + size])
                at += size
        except cachefile.CacheDamage as err:
            self._drop(key, str(err))
            return None
        return out

    def put_frames(self, key: str, frames: Mapping[str, Any]) -> None:
        """Store several tables together (each as :func:`~gecnb.data.cachefile.frame_to_bytes` takes it; when
        one cannot be stored, none is)."""
        if not self.enabled:
            return
        try:
            parts = [cachefile.frame_to_bytes(f) for f in frames.values()]
        except TypeError:
            return
        self._put(key, "frames", {"names": list(frames), "sizes": [len(p) for p in parts]}, b"".join(parts))
