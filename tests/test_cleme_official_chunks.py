"""The error types of CLEME's chunks, merged chunks above all, are the official code's.

Oracle: ``gecnb/datasets/official_figures/cleme_chunk_types_conll14.tsv.gz``, what THUKElab/CLEME v1.1.0
(commit e90abea) gives every changed chunk (``DependentCLEME.prepare_datasets`` on the CLEME authors' ERRANT
files; driver ``scripts/oracles/cleme_chunks_oracle.py``, provenance in the folder's README): AMU, CAMB and POST
on the CoNLL-2014 sentences 0-499 where some target has a merged chunk (two or more edit types), every changed
chunk of those sentences. A merged chunk's types are its edits' types in source order, repeats kept (the
official ``merge_edits`` extends the first widened edit's list with each identical one's). On all 19,553 changed
chunks of the three systems gecnb and the official code agree (checked when the file was made); the file keeps
4,676 of them, 1,146 merged.
"""

from __future__ import annotations

import pandas as pd
import pytest

from gecnb.data.registry import load_dataset
from gecnb.datasets import data_path
from gecnb.metrics.cleme import cleme_chunks

COLUMNS = ["system", "sentence", "target", "chunk", "src_start", "src_end", "text", "types"]


@pytest.fixture(scope="module")
def official() -> pd.DataFrame:
    path = data_path("official_figures", "cleme_chunk_types_conll14.tsv.gz")
    df = pd.read_csv(path, sep="\t", dtype=str, keep_default_na=False, quoting=3)
    assert df.columns.tolist() == COLUMNS
    return df


def _rows(df: pd.DataFrame) -> list[tuple[str, ...]]:
    return sorted(zip(*(df[c].astype(str) for c in COLUMNS[1:]), strict=True))


def test_the_oracle_holds_merged_chunks(official):
    assert len(official) == 4676 and set(official.system) == {"AMU", "CAMB", "POST"}
    types = official.types.str.split(",")
    assert (types.str.len() >= 2).sum() == 1146
    assert (types.map(lambda t: len(set(t))) >= 2).sum() == 1097  # merged chunks of different types
    assert set(official.target) == {"hypothesis", "ref0", "ref1"}


@pytest.mark.parametrize("system", ["AMU", "CAMB", "POST"])
def test_chunk_types_equal_the_official_code(official, system):
    want = official[official.system == system]
    corpus = load_dataset("conll14-cleme-errant")
    sentences = sorted({int(s) for s in want.sentence})
    got = cleme_chunks(corpus, system=system, reference_set="NUCLE", edits="given", sentences=sentences)
    got = got[got.changed].assign(types=lambda d: d.types.str.replace("+", ",", regex=False))
    got_rows, want_rows = _rows(got), _rows(want)
    assert len(got_rows) == len(want_rows)
    assert got_rows == want_rows
