"""Paper 004 (a formal framework for fluency-based multi-reference GEC evaluation), Figure 1: corpus-level
character GLEU on MuCGEC dev as references are added 1..7, for the four aggregations.

The hypotheses the paper scored (an LLM's output) are not public, so no plotted value can be reproduced.
gecnb draws the same curves for two documented stand-in systems on the bundled ``mucgec-dev`` data:

* **source** (the default curve, the printed cells): the uncorrected source as the system, scored against
  the first k references of each sentence (all 1,134 sentences the dataset keeps);
* **annotator 1**: each sentence's first reference as the system, scored against its *other* references
  1..k (the 850 sentences with at least two references); rows ``<AGGREGATION> [annotator 1]``, in the
  computed frame only (:func:`figure1_curves` returns both curves in one long frame).

What does not depend on the hypotheses is compared with the paper: the reference counts of MuCGEC dev
(from the raw file, its three sentences with only 无法标注 references included) and the stated order
MERGED > SELECT-BEST > WEIGHTED > AVERAGE, checked at every point with k >= 2 of both stand-ins.
"""

from __future__ import annotations

from collections import Counter
from itertools import pairwise

import pandas as pd

from gecnb.reproduce.base import register

AGGREGATIONS = {"SELECT-BEST": "select-best", "AVERAGE": "simple-avg", "WEIGHTED": "weighted-avg", "MERGED": "merged"}
ORDER = ("MERGED", "SELECT-BEST", "WEIGHTED", "AVERAGE")
ORDER_ROW = "order " + " > ".join(ORDER)
MAX_REFS = 7
_NOT_PUBLIC = ("stand-in hypotheses: the paper's system output is not public, so its values are unreachable; "
               "gecnb's value is the source sentences' GLEU (the do-nothing system, which scores high here: paper "
               "004's count' clips each n-gram at 0, so n-grams kept from the source are not penalised)")


def _curve(sources: list[str], hypotheses: list[str], references: list[tuple[str, ...]], max_k: int
           ) -> pd.DataFrame:
    """Corpus GLEU (gleu-multiref, character n-grams) of ``hypotheses`` against the first k references of
    each sentence, k = 1..max_k, for the four aggregations: ``aggregation, k, gleu``."""
    from gecnb.data.corpus import Corpus
    from gecnb.metrics.base import get_metric

    corpus = Corpus("mucgec-dev-first-k", tuple(sources), "zh")
    corpus.add_system("system", hypotheses)
    for k in range(1, max_k + 1):
        corpus.add_references(f"first-{k}", [r[:k] for r in references])
    rows = []
    for printed, agg in AGGREGATIONS.items():
        metric = get_metric("gleu-multiref", aggregation=agg, tokens="char")
        for k in range(1, max_k + 1):
            score = metric.score(corpus, reference_set=f"first-{k}")
            rows.append({"aggregation": printed, "k": k, "gleu": float(score["gleu"].iloc[0]),
                         "signature": str(score["signature"].iloc[0])})
    return pd.DataFrame(rows)


def _order_holds(curve: pd.DataFrame) -> pd.Series:
    """Per k >= 2: does MERGED > SELECT-BEST > WEIGHTED > AVERAGE hold (strictly)?"""
    wide = curve.pivot(index="k", columns="aggregation", values="gleu")
    wide = wide[wide.index >= 2]
    holds = pd.Series(True, index=wide.index)
    for hi, lo in pairwise(ORDER):
        holds &= wide[hi] > wide[lo]
    return holds


def _multiref_figure1_sample() -> pd.DataFrame:
    """The reference counts of the raw file and the source stand-in curve at one reference (4 aggregations)."""
    from gecnb.data.readers import read_mucgec
    from gecnb.data.registry import load_dataset
    from gecnb.datasets import data_path

    corpus = load_dataset("mucgec-dev")
    sources = list(corpus.sources)
    refs = list(corpus.references("MuCGEC").references)
    rows = [{"row": r.aggregation, "column": "1 reference", "gecnb": r.gleu}
            for r in _curve(sources, sources, refs, 1).itertuples()]
    raw = read_mucgec(data_path("mucgec", "MuCGEC_dev.txt"), keep_unannotatable=True)
    counts = Counter(len(r) for r in raw.references)
    rows += [{"row": "MuCGEC dev sentences", "column": f"{k} reference{'s' if k > 1 else ''}",
              "gecnb": float(counts.get(k, 0))} for k in range(1, MAX_REFS + 1)]
    return pd.DataFrame(rows)


@register("multiref-figure1", title="Multi-reference GLEU framework (004) Figure 1: corpus character GLEU on "
          "MuCGEC dev with references 1..7 for SELECT-BEST / AVERAGE / WEIGHTED / MERGED (stand-in hypotheses: "
          "the source; annotator 1 against the others), the reference counts and the stated order",
          cached=True, signature="stand-ins:source,annotator-1|tau=1|char",
          sample=_multiref_figure1_sample)
def _multiref_figure1() -> pd.DataFrame:
    from gecnb.data.readers import read_mucgec
    from gecnb.data.registry import load_dataset
    from gecnb.datasets import data_path

    corpus = load_dataset("mucgec-dev")
    sources = list(corpus.sources)
    refs = list(corpus.references("MuCGEC").references)
    source_curve = _curve(sources, sources, refs, MAX_REFS)
    two = [i for i, r in enumerate(refs) if len(r) >= 2]
    ann1_curve = _curve([sources[i] for i in two], [refs[i][0] for i in two], [refs[i][1:] for i in two],
                        MAX_REFS - 1)

    rows: list[dict[str, object]] = []
    for r in source_curve.itertuples():
        rows.append({"row": r.aggregation, "column": f"{r.k} reference{'s' if r.k > 1 else ''}", "gecnb": r.gleu,
                     "comparable": False, "note": _NOT_PUBLIC,
                     "hypothesis": "source", "sentences": len(sources), "signature": r.signature})
    for r in ann1_curve.itertuples():
        rows.append({"row": f"{r.aggregation} [annotator 1]", "column": f"{r.k} reference{'s' if r.k > 1 else ''}",
                     "gecnb": r.gleu, "comparable": False,
                     "note": "stand-in: annotator 1 as the system, the other references as references",
                     "hypothesis": "annotator 1", "sentences": len(two), "signature": r.signature})

    holds = pd.concat([_order_holds(source_curve), _order_holds(ann1_curve)])
    failing = [f"{h} k={k}" for h, part in (("source", _order_holds(source_curve)),
                                            ("annotator 1", _order_holds(ann1_curve)))
               for k, ok in part.items() if not ok]
    rows.append({"row": ORDER_ROW, "column": "2-7 references", "gecnb": float(holds.mean()), "comparable": True,
                 "note": (f"gecnb: share of the {len(holds)} points with k >= 2 of the two stand-ins where the order "
                          "holds strictly" + (f"; fails at {', '.join(failing)}" if failing else "")
                          + ". SELECT-BEST >= WEIGHTED >= AVERAGE holds for any hypothesis (a softmax-weighted mean "
                          "lies between the mean and the maximum); MERGED > SELECT-BEST is an empirical claim"),
                 "hypothesis": "source; annotator 1", "sentences": len(sources), "signature": ""})

    # hypothesis-independent: the reference counts of the raw file (placeholder-only sentences included)
    raw = read_mucgec(data_path("mucgec", "MuCGEC_dev.txt"), keep_unannotatable=True)
    counts = Counter(len(r) for r in raw.references)
    raw_note = (f"the raw file, with the {len(raw.sources) - len(sources)} sentences whose only references are "
                "无法标注 (the mucgec-dev dataset leaves them out)")
    for k in range(1, MAX_REFS + 1):
        rows.append({"row": "MuCGEC dev sentences", "column": f"{k} reference{'s' if k > 1 else ''}",
                     "gecnb": float(counts.get(k, 0)), "comparable": True, "note": raw_note,
                     "hypothesis": "", "sentences": len(raw.sources), "signature": ""})
    n = len(raw.sources)
    rows.append({"row": "MuCGEC dev sentences", "column": "total", "gecnb": float(n), "comparable": True,
                 "note": raw_note, "hypothesis": "", "sentences": n, "signature": ""})
    mean = sum(k * c for k, c in counts.items()) / n
    rows.append({"row": "MuCGEC dev sentences", "column": "mean references per sentence", "gecnb": mean,
                 "comparable": True,
                 "note": f"gecnb's mean is {mean:.4f}: the paper prints it truncated (2.16), not rounded (2.17)",
                 "hypothesis": "", "sentences": n, "signature": ""})
    return pd.DataFrame(rows)


def figure1_curves(*, recompute: bool = False) -> pd.DataFrame:
    """Both stand-in curves of Figure 1 in one long frame: ``hypothesis, aggregation, references, gleu,
    sentences`` (from the shipped cache unless ``recompute``)."""
    from gecnb.reproduce.base import computed

    frame = computed("multiref-figure1", recompute=recompute)
    curves = frame[frame["hypothesis"].isin(["source", "annotator 1"])].copy()
    curves["aggregation"] = curves["row"].str.replace(" [annotator 1]", "", regex=False)
    curves["references"] = curves["column"].str.split().str[0].astype(int)
    curves = curves.rename(columns={"gecnb": "gleu"})
    return curves[["hypothesis", "aggregation", "references", "gleu", "sentences"]].reset_index(drop=True)


__all__ = ["AGGREGATIONS", "ORDER", "figure1_curves"]
