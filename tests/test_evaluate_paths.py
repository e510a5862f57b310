"""``gecnb evaluate`` right on every path a researcher takes (issue 29, point 1): the baseline among the user's own
systems, none, or a published one; examples with the largest gains AND losses; empty buckets without a number;
input warnings in every format; row signatures naming the gold and who made each system's edits.

Own data: the first 30 sentences of CoNLL-2014 with its two NUCLE annotators as references, CAMB's and AMU's
outputs as the user's systems, and the source itself as a system (the natural baseline on your own data).
"""

from __future__ import annotations

import json
import math
import re
from pathlib import Path

import pandas as pd
import pytest

import gecnb
from gecnb.cli import main
from gecnb.evaluation import EvaluationReport, evaluate

N = 30
METRICS = ["M2", "ERRANT", "CLEME2.0-dep"]


@pytest.fixture(scope="module")
def own(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    c = gecnb.load_dataset("conll14").subset(range(N))
    tmp = tmp_path_factory.mktemp("own")
    files = {"src.txt": c.sources, "r1.txt": c.reference_sets["NUCLE"].annotator(0),
             "r2.txt": c.reference_sets["NUCLE"].annotator(1), "CAMB.txt": c.systems["CAMB"].hypotheses,
             "AMU.txt": c.systems["AMU"].hypotheses}
    for name, lines in files.items():
        (tmp / name).write_text("\n".join(lines) + "\n", encoding="utf-8")
    return {name.removesuffix(".txt"): tmp / name for name in files}


@pytest.fixture(scope="module")
def corpus(own: dict[str, Path]) -> gecnb.Corpus:
    return gecnb.corpus_from_files(source=own["src"], references=[own["r1"], own["r2"]], name="own30",
                                   reference_set="NUCLE")


@pytest.fixture(scope="module")
def with_source(corpus: gecnb.Corpus, own: dict[str, Path]) -> EvaluationReport:
    return evaluate(corpus, hypotheses={"SOURCE": own["src"], "CAMB": own["CAMB"], "AMU": own["AMU"]},
                    baseline="SOURCE", metrics=METRICS, n=50, examples=4, progress=False)


def test_the_baseline_may_be_one_of_the_users_systems(with_source: EvaluationReport, tmp_path: Path) -> None:
    r = with_source
    assert r.baseline == "SOURCE" and r.users == ["SOURCE", "CAMB", "AMU"]
    # every view renders (on the old code the chunk frames held the baseline twice and these raised)
    paths = r.write(tmp_path / "out")
    assert [p.name for p in paths] == ["report.html", "report.md", "report.tex", "report.json"]
    assert "line " in r._repr_html_() and "CAMB does better than SOURCE" in r.to_html()
    # the examples compare each other user system with the baseline, never the baseline with itself
    assert set(r.examples["system"]) == {"CAMB", "AMU"} and set(r.examples["baseline"]) == {"SOURCE"}
    assert set(r.chunks["system"]) == {"CAMB", "AMU", "SOURCE"}
    for (system, sentence), part in r.chunks.groupby(["system", "sentence"]):
        assert part.groupby(["chunk", "target"]).size().max() == 1, (system, sentence)  # one row per chunk


def test_cli_baseline_among_the_hypotheses_writes_the_report(own: dict[str, Path], tmp_path: Path,
                                                             capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "report"
    rc = main(["evaluate", "--source", str(own["src"]), "--reference", str(own["r1"]), "--reference", str(own["r2"]),
               "--hypothesis", str(own["src"]), "--name", "SOURCE", "--hypothesis", str(own["CAMB"]), "--name", "CAMB",
               "--baseline", "SOURCE", "--metric", "ERRANT", "--bootstrap", "20", "--quiet", "--output", str(out),
               "--corpus-name", "my test set"])
    err = capsys.readouterr().err
    assert rc == 0, err
    j = json.loads((out / "report.json").read_text(encoding="utf-8"))
    assert j["baseline"] == "SOURCE" and j["dataset"] == "my test set" and j["reference_set"] == "references"
    assert {e["direction"] for e in j["examples"]} == {"gain", "loss"}
    assert "my test set" in (out / "report.md").read_text(encoding="utf-8")


def test_examples_show_the_largest_gains_and_losses(with_source: EvaluationReport, corpus: gecnb.Corpus) -> None:
    from gecnb.evaluation.analyses import errant_sentence_counts

    ex = with_source.examples
    camb = ex[ex["system"] == "CAMB"]
    assert list(camb["direction"]) == ["gain", "gain", "loss", "loss"]
    assert (camb.loc[camb["direction"] == "gain", "gain"] >= 0).all()
    assert (camb.loc[camb["direction"] == "loss", "gain"] <= 0).all()
    assert (camb["line"] == camb["sentence"] + 1).all()
    # the largest: no sentence left out gains more (or loses more) than the ones shown
    stats = errant_sentence_counts(_edits(corpus), reference_set="NUCLE", systems=["CAMB", "SOURCE"])
    net = {s: (f["tp"] - f["fp"] - f["fn"]).to_numpy() for s, f in stats.items()}
    gain = net["CAMB"] - net["SOURCE"]
    shown_gains = set(camb.loc[camb["direction"] == "gain", "sentence"])
    shown_losses = set(camb.loc[camb["direction"] == "loss", "sentence"])
    assert min(gain[list(shown_gains)]) >= max(g for i, g in enumerate(gain) if i not in shown_gains and g > 0)
    assert max(gain[list(shown_losses)]) <= min(g for i, g in enumerate(gain) if i not in shown_losses and g < 0)


def _edits(corpus: gecnb.Corpus) -> gecnb.Corpus:
    """The corpus with SOURCE and CAMB extracted by the default extractor (what evaluate extracts)."""
    from gecnb.edits.extract import corpus_edits, default_extractor

    c = gecnb.Corpus("x", corpus.sources, "en")
    c.add_references("NUCLE", [list(r) for r in corpus.reference_sets["NUCLE"].references])
    c.add_system("SOURCE", list(corpus.sources))
    c.add_system("CAMB", list(gecnb.load_dataset("conll14").subset(range(N)).systems["CAMB"].hypotheses))
    sys_e, ref_e, _ = corpus_edits(c, reference_set="NUCLE", systems=["SOURCE", "CAMB"], edits="extract",
                                   extractor=default_extractor("en"), progress=False)
    out = gecnb.Corpus("x", corpus.sources, "en")
    out.add_references("NUCLE", [list(r) for r in corpus.reference_sets["NUCLE"].references], edits=ref_e)
    for s in ("SOURCE", "CAMB"):
        out.add_system(s, list(c.systems[s].hypotheses), edits=sys_e[s])
    return out


def test_a_published_baseline_gets_gains_and_losses_on_conll14() -> None:
    camb = list(gecnb.load_dataset("conll14").systems["CAMB"].hypotheses)
    r = evaluate("conll14", hypotheses={"MINE": camb}, systems=["AMU"], metrics=["ERRANT"], n=20, examples=6,
                 progress=False)
    assert list(r.examples["direction"]) == ["gain"] * 3 + ["loss"] * 3
    assert r.examples["gain"].iloc[0] >= r.examples["gain"].iloc[2] > 0 > r.examples["gain"].iloc[3]


def test_no_baseline_leaves_the_examples_out_and_says_why(corpus: gecnb.Corpus, own: dict[str, Path]) -> None:
    r = evaluate(corpus, hypotheses={"CAMB": own["CAMB"], "AMU": own["AMU"]}, metrics=["ERRANT"], n=20,
                 progress=False)
    assert r.baseline is None and r.examples.empty
    assert any(n.startswith("no baseline:") for n in r.notes)
    assert "no baseline:" in r.to_markdown() and "no baseline:" in r.to_html()


def test_empty_buckets_carry_no_number(with_source: EvaluationReport) -> None:
    b = with_source.buckets
    empty = b[b["sentences"] == 0]
    assert not empty.empty  # 30 sentences leave some bucket empty
    assert empty[["p", "r", "f"]].isna().all().all()
    full = b[b["sentences"] > 0]
    assert full[["p", "r", "f"]].notna().all().all()
    assert json.loads(with_source.to_json())["buckets"][list(b["sentences"]).index(0)]["f"] is None


def _detokenise(line: str) -> str:
    return re.sub(r" ([.,!?;:])", r"\1", line).replace(" n't", "n't")


def test_input_warnings_reach_every_format(corpus: gecnb.Corpus, own: dict[str, Path], tmp_path: Path) -> None:
    detok = tmp_path / "detok.txt"
    lines = own["CAMB"].read_text(encoding="utf-8").splitlines()
    detok.write_text("\n".join(_detokenise(x) for x in lines) + "\n", encoding="utf-8")
    with pytest.warns(gecnb.data.errors.GecInputWarning, match="looks detokenised"):
        r = evaluate(corpus, hypotheses={"DETOK": detok, "CAMB": own["CAMB"]}, baseline="CAMB", metrics=["ERRANT"],
                     n=20, progress=False)
    notes = [n for n in r.notes if "looks detokenised" in n]
    assert len(notes) == 1 and notes[0].startswith("input warning: ") and str(detok) in notes[0]
    text = notes[0].removeprefix("input warning: ")
    assert text in json.loads(r.to_json())["notes"][0]
    assert text.replace("'", "&#x27;").replace('"', "&quot;") in r.to_html() or "looks detokenised" in r.to_html()
    md = r.to_markdown()
    assert "## Notes" in md and "looks detokenised" in md


def test_row_signatures_name_the_gold_and_who_made_the_edits(with_source: EvaluationReport, own: dict[str, Path],
                                                             corpus: gecnb.Corpus, tmp_path: Path) -> None:
    rows = with_source.scores.set_index(["metric", "system"])["signature"]
    errant = gecnb.Signature.parse(rows[("ERRANT", "CAMB")])
    assert errant["edits"].startswith("errant:3.0.0,spacy:") and "given" not in errant["edits"]
    assert "given" not in errant["gold"] and "errant:3.0.0" in errant["gold"]  # the references' extractor, named
    m2 = gecnb.Signature.parse(rows[("M2", "CAMB")])
    assert m2["gold"].startswith("text:")  # text references: the M2 scorer's gold is the texts
    # a system given as M2: its edits are the file's, and its row says so
    c = gecnb.load_dataset("conll14-fresh-errant").subset(range(N))
    m2_path = tmp_path / "mine.m2"
    gecnb.write_m2(m2_path, zip(c.sources, ([e] for e in c.systems["CAMB"].edits), strict=True))
    r = evaluate(corpus, m2_hypotheses={"MINE": m2_path}, hypotheses={"AMU": own["AMU"]}, metrics=["ERRANT"], n=20,
                 progress=False)
    sig = r.scores.set_index("system").loc["MINE", "signature"]
    assert gecnb.Signature.parse(sig)["edits"] == "given(mine.m2)"
    assert gecnb.Signature.parse(r.scores.set_index("system").loc["AMU", "signature"])["edits"].startswith("errant:")


def test_names_are_text(corpus: gecnb.Corpus, own: dict[str, Path]) -> None:
    r = evaluate(corpus, hypotheses={1: own["CAMB"]}, metrics=["ERRANT"], n=20, progress=False)  # type: ignore[dict-item]
    assert r.users == ["1"]
    for bad in ("", "a\nb", "tab\tname"):
        with pytest.raises(gecnb.GecInputError, match="system name"):
            evaluate(corpus, hypotheses={bad: own["CAMB"]}, metrics=["ERRANT"], n=20, progress=False)


def test_reports_render_without_nan_text(with_source: EvaluationReport) -> None:
    md = with_source.to_markdown()
    assert "nan" not in md.lower().split("## signature")[0]
    assert not any(isinstance(v, float) and math.isnan(v) for v in
                   pd.json_normalize(json.loads(with_source.to_json())["scores"]).select_dtypes("number").to_numpy().ravel())


def test_user_systems_are_compared_with_a_user_baseline(with_source: EvaluationReport) -> None:
    c = with_source.comparisons
    pairs = set(zip(c["system"], c["other"], strict=True))
    # each user system against the baseline (oriented system -> baseline), the other two users once
    assert pairs == {("CAMB", "SOURCE"), ("AMU", "SOURCE"), ("CAMB", "AMU")}
    against = c[c["baseline"]]
    assert set(against["system"]) == {"CAMB", "AMU"} and (against["other"] == "SOURCE").all()
    assert (against.loc[against["metric"] == "M2", "delta"] > 0).all()


def test_names_that_look_the_same_are_one(corpus: gecnb.Corpus, own: dict[str, Path]) -> None:
    with pytest.warns(gecnb.data.errors.GecInputWarning, match="read as 'MINE'"):
        r = evaluate(corpus, hypotheses={"MI\u200bNE": own["CAMB"]}, metrics=["ERRANT"], n=20, progress=False)
    assert r.users == ["MINE"]
    with pytest.raises(gecnb.GecInputError, match="two systems have the same name"):
        evaluate(corpus, hypotheses={"Cafe\u0301": own["CAMB"], "Caf\u00e9": own["AMU"]}, metrics=["ERRANT"],
                 progress=False)
    with pytest.raises(gecnb.GecInputError, match="only invisible characters"):
        evaluate(corpus, hypotheses={"\u200b": own["CAMB"]}, metrics=["ERRANT"], progress=False)
