"""GLEU's one config per metric (the options' ``None`` defaults recorded in ``unset`` and resolved) and the LLM
weigher's one ``GenerationSettings`` held by the weigher and its backend."""

from __future__ import annotations

import dataclasses

import pytest

import gecnb
from gecnb.data.corpus import Corpus
from gecnb.data.signature import format_pairs
from gecnb.metrics.gleu import GleuMultirefConfig, GleuOfficialConfig, GleuSakaguchiConfig
from gecnb.metrics.options import OptionError
from gecnb.metrics.weighting.llm import GenerationSettings, LlmWeigher, TransformersBackend


@pytest.mark.parametrize(("name", "config"), [("gleu", GleuOfficialConfig), ("gleu-sakaguchi", GleuSakaguchiConfig),
                                              ("gleu-multiref", GleuMultirefConfig)])
def test_each_gleu_metric_has_its_one_config(name: str, config: type) -> None:
    assert gecnb.get_metric(name).Config is config


def test_unset_fields_are_recorded_and_resolved() -> None:
    c = GleuOfficialConfig()
    assert (c.iterations, c.tokens, c.unset) == (500, "word", ("iterations", "tokens"))
    given = GleuOfficialConfig(iterations=500, tokens="word")
    assert given.unset == () and given == c and repr(given) != repr(c)  # same numbers; the repr keys caches
    assert dataclasses.replace(c, tokens="char").unset == ("iterations",)
    m = GleuMultirefConfig(aggregation="weighted-avg", tau=2.0)
    assert (m.tau, m.merged_length, m.unset) == (2.0, "shortest", ("merged_length", "tokens"))
    assert GleuSakaguchiConfig(tokens="char").unset == ("iterations",)


def _zh() -> Corpus:
    zh = Corpus("zh", ("我 喜欢 苹果 和 香蕉 。", "他 去 了 学校 学习 。"), "zh")
    zh.add_references("r", [["我 喜欢 苹果 和 香蕉 。", "我 爱 苹果 和 香蕉 。"], ["他 去 学校 学习 了 。", "他 去了 学校 。"]])
    zh.add_system("s", ["我 喜欢 苹果 香蕉 。", "他 去 了 学校 学习 。"])
    return zh


@pytest.mark.parametrize("name", ["gleu", "gleu-sakaguchi", "gleu-multiref"])
def test_an_unset_tokens_is_char_on_chinese_and_a_given_word_is_word(name: str) -> None:
    zh = _zh()
    default, word = gecnb.get_metric(name), gecnb.get_metric(name, tokens="word")
    assert default.config.tokens == word.config.tokens == "word"
    assert "char(ws-removed)" in str(default.signature(zh, reference_set="r"))
    assert "char" not in str(word.signature(zh, reference_set="r"))
    assert default.text_language("zh") == "zh" and word.text_language("zh") == "en"


def test_the_computation_takes_what_the_metric_refuses() -> None:
    cfg = GleuMultirefConfig(aggregation="select-best", tau=0.5)  # the computation ignores tau
    assert "tau" not in format_pairs(cfg.signature())
    with pytest.raises(OptionError, match="`tau` applies only to `aggregation` weighted-avg"):
        gecnb.get_metric("gleu-multiref", config=cfg)


def test_one_generation_settings_held_by_the_weigher_and_its_backend() -> None:
    w = LlmWeigher(model="some-model", temperature=0.0, batch_tokens=64)
    assert w.settings == GenerationSettings(temperature=0.0, batch_tokens=64)
    assert w._transformers().settings is w.settings and (w.temperature, w.batch_tokens, w.seed) == (0.0, 64, 0)
    base = GenerationSettings(seed=7, device="auto")
    assert LlmWeigher(model="m", settings=base, seed=8).settings == dataclasses.replace(base, seed=8)
    b = TransformersBackend("m", settings=base)
    assert b.identity() == base.identity("m") and b.seed == 7
    with pytest.raises(ValueError, match="temperature must be finite and >= 0"):
        TransformersBackend("m", temperature=-1.0)
    with pytest.raises(TypeError):
        TransformersBackend("m", top_k=5)
