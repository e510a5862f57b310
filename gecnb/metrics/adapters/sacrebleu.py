"""BLEU and TER through sacrebleu (:mod:`gecnb.metrics.bleu`)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

import pandas as pd

from gecnb.data.corpus import Corpus, ReferenceSet
from gecnb.data.signature import Signature
from gecnb.metrics._common import (
    TOKENS_META,
    Tokens,
    check_tokens,
    references,
    resolve_tokens,
    warn_without_top_ngrams,
)
from gecnb.metrics.aggregate import SumAggregate, mean_aggregate
from gecnb.metrics.base import Metric, Scored, register
from gecnb.metrics.options import MAX_ALIGN_TOKENS, check_choice


@dataclass(frozen=True)
class BleuOptions:
    """Options of ``bleu``."""

    tokens: Tokens | None = field(default=None, metadata=TOKENS_META)
    lowercase: bool = field(default=False, metadata={"help": "lowercase before scoring"})
    smooth: Literal["none", "floor", "add-k", "exp"] = field(
        default="none", metadata={"help": "sacrebleu smoothing (default none)"})

    def __post_init__(self) -> None:
        check_tokens(self.tokens)
        check_choice("smooth", self.smooth, ("none", "floor", "add-k", "exp"))

    def signature(self) -> str:
        return ""


@dataclass(frozen=True)
class TerOptions:
    """Options of ``ter``."""

    tokens: Tokens | None = field(default=None, metadata=TOKENS_META)
    lowercase: bool = field(default=False, metadata={"help": "case-insensitive"})

    def __post_init__(self) -> None:
        check_tokens(self.tokens)

    def signature(self) -> str:
        return ""


class _Sacrebleu(Metric):
    inputs = "hypotheses, references (source only checked)"
    needs_source = False

    def text_language(self, language: str) -> str:
        return "en" if self.config.tokens == "word" else language

    def _sig(self, impl: str, rs: ReferenceSet | None, level: str, note: str = "") -> Signature:
        pairs = [("metric", self.name), *Signature.split(impl)]
        if level == "sentence":
            pairs.append(("level", f"sentence({note})"))
        assert rs is not None
        return Signature.of(*pairs, nrefs=rs.counts)


@register
class BleuMetric(_Sacrebleu):
    name = "bleu"
    score_column = "bleu"
    description = "corpus BLEU (sacrebleu), words or characters"
    levels = ("corpus",)
    rank = 20
    Config = BleuOptions

    def _impl_signature(self, corpus: Corpus | None) -> str:
        from gecnb.metrics.bleu import BleuConfig

        c = self.config
        level: Tokens = c.tokens or ("char" if corpus is not None and corpus.language == "zh" else "word")
        return BleuConfig(tokens=level, lowercase=c.lowercase, smooth=c.smooth).signature()

    def _no_level_hint(self) -> str:
        return "corpus BLEU only; for sentence scores use gleu or ter at level sentence"

    def _bleu_config(self) -> Any:
        from gecnb.metrics.bleu import BleuConfig

        c = self.config
        return BleuConfig(tokens=c.tokens or "word", lowercase=c.lowercase, smooth=c.smooth)

    def _aggregate(self, level: str) -> SumAggregate | None:
        from gecnb.metrics.bleu import BLEU_STATS, bleu_from_sums

        if level != "corpus":
            return None
        cfg = self._bleu_config()  # the unit does not change how counts are summed; smoothing does
        return SumAggregate(columns=BLEU_STATS, score=lambda sums: bleu_from_sums(sums, cfg), name="bleu")

    def _statistics(self, corpus: Corpus, rs: ReferenceSet | None, names: list[str], level: str) -> list[pd.DataFrame]:
        from gecnb.metrics.bleu import bleu_statistics

        c = self.config
        return [bleu_statistics(hypotheses=list(corpus.systems[n].hypotheses), references=references(rs),
                                tokens=resolve_tokens(c.tokens, corpus), lowercase=c.lowercase, smooth=c.smooth)
                for n in names]

    def _score(self, corpus: Corpus, rs: ReferenceSet | None, names: list[str], level: str) -> list[Scored]:
        from gecnb.metrics.bleu import bleu

        c = self.config
        out = []
        for name in names:
            if c.smooth == "none":
                warn_without_top_ngrams(corpus, name, tokens=resolve_tokens(c.tokens, corpus), metric=self.name)
            value, bc = bleu(hypotheses=list(corpus.systems[name].hypotheses), references=references(rs),
                             tokens=resolve_tokens(c.tokens, corpus), lowercase=c.lowercase, smooth=c.smooth)
            out.append(Scored({"bleu": value}, self._sig(bc.signature(), rs, level)))
        return out


@register
class TerMetric(_Sacrebleu):
    name = "ter"
    max_tokens = MAX_ALIGN_TOKENS  # TER's shift search grows faster than the product of lengths
    score_column = "ter"
    higher_is_better = False
    description = "TER (sacrebleu); at level sentence sTER, the mean TER edits per sentence"
    rank = 21
    Config = TerOptions

    def _impl_signature(self, corpus: Corpus | None) -> str:
        from gecnb.metrics.bleu import TerConfig

        c = self.config
        level: Tokens = c.tokens or ("char" if corpus is not None and corpus.language == "zh" else "word")
        return TerConfig(case_sensitive=not c.lowercase, tokens=level).signature()

    def _run(self, corpus: Corpus, rs: ReferenceSet | None, name: str, level: str) -> tuple[float, object, str]:
        from gecnb.metrics.bleu import ster, ter

        c = self.config
        kw = {"hypotheses": list(corpus.systems[name].hypotheses), "references": references(rs),
              "case_sensitive": not c.lowercase, "tokens": resolve_tokens(c.tokens, corpus)}
        if level == "corpus":
            value, tc = ter(**kw)  # type: ignore[arg-type]
            return value, None, tc.signature()
        value, per, tc = ster(**kw)  # type: ignore[arg-type]
        return value, per, tc.signature()

    def _aggregate(self, level: str) -> SumAggregate | None:
        from gecnb.metrics.bleu import TER_STATS, ter_from_sums

        if level == "sentence":
            return mean_aggregate("ter")  # sTER: the mean of the sentences' TER edits
        return SumAggregate(columns=TER_STATS, score=ter_from_sums, name="ter")

    def _statistics(self, corpus: Corpus, rs: ReferenceSet | None, names: list[str], level: str) -> list[pd.DataFrame]:
        from gecnb.metrics.bleu import ter_statistics

        if level == "sentence":
            return super()._statistics(corpus, rs, names, level)
        c = self.config
        return [ter_statistics(hypotheses=list(corpus.systems[n].hypotheses), references=references(rs),
                               tokens=resolve_tokens(c.tokens, corpus), case_sensitive=not c.lowercase) for n in names]

    def _score(self, corpus: Corpus, rs: ReferenceSet | None, names: list[str], level: str) -> list[Scored]:
        out = []
        for name in names:
            value, _per, impl = self._run(corpus, rs, name, level)
            out.append(Scored({"ter": value}, self._sig(impl, rs, level, "sTER: mean TER edits per sentence")))
        return out

    def _sentences(self, corpus: Corpus, rs: ReferenceSet | None, names: list[str]) -> list[tuple[pd.DataFrame, Signature]]:
        out = []
        for name in names:
            _value, per, impl = self._run(corpus, rs, name, "sentence")
            out.append((pd.DataFrame({"ter": per}),
                        self._sig(impl, rs, "sentence", "sTER: TER edits of the sentence")))
        return out
