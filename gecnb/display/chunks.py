"""Chunk tables as the CLEME papers draw them: source, hypothesis and references side by side, one
column per chunk.

Two steps, as in spaCy's displaCy: a *converter* (:func:`chunk_grid`) reads the per-chunk DataFrame of
:func:`gecnb.cleme_chunks` into plain records, and a *renderer* (:func:`render_html`, :func:`render_text`)
turns records into markup. Nothing here computes a score: the categories and weights shown are the
frame's own.

Typical use in a notebook::

    frame = gecnb.cleme_chunks(prepared, system="AMU", sentences=range(20))
    show_chunks(frame, sentences=[2, 5])   # displays as HTML in Jupyter, as text in a console
"""

from __future__ import annotations

import html
import os
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

import pandas as pd

REQUIRED_COLUMNS = ("sentence", "chunk", "source", "chunk_kind", "target", "text", "kind", "changed", "types",
                    "category", "weight")
CATEGORY_TITLES = {
    "TP": "true positive: the hypothesis makes a correction the reference(s) make",
    "FP_ne": "false positive, necessary: the hypothesis changes a chunk the reference(s) change, differently",
    "FP_un": "false positive, unnecessary: the hypothesis changes a chunk the reference(s) keep",
    "FN": "false negative: the reference(s) change a chunk the hypothesis keeps",
    "TN": "true negative: nobody changes the chunk",
    # the ERRANT and CLEME views in CLEME2.0's Figure 1 (gecnb's frames split FP into FP_ne and FP_un)
    "FP": "false positive: the hypothesis makes a correction no reference makes",
    "FP+FN": "false positive and false negative: a wrong correction where a correction was needed",
}
_REF = re.compile(r"ref(\d+)")


@dataclass(frozen=True)
class ChunkCell:
    """One target's text in one chunk."""

    text: str
    kind: str  # unchanged / corrected / dummy
    changed: bool
    types: str = ""
    category: str | None = None
    weight: float | None = None


@dataclass(frozen=True)
class ChunkRow:
    """One line of the table: the source, the hypothesis or a reference."""

    label: str
    role: str  # source / hypothesis / reference
    cells: tuple[ChunkCell, ...]


@dataclass(frozen=True)
class ChunkGrid:
    """One sentence's chunks: rows (source, hypothesis, references) by columns (chunks)."""

    sentence: int
    rows: tuple[ChunkRow, ...]
    title: str = ""

    @property
    def n_chunks(self) -> int:
        return len(self.rows[0].cells) if self.rows else 0

    @property
    def edited_columns(self) -> tuple[int, ...]:
        """The chunks that some target changes (the source's corrected and dummy chunks)."""
        return tuple(k for k, c in enumerate(self.rows[0].cells) if c.kind != "unchanged")


def _check_frame(frame: pd.DataFrame) -> None:
    if not isinstance(frame, pd.DataFrame):
        raise TypeError(f"expected the DataFrame of gecnb.cleme_chunks, got {type(frame).__name__}")
    missing = [c for c in REQUIRED_COLUMNS if c not in frame.columns]
    if missing:
        raise ValueError(f"not a chunk table of gecnb.cleme_chunks: columns {missing} are missing")


def _check_table(table: object, columns: Sequence[str], what: str) -> None:
    """A TypeError for a table that is not a DataFrame, a ValueError naming the missing columns."""
    if not isinstance(table, pd.DataFrame):
        raise TypeError(f"expected {what} as a DataFrame, got {type(table).__name__}")
    missing = [c for c in columns if c not in table.columns]
    if missing:
        raise ValueError(f"{what} lacks the column(s) {missing}; it has {list(table.columns)}")


def _target_order(name: str) -> tuple[int, int, str]:
    if name == "hypothesis":
        return (0, 0, name)
    m = _REF.fullmatch(name)
    return (1, int(m.group(1)), name) if m else (2, 0, name)


def chunk_grid(frame: pd.DataFrame, *, sentence: int, title: str = "") -> ChunkGrid:
    """The converter: one sentence of a :func:`gecnb.cleme_chunks` frame as a :class:`ChunkGrid`.

    The hypothesis row comes first, then the references in index order (``ref0``, ``ref1``, ...), as
    the frame names them. A sentence the frame does not hold is a ``KeyError`` that lists what it holds.
    """
    _check_frame(frame)
    rows = frame[frame["sentence"] == sentence]
    if rows.empty:
        held = sorted(set(frame["sentence"].tolist()))
        shown = ", ".join(map(str, held[:10])) + (", ..." if len(held) > 10 else "")
        raise KeyError(f"sentence {sentence} is not in this chunk table (it holds {len(held)} sentences: {shown})")
    rows = rows.sort_values("chunk", kind="stable")
    chunks = sorted(set(rows["chunk"].tolist()))
    if chunks != list(range(len(chunks))):
        raise ValueError(f"sentence {sentence}: the chunk table holds chunks {chunks[:10]}, not 0..n-1")
    first = rows.drop_duplicates("chunk")
    source = ChunkRow("source", "source", tuple(
        ChunkCell(text=s, kind=k, changed=k != "unchanged") for s, k in zip(first["source"], first["chunk_kind"], strict=True)
    ))
    out = [source]
    for name in sorted(set(rows["target"].tolist()), key=_target_order):
        part = rows[rows["target"] == name]
        if part["chunk"].tolist() != chunks:
            raise ValueError(f"sentence {sentence}: target {name!r} does not have one row per chunk")
        cells = tuple(
            ChunkCell(text=t, kind=k, changed=bool(ch), types=ty or "", category=None if pd.isna(ca) else str(ca),
                      weight=None if pd.isna(w) else float(w))
            for t, k, ch, ty, ca, w in zip(part["text"], part["kind"], part["changed"], part["types"],
                                           part["category"], part["weight"], strict=True)
        )
        out.append(ChunkRow(name, "hypothesis" if name == "hypothesis" else "reference", cells))
    return ChunkGrid(sentence=int(sentence), rows=tuple(out), title=title)


# --------------------------------------------------------------------------------------------- HTML
#
# Every colour, badge and layout rule is written INLINE (style="" on the element): JupyterLab strips
# <style> from untrusted outputs (a stored notebook opened from disk), GitHub strips it always, and VS
# Code's renderer varies. Each table is a light card with its own foreground colour, so a dark theme
# neither hides the text nor turns the category colours into something else (every cell and row label
# is opaque, so the notebook's striped and hovered rows do not show through). The <style> block (STYLE)
# only adds what inline styles cannot say, the hover outline; its selectors are prefixed with
# "div.gecnb-chunks table.gecnb-grid" (DEVELOPERS.md).


@dataclass(frozen=True)
class Colour:
    """One category's colours: the cell's background, and the badge's background and text."""

    cell: str
    badge: str
    badge_text: str


# The legend of the CLEME2.0 paper's Figure 1: TP green, TN white, FP pink, FN yellow, FP+FN purple,
# FP_ne blue, FP_un orange. gecnb's frames use TP / FP_ne / FP_un / FN / TN; FP and FP+FN (the ERRANT
# and CLEME views of the same figure) are kept so that a frame carrying them renders in the paper's colours.
PALETTE: dict[str, Colour] = {
    "TP": Colour("#c8e6c9", "#2e7d32", "#ffffff"),
    "TN": Colour("#ffffff", "#757575", "#ffffff"),
    "FP": Colour("#f8bbd0", "#c2185b", "#ffffff"),
    "FN": Colour("#fff176", "#f9a825", "#1f1f1f"),
    "FP+FN": Colour("#d1b3e0", "#6a1b9a", "#ffffff"),
    "FP_ne": Colour("#bbdefb", "#1565c0", "#ffffff"),
    "FP_un": Colour("#ffcc80", "#bf360c", "#ffffff"),
}
LEGEND_ORDER = ("TP", "TN", "FP", "FN", "FP+FN", "FP_ne", "FP_un")
ALWAYS_IN_LEGEND = ("TP", "FP_ne", "FP_un", "FN", "TN")  # gecnb's categories; FP and FP+FN when present
INK = "#1f1f1f"  # the one foreground colour on the light card
PAPER = "#ffffff"
EDITED = "#eeeeee"  # a source chunk that some target changes; a column without a category
RULE = "#d9d9d9"  # the thin border of an unchanged cell
CHANGED_BORDER = "#424242"  # a target's changed chunk: dark outline, bold text
EMPTY_MARK = "\u2205"  # the empty set sign, for an empty chunk text

_T = "div.gecnb-chunks table.gecnb-grid"
STYLE = f"""<style>
{_T} td.gecnb-cell:hover{{outline:2px solid #1565c0;outline-offset:-1px}}
</style>"""


def _css(**props: str | int | float) -> str:
    """``style="..."`` from keyword arguments (underscores become hyphens)."""
    return "; ".join(f"{k.replace('_', '-')}: {v}" for k, v in props.items())


# Only properties and values that JupyterLab's sanitizer keeps in untrusted outputs (no position: sticky,
# no width: fit-content): tests/test_untrusted_outputs.py applies its rules. The card is an inline-block
# (as wide as its table, at most the cell) inside a plain block, so that cards stack.
CARD = _css(display="inline-block", vertical_align="top", background=PAPER, color=INK, border=f"1px solid {RULE}",
            border_radius="6px", padding="6px 8px 4px 8px", overflow_x="auto", max_width="100%",
            box_sizing="border-box", text_align="left")
BLOCK = _css(display="block", margin="0.4em 0 0.8em 0")
TITLE = _css(font_weight=600, font_size="13px", color=INK, margin="0 0 2px 2px", text_align="left")
TABLE = _css(border_collapse="separate", border_spacing="3px", font_size="13px", line_height=1.35, margin="0 0 2px 0",
             table_layout="auto", border="none", width="auto", background=PAPER, color=INK)
BAND_CAPTION = _css(caption_side="top", text_align="left", font_size="11px", color="#666666", padding="0 0 0 2px",
                    font_weight=400)
ROW_LABEL = _css(text_align="right", font_weight=600, padding="3px 8px 3px 2px", white_space="nowrap",
                 vertical_align="top", border="none", background=PAPER, color=INK)
COL_HEAD = _css(text_align="center", font_weight=400, font_size="11px", color="#757575", padding="0 4px",
                border="none", background=PAPER)
TYPES = _css(display="block", font_size="10px", color="#555555", white_space="nowrap", font_weight=400)
ELIDED = _css(color="#757575")
EMPTY = _css(color="#4a4a4a", font_style="italic", font_weight=400)
BADGE = _css(display="inline-block", margin_top="2px", padding="0 4px", border_radius="3px", font_size="10px",
             font_weight=600, white_space="nowrap", line_height=1.5)
LEGEND = _css(font_size="11px", color="#333333", margin="4px 0 2px 2px", line_height=2.0, text_align="left")
SWATCH = _css(display="inline-block", padding="0 6px", border_radius="3px", color=INK, margin_right="3px")


def _cell_css(background: str, *, changed: bool) -> str:
    border = f"1px solid {CHANGED_BORDER}" if changed else f"1px solid {RULE}"
    return _css(padding="3px 6px", vertical_align="top", border_radius="4px", text_align="left", white_space="normal",
                border=border, min_width="1.2em", max_width="28em", line_height=1.35, background=background, color=INK,
                font_weight=600 if changed else 400)


def badge_html(category: str, text: str | None = None) -> str:
    """A category badge with its colours inline (unknown categories are grey)."""
    c = PALETTE.get(category, PALETTE["TN"])
    return (f'<span class="gecnb-badge gecnb-{html.escape(category)}" style="{BADGE}; background: {c.badge}; '
            f'color: {c.badge_text}">{html.escape(text or category)}</span>')


def _elide(text: str, context: int | None) -> str:
    """The first and last ``context`` words of a long text around an ellipsis, as HTML."""
    words = text.split(" ")
    if context is None or len(words) <= 2 * context + 1:
        return html.escape(text)
    head, tail = " ".join(words[:context]), " ".join(words[len(words) - context:]) if context else ""
    return f'{html.escape(head)} <span class="gecnb-elided" style="{ELIDED}">\u2026</span> {html.escape(tail)}'.strip()


def _shown_length(text: str, context: int | None, edited: bool) -> int:
    """About how many characters a cell's text takes on screen (for cutting a sentence into bands)."""
    words = text.split(" ")
    if edited or context is None or len(words) <= 2 * context + 1:
        return max(len(text), 1)
    return len(" ".join(words[:context])) + len(" ".join(words[len(words) - context:])) + 3


def _cell_html(cell: ChunkCell, *, role: str, edited: bool, show_categories: bool, show_types: bool,
               show_weights: bool, context: int | None) -> str:
    changed = cell.changed and role != "source"
    if role == "source" or not show_categories:
        background = EDITED if edited else PAPER
    elif cell.category is not None:
        background = PALETTE.get(cell.category, PALETTE["TN"]).cell
    else:
        background = EDITED if edited else PAPER
    classes = ["gecnb-cell"]
    if edited:
        classes.append("gecnb-edit")
    if changed:
        classes.append("gecnb-changed")
    if cell.category is not None and role != "source":
        classes.append(f"gecnb-cat-{html.escape(cell.category)}")
    whole = html.escape(cell.text)
    # only columns nobody changes are shortened: every changed text is shown whole
    if cell.text:
        text = f'<span class="gecnb-text">{whole if edited else _elide(cell.text, context)}</span>'
    else:
        classes.append("gecnb-empty")
        text = f'<span class="gecnb-text" style="{EMPTY}">{EMPTY_MARK}</span>'
    tip = [cell.kind] if edited or not cell.text or _elide(cell.text, context) == whole else [f"{cell.kind}: {cell.text}"]
    if cell.types:
        tip.append(f"types: {cell.types}")
    parts = [text]
    if show_types and cell.types and role != "source":
        parts.append(f'<span class="gecnb-types" style="{TYPES}">{html.escape(cell.types)}</span>')
    if cell.category is not None:
        tip.append(f"{cell.category}: {CATEGORY_TITLES.get(cell.category, '')}")
        if cell.weight is not None:
            tip.append(f"weight {cell.weight:g}")
        if show_categories and edited:
            label = cell.category
            if show_weights and cell.weight is not None:
                label += f" {cell.weight:.3g}"
            parts.append(f"<div>{badge_html(cell.category, label)}</div>")
    return (f'<td class="{" ".join(classes)}" style="{_cell_css(background, changed=changed)}" '
            f'title="{html.escape(" | ".join(tip))}">{"".join(parts)}</td>')


def bands(grid: ChunkGrid, *, wrap: int | None, context: int | None = 4) -> list[range]:
    """The chunk columns of ``grid`` cut into bands of about ``wrap`` characters of text each (the widest
    target's text in a column counts; a column is never split). ``None``: one band."""
    n = grid.n_chunks
    if wrap is None or n == 0:
        return [range(n)]
    edited = set(grid.edited_columns)
    out: list[range] = []
    start, used = 0, 0
    for k in range(n):
        width = max(_shown_length(r.cells[k].text, context, k in edited) for r in grid.rows) + 2  # padding
        if k > start and used + width > wrap:
            out.append(range(start, k))
            start, used = k, 0
        used += width
    out.append(range(start, n))
    return out


def legend_html(categories: Iterable[str] = ALWAYS_IN_LEGEND) -> str:
    """The colour legend (CLEME2.0's Figure 1), inline-styled, for the given categories."""
    wanted = set(categories)
    items = []
    for cat in LEGEND_ORDER:
        if cat not in wanted:
            continue
        c = PALETTE[cat]
        items.append(f'<span class="gecnb-legend-item" title="{html.escape(CATEGORY_TITLES[cat])}" '
                     f'style="margin-right: .8em; white-space: nowrap"><span class="gecnb-swatch gecnb-cat-{cat}" '
                     f'style="{SWATCH}; background: {c.cell}; border: 1px solid {RULE}">{badge_html(cat)}</span></span>')
    items.append(f'<span style="margin-right: .8em; white-space: nowrap"><span class="gecnb-swatch" '
                 f'style="{SWATCH}; background: {PAPER}; border: 1px solid {CHANGED_BORDER}; font-weight: 600">bold'
                 '</span>the row changes the chunk</span>')
    items.append(f'<span style="margin-right: .8em; white-space: nowrap">{EMPTY_MARK} empty chunk</span>')
    items.append('<span style="white-space: nowrap">hypothesis: against all references; refK: against reference K'
                 '</span>')
    return f'<div class="gecnb-legend" style="{LEGEND}">{"".join(items)}</div>'


def _grid_html(g: ChunkGrid, *, show_categories: bool, show_types: bool, show_weights: bool, context: int | None,
               legend: bool, wrap: int | None) -> str:
    edited = set(g.edited_columns)
    parts = [f'<div class="gecnb-title" style="{TITLE}">{html.escape(g.title or f"sentence {g.sentence}")}</div>']
    cut = bands(g, wrap=wrap, context=context)
    for band in cut:
        caption = ""
        if len(cut) > 1:
            caption = (f'<caption style="{BAND_CAPTION}">chunks {band.start}\u2013{band.stop - 1} of '
                       f'{g.n_chunks}</caption>')
        head = "".join(f'<th class="gecnb-col" style="{COL_HEAD}">{k}</th>' for k in band)
        body = []
        for row in g.rows:
            cells = "".join(
                _cell_html(row.cells[k], role=row.role, edited=k in edited, show_categories=show_categories,
                           show_types=show_types, show_weights=show_weights, context=context)
                for k in band
            )
            body.append(f'<tr class="gecnb-{row.role}"><th class="gecnb-label" style="{ROW_LABEL}">'
                        f'{html.escape(row.label)}</th>{cells}</tr>')
        parts.append(f'<table class="gecnb-grid" style="{TABLE}">{caption}<thead><tr>'
                     f'<th style="{COL_HEAD}"></th>{head}</tr></thead><tbody>{"".join(body)}</tbody></table>')
    if legend and show_categories:
        present = {c.category for r in g.rows[1:] for c in r.cells if c.category is not None}
        parts.append(legend_html([*ALWAYS_IN_LEGEND, *sorted(present & set(PALETTE))]))
    return card_html("".join(parts))


def render_html(grids: Sequence[ChunkGrid], *, show_categories: bool = True, show_types: bool = True,
                show_weights: bool = False, context: int | None = 4, legend: bool = True, style: bool = True,
                wrap: int | None = 150) -> str:
    """The renderer: one card per sentence (a chunk table and its legend), every colour inline.

    Colours follow the CLEME2.0 paper (:data:`PALETTE`): on a column some target changes, each
    hypothesis or reference cell has its category's colour and a badge; the hypothesis carries its
    category against all references (the frame's independent category) and each reference the
    hypothesis's category against that reference (the dependent one). A target's own changed chunk is
    outlined and bold; an empty chunk shows ``∅``; the source's changed chunks are grey. Hovering a cell
    shows its kind, edit types, category and weight; ``show_weights`` writes the frame's ``weight`` (under
    whatever weighting made the frame) into the badges.

    ``context``: a column nobody changes that is longer than ``2 * context + 1`` words shows only its
    first and last ``context`` words around ``…`` (its whole text is in the cell's tooltip); ``None``
    shows every word. Changed columns are never shortened. ``wrap``: a long sentence is cut into stacked
    bands of about ``wrap`` characters each (see :func:`bands`), each with the row labels; ``None``:
    one wide table. ``style``: add the small <style> block (the hover outline);
    without it the tables look the same.
    """
    out = [STYLE] if style else []
    out.extend(_grid_html(g, show_categories=show_categories, show_types=show_types, show_weights=show_weights,
                          context=context, legend=legend, wrap=wrap) for g in grids)
    return "".join(out)


def card_html(inner: str) -> str:
    """Markup on gecnb's light card (its own paper and ink), in a block of its own."""
    return f'<div class="gecnb-chunks" style="{BLOCK}"><div class="gecnb-card" style="{CARD}">{inner}</div></div>'


def html_document(body: str, *, title: str) -> str:
    """A self-contained HTML page around rendered markup: no script, no external file."""
    return ("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
            f"<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><title>{html.escape(title)}</title>"
            f"</head><body style=\"{_css(margin='1.5em', background='#fafafa', color=INK, font_family='sans-serif')}\">"
            f"{body}</body></html>\n")


# --------------------------------------------------------------------------------------------- text

def render_text(grids: Sequence[ChunkGrid], *, show_categories: bool = True, width: int = 24) -> str:
    """A plain-text rendering for consoles and logs: one line per target, chunks separated by ``|``,
    changed chunks in ``[brackets]``, categories of changed columns on the line below."""
    lines: list[str] = []
    for g in grids:
        edited = set(g.edited_columns)
        lines.append(g.title or f"sentence {g.sentence}")
        widths = []
        for k in range(g.n_chunks):
            texts = [_text_cell(r.cells[k], r.role) for r in g.rows]
            cats = [r.cells[k].category or "" for r in g.rows]
            widths.append(min(width, max(len(t) for t in [*texts, *cats])))
        label_w = max(len(r.label) for r in g.rows)
        for row in g.rows:
            cells = [_fit(_text_cell(c, row.role), widths[k]) for k, c in enumerate(row.cells)]
            lines.append((f"{row.label:>{label_w}} | " + " | ".join(cells)).rstrip())
            if show_categories and row.role != "source":
                cats = [_fit(c.category or "" if k in edited else "", widths[k]) for k, c in enumerate(row.cells)]
                if any(s.strip() for s in cats):
                    lines.append((f"{'':>{label_w}} | " + " | ".join(cats)).rstrip())
        lines.append("")
    return "\n".join(lines).rstrip("\n")


def _text_cell(cell: ChunkCell, role: str) -> str:
    text = cell.text or EMPTY_MARK
    return f"[{text}]" if cell.changed and role != "source" else text


def _fit(s: str, w: int) -> str:
    return s.ljust(w) if len(s) <= w else s[: max(w - 1, 0)] + "\u2026"


# ------------------------------------------------------------------------------------- the display

class ChunkTable:
    """Chunk grids that display themselves: HTML in Jupyter (``_repr_html_``), text elsewhere.

    ``.html`` and ``.text`` hold the markup; ``.grids`` the converted records; ``.to_html(path)`` writes
    a page that opens in a browser without a kernel. ``header``: HTML shown above the tables (a report's
    summary)."""

    def __init__(self, grids: Sequence[ChunkGrid], *, title: str = "", header: str = "", **options: Any) -> None:
        self.grids = tuple(grids)
        self.title = title
        self.header = header
        self.options = options

    @property
    def html(self) -> str:
        return self.header + render_html(self.grids, **self.options)

    @property
    def text(self) -> str:
        return render_text(self.grids, show_categories=self.options.get("show_categories", True))

    def to_html(self, path: str | os.PathLike[str] | None = None) -> str:
        """The tables as a self-contained HTML page (every style inline, no script); written to ``path``
        (UTF-8, atomically, never through a link: :func:`gecnb.data.outputs.write_file`) when one is given.
        Returns the page."""
        first = self.grids[0].title or f"sentence {self.grids[0].sentence}" if self.grids else "chunks"
        page = html_document(self.html, title=self.title or f"gecnb \u00b7 {first}")
        if path is not None:  # atomically, never through a link
            from gecnb.data.outputs import write_file

            write_file(path, page)
        return page

    def _repr_html_(self) -> str:
        return self.html

    def __repr__(self) -> str:
        return self.text


def _wanted(frame: pd.DataFrame, sentences: int | Iterable[int] | None, limit: int) -> list[int]:
    if sentences is None:
        wanted = sorted(set(frame["sentence"].tolist()))
    elif isinstance(sentences, int):
        wanted = [sentences]
    else:
        wanted = list(sentences)
    if len(wanted) > limit:
        raise ValueError(f"{len(wanted)} sentences would make {len(wanted)} tables; pass sentences=[...] "
                         f"or raise limit (now {limit})")
    return wanted


def show_chunks(frame: pd.DataFrame, *, sentences: int | Iterable[int] | None = None, title: str | None = None,
                show_categories: bool = True, show_types: bool = True, show_weights: bool = False,
                context: int | None = 4, wrap: int | None = 150, limit: int = 50) -> ChunkTable:
    """Display the chunks of a :func:`gecnb.cleme_chunks` frame, one table per sentence.

    ``sentences``: one index or several (default: every sentence of the frame, at most ``limit`` of
    them: a frame of a whole corpus would be thousands of tables, so more than ``limit`` is a
    ``ValueError`` that says how to choose). ``title``: a caption prefix, e.g. the system's name.
    ``context`` (words kept at each end of a long column nobody changes; ``None``: all) and ``wrap``
    (characters per band of a long sentence; ``None``: one wide table): see :func:`render_html`.
    ``.to_html(path)`` of the result writes a page that opens without a kernel.
    """
    _check_frame(frame)
    wanted = _wanted(frame, sentences, limit)
    grids = [chunk_grid(frame, sentence=i, title=f"{title} \u00b7 sentence {i}" if title else "") for i in wanted]
    return ChunkTable(grids, title=title or "", show_categories=show_categories, show_types=show_types,
                      show_weights=show_weights, context=context, wrap=wrap)


def category_counts(frame: pd.DataFrame, *, sentence: int | None = None) -> pd.DataFrame:
    """How many hypothesis chunks of the frame (or of one sentence) fall in each category, and their
    summed ``weight``: a reading of the frame's own columns (no score is computed). One row per
    category of :data:`ALWAYS_IN_LEGEND` order (TP, FP_ne, FP_un, FN, TN), columns ``chunks`` and
    ``weight``."""
    _check_frame(frame)
    hyp = frame[frame["target"] == "hypothesis"]
    if sentence is not None:
        hyp = hyp[hyp["sentence"] == sentence]
    grouped = hyp.groupby("category")["weight"].agg(["size", "sum"]).rename(columns={"size": "chunks", "sum": "weight"})
    order = [*ALWAYS_IN_LEGEND, *sorted(set(grouped.index) - set(ALWAYS_IN_LEGEND))]
    out = grouped.reindex(order).fillna(0.0)
    out["chunks"] = out["chunks"].astype(int)
    out.index.name = "category"
    return out


def counts_html(counts: pd.DataFrame, *, weights: bool = True) -> str:
    """A one-line, inline-styled reading of :func:`category_counts`: a badge and a number per category."""
    _check_table(counts, ["chunks", "weight"] if weights else ["chunks"], "the category counts of category_counts")
    items = []
    for cat, row in counts.iterrows():
        n = f"{int(row['chunks'])}"
        if weights and abs(float(row["weight"]) - int(row["chunks"])) > 1e-9:
            n += f" (weight {float(row['weight']):.3g})"
        items.append(f'<span style="margin-right: .9em; white-space: nowrap">{badge_html(str(cat))} {n}</span>')
    return f'<div class="gecnb-counts" style="{_css(font_size="12px", color=INK, line_height=2.0)}">{"".join(items)}</div>'


def frame_html(table: pd.DataFrame, *, caption: str = "") -> str:
    """A small DataFrame as an inline-styled HTML table (numbers to 4 decimals), readable untrusted."""
    _check_table(table, [], "a table")
    cell = _css(padding="2px 8px", border=f"1px solid {RULE}", text_align="right", color=INK, background=PAPER)
    head = _css(padding="2px 8px", border=f"1px solid {RULE}", text_align="right", color=INK, background=EDITED,
                font_weight=600)
    cols = [str(table.index.name or "")] + [str(c) for c in table.columns]
    rows = []
    for idx, values in zip(table.index, table.itertuples(index=False), strict=True):
        shown = [f"{v:.4f}" if isinstance(v, float) else str(v) for v in values]
        rows.append("<tr>" + "".join(f'<td style="{cell}">{html.escape(x)}</td>' for x in [str(idx), *shown]) + "</tr>")
    cap = f'<caption style="{BAND_CAPTION}">{html.escape(caption)}</caption>' if caption else ""
    heads = "".join(f'<th style="{head}">{html.escape(c)}</th>' for c in cols)
    look = _css(border_collapse="collapse", font_size="12px", margin="4px 0", color=INK, background=PAPER)
    return (f'<table class="gecnb-frame" style="{look}">{cap}<thead><tr>{heads}</tr></thead>'
            f'<tbody>{"".join(rows)}</tbody></table>')


def sentences_someone_changes(frame: pd.DataFrame) -> pd.Series:
    """For each sentence of a chunk frame, whether some target changes some chunk (a bool Series)."""
    _check_frame(frame)
    return frame.groupby("sentence")["chunk_kind"].agg(lambda k: bool((k != "unchanged").any()))


def chunk_report(frame: pd.DataFrame, *, system: str, sentences: Iterable[int] | None = None,
                 scores: pd.DataFrame | None = None, limit: int = 200, show_weights: bool = True,
                 context: int | None = 4, wrap: int | None = 150) -> ChunkTable:
    """A whole system's report: the category counts of its chunk frame, an optional score table the
    metrics layer made (e.g. the system's rows of :func:`gecnb.cleme_scores`, shown as given), and the
    chunk tables of ``sentences`` (default: every sentence some target changes, at most ``limit``).
    ``.to_html(path)`` writes it as one self-contained page."""
    _check_frame(frame)
    if sentences is None:
        touched = sentences_someone_changes(frame)
        chosen = [int(i) for i in touched.index[touched.to_numpy(dtype=bool)]][:limit]
    else:
        chosen = _wanted(frame, sentences, limit)
    n = frame["sentence"].nunique()
    parts = [
             f'<div style="{TITLE}; font-size: 16px">{html.escape(system)}: chunks of {n} sentences</div>',
             counts_html(category_counts(frame))]
    if scores is not None:
        if not isinstance(scores, pd.DataFrame):
            raise TypeError(f"scores must be a DataFrame made by the metrics layer, got {type(scores).__name__}")
        parts.append(frame_html(scores, caption="scores (as computed by the metrics layer)"))
    parts.append(f'<div style="{_css(font_size="12px", color="#555555")}">{len(chosen)} sentence tables below'
                 f'{" (the first " + str(limit) + ")" if sentences is None and len(chosen) == limit else ""}.</div>')
    grids = [chunk_grid(frame, sentence=i, title=f"{system} \u00b7 sentence {i}") for i in chosen]
    return ChunkTable(grids, title=f"gecnb \u00b7 {system}", header=card_html("".join(parts)), show_weights=show_weights,
                      context=context, wrap=wrap)
