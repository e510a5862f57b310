"""PT-M2 and PT-ERRANT (``pt-m2``, ``pt-errant``; Gong et al. 2022), :mod:`gecnb.metrics.ptm2`: the M2 scorer's
and ERRANT's edits weighted by BERTScore similarity (the CLEME2.0 similarity weigher's model search order)."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import partial
from typing import Any

import pandas as pd

from gecnb.data.corpus import Corpus, ReferenceSet
from gecnb.data.signature import Signature
from gecnb.metrics._common import edits_label
from gecnb.metrics.aggregate import Aggregate, ChoiceAggregate, mean_aggregate
from gecnb.metrics.base import Metric, Scored, register
from gecnb.metrics.options import MAX_ALIGN_TOKENS, OptionError, check_number

VALUES = ("tp", "proposed", "gold", "p", "r", "f")


@dataclass(frozen=True)
class PtOptions:
    """Options of ``pt-m2`` / ``pt-errant``."""

    beta: float = field(default=0.5, metadata={"help": "F_beta (default 0.5)"})
    bert_model: str | None = field(default=None, metadata={"help": "BERT model name or path (default: README order)"})
    bert_layer: int | None = field(default=None, metadata={"help": "the model's layer (default the model's)"})

    def __post_init__(self) -> None:
        check_number("beta", self.beta, low=0, low_open=True)
        if self.bert_layer is not None and (isinstance(self.bert_layer, bool) or self.bert_layer < 1):
            raise OptionError(f"`bert_layer` must be a positive layer number; got {self.bert_layer!r}")

    def signature(self) -> str:
        return f"beta:{self.beta:g}"

    def pt(self, level: str) -> Any:
        from gecnb.metrics.ptm2 import PTConfig

        return PTConfig(beta=self.beta, level=level)  # type: ignore[arg-type]


class _PtMetric(Metric):
    max_tokens = MAX_ALIGN_TOKENS  # an alignment/lattice per sentence: see Metric.max_tokens
    Config = PtOptions
    base = ""  # M2 or ERRANT

    def _impl(self, level: str) -> str:
        """The implementation's signature (settings and BERTScore model), as ptm2_scores writes it."""
        from gecnb.metrics.bertscore import resolve_device, resolve_model

        c = self.config
        bm = resolve_model(model=c.bert_model, layer=c.bert_layer, device=resolve_device("auto"))
        return c.pt(level).signature(self.base) + "|" + bm.signature()

    def _signature(self, corpus: Corpus | None, rs: ReferenceSet | None, system: str | None, level: str,
                   edits: str = "none") -> Signature:
        return self._sig(rs, self._impl(level), edits)

    def _tables(self, corpus: Corpus, rs: ReferenceSet, names: list[str], level: str,
                *, candidates: bool = False) -> tuple[pd.DataFrame, pd.DataFrame, str]:
        raise NotImplementedError

    def _sig(self, rs: ReferenceSet | None, impl: str, how: str) -> Signature:
        return Signature.of(("metric", self.name), *Signature.split(impl), nrefs="?" if rs is None else rs.counts,
                            edits=edits_label(how))

    def _aggregate(self, level: str) -> Aggregate | None:
        if level == "sentence":
            return mean_aggregate("f")
        from gecnb.metrics.ptm2 import resample_corpus_f

        return ChoiceAggregate(columns=("tp", "proposed", "gold"),
                               resample=partial(resample_corpus_f, beta=float(self.config.beta)), name="f")

    def _statistics(self, corpus: Corpus, rs: ReferenceSet | None, names: list[str], level: str) -> list[pd.DataFrame]:
        if level == "sentence":
            return super()._statistics(corpus, rs, names, level)
        assert rs is not None
        _table, cands, _how = self._tables(corpus, rs, names, level, candidates=True)
        return [cands[cands["system"] == n].drop(columns=["system"]).reset_index(drop=True) for n in names]

    def _score(self, corpus: Corpus, rs: ReferenceSet | None, names: list[str], level: str) -> list[Scored]:
        assert rs is not None
        table, _sents, how = self._tables(corpus, rs, names, level)
        rows = table.set_index("system")
        return [Scored({c: rows.loc[n, c] for c in VALUES}, self._sig(rs, str(rows.loc[n, "signature"]), how))
                for n in names]

    def _sentences(self, corpus: Corpus, rs: ReferenceSet | None, names: list[str]) -> list[tuple[pd.DataFrame, Signature]]:
        assert rs is not None
        table, sents, how = self._tables(corpus, rs, names, "sentence")
        sig = self._sig(rs, str(table["signature"].iloc[0]), how) if len(table) else Signature.of(("metric", self.name))
        return [(sents[sents["system"] == n].drop(columns=["system"]), sig) for n in names]


@register
class PtM2Metric(_PtMetric):
    name = "pt-m2"
    description = "PT-M2 (Gong et al. 2022): the M2 scorer's edits weighted by BERTScore similarity; P, R, F_beta"
    inputs = "hypotheses (text or M2), references (M2, or text: gold edits extracted)"
    languages = ("en",)
    needs_source = False
    rank = 32
    base = "M2"
    gold_from = "m2"

    def _edit_source(self, corpus: Corpus, rs: ReferenceSet | None) -> str:
        from gecnb.metrics._common import edit_source

        if rs is not None and rs.m2_blocks is not None:  # the gold is the raw M2 (as m2_gold reads it)
            from gecnb.metrics.adapters.m2 import m2_gold_edits_label

            return m2_gold_edits_label(rs)
        return edit_source(corpus, rs, system_edits=False)

    def _tables(self, corpus: Corpus, rs: ReferenceSet, names: list[str], level: str,
                *, candidates: bool = False) -> tuple[pd.DataFrame, pd.DataFrame, str]:
        from gecnb.metrics.adapters.m2 import m2_gold
        from gecnb.metrics.ptm2 import ptm2_scores

        gold, how = m2_gold(corpus, rs)
        c = self.config
        out = ptm2_scores(systems={n: list(corpus.systems[n].hypotheses) for n in names}, gold=gold,
                          config=c.pt(level), model=c.bert_model, layer=c.bert_layer, sentences=True,
                          candidates=candidates)
        return out[0], out[-1], how


@register
class PtErrantMetric(_PtMetric):
    name = "pt-errant"
    description = "PT-ERRANT (Gong et al. 2022): ERRANT's edits weighted by BERTScore similarity; P, R, F_beta"
    inputs = "source (or M2), hypotheses (text or M2), references (text or M2)"
    languages = ("en",)
    rank = 33
    base = "ERRANT"
    gold_from = "edits"

    def _edit_source(self, corpus: Corpus, rs: ReferenceSet | None) -> str:
        from gecnb.metrics._common import edit_source

        return edit_source(corpus, rs)

    def _tables(self, corpus: Corpus, rs: ReferenceSet, names: list[str], level: str,
                *, candidates: bool = False) -> tuple[pd.DataFrame, pd.DataFrame, str]:
        from gecnb.metrics.adapters.errant import metric_edits
        from gecnb.metrics.ptm2 import pterrant_scores

        sys_e, ref_e, labels = metric_edits(self, corpus, rs, names, spacy_model=None, cache=True)
        c = self.config
        out = pterrant_scores(sources=list(corpus.sources), systems={n: sys_e[n] for n in names},
                              references=ref_e, config=c.pt(level), model=c.bert_model,
                              layer=c.bert_layer, sentences=True, candidates=candidates)
        return out[0], out[-1], labels[names[0]] if names else "given"
