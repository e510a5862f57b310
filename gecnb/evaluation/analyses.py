"""Where a system wins and loses: the analyses of :func:`gecnb.evaluate`, as public functions a user can call on
their own corpus (compare-mt's analyses, for GEC).

Each takes a :class:`~gecnb.data.corpus.Corpus` whose reference set and systems carry edits (a bundled
``*-errant`` dataset, or a corpus after :func:`gecnb.edits.extract.corpus_edits`) and returns a DataFrame:

* :func:`error_types`: ERRANT's P / R / F per error type at its three levels (``errant_compare -cat 1/2/3``);
* :func:`cleme_types`: CLEME2.0's chunk categories (TP, FP_ne, FP_un, FN) per ERRANT main type;
* :func:`sentence_buckets`: ERRANT counts and F0.5 per bucket of source length, gold edits and system edits;
* :func:`differing_sentences`: the sentences where a system gains most on a baseline and where it loses most,
  with both systems' CLEME chunk frames (for the chunk tables).

``sentence`` columns are 0-based positions in the corpus (as everywhere in gecnb); ``line`` is the 1-based line
of the input files.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence

import numpy as np
import pandas as pd

from gecnb.data.corpus import Corpus
from gecnb.data.errors import GecInputError

__all__ = ["BUCKETS", "CLEME_CATEGORIES", "cleme_types", "differing_sentences", "errant_sentence_counts",
           "error_types", "sentence_buckets"]

CLEME_CATEGORIES = ("TP", "FP_ne", "FP_un", "FN")
BUCKET_COLUMNS = ["system", "bucket", "range", "sentences", "tp", "fp", "fn", "p", "r", "f"]
EXAMPLE_COLUMNS = ["system", "baseline", "sentence", "line", "direction", "source", "hypothesis",
                   "baseline_hypothesis", "gain", "f", "baseline_f"]

BUCKETS: dict[str, tuple[tuple[float, float, str], ...]] = {
    "source length (tokens)": ((0, 10, "1-10"), (11, 20, "11-20"), (21, 30, "21-30"), (31, 40, "31-40"),
                               (41, math.inf, "41+")),
    "gold edits (fewest over references)": ((0, 0, "0"), (1, 1, "1"), (2, 2, "2"), (3, 4, "3-4"), (5, math.inf, "5+")),
    "system edits": ((0, 0, "0"), (1, 1, "1"), (2, 2, "2"), (3, 4, "3-4"), (5, math.inf, "5+")),
}


def _with_edits(corpus: Corpus, reference_set: str, systems: Sequence[str]) -> None:
    if reference_set not in corpus.reference_sets:
        raise GecInputError(f"corpus {corpus.name} has no reference set {reference_set!r}: "
                            f"{', '.join(corpus.reference_sets) or 'none'}")
    if corpus.reference_sets[reference_set].edits is None:
        raise GecInputError(f"reference set {reference_set!r} of {corpus.name} has no edits: extract them first "
                            "(gecnb.edits.extract.corpus_edits) or load a *-errant dataset")
    for s in systems:
        if s not in corpus.systems:
            raise GecInputError(f"corpus {corpus.name} has no system {s!r}: {', '.join(corpus.systems)}")
        if corpus.systems[s].edits is None:
            raise GecInputError(f"system {s!r} of {corpus.name} has no edits: extract them first")


def error_types(corpus: Corpus, *, reference_set: str, systems: Sequence[str]) -> pd.DataFrame:
    """ERRANT per error type: one row per system, ``level`` (1 the operation M / R / U, 2 the main type, 3 the
    full type) and ``type``, with ``tp, fp, fn, p, r, f`` (``errant_compare -cat 1/2/3``)."""
    from gecnb.metrics.errant_compare import errant_categories

    _with_edits(corpus, reference_set, systems)
    rs = corpus.reference_sets[reference_set]
    refs = [list(e) for e in rs.edits or ()]
    frames = []
    for s in systems:
        hyp = list(corpus.systems[s].edits or ())
        for level in (1, 2, 3):
            t = errant_categories(hypotheses=hyp, references=refs, level=level)  # type: ignore[arg-type]
            t.insert(0, "level", level)
            t.insert(0, "system", s)
            frames.append(t)
    if not frames:
        return pd.DataFrame(columns=["system", "level", "type", "tp", "fp", "fn", "p", "r", "f"])
    return pd.concat(frames, ignore_index=True)


def _main_type(t: str) -> str:
    return t if t == "UNK" or ":" not in t else t.split(":", 1)[1]


def cleme_types(corpus: Corpus, *, reference_set: str, systems: Sequence[str]) -> pd.DataFrame:
    """CLEME2.0's chunk categories per ERRANT main type: for each system, the chunks of each category (the
    hypothesis's category against all references, unweighted) counted under the main types of the edits in
    the chunk (the hypothesis's edits for TP / FP_ne / FP_un, the references' for FN; a chunk with several
    types counts once under each). Columns ``system, type, tp, fp_ne, fp_un, fn``."""
    from gecnb.metrics.api import cleme_chunks, prepare

    cols = ["system", "type", "tp", "fp_ne", "fp_un", "fn"]
    if not systems:
        return pd.DataFrame(columns=cols)
    _with_edits(corpus, reference_set, systems)
    prepared = prepare(corpus, reference_set=reference_set, systems=list(systems), edits="given", progress=False)
    rows = []
    for s in systems:
        f = cleme_chunks(prepared, system=s)
        hyp = f[f["target"] == "hypothesis"].set_index(["sentence", "chunk"])
        refs = f[(f["target"] != "hypothesis") & f["changed"]]
        ref_types = refs.groupby(["sentence", "chunk"])["types"].agg(lambda ts: "+".join(t for t in ts if t))
        counts: dict[str, dict[str, int]] = {}
        for key, cat, types in zip(hyp.index, hyp["category"], hyp["types"], strict=True):
            if cat not in CLEME_CATEGORIES:
                continue
            text = ref_types.get(key, "") if cat == "FN" else types
            for t in sorted({_main_type(x) for x in str(text or "").split("+") if x}):
                counts.setdefault(t, dict.fromkeys(CLEME_CATEGORIES, 0))[cat] += 1
        for t in sorted(counts):
            rows.append({"system": s, "type": t, **{c.lower(): counts[t][c] for c in CLEME_CATEGORIES}})
    return pd.DataFrame(rows, columns=cols)


def errant_sentence_counts(corpus: Corpus, *, reference_set: str, systems: Sequence[str]) -> dict[str, pd.DataFrame]:
    """ERRANT's per-sentence ``tp, fp, fn`` of each system (the statistics of the ``errant`` metric, one row per
    sentence, the annotator chosen as ``errant_compare`` chooses it)."""
    from gecnb.metrics.base import get_metric

    _with_edits(corpus, reference_set, systems)
    stats = get_metric("errant", edits="given").statistics(corpus, reference_set=reference_set, systems=list(systems))
    return {s: stats[stats["system"] == s].reset_index(drop=True) for s in systems}


def _bucket_of(x: float, edges: tuple[tuple[float, float, str], ...]) -> str:
    for low, high, label in edges:
        if low <= x <= high:
            return label
    return edges[-1][2]


def sentence_buckets(corpus: Corpus, *, reference_set: str, systems: Sequence[str],
                     statistics: Mapping[str, pd.DataFrame] | None = None) -> pd.DataFrame:
    """ERRANT's counts and P / R / F0.5 of the sentences in each bucket (:data:`BUCKETS`: the source length in
    tokens, the edits the gold needs, the fewest over the references, and the edits the system made): columns
    ``system, bucket, range, sentences, tp, fp, fn, p, r, f``. A bucket without sentences has no P / R / F (NaN):
    there is nothing to score. ``statistics``: ERRANT's per-sentence counts of each system
    (:func:`errant_sentence_counts`, computed when not given)."""
    from gecnb.metrics.prf import prf

    if not systems:
        return pd.DataFrame(columns=BUCKET_COLUMNS)
    _with_edits(corpus, reference_set, systems)
    if statistics is None:
        statistics = errant_sentence_counts(corpus, reference_set=reference_set, systems=systems)
    rs = corpus.reference_sets[reference_set]
    length = [len(s.split()) for s in corpus.sources]
    gold = [min((len([e for e in es if e.type not in ("noop", "NA")]) for es in sent), default=0)
            for sent in (rs.edits or ())]
    rows = []
    for s in systems:
        st = statistics[s]
        own = [len(e) for e in (corpus.systems[s].edits or ())]
        for bucket, feature in (("source length (tokens)", length), ("gold edits (fewest over references)", gold),
                                ("system edits", own)):
            edges = BUCKETS[bucket]
            labels = [_bucket_of(x, edges) for x in feature]
            for _low, _high, label in edges:
                idx = [i for i, b in enumerate(labels) if b == label]
                tp, fp, fn = (int(st[c].iloc[idx].sum()) if idx else 0 for c in ("tp", "fp", "fn"))
                p, r, f = prf(tp, fp, fn, 0.5) if idx else (math.nan, math.nan, math.nan)
                rows.append({"system": s, "bucket": bucket, "range": label, "sentences": len(idx),
                             "tp": tp, "fp": fp, "fn": fn, "p": p, "r": r, "f": f})
    return pd.DataFrame(rows, columns=BUCKET_COLUMNS)


def differing_sentences(corpus: Corpus, *, reference_set: str, systems: Sequence[str], baseline: str, k: int = 6,
                        statistics: Mapping[str, pd.DataFrame] | None = None) -> tuple[pd.DataFrame, pd.DataFrame]:
    """The sentences where each system and the baseline differ most, both ways: for each system (other than the
    baseline) its ``ceil(k/2)`` largest gains and ``k//2`` largest losses against the baseline (when one side has
    fewer, the other fills the ``k``), measured by ERRANT's per-sentence TP - FP - FN (then by the difference of
    sentence F0.5; sentences whose texts are equal never count). Returns ``(examples, chunks)``: examples with
    columns ``system, baseline, sentence, line, direction`` (``gain`` or ``loss``) ``, source, hypothesis,
    baseline_hypothesis, gain, f, baseline_f``, sorted by system, gains first; chunks: the CLEME chunk frames of
    those sentences for each system and the baseline (``system`` column first; ``sentence`` the corpus's)."""
    from gecnb.metrics.prf import prf

    if k < 0:
        raise ValueError(f"k must be at least 0, not {k}")
    others = [s for s in dict.fromkeys(systems) if s != baseline]
    if k == 0 or not others:
        return pd.DataFrame(columns=EXAMPLE_COLUMNS), pd.DataFrame()
    _with_edits(corpus, reference_set, [*others, baseline])
    if statistics is None:
        statistics = errant_sentence_counts(corpus, reference_set=reference_set, systems=[*others, baseline])

    def score(st: pd.DataFrame) -> tuple[np.ndarray, np.ndarray]:
        net = (st["tp"] - st["fp"] - st["fn"]).to_numpy()
        f = np.array([prf(int(t), int(p), int(n), 0.5)[2] for t, p, n in zip(st.tp, st.fp, st.fn, strict=True)])
        return net, f

    b_net, fb = score(statistics[baseline])
    hb = corpus.systems[baseline].hypotheses
    rows = []
    for u in others:
        u_net, fa = score(statistics[u])
        gain = u_net - b_net
        hu = corpus.systems[u].hypotheses
        differ = np.array([x != y for x, y in zip(hu, hb, strict=True)])
        ids = np.arange(len(gain))
        up = differ & ((gain > 0) | ((gain == 0) & (fa > fb)))
        down = differ & ((gain < 0) | ((gain == 0) & (fa < fb)))
        gains = [int(i) for i in np.lexsort((ids, -(fa - fb), -gain)) if up[i]]
        losses = [int(i) for i in np.lexsort((ids, fa - fb, gain)) if down[i]]
        n_up = min(len(gains), max(math.ceil(k / 2), k - len(losses)))
        n_down = min(len(losses), k - n_up)
        for direction, chosen in (("gain", gains[:n_up]), ("loss", losses[:n_down])):
            for i in chosen:
                rows.append({"system": u, "baseline": baseline, "sentence": i, "line": i + 1, "direction": direction,
                             "source": corpus.sources[i], "hypothesis": hu[i], "baseline_hypothesis": hb[i],
                             "gain": int(gain[i]), "f": float(fa[i]), "baseline_f": float(fb[i])})
    examples = pd.DataFrame(rows, columns=EXAMPLE_COLUMNS)
    if examples.empty:
        return examples, pd.DataFrame()
    frames = [_chunk_frame(corpus, reference_set, u, sorted(set(part["sentence"])))
              for u, part in examples.groupby("system", sort=False)]
    frames.append(_chunk_frame(corpus, reference_set, baseline, sorted(set(examples["sentence"]))))
    return examples, pd.concat(frames, ignore_index=True)


def _chunk_frame(corpus: Corpus, reference_set: str, system: str, sentences: list[int]) -> pd.DataFrame:
    """The CLEME chunk frame of one system on some sentences (``sentence``: the corpus's), ``system`` first."""
    from gecnb.metrics.api import cleme_chunks, prepare

    prepared = prepare(corpus.subset(sentences), reference_set=reference_set, systems=[system], edits="given",
                       progress=False)
    f = cleme_chunks(prepared, system=system)
    f["sentence"] = f["sentence"].map(dict(enumerate(sentences)))
    f.insert(0, "system", system)
    return f
