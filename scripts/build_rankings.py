"""Rebuild the cached TrueSkill runs shipped in ``gecnb/datasets/rankings/`` (slow: minutes).

    python3 -m scripts.build_rankings [NAME ...]   # from the repository root; default: every set in RUNS

Each file holds ``RUNS[name]`` runs of :func:`gecnb.meta.ranking.trueskill_runs` with seed 0 and the
default :class:`~gecnb.meta.ranking.TrueSkillConfig` (the WMT 2014 procedure), written by
:func:`~gecnb.meta.ranking.save_runs`. The tests check the files' signature against the code and
recompute some of their runs.
"""

from __future__ import annotations

import sys
import time

from gecnb.datasets import ROOT
from gecnb.meta.judgments import load_judgments
from gecnb.meta.ranking import save_runs, trueskill_runs

RUNS = {"gjg15": 1000, "sakaguchi-main": 1000, "sakaguchi-ctrl": 1000, "seeda-sent": 1000, "seeda-edit": 1000, "napoles15": 1000}
"""Runs per judgment set: 1,000, as GJG15 and Sakaguchi et al. 2016 report (SEEDA used GJG15's scripts)."""


def main(names: list[str]) -> None:
    for name in names or list(RUNS):
        t = time.perf_counter()
        runs = trueskill_runs(load_judgments(name), runs=RUNS[name], seed=0)
        path = ROOT / "rankings" / f"{name}.ts_runs.tsv"
        save_runs(runs, path)
        print(f"{name}: {RUNS[name]} runs, {runs.attrs['matches']} matches each, {time.perf_counter() - t:.1f} s -> {path}")


if __name__ == "__main__":
    main(sys.argv[1:])
