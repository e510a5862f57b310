"""GoToScorer (Gotou et al. 2020, COLING): precision, recall, F and accuracy weighted by correction
difficulty.

The source is cut into chunks from one reference's edits (Gotou et al.'s chunker, as the authors'
scorer ``gotutiyan/GTS`` builds them): every edit is one chunk, every other token its own chunk, and an
empty *insertion slot* sits before every chunk that does not follow an insertion and at the end. Each
system's edits are chunked the same way, and every gold chunk is judged for every system:

- *correct*: the system has a chunk with the same source span and the same target text;
- *modified*: the system changed the span (its matching chunk is an edit, or, without an exact match,
  some overlapping system chunk is an edit; an insertion slot is compared only with the system's chunk
  at the same position);

and counted (with the chunk's weight) as TP (modified, correct), FP (modified, wrong; also FN when the
gold chunk is an edit), TN (unmodified, correct) or FN (unmodified, wrong).

The **difficulty weight** of a gold chunk is the share of a set of systems that get it wrong,
``1 - n_correct / N`` (the GTS default ``a - (n + b) / (N + c)`` with ``a=1, b=c=0``): the more systems
correct an error (or leave a correct token alone), the less it counts. The weights therefore depend on
the *set of systems* scored together, which is an explicit argument here (``weight_systems``), not an
accident of what was scored. ``weighted=False`` gives every chunk weight 1.

Corpus level: weighted sums over all chunks of all sentences; ``p = TP / (TP + FP)``, ``r = TP / (TP +
FN)``, F_beta, ``acc = (TP + TN) / total weight``; 0 where a denominator is 0 (as GTS prints them).
Sentence level (not in GTS; gec-metrics' ``GoToScorer.score_sentence``): the same counts per sentence,
with p (r) = 1 when FP (FN) is 0, as gec-metrics' scores do.

Edits of type ``noop``, ``UNK`` and ``Um`` are skipped (GTS's chunker does); overlapping edits in one
annotation are a :class:`GecInputError` (chunks would not partition the source).

The registered metric ``gotoscorer`` (:class:`GoToScorerMetric`) names the set of systems that defines the
difficulty in its config and in the signature. Its edits are the corpus's given edits, or ERRANT's (the
edit cache) where the input has none.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

import pandas as pd

from gecnb.data.checks import MAX_ALIGN_TOKENS
from gecnb.data.corpus import Corpus, ReferenceSet
from gecnb.data.edit import Edit
from gecnb.data.errors import GecInputError
from gecnb.data.signature import Signature, SignaturePairs, signature_pairs
from gecnb.metrics._common import edits_label
from gecnb.metrics.base import Metric, Scored, impl_pairs, register
from gecnb.metrics.errant_compare import metric_edits
from gecnb.metrics.options import OptionError, check_number

__all__ = [
    "Chunk",
    "GoToConfig",
    "GoToResult",
    "GoToScorerMetric",
    "chunk_sentence",
    "difficulty_weights",
    "gotoscorer",
    "judge_chunks",
]

SKIPPED_TYPES = frozenset({"noop", "UNK", "Um"})


@dataclass(frozen=True)
class GoToConfig:
    """GoToScorer's one config (the options of the registered ``gotoscorer`` and of :func:`gotoscorer`, which
    reads ``beta``, F's beta, and ``weighted``, difficulty weights or 1 for every chunk). ``weight_systems``:
    the systems whose outputs define each chunk's difficulty, comma-separated (a list is accepted from
    Python); default every system of the corpus, whatever subset is scored. ``annotator``, ``spacy_model``
    and ``cache``: the gold annotator and the edit source of the registered metric."""

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

    def systems_for_weights(self, corpus: Corpus) -> list[str]:
        if self.weight_systems is None:
            return list(corpus.systems)
        names = self.weight_systems.split(",")
        unknown = [n for n in names if n not in corpus.systems]
        if unknown:
            raise GecInputError(f"`weight_systems`: {', '.join(unknown)} not in corpus {corpus.name} "
                                f"(its systems: {', '.join(corpus.systems)})")
        return names

    def computation_signature(self) -> SignaturePairs:
        """The signature of the computation's settings (beta, weights)."""
        return signature_pairs(("impl", "GoToScorer,gotutiyan-GTS-1.1.0"), ("beta", f"{self.beta:g}"),
                               ("weights", "difficulty" if self.weighted else "none"))

    def signature(self, weight_systems: Sequence[str] | None = None) -> SignaturePairs:
        """The pairs; ``weight_systems``: the systems the difficulty weights came from, where known (else the
        option as given)."""
        if weight_systems is not None:
            ws = "+".join(weight_systems)
        else:
            ws = "all systems of the corpus" if self.weight_systems is None else self.weight_systems.replace(",", "+")
        return signature_pairs(*self.computation_signature(), ("annotator", self.annotator),
                               *([("weight-systems", ws)] if self.weighted else []))


@dataclass(frozen=True, slots=True)
class Chunk:
    """One chunk: the source span ``[start, end)`` (``start == end``: an insertion slot), its target
    text, whether it is an edit, and the edit's type (``""`` for a token or an empty slot)."""

    start: int
    end: int
    text: str
    edited: bool
    type: str = ""


def chunk_sentence(tokens: Sequence[str], edits: Sequence[Edit], *, sentence: int | None = None,
                   what: str = "edits") -> tuple[Chunk, ...]:
    """The chunk sequence of one source sentence under one annotation (GTS's three steps: edit chunks,
    one chunk per other token, an insertion slot before every chunk that does not follow an insertion
    and one at the end)."""
    kept = sorted((e for e in edits if e.type not in SKIPPED_TYPES), key=lambda e: (e.o_start, e.o_end))
    n = len(tokens)
    basic: list[Chunk] = []
    pos = 0
    for e in kept:
        if e.o_start < pos or e.o_end > n:
            where = f" of sentence {sentence + 1}" if sentence is not None else ""
            raise GecInputError(f"GoToScorer: {what}{where} overlap or leave the source "
                                f"(edit {e.o_start}-{e.o_end} after position {pos}, {n} tokens)")
        basic.extend(Chunk(i, i + 1, tokens[i], False) for i in range(pos, e.o_start))
        basic.append(Chunk(e.o_start, e.o_end, e.c_str, True, e.type))
        pos = e.o_end
    basic.extend(Chunk(i, i + 1, tokens[i], False) for i in range(pos, n))
    out: list[Chunk] = []
    prev_insert = False
    for c in basic:
        if c.start == c.end:
            out.append(c)
            prev_insert = True
            continue
        if not prev_insert:
            out.append(Chunk(c.start, c.start, "", False))
        out.append(c)
        prev_insert = False
    if not basic or basic[-1].start != basic[-1].end:
        out.append(Chunk(n, n, "", False))
    return tuple(out)


def judge_chunks(gold: Sequence[Chunk], system: Sequence[Chunk]) -> list[tuple[bool, bool]]:
    """``(modified, correct)`` of every gold chunk for one system's chunks of the same sentence.

    GTS's comparison, computed by position instead of over all chunk pairs: an exact match (span and
    text) decides; otherwise every system chunk overlapping the gold span (insertion slots inside it,
    chunks covering one of its tokens) is a wrong attempt, modified if any of them is an edit; a gold
    insertion slot meets only the system chunk at its position; with nothing to compare the chunk is
    unmodified and correct unless it is a gold edit."""
    at_span: dict[tuple[int, int], list[Chunk]] = {}
    covering: dict[int, Chunk] = {}
    for c in system:
        at_span.setdefault((c.start, c.end), []).append(c)
        for k in range(c.start, c.end):
            covering[k] = c
    out = []
    for g in gold:
        same = at_span.get((g.start, g.end), [])
        hit = next((c for c in same if c.text == g.text), None)
        if hit is not None:  # the first exact match decides
            out.append((hit.edited, True))
            continue
        if g.start == g.end:
            out.append((any(c.edited for c in same), False) if same else (False, not g.edited))
            continue
        mod = False
        found = False
        for k in range(g.start, g.end):
            for c in (*at_span.get((k, k), ()), covering.get(k)):
                if c is not None:
                    found = True
                    mod = mod or c.edited
        out.append((mod, False) if found else (False, not g.edited))
    return out


@dataclass(frozen=True)
class GoToResult:
    """Per-system per-sentence weighted counts (``sentences[system]``: one row per sentence with ``tp,
    fp, fn, tn, total, p, r, f``), the gold chunks and their weights and correct counts."""

    sentences: dict[str, pd.DataFrame]
    chunks: list[tuple[Chunk, ...]]
    weights: list[list[float]]
    n_correct: list[list[int]]
    weight_systems: tuple[str, ...]

    def corpus(self, system: str, *, beta: float) -> dict[str, float]:
        df = self.sentences[system]
        tp, fp, fn, tn, total = (float(df[c].sum()) for c in ("tp", "fp", "fn", "tn", "total"))
        return corpus_values(tp, fp, fn, tn, total, beta=beta)


def _f(p: float, r: float, beta: float) -> float:
    b2 = beta * beta
    return (1 + b2) * p * r / (b2 * p + r) if (b2 * p + r) else 0.0


def corpus_values(tp: float, fp: float, fn: float, tn: float, total: float, *, beta: float) -> dict[str, float]:
    """GTS's corpus scores: 0 where a denominator is 0."""
    p = tp / (tp + fp) if tp + fp else 0.0
    r = tp / (tp + fn) if tp + fn else 0.0
    acc = (tp + tn) / total if total else 0.0
    return {"tp": tp, "fp": fp, "fn": fn, "tn": tn, "p": p, "r": r, "f": _f(p, r, beta), "acc": acc}


def _sentence_values(tp: float, fp: float, fn: float, beta: float) -> tuple[float, float, float]:
    p = 1.0 if fp == 0 else tp / (tp + fp)
    r = 1.0 if fn == 0 else tp / (tp + fn)
    return p, r, _f(p, r, beta)


def difficulty_weights(n_correct: Sequence[Sequence[int]], n_systems: int) -> list[list[float]]:
    """``1 - n / N`` for every gold chunk (``n`` systems of ``N`` correct it)."""
    if n_systems < 1:
        raise GecInputError("GoToScorer needs at least one system to weigh the chunks by difficulty")
    return [[1 - n / n_systems for n in sent] for sent in n_correct]


def gotoscorer(
    *,
    sources: Sequence[str],
    references: Sequence[Sequence[Edit]],
    hypotheses: Mapping[str, Sequence[Sequence[Edit]]],
    scored: Sequence[str],
    weight_systems: Sequence[str],
    config: GoToConfig = GoToConfig(),
) -> GoToResult:
    """GoToScorer of the ``scored`` systems, with difficulty weights from ``weight_systems`` (both named
    in ``hypotheses``: system -> edits per sentence; ``references``: the gold edits of one annotator per
    sentence; ``sources``: whitespace-tokenised)."""
    missing = [s for s in (*scored, *weight_systems) if s not in hypotheses]
    if missing:
        raise GecInputError(f"GoToScorer: no edits for system(s) {', '.join(dict.fromkeys(missing))}")
    if config.weighted and not weight_systems:
        raise GecInputError("GoToScorer: the set of systems for the difficulty weights is empty")
    if config.weighted and len(set(weight_systems)) < 2:
        raise GecInputError(
            f"GoToScorer: the difficulty weights need at least 2 systems, got only {', '.join(weight_systems)}: a chunk "
            "that every weighting system corrects weighs 1 - 1/1 = 0, so a perfect output would score 0 everywhere; "
            "score it together with other systems (weight_systems=...), or without weights (weighted=False, "
            "--no-weighted)")
    n = len(sources)
    if len(references) != n:
        raise GecInputError(f"GoToScorer: {len(references)} reference annotations for {n} sentences")
    for s in hypotheses:
        if len(hypotheses[s]) != n:
            raise GecInputError(f"GoToScorer: system {s} has edits for {len(hypotheses[s])} of {n} sentences")
    systems = list(dict.fromkeys([*scored, *weight_systems]))
    gold_chunks: list[tuple[Chunk, ...]] = []
    judged: dict[str, list[list[tuple[bool, bool]]]] = {s: [] for s in systems}
    for i, src in enumerate(sources):
        tokens = src.split(" ")
        gold = chunk_sentence(tokens, references[i], sentence=i, what="reference edits")
        gold_chunks.append(gold)
        memo: dict[tuple[Edit, ...], list[tuple[bool, bool]]] = {}
        for s in systems:
            key = tuple(hypotheses[s][i])
            if key not in memo:
                memo[key] = judge_chunks(gold, chunk_sentence(tokens, key, sentence=i, what=f"edits of {s}"))
            judged[s].append(memo[key])
    n_correct = [[sum(judged[s][i][j][1] for s in weight_systems) for j in range(len(gold_chunks[i]))]
                 for i in range(n)]
    if config.weighted:
        weights = difficulty_weights(n_correct, len(weight_systems))
    else:
        weights = [[1.0] * len(g) for g in gold_chunks]
    out: dict[str, pd.DataFrame] = {}
    for s in scored:
        rows = []
        for i in range(n):
            tp = fp = fn = tn = total = 0.0
            for (mod, ok), g, w in zip(judged[s][i], gold_chunks[i], weights[i], strict=True):
                total += w
                if mod:
                    if ok:
                        tp += w
                    else:
                        fp += w
                        if g.edited:
                            fn += w
                elif ok:
                    tn += w
                else:
                    fn += w
            p, r, f = _sentence_values(tp, fp, fn, config.beta)
            rows.append((tp, fp, fn, tn, total, p, r, f))
        out[s] = pd.DataFrame(rows, columns=["tp", "fp", "fn", "tn", "total", "p", "r", "f"])
    return GoToResult(out, gold_chunks, weights, n_correct, tuple(weight_systems))


# ------------------------------------------------------------------------------ the registered metric

@register
class GoToScorerMetric(Metric):
    name = "gotoscorer"
    max_tokens = MAX_ALIGN_TOKENS  # an alignment/lattice per sentence: see Metric.max_tokens
    description = ("GoToScorer (Gotou et al. 2020): chunk P, R, F_beta and accuracy weighted by correction "
                   "difficulty (the share of a set of systems that fail a chunk); one reference annotator")
    languages = ("en",)
    inputs = "source (or M2), hypotheses (text or M2), references (text or M2); difficulty from a set of systems"
    rank = 32
    Config = GoToConfig
    gold_from = "edits"

    def depends_on_other_systems(self) -> bool:
        return True  # the difficulty weights come from the systems' outputs

    def _impl_signature(self, corpus: Corpus | None) -> SignaturePairs:
        c = self.config
        if corpus is None or not c.weighted:
            return c.signature()
        return c.signature(c.systems_for_weights(corpus))

    def _edit_source(self, corpus: Corpus, rs: ReferenceSet | None) -> str:
        from gecnb.metrics._common import edit_source

        return edit_source(corpus, rs, model=self.config.spacy_model, cache=self.config.cache)

    def _sig(self, corpus: Corpus, rs: ReferenceSet | None, level: str, how: str) -> Signature:
        pairs: list[tuple[str, object]] = [("metric", self.name), *impl_pairs(self._impl_signature(corpus))]
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
                         weight_systems=weight_systems, config=c)
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
