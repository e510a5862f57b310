"""seaborn plots of score tables: they draw the table's numbers, and refuse ambiguous tables."""

from __future__ import annotations

import matplotlib

matplotlib.use("Agg")

import matplotlib.pyplot as plt
import numpy as np
import pandas as pd
import pytest

from gecnb.data.registry import load_dataset
from gecnb.display.plots import plot_against_human, plot_categories, plot_scores
from gecnb.meta.correlation import system_correlation
from gecnb.meta.human import gjg15_expected_wins
from gecnb.metrics.api import cleme_scores


@pytest.fixture(scope="module")
def scores() -> pd.DataFrame:
    return cleme_scores(load_dataset("conll14-cleme-errant"), reference_set="NUCLE", edits="given")


@pytest.fixture(autouse=True)
def _close():
    yield
    plt.close("all")


def test_category_bars_are_the_tables_shares(scores):
    ax = plot_categories(scores, metric="CLEME-independent")
    part = scores[scores["metric"] == "CLEME-independent"].set_index("system")
    cats = ["tp", "fp_ne", "fp_un", "fn"]
    shares = part[cats].div(part[cats].sum(axis=1), axis=0)
    order = [t.get_text() for t in ax.get_yticklabels()][::-1]  # top to bottom
    assert order == list(shares.sort_values("tp", ascending=False).index)
    widths = np.array([p.get_width() for p in ax.patches]).reshape(4, len(part))  # one bar group per category
    for k, cat in enumerate(cats):
        np.testing.assert_allclose(widths[k], shares.loc[order[::-1], cat].to_numpy())
    assert [t.get_text() for t in ax.get_legend().get_texts()] == ["TP", "FP_ne", "FP_un", "FN"]
    sums = plot_categories(scores, metric="CLEME-dependent", normalize=False, order=["AMU", "CAMB"])
    np.testing.assert_allclose(sorted(p.get_width() for p in sums.patches if p.get_y() > 0.5)[-1],
                               max(scores.loc[(scores.metric == "CLEME-dependent") & (scores.system == "AMU"), cats].iloc[0]))


def test_plots_refuse_ambiguous_tables(scores):
    with pytest.raises(ValueError, match="holds 4 variants"):
        plot_categories(scores)
    with pytest.raises(ValueError, match="variant 'CLEME' is not in the table"):
        plot_categories(scores, metric="CLEME")
    with pytest.raises(ValueError, match=r"lacks columns \['fp_ne'"):
        plot_categories(scores.drop(columns=["fp_ne"]), metric="CLEME-dependent")
    two = pd.concat([scores, scores.assign(reference_set="BN-10GEC")])
    with pytest.raises(ValueError, match="mixes reference sets"):
        plot_categories(two, metric="CLEME-dependent")
    with pytest.raises(ValueError, match="mixes reference sets"):
        plot_scores(two)
    with pytest.raises(ValueError, match=r"order names systems not in the table: \['X'\]"):
        plot_categories(scores, metric="CLEME-dependent", order=["X"])


def test_score_points_are_the_tables_values(scores):
    ax = plot_scores(scores, metrics=["CLEME-dependent", "SentCLEME-independent"])
    got = sorted(float(x) for line in ax.lines if line.get_marker() == "o" for x in line.get_xdata() if np.isfinite(x))
    want = sorted(scores.loc[scores.metric.isin(["CLEME-dependent", "SentCLEME-independent"]), "f"])
    np.testing.assert_allclose(got, want)
    with pytest.raises(ValueError, match=r"variants \['X'\] are not in the table"):
        plot_scores(scores, metrics=["X"])


def test_human_scatter_titles_the_meta_layers_correlations(scores):
    human = gjg15_expected_wins()
    ind = scores[scores["metric"] == "CLEME-independent"][["system", "f"]]
    twelve = [s for s in human["system"] if s != "INPUT"]
    ax = plot_against_human(ind, human, metric_column="f", human_column="ew", systems=twelve)
    r = system_correlation(ind, human, metric_columns="f", human_columns="ew", systems=twelve).set_index("method")["r"]
    assert ax.get_title() == f"12 systems: Pearson {r['pearson']:.3f}, Spearman {r['spearman']:.3f}"
    assert sorted(t.get_text() for t in ax.texts) == sorted(twelve)
