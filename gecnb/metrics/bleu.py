"""BLEU, TER and sTER through sacrebleu (imported lazily), word or character level.

* ``bleu``: sacrebleu corpus BLEU, multi-reference (BLEU's clipped max-count union, brevity penalty
  from the reference length closest to each hypothesis, summed over the corpus). Text is already
  tokenised, so sacrebleu's tokeniser is off (``tok:none``) for words; ``tokenize="char"`` removes
  whitespace and scores characters (sacrebleu ``tok:char``), the character BLEU of Chinese GEC.
  Returned on a 0-1 scale (sacrebleu's score / 100), like the GLEU numbers beside it.
* ``ter``: sacrebleu TER (edits with shifts / average reference length; minimum edits over
  references), case-sensitive by default since case corrections are corrections.
* ``ster``: Sakaguchi et al. (2016)'s "sTER": the TER number of edits (insertions, deletions,
  substitutions, shifts) per SENTENCE instead of per token, averaged over sentences; with several
  references a sentence counts its minimum over references (TER's rule).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal

import numpy as np
import pandas as pd

from gecnb.data.checks import check_parallel
from gecnb.metrics.options import check_choice

Level = Literal["word", "char"]
_WS = re.compile(r"\s+")


def _prep(text: str, level: Level) -> str:
    if level == "char":
        return _WS.sub("", text)
    if level == "word":
        return text
    raise ValueError(f"unknown level {level!r}: use 'word' or 'char'")


def _ref_streams(references: Sequence[Sequence[str]], level: Level) -> list[list[str | None]]:
    """sacrebleu wants one stream per reference slot; ragged sentences pad with None."""
    kmax = max(len(r) for r in references)
    return [[_prep(r[k], level) if k < len(r) else None for r in references] for k in range(kmax)]


@dataclass(frozen=True)
class BleuConfig:
    """Everything that changes the numbers of :func:`bleu`."""

    level: Level = "word"
    lowercase: bool = False
    smooth: str = "none"

    def __post_init__(self) -> None:
        check_choice("level", self.level, ("word", "char"))
        check_choice("smooth", self.smooth, ("none", "floor", "add-k", "exp"))

    def signature(self) -> str:
        tok = "none(pre-tokenised words)" if self.level == "word" else "char(ws-removed)"
        return (
            f"bleu|sacrebleu|n:4|tok:{tok}|case:{'lc' if self.lowercase else 'mixed'}|smooth:{self.smooth}"
            "|ref-len:closest|multi-ref:max-count|scale:0-1"
        )


@dataclass(frozen=True)
class TerConfig:
    """Everything that changes the numbers of :func:`ter` and :func:`ster`."""

    case_sensitive: bool = True
    level: Level = "word"

    def __post_init__(self) -> None:
        check_choice("level", self.level, ("word", "char"))

    def signature(self) -> str:
        return (
            f"ter|sacrebleu|shifts:yes|case:{'sensitive' if self.case_sensitive else 'insensitive'}"
            f"|level:{self.level}|multi-ref:min-edits,avg-ref-len"
        )


def _make_bleu(config: BleuConfig) -> Any:
    from sacrebleu.metrics import BLEU

    return BLEU(
        tokenize="char" if config.level == "char" else "none",
        lowercase=config.lowercase,
        smooth_method=config.smooth,
        effective_order=False,
        force=True,  # the text is tokenised on purpose: no "forgot to detokenize" warning
    )


def bleu(
    *,
    hypotheses: Sequence[str],
    references: Sequence[Sequence[str]],
    level: Level = "word",
    lowercase: bool = False,
    smooth: str = "none",
) -> tuple[float, BleuConfig]:
    """Corpus BLEU in [0, 1] and its config. ``references[i]`` lists sentence i's references."""
    refs = check_parallel(list(hypotheses), hypotheses, references)
    config = BleuConfig(level=level, lowercase=lowercase, smooth=smooth)
    metric = _make_bleu(config)
    hyps = [_prep(h, level) for h in hypotheses]
    score = metric.corpus_score(hyps, _ref_streams(refs, level))  # type: ignore[arg-type]
    return score.score / 100.0, config


def _make_ter(config: TerConfig) -> Any:
    from sacrebleu.metrics import TER

    return TER(case_sensitive=config.case_sensitive)


def _char_spaced(text: str) -> str:
    return " ".join(_WS.sub("", text))


def ter(
    *,
    hypotheses: Sequence[str],
    references: Sequence[Sequence[str]],
    case_sensitive: bool = True,
    level: Level = "word",
) -> tuple[float, TerConfig]:
    """Corpus TER in [0, inf) (sacrebleu's score / 100) and its config."""
    refs = check_parallel(list(hypotheses), hypotheses, references)
    config = TerConfig(case_sensitive=case_sensitive, level=level)
    fix = _char_spaced if level == "char" else (lambda x: x)
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
    level: Level = "word",
) -> tuple[float, np.ndarray, TerConfig]:
    """sTER: mean TER edits per sentence (Sakaguchi et al. 2016); returns (mean, per-sentence, config)."""
    refs = check_parallel(list(hypotheses), hypotheses, references)
    config = TerConfig(case_sensitive=case_sensitive, level=level)
    fix = _char_spaced if level == "char" else (lambda x: x)
    metric = _make_ter(config)
    edits = np.array(
        [
            metric.sentence_score(fix(h), [fix(r) for r in rs]).num_edits
            for h, rs in zip(hypotheses, refs, strict=True)
        ],
        dtype=np.float64,
    )
    return (float(edits.mean()) if len(edits) else 0.0), edits, config


def bleu_table(
    *,
    systems: Mapping[str, Sequence[str]],
    references: Sequence[Sequence[str]],
    level: Level = "word",
    lowercase: bool = False,
    smooth: str = "none",
    with_ter: bool = True,
    case_sensitive: bool = True,
) -> pd.DataFrame:
    """One row per system: ``system``, ``bleu`` and (``with_ter``) ``ter``; signatures in ``attrs``."""
    rows = []
    sigs: dict[str, str] = {}
    for name, hyps in systems.items():
        b, bc = bleu(hypotheses=hyps, references=references, level=level, lowercase=lowercase, smooth=smooth)
        row: dict[str, object] = {"system": name, "bleu": b}
        sigs["bleu"] = bc.signature()
        if with_ter:
            t, tc = ter(hypotheses=hyps, references=references, case_sensitive=case_sensitive, level=level)
            row["ter"] = t
            sigs["ter"] = tc.signature()
        rows.append(row)
    table = pd.DataFrame(rows)
    table.attrs["signature"] = sigs
    return table
