"""GLEU: the official script (``gleu``), Sakaguchi et al. 2016 (``gleu-sakaguchi``) and the
multi-reference framework (``gleu-multiref``), through :mod:`gecnb.metrics.gleu`."""

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
from gecnb.metrics.gleu import (
    AGGREGATIONS,
    GleuResult,
    gleu_multiref,
    gleu_official,
    gleu_sakaguchi,
    iteration_columns,
    sampled_score,
    sampled_statistics,
)
from gecnb.metrics.options import MAX_ITERATIONS, OptionError, check_choice, check_number

_ITER_HELP = f"sampling iterations (default 500; at most {MAX_ITERATIONS})"


def _check_iterations(iterations: int | None) -> None:
    if iterations is not None:
        check_number("iterations", iterations, low=1, high=MAX_ITERATIONS, integer=True)


@dataclass(frozen=True)
class GleuOptions:
    """Options of ``gleu`` (the official script, 2017 version unless ``brevity_penalty``)."""

    iterations: int | None = field(default=None, metadata={"help": _ITER_HELP})
    tokens: Tokens | None = field(default=None, metadata=TOKENS_META)
    brevity_penalty: Literal["2017", "2016-inverted"] = field(
        default="2017", metadata={"help": "the script's 2017 penalty (default) or its 2016 inverted one"})

    def __post_init__(self) -> None:
        _check_iterations(self.iterations)
        check_tokens(self.tokens)
        check_choice("brevity_penalty", self.brevity_penalty, ("2017", "2016-inverted"))

    def signature(self) -> str:
        return ""


@dataclass(frozen=True)
class GleuSakaguchiOptions:
    """Options of ``gleu-sakaguchi``."""

    iterations: int | None = field(default=None, metadata={"help": _ITER_HELP})
    tokens: Tokens | None = field(default=None, metadata=TOKENS_META)

    def __post_init__(self) -> None:
        _check_iterations(self.iterations)
        check_tokens(self.tokens)

    def signature(self) -> str:
        return ""


@dataclass(frozen=True)
class GleuMultirefOptions:
    """Options of ``gleu-multiref``."""

    aggregation: Literal["select-best", "simple-avg", "weighted-avg", "merged"] = field(
        default="merged", metadata={"help": "reference aggregation (default merged)"})
    tau: float | None = field(default=None, metadata={"help": "weighted-avg temperature (default 1)"})
    tokens: Tokens | None = field(default=None, metadata=TOKENS_META)
    merged_length: Literal["shortest", "closest", "average"] | None = field(
        default=None, metadata={"help": "merged: reference length of the brevity penalty (default shortest)"})
    smoothing: Literal["none", "official"] = field(default="none", metadata={"help": "default none"})

    def __post_init__(self) -> None:
        check_choice("aggregation", self.aggregation, AGGREGATIONS)
        if self.tau is not None:
            if self.aggregation != "weighted-avg":
                raise OptionError("`tau` applies only to `aggregation` weighted-avg")
            check_number("tau", self.tau, low=0, low_open=True)
        if self.merged_length is not None:
            if self.aggregation != "merged":
                raise OptionError("`merged_length` applies only to `aggregation` merged (the default)")
            check_choice("merged_length", self.merged_length, ("shortest", "closest", "average"))
        check_tokens(self.tokens)
        check_choice("smoothing", self.smoothing, ("none", "official"))

    def signature(self) -> str:
        return ""


class _Gleu(Metric):
    score_column = "gleu"
    inputs = "source, hypotheses, references"
    languages = ("en", "zh")

    def text_language(self, language: str) -> str:
        return "en" if self.config.tokens == "word" else language

    def _result(self, corpus: Corpus, rs: ReferenceSet | None, name: str) -> GleuResult:
        raise NotImplementedError

    def _impl_signature(self, corpus: Corpus | None) -> str:
        dummy = Corpus("signature", ("a",), corpus.language if corpus is not None else "en")
        dummy.add_references("r", [["a"]])
        dummy.add_system("s", ["a"])
        return str(self._result(dummy, dummy.references("r"), "s").config.signature())

    def _sig(self, res: GleuResult, rs: ReferenceSet | None, level: str) -> Signature:
        pairs = [("metric", self.name), *Signature.split(res.config.signature())]
        if level == "sentence":
            pairs.append(("level", f"sentence({self._sentence_note()})"))
        assert rs is not None
        return Signature.of(*pairs, nrefs=rs.counts)

    def _score(self, corpus: Corpus, rs: ReferenceSet | None, names: list[str], level: str) -> list[Scored]:
        if level == "sentence" and getattr(self.config, "iterations", None) is not None:
            raise OptionError("`iterations` does not change `level` sentence (the sentence scores average every "
                              "reference, no sampling)")
        out = []
        for name in names:
            if getattr(self.config, "smoothing", "none") == "none":
                warn_without_top_ngrams(corpus, name, tokens=resolve_tokens(self.config.tokens, corpus), metric=self.name)
            res = self._result(corpus, rs, name)
            values: dict[str, object]
            if level == "sentence":
                values = {"gleu": float(res.sentences["gleu"].mean()) if len(res.sentences) else 0.0}
            else:
                values = self._corpus_values(res)
            out.append(Scored(values, self._sig(res, rs, level)))
        return out

    def _corpus_values(self, res: GleuResult) -> dict[str, object]:
        return {"gleu": res.score, "gleu_std": res.std, "ci95_low": res.ci95[0], "ci95_high": res.ci95[1]}

    def _sentences(self, corpus: Corpus, rs: ReferenceSet | None, names: list[str]) -> list[tuple[pd.DataFrame, Signature]]:
        out = []
        for name in names:
            res = self._result(corpus, rs, name)
            cols = [c for c in ("n_refs", "gleu", "gleu_std") if c in res.sentences.columns]
            out.append((res.sentences[cols], self._sig(res, rs, "sentence")))
        return out

    def _sentence_note(self) -> str:
        return "mean of the -d sentence scores"

    def _aggregate(self, level: str) -> SumAggregate | None:
        if level == "sentence":
            return mean_aggregate("gleu")
        iterations = self.config.iterations or 500
        bp: Any = getattr(self.config, "brevity_penalty", "2017")
        return SumAggregate(columns=iteration_columns(iterations), name="gleu",
                            score=lambda sums: sampled_score(sums, iterations, bp))

    def _statistics(self, corpus: Corpus, rs: ReferenceSet | None, names: list[str], level: str) -> list[pd.DataFrame]:
        if level == "sentence":
            return super()._statistics(corpus, rs, names, level)
        out = []
        for name in names:
            res = self._result(corpus, rs, name)
            out.append(sampled_statistics(res.stats, res.sentences["n_refs"].to_numpy(), self.config.iterations or 500))
        return out


def _tok(tokens: str | None, corpus: Corpus) -> Tokens:
    return resolve_tokens(tokens, corpus)


@register
class GleuMetric(_Gleu):
    name = "gleu"
    description = "GLEU, the official script (Napoles et al. 2015, 2016 update; sampled references)"
    rank = 10
    Config = GleuOptions

    def _result(self, corpus: Corpus, rs: ReferenceSet | None, name: str) -> GleuResult:
        c = self.config
        return gleu_official(sources=list(corpus.sources), hypotheses=list(corpus.systems[name].hypotheses),
                             references=references(rs), iterations=c.iterations or 500,
                             tokens=_tok(c.tokens, corpus), brevity_penalty=c.brevity_penalty)


@register
class GleuSakaguchiMetric(_Gleu):
    name = "gleu-sakaguchi"
    description = "GLEU as Sakaguchi et al. (2016) defined it (sampled references)"
    rank = 11
    Config = GleuSakaguchiOptions

    def _result(self, corpus: Corpus, rs: ReferenceSet | None, name: str) -> GleuResult:
        c = self.config
        return gleu_sakaguchi(sources=list(corpus.sources), hypotheses=list(corpus.systems[name].hypotheses),
                              references=references(rs), iterations=c.iterations or 500,
                              tokens=_tok(c.tokens, corpus))


@register
class GleuMultirefMetric(_Gleu):
    name = "gleu-multiref"
    description = "GLEU in the multi-reference framework (reference aggregation; a mean of sentence scores)"
    rank = 12
    Config = GleuMultirefOptions

    def _result(self, corpus: Corpus, rs: ReferenceSet | None, name: str) -> GleuResult:
        c = self.config
        return gleu_multiref(sources=list(corpus.sources), hypotheses=list(corpus.systems[name].hypotheses),
                             references=references(rs), aggregation=c.aggregation,
                             tau=1.0 if c.tau is None else c.tau, tokens=_tok(c.tokens, corpus),
                             merged_length=c.merged_length or "shortest", smoothing=c.smoothing)

    def _corpus_values(self, res: GleuResult) -> dict[str, object]:
        return {"gleu": res.score}

    def _aggregate(self, level: str) -> SumAggregate | None:
        return mean_aggregate("gleu")  # the corpus score is the mean of the sentence scores

    def _statistics(self, corpus: Corpus, rs: ReferenceSet | None, names: list[str], level: str) -> list[pd.DataFrame]:
        return [df for df, _sig in self._sentences(corpus, rs, names)]

    def _sentence_note(self) -> str:
        return "mean of sentence scores, as the corpus score"
