"""GLEU for grammatical error correction: three distinct metrics that all go by that name.

``gleu_official``
    The cnap/gec-ranking scripts (``gleu.py`` + ``compute_gleu``, Napoles et al. 2016 update, with the
    2017 brevity-penalty fix), reproduced bit for bit. For one (hypothesis H, source S, reference R)
    and n = 1..4::

        num_n = max(0, sum_g min(H(g), R(g)) - sum_{g: R(g) == 0} min(H(g), S(g)))
        den_n = max(0, |H| - n + 1)

    statistics ``(c=|H|, r=|R|, num_1, den_1, ..., num_4, den_4)`` are summed over the corpus and
    ``GLEU = 0`` if any statistic is 0, else ``exp(min(0, 1 - r/c) + 1/4 sum_n log(num_n/den_n))``.
    With k > 1 references the script runs 500 iterations; iteration j calls ``random.seed(j * 101)``
    and draws one reference per sentence, in sentence order, with Python 2's
    ``randint(0, k-1) == int(random() * k)`` (Python 3's ``randint`` draws differently). The corpus
    score is the mean over iterations of GLEU(summed statistics). With one reference: 1 iteration.
    Sentence level (the script's ``-d`` mode): the mean over references of GLEU with every zero
    statistic replaced by 1.

    Implementation: the statistics of every (sentence, reference) pair are computed once into an
    integer array ``(n_sentences, max_refs, 10)``; the draws of all iterations are one index array
    and each iteration's corpus statistics are one fancy-indexed sum. Ragged references (sentence i
    has k_i references) generalise the script by drawing ``int(random() * k_i)``; with equal k this
    is exactly the script. Tokens are the script's ``line.split()`` under Python 2, i.e. split on
    ASCII whitespace only (a no-break space U+00A0 stays inside a token).

``gleu_sakaguchi``
    Sakaguchi et al. (2016, TACL) Equation 1: a count-aware penalty
    ``sum_g max(0, min(H,S)(g) - min(H,R)(g))`` over the hypothesis' source n-grams instead of the
    official "source n-gram types absent from R" rule, one sampled reference per sentence, mean over
    500 iterations (same sampling and seeding as the official script). The clip at 0 is applied to
    each order's sum, as in the official script (Eq. 1 itself can go negative).

``gleu_multiref``
    The framework of "fluency-based multi-reference evaluation" (section 2.2 and Appendix A):
    ``count'(g) = max(min(H,R)(g) - min(H(g), max(0, S(g) - R(g))), 0)``, BLEU brevity penalty,
    N = 4, sentence GLEU against each reference aggregated by ``select-best`` (max),
    ``simple-avg`` (mean), ``weighted-avg`` (softmax(tau * GLEU_i) weights) or ``merged`` (one GLEU
    against the multiset union whose counts are the SUM of the references' counts). Corpus score =
    mean of the sentence scores (the paper's step 3).

    The paper leaves the reference length of MERGED's brevity penalty open. gecnb uses the SHORTEST
    reference length by default (``merged_length="shortest"``): it is the only common choice under
    which the paper's Property 2 (MERGED never decreases when a reference is added) actually holds,
    because the count' of every n-gram is non-decreasing in R(g) and the shortest length can only
    fall, so the penalty can only relax. ``"closest"`` (BLEU's rule) and ``"average"`` are available
    and the tests show a counter-example to Property 2 under ``"closest"``.

    A sentence whose hypothesis has no n-gram of some order (fewer than 4 tokens), or whose matched
    count of some order is 0, scores 0 with ``smoothing="none"`` (the default, like corpus BLEU and
    the official script); ``smoothing="official"`` replaces zero statistics by 1 as the official
    script's sentence-level mode does.

The registered metrics ``gleu`` (the official script), ``gleu-sakaguchi`` and ``gleu-multiref`` (:class:`GleuMetric`,
:class:`GleuSakaguchiMetric`, :class:`GleuMultirefMetric`) score a corpus with these functions.
"""

from __future__ import annotations

import dataclasses
import math
import random
import re
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Literal

import numpy as np
import pandas as pd

from gecnb.data.checks import check_parallel
from gecnb.data.corpus import Corpus, ReferenceSet
from gecnb.data.errors import GecInputError
from gecnb.data.signature import Signature, SignaturePairs, format_pairs, signature_pairs
from gecnb.metrics._common import TOKENS_META, NgramMetric, references
from gecnb.metrics.aggregate import SumAggregate, mean_aggregate
from gecnb.metrics.base import Scored, register
from gecnb.metrics.options import MAX_ITERATIONS, OptionError, Tokens, canonical_tokens, check_choice, check_number

ORDER = 4
N_STATS = 2 + 2 * ORDER

BrevityPenalty = Literal["2017", "2016-inverted"]
Aggregation = Literal["select-best", "simple-avg", "weighted-avg", "merged"]
AGGREGATIONS: tuple[Aggregation, ...] = ("select-best", "simple-avg", "weighted-avg", "merged")
MergedLength = Literal["shortest", "closest", "average"]
Smoothing = Literal["none", "official"]
Combine = Literal["mean", "pooled"]
COMBINES = ("mean", "pooled")
SentenceMean = Literal["sentences", "pairs"]

# Python 2's str.split() on a UTF-8 byte string splits on these bytes only.
_PY2_WS = re.compile(r"[ \t\n\r\x0b\x0c]+")
_ANY_WS = re.compile(r"\s+")


def tokenize(text: str, mode: str = "word") -> list[str]:
    """Tokens of one sentence; ``mode`` is the unit (``tokens=`` everywhere else).

    ``"word"``: split on ASCII whitespace, exactly like the official script's ``line.split()``
    under Python 2. ``"char"``: every non-whitespace character is a token (Chinese; whitespace is
    removed first); any other ``mode`` is an :class:`~gecnb.metrics.options.OptionError`.
    """
    if mode == "word":
        return [t for t in _PY2_WS.split(text) if t]
    if mode == "char":
        return list(_ANY_WS.sub("", text))
    return tokenize(text, canonical_tokens(mode))


def ngram_counts(tokens: Sequence[str], n: int) -> Counter[tuple[str, ...]]:
    """Counts of the n-grams of one token sequence."""
    return Counter(tuple(tokens[i : i + n]) for i in range(len(tokens) + 1 - n))


def _all_orders(tokens: Sequence[str]) -> list[Counter[tuple[str, ...]]]:
    return [ngram_counts(tokens, n) for n in range(1, ORDER + 1)]


# --------------------------------------------------------------------------------------------------
# input validation


# --------------------------------------------------------------------------------------------------
# the GLEU formula on a statistics vector (c, r, num_1, den_1, ..., num_4, den_4)


def gleu_from_stats(
    stats: Sequence[int] | np.ndarray, *, smooth: bool = False, brevity_penalty: BrevityPenalty = "2017"
) -> float:
    """GLEU of one statistics vector ``(|H|, |R|, num_1, den_1, ...)``, with the script's float operations.

    ``smooth=True`` replaces zero statistics by 1 (the script's sentence-level mode).
    ``brevity_penalty="2016-inverted"`` is the script before its "6 9 2017: Fixed inverse brevity
    penalty" commit, which yielded ``rlen`` before ``hlen`` so that ``(c, r) = (|R|, |H|)``:
    ``exp(min(0, 1 - |H|/|R|))`` penalises hypotheses LONGER than the reference.
    """
    s = [int(x) for x in stats]
    if brevity_penalty == "2016-inverted":
        s[0], s[1] = s[1], s[0]
    elif brevity_penalty != "2017":
        raise ValueError(f"unknown brevity_penalty {brevity_penalty!r}: use '2017' or '2016-inverted'")
    if smooth:
        s = [x if x != 0 else 1 for x in s]
    if any(x == 0 for x in s):
        return 0.0
    c, r = s[0], s[1]
    log_prec = sum([math.log(float(x) / y) for x, y in zip(s[2::2], s[3::2], strict=True)]) / 4
    return math.exp(min([0, 1 - float(r) / c]) + log_prec)


def gleu_from_stats_array(stats: np.ndarray, *, brevity_penalty: BrevityPenalty = "2017") -> np.ndarray:
    """:func:`gleu_from_stats` on many statistics vectors at once (the last axis holds the 10 statistics),
    with the same float operations in the same order (a bootstrap's resampled corpus statistics)."""
    s = np.asarray(stats, dtype=np.float64)
    if brevity_penalty not in ("2017", "2016-inverted"):
        raise ValueError(f"unknown brevity_penalty {brevity_penalty!r}: use '2017' or '2016-inverted'")
    c, r = (s[..., 1], s[..., 0]) if brevity_penalty == "2016-inverted" else (s[..., 0], s[..., 1])
    ok = (s != 0).all(axis=-1)
    with np.errstate(divide="ignore", invalid="ignore"):
        log_prec = np.zeros(s.shape[:-1])
        for k in range(ORDER):
            log_prec = log_prec + np.log(s[..., 2 + 2 * k] / s[..., 3 + 2 * k])
        value = np.exp(np.minimum(0.0, 1.0 - r / c) + log_prec / 4)
    return np.where(ok, value, 0.0)


STAT_NAMES = ("c", "r", *(f"{w}{k}" for k in range(1, ORDER + 1) for w in ("num", "den")))


def bleu_gleu_script_stats(
    *, hypotheses: Sequence[str], references: Sequence[Sequence[str]], tokens: Tokens = "word"
) -> np.ndarray:
    """Per-sentence BLEU statistics ``(|H|, |R|, num_1, den_1, ..., num_4, den_4)`` (int64, shape
    ``(n_sentences, 10)``) as the GLEU script's BLEU ancestor computes them (Adam Lopez's ``bleu.py``,
    which cnap/gec-ranking's ``gleu.py`` adapts), with several references:

    - ``num_n``: the hypothesis' n-grams clipped by the largest count of that n-gram in any one
      reference (BLEU's clipped max-count union); ``den_n = max(0, |H| - n + 1)``;
    - ``|R|``: the script's reference-length rule, the FIRST reference's length, replaced by each later
      reference whose length is strictly closer to ``|H|`` (a tie keeps the earlier reference, so the
      order of the references matters).

    Sakaguchi et al. (2016)'s published BLEU (``metric_scores.tsv``) is
    ``gleu_from_stats(sums, brevity_penalty="2016-inverted")`` of these summed: all 91 values to 1e-12
    (:func:`bleu_gleu_script`).
    """
    unit = canonical_tokens(tokens)
    if len(hypotheses) != len(references):
        raise GecInputError(f"{len(hypotheses)} hypotheses but {len(references)} reference lists")
    out = np.zeros((len(hypotheses), N_STATS), dtype=np.int64)
    for i, (hyp, refs) in enumerate(zip(hypotheses, references, strict=True)):
        if not refs:
            raise GecInputError(f"sentence {i + 1}: no reference")
        h_tok = tokenize(hyp, unit)
        r_toks = [tokenize(r, unit) for r in refs]
        hlen = len(h_tok)
        rlen = len(r_toks[0])
        for r in r_toks[1:]:
            if abs(len(r) - hlen) < abs(rlen - hlen):
                rlen = len(r)
        row = [hlen, rlen]
        for n in range(1, ORDER + 1):
            best: Counter[tuple[str, ...]] = Counter()
            for r in r_toks:
                for g, cnt in ngram_counts(r, n).items():
                    if cnt > best[g]:
                        best[g] = cnt
            h_ng = ngram_counts(h_tok, n)
            row.append(sum(min(cnt, best[g]) for g, cnt in h_ng.items() if g in best))
            row.append(max(hlen + 1 - n, 0))
        out[i] = row
    return out


def bleu_gleu_script(
    *, hypotheses: Sequence[str], references: Sequence[Sequence[str]], tokens: Tokens = "word",
    brevity_penalty: BrevityPenalty = "2016-inverted",
) -> float:
    """Corpus BLEU in [0, 1] computed the way Sakaguchi et al. (2016, TACL) computed the BLEU column of
    their ``metric_scores.tsv`` (found by its numbers: all 91 published values, 13 outputs x 7 reference
    sets, to 1e-12): the statistics of :func:`bleu_gleu_script_stats` summed over the corpus, then
    :func:`gleu_from_stats` with the 2016 script's swapped ``(c, r)`` (``brevity_penalty="2016-inverted"``:
    ``exp(min(0, 1 - |H|/|R|))`` penalises hypotheses LONGER than the reference, never shorter ones).
    sacrebleu's BLEU (closest reference length, ties to the shorter, the usual brevity penalty) differs
    from it by up to 0.017 on those sets."""
    stats = bleu_gleu_script_stats(hypotheses=hypotheses, references=references, tokens=tokens)
    return gleu_from_stats(stats.sum(axis=0), brevity_penalty=brevity_penalty)


def iteration_columns(iterations: int) -> tuple[str, ...]:
    """Column names of :func:`sampled_statistics`: ``i{j}_{stat}`` for every iteration j."""
    return tuple(f"i{j}_{name}" for j in range(iterations) for name in STAT_NAMES)


def sampled_statistics(stats: np.ndarray, n_refs: np.ndarray, iterations: int) -> pd.DataFrame:
    """Per sentence, the statistics each sampling iteration draws for it: one row per sentence, columns
    :func:`iteration_columns` (``iterations`` blocks of 10). The sum of a block over the sentences is that
    iteration's corpus statistics; with one reference every block is the same (the script runs once)."""
    n = len(n_refs)
    single = n == 0 or int(np.max(n_refs)) == 1
    idx = draw_reference_indices(n_refs, 1 if single else iterations)
    picked = stats[np.arange(n)[None, :], idx]  # (draws, n, 10)
    if single:
        picked = np.repeat(picked, iterations, axis=0)
    table = picked.transpose(1, 0, 2).reshape(n, iterations * N_STATS)
    return pd.DataFrame(table, columns=list(iteration_columns(iterations)))


def sampled_score(sums: Mapping[str, np.ndarray], iterations: int,
                  brevity_penalty: BrevityPenalty = "2017", combine: Combine = "mean") -> np.ndarray:
    """The sampled GLEU of summed :func:`sampled_statistics` columns: the mean over iterations, or with
    ``combine="pooled"`` one GLEU of the statistics summed over all iterations."""
    table = np.stack([sums[c] for c in iteration_columns(iterations)], axis=-1)
    if combine == "pooled":
        pooled = table.reshape(*table.shape[:-1], iterations, N_STATS).sum(axis=-2)
        return np.asarray(gleu_from_stats_array(pooled, brevity_penalty=brevity_penalty))
    per_iter = gleu_from_stats_array(table.reshape(*table.shape[:-1], iterations, N_STATS),
                                     brevity_penalty=brevity_penalty)
    return np.asarray(per_iter.mean(axis=-1))


# --------------------------------------------------------------------------------------------------
# per (sentence, reference) statistics


def _official_numerator(
    h: Counter[tuple[str, ...]], s: Counter[tuple[str, ...]], r: Counter[tuple[str, ...]]
) -> int:
    matched = sum(min(cnt, r[g]) for g, cnt in h.items() if g in r)
    penalty = sum(min(cnt, s[g]) for g, cnt in h.items() if g in s and g not in r)
    return max(matched - penalty, 0)


def _sakaguchi_numerator(
    h: Counter[tuple[str, ...]], s: Counter[tuple[str, ...]], r: Counter[tuple[str, ...]]
) -> int:
    matched = 0
    penalty = 0
    for g, cnt in h.items():
        hr = min(cnt, r[g]) if g in r else 0
        matched += hr
        if g in s:
            penalty += max(0, min(cnt, s[g]) - hr)
    return max(matched - penalty, 0)


def _pair_stats(
    numerator: str,
    h_ngrams: list[Counter[tuple[str, ...]]],
    s_ngrams: list[Counter[tuple[str, ...]]],
    r_tokens: Sequence[str],
    hlen: int,
) -> list[int]:
    out = [hlen, len(r_tokens)]
    num_fn = _official_numerator if numerator == "official" else _sakaguchi_numerator
    for n in range(1, ORDER + 1):
        r_ng = ngram_counts(r_tokens, n)
        out.append(num_fn(h_ngrams[n - 1], s_ngrams[n - 1], r_ng))
        out.append(max(hlen + 1 - n, 0))
    return out


def sentence_reference_stats(
    *,
    sources: Sequence[str],
    hypotheses: Sequence[str],
    references: Sequence[Sequence[str]],
    numerator: Literal["official", "sakaguchi"] = "official",
    tokens: Tokens = "word",
) -> tuple[np.ndarray, np.ndarray]:
    """Statistics of every (sentence, reference) pair, computed once.

    Returns ``(stats, n_refs)``: ``stats`` has shape ``(n_sentences, max_refs, 10)`` (int64; rows
    beyond a sentence's own references are zero and never drawn) with columns
    ``c, r, num_1, den_1, ..., num_4, den_4``; ``n_refs[i]`` is sentence i's number of references.
    """
    check_choice("numerator", numerator, ("official", "sakaguchi"))
    unit = canonical_tokens(tokens)
    refs = check_parallel(sources, hypotheses, references)
    n_refs = np.array([len(r) for r in refs], dtype=np.int64)
    kmax = int(n_refs.max()) if len(refs) else 1
    stats = np.zeros((len(refs), kmax, N_STATS), dtype=np.int64)
    for i, (src, hyp, rs) in enumerate(zip(sources, hypotheses, refs, strict=True)):
        h_tok = tokenize(hyp, unit)
        h_ng = _all_orders(h_tok)
        s_ng = _all_orders(tokenize(src, unit))
        for k, ref in enumerate(rs):
            stats[i, k] = _pair_stats(numerator, h_ng, s_ng, tokenize(ref, unit), len(h_tok))
    return stats, n_refs


# --------------------------------------------------------------------------------------------------
# sampling (Python 2 randint semantics) and the vectorised iterations


def draw_reference_indices(n_refs: Sequence[int] | np.ndarray, iterations: int) -> np.ndarray:
    """The official script's reference draws: ``(iterations, n_sentences)`` indices.

    Iteration j seeds Mersenne Twister with Python's ``random.seed(j * 101)`` and draws
    ``int(random() * k_i)`` per sentence in order -- Python 2's ``randint(0, k_i - 1)``. The seeded
    state is copied into numpy's ``RandomState``, whose ``random_sample`` yields the same doubles as
    ``random.random()`` (tested), so the draws of one iteration are one array operation.
    """
    k = np.asarray(n_refs, dtype=np.float64)
    out = np.empty((iterations, len(k)), dtype=np.int64)
    py = random.Random()
    rs = np.random.RandomState()
    for j in range(iterations):
        py.seed(j * 101)  # Python's own seeding (init_by_array), identical in Python 2 and 3 for ints
        _version, internal, _gauss = py.getstate()
        rs.set_state(("MT19937", np.array(internal[:-1], dtype=np.uint32), int(internal[-1]), 0, 0.0))
        u = rs.random_sample(len(k))  # the same genrand_res53 doubles as random.random()
        out[j] = np.floor(u * k).astype(np.int64)
    return out


def iteration_stats(stats: np.ndarray, indices: np.ndarray, *, chunk: int = 64) -> np.ndarray:
    """Corpus statistics of every iteration: ``sum_i stats[i, indices[j, i]]`` -> ``(iterations, 10)``."""
    iters, n = indices.shape
    rows = np.arange(n)[None, :]
    out = np.empty((iters, stats.shape[2]), dtype=np.int64)
    for start in range(0, iters, chunk):
        sel = indices[start : start + chunk]
        out[start : start + chunk] = stats[rows, sel].sum(axis=1)
    return out


# --------------------------------------------------------------------------------------------------
# configs and results


_ITER_HELP = f"sampling iterations (default 500; at most {MAX_ITERATIONS})"
# a field's default "not given": ``__post_init__`` records it in ``unset`` and sets the computation's value, so the
# field is typed as that value
_NOT_GIVEN: Any = None


def _check_iterations(iterations: int | None) -> None:
    if iterations is not None:
        check_number("iterations", iterations, low=1, high=MAX_ITERATIONS, integer=True)


def _unset_field() -> Any:
    """The record of the fields left unset (not an option; in the repr, which keys caches, but not compared:
    two configs are equal when they compute the same numbers)."""
    return field(default=(), compare=False, metadata={"cli": False})


class _GleuConfig:
    """What the three GLEU configs share. Each is its metric's ``Config`` (its fields are the options, with the
    defaults the command line shows) and what its computation takes. A field whose default is None means "not
    given": ``__post_init__`` records it in ``unset`` (a sorted tuple of names) and sets the computation's value
    (``_defaults``), so ``GleuOfficialConfig().tokens == "word"``. The registered metric reads ``unset``: an unset
    ``tokens`` is char on a Chinese corpus, and a given ``iterations`` is an error at sentence level. A field
    recorded unset stays unset while it holds its default (``dataclasses.replace`` keeps the record)."""

    _defaults: ClassVar[Mapping[str, object]]
    tokens: Tokens
    unset: tuple[str, ...]

    def _resolve(self) -> None:
        unit = canonical_tokens(self.tokens)
        unset = {name for name, value in self._defaults.items()
                 if getattr(self, name) is None or (name in self.unset and getattr(self, name) == value)}
        for name in unset:
            object.__setattr__(self, name, self._defaults[name])
        object.__setattr__(self, "tokens", unit)
        object.__setattr__(self, "unset", tuple(sorted(unset)))

    def given(self, name: str) -> bool:
        """Whether option ``name`` is a field of this config that was given (not left to its default)."""
        return name in self._defaults and name not in self.unset

    @property
    def pooled(self) -> bool:
        """Whether the corpus GLEU is one GLEU of the statistics summed over all iterations (``gleu``'s
        ``combine=pooled``) rather than the mean of the iterations' GLEU."""
        return False

    @property
    def pair_mean(self) -> bool:
        """Whether the sentence level averages every (sentence, reference) pair (``gleu``'s
        ``sentence_mean=pairs``) rather than the sentence scores."""
        return False

    @property
    def smoothed(self) -> bool:
        """Whether n-gram precisions are smoothed (``gleu-multiref``'s ``smoothing=official``): an unsmoothed
        sentence shorter than the n-gram order scores 0, which the metric warns about."""
        return False

    def signature(self) -> SignaturePairs:
        raise NotImplementedError


@dataclass(frozen=True)
class GleuOfficialConfig(_GleuConfig):
    """GLEU's config for the official script: the options of the registered ``gleu`` and everything that changes
    the numbers of :func:`gleu_official` (unset: 500 iterations, ``tokens`` word; see :class:`_GleuConfig`)."""

    iterations: int = field(default=_NOT_GIVEN, metadata={"help": _ITER_HELP})
    tokens: Tokens = field(default=_NOT_GIVEN, metadata=TOKENS_META)
    brevity_penalty: BrevityPenalty = field(
        default="2017", metadata={"help": "the script's 2017 penalty (default) or its 2016 inverted one"})
    combine: Combine = field(
        default="mean", metadata={"help": "corpus: the script's mean of the iterations' GLEU (default) or one GLEU "
                                          "of the statistics summed over all iterations (the CLEME authors' scorer)"})
    sentence_mean: SentenceMean = field(
        default="sentences", metadata={"help": "level sentence: the mean of the -d sentence scores (default) or the "
                                               "mean over every (sentence, reference) pair (the CLEME authors' scorer)"})
    unset: tuple[str, ...] = _unset_field()

    _defaults: ClassVar[Mapping[str, object]] = {"iterations": 500, "tokens": "word"}
    numerator: ClassVar[Literal["official", "sakaguchi"]] = "official"

    def __post_init__(self) -> None:
        _check_iterations(self.iterations)
        self._resolve()
        check_choice("brevity_penalty", self.brevity_penalty, ("2017", "2016-inverted"))
        check_choice("combine", self.combine, COMBINES)
        check_choice("sentence_mean", self.sentence_mean, ("sentences", "pairs"))

    @property
    def pooled(self) -> bool:
        return self.combine == "pooled"

    @property
    def pair_mean(self) -> bool:
        return self.sentence_mean == "pairs"

    def signature(self) -> SignaturePairs:
        tok = "ws-ascii(py2-split)" if self.tokens == "word" else "char(ws-removed)"
        bp = "c=hyp,r=sampled-ref" if self.brevity_penalty == "2017" else "2016-inverted(c=ref,r=hyp)"
        name = "gleu-official" if self.brevity_penalty == "2017" else "gleu-official-2016"
        return signature_pairs(
            ("impl", name), ("n", ORDER), ("iter", f"{self.iterations}(1 if 1 ref)"), ("seed", "random.seed(j*101)"),
            ("draw", "py2-randint=int(random()*k)"), ("penalty", "src-types-absent-from-ref"), ("bp", bp),
            ("tok", tok), ("agg", _AGG[self.combine]), ("sent", "mean-over-refs,smooth-zero-to-1"))


_AGG = {"mean": "mean-over-iterations(sum-stats)",
        "pooled": "pooled(one-gleu-of-stats-summed-over-iterations,CLEME-GLEUScorer)"}


@dataclass(frozen=True)
class GleuSakaguchiConfig(_GleuConfig):
    """GLEU's config for Sakaguchi et al. (2016): the options of the registered ``gleu-sakaguchi`` and everything
    that changes the numbers of :func:`gleu_sakaguchi` (unset: 500 iterations, ``tokens`` word)."""

    iterations: int = field(default=_NOT_GIVEN, metadata={"help": _ITER_HELP})
    tokens: Tokens = field(default=_NOT_GIVEN, metadata=TOKENS_META)
    unset: tuple[str, ...] = _unset_field()

    _defaults: ClassVar[Mapping[str, object]] = {"iterations": 500, "tokens": "word"}
    numerator: ClassVar[Literal["official", "sakaguchi"]] = "sakaguchi"
    brevity_penalty: ClassVar[BrevityPenalty] = "2017"

    def __post_init__(self) -> None:
        _check_iterations(self.iterations)
        self._resolve()

    def signature(self) -> SignaturePairs:
        tok = "ws-ascii" if self.tokens == "word" else "char(ws-removed)"
        return signature_pairs(
            ("impl", "gleu-sakaguchi2016"), ("n", ORDER), ("iter", f"{self.iterations}(1 if 1 ref)"),
            ("seed", "random.seed(j*101)"), ("draw", "py2-randint"),
            ("penalty", "sum-max(0,min(H,S)-min(H,R)),clip-order-at-0"), ("bp", "c=hyp,r=sampled-ref"), ("tok", tok),
            ("agg", "mean-over-iterations(sum-stats)"))


@dataclass(frozen=True)
class GleuMultirefConfig(_GleuConfig):
    """GLEU's config for the multi-reference framework: the options of the registered ``gleu-multiref`` and
    everything that changes the numbers of :func:`gleu_multiref` (unset: ``tau`` 1, ``tokens`` word,
    ``merged_length`` shortest). The registered metric also refuses a given ``tau`` or ``merged_length`` that its
    ``aggregation`` does not use; the computation ignores them."""

    aggregation: Aggregation = field(default="merged", metadata={"help": "reference aggregation (default merged)"})
    tau: float = field(default=_NOT_GIVEN, metadata={"help": "weighted-avg temperature (default 1)"})
    tokens: Tokens = field(default=_NOT_GIVEN, metadata=TOKENS_META)
    merged_length: MergedLength = field(
        default=_NOT_GIVEN, metadata={"help": "merged: reference length of the brevity penalty (default shortest)"})
    smoothing: Smoothing = field(default="none", metadata={"help": "default none"})
    unset: tuple[str, ...] = _unset_field()

    _defaults: ClassVar[Mapping[str, object]] = {"tau": 1.0, "tokens": "word", "merged_length": "shortest"}

    def __post_init__(self) -> None:
        check_choice("aggregation", self.aggregation, AGGREGATIONS)
        if self.tau is not None:
            check_number("tau", self.tau, low=0, low_open=True)
        if self.merged_length is not None:
            check_choice("merged_length", self.merged_length, ("shortest", "closest", "average"))
        self._resolve()
        check_choice("smoothing", self.smoothing, ("none", "official"))

    @property
    def smoothed(self) -> bool:
        return self.smoothing != "none"

    def signature(self) -> SignaturePairs:
        agg: str = self.aggregation
        if agg == "weighted-avg":
            agg += f"(tau={self.tau:g})"
        if agg == "merged":
            agg += f"(sum-counts,bp-r={self.merged_length})"
        tok = "ws" if self.tokens == "word" else "char(ws-removed)"
        return signature_pairs(
            ("impl", "gleu-multiref"), ("n", ORDER), ("count'", "max(min(H,R)-min(H,max(0,S-R)),0)"), ("bp", "bleu"),
            ("agg", agg), ("smooth", self.smoothing), ("tok", tok), ("corpus", "mean-of-sentences"))


@dataclass(frozen=True)
class GleuResult:
    """A GLEU score: corpus value, per-sentence table and the config that produced them."""

    score: float
    sentences: pd.DataFrame
    config: GleuOfficialConfig | GleuSakaguchiConfig | GleuMultirefConfig
    std: float = 0.0
    ci95: tuple[float, float] = (float("nan"), float("nan"))
    iteration_scores: np.ndarray = field(default_factory=lambda: np.zeros(0))
    stats: np.ndarray = field(default_factory=lambda: np.zeros((0, 0, N_STATS), dtype=np.int64))

    @property
    def signature(self) -> str:
        nrefs = sorted(set(self.sentences["n_refs"].tolist())) if len(self.sentences) else []
        nr = str(nrefs[0]) if len(nrefs) == 1 else "var"
        return format_pairs([*self.config.signature(), ("nrefs", nr)])

    def __float__(self) -> float:
        return float(self.score)


def _normal_ci(mean: float, std: float) -> tuple[float, float]:
    if std == 0 or not math.isfinite(std):
        return (mean, mean)
    from scipy.stats import norm

    lo, hi = norm.interval(0.95, loc=mean, scale=std)
    return (float(lo), float(hi))


def _sampled(
    *,
    sources: Sequence[str],
    hypotheses: Sequence[str],
    references: Sequence[Sequence[str]],
    config: GleuOfficialConfig | GleuSakaguchiConfig,
) -> GleuResult:
    stats, n_refs = sentence_reference_stats(
        sources=sources,
        hypotheses=hypotheses,
        references=references,
        numerator=config.numerator,
        tokens=config.tokens,
    )
    n = len(n_refs)
    # the script runs one iteration when there is one reference (file)
    iters = 1 if n == 0 or int(n_refs.max()) == 1 else config.iterations
    indices = draw_reference_indices(n_refs, iters)
    per_iter = iteration_stats(stats, indices) if n else np.zeros((iters, N_STATS), dtype=np.int64)
    bp = config.brevity_penalty
    scores = np.array([gleu_from_stats(row, brevity_penalty=bp) for row in per_iter.tolist()])
    std = float(np.std(scores))
    if config.pooled:  # one GLEU of all iterations' statistics summed
        mean = gleu_from_stats(per_iter.sum(axis=0).tolist(), brevity_penalty=bp)
    else:
        mean = float(np.mean(scores))

    # sentence level: mean over references of the smoothed GLEU (the script's debug mode)
    sent_mean = np.empty(n)
    sent_std = np.empty(n)
    stats_list = stats.tolist()
    for i in range(n):
        vals = [
            gleu_from_stats(stats_list[i][k], smooth=True, brevity_penalty=bp) for k in range(int(n_refs[i]))
        ]
        sent_mean[i] = np.mean(vals)
        sent_std[i] = np.std(vals)
    # expected statistics of a sentence over the iterations' draws (sum over sentences = mean corpus stats)
    drawn = np.zeros((n, stats.shape[1]), dtype=np.float64)
    if n:
        np.add.at(drawn, (np.broadcast_to(np.arange(n), indices.shape), indices), 1.0)
    expected = np.einsum("ik,iks->is", drawn / iters, stats.astype(np.float64))
    cols = ["c", "r"] + [f"{w}{k}" for k in range(1, ORDER + 1) for w in ("num", "den")]
    frame = pd.DataFrame(
        {"sentence": np.arange(n), "n_refs": n_refs, "gleu": sent_mean, "gleu_std": sent_std}
    )
    for j, name in enumerate(cols):
        frame[f"mean_{name}"] = expected[:, j]
    return GleuResult(
        score=mean,
        std=std,
        ci95=_normal_ci(mean, std),
        iteration_scores=scores,
        sentences=frame,
        config=config,
        stats=stats,
    )


def gleu_official(
    *,
    sources: Sequence[str],
    hypotheses: Sequence[str],
    references: Sequence[Sequence[str]],
    iterations: int = 500,
    tokens: Tokens = "word",
    brevity_penalty: BrevityPenalty = "2017",
    combine: Combine = "mean",
) -> GleuResult:
    """Official GLEU (cnap/gec-ranking ``compute_gleu``), bit for bit; see the module docstring.

    ``references[i]`` is the list of reference strings of sentence i. ``result.score`` is the number
    the script prints; ``result.sentences["gleu"]`` its ``-d`` sentence-level scores;
    ``result.iteration_scores`` the per-iteration corpus scores. ``brevity_penalty="2016-inverted"``
    is the script as it was in 2016 (before the 2017 fix): it reproduces every GLEU number of
    Sakaguchi et al. (2016) (``sn8gec/metric_scores.tsv``); their Equation 1 as printed does not.
    ``tokens``: ``"word"`` (the script's split) or ``"char"``.
    ``combine="pooled"`` replaces the script's mean of the iterations' GLEU by one GLEU of the statistics
    summed over all iterations (the same seeded draws), as the CLEME authors' ``GLEUScorer.score_corpus``
    does (THUKElab/CLEME ``core/evaluation/scorers/scorer_gleu.py``, which draws unseeded); ``score`` is then
    that GLEU and ``std`` / ``iteration_scores`` still describe the iterations.
    """
    config = GleuOfficialConfig(iterations=iterations, tokens=canonical_tokens(tokens), brevity_penalty=brevity_penalty,
                                combine=combine)
    return _sampled(sources=sources, hypotheses=hypotheses, references=references, config=config)


def gleu_sakaguchi(
    *,
    sources: Sequence[str],
    hypotheses: Sequence[str],
    references: Sequence[Sequence[str]],
    iterations: int = 500,
    tokens: Tokens = "word",
) -> GleuResult:
    """GLEU of Sakaguchi et al. (2016) Equation 1 (count-aware penalty); see the module docstring."""
    config = GleuSakaguchiConfig(iterations=iterations, tokens=canonical_tokens(tokens))
    return _sampled(sources=sources, hypotheses=hypotheses, references=references, config=config)


# --------------------------------------------------------------------------------------------------
# the multi-reference framework (paper 004)


def _framework_counts(
    h: Counter[tuple[str, ...]], s: Counter[tuple[str, ...]], r: Mapping[tuple[str, ...], int]
) -> int:
    total = 0
    for g, hc in h.items():
        rc = r.get(g, 0)
        sc = s.get(g, 0)
        total += max(min(hc, rc) - min(hc, max(0, sc - rc)), 0)
    return total


def _framework_gleu(
    h_ng: list[Counter[tuple[str, ...]]],
    s_ng: list[Counter[tuple[str, ...]]],
    r_ng: Sequence[Mapping[tuple[str, ...], int]],
    hlen: int,
    rlen: float,
    smoothing: Smoothing,
) -> float:
    nums = [_framework_counts(h_ng[n], s_ng[n], r_ng[n]) for n in range(ORDER)]
    dens = [max(hlen - n, 0) for n in range(ORDER)]
    c = hlen
    if smoothing == "official":
        nums = [x if x != 0 else 1 for x in nums]
        dens = [x if x != 0 else 1 for x in dens]
        c = c if c != 0 else 1
    if c == 0 or any(x == 0 for x in nums) or any(x == 0 for x in dens):
        return 0.0
    log_prec = sum(math.log(x / y) for x, y in zip(nums, dens, strict=True)) / ORDER
    bp = min(0.0, 1.0 - rlen / c)
    return math.exp(bp + log_prec)


def multiref_sentence_scores(
    *,
    source: str,
    hypothesis: str,
    references: Sequence[str],
    config: GleuMultirefConfig,
) -> tuple[float, list[float]]:
    """One sentence: (aggregated score, per-reference GLEU_i)."""
    if len(references) == 0:
        raise GecInputError("a sentence has no reference")
    h_tok = tokenize(hypothesis, config.tokens)
    s_tok = tokenize(source, config.tokens)
    h_ng = _all_orders(h_tok)
    s_ng = _all_orders(s_tok)
    r_toks = [tokenize(r, config.tokens) for r in references]
    r_ngs = [_all_orders(t) for t in r_toks]
    per_ref = [
        _framework_gleu(h_ng, s_ng, rn, len(h_tok), len(rt), config.smoothing)
        for rn, rt in zip(r_ngs, r_toks, strict=True)
    ]
    agg = config.aggregation
    if agg == "select-best":
        return max(per_ref), per_ref
    if agg == "simple-avg":
        return sum(per_ref) / len(per_ref), per_ref
    if agg == "weighted-avg":
        m = max(per_ref)
        w = [math.exp(config.tau * (f - m)) for f in per_ref]
        z = sum(w)
        value = sum(wi * f for wi, f in zip(w, per_ref, strict=True)) / z
        # a convex combination: clamp float rounding into [min, max]
        return min(max(value, min(per_ref)), max(per_ref)), per_ref
    # merged: multiset union, counts summed over references
    merged: list[Counter[tuple[str, ...]]] = [Counter() for _ in range(ORDER)]
    for rn in r_ngs:
        for n in range(ORDER):
            merged[n].update(rn[n])
    lens = [len(t) for t in r_toks]
    if config.merged_length == "shortest":
        rlen: float = min(lens)
    elif config.merged_length == "closest":
        rlen = min(lens, key=lambda x: (abs(x - len(h_tok)), x))
    else:
        rlen = sum(lens) / len(lens)
    return _framework_gleu(h_ng, s_ng, merged, len(h_tok), rlen, config.smoothing), per_ref


def gleu_multiref(
    *,
    sources: Sequence[str],
    hypotheses: Sequence[str],
    references: Sequence[Sequence[str]],
    aggregation: Aggregation = "merged",
    tau: float = 1.0,
    tokens: Tokens = "word",
    merged_length: MergedLength = "shortest",
    smoothing: Smoothing = "none",
) -> GleuResult:
    """Multi-reference GLEU of paper 004 (section 2.2): sentence scores aggregated over references,
    corpus score = mean of sentence scores. ``result.sentences`` has one row per sentence with the
    aggregated ``gleu``, ``n_refs`` and the per-reference scores (``ref_scores``, a list)."""
    config = GleuMultirefConfig(
        aggregation=aggregation, tau=tau, tokens=canonical_tokens(tokens), merged_length=merged_length,
        smoothing=smoothing,
    )
    return _multiref(sources=sources, hypotheses=hypotheses, references=references, config=config)


def _multiref(
    *, sources: Sequence[str], hypotheses: Sequence[str], references: Sequence[Sequence[str]],
    config: GleuMultirefConfig,
) -> GleuResult:
    refs = check_parallel(sources, hypotheses, references)
    scores: list[float] = []
    per_refs: list[list[float]] = []
    for src, hyp, rs in zip(sources, hypotheses, refs, strict=True):
        s, pr = multiref_sentence_scores(source=src, hypothesis=hyp, references=rs, config=config)
        scores.append(s)
        per_refs.append(pr)
    frame = pd.DataFrame(
        {
            "sentence": np.arange(len(scores)),
            "n_refs": [len(r) for r in refs],
            "gleu": np.array(scores, dtype=np.float64),
            "ref_scores": per_refs,
        }
    )
    corpus = float(np.mean(scores)) if scores else 0.0
    return GleuResult(score=corpus, sentences=frame, config=config)


# --------------------------------------------------------------------------------------------------
# tables

Variant = Literal["official", "sakaguchi", "multiref"]


def gleu_table(
    *,
    systems: Mapping[str, Sequence[str]],
    sources: Sequence[str],
    references: Sequence[Sequence[str]],
    variant: Variant = "official",
    **options: object,
) -> pd.DataFrame:
    """One row per system: ``system``, ``gleu`` (and ``gleu_std`` for the sampled variants).

    ``variant`` picks :func:`gleu_official`, :func:`gleu_sakaguchi` or :func:`gleu_multiref`;
    ``options`` are passed on. The signature is in ``table.attrs["signature"]``.
    """
    fn = {"official": gleu_official, "sakaguchi": gleu_sakaguchi, "multiref": gleu_multiref}.get(variant)
    if fn is None:
        raise ValueError(f"unknown GLEU variant {variant!r}: use official, sakaguchi or multiref")
    rows = []
    sig = ""
    for name, hyps in systems.items():
        res = fn(sources=sources, hypotheses=hyps, references=references, **options)  # type: ignore[operator]
        row = {"system": name, "gleu": res.score}
        if variant != "multiref":
            row["gleu_std"] = res.std
        rows.append(row)
        sig = res.signature
    table = pd.DataFrame(rows)
    table.attrs["signature"] = sig
    table.attrs["variant"] = f"gleu-{variant}"
    return table


# ------------------------------------------------------------------------------ the registered metric


class _Gleu(NgramMetric):
    """What the three GLEU metrics share; each names its config and its computation (``_compute``, which takes
    the metric's config with ``tokens`` resolved on the corpus)."""

    score_column = "gleu"
    inputs = "source, hypotheses, references"
    languages = ("en", "zh")
    config: GleuOfficialConfig | GleuSakaguchiConfig | GleuMultirefConfig
    _results: dict[tuple[Any, ...], tuple[ReferenceSet | None, GleuResult]] | None = None  # see _result

    def _compute(self, *, sources: Sequence[str], hypotheses: Sequence[str], references: Sequence[Sequence[str]],
                 config: Any) -> GleuResult:
        raise NotImplementedError

    def _tokens_given(self) -> str | None:
        return self.config.tokens if self.config.given("tokens") else None

    def _result(self, corpus: Corpus, rs: ReferenceSet | None, name: str) -> GleuResult:
        """One system's result; the last few are kept on this metric (keyed by the reference set, the
        sources, the hypotheses and the config), so :meth:`score` then :meth:`statistics` of the same systems
        (what ``gecnb.evaluate`` asks) count the n-grams once."""
        config = dataclasses.replace(self.config, tokens=self._tokens(corpus))
        hyps = tuple(corpus.systems[name].hypotheses)
        if self._results is None:
            self._results = {}
        memo = self._results
        key = (id(rs), corpus.sources, hyps, config)
        got = memo.get(key)
        if got is not None and got[0] is rs:
            return got[1]
        res = self._compute(sources=list(corpus.sources), hypotheses=list(hyps), references=references(rs),
                            config=config)
        memo[key] = (rs, res)  # rs kept with it: its id is not reused while the entry lives
        while len(memo) > 32:
            del memo[next(iter(memo))]
        return res

    def _impl_signature(self, corpus: Corpus | None) -> SignaturePairs:
        dummy = Corpus("signature", ("a",), corpus.language if corpus is not None else "en")
        dummy.add_references("r", [["a"]])
        dummy.add_system("s", ["a"])
        return self._result(dummy, dummy.references("r"), "s").config.signature()

    def _sig(self, res: GleuResult, rs: ReferenceSet | None, level: str) -> Signature:
        return self._ngram_signature(res.config.signature(), rs, level, self._sentence_note())

    def _score(self, corpus: Corpus, rs: ReferenceSet | None, names: list[str], level: str) -> list[Scored]:
        if level == "sentence" and self.config.given("iterations"):
            raise OptionError("`iterations` does not change `level` sentence (the sentence scores average every "
                              "reference, no sampling)")
        if level == "sentence" and self.config.pooled:
            raise OptionError("`combine` does not change `level` sentence (it combines the corpus iterations)")
        pairs = self._pairs()
        if level != "sentence" and pairs:
            raise OptionError("`sentence_mean` applies only to `level` sentence")
        out = []
        for name in names:
            if not self.config.smoothed:
                self._warn_short(corpus, name)
            res = self._result(corpus, rs, name)
            values: dict[str, object]
            if level == "sentence" and pairs:  # every (sentence, reference) pair's -d score counts once
                s = res.sentences
                n_pairs = int(s["n_refs"].sum())
                values = {"gleu": float((s["gleu"] * s["n_refs"]).sum() / n_pairs) if n_pairs else 0.0}
            elif level == "sentence":
                values = {"gleu": float(res.sentences["gleu"].mean()) if len(res.sentences) else 0.0}
            else:
                values = self._corpus_values(res)
            out.append(Scored(values, self._sig(res, rs, level)))
        return out

    def _corpus_values(self, res: GleuResult) -> dict[str, object]:
        return {"gleu": res.score, "gleu_std": res.std, "ci95_low": res.ci95[0], "ci95_high": res.ci95[1]}

    def _sentences(self, corpus: Corpus, rs: ReferenceSet | None, names: list[str]) -> list[tuple[pd.DataFrame, Signature]]:
        out = []
        for name in names:
            res = self._result(corpus, rs, name)
            cols = [c for c in ("n_refs", "gleu", "gleu_std") if c in res.sentences.columns]
            out.append((res.sentences[cols], self._sig(res, rs, "sentence")))
        return out

    def _pairs(self) -> bool:
        """Whether the sentence level averages every (sentence, reference) pair (``sentence_mean=pairs``)."""
        return self.config.pair_mean

    def _sentence_note(self) -> str:
        if self._pairs():
            return "mean of the -d scores of every (sentence, reference) pair (CLEME GLEUScorer.score_sentence)"
        return "mean of the -d sentence scores"


class _SampledGleu(_Gleu):
    """``gleu`` and ``gleu-sakaguchi``: sampled references, resampled over the iterations' drawn statistics."""

    config: GleuOfficialConfig | GleuSakaguchiConfig

    def _compute(self, *, sources: Sequence[str], hypotheses: Sequence[str], references: Sequence[Sequence[str]],
                 config: Any) -> GleuResult:
        return _sampled(sources=sources, hypotheses=hypotheses, references=references, config=config)

    def _aggregate(self, level: str) -> SumAggregate | None:
        if level == "sentence" and self._pairs():
            return SumAggregate(columns=("gleu_pair_sum", "n_refs"), name="gleu",
                                score=lambda sums: sums["gleu_pair_sum"] / sums["n_refs"])
        if level == "sentence":
            return mean_aggregate("gleu")
        iterations, bp = self.config.iterations, self.config.brevity_penalty
        combine: Combine = "pooled" if self.config.pooled else "mean"
        return SumAggregate(columns=iteration_columns(iterations), name="gleu",
                            score=lambda sums: sampled_score(sums, iterations, bp, combine))

    def _statistics(self, corpus: Corpus, rs: ReferenceSet | None, names: list[str], level: str) -> list[pd.DataFrame]:
        if level == "sentence" and self._pairs():
            frames = []
            for df in super()._statistics(corpus, rs, names, level):
                frames.append(pd.DataFrame({"gleu_pair_sum": df["gleu"] * df["n_refs"], "n_refs": df["n_refs"]}))
            return frames
        if level == "sentence":
            return super()._statistics(corpus, rs, names, level)
        out = []
        for name in names:
            res = self._result(corpus, rs, name)
            out.append(sampled_statistics(res.stats, res.sentences["n_refs"].to_numpy(), self.config.iterations))
        return out


@register
class GleuMetric(_SampledGleu):
    name = "gleu"
    description = "GLEU, the official script (Napoles et al. 2015, 2016 update; sampled references)"
    rank = 10
    Config = GleuOfficialConfig


@register
class GleuSakaguchiMetric(_SampledGleu):
    name = "gleu-sakaguchi"
    description = "GLEU as Sakaguchi et al. (2016) defined it (sampled references)"
    rank = 11
    Config = GleuSakaguchiConfig


@register
class GleuMultirefMetric(_Gleu):
    name = "gleu-multiref"
    description = "GLEU in the multi-reference framework (reference aggregation; a mean of sentence scores)"
    rank = 12
    Config = GleuMultirefConfig
    config: GleuMultirefConfig

    def __init__(self, *, config: Any = None, **options: Any):
        super().__init__(config=config, **options)
        c = self.config
        if c.given("tau") and c.aggregation != "weighted-avg":
            raise OptionError("`tau` applies only to `aggregation` weighted-avg")
        if c.given("merged_length") and c.aggregation != "merged":
            raise OptionError("`merged_length` applies only to `aggregation` merged (the default)")

    def _compute(self, *, sources: Sequence[str], hypotheses: Sequence[str], references: Sequence[Sequence[str]],
                 config: Any) -> GleuResult:
        return _multiref(sources=sources, hypotheses=hypotheses, references=references, config=config)

    def _corpus_values(self, res: GleuResult) -> dict[str, object]:
        return {"gleu": res.score}

    def _aggregate(self, level: str) -> SumAggregate | None:
        return mean_aggregate("gleu")  # the corpus score is the mean of the sentence scores

    def _statistics(self, corpus: Corpus, rs: ReferenceSet | None, names: list[str], level: str) -> list[pd.DataFrame]:
        return [df for df, _sig in self._sentences(corpus, rs, names)]

    def _sentence_note(self) -> str:
        return "mean of sentence scores, as the corpus score"

