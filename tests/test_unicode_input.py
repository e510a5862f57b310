"""Unicode input that used to score silently wrong: a perfect output written in NFD (decomposed accents), with zero-width
characters, or with a byte-order mark inside the file. Every path (text files, M2 files, Python lists; sources,
references, hypotheses; ``score`` through the API and the command line, ``evaluate``; English and Chinese) composes
the text to NFC and removes the invisible characters, with a warning that names the file (or system) and the first
line, so that the perfect output gets the perfect output's score (docs/bad-input.md, "Unicode").

The own data: 20 CoNLL-2014 sentences with every ``e`` written ``é`` (so that NFD differs from NFC on every line),
NUCLE's two annotators as references, and annotator 0's text as the perfect hypothesis.
"""

from __future__ import annotations

import json
import unicodedata
import warnings
from pathlib import Path

import pandas as pd
import pytest

import gecnb
from gecnb.cli import main
from gecnb.data.errors import GecInputError, GecInputWarning, NormalisationWarning
from gecnb.data.m2 import read_m2
from gecnb.data.readers import corpus_from_files, read_mucgec
from gecnb.data.text import read_text
from tests.conftest import needs_spacy

N = 20
ZWSP, ZWNJ, ZWJ, WJ, BOM, SHY = "\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u00ad"


def accented(text: str) -> str:
    return text.replace("e", "\u00e9")  # é, composed (NFC)


def nfd(text: str) -> str:
    return unicodedata.normalize("NFD", text)


def zero_width(text: str, i: int) -> str:
    """Zero-width characters inside tokens and as tokens of their own (from line 3 on)."""
    if i < 2:
        return text
    toks = text.split()
    toks[0] = toks[0][:1] + ZWSP + toks[0][1:] + SHY
    toks[-1] += WJ + ZWNJ
    toks.insert(1, ZWJ)
    return " ".join(toks)


def stray_bom(text: str, i: int) -> str:
    """A byte-order mark inside the text (files joined with cat): at the start of line 4, inside line 7."""
    if i == 3:
        return BOM + text
    if i == 6:
        toks = text.split()
        return " ".join([*toks[:2], BOM + toks[2], *toks[3:]])
    return text


VARIANTS = {
    "NFD": (lambda t, i: nfd(t), 1, "not in Unicode NFC"),
    "ZW": (zero_width, 3, "invisible characters"),
    "BOM": (stray_bom, 4, "BYTE ORDER MARK"),
}


@pytest.fixture(scope="module")
def own() -> dict[str, list]:
    c = gecnb.load_dataset("conll14").subset(range(N))
    refs = [[accented(r) for r in rs] for rs in c.reference_sets["NUCLE"].references]
    return {"src": [accented(s) for s in c.sources], "refs": refs, "perfect": [rs[0] for rs in refs]}


def own_corpus(own: dict[str, list]) -> gecnb.Corpus:
    corpus = gecnb.Corpus("own", tuple(own["src"]), "en")
    corpus.add_references("NUCLE", own["refs"])
    return corpus


def hypothesis(own: dict[str, list], variant: str) -> list[str]:
    make = VARIANTS[variant][0]
    out = [make(h, i) for i, h in enumerate(own["perfect"])]
    assert out != own["perfect"]
    return out


def scores(corpus: gecnb.Corpus, metric: str) -> pd.DataFrame:
    return gecnb.score(corpus, metric, reference_set="NUCLE").set_index("system").drop(columns=["signature"])


def write_lines(path: Path, lines: list[str]) -> Path:
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


# --------------------------------------------------------------------------------------- score: Python lists


@needs_spacy
@pytest.mark.parametrize("variant", list(VARIANTS))
def test_score_api_list_warns_naming_the_sentence_and_scores_the_truth(own, variant: str) -> None:
    _, first, what = VARIANTS[variant]
    corpus = own_corpus(own)
    corpus.add_system("PERFECT", own["perfect"])
    with pytest.warns(NormalisationWarning, match=rf"system {variant}: normalised .*{what}") as rec:
        corpus.add_system(variant, hypothesis(own, variant))
    message = next(str(w.message) for w in rec if issubclass(w.category, NormalisationWarning))
    assert f"from sentence {first}" in message
    assert corpus.systems[variant].hypotheses == corpus.systems["PERFECT"].hypotheses
    for metric in ("m2", "errant", "gleu"):
        got = scores(corpus, metric)
        pd.testing.assert_series_equal(got.loc[variant], got.loc["PERFECT"], check_names=False)
    assert scores(corpus, "m2").loc[variant, "f"] == 1.0


@needs_spacy
def test_references_and_sources_given_as_lists_are_normalised_too(own) -> None:
    truth = own_corpus(own)
    truth.add_system("PERFECT", own["perfect"])
    with pytest.warns(NormalisationWarning) as rec:
        corpus = gecnb.Corpus("own", tuple(nfd(s) for s in own["src"]), "en")
        corpus.add_references("NUCLE", [[nfd(r) for r in rs] for rs in own["refs"]])
    text = " | ".join(str(w.message) for w in rec)
    assert "the sources of corpus own: normalised 20 sentence(s) not in Unicode NFC from sentence 1" in text
    assert "reference set NUCLE: normalised 20 sentence(s) not in Unicode NFC from sentence 1" in text
    corpus.add_system("PERFECT", own["perfect"])
    assert corpus.sources == truth.sources
    assert corpus.reference_sets["NUCLE"].references == truth.reference_sets["NUCLE"].references
    pd.testing.assert_frame_equal(scores(corpus, "m2"), scores(truth, "m2"))


def test_given_edits_are_normalised_with_their_text() -> None:
    from gecnb.data.edit import Edit

    corpus = gecnb.Corpus("c", ("Thé cafe is nice .",), "en")
    edit = Edit(1, 2, 1, 2, "R:SPELL", nfd("café"))
    with pytest.warns(NormalisationWarning, match="reference set R: normalised 1 sentence"):
        corpus.add_references("R", [[nfd("Thé café is nice .")]], edits=[[[edit]]])
    rs = corpus.reference_sets["R"]
    assert rs.references == (("Thé café is nice .",),)
    assert rs.edits is not None and rs.edits[0][0][0].c_str == "café"
    # a token made only of invisible characters is kept where edits count it, with a warning naming the sentence
    with pytest.warns(GecInputWarning, match=r"system S, sentence 1: a token made only of invisible characters is kept"):
        corpus.add_system("S", [f"Thé {ZWSP} cafe is nice ."], edits=[[Edit(1, 1, 1, 2, "M:OTHER", ZWSP)]])
    assert corpus.systems["S"].hypotheses == (f"Thé {ZWSP} cafe is nice .",)


# ----------------------------------------------------------------------------------------------- score: files


@needs_spacy
@pytest.mark.parametrize("variant", list(VARIANTS))
def test_files_warn_naming_the_file_and_line_and_score_the_truth(own, tmp_path: Path, variant: str) -> None:
    _, first, what = VARIANTS[variant]
    src = write_lines(tmp_path / "src.txt", own["src"])
    refs = [write_lines(tmp_path / f"ref{k}.txt", [rs[k] for rs in own["refs"]]) for k in range(2)]
    perfect = write_lines(tmp_path / "perfect.txt", own["perfect"])
    hyp = write_lines(tmp_path / f"{variant}.txt", hypothesis(own, variant))
    with pytest.warns(NormalisationWarning, match=rf"{variant}.txt: normalised .*{what}") as rec:
        corpus = corpus_from_files(source=src, references=refs, hypotheses=[perfect, hyp], reference_set="NUCLE")
    message = next(str(w.message) for w in rec if f"{variant}.txt" in str(w.message))
    assert f"from line {first}" in message
    for metric in ("m2", "errant"):
        got = scores(corpus, metric)
        pd.testing.assert_series_equal(got.loc[variant], got.loc["perfect"], check_names=False)


@needs_spacy
@pytest.mark.parametrize("variant", list(VARIANTS))
def test_cli_score_warns_naming_the_file_and_line_and_scores_the_truth(own, tmp_path, capsys, variant) -> None:
    _, first, what = VARIANTS[variant]
    src = write_lines(tmp_path / "src.txt", own["src"])
    refs = [write_lines(tmp_path / f"ref{k}.txt", [rs[k] for rs in own["refs"]]) for k in range(2)]
    hyp = write_lines(tmp_path / f"{variant}.txt", hypothesis(own, variant))
    with warnings.catch_warnings():
        warnings.simplefilter("always")
        code = main(["score", "--metric", "m2", "--metric", "errant", "--source", str(src), "--reference", str(refs[0]),
                     "--reference", str(refs[1]), "--hypothesis", str(hyp), "--format", "json"])
    out, err = capsys.readouterr()
    assert code == 0 and "Traceback" not in err
    line = next(ln for ln in err.splitlines() if f"{variant}.txt" in ln)
    assert line.startswith(f"gecnb: warning: {hyp}: normalised") and what in line and f"from line {first}" in line
    rows = json.loads(out)
    assert {r["metric"]: r["f"] for r in rows} == {"m2": 1.0, "errant": 1.0}


# ------------------------------------------------------------------------------------------------ M2 files


def m2_text(own: dict[str, list], n: int = 5) -> str:
    """An M2 file of the first ``n`` sentences, whose one annotator changed ``e`` to ``é`` wherever it occurs."""
    blocks = []
    for src in own["src"][:n]:
        plain = src.replace("\u00e9", "e").split()
        lines = [f"S {' '.join(plain)}"]
        lines += [f"A {k} {k + 1}|||R:SPELL|||{tok.replace('e', 'é')}|||REQUIRED|||-NONE-|||0"
                  for k, tok in enumerate(plain) if "e" in tok]
        blocks.append("\n".join(lines))
    return "\n\n".join(blocks) + "\n\n"


def test_m2_files_in_nfd_or_with_zero_width_characters_read_as_nfc(own, tmp_path: Path) -> None:
    clean = m2_text(own)
    good = tmp_path / "good.m2"
    good.write_text(clean, encoding="utf-8")
    expected = read_m2(good)
    zw = clean.replace("|||R:SPELL|||", f"|||R:SPELL|||{ZWSP}").replace("S ", f"S {WJ}", 2)
    for name, text, what in (("nfd.m2", nfd(clean), "not in Unicode NFC from line 2"),  # line 1: an unaccented S
                             ("zw.m2", zw, "invisible characters from line 1")):
        p = tmp_path / name
        p.write_text(BOM + text, encoding="utf-8")  # a file-initial byte-order mark is dropped, without a warning
        with pytest.warns(NormalisationWarning, match=rf"{name}: normalised .*{what}"):
            got = read_m2(p)
        assert [(s.source, s.annotators, s.targets) for s in got] == [(s.source, s.annotators, s.targets)
                                                                        for s in expected]


@needs_spacy
def test_m2_reference_and_hypothesis_in_nfd_score_the_truth_on_the_command_line(own, tmp_path, capsys) -> None:
    clean = m2_text(own, N)
    src = write_lines(tmp_path / "src.txt", [s.replace("\u00e9", "e") for s in own["src"]])
    ref = tmp_path / "ref.m2"
    ref.write_text(nfd(clean), encoding="utf-8")
    target = [s.targets[0] for s in read_m2(write_lines(tmp_path / "clean.m2", [clean]))]
    hyp = write_lines(tmp_path / "hyp.txt", [nfd(t) for t in target])
    with warnings.catch_warnings():
        warnings.simplefilter("always")
        code = main(["score", "--metric", "m2", "--source", str(src), "--m2-reference", str(ref), "--hypothesis",
                     str(hyp), "--format", "json"])
    out, err = capsys.readouterr()
    assert code == 0, err
    assert f"gecnb: warning: {ref}: normalised" in err and f"gecnb: warning: {hyp}: normalised" in err
    rows = json.loads(out)
    assert [r["f"] for r in rows] == [1.0]


def test_m2_token_made_only_of_invisible_characters_is_kept_with_a_warning(tmp_path: Path) -> None:
    p = tmp_path / "tok.m2"
    p.write_text(f"S a b .\n\nS c {ZWSP} d .\nA 1 2|||U:OTHER||||||REQUIRED|||-NONE-|||0\n\n", encoding="utf-8")
    with pytest.warns(GecInputWarning, match=r"tok.m2:3: a token made only of invisible characters is kept"):
        sents = read_m2(p)
    assert sents[1].source == f"c {ZWSP} d ." and sents[1].targets == ("c d .",)


# -------------------------------------------------------------------------------------------------- evaluate


@needs_spacy
def test_evaluate_own_data_puts_the_warnings_in_the_notes_and_scores_the_truth(own, tmp_path: Path) -> None:
    corpus = own_corpus(own)
    path = write_lines(tmp_path / "nfd.txt", hypothesis(own, "NFD"))
    report = gecnb.evaluate(corpus, hypotheses={"PERFECT": own["perfect"], "NFD": path, "ZW": hypothesis(own, "ZW"),
                                                "BOM": hypothesis(own, "BOM")},
                            metrics=["M2", "ERRANT", "GLEU"], n=20, progress=False, cache=False)
    notes = "\n".join(report.notes)
    assert f"input warning: {path}: normalised 20 line(s) not in Unicode NFC from line 1" in notes
    assert "input warning: system ZW: normalised 18 sentence(s) with invisible characters from sentence 3" in notes
    assert "input warning: system BOM: normalised 2 sentence(s) with invisible characters from sentence 4" in notes
    value = report.scores.pivot(index="system", columns="metric", values="value")
    for variant in VARIANTS:
        pd.testing.assert_series_equal(value.loc[variant], value.loc["PERFECT"], check_names=False)
    assert value.loc["NFD", "M2"] == 1.0


# --------------------------------------------------------------------------------------------------- Chinese


def test_chinese_files_with_zero_width_characters_and_nfd_read_as_nfc(tmp_path: Path) -> None:
    c = gecnb.load_dataset("nlpcc18").subset(range(10))
    srcs = ["".join(s.split()) for s in c.sources]
    refs = ["".join(rs[0].split()) for rs in c.reference_sets["NLPCC18"].references]
    refs[2] += "（café）"  # a Latin word with an accent inside Chinese text
    src = write_lines(tmp_path / "src.txt", srcs)
    ref = write_lines(tmp_path / "ref.txt", refs)
    hyps = [r[:2] + ZWSP + r[2:] if i % 2 else nfd(r) for i, r in enumerate(refs)]
    hyps[4] = BOM + hyps[4]  # a byte-order mark at the start of line 5: inside the file
    hyp = write_lines(tmp_path / "hyp.txt", hyps)
    with pytest.warns(NormalisationWarning, match=r"hyp.txt: normalised 1 line\(s\) not in Unicode NFC from line 3 .*"
                                                  r"and 6 line\(s\) with invisible characters from line 2"):
        corpus = corpus_from_files(source=src, references=[ref], hypotheses=[hyp], language="zh", reference_set="R")
    assert corpus.systems["hyp"].hypotheses == tuple(rs[0] for rs in corpus.reference_sets["R"].references)
    got = gecnb.score(corpus, "sentence-acc", reference_set="R")
    assert got["acc"].tolist() == [1.0]
    # MuCGEC's TSV reader reads fields the same way
    tsv = tmp_path / "m.tsv"
    tsv.write_text(f"1\t{srcs[0]}\t{refs[0][:2]}{ZWSP}{refs[0][2:]}\n2\t{srcs[2]}\t{nfd(refs[2])}\n", encoding="utf-8")
    with pytest.warns(NormalisationWarning, match=r"m.tsv: normalised 1 line\(s\) not in Unicode NFC from line 2"):
        data = read_mucgec(tsv)
    assert data.references == [[refs[0]], [refs[2]]]


def test_a_cjk_compatibility_ideograph_reads_as_the_unified_ideograph() -> None:
    corpus = gecnb.Corpus("c", ("\u8c48 是 字",), "zh")
    corpus.add_references("R", [["\u8c48 是 字"]])
    with pytest.warns(NormalisationWarning, match=r"system S: normalised 1 sentence\(s\) not in Unicode NFC from sentence 1"):
        corpus.add_system("S", ["\uf900 是 字"])  # U+F900, canonically equivalent to U+8C48
    assert gecnb.score(corpus, "sentence-acc", reference_set="R")["acc"].tolist() == [1.0]


# ------------------------------------------------------------------------------------------ strict and hostile


def test_normalise_false_makes_each_finding_an_error_naming_the_line(tmp_path: Path) -> None:
    p = write_lines(tmp_path / "h.txt", ["plain", nfd("café")])
    with pytest.raises(GecInputError, match=r"h.txt:2: text not in Unicode NFC"):
        read_text(p, normalise=False)
    p = write_lines(tmp_path / "z.txt", ["plain", "ok", f"a{ZWSP}b"])
    with pytest.raises(GecInputError, match=r"z.txt:3: invisible character U\+200B ZERO WIDTH SPACE"):
        read_text(p, normalise=False)


def test_hostile_lines_of_invisible_characters(tmp_path: Path) -> None:
    many = " ".join(["x" + ZWSP * 3] * 50_000)  # one long line full of them
    p = write_lines(tmp_path / "h.txt", [ZWSP * 5, f"{BOM} {ZWJ}", many, f"a {ZWSP}\t{SHY} b"])
    with pytest.warns(NormalisationWarning, match=r"h.txt: normalised 4 line\(s\) with invisible characters from line 1"):
        lines = read_text(p)
    assert lines == ["", "", " ".join(["x"] * 50_000), "a b"]
    # the warning names the characters, never shows them: the message is printable text
    with pytest.warns(NormalisationWarning) as rec:
        read_text(p)
    assert all(str(w.message).isprintable() for w in rec)


def test_a_combining_mark_split_from_its_letter_is_a_warning_naming_the_sentence() -> None:
    split = " ".join(nfd("café"))  # decomposed, then split into characters: NFC cannot join them again
    corpus = gecnb.Corpus("c", ("c a f e",), "en")
    with pytest.warns(GecInputWarning, match=r"system S, sentence 1: a combining mark stands as a token of its own"):
        corpus.add_system("S", [split])


def test_bundled_datasets_need_no_unicode_normalisation() -> None:
    """The reproduced numbers stay the papers': no bundled text is outside NFC or has an invisible character, so
    reading them warns about nothing and normalises nothing."""
    with warnings.catch_warnings():
        warnings.simplefilter("error", GecInputWarning)
        for name in ("conll14", "conll14-m2", "seeda", "nlpcc18", "mucgec-dev"):
            c = gecnb.load_dataset(name)
            texts = [*c.sources, *(r for rs in c.reference_sets.values() for refs in rs.references for r in refs),
                     *(h for so in c.systems.values() for h in so.hypotheses)]
            assert all(unicodedata.is_normalized("NFC", t) for t in texts), name
            assert not any(ch in t for t in texts for ch in (ZWSP, ZWNJ, ZWJ, WJ, BOM, SHY)), name
