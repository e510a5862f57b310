"""Progress bars for long work (bottom layer: any layer may use it).

``progress(total=..., desc=...)`` returns a bar with ``update(n)`` and ``close()`` (a context manager too):
in a Jupyter kernel a widget (an ipywidgets progress bar with a label), on a terminal tqdm's text bar, nothing when
disabled. The notebook bar is displayed as a widget only, with no text fallback, and closed when the work ends: it
leaves no text in the cell's saved output, so a checked output (nbval) is the same with bars on or off.

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
    if _in_kernel():
        bar = _notebook_bar(total=total, desc=desc, unit=unit)
        if bar is not None:
            return bar
    try:
        from tqdm import tqdm
    except ImportError:  # tqdm is optional: no bar
        return _Silent()
    return _Bar(tqdm(total=total, desc=desc, unit=unit, leave=False, dynamic_ncols=True))


def _in_kernel() -> bool:
    """Running in a Jupyter kernel (IPython's kernel app is configured), where bars are widgets."""
    import sys

    ip = sys.modules.get("IPython")
    if ip is None:
        return False
    try:
        shell = ip.get_ipython()
    except Exception:  # IPython of any version, or none running
        return False
    return shell is not None and "IPKernelApp" in getattr(shell, "config", {})


class _WidgetBar(_Silent):
    """A progress bar widget (ipywidgets): updated at most every ``every`` seconds, closed at the end."""

    def __init__(self, widget: Any, bar: Any, label: Any, *, total: int, desc: str, unit: str, every: float = 0.2):
        import time

        self._widget, self._bar, self._label = widget, bar, label
        self._total, self._desc, self._unit, self._every = total, desc, unit, every
        self._n = 0
        self._start = self._last = time.monotonic()
        self._show()

    def _show(self) -> None:
        import html
        import time

        elapsed = time.monotonic() - self._start
        rate = f", {self._n / elapsed:.1f} {self._unit}/s" if elapsed > 0 and self._n else ""
        self._bar.value = min(self._n, self._total)
        self._label.value = (f"<span style=\"font-family: monospace; font-size: 12px\">{html.escape(self._desc)}: "
                             f"{self._n}/{self._total}{html.escape(rate)}</span>")

    def update(self, n: int = 1) -> None:
        import time

        self._n += n
        now = time.monotonic()
        if now - self._last >= self._every or self._n >= self._total:
            self._last = now
            self._show()

    def close(self) -> None:
        if self._widget is not None:
            self._widget.close()
            self._widget = None


def _notebook_bar(*, total: int, desc: str, unit: str) -> _WidgetBar | None:
    """A widget bar displayed without a text fallback (None without ipywidgets)."""
    try:
        import ipywidgets as w
        from IPython.display import display
    except ImportError:
        return None
    bar = w.IntProgress(min=0, max=max(total, 1), value=0, layout=w.Layout(width="240px"))
    label = w.HTML()
    box = w.HBox([bar, label])
    out = _WidgetBar(box, bar, label, total=total, desc=desc, unit=unit)
    bundle = box._repr_mimebundle_()
    display({k: v for k, v in bundle.items() if k != "text/plain"}, raw=True)
    return out
