"""Outputs that look right untrusted: chunk tables keep their colours where <style> is stripped.

JupyterLab renders an untrusted output's text/html through its sanitizer (sanitize-html): <style> and
<script> go, and each style="" declaration stays only when JupyterLab's allowedStyles lists the property
and its value matches (JupyterLab 4: e.g. ``position`` only static/relative/absolute, ``width`` only a
length, a percentage or auto). GitHub's notebook view drops <style> too and keeps inline styles. So the
test sanitizes like that (:func:`untrusted`) and then reads every colour from the inline styles that
survive (:func:`colours`):

(a) freshly rendered HTML of real CoNLL-2014 chunk tables (a short sentence and the longest one, cut
    into bands), a system report and the explorer's snapshot;
(b) every text/html output stored in notebooks/*.ipynb (they must be rebuilt by
    ``scripts/build_notebooks.py`` with the inline renderer to pass).

Checked: each category cell has its category's background (CLEME2.0's legend, :data:`PALETTE`) and an
explicit dark ink; each badge its colours; each legend swatch its colour; every text inside a gecnb card
has an explicit foreground colour (not the page's, which is light in a dark theme) with a contrast of at
least 4.5 against its background; and the project hook's ``colour_gaps`` finds nothing.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path

import pytest

from gecnb.display.chunks import INK, PALETTE, chunk_report, show_chunks

ROOT = Path(__file__).parent.parent

# ----------------------------------------------------------------------------- the sanitizer

# JupyterLab 4's allowedStyles (packages/apputils/src/sanitizer.ts): the property names, and for the
# properties gecnb's markup uses, the values it keeps (keyword lists copied from its CSS rules; lengths,
# colours as below). A property outside this table is dropped, as JupyterLab drops it.
_LEN = r"(0|[-+]?(\d+\.?\d*|\.\d+)(px|em|rem|ex|ch|pt|pc|cm|mm|in|vh|vw|vmin|vmax|%))"
_NUM = r"(\d+\.?\d*|\.\d+)"
_COLOUR = r"(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|[a-z]+)"
_RULES = {
    "background": _COLOUR, "background-color": _COLOUR, "color": _COLOUR,
    "border": rf"(({_LEN}|none|hidden|dotted|dashed|solid|double|groove|ridge|inset|outset|thin|medium|thick|{_COLOUR})\s*){{1,3}}",
    "border-color": _COLOUR, "border-radius": rf"({_LEN}\s*){{1,4}}", "border-collapse": "collapse|separate",
    "border-spacing": rf"{_LEN}(\s*{_LEN})?", "box-sizing": "content-box|padding-box|border-box",
    "caption-side": "top|bottom", "display": "inline|block|inline-block|table|table-cell|flex|inline-flex|grid|none",
    "font-size": rf"{_LEN}|xx-small|x-small|small|medium|large|x-large|xx-large|smaller|larger",
    "font-style": "normal|italic|oblique", "font-weight": "normal|bold|bolder|lighter|[1-9]00",
    "line-height": rf"normal|{_NUM}|{_LEN}", "margin": rf"(({_LEN}|auto)\s*){{1,4}}",
    "margin-top": rf"{_LEN}|auto", "margin-right": rf"{_LEN}|auto", "margin-bottom": rf"{_LEN}|auto",
    "margin-left": rf"{_LEN}|auto", "max-width": rf"{_LEN}|none|auto", "min-width": rf"{_LEN}|auto",
    "width": rf"{_LEN}|auto", "overflow-x": "visible|hidden|scroll|auto", "padding": rf"({_LEN}\s*){{1,4}}",
    "position": "static|relative|absolute", "left": rf"{_LEN}|auto", "table-layout": "auto|fixed",
    "text-align": "left|right|center|justify",
    "vertical-align": rf"baseline|sub|super|top|text-top|middle|bottom|text-bottom|{_LEN}",
    "white-space": "normal|pre|nowrap|pre-wrap|pre-line", "flex-wrap": "nowrap|wrap|wrap-reverse",
    "gap": rf"{_LEN}(\s*{_LEN})?", "opacity": _NUM, "font-family": r"[\w\s,'\"-]+",
}


def sanitize_style(style: str) -> dict[str, str]:
    """The declarations of a style="" value that JupyterLab keeps, as {property: value}."""
    kept = {}
    for decl in style.split(";"):
        if ":" not in decl:
            continue
        prop, value = (x.strip().lower() for x in decl.split(":", 1))
        rule = _RULES.get(prop)
        if rule is not None and re.fullmatch(rule, value):
            kept[prop] = value
    return kept


def untrusted(html: str) -> str:
    """<style> and <script> blocks removed, as JupyterLab (untrusted) and GitHub do."""
    return re.sub(r"<(style|script)\b.*?</\1>", "", html, flags=re.S | re.I)


# ----------------------------------------------------------------------------- colours

def _rgb(colour: str) -> tuple[float, float, float] | None:
    c = colour.strip().lower()
    if c == "white":
        return (255, 255, 255)
    if c == "black":
        return (0, 0, 0)
    m = re.fullmatch(r"#([0-9a-f]{6})", c)
    if m:
        return tuple(int(m.group(1)[k:k + 2], 16) for k in (0, 2, 4))  # type: ignore[return-value]
    m = re.fullmatch(r"#([0-9a-f]{3})", c)
    if m:
        return tuple(int(ch * 2, 16) for ch in m.group(1))  # type: ignore[return-value]
    m = re.fullmatch(r"rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*(,\s*1(\.0*)?\s*)?\)", c)
    if m:
        return tuple(float(m.group(k)) for k in (1, 2, 3))  # type: ignore[return-value]
    return None  # transparent, translucent or unknown: not a colour the test can rely on


def contrast(a: str, b: str) -> float:
    """WCAG contrast ratio of two opaque colours."""
    def lum(c: str) -> float:
        rgb = _rgb(c)
        assert rgb is not None, f"not an opaque colour: {c!r}"
        lin = [(v / 255) / 12.92 if v / 255 <= 0.03928 else ((v / 255 + 0.055) / 1.055) ** 2.4 for v in rgb]
        return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]
    hi, lo = sorted((lum(a), lum(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


@dataclass
class Node:
    tag: str
    classes: set[str]
    style: dict[str, str]
    parent: Node | None
    text: list[str] = field(default_factory=list)

    def own(self, prop: str) -> str | None:
        if prop == "background":
            return self.style.get("background-color") or self.style.get("background")
        return self.style.get(prop)

    def inherited(self, prop: str) -> str | None:
        """The opaque value set inline on this node or an ancestor; None when it would come from the
        page (the notebook's theme, light or dark)."""
        node: Node | None = self
        while node is not None:
            v = node.own(prop)
            if v is not None and _rgb(v) is not None:
                return v
            node = node.parent
        return None


_VOID = {"br", "hr", "img", "meta", "link", "input", "col", "wbr", "source"}


class _Tree(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.nodes: list[Node] = []
        self.stack: list[Node] = []

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        node = Node(tag, set((a.get("class") or "").split()), sanitize_style(a.get("style") or ""),
                    self.stack[-1] if self.stack else None)
        self.nodes.append(node)
        if tag not in _VOID:
            self.stack.append(node)

    def handle_endtag(self, tag):
        for k in range(len(self.stack) - 1, -1, -1):
            if self.stack[k].tag == tag:
                del self.stack[k:]
                break

    def handle_data(self, data):
        if self.stack and data.strip():
            self.stack[-1].text.append(data.strip())


def colours(html: str) -> list[Node]:
    """The element tree of ``html`` as seen untrusted: sanitized inline styles only."""
    tree = _Tree()
    tree.feed(untrusted(html))
    return tree.nodes


def colour_gaps(html: str) -> int:
    """The project hook's check (.claude before-stop): elements whose colour comes only from a <style>
    block. Copied in spirit; this test is stricter (it does not need a <style> block to look)."""
    styles = " ".join(re.findall(r"<style.*?</style>", html, flags=re.S))
    coloured: set[str] = set()
    for sel, body in re.findall(r"([^{}]+)\{([^}]*)\}", styles):
        if re.search(r"background|(?<![-\w])color", body):
            coloured.update(re.findall(r"\.([A-Za-z_][\w-]*)", sel))
    rest = re.sub(r"<style.*?</style>", "", html, flags=re.S)
    gaps = 0
    for tag in re.findall(r"<[a-zA-Z][^>]*>", rest):
        m = re.search(r'class="([^"]*)"', tag)
        if m and coloured & set(m.group(1).split()) and not re.search(r'style="[^"]*(background|color)', tag):
            gaps += 1
    return gaps


def problems(html: str) -> list[str]:
    """What looks wrong in ``html`` once untrusted; [] when cells, badges, legends and text keep their colours."""
    out = []
    if colour_gaps(html):
        out.append(f"{colour_gaps(html)} elements are coloured only by a <style> block")
    nodes = colours(html)
    for n in nodes:
        cats = [c[len("gecnb-cat-"):] for c in n.classes if c.startswith("gecnb-cat-")]
        if n.tag == "td" and "gecnb-cell" in n.classes and cats:
            want = PALETTE[cats[0]].cell
            if n.own("background") != want or n.own("color") != INK:
                out.append(f"{cats[0]} cell: background {n.own('background')}, ink {n.own('color')} (want {want}, {INK})")
        if "gecnb-badge" in n.classes:
            cat = next(c[len("gecnb-"):] for c in n.classes if c.startswith("gecnb-") and c != "gecnb-badge")
            want = PALETTE[cat]
            if (n.own("background"), n.own("color")) != (want.badge, want.badge_text):
                out.append(f"{cat} badge: {n.own('background')} on {n.own('color')}")
        if "gecnb-swatch" in n.classes and cats and n.own("background") != PALETTE[cats[0]].cell:
            out.append(f"{cats[0]} legend swatch: background {n.own('background')}")
        if n.text:  # every text of gecnb's markup, inside a card or not
            fg, bg = n.inherited("color"), n.inherited("background")
            if fg is None or bg is None:
                out.append(f"text {' '.join(n.text)[:30]!r} takes its {'ink' if fg is None else 'paper'} from the page")
            elif contrast(fg, bg) < 4.5:
                out.append(f"text {' '.join(n.text)[:30]!r}: contrast {contrast(fg, bg):.2f} of {fg} on {bg}")
    return out


def gecnb_markup(html: str) -> bool:
    return "gecnb-card" in html or "gecnb-chunks" in html


# ----------------------------------------------------------------------------- (a) fresh output

@pytest.fixture(scope="module")
def conll_frame():
    from gecnb.chunks.prepared import prepare
    from gecnb.data.registry import load_dataset
    from gecnb.metrics.cleme import cleme_chunks

    prepared = prepare(load_dataset("conll14-cleme-errant"), reference_set="NUCLE", edits="given")
    lengths = [len(s.split()) for s in prepared.corpus.sources]
    longest = max(range(len(lengths)), key=lengths.__getitem__)
    return cleme_chunks(prepared, system="CAMB", sentences=[100, longest]), longest


def test_the_sanitizer_drops_what_jupyterlab_drops():
    assert sanitize_style("position: sticky; left: 0; color: #1f1f1f") == {"left": "0", "color": "#1f1f1f"}
    assert sanitize_style("width: fit-content; width: 12px") == {"width": "12px"}
    assert "style" not in untrusted("<style>td{color:red}</style><td>x</td>")
    bare = '<style>.gecnb-TP{background:green}</style><div class="gecnb-card" style="background:#fff;color:#000">' \
           '<span class="gecnb-badge gecnb-TP">TP</span></div>'
    assert any("coloured only by a <style>" in p for p in problems(bare))
    assert any("TP badge" in p for p in problems(bare))
    grey = '<div class="gecnb-card" style="background: #ffffff; color: #bbbbbb">faint</div>'
    assert any("contrast 1.9" in p for p in problems(grey))
    themed = '<div class="gecnb-card" style="background: #ffffff"><span>ink from the page</span></div>'
    assert any("takes its ink from the page" in p for p in problems(themed))
    outside = '<div class="gecnb-counts" style="color: #1f1f1f">dark ink on a dark page</div>'
    assert any("takes its paper from the page" in p for p in problems(outside))


def test_fresh_chunk_tables_keep_their_colours_untrusted(conll_frame):
    frame, longest = conll_frame
    for table in (show_chunks(frame, sentences=100, title="CAMB", show_weights=True),
                  show_chunks(frame, sentences=longest, title="CAMB"),
                  chunk_report(frame, system="CAMB")):
        html = table.html
        assert problems(html) == []
        nodes = colours(html)
        cells = [n for n in nodes if n.tag == "td" and any(c.startswith("gecnb-cat-") for c in n.classes)]
        badges = [n for n in nodes if "gecnb-badge" in n.classes]
        swatches = [n for n in nodes if "gecnb-swatch" in n.classes and any(c.startswith("gecnb-cat-") for c in n.classes)]
        assert cells and badges and len(swatches) >= 5 * len(table.grids)  # a legend in every table
        # the colours seen untrusted are the legend's: categories on cells match the frame's
        shown = {c[len("gecnb-cat-"):] for n in cells for c in n.classes if c.startswith("gecnb-cat-")}
        assert shown <= set(frame["category"])
    # the longest sentence is cut into bands (several tables), each with its row labels
    long_html = show_chunks(frame, sentences=longest).html
    assert long_html.count('<table class="gecnb-grid"') > 3
    assert long_html.count(">hypothesis</th>") == long_html.count('<table class="gecnb-grid"')


def test_the_explorer_snapshot_keeps_its_colours_untrusted(conll_frame):
    pytest.importorskip("ipywidgets")
    from gecnb.display.explorer import ChunkExplorer

    frame, _ = conll_frame
    ex = ChunkExplorer({"CAMB": frame}, sentence=100)
    bundle = ex._repr_mimebundle_()
    assert "application/vnd.jupyter.widget-view+json" in bundle and gecnb_markup(bundle["text/html"])
    assert problems(bundle["text/html"]) == []


# ----------------------------------------------------------------------------- (b) stored notebooks

NOTEBOOKS = sorted((ROOT / "notebooks").glob("*.ipynb"))


def _outputs(path: Path):
    nb = json.loads(path.read_text(encoding="utf-8"))
    for i, cell in enumerate(nb.get("cells", [])):
        for out in cell.get("outputs", []):
            yield i, out.get("data", {})


def _joined(value) -> str:
    return "".join(value) if isinstance(value, list) else (value or "")


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.name for p in NOTEBOOKS])
def test_stored_notebook_outputs_keep_their_colours_untrusted(path):
    bad = []
    for i, data in _outputs(path):
        html = _joined(data.get("text/html"))
        if html:
            found = problems(html) if gecnb_markup(html) else ([] if not colour_gaps(html) else ["colour gaps"])
            bad.extend(f"cell {i}: {p}" for p in found[:3])
        # a widget whose text is only "VBox(children=...)" shows nothing where its state is missing
        plain = _joined(data.get("text/plain"))
        if "application/vnd.jupyter.widget-view+json" in data and re.match(r"[HV]Box\(", plain) and not html:
            bad.append(f"cell {i}: a widget without a static HTML snapshot ({plain[:40]!r})")
    assert bad == [], f"{path.name}: " + "; ".join(bad[:8])
