"""A small on-disk cache of extracted edits, keyed by everything that changes them.

The cache is one SQLite file (``$GECNB_CACHE_DIR/edits.sqlite``, default ``~/.cache/gecnb``). A row's
key is the extractor's signature (tool and version, spaCy model name and version, options) plus a hash
of the (source, target) pair, so a new model version or option never reads stale edits.
Set ``GECNB_CACHE_DIR`` to move it, or pass ``cache=False`` to extractors to bypass it.
"""

from __future__ import annotations

import hashlib
import os
import sqlite3
from collections.abc import Iterable, Sequence
from pathlib import Path

from gecnb._gc import gc_paused
from gecnb.data.edit import Edit


def default_cache_dir() -> Path:
    env = os.environ.get("GECNB_CACHE_DIR")
    if env:
        return Path(env)
    return Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache")) / "gecnb"


def pair_key(source: str, target: str) -> str:
    return hashlib.blake2b(f"{source}\x00{target}".encode(), digest_size=16).hexdigest()


def encode_edits(edits: Iterable[Edit]) -> str:
    return "\x1e".join(
        f"{e.o_start}\x1f{e.o_end}\x1f{e.c_start}\x1f{e.c_end}\x1f{e.type}\x1f{e.c_str}" for e in edits
    )


def decode_edits(text: str) -> tuple[Edit, ...]:
    if not text:
        return ()
    out = []
    for rec in text.split("\x1e"):
        a, b, c, d, t, s = rec.split("\x1f")
        out.append(Edit(int(a), int(b), int(c), int(d), t, s))
    return tuple(out)


class EditCache:
    """Persistent map (signature, source, target) -> edits."""

    def __init__(self, path: str | os.PathLike[str] | None = None):
        self.path = Path(path) if path is not None else default_cache_dir() / "edits.sqlite"
        self._conn: sqlite3.Connection | None = None

    def _db(self) -> sqlite3.Connection:
        if self._conn is None:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self._conn = sqlite3.connect(self.path)
            self._conn.execute(
                "CREATE TABLE IF NOT EXISTS edits (sig TEXT, pair TEXT, edits TEXT, PRIMARY KEY (sig, pair))"
            )
        return self._conn

    def get_many(self, signature: str, pairs: Sequence[tuple[str, str]]) -> dict[tuple[str, str], tuple[Edit, ...]]:
        db = self._db()
        keys = {pair_key(s, t): (s, t) for s, t in pairs}
        found: dict[tuple[str, str], tuple[Edit, ...]] = {}
        klist = list(keys)
        with gc_paused():
            for i in range(0, len(klist), 900):
                chunk = klist[i : i + 900]
                q = f"SELECT pair, edits FROM edits WHERE sig = ? AND pair IN ({','.join('?' * len(chunk))})"
                for k, enc in db.execute(q, [signature, *chunk]):
                    found[keys[k]] = decode_edits(enc)
        return found

    def put_many(self, signature: str, items: Iterable[tuple[tuple[str, str], Sequence[Edit]]]) -> None:
        db = self._db()
        db.executemany(
            "INSERT OR REPLACE INTO edits VALUES (?, ?, ?)",
            [(signature, pair_key(s, t), encode_edits(e)) for (s, t), e in items],
        )
        db.commit()

    def clear(self) -> None:
        db = self._db()
        db.execute("DELETE FROM edits")
        db.commit()
