"""Chinese character-level metrics (paper 002).

* ``sentence_accuracy``: 1 when the hypothesis equals one of the references exactly (whitespace
  removed on both sides, since Chinese text is compared as characters), else 0; mean over sentences.
* ``char_bleu``: BLEU over characters, whitespace removed, multi-reference max-count clipping and the
  brevity penalty from the reference length closest to the hypothesis (Eq. 3-6) -- sacrebleu's
  ``tok:char`` BLEU without smoothing (see :mod:`gecnb.metrics.bleu`).
* ``meaning_preservation`` (MP, Eq. 7-9): m = matched characters between hypothesis C and source O,
  P = m/|C|, R = m/|O|, MP = P*R / (t*P + (1-t)*R), t = 0.85. The paper does not define "matched
  characters": gecnb uses the length of the longest common subsequence (an order-preserving
  character alignment). Edge cases: both empty -> 1; one empty or m = 0 -> 0.
  Corpus MP = mean of the sentence MPs.
* ``mp_prime`` (MP', Eq. 10): ``|MP - MP_average|`` where MP_average is the mean MP of every
  (reference, source) pair of the test set. At corpus level gecnb reports ``|corpus MP -
  MP_average|``; the per-sentence frame also has ``|MP_i - MP_average|``.

MuCGEC references can be placeholders: 没有错误 ("no error") means the reference equals the
source; 无法标注 ("cannot annotate") drops that reference. The reader is the data layer's
:func:`gecnb.data.readers.read_mucgec`, re-exported here for convenience.

The registered metrics ``sentence-acc`` (:class:`SentenceAccuracy`) and ``mp`` (:class:`MeaningPreservation`) compare
characters in any language, whitespace removed.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

import numpy as np
import pandas as pd

from gecnb.data.checks import MAX_ALIGN_TOKENS, check_parallel
from gecnb.data.corpus import Corpus, ReferenceSet
from gecnb.data.errors import GecInputError
from gecnb.data.readers import MucgecData, read_mucgec, resolve_placeholders
from gecnb.data.signature import Signature, SignaturePairs, format_pairs, signature_pairs
from gecnb.metrics._common import references
from gecnb.metrics.aggregate import SumAggregate, mean_aggregate
from gecnb.metrics.base import Metric, NoOptions, Scored, register
from gecnb.metrics.bleu import bleu
from gecnb.metrics.options import check_number

__all__ = [  # the reader's three names are the data layer's, re-exported
    "ChineseConfig",
    "MeaningPreservation",
    "MucgecData",
    "SentenceAccuracy",
    "char_bleu",
    "chinese_scores",
    "chinese_table",
    "lcs_length",
    "meaning_preservation",
    "mp_average",
    "mp_sentence",
    "read_mucgec",
    "resolve_placeholders",
    "sentence_accuracy",
]

T_DEFAULT = 0.85
_WS = re.compile(r"\s+")


def _chars(text: str) -> str:
    return _WS.sub("", text)


# ------------------------------------------------------------------------------------------------
# metrics


def sentence_accuracy(*, hypotheses: Sequence[str], references: Sequence[Sequence[str]]) -> tuple[float, np.ndarray]:
    """(mean accuracy, per-sentence 0/1): hypothesis equals one reference, whitespace removed."""
    refs = check_parallel(list(hypotheses), hypotheses, references)
    hits = np.array(
        [int(_chars(h) in {_chars(r) for r in rs}) for h, rs in zip(hypotheses, refs, strict=True)],
        dtype=np.int64,
    )
    return (float(hits.mean()) if len(hits) else 0.0), hits


def char_bleu(*, hypotheses: Sequence[str], references: Sequence[Sequence[str]]) -> float:
    """Character BLEU in [0, 1] (paper 002 Eq. 3-6)."""
    score, _ = bleu(hypotheses=hypotheses, references=references, tokens="char", smooth="none")
    return score


def lcs_length(a: str, b: str) -> int:
    """Length of the longest common subsequence of two strings (bit-parallel, Hyyro 2004)."""
    if len(a) < len(b):
        a, b = b, a
    if not b:
        return 0
    masks: dict[str, int] = {}
    for i, ch in enumerate(a):
        masks[ch] = masks.get(ch, 0) | (1 << i)
    full = (1 << len(a)) - 1
    v = full
    for ch in b:
        u = v & masks.get(ch, 0)
        v = ((v + u) | (v - u)) & full
    return len(a) - v.bit_count()


def check_t(t: float) -> None:
    """MP's weight t must lie strictly between 0 and 1."""
    check_number("t", t, low=0, high=1, low_open=True, high_open=True)


def mp_sentence(corrected: str, original: str, *, t: float = T_DEFAULT) -> float:
    """Char-level meaning preservation of one sentence (Eq. 7-9), matched characters = LCS."""
    c, o = _chars(corrected), _chars(original)
    if not c and not o:
        return 1.0
    if not c or not o:
        return 0.0
    m = lcs_length(c, o)
    if m == 0:
        return 0.0
    p, r = m / len(c), m / len(o)
    return p * r / (t * p + (1 - t) * r)


def meaning_preservation(
    *, hypotheses: Sequence[str], sources: Sequence[str], t: float = T_DEFAULT
) -> tuple[float, np.ndarray]:
    """(corpus MP = mean of sentence MPs, per-sentence MPs)."""
    check_t(t)
    if len(hypotheses) != len(sources):
        raise GecInputError(f"{len(hypotheses)} hypotheses but {len(sources)} sources: counts must match")
    vals = np.array([mp_sentence(h, s, t=t) for h, s in zip(hypotheses, sources, strict=True)])
    return (float(vals.mean()) if len(vals) else 0.0), vals


def mp_average(*, sources: Sequence[str], references: Sequence[Sequence[str]], t: float = T_DEFAULT) -> float:
    """MP_average: mean MP over every (reference, source) pair of the test set."""
    check_t(t)
    refs = check_parallel(sources, sources, references)
    vals = [mp_sentence(r, s, t=t) for s, rs in zip(sources, refs, strict=True) for r in rs]
    return float(np.mean(vals))


MP_PRIME_SIGNATURE = "abs(MP-MP_avg),MP_avg:all-ref-source-pairs"  # what MP' is, in every signature


@dataclass(frozen=True)
class ChineseConfig:
    """Everything that changes the numbers of :func:`chinese_table`, and the options of the registered
    metric ``mp`` (its one config)."""

    t: float = field(default=T_DEFAULT, metadata={"cli": "mp-t", "help": f"the weight t, in (0, 1) (default {T_DEFAULT})"})

    def __post_init__(self) -> None:
        check_t(self.t)

    def signature(self) -> SignaturePairs:
        return signature_pairs(
            ("impl", "zh-char"), ("acc", "exact-match-any-ref(ws-removed)"),
            ("bleu", "sacrebleu-char,n:4,ref-len:closest,smooth:none"), ("mp", f"lcs-matched,t:{self.t:g},mean-of-sentences"),
            ("mp'", MP_PRIME_SIGNATURE))


def chinese_scores(
    *,
    sources: Sequence[str],
    hypotheses: Sequence[str],
    references: Sequence[Sequence[str]],
    t: float = T_DEFAULT,
    mp_avg: float | None = None,
) -> tuple[dict[str, float], pd.DataFrame]:
    """All character metrics of one system: ({acc, bleu, mp, mp_prime}, per-sentence frame)."""
    refs = check_parallel(sources, hypotheses, references)
    acc, hits = sentence_accuracy(hypotheses=hypotheses, references=refs)
    mp, mps = meaning_preservation(hypotheses=hypotheses, sources=sources, t=t)
    avg = mp_average(sources=sources, references=refs, t=t) if mp_avg is None else mp_avg
    values = {
        "acc": acc,
        "bleu": char_bleu(hypotheses=hypotheses, references=refs),
        "mp": mp,
        "mp_prime": abs(mp - avg),
        "mp_average": avg,
    }
    frame = pd.DataFrame(
        {"sentence": np.arange(len(hits)), "acc": hits, "mp": mps, "mp_prime": np.abs(mps - avg)}
    )
    return values, frame


def chinese_table(
    *,
    systems: Mapping[str, Sequence[str]],
    sources: Sequence[str],
    references: Sequence[Sequence[str]],
    t: float = T_DEFAULT,
) -> pd.DataFrame:
    """One row per system: ``system, acc, bleu, mp, mp_prime`` (MP_average in ``attrs``)."""
    avg = mp_average(sources=sources, references=references, t=t)
    rows = []
    for name, hyps in systems.items():
        vals, _ = chinese_scores(sources=sources, hypotheses=hyps, references=references, t=t, mp_avg=avg)
        rows.append({"system": name, **{k: vals[k] for k in ("acc", "bleu", "mp", "mp_prime")}})
    table = pd.DataFrame(rows)
    table.attrs["signature"] = format_pairs(ChineseConfig(t=t).signature())
    table.attrs["mp_average"] = avg
    return table


# ------------------------------------------------------------------------------ the registered metric

@register
class SentenceAccuracy(Metric):
    name = "sentence-acc"
    score_column = "acc"
    description = "sentence accuracy: share of hypotheses equal to one of their references (whitespace removed)"
    inputs = "hypotheses, references (source only checked)"
    needs_source = False
    rank = 40
    Config = NoOptions

    def _sig(self, rs: ReferenceSet | None, level: str) -> Signature:
        pairs: list[tuple[str, object]] = [("metric", self.name), ("impl", "acc"),
                                           ("match", "exact-match-any-ref(ws-removed)"), ("agg", "mean-of-sentences")]
        if level == "sentence":
            pairs.append(("level", "sentence(mean of sentences, as the corpus score)"))
        assert rs is not None
        return Signature.of(*pairs, nrefs=rs.counts)

    def _signature(self, corpus: Corpus | None, rs: ReferenceSet | None, system: str | None, level: str,
                   edits: str = "none") -> Signature:
        return self._sig(rs, level) if rs is not None else super()._signature(corpus, rs, system, level, edits)

    def _run(self, corpus: Corpus, rs: ReferenceSet | None, name: str) -> tuple[float, object]:
        return sentence_accuracy(hypotheses=list(corpus.systems[name].hypotheses), references=references(rs))

    def _score(self, corpus: Corpus, rs: ReferenceSet | None, names: list[str], level: str) -> list[Scored]:
        return [Scored({"acc": self._run(corpus, rs, n)[0]}, self._sig(rs, level)) for n in names]

    def _aggregate(self, level: str) -> SumAggregate | None:
        return mean_aggregate("acc")

    def _sentences(self, corpus: Corpus, rs: ReferenceSet | None, names: list[str]) -> list[tuple[pd.DataFrame, Signature]]:
        return [(pd.DataFrame({"acc": self._run(corpus, rs, n)[1]}).astype(float), self._sig(rs, "sentence"))
                for n in names]


@register
class MeaningPreservation(Metric):
    name = "mp"
    max_tokens = MAX_ALIGN_TOKENS  # an alignment/lattice per sentence: see Metric.max_tokens
    score_column = "mp"
    description = ("meaning preservation: MP (mean of sentence LCS F-measures against the source); with "
                   "references also MP' = |MP - MP_average| and MP_average")
    inputs = "source, hypotheses, references optional"
    needs_references = False
    rank = 41
    Config = ChineseConfig

    def _sig(self, rs: ReferenceSet | None, level: str) -> Signature:
        pairs: list[tuple[str, object]] = [("metric", self.name), ("impl", "mp"), ("units", "char(ws-removed)"),
                                           ("matched", "lcs"), ("t", f"{self.config.t:g}"),
                                           ("agg", "mean-of-sentences")]
        if rs is not None:
            pairs.append(("mp'", MP_PRIME_SIGNATURE))
        if level == "sentence":
            pairs.append(("level", "sentence(mean of sentences, as the corpus score)"))
        return Signature.of(*pairs, nrefs=rs.counts if rs is not None else 0)

    def _signature(self, corpus: Corpus | None, rs: ReferenceSet | None, system: str | None, level: str,
                   edits: str = "none") -> Signature:
        return self._sig(rs, level)

    def _score(self, corpus: Corpus, rs: ReferenceSet | None, names: list[str], level: str) -> list[Scored]:
        t = self.config.t
        avg = None if rs is None else mp_average(sources=list(corpus.sources), references=references(rs), t=t)
        out = []
        for name in names:
            mp, _vals = meaning_preservation(hypotheses=list(corpus.systems[name].hypotheses),
                                             sources=list(corpus.sources), t=t)
            values: dict[str, object] = {"mp": mp}
            if avg is not None:
                values.update(mp_prime=abs(mp - avg), mp_average=avg)
            out.append(Scored(values, self._sig(rs, level)))
        return out

    def _aggregate(self, level: str) -> SumAggregate | None:
        return mean_aggregate("mp")  # MP; MP' = |MP - MP_average| is not resampled (MP_average is fixed)

    def _sentences(self, corpus: Corpus, rs: ReferenceSet | None, names: list[str]) -> list[tuple[pd.DataFrame, Signature]]:
        out = []
        for name in names:
            _mp, vals = meaning_preservation(hypotheses=list(corpus.systems[name].hypotheses),
                                             sources=list(corpus.sources), t=self.config.t)
            out.append((pd.DataFrame({"mp": vals}), self._sig(None, "sentence")))
        return out
