"""ERRANT's ``errant_compare`` (ERRANT 3.0.0, ``errant/commands/compare_m2.py``), reimplemented on edits.

Semantics reproduced (each one changes numbers):

* **Mode.** The default is span-based correction (``-cs``): an edit is ``(start, end, correction)``.
  Also available: ``cse`` (``-cse``, the type is part of the edit), ``ds`` (span-based detection,
  ``(start, end)``) and ``dt`` (token-based detection: every source token of a span, an insertion counts
  as the token on its right).
* **Edit sets are multisets keyed by the mode's key.** Two edits with the same key are one key with two
  categories; a true positive counts once per *reference* category of the key, a false positive once per
  hypothesis category, a false negative once per reference category. ``noop`` keys are neither TP, FP
  nor FN (the first category of the key decides, as in compare_m2). ``UNK`` edits are dropped in the
  correction modes (they only mark "something is wrong here").
* **Best reference per sentence.** For every (hypothesis annotator, reference annotator) pair, the
  sentence counts are added to the running corpus counts and scored; the pair is kept if its F is
  higher, or equal with more TP, or equal TP with fewer FP, or equal FP with fewer FN. The F, P and R in
  that comparison are *rounded to 4 decimals*, as compare_m2 does. The first pair wins remaining ties.
  An annotator exists for a sentence when it has a line (edit or ``noop``) in that block; a block with
  no line has one annotator without edits.
* **Sentence average** (SentERRANT, not a compare_m2 option; SEEDA's README table): every sentence is
  scored alone, its pair chosen by the same order on *its own* counts (no running corpus counts), and
  the sentence F are averaged. By the P/R rules below, a sentence with no edits in the hypothesis and
  in the chosen reference scores 1; no hypothesis edits against a reference with edits, or hypothesis
  edits against a reference without any, scores 0.
* **Scores.** ``P = TP / (TP + FP)`` (1 when FP = 0), ``R = TP / (TP + FN)`` (1 when FN = 0), ``F_beta``
  from them (0 when P + R = 0). Tables report unrounded values; compare_m2 prints them rounded to 4.
* **Categories** (``-cat``): level 1 the operation (``M``, ``R``, ``U``), level 2 the main type
  (``NOUN``, ``VERB:SVA`` ...), level 3 the full type; ``UNK`` is kept as is.

Input is edits: per sentence, the hypothesis edits (``Edit`` objects; several hypothesis annotators are
allowed, as in compare_m2) and the edits of every reference annotator. :func:`errant_from_m2` is the
convenience path from two M2 files; it reads them with its own small parser because compare_m2 looks at
the annotators *present in each block* (not a file-wide count), keeps ``UNK`` lines, and accepts
overlapping edits, which :func:`gecnb.data.m2.read_m2` rightly normalises or rejects.

The registered metric ``errant`` (:class:`ErrantMetric`) scores a corpus with these rules: edits read from M2
where the input gives them, extracted otherwise (ERRANT for English, the ChERRANT-compatible aligner for
Chinese).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from os import PathLike
from pathlib import Path
from typing import Any, Literal

import pandas as pd

from gecnb.data.checks import MAX_ALIGN_TOKENS
from gecnb.data.corpus import Corpus, ReferenceSet
from gecnb.data.edit import Edit
from gecnb.data.errors import GecInputError, MissingModelError
from gecnb.data.m2 import m2_blocks
from gecnb.data.signature import Signature, SignaturePairs, signature_pairs
from gecnb.data.text import read_utf8
from gecnb.metrics._common import EDITS, EDITS_HELP, edits_label
from gecnb.metrics.aggregate import SumAggregate, f_score_aggregate, mean_aggregate
from gecnb.metrics.base import Metric, Scored, impl_pairs, register
from gecnb.metrics.options import OptionError, check_choice, check_number
from gecnb.metrics.prf import prf

__all__ = [
    "DETECTION_TYPES",
    "CherrantConfig",
    "CherrantMetric",
    "ErrantConfig",
    "ErrantMetric",
    "categories_at_level",
    "cherrant_from_m2",
    "cherrant_signature",
    "errant_categories",
    "errant_corpus",
    "errant_from_m2",
    "errant_score",
    "errant_sentence_average",
    "errant_sentence_categories",
    "errant_sentence_scores",
    "errant_sentences",
    "metric_edits",
    "read_cherrant_m2",
    "read_errant_m2",
]

PathType = str | PathLike[str]
Mode = Literal["cs", "cse", "ds", "dt"]
SentenceEdits = Sequence[Sequence[Edit]]  # one edit list per annotator


@dataclass(frozen=True)
class ErrantConfig:
    """ERRANT's one config: the options of the registered ``errant`` (errant_compare's ``beta`` and ``mode``,
    the extractor's ``spacy_model`` and ``cache``, the ``edits`` source) and the settings of the
    errant_compare functions here, whose defaults are the command's (``-cs``, beta 0.5, no filters).
    ``single``, ``multi`` and ``filt`` (errant_compare's ``-single``, ``-multi``, ``-filt``) only the
    Python API sets (``metadata={"cli": False}``: not options of the registered metric)."""

    beta: float = field(default=0.5, metadata={"help": "F_beta (default 0.5)"})
    mode: Mode = field(
        default="cs", metadata={"cli": "errant-mode", "help": "errant_compare mode (default cs: span-based correction)"})
    spacy_model: str | None = field(default=None, metadata={"help": "spaCy pipeline for ERRANT (see README)"})
    cache: bool = field(default=True, metadata={"help": "use the on-disk edit cache"})
    edits: Literal["auto", "extract", "given", "mixed"] = field(default="auto", metadata={"help": EDITS_HELP})
    single: bool = field(default=False, metadata={"cli": False})
    multi: bool = field(default=False, metadata={"cli": False})
    filt: tuple[str, ...] = field(default=(), metadata={"cli": False})

    def __post_init__(self) -> None:
        check_number("beta", self.beta, low=0, low_open=True)
        check_choice("mode", self.mode, ("cs", "cse", "ds", "dt"))
        check_choice("edits", self.edits, EDITS)
        if self.single and self.multi:
            raise OptionError("`single` and `multi` exclude each other")

    def signature(self) -> SignaturePairs:
        return signature_pairs(("impl", "ERRANT,errant-3.0.0-compare"), ("mode", self.mode), ("beta", f"{self.beta:g}"),
                               ("case", "sensitive"), *_subset_pairs(self))


# ------------------------------------------------------------------------------------------ edit dicts

_NOOP_KEY_CAT = "noop"


def _edit_dict(edits: Sequence[Edit], cfg: ErrantConfig) -> dict[tuple, list[str]]:
    """compare_m2's ``process_edits`` for one annotator: mode key -> categories.

    ``noop`` lines are not edits here: in compare_m2 their key is skipped as TP, FP and FN alike, so an
    annotator without edits scores the same. A deletion's correction is ``-NONE-`` whether the edit
    says ``""`` or ``"-NONE-"`` (compare_m2 compares the raw strings; ERRANT writes one convention).
    """
    out: dict[tuple, list[str]] = {}
    for e in edits:
        start, end, cat = e.o_start, e.o_end, e.type
        if cat in ("noop", "NA"):
            continue
        cor = e.c_str if e.c_str and e.c_str != "-NONE-" else "-NONE-"
        if cfg.mode not in ("dt", "ds") and cat == "UNK":
            continue
        if cfg.single and (end - start >= 2 or len(cor.split()) >= 2):
            continue
        if cfg.multi and end - start < 2 and len(cor.split()) < 2:
            continue
        if cfg.filt and cat in cfg.filt:
            continue
        if cfg.mode == "dt":
            keys: list[tuple] = [(start, start + 1)] if start == end else [(t, t + 1) for t in range(start, end)]
        elif cfg.mode == "ds":
            keys = [(start, end)]
        elif cfg.mode == "cse":
            keys = [(start, end, cat, cor)]
        else:
            keys = [(start, end, cor)]
        for k in keys:
            out.setdefault(k, []).append(cat)
    return out


def _compare(hyp: dict[tuple, list[str]], ref: dict[tuple, list[str]]) -> tuple[int, int, int, dict[str, list[int]]]:
    tp = fp = fn = 0
    cats: dict[str, list[int]] = {}
    for key, h_cats in hyp.items():
        if h_cats[0] == _NOOP_KEY_CAT:
            continue
        if key in ref:
            for c in ref[key]:
                tp += 1
                cats.setdefault(c, [0, 0, 0])[0] += 1
        else:
            for c in h_cats:
                fp += 1
                cats.setdefault(c, [0, 0, 0])[1] += 1
    for key, r_cats in ref.items():
        if r_cats[0] == _NOOP_KEY_CAT:
            continue
        if key not in hyp:
            for c in r_cats:
                fn += 1
                cats.setdefault(c, [0, 0, 0])[2] += 1
    return tp, fp, fn, cats


def _prf(tp: int, fp: int, fn: int, beta: float) -> tuple[float, float, float]:
    """compare_m2's computeFScore: :func:`gecnb.metrics.prf.prf` squaring beta with ``**`` as compare_m2 does."""
    return prf(tp, fp, fn, beta, square="power")


def _prf4(tp: int, fp: int, fn: int, beta: float) -> tuple[float, float, float]:
    p, r, f = _prf(tp, fp, fn, beta)
    return round(p, 4), round(r, 4), round(f, 4)


# ------------------------------------------------------------------------------------------- scoring


@dataclass(frozen=True)
class _Sentence:
    hyp: tuple[tuple[Edit, ...], ...]
    refs: tuple[tuple[Edit, ...], ...]


def _normalise(hyp: SentenceEdits | Sequence[Edit], refs: SentenceEdits, i: int) -> _Sentence:
    if len(hyp) and isinstance(hyp[0], Edit):
        hyp_l: tuple[tuple[Edit, ...], ...] = (tuple(hyp),)  # type: ignore[arg-type]
    else:
        hyp_l = tuple(tuple(h) for h in hyp) or ((),)  # type: ignore[arg-type]
    refs_l = tuple(tuple(r) for r in refs) or ((),)
    for group, what in ((hyp_l, "hypothesis"), (refs_l, "reference")):
        for ann in group:
            for e in ann:
                if not isinstance(e, Edit):
                    raise GecInputError(f"sentence {i}: {what} edit is not an Edit: {e!r}")
    return _Sentence(hyp_l, refs_l)


def _score(sentences: Sequence[_Sentence], cfg: ErrantConfig, running: bool = True) -> tuple[pd.DataFrame, pd.DataFrame]:
    rows = []
    cat_rows = []
    tot = [0, 0, 0]
    for idx, s in enumerate(sentences):
        hyp_d = [_edit_dict(h, cfg) for h in s.hyp]
        ref_d = [_edit_dict(r, cfg) for r in s.refs]
        best = (0, 0, 0)
        best_f = -1.0
        best_ids = (0, 0)
        best_cat: dict[str, list[int]] = {}
        base = tot if running else (0, 0, 0)  # sentence averages choose on the sentence alone
        for hi, hd in enumerate(hyp_d):
            for ri, rd in enumerate(ref_d):
                tp, fp, fn, cats = _compare(hd, rd)
                _p, _r, f = _prf4(tp + base[0], fp + base[1], fn + base[2], cfg.beta)
                b_tp, b_fp, b_fn = best
                if (
                    f > best_f
                    or (f == best_f and tp > b_tp)
                    or (f == best_f and tp == b_tp and fp < b_fp)
                    or (f == best_f and tp == b_tp and fp == b_fp and fn < b_fn)
                ):
                    best, best_f, best_ids, best_cat = (tp, fp, fn), f, (hi, ri), cats
        tp, fp, fn = best
        tot[0] += tp
        tot[1] += fp
        tot[2] += fn
        p, r, f = _prf(tp, fp, fn, cfg.beta)
        rows.append({"sentence": idx, "hyp_annotator": best_ids[0], "ref_annotator": best_ids[1],
                     "tp": tp, "fp": fp, "fn": fn, "p": p, "r": r, "f": f})
        for cat, (ctp, cfp, cfn) in best_cat.items():
            cat_rows.append({"sentence": idx, "type": cat, "tp": ctp, "fp": cfp, "fn": cfn})
    sent = pd.DataFrame(rows, columns=["sentence", "hyp_annotator", "ref_annotator", "tp", "fp", "fn",
                                       "p", "r", "f"])
    cats_df = pd.DataFrame(cat_rows, columns=["sentence", "type", "tp", "fp", "fn"])
    return sent, cats_df


def _prepare(
    hypotheses: Sequence[SentenceEdits | Sequence[Edit]], references: Sequence[SentenceEdits]
) -> list[_Sentence]:
    if len(hypotheses) != len(references):
        raise GecInputError(
            f"{len(hypotheses)} hypothesis sentences but {len(references)} reference sentences: counts must match"
        )
    return [_normalise(h, r, i) for i, (h, r) in enumerate(zip(hypotheses, references, strict=True))]


def errant_sentences(
    *,
    hypotheses: Sequence[SentenceEdits | Sequence[Edit]],
    references: Sequence[SentenceEdits],
    config: ErrantConfig | None = None,
) -> pd.DataFrame:
    """Per-sentence counts of the chosen (hypothesis, reference) annotator pair, in order.

    ``hypotheses[i]`` is the list of hypothesis edits of sentence ``i`` (or a list of such lists, one per
    hypothesis annotator); ``references[i]`` one edit list per reference annotator (an empty list: that
    annotator left the sentence unchanged). Columns ``sentence, hyp_annotator, ref_annotator, tp, fp, fn,
    p, r, f``; the choice depends on the running corpus counts, so rows only make sense in order.
    """
    cfg = config or ErrantConfig()
    return _score(_prepare(hypotheses, references), cfg)[0]


def errant_corpus(
    *, sentences: pd.DataFrame, config: ErrantConfig | None = None, system: str = "system"
) -> pd.DataFrame:
    """One corpus row ``system, tp, fp, fn, p, r, f`` from a per-sentence table."""
    cfg = config or ErrantConfig()
    tp, fp, fn = (int(sentences[c].sum()) for c in ("tp", "fp", "fn"))
    p, r, f = _prf(tp, fp, fn, cfg.beta)
    return pd.DataFrame([{"system": system, "tp": tp, "fp": fp, "fn": fn, "p": p, "r": r, "f": f}])


def errant_score(
    *,
    hypotheses: Sequence[SentenceEdits | Sequence[Edit]],
    references: Sequence[SentenceEdits],
    config: ErrantConfig | None = None,
    system: str = "system",
) -> pd.DataFrame:
    """Corpus ERRANT P/R/F_beta of one system."""
    cfg = config or ErrantConfig()
    return errant_corpus(sentences=errant_sentences(hypotheses=hypotheses, references=references, config=cfg),
                         config=cfg, system=system)


def errant_sentence_scores(
    *,
    hypotheses: Sequence[SentenceEdits | Sequence[Edit]],
    references: Sequence[SentenceEdits],
    config: ErrantConfig | None = None,
) -> pd.DataFrame:
    """Like :func:`errant_sentences`, but each sentence's annotator pair is chosen on its own counts.

    These are the sentence-level ERRANT scores (the choice does not depend on the sentences before).
    """
    cfg = config or ErrantConfig()
    return _score(_prepare(hypotheses, references), cfg, running=False)[0]


def errant_sentence_average(
    *,
    hypotheses: Sequence[SentenceEdits | Sequence[Edit]],
    references: Sequence[SentenceEdits],
    config: ErrantConfig | None = None,
    system: str = "system",
) -> pd.DataFrame:
    """SentERRANT: the mean of the sentence-level P, R and F_beta of :func:`errant_sentence_scores`.

    One row ``system, sentences, p, r, f``. A sentence without edits on both sides counts as 1.
    """
    s = errant_sentence_scores(hypotheses=hypotheses, references=references, config=config)
    if s.empty:
        raise GecInputError("no sentences: a sentence average needs at least one")
    return pd.DataFrame([{"system": system, "sentences": len(s), "p": float(s["p"].mean()),
                          "r": float(s["r"].mean()), "f": float(s["f"].mean())}])


def _cat_key(cat: str, level: int) -> str:
    if cat == "UNK" or level == 3:
        return cat
    return cat[0] if level == 1 else cat[2:]


def errant_sentence_categories(
    *,
    hypotheses: Sequence[SentenceEdits | Sequence[Edit]],
    references: Sequence[SentenceEdits],
    level: Literal[1, 2, 3] = 3,
    config: ErrantConfig | None = None,
) -> pd.DataFrame:
    """Per sentence and error type, the TP / FP / FN of the annotator pair ``errant_compare`` chooses (the
    pairs of :func:`errant_sentences`, chosen on the running corpus counts): columns ``sentence, type, tp, fp,
    fn``, one row per sentence and type with a count, in sentence order (types in the order the comparison
    meets them). ``level`` as in :func:`errant_categories`, whose counts are these summed over the sentences:
    the statistics a bootstrap per error type resamples."""
    if level not in (1, 2, 3):
        raise ValueError(f"level must be 1, 2 or 3, got {level}")
    cfg = config or ErrantConfig()
    _sent, cats = _score(_prepare(hypotheses, references), cfg)
    return categories_at_level(cats, level=level)


def categories_at_level(categories: pd.DataFrame, *, level: Literal[1, 2, 3]) -> pd.DataFrame:
    """Rows ``sentence, type, tp, fp, fn`` of full types (:func:`errant_sentence_categories` at level 3) at
    ``level``: 1 the operation (``M``, ``R``, ``U``), 2 the main type, 3 unchanged; the counts of the types that
    become one are summed per sentence (``UNK`` stays ``UNK``)."""
    if level not in (1, 2, 3):
        raise ValueError(f"level must be 1, 2 or 3, got {level}")
    if categories.empty or level == 3:
        return categories
    cats = categories.assign(type=categories["type"].map(lambda c: _cat_key(c, level)))
    return cats.groupby(["sentence", "type"], sort=False, as_index=False)[["tp", "fp", "fn"]].sum()


def errant_categories(
    *,
    hypotheses: Sequence[SentenceEdits | Sequence[Edit]],
    references: Sequence[SentenceEdits],
    level: Literal[1, 2, 3] = 3,
    config: ErrantConfig | None = None,
) -> pd.DataFrame:
    """Per-error-type TP/FP/FN/P/R/F of the chosen annotator pairs (``errant_compare -cat LEVEL``).

    Sorted by type, like compare_m2's table.
    """
    cfg = config or ErrantConfig()
    return category_table(errant_sentence_categories(hypotheses=hypotheses, references=references, level=level,
                                                     config=cfg), config=cfg)


def category_table(categories: pd.DataFrame, *, config: ErrantConfig | None = None) -> pd.DataFrame:
    """``errant_compare -cat``'s table (``type, tp, fp, fn, p, r, f``, sorted by type) from per-sentence
    categories (:func:`errant_sentence_categories`, or :func:`categories_at_level` of them)."""
    cfg = config or ErrantConfig()
    if categories.empty:
        return pd.DataFrame(columns=["type", "tp", "fp", "fn", "p", "r", "f"])
    agg = categories.groupby("type", sort=True)[["tp", "fp", "fn"]].sum().reset_index()
    prf = [_prf(int(a), int(b), int(c), cfg.beta) for a, b, c in zip(agg.tp, agg.fp, agg.fn, strict=True)]
    agg["p"] = [x[0] for x in prf]
    agg["r"] = [x[1] for x in prf]
    agg["f"] = [x[2] for x in prf]
    return agg


# ---------------------------------------------------------------------------------------------- M2 files


def _parse_errant_m2(text: str, file: PathType) -> list[tuple[str, int, list[tuple[Edit, ...]]]]:
    """Blocks ``(source, S line, [edits of annotator 0, 1, ...])`` with compare_m2's view of annotators.

    Annotators are the ids with a line in the block, in order of first appearance (compare_m2 iterates
    a dict filled in file order); a ``noop`` line gives an annotator with no edits.
    """
    blocks: list[tuple[str, int, list[tuple[Edit, ...]]]] = []

    def read_block(cur: list[tuple[int, str]]) -> None:
        s_no, s_line = cur[0]
        source = s_line[2:]
        n_src = len(source.split())
        anns: dict[int, list[Edit]] = {}
        for no, ln in cur[1:]:
            if ln.startswith("T"):
                raise GecInputError(
                    f"ChERRANT target line {ln[:20]!r}: this reader takes ERRANT M2 (S and A lines); read ChERRANT "
                    "M2 with gecnb.data.m2.read_m2, which keeps its targets and alternative alignments, or score two "
                    "ChERRANT M2 files with cherrant_from_m2", file=file,
                    line=no)
            if not ln.startswith("A"):
                raise GecInputError(f"unexpected line in an M2 block: {ln[:40]!r}", file=file, line=no)
            parts = ln[2:].split("|||")
            if len(parts) < 6:
                raise GecInputError(f"malformed edit line (fewer than 6 '|||' fields): {ln[:60]!r}", file=file,
                                    line=no)
            try:
                s_str, e_str = parts[0].split()
                start, end, coder = int(s_str), int(e_str), int(parts[-1])
            except ValueError:
                raise GecInputError(f"malformed edit line: {ln[:60]!r}", file=file, line=no) from None
            lst = anns.setdefault(coder, [])
            if start == -1 and end == -1:
                continue
            if start < 0 or end < 0 or start > end:
                raise GecInputError(f"edit span {start}-{end}: {'a negative offset' if min(start, end) < 0 else 'start after end'}"
                                    " (only a noop line may read -1 -1)", file=file, line=no)
            if end > n_src:
                raise GecInputError(f"edit span {start}-{end} outside the source of {n_src} tokens",
                                    file=file, line=no)
            cor = parts[2]
            lst.append(Edit(start, end, 0, 0, parts[1], "" if cor == "-NONE-" else cor))
        blocks.append((source, s_no, [tuple(v) for v in anns.values()]))

    for block in m2_blocks(text, file=file):
        read_block(block)
    return blocks


def read_errant_m2(path: PathType) -> list[tuple[str, int, list[tuple[Edit, ...]]]]:
    """Read an ERRANT M2 file as ``(source, line, [edits per annotator present])`` per block."""
    return _parse_errant_m2(read_utf8(path).lstrip("\ufeff"), path)


def errant_from_m2(
    *,
    hyp_m2: PathType | Mapping[str, PathType],
    ref_m2: PathType,
    config: ErrantConfig | None = None,
    level: Literal[1, 2, 3] | None = None,
) -> pd.DataFrame:
    """``errant_compare -hyp HYP -ref REF`` for one or several hypothesis M2 files.

    Returns one corpus row per system (``system, tp, fp, fn, p, r, f``), or with ``level`` the per-type
    table of every system (``system, type, tp, fp, fn, p, r, f``). The sources of the two files must
    agree block by block (compare_m2 only asserts the counts; a shifted file is an error here).
    """
    ref = [(src, line, edits, False) for src, line, edits in read_errant_m2(ref_m2)]
    return _score_m2_files(hyp_m2, ref_m2, ref, lambda path: [(*b, False) for b in read_errant_m2(path)],
                           config=config, level=level)


def _score_m2_files(hyp_m2: PathType | Mapping[str, PathType], ref_m2: PathType,
                    ref: Sequence[tuple[str, int, list[tuple[Edit, ...]], bool]],
                    read: Callable[[PathType], Sequence[tuple[str, int, list[tuple[Edit, ...]], bool]]], *,
                    config: ErrantConfig | None, level: Literal[1, 2, 3] | None) -> pd.DataFrame:
    """:func:`errant_from_m2` and :func:`cherrant_from_m2`: each hypothesis file read by ``read`` as blocks
    ``(source, S line, edits per annotator, skipped)``, checked block by block against the reference's, and
    scored on the blocks the reference does not skip (one corpus row per system, or with ``level`` the per-type
    table)."""
    cfg = config or ErrantConfig()
    systems = dict(hyp_m2) if isinstance(hyp_m2, Mapping) else {Path(hyp_m2).name: hyp_m2}
    keep = [i for i, r in enumerate(ref) if not r[3]]
    refs = [ref[i][2] for i in keep]
    frames = []
    for name, path in systems.items():
        hyp = read(path)
        if len(hyp) != len(ref):
            raise GecInputError(f"has {len(hyp)} sentences but the reference {ref_m2} has {len(ref)}", file=path)
        for h, r in zip(hyp, ref, strict=True):
            if h[0].split() != r[0].split():
                raise GecInputError(f"source differs from the reference's block: {h[0][:50]!r} vs {r[0][:50]!r}",
                                    file=path, line=h[1])
        hyps = [hyp[i][2] for i in keep]
        if level is None:
            frames.append(errant_score(hypotheses=hyps, references=refs, config=cfg, system=name))
        else:
            t = errant_categories(hypotheses=hyps, references=refs, level=level, config=cfg)
            frames.append(t.assign(system=name)[["system", "type", "tp", "fp", "fn", "p", "r", "f"]])
    return pd.concat(frames, ignore_index=True)


def read_cherrant_m2(path: PathType) -> list[tuple[str, int, list[tuple[Edit, ...]], bool]]:
    """Read a ChERRANT character M2 file as ``compare_m2_for_evaluation.py`` reads it: per block ``(source, S line,
    [pooled edits per annotator id present, in order of first appearance], unannotatable)``. Every ``A`` line
    counts under its annotator id, whichever ``T{k}-A{j}`` alternative it follows (so the alternatives of a
    target are pooled, :func:`gecnb.edits.chinese.pooled`); ``T`` lines are skipped; ``unannotatable``: the
    block's only annotator has only an ``NA`` line (its target 无法标注), which the official scorer skips."""
    text = read_utf8(path).lstrip("\ufeff")
    out: list[tuple[str, int, list[tuple[Edit, ...]], bool]] = []
    for block in m2_blocks(text, file=path):
        s_no, s_line = block[0]
        source = s_line[2:]
        n_src = len(source.split())
        anns: dict[int, list[Edit]] = {}
        types: dict[int, list[str]] = {}
        for no, ln in block[1:]:
            if ln.startswith("T"):
                continue
            if not ln.startswith("A"):
                raise GecInputError(f"unexpected line in an M2 block: {ln[:40]!r}", file=path, line=no)
            parts = ln[2:].split("|||")
            if len(parts) < 6:
                raise GecInputError(f"malformed edit line (fewer than 6 '|||' fields): {ln[:60]!r}", file=path, line=no)
            try:
                s_str, e_str = parts[0].split()
                start, end, coder = int(s_str), int(e_str), int(parts[-1])
            except ValueError:
                raise GecInputError(f"malformed edit line: {ln[:60]!r}", file=path, line=no) from None
            lst = anns.setdefault(coder, [])
            types.setdefault(coder, []).append(parts[1])
            if start == -1 and end == -1:
                continue
            if start < 0 or start > end or end > n_src:
                raise GecInputError(f"edit span {start}-{end} outside the source of {n_src} tokens", file=path, line=no)
            cor = parts[2].strip()
            lst.append(Edit(start, end, 0, 0, parts[1], "" if cor == "-NONE-" else cor))
        na = len(types) == 1 and next(iter(types.values()))[:1] == ["NA"] and not next(iter(anns.values()))
        out.append((source, s_no, [tuple(v) for v in anns.values()], na))
    return out


def cherrant_from_m2(
    *,
    hyp_m2: PathType | Mapping[str, PathType],
    ref_m2: PathType,
    config: ErrantConfig | None = None,
    level: Literal[1, 2, 3] | None = None,
) -> pd.DataFrame:
    """``compare_m2_for_evaluation.py -hyp HYP -ref REF`` (ChERRANT's scorer) on two ChERRANT character M2 files:
    the alternatives of each target pooled (:func:`read_cherrant_m2`), the sentences whose reference is only
    无法标注 skipped, the same best-reference choice as ``errant_compare``. One corpus row per system (``system, tp,
    fp, fn, p, r, f``), or with ``level`` the per-type table (``-cat``). The sources must agree block by block."""
    return _score_m2_files(hyp_m2, ref_m2, read_cherrant_m2(ref_m2), read_cherrant_m2, config=config, level=level)


# ------------------------------------------------------------------------------ the registered metric

def metric_edits(metric: Metric, corpus: Corpus, rs: ReferenceSet, names: list[str], *, spacy_model: str | None,
                 cache: bool, edits: str = "auto", detection_edits: bool = False, pool_alternatives: bool = False
                 ) -> tuple[dict[str, list[tuple[Edit, ...]]], list[list[tuple[Edit, ...]]], dict[str, str]]:
    """System and reference edits under the ``edits`` choice (``auto``: read from the input when every edit
    is given, else all extracted by one extractor) and each system's edits label. ``detection_edits``: a
    gold's detection-only edits (``Um``, ``UNK``) handled as ``errant_m2 -auto`` does when the reference
    edits are re-extracted (ERRANT's own protocol, :func:`_with_detection_edits`). ``pool_alternatives``
    (Chinese only; ``auto`` then means ``mixed``, ChERRANT's protocol): each target's edits are those of ALL
    its equally cheap ChERRANT alignments, concatenated (:func:`gecnb.edits.chinese.pooled`), extracted or
    read from a ChERRANT M2 file's ``T{k}-A{j}`` blocks (:attr:`ReferenceSet.alternatives`), as ChERRANT's
    ``compare_m2_for_evaluation.py`` pools them (one tuple per target, possibly overlapping, an edit shared by
    two alternatives twice). Hypothesis edits given as M2 keep their ``A0`` only."""
    from gecnb.edits.extract import corpus_edits, default_extractor

    if pool_alternatives and corpus.language == "zh" and edits == "auto":
        # ChERRANT's protocol: the gold's own M2 edits where it has them (NLPCC-18's official M2), the rest
        # (text references such as MuCGEC's, every text hypothesis) extracted by parallel_to_m2's rules
        edits = "mixed"
    all_given = rs.edits is not None and all(corpus.systems[n].edits is not None for n in names)
    extracting = edits == "extract" or (edits != "given" and not all_given)
    if (spacy_model is not None or not cache) and not (extracting and corpus.language == "en"):
        raise OptionError("`spacy_model` and `cache` apply only when English edits are extracted from text "
                          f"(text references or hypotheses), not to `metric` {metric.name} on this input")
    ex = None
    if extracting:
        kwargs = {"model": spacy_model, "cache": cache} if corpus.language == "en" else {}
        try:
            ex = default_extractor(corpus.language, **kwargs)
        except MissingModelError:  # no spaCy pipeline: its message says how to install one
            raise
        except RuntimeError as err:
            raise OptionError(str(err)) from None
        if pool_alternatives and corpus.language == "zh":
            from gecnb.edits.chinese import ChineseCharAligner, PooledAlternatives

            assert isinstance(ex, ChineseCharAligner)
            ex = PooledAlternatives(ex)
    try:
        sys_e, ref_e, how = corpus_edits(corpus, reference_set=rs.name, systems=names, edits=edits,  # type: ignore[arg-type]
                                         extractor=ex)
    except MissingModelError:  # the spaCy pipeline, loaded on first use: its message says how to install one
        raise
    except ValueError as err:  # an impossible edits='given': the message says what to use instead
        raise OptionError(str(err)) from None
    refs_extracted = edits == "extract" or (edits == "auto" and not all_given)
    if detection_edits and refs_extracted and rs.edits is not None and ex is not None:
        ref_e = _with_detection_edits(corpus, rs, ref_e, ex)
    if pool_alternatives and corpus.language == "zh" and not refs_extracted:
        ref_e = _pooled_given(rs, ref_e)
    return sys_e, ref_e, dict.fromkeys(names, how)


def _pooled_given(rs: ReferenceSet, ref_e: list[list[tuple[Edit, ...]]]) -> list[list[tuple[Edit, ...]]]:
    """Given Chinese reference edits with the alternative alignments of their ChERRANT M2 (``T{k}-A{j}``,
    ``j > 0``; :attr:`ReferenceSet.alternatives`) appended to each target's ``A0`` edits: the pool ChERRANT's
    scorer compares with. A reference set without alternatives is returned as it is."""
    if rs.alternatives is None:
        return ref_e
    return [[tuple(e) + tuple(x for alt in (alts[k] if k < len(alts) else ()) for x in alt) for k, e in enumerate(per)]
            for per, alts in zip(ref_e, rs.alternatives, strict=True)]


DETECTION_TYPES = ("Um", "UNK")
"""Gold edit types that only mark a problem (NUCLE's unclear meaning, ERRANT's UNK): ``errant_m2 -auto`` leaves
them out of the corrected text and keeps them as ``UNK`` edits, which ``errant_compare`` counts in the
detection modes only."""


def _with_detection_edits(corpus: Corpus, rs: ReferenceSet, ref_e: list[list[tuple[Edit, ...]]], ex: Any
                          ) -> list[list[tuple[Edit, ...]]]:
    """``errant_m2 -auto``'s re-annotation of a gold with detection-only edits: for each annotator whose gold
    has some, ERRANT's edits of the corrected text built WITHOUT them, plus each of them as an ``UNK`` edit
    (the original tokens as its correction), sorted by offsets. Other annotators keep ``ref_e``'s edits."""
    assert rs.edits is not None
    jobs: list[tuple[int, int, str, tuple[Edit, ...]]] = []
    for i, (src, per_ref) in enumerate(zip(corpus.sources, rs.edits, strict=True)):
        for k, eds in enumerate(per_ref):
            det = [e for e in eds if e.type in DETECTION_TYPES]
            if not det or k >= len(ref_e[i]):
                continue
            toks = src.split()
            out: list[str] = []
            unk = []
            pos = 0
            for e in sorted(eds, key=lambda e: (e.o_start, e.o_end)):
                if e.o_start < pos:  # overlapping gold edits: keep the first (as the corrected text does)
                    continue
                out.extend(toks[pos:e.o_start])
                if e.type in DETECTION_TYPES:
                    start = len(out)
                    out.extend(toks[e.o_start:e.o_end])
                    unk.append(Edit(e.o_start, e.o_end, start, len(out), "UNK", " ".join(toks[e.o_start:e.o_end])))
                else:
                    out.extend(e.c_str.split())
                pos = e.o_end
            out.extend(toks[pos:])
            jobs.append((i, k, " ".join(out), tuple(unk)))
    if not jobs:
        return ref_e
    found = ex.extract_many([(corpus.sources[i], text) for i, _k, text, _u in jobs])
    new = [list(r) for r in ref_e]
    for (i, k, _text, dets), got in zip(jobs, found, strict=True):
        new[i][k] = tuple(sorted([*got, *dets], key=lambda e: (e.o_start, e.o_end)))
    return new


@register
class ErrantMetric(Metric):
    name = "errant"
    max_tokens = MAX_ALIGN_TOKENS  # an alignment/lattice per sentence: see Metric.max_tokens
    description = ("ERRANT's errant_compare: P, R, F_beta of system edits against reference edits; at level "
                   "sentence SentERRANT (mean of sentence P/R/F, reference chosen per sentence)")
    inputs = "source (or M2), hypotheses (text or M2), references (text or M2)"
    rank = 30
    Config = ErrantConfig
    gold_from = "edits"

    # the corpus of the last _score / _statistics / _sentences call's language: the signature names ChERRANT
    _language: str = "en"

    def _errant(self) -> ErrantConfig:
        """The errant_compare settings of this metric's config."""
        return self.config  # type: ignore[no-any-return]

    def _sentence_note(self) -> str:  # what .signature() says at level sentence, as _sig does for .score()
        return "SentERRANT: mean of sentence P/R/F, reference chosen per sentence"

    def _impl_signature(self, corpus: Corpus | None) -> SignaturePairs:
        zh = (corpus.language if corpus is not None else self._language) == "zh"
        return cherrant_signature(self._errant()) if zh else self._errant().signature()

    def _sig(self, rs: ReferenceSet | None, level: str, how: str) -> Signature:
        impl = self._impl_signature(None)
        pairs: list[tuple[str, object]] = [("metric", self.name), *impl_pairs(impl)]
        if level == "sentence":
            pairs.append(("level", f"sentence({self._sentence_note()})"))
        assert rs is not None
        return Signature.of(*pairs, nrefs=rs.counts, edits=edits_label(how))

    def _edit_source(self, corpus: Corpus, rs: ReferenceSet | None) -> str:
        from gecnb.metrics._common import edit_source

        self._language = corpus.language
        if corpus.language == "zh":  # ChERRANT's protocol: auto is mixed, extracted edits pooled (metric_edits)
            edits = "mixed" if self._errant().edits == "auto" else self._errant().edits
            how = edit_source(corpus, rs, edits=edits)
            return how if how == "given" else how + "|alternatives:pooled"
        return edit_source(corpus, rs, model=self._errant().spacy_model, cache=self._errant().cache, edits=self._errant().edits)

    def _prepared(self, corpus: Corpus, rs: ReferenceSet | None, names: list[str]) -> tuple[
            dict[str, list[tuple[tuple[Edit, ...]]]], list[list[tuple[Edit, ...]]], dict[str, str]]:
        assert rs is not None
        c = self._errant()
        self._language = corpus.language
        sys_e, ref_e, labels = metric_edits(self, corpus, rs, names, spacy_model=c.spacy_model, cache=c.cache,
                                            edits=c.edits, detection_edits=True, pool_alternatives=True)
        hyps = {n: [(e,) for e in sys_e[n]] for n in names}
        return hyps, ref_e, labels

    def _score(self, corpus: Corpus, rs: ReferenceSet | None, names: list[str], level: str) -> list[Scored]:
        hyps, refs, labels = self._prepared(corpus, rs, names)
        cfg = self._errant()
        out = []
        for name in names:
            if level == "corpus":
                sents = errant_sentences(hypotheses=hyps[name], references=refs, config=cfg)
                row = errant_corpus(sentences=sents, config=cfg, system=name).iloc[0]
                values = {c: row[c] for c in ("tp", "fp", "fn", "p", "r", "f")}
            else:
                sents = errant_sentence_scores(hypotheses=hyps[name], references=refs, config=cfg)
                values = {c: int(sents[c].sum()) for c in ("tp", "fp", "fn")}
                values.update({c: float(sents[c].mean()) if len(sents) else 0.0 for c in ("p", "r", "f")})
            out.append(Scored(values, self._sig(rs, level, labels[name])))
        return out

    def _aggregate(self, level: str) -> SumAggregate | None:
        return f_score_aggregate(self._errant().beta) if level == "corpus" else mean_aggregate("f")

    def _statistics(self, corpus: Corpus, rs: ReferenceSet | None, names: list[str], level: str) -> list[pd.DataFrame]:
        if level == "sentence":
            return super()._statistics(corpus, rs, names, level)
        hyps, refs, _labels = self._prepared(corpus, rs, names)
        return [errant_sentences(hypotheses=hyps[n], references=refs, config=self._errant()) for n in names]

    def _sentences(self, corpus: Corpus, rs: ReferenceSet | None, names: list[str]) -> list[tuple[pd.DataFrame, Signature]]:
        hyps, refs, labels = self._prepared(corpus, rs, names)
        cfg = self._errant()
        return [(errant_sentence_scores(hypotheses=hyps[n], references=refs, config=cfg),
                 self._sig(rs, "sentence", labels[n])) for n in names]


def _subset_pairs(config: ErrantConfig) -> list[tuple[str, object]]:
    """The edits a score is restricted to (errant_compare's ``-single`` / ``-multi`` and ``-filt``)."""
    size = [("edit-size", "single" if config.single else "multi")] if config.single or config.multi else []
    return [*size, *([("filt", ",".join(sorted(config.filt)))] if config.filt else [])]


def cherrant_signature(config: ErrantConfig) -> SignaturePairs:
    """The implementation part of a Chinese ``errant`` / ``cherrant`` signature: ChERRANT's scorer
    (``compare_m2_for_evaluation.py``) with its alternatives pooled per target, on character edits."""
    return signature_pairs(("impl", "ChERRANT,cherrant-compare_m2_for_evaluation"), ("alternatives", "pooled"),
                           ("mode", config.mode), ("beta", f"{config.beta:g}"), *_subset_pairs(config))


@dataclass(frozen=True)
class CherrantConfig:
    """The options of the registered ``cherrant``: ChERRANT's scorer settings (``compare_m2_for_evaluation.py``'s
    beta and mode) and the ``edits`` source; no spaCy options (the character aligner's settings are
    :class:`gecnb.edits.chinese.ChineseCharConfig`'s, ChERRANT's own by default)."""

    beta: float = field(default=0.5, metadata={"help": "F_beta (default 0.5)"})
    mode: Mode = field(
        default="cs", metadata={"cli": "errant-mode", "help": "errant_compare mode (default cs: span-based correction)"})
    edits: Literal["auto", "extract", "given", "mixed"] = field(default="auto", metadata={"help": EDITS_HELP})

    def __post_init__(self) -> None:
        check_number("beta", self.beta, low=0, low_open=True)
        check_choice("mode", self.mode, ("cs", "cse", "ds", "dt"))
        check_choice("edits", self.edits, EDITS)

    def signature(self) -> SignaturePairs:
        return cherrant_signature(ErrantConfig(beta=self.beta, mode=self.mode, edits=self.edits))


@register
class CherrantMetric(ErrantMetric):
    """ChERRANT (Zhang et al. 2022, the MuCGEC scorer): ``errant`` on a Chinese corpus under the name Chinese
    papers use. Same numbers as ``errant`` with language zh: character edits from the ChERRANT-compatible
    aligner (OpenCC t2s on every target, pypinyin readings), all equally cheap alignments of a target pooled
    as ``compare_m2_for_evaluation.py`` pools them."""

    name = "cherrant"
    languages = ("zh",)
    _language = "zh"
    rank = 29
    description = ("ChERRANT (Zhang et al. 2022): character-level span-based P, R, F0.5 of Chinese system edits "
                   "against reference edits, alternative alignments pooled as the official scorer pools them")
    inputs = "source (or ChERRANT M2), hypotheses (text or M2), references (text, MuCGEC TSV or ChERRANT M2)"
    Config = CherrantConfig  # type: ignore[assignment]

    def _errant(self) -> ErrantConfig:
        c = self.config
        return ErrantConfig(beta=c.beta, mode=c.mode, edits=c.edits)

