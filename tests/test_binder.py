"""Binder's lock (binder/requirements.txt) pins every dependency gecnb declares, with versions that satisfy
pyproject.toml, and nothing in binder/ competes with it for repo2docker."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

tomllib = pytest.importorskip("tomllib")  # Python 3.11+

ROOT = Path(__file__).resolve().parents[1]
EXTRAS = ("english", "ngram", "notebook", "chinese")  # tutorial 05 aligns Chinese as ChERRANT does


def _pins() -> dict[str, str]:
    pins: dict[str, str] = {}
    for ln in (ROOT / "binder" / "requirements.txt").read_text(encoding="utf-8").splitlines():
        ln = ln.strip()
        if not ln or ln.startswith("#") or ln.startswith("https://"):
            continue
        m = re.fullmatch(r"([A-Za-z0-9_.\-]+)==([^\s;]+)", ln)
        assert m, f"binder/requirements.txt: not an exact pin: {ln!r}"
        name = canonicalize_name(m.group(1))
        assert name not in pins, f"binder/requirements.txt pins {name} twice"
        pins[name] = m.group(2)
    return pins


def test_every_declared_dependency_is_pinned_with_a_satisfying_version() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    declared = list(project["dependencies"])
    for extra in EXTRAS:
        declared += project["optional-dependencies"][extra]
    pins = _pins()
    for spec in declared:
        req = Requirement(spec)
        name = canonicalize_name(req.name)
        assert name in pins, f"{req.name} is declared in pyproject.toml but not pinned in binder/requirements.txt"
        assert req.specifier.contains(pins[name], prereleases=True), f"{req.name}=={pins[name]} violates {req.specifier}"


def test_binder_uses_the_official_spacy_model_and_installs_gecnb() -> None:
    text = (ROOT / "binder" / "requirements.txt").read_text(encoding="utf-8")
    assert "en_core_web_sm-3.8.0-py3-none-any.whl" in text
    post = ROOT / "binder" / "postBuild"
    assert os.access(post, os.X_OK)
    assert "pip install --no-deps -e ." in post.read_text(encoding="utf-8")


def test_binder_reads_only_binder_folder_so_the_top_level_environment_yml_is_not_used() -> None:
    """repo2docker: "If the folder binder/ is located at the top level of the repository, only configuration
    files in the binder/ folder will be considered" (jupyterhub/repo2docker, docs/source/config_files.rst). The
    top-level environment.yml (for conda users) therefore never competes with the lock; one in binder/ would,
    because repo2docker reads environment.yml before requirements.txt."""
    assert (ROOT / "binder").is_dir() and (ROOT / "binder" / "requirements.txt").is_file()
    assert (ROOT / "environment.yml").is_file()
    for competing in ("environment.yml", "Pipfile", "Pipfile.lock", "setup.py", "pyproject.toml", "Dockerfile",
                      "install.R", "Project.toml", "apt.txt"):
        assert not (ROOT / "binder" / competing).exists(), f"binder/{competing} would change how Binder builds"


def test_binder_lock_agrees_with_constraints() -> None:
    """constraints.txt's exact pins (spaCy: the version the shipped edits were made with) hold on Binder too."""
    pins = _pins()
    for ln in (ROOT / "constraints.txt").read_text(encoding="utf-8").splitlines():
        ln = ln.split("#", 1)[0].strip()
        if not ln:
            continue
        req = Requirement(ln)
        name = canonicalize_name(req.name)
        if name in pins:
            assert req.specifier.contains(pins[name], prereleases=True), f"binder: {name}=={pins[name]}, constraints.txt: {ln}"
    assert "spacy" in pins and "errant" in pins
