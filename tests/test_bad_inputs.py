"""A catalogue of bad inputs (issue 8, item 5): each one a clear error, a warning, or a bounded correct result.

Every class is tested through the API and, where the command line reads it, through ``gecnb.cli.main``:
the exit status (2 for an error, 0 with a warning on stderr), no traceback on stderr, and the message
text (file, line, problem).
"""

from __future__ import annotations

import multiprocessing
import os
import re
import sqlite3
import sys
import warnings
from pathlib import Path

import pytest

from gecnb.cli import main
from gecnb.data.edit import Edit
from gecnb.data.errors import GecInputError, GecInputWarning
from gecnb.edits.cache import EditCache
from tests.conftest import needs_spacy

SRC = "This are a sentence .\nHe go home .\n"
HYP = "This is a sentence .\nHe goes home .\n"


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    """``gecnb ARGV``: (exit status, stdout, stderr); stderr never holds a traceback."""
    with warnings.catch_warnings():
        warnings.simplefilter("always")
        code = main(list(argv))
    out, err = capsys.readouterr()
    assert "Traceback" not in err
    return code, out, err


@pytest.fixture
def files(tmp_path: Path) -> dict[str, Path]:
    f = {"src": tmp_path / "src.txt", "hyp": tmp_path / "hyp.txt", "ref": tmp_path / "ref.txt"}
    f["src"].write_text(SRC, encoding="utf-8")
    f["hyp"].write_text(HYP, encoding="utf-8")
    f["ref"].write_text(HYP, encoding="utf-8")
    return f


# ------------------------------------------------------------------------------------------------- paths


@pytest.mark.parametrize("metric", ["gleu", "cleme", "m2", "errant"])
def test_paths_missing_directory_unreadable(capsys, files, tmp_path, metric):
    ref_opt = "--m2-reference" if metric == "m2" else "--reference"
    bad = {"missing": tmp_path / "nope.txt", "directory": tmp_path}
    for problem, path in bad.items():
        code, _, err = run(capsys, "score", "--metric", metric, "--source", str(files["src"]),
                           "--hypothesis", str(files["hyp"]), ref_opt, str(path))
        assert code == 2, err
        assert str(path) in err
        assert ("no such file" if problem == "missing" else "is a directory") in err
    # a file that cannot be opened: chmod 000 (root reads it anyway), else a path through a regular file
    locked = tmp_path / "locked.txt"
    locked.write_text(HYP, encoding="utf-8")
    if os.geteuid() != 0:
        locked.chmod(0)
        expect, path = "permission denied", locked
    else:
        expect, path = "cannot read", files["ref"] / "x"  # ENOTDIR: a file used as a directory
    code, _, err = run(capsys, "score", "--metric", metric, "--source", str(files["src"]),
                       "--hypothesis", str(files["hyp"]), ref_opt, str(path))
    assert code == 2 and str(path) in err and expect in err, err


def test_paths_chinese_resource_files(tmp_path):
    from gecnb.edits.chinese import ChineseCharAligner, ChineseCharConfig

    aligner = ChineseCharAligner(ChineseCharConfig(cilin_path=tmp_path))
    with pytest.raises(GecInputError, match=r"is a directory \(expected a ChERRANT resource file\)"):
        aligner.signature()


# ------------------------------------------------------------------------------------------ the edit cache

_EDITS = (Edit(1, 2, 1, 2, "R:VERB:SVA", "is"),)
_PAIR = ("This are a sentence .", "This is a sentence .")


def test_cache_dir_is_a_file_or_unwritable(capsys, files, tmp_path, monkeypatch):
    not_a_dir = tmp_path / "cachefile"
    not_a_dir.write_text("x")
    with pytest.raises(GecInputError, match="is a file, not a directory") as e:
        EditCache(not_a_dir / "edits.sqlite").get_many("sig", [_PAIR])
    assert str(not_a_dir) in str(e.value)
    monkeypatch.setenv("GECNB_CACHE_DIR", str(not_a_dir))
    code, _, err = run(capsys, "score", "--metric", "cleme", "--source", str(files["src"]),
                       "--hypothesis", str(files["hyp"]), "--reference", str(files["ref"]))
    assert code == 2 and f"{not_a_dir}: the edit cache directory is a file" in err, err
    if os.geteuid() != 0:
        ro = tmp_path / "ro"
        ro.mkdir()
        ro.chmod(0o500)
        try:
            # issue 16: a read-only place is used without writing, with one warning (no longer an error)
            with pytest.warns(GecInputWarning, match="cannot write the edit cache"):
                assert EditCache(ro / "edits.sqlite").get_many("sig", [_PAIR]) == {}
        finally:
            ro.chmod(0o700)


def test_cache_corrupt_foreign_tampered(tmp_path):
    path = tmp_path / "edits.sqlite"
    path.write_bytes(os.urandom(4096))
    with pytest.warns(GecInputWarning, match="not an SQLite database.*moved to .*edits.sqlite.corrupt"):
        cache = EditCache(path)
        assert cache.get_many("sig", [_PAIR]) == {}
    cache.put_many("sig", [(_PAIR, _EDITS)])
    assert cache.get_many("sig", [_PAIR]) == {_PAIR: _EDITS}
    cache.close()
    # a tampered row (the correction changed, checksum not): not used, deleted, warned about
    with sqlite3.connect(path) as db:
        db.execute("UPDATE edits2 SET edits = replace(edits, 'is', 'was')")
    cache = EditCache(path)
    with pytest.warns(GecInputWarning, match="1 cached row.*failed validation"):
        assert cache.get_many("sig", [_PAIR]) == {}
    assert cache.get_many("sig", [_PAIR]) == {}  # gone, no second warning needed
    cache.close()
    # a foreign database: named, never deleted
    foreign = tmp_path / "foreign.sqlite"
    with sqlite3.connect(foreign) as db:
        db.execute("CREATE TABLE users (name TEXT)")
    with pytest.raises(GecInputError, match=r"not gecnb's edit cache \(tables: users\)") as e:
        EditCache(foreign).get_many("sig", [_PAIR])
    assert str(foreign) in str(e.value) and foreign.exists()


def test_cache_rows_with_bad_spans_are_not_used(tmp_path):
    from gecnb.edits.cache import encode_edits, pair_key, row_check

    cache = EditCache(tmp_path / "c.sqlite")
    cache.put_many("sig", [])
    bad = encode_edits([Edit(7, 9, 1, 2, "R:X", "is")])  # outside a source of 5 tokens, checksum right
    k = pair_key(*_PAIR)
    with sqlite3.connect(cache.path) as db:
        db.execute("INSERT INTO edits2 VALUES (?, ?, ?, ?)", ("sig", k, bad, row_check("sig", k, bad)))
    with pytest.warns(GecInputWarning, match="failed validation"):
        assert cache.get_many("sig", [_PAIR]) == {}


def _writer(path: str, worker: int, n: int) -> None:
    cache = EditCache(path)
    for i in range(n):
        pairs = [((f"a b c {worker} {i} {j}", f"a x c {worker} {i} {j}"), (Edit(1, 2, 1, 2, "R:X", "x"),))
                 for j in range(20)]
        cache.put_many("sig", pairs)
        assert cache.get_many("sig", [p for p, _ in pairs]) == dict(pairs)
    cache.close()


@pytest.mark.skipif(sys.platform == "win32" or "fork" not in multiprocessing.get_all_start_methods(),
                    reason="not applicable: needs fork (POSIX)")
def test_cache_two_processes_write_the_same_file(tmp_path):
    path = str(tmp_path / "shared.sqlite")
    ctx = multiprocessing.get_context("fork")
    procs = [ctx.Process(target=_writer, args=(path, w, 25)) for w in range(2)]
    for p in procs:
        p.start()
    for p in procs:
        p.join(120)
    assert [p.exitcode for p in procs] == [0, 0]
    with sqlite3.connect(path) as db:
        assert db.execute("SELECT count(*) FROM edits2").fetchone()[0] == 2 * 25 * 20


@needs_spacy
def test_cache_through_extraction_is_rebuilt(tmp_path):
    """A corrupt cache file under a real ERRANT extraction: rebuilt with a warning, edits unchanged."""
    from gecnb.edits.errant_extractor import ErrantExtractor

    path = tmp_path / "edits.sqlite"
    path.write_bytes(b"SQLite format 3\x00" + os.urandom(200))  # a torn header
    ex = ErrantExtractor(cache=EditCache(path))
    with pytest.warns(GecInputWarning, match="moved to"):
        assert ex.extract_many([_PAIR]) == [_EDITS]
    assert ex.stats["aligned"] == 1
    assert ex.extract_many([_PAIR]) == [_EDITS] and ex.stats["cached"] == 1  # the rebuilt cache works


# ---------------------------------------------------------------------------------------------------- M2

M2_GAP = (
    "S This are a sentence .\n"
    "A 1 2|||R:VERB:SVA|||is|||REQUIRED|||-NONE-|||0\n"
    "A 1 2|||R:VERB:SVA|||is|||REQUIRED|||-NONE-|||100000\n"
    "\n"
    "S He go home .\n"
    "A 1 2|||R:VERB:SVA|||goes|||REQUIRED|||-NONE-|||0\n"
    "A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||100000\n"
    "\n"
)


def test_m2_annotator_ids_with_a_gap_do_not_invent_annotators(capsys, files, tmp_path):
    import tracemalloc

    from gecnb.data.m2 import parse_m2, read_m2

    gold = tmp_path / "gold.m2"
    gold.write_text(M2_GAP, encoding="utf-8")
    tracemalloc.start()
    with pytest.warns(GecInputWarning, match=r"gold.m2:3: annotator id 100000 is out of sequence.*ids 0, 100000 "
                                             r"\(2 annotators, 99999 ids in between never used\)"):
        sents = read_m2(gold)
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    assert peak < 2_000_000  # nothing per unused id
    assert [len(s.annotators) for s in sents] == [2, 2]
    assert sents[1].targets == ("He goes home .", "He go home .")  # id 100000's noop: unchanged
    # a gap like 0 and 5: two annotators, not six
    with pytest.warns(GecInputWarning, match="annotator id 5"):
        assert len(parse_m2(M2_GAP.replace("100000", "5"))[0].annotators) == 2
    assert len(parse_m2(M2_GAP.replace("100000", "5"), n_annotators=6)[0].annotators) == 6  # asked for
    with pytest.raises(GecInputError, match=r"<input>:2: annotator id -3"):
        parse_m2(M2_GAP.replace("|||0\n", "|||-3\n", 1))
    # the command line: a warning on stderr, exit 0
    code, out, err = run(capsys, "score", "--metric", "gleu", "--source", str(files["src"]),
                         "--hypothesis", str(files["hyp"]), "--m2-reference", str(gold))
    assert code == 0 and "gecnb: warning:" in err and f"{gold}:3: annotator id 100000" in err, err
    assert "hyp" in out  # scored


BAD_SPANS = {
    "A -2 1": "a negative offset",
    "A 3 1": "start after end",
    "A 1 9": "outside the source of 5 tokens",
    "A -1 2": "a negative offset",
}


@pytest.mark.parametrize("span", list(BAD_SPANS))
def test_m2_bad_spans_in_every_reader(capsys, files, tmp_path, span):
    from gecnb.data.m2 import parse_m2
    from gecnb.metrics.errant_compare import read_errant_m2
    from gecnb.metrics.m2scorer import parse_m2_gold

    text = M2_GAP.replace("100000", "1").replace("A 1 2|||R:VERB:SVA|||is", f"{span}|||R:VERB:SVA|||is", 1)
    path = tmp_path / "bad.m2"
    path.write_text(text, encoding="utf-8")
    problem = BAD_SPANS[span]
    for reader in (lambda: parse_m2(text, file=path), lambda: parse_m2_gold(text, file=path),
                   lambda: parse_m2_gold(text, file=path, strict=False), lambda: read_errant_m2(path)):
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore", RuntimeWarning)  # the non-strict M2 scorer's note on a drop
                reader()
        except GecInputError as e:
            assert f"{path}:2:" in str(e) and f"{span[2:].replace(' ', '-')}" in str(e), str(e)
            assert problem in str(e)
        else:
            # only the M2 scorer's non-strict mode may drop an edit past the end, as the script does
            assert problem.startswith("outside")
    for metric in ("m2", "errant", "cleme"):
        code, _, err = run(capsys, "score", "--metric", metric, "--source", str(files["src"]),
                           "--hypothesis", str(files["hyp"]), "--m2-reference", str(path))
        assert code == 2 and f"{path}:2:" in err and problem in err, (metric, err)


def test_m2_cherrant_target_lines_where_they_cannot_be_used(capsys, tmp_path):
    from gecnb.data.m2 import parse_m2
    from gecnb.datasets import data_path
    from gecnb.metrics.m2scorer import read_m2_gold

    real = data_path("cherrant", "samples", "demo.ref.m2.char")
    with pytest.raises(GecInputError, match=r"demo.ref.m2.char:2: ChERRANT target line 'T0-A0.*the M2 scorer"):
        read_m2_gold(real)
    text = real.read_text(encoding="utf-8")
    src = tmp_path / "src.txt"
    src.write_text("\n".join(b.split("\n")[0][2:].replace(" ", "") for b in text.strip().split("\n\n")) + "\n",
                   encoding="utf-8")
    # through the protocol, m2 and errant score a ChERRANT M2 with its given edits, and the signature says so
    # (errant / cherrant on Chinese: ChERRANT's protocol, the gold's own edits and the hypothesis's extracted)
    for metric, said in (("m2", "edits:given (ChERRANT M2: one annotator per T line"),
                         ("errant", "edits:mixed: given + zh-char,"), ("cherrant", "edits:mixed: given + zh-char,")):
        code, out, err = run(capsys, "score", "--metric", metric, "--language", "zh", "--source", str(src),
                             "--hypothesis", str(src), "--m2-reference", str(real), "--format", "json")
        assert code == 0 and "Traceback" not in err, err
        assert said in out, out
    # a gap in the target numbers is an error too (the reader that does use T lines)
    with pytest.raises(GecInputError, match="T0, T2: a ChERRANT block numbers its targets"):
        parse_m2("S 我 们\nT0-A0 我们\nA -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0\n"
                 "T2-A0 我们\nA -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||2\n")


# ------------------------------------------------------------------------------------------------ language

ZH_SRC = "我们去商店买了很多东西。\n他昨天没有来上课。\n这个问题很难回答。\n"
ZH_REF = "我们去商店买了很多东西。\n他昨天没来上课。\n这个问题很难回答。\n"


def test_language_zh_on_english_and_chinese_without_zh(capsys, tmp_path):
    en_src = tmp_path / "en.txt"
    en_src.write_text("This are a sentence about many things .\nHe go home after the long school day .\n" * 3,
                      encoding="utf-8")
    code, _, err = run(capsys, "score", "--metric", "gleu", "--language", "zh", "--source", str(en_src),
                       "--hypothesis", str(en_src), "--reference", str(en_src))
    assert code == 0 and f"gecnb: warning: {en_src}: language zh, but only 0% of the letters" in err, err
    zh = {n: tmp_path / f"{n}.txt" for n in ("src", "ref")}
    zh["src"].write_text(ZH_SRC * 2, encoding="utf-8")
    zh["ref"].write_text(ZH_REF * 2, encoding="utf-8")
    code, _, err = run(capsys, "score", "--metric", "gleu", "--source", str(zh["src"]),
                       "--hypothesis", str(zh["src"]), "--reference", str(zh["ref"]))
    assert code == 0 and f"{zh['src']}: 100% of the letters of the source are CJK characters" in err, err
    assert "--language zh" in err
    # with --language zh: silent (and --tokens word reads Chinese as words on purpose: silent too)
    for extra in ([], ["--tokens", "word"]):
        code, _, err = run(capsys, "score", "--metric", "gleu", "--language", "zh", *extra, "--source",
                           str(zh["src"]), "--hypothesis", str(zh["src"]), "--reference", str(zh["ref"]))
        # no language warning; read as words, each sentence is one token, so GLEU is 0 for any output: that
        # is said (issue 16: never all zeros for a perfect output without a word)
        assert code == 0 and "language" not in err, err
        assert ("warning" not in err) if not extra else ("there is no 4-gram" in err), err
    # a zh Corpus built in Python on English text
    from gecnb.data.corpus import Corpus

    with pytest.warns(GecInputWarning, match="language zh, but only 0%"):
        Corpus("c", ("This is English text and not Chinese at all .",), "zh")


def test_language_mucgec_placeholders_in_reference_files(capsys, tmp_path):
    from gecnb.data.readers import MUCGEC_CANNOT_ANNOTATE, MUCGEC_NO_ERROR, corpus_from_files

    src = tmp_path / "src.txt"
    src.write_text(ZH_SRC, encoding="utf-8")
    r1, r2 = tmp_path / "r1.txt", tmp_path / "r2.txt"
    r1.write_text(f"{MUCGEC_NO_ERROR}\n他昨天没来上课。\n{MUCGEC_CANNOT_ANNOTATE}\n", encoding="utf-8")
    r2.write_text(f"我们去商店买了许多东西。\n{MUCGEC_CANNOT_ANNOTATE}\n这个问题很难回答。\n", encoding="utf-8")
    with pytest.warns(GecInputWarning, match=rf"1 x {MUCGEC_NO_ERROR} read as the source \(no change\), first in "
                                             rf".*r1.txt line 1; 2 x {MUCGEC_CANNOT_ANNOTATE} dropped"):
        c = corpus_from_files(source=src, references=[r1, r2], language="zh")
    refs = c.references().references
    assert refs[0] == ("我 们 去 商 店 买 了 很 多 东 西 。", "我 们 去 商 店 买 了 许 多 东 西 。")
    assert refs[1] == ("他 昨 天 没 来 上 课 。",) and refs[2] == ("这 个 问 题 很 难 回 答 。",)
    code, _, err = run(capsys, "score", "--metric", "sentence-acc", "--language", "zh", "--source", str(src),
                       "--hypothesis", str(src), "--reference", str(r1), "--reference", str(r2), "--format", "json")
    assert code == 0 and f"{MUCGEC_NO_ERROR} read as the source" in err
    # every reference of a sentence unusable: an error naming the line
    r2.write_text(f"我们去商店买了许多东西。\n{MUCGEC_CANNOT_ANNOTATE}\n{MUCGEC_CANNOT_ANNOTATE}\n", encoding="utf-8")
    code, _, err = run(capsys, "score", "--metric", "sentence-acc", "--language", "zh", "--source", str(src),
                       "--hypothesis", str(src), "--reference", str(r1), "--reference", str(r2))
    assert code == 2 and f"{r1}:3: sentence 3 has no usable reference" in err, err


# ------------------------------------------------------------------------------------------- tokenisation


def _detokenise(line: str) -> str:
    line = re.sub(r" ([.,!?;:])", r"\1", line)
    return re.sub(r" (n't|'s|'re|'ve|'ll|'d|'m)\b", r"\1", line)


def test_tokenisation_detokenised_hypothesis_against_tokenised_files(capsys, tmp_path):
    from gecnb.datasets import data_path

    subs = ("conll14", "official_submissions")
    src, amu = data_path(*subs, "INPUT"), data_path(*subs, "AMU")
    detok = tmp_path / "AMU-detok"
    detok.write_text("\n".join(_detokenise(x.strip()) for x in amu.read_text(encoding="utf-8").splitlines()) + "\n",
                     encoding="utf-8")
    ref = data_path(*subs, "CAMB")  # another real, tokenised output as a stand-in reference
    code, _, err = run(capsys, "score", "--metric", "gleu", "--iterations", "1", "--source", str(src),
                       "--hypothesis", str(amu), "--hypothesis", str(detok), "--reference", str(ref))
    assert code == 0, err
    assert f"{detok}: its text looks detokenised, but the text of {src} looks tokenised: 100% of punctuation attached" in err
    assert "contractions" in err and "like \"don't\"" in err
    assert f"{amu}: looks" not in err  # the real, tokenised output is not flagged
    # the reverse: a tokenised hypothesis against a detokenised source
    from gecnb.data.checks import check_tokenisation

    lines = amu.read_text(encoding="utf-8").splitlines()
    with pytest.warns(GecInputWarning, match="hyp: its text looks tokenised, but the text of src looks detokenised"):
        assert check_tokenisation([("src", [_detokenise(x) for x in lines]), ("hyp", lines)]) == ["hyp"]


@pytest.mark.parametrize("name", ["conll14", "seeda", "sn8gec"])
def test_tokenisation_bundled_datasets_are_not_flagged(name):
    """CoNLL-2014's 13 systems, BN-10GEC and the other reference sets, SN-8GEC, SEEDA: all tokenised alike."""
    from gecnb.data.checks import check_tokenisation, tokenisation_profile
    from gecnb.data.registry import load_dataset

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        c = load_dataset(name)
    named = [("source", list(c.sources))]
    named += [(s, list(so.hypotheses)) for s, so in c.systems.items()]
    for rs in c.reference_sets.values():
        for k in range(max(rs.counts)):
            named.append((f"{rs.name}:{k}", [r[k] for r in rs.references if len(r) > k]))
    assert len(named) > 10
    with warnings.catch_warnings():
        warnings.simplefilter("error", GecInputWarning)
        assert check_tokenisation(named) == []
    assert tokenisation_profile(c.sources).style == "tokenised"  # the check had something to compare


# ----------------------------------------------------------------------------------------------- API misuse


def test_api_misuse_is_a_clear_error(tmp_path):
    from gecnb.chunks.prepared import prepare
    from gecnb.data.corpus import Corpus
    from gecnb.metrics.cleme import cleme_chunks, cleme_scores

    c = Corpus("c", ("a b c", "d e"))
    for bad, what in ((["a b c", "d e"], "sentence 1 is a string"), ([["a b c"], [1]], "reference 1 of sentence 2 is "
                      "int 1, not a string"), ([["a b c"], "d e"], "sentence 2 is a string"), (None, "got NoneType")):
        with pytest.raises(GecInputError, match=re.escape(what)) as e:
            c.add_references("r", bad)
        assert "expected references[i] to be a list of the reference strings of sentence i" in str(e.value)
    with pytest.raises(GecInputError, match="expected a list of strings, one hypothesis per source sentence"):
        c.add_system("s", "a b c")
    with pytest.raises(GecInputError, match=r"sentence 2 is int 5"):
        c.add_system("s", ["a b c", 5])
    for func in (prepare, cleme_scores):
        with pytest.raises(GecInputError, match=r"expects a gecnb Corpus, got the path '.*src.txt'.*corpus_from_files"):
            func(str(tmp_path / "src.txt"), reference_set="r")
    with pytest.raises(GecInputError, match=r"cleme_chunks expects a gecnb Corpus, got PosixPath|got the path"):
        cleme_chunks(tmp_path / "src.txt", system="s")
    with pytest.raises(GecInputError, match=r"cleme_scores expects a gecnb Corpus, got list"):
        cleme_scores([["a"]])
    from gecnb.edits.extract import corpus_edits, edits_frame

    for func in (corpus_edits, edits_frame):
        with pytest.raises(GecInputError, match=r"expects a gecnb Corpus, got the path"):
            func("x.txt", reference_set="r", systems=[])
    # sentences= not a list
    c.add_references("r", [["a b c"], ["d f"]])
    c.add_system("s", ["a b c", "d f"])
    df = cleme_chunks(c, system="s", reference_set="r", edits="extract", extractor=_NoEdits(),
                      sentences=[1])
    assert set(df["sentence"]) == {1}
    for bad in (1, "1", 1.0, [0.5], {"a": 1}):
        with pytest.raises(GecInputError, match=r"cleme_chunks: sentences= expects a list of 0-based sentence indices"):
            cleme_chunks(c, system="s", reference_set="r", extractor=_NoEdits(), sentences=bad)


class _NoEdits:
    """An extractor for shape tests: a whole-sentence replacement edit where texts differ."""

    def signature(self) -> str:
        return "test-whole-sentence"

    def extract_many(self, pairs):
        out = []
        for s, t in pairs:
            a, b = s.split(), t.split()
            out.append(() if a == b else (Edit(0, len(a), 0, len(b), "R:OTHER", " ".join(b)),))
        return out
