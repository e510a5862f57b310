"""Imports go one way: data < edits < chunks < metrics < meta < reproduce < display < evaluation < cli,
and no module imports itself back through others (no import cycle anywhere, inside a layer too).

Every ``import`` in the package counts, the lazy ones inside functions too: a lower layer that imports a
higher one (even lazily) is a cycle in the design, whatever Python tolerates at run time. A dynamic import
(``importlib.import_module``, a module named by a string) is not an edge."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "gecnb"

LAYERS = ["data", "edits", "chunks", "metrics", "meta", "reproduce", "display", "evaluation", "cli"]
# modules outside the layer packages, and the layer they belong to
EXTRA = {"_gc": "data", "datasets": "data", "_progress": "data", "__main__": "cli", "cli_correlate": "cli",
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


# ---------------------------------------------------------------------------------------------------
# no import cycle
# ---------------------------------------------------------------------------------------------------
def _graph(root: Path) -> dict[str, set[str]]:
    """module -> the package modules it imports (lazy imports too). ``from a.b import c`` is an edge to
    ``a.b.c`` when that is a module, else to ``a.b``; importing a module does not count as importing the
    packages above it (their ``__init__`` runs first, but they do not depend on it)."""
    prefix = root.name
    paths = {}
    for p in sorted(root.rglob("*.py")):
        parts = list(p.relative_to(root.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts = parts[:-1]
        paths[".".join(parts)] = p
    graph: dict[str, set[str]] = {}
    for name, p in paths.items():
        out: set[str] = set()
        for node in ast.walk(ast.parse(p.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                out |= {a.name for a in node.names}
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                out |= {f"{node.module}.{a.name}" if f"{node.module}.{a.name}" in paths else node.module
                        for a in node.names}
        graph[name] = {m for m in out if m in paths and m != name and m.split(".")[0] == prefix}
    return graph


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """One cycle (``[a, b, ..., a]``) per strongly connected component of more than one module."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    comps: list[set[str]] = []

    def visit(v: str) -> None:  # Tarjan (the package is a few hundred modules deep at most)
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = set()
            while True:
                w = stack.pop()
                on.discard(w)
                comp.add(w)
                if w == v:
                    break
            if len(comp) > 1:
                comps.append(comp)

    for v in sorted(graph):
        if v not in index:
            visit(v)
    out = []
    for comp in comps:  # a shortest cycle through the component's first module, by breadth-first search
        start = min(comp)
        prev: dict[str, str] = {}
        queue = [start]
        while queue:
            v = queue.pop(0)
            if start in graph[v] and v in comp:
                path = [v]
                while path[-1] != start:
                    path.append(prev[path[-1]])
                out.append([start, *reversed(path[:-1]), start] if len(path) > 1 else [start, v, start])
                break
            for w in sorted(graph[v] & comp):
                if w not in prev and w != start:
                    prev[w] = v
                    queue.append(w)
    return sorted(out)


def test_no_import_cycle() -> None:
    cycles = _cycles(_graph(PACKAGE))
    assert not cycles, "import cycles in gecnb (lazy imports count): " + "; ".join(" -> ".join(c) for c in cycles)


def test_the_check_sees_a_cycle(tmp_path: Path) -> None:
    """A planted cycle through a lazy import and a ``from package import module`` is found and named."""
    pkg = tmp_path / "gecnb"
    (pkg / "sub").mkdir(parents=True)
    (pkg / "__init__.py").write_text("", encoding="utf-8")
    (pkg / "sub" / "__init__.py").write_text("from gecnb.sub.a import x\n", encoding="utf-8")
    (pkg / "sub" / "a.py").write_text("from gecnb.sub import b\nx = 1\n", encoding="utf-8")
    (pkg / "sub" / "b.py").write_text("def f():\n    from gecnb.c import y\n", encoding="utf-8")
    (pkg / "c.py").write_text("import gecnb.sub.a\ny = 2\n", encoding="utf-8")
    (pkg / "dynamic.py").write_text("import importlib\n"
                                    "a = importlib.import_module('gecnb.sub.a')\n", encoding="utf-8")
    graph = _graph(pkg)
    assert graph["gecnb.sub.a"] == {"gecnb.sub.b"} and graph["gecnb.dynamic"] == set()
    assert _cycles(graph) == [["gecnb.c", "gecnb.sub.a", "gecnb.sub.b", "gecnb.c"]]
    (pkg / "c.py").write_text("y = 2\n", encoding="utf-8")
    assert _cycles(_graph(pkg)) == []


# Inside a layer, a sub-package sits below the layer's other modules: it may import its own modules and the
# layer's shared foundation (what every metric builds on), never the modules that use it (CLEME's weighting
# must not import CLEME). A layer with a sub-package names its foundation here.
FOUNDATION = {"metrics": {"options", "_common", "prf", "aggregate", "base"}}


def _upward_inside_a_layer(path: Path) -> list[str]:
    parts = _module_name(path).split(".")
    if len(parts) < 4 or not (PACKAGE / parts[1] / parts[2]).is_dir():  # gecnb.<layer>.<sub>.<module>
        return []
    layer, sub = parts[1], parts[2]
    allowed = FOUNDATION.get(layer)
    if allowed is None:
        raise AssertionError(f"gecnb/{layer}/ has a sub-package ({sub}): name the layer's foundation in FOUNDATION")
    bad = []
    for line, mod in _imports(path):
        m = mod.split(".")
        if len(m) > 2 and m[1] == layer and m[2] != sub and m[2] not in allowed:
            bad.append(f"{path.relative_to(PACKAGE.parent)}:{line} imports {mod}")
    return bad


SUBPACKAGE_MODULES = [p for p in MODULES if len(p.relative_to(PACKAGE).parts) > 2]


@pytest.mark.parametrize("path", SUBPACKAGE_MODULES, ids=lambda p: str(p.relative_to(PACKAGE)))
def test_no_upward_import_inside_a_layer(path: Path) -> None:
    bad = _upward_inside_a_layer(path)
    assert not bad, "a sub-package imports a module of its layer that builds on it: " + "; ".join(bad)


def test_the_inside_check_sees_a_violation(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    pkg = tmp_path / "gecnb"
    (pkg / "metrics" / "weighting").mkdir(parents=True)
    bad = pkg / "metrics" / "weighting" / "cases.py"
    bad.write_text("def f():\n    from gecnb.metrics.cleme2 import score_from_counts\n", encoding="utf-8")
    ok = pkg / "metrics" / "weighting" / "length.py"
    ok.write_text("from gecnb.metrics.options import check_magnitude\nfrom gecnb.metrics.weighting.base import TP\n",
                  encoding="utf-8")
    monkeypatch.setitem(globals(), "PACKAGE", pkg)  # _module_name and the folder test read it
    assert _upward_inside_a_layer(bad) == ["gecnb/metrics/weighting/cases.py:2 imports gecnb.metrics.cleme2"]
    assert _upward_inside_a_layer(ok) == []
