"""Build the shipped BERTScore cache of the similarity weigher for CoNLL-2014 x NUCLE (CLEME authors' ERRANT
files, edits given): every (candidate, reference) F1 that CLEME2.0's similarity weighting of the 13 systems
needs, dependent and independent, with the offline MiniLM model (or the model given).

    GECNB_CACHE_DIR=/some/cache nice -n 10 python scripts/build_similarity_cache.py [--model M --layer L]

Writes ``gecnb/datasets/similarity/conll14_nucle_<model>_L<layer>.tsv.gz`` (format in
``gecnb.metrics.weighting.similarity.write_shipped``); the header holds the model's cache key and signature, so the
weigher reads it only for the same weights, tokenizer and layer. F1 values computed on the way also go to
the on-disk cache, so an interrupted run resumes. Prints the number of pairs and the time taken.
"""

from __future__ import annotations

import argparse
import re
import time
from pathlib import Path

from gecnb.data.registry import load_dataset
from gecnb.chunks.prepared import prepare
from gecnb.chunks.categories import dependent_categories, independent_categories
from gecnb.metrics.weighting import WeightContext
from gecnb.metrics.weighting.similarity import SHIPPED_DIR, SimilarityWeigher, write_shipped

DATASET, REFSET = "conll14-cleme-errant", "NUCLE"


def contexts(systems: list[str] | None = None) -> list[WeightContext]:
    """The weigher contexts of CLEME2.0 on the dataset: every system, dependent and independent."""
    corpus = load_dataset(DATASET)
    prep = prepare(corpus, reference_set=REFSET, systems=systems, edits="given")
    out = []
    for s in prep.systems:
        st = prep.stats(s)
        out.append(WeightContext(st, "dependent", "corpus", dependent_categories(st)))
        out.append(WeightContext(st, "independent", "corpus", independent_categories(st)[st.r_row]))
    return out


def output_path(weigher: SimilarityWeigher) -> Path:
    m = weigher.bert_model
    slug = re.sub(r"[^a-z0-9]+", "_", m.name.lower()).strip("_")
    return SHIPPED_DIR / f"conll14_nucle_{slug}_L{m.layer}.tsv.gz"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--model", default=None)
    ap.add_argument("--layer", type=int, default=None)
    args = ap.parse_args()
    w = SimilarityWeigher(model=args.model, layer=args.layer, shipped=False, progress=True)
    t0 = time.perf_counter()
    ctxs = contexts()
    pairs = w.pairs_needed(ctxs)
    n_strings = len({s for p in pairs for s in p})
    print(f"{len(ctxs)} contexts, {len(pairs)} distinct pairs, {n_strings} distinct strings "
          f"({time.perf_counter() - t0:.1f} s to collect)", flush=True)
    t1 = time.perf_counter()
    vals = w.f1(pairs)
    t2 = time.perf_counter()
    print(f"scored in {t2 - t1:.1f} s with {w.bert_model.signature()}", flush=True)
    out = output_path(w)
    out.parent.mkdir(parents=True, exist_ok=True)
    write_shipped(out, w.bert_model, dict(zip(pairs, vals, strict=True)),
                  description=f"{DATASET} x {REFSET}, 13 systems, edits given, CLEME2.0 similarity weighting "
                              "(dependent and independent): every (X, R_r) and (X', R_r) pair; written by "
                              "scripts/build_similarity_cache.py")
    print(f"wrote {out} ({out.stat().st_size} bytes); total {time.perf_counter() - t0:.1f} s")


if __name__ == "__main__":
    main()
