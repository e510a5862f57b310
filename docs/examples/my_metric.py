"""An example metric: the share of sentences whose hypothesis equals one of their references.

This file is the whole of "adding a metric" (docs/metric-protocol.md includes it verbatim, and
tests/test_metric_example.py registers and scores it). In gecnb it would be one new module
``gecnb/metrics/exact_match.py``: importing :mod:`gecnb.metrics` imports it, which registers it; the
command line (``gecnb score --metric exact-match --case insensitive``), ``gecnb.list_metrics()``,
``gecnb.score``, ``gecnb.score_sentences`` and the bootstrap of :mod:`gecnb.meta.significance` need no edit.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

import pandas as pd

from gecnb.data.corpus import Corpus, ReferenceSet
from gecnb.data.signature import Signature, SignaturePairs, signature_pairs
from gecnb.metrics.aggregate import SumAggregate, mean_aggregate
from gecnb.metrics.base import Metric, Scored, register
from gecnb.metrics.options import check_choice


@dataclass(frozen=True)
class ExactMatchConfig:
    """The one config: its fields are the options (API and command line), validated once here."""

    case: Literal["sensitive", "insensitive"] = field(
        default="sensitive", metadata={"help": "compare case-sensitively (default) or not"})

    def __post_init__(self) -> None:
        check_choice("case", self.case, ("sensitive", "insensitive"))  # an OptionError naming the option

    def signature(self) -> SignaturePairs:
        """Everything that changes the numbers, as key-value pairs (two different numbers never share a
        signature); the metric protocol adds the metric's name, the level, the gold, nrefs, edits and version."""
        return signature_pairs(("impl", "exact-match-example"), ("case", self.case))


def exact_matches(hypotheses: list[str], references: list[list[str]], *, config: ExactMatchConfig) -> list[int]:
    """The computation: 1 for a sentence whose hypothesis equals one of its references, else 0."""
    def norm(text: str) -> str:
        text = " ".join(text.split())
        return text.lower() if config.case == "insensitive" else text

    return [int(norm(h) in {norm(r) for r in refs}) for h, refs in zip(hypotheses, references, strict=True)]


@register
class ExactMatchMetric(Metric):
    """The registered protocol class: what it is, its config, and how it scores a corpus."""

    name = "exact-match-example"
    description = "share of sentences whose hypothesis equals one of the references (an example metric)"
    inputs = "hypotheses, references"
    needs_source = False
    score_column = "acc"
    rank = 900
    Config = ExactMatchConfig

    def _matches(self, corpus: Corpus, rs: ReferenceSet | None, name: str) -> pd.DataFrame:
        assert rs is not None  # the protocol checked that the corpus has references
        hits = exact_matches(list(corpus.systems[name].hypotheses), [list(r) for r in rs.references],
                             config=self.config)
        return pd.DataFrame({"acc": hits})

    def _sig(self, rs: ReferenceSet | None, level: str) -> Signature:
        return self._signature(None, rs, None, level)  # metric, config signature, level, nrefs, edits

    def _score(self, corpus: Corpus, rs: ReferenceSet | None, names: list[str], level: str) -> list[Scored]:
        return [Scored({"acc": float(self._matches(corpus, rs, n)["acc"].mean())}, self._sig(rs, level)) for n in names]

    def _sentences(self, corpus: Corpus, rs: ReferenceSet | None, names: list[str]) -> list[tuple[pd.DataFrame, Signature]]:
        return [(self._matches(corpus, rs, n), self._sig(rs, "sentence")) for n in names]

    def _aggregate(self, level: str) -> SumAggregate | None:
        return mean_aggregate("acc")  # the score is the mean of the sentence rows: it can be bootstrapped
