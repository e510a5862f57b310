"""Official GLEU, 500 iterations, one CoNLL-2014 system x BN-10GEC (10 references):
gecnb's vectorised implementation vs. a straightforward per-iteration one, in the same process.

Run: python benchmarks/bench_gleu.py [SYSTEM]
"""

from __future__ import annotations

import math
import random
import sys
import time
import warnings
from collections import Counter

from gecnb.data.text import read_text
from gecnb.datasets import data_path
from gecnb.metrics.gleu import gleu_official


def counts(tokens: list[str], n: int) -> Counter:
    return Counter(tuple(tokens[i : i + n]) for i in range(len(tokens) + 1 - n))


def pair_stats(h: list[str], s: list[str], r: list[str]) -> list[int]:
    out = [len(h), len(r)]
    for n in range(1, 5):
        hn, sn, rn = counts(h, n), counts(s, n), counts(r, n)
        sd = Counter({g: c for g, c in sn.items() if g not in rn})
        out.append(max(sum((hn & rn).values()) - sum((hn & sd).values()), 0))
        out.append(max(len(h) + 1 - n, 0))
    return out


def gleu(stats: list[int]) -> float:
    if any(x == 0 for x in stats):
        return 0.0
    c, r = stats[:2]
    lp = sum(math.log(x / y) for x, y in zip(stats[2::2], stats[3::2], strict=True)) / 4
    return math.exp(min(0, 1 - r / c) + lp)


def straightforward(sources, hyps, refs, iterations=500):
    """One full pass over the corpus per iteration (statistics recomputed every time)."""
    k = len(refs[0])
    scores = []
    for j in range(iterations):
        random.seed(j * 101)
        total = [0] * 10
        for s, h, rs in zip(sources, hyps, refs, strict=True):
            r = rs[int(random.random() * k)]
            total = [a + b for a, b in zip(total, pair_stats(h.split(), s.split(), r.split()), strict=True)]
        scores.append(gleu(total))
    return sum(scores) / len(scores)


def main() -> None:
    system = sys.argv[1] if len(sys.argv) > 1 else "AMU"
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        sources = read_text(data_path("conll14", "official_submissions", "INPUT"))
        hyps = read_text(data_path("conll14", "official_submissions", system))
        files = [read_text(data_path("bn10gec", f"BN{k}")) for k in range(1, 11)]
    refs = [list(x) for x in zip(*files, strict=True)]

    t0 = time.perf_counter()
    fast = gleu_official(sources=sources, hypotheses=hyps, references=refs).score
    t1 = time.perf_counter()
    slow = straightforward(sources, hyps, refs)
    t2 = time.perf_counter()
    print(f"system {system}, {len(hyps)} sentences x 10 references, 500 iterations")
    print(f"vectorised      : {t1 - t0:8.2f} s  GLEU = {fast:.6f}")
    print(f"straightforward : {t2 - t1:8.2f} s  GLEU = {slow:.6f}")
    print(f"speed-up        : {(t2 - t1) / (t1 - t0):8.1f} x   (|diff| = {abs(fast - slow):.2e})")


if __name__ == "__main__":
    main()
