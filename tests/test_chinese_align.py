"""ChERRANT-compatible character-level edit extraction (gecnb.edits.chinese).

Agreement measured with the default configuration (ChERRANT's own: pypinyin readings, OpenCC t2s on every
target), and with ``pinyin="char_meta"`` (the vendored table):

* ``samples/demo.hyp.para`` vs ``demo.hyp.m2.char``: 20/20 sentences (16 changed, 4 unchanged);
  every alternative line (A0, A1, ...) identical, and the whole file is rebuilt byte for byte.
* ``samples/demo.ref.m2.char``: 29/29 (source, target) pairs, all alternatives identical; whole
  file rebuilt byte for byte.
* NLPCC-2018 gold ``nlpcc2018_official.ref.m2.char``: 2,242/2,242 (source, target) pairs agree on
  A0 and on every alternative (29 pairs have 2-4 alternatives) *without* the t2s conversion
  (``simplified=False``); the 45 unchanged targets (``T{k} 没有错误``) are rebuilt as noop lines; the
  whole 2,000-sentence file is rebuilt byte for byte. With t2s (the default, what ``parallel_to_m2.py``
  does today) 2,241: the shipped file keeps one target's traditional 《動動》, which t2s turns into 动动
  (an extra ``S`` edit): the file was not made with the t2s step (or with an OpenCC that left 動).

Known differences from running ChERRANT itself (none of them shows on the data above):

* readings: ChERRANT asks ``pypinyin`` for every reading of a character, and so do we by default;
  ``pinyin="char_meta"`` reads the Mandarin field of char_meta.txt, which lists fewer readings (长 only
  zhang, not chang; 不 not fu). On the MuCGEC dev set (2,464 source-reference pairs) this changes the
  edits of 4 pairs (0.16 %). ``test_char_meta_mode_agrees_on_nlpcc`` runs the NLPCC check in that mode.
* t2s: ChERRANT converts targets with OpenCC t2s, and so do we by default (see the NLPCC note above).
* at most ``max_alignments`` (1,000) cheapest alignment paths are enumerated for the alternatives;
  the data above needs at most a handful, but e.g. two random 300-character strings have ~10^9.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gecnb.data.edit import Edit, apply_edits
from gecnb.datasets import data_path
from gecnb.edits.chinese import (
    MISSING_PLACEHOLDER,
    ChineseCharAligner,
    ChineseCharConfig,
    char_tokens,
    to_char_m2,
)
from tests.conftest import time_limit

# --------------------------------------------------------------------------------------------------
# helpers




M2Target = tuple[str, list[list[str]]]  # (target text without spaces, A lines per alternative)


def read_char_m2(path: Path) -> list[tuple[str, list[M2Target]]]:
    """(source, targets) per block; a target is (text, [A lines of A0, A1, ...]).
    An unchanged target (``T{k} 没有错误``) is returned as the source text with one empty
    alternative."""
    blocks = []
    for block in path.read_text(encoding="utf-8").strip().split("\n\n"):
        lines = block.split("\n")
        assert lines[0].startswith("S ")
        source = lines[0][2:].replace(" ", "")
        targets: dict[int, M2Target] = {}
        current: list[str] | None = None
        for line in lines[1:]:
            if line.startswith("T"):
                head, _, text = line.partition(" ")
                k = int(head[1:].split("-A")[0])
                if text == "没有错误":
                    targets[k] = (source, [[]])
                    current = None
                    continue
                tgt = targets.setdefault(k, (text.replace(" ", ""), []))
                current = []
                tgt[1].append(current)
            else:
                assert line.startswith("A ")
                if current is not None:
                    current.append(line)
        blocks.append((source, [targets[k] for k in sorted(targets)]))
    return blocks


def m2_lines(alternatives: list[tuple[Edit, ...]], annotator: int) -> list[list[str]]:
    return [[e.to_m2(annotator, deletion="-NONE-") for e in alt] for alt in alternatives]  # ChERRANT's convention


@pytest.fixture(scope="module")
def aligner() -> ChineseCharAligner:
    return ChineseCharAligner()


def sample(name: str) -> Path:
    return data_path("cherrant", "samples", name)


# --------------------------------------------------------------------------------------------------
# 1. ChERRANT's own demo outputs


def test_demo_hyp_para_matches_cherrant_hyp_m2(aligner):
    para = [line.split("\t") for line in sample("demo.hyp.para").read_text("utf-8").splitlines()]
    expected = read_char_m2(sample("demo.hyp.m2.char"))
    assert len(para) == len(expected) == 20
    changed = 0
    for (_, source, target), (exp_source, exp_targets) in zip(para, expected, strict=True):
        assert "".join(source.split()) == exp_source
        (exp_text, exp_alts) = exp_targets[0]
        got = aligner.extract_all(source, target)
        if exp_alts == [[]]:  # ChERRANT: "T0 没有错误"
            assert got == [()]
            continue
        changed += 1
        assert "".join(target.split()) == exp_text  # no OpenCC conversion happened in this file
        assert got[0] == aligner.extract(source, target)
        assert m2_lines(got, 0) == exp_alts  # A0 and any A1.. identical
    assert changed == 16


def test_demo_hyp_m2_file_rebuilt_exactly(aligner):
    para = [line.split("\t") for line in sample("demo.hyp.para").read_text("utf-8").splitlines()]
    blocks = [to_char_m2(src, [aligner.extract_all(src, tgt)]) for _, src, tgt in para]
    assert "\n\n".join(blocks) + "\n\n" == sample("demo.hyp.m2.char").read_text("utf-8")


def test_demo_ref_m2_matches_cherrant(aligner):
    n = 0
    for source, targets in read_char_m2(sample("demo.ref.m2.char")):
        for k, (target, alts) in enumerate(targets):
            got = aligner.extract_all(source, target)
            if alts == [[]]:
                assert got == [()]
                continue
            n += 1
            assert m2_lines(got, k) == alts, (source, target)
    assert n == 29


def test_demo_ref_m2_file_rebuilt_exactly(aligner):
    path = sample("demo.ref.m2.char")
    blocks = [
        to_char_m2(source, [aligner.extract_all(source, t) for t, _ in targets])
        for source, targets in read_char_m2(path)
    ]
    assert "\n\n".join(blocks) + "\n\n" == path.read_text("utf-8")


# --------------------------------------------------------------------------------------------------
# 2. NLPCC-2018 gold (2,000 sentences, ChERRANT output)

NLPCC = ("nlpcc18", "nlpcc2018_official.ref.m2.char")


def nlpcc_agreement(aligner: ChineseCharAligner) -> tuple[int, int, int, list[str]]:
    pairs = a0 = full = 0
    mismatches: list[str] = []
    for source, targets in read_char_m2(data_path(*NLPCC)):
        for k, (target, alts) in enumerate(targets):
            if alts == [[]]:
                continue
            pairs += 1
            got = m2_lines(aligner.extract_all(source, target), k)
            a0 += got[0] == alts[0]
            full += got == alts
            if got != alts:
                mismatches.append(f"{source} -> {target}: expected {alts}, got {got}")
    return pairs, a0, full, mismatches


@pytest.fixture(scope="module")
def no_t2s() -> ChineseCharAligner:
    return ChineseCharAligner(simplified=False)


def test_nlpcc18_gold_agreement(no_t2s):
    with time_limit(120):  # a guard against hangs, not a benchmark (takes a few seconds)
        pairs, a0, full, mismatches = nlpcc_agreement(no_t2s)
    assert pairs == 2242
    # measured: 2242/2242 on A0 and on all alternatives (100 %); no mismatch class left.
    assert a0 / pairs == 1.0, mismatches[:5]
    assert full / pairs == 1.0, mismatches[:5]


def test_nlpcc18_with_t2s_differs_in_one_traditional_target(aligner):
    pairs, a0, full, mismatches = nlpcc_agreement(aligner)
    assert (pairs, a0, full) == (2242, 2241, 2241)
    assert len(mismatches) == 1 and "《動動》" in mismatches[0] and "A 13 15|||S|||动 动|||" in mismatches[0]


def test_nlpcc18_file_rebuilt_exactly(no_t2s):
    aligner = no_t2s
    path = data_path(*NLPCC)
    with time_limit(120):
        blocks = [
            to_char_m2(source, [aligner.extract_all(source, t) for t, _ in targets])
            for source, targets in read_char_m2(path)
        ]
    assert "\n\n".join(blocks) + "\n\n" == path.read_text("utf-8")


def test_char_meta_mode_agrees_on_nlpcc():
    aligner = ChineseCharAligner(pinyin="char_meta", simplified=False)
    assert aligner.signature().split("|")[2] == "pinyin:char_meta"
    pairs, a0, full, _ = nlpcc_agreement(aligner)
    assert (pairs, a0, full) == (2242, 2242, 2242)


# --------------------------------------------------------------------------------------------------
# 3. hand examples


def test_insertion(aligner):
    # a doubled character: the leftmost copy is the inserted one (matches are taken from the end)
    assert aligner.extract_all("我很喜欢", "我很很喜欢") == [(Edit(1, 1, 1, 2, "M", "很"),)]
    assert aligner.extract("他的味确实好", "他的味道确实好") == (Edit(3, 3, 3, 4, "M", "道"),)
    assert aligner.extract("我们", "我们的朋友") == (Edit(2, 2, 2, 5, "M", "的 朋 友"),)


def test_deletion(aligner):
    edits = aligner.extract("我们都都是学生", "我们都是学生")
    assert len(edits) == 1 and edits[0].type == "R" and edits[0].c_str == ""
    assert edits[0].o_end - edits[0].o_start == 1
    assert aligner.extract("这是人生的身体", "这是的身体") == (Edit(2, 4, 2, 2, "R", ""),)
    # ChERRANT writes a deletion's correction -NONE- (to_char_m2 does); Edit.to_m2's default is ERRANT's empty field
    assert edits[0].to_m2(deletion="-NONE-").startswith(f"A {edits[0].o_start} {edits[0].o_end}|||R|||-NONE-|||")
    assert edits[0].to_m2().startswith(f"A {edits[0].o_start} {edits[0].o_end}|||R||||||REQUIRED|||")
    assert "|||R|||-NONE-|||REQUIRED" in to_char_m2("我们都都是学生", [[edits]])


def test_substitution(aligner):
    assert aligner.extract("突飞猛近", "突飞猛进") == (Edit(3, 4, 3, 4, "S", "进"),)
    # a run of substitutions is one edit at character granularity
    assert aligner.extract("他没有助于", "他无助于") == (Edit(1, 3, 1, 2, "S", "无"),)


def test_word_order(aligner):
    # adjacent swap found by the alignment's transposition
    assert aligner.extract("泰国人死爱的味道", "泰国人爱死的味道") == (Edit(3, 5, 3, 5, "W", "爱 死"),)
    # "S M S" pattern merged into one word-order edit
    assert aligner.extract("冬阴功对外国人的喜爱", "外国人对冬阴功的喜爱") == (
        Edit(0, 7, 0, 7, "W", "外 国 人 对 冬 阴 功"),
    )
    # "D M I" pattern: a word moved over a matched stretch
    edits = aligner.extract("它虽然不是很豪华", "虽然它不是很豪华")
    assert edits == (Edit(0, 3, 0, 3, "W", "虽 然 它"),)


def test_empty_source_and_target(aligner):
    assert aligner.extract("", "你好。") == (Edit(0, 0, 0, 3, "M", "你 好 。"),)
    assert aligner.extract("你好。", "") == (Edit(0, 3, 0, 0, "R", ""),)
    assert aligner.extract("", "") == ()
    assert aligner.extract_all("", "") == [()]


def test_identical_strings_have_no_edits(aligner):
    s = "冬阴功是泰国最著名的菜之一。"
    assert aligner.extract(s, s) == ()
    assert aligner.extract_all(s, s) == [()]
    # ChERRANT's "unchanged" marker as a target is also no edit
    assert aligner.extract(s, "没有错误") == ()
    with pytest.raises(ValueError, match="cannot annotate"):
        aligner.extract(s, "无法标注")


def test_whitespace_is_removed_first(aligner):
    spaced = aligner.extract("突 飞 猛 近 ，", " 突飞 猛进，\t")
    assert spaced == aligner.extract("突飞猛近，", "突飞猛进，") == (Edit(3, 4, 3, 4, "S", "进"),)
    assert char_tokens(" a b\tc\n") == ["a", "b", "c"]


def test_ascii_digits_and_fullwidth_punctuation(aligner):
    assert aligner.extract("辣椒6粒，水4杯", "辣椒六粒，水四杯") == (
        Edit(2, 3, 2, 3, "S", "六"),
        Edit(6, 7, 6, 7, "S", "四"),
    )
    assert aligner.extract("草菇10个。", "草菇十个。") == (Edit(2, 4, 2, 3, "S", "十"),)
    assert aligner.extract("准备:大虾", "准备：大虾") == (Edit(2, 3, 2, 3, "S", "："),)
    assert aligner.extract("我用iPhone 12拍照", "我用iPhone12拍照了") == (Edit(12, 12, 12, 13, "M", "了"),)
    assert aligner.extract("他说，好!", "他说：“好！”") == (
        Edit(2, 3, 2, 4, "S", "： “"),
        Edit(4, 5, 5, 7, "S", "！ ”"),
    )


def test_missing_constituent_placeholder_is_one_token(aligner):
    assert char_tokens(f"我{MISSING_PLACEHOLDER}去") == ["我", MISSING_PLACEHOLDER, "去"]
    assert aligner.extract("我去", f"我{MISSING_PLACEHOLDER}去") == (
        Edit(1, 1, 1, 2, "M", MISSING_PLACEHOLDER),
    )


def test_long_and_repetitive_inputs_finish(aligner):
    import random

    rng = random.Random(0)
    pool = "的一是了我不人在他有这个上们来到时大地为子中你说生国年着就那和要她出也得里后自以会"
    a = "".join(rng.choice(pool) for _ in range(300))
    b = "".join(rng.choice(pool) for _ in range(300))
    with time_limit(60):
        assert aligner.extract("的" * 200, "的" * 199 + "了") == (Edit(199, 200, 199, 200, "S", "了"),)
        # matches are taken from the end, so the deletion is the first half (as ChERRANT)
        assert aligner.extract("的" * 200, "的" * 100) == (Edit(0, 100, 0, 0, "R", ""),)
        assert len(aligner.extract("我们" * 150, "们我" * 150)) == 1
        # ~1.7e9 equally cheap paths: alternatives are capped at max_alignments paths
        assert aligner.count_cheapest_paths(a, b) > aligner.config.max_alignments
        for alt in aligner.extract_all(a, b):
            assert "".join(apply_edits(list(a), alt)) == b
        assert len(aligner.extract("我" * 700, "你" * 600)) >= 1  # paths longer than the recursion limit


def test_alternatives_in_cherrant_order(aligner):
    # NLPCC-2018 sentence with four equally cheap, different edit sets (T0-A0 .. T0-A3 in the gold)
    source, target = "他们两在一个同一班学中文。", "他们俩在同一个班学中文。"
    assert aligner.extract_all(source, target) == [
        (Edit(2, 3, 2, 3, "S", "俩"), Edit(4, 5, 4, 4, "R"), Edit(5, 8, 4, 7, "W", "同 一 个")),
        (Edit(2, 3, 2, 3, "S", "俩"), Edit(4, 6, 4, 4, "R"), Edit(8, 8, 6, 7, "M", "个")),
        (Edit(2, 3, 2, 3, "S", "俩"), Edit(4, 7, 4, 7, "W", "同 一 个"), Edit(7, 8, 7, 7, "R")),
        (Edit(2, 3, 2, 3, "S", "俩"), Edit(4, 4, 4, 5, "M", "同"), Edit(6, 8, 7, 7, "R")),
    ]
    assert aligner.extract(source, target) == aligner.extract_all(source, target)[0]
    assert aligner.count_cheapest_paths(source, target) >= 4
    # ChERRANT keeps only the first path per cell when the lengths differ by more than 10
    first_only = ChineseCharAligner(first_only_gap=-1)
    assert len(first_only.extract_all(source, target)) == 1


alphabet = st.sampled_from(list("的了是不我们他，。a1地得"))


@settings(max_examples=300, deadline=None)
@given(st.lists(alphabet, max_size=10), st.lists(alphabet, max_size=10))
def test_every_alternative_rebuilds_the_target(s, t):
    aligner = ChineseCharAligner()
    alts = aligner.extract_all("".join(s), "".join(t))
    assert alts
    for alt in alts:
        assert "".join(apply_edits(s, alt)) == "".join(t)
        assert list(alt) == sorted(alt, key=lambda e: (e.o_start, e.o_end))
        assert all(e.type in {"S", "M", "R", "W"} for e in alt)


def test_extract_many_aligns_each_distinct_pair_once(monkeypatch):
    aligner = ChineseCharAligner()
    calls: list[tuple[str, str]] = []
    real = aligner._annotate

    def counting(source: str, target: str):
        calls.append((source, target))
        return real(source, target)

    monkeypatch.setattr(aligner, "_annotate", counting)
    pairs = [("突飞猛近", "突飞猛进"), ("死爱", "爱死"), ("突飞猛近", "突飞猛进"), ("突 飞猛近", "突飞猛进")]
    out = aligner.extract_many(pairs)
    assert out[0] == out[2] == out[3] == (Edit(3, 4, 3, 4, "S", "进"),)
    assert calls == [("突飞猛近", "突飞猛进"), ("死爱", "爱死")]


# --------------------------------------------------------------------------------------------------
# configuration, resources, M2 writer


def test_signature_and_config():
    import opencc  # noqa: F401 - the chinese extra
    import pypinyin

    cfg = ChineseCharConfig()
    sig = cfg.signature()
    assert sig.startswith(f"zh-char|cherrant-compatible|pinyin:pypinyin-{pypinyin.__version__}|t2s:opencc-")
    assert ChineseCharConfig(pinyin="char_meta", simplified=False).signature().startswith(
        "zh-char|cherrant-compatible|pinyin:char_meta|t2s:off|resources:")
    assert len(sig.rsplit(":", 1)[1]) == 10
    assert ChineseCharAligner().signature() == sig
    assert ChineseCharConfig(max_alignments=5).signature() == sig + "|maxalign:5"
    with pytest.raises(AttributeError):
        cfg.pinyin = "pypinyin"  # type: ignore[misc]
    with pytest.raises(ValueError):
        ChineseCharConfig(pinyin="other")  # type: ignore[arg-type]
    assert ChineseCharAligner(max_alignments=3).config.max_alignments == 3


def test_resources_are_lazy_and_loaded_once():
    code = (
        "import gecnb, gecnb.edits.chinese as c\n"
        "assert not c._RESOURCE_CACHE\n"
        "a, b = c.ChineseCharAligner(), c.ChineseCharAligner()\n"
        "assert not c._RESOURCE_CACHE\n"
        "a.extract('突飞猛近', '突飞猛进'); b.extract('死爱', '爱死')\n"
        "assert len(c._RESOURCE_CACHE) == 1 and a.resources is b.resources\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True, cwd=Path(__file__).resolve().parents[1])


def test_to_char_m2_format(aligner):
    src = "随着经济突飞猛近，"
    text = to_char_m2(src, [aligner.extract_all(src, "随着经济突飞猛进，"), [()], []])
    assert text.split("\n") == [
        "S 随 着 经 济 突 飞 猛 近 ，",
        "T0-A0 随 着 经 济 突 飞 猛 进 ，",
        "A 7 8|||S|||进|||REQUIRED|||-NONE-|||0",
        "T1 没有错误",
        "A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1",
        "T2 没有错误",
        "A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||2",
    ]


def test_edits_are_kept_in_the_edit_cache_across_aligners(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A new aligner (a new process) reads the edits of pairs already aligned from the edit cache instead of
    aligning again, for the first alternative and for the pooled ones; a row edited on disk is aligned again
    (with a warning); inside no_caches() (evaluate's --no-cache) nothing is read or written."""
    import sqlite3
    import warnings

    from gecnb.data.cachefile import no_caches
    from gecnb.edits.cache import EditCache
    from gecnb.edits.chinese import PooledAlternatives

    pairs = [("我 爱 北 京", "我 喜 欢 北 京"), ("他 去 了 学 校", "他 去 学 校 了"), ("天 气 好", "天 气 很 好")]
    path = tmp_path / "edits.sqlite"
    first = ChineseCharAligner(cache=EditCache(path), progress=False)
    a0, pooled = first.extract_many(pairs), PooledAlternatives(first).extract_many(pairs)

    def no_alignment(self: ChineseCharAligner, source: str, target: str) -> list[tuple[Edit, ...]]:
        raise AssertionError(f"aligned again: {source} -> {target}")

    monkeypatch.setattr(ChineseCharAligner, "_annotate", no_alignment)
    second = ChineseCharAligner(cache=EditCache(path), progress=False)
    assert second.extract_many(pairs) == a0 and PooledAlternatives(second).extract_many(pairs) == pooled
    monkeypatch.undo()
    with sqlite3.connect(path) as db:  # a planted row: its checksum no longer holds
        db.execute("UPDATE edits2 SET edits = '0\x1f1\x1f0\x1f1\x1fR\x1fx'")
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        third = ChineseCharAligner(cache=EditCache(path), progress=False).extract_many(pairs)
    assert third == a0 and any("failed validation" in str(w.message) for w in caught)
    other = tmp_path / "off.sqlite"
    with no_caches():
        ChineseCharAligner(cache=EditCache(other), progress=False).extract_many(pairs)
    assert not other.exists()


@pytest.mark.parametrize("first_reading", ["A0", "pooled"])
def test_one_alignment_serves_the_plain_and_the_pooled_reading(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                               first_reading: str) -> None:
    """gecnb evaluate on Chinese data reads each pair's A0 edits (the report's other metrics) and its pooled
    alternatives (ChERRANT) through two aligners: whichever comes first writes both readings to the edit cache,
    so the second aligns nothing, whether its texts are char-tokenised or raw (the cache keys a pair by its
    characters), and both equal what an aligner without a cache gives."""
    from gecnb.edits.cache import EditCache
    from gecnb.edits.chinese import PooledAlternatives

    spaced = [("我 爱 北 京", "我 喜 欢 北 京"), ("他 去 了 学 校", "他 去 学 校 了"), ("天 气 好", "天 气 很 好")]
    raw = [("".join(s.split()), "".join(t.split())) for s, t in spaced]
    plain = ChineseCharAligner(cache=False, progress=False)
    want_a0, want_pooled = plain.extract_many(raw), PooledAlternatives(plain).extract_many(raw)
    path = tmp_path / "edits.sqlite"
    first = ChineseCharAligner(cache=EditCache(path), progress=False)
    if first_reading == "A0":
        assert first.extract_many(spaced) == want_a0
    else:
        assert PooledAlternatives(first).extract_many(spaced) == want_pooled

    def no_alignment(self: ChineseCharAligner, source: str, target: str) -> list[tuple[Edit, ...]]:
        raise AssertionError(f"aligned again: {source} -> {target}")

    monkeypatch.setattr(ChineseCharAligner, "_annotate", no_alignment)
    second = ChineseCharAligner(cache=EditCache(path), progress=False)
    assert second.extract_many(raw) == want_a0
    assert PooledAlternatives(second).extract_many(raw) == want_pooled
