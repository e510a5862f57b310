"""GREEN (``green``), the n-gram F-score of Koyama et al. (2024) as gec-metrics computes it,
:mod:`gecnb.metrics.green`."""

from __future__ import annotations

from dataclasses import dataclass, field

import pandas as pd

from gecnb.data.corpus import Corpus, ReferenceSet
from gecnb.data.signature import Signature
from gecnb.metrics.adapters._common import TOKENS_META, Tokens, check_tokens, references, resolve_tokens
from gecnb.metrics.base import Metric, Scored, register
from gecnb.metrics.green import MAX_ORDER, GreenConfig, GreenResult, green
from gecnb.metrics.options import check_number


@dataclass(frozen=True)
class GreenOptions:
    """Options of ``green``."""

    max_n: int = field(default=4, metadata={"help": f"highest n-gram order (default 4, at most {MAX_ORDER})"})
    beta: float = field(default=2.0, metadata={"help": "F_beta (default 2, gec-metrics' default)"})
    tokens: Tokens | None = field(default=None, metadata=TOKENS_META)

    def __post_init__(self) -> None:
        check_number("max_n", self.max_n, low=1, high=MAX_ORDER, integer=True)
        check_number("beta", self.beta, low=0, low_open=True)
        check_tokens(self.tokens)

    def compute(self, corpus: Corpus | None) -> GreenConfig:
        tokens = resolve_tokens(self.tokens, corpus) if corpus is not None else (self.tokens or "word")
        return GreenConfig(max_n=self.max_n, beta=self.beta, tokens=tokens)

    def signature(self) -> str:
        return self.compute(None).signature()


@register
class GreenMetric(Metric):
    name = "green"
    description = ("GREEN, the n-gram F-score (Koyama et al. 2024, as gec-metrics): n-grams kept, deleted and "
                   "inserted as the reference does, geometric means of P_n and R_n, F_beta")
    languages = ("en", "zh")
    rank = 15
    Config = GreenOptions

    def text_language(self, language: str) -> str:
        return "en" if self.config.tokens == "word" else language

    def _impl_signature(self, corpus: Corpus | None) -> str:
        return self.config.compute(corpus).signature()

    def _sig(self, corpus: Corpus, rs: ReferenceSet | None, level: str) -> Signature:
        pairs: list[tuple[str, object]] = [("metric", self.name), *Signature.split(self._impl_signature(corpus))]
        if level == "sentence":
            pairs.append(("level", "sentence(mean of sentence scores, best reference per sentence)"))
        assert rs is not None
        return Signature.of(*pairs, nrefs=rs.counts)

    def _texts(self, corpus: Corpus, rs: ReferenceSet | None, name: str) -> GreenResult:
        cfg = self.config.compute(corpus)
        srcs, hyps, refs = list(corpus.sources), list(corpus.systems[name].hypotheses), references(rs)
        if corpus.language == "zh" and cfg.tokens == "char":  # gecnb reads Chinese as space-separated characters
            srcs, hyps = [s.replace(" ", "") for s in srcs], [h.replace(" ", "") for h in hyps]
            refs = [[r.replace(" ", "") for r in rr] for rr in refs]
        return green(sources=srcs, hypotheses=hyps, references=refs, config=cfg)

    def _score(self, corpus: Corpus, rs: ReferenceSet | None, names: list[str], level: str) -> list[Scored]:
        out = []
        for name in names:
            res = self._texts(corpus, rs, name)
            if level == "corpus":
                values = {"p": res.p, "r": res.r, "f": res.score}
            else:
                df = res.sentences
                values = {k: float(df[k].mean()) if len(df) else 0.0 for k in ("p", "r", "f")}
            out.append(Scored(values, self._sig(corpus, rs, level)))
        return out

    def _sentences(self, corpus: Corpus, rs: ReferenceSet | None, names: list[str]) -> list[tuple[pd.DataFrame, Signature]]:
        return [(self._texts(corpus, rs, n).sentences, self._sig(corpus, rs, "sentence")) for n in names]
