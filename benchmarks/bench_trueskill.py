"""TrueSkill runs (WMT 2014 procedure): gecnb's vectorised update vs. the ``trueskill`` package's
``rate`` on the same matches, in the same process; then the time of 100 and 1,000 GJG15 runs and of
the shipped cache.

Run: PYTHONPATH=. python benchmarks/bench_trueskill.py [--full]    (--full: also compute 100 GJG15 runs, about a minute)
"""

from __future__ import annotations

import sys
import time

from gecnb.meta.judgments import load_judgments
from gecnb.meta.ranking import TrueSkillConfig, rank_judgments, trueskill_runs


def timed(fn):
    t = time.perf_counter()
    out = fn()
    return out, time.perf_counter() - t


def main(full: bool) -> None:
    refs = load_judgments("sakaguchi-main")
    package, numpy = TrueSkillConfig(matches=1000, engine="trueskill"), TrueSkillConfig(matches=1000)
    for runs in (1, 10):
        t = time.perf_counter()
        trueskill_runs(refs, runs=runs, config=package)
        t_pkg = time.perf_counter() - t
        t = time.perf_counter()
        trueskill_runs(refs, runs=runs, config=numpy)
        t_np = time.perf_counter() - t
        print(f"{runs:>4} run(s) x 1,000 matches: trueskill.rate {t_pkg:6.2f} s, numpy {t_np:6.2f} s, ratio {t_pkg / t_np:5.1f}x")
    _, t_cache = timed(lambda: rank_judgments("gjg15", bootstrap=1000))
    print(f"GJG15, 1,000 runs from the shipped cache: {t_cache:.2f} s")
    if full:
        gjg = load_judgments("gjg15")
        _, t100 = timed(lambda: trueskill_runs(gjg, runs=100))
        print(f"GJG15, 100 runs x 109,099 matches computed: {t100:.1f} s ({t_cache / t100:.3f} of it from the cache)")


if __name__ == "__main__":
    main("--full" in sys.argv[1:])
