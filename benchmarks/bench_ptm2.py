"""PT-M2 and PT-ERRANT (corpus level, beta 0.5, MiniLM layer 6) of the 13 CoNLL-2014 systems: cold (an empty
disk cache, no shipped values: every string embedded) and cached (a new weigher reading the disk cache), against
the authors' code (pygongnlp/PT-M2 67ef575) per system, measured separately (``OFFICIAL_*`` below).

    GECNB_CACHE_DIR=<empty dir> GECNB_PROGRESS=0 nice -n 10 python benchmarks/bench_ptm2.py [--systems N]

PT-M2: the official combined M2 gold (both annotators) and the systems' official submissions; PT-ERRANT: the
CLEME authors' ERRANT files of the gold and the systems (``gecnb/datasets/conll14/cleme_errant/``). Both metrics
share one weigher, as a session that computes both does (the BERTScore pairs they have in common are scored
once). Prints times, the load of the machine and the ratios; asserts that cold and cached scores are identical.
"""

from __future__ import annotations

import argparse
import os
import time
from pathlib import Path

import gecnb
from gecnb.metrics.errant_compare import read_errant_m2
from gecnb.metrics.m2scorer import read_m2_gold
from gecnb.metrics.ptm2 import pterrant_scores, ptm2_scores
from gecnb.metrics.weighting.bertscore import default_cache_path
from gecnb.metrics.weighting.similarity import SimilarityWeigher

D = Path(gecnb.__file__).parent / "datasets" / "conll14"
SYSTEMS = ("AMU", "CAMB", "CUUI", "IITB", "IPN", "NTHU", "PKU", "POST", "RAC", "SJTU", "UFC", "UMC", "INPUT")

# The authors' code (pygongnlp/PT-M2 67ef575, `PTM2.compute_m2` / `compute_errant`, bert_score on the same MiniLM
# weights, layer 6, no baseline rescaling) timed on system AMU, every 25th sentence of CoNLL-2014 (53 of 1,312),
# extrapolated per sentence to the whole test set (x 1,312 / 53), wall time on the shared 2-core machine at load 4-17
# on 2026-11-25 (torch 2 threads); see docs/speed.md. Seconds per system. Issue 19 quotes about 36 minutes per
# system for PT-M2 (ISSUE_PTM2_S), measured elsewhere.
OFFICIAL_PTM2_S: float | None = 1611.94 / 53 * 1312
OFFICIAL_PTERRANT_S: float | None = 1358.14 / 53 * 1312
ISSUE_PTM2_S = 36 * 60.0


def _load() -> str:
    try:
        return "load " + " ".join(f"{x:.1f}" for x in os.getloadavg())
    except OSError:  # pragma: no cover
        return "load ?"


def _inputs(names: list[str]) -> tuple[dict, dict]:
    gold = read_m2_gold(D / "official-2014.combined.m2")
    lines = {s: (D / "official_submissions" / s).read_text(encoding="utf-8").rstrip("\n").split("\n") for s in names}
    ref = read_errant_m2(D / "cleme_errant" / "conll14.errant")
    hyp = {s: [h[2] for h in read_errant_m2(D / "cleme_errant" / f"conll14-{s}.errant")] for s in names}
    m2 = {"systems": lines, "gold": gold}
    errant = {"sources": [r[0] for r in ref], "systems": hyp, "references": [r[2] for r in ref]}
    return m2, errant


def _run(names: list[str]) -> tuple[tuple[float, float], tuple[float, float], object, object, int]:
    """(wall, CPU) seconds of PT-M2 and of PT-ERRANT, their scores and the distinct pairs scored."""
    m2_in, errant_in = _inputs(names)  # read outside the timings
    w = SimilarityWeigher(shipped=False, progress=False)
    t0, c0 = time.perf_counter(), time.process_time()
    m2 = ptm2_scores(**m2_in, weigher=w)
    t_m2 = (time.perf_counter() - t0, time.process_time() - c0)
    t0, c0 = time.perf_counter(), time.process_time()
    er = pterrant_scores(**errant_in, weigher=w)
    t_er = (time.perf_counter() - t0, time.process_time() - c0)
    return t_m2, t_er, m2, er, len(w._f1)


def _ratio(official: float | None, n: int, t: float) -> str:
    if official is None:
        return "official: not measured"
    return f"official {official:.0f} s per system x {n} = {official * n:.0f} s: {official * n / t:.0f}x"


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--systems", type=int, default=len(SYSTEMS), help="the first N systems (default all 13)")
    args = ap.parse_args()
    names = list(SYSTEMS[: args.systems])
    if any(default_cache_path().parent.glob("bertscore.sqlite*")):
        raise SystemExit(f"the cold run needs an empty $GECNB_CACHE_DIR ({default_cache_path().parent})")
    print(f"{len(names)} systems x 1,312 sentences, corpus level; cores: {os.cpu_count()}, {_load()}")
    c_m2, c_er, m2_cold, er_cold, pairs = _run(names)
    print(f"cold   PT-M2 {c_m2[0]:7.1f} s wall, {c_m2[1]:7.1f} s CPU (model load included), "
          f"PT-ERRANT {c_er[0]:7.1f} s wall, {c_er[1]:7.1f} s CPU (after PT-M2: shared pairs cached); "
          f"{pairs} distinct BERTScore pairs; {_load()}")
    w_m2, w_er, m2_warm, er_warm, _ = _run(names)
    print(f"cached PT-M2 {w_m2[0]:7.2f} s wall, {w_m2[1]:7.2f} s CPU; PT-ERRANT {w_er[0]:7.2f} s wall, "
          f"{w_er[1]:7.2f} s CPU (a new weigher reading the disk cache); {_load()}")
    assert m2_cold.equals(m2_warm) and er_cold.equals(er_warm)  # type: ignore[attr-defined]
    print("cold and cached scores identical")
    print(f"PT-M2     cold: {_ratio(OFFICIAL_PTM2_S, len(names), c_m2[0])}; cached: "
          f"{_ratio(OFFICIAL_PTM2_S, len(names), w_m2[0])}")
    print(f"PT-M2 against issue 19's ~36 min per system: cold {_ratio(ISSUE_PTM2_S, len(names), c_m2[0])}; "
          f"cached: {_ratio(ISSUE_PTM2_S, len(names), w_m2[0])}")
    print(f"PT-ERRANT cold: {_ratio(OFFICIAL_PTERRANT_S, len(names), c_er[0])}; cached: "
          f"{_ratio(OFFICIAL_PTERRANT_S, len(names), w_er[0])}")


if __name__ == "__main__":
    main()
