"""CLEME (``cleme``), :func:`gecnb.metrics.api.cleme_scores`: the options are :class:`ClemeConfig`'s
(its ``level`` is the protocol's ``level``) plus where the edits come from (``edits``) and the
extractor's (``spacy_model``, ``cache``)."""

from __future__ import annotations

import dataclasses
from typing import Any, Literal

import pandas as pd

from gecnb.data.corpus import Corpus, ReferenceSet
from gecnb.data.signature import Signature
from gecnb.metrics._common import EDITS, EDITS_HELP, edits_label
from gecnb.metrics.aggregate import SumAggregate, f_score_aggregate, mean_aggregate
from gecnb.metrics.base import Metric, Scored, register, type_hints
from gecnb.metrics.cleme import ClemeConfig
from gecnb.metrics.options import MAX_ALIGN_TOKENS, OptionError, check_choice

_HELP = {
    "assumption": "dependent (default) or independent references",
    "weighting": "chunk weighting: none, length (default), similarity, llm (a weigher object or callable: API only)",
    "select_by": "reference choice (default f)",
    "beta": "F_beta (default 0.5)",
}
_EXTRA = ("edits", "spacy_model", "cache", "bert_model", "bert_layer", "llm_model")
WEIGHTINGS = ("none", "length", "similarity", "llm")


def _weigher(options: Any) -> Any:
    """The ``weighting`` of ClemeConfig: a name, or the similarity / LLM weigher built from the model options."""
    w = options.weighting
    if w not in ("similarity", "llm") or not isinstance(w, str):
        return w
    from gecnb.metrics.weighting import get_weigher

    if w == "similarity":
        opts = {k: v for k, v in (("model", options.bert_model), ("layer", options.bert_layer)) if v is not None}
    else:
        opts = {} if options.llm_model is None else {"model": options.llm_model}
    return get_weigher(w, **opts)


def _cleme_kwargs(options: Any) -> dict[str, Any]:
    kw = {f.name: getattr(options, f.name) for f in dataclasses.fields(options) if f.name not in _EXTRA}
    kw["weighting"] = _weigher(options)
    return kw


def _post_init(self: Any) -> None:
    check_choice("edits", self.edits, EDITS)
    if isinstance(self.weighting, str):
        check_choice("weighting", self.weighting, WEIGHTINGS)
    if (self.bert_model is not None or self.bert_layer is not None) and self.weighting != "similarity":
        raise OptionError("`bert_model` and `bert_layer` apply to `weighting` similarity only")
    if self.llm_model is not None and self.weighting != "llm":
        raise OptionError("`llm_model` applies to `weighting` llm only")
    try:
        ClemeConfig(**_cleme_kwargs(self))
    except OptionError:
        raise
    except (ValueError, TypeError) as err:
        raise OptionError(str(err)) from None


def _signature(self: Any) -> str:
    return ClemeConfig(**_cleme_kwargs(self)).signature()


def _options_type() -> type:
    """ClemeConfig's fields without ``level``, then ``edits``, ``spacy_model`` and ``cache``: a new
    ClemeConfig option is a CLEME option here (and on the command line) without an edit."""
    hints = type_hints(ClemeConfig)
    spec: list[tuple[str, Any, Any]] = []
    for f in dataclasses.fields(ClemeConfig):
        if f.name == "level" or not f.init:
            continue
        meta = {**f.metadata, "help": f.metadata.get("help", _HELP.get(f.name, ""))}
        if f.default is not dataclasses.MISSING:
            fld = dataclasses.field(default=f.default, metadata=meta)
        elif f.default_factory is not dataclasses.MISSING:
            fld = dataclasses.field(default_factory=f.default_factory, metadata=meta)
        else:
            continue
        hint = Literal["none", "length", "similarity", "llm"] if f.name == "weighting" else hints[f.name]
        spec.append((f.name, hint, fld))
    spec += [
        ("edits", Literal["auto", "extract", "given", "mixed"], dataclasses.field(
            default="auto", metadata={"help": EDITS_HELP})),
        ("spacy_model", str | None, dataclasses.field(
            default=None, metadata={"help": "spaCy pipeline for ERRANT (see README for the search order)"})),
        ("cache", bool, dataclasses.field(default=True, metadata={"help": "use the on-disk edit cache"})),
        ("bert_model", str | None, dataclasses.field(default=None, metadata={
            "help": "similarity weighting: a BERT model name or path (default: the search order in the README)"})),
        ("bert_layer", int | None, dataclasses.field(
            default=None, metadata={"help": "similarity weighting: the layer (default the model's)"})),
        ("llm_model", str | None, dataclasses.field(
            default=None, metadata={"help": "llm weighting: a local causal LM (name or path)"})),
    ]
    cls = dataclasses.make_dataclass("ClemeOptions", spec, frozen=True,
                                     namespace={"__post_init__": _post_init, "signature": _signature,
                                                "__module__": __name__})
    cls.__doc__ = "Options of ``cleme``: ClemeConfig's (without level), edits, spacy_model, cache."
    return cls


ClemeOptions = _options_type()


@register
class ClemeMetric(Metric):
    name = "cleme"
    max_tokens = MAX_ALIGN_TOKENS  # an alignment/lattice per sentence: see Metric.max_tokens
    description = ("CLEME (Ye et al. 2023): chunk-level TP/FP/FN/TN, P, R, F_beta, Acc; at level sentence "
                   "SentCLEME (means of sentence scores)")
    inputs = "source (or M2), hypotheses (text or M2), references (text or M2)"
    rank = 0
    Config = ClemeOptions
    gold_from = "edits"

    def _cleme_config(self, level: str) -> ClemeConfig:
        return ClemeConfig(**_cleme_kwargs(self.config), level=level)  # type: ignore[arg-type]

    def _prepared(self, corpus: Corpus, rs: ReferenceSet | None, names: list[str], cfg: ClemeConfig) -> Any:
        from gecnb.metrics.api import prepare

        assert rs is not None
        c = self.config
        extractor = None
        if corpus.language == "en" and (c.spacy_model is not None or not c.cache) and c.edits != "given":
            from gecnb.edits.errant_backend import ErrantExtractor

            extractor = ErrantExtractor(model=c.spacy_model, cache=c.cache)
        return prepare(corpus, reference_set=rs.name, systems=names, edits=c.edits, extractor=extractor,
                       drop_empty_references=cfg.drop_empty_references,
                       drop_unchanged_references=cfg.drop_unchanged_references)

    def _sig(self, cfg: ClemeConfig, rs: ReferenceSet | None, how: str) -> Signature:
        pairs: list[tuple[str, object]] = [("metric", self.name), *Signature.split(cfg.signature())]
        if cfg.level == "sentence":
            pairs.append(("level", "sentence(SentCLEME: means of sentence scores)"))
        assert rs is not None
        return Signature.of(*pairs, nrefs=rs.counts, edits=edits_label(how))

    def _edit_source(self, corpus: Corpus, rs: ReferenceSet | None) -> str:
        from gecnb.metrics._common import edit_source

        return edit_source(corpus, rs, model=self.config.spacy_model, cache=self.config.cache, edits=self.config.edits)

    def _score(self, corpus: Corpus, rs: ReferenceSet | None, names: list[str], level: str) -> list[Scored]:
        from gecnb.metrics.api import chunk_stats_with_progress
        from gecnb.metrics.cleme import score_many

        cfg = self._cleme_config(level)
        prepared = self._prepared(corpus, rs, names, cfg)
        results = score_many(chunk_stats_with_progress(prepared, names, [cfg]))
        sig = self._sig(cfg, rs, prepared.edit_signature)
        out = []
        for res in results:  # one rule: counts in tp .. tn, weighted sums in w_tp .. w_fn
            n = res.chunk_counts
            values = {"tp": n["tp"], "fp": n["fp"], "fn": n["fn"], "tn": n["tn"],
                      "w_tp": res.tp, "w_fp": res.fp, "w_fn": res.fn,
                      "p": res.p, "r": res.r, "f": res.f, "acc": res.acc}
            out.append(Scored(values, sig))
        return out

    def _aggregate(self, level: str) -> SumAggregate | None:
        if level == "sentence":
            return mean_aggregate("f")
        return f_score_aggregate(self.config.beta, tp="TP", fp="FP", fn="FN")

    def _statistics(self, corpus: Corpus, rs: ReferenceSet | None, names: list[str], level: str) -> list[pd.DataFrame]:
        from gecnb.metrics.cleme import score_many

        if level == "sentence":
            return super()._statistics(corpus, rs, names, level)
        cfg = self._cleme_config("corpus")
        prepared = self._prepared(corpus, rs, names, cfg)
        view = prepared.with_references_dropped(empty=cfg.drop_empty_references,
                                                unchanged=cfg.drop_unchanged_references)
        return [res.sentences for res in score_many([(view.stats(n), cfg) for n in names])]

    def _sentences(self, corpus: Corpus, rs: ReferenceSet | None, names: list[str]) -> list[tuple[pd.DataFrame, Signature]]:
        from gecnb.metrics.cleme import score_many

        cfg = self._cleme_config("sentence")
        prepared = self._prepared(corpus, rs, names, cfg)
        view = prepared.with_references_dropped(empty=cfg.drop_empty_references,
                                                unchanged=cfg.drop_unchanged_references)
        results = score_many([(view.stats(n), cfg) for n in names])
        sig = self._sig(cfg, rs, prepared.edit_signature)
        return [(res.sentences, sig) for res in results]
