"""System names that break rendering: ``$...$`` is mathtext to matplotlib (``$$`` an error when drawn), a name
with ``|``, HTML or a byte that is not UTF-8 (a file name's) must show as given in every plot and format, and a
hypothesis file whose name is not UTF-8 gives no traceback on the command line (docs/bad-input.md)."""

from __future__ import annotations

import html
import json
import os
import re
from pathlib import Path

import pandas as pd
import pytest

import gecnb
from gecnb.cli import main
from gecnb.data.errors import GecInputError, GecInputWarning
from gecnb.data.registry import load_dataset
from gecnb.data.text import displayable

matplotlib = pytest.importorskip("matplotlib")
matplotlib.use("Agg")

NAMES = ["$\\frac{a}{b}$", "a$b", "$$", "b\udcff", "a|b", "<b>x</b>&"]


def _shown(text: str) -> str:
    """What matplotlib draws for a label: math (None) or the plain text."""
    from matplotlib import cbook

    return None if cbook.is_math_text(text) else text.replace("\\$", "$")  # type: ignore[return-value]


@pytest.fixture(scope="module")
def report() -> gecnb.EvaluationReport:
    c = load_dataset("conll14")
    outs = ["CAMB", "UMC", "POST", "CUUI", "NTHU", "RAC"]  # published outputs under hostile names: no parsing
    hyps = {name: list(c.systems[s].hypotheses) for name, s in zip(NAMES, outs, strict=True)}
    with pytest.warns(GecInputWarning, match="not valid UTF-8"):
        return gecnb.evaluate("conll14", hypotheses=hyps, systems=["AMU", "INPUT"], baseline="AMU",
                              metrics=["M2", "CLEME2.0-dep"], n=20, examples=1, progress=False)


def test_every_plot_draws_each_name_as_given(report: gecnb.EvaluationReport) -> None:
    import matplotlib.pyplot as plt

    from gecnb.display.report_plots import plot_disentangled_report, plot_scores_with_intervals, plot_types

    want = {displayable(n) for n in NAMES}
    try:
        for fig in (plot_scores_with_intervals(report), plot_disentangled_report(report), plot_types(report)):
            fig.canvas.draw()  # mathtext is parsed here: "$$" used to raise
            texts = [t.get_text() for ax in fig.axes for t in [*ax.get_yticklabels(), *ax.get_xticklabels()]]
            texts += [t.get_text() for ax in fig.axes if ax.get_legend() for t in ax.get_legend().get_texts()]
            shown = {_shown(t) for t in texts}
            assert want <= shown, want - shown
    finally:
        plt.close("all")


def test_the_html_markdown_and_json_show_each_name(report: gecnb.EvaluationReport, tmp_path: Path) -> None:
    page = report.to_html()  # its plots are drawn: "$$" in a tick label used to raise here
    page.encode("utf-8")
    for name in NAMES:
        assert html.escape(displayable(name)) in page
    assert "<b>x</b>" not in page
    md = report.to_markdown()
    md.encode("utf-8")
    for line in md.splitlines():  # a name's "|" never adds a column: every row of a table has its header's cells
        if line.startswith("|"):
            cells = len(re.findall(r"(?<!\\)\|", line))
            assert cells == len(re.findall(r"(?<!\\)\|", _header_of(md, line))), line
    data = json.loads(report.to_json().encode("utf-8"))
    assert set(data["users"]) == {displayable(n) for n in NAMES}
    assert any("not valid UTF-8" in n for n in data["notes"])
    paths = report.write(tmp_path / "out")
    assert {"report.html", "report.json", "report.md"} <= {p.name for p in paths}


def _header_of(md: str, line: str) -> str:
    lines = md.splitlines()
    k = lines.index(line)
    while k > 0 and lines[k - 1].startswith("|"):
        k -= 1
    return lines[k]


def test_the_general_plots_draw_names_as_given() -> None:
    import matplotlib.pyplot as plt

    from gecnb.display.plots import plot_categories, plot_disentangled, plot_scores

    scores = pd.DataFrame({"system": NAMES, "metric": "$x$", "tp": 1.0, "fp_ne": 1.0, "fp_un": 0.0, "fn": 2.0,
                           "f": [0.1, 0.2, 0.3, 0.4, 0.5, 0.6]})
    dis = pd.DataFrame({"system": NAMES, "hit": 0.5, "wrong": 0.1, "under": 0.3, "over": 0.1})
    try:
        for ax in (plot_categories(scores), plot_scores(scores), plot_disentangled(dis)):
            ax.figure.canvas.draw()
            shown = {_shown(t.get_text()) for t in ax.get_yticklabels()}
            assert {displayable(n) for n in NAMES} <= shown
        assert _shown(plot_categories(scores).get_title()) == "$x$"
    finally:
        plt.close("all")


def test_control_characters_are_refused_with_the_name() -> None:
    with pytest.raises(GecInputError, match="control character"):
        gecnb.evaluate("conll14", hypotheses={"a\nb": ["x"] * 1312}, progress=False)


def test_cli_hypothesis_file_with_a_non_utf8_name_in_every_format(tmp_path: Path,
                                                                 capsys: pytest.CaptureFixture[str]) -> None:
    c = load_dataset("conll14").subset(range(8))
    folder = os.fsencode(tmp_path)
    for name, lines in ((b"src.txt", c.sources), (b"ref.txt", c.reference_sets["NUCLE"].annotator(0)),
                        (b"h\xff$x$.txt", c.systems["CAMB"].hypotheses), (b"amu.txt", c.systems["AMU"].hypotheses)):
        with open(os.path.join(folder, name), "wb") as f:
            f.write(("\n".join(lines) + "\n").encode("utf-8"))
    path = os.fsdecode(os.path.join(folder, b"h\xff$x$.txt"))  # what the shell gives Python: a lone surrogate
    args = ["evaluate", "--source", str(tmp_path / "src.txt"), "--reference", str(tmp_path / "ref.txt"),
            "--hypothesis", path, "--hypothesis", str(tmp_path / "amu.txt"), "--baseline", "amu", "--quiet",
            "--bootstrap", "20", "--metric", "M2", "--metric", "ERRANT", "--examples", "1"]
    for fmt in ("table", "json", "markdown"):
        out = tmp_path / f"out-{fmt}"
        assert main([*args, "--format", fmt, "--output", str(out)]) == 0
        got = capsys.readouterr()
        assert "Traceback" not in got.err and "not valid UTF-8" in got.err
        assert "h\\xff$x$" in got.out.replace("\\\\", "\\").replace("\\$", "$"), got.out[:500]
        written = json.loads((out / "report.json").read_text(encoding="utf-8"))
        assert "h\\xff$x$" in written["users"]
        assert html.escape("h\\xff$x$") in (out / "report.html").read_text(encoding="utf-8")
