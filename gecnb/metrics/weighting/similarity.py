"""The similarity edit weigher of CLEME2.0 (Ye et al. 2025, Eq. 7-8: PTScore on BERTScore), with the rules of
the official weigher (THUKElab/CLEME v1.1.0, ``SimilarityWeigher.get_weights_batch``):

* TN rows weigh 1.0;
* a TP / FP_ne / FP_un row of chunk ``i`` against reference ``r``: X' is the source with only the
  hypothesis's chunk ``i`` applied (walk the hypothesis's chunks taking each one's source tokens, except
  chunk ``i``, whose hypothesis tokens are taken), tokens joined by single spaces; an FN row: the same over
  reference ``r``'s chunks (the source with only ``r``'s chunk ``i`` applied); an empty X' becomes the
  source;
* weight = |F1(X', R_r) - F1(X, R_r)| with X the source line and R_r reference ``r``'s tokens joined by
  spaces; F1 is BERTScore F1 (:mod:`gecnb.metrics.weighting.bertscore`), float32 values taken as Python floats and
  the difference taken in double. No normalisation, clipping or length scaling: weights are raw F1
  differences (median about 0.01), so weighted TP / FP / FN are far smaller than the counts while TN
  keeps the scale of a count, exactly as in the official code.

Under the independent assumption the one classification of a chunk is repeated on every reference row and
each copy is weighed against its own reference (the official weigher does so). The official code weighs an
FP chunk twice (as FP and as FP_ne / FP_un) with two copies of the same pair; here it is one row with one
weight (the two official copies differ only by batch rounding, below 1.2e-7).

``prepare(contexts)`` collects the (candidate, reference) pairs of every context (all systems, reference
sets and assumptions at once), scores each distinct pair once and keeps the F1 values; pairs are looked up
first in the shipped caches (``gecnb/datasets/similarity/``: the CoNLL-2014 systems against NUCLE for the
offline MiniLM model, see :func:`shipped_f1`), then in the on-disk cache, and only the rest go to the model.
"""

from __future__ import annotations

import gzip
import io
import os
import re
from collections.abc import Iterable, Mapping, Sequence
from concurrent.futures import Executor
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import metadata
from pathlib import Path

import numpy as np

from gecnb.chunks.categories import FN, TN
from gecnb.chunks.stats import ChunkStats
from gecnb.data.cachefile import atomic_write, shipped_file_ok, update_manifest
from gecnb.metrics.weighting.base import WeightContext
from gecnb.metrics.weighting.bertscore import (
    RULES,
    BertModel,
    BertScorer,
    ModelUnavailable,
    bertscore_f1,
    install_hint,
    resolve_device,
    resolve_model,
)

SHIPPED_DIR = Path(__file__).resolve().parents[2] / "datasets" / "similarity"
XPRIME_RULES = "cleme-v1.1.0"


# ---------------------------------------------------------------------------------------------------
# the pairs a context needs
# ---------------------------------------------------------------------------------------------------
def _join(tokens: Iterable[str]) -> str:
    return " ".join(t for t in tokens if t)


def reference_text(stats: ChunkStats, sentence: int, ref_pos: int) -> str:
    """R_r: the kept reference ``ref_pos`` of a sentence, its tokens joined by single spaces."""
    ref = stats.inputs.references[sentence][stats.ref_index[sentence][ref_pos]]
    return " ".join(ref.split())  # split() yields no empty token


def x_prime_texts(stats: ChunkStats, sentence: int, target: int) -> list[str]:
    """X' of every chunk of a sentence for one target of its partition (0: the hypothesis, t + 1: the
    kept reference t): the source with only that target's chunk applied; empty X' -> the source line.
    Kept in ``stats.cache`` (they depend on the partition only, not on the categories)."""
    memo = stats.cache.setdefault("similarity_x_prime", {})
    got = memo.get((sentence, target))
    if got is not None:
        return got
    p = stats.partition(sentence)
    n = p.n_chunks
    # each chunk's source and target tokens joined once; X' = prefix + target chunk + suffix, where the
    # joins skip empty parts exactly as joining the non-empty tokens would
    src = [_join(p.source_tokens(k)) for k in range(n)]
    tgt = [_join(p.tokens(target, k)) for k in range(n)]
    prefix = [""] * (n + 1)
    for k in range(n):
        prefix[k + 1] = _join((prefix[k], src[k]))
    suffix = [""] * (n + 1)
    for k in range(n - 1, -1, -1):
        suffix[k] = _join((src[k], suffix[k + 1]))
    out = []
    for k in range(n):
        x = _join((prefix[k], tgt[k], suffix[k + 1]))
        out.append(x if x else stats.inputs.sources[sentence])
    memo[(sentence, target)] = out
    return out


@dataclass(frozen=True)
class WeightPairs:
    """For the weighed rows of one context: the row index, its X' and its reference text (X is the
    sentence's source line)."""

    rows: np.ndarray
    sentence: np.ndarray
    x_prime: list[str]
    reference: list[str]
    source: list[str]


def weight_pairs(ctx: WeightContext) -> WeightPairs:
    """X', R_r and X for every non-TN row of a context (partitions rebuilt once per sentence; kept in
    ``stats.cache`` per categories, so ``prepare`` and ``weights`` build them once)."""
    stats = ctx.stats
    cat = np.asarray(ctx.categories)
    key = ("similarity_weight_pairs", cat.tobytes())
    got = stats.cache.get(key)
    if got is None:
        got = stats.cache[key] = _weight_pairs(ctx, cat)
    return got  # type: ignore[no-any-return]


def _weight_pairs(ctx: WeightContext, cat: np.ndarray) -> WeightPairs:
    stats = ctx.stats
    rows = np.flatnonzero(cat != TN)
    c = stats.r_row[rows]
    sent = stats.c_sent[c]
    if len(stats.r_span) != len(stats.r_row) or len(stats.c_src_span) != len(stats.c_sent):
        return _weight_pairs_from_partitions(ctx, cat, rows, sent)
    if not len(rows):
        return WeightPairs(rows, sent, [], [], [])
    # X' from the chunk spans the statistics keep (no partition rebuilt): the source tokens before the
    # chunk, the target's chunk tokens, the source tokens after it -- what joining the partition's chunk
    # texts gives (the chunks of a sentence tile its source; split() never yields an empty token). Each
    # distinct (sentence, target, spans) is joined once per statistics (rows of several references, and
    # the dependent and independent contexts, share them).
    inp = stats.inputs
    sources = inp.sources
    fn = cat[rows] == FN
    refpos = stats.r_ref[rows]
    target = np.where(fn, refpos + 1, 0)
    tgt_span = np.where(fn[:, None], stats.r_span[rows], stats.c_hyp_span[c])
    keys = np.column_stack([sent, target, stats.c_src_span[c], tgt_span])
    uniq, inv = np.unique(keys, axis=0, return_inverse=True)
    tokens: dict[tuple[int, int], list[str]] = stats.cache.setdefault("similarity_tokens", {})
    xmemo: dict[tuple[int, ...], str] = stats.cache.setdefault("similarity_x_prime_spans", {})
    ux: list[str] = []
    for key in map(tuple, uniq.tolist()):
        x = xmemo.get(key)
        if x is None:
            i, t, s0, e0, s1, e1 = key
            src = tokens.get((i, -1))
            if src is None:
                src = tokens[(i, -1)] = sources[i].split()
            tgt = tokens.get((i, t))
            if tgt is None:
                text = inp.references[i][stats.ref_index[i][t - 1]] if t else inp.hypotheses[i]
                tgt = tokens[(i, t)] = text.split()
            x = xmemo[key] = " ".join(src[:s0] + tgt[s1:e1] + src[e0:]) or sources[i]
        ux.append(x)
    xp = [ux[j] for j in np.asarray(inv).reshape(-1).tolist()]
    rkeys = np.column_stack([sent, refpos])
    ur, rinv = np.unique(rkeys, axis=0, return_inverse=True)
    rmemo: dict[tuple[int, int], str] = stats.cache.setdefault("similarity_reference_texts", {})
    ut: list[str] = []
    for i, t in ur.tolist():
        r = rmemo.get((i, t))
        if r is None:
            r = rmemo[(i, t)] = reference_text(stats, i, t)
        ut.append(r)
    refs = [ut[j] for j in np.asarray(rinv).reshape(-1).tolist()]
    srcs = [sources[i] for i in sent.tolist()]
    return WeightPairs(rows, sent, xp, refs, srcs)


def _weight_pairs_from_partitions(ctx: WeightContext, cat: np.ndarray, rows: np.ndarray,
                                  sent: np.ndarray) -> WeightPairs:
    """The same pairs for statistics without chunk spans: each sentence's partition rebuilt."""
    stats = ctx.stats
    chunk = stats.c_chunk[stats.r_row[rows]]
    refpos = stats.r_ref[rows]
    xp: list[str] = []
    refs: list[str] = []
    srcs: list[str] = []
    rmemo: dict[tuple[int, int], str] = {}
    for j, i, k, t in zip(rows.tolist(), sent.tolist(), chunk.tolist(), refpos.tolist(), strict=True):
        target = t + 1 if cat[j] == FN else 0
        xp.append(x_prime_texts(stats, i, target)[k])
        r = rmemo.get((i, t))
        if r is None:
            r = rmemo[(i, t)] = reference_text(stats, i, t)
        refs.append(r)
        srcs.append(stats.inputs.sources[i])
    return WeightPairs(rows, sent, xp, refs, srcs)


# ---------------------------------------------------------------------------------------------------
# shipped caches
# ---------------------------------------------------------------------------------------------------
def write_shipped(path: str | os.PathLike[str], model: BertModel, f1: Mapping[tuple[str, str], float],
                  *, description: str) -> None:
    """Write F1 values as a shipped cache: a gzipped text file, grouped by reference (near-identical
    candidates next to each other compress well), F1 as the exact repr of the float32 value.

    Format: ``# key\t<model cache key>`` (the first line), then ``# signature``, ``# description``, and the
    model's identity (``# model`` name, ``# layer``, ``# identity`` = md5 of the weights / of the tokenizer
    files, ``# rules`` of :mod:`gecnb.metrics.weighting.bertscore`, ``# versions`` of transformers and torch that
    computed the values, ``# install``: what gives the same model), so the values can be used and named
    without the model (:func:`shipped_model`); then
    ``R\t<reference>`` lines each followed by its ``C\t<f1>\t<candidate>`` lines (tabs and newlines never
    occur in the whitespace-joined texts; they are rejected)."""
    by_ref: dict[str, list[tuple[str, float]]] = {}
    for (c, r), v in f1.items():
        for s in (c, r):
            if "\t" in s or "\n" in s:
                raise ValueError(f"text with a tab or newline cannot go into a shipped cache: {s!r}")
        by_ref.setdefault(r, []).append((c, v))
    lines = [f"# key\t{model.cache_key}", f"# signature\t{model.signature()}", f"# description\t{description}",
             f"# model\t{model.name}", f"# layer\t{model.layer}", f"# identity\t{model.identity}",
             f"# rules\t{RULES}", f"# versions\t{_versions()}", f"# install\t{install_hint(model)}"]
    for r in sorted(by_ref):
        lines.append(f"R\t{r}")
        lines.extend(f"C\t{v!r}\t{c}" for c, v in sorted(by_ref[r]))
    data = ("\n".join(lines) + "\n").encode()
    buf = io.BytesIO()
    with gzip.GzipFile(fileobj=buf, mode="wb", compresslevel=9, mtime=0) as gz:
        gz.write(data)
    atomic_write(path, buf.getvalue(), what="shipped BERTScore cache")
    update_manifest(path)  # a shipped file (under gecnb/datasets): its MANIFEST.sha256 line


def read_shipped(path: str | os.PathLike[str]) -> tuple[dict[str, str], dict[tuple[str, str], float]]:
    """A shipped cache's header and its (candidate, reference) -> F1 map."""
    header: dict[str, str] = {}
    out: dict[tuple[str, str], float] = {}
    ref = None
    with gzip.open(path, "rt", encoding="utf-8") as fh:
        for n, line in enumerate(fh, 1):
            line = line.rstrip("\n")
            if line.startswith("# "):
                k, _, v = line[2:].partition("\t")
                header[k] = v
            elif line.startswith("R\t"):
                ref = line[2:]
            elif line.startswith("C\t") and ref is not None:
                _, v, c = line.split("\t", 2)
                out[(c, ref)] = float(v)
            else:
                raise ValueError(f"{path}, line {n}: not a shipped BERTScore cache line: {line[:60]!r}")
    return header, out


def read_shipped_header(path: str | os.PathLike[str]) -> dict[str, str]:
    """The ``# name\tvalue`` header lines of a shipped cache (read without the values)."""
    header: dict[str, str] = {}
    with gzip.open(path, "rt", encoding="utf-8") as fh:
        for line in fh:
            if not line.startswith("# "):
                break
            k, _, v = line[2:].rstrip("\n").partition("\t")
            header[k] = v
    return header


def shipped_model(*, layer: int | None = None) -> tuple[BertModel, str] | None:
    """The model a shipped cache was computed with (the first file by name, with ``layer`` if given, and
    this gecnb's BERTScore rules), as a :class:`BertModel` whose identity comes from the cache header
    (``source="shipped-cache"``: no model files, so only cached values can be read), and the package
    versions that computed the values; None if no shipped cache fits."""
    if not SHIPPED_DIR.is_dir():
        return None
    for path in sorted(SHIPPED_DIR.glob("*.tsv.gz")):
        h = read_shipped_header(path)
        if not {"model", "layer", "identity", "rules", "versions"} <= set(h) or h["rules"] != RULES:
            continue
        if layer is not None and int(h["layer"]) != layer:
            continue
        m = BertModel(h["model"], "", int(h["layer"]), "shipped-cache", known_identity=h["identity"])
        if h.get("key") != m.cache_key:  # a header that does not describe its own key is not trusted
            continue
        return m, h["versions"]
    return None


@lru_cache(maxsize=4)
def shipped_f1(cache_key: str) -> Mapping[tuple[str, str], float]:
    """Every shipped F1 value for a model cache key (read-only, read once per process)."""
    merged: dict[tuple[str, str], float] = {}
    if SHIPPED_DIR.is_dir():
        for path in sorted(SHIPPED_DIR.glob("*.tsv.gz")):
            if not shipped_file_ok(path, rebuild="python scripts/build_similarity_cache.py"):
                continue  # damaged or edited (SHA-256 differs from MANIFEST.sha256's): its values are computed
            with gzip.open(path, "rt", encoding="utf-8") as fh:
                first = fh.readline().rstrip("\n")
            if first != f"# key\t{cache_key}":
                continue
            merged.update(read_shipped(path)[1])
    return merged


# ---------------------------------------------------------------------------------------------------
# the weigher
# ---------------------------------------------------------------------------------------------------
def _version(pkg: str) -> str:
    try:
        return metadata.version(pkg)
    except metadata.PackageNotFoundError:
        return "none"


def _versions() -> str:
    """The versions of the packages that compute BERTScore here, as the weigher's signature names them."""
    return f"transformers:{_version('transformers')}|torch:{_version('torch')}"


@dataclass(frozen=True)
class SimilarityWeigher:
    """CLEME2.0's similarity weighting (see the module docstring).

    ``model`` / ``layer``: the BERTScore model (search order in :mod:`gecnb.metrics.weighting.bertscore`: argument,
    ``$GECNB_BERT_MODEL``, bert-base-uncased layer 9 if cached locally, the offline MiniLM package layer 6;
    no model found: the shipped cache's model, values only); ``cache``: use the on-disk cache; ``shipped``:
    read the shipped caches first; ``progress``: progress bars (None: the process default); ``device``:
    ``"auto"`` (a CUDA GPU when torch sees one, else the CPU), ``"cpu"``, ``"cuda"`` or ``"cuda:N"`` (the
    signature names a GPU; the shipped values are the CPU's and are read on any device); ``executor``: any
    :class:`concurrent.futures.Executor` (e.g. a ``dask.distributed`` client's ``get_executor()``) to embed
    on, bit for bit the local result."""

    model: str | None = None
    layer: int | None = None
    cache: bool = True
    shipped: bool = True
    progress: bool | None = None
    device: str = "auto"
    executor: Executor | None = field(default=None, compare=False)
    name: str = "similarity"
    _f1: dict[tuple[str, str], float] = field(default_factory=dict, init=False, repr=False, compare=False)
    _state: dict[str, object] = field(default_factory=dict, init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if self.layer is not None and (isinstance(self.layer, bool) or not isinstance(self.layer, int) or self.layer < 0):
            raise ValueError(f"layer must be an integer >= 0 or None, got {self.layer!r}")
        if not isinstance(self.device, str) or not (self.device in ("auto", "cpu") or
                                                     re.fullmatch(r"cuda(:\d+)?", self.device)):
            raise ValueError(f"device must be 'auto', 'cpu', 'cuda' or 'cuda:N', got {self.device!r}")
        if self.name != "similarity":
            raise ValueError(f"a SimilarityWeigher is named 'similarity', not {self.name!r}")

    @property
    def bert_model(self) -> BertModel:
        """The resolved model (resolved on first use: the search order reads the environment then). When no
        model is installed and none was asked for, the model of the shipped cache, its identity read from
        the cache (``source == "shipped-cache"``): the shipped values are used without loading any model,
        and asking for a value that is not cached is a :class:`~gecnb.metrics.weighting.bertscore.ModelUnavailable`
        error saying what to install."""
        m = self._state.get("model")
        if m is None:
            try:
                m = resolve_model(model=self.model, layer=self.layer, device=resolve_device(self.device))
            except ModelUnavailable:
                found = shipped_model(layer=self.layer) if self.model is None and self.shipped else None
                if found is None:
                    raise
                m, self._state["versions"] = found
            self._state["model"] = m
        return m  # type: ignore[return-value]

    def signature(self) -> str:
        bm = self.bert_model
        versions = self._state["versions"] if not bm.available else _versions()
        return f"similarity|{bm.signature()}|xprime:{XPRIME_RULES}|weight:abs-f1-diff|{versions}"

    def _scorer(self) -> BertScorer:
        sc = self._state.get("scorer")
        if sc is None:
            sc = self._state["scorer"] = BertScorer(self.bert_model, show_progress=self.progress,
                                                    executor=self.executor)
        return sc  # type: ignore[return-value]

    def f1(self, pairs: Sequence[tuple[str, str]]) -> list[float]:
        """F1 of (candidate, reference) pairs, through this weigher's memory, the shipped and disk caches."""
        missing = list(dict.fromkeys(p for p in pairs if p not in self._f1))
        if missing:
            bm = self.bert_model
            readonly = [shipped_f1(bm.cpu_cache_key)] if self.shipped else []
            vals = bertscore_f1(missing, model=bm, cache=self.cache, readonly=readonly, scorer=self._scorer(),
                                progress=self.progress)
            self._f1.update(zip(missing, vals, strict=True))
        return [self._f1[p] for p in pairs]

    @staticmethod
    def pairs_needed(contexts: Sequence[WeightContext]) -> list[tuple[str, str]]:
        """Every distinct (candidate, reference) pair the contexts need: (X', R_r) and (X, R_r)."""
        need: dict[tuple[str, str], None] = {}
        for ctx in contexts:
            wp = weight_pairs(ctx)
            for x, r, s in zip(wp.x_prime, wp.reference, wp.source, strict=True):
                need[(s, r)] = None
                need[(x, r)] = None
        return list(need)

    def prepare(self, contexts: Sequence[WeightContext]) -> None:
        """Score every pair of every context at once (each distinct pair once)."""
        self.f1(self.pairs_needed(contexts))

    def weights(self, ctx: WeightContext) -> np.ndarray:
        wp = weight_pairs(ctx)
        w = np.ones(len(ctx.categories), dtype=np.float64)
        if len(wp.rows):
            f_x = self.f1(list(zip(wp.source, wp.reference, strict=True)))
            f_xp = self.f1(list(zip(wp.x_prime, wp.reference, strict=True)))
            w[wp.rows] = [abs(a - b) for a, b in zip(f_xp, f_x, strict=True)]
        return w

    def anchors(self, ctx: WeightContext) -> tuple[WeightPairs, np.ndarray, np.ndarray]:
        """The weighed rows of a context with F1(X, R_r) and F1(X', R_r) (for inspection and tests)."""
        wp = weight_pairs(ctx)
        f_x = np.asarray(self.f1(list(zip(wp.source, wp.reference, strict=True))), dtype=np.float64)
        f_xp = np.asarray(self.f1(list(zip(wp.x_prime, wp.reference, strict=True))), dtype=np.float64)
        return wp, f_x, f_xp
