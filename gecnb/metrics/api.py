"""The pandas-returning entry points: per-system score tables and per-chunk tables.

>>> from gecnb import load_dataset, cleme_scores
>>> table = cleme_scores(load_dataset("conll14-cleme-errant"), reference_set="NUCLE", edits="given")

The registered metric ``cleme`` (:class:`ClemeMetric`) is here too, over :func:`prepare` and
:mod:`gecnb.metrics.cleme`'s computation: its options are :class:`ClemeConfig`'s fields (its ``level``, not
an option, is the protocol's ``level``), among them where the edits come from (``edits``), the extractor's
(``spacy_model``, ``cache``) and the weighers' models.
"""

from __future__ import annotations

import contextlib
import contextvars
import dataclasses
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field, replace
from functools import partial
from typing import Any

import numpy as np
import pandas as pd

from gecnb._progress import progress as progress_bar
from gecnb.chunks.partition import Partition
from gecnb.chunks.stats import ChunkStats, SharedSentences, build_chunk_stats
from gecnb.data.checks import check_sentence_indices
from gecnb.data.corpus import Corpus, ReferenceSet, require_corpus
from gecnb.data.edit import Edit
from gecnb.data.errors import GecInputError
from gecnb.data.signature import Signature
from gecnb.edits.extract import EditExtractor, EditSource, corpus_edits
from gecnb.metrics._common import edits_label
from gecnb.metrics.aggregate import Aggregate, ChoiceAggregate, mean_aggregate
from gecnb.metrics.base import Metric, Scored, register
from gecnb.metrics.cleme import (
    CATEGORIES,
    ClemeConfig,
    ClemeResult,
    category_weights,
    dependent_categories,
    independent_categories,
    paper_variants,
    score_many,
)
from gecnb.metrics.options import MAX_ALIGN_TOKENS, OptionError


@dataclass
class PreparedCorpus:
    """Edits and chunk statistics of some systems against one reference set, computed once and
    shared by every CLEME variant scored from it."""

    corpus: Corpus
    reference_set: str
    systems: list[str]
    system_edits: dict[str, list[tuple[Edit, ...]]]
    reference_edits: list[list[tuple[Edit, ...]]]
    edit_signature: str
    drop_empty_references: bool = True
    drop_unchanged_references: bool = False
    _stats: dict[str, ChunkStats] = field(default_factory=dict)
    _shared: SharedSentences = field(default_factory=SharedSentences, repr=False)  # shared by the systems
    _views: dict[tuple[bool, bool], PreparedCorpus] = field(default_factory=dict, repr=False)

    def stats(self, system: str) -> ChunkStats:
        if system not in self._stats:
            rs = self.corpus.references(self.reference_set)
            self._stats[system] = build_chunk_stats(
                self.corpus.sources,
                self.corpus.systems[system].hypotheses,
                self.system_edits[system],
                rs.references,
                self.reference_edits,
                drop_empty_references=self.drop_empty_references,
                drop_unchanged_references=self.drop_unchanged_references,
                memo=self._shared,
            )
        return self._stats[system]

    def with_references_dropped(self, *, empty: bool, unchanged: bool) -> PreparedCorpus:
        """The same edits scored against the references kept under other ``drop_*`` options (a view
        sharing the edits; its chunk statistics are built, and cached, on first use)."""
        if (empty, unchanged) == (self.drop_empty_references, self.drop_unchanged_references):
            return self
        views = self._views
        if (empty, unchanged) not in views:
            views[(empty, unchanged)] = replace(self, drop_empty_references=empty, drop_unchanged_references=unchanged,
                                                _stats={}, _shared=SharedSentences(), _views=views)
        return views[(empty, unchanged)]


def prepare(
    corpus: Corpus,
    *,
    reference_set: str | None = None,
    systems: Sequence[str] | str | None = None,
    edits: EditSource = "auto",
    extractor: EditExtractor | None = None,
    drop_empty_references: bool = True,
    drop_unchanged_references: bool = False,
    progress: bool = True,
) -> PreparedCorpus:
    """Extract (or take) the edits of the systems and the reference set, all distinct pairs at once.
    The two ``drop_*`` options choose the references CLEME scores against (see :class:`ClemeConfig`).
    ``progress=False``: no progress bar (one is drawn for long extractions)."""
    require_corpus(corpus, func="prepare")
    rs = corpus.references(reference_set)
    names = corpus.system_names(systems)
    empty = [i + 1 for i, refs in enumerate(rs.references) if not refs]
    if empty:
        raise GecInputError(f"reference set {rs.name}: sentence(s) {empty[:10]} have no reference")
    from gecnb.metrics.base import check_sentence_lengths

    check_sentence_lengths(corpus, rs, names, bound=MAX_ALIGN_TOKENS, metric="cleme (cleme2)")  # before extraction
    sys_edits, ref_edits, how = corpus_edits(
        corpus, reference_set=rs.name, systems=names, edits=edits, extractor=extractor, progress=progress
    )
    return PreparedCorpus(corpus, rs.name, names, sys_edits, ref_edits, how, drop_empty_references,
                          drop_unchanged_references)


_shared: contextvars.ContextVar[list[tuple[Corpus, ReferenceSet, str, tuple[str, ...], PreparedCorpus]] | None] = (
    contextvars.ContextVar("gecnb_shared_prepared", default=None))


@contextlib.contextmanager
def sharing_prepared() -> Iterator[None]:
    """Within this context the registered CLEME metrics (``cleme``, ``cleme2``) share their
    :class:`PreparedCorpus` where every edit is given: a metric's :meth:`~gecnb.metrics.base.Metric.score`
    then :meth:`~gecnb.metrics.base.Metric.statistics`, and the other variants on the same sources, reference
    set and system outputs, build each system's chunk statistics once (``gecnb.evaluate`` scores six CLEME
    variants of the same systems). Only the last preparation is kept, and only until the context ends."""
    token = _shared.set([])
    try:
        yield
    finally:
        _shared.reset(token)


def prepare_for_metric(corpus: Corpus, rs: ReferenceSet, names: list[str], *, edits: EditSource,
                       extractor: EditExtractor | None, drop_empty_references: bool = True,
                       drop_unchanged_references: bool = False) -> PreparedCorpus:
    """:func:`prepare` for the registered CLEME metrics; inside :func:`sharing_prepared`, the last preparation
    of the same sources, reference set, system outputs (the same objects) and edit source is reused when every
    edit is given (nothing extracted)."""
    memo = _shared.get()
    given = (extractor is None and edits in ("auto", "given") and rs.edits is not None
             and all(corpus.systems[n].edits is not None for n in names))
    if memo is None or not given:
        return prepare(corpus, reference_set=rs.name, systems=names, edits=edits, extractor=extractor,
                       drop_empty_references=drop_empty_references, drop_unchanged_references=drop_unchanged_references)
    if memo:
        snap, snap_rs, snap_edits, snap_names, prepared = memo[0]
        if (snap_rs is rs and snap_edits == edits and snap_names == tuple(names) and snap.sources == corpus.sources
                and snap.language == corpus.language and all(snap.systems[n] is corpus.systems[n] for n in names)):
            return prepared.with_references_dropped(empty=drop_empty_references, unchanged=drop_unchanged_references)
    # a snapshot of what is scored: later changes to the caller's corpus never reach the shared preparation
    snap = Corpus(corpus.name, corpus.sources, corpus.language, {rs.name: rs}, {n: corpus.systems[n] for n in names},
                  corpus.description)
    prepared = prepare(snap, reference_set=rs.name, systems=names, edits=edits, extractor=extractor,
                       drop_empty_references=drop_empty_references, drop_unchanged_references=drop_unchanged_references)
    memo[:] = [(snap, rs, edits, tuple(names), prepared)]
    return prepared


def chunk_stats_with_progress(
    base: PreparedCorpus, names: Sequence[str], variants: Sequence[ClemeConfig], *, progress: bool = True
) -> list[tuple[ChunkStats, ClemeConfig]]:
    """The chunk statistics of each (system, variant), built once per system and reference choice, with a
    progress bar over the systems when there are enough sentences x systems to take a few seconds."""
    out: list[tuple[ChunkStats, ClemeConfig]] = []
    with progress_bar(total=len(names), desc="CLEME chunk statistics", unit="system", enabled=progress,
                      min_total=2 if len(base.corpus) * len(names) >= STATS_PROGRESS_MIN else len(names) + 1) as bar:
        for s in names:
            out.extend((base.with_references_dropped(empty=v.drop_empty_references,
                                                     unchanged=v.drop_unchanged_references).stats(s), v)
                       for v in variants)
            bar.update(1)
    return out


#: chunk statistics of fewer (sentence, system) pairs than this draw no progress bar
STATS_PROGRESS_MIN = 5000


def _result_row(system: str, res: ClemeResult, prepared: PreparedCorpus) -> dict[str, object]:
    c = res.config
    return {
        "system": system,
        "metric": c.name,
        "assumption": c.assumption,
        "level": c.level,
        "weighting": c.weighting_name,
        "select_by": c.select_by,
        **res.as_dict(),
        "reference_set": prepared.reference_set,
        "signature": c.signature() + "|edits:" + prepared.edit_signature,
    }


def _edit_settings(vs: Sequence[ClemeConfig], corpus: Corpus | PreparedCorpus, edits: EditSource,
                   extractor: EditExtractor | None) -> tuple[EditSource, EditExtractor | None]:
    """A call's edit source and extractor: the functions' ``edits=`` (other than ``auto``) and ``extractor=``
    where given, else the configs' ``edits``, ``spacy_model`` and ``cache`` (which must then agree)."""
    keys = {(v.edits, v.spacy_model, v.cache) for v in vs}
    if len(keys) > 1:
        raise OptionError("the variants differ in their edit source (edits, spacy_model, cache): score them in "
                          "separate calls")
    v = vs[0]
    if edits == "auto":
        edits = v.edits
    if extractor is None and (v.spacy_model is not None or not v.cache) and edits != "given" \
            and isinstance(corpus, Corpus) and corpus.language == "en":
        from gecnb.edits.errant_extractor import ErrantExtractor

        extractor = ErrantExtractor(model=v.spacy_model, cache=v.cache)
    return edits, extractor


def cleme_scores(
    corpus: Corpus | PreparedCorpus,
    *,
    reference_set: str | None = None,
    systems: Sequence[str] | str | None = None,
    variants: Sequence[ClemeConfig] | ClemeConfig | None = None,
    edits: EditSource = "auto",
    extractor: EditExtractor | None = None,
    progress: bool = True,
) -> pd.DataFrame:
    """CLEME scores, one row per system and variant.

    ``variants`` defaults to the paper's four weighted variants (CLEME-dependent, CLEME-independent,
    SentCLEME-dependent, SentCLEME-independent). Columns: ``system, metric, assumption, level,
    weighting, select_by, tp, fp, fn, tn, p, r, f, acc, fp_ne, fp_un, reference_set, signature``
    (counts are weighted sums where weighted; at sentence level P/R/F/Acc are means over sentences).
    ``progress=False``: no progress bars (drawn for a long edit extraction and for the chunk statistics
    of many systems).
    """
    if variants is None:
        vs = paper_variants()
    elif isinstance(variants, ClemeConfig):
        vs = [variants]
    else:
        vs = list(variants)
    if not isinstance(corpus, PreparedCorpus):
        require_corpus(corpus, func="cleme_scores")
    edits, extractor = _edit_settings(vs, corpus, edits, extractor)
    if isinstance(corpus, PreparedCorpus):
        base = corpus
        names = base.systems if systems is None else ([systems] if isinstance(systems, str) else list(systems))
    else:
        base = prepare(corpus, reference_set=reference_set, systems=systems, edits=edits, extractor=extractor,
                       drop_empty_references=vs[0].drop_empty_references,
                       drop_unchanged_references=vs[0].drop_unchanged_references, progress=progress)
        names = base.systems
    items = chunk_stats_with_progress(base, names, vs, progress=progress)
    pairs = [(s, v) for s in names for v in vs]
    return pd.DataFrame([_result_row(s, res, base) for (s, _), res in zip(pairs, score_many(items), strict=True)])


def cleme_chunks(
    corpus: Corpus | PreparedCorpus,
    *,
    system: str,
    reference_set: str | None = None,
    config: ClemeConfig | None = None,
    sentences: Sequence[int] | None = None,
    edits: EditSource = "auto",
    extractor: EditExtractor | None = None,
) -> pd.DataFrame:
    """One row per chunk and target (the hypothesis, then each reference).

    Columns: ``sentence, chunk, src_start, src_end, source, chunk_kind`` (the source chunk: unchanged /
    corrected / dummy), ``target`` (``hypothesis`` or ``ref<k>``, k the 0-based reference index),
    ``text, kind`` (this target's chunk: unchanged, or corrected / dummy where it changes it),
    ``changed, types``, and the CLEME ``category`` (TP / FP_ne / FP_un / FN / TN) and ``weight`` under
    ``config`` (its weighting, any weigher): on a reference row the dependent category of the hypothesis
    against that reference and its weight; on the hypothesis row the independent category (against all
    references) and its weight, NaN where the weigher weighs it differently against different references
    (the LLM weigher's independent FN chunks: each reference has its own edit). ``FP_ne`` / ``FP_un`` split
    FP by whether the reference(s) changed the chunk (CLEME2.0).

    ``sentences``: the 0-based sentence indices to include (default: all), in corpus order; an index out
    of range is an ``IndexError``. A prepared corpus is scored against the references ``config``'s
    ``drop_*`` options keep, as in :func:`cleme_scores`.
    """
    cfg = config or ClemeConfig()
    if not isinstance(corpus, PreparedCorpus):
        require_corpus(corpus, func="cleme_chunks")
    edits, extractor = _edit_settings([cfg], corpus, edits, extractor)
    prepared = corpus if isinstance(corpus, PreparedCorpus) else prepare(
        corpus, reference_set=reference_set, systems=[system], edits=edits, extractor=extractor,
        drop_empty_references=cfg.drop_empty_references, drop_unchanged_references=cfg.drop_unchanged_references,
    )
    st = prepared.with_references_dropped(empty=cfg.drop_empty_references,
                                          unchanged=cfg.drop_unchanged_references).stats(system)
    dep = dependent_categories(st)
    ind = independent_categories(st)
    dep_w = category_weights(st, replace(cfg, assumption="dependent"))[0]
    ind_w = _hypothesis_weights(st, *category_weights(st, replace(cfg, assumption="independent")))
    wanted: Sequence[int] = range(st.n_sentences) if sentences is None else check_sentence_indices(
        sentences, n=st.n_sentences, func="cleme_chunks")
    c_off = np.concatenate([[0], np.cumsum(st.n_chunks)])
    r_off = np.concatenate([[0], np.cumsum(st.n_chunks * st.n_refs)])
    rows: list[tuple[object, ...]] = []
    for i in wanted:
        rows.extend(_chunk_rows(i, st.partition(i), st.ref_index[i], int(c_off[i]), int(r_off[i]),
                                dep, dep_w, ind, ind_w))
    cols = ["sentence", "chunk", "src_start", "src_end", "source", "chunk_kind", "target", "text", "kind",
            "changed", "types", "category", "weight"]
    df = pd.DataFrame(rows, columns=cols)
    df["category"] = pd.Categorical(df["category"], categories=list(CATEGORIES))
    return df


def _hypothesis_weights(st: ChunkStats, w: np.ndarray, per_row: bool) -> np.ndarray:
    """One independent weight per hypothesis chunk: NaN where the weights differ between references."""
    if not per_row:
        return w
    n = len(st.c_sent)
    lo = np.full(n, np.inf)
    hi = np.full(n, -np.inf)
    np.minimum.at(lo, st.r_row, w)
    np.maximum.at(hi, st.r_row, w)
    return np.where(lo == hi, lo, np.nan)


def _chunk_rows(
    i: int, p: Partition, ref_idx: list[int], c_pos: int, r_pos: int,
    dep: np.ndarray, dep_w: np.ndarray, ind: np.ndarray, ind_w: np.ndarray,
) -> list[tuple[object, ...]]:
    rows: list[tuple[object, ...]] = []
    n_r = len(ref_idx)
    for k, (s, e) in enumerate(p.intervals):
        src_text = " ".join(p.source[s:e])
        for t in range(len(p.targets)):
            c = p.chunks[t][k]
            kind = p.kinds[k] if c.types else "unchanged"
            if t == 0:
                name, cat, w = "hypothesis", CATEGORIES[ind[c_pos + k]], float(ind_w[c_pos + k])
            else:
                row = r_pos + k * n_r + (t - 1)
                name, cat, w = f"ref{ref_idx[t - 1]}", CATEGORIES[dep[row]], float(dep_w[row])
            rows.append((i, k, s, e, src_text, p.kinds[k], name, " ".join(p.targets[t][c.c_start:c.c_end]),
                         kind, bool(c.types), "+".join(c.types), cat, w))
    return rows


# ------------------------------------------------------------------------------ the registered metric

WEIGHTINGS = ("none", "length", "similarity", "llm")


@register
class ClemeMetric(Metric):
    name = "cleme"
    max_tokens = MAX_ALIGN_TOKENS  # an alignment/lattice per sentence: see Metric.max_tokens
    description = ("CLEME (Ye et al. 2023): chunk-level TP/FP/FN/TN, P, R, F_beta, Acc; at level sentence "
                   "SentCLEME (means of sentence scores)")
    inputs = "source (or M2), hypotheses (text or M2), references (text or M2)"
    rank = 0
    Config = ClemeConfig
    gold_from = "edits"

    def _cleme_config(self, level: str) -> ClemeConfig:
        return dataclasses.replace(self.config, level=level)  # type: ignore[arg-type]

    def _prepared(self, corpus: Corpus, rs: ReferenceSet | None, names: list[str], cfg: ClemeConfig) -> Any:
        assert rs is not None
        c = self.config
        extractor = None
        if corpus.language == "en" and (c.spacy_model is not None or not c.cache) and c.edits != "given":
            from gecnb.edits.errant_extractor import ErrantExtractor

            extractor = ErrantExtractor(model=c.spacy_model, cache=c.cache)
        return prepare_for_metric(corpus, rs, names, edits=c.edits, extractor=extractor,
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

    def _aggregate(self, level: str) -> Aggregate | None:
        if level == "sentence":
            return mean_aggregate("f")
        from gecnb.metrics.cleme import resample_corpus_f

        # the corpus-level reference choice (running totals, in corpus order) re-run on every resample
        cfg = self._cleme_config("corpus")
        return ChoiceAggregate(columns=("TP", "FP", "FN", "TN"), name="f", resample=partial(
            resample_corpus_f, beta=float(cfg.beta), by_f=cfg.selects_by_f, decimals=cfg.selection_decimals))

    def _statistics(self, corpus: Corpus, rs: ReferenceSet | None, names: list[str], level: str) -> list[pd.DataFrame]:
        from gecnb.metrics.cleme import corpus_statistics

        if level == "sentence":
            return super()._statistics(corpus, rs, names, level)
        cfg = self._cleme_config("corpus")
        prepared = self._prepared(corpus, rs, names, cfg)
        view = prepared.with_references_dropped(empty=cfg.drop_empty_references,
                                                unchanged=cfg.drop_unchanged_references)
        return corpus_statistics([(view.stats(n), cfg) for n in names])

    def _sentences(self, corpus: Corpus, rs: ReferenceSet | None, names: list[str]) -> list[tuple[pd.DataFrame, Signature]]:
        from gecnb.metrics.cleme import score_many

        cfg = self._cleme_config("sentence")
        prepared = self._prepared(corpus, rs, names, cfg)
        view = prepared.with_references_dropped(empty=cfg.drop_empty_references,
                                                unchanged=cfg.drop_unchanged_references)
        results = score_many([(view.stats(n), cfg) for n in names])
        sig = self._sig(cfg, rs, prepared.edit_signature)
        return [(res.sentences, sig) for res in results]
