"""A corpus prepared for the chunk metrics (CLEME, CLEME2.0, the explorer, the case studies): the edits of some
systems and of one reference set, extracted (or taken) once, all distinct pairs at once, and each system's chunk
statistics (:mod:`gecnb.chunks.stats`) built once and shared by every variant scored from it.

>>> from gecnb import load_dataset
>>> from gecnb.chunks.prepared import prepare
>>> prepared = prepare(load_dataset("conll14-cleme-errant"), reference_set="NUCLE", edits="given")

Inside :func:`sharing_prepared` the registered metrics ``cleme`` and ``cleme2`` also share one preparation
(:func:`prepare_for_metric`).
"""

from __future__ import annotations

import contextlib
import contextvars
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field, replace

from gecnb.chunks.stats import ChunkStats, SharedSentences, build_chunk_stats
from gecnb.data.checks import MAX_ALIGN_TOKENS, check_sentence_lengths
from gecnb.data.corpus import Corpus, ReferenceSet, require_corpus
from gecnb.data.edit import Edit
from gecnb.data.errors import GecInputError
from gecnb.edits.extract import EditExtractor, EditSource, corpus_edits

__all__ = ["PreparedCorpus", "prepare", "prepare_for_metric", "sharing_prepared"]


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
