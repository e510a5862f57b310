"""English edit extraction through ERRANT, batched, deduplicated, cached and exact.

The spaCy pipeline is configuration (:mod:`gecnb.edits.spacy_model`: the search order, ``$GECNB_SPACY_MODEL``);
its name and version are part of :meth:`ErrantExtractor.signature` and of the cache key.

Each distinct sentence is parsed once with ``nlp.pipe`` (whitespace tokenisation kept, as
``errant.Annotator.parse(text, tokenise=False)`` does; the attribute rulers matched by
:class:`gecnb.edits.spacy_ruler.RulerMatcher`), and each distinct (source, target) pair is aligned once, however
many systems or reference sets share it. Identical pairs have no edits and are not aligned at all.

The alignment is :func:`gecnb.edits.errant_align.errant_align_seq`, a faster reimplementation of ERRANT 3.0's
``Alignment.align`` + ``get_cheapest_align_seq`` that gives the identical alignment sequence. ERRANT's merge
rules (reimplemented to run in bounded time on long runs of changes, :mod:`gecnb.edits.errant_merge`) and
ERRANT's own classifier then turn it into edits, exactly as ``Annotator.annotate`` does.
``aligner="errant"`` uses stock ``Annotator.annotate`` instead (slow; for checking).

Large jobs are split over worker processes or an executor (:mod:`gecnb.edits.errant_workers`).
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Iterable, Sequence
from concurrent.futures import Executor
from dataclasses import dataclass
from typing import Any

from gecnb._progress import progress
from gecnb.data.edit import Edit
from gecnb.edits.cache import EditCache
from gecnb.edits.errant_align import AlignTokens, errant_align_seq, fast_align_supported
from gecnb.edits.errant_merge import rule_merge
from gecnb.edits.errant_workers import as_tuples, extract_forked, extract_on_executor, work_steps
from gecnb.edits.spacy_model import dist_version, model_location, model_meta, resolve_spacy_model
from gecnb.edits.spacy_ruler import RulerMatcher

__all__ = ["PROGRESS_MIN_PAIRS", "ErrantExtractionConfig", "ErrantExtractor"]

#: an extraction of fewer pairs than this (after the cache) draws no progress bar: it takes a few seconds at most
PROGRESS_MIN_PAIRS = 500


@dataclass(frozen=True)
class ErrantExtractionConfig:
    """What changes ERRANT's edits: its merging strategy and the Levenshtein option."""

    lev: bool = False
    merging: str = "rules"


class ErrantExtractor:
    """Extract ERRANT edits for many (source, target) pairs at once.

    Parameters are keyword-only: ``model`` (see the search order), ``config``, ``cache`` (True for the
    default on-disk cache, False for none, or an :class:`EditCache`), ``batch_size`` for ``nlp.pipe``,
    ``workers`` (processes for large jobs; default: the CPUs this process may use, at most 4; 1 = none)
    ``aligner`` (``"fast"``, the exact reimplementation, or ``"errant"``, stock ``annotate``) and
    ``fast_ruler`` (False: spaCy's own attribute-ruler matching, see :class:`RulerMatcher`) and
    ``executor`` (any :class:`concurrent.futures.Executor`, e.g. a ``dask.distributed`` client's
    ``get_executor()``: the pairs to extract go to it in shards of :data:`~gecnb.edits.errant_workers.SHARD_PAIRS` pairs, split by
    source; the tasks return edits and this process alone writes the cache; instead of ``workers``) and
    ``progress`` (a progress bar on stderr for jobs of at least :data:`PROGRESS_MIN_PAIRS` pairs to
    extract; counted in sentences parsed plus pairs aligned; worker processes' shares are counted as
    they finish; off with False, ``gecnb._progress.set_enabled(False)`` or ``$GECNB_PROGRESS=0``).
    """

    def __init__(
        self,
        *,
        model: Any = None,
        config: ErrantExtractionConfig | None = None,
        cache: bool | EditCache = True,
        batch_size: int = 128,
        workers: int | None = None,
        aligner: str = "fast",
        fast_ruler: bool = True,
        progress: bool = True,
        executor: Executor | None = None,
    ):
        if aligner not in ("fast", "errant"):
            raise ValueError(f"aligner must be 'fast' or 'errant', not {aligner!r}")
        if executor is not None and not (model is None or isinstance(model, str)):
            raise ValueError("with an executor, model must be None or a spaCy model name (workers load it by name)")
        self.executor = executor
        self._model_arg = model
        self._nlp: Any = None
        self._annotator: Any = None
        self.config = config or ErrantExtractionConfig()
        self.cache = EditCache() if cache is True else (cache or None)
        self.batch_size = batch_size
        if workers is None:
            cpus = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)
            workers = min(cpus, 4)
        self.workers = max(1, workers)
        self.aligner = aligner
        self.fast_ruler = fast_ruler
        self.progress = progress
        self._rulers: dict[str, RulerMatcher] | None = None
        self.stats = {"pairs": 0, "distinct": 0, "cached": 0, "identical": 0, "aligned": 0, "parsed": 0,
                      "processes": 0}

    # -- lazy pieces -------------------------------------------------------------------------------
    @property
    def nlp(self) -> Any:
        if self._nlp is None:
            self._nlp = resolve_spacy_model(self._model_arg)
        return self._nlp

    @property
    def annotator(self) -> Any:
        if self._annotator is None:
            import errant

            self._annotator = errant.load("en", self.nlp)
        return self._annotator

    def _meta(self) -> dict[str, Any]:
        if self._nlp is None and isinstance(self._model_arg, str | None):
            meta = model_meta(model_location(self._model_arg))
            if meta is not None:
                return meta
        return self.nlp.meta

    def signature(self) -> str:
        """Tool and model versions and options: the cache key. Read from the installed packages'
        metadata, so a run whose edits are all cached never loads (or even imports) spaCy."""
        meta = self._meta()
        return (
            f"errant:{dist_version('errant')}|spacy:{dist_version('spacy')}|model:{meta.get('lang', 'en')}_"
            f"{meta.get('name')}:{meta.get('version')}|lev:{self.config.lev}|merge:{self.config.merging}"
        )

    # -- extraction --------------------------------------------------------------------------------
    def parse_many(self, sentences: Iterable[str], *, bar: Any = None) -> dict[str, Any]:
        """Parse each distinct sentence once, batched; returns sentence -> spaCy Doc."""
        from spacy.tokens import Doc

        distinct = list(dict.fromkeys(sentences))
        vocab = self.nlp.vocab
        docs = (Doc(vocab, words=s.split()) for s in distinct)
        if bar is None:
            out = dict(zip(distinct, self._pipe(docs), strict=True))
        else:
            out = {}
            for s, doc in zip(distinct, self._pipe(docs), strict=True):
                out[s] = doc
                bar.update(1)
        self.stats["parsed"] += len(distinct)
        return out

    def _pipe(self, docs: Iterable[Any]) -> Iterable[Any]:
        """``nlp.pipe(docs)``, with :class:`RulerMatcher` doing the attribute rulers' matching."""
        if self._rulers is None:
            from spacy.pipeline import AttributeRuler

            self._rulers = {}
            for name, proc in self.nlp.pipeline:
                if isinstance(proc, AttributeRuler) and self.fast_ruler:
                    with contextlib.suppress(ValueError):  # a pattern it cannot do: the stock ruler
                        self._rulers[name] = RulerMatcher(proc)
        if not self._rulers:
            return self.nlp.pipe(docs, batch_size=self.batch_size)
        stream = docs  # what Language.pipe does: each component's pipe() on the stream, in order
        for name, proc in self.nlp.pipeline:
            if name in self._rulers:
                stream = map(self._rulers[name], stream)
            elif hasattr(proc, "pipe"):
                stream = proc.pipe(stream, batch_size=self.batch_size)
            else:
                stream = map(proc, stream)
        return stream

    def annotate(self, orig: Any, cor: Any, orig_tokens: AlignTokens | None = None,
                 cor_tokens: AlignTokens | None = None) -> list[Any]:
        """ERRANT's typed edits (``errant.edit.Edit``) for two parsed Docs, as ``Annotator.annotate``
        gives them with this extractor's options."""
        ann = self.annotator
        lev, merging = self.config.lev, self.config.merging
        if self.aligner == "errant" or not fast_align_supported():
            return ann.annotate(orig, cor, lev=lev, merging=merging)
        from errant.alignment import Alignment

        al = Alignment.__new__(Alignment)  # what the merger and the all-* strategies read
        al.orig, al.cor = orig, cor
        al.cost_matrix = al.op_matrix = None
        al.align_seq = errant_align_seq(orig_tokens or AlignTokens(orig), cor_tokens or AlignTokens(cor), lev)
        if merging == "rules":  # ERRANT's rules in bounded time (gecnb.edits.errant_merge)
            from errant.edit import Edit as ErrantEdit

            edits = [ErrantEdit(orig, cor, op[1:]) for op in rule_merge(al.align_seq, orig, cor)]
        else:
            edits = ann.merge(al, merging)
        for e in edits:
            ann.classify(e)
        return edits

    def extract_local(self, todo: Sequence[tuple[str, str]], bar: Any = None) -> list[tuple[Edit, ...]]:
        docs = self.parse_many((s for p in todo for s in p), bar=bar)
        toks: dict[str, AlignTokens] = {}
        out = []
        for src, tgt in todo:
            if src not in toks:
                toks[src] = AlignTokens(docs[src])
            if tgt not in toks:
                toks[tgt] = AlignTokens(docs[tgt])
            edits = self.annotate(docs[src], docs[tgt], toks[src], toks[tgt])
            out.append(tuple(Edit(e.o_start, e.o_end, e.c_start, e.c_end, e.type, e.c_str) for e in edits))
            if bar is not None:
                bar.update(1)
        return out

    def settings(self) -> tuple[Any, ...]:
        """What an executor's task needs to build the same extractor (:func:`_extract_shard`)."""
        return (self._model_arg, self.config, self.batch_size, self.aligner, self.fast_ruler)

    def bar(self, shares: Sequence[Sequence[tuple[str, str]]]) -> Any:
        pairs = sum(len(s) for s in shares)
        if pairs < PROGRESS_MIN_PAIRS:
            return progress(total=0, desc="", enabled=False)
        return progress(total=sum(work_steps(s) for s in shares), desc=f"ERRANT edits ({pairs} pairs)", unit="step",
                        enabled=self.progress)

    def extract_many(self, pairs: Sequence[tuple[str, str]]) -> list[tuple[Edit, ...]]:
        """Edits for each (source, target) pair, in order; each distinct pair is done once."""
        self.stats["pairs"] += len(pairs)
        distinct = list(dict.fromkeys(pairs))
        self.stats["distinct"] += len(distinct)
        result: dict[tuple[str, str], tuple[Edit, ...]] = {}
        todo = []
        for p in distinct:
            if p[0] == p[1]:
                result[p] = ()
                self.stats["identical"] += 1
            else:
                todo.append(p)
        if todo and self.cache is not None:
            sig = self.signature()
            found = self.cache.get_many(sig, todo)
            self.stats["cached"] += len(found)
            result.update(found)
            todo = [p for p in todo if p not in found]
        if todo:
            done = (extract_on_executor(self, todo, _extract_shard) if self.executor is not None
                    else extract_forked(self, todo))
            new = list(zip(todo, done, strict=True))
            result.update(new)
            self.stats["aligned"] += len(todo)
            if self.cache is not None:
                self.cache.put_many(self.signature(), new)
        return [result[p] for p in pairs]


_SHARD_EXTRACTORS: dict[tuple[Any, ...], ErrantExtractor] = {}


def _extract_shard(settings: tuple[Any, ...], pairs: list[tuple[str, str]]) -> list[list[tuple[Any, ...]]]:
    """One executor task: the edits of ``pairs`` (plain tuples, picklable), by an extractor with ``settings``
    built once per worker process (no cache, no worker processes of its own, no progress bar: the driver
    alone writes the cache and draws the bar)."""
    ex = _SHARD_EXTRACTORS.get(settings)
    if ex is None:
        model, config, batch_size, aligner, fast_ruler = settings
        ex = _SHARD_EXTRACTORS[settings] = ErrantExtractor(
            model=model, config=config, cache=False, batch_size=batch_size, workers=1, aligner=aligner,
            fast_ruler=fast_ruler, progress=False)
    return as_tuples(ex.extract_local(pairs))
