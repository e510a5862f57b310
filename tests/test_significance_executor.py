"""Bootstrap resampling on any concurrent.futures.Executor (issue 19, 4): the resamples are scored in shards of
SHARD_RESAMPLES rows of ONE index matrix drawn by the calling process, so a thread pool or a process pool gives
the numbers of the run without an executor, bit for bit, for every kind of aggregate (column sums, a per-sentence
reference choice, a plain callable). The Dask run is in tests/test_dask.py."""

from __future__ import annotations

import multiprocessing
from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor
from functools import partial

import numpy as np
import pandas as pd
import pytest

from gecnb.meta import significance
from gecnb.meta.significance import (
    ChoiceAggregate,
    bootstrap_indices,
    bootstrap_interval,
    compare_systems,
    f_beta_aggregate,
    mean_aggregate,
    paired_bootstrap,
    resample_scores,
)


def _median_score(frame: pd.DataFrame) -> float:
    """A plain callable aggregate (module level: a process pool pickles it)."""
    return float(frame["score"].median())


def _sentences(seed: int, rows: int = 300) -> pd.DataFrame:
    rng = np.random.default_rng(seed)
    return pd.DataFrame({"tp": rng.integers(0, 4, rows), "fp": rng.integers(0, 3, rows),
                         "fn": rng.integers(0, 5, rows), "score": rng.random(rows)})


def _choice_frames(systems: int = 3, sentences: int = 120, seed: int = 7) -> list[pd.DataFrame]:
    """Per-(sentence, candidate) statistics of ``systems`` systems: 1-3 candidates per sentence, the same
    candidates for every system (as one reference set's), random weighted counts."""
    rng = np.random.default_rng(seed)
    rows = [{"sentence": s, "ref": r} for s in range(sentences) for r in range(int(rng.integers(1, 4)))]
    like = pd.DataFrame(rows)
    return [_same_shape(like, np.random.default_rng(seed + k)) for k in range(systems)]


def _same_shape(like: pd.DataFrame, rng: np.random.Generator) -> pd.DataFrame:
    out = like.copy()
    for c in ("tp", "proposed", "gold"):
        out[c] = rng.random(len(out)) * 4
    return out


@pytest.fixture(params=["threads", "processes"])
def executor(request):
    before = set(multiprocessing.active_children())
    if request.param == "threads":
        ex = ThreadPoolExecutor(max_workers=3)
    else:
        ex = ProcessPoolExecutor(max_workers=2, mp_context=multiprocessing.get_context("spawn"))
    try:
        yield ex
    finally:
        ex.shutdown(wait=True, cancel_futures=True)
    assert not [p for p in multiprocessing.active_children() if p not in before]


def test_sum_and_callable_aggregates_on_an_executor_equal_the_local_run(executor, monkeypatch):
    monkeypatch.setattr(significance, "SHARD_RESAMPLES", 97)  # several shards, the last one partial
    a, b = _sentences(1), _sentences(2)
    for aggregate in (f_beta_aggregate(beta=0.5), mean_aggregate("score")):
        idx = bootstrap_indices(a, aggregate=aggregate, n=500, seed=3)
        local = resample_scores([a, b], aggregate=aggregate, idx=idx)
        assert local.shape == (2, 500)
        assert resample_scores([a, b], aggregate=aggregate, idx=idx, executor=executor).tobytes() == local.tobytes()
        here = paired_bootstrap(a, b, aggregate=aggregate, n=300, seed=11)
        there = paired_bootstrap(a, b, aggregate=aggregate, n=300, seed=11, executor=executor)
        pd.testing.assert_frame_equal(here, there, check_exact=True)
    here = bootstrap_interval(a, aggregate=_median_score, n=150, seed=5)
    there = bootstrap_interval(a, aggregate=_median_score, n=150, seed=5, executor=executor)
    pd.testing.assert_frame_equal(here, there, check_exact=True)
    assert float(here["low"].iloc[0]) < float(here["high"].iloc[0])


def test_choice_aggregate_on_an_executor_equals_the_local_run(executor, monkeypatch):
    from gecnb.metrics.ptm2 import resample_corpus_f

    monkeypatch.setattr(significance, "SHARD_RESAMPLES", 64)
    frames = _choice_frames()
    aggregate = ChoiceAggregate(columns=("tp", "proposed", "gold"), resample=partial(resample_corpus_f, beta=0.5),
                                name="f")
    idx = bootstrap_indices(frames[0], aggregate=aggregate, n=200, seed=9)
    local = resample_scores(frames, aggregate=aggregate, idx=idx)
    assert local.shape == (3, 200) and len(np.unique(local[0])) > 50
    assert resample_scores(frames, aggregate=aggregate, idx=idx, executor=executor).tobytes() == local.tobytes()
    # the unsharded computation gives the same numbers (the choice is re-run per resample, row by row)
    assert aggregate.samples(frames, idx).tobytes() == local.tobytes()


def test_compare_systems_on_an_executor_equals_the_local_run(monkeypatch):
    import gecnb
    from gecnb.data.registry import load_dataset

    monkeypatch.setattr(significance, "SHARD_RESAMPLES", 120)
    corpus = load_dataset("conll14")
    metric = gecnb.get_metric("m2")
    stats = metric.statistics(corpus, reference_set="NUCLE", systems=["AMU", "CAMB", "CUUI"])
    local = compare_systems(corpus, metric, reference_set="NUCLE", n=400, seed=2, statistics=stats)
    with ThreadPoolExecutor(max_workers=2) as ex:
        remote = compare_systems(corpus, metric, reference_set="NUCLE", n=400, seed=2, statistics=stats, executor=ex)
    pd.testing.assert_frame_equal(local, remote, check_exact=True)
    assert local["p_value"].notna().sum() == 2


def test_cli_paired_bs_on_workers_equals_the_local_run(capsys, tmp_path):
    """``gecnb score --paired-bs --workers N``: the bootstrap shards in N local processes, the same output."""
    import json

    from gecnb.cli import main
    from gecnb.datasets import data_path
    from tests.conftest import head_lines

    subs = ("conll14", "official_submissions")
    files = {s: head_lines(data_path(*subs, s), tmp_path / s, 60) for s in ("INPUT", "AMU", "CAMB")}
    ref = head_lines(data_path("bn10gec", "BN1"), tmp_path / "BN1", 60)
    args = ["score", "--metric", "bleu", "--source", str(files["INPUT"]), "--reference", str(ref),
            "--hypothesis", str(files["AMU"]), "--hypothesis", str(files["CAMB"]), "--name", "AMU", "--name", "CAMB",
            "--quiet", "--format", "json", "--paired-bs", "--paired-bs-n", "600"]
    assert main(args) == 0
    local = json.loads(capsys.readouterr().out)
    assert main([*args, "--workers", "2"]) == 0
    assert json.loads(capsys.readouterr().out) == local
    assert local[1]["p_value"] is not None
    assert main([*args[:-3], "--workers", "2"]) == 2  # without --paired-bs
    assert "--workers need(s) --paired-bs" in capsys.readouterr().err
