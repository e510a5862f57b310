"""Chinese character-level metrics (paper 002) and paper 004's ordering claim on MuCGEC."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gecnb.data.errors import GecInputError
from gecnb.datasets import data_path
from gecnb.metrics.chinese import (
    char_bleu,
    chinese_table,
    lcs_length,
    meaning_preservation,
    mp_average,
    mp_sentence,
    read_mucgec,
    resolve_placeholders,
    sentence_accuracy,
)
from gecnb.metrics.gleu import gleu_multiref


def lcs_dp(a: str, b: str) -> int:
    prev = [0] * (len(b) + 1)
    for x in a:
        cur = [0]
        for j, y in enumerate(b):
            cur.append(prev[j] + 1 if x == y else max(prev[j + 1], cur[j]))
        prev = cur
    return prev[-1]


@settings(max_examples=300, deadline=None)
@given(a=st.text(alphabet="我爱你他的了abc", max_size=40), b=st.text(alphabet="我爱你他的了abc", max_size=40))
def test_bit_parallel_lcs_equals_dynamic_programming(a, b):
    assert lcs_length(a, b) == lcs_dp(a, b)


def test_mp_hand_examples():
    # C = 我爱他 (3), O = 我爱你 (3): LCS 2, P = R = 2/3, MP = (4/9) / (2/3) = 2/3
    assert mp_sentence("我爱他", "我爱你") == pytest.approx(2 / 3)
    # C = 我很爱你 (4), O = 我爱你 (3): m = 3, P = 3/4, R = 1; MP = 0.75 / (0.85*0.75 + 0.15) = 0.952...
    assert mp_sentence("我很爱你", "我爱你") == pytest.approx(0.75 / (0.85 * 0.75 + 0.15))
    # order matters (LCS, not bag of characters): 你爱我 vs 我爱你 -> m = 1
    assert mp_sentence("你爱我", "我爱你") == pytest.approx(1 / 3)
    assert mp_sentence("我 爱 你", "我爱你") == 1.0  # whitespace removed
    assert mp_sentence("", "") == 1.0 and mp_sentence("", "我") == 0.0 and mp_sentence("他", "我") == 0.0


def test_mp_prime_and_accuracy():
    sources = ["我爱你", "他去学校"]
    refs = [["我爱你"], ["他去了学校", "他去学校了"]]
    hyps = ["我爱你", "他去了学校"]
    acc, hits = sentence_accuracy(hypotheses=hyps, references=refs)
    assert hits.tolist() == [1, 1] and acc == 1.0
    avg = mp_average(sources=sources, references=refs)
    pairs = [1.0, mp_sentence("他去了学校", "他去学校"), mp_sentence("他去学校了", "他去学校")]
    assert avg == pytest.approx(sum(pairs) / 3)
    mp, _ = meaning_preservation(hypotheses=hyps, sources=sources)
    table = chinese_table(systems={"sys": hyps, "copy": sources}, sources=sources, references=refs)
    assert list(table.columns) == ["system", "acc", "bleu", "mp", "mp_prime"]
    assert table.loc[0, "mp_prime"] == pytest.approx(abs(mp - avg))
    assert table.loc[1, "acc"] == 0.5 and table.loc[1, "mp"] == 1.0


def test_char_bleu_closest_reference_length():
    # identical to one reference -> 1; whitespace in the hypothesis is ignored
    assert char_bleu(hypotheses=["我 爱 北京 天安门"], references=[["我爱北京天安门", "我爱北京"]]) == pytest.approx(1.0)
    # hypothesis of 4 chars, references of 7 and 5: closest is 5 -> BP = exp(1 - 5/4)
    import math

    got = char_bleu(hypotheses=["我爱北京"], references=[["我爱北京天安门", "我爱北京啊"]])
    assert got == pytest.approx(math.exp(1 - 5 / 4))


def test_placeholders_and_reader_errors(tmp_path):
    assert resolve_placeholders("源句", ["没有错误", "无法标注", "改句"]) == ["源句", "改句"]
    bad = tmp_path / "bad.txt"
    bad.write_text("1\t源句\t改句\n2\t只有两列\n", encoding="utf-8")
    with pytest.raises(GecInputError, match=r"bad.txt:2: expected"):
        read_mucgec(bad)
    dup = tmp_path / "dup.txt"
    dup.write_text("1\t源句\t改句\n1\t源句\t改句\n", encoding="utf-8")
    with pytest.raises(GecInputError, match=r"dup.txt:2: duplicate id"):
        read_mucgec(dup)
    none = tmp_path / "none.txt"
    none.write_text("1\t源句\t无法标注\n", encoding="utf-8")
    with pytest.raises(GecInputError, match=r"none.txt:1: sentence 1 has no usable reference"):
        read_mucgec(none)


def test_mucgec_dev_reading():
    d = read_mucgec(data_path("mucgec", "MuCGEC_dev.txt"), no_reference="skip")
    assert len(d.ids) + len(d.skipped_lines) == 1137
    assert d.skipped_lines == [98, 464, 1077]  # every reference is 无法标注
    assert all("没有错误" not in r and "无法标注" not in r for rs in d.references for r in rs)


def test_paper004_ordering_on_mucgec_leave_one_reference_out():
    """Paper 004 claims MERGED > SELECT-BEST > WEIGHTED > AVERAGE on every corpus.

    MuCGEC dev, character level, the 850 sentences with >= 2 references: hypothesis = the first
    reference, references = the others. Measured (smoothing none, tau 1): MERGED 0.8096 >
    SELECT-BEST 0.7876 > WEIGHTED 0.7649 > AVERAGE 0.7626: the claimed ordering holds here.
    """
    d = read_mucgec(data_path("mucgec", "MuCGEC_dev.txt"), no_reference="skip")
    idx = [i for i, r in enumerate(d.references) if len(r) >= 2]
    assert len(idx) == 850
    src = [d.sources[i] for i in idx]
    hyp = [d.references[i][0] for i in idx]
    refs = [d.references[i][1:] for i in idx]
    s = {
        a: gleu_multiref(sources=src, hypotheses=hyp, references=refs, aggregation=a, tokens="char").score
        for a in ("merged", "select-best", "weighted-avg", "simple-avg")
    }
    assert s["merged"] > s["select-best"] > s["weighted-avg"] > s["simple-avg"]
    assert s["merged"] == pytest.approx(0.8096, abs=5e-5)
    assert s["simple-avg"] == pytest.approx(0.7626, abs=5e-5)
