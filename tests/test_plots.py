"""seaborn plots of score tables: they draw the table's numbers, and refuse ambiguous tables."""

from __future__ import annotations

import matplotlib

matplotlib.use("Agg")

import matplotlib.pyplot as plt
import numpy as np
import pandas as pd
import pytest

from gecnb.data.registry import load_dataset
from gecnb.display.plots import (
    CATEGORY_COLOURS,
    plot_against_human,
    plot_categories,
    plot_correlation_by_references,
    plot_correlation_heatmap,
    plot_correlation_intervals,
    plot_disentangled,
    plot_length_weights,
    plot_scores,
)
from gecnb.meta.correlation import against_human, system_correlation
from gecnb.meta.human import gjg15_expected_wins
from gecnb.metrics.cleme import cleme_scores


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
    ax = plot_against_human(against_human(ind, human, metric_column="f", human_column="ew", systems=twelve))
    r = system_correlation(ind, human, metric_columns="f", human_columns="ew", systems=twelve).set_index("method")["r"]
    assert ax.get_title() == f"12 systems: Pearson {r['pearson']:.3f}, Spearman {r['spearman']:.3f}"
    assert sorted(t.get_text() for t in ax.texts) == sorted(twelve)


def _disentangled() -> pd.DataFrame:
    # the column layout of gecnb.metrics.cleme2 (one row per system); synthetic numbers
    return pd.DataFrame({"system": ["A", "B", "C"], "hit": [0.5, 0.25, 0.125], "wrong": [0.1, 0.2, 0.3],
                         "under": [0.4, 0.55, 0.575], "over": [0.05, 0.0, 0.3], "score": [0.6, 0.4, 0.2]})


def test_disentangled_bars_are_the_tables_scores_in_the_categories_colours():
    from matplotlib.colors import to_hex

    table = _disentangled()
    ax = plot_disentangled(table)
    assert [t.get_text() for t in ax.get_yticklabels()] == ["C", "B", "A"]  # the table's order, top down
    bars = np.array([p.get_width() for p in ax.patches]).reshape(4, 3)
    for k, col in enumerate(["hit", "wrong", "under", "over"]):
        np.testing.assert_allclose(bars[k], table[col].to_numpy()[::-1])
    colours = [to_hex(ax.patches[3 * k].get_facecolor()) for k in range(4)]
    assert colours == [CATEGORY_COLOURS[c].lower() for c in ("TP", "FP_ne", "FN", "FP_un")]
    assert [t.get_text() for t in ax.get_legend().get_texts()] == ["hit (TP)", "wrong (FP_ne)", "under (FN)",
                                                                    "over (FP_un)"]
    upper = plot_disentangled(table.rename(columns=str.capitalize).rename(columns={"System": "system"}), order=["B"])
    assert [t.get_text() for t in upper.get_yticklabels()] == ["B"]
    with pytest.raises(ValueError, match="systems appear more than once"):
        plot_disentangled(pd.concat([table, table]))
    with pytest.raises(ValueError, match="non-finite"):
        plot_disentangled(table.assign(hit=[0.5, np.nan, 0.1]))
    with pytest.raises(ValueError, match=r"lacks columns \['over'\]"):
        plot_disentangled(table.drop(columns=["over"]))


def test_correlation_heatmap_cells_are_the_tables_values():
    corr = pd.DataFrame({"metric": ["CLEME", "CLEME", "GLEU", "GLEU"], "reference_set": ["NUCLE", "BN", "NUCLE", "BN"],
                         "r": [0.62, 0.71, 0.55, 0.48]})
    ax = plot_correlation_heatmap(corr)
    np.testing.assert_allclose(np.asarray(ax.collections[0].get_array()).ravel(), [0.62, 0.71, 0.55, 0.48])
    assert [t.get_text() for t in ax.texts] == ["0.620", "0.710", "0.550", "0.480"]
    assert ax.get_xlabel() == "reference set" and ax.collections[0].get_clim() == (-1.0, 1.0)
    with pytest.raises(ValueError, match="1 cells hold several values"):
        plot_correlation_heatmap(pd.concat([corr, corr.iloc[:1]]))


def test_correlation_intervals_draw_the_tables_intervals():
    grid = pd.DataFrame({"metric": ["bleu", "bleu", "gleu", "gleu"], "method": ["pearson", "spearman"] * 2,
                         "value": [-0.31, -0.37, 0.75, 0.55], "ci_low": [-0.83, -0.81, 0.27, -0.12],
                         "ci_high": [0.04, 0.22, 0.93, 0.94]})
    ax = plot_correlation_intervals(grid, rows=["metric", "method"])
    ticks = sorted(zip(ax.get_yticks(), (t.get_text() for t in ax.get_yticklabels()), strict=True), reverse=True)
    assert [label for _, label in ticks] == ["bleu / pearson", "bleu / spearman", "gleu / pearson",
                                             "gleu / spearman"]  # top to bottom: the table's order
    drawn = {}
    for container in ax.containers:  # one errorbar per method
        x, y = (np.asarray(a) for a in container.lines[0].get_data())
        segments = container.lines[2][0].get_segments()
        for xi, yi, seg in zip(x, y, segments, strict=True):
            drawn[int(yi)] = (float(xi), float(seg[0][0]), float(seg[1][0]))
    want = {3 - i: (r.value, r.ci_low, r.ci_high) for i, r in enumerate(grid.itertuples())}
    assert drawn.keys() == want.keys()
    for k, v in want.items():
        np.testing.assert_allclose(drawn[k], v)
    assert [t.get_text() for t in ax.get_legend().get_texts()] == ["pearson", "spearman"]
    with pytest.raises(ValueError, match="outside their interval"):
        plot_correlation_intervals(grid.assign(value=[0.5, -0.37, 0.75, 0.55]))
    with pytest.raises(ValueError, match="lacks columns"):
        plot_correlation_intervals(grid.drop(columns="ci_low"))


def test_correlation_by_references_draws_the_means_and_every_point():
    table = pd.DataFrame({"metric": ["M"] * 5 + ["N"] * 2, "n_references": [1, 1, 2, 2, 3, 1, 3],
                          "r": [0.2, 0.4, 0.5, 0.7, 0.8, 0.1, 0.3]})
    ax = plot_correlation_by_references(table)
    lines = [ln for ln in ax.lines if ln.get_marker() == "o" and len(ln.get_xdata())]  # not the legend's proxies
    got = sorted((tuple(ln.get_xdata()), tuple(np.round(ln.get_ydata(), 12))) for ln in lines)
    assert got == [((1, 2, 3), (0.3, 0.6, 0.8)), ((1, 3), (0.1, 0.3))]
    points = np.asarray(ax.collections[0].get_offsets())  # the scatter, drawn first
    assert sorted(points[:, 1].tolist()) == sorted(table["r"].tolist())


def test_length_weight_curves_are_the_metrics_curves():
    from gecnb.metrics.weighting import LengthWeights, WeightCurve

    lw = LengthWeights.default("sentence", "independent")
    ax = plot_length_weights(lw, bias=2.0)
    tp, fp, fn = ax.lines[:3]
    x = tp.get_xdata()
    np.testing.assert_allclose(tp.get_ydata(), lw.tp(x, 2.0, reverse=False))
    np.testing.assert_allclose(fp.get_ydata(), lw.fp(x, 2.0, reverse=True))
    np.testing.assert_allclose(fn.get_ydata(), lw.fn(x, 2.0, reverse=False))
    # CLEME's Figure 3: curves of different alpha, all through (l, 1.0), steeper with larger alpha
    figure3 = plot_length_weights({f"alpha={a}": WeightCurve(a, 0.0, 10.0) for a in (2.0, 5.0, 10.0)}, bias=2.0)
    slopes = []
    for line in figure3.lines[:3]:
        xs, ys = line.get_xdata(), line.get_ydata()
        at = int(np.argmin(abs(xs - 2.0)))
        assert ys[at] == pytest.approx(1.0)
        slopes.append(ys[at + 1] - ys[at - 1])
    assert slopes == sorted(slopes)
    with pytest.raises(ValueError, match="need 0 <= bias < max_length"):
        plot_length_weights(bias=float("nan"))
