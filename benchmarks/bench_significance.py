"""Corpus-level paired bootstrap with the per-sentence choice re-run on every resample (CLEME2.0's and
CLEME's reference choice, M2's annotator choice): the vectorised resampling against a naive loop, in one
process (issue 17's speed criterion: CLEME2.0, 1,000 resamples x 14 systems on CoNLL-2014 under 30 s).

The 14 systems: the 13 CoNLL-2014 outputs of ``conll14-fresh-errant`` and SEEDA's T5 output (from
``seeda-fresh-errant``, the same 1,312 sentences, edits from the same ERRANT pipeline), against NUCLE,
CLEME2.0-dep at corpus level (the paper's factors), edits given (shipped), so no spaCy run; ``--metric m2``
(the M2 scorer, running annotator choice) or ``--metric cleme`` (CLEME-dep, length weighting) instead.

* statistics: ``Metric.statistics`` (the chunk counts of every (sentence, reference), once);
* vectorised: ``compare_systems(..., statistics=...)``, which re-runs the corpus-level reference choice on
  every resampled corpus for all systems at once (one numpy step per position);
* naive baseline: for each resample, build the resampled corpus and score it with the metric
  (``gecnb.score``), on ``--naive`` resamples x all systems (default 5; extrapolated to 1,000 for the ratio).
  The two agree on the resamples they share (checked here, bit for bit; for CLEME's length weighting the
  naive loop recomputes the weights' corpus bias on each resample, the bootstrap holds the full corpus's,
  so they differ slightly there: see docs/evaluate.md);
* for M2 and CLEME also the fixed choice (the full corpus's annotators / references kept, a sum of the
  chosen rows: what their bootstrap did before the choice was re-run), for the cost of re-running it.

    python benchmarks/bench_significance.py [--metric cleme2|cleme|m2] [--n 1000] [--naive 5]
"""

from __future__ import annotations

import argparse
import time

import numpy as np
import pandas as pd


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--n", type=int, default=1000, help="bootstrap resamples (default 1000)")
    ap.add_argument("--naive", type=int, default=5, help="resamples for the naive per-resample loop (default 5)")
    ap.add_argument("--metric", choices=("cleme2", "cleme", "m2"), default="cleme2")
    args = ap.parse_args()

    import gecnb
    from gecnb.meta.significance import _indices, compare_systems

    corpus = gecnb.load_dataset("conll14-fresh-errant")
    t5 = gecnb.load_dataset("seeda-fresh-errant").systems["T5"]
    corpus.add_system("T5", t5.hypotheses, edits=t5.edits)
    names = list(corpus.systems)
    options = {} if args.metric == "m2" else {"edits": "given"}
    metric = gecnb.get_metric(args.metric, **options)
    value = metric.aggregate().name
    t0 = time.perf_counter()
    stats = metric.statistics(corpus, reference_set="NUCLE", systems=names)
    t_stats = time.perf_counter() - t0
    t0 = time.perf_counter()
    table = compare_systems(corpus, metric, reference_set="NUCLE", systems=names, n=args.n, seed=0,
                            statistics=stats)
    t_vec = time.perf_counter() - t0
    print(f"{len(names)} systems x {len(corpus)} sentences, NUCLE, {args.metric} corpus level, {args.n} resamples")
    print(f"  statistics (once):                  {t_stats:8.2f} s")
    print(f"  vectorised paired bootstrap:        {t_vec:8.2f} s   ({t_stats + t_vec:.2f} s with the statistics)")

    agg = metric.aggregate()
    if args.metric != "cleme2":  # the choice of the full corpus kept: a sum of the chosen rows per resample
        from gecnb.meta.significance import resample_scores
        from gecnb.metrics.aggregate import f_score_aggregate

        if args.metric == "m2":
            chosen = metric.sentences(corpus, reference_set="NUCLE", systems=names)
            fixed = f_score_aggregate(metric.config.beta)
        else:
            from gecnb.metrics.cleme import score_many

            cfg = metric._cleme_config("corpus")
            view = metric._prepared(corpus, corpus.reference_sets["NUCLE"], names, cfg).with_references_dropped(
                empty=cfg.drop_empty_references, unchanged=cfg.drop_unchanged_references)
            results = score_many([(view.stats(s), cfg) for s in names])
            chosen = pd.concat([metric._sentence_rows(s, r.sentences) for s, r in zip(names, results, strict=True)])
            fixed = f_score_aggregate(metric.config.beta, tp="TP", fp="FP", fn="FN")
        full = _indices(len(corpus), args.n, 0)
        t0 = time.perf_counter()
        resample_scores([chosen[chosen["system"] == s] for s in names], aggregate=fixed, idx=full)
        t_fixed = time.perf_counter() - t0
        print(f"  fixed choice (the full corpus's):   {t_fixed:8.2f} s   (re-running the choice costs "
              f"{t_vec / t_fixed:.1f}x the fixed choice's resampling)")
    idx = _indices(len(corpus), args.n, 0)[: args.naive]
    vec = agg.samples([stats[stats["system"] == s] for s in names], idx)
    t0 = time.perf_counter()
    naive = np.empty((len(names), len(idx)))
    for b, row in enumerate(idx):
        naive[:, b] = gecnb.score(corpus.subset(list(row)), args.metric, reference_set="NUCLE", systems=names,
                                  **options)[value].to_numpy()
    t_naive = time.perf_counter() - t0
    per = t_naive / len(idx)
    print(f"  naive loop (re-score each resample): {t_naive:8.2f} s for {len(idx)} resamples = {per:.2f} s each, "
          f"~{per * args.n:.0f} s for {args.n}")
    print(f"  ratio naive / vectorised (per {args.n} resamples): {per * args.n / t_vec:.0f}x")
    print(f"  the {len(idx)} shared resamples agree bit for bit: {bool((naive == vec).all())}")
    print(table[["system", "value", "ci_low", "ci_high", "p_value"]].to_string(index=False))


if __name__ == "__main__":
    main()
