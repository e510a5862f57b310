"""The M2 scorer (``m2``), :mod:`gecnb.metrics.m2scorer`: hypotheses as text (an M2 hypothesis gives
its corrected sentences), gold edits from the reference set's M2 blocks when it was read from M2 (so
that alternatives and annotator ids are the file's), else from its given edits, else extracted from
the references with the language's default extractor (ERRANT for English), as the signature says."""

from __future__ import annotations

from functools import partial

import pandas as pd

from gecnb.data.corpus import Corpus, ReferenceSet
from gecnb.data.edit import Edit
from gecnb.data.signature import Signature
from gecnb.metrics.adapters._common import edits_label
from gecnb.metrics.aggregate import Aggregate, ChoiceAggregate, mean_aggregate
from gecnb.metrics.base import Metric, Scored, register
from gecnb.metrics.m2scorer import GoldEdit, M2Config, M2GoldSentence, m2_corpus, m2_sentences, parse_m2_gold
from gecnb.metrics.options import MAX_ALIGN_TOKENS


def _gold_from_edits(sources: tuple[str, ...], edits: list[list[tuple[Edit, ...]]]) -> list[M2GoldSentence]:
    out = []
    for i, (src, per_ref) in enumerate(zip(sources, edits, strict=True)):
        toks = src.split()
        anns = tuple(
            (k, tuple(GoldEdit(e.o_start, e.o_end, " ".join(toks[e.o_start:e.o_end]), (e.c_str,))
                      for e in eds if e.o_start >= 0 and e.type != "noop"))
            for k, eds in enumerate(per_ref)
        )
        out.append(M2GoldSentence(src, anns or ((0, ()),), i + 1))
    return out


_CHERRANT_NOTE = "given (ChERRANT M2: one annotator per T line; alternatives T<k>-A<j>, j>0, not used)"


def _is_cherrant(rs: ReferenceSet) -> bool:
    return rs.m2_blocks is not None and any(ln.startswith("T") for b in rs.m2_blocks for ln in b.split("\n"))


def m2_gold_edits_label(rs: ReferenceSet) -> str:
    """The ``edits`` value of an M2 gold read from the raw M2 blocks (as :func:`m2_gold` says it)."""
    return edits_label(_CHERRANT_NOTE if _is_cherrant(rs) else "given")


def m2_gold(corpus: Corpus, rs: ReferenceSet) -> tuple[list[M2GoldSentence], str]:
    """The M2-scorer gold of a reference set and where its edits came from."""
    cherrant = _is_cherrant(rs)
    if rs.m2_blocks is not None and not cherrant:
        file = rs.description[4:] if rs.description.startswith("M2: ") else None
        return parse_m2_gold("\n\n".join(rs.m2_blocks) + "\n", file=file), "given"
    if cherrant:  # the scorer has no T lines: one gold annotator per target, alternative targets left out
        assert rs.edits is not None
        return _gold_from_edits(corpus.sources, [[tuple(e) for e in es] for es in rs.edits]), _CHERRANT_NOTE
    if rs.edits is not None:
        return _gold_from_edits(corpus.sources, [[tuple(e) for e in es] for es in rs.edits]), "given"
    from gecnb.edits.extract import default_extractor

    ex = default_extractor(corpus.language)
    pairs = [(s, r) for s, refs in zip(corpus.sources, rs.references, strict=True) for r in refs]
    distinct = list(dict.fromkeys(pairs))
    found = dict(zip(distinct, ex.extract_many(distinct), strict=True))
    edits = [[found[(s, r)] for r in refs] for s, refs in zip(corpus.sources, rs.references, strict=True)]
    return _gold_from_edits(corpus.sources, edits), ex.signature()


@register
class M2Metric(Metric):
    name = "m2"
    max_tokens = MAX_ALIGN_TOKENS  # an alignment/lattice per sentence: see Metric.max_tokens
    description = ("the M2 scorer (NUS MaxMatch 3.2): P, R, F_beta of the system edits the lattice search "
                   "finds against the gold edits")
    inputs = "hypotheses (text or M2), references (M2, or text: gold edits extracted)"
    needs_source = False
    rank = 31
    Config = M2Config
    gold_from = "m2"

    def _sig(self, rs: ReferenceSet | None, level: str, how: str) -> Signature:
        pairs: list[tuple[str, object]] = [("metric", self.name), *Signature.split(self.config.signature())]
        if level == "sentence":
            pairs.append(("level", "sentence(mean of sentence P/R/F; counts summed)"))
        assert rs is not None
        return Signature.of(*pairs, nrefs=rs.counts, edits=edits_label(how))

    def _edit_source(self, corpus: Corpus, rs: ReferenceSet | None) -> str:
        from gecnb.metrics.adapters._common import edit_source

        if rs is not None and rs.m2_blocks is not None:  # the gold is the raw M2 (as m2_gold reads it)
            return m2_gold_edits_label(rs)
        return edit_source(corpus, rs, system_edits=False)

    def _tables(self, corpus: Corpus, rs: ReferenceSet | None, names: list[str]) -> tuple[list[pd.DataFrame], str]:
        assert rs is not None
        gold, how = m2_gold(corpus, rs)
        return [m2_sentences(hypotheses=list(corpus.systems[n].hypotheses), gold=gold, config=self.config)
                for n in names], how

    def _score(self, corpus: Corpus, rs: ReferenceSet | None, names: list[str], level: str) -> list[Scored]:
        tables, how = self._tables(corpus, rs, names)
        out = []
        for name, sents in zip(names, tables, strict=True):
            row = m2_corpus(sentences=sents, config=self.config, system=name).iloc[0]
            values: dict[str, object] = {c: row[c] for c in ("tp", "fp", "fn", "p", "r", "f")}
            if level == "sentence":
                values.update({c: float(sents[c].mean()) if len(sents) else 0.0 for c in ("p", "r", "f")})
            out.append(Scored(values, self._sig(rs, level, how)))
        return out

    def _aggregate(self, level: str) -> Aggregate | None:
        if level == "sentence":
            return mean_aggregate("f")
        from gecnb.metrics.m2scorer import resample_corpus_f

        # the annotator choice (running corpus F, in file order) re-run on every resampled corpus
        return ChoiceAggregate(columns=("tp", "proposed", "gold"), name="f", resample=partial(
            resample_corpus_f, beta=float(self.config.beta), running=self.config.annotator_choice == "running"))

    def _statistics(self, corpus: Corpus, rs: ReferenceSet | None, names: list[str], level: str) -> list[pd.DataFrame]:
        if level == "sentence":
            return super()._statistics(corpus, rs, names, level)
        from gecnb.metrics.m2scorer import m2_candidates

        assert rs is not None
        gold, _how = m2_gold(corpus, rs)
        return [m2_candidates(hypotheses=list(corpus.systems[n].hypotheses), gold=gold, config=self.config)
                for n in names]

    def _sentences(self, corpus: Corpus, rs: ReferenceSet | None, names: list[str]) -> list[tuple[pd.DataFrame, Signature]]:
        tables, how = self._tables(corpus, rs, names)
        sig = self._sig(rs, "sentence", how)
        return [(t.drop(columns=["edits"], errors="ignore"), sig) for t in tables]
