"""The main job on bundled data (``gecnb demo`` / ``make demo``): CLEME and CLEME2.0 on the 13 CoNLL-2014
outputs, scored against NUCLE with the CLEME authors' own ERRANT edits, through the metric protocol."""

from __future__ import annotations

import pandas as pd


def demo_table() -> pd.DataFrame:
    """One row per system: CLEME-dependent (corpus, length-weighted) P / R / F0.5, then CLEME2.0-dependent
    (corpus preset) chunk counts TP / FP_ne / FP_un / FN and Hit / Wrong / Under / Over / Score."""
    from gecnb.data.registry import load_dataset
    from gecnb.metrics.base import score

    corpus = load_dataset("conll14-cleme-errant")
    cleme = score(corpus, "cleme", reference_set="NUCLE", edits="given")
    cleme2 = score(corpus, "cleme2", reference_set="NUCLE", edits="given")
    left = cleme[["system", "p", "r", "f"]].rename(columns={"p": "cleme_p", "r": "cleme_r", "f": "cleme_f"})
    right = cleme2[["system", "tp", "fp_ne", "fp_un", "fn", "hit", "wrong", "under", "over", "score"]]
    out = left.merge(right, on="system").sort_values("score", ascending=False, ignore_index=True)
    for c in ("tp", "fp_ne", "fp_un", "fn"):
        out[c] = out[c].astype("int64")
    return out
