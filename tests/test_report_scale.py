"""Many systems: the report's renderings stay bounded (gecnb.display.report_limits) and the computation has
nothing quadratic per pair. Kept small: 60 user systems (the CoNLL-2014 submissions' outputs of 10 sentences and
mixes of them, the NUCLE annotators as references), three metrics, 20 bootstrap samples; the bounds are asserted
structurally (plot panels, tables, HTML size per system), never in seconds. ``benchmarks/bench_report_scale.py``
measures 1, 14 and 300 systems."""

from __future__ import annotations

import dataclasses
import json
import re
from typing import Any

import numpy as np
import pandas as pd
import pytest

import gecnb
from gecnb.data.corpus import Corpus
from gecnb.data.registry import load_dataset
from gecnb.display.report_limits import DETAIL_SYSTEMS, PAIRWISE_TABLES, PLOT_SYSTEMS, plot_systems
from gecnb.evaluation import EvaluationReport

SENTENCES = 10
USERS = 60
METRICS = ["M2", "ERRANT", "CLEME2.0-dep"]


def _hypotheses(count: int) -> dict[str, list[str]]:
    c = load_dataset("conll14").subset(range(SENTENCES))
    published = list(c.systems)
    out = {}
    for i in range(count):
        step = 1 + i // len(published)
        out[f"sys{i:02d}"] = [c.systems[published[(i + j * step) % len(published)]].hypotheses[j]
                              for j in range(SENTENCES)]
    return out


def _corpus() -> Corpus:
    c = load_dataset("conll14").subset(range(SENTENCES))
    corpus = Corpus("conll14-10", list(c.sources), "en")
    corpus.add_references("NUCLE", [list(r) for r in c.reference_sets["NUCLE"].references])
    return corpus


@pytest.fixture(scope="module")
def big() -> EvaluationReport:
    return gecnb.evaluate(_corpus(), hypotheses=_hypotheses(USERS), baseline="sys00", metrics=METRICS, n=20,
                          examples=2, progress=False)


def _first(report: EvaluationReport, k: int) -> EvaluationReport:
    """The same report restricted to its first ``k`` systems (every table filtered): the small one the big one's
    renderings are compared with."""
    keep = report.systems[:k]

    def only(df: pd.DataFrame) -> pd.DataFrame:
        if df.empty:
            return df
        mask = df["system"].isin(keep) if "system" in df.columns else pd.Series(True, index=df.index)
        if "other" in df.columns:
            mask &= df["other"].isin(keep)
        return df[mask].reset_index(drop=True)

    return dataclasses.replace(report, systems=keep, users=[u for u in report.users if u in keep],
                               **{f.name: only(getattr(report, f.name)) for f in dataclasses.fields(report)
                                  if isinstance(getattr(report, f.name), pd.DataFrame)})


def test_the_comparisons_hold_every_pair(big: EvaluationReport) -> None:
    c = big.comparisons
    # the baseline (a user system) against no other user system; each other user system against the baseline
    # and, once, against each other one: 59 + 58 * 57 / 2 pairs per metric
    assert len(c) == len(METRICS) * (USERS - 1 + (USERS - 1) * (USERS - 2) // 2)
    assert not c.duplicated(["system", "other", "metric"]).any()
    assert json.loads(big.to_json())["comparisons"][0].keys() == set(c.columns)


def test_plots_cap_the_systems_they_draw(big: EvaluationReport) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    from gecnb.display.report_plots import plot_disentangled_report, plot_scores_with_intervals, plot_types

    small = _first(big, 12)
    figs = {k: (plot_scores_with_intervals(r), plot_disentangled_report(r), plot_types(r))
            for k, r in (("big", big), ("small", small))}
    try:
        scores_big, dis_big, types_big = figs["big"]
        panels = [ax for ax in scores_big.axes if ax.get_yticklabels()]
        assert len(panels) == len(METRICS)
        for ax in panels:
            labels = [t.get_text() for t in ax.get_yticklabels()]
            assert len(labels) == PLOT_SYSTEMS and "sys00" in labels  # the baseline always
            assert f"({PLOT_SYSTEMS} of {USERS} systems)" in ax.get_title()
        # a fixed size: the figure of 60 systems is no larger than that of 30
        assert scores_big.get_size_inches()[1] == pytest.approx(
            plot_scores_with_intervals(_first(big, PLOT_SYSTEMS)).get_size_inches()[1])
        assert [t.get_text() for t in dis_big.axes[0].get_xticklabels()] == [*big.users[1:DETAIL_SYSTEMS + 1], "sys00"]
        assert len(types_big.axes[0].get_legend().get_texts()) == DETAIL_SYSTEMS + 1
        assert types_big.get_size_inches()[0] == pytest.approx(figs["small"][2].get_size_inches()[0])
    finally:
        plt.close("all")


def test_plot_systems_keeps_the_baseline_and_users_then_the_best() -> None:
    values = pd.Series({f"s{i}": float(i) for i in range(50)})
    got = plot_systems(values, users=["s3", "s1"], baseline="s0", limit=5)
    assert got == ["s49", "s48", "s3", "s1", "s0"]  # best first
    many_users = plot_systems(values, users=[f"s{i}" for i in range(40)], baseline="s45", limit=4)
    assert many_users == ["s45", "s39", "s38", "s37"]
    assert plot_systems(values.head(3), users=[], baseline=None, limit=5) == ["s2", "s1", "s0"]
    nan = pd.Series({"a": np.nan, "b": 1.0, "c": 2.0})
    assert plot_systems(nan, users=["a"], baseline=None, limit=2) == ["c", "a"]


def _counts(html: str) -> dict[str, int]:
    return {"tables": html.count("<table"), "images": html.count("<img"), "pairwise": html.count("against every other")}


def test_the_html_and_markdown_grow_at_most_linearly_and_say_what_they_leave_out(big: EvaluationReport) -> None:
    small = _first(big, 15)
    html_big, html_small = big.to_html(), small.to_html()
    # the same tables and images, whatever the number of systems; per-user p-value tables capped
    assert _counts(html_big) == _counts(html_small)
    assert html_big.count("p-values of ") == PAIRWISE_TABLES
    # per system the page is no larger with 60 systems than with 15 (linear: the scores table, the rows
    # against the baseline); the p-value tables of every user against every system would make it quadratic
    assert len(html_big) / USERS < 1.5 * len(html_small) / 15
    md_big, md_small = big.to_markdown(), small.to_markdown()
    assert len(md_big) / USERS < 1.5 * len(md_small) / 15
    per_type = md_big.split("## ERRANT per main type (F0.5)")[1].split("\n\n")[1]
    assert per_type.splitlines()[0].count("sys") == DETAIL_SYSTEMS + 1  # columns: the first users, the baseline
    for text in (html_big, md_big):
        assert f"The scores plot shows {PLOT_SYSTEMS} of the {USERS} systems" in text
        assert f"show the first {DETAIL_SYSTEMS} of the {USERS - 1} user systems and the baseline" in text
        assert f"shown for the first {PAIRWISE_TABLES} of the" in text
        assert f"report.comparisons has all {len(big.comparisons):,} rows" in text
    for text in (html_small, md_small):  # nothing left out of a small report: no such note
        assert "The scores plot shows" not in text
    # the examples: the first user systems' only
    shown = set(re.findall(r"(sys\d\d) \u00b7 line", html_big))
    assert shown and shown <= set(big.users[:DETAIL_SYSTEMS + 1])


def test_without_a_baseline_the_significance_table_is_not_every_pair(big: EvaluationReport,
                                                                     capsys: pytest.CaptureFixture[str]) -> None:
    from gecnb.display.report_limits import pairwise_users, shown_comparisons

    none = dataclasses.replace(big, baseline=None)
    shown = shown_comparisons(none)
    assert set(shown["system"]) == set(pairwise_users(none)) and len(pairwise_users(none)) == PAIRWISE_TABLES
    assert len(shown) < len(big.comparisons) / 10
    md = none.to_markdown()
    table = md.split("## Significance (paired bootstrap)")[1].split("\n\n")[2]  # after the test's paragraph
    assert len(table.splitlines()) == 2 + len(shown)
    assert "(with no baseline, the significance table has their pairs only)" in md


def test_the_pairs_are_the_significance_modules_numbers_bit_for_bit() -> None:
    """The vectorised pairs (one user system against all others at once) give percentile_interval's and
    paired_p_value's numbers pair by pair, exactly."""
    from gecnb.evaluation.significance import _pairs
    from gecnb.meta.significance import paired_p_value, percentile_interval

    rng = np.random.default_rng(3)
    names = [f"s{i}" for i in range(7)]
    samples = {s: rng.normal(0.5, 0.1 * (1 + i), size=101) for i, s in enumerate(names)}
    samples["s6"] = samples["s2"].copy()  # identical resamples
    observed = {s: float(rng.normal()) for s in names}
    observed["s6"] = observed["s2"]
    values = {s: float(v) for s, v in observed.items()}
    table = _pairs(values, users=["s2", "s0", "s5"], baseline="s0", samples=samples, observed=observed,
                   confidence=0.9, reason="")
    assert len(table) == 6 + 4 + 5  # s2: the 6 others; s0, the baseline: the 4 non-users; s5: those and s0
    for row in table.to_dict("records"):
        u, o = row["system"], row["other"]
        assert row["p_value"] == paired_p_value(samples[u], samples[o], observed[u], observed[o])
        assert (row["delta_low"], row["delta_high"]) == percentile_interval(samples[u] - samples[o], 0.9)
        assert row["wins"] == float((samples[u] > samples[o]).mean())
        assert row["delta"] == values[u] - values[o] and row["baseline"] == (o == "s0")
    pairs = set(zip(table["system"], table["other"], strict=True))
    assert ("s2", "s6") in pairs and ("s0", "s2") not in pairs and ("s2", "s0") in pairs  # two users once
    assert ("s5", "s2") not in pairs and ("s5", "s0") in pairs


def test_column_sums_are_scored_in_blocks_of_bounded_memory(monkeypatch: pytest.MonkeyPatch) -> None:
    """A SumAggregate with many columns (GLEU's 5,003) is scored a block of systems at a time; the numbers are
    the same as in one block, bit for bit, with or without an executor."""
    from concurrent.futures import ThreadPoolExecutor

    from gecnb.meta import significance
    from gecnb.metrics.aggregate import SumAggregate

    rng = np.random.default_rng(5)
    cols = tuple(f"c{k}" for k in range(40))
    frames = [pd.DataFrame(rng.integers(0, 5, size=(30, len(cols))), columns=list(cols)) for _ in range(9)]
    agg = SumAggregate(columns=cols, score=lambda s: (s["c0"] + 1) / (s["c1"] + s["c2"] + 2))
    idx = significance.bootstrap_indices(frames[0], aggregate=agg, n=600, seed=1)
    whole = significance.resample_scores(frames, aggregate=agg, idx=idx)
    seen: list[int] = []
    real = significance._sum_shard
    monkeypatch.setattr(significance, "_sum_shard", lambda tables, rows, sh: seen.append(len(tables)) or
                        real(tables, rows, sh))
    monkeypatch.setattr(significance, "SUM_BLOCK_VALUES", 2 * len(cols) * significance.SHARD_RESAMPLES)
    blocked = significance.resample_scores(frames, aggregate=agg, idx=idx)
    assert max(seen) == 2 and np.array_equal(blocked, whole)
    with ThreadPoolExecutor(max_workers=2) as ex:
        assert np.array_equal(significance.resample_scores(frames, aggregate=agg, idx=idx, executor=ex), whole)


def test_the_json_is_streamed_a_row_at_a_time_and_is_the_same_text(big: EvaluationReport) -> None:
    def old(report: Any, indent: int | None) -> str:  # json.dumps of the whole dict, as to_json did
        return json.dumps(report.to_dict(), indent=indent, ensure_ascii=False, allow_nan=False) + "\n"

    small = _first(big, 8)
    for indent in (1, None, 3):
        assert small.to_json(indent=indent) == old(small, indent)
    pieces = list(big.iter_json())
    assert len(pieces) > len(big.comparisons) and max(map(len, pieces)) < 5_000  # one row at a time
