"""Build the tutorial notebooks from their percent-format sources in ``notebooks/src/``.

    python scripts/build_notebooks.py                 # every source -> notebooks/<name>.ipynb, executed
    python scripts/build_notebooks.py 02_ngram_and_baselines --no-execute

A source is a plain Python file: ``# %%`` starts a code cell, ``# %% [markdown]`` a markdown cell whose
lines are comments (``# `` is stripped). The sources are what reviewers read in a diff; the ``.ipynb``
files (with outputs, for readers on GitHub and Binder) are generated from them and executed with
nbconvert. CI runs the ``.ipynb`` files with nbval (``--nbval-lax``: every cell must run; outputs are
compared only in cells marked ``# NBVAL_CHECK_OUTPUT``).
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
from pathlib import Path

import nbformat

ROOT = Path(__file__).resolve().parents[1]
SRC = ROOT / "notebooks" / "src"
OUT = ROOT / "notebooks"
_MARK = re.compile(r"^# %%( \[markdown\])?\s*$")


def parse(text: str) -> list[nbformat.NotebookNode]:
    """The cells of a percent-format source."""
    cells: list[nbformat.NotebookNode] = []
    kind: str | None = None
    lines: list[str] = []

    def flush() -> None:
        body = "\n".join(lines).strip("\n")
        if kind == "markdown":
            md = "\n".join(ln[2:] if ln.startswith("# ") else ln.lstrip("#") for ln in body.splitlines())
            cells.append(nbformat.v4.new_markdown_cell(md))
        elif kind == "code" and body:
            cells.append(nbformat.v4.new_code_cell(body))

    for line in text.splitlines():
        m = _MARK.match(line)
        if m:
            flush()
            kind, lines = ("markdown" if m.group(1) else "code"), []
        elif kind is not None:
            lines.append(line)
    flush()
    return cells


def build(name: str, *, execute: bool) -> Path:
    src = SRC / f"{name}.py"
    nb = nbformat.v4.new_notebook()
    nb.metadata["kernelspec"] = {"display_name": "Python 3", "language": "python", "name": "python3"}
    nb.metadata["language_info"] = {"name": "python"}
    nb.cells = parse(src.read_text(encoding="utf-8"))
    out = OUT / f"{name}.ipynb"
    nbformat.write(nb, out)
    if execute:
        subprocess.run(
            [sys.executable, "-m", "jupyter", "nbconvert", "--to", "notebook", "--execute", "--inplace",
             "--ExecutePreprocessor.timeout=1800",
             "--ExecutePreprocessor.store_widget_state=True", str(out)],
            check=True, cwd=OUT,
        )
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("names", nargs="*", help="source names (default: all in notebooks/src)")
    ap.add_argument("--no-execute", action="store_true")
    args = ap.parse_args()
    names = args.names or sorted(p.stem for p in SRC.glob("*.py"))
    for n in names:
        print(build(n, execute=not args.no_execute))


if __name__ == "__main__":
    main()
