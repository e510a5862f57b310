"""The result cache of ``gecnb.evaluate`` (``$GECNB_CACHE_DIR/evaluate.sqlite``) and ``--no-cache``.

Nothing read runs code (planted pickles, as files of the old cache and as rows with a valid checksum), nothing
read changes a number (edited rows, rows of another kind, truncated tables: one warning, recomputed, the numbers
of a cache-free run), read-only places, the bound (least recently used first), the frame codec bit for bit, a bad
``$GECNB_EVALUATE_CACHE_MB``, and ``cache=False`` creating nothing at all. Kept small: on CoNLL-2014 the user
system is CAMB's output under another name (its edits are the shipped ones: nothing is parsed), with AMU, ERRANT
only and 50 bootstrap samples; the own-data run has 12 sentences.
"""

from __future__ import annotations

import hashlib
import json
import math
import os
import pickle
import sqlite3
import warnings
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd
import pytest

import gecnb
from gecnb.cli import main
from gecnb.data import cachefile
from gecnb.data.cachefile import CacheDamage, CacheWarning, frame_from_bytes, frame_to_bytes
from gecnb.data.errors import GecInputWarning
from gecnb.data.registry import load_dataset
from gecnb.evaluation import evaluate
from gecnb.evaluation.cache import DEFAULT_LIMIT_MB, ResultCache, limit_bytes
from tests.conftest import needs_spacy

FRAMES = ("scores", "details", "disentangled", "comparisons", "types", "cleme_types", "buckets", "examples", "chunks")


@pytest.fixture(autouse=True)
def _own_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Each test its own, empty cache folder, and its own warnings."""
    folder = tmp_path / "cache"
    monkeypatch.setenv("GECNB_CACHE_DIR", str(folder))
    monkeypatch.delenv("GECNB_EVALUATE_CACHE_MB", raising=False)
    cachefile.reset_warnings()
    return folder


@pytest.fixture(scope="module")
def camb() -> list[str]:
    return list(load_dataset("conll14").systems["CAMB"].hypotheses)


def _run(camb: list[str], **kw: Any) -> gecnb.evaluation.EvaluationReport:
    args: dict[str, Any] = dict(hypotheses={"MINE": camb}, systems=["AMU"], metrics=["ERRANT"], baseline="AMU", n=50,
                                examples=2, progress=False)
    args.update(kw)
    return evaluate("conll14", **args)


def _same(a: Any, b: Any) -> None:
    for name in FRAMES:
        pd.testing.assert_frame_equal(getattr(a, name), getattr(b, name), check_exact=True, obj=name)
    assert a.notes == b.notes


def _cache_warnings(record: list[warnings.WarningMessage]) -> list[str]:
    return [str(w.message) for w in record if issubclass(w.category, CacheWarning)]


def _rows(path: Path, kind: str) -> list[tuple[str, str, bytes]]:
    with sqlite3.connect(path) as db:
        return list(db.execute("SELECT key, meta, body FROM results WHERE kind = ?", [kind]))


def _checksum(key: str, kind: str, meta: str, body: bytes) -> str:
    return cachefile.row_checksum(key, kind, meta, hashlib.sha256(body).hexdigest())


class _Payload:
    """Unpickling it creates ``path`` (what a planted pickle could do)."""

    def __init__(self, path: Path):
        self.path = path

    def __reduce__(self) -> tuple[Any, ...]:
        return (open, (str(self.path), "w"))


def _payload(path: Path) -> bytes:
    return pickle.dumps(_Payload(path))


def test_the_payload_runs_when_unpickled(tmp_path: Path) -> None:
    # the planted files below would create their marker if anything unpickled them
    marker = tmp_path / "proof"
    pickle.loads(_payload(marker)).close()
    assert marker.exists()


# ---------------------------------------------------------------------------------------------- planted pickles
def test_a_planted_pickle_is_never_executed(camb: list[str], _own_cache: Path, tmp_path: Path) -> None:
    marker = tmp_path / "executed"
    legacy = _own_cache / "evaluate"  # where the old cache wrote <key>.pkl
    legacy.mkdir(parents=True)
    for name in ("0" * 40, "f" * 40, "evaluate"):
        (legacy / f"{name}.pkl").write_bytes(_payload(marker))
    (_own_cache / "evaluate.sqlite").write_bytes(_payload(marker))  # a pickle where the SQLite file is
    with warnings.catch_warnings(record=True) as record:
        warnings.simplefilter("always")
        report = _run(camb)
    assert not marker.exists()
    got = _cache_warnings(record)
    assert any("older gecnb (pickle files) is never read" in w for w in got), got
    assert any("evaluate result cache is damaged" in w and "moved to" in w for w in got), got
    assert (_own_cache / "evaluate.sqlite.corrupt").read_bytes() == _payload(marker)  # set aside, not read
    _same(report, _run(camb, cache=False))


def test_a_pickle_in_a_row_with_a_valid_checksum_is_never_executed(camb: list[str], _own_cache: Path,
                                                                  tmp_path: Path) -> None:
    """A hostile row (its checksum right) holding a pickle where the statistics and the analyses' tables are:
    the codec reads numbers and JSON only, so it is rejected (one warning) and recomputed."""
    first = _run(camb)
    path = _own_cache / "evaluate.sqlite"
    marker = tmp_path / "executed"
    with sqlite3.connect(path) as db:
        for kind in ("statistics", "frames"):
            for key, meta, _body in _rows(path, kind):
                body = _payload(marker)
                if kind == "frames":
                    meta = json.dumps({"names": ["types", "cleme_types", "buckets", "examples", "chunks"],
                                       "sizes": [len(body), 0, 0, 0, 0]})
                db.execute("UPDATE results SET meta = ?, body = ?, chk = ? WHERE key = ?",
                           [meta, body, _checksum(key, kind, meta, body), key])
    with warnings.catch_warnings(record=True) as record:
        warnings.simplefilter("always")
        again = _run(camb, n=60)  # another n: the samples are drawn again from the statistics
    assert not marker.exists()
    got = _cache_warnings(record)
    assert len(got) == 1 and "not a gecnb frame" in got[0], got
    _same(again, _run(camb, n=60, cache=False))
    _same(first, _run(camb))


# ---------------------------------------------------------------------------------------------- damaged rows
def test_an_edited_entry_is_never_used(camb: list[str], _own_cache: Path) -> None:
    first = _run(camb)
    path = _own_cache / "evaluate.sqlite"
    with sqlite3.connect(path) as db:  # values and samples edited in place, their checksums left as they were
        for key, meta, _body in _rows(path, "values"):
            values = json.loads(meta)
            values["values"]["f"] = 0.123456
            db.execute("UPDATE results SET meta = ? WHERE key = ?", [json.dumps(values), key])
        for key, _meta, body in _rows(path, "samples"):
            db.execute("UPDATE results SET body = ? WHERE key = ?", [np.full(len(body) // 8, 0.5).tobytes(), key])
    with warnings.catch_warnings(record=True) as record:
        warnings.simplefilter("always")
        again = _run(camb)
    got = _cache_warnings(record)
    assert len(got) == 1 and "differs from its checksum" in got[0] and "4 entries" in got[0], got
    assert 0.123456 not in set(again.scores["value"]) and 0.5 not in set(again.scores["ci_low"])
    fresh = _run(camb, cache=False)
    _same(again, fresh)
    _same(first, fresh)
    with warnings.catch_warnings(record=True) as record:  # recomputed and written again: no warning now
        warnings.simplefilter("always")
        _same(_run(camb), fresh)
    assert _cache_warnings(record) == []


def test_an_entry_of_another_kind_is_not_used(tmp_path: Path) -> None:
    cache = ResultCache(path=tmp_path / "e.sqlite", limit=10_000_000)
    cache.put_samples("k", np.arange(4.0), 1.0)
    cache.put_values("v", {"f": 0.5, "signature": "x"})
    assert cache.get_values("k") is None  # a samples row asked for as values
    assert cache.get_samples("v", 4) is None
    assert cache.get_statistics("k") is None  # deleted at the first look
    with pytest.warns(CacheWarning, match=r"2 entries .*kind 'samples' where 'values' was expected"):
        cache.close()
    again = ResultCache(path=tmp_path / "e.sqlite", limit=10_000_000)
    assert again.get_samples("k", 4) is None and again.get_values("v") is None  # deleted, not kept
    again.close()


def test_a_truncated_statistics_blob_is_recomputed(tmp_path: Path) -> None:
    path = tmp_path / "e.sqlite"
    frame = pd.DataFrame({"system": ["a"] * 50, "tp": np.arange(50), "f": np.linspace(0, 1, 50)})
    cache = ResultCache(path=path, limit=10_000_000)
    cache.put_statistics("s", frame)
    pd.testing.assert_frame_equal(cache.get_statistics("s"), frame, check_exact=True)
    cache.close()
    with sqlite3.connect(path) as db:  # cut in half, with a checksum that fits: the codec is what notices
        (meta, body), = db.execute("SELECT meta, body FROM results WHERE key = 's'")
        body = body[: len(body) // 2]
        db.execute("UPDATE results SET body = ?, chk = ? WHERE key = 's'", [body, _checksum("s", "statistics", meta, body)])
    cache = ResultCache(path=path, limit=10_000_000)
    assert cache.get_statistics("s") is None
    with pytest.warns(CacheWarning, match="1 entry .*not a readable gecnb frame"):
        cache.close()


def test_values_read_back_as_they_were(tmp_path: Path) -> None:
    values = {"f": 1 / 3, "nan": math.nan, "inf": -math.inf, "n": 2**62, "b": True, "none": None,
              "signature": "metric:m2|gold:\udcff \u00fc \U0001f600", "z": 0.0, "neg": -0.0}
    cache = ResultCache(path=tmp_path / "e.sqlite", limit=10_000_000)
    cache.put_values("v", {**values, "np": np.float32(0.5), "i": np.int64(3), "nb": np.bool_(False)})
    cache.put_values("bad", {"f": [1, 2]})  # not a plain value: not stored, computed each time
    got = cache.get_values("v")
    assert got is not None and list(got)[:len(values)] == list(values)  # the columns in order
    assert {k: repr(v) for k, v in got.items()} == {k: repr(v) for k, v in
                                                    {**values, "np": 0.5, "i": 3, "nb": False}.items()}
    assert cache.get_values("bad") is None
    cache.close()


def test_samples_of_another_size_are_not_used(tmp_path: Path) -> None:
    cache = ResultCache(path=tmp_path / "e.sqlite", limit=10_000_000)
    cache.put_samples("k", np.arange(5.0), 2.0)
    got = cache.get_samples("k", 5)
    assert got is not None and got[1] == 2.0 and got[0].tolist() == [0, 1, 2, 3, 4]
    assert cache.get_samples("k", 6) is None
    with pytest.warns(CacheWarning, match="samples of another size"):
        cache.close()


def test_a_warm_report_reads_no_statistics(camb: list[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """Every system's samples cached: the statistics (GLEU's are 1,312 x 5,001 per system) are not read."""
    first = _run(camb)

    def refuse(self: ResultCache, key: str) -> None:
        raise AssertionError("statistics read on a warm run")

    monkeypatch.setattr(ResultCache, "get_statistics", refuse)
    _same(_run(camb), first)


# ---------------------------------------------------------------------------------------------- read-only
def test_a_read_only_cache_is_read_and_not_written(camb: list[str], _own_cache: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    first = _run(camb)
    path = _own_cache / "evaluate.sqlite"
    before = path.read_bytes()
    real_connect = cachefile.connect
    monkeypatch.setattr(cachefile, "connect", lambda p, **kw: real_connect(p, read_only=True))
    with warnings.catch_warnings(record=True) as record:
        warnings.simplefilter("always")
        other = _run(camb, systems=["AMU", "INPUT"])  # INPUT's results are new: they cannot be written
        same = _run(camb)
    got = _cache_warnings(record)
    assert len(got) == 1 and "cannot write the evaluate result cache" in got[0], got
    assert path.read_bytes() == before
    _same(same, first)
    _same(other, _run(camb, systems=["AMU", "INPUT"], cache=False))


def test_a_full_disk_warns_once_and_keeps_what_is_there(tmp_path: Path) -> None:
    """SQLite's own SQLITE_FULL (a page limit): not written, one warning, the entries already there read."""
    cache = ResultCache(path=tmp_path / "e.sqlite", limit=100_000_000)
    cache.put_samples("kept", np.arange(10.0), 1.0)
    store = cache._db()
    assert store is not None
    db = store.db()
    assert db is not None
    db.execute(f"PRAGMA max_page_count = {db.execute('PRAGMA page_count').fetchone()[0]}")
    rng = np.random.default_rng(1)
    with warnings.catch_warnings(record=True) as record:
        warnings.simplefilter("always")
        for k in range(5):
            cache.put_samples(f"new{k}", rng.random(20_000), 0.0)
        got = cache.get_samples("kept", 10)
        assert cache.get_samples("new0", 20_000) is None
        cache.close()
    assert got is not None and got[0].tolist() == list(range(10))
    texts = _cache_warnings(record)
    assert len(texts) == 1 and "full" in texts[0], texts


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0,
                    reason="not applicable: root writes into a read-only directory anyway")
def test_a_read_only_cache_directory_for_real(camb: list[str], _own_cache: Path) -> None:
    first = _run(camb)
    path = _own_cache / "evaluate.sqlite"
    before = path.read_bytes()
    _own_cache.chmod(0o500)
    path.chmod(0o400)
    try:
        with pytest.warns(CacheWarning, match="cannot write"):
            other = _run(camb, systems=["AMU", "INPUT"])
        assert path.read_bytes() == before
    finally:
        path.chmod(0o600)
        _own_cache.chmod(0o700)
    _same(other, _run(camb, systems=["AMU", "INPUT"], cache=False))
    _same(_run(camb), first)


def test_a_cache_folder_that_is_a_file(camb: list[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    folder = tmp_path / "a-file"
    folder.write_text("not a folder")
    monkeypatch.setenv("GECNB_CACHE_DIR", str(folder))
    with pytest.raises(gecnb.GecInputError, match="directory is a file"):  # the edit cache's error, as before
        evaluate("conll14", hypotheses={"MINE": ["x"] * 1312}, systems=["AMU"], metrics=["ERRANT"], progress=False)
    cachefile.reset_warnings()
    with warnings.catch_warnings(record=True) as record:  # the shipped edits hold every pair: no edit cache needed
        warnings.simplefilter("always")
        report = _run(camb)
    assert any("cache directory is a file" in w for w in _cache_warnings(record))
    assert folder.read_text() == "not a folder"
    _same(report, _run(camb, cache=False))


# ---------------------------------------------------------------------------------------------- the bound
def test_the_bound_evicts_the_least_recently_used_and_the_file_stays_under_it(tmp_path: Path,
                                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GECNB_EVALUATE_CACHE_MB", "1")
    path = tmp_path / "bound.sqlite"
    rng = np.random.default_rng(0)
    entry = 12_500  # samples: 100 KB of float64 that do not compress
    cache = ResultCache(path=path)
    assert cache.limit == 1_000_000
    for k in range(6):
        cache.put_samples(f"old{k}", rng.random(entry), 0.0)
    cache.close()
    cache = ResultCache(path=path)
    assert cache.get_samples("old0", entry) is not None  # used again: now the most recent of the old ones
    cache.flush()
    for k in range(6):
        cache.put_samples(f"new{k}", rng.random(entry), 0.0)
    assert cache.evicted >= 3
    cache.close()
    assert path.stat().st_size <= 1_000_000
    assert not Path(str(path) + "-wal").exists() or Path(str(path) + "-wal").stat().st_size == 0
    cache = ResultCache(path=path)
    kept = {k for k in [*(f"old{i}" for i in range(6)), *(f"new{i}" for i in range(6))]
            if cache.get_samples(k, entry) is not None}
    cache.close()
    assert {f"new{i}" for i in range(6)} <= kept
    assert "old0" in kept and not {"old1", "old2", "old3"} & kept  # the least recently used went first


def test_an_entry_larger_than_the_bound_is_not_stored(tmp_path: Path) -> None:
    cache = ResultCache(path=tmp_path / "e.sqlite", limit=1_000_000)
    cache.put_samples("big", np.zeros(200_000), 0.0)  # 1.6 MB
    assert cache.get_samples("big", 200_000) is None
    cache.close()


def test_the_bound_from_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    assert limit_bytes() == DEFAULT_LIMIT_MB * 1_000_000
    for raw, want in (("250", 250_000_000), (" 1.5 ", 1_500_000), ("0", 0), ("0.0", 0), ("100000", 10**11)):
        monkeypatch.setenv("GECNB_EVALUATE_CACHE_MB", raw)
        assert limit_bytes() == want
    for raw in ("abc", "-1", "+5", "nan", "inf", "0.5", "1e3", "1e400", "1_000", "10 MB", "１０", "1" * 400):
        monkeypatch.setenv("GECNB_EVALUATE_CACHE_MB", raw)
        with pytest.raises(ValueError, match="GECNB_EVALUATE_CACHE_MB must be a number of megabytes"):
            limit_bytes()


@pytest.mark.parametrize("raw", ["abc", "-1", "nan", "0.5"])
def test_a_bad_bound_is_a_clear_cli_error(raw: str, monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
                                          capsys: pytest.CaptureFixture[str], _own_cache: Path) -> None:
    monkeypatch.setenv("GECNB_EVALUATE_CACHE_MB", raw)
    hyp = tmp_path / "mine.txt"
    hyp.write_text("x\n" * 1312, encoding="utf-8")
    assert main(["evaluate", "--dataset", "conll14", "--hypothesis", str(hyp), "--metric", "ERRANT", "--quiet"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("gecnb: error: GECNB_EVALUATE_CACHE_MB must be") and "Traceback" not in err
    assert repr(raw) in err
    assert not _own_cache.exists()  # refused before any work


def test_zero_turns_the_result_cache_off(camb: list[str], monkeypatch: pytest.MonkeyPatch, _own_cache: Path) -> None:
    monkeypatch.setenv("GECNB_EVALUATE_CACHE_MB", "0")
    report = _run(camb)
    assert not (_own_cache / "evaluate.sqlite").exists()
    _same(report, _run(camb, cache=False))


# ---------------------------------------------------------------------------------------------- --no-cache
@needs_spacy
def test_no_cache_creates_nothing_in_the_cache_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                      _own_cache: Path) -> None:
    """An own-data run extracts edits with ERRANT and scores the whole suite (and CLEME2.0-sim where a BERT
    model is installed: the BERTScore cache): with cache=False nothing is created in the cache folder, and a
    bad bound is not even read."""
    _own_cache.mkdir()
    monkeypatch.setenv("GECNB_EVALUATE_CACHE_MB", "not read")
    c = load_dataset("conll14").subset(range(12))
    own = gecnb.Corpus("own", c.sources, "en", {"NUCLE": c.reference_sets["NUCLE"]}, {"AMU": c.systems["AMU"]})
    kw: dict[str, Any] = dict(hypotheses={"CAMB": list(c.systems["CAMB"].hypotheses)}, baseline="AMU", n=30,
                              progress=False)
    try:
        import bert_score  # noqa: F401

        kw["similarity"] = True
    except ImportError:
        pass
    report = evaluate(own, cache=False, **kw)
    assert sorted(p.name for p in _own_cache.iterdir()) == []
    assert set(report.scores["metric"]) >= {"M2", "ERRANT", "GLEU", "CLEME2.0-dep"}
    if kw.get("similarity"):
        assert "CLEME2.0-sim-dep" in set(report.scores["metric"])
    monkeypatch.delenv("GECNB_EVALUATE_CACHE_MB")
    cached = evaluate(own, **kw)  # the same numbers through the caches, which now exist
    assert (_own_cache / "evaluate.sqlite").exists() and (_own_cache / "edits.sqlite").exists()
    _same(cached, report)


def test_no_caches_context(tmp_path: Path) -> None:
    from gecnb.metrics.weighting.bertscore import F1Cache

    path = tmp_path / "sub" / "bertscore.sqlite"
    with cachefile.no_caches():
        f1 = F1Cache(path)
        f1.put_many("m", {("a", "b"): 0.5})
        assert f1.get_many("m", [("a", "b")]) == {}
        store = ResultCache(path=tmp_path / "sub" / "e.sqlite", limit=10_000_000)
        store.put_samples("k", np.zeros(3), 0.0)
        assert store.get_samples("k", 3) is None
        store.close()
    assert not (tmp_path / "sub").exists()
    assert not cachefile.caches_off()


# ---------------------------------------------------------------------------------------------- the codec
def _bits(frame: pd.DataFrame) -> list[bytes]:
    """Each numeric column's raw bytes (NaN payloads and -0.0 included), for a bit-for-bit comparison."""
    return [np.ascontiguousarray(frame[c].to_numpy()).tobytes() for c in frame.columns
            if isinstance(frame[c].dtype, np.dtype) and frame[c].dtype.kind in "iufb"]


def _round_trip(frame: pd.DataFrame) -> pd.DataFrame:
    back = frame_from_bytes(frame_to_bytes(frame))
    pd.testing.assert_frame_equal(back, frame, check_exact=True, check_column_type=True, check_index_type=True)
    assert list(back.dtypes) == list(frame.dtypes) and _bits(back) == _bits(frame)
    return back


def test_every_suite_metrics_statistics_round_trip_bit_for_bit() -> None:
    from gecnb.evaluation.suite import SUITE

    sub = list(range(40))
    corpora = {"m2": load_dataset("conll14-m2", reference_sets=["NUCLE"]).subset(sub),
               "edits": load_dataset("conll14-fresh-errant", reference_sets=["NUCLE"]).subset(sub)}
    kinds = set()
    for spec in SUITE:
        m = spec.get()
        stats = m.statistics(corpora[spec.gold], reference_set="NUCLE", systems=["AMU", "INPUT"], level=spec.level)
        for s in ("AMU", "INPUT"):
            frame = stats[stats["system"] == s].reset_index(drop=True)
            _round_trip(frame)
            kinds |= {str(d) for d in frame.dtypes}
    assert {"int64", "float64", "str"} <= kinds


def test_gleus_statistics_are_stored_compactly() -> None:
    fe = load_dataset("conll14-fresh-errant", reference_sets=["NUCLE"]).subset(range(200))
    stats = gecnb.get_metric("gleu").statistics(fe, reference_set="NUCLE", systems=["AMU"])
    assert stats.shape[1] == 5003
    raw = frame_to_bytes(stats)
    assert len(raw) < stats.memory_usage(deep=False).sum() / 50  # 500 iterations of ten counts, mostly repeated
    _round_trip(stats)


def test_the_codec_round_trips_every_kind_of_column() -> None:
    frame = pd.DataFrame({
        "f": np.array([0.0, -0.0, np.nan, np.inf, -np.inf, 5e-324, 1.0 / 3]),
        "f32": np.array([1.5, -0.0, np.nan, 3, 4, 5, 6], dtype=np.float32),
        "i": np.array([0, -1, 2**63 - 1, -(2**63), 5, 6, 7], dtype=np.int64),
        "small": np.arange(7, dtype=np.int64),
        "same": np.arange(7, dtype=np.int64),  # equal to `small`: stored once
        "i8": np.arange(7, dtype=np.int8),
        "u64": np.array([0, 1, 2**64 - 1, 3, 4, 5, 6], dtype=np.uint64),
        "u8": np.arange(7, dtype=np.uint8),
        "b": [True, False, True, True, False, False, True],
        "s": ["a", None, "ü ́", "😀", "", "x" * 1000, "<b>&\"'\\ \udcff"],  # a lone surrogate (argv's non-UTF-8)
        "o": pd.Series(["p", None, "q", "r", "s", "t", "u"], dtype=object),
        "cat": pd.Categorical(["TP", "FN", None, "TP", "FP", "FN", "TP"], categories=["TP", "FP", "FN"]),
        "ordered": pd.Categorical(list("abcabca"), ordered=True),
        7: np.arange(7.0),
        "label \udcff": np.arange(7.0),
    })
    back = _round_trip(frame)
    assert math.copysign(1, back["f"].iloc[1]) == -1
    for empty in (pd.DataFrame(), pd.DataFrame(columns=["system", "tp"]), frame.iloc[:0].reset_index(drop=True),
                  pd.DataFrame(np.arange(6).reshape(3, 2)), pd.DataFrame({3: [1], 7: [2]})):
        _round_trip(empty)


def test_the_codec_refuses_what_it_cannot_store() -> None:
    for bad in (pd.DataFrame({"a": [1, 2]}, index=[5, 6]),  # another index
                pd.DataFrame({"a": [[1], [2]]}),  # lists
                pd.DataFrame({"a": [1, "x"]}),  # mixed objects
                pd.DataFrame({("a", "b"): [1]}),  # a tuple label
                pd.DataFrame([[1, 2]], columns=["a", "a"]),  # a label twice
                pd.DataFrame({"t": pd.to_datetime(["2024-01-01"])}),
                pd.DataFrame({"c": np.array([1 + 2j])})):
        with pytest.raises(TypeError):
            frame_to_bytes(bad)


def test_the_codec_rejects_foreign_bytes(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import zlib

    good = frame_to_bytes(pd.DataFrame({"tp": np.arange(100), "s": ["x"] * 100}))
    magic = cachefile.FRAME_MAGIC
    body = zlib.decompress(good[len(magic):])
    size = int.from_bytes(body[:8], "little")
    header = json.loads(body[8:8 + size])

    def with_header(h: dict[str, Any], rest: bytes | None = None) -> bytes:
        text = json.dumps(h).encode()
        return magic + zlib.compress(len(text).to_bytes(8, "little") + text + (body[8 + size:] if rest is None else rest))

    num = next(i for i, b in enumerate(header["blocks"]) if b["kind"] == "num")
    object_block = json.loads(json.dumps(header))
    object_block["blocks"][num]["stored"] = object_block["blocks"][num]["dtype"] = "|O"
    object_block["columns"][0]["dtype"] = "|O"
    void = json.loads(json.dumps(header))
    void["blocks"][num]["stored"] = "|V1"
    unsigned = json.loads(json.dumps(header))  # stored as a type the column cannot take
    unsigned["blocks"][num]["stored"] = "<f8"
    text = next(i for i, b in enumerate(header["blocks"]) if b["kind"] == "text")
    numbers = json.loads(json.dumps(header))  # a text block read as the wrong dtype
    numbers["columns"][1]["dtype"] = "<i8"
    too_many = json.loads(json.dumps(header))
    too_many["blocks"][text]["columns"] = [1, 0]
    cycle = json.loads(json.dumps(header))
    cycle["columns"].append({"name": "again", "dtype": "<i8", "same": 2})
    big = json.loads(json.dumps(header))
    big["rows"] = 10**12
    for foreign in (b"", b"\x80\x04K\x01.", pickle.dumps(pd.DataFrame({"a": [1]})), _payload(tmp_path / "x"),
                    b"GECNBFRAME1\n" + good[len(magic):], magic, magic + b"not zlib", good[:-10], good + b"\x00",
                    magic + zlib.compress(b"\x05\x00\x00\x00\x00\x00\x00\x00[1,2]"), with_header(header, b""),
                    with_header(object_block), with_header(void), with_header(unsigned), with_header(numbers),
                    with_header(too_many), with_header(cycle), with_header(big),
                    with_header(header) + b"trailing"):
        with pytest.raises(CacheDamage):
            frame_from_bytes(foreign)
    assert not (tmp_path / "x").exists()
    monkeypatch.setattr(cachefile, "FRAME_MAX_BYTES", 1000)  # a body that inflates past the limit
    with pytest.raises(CacheDamage, match="too large"):
        frame_from_bytes(frame_to_bytes(pd.DataFrame({"a": np.zeros(1000)})))


# ---------------------------------------------------------------------------------------------- loading
@pytest.mark.parametrize("name", ["conll14", "conll14-m2", "conll14-fresh-errant"])
def test_loading_one_reference_set_gives_that_set_of_the_whole_dataset(name: str) -> None:
    whole = load_dataset(name)
    for rs in ("NUCLE", "E-Minimal"):
        part = load_dataset(name, reference_sets=[rs])
        assert list(part.reference_sets) == [rs]
        assert part.reference_sets[rs] == whole.reference_sets[rs]
        assert part.sources == whole.sources and part.systems == whole.systems
    with pytest.raises(KeyError, match="has no reference set"):
        load_dataset(name, reference_sets=["nope"])


# ---------------------------------------------------------------------------------------------- cold runs
def test_score_then_statistics_search_and_count_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """M2's lattice search and GLEU's n-gram counts are done once for score() and statistics() of the same
    systems (what evaluate asks for a system it has not cached), with the numbers of separate metrics."""
    import gecnb.metrics.gleu as gleu_module
    import gecnb.metrics.m2scorer as m2_module

    c = load_dataset("conll14-m2", reference_sets=["NUCLE"]).subset(range(30))
    counts = {"lattice": 0, "ngrams": 0}
    real_search, real_stats = m2_module._score_sentences, gleu_module.sentence_reference_stats

    def search(*a: Any, **kw: Any) -> Any:
        counts["lattice"] += 1
        return real_search(*a, **kw)

    def ngrams(*a: Any, **kw: Any) -> Any:
        counts["ngrams"] += 1
        return real_stats(*a, **kw)

    monkeypatch.setattr(m2_module, "_score_sentences", search)
    monkeypatch.setattr(gleu_module, "sentence_reference_stats", ngrams)
    systems = ["AMU", "CAMB"]
    for name, key in (("m2", "lattice"), ("gleu", "ngrams")):
        m = gecnb.get_metric(name)
        scores = m.score(c, reference_set="NUCLE", systems=systems)
        stats = m.statistics(c, reference_set="NUCLE", systems=systems)
        assert counts[key] == len(systems)
        pd.testing.assert_frame_equal(scores, gecnb.get_metric(name).score(c, reference_set="NUCLE", systems=systems))
        pd.testing.assert_frame_equal(stats, gecnb.get_metric(name).statistics(c, reference_set="NUCLE", systems=systems))
        other = c.subset(range(10))  # another corpus: counted again, not taken from the last call
        before = counts[key]
        m.score(other, reference_set="NUCLE", systems=["AMU"])
        assert counts[key] == before + 1


# ---------------------------------------------------------------------------------------------- two processes
# A cold report forks its worker only in a process without other threads (gecnb.evaluation.parallel): these
# tests are marked `forks` and run first (tests/conftest.py), before a library of an earlier test leaves one
# (dask's IO loop and offload threads, asyncio's child watcher); _no_other_threads says which if one is there.
def _no_other_threads() -> None:
    import gecnb.evaluation.parallel as parallel

    others = parallel._other_threads()
    assert not others, f"a thread of an earlier test is alive, so evaluate rightly computes in one process: {others}"


def _spy_prefill(monkeypatch: pytest.MonkeyPatch) -> list[bool]:
    import gecnb.evaluation.parallel as parallel

    _no_other_threads()

    taken: list[bool] = []
    real = parallel.prefill

    def spy(*a: Any, **kw: Any) -> bool:
        taken.append(real(*a, **kw))
        return taken[-1]

    monkeypatch.setattr(parallel, "prefill", spy)
    return taken


@pytest.mark.forks
def test_a_cold_report_on_two_processes_gives_the_numbers_of_one(camb: list[str],
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    """The metrics not cached are split between this process and a forked worker; their warnings come here."""
    import gecnb.evaluation.suite as run_module

    taken = _spy_prefill(monkeypatch)
    real = run_module.score_and_resample

    def warn_first(spec: Any, *a: Any, **kw: Any) -> Any:
        warnings.warn(f"computed by {os.getpid()}: {spec.label}", GecInputWarning, stacklevel=1)
        return real(spec, *a, **kw)

    monkeypatch.setattr(run_module, "score_and_resample", warn_first)
    kw: dict[str, Any] = dict(metrics=["M2", "ERRANT", "CLEME2.0-dep"], systems=["AMU", "INPUT"])
    with warnings.catch_warnings(record=True) as record:
        warnings.simplefilter("always")
        two = _run(camb, **kw)
    assert taken == [True]
    by = [str(w.message).split(": ")[0] for w in record if "computed by" in str(w.message)]
    assert f"computed by {os.getpid()}" in by and any(b != f"computed by {os.getpid()}" for b in by)
    assert any(n.startswith("input warning: computed by") and str(os.getpid()) not in n for n in two.notes)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        one = _run(camb, cache=False, **kw)
    assert taken == [True, False]  # no cache: one process
    for name in FRAMES:
        pd.testing.assert_frame_equal(getattr(two, name), getattr(one, name), check_exact=True, obj=name)


@pytest.mark.forks
def test_a_failed_worker_costs_time_not_numbers(camb: list[str], monkeypatch: pytest.MonkeyPatch) -> None:
    import gecnb.evaluation.parallel as parallel

    def fail(*a: Any, **kw: Any) -> None:
        os._exit(3)

    monkeypatch.setattr(parallel, "_child", fail)
    taken = _spy_prefill(monkeypatch)
    kw: dict[str, Any] = dict(metrics=["M2", "ERRANT", "CLEME2.0-dep"], systems=["AMU", "INPUT"])
    report = _run(camb, **kw)
    assert taken == [True]
    _same(report, _run(camb, cache=False, **kw))


@pytest.mark.forks
def test_an_interrupted_cold_report_leaves_no_worker(camb: list[str], monkeypatch: pytest.MonkeyPatch) -> None:
    import multiprocessing

    import gecnb.evaluation.suite as run_module

    _no_other_threads()

    parent = os.getpid()
    real = run_module.score_and_resample

    def interrupt(spec: Any, *a: Any, **kw: Any) -> Any:
        if os.getpid() == parent and multiprocessing.active_children():
            raise KeyboardInterrupt
        return real(spec, *a, **kw)

    monkeypatch.setattr(run_module, "score_and_resample", interrupt)
    with pytest.raises(KeyboardInterrupt):
        _run(camb, metrics=["M2", "ERRANT", "CLEME2.0-dep"], systems=["AMU", "INPUT"])
    assert multiprocessing.active_children() == []


# ---------------------------------------------------------------------------------------------- someone else's file
@pytest.mark.parametrize("schema", ["CREATE TABLE notes (x TEXT)", "CREATE TABLE results (x TEXT)"])
def test_an_sqlite_file_of_something_else_is_never_written(schema: str, _own_cache: Path, tmp_path: Path,
                                                          capsys: pytest.CaptureFixture[str]) -> None:
    _own_cache.mkdir()
    path = _own_cache / "evaluate.sqlite"
    with sqlite3.connect(path) as db:
        db.execute(schema)
        db.execute(f"INSERT INTO {schema.split()[2]} VALUES ('theirs')")
    before = path.read_bytes()
    hyp = tmp_path / "mine.txt"
    hyp.write_text("\n".join(load_dataset("conll14").systems["CAMB"].hypotheses) + "\n", encoding="utf-8")
    argv = ["evaluate", "--dataset", "conll14", "--hypothesis", str(hyp), "--metric", "ERRANT", "--among", "AMU",
            "--bootstrap", "20", "--quiet"]
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"gecnb: error: {path}: an SQLite database that is not gecnb's evaluate cache")
    assert path.read_bytes() == before and sorted(p.name for p in _own_cache.iterdir()) == ["evaluate.sqlite"]
    assert main([*argv, "--no-cache"]) == 0  # the way around it the message names


def test_a_directory_where_the_cache_file_goes(camb: list[str], _own_cache: Path) -> None:
    (_own_cache / "evaluate.sqlite").mkdir(parents=True)
    with warnings.catch_warnings(record=True) as record:
        warnings.simplefilter("always")
        report = _run(camb)
    assert any("cannot write the evaluate result cache" in w for w in _cache_warnings(record))
    assert (_own_cache / "evaluate.sqlite").is_dir() and not any((_own_cache / "evaluate.sqlite").iterdir())
    _same(report, _run(camb, cache=False))


def test_the_cleme_variants_share_their_chunk_statistics_within_sharing_prepared(monkeypatch: pytest.MonkeyPatch) -> None:
    import gecnb.chunks.prepared as api

    c = load_dataset("conll14-fresh-errant", reference_sets=["NUCLE"]).subset(range(30))
    systems = ["AMU", "CAMB"]
    variants = [("cleme", {"assumption": "dependent"}), ("cleme", {"assumption": "independent"}),
                ("cleme2", {"assumption": "dependent"}), ("cleme2", {"assumption": "independent"})]

    def run() -> list[pd.DataFrame]:
        out = []
        for name, options in variants:
            for level in ("corpus", "sentence"):
                m = gecnb.get_metric(name, **options)
                out += [m.score(c, reference_set="NUCLE", systems=systems, level=level),
                        m.statistics(c, reference_set="NUCLE", systems=systems, level=level)]
        return out

    builds = {"n": 0}
    real = api.build_chunk_stats

    def counting(*a: Any, **kw: Any) -> Any:
        builds["n"] += 1
        return real(*a, **kw)

    monkeypatch.setattr(api, "build_chunk_stats", counting)
    alone = run()
    unshared = builds["n"]
    builds["n"] = 0
    with api.sharing_prepared():
        shared = run()
    assert builds["n"] < unshared / 4  # each system's statistics once per reference choice, not per call
    for a, b in zip(alone, shared, strict=True):
        pd.testing.assert_frame_equal(a, b, check_exact=True)
    other = c.subset(range(10))
    builds["n"] = 0
    with api.sharing_prepared():  # another corpus (other sources): prepared again
        gecnb.get_metric("cleme").score(c, reference_set="NUCLE", systems=["AMU"])
        gecnb.get_metric("cleme").score(other, reference_set="NUCLE", systems=["AMU"])
    assert builds["n"] == 2


def test_the_split_keeps_the_cleme_family_together_and_balances_the_rest() -> None:
    from gecnb.evaluation.parallel import split
    from gecnb.evaluation.suite import SUITE

    costs = {"M2": 15.0, "ERRANT": 1.0, "GLEU": 20.0}
    work = [(spec, costs.get(spec.label, 2.0)) for spec in SUITE]
    a, b = split(work)
    assert sorted(s.label for s in a + b) == sorted(s.label for s in SUITE)
    cleme = [s for s in SUITE if s.metric in ("cleme", "cleme2")]
    assert set(cleme) <= set(a) or set(cleme) <= set(b)
    assert {s.label for s in a} & {"M2", "GLEU"} and {s.label for s in b} & {"M2", "GLEU"}  # the two costliest apart
    assert [s for s in SUITE if s in a] == a  # suite order
