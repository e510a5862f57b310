"""``gecnb`` on the command line.

    gecnb score --metric cleme --level corpus --assumption dependent --weighting length \\
        --source SRC --hypothesis H1 --hypothesis H2 --reference R1 --reference R2 --format json
    gecnb score --metric cleme --source SRC --m2-reference GOLD.m2 --m2-hypothesis HYP.m2 --format table
    gecnb demo            # the main job on bundled data: CLEME on the 13 CoNLL-2014 systems
    gecnb datasets        # the bundled datasets

Each ``--reference`` file is one annotator (one line per sentence). A system is named after its file
(or ``--name``, once per hypothesis, in order). Errors name the file, the line and the problem and
exit with status 2.
"""

from __future__ import annotations

import argparse
import json
import sys
import warnings
from collections.abc import Sequence

import pandas as pd

from gecnb.data.errors import GecInputError, NormalisationWarning

CLEME_METRICS = ("cleme",)
COLUMNS = ["system", "tp", "fp", "fn", "tn", "p", "r", "f", "acc"]


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="gecnb", description="Grammatical error correction evaluation.")
    sub = p.add_subparsers(dest="command", required=True)
    s = sub.add_parser("score", help="score system outputs")
    s.add_argument("--metric", default="cleme", help="cleme (default); n-gram and baseline metrics: see README")
    s.add_argument("--level", choices=["corpus", "sentence"], default="corpus")
    s.add_argument("--assumption", choices=["dependent", "independent"], default="dependent")
    s.add_argument("--weighting", choices=["length", "none"], default="length")
    s.add_argument("--select-by", choices=["f", "acc"], default="f", help="reference choice (acc: -acc variants)")
    s.add_argument("--beta", type=float, default=0.5)
    s.add_argument("--source", required=True, help="source sentences, one a line (tokenised)")
    s.add_argument("--hypothesis", action="append", default=[], help="a system's output (repeatable)")
    s.add_argument("--reference", action="append", default=[], help="one annotator's references (repeatable)")
    s.add_argument("--m2-reference", action="append", default=[], help="gold M2 file (edits kept as given)")
    s.add_argument("--m2-hypothesis", action="append", default=[], help="a system's output as M2 (repeatable)")
    s.add_argument("--name", action="append", default=[], help="system names, in order of the hypotheses")
    s.add_argument("--language", choices=["en", "zh"], default="en")
    s.add_argument("--edits", choices=["auto", "extract", "given"], default="auto",
                   help="auto: M2 edits where given, extracted otherwise")
    s.add_argument("--spacy-model", default=None, help="spaCy pipeline for ERRANT (see README for the search order)")
    s.add_argument("--no-cache", action="store_true", help="do not use the on-disk edit cache")
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


def _score(args: argparse.Namespace) -> pd.DataFrame:
    from gecnb.data.readers import corpus_from_files
    from gecnb.metrics.api import cleme_scores
    from gecnb.metrics.cleme import ClemeConfig

    if args.metric not in CLEME_METRICS:
        raise GecInputError(
            f"metric {args.metric!r} is not on the command line yet (only: {', '.join(CLEME_METRICS)}); "
            "in Python use gecnb.metrics.gleu, gecnb.metrics.bleu, gecnb.metrics.m2scorer, "
            "gecnb.metrics.errant_compare or gecnb.metrics.chinese"
        )
    if not args.hypothesis and not args.m2_hypothesis:
        raise GecInputError("no hypothesis: give --hypothesis or --m2-hypothesis")
    if not args.reference and not args.m2_reference:
        raise GecInputError("no reference: give --reference or --m2-reference")
    corpus = corpus_from_files(
        source=args.source, references=args.reference, hypotheses=args.hypothesis,
        names=args.name or None, m2_references=args.m2_reference, m2_hypotheses=args.m2_hypothesis,
        language=args.language,
    )
    cfg = ClemeConfig(assumption=args.assumption, level=args.level, weighting=args.weighting,
                      select_by=args.select_by, beta=args.beta)
    extractor = None
    if args.language == "en" and (args.spacy_model or args.no_cache) and args.edits != "given":
        from gecnb.edits.errant_backend import ErrantExtractor

        extractor = ErrantExtractor(model=args.spacy_model, cache=not args.no_cache)
    rs = next(iter(corpus.reference_sets))
    if len(corpus.reference_sets) > 1:
        raise GecInputError("give the references either as text files or as one M2 file, not both")
    df = cleme_scores(corpus, reference_set=rs, variants=cfg, edits=args.edits, extractor=extractor)
    return df[[*COLUMNS, "signature"]]


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
    except GecInputError as err:
        print(f"gecnb: error: {err}", file=sys.stderr)
        return 2
    print(_emit(df, args.format))
    return 0


if __name__ == "__main__":
    sys.exit(main())
