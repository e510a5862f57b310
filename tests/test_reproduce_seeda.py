"""The SEEDA reproducible tables: ``seeda-readme`` (SEEDA's README metric scores) and ``cleme2-table2`` (CLEME2.0
Table 2, correlations with SEEDA's TrueSkill), read from their shipped caches (written by
``python scripts/build_reproduce_cache.py seeda-readme cleme2-table2``); the cheap columns are recomputed here
to show the cache is what the builders give."""

from __future__ import annotations

import warnings

import numpy as np
import pandas as pd
import pytest

from gecnb.data.paper_tables import paper_table
from gecnb.meta.seeda import seeda_settings, seeda_system_correlation
from gecnb.reproduce import base
from gecnb.reproduce.tables_seeda import T2_OTHER_SETTINGS, T2_SETTING, _corpora, _protocol


@pytest.fixture(scope="module")
def readme() -> pd.DataFrame:
    return base.table("seeda-readme")


@pytest.fixture(scope="module")
def t2() -> pd.DataFrame:
    return base.table("cleme2-table2")


def _within(df: pd.DataFrame, column: str) -> tuple[int, int]:
    part = df[(df["column"] == column) & df["comparable"]]
    return int(part["within"].sum()), len(part)


def test_seeda_readme_headline(readme: pd.DataFrame) -> None:
    assert len(readme) == 165
    assert _within(readme, "M2") == (15, 15)  # the M2 scorer on the official NUCLE M2: exact to 2 decimals
    # SentM2 with PT-M2's per-sentence annotator choice: 14 of 15; REF-F 48.933 against 48.99 (about one
    # sentence's F over 1,312; not found which)
    assert _within(readme, "SentM2") == (14, 15)
    assert base.headline(readme).startswith("seeda-readme: 40 of 90 comparable cells (44%) at printed precision")
    # at printed precision (one GLEU value is printed with one decimal: half a unit is 0.05); the rest within
    # 0.015 points, see docs/ngram-and-baselines.md
    assert _within(readme, "GLEU") == (9, 15)
    gleu = readme[readme["column"] == "GLEU"]
    assert gleu["diff"].abs().max() < 0.015
    err = readme[readme["column"].isin(["ERRANT", "SentERRANT"])]
    assert err["diff"].abs().max() < 0.55  # newer ERRANT/spaCy than SEEDA's (GPT-3.5's ERRANT -0.54)
    # GoToScorer, weights of all 15 systems, fresh ERRANT edits: INPUT exact, the rest within 0.62 points
    assert _within(readme, "GoToScorer") == (1, 15)
    goto = readme[readme["column"] == "GoToScorer"].set_index("row")["diff"]
    assert goto.abs().max() < 0.62 and goto["INPUT"] == 0.0
    for col in ("PT-M2", "PT-ERRANT", "Scribendi Score", "SOME", "IMPARA"):
        assert not readme.loc[readme["column"] == col, "comparable"].any(), col
    sentm2 = readme[readme["column"] == "SentM2"]
    assert sentm2["diff"].abs().max() < 0.06


def test_seeda_readme_cache_is_the_builder() -> None:
    cached = base.computed("seeda-readme").set_index(["row", "column"])["gecnb"]
    _plain, fresh = _corpora(False)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        errant = _protocol(fresh, "errant", "f") * 100
    for system, v in errant.items():
        assert cached[(system, "ERRANT")] == pytest.approx(v, abs=1e-9)


def test_cleme2_table2_headline(t2: pd.DataFrame) -> None:
    printed = paper_table("cleme2-table2")
    assert len(t2) == len(printed) == 115
    comp = t2[t2["comparable"]]
    rows = set(comp["row"])
    # rows gecnb computes comparably: no fine-tuned models, no bert-base-uncased similarity
    assert {"M2", "ERRANT", "GLEU", "CLEME-dep", "CLEME2.0-ind", "SentM2", "SentCLEME2.0-dep"} <= rows
    assert not rows & {"Scribendi Score", "SOME", "IMPARA", "PT-M2", "PT-ERRANT", "CLEME2.0-sim-dep"}
    head = base.headline(t2)
    assert head.startswith("cleme2-table2: 8 of 70 comparable cells (11%) at printed precision"), head

    def cells(row: str) -> pd.Series:
        return t2[t2["row"] == row].set_index(["column", "coefficient"])["diff"]

    # SentM2 (the same M2 gold and lattice as M2, annotator chosen per sentence) on SEEDA's subset, "base":
    # all four cells and the average as printed
    assert (cells("SentM2").abs() <= 0.0005).all()
    # SentERRANT within 0.005 (fresh ERRANT 3.0.0 edits, newer spaCy than SEEDA's)
    assert (cells("SentERRANT").abs() <= 0.0055).all()
    # corpus M2: not found why; r 0.6545 / 0.7672 against the printed 0.658 / 0.791
    m2 = cells("M2")
    assert 0.003 < abs(m2[("SEEDA-S", "r")]) < 0.005 and 0.02 < abs(m2[("SEEDA-E", "r")]) < 0.025
    # GoToScorer (weights of the 12 base systems) is comparable but far: 0.777 / 0.720 / 0.797 / 0.755 against
    # the printed 0.929 / 0.881 / 0.901 / 0.937 (not found why; see docs/ngram-and-baselines.md)
    goto = cells("GoToScorer")
    assert goto.abs().min() > 0.10 and goto.abs().max() < 0.19
    comp = t2[t2["comparable"] & (t2["row"] != "GoToScorer")]
    assert comp["diff"].abs().max() < 0.07  # GLEU SEEDA-S rho (random reference draws), ERRANT SEEDA-S rho
    assert (comp.loc[comp["column"] == "Avg.", "diff"].abs() < 0.03).all()


def _system_scores() -> pd.DataFrame:
    comp = base.computed("cleme2-table2")
    scores = comp[comp["column"].str.startswith("score [")]
    wide = scores.assign(system=scores["column"].str[len("score ["):-1]).pivot(index="system", columns="row",
                                                                             values="gecnb")
    return wide


def test_cleme2_table2_setting_is_base(t2: pd.DataFrame) -> None:
    """Which SEEDA setting the printed table uses: "base" fits the comparable rows best, by far."""
    comp = base.computed("cleme2-table2")
    printed = paper_table("cleme2-table2").set_index(["row", "column", "coefficient"])["paper"]
    rows = sorted(set(t2.loc[t2["comparable"], "row"]))
    err = {}
    for setting, suffix in [(T2_SETTING, "")] + [(s, f" [{s}]") for s in T2_OTHER_SETTINGS]:
        part = comp[comp["row"].isin(rows) & comp["column"].isin([f"SEEDA-S{suffix}", f"SEEDA-E{suffix}"])]
        diffs = [abs(r.gecnb - printed[(r.row, r.column.replace(suffix, ""), r.coefficient)])
                 for r in part.itertuples()]
        err[setting] = float(np.mean(diffs))
    assert min(err, key=err.__getitem__) == "base", err
    assert err["base"] < 0.5 * min(v for k, v in err.items() if k != "base"), err


def test_cleme2_table2_gotoscorer_weights_of_the_base_systems_fit_better() -> None:
    """Table 2's GoToScorer row uses the difficulty weights of the 12 base systems: in setting base they are
    closer to the printed cells than the weights of all 15 (both are in the cache)."""
    scores = _system_scores().reset_index()
    printed = paper_table("cleme2-table2").set_index(["row", "column", "coefficient"])["paper"]
    err = {}
    for col in ("GoToScorer", "GoToScorer [weights: all 15]"):
        diffs = []
        for gran, column in (("sent", "SEEDA-S"), ("edit", "SEEDA-E")):
            c = seeda_system_correlation(scores, granularity=gran, setting="base", metric_columns=col).iloc[0]
            diffs += [abs(c["pearson"] - printed[("GoToScorer", column, "r")]),
                      abs(c["spearman"] - printed[("GoToScorer", column, "rho")])]
        err[col] = float(np.mean(diffs))
    assert err["GoToScorer"] < err["GoToScorer [weights: all 15]"], err
    assert err["GoToScorer"] == pytest.approx(0.150, abs=0.001) and err["GoToScorer [weights: all 15]"] == \
        pytest.approx(0.178, abs=0.001)


def test_cleme2_table2_cells_follow_from_the_cached_scores() -> None:
    scores = _system_scores().reset_index()
    comp = base.computed("cleme2-table2").set_index(["row", "column", "coefficient"])["gecnb"]
    c = seeda_system_correlation(scores, granularity="edit", setting="base", metric_columns="GLEU").iloc[0]
    assert comp[("GLEU", "SEEDA-E", "r")] == pytest.approx(c["pearson"], abs=1e-12)
    assert comp[("GLEU", "SEEDA-E", "rho")] == pytest.approx(c["spearman"], abs=1e-12)


def test_cleme2_table2_cache_is_the_builder() -> None:
    """CLEME-dep and GoToScorer (12 base systems' weights) recomputed on SEEDA's subset (a few seconds) equal the
    cached system scores."""
    scores = _system_scores()
    _plain, fresh = _corpora(True)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        cleme = _protocol(fresh, "cleme", "f", assumption="dependent")
        goto = _protocol(fresh, "gotoscorer", "f", weight_systems=seeda_settings()["base"])
    for system, v in cleme.items():
        assert scores.loc[system, "CLEME-dep"] == pytest.approx(v, abs=1e-9)
    for system, v in goto.items():
        assert scores.loc[system, "GoToScorer"] == pytest.approx(v, abs=1e-9)
