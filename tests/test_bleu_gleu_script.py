"""``gecnb.metrics.gleu.bleu_gleu_script``: BLEU as Sakaguchi et al. (2016) computed the BLEU column of their
``metric_scores.tsv`` (the GLEU script's BLEU statistics with the 2016 script's swapped brevity penalty).

The published values (``gecnb/datasets/sn8gec/metric_scores.tsv``, printed by Python 2 with 12 significant digits)
are the oracle; all 91 agree to 1e-12 (``sakaguchi-metric-scores``), two systems are recomputed here."""

from __future__ import annotations

import math

import pandas as pd
import pytest

from gecnb.data.errors import GecInputError
from gecnb.metrics.gleu import bleu_gleu_script, bleu_gleu_script_stats


def test_statistics_of_a_small_case() -> None:
    # hypothesis of 6 tokens; references of 5 and 7 tokens: both are 1 away, the first one is kept (the script's
    # "strictly closer" rule), so |R| = 5
    stats = bleu_gleu_script_stats(hypotheses=["a b c d e f"], references=[["a b c d x", "a b c d e f g"]])
    assert stats.tolist() == [[6, 5, 6, 6, 5, 5, 4, 4, 3, 3]]
    stats = bleu_gleu_script_stats(hypotheses=["a b c d e f"], references=[["a b c d e f g", "a b c d x"]])
    assert stats[0, 1] == 7
    # n-gram matches are clipped by the largest count in any ONE reference, not the sum over references
    stats = bleu_gleu_script_stats(hypotheses=["a a a"], references=[["a", "a a"]])
    assert stats[0, 2] == 2


def test_brevity_penalty_is_the_2016_inverted_one() -> None:
    ref = "the cat sat on the mat today"
    # shorter than the reference: no penalty (all its n-grams match, so BLEU = 1)
    assert bleu_gleu_script(hypotheses=["the cat sat on the mat"], references=[[ref]]) == 1.0
    # the usual BLEU penalty would apply with brevity_penalty="2017" (c = |H|, r = |R|)
    usual = bleu_gleu_script(hypotheses=["the cat sat on the mat"], references=[[ref]], brevity_penalty="2017")
    assert usual == pytest.approx(math.exp(1 - 7 / 6))
    # longer than the reference: penalised by exp(1 - |H|/|R|)
    longer = bleu_gleu_script(hypotheses=[ref + " again"], references=[[ref]])
    assert longer < 1.0


def test_bad_input_is_refused() -> None:
    with pytest.raises(GecInputError, match="no reference"):
        bleu_gleu_script(hypotheses=["a b"], references=[[]])
    with pytest.raises(GecInputError, match="1 hypotheses but 2 reference lists"):
        bleu_gleu_script(hypotheses=["a b"], references=[["a b"], ["c"]])


@pytest.mark.parametrize(("refset", "system"), [("NUCLE", "AMU"), ("E-minimal", "RAC"), ("NUCLE", "CAMB")])
def test_equals_the_published_bleu(refset: str, system: str) -> None:
    # AMU and RAC are longer than NUCLE / E-minimal (penalised, with the script's reference length), CAMB shorter
    # (not penalised): sacrebleu's BLEU misses all three by 0.002-0.009
    from gecnb.data.registry import load_dataset
    from gecnb.datasets import data_path

    corpus = load_dataset("sn8gec")
    published = pd.read_csv(data_path("sn8gec", "metric_scores.tsv"), sep="\t", header=None,
                            names=["metric", "refset", "system", "value"])
    value = float(published[(published["metric"] == "BLEU") & (published["refset"] == refset)
                            & (published["system"] == system)]["value"].iloc[0])
    ours = bleu_gleu_script(hypotheses=corpus.systems[system].hypotheses,
                            references=corpus.reference_sets[refset].references)
    assert abs(ours - value) < 1e-11
