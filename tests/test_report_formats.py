"""A report a paper can use: P / R / F0.5 and the counts in every format, LaTeX (booktabs, daggers, the signature),
the per-error-type paired bootstrap against the baseline, and hostile system names in every format (Markdown,
LaTeX, HTML, JSON, the command line).

Kept small: the per-type p-values are checked on the real CoNLL-2014 data (CAMB against AMU, shipped edits, 200
resamples); the renderings on a report of 30 CoNLL-2014 sentences whose user systems have hostile names.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
from pathlib import Path

import numpy as np
import pandas as pd
import pytest

import gecnb
from gecnb.cli import main
from gecnb.data.errors import GecInputError, GecInputWarning
from gecnb.data.registry import load_dataset
from gecnb.display.report_latex import latex_escape
from gecnb.display.report_tables import TYPE_TABLE_LIMIT
from gecnb.display.report_text import md_code, md_escape
from gecnb.evaluation import EvaluationReport, evaluate, type_significance

HOSTILE = ["a|b", "<script>alert(1)</script>", "`x`", "**b**", "$x$ & 50% #1 _u_ {y} ~z ^w", r"back\slash \input{x}",
           "[l](http://e.x) *s -- t", "# head", "b\udcff", "Ünï 'q' \"d\"", "- 1. +"]
SHOWN = [n.replace("\udcff", "\\xff") for n in HOSTILE]  # the name a non-UTF-8 byte becomes (with a warning)


def _small() -> tuple[gecnb.Corpus, gecnb.Corpus]:
    c = load_dataset("conll14-m2").subset(range(30))
    own = gecnb.Corpus("own|<b>`$\n# x", c.sources, "en", {"NUCLE": c.reference_sets["NUCLE"]},
                       {"AMU": c.systems["AMU"], "INPUT": c.systems["INPUT"]})
    return c, own


@pytest.fixture(scope="module")
def hostile() -> EvaluationReport:
    c, own = _small()
    camb = list(c.systems["CAMB"].hypotheses)
    with pytest.warns(GecInputWarning, match="not valid UTF-8"):
        return evaluate(own, hypotheses={n: camb for n in HOSTILE}, baseline="AMU",
                        metrics=["M2", "ERRANT", "CLEME-dep", "CLEME2.0-dep"], n=50, examples=2, progress=False)


# ------------------------------------------------------------------------------- per-type significance


@pytest.fixture(scope="module")
def camb_tests() -> pd.DataFrame:
    fe = load_dataset("conll14-fresh-errant")
    return type_significance(fe, reference_set="NUCLE", system="CAMB", baseline="AMU", n=200, seed=7)


def test_a_types_p_value_is_paired_bootstrap_on_its_per_sentence_counts(camb_tests: pd.DataFrame) -> None:
    from gecnb.meta.significance import paired_bootstrap
    from gecnb.metrics.aggregate import f_score_aggregate
    from gecnb.metrics.errant_compare import errant_sentence_categories

    fe = load_dataset("conll14-fresh-errant")
    refs = [list(e) for e in fe.reference_sets["NUCLE"].edits]
    frames = {}
    for s in ("CAMB", "AMU"):
        cats = errant_sentence_categories(hypotheses=list(fe.systems[s].edits), references=refs, level=2)
        det = cats[cats["type"] == "DET"].set_index("sentence")[["tp", "fp", "fn"]]
        frames[s] = det.reindex(range(len(fe)), fill_value=0).reset_index(drop=True)
    want = paired_bootstrap(frames["CAMB"], frames["AMU"], aggregate=f_score_aggregate(0.5), n=200, seed=7).iloc[0]
    got = camb_tests.set_index(["metric", "level", "type"]).loc[("ERRANT", 2, "DET")]
    assert got["p_value"] == want["p_value"] and got["wins"] == want["a_wins"]
    assert (got["delta_low"], got["delta_high"]) == (want["delta_low"], want["delta_high"])
    assert (got["value"], got["other_value"]) == (want["score_a"], want["score_b"])
    assert 0 < got["p_value"] < 0.05 and got["delta"] > 0  # CAMB corrects determiners better than AMU


def test_type_values_are_errant_compares_and_cleme2s(camb_tests: pd.DataFrame) -> None:
    from gecnb.evaluation.analyses import error_types

    fe = load_dataset("conll14-fresh-errant")
    et = error_types(fe, reference_set="NUCLE", systems=["CAMB", "AMU"])
    t = camb_tests[camb_tests["metric"] == "ERRANT"]
    assert set(t["level"]) == {1, 2, 3}
    for level in (1, 2, 3):
        mine = et[(et["system"] == "CAMB") & (et["level"] == level)].set_index("type")["f"]
        got = t[t["level"] == level].set_index("type")["value"]
        assert set(mine.index) <= set(got.index)  # plus the types only the baseline has
        assert (got[mine.index] == mine).all()
    c2 = gecnb.score(fe, "cleme2", reference_set="NUCLE", systems=["CAMB", "AMU"], assumption="dependent")
    c2 = c2.set_index("system")
    ind = camb_tests[camb_tests["metric"] == "CLEME2.0-dep"].set_index("type")
    assert list(ind.index) == ["Hit", "Wrong", "Under", "Over"] and ind["level"].isna().all()
    for name in ind.index:
        assert ind.loc[name, "value"] == pytest.approx(c2.loc["CAMB", name.lower()], abs=1e-12)
        assert ind.loc[name, "other_value"] == pytest.approx(c2.loc["AMU", name.lower()], abs=1e-12)
    assert ind.loc["Under", "delta"] < 0 and ind.loc["Under", "p_value"] < 0.01  # CAMB misses less


def test_the_cleme2_indicators_p_value_is_paired_bootstrap_too(camb_tests: pd.DataFrame) -> None:
    from gecnb.meta.significance import paired_bootstrap
    from gecnb.metrics.aggregate import SumAggregate
    from gecnb.metrics.cleme2 import Cleme2Config, cleme2_sentences, indicators

    fe = load_dataset("conll14-fresh-errant")
    cols = ("w_tp", "w_fp_ne", "w_fp_un", "w_fn")
    s = cleme2_sentences(fe, reference_set="NUCLE", systems=["CAMB", "AMU"], variants=Cleme2Config())
    a, b = (s[s["system"] == x][list(cols)].reset_index(drop=True) for x in ("CAMB", "AMU"))
    hit = SumAggregate(columns=cols, score=lambda d: indicators(*(d[c] for c in cols))[0])
    want = paired_bootstrap(a, b, aggregate=hit, n=200, seed=7).iloc[0]
    got = camb_tests.set_index(["metric", "type"]).loc[("CLEME2.0-dep", "Hit")]
    assert (got["p_value"], got["delta_low"], got["delta_high"]) == (want["p_value"], want["delta_low"],
                                                                     want["delta_high"])


def test_per_sentence_categories_sum_to_errant_compares_table() -> None:
    from gecnb.metrics.errant_compare import errant_categories, errant_sentence_categories

    fe = load_dataset("conll14-fresh-errant").subset(range(200))
    hyp, refs = list(fe.systems["AMU"].edits), [list(e) for e in fe.reference_sets["NUCLE"].edits]
    for level in (1, 2, 3):
        per = errant_sentence_categories(hypotheses=hyp, references=refs, level=level)
        assert not per.duplicated(["sentence", "type"]).any()
        summed = per.groupby("type")[["tp", "fp", "fn"]].sum()
        table = errant_categories(hypotheses=hyp, references=refs, level=level).set_index("type")
        pd.testing.assert_frame_equal(summed, table[["tp", "fp", "fn"]], check_dtype=False)
    with pytest.raises(ValueError, match="level must be 1, 2 or 3"):
        errant_sentence_categories(hypotheses=hyp, references=refs, level=4)  # type: ignore[arg-type]


def test_type_significance_refuses_bad_arguments() -> None:
    fe = load_dataset("conll14-fresh-errant").subset(range(5))
    kw = dict(reference_set="NUCLE", system="CAMB", baseline="AMU")
    for bad, match in (({"n": 0}, "n"), ({"seed": -1}, "seed"), ({"confidence": 1.0}, "confidence"),
                       ({"levels": (4,)}, "levels"), ({"cleme2": ("both",)}, "assumptions"),
                       ({"baseline": "CAMB"}, "compare two systems")):
        with pytest.raises(ValueError, match=match):
            type_significance(fe, **{**kw, **bad})  # type: ignore[arg-type]
    with pytest.raises(GecInputError, match="no system 'NOPE'"):
        type_significance(fe, **{**kw, "system": "NOPE"})  # type: ignore[arg-type]


# ------------------------------------------------------------------------------------ P / R / F0.5


def test_prf_is_the_details_of_the_metrics_with_p_r_f(hostile: EvaluationReport) -> None:
    prf = hostile.prf()
    assert list(prf.columns) == ["system", "metric", "user", "tp", "fp", "fn", "p", "r", "f", "w_tp", "w_fp", "w_fn"]
    assert list(dict.fromkeys(prf["metric"])) == ["M2", "ERRANT", "CLEME-dep"]  # not CLEME2.0: no P / R / F
    d = hostile.details.set_index(["system", "metric"])
    for r in prf.to_dict("records"):
        for c in ("tp", "fp", "fn", "p", "r", "f"):
            assert r[c] == d.loc[(r["system"], r["metric"]), c]
    assert prf.loc[prf["metric"] == "M2", ["w_tp", "w_fp", "w_fn"]].isna().all().all()
    cleme = prf[prf["metric"] == "CLEME-dep"].iloc[0]
    assert cleme["p"] == pytest.approx(cleme["w_tp"] / (cleme["w_tp"] + cleme["w_fp"]))  # P of weighted counts
    assert prf.groupby("metric")["system"].apply(list).map(len).eq(len(hostile.systems)).all()
    assert set(prf.loc[prf["user"], "system"]) == set(SHOWN)
    j = json.loads(hostile.to_json())
    assert j["prf"] == hostile.to_dict()["prf"] and len(j["prf"]) == len(prf)
    assert all(r["w_tp"] is None for r in j["prf"] if r["metric"] == "ERRANT")


def test_prf_and_counts_in_markdown_html_and_latex(hostile: EvaluationReport) -> None:
    md = hostile.to_markdown()
    assert "| system | M2 P | M2 R | M2 F0.5 | ERRANT P | ERRANT R | ERRANT F0.5 | CLEME-dep P |" in md
    assert "| system | M2 TP | M2 FP | M2 FN | ERRANT TP |" in md
    amu = hostile.prf().set_index(["system", "metric"]).loc[("AMU", "M2")]
    assert f"| AMU | {amu['p']:.4f} | {amu['r']:.4f} | {amu['f']:.4f} |" in md
    assert f"| AMU | {int(amu['tp'])} | {int(amu['fp'])} | {int(amu['fn'])} |" in md
    page = hostile.to_html()
    assert "Precision, recall, F0.5" in page and "M2 F0.5" in page and "ERRANT TP" in page
    tex = hostile.to_latex(counts=True)
    assert r"\multicolumn{6}{c}{M2}" in tex and r"\cmidrule(lr){2-7}" in tex
    assert f"& {int(amu['tp'])} & {int(amu['fp'])} & {int(amu['fn'])} & {100 * amu['p']:.2f} & " in tex
    assert r"\multicolumn{3}{c}{ERRANT}" in hostile.to_latex()


# ---------------------------------------------------------------------------------------------- LaTeX

_ALLOWED_COMMANDS = {
    r"\begin", r"\end", r"\centering", r"\small", r"\toprule", r"\midrule", r"\bottomrule", r"\cmidrule",
    r"\multicolumn", r"\textbf", r"\textit", r"\texttt", r"\caption", r"\label", r"\par", r"\smallskip",
    r"\footnotesize", r"\raggedright", r"\ref", r"\allowbreak", r"\dagger", r"\ddagger", r"\times", r"\Delta",
    r"\textbackslash", r"\textasciitilde", r"\textasciicircum", r"\textless", r"\textgreater", r"\textbar",
    r"\textasciigrave", r"\&", r"\%", r"\$", r"\#", r"\_", r"\{", r"\}", "\\\\",
}


def _latex_structure(tex: str) -> list[str]:
    """Check that LaTeX is only the tables' own markup; returns the body rows of every tabular (below its first
    ``\\midrule``, the ``\\multicolumn`` rows left out)."""
    body = [ln for ln in tex.splitlines() if not ln.startswith("%")]
    text = "\n".join(body)
    assert "%" not in re.sub(r"\\%", "", text)  # no comment in the tables: a name's % is escaped
    commands = set(re.findall(r"\\[A-Za-z]+|\\.", text))
    assert commands <= _ALLOWED_COMMANDS, commands - _ALLOWED_COMMANDS
    for ln in body:  # braces balance on every line, never below zero
        depth = 0
        for tok in re.findall(r"\\[{}\\]|[{}]", ln):
            depth += {"{": 1, "}": -1}.get(tok, 0)
            assert depth >= 0, ln
        assert depth == 0, ln
    assert text.count(r"\begin{table}") == text.count(r"\end{table}") == text.count(r"\begin{tabular}") \
        == text.count(r"\end{tabular}") >= 1
    rows = []
    for block in re.findall(r"\\begin\{tabular\}\{(\w+)\}\n(.*?)\\end\{tabular\}", text, flags=re.S):
        spec, inner = block
        below = False
        for ln in inner.splitlines():
            if ln.endswith(r" \\") and r"\multicolumn" not in ln:
                assert len(re.findall(r"(?<!\\)&", ln)) == len(spec) - 1, ln  # no name adds a column
                if below:
                    rows.append(ln)
            below = below or ln == r"\midrule"
        assert inner.count(r"\toprule") == inner.count(r"\bottomrule") == 1
    return rows


def test_latex_is_booktabs_with_marks_and_the_signature(hostile: EvaluationReport) -> None:
    tex = hostile.to_latex()
    rows = _latex_structure(tex)
    # scores, P / R / F, one per-type table per user system (the first 10: all are in report.type_significance)
    assert tex.count(r"\begin{table}") == 2 + TYPE_TABLE_LIMIT < 2 + len(SHOWN)
    assert f"% {len(SHOWN) - TYPE_TABLE_LIMIT} more user system(s) have per-type tests" in tex
    assert r"\textit{AMU}" in tex and r"\textbf{" in tex
    assert "paired bootstrap" in tex and "n = 50 resamples, seed 12345" in tex
    assert r"$^{\dagger}$: $p < 0.05$, $^{\ddagger}$: $p < 0.01$" in tex
    sig = latex_escape(hostile.signature, breakable=True)
    assert rf"\footnotesize\raggedright Signature: \texttt{{{sig}}}" in tex
    # the scores: values x 100 at 2 decimals, published systems first, then the user systems in bold
    amu = hostile.scores.set_index(["system", "metric"]).loc[("AMU", "M2"), "value"]
    assert any(r.startswith(r"\textit{AMU} & " + f"{100 * amu:.2f}") for r in rows)
    scores = rows[:len(hostile.systems)]
    assert [r.startswith(r"\textbf") for r in scores] == [False] * 2 + [True] * len(SHOWN), scores  # published first
    p = hostile.comparisons.set_index(["system", "other", "metric"])["p_value"]
    marked = [s for s in SHOWN if p[(s, "AMU", "M2")] < 0.05]
    for s in SHOWN:
        line = next(r for r in rows if r.startswith(rf"\textbf{{{latex_escape(s)}}} & "))
        assert (r"$^{\dagger}$" in line or r"$^{\ddagger}$" in line) == (s in marked)


def test_latex_escapes_every_hostile_name(hostile: EvaluationReport) -> None:
    tex = hostile.to_latex(counts=True)
    for raw, shown in zip(HOSTILE, SHOWN, strict=True):
        assert rf"\textbf{{{latex_escape(shown)}}}" in tex and raw not in tex.replace(latex_escape(shown), "")
    assert r"\input" not in tex and r"back\textbackslash{}slash \textbackslash{}input\{x\}" in tex
    assert r"\$x\$ \& 50\% \#1 \_u\_ \{y\} \textasciitilde{}z \textasciicircum{}w" in tex
    assert "b\\textbackslash{}xff" in tex and "Ünï" in tex and latex_escape("名前") == "名前"  # UTF-8 stays
    tex.encode("utf-8")
    assert latex_escape("[x]*--y") == "{[}x{]}{*}-{}-{}y"  # no row argument after \\, no en dash
    assert latex_escape("a\nb\tc\x07") == r"a b c\textbackslash{}x07"


def test_latex_compiles_where_a_tex_engine_is_installed(hostile: EvaluationReport, tmp_path: Path) -> None:
    tex = hostile.to_latex(counts=True)
    _latex_structure(tex)  # without an engine the structure is what is checked
    engine = shutil.which("pdflatex")
    if engine is None:
        return
    (tmp_path / "report.tex").write_text(tex, encoding="utf-8")
    (tmp_path / "doc.tex").write_text("\\documentclass{article}\\usepackage[T1]{fontenc}\\usepackage{booktabs}"
                                      "\\begin{document}\\input{report.tex}\\end{document}\n", encoding="utf-8")
    done = subprocess.run([engine, "-interaction=nonstopmode", "-halt-on-error", "-no-shell-escape", "doc.tex"],
                          cwd=tmp_path, capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stdout[-3000:]
    assert (tmp_path / "doc.pdf").stat().st_size > 0


def test_to_latex_options(hostile: EvaluationReport, tmp_path: Path) -> None:
    only = hostile.to_latex(tmp_path / "r.tex", prf=False, types=False, decimals=1)
    assert (tmp_path / "r.tex").read_text(encoding="utf-8") == only
    assert only.count(r"\begin{table}") == 1 and r"($\times$100, 1 decimals)" in only
    with pytest.raises(ValueError, match="decimals"):
        hostile.to_latex(decimals=-1)


# ----------------------------------------------------------------------------------- Markdown


def _unescape_md(cell: str) -> str:
    """What a CommonMark renderer shows for md_escape's output (its backslash escapes)."""
    return re.sub(r"\\([!-/:-@\[-`{-~])", r"\1", cell)


def _cells(line: str) -> list[str]:
    parts = re.split(r"(?<!\\)((?:\\\\)*)\|", line)  # a pipe after an even number of backslashes separates cells
    cells, cur = [], ""
    for k, p in enumerate(parts):
        if k % 2:
            cur += p
            cells.append(cur)
            cur = ""
        else:
            cur += p
    cells.append(cur)
    return [c.strip() for c in cells[1:-1]]


def test_markdown_shows_every_hostile_name_as_itself(hostile: EvaluationReport) -> None:
    md = hostile.to_markdown()
    md.encode("utf-8")
    sig = [ln for ln in md.splitlines() if ln.startswith("`")]
    assert sig == [md_code(hostile.signature)]  # the signature (it names the dataset) as a code span, one line
    assert "own|<b>`$ # x" in sig[0] and sig[0].startswith("``") and not sig[0].startswith("```")
    text = md.replace(sig[0], "")
    heads = [ln for ln in md.splitlines() if ln.startswith("#")]
    assert all(ln.startswith(("# gecnb evaluation: ", "## ", "### ")) for ln in heads)
    assert len([h for h in heads if h.startswith("# ")]) == 1
    # no raw HTML, math, strikethrough, emphasis or code from a name: each such character is escaped
    assert not re.search(r"(?<!\\)[<>&$~^*_`]", text.replace("\\\\", ""))
    scores = md.split("## Scores", 1)[1].split("\n\n")[1].splitlines()
    width = len(_cells(scores[0]))
    assert all(len(_cells(ln)) == width for ln in scores[2:])  # no name adds a column or a row
    names = [_unescape_md(_cells(ln)[0]) for ln in scores[2:]]
    assert sorted(names) == sorted(hostile.systems) and set(SHOWN) <= set(names)
    title = next(ln for ln in md.splitlines() if ln.startswith("# "))
    from gecnb.display.report_limits import name_list

    # one line (the names after the first ten are counted: gecnb.display.report_limits)
    assert _unescape_md(title[2:]) == f"gecnb evaluation: {name_list(SHOWN)} on own|<b>`$ # x (NUCLE)"
    for s in SHOWN[:TYPE_TABLE_LIMIT]:
        assert f"### {md_escape(s)} against AMU" in md
    assert f"### {md_escape(SHOWN[-1])} against AMU" not in md and "1 more user system(s)" in md


def test_markdown_escape_and_code_span() -> None:
    assert md_escape("a|b") == "a\\|b" and md_escape("<i>&amp;") == "\\<i\\>\\&amp;"
    assert md_escape("**b** _c_ `d` [e](f) $g$ ~h~ #i {j} ^k \\l") == \
        "\\*\\*b\\*\\* \\_c\\_ \\`d\\` \\[e\\](f) \\$g\\$ \\~h\\~ \\#i \\{j\\} \\^k \\\\l"
    assert md_escape("line\nbreak\r\nand\ttab\x00") == "line break and tab\\\\x00"
    assert md_escape("- x", block=True) == "\\- x" and md_escape("12. x", block=True) == "12\\. x"
    assert md_escape("1) x", block=True) == "1\\) x" and md_escape("- x") == "- x"
    assert md_code("a`b``c") == "```a`b``c```" and md_code("`x`") == "`` `x` ``" and md_code("plain") == "`plain`"
    assert md_escape("b\udcff") == "b\\\\xff"


def test_markdown_notes_are_list_items_that_cannot_nest(hostile: EvaluationReport) -> None:
    r = EvaluationReport(**{**hostile.__dict__, "notes": ["- nested?", "1. ordered?", "# heading?\nsecond line",
                                                          "<b>bold</b> `code`"]})
    md = r.to_markdown()
    notes = md.split("## Notes\n\n", 1)[1].split("\n\n", 1)[0].splitlines()
    # the notes given, then what the caps left out (gecnb.display.report_limits: this report has many systems)
    assert notes[:4] == ["- \\- nested?", "- 1\\. ordered?", "- \\# heading? second line",
                         "- \\<b\\>bold\\</b\\> \\`code\\`"]
    assert all(n.startswith("- ") for n in notes[4:])


# ------------------------------------------------------------------------------------ HTML, JSON


def test_html_and_json_carry_hostile_names_safely(hostile: EvaluationReport) -> None:
    page = hostile.to_html()
    page.encode("utf-8")
    assert "<script" not in page and "&lt;script&gt;alert(1)&lt;/script&gt;" in page
    assert "Where it wins and loses: per error type" in page and "b\\xff" in page
    text = hostile.to_json()
    j = json.loads(text.encode("utf-8"))
    assert set(SHOWN) <= set(j["users"]) and j["dataset"] == "own|<b>`$\n# x"
    assert {r["system"] for r in j["type_significance"]} == set(SHOWN)
    assert all(r["other"] == "AMU" for r in j["type_significance"])
    assert {r["level"] for r in j["type_significance"]} == {1, 2, 3, None}


def test_the_report_carries_each_user_systems_tests_against_the_baseline(hostile: EvaluationReport) -> None:
    t = hostile.type_significance
    assert list(t.columns) == ["system", "other", "metric", "level", "type", "value", "other_value", "delta",
                               "delta_low", "delta_high", "p_value", "wins"]
    assert set(t["system"]) == set(SHOWN) and set(t["other"]) == {"AMU"} and set(t["metric"]) == {"ERRANT", "CLEME2.0-dep"}
    # the users are the same output (CAMB's): the same numbers, every row
    per = [part.drop(columns="system").reset_index(drop=True) for _, part in t.groupby("system")]
    for part in per[1:]:
        pd.testing.assert_frame_equal(part, per[0])
    d = hostile.disentangled.set_index(["system", "metric"]).loc[(SHOWN[0], "CLEME2.0-dep")]
    ind = t[(t["system"] == SHOWN[0]) & (t["metric"] == "CLEME2.0-dep")].set_index("type")["value"]
    assert ind["Hit"] == pytest.approx(d["hit"]) and ind["Over"] == pytest.approx(d["over"])
    assert ((t["delta_low"] <= t["delta"] + 1e-12) & (t["delta"] - 1e-12 <= t["delta_high"])).all()
    assert t["p_value"].between(0, 1).all() and np.isfinite(t["wins"]).all()


def test_no_baseline_no_type_tests() -> None:
    c, own = _small()
    r = evaluate(own, hypotheses={"X": list(c.systems["CAMB"].hypotheses)}, metrics=["ERRANT"], n=20, progress=False)
    assert r.baseline is None and r.type_significance.empty
    assert list(r.type_significance.columns)[:5] == ["system", "other", "metric", "level", "type"]
    assert "Where it wins and loses: per error type" not in r.to_markdown()
    assert r.to_latex().count(r"\begin{table}") == 2
    json.loads(r.to_json())


# --------------------------------------------------------------------------------------- the CLI


def test_cli_latex_table_and_a_non_utf8_name(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    c, _own = _small()
    files = {"src": c.sources, "r1": c.reference_sets["NUCLE"].annotator(0), "amu": c.systems["AMU"].hypotheses,
             "camb": c.systems["CAMB"].hypotheses}
    for k, lines in files.items():
        (tmp_path / k).write_text("\n".join(lines) + "\n", encoding="utf-8")
    bad = os.fsdecode(b"b\xff")  # what Python makes of a file name or argument with byte 0xff
    base = ["evaluate", "--source", str(tmp_path / "src"), "--reference", str(tmp_path / "r1"), "--hypothesis",
            str(tmp_path / "amu"), "--hypothesis", str(tmp_path / "camb"), "--name", "AMU|<x>", "--name", bad,
            "--baseline", "AMU|<x>", "--metric", "M2", "--metric", "ERRANT", "--bootstrap", "20", "--quiet"]
    assert main([*base, "--format", "json"]) == 0
    out = capsys.readouterr().out
    j = json.loads(out.encode("utf-8"))
    assert j["users"] == ["AMU|<x>", "b\\xff"] and j["prf"] and j["type_significance"]
    assert main([*base, "--format", "latex", "--output", str(tmp_path / "out")]) == 0
    tex = capsys.readouterr().out
    _latex_structure(tex)
    assert r"\textbf{\textit{AMU\textbar{}\textless{}x\textgreater{}}}" in tex
    assert sorted(p.name for p in (tmp_path / "out").iterdir()) == ["report.html", "report.json", "report.md",
                                                                   "report.tex"]
    assert (tmp_path / "out" / "report.tex").read_text(encoding="utf-8") == tex
    assert main([*base, "--format", "table"]) == 0
    table = capsys.readouterr().out
    assert "M2: P / R / F0.5 and TP / FP / FN" in table and "ERRANT: P / R / F0.5" in table
    assert "per error type against AMU|<x>, p < 0.05" in table
    # the baseline is the first user system: the other is tested against it
    assert re.search(r"b\\xff\s+AMU\|<x>\s+M2", table)
    md = (tmp_path / "out" / "report.md").read_text(encoding="utf-8")
    assert re.search(r"\| b\\\\xff \| AMU\\\|\\<x\\> \| M2 \|", md)
    assert main([*base[:9], "--name", "a\nb", "--name", "c", "--quiet"]) == 2
    err = capsys.readouterr().err
    assert "control character" in err and "Traceback" not in err
