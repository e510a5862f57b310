"""CLEME and CLEME2.0 sentence by sentence: one system's sentences under one setting (assumption, level,
weighting), its chunk table and the per-sentence counts and scores of the two metrics, as the explorer
(:mod:`gecnb.display.explorer`) shows them.

A :class:`ViewSetting` names one (assumption, level, weighting). It makes the CLEME variant
(:meth:`ViewSetting.cleme_config`: ``CLEME-<assumption>`` or ``SentCLEME-<assumption>``) and the CLEME2.0
variant (:meth:`ViewSetting.cleme2_config`: the level's official factor preset) that share it.
:func:`view_chunks` is :func:`~gecnb.metrics.cleme.cleme_chunks` under that setting and
:func:`sentence_scores` gives, per sentence, what each of the two metrics counted and scored there:

* CLEME: the reference it chose for the sentence (corpus level: the greedy corpus choice; sentence
  level: the per-sentence choice; ``ref = -1`` under the independent assumption, which chooses none),
  that reference's (weighted) counts and the P / R / F of those counts (at sentence level these are the
  numbers SentCLEME averages; at corpus level they are the sentence's share, for reading only);
* CLEME2.0: the reference it chose, its (weighted) counts and Hit / Wrong / Under / Over / Score of the
  sentence's counts (at sentence level SentCLEME2.0 averages them).

Nothing here is new arithmetic: every number comes from the same :func:`gecnb.metrics.cleme.score_many`
and :func:`gecnb.metrics.cleme2.score_many` calls that score a system, so the means (sentence level) and
the sums (corpus level) of this table give the system's scores.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

import numpy as np
import pandas as pd

from gecnb.chunks.categories import Assumption, row_categories
from gecnb.data.checks import check_sentence_indices
from gecnb.data.signature import SignaturePairs, format_pairs, signature_pairs
from gecnb.metrics.cleme import ClemeConfig
from gecnb.metrics.cleme import score_many as cleme_score_many
from gecnb.metrics.cleme2 import Cleme2Config
from gecnb.metrics.cleme2 import score_many as cleme2_score_many
from gecnb.metrics.prf import prf_arrays
from gecnb.metrics.weighting import Unweighted, Weigher, WeightContext, get_weigher, prepare_all

if TYPE_CHECKING:
    from gecnb.chunks.prepared import PreparedCorpus

Level = Literal["corpus", "sentence"]

#: the explorer's menu of variants: label -> (assumption, level)
VARIANTS: dict[str, tuple[Assumption, Level]] = {
    "dependent, corpus level": ("dependent", "corpus"),
    "independent, corpus level": ("independent", "corpus"),
    "dependent, sentence level": ("dependent", "sentence"),
    "independent, sentence level": ("independent", "sentence"),
}

#: the columns of :func:`sentence_scores`
SCORE_COLUMNS = ("system", "sentence", "metric", "ref", "tp", "fp_ne", "fp_un", "fn", "tn",
                 "p", "r", "f", "hit", "wrong", "under", "over", "score")


@dataclass(frozen=True)
class ViewSetting:
    """One (assumption, level, weighting) shared by a CLEME and a CLEME2.0 variant.

    ``weighting``: ``"none"``, ``"length"`` (CLEME's, the default), ``"similarity"`` or ``"llm"`` (made with
    their default options by :func:`~gecnb.metrics.weighting.get_weigher`), or any weigher object (pass the
    same object to several settings to share its memory, e.g. the similarity weigher's BERTScore cache or an
    LLM weigher's answers). It is stored resolved, as a weigher."""

    assumption: Assumption = "dependent"
    level: Level = "corpus"
    weighting: str | Weigher = "length"

    def __post_init__(self) -> None:
        for name, val, allowed in (("assumption", self.assumption, ("dependent", "independent")),
                                   ("level", self.level, ("corpus", "sentence"))):
            if val not in allowed:
                raise ValueError(f"{name} must be one of {allowed}, not {val!r}")
        object.__setattr__(self, "weighting", get_weigher(self.weighting))

    @classmethod
    def from_variant(cls, variant: str, weighting: str | Weigher = "length") -> ViewSetting:
        """The setting of a :data:`VARIANTS` label."""
        if variant not in VARIANTS:
            raise ValueError(f"variant must be one of {list(VARIANTS)}, not {variant!r}")
        assumption, level = VARIANTS[variant]
        return cls(assumption=assumption, level=level, weighting=weighting)

    @property
    def weigher(self) -> Weigher:
        return self.weighting  # type: ignore[return-value]  # resolved in __post_init__

    @property
    def weighting_name(self) -> str:
        return str(getattr(self.weigher, "name", type(self.weigher).__name__))

    def cleme_config(self) -> ClemeConfig:
        """The CLEME variant of this setting (F0.5, the official reference choice)."""
        return ClemeConfig(assumption=self.assumption, level=self.level, weighting=self.weigher)

    def cleme2_config(self) -> Cleme2Config:
        """The CLEME2.0 variant of this setting (the level's official factors)."""
        return Cleme2Config(assumption=self.assumption, level=self.level)

    def cleme2_weigher(self) -> Weigher | None:
        """The weigher CLEME2.0 is given (None when unweighted)."""
        return None if isinstance(self.weigher, Unweighted) else self.weigher

    def signature(self) -> SignaturePairs:
        """The setting's pairs: its CLEME and CLEME2.0 variants' signatures (each one value) and the weigher's."""
        return signature_pairs(("impl", "view"), ("cleme", format_pairs(self.cleme_config().signature())),
                               ("cleme2", format_pairs(self.cleme2_config().signature())),
                               ("weights", self.weigher.signature()))


def _check_system(prepared: PreparedCorpus, system: str) -> None:
    if system not in prepared.system_edits:
        raise KeyError(f"system {system!r} was not prepared; prepared: {prepared.systems}")


def view_chunks(prepared: PreparedCorpus, *, system: str, setting: ViewSetting,
                sentences: Sequence[int] | None = None) -> pd.DataFrame:
    """:func:`~gecnb.metrics.cleme.cleme_chunks` of ``system`` under the setting's CLEME variant: the
    categories, and the weights of its weighting at its level."""
    from gecnb.metrics.cleme import cleme_chunks

    _check_system(prepared, system)
    return cleme_chunks(prepared, system=system, config=setting.cleme_config(), sentences=sentences)


def sentence_scores(prepared: PreparedCorpus, *, system: str, setting: ViewSetting,
                    sentences: Sequence[int] | None = None) -> pd.DataFrame:
    """Per sentence, what CLEME and CLEME2.0 under ``setting`` counted and scored (see the module).

    One row per sentence and metric (the CLEME row first), columns :data:`SCORE_COLUMNS`: ``metric`` is the
    variant's name (e.g. ``CLEME-dependent``, ``CLEME2.0-dep``), ``ref`` the 0-based index of the chosen
    reference in the reference set (-1: none chosen), ``tp .. tn`` that reference's counts (weighted sums
    under a weighting; CLEME2.0's ``tn`` is the number of TN chunks), ``p, r, f`` (CLEME rows) and
    ``hit .. score`` (CLEME2.0 rows), NaN where a column is not the metric's. ``sentences``: 0-based
    indices to keep (default: all); the reference choices are always made over the whole corpus."""
    _check_system(prepared, system)
    c1 = setting.cleme_config()
    c2 = setting.cleme2_config()
    st1 = prepared.with_references_dropped(empty=c1.drop_empty_references,
                                           unchanged=c1.drop_unchanged_references).stats(system)
    st2 = prepared.with_references_dropped(empty=c2.drop_empty_references, unchanged=False).stats(system)
    wanted = None if sentences is None else check_sentence_indices(sentences, n=st1.n_sentences,
                                                                   func="sentence_scores")
    r1 = cleme_score_many([(st1, c1)])[0]
    w2 = setting.cleme2_weigher()
    if w2 is not None:
        prepare_all(w2, [WeightContext(st2, c2.assumption, c2.level, row_categories(st2, c2.assumption))])
    r2 = cleme2_score_many([(st2, c2)], weigher=w2)[0]
    d1, d2 = r1.sentence_data, r2.sentence_data
    if "p" in d1:  # sentence level: the values the per-sentence choice compared
        p, r, f = d1["p"], d1["r"], d1["f"]
    else:
        p, r, f = prf_arrays(d1["TP"], d1["FP"], d1["FN"], c1.beta)
    nan1 = np.full(len(d1["sentence"]), np.nan)
    nan2 = np.full(len(d2["sentence"]), np.nan)
    cleme = pd.DataFrame({
        "system": system, "sentence": d1["sentence"].astype(np.int64), "metric": c1.name,
        "ref": d1["ref"].astype(np.int64), "tp": d1["TP"], "fp_ne": d1["FP_ne"], "fp_un": d1["FP_un"],
        "fn": d1["FN"], "tn": d1["TN"], "p": p, "r": r, "f": f,
        "hit": nan1, "wrong": nan1, "under": nan1, "over": nan1, "score": nan1,
    })
    cleme2 = pd.DataFrame({
        "system": system, "sentence": d2["sentence"].astype(np.int64), "metric": c2.name,
        "ref": d2["ref"].astype(np.int64), "tp": d2["TP"], "fp_ne": d2["FP_ne"], "fp_un": d2["FP_un"],
        "fn": d2["FN"], "tn": d2["TN"], "p": nan2, "r": nan2, "f": nan2,
        "hit": d2["hit"], "wrong": d2["wrong"], "under": d2["under"], "over": d2["over"], "score": d2["score"],
    })
    out = pd.concat([cleme, cleme2], ignore_index=True)
    out["order"] = np.r_[np.zeros(len(cleme)), np.ones(len(cleme2))]
    out = out.sort_values(["sentence", "order"], kind="stable").drop(columns="order")
    if wanted is not None:
        out = out[out["sentence"].isin(set(wanted))]
    return out.reset_index(drop=True)[list(SCORE_COLUMNS)]
