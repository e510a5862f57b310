"""M2 written by gecnb is read right by other tools (issue 16, item 7).

ERRANT, NUCLE and BN-10GEC write a deletion's correction as an empty field; ERRANT's ``compare_m2`` compares
the raw strings, so a gecnb M2 that wrote ``-NONE-`` there lost every matched deletion when ERRANT scored it.
Here ERRANT's own programs are the other side: ``errant_parallel`` (``errant.commands.parallel_to_m2.main``,
with ``errant.load`` handed the offline spaCy pipeline, see DEVELOPERS.md) writes the gold, gecnb extracts and
writes the hypothesis M2 (``write_m2``), and ERRANT's ``errant_compare`` (run as a subprocess) scores it: its
counts and scores are gecnb's errant metric's. The same hypothesis file with ``-NONE-`` deletions scores fewer
true positives under ``errant_compare``, so the comparison can fail.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from gecnb.data.edit import Edit
from gecnb.data.m2 import format_m2, parse_m2, read_m2, write_m2
from gecnb.data.registry import ERRANT_AUTO_NUCLE, FRESH_ERRANT_MODEL, load_dataset
from gecnb.datasets import data_path
from gecnb.metrics.errant_compare import errant_from_m2, errant_score, read_errant_m2
from tests.conftest import needs_spacy

N = 60  # CoNLL-2014's first 60 sentences: POST's output deletes tokens that NUCLE deletes in 5 of them
SYSTEM = "POST"
_DELETION_NONE = re.compile(r"^(A \d+ \d+\|\|\|[^|]*\|\|\|)(\|\|\|REQUIRED\|\|\|-NONE-\|\|\|\d+)$", re.M)


def test_a_deletion_is_written_as_an_empty_field():
    d = Edit(1, 2, 1, 1, "U:DET", "")
    assert d.to_m2() == "A 1 2|||U:DET||||||REQUIRED|||-NONE-|||0"
    assert d.to_m2(3, deletion="-NONE-") == "A 1 2|||U:DET|||-NONE-|||REQUIRED|||-NONE-|||3"  # ChERRANT's convention
    with pytest.raises(ValueError, match="deletion must be one of"):
        d.to_m2(deletion="<del>")
    assert Edit(1, 1, 1, 2, "M:DET", "the").to_m2(1) == "A 1 1|||M:DET|||the|||REQUIRED|||-NONE-|||1"
    block = format_m2("a the b", [[d], []])
    assert block == ("S a the b\nA 1 2|||U:DET||||||REQUIRED|||-NONE-|||0\n"
                     "A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1")
    # both conventions read as the same deletion
    old = block.replace("U:DET|||", "U:DET|||-NONE-", 1)
    assert "|||U:DET|||-NONE-|||REQUIRED" in old
    assert parse_m2(old) == parse_m2(block)


def test_write_m2_round_trip(tmp_path):
    edits = [(Edit(0, 1, 0, 0, "U:DET", ""), Edit(3, 3, 2, 3, "M:PUNCT", ".")), ()]
    write_m2(tmp_path / "x.m2", [("the cat sat", edits)])
    text = (tmp_path / "x.m2").read_text(encoding="utf-8")
    assert "-NONE-|||REQUIRED" not in text.replace("noop|||-NONE-|||REQUIRED", "")
    s = read_m2(tmp_path / "x.m2")[0]
    assert s.targets == ("cat sat .", "the cat sat")
    assert [e.c_str for e in s.annotators[0]] == ["", "."]


def test_every_reader_takes_both_deletion_forms(tmp_path):
    """gecnb's M2 readers read ERRANT's empty field and the older / ChERRANT ``-NONE-`` as the same deletion."""
    from gecnb.metrics.m2scorer import parse_m2_gold

    new = ("S a the b c\nA 1 2|||U:DET||||||REQUIRED|||-NONE-|||0\nA 3 4|||R:NOUN|||d|||REQUIRED|||-NONE-|||0\n"
           "A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1\n")
    old = new.replace("U:DET|||", "U:DET|||-NONE-", 1)
    assert old != new
    assert parse_m2(old) == parse_m2(new)
    assert parse_m2(new)[0].targets == ("a b d", "a the b c")
    assert parse_m2_gold(old) == parse_m2_gold(new)
    assert parse_m2_gold(new)[0].annotators[0][1][0].corrections == ("",)
    for name, text in (("old.m2", old), ("new.m2", new)):
        (tmp_path / name).write_text(text, encoding="utf-8")
    assert read_errant_m2(tmp_path / "old.m2") == read_errant_m2(tmp_path / "new.m2")
    assert read_errant_m2(tmp_path / "new.m2")[0][2][0][0].c_str == ""


def test_shipped_english_m2_files_write_deletions_as_empty_fields():
    """The shipped fresh-ERRANT files were rewritten to ERRANT's convention (PROVENANCE.md)."""
    folder = data_path("fresh_errant", FRESH_ERRANT_MODEL)
    files = sorted(f for f in folder.glob("*.m2") if f.name != ERRANT_AUTO_NUCLE)  # written later, right at once
    assert len(files) == 34
    auto = (folder / ERRANT_AUTO_NUCLE).read_text(encoding="utf-8")
    assert not re.findall(r"^A \d+ \d+\|\|\|(?!noop)[^|]*\|\|\|-NONE-\|\|\|.*$", auto, re.M)
    assert len(_DELETION_NONE.findall(auto)) > 1000  # its deletions: empty fields too
    n_deletions = 0
    for f in files:
        text = f.read_text(encoding="utf-8")
        bad = re.findall(r"^A \d+ \d+\|\|\|(?!noop)[^|]*\|\|\|-NONE-\|\|\|.*$", text, re.M)
        assert bad == [], f"{f.name}: {bad[:3]}"
        n_deletions += len(_DELETION_NONE.findall(text))
    assert n_deletions == 20245  # every deletion line of the 34 files


def _errant_compare(hyp: Path, ref: Path) -> tuple[int, int, int, float, float, float]:
    """ERRANT 3.0.0's own ``errant_compare -hyp HYP -ref REF``: TP, FP, FN, Prec, Rec, F0.5 as it prints them."""
    out = subprocess.run([sys.executable, "-c", "from errant.commands.compare_m2 import main; main()",
                          "-hyp", str(hyp), "-ref", str(ref)], capture_output=True, text=True, check=True).stdout
    lines = out.splitlines()
    head = next(i for i, ln in enumerate(lines) if ln.split() == ["TP", "FP", "FN", "Prec", "Rec", "F0.5"])
    tp, fp, fn, p, r, f = lines[head + 1].split()
    return int(tp), int(fp), int(fn), float(p), float(r), float(f)


@pytest.fixture(scope="module")
def m2_files(tmp_path_factory) -> dict[str, object]:
    import errant
    import errant.commands.parallel_to_m2 as parallel_to_m2

    from gecnb.edits.errant_extractor import ErrantExtractor

    d = tmp_path_factory.mktemp("interop")
    corpus = load_dataset("conll14")
    sources = corpus.sources[:N]
    refs = [list(r) for r in corpus.reference_sets["NUCLE"].references[:N]]
    hyps = corpus.systems[SYSTEM].hypotheses[:N]
    ex = ErrantExtractor(cache=False)
    # the gold, written by ERRANT's errant_parallel with the same pipeline
    (d / "orig.txt").write_text("".join(s + "\n" for s in sources), encoding="utf-8")
    for k in (0, 1):
        (d / f"cor{k}.txt").write_text("".join(r[k] + "\n" for r in refs), encoding="utf-8")
    real_load = errant.load
    argv = sys.argv
    try:
        errant.load = lambda lang, nlp=None: real_load(lang, ex.nlp)  # the offline model (DEVELOPERS.md)
        sys.argv = ["errant_parallel", "-orig", str(d / "orig.txt"), "-cor", str(d / "cor0.txt"),
                    str(d / "cor1.txt"), "-out", str(d / "gold.errant.m2")]
        parallel_to_m2.main()
    finally:
        errant.load = real_load
        sys.argv = argv
    # the hypothesis and the gold, extracted and written by gecnb
    hyp_edits = ex.extract_many(list(zip(sources, hyps, strict=True)))
    write_m2(d / "hyp.gecnb.m2", ((s, [e]) for s, e in zip(sources, hyp_edits, strict=True)))
    ref_edits = [ex.extract_many([(s, r[k]) for s, r in zip(sources, refs, strict=True)]) for k in (0, 1)]
    write_m2(d / "gold.gecnb.m2", ((s, [a, b]) for s, a, b in zip(sources, *ref_edits, strict=True)))
    # the hypothesis as gecnb wrote it before: deletions as -NONE-
    old = _DELETION_NONE.sub(r"\1-NONE-\2", (d / "hyp.gecnb.m2").read_text(encoding="utf-8"))
    (d / "hyp.none.m2").write_text(old, encoding="utf-8")
    return {"dir": d, "hyp_edits": hyp_edits}


@needs_spacy
def test_errant_compare_scores_a_gecnb_m2_as_gecnb_does(m2_files):
    d: Path = m2_files["dir"]  # type: ignore[assignment]
    hyp, gold = d / "hyp.gecnb.m2", d / "gold.errant.m2"
    theirs = _errant_compare(hyp, gold)
    ours = errant_from_m2(hyp_m2={SYSTEM: hyp}, ref_m2=gold).iloc[0]
    in_memory = errant_score(hypotheses=m2_files["hyp_edits"], references=[b[2] for b in read_errant_m2(gold)],
                             system=SYSTEM).iloc[0]
    for row in (ours, in_memory):
        assert (row.tp, row.fp, row.fn) == theirs[:3]
        assert (round(row.p, 4), round(row.r, 4), round(row.f, 4)) == theirs[3:]
    gold_deletions = sum(1 for ln in gold.read_text(encoding="utf-8").splitlines()
                         if ln.startswith("A ") and ln.split("|||")[2] == "" and "noop" not in ln)
    assert gold_deletions > 0  # ERRANT writes its deletions with an empty field
    # the old convention: ERRANT's compare_m2 misses the deletions gecnb matched
    old = _errant_compare(d / "hyp.none.m2", gold)
    assert old[0] < theirs[0] and old[1] > theirs[1]
    assert theirs[0] - old[0] >= 5  # the 5 sentences whose matched deletions made N = 60 the sample


@needs_spacy
def test_gecnb_writes_the_gold_as_errant_parallel_does(m2_files):
    """Same pipeline, same edits: gecnb's write_m2 gives ERRANT's bytes, deletions included."""
    d: Path = m2_files["dir"]  # type: ignore[assignment]
    ours = (d / "gold.gecnb.m2").read_text(encoding="utf-8").strip().split("\n\n")
    theirs = (d / "gold.errant.m2").read_text(encoding="utf-8").strip().split("\n\n")
    assert len(ours) == len(theirs) == N
    assert ours == theirs
    assert _errant_compare(d / "hyp.gecnb.m2", d / "gold.gecnb.m2") == _errant_compare(d / "hyp.gecnb.m2",
                                                                                         d / "gold.errant.m2")
