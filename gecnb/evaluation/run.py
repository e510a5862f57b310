"""``gecnb.evaluate``: the evaluation a paper reports about a new system, in one call.

>>> report = gecnb.evaluate("conll14", hypotheses={"MINE": "mine.txt"}, baseline="AMU")   # doctest: +SKIP
>>> report.scores          # system, metric, value, rank, ci_low, ci_high, user, signature
>>> report.comparisons     # system, other, metric, delta, delta_low, delta_high, p_value, testable, note
>>> report.to_html("report.html"); report.to_markdown(); report.to_json()

The steps, one module each: the inputs are read and checked (:mod:`~gecnb.evaluation.inputs`); every metric
of the suite is scored for every system, through the result cache (:mod:`~gecnb.evaluation.suite`,
:mod:`~gecnb.evaluation.cache`); intervals and paired tests come from the per-sentence statistics
(:mod:`~gecnb.evaluation.significance`); the analyses say where a system wins and loses
(:mod:`~gecnb.evaluation.analyses`); the report holds it all and renders it
(:mod:`~gecnb.evaluation.report`, :mod:`gecnb.display.report`). ``docs/evaluate.md`` says what each number is.
"""

from __future__ import annotations

import contextlib
import math
import os
import warnings
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import Executor
from typing import TYPE_CHECKING, Any, Literal

import pandas as pd

from gecnb.data.corpus import Corpus
from gecnb.data.signature import Signature
from gecnb.evaluation.inputs import EvaluationInputs
from gecnb.evaluation.report import EvaluationReport
from gecnb.evaluation.significance import BOOTSTRAP_SEED
from gecnb.evaluation.suite import DISENTANGLED, OPTIONAL, PT_SUITE, SuiteMetric

if TYPE_CHECKING:
    from gecnb.evaluation.cache import ResultCache

__all__ = ["evaluate", "evaluate_files"]

PathLike = str | os.PathLike[str]
COMPARISON_COLUMNS = ["system", "other", "metric", "value", "other_value", "delta", "delta_low", "delta_high",
                      "p_value", "wins", "baseline", "testable", "note"]


def evaluate(
    dataset_or_corpus: str | Corpus,
    *,
    hypotheses: Mapping[str, PathLike | Sequence[str]] | None = None,
    reference_set: str | None = None,
    baseline: str | None = None,
    systems: Sequence[str] | None = None,
    metrics: Sequence[str] | None = None,
    similarity: bool = False,
    pt: bool = False,
    n: int = 1000,
    seed: int = BOOTSTRAP_SEED,
    confidence: float = 0.95,
    examples: int = 6,
    cache: bool = True,
    progress: bool = True,
    m2_hypotheses: Mapping[str, PathLike] | None = None,
    executor: Executor | None = None,
    gold_edits: Literal["m2", "texts"] | None = None,
) -> EvaluationReport:
    """Evaluate system outputs the way a paper reports them (see ``docs/evaluate.md``).

    Chinese: ``"mucgec-dev"`` (a system of the official dev file's 1,137 lines or of the 1,134 scored),
    ``"nlpcc18"`` or a Corpus of language ``zh``: the Chinese suite (:data:`~gecnb.evaluation.CHINESE_SUITE`:
    ChERRANT, Acc_sen, BLEU_c, MP, MP', GLEU, CLEME, CLEME2.0, all on characters), the system ``SOURCE`` (the
    source unchanged) added as the default baseline, ChERRANT's error types (docs/evaluate.md, "Chinese"). A
    Corpus of language ``en`` whose sources are Chinese is an error naming ``language='zh'``.

    ``dataset_or_corpus``: a bundled benchmark (``"conll14"``: the 13 CoNLL-2014 outputs are the published
    systems, M2 on the official gold, ERRANT on it by ERRANT's own protocol, the other metrics on the shipped
    fresh ERRANT edits of its reference texts; ``"seeda"``:
    SEEDA's 15 outputs on the same sentences, the same gold and pipeline, NUCLE only) or your own
    :class:`~gecnb.data.corpus.Corpus` (``gecnb.corpus_from_files``; its systems are the "others"; edits of
    references and systems are extracted with ERRANT, the M2 scorer reads an M2 reference file's own gold).
    ``hypotheses``: ``{name: path or list of lines}``, one hypothesis per source sentence; their edits are
    extracted with ERRANT (the pipeline of the published systems' edits). ``m2_hypotheses``: ``{name: path}``
    of systems given as M2 (one annotator: the system's edits; the sources must be the dataset's): the
    corrected sentences are the hypotheses and the edit-based metrics take the file's edits, as the report's
    ``edits`` setting and signature say. ``reference_set``: default NUCLE (bundled) or the corpus's first.
    ``baseline``: the system the examples and the significance table compare with: a published system, one of
    your own (e.g. the source given as a system), or none (default AMU on CoNLL-2014, T5 on SEEDA; none for your
    own corpus: then the report has no examples and its notes say so). ``systems``: the published systems to
    rank among (default all). ``metrics``: the labels to compute (default all of :data:`SUITE`; those of
    :data:`SIMILARITY_SUITE` and :data:`PT_SUITE` may be named too). ``similarity``: add CLEME2.0-sim
    (BERTScore similarity weighting; needs a model). ``pt``: add PT-M2 (on the M2 gold) and PT-ERRANT (on
    the one-extractor edits) with intervals and p-values; they need a BERTScore model: without one the report
    leaves them out and its notes say what to install. ``n``, ``seed``, ``confidence``: the bootstrap (default
    1,000 samples, sacrebleu's seed 12345, 95%). ``examples``: sentences per user system in the examples (half
    gains, half losses). ``cache``: reuse per-system results and extracted edits on disk (``False``: no cache
    at all, read or written). ``executor``: any :class:`concurrent.futures.Executor` (a process pool, a
    ``dask.distributed`` client's executor) that scores the bootstrap's shards of resamples; the numbers are the
    same, bit for bit. ``gold_edits``: where the references' edits of ERRANT (and the other metrics on
    one-extractor edits) come from: ``"m2"`` (the default where the reference set has an M2 gold ERRANT's
    protocol reads: CoNLL-2014's NUCLE, your ``--m2-reference``) the M2 gold as each metric reads an M2
    reference, the numbers of ``gecnb score --m2-reference GOLD.m2`` (ERRANT: ``errant_m2 -auto``, the gold's
    detection-only ``Um`` edits out of the corrected texts); ``"texts"`` (the default otherwise) the reference
    texts, every edit re-extracted, the numbers of ``gecnb score --reference R1 --reference R2`` (AMU's ERRANT
    on CoNLL-2014: 0.3211 and 0.3199); ``report.settings["gold_edits"]`` and the signatures say which. Bad
    input is a :class:`GecInputError` naming the file and line; every warning about the input is also in
    ``report.notes``.
    """
    return _capturing(lambda: (dataset_or_corpus, ()), hypotheses=hypotheses, reference_set=reference_set,
                      baseline=baseline, systems=systems, metrics=metrics, similarity=similarity, pt=pt, n=n, seed=seed,
                      confidence=confidence, examples=examples, cache=cache, progress=progress,
                      m2_hypotheses=m2_hypotheses, executor=executor, gold_edits=gold_edits)


def evaluate_files(
    *,
    source: PathLike | None = None,
    references: Sequence[PathLike] = (),
    m2_reference: PathLike | None = None,
    mucgec: PathLike | None = None,
    language: Literal["en", "zh"] | None = None,
    name: str | None = None,
    reference_set: str = "references",
    **options: Any,
) -> EvaluationReport:
    """:func:`evaluate` on your own data given as files (what ``gecnb evaluate --source ... --reference ...``
    runs), read inside the evaluation so that every warning about them is in ``report.notes``.

    ``source`` and ``references`` (one annotator a file; Chinese: MuCGEC's placeholders 没有错误 (the source)
    and 无法标注 (no reference: a ragged reference set) read as MuCGEC reads them), or ``m2_reference`` (one M2
    file; character M2 for Chinese), or ``mucgec`` (MuCGEC's ``id<TAB>source<TAB>reference...`` file; Chinese;
    its sentences with no usable reference are left out, and a hypothesis file with one line per line of it has
    those lines skipped, as ChERRANT's scorer skips them). ``language``: ``"zh"`` reads Chinese as characters
    and evaluates it with the Chinese suite; None (the default): English, except that Chinese text (more than
    half of the source's letters CJK characters) is refused with an error naming the option, never scored as
    English. ``name``: the test set's name in the report (default the first file's name). ``options``: those of
    :func:`evaluate` (``hypotheses``, ``baseline``, ``n``, ...)."""
    if "reference_set" in options or "systems" in options:
        raise TypeError("evaluate_files() names its reference set with reference_set=, and your data has no "
                        "published systems to choose among")
    if language not in (None, "en", "zh"):
        raise ValueError(f"language must be 'en', 'zh' or None, not {language!r}")

    def read() -> tuple[str | Corpus, Sequence[int]]:
        return _read_files(source=source, references=references, m2_reference=m2_reference, mucgec=mucgec,
                           language=language, name=name, reference_set=reference_set)

    return _capturing(read, reference_set=None, systems=None, **options)


def _read_files(*, source: PathLike | None, references: Sequence[PathLike], m2_reference: PathLike | None,
                mucgec: PathLike | None, language: str | None, name: str | None, reference_set: str
                ) -> tuple[Corpus, list[int]]:
    """Your own data as a Corpus, and the 1-based lines of the reference file it leaves out (MuCGEC's
    sentences with no usable reference)."""
    from pathlib import Path

    from gecnb.data.errors import GecInputError, GecInputWarning
    from gecnb.data.readers import corpus_from_files
    from gecnb.data.text import displayable

    if isinstance(references, (str, os.PathLike)):
        raise TypeError("references is a list of files, one annotator a file")
    given = [x for x in (mucgec, m2_reference) if x is not None]
    if len(given) + bool(references) != 1:
        raise GecInputError("give the references once: text files (one annotator a file), one M2 file or one "
                            "MuCGEC file")
    first = mucgec or source or m2_reference or references[0]
    corpus_name = name or displayable(Path(first).name)
    if mucgec is not None:
        from gecnb.data.readers import read_mucgec

        if language == "en":
            raise GecInputError("a MuCGEC file is Chinese: evaluate it with language zh (--language zh)", file=mucgec)
        if source is not None:
            raise GecInputError("a MuCGEC file holds the sources: give no --source with it", file=source)
        if not Path(mucgec).exists():
            raise GecInputError("MuCGEC file not found", file=mucgec)
        data = read_mucgec(mucgec, tokenise=True, no_reference="skip")
        if not data.sources:
            raise GecInputError("no sentence with a usable reference (every one 无法标注)", file=mucgec)
        corpus = Corpus(corpus_name, tuple(data.sources), "zh")
        corpus.add_references(reference_set, data.references, description=f"MuCGEC file: {displayable(str(mucgec))}")
        said = []
        if data.dropped:
            said.append(f"{data.dropped} reference(s) 无法标注 ('cannot annotate') dropped")
        if data.skipped_lines:
            said.append(f"{len(data.skipped_lines)} sentence(s) with no usable reference left out (lines "
                        f"{', '.join(map(str, data.skipped_lines[:10]))}{' ...' if len(data.skipped_lines) > 10 else ''}"
                        "), as ChERRANT's scorer skips them")
        if said:
            warnings.warn(f"{displayable(str(mucgec))}: " + "; ".join(said), GecInputWarning, stacklevel=2)
        return corpus, list(data.skipped_lines)
    if language is None:
        _refuse_unannounced_chinese(source, m2_reference, references)
        language = "en"
    corpus = corpus_from_files(source=source, references=list(references),
                               m2_references=[m2_reference] if m2_reference is not None else [],
                               reference_set=reference_set, name=corpus_name, language=language)  # type: ignore[arg-type]
    return corpus, []


def _refuse_unannounced_chinese(source: PathLike | None, m2_reference: PathLike | None,
                                references: Sequence[PathLike]) -> None:
    """Chinese text given without a language is an error naming the option (it would be scored as English words,
    one sentence one token)."""
    from pathlib import Path

    from gecnb.data.checks import CJK_HIGH, cjk_share
    from gecnb.data.errors import GecInputError
    from gecnb.data.m2 import read_m2
    from gecnb.data.text import read_text

    path = source if source is not None else m2_reference if m2_reference is not None else references[0]
    if not Path(path).is_file():
        return  # the reader says what is wrong with it
    with warnings.catch_warnings():  # the reader says them once, when it reads the file for the evaluation
        warnings.simplefilter("ignore")
        lines = [s.source for s in read_m2(path)] if source is None and m2_reference is not None else read_text(path)
    share, letters = cjk_share(lines)
    if letters >= 20 and share > CJK_HIGH:
        raise GecInputError(f"{share:.0%} of its letters are CJK characters: for Chinese pass --language zh "
                            "(language='zh'), which reads text as characters and evaluates it with the Chinese suite "
                            "(ChERRANT, the character metrics, GLEU and CLEME on characters)", file=path)


def _capturing(read: Callable[[], tuple[str | Corpus, Sequence[int]]], *,
               hypotheses: Mapping[str, PathLike | Sequence[str]] | None = None, reference_set: str | None = None,
               baseline: str | None = None, systems: Sequence[str] | None = None,
               metrics: Sequence[str] | None = None, similarity: bool = False, pt: bool = False, n: int = 1000,
               seed: int = BOOTSTRAP_SEED, confidence: float = 0.95, examples: int = 6, cache: bool = True,
               progress: bool = True, m2_hypotheses: Mapping[str, PathLike] | None = None,
               executor: Executor | None = None, gold_edits: Literal["m2", "texts"] | None = None
               ) -> EvaluationReport:
    """:func:`evaluate` with the data read by ``read`` inside the capture of the input's warnings."""
    from gecnb.data.cachefile import CacheWarning, no_caches
    from gecnb.data.errors import GecInputWarning
    from gecnb.data.text import displayable
    from gecnb.evaluation.cache import limit_bytes
    from gecnb.metrics.options import check_number

    check_number("n", n, low=1, high=100_000, integer=True)
    if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
        raise ValueError(f"seed must be a non-negative int, not {seed!r}")
    check_number("confidence", confidence, low=0, high=1, low_open=True, high_open=True)
    if isinstance(examples, bool) or not isinstance(examples, int) or examples < 0:
        raise ValueError(f"examples must be a non-negative int, not {examples!r}")
    if cache:
        limit_bytes()  # a bad $GECNB_EVALUATE_CACHE_MB is an error before any work
    with warnings.catch_warnings(record=True) as caught, (contextlib.nullcontext() if cache else no_caches()):
        warnings.simplefilter("always", GecInputWarning)
        dataset_or_corpus, skipped = read()
        report = _evaluate(dataset_or_corpus, hypotheses=hypotheses, reference_set=reference_set, baseline=baseline,
                           systems=systems, metrics=metrics, similarity=similarity, pt=pt, n=n, seed=seed,
                           confidence=confidence, examples=examples, cache=cache, progress=progress,
                           m2_hypotheses=m2_hypotheses, executor=executor, gold_edits=gold_edits,
                           skipped_lines=skipped)

    seen: set[str] = set()
    input_notes = []
    for w in caught:  # shown as they would have been, and the input's in the report
        warnings.warn_explicit(w.message, w.category, w.filename, w.lineno, source=w.source)
        text = str(w.message)
        if issubclass(w.category, GecInputWarning) and not issubclass(w.category, CacheWarning) and text not in seen:
            seen.add(text)
            input_notes.append(f"input warning: {displayable(text)}")  # a file name's undecodable bytes escaped
    report.notes[:0] = input_notes
    return report


def _evaluate(dataset_or_corpus: str | Corpus, *, hypotheses: Mapping[str, PathLike | Sequence[str]] | None,
              reference_set: str | None, baseline: str | None, systems: Sequence[str] | None,
              metrics: Sequence[str] | None, similarity: bool, pt: bool, n: int, seed: int, confidence: float,
              examples: int, cache: bool, progress: bool, m2_hypotheses: Mapping[str, PathLike] | None,
              executor: Executor | None, gold_edits: str | None, skipped_lines: Sequence[int] = ()
              ) -> EvaluationReport:
    from gecnb.evaluation.cache import ResultCache
    from gecnb.evaluation.inputs import BUNDLED_ZH, gather_inputs
    from gecnb.evaluation.suite import choose_suite

    chinese = (isinstance(dataset_or_corpus, str) and dataset_or_corpus in BUNDLED_ZH) or \
        (isinstance(dataset_or_corpus, Corpus) and dataset_or_corpus.language == "zh")
    suite = choose_suite(metrics, similarity=similarity, pt=pt, language="zh" if chinese else "en")
    with ResultCache(cache) as store:
        inp = gather_inputs(dataset_or_corpus, hypotheses or {}, reference_set, baseline, systems, progress,
                            m2_hypotheses, cache=cache, gold_edits=gold_edits, skipped_lines=skipped_lines)
        return _report(inp, suite, store, n=n, seed=seed, confidence=confidence, examples=examples, cache=cache,
                       progress=progress, similarity=similarity, executor=executor)


def _report(inp: EvaluationInputs, suite: list[SuiteMetric], store: ResultCache, *, n: int, seed: int,
            confidence: float, examples: int, cache: bool, progress: bool, similarity: bool,
            executor: Executor | None) -> EvaluationReport:
    from gecnb import __version__
    from gecnb._progress import progress as bar
    from gecnb._progress import scoped
    from gecnb.chunks.prepared import sharing_prepared
    from gecnb.evaluation.cache import analyses_key, gold_key, system_key
    from gecnb.evaluation.significance import bootstrap_signature, ranks
    from gecnb.evaluation.suite import score_and_resample

    names = list(inp.edits.systems)
    notes: list[str] = []
    chinese = inp.edits.language == "zh"
    if chinese:
        from gecnb.evaluation.suite import CHINESE_NOTE

        notes.append(CHINESE_NOTE)
    if not chinese and not any(spec in PT_SUITE for spec in suite):
        notes.append("PT-M2 and PT-ERRANT not computed: pass pt=True (--pt) or name them in metrics; they need a "
                     "BERTScore model (see the README's search order)")
    if not chinese and not similarity and not any(spec.label.startswith("CLEME2.0-sim") for spec in suite):
        notes.append("CLEME2.0 with similarity weighting (CLEME2.0-sim) not computed: pass similarity=True "
                     "(--similarity); it needs a BERT model (bert-base-uncased in the paper; see the README)")
    boot = bootstrap_signature(n, seed, confidence)
    score_rows, detail_rows, dis_rows = [], [], []
    comp_rows: list[pd.DataFrame] = []
    errant_stats = None
    keys: dict[tuple[int, str], str] = {}  # the gold's and each system's hash, shared by the metrics
    # the six CLEME variants build each system's chunk statistics once
    with sharing_prepared():
        if executor is None:  # a cold report: the metrics not cached computed on two processes first
            from gecnb.evaluation.parallel import prefill

            with scoped(progress):
                prefill(inp, suite, store, keys=keys, n=n, seed=seed, confidence=confidence, progress=progress)
        with scoped(progress), bar(total=len(suite), desc="evaluate", enabled=progress) as b:
            for spec in suite:
                try:
                    scored, headline, intervals, comps = score_and_resample(spec, inp, store, keys=keys, n=n, seed=seed,
                                                                            confidence=confidence, executor=executor)
                except (ImportError, RuntimeError, OSError) as err:
                    if spec in OPTIONAL:  # no model (or its package): said in the notes, the rest reported
                        notes.append(f"{spec.label} not computed: {err}")
                        b.update(1)
                        continue
                    raise
                if spec.label in ("ERRANT", "ChERRANT"):  # the per-sentence counts of the analyses
                    errant_stats = scored.statistics
                rank = ranks({s: -v for s, v in headline.items()} if spec.lower_is_better else headline)
                for s in names:
                    low, high = intervals.get(s, (math.nan, math.nan))
                    sig = _row_signature(scored.signature, spec, inp, s, boot if scored.statistics is not None else None)
                    score_rows.append({"system": s, "metric": spec.label, "value": headline[s], "rank": rank[s],
                                       "ci_low": low, "ci_high": high, "user": s in inp.users, "signature": sig})
                    detail = {k: v for k, v in scored.values[s].items() if k != "signature"}
                    detail_rows.append({"system": s, "metric": spec.label, **detail})
                    if spec.metric == "cleme2":
                        dis_rows.append({"system": s, "metric": spec.label, "user": s in inp.users,
                                         **{c: scored.values[s][c] for c in ("tp", "fp_ne", "fp_un", "fn", *DISENTANGLED)}})
                comp_rows.append(comps.assign(metric=spec.label)[COMPARISON_COLUMNS])
                b.update(1)
    shown = list(dict.fromkeys([*inp.users, *([inp.baseline] if inp.baseline else [])]))
    rs = inp.reference_set
    # the analyses, cached under both golds (the one-extractor edits and ERRANT's), the systems shown, the
    # baseline, the number of examples, the bootstrap and the CLEME2.0 variants of the per-type tests
    assumptions = [a for a, label in (("dependent", "CLEME2.0-dep"), ("independent", "CLEME2.0-ind"))
                   if any(spec.label == label for spec in suite)]
    parts = []
    for corpus in [inp.edits] + ([inp.errant] if inp.errant is not inp.edits else []):
        c_id = id(corpus)
        if (c_id, "") not in keys:
            keys[(c_id, "")] = gold_key(corpus, rs)
        for s in shown:
            if (c_id, s) not in keys:
                keys[(c_id, s)] = system_key(corpus, s)
        parts.append((keys[(c_id, "")], tuple((s, keys[(c_id, s)]) for s in shown)))
    a_key = analyses_key(str(parts), [], inp.users, inp.baseline, (examples, n, seed, confidence, tuple(assumptions)))
    tables = store.get_frames(a_key, ANALYSES)
    if tables is None:
        with scoped(progress):
            tables = _analyses(inp, shown, examples, errant_stats, n=n, seed=seed, confidence=confidence,
                               assumptions=assumptions, executor=executor)
        store.put_frames(a_key, tables)
    types, c_types, buckets, ex, chunks, type_tests = (tables[t] for t in ANALYSES)
    if "level" in type_tests.columns:
        type_tests["level"] = type_tests["level"].astype("Int64")
    if inp.baseline is None:
        if inp.users:
            notes.append("no baseline: the examples (the sentences where a system gains and loses most) and the "
                         "table against the baseline are left out; give baseline=NAME (--baseline NAME), a "
                         "published system or one of yours (e.g. the source given as a system)")
    elif not [u for u in inp.users if u != inp.baseline]:
        if inp.users:
            notes.append(f"no examples: the baseline {inp.baseline} is the only user system; give another system "
                         "to compare with it")
    elif examples > 0:
        for u in inp.users:
            if u == inp.baseline:
                continue
            part = ex[ex["system"] == u]
            wins, losses = int((part["direction"] == "gain").sum()), int((part["direction"] == "loss").sum())
            if wins + losses < examples:
                notes.append(f"{u}: {wins} sentence(s) where it does better than {inp.baseline} and {losses} where it "
                             f"does worse by ERRANT's counts; the examples show {wins + losses} of {examples}")
    settings = {"n": n, "seed": seed, "confidence": confidence, "similarity": similarity,
                "gold": inp.gold_label, "edits": inp.edits_label, "gold_edits": inp.gold_edits,
                "reference_edits": inp.reference_edits, "examples": examples, "language": inp.edits.language}
    signature = "|".join([
        "evaluate:gecnb", f"dataset:{inp.dataset}", f"reference_set:{inp.reference_set}", f"systems:{len(names)}",
        *(["language:zh (characters)", f"gold:{inp.gold_label}", f"edits:{inp.edits_label}"] if chinese else
          [f"gold(M2):{inp.gold_label}", f"edits(other metrics):{inp.edits_label}"]),
        f"gold(other metrics):{inp.gold_edits}: {inp.reference_edits}",
        f"bootstrap:{boot}", f"version:gecnb-{__version__}"])
    comparisons = (pd.concat(comp_rows, ignore_index=True) if comp_rows
                   else pd.DataFrame(columns=COMPARISON_COLUMNS))
    return EvaluationReport(
        dataset=inp.dataset, reference_set=inp.reference_set, systems=names, users=list(inp.users),
        baseline=inp.baseline, scores=pd.DataFrame(score_rows), details=pd.DataFrame(detail_rows),
        disentangled=pd.DataFrame(dis_rows), comparisons=comparisons, types=types, cleme_types=c_types,
        buckets=buckets, examples=ex, chunks=chunks, signature=signature, notes=notes, settings=settings,
        type_significance=type_tests)


ANALYSES = ("types", "cleme_types", "buckets", "examples", "chunks", "type_significance")


def _analyses(inp: EvaluationInputs, shown: list[str], examples: int, errant_stats: Mapping[str, pd.DataFrame] | None,
              *, n: int, seed: int, confidence: float, assumptions: list[str], executor: Executor | None
              ) -> dict[str, pd.DataFrame]:
    """The report's analyses of the systems shown (the user systems and the baseline): ERRANT per error type and
    the sentence buckets (on ERRANT's gold, with its per-sentence counts), CLEME2.0's chunk categories per type,
    the examples with their chunks, and the per-type tests of each user system against the baseline (ERRANT's
    types on ERRANT's gold, CLEME2.0's indicators on the one-extractor edits; one index matrix: the same ``n``
    and ``seed``)."""
    from gecnb.evaluation.analyses import (
        EXAMPLE_COLUMNS,
        TYPE_TEST_COLUMNS,
        cleme_types,
        differing_sentences,
        errant_type_counts,
        error_types,
        sentence_buckets,
        type_significance,
    )

    rs = inp.reference_set
    counts = errant_type_counts(inp.errant, reference_set=rs, systems=shown)  # once, for the types and their tests
    out = {"types": error_types(inp.errant, reference_set=rs, systems=shown, type_counts=counts),  # on ERRANT's gold
           "cleme_types": cleme_types(inp.edits, reference_set=rs, systems=shown),
           "buckets": sentence_buckets(inp.errant, reference_set=rs, systems=shown, statistics=errant_stats)}
    ex, chunks = pd.DataFrame(columns=EXAMPLE_COLUMNS), pd.DataFrame()
    if inp.baseline is not None and [u for u in inp.users if u != inp.baseline] and examples > 0:
        ex, chunks = differing_sentences(inp.edits, reference_set=rs, systems=inp.users, baseline=inp.baseline,
                                         k=examples, statistics=errant_stats)
    out.update(examples=ex, chunks=chunks)
    tests = []
    for u in inp.users:
        if inp.baseline is None or u == inp.baseline:
            continue
        kw = dict(reference_set=rs, system=u, baseline=inp.baseline, n=n, seed=seed, confidence=confidence,
                  executor=executor)
        tests.append(type_significance(inp.errant, cleme2=(), type_counts=counts, **kw))  # type: ignore[arg-type]
        if assumptions:
            tests.append(type_significance(inp.edits, levels=(), cleme2=assumptions, **kw))  # type: ignore[arg-type]
    tt = pd.concat(tests, ignore_index=True) if tests else pd.DataFrame(columns=TYPE_TEST_COLUMNS)
    if inp.edits.language == "zh":
        out["types"], tt = _chinese_types(out["types"], tt)
    out["type_significance"] = tt.astype({"level": "float64"})  # stored as numbers; the report's column is Int64
    return out


def _chinese_types(types: pd.DataFrame, tests: pd.DataFrame) -> tuple[pd.DataFrame, pd.DataFrame]:
    """ChERRANT's error types as the report shows them: its types are operations (M missing, R redundant, S
    substitution, W word order) with no main type beneath (a character-level type has no colon), so level 2 (the
    main type, which the tables and plots show) is the operation, as at level 1; the per-type tests are named
    ChERRANT."""
    def main(frame: pd.DataFrame) -> pd.DataFrame:
        if frame.empty:
            return frame
        lv = frame["level"].astype("float64")
        return pd.concat([frame[lv == 1], frame[lv == 1].assign(level=2), frame[lv == 3]],
                         ignore_index=True).astype({"level": frame["level"].dtype})

    tests = tests.copy()
    tests["metric"] = tests["metric"].replace({"ERRANT": "ChERRANT"})
    errant = tests["metric"] == "ChERRANT"
    tests = pd.concat([main(tests[errant]), tests[~errant]], ignore_index=True)
    return main(types), tests


def _row_signature(signature: str, spec: SuiteMetric, inp: EvaluationInputs, system: str, boot: str | None) -> str:
    """A score row's signature: the metric's, with the bootstrap named where ``compare_systems`` names it and,
    for the metrics on one-extractor edits, ``edits`` naming who made this system's edits (the metric itself
    only sees edits given to it)."""
    sig = Signature.parse(signature)
    if boot is not None:
        sig = sig.with_pairs([("bootstrap", boot)])
    if spec.gold == "edits" and sig.get("edits") == "given":
        made_by = inp.system_edits.get(system, "given")
        sig = Signature(tuple((k, made_by.replace("|", ",") if k == "edits" else v) for k, v in sig.pairs))
    return str(sig)

