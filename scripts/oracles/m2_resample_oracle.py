"""Run the official NUS M2 scorer (nusnlp/m2scorer, commit cb874a7, Python 2.7) on bootstrap-resampled
CoNLL-2014 files: the oracle numbers of tests/test_choice_resampling.py (the M2 annotator choice re-run on
every resample must give what the official scorer gives on the resampled file). Prints JSON.

Not part of gecnb and not run by the tests. It draws ``numpy.random.default_rng(SEED).integers(0, N,
size=(SAMPLES, N))`` over the first N sentences of the official combined gold, writes each resampled gold
M2 and hypothesis file, and runs the official ``scripts/m2scorer.py`` on them under Python 2 with
``levenshtein.batch_multi_pre_rec_f1`` wrapped to print its (P, R, F0.5) with ``repr`` (full precision).
Expects a checkout of nusnlp/m2scorer at $M2SCORER_DIR (default /tmp/m2off) and a Python 2 as $PYTHON2
(default ``python2``):
    PYTHON2="env PYENV_VERSION=2.7.18 python" python scripts/oracles/m2_resample_oracle.py 80 3 11 AMU,CAMB,UFC
"""
import json
import os
import shlex
import subprocess
import sys
import tempfile
from pathlib import Path

import numpy as np

D = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "gecnb", "datasets", "conll14")
M2 = os.environ.get("M2SCORER_DIR", "/tmp/m2off")
PY2 = shlex.split(os.environ.get("PYTHON2", "python2"))
WRAP = """
import sys, runpy
sys.path.insert(0, sys.argv[1] + '/scripts')
import levenshtein
orig = levenshtein.batch_multi_pre_rec_f1
def wrapped(*a, **k):
    res = orig(*a, **k)
    sys.stderr.write('ORACLE ' + repr(tuple(res)) + '\\n')
    return res
levenshtein.batch_multi_pre_rec_f1 = wrapped
script = sys.argv[1] + '/scripts/m2scorer.py'
sys.argv = [script, sys.argv[2], sys.argv[3]]
runpy.run_path(script, run_name='__main__')
"""


def main() -> None:
    n_sent, samples, seed = (int(a) for a in sys.argv[1:4])
    systems = sys.argv[4].split(",")
    blocks = Path(f"{D}/official-2014.combined.m2").read_text(encoding="utf-8").strip().split("\n\n")[:n_sent]
    idx = np.random.default_rng(seed).integers(0, n_sent, size=(samples, n_sent))
    out: dict[str, object] = {"n_sentences": n_sent, "samples": samples, "seed": seed}
    with tempfile.TemporaryDirectory() as tmp:
        for s in systems:
            hyps = Path(f"{D}/official_submissions/{s}").read_text(encoding="utf-8").split("\n")[:n_sent]
            rows = []
            for b, row in enumerate(idx):
                gold, hyp = f"{tmp}/gold{b}.m2", f"{tmp}/{s}{b}"
                Path(gold).write_text("\n\n".join(blocks[i] for i in row) + "\n\n", encoding="utf-8")
                Path(hyp).write_text("\n".join(hyps[i] for i in row) + "\n", encoding="utf-8")
                res = subprocess.run([*PY2, "-c", WRAP, M2, hyp, gold], capture_output=True, text=True, check=True)
                line = [ln for ln in res.stderr.splitlines() if ln.startswith("ORACLE ")][-1]
                rows.append([float(x) for x in line[7:].strip("()").split(",")])
            out[s] = rows
    print(json.dumps(out))


if __name__ == "__main__":
    main()
