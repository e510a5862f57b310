"""CLEME end to end on CoNLL-2014, from raw text: gecnb vs. the usual pipeline, in one process.

gecnb: every distinct sentence parsed once (nlp.pipe), every distinct (source, target) pair aligned once,
identical pairs skipped, edits cached on disk; each distinct (sentence, hypothesis) partitioned once per
reference set (systems that agree share it), its chunk statistics shared by every variant, and the
corpus-level reference choices of all systems and variants made in one vectorised pass.

Baseline (what the usual pipeline does): ERRANT run on each system's (source, hypothesis) pairs and on
each reference file separately, one ``nlp`` call per sentence as ``errant_parallel`` does, no sharing;
then CLEME for every variant and system separately (gecnb's own scoring code, so the baseline's scoring
is already the vectorised one).

Prints the times and the ratios, and for gecnb how much of it was edit extraction and how much CLEME
scoring. The default is the first 150 sentences (``--sample N`` for another number); ``--full`` runs all
1,312 sentences x 13 systems x {NUCLE, BN-10GEC} x every CLEME variant (the baseline alone then takes
five to seven minutes on 2 cores). ``--workers N`` sets gecnb's worker processes (default: the CPUs, at most 4).
"""

from __future__ import annotations

import argparse
import os
import tempfile
import time
from dataclasses import replace

from gecnb.chunks.prepared import PreparedCorpus, prepare
from gecnb.chunks.stats import SharedSentences
from gecnb.data.edit import Edit
from gecnb.data.registry import load_dataset
from gecnb.edits.cache import EditCache
from gecnb.edits.errant_extractor import ErrantExtractor
from gecnb.metrics.cleme import cleme_scores, paper_variants

REFSETS = ("NUCLE", "BN-10GEC")


def variants():
    vs = paper_variants(accuracy_variants=True)
    return vs + [replace(v, weighting="none") for v in vs]


def baseline(corpus, nlp) -> tuple[float, float, dict]:
    """Time, the part of it spent in ERRANT, and the edits it extracted (to check gecnb's are the same)."""
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
    edits = {"systems": sys_edits}
    in_errant = time.perf_counter() - t
    for rs_name in REFSETS:
        rs = corpus.reference_sets[rs_name]
        k = len(rs.references[0])
        t0 = time.perf_counter()
        per_ann = [run_file(rs.annotator(j)) for j in range(k)]
        in_errant += time.perf_counter() - t0
        ref_edits = [[per_ann[j][i] for j in range(k)] for i in range(len(corpus))]
        edits[rs_name] = ref_edits
        pc = PreparedCorpus(corpus, rs_name, list(corpus.systems), sys_edits, ref_edits, "baseline")
        for v in variants():  # no sharing between variants or systems either: fresh statistics each time
            for s in corpus.systems:
                pc._stats.clear()
                pc._shared = SharedSentences()
                cleme_scores(pc, systems=[s], variants=[v])
    return time.perf_counter() - t, in_errant, edits


def gecnb_run(corpus, extractor) -> tuple[float, float, dict]:
    """Total time, the part of it spent extracting edits (``prepare``), and the prepared corpora."""
    t = time.perf_counter()
    extracting = 0.0
    prepared = {}
    for rs_name in REFSETS:
        t0 = time.perf_counter()
        pc = prepared[rs_name] = prepare(corpus, reference_set=rs_name, extractor=extractor)
        extracting += time.perf_counter() - t0
        cleme_scores(pc, variants=variants())
    return time.perf_counter() - t, extracting, prepared


def same_edits(prepared: dict, base_edits: dict) -> tuple[int, int]:
    """(pairs compared, pairs whose edits differ) between gecnb and the baseline's stock ERRANT."""
    n = bad = 0
    for rs_name, pc in prepared.items():
        for s, es in pc.system_edits.items():
            n += len(es)
            bad += sum(a != b for a, b in zip(es, base_edits["systems"][s], strict=True))
        for a_refs, b_refs in zip(pc.reference_edits, base_edits[rs_name], strict=True):
            n += len(a_refs)
            bad += sum(a != b for a, b in zip(a_refs, b_refs, strict=True))
    return n, bad


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--sample", type=int, default=150, help="first N sentences only (default 150)")
    ap.add_argument("--full", action="store_true", help="all 1,312 sentences")
    ap.add_argument("--workers", type=int, default=None, help="gecnb worker processes")
    ap.add_argument("--skip-baseline", action="store_true")
    args = ap.parse_args()
    corpus = load_dataset("conll14")
    if not args.full:
        corpus = corpus.subset(range(min(args.sample, len(corpus))))
    print(f"{len(corpus)} sentences x {len(corpus.systems)} systems x {REFSETS} x {len(variants())} CLEME variants",
          flush=True)
    with tempfile.TemporaryDirectory() as tmp:
        cache = EditCache(os.path.join(tmp, "edits.sqlite"))
        ex = ErrantExtractor(cache=cache, workers=args.workers)
        nlp = ex.nlp  # load the model once, outside the timings (both sides use it)
        _ = ex.annotator
        cold, cold_ex, prepared = gecnb_run(corpus, ex)
        print(f"gecnb cold: {cold:8.2f} s   (extraction {cold_ex:.2f} s, CLEME {cold - cold_ex:.2f} s; {ex.stats})",
              flush=True)
        warm, warm_ex, _ = gecnb_run(corpus, ErrantExtractor(model=nlp, cache=cache, workers=args.workers))
        print(f"gecnb warm: {warm:8.2f} s   (edits from the on-disk cache {warm_ex:.2f} s, CLEME {warm - warm_ex:.2f} s)",
              flush=True)
        if not args.skip_baseline:
            base, base_errant, base_edits = baseline(corpus, nlp)
            print(f"baseline:   {base:8.2f} s   (ERRANT {base_errant:.2f} s, CLEME {base - base_errant:.2f} s)")
            n, bad = same_edits(prepared, base_edits)
            print(f"edits of gecnb vs. stock ERRANT: {n} (sentence, target) pairs compared, {bad} differ")
            print(f"speed-up cold: {base / cold:6.1f}x   warm: {base / warm:6.1f}x")


if __name__ == "__main__":
    main()
