"""CLEME2.0's trade-off factor search (the paper's Appendix B.5 and Table 11).

Every factor setting (hit, wrong, under, over) on a grid of step 0.05 with all four factors in (0, 1) —
969 settings — is scored for every system against every reference set, correlated with a human ranking,
and:

* :func:`factor_search` cross-validates leave-one-reference-set-out: for each held-out reference set, the
  setting with the best mean correlation on the other sets is chosen and its correlation on the held-out
  set reported; the final factors are the fold's choice with the best held-out correlation (the paper:
  "the final set of trade-off factors, which exhibited the highest average correlation for the remaining
  reference sets");
* its ``average`` table is the mean correlation over the whole grid (Table 11).

Vectorised over the settings: the corpus-level reference choice depends on the factors, so it is redone
for every setting, all settings (and systems) in one pass over the sentences
(:func:`gecnb.metrics.cleme2.corpus_select`); the sentence-level choice is one array operation.

Grid values are ``k / 20`` (the nearest doubles to 0.05, 0.10, ...), so the paper's presets are exact
grid points: (0.45, 0.35, 0.15, 0.05) and (0.35, 0.25, 0.20, 0.20).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import numpy as np
import pandas as pd
from scipy.stats import rankdata

from gecnb.chunks.categories import Assumption, row_categories
from gecnb.chunks.prepared import PreparedCorpus, prepare
from gecnb.data.corpus import Corpus
from gecnb.data.errors import GecInputError
from gecnb.meta.correlation import align
from gecnb.metrics.cleme2 import (
    Level,
    combine,
    corpus_select,
    indicators,
    row_counts,
    sentence_select,
)
from gecnb.metrics.weighting import Unweighted, Weigher, WeightContext, prepare_all

FACTOR_NAMES = ("hit", "wrong", "under", "over")
METHODS = ("pearson", "spearman")


def factor_grid(*, step: float = 0.05, include_zero: bool = False) -> np.ndarray:
    """Every (hit, wrong, under, over) with each factor a positive multiple of ``step`` and the four
    summing to 1, as an (n, 4) array in lexicographic order; step 0.05 gives 969 settings.
    ``include_zero=True`` also allows factors of 0 (1,771 settings at step 0.05): the grid whose average
    reproduces the paper's Table 11 (see docs/cleme2.md). ``1 / step`` must be a whole number (4 .. 200);
    values are ``k / n``."""
    if not (isinstance(step, float | int) and np.isfinite(step) and step > 0):
        raise ValueError(f"step must be a positive number, got {step!r}")
    n = round(1 / step)
    if abs(n * step - 1) > 1e-9 or not 4 <= n <= 200:
        raise ValueError(f"1 / step must be a whole number between 4 and 200, got step={step!r}")
    lo = 0 if include_zero else 1
    ks = [(a, b, c, n - a - b - c) for a in range(lo, n + 1) for b in range(lo, n + 1) for c in range(lo, n + 1)
          if a + b + c <= n - lo]
    return np.asarray(ks, dtype=np.float64) / n


def _counts(prepared: PreparedCorpus, systems: Sequence[str], assumption: Assumption, level: Level,
            weigher: Weigher | None) -> list[dict[str, np.ndarray]]:
    stats = [prepared.stats(s) for s in systems]
    if weigher is not None and not isinstance(weigher, Unweighted):
        prepare_all(weigher, [WeightContext(st, assumption, level, row_categories(st, assumption)) for st in stats])
    return [row_counts(st, assumption, level=level, weigher=weigher) for st in stats]


def grid_scores(
    prepared: PreparedCorpus,
    *,
    grid: np.ndarray,
    assumption: Assumption = "dependent",
    level: Level = "corpus",
    systems: Sequence[str] | None = None,
    weigher: Weigher | None = None,
) -> np.ndarray:
    """CLEME2.0 Score of every system under every factor setting: an array (settings, systems), equal to
    :func:`~gecnb.metrics.cleme2.cleme2_scores` with those factors (tested)."""
    names = list(prepared.systems if systems is None else systems)
    g = np.asarray(grid, dtype=np.float64).reshape(-1, 4)
    counts = _counts(prepared, names, assumption, level, weigher)
    out = np.empty((len(g), len(names)))
    if level == "corpus":
        out[:] = corpus_scores(counts, corpus_select(counts, g), g)
    else:
        for si, c in enumerate(counts):
            out[:, si] = sentence_means(c, g)
    return out


def sentence_means(counts: dict[str, np.ndarray], grid: np.ndarray) -> np.ndarray:
    """Sentence-level Score (settings,) of one count table: the mean of the chosen rows' Scores."""
    rows, ind = sentence_select(counts, grid)
    if not rows.shape[1]:
        return np.zeros(len(grid))
    sc = combine(ind["hit"][rows], ind["wrong"][rows], ind["under"][rows], ind["over"][rows], grid[:, None, :])
    return sc.mean(axis=1)


def corpus_scores(counts: Sequence[dict[str, np.ndarray]], chosen: np.ndarray, grid: np.ndarray) -> np.ndarray:
    """Corpus-level Score (settings, tables) from the chosen rows of :func:`corpus_select`."""
    out = np.empty((len(grid), len(counts)))
    for si, c in enumerate(counts):
        rows = chosen[si]
        tot = [c[k][rows].sum(axis=1) for k in ("TP", "FP_ne", "FP_un", "FN")]
        hit, wrong, under, over = indicators(*tot)
        out[:, si] = grid[:, 0] * hit + grid[:, 1] * (1 - wrong) + grid[:, 2] * (1 - under) + grid[:, 3] * (1 - over)
    return out


def _pearson_rows(x: np.ndarray, y: np.ndarray) -> np.ndarray:
    """Pearson r of every row of x (settings, systems) with y (systems,); NaN for a constant row."""
    xc = x - x.mean(axis=1, keepdims=True)
    yc = y - y.mean()
    den = np.sqrt((xc * xc).sum(axis=1) * (yc * yc).sum())
    with np.errstate(invalid="ignore", divide="ignore"):
        r = (xc @ yc) / den
    r[np.ptp(x, axis=1) == 0] = np.nan
    return np.clip(r, -1.0, 1.0)


def correlate_rows(x: np.ndarray, y: np.ndarray, method: str) -> np.ndarray:
    """Pearson or Spearman (average ranks for ties, as scipy) of each row of ``x`` with ``y``."""
    if method == "pearson":
        return _pearson_rows(x, y)
    if method == "spearman":
        r = _pearson_rows(rankdata(x, axis=1), rankdata(y))
        r[np.ptp(x, axis=1) == 0] = np.nan
        return r
    raise ValueError(f"method must be one of {METHODS}, not {method!r}")


@dataclass
class FactorSearchResult:
    """``grid``: one row per reference set x setting (``reference_set, setting, hit, wrong, under, over``,
    one correlation column per human column x method, e.g. ``ew_pearson``, and ``avg`` = their mean).
    ``scores``: the metric Score per reference set x setting x system.
    ``folds``: one row per held-out reference set: the chosen factors, their mean ``avg`` on the other
    sets (``train_avg``), and the held-out correlations (``heldout_avg`` and each column).
    ``chosen``: the final factors (the fold with the best held-out ``avg``).
    ``average``: the grid-average correlations (Table 11) per reference set and over all of them
    (``reference_set == "all"``: the mean over sets and settings)."""

    grid: pd.DataFrame
    scores: pd.DataFrame
    folds: pd.DataFrame
    chosen: tuple[float, float, float, float]
    average: pd.DataFrame
    assumption: str
    level: str
    weighting: str


def _prepared_sets(corpus: Corpus | Mapping[str, PreparedCorpus], reference_sets: Sequence[str] | None,
                   systems: Sequence[str] | None, edits: str, extractor: object) -> dict[str, PreparedCorpus]:
    if isinstance(corpus, Mapping):
        names = list(corpus) if reference_sets is None else list(reference_sets)
        missing = [n for n in names if n not in corpus]
        if missing:
            raise KeyError(f"no prepared corpus for reference set(s) {missing}; given: {list(corpus)}")
        return {n: corpus[n] for n in names}
    names = list(corpus.reference_sets) if reference_sets is None else list(reference_sets)
    return {n: prepare(corpus, reference_set=n, systems=systems, edits=edits, extractor=extractor)  # type: ignore[arg-type]
            for n in names}


def factor_search(
    corpus: Corpus | Mapping[str, PreparedCorpus],
    *,
    human: pd.DataFrame,
    reference_sets: Sequence[str] | None = None,
    human_columns: Sequence[str] | str = ("ew", "ts"),
    methods: Sequence[str] | str = METHODS,
    assumption: Assumption = "dependent",
    level: Level = "corpus",
    systems: Sequence[str] | None = None,
    weigher: Weigher | None = None,
    step: float = 0.05,
    include_zero: bool = False,
    edits: str = "extract",
    extractor: object = None,
) -> FactorSearchResult:
    """Score every factor setting against every reference set, correlate with ``human`` (a DataFrame with a
    ``system`` column and the ``human_columns``), and cross-validate leave-one-reference-set-out.

    ``corpus``: a :class:`~gecnb.data.corpus.Corpus` (each of ``reference_sets`` is prepared with
    ``edits`` / ``extractor``) or a mapping reference set -> :class:`~gecnb.chunks.prepared.PreparedCorpus`
    (prepare once, search many). ``systems``: the systems to correlate over (default: those the human table
    and the prepared corpora share, in the human table's order; every one must be in both).
    ``step`` / ``include_zero``: the grid (:func:`factor_grid`; default 969 settings, all factors > 0). A
    correlation that is undefined (a setting that scores every system alike) is NaN and left out of means."""
    if assumption not in ("dependent", "independent"):
        raise ValueError(f"assumption must be 'dependent' or 'independent', not {assumption!r}")
    if level not in ("corpus", "sentence"):
        raise ValueError(f"level must be 'corpus' or 'sentence', not {level!r}")
    hcols = [human_columns] if isinstance(human_columns, str) else list(human_columns)
    meths = [methods] if isinstance(methods, str) else list(methods)
    bad = [m for m in meths if m not in METHODS]
    if bad or not meths:
        raise ValueError(f"methods must be among {METHODS}, got {meths}")
    sets = _prepared_sets(corpus, reference_sets, systems, edits, extractor)
    if not sets:
        raise ValueError("no reference sets to search over")
    if systems is None:
        common = set.intersection(*(set(p.systems) for p in sets.values()))
        names = [s for s in human["system"].astype(str) if s in common]
    else:
        names = list(systems)
    if len(names) < 3:
        raise GecInputError(f"need at least 3 systems shared by the human table and the corpus, got {names}")
    # the human scores in the order of `names` (align checks presence and missing values)
    _, h = align(pd.DataFrame({"system": names, "_": 0.0}), human, metric_columns="_", human_columns=hcols,
                 systems=names)
    grid = factor_grid(step=step, include_zero=include_zero)
    cols = [f"{hc}_{m}" for hc in hcols for m in meths]
    frames, score_frames = [], []
    for rs, prep in sets.items():
        sc = grid_scores(prep, grid=grid, assumption=assumption, level=level, systems=names, weigher=weigher)
        df = pd.DataFrame(grid, columns=list(FACTOR_NAMES))
        df.insert(0, "setting", np.arange(len(grid)))
        df.insert(0, "reference_set", rs)
        for hc in hcols:
            for m in meths:
                df[f"{hc}_{m}"] = correlate_rows(sc, h[hc].to_numpy(), m)
        df["avg"] = df[cols].mean(axis=1)
        frames.append(df)
        score_frames.append(pd.DataFrame(sc, columns=names).assign(reference_set=rs, setting=np.arange(len(grid))))
    table = pd.concat(frames, ignore_index=True)
    avg = table.pivot(index="setting", columns="reference_set", values="avg")[list(sets)]
    fold_rows = []
    for held in sets:
        train = [r for r in sets if r != held]
        train_avg = avg[train].mean(axis=1) if train else avg[held] * np.nan
        best = int(np.nanargmax(train_avg.to_numpy())) if train and train_avg.notna().any() else 0
        held_row = table[(table.reference_set == held) & (table.setting == best)].iloc[0]
        fold_rows.append({"held_out": held, "setting": best, **dict(zip(FACTOR_NAMES, grid[best].tolist(), strict=True)),
                          "train_avg": float(train_avg.iloc[best]), "heldout_avg": float(held_row["avg"]),
                          **{f"heldout_{c}": float(held_row[c]) for c in cols}})
    folds = pd.DataFrame(fold_rows)
    final = folds.loc[folds.heldout_avg.fillna(-np.inf).idxmax()]
    chosen = tuple(float(final[n]) for n in FACTOR_NAMES)
    average = table.groupby("reference_set", sort=False)[[*cols, "avg"]].mean().reset_index()
    average = pd.concat([average, pd.DataFrame([{"reference_set": "all", **table[[*cols, "avg"]].mean().to_dict()}])],
                        ignore_index=True)
    scores = pd.concat(score_frames, ignore_index=True).melt(id_vars=["reference_set", "setting"], var_name="system",
                                                              value_name="score")
    wname = "none" if weigher is None else getattr(weigher, "name", type(weigher).__name__)
    return FactorSearchResult(table, scores, folds, chosen, average, assumption, level, wname)  # type: ignore[arg-type]


GJG15_REFERENCE_SETS = ("NUCLE", "BN-10GEC", "E-Minimal", "E-Fluency", "NE-Minimal", "NE-Fluency")
"""The six CoNLL-2014 reference sets the paper cross-validates over (Appendix B.5)."""


def conll14_gjg15_reference_sets() -> Corpus:
    """CoNLL-2014's 13 systems with the six reference sets of the paper's factor search, all with fresh
    ERRANT edits: the ``conll14-fresh-errant`` dataset (systems, NUCLE, BN-10GEC and the four SN-8GEC sets)."""
    from gecnb.data.registry import load_dataset

    return load_dataset("conll14-fresh-errant")
