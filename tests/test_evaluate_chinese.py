"""``gecnb evaluate`` for Chinese (issue 30, the front door): the bundled MuCGEC dev and NLPCC-2018, your own data
with ``--language zh`` (text references, ragged ones, MuCGEC's tab-separated file, character M2), the Chinese suite
(ChERRANT, Acc_sen, BLEU_c, MP, MP', GLEU, CLEME, CLEME2.0) with intervals, paired tests and ChERRANT's types, one
number per metric whatever the entry point, every format, and the hostile input of the new paths.

Kept small: the first 40 sentences of MuCGEC dev as "your own data" (a system that is the first reference on odd
lines and the source on even ones: a reference with some corrections undone), a few bootstrap samples; the bundled
sets whole only for ChERRANT.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

import gecnb
from gecnb.cli import main
from gecnb.data.errors import GecInputError
from gecnb.datasets import data_path
from gecnb.evaluation import CHINESE_SUITE, EvaluationReport, evaluate, evaluate_files
from gecnb.evaluation.inputs import SOURCE
from gecnb.evaluation.suite import CHERRANT_METRIC

N = 20  # bootstrap samples
K = 40  # sentences of "your own data"
MUCGEC = data_path("mucgec", "MuCGEC_dev.txt")
NOT_ANNOTATABLE, NO_ERROR = "无法标注", "没有错误"


def _rows(k: int = K) -> list[list[str]]:
    return [line.split("\t") for line in MUCGEC.read_text(encoding="utf-8").splitlines()[:k]]


def _write(path: Path, lines: list[str]) -> Path:
    path.write_text("".join(f"{x}\n" for x in lines), encoding="utf-8")
    return path


@pytest.fixture(scope="module")
def own(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """The first 40 sentences of MuCGEC dev as files: source, two annotators (the second padded with 无法标注 where
    a sentence has one reference: ragged references), the MuCGEC file itself and two systems."""
    d = tmp_path_factory.mktemp("zh")
    rows = _rows()
    return {
        "src": _write(d / "src.txt", [r[1] for r in rows]),
        "r1": _write(d / "r1.txt", [r[2] for r in rows]),
        "r2": _write(d / "r2.txt", [r[3] if len(r) > 3 else NOT_ANNOTATABLE for r in rows]),
        "tsv": _write(d / "own.tsv", ["\t".join(r[:4]) for r in rows]),  # the two annotators of the text files
        "half": _write(d / "half.txt", [(r[2] if r[2] != NO_ERROR else r[1]) if i % 2 else r[1]
                                        for i, r in enumerate(rows)]),
        "most": _write(d / "most.txt", [r[1] if i % 5 == 0 or r[2] == NO_ERROR else r[2] for i, r in enumerate(rows)]),
    }


def _own_args(own: dict[str, Path]) -> list[str]:
    return ["--source", str(own["src"]), "--reference", str(own["r1"]), "--reference", str(own["r2"])]


@pytest.fixture(scope="module")
def report(own: dict[str, Path]) -> EvaluationReport:
    return evaluate_files(source=own["src"], references=[own["r1"], own["r2"]], language="zh",
                          hypotheses={"half": own["half"], "most": own["most"]}, n=N, examples=2, progress=False)


def _values(r: EvaluationReport) -> dict[tuple[str, str], float]:
    return {(row["system"], row["metric"]): float(row["value"]) for row in r.scores.to_dict("records")}


# ------------------------------------------------------------------------------------------------ the suite


def test_the_chinese_suite_under_the_papers_names(report: EvaluationReport) -> None:
    assert list(report.table().columns) == [s.label for s in CHINESE_SUITE]
    assert report.systems == [SOURCE, "half", "most"] and report.baseline == SOURCE
    assert report.settings["language"] == "zh" and "language:zh" in report.signature
    v = _values(report)
    assert v[(SOURCE, "ChERRANT")] == 0 and v[(SOURCE, "MP")] == 1  # the source: no edit, all meaning kept
    assert v[("most", "ChERRANT")] > v[("half", "ChERRANT")] > 0
    # every row has its signature: ChERRANT's names the character aligner as the maker of both sides' edits
    sig = report.scores.set_index(["system", "metric"])["signature"]
    assert "edits:zh-char" in sig[("half", "ChERRANT")] and "tok:char" in sig[("half", "GLEU")]
    assert "tok:char" in sig[("half", "BLEU_c")] and "metric:sentence-acc" in sig[("half", "Acc_sen")]
    # P / R / F0.5 with TP / FP / FN for ChERRANT and CLEME
    prf = report.prf()
    assert {"ChERRANT", "CLEME-dep", "CLEME-ind"} <= set(prf["metric"])
    row = prf[(prf["metric"] == "ChERRANT") & (prf["system"] == "half")].iloc[0]
    assert row["tp"] > 0 and row["fp"] == 0 and row["fn"] > 0 and row["f"] == pytest.approx(v[("half", "ChERRANT")])


def test_intervals_tests_and_ranks(report: EvaluationReport) -> None:
    s = report.scores.set_index(["system", "metric"])
    for label in ("ChERRANT", "GLEU", "CLEME2.0-dep", "Acc_sen", "BLEU_c", "MP"):
        assert s.loc[("half", label), "ci_low"] <= s.loc[("half", label), "value"] <= s.loc[("half", label), "ci_high"]
    c = report.comparisons
    against = c[(c["system"] == "half") & (c["other"] == SOURCE)].set_index("metric")
    assert against.loc["ChERRANT", "testable"] and against.loc["ChERRANT", "p_value"] < 0.1
    # MP' = |MP - MP_average|: no interval, no test, the rows say why; lower is better in the rank
    assert not against.loc["MP'", "testable"] and "MP_average" in against.loc["MP'", "note"]
    mp_prime = {sys: s.loc[(sys, "MP'"), "value"] for sys in report.systems}
    best = min(mp_prime, key=lambda k: mp_prime[k])
    assert s.loc[(best, "MP'"), "rank"] == 1


def test_chinese_error_types_with_significance(report: EvaluationReport) -> None:
    t = report.types
    assert set(t["type"]) <= {"M", "R", "S", "W"} and {1, 2, 3} == set(t["level"])
    tests = report.type_significance
    cherrant = tests[tests["metric"] == "ChERRANT"]
    assert not cherrant.empty and "ERRANT" not in set(tests["metric"])
    assert set(cherrant["type"]) <= {"M", "R", "S", "W"} and cherrant["p_value"].between(0, 1).all()
    assert {"CLEME2.0-dep", "CLEME2.0-ind"} <= set(tests["metric"])
    # the examples, as chunk tables of characters
    assert set(report.examples["system"]) == {"half", "most"}
    ex = report.examples.iloc[0]
    chunks = report.chunks[(report.chunks["system"] == ex["system"]) & (report.chunks["sentence"] == ex["sentence"])]
    assert not chunks.empty and ex["line"] == ex["sentence"] + 1


def test_every_format(report: EvaluationReport, tmp_path: Path) -> None:
    html, md, tex = report.to_html(), report.to_markdown(), report.to_latex()
    j = json.loads(report.to_json())
    assert j["settings"]["language"] == "zh" and {r["metric"] for r in j["scores"]} == {s.label for s in CHINESE_SUITE}
    for text in (html, md):
        assert "ChERRANT" in text and "Per error type (ERRANT)" not in text
    assert "ChERRANT per main type" in md and "Per error type (ChERRANT)" in html
    assert "MP{'}" in tex and "ChERRANT" in tex  # LaTeX: the prime set apart, as every name is escaped
    assert "xeCJK" not in tex  # nothing Chinese in these tables: no package needed
    # a Chinese system name: valid, escaped LaTeX that says which package typesets it; UTF-8 everywhere
    eight = _rows(8)
    r = evaluate_files(mucgec=_write(tmp_path / "m.tsv", ["\t".join(x) for x in eight]),
                       hypotheses={"我的系统_1": [x[2] if x[2] != NO_ERROR else x[1] for x in eight]}, n=5,
                       examples=1, progress=False, metrics=["ChERRANT", "GLEU"])
    tex = r.to_latex()
    assert "我的系统\\_1" in tex and "\\usepackage{xeCJK}" in tex and "CJKutf8" in tex
    assert tex.count("\\begin{table}") == tex.count("\\end{table}")
    assert "我的系统" in r.to_html() and "我的系统\\_1" in r.to_markdown()
    written = r.write(tmp_path / "out")
    assert {p.name for p in written} >= {"report.html", "report.md", "report.tex", "report.json"}
    assert json.loads((tmp_path / "out" / "report.json").read_bytes().decode("utf-8"))["users"] == ["我的系统_1"]


# ------------------------------------------------------------------------------------ one number per thing


def _cli_score(args: list[str], capsys: pytest.CaptureFixture[str]) -> dict[tuple[str, str], float]:
    """``gecnb score --language zh ARGS`` for each metric of the suite: (system, label) -> value."""
    out: dict[tuple[str, str], float] = {}
    for spec in CHINESE_SUITE:
        opts = [a for k, v in spec.options for a in (f"--{k}", str(v))]
        level = ["--level", "sentence"] if spec.level == "sentence" else []
        assert main(["score", *args, "--language", "zh", "--metric", spec.metric, *opts, *level, "--quiet",
                     "--format", "json"]) == 0
        out.update({(r["system"], spec.label): float(r[spec.column]) for r in json.loads(capsys.readouterr().out)})
    return out


def test_one_number_per_metric_whatever_the_entry_point(own: dict[str, Path], report: EvaluationReport,
                                                        capsys: pytest.CaptureFixture[str]) -> None:
    """The same ChERRANT, GLEU, CLEME, ... through ``gecnb.score``, ``gecnb.evaluate``, ``gecnb score --format
    json`` and ``gecnb evaluate --format json``."""
    got = _values(report)
    corpus = gecnb.corpus_from_files(source=own["src"], references=[own["r1"], own["r2"]],
                                     hypotheses=[own["half"], own["most"]], language="zh")
    api = {}
    for spec in CHINESE_SUITE:
        t = gecnb.score(corpus, spec.metric, level=spec.level, **dict(spec.options))
        api.update({(s, spec.label): float(v) for s, v in zip(t["system"], t[spec.column], strict=True)})
    users = {k: v for k, v in got.items() if k[0] != SOURCE}
    assert users == api
    files = ["--hypothesis", str(own["half"]), "--hypothesis", str(own["most"])]
    assert _cli_score([*_own_args(own), *files], capsys) == api
    assert main(["evaluate", *_own_args(own), *files, "--language", "zh", "--bootstrap", str(N), "--examples", "2",
                 "--quiet", "--format", "json"]) == 0
    j = json.loads(capsys.readouterr().out)
    assert {(r["system"], r["metric"]): r["value"] for r in j["scores"]} == got
    # the Python corpus and the files give one report
    assert _values(evaluate(corpus, hypotheses={}, n=N, examples=0, progress=False)) == got


def test_the_bundled_sets(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """``--dataset mucgec-dev`` takes a prediction file of the official dev set's 1,137 lines (the 3 unannotatable
    sentences skipped, as the official scorer skips them) or of the bundled 1,134; ChERRANT equals gecnb.score's
    on the bundled corpus. ``--dataset nlpcc18``: 2,000 sentences."""
    lines = MUCGEC.read_text(encoding="utf-8").splitlines()
    skipped = list(gecnb.load_dataset("mucgec-dev").skipped_lines)
    assert len(lines) == 1137 and skipped == [98, 464, 1077]
    refs = [[r for r in line.split("\t")[2:] if r not in (NO_ERROR, NOT_ANNOTATABLE)] for line in lines]
    pred = [line.split("\t")[1] if k % 3 == 0 or not refs[k] else refs[k][0] for k, line in enumerate(lines)]
    full = _write(tmp_path / "pred.txt", pred)
    args = ["--metric", "ChERRANT", "--bootstrap", "5", "--examples", "0", "--quiet", "--format", "json"]
    assert main(["evaluate", "--dataset", "mucgec-dev", "--hypothesis", str(full), "--name", "MINE", *args]) == 0
    j = json.loads(capsys.readouterr().out)
    value = {r["system"]: r["value"] for r in j["scores"]}
    assert any("lines 98, 464, 1077" in n and "skipped" in n for n in j["notes"])
    corpus = gecnb.load_dataset("mucgec-dev")
    corpus.add_system("MINE", [p for k, p in enumerate(pred) if k + 1 not in skipped])
    corpus.add_system(SOURCE, list(corpus.sources))
    t = gecnb.score(corpus, CHERRANT_METRIC).set_index("system")["f"]
    assert value == {"MINE": float(t["MINE"]), SOURCE: float(t[SOURCE])} and value["MINE"] > 0.9
    short = _write(tmp_path / "short.txt", [p for k, p in enumerate(pred) if k + 1 not in skipped])
    assert main(["evaluate", "--dataset", "mucgec-dev", "--hypothesis", str(short), "--name", "MINE", *args]) == 0
    assert {r["system"]: r["value"] for r in json.loads(capsys.readouterr().out)["scores"]} == value
    nlpcc = gecnb.load_dataset("nlpcc18")
    r = evaluate("nlpcc18", hypotheses={"COPY": list(nlpcc.sources)}, metrics=["ChERRANT", "Acc_sen"], n=5,
                 examples=0, progress=False)
    v = _values(r)
    assert r.reference_set == "NLPCC18" and len(r.scores) == 4 and v[("COPY", "ChERRANT")] == v[(SOURCE, "ChERRANT")]


# ------------------------------------------------------------------------------------------ hostile input


def _err(args: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    try:
        rc = main(args)
    except SystemExit as exc:  # argparse
        rc = exc.code  # type: ignore[assignment]
    out = capsys.readouterr()
    assert rc == 2 and out.out == "" and "Traceback" not in out.err, out.err
    return out.err


def test_chinese_without_language_zh_is_never_scored_as_english(own: dict[str, Path], tmp_path: Path,
                                                                capsys: pytest.CaptureFixture[str]) -> None:
    err = _err(["evaluate", *_own_args(own), "--hypothesis", str(own["half"]), "--quiet"], capsys)
    assert f"gecnb: error: {own['src']}: " in err and "pass --language zh" in err
    with pytest.raises(GecInputError, match="pass --language zh"):
        evaluate_files(source=own["src"], references=[own["r1"]], hypotheses={"h": own["half"]}, progress=False)
    # a Corpus built as English around Chinese text, in Python
    en = gecnb.Corpus("zh-as-en", tuple(r[1] for r in _rows()), "en")
    en.add_references("refs", [[r[2]] for r in _rows()])
    with pytest.raises(GecInputError, match=r"language 'en' but 100% .* CJK .*--language zh"):
        evaluate(en, hypotheses={"h": list(en.sources)}, progress=False)
    # a Chinese prediction file given to an English dataset
    zh = _write(tmp_path / "zh.txt", [_rows(1)[0][1]] * 1312)
    err = _err(["evaluate", "--dataset", "conll14", "--hypothesis", str(zh), "--quiet"], capsys)
    assert f"gecnb: error: {zh}: " in err and "CJK" in err and "--language zh" in err
    # --language against a dataset's own
    assert "does not fit --dataset conll14" in _err(["evaluate", "--dataset", "conll14", "--language", "zh",
                                                     "--hypothesis", str(zh)], capsys)


def test_an_english_file_with_language_zh_is_said(own: dict[str, Path], tmp_path: Path) -> None:
    english = _write(tmp_path / "en.txt", ["This is an English sentence , not a Chinese one ."] * K)
    r = evaluate_files(source=own["src"], references=[own["r1"]], language="zh", hypotheses={"en": english},
                       metrics=["ChERRANT"], n=5, examples=0, progress=False)
    assert any("CJK characters" in n and "en.txt" in n for n in r.notes)
    assert _values(r)[("en", "ChERRANT")] == 0
    r = evaluate_files(source=english, references=[english], language="zh", hypotheses={"en": english},
                       metrics=["ChERRANT"], n=5, examples=0, progress=False)
    assert any("language zh, but only 0%" in n for n in r.notes)  # the source itself, said by the reader


def test_ragged_references_and_the_placeholders(own: dict[str, Path], report: EvaluationReport, tmp_path: Path,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    # 无法标注 pads the second annotator: dropped (never a reference), 没有错误 read as the source; said in the notes
    placeholders = [n for n in report.notes if "MuCGEC placeholders" in n]
    assert len(placeholders) == 1 and "无法标注 dropped" in placeholders[0] and "r2.txt" in placeholders[0]
    rows = _rows()
    single = sum(len(r) == 3 for r in rows)
    assert single > 0
    # the MuCGEC file itself (ragged by nature) gives the same numbers as the two text files
    r = evaluate_files(mucgec=own["tsv"], hypotheses={"half": own["half"], "most": own["most"]}, n=N, examples=2,
                       progress=False)
    assert _values(r) == _values(report)
    # a sentence whose every reference is 无法标注: text files, an error naming the line; the MuCGEC file: left
    # out as ChERRANT leaves it out, and a hypothesis file of one line per line of it has that line skipped
    rows[5] = [rows[5][0], rows[5][1], NOT_ANNOTATABLE]
    tsv = _write(tmp_path / "na.tsv", ["\t".join(r) for r in rows])
    r1 = _write(tmp_path / "na1.txt", [r[2] for r in rows])
    err = _err(["evaluate", "--source", str(own["src"]), "--reference", str(r1), "--language", "zh",
                "--hypothesis", str(own["half"]), "--quiet"], capsys)
    assert f"gecnb: error: {r1}:6: sentence 6 has no usable reference" in err
    r = evaluate_files(mucgec=tsv, hypotheses={"half": own["half"]}, metrics=["ChERRANT"], n=5, examples=0,
                       progress=False)
    assert len(r.examples) == 0 and any("lines 6" in n and "skipped" in n for n in r.notes)
    assert any("1 sentence(s) with no usable reference left out (lines 6)" in n for n in r.notes)
    # the wrong line count: an error naming the file, the line and both counts
    bad = _write(tmp_path / "short.txt", [r[1] for r in rows[:30]])
    err = _err(["evaluate", "--mucgec", str(tsv), "--hypothesis", str(bad), "--quiet"], capsys)
    assert f"gecnb: error: {bad}:31: system 'short' has 30 lines but na.tsv has 39 sentences (40 lines" in err
    assert "you" not in err


def test_empty_lines_full_width_punctuation_mixed_scripts(own: dict[str, Path], tmp_path: Path) -> None:
    rows = _rows()
    refs = [r[2] if r[2] != NO_ERROR else r[1] for r in rows]
    empty = list(refs)
    empty[3] = ""
    half_width = [x.replace("，", ",") for x in refs]
    changed = sum(x != y for x, y in zip(half_width, refs, strict=True))
    mixed = [x + "iPhone 12 的 Wi-Fi" for x in refs]
    r = evaluate_files(source=own["src"], references=[own["r1"]], language="zh", progress=False, n=5, examples=0,
                       hypotheses={"empty": _write(tmp_path / "empty.txt", empty), "refs": refs,
                                   "half": _write(tmp_path / "half-width.txt", half_width), "mixed": mixed},
                       metrics=["ChERRANT", "Acc_sen"])
    v = _values(r)
    assert v[("refs", "ChERRANT")] == 1 and v[("refs", "Acc_sen")] == 1  # full-width punctuation: characters
    assert any("empty.txt: 1 empty hypothesis line(s) (first sentence 4)" in n for n in r.notes)
    assert v[("empty", "ChERRANT")] < 1
    assert changed > 0 and any(f"half-width.txt: {changed} line(s) write ASCII punctuation" in n for n in r.notes)
    assert v[("half", "ChERRANT")] < 1  # each half-width comma is an edit, as in ChERRANT
    # mixed scripts: Latin letters and digits are characters too; the same number as gecnb.score
    c = gecnb.corpus_from_files(source=own["src"], references=[own["r1"]], language="zh")
    c.add_system("mixed", [gecnb.data.corpus.char_tokenise(x) for x in mixed])
    assert v[("mixed", "ChERRANT")] == float(gecnb.score(c, CHERRANT_METRIC)["f"].iloc[0]) < 1


def test_traditional_characters_are_converted_as_cherrant_converts_them(own: dict[str, Path]) -> None:
    """ChERRANT converts targets to simplified characters (OpenCC t2s) before aligning, and so does gecnb's
    aligner (its signature says so): a hypothesis that is the reference written in traditional characters is the
    reference, through evaluate as through gecnb.score."""
    rows = _rows()
    t2 = {"这": "這", "们": "們", "说": "說", "来": "來", "为": "為", "时": "時", "会": "會", "个": "個"}
    trad = ["".join(t2.get(ch, ch) for ch in (r[2] if r[2] != NO_ERROR else r[1])) for r in rows]
    r = evaluate_files(source=own["src"], references=[own["r1"]], language="zh", hypotheses={"trad": trad},
                       metrics=["ChERRANT"], n=5, examples=0, progress=False)
    c = gecnb.corpus_from_files(source=own["src"], references=[own["r1"]], language="zh")
    c.add_system("trad", [gecnb.data.corpus.char_tokenise(x) for x in trad])
    assert _values(r)[("trad", "ChERRANT")] == float(gecnb.score(c, CHERRANT_METRIC)["f"].iloc[0])
    from gecnb.edits.chinese import ChineseCharAligner

    assert "t2s:" in ChineseCharAligner().signature()  # the aligner converts as parallel_to_m2.py does
    assert _values(r)[("trad", "ChERRANT")] == 1  # the reference written in traditional characters is the reference
    row = r.scores[(r.scores["system"] == "trad") & (r.scores["metric"] == "ChERRANT")]
    assert "t2s:" in row["signature"].iloc[0]


def test_a_gbk_file_and_a_malformed_mucgec_file(own: dict[str, Path], tmp_path: Path,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    gbk = tmp_path / "gbk.txt"
    gbk.write_bytes("".join(f"{r[1]}\n" for r in _rows()).encode("gbk"))
    err = _err(["evaluate", *_own_args(own), "--language", "zh", "--hypothesis", str(gbk), "--quiet"], capsys)
    assert f"gecnb: error: {gbk}:1: not UTF-8" in err
    bad = _write(tmp_path / "bad.tsv", ["1\t因为\t因为", "2\t只有源"])
    err = _err(["evaluate", "--mucgec", str(bad), "--hypothesis", str(own["half"]), "--quiet"], capsys)
    assert f"gecnb: error: {bad}:2: expected 'id<TAB>source<TAB>reference...'" in err


def test_bad_chinese_options_are_clear(own: dict[str, Path], tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    files = ["--hypothesis", str(own["half"])]
    assert "on Chinese data" in _err(["evaluate", *_own_args(own), *files, "--language", "zh", "--pt"], capsys)
    assert "unknown suite metric(s) ['M2'] on Chinese data" in _err(
        ["evaluate", *_own_args(own), *files, "--language", "zh", "--metric", "M2"], capsys)
    assert "already name systems" in _err(["evaluate", *_own_args(own), "--hypothesis", str(own["half"]), "--name",
                                           SOURCE, "--language", "zh"], capsys)
    assert "not read on Chinese data" in _err(["evaluate", "--mucgec", str(own["tsv"]), "--m2-hypothesis",
                                               str(own["half"])], capsys)
    assert "--mucgec is an empty path" in _err(["evaluate", "--mucgec", "", *files], capsys)
    empty = _write(tmp_path / "empty.tsv", [])
    assert f"gecnb: error: {empty}: the file is empty" in _err(["evaluate", "--mucgec", str(empty), *files], capsys)
    assert "is a directory" in _err(["evaluate", "--mucgec", str(tmp_path), *files], capsys)
    assert "--mucgec is Chinese" in _err(["evaluate", "--mucgec", str(own["tsv"]), "--language", "en", *files], capsys)
    assert "give the references once" in _err(["evaluate", "--mucgec", str(own["tsv"]), "--reference",
                                               str(own["r1"]), *files], capsys)
    with pytest.raises(GecInputError, match=r"gold_edits m2 .* was not read from an M2 file"):
        evaluate_files(mucgec=own["tsv"], hypotheses={"h": own["half"]}, gold_edits="m2", progress=False)


def test_a_character_m2_gold(own: dict[str, Path], tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Your own character M2 (ChERRANT's format, as the bundled NLPCC-2018 gold): the edits as given on request
    (gold_edits m2), the same numbers as the reference texts re-aligned (the default) where they agree."""
    from gecnb.data.m2 import write_m2
    from gecnb.edits.chinese import ChineseCharAligner

    aligner = ChineseCharAligner(progress=False)
    rows = _rows()
    blocks: list[tuple[str, Any]] = []
    for r in rows:
        refs = [x if x != NO_ERROR else r[1] for x in r[2:] if x != NOT_ANNOTATABLE]
        blocks.append((gecnb.data.corpus.char_tokenise(r[1]), [aligner.extract(r[1], x) for x in refs]))
    gold = tmp_path / "gold.m2"
    write_m2(gold, blocks)
    args = ["evaluate", "--m2-reference", str(gold), "--language", "zh", "--hypothesis", str(own["half"]),
            "--metric", "ChERRANT", "--metric", "CLEME-dep", "--bootstrap", "5", "--examples", "0", "--quiet",
            "--format", "json"]
    assert main(args) == 0
    texts = json.loads(capsys.readouterr().out)
    assert main([*args, "--gold-edits", "m2"]) == 0
    given = json.loads(capsys.readouterr().out)
    assert given["settings"]["gold_edits"] == "m2" and texts["settings"]["gold_edits"] == "texts"
    assert [r["value"] for r in given["scores"]] == [r["value"] for r in texts["scores"]]
