"""ERRANT's errant_compare (``errant``), :mod:`gecnb.metrics.errant_compare`: edits read from M2 where the
input gives them, extracted otherwise (ERRANT for English, the ChERRANT-compatible aligner for Chinese)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

import pandas as pd

from gecnb.data.corpus import Corpus, ReferenceSet
from gecnb.data.edit import Edit
from gecnb.data.errors import MissingModelError
from gecnb.data.signature import Signature
from gecnb.metrics.adapters._common import EDITS, EDITS_HELP, edits_label
from gecnb.metrics.aggregate import SumAggregate, f_score_aggregate, mean_aggregate
from gecnb.metrics.base import Metric, Scored, register
from gecnb.metrics.errant_compare import ErrantConfig, errant_corpus, errant_sentence_scores, errant_sentences
from gecnb.metrics.options import MAX_ALIGN_TOKENS, OptionError, check_choice, check_number


@dataclass(frozen=True)
class ErrantOptions:
    """Options of ``errant``: errant_compare's (``beta``, ``mode``) and the extractor's."""

    beta: float = field(default=0.5, metadata={"help": "F_beta (default 0.5)"})
    mode: Literal["cs", "cse", "ds", "dt"] = field(
        default="cs", metadata={"cli": "errant-mode", "help": "errant_compare mode (default cs: span-based correction)"})
    spacy_model: str | None = field(default=None, metadata={"help": "spaCy pipeline for ERRANT (see README)"})
    cache: bool = field(default=True, metadata={"help": "use the on-disk edit cache"})
    edits: Literal["auto", "extract", "given", "mixed"] = field(default="auto", metadata={"help": EDITS_HELP})

    def __post_init__(self) -> None:
        check_number("beta", self.beta, low=0, low_open=True)
        check_choice("mode", self.mode, ("cs", "cse", "ds", "dt"))
        check_choice("edits", self.edits, EDITS)

    @property
    def compare(self) -> ErrantConfig:
        return ErrantConfig(beta=self.beta, mode=self.mode)

    def signature(self) -> str:
        return self.compare.signature()


def metric_edits(metric: Metric, corpus: Corpus, rs: ReferenceSet, names: list[str], *, spacy_model: str | None,
                 cache: bool, edits: str = "auto", detection_edits: bool = False
                 ) -> tuple[dict[str, list[tuple[Edit, ...]]], list[list[tuple[Edit, ...]]], dict[str, str]]:
    """System and reference edits under the ``edits`` choice (``auto``: read from the input when every edit
    is given, else all extracted by one extractor) and each system's edits label. ``detection_edits``: a
    gold's detection-only edits (``Um``, ``UNK``) handled as ``errant_m2 -auto`` does when the reference
    edits are re-extracted (ERRANT's own protocol, :func:`_with_detection_edits`)."""
    from gecnb.edits.extract import corpus_edits, default_extractor

    all_given = rs.edits is not None and all(corpus.systems[n].edits is not None for n in names)
    extracting = edits == "extract" or (edits != "given" and not all_given)
    if (spacy_model is not None or not cache) and not (extracting and corpus.language == "en"):
        raise OptionError("`spacy_model` and `cache` apply only when English edits are extracted from text "
                          f"(text references or hypotheses), not to `metric` {metric.name} on this input")
    ex = None
    if extracting:
        kwargs = {"model": spacy_model, "cache": cache} if corpus.language == "en" else {}
        try:
            ex = default_extractor(corpus.language, **kwargs)
        except MissingModelError:  # no spaCy pipeline: its message says how to install one
            raise
        except RuntimeError as err:
            raise OptionError(str(err)) from None
    try:
        sys_e, ref_e, how = corpus_edits(corpus, reference_set=rs.name, systems=names, edits=edits,  # type: ignore[arg-type]
                                         extractor=ex)
    except MissingModelError:  # the spaCy pipeline, loaded on first use: its message says how to install one
        raise
    except ValueError as err:  # an impossible edits='given': the message says what to use instead
        raise OptionError(str(err)) from None
    refs_extracted = edits == "extract" or (edits == "auto" and not all_given)
    if detection_edits and refs_extracted and rs.edits is not None and ex is not None:
        ref_e = _with_detection_edits(corpus, rs, ref_e, ex)
    return sys_e, ref_e, dict.fromkeys(names, how)


DETECTION_TYPES = ("Um", "UNK")
"""Gold edit types that only mark a problem (NUCLE's unclear meaning, ERRANT's UNK): ``errant_m2 -auto`` leaves
them out of the corrected text and keeps them as ``UNK`` edits, which ``errant_compare`` counts in the
detection modes only."""


def _with_detection_edits(corpus: Corpus, rs: ReferenceSet, ref_e: list[list[tuple[Edit, ...]]], ex: Any
                          ) -> list[list[tuple[Edit, ...]]]:
    """``errant_m2 -auto``'s re-annotation of a gold with detection-only edits: for each annotator whose gold
    has some, ERRANT's edits of the corrected text built WITHOUT them, plus each of them as an ``UNK`` edit
    (the original tokens as its correction), sorted by offsets. Other annotators keep ``ref_e``'s edits."""
    assert rs.edits is not None
    jobs: list[tuple[int, int, str, tuple[Edit, ...]]] = []
    for i, (src, per_ref) in enumerate(zip(corpus.sources, rs.edits, strict=True)):
        for k, eds in enumerate(per_ref):
            det = [e for e in eds if e.type in DETECTION_TYPES]
            if not det or k >= len(ref_e[i]):
                continue
            toks = src.split()
            out: list[str] = []
            unk = []
            pos = 0
            for e in sorted(eds, key=lambda e: (e.o_start, e.o_end)):
                if e.o_start < pos:  # overlapping gold edits: keep the first (as the corrected text does)
                    continue
                out.extend(toks[pos:e.o_start])
                if e.type in DETECTION_TYPES:
                    start = len(out)
                    out.extend(toks[e.o_start:e.o_end])
                    unk.append(Edit(e.o_start, e.o_end, start, len(out), "UNK", " ".join(toks[e.o_start:e.o_end])))
                else:
                    out.extend(e.c_str.split())
                pos = e.o_end
            out.extend(toks[pos:])
            jobs.append((i, k, " ".join(out), tuple(unk)))
    if not jobs:
        return ref_e
    found = ex.extract_many([(corpus.sources[i], text) for i, _k, text, _u in jobs])
    new = [list(r) for r in ref_e]
    for (i, k, _text, dets), got in zip(jobs, found, strict=True):
        new[i][k] = tuple(sorted([*got, *dets], key=lambda e: (e.o_start, e.o_end)))
    return new


@register
class ErrantMetric(Metric):
    name = "errant"
    max_tokens = MAX_ALIGN_TOKENS  # an alignment/lattice per sentence: see Metric.max_tokens
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

        return edit_source(corpus, rs, model=self.config.spacy_model, cache=self.config.cache, edits=self.config.edits)

    def _prepared(self, corpus: Corpus, rs: ReferenceSet | None, names: list[str]) -> tuple[
            dict[str, list[tuple[tuple[Edit, ...]]]], list[list[tuple[Edit, ...]]], dict[str, str]]:
        assert rs is not None
        c = self.config
        sys_e, ref_e, labels = metric_edits(self, corpus, rs, names, spacy_model=c.spacy_model, cache=c.cache,
                                            edits=c.edits, detection_edits=True)
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
