"""Caches under concurrency and faults (issue 16, item 5): many processes on one fresh cache directory,
damage (truncated files, edited values, partial writes), read-only and full disks, and interrupts or kills of
a long call that must leave no worker process and every cache valid.

What is real and what is simulated: the processes, the signals, SQLite's own "database or disk is full"
(``PRAGMA max_page_count``) and a read-only SQLite connection (``mode=ro``) are real; a read-only or full
file system for the text caches is an ``OSError(EROFS / ENOSPC)`` raised where the write would happen (tests run
as root here, which ``chmod`` does not stop; the ``chmod`` test runs where the user is not root).
"""

from __future__ import annotations

import errno
import hashlib
import json
import multiprocessing
import os
import signal
import sqlite3
import subprocess
import sys
import threading
import time
import warnings
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pandas as pd
import pytest

from gecnb.data import cachefile
from gecnb.data.cachefile import CacheWarning
from gecnb.data.edit import Edit
from gecnb.data.errors import GecInputWarning
from gecnb.edits.cache import EditCache
from gecnb.metrics.imeasure import CountsCache
from gecnb.metrics.weighting.bertscore import F1Cache
from tests.conftest import needs_spacy

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(autouse=True)
def _fresh_warnings() -> None:
    cachefile.reset_warnings()


def _sha(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _cache_warnings(record: list[warnings.WarningMessage]) -> list[str]:
    return [str(w.message) for w in record if issubclass(w.category, GecInputWarning)]


# ---------------------------------------------------------------------------------------- many processes
N_PROCS, N_SHARED, N_OWN, BATCH = 6, 120, 120, 15


def _edits_for(key: str) -> tuple[Edit, ...]:
    n = int(hashlib.sha256(key.encode()).hexdigest(), 16) % 3
    return tuple(Edit(i, i + 1, i, i + 1, "R:X", f"w{i}") for i in range(n))


def _pairs(worker: int) -> list[tuple[str, str]]:
    shared = [(f"s a b c {k}", f"s x b c {k}") for k in range(N_SHARED)]  # every process writes these
    own = [(f"o a b c {worker} {k}", f"o x b c {worker} {k}") for k in range(N_OWN)]
    return shared[worker * 7 % N_SHARED:] + own + shared[:worker * 7 % N_SHARED]


def _f1_for(pair: tuple[str, str]) -> float:
    return int(hashlib.sha256("\x00".join(pair).encode()).hexdigest()[:6], 16) / 2**24


def _stress_worker(folder: str, worker: int, barrier: Any) -> None:
    os.environ["GECNB_CACHE_DIR"] = folder
    from gecnb.meta import grid

    barrier.wait(60)  # all at once on a fresh directory: the creation race
    edits, f1 = EditCache(), F1Cache()
    pairs = _pairs(worker)
    for i in range(0, len(pairs), BATCH):
        part = pairs[i:i + BATCH]
        edits.put_many("sig", [(p, _edits_for(p[0])) for p in part])
        f1.put_many("model", {p: _f1_for(p) for p in part})
        got = edits.get_many("sig", part)
        assert got == {p: _edits_for(p[0]) for p in part}, f"worker {worker}: rows lost or wrong"
        assert f1.get_many("model", part) == {p: _f1_for(p) for p in part}
        shared_file = Path(folder) / "grid" / f"shared{i % 3}.tsv"  # the same grid file written by all
        grid._cache_write(shared_file, pd.DataFrame({"system": ["a", "b"], "fingerprint": ["fa", "fb"],
                                                     "score": [i % 3, 0.5], "signature": "s"}))
        got_df = grid._cache_read(shared_file)
        assert got_df is not None and list(got_df["score"]) == [i % 3, 0.5]
    edits.close()
    f1.close()


def test_many_processes_create_and_write_one_fresh_cache_directory(tmp_path: Path) -> None:
    """N spawned processes start together on a directory that does not exist yet and write overlapping and
    distinct keys to the edit cache, the BERTScore cache and the grid cache: none fails, every row is there
    and right, and no warning was needed."""
    folder = tmp_path / "fresh" / "cache"
    ctx = multiprocessing.get_context("spawn")
    barrier = ctx.Barrier(N_PROCS)
    procs = [ctx.Process(target=_stress_worker, args=(str(folder), w, barrier)) for w in range(N_PROCS)]
    for p in procs:
        p.start()
    deadline = time.monotonic() + 240
    for p in procs:
        p.join(max(1.0, deadline - time.monotonic()))
    alive = [p.pid for p in procs if p.is_alive()]
    for p in procs:
        if p.is_alive():
            p.kill()
    assert not alive, f"processes still running after 240 s: {alive}"
    assert [p.exitcode for p in procs] == [0] * N_PROCS
    everything = {p for w in range(N_PROCS) for p in _pairs(w)}
    assert len(everything) == N_SHARED + N_PROCS * N_OWN
    with warnings.catch_warnings(record=True) as record:
        warnings.simplefilter("always")
        cache = EditCache(folder / "edits.sqlite")
        assert cache.get_many("sig", sorted(everything)) == {p: _edits_for(p[0]) for p in everything}
        assert cache.check() == 0
        assert F1Cache(folder / "bertscore.sqlite").get_many("model", everything) == {p: _f1_for(p) for p in everything}
    assert _cache_warnings(record) == []
    with sqlite3.connect(folder / "edits.sqlite") as db:
        assert db.execute("SELECT count(*) FROM edits2").fetchone()[0] == len(everything)
    assert not list((folder / "grid").glob("*.tmp")), "a temporary file was left behind"


# ------------------------------------------------------------------------------------------------ damage
_PAIR = ("This are a sentence .", "This is a sentence .")
_EDITS = (Edit(1, 2, 1, 2, "R:VERB:SVA", "is"),)


def _filled_edit_cache(path: Path, n: int = 400) -> list[tuple[tuple[str, str], tuple[Edit, ...]]]:
    rows = [((f"a b c d {k}", f"a x c d {k}"), (Edit(1, 2, 1, 2, "R:X", "x"),)) for k in range(n)]
    cache = EditCache(path)
    cache.put_many("sig", rows)
    cache.close()
    return rows


def _checkpoint(path: Path) -> None:
    with sqlite3.connect(path) as db:
        db.execute("PRAGMA wal_checkpoint(TRUNCATE)")


def test_edit_cache_truncated_file_is_set_aside_and_rebuilt(tmp_path: Path) -> None:
    path = tmp_path / "edits.sqlite"
    rows = _filled_edit_cache(path)
    _checkpoint(path)
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 2])  # a partial write / a truncated copy
    cache = EditCache(path)
    with pytest.warns(GecInputWarning, match=r"edit cache is damaged.*moved to .*edits.sqlite.corrupt"):
        got = cache.get_many("sig", [p for p, _ in rows])
    assert all(got[p] == e for p, e in rows if p in got)  # what it still gives is right (here: nothing)
    cache.put_many("sig", rows[:3])  # rebuilt
    assert cache.get_many("sig", [p for p, _ in rows[:3]]) == dict(rows[:3]) and cache.check() == 0


def _write_in_a_forked_child(cache: EditCache, rows: list[tuple[tuple[str, str], tuple[Edit, ...]]],
                             out: Any) -> None:
    time.sleep(0.3)  # the parent closes its connection meanwhile
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        cache.put_many("child", rows)
        got = cache.get_many("sig", [p for p, _ in rows])
    out.send([len(got), [str(w.message) for w in caught]])
    out.close()


@pytest.mark.skipif("fork" not in multiprocessing.get_all_start_methods(), reason="not applicable: no fork here")
@pytest.mark.parametrize("closed_before", [True, False])
def test_an_edit_cache_open_in_a_parent_works_in_a_forked_child(tmp_path: Path, closed_before: bool) -> None:
    """gecnb evaluate's cold report forks a worker after the inputs' edits went through the edit cache. Through
    the parent's SQLite connection the child's writes were lost without a word once the parent closed it (its
    WAL checkpointed away under the child), or failed with "disk I/O error": a connection is now used only by
    the process that opened it (the child opens its own) and close_all() closes them before the fork."""
    from gecnb.data.cachefile import close_all

    path = tmp_path / "edits.sqlite"
    rows = _filled_edit_cache(path, 6)
    cache = EditCache(path)
    assert len(cache.get_many("sig", [p for p, _ in rows])) == 6  # the parent's connection is open
    if closed_before:
        close_all()
    recv, send = multiprocessing.get_context("fork").Pipe(duplex=False)
    child = multiprocessing.get_context("fork").Process(target=_write_in_a_forked_child, args=(cache, rows, send))
    child.start()
    send.close()
    cache.close()  # the parent is done with it (or its aligner was garbage-collected)
    n, messages = recv.recv()
    child.join(timeout=60)
    assert child.exitcode == 0 and n == 6 and messages == []
    assert EditCache(path).get_many("child", [p for p, _ in rows]) == dict(rows)  # the child's rows landed
    assert EditCache(path).check() == 0


def _store_in_a_forked_child(store: cachefile.SqliteStore, out: Any) -> None:
    time.sleep(0.3)  # the parent closes its connection meanwhile
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        wrote = store.write("INSERT INTO t VALUES (?, ?)", [(f"child{k}", k) for k in range(50)])
    out.send([wrote, [str(w.message) for w in caught]])
    out.close()


@pytest.mark.skipif("fork" not in multiprocessing.get_all_start_methods(), reason="not applicable: no fork here")
@pytest.mark.parametrize("closed_before", [True, False])
def test_an_sqlite_store_open_in_a_parent_works_in_a_forked_child(tmp_path: Path, closed_before: bool) -> None:
    """The same for every other SQLite cache (BERTScore, LLM answers, I-measure counts, evaluate's results): one
    mechanism in gecnb.data.cachefile, so a forked worker's writes land whichever cache it uses."""
    from gecnb.data.cachefile import close_all

    path = tmp_path / "store.sqlite"
    store = cachefile.SqliteStore(path, what="test cache", schema=["CREATE TABLE IF NOT EXISTS t (k TEXT, v INTEGER)"])
    assert store.write("INSERT INTO t VALUES (?, ?)", [("parent", 0)]) and store.read("SELECT k FROM t", [])
    if closed_before:
        close_all()
    recv, send = multiprocessing.get_context("fork").Pipe(duplex=False)
    child = multiprocessing.get_context("fork").Process(target=_store_in_a_forked_child, args=(store, send))
    child.start()
    send.close()
    store.close()
    wrote, messages = recv.recv()
    child.join(timeout=60)
    assert child.exitcode == 0 and wrote and messages == []
    again = cachefile.SqliteStore(path, what="test cache", schema=[])
    assert len(again.read("SELECT k FROM t WHERE k LIKE 'child%'", [])) == 50


def test_edit_cache_edited_value_is_not_trusted(tmp_path: Path) -> None:
    path = tmp_path / "edits.sqlite"
    rows = _filled_edit_cache(path, 5)
    with sqlite3.connect(path) as db:  # one value edited in place, its checksum left as it was
        db.execute("UPDATE edits2 SET edits = replace(edits, 'x', 'y') WHERE rowid = 3")
    cache = EditCache(path)
    assert cache.check() == 1
    with pytest.warns(GecInputWarning, match="1 cached row"):
        got = cache.get_many("sig", [p for p, _ in rows])
    assert len(got) == 4 and all(got[p] == e for p, e in rows if p in got)


def test_bertscore_cache_damage(tmp_path: Path) -> None:
    path = tmp_path / "bertscore.sqlite"
    cache = F1Cache(path)
    pairs = {(f"c {k}", f"r {k}"): k / 7 for k in range(50)}
    cache.put_many("m", pairs)
    with sqlite3.connect(path) as db:
        db.execute("UPDATE f1v2 SET f1 = 0.999 WHERE rowid = 1")
    with pytest.warns(CacheWarning, match="1 cached BERTScore value"):
        got = cache.get_many("m", pairs)
    assert len(got) == 49 and all(pairs[p] == v for p, v in got.items())
    cache.close()
    _checkpoint(path)
    data = path.read_bytes()
    path.write_bytes(data[:100] + os.urandom(len(data) - 100))  # a page of garbage after the header
    cache = F1Cache(path)
    with pytest.warns(CacheWarning, match=r"BERTScore cache is damaged.*moved to"):
        got = cache.get_many("m", pairs)
    assert all(pairs[p] == v for p, v in got.items())
    cache.put_many("m", pairs)
    assert cache.get_many("m", pairs) == pairs


def test_llm_answer_cache_edited_row(tmp_path: Path) -> None:
    from gecnb.metrics.weighting.llm import AnswerCache

    cache = AnswerCache(tmp_path / "llm.sqlite")
    cache.put("m", "prompt 1", "s", "e", "4")
    cache.put("m", "prompt 2", "s", "e", "2")
    with sqlite3.connect(cache.path) as db:
        db.execute("UPDATE answers2 SET answer = '5' WHERE answer = '2'")
    with pytest.warns(CacheWarning, match="1 cached LLM answer"):
        assert cache.get_many("m", ["prompt 1", "prompt 2"]) == {"prompt 1": "4"}


def test_imeasure_cache_edited_row(tmp_path: Path) -> None:
    from gecnb.metrics.imeasure import align3, alignment_counts

    cache = CountsCache(tmp_path / "imeasure.sqlite")
    t = (("a", "b"), ("a", "c"), ("a", "d"))
    cache.put_many({t: alignment_counts(align3(*t))})
    with sqlite3.connect(cache.path) as db:
        db.execute("UPDATE counts SET value = '1,0,0,0,0;1,0,0,0,0'")
    with pytest.warns(CacheWarning, match="1 cached I-measure row"):
        assert cache.get_many([t]) == {}


def _grid_file(tmp_path: Path) -> tuple[Path, pd.DataFrame]:
    from gecnb.meta import grid

    df = pd.DataFrame({"system": ["AMU", "CAMB", "INPUT"], "fingerprint": ["f1", "f2", "f3"],
                       "score": [0.1 / 3, 2 / 3, float("nan")], "signature": ["sig"] * 3})
    path = tmp_path / "grid" / "k.tsv"
    grid._cache_write(path, df)
    return path, df


@pytest.mark.parametrize("damage", ["truncated", "edited", "partial", "empty"])
def test_grid_cache_damage_is_recomputed_with_a_warning(tmp_path: Path, damage: str) -> None:
    from gecnb.meta import grid

    path, df = _grid_file(tmp_path)
    back = grid._cache_read(path)
    assert back is not None
    pd.testing.assert_frame_equal(back, df)  # bit for bit (NaN included)
    text = path.read_text(encoding="utf-8")
    damaged = {"truncated": text[: len(text) - 12], "edited": text.replace("CAMB\tf2\t0.66", "CAMB\tf2\t0.76"),
               "partial": text.split("\n", 1)[0] + "\n", "empty": ""}[damage]
    assert damaged != text
    path.write_text(damaged, encoding="utf-8")
    with pytest.warns(CacheWarning, match=rf"{path.name}: the grid score cache is damaged"):
        assert grid._cache_read(path) is None


def test_grid_cache_of_an_older_gecnb_is_recomputed_quietly(tmp_path: Path) -> None:
    from gecnb.meta import grid

    path = tmp_path / "old.tsv"
    path.write_text("system\tscore\tsignature\nAMU\t0.5\ts\n", encoding="utf-8")
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert grid._cache_read(path) is None


def test_shipped_file_against_the_manifest(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A shipped cache whose bytes differ from its MANIFEST.sha256 line (edited, truncated) is not used:
    one warning names the file and the command that rebuilds it."""
    from gecnb.datasets import ROOT as DATA

    real = DATA / "reproduce" / "cleme-table2.tsv"
    copy = tmp_path / "cleme-table2.tsv"
    copy.write_bytes(real.read_bytes())
    monkeypatch.setattr(cachefile, "_manifest", {str(copy.resolve()): _sha(real)})
    assert cachefile.shipped_file_ok(copy, rebuild="REBUILD")
    for damaged in (real.read_bytes()[:-40], real.read_bytes().replace(b"0.", b"1.", 1)):
        cachefile.reset_warnings()
        copy.write_bytes(damaged)
        with pytest.warns(CacheWarning, match=r"cleme-table2.tsv: differs from its SHA-256.*REBUILD"):
            assert not cachefile.shipped_file_ok(copy, rebuild="REBUILD")


def test_shipped_caches_are_checked_before_use(monkeypatch: pytest.MonkeyPatch) -> None:
    """The readers of the shipped reproduce, TrueSkill and similarity caches ask shipped_file_ok first and do
    not use a file it refuses (the values are then computed)."""
    from gecnb.meta import ranking
    from gecnb.metrics.weighting import similarity
    from gecnb.reproduce import base

    assert base.read_cache("cleme-table2") is not None and ranking.cached_runs_path("gjg15") is not None
    asked: list[str] = []

    def refuse(path: Any, *, rebuild: str) -> bool:
        asked.append(Path(path).name)
        return False

    monkeypatch.setattr(base, "shipped_file_ok", refuse)
    monkeypatch.setattr(cachefile, "shipped_file_ok", refuse)
    monkeypatch.setattr(similarity, "shipped_file_ok", refuse)
    assert base.read_cache("cleme-table2") is None
    assert ranking.cached_runs_path("gjg15") is None
    key = similarity.read_shipped(next(similarity.SHIPPED_DIR.glob("*.tsv.gz")))[0]["key"]
    similarity.shipped_f1.cache_clear()
    try:
        assert similarity.shipped_f1(key) == {}
    finally:
        similarity.shipped_f1.cache_clear()
    assert asked == ["cleme-table2.tsv", "gjg15.ts_runs.tsv", "conll14_nucle_all_minilm_l6_v2_L6.tsv.gz"]


def test_every_shipped_cache_matches_the_manifest() -> None:
    from gecnb.datasets import ROOT as DATA

    files = [*(DATA / "reproduce").glob("*.tsv"), *(DATA / "rankings").glob("*.tsv"), *(DATA / "similarity").glob("*")]
    edits = list((DATA / "fresh_errant").rglob("*.m2"))  # not all listed in MANIFEST.sha256 yet (then not checked)
    assert files and edits
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert [f.name for f in files + edits if not cachefile.shipped_file_ok(f, rebuild="-")] == []
    assert [f.name for f in files if str(f.resolve()) not in cachefile._manifest_entries()] == []


# ------------------------------------------------------------------------------------ read-only, full disk
def test_edit_cache_on_a_read_only_file_reads_and_warns_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "edits.sqlite"
    rows = _filled_edit_cache(path, 10)
    _checkpoint(path)
    before = _sha(path)
    real_connect = cachefile.connect
    monkeypatch.setattr(cachefile, "connect", lambda p, **kw: real_connect(p, read_only=True))
    cache = EditCache(path)
    with warnings.catch_warnings(record=True) as record:
        warnings.simplefilter("always")
        assert cache.get_many("sig", [p for p, _ in rows]) == dict(rows)
        for k in range(5):
            cache.put_many("sig", [((f"new {k}", f"neu {k}"), ())])
        assert cache.get_many("sig", [("new 0", "neu 0")]) == {}
    texts = _cache_warnings(record)
    assert len(texts) == 1 and "cannot write the edit cache" in texts[0] and str(path) in texts[0], texts
    cache.close()
    assert _sha(path) == before and path.exists() and not path.with_name("edits.sqlite.corrupt").exists()


def test_full_disk_sqlite_warns_once_and_keeps_the_cache(tmp_path: Path) -> None:
    """SQLite's own SQLITE_FULL (a page limit, PRAGMA max_page_count): not written, one warning, the rows
    already there stay valid."""
    path = tmp_path / "edits.sqlite"
    rows = _filled_edit_cache(path, 10)
    cache = EditCache(path)
    db = cache._db()
    assert db is not None
    pages = db.execute("PRAGMA page_count").fetchone()[0]
    db.execute(f"PRAGMA max_page_count = {pages}")
    big = [((f"long {k} " + "w " * 200, f"lang {k} " + "w " * 200), (Edit(0, 1, 0, 1, "R:X", "lang"),))
           for k in range(300)]
    with warnings.catch_warnings(record=True) as record:
        warnings.simplefilter("always")
        for k in range(0, 300, 50):
            cache.put_many("sig", big[k:k + 50])
        assert cache.get_many("sig", [p for p, _ in rows]) == dict(rows)
    texts = _cache_warnings(record)
    assert len(texts) == 1 and "full" in texts[0], texts
    cache.close()
    assert EditCache(path).check() == 0
    f1 = F1Cache(tmp_path / "bertscore.sqlite")
    f1.put_many("m", {("a", "b"): 0.5})
    store_db = f1._store.db()
    assert store_db is not None
    store_db.execute(f"PRAGMA max_page_count = {store_db.execute('PRAGMA page_count').fetchone()[0]}")
    with warnings.catch_warnings(record=True) as record:
        warnings.simplefilter("always")
        for k in range(5):
            f1.put_many("m", {(f"c {k} {j} " + "x" * 300, "r"): 0.25 for j in range(40)})
        assert f1.get_many("m", [("a", "b")]) == {("a", "b"): 0.5}
    assert len(_cache_warnings(record)) == 1


@pytest.mark.parametrize("code", [errno.ENOSPC, errno.EROFS])
def test_text_cache_on_a_full_or_read_only_disk(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, code: int) -> None:
    """The temporary file cannot be written (simulated: OSError where the write happens): the old file stays
    as it was, no temporary file is left, one warning however many writes."""
    from gecnb.meta import grid

    path, df = _grid_file(tmp_path)
    before = _sha(path)
    real_fsync = os.fsync

    def failing_fsync(fd: int) -> None:
        raise OSError(code, os.strerror(code))

    monkeypatch.setattr(cachefile.os, "fsync", failing_fsync)
    with warnings.catch_warnings(record=True) as record:
        warnings.simplefilter("always")
        for _ in range(4):
            grid._cache_write(path, df.assign(score=0.0))
        for k in range(4):  # other files of the same cache directory: still the one warning
            grid._cache_write(path.with_name(f"other{k}.tsv"), df)
    monkeypatch.setattr(cachefile.os, "fsync", real_fsync)
    texts = _cache_warnings(record)
    assert len(texts) == 1 and "cannot write the grid score cache" in texts[0], texts
    assert _sha(path) == before and sorted(p.name for p in path.parent.iterdir()) == ["k.tsv"]
    back = grid._cache_read(path)
    assert back is not None
    pd.testing.assert_frame_equal(back, df)


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="not applicable: root writes into a read-only directory anyway")
def test_read_only_directory_for_real(tmp_path: Path) -> None:
    path = tmp_path / "ro" / "edits.sqlite"
    rows = _filled_edit_cache(path, 5)
    _checkpoint(path)
    before = _sha(path)
    (tmp_path / "ro").chmod(0o500)
    path.chmod(0o400)
    try:
        cache = EditCache(path)
        with pytest.warns(CacheWarning, match="cannot write the edit cache"):
            assert cache.get_many("sig", [p for p, _ in rows]) == dict(rows)
        cache.put_many("sig", [(("q", "r"), ())])
        cache.close()
        assert _sha(path) == before
    finally:
        path.chmod(0o600)
        (tmp_path / "ro").chmod(0o700)


# ------------------------------------------------------------------------- interrupts, kills, workers
def _children(pid: int) -> set[int]:
    out = set()
    for d in Path("/proc").iterdir():
        if d.name.isdigit():
            try:
                stat = (d / "stat").read_text()
            except OSError:
                continue
            if int(stat.rsplit(")", 1)[1].split()[1]) == pid:
                out.add(int(d.name))
    return out


def _alive(pid: int) -> bool:
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return stat.rsplit(")", 1)[1].split()[0] not in ("Z", "X")


def _wait_gone(pids: set[int], timeout: float = 30.0) -> set[int]:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        left = {p for p in pids if _alive(p)}
        if not left:
            return left
        time.sleep(0.1)
    return {p for p in pids if _alive(p)}


linux_only = pytest.mark.skipif(not Path("/proc/self/stat").exists() or sys.platform == "win32",
                                reason="reads /proc to find worker processes")
N_SENTENCES = 800


@pytest.fixture(scope="module")
def conll_files(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    from gecnb.datasets import data_path

    folder = tmp_path_factory.mktemp("conll")
    m2 = data_path("conll14", "official-2014.combined.m2").read_text(encoding="utf-8")
    src = [line[2:] for line in m2.splitlines() if line.startswith("S ")][:N_SENTENCES]
    hyp = data_path("conll14", "official_submissions", "AMU").read_text(encoding="utf-8").splitlines()[:N_SENTENCES]
    files = {"src": folder / "src.txt", "hyp": folder / "hyp.txt", "ref": folder / "ref.txt"}
    files["src"].write_text("\n".join(src) + "\n", encoding="utf-8")
    files["hyp"].write_text("\n".join(hyp) + "\n", encoding="utf-8")
    ref = data_path("conll14", "official_submissions", "CAMB").read_text(encoding="utf-8").splitlines()[:N_SENTENCES]
    files["ref"].write_text("\n".join(ref) + "\n", encoding="utf-8")
    return files


def _cli(files: dict[str, Path], cache: Path) -> tuple[list[str], dict[str, str]]:
    # ERRANT edits of the hypotheses and the references (two systems' outputs): over 400 pairs to extract,
    # so worker processes share the work
    argv = [sys.executable, "-m", "gecnb.cli", "score", "--metric", "errant", "--source", str(files["src"]),
            "--hypothesis", str(files["hyp"]), "--reference", str(files["ref"]), "--format", "json"]
    env = {**os.environ, "GECNB_CACHE_DIR": str(cache), "GECNB_PROGRESS": "0", "PYTHONPATH": str(ROOT)}
    return argv, env


def _numbers(out: str) -> list[dict[str, Any]]:
    return [{k: v for k, v in row.items()} for row in json.loads(out)]


@pytest.fixture(scope="module")
def baseline(conll_files: dict[str, Path], tmp_path_factory: pytest.TempPathFactory) -> list[dict[str, Any]]:
    argv, env = _cli(conll_files, tmp_path_factory.mktemp("base-cache"))
    done = subprocess.run(argv, env=env, capture_output=True, text=True, timeout=600, check=False)
    assert done.returncode == 0, done.stderr
    return _numbers(done.stdout)


@needs_spacy
@linux_only
@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT, signal.SIGKILL])
def test_killed_cli_leaves_no_worker_and_a_valid_cache(conll_files: dict[str, Path], baseline: list[dict[str, Any]],
                                                       tmp_path: Path, sig: signal.Signals) -> None:
    cache = tmp_path / "cache"
    argv, env = _cli(conll_files, cache)
    # a filled cache first (rows that must survive), then the interrupted run on other pairs
    EditCache(cache / "edits.sqlite").put_many("other", [((f"a {k}", f"b {k}"), ()) for k in range(100)])
    # SIGINT at its default in the child: a shell's background job (and some CI runners) start with SIGINT
    # ignored, which a child inherits, and then Python raises no KeyboardInterrupt
    proc = subprocess.Popen(argv, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    workers: set[int] = set()
    deadline = time.monotonic() + 300
    while time.monotonic() < deadline and proc.poll() is None and not workers:
        workers = _children(proc.pid)
        time.sleep(0.02)
    assert workers, f"no worker process appeared (exit {proc.poll()})"
    time.sleep(0.5)  # mid-work
    workers |= _children(proc.pid)
    proc.send_signal(sig)
    proc.wait(timeout=120)  # not communicate(): that waits for every holder of the pipes, workers included
    # gone within 3 s of the parent's end (a worker's share takes longer here: without die_with_parent or the
    # clean-up a worker goes on working, and this fails)
    assert not _wait_gone(workers, 3.0), f"worker processes outlived gecnb after {sig.name}"
    _, err = proc.communicate(timeout=60)
    if sig != signal.SIGKILL:
        assert proc.returncode == {signal.SIGTERM: 143, signal.SIGINT: 130}[sig], err
        assert "Traceback" not in err and ("terminated" in err or "interrupted" in err), err
    else:
        assert proc.returncode == -signal.SIGKILL
    check = EditCache(cache / "edits.sqlite")
    assert check.check() == 0
    assert len(check.get_many("other", [(f"a {k}", f"b {k}") for k in range(100)])) == 100
    check.close()
    again = subprocess.run(argv, env=env, capture_output=True, text=True, timeout=600, check=False)
    assert again.returncode == 0, again.stderr
    assert _numbers(again.stdout) == baseline


@pytest.fixture
def default_sigint() -> Iterator[None]:
    """Python's own SIGINT handler for the test (a shell's background job, or a CI runner, may start the tests
    with SIGINT ignored; then ``_thread.interrupt_main`` does nothing), the previous one restored after."""
    previous = signal.signal(signal.SIGINT, signal.default_int_handler)
    yield
    signal.signal(signal.SIGINT, previous)


@needs_spacy
@linux_only
def test_keyboard_interrupt_in_the_api_stops_the_workers(conll_files: dict[str, Path], tmp_path: Path,
                                                         default_sigint: None) -> None:
    """A kernel interrupt (KeyboardInterrupt in the main thread) while worker processes extract: it
    propagates, and every worker is gone; the same extractor then gives the edits of an uninterrupted run."""
    import _thread

    from gecnb.edits.errant_extractor import ErrantExtractor

    src = conll_files["src"].read_text(encoding="utf-8").splitlines()
    pairs = [(s, t) for f in ("hyp", "ref")
             for s, t in zip(src, conll_files[f].read_text(encoding="utf-8").splitlines(), strict=True)]
    ex = ErrantExtractor(cache=EditCache(tmp_path / "edits.sqlite"), workers=2, progress=False)
    _ = ex.annotator  # loaded before the clock starts
    seen: set[int] = set()

    def interrupt_when_workers_run() -> None:
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline and not seen:
            seen.update(_children(os.getpid()) - before)
            time.sleep(0.01)
        time.sleep(0.3)
        _thread.interrupt_main()

    before = _children(os.getpid())
    watcher = threading.Thread(target=interrupt_when_workers_run, daemon=True)
    watcher.start()
    with pytest.raises(KeyboardInterrupt):
        ex.extract_many(pairs)
        time.sleep(5)  # the extraction ended before the interrupt came: wait for it (the test then fails below)
    watcher.join(10)
    assert seen, "no worker process was seen"
    assert not _wait_gone(seen, 3.0), "worker processes outlived the interrupt"
    assert not multiprocessing.active_children()
    assert ex.cache is not None and ex.cache.check() == 0
    fresh = ErrantExtractor(cache=False, workers=1, progress=False)
    assert ex.extract_many(pairs) == fresh.extract_many(pairs)


def test_die_with_parent_in_a_worker(tmp_path: Path) -> None:
    """A forked worker that armed die_with_parent ends when its parent is SIGKILLed."""
    if not Path("/proc/self/stat").exists() or "fork" not in multiprocessing.get_all_start_methods():
        pytest.skip("needs fork and /proc")
    script = (
        "import multiprocessing, os, sys, time\n"
        "from gecnb.data.workers import die_with_parent\n"
        "def w(parent):\n"
        "    os.write(1, (die_with_parent(parent) + '\\n').encode())  # one write: the lines never interleave\n"
        "    time.sleep(600)\n"
        "if __name__ == '__main__':\n"
        "    p = multiprocessing.get_context('fork').Process(target=w, args=(os.getpid(),))\n"
        "    p.start()\n"
        "    os.write(1, f'{p.pid}\\n'.encode())\n"
        "    time.sleep(600)\n"
    )
    proc = subprocess.Popen([sys.executable, "-c", script], env={**os.environ, "PYTHONPATH": str(ROOT)},
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert proc.stdout is not None and proc.stderr is not None
    first, second = proc.stdout.readline().strip(), proc.stdout.readline().strip()
    if not first or not second:
        proc.kill()
        pytest.fail(f"the script failed: {first!r} {second!r} rc={proc.wait(10)} {proc.stderr.read()}")
    child = int(first if first.isdigit() else second)
    assert {first, second} - {str(child)} <= {"pdeathsig", "watchdog"}
    assert _alive(child)
    proc.kill()
    proc.wait(10)
    assert not _wait_gone({child}, 10)


def test_damaged_shipped_edits_are_an_error(monkeypatch: pytest.MonkeyPatch) -> None:
    """Shipped ERRANT edits (gecnb/datasets/fresh_errant) that differ from MANIFEST.sha256: an error naming the
    file and the script that rebuilds it (extracting them again belongs to a higher layer), never wrong numbers."""
    from gecnb.data import registry

    refused: list[str] = []

    def refuse(path: Any, *, rebuild: str, warn: bool = True) -> bool:
        refused.append(Path(path).name)
        return Path(path).name != "NUCLE.m2"

    monkeypatch.setattr(cachefile, "shipped_file_ok", refuse)
    with pytest.raises(registry.GecInputError, match=r"NUCLE.m2: this shipped file of ERRANT edits differs.*build_fresh_errant"):
        registry._conll14_fresh_errant()
    assert refused == ["NUCLE.m2"]
