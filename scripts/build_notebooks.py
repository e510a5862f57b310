"""Build the tutorial notebooks from their paired percent-format sources in ``notebooks/src/`` (jupytext).

    python scripts/build_notebooks.py                 # every source -> notebooks/<name>.ipynb, executed
    python scripts/build_notebooks.py 04_multiref_gleu --no-execute
    python scripts/build_notebooks.py --check         # exit 1 if a notebook's cells differ from its source

The sources are what reviewers read in a diff; the ``.ipynb`` files (with outputs, for readers on GitHub
and Binder) are generated from them by jupytext (``jupytext.toml`` pairs ``notebooks/*.ipynb`` with
``notebooks/src/*.py``, so ``jupytext --sync`` works too) and executed with nbconvert, which stores the
widget state. CI runs the ``.ipynb`` files with nbval (``--nbval-lax``: every cell must run; outputs are
compared only in cells marked ``# NBVAL_CHECK_OUTPUT``) and checks that they match their sources.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from pathlib import Path

import jupytext
import nbformat

ROOT = Path(__file__).resolve().parents[1]
SRC = ROOT / "notebooks" / "src"
OUT = ROOT / "notebooks"
KERNELSPEC = {"display_name": "Python 3", "language": "python", "name": "python3"}


def cells_of(nb: nbformat.NotebookNode) -> list[tuple[str, str]]:
    """What a notebook says (cell kinds and sources), without outputs or metadata."""
    return [(c.cell_type, c.source) for c in nb.cells]


def read_source(name: str) -> nbformat.NotebookNode:
    nb = jupytext.read(SRC / f"{name}.py", fmt="py:percent")
    nb.metadata.pop("jupytext", None)
    nb.metadata["kernelspec"] = KERNELSPEC
    nb.metadata["language_info"] = {"name": "python"}
    return nb


def build(name: str, *, execute: bool) -> Path:
    out = OUT / f"{name}.ipynb"
    nbformat.write(read_source(name), out)
    if execute:
        subprocess.run(
            [sys.executable, "-m", "jupyter", "nbconvert", "--to", "notebook", "--execute", "--inplace",
             "--ExecutePreprocessor.timeout=1800",
             "--ExecutePreprocessor.store_widget_state=True", str(out)],
            check=True, cwd=OUT, env={**os.environ, "GECNB_PROGRESS": "0"},  # no stale progress bars in stored outputs
        )
    return out


def out_of_sync(names: list[str]) -> list[str]:
    """The notebooks whose cells differ from their sources (or that are missing)."""
    bad = []
    for n in names:
        path = OUT / f"{n}.ipynb"
        if not path.exists() or cells_of(nbformat.read(path, as_version=4)) != cells_of(read_source(n)):
            bad.append(n)
    return bad


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("names", nargs="*", help="source names (default: all in notebooks/src)")
    ap.add_argument("--no-execute", action="store_true")
    ap.add_argument("--check", action="store_true", help="only check that the notebooks match their sources")
    args = ap.parse_args()
    names = args.names or sorted(p.stem for p in SRC.glob("*.py"))
    if args.check:
        bad = out_of_sync(names)
        for n in bad:
            print(f"notebooks/{n}.ipynb differs from notebooks/src/{n}.py: run scripts/build_notebooks.py {n}")
        return 1 if bad else 0
    for n in names:
        print(build(n, execute=not args.no_execute))
    return 0


if __name__ == "__main__":
    sys.exit(main())
