"""The correlation grid cold and from its cache, in one process (issue 10's performance criterion).

Cold: ``metric_scores`` with an empty score cache (a fresh ``GECNB_CACHE_DIR/grid``; the ERRANT edits come
from the shipped datasets, so no spaCy run). Cached: the same call again, reading every score from the cache,
then the correlations. Baseline for the ratio: the cold run. Prints both times and the ratio.

    python benchmarks/bench_grid.py            # 14 configurations (Table 2 without PT-M2, CLEME2.0), NUCLE + E-Minimal
    python benchmarks/bench_grid.py --full     # the whole cleme-table2 grid (6 reference sets, keep and ♣)

All of it on ``conll14-fresh-errant``; ``gecnb reproduce cleme-table2 --recompute`` scores the same rows but takes
M2 from ``conll14-m2`` and the CoNLL-2014 column's edits from ``conll14-cleme-errant``.
"""

from __future__ import annotations

import argparse
import os
import tempfile
import time


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--full", action="store_true", help="all six reference sets and both settings")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        old = os.environ.get("GECNB_CACHE_DIR")
        os.environ["GECNB_CACHE_DIR"] = tmp
        # the edit cache of the user stays where it is: copy nothing, the shipped datasets carry their edits
        try:
            from gecnb.data.registry import load_dataset
            from gecnb.meta.grid import correlation_grid, metric_scores
            from gecnb.reproduce.tables_correlation import ROWS

            corpus = load_dataset("conll14-fresh-errant")
            rows = [f"{r}={ROWS[r][0]}" for r in ROWS if "PT-M2" not in r]
            sets = ["NUCLE", "BN-10GEC", "E-Minimal", "E-Fluency", "NE-Minimal", "NE-Fluency"] if args.full \
                else ["NUCLE", "E-Minimal"]
            settings = ["keep", "drop"] if args.full else ["keep"]
            times = []
            for _ in range(2):
                t = time.perf_counter()
                scores = metric_scores(corpus, metrics=rows, reference_sets=sets, unchanged=settings,  # type: ignore[arg-type]
                                       progress=False)
                grid = correlation_grid(scores, "gjg15")
                times.append(time.perf_counter() - t)
        finally:
            if old is None:
                os.environ.pop("GECNB_CACHE_DIR", None)
            else:
                os.environ["GECNB_CACHE_DIR"] = old
    cold, warm = times
    print(f"grid: {len(rows)} metric configurations x {len(sets)} reference sets x {len(settings)} settings "
          f"x 13 systems -> {len(grid)} correlations")
    print(f"cold (empty score cache): {cold:8.1f} s")
    print(f"cached:                   {warm:8.1f} s")
    print(f"ratio cold / cached:      {cold / warm:8.1f}x")


if __name__ == "__main__":
    main()
