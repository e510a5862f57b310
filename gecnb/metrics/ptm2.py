"""PT-M2 and PT-ERRANT (Gong et al. 2022, "Revisiting Grammatical Error Correction Evaluation and Beyond"):
the M2 scorer's and ERRANT's edits, each weighed by how much it alone moves the source towards the
reference under BERTScore, with the rules of the authors' code (pygongnlp/PT-M2, ``metrics.py``,
``m2score/levenshtein.py``, ``m2score/util.py``, ``errant_score.py``), reimplemented:

* **Weights.** Per sentence and annotator, every edit in (system edits) | (the annotator's gold edits)
  weighs ``|F1(X_e, R) - F1(X, R)|``: X the source line, X_e the source tokens with only that edit applied
  (joined by single spaces), R the annotator's reference = the source with all its gold edits applied
  (PT-M2 reads R from reference files and asserts it equals exactly that). A gold edit with several
  alternatives is applied with its first. A system edit equal to a gold edit shares its weight.
* **PT-M2.** The system edits are the M2 scorer's (its lattice and best path for that annotator,
  :mod:`gecnb.metrics.m2scorer`, with the first matrix row of release 3.2, which PT-M2's
  ``m2score/levenshtein.py`` keeps: ``M2Config(code="release-3.2")``), matched with the script's
  ``matchSeq`` (an edit matching two gold edits counts twice). Weighted correct / proposed / gold are sums
  of weights; the annotator maximising the running corpus F (computed from P and R as ``comp_f1``: P = 1
  with nothing proposed, R = 1 with no gold) is kept, ties: larger correct, then smaller
  ``proposed + beta**2 * gold``.
* **PT-ERRANT.** The system edits are ERRANT's ``(start, end, correction)`` of the hypothesis (all its
  annotators' edits, first occurrence kept, ``noop`` and ``UNK`` left out), gold likewise per annotator;
  matched in order with a gold pointer that only moves forward (PT-M2's ``errant_score.matchSeq``),
  then the same weighted choice and totals as PT-M2.
* **Sentence level** (``sentm2`` / ``senterrant``): every sentence scored alone (annotator chosen on its
  own weighted counts), and if all of a sentence's weights for that annotator sum to 0 each weighs
  1 / (number of edits); the score is the mean of the sentences' F.
* **Corpus level**: P, R, F from the chosen annotators' weighted totals (P = 1 with nothing proposed,
  R = 1 with no gold).

Differences from the authors' code, on purpose:

1. BERTScore: PT-M2 uses bert_score with ``rescale_with_baseline=True`` (bert-base-uncased's baseline
   ``b``). Rescaling maps F to (F - b) / (1 - b), so every weight is the unrescaled one times the constant
   1 / (1 - b): it cancels in every ratio (P, R, F, the annotator choice, the zero-sum rule), so gecnb does
   not rescale (no baseline exists for other models, e.g. the offline MiniLM). Numbers equal up to float
   rounding. The model follows gecnb's search order (:mod:`gecnb.metrics.weighting.bertscore`), not a fixed
   bert-base-uncased: the signature says which.
2. Each distinct (candidate, reference) pair is scored once, in batches, across all systems, and cached;
   the authors call bert_score twice per edit and annotator.
3. The authors score one pair per bert_score call, so nothing is padded and a token's best cosine is never
   floored at 0; gecnb's BERTScore floors it (as bert_score's padded batches do, see
   :mod:`gecnb.metrics.weighting.bertscore`). This changes an F1 only for nearly unrelated sentences (none in the
   tested slice).
4. An ERRANT deletion written ``-NONE-`` is a deletion here (PT-ERRANT's ``get_ref`` would insert the
   token "-NONE-"; ERRANT itself writes ``""``).

The registered metrics ``pt-m2`` and ``pt-errant`` (:class:`PtM2Metric`, :class:`PtErrantMetric`, options
:class:`PTConfig`) score a corpus with :func:`ptm2_scores` and :func:`pterrant_scores`.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import partial
from os import PathLike
from typing import Any, Literal

import numpy as np
import pandas as pd

from gecnb.data.checks import MAX_ALIGN_TOKENS
from gecnb.data.corpus import Corpus, ReferenceSet
from gecnb.data.edit import Edit
from gecnb.data.errors import GecInputError
from gecnb.data.signature import Signature, SignaturePairs, format_pairs, signature_pairs
from gecnb.metrics._common import edits_label
from gecnb.metrics.aggregate import Aggregate, ChoiceAggregate, mean_aggregate
from gecnb.metrics.base import Metric, Scored, impl_pairs, register
from gecnb.metrics.m2scorer import (
    GoldEdit,
    M2Config,
    M2GoldSentence,
    _best_edit_seq,
    _fallback_sentence,
    _gold_matches,
    _lattice,
    _Weigher,
    _ws_case_only,
    read_m2_gold,
)
from gecnb.metrics.options import OptionError, check_number
from gecnb.metrics.prf import f_totals_arrays, prf_totals
from gecnb.metrics.weighting.similarity import SimilarityWeigher

Level = Literal["corpus", "sentence"]
PTEdit = tuple  # (start, end, original, correction) for PT-M2, (start, end, correction) for PT-ERRANT


@dataclass(frozen=True)
class PTConfig:
    """PT-M2 / PT-ERRANT's one config: the options of the registered ``pt-m2`` and ``pt-errant`` (``beta``,
    the BERTScore model ``bert_model`` and layer ``bert_layer``) and the settings of :func:`ptm2_scores` /
    :func:`pterrant_scores`: ``level`` (corpus or sentence; the registered metrics take it from the ``level``
    they score at) and ``m2``, the M2 scorer's own settings for PT-M2 (``metadata={"cli": False}``: not
    options of the registered metrics; by default release 3.2's first matrix row, as PT-M2's own copy of the
    scorer)."""

    beta: float = field(default=0.5, metadata={"help": "F_beta (default 0.5)"})
    bert_model: str | None = field(default=None, metadata={"help": "BERT model name or path (default: README order)"})
    bert_layer: int | None = field(default=None, metadata={"help": "the model's layer (default the model's)"})
    level: Level = field(default="corpus", metadata={"cli": False})
    m2: M2Config = field(default_factory=lambda: M2Config(code="release-3.2"), metadata={"cli": False})

    def __post_init__(self) -> None:
        check_number("beta", self.beta, low=0, low_open=True)
        if self.bert_layer is not None and (isinstance(self.bert_layer, bool) or self.bert_layer < 1):
            raise OptionError(f"`bert_layer` must be a positive layer number; got {self.bert_layer!r}")
        if self.level not in ("corpus", "sentence"):
            raise OptionError(f"`level` must be 'corpus' or 'sentence', got {self.level!r}")

    def signature(self, base: str = "M2", model: str | None = None) -> SignaturePairs:
        """The settings' pairs (``base``: M2 or ERRANT; ``model``: the BERTScore model's own signature, which
        the scores' signature names)."""
        pairs: list[tuple[str, object]] = [("impl", f"PT-{base},pygongnlp-PT-M2"), ("impl-level", self.level),
                                           ("beta", f"{self.beta:g}")]
        if base == "M2":  # the M2 scorer's settings that change its edits
            m2 = self.m2
            pairs += [("m2-code", m2.code), ("max_unchanged_words", m2.max_unchanged_words), ("case", m2.case_label)]
        pairs.append(("bertscore", "unrescaled"))
        if model is not None:
            pairs.append(("model", model))
        return signature_pairs(*pairs)

    def model_and_layer(self, model: str | None, layer: int | None) -> tuple[str | None, int | None]:
        """The BERTScore model and layer: the config's, or the functions' ``model=`` / ``layer=`` (an error
        when both name different ones)."""
        for name, given, own in (("model", model, self.bert_model), ("layer", layer, self.bert_layer)):
            if given is not None and own is not None and given != own:
                raise OptionError(f"`{name}=` {given!r} and the config's `bert_{name}` {own!r} disagree: give one")
        return (model if model is not None else self.bert_model), (layer if layer is not None else self.bert_layer)


def apply_edits(source: str, edits: Sequence[tuple[int, int, str]]) -> str:
    """The source tokens with (start, end, correction) edits applied in (start, end) order, joined by
    single spaces: PT-M2's ``get_ref`` (each edit's offsets shifted by what the earlier edits added)."""
    toks = source.split()
    shift = 0
    for s, e, c in sorted(edits, key=lambda x: (x[0], x[1])):
        rep = c.split()
        toks = toks[: s + shift] + rep + toks[e + shift :]
        shift += len(rep) - (e - s)
    return " ".join(toks)


@dataclass
class _Cand:
    """One (sentence, annotator) option: the edits, which of them are correct, the gold, and the texts
    whose F1 the weights need."""

    annotator: int
    system: list[PTEdit]
    correct: list[PTEdit]
    gold: list[PTEdit]
    reference: str
    texts: dict[PTEdit, str]  # edit -> X_e


def _pairs_of(source: str, cands: Sequence[_Cand]) -> list[tuple[str, str]]:
    out = []
    for c in cands:
        out.append((source, c.reference))
        out.extend((x, c.reference) for x in c.texts.values())
    return out


# --------------------------------------------------------------------------------------------- PT-M2
def _m2_cands(hyp: str, gs: M2GoldSentence, cfg: M2Config) -> list[_Cand]:
    src_t = gs.source.split()
    lat = _lattice(src_t, hyp.split(), cfg)
    weigher = None if lat.too_big else _Weigher(lat)
    out = []
    for ann, gold in gs.annotators:
        seq = _best_edit_seq(lat, weigher.weights(gold)) if weigher is not None else _fallback_sentence(
            lat, gold, cfg.max_unchanged_words)
        if cfg.ignore_whitespace_casing:
            seq = [e for e in seq if not _ws_case_only(e)]
        correct = _match_list(seq, gold)
        g4 = [(g.start, g.end, g.original, g.corrections[0]) for g in gold]
        reference = apply_edits(gs.source, [(s, e, c) for s, e, _o, c in g4])
        texts = {e: apply_edits(gs.source, [(e[0], e[1], e[3])]) for e in dict.fromkeys([*seq, *g4])}
        out.append(_Cand(ann, list(seq), correct, g4, reference, texts))
    return out


def _match_list(seq: Sequence[tuple[int, int, str, str]], gold: Sequence[GoldEdit]) -> list[PTEdit]:
    """The script's ``matchSeq`` returning the matched system edits (with repeats)."""
    m = []
    last = 0
    for e in reversed(seq):
        for gi in range(last, len(gold)):
            if _gold_matches(e, gold[gi]):
                m.append(e)
                last = gi + 1
    return m


# ----------------------------------------------------------------------------------------- PT-ERRANT
def _errant_keys(edits: Sequence[Edit]) -> list[tuple[int, int, str]]:
    out: dict[tuple[int, int, str], None] = {}
    for e in edits:
        if e.type in ("noop", "NA", "UNK") or e.o_start < 0:
            continue
        cor = "" if e.c_str == "-NONE-" else e.c_str
        out[(e.o_start, e.o_end, cor)] = None
    return list(out)


def _errant_cands(source: str, hyp: Sequence[Sequence[Edit]], refs: Sequence[Sequence[Edit]]) -> list[_Cand]:
    seq = list(dict.fromkeys(k for ann in hyp for k in _errant_keys(ann)))
    out = []
    for ann, ref in enumerate(refs or [()]):
        gold = _errant_keys(ref)
        correct = []
        last = 0
        for e in seq:
            for gi in range(last, len(gold)):
                g = gold[gi]
                if e[0] == g[0] and e[1] == g[1] and e[2] == g[2]:
                    correct.append(e)
                    last = gi + 1
        reference = apply_edits(source, gold)
        texts = {e: apply_edits(source, [e]) for e in dict.fromkeys([*seq, *gold])}
        out.append(_Cand(ann, seq, correct, gold, reference, texts))
    return out


# ------------------------------------------------------------------------------------------ scoring

def _cand_sums(source: str, c: _Cand, f1: Mapping[tuple[str, str], float], sentence_level: bool
               ) -> tuple[float, float, float]:
    """One candidate's weighted correct, proposed and gold edits."""
    anchor = f1[(source, c.reference)]
    w = {k: abs(f1[(x, c.reference)] - anchor) for k, x in c.texts.items()}
    if sentence_level and w and sum(w.values()) == 0:
        w = {k: 1 / len(w) for k in w}
    return sum(w[e] for e in c.correct), sum(w[e] for e in c.system), sum(w[g] for g in c.gold)


def _select(source: str, cands: Sequence[_Cand], f1: Mapping[tuple[str, str], float], beta: float,
            base: tuple[float, float, float], sentence_level: bool) -> tuple[_Cand, float, float, float]:
    sq = beta * beta
    f_max = -math.inf
    max_c = -math.inf
    min_e = min_g = math.inf
    best: tuple[_Cand, float, float, float] | None = None
    for c in cands:
        wc, we, wg = _cand_sums(source, c, f1, sentence_level)
        lc, le, lg = base[0] + wc, base[1] + we, base[2] + wg
        f = prf_totals(lc, le, lg, beta=beta)[2]
        if f_max < f or (f_max == f and max_c < lc) or (f_max == f and max_c == lc and min_e + sq * min_g > le + sq * lg):
            f_max, max_c, min_e, min_g = f, lc, le, lg
            best = (c, wc, we, wg)
    assert best is not None
    return best


def _score(systems: Mapping[str, list[list[_Cand]]], sources: Sequence[str], cfg: PTConfig,
           weigher: SimilarityWeigher, base_name: str, candidates: bool = False
           ) -> tuple[pd.DataFrame, pd.DataFrame, pd.DataFrame | None]:
    pairs = list(dict.fromkeys(p for sents in systems.values() for src, cs in zip(sources, sents, strict=True)
                               for p in _pairs_of(src, cs)))
    vals = weigher.f1(pairs)
    f1 = dict(zip(pairs, vals, strict=True))
    sent_level = cfg.level == "sentence"
    sig = format_pairs(cfg.signature(base_name, model=weigher.bert_model.signature()))
    corpus_rows = []
    sent_rows = []
    cand_rows: list[dict[str, object]] = []
    for name, sents in systems.items():
        tot = [0.0, 0.0, 0.0]
        fs = []
        for i, (src, cands) in enumerate(zip(sources, sents, strict=True)):
            if candidates:
                for k, cand in enumerate(cands):
                    wc_, we_, wg_ = _cand_sums(src, cand, f1, False)
                    cand_rows.append({"system": name, "sentence": i, "ref": k, "annotator": cand.annotator,
                                      "tp": wc_, "proposed": we_, "gold": wg_})
            base = (0.0, 0.0, 0.0) if sent_level else (tot[0], tot[1], tot[2])
            c, wc, we, wg = _select(src, cands, f1, cfg.beta, base, sent_level)
            tot[0] += wc
            tot[1] += we
            tot[2] += wg
            p, r, f = prf_totals(wc, we, wg, beta=cfg.beta)
            fs.append(f)
            sent_rows.append({"system": name, "sentence": i, "annotator": c.annotator, "tp": wc,
                              "proposed": we, "gold": wg, "n_tp": len(c.correct), "n_proposed": len(c.system),
                              "n_gold": len(c.gold), "p": p, "r": r, "f": f})
        if sent_level:
            score = sum(fs) / len(fs) if fs else 0.0
            p = r = float("nan")
        else:
            p, r, score = prf_totals(tot[0], tot[1], tot[2], beta=cfg.beta)
        corpus_rows.append({"system": name, "metric": f"pt-{base_name.lower()}", "level": cfg.level, "tp": tot[0],
                            "proposed": tot[1], "gold": tot[2], "p": p, "r": r, "f": score, "signature": sig})
    cand_df = pd.DataFrame(cand_rows, columns=["system", "sentence", "ref", "annotator", "tp", "proposed", "gold"])
    return pd.DataFrame(corpus_rows), pd.DataFrame(sent_rows), cand_df if candidates else None


def _kind_of(candidates: bool, sentences: bool, out: tuple[pd.DataFrame, pd.DataFrame, pd.DataFrame | None]) -> Any:
    corpus, sents, cands = out
    if candidates:
        return corpus, sents, cands
    return (corpus, sents) if sentences else corpus


def resample_corpus_f(arrays: dict[str, np.ndarray], valid: np.ndarray, idx: np.ndarray, beta: float) -> np.ndarray:
    """Corpus-level PT-M2 / PT-ERRANT F of every resampled corpus, the annotator choice re-run on each.

    ``arrays``: the weighted ``tp, proposed, gold`` of every (sentence, annotator) candidate of S systems,
    (S, sentences, candidates) arrays (``valid`` marks real candidates); ``idx``: (n, length) sentence
    indices, one resampled corpus per row. The choice is :func:`_select`'s (the running corpus F; ties:
    larger correct, then smaller ``proposed + beta**2 * gold``, then the first annotator) with its
    floating-point operations, so the identity resample gives the metric's own F. Vectorised over systems
    and samples: one step per position. Returns (S, n) F scores."""
    from gecnb.metrics.aggregate import running_choice

    sq = beta * beta

    def keys(run: list[np.ndarray], _cand: list[np.ndarray]) -> list[np.ndarray]:
        lc, le, lg = run
        return [f_totals_arrays(lc, le, lg, beta=beta), lc, -(le + sq * lg)]

    (t_c, t_e, t_g), _ = running_choice([arrays[k] for k in ("tp", "proposed", "gold")], valid, idx, keys)
    return f_totals_arrays(t_c, t_e, t_g, beta=beta)


def _weigher(weigher: SimilarityWeigher | None, model: str | None, layer: int | None, device: str = "auto"
             ) -> SimilarityWeigher:
    if weigher is not None:
        if model is not None or layer is not None or device != "auto":
            raise ValueError("pass either weigher= or model= / layer= / device=, not both")
        return weigher
    return SimilarityWeigher(model=model, layer=layer, device=device)


def ptm2_scores(
    *,
    systems: Mapping[str, Sequence[str]],
    gold: Sequence[M2GoldSentence] | str | PathLike[str],
    config: PTConfig | None = None,
    model: str | None = None,
    layer: int | None = None,
    weigher: SimilarityWeigher | None = None,
    sentences: bool = False,
    candidates: bool = False,
    device: str = "auto",
) -> Any:
    """PT-M2 of several systems (name -> hypothesis lines) against an M2 gold file: one row per system
    (``system, metric, level, tp, proposed, gold`` as weighted sums, ``p, r, f``, ``signature``; at
    sentence level ``f`` is the mean sentence F and ``p, r`` are NaN). ``sentences=True`` also returns the
    per-sentence table. ``candidates=True`` returns (corpus, sentences, candidates): one row per system,
    sentence and annotator (``system, sentence, ref`` (position), ``annotator``, weighted ``tp, proposed,
    gold`` under the corpus-level weights), what the corpus-level choice chooses from
    (:func:`resample_corpus_f` re-runs it). Every BERTScore pair of every system is scored in one batch.
    ``device``: where BERTScore embeds (``"auto"``: a CUDA GPU when torch sees one; see
    :class:`~gecnb.metrics.weighting.similarity.SimilarityWeigher`)."""
    cfg = config or PTConfig()
    gold_list = read_m2_gold(gold) if isinstance(gold, (str, PathLike)) else list(gold)
    cands: dict[str, list[list[_Cand]]] = {}
    for name, hyps in systems.items():
        if len(hyps) != len(gold_list):
            raise GecInputError(f"system {name} has {len(hyps)} sentences but the gold has {len(gold_list)}")
        cands[name] = [_m2_cands(" ".join(h.split()), gs, cfg.m2) for h, gs in zip(hyps, gold_list, strict=True)]
    weigh = _weigher(weigher, *cfg.model_and_layer(model, layer), device)
    return _kind_of(candidates, sentences, _score(cands, [gs.source for gs in gold_list], cfg, weigh, "M2", candidates))


def pterrant_scores(
    *,
    sources: Sequence[str],
    systems: Mapping[str, Sequence[Sequence[Edit] | Sequence[Sequence[Edit]]]],
    references: Sequence[Sequence[Sequence[Edit]]],
    config: PTConfig | None = None,
    model: str | None = None,
    layer: int | None = None,
    weigher: SimilarityWeigher | None = None,
    sentences: bool = False,
    candidates: bool = False,
    device: str = "auto",
) -> Any:
    """PT-ERRANT of several systems: ``systems[name][i]`` the ERRANT edits of sentence ``i`` (or one list
    per hypothesis annotator), ``references[i]`` one edit list per reference annotator, ``sources[i]`` the
    tokenised source line. Columns as :func:`ptm2_scores`."""
    cfg = config or PTConfig()
    cands: dict[str, list[list[_Cand]]] = {}
    for name, hyps in systems.items():
        if not (len(hyps) == len(references) == len(sources)):
            raise GecInputError(f"system {name} has {len(hyps)} sentences, the references {len(references)}, "
                                f"the sources {len(sources)}: counts must match")
        rows = []
        for src, h, refs in zip(sources, hyps, references, strict=True):
            h_l = [h] if (not h or isinstance(h[0], Edit)) else h
            rows.append(_errant_cands(src, h_l, refs))  # type: ignore[arg-type]
        cands[name] = rows
    weigh = _weigher(weigher, *cfg.model_and_layer(model, layer), device)
    return _kind_of(candidates, sentences, _score(cands, list(sources), cfg, weigh, "ERRANT", candidates))


# ------------------------------------------------------------------------------ the registered metric

VALUES = ("tp", "proposed", "gold", "p", "r", "f")


class _PtMetric(Metric):
    max_tokens = MAX_ALIGN_TOKENS  # an alignment/lattice per sentence: see Metric.max_tokens
    Config = PTConfig
    base = ""  # M2 or ERRANT

    def _impl(self, level: str) -> str:
        """The implementation's signature (settings and BERTScore model), as ptm2_scores writes it."""
        from gecnb.metrics.weighting.bertscore import resolve_device, resolve_model

        c = self.config
        bm = resolve_model(model=c.bert_model, layer=c.bert_layer, device=resolve_device("auto"))
        return format_pairs(dataclasses.replace(c, level=level).signature(self.base, model=bm.signature()))

    def _signature(self, corpus: Corpus | None, rs: ReferenceSet | None, system: str | None, level: str,
                   edits: str = "none") -> Signature:
        return self._sig(rs, self._impl(level), edits)

    def _tables(self, corpus: Corpus, rs: ReferenceSet, names: list[str], level: str,
                *, candidates: bool = False) -> tuple[pd.DataFrame, pd.DataFrame, str]:
        raise NotImplementedError

    def _sig(self, rs: ReferenceSet | None, impl: str, how: str) -> Signature:
        return Signature.of(("metric", self.name), *impl_pairs(Signature.split(impl)), nrefs="?" if rs is None else rs.counts,
                            edits=edits_label(how))

    def _aggregate(self, level: str) -> Aggregate | None:
        if level == "sentence":
            return mean_aggregate("f")
        return ChoiceAggregate(columns=("tp", "proposed", "gold"),
                               resample=partial(resample_corpus_f, beta=float(self.config.beta)), name="f")

    def _statistics(self, corpus: Corpus, rs: ReferenceSet | None, names: list[str], level: str) -> list[pd.DataFrame]:
        if level == "sentence":
            return super()._statistics(corpus, rs, names, level)
        assert rs is not None
        _table, cands, _how = self._tables(corpus, rs, names, level, candidates=True)
        return [cands[cands["system"] == n].drop(columns=["system"]).reset_index(drop=True) for n in names]

    def _score(self, corpus: Corpus, rs: ReferenceSet | None, names: list[str], level: str) -> list[Scored]:
        assert rs is not None
        table, _sents, how = self._tables(corpus, rs, names, level)
        rows = table.set_index("system")
        return [Scored({c: rows.loc[n, c] for c in VALUES}, self._sig(rs, str(rows.loc[n, "signature"]), how))
                for n in names]

    def _sentences(self, corpus: Corpus, rs: ReferenceSet | None, names: list[str]) -> list[tuple[pd.DataFrame, Signature]]:
        assert rs is not None
        table, sents, how = self._tables(corpus, rs, names, "sentence")
        sig = self._sig(rs, str(table["signature"].iloc[0]), how) if len(table) else Signature.of(("metric", self.name))
        return [(sents[sents["system"] == n].drop(columns=["system"]), sig) for n in names]


@register
class PtM2Metric(_PtMetric):
    name = "pt-m2"
    description = "PT-M2 (Gong et al. 2022): the M2 scorer's edits weighted by BERTScore similarity; P, R, F_beta"
    inputs = "hypotheses (text or M2), references (M2, or text: gold edits extracted)"
    languages = ("en",)
    needs_source = False
    rank = 32
    base = "M2"
    gold_from = "m2"

    def _edit_source(self, corpus: Corpus, rs: ReferenceSet | None) -> str:
        from gecnb.metrics._common import edit_source

        if rs is not None and rs.m2_blocks is not None:  # the gold is the raw M2 (as m2_gold reads it)
            from gecnb.metrics.m2scorer import m2_gold_edits_label

            return m2_gold_edits_label(rs)
        return edit_source(corpus, rs, system_edits=False)

    def _tables(self, corpus: Corpus, rs: ReferenceSet, names: list[str], level: str,
                *, candidates: bool = False) -> tuple[pd.DataFrame, pd.DataFrame, str]:
        from gecnb.metrics.m2scorer import m2_gold
        gold, how = m2_gold(corpus, rs)
        c = self.config
        out = ptm2_scores(systems={n: list(corpus.systems[n].hypotheses) for n in names}, gold=gold,
                          config=dataclasses.replace(c, level=level), sentences=True,
                          candidates=candidates)
        return out[0], out[-1], how


@register
class PtErrantMetric(_PtMetric):
    name = "pt-errant"
    description = "PT-ERRANT (Gong et al. 2022): ERRANT's edits weighted by BERTScore similarity; P, R, F_beta"
    inputs = "source (or M2), hypotheses (text or M2), references (text or M2)"
    languages = ("en",)
    rank = 33
    base = "ERRANT"
    gold_from = "edits"

    def _edit_source(self, corpus: Corpus, rs: ReferenceSet | None) -> str:
        from gecnb.metrics._common import edit_source

        return edit_source(corpus, rs)

    def _tables(self, corpus: Corpus, rs: ReferenceSet, names: list[str], level: str,
                *, candidates: bool = False) -> tuple[pd.DataFrame, pd.DataFrame, str]:
        from gecnb.metrics.errant_compare import metric_edits
        sys_e, ref_e, labels = metric_edits(self, corpus, rs, names, spacy_model=None, cache=True)
        c = self.config
        out = pterrant_scores(sources=list(corpus.sources), systems={n: sys_e[n] for n in names},
                              references=ref_e, config=dataclasses.replace(c, level=level), sentences=True,
                              candidates=candidates)
        return out[0], out[-1], labels[names[0]] if names else "given"
