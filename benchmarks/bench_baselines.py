"""GoToScorer and GREEN on SEEDA / CoNLL-2014: gecnb vs. the direct way, in one process.

GoToScorer. gecnb: each system's chunks are judged by position (the gold span's covering system chunks
looked up, not searched) and identical system edits of a sentence are judged once. Baseline: the
definition as GTS runs it, every gold chunk compared with every system chunk of the sentence (written
here from the definition; same judgments, checked).

GREEN. gecnb: n-grams counted once per order, the common case (same count in source, hypothesis and
reference) short-cut, the seven min/max terms as comparisons. Baseline: the seven terms with ``min`` /
``max`` over every n-gram of the union (as gec-metrics writes them), same counts (checked).

Prints the times and the ratios. ``--sample N`` sentences (default 400; ``--full``: all 1,312).
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Sequence

from gecnb.data.registry import load_dataset
from gecnb.metrics import gotoscorer as gs
from gecnb.metrics import green as gr


def judge_all_pairs(gold: Sequence[gs.Chunk], system: Sequence[gs.Chunk]) -> list[tuple[bool, bool]]:
    out = []
    for g in gold:
        state: list[bool] | None = None  # [modified, correct]
        for c in system:
            if (c.start, c.end) == (g.start, g.end):
                if c.text == g.text:
                    state = [c.edited, True]
                    break
                rel = "ne"
            elif g.start == g.end:
                rel = "pass"
            elif g.start <= c.start < g.end or c.start <= g.start < c.end:
                rel = "ne"
            else:
                rel = "pass"
            if rel == "ne":
                if state is None:
                    state = [c.edited, False]
                else:
                    state[0] = state[0] or c.edited
        out.append((state[0], state[1]) if state is not None else (False, not g.edited))
    return out


def green_counts_plain(s, h, r):  # type: ignore[no-untyped-def]
    out = []
    for so, ho, ro in zip(s, h, r, strict=True):
        tp = fp = fn = 0
        for g in so.keys() | ho.keys() | ro.keys():
            ms, mh, mr = so.get(g, 0), ho.get(g, 0), ro.get(g, 0)
            tp += max(ms - max(mr, mh), 0) + max(min(mr, mh) - ms, 0) + min(ms, mh, mr)
            fp += max(min(ms, mr) - mh, 0) + max(mh - max(ms, mr), 0)
            fn += max(min(ms, mh) - mr, 0) + max(mr - max(ms, mh), 0)
        out.append((tp, fp, fn))
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--sample", type=int, default=400)
    ap.add_argument("--full", action="store_true")
    args = ap.parse_args()
    seeda = load_dataset("seeda-fresh-errant")
    n = len(seeda) if args.full else min(args.sample, len(seeda))
    c = seeda.subset(range(n))
    gold = [e[0] for e in c.references("NUCLE").edits or ()]
    hyps = {s: c.systems[s].edits for s in c.systems}
    names = list(c.systems)

    t = time.perf_counter()
    res = gs.gotoscorer(sources=c.sources, references=gold, hypotheses=hyps, scored=names, weight_systems=names)
    t_gecnb = time.perf_counter() - t
    t = time.perf_counter()
    base = {}
    for s in names:
        base[s] = [judge_all_pairs(gs.chunk_sentence(src.split(" "), gold[i]),
                                   gs.chunk_sentence(src.split(" "), hyps[s][i])) for i, src in enumerate(c.sources)]
    t_base = time.perf_counter() - t
    for s in names:  # same judgments
        for i, src in enumerate(c.sources):
            g = gs.chunk_sentence(src.split(" "), gold[i])
            assert base[s][i] == gs.judge_chunks(g, gs.chunk_sentence(src.split(" "), hyps[s][i]))
    assert len(res.sentences) == len(names)
    print(f"GoToScorer, {n} sentences x {len(names)} systems: gecnb {t_gecnb:.2f}s (whole metric), "
          f"all-pairs judging alone {t_base:.2f}s, ratio {t_base / t_gecnb:.1f}x")

    conll = load_dataset("conll14").subset(range(n))
    cfg = gr.GreenConfig()
    refs = [list(r) for r in conll.references("NUCLE").references]
    pairs = []
    for i, src in enumerate(conll.sources):
        s_ng = gr._all_ngrams(src, cfg)
        for name in conll.systems:
            h_ng = gr._all_ngrams(conll.systems[name].hypotheses[i], cfg)
            for ref in refs[i]:
                pairs.append((s_ng, h_ng, gr._all_ngrams(ref, cfg)))
    t = time.perf_counter()
    fast = [gr.green_counts(*p) for p in pairs]
    t_fast = time.perf_counter() - t
    t = time.perf_counter()
    plain = [green_counts_plain(*p) for p in pairs]
    t_plain = time.perf_counter() - t
    assert all(f.tolist() == [list(x) for x in p] for f, p in zip(fast, plain, strict=True))
    print(f"GREEN counts, {len(pairs)} (hypothesis, reference) pairs: gecnb {t_fast:.2f}s, "
          f"min/max terms {t_plain:.2f}s, ratio {t_plain / t_fast:.1f}x")


if __name__ == "__main__":
    main()
