"""The I-measure (Felice and Briscoe 2015, "Towards a standard evaluation method for grammatical error
detection and correction", NAACL), as its authors' scorer ``ieval.py`` (mfelice/imeasure) computes it.

For each sentence the source, the hypothesis and a candidate reference are aligned token by token (an
exact three-way sum-of-pairs alignment: match 0, gap 2, mismatch 3 per pair of rows). Each aligned
column is counted: source = hypothesis = reference is a true negative; source = hypothesis != reference a
false negative; hypothesis = reference != source a true positive; a hypothesis change where the
reference keeps the source a false positive; a hypothesis change to something else than the reference
is a detection TP, and for correction FP, FN and FPN (the intersection) at once. Weighted accuracy

    WAcc = (w TP + TN) / (w (TP + FP) + TN + FN - (w + 1) FPN / 2)

is computed for the hypothesis and for the source used as the hypothesis (the baseline), and

    I = floor(WAcc)                                     if WAcc = WAcc_base
        (WAcc - WAcc_base) / (1 - WAcc_base)           if WAcc > WAcc_base
        WAcc / WAcc_base - 1                            otherwise.

Per sentence, the candidate reference that maximises ``max_metric`` (default correction WAcc; ties
broken by I, WAcc, Acc of that aspect, then the same four of the other aspect; the first candidate wins
a full tie) is kept, either by its sentence scores (``optimise="sent"``) or by the corpus scores it would
give together with the sentences before it (``optimise="corpus"``). Corpus I is computed from the summed
counts of the kept references and their baselines.

Candidates are the scorer's ``-nomix`` candidates (what Sakaguchi et al. 2016 ran): one target per
annotator, :func:`ixml_candidates` for an M2 block (the rules of the scorer's ``m2_to_ixml.py`` and
``candgen.py``), or the distinct references of a text reference set. The scorer's default (mixing the
annotators' edits into every compatible combination) is not implemented: see docs/ngram-and-baselines.md.

All numbers here are fractions (the scorer prints them x 100).

The registered metric ``imeasure`` (:class:`IMeasureMetric`) runs it with ``-nomix``. Candidate references
come from the reference set's M2 blocks when it was read from M2 (the rules of the scorer's
``m2_to_ixml.py``: one target per annotator with edits, the source when an annotator has only a noop
line), else they are the sentence's distinct text references (:func:`candidates`).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

import numpy as np
import pandas as pd

from gecnb.data.checks import MAX_ALIGN3_TOKENS, MAX_ALIGN_TOKENS_ENV, align_limit
from gecnb.data.corpus import Corpus, ReferenceSet
from gecnb.data.errors import GecInputError
from gecnb.data.signature import Signature, SignaturePairs, signature_pairs
from gecnb.metrics.base import Metric, Scored, impl_pairs, register
from gecnb.metrics.prf import prf

__all__ = [
    "COUNT_KEYS",
    "CountsCache",
    "IMeasureConfig",
    "IMeasureMetric",
    "IxmlSentence",
    "align3",
    "alignment_counts",
    "candidates",
    "imeasure_corpus",
    "imeasure_scores",
    "imeasure_sentences",
    "ixml_candidates",
    "read_ixml",
]

Aspect = Literal["d", "c"]
COUNT_KEYS = ("tp", "tn", "fp", "fn", "fpn")
_METRICS = ("tp", "tn", "fp", "fn", "p", "r", "f", "acc", "wacc", "i")
MAX_METRICS = tuple(a + m for a in ("c", "d") for m in _METRICS)
MaxMetric = Literal["ctp", "ctn", "cfp", "cfn", "cp", "cr", "cf", "cacc", "cwacc", "ci",
                    "dtp", "dtn", "dfp", "dfn", "dp", "dr", "df", "dacc", "dwacc", "di"]

GAP = 2
MISMATCH = 3
Counts = dict[str, dict[str, int]]  # {"d": {tp, tn, fp, fn, fpn}, "c": {...}}
Triple = tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]  # source, hypothesis, reference tokens


@dataclass(frozen=True)
class IMeasureConfig:
    """Options of ``ieval.py`` (their defaults): ``-w`` weight, ``-b`` F beta, ``-max`` metric to maximise
    when choosing a reference, ``-opt`` sentence- or corpus-level choice. ``-nomix`` is always on."""

    w: float = field(default=2.0, metadata={"help": "weight of TP and FP in weighted accuracy (-w)"})
    beta: float = field(default=1.0, metadata={"help": "beta of the reported F measure (-b)"})
    max_metric: MaxMetric = field(default="cwacc", metadata={
        "help": "metric maximised when choosing each sentence's reference (-max): c/d + tp..i"})
    optimise: Literal["sent", "corpus"] = field(default="sent", metadata={
        "help": "choose the reference by sentence scores or by cumulative corpus scores (-opt)"})

    def __post_init__(self) -> None:
        from gecnb.metrics.options import check_choice, check_number

        check_number("w", self.w, low=0, low_open=True)
        check_number("beta", self.beta, low=0, low_open=True)
        check_choice("max_metric", self.max_metric, MAX_METRICS)
        check_choice("optimise", self.optimise, ("sent", "corpus"))

    def signature(self) -> SignaturePairs:
        return signature_pairs(("impl", "I-measure,mfelice-imeasure-ieval"), ("w", f"{self.w:g}"),
                               ("beta", f"{self.beta:g}"), ("max", self.max_metric), ("opt", self.optimise),
                               ("annotators", "not-mixed(-nomix)"))


# ------------------------------------------------------------------------------------------- alignment

def _codes(*seqs: Sequence[str]) -> list[np.ndarray]:
    vocab: dict[str, int] = {}
    return [np.array([vocab.setdefault(t, len(vocab)) for t in s], dtype=np.int64) for s in seqs]


def _pair_cost(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    return np.where(a[:, None] == b[None, :], 0, MISMATCH).astype(np.int64)


def _pair_table(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """The pairwise edit-cost table (gap 2, mismatch 3), row by row (a prefix minimum per row)."""
    m, n = len(a) + 1, len(b) + 1
    t = np.empty((m, n), dtype=np.int64)
    ramp = GAP * np.arange(n, dtype=np.int64)
    t[0] = ramp
    c = _pair_cost(a, b)
    for i in range(1, m):
        row = np.empty(n, dtype=np.int64)
        row[0] = i * GAP
        row[1:] = np.minimum(t[i - 1, 1:] + GAP, t[i - 1, :-1] + c[i - 1])
        t[i] = np.minimum.accumulate(row - ramp) + ramp
    return t


def _pair_backtrace(t: np.ndarray, a: Sequence[str], b: Sequence[str]) -> tuple[list[str], list[str]]:
    la: list[str] = []
    lb: list[str] = []
    i, j = len(a), len(b)
    while i or j:
        if i > 0 and j > 0 and t[i, j] == t[i - 1, j - 1] + (0 if a[i - 1] == b[j - 1] else MISMATCH):
            la.append(a[i - 1]); lb.append(b[j - 1]); i -= 1; j -= 1  # noqa: E702
        elif i > 0 and t[i, j] == t[i - 1, j] + GAP:
            la.append(a[i - 1]); lb.append(""); i -= 1  # noqa: E702
        else:
            la.append(""); lb.append(b[j - 1]); j -= 1  # noqa: E702
    return la[::-1], lb[::-1]


def _three_table(s1: Sequence[str], s2: Sequence[str], s3: Sequence[str]) -> np.ndarray:
    a, b, c = _codes(s1, s2, s3)
    n1, n2, n3 = len(a) + 1, len(b) + 1, len(c) + 1
    bound = align_limit(MAX_ALIGN3_TOKENS) + 1
    if n1 * n2 * n3 > bound**3:  # checked before the table is allocated (8 bytes a cell)
        raise GecInputError(f"a three-way alignment of {n1 - 1:,} x {n2 - 1:,} x {n3 - 1:,} tokens is larger than "
                            f"{bound - 1:,} tokens cubed, the bound of the I-measure's table "
                            f"(${MAX_ALIGN_TOKENS_ENV} raises it)")
    d = np.empty((n1, n2, n3), dtype=np.int64)
    ii = np.arange(n1)[:, None]
    jj = np.arange(n2)[None, :]
    kk = np.arange(n3)[None, :]
    d[:, :, 0] = _pair_table(a, b) + (ii + jj) * GAP
    d[:, 0, :] = _pair_table(a, c) + (ii + kk) * GAP
    d[0, :, :] = _pair_table(b, c) + (np.arange(n2)[:, None] + kk) * GAP
    cij, cik, cjk = _pair_cost(a, b), _pair_cost(a, c), _pair_cost(b, c)
    ramp = 2 * GAP * np.arange(n3, dtype=np.int64)
    g2 = 2 * GAP
    # anti-diagonals of (i, j): every cell (i, j) with i + j = t depends on t - 1 and t - 2 only, and
    # along k on itself (a prefix minimum with slope 2 * GAP)
    for t in range(2, n1 + n2 - 1):
        ii_ = np.arange(max(1, t - n2 + 1), min(n1 - 1, t - 1) + 1)
        jj_ = t - ii_
        diag, up, left = d[ii_ - 1, jj_ - 1], d[ii_ - 1, jj_], d[ii_, jj_ - 1]
        c_ij = cij[ii_ - 1, jj_ - 1][:, None]
        c_ik, c_jk = cik[ii_ - 1], cjk[jj_ - 1]
        best = np.minimum(diag[:, :-1] + c_ij + c_ik + c_jk, diag[:, 1:] + c_ij + g2)
        best = np.minimum(best, up[:, :-1] + c_ik + g2)
        best = np.minimum(best, left[:, :-1] + c_jk + g2)
        best = np.minimum(best, np.minimum(up[:, 1:], left[:, 1:]) + g2)
        rows = np.empty((len(ii_), n3), dtype=np.int64)
        rows[:, 0] = d[ii_, jj_, 0]
        rows[:, 1:] = best
        d[ii_, jj_] = np.minimum.accumulate(rows - ramp, axis=1) + ramp
    return d


def _three_backtrace(d: np.ndarray, s1: Sequence[str], s2: Sequence[str], s3: Sequence[str]
                     ) -> tuple[list[str], list[str], list[str]]:
    out: tuple[list[str], list[str], list[str]] = ([], [], [])

    def put(x: str, y: str, z: str) -> None:
        out[0].append(x); out[1].append(y); out[2].append(z)  # noqa: E702

    def cost(x: str, y: str) -> int:
        return 0 if x == y else MISMATCH

    i, j, k = len(s1), len(s2), len(s3)
    g2 = 2 * GAP
    while i or j or k:
        v = d[i, j, k]
        a = s1[i - 1] if i else ""
        b = s2[j - 1] if j else ""
        c = s3[k - 1] if k else ""
        if i and j and k and v == d[i - 1, j - 1, k - 1] + cost(a, b) + cost(a, c) + cost(b, c):
            put(a, b, c); i -= 1; j -= 1; k -= 1  # noqa: E702
        elif i and j and v == d[i - 1, j - 1, k] + cost(a, b) + g2:
            put(a, b, ""); i -= 1; j -= 1  # noqa: E702
        elif i and k and v == d[i - 1, j, k - 1] + cost(a, c) + g2:
            put(a, "", c); i -= 1; k -= 1  # noqa: E702
        elif j and k and v == d[i, j - 1, k - 1] + cost(b, c) + g2:
            put("", b, c); j -= 1; k -= 1  # noqa: E702
        elif i and v == d[i - 1, j, k] + g2:
            put(a, "", ""); i -= 1  # noqa: E702
        elif j and v == d[i, j - 1, k] + g2:
            put("", b, ""); j -= 1  # noqa: E702
        elif k and v == d[i, j, k - 1] + g2:
            put("", "", c); k -= 1  # noqa: E702
        else:  # pragma: no cover - the table is consistent by construction
            raise AssertionError("three-way alignment backtrace found no predecessor")
    return out[0][::-1], out[1][::-1], out[2][::-1]


def align3(src: Sequence[str], hyp: Sequence[str], ref: Sequence[str]) -> tuple[list[str], list[str], list[str]]:
    """The scorer's alignment of source, hypothesis and reference tokens ("" = gap), with its shortcuts:
    all three equal -> as they are; two equal (source = hypothesis, or source = reference) -> pairwise
    alignment of the other two, the equal one copied; anything else (hypothesis = reference included,
    as in the scorer) -> the exact three-way table. Ties are broken in the scorer's backtrace order."""
    seqs = (list(src), list(hyp), list(ref))
    if seqs[0] == seqs[1] == seqs[2]:
        return seqs[0][:], seqs[1][:], seqs[2][:]
    if seqs[0] == seqs[1] or seqs[0] == seqs[2]:
        other = 2 if seqs[0] == seqs[1] else 1
        same = 1 if other == 2 else 2
        t = _pair_table(*_codes(seqs[0], seqs[other]))
        pa, pb = _pair_backtrace(t, seqs[0], seqs[other])
        res: list[list[str]] = [[], [], []]
        res[0], res[same], res[other] = pa[:], pa[:], pb
        return res[0], res[1], res[2]
    d = _three_table(*seqs)
    return _three_backtrace(d, *seqs)


def alignment_counts(alignment: tuple[Sequence[str], Sequence[str], Sequence[str]]) -> dict[str, dict[str, int]]:
    """``{"d": counts, "c": counts}`` (tp, tn, fp, fn, fpn) of an aligned source, hypothesis, reference."""
    d = dict.fromkeys(COUNT_KEYS, 0)
    c = dict.fromkeys(COUNT_KEYS, 0)
    for s, h, r in zip(*alignment, strict=True):
        if s == h:
            key = "tn" if h == r else ("fp" if s == r else "fn")
            d[key] += 1
            c[key] += 1
        elif s == r:
            d["fp"] += 1
            c["fp"] += 1
        else:
            d["tp"] += 1
            if h == r:
                c["tp"] += 1
            else:
                c["fp"] += 1
                c["fn"] += 1
                c["fpn"] += 1
    return {"d": d, "c": c}


# ------------------------------------------------------------------------------------------- scores

def _wacc(n: dict[str, int], w: float) -> float:
    den = w * (n["tp"] + n["fp"]) + n["tn"] + n["fn"] - (w + 1) * (n["fpn"] / 2)
    return (w * n["tp"] + n["tn"]) / den if den else 1.0  # an empty alignment (nothing to judge) is perfect


def _i(wacc: float, base: float) -> float:
    if wacc == base:
        return float(math.floor(wacc))
    if wacc > base:
        return (wacc - base) / (1.0 - base)
    return wacc / base - 1.0 if base else -1.0


def _aspect_scores(n: dict[str, int], base: dict[str, int], cfg: IMeasureConfig) -> dict[str, float]:
    tp, tn, fp, fn, fpn = (n[k] for k in COUNT_KEYS)
    p, r, f = prf(tp, fp, fn, cfg.beta, square="power")
    den = tp + tn + fp + fn - fpn
    acc = (tp + tn) / den if den else 1.0
    bden = base["tp"] + base["tn"] + base["fp"] + base["fn"] - base["fpn"]
    acc_b = (base["tp"] + base["tn"]) / bden if bden else 1.0
    wacc, wacc_b = _wacc(n, cfg.w), _wacc(base, cfg.w)
    return {**{k: float(n[k]) for k in COUNT_KEYS}, "p": p, "r": r, "f": f, "acc": acc, "acc_base": acc_b,
            "wacc": wacc, "wacc_base": wacc_b, "i": _i(wacc, wacc_b)}


def imeasure_scores(counts: dict[str, dict[str, int]], base: dict[str, dict[str, int]],
                    *, config: IMeasureConfig | None = None) -> dict[str, dict[str, float]]:
    """Every score of both aspects (``"d"``, ``"c"``) from system and baseline counts."""
    cfg = config or IMeasureConfig()
    return {a: _aspect_scores(counts[a], base[a], cfg) for a in ("d", "c")}


def _better(cur: dict[str, dict[str, float]], best: dict[str, dict[str, float]] | None, aspect: str,
            metric: str) -> bool:
    if best is None:
        return True
    other = "d" if aspect == "c" else "c"
    keys = [(aspect, metric), (aspect, "i"), (aspect, "wacc"), (aspect, "acc"),
            (other, metric), (other, "i"), (other, "wacc"), (other, "acc")]
    for a, m in keys:
        if cur[a][m] != best[a][m]:
            return cur[a][m] > best[a][m]
    return False


def _add(x: dict[str, dict[str, int]], y: dict[str, dict[str, int]]) -> dict[str, dict[str, int]]:
    return {a: {k: x[a][k] + y[a][k] for k in COUNT_KEYS} for a in ("d", "c")}


def _zero() -> dict[str, dict[str, int]]:
    return {a: dict.fromkeys(COUNT_KEYS, 0) for a in ("d", "c")}


# ------------------------------------------------------------------------------------------- candidates

def _apply(src: list[str], edits: Sequence[tuple[int, int, str]]) -> list[str]:
    """``candgen.py``'s ``correct_sentence``: edits applied from the last span to the first (stable for equal
    spans); an edit that would empty the sentence is skipped (the scorer's "workaround for NUCLE"); a span
    past the end is cut as Python slicing cuts it."""
    tgt = src[:]
    for s, e, text in sorted(edits, key=lambda x: (x[0], x[1]), reverse=True):
        new = tgt[:s] + text.split() + tgt[e:]
        if new:
            tgt = new
    return tgt if tgt else src[:]


def _nomix(src: list[str], numann: int, per_annotator: dict[str, list[tuple[int, int, str]]]) -> list[list[str]]:
    targets: list[list[str]] = []
    if numann <= 0 or len(per_annotator) < numann:
        targets.append(src[:])
    for edits in per_annotator.values():
        tgt = _apply(src, edits) if edits else src[:]
        if tgt not in targets:
            targets.append(tgt)
    return targets


def _merge(corrections: Sequence[tuple[int, int, str]]) -> list[tuple[int, int, str]]:
    """``candgen.py``'s ``_mergeCorrections``: corrections of one alternative on the same span are joined."""
    index: dict[tuple[int, int], str] = {}
    for s, e, text in corrections:
        index[(s, e)] = f"{index[(s, e)]} {text}" if (s, e) in index else text
    return [(s, e, t) for (s, e), t in index.items()]


def ixml_candidates(block: str, *, file: str | None = None, line: int | None = None) -> list[list[str]]:
    """The scorer's ``-nomix`` candidate references of one M2 block, by the rules of ``m2_to_ixml.py``
    and ``candgen.py``: one target per annotator that has edits (its edits applied from the last span to
    the first, corrections of one span joined; only the first ``||`` alternative; a change that would
    empty the sentence is ignored; a span past the source end is cut as Python slicing cuts it, as the
    scorer does); the source too when fewer annotators have edits than have A lines (noop lines count),
    or when the block has no A line at all. Duplicate targets are kept once, in first-seen order.
    (``m2_to_ixml.py`` also runs NLTK's word tokenizer on each correction: ``"`` becomes two backquotes,
    ``word,word`` is split ...; gecnb takes the M2's tokens as they are. :func:`read_ixml` reads the
    scorer's XML itself.)"""
    lines = [ln for ln in block.split("\n") if ln.strip()]
    if not lines or not lines[0].startswith("S"):
        raise GecInputError("an M2 block must start with an S line", file=file, line=line)
    src = lines[0].split()[1:]
    annotators: list[int] = []
    edits: dict[str, list[tuple[int, int, str]]] = {}
    for n, ln in enumerate(lines[1:], start=1):
        if not ln.startswith("A"):
            continue
        parts = ln.split("|||")
        where = None if line is None else line + n
        if len(parts) < 6:
            raise GecInputError(f"malformed A line (needs 6 |||-fields): {ln!r}", file=file, line=where)
        try:
            start, end = (int(x) for x in parts[0].split()[1:3])
            ann = int(parts[5])
        except ValueError:
            raise GecInputError(f"malformed A line (span or annotator id): {ln!r}", file=file,
                                line=where) from None
        if ann not in annotators:
            annotators.append(ann)
        if start == -1 and end == -1 and parts[1].lower() == "noop":
            continue
        if not 0 <= start <= end:
            raise GecInputError(f"bad edit span {start} {end}", file=file, line=where)
        edits.setdefault(str(ann), []).append((start, end, " ".join(parts[2].split("||")[0].split())))
    return _nomix(src, len(annotators), {a: _merge(e) for a, e in edits.items()})


@dataclass(frozen=True)
class IxmlSentence:
    """One ``<sentence>`` of the scorer's XML gold: source tokens, ``numann`` and, per error, its
    ``req`` flag and alternatives ``(annotator, ((start, end, correction), ...))``."""

    source: tuple[str, ...]
    numann: int
    errors: tuple[tuple[bool, tuple[tuple[str, tuple[tuple[int, int, str], ...]], ...]], ...]

    def candidates(self) -> list[list[str]]:
        """The ``-nomix`` candidates (``candgen.py``'s ``get_candidates(mix=False)``), first-seen order."""
        per: dict[str, list[tuple[int, int, str]]] = {}
        for ann in dict.fromkeys(a for _, alts in self.errors for a, _ in alts):
            eds: list[tuple[int, int, str]] = []
            for _, alts in self.errors:
                seen: list[frozenset[tuple[int, int, str]]] = []
                for a, corrs in alts:
                    alt = frozenset(_merge(corrs))
                    if a == ann and alt not in seen:
                        seen.append(alt)
                eds.extend(x for alt in seen for x in alt)
            per[ann] = eds
        return _nomix(list(self.source), self.numann, per)


def read_ixml(path: str | Path) -> list[IxmlSentence]:
    """Read the I-measure scorer's XML gold (``m2_to_ixml.py``'s output; ``.gz`` is read compressed).
    Errors name the file and the sentence."""
    import gzip
    import io
    import xml.etree.ElementTree as ET

    from gecnb.data.text import read_bytes

    p = Path(path)
    data = read_bytes(p, what="I-measure XML file")  # a regular file within the size limit
    try:
        with (gzip.GzipFile(fileobj=io.BytesIO(data)) if p.suffix == ".gz" else io.BytesIO(data)) as fh:
            root = ET.parse(fh).getroot()
    except (OSError, EOFError, ET.ParseError) as err:
        raise GecInputError(f"cannot read the I-measure XML: {err}", file=p) from None
    out = []
    for n, sent in enumerate(root.iter("sentence"), start=1):
        text = sent.find("text")
        if text is None:
            raise GecInputError(f"sentence {n} (id {sent.get('id')}) has no <text>", file=p)
        try:
            numann = int(sent.get("numann", ""))
            errors = tuple(
                (err.get("req") != "no",
                 tuple((alt.get("ann", ""),
                        tuple((int(c.get("start", "")), int(c.get("end", "")), c.text or "") for c in alt.iter("c")))
                       for alt in err.iter("alt")))
                for err in sent.iter("error"))
        except ValueError:
            raise GecInputError(f"sentence {n} (id {sent.get('id')}): numann / start / end must be integers",
                                file=p) from None
        out.append(IxmlSentence(tuple((text.text or "").split()), numann, errors))
    return out


# ------------------------------------------------------------------------------------------- scoring

def imeasure_sentences(
    *,
    sources: Sequence[str],
    hypotheses: Sequence[str],
    candidates: Sequence[Sequence[Sequence[str]]],
    config: IMeasureConfig | None = None,
    cache: dict[Triple, Counts] | None = None,
    progress: bool = False,
) -> pd.DataFrame:
    """One row per sentence: ``reference`` (index of the chosen candidate), the counts of both aspects
    for the hypothesis (``c_tp``..``d_fpn``) and for the baseline (``base_c_tp``..), and the sentence's
    ``wacc``, ``wacc_base`` and ``i`` (correction). ``candidates[i]``: the token lists of sentence i's
    candidate references (at least one). ``cache``: alignment counts keyed by (source, hypothesis,
    reference) tokens, shared between calls."""
    from gecnb._progress import progress as bar

    cfg = config or IMeasureConfig()
    if not (len(sources) == len(hypotheses) == len(candidates)):
        raise GecInputError(f"{len(sources)} sources, {len(hypotheses)} hypotheses and {len(candidates)} "
                            "candidate lists: they must have one entry per sentence")
    memo = cache if cache is not None else {}

    def counts(s: tuple[str, ...], h: tuple[str, ...], r: tuple[str, ...]) -> Counts:
        key: Triple = (s, h, r)
        if key not in memo:
            memo[key] = alignment_counts(align3(s, h, r))
        return memo[key]

    aspect, metric = cfg.max_metric[0], cfg.max_metric[1:]
    cum_sys, cum_base = _zero(), _zero()
    rows = []
    with bar(total=len(sources), desc="I-measure", enabled=progress) as pbar:
        for n, (src, hyp, cands) in enumerate(zip(sources, hypotheses, candidates, strict=True)):
            if not cands:
                raise GecInputError(f"sentence {n + 1} has no candidate reference")
            s, h = tuple(src.split()), tuple(hyp.split())
            best = None
            chosen: tuple[int, dict[str, dict[str, int]], dict[str, dict[str, int]]] | None = None
            for k, ref in enumerate(cands):
                r = tuple(ref)
                sys_n, base_n = counts(s, h, r), counts(s, s, r)
                if cfg.optimise == "corpus":
                    cur = imeasure_scores(_add(cum_sys, sys_n), _add(cum_base, base_n), config=cfg)
                else:
                    cur = imeasure_scores(sys_n, base_n, config=cfg)
                if _better(cur, best, aspect, metric):
                    best, chosen = cur, (k, sys_n, base_n)
            assert chosen is not None
            k, sys_n, base_n = chosen
            cum_sys, cum_base = _add(cum_sys, sys_n), _add(cum_base, base_n)
            sc = imeasure_scores(sys_n, base_n, config=cfg)["c"]
            row: dict[str, float | int] = {"reference": k}
            for a in ("c", "d"):
                row.update({f"{a}_{key}": sys_n[a][key] for key in COUNT_KEYS})
            for a in ("c", "d"):
                row.update({f"base_{a}_{key}": base_n[a][key] for key in COUNT_KEYS})
            row.update(wacc=sc["wacc"], wacc_base=sc["wacc_base"], i=sc["i"])
            rows.append(row)
            pbar.update(1)
    return pd.DataFrame(rows)


def imeasure_corpus(table: pd.DataFrame, *, config: IMeasureConfig | None = None) -> dict[str, float]:
    """Corpus scores from :func:`imeasure_sentences`' table (summed counts): correction ``tp, tn, fp, fn,
    fpn, p, r, f, acc, acc_base, wacc, wacc_base, i`` and the same for detection prefixed ``d_``."""
    cfg = config or IMeasureConfig()
    sys_n = {a: {k: int(table[f"{a}_{k}"].sum()) for k in COUNT_KEYS} for a in ("d", "c")}
    base_n = {a: {k: int(table[f"base_{a}_{k}"].sum()) for k in COUNT_KEYS} for a in ("d", "c")}
    sc = imeasure_scores(sys_n, base_n, config=cfg)
    return {**sc["c"], **{f"d_{k}": v for k, v in sc["d"].items()}}


# ------------------------------------------------------------------------------------------- disk cache


class CountsCache:
    """Alignment counts on disk (SQLite ``$GECNB_CACHE_DIR/imeasure.sqlite``), keyed by a hash of the
    (source, hypothesis, reference) tokens: the three-way alignment is the slow part of the I-measure and
    the same triples recur across systems, reference sets and sessions. A row carries a checksum of its key
    and counts and is checked against the token counts (an alignment has at least as many columns as its
    longest row and at most the sum of the three); a row that fails is ignored and recomputed. Several
    processes may share the file (SQLite locking, 60-second busy timeout). The counts depend only on the
    tokens (not on the options), so the key needs no config."""

    VERSION = "imeasure-align-1"

    def __init__(self, path: str | Path):
        from gecnb.data.cachefile import SqliteStore

        self.path = Path(path)
        self._store = SqliteStore(self.path, what="I-measure cache", schema=[
            "CREATE TABLE IF NOT EXISTS counts (key TEXT PRIMARY KEY, value TEXT, lens TEXT, chk TEXT)"])

    @property
    def _db(self) -> Any:
        """The SQLite connection (None when the cache cannot be used; see :mod:`gecnb.data.cachefile`)."""
        return self._store.db()

    @classmethod
    def open_default(cls) -> CountsCache | None:
        """The cache in ``$GECNB_CACHE_DIR`` (``~/.cache/gecnb``)."""
        from gecnb.data.cachefile import cache_dir

        return cls(cache_dir() / "imeasure.sqlite")

    @classmethod
    def _key(cls, t: Triple) -> str:
        import hashlib

        text = "\x1e".join("\x1f".join(x) for x in t)
        return hashlib.blake2b(f"{cls.VERSION}\x00{text}".encode(), digest_size=16).hexdigest()

    @staticmethod
    def _chk(key: str, value: str) -> str:
        import hashlib

        return hashlib.blake2b(f"{key}\x00{value}".encode(), digest_size=8).hexdigest()

    @staticmethod
    def _encode(c: Counts) -> str:
        return ";".join(",".join(str(c[a][k]) for k in COUNT_KEYS) for a in ("d", "c"))

    @staticmethod
    def _decode(text: str, t: Triple) -> Counts | None:
        try:
            d, c = ([int(x) for x in part.split(",")] for part in text.split(";"))
        except ValueError:
            return None
        if len(d) != 5 or len(c) != 5 or min(d + c) < 0:
            return None
        cols = sum(d[:4])
        if not max(map(len, t)) <= cols <= sum(map(len, t)) or cols != sum(c[:4]) - c[4]:
            return None
        return {"d": dict(zip(COUNT_KEYS, d, strict=True)), "c": dict(zip(COUNT_KEYS, c, strict=True))}

    def get_many(self, triples: Sequence[Triple]) -> dict[Triple, Counts]:
        """Cached counts; a row that fails its checksum or the token counts is not used (recomputed), with a
        warning."""
        import warnings

        from gecnb.data.cachefile import CacheWarning

        keys = {self._key(t): t for t in triples}
        out: dict[Triple, Counts] = {}
        items = list(keys)
        bad = 0
        for i in range(0, len(items), 500):
            chunk = items[i:i + 500]
            q = f"SELECT key, value, chk FROM counts WHERE key IN ({','.join('?' * len(chunk))})"
            for key, value, chk in self._store.read(q, chunk):
                t = keys[str(key)]
                got = self._decode(value, t) if isinstance(value, str) and chk == self._chk(str(key), value) else None
                if got is None:
                    bad += 1
                else:
                    out[t] = got
        if bad:
            warnings.warn(f"{self.path}: {bad} cached I-measure row(s) failed their checks and are computed again",
                          CacheWarning, stacklevel=2)
        return out

    def put_many(self, counts: dict[Triple, Counts]) -> None:
        """Rows written in one transaction (a disk that takes no writes: not written, one warning)."""
        rows = []
        for t, c in counts.items():
            key, value = self._key(t), self._encode(c)
            rows.append((key, value, "", self._chk(key, value)))
        self._store.write("INSERT OR REPLACE INTO counts VALUES (?, ?, ?, ?)", rows)


# ------------------------------------------------------------------------------ the registered metric

_CACHE: dict[Triple, Counts] = {}
_CACHE_MAX = 2_000_000


def candidates(corpus: Corpus, rs: ReferenceSet) -> tuple[list[list[list[str]]], str]:
    """Each sentence's candidate references (token lists) and where they came from (``m2`` or ``text``)."""
    if rs.m2_blocks is not None:
        file = rs.description[4:] if rs.description.startswith("M2: ") else None
        return [ixml_candidates(b, file=file) for b in rs.m2_blocks], "m2"
    out = []
    for refs in rs.references:
        seen: list[list[str]] = []
        for r in refs:
            toks = r.split()
            if toks not in seen:
                seen.append(toks)
        out.append(seen)
    return out, "text"


@register
class IMeasureMetric(Metric):
    name = "imeasure"
    max_tokens = MAX_ALIGN3_TOKENS  # an alignment/lattice per sentence: see Metric.max_tokens
    description = ("I-measure (Felice and Briscoe 2015): improvement of token-level weighted accuracy over "
                   "the source, best reference per sentence (mfelice/imeasure ieval.py -nomix)")
    languages = ("en", "zh")
    inputs = "source, hypotheses, references (M2: one candidate per annotator; text: each reference)"
    rank = 34
    Config = IMeasureConfig
    gold_from = "m2"

    def _sentence_note(self) -> str:
        return "mean of sentence I"

    def _sig(self, rs: ReferenceSet | None, level: str, how: str) -> Signature:
        pairs: list[tuple[str, object]] = [("metric", self.name), *impl_pairs(self.config.signature())]
        if level == "sentence":
            pairs.append(("level", f"sentence({self._sentence_note()})"))
        assert rs is not None
        return Signature.of(*pairs, nrefs=rs.counts, edits="given" if how == "m2" else "none")

    def _edit_source(self, corpus: Corpus, rs: ReferenceSet | None) -> str:
        return "given" if rs is not None and rs.m2_blocks is not None else "none"

    def _tables(self, corpus: Corpus, rs: ReferenceSet | None, names: list[str]) -> tuple[list[pd.DataFrame], str]:
        assert rs is not None
        cands, how = candidates(corpus, rs)
        if len(_CACHE) > _CACHE_MAX:
            _CACHE.clear()
        disk = CountsCache.open_default()
        if disk is not None:
            keys = {(tuple(s.split()), tuple(h.split()), tuple(r))
                    for n in names for s, h, cs in zip(corpus.sources, corpus.systems[n].hypotheses, cands, strict=True)
                    for r in cs}
            keys |= {(k[0], k[0], k[2]) for k in keys}
            _CACHE.update(disk.get_many([k for k in keys if k not in _CACHE]))
            before = set(_CACHE)
        tables = []
        for n in names:
            tables.append(imeasure_sentences(sources=corpus.sources, hypotheses=corpus.systems[n].hypotheses,
                                             candidates=cands, config=self.config, cache=_CACHE))
            if disk is not None:
                new = {k: v for k, v in _CACHE.items() if k not in before}
                disk.put_many(new)
                before |= set(new)
        return tables, how

    def _score(self, corpus: Corpus, rs: ReferenceSet | None, names: list[str], level: str) -> list[Scored]:
        tables, how = self._tables(corpus, rs, names)
        out = []
        for t in tables:
            values: dict[str, object] = dict(imeasure_corpus(t, config=self.config))
            if level == "sentence":
                values["i"] = float(t["i"].mean()) if len(t) else 0.0
            out.append(Scored(values, self._sig(rs, level, how)))
        return out

    def _sentences(self, corpus: Corpus, rs: ReferenceSet | None, names: list[str]) -> list[tuple[pd.DataFrame, Signature]]:
        tables, how = self._tables(corpus, rs, names)
        sig = self._sig(rs, "sentence", how)
        return [(t, sig) for t in tables]
