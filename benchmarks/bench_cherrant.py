"""ChERRANT on MuCGEC dev: gecnb against the official pipeline, measured in the same run.

The job: one system output on the 1,137 MuCGEC dev sentences (the example output MuCGEC ships,
``data/MuCGEC/example_pred_dev.txt``), scored with ChERRANT's character-level span-based P / R / F0.5:
reference M2 and hypothesis M2 extracted, then scored.

* **official**: ``parallel_to_m2.py -g char`` on the dev gold, the same on the output, then
  ``compare_m2_for_evaluation.py``, each a subprocess of the official code exported outside the repository
  (as ``scripts/oracles/cherrant_oracle.py`` does; needs its Python with ``Levenshtein``, see there). Skipped,
  with a note, when the mirror or that Python is missing.
* **gecnb cold**: a fresh Python process (``python -c``): import gecnb, load ``mucgec-dev``, add the output,
  ``gecnb.score(corpus, "cherrant")``: every pair aligned, nothing cached (the aligner has no disk cache).
* **gecnb warm**: the same call again in this process (resources and pinyin readings loaded; pairs aligned
  again by a new aligner).
* **gecnb cached**: extraction through one aligner whose pair cache already holds every pair (what a second
  system sharing references, or a re-run in one session, costs), then the scoring.

Prints seconds, ratios (official / gecnb) and the load average (the machine is shared: ratios in one run are
what to compare). The numbers of each side are also checked to agree (TP, FP, FN).
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
from scripts.oracles import cherrant_oracle as oracle  # noqa: E402  (the official code's runner, one copy)

_GECNB_COLD = """
import sys, time, warnings
t = time.perf_counter()
import gecnb
from gecnb import _progress
_progress.set_enabled(False)
from gecnb.data.corpus import char_tokenise
warnings.simplefilter("ignore")
corpus = gecnb.load_dataset("mucgec-dev")
rows = [ln.split("\\t") for ln in open(sys.argv[1], encoding="utf-8").read().strip("\\n").split("\\n")]
corpus.add_system("example", [char_tokenise(r[2]) for r in rows])
row = gecnb.score(corpus, "cherrant").iloc[0]
print(int(row.tp), int(row.fp), int(row.fn), time.perf_counter() - t)
"""

def official(mirror: str, python: str, pred: Path, work: Path) -> tuple[float, tuple[int, int, int]]:
    """The official pipeline on the dev gold and ``pred`` (``parallel_to_m2.py`` twice, then
    ``compare_m2_for_evaluation.py``), run as the parity oracle runs it (:mod:`scripts.oracles.cherrant_oracle`:
    exported outside the repository, ``ltp`` stubbed): its seconds and TP / FP / FN."""
    oracle.PYTHON[0] = python
    root, _commit = oracle.export(mirror, work / "official")
    ch, dev = root / "scorers" / "ChERRANT", root / "data" / "MuCGEC" / "MuCGEC_dev.txt"
    ref_m2, hyp_m2 = work / "ref.m2", work / "hyp.m2"
    _out, t_ref = oracle.run_theirs(ch, "parallel_to_m2.py", "-f", str(dev), "-o", str(ref_m2), "-g", "char")
    _out, t_hyp = oracle.run_theirs(ch, "parallel_to_m2.py", "-f", str(pred), "-o", str(hyp_m2), "-g", "char")
    out, t_cmp = oracle.run_theirs(ch, "compare_m2_for_evaluation.py", "-hyp", str(hyp_m2), "-ref", str(ref_m2))
    c = oracle.counts(out)
    return t_ref + t_hyp + t_cmp, (int(str(c["tp"])), int(str(c["fp"])), int(str(c["fn"])))

def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--mirror", default=oracle.MIRROR)
    ap.add_argument("--python", default=oracle.PYTHON[0], help="the Python that runs the official code")
    ap.add_argument("--no-official", action="store_true")
    a = ap.parse_args()

    import warnings

    import gecnb
    from gecnb import _progress
    from gecnb.data.corpus import char_tokenise
    from gecnb.edits.chinese import ChineseCharAligner, PooledAlternatives
    from gecnb.metrics.errant_compare import errant_corpus, errant_sentences

    work = Path(tempfile.mkdtemp(prefix="bench-cherrant-"))
    try:
        pred = work / "example_pred_dev.txt"
        if not Path(a.mirror).exists():
            raise SystemExit(f"no mirror at {a.mirror}: the benchmark needs MuCGEC's example output")
        pred.write_bytes(subprocess.run(["git", "-C", a.mirror, "show", "HEAD:data/MuCGEC/example_pred_dev.txt"],
                                        check=True, capture_output=True).stdout)
        load0 = os.getloadavg()
        env = {**os.environ, "PYTHONPATH": str(REPO), "GECNB_CACHE_DIR": str(work / "cache")}
        t = time.perf_counter()
        done = subprocess.run([sys.executable, "-c", _GECNB_COLD, str(pred)], capture_output=True, text=True, env=env,
                              check=True)
        cold = time.perf_counter() - t
        tp, fp, fn, inside = done.stdout.split()
        gecnb_counts = (int(tp), int(fp), int(fn))

        warnings.simplefilter("ignore")
        _progress.set_enabled(False)
        os.environ["GECNB_CACHE_DIR"] = str(work / "cache-here")  # this process's edit cache: a fresh folder
        corpus = gecnb.load_dataset("mucgec-dev")
        rows = [ln.split("\t") for ln in pred.read_text(encoding="utf-8").strip("\n").split("\n")]
        corpus.add_system("example", [char_tokenise(r[2]) for r in rows])
        gecnb.score(corpus, "cherrant")  # resources loaded, every pair aligned and written to the edit cache
        t = time.perf_counter()
        gecnb.score(corpus, "cherrant")
        warm = time.perf_counter() - t

        rs = corpus.references()
        pairs = [(s, r) for s, refs in zip(corpus.sources, rs.references, strict=True) for r in refs]
        hyp_pairs = list(zip(corpus.sources, corpus.systems["example"].hypotheses, strict=True))
        aligner = PooledAlternatives(ChineseCharAligner(progress=False, cache=False))
        t = time.perf_counter()
        aligner.extract_many(pairs + hyp_pairs)  # a new aligner without the edit cache: every pair aligned again
        realign = time.perf_counter() - t
        t = time.perf_counter()
        found = dict(zip(pairs + hyp_pairs, aligner.extract_many(pairs + hyp_pairs), strict=True))
        refs = [[found[(s, r)] for r in rr] for s, rr in zip(corpus.sources, rs.references, strict=True)]
        hyps = [[found[p]] for p in hyp_pairs]
        row = errant_corpus(sentences=errant_sentences(hypotheses=hyps, references=refs)).iloc[0]
        cached = time.perf_counter() - t
        assert (int(row.tp), int(row.fp), int(row.fn)) == gecnb_counts

        print(f"MuCGEC dev, 1,137 lines (1,134 scored), one system; load average before: "
              f"{' '.join(f'{x:.2f}' for x in load0)} ({os.cpu_count()} CPUs)")
        print(f"gecnb cold (fresh process, import + load + extract + score): {cold:7.2f} s "
              f"(inside the process {float(inside):.2f} s)")
        print(f"gecnb warm (same process, the edit cache read):              {warm:7.2f} s")
        print(f"gecnb aligning again (same process, a new aligner, no cache): {realign:7.2f} s")
        print(f"gecnb cached (pairs already aligned, scoring only):          {cached:7.2f} s")
        print(f"gecnb counts TP/FP/FN: {gecnb_counts}")
        if a.no_official or not Path(a.python).exists():
            print(f"official: not run ({'--no-official' if a.no_official else 'no ' + a.python}; see "
                  "scripts/oracles/cherrant_oracle.py)")
            return
        off, off_counts = official(a.mirror, a.python, pred, work)
        print(f"official (parallel_to_m2.py x2 + compare_m2_for_evaluation.py): {off:7.2f} s, TP/FP/FN {off_counts}")
        print(f"ratios official / gecnb: cold {off / cold:.1f}x, warm {off / warm:.1f}x, aligning again "
              f"{off / realign:.1f}x, cached {off / cached:.1f}x")
        print(f"load average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
        if off_counts != gecnb_counts:
            raise SystemExit(f"COUNTS DIFFER: official {off_counts}, gecnb {gecnb_counts}")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
