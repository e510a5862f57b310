"""``gecnb evaluate`` on CoNLL-2014 through the command line, as a user runs it: one new system among the 13
published, the full suite without similarity weighting, 1,000 bootstrap samples, each run a fresh process
(``python -m gecnb evaluate --dataset conll14 --hypothesis X --quiet``) on a private cache folder:

1. ``baseline``: ``python -c "import gecnb; gecnb.load_dataset('conll14')"``, the bare start-up every run pays;
2. ``cold``: an empty cache folder (no edits of the new system, no results of the published ones);
3. ``new system``: another new system, its edits not cached, the published systems' results cached (the usual
   case: the published systems were evaluated once);
4. ``warm``: the same again, everything cached (the median of ``--repeat`` runs);
5. with ``--no-cache-run``, also ``--no-cache`` (nothing read or written: one process computes everything).

The new systems are SEEDA's T5 and GECToR-BERT outputs of the CoNLL-2014 test set (not among the 13). Times
are wall-clock seconds, with the CPU seconds of the process and its workers beside them (on a shared, loaded
machine the CPU time is the fairer measure), and ratios against the baseline measured in the same run. The
machine's load average is printed before and after. The cache's growth: the size of ``evaluate.sqlite`` after
the cold run (14 systems) and what the second new system added (one system: its values, statistics and samples
of every metric, and the report's analyses). Nothing is asserted; the targets (cold <= 60 s, warm < 5 s on the
shared 2-core machine) are printed next to the numbers.

    python benchmarks/bench_evaluate.py [--repeat 3] [--no-cache-run]
"""

from __future__ import annotations

import argparse
import os
import resource
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _cpu_children() -> float:
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def _run(argv: list[str], cache: Path) -> tuple[float, float, str]:
    """Wall and CPU seconds of one fresh process (its workers included), and its standard output."""
    env = {**os.environ, "GECNB_CACHE_DIR": str(cache), "GECNB_PROGRESS": "0"}
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), *filter(None, [os.environ.get("PYTHONPATH")])])
    c, t = _cpu_children(), time.perf_counter()
    done = subprocess.run([sys.executable, *argv], env=env, capture_output=True, text=True, check=False)
    wall, cpu = time.perf_counter() - t, _cpu_children() - c
    if done.returncode != 0:
        raise SystemExit(f"{' '.join(argv)} failed ({done.returncode}):\n{done.stderr}")
    return wall, cpu, done.stdout


def _entries(path: Path) -> tuple[int, int]:
    """The evaluate cache's file size and the bytes its entries take (what the bound counts)."""
    with sqlite3.connect(path) as db:
        (used,) = db.execute("SELECT COALESCE(SUM(size), 0) FROM results").fetchone()
    return path.stat().st_size, int(used)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--repeat", type=int, default=3, help="runs of the baseline and of the warm report (median)")
    ap.add_argument("--no-cache-run", action="store_true", help="also time --no-cache (one process, ~1.5 min)")
    args = ap.parse_args()
    seeda = ROOT / "gecnb" / "datasets" / "seeda" / "outputs" / "all"
    evaluate = ["-m", "gecnb", "evaluate", "--dataset", "conll14", "--quiet", "--hypothesis"]
    print(f"load average before: {' '.join(f'{x:.2f}' for x in os.getloadavg())} ({os.cpu_count()} CPUs)", flush=True)
    rows: dict[str, tuple[float, float]] = {}
    with tempfile.TemporaryDirectory(prefix="gecnb-bench-evaluate-") as tmp:
        cache = Path(tmp) / "cache"
        base = [_run(["-c", "import gecnb; gecnb.load_dataset('conll14')"], cache)[:2] for _ in range(args.repeat)]
        rows["baseline"] = (statistics.median(b[0] for b in base), statistics.median(b[1] for b in base))
        wall, cpu, cold_out = _run([*evaluate, str(seeda / "T5.txt")], cache)
        rows["cold"] = (wall, cpu)
        size_cold, used_cold = _entries(cache / "evaluate.sqlite")
        rows["new system"] = _run([*evaluate, str(seeda / "GECToR-BERT.txt")], cache)[:2]
        size_new, used_new = _entries(cache / "evaluate.sqlite")
        warm = [_run([*evaluate, str(seeda / "GECToR-BERT.txt")], cache) for _ in range(args.repeat)]
        rows["warm"] = (statistics.median(w[0] for w in warm), statistics.median(w[1] for w in warm))
        if len({w[2] for w in warm}) != 1:
            raise SystemExit("the warm reports differ")
        if args.no_cache_run:
            wall, cpu, fresh_out = _run([*evaluate, str(seeda / "T5.txt"), "--no-cache"], Path(tmp) / "unused")
            rows["--no-cache"] = (wall, cpu)
            if fresh_out != cold_out:
                raise SystemExit("--no-cache and the cached report differ")
            if (Path(tmp) / "unused").exists():
                raise SystemExit("--no-cache created the cache folder")
    targets = {"cold": "<= 60 s", "warm": "< 5 s"}
    b = rows["baseline"][0]
    for label, (wall, cpu) in rows.items():
        ratio = "" if label == "baseline" else f"  {wall / b:5.1f}x the baseline"
        target = f"  (target {targets[label]})" if label in targets else ""
        print(f"{label:>12}: {wall:7.2f} s wall, {cpu:7.2f} s CPU{ratio}{target}")
    print(f"ratio cold / warm: {rows['cold'][0] / rows['warm'][0]:.1f}x")
    print(f"cache after the cold run (14 systems): {size_cold / 1e6:.2f} MB file, {used_cold / 1e6:.2f} MB of entries")
    print(f"one more system adds: {(size_new - size_cold) / 1e6:.2f} MB file, {(used_new - used_cold) / 1e6:.2f} MB "
          "of entries (the pickle cache before: about 54 MB)")
    print(f"load average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
