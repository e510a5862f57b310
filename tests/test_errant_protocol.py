"""ERRANT against an M2 gold follows ERRANT's own protocol by default (issue 17): the gold re-annotated by
ERRANT from each annotator's corrected text (``errant_m2 -auto``), the hypothesis by ``errant_parallel``,
then ``errant_compare``'s rules. Oracle: ERRANT 3.0.0's own three commands (``errant.commands``), run in a
subprocess on the first 60 CoNLL-2014 sentences (official gold, AMU), with the spaCy pipeline of gecnb's
documented search order handed to ``errant.load``."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

import gecnb
from gecnb.cli import main
from gecnb.datasets import data_path
from tests.conftest import head_lines, head_m2, needs_spacy

N = 60

ORACLE = r"""
import sys, errant
from gecnb.edits.spacy_model import resolve_spacy_model
nlp = resolve_spacy_model()
real = errant.load
errant.load = lambda lang, nlp_=None: real(lang, nlp)
from errant.commands import compare_m2, m2_to_m2, parallel_to_m2
gold, src, hyp, out = sys.argv[1:5]
sys.argv = ["errant_m2", "-auto", gold, "-out", out + "/ref.m2"]
m2_to_m2.main()
sys.argv = ["errant_parallel", "-orig", src, "-cor", hyp, "-out", out + "/hyp.m2"]
parallel_to_m2.main()
sys.argv = ["errant_compare", "-hyp", out + "/hyp.m2", "-ref", out + "/ref.m2"]
compare_m2.main()
"""


@needs_spacy
def test_errant_on_an_m2_gold_is_errant_compares_own_protocol(tmp_path, capsys):
    gold = head_m2(data_path("conll14", "official-2014.combined.m2"), tmp_path / "gold.m2", N)
    hyp = head_lines(data_path("conll14", "official_submissions", "AMU"), tmp_path / "AMU", N)
    src = tmp_path / "src.txt"
    src.write_text("".join(b.split("\n")[0][2:] + "\n" for b in gold.read_text(encoding="utf-8").strip().split("\n\n")),
                   encoding="utf-8")
    for_errant = tmp_path / "gold-for-errant.m2"  # errant_m2 processes a block at the blank line after it
    for_errant.write_text(gold.read_text(encoding="utf-8") + "\n", encoding="utf-8")
    run = subprocess.run([sys.executable, "-c", ORACLE, str(for_errant), str(src), str(hyp), str(tmp_path)],
                         capture_output=True, text=True, check=False, cwd=Path(gecnb.__file__).parents[1])
    assert run.returncode == 0, run.stderr[-3000:]
    lines = run.stdout.splitlines()
    head = next(i for i, ln in enumerate(lines) if ln.split()[:3] == ["TP", "FP", "FN"])
    tp, fp, fn, p, r, f = lines[head + 1].split()
    assert main(["score", "--metric", "errant", "--m2-reference", str(gold), "--hypothesis", str(hyp), "--quiet",
                 "--format", "json"]) == 0
    ours = json.loads(capsys.readouterr().out)[0]
    assert (ours["tp"], ours["fp"], ours["fn"]) == (int(tp), int(fp), int(fn))
    assert (round(ours["p"], 4), round(ours["r"], 4), round(ours["f"], 4)) == (float(p), float(r), float(f))
    assert ours["signature"].split("|edits:")[1].startswith("errant:")
    # the older behaviour on request: the gold file's own (NUCLE) spans against ERRANT's hypothesis edits
    assert main(["score", "--metric", "errant", "--m2-reference", str(gold), "--hypothesis", str(hyp), "--quiet",
                 "--format", "json", "--edits", "mixed"]) == 0
    mixed = json.loads(capsys.readouterr().out)[0]
    assert "edits:mixed: given + errant:" in mixed["signature"] and mixed["signature"] != ours["signature"]


def test_an_impossible_edits_choice_says_what_to_use_instead():
    corpus = gecnb.load_dataset("conll14-cleme-errant").subset(range(20))
    corpus.add_system("MINE", list(corpus.systems["AMU"].hypotheses))
    from gecnb.metrics.options import OptionError

    with pytest.raises(OptionError,
                       match=r"`edits` given is impossible here: system MINE has no given edits .*use `edits` auto"):
        gecnb.score(corpus, "errant", reference_set="NUCLE", edits="given")
    with pytest.raises(ValueError, match=r"system MINE has no given edits .*use `edits` auto"):
        gecnb.score(corpus, "cleme2", reference_set="NUCLE", edits="given")


def test_one_default_for_edits_everywhere():
    """CLEME2.0 counts are the same from gecnb.score, prepare() + cleme2_scores and the bundled dataset
    whose edits were extracted by the same pipeline: every entry point extracts hypothesis and reference
    edits with one extractor unless all of them are given (no mixing by default)."""
    from gecnb.chunks.prepared import prepare
    from gecnb.data.registry import FRESH_ERRANT_MODEL
    from gecnb.edits.extract import default_extractor
    from gecnb.metrics.cleme2 import Cleme2Config, cleme2_scores

    fresh = gecnb.load_dataset("conll14-fresh-errant").subset(range(40))
    plain = gecnb.load_dataset("conll14").subset(range(40))  # NUCLE edits given, hypotheses as text
    cols = ["tp", "fp_ne", "fp_un", "fn", "score"]
    shipped = data_path("fresh_errant", FRESH_ERRANT_MODEL, "SIGNATURE").read_text(encoding="utf-8").strip()
    a = gecnb.score(fresh, "cleme2", reference_set="NUCLE", systems=["AMU"])
    assert a["signature"][0].split("|edits:")[1].startswith("given")
    b = gecnb.score(plain, "cleme2", reference_set="NUCLE", systems=["AMU"])
    c = cleme2_scores(prepare(plain, reference_set="NUCLE", systems=["AMU"]), variants=Cleme2Config())
    assert b[cols].values.tolist() == c[cols].values.tolist()
    assert "mixed" not in b["signature"][0] and "mixed" not in c["signature"][0]
    if default_extractor("en").signature() == shipped:  # the installed pipeline made the shipped edits
        assert a[cols].values.tolist() == b[cols].values.tolist()
    m = gecnb.score(plain, "cleme2", reference_set="NUCLE", systems=["AMU"], edits="mixed")
    assert "edits:mixed: given + errant" in m["signature"][0]
