"""An ipywidgets explorer of chunk tables: pick a system (and one to compare), a filter and a sentence;
see its chunks, its category counts and, when the caller provides them, its scores.

The explorer shows what :func:`gecnb.cleme_chunks` computed (once per system, on first view) through
the renderer of :mod:`gecnb.display.chunks`; it computes no score. Per-sentence scores (e.g. CLEME2.0's
hit / wrong / under / over / score) come from the caller: a DataFrame with ``system`` and ``sentence``
columns, or a callable ``(system, sentence) -> DataFrame | Mapping`` that the metrics layer provides.
ipywidgets is imported when an explorer is built, so ``import gecnb.display`` works without it.

A saved notebook keeps a static HTML snapshot of the explorer's current view next to the widget: where
the widget cannot be drawn (an untrusted notebook in JupyterLab, GitHub, nbviewer, a notebook saved
without widget state) the snapshot shows the chunk table instead of ``VBox(children=...)``. JupyterLab
chooses the widget view for trusted outputs and the HTML for untrusted ones (its widget renderer is
registered as unsafe), so a live session shows the controls and a stored one the table.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, TypeAlias

import pandas as pd

from gecnb.display.chunks import (
    INK,
    PAPER,
    STYLE,
    ChunkTable,
    card_html,
    category_counts,
    chunk_grid,
    counts_html,
    frame_html,
    sentences_someone_changes,
)

if TYPE_CHECKING:
    from gecnb.metrics.api import PreparedCorpus
    from gecnb.metrics.cleme import ClemeConfig

# per-sentence scores: a table with system and sentence columns, or (system, sentence) -> table or mapping
ScoreProvider: TypeAlias = "pd.DataFrame | Callable[[str, int], pd.DataFrame | Mapping[str, float] | None]"
NO_COMPARISON = "(none)"
WIDGET_MIME = "application/vnd.jupyter.widget-view+json"


def _hyp(frame: pd.DataFrame) -> pd.DataFrame:
    return frame[frame["target"] == "hypothesis"]


def _with(*cats: str) -> Callable[[pd.DataFrame], pd.Series]:
    def pick(frame: pd.DataFrame) -> pd.Series:
        h = _hyp(frame)
        return h.groupby("sentence")["category"].agg(lambda c: bool(c.isin(cats).any()))
    return pick


def _changed_by_hypothesis(frame: pd.DataFrame) -> pd.Series:
    return _hyp(frame).groupby("sentence")["changed"].any()


# name shown in the filter menu -> which sentences of a system's chunk table it keeps
FILTERS: dict[str, Callable[[pd.DataFrame], pd.Series] | None] = {
    "all sentences": None,
    "someone changes something": sentences_someone_changes,
    "the hypothesis changes something": _changed_by_hypothesis,
    "with a TP": _with("TP"),
    "with an FP (FP_ne or FP_un)": _with("FP_ne", "FP_un"),
    "with an FP_ne": _with("FP_ne"),
    "with an FP_un": _with("FP_un"),
    "with an FN": _with("FN"),
}


def _sentence_scores(provider: ScoreProvider | None, system: str, sentence: int) -> pd.DataFrame | None:
    """The provider's scores of one system on one sentence as a small table (None: nothing to show)."""
    if provider is None:
        return None
    if isinstance(provider, pd.DataFrame):
        rows = provider[(provider["system"] == system) & (provider["sentence"] == sentence)]
        table = rows.drop(columns=["system", "sentence"])
    else:
        got = provider(system, sentence)
        if got is None:
            return None
        table = got if isinstance(got, pd.DataFrame) else pd.DataFrame([dict(got)])
    if table.empty:
        return None
    first = "metric" if "metric" in table.columns else None
    return table.set_index(first) if first else table.reset_index(drop=True).rename_axis("")


class ChunkExplorer:
    """Browse the chunks of several systems sentence by sentence.

    ``source``: a :class:`~gecnb.metrics.api.PreparedCorpus` (its chunk tables are computed with
    ``config`` when a system is first shown, with a busy note meanwhile) or a mapping from system name
    to a ready :func:`gecnb.cleme_chunks` frame. ``systems``: which systems to offer (default: all).
    ``compare``: a second system shown side by side on the same sentence (the filter follows the first).
    ``filter``: one of :data:`FILTERS`. ``show_types``, ``show_weights``, ``context`` and ``wrap`` are
    passed to :func:`~gecnb.display.chunks.render_html` (the first three are toggles in the widget).
    ``scores``: per-sentence scores to show beside the counts, from the metrics layer (see the module).

    The widget is ``.widget``; a notebook cell ending in the explorer shows it with its snapshot.
    ``.system``, ``.compare``, ``.filter`` and ``.sentence`` read and set the state (``.go(i)`` jumps to
    sentence ``i``, choosing "all sentences" when the filter does not keep it); ``.html`` is the chunk
    view, ``.snapshot()`` the static page of the whole view.
    """

    def __init__(self, source: PreparedCorpus | Mapping[str, pd.DataFrame], *, systems: Sequence[str] | None = None,
                 config: ClemeConfig | None = None, system: str | None = None, compare: str | None = None,
                 filter: str = "all sentences", sentence: int | None = None, show_types: bool = True,
                 show_weights: bool = False, context: int | None = 4, wrap: int | None = 150,
                 scores: ScoreProvider | None = None) -> None:
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
        for name, chosen in (("system", system), ("compare", compare)):
            if chosen is not None and chosen not in names:
                raise KeyError(f"{name}={chosen!r} is not among the systems {names}")
        if filter not in FILTERS:
            raise ValueError(f"filter must be one of {list(FILTERS)}, not {filter!r}")
        if scores is not None and not callable(scores) and not isinstance(scores, pd.DataFrame):
            raise TypeError(f"scores must be a DataFrame or a callable (system, sentence), got {type(scores).__name__}")
        if isinstance(scores, pd.DataFrame) and not {"system", "sentence"} <= set(scores.columns):
            raise ValueError(f"a scores table needs 'system' and 'sentence' columns; it has {list(scores.columns)}")
        if context is not None and (not isinstance(context, int) or context < 0):
            raise ValueError(f"context must be None or a non-negative int, not {context!r}")
        self._config = config
        self._context = 4 if context is None else context
        self._wrap = wrap
        self._scores = scores
        self._kept: dict[tuple[str, str], list[int]] = {}
        self._handles: list[Any] = []

        self._system = w.Dropdown(options=names, value=system or names[0], description="system")
        self._compare = w.Dropdown(options=[NO_COMPARISON, *names], value=compare or NO_COMPARISON,
                                   description="beside")
        self._filter = w.Dropdown(options=list(FILTERS), value=filter, description="show")
        self._prev = w.Button(description="\u25c0", layout=w.Layout(width="3em"), tooltip="previous sentence")
        self._next = w.Button(description="\u25b6", layout=w.Layout(width="3em"), tooltip="next sentence")
        self._pos = w.IntSlider(min=0, max=0, value=0, description="", continuous_update=False, readout=False,
                                layout=w.Layout(width="18em"))
        self._jump = w.IntText(value=0, description="go to", layout=w.Layout(width="11em"))
        self._where = w.HTML()
        self._weights = w.Checkbox(value=show_weights, description="weights", indent=False, layout=w.Layout(width="7em"))
        self._types = w.Checkbox(value=show_types, description="types", indent=False, layout=w.Layout(width="6em"))
        self._whole = w.Checkbox(value=context is None, description="whole context", indent=False,
                                 layout=w.Layout(width="9em"))
        self._status = w.HTML()
        self._view = w.HTML()
        self._carrier = w.HTML(value="", layout=w.Layout(display="none"))  # holds the snapshot's place live
        self._busy = False
        self._last: int | None = None
        self._system.observe(lambda _: self._refilter(), names="value")
        self._filter.observe(lambda _: self._refilter(), names="value")
        for control in (self._compare, self._weights, self._types, self._whole):
            control.observe(lambda _: self._render(), names="value")
        self._pos.observe(lambda _: self._render(), names="value")
        self._jump.observe(lambda change: self._go_quietly(change["new"]), names="value")
        self._prev.on_click(lambda _: self._step(-1))
        self._next.on_click(lambda _: self._step(1))
        self.widget = w.VBox([
            w.HBox([self._system, self._compare, self._filter]),
            w.HBox([self._prev, self._pos, self._next, self._jump, self._where]),
            w.HBox([self._weights, self._types, self._whole, self._status]),
            self._view,
        ])
        self._refilter(sentence)

    # state ---------------------------------------------------------------------------------------
    def frame(self, system: str | None = None) -> pd.DataFrame:
        """The chunk table of ``system`` (default: the one shown), computed on first use (the status
        line says so meanwhile)."""
        name = system or self._system.value
        if name not in self._frames:
            from gecnb.metrics.api import cleme_chunks  # display -> metrics, never the other way

            assert self._prepared is not None
            self._status.value = (f'<span style="color: #bf360c">\u231b computing the chunks of '
                                  f'{html.escape(name)}\u2026</span>')
            try:
                self._frames[name] = cleme_chunks(self._prepared, system=name, config=self._config)
            finally:
                self._status.value = ""
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
    def compare(self) -> str | None:
        value = str(self._compare.value)
        return None if value == NO_COMPARISON else value

    @compare.setter
    def compare(self, name: str | None) -> None:
        self._compare.value = NO_COMPARISON if name is None else name

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

    def go(self, i: int) -> None:
        """Jump to sentence ``i``; when the filter does not keep it, switch to "all sentences"."""
        if i not in set(self.frame()["sentence"].tolist()):
            raise KeyError(f"sentence {i} is not in the chunk table of {self.system}")
        if i not in self.kept():
            self._filter.value = "all sentences"
        self.sentence = i

    @property
    def html(self) -> str:
        return str(self._view.value)

    @property
    def options(self) -> dict[str, Any]:
        """The renderer's options as the toggles set them."""
        return {"show_types": bool(self._types.value), "show_weights": bool(self._weights.value),
                "context": None if self._whole.value else self._context, "wrap": self._wrap}

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

    def _go_quietly(self, i: int) -> None:
        """The "go to" box: jump, or say in the status line why not."""
        if self._busy or i == self.sentence:
            return
        try:
            self.go(int(i))
        except KeyError as e:
            self._status.value = f'<span style="color: #b71c1c">{html.escape(str(e.args[0]))}</span>'

    def _system_block(self, name: str, sentence: int) -> str:
        frame = self.frame(name)
        if sentence not in set(frame["sentence"].tolist()):
            return card_html(f"{html.escape(name)} has no chunk table for sentence {sentence}.")
        grid = chunk_grid(frame, sentence=sentence, title=f"{name} \u00b7 sentence {sentence}")
        parts = [counts_html(category_counts(frame, sentence=sentence), weights=bool(self._weights.value))]
        table = _sentence_scores(self._scores, name, sentence)
        if table is not None:
            parts.append(frame_html(table, caption=f"scores of {name} on sentence {sentence}"))
        return card_html("".join(parts)) + ChunkTable([grid], style=False, **self.options).html

    def _render(self) -> None:
        if self._busy:
            return
        self._status.value = ""
        kept = self.kept()
        if not kept:  # the last sentence shown stays the anchor for the next filter or system
            self._where.value = "no sentence"
            self._view.value = card_html(f"No sentence of {html.escape(self.system)} is kept by "
                                         f"\u201c{html.escape(self.filter)}\u201d.")
        else:
            i = kept[self._pos.value]
            self._last = i
            self._jump.value = i
            self._where.value = (f"sentence <b>{i}</b> \u2014 {self._pos.value + 1} of {len(kept)} "
                                 f"{'sentences' if FILTERS[self.filter] is None else 'matching'}")
            blocks = [self._system_block(self.system, i)]
            if self.compare is not None and self.compare != self.system:
                blocks.append(self._system_block(self.compare, i))
            if len(blocks) == 1:
                self._view.value = STYLE + blocks[0]
            else:
                side = "".join(f'<div style="display: inline-block; vertical-align: top; margin-right: 12px; '
                               f'max-width: 100%">{b}</div>' for b in blocks)
                self._view.value = STYLE + f'<div class="gecnb-side-by-side">{side}</div>'
        for handle in self._handles:
            handle.update(self._snapshot_bundle(), raw=True)

    # a static snapshot beside the widget -----------------------------------------------------------
    def snapshot(self) -> str:
        """The current view as static HTML (every style inline): what a saved notebook shows where the
        widget cannot be drawn."""
        where = html.escape(self._where.value.replace("<b>", "").replace("</b>", ""))
        beside = f" \u00b7 beside {html.escape(self.compare)}" if self.compare else ""
        head = (f'<div class="gecnb-card" style="display: block; background: {PAPER}; color: {INK}; '
                f'font-size: 12px; padding: 2px 6px; margin: 0.2em 0; border-left: 3px solid #1565c0">'
                f'gecnb explorer (static snapshot; run the notebook to use the controls): '
                f'<b>{html.escape(self.system)}</b>{beside} \u00b7 {html.escape(self.filter)} \u00b7 {where}</div>')
        return head + self.html

    def _snapshot_bundle(self) -> dict[str, Any]:
        bundle = self._carrier._repr_mimebundle_() or {}
        bundle["text/html"] = self.snapshot()
        bundle["text/plain"] = f"{self!r} (static snapshot)"
        return bundle

    def _repr_mimebundle_(self, include: Any = None, exclude: Any = None) -> dict[str, Any]:
        """The widget and, for frontends that cannot draw it, the snapshot of its current view."""
        bundle = self.widget._repr_mimebundle_() or {}
        bundle["text/html"] = self.snapshot()
        bundle["text/plain"] = repr(self)
        return bundle

    def _ipython_display_(self) -> None:
        """In IPython: the widget (with a plain-text line where it cannot be drawn), then a snapshot of
        the view that follows every change (an update_display_data of a display id), so a saved
        notebook shows the view it was saved with. Live, the snapshot's place is an invisible widget."""
        from IPython.display import display

        bundle = self.widget._repr_mimebundle_() or {}
        # a fixed line: this output is never updated, so it must not claim a state that later changes
        bundle["text/plain"] = "gecnb ChunkExplorer (a widget: it needs a live kernel; its current view is below)"
        display(bundle, raw=True)
        handle = display(self._snapshot_bundle(), raw=True, display_id=True)
        if handle is not None:
            self._handles.append(handle)

    def __repr__(self) -> str:
        beside = f", compare={self.compare!r}" if self.compare else ""
        return f"ChunkExplorer(system={self.system!r}{beside}, filter={self.filter!r}, sentence={self.sentence})"


def explore(source: PreparedCorpus | Mapping[str, pd.DataFrame], **options: Any) -> ChunkExplorer:
    """Shorthand for :class:`ChunkExplorer`."""
    return ChunkExplorer(source, **options)
