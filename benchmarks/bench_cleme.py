"""CLEME end to end on CoNLL-2014, from raw text: gecnb vs. the usual pipeline, in one process.

gecnb: every distinct sentence parsed once (nlp.pipe), every distinct (source, target) pair aligned once,
identical pairs skipped, edits cached on disk; chunk statistics computed once per (system, reference
set) and shared by every variant.

Baseline (what the usual pipeline does): ERRANT run on each system's (source, hypothesis) pairs and on
each reference file separately, one ``nlp`` call per sentence as ``errant_parallel`` does, no sharing;
then the same CLEME scoring for every variant.

Prints the times and the ratios. ``--sample N`` uses the first N sentences (a quick look); the default is
all 1,312 sentences x 13 systems x {NUCLE, BN-10GEC} x every CLEME variant.
"""

from __future__ import annotations

import argparse
import os
import tempfile
import time
from dataclasses import replace

from gecnb.data.registry import load_dataset
from gecnb.edits.cache import EditCache
from gecnb.edits.edit import Edit
from gecnb.edits.errant_backend import ErrantExtractor
from gecnb.metrics.api import PreparedCorpus, cleme_scores, prepare
from gecnb.metrics.cleme import paper_variants

REFSETS = ("NUCLE", "BN-10GEC")


def variants():
    vs = paper_variants(accuracy_variants=True)
    return vs + [replace(v, weighting="none") for v in vs]


def baseline(corpus, nlp) -> float:
    import errant

    t = time.perf_counter()
    ann = errant.load("en", nlp)

    def run_file(targets):
        out = []
        for src, tgt in zip(corpus.sources, targets, strict=True):
            o = ann.parse(src)
            c = ann.parse(tgt)
            out.append(tuple(Edit(e.o_start, e.o_end, e.c_start, e.c_end, e.type, e.c_str)
                             for e in ann.annotate(o, c)))
        return out

    sys_edits = {s: run_file(so.hypotheses) for s, so in corpus.systems.items()}
    for rs_name in REFSETS:
        rs = corpus.reference_sets[rs_name]
        k = len(rs.references[0])
        per_ann = [run_file(rs.annotator(j)) for j in range(k)]
        ref_edits = [[per_ann[j][i] for j in range(k)] for i in range(len(corpus))]
        pc = PreparedCorpus(corpus, rs_name, list(corpus.systems), sys_edits, ref_edits, "baseline")
        for v in variants():  # no sharing between variants either: fresh statistics each time
            pc._stats.clear()
            cleme_scores(pc, variants=[v])
    return time.perf_counter() - t


def gecnb_run(corpus, extractor) -> float:
    t = time.perf_counter()
    for rs_name in REFSETS:
        pc = prepare(corpus, reference_set=rs_name, extractor=extractor)
        cleme_scores(pc, variants=variants())
    return time.perf_counter() - t


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--sample", type=int, default=0, help="first N sentences only")
    ap.add_argument("--skip-baseline", action="store_true")
    args = ap.parse_args()
    corpus = load_dataset("conll14")
    if args.sample:
        corpus = corpus.subset(range(args.sample))
    with tempfile.TemporaryDirectory() as tmp:
        cache = EditCache(os.path.join(tmp, "edits.sqlite"))
        ex = ErrantExtractor(cache=cache)
        nlp = ex.nlp  # load the model once, outside the timings (both sides use it)
        _ = ex.annotator
        cold = gecnb_run(corpus, ex)
        print(f"gecnb cold: {cold:8.2f} s   ({ex.stats})", flush=True)
        warm = gecnb_run(corpus, ErrantExtractor(model=nlp, cache=cache))
        print(f"gecnb warm: {warm:8.2f} s   (edits from the on-disk cache)", flush=True)
        if not args.skip_baseline:
            base = baseline(corpus, nlp)
            print(f"baseline:   {base:8.2f} s")
            print(f"speed-up cold: {base / cold:6.1f}x   warm: {base / warm:6.1f}x")


if __name__ == "__main__":
    main()
