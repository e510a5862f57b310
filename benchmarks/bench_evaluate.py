"""``gecnb.evaluate`` on CoNLL-2014: one new system among the 13 published, the full suite without similarity
weighting, 1,000 bootstrap samples, in one process with a private, empty cache folder:

1. ``load``: the bundled corpora (official M2 gold, shipped fresh ERRANT edits), once per process;
2. ``cold``: nothing cached (no edits of the new system, no per-system results of the published ones);
3. ``new system``: another new system, its edits not cached, the published systems' results cached
   (the usual case: the published systems were evaluated once);
4. ``cached``: the same again, everything cached.

The new systems are SEEDA's T5 and GECToR-BERT outputs of the CoNLL-2014 test set (not among the 13).
Times are wall-clock seconds, with the CPU seconds of this process and its workers beside them (on a shared,
loaded machine the CPU time is the fairer measure); ratios are of wall-clock times against ``cold``.
Nothing is asserted.

    python benchmarks/bench_evaluate.py [--n 1000]
"""

from __future__ import annotations

import argparse
import os
import resource
import tempfile
import time


def _cpu() -> float:
    own, kids = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + kids.ru_utime + kids.ru_stime


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--n", type=int, default=1000, help="bootstrap samples (default 1000)")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory(prefix="gecnb-bench-evaluate-") as cache:
        os.environ["GECNB_CACHE_DIR"] = cache
        from gecnb.data.registry import load_dataset
        from gecnb.datasets import data_path
        from gecnb.evaluation import evaluate

        def seeda(name: str) -> str:
            return str(data_path("seeda", "outputs", "all", f"{name}.txt"))

        times: dict[str, float] = {}
        t = time.perf_counter()
        load_dataset("conll14-m2"), load_dataset("conll14-fresh-errant")
        times["load"] = time.perf_counter() - t
        for label, system in (("cold", "T5"), ("new system", "GECToR-BERT"), ("cached", "GECToR-BERT")):
            t, c = time.perf_counter(), _cpu()
            report = evaluate("conll14", hypotheses={system: seeda(system)}, n=args.n, progress=False)
            times[label] = time.perf_counter() - t
            cpu = _cpu() - c
            m2 = report.scores.set_index(["system", "metric"]).loc[(system, "M2")]
            print(f"{label:>10}: {times[label]:7.2f} s wall, {cpu:7.2f} s CPU  ({system}: M2 {m2['value']:.4f}, rank {m2['rank']} of "
                  f"{len(report.systems)})", flush=True)
        print(f"{'load':>10}: {times['load']:7.2f} s (once per process, not in the times above)")
        for label in ("new system", "cached"):
            print(f"ratio cold / {label}: {times['cold'] / times[label]:.1f}x")


if __name__ == "__main__":
    main()
