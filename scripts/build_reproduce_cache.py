"""Recompute the shipped caches of the slow reproducible tables (``gecnb/datasets/reproduce/*.tsv``).

    python scripts/build_reproduce_cache.py                # every cached table
    python scripts/build_reproduce_cache.py cleme-table7   # one
    python scripts/build_reproduce_cache.py --stale        # only those whose code or data changed

Each file is written by gecnb itself (``gecnb.reproduce.computed(name, recompute=True, write=True)``) with a
``# signature:`` line naming what changes its numbers and ``# code:`` / ``# data:`` lines keying it by the
code and the vendored files that produced it (:mod:`gecnb.reproduce.provenance`). Each table is built in a
fresh Python process, so that the data files it reads are all really opened (and recorded).
``gecnb reproduce NAME --recompute`` computes the same values without writing them.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import time

from gecnb.reproduce import base


def _build_one(name: str) -> None:
    base.computed(name, recompute=True, write=True)
    print(f"{name}: {base.headline(base.table(name))}", flush=True)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("names", nargs="*", help="tables (default: every cached one)")
    ap.add_argument("--stale", action="store_true", help="only the cached tables whose cache is stale or missing")
    ap.add_argument("--in-process", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.in_process:
        for name in args.names:
            _build_one(name)
        return
    tables = base.list_tables()
    names = args.names or list(tables.loc[tables["cached"], "name"])
    if args.stale:
        names = [n for n in names if not base._cache_path(n).is_file() or base.staleness(n)]
    failed = []
    for name in names:
        start = time.perf_counter()
        rc = subprocess.call([sys.executable, __file__, "--in-process", name])
        print(f"{name}: {'built' if rc == 0 else f'FAILED (exit {rc})'} in {time.perf_counter() - start:.0f} s",
              flush=True)
        if rc:
            failed.append(name)
    if failed:
        sys.exit(f"failed: {', '.join(failed)}")


if __name__ == "__main__":
    main()
