"""The README's package layout names every package of gecnb/ and nothing that is not there."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_readme_layout_matches_the_folders() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme.split("## Layout\n", 1)[1].split("\n## ", 1)[0]
    named = set(re.findall(r"^- `gecnb/([a-z_]+)/`", section, flags=re.M))
    on_disk = {p.parent.name for p in (ROOT / "gecnb").glob("*/__init__.py")}
    assert named == on_disk, f"README layout names {sorted(named)}, gecnb/ has {sorted(on_disk)}"


def test_readme_layout_names_every_module() -> None:
    """Every module of gecnb/ (but ``__init__``) is named in the Layout section, as `name.py` or `name`, so that a
    newcomer finds where each thing lives in one step."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme.split("## Layout\n", 1)[1].split("\n## ", 1)[0]
    named = set(re.findall(r"`(?:[a-z0-9_/]*/)?([a-z0-9_]+)(?:\.py)?`", section))
    modules = {p.relative_to(ROOT / "gecnb") for p in (ROOT / "gecnb").rglob("*.py")
               if p.name != "__init__.py" and p.relative_to(ROOT / "gecnb").parts[0] != "datasets"}
    missing = sorted(str(m) for m in modules if m.stem not in named)
    assert not missing, f"README's Layout does not name: {', '.join(missing)}"
