"""The stored notebooks are built from their paired sources (notebooks/src/*.py, jupytext percent format)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _builder():
    spec = importlib.util.spec_from_file_location("build_notebooks", ROOT / "scripts" / "build_notebooks.py")
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_every_notebook_matches_its_source() -> None:
    b = _builder()
    names = sorted(p.stem for p in (ROOT / "notebooks" / "src").glob("*.py"))
    assert names, "no notebook sources found"
    assert b.out_of_sync(names) == [], "rebuild with scripts/build_notebooks.py"


def test_every_notebook_has_a_source() -> None:
    sources = {p.stem for p in (ROOT / "notebooks" / "src").glob("*.py")}
    notebooks = {p.stem for p in (ROOT / "notebooks").glob("*.ipynb")}
    assert notebooks == sources


def test_the_check_sees_a_difference(tmp_path: Path) -> None:
    b = _builder()
    nb = b.read_source(sorted(p.stem for p in (ROOT / "notebooks" / "src").glob("*.py"))[0])
    nb.cells[0].source += "\nchanged"
    assert b.cells_of(nb) != b.cells_of(b.read_source(sorted(p.stem for p in (ROOT / "notebooks" / "src").glob("*.py"))[0]))
