"""Recompute the shipped caches of the slow reproducible tables (``gecnb/datasets/reproduce/*.tsv``).

    python scripts/build_reproduce_cache.py                # every cached table
    python scripts/build_reproduce_cache.py cleme-table7   # one

Each file is written by gecnb itself (``gecnb.reproduce.computed(name, recompute=True, write=True)``) with a
``# signature:`` line naming what changes its numbers; ``gecnb reproduce NAME --recompute`` computes the
same values without writing them.
"""

from __future__ import annotations

import argparse

from gecnb.reproduce import base


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("names", nargs="*", help="tables (default: every cached one)")
    args = ap.parse_args()
    tables = base.list_tables()
    names = args.names or list(tables.loc[tables["cached"], "name"])
    for name in names:
        base.computed(name, recompute=True, write=True)
        print(f"{name}: {base.headline(base.table(name))}")


if __name__ == "__main__":
    main()
