"""The property tests test every case they draw: no ``return`` in a ``@given`` test that would pass a
generated case without checking it (filter the strategy or call ``assume()`` instead, so Hypothesis draws
another case and its health checks see how many it rejects)."""

from __future__ import annotations

import ast
from pathlib import Path

TESTS = Path(__file__).parent


def early_returns(source: str, name: str) -> list[str]:
    """``file:line test`` for every ``return`` inside a ``@given``-decorated test of ``source``."""
    def returns(node: ast.AST) -> list[ast.Return]:  # not those of functions defined inside the test
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda):
            return []
        out = [node] if isinstance(node, ast.Return) else []
        for child in ast.iter_child_nodes(node):
            out += returns(child)
        return out

    found = []
    for fn in ast.walk(ast.parse(source)):
        if isinstance(fn, ast.FunctionDef) and any("given" in ast.unparse(d) for d in fn.decorator_list):
            found += [f"{name}:{r.lineno} {fn.name}" for stmt in fn.body for r in returns(stmt)]
    return found


def test_no_property_test_returns_early():
    files = sorted(TESTS.glob("test_*.py"))
    with_given = [f for f in files if "@given" in f.read_text(encoding="utf-8")]
    assert len(with_given) >= 9
    assert [r for f in with_given for r in early_returns(f.read_text(encoding="utf-8"), f.name)] == []


def test_the_check_finds_an_early_return():
    src = ("from hypothesis import given, settings\n@settings(max_examples=5)\n@given(x())\ndef test_x(v):\n"
           "    def inner(w):\n        return w\n    if not v:\n        return\n    assert inner(v)\n\ndef helper(v):\n"
           "    return v\n")
    assert early_returns(src, "t.py") == ["t.py:8 test_x"]
