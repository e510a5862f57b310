"""The vendored public datasets (see PROVENANCE.md in this folder) and the dataset registry."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent


def data_path(*parts: str) -> Path:
    """Path of a vendored file, e.g. ``data_path("conll14", "official-2014.combined.m2")``."""
    p = ROOT.joinpath(*parts)
    if not p.exists():
        raise FileNotFoundError(f"no vendored data at {p}")
    return p
