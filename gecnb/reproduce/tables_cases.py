"""The CLEME2.0 paper's weighting case studies (Tables 3 and 9) beside gecnb's.

Both tables show two CoNLL-2014 test sentences corrected by AMU, against the first NUCLE annotator, chunk by
chunk, with each weighted chunk's weight and the sentence's Hit / Wrong / Under / Over. gecnb rebuilds each
case with :func:`gecnb.reproduce.cases.edit_weights` (chunks of both NUCLE references, shown against
reference 0 with unchanged runs merged: the paper's layout) on the CLEME authors' ERRANT edits.

What is comparable: the number of chunks and the chunks per category (the structure of the case; printed as
columns and colours). What is not, and why (each cell's ``note``):

* Table 3's weights and indicators need BERTScore with bert-base-uncased, layer 9 (the paper's setting).
  gecnb computes them with the model its search order finds (:mod:`gecnb.metrics.weighting.bertscore`): offline that
  is all-MiniLM-L6-v2, layer 6, so the cells are not comparable. With bert-base-uncased in the local
  Hugging Face cache (or ``$GECNB_BERT_MODEL`` pointing at it, layer 9) the weights are comparable at the
  printed precision.
* Table 9's weights are the answers of Llama-2-7B (Figure 3's prompt, temperature 0.1). No such model is
  available offline, so gecnb computes these cells only when ``$GECNB_LLM_MODEL`` names a local causal LM,
  and even then marks them not comparable (another model, other samples); otherwise they are empty.
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

import pandas as pd

from gecnb.reproduce.base import register

if TYPE_CHECKING:
    from gecnb.reproduce.cases import WeightingSpec

#: (case, 0-based sentence of the CoNLL-2014 test set); system AMU, NUCLE reference 0, as printed
CASES = (("case 1", 35), ("case 2", 9))
SYSTEM = "AMU"
REFERENCE = 0
_INDICATORS = ("Hit", "Wrong", "Under", "Over")
_CATS = ("TP", "FP_ne", "FP_un", "FN")
_OVER_NOTE = "gecnb's 0 is Eq. 4 with no FP_un chunk, whatever the model: the printed 0.60 is a misprint"


def case_frame(sentence: int, weighting: WeightingSpec, **options: object) -> pd.DataFrame:
    """The case's chunks against NUCLE reference 0 (merged TN runs), weighed by ``weighting``."""
    from gecnb.data.registry import load_dataset
    from gecnb.reproduce.cases import edit_weights

    corpus = load_dataset("conll14-cleme-errant")
    opts = {weighting: options} if options and isinstance(weighting, str) else None
    frame = edit_weights(corpus, system=SYSTEM, sentence=sentence, reference_set="NUCLE", weighting=[weighting],
                         edits="given", merge_unchanged=True, options=opts)
    out = frame[frame["reference"] == REFERENCE].reset_index(drop=True)
    out.attrs.update(frame.attrs)
    return out


def _structure_rows(case: str, frame: pd.DataFrame) -> list[dict[str, object]]:
    rows: list[dict[str, object]] = [{"row": case, "column": "chunks", "gecnb": float(len(frame)), "tolerance": 0.0,
                                      "comparable": True, "note": "gecnb: chunks of both NUCLE references, "
                                      "runs of TN chunks against reference 0 merged"}]
    for c in _CATS:
        rows.append({"row": case, "column": f"n_{c}", "gecnb": float((frame["category"] == c).sum()),
                     "tolerance": 0.0, "comparable": True, "note": ""})
    return rows


def _weight_rows(case: str, frame: pd.DataFrame, col: str, *, comparable: bool, tolerance: float, why: str
                 ) -> list[dict[str, object]]:
    from gecnb.reproduce.cases import case_scores

    rows: list[dict[str, object]] = []
    for r in frame.itertuples():
        if r.category == "TN":
            continue
        rows.append({"row": case, "column": f"chunk{r.chunk + 1}", "gecnb": float(getattr(r, col)),
                     "tolerance": tolerance, "comparable": comparable,
                     "note": f"gecnb: {r.category} '{r.source}' -> '{r.hypothesis}' (ref. '{r.reference_text}'); {why}"})
    sc = case_scores(frame).set_index("weighting").loc[col]
    for name in _INDICATORS:
        note = why + ("; " + _OVER_NOTE if case == "case 1" and name == "Over" else "")
        rows.append({"row": case, "column": name, "gecnb": float(sc[name.lower()]), "tolerance": 0.005,
                     "comparable": comparable and not (case == "case 1" and name == "Over"), "note": note})
    return rows


@register("cleme2-table3", title="CLEME2.0 Table 3: case studies of similarity weighting (AMU, CoNLL-2014 "
          "sentences 36 and 10, NUCLE reference 0): chunks, categories, weights, Hit/Wrong/Under/Over",
          tolerance=0.0)
def _cleme2_table3() -> pd.DataFrame:
    from gecnb.metrics.weighting.bertscore import PAPER_LAYER, PAPER_MODEL
    from gecnb.metrics.weighting.similarity import SimilarityWeigher

    weigher = SimilarityWeigher()
    bm = weigher.bert_model
    paper_model = bm.name == PAPER_MODEL and bm.layer == PAPER_LAYER
    why = (f"BERTScore {bm.name} layer {bm.layer}, the paper's model" if paper_model else
           f"not comparable: BERTScore {bm.name} layer {bm.layer} (found offline) instead of the paper's "
           f"{PAPER_MODEL} layer {PAPER_LAYER}")
    rows: list[dict[str, object]] = []
    for case, sentence in CASES:
        frame = case_frame(sentence, weigher)
        rows += _structure_rows(case, frame)
        rows += _weight_rows(case, frame, "similarity", comparable=paper_model, tolerance=0.0005, why=why)
    return pd.DataFrame(rows)


@register("cleme2-table9", title="CLEME2.0 Table 9: case studies of LLM weighting (Llama-2-7B; Table 3's "
          "cases): chunks and categories recomputed, LLM weights only with a local model", tolerance=0.0)
def _cleme2_table9() -> pd.DataFrame:
    model = os.environ.get("GECNB_LLM_MODEL", "").strip()
    rows: list[dict[str, object]] = []
    for case, sentence in CASES:
        if model:
            frame = case_frame(sentence, "llm", model=model, progress=False)
            rows += _structure_rows(case, frame)
            rows += _weight_rows(case, frame, "llm", comparable=False, tolerance=0.5,
                                 why=f"not comparable: weights of {model!r} ($GECNB_LLM_MODEL), not Llama-2-7B")
            continue
        frame = case_frame(sentence, "none")
        rows += _structure_rows(case, frame)
        why = ("not computed: the paper's Llama-2-7B is not available offline (set $GECNB_LLM_MODEL to a local "
               "causal LM to compute these cells with it)")
        for r in frame.itertuples():
            if r.category != "TN":
                rows.append({"row": case, "column": f"chunk{r.chunk + 1}", "gecnb": float("nan"), "tolerance": 0.5,
                             "comparable": False, "note": f"gecnb: {r.category} '{r.source}' -> '{r.hypothesis}' "
                                                          f"(ref. '{r.reference_text}'); {why}"})
        for name in _INDICATORS:
            rows.append({"row": case, "column": name, "gecnb": float("nan"), "tolerance": 0.005,
                         "comparable": False, "note": why})
    return pd.DataFrame(rows)
