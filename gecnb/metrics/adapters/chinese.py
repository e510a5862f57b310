"""Sentence accuracy and meaning preservation (MP, MP'), the Chinese baselines of
:mod:`gecnb.metrics.chinese` (any language: both compare characters, whitespace removed)."""

from __future__ import annotations

from dataclasses import dataclass, field

import pandas as pd

from gecnb.data.corpus import Corpus, ReferenceSet
from gecnb.data.signature import Signature
from gecnb.metrics.adapters._common import references
from gecnb.metrics.aggregate import SumAggregate, mean_aggregate
from gecnb.metrics.base import Metric, NoOptions, Scored, register
from gecnb.metrics.chinese import T_DEFAULT, meaning_preservation, mp_average, sentence_accuracy
from gecnb.metrics.options import MAX_ALIGN_TOKENS, check_number


@register
class SentenceAccuracy(Metric):
    name = "sentence-acc"
    score_column = "acc"
    description = "sentence accuracy: share of hypotheses equal to one of their references (whitespace removed)"
    inputs = "hypotheses, references (source only checked)"
    needs_source = False
    rank = 40
    Config = NoOptions

    def _sig(self, rs: ReferenceSet | None, level: str) -> Signature:
        pairs: list[tuple[str, object]] = [("metric", self.name), ("impl", "acc"),
                                           ("match", "exact-match-any-ref(ws-removed)"), ("agg", "mean-of-sentences")]
        if level == "sentence":
            pairs.append(("level", "sentence(mean of sentences, as the corpus score)"))
        assert rs is not None
        return Signature.of(*pairs, nrefs=rs.counts)

    def _signature(self, corpus: Corpus | None, rs: ReferenceSet | None, system: str | None, level: str,
                   edits: str = "none") -> Signature:
        return self._sig(rs, level) if rs is not None or self.name == "mp" else super()._signature(
            corpus, rs, system, level, edits)

    def _run(self, corpus: Corpus, rs: ReferenceSet | None, name: str) -> tuple[float, object]:
        return sentence_accuracy(hypotheses=list(corpus.systems[name].hypotheses), references=references(rs))

    def _score(self, corpus: Corpus, rs: ReferenceSet | None, names: list[str], level: str) -> list[Scored]:
        return [Scored({"acc": self._run(corpus, rs, n)[0]}, self._sig(rs, level)) for n in names]

    def _aggregate(self, level: str) -> SumAggregate | None:
        return mean_aggregate("acc")

    def _sentences(self, corpus: Corpus, rs: ReferenceSet | None, names: list[str]) -> list[tuple[pd.DataFrame, Signature]]:
        return [(pd.DataFrame({"acc": self._run(corpus, rs, n)[1]}).astype(float), self._sig(rs, "sentence"))
                for n in names]


@dataclass(frozen=True)
class MpOptions:
    """Options of ``mp``."""

    t: float = field(default=T_DEFAULT, metadata={"cli": "mp-t", "help": f"the weight t, in (0, 1) (default {T_DEFAULT})"})

    def __post_init__(self) -> None:
        check_number("t", self.t, low=0, high=1, low_open=True, high_open=True)

    def signature(self) -> str:
        return ""


@register
class MeaningPreservation(Metric):
    name = "mp"
    max_tokens = MAX_ALIGN_TOKENS  # an alignment/lattice per sentence: see Metric.max_tokens
    score_column = "mp"
    description = ("meaning preservation: MP (mean of sentence LCS F-measures against the source); with "
                   "references also MP' = |MP - MP_average| and MP_average")
    inputs = "source, hypotheses, references optional"
    needs_references = False
    rank = 41
    Config = MpOptions

    def _sig(self, rs: ReferenceSet | None, level: str) -> Signature:
        pairs: list[tuple[str, object]] = [("metric", self.name), ("impl", "mp"), ("units", "char(ws-removed)"),
                                           ("matched", "lcs"), ("t", f"{self.config.t:g}"),
                                           ("agg", "mean-of-sentences")]
        if rs is not None:
            pairs.append(("mp'", "abs(MP-MP_avg),MP_avg:all-ref-source-pairs"))
        if level == "sentence":
            pairs.append(("level", "sentence(mean of sentences, as the corpus score)"))
        return Signature.of(*pairs, nrefs=rs.counts if rs is not None else 0)

    def _signature(self, corpus: Corpus | None, rs: ReferenceSet | None, system: str | None, level: str,
                   edits: str = "none") -> Signature:
        return self._sig(rs, level) if rs is not None or self.name == "mp" else super()._signature(
            corpus, rs, system, level, edits)

    def _score(self, corpus: Corpus, rs: ReferenceSet | None, names: list[str], level: str) -> list[Scored]:
        t = self.config.t
        avg = None if rs is None else mp_average(sources=list(corpus.sources), references=references(rs), t=t)
        out = []
        for name in names:
            mp, _vals = meaning_preservation(hypotheses=list(corpus.systems[name].hypotheses),
                                             sources=list(corpus.sources), t=t)
            values: dict[str, object] = {"mp": mp}
            if avg is not None:
                values.update(mp_prime=abs(mp - avg), mp_average=avg)
            out.append(Scored(values, self._sig(rs, level)))
        return out

    def _aggregate(self, level: str) -> SumAggregate | None:
        return mean_aggregate("mp")  # MP; MP' = |MP - MP_average| is not resampled (MP_average is fixed)

    def _sentences(self, corpus: Corpus, rs: ReferenceSet | None, names: list[str]) -> list[tuple[pd.DataFrame, Signature]]:
        out = []
        for name in names:
            _mp, vals = meaning_preservation(hypotheses=list(corpus.systems[name].hypotheses),
                                             sources=list(corpus.sources), t=self.config.t)
            out.append((pd.DataFrame({"mp": vals}), self._sig(None, "sentence")))
        return out
