"""Case studies of edit weighting: the chunks of one sentence with the weight every weigher gives them.

The CLEME2.0 paper's Tables 3 and 9 show, for example sentences, each chunk of the source, the reference
and the hypothesis, its category (TP / FP_ne / FP_un / FN, by colour) and its weight under similarity-based
(Table 3) or LLM-based (Table 9) weighting, with the sentence's Hit / Wrong / Under / Over.
:func:`edit_weights` computes such a table for any sentence and any weighers; :func:`case_scores` turns it
into the sentence's disentangled scores per weigher (Eq. 1-5, the functions of :mod:`gecnb.metrics.cleme2`).

The categories are the dependent ones (the hypothesis against each reference on its own), as a case study
with one printed reference shows them. ``references`` keeps only some references of the set (the paper's
case studies print one reference, and the chunks are those of the kept references only: a second reference
can split a chunk). Weighers are asked for the weights of this one sentence only (an LLM is asked about
this sentence's edits, not the corpus's), with one exception: CLEME's length weighting centres its curves
on the *corpus* bias (the mean length of the references' changed chunks), so a :class:`LengthWeigher` is
given the bias of the whole corpus (this system, the kept references), the value CLEME itself uses.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any, Literal

import numpy as np
import pandas as pd

from gecnb.chunks.categories import CATEGORIES, dependent_categories
from gecnb.chunks.stats import ChunkStats
from gecnb.data.corpus import Corpus, ReferenceSet, require_corpus
from gecnb.data.errors import GecInputError
from gecnb.edits.extract import EditSource
from gecnb.metrics.cleme2 import Cleme2Config, score_from_counts
from gecnb.metrics.options import check_magnitude
from gecnb.metrics.weighting.base import Weigher, WeightContext, chunk_texts, prepare_all
from gecnb.metrics.weighting.length import LengthWeigher, LengthWeights
from gecnb.metrics.weighting.resolve import get_weigher

__all__ = ["CorpusBiasLength", "case_scores", "edit_weights"]

WeightingSpec = str | Weigher | Callable[..., float]


@dataclass(frozen=True)
class CorpusBiasLength:
    """CLEME's length weighting with the bias given (the corpus's), for weighing a few sentences on their own.

    ``weights`` are those of :class:`~gecnb.metrics.weighting.LengthWeigher` with ``bias`` in place of the
    context's own mean length of changed reference chunks."""

    bias: float
    curves: LengthWeights | None = None
    name: str = "length"

    def __post_init__(self) -> None:
        if not np.isfinite(self.bias) or self.bias < 0:
            raise ValueError(f"CorpusBiasLength.bias must be finite and >= 0, got {self.bias!r}")
        check_magnitude("bias", float(self.bias))

    def signature(self) -> str:
        return f"{LengthWeigher(self.curves).signature()}|bias:{self.bias!r}"

    def weights(self, ctx: WeightContext) -> np.ndarray:
        st = ctx.stats
        lw = LengthWeigher(self.curves).curves_for(ctx.level, ctx.assumption)
        return LengthWeigher._weigh(lw, self.bias, st.c_len[st.r_row], ctx.categories)


def _keep_references(rs: ReferenceSet, keep: Sequence[int] | None, sentence: int) -> ReferenceSet:
    """The reference set with only the references ``keep`` (0-based) of every sentence; a sentence that lacks
    one of them keeps those it has (all of them if it has none); ``sentence`` must have them all."""
    if keep is None:
        return rs
    keep = list(keep)
    if not keep or len(set(keep)) != len(keep) or any(isinstance(k, bool) or not isinstance(k, int) or k < 0 for k in keep):
        raise ValueError(f"references must be distinct 0-based indices (a non-empty list), got {keep!r}")
    n = len(rs.references[sentence])
    if max(keep) >= n:
        raise GecInputError(f"reference set {rs.name}: sentence {sentence + 1} (0-based {sentence}) has {n} "
                            f"reference(s), no reference {max(keep)}")
    refs, edits = [], []
    for i, r in enumerate(rs.references):
        idx = [k for k in keep if k < len(r)] or list(range(len(r)))
        refs.append(tuple(r[k] for k in idx))
        if rs.edits is not None:
            edits.append(tuple(rs.edits[i][k] for k in idx))
    return ReferenceSet(rs.name, tuple(refs), None if rs.edits is None else tuple(edits), rs.description)


def _column(w: Weigher, taken: set[str]) -> str:
    base = str(getattr(w, "label", None) or w.name)
    name, k = base, 2
    while name in taken:
        name, k = f"{base}_{k}", k + 1
    taken.add(name)
    return name


def edit_weights(
    corpus: Corpus,
    *,
    system: str,
    sentence: int,
    reference_set: str | None = None,
    references: Sequence[int] | None = None,
    weighting: Sequence[WeightingSpec] | WeightingSpec = ("none", "length", "similarity"),
    level: Literal["corpus", "sentence"] = "corpus",
    edits: EditSource = "extract",
    options: dict[str, dict[str, Any]] | None = None,
    merge_unchanged: bool = False,
) -> pd.DataFrame:
    """One row per (chunk, kept reference) of sentence ``sentence`` (0-based) of ``system``, with the weight
    each weighting gives it.

    ``weighting``: one or several of ``"none"``, ``"length"``, ``"similarity"``, ``"llm"``, a weigher or a
    callable (see :func:`~gecnb.metrics.weighting.get_weigher`; ``options[name]`` are passed to it, e.g.
    ``options={"llm": {"model": path}}``). ``references``: the 0-based references of the set to keep (default:
    all). ``level``: the level the weighers are told (CLEME's length curves differ by level). ``edits``: as in
    :func:`gecnb.prepare` (``"given"`` for a corpus that carries its edits).

    Columns: ``sentence, reference`` (0-based index in the reference set), ``chunk`` (0-based), ``source,
    hypothesis, reference_text`` (the chunk's tokens, space-joined; empty for an empty side),
    ``hyp_changed, ref_changed``, ``category`` (dependent: TP / FP_ne / FP_un / FN / TN) and one column per
    weighting (named after the weigher: ``none``, ``length``, ``similarity``, ``llm``, a callable's label) with
    its weight (TN chunks weigh 1). ``merge_unchanged=True``: consecutive TN chunks of a reference become
    one row (texts joined; columns ``first_chunk, last_chunk`` give the chunks merged, ``chunk`` counts the
    rows), the layout of the paper's case-study tables. ``frame.attrs["signatures"]`` maps each weight column to the weigher's
    signature (the similarity one names the BERT model and layer); ``attrs["diagnostics"]`` holds the
    weighers' diagnostics (the LLM weigher's ``llm_edits`` and ``llm_unparseable``); ``attrs["bias"]``
    holds the corpus bias given to the length weigher, when there is one.
    """
    from gecnb.chunks.prepared import prepare

    require_corpus(corpus, func="edit_weights")
    if isinstance(sentence, bool) or not isinstance(sentence, (int, np.integer)):
        raise TypeError(f"sentence must be a 0-based int, got {type(sentence).__name__}")
    sentence = int(sentence)
    if not 0 <= sentence < len(corpus):
        raise IndexError(f"sentence {sentence} is out of range: {corpus.name} has {len(corpus)} sentences")
    if level not in ("corpus", "sentence"):
        raise ValueError(f"level must be 'corpus' or 'sentence', not {level!r}")
    specs = [weighting] if isinstance(weighting, str) or not isinstance(weighting, Sequence) else list(weighting)
    if not specs:
        raise ValueError("weighting is empty: give at least one weighting")
    options = dict(options or {})
    rs = _keep_references(corpus.references(reference_set), references, sentence)
    names = corpus.system_names([system])
    weighers: list[Weigher] = []
    for spec in specs:
        opts = options.pop(spec, {}) if isinstance(spec, str) else {}
        weighers.append(get_weigher(spec, **opts))
    if options:
        raise ValueError(f"options given for weightings not asked for: {sorted(options)}")

    full = replace(corpus, reference_sets={rs.name: rs}, systems={names[0]: corpus.systems[names[0]]})
    one = full.subset([sentence])
    st = prepare(one, reference_set=rs.name, systems=names, edits=edits, progress=False).stats(names[0])
    bias = None
    if any(isinstance(w, LengthWeigher) for w in weighers):
        bias = prepare(full, reference_set=rs.name, systems=names, edits=edits, progress=False).stats(names[0]).bias
        weighers = [CorpusBiasLength(bias, w.curves) if isinstance(w, LengthWeigher) else w for w in weighers]

    cat = dependent_categories(st)
    ctx = WeightContext(st, "dependent", level, cat)
    frame = _rows(st, cat, sentence, rs)
    taken: set[str] = set(frame.columns)
    signatures: dict[str, str] = {}
    diagnostics: dict[str, dict[str, float]] = {}
    for w in weighers:
        prepare_all(w, [ctx])
        col = _column(w, taken)
        frame[col] = np.asarray(w.weights(ctx), dtype=np.float64)
        signatures[col] = w.signature()
        diag = getattr(w, "diagnostics", None)
        if diag is not None:
            diagnostics[col] = diag(ctx)
    frame = frame.sort_values(["reference", "chunk"], kind="stable").reset_index(drop=True)
    if merge_unchanged:
        frame = _merge_tn(frame, list(signatures))
    frame.attrs.update(system=names[0], reference_set=rs.name, signatures=signatures, level=level,
                       weightings=list(signatures), diagnostics=diagnostics)
    if bias is not None:
        frame.attrs["bias"] = bias
    return frame


def _rows(st: ChunkStats, cat: np.ndarray, sentence: int, rs: ReferenceSet) -> pd.DataFrame:
    tx = chunk_texts(st)
    rows = []
    for r in range(len(st.r_row)):
        c = int(st.r_row[r])
        rows.append({
            "sentence": sentence, "reference": int(st.ref_index[0][int(st.r_ref[r])]), "chunk": int(st.c_chunk[c]),
            "source": tx.source[c], "hypothesis": tx.hypothesis[c], "reference_text": tx.reference[r],
            "hyp_changed": bool(st.c_changed[c]), "ref_changed": bool(st.r_changed[r]),
            "category": CATEGORIES[int(cat[r])],
        })
    return pd.DataFrame(rows)


def _merge_tn(frame: pd.DataFrame, weight_columns: list[str]) -> pd.DataFrame:
    """Runs of consecutive TN chunks of each reference as one row (texts joined, weight 1)."""
    out: list[dict[str, Any]] = []
    for _, part in frame.groupby("reference", sort=True):
        for rec in part.to_dict("records"):
            prev = out[-1] if out else None
            if (prev is not None and rec["category"] == "TN" and prev["category"] == "TN"
                    and prev["reference"] == rec["reference"]):
                for k in ("source", "hypothesis", "reference_text"):
                    prev[k] = " ".join(t for t in (prev[k], rec[k]) if t)
                prev["last_chunk"] = rec["chunk"]
                prev["hyp_changed"] = prev["hyp_changed"] or rec["hyp_changed"]
                continue
            rec["last_chunk"] = rec["chunk"]
            out.append(rec)
    merged = pd.DataFrame(out)
    merged["first_chunk"] = merged["chunk"]
    merged["chunk"] = merged.groupby("reference").cumcount()
    cols = [c for c in frame.columns if c not in weight_columns] + ["first_chunk", "last_chunk"] + weight_columns
    return merged[cols]


def case_scores(frame: pd.DataFrame, *, factors: str | Sequence[float] = "sentence") -> pd.DataFrame:
    """The disentangled scores of an :func:`edit_weights` frame: one row per reference x weighting with the
    weighted ``tp, fp_ne, fp_un, fn`` (sums of that weighting's weights per category), ``hit, wrong, under,
    over`` (Eq. 1-4) and ``score`` (Eq. 5 with ``factors``: a preset name or four numbers)."""
    weightings = frame.attrs.get("weightings")
    if not weightings:
        raise ValueError("not a frame of edit_weights(): attrs['weightings'] is missing")
    f = Cleme2Config(factors=factors if isinstance(factors, str) else tuple(factors)).factor_values  # type: ignore[arg-type]
    out = []
    for ref, part in frame.groupby("reference", sort=True):
        for col in weightings:
            sums = {c: float(part.loc[part["category"] == c, col].sum()) for c in ("TP", "FP_ne", "FP_un", "FN")}
            out.append({"reference": int(ref), "weighting": col, "tp": sums["TP"], "fp_ne": sums["FP_ne"],
                        "fp_un": sums["FP_un"], "fn": sums["FN"],
                        **score_from_counts(sums["TP"], sums["FP_ne"], sums["FP_un"], sums["FN"], f)})
    return pd.DataFrame(out)
