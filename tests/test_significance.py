"""Paired bootstrap and bootstrap intervals (gecnb.meta.significance) on real data.

Oracle: sacrebleu 2.x's own paired bootstrap test (``PairedTest(test_type="bs")``) on BLEU for two
CoNLL-2014 systems; gecnb draws the same index matrix (numpy ``default_rng(12345)``), so the
p-value, the mean and the interval must be identical.
"""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest

from gecnb.datasets import data_path
from gecnb.meta.significance import (
    SumAggregate,
    bootstrap_interval,
    f_beta_aggregate,
    mean_aggregate,
    paired_bootstrap,
)
from gecnb.metrics.m2scorer import m2_corpus, m2_sentences


def _lines(*parts: str) -> list[str]:
    return data_path(*parts).read_text(encoding="utf-8").rstrip("\n").split("\n")


@pytest.fixture(scope="module")
def m2_amu_camb() -> tuple[pd.DataFrame, pd.DataFrame]:
    gold = data_path("conll14", "official-2014.combined.m2")
    return tuple(
        m2_sentences(hypotheses=data_path("conll14", "official_submissions", s), gold=gold) for s in ("AMU", "CAMB")
    )  # type: ignore[return-value]


def test_f_beta_aggregate_is_m2_corpus(m2_amu_camb):
    for s in m2_amu_camb:
        assert f_beta_aggregate()(s) == pytest.approx(float(m2_corpus(sentences=s)["f"].iloc[0]), abs=1e-12)


def test_bootstrap_interval_m2(m2_amu_camb):
    amu = m2_amu_camb[0]
    out = bootstrap_interval(amu, aggregate=f_beta_aggregate(), n=1000, seed=1)
    row = out.iloc[0]
    assert row["low"] < row["score"] < row["high"]
    assert row["high"] - row["low"] < 0.06  # 1,312 sentences: a few F0.5 points
    assert (row["sentences"], row["n"], row["seed"]) == (1312, 1000, 1)
    again = bootstrap_interval(amu, aggregate=f_beta_aggregate(), n=1000, seed=1)
    pd.testing.assert_frame_equal(out, again)
    other = bootstrap_interval(amu, aggregate=f_beta_aggregate(), n=1000, seed=2)
    assert other["low"].iloc[0] != row["low"]


def test_slow_path_equals_fast_path(m2_amu_camb):
    amu, camb = m2_amu_camb
    fast = f_beta_aggregate()

    def slow(frame: pd.DataFrame) -> float:  # any callable works: the plain corpus M2
        counts = frame.assign(proposed=frame["tp"] + frame["fp"], gold=frame["tp"] + frame["fn"])
        return float(m2_corpus(sentences=counts)["f"].iloc[0])

    a = paired_bootstrap(amu, camb, aggregate=fast, n=60, seed=3)
    b = paired_bootstrap(amu, camb, aggregate=slow, n=60, seed=3)
    pd.testing.assert_frame_equal(a, b, atol=1e-12, rtol=0)


def test_paired_bootstrap_m2(m2_amu_camb):
    amu, camb = m2_amu_camb
    ab = paired_bootstrap(amu, camb, aggregate=f_beta_aggregate(), n=1000).iloc[0]
    ba = paired_bootstrap(camb, amu, aggregate=f_beta_aggregate(), n=1000).iloc[0]
    assert ab["delta"] == pytest.approx(ab["score_a"] - ab["score_b"])
    assert ab["delta"] == pytest.approx(-ba["delta"])
    assert ab["p_value"] == ba["p_value"]
    assert ab["a_wins"] == pytest.approx(1 - ba["a_wins"])  # no exact ties in F0.5 here
    assert ab["delta_low"] <= ab["delta"] <= ab["delta_high"]
    assert 0 < ab["p_value"] <= 1
    same = paired_bootstrap(amu, amu, aggregate=f_beta_aggregate(), n=200).iloc[0]
    assert (same["delta"], same["p_value"], same["a_wins"]) == (0.0, 1.0, 0.0)


def test_pairing_by_key(m2_amu_camb):
    amu, camb = m2_amu_camb
    shuffled = camb.sample(frac=1.0, random_state=0)
    by_key = paired_bootstrap(amu, shuffled, aggregate=f_beta_aggregate(), n=100, on="sentence")
    by_pos = paired_bootstrap(amu, camb, aggregate=f_beta_aggregate(), n=100)
    pd.testing.assert_frame_equal(by_key, by_pos)
    with pytest.raises(ValueError, match="different sentences"):
        paired_bootstrap(amu, camb.iloc[1:], aggregate=f_beta_aggregate(), n=10, on="sentence")
    with pytest.raises(ValueError, match="pair them with on="):
        paired_bootstrap(amu, camb.iloc[1:], aggregate=f_beta_aggregate(), n=10)


def test_bad_arguments(m2_amu_camb):
    amu = m2_amu_camb[0]
    for kwargs, message in [
        ({"n": 0}, "positive int"),
        ({"n": 10, "confidence": 1.0}, "confidence"),
        ({"n": 10, "seed": 1.5}, "seed must be an int"),
    ]:
        with pytest.raises(ValueError, match=message):
            bootstrap_interval(amu, aggregate=f_beta_aggregate(), **kwargs)
    with pytest.raises(ValueError, match="lacks the columns"):
        bootstrap_interval(amu, aggregate=mean_aggregate("no_such_column"), n=10)
    with pytest.raises(ValueError, match="beta"):
        f_beta_aggregate(beta=float("nan"))
    with pytest.raises(ValueError, match="non-finite"):
        bootstrap_interval(amu.assign(tp=np.nan), aggregate=f_beta_aggregate(), n=10)


def test_same_numbers_as_sacrebleu_paired_bs(monkeypatch):
    from sacrebleu.metrics import BLEU
    from sacrebleu.significance import PairedTest

    monkeypatch.setenv("SACREBLEU_SEED", "12345")
    refs = [_lines("sn8gec", "expert_fluencyA")]
    hyps = {s: _lines("conll14", "official_submissions", s) for s in ("AMU", "CAMB")}
    metric = BLEU()
    _, scores = PairedTest(
        [("AMU", hyps["AMU"]), ("CAMB", hyps["CAMB"])], {"BLEU": metric}, references=refs, test_type="bs", n_samples=1000
    )()
    theirs = scores["BLEU"][1]  # CAMB against the baseline AMU

    def stats(h: list[str]) -> pd.DataFrame:
        rows = BLEU()._extract_corpus_statistics(h, refs)
        return pd.DataFrame(rows, columns=[f"s{k}" for k in range(len(rows[0]))])

    columns = tuple(f"s{k}" for k in range(len(BLEU()._extract_corpus_statistics(hyps["AMU"][:1], [refs[0][:1]])[0])))

    def bleu_from_sums(sums: dict[str, np.ndarray]) -> np.ndarray:
        table = np.stack([sums[c] for c in columns], axis=1)
        return np.array([BLEU()._compute_score_from_stats(list(row)).score for row in table])

    agg = SumAggregate(columns=columns, score=bleu_from_sums, name="bleu")
    ours = paired_bootstrap(stats(hyps["CAMB"]), stats(hyps["AMU"]), aggregate=agg, n=1000, seed=12345).iloc[0]
    assert ours["score_a"] == pytest.approx(theirs.score, abs=1e-9)
    assert ours["p_value"] == pytest.approx(theirs.p_value, abs=1e-12)
    # sacrebleu computes the resampled scores from float32 sums (numpy float32 arithmetic): 1e-6
    assert ours["mean_a"] == pytest.approx(theirs.mean, rel=1e-6)
    # sacrebleu reports half the width of the same percentile interval
    assert 0.5 * (ours["high_a"] - ours["low_a"]) == pytest.approx(theirs.ci, rel=1e-5)
