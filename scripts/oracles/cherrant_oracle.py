"""Run the official ChERRANT (HillZhang1999/MuCGEC, scorers/ChERRANT) as an oracle, outside the repository.

Not part of gecnb and not run by the tests: it produced ``tests/data/cherrant/`` (see PROVENANCE.md there),
which ``tests/test_cherrant_parity.py`` compares gecnb with. ChERRANT's code is never copied into gecnb: this
script exports it with ``git archive`` from the bare mirror into a folder outside the repository (``--work``,
default /tmp/cherrant-oracle) and runs it there, each step in a subprocess of this Python:

* ``parallel_to_m2.py -g char`` (default options: OpenCC t2s on every target, all cheapest alignments) on
  1. MuCGEC dev (``data/MuCGEC/MuCGEC_dev.txt`` of the mirror, the same file as gecnb's bundled one),
  2. the example system output MuCGEC ships with it (``data/MuCGEC/example_pred_dev.txt``: a real system's
     predictions on the 1,137 dev sentences, id / source / prediction),
  3. a corrupted output (:func:`corrupted`, seed 30: see there),
  4. the NLPCC-18 gold rebuilt from its sources: the parallel file made from the official
     ``samples/nlpcc2018_official.ref.m2.char`` (id, S line, each T line's text; ``没有错误`` for an unchanged
     target), once with t2s and once with ``--no_simplified``;
* ``compare_m2_for_evaluation.py`` (default span-based correction, beta 0.5, and ``-cat 1`` / ``-cat 3``) on
  each hypothesis M2 against the dev gold M2.

ChERRANT's tokenizer imports ``ltp`` at module level even for ``-g char`` (it only uses it for words): the
harness puts a stub module ``ltp`` (a class ``LTP`` that raises when called) in ``sys.modules`` before running
their script; nothing else is stubbed. Their merger needs ``Levenshtein`` (pinned python-Levenshtein 0.12.1;
only ``Levenshtein.distance``), which gecnb does not use: it lives in a separate virtual environment under /tmp
that also sees /work/venv's packages (torch, pypinyin, opencc, tqdm: OpenCC 1.4.2 there, where ChERRANT pins
1.1.2, which the package index here does not offer):

    python -m venv --system-site-packages /tmp/cherrant-venv
    /tmp/cherrant-venv/bin/pip install Levenshtein            # 0.27.5 here
    echo /work/venv/lib/python3.11/site-packages > /tmp/cherrant-venv/lib/python3.11/site-packages/zz.pth

Usage:  python scripts/oracles/cherrant_oracle.py [--python /tmp/cherrant-venv/bin/python] [--mirror DIR]
        [--work DIR] [--out tests/data/cherrant]
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import json
import random
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

MIRROR = "/work/.mirror/HillZhang1999+MuCGEC/repo"
REPO = Path(__file__).resolve().parents[2]

_RUN = r"""
import runpy, sys, types
ltp = types.ModuleType("ltp")
class LTP:  # ChERRANT's tokenizer imports ltp.LTP at module level; -g char never calls it
    def __init__(self, *a, **k):
        raise RuntimeError("the ltp stub: word granularity is not run by this oracle")
ltp.LTP = LTP
sys.modules["ltp"] = ltp
sys.path.insert(0, ".")
script, *args = sys.argv[1:]
sys.argv = [script, *args]
runpy.run_path(script, run_name="__main__")
"""


def export(mirror: str, work: Path) -> tuple[Path, str]:
    """ChERRANT's folder exported from the mirror's HEAD into ``work`` (outside the repository)."""
    commit = subprocess.run(["git", "-C", mirror, "rev-parse", "HEAD"], check=True, capture_output=True,
                            text=True).stdout.strip()
    if work.exists():
        shutil.rmtree(work)
    work.mkdir(parents=True)
    tar = subprocess.run(["git", "-C", mirror, "archive", "HEAD", "scorers/ChERRANT", "data/MuCGEC"], check=True,
                         capture_output=True).stdout
    subprocess.run(["tar", "-x", "-C", str(work)], input=tar, check=True)
    return work, commit


PYTHON = ["/tmp/cherrant-venv/bin/python"]


def run_theirs(cherrant: Path, script: str, *args: str) -> tuple[str, float]:
    t = time.perf_counter()
    done = subprocess.run([PYTHON[0], "-c", _RUN, script, *args], cwd=cherrant, capture_output=True,
                          text=True)
    if done.returncode:
        raise SystemExit(f"{script} failed:\n{done.stderr[-3000:]}")
    return done.stdout, time.perf_counter() - t


def corrupted(dev_lines: list[str], seed: int = 30) -> list[str]:
    """A deterministic "system output" on MuCGEC dev: per sentence (random.Random(seed), in file order), the
    first usable reference (the source for 没有错误 / 无法标注) then, by a draw: kept as it is (35 %), the source
    unchanged (20 %), one character deleted (15 %), one character doubled (10 %), two adjacent characters
    swapped (10 %), or three characters of the reference written in traditional characters through OpenCC
    s2t (10 %; t2s on the target then undoes some of them, as ChERRANT does)."""
    import opencc

    s2t = opencc.OpenCC("s2t").convert
    rng = random.Random(seed)
    out = []
    for line in dev_lines:
        sid, src, *refs = line.split("\t")
        ref = next((r for r in refs if r not in ("没有错误", "无法标注")), src)
        draw = rng.random()
        pos = rng.randrange(max(len(ref) - 1, 1))
        if draw < 0.35:
            hyp = ref
        elif draw < 0.55:
            hyp = src
        elif draw < 0.70:
            hyp = ref[:pos] + ref[pos + 1:]
        elif draw < 0.80:
            hyp = ref[:pos] + ref[pos] + ref[pos:]
        elif draw < 0.90:
            hyp = ref[:pos] + ref[pos + 1:pos + 2] + ref[pos:pos + 1] + ref[pos + 2:]
        else:
            hyp = ref[:pos] + s2t(ref[pos:pos + 3]) + ref[pos + 3:]
        out.append(f"{sid}\t{src}\t{hyp or src}")
    return out


def nlpcc_parallel(m2_text: str) -> list[str]:
    """The parallel file (id, source, targets) behind the official NLPCC-18 character M2."""
    out = []
    for k, block in enumerate(m2_text.strip().split("\n\n"), 1):
        lines = block.split("\n")
        src = lines[0][2:].replace(" ", "")
        targets: dict[int, str] = {}
        for ln in lines[1:]:
            m = re.match(r"^T(\d+)(?:-A(\d+))? (.*)$", ln)
            if m and (m.group(2) in (None, "0")):
                targets[int(m.group(1))] = m.group(3).replace(" ", "")
        out.append("\t".join([str(k), src, *(targets[i] for i in sorted(targets))]))
    return out


def counts(stdout: str) -> dict[str, object]:
    """compare_m2_for_evaluation.py's printed table(s): overall TP FP FN P R F0.5, and per type with -cat."""
    lines = [ln for ln in stdout.split("\n") if ln.strip()]
    head = next(i for i, ln in enumerate(lines) if ln.startswith("TP\tFP\tFN"))
    tp, fp, fn, p, r, f = lines[head + 1].split("\t")
    out: dict[str, object] = {"tp": int(tp), "fp": int(fp), "fn": int(fn), "p": float(p), "r": float(r), "f": float(f)}
    if any(ln.startswith("Category") for ln in lines):
        start = next(i for i, ln in enumerate(lines) if ln.startswith("Category")) + 1
        cats = {}
        for ln in lines[start:]:
            if ln.startswith("="):
                break
            c, ctp, cfp, cfn, cp, cr, cf = ln.split()
            cats[c] = {"tp": int(ctp), "fp": int(cfp), "fn": int(cfn), "p": float(cp), "r": float(cr), "f": float(cf)}
        out["types"] = cats
    return out


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--python", default=PYTHON[0], help="the Python that runs ChERRANT (see above)")
    ap.add_argument("--mirror", default=MIRROR)
    ap.add_argument("--work", default="/tmp/cherrant-oracle")
    ap.add_argument("--out", default=str(REPO / "tests" / "data" / "cherrant"))
    a = ap.parse_args()
    PYTHON[0] = a.python
    work, commit = export(a.mirror, Path(a.work))
    ch = work / "scorers" / "ChERRANT"
    io = work / "io"
    io.mkdir()
    dev = (work / "data" / "MuCGEC" / "MuCGEC_dev.txt").read_text(encoding="utf-8").strip().split("\n")
    pred = work / "data" / "MuCGEC" / "example_pred_dev.txt"
    (io / "dev.para").write_text("\n".join(dev) + "\n", encoding="utf-8")
    shutil.copy(pred, io / "example.para")
    (io / "corrupted.para").write_text("\n".join(corrupted(dev)) + "\n", encoding="utf-8")
    nlpcc_m2 = (ch / "samples" / "nlpcc2018_official.ref.m2.char").read_text(encoding="utf-8")
    (io / "nlpcc18.para").write_text("\n".join(nlpcc_parallel(nlpcc_m2)) + "\n", encoding="utf-8")

    seconds = {}
    for name, extra in (("dev", ()), ("example", ()), ("corrupted", ()), ("nlpcc18", ()),
                        ("nlpcc18-no-t2s", ("--no_simplified",))):
        para = io / f"{name.split('-')[0]}.para"
        _, seconds[name] = run_theirs(ch, "parallel_to_m2.py", "-f", str(para), "-o", str(io / f"{name}.m2.char"),
                                      "-g", "char", *extra)
    scores = {}
    for hyp in ("example", "corrupted"):
        res: dict[str, object] = {}
        for cat in (None, "1", "3"):
            args = ["-hyp", str(io / f"{hyp}.m2.char"), "-ref", str(io / "dev.m2.char")] + (["-cat", cat] if cat else [])
            stdout, _ = run_theirs(ch, "compare_m2_for_evaluation.py", *args)
            got = counts(stdout)
            if cat is None:
                res.update(got)
            else:
                res[f"types_cat{cat}"] = got["types"]
        scores[hyp] = res

    out = Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    for name in ("example", "corrupted"):  # the system outputs (id, source, output)
        with gzip.GzipFile(out / f"{name}.para.gz", "wb", mtime=0) as z:
            z.write((io / f"{name}.para").read_bytes())
    for name in ("dev", "example", "corrupted"):
        with gzip.GzipFile(out / f"{name}.m2.char.gz", "wb", mtime=0) as z:
            z.write((io / f"{name}.m2.char").read_bytes())
    shipped = REPO / "gecnb" / "datasets" / "nlpcc18" / "nlpcc2018_official.ref.m2.char"
    official = {"t2s": io / "nlpcc18.m2.char", "no_t2s": io / "nlpcc18-no-t2s.m2.char"}
    differing = {k: [i for i, (x, y) in enumerate(zip(p.read_text("utf-8").split("\n\n"),
                                                        shipped.read_text("utf-8").split("\n\n"), strict=True)) if x != y]
                 for k, p in official.items()}
    (out / "nlpcc18_t2s_blocks.m2.char").write_text(
        "\n\n".join(official["t2s"].read_text("utf-8").split("\n\n")[i] for i in differing["t2s"]) + "\n",
        encoding="utf-8")
    meta = {
        "mirror_commit": commit,
        "python": sys.version.split()[0],
        "packages": {m: _version(m) for m in ("opencc", "pypinyin", "torch", "tqdm", "Levenshtein")},
        "ltp": "stub module (ChERRANT's tokenizer imports it; -g char never calls it)",
        "scores": scores,
        "nlpcc18": {
            "rebuilt_sha256": {k: sha256(p) for k, p in official.items()},
            "shipped_sha256": sha256(shipped),
            "blocks_differing_from_shipped": differing,
        },
        "seconds_parallel_to_m2": {k: round(v, 2) for k, v in seconds.items()},
    }
    (out / "oracle.json").write_text(json.dumps(meta, indent=1, ensure_ascii=False, sort_keys=True) + "\n",
                                     encoding="utf-8")
    print(json.dumps(meta, indent=1, ensure_ascii=False))


def _version(module: str) -> str:
    """The version of a package as the Python that runs ChERRANT sees it."""
    code = f"from importlib.metadata import version; print(version({module!r}))"
    return subprocess.run([PYTHON[0], "-c", code], check=True, capture_output=True, text=True).stdout.strip()


if __name__ == "__main__":
    main()
