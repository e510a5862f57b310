"""Computed, not re-read: every shipped reproduce cache is keyed by the code and data that produced it
(gecnb/reproduce/provenance.py), a stale one fails here, and a sample of every cached table is recomputed from
nothing and compared with the cache, so that a wrong number fails CI (issue 20, item 5)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pandas as pd
import pytest

from gecnb.reproduce import base, provenance

CACHED = sorted(base.list_tables().query("cached")["name"])


def test_no_shipped_cache_is_stale() -> None:
    stale = {name: why for name in CACHED if (why := base.staleness(name))}
    assert stale == {}, ("stale reproduce caches (rebuild with python scripts/build_reproduce_cache.py --stale): "
                         f"{stale}")


def test_every_cached_table_is_shipped_with_a_sample() -> None:
    assert CACHED, "no cached table"
    for name in CACHED:
        assert base.get(name).sample is not None, f"{name}: register(..., sample=) a cheap recomputation"
        assert base._cache_path(name).is_file(), name


@pytest.fixture
def from_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """No on-disk score, edit or alignment cache: the sample is computed, not read."""
    monkeypatch.setenv("GECNB_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setenv("GECNB_PROGRESS", "0")


@pytest.mark.parametrize("name", CACHED)
def test_a_sample_of_the_cache_recomputes_from_nothing(name: str, from_nothing: None) -> None:
    result = base.check_sample(name)
    assert result.attrs["cells"] > 0
    bad = result[~result["agrees"]]
    assert bad.empty, f"{name}: the shipped cache is not what the code computes:\n{bad.to_string()}"


def test_a_planted_bug_in_cleme2_fails_the_sample(from_nothing: None, monkeypatch: pytest.MonkeyPatch) -> None:
    """The issue's example: CLEME2.0's Over scaled by 0.9 (CAMB's Over 0.4231 instead of 0.4701)."""
    import gecnb.metrics.cleme2 as cleme2

    real = cleme2.indicators

    def planted(*args, **kwargs):  # type: ignore[no-untyped-def]
        hit, wrong, under, over = real(*args, **kwargs)
        return hit, wrong, under, over * 0.9

    monkeypatch.setattr(cleme2, "indicators", planted)
    result = base.check_sample("cleme2-table12")
    bad = result[~result["agrees"]]
    camb = bad[(bad["column"] == "CAMB") & (bad["field"] == "over") & (bad["row"] == "CLEME2.0-dep")]
    assert len(camb) == 1
    assert camb["cached"].iloc[0] == pytest.approx(0.4701, abs=5e-5)  # the paper prints 0.470 (Table 12)
    assert camb["gecnb"].iloc[0] == pytest.approx(0.9 * camb["cached"].iloc[0], rel=1e-12)


def test_a_code_change_makes_the_cache_stale(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
                                            ) -> None:
    real = provenance.source_hash

    def edited(path: Path) -> str:
        h = real(path)
        return ("0" * 64) if path.as_posix().endswith("gecnb/metrics/cleme2.py") else h

    monkeypatch.setattr(provenance, "source_hash", edited)
    why = base.staleness("cleme2-table12")
    assert "code changed" in why and "gecnb/metrics/cleme2.py" in why
    with pytest.warns(base.StaleCacheWarning, match=r"build_reproduce_cache\.py cleme2-table12"):
        base.read_cache("cleme2-table12")
    from gecnb.cli import main

    assert main(["reproduce", "cleme2-table12", "--format", "json"]) == 0
    err = capsys.readouterr().err
    assert "gecnb: warning:" in err and "is stale" in err and "gecnb/metrics/cleme2.py" in err
    assert "python scripts/build_reproduce_cache.py cleme2-table12" in err
    assert base.staleness("gjg15-table3") == ""  # not cached: nothing to go stale


def test_the_code_key_covers_what_the_builder_imports_and_nothing_else() -> None:
    closure = provenance.module_closure("gecnb.reproduce.tables_cleme2corr")
    assert "gecnb.metrics.cleme2" in closure and "gecnb.meta.grid" in closure
    assert "gecnb.reproduce.tables_correlation" in closure  # imported by the module
    assert "gecnb.metrics.gotoscorer" in closure  # loaded by the metric registry (pkgutil over the package)
    assert not [m for m in closure if m.startswith(("gecnb.display", "gecnb.cli"))]
    assert "gecnb.reproduce.base" not in closure and "gecnb._progress" not in closure
    seeda = provenance.module_closure("gecnb.reproduce.tables_seeda")  # `import gecnb; gecnb.get_metric(...)`
    assert "gecnb.metrics.base" in seeda


def test_comments_and_docstrings_do_not_change_the_key(tmp_path: Path) -> None:
    a, b, c = tmp_path / "a.py", tmp_path / "b.py", tmp_path / "c.py"
    a.write_text('"""Doc."""\ndef f(x):\n    """One."""\n    return x * 2\n', encoding="utf-8")
    b.write_text('"""Other doc."""\n\n# a comment\ndef f(x):  # here\n    """Two."""\n    return x*2\n', encoding="utf-8")
    c.write_text('"""Doc."""\ndef f(x):\n    """One."""\n    return x * 0.9 * 2\n', encoding="utf-8")
    assert provenance.source_hash(a) == provenance.source_hash(b)
    assert provenance.source_hash(a) != provenance.source_hash(c)


@pytest.fixture
def tmp_cached_table(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> str:
    """chinese-table4 registered as a cached table whose cache lives in tmp_path."""
    monkeypatch.setattr(base, "CACHE_DIR", tmp_path)
    spec = base.get("chinese-table4")
    monkeypatch.setitem(base._TABLES, "chinese-table4", base.ReproTable(spec.name, spec.title, spec.build,
                                                                         spec.tolerance, cached=True))
    return "chinese-table4"


def test_a_build_records_the_data_it_read(tmp_cached_table: str) -> None:
    base.computed(tmp_cached_table, recompute=True, write=True)
    head = base._header(base._cache_path(tmp_cached_table))
    assert head[0].startswith("# signature: chinese-table4|")
    assert head[1].startswith("# code: ") and "gecnb/reproduce/tables_chinese.py=" in head[1]
    data = dict(item.rsplit("=", 1) for item in head[2].split()[3:])
    assert any(f.startswith("papers/") for f in data), head[2]  # the transcription of Table 3 it computes from
    assert base.staleness(tmp_cached_table) == ""
    again = base.computed(tmp_cached_table)
    fresh = base.computed(tmp_cached_table, recompute=True)
    pd.testing.assert_frame_equal(fresh.reset_index(drop=True), again, check_dtype=False)


def test_a_data_change_makes_the_cache_stale(tmp_cached_table: str, monkeypatch: pytest.MonkeyPatch) -> None:
    base.computed(tmp_cached_table, recompute=True, write=True)
    head = base._header(base._cache_path(tmp_cached_table))
    read = head[2].split()[3].rsplit("=", 1)[0]
    listed = provenance.manifest()
    monkeypatch.setattr(provenance, "manifest", lambda: {**listed, read: "f" * 64})
    why = base.staleness(tmp_cached_table)
    assert why.startswith("data changed") and read in why
    with pytest.warns(base.StaleCacheWarning, match="stale"):
        base.table(tmp_cached_table)


def test_check_sample_reports_missing_cells(tmp_cached_table: str, monkeypatch: pytest.MonkeyPatch) -> None:
    base.computed(tmp_cached_table, recompute=True, write=True)
    spec = base._TABLES[tmp_cached_table]

    def sample() -> pd.DataFrame:
        full = spec.build()
        extra = full.iloc[:1].assign(row="no such row")
        return pd.concat([full.iloc[:3], extra], ignore_index=True)

    monkeypatch.setitem(base._TABLES, tmp_cached_table, base.ReproTable(
        spec.name, spec.title, spec.build, spec.tolerance, cached=True, sample=sample))
    result = base.check_sample(tmp_cached_table)
    assert result["agrees"].tolist() == [True, True, True, False]
    assert np.isnan(result["cached"].iloc[3])


def test_a_cache_of_another_signature_is_not_read(tmp_cached_table: str) -> None:
    base.computed(tmp_cached_table, recompute=True, write=True)
    path = base._cache_path(tmp_cached_table)
    text = path.read_text(encoding="utf-8")
    path.write_text("# signature: other|v0\n" + text.split("\n", 1)[1], encoding="utf-8")
    with pytest.raises(base.StaleCacheError, match="rebuild it with"):
        base.table(tmp_cached_table)


def test_a_package_walking_itself_brings_every_module_into_the_key() -> None:
    """``gecnb/metrics/__init__.py`` registers the metrics by walking its own modules (``walk_packages(__path__)``):
    a builder that only imports the registry depends on every metric module through that walk."""
    closure = provenance.module_closure("gecnb.metrics.base")
    assert "gecnb.metrics.green" in closure and "gecnb.metrics.gotoscorer" in closure
    assert "gecnb.metrics.weighting.llm" in closure  # sub-packages too (walk_packages recurses)
