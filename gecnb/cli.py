"""``gecnb`` on the command line.

    gecnb score --metric cleme --level corpus --assumption dependent --weighting length \\
        --source SRC --hypothesis H1 --hypothesis H2 --reference R1 --reference R2 --format json
    gecnb score --metric cleme --source SRC --m2-reference GOLD.m2 --m2-hypothesis HYP.m2 --format table
    gecnb score --metric gleu --source SRC --hypothesis H1 --reference R1 --reference R2 [--iterations 500]
    gecnb score --metric gleu-multiref --aggregation weighted-avg --tau 2 --source SRC --hypothesis H1 --reference R1
    gecnb score --metric bleu --hypothesis H1 --reference R1 [--tokens char] [--lowercase] [--smooth exp]
    gecnb score --metric ter --hypothesis H1 --reference R1 [--level sentence]   # sentence: sTER
    gecnb score --metric m2 --m2-reference GOLD.m2 --hypothesis H1 [--beta 0.5] [--max-unchanged-words 2]
    gecnb score --metric errant --source SRC --hypothesis H1 --reference R1   # or --m2-reference / --m2-hypothesis
    gecnb score --metric sentence-acc --language zh --hypothesis H1 --reference R1
    gecnb score --metric mp --language zh --source SRC --hypothesis H1 [--reference R1] [--mp-t 0.85]
    gecnb demo            # the main job on bundled data: CLEME on the 13 CoNLL-2014 systems
    gecnb datasets        # the bundled datasets

Metrics and the values they report (``--format json``: one object per system, ``system`` first, then
these keys, then ``signature``, the string that names everything that changes the numbers):

=================  ==========================================  ========================================
``--metric``       keys                                        implementation
=================  ==========================================  ========================================
cleme              tp fp fn tn p r f acc                       gecnb.metrics.api.cleme_scores
gleu               gleu gleu_std ci95_low ci95_high            gecnb.metrics.gleu.gleu_official
gleu-sakaguchi     gleu gleu_std ci95_low ci95_high            gecnb.metrics.gleu.gleu_sakaguchi
gleu-multiref      gleu                                        gecnb.metrics.gleu.gleu_multiref
bleu               bleu                                        gecnb.metrics.bleu.bleu (sacrebleu)
ter                ter                                         gecnb.metrics.bleu.ter / ster
errant             tp fp fn p r f                              gecnb.metrics.errant_compare
m2                 tp fp fn p r f                              gecnb.metrics.m2scorer
sentence-acc       acc                                         gecnb.metrics.chinese.sentence_accuracy
mp                 mp [mp_prime mp_average]                    gecnb.metrics.chinese.meaning_preservation
=================  ==========================================  ========================================

Inputs, as for CLEME: ``--source`` (one sentence a line), ``--hypothesis`` (one text file per system,
repeatable), ``--reference`` (one text file per annotator, repeatable), ``--m2-reference`` (one M2
file), ``--m2-hypothesis`` (a system as M2), ``--name`` (system names, once per hypothesis, text files
first). A system is named after its file otherwise. ``--language zh`` reads text as characters; the
n-gram metrics then count characters (``--tokens char``, the default for zh; ``--tokens word`` keeps
the text's own segmentation). ``--source`` is needed by every metric that looks at the source (CLEME,
GLEU, MP, ERRANT from text) and optional for BLEU, TER, sentence accuracy and M2, where it is only
checked against the other files. With ``--m2-reference`` the n-gram metrics score against the M2's
corrected sentences.

Levels (``--level``, default ``corpus``):

* gleu / gleu-sakaguchi: ``corpus`` is the script's corpus score (mean over the sampling iterations);
  ``sentence`` the mean over sentences of the script's ``-d`` sentence scores (each the mean over the
  sentence's references, zero statistics smoothed to 1).
* ter: ``corpus`` is corpus TER; ``sentence`` is sTER (Sakaguchi et al. 2016): mean TER edits per
  sentence.
* errant: ``corpus`` is errant_compare's P/R/F; ``sentence`` is SentERRANT as SEEDA reports it
  (:func:`gecnb.metrics.errant_compare.errant_sentence_average`): the mean over sentences of the sentence
  P, R and F of the reference chosen on that sentence alone (no edits on either side scores 1);
  ``tp fp fn`` are the sums over those choices.
* m2: ``corpus`` is the M2 scorer's P/R/F; ``sentence`` is the mean over sentences of each sentence's
  own P, R and F with the scorer's conventions (P = 1 with nothing proposed, R = 1 with nothing to find)
  and the annotator the corpus scorer chose; ``tp fp fn`` stay corpus sums.
* gleu-multiref, sentence-acc and mp are means of sentence scores already: both levels give the same
  number. bleu has no sentence level here (an error).

An option that does not apply to the chosen metric (``--iterations`` with bleu, ``--beta`` with gleu,
``--tau`` without ``--aggregation weighted-avg`` ...) is an error, not silently ignored. ``m2`` needs a
gold M2 file (``--m2-reference``) and hypothesis text files; ``errant`` takes text references (edits
extracted by ERRANT, ``--spacy-model`` / ``--no-cache`` as for CLEME; the ChERRANT-compatible aligner
for ``--language zh``) or an ERRANT M2 (``--m2-reference``), and hypotheses as text or as M2
(``--m2-hypothesis``), read the way ``errant_compare`` reads them.

Each ``--reference`` file is one annotator (one line per sentence). Errors name the file, the line and
the problem and exit with status 2.
"""

from __future__ import annotations

import argparse
import json
import sys
import warnings
from collections.abc import Sequence
from pathlib import Path

import pandas as pd

from gecnb.data.errors import GecInputError, NormalisationWarning


class UsageError(Exception):
    """A wrong combination of command-line options (no file is at fault): exit status 2."""


CLEME_METRICS = ("cleme",)
GLEU_METRICS = ("gleu", "gleu-sakaguchi", "gleu-multiref")
METRICS = ("cleme", *GLEU_METRICS, "bleu", "ter", "errant", "m2", "sentence-acc", "mp")
COLUMNS = ["system", "tp", "fp", "fn", "tn", "p", "r", "f", "acc"]
PRF_COLUMNS = ["system", "tp", "fp", "fn", "p", "r", "f"]

# option (argparse dest) -> the metrics it applies to; any other metric refuses it when it is given
_OPTION_METRICS: dict[str, tuple[str, ...]] = {
    "level": ("cleme", *GLEU_METRICS, "bleu", "ter", "errant", "m2", "sentence-acc", "mp"),
    "assumption": ("cleme",),
    "weighting": ("cleme",),
    "select_by": ("cleme",),
    "edits": ("cleme",),
    "beta": ("cleme", "errant", "m2"),
    "spacy_model": ("cleme", "errant"),
    "no_cache": ("cleme", "errant"),
    "iterations": ("gleu", "gleu-sakaguchi"),
    "brevity_penalty": ("gleu",),
    "aggregation": ("gleu-multiref",),
    "tau": ("gleu-multiref",),
    "merged_length": ("gleu-multiref",),
    "smoothing": ("gleu-multiref",),
    "tokens": (*GLEU_METRICS, "bleu", "ter"),
    "lowercase": ("bleu", "ter"),
    "smooth": ("bleu",),
    "errant_mode": ("errant",),
    "max_unchanged_words": ("m2",),
    "ignore_whitespace_casing": ("m2",),
    "mp_t": ("mp",),
}


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="gecnb", description="Grammatical error correction evaluation.")
    sub = p.add_subparsers(dest="command", required=True)
    s = sub.add_parser("score", help="score system outputs")
    s.add_argument("--metric", default="cleme", help="one of: " + ", ".join(METRICS) + " (default: cleme)")
    s.add_argument("--level", choices=["corpus", "sentence"], default=None,
                   help="corpus (default) or sentence; what sentence means depends on the metric (see README)")
    s.add_argument("--assumption", choices=["dependent", "independent"], default=None, help="cleme (default dependent)")
    s.add_argument("--weighting", choices=["length", "none"], default=None, help="cleme (default length)")
    s.add_argument("--select-by", choices=["f", "acc"], default=None, help="cleme reference choice (default f)")
    s.add_argument("--beta", type=float, default=None, help="F_beta for cleme, errant, m2 (default 0.5)")
    s.add_argument("--source", default=None, help="source sentences, one a line (tokenised)")
    s.add_argument("--hypothesis", action="append", default=[], help="a system's output (repeatable)")
    s.add_argument("--reference", action="append", default=[], help="one annotator's references (repeatable)")
    s.add_argument("--m2-reference", action="append", default=[], help="gold M2 file (edits kept as given)")
    s.add_argument("--m2-hypothesis", action="append", default=[], help="a system's output as M2 (repeatable)")
    s.add_argument("--name", action="append", default=[], help="system names, in order of the hypotheses")
    s.add_argument("--language", choices=["en", "zh"], default="en")
    s.add_argument("--edits", choices=["auto", "extract", "given"], default=None,
                   help="cleme: auto (default): M2 edits where given, extracted otherwise")
    s.add_argument("--spacy-model", default=None, help="spaCy pipeline for ERRANT (see README for the search order)")
    s.add_argument("--no-cache", action="store_true", help="do not use the on-disk edit cache")
    s.add_argument("--iterations", type=int, default=None, help="gleu, gleu-sakaguchi sampling iterations (500)")
    s.add_argument("--brevity-penalty", choices=["2017", "2016-inverted"], default=None,
                   help="gleu: the script's 2017 penalty (default) or its 2016 inverted one")
    s.add_argument("--aggregation", choices=["select-best", "simple-avg", "weighted-avg", "merged"], default=None,
                   help="gleu-multiref reference aggregation (default merged)")
    s.add_argument("--tau", type=float, default=None, help="gleu-multiref weighted-avg temperature (default 1)")
    s.add_argument("--merged-length", choices=["shortest", "closest", "average"], default=None,
                   help="gleu-multiref merged: reference length of the brevity penalty (default shortest)")
    s.add_argument("--smoothing", choices=["none", "official"], default=None, help="gleu-multiref (default none)")
    s.add_argument("--tokens", choices=["word", "char"], default=None,
                   help="n-gram units for gleu*, bleu, ter (default word; char for --language zh)")
    s.add_argument("--lowercase", action="store_true", help="bleu: lowercase; ter: case-insensitive")
    s.add_argument("--smooth", choices=["none", "floor", "add-k", "exp"], default=None,
                   help="bleu smoothing (sacrebleu; default none)")
    s.add_argument("--errant-mode", choices=["cs", "cse", "ds", "dt"], default=None,
                   help="errant_compare mode (default cs: span-based correction)")
    s.add_argument("--max-unchanged-words", type=int, default=None, help="m2 (default 2)")
    s.add_argument("--ignore-whitespace-casing", action="store_true", help="m2: ignore case / whitespace edits")
    s.add_argument("--mp-t", type=float, default=None, help="mp: the weight t (default 0.85)")
    s.add_argument("--format", choices=["json", "table", "csv"], default="table")
    s.add_argument("--quiet", action="store_true", help="no normalisation warnings on stderr")
    sub.add_parser("datasets", help="list the bundled datasets")
    d = sub.add_parser("demo", help="the main job on bundled data")
    d.add_argument("--format", choices=["json", "table", "csv"], default="table")
    return p


def _emit(df: pd.DataFrame, fmt: str) -> str:
    if fmt == "json":
        return json.dumps(df.to_dict(orient="records"), indent=2, ensure_ascii=False)
    if fmt == "csv":
        return df.to_csv(index=False)
    return df.to_string(index=False, float_format=lambda x: f"{x:.4f}")


def _flag(dest: str) -> str:
    return "--" + dest.replace("_", "-")


def _check_options(args: argparse.Namespace) -> None:
    """Refuse options that do not apply to the metric (and unknown metrics)."""
    if args.metric not in METRICS:
        raise UsageError(f"unknown metric {args.metric!r}: use one of {', '.join(METRICS)}")
    for dest, metrics in _OPTION_METRICS.items():
        value = getattr(args, dest)
        if value is None or value is False or args.metric in metrics:
            continue
        raise UsageError(
            f"{_flag(dest)} does not apply to --metric {args.metric} (it applies to: {', '.join(metrics)})"
        )
    m = args.metric
    if m == "bleu" and args.level == "sentence":
        raise UsageError("--metric bleu has no sentence level: corpus BLEU only (for sentence scores use "
                         "--metric gleu --level sentence or --metric ter --level sentence)")
    if m in ("gleu", "gleu-sakaguchi") and args.level == "sentence" and args.iterations is not None:
        raise UsageError("--iterations does not change --level sentence (the sentence scores average every "
                         "reference, no sampling)")
    if args.iterations is not None and args.iterations < 1:
        raise UsageError(f"--iterations must be at least 1, got {args.iterations}")
    if args.tau is not None and args.aggregation != "weighted-avg":
        raise UsageError("--tau applies only to --aggregation weighted-avg")
    if args.tau is not None and not args.tau > 0:
        raise UsageError(f"--tau must be positive, got {args.tau}")
    if args.merged_length is not None and args.aggregation not in (None, "merged"):
        raise UsageError("--merged-length applies only to --aggregation merged (the default)")
    if args.beta is not None and not args.beta > 0 and m != "cleme":
        raise UsageError(f"--beta must be positive, got {args.beta}")
    if args.max_unchanged_words is not None and args.max_unchanged_words < 0:
        raise UsageError(f"--max-unchanged-words must be >= 0, got {args.max_unchanged_words}")
    if args.mp_t is not None and not 0 < args.mp_t < 1:
        raise UsageError(f"--mp-t must be between 0 and 1, got {args.mp_t}")


def _score(args: argparse.Namespace) -> pd.DataFrame:
    _check_options(args)
    if not args.hypothesis and not args.m2_hypothesis:
        raise GecInputError("no hypothesis: give --hypothesis or --m2-hypothesis")
    if args.metric == "cleme":
        return _score_cleme(args)
    if args.metric == "m2":
        return _score_m2(args)
    if args.metric == "errant":
        return _score_errant(args)
    return _score_text(args)


# ------------------------------------------------------------------------------------------------ CLEME


def _score_cleme(args: argparse.Namespace) -> pd.DataFrame:
    from gecnb.data.readers import corpus_from_files
    from gecnb.metrics.api import cleme_scores
    from gecnb.metrics.cleme import ClemeConfig

    if args.source is None:
        raise UsageError("--metric cleme needs --source")
    if not args.reference and not args.m2_reference:
        raise GecInputError("no reference: give --reference or --m2-reference")
    corpus = corpus_from_files(
        source=args.source, references=args.reference, hypotheses=args.hypothesis,
        names=args.name or None, m2_references=args.m2_reference, m2_hypotheses=args.m2_hypothesis,
        language=args.language,
    )
    cfg = ClemeConfig(assumption=args.assumption or "dependent", level=args.level or "corpus",
                      weighting=args.weighting or "length", select_by=args.select_by or "f",
                      beta=0.5 if args.beta is None else args.beta)
    edits = args.edits or "auto"
    extractor = None
    if args.language == "en" and (args.spacy_model or args.no_cache) and edits != "given":
        from gecnb.edits.errant_backend import ErrantExtractor

        extractor = ErrantExtractor(model=args.spacy_model, cache=not args.no_cache)
    rs = next(iter(corpus.reference_sets))
    if len(corpus.reference_sets) > 1:
        raise GecInputError("give the references either as text files or as one M2 file, not both")
    df = cleme_scores(corpus, reference_set=rs, variants=cfg, edits=edits, extractor=extractor)
    return df[[*COLUMNS, "signature"]]


# ------------------------------------------------------------------------- n-gram and sentence metrics


def _level_note(text: str) -> str:
    return f"|level:sentence({text})"


def _score_text(args: argparse.Namespace) -> pd.DataFrame:
    """gleu, gleu-sakaguchi, gleu-multiref, bleu, ter, sentence-acc, mp: text in, one row per system."""
    from gecnb.data.readers import corpus_from_files

    m = args.metric
    level = args.level or "corpus"
    tokens = args.tokens or ("char" if args.language == "zh" else "word")
    needs_source = m in (*GLEU_METRICS, "mp")
    needs_refs = m != "mp"
    if not args.reference and not args.m2_reference and needs_refs:
        raise UsageError(f"no reference: --metric {m} needs --reference (or --m2-reference)")
    if len(args.m2_reference) > 1 or (args.reference and args.m2_reference):
        raise UsageError("give the references either as text files or as one M2 file, not both")
    source = args.source
    if source is None:
        if needs_source:
            raise UsageError(f"--metric {m} needs --source")
        if args.m2_reference or args.m2_hypothesis:
            raise UsageError("M2 input needs --source (the M2 sources are checked against it)")
        source = args.reference[0]  # only to check line counts: these metrics never read the source
    # Chinese text is read as characters; --tokens word keeps the text's own segmentation
    read_language = "en" if tokens == "word" else args.language
    corpus = corpus_from_files(
        source=source, references=args.reference, hypotheses=args.hypothesis,
        names=args.name or None, m2_references=args.m2_reference, m2_hypotheses=args.m2_hypothesis,
        language=read_language, warn_language=read_language == args.language,
    )
    sources = list(corpus.sources)
    refs = [list(r) for r in corpus.references().references] if corpus.reference_sets else None
    rows = []
    for name, so in corpus.systems.items():
        hyps = list(so.hypotheses)
        row: dict[str, object] = {"system": name}
        if m in GLEU_METRICS:
            row.update(_gleu_row(args, m, level, tokens, sources, hyps, refs))
        elif m == "bleu":
            from gecnb.metrics.bleu import bleu

            score, bc = bleu(hypotheses=hyps, references=refs, level=tokens, lowercase=args.lowercase,
                             smooth=args.smooth or "none")
            row.update(bleu=score, signature=bc.signature())
        elif m == "ter":
            from gecnb.metrics.bleu import ster, ter

            if level == "corpus":
                score, tc = ter(hypotheses=hyps, references=refs, case_sensitive=not args.lowercase, level=tokens)
                row.update(ter=score, signature=tc.signature())
            else:
                score, _per, tc = ster(hypotheses=hyps, references=refs, case_sensitive=not args.lowercase,
                                       level=tokens)
                row.update(ter=score, signature=tc.signature() + _level_note("sTER: mean TER edits per sentence"))
        elif m == "sentence-acc":
            from gecnb.metrics.chinese import sentence_accuracy

            acc, _hits = sentence_accuracy(hypotheses=hyps, references=refs)
            row.update(acc=acc, signature="acc|exact-match-any-ref(ws-removed)|mean-of-sentences")
        else:  # mp
            row.update(_mp_row(args, sources, hyps, refs))
        rows.append(row)
    return pd.DataFrame(rows)


def _gleu_row(
    args: argparse.Namespace, m: str, level: str, tokens: str,
    sources: list[str], hyps: list[str], refs: list[list[str]] | None,
) -> dict[str, object]:
    from gecnb.metrics.gleu import gleu_multiref, gleu_official, gleu_sakaguchi

    tok = "whitespace" if tokens == "word" else "char"
    assert refs is not None
    if m == "gleu-multiref":
        res = gleu_multiref(sources=sources, hypotheses=hyps, references=refs,
                            aggregation=args.aggregation or "merged", tau=1.0 if args.tau is None else args.tau,
                            tokenize=tok, merged_length=args.merged_length or "shortest",
                            smoothing=args.smoothing or "none")
        return {"gleu": res.score, "signature": res.signature}
    iterations = 500 if args.iterations is None else args.iterations
    if m == "gleu":
        res = gleu_official(sources=sources, hypotheses=hyps, references=refs, iterations=iterations,
                            tokenize=tok, brevity_penalty=args.brevity_penalty or "2017")
    else:
        res = gleu_sakaguchi(sources=sources, hypotheses=hyps, references=refs, iterations=iterations, tokenize=tok)
    if level == "sentence":
        return {"gleu": float(res.sentences["gleu"].mean()) if len(res.sentences) else 0.0,
                "signature": res.signature + _level_note("mean of the -d sentence scores")}
    return {"gleu": res.score, "gleu_std": res.std, "ci95_low": res.ci95[0], "ci95_high": res.ci95[1],
            "signature": res.signature}


def _mp_row(
    args: argparse.Namespace, sources: list[str], hyps: list[str], refs: list[list[str]] | None
) -> dict[str, object]:
    from gecnb.metrics.chinese import T_DEFAULT, meaning_preservation, mp_average

    t = T_DEFAULT if args.mp_t is None else args.mp_t
    mp, _vals = meaning_preservation(hypotheses=hyps, sources=sources, t=t)
    out: dict[str, object] = {"mp": mp}
    sig = f"mp|char(ws-removed)|matched:lcs|t:{t:g}|mean-of-sentences"
    if refs is not None:
        avg = mp_average(sources=sources, references=refs, t=t)
        out.update(mp_prime=abs(mp - avg), mp_average=avg)
        sig += "|mp':|MP-MP_avg|,MP_avg:all-ref-source-pairs"
    out["signature"] = sig
    return out


# ---------------------------------------------------------------------------------------------- M2, ERRANT


def _system_names(args: argparse.Namespace, paths: Sequence[str]) -> list[str]:
    """--name in order, or the file stems (as corpus_from_files names systems)."""
    if args.name and len(args.name) != len(paths):
        raise UsageError(f"{len(args.name)} names for {len(paths)} hypothesis files")
    names = list(args.name) if args.name else [Path(p).stem for p in paths]
    seen: set[str] = set()
    for nm, path in zip(names, paths, strict=True):
        if nm in seen:
            raise GecInputError(f"two systems named {nm!r}: pass --name to tell them apart", file=path)
        seen.add(nm)
    return names


def _read_lines(path: str, language: str) -> list[str]:
    from gecnb.data.corpus import char_tokenise
    from gecnb.data.text import read_text

    lines = read_text(path)
    return [char_tokenise(x) for x in lines] if language == "zh" else lines


def _check_m2_sources(m2_sources: Sequence[tuple[str, int]], sources: Sequence[str], *, m2_file: str,
                      source_file: str) -> None:
    """The (source, S-line number) blocks of an M2 file against the source file, by tokens."""
    if len(m2_sources) != len(sources):
        raise GecInputError(
            f"has {len(m2_sources)} sentences but the source file {source_file} has {len(sources)}", file=m2_file
        )
    for i, ((s, line), src) in enumerate(zip(m2_sources, sources, strict=True)):
        if s.split() != src.split():
            raise GecInputError(f"source of sentence {i + 1} differs from line {i + 1} of {source_file}: "
                                f"{s[:60]!r} vs {src[:60]!r}", file=m2_file, line=line)


def _sentence_means(rows: pd.DataFrame, system: str, counts: tuple[int, int, int]) -> dict[str, object]:
    n = len(rows)
    mean = (lambda c: float(rows[c].mean())) if n else (lambda c: 0.0)
    return {"system": system, "tp": counts[0], "fp": counts[1], "fn": counts[2],
            "p": mean("p"), "r": mean("r"), "f": mean("f")}


def _score_m2(args: argparse.Namespace) -> pd.DataFrame:
    from gecnb.metrics.m2scorer import M2Config, m2_corpus, m2_sentences, read_m2_gold

    if args.m2_hypothesis:
        raise UsageError("--metric m2 scores hypotheses as text (--hypothesis): the M2 scorer finds the system's "
                         "edits itself; to compare M2 edit files use --metric errant")
    if not args.m2_reference:
        if args.reference:
            raise UsageError("--metric m2 needs a gold M2 file (--m2-reference GOLD.m2): text references carry no "
                             "gold edits; --metric errant extracts edits from text references")
        raise UsageError("--metric m2 needs a gold M2 file (--m2-reference GOLD.m2)")
    if len(args.m2_reference) > 1 or args.reference:
        raise UsageError("--metric m2 takes exactly one gold M2 file (--m2-reference) and no --reference")
    gold_path = args.m2_reference[0]
    gold = read_m2_gold(gold_path)
    if args.source is not None:
        _check_m2_sources([(g.source, g.line) for g in gold], _read_lines(args.source, args.language),
                          m2_file=gold_path, source_file=args.source)
    cfg = M2Config(beta=0.5 if args.beta is None else args.beta,
                   max_unchanged_words=2 if args.max_unchanged_words is None else args.max_unchanged_words,
                   ignore_whitespace_casing=args.ignore_whitespace_casing)
    names = _system_names(args, args.hypothesis)
    rows = []
    for name, path in zip(names, args.hypothesis, strict=True):
        hyps = _read_lines(path, args.language)
        if len(hyps) != len(gold):
            raise GecInputError(f"has {len(hyps)} sentences but the M2 file {gold_path} has {len(gold)} blocks: "
                                "line counts must match", file=path)
        sents = m2_sentences(hypotheses=hyps, gold=gold, config=cfg)
        corpus_row = m2_corpus(sentences=sents, config=cfg, system=name).iloc[0]
        if (args.level or "corpus") == "corpus":
            rows.append({c: corpus_row[c] for c in PRF_COLUMNS})
        else:
            rows.append(_sentence_means(sents, name, (corpus_row.tp, corpus_row.fp, corpus_row.fn)))
    sig = cfg.signature()
    if args.level == "sentence":
        sig += _level_note("mean of sentence P/R/F; counts summed")
    return pd.DataFrame(rows, columns=PRF_COLUMNS).assign(signature=sig)


def _score_errant(args: argparse.Namespace) -> pd.DataFrame:
    from gecnb.edits.extract import default_extractor
    from gecnb.metrics.errant_compare import (
        ErrantConfig,
        errant_corpus,
        errant_sentence_scores,
        errant_sentences,
        read_errant_m2,
    )

    if not args.reference and not args.m2_reference:
        raise UsageError("no reference: --metric errant needs --reference (text) or --m2-reference (ERRANT M2)")
    if len(args.m2_reference) > 1 or (args.reference and args.m2_reference):
        raise UsageError("give the references either as text files or as one M2 file, not both")
    has_text = bool(args.reference or args.hypothesis)
    if (args.spacy_model or args.no_cache) and not (has_text and args.language == "en"):
        raise UsageError("--spacy-model and --no-cache apply only when English edits are extracted from text "
                         "(text --reference or --hypothesis)")
    lang = args.language
    # the sources: the source file (needed for text input) or the reference M2's S lines
    ref_blocks = read_errant_m2(args.m2_reference[0]) if args.m2_reference else None
    if args.source is not None:
        sources = _read_lines(args.source, lang)
    elif has_text:
        raise UsageError("--metric errant needs --source to extract edits from text files")
    else:
        assert ref_blocks is not None
        sources = [" ".join(b[0].split()) for b in ref_blocks]
    src_name = args.source or args.m2_reference[0]

    def m2_edits(path: str, blocks: list | None = None) -> list[list[tuple]]:
        blocks = read_errant_m2(path) if blocks is None else blocks
        _check_m2_sources([(b[0], b[1]) for b in blocks], sources, m2_file=path, source_file=src_name)
        return [b[2] for b in blocks]

    def text_lines(path: str) -> list[str]:
        from gecnb.data.text import check_same_length

        lines = _read_lines(path, lang)
        check_same_length([(src_name, sources), (path, lines)])
        return lines

    ref_texts = [text_lines(p) for p in args.reference]
    hyp_texts = [text_lines(p) for p in args.hypothesis]
    pairs = [(s, t) for lines in (*hyp_texts, *ref_texts) for s, t in zip(sources, lines, strict=True)]
    found: dict[tuple[str, str], tuple] = {}
    sig = "given (M2)"
    if pairs:
        try:
            kwargs = {"model": args.spacy_model, "cache": not args.no_cache} if lang == "en" else {}
            ex = default_extractor(lang, **kwargs)
            distinct = list(dict.fromkeys(pairs))
            found = dict(zip(distinct, ex.extract_many(distinct), strict=True))
            sig = ex.signature()
        except RuntimeError as err:  # no spaCy pipeline: the message says how to install one
            raise UsageError(str(err)) from None
    if ref_blocks is not None:
        references = m2_edits(args.m2_reference[0], ref_blocks)
    else:
        references = [[found[(s, r[i])] for r in ref_texts] for i, s in enumerate(sources)]
    systems: list[list] = [[(found[(s, h)],) for s, h in zip(sources, lines, strict=True)] for lines in hyp_texts]
    systems += [m2_edits(p) for p in args.m2_hypothesis]
    names = _system_names(args, [*args.hypothesis, *args.m2_hypothesis])
    cfg = ErrantConfig(beta=0.5 if args.beta is None else args.beta, mode=args.errant_mode or "cs")
    ref_how = "given (M2)" if ref_blocks is not None else sig
    level_note = _level_note("SentERRANT: mean of sentence P/R/F, reference chosen per sentence") \
        if args.level == "sentence" else ""
    rows = []
    for k, (name, hyps) in enumerate(zip(names, systems, strict=True)):
        if (args.level or "corpus") == "corpus":
            sents = errant_sentences(hypotheses=hyps, references=references, config=cfg)
            corpus_row = errant_corpus(sentences=sents, config=cfg, system=name).iloc[0]
            row = {c: corpus_row[c] for c in PRF_COLUMNS}
        else:
            sents = errant_sentence_scores(hypotheses=hyps, references=references, config=cfg)
            row = _sentence_means(sents, name, tuple(int(sents[c].sum()) for c in ("tp", "fp", "fn")))
        hyp_how = sig if k < len(hyp_texts) else "given (M2)"
        how = hyp_how if hyp_how == ref_how else f"mixed: given + {sig}"
        rows.append({**row, "signature": f"{cfg.signature()}|edits:{how}{level_note}"})
    return pd.DataFrame(rows, columns=[*PRF_COLUMNS, "signature"])


# ------------------------------------------------------------------------------------------------ demo


def _demo() -> pd.DataFrame:
    from gecnb.data.registry import load_dataset
    from gecnb.metrics.api import cleme_scores

    df = cleme_scores(load_dataset("conll14-cleme-errant"), reference_set="NUCLE", edits="given")
    return df[["system", "metric", "tp", "fp", "fn", "tn", "p", "r", "f"]]


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    try:
        with warnings.catch_warnings():
            if getattr(args, "quiet", False):
                warnings.simplefilter("ignore", NormalisationWarning)
            else:
                warnings.simplefilter("always", NormalisationWarning)
                warnings.showwarning = lambda m, c, f, ln, file=None, line=None: print(
                    f"gecnb: warning: {m}", file=sys.stderr)
            if args.command == "datasets":
                from gecnb.data.registry import list_datasets

                for k, v in list_datasets().items():
                    print(f"{k:22s} {v}")
                return 0
            df = _demo() if args.command == "demo" else _score(args)
    except (GecInputError, UsageError) as err:
        print(f"gecnb: error: {err}", file=sys.stderr)
        return 2
    print(_emit(df, args.format))
    return 0


if __name__ == "__main__":
    sys.exit(main())
