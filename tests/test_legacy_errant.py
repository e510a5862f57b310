"""The shipped legacy ERRANT edits (ERRANT 2.3.3, spaCy 2.3.9, en_core_web_sm 2.2.5; scripts/build_legacy_errant.py).

spaCy 2 cannot be installed beside gecnb's spaCy 3, so the files are not re-extracted here; what is checked is
what they are for: on CoNLL-2014's NUCLE gold, where the CLEME authors published their ERRANT edits, the legacy
pipeline gives the authors' edits far more often than gecnb's current ERRANT 3.0.0 / spaCy 3.8 pipeline does.
"""

from __future__ import annotations

import pytest

from gecnb.data.registry import LEGACY_ERRANT_MODEL, load_dataset
from gecnb.datasets import data_path


@pytest.fixture(scope="module")
def authors():
    return load_dataset("conll14-cleme-errant")


def _spans(edits) -> list[tuple[int, int, str]]:
    return sorted((e.o_start, e.o_end, " ".join(e.c_str.split())) for e in edits)


def _agreement(corpus, authors, rs: str = "NUCLE") -> tuple[int, int, int]:
    """(pairs whose edit spans and corrections equal the authors', pairs, edits) over NUCLE's 2 annotators."""
    mine, theirs = corpus.references(rs).edits, authors.references("NUCLE").edits
    same = pairs = edits = 0
    for m_sent, t_sent in zip(mine, theirs, strict=True):
        for m, t in zip(m_sent, t_sent, strict=True):
            pairs += 1
            edits += len(m)
            same += _spans(m) == _spans(t)
    return same, pairs, edits


def test_the_signature_file_is_the_scripts():
    from scripts.build_legacy_errant import SIGNATURE

    shipped = data_path("fresh_errant", LEGACY_ERRANT_MODEL, "SIGNATURE").read_text(encoding="utf-8").strip()
    assert shipped == SIGNATURE


def test_legacy_nucle_edits_are_the_authors_edits_but_for_a_few(authors):
    legacy = load_dataset("conll14-legacy-errant")
    fresh = load_dataset("conll14-fresh-errant")
    same, pairs, edits = _agreement(legacy, authors)
    f_same, f_pairs, f_edits = _agreement(fresh, authors)
    a_edits = sum(len(a) for s in authors.references("NUCLE").edits for a in s)
    assert pairs == f_pairs == 2624
    assert a_edits == 5937
    assert edits == 5937  # the authors' count exactly; the current pipeline's differs
    assert f_edits == 5956
    assert same == 2612  # 12 pairs differ: merges that hang on the model's tags (2.2.5 here, 2.3.1 likely theirs)
    assert f_same == 2563  # the current pipeline: 61 pairs differ


def test_legacy_datasets_load_every_set_and_system():
    legacy = load_dataset("conll14-legacy-errant")
    assert set(legacy.reference_sets) == {"NUCLE", "BN-10GEC", "E-Minimal", "E-Fluency", "NE-Minimal", "NE-Fluency"}
    assert len(legacy.systems) == 13
    assert all(rs.edits is not None for rs in legacy.reference_sets.values())
    seeda = load_dataset("seeda-legacy-errant")
    assert len(seeda.systems) == 15 and seeda.references("NUCLE").edits == legacy.references("NUCLE").edits
