"""``gecnb evaluate --output`` with many systems: time and peak memory for 1, 14 and 300 hypotheses on 20 sentences.

The data are the user's own (no bundled benchmark): the first 20 sentences of CoNLL-2014 (``conll14``), its
two NUCLE annotators as the references, and N hypothesis files: the 13 CoNLL-2014 submissions' outputs of those
sentences, then variants of them (each sentence taken from another submission, a different mix per file), so
every (source, hypothesis) pair is one of the 13 x 20 the edit cache holds after the first run. Each size runs
``gecnb evaluate --source ... --reference ... --hypothesis ... (N times) --output DIR --format json --quiet`` in
a fresh process (the whole default suite, ``--bootstrap`` samples, no baseline); the time is its wall-clock time
and the memory its peak resident set (``ru_maxrss`` of that child, from ``os.wait4``). One warm-up run of the
14-system size fills the edit cache first, so the rows compare reporting, not ERRANT's parsing; each size then
computes its new systems' results (cold), and the largest runs once more with every result cached (warm). Ratios
are against the 1-system run of the same invocation. Nothing is asserted; the HTML's tables and images are
counted (bounded: :mod:`gecnb.display.report_limits`), and the JSON's size (the comparisons of every pair:
quadratic in the systems by nature).

    python benchmarks/bench_report_scale.py [--sizes 1 14 300] [--sentences 20] [--bootstrap 1000]
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def make_data(folder: Path, *, systems: int, sentences: int = 20) -> dict[str, object]:
    """The source, the two NUCLE references and ``systems`` hypothesis files in ``folder``; returns their paths
    (``source``, ``references``, ``hypotheses``). The first 13 hypotheses are the CoNLL-2014 submissions'
    outputs, the others mixes of them (sentence j of variant i from submission (i + j * (i // 13)) mod 13)."""
    from gecnb.data.registry import load_dataset

    c = load_dataset("conll14").subset(range(sentences))
    published = list(c.systems)
    folder.mkdir(parents=True, exist_ok=True)

    def put(name: str, lines: list[str]) -> str:
        path = folder / name
        path.write_text("\n".join(lines) + "\n", encoding="utf-8")
        return str(path)

    nucle = c.reference_sets["NUCLE"]
    refs = [put(f"ref{k}.txt", list(nucle.annotator(k))) for k in range(2)]
    hyps = []
    for i in range(systems):
        if i < len(published):
            lines = list(c.systems[published[i]].hypotheses)
            name = published[i]
        else:
            step = i // len(published)
            lines = [c.systems[published[(i + j * step) % len(published)]].hypotheses[j] for j in range(sentences)]
            name = f"variant{i:03d}"
        hyps.append(put(f"{name}.txt", lines))
    return {"source": put("source.txt", list(c.sources)), "references": refs, "hypotheses": hyps}


def _measure(data: dict[str, object], out: Path, *, bootstrap: int, cache: str) -> dict[str, float]:
    """One ``gecnb evaluate --output`` in a fresh process: wall and CPU seconds, peak RSS (MiB) from
    ``os.wait4`` (the usage of exactly that child), the number of notes, the sizes of the HTML and JSON (KiB)."""
    args = [sys.executable, "-m", "gecnb", "evaluate", "--source", str(data["source"]), "--quiet",
            "--bootstrap", str(bootstrap), "--output", str(out), "--format", "json"]
    for r in data["references"]:  # type: ignore[attr-defined]
        args += ["--reference", r]
    for h in data["hypotheses"]:  # type: ignore[attr-defined]
        args += ["--hypothesis", h]
    env = {**os.environ, "GECNB_CACHE_DIR": cache, "PYTHONPATH": str(ROOT), "GECNB_PROGRESS": "0"}
    with tempfile.TemporaryFile() as so, tempfile.TemporaryFile() as se:
        t = time.perf_counter()
        proc = subprocess.Popen(args, stdout=so, stderr=se, env=env)
        _, status, usage = os.wait4(proc.pid, 0)
        wall = time.perf_counter() - t
        proc.returncode = os.waitstatus_to_exitcode(status)
        so.seek(0)
        se.seek(0)
        stdout, stderr = so.read(), se.read()
    if proc.returncode != 0:
        raise SystemExit(f"gecnb evaluate failed ({proc.returncode}):\n{stderr.decode(errors='replace')[-3000:]}")
    pairs = len(json.loads(stdout)["comparisons"])
    page = (out / "report.html").read_text(encoding="utf-8")
    return {"wall": wall, "cpu": usage.ru_utime + usage.ru_stime, "rss": usage.ru_maxrss / 1024, "pairs": pairs,
            "html": len(page.encode("utf-8")) / 1024, "tables": page.count("<table"), "images": page.count("<img"),
            "json": (out / "report.json").stat().st_size / 1024}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--sizes", type=int, nargs="+", default=[1, 14, 300], help="numbers of hypotheses")
    ap.add_argument("--sentences", type=int, default=20)
    ap.add_argument("--bootstrap", type=int, default=1000)
    args = ap.parse_args()
    print(f"load average before: {' '.join(f'{x:.2f}' for x in os.getloadavg())}", flush=True)
    with tempfile.TemporaryDirectory(prefix="gecnb-bench-scale-") as tmp:
        cache = str(Path(tmp) / "cache")
        rows: dict[str, dict[str, float]] = {}
        warm = make_data(Path(tmp) / "warm", systems=14, sentences=args.sentences)
        _measure(warm, Path(tmp) / "warm-out", bootstrap=args.bootstrap, cache=cache)
        runs = [(f"{size} systems", size) for size in args.sizes]
        runs.append((f"{max(args.sizes)} systems, warm", max(args.sizes)))
        for label, size in runs:
            data = make_data(Path(tmp) / f"data{size}", systems=size, sentences=args.sentences)
            rows[label] = r = _measure(data, Path(tmp) / f"out{len(rows)}", bootstrap=args.bootstrap, cache=cache)
            print(f"{label:>20}: {r['wall']:7.1f} s wall, {r['cpu']:7.1f} s CPU, peak RSS {r['rss']:6.0f} MiB; "
                  f"report.html {r['html']:7.0f} KiB ({r['tables']:.0f} tables, {r['images']:.0f} images), "
                  f"report.json {r['json']:7.0f} KiB ({r['pairs']:.0f} comparisons)", flush=True)
        first = next(iter(rows))
        base = rows[first]
        for label, r in rows.items():
            print(f"{label:>20} / {first}: time {r['wall'] / base['wall']:5.1f}x, CPU {r['cpu'] / base['cpu']:5.1f}x, "
                  f"peak memory {r['rss'] / base['rss']:4.1f}x, HTML {r['html'] / base['html']:5.1f}x, JSON "
                  f"{r['json'] / base['json']:6.1f}x")
    print(f"load average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
