"""gecnb.evaluate / gecnb evaluate: the report's numbers, its parts, its renderings and bad input.

Kept small: on CoNLL-2014 the "user" system is a published output under another name (CAMB's lines as
MINE: its edits are the shipped ones, nothing is parsed), ranked among three published systems with a few
suite metrics and 200 bootstrap samples; the own-data CLI runs on 25 sentences.
"""

from __future__ import annotations

import json
import math
import re
from pathlib import Path
from typing import Any

import pandas as pd
import pytest

import gecnb
from gecnb.cli import main
from gecnb.data.registry import load_dataset, nucle_errant_auto
from gecnb.evaluation import SUITE, EvaluationReport, evaluate
from gecnb.evaluation.significance import resample

SYSTEMS = ["AMU", "CAMB", "INPUT"]
METRICS = ["M2", "ERRANT", "CLEME-dep", "CLEME2.0-dep"]


def _camb_file(tmp: Path) -> Path:
    path = tmp / "mine.txt"
    lines = load_dataset("conll14").systems["CAMB"].hypotheses
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def _errant_gold() -> gecnb.Corpus:
    """The 13 submissions with their shipped edits against NUCLE as ERRANT's own protocol reads the official M2
    (``errant_m2 -auto``): what evaluate scores ERRANT on by default (``gold_edits="m2"``;
    ``tests/test_entry_points.py`` shows it is gecnb score's gold for the official M2 file)."""
    fe = load_dataset("conll14-fresh-errant")
    return gecnb.Corpus("errant-gold", fe.sources, "en", {"NUCLE": nucle_errant_auto()}, dict(fe.systems))


@pytest.fixture(scope="module")
def mine(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return _camb_file(tmp_path_factory.mktemp("evaluate"))


@pytest.fixture(scope="module")
def report(mine: Path) -> EvaluationReport:
    return evaluate("conll14", hypotheses={"MINE": mine}, systems=SYSTEMS, metrics=METRICS, baseline="AMU", n=200,
                    progress=False)


def test_the_report_has_one_row_per_system_and_metric(report: EvaluationReport) -> None:
    s = report.scores
    assert list(s.columns) == ["system", "metric", "value", "rank", "ci_low", "ci_high", "user", "signature"]
    assert len(s) == len(METRICS) * 4
    assert set(s["system"]) == {*SYSTEMS, "MINE"}
    assert s.loc[s["system"] == "MINE", "user"].all() and not s.loc[s["system"] != "MINE", "user"].any()
    assert report.users == ["MINE"] and report.baseline == "AMU"


def test_m2_equals_gecnb_score_on_the_official_gold(report: EvaluationReport) -> None:
    official = gecnb.score(load_dataset("conll14-m2"), "m2", reference_set="NUCLE", systems=["CAMB", "AMU"])
    got = report.scores.set_index(["system", "metric"])["value"]
    want = dict(zip(official["system"], official["f"], strict=True))
    assert got[("MINE", "M2")] == want["CAMB"] == got[("CAMB", "M2")]
    assert got[("AMU", "M2")] == want["AMU"]
    assert round(want["AMU"], 4) == 0.3501  # the CoNLL-2014 official result


def test_errant_and_cleme2_equal_the_metrics_on_the_shipped_edits(report: EvaluationReport) -> None:
    fe = load_dataset("conll14-fresh-errant")
    got = report.scores.set_index(["system", "metric"])["value"]
    errant = gecnb.score(_errant_gold(), "errant", reference_set="NUCLE", systems=["CAMB"])
    assert got[("MINE", "ERRANT")] == pytest.approx(float(errant["f"].iloc[0]), abs=1e-12)
    texts = gecnb.score(fe, "errant", reference_set="NUCLE", systems=["CAMB"])  # the reference texts' gold
    assert round(float(texts["f"].iloc[0]), 4) == 0.3352 != round(got[("MINE", "ERRANT")], 4) == 0.3360
    c2 = gecnb.score(fe, "cleme2", reference_set="NUCLE", systems=["CAMB"], assumption="dependent")
    assert got[("MINE", "CLEME2.0-dep")] == pytest.approx(float(c2["score"].iloc[0]), abs=1e-12)
    d = report.disentangled.set_index("system")
    assert d.loc["MINE", "hit"] == pytest.approx(float(c2["hit"].iloc[0]), abs=1e-12)


def test_ranks_place_the_user_system_among_the_published(report: EvaluationReport) -> None:
    m2 = report.scores[report.scores["metric"] == "M2"].set_index("system")
    # MINE is CAMB: they tie for the best rank; AMU next but one; INPUT (no edits) last
    assert m2.loc["MINE", "rank"] == m2.loc["CAMB", "rank"] == 1
    assert m2.loc["AMU", "rank"] == 3 and m2.loc["INPUT", "rank"] == 4
    for metric, part in report.scores.groupby("metric"):
        order = part.sort_values("value", ascending=False)["rank"].tolist()
        assert order == sorted(order), metric


def test_intervals_and_p_values_are_the_significance_modules(report: EvaluationReport) -> None:
    from gecnb.meta.significance import bootstrap_interval, paired_bootstrap

    m = gecnb.get_metric("errant")
    stats = m.statistics(_errant_gold(), reference_set="NUCLE", systems=["CAMB", "AMU"])
    a, b = (stats[stats["system"] == s].reset_index(drop=True) for s in ("CAMB", "AMU"))
    agg = m.aggregate()
    want = paired_bootstrap(a, b, aggregate=agg, n=200, seed=12345).iloc[0]
    c = report.comparisons.set_index(["system", "other", "metric"]).loc[("MINE", "AMU", "ERRANT")]
    assert c["p_value"] == want["p_value"] and c["wins"] == want["a_wins"]
    assert (c["delta_low"], c["delta_high"]) == (want["delta_low"], want["delta_high"])
    ci = bootstrap_interval(a, aggregate=agg, n=200, seed=12345).iloc[0]
    row = report.scores.set_index(["system", "metric"]).loc[("MINE", "ERRANT")]
    assert (row["ci_low"], row["ci_high"]) == (ci["low"], ci["high"])
    assert row["ci_low"] < row["value"] < row["ci_high"]


def test_comparisons_cover_every_other_system_and_every_metric_is_tested(report: EvaluationReport) -> None:
    c = report.comparisons
    assert list(c.columns[:6]) == ["system", "other", "metric", "value", "other_value", "delta"]
    assert len(c) == len(METRICS) * len(SYSTEMS)
    same = c[(c["other"] == "CAMB") & c["testable"]]
    assert (same["delta"] == 0).all() and (same["p_value"] == 1.0).all()  # identical outputs: no difference
    inp = c[(c["other"] == "INPUT") & (c["metric"] == "M2")].iloc[0]
    assert inp["p_value"] < 0.01 and inp["delta"] > 0
    # every metric of the suite is resampled now, CLEME2.0 at corpus level included (issue 17; the merged
    # evaluate branch had reported it "not testable" before signif made its reference choice resampleable)
    assert c["testable"].all() and c["p_value"].notna().all() and (c["note"] == "").all()
    assert report.scores[["ci_low", "ci_high"]].notna().all().all()


def test_cleme2_p_value_and_interval_equal_compare_systems(report: EvaluationReport) -> None:
    from gecnb.meta.significance import compare_systems

    # MINE is CAMB's output: its interval and its p-value against AMU are compare_systems' for CAMB
    want = compare_systems(load_dataset("conll14-fresh-errant"), gecnb.get_metric("cleme2", assumption="dependent"),
                           reference_set="NUCLE", systems=["AMU", "CAMB"], baseline="AMU", n=200,
                           seed=12345).set_index("system")
    row = report.scores.set_index(["system", "metric"]).loc[("MINE", "CLEME2.0-dep")]
    assert row["value"] == want.loc["CAMB", "value"]
    assert (row["ci_low"], row["ci_high"]) == (want.loc["CAMB", "ci_low"], want.loc["CAMB", "ci_high"])
    c = report.comparisons.set_index(["system", "other", "metric"]).loc[("MINE", "AMU", "CLEME2.0-dep")]
    assert c["p_value"] == want.loc["CAMB", "p_value"] and 0 < c["p_value"] < 1
    # the same metric, gold and bootstrap; evaluate names who made the edits (the shipped dataset says "given")
    # and from what (the gold's hash is the same: the same edits)
    got_sig, want_sig = gecnb.Signature.parse(row["signature"]), gecnb.Signature.parse(want.loc["CAMB", "signature"])
    assert ([p for p in got_sig.pairs if p[0] not in ("edits", "gold")]
            == [p for p in want_sig.pairs if p[0] not in ("edits", "gold")])
    assert want_sig["edits"] == "given" and got_sig["edits"].startswith("errant:3.0.0,spacy:")
    assert got_sig["gold"].startswith("edits:NUCLE(reference texts by errant:3.0.0,")
    assert got_sig["gold"].split("#")[1] == want_sig["gold"].split("#")[1]
    amu = report.scores.set_index(["system", "metric"]).loc[("AMU", "CLEME2.0-dep")]
    assert (amu["ci_low"], amu["ci_high"]) == (want.loc["AMU", "ci_low"], want.loc["AMU", "ci_high"])


def test_types_buckets_and_examples(report: EvaluationReport) -> None:
    from gecnb.metrics.errant_compare import errant_categories

    t = report.types
    assert set(t["level"]) == {1, 2, 3} and set(t["system"]) == {"MINE", "AMU"}
    assert set(t.loc[t["level"] == 1, "type"]) <= {"M", "R", "U", "UNK"}
    fe = _errant_gold()  # ERRANT per type, on ERRANT's gold
    want = errant_categories(hypotheses=list(fe.systems["CAMB"].edits), references=[list(e) for e in
                             fe.reference_sets["NUCLE"].edits], level=2)
    got = t[(t["system"] == "MINE") & (t["level"] == 2)].drop(columns=["system", "level"]).reset_index(drop=True)
    pd.testing.assert_frame_equal(got, want.reset_index(drop=True), check_dtype=False)
    b = report.buckets
    for (_system, _bucket), part in b.groupby(["system", "bucket"]):
        assert part["sentences"].sum() == 1312
    errant = report.details.set_index(["system", "metric"]).loc[("MINE", "ERRANT")]
    length = b[(b["system"] == "MINE") & (b["bucket"] == "source length (tokens)")]
    assert (length["tp"].sum(), length["fp"].sum(), length["fn"].sum()) == (errant["tp"], errant["fp"], errant["fn"])
    ct = report.cleme_types
    assert set(ct["system"]) == {"MINE", "AMU"} and (ct[["tp", "fp_ne", "fp_un", "fn"]].to_numpy() >= 0).all()
    assert set(ct["type"]) <= set(t.loc[t["level"] == 2, "type"]) | {"UNK", "OTHER"}
    # every chunk counts under at least one type: the per-type totals cover CLEME2.0-ind's chunk counts
    ind = report.details.set_index(["system", "metric"]).loc[("MINE", "CLEME2.0-dep")]
    assert ct.loc[ct["system"] == "MINE", "tp"].sum() >= ind["tp"] > 0
    ex = report.examples
    assert len(ex) == 6 and (ex["hypothesis"] != ex["baseline_hypothesis"]).all()
    assert set(report.chunks["system"]) == {"MINE", "AMU"}
    assert set(report.chunks["sentence"]) == set(ex["sentence"])


def test_signatures_name_gold_edits_and_bootstrap(report: EvaluationReport) -> None:
    assert "gold(M2):conll14-m2:NUCLE" in report.signature
    assert "errant:3.0.0" in report.signature and "seed=12345" in report.signature
    sigs = report.scores.drop_duplicates("metric").set_index("metric")["signature"]
    assert "bootstrap:paired-bs,n=200,seed=12345" in sigs["M2"]
    assert "bootstrap:paired-bs,n=200,seed=12345" in sigs["CLEME2.0-dep"]  # resampled too (issue 17)
    assert len(set(sigs)) == len(sigs)


def test_json_schema(report: EvaluationReport) -> None:
    text = report.to_json()
    assert isinstance(text, str) and json.loads(text) == report.to_dict()  # pandas' convention
    j = json.loads(text)
    for key in ("scores", "comparisons", "types", "buckets", "signature", "disentangled", "examples", "notes"):
        assert key in j
    assert set(j["scores"][0]) == {"system", "metric", "value", "rank", "ci_low", "ci_high", "user", "signature"}
    assert {"system", "other", "metric", "delta", "p_value"} <= set(j["comparisons"][0])
    assert all(r["ci_low"] is not None and r["ci_high"] is not None for r in j["scores"])
    assert {r["metric"] for r in j["comparisons"] if r["p_value"] is not None} == set(METRICS)
    assert all(r["p_value"] is not None for r in j["comparisons"])


def test_html_is_one_self_contained_page(report: EvaluationReport, tmp_path: Path) -> None:
    page = report.to_html(tmp_path / "r.html")
    assert (tmp_path / "r.html").read_text(encoding="utf-8") == page
    refs = re.findall(r'(?:src|href)\s*=\s*"([^"]*)"', page)
    assert refs and all(r.startswith("data:image/png;base64,") for r in refs)
    assert not re.search(r"(?:src|href)\s*=\s*[\"']?https?://", page) and "<script" not in page
    assert page.count("<img") == 3  # scores with intervals, disentangled, per type
    view = report._repr_html_()
    assert view.startswith('<div class="gecnb-chunks"') and "MINE" in view and "Significance" in view
    assert "not testable" not in view  # every metric of this report was resampled


def test_markdown_has_the_tables(report: EvaluationReport) -> None:
    md = report.to_markdown()
    assert "| system | M2 | ERRANT | CLEME-dep | CLEME2.0-dep |" in md
    assert "## Significance" in md and report.signature in md


def test_bad_hypothesis_file_names_the_file_and_line(tmp_path: Path) -> None:
    bad = tmp_path / "short.txt"
    bad.write_text("one line\ntwo lines\n", encoding="utf-8")
    with pytest.raises(gecnb.GecInputError, match=r"short\.txt:3: system 'X' has 2 lines but conll14 has 1312"):
        evaluate("conll14", hypotheses={"X": bad}, progress=False)
    with pytest.raises(gecnb.GecInputError, match="already name published systems"):
        evaluate("conll14", hypotheses={"AMU": ["x"] * 1312}, progress=False)
    with pytest.raises(gecnb.GecInputError, match="bundled benchmark"):
        evaluate("nope", hypotheses={"X": bad}, progress=False)
    with pytest.raises(ValueError, match="unknown suite metric"):
        evaluate("conll14", hypotheses={"X": bad}, metrics=["BLEU"], progress=False)


def test_the_suite_names_the_papers_metrics() -> None:
    assert [s.label for s in SUITE] == ["M2", "ERRANT", "GLEU", "CLEME-dep", "CLEME-ind", "CLEME2.0-dep",
                                        "CLEME2.0-ind", "SentCLEME2.0-dep", "SentCLEME2.0-ind"]


def test_resample_without_statistics_says_not_testable() -> None:
    intervals, rows = resample(None, None, values={"A": 0.5, "B": 0.4}, users=["A"], baseline="B", n=10, seed=1,
                               confidence=0.95, reason="no sums")
    assert intervals == {} and rows[0]["note"] == "not testable (no sums)" and math.isnan(rows[0]["p_value"])
    assert rows[0]["delta"] == pytest.approx(0.1)


# ------------------------------------------------------------------------------------------------ CLI


def test_cli_on_a_bundled_dataset(mine: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    args = ["evaluate", "--dataset", "conll14", "--hypothesis", str(mine), "--name", "MINE", "--quiet",
            "--bootstrap", "50", "--among", "AMU", "--among", "INPUT", "--metric", "M2", "--metric", "ERRANT"]
    assert main([*args, "--format", "json", "--output", str(tmp_path / "out")]) == 0
    j = json.loads(capsys.readouterr().out)
    assert {r["system"] for r in j["scores"]} == {"MINE", "AMU", "INPUT"}
    assert [r["rank"] for r in j["scores"] if r["metric"] == "M2"] == [2, 3, 1]  # AMU, INPUT, MINE (= CAMB)
    assert sorted(p.name for p in (tmp_path / "out").iterdir()) == ["report.html", "report.json", "report.md",
                                                                   "report.tex"]
    assert main([*args, "--format", "markdown"]) == 0
    assert "| system | M2 | ERRANT |" in capsys.readouterr().out
    assert main([*args, "--format", "table"]) == 0
    out = capsys.readouterr().out
    assert "MINE" in out and "p_value" in out


def test_cli_on_own_data_and_bad_input(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    c = load_dataset("conll14").subset(range(25))
    files = {"src": c.sources, "r1": c.reference_sets["NUCLE"].annotator(0), "r2": c.reference_sets["NUCLE"].annotator(1),
             "h1": c.systems["CAMB"].hypotheses, "h2": c.systems["AMU"].hypotheses}
    for k, lines in files.items():
        (tmp_path / k).write_text("\n".join(lines) + "\n", encoding="utf-8")
    p = {k: str(tmp_path / k) for k in files}
    assert main(["evaluate", "--source", p["src"], "--reference", p["r1"], "--reference", p["r2"], "--hypothesis",
                 p["h1"], "--hypothesis", p["h2"], "--quiet", "--bootstrap", "50", "--metric", "M2", "--metric",
                 "ERRANT", "--metric", "CLEME2.0-dep", "--format", "json"]) == 0
    j = json.loads(capsys.readouterr().out)
    assert {r["system"] for r in j["scores"]} == {"h1", "h2"}
    # two user systems are compared once: the first named against the other
    assert {(r["system"], r["other"]) for r in j["comparisons"]} == {("h1", "h2")}
    (tmp_path / "short").write_text("a\nb\n", encoding="utf-8")
    assert main(["evaluate", "--source", p["src"], "--reference", p["r1"], "--hypothesis", str(tmp_path / "short"),
                 "--quiet"]) == 2
    err = capsys.readouterr().err
    assert "short:3:" in err and "has 2 lines but" in err and "Traceback" not in err
    assert main(["evaluate", "--dataset", "conll14", "--quiet"]) == 2
    assert "no hypothesis" in capsys.readouterr().err
    assert main(["evaluate", "--hypothesis", p["h1"], "--quiet"]) == 2
    assert "--dataset" in capsys.readouterr().err


def test_cli_json_tests_every_metric_of_the_suite(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    c = load_dataset("conll14").subset(range(20))
    files = {"src": c.sources, "r1": c.reference_sets["NUCLE"].annotator(0), "r2": c.reference_sets["NUCLE"].annotator(1),
             "AMU": c.systems["AMU"].hypotheses, "CAMB": c.systems["CAMB"].hypotheses}
    for k, lines in files.items():
        (tmp_path / k).write_text("\n".join(lines) + "\n", encoding="utf-8")
    assert main(["evaluate", "--source", str(tmp_path / "src"), "--reference", str(tmp_path / "r1"), "--reference",
                 str(tmp_path / "r2"), "--hypothesis", str(tmp_path / "AMU"), "--hypothesis", str(tmp_path / "CAMB"),
                 "--quiet", "--bootstrap", "30", "--format", "json"]) == 0
    j = json.loads(capsys.readouterr().out)
    labels = [s.label for s in SUITE]
    assert sorted({r["metric"] for r in j["scores"]}) == sorted(labels)
    assert all(r["ci_low"] is not None and r["ci_high"] is not None for r in j["scores"])
    comps = j["comparisons"]
    assert len(comps) == len(labels)  # AMU against CAMB, once per metric
    assert all(r["p_value"] is not None and r["testable"] and not r["note"] for r in comps)
    # two references: CLEME2.0's corpus score chooses among them, re-run on every resample
    c2 = [r for r in j["scores"] if r["metric"] == "CLEME2.0-dep"]
    assert all(r["ci_low"] <= r["value"] <= r["ci_high"] and "bootstrap:paired-bs,n=30" in r["signature"] for r in c2)


@pytest.mark.slow
def test_similarity_weighting_on_request() -> None:
    pytest.importorskip("bert_score")
    c = load_dataset("conll14").subset(range(20))
    own = gecnb.Corpus("own", c.sources, "en", {"NUCLE": c.reference_sets["NUCLE"]}, {"AMU": c.systems["AMU"]})
    r = evaluate(own, hypotheses={"CAMB": list(c.systems["CAMB"].hypotheses)}, metrics=["CLEME2.0-sim-dep"],
                 similarity=True, progress=False)
    row = r.scores.set_index("system").loc["CAMB"]
    assert "weighting:similarity,bertscore:" in row["signature"]
    want = gecnb.score(_with_camb(own, c), "cleme2", reference_set="NUCLE", systems=["CAMB"], weighting="similarity",
                       edits="extract")
    assert row["value"] == pytest.approx(float(want["score"].iloc[0]), abs=1e-9)
    assert not any("CLEME2.0-sim" in n for n in r.notes)


def _with_camb(own: gecnb.Corpus, c: gecnb.Corpus) -> gecnb.Corpus:
    out = gecnb.Corpus("own", own.sources, "en", dict(own.reference_sets), dict(own.systems))
    out.add_system("CAMB", list(c.systems["CAMB"].hypotheses))
    return out


def test_a_second_report_reads_the_cache_and_gives_the_same_numbers(report: EvaluationReport, mine: Path) -> None:
    again = evaluate("conll14", hypotheses={"MINE": mine}, systems=SYSTEMS, metrics=METRICS, baseline="AMU", n=200,
                     progress=False)
    pd.testing.assert_frame_equal(again.scores, report.scores)
    pd.testing.assert_frame_equal(again.comparisons, report.comparisons)
    fresh = evaluate("conll14", hypotheses={"MINE": mine}, systems=SYSTEMS, metrics=["M2"], baseline="AMU", n=200,
                     cache=False, progress=False)
    pd.testing.assert_frame_equal(fresh.scores, report.scores[report.scores["metric"] == "M2"].reset_index(drop=True))


def test_the_bootstrap_on_an_executor_gives_the_same_numbers(mine: Path) -> None:
    from concurrent.futures import ThreadPoolExecutor

    from gecnb.meta.significance import SHARD_RESAMPLES

    n = 2 * SHARD_RESAMPLES + 100  # three shards of resamples
    kw: dict[str, Any] = dict(hypotheses={"MINE": mine}, systems=["AMU", "INPUT"], metrics=["M2", "CLEME2.0-dep"],
                              baseline="AMU", n=n, examples=0, cache=False, progress=False)
    local = evaluate("conll14", **kw)
    with ThreadPoolExecutor(max_workers=2) as ex:
        shared = evaluate("conll14", executor=ex, **kw)
    pd.testing.assert_frame_equal(shared.scores, local.scores)
    pd.testing.assert_frame_equal(shared.comparisons, local.comparisons)
    assert local.comparisons["p_value"].notna().all()


def test_cli_evaluate_refuses_a_bad_executor_choice(mine: Path, capsys: pytest.CaptureFixture[str]) -> None:
    for extra in (["--workers", "0"], ["--workers", "2", "--scheduler", "tcp://127.0.0.1:1"]):
        assert main(["evaluate", "--dataset", "conll14", "--hypothesis", str(mine), "--quiet", *extra]) == 2
        err = capsys.readouterr().err
        assert "--workers" in err and "Traceback" not in err
