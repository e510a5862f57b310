"""The data layer: text and M2 readers, validation, the corpus model and the registry."""

from __future__ import annotations

import warnings

import pytest

from gecnb.data.corpus import Corpus, references_from_annotators
from gecnb.data.errors import GecInputError, NormalisationWarning
from gecnb.data.m2 import parse_m2, read_m2
from gecnb.data.readers import corpus_from_files, read_mucgec
from gecnb.data.registry import CONLL14_SYSTEMS, list_datasets, load_dataset
from gecnb.data.text import read_text
from gecnb.datasets import data_path


def test_crlf_and_trailing_spaces_are_normalised_with_a_warning(write):
    p = write("h.txt", b"a b  \r\nc d\r\n")
    with pytest.warns(NormalisationWarning, match=r"2 CRLF.*line 1.*stray whitespace from line 1"):
        assert read_text(p) == ["a b", "c d"]


def test_strict_mode_makes_crlf_an_error_naming_the_line(write):
    p = write("h.txt", b"a b\nc d\r\n")
    with pytest.raises(GecInputError, match=r"h.txt:2: CRLF"):
        read_text(p, normalise=False)


def test_empty_file_and_binary_and_latin1_are_errors(write):
    with pytest.raises(GecInputError, match=r"empty.txt: the file is empty"):
        read_text(write("empty.txt", b""))
    with pytest.raises(GecInputError, match=r"bin.txt:2: NUL"):
        read_text(write("bin.txt", b"ok\nx\x00y\n"))
    with pytest.raises(GecInputError, match=r"l1.txt:2: not UTF-8"):
        read_text(write("l1.txt", "ok\ncaf\xe9\n".encode("latin-1")))


def test_empty_lines_are_valid_sentences(write):
    assert read_text(write("e.txt", "a\n\nb\n")) == ["a", "", "b"]


def test_real_conll_outputs_have_crlf_and_trailing_spaces():
    with pytest.warns(NormalisationWarning, match="CRLF"):
        iitb = read_text(data_path("conll14", "official_submissions", "IITB"))
    with pytest.warns(NormalisationWarning, match="stray whitespace"):
        sjtu = read_text(data_path("conll14", "official_submissions", "SJTU"))
    assert len(iitb) == len(sjtu) == 1312
    assert all(s == " ".join(s.split()) for s in iitb + sjtu)


def test_mismatched_line_counts_name_the_file(write):
    src = write("src.txt", "a b\nc d\n")
    hyp = write("hyp.txt", "a b\n")
    with pytest.raises(GecInputError, match=r"hyp.txt: has 1 sentences but \S*src.txt has 2: line counts must match"):
        corpus_from_files(source=src, hypotheses=[hyp], references=[src])


def test_m2_whose_source_differs_from_the_source_file(write):
    src = write("src.txt", "a b\nc d\n")
    m2 = write("g.m2", "S a b\nA 0 1|||R:X|||x|||REQUIRED|||-NONE-|||0\n\nS c e\nA -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0\n")
    with pytest.raises(GecInputError, match=r"g.m2:4: source of sentence 2 differs from line 2 of .*src.txt"):
        corpus_from_files(source=src, m2_references=[m2], hypotheses=[src])


def test_unaligned_and_malformed_m2_lines():
    with pytest.raises(GecInputError, match=r"x.m2:2: unaligned M2: edit span 2-5 is outside the source of 2"):
        parse_m2("S a b\nA 2 5|||R:X|||x|||REQUIRED|||-NONE-|||0\n", file="x.m2")
    with pytest.raises(GecInputError, match=r"x.m2:2: malformed edit line"):
        parse_m2("S a b\nA 0 1|||R:X\n", file="x.m2")
    with pytest.raises(GecInputError, match=r"x.m2:1: expected an S line"):
        parse_m2("A 0 1|||R:X|||x|||REQUIRED|||-NONE-|||0\n", file="x.m2")
    with pytest.raises(GecInputError, match=r"x.m2:3: unaligned M2: edits overlap"):
        parse_m2("\n\nS a b c\nA 0 2|||R:X|||x|||REQUIRED|||-NONE-|||0\nA 1 3|||R:X|||y|||REQUIRED|||-NONE-|||0\n",
                 file="x.m2")


def test_m2_noop_and_missing_annotator_rules():
    text = (
        "S a b c\nA 0 1|||R:X|||x|||REQUIRED|||-NONE-|||0\nA -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1\n\n"
        "S d e\nA 1 2|||U:X|||-NONE-|||REQUIRED|||-NONE-|||0\n\n"
        "S f\n\n"
    )
    s = parse_m2(text)
    assert s[0].targets == ("x b c", "a b c")
    assert s[1].targets == ("d", "d")  # annotator 1 missing: a copy of annotator 0 (merged identical)
    assert parse_m2(text, missing="source")[1].targets == ("d", "d e")
    assert s[2].targets == ("f", "f")
    with pytest.raises(GecInputError, match="annotator 1 has no line"):
        parse_m2(text, missing="error")


def test_conll14_gold_reading_matches_the_cleme_errant_gold_and_bn3():
    gold = read_m2(data_path("conll14", "official-2014.combined.m2"))
    errant_gold = read_m2(data_path("conll14", "cleme_errant", "conll14.errant"))
    bn3 = read_text(data_path("bn10gec", "BN3"))
    assert len(gold) == 1312
    assert [g.targets for g in gold] == [e.targets for e in errant_gold]
    assert [g.targets[1] for g in gold] == bn3


def test_cherrant_m2_is_ragged_and_keeps_alternatives_apart():
    sents = read_m2(data_path("nlpcc18", "nlpcc2018_official.ref.m2.char"))
    assert len(sents) == 2000
    counts = [len(s.annotators) for s in sents]
    assert counts.count(1) == 1741 and counts.count(2) == 259
    with_alt = [s for s in sents if s.alternatives]
    assert with_alt and all(len(s.alternatives) == len(s.annotators) for s in with_alt)


def test_mucgec_placeholders(write):
    p = write("m.tsv", "1\t我去\t没有错误\t我去了\n2\t你好\t无法标注\n3\t他\t无法标注\t她\n")
    with pytest.raises(GecInputError, match=r"m.tsv:2: sentence 2 has no usable reference"):
        read_mucgec(p)
    d = read_mucgec(p, tokenise=True, no_reference="skip")
    assert d.ids == ["1", "3"] and d.skipped_ids == ["2"] and d.skipped_lines == [2] and d.dropped == 2
    assert d.references == [["我 去", "我 去 了"], ["她"]] and d.sources == ["我 去", "他"]
    raw = read_mucgec(p, no_reference="skip")
    assert raw.references == [["我去", "我去了"], ["她"]]
    kept = read_mucgec(p, keep_unannotatable=True)
    assert kept.references == [["我去", "我去了"], ["你好"], ["他", "她"]] and kept.dropped == 0


def test_registry_loads_every_dataset():
    assert set(list_datasets()) >= {"conll14", "conll14-cleme-errant", "seeda", "mucgec-dev", "nlpcc18"}
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # the registry itself reports nothing: known normalisation
        c = load_dataset("conll14")
    assert tuple(c.systems) == CONLL14_SYSTEMS
    assert set(c.reference_sets) == {"NUCLE", "BN-10GEC", "E-Minimal", "E-Fluency", "NE-Minimal", "NE-Fluency"}
    assert set(c.reference_sets["BN-10GEC"].counts) == {10}
    m = load_dataset("mucgec-dev")
    assert m.language == "zh" and len(m) == 1134 and "98, 464, 1077" in m.description
    assert max(m.reference_sets["MuCGEC"].counts) == 7 and min(m.reference_sets["MuCGEC"].counts) == 1


def test_corpus_validation():
    with pytest.raises(GecInputError, match="unknown language 'fr'"):
        Corpus("c", ("a",), "fr")  # type: ignore[arg-type]
    c = Corpus("c", ("a b", "c"))
    with pytest.raises(GecInputError, match="system s has 1 sentences but the corpus c has 2"):
        c.add_system("s", ["a b"])
    with pytest.raises(GecInputError, match="flat list of strings"):
        c.add_references("r", ["a b", "c"])  # type: ignore[arg-type]
    assert references_from_annotators([["x", "y"], ["x2", "y2"]]) == [["x", "x2"], ["y", "y2"]]
    with pytest.raises(GecInputError, match="annotator 1 has 1 sentences"):
        references_from_annotators([["x", "y"], ["x2"]])


def test_edits_frame_and_m2_round_trip(tmp_path):
    from gecnb import edits_frame, write_m2

    c = load_dataset("conll14-cleme-errant").subset(range(40))
    df = edits_frame(c, reference_set="NUCLE", systems=["AMU"], edits="given")
    assert set(df.target) == {"AMU", "NUCLE:ref0", "NUCLE:ref1"}
    n_amu = sum(len(e) for e in c.systems["AMU"].edits)
    assert (df.target == "AMU").sum() == n_amu > 0
    rs = c.reference_sets["NUCLE"]
    write_m2(tmp_path / "g.m2", zip(c.sources, rs.edits, strict=True))
    back = read_m2(tmp_path / "g.m2")
    assert [b.targets for b in back] == list(rs.references)
    assert [b.annotators for b in back] == [tuple(e) for e in rs.edits]


def test_sn8gec_dataset_is_the_published_scores_recipe():
    from gecnb.data.registry import sn8gec_sentences

    c = load_dataset("sn8gec")
    conll = load_dataset("conll14")
    keep = sn8gec_sentences()
    assert len(c) == len(keep) == 1278
    assert 47 in keep and 417 not in keep  # merged_ids' "48" is read as line 418
    assert c.sources == tuple(conll.sources[i] for i in keep)
    sizes = {k: {len(r) for r in v.references} for k, v in c.reference_sets.items()}
    assert sizes == {"NUCLE": {2}, "BN15": {10}, "E-fluency": {2}, "E-minimal": {2}, "NE-fluency": {2},
                     "NE-minimal": {2}, "all": {20}}
    i = keep.index(100)
    bn = c.reference_sets["BN15"].references[i]
    assert bn[1] == conll.reference_sets["BN-10GEC"].references[100][9]  # BN10 comes second (file order)
    assert c.reference_sets["all"].references[i][:10] == bn
    assert c.reference_sets["all"].references[i][10:12] == c.reference_sets["NUCLE"].references[i]
    assert c.systems["AMU"].hypotheses[i] == conll.systems["AMU"].hypotheses[100]


def test_sn8gec_published_scores(write):
    from gecnb.reproduce.printed import sn8gec_published_scores

    pub = sn8gec_published_scores()
    assert pub.groupby("metric").size().to_dict() == {"BLEU": 91, "GLEU": 91, "IM": 91, "M2": 91}
    assert set(pub.refset) == set(load_dataset("sn8gec").reference_sets)
    assert set(pub.system) == set(CONLL14_SYSTEMS)  # "source" is named INPUT
    bad = write("scores.tsv", "GLEU\tNUCLE\tAMU\t0.5\nGLEU\tNUCLE\tCAMB\n")
    with pytest.raises(GecInputError, match=r"scores.tsv:2: expected 4 tab-separated fields, found 3"):
        sn8gec_published_scores(path=bad)
    bad = write("scores2.tsv", "GLEU\tNUCLE\tAMU\tn/a\n")
    with pytest.raises(GecInputError, match=r"scores2.tsv:1: score 'n/a' is not a number"):
        sn8gec_published_scores(path=bad)
