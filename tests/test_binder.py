"""Binder's lock (binder/requirements.txt) pins every dependency gecnb declares, with versions that satisfy
pyproject.toml, and nothing else in the repo competes with it for repo2docker."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

tomllib = pytest.importorskip("tomllib")  # Python 3.11+

ROOT = Path(__file__).resolve().parents[1]
EXTRAS = ("english", "ngram", "notebook")


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


def test_no_environment_file_competes_with_the_lock() -> None:
    """repo2docker reads environment.yml before requirements.txt; the root one would be a second, unpinned truth."""
    assert not (ROOT / "binder" / "environment.yml").exists()
    assert not (ROOT / "environment.yml").exists()
