"""Where a system wins and loses: the analyses of :func:`gecnb.evaluate`, as public functions a user can call on
their own corpus (compare-mt's analyses, for GEC).

Each takes a :class:`~gecnb.data.corpus.Corpus` whose reference set and systems carry edits (a bundled
``*-errant`` dataset, or a corpus after :func:`gecnb.edits.extract.corpus_edits`) and returns a DataFrame:

* :func:`error_types`: ERRANT's P / R / F per error type at its three levels (``errant_compare -cat 1/2/3``);
* :func:`cleme_types`: CLEME2.0's chunk categories (TP, FP_ne, FP_un, FN) per ERRANT main type;
* :func:`sentence_buckets`: ERRANT counts and F0.5 per bucket of source length, gold edits and system edits;
* :func:`differing_sentences`: the sentences where a system gains most on a baseline and where it loses most,
  with both systems' CLEME chunk frames (for the chunk tables);
* :func:`type_significance`: per ERRANT error type and per CLEME2.0 indicator, a system against a baseline with
  the paired bootstrap (where it wins, with p-values).

``sentence`` columns are 0-based positions in the corpus (as everywhere in gecnb); ``line`` is the 1-based line
of the input files.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from concurrent.futures import Executor
from typing import Any

import numpy as np
import pandas as pd

from gecnb.data.corpus import Corpus
from gecnb.data.errors import GecInputError

__all__ = ["BUCKETS", "CLEME_CATEGORIES", "CLEME_INDICATORS", "TYPE_TEST_COLUMNS", "cleme_types",
           "differing_sentences", "errant_sentence_counts", "error_types", "sentence_buckets", "type_significance"]

CLEME_CATEGORIES = ("TP", "FP_ne", "FP_un", "FN")
BUCKET_COLUMNS = ["system", "bucket", "range", "sentences", "tp", "fp", "fn", "p", "r", "f"]
TYPE_TEST_COLUMNS = ["system", "other", "metric", "level", "type", "value", "other_value", "delta", "delta_low",
                     "delta_high", "p_value", "wins"]
#: CLEME2.0's disentangled indicators tested by :func:`type_significance`, as its paper names them
CLEME_INDICATORS = ("Hit", "Wrong", "Under", "Over")
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


def errant_type_counts(corpus: Corpus, *, reference_set: str, systems: Sequence[str]) -> dict[str, pd.DataFrame]:
    """Per system, ERRANT's per-sentence ``tp, fp, fn`` of each full error type (``sentence, type, tp, fp, fn``:
    :func:`~gecnb.metrics.errant_compare.errant_sentence_categories` at level 3, the annotator pair
    ``errant_compare`` chooses): what :func:`error_types` sums and :func:`type_significance` resamples, computed
    once for both."""
    from gecnb.metrics.errant_compare import errant_sentence_categories

    _with_edits(corpus, reference_set, systems)
    refs = [list(e) for e in corpus.reference_sets[reference_set].edits or ()]
    return {s: errant_sentence_categories(hypotheses=list(corpus.systems[s].edits or ()), references=refs, level=3)
            for s in dict.fromkeys(systems)}


def error_types(corpus: Corpus, *, reference_set: str, systems: Sequence[str],
                type_counts: Mapping[str, pd.DataFrame] | None = None) -> pd.DataFrame:
    """ERRANT per error type: one row per system, ``level`` (1 the operation M / R / U, 2 the main type, 3 the
    full type) and ``type``, with ``tp, fp, fn, p, r, f`` (``errant_compare -cat 1/2/3``). ``type_counts``: the
    systems' :func:`errant_type_counts`, where already computed."""
    from gecnb.metrics.errant_compare import categories_at_level, category_table

    _with_edits(corpus, reference_set, systems)
    if type_counts is None or any(s not in type_counts for s in systems):
        type_counts = errant_type_counts(corpus, reference_set=reference_set, systems=systems)
    frames = []
    for s in systems:
        for level in (1, 2, 3):
            t = category_table(categories_at_level(type_counts[s], level=level))  # type: ignore[arg-type]
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
    from gecnb.chunks.prepared import prepare
    from gecnb.metrics.cleme import cleme_chunks

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
    from gecnb.chunks.prepared import prepare
    from gecnb.metrics.cleme import cleme_chunks

    prepared = prepare(corpus.subset(sentences), reference_set=reference_set, systems=[system], edits="given",
                       progress=False)
    f = cleme_chunks(prepared, system=system)
    f["sentence"] = f["sentence"].map(dict(enumerate(sentences)))
    f.insert(0, "system", system)
    return f


def type_significance(corpus: Corpus, *, reference_set: str, system: str, baseline: str, n: int = 1000,
                      seed: int = 12345, confidence: float = 0.95, levels: Sequence[int] = (1, 2, 3),
                      cleme2: Sequence[str] = ("dependent",), executor: Executor | None = None,
                      type_counts: Mapping[str, pd.DataFrame] | None = None) -> pd.DataFrame:
    """Where ``system`` wins and loses against ``baseline``, with p-values: the paired bootstrap per ERRANT error
    type and per CLEME2.0 indicator.

    * ERRANT (``metric`` ``"ERRANT"``): for each error type at each of ``levels`` (1 the operation, 2 the main
      type, 3 the full type; the types either system has a count of), the type's F0.5 from the per-sentence
      TP / FP / FN of that type (:func:`~gecnb.metrics.errant_compare.errant_sentence_categories`: the annotator
      pair ``errant_compare`` chooses, held fixed as the ``errant`` metric's own bootstrap holds it). The
      observed values are :func:`error_types`' ``f``. A type with nothing to count in a resample scores
      errant_compare's F of no edits (P = R = 1). ``type_counts``: the two systems' :func:`errant_type_counts`,
      where already computed.
    * CLEME2.0 (``metric`` ``"CLEME2.0-dep"`` / ``"CLEME2.0-ind"``, one per assumption in ``cleme2``, unweighted,
      corpus level): Hit, Wrong, Under and Over (:data:`CLEME_INDICATORS`; ``level`` is missing) from the
      per-sentence chunk counts of the reference the corpus-level choice takes on the whole corpus
      (:func:`~gecnb.metrics.cleme2.cleme2_sentences`), held fixed on every resample (the Score's own test in
      :func:`gecnb.evaluate` re-runs the choice). The observed values are the report's ``disentangled``. For
      Hit, higher is better; for Wrong, Under and Over, lower is.

    The sentences are resampled with ONE index matrix (:func:`~gecnb.meta.significance.bootstrap_indices`,
    ``numpy.random.default_rng(seed)``, ``n`` samples: the matrix of the report's other tests), the same for
    every type and both systems, so each row is :func:`~gecnb.meta.significance.paired_bootstrap` of that
    type's per-sentence statistics. Columns (:data:`TYPE_TEST_COLUMNS`, as ``report.comparisons``): ``system,
    other`` (the baseline), ``metric, level, type, value, other_value, delta`` (value - other_value),
    ``delta_low, delta_high`` (the percentile interval of the difference at ``confidence``), ``p_value``
    (sacrebleu's paired-bs p-value, two-sided; 1 where the observed values are equal) and ``wins`` (the share of
    resamples in which ``system`` scores higher). No correction for multiple comparisons is applied: with
    some 25 main types, about one in 20 differences that do not exist reaches p < 0.05.
    """
    from gecnb.meta.significance import (
        MAX_SAMPLES,
        bootstrap_indices,
        paired_p_value,
        percentile_interval,
        resample_scores,
    )
    from gecnb.metrics.options import check_number

    check_number("n", n, low=1, high=MAX_SAMPLES, integer=True)
    if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
        raise ValueError(f"seed must be a non-negative int, not {seed!r}")
    check_number("confidence", confidence, low=0, high=1, low_open=True, high_open=True)
    bad = [lv for lv in levels if lv not in (1, 2, 3)]
    if bad:
        raise ValueError(f"levels must be among 1, 2 and 3, not {bad}")
    bad_a = [a for a in cleme2 if a not in ("dependent", "independent")]
    if bad_a:
        raise ValueError(f"cleme2 takes the assumptions 'dependent' and 'independent', not {bad_a}")
    if system == baseline:
        raise ValueError(f"system and baseline are both {system!r}: compare two systems")
    _with_edits(corpus, reference_set, [system, baseline])
    tables: list[tuple[str, int | None, str, Any, pd.DataFrame, pd.DataFrame]] = []
    if levels:
        tables += _errant_type_tables(corpus, reference_set, system, baseline, list(dict.fromkeys(levels)),
                                      type_counts)
    for assumption in dict.fromkeys(cleme2):
        tables += _cleme2_indicator_tables(corpus, reference_set, system, baseline, assumption)
    rows: list[dict[str, Any]] = []
    if tables:
        size = len(tables[0][4])
        idx = bootstrap_indices(tables[0][4], aggregate=tables[0][3], n=n, seed=seed)
        by_aggregate: dict[int, list[int]] = {}
        for k, t in enumerate(tables):
            by_aggregate.setdefault(id(t[3]), []).append(k)
        samples: dict[int, tuple[np.ndarray, np.ndarray]] = {}
        for ks in by_aggregate.values():  # one pass per aggregate: both systems, every type, the same matrix
            frames = [f for k in ks for f in (tables[k][4], tables[k][5])]
            if {len(f) for f in frames} != {size}:
                raise ValueError("the per-sentence statistics cover different numbers of sentences")
            got = resample_scores(frames, aggregate=tables[ks[0]][3], idx=idx, executor=executor)
            for j, k in enumerate(ks):
                samples[k] = (got[2 * j], got[2 * j + 1])
        for k, (metric, level, label, aggregate, a, b) in enumerate(tables):
            sa, sb = samples[k]
            va, vb = float(aggregate(a)), float(aggregate(b))
            low, high = percentile_interval(sa - sb, confidence)
            rows.append({"system": system, "other": baseline, "metric": metric, "level": level, "type": label,
                         "value": va, "other_value": vb, "delta": va - vb, "delta_low": low, "delta_high": high,
                         "p_value": paired_p_value(sa, sb, va, vb), "wins": float((sa > sb).mean())})
    out = pd.DataFrame(rows, columns=TYPE_TEST_COLUMNS)
    out["level"] = out["level"].astype("Int64")
    return out


def _errant_type_tables(corpus: Corpus, reference_set: str, system: str, baseline: str, levels: list[int],
                        type_counts: Mapping[str, pd.DataFrame] | None = None
                        ) -> list[tuple[str, int, str, Any, pd.DataFrame, pd.DataFrame]]:
    """Per level and type: ERRANT's F0.5 aggregate and the two systems' per-sentence ``tp, fp, fn`` of that
    type (0 where a sentence has none), every sentence a row."""
    from gecnb.metrics.aggregate import f_score_aggregate
    from gecnb.metrics.errant_compare import ErrantConfig, categories_at_level

    aggregate = f_score_aggregate(ErrantConfig().beta)
    size = len(corpus.sources)
    if type_counts is None or system not in type_counts or baseline not in type_counts:
        type_counts = errant_type_counts(corpus, reference_set=reference_set, systems=[system, baseline])
    full = {s: type_counts[s] for s in (system, baseline)}
    out = []
    for level in levels:
        per = {s: categories_at_level(full[s], level=level) for s in (system, baseline)}  # type: ignore[arg-type]
        types = sorted(set(per[system]["type"]) | set(per[baseline]["type"]))
        col = {t: j for j, t in enumerate(types)}
        dense: dict[str, np.ndarray] = {}
        for s, cats in per.items():
            counts = np.zeros((3, size, len(types)), dtype=np.int64)  # tp, fp, fn x sentence x type
            rows, cols = cats["sentence"].to_numpy(dtype=np.int64), cats["type"].map(col).to_numpy(dtype=np.int64)
            for i, c in enumerate(("tp", "fp", "fn")):
                np.add.at(counts[i], (rows, cols), cats[c].to_numpy(dtype=np.int64))
            dense[s] = counts
        for t, j in col.items():
            a, b = (pd.DataFrame({c: dense[s][i, :, j] for i, c in enumerate(("tp", "fp", "fn"))})
                    for s in (system, baseline))
            out.append(("ERRANT", level, t, aggregate, a, b))
    return out


def _cleme2_indicator_tables(corpus: Corpus, reference_set: str, system: str, baseline: str, assumption: str
                             ) -> list[tuple[str, None, str, Any, pd.DataFrame, pd.DataFrame]]:
    """Per CLEME2.0 indicator: its aggregate (of the chunk counts' sums) and the two systems' per-sentence counts
    of the reference the corpus-level choice takes."""
    from gecnb.metrics.aggregate import SumAggregate
    from gecnb.metrics.cleme2 import Cleme2Config, cleme2_sentences, indicators

    cols = ("w_tp", "w_fp_ne", "w_fp_un", "w_fn")
    sent = cleme2_sentences(corpus, reference_set=reference_set, systems=[system, baseline],
                            variants=Cleme2Config(assumption=assumption, edits="given"))  # type: ignore[arg-type]
    frames = {s: sent[sent["system"] == s].sort_values("sentence", kind="stable")[list(cols)].reset_index(drop=True)
              for s in (system, baseline)}
    metric = f"CLEME2.0-{assumption[:3]}"
    out = []
    for k, name in enumerate(CLEME_INDICATORS):
        def score(sums: dict[str, np.ndarray], k: int = k) -> np.ndarray:
            return indicators(*(sums[c] for c in cols))[k]

        out.append((metric, None, name, SumAggregate(columns=cols, score=score, name=name.lower()),
                    frames[system], frames[baseline]))
    return out
