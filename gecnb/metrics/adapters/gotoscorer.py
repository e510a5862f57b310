"""GoToScorer (``gotoscorer``), :mod:`gecnb.metrics.gotoscorer`: P, R, F and accuracy weighted by
correction difficulty, with the set of systems that defines the difficulty named in the config and in the
signature. Edits are the corpus's given edits, or ERRANT's (the edit cache) where the input has none."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import pandas as pd

from gecnb.data.corpus import Corpus, ReferenceSet
from gecnb.data.errors import GecInputError
from gecnb.data.signature import Signature
from gecnb.metrics.adapters._common import edits_label
from gecnb.metrics.adapters.errant import metric_edits
from gecnb.metrics.base import Metric, Scored, register
from gecnb.metrics.gotoscorer import GoToConfig, GoToResult, gotoscorer
from gecnb.metrics.options import MAX_ALIGN_TOKENS, OptionError, check_number


@dataclass(frozen=True)
class GoToScorerOptions:
    """Options of ``gotoscorer``. ``weight_systems``: the systems whose outputs define each chunk's
    difficulty, comma-separated (a list is accepted from Python); default every system of the corpus,
    whatever subset is scored."""

    beta: float = field(default=0.5, metadata={"help": "F_beta (default 0.5)"})
    weighted: bool = field(default=True, metadata={"help": "difficulty weights (--no-weighted: every chunk 1)"})
    weight_systems: str | None = field(
        default=None, metadata={"help": "systems defining the difficulty, comma-separated (default: all of the corpus)"})
    annotator: int = field(default=0, metadata={"help": "the reference (annotator) used as gold (default 0)"})
    spacy_model: str | None = field(default=None, metadata={"help": "spaCy pipeline for ERRANT (see README)"})
    cache: bool = field(default=True, metadata={"help": "use the on-disk edit cache"})

    def __post_init__(self) -> None:
        check_number("beta", self.beta, low=0, low_open=True)
        check_number("annotator", self.annotator, low=0, integer=True)
        if not isinstance(self.weighted, bool):
            raise OptionError(f"`weighted` must be True or False; got {self.weighted!r}")
        ws = self.weight_systems
        if ws is not None:
            if isinstance(ws, (list, tuple)):
                if not all(isinstance(x, str) for x in ws):
                    raise OptionError(f"`weight_systems` must name systems; got {ws!r}")
                ws = ",".join(ws)
                object.__setattr__(self, "weight_systems", ws)
            if not isinstance(ws, str):
                raise OptionError(f"`weight_systems` must be system names separated by commas; got {ws!r}")
            names = [n.strip() for n in ws.split(",")]
            if not all(names):
                raise OptionError(f"`weight_systems` has an empty name: {ws!r}")
            dup = sorted({n for n in names if names.count(n) > 1})
            if dup:
                raise OptionError(f"`weight_systems` names {', '.join(dup)} twice")
            if not self.weighted:
                raise OptionError("`weight_systems` applies only with difficulty weights (not with --no-weighted)")
            object.__setattr__(self, "weight_systems", ",".join(names))

    @property
    def compute(self) -> GoToConfig:
        return GoToConfig(beta=self.beta, weighted=self.weighted)

    def systems_for_weights(self, corpus: Corpus) -> list[str]:
        if self.weight_systems is None:
            return list(corpus.systems)
        names = self.weight_systems.split(",")
        unknown = [n for n in names if n not in corpus.systems]
        if unknown:
            raise GecInputError(f"`weight_systems`: {', '.join(unknown)} not in corpus {corpus.name} "
                                f"(its systems: {', '.join(corpus.systems)})")
        return names

    def signature(self) -> str:
        ws = "all systems of the corpus" if self.weight_systems is None else self.weight_systems.replace(",", "+")
        return f"{self.compute.signature()}|annotator:{self.annotator}" + (
            f"|weight-systems:{ws}" if self.weighted else "")


@register
class GoToScorerMetric(Metric):
    name = "gotoscorer"
    max_tokens = MAX_ALIGN_TOKENS  # an alignment/lattice per sentence: see Metric.max_tokens
    description = ("GoToScorer (Gotou et al. 2020): chunk P, R, F_beta and accuracy weighted by correction "
                   "difficulty (the share of a set of systems that fail a chunk); one reference annotator")
    languages = ("en",)
    inputs = "source (or M2), hypotheses (text or M2), references (text or M2); difficulty from a set of systems"
    rank = 32
    Config = GoToScorerOptions
    gold_from = "edits"

    def depends_on_other_systems(self) -> bool:
        return True  # the difficulty weights come from the systems' outputs

    def _impl_signature(self, corpus: Corpus | None) -> str:
        c = self.config
        if corpus is None or not c.weighted:
            return c.signature()
        names = c.systems_for_weights(corpus)
        return f"{c.compute.signature()}|annotator:{c.annotator}|weight-systems:{'+'.join(names)}"

    def _edit_source(self, corpus: Corpus, rs: ReferenceSet | None) -> str:
        from gecnb.metrics.adapters._common import edit_source

        return edit_source(corpus, rs, model=self.config.spacy_model, cache=self.config.cache)

    def _sig(self, corpus: Corpus, rs: ReferenceSet | None, level: str, how: str) -> Signature:
        pairs: list[tuple[str, object]] = [("metric", self.name), *Signature.split(self._impl_signature(corpus))]
        if level == "sentence":
            pairs.append(("level", "sentence(mean of sentence P/R/F; P or R is 1 without FP or FN, as gec-metrics)"))
        assert rs is not None
        return Signature.of(*pairs, nrefs=rs.counts, edits=edits_label(how))

    def _result(self, corpus: Corpus, rs: ReferenceSet | None, names: Sequence[str]) -> tuple[GoToResult, dict[str, str]]:
        assert rs is not None
        c = self.config
        weight_systems = c.systems_for_weights(corpus) if c.weighted else []
        every = list(dict.fromkeys([*names, *weight_systems]))
        sys_e, ref_e, labels = metric_edits(self, corpus, rs, every, spacy_model=c.spacy_model, cache=c.cache)
        gold = []
        for i, refs in enumerate(ref_e):
            if c.annotator >= len(refs):
                raise GecInputError(f"GoToScorer: sentence {i + 1} of reference set {rs.name} has "
                                    f"{len(refs)} reference(s); `annotator` {c.annotator} does not exist")
            gold.append(refs[c.annotator])
        res = gotoscorer(sources=corpus.sources, references=gold, hypotheses=sys_e, scored=list(names),
                         weight_systems=weight_systems, config=c.compute)
        return res, labels

    def _score(self, corpus: Corpus, rs: ReferenceSet | None, names: list[str], level: str) -> list[Scored]:
        res, labels = self._result(corpus, rs, names)
        out = []
        for name in names:
            if level == "corpus":
                values = res.corpus(name, beta=self.config.beta)
            else:
                df = res.sentences[name]
                values = {k: float(df[k].sum()) for k in ("tp", "fp", "fn", "tn")}
                values.update({k: float(df[k].mean()) if len(df) else 0.0 for k in ("p", "r", "f")})
            out.append(Scored(values, self._sig(corpus, rs, level, labels[name])))
        return out

    def _sentences(self, corpus: Corpus, rs: ReferenceSet | None, names: list[str]) -> list[tuple[pd.DataFrame, Signature]]:
        res, labels = self._result(corpus, rs, names)
        return [(res.sentences[n], self._sig(corpus, rs, "sentence", labels[n])) for n in names]
