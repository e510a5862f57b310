"""Run pygongnlp/PT-M2 (commit 67ef575) as an oracle with plain counts (``scorer="self"``: weight 1 per edit):
``compute_m2`` and ``compute_sentm2`` on the first N CoNLL-2014 sentences (official combined M2) for some official
submissions. Prints JSON.

Not part of gecnb and not run by the tests: it produced the oracle numbers of tests/test_m2_annotator_choice.py.
It expects a checkout of pygongnlp/PT-M2 at $PTM2_DIR (default /tmp/ptm2) with its data, and runs there:
    python scripts/oracles/ptm2_plain_oracle.py 150 AMU,CAMB,CUUI,POST,UFC
"""
import json, os, sys, types
D = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "gecnb", "datasets", "conll14")
PT = os.environ.get("PTM2_DIR", "/tmp/ptm2")
sys.path.insert(0, PT); os.chdir(PT)
import metrics
from utils import load_file, load_dir
N = int(sys.argv[1]); systems = sys.argv[2].split(",")
out = f"{PT}/plain{N}"; os.makedirs(out + "/reference", exist_ok=True)
blocks = open(f"{D}/official-2014.combined.m2").read().strip().split("\n\n")[:N]
open(f"{out}/reference.m2", "w").write("\n\n".join(blocks) + "\n")
src = [l.rstrip("\n") for l in open("data/source")][:N]
open(f"{out}/source", "w").write("\n".join(src) + "\n")
for r in ("ref0", "ref1"):
    lines = [l.rstrip("\n") for l in open(f"data/reference/{r}")][:N]
    open(f"{out}/reference/{r}", "w").write("\n".join(lines) + "\n")
args = types.SimpleNamespace(beta=0.5, device="cpu", model_type=None, scorer="self")
m = metrics.PTM2(args)
res = {}
for s in systems:
    hyp = [l.rstrip("\n") for l in open(f"{D}/official_submissions/{s}")][:N]
    hf = f"{out}/hyp_{s}"; open(hf, "w").write("\n".join(hyp) + "\n")
    sources = load_file(f"{out}/source"); refs = load_dir(f"{out}/reference")
    res[f"{s}|corpus"] = m.compute_m2(m2_file=f"{out}/reference.m2", hyp_file=hf, sources=sources, references=refs)
    res[f"{s}|sentence"] = float(m.compute_sentm2(m2_file=f"{out}/reference.m2", hyp_file=hf, sources=sources, references=refs))
print(json.dumps(res))
