"""BLEU, TER and sTER through sacrebleu (imported lazily), word or character level.

* ``bleu``: sacrebleu corpus BLEU, multi-reference (BLEU's clipped max-count union, brevity penalty
  from the reference length closest to each hypothesis, summed over the corpus). Text is already
  tokenised, so sacrebleu's tokeniser is off (``tok:none``) for words; ``tokens="char"`` removes
  whitespace and scores characters (sacrebleu ``tok:char``), the character BLEU of Chinese GEC.
  Returned on a 0-1 scale (sacrebleu's score / 100), like the GLEU numbers beside it.
* ``ter``: sacrebleu TER (edits with shifts / average reference length; minimum edits over
  references), case-sensitive by default since case corrections are corrections.
* ``ster``: Sakaguchi et al. (2016)'s "sTER": the TER number of edits (insertions, deletions,
  substitutions, shifts) per SENTENCE instead of per token, averaged over sentences; with several
  references a sentence counts its minimum over references (TER's rule).

The unit is ``tokens="word"|"char"`` everywhere (as in GLEU and the protocol).

The registered metrics ``bleu`` and ``ter`` (:class:`BleuMetric`, :class:`TerMetric`; at level sentence ``ter``
is sTER) score a corpus with these functions.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

import numpy as np
import pandas as pd

from gecnb.data.checks import MAX_ALIGN_TOKENS, check_parallel
from gecnb.data.corpus import Corpus, ReferenceSet
from gecnb.data.signature import Signature, SignaturePairs, format_pairs, signature_pairs
from gecnb.metrics._common import TOKENS_META, NgramMetric, references
from gecnb.metrics.aggregate import SumAggregate, mean_aggregate
from gecnb.metrics.base import Scored, register
from gecnb.metrics.options import Tokens, canonical_tokens, check_choice

Smooth = Literal["none", "floor", "add-k", "exp"]
_WS = re.compile(r"\s+")


def _prep(text: str, level: Tokens) -> str:
    if level == "char":
        return _WS.sub("", text)
    if level == "word":
        return text
    raise ValueError(f"unknown tokens {level!r}: use 'word' or 'char'")


def _check_tokens(config: Any) -> None:
    """Check ``tokens`` of a config (None, the language's unit, stays None)."""
    if config.tokens is not None:
        canonical_tokens(config.tokens)


def _ref_streams(references: Sequence[Sequence[str]], level: Tokens) -> list[list[str | None]]:
    """sacrebleu wants one stream per reference slot; ragged sentences pad with None."""
    kmax = max(len(r) for r in references)
    return [[_prep(r[k], level) if k < len(r) else None for r in references] for k in range(kmax)]


@dataclass(frozen=True)
class BleuConfig:
    """BLEU's one config: the options of the registered ``bleu`` and everything that changes the numbers of
    :func:`bleu` (``tokens`` None: char for Chinese, word otherwise; word where no corpus says which)."""

    tokens: Tokens | None = field(default=None, metadata=TOKENS_META)
    lowercase: bool = field(default=False, metadata={"help": "lowercase before scoring"})
    smooth: Smooth = field(
        default="none", metadata={"help": "sacrebleu smoothing (default none)"})

    def __post_init__(self) -> None:
        _check_tokens(self)
        check_choice("smooth", self.smooth, ("none", "floor", "add-k", "exp"))

    def signature(self) -> SignaturePairs:
        tok = "char(ws-removed)" if self.tokens == "char" else "none(pre-tokenised words)"
        return signature_pairs(
            ("impl", "bleu,sacrebleu"), ("n", 4), ("tok", tok), ("case", "lc" if self.lowercase else "mixed"),
            ("smooth", self.smooth), ("ref-len", "closest"), ("multi-ref", "max-count"), ("scale", "0-1"))


@dataclass(frozen=True)
class TerConfig:
    """TER's one config: the options of the registered ``ter`` and everything that changes the numbers of
    :func:`ter` and :func:`ster` (``tokens`` None: char for Chinese, word otherwise; word where no corpus
    says which)."""

    tokens: Tokens | None = field(default=None, metadata=TOKENS_META)
    lowercase: bool = field(default=False, metadata={"help": "case-insensitive"})

    def __post_init__(self) -> None:
        _check_tokens(self)

    def signature(self) -> SignaturePairs:
        return signature_pairs(
            ("impl", "ter,sacrebleu"), ("shifts", "yes"), ("case", "insensitive" if self.lowercase else "sensitive"),
            ("impl-level", self.tokens or "word"), ("multi-ref", "min-edits,avg-ref-len"))


def _make_bleu(config: BleuConfig) -> Any:
    from sacrebleu.metrics import BLEU

    return BLEU(
        tokenize="char" if config.tokens == "char" else "none",
        lowercase=config.lowercase,
        smooth_method=config.smooth,
        effective_order=False,
        force=True,  # the text is tokenised on purpose: no "forgot to detokenize" warning
    )


def bleu(
    *,
    hypotheses: Sequence[str],
    references: Sequence[Sequence[str]],
    tokens: Tokens = "word",
    lowercase: bool = False,
    smooth: Smooth = "none",
) -> tuple[float, BleuConfig]:
    """Corpus BLEU in [0, 1] and its config. ``references[i]`` lists sentence i's references.
    ``tokens``: ``"word"`` or ``"char"``."""
    refs = check_parallel(list(hypotheses), hypotheses, references)
    unit = canonical_tokens(tokens)
    config = BleuConfig(tokens=unit, lowercase=lowercase, smooth=smooth)
    metric = _make_bleu(config)
    hyps = [_prep(h, unit) for h in hypotheses]
    score = metric.corpus_score(hyps, _ref_streams(refs, unit))  # type: ignore[arg-type]
    return score.score / 100.0, config


def _make_ter(config: TerConfig) -> Any:
    from sacrebleu.metrics import TER

    return TER(case_sensitive=not config.lowercase)


def _char_spaced(text: str) -> str:
    return " ".join(_WS.sub("", text))


def ter(
    *,
    hypotheses: Sequence[str],
    references: Sequence[Sequence[str]],
    case_sensitive: bool = True,
    tokens: Tokens = "word",
) -> tuple[float, TerConfig]:
    """Corpus TER in [0, inf) (sacrebleu's score / 100) and its config."""
    refs = check_parallel(list(hypotheses), hypotheses, references)
    config = TerConfig(lowercase=not case_sensitive, tokens=canonical_tokens(tokens))
    fix = _char_spaced if config.tokens == "char" else (lambda x: x)
    metric = _make_ter(config)
    kmax = max(len(r) for r in refs)
    streams = [[fix(r[k]) if k < len(r) else None for r in refs] for k in range(kmax)]
    score = metric.corpus_score([fix(h) for h in hypotheses], streams)
    return score.score / 100.0, config


def ster(
    *,
    hypotheses: Sequence[str],
    references: Sequence[Sequence[str]],
    case_sensitive: bool = True,
    tokens: Tokens = "word",
) -> tuple[float, np.ndarray, TerConfig]:
    """sTER: mean TER edits per sentence (Sakaguchi et al. 2016); returns (mean, per-sentence, config)."""
    refs = check_parallel(list(hypotheses), hypotheses, references)
    config = TerConfig(lowercase=not case_sensitive, tokens=canonical_tokens(tokens))
    fix = _char_spaced if config.tokens == "char" else (lambda x: x)
    metric = _make_ter(config)
    edits = np.array(
        [
            metric.sentence_score(fix(h), [fix(r) for r in rs]).num_edits
            for h, rs in zip(hypotheses, refs, strict=True)
        ],
        dtype=np.float64,
    )
    return (float(edits.mean()) if len(edits) else 0.0), edits, config


# --------------------------------------------------------------------------------------------------
# per-sentence statistics whose sums give the corpus score (what a bootstrap resamples)

BLEU_STATS = ("hyp_len", "ref_len", "match1", "match2", "match3", "match4", "total1", "total2", "total3", "total4")
TER_STATS = ("edits", "ref_len")


def bleu_statistics(
    *, hypotheses: Sequence[str], references: Sequence[Sequence[str]], tokens: Tokens = "word",
    lowercase: bool = False, smooth: Smooth = "none",
) -> pd.DataFrame:
    """sacrebleu's per-sentence BLEU statistics (:data:`BLEU_STATS`), one row per sentence: their column
    sums give :func:`bleu` through :func:`bleu_from_sums`."""
    refs = check_parallel(list(hypotheses), hypotheses, references)
    config = BleuConfig(tokens=tokens, lowercase=lowercase, smooth=smooth)
    rows = _make_bleu(config)._extract_corpus_statistics([_prep(h, tokens) for h in hypotheses],
                                                         _ref_streams(refs, tokens))
    return pd.DataFrame(np.asarray(rows, dtype=np.float64).reshape(len(refs), len(BLEU_STATS)), columns=list(BLEU_STATS))


def bleu_from_sums(sums: Mapping[str, np.ndarray], config: BleuConfig) -> np.ndarray:
    """Corpus BLEU in [0, 1] of each row of summed :func:`bleu_statistics` (sacrebleu's own formula)."""
    metric = _make_bleu(config)
    table = np.stack([np.asarray(sums[c], dtype=np.float64) for c in BLEU_STATS], axis=-1).reshape(-1, len(BLEU_STATS))
    return np.array([metric._compute_score_from_stats([round(x) for x in row]).score / 100.0 for row in table])


def ter_statistics(
    *, hypotheses: Sequence[str], references: Sequence[Sequence[str]], tokens: Tokens = "word",
    case_sensitive: bool = True,
) -> pd.DataFrame:
    """sacrebleu's per-sentence TER statistics (``edits``, ``ref_len``: the minimum edits over the
    references and the average reference length); their sums give :func:`ter` via :func:`ter_from_sums`."""
    refs = check_parallel(list(hypotheses), hypotheses, references)
    config = TerConfig(lowercase=not case_sensitive, tokens=tokens)
    fix = _char_spaced if config.tokens == "char" else (lambda x: x)
    kmax = max(len(r) for r in refs) if refs else 1
    streams = [[fix(r[k]) if k < len(r) else None for r in refs] for k in range(kmax)]
    rows = _make_ter(config)._extract_corpus_statistics([fix(h) for h in hypotheses], streams)
    return pd.DataFrame(np.asarray(rows, dtype=np.float64).reshape(len(refs), 2), columns=list(TER_STATS))


def ter_from_sums(sums: Mapping[str, np.ndarray]) -> np.ndarray:
    """Corpus TER (sacrebleu's score / 100) of summed :func:`ter_statistics`."""
    edits, ref = np.asarray(sums["edits"], dtype=np.float64), np.asarray(sums["ref_len"], dtype=np.float64)
    with np.errstate(divide="ignore", invalid="ignore"):
        ratio = np.where(ref > 0, edits / ref, np.where(edits > 0, 1.0, 0.0))
    return (100 * ratio) / 100.0


def bleu_table(
    *,
    systems: Mapping[str, Sequence[str]],
    references: Sequence[Sequence[str]],
    tokens: Tokens = "word",
    lowercase: bool = False,
    smooth: Smooth = "none",
    with_ter: bool = True,
    case_sensitive: bool = True,
) -> pd.DataFrame:
    """One row per system: ``system``, ``bleu`` and (``with_ter``) ``ter``; signatures in ``attrs``."""
    unit = canonical_tokens(tokens)
    rows = []
    sigs: dict[str, str] = {}
    for name, hyps in systems.items():
        b, bc = bleu(hypotheses=hyps, references=references, tokens=unit, lowercase=lowercase, smooth=smooth)
        row: dict[str, object] = {"system": name, "bleu": b}
        sigs["bleu"] = format_pairs(bc.signature())
        if with_ter:
            t, tc = ter(hypotheses=hyps, references=references, case_sensitive=case_sensitive, tokens=unit)
            row["ter"] = t
            sigs["ter"] = format_pairs(tc.signature())
        rows.append(row)
    table = pd.DataFrame(rows)
    table.attrs["signature"] = sigs
    return table


# ------------------------------------------------------------------------------ the registered metric

class _Sacrebleu(NgramMetric):
    inputs = "hypotheses, references (source only checked)"
    needs_source = False

    def _impl_signature(self, corpus: Corpus | None) -> SignaturePairs:
        """The config's signature with ``tokens`` as on ``corpus`` (unset: char for Chinese, else word)."""
        c = self.config
        level: Tokens = c.tokens or ("char" if corpus is not None and corpus.language == "zh" else "word")
        return dataclasses.replace(c, tokens=level).signature()


@register
class BleuMetric(_Sacrebleu):
    name = "bleu"
    score_column = "bleu"
    description = "corpus BLEU (sacrebleu), words or characters"
    levels = ("corpus",)
    rank = 20
    Config = BleuConfig

    def _no_level_hint(self) -> str:
        return "corpus BLEU only; for sentence scores use gleu or ter at level sentence"

    def _bleu_config(self) -> Any:
        c = self.config
        return dataclasses.replace(c, tokens=c.tokens or "word")

    def _aggregate(self, level: str) -> SumAggregate | None:
        if level != "corpus":
            return None
        cfg = self._bleu_config()  # the unit does not change how counts are summed; smoothing does
        return SumAggregate(columns=BLEU_STATS, score=lambda sums: bleu_from_sums(sums, cfg), name="bleu")

    def _statistics(self, corpus: Corpus, rs: ReferenceSet | None, names: list[str], level: str) -> list[pd.DataFrame]:
        c = self.config
        return [bleu_statistics(hypotheses=list(corpus.systems[n].hypotheses), references=references(rs),
                                tokens=self._tokens(corpus), lowercase=c.lowercase, smooth=c.smooth)
                for n in names]

    def _score(self, corpus: Corpus, rs: ReferenceSet | None, names: list[str], level: str) -> list[Scored]:
        c = self.config
        out = []
        for name in names:
            if c.smooth == "none":
                self._warn_short(corpus, name)
            value, bc = bleu(hypotheses=list(corpus.systems[name].hypotheses), references=references(rs),
                             tokens=self._tokens(corpus), lowercase=c.lowercase, smooth=c.smooth)
            out.append(Scored({"bleu": value}, self._ngram_signature(bc.signature(), rs, level)))
        return out


@register
class TerMetric(_Sacrebleu):
    name = "ter"
    max_tokens = MAX_ALIGN_TOKENS  # TER's shift search grows faster than the product of lengths
    score_column = "ter"
    higher_is_better = False
    description = "TER (sacrebleu); at level sentence sTER, the mean TER edits per sentence"
    rank = 21
    Config = TerConfig

    def _run(self, corpus: Corpus, rs: ReferenceSet | None, name: str, level: str) -> tuple[float, object, SignaturePairs]:
        c = self.config
        kw = {"hypotheses": list(corpus.systems[name].hypotheses), "references": references(rs),
              "case_sensitive": not c.lowercase, "tokens": self._tokens(corpus)}
        if level == "corpus":
            value, tc = ter(**kw)  # type: ignore[arg-type]
            return value, None, tc.signature()
        value, per, tc = ster(**kw)  # type: ignore[arg-type]
        return value, per, tc.signature()

    def _aggregate(self, level: str) -> SumAggregate | None:
        if level == "sentence":
            return mean_aggregate("ter")  # sTER: the mean of the sentences' TER edits
        return SumAggregate(columns=TER_STATS, score=ter_from_sums, name="ter")

    def _statistics(self, corpus: Corpus, rs: ReferenceSet | None, names: list[str], level: str) -> list[pd.DataFrame]:
        if level == "sentence":
            return super()._statistics(corpus, rs, names, level)
        c = self.config
        return [ter_statistics(hypotheses=list(corpus.systems[n].hypotheses), references=references(rs),
                               tokens=self._tokens(corpus), case_sensitive=not c.lowercase) for n in names]

    def _score(self, corpus: Corpus, rs: ReferenceSet | None, names: list[str], level: str) -> list[Scored]:
        out = []
        for name in names:
            value, _per, impl = self._run(corpus, rs, name, level)
            out.append(Scored({"ter": value}, self._ngram_signature(impl, rs, level, "sTER: mean TER edits per sentence")))
        return out

    def _sentences(self, corpus: Corpus, rs: ReferenceSet | None, names: list[str]) -> list[tuple[pd.DataFrame, Signature]]:
        out = []
        for name in names:
            _value, per, impl = self._run(corpus, rs, name, "sentence")
            out.append((pd.DataFrame({"ter": per}),
                        self._ngram_signature(impl, rs, "sentence", "sTER: TER edits of the sentence")))
        return out

