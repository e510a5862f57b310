"""CLEME from fresh ERRANT edits (gecnb's own extraction) against the authors' ERRANT files.

The fresh edits of all 13 systems, NUCLE and BN-10GEC are shipped (scripts/build_fresh_errant.py): a
sample is re-extracted here to prove the files are what ERRANT gives with the installed model.
"""

from __future__ import annotations

import random

import pytest

from gecnb.chunks.prepared import prepare
from gecnb.data.registry import FRESH_ERRANT_MODEL, load_dataset
from gecnb.datasets import data_path
from gecnb.edits.cache import EditCache
from gecnb.edits.errant_extractor import ErrantExtractor
from gecnb.edits.spacy_model import resolve_spacy_model
from gecnb.metrics.cleme import cleme_scores
from tests.conftest import needs_spacy


@pytest.fixture(scope="module")
def fresh():
    return load_dataset("conll14-fresh-errant")


@needs_spacy
def test_shipped_edits_are_what_errant_gives(fresh, tmp_path):
    nlp = resolve_spacy_model()
    ex = ErrantExtractor(model=nlp, cache=EditCache(tmp_path / "c.sqlite"))
    shipped_sig = data_path("fresh_errant", FRESH_ERRANT_MODEL, "SIGNATURE").read_text().strip()
    if ex.signature() != shipped_sig:
        pytest.skip(f"installed pipeline {ex.signature()} is not the shipped {shipped_sig}")
    rng = random.Random(20231)  # fixed seed: the same sample every run
    pairs, expected = [], []
    for _ in range(60):
        i = rng.randrange(len(fresh))
        if rng.random() < 0.5:
            so = fresh.systems[rng.choice(list(fresh.systems))]
            pairs.append((fresh.sources[i], so.hypotheses[i]))
            expected.append(so.edits[i])
        else:
            rs = fresh.reference_sets[rng.choice(["NUCLE", "BN-10GEC"])]
            k = rng.randrange(len(rs.references[i]))
            pairs.append((fresh.sources[i], rs.references[i][k]))
            expected.append(rs.edits[i][k])
    assert ex.extract_many(pairs) == [tuple(e) for e in expected]


def test_fresh_errant_scores_stay_close_to_the_authors_files(fresh):
    a = cleme_scores(prepare(load_dataset("conll14-cleme-errant"), reference_set="NUCLE", edits="given"))
    b = cleme_scores(prepare(fresh, reference_set="NUCLE", edits="given"))
    m = a.merge(b, on=["system", "metric"], suffixes=("_a", "_b"))
    assert len(m) == 13 * 4
    # spaCy 3.8 / en_core_web_sm 3.8.0 vs. the authors' older spaCy: a few edits differ
    assert (m.f_a - m.f_b).abs().max() < 0.0005
    assert (m.f_a != m.f_b).any()  # they are not the same files
