"""gecnb's M2 scorer vs. a straightforward port of the official algorithm, same process, 13 CoNLL systems.

The port (``tests/m2_oracle.official_port_sentence``) keeps the script's data structures: the
cubic triple loop for the transitive arcs and ``len(V) - 1`` Bellman-Ford passes. Both are run on every
sentence of every system against every annotator of the block; the edits they choose are compared and
the total times printed with their ratio. A per-sentence alarm (``--timeout``, default 20 s) stops the
port on sentences it cannot finish; those are counted and excluded from both timings.

    python benchmarks/bench_m2.py [--systems AMU CAMB ...] [--timeout 20]
"""

from __future__ import annotations

import argparse
import signal
import sys
import time
import warnings
from pathlib import Path

from gecnb.data.text import read_text
from gecnb.datasets import data_path
from gecnb.metrics.m2scorer import (
    _best_edit_seq,
    _Lattice,
    _Weigher,
    read_m2_gold,
)

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the oracle lives with the tests
from tests.m2_oracle import official_port_sentence

SYSTEMS = ["AMU", "CAMB", "CUUI", "IITB", "INPUT", "IPN", "NTHU", "PKU", "POST", "RAC", "SJTU", "UFC", "UMC"]


class _Timeout(Exception):
    pass


def _alarm(signum, frame):
    raise _Timeout


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--systems", nargs="+", default=SYSTEMS)
    ap.add_argument("--timeout", type=int, default=20)
    args = ap.parse_args()
    gold = read_m2_gold(data_path("conll14", "official-2014.combined.m2"))
    signal.signal(signal.SIGALRM, _alarm)
    t_fast = t_port = 0.0
    n = same = skipped = 0
    for name in args.systems:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            hyps = read_text(data_path("conll14", "official_submissions", name))
        s_fast = s_port = 0.0
        for hyp, g in zip(hyps, gold, strict=True):
            src_t, hyp_t = g.source.split(), hyp.split()
            t0 = time.perf_counter()
            lat = _Lattice(src_t, hyp_t, 2, 10**9)
            weigher = _Weigher(lat)
            fast = [_best_edit_seq(lat, weigher.weights(edits)) for _a, edits in g.annotators]
            t1 = time.perf_counter()
            signal.alarm(args.timeout)
            try:
                port = [official_port_sentence(src_t, hyp_t, edits, 2) for _a, edits in g.annotators]
            except _Timeout:
                skipped += 1
                continue
            finally:
                signal.alarm(0)
            t2 = time.perf_counter()
            s_fast += t1 - t0
            s_port += t2 - t1
            n += 1
            same += fast == port
        print(f"{name:6s} gecnb {s_fast:7.2f} s   port {s_port:8.2f} s   ratio {s_port / max(s_fast, 1e-9):6.1f}x",
              flush=True)
        t_fast += s_fast
        t_port += s_port
    print(f"TOTAL  gecnb {t_fast:7.2f} s   port {t_port:8.2f} s   ratio {t_port / max(t_fast, 1e-9):6.1f}x")
    print(f"sentences compared: {n}, identical edits: {same}, port timed out: {skipped}")


if __name__ == "__main__":
    main()
