"""One word for n-gram units: ``tokens="word"|"char"`` in every public function and config.

The old spellings (``tokenize=`` and the value ``"whitespace"`` in GLEU, ``tokenize_mode=`` of
``sentence_reference_stats``, ``level=`` in BLEU/TER, ``case_sensitive=`` of ``TerConfig``) and the old
``*Options`` names are gone (gecnb was never released with them): each is an error now.
"""

from __future__ import annotations

import importlib
import warnings
from pathlib import Path

import pytest

from gecnb.data.signature import format_pairs
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
from gecnb.metrics.options import OptionError

SRC = ["他 去 了 学校 。", "this are a test .", "I has two cat"]
HYP = ["他 去 学校 了 。", "this is a test .", "I have two cats"]
REFS = [["他 去 了 学校 。", "他 到 学校 了 。"], ["this is a test ."], ["I have two cats .", "I have 2 cats"]]


def _no_warning(fn, **kw):
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        return fn(**kw)


@pytest.mark.parametrize("unit", ["word", "char"])
def test_every_gleu_and_bleu_function_takes_tokens_without_a_warning(unit):
    kw = {"sources": SRC, "hypotheses": HYP, "references": REFS}
    for fn, extra, config in ((gleu_official, {"iterations": 20}, GleuOfficialConfig),
                              (gleu_sakaguchi, {"iterations": 20}, GleuSakaguchiConfig),
                              (gleu_multiref, {"aggregation": "simple-avg"}, GleuMultirefConfig)):
        res = _no_warning(fn, **kw, **extra, tokens=unit)
        assert res.signature.startswith(format_pairs(config(**extra, tokens=unit).signature())), fn.__name__
    a = _no_warning(gleu_table, systems={"s": HYP}, sources=SRC, references=REFS, iterations=10, tokens=unit)
    assert a.gleu.tolist() == [gleu_official(**kw, iterations=10, tokens=unit).score]
    _no_warning(sentence_reference_stats, sources=SRC, hypotheses=HYP, references=REFS, tokens=unit)
    for f in (bleu, ter, ster):
        assert _no_warning(f, hypotheses=HYP, references=REFS, tokens=unit)[-1].tokens == unit
    b = _no_warning(bleu_table, systems={"s": HYP}, references=REFS, tokens=unit)
    assert b.bleu.tolist() == [bleu(hypotheses=HYP, references=REFS, tokens=unit)[0]]


def test_word_and_char_differ_and_the_default_is_word():
    kw = {"sources": SRC, "hypotheses": HYP, "references": REFS, "iterations": 20}
    assert gleu_official(**kw).score == gleu_official(**kw, tokens="word").score
    assert gleu_official(**kw, tokens="char").score != gleu_official(**kw).score
    assert tokenize("a\xa0b  c\t", "word") == ["a\xa0b", "c"]
    assert GleuOfficialConfig(tokens="char").tokens == "char" and GleuOfficialConfig().tokens == "word"
    assert BleuConfig().tokens is None and TerConfig(tokens="char").tokens == "char"


@pytest.mark.parametrize("call", [
    lambda: gleu_official(sources=SRC, hypotheses=HYP, references=REFS, tokens="chars"),  # type: ignore[arg-type]
    lambda: gleu_multiref(sources=SRC, hypotheses=HYP, references=REFS, tokens="bpe"),  # type: ignore[arg-type]
    lambda: bleu(hypotheses=HYP, references=REFS, tokens="sentencepiece"),  # type: ignore[arg-type]
    lambda: GleuSakaguchiConfig(tokens="Word"),  # type: ignore[arg-type]
    lambda: TerConfig(tokens=""),  # type: ignore[arg-type]
    lambda: tokenize("a b", "bpe"),
    lambda: tokenize("a b", "whitespace"),  # the old name of "word"
    lambda: GleuOfficialConfig(tokens="whitespace"),  # type: ignore[arg-type]
    lambda: gleu_official(sources=SRC, hypotheses=HYP, references=REFS, tokens="whitespace"),  # type: ignore[arg-type]
])
def test_an_unknown_unit_is_a_clear_error(call):
    with pytest.raises(OptionError, match=r"`tokens` must be one of word, char; got '"):
        call()


@pytest.mark.parametrize("call", [
    lambda: gleu_official(sources=SRC, hypotheses=HYP, references=REFS, tokenize="char"),
    lambda: gleu_sakaguchi(sources=SRC, hypotheses=HYP, references=REFS, tokenize="char"),
    lambda: gleu_multiref(sources=SRC, hypotheses=HYP, references=REFS, tokenize="char"),
    lambda: sentence_reference_stats(sources=SRC, hypotheses=HYP, references=REFS, tokenize_mode="char"),
    lambda: bleu(hypotheses=HYP, references=REFS, level="char"),
    lambda: ter(hypotheses=HYP, references=REFS, level="char"),
    lambda: ster(hypotheses=HYP, references=REFS, level="char"),
    lambda: bleu_table(systems={"s": HYP}, references=REFS, level="char"),
    lambda: GleuOfficialConfig(tokenize="char"),
    lambda: GleuSakaguchiConfig(tokenize="char"),
    lambda: GleuMultirefConfig(tokenize="char"),
    lambda: BleuConfig(level="char"),
    lambda: TerConfig(level="char"),
    lambda: TerConfig(case_sensitive=False),
])
def test_the_old_keywords_are_gone(call):
    with pytest.raises(TypeError, match="unexpected keyword argument"):
        call()


OLD_NAMES = {"green": ["GreenOptions"], "chinese": ["MpOptions"], "gotoscorer": ["GoToScorerOptions"],
             "bleu": ["BleuOptions", "TerOptions", "Level"], "errant_compare": ["ErrantOptions"], "ptm2": ["PtOptions"],
             "cleme2": ["Cleme2Options"], "cleme": ["ClemeOptions"],
             "gleu": ["GleuOptions", "GleuSakaguchiOptions", "GleuMultirefOptions", "Tokenize"]}


@pytest.mark.parametrize(("module", "name"), [(m, n) for m, names in OLD_NAMES.items() for n in names])
def test_the_old_names_are_gone(module, name):
    with pytest.raises(AttributeError):
        getattr(importlib.import_module(f"gecnb.metrics.{module}"), name)


@pytest.mark.parametrize("path", ["_deprecated.py", "metrics/adapters", "metrics/bertscore.py", "metrics/llm.py",
                                  "metrics/similarity.py", "metrics/weight_cases.py"])
def test_the_shim_modules_are_gone(path):
    # by file: an editable install of another checkout may still map a removed top-level module
    import gecnb

    assert not (Path(gecnb.__file__).parent / path).exists()


def test_protocol_and_cli_say_tokens():
    import gecnb

    opts = gecnb.list_metrics().set_index("name")["options"]
    for name in ("gleu", "gleu-sakaguchi", "gleu-multiref", "bleu", "ter"):
        assert "tokens=None" in opts[name] and "tokenize" not in opts[name] and "level" not in opts[name]
    with pytest.raises(OptionError, match="`tokens` must be one of word, char"):
        gecnb.get_metric("bleu", tokens="whitespaces")
