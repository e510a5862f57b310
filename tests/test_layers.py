"""Imports go one way: data < edits < chunks < metrics < meta < reproduce < display < evaluation < cli.

Every ``import`` in the package counts, the lazy ones inside functions too: a lower layer that imports a
higher one (even lazily) is a cycle in the design, whatever Python tolerates at run time."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "gecnb"

LAYERS = ["data", "edits", "chunks", "metrics", "meta", "reproduce", "display", "evaluation", "cli"]
# modules outside the layer packages, and the layer they belong to
EXTRA = {"_gc": "data", "_deprecated": "data", "datasets": "data", "_progress": "data", "__main__": "cli", "cli_correlate": "cli",
         "cli_options": "cli"}


def _layer(module: str) -> int | None:
    """The layer index of ``gecnb.<first>...``; None for the package root (lazy re-exports only)."""
    parts = module.split(".")
    if parts[0] != "gecnb" or len(parts) == 1:
        return None
    first = parts[1]
    name = EXTRA.get(first, first)
    if name not in LAYERS:
        raise AssertionError(f"module {module} belongs to no layer: add it to LAYERS or EXTRA in {__file__}")
    return LAYERS.index(name)


def _module_name(path: Path) -> str:
    rel = path.relative_to(PACKAGE.parent).with_suffix("")
    parts = list(rel.parts)
    if parts[-1] == "__init__":
        parts = parts[:-1]
    return ".".join(parts)


def _imports(path: Path) -> list[tuple[int, str]]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out += [(node.lineno, a.name) for a in node.names if a.name.startswith("gecnb")]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0 and node.module.startswith("gecnb"):
            out.append((node.lineno, node.module))
    return out


MODULES = sorted(p for p in PACKAGE.rglob("*.py") if "datasets" not in p.relative_to(PACKAGE).parts[:1])


@pytest.mark.parametrize("path", MODULES, ids=lambda p: str(p.relative_to(PACKAGE)))
def test_no_module_imports_a_higher_layer(path: Path) -> None:
    me = _layer(_module_name(path))
    if me is None:
        return
    bad = [f"line {ln}: {mod} ({LAYERS[_layer(mod)]})" for ln, mod in _imports(path)
           if (lay := _layer(mod)) is not None and lay > me]
    assert not bad, f"{path.relative_to(PACKAGE)} ({LAYERS[me]}) imports a higher layer: " + "; ".join(bad)


def test_the_check_sees_a_violation(tmp_path: Path) -> None:
    """The parser finds lazy imports inside functions (so the test above can fail)."""
    f = tmp_path / "m.py"
    f.write_text("def f():\n    from gecnb.display.chunks import show_chunks\n    import gecnb.cli\n", encoding="utf-8")
    assert [m for _, m in _imports(f)] == ["gecnb.display.chunks", "gecnb.cli"]
    assert _layer("gecnb.display.chunks") > _layer("gecnb.data.corpus")  # type: ignore[operator]
