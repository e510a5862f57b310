"""The correlation grid (gecnb.meta.grid), the ♣ transform (gecnb.data.transforms) and `gecnb correlate`."""

from __future__ import annotations

import json

import numpy as np
import pandas as pd
import pytest
from scipy import stats

from gecnb.cli import main
from gecnb.data.registry import load_dataset
from gecnb.data.transforms import without_unchanged_references
from gecnb.meta import grid as G
from gecnb.metrics.options import OptionError


@pytest.fixture(scope="module")
def conll14():
    return load_dataset("conll14")


@pytest.fixture(scope="module")
def small(conll14):
    return conll14.subset(range(60), name="conll14-60")


# --------------------------------------------------------------------------------------------- specs


def test_spec_parse_label_options_level_and_commas():
    s = G.MetricSpec.parse("X=cleme2:factors=0.5,0.4,0.05,0.05,assumption=independent,level=sentence")
    assert (s.name, s.level, s.display) == ("cleme2", "sentence", "X")
    assert dict(s.options) == {"assumption": "independent", "factors": "0.5,0.4,0.05,0.05"}
    assert s.text == "cleme2:assumption=independent,factors=0.5,0.4,0.05,0.05,level=sentence"
    assert G.MetricSpec.parse("m2:beta=1").options == (("beta", 1.0),)
    assert G.MetricSpec.parse("m2") == G.MetricSpec("m2")
    assert G.MetricSpec.parse("m2").column() == "f"
    assert G.MetricSpec.parse("cleme2").column() == "score"


@pytest.mark.parametrize("text, message", [
    ("nosuch", "unknown metric"),
    ("m2:bogus=1", "does not apply"),
    ("m2:beta=abc", "must be a float"),
    ("m2:beta", "expected option=value"),
    ("m2:level=paragraph", "corpus or sentence"),
    ("bleu:level=sentence", "no sentence level"),
])
def test_spec_errors_are_option_errors(text, message):
    with pytest.raises(OptionError, match=message):
        G.MetricSpec.parse(text)


# --------------------------------------------------------------------------------------------- ♣


def test_unchanged_removal_gives_the_cleme2_papers_counts(conll14):
    """CLEME2.0 §4.2: "We remove 470 unchanged references in E-Minimal and 612 unchanged references in
    NE-Minimal" — leaving one reference where both are unchanged, as without_unchanged_references does."""
    got = {rs: without_unchanged_references(conll14, rs)[1] for rs in ("E-Minimal", "NE-Minimal")}
    assert got["E-Minimal"].removed == 470
    assert got["NE-Minimal"].removed == 612
    assert got["E-Minimal"].unchanged == 734  # 264 sentences with both unchanged (one kept) + 206
    view, _ = without_unchanged_references(conll14, "E-Minimal")
    assert sum(view.references("E-Minimal").counts) == 2624 - 470
    assert view.systems is not conll14.systems and view.systems == conll14.systems
    assert view.references("NUCLE") is conll14.references("NUCLE")
    for src, refs in zip(view.sources, view.references("E-Minimal").references, strict=True):
        assert refs and (len(refs) == 1 or all(r.split() != src.split() for r in refs))


def test_unchanged_removal_filters_raw_m2_blocks():
    from gecnb.data.readers import corpus_from_files
    from gecnb.datasets import data_path

    c = corpus_from_files(source=None, m2_references=[data_path("conll14", "official-2014.combined.m2")],
                          hypotheses=[data_path("conll14", "official_submissions", "AMU")], names=["AMU"])
    (name,) = c.reference_sets
    view, info = without_unchanged_references(c, name)
    rs = view.references(name)
    assert rs.m2_blocks is not None and info.removed > 0
    for refs, block in zip(rs.references, rs.m2_blocks, strict=True):
        ids = {ln.rsplit("|||", 1)[1] for ln in block.splitlines() if ln.startswith("A ")}
        assert len(ids) <= len(refs)
    before = c.references(name)
    changed = [i for i in range(len(c)) if len(rs.references[i]) < len(before.references[i])]
    assert len(changed) == info.sentences
    shorter = [i for i in changed if len(rs.m2_blocks[i].splitlines()) < len(before.m2_blocks[i].splitlines())]
    assert len(shorter) > 100


# --------------------------------------------------------------------------------------------- grid


def _toy_scores():
    systems = ["A", "B", "C", "D", "INPUT"]
    return pd.DataFrame({"metric": "toy", "spec": "toy", "level": "corpus", "reference_set": "R", "unchanged": "keep",
                         "removed": 0, "system": systems, "score": [0.5, 0.4, 0.1, 0.3, 0.0],
                         "higher_is_better": True, "signature": "metric:toy|nrefs:1|version:x"})


def _toy_human():
    return pd.DataFrame({"system": ["A", "B", "C", "D", "INPUT"], "EW": [0.9, 0.6, 0.5, 0.2, 0.1],
                         "TS": [1.0, 0.2, 0.3, 0.1, -1.0]})


def test_correlation_grid_equals_scipy_and_drops_input():
    g = G.correlation_grid(_toy_scores(), _toy_human(), methods=("pearson", "spearman", "kendall"))
    assert len(g) == 6 and set(g["n_systems"]) == {5}
    x, y = [0.5, 0.4, 0.1, 0.3, 0.0], [0.9, 0.6, 0.5, 0.2, 0.1]
    cell = g[(g.human == "EW") & (g.method == "pearson")].iloc[0]
    assert cell.value == pytest.approx(stats.pearsonr(x, y)[0])
    assert g[(g.human == "EW") & (g.method == "kendall")].value.iloc[0] == pytest.approx(stats.kendalltau(x, y)[0])
    g4 = G.correlation_grid(_toy_scores(), _toy_human(), include_input=False)
    assert set(g4["n_systems"]) == {4}
    assert g4[(g4.human == "EW") & (g4.method == "pearson")].value.iloc[0] == pytest.approx(
        stats.pearsonr(x[:4], y[:4])[0])
    assert "no INPUT" in g4["signature"].iloc[0] and "human:" in g4["signature"].iloc[0]


def test_bootstrap_intervals_are_seeded_and_contain_the_estimate():
    a = G.correlation_grid(_toy_scores(), _toy_human(), bootstrap=300, seed=3)
    b = G.correlation_grid(_toy_scores(), _toy_human(), bootstrap=300, seed=3)
    c = G.correlation_grid(_toy_scores(), _toy_human(), bootstrap=300, seed=4)
    pd.testing.assert_frame_equal(a, b)
    assert not np.allclose(a["ci_low"], c["ci_low"])
    assert (a["ci_low"] <= a["value"] + 1e-12).all() and (a["value"] <= a["ci_high"] + 1e-12).all()
    assert "bootstrap:300|seed:3" in a["signature"].iloc[0]


def test_missing_system_is_a_clear_error():
    with pytest.raises(Exception, match="no score for"):
        G.correlation_grid(_toy_scores().iloc[:4], _toy_human())


def test_wide_layout():
    g = pd.concat([G.correlation_grid(_toy_scores(), _toy_human()),
                   G.correlation_grid(_toy_scores().assign(unchanged="drop"), _toy_human())])
    w = G.wide(g, decimals=3)
    assert list(w.index) == ["toy"]
    assert list(w.columns)[:2] == [("R", "EW", "r"), ("R", "EW", "rho")]
    assert ("R ♣", "TS", "rho") in w.columns


def test_metric_scores_are_the_protocols_and_cached(small, tmp_path, monkeypatch):
    monkeypatch.setenv("GECNB_CACHE_DIR", str(tmp_path))
    from gecnb.metrics.base import score

    s = G.metric_scores(small, metrics=["bleu", "SentGLEU=gleu:level=sentence"], reference_sets=["NUCLE", "E-Minimal"],
                        unchanged=["keep", "drop"], progress=False)
    assert len(s) == 2 * 2 * 2 * 13
    direct = score(small, "bleu", reference_set="E-Minimal").set_index("system")["bleu"]
    got = s[(s.metric == "bleu") & (s.reference_set == "E-Minimal") & (s.unchanged == "keep")].set_index("system")
    assert np.allclose(got["score"], direct.loc[got.index])
    assert (s[s.unchanged == "drop"]["removed"] > 0).all() and (s[s.unchanged == "keep"]["removed"] == 0).all()
    assert len(list((tmp_path / "grid").glob("*.tsv"))) == 8

    # a second run reads the cache: the metric is not called again
    import gecnb.metrics.base as base

    def boom(*a, **k):
        raise AssertionError("computed again")

    monkeypatch.setattr(base.Metric, "score", boom)
    again = G.metric_scores(small, metrics=["bleu", "SentGLEU=gleu:level=sentence"],
                            reference_sets=["NUCLE", "E-Minimal"], unchanged=["keep", "drop"], progress=False)
    pd.testing.assert_frame_equal(s, again)


def test_duplicate_labels_and_bad_settings(small):
    with pytest.raises(Exception, match="same label"):
        G.metric_scores(small, metrics=["bleu", "bleu"], reference_sets=["NUCLE"])
    with pytest.raises(Exception, match="unchanged must be"):
        G.metric_scores(small, metrics=["bleu"], reference_sets=["NUCLE"], unchanged="sometimes")  # type: ignore[arg-type]
    with pytest.raises(Exception, match="no reference set"):
        G.metric_scores(small, metrics=["bleu"], reference_sets=["nope"])


def test_human_rankings_by_name():
    h = G.human_scores("gjg15")
    assert list(h.columns) == ["system", "EW", "TS"] and len(h) == 13
    s = G.human_scores("seeda-sent")
    assert len(s) == 15
    cn = G.human_scores("gjg15-cn18").set_index("system")
    assert list(cn.columns) == ["EW", "TS"] and len(cn) == 13 and cn.loc["CAMB", "TS"] == pytest.approx(0.18)
    with pytest.raises(Exception, match="unknown human ranking"):
        G.human_scores("nope")


# --------------------------------------------------------------------------------------------- CLI


def test_cli_correlate_json(capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("GECNB_CACHE_DIR", str(tmp_path))
    rc = main(["correlate", "--dataset", "conll14", "--human", "gjg15", "--metric", "bleu",
               "--reference-set", "NUCLE", "--method", "spearman", "--bootstrap", "50", "--format", "json", "--quiet"])
    assert rc == 0
    rows = json.loads(capsys.readouterr().out)
    assert len(rows) == 2 and {r["human"] for r in rows} == {"EW", "TS"}
    assert {"metric", "reference_set", "unchanged", "removed", "human", "method", "value", "ci_low", "ci_high",
            "n_systems", "signature"} <= set(rows[0])


@pytest.mark.parametrize("argv, message", [
    (["--human", "nope", "--metric", "bleu"], "unknown human ranking"),
    (["--human", "gjg15", "--metric", "bleu:bogus=1"], "does not apply"),
    (["--human", "gjg15", "--metric", "bleu", "--reference-set", "nope"], "no reference set"),
    (["--human", "gjg15", "--metric", "bleu", "--confidence", "2"], "confidence"),
    (["--human", "gjg15", "--metric", "bleu", "--bootstrap", "-1"], "bootstrap"),
    (["--human", "gjg15", "--metric", "bleu", "--workers", "0"], "--workers must be at least 1"),
    (["--human", "gjg15", "--metric", "bleu", "--workers", "2", "--scheduler", "tcp://127.0.0.1:1"], "not both"),
])
def test_cli_correlate_errors_exit_2(argv, message, capsys):
    rc = main(["correlate", "--dataset", "conll14", *argv, "--quiet"])
    err = capsys.readouterr().err
    assert rc == 2 and message in err and "Traceback" not in err


def test_conll14_m2_dataset_is_the_published_m2_gold():
    """``conll14-m2``: the M2 scorer's gold of each set is the published file (BN.m2 reproduces the CLEME
    paper's M2 row on BN-10GEC to 0.003, see cleme-table2); the same numbers as scoring the file directly."""
    from gecnb.datasets import data_path
    from gecnb.metrics.base import score
    from gecnb.metrics.m2scorer import M2Config, m2_systems, read_m2_gold

    c = load_dataset("conll14-m2")
    assert list(c.reference_sets) == ["NUCLE", "BN-10GEC", "E-Minimal", "E-Fluency", "NE-Minimal", "NE-Fluency"]
    assert "past the end of the source dropped" in c.references("NE-Minimal").description
    idx = list(range(150))
    sub = c.subset(idx)
    got = score(sub, "m2", reference_set="BN-10GEC", systems=["AMU", "UFC"]).set_index("system")["f"]
    gold = read_m2_gold(data_path("bn10gec", "BN.m2"))
    want = m2_systems(systems={s: [c.systems[s].hypotheses[i] for i in idx] for s in ("AMU", "UFC")},
                      gold=[gold[i] for i in idx], config=M2Config()).set_index("system")["f"]
    assert np.allclose(got.loc[want.index], want)


def test_score_cache_round_trip_keeps_nan_and_rejects_foreign_files(tmp_path):
    path = tmp_path / "x.tsv"
    G._cache_write(path, pd.DataFrame({"system": ["A", "B"], "fingerprint": ["f1", "f2"], "score": [0.5, np.nan],
                                       "signature": ["s", "s"]}))  # one row per system, keyed by its output
    back = G._cache_read(path)
    assert back is not None and back["score"].dtype == float and np.isnan(back["score"].iloc[1])
    path.write_text("not\ta cache\n1\t2\n", encoding="utf-8")
    assert G._cache_read(path) is None


def test_adding_a_system_scores_only_that_system(small, tmp_path, monkeypatch):
    """Score caches key each system separately: a grid over 12 systems, then the same grid with a 13th
    scores the 13th alone (and a changed output is scored again); GoToScorer, whose difficulty depends on
    every system of the corpus, is scored again when a system is added."""
    monkeypatch.setenv("GECNB_CACHE_DIR", str(tmp_path))
    import gecnb.metrics.base as base

    calls: list[tuple[str, tuple[str, ...]]] = []
    real = base.Metric.score

    def counting(self, corpus, *, reference_set=None, systems=None, level="corpus"):
        calls.append((self.name, tuple(systems)))
        return real(self, corpus, reference_set=reference_set, systems=systems, level=level)

    monkeypatch.setattr(base.Metric, "score", counting)
    twelve = small.subset(range(len(small)))
    del twelve.systems["UMC"]
    metrics = ["bleu", "M2=m2"]
    first = G.metric_scores(twelve, metrics=metrics, reference_sets=["NUCLE"], progress=False)
    assert sorted(c[0] for c in calls) == ["bleu", "m2"] and all(len(c[1]) == 12 for c in calls)
    calls.clear()
    again = G.metric_scores(small, metrics=metrics, reference_sets=["NUCLE"], progress=False)
    assert calls == [("bleu", ("UMC",)), ("m2", ("UMC",))]
    fresh = G.metric_scores(small, metrics=metrics, reference_sets=["NUCLE"], progress=False, cache=False)
    pd.testing.assert_frame_equal(again, fresh)
    pd.testing.assert_frame_equal(again[again.system != "UMC"].reset_index(drop=True), first)
    calls.clear()
    changed = small.subset(range(len(small)))
    changed.add_system("AMU", ["x " + h for h in small.systems["AMU"].hypotheses])
    G.metric_scores(changed, metrics=metrics, reference_sets=["NUCLE"], progress=False)
    assert calls == [("bleu", ("AMU",)), ("m2", ("AMU",))]
    calls.clear()
    for corpus in (twelve, twelve, small):  # the thirteenth system changes AMU's difficulty weights
        G.metric_scores(corpus, metrics=["gotoscorer"], reference_sets=["NUCLE"], systems=["AMU"], progress=False)
    assert calls == [("gotoscorer", ("AMU",)), ("gotoscorer", ("AMU",))]


def _worker_cache(path: str) -> None:
    """A process-pool initializer: the worker's own GECNB_CACHE_DIR (it must write no grid cache there)."""
    import os

    os.environ["GECNB_CACHE_DIR"] = path


@pytest.mark.parametrize("kind", ["threads", "processes"])
def test_grid_cells_on_an_executor_equal_the_local_run(small, tmp_path, monkeypatch, kind):
    """Issue 19, 4: the cells scored on an executor give the serial numbers bit for bit; the tasks return
    scores and this process alone writes the grid cache (a process pool whose workers have another cache
    directory leaves nothing there); a second run reads the cache and submits nothing."""
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor

    monkeypatch.setenv("GECNB_PROGRESS", "0")
    metrics = ["bleu", "GREEN=green", "SentGLEU=gleu:level=sentence"]
    kw = dict(metrics=metrics, reference_sets=["NUCLE", "E-Minimal"], unchanged=["keep", "drop"], progress=False)
    serial = G.metric_scores(small, cache=False, **kw)
    monkeypatch.setenv("GECNB_CACHE_DIR", str(tmp_path / "driver"))
    worker_dir = tmp_path / "worker"
    before = set(multiprocessing.active_children())
    if kind == "threads":
        ex = ThreadPoolExecutor(max_workers=2)
    else:
        ex = ProcessPoolExecutor(max_workers=2, mp_context=multiprocessing.get_context("spawn"),
                                 initializer=_worker_cache, initargs=(str(worker_dir),))
    with ex:
        remote = G.metric_scores(small, executor=ex, **kw)
        pd.testing.assert_frame_equal(serial, remote, check_exact=True)
        assert len(list((tmp_path / "driver" / "grid").glob("*.tsv"))) == 12
        assert not (worker_dir / "grid").exists()
        submitted: list[object] = []
        real_submit = ex.submit

        def counting(fn, *a, **k):
            submitted.append(fn)
            return real_submit(fn, *a, **k)

        monkeypatch.setattr(ex, "submit", counting)
        again = G.metric_scores(small, executor=ex, **kw)
        pd.testing.assert_frame_equal(serial, again, check_exact=True)
        assert submitted == []
    assert not [p for p in multiprocessing.active_children() if p not in before]
