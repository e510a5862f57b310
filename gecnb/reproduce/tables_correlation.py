"""The correlation tables of the CLEME and CLEME2.0 papers, built on the correlation grid
(:mod:`gecnb.meta.grid`): every metric x the six CoNLL-2014 reference sets x GJG15's Expected Wins and
TrueSkill x Pearson / Spearman, with the papers' ♣ cells (unchanged references removed).

Where the scores come from (one grid, computed once per process and shipped as caches):

* M2 (and PT-M2): the published M2 gold of each reference set (``conll14-m2``: the official NUCLE gold,
  Bryant and Ng's BN.m2, Sakaguchi et al.'s conversions of the SN-8GEC sets);
* GLEU: the reference texts (``conll14``);
* ERRANT, CLEME and CLEME2.0: on the CLEME authors' ERRANT files in the CoNLL-2014 column
  (``conll14-cleme-errant``), as the CLEME paper scored them; in the five other columns, whose authors' edits
  are not published, on ``conll14-legacy-errant``: the edits of ERRANT 2.3.3 / spaCy 2.3.9 / en_core_web_sm
  2.2.5, the papers' era, which give the authors' NUCLE edits but for 12 of 2,624 (sentence, annotator) pairs
  (gecnb's current ERRANT 3.0.0 / spaCy 3.8 pipeline, ``conll14-fresh-errant``, differs in 61;
  ``tests/test_legacy_errant.py``);
* PT-M2 and the CLEME2.0 -sim rows use the offline MiniLM model, not the papers' bert-base-uncased: those
  cells are computed but not comparable.
"""

from __future__ import annotations

import math
from functools import cache

import pandas as pd

from gecnb.meta.grid import MetricSpec, Unchanged
from gecnb.reproduce.base import register
from gecnb.reproduce.printed import paper_table

COLUMNS = {  # paper column -> reference set name in the datasets
    "CoNLL-2014": "NUCLE", "BN-10GEC": "BN-10GEC", "E-Minimal": "E-Minimal", "E-Fluency": "E-Fluency",
    "NE-Minimal": "NE-Minimal", "NE-Fluency": "NE-Fluency",
}
_COEF = {"pearson": "r", "spearman": "rho"}
CLEME2_CORPUS = "0.45,0.35,0.15,0.05"  # the paper's presets (§4.1)
CLEME2_SENTENCE = "0.35,0.25,0.20,0.20"

# paper row -> (metric spec, comparable); where each is scored: datasets_of
ROWS: dict[str, tuple[str, bool]] = {
    "M2": ("m2", True),
    "GLEU": ("gleu:combine=pooled", True),
    "ERRANT": ("errant", True),
    "PT-M2": ("pt-m2", False),
    "CLEME-dependent": ("cleme:assumption=dependent", True),
    "CLEME-independent": ("cleme:assumption=independent", True),
    "CLEME2.0-dep": (f"cleme2:assumption=dependent,factors={CLEME2_CORPUS}", True),
    "CLEME2.0-ind": (f"cleme2:assumption=independent,factors={CLEME2_CORPUS}", True),
    "SentM2": ("m2:level=sentence,annotator_choice=sentence,code=release-3.2", True),
    "SentGLEU": ("gleu:level=sentence,sentence_mean=pairs", True),
    "SentERRANT": ("errant:level=sentence", True),
    "SentPT-M2": ("pt-m2:level=sentence", False),
    "SentCLEME-dependent": ("cleme:assumption=dependent,level=sentence", True),
    "SentCLEME-independent": ("cleme:assumption=independent,level=sentence", True),
    "SentCLEME2.0-dep": (f"cleme2:assumption=dependent,factors={CLEME2_SENTENCE},level=sentence", True),
    "SentCLEME2.0-ind": (f"cleme2:assumption=independent,factors={CLEME2_SENTENCE},level=sentence", True),
}


def datasets_of(spec: str | MetricSpec) -> tuple[str, str]:
    """(dataset of the CoNLL-2014 column, dataset of the other five) of a metric spec: M2 (and PT-M2) on each
    set's published M2 gold (``conll14-m2``), GLEU on the texts (``conll14``), the edit-based metrics on the
    CLEME authors' edits (``conll14-cleme-errant``) and the legacy ERRANT edits (``conll14-legacy-errant``)."""
    name = spec.split(":", 1)[0] if isinstance(spec, str) else spec.name
    if name in ("m2", "pt-m2"):
        return "conll14-m2", "conll14-m2"
    if name.startswith("gleu"):
        return "conll14", "conll14"
    return "conll14-cleme-errant", "conll14-legacy-errant"


ALIASES = {"CLEME-dep": "CLEME-dependent", "CLEME-ind": "CLEME-independent", "SentCLEME-dep": "SentCLEME-dependent",
           "SentCLEME-ind": "SentCLEME-independent",
           # CLEME2.0 Table 10's length-weighted rows: CLEME's default weighting, the rows of CLEME Table 2 / 10
           "CLEME-dep-len": "CLEME-dependent", "CLEME-ind-len": "CLEME-independent",
           "SentCLEME-dep-len": "SentCLEME-dependent", "SentCLEME-ind-len": "SentCLEME-independent"}
# rows on the similarity weigher: computed on the CoNLL-2014 column only (the shipped BERTScore cache covers the
# CoNLL-2014 systems against NUCLE; the other sets would need hours of model runs on 2 cores)
SIMILARITY_ROWS = ("PT-M2", "SentPT-M2")
SENTGLEU_VARIANTS = {"2016 brevity penalty": "0.7663 / 0.6264 / 0.8060 / 0.7033",
                     "Sakaguchi numerator": "0.8308 / 0.7253 / 0.8546 / 0.7692"}
"""SentGLEU variants on CoNLL-2014 (NUCLE, scores rounded to 4 decimals as the row's), correlated with
:data:`HUMAN`: ``gleu:level=sentence,sentence_mean=pairs,brevity_penalty=2016-inverted`` and
``gleu-sakaguchi:level=sentence`` (EW r / rho, TS r / rho; recomputed by
``tests/test_reproduce_correlation.py::test_sentgleu_variants_on_conll14``)."""
# why a row's cells can differ from the paper (said in every cell of the row; a test checks which are outside 0.01)
ROW_NOTES = {
    "GLEU": "GLEU as the CLEME authors' scorer computes it (THUKElab/CLEME GLEUScorer: one GLEU of the statistics "
            "summed over 500 sampled-reference iterations, gecnb's combine=pooled); their draws are unseeded "
            "(random.randint), so a cell moves with the draws: over 20 seeded draws the CoNLL-2014 EW r ranges "
            "0.690..0.710 and the BN-10GEC EW rho 0.714..0.780 (scripts/oracles/cleme_gleu_oracle.py)",
    "SentGLEU": "sentence-level GLEU as the CLEME authors' scorer computes it: the mean over every (sentence, "
                "reference) pair of the smoothed pair GLEU (gecnb's sentence_mean=pairs; equal to their code to "
                "1e-12 on CoNLL-2014); the CoNLL-2014 cells still differ (EW r 0.834 against a printed 0.784), and "
                "no variant computed gives the print (EW r / rho, TS r / rho, printed 0.784 / 0.720 / 0.828 / "
                f"0.775): the script's 2016 brevity penalty {SENTGLEU_VARIANTS['2016 brevity penalty']}, "
                f"Sakaguchi et al.'s numerator {SENTGLEU_VARIANTS['Sakaguchi numerator']}; not explained",
    "SentERRANT": "SentERRANT as SEEDA defines it (mean sentence P/R/F, reference chosen per sentence), which is "
                  "also the CLEME authors' PRFEditScorer.score_sentence and PT-M2's compute_senterrant (the paper "
                  "follows Gong et al. 2022): on the CLEME authors' ERRANT files PT-M2's own code gives gecnb's 13 "
                  "CoNLL-2014 scores (scripts/oracles/ptm2_senterrant_oracle.py; unrounded EW r 0.8709, rho 0.7747, "
                  "TS r 0.8477, rho 0.7802). The CoNLL-2014 cells hang on the edits: the systems nearly tie (NTHU "
                  "0.33275, RAC 0.33276; SJTU 0.32469, UFC 0.32439), and the legacy ERRANT edits of the same outputs "
                  "and gold give EW r 0.8702, rho 0.7198, TS r 0.8471, rho 0.7308, so the edit pipeline alone moves "
                  "rho by 0.05 and the printed 0.742 / 0.747 lie between the two pipelines' values; the edits the "
                  "paper scored are not published",
    "SentM2": "sentence-level M2 = the mean of sentence F, each sentence's annotator chosen on that sentence "
              "alone (PT-M2's compute_sentm2, as SEEDA computes it; gecnb's annotator_choice=sentence, with "
              "code=release-3.2: PT-M2's copy of the M2 scorer is release 3.2's, which moves only CUUI's score "
              "here, by at most 0.00007, and no cell's print): the 16 "
              "cells without ♣ are at printed precision (12 with the official scorer's running choice); the "
              "E-Minimal ♣ cells are where the paper's rounding to 4 decimals matters: PKU (0.29802) and RAC "
              "(0.29803) tie, and tied they give the printed rho",
}
LEGACY_NOTE = ("ERRANT 2.3.3 / spaCy 2.3.9 / en_core_web_sm 2.2.5 edits (the authors' edits of this set are not "
               "published; on NUCLE, where they are, this pipeline gives theirs but for 12 of 2,624 (sentence, "
               "annotator) pairs, merges that hang on the model's tags)")
NOT_COMPARABLE = "PT-M2 uses the offline MiniLM model here; the paper used bert-base-uncased"

HUMAN = "gjg15-cn18"
"""The human scores the CLEME papers correlate with: GJG15's Expected Wins and TrueSkill as Chollampatt & Ng
(2018) published them (``gjg15/chollampatt18``; the CLEME paper says it follows Gong et al. 2022 and Chollampatt
and Ng 2018). 3 decimals like GJG15's printed Table 3 but 2 EW and 7 TS values differ from it by 0.001-0.002.
Measured on the cells whose metric values are exact (M2 on the six published M2 golds, and the CLEME paper's
own Table 10 F0.5 values on CoNLL-2014), this vector gives the printed Pearson cells where GJG15's printed
scores, the full-precision Expected Wins recomputed from the judgments and gecnb's TrueSkill means do not
(docs/reproduce.md, "The human scores"). Nothing random: no TrueSkill runs are involved."""
PROTOCOL = ("GJG15 Expected Wins and TrueSkill as published by Chollampatt & Ng 2018 (nusnlp/gecmetrics; "
            "gjg15-cn18), 13 systems incl. INPUT")


CLEME2023_ROWS = ("M2", "GLEU", "ERRANT", "PT-M2", "CLEME-dependent", "CLEME-independent", "SentM2", "SentGLEU",
                  "SentERRANT", "SentPT-M2", "SentCLEME-dependent", "SentCLEME-independent")
"""The rows of CLEME Table 2 (CLEME2.0 Table 1 prints the same 288 values for them)."""

SCORE_DECIMALS = 4
"""The CLEME paper (2023) correlated its metric scores rounded to 4 decimals, as its Table 10 prints them. Rounding
gecnb's scores so gives 188 of CLEME Table 2's 240 comparable cells at printed precision instead of 175: 18 cells
gain, among them all four SentM2 E-Minimal cells (M2 on the published gold, so exact metric values: PKU 0.29802
and RAC 0.29803 tie at 4 decimals, and tied they give the printed rho 0.806 / 0.845; EW r is 0.80550 rounded,
0.80562 unrounded, printed 0.805); 5 lose, each where gecnb's
own scores differ from the authors' (GLEU's draws; legacy ERRANT edits, where two systems tie at 4 decimals in
gecnb's values). The CLEME2.0 paper's own cells do not fit it (rounded, its CLEME2.0 rows and the Table 8 cells
it recomputed lose 23 cells and gain 1), so only :data:`CLEME2023_ROWS` are rounded, in every table that prints
them as CLEME computed them."""

ROUNDING_NOTE = (f"scores rounded to {SCORE_DECIMALS} decimals before correlating, as the CLEME paper did (its "
                 "Table 10 prints 4); from the unrounded scores {unrounded:.6f}")


def correlate_gjg15(scores: pd.DataFrame, *, methods: tuple[str, ...] = ("pearson", "spearman"),
                    human_columns: tuple[str, ...] = ("EW", "TS"), decimals: int | None = None) -> pd.DataFrame:
    """:func:`gecnb.meta.grid.correlation_grid` of ``scores`` with :data:`HUMAN` (13 systems incl. INPUT), the
    ``score`` column rounded to ``decimals`` first (None: as computed)."""
    from gecnb.meta.grid import correlation_grid

    if decimals is not None:
        scores = scores.assign(score=scores["score"].astype(float).round(decimals))
    return correlation_grid(scores, HUMAN, methods=methods, human_columns=human_columns)


OWN_VALUE_ROWS = ("ERRANT", "CLEME-dependent", "CLEME-independent", "SentCLEME-dependent", "SentCLEME-independent")


@cache
def own_value_correlations() -> dict[tuple[str, str, str], float]:
    """The CLEME paper's own metric values correlated as gecnb correlates its own: CLEME Table 10's printed
    F0.5 of the 13 CoNLL-2014 systems (NUCLE, the authors' ERRANT files) for :data:`OWN_VALUE_ROWS`, with
    :data:`HUMAN`. ``(row, human, "r"|"rho") -> value``. Where a CoNLL-2014 cell differs from the print, this
    separates a difference of the metric values (gecnb's value differs from this one) from one of the
    correlation (this one differs from the print as well)."""
    from scipy import stats

    from gecnb.meta.grid import human_scores

    t10 = paper_table("cleme-table10")
    human = human_scores(HUMAN).set_index("system")
    out: dict[tuple[str, str, str], float] = {}
    for row in OWN_VALUE_ROWS:
        f = t10[(t10["row"] == row) & (t10["field"] == "F0.5")].set_index("column")["paper"].astype(float)
        for h in ("EW", "TS"):
            x = human[h].reindex(f.index).astype(float)
            out[(row, h, "r")] = float(stats.pearsonr(f, x)[0])
            out[(row, h, "rho")] = float(stats.spearmanr(f, x)[0])
    return out


def own_value_note(row: str, column: str, human: str, coefficient: str, mark: str) -> str:
    """The note of a CoNLL-2014 cell (unchanged references kept) of an :data:`OWN_VALUE_ROWS` row: what the
    paper's own Table 10 values give (:func:`own_value_correlations`); "" elsewhere."""
    row = ALIASES.get(row, row)
    if column != "CoNLL-2014" or mark or row not in OWN_VALUE_ROWS:
        return ""
    v = own_value_correlations()[(row, human, coefficient)]
    return f"the paper's own CLEME Table 10 F0.5 values correlated the same way give {v:.4f}"


def cell_note(row: str, column: str, human: str, coefficient: str, *, legacy: bool, mark: str = "", removed: int = 0,
              first: str = "", unrounded: float | None = None) -> str:
    """The note of one correlation cell, built the same way in every correlation table: ``first`` (e.g. why the
    row is not comparable), :data:`LEGACY_NOTE` off the CoNLL-2014 column of a row scored on the legacy ERRANT
    edits (``legacy``), the row's :data:`ROW_NOTES`, the ♣ count of ``removed`` references, on CoNLL-2014
    :func:`own_value_note` and, for a cell correlated from scores rounded as the CLEME paper did, :data:`ROUNDING_NOTE`
    with the cell's value from the unrounded scores (``unrounded``; None: not rounded). ``row``: the paper's row
    name (:data:`ALIASES` resolved here)."""
    key = ALIASES.get(row, row)
    notes = [first] if first else []
    if legacy and column != "CoNLL-2014":
        notes.append(LEGACY_NOTE)
    if ROW_NOTES.get(key):
        notes.append(ROW_NOTES[key])
    if mark:
        notes.append(f"♣: {removed} unchanged references removed")
    if own := own_value_note(key, column, human, coefficient, mark):
        notes.append(own)
    if unrounded is not None:
        notes.append(ROUNDING_NOTE.format(unrounded=unrounded))
    return "; ".join(notes)


def slip_notes(cells: pd.DataFrame, name: str) -> pd.DataFrame:
    """Two printing slips in correlation table ``name``, each shown by the numbers and said in the notes of the
    cells it concerns (``cells``: ``row, column, human, coefficient, gecnb, note``; no value is changed):

    * **transposed**: two cells of one row and column, both off the print, each printed with the other's value
      (at printed precision);
    * **printed twice**: both coefficients (r and rho) of a row, column and human score off the print, and printed
      as another row's two cells of that column and human score, which gecnb reproduces at printed precision."""
    from gecnb.reproduce.printed import half_unit, printed_decimals

    printed = paper_table(name)
    halves = half_unit(printed_decimals(name))
    Key = tuple[str, str, str, str]

    def key_of(row: object, column: object, human: object, coefficient: object) -> Key:
        return (str(row), str(column), human if isinstance(human, str) else "", str(coefficient))

    paper: dict[Key, tuple[float, float]] = {}  # printed value, half a printed unit
    for p, half in zip(printed.itertuples(), halves, strict=True):
        if pd.notna(p.paper) and pd.notna(half):
            paper[key_of(p.row, p.column, p.human, p.coefficient)] = (float(p.paper), float(half))
    cells = cells.copy()
    keys = [key_of(*x) for x in zip(cells["row"], cells["column"], cells["human"], cells["coefficient"], strict=True)]
    value = {k: float(v) for k, v in zip(keys, cells["gecnb"], strict=True)}

    def at(v: float, key: Key) -> bool:  # at printed precision, as reproduce.base.table judges a cell
        p, half = paper[key]
        return abs(v - p) <= half + 1e-12

    extra: dict[Key, list[str]] = {}
    off = [k for k in keys if k in paper and not math.isnan(value[k]) and not at(value[k], k)]
    for a in off:
        for b in off:
            if a < b and a[:2] == b[:2] and at(value[a], b) and at(value[b], a):
                for x, y in ((a, b), (b, a)):
                    extra.setdefault(x, []).append(
                        f"the printed value is gecnb's {y[2]} {y[3]} of this row and column ({value[y]:.4f}) and that "
                        "cell's printed value is this one: the two are transposed in print")
        # both coefficients of (row, column, human) off the print, and both printed as another row's pair
        pair = [k for k in off if k[:3] == a[:3]]
        if len(pair) != 2:
            continue
        for other in sorted({k[0] for k in keys} - {a[0]}):
            twins: list[Key] = [(other, k[1], k[2], k[3]) for k in pair]
            if all(t in paper and t in value and paper[t] == paper[k] and not math.isnan(value[t]) and at(value[t], t)
                   for t, k in zip(twins, pair, strict=True)):
                twin: Key = (other, a[1], a[2], a[3])
                extra.setdefault(a, []).append(
                    f"this row's {a[2]} r and rho are printed as {other}'s in this column, which gecnb reproduces "
                    f"({value[twin]:.4f} here): that row's values printed twice")
    cells["note"] = ["; ".join(x for x in (n if isinstance(n, str) else "", *extra.get(k, [])) if x)
                     for n, k in zip(cells["note"], keys, strict=True)]
    return cells


def scores_grid(rows: tuple[tuple[str, str | MetricSpec, bool], ...], unchanged: Unchanged,
                columns: tuple[str, ...] = tuple(COLUMNS), *, decimals: int | None = None) -> pd.DataFrame:
    """The tidy correlation grid of ``rows`` = (label, metric spec, on all columns?) on the CoNLL-2014
    reference sets ``columns`` (paper column names; a row not on all columns gets the CoNLL-2014 column only),
    each scored where :func:`datasets_of` says, against GJG15's EW and TrueSkill as :data:`HUMAN` (13 systems
    incl. INPUT), in one ``unchanged`` setting. With ``decimals``, ``value`` correlates the scores rounded to that
    many decimals and ``unrounded`` the same scores as computed (scored once, correlated twice). A spec is its
    text or, for an option only the API sets (e.g. CLEME's ``weights``), a :class:`~gecnb.meta.grid.MetricSpec`."""
    from dataclasses import replace

    from gecnb.data.registry import load_dataset
    from gecnb.meta.grid import metric_scores

    frames = []
    rest = [COLUMNS[c] for c in columns if c != "CoNLL-2014"]
    jobs: dict[tuple[str, bool], list[str | MetricSpec]] = {}  # (dataset, CoNLL-2014 column?) -> specs
    for label, spec, everywhere in rows:
        conll, other = datasets_of(spec)
        labelled = f"{label}={spec}" if isinstance(spec, str) else replace(spec, label=label)
        if "CoNLL-2014" in columns:
            jobs.setdefault((conll, True), []).append(labelled)
        if rest and everywhere:
            jobs.setdefault((other, False), []).append(labelled)
    for (dataset, conll_column), specs in jobs.items():
        frames.append(metric_scores(load_dataset(dataset), metrics=specs,
                                    reference_sets=["NUCLE"] if conll_column else rest, unchanged=unchanged))
    scores = pd.concat(frames, ignore_index=True)
    grid = correlate_gjg15(scores, decimals=decimals)
    if decimals is not None:
        keys = ["metric", "reference_set", "unchanged", "human", "method"]
        raw = correlate_gjg15(scores).set_index(keys)["value"].rename("unrounded")
        grid = grid.join(raw, on=keys)
    return grid


@cache
def conll14_grid(rows: tuple[str, ...], unchanged: Unchanged, columns: tuple[str, ...] = tuple(COLUMNS)) -> pd.DataFrame:
    """:func:`scores_grid` of ``rows`` (paper row names of :data:`CLEME2023_ROWS`), the scores rounded to
    :data:`SCORE_DECIMALS` as the CLEME paper did (``unrounded``: without)."""
    return scores_grid(tuple((r, ROWS[r][0], True) for r in rows), unchanged, columns, decimals=SCORE_DECIMALS)


def _cells(name: str) -> pd.DataFrame:
    printed = paper_table(name)
    printed = printed[printed["column"].isin(list(COLUMNS))]
    rows = []
    settings: tuple[tuple[str, Unchanged], ...] = (("", "keep"), ("♣", "drop"))
    for mark, unchanged in settings:
        want = printed[printed["mark"].fillna("") == mark]
        names = tuple(r for r in ROWS if r in {ALIASES.get(x, x) for x in want["row"]})
        if not names:
            continue
        cols = tuple(c for c in COLUMNS if c in set(want["column"]))
        plain = tuple(n for n in names if n not in SIMILARITY_ROWS)
        sim = tuple(n for n in names if n in SIMILARITY_ROWS)
        jobs = [(plain, cols)] if plain else []
        if sim and "CoNLL-2014" in cols:  # the shipped similarity cache covers the CoNLL-2014 systems x NUCLE
            jobs.append((sim, ("CoNLL-2014",)))
        by_set = {v: k for k, v in COLUMNS.items()}
        for job_rows, job_cols in jobs:
            for g in conll14_grid(job_rows, unchanged, job_cols).itertuples():
                rows.append({"row_key": g.metric, "column": by_set[g.reference_set], "human": g.human,
                             "coefficient": _COEF[g.method], "mark": mark, "gecnb": round(float(g.value), 6),
                             "unrounded": float(g.unrounded), "removed": g.removed})
    computed = pd.DataFrame(rows)
    out = []
    for p in printed.itertuples():
        key = ALIASES.get(p.row, p.row)
        mark = p.mark if isinstance(p.mark, str) else ""
        hit = computed[(computed.row_key == key) & (computed.column == p.column) & (computed.human == p.human)
                       & (computed.coefficient == p.coefficient) & (computed["mark"] == mark)]
        if hit.empty:
            if key in SIMILARITY_ROWS:
                out.append({"row": p.row, "column": p.column, "human": p.human, "coefficient": p.coefficient,
                            "gecnb": float("nan"), "comparable": False,
                            "note": "not computed: BERTScore on this reference set is not shipped (hours of model "
                                    "runs on 2 cores), and the paper's model is bert-base-uncased"})
            continue
        comparable = ROWS[key][1]
        note = cell_note(key, p.column, p.human, p.coefficient, mark=mark, removed=int(hit["removed"].iloc[0]),
                         legacy=datasets_of(ROWS[key][0])[1] == "conll14-legacy-errant",
                         first="" if comparable else NOT_COMPARABLE, unrounded=float(hit["unrounded"].iloc[0]))
        out.append({"row": p.row, "column": p.column, "human": p.human, "coefficient": p.coefficient,
                    "gecnb": float(hit["gecnb"].iloc[0]), "comparable": comparable, "note": note})
    return slip_notes(pd.DataFrame(out), name)


def grid_sample(rows: tuple[str, ...], *, unchanged: Unchanged = "keep", column: str = "CoNLL-2014",
                decimals: int | None = 6) -> pd.DataFrame:
    """A few cells recomputed from nothing (no in-process cache): ``rows`` (labels of :data:`CLEME2023_ROWS`) on one
    paper ``column``, scored as :func:`conll14_grid` scores them, as ``row, column, human, coefficient, gecnb``."""
    by_set = {v: k for k, v in COLUMNS.items()}
    g = scores_grid(tuple((r, ROWS[r][0], True) for r in rows), unchanged, (column,), decimals=SCORE_DECIMALS)
    values = g["value"].astype(float)
    return pd.DataFrame({"row": g["metric"], "column": g["reference_set"].map(by_set), "human": g["human"],
                         "coefficient": g["method"].map(_COEF),
                         "gecnb": values.round(decimals) if decimals is not None else values})


def _cleme_table2_sample() -> pd.DataFrame:
    """CLEME-dependent on CoNLL-2014 (the authors' ERRANT files), both human scores and coefficients."""
    return grid_sample(("CLEME-dependent",))


@register("cleme-table2", title="CLEME Table 2: correlations of 12 metrics on six reference sets with GJG15's "
          "Expected Wins and TrueSkill as Chollampatt & Ng (2018) published them "
          "(13 systems incl. INPUT; ♣ = unchanged references removed; the scores rounded to 4 decimals before "
          "correlating, as the paper did)",
          cached=True, signature=f"grid-v1|{HUMAN}|errant-3.0.0|en_core_web_sm-3.8.0",
          sample=_cleme_table2_sample)
def _cleme_table2() -> pd.DataFrame:
    return _cells("cleme-table2")


__all__ = [
    "CLEME2023_ROWS",
    "COLUMNS",
    "HUMAN",
    "ROUNDING_NOTE",
    "ROWS",
    "SCORE_DECIMALS",
    "cell_note",
    "conll14_grid",
    "correlate_gjg15",
    "datasets_of",
    "grid_sample",
    "own_value_correlations",
    "own_value_note",
    "scores_grid",
    "slip_notes",
]
