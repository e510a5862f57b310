"""Recompute the shipped similarity cache (``gecnb/datasets/similarity/``) from nothing and compare it bit for
bit: every value (``--full``) or a seeded sample (``--sample N``, default 200). No disk cache is read or
written; the model is the one the cache names (it must be installed).

    GECNB_PROGRESS=1 nice -n 10 python scripts/check_similarity_cache.py [--full | --sample N] [--seed S]

Prints the number of values compared, how many differ (and the largest difference) and the time; exits 1 when
any value differs or the installed model is not the cache's. ``tests/test_bit_stable.py`` runs a small sample.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

from gecnb.metrics.weighting.bertscore import bertscore_f1, resolve_model
from gecnb.metrics.weighting.similarity import SHIPPED_DIR, read_shipped


def check(path: Path, *, full: bool, sample: int, seed: int) -> int:
    header, shipped = read_shipped(path)
    model = resolve_model()
    if header["key"] != model.cache_key:
        print(f"{path.name}: written for {header['key']}, the installed model is {model.cache_key}")
        return 1
    pairs = sorted(shipped)
    if not full:
        pairs = random.Random(seed).sample(pairs, min(sample, len(pairs)))
    t0 = time.perf_counter()
    got = bertscore_f1(pairs, model=model, cache=False, progress=True)
    dt = time.perf_counter() - t0
    diffs = [abs(g - shipped[p]) for g, p in zip(got, pairs, strict=True) if g != shipped[p]]
    print(f"{path.name}: {len(pairs)} values recomputed from nothing in {dt:.1f} s: {len(diffs)} differ"
          + (f" (largest {max(diffs):.3g})" if diffs else " (bit for bit)"))
    return 1 if diffs else 0


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--full", action="store_true", help="every value of every shipped cache")
    ap.add_argument("--sample", type=int, default=200, help="values per cache without --full")
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args()
    paths = sorted(SHIPPED_DIR.glob("*.tsv.gz"))
    if not paths:
        sys.exit(f"no shipped similarity cache in {SHIPPED_DIR}")
    sys.exit(max(check(p, full=args.full, sample=args.sample, seed=args.seed) for p in paths))


if __name__ == "__main__":
    main()
