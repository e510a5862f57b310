"""Signatures are built from pairs: every config returns its own as ``(key, value)`` pairs, one formatter
writes them, and ``Signature.split`` reads them back (issue 31, point 4)."""

from __future__ import annotations

import dataclasses

import pytest

import gecnb
from gecnb.data.signature import PROTOCOL_KEYS, Signature, format_pairs, signature_pairs
from gecnb.metrics.base import impl_pairs, metric_classes
from gecnb.metrics.cleme import ClemeConfig
from gecnb.metrics.cleme2 import Cleme2Config
from gecnb.metrics.cleme_sentences import ViewSetting
from gecnb.metrics.errant_compare import CherrantConfig, ErrantConfig, cherrant_signature
from gecnb.metrics.gotoscorer import GoToConfig
from gecnb.metrics.ptm2 import PTConfig


def _configs() -> list[tuple[str, object]]:
    """Every registered metric's default config, and settings that add or change pairs."""
    out: list[tuple[str, object]] = [(cls.name, cls.Config()) for cls in metric_classes()]
    out += [
        ("errant single", ErrantConfig(single=True, filt=("R:NOUN", "M:DET"))),
        ("errant multi", ErrantConfig(multi=True, mode="ds", beta=1.0)),
        ("cherrant dt", CherrantConfig(mode="dt")),
        ("cleme acc", ClemeConfig(select_by="acc", acc_reference="f", drop_unchanged_references=True)),
        ("cleme2 sentence ind", Cleme2Config(assumption="independent", level="sentence")),
        ("gotoscorer systems", GoToConfig(weight_systems="AMU,CAMB")),
        ("view", ViewSetting(assumption="independent", level="sentence")),
    ]
    return out


@pytest.mark.parametrize(("label", "config"), _configs(), ids=[c[0] for c in _configs()])
def test_every_config_round_trips_through_the_one_formatter(label: str, config: object) -> None:
    pairs = config.signature()  # type: ignore[attr-defined]
    assert isinstance(pairs, tuple) and all(isinstance(k, str) and isinstance(v, str) for k, v in pairs), label
    assert Signature.split(format_pairs(pairs)) == pairs, label
    assert not {k for k, _ in pairs} & set(PROTOCOL_KEYS), label  # the protocol writes those itself
    assert impl_pairs(pairs) == pairs


def test_extra_pairs_name_what_they_change() -> None:
    pairs = dict(ErrantConfig(single=True, filt=("R:NOUN", "M:DET")).signature())
    assert pairs["edit-size"] == "single" and pairs["filt"] == "M:DET,R:NOUN"
    assert "edit-size" not in dict(ErrantConfig().signature())
    assert dict(cherrant_signature(ErrantConfig(multi=True)))["edit-size"] == "multi"
    assert dict(ClemeConfig(assumption="independent", level="sentence").signature())["assumption"] == "independent"
    assert dict(GoToConfig(weight_systems="AMU,CAMB").signature())["weight-systems"] == "AMU+CAMB"
    model = "bertscore:x|md5:0|layer:6"
    assert dict(PTConfig().signature("M2", model=model))["model"] == "bertscore:x,md5:0,layer:6"


@pytest.mark.parametrize("name", [cls.name for cls in metric_classes()])
def test_every_metric_signature_round_trips(name: str) -> None:
    opts = {"weighted": False} if name == "gotoscorer" else {}
    for level in gecnb.get_metric(name).levels:
        sig = gecnb.get_metric(name, **opts).signature(level=level)
        assert Signature.parse(str(sig)) == sig
        assert Signature.split(sig.format()) == sig.pairs
        assert sig.keys()[0] == "metric" and sig.keys()[-3:] == ["nrefs", "edits", "version"]


def test_the_formatter_cleans_values_and_refuses_bad_keys() -> None:
    assert signature_pairs(("a", "x|y\nz"), ("b", 1.5), ("c", True)) == (("a", "x,y z"), ("b", "1.5"), ("c", "True"))
    assert Signature.split(format_pairs([("a", "k:v|w")])) == (("a", "k:v,w"),)  # a value may hold ':'
    for bad in ([("a:b", "1")], [("", "1")], [("a|b", "1")], [("a", "1"), ("a", "2")]):
        with pytest.raises(ValueError):
            format_pairs(bad)
    with pytest.raises(ValueError, match="not a key:value pair"):
        Signature.split("metric:m2|nokey")
    with pytest.raises(ValueError, match="protocol's own key"):
        impl_pairs((("level", "corpus"),))
    with pytest.raises(ValueError):
        Signature((("a", "x|y"),))


def test_short_form_abbreviates_only_keys() -> None:
    sig = Signature.of(("metric", "m2"), ("beta", "0.5"), nrefs=2, edits="given")
    assert sig.format(short=True) == f"m:m2|b:0.5|#:2|e:given|v:gecnb-{gecnb.__version__}"
    assert dataclasses.replace(sig) == sig
