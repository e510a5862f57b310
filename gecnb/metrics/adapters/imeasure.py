"""The I-measure (``imeasure``), :mod:`gecnb.metrics.imeasure`: Felice and Briscoe's (2015) scorer with
``-nomix``. Candidate references come from the reference set's M2 blocks when it was read from M2 (the
rules of the scorer's ``m2_to_ixml.py``: one target per annotator with edits, the source when an
annotator has only a noop line), else they are the sentence's distinct text references."""

from __future__ import annotations

import pandas as pd

from gecnb.data.corpus import Corpus, ReferenceSet
from gecnb.data.signature import Signature
from gecnb.metrics.base import Metric, Scored, register
from gecnb.metrics.imeasure import (
    Counts,
    CountsCache,
    IMeasureConfig,
    Triple,
    imeasure_corpus,
    imeasure_sentences,
    ixml_candidates,
)
from gecnb.metrics.options import MAX_ALIGN3_TOKENS

# alignment counts keyed by (source, hypothesis, reference) tokens, shared by every call in the process
# (the three-way alignment is the slow part; the same triples recur across systems and reference sets),
# and on disk in $GECNB_CACHE_DIR/imeasure.sqlite (gecnb.metrics.imeasure.CountsCache)
_CACHE: dict[Triple, Counts] = {}
_CACHE_MAX = 2_000_000


def candidates(corpus: Corpus, rs: ReferenceSet) -> tuple[list[list[list[str]]], str]:
    """Each sentence's candidate references (token lists) and where they came from (``m2`` or ``text``)."""
    if rs.m2_blocks is not None:
        file = rs.description[4:] if rs.description.startswith("M2: ") else None
        return [ixml_candidates(b, file=file) for b in rs.m2_blocks], "m2"
    out = []
    for refs in rs.references:
        seen: list[list[str]] = []
        for r in refs:
            toks = r.split()
            if toks not in seen:
                seen.append(toks)
        out.append(seen)
    return out, "text"


@register
class IMeasureMetric(Metric):
    name = "imeasure"
    max_tokens = MAX_ALIGN3_TOKENS  # an alignment/lattice per sentence: see Metric.max_tokens
    description = ("I-measure (Felice and Briscoe 2015): improvement of token-level weighted accuracy over "
                   "the source, best reference per sentence (mfelice/imeasure ieval.py -nomix)")
    languages = ("en", "zh")
    inputs = "source, hypotheses, references (M2: one candidate per annotator; text: each reference)"
    rank = 34
    Config = IMeasureConfig
    gold_from = "m2"

    def _sentence_note(self) -> str:
        return "mean of sentence I"

    def _sig(self, rs: ReferenceSet | None, level: str, how: str) -> Signature:
        pairs: list[tuple[str, object]] = [("metric", self.name), *Signature.split(self.config.signature())]
        if level == "sentence":
            pairs.append(("level", f"sentence({self._sentence_note()})"))
        assert rs is not None
        return Signature.of(*pairs, nrefs=rs.counts, edits="given" if how == "m2" else "none")

    def _edit_source(self, corpus: Corpus, rs: ReferenceSet | None) -> str:
        return "given" if rs is not None and rs.m2_blocks is not None else "none"

    def _tables(self, corpus: Corpus, rs: ReferenceSet | None, names: list[str]) -> tuple[list[pd.DataFrame], str]:
        assert rs is not None
        cands, how = candidates(corpus, rs)
        if len(_CACHE) > _CACHE_MAX:
            _CACHE.clear()
        disk = CountsCache.open_default()
        if disk is not None:
            keys = {(tuple(s.split()), tuple(h.split()), tuple(r))
                    for n in names for s, h, cs in zip(corpus.sources, corpus.systems[n].hypotheses, cands, strict=True)
                    for r in cs}
            keys |= {(k[0], k[0], k[2]) for k in keys}
            _CACHE.update(disk.get_many([k for k in keys if k not in _CACHE]))
            before = set(_CACHE)
        tables = []
        for n in names:
            tables.append(imeasure_sentences(sources=corpus.sources, hypotheses=corpus.systems[n].hypotheses,
                                             candidates=cands, config=self.config, cache=_CACHE))
            if disk is not None:
                new = {k: v for k, v in _CACHE.items() if k not in before}
                disk.put_many(new)
                before |= set(new)
        return tables, how

    def _score(self, corpus: Corpus, rs: ReferenceSet | None, names: list[str], level: str) -> list[Scored]:
        tables, how = self._tables(corpus, rs, names)
        out = []
        for t in tables:
            values: dict[str, object] = dict(imeasure_corpus(t, config=self.config))
            if level == "sentence":
                values["i"] = float(t["i"].mean()) if len(t) else 0.0
            out.append(Scored(values, self._sig(rs, level, how)))
        return out

    def _sentences(self, corpus: Corpus, rs: ReferenceSet | None, names: list[str]) -> list[tuple[pd.DataFrame, Signature]]:
        tables, how = self._tables(corpus, rs, names)
        sig = self._sig(rs, "sentence", how)
        return [(t, sig) for t in tables]
