"""An ipywidgets explorer of chunk tables: pick a system, a filter and a sentence; see its chunks.

The explorer shows what :func:`gecnb.cleme_chunks` computed (once per system, on first view) through
the renderer of :mod:`gecnb.display.chunks`; it computes nothing itself. ipywidgets is imported when an
explorer is built, so ``import gecnb.display`` works without it.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

import pandas as pd

from gecnb.display.chunks import ChunkTable, chunk_grid

if TYPE_CHECKING:
    from gecnb.metrics.api import PreparedCorpus
    from gecnb.metrics.cleme import ClemeConfig


def _hyp(frame: pd.DataFrame) -> pd.DataFrame:
    return frame[frame["target"] == "hypothesis"]


def _with(*cats: str) -> Callable[[pd.DataFrame], pd.Series]:
    def pick(frame: pd.DataFrame) -> pd.Series:
        h = _hyp(frame)
        return h.groupby("sentence")["category"].agg(lambda c: bool(c.isin(cats).any()))
    return pick


def _changed_by_hypothesis(frame: pd.DataFrame) -> pd.Series:
    return _hyp(frame).groupby("sentence")["changed"].any()


def _changed_by_anyone(frame: pd.DataFrame) -> pd.Series:
    return frame.groupby("sentence")["chunk_kind"].agg(lambda k: bool((k != "unchanged").any()))


# name shown in the filter menu -> which sentences of a system's chunk table it keeps
FILTERS: dict[str, Callable[[pd.DataFrame], pd.Series] | None] = {
    "all sentences": None,
    "someone changes something": _changed_by_anyone,
    "the hypothesis changes something": _changed_by_hypothesis,
    "with a TP": _with("TP"),
    "with an FP (FP_ne or FP_un)": _with("FP_ne", "FP_un"),
    "with an FP_ne": _with("FP_ne"),
    "with an FP_un": _with("FP_un"),
    "with an FN": _with("FN"),
}


class ChunkExplorer:
    """Browse the chunks of several systems sentence by sentence.

    ``source``: a :class:`~gecnb.metrics.api.PreparedCorpus` (its chunk tables are computed with
    ``config`` when a system is first shown) or a mapping from system name to a ready
    :func:`gecnb.cleme_chunks` frame. ``systems``: which systems to offer (default: all). ``filter``:
    one of :data:`FILTERS`. ``show_types``, ``show_weights`` and ``context`` are passed to
    :func:`~gecnb.display.chunks.render_html`. The widget is ``.widget``; a notebook cell ending in the explorer shows it.
    ``.system``, ``.filter`` and ``.sentence`` read and set the state; ``.html`` is what is shown.
    """

    def __init__(self, source: PreparedCorpus | Mapping[str, pd.DataFrame], *, systems: Sequence[str] | None = None,
                 config: ClemeConfig | None = None, system: str | None = None, filter: str = "all sentences",
                 sentence: int | None = None, show_types: bool = True, show_weights: bool = False,
                 context: int | None = 4) -> None:
        try:
            import ipywidgets as w
        except ImportError as e:  # pragma: no cover - the notebook extra installs it
            raise ImportError("the chunk explorer needs ipywidgets: pip install 'gecnb[notebook]'") from e
        if isinstance(source, Mapping):
            self._frames: dict[str, pd.DataFrame] = dict(source)
            self._prepared = None
            names = list(self._frames)
        else:
            self._frames = {}
            self._prepared = source
            names = list(source.systems)
        if systems is not None:
            unknown = [s for s in systems if s not in names]
            if unknown:
                raise KeyError(f"unknown systems {unknown}; the choice is {names}")
            names = list(systems)
        if not names:
            raise ValueError("no system to explore")
        if filter not in FILTERS:
            raise ValueError(f"filter must be one of {list(FILTERS)}, not {filter!r}")
        self._config = config
        self._options = {"show_types": show_types, "show_weights": show_weights, "context": context}
        self._kept: dict[tuple[str, str], list[int]] = {}

        self._system = w.Dropdown(options=names, value=system or names[0], description="system")
        self._filter = w.Dropdown(options=list(FILTERS), value=filter, description="show")
        self._prev = w.Button(description="\u25c0", layout=w.Layout(width="3em"), tooltip="previous sentence")
        self._next = w.Button(description="\u25b6", layout=w.Layout(width="3em"), tooltip="next sentence")
        self._pos = w.IntSlider(min=0, max=0, value=0, description="", continuous_update=False, readout=False,
                                layout=w.Layout(width="22em"))
        self._where = w.HTML()
        self._view = w.HTML()
        self._busy = False
        self._last: int | None = None
        self._system.observe(lambda _: self._refilter(), names="value")
        self._filter.observe(lambda _: self._refilter(), names="value")
        self._pos.observe(lambda _: self._render(), names="value")
        self._prev.on_click(lambda _: self._step(-1))
        self._next.on_click(lambda _: self._step(1))
        self.widget = w.VBox([
            w.HBox([self._system, self._filter]),
            w.HBox([self._prev, self._pos, self._next, self._where]),
            self._view,
        ])
        self._refilter(sentence)

    # state ---------------------------------------------------------------------------------------
    def frame(self, system: str | None = None) -> pd.DataFrame:
        """The chunk table of ``system`` (default: the one shown), computed on first use."""
        name = system or self._system.value
        if name not in self._frames:
            from gecnb.metrics.api import cleme_chunks  # display -> metrics, never the other way
            assert self._prepared is not None
            self._frames[name] = cleme_chunks(self._prepared, system=name, config=self._config)
        return self._frames[name]

    def kept(self) -> list[int]:
        """The sentence indices the current filter keeps for the current system."""
        key = (self._system.value, self._filter.value)
        if key not in self._kept:
            frame = self.frame()
            rule = FILTERS[self._filter.value]
            if rule is None:
                self._kept[key] = sorted(set(frame["sentence"].tolist()))
            else:
                keep = rule(frame)
                self._kept[key] = [int(i) for i in keep.index[keep.to_numpy(dtype=bool)]]
        return self._kept[key]

    @property
    def system(self) -> str:
        return str(self._system.value)

    @system.setter
    def system(self, name: str) -> None:
        self._system.value = name

    @property
    def filter(self) -> str:
        return str(self._filter.value)

    @filter.setter
    def filter(self, name: str) -> None:
        if name not in FILTERS:
            raise ValueError(f"filter must be one of {list(FILTERS)}, not {name!r}")
        self._filter.value = name

    @property
    def sentence(self) -> int | None:
        kept = self.kept()
        return kept[self._pos.value] if kept else None

    @sentence.setter
    def sentence(self, i: int) -> None:
        kept = self.kept()
        if i not in kept:
            raise KeyError(f"sentence {i} is not among the {len(kept)} sentences shown by {self.filter!r}")
        self._pos.value = kept.index(i)

    @property
    def html(self) -> str:
        return str(self._view.value)

    # behaviour -----------------------------------------------------------------------------------
    def _refilter(self, sentence: int | None = None) -> None:
        current = sentence if sentence is not None else self._last
        kept = self.kept()
        self._busy = True
        try:
            self._pos.max = max(len(kept) - 1, 0)
            # stay on the same sentence when the new filter keeps it, else go to the next one it keeps
            pos = 0
            if current is not None and kept:
                after = [k for k, i in enumerate(kept) if i >= current]
                pos = after[0] if after else len(kept) - 1
            self._pos.value = pos
        finally:
            self._busy = False
        self._render()

    def _step(self, delta: int) -> None:
        self._pos.value = min(max(self._pos.value + delta, self._pos.min), self._pos.max)

    def _render(self) -> None:
        if self._busy:
            return
        kept = self.kept()
        if not kept:  # the last sentence shown stays the anchor for the next filter or system
            self._where.value = "no sentence"
            self._view.value = (f"<p>No sentence of {html.escape(self.system)} is kept by "
                                f"\u201c{html.escape(self.filter)}\u201d.</p>")
            return
        i = kept[self._pos.value]
        self._last = i
        self._where.value = f"sentence <b>{i}</b> &nbsp;({self._pos.value + 1} of {len(kept)})"
        grid = chunk_grid(self.frame(), sentence=i, title=f"{self.system} \u00b7 sentence {i}")
        self._view.value = ChunkTable([grid], **self._options).html

    def _ipython_display_(self) -> None:  # pragma: no cover - exercised in notebooks
        from IPython.display import display

        display(self.widget)

    def __repr__(self) -> str:
        return f"ChunkExplorer(system={self.system!r}, filter={self.filter!r}, sentence={self.sentence})"


def explore(source: PreparedCorpus | Mapping[str, pd.DataFrame], **options: Any) -> ChunkExplorer:
    """Shorthand for :class:`ChunkExplorer`."""
    return ChunkExplorer(source, **options)
