"""The CLEME2.0 paper's correlation tables (Tables 1, 5, 8, 10, 11) on the correlation grid
(:mod:`gecnb.meta.grid`), with GJG15's Expected Wins and TrueSkill as Chollampatt & Ng (2018) published them
(:data:`gecnb.reproduce.tables_correlation.HUMAN`, Table 11 too), 13 systems incl. INPUT.

Where the scores come from is the convention of :mod:`gecnb.reproduce.tables_correlation` (the CLEME
paper's Table 2): the CoNLL-2014 column on the official gold (M2, GLEU) or on the CLEME authors' ERRANT files
(ERRANT, CLEME, CLEME2.0), the other five reference sets on ``conll14-legacy-errant``; M2 on every set's
published M2 gold (``conll14-m2``) and GLEU on the texts, as ``cleme-table2``
(:func:`gecnb.reproduce.tables_correlation.datasets_of`).

Not computed here (their cells say "not computed by gecnb"):

* PT-M2 / SentPT-M2: the papers used bert-base-uncased; the offline substitute (MiniLM) makes them not
  comparable anyway, and one reference set costs minutes of BERTScore on 2 shared cores;
* the CLEME2.0-sim rows outside the CoNLL-2014 column: gecnb's shipped similarity cache covers NUCLE only,
  the other sets would need MiniLM runs over every reference set. The CoNLL-2014 cells are computed with
  MiniLM and are not comparable (the paper used bert-base-uncased).
"""

from __future__ import annotations

import math
from functools import cache
from typing import TYPE_CHECKING

import pandas as pd

from gecnb.data.errors import GecInputError
from gecnb.meta.grid import Unchanged
from gecnb.reproduce.base import register
from gecnb.reproduce.printed import paper_table, printed_mean
from gecnb.reproduce.tables_correlation import (
    ALIASES,
    CLEME2023_ROWS,
    COLUMNS,
    HUMAN,
    ROWS,
    SCORE_DECIMALS,
    cell_note,
    correlate_gjg15,
    scores_grid,
    slip_notes,
)

if TYPE_CHECKING:
    from gecnb.meta.grid import MetricSpec
    from gecnb.metrics.weighting import LengthWeights

_COEF = {"pearson": "r", "spearman": "rho"}
PRESET_CORPUS = "0.45,0.35,0.15,0.05"  # the paper's presets (§4.1)
PRESET_SENTENCE = "0.35,0.25,0.20,0.20"
SCORER_DEFAULT = "0.5,0.4,0.05,0.05"  # the official scorer's constructor default (see docs/cleme2.md)
SIM = "MiniLM (offline substitute) for the paper's bert-base-uncased: not comparable"
SIM_NOT_RUN = "similarity weights exist offline for NUCLE only (other sets need MiniLM runs)"


def cleme2_spec(assumption: str, level: str, factors: str, weighting: str = "none") -> str:
    """The grid spec of one CLEME2.0 row."""
    spec = f"cleme2:assumption={assumption},factors={factors}"
    if weighting != "none":
        spec += f",weighting={weighting}"
    return spec + (",level=sentence" if level == "sentence" else "")


def table1_rows(factors: str = "presets") -> dict[str, tuple[str, str, bool, str]]:
    """Paper row -> (metric spec, CoNLL-2014 source "official"/"authors", comparable, where: "all" = six
    sets, "nucle" = CoNLL-2014 only). ``factors``: "presets" (the paper's §4.1 presets per level) or
    "default" (the official scorer's constructor default for both levels)."""
    fc = PRESET_CORPUS if factors == "presets" else SCORER_DEFAULT
    fs = PRESET_SENTENCE if factors == "presets" else SCORER_DEFAULT
    rows: dict[str, tuple[str, str, bool, str]] = {
        "M2": ("m2", "official", True, "all"),
        "GLEU": (ROWS["GLEU"][0], "official", True, "all"),  # the CLEME authors' pooled corpus GLEU
        "ERRANT": ("errant", "authors", True, "all"),
        "CLEME-dep": ("cleme:assumption=dependent", "authors", True, "all"),
        "CLEME-ind": ("cleme:assumption=independent", "authors", True, "all"),
    }
    for short, assumption in (("dep", "dependent"), ("ind", "independent")):
        rows[f"CLEME2.0-{short}"] = (cleme2_spec(assumption, "corpus", fc), "authors", True, "all")
        rows[f"CLEME2.0-sim-{short}"] = (cleme2_spec(assumption, "corpus", fc, "similarity"), "authors", False,
                                         "nucle")
    rows.update({
        "SentM2": (ROWS["SentM2"][0], "official", True, "all"),  # each sentence's annotator on its own
        "SentGLEU": (ROWS["SentGLEU"][0], "official", True, "all"),  # their mean over (sentence, reference) pairs
        "SentERRANT": ("errant:level=sentence", "authors", True, "all"),
        "SentCLEME-dep": ("cleme:assumption=dependent,level=sentence", "authors", True, "all"),
        "SentCLEME-ind": ("cleme:assumption=independent,level=sentence", "authors", True, "all"),
    })
    for short, assumption in (("dep", "dependent"), ("ind", "independent")):
        rows[f"SentCLEME2.0-{short}"] = (cleme2_spec(assumption, "sentence", fs), "authors", True, "all")
        rows[f"SentCLEME2.0-sim-{short}"] = (cleme2_spec(assumption, "sentence", fs, "similarity"), "authors",
                                             False, "nucle")
    return rows


@cache
def grid(rows: tuple[tuple[str, str, str, str], ...], unchanged: Unchanged,
         columns: tuple[str, ...] = tuple(COLUMNS)) -> pd.DataFrame:
    """The tidy grid (GJG15 EW/TS x Pearson/Spearman) of ``rows`` = (label, spec, CoNLL-2014 source, where)
    on the CoNLL-2014 reference sets of the paper ``columns`` (``where="nucle"``: the CoNLL-2014 column only):
    :func:`~gecnb.reproduce.tables_correlation.scores_grid`, which scores each row where ``cleme-table2`` does;
    ``value`` from the scores rounded to :data:`~gecnb.reproduce.tables_correlation.SCORE_DECIMALS` decimals,
    ``unrounded`` from the scores as computed."""
    return scores_grid(tuple((label, spec, where == "all") for label, spec, _, where in rows), unchanged, columns,
                       decimals=SCORE_DECIMALS)


def as_cleme2023(row: str) -> bool:
    """Whether paper row ``row`` is one of CLEME Table 2's (:data:`~gecnb.reproduce.tables_correlation.
    CLEME2023_ROWS`, aliases resolved), whose cells the CLEME paper computed from scores rounded to
    :data:`~gecnb.reproduce.tables_correlation.SCORE_DECIMALS` decimals."""
    return ALIASES.get(row, row) in CLEME2023_ROWS


def grid_sample(rows: dict[str, tuple[str, str, bool, str]], names: tuple[str, ...], *,
                unchanged: Unchanged = "keep", column: str = "CoNLL-2014") -> pd.DataFrame:
    """A few cells recomputed from nothing (no in-process cache): rows ``names`` of ``rows`` on one paper
    ``column``, each rounded as :func:`correlation_cells` rounds it: ``row, column, human, coefficient, gecnb``."""
    both = scores_grid(tuple((n, rows[n][0], True) for n in names), unchanged, (column,), decimals=SCORE_DECIMALS)
    g = _long(both, "").drop(columns=["mark", "removed"])
    g["gecnb"] = [float(a) if as_cleme2023(r) else float(u)
                  for r, a, u in zip(g["row"], both["value"], both["unrounded"], strict=True)]
    return g


def _long(g: pd.DataFrame, mark: str, value: str = "value") -> pd.DataFrame:
    by_set = {v: k for k, v in COLUMNS.items()}
    return pd.DataFrame({"row": g["metric"], "column": g["reference_set"].map(by_set), "human": g["human"],
                         "coefficient": g["method"].map(_COEF), "mark": mark, "gecnb": g[value].astype(float),
                         "removed": g["removed"]})


def correlation_cells(name: str, rows: dict[str, tuple[str, str, bool, str]], *, keep_only: bool = False
                      ) -> pd.DataFrame:
    """Every printed cell of ``name`` that ``rows`` can compute, in the printed setting (♣ = drop, unless
    ``keep_only``): ``row, column, human, coefficient, mark, gecnb, removed, unrounded``. The cells of CLEME Table 2's
    rows (:func:`as_cleme2023`) are correlated from scores rounded to :data:`~gecnb.reproduce.tables_correlation.
    SCORE_DECIMALS` decimals, as the CLEME paper did (``unrounded``: the value without; NaN in the cells not
    rounded), except, with ``keep_only`` (Table 8), the cells that Table 1 marks ♣: the CLEME2.0 paper recomputed
    those with everything kept."""
    printed = paper_table(name)
    printed = printed[printed["column"].isin(list(COLUMNS)) & printed["row"].isin(list(rows))]
    marks = printed["mark"].fillna("").astype(str)
    out = []
    for mark, unchanged in (("", "keep"), ("♣", "drop")):
        want = printed[marks == mark] if not keep_only else (printed if mark == "" else printed.iloc[:0])
        # a row is computed in this setting only where it is computable (-sim rows: CoNLL-2014 only)
        ok = [rows[r][3] == "all" or c == "CoNLL-2014" for r, c in zip(want["row"], want["column"], strict=True)]
        want = want.loc[pd.Series(ok, index=want.index, dtype=bool)]
        names = [r for r in rows if r in set(want["row"])]
        if not names:
            continue
        columns = tuple(c for c in COLUMNS if c in set(want["column"]))
        both = grid(tuple((r, rows[r][0], rows[r][1], rows[r][3]) for r in names), unchanged, columns)
        g = _long(both, mark, "unrounded")
        recomputed = table1_club_cells() if keep_only else set()
        rounded = [as_cleme2023(r) and (r, c, h, k) not in recomputed
                   for r, c, h, k in zip(g["row"], g["column"], g["human"], g["coefficient"], strict=True)]
        g["unrounded"] = [float(v) if r else float("nan") for r, v in zip(rounded, g["gecnb"], strict=True)]
        g["gecnb"] = [float(a) if r else float(v)
                      for r, a, v in zip(rounded, both["value"], g["gecnb"], strict=True)]
        out.append(g.merge(want[["row", "column", "human", "coefficient"]].assign(
            mark=mark).drop_duplicates(), on=["row", "column", "human", "coefficient", "mark"]))
    return pd.concat(out, ignore_index=True)


def _averages(cells: pd.DataFrame, rows: dict[str, tuple[str, str, bool, str]], name: str) -> pd.DataFrame:
    """The 'Avg.' column as the paper averages: the mean of a row's 12 cells per coefficient, each at 3 decimals,
    rounded half up (:func:`~gecnb.reproduce.printed.printed_mean`; only where all 12 are computed). The note gives
    the plain mean and the same mean of the row's 12 printed cells of table ``name``."""
    printed = paper_table(name)
    printed = printed[printed["column"].isin(list(COLUMNS))]
    out = []
    for (row, coef), g in cells.groupby(["row", "coefficient"], sort=False):
        if len(g) != 12:
            continue
        values = [float(v) for v in g["gecnb"]]
        p = printed[(printed["row"] == row) & (printed["coefficient"] == coef)]["paper"]
        of_print = f"; the same mean of the 12 printed cells: {printed_mean([float(v) for v in p]):.3f}" \
            if len(p) == 12 else ""
        out.append({"row": row, "column": "Avg.", "human": "", "coefficient": coef, "gecnb": printed_mean(values),
                    "comparable": rows[row][2],
                    "note": f"the mean of the row's 12 cells at 3 decimals, rounded half up, as the paper averages "
                            f"(printed_mean); the plain mean is {sum(values) / len(values):.5f}{of_print}"})
    return pd.DataFrame(out)


def _notes(cells: pd.DataFrame, rows: dict[str, tuple[str, str, bool, str]]) -> pd.DataFrame:
    cells = cells.copy()
    notes = []
    comparable = []
    for c in cells.itertuples():
        sim = "-sim" in c.row
        notes.append(cell_note(c.row, c.column, c.human, c.coefficient, mark=c.mark, removed=int(c.removed),
                               legacy=not sim and rows[c.row][1] == "authors", first=SIM if sim else "",
                               unrounded=None if math.isnan(c.unrounded) else float(c.unrounded)))
        comparable.append(rows[c.row][2])
    cells["note"] = notes
    cells["comparable"] = comparable
    return cells.drop(columns=["mark", "removed", "unrounded"])


def _with_sim_notes(frame: pd.DataFrame, name: str, rows: dict[str, tuple[str, str, bool, str]]) -> pd.DataFrame:
    """Printed -sim cells outside CoNLL-2014 and -sim averages: not computed, with the reason."""
    printed = paper_table(name)
    have = set(zip(frame["row"], frame["column"], frame["human"].fillna(""), frame["coefficient"], strict=True))
    extra = []
    for p in printed.itertuples():
        human = p.human if isinstance(p.human, str) else ""
        if p.row in rows and not rows[p.row][2] and (p.row, p.column, human, p.coefficient) not in have:
            extra.append({"row": p.row, "column": p.column, "human": human, "coefficient": p.coefficient,
                          "gecnb": float("nan"), "comparable": False, "note": SIM_NOT_RUN})
    return pd.concat([frame, pd.DataFrame(extra)], ignore_index=True) if extra else frame


# ------------------------------------------------------------------------------------------ Table 1 / 8

TABLE1_FACTORS = "presets"  # which factors reproduce Table 1 better: see docs/reproduce.md (cleme2-table1)


def table1_frame(factors: str = TABLE1_FACTORS) -> pd.DataFrame:
    rows = table1_rows(factors)
    cells = _notes(correlation_cells("cleme2-table1", rows), rows)
    if factors != "presets":
        cells["note"] = [f"{n}; factors {SCORER_DEFAULT}".lstrip("; ") if "CLEME2.0" in r else n
                         for r, n in zip(cells["row"], cells["note"], strict=True)]
    cells = slip_notes(cells, "cleme2-table1")
    frame = pd.concat([cells, _averages(cells, rows, "cleme2-table1")], ignore_index=True)
    return _with_sim_notes(frame, "cleme2-table1", rows)


def _table1_sample() -> pd.DataFrame:
    """CLEME-dep and CLEME2.0-dep (presets) on CoNLL-2014, the authors' ERRANT files."""
    return grid_sample(table1_rows(TABLE1_FACTORS), ("CLEME-dep", "CLEME2.0-dep"))


@register("cleme2-table1", title="CLEME2.0 Table 1: correlations of 20 metrics on six reference sets with GJG15's "
          "Expected Wins and TrueSkill as Chollampatt & Ng (2018) published them (13 systems "
          "incl. INPUT; ♣ = unchanged references removed; Avg. = the mean of "
          "a row's 12 cells at 3 decimals, rounded half up, as the paper averages; CLEME Table 2's rows from "
          "scores rounded to 4 decimals, as the CLEME paper did)", cached=True,
          signature=f"grid-v1|{HUMAN}|errant-3.0.0|en_core_web_sm-3.8.0|factors:presets", sample=_table1_sample)
def _cleme2_table1() -> pd.DataFrame:
    return table1_frame()


# Oracle numbers (issue 20): THUKElab/CLEME's own SentCLEME on gecnb's legacy ERRANT edits, correlated with
# gjg15-cn18 (``scripts/oracles/sentcleme_oracle.py {2.0|2023} REFSET dependent``): the CLEME2.0 release (e90abea)
# gives the printed cells, the CLEME 2023 release (35368f3) gives gecnb's but for one sentence (NE-Minimal: sentence 24,
# source '"', where POST's empty hypothesis is dropped by that code's empty-target rule and its first reference scored
# in its place: POST 0.3477 vs gecnb's 0.3469). Keys (row, column, human, coefficient): (CLEME2.0 code, 2023 code).
TABLE8_ORACLE: dict[tuple[str, str, str, str], tuple[float, float]] = {
    ("SentCLEME-dep", "NE-Minimal", "EW", "r"): (-0.0206, 0.0561),
    ("SentCLEME-dep", "NE-Minimal", "EW", "rho"): (-0.1813, -0.0879),
    ("SentCLEME-dep", "NE-Minimal", "TS", "r"): (-0.1268, -0.0501),
    ("SentCLEME-dep", "NE-Minimal", "TS", "rho"): (-0.2473, -0.1538),
    ("SentCLEME-dep", "E-Minimal", "EW", "r"): (0.6018, 0.7500),
    ("SentCLEME-dep", "E-Minimal", "EW", "rho"): (0.450549, 0.6099),
    ("SentCLEME-dep", "E-Minimal", "TS", "r"): (0.5074, 0.6764),
    ("SentCLEME-dep", "E-Minimal", "TS", "rho"): (0.4121, 0.5824),
}


def _oracle_notes(cells: pd.DataFrame) -> pd.DataFrame:
    notes = []
    for c in cells.itertuples():
        n = c.note
        if (v := TABLE8_ORACLE.get((c.row, c.column, c.human, c.coefficient))) is not None:
            n = "; ".join(x for x in (n, f"THUKElab/CLEME's CLEME2.0 code (e90abea) on these edits gives {v[0]:.4f}, "
                                         f"its CLEME 2023 code (35368f3) {v[1]:.4f} "
                                         "(scripts/oracles/sentcleme_oracle.py)")
                          if x)
        notes.append(n)
    return cells.assign(note=notes)


# CLEME2.0 Table 8 repeats Table 1's sentence-level rows with the unchanged references kept. Only the cells that
# Table 1 marks ♣ can differ (elsewhere nothing was removed), and in the SentCLEME rows the authors recomputed
# exactly those cells with the CLEME2.0 release code (THUKElab/CLEME e90abea). Its ``LengthWeigher.__init__(self,
# **kwargs)`` calls ``super().__init__()`` without the keyword arguments, so every length weigher it builds has
# the class defaults, which are the corpus-level curves (alpha 2, 0.75-1.25): its SentCLEME weighs sentence-level
# counts with the corpus curves. The other cells are Table 1's, computed with the official sentence curves.
RELEASE_ROWS = {"SentCLEME-dep": "dependent", "SentCLEME-ind": "independent"}
RELEASE_NOTE = ("Table 1 marks this cell ♣, and the paper recomputed it with the CLEME2.0 release code (THUKElab/CLEME "
                "e90abea), whose LengthWeigher drops its constructor arguments (super().__init__() without **kwargs) "
                "and so weighs sentence-level counts with the corpus-level curves (alpha 2, 0.75-1.25): gecnb's value "
                "is SentCLEME with those curves (cleme level=sentence, weights=LengthWeights.default('corpus', ...)); "
                "with the official sentence curves it is {official:.4f}")


def release_sentcleme(assumption: str) -> MetricSpec:
    """SentCLEME as the CLEME2.0 release code computes it: the sentence level weighed with the official
    corpus-level length curves (see :data:`RELEASE_NOTE`)."""
    from gecnb.meta.grid import MetricSpec
    from gecnb.metrics.weighting import LengthWeights

    return MetricSpec("cleme", (("assumption", assumption), ("weights", LengthWeights.default("corpus", assumption))),
                      "sentence")


def table1_club_cells() -> set[tuple[str, str, str, str]]:
    """The (row, column, human, coefficient) cells that CLEME2.0 Table 1 marks ♣ (unchanged references removed)."""
    p = paper_table("cleme2-table1")
    p = p[p["mark"].fillna("").astype(str) == "♣"]
    return set(zip(p["row"], p["column"], p["human"].fillna("").astype(str), p["coefficient"], strict=True))


def _release_cells(cells: pd.DataFrame) -> pd.DataFrame:
    """Table 8's SentCLEME cells that Table 1 marks ♣, computed as the CLEME2.0 release code computes them."""
    clubs = table1_club_cells()
    hit = [(r, c, h, k) in clubs and r in RELEASE_ROWS
           for r, c, h, k in zip(cells["row"], cells["column"], cells["human"], cells["coefficient"], strict=True)]
    hit_s = pd.Series(hit, index=cells.index, dtype=bool)
    if not hit_s.any():
        return cells
    columns = tuple(c for c in COLUMNS if c in set(cells.loc[hit_s, "column"]))
    g = _long(scores_grid(tuple((r, release_sentcleme(a), True) for r, a in RELEASE_ROWS.items()), "keep", columns), "")
    release = {(x.row, x.column, x.human, x.coefficient): float(x.gecnb) for x in g.itertuples()}
    cells = cells.copy()
    for i in cells.index[hit_s]:
        c = cells.loc[i]
        key = (c["row"], c["column"], c["human"], c["coefficient"])
        note = RELEASE_NOTE.format(official=float(c["gecnb"]))
        cells.loc[i, "note"] = "; ".join(x for x in (c["note"], note) if x)
        cells.loc[i, "gecnb"] = release[key]
    return cells


def table8_frame() -> pd.DataFrame:
    rows = {k: v for k, v in table1_rows(TABLE1_FACTORS).items() if k.startswith("Sent")}
    cells = _notes(correlation_cells("cleme2-table8", rows, keep_only=True), rows)
    cells = slip_notes(_oracle_notes(_release_cells(cells)), "cleme2-table8")
    avg = _averages(cells, rows, "cleme2-table8")
    frame = pd.concat([cells, avg], ignore_index=True)
    # 'reduction vs Table 1 Avg.': Table 1's average (♣ cells dropped) minus this table's (keep)
    t1 = correlation_cells("cleme2-table1", rows)
    t1avg = _averages(_notes(t1, rows), rows, "cleme2-table1").set_index(["row", "coefficient"])["gecnb"]
    red = []
    for a in avg.itertuples():
        if (a.row, a.coefficient) in t1avg.index:
            red.append({"row": a.row, "column": "reduction vs Table 1 Avg.", "human": "", "coefficient": a.coefficient,
                        "gecnb": round(float(t1avg[(a.row, a.coefficient)] - a.gecnb), 3), "comparable": a.comparable,
                        "note": "Table 1's Avg. (♣ cells) minus this table's, both as the paper averages"})
    frame = pd.concat([frame, pd.DataFrame(red)], ignore_index=True)
    return _with_sim_notes(frame, "cleme2-table8", rows)


def _table8_sample() -> pd.DataFrame:
    """SentCLEME2.0-dep (sentence presets, unchanged references kept) on CoNLL-2014."""
    return grid_sample(table1_rows(TABLE1_FACTORS), ("SentCLEME2.0-dep",))


@register("cleme2-table8", title="CLEME2.0 Table 8: the sentence-level rows of Table 1 without removing unchanged "
          "references (GJG15 EW/TS, six reference sets; Avg. and the reduction against Table 1); the SentCLEME "
          "cells Table 1 marks ♣ as the CLEME2.0 release code computes them (corpus-level length curves); "
          "the cells that are Table 1's from scores rounded to 4 decimals, as the CLEME paper did",
          cached=True, signature=f"grid-v1|{HUMAN}|errant-3.0.0|en_core_web_sm-3.8.0|factors:presets",
          sample=_table8_sample)
def _cleme2_table8() -> pd.DataFrame:
    return table8_frame()


# ------------------------------------------------------------------------------------------ Table 10

_WEIGHTING = {"unw": "none", "len": "length", "sim": "similarity"}


def table10_rows() -> dict[str, tuple[str, str, bool, str]]:
    rows: dict[str, tuple[str, str, bool, str]] = {}
    for prefix, level in (("", ""), ("Sent", ",level=sentence")):
        for short, assumption in (("dep", "dependent"), ("ind", "independent")):
            for w, weighting in _WEIGHTING.items():
                rows[f"{prefix}CLEME-{short}-{w}"] = (f"cleme:assumption={assumption},weighting={weighting}{level}",
                                                      "authors", w != "sim", "nucle")
    return rows


def table10_frame() -> pd.DataFrame:
    rows = table10_rows()
    cells = _notes(correlation_cells("cleme2-table10", rows), rows)
    copy = (cells["row"] == "CLEME-dep-len") & (cells["human"] == "EW")
    cells.loc[copy, "comparable"] = False
    cells.loc[copy, "note"] = ("the printed cell is CLEME2.0-dep's (Table 1), a copy error: gecnb's value is CLEME "
                               "Table 2's CLEME-dependent CoNLL-2014 cell (0.648 r / 0.709 rho)")
    return cells


def _table10_sample() -> pd.DataFrame:
    """CLEME-dep with length weighting on CoNLL-2014."""
    return grid_sample(table10_rows(), ("CLEME-dep-len",))


@register("cleme2-table10", title="CLEME2.0 Table 10: CLEME with unweighted / length / similarity edit weighting "
          "on CoNLL-2014 (the CLEME authors' ERRANT files), GJG15 EW/TS", cached=True,
          signature=f"grid-v1|{HUMAN}|errant-3.0.0|MiniLM-similarity", sample=_table10_sample)
def _cleme2_table10() -> pd.DataFrame:
    return table10_frame()


# ------------------------------------------------------------------------------------------ Table 5

DISENTANGLED = ("hit", "wrong", "under", "over")


TABLE5_FACTORS = "single"
"""How Table 5's disentangled scores are computed: ``"single"`` (each score x with the reference of every
sentence chosen on x alone: factors 1 for x and 0 for the other three, which reproduces the print; see
:func:`single_score_indicators`), or one factor setting for all four: ``"default"`` (the official scorer's
0.5/0.4/0.05/0.05, the setting of the paper's Table 12) or ``"presets"`` (the paper's presets, §4.1)."""

_SINGLE_NOTE = ("each score x with the reference of every sentence chosen on x alone (factors 1 for x, 0 for the "
                "others): this protocol reproduces the print, the official scorer's default 0.5/0.4/0.05/0.05 (the "
                "setting of the paper's Table 12) gives {default:.4f}")


def single_score_indicators(*, level: str, assumption: str = "dependent") -> pd.DataFrame:
    """Hit / Wrong / Under / Over of CLEME2.0 on CoNLL-2014 (NUCLE, the CLEME authors' ERRANT files, GJG15's
    13 systems), unweighted, each computed with the reference choice made on that score alone: the official
    choice (corpus: the greedy running-total choice; sentence: per sentence) with factors 1 for that score and
    0 for the other three, ties broken as the official code breaks them. One row per system, columns
    ``system, hit, wrong, under, over``. (The metric's ``factors`` option takes factors in (0, 1) only, so the
    one-hot settings run on :mod:`gecnb.metrics.cleme2`'s choice functions directly.)"""
    import numpy as np

    from gecnb.chunks.prepared import prepare
    from gecnb.data.registry import load_dataset
    from gecnb.meta.grid import human_scores
    from gecnb.metrics.cleme2 import corpus_select, indicators, row_counts, sentence_select

    if level not in ("corpus", "sentence"):
        raise ValueError(f"level must be 'corpus' or 'sentence', not {level!r}")
    systems = [str(s) for s in human_scores("gjg15")["system"]]
    base = prepare(load_dataset("conll14-cleme-errant"), reference_set="NUCLE", systems=systems,
                   drop_empty_references=True).with_references_dropped(empty=True, unchanged=False)
    counts = [row_counts(base.stats(s), assumption, level=level) for s in systems]  # type: ignore[arg-type]
    one_hot = np.eye(len(DISENTANGLED))
    rows = []
    for s, c in zip(systems, counts, strict=True):
        out: dict[str, object] = {"system": s}
        if level == "corpus":
            chosen = corpus_select([c], one_hot)[0]  # (4 settings, sentences)
            for i, part in enumerate(DISENTANGLED):
                r = chosen[i]
                tot = [float(np.cumsum(c[k][r])[-1]) if len(r) else 0.0 for k in ("TP", "FP_ne", "FP_un", "FN")]
                out[part] = float(indicators(*tot)[i])
        else:
            chosen, per_row = sentence_select(c, one_hot)
            for i, part in enumerate(DISENTANGLED):
                out[part] = float(np.mean(per_row[part][chosen[i]])) if chosen.shape[1] else 0.0
        rows.append(out)
    return pd.DataFrame(rows)


def _disentangled(level: str, factors: str) -> pd.DataFrame:
    """``system, hit, wrong, under, over`` of CLEME2.0-dep at ``level`` under :data:`TABLE5_FACTORS`'s
    choices."""
    if factors == "single":
        return single_score_indicators(level=level)
    if factors not in ("default", "presets"):
        raise ValueError(f"factors must be 'single', 'default' or 'presets', not {factors!r}")
    from gecnb import get_metric
    from gecnb.data.registry import load_dataset
    from gecnb.meta.grid import human_scores

    systems = [str(s) for s in human_scores("gjg15")["system"]]
    f = SCORER_DEFAULT if factors == "default" else (PRESET_CORPUS if level == "corpus" else PRESET_SENTENCE)
    df = get_metric("cleme2", assumption="dependent", factors=f).score(
        load_dataset("conll14-cleme-errant"), reference_set="NUCLE", systems=systems, level=level)
    return df[["system", *DISENTANGLED]].assign(system=df["system"].astype(str))


def _t5_scores(factors: str) -> pd.DataFrame:
    frames = []
    for prefix, level in (("", "corpus"), ("Sent", "sentence")):
        df = _disentangled(level, factors)
        for part in DISENTANGLED:
            value = df[part].astype(float) if part == "hit" else 1.0 - df[part].astype(float)
            frames.append(pd.DataFrame({"metric": f"{prefix}CLEME2.0-dep-{part.capitalize()}", "reference_set": "NUCLE",
                                        "unchanged": "keep", "removed": 0, "system": df["system"], "score": value,
                                        "signature": f"cleme2|dependent|{level}|choice:{factors}|part:{part}"}))
    return pd.concat(frames, ignore_index=True)


def table5_frame(factors: str = TABLE5_FACTORS) -> pd.DataFrame:
    """Hit as is, 1 - x for Wrong / Under / Over (§5.2), of CLEME2.0-dep and SentCLEME2.0-dep on NUCLE (the
    CLEME authors' ERRANT files) against GJG15 EW/TS; 'Avg.' = the mean of the four cells at 3 decimals, rounded
    half up (:func:`~gecnb.reproduce.printed.printed_mean`). ``factors``: see :data:`TABLE5_FACTORS`."""
    g = correlate_gjg15(_t5_scores(factors))
    own = correlate_gjg15(table12_printed_scores()).rename(columns={"value": "own"})
    g = g.merge(own[["metric", "human", "method", "own"]], on=["metric", "human", "method"], how="left")
    if factors == "single":
        dflt = correlate_gjg15(_t5_scores("default")).rename(columns={"value": "dflt"})
        g = g.merge(dflt[["metric", "human", "method", "dflt"]], on=["metric", "human", "method"], how="left")
        notes = [_SINGLE_NOTE.format(default=d) + "; " + _T5_OWN.format(own=o) for d, o in zip(g["dflt"], g["own"], strict=True)]
    else:
        notes = [f"factors {factors}; " + _T5_OWN.format(own=o) for o in g["own"]]
    cells = pd.DataFrame({"row": g["metric"], "column": "CoNLL-2014", "human": g["human"],
                          "coefficient": g["method"].map(_COEF), "gecnb": g["value"].astype(float),
                          "comparable": True, "note": notes})
    from gecnb.reproduce.printed import paper_table

    avg = cells.groupby("row", sort=False)["gecnb"].agg(lambda v: printed_mean([float(x) for x in v]))
    plain = cells.groupby("row", sort=False)["gecnb"].mean()
    own_avg = g.groupby("metric", sort=False)["own"].mean()
    printed = paper_table("cleme2-table5")
    printed_avg = printed[printed["column"] != "Avg."].groupby("row")["paper"].agg(
        lambda v: printed_mean([float(x) for x in v]))
    cells = pd.concat([cells, pd.DataFrame({"row": avg.index, "column": "Avg.", "human": "", "coefficient": "",
                                            "gecnb": avg.to_numpy(), "comparable": True,
                                            "note": [f"the mean of the row's four cells at 3 decimals, rounded half up, "
                                                     f"as the paper averages (printed_mean; the plain mean is "
                                                     f"{plain[m]:.5f}); from the paper's own Table 12 scores: "
                                                     f"{own_avg[m]:.4f}; the same mean of the four printed cells: "
                                                     f"{printed_avg[m]:.3f}" for m in avg.index]})],
                      ignore_index=True)
    return cells


_T5_OWN = ("the paper's own Table 12 scores of the 13 systems (unweighted, factors 0.5/0.4/0.05/0.05; gecnb "
           "reproduces them, cleme2-table12) correlated the same way give {own:.4f}")


def table12_printed_scores() -> pd.DataFrame:
    """CLEME2.0 Table 12's printed, unweighted Hit and Wrong / Under / Over (as 1 - x) of CLEME2.0-dep and
    SentCLEME2.0-dep per system, in :func:`correlate_gjg15`'s layout (Table 5's row names)."""
    from gecnb.reproduce.printed import paper_table

    p = paper_table("cleme2-table12")
    p = p[(p["weighting"] == "none") & p["row"].isin(["CLEME2.0-dep", "SentCLEME2.0-dep"])
          & p["field"].isin(DISENTANGLED)]
    value = p["paper"].astype(float)
    value = value.where(p["field"] == "hit", 1.0 - value)
    return pd.DataFrame({"metric": p["row"] + "-" + p["field"].str.capitalize(), "reference_set": "NUCLE",
                         "unchanged": "keep", "removed": 0, "system": p["column"].astype(str), "score": value,
                         "signature": "cleme2-table12 printed|part:" + p["field"]})


def _table5_sample() -> pd.DataFrame:
    """The whole table (CLEME2.0 on NUCLE at both levels: seconds)."""
    return table5_frame()


@register("cleme2-table5", title="CLEME2.0 Table 5: correlations of Hit and 1 - Wrong / Under / Over of CLEME2.0-dep "
          "and SentCLEME2.0-dep with GJG15 (CoNLL-2014, the CLEME authors' ERRANT files), each score with the "
          "references chosen on that score alone",
          cached=True, signature=f"{HUMAN}|errant-3.0.0|factors:one-hot-per-score", sample=_table5_sample)
def _cleme2_table5() -> pd.DataFrame:
    return table5_frame()


# ------------------------------------------------------------------------------------------ Table 11

_T11 = {"CLEME2.0-dep": ("dependent", "corpus"), "CLEME2.0-ind": ("independent", "corpus"),
        "SentCLEME2.0-dep": ("dependent", "sentence"), "SentCLEME2.0-ind": ("independent", "sentence")}


_T11_CELLS = ("ew_pearson", "ew_spearman", "ts_pearson", "ts_spearman")
_T11_NOTE = ("mean over the 1,771 settings of the 0.05 grid including zero factors; neither the grid's float values "
             "nor ties move it: factors from np.arange (0.15000000000000002 ...) with over = 1 - hit - wrong - under "
             "move each mean by less than 0.00005, and only CLEME2.0-ind's corpus Scores ever tie (to 1e-16), a row "
             "at printed precision")


def table11_frame(rows: tuple[str, ...] = tuple(_T11)) -> pd.DataFrame:
    """The mean over the 0.05 factor grid with zero factors (1,771 settings) of the GJG15 correlations on NUCLE
    (:func:`gecnb.meta.factor_search.factor_search`, ``include_zero=True``), with GJG15's scores as Chollampatt &
    Ng (2018) published them (the papers' vector, :data:`~gecnb.reproduce.tables_correlation.HUMAN`: 18 of the 20
    cells at printed precision, 15 with GJG15's printed Table 3). Each row's avg is the paper's: the mean of its four
    cells at 3 decimals, rounded half up (:func:`~gecnb.reproduce.printed.printed_mean`, as in Tables 1, 2, 5 and 8;
    the note gives the plain mean). The -sim rows are not computed (bert-base-uncased weights)."""
    from gecnb.chunks.prepared import prepare
    from gecnb.data.registry import load_dataset
    from gecnb.meta.factor_search import factor_search
    from gecnb.meta.human import gjg15_chollampatt18_scores

    nucle = prepare(load_dataset("conll14-cleme-errant"), reference_set="NUCLE", edits="given")
    human = gjg15_chollampatt18_scores()
    out = []
    for row in rows:
        assumption, level = _T11[row]
        r = factor_search({"NUCLE": nucle}, human=human, assumption=assumption, level=level,  # type: ignore[arg-type]
                          include_zero=True)
        avg = r.average.iloc[0]
        four = [float(avg[col]) for col in _T11_CELLS]
        for col, value in zip(_T11_CELLS, four, strict=True):
            out.append({"row": row, "column": col, "weighting": "none", "gecnb": value, "comparable": True,
                        "note": _T11_NOTE})
        out.append({"row": row, "column": "avg", "weighting": "none", "gecnb": printed_mean(four), "comparable": True,
                    "note": f"the mean of the row's four cells at 3 decimals, rounded half up, as the paper averages "
                            f"(printed_mean); the plain mean is {float(avg['avg']):.5f}"})
        for col in (*_T11_CELLS, "avg"):
            out.append({"row": row, "column": col, "weighting": "sim", "gecnb": float("nan"), "comparable": False,
                        "note": "needs the paper's bert-base-uncased similarity weights (not available offline)"})
    return pd.DataFrame(out)


def _table11_sample() -> pd.DataFrame:
    """The CLEME2.0-dep row (1,771 factor settings of one chunk partition: vectorised)."""
    return table11_frame(("CLEME2.0-dep",))


@register("cleme2-table11", title="CLEME2.0 Table 11: (Sent)CLEME2.0 correlations with GJG15 on CoNLL-2014 averaged "
          "over every trade-off factor setting of the 0.05 grid", cached=True,
          signature=f"factor-grid-0.05-with-zero|{HUMAN}|errant-3.0.0", sample=_table11_sample)
def _cleme2_table11() -> pd.DataFrame:
    return table11_frame()


# ------------------------------------------------------------------------------------------ CLEME Figure 4

FIGURE4_ROWS = {"ERRANT": "errant", "CLEME-dep": "cleme:assumption=dependent", "CLEME-ind": "cleme:assumption=independent",
                "SentERRANT": "errant:level=sentence", "SentCLEME-dep": "cleme:assumption=dependent,level=sentence",
                "SentCLEME-ind": "cleme:assumption=independent,level=sentence"}
FIGURE4_SAMPLES = 2  # seeded samples of k annotators per k < 10
FIGURE4_SEED = 0


def reference_samples(n_refs: int = 10, *, samples: int = FIGURE4_SAMPLES, seed: int = FIGURE4_SEED
                      ) -> dict[int, list[tuple[int, ...]]]:
    """For every k in 1..n_refs, ``samples`` sets of k annotators (0-based, sorted) drawn without replacement
    with ``numpy.random.default_rng(seed)`` (k = n_refs: the one full set)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    out: dict[int, list[tuple[int, ...]]] = {}
    for k in range(1, n_refs + 1):
        if k == n_refs:
            out[k] = [tuple(range(n_refs))]
        else:
            out[k] = [tuple(sorted(int(x) for x in rng.choice(n_refs, size=k, replace=False))) for _ in range(samples)]
    return out


def figure4_frame(rows: tuple[str, ...] = tuple(FIGURE4_ROWS), ks: tuple[int, ...] | None = None) -> pd.DataFrame:
    """Pearson r with GJG15 EW on BN-10GEC (``conll14-fresh-errant``) when only k of its 10 annotators are
    kept (the same annotators for every sentence), the mean over :func:`reference_samples`."""
    import dataclasses

    from gecnb.data.corpus import ReferenceSet
    from gecnb.data.registry import load_dataset
    from gecnb.meta.grid import correlation_grid, metric_scores

    corpus = load_dataset("conll14-fresh-errant")
    rs = corpus.references("BN-10GEC")
    if rs.edits is None:
        raise GecInputError("BN-10GEC of conll14-fresh-errant has no edits: the figure needs them")
    specs = [f"{label}={FIGURE4_ROWS[label]}" for label in rows]
    values: dict[tuple[str, int], list[float]] = {}
    for k, draws in reference_samples(len(rs.references[0])).items():
        if ks is not None and k not in ks:
            continue
        for keep in draws:
            sub = ReferenceSet("BN-10GEC", tuple(tuple(r[i] for i in keep) for r in rs.references),
                               tuple(tuple(e[i] for i in keep) for e in rs.edits),
                               f"BN-10GEC annotators {','.join(map(str, keep))}")
            view = dataclasses.replace(corpus, reference_sets={**corpus.reference_sets, "BN-10GEC": sub})
            scores = metric_scores(view, metrics=specs, reference_sets=["BN-10GEC"], progress=False)
            g = correlation_grid(scores, HUMAN, methods=("pearson",), human_columns=("EW",))
            for row in g.itertuples():
                values.setdefault((row.metric, k), []).append(float(row.value))
    out = []
    for (metric, k), v in values.items():
        out.append({"row": metric, "column": f"{k} refs", "human": "EW", "coefficient": "r",
                    "gecnb": sum(v) / len(v), "comparable": False,
                    "note": f"mean of {len(v)} seeded sample(s) of {k} annotators (seed {FIGURE4_SEED}); the paper's "
                            "plotted value is not in its text"})
    frame = pd.DataFrame(out)
    # the text's statement: sentence-level correlations (SentGLEU aside) increase with more references
    for metric in ("SentERRANT", "SentCLEME-dep", "SentCLEME-ind"):
        mean = frame[frame["row"] == metric].set_index("column")["gecnb"]
        if "1 refs" not in mean.index or "10 refs" not in mean.index:
            continue
        delta = float(mean["10 refs"] - mean["1 refs"])
        frame = pd.concat([frame, pd.DataFrame([{
            "row": metric, "column": "trend from 1 to 10 refs (sign)", "human": "EW", "coefficient": "r",
            "gecnb": float((delta > 0) - (delta < 0)), "comparable": True,
            "note": f"r(10 refs) - r(1 ref) = {delta:+.3f}"}])], ignore_index=True)
    return frame


def _figure4_sample() -> pd.DataFrame:
    """CLEME-dep with one BN-10GEC annotator (both seeded draws)."""
    return figure4_frame(("CLEME-dep",), (1,))


@register("cleme-figure4", title="CLEME Figure 4: Pearson r with GJG15 Expected Wins against the number of BN-10GEC "
          "references (seeded samples of annotators; the plotted values are not in the paper's text)",
          cached=True, signature=f"grid-v1|{HUMAN}|errant-3.0.0|en_core_web_sm-3.8.0|seed0x2",
          sample=_figure4_sample)
def _cleme_figure4() -> pd.DataFrame:
    return figure4_frame()


# ------------------------------------------------------------------------------------------ CLEME Figure 5

FIGURE5_ALPHAS = (1.0, 2.0, 3.0, 4.0, 6.0, 8.0, 10.0)
FIGURE5_ROWS = {"CLEME-dep": ("dependent", "corpus"), "CLEME-ind": ("independent", "corpus"),
                "SentCLEME-dep": ("dependent", "sentence"), "SentCLEME-ind": ("independent", "sentence")}


def scaled_weights(level: str, assumption: str, alpha: float) -> LengthWeights:
    """The official length-weighting curves of ``level`` / ``assumption`` with every scale factor set to
    ``alpha`` (the thresholds unchanged)."""
    from dataclasses import replace

    from gecnb.metrics.weighting import LengthWeights

    d = LengthWeights.default(level, assumption)
    return LengthWeights(replace(d.tp, alpha=alpha), replace(d.fp, alpha=alpha), replace(d.fn, alpha=alpha))


def figure5_frame(rows: tuple[str, ...] = tuple(FIGURE5_ROWS), alphas: tuple[float, ...] = FIGURE5_ALPHAS
                  ) -> pd.DataFrame:
    """Pearson r with GJG15 EW on BN-10GEC (``conll14-fresh-errant``, all 10 references) of CLEME with the
    length-weighting scale factors set to each of :data:`FIGURE5_ALPHAS`, plus the curve at the default alphas."""
    from gecnb.data.registry import load_dataset
    from gecnb.meta.grid import MetricSpec, correlation_grid, metric_scores
    from gecnb.metrics.weighting import LengthWeights

    corpus = load_dataset("conll14-fresh-errant")
    specs = []
    cols = {}
    for row in rows:
        assumption, level = FIGURE5_ROWS[row]
        for alpha in alphas:
            label = f"{row}|alpha={alpha:g}"
            specs.append(MetricSpec("cleme", (("assumption", assumption), ("weights", scaled_weights(level, assumption,
                                    alpha))), level, label))  # type: ignore[arg-type]
            cols[label] = (row, f"alpha={alpha:g}")
        label = f"{row}|default alpha"
        specs.append(MetricSpec("cleme", (("assumption", assumption),
                                          ("weights", LengthWeights.default(level, assumption))), level, label))  # type: ignore[arg-type]
        cols[label] = (row, "default alpha")
    scores = metric_scores(corpus, metrics=specs, reference_sets=["BN-10GEC"], progress=False)
    g = correlation_grid(scores, HUMAN, methods=("pearson",), human_columns=("EW",))
    out = []
    for r in g.itertuples():
        row, column = cols[str(r.metric)]
        default = column == "default alpha"
        out.append({"row": row, "column": column, "human": "EW", "coefficient": "r", "gecnb": float(r.value),
                    "comparable": default,
                    "note": ("fresh ERRANT edits of BN-10GEC (the paper's spaCy version gave other edits)" if default
                             else "the paper's plotted value is not in its text")})
    return pd.DataFrame(out)


def _figure5_sample() -> pd.DataFrame:
    """CLEME-dep at alpha = 1 and at the default alphas."""
    return figure5_frame(("CLEME-dep",), (1.0,))


@register("cleme-figure5", title="CLEME Figure 5: Pearson r with GJG15 Expected Wins on BN-10GEC against the length "
          "weighting's scale factor alpha (the plotted values are not in the paper's text)",
          cached=True, signature=f"grid-v1|{HUMAN}|errant-3.0.0|en_core_web_sm-3.8.0", sample=_figure5_sample)
def _cleme_figure5() -> pd.DataFrame:
    return figure5_frame()


__all__ = [
    "FIGURE4_ROWS",
    "FIGURE5_ALPHAS",
    "PRESET_CORPUS",
    "PRESET_SENTENCE",
    "SCORER_DEFAULT",
    "cleme2_spec",
    "correlation_cells",
    "figure4_frame",
    "figure5_frame",
    "grid",
    "reference_samples",
    "scaled_weights",
    "single_score_indicators",
    "table1_frame",
    "table1_rows",
    "table5_frame",
    "table8_frame",
    "table10_frame",
    "table10_rows",
    "table11_frame",
]
