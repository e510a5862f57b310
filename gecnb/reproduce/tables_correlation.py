"""The correlation tables of the CLEME and CLEME2.0 papers, built on the correlation grid
(:mod:`gecnb.meta.grid`): every metric x the six CoNLL-2014 reference sets x GJG15's Expected Wins and
TrueSkill x Pearson / Spearman, with the papers' ♣ cells (unchanged references removed).

Where the scores come from (one grid, computed once per process and shipped as caches):

* CoNLL-2014 column: M2 and GLEU on the official gold (``conll14``), ERRANT and CLEME on the CLEME authors'
  ERRANT files (``conll14-cleme-errant``), as the CLEME paper scored them;
* the other five columns: ``conll14-fresh-errant`` (gecnb's ERRANT edits of every reference set and system;
  the papers' older spaCy gave other edits, so these cells are reproduced less closely);
* PT-M2 and the CLEME2.0 -sim rows use the offline MiniLM model, not the papers' bert-base-uncased: those
  cells are computed but not comparable.
"""

from __future__ import annotations

from functools import cache

import pandas as pd

from gecnb.data.paper_tables import paper_table
from gecnb.meta.grid import Unchanged
from gecnb.reproduce.base import register

COLUMNS = {  # paper column -> reference set name in the datasets
    "CoNLL-2014": "NUCLE", "BN-10GEC": "BN-10GEC", "E-Minimal": "E-Minimal", "E-Fluency": "E-Fluency",
    "NE-Minimal": "NE-Minimal", "NE-Fluency": "NE-Fluency",
}
_COEF = {"pearson": "r", "spearman": "rho"}
_HUMAN = {"EW": "EW", "TS": "TS"}
CLEME2_CORPUS = "0.45,0.35,0.15,0.05"  # the paper's presets (§4.1)
CLEME2_SENTENCE = "0.35,0.25,0.20,0.20"

# paper row -> (metric spec, where the CoNLL-2014 column is scored: "official" = conll14, "authors" =
# conll14-cleme-errant; the other columns always on conll14-fresh-errant), comparable
ROWS: dict[str, tuple[str, str, bool]] = {
    "M2": ("m2", "official", True),
    "GLEU": ("gleu", "official", True),
    "ERRANT": ("errant", "authors", True),
    "PT-M2": ("pt-m2", "official", False),
    "CLEME-dependent": ("cleme:assumption=dependent", "authors", True),
    "CLEME-independent": ("cleme:assumption=independent", "authors", True),
    "CLEME2.0-dep": (f"cleme2:assumption=dependent,factors={CLEME2_CORPUS}", "authors", True),
    "CLEME2.0-ind": (f"cleme2:assumption=independent,factors={CLEME2_CORPUS}", "authors", True),
    "SentM2": ("m2:level=sentence", "official", True),
    "SentGLEU": ("gleu:level=sentence", "official", True),
    "SentERRANT": ("errant:level=sentence", "authors", True),
    "SentPT-M2": ("pt-m2:level=sentence", "official", False),
    "SentCLEME-dependent": ("cleme:assumption=dependent,level=sentence", "authors", True),
    "SentCLEME-independent": ("cleme:assumption=independent,level=sentence", "authors", True),
    "SentCLEME2.0-dep": (f"cleme2:assumption=dependent,factors={CLEME2_SENTENCE},level=sentence", "authors", True),
    "SentCLEME2.0-ind": (f"cleme2:assumption=independent,factors={CLEME2_SENTENCE},level=sentence", "authors", True),
}
ALIASES = {"CLEME-dep": "CLEME-dependent", "CLEME-ind": "CLEME-independent", "SentCLEME-dep": "SentCLEME-dependent",
           "SentCLEME-ind": "SentCLEME-independent"}
NOT_COMPARABLE = "PT-M2 uses the offline MiniLM model here; the paper used bert-base-uncased"


def _spec(row: str) -> str:
    return f"{row}={ROWS[row][0]}"


@cache
def conll14_grid(rows: tuple[str, ...], unchanged: Unchanged) -> pd.DataFrame:
    """The tidy correlation grid of ``rows`` (paper row names) on the six CoNLL-2014 reference sets against
    GJG15's published EW and TrueSkill (13 systems incl. INPUT), in one ``unchanged`` setting."""
    from gecnb.data.registry import load_dataset
    from gecnb.meta.grid import correlation_grid, metric_scores

    frames = []
    for where, dataset in (("official", "conll14"), ("authors", "conll14-cleme-errant")):
        specs = [_spec(r) for r in rows if ROWS[r][1] == where]
        if specs:
            frames.append(metric_scores(load_dataset(dataset), metrics=specs, reference_sets=["NUCLE"],
                                        unchanged=unchanged))
    rest = [c for c in COLUMNS.values() if c != "NUCLE"]
    frames.append(metric_scores(load_dataset("conll14-fresh-errant"), metrics=[_spec(r) for r in rows],
                                reference_sets=rest, unchanged=unchanged))
    scores = pd.concat(frames, ignore_index=True)
    return correlation_grid(scores, "gjg15", methods=("pearson", "spearman"))


def _cells(name: str, *, tolerance: float = 0.01) -> pd.DataFrame:
    printed = paper_table(name)
    printed = printed[printed["column"].isin(list(COLUMNS))]
    rows = []
    settings: tuple[tuple[str, Unchanged], ...] = (("", "keep"), ("♣", "drop"))
    for mark, unchanged in settings:
        want = printed[printed["mark"].fillna("") == mark]
        names = tuple(r for r in ROWS if r in {ALIASES.get(x, x) for x in want["row"]})
        if not names:
            continue
        grid = conll14_grid(names, unchanged)
        by_set = {v: k for k, v in COLUMNS.items()}
        for g in grid.itertuples():
            rows.append({"row_key": g.metric, "column": by_set[g.reference_set], "human": g.human,
                         "coefficient": _COEF[g.method], "mark": mark, "gecnb": round(float(g.value), 6),
                         "removed": g.removed})
    computed = pd.DataFrame(rows)
    out = []
    for p in printed.itertuples():
        key = ALIASES.get(p.row, p.row)
        mark = p.mark if isinstance(p.mark, str) else ""
        hit = computed[(computed.row_key == key) & (computed.column == p.column) & (computed.human == p.human)
                       & (computed.coefficient == p.coefficient) & (computed["mark"] == mark)]
        if hit.empty:
            continue
        comparable = ROWS[key][2]
        notes = []
        if not comparable:
            notes.append(NOT_COMPARABLE)
        if p.column != "CoNLL-2014" and ROWS[key][1] == "authors":
            notes.append("fresh ERRANT edits (the paper's spaCy version gave other edits)")
        if mark:
            notes.append(f"♣: {int(hit['removed'].iloc[0])} unchanged references removed")
        out.append({"row": p.row, "column": p.column, "human": p.human, "coefficient": p.coefficient,
                    "gecnb": float(hit["gecnb"].iloc[0]), "comparable": comparable, "tolerance": tolerance,
                    "note": "; ".join(notes)})
    return pd.DataFrame(out)


@register("cleme-table2", title="CLEME Table 2: correlations of 12 metrics on six reference sets with GJG15's "
          "Expected Wins and TrueSkill (13 systems incl. INPUT; ♣ = unchanged references removed)",
          tolerance=0.01, cached=True, signature="grid-v1|gjg15-published|errant-3.0.0|en_core_web_sm-3.8.0")
def _cleme_table2() -> pd.DataFrame:
    return _cells("cleme-table2")


__all__ = ["COLUMNS", "ROWS", "conll14_grid"]
