"""CLEME2.0 (``cleme2``), :func:`gecnb.metrics.cleme2.cleme2_scores`: disentangled Hit / Wrong / Under / Over
and the comprehensive Score, dependent or independent, corpus or sentence level, with the paper's factor
presets or any factors, and any edit weighting (``none``, ``length``, ``similarity``, ``llm``)."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import partial
from typing import Any, Literal

import pandas as pd

from gecnb.data.corpus import Corpus, ReferenceSet
from gecnb.data.signature import Signature
from gecnb.metrics._common import EDITS, EDITS_HELP, edit_source, edits_label
from gecnb.metrics.aggregate import Aggregate, ChoiceAggregate, mean_aggregate
from gecnb.metrics.base import Metric, Scored, register
from gecnb.metrics.options import MAX_ALIGN_TOKENS, OptionError, check_choice

COLUMNS = ("tp", "fp", "fp_ne", "fp_un", "fn", "tn", "w_tp", "w_fp", "w_fp_ne", "w_fp_un", "w_fn",
           "hit", "wrong", "under", "over", "score")
"""The values of ``cleme2``: the numbers of chunks (``tp`` .. ``tn``) and their weighted sums (``w_tp`` ..
``w_fn``, equal to the counts when unweighted): counts in ``tp``, weighted sums in ``w_tp``, everywhere."""


def parse_factors(text: str | None) -> str | tuple[float, ...] | None:
    """``corpus`` / ``sentence`` (a preset), ``a,b,c,d`` (hit, wrong, under, over), or None."""
    if text is None or text in ("corpus", "sentence"):
        return text
    try:
        return tuple(float(x) for x in str(text).split(","))
    except ValueError:
        raise OptionError(f"`factors` must be a preset (corpus, sentence) or four numbers a,b,c,d; got {text!r}") from None


@dataclass(frozen=True)
class Cleme2Options:
    """Options of ``cleme2``."""

    assumption: Literal["dependent", "independent"] = field(
        default="dependent", metadata={"help": "dependent (default) or independent references"})
    factors: str | None = field(default=None, metadata={
        "help": "hit,wrong,under,over factors, each in (0,1), summing to 1; or a preset: corpus (0.45,0.35,0.15,0.05), "
                "sentence (0.35,0.25,0.20,0.20); default the level's preset"})
    weighting: Literal["none", "length", "similarity", "llm"] = field(
        default="none", metadata={"help": "edit weighting (default none)"})
    bert_model: str | None = field(default=None, metadata={
        "help": "similarity weighting: a BERT model name or path (default: the search order in the README)"})
    bert_layer: int | None = field(default=None, metadata={"help": "similarity weighting: the layer (default the model's)"})
    llm_model: str | None = field(default=None, metadata={"help": "llm weighting: a local causal LM (name or path)"})
    edits: Literal["auto", "extract", "given", "mixed"] = field(default="auto", metadata={"help": EDITS_HELP})
    spacy_model: str | None = field(default=None, metadata={"help": "spaCy pipeline for ERRANT"})
    cache: bool = field(default=True, metadata={"help": "use the on-disk edit cache"})

    def __post_init__(self) -> None:
        from gecnb.metrics.cleme2 import Cleme2Config

        check_choice("assumption", self.assumption, ("dependent", "independent"))
        check_choice("weighting", self.weighting, ("none", "length", "similarity", "llm"))
        check_choice("edits", self.edits, EDITS)
        if self.bert_layer is not None and (isinstance(self.bert_layer, bool) or self.bert_layer < 1):
            raise OptionError(f"`bert_layer` must be a positive layer number; got {self.bert_layer!r}")
        if (self.bert_model is not None or self.bert_layer is not None) and self.weighting != "similarity":
            raise OptionError("`bert_model` and `bert_layer` apply to `weighting` similarity only")
        if self.llm_model is not None and self.weighting != "llm":
            raise OptionError("`llm_model` applies to `weighting` llm only")
        try:
            Cleme2Config(assumption=self.assumption, factors=parse_factors(self.factors))  # type: ignore[arg-type]
        except OptionError:
            raise
        except ValueError as err:
            raise OptionError(f"`factors`: {err}") from None

    def config(self, level: str) -> Any:
        from gecnb.metrics.cleme2 import Cleme2Config

        return Cleme2Config(assumption=self.assumption, level=level, factors=parse_factors(self.factors))  # type: ignore[arg-type]

    def weigher(self) -> Any:
        if self.weighting == "none":
            return None
        from gecnb.metrics.weighting import get_weigher

        opts: dict[str, Any] = {}
        if self.weighting == "similarity":
            opts = {k: v for k, v in (("model", self.bert_model), ("layer", self.bert_layer)) if v is not None}
        elif self.weighting == "llm" and self.llm_model is not None:
            opts = {"model": self.llm_model}
        return get_weigher(self.weighting, **opts)

    def signature(self) -> str:
        return self.config("corpus").signature()


@register
class Cleme2Metric(Metric):
    name = "cleme2"
    max_tokens = MAX_ALIGN_TOKENS  # an alignment/lattice per sentence: see Metric.max_tokens
    score_column = "score"
    description = ("CLEME2.0 (Ye et al.): disentangled Hit / Wrong / Under / Over and the comprehensive Score "
                   "(TP / FP_ne / FP_un / FN / TN chunk counts; weighted sums under a weighting)")
    inputs = "source (or M2), hypotheses (text or M2), references (text or M2)"
    rank = 1
    Config = Cleme2Options
    gold_from = "edits"

    def _prepared(self, corpus: Corpus, rs: ReferenceSet | None, names: list[str]) -> Any:
        from gecnb.metrics.api import prepare

        assert rs is not None
        c = self.config
        extractor = None
        if corpus.language == "en" and (c.spacy_model is not None or not c.cache) and c.edits != "given":
            from gecnb.edits.errant_backend import ErrantExtractor

            extractor = ErrantExtractor(model=c.spacy_model, cache=c.cache)
        return prepare(corpus, reference_set=rs.name, systems=names, edits=c.edits, extractor=extractor)

    def _sig(self, level: str, rs: ReferenceSet | None, how: str, weigher: Any) -> Signature:
        cfg = self.config.config(level)
        pairs: list[tuple[str, object]] = [("metric", self.name), *Signature.split(cfg.signature())]
        pairs.append(("weighting", "none" if weigher is None else weigher.signature()))
        return Signature.of(*pairs, nrefs="?" if rs is None else rs.counts, edits=edits_label(how))

    def _signature(self, corpus: Corpus | None, rs: ReferenceSet | None, system: str | None, level: str,
                   edits: str = "none") -> Signature:
        return self._sig(level, rs, edits, self.config.weigher())

    def _edit_source(self, corpus: Corpus, rs: ReferenceSet | None) -> str:
        return edit_source(corpus, rs, model=self.config.spacy_model, cache=self.config.cache, edits=self.config.edits)

    def _score(self, corpus: Corpus, rs: ReferenceSet | None, names: list[str], level: str) -> list[Scored]:
        from gecnb.metrics.cleme2 import cleme2_scores

        prepared = self._prepared(corpus, rs, names)
        weigher = self.config.weigher()
        df = cleme2_scores(prepared, variants=self.config.config(level), weigher=weigher)
        sig = self._sig(level, rs, prepared.edit_signature, weigher)
        out = []
        for row in df.to_dict("records"):
            out.append(Scored({c: row[c] for c in COLUMNS}, sig))
        return out

    def _aggregate(self, level: str) -> Aggregate | None:
        if level == "sentence":
            return mean_aggregate("score")
        from gecnb.metrics.cleme2 import resample_corpus_scores

        factors = self.config.config("corpus").factor_values
        return ChoiceAggregate(columns=("w_tp", "w_fp", "w_fp_ne", "w_fp_un", "w_fn", "tn"),
                               resample=partial(resample_corpus_scores, factors=factors), name="score")

    def _statistics(self, corpus: Corpus, rs: ReferenceSet | None, names: list[str], level: str) -> list[pd.DataFrame]:
        if level == "sentence":
            return super()._statistics(corpus, rs, names, level)
        from gecnb.metrics.cleme2 import cleme2_statistics

        prepared = self._prepared(corpus, rs, names)
        df = cleme2_statistics(prepared, variant=self.config.config("corpus"), weigher=self.config.weigher())
        return [df[df["system"] == n].drop(columns=["system"]).reset_index(drop=True) for n in names]

    def _sentences(self, corpus: Corpus, rs: ReferenceSet | None, names: list[str]) -> list[tuple[pd.DataFrame, Signature]]:
        from gecnb.metrics.cleme2 import cleme2_sentences

        prepared = self._prepared(corpus, rs, names)
        weigher = self.config.weigher()
        df = cleme2_sentences(prepared, variants=self.config.config("sentence"), weigher=weigher)
        sig = self._sig("sentence", rs, prepared.edit_signature, weigher)
        return [(df[df["system"] == n].drop(columns=["system", "metric"]), sig) for n in names]
