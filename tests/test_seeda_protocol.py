"""SEEDA's meta-evaluation protocol (gecnb.meta.seeda) against SEEDA's own scripts.

Oracle numbers: tmu-nlp/SEEDA [0c6c07f] ``utils/corr_system.py`` and ``utils/corr_sentence.py`` run unchanged
(outside the repo) on the inputs built below, printed values copied here:

* system level: the README's metric columns (``seeda_readme_scores()``, alphabetical, one value per line)
  as ``--metric_score``, ``scores/human/{TS,EW}_{sent,edit}.txt`` as ``--human_score``;
* sentence level: ``--metric_score`` a directory of per-system files holding, for each line of
  ``outputs/subset/<SYSTEM>.txt``, its number of whitespace tokens ("len": many ties, so SEEDA's tie rule
  matters) or ``sum(map(ord, line)) % 97 / 7`` ("chars").
"""

from __future__ import annotations

import pandas as pd
import pytest

from gecnb.data.errors import GecInputError
from gecnb.datasets import data_path
from gecnb.meta.judgments import load_judgments
from gecnb.meta.seeda import (
    seeda_sentence_correlation,
    seeda_sentence_pairs,
    seeda_settings,
    seeda_subset,
    seeda_system_correlation,
)
from gecnb.reproduce.printed import seeda_readme_scores

# (metric column, human file, setting) -> (Pearson, Spearman) printed by corr_system.py
SYSTEM_ORACLE = {
    ("M2", "TS_sent", "base"): (0.639294355352675, 0.5104895104895105),
    ("M2", "TS_sent", "+INPUT"): (0.9037752764784085, 0.6153846153846153),
    ("M2", "TS_sent", "+REF-F_GPT-3.5"): (-0.4114066840363355, 0.002197802197802198),
    ("M2", "TS_sent", "all"): (0.4212080919557746, 0.18928571428571428),
    ("M2", "TS_edit", "base"): (0.7397002946542008, 0.7692307692307694),
    ("M2", "EW_sent", "+INPUT"): (0.8584994863085517, 0.6208791208791209),
    ("GLEU", "TS_edit", "all"): (0.34203080835858346, 0.4928571428571427),
    ("GLEU", "EW_sent", "+REF-F_GPT-3.5"): (-0.05059057062236771, 0.2923076923076923),
    ("SOME", "TS_edit", "base"): (0.9140643994843379, 0.9580419580419581),
    ("SOME", "EW_sent", "all"): (0.9780322216532312, 0.9535714285714283),
}

# (granularity, setting, order, feature) -> (Accuracy, Kendall) printed by corr_sentence.py
SENTENCE_ORACLE = {
    ("sent", "base", "higher", "len"): (0.5300074618910564, 0.06001492378211278),
    ("sent", "base", "lower", "len"): (0.4699925381089436, -0.06001492378211278),
    ("sent", "+INPUT", "higher", "len"): (0.5380266760886847, 0.07605335217736948),
    ("sent", "+REF-F_GPT-3.5", "lower", "len"): (0.5082085159264831, 0.016417031852966186),
    ("sent", "all", "higher", "len"): (0.4990702653969685, -0.0018594692060629966),
    ("sent", "base", "higher", "chars"): (0.5551646945954589, 0.11032938919091781),
    ("edit", "base", "higher", "len"): (0.5029839128178516, 0.005967825635703166),
    ("edit", "+INPUT", "lower", "len"): (0.4827800829875519, -0.03443983402489627),
    ("edit", "+REF-F_GPT-3.5", "higher", "len"): (0.4859513637857378, -0.028097272428524483),
    ("edit", "all", "lower", "len"): (0.5039121482498284, 0.00782429649965683),
    ("edit", "base", "higher", "chars"): (0.5348988064348729, 0.06979761286974571),
}


def _readme_scores() -> pd.DataFrame:
    t = seeda_readme_scores()
    t.index = [s.replace("_", "-") for s in t.index]
    return t.rename_axis("system").reset_index()


@pytest.fixture(scope="module")
def subset_features() -> pd.DataFrame:
    rows = []
    for s in seeda_settings()["all"]:
        lines = data_path("seeda", "outputs", "subset", f"{s}.txt").read_text(encoding="utf-8").split("\n")
        assert len(lines) == 391
        rows += [{"system": s, "sentence": k, "len": len(x.split()), "chars": sum(map(ord, x)) % 97 / 7}
                 for k, x in enumerate(lines)]
    return pd.DataFrame(rows)


def test_subset_is_the_judged_sentences_and_the_subset_files() -> None:
    ids = seeda_subset()
    assert len(ids) == 391 and ids[0] == 11 and ids[-1] == 1310
    judged = {int(x) - 1 for g in ("sent", "edit") for x in load_judgments(f"seeda-{g}")["sentence"]}
    assert judged == set(ids)  # every subset sentence is judged, nothing else
    ordered = set(seeda_sentence_pairs(granularity="sent", setting="all")["sentence"])
    ordered |= set(seeda_sentence_pairs(granularity="edit", setting="all")["sentence"])
    assert len(ordered) == 385  # 6 sentences' rankings are all ties: no pair for the sentence-level protocol
    for s in seeda_settings()["all"]:
        full = data_path("seeda", "outputs", "all", f"{s}.txt").read_text(encoding="utf-8").split("\n")
        sub = data_path("seeda", "outputs", "subset", f"{s}.txt").read_text(encoding="utf-8").split("\n")
        assert sub == [full[i] for i in ids], s


def test_settings() -> None:
    st = seeda_settings()
    assert {k: len(v) for k, v in st.items()} == {"base": 12, "+INPUT": 13, "+REF-F_GPT-3.5": 14, "all": 15}
    assert set(st["all"]) - set(st["base"]) == {"GPT-3.5", "INPUT", "REF-F"}
    assert set(st["+INPUT"]) - set(st["base"]) == {"INPUT"}
    assert set(st["all"]) - set(st["+REF-F_GPT-3.5"]) == {"INPUT"}


@pytest.mark.parametrize(("key", "expected"), list(SYSTEM_ORACLE.items()), ids=lambda x: str(x))
def test_system_correlation_equals_corr_system_py(key: tuple[str, str, str], expected: tuple[float, float]) -> None:
    metric, human, setting = key
    method, granularity = human.lower().split("_")
    out = seeda_system_correlation(_readme_scores(), granularity=granularity, method=method,  # type: ignore[arg-type]
                                   setting=setting, metric_columns=metric)  # type: ignore[arg-type]
    assert out.loc[0, "n"] == len(seeda_settings()[setting])
    assert out.loc[0, "pearson"] == pytest.approx(expected[0], abs=1e-12)
    assert out.loc[0, "spearman"] == pytest.approx(expected[1], abs=1e-12)


@pytest.mark.parametrize(("key", "expected"), list(SENTENCE_ORACLE.items()), ids=lambda x: str(x))
def test_sentence_correlation_equals_corr_sentence_py(subset_features: pd.DataFrame, key: tuple[str, ...],
                                                      expected: tuple[float, float]) -> None:
    granularity, setting, order, feature = key
    out = seeda_sentence_correlation(subset_features, granularity=granularity, setting=setting,  # type: ignore[arg-type]
                                     order=order, score_columns=feature, sentence_index="subset")  # type: ignore[arg-type]
    assert out.loc[0, "accuracy"] == pytest.approx(expected[0], abs=1e-12)
    assert out.loc[0, "kendall"] == pytest.approx(expected[1], abs=1e-12)


def test_sentence_index_conll14_equals_subset_positions(subset_features: pd.DataFrame) -> None:
    ids = seeda_subset()
    full = subset_features.assign(sentence=[ids[k] for k in subset_features["sentence"]])
    a = seeda_sentence_correlation(subset_features, score_columns="len", sentence_index="subset")
    b = seeda_sentence_correlation(full, score_columns="len")
    pd.testing.assert_frame_equal(a, b)


def test_tie_rules(subset_features: pd.DataFrame) -> None:
    seeda = seeda_sentence_correlation(subset_features, score_columns="len", sentence_index="subset").iloc[0]
    neutral = seeda_sentence_correlation(subset_features, score_columns="len", sentence_index="subset",
                                         metric_ties="neutral").iloc[0]
    assert seeda["ties"] == neutral["ties"] == 4051  # 9,381 human pairs in "base" SEEDA-S
    assert seeda["pairs"] == neutral["pairs"] == 9381
    assert neutral["agree"] + neutral["disagree"] + neutral["ties"] == 9381
    assert seeda["agree"] + seeda["disagree"] == 9381
    # a constant metric: SEEDA's rule lets the code-point-later system win every pair
    const = subset_features.assign(len=1.0)
    c = seeda_sentence_correlation(const, score_columns="len", sentence_index="subset").iloc[0]
    pairs = seeda_sentence_pairs()
    assert c["agree"] == int((pairs["outcome"] == -1).sum())
    n = seeda_sentence_correlation(const, score_columns="len", sentence_index="subset", metric_ties="neutral").iloc[0]
    assert n["accuracy"] == 0.0 and n["kendall"] == 0.0


def test_bad_inputs(subset_features: pd.DataFrame) -> None:
    with pytest.raises(ValueError, match="setting"):
        seeda_system_correlation(_readme_scores(), setting="some")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="granularity"):
        seeda_sentence_correlation(subset_features, granularity="word")  # type: ignore[arg-type]
    with pytest.raises(GecInputError, match="needs scores of"):
        seeda_system_correlation(_readme_scores().iloc[1:], metric_columns="M2")
    bad = _readme_scores()
    bad.loc[0, "M2"] = float("nan")
    with pytest.raises(GecInputError, match="non-finite"):
        seeda_system_correlation(bad, metric_columns="M2")
    # INPUT is not in "base": its NaN does not matter there
    ok = _readme_scores()
    ok.loc[ok["system"] == "INPUT", "M2"] = float("nan")
    assert seeda_system_correlation(ok, metric_columns="M2")["n"].iloc[0] == 12
    with pytest.raises(GecInputError, match="no score"):
        seeda_sentence_correlation(subset_features.iloc[5:], score_columns="len", sentence_index="subset")
    with pytest.raises(GecInputError, match="two rows"):
        seeda_sentence_correlation(pd.concat([subset_features, subset_features.iloc[:1]]), score_columns="len",
                                   sentence_index="subset")
    with pytest.raises(GecInputError, match="subset positions"):
        seeda_sentence_correlation(subset_features.assign(sentence=subset_features["sentence"] + 1),
                                   score_columns="len", sentence_index="subset")


def test_score_columns_are_picked_as_system_correlation_picks_them() -> None:
    """SEEDA's column choice is correlation's (one function): a named text column is a clear error, a True /
    False column is no score."""
    scores = _readme_scores().assign(note="x", flag=True)
    with pytest.raises(GecInputError, match=r"scores column 'note' is not numeric"):
        seeda_system_correlation(scores, metric_columns="note")
    picked = seeda_system_correlation(scores)["metric"].tolist()
    assert "flag" not in picked and "M2" in picked
    with pytest.raises(GecInputError, match=r"the scores table has no numeric score column besides \['system'\]"):
        seeda_system_correlation(scores[["system", "note", "flag"]])
