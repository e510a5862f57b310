"""gecnb's ChERRANT against the official ChERRANT (HillZhang1999/MuCGEC, scorers/ChERRANT), run outside the
repository by ``scripts/oracles/cherrant_oracle.py``; its outputs are in ``tests/data/cherrant/`` (see the
PROVENANCE.md there): the official character M2 of the MuCGEC dev gold, of the example system output MuCGEC
ships (a real system's predictions) and of a corrupted output, the official scorer's counts for both outputs
(overall and per error type), and the NLPCC-18 gold rebuilt from its sources by the official pipeline.

Each test compares with what the official code wrote: the M2 files block for block, the counts exactly.
"""

from __future__ import annotations

import gzip
import json
import warnings
from pathlib import Path

import pytest

import gecnb
from gecnb.data.corpus import char_tokenise
from gecnb.data.errors import GecInputWarning
from gecnb.datasets import data_path
from gecnb.edits.chinese import ChineseCharAligner, to_char_m2
from gecnb.metrics.errant_compare import cherrant_from_m2
from tests.conftest import time_limit

HERE = Path(__file__).parent / "data" / "cherrant"


def oracle() -> dict:
    return json.loads((HERE / "oracle.json").read_text(encoding="utf-8"))

DEV = data_path("mucgec", "MuCGEC_dev.txt")
NA = "无法标注"


def official_m2(name: str) -> str:
    with gzip.open(HERE / f"{name}.m2.char.gz", "rt", encoding="utf-8") as f:
        return f.read()


def blocks(text: str) -> list[str]:
    return text.strip("\n").split("\n\n")


def para(name: str) -> list[list[str]]:
    """(id, source, target...) rows of a parallel file: the dev gold or a system output."""
    if name == "dev":
        text = DEV.read_text(encoding="utf-8")
    else:
        with gzip.open(HERE / f"{name}.para.gz", "rt", encoding="utf-8") as f:
            text = f.read()
    return [ln.split("\t") for ln in text.strip("\n").split("\n")]


@pytest.fixture(scope="module")
def aligner() -> ChineseCharAligner:
    return ChineseCharAligner(progress=False)


def rebuild(aligner: ChineseCharAligner, rows: list[list[str]]) -> list[str]:
    """parallel_to_m2.py -g char, through gecnb's aligner."""
    out = []
    for _id, src, *targets in rows:
        src = "".join(src.split())
        out.append(to_char_m2(src, [None if "".join(t.split()) == NA else aligner.extract_all(src, t)
                                    for t in targets]))
    return out


# ------------------------------------------------------------------------------------------- M2 files


def test_mucgec_dev_gold_rebuilt_block_for_block(aligner):
    with time_limit(300):
        mine = rebuild(aligner, para("dev"))
    theirs = blocks(official_m2("dev"))
    assert len(mine) == len(theirs) == 1137
    bad = [i for i, (a, b) in enumerate(zip(mine, theirs, strict=True)) if a != b]
    assert not bad, (len(bad), theirs[bad[0]], mine[bad[0]])


@pytest.mark.parametrize("system", ["example", "corrupted"])
def test_system_output_m2_rebuilt_block_for_block(aligner, system):
    rows = para(system)
    with time_limit(300):
        mine = rebuild(aligner, rows)
    theirs = blocks(official_m2(system))
    assert len(mine) == len(theirs) == 1137
    assert [i for i, (a, b) in enumerate(zip(mine, theirs, strict=True)) if a != b] == []


def test_corrupted_output_has_traditional_characters_that_t2s_simplifies():
    rows = para("corrupted")
    theirs = blocks(official_m2("corrupted"))
    converted = [r for r, b in zip(rows, theirs, strict=True)
                 if b.split("\n")[1].startswith("T0-A0") and b.split("\n")[1][6:].replace(" ", "") != r[2]]
    assert len(converted) >= 20, len(converted)


def test_nlpcc18_gold_rebuilt_from_its_sources_as_the_official_pipeline_does(aligner):
    """The official pipeline (parallel_to_m2.py, t2s on) rebuilds the shipped NLPCC-18 gold except one block,
    whose target keeps a traditional 《動動》 in the shipped file; gecnb's aligner writes what the pipeline writes,
    with t2s and without it (then the shipped file exactly)."""
    shipped = data_path("nlpcc18", "nlpcc2018_official.ref.m2.char").read_text(encoding="utf-8")
    rows = [[str(k), b.split("\n")[0][2:].replace(" ", ""),
             *[ln.partition(" ")[2].replace(" ", "") for ln in b.split("\n")[1:]
               if ln.startswith("T") and ("-A" not in ln.split(" ")[0] or ln.split(" ")[0].endswith("-A0"))]]
            for k, b in enumerate(blocks(shipped), 1)]
    info = oracle()["nlpcc18"]
    assert info["blocks_differing_from_shipped"] == {"no_t2s": [], "t2s": [774]}
    with time_limit(300):
        mine_t2s = rebuild(aligner, rows)
        mine_plain = rebuild(ChineseCharAligner(simplified=False, progress=False), rows)
    assert "\n\n".join(mine_plain) + "\n\n" == shipped
    official_block = (HERE / "nlpcc18_t2s_blocks.m2.char").read_text(encoding="utf-8").strip("\n")
    assert mine_t2s[774] == official_block and "动 动" in official_block
    assert [i for i, (a, b) in enumerate(zip(mine_t2s, blocks(shipped), strict=True)) if a != b] == [774]
    import hashlib

    assert hashlib.sha256(("\n\n".join(mine_t2s) + "\n\n").encode()).hexdigest() == info["rebuilt_sha256"]["t2s"]


# ------------------------------------------------------------------------------------------- counts

COUNTS = ("tp", "fp", "fn")


@pytest.mark.parametrize("system", ["example", "corrupted"])
def test_official_m2_files_scored_as_the_official_scorer_scores_them(tmp_path, system):
    ref = tmp_path / "dev.m2.char"
    hyp = tmp_path / f"{system}.m2.char"
    ref.write_text(official_m2("dev"), encoding="utf-8")
    hyp.write_text(official_m2(system), encoding="utf-8")
    row = cherrant_from_m2(hyp_m2=hyp, ref_m2=ref).iloc[0]
    want = oracle()["scores"][system]
    assert {c: int(row[c]) for c in COUNTS} == {c: want[c] for c in COUNTS}
    assert (round(row.p, 4), round(row.r, 4), round(row.f, 4)) == (want["p"], want["r"], want["f"])
    for level in (1, 3):
        t = cherrant_from_m2(hyp_m2=hyp, ref_m2=ref, level=level)
        got = {r.type: {c: int(getattr(r, c)) for c in COUNTS} for r in t.itertuples()}
        assert got == {k: {c: v[c] for c in COUNTS} for k, v in want[f"types_cat{level}"].items()}


def _dev_with(system: str) -> gecnb.Corpus:
    corpus = gecnb.load_dataset("mucgec-dev")
    rows = para(system)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        corpus.add_system(system, [char_tokenise(r[2]) for r in rows])  # one line per line of the official file
    said = [str(w.message) for w in caught if issubclass(w.category, GecInputWarning)]
    assert len(rows) == 1137 and len(corpus.systems[system]) == 1134
    assert len(said) == 1 and "98, 464, 1077" in said[0] and NA in said[0], said
    return corpus


@pytest.mark.parametrize("metric", ["cherrant", "errant"])
@pytest.mark.parametrize("system", ["example", "corrupted"])
def test_score_on_mucgec_dev_equals_the_official_scorer(metric, system):
    """The front door's numbers: gecnb.score on the bundled mucgec-dev with the system's 1,137 lines."""
    corpus = _dev_with(system)
    with time_limit(300):
        row = gecnb.score(corpus, metric).iloc[0]
    want = oracle()["scores"][system]
    assert {c: int(row[c]) for c in COUNTS} == {c: want[c] for c in COUNTS}
    assert round(float(row["f"]), 4) == want["f"]
    assert "alternatives:pooled" in row.signature and "t2s:opencc-" in row.signature and "pinyin:pypinyin-" in row.signature


def test_per_type_counts_through_the_metric_equal_the_official(aligner):
    from gecnb.metrics.errant_compare import errant_categories

    corpus = _dev_with("example")
    metric = gecnb.get_metric("cherrant")
    hyps, refs, _ = metric._prepared(corpus, corpus.references(), ["example"])
    t = errant_categories(hypotheses=hyps["example"], references=refs, level=3)
    got = {r.type: {c: int(getattr(r, c)) for c in COUNTS} for r in t.itertuples()}
    want = oracle()["scores"]["example"]["types_cat3"]
    assert got == {k: {c: v[c] for c in COUNTS} for k, v in want.items()}


# ------------------------------------------------------------------------------------- hostile input


def test_missing_opencc_is_an_error_naming_the_package(monkeypatch, capsys, tmp_path):
    import sys

    from gecnb.cli import main
    from gecnb.data.errors import MissingModelError
    from gecnb.edits import chinese

    monkeypatch.setitem(sys.modules, "opencc", None)  # `import opencc` raises ImportError
    monkeypatch.setattr(chinese, "_T2S", [])
    with pytest.raises(MissingModelError, match=r"package opencc is not installed.*simplified=False"):
        ChineseCharAligner().extract("我們", "我们")
    with pytest.raises(MissingModelError, match="opencc"):
        ChineseCharAligner().signature()
    # --no_simplified is a documented choice that needs no package
    assert ChineseCharAligner(simplified=False).extract("我們", "我们") == (chinese.Edit(1, 2, 1, 2, "S", "们"),)
    src, hyp = tmp_path / "src.txt", tmp_path / "hyp.txt"
    src.write_text("他昨天没有来上课。\n", encoding="utf-8")
    hyp.write_text("他昨天沒來上課。\n", encoding="utf-8")
    code = main(["score", "--metric", "cherrant", "--language", "zh", "--source", str(src), "--reference", str(src),
                 "--hypothesis", str(hyp)])
    err = capsys.readouterr().err
    assert code == 2 and "opencc" in err and "Traceback" not in err, err


def test_missing_pypinyin_is_an_error_naming_the_package(monkeypatch):
    import sys

    from gecnb.data.errors import MissingModelError

    monkeypatch.setitem(sys.modules, "pypinyin", None)
    with pytest.raises(MissingModelError, match=r"package pypinyin is not installed.*char_meta"):
        ChineseCharAligner(simplified=False).signature()
    assert ChineseCharAligner(pinyin="auto", simplified=False).signature().split("|")[2] == "pinyin:char_meta"


def test_traditional_targets_are_simplified_before_aligning(aligner):
    # an output that only writes the source in traditional characters: after t2s it is the source (no edit);
    # a source in traditional characters left unchanged is NOT "no edit" (the target is simplified, the source not)
    assert aligner.extract_all("他昨天没有来上课。", "他昨天沒有來上課。") == [()]
    trad = "他昨天沒有來上課。"
    assert aligner.extract(trad, trad) != ()
    assert ChineseCharAligner(simplified=False, progress=False).extract(trad, trad) == ()
    assert ChineseCharAligner(simplified=False).signature().split("|")[3] == "t2s:off"


def test_mucgec_dev_takes_1134_or_1137_lines_and_nothing_else():
    corpus = gecnb.load_dataset("mucgec-dev")
    assert len(corpus) == 1134 and corpus.skipped_lines == (98, 464, 1077)
    with pytest.raises(gecnb.GecInputError, match=r"1136 sentences but the corpus mucgec-dev has 1134 \(or 1137 lines"):
        corpus.add_system("short", ["我"] * 1136)
    corpus.add_system("exact", list(corpus.sources))  # the corpus's own count: nothing left out, no warning
    assert corpus.subset(range(10)).skipped_lines == ()  # a subset has no official file


def _write_gold(tmp_path: Path, rows: list[tuple[str, list[str | None]]], aligner: ChineseCharAligner) -> Path:
    path = tmp_path / "gold.m2.char"
    path.write_text("\n\n".join(to_char_m2(src, [None if t is None else aligner.extract_all(src, t) for t in targets])
                                for src, targets in rows) + "\n\n", encoding="utf-8")
    return path


def test_an_unannotatable_m2_sentence_is_left_out_not_scored_as_unchanged(tmp_path, aligner):
    from gecnb.data.readers import corpus_from_files

    rows = [("他们两在一个同一班学中文。", ["他们俩在同一个班学中文。"]), ("老女人的庞的肚子正在挂落下。", [None]),
            ("我喜欢吃苹果。", ["我喜欢吃苹果。"])]
    gold = _write_gold(tmp_path, rows, aligner)
    src = tmp_path / "src.txt"
    src.write_text("".join(r[0] + "\n" for r in rows), encoding="utf-8")
    hyp = tmp_path / "hyp.txt"
    hyp.write_text("他们俩在同一个班学中文。\n老女人的胖肚子正在挂下来。\n我喜欢吃苹果。\n", encoding="utf-8")
    with pytest.warns(GecInputWarning) as caught:
        corpus = corpus_from_files(source=src, m2_references=[gold], hypotheses=[hyp], language="zh")
    said = " ".join(str(w.message) for w in caught)
    assert "line(s) 2" in said and NA in said
    assert len(corpus) == 2 and corpus.skipped_lines == (2,)
    row = gecnb.score(corpus, "cherrant").iloc[0]
    (tmp_path / "h").mkdir()
    hyp_rows = [(s, [h]) for (s, _), h in zip(rows, hyp.read_text("utf-8").split(), strict=True)]
    official = cherrant_from_m2(hyp_m2=_write_gold(tmp_path / "h", hyp_rows, aligner), ref_m2=gold).iloc[0]
    assert (row.tp, row.fp, row.fn) == (official.tp, official.fp, official.fn)
    assert row.fp == 0  # the 无法标注 sentence's edits are not false positives


def test_given_m2_alternatives_are_pooled_like_the_official_scorer(tmp_path, aligner):
    """NLPCC-18's sentence with four equally cheap alignments (T0-A0..A3): the gold's own M2 (given edits with
    their alternatives) scored by the cherrant metric gives the counts of the official scorer's pooling."""
    from gecnb.data.readers import corpus_from_files

    src, tgt = "他们两在一个同一班学中文。", "他们俩在同一个班学中文。"
    rows = [(src, [tgt]), ("我喜欢吃平果。", ["我喜欢吃苹果。", "我爱吃苹果。"])]
    gold = _write_gold(tmp_path, rows, aligner)
    assert "T0-A3" in gold.read_text("utf-8")
    hyp_text = tmp_path / "hyp.txt"
    hyp_text.write_text(f"{tgt}\n我爱吃平果。\n", encoding="utf-8")
    source = tmp_path / "src.txt"
    source.write_text(f"{src}\n我喜欢吃平果。\n", encoding="utf-8")
    corpus = corpus_from_files(source=source, m2_references=[gold], hypotheses=[hyp_text], language="zh")
    assert corpus.references().alternatives is not None
    row = gecnb.score(corpus, "cherrant").iloc[0]
    (tmp_path / "h").mkdir()
    hyp_m2 = _write_gold(tmp_path / "h", [(src, [tgt]), ("我喜欢吃平果。", ["我爱吃平果。"])], aligner)
    official = cherrant_from_m2(hyp_m2=hyp_m2, ref_m2=gold).iloc[0]
    assert (row.tp, row.fp, row.fn) == (official.tp, official.fp, official.fn)
    # 4 alternatives x 3 edits (shared edits counted per alternative: the official pooling), + 1 (爱 for 喜欢)
    assert row.tp == 13
    first_only = gecnb.score(corpus, "cherrant", edits="extract").iloc[0]  # extracted: pooled as well
    assert (first_only.tp, first_only.fp, first_only.fn) == (row.tp, row.fp, row.fn)


@pytest.mark.parametrize("name", ["mucgec-dev", "nlpcc18"])
def test_signature_says_what_score_says_and_names_chinese_protocol(name):
    corpus = gecnb.load_dataset(name).subset(range(20))
    corpus.add_system("src", list(corpus.sources))
    for metric in ("cherrant", "errant"):
        for level in ("corpus", "sentence"):
            sig = gecnb.score(corpus, metric, level=level).signature[0]
            assert str(gecnb.get_metric(metric).signature(corpus, level=level)) == sig
            assert "impl:ChERRANT" in sig and "t2s:opencc-" in sig and "pinyin:pypinyin-" in sig
            # ChERRANT's protocol: NLPCC-18's own gold edits, MuCGEC's text references extracted
            assert ("edits:mixed: given + zh-char" in sig) == (name == "nlpcc18")


def test_nlpcc18_keeps_its_alternative_alignments_through_subsets():
    from gecnb.data.corpus import ReferenceSet

    rs = gecnb.load_dataset("nlpcc18").references()
    assert rs.alternatives is not None and len(rs.alternatives) == 2000
    with_alts = [i for i, per in enumerate(rs.alternatives) if any(per)]
    assert sum(1 for per in rs.alternatives for a in per if a) == 21  # the file's 21 targets with a T{k}-A1 line
    sub = rs.subset(with_alts[:3])
    assert sub.alternatives == tuple(rs.alternatives[i] for i in with_alts[:3])
    with pytest.raises(gecnb.GecInputError, match="do not line up"):
        ReferenceSet("x", (("a",),), ((),), alternatives=((), ))


def test_an_empty_reference_list_and_a_long_sentence_are_errors_for_cherrant():
    from gecnb.data.corpus import Corpus

    c = Corpus("tiny", ("我 们 去 学 校 。", "他 来 了 。"), "zh")
    c.add_references("refs", [["我 们 去 学 校 。"], []])
    c.add_system("s", ["我 们 去 学 校 。", "他 来 了 。"])
    with pytest.raises(gecnb.GecInputError, match=r"^tiny:2: reference set refs: sentence\(s\) \[2\] have no reference"):
        gecnb.score(c, "cherrant")
    long = Corpus("long", ("我 " * 1001,), "zh")
    long.add_references("refs", [["我 " * 1001]])
    long.add_system("s", ["我 " * 1001])
    with pytest.raises(gecnb.GecInputError, match="over the 1,000 that metric cherrant takes"):
        gecnb.score(long, "cherrant")
