"""Old import paths that keep working for one release after a name moved.

A module that moved leaves a shim at its old path::

    from gecnb._deprecated import moved

    __getattr__, __dir__ = moved(__name__, "gecnb.metrics.weighting.similarity")

Importing the old module costs nothing and warns nothing (the metric registry may walk it); reading a
name from it imports the new module, warns once per name with a :class:`DeprecationWarning` naming the
new path, and returns the new module's object (the same object, so ``isinstance`` checks hold).
"""

from __future__ import annotations

import importlib
import warnings
from collections.abc import Callable
from typing import Any

__all__ = ["moved"]


def moved(old: str, new: str) -> tuple[Callable[[str], Any], Callable[[], list[str]]]:
    """The module ``__getattr__`` and ``__dir__`` of a shim at ``old`` for the module now at ``new``."""
    warned: set[str] = set()

    def __getattr__(name: str) -> Any:
        if name.startswith("__"):
            raise AttributeError(name)
        target = importlib.import_module(new)
        try:
            value = getattr(target, name)
        except AttributeError:
            raise AttributeError(f"module {old!r} (moved to {new!r}) has no attribute {name!r}") from None
        if name not in warned:
            warned.add(name)
            warnings.warn(f"{old}.{name} moved to {new}.{name}; the old path will be removed in the next release",
                          DeprecationWarning, stacklevel=2)
        return value

    def __dir__() -> list[str]:
        return sorted(n for n in dir(importlib.import_module(new)) if not n.startswith("__"))

    return __getattr__, __dir__
