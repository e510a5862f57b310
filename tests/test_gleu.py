"""Official GLEU: bit-for-bit against an oracle that mirrors cnap/gec-ranking's scripts line by line.

The oracle below is written from the published ``gleu.py`` / ``compute_gleu`` (2016 update with the
2017 brevity-penalty fix), translated to Python 3 without vectorisation: per hypothesis sentence it
caches the statistics of each drawn reference and adds them to each iteration's totals, exactly as the
script does. Python 2 ``random.randint(0, k-1)`` is ``int(random() * k)``.
"""

from __future__ import annotations

import math
import random
import warnings
from collections import Counter
from functools import lru_cache

import numpy as np
import pytest

from gecnb.data.errors import GecInputError, NormalisationWarning
from gecnb.data.text import read_text
from gecnb.datasets import data_path
from gecnb.metrics.gleu import (
    draw_reference_indices,
    gleu_from_stats,
    gleu_official,
    gleu_table,
    tokenize,
)
from gecnb.reproduce.printed import seeda_readme_scores

SYSTEMS = ["AMU", "CAMB", "CUUI", "IITB", "INPUT", "IPN", "NTHU", "PKU", "POST", "RAC", "SJTU", "UFC", "UMC"]


# ------------------------------------------------------------------------------------------------
# the oracle: a plain transcription of the official script (no numpy, one pass per iteration)


class OracleGleu:
    def __init__(self, sources: list[str], ref_files: list[list[str]]):
        self.order = 4
        self.all_s_ngrams = [[self.counts(line.split(), n) for n in range(1, 5)] for line in sources]
        self.refs: list[list[list[str]]] = [[] for _ in sources]
        self.rlens: list[list[int]] = [[] for _ in sources]
        for lines in ref_files:
            for i, line in enumerate(lines):
                self.refs[i].append(line.split())
                self.rlens[i].append(len(line.split()))

    @staticmethod
    def counts(sentence: list[str], n: int) -> Counter:
        return Counter([tuple(sentence[i : i + n]) for i in range(len(sentence) + 1 - n)])

    @staticmethod
    def diff(a: Counter, b: Counter) -> Counter:
        d = Counter(a)
        for k in set(a) & set(b):
            del d[k]
        return d

    def load_hypothesis_sentence(self, hyp: list[str]) -> None:
        self.hlen = len(hyp)
        self.this_h_ngrams = [self.counts(hyp, n) for n in range(1, 5)]

    def gleu_stats(self, i: int, r_ind: int) -> list[int]:
        out = [self.hlen, self.rlens[i][r_ind]]
        for n in range(1, 5):
            h = self.this_h_ngrams[n - 1]
            s = self.all_s_ngrams[i][n - 1]
            r = self.counts(self.refs[i][r_ind], n)
            sd = self.diff(s, r)
            out.append(max([sum((h & r).values()) - sum((h & sd).values()), 0]))
            out.append(max([self.hlen + 1 - n, 0]))
        return out

    @staticmethod
    def gleu(stats: list[int], smooth: bool = False) -> float:
        if smooth:
            stats = [s if s != 0 else 1 for s in stats]
        if len([x for x in stats if x == 0]) > 0:
            return 0
        c, r = stats[:2]
        log_prec = sum([math.log(float(x) / y) for x, y in zip(stats[2::2], stats[3::2], strict=False)]) / 4
        return math.exp(min([0, 1 - float(r) / c]) + log_prec)


def oracle_score(sources, ref_files, hyps, iterations=500, debug=False):
    g = OracleGleu(sources, ref_files)
    n_ref = len(ref_files)
    num_iterations = 1 if n_ref == 1 else iterations
    hyp = [line.split() for line in hyps]
    indices = []
    for j in range(num_iterations):
        random.seed(j * 101)
        indices.append([int(random.random() * n_ref) for _ in range(len(hyp))])  # py2 randint(0, n_ref-1)
    iter_stats = [[0] * 10 for _ in range(num_iterations)]
    sentence = []
    for i, h in enumerate(hyp):
        g.load_hypothesis_sentence(h)
        stats_by_ref = [None] * n_ref
        for j in range(num_iterations):
            ref = indices[j][i]
            this = stats_by_ref[ref]
            if this is None:
                this = g.gleu_stats(i, ref)
                stats_by_ref[ref] = this
            iter_stats[j] = [sum(x) for x in zip(iter_stats[j], this, strict=False)]
        if debug:
            for r in range(n_ref):
                if stats_by_ref[r] is None:
                    stats_by_ref[r] = g.gleu_stats(i, r)
            sentence.append(np.mean([g.gleu(s, smooth=True) for s in stats_by_ref]))
    scores = [g.gleu(s) for s in iter_stats]
    return np.mean(scores), sentence


# ------------------------------------------------------------------------------------------------
# data helpers


def read(*parts: str) -> list[str]:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", NormalisationWarning)
        return read_text(data_path(*parts))


def m2_targets(path) -> tuple[list[str], list[list[str]]]:
    """Sources and per-annotator corrected sentences of a CoNLL M2 file (tiny local helper).

    A sentence where some annotators have lines and another none: the missing annotator's
    correction equals the lowest present annotator's (see PROVENANCE.md); no lines: source.
    """
    blocks = path.read_text(encoding="utf-8").strip().split("\n\n")
    parsed = []
    n_ann = 0
    for block in blocks:
        lines = block.split("\n")
        src = lines[0][2:].split()
        edits: dict[int, list[tuple[int, int, str]]] = {}
        for line in lines[1:]:
            span, etype, corr, _req, _none, ann = line[2:].split("|||")
            a = int(ann)
            n_ann = max(n_ann, a + 1)
            edits.setdefault(a, [])
            start, end = (int(x) for x in span.split())
            if etype in ("noop", "NA") or start == -1:
                continue
            edits[a].append((start, end, "" if corr == "-NONE-" else corr))
        parsed.append((src, edits))
    sources, targets = [], []
    for src, edits in parsed:
        sources.append(" ".join(src))
        row = []
        for a in range(n_ann):
            e = edits.get(a)
            if e is None:
                e = edits[min(edits)] if edits else []
            toks = list(src)
            # right to left; two insertions at one point keep their file order
            order = sorted(range(len(e)), key=lambda k: (e[k][0], k), reverse=True)
            for k in order:
                start, end, corr = e[k]
                toks[start:end] = corr.split()
            row.append(" ".join(toks))
        targets.append(row)
    return sources, targets


@lru_cache(maxsize=1)
def nucle() -> tuple[list[str], list[list[str]]]:
    return m2_targets(data_path("conll14", "official-2014.combined.m2"))


@lru_cache(maxsize=1)
def bn10() -> list[list[str]]:
    files = [read("bn10gec", f"BN{k}") for k in range(1, 11)]
    return [list(x) for x in zip(*files, strict=True)]


@lru_cache(maxsize=1)
def efluency() -> list[list[str]]:
    files = [read("sn8gec", f"expert_fluency{x}") for x in "AB"]
    return [list(x) for x in zip(*files, strict=True)]


def columns(refs: list[list[str]]) -> list[list[str]]:
    return [list(c) for c in zip(*refs, strict=True)]


# ------------------------------------------------------------------------------------------------
# tests


def test_python2_randint_draws_match_python_random():
    k = [1, 2, 3, 10, 7, 2] * 50
    idx = draw_reference_indices(k, 60)
    for j in range(60):
        random.seed(j * 101)
        assert idx[j].tolist() == [int(random.random() * kk) for kk in k]


def test_python2_randint_is_not_python3_randint():
    # documents why other ports miss: Python 3 randint draws differently for the same seed
    random.seed(0)
    py3 = [random.randint(0, 1) for _ in range(50)]
    assert draw_reference_indices([2] * 50, 1)[0].tolist() != py3


def test_tokenize_is_python2_split():
    assert tokenize("a\xa0b  c\t") == ["a\xa0b", "c"]
    assert tokenize("我 爱\u3000你", "char") == ["我", "爱", "你"]


def test_gleu_formula_hand_example():
    # c=4, r=5: bp = exp(1 - 5/4); precisions 3/4, 1/3, 1/2, 1/1
    stats = [4, 5, 3, 4, 1, 3, 1, 2, 1, 1]
    expected = math.exp(1 - 5 / 4 + (math.log(3 / 4) + math.log(1 / 3) + math.log(1 / 2)) / 4)
    assert gleu_from_stats(stats) == pytest.approx(expected, abs=1e-15)
    assert gleu_from_stats([4, 5, 0, 4, 1, 3, 1, 2, 1, 1]) == 0.0
    assert gleu_from_stats([4, 5, 0, 4, 1, 3, 1, 2, 1, 1], smooth=True) > 0


def test_penalty_is_on_source_types_absent_from_reference():
    # hypothesis keeps the source's erroneous "a", which the reference removed -> penalised
    src, ref = ["He go to a school every day ."], [["He goes to school every day ."]]
    keep = gleu_official(sources=src, hypotheses=src, references=ref)
    fixed = gleu_official(sources=src, hypotheses=ref[0], references=ref)
    assert fixed.score == 1.0
    st = keep.stats[0, 0]
    # unigrams: 8 hyp tokens; matched He,to,school,every,day,. = 6; penalised go, a = 2 -> 4
    assert st[2] == 4 and st[3] == 8
    assert keep.score == pytest.approx(gleu_from_stats(st), abs=0)


def test_single_reference_is_one_iteration():
    src = ["a b c d e", "f g h i j"]
    res = gleu_official(sources=src, hypotheses=src, references=[[s] for s in src])
    assert len(res.iteration_scores) == 1 and res.score == 1.0


def test_input_validation_names_the_problem():
    with pytest.raises(GecInputError, match="references\\[0\\] is a string"):
        gleu_official(sources=["a"], hypotheses=["a"], references=["a"])
    with pytest.raises(GecInputError, match="counts must match"):
        gleu_official(sources=["a", "b"], hypotheses=["a"], references=[["a"], ["b"]])
    with pytest.raises(GecInputError, match="no reference"):
        gleu_official(sources=["a"], hypotheses=["a"], references=[[]])


def test_small_corpus_and_sentence_level_against_oracle():
    sources = ["the cat sit on mat", "i has a apple", "she like dogs very much", "go"]
    refs = [
        ["the cat sits on the mat", "the cat sat on the mat"],
        ["i have an apple", "i have one apple"],
        ["she likes dogs very much", "she really likes dogs"],
        ["go !", "go"],
    ]
    hyps = ["the cat sits on mat", "i have a apple", "she likes dog very much", "go"]
    res = gleu_official(sources=sources, hypotheses=hyps, references=refs)
    want, want_sent = oracle_score(sources, columns(refs), hyps, debug=True)
    assert res.score == want
    assert res.sentences["gleu"].tolist() == want_sent
    assert len(res.iteration_scores) == 500


def test_nucle_targets_match_bn3_and_the_cleme_reading():
    sources, targets = nucle()
    assert len(sources) == 1312
    bn = bn10()
    # BN-10GEC includes both official annotators; PROVENANCE: the "copy" reading reproduces BN3
    ann = columns(targets)
    assert ann[1] == [b[2] for b in bn]  # annotator 1 == BN3, all 1312 lines
    assert sum(a == b[6] for a, b in zip(ann[0], bn, strict=True)) >= 1305  # annotator 0 ~ BN7


@pytest.mark.parametrize("system", SYSTEMS)
def test_conll14_nucle_equals_oracle(system):
    sources, targets = nucle()
    hyps = read("conll14", "official_submissions", system)
    res = gleu_official(sources=sources, hypotheses=hyps, references=targets)
    want, _ = oracle_score(sources, columns(targets), hyps)
    assert round(res.score, 6) == round(want, 6)
    assert res.score == pytest.approx(want, abs=1e-12)


@pytest.mark.parametrize("system", ["AMU", "CAMB", "INPUT", "UFC"])
def test_conll14_bn10_equals_oracle(system):
    sources, _ = nucle()
    hyps = read("conll14", "official_submissions", system)
    res = gleu_official(sources=sources, hypotheses=hyps, references=bn10())
    want, _ = oracle_score(sources, columns(bn10()), hyps)
    assert res.score == pytest.approx(want, abs=1e-12)


@pytest.mark.parametrize("system", ["AMU", "CUUI", "INPUT"])
def test_conll14_efluency_equals_oracle(system):
    sources, _ = nucle()
    hyps = read("conll14", "official_submissions", system)
    res = gleu_official(sources=sources, hypotheses=hyps, references=efluency())
    want, want_sent = oracle_score(sources, columns(efluency()), hyps, debug=True)
    assert res.score == pytest.approx(want, abs=1e-12)
    np.testing.assert_allclose(res.sentences["gleu"].to_numpy(), want_sent, rtol=0, atol=1e-12)


# SEEDA README: official GLEU with NUCLE's two references on all 1,312 sentences (printed x100, 2 dp)
SEEDA_GLEU = seeda_readme_scores()["GLEU"].to_dict()


def seeda_file(name: str) -> str:
    folder = data_path("seeda", "outputs", "all")
    candidates = {p.stem.lower().replace("_", "-"): p.stem for p in folder.glob("*.txt")}
    return candidates[name.lower().replace("_", "-")]


# Measured: 8 of the 15 printed values are reproduced exactly at 2 dp; the other 7 differ by at most
# 0.012 points (REF-F: 60.328 vs 60.34). Reading annotator 1 as the source in the 88 merged sentences,
# Python 3 randint draws, or the pre-2017 inverted brevity penalty all agree worse, so the residual is
# on SEEDA's side (their exact outputs/references are not recoverable from the README).
SEEDA_EXACT = {
    "BART", "BERT-fuse", "GECToR-BERT", "GECToR-ens", "INPUT", "PIE", "Riken-Tohoku", "TemplateGEC",
}  # fmt: skip


def test_seeda_readme_gleu_reproduced():
    assert len(SEEDA_GLEU) == 15 and SEEDA_GLEU["INPUT"] == 56.6
    sources, targets = nucle()
    systems = {name: read("seeda", "outputs", "all", seeda_file(name) + ".txt") for name in SEEDA_GLEU}
    table = gleu_table(systems=systems, sources=sources, references=targets, variant="official")
    got = dict(zip(table["system"], table["gleu"], strict=True))
    exact = {name for name, printed in SEEDA_GLEU.items() if round(100 * got[name], 2) == printed}
    assert exact == SEEDA_EXACT
    for name, printed in SEEDA_GLEU.items():
        assert abs(100 * got[name] - printed) <= 0.015, name
    assert table.attrs["signature"].startswith("impl:gleu-official|n:4|iter:500")
