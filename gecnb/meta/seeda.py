"""SEEDA's meta-evaluation protocol (Kobayashi, Mita & Komachi, TACL 2024; tmu-nlp/SEEDA ``utils/``).

SEEDA's humans judged 391 of the 1,312 CoNLL-2014 test sentences (:func:`seeda_subset`), 600 five-way
rankings per granularity: ``"sent"`` = SEEDA-S (whole corrected sentences ranked) and ``"edit"`` = SEEDA-E
(edits judged first). Its two scripts define the meta-evaluation, and the functions here compute the same
numbers on the same inputs (checked against the scripts themselves in ``tests/test_seeda_protocol.py``):

* **System level** (``corr_system.py``, :func:`seeda_system_correlation`): Pearson and Spearman (scipy)
  between a metric's system scores and the human Expected Wins (``"ew"``) or TrueSkill (``"ts"``) of
  ``scores/human/{EW,TS}_{sent,edit}.txt``, over the systems of one *setting* (:func:`seeda_settings`):
  ``"base"`` = 12 systems (no GPT-3.5, INPUT, REF-F; the scripts' default), ``"+INPUT"`` = 13,
  ``"+REF-F_GPT-3.5"`` = 14, ``"all"`` = 15. SEEDA scores the metrics on the subset, not on all 1,312
  sentences (its README's metric table is on all 1,312 and says so).
* **Sentence level** (``corr_sentence.py``, :func:`seeda_sentence_correlation`): every human ranking is
  split into pairs of systems of the setting with different ranks (human ties are left out; a sentence
  judged twice counts twice). For each pair the metric's two sentence scores give an order; over all pairs,
  ``accuracy = agree / pairs`` and ``kendall = (agree - disagree) / pairs``. **Metric ties**: SEEDA's script
  compares ``score1 > score2`` and sends everything else, ties included, to the other branch, so a tie
  counts as a win of the system later in code point order (with ``order="higher"``; of the earlier one
  with ``"lower"``). That is ``metric_ties="seeda"`` (default, the published numbers). ``"neutral"``
  treats a tie as what the script's 3x3 count matrix has a slot for but never fills: in the denominator,
  neither agreeing nor disagreeing.

Inputs are plain frames, so a correlation grid can call these functions: system scores with ``system`` and
one or more score columns; sentence scores with ``system``, ``sentence`` and a score column (the frames of
``gecnb.get_metric(...).sentences(...)``).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Literal

import numpy as np
import pandas as pd
from scipy import stats

from gecnb.data.errors import GecInputError
from gecnb.data.text import read_utf8
from gecnb.datasets import data_path
from gecnb.meta.correlation import score_columns_of
from gecnb.meta.human import SEEDA_SETTINGS, SeedaGranularity, SeedaSetting, seeda_human_scores, seeda_systems

SEEDA_SUBSET_SIZE = 391
"""Sentences SEEDA's humans judged (``outputs/subset``)."""

SEEDA_TEST_SIZE = 1312
"""Sentences of the CoNLL-2014 test set (``outputs/all``)."""

SEEDA_HUMAN_NAMES: dict[str, str] = {"sent": "SEEDA-S", "edit": "SEEDA-E"}
"""The paper's names of the two granularities."""

SentenceIndex = Literal["conll14", "subset"]
MetricTies = Literal["seeda", "neutral"]
Order = Literal["higher", "lower"]


def _check_choice(name: str, value: object, choices: Sequence[str]) -> None:
    if value not in choices:
        raise ValueError(f"{name} must be one of {list(choices)}, not {value!r}")


@lru_cache(maxsize=1)
def _subset() -> tuple[int, ...]:
    path = data_path("seeda", "subset_ids.txt")
    ids: list[int] = []
    for no, line in enumerate(read_utf8(path).splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        try:
            ids.append(int(line))
        except ValueError:
            raise GecInputError(f"not a sentence index: {line!r}", file=path, line=no) from None
    if len(ids) != SEEDA_SUBSET_SIZE or ids != sorted(set(ids)) or not 0 <= ids[0] <= ids[-1] < SEEDA_TEST_SIZE:
        raise GecInputError(f"expected {SEEDA_SUBSET_SIZE} increasing indices below {SEEDA_TEST_SIZE}", file=path)
    return tuple(ids)


def seeda_subset() -> list[int]:
    """The 391 sentences SEEDA judged, as 0-based indices into the 1,312 CoNLL-2014 test sentences.

    In order: ``outputs/subset/<SYSTEM>.txt`` line ``k`` is ``outputs/all/<SYSTEM>.txt`` line
    ``seeda_subset()[k]``. ``corpus.subset(seeda_subset())`` of ``load_dataset("seeda")`` is the corpus
    SEEDA's meta-evaluation scores metrics on.
    """
    return list(_subset())


def seeda_settings() -> dict[str, list[str]]:
    """SEEDA's system settings -> the systems each uses (sorted, code point order = SEEDA's order).

    ``"base"`` (12), ``"+INPUT"`` (13), ``"+REF-F_GPT-3.5"`` (14), ``"all"`` (15), as ``corr_system.py`` and
    ``corr_sentence.py`` define ``--systems``.
    """
    names = seeda_systems()
    return {k: [s for s in names if s not in drop] for k, drop in SEEDA_SETTINGS.items()}


def _setting_systems(setting: str) -> list[str]:
    _check_choice("setting", setting, list(SEEDA_SETTINGS))
    return seeda_settings()[setting]


def seeda_system_correlation(
    scores: pd.DataFrame,
    *,
    granularity: SeedaGranularity = "sent",
    method: Literal["ts", "ew"] = "ts",
    setting: SeedaSetting = "base",
    metric_columns: Sequence[str] | str | None = None,
) -> pd.DataFrame:
    """SEEDA's system-level meta-evaluation (``corr_system.py``): Pearson and Spearman with the human scores.

    ``scores``: one row per system, a ``system`` column (SEEDA's names, e.g. ``GECToR-BERT``) and score
    columns (``metric_columns``; default every numeric column). It must have every system of ``setting``;
    other rows are ignored. Scores of metrics where lower is better must be negated first.

    Returns one row per metric column: ``metric, human`` (``SEEDA-S``/``SEEDA-E``), ``granularity, method,
    setting, n`` (systems), ``pearson, spearman`` (NaN for a constant column).
    """
    _check_choice("granularity", granularity, ["sent", "edit"])
    _check_choice("method", method, ["ts", "ew"])
    systems = _setting_systems(setting)
    if "system" not in scores.columns:
        raise GecInputError(f"scores need a 'system' column; columns are {list(scores.columns)}")
    cols = score_columns_of(scores, metric_columns, exclude=["system"], what="scores")
    dup = sorted(scores.loc[scores["system"].duplicated(), "system"].astype(str).unique())
    if dup:
        raise GecInputError(f"scores list these systems more than once: {dup}")
    table = scores.assign(system=scores["system"].astype(str)).set_index("system")
    missing = [s for s in systems if s not in table.index]
    if missing:
        raise GecInputError(f"setting {setting!r} needs scores of {missing} (it uses {systems})")
    human = seeda_human_scores(granularity=granularity, setting=setting).set_index("system").loc[systems, method]
    rows = []
    for col in cols:
        values = pd.to_numeric(table.loc[systems, col], errors="coerce").to_numpy(dtype=float)
        bad = [s for s, v in zip(systems, values, strict=True) if not np.isfinite(v)]
        if bad:
            raise GecInputError(f"column {col!r}: missing or non-finite scores for {bad}")
        h = human.to_numpy(dtype=float)
        constant = np.ptp(values) == 0
        rows.append({
            "metric": col, "human": SEEDA_HUMAN_NAMES[granularity], "granularity": granularity, "method": method,
            "setting": setting, "n": len(systems),
            "pearson": float("nan") if constant else float(stats.pearsonr(h, values).statistic),
            "spearman": float("nan") if constant else float(stats.spearmanr(h, values).statistic),
        })
    return pd.DataFrame(rows, columns=["metric", "human", "granularity", "method", "setting", "n", "pearson",
                                       "spearman"])


def seeda_sentence_pairs(*, granularity: SeedaGranularity = "sent", setting: SeedaSetting = "base"
                         ) -> pd.DataFrame:
    """The human pairs of SEEDA's sentence-level protocol: one row per ranking and pair of systems of the
    setting that the judge ranked differently.

    Columns ``item`` (the ranking), ``sentence`` (0-based CoNLL-2014 index = ``src-id`` - 1), ``system_a`` <
    ``system_b`` (code point order, SEEDA's order), ``outcome`` (1: ``system_a`` ranked better, -1: worse).
    A system listed twice in one ranking is an error (SEEDA's script would silently keep both ranks).
    """
    from gecnb.meta.judgments import load_judgments

    _check_choice("granularity", granularity, ["sent", "edit"])
    keep = set(_setting_systems(setting))
    j = load_judgments(f"seeda-{granularity}")
    j = j[j["system_a"].isin(keep) & j["system_b"].isin(keep) & (j["outcome"] != 0)]
    dup = j.duplicated(["item", "system_a", "system_b"])
    if dup.any():
        r = j[dup].iloc[0]
        raise GecInputError(f"ranking {r['item']} judges {r['system_a']} / {r['system_b']} twice",
                            file=data_path("seeda", "data", f"judgments_{granularity}.xml"), line=int(r["line"]))
    sentence = pd.to_numeric(j["sentence"], errors="raise").astype(int) - 1
    out = pd.DataFrame({"item": j["item"].to_numpy(), "sentence": sentence.to_numpy(),
                        "system_a": j["system_a"].to_numpy(), "system_b": j["system_b"].to_numpy(),
                        "outcome": j["outcome"].to_numpy()})
    outside = sorted(set(out["sentence"]) - set(_subset()))
    if outside:
        raise GecInputError(f"judged sentences outside SEEDA's subset: {outside[:5]}",
                            file=data_path("seeda", "data", f"judgments_{granularity}.xml"))
    return out.reset_index(drop=True)


def seeda_sentence_correlation(
    sentence_scores: pd.DataFrame,
    *,
    granularity: SeedaGranularity = "sent",
    setting: SeedaSetting = "base",
    score_columns: Sequence[str] | str | None = None,
    order: Order = "higher",
    sentence_index: SentenceIndex = "conll14",
    metric_ties: MetricTies = "seeda",
) -> pd.DataFrame:
    """SEEDA's sentence-level meta-evaluation (``corr_sentence.py``): pairwise accuracy and Kendall's tau of
    a metric's sentence scores against the human rankings.

    ``sentence_scores``: one row per system and sentence, columns ``system``, ``sentence`` and score columns
    (``score_columns``; default every numeric column but ``sentence``), e.g. the frame of
    ``gecnb.get_metric(name).sentences(corpus)``. ``sentence_index="conll14"``: ``sentence`` is the 0-based
    index in the 1,312 test sentences (frames from ``load_dataset("seeda")``); ``"subset"``: the position
    0..390 in :func:`seeda_subset` (frames from ``corpus.subset(seeda_subset())``). Every judged sentence of
    every system of the setting needs a finite score; other rows are ignored. ``order``: whether higher
    (default) or lower scores are better. ``metric_ties``: see the module docstring.

    Returns one row per score column: ``metric, human, granularity, setting, order, metric_ties, pairs,
    agree, disagree, ties, accuracy, kendall`` (``ties``: pairs the metric scores equal, counted per
    ``metric_ties``).
    """
    _check_choice("granularity", granularity, ["sent", "edit"])
    _check_choice("order", order, ["higher", "lower"])
    _check_choice("sentence_index", sentence_index, ["conll14", "subset"])
    _check_choice("metric_ties", metric_ties, ["seeda", "neutral"])
    for col in ("system", "sentence"):
        if col not in sentence_scores.columns:
            raise GecInputError(f"sentence_scores need a {col!r} column; columns are {list(sentence_scores.columns)}")
    cols = score_columns_of(sentence_scores, score_columns, exclude=["system", "sentence"], what="sentence_scores")
    pairs = seeda_sentence_pairs(granularity=granularity, setting=setting)
    frame = sentence_scores.assign(system=sentence_scores["system"].astype(str))
    sent = pd.to_numeric(frame["sentence"], errors="coerce")
    if sent.isna().any() or (sent != sent.round()).any():
        raise GecInputError("sentence_scores: 'sentence' must hold integer sentence indices")
    sent = sent.astype(int)
    if sentence_index == "subset":
        ids = np.array(_subset())
        if ((sent < 0) | (sent >= SEEDA_SUBSET_SIZE)).any():
            raise GecInputError(f"sentence_scores: subset positions must be 0..{SEEDA_SUBSET_SIZE - 1}")
        sent = pd.Series(ids[sent.to_numpy()], index=sent.index)
    frame = frame.assign(sentence=sent)
    dup = frame.duplicated(["system", "sentence"])
    if dup.any():
        r = frame[dup].iloc[0]
        raise GecInputError(f"sentence_scores: two rows for system {r['system']!r}, sentence {r['sentence']}")
    table = frame.set_index(["system", "sentence"])
    need = pd.MultiIndex.from_frame(pd.concat([
        pairs[["system_a", "sentence"]].set_axis(["system", "sentence"], axis=1),
        pairs[["system_b", "sentence"]].set_axis(["system", "sentence"], axis=1)]).drop_duplicates())
    missing = need.difference(table.index)
    if len(missing):
        s, i = missing[0]
        raise GecInputError(f"sentence_scores: no score for {len(missing)} judged (system, sentence) pairs, "
                            f"e.g. {s!r}, sentence {i} (CoNLL-2014 index)")
    idx_a = pd.MultiIndex.from_arrays([pairs["system_a"], pairs["sentence"]])
    idx_b = pd.MultiIndex.from_arrays([pairs["system_b"], pairs["sentence"]])
    human = pairs["outcome"].to_numpy()
    rows = []
    for col in cols:
        values = pd.to_numeric(table[col], errors="coerce")
        a = values.reindex(idx_a).to_numpy(dtype=float)
        b = values.reindex(idx_b).to_numpy(dtype=float)
        bad = ~(np.isfinite(a) & np.isfinite(b))
        if bad.any():
            k = int(np.argmax(bad))
            raise GecInputError(f"column {col!r}: non-finite score in a judged pair, e.g. {pairs['system_a'][k]} / "
                                f"{pairs['system_b'][k]} on sentence {pairs['sentence'][k]}")
        diff = a - b if order == "higher" else b - a
        metric = np.sign(diff)
        tie = metric == 0
        if metric_ties == "seeda":
            # corr_sentence.py: `if score1 > score2: ... else: ...` -- a tie takes the else branch, which
            # means system_b wins with order "higher" and system_a wins with order "lower"
            metric = np.where(tie, -1 if order == "higher" else 1, metric)
        agree = int(np.sum(metric == human))
        disagree = int(np.sum(metric == -human))
        n = len(human)
        rows.append({
            "metric": col, "human": SEEDA_HUMAN_NAMES[granularity], "granularity": granularity, "setting": setting,
            "order": order, "metric_ties": metric_ties, "pairs": n, "agree": agree, "disagree": disagree,
            "ties": int(tie.sum()), "accuracy": agree / n if n else float("nan"),
            "kendall": (agree - disagree) / n if n else float("nan"),
        })
    return pd.DataFrame(rows)


__all__ = [
    "SEEDA_HUMAN_NAMES", "SEEDA_SUBSET_SIZE", "SEEDA_TEST_SIZE", "seeda_sentence_correlation", "seeda_sentence_pairs",
    "seeda_settings", "seeda_subset", "seeda_system_correlation",
]
