"""Corpus-level CLEME2.0 paired bootstrap: the vectorised resampling against a naive loop, in one process
(issue 17's speed criterion: 1,000 resamples x 14 systems on CoNLL-2014 under 30 s).

The 14 systems: the 13 CoNLL-2014 outputs of ``conll14-fresh-errant`` and SEEDA's T5 output (from
``seeda-fresh-errant``, the same 1,312 sentences, edits from the same ERRANT pipeline), against NUCLE,
CLEME2.0-dep at corpus level (the paper's factors), edits given (shipped), so no spaCy run.

* statistics: ``Metric.statistics`` (the chunk counts of every (sentence, reference), once);
* vectorised: ``compare_systems(..., statistics=...)``, which re-runs the corpus-level reference choice on
  every resampled corpus for all systems at once (one numpy step per position);
* naive baseline: for each resample, build the resampled corpus and score it with the metric
  (``gecnb.score``), on ``--naive`` resamples x all systems (default 5; extrapolated to 1,000 for the ratio).
  The two agree on the resamples they share (checked here, bit for bit).

    python benchmarks/bench_significance.py [--n 1000] [--naive 5]
"""

from __future__ import annotations

import argparse
import time

import numpy as np


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--n", type=int, default=1000, help="bootstrap resamples (default 1000)")
    ap.add_argument("--naive", type=int, default=5, help="resamples for the naive per-resample loop (default 5)")
    args = ap.parse_args()

    import gecnb
    from gecnb.meta.significance import _indices, compare_systems

    corpus = gecnb.load_dataset("conll14-fresh-errant")
    t5 = gecnb.load_dataset("seeda-fresh-errant").systems["T5"]
    corpus.add_system("T5", t5.hypotheses, edits=t5.edits)
    names = list(corpus.systems)
    metric = gecnb.get_metric("cleme2", edits="given")
    t0 = time.perf_counter()
    stats = metric.statistics(corpus, reference_set="NUCLE", systems=names)
    t_stats = time.perf_counter() - t0
    t0 = time.perf_counter()
    table = compare_systems(corpus, metric, reference_set="NUCLE", systems=names, n=args.n, seed=0,
                            statistics=stats)
    t_vec = time.perf_counter() - t0
    print(f"{len(names)} systems x {len(corpus)} sentences, NUCLE, CLEME2.0-dep corpus level, {args.n} resamples")
    print(f"  statistics (once):                  {t_stats:8.2f} s")
    print(f"  vectorised paired bootstrap:        {t_vec:8.2f} s   ({t_stats + t_vec:.2f} s with the statistics)")

    idx = _indices(len(corpus), args.n, 0)[: args.naive]
    agg = metric.aggregate()
    vec = agg.samples([stats[stats["system"] == s] for s in names], idx)
    t0 = time.perf_counter()
    naive = np.empty((len(names), len(idx)))
    for b, row in enumerate(idx):
        naive[:, b] = gecnb.score(corpus.subset(list(row)), "cleme2", reference_set="NUCLE", systems=names,
                                  edits="given")["score"].to_numpy()
    t_naive = time.perf_counter() - t0
    per = t_naive / len(idx)
    print(f"  naive loop (re-score each resample): {t_naive:8.2f} s for {len(idx)} resamples = {per:.2f} s each, "
          f"~{per * args.n:.0f} s for {args.n}")
    print(f"  ratio naive / vectorised (per {args.n} resamples): {per * args.n / t_vec:.0f}x")
    print(f"  the {len(idx)} shared resamples agree bit for bit: {bool((naive == vec).all())}")
    print(table[["system", "value", "ci_low", "ci_high", "p_value"]].to_string(index=False))


if __name__ == "__main__":
    main()
