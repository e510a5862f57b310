"""Similarity weighting (CLEME2.0-sim) of all 13 CoNLL-2014 systems x NUCLE, dependent and independent:
batched and shared (every distinct string embedded once, every distinct pair scored once, across all
systems and assumptions) vs one BERTScore call per weighed chunk row ([X, X'] against R_r, nothing shared:
what a weigher without batching does).

    GECNB_PROGRESS=0 nice -n 10 python benchmarks/bench_similarity.py [--sentences 200] [--sample 60]
    GECNB_CACHE_DIR=<empty dir> GECNB_PROGRESS=0 nice -n 10 python benchmarks/bench_similarity.py --full [--skip-cold]

``--full``: the whole job (13 systems x dependent / independent, corpus level) cold from an empty disk cache
and no shipped values, then warm from the disk cache, against the official weigher's 2,023 s (issue 19).

Both sides run the model (no disk or shipped cache) with the same BERTScore code, so the ratio measures the
batching and sharing only. The per-chunk baseline runs on a seeded random sample of the weighed rows and is
extrapolated per row (printed as such). ``--sentences`` limits both sides to the first N sentences (the
full corpus takes about half an hour batched on a busy 2-core machine). Prints times and the ratio; asserts
nothing about time. Target: >= 5x.
"""

from __future__ import annotations

import argparse
import os
import random
import time

import numpy as np

from gecnb.chunks.categories import dependent_categories, independent_categories
from gecnb.chunks.prepared import prepare
from gecnb.chunks.stats import build_chunk_stats
from gecnb.data.registry import load_dataset
from gecnb.metrics.weighting import WeightContext
from gecnb.metrics.weighting.bertscore import BertScorer, default_cache_path
from gecnb.metrics.weighting.similarity import SimilarityWeigher, weight_pairs


def contexts(n: int | None) -> list[WeightContext]:
    """The 26 contexts. The whole corpus: the chunk statistics as gecnb's scorers build them
    (``PreparedCorpus.stats``: systems that share a hypothesis partition it once); the first ``n``
    sentences: built one system at a time."""
    corpus = load_dataset("conll14-cleme-errant")
    prep = prepare(corpus, reference_set="NUCLE", edits="given")
    rs = corpus.references("NUCLE")
    out = []
    for s in prep.systems:
        if n is None or n >= len(corpus.sources):
            st = prep.stats(s)
        else:
            st = build_chunk_stats(corpus.sources[:n], corpus.systems[s].hypotheses[:n], prep.system_edits[s][:n],
                                   rs.references[:n], prep.reference_edits[:n])
        out.append(WeightContext(st, "dependent", "corpus", dependent_categories(st)))
        out.append(WeightContext(st, "independent", "corpus", independent_categories(st)[st.r_row]))
    return out


OFFICIAL_S = 2023.0  # the official weigher (THUKElab/CLEME v1.1.0) on the same 13 x 2 job, measured once (issue 19)


def _load() -> str:
    try:
        return "load " + " ".join(f"{x:.1f}" for x in os.getloadavg())
    except OSError:  # pragma: no cover
        return "load ?"


def full(skip_cold: bool) -> None:
    """The 13 systems x dependent / independent, corpus level, all 1,312 sentences: cold (no shipped values,
    an empty disk cache: every string embedded) and warm (a new weigher reading the disk cache), each to
    the weights of all 26 contexts; times, ratios against the official weigher, and the machine's load."""
    print(f"cores: {os.cpu_count()}, {_load()}")
    ctxs = contexts(None)
    if not skip_cold:
        if any(default_cache_path().parent.glob("bertscore.sqlite*")):
            raise SystemExit(f"the cold run needs an empty $GECNB_CACHE_DIR ({default_cache_path().parent})")
        t0 = time.perf_counter()
        w = SimilarityWeigher(shipped=False, progress=False)
        w.prepare(ctxs)
        cold = [w.weights(c) for c in ctxs]
        t_cold = time.perf_counter() - t0
        print(f"cold: {t_cold:.1f} s ({len(w._f1)} distinct pairs; model load included), {_load()}; "
              f"official weigher {OFFICIAL_S:.0f} s: {OFFICIAL_S / t_cold:.1f}x (target >= 10x)")
    t0, c0 = time.perf_counter(), time.process_time()
    ctxs = contexts(None)  # new chunk statistics: nothing kept in memory from the cold run
    t_ctx = time.perf_counter() - t0
    w2 = SimilarityWeigher(shipped=False, progress=False)
    w2.prepare(ctxs)
    warm = [w2.weights(c) for c in ctxs]
    t_warm, c_warm = time.perf_counter() - t0, time.process_time() - c0
    print(f"warm (disk cache, new statistics and weigher): {t_warm:.2f} s ({t_ctx:.2f} s of it the chunk statistics "
          f"from the shipped edits; CPU time of this process {c_warm:.2f} s), {_load()}; official "
          f"{OFFICIAL_S:.0f} s: {OFFICIAL_S / t_warm:.0f}x (target < 2 s)")
    if not skip_cold:
        assert all(np.array_equal(a, b) for a, b in zip(cold, warm, strict=True))
        print("cold and warm weights identical bit for bit")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--sentences", type=int, default=200, help="first N sentences (0: all 1,312)")
    ap.add_argument("--sample", type=int, default=60, help="weighed rows timed one call each for the baseline")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--full", action="store_true", help="the whole 13 x 2 job cold and warm (empty $GECNB_CACHE_DIR)")
    ap.add_argument("--skip-cold", action="store_true", help="with --full: the warm run only, from $GECNB_CACHE_DIR")
    args = ap.parse_args()
    if args.full:
        full(args.skip_cold)
        return
    ctxs = contexts(args.sentences or None)
    rows = []  # (X', R_r, X) of every weighed row of every context
    for ctx in ctxs:
        wp = weight_pairs(ctx)
        rows.extend(zip(wp.x_prime, wp.reference, wp.source, strict=True))
    print(f"{len(ctxs)} contexts (13 systems x dependent/independent), first {args.sentences or 'all'} sentences: "
          f"{len(rows)} weighed (chunk, reference) rows")

    w = SimilarityWeigher(cache=False, shipped=False, progress=False)
    BertScorer(w.bert_model).score([("warm up", "warm up")])  # load the model outside both timings
    t0 = time.perf_counter()
    w.prepare(ctxs)
    batched_w = [w.weights(c) for c in ctxs]
    t_batched = time.perf_counter() - t0
    n_pairs = len(w._f1)
    print(f"batched + shared: {t_batched:.1f} s ({n_pairs} distinct pairs, "
          f"{len({s for p in w._f1 for s in p})} distinct strings)")

    rng = random.Random(args.seed)
    sample = rng.sample(rows, min(args.sample, len(rows)))
    t0 = time.perf_counter()
    per_chunk = []
    for x_prime, ref, src in sample:
        sc = BertScorer(w.bert_model)  # nothing shared between calls
        f_x, f_xp = sc.score([(src, ref), (x_prime, ref)])
        per_chunk.append(abs(f_xp - f_x))
    t_sample = time.perf_counter() - t0
    t_baseline = t_sample / len(sample) * len(rows)
    print(f"one call per row: {t_sample:.1f} s for {len(sample)} sampled rows -> {t_baseline:.1f} s extrapolated "
          f"to {len(rows)} rows")
    # the same weights either way (float32 batch rounding aside)
    lookup = {(x, r, s): abs(w._f1[(x, r)] - w._f1[(s, r)]) for x, r, s in sample}
    diff = max(abs(lookup[k] - v) for k, v in zip(sample, per_chunk, strict=True))
    print(f"max |weight difference| on the sample: {diff:.2e}")
    assert all(np.isfinite(b).all() for b in batched_w)
    print(f"ratio (one call per row / batched): {t_baseline / t_batched:.1f}x (target >= 5x)")


if __name__ == "__main__":
    main()
