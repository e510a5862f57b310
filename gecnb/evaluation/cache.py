"""The per-system result cache of :func:`gecnb.evaluate`: each metric's values and per-sentence statistics,
and each system's bootstrap samples, so that a second report, or a report with one more system, computes only
what is new.

One SQLite file, ``$GECNB_CACHE_DIR/evaluate.sqlite`` (default ``~/.cache/gecnb``), stored through
:mod:`gecnb.data.cachefile` like every other cache of gecnb:

* **Nothing read runs code.** Values are JSON; statistics are numbers and strings in
  :func:`~gecnb.data.cachefile.frame_to_bytes`'s format (integers stored in the smallest integer type that
  holds them, zlib-compressed); samples are raw float64. No pickle.
* **Nothing read changes a number silently.** Each row carries a checksum of its key, kind and contents; a row
  that fails it, or does not decode, or is of another kind than asked, is not used: it is deleted, computed
  again, and one :class:`~gecnb.data.cachefile.CacheWarning` names the file. A file that is not an SQLite
  database is moved aside and rebuilt (:class:`~gecnb.data.cachefile.SqliteStore`).
* **Keys** are hashes of everything that changes a result: the metric, its config and level, the sources, the
  gold, the system's text and edits, gecnb's version and the source code of the layers that score
  (:func:`code_digest`); samples add ``n`` and the seed.
* **Bounded.** The file holds at most :func:`limit_bytes` of entries (default :data:`DEFAULT_LIMIT_MB` MB;
  ``$GECNB_EVALUATE_CACHE_MB`` sets another, ``0`` turns the cache off); when a write goes over it, the entries
  used least recently are evicted first.
* Read-only or full disks, locks held too long: one warning, the report computed without writing.
"""

from __future__ import annotations

import functools
import hashlib
import json
import math
import os
import time
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import numpy as np

from gecnb.data import cachefile
from gecnb.data.corpus import Corpus

__all__ = ["CACHE_VERSION", "DEFAULT_LIMIT_MB", "ResultCache", "cache_path", "code_digest", "digest", "gold_key",
           "limit_bytes", "metric_key", "system_key"]

CACHE_VERSION = "2"
DEFAULT_LIMIT_MB = 1024
_TABLE = "results"
_SCHEMA = [f"CREATE TABLE IF NOT EXISTS {_TABLE} (key TEXT PRIMARY KEY, kind TEXT NOT NULL, meta TEXT NOT NULL, "
           "body BLOB NOT NULL, size INTEGER NOT NULL, used REAL NOT NULL, chk TEXT NOT NULL)",
           f"CREATE INDEX IF NOT EXISTS {_TABLE}_used ON {_TABLE} (used)"]
_WHAT = "evaluate result cache"


def cache_path() -> Path:
    """``$GECNB_CACHE_DIR/evaluate.sqlite`` (default ``~/.cache/gecnb/evaluate.sqlite``)."""
    from gecnb.edits.cache import default_cache_dir

    return default_cache_dir() / "evaluate.sqlite"


def limit_bytes() -> int:
    """The cache's bound in bytes: ``$GECNB_EVALUATE_CACHE_MB`` megabytes (a non-negative number; ``0``: no
    cache), default :data:`DEFAULT_LIMIT_MB`. A value that is not a number is a ``ValueError`` naming it."""
    raw = os.environ.get("GECNB_EVALUATE_CACHE_MB", "").strip()
    if not raw:
        return DEFAULT_LIMIT_MB * 1_000_000
    try:
        mb = float(raw)
    except ValueError:
        mb = math.nan
    if not math.isfinite(mb) or mb < 0:
        raise ValueError(f"GECNB_EVALUATE_CACHE_MB must be a non-negative number of megabytes, not {raw!r}")
    return int(mb * 1_000_000)


def digest(*parts: object) -> str:
    """A hash of the ``repr`` of each part (the cache keys)."""
    h = hashlib.blake2b(digest_size=20)
    for p in parts:
        h.update(repr(p).encode("utf-8"))
        h.update(b"\x1f")
    return h.hexdigest()


@functools.cache
def code_digest() -> str:
    """A hash of the code that computes the cached numbers (the data, edits, chunks and metrics layers), so
    that a changed scorer never reads numbers an older one cached."""
    root = Path(__file__).resolve().parents[1]
    h = hashlib.blake2b(digest_size=16)
    for layer in ("data", "edits", "chunks", "metrics"):
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


class ResultCache:
    """The evaluate cache (see the module docstring); ``enabled=False``: no cache at all (nothing read or
    written). ``path`` and ``limit`` (bytes) default to :func:`cache_path` and :func:`limit_bytes`."""

    def __init__(self, enabled: bool = True, *, path: str | os.PathLike[str] | None = None, limit: int | None = None):
        self.limit = limit_bytes() if limit is None else int(limit)
        self.enabled = enabled and self.limit > 0
        self.path = Path(path) if path is not None else cache_path()
        self._store: cachefile.SqliteStore | None = None
        self._touched: dict[str, float] = {}
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
            self._store = cachefile.SqliteStore(self.path, schema=_SCHEMA, what=_WHAT)
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
                raise cachefile.CacheDamage("a row differs from its checksum (edited or damaged)")
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
        store = self._db()
        cachefile.warn_once("damaged", self.path, f"{why}: not used; the values are computed again", stacklevel=5)
        if store is not None:
            store.write(f"DELETE FROM {_TABLE} WHERE key = ?", [(key,)])

    def _put(self, key: str, kind: str, meta: Mapping[str, Any], body: bytes) -> None:
        store = self._db()
        if store is None:
            return
        text = json.dumps(meta, ensure_ascii=False, sort_keys=True)
        size = len(body) + len(text.encode("utf-8")) + len(key)
        if size > self.limit:
            return  # larger than the whole cache: not stored
        chk = cachefile.row_checksum(key, kind, text, hashlib.sha256(body).hexdigest())
        if store.write(f"INSERT OR REPLACE INTO {_TABLE} (key, kind, meta, body, size, used, chk) VALUES (?, ?, ?, ?, ?, ?, ?)",
                       [(key, kind, text, body, size, time.time(), chk)]):
            self._evict()

    def _evict(self) -> None:
        store = self._db()
        if store is None:
            return
        total = store.read(f"SELECT COALESCE(SUM(size), 0) FROM {_TABLE}", [])
        excess = int(total[0][0]) - self.limit if total else 0  # type: ignore[call-overload]
        if excess <= 0:
            return
        drop: list[tuple[str]] = []
        for key, size in store.read(f"SELECT key, size FROM {_TABLE} ORDER BY used ASC, key ASC", []):
            if excess <= 0:
                break
            drop.append((str(key),))
            excess -= int(size)  # type: ignore[call-overload]
        if store.write(f"DELETE FROM {_TABLE} WHERE key = ?", drop):
            self.evicted += len(drop)

    def flush(self) -> None:
        """Record when the entries read were last used (what eviction goes by), in one transaction."""
        store = self._db()
        if store is not None and self._touched:
            store.write(f"UPDATE {_TABLE} SET used = ? WHERE key = ?", [(t, k) for k, t in self._touched.items()])
        self._touched.clear()

    def close(self) -> None:
        self.flush()
        if self._store is not None:
            self._store.close()
            self._store = None

    def __enter__(self) -> ResultCache:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def size(self) -> int:
        """The bytes the entries take (what the bound counts)."""
        store = self._db()
        if store is None:
            return 0
        rows = store.read(f"SELECT COALESCE(SUM(size), 0) FROM {_TABLE}", [])
        return int(rows[0][0]) if rows else 0  # type: ignore[call-overload]

    # -- results
    def get_result(self, key: str, *, with_statistics: bool) -> tuple[dict[str, Any], Any] | None:
        """A metric's values for one system and its statistics (a DataFrame, or None); None when not cached, or
        cached without the statistics asked for."""
        got = self._get(key, "result")
        if got is None:
            return None
        meta, body = got
        values = meta.get("values")
        if not isinstance(values, dict):
            self._drop(key, "a result without values")
            return None
        if not meta.get("statistics"):
            return None if with_statistics else (values, None)
        try:
            frame = cachefile.frame_from_bytes(body)
        except cachefile.CacheDamage as err:
            self._drop(key, str(err))
            return None
        return values, frame

    def put_result(self, key: str, values: Mapping[str, Any], statistics: Any) -> None:
        """Store a metric's values (numbers, strings, booleans) and statistics (a DataFrame or None); values or
        statistics of another kind are not stored (computed each time)."""
        if not self.enabled:
            return
        try:
            meta = {"values": {str(k): _plain(v) for k, v in values.items()}, "statistics": statistics is not None}
            body = b"" if statistics is None else cachefile.frame_to_bytes(statistics)
        except TypeError:
            return
        self._put(key, "result", meta, body)

    # -- bootstrap samples
    def get_samples(self, key: str, n: int) -> np.ndarray | None:
        """A system's ``n`` resampled scores, or None."""
        got = self._get(key, "samples")
        if got is None:
            return None
        meta, body = got
        if meta.get("n") != n or len(body) != 8 * n:
            self._drop(key, "samples of another size")
            return None
        return np.frombuffer(body, dtype="<f8").astype(np.float64)

    def put_samples(self, key: str, samples: np.ndarray) -> None:
        if not self.enabled:
            return
        arr = np.asarray(samples, dtype=np.float64)
        self._put(key, "samples", {"n": int(arr.size)}, arr.astype("<f8").tobytes())
