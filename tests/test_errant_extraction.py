"""English edit extraction: ERRANT through gecnb's batched, deduplicated, cached extractor."""

from __future__ import annotations

import errant
import pytest

from gecnb.edits.cache import EditCache
from gecnb.edits.errant_extractor import ErrantExtractor
from gecnb.edits.spacy_model import resolve_spacy_model
from tests.conftest import needs_spacy

PAIRS = [
    ("This are a test .", "This is a test ."),
    ("He go to school yesterday .", "He went to school yesterday ."),
    ("I like cats .", "I like cats ."),
    ("", ""),
    ("a b", ""),
    ("", "Hello ."),
    ("This are a test .", "This is a test ."),  # repeated pair
]


@pytest.fixture(scope="module")
def nlp():
    if not _has_model():
        pytest.skip("no English spaCy pipeline installed")
    return resolve_spacy_model()


def _has_model() -> bool:
    try:
        resolve_spacy_model()
    except RuntimeError:
        return False
    return True


@needs_spacy
def test_batched_extraction_equals_errant_one_pair_at_a_time(nlp, tmp_path):
    ex = ErrantExtractor(model=nlp, cache=EditCache(tmp_path / "c.sqlite"))
    got = ex.extract_many(PAIRS)
    ann = errant.load("en", nlp)
    for (src, tgt), edits in zip(PAIRS, got, strict=True):
        ref = ann.annotate(ann.parse(src), ann.parse(tgt))
        assert [(e.o_start, e.o_end, e.c_start, e.c_end, e.type, e.c_str) for e in ref] == [
            (e.o_start, e.o_end, e.c_start, e.c_end, e.type, e.c_str) for e in edits
        ]
    assert ex.stats["distinct"] == 6 and ex.stats["identical"] == 2 and ex.stats["aligned"] == 4


@needs_spacy
def test_second_run_reads_the_cache_and_signature_names_the_model(nlp, tmp_path):
    cache = EditCache(tmp_path / "c.sqlite")
    first = ErrantExtractor(model=nlp, cache=cache).extract_many(PAIRS)
    again = ErrantExtractor(model=nlp, cache=cache)
    assert again.extract_many(PAIRS) == first
    assert again.stats["aligned"] == 0 and again.stats["cached"] == 4
    sig = again.signature()
    assert "errant:3.0.0" in sig and nlp.meta["name"] in sig and nlp.meta["version"] in sig


def test_missing_model_is_a_clear_error(monkeypatch):
    monkeypatch.setenv("GECNB_SPACY_MODEL", "no_such_model_xyz")
    with pytest.raises(RuntimeError, match=r"no English spaCy pipeline found.*no_such_model_xyz"):
        resolve_spacy_model()


@needs_spacy
def test_a_warm_run_never_loads_the_model_and_the_signature_is_the_same(nlp, tmp_path):
    cache = EditCache(tmp_path / "c.sqlite")
    loaded = ErrantExtractor(cache=cache)
    first = loaded.extract_many(PAIRS)
    assert loaded._nlp is not None
    warm = ErrantExtractor(cache=cache)
    assert warm.extract_many(PAIRS) == first
    assert warm._nlp is None  # the signature came from the installed packages' metadata
    assert warm.signature() == loaded.signature() == ErrantExtractor(model=nlp, cache=False).signature()
