"""CLEME2.0 trade-off factor search: 969 settings x 6 reference sets x 13 systems (CoNLL-2014, the paper's
Appendix B.5), vectorised vs a loop over the settings, in one process.

gecnb (``factor_search``): for each reference set, the corpus-level greedy reference choice of all 13 systems
x 969 settings runs in ONE pass over the sentences (at each sentence, all running totals are updated
together, only the distinct reference rows compared); the sentence-level choice is one array operation;
the correlations of all settings are computed at once.

Baseline: a loop over the settings, each one greedy pass over the sentences (``corpus_select`` with a
one-row grid, still vectorised over the 13 systems; at sentence level ``sentence_means``). Everything that
does not depend on the factors (row counts, tie-break ranks, distinct reference rows: ``corpus_plan``) is
made once per reference set outside the loop, so the ratio measures the vectorisation over settings only.
By default it runs on ``--settings 60``
settings spread over the grid and is extrapolated linearly to 969 (every setting costs the same: one pass
over the sentences); ``--full-baseline`` runs all 969. The baseline's scores are checked equal to the
vectorised ones.

Chunk statistics (partition of every sentence) are built once before timing and shared, as both sides
would. Prints the times, the ratio and the wall time of the whole search.

    python benchmarks/bench_cleme2_search.py [--level corpus|sentence] [--assumption dependent|independent]
"""

from __future__ import annotations

import argparse
import time

import numpy as np

from gecnb.chunks.prepared import prepare
from gecnb.meta.factor_search import (
    GJG15_REFERENCE_SETS,
    conll14_gjg15_reference_sets,
    corpus_scores,
    factor_grid,
    factor_search,
    sentence_means,
)
from gecnb.meta.human import gjg15_human_scores
from gecnb.metrics.cleme2 import corpus_plan, corpus_select, row_counts


def loop_over_settings(prepared, systems, grid, assumption, level) -> np.ndarray:
    """Scores (settings, systems), one setting at a time; the factor-independent work done once."""
    counts = [row_counts(prepared.stats(s), assumption, level=level) for s in systems]
    out = np.empty((len(grid), len(systems)))
    if level == "corpus":
        plan = corpus_plan(counts)
        for i in range(len(grid)):
            g = grid[i:i + 1]
            out[i] = corpus_scores(counts, corpus_select(counts, g, plan=plan), g)[0]
    else:
        for i in range(len(grid)):
            for si, c in enumerate(counts):
                out[i, si] = sentence_means(c, grid[i:i + 1])[0]
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--level", default="corpus", choices=("corpus", "sentence"))
    ap.add_argument("--assumption", default="dependent", choices=("dependent", "independent"))
    ap.add_argument("--settings", type=int, default=60, help="baseline settings to time (extrapolated to the grid)")
    ap.add_argument("--full-baseline", action="store_true", help="time the baseline on every setting")
    args = ap.parse_args()

    t = time.perf_counter()
    corpus = conll14_gjg15_reference_sets()
    preps = {rs: prepare(corpus, reference_set=rs, edits="given") for rs in GJG15_REFERENCE_SETS}
    for p in preps.values():
        for s in p.systems:
            p.stats(s)
    print(f"load + chunk statistics (6 reference sets x 13 systems, shared by both): {time.perf_counter() - t:.1f} s")
    human = gjg15_human_scores()
    systems = list(human.system)
    grid = factor_grid()

    t = time.perf_counter()
    res = factor_search(preps, human=human, assumption=args.assumption, level=args.level)
    t_vec = time.perf_counter() - t
    print(f"gecnb factor_search, {len(grid)} settings x {len(preps)} sets x {len(systems)} systems "
          f"({args.assumption}, {args.level}): {t_vec:.2f} s (correlations and CV included)")

    idx = np.arange(len(grid)) if args.full_baseline else np.linspace(0, len(grid) - 1, args.settings).round().astype(int)
    t = time.perf_counter()
    loop = {rs: loop_over_settings(p, systems, grid[idx], args.assumption, args.level) for rs, p in preps.items()}
    t_loop = (time.perf_counter() - t) * len(grid) / len(idx)
    what = "measured" if args.full_baseline else f"extrapolated from {len(idx)} settings"
    print(f"baseline, one setting at a time: {t_loop:.1f} s ({what}; scoring only, no correlations)")
    for rs in preps:
        vec = res.scores[res.scores.reference_set == rs].pivot(index="setting", columns="system", values="score")
        np.testing.assert_array_equal(vec.loc[idx, systems].to_numpy(), loop[rs])
    print("baseline scores equal the vectorised ones")
    print(f"ratio: {t_loop / t_vec:.1f}x (target >= 20x); whole search {t_vec:.1f} s (target < 60 s)")
    print("chosen factors (leave-one-reference-set-out):", res.chosen)


if __name__ == "__main__":
    main()
