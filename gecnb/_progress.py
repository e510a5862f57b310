"""Progress bars for long work (bottom layer: any layer may use it).

``progress(total=..., desc=...)`` returns a bar with ``update(n)`` and ``close()`` (a context manager too):
tqdm's notebook flavour in Jupyter (``tqdm.auto``), a text bar on a terminal, nothing when disabled.

Disabled by ``set_enabled(False)`` (the CLI's ``--quiet``), by ``$GECNB_PROGRESS=0``, by a call's own
``enabled=False`` (the API's ``progress=False``), inside ``with scoped(False):`` (a public function's
``progress=False`` reaching the extractors it calls), and whenever tqdm is not installed. A bar is drawn only
for work of at least ``min_total`` items, so short calls stay silent. tqdm is imported only when a bar
is drawn.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from types import TracebackType
from typing import Any

_enabled: bool | None = None  # None: follow $GECNB_PROGRESS (default on)
_scope_off: ContextVar[bool] = ContextVar("gecnb_progress_off", default=False)  # inside scoped(False)


def set_enabled(enabled: bool | None) -> None:
    """Turn progress bars on or off for the whole process (``None``: back to ``$GECNB_PROGRESS``)."""
    global _enabled
    _enabled = enabled


@contextmanager
def scoped(enabled: bool = True) -> Iterator[None]:
    """``with scoped(False):`` no bar inside the block (this thread or task only), whatever the callee asks;
    ``scoped(True)`` changes nothing. For a public function's ``progress=False`` that reaches callees (an
    extractor's ``extract_many``) without a keyword of their own."""
    token = _scope_off.set(True) if not enabled else None
    try:
        yield
    finally:
        if token is not None:
            _scope_off.reset(token)


def enabled() -> bool:
    if _scope_off.get():
        return False
    if _enabled is not None:
        return _enabled
    return os.environ.get("GECNB_PROGRESS", "1").strip().lower() not in ("0", "false", "no", "off")


class _Silent:
    def update(self, n: int = 1) -> None:
        pass

    def close(self) -> None:
        pass

    def __enter__(self) -> _Silent:
        return self

    def __exit__(self, et: type[BaseException] | None, ev: BaseException | None, tb: TracebackType | None) -> None:
        self.close()


class _Bar(_Silent):
    def __init__(self, bar: Any):
        self._bar = bar

    def update(self, n: int = 1) -> None:
        self._bar.update(n)

    def close(self) -> None:
        self._bar.close()


def progress(*, total: int, desc: str, unit: str = "it", enabled: bool | None = None, min_total: int = 1) -> _Silent:
    """A progress bar for ``total`` items of work (see the module docstring for when it is silent)."""
    on = globals()["enabled"]() if enabled is None else (enabled and globals()["enabled"]())
    if not on or total < min_total:
        return _Silent()
    try:
        from tqdm.auto import tqdm
    except ImportError:  # tqdm is optional: no bar
        return _Silent()
    return _Bar(tqdm(total=total, desc=desc, unit=unit, leave=False, dynamic_ncols=True))
