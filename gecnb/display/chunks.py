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

# Every rule is prefixed with "div.gecnb-chunks table.gecnb-grid" so that it outranks the table styles of
# JupyterLab, the classic notebook and VS Code (right-aligned cells, striped and hovered rows, fixed layout).
_T = "div.gecnb-chunks table.gecnb-grid"
STYLE = f"""<style>
div.gecnb-chunks{{overflow-x:auto;margin:.4em 0 1em 0}}
{_T}{{border-collapse:separate;border-spacing:3px;font-size:13px;line-height:1.35;margin:0;table-layout:auto;
  border:none;width:auto}}
{_T} caption{{caption-side:top;text-align:left;font-weight:600;padding:0 0 .3em 2px}}
{_T} tr,{_T} tbody tr:nth-child(odd),{_T} tbody tr:nth-child(even),{_T} tbody tr:hover{{background:transparent}}
{_T} th{{text-align:right;font-weight:600;padding:3px 8px 3px 2px;white-space:nowrap;vertical-align:top;border:none}}
{_T} thead{{border:none}}
{_T} th.gecnb-col{{text-align:center;font-weight:400;font-size:11px;opacity:.65;padding:0 4px}}
{_T} td{{padding:3px 6px;vertical-align:top;border-radius:4px;text-align:left;white-space:normal;
  border:1px solid transparent;min-width:1.2em;max-width:28em;line-height:1.35}}
{_T} td.gecnb-edit{{background:rgba(128,128,128,.13)}}
{_T} td.gecnb-changed{{background:rgba(255,153,0,.30);border-color:rgba(230,120,0,.75)}}
{_T} td.gecnb-empty .gecnb-text{{opacity:.55;font-style:italic}}
{_T} .gecnb-elided{{opacity:.5}}
div.gecnb-chunks .gecnb-badge{{display:inline-block;margin-top:2px;padding:0 4px;border-radius:3px;font-size:10px;
  font-weight:600;letter-spacing:.02em;color:#fff;white-space:nowrap;line-height:1.5}}
{_T} .gecnb-types{{display:block;font-size:10px;opacity:.75;white-space:nowrap}}
div.gecnb-chunks .gecnb-TP{{background:#2e7d32}}div.gecnb-chunks .gecnb-FP_ne{{background:#c62828}}
div.gecnb-chunks .gecnb-FP_un{{background:#8e24aa}}div.gecnb-chunks .gecnb-FN{{background:#1565c0}}
div.gecnb-chunks .gecnb-TN{{background:#757575}}
div.gecnb-legend{{font-size:11px;opacity:.85;margin-top:.2em}}
div.gecnb-legend span{{margin-right:.9em}}
</style>"""

EMPTY_MARK = "\u2205"  # the empty set sign, for an empty chunk text


def _elide(text: str, context: int | None) -> str:
    """The first and last ``context`` words of a long text around an ellipsis, as HTML."""
    words = text.split(" ")
    if context is None or len(words) <= 2 * context + 1:
        return html.escape(text)
    head, tail = " ".join(words[:context]), " ".join(words[len(words) - context:]) if context else ""
    return f'{html.escape(head)} <span class="gecnb-elided">\u2026</span> {html.escape(tail)}'.strip()


def _cell_html(cell: ChunkCell, *, role: str, edited: bool, show_categories: bool, show_types: bool,
               show_weights: bool, context: int | None) -> str:
    classes = []
    if edited:
        classes.append("gecnb-edit")
    if cell.changed and role != "source":
        classes.append("gecnb-changed")
    if cell.text == "":
        classes.append("gecnb-empty")
    whole = html.escape(cell.text)
    # only columns nobody changes are shortened: every changed text is shown whole
    text = (whole if edited else _elide(cell.text, context)) if cell.text else EMPTY_MARK
    tip = [cell.kind] if text == whole or not cell.text else [f"{cell.kind}: {cell.text}"]
    if cell.types:
        tip.append(f"types: {cell.types}")
    parts = [f'<span class="gecnb-text">{text}</span>']
    if show_types and cell.types and role != "source":
        parts.append(f'<span class="gecnb-types">{html.escape(cell.types)}</span>')
    if cell.category is not None:
        tip.append(f"{cell.category}: {CATEGORY_TITLES.get(cell.category, '')}")
        if cell.weight is not None:
            tip.append(f"weight {cell.weight:g}")
        if show_categories and edited:
            badge = html.escape(cell.category)
            if show_weights and cell.weight is not None:
                badge += f" {cell.weight:.3g}"
            parts.append(f'<div><span class="gecnb-badge gecnb-{html.escape(cell.category)}">{badge}</span></div>')
    cls = f' class="{" ".join(classes)}"' if classes else ""
    return f'<td{cls} title="{html.escape(" | ".join(tip))}">{"".join(parts)}</td>'


def render_html(grids: Sequence[ChunkGrid], *, show_categories: bool = True, show_types: bool = True,
                show_weights: bool = False, context: int | None = 4, legend: bool = True, style: bool = True) -> str:
    """The renderer: HTML tables of chunk grids, one per sentence, with one style block and one legend.

    ``context``: a column nobody changes that is longer than ``2 * context + 1`` words shows only its
    first and last ``context`` words around ``…`` (its whole text is in the cell's tooltip); ``None``
    shows every word. Changed columns are never shortened.

    Columns a target changes are shaded; a target's changed chunk is orange; an empty chunk shows
    ``∅``. On a changed column, the hypothesis carries its category against all references (the
    independent category of the frame) and each reference the hypothesis's category against that
    reference (the dependent one). Hovering a cell shows its kind, edit types, category and weight.
    """
    out = [STYLE] if style else []
    for g in grids:
        edited = set(g.edited_columns)
        caption = html.escape(g.title or f"sentence {g.sentence}")
        head = "".join(f'<th class="gecnb-col">{k}</th>' for k in range(g.n_chunks))
        body = []
        for row in g.rows:
            cells = "".join(
                _cell_html(c, role=row.role, edited=k in edited, show_categories=show_categories,
                           show_types=show_types, show_weights=show_weights, context=context)
                for k, c in enumerate(row.cells)
            )
            body.append(f'<tr class="gecnb-{row.role}"><th>{html.escape(row.label)}</th>{cells}</tr>')
        out.append(f'<div class="gecnb-chunks"><table class="gecnb-grid"><caption>{caption}</caption>'
                   f'<thead><tr><th></th>{head}</tr></thead><tbody>{"".join(body)}</tbody></table></div>')
    if legend and show_categories:
        items = "".join(f'<span title="{html.escape(t)}"><span class="gecnb-badge gecnb-{c}">{c}</span></span>'
                        for c, t in CATEGORY_TITLES.items())
        out.append('<div class="gecnb-chunks gecnb-legend">'
                   '<span><span style="background:rgba(255,153,0,.30);padding:0 6px;border-radius:3px">changed</span>'
                   '</span>' f'<span>{EMPTY_MARK} empty chunk</span>{items}'
                   '<span>hypothesis: category against all references; refK: against reference K</span></div>')
    return "".join(out)


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

    ``.html`` and ``.text`` hold the markup; ``.grids`` the converted records."""

    def __init__(self, grids: Sequence[ChunkGrid], **options: Any) -> None:
        self.grids = tuple(grids)
        self.options = options

    @property
    def html(self) -> str:
        return render_html(self.grids, **self.options)

    @property
    def text(self) -> str:
        return render_text(self.grids, show_categories=self.options.get("show_categories", True))

    def _repr_html_(self) -> str:
        return self.html

    def __repr__(self) -> str:
        return self.text


def show_chunks(frame: pd.DataFrame, *, sentences: int | Iterable[int] | None = None, title: str | None = None,
                show_categories: bool = True, show_types: bool = True, show_weights: bool = False,
                context: int | None = 4, limit: int = 50) -> ChunkTable:
    """Display the chunks of a :func:`gecnb.cleme_chunks` frame, one table per sentence.

    ``sentences``: one index or several (default: every sentence of the frame, at most ``limit`` of
    them: a frame of a whole corpus would be thousands of tables, so more than ``limit`` is a
    ``ValueError`` that says how to choose). ``title``: a caption prefix, e.g. the system's name.
    ``context``: words kept at each end of a long column nobody changes (``None``: all), see
    :func:`render_html`.
    """
    _check_frame(frame)
    if sentences is None:
        wanted = sorted(set(frame["sentence"].tolist()))
    elif isinstance(sentences, int):
        wanted = [sentences]
    else:
        wanted = list(sentences)
    if len(wanted) > limit:
        raise ValueError(f"{len(wanted)} sentences would make {len(wanted)} tables; pass sentences=[...] "
                         f"or raise limit (now {limit})")
    grids = [chunk_grid(frame, sentence=i, title=f"{title} \u00b7 sentence {i}" if title else "") for i in wanted]
    return ChunkTable(grids, show_categories=show_categories, show_types=show_types, show_weights=show_weights,
                      context=context)
