"""ERRANT's errant_compare (``errant``), :mod:`gecnb.metrics.errant_compare`: edits read from M2 where the
input gives them, extracted otherwise (ERRANT for English, the ChERRANT-compatible aligner for Chinese)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

import pandas as pd

from gecnb.data.corpus import Corpus, ReferenceSet
from gecnb.data.edit import Edit
from gecnb.data.signature import Signature
from gecnb.metrics.adapters._common import edits_label
from gecnb.metrics.aggregate import SumAggregate, f_score_aggregate, mean_aggregate
from gecnb.metrics.base import Metric, Scored, register
from gecnb.metrics.errant_compare import ErrantConfig, errant_corpus, errant_sentence_scores, errant_sentences
from gecnb.metrics.options import OptionError, check_choice, check_number


@dataclass(frozen=True)
class ErrantOptions:
    """Options of ``errant``: errant_compare's (``beta``, ``mode``) and the extractor's."""

    beta: float = field(default=0.5, metadata={"help": "F_beta (default 0.5)"})
    mode: Literal["cs", "cse", "ds", "dt"] = field(
        default="cs", metadata={"cli": "errant-mode", "help": "errant_compare mode (default cs: span-based correction)"})
    spacy_model: str | None = field(default=None, metadata={"help": "spaCy pipeline for ERRANT (see README)"})
    cache: bool = field(default=True, metadata={"help": "use the on-disk edit cache"})

    def __post_init__(self) -> None:
        check_number("beta", self.beta, low=0, low_open=True)
        check_choice("mode", self.mode, ("cs", "cse", "ds", "dt"))

    @property
    def compare(self) -> ErrantConfig:
        return ErrantConfig(beta=self.beta, mode=self.mode)

    def signature(self) -> str:
        return self.compare.signature()


def metric_edits(metric: Metric, corpus: Corpus, rs: ReferenceSet, names: list[str], *, spacy_model: str | None,
           cache: bool) -> tuple[dict[str, list[tuple[Edit, ...]]], list[list[tuple[Edit, ...]]], dict[str, str]]:
    """System and reference edits (given where the input has them) and each system's edits label."""
    from gecnb.edits.extract import corpus_edits, default_extractor

    extracting = rs.edits is None or any(corpus.systems[n].edits is None for n in names)
    if (spacy_model is not None or not cache) and not (extracting and corpus.language == "en"):
        raise OptionError("`spacy_model` and `cache` apply only when English edits are extracted from text "
                          f"(text references or hypotheses), not to `metric` {metric.name} on this input")
    ex = None
    if extracting:
        kwargs = {"model": spacy_model, "cache": cache} if corpus.language == "en" else {}
        try:
            ex = default_extractor(corpus.language, **kwargs)
        except RuntimeError as err:  # no spaCy pipeline: the message says how to install one
            raise OptionError(str(err)) from None
    sys_e, ref_e, _how = corpus_edits(corpus, reference_set=rs.name, systems=names, edits="auto", extractor=ex)
    ref_how = "given" if rs.edits is not None else (ex.signature() if ex else "given")
    labels = {}
    for n in names:
        hyp_how = "given" if corpus.systems[n].edits is not None else (ex.signature() if ex else "given")
        labels[n] = hyp_how if hyp_how == ref_how else f"mixed: given + {ex.signature() if ex else ''}"
    return sys_e, ref_e, labels


@register
class ErrantMetric(Metric):
    name = "errant"
    description = ("ERRANT's errant_compare: P, R, F_beta of system edits against reference edits; at level "
                   "sentence SentERRANT (mean of sentence P/R/F, reference chosen per sentence)")
    inputs = "source (or M2), hypotheses (text or M2), references (text or M2)"
    rank = 30
    Config = ErrantOptions
    gold_from = "edits"

    def _sig(self, rs: ReferenceSet | None, level: str, how: str) -> Signature:
        pairs: list[tuple[str, object]] = [("metric", self.name), *Signature.split(self.config.signature())]
        if level == "sentence":
            pairs.append(("level", "sentence(SentERRANT: mean of sentence P/R/F, reference chosen per sentence)"))
        assert rs is not None
        return Signature.of(*pairs, nrefs=rs.counts, edits=edits_label(how))

    def _edit_source(self, corpus: Corpus, rs: ReferenceSet | None) -> str:
        from gecnb.metrics.adapters._common import edit_source

        return edit_source(corpus, rs, model=self.config.spacy_model, cache=self.config.cache)

    def _prepared(self, corpus: Corpus, rs: ReferenceSet | None, names: list[str]) -> tuple[
            dict[str, list[tuple[tuple[Edit, ...]]]], list[list[tuple[Edit, ...]]], dict[str, str]]:
        assert rs is not None
        c = self.config
        sys_e, ref_e, labels = metric_edits(self, corpus, rs, names, spacy_model=c.spacy_model, cache=c.cache)
        hyps = {n: [(e,) for e in sys_e[n]] for n in names}
        return hyps, ref_e, labels

    def _score(self, corpus: Corpus, rs: ReferenceSet | None, names: list[str], level: str) -> list[Scored]:
        hyps, refs, labels = self._prepared(corpus, rs, names)
        cfg = self.config.compare
        out = []
        for name in names:
            if level == "corpus":
                sents = errant_sentences(hypotheses=hyps[name], references=refs, config=cfg)
                row = errant_corpus(sentences=sents, config=cfg, system=name).iloc[0]
                values = {c: row[c] for c in ("tp", "fp", "fn", "p", "r", "f")}
            else:
                sents = errant_sentence_scores(hypotheses=hyps[name], references=refs, config=cfg)
                values = {c: int(sents[c].sum()) for c in ("tp", "fp", "fn")}
                values.update({c: float(sents[c].mean()) if len(sents) else 0.0 for c in ("p", "r", "f")})
            out.append(Scored(values, self._sig(rs, level, labels[name])))
        return out

    def _aggregate(self, level: str) -> SumAggregate | None:
        return f_score_aggregate(self.config.beta) if level == "corpus" else mean_aggregate("f")

    def _statistics(self, corpus: Corpus, rs: ReferenceSet | None, names: list[str], level: str) -> list[pd.DataFrame]:
        if level == "sentence":
            return super()._statistics(corpus, rs, names, level)
        hyps, refs, _labels = self._prepared(corpus, rs, names)
        return [errant_sentences(hypotheses=hyps[n], references=refs, config=self.config.compare) for n in names]

    def _sentences(self, corpus: Corpus, rs: ReferenceSet | None, names: list[str]) -> list[tuple[pd.DataFrame, Signature]]:
        hyps, refs, labels = self._prepared(corpus, rs, names)
        cfg = self.config.compare
        return [(errant_sentence_scores(hypotheses=hyps[n], references=refs, config=cfg),
                 self._sig(rs, "sentence", labels[n])) for n in names]
