"""``gecnb correlate``: the correlation grid (:mod:`gecnb.meta.grid`) from the command line.

    gecnb correlate --dataset conll14 --human gjg15 --metric m2 --metric SentM2=m2:level=sentence \\
        --reference-set NUCLE --reference-set E-Minimal --unchanged keep --unchanged drop --format json
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence

import pandas as pd

from gecnb.cli_options import add_executor_options, executor_from


def add_parser(sub: argparse._SubParsersAction, formats: Sequence[str]) -> None:
    c = sub.add_parser("correlate", help="correlate metric configurations with a human ranking (the grid)")
    c.add_argument("--dataset", required=True, help="a bundled dataset (see `gecnb datasets`)")
    c.add_argument("--human", required=True, help="gjg15, gjg15-judgments, gjg15-cn18, seeda-sent or seeda-edit")
    c.add_argument("--metric", action="append", required=True,
                   help="[LABEL=]NAME[:option=value,...], e.g. SentCLEME=cleme:assumption=independent,level=sentence "
                        "(repeatable)")
    c.add_argument("--reference-set", action="append", default=[], help="repeatable (default: every set)")
    c.add_argument("--unchanged", action="append", choices=["keep", "drop"], default=[],
                   help="keep the references as they are (default) or drop unchanged ones (the papers' ♣); repeatable")
    c.add_argument("--method", action="append", choices=["pearson", "spearman", "kendall"], default=[],
                   help="repeatable (default pearson and spearman)")
    c.add_argument("--no-input", action="store_true", help="leave out the unchanged input (INPUT) as a system")
    c.add_argument("--bootstrap", type=int, default=0, help="resamples of the systems for confidence intervals")
    c.add_argument("--confidence", type=float, default=0.95)
    c.add_argument("--seed", type=int, default=0)
    c.add_argument("--wide", action="store_true", help="the papers' layout (table and csv formats)")
    c.add_argument("--no-cache", action="store_true", help="do not read or write the on-disk score cache")
    c.add_argument("--format", choices=list(formats), default="table")
    c.add_argument("--quiet", action="store_true", help="no warnings or progress bars")
    add_executor_options(c, "the grid's cells")


def run(args: argparse.Namespace) -> pd.DataFrame:
    from gecnb.data.registry import load_dataset
    from gecnb.meta.grid import correlate, wide

    if not 0 < args.confidence < 1:
        raise ValueError(f"--confidence must be between 0 and 1, not {args.confidence}")
    with executor_from(args) as ex:
        grid = correlate(load_dataset(args.dataset), human=args.human, metrics=args.metric,
                         reference_sets=args.reference_set or None, unchanged=args.unchanged or ["keep"],
                         methods=args.method or ["pearson", "spearman"], include_input=not args.no_input,
                         bootstrap=args.bootstrap, confidence=args.confidence, seed=args.seed,
                         cache=not args.no_cache, executor=ex)
    if args.wide and args.format != "json":
        w = wide(grid)
        w.columns = [" ".join(str(x) for x in col) for col in w.columns]
        return w.reset_index()
    return grid
