"""docs/metric-protocol.md's "Adding a metric" example: the module it includes verbatim registers, lists and
scores like any built-in metric, and the page shows exactly that file."""

from __future__ import annotations

import importlib.util
import re
import sys
import warnings
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest

import gecnb
from gecnb.data.corpus import Corpus
from gecnb.metrics import base
from gecnb.metrics.options import OptionError

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE = ROOT / "docs" / "examples" / "my_metric.py"
DOC = ROOT / "docs" / "metric-protocol.md"


@pytest.fixture
def example(monkeypatch: pytest.MonkeyPatch) -> Iterator[ModuleType]:
    """The example module imported into a copy of the registry (restored afterwards: no other test sees it)."""
    monkeypatch.setattr(base, "_REGISTRY", dict(base._REGISTRY))
    spec = importlib.util.spec_from_file_location("gecnb_example_my_metric", EXAMPLE)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    try:
        spec.loader.exec_module(module)
        yield module
    finally:
        sys.modules.pop(spec.name, None)


def _corpus() -> Corpus:
    c = Corpus("tiny", ("He go home .", "She like it .", "They is here ."), "en")
    c.add_references("r", [["He goes home ."], ["She likes it .", "she likes it ."], ["They are here ."]])
    c.add_system("A", ["He goes home .", "she likes it .", "They is here ."])
    c.add_system("B", ["he goes home .", "She like it .", "They is here ."])
    return c


def test_the_doc_shows_the_example_file_verbatim() -> None:
    doc = DOC.read_text(encoding="utf-8")
    blocks = re.findall(r"```python\n# docs/examples/my_metric.py\n(.*?)```", doc, flags=re.S)
    assert len(blocks) == 1, "docs/metric-protocol.md must include docs/examples/my_metric.py once"
    assert blocks[0] == EXAMPLE.read_text(encoding="utf-8")


def test_the_example_registers_lists_and_scores(example: ModuleType) -> None:
    assert "exact-match-example" in gecnb.list_metrics()["name"].tolist()
    row = gecnb.list_metrics().set_index("name").loc["exact-match-example"]
    assert row["options"] == "case=sensitive"
    corpus = _corpus()
    table = gecnb.score(corpus, "exact-match-example")
    assert table.set_index("system")["acc"].to_dict() == pytest.approx({"A": 2 / 3, "B": 0.0})
    loose = gecnb.score(corpus, "exact-match-example", case="insensitive")
    assert loose.set_index("system")["acc"].to_dict() == pytest.approx({"A": 2 / 3, "B": 1 / 3})
    sig = gecnb.Signature.parse(loose.signature[0])
    assert sig["case"] == "insensitive" and sig["nrefs"] == "var" and "gold" in sig
    sentences = gecnb.score_sentences(corpus, "exact-match-example", systems="A")
    assert sentences["acc"].tolist() == [1, 1, 0] and sentences["sentence"].tolist() == [0, 1, 2]
    metric = gecnb.get_metric("exact-match-example")
    stats = metric.statistics(corpus, systems="A")
    assert metric.aggregate()(stats) == pytest.approx(2 / 3)


def test_the_example_validates_its_options(example: ModuleType) -> None:
    with pytest.raises(OptionError, match="case"):
        gecnb.get_metric("exact-match-example", case="upper")
    with pytest.raises(OptionError, match="does not apply"):
        gecnb.get_metric("exact-match-example", beta=0.5)


def test_the_example_is_gone_after_the_test() -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        assert "exact-match-example" not in gecnb.list_metrics()["name"].tolist()
