"""One word for n-gram units: ``tokens="word"|"char"`` in every public function and config.

The old spellings (``tokenize=`` and the value ``"whitespace"`` in GLEU, ``level=`` in BLEU/TER) keep
working with a DeprecationWarning that names ``tokens=``, and give exactly the same numbers.
"""

from __future__ import annotations

import warnings

import pytest

from gecnb.metrics.bleu import BleuConfig, TerConfig, bleu, bleu_table, ster, ter
from gecnb.metrics.gleu import (
    GleuMultirefConfig,
    GleuOfficialConfig,
    GleuSakaguchiConfig,
    gleu_multiref,
    gleu_official,
    gleu_sakaguchi,
    gleu_table,
    sentence_reference_stats,
    tokenize,
)
from gecnb.metrics.options import OptionError, canonical_tokens

SRC = ["他 去 了 学校 。", "this are a test .", "I has two cat"]
HYP = ["他 去 学校 了 。", "this is a test .", "I have two cats"]
REFS = [["他 去 了 学校 。", "他 到 学校 了 。"], ["this is a test ."], ["I have two cats .", "I have 2 cats"]]


def _no_warning(fn, **kw):
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        return fn(**kw)


def _deprecated(fn, **kw):
    with pytest.warns(DeprecationWarning, match="tokens="):
        return fn(**kw)


@pytest.mark.parametrize("unit", ["word", "char"])
def test_gleu_canonical_and_alias_give_identical_numbers(unit):
    old = "whitespace" if unit == "word" else "char"
    kw = {"sources": SRC, "hypotheses": HYP, "references": REFS}
    for fn, extra in ((gleu_official, {"iterations": 20}), (gleu_sakaguchi, {"iterations": 20}),
                      (gleu_multiref, {"aggregation": "simple-avg"})):
        new = _no_warning(fn, **kw, **extra, tokens=unit)
        alias = _deprecated(fn, **kw, **extra, tokenize=old)
        assert new.score == alias.score and new.signature == alias.signature, fn.__name__
        assert new.sentences["gleu"].tolist() == alias.sentences["gleu"].tolist()
    a = _no_warning(gleu_table, systems={"s": HYP}, sources=SRC, references=REFS, iterations=10, tokens=unit)
    b = _deprecated(gleu_table, systems={"s": HYP}, sources=SRC, references=REFS, iterations=10, tokenize=old)
    assert a.equals(b) and a.attrs == b.attrs
    s1, _ = _no_warning(sentence_reference_stats, sources=SRC, hypotheses=HYP, references=REFS, tokens=unit)
    s2, _ = _deprecated(sentence_reference_stats, sources=SRC, hypotheses=HYP, references=REFS, tokenize_mode=old)
    assert (s1 == s2).all()


def test_word_and_char_differ_and_the_default_is_word():
    kw = {"sources": SRC, "hypotheses": HYP, "references": REFS, "iterations": 20}
    assert gleu_official(**kw).score == gleu_official(**kw, tokens="word").score
    assert gleu_official(**kw, tokens="char").score != gleu_official(**kw).score
    assert tokenize("a\xa0b  c\t", "word") == ["a\xa0b", "c"]
    with pytest.warns(DeprecationWarning, match="'word'"):
        assert tokenize("a b", "whitespace") == ["a", "b"]


@pytest.mark.parametrize("unit", ["word", "char"])
def test_bleu_ter_canonical_and_alias_give_identical_numbers(unit):
    kw = {"hypotheses": HYP, "references": REFS}
    for fn in (bleu, ter, ster):
        new = _no_warning(fn, **kw, tokens=unit)
        alias = _deprecated(fn, **kw, level=unit)
        assert new[0] == alias[0] and new[-1] == alias[-1], fn.__name__
    a = _no_warning(bleu_table, systems={"s": HYP}, references=REFS, tokens=unit)
    b = _deprecated(bleu_table, systems={"s": HYP}, references=REFS, level=unit)
    assert a.equals(b) and a.attrs == b.attrs


def test_configs_take_tokens_and_the_old_field_names():
    assert GleuOfficialConfig(tokens="char") == _deprecated(GleuOfficialConfig, tokenize="char")
    assert GleuOfficialConfig() == _deprecated(GleuOfficialConfig, tokenize="whitespace")
    assert GleuSakaguchiConfig(tokens="char").signature() == _deprecated(GleuSakaguchiConfig, tokenize="char").signature()
    assert GleuMultirefConfig(tokens="char") == _deprecated(GleuMultirefConfig, tokenize="char")
    assert BleuConfig(tokens="char").signature() == _deprecated(BleuConfig, level="char").signature()
    assert TerConfig(tokens="char") == _deprecated(TerConfig, level="char")
    assert GleuOfficialConfig(tokens="char").tokens == "char" and GleuOfficialConfig().tokens == "word"


@pytest.mark.parametrize("call", [
    lambda: gleu_official(sources=SRC, hypotheses=HYP, references=REFS, tokens="chars"),  # type: ignore[arg-type]
    lambda: gleu_multiref(sources=SRC, hypotheses=HYP, references=REFS, tokens="bpe"),  # type: ignore[arg-type]
    lambda: bleu(hypotheses=HYP, references=REFS, tokens="sentencepiece"),  # type: ignore[arg-type]
    lambda: GleuSakaguchiConfig(tokens="Word"),  # type: ignore[arg-type]
    lambda: TerConfig(tokens=""),  # type: ignore[arg-type]
    lambda: tokenize("a b", "bpe"),
])
def test_an_unknown_unit_is_a_clear_error(call):
    with pytest.raises(OptionError, match=r"`tokens` must be one of word, char; got '"):
        call()


def test_an_unknown_unit_under_the_old_name_and_a_conflict_are_errors():
    with pytest.warns(DeprecationWarning), pytest.raises(ValueError, match="one of word, char; got 'words'"):
        gleu_official(sources=SRC, hypotheses=HYP, references=REFS, tokenize="words")
    with pytest.warns(DeprecationWarning), pytest.raises(ValueError, match="disagree"):
        bleu(hypotheses=HYP, references=REFS, tokens="char", level="word")
    with pytest.warns(DeprecationWarning):
        assert canonical_tokens("char", old="char") == "char"  # the same unit twice is fine


def test_protocol_and_cli_say_tokens():
    import gecnb

    opts = gecnb.list_metrics().set_index("name")["options"]
    for name in ("gleu", "gleu-sakaguchi", "gleu-multiref", "bleu", "ter"):
        assert "tokens=None" in opts[name] and "tokenize" not in opts[name] and "level" not in opts[name]
    with pytest.raises(OptionError, match="`tokens` must be one of word, char"):
        gecnb.get_metric("bleu", tokens="whitespaces")
