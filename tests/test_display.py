"""The display layer: chunk grids, HTML and text renderings (snapshot-tested), and the widget explorer."""

from __future__ import annotations

import ast
import os
from pathlib import Path

import pandas as pd
import pytest

from gecnb.chunks.prepared import prepare
from gecnb.data.corpus import Corpus
from gecnb.data.edit import Edit
from gecnb.data.registry import load_dataset
from gecnb.display import FILTERS, ChunkExplorer, chunk_grid, render_html, render_text, show_chunks
from gecnb.metrics.cleme import cleme_chunks

SNAPSHOTS = Path(__file__).parent / "snapshots"
PACKAGE = Path(__file__).parent.parent / "gecnb"


def small_corpus() -> Corpus:
    """Three sentences whose categories are known by hand: TP / FP_ne / FP_un / FN and a dummy chunk,
    with text that needs HTML escaping, and a ragged reference list."""
    c = Corpus("small", ("He go to the school .", "A & B < C", "x y"))
    c.add_references("R", [
        ["He goes to the school .", "He went to school ."],
        ["A and B < C"],
        ["x y"],
    ], edits=[
        [(Edit(1, 2, 1, 2, "R:VERB:SVA", "goes"),),
         (Edit(1, 2, 1, 2, "R:VERB:TENSE", "went"), Edit(3, 4, 3, 3, "U:DET", ""))],
        [(Edit(1, 2, 1, 2, "R:OTHER", "and"),)],
        [()],
    ])
    c.add_system("S", ["He goes to school .", "A & B < C", "x y <z>"], edits=[
        (Edit(1, 2, 1, 2, "R:VERB:SVA", "goes"), Edit(3, 4, 3, 3, "U:DET", "")),
        (),
        (Edit(2, 2, 2, 3, "M:OTHER", "<z>"),),
    ])
    return c


@pytest.fixture(scope="module")
def small_frame() -> pd.DataFrame:
    return cleme_chunks(small_corpus(), system="S", reference_set="R", edits="given")


@pytest.fixture(scope="module")
def conll() -> object:
    return prepare(load_dataset("conll14-cleme-errant"), reference_set="NUCLE", edits="given")


def _snapshot(name: str, text: str) -> None:
    """Compare with tests/snapshots/<name>; GECNB_UPDATE_SNAPSHOTS=1 rewrites it (then review the diff)."""
    path = SNAPSHOTS / name
    if os.environ.get("GECNB_UPDATE_SNAPSHOTS"):
        path.parent.mkdir(exist_ok=True)
        path.write_text(text, encoding="utf-8")
    assert path.exists(), f"no snapshot {path}: run with GECNB_UPDATE_SNAPSHOTS=1 and review it"
    assert text == path.read_text(encoding="utf-8")


def test_grid_rows_and_cells_follow_the_frame(small_frame):
    g = chunk_grid(small_frame, sentence=0)
    assert [r.label for r in g.rows] == ["source", "hypothesis", "ref0", "ref1"]
    assert [c.text for c in g.rows[0].cells] == ["He", "go", "to", "the", "school ."]
    assert [c.text for c in g.rows[1].cells] == ["He", "goes", "to", "", "school ."]
    assert g.edited_columns == (1, 3)
    hyp, ref0, ref1 = g.rows[1].cells, g.rows[2].cells, g.rows[3].cells
    # independent on the hypothesis row, dependent (against that reference) on the reference rows
    assert (hyp[1].category, hyp[3].category) == ("TP", "TP")
    assert (ref0[1].category, ref0[3].category) == ("TP", "FP_un")
    assert (ref1[1].category, ref1[3].category) == ("FP_ne", "TP")
    assert ref1[1].types == "R:VERB:TENSE" and ref1[3].changed and not ref0[3].changed
    # the cells of each target are its chunks: they join back to the target sentence
    for row, sent in zip(g.rows, ["He go to the school .", "He goes to school .", "He goes to the school .",
                                  "He went to school ."], strict=True):
        assert " ".join(c.text for c in row.cells if c.text) == sent


def test_grid_of_a_ragged_sentence_and_a_dummy_chunk(small_frame):
    g = chunk_grid(small_frame, sentence=2)
    assert [r.label for r in g.rows] == ["source", "hypothesis", "ref0"]
    assert g.rows[0].cells[-1].kind == "dummy" and g.rows[0].cells[-1].text == ""
    assert g.rows[1].cells[-1].category == "FP_un" and g.rows[1].cells[-1].text == "<z>"


def test_reference_rows_are_in_index_order_even_past_ten():
    n = 12
    c = Corpus("many", ("a b",))
    c.add_references("R", [[f"a b{k}" for k in range(n)]],
                     edits=[[(Edit(1, 2, 1, 2, "R:OTHER", f"b{k}"),) for k in range(n)]])
    c.add_system("S", ["a b3"], edits=[(Edit(1, 2, 1, 2, "R:OTHER", "b3"),)])
    g = chunk_grid(cleme_chunks(c, system="S", reference_set="R", edits="given"), sentence=0)
    assert [r.label for r in g.rows] == ["source", "hypothesis", *[f"ref{k}" for k in range(n)]]


def test_html_snapshot(small_frame):
    table = show_chunks(small_frame, title="S", show_weights=True)
    _snapshot("chunks_small.html", table.html + "\n")


def test_text_snapshot(small_frame):
    _snapshot("chunks_small.txt", repr(show_chunks(small_frame, title="S")) + "\n")


def test_html_escapes_text_and_shows_badges_only_on_changed_columns(small_frame):
    html = render_html([chunk_grid(small_frame, sentence=1)])
    assert '<span class="gecnb-text">&amp;</span>' in html and "B &lt; C" in html and "B < C" not in html
    assert html.count('class="gecnb-badge gecnb-FN"') == 2 + 1  # hypothesis and ref0, and the legend
    assert html.count("<style>") == 1
    plain = render_html([chunk_grid(small_frame, sentence=1)], show_categories=False, legend=False, style=False)
    assert "gecnb-badge" not in plain and "<style>" not in plain
    html2 = render_html([chunk_grid(small_frame, sentence=2)])
    assert "&lt;z&gt;" in html2 and "<z>" not in html2


def test_html_of_a_real_sentence_shows_every_target_text(conll):
    frame = cleme_chunks(conll, system="CAMB", sentences=[100])
    html = show_chunks(frame, sentences=100).html
    for text in ("for their decision to undergo", "for one &#x27;s decision to undergo", "R:OTHER", "FP_ne"):
        assert text in html


def test_show_chunks_refuses_unknown_sentences_bad_frames_and_too_many_tables(small_frame, conll):
    with pytest.raises(KeyError, match=r"sentence 7 is not in this chunk table \(it holds 3 sentences: 0, 1, 2\)"):
        show_chunks(small_frame, sentences=[7])
    with pytest.raises(ValueError, match=r"columns \['category', 'weight'\] are missing"):
        show_chunks(small_frame.drop(columns=["category", "weight"]))
    with pytest.raises(TypeError, match=r"expected the DataFrame of gecnb\.cleme_chunks"):
        show_chunks([1, 2])
    frame = cleme_chunks(conll, system="AMU", sentences=range(60))
    with pytest.raises(ValueError, match="60 sentences would make 60 tables"):
        show_chunks(frame)
    assert len(show_chunks(frame, limit=60).grids) == 60


def test_explorer_filters_keep_exactly_the_sentences_with_those_categories(conll):
    ex = ChunkExplorer(conll, systems=["AMU", "CAMB"], filter="with an FP_ne")
    frame = ex.frame()
    hyp = frame[frame["target"] == "hypothesis"]
    want = sorted(set(hyp.loc[hyp["category"] == "FP_ne", "sentence"]))
    assert ex.kept() == want and ex.sentence == want[0]
    assert len(want) > 50
    ex.filter = "the hypothesis changes something"
    assert ex.kept() == sorted(set(hyp.loc[hyp["changed"], "sentence"]))
    ex.filter = "all sentences"
    assert ex.kept() == list(range(len(conll.corpus)))
    for name in FILTERS:  # every filter runs and keeps a subset
        ex.filter = name
        assert set(ex.kept()) <= set(range(len(conll.corpus)))


def test_explorer_navigation_and_system_switch(conll):
    ex = ChunkExplorer(conll, systems=["AMU", "CAMB"], sentence=100)
    assert (ex.system, ex.sentence) == ("AMU", 100)
    assert "AMU \u00b7 sentence 100" in ex.html
    ex._next.click()
    assert ex.sentence == 101
    ex._prev.click()
    ex._prev.click()
    assert ex.sentence == 99
    ex.system = "CAMB"  # the same sentence, another system
    assert ex.sentence == 99 and "CAMB \u00b7 sentence 99" in ex.html
    ex.filter = "with an FP_ne"  # stays put when kept, else moves to the next kept sentence
    assert ex.sentence == min(i for i in ex.kept() if i >= 99)
    ex.sentence = ex.kept()[0]
    ex._prev.click()  # the first stays the first
    assert ex.sentence == ex.kept()[0]
    with pytest.raises(KeyError, match="is not among the"):
        ex.sentence = -1
    with pytest.raises(KeyError, match=r"unknown systems \['XYZ'\]"):
        ChunkExplorer(conll, systems=["XYZ"])
    with pytest.raises(ValueError, match="filter must be one of"):
        ChunkExplorer(conll, filter="everything")


def test_explorer_over_ready_frames_and_an_empty_filter(small_frame):
    ex = ChunkExplorer({"S": small_frame}, filter="with an FP_ne")
    assert ex.kept() == [] and ex.sentence is None
    assert "No sentence of S is kept" in ex.html
    ex.filter = "with an FN"
    assert ex.kept() == [1] and "B &lt; C" in ex.html


def _imports(path: Path) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
    return names


@pytest.mark.parametrize("layer", ["data", "edits", "chunks", "metrics", "meta"])
def test_lower_layers_never_import_display_or_widgets(layer):
    for path in sorted((PACKAGE / layer).rglob("*.py")):
        bad = {m for m in _imports(path) if m.split(".")[0] in {"ipywidgets", "seaborn", "matplotlib", "IPython"}
               or m.startswith("gecnb.display")}
        assert not bad, f"{path.relative_to(PACKAGE.parent)} imports {sorted(bad)}"


def test_text_rendering_marks_changed_chunks(small_frame):
    text = render_text([chunk_grid(small_frame, sentence=0)])
    assert "hypothesis | He | [goes]" in text and "[\u2205]" in text


def test_long_unchanged_columns_are_shortened_but_never_changed_ones():
    words = [f"w{k}" for k in range(20)]
    c = Corpus("long", (" ".join(words),))
    changed = " ".join([*words[:10], "NEW", "TEXT", "OF", "MANY", "MORE", "WORDS", "THAN", "CONTEXT", "KEEPS", *words[11:]])
    c.add_references("R", [[changed]], edits=[[(Edit(10, 11, 10, 19, "R:OTHER", " ".join(changed.split()[10:19])),)]])
    c.add_system("S", [" ".join(words)], edits=[()])
    grid = chunk_grid(cleme_chunks(c, system="S", reference_set="R", edits="given"), sentence=0)
    short = render_html([grid], context=2, style=False, legend=False)
    assert 'w0 w1 <span class="gecnb-elided" style="color: #757575">\u2026</span> w8 w9' in short
    assert 'title="unchanged: w0 w1 w2 w3 w4 w5 w6 w7 w8 w9"' in short  # the whole text in the tooltip
    assert "NEW TEXT OF MANY MORE WORDS THAN CONTEXT KEEPS" in short  # a changed column is whole
    assert "gecnb-elided" not in render_html([grid], context=None, style=False, legend=False)
    assert "gecnb-elided" not in render_html([grid], context=5, style=False, legend=False)  # 10 words <= 2*5+1


def test_the_readme_display_example_runs():
    """The README's display snippet is executed as written (plots on matplotlib's Agg backend)."""
    import matplotlib

    matplotlib.use("Agg")
    readme = (PACKAGE.parent / "README.md").read_text(encoding="utf-8")
    section = readme.split("## Looking at chunks", 1)[1]
    code = section.split("```python\n", 1)[1].split("```", 1)[0]
    scope: dict[str, object] = {}
    exec(compile(code, "README.md (Looking at chunks)", "exec"), scope)
    assert {"camb", "prepared"} <= set(scope)


def test_explorer_keeps_its_place_across_a_filter_that_keeps_nothing(small_frame):
    ex = ChunkExplorer({"S<1>": small_frame}, sentence=2)
    assert ex.sentence == 2
    ex.filter = "with an FP_ne"  # nothing: the view says so, escaped
    assert ex.sentence is None and "No sentence of S&lt;1&gt; is kept" in ex.html
    ex.filter = "all sentences"  # back where it was
    assert ex.sentence == 2


class _Handle:
    def __init__(self) -> None:
        self.updates: list[dict] = []

    def update(self, obj, **kwargs) -> None:
        self.updates.append(obj)


def test_explorer_leaves_a_snapshot_that_follows_the_view(small_frame, monkeypatch):
    import IPython.display

    ex = ChunkExplorer({"S": small_frame})
    bundle = ex._repr_mimebundle_()
    assert bundle["application/vnd.jupyter.widget-view+json"]["model_id"] == ex.widget.model_id
    assert "S \u00b7 sentence 0" in bundle["text/html"] and "static snapshot" in bundle["text/html"]
    assert bundle["text/plain"].startswith("ChunkExplorer(system='S'")
    shown, handle = [], _Handle()

    def fake_display(obj, *, raw=False, display_id=None):
        shown.append(obj)
        return handle if display_id else None

    monkeypatch.setattr(IPython.display, "display", fake_display)
    ex._ipython_display_()
    widget, snap = shown
    assert "text/html" not in widget and widget["application/vnd.jupyter.widget-view+json"]["model_id"] == ex.widget.model_id
    assert snap["application/vnd.jupyter.widget-view+json"]["model_id"] != ex.widget.model_id  # the invisible carrier
    assert "S \u00b7 sentence 0" in snap["text/html"]
    ex._next.click()
    assert "S \u00b7 sentence 1" in handle.updates[-1]["text/html"]
    assert "S \u00b7 sentence 0" not in handle.updates[-1]["text/html"]
    ex.filter = "with an FN"
    assert "with an FN" in handle.updates[-1]["text/html"] and "1 of 1 matching" in handle.updates[-1]["text/html"]


def test_explorer_side_by_side_counts_scores_toggles_and_jump(conll):
    from gecnb.display.chunks import category_counts

    statuses: list[str] = []
    scores = pd.DataFrame({"system": ["AMU", "CAMB"], "sentence": [100, 100], "hit": [0.25, 0.5], "over": [0.125, 0.0]})
    ex = ChunkExplorer(conll, systems=["AMU", "CAMB"], sentence=100, scores=scores)
    ex._status.observe(lambda ch: statuses.append(ch["new"]), names="value")
    ex.compare = "CAMB"  # computed on first view, with a busy note meanwhile
    assert any("computing the chunks of CAMB" in s for s in statuses) and ex._status.value == ""
    assert "AMU \u00b7 sentence 100" in ex.html and "CAMB \u00b7 sentence 100" in ex.html
    assert "0.2500" in ex.html and "0.5000" in ex.html and "0.1250" in ex.html  # the provider's numbers, as given
    assert ex._where.value == f"sentence <b>100</b> \u2014 101 of {len(conll.corpus)} sentences"
    counts = category_counts(ex.frame("CAMB"), sentence=100)
    assert int(counts.loc["FP_ne", "chunks"]) >= 1
    assert f'FP_ne</span> {int(counts.loc["FP_ne", "chunks"])}' in ex.html
    assert "FP_ne 0.75" not in ex.html
    ex._weights.value = True  # the frame's weights in the badges
    assert "FP_ne 0.75" in ex.html
    ex._types.value = False
    assert 'class="gecnb-types"' not in ex.html
    ex.compare = None
    assert "CAMB \u00b7 sentence 100" not in ex.html
    ex.filter = "with an FP_ne"
    outside = next(i for i in range(len(conll.corpus)) if i not in set(ex.kept()))
    ex._jump.value = outside  # a sentence the filter drops: back to all sentences, there
    assert (ex.filter, ex.sentence) == ("all sentences", outside)
    ex._jump.value = 10**6
    assert "not in the chunk table of AMU" in ex._status.value and ex.sentence == outside
    called = []
    ex2 = ChunkExplorer({"AMU": ex.frame("AMU")}, sentence=3,
                        scores=lambda system, i: called.append((system, i)) or {"score": 0.375})
    assert called[-1] == ("AMU", 3) and "0.3750" in ex2.html
    with pytest.raises(ValueError, match="needs 'system' and 'sentence' columns"):
        ChunkExplorer({"AMU": ex.frame("AMU")}, scores=scores.drop(columns=["sentence"]))
    with pytest.raises(KeyError, match="compare='X' is not among the systems"):
        ChunkExplorer({"AMU": ex.frame("AMU")}, compare="X")


def test_to_html_writes_a_page_that_needs_no_kernel(small_frame, tmp_path):
    from gecnb.display import chunk_report

    page = show_chunks(small_frame, sentences=[0, 2], title="S").to_html(tmp_path / "s.html")
    assert (tmp_path / "s.html").read_text(encoding="utf-8") == page
    assert page.startswith("<!DOCTYPE html>") and '<meta charset="utf-8">' in page and "<title>S</title>" in page
    for outside in ("<script", "<link", "src=", "http://", "https://", "@import"):
        assert outside not in page  # nothing to fetch, nothing to run
    assert "S \u00b7 sentence 0" in page and "S \u00b7 sentence 2" in page and "S \u00b7 sentence 1" not in page
    report = chunk_report(small_frame, system="S<1>", scores=pd.DataFrame({"f": [0.5]}, index=pd.Index(["CLEME"], name="metric")))
    html = report.to_html(tmp_path / "r.html")
    assert "S&lt;1&gt;: chunks of 3 sentences" in html and "0.5000" in html and "<title>gecnb \u00b7 S&lt;1&gt;</title>" in html
    # the report's tables: every sentence some target changes (all three here), with the counts of the frame
    assert [g.sentence for g in report.grids] == [0, 1, 2]
    hyp = small_frame[small_frame["target"] == "hypothesis"]
    assert f'FN</span> {int((hyp["category"] == "FN").sum())}' in html
    with pytest.raises(TypeError, match="scores must be a DataFrame"):
        chunk_report(small_frame, system="S", scores={"f": 0.5})


def test_bands_cut_a_long_sentence_into_stacked_tables_in_order():
    from gecnb.display.chunks import bands

    words = [f"word{k}" for k in range(60)]
    c = Corpus("long", (" ".join(words),))
    target = " ".join(w.upper() if k % 3 == 0 else w for k, w in enumerate(words))
    c.add_references("R", [[target]], edits=[[tuple(Edit(k, k + 1, k, k + 1, "R:OTHER", words[k].upper())
                                                    for k in range(0, 60, 3))]])
    c.add_system("S", [" ".join(words)], edits=[()])
    grid = chunk_grid(cleme_chunks(c, system="S", reference_set="R", edits="given"), sentence=0)
    cut = bands(grid, wrap=60)
    assert [k for b in cut for k in b] == list(range(grid.n_chunks)) and len(cut) > 3
    assert bands(grid, wrap=None) == [range(grid.n_chunks)]
    html = render_html([grid], wrap=60, style=False)
    assert html.count('<table class="gecnb-grid"') == len(cut) == html.count(">ref0</th>")
    assert f"chunks 0\u2013{cut[0].stop - 1} of {grid.n_chunks}" in html
    assert render_html([grid], wrap=None, style=False).count('<table class="gecnb-grid"') == 1
