"""``gecnb`` on the command line: a thin shell over the metric registry (:mod:`gecnb.metrics.base`).

    gecnb score --metric NAME --source SRC --hypothesis H1 [--hypothesis H2] --reference R1 [--reference R2]
    gecnb score --metric NAME --m2-reference GOLD.m2 --hypothesis H1 [--format json|table|csv]
    gecnb score --metric NAME ... --hypothesis H1 --hypothesis H2 --paired-bs [--paired-bs-n 1000] [--baseline H1]
    gecnb metrics         # the registered metrics, their inputs and options (with defaults)
    gecnb datasets        # the bundled datasets
    gecnb demo            # CLEME and CLEME2.0 on the 13 CoNLL-2014 systems (bundled data)
    gecnb rank --judgments gjg15 --method ts [--bootstrap 1000] --format json   # human rankings
    gecnb reproduce --list | gecnb reproduce cleme-table10 [--recompute] --format table
    gecnb evaluate --dataset conll14 --hypothesis MINE.txt [--baseline AMU] [--output DIR] [--format json|markdown|latex]
    gecnb evaluate --dataset seeda --m2-hypothesis MINE.m2 [--metric PT-M2]   # SEEDA's 15 systems; edits as given
    gecnb evaluate --source SRC --reference R1 --reference R2 --hypothesis H1 --hypothesis H2   # your own data
    gecnb evaluate --dataset mucgec-dev --hypothesis PRED.txt    # Chinese (also nlpcc18; own data: --language zh)
    gecnb --version

Each metric's options (``--beta``, ``--iterations``, ``--tokens`` ...) are generated from its config
dataclass: a ``Literal`` is a choice, a bool a flag (``--no-cache`` for one that defaults to true),
numbers are typed; the config validates them. An option the chosen metric does not have is an error
naming the metric. Inputs: ``--source`` (one sentence a line), ``--hypothesis`` (a system's output, one
text file per system), ``--reference`` (one annotator a file), ``--m2-reference`` (one M2 file; the
references are rebuilt from its edits), ``--m2-hypothesis`` (a system as M2), ``--name`` (system names,
text files first). ``--source`` may be left out when an M2 file is given (its ``S`` lines are the
sources; a ``--source`` given is checked against them) and for metrics that never read the source.
``--language zh`` reads Chinese as characters. Bad input: ``gecnb: error: FILE:LINE: problem`` on
stderr, exit status 2. ``--format json`` writes ``null`` for a value that is not a finite number.
"""

from __future__ import annotations

import argparse
import os
import sys
import warnings
from collections.abc import Sequence
from typing import Any

import pandas as pd

from gecnb.cli_options import FORMATS as _FORMATS
from gecnb.cli_options import (
    UsageError,
    add_executor_options,
    add_significance_options,
    check_executor_options,
    check_paired_bs,
    executor_from,
    paired_bs,
    show_warning,
)
from gecnb.cli_options import emit as _emit  # the name tests and older callers import
from gecnb.data.errors import GecInputError, NormalisationWarning


def _specs() -> tuple[list[Any], dict[str, list[Any]]]:
    """The metric classes and, per option name, its specs (one per metric that has it), in order."""
    from gecnb.metrics.base import metric_classes, option_specs

    classes = metric_classes()
    by_name: dict[str, list[Any]] = {}
    for c in classes:
        for o in option_specs(c.Config):
            if o.kind is not None:
                by_name.setdefault(o.name, []).append((c.name, o))
    return classes, by_name


def _parser() -> tuple[argparse.ArgumentParser, dict[str, list[Any]]]:
    from gecnb import __version__
    from gecnb.cli_correlate import add_parser as add_correlate

    classes, options = _specs()
    p = argparse.ArgumentParser(prog="gecnb", description="Grammatical error correction evaluation.")
    p.add_argument("--version", action="version", version=f"gecnb {__version__}")
    sub = p.add_subparsers(dest="command", required=True)
    s = sub.add_parser("score", help="score system outputs")
    s.add_argument("--metric", action="append", default=None,
                   help=f"one of: {', '.join(c.name for c in classes)} (default cleme); repeat it to score each metric "
                        "(one row per metric and system; its options apply to the metrics that have them)")
    s.add_argument("--level", choices=["corpus", "sentence"], default="corpus",
                   help="corpus (default) or sentence; what sentence means depends on the metric (see README)")
    s.add_argument("--source", default=None, help="source sentences, one a line (optional with M2 input)")
    s.add_argument("--hypothesis", action="append", default=[], help="a system's output (repeatable)")
    s.add_argument("--reference", action="append", default=[], help="one annotator's references (repeatable)")
    s.add_argument("--m2-reference", action="append", default=[], help="references as one M2 file")
    s.add_argument("--m2-hypothesis", action="append", default=[], help="a system's output as M2 (repeatable)")
    s.add_argument("--name", action="append", default=[], help="system names, in order of the hypotheses")
    s.add_argument("--language", choices=["en", "zh"], default="en")
    s.add_argument("--format", choices=_FORMATS, default="table")
    s.add_argument("--quiet", action="store_true", help="no normalisation warnings or progress bars")
    add_significance_options(s)
    g = s.add_argument_group("metric options (generated from each metric's config; see `gecnb metrics`)")
    for name, owners in options.items():
        o = owners[0][1]
        kinds = {spec.kind for _, spec in owners}
        if len(kinds) > 1:
            raise TypeError(f"option {name} has different types in different metrics: {sorted(kinds)}")
        by_help: dict[str, list[str]] = {}
        for m, spec in owners:
            text = spec.help or f"default {spec.default}"
            by_help.setdefault(f"turn off: {text}" if spec.flag.startswith("--no-") else text, []).append(m)
        helps = "; ".join(f"{', '.join(ms)}: {text}" for text, ms in by_help.items())
        kw: dict[str, Any] = {"dest": name, "default": argparse.SUPPRESS, "help": helps}
        if o.kind == "bool":
            kw["action"] = "store_false" if o.flag.startswith("--no-") else "store_true"
        elif o.kind == "choice":
            kw["choices"] = list(dict.fromkeys(c for _, spec in owners for c in spec.choices))
        else:
            kw["type"] = {"int": int, "float": float, "str": str}[o.kind]
        g.add_argument(o.flag, **kw)
    sub.add_parser("metrics", help="list the registered metrics").add_argument("--format", choices=_FORMATS,
                                                                              default="table")
    sub.add_parser("datasets", help="list the bundled datasets").add_argument("--format", choices=_FORMATS, default="table")
    r = sub.add_parser("rank", help="rank systems from human judgments (Expected Wins or TrueSkill)")
    r.add_argument("--judgments", required=True, help="a bundled set (gjg15, seeda-sent, ...) or a file")
    r.add_argument("--judgments-format", default=None, help="the file's format (see gecnb.meta.judgments)")
    r.add_argument("--method", choices=["ew", "ts"], default="ts")
    r.add_argument("--bootstrap", type=int, default=100, help="TrueSkill runs / Expected Wins resamples (default 100)")
    r.add_argument("--seed", type=int, default=0)
    r.add_argument("--format", choices=_FORMATS, default="table")
    rp = sub.add_parser("reproduce", help="a paper's table beside gecnb's numbers")
    rp.add_argument("name", nargs="?", help="the table (see --list)")
    rp.add_argument("--list", action="store_true", help="list the reproducible tables")
    rp.add_argument("--recompute", action="store_true", help="compute cached tables afresh (slow)")
    rp.add_argument("--format", choices=_FORMATS, default="table")
    add_correlate(sub, _FORMATS)
    _add_evaluate(sub)
    d = sub.add_parser("demo", help="the main job on bundled data")
    d.add_argument("--format", choices=_FORMATS, default="table")
    return p, options


def _add_evaluate(sub: Any) -> None:
    e = sub.add_parser("evaluate", help="evaluate your system: the full suite, ranks, significance, where it wins and loses")
    e.add_argument("--dataset", default=None,
                   help="a bundled benchmark (conll14, seeda; Chinese: mucgec-dev, nlpcc18); or give --source and "
                        "--reference")
    e.add_argument("--hypothesis", action="append", default=[], help="your system's output, one line a sentence (repeatable)")
    e.add_argument("--m2-hypothesis", action="append", default=[],
                   help="your system's output as M2 (one annotator: its edits are used as given; repeatable)")
    e.add_argument("--name", action="append", default=[],
                   help="system names, in order of the --hypothesis then --m2-hypothesis files (default: file stem)")
    e.add_argument("--source", default=None, help="your own data: the source sentences")
    e.add_argument("--reference", action="append", default=[], help="your own data: one annotator's references (repeatable)")
    e.add_argument("--m2-reference", default=None,
                   help="your own data: the references as one M2 file (character M2 with --language zh)")
    e.add_argument("--mucgec", default=None,
                   help="your own Chinese data in MuCGEC's format: one file of id<TAB>source<TAB>reference... (没有错误: "
                        "the source; 无法标注: no reference); implies --language zh")
    e.add_argument("--language", choices=["en", "zh"], default=None,
                   help="your own data's language: zh reads it as characters and evaluates it with the Chinese suite "
                        "(ChERRANT, Acc_sen, BLEU_c, MP, MP', GLEU, CLEME, CLEME2.0); default en, and Chinese text "
                        "without --language zh is refused (a --dataset has its own language)")
    e.add_argument("--reference-set", default=None,
                   help="the reference set (default NUCLE for conll14); on your own data, its name in the report "
                        "(default: references)")
    e.add_argument("--corpus-name", default=None,
                   help="your own data: the test set's name in the report (default: the --source or --m2-reference "
                        "file's name)")
    e.add_argument("--gold-edits", choices=["m2", "texts"], default=None,
                   help="the references' edits of ERRANT and the other edit-based metrics: m2 (default where the "
                        "reference set has an M2 gold: conll14's NUCLE, --m2-reference) the M2 gold as gecnb score "
                        "--m2-reference reads it (ERRANT: errant_m2 -auto), texts (default otherwise) every edit "
                        "extracted from the reference texts")
    e.add_argument("--baseline", default=None,
                   help="the system to compare with in the examples (default AMU on conll14, T5 on seeda, SOURCE "
                        "(the source unchanged) on Chinese data)")
    e.add_argument("--metric", action="append", default=[],
                   help="only these suite metrics, by label (repeatable; default the suite; PT-M2, PT-ERRANT, "
                        "CLEME2.0-sim-dep/-ind may be named)")
    e.add_argument("--among", action="append", default=[],
                   help="rank among only these published systems of --dataset (repeatable; default all)")
    e.add_argument("--similarity", action="store_true", help="add CLEME2.0 with similarity weighting (needs a BERT model)")
    e.add_argument("--pt", action="store_true",
                   help="add PT-M2 and PT-ERRANT (BERTScore-weighted M2 / ERRANT; need a BERT model)")
    e.add_argument("--bootstrap", type=int, default=1000, help="bootstrap samples (default 1000)")
    e.add_argument("--seed", type=int, default=12345, help="bootstrap seed (default 12345, sacrebleu's)")
    e.add_argument("--examples", type=int, default=6, help="example sentences per user system (default 6)")
    e.add_argument("--output", default=None,
                   help="a folder: write report.html, report.md, report.tex and report.json there")
    e.add_argument("--format", choices=["table", "json", "markdown", "latex"], default="table",
                   help="what to print: table (scores, P / R / F0.5, against the baseline; default), json, markdown "
                        "or latex (booktabs tables for a paper)")
    e.add_argument("--no-cache", action="store_true",
                   help="no cache at all: nothing read or written in $GECNB_CACHE_DIR (results, edits, BERTScore)")
    e.add_argument("--quiet", action="store_true", help="no progress bars")
    add_executor_options(e, "the bootstrap's shards of resamples")


def _evaluate(args: argparse.Namespace) -> None:
    from pathlib import Path

    from gecnb.data.text import displayable
    from gecnb.evaluation import evaluate

    files = [*args.hypothesis, *args.m2_hypothesis]
    if not files:
        raise UsageError("no hypothesis: give --hypothesis FILE or --m2-hypothesis FILE.m2 (repeatable)")
    if args.name and len(args.name) != len(files):
        raise UsageError(f"{len(args.name)} --name for {len(files)} --hypothesis / --m2-hypothesis")
    names = args.name or [Path(h).stem for h in files]
    if len(set(names)) != len(names):
        raise UsageError(f"two hypotheses have the same name ({', '.join(names)}): give --name")
    if args.dataset is not None and (args.source or args.reference or args.m2_reference or args.mucgec):
        raise UsageError("give either --dataset or your own --source/--reference (--m2-reference, --mucgec), not both")
    if args.dataset is not None and args.language is not None:
        from gecnb.evaluation.inputs import BUNDLED_ZH

        if (args.language == "zh") != (args.dataset in BUNDLED_ZH):
            raise UsageError(f"--language {args.language} does not fit --dataset {args.dataset}, which is "
                             f"{'Chinese' if args.dataset in BUNDLED_ZH else 'English'} (a --dataset has its own "
                             "language: leave --language out)")
    if args.bootstrap < 1 or args.seed < 0 or args.examples < 0:
        raise UsageError("--bootstrap must be at least 1, --seed and --examples at least 0")
    if args.corpus_name is not None and args.dataset is not None:
        raise UsageError("--corpus-name names your own data; a --dataset has its own name")
    if args.among and args.dataset is None:
        raise UsageError("--among chooses published systems of a --dataset")
    check_executor_options(args)
    if args.output is not None:  # an unusable folder fails now, not after the computation
        if not args.output.strip():
            raise UsageError("--output is an empty path: name a folder (it is created if missing)")
        from gecnb.data.outputs import check_output_folder

        check_output_folder(args.output)
    if args.mucgec is not None and not args.mucgec.strip():
        raise UsageError("--mucgec is an empty path: name your MuCGEC file (id<TAB>source<TAB>reference...)")
    if args.dataset is None:
        if not args.reference and not args.m2_reference and not args.mucgec:
            raise UsageError("give --dataset NAME, or your own data: --source SRC --reference R1 [--reference R2] "
                             "(or --m2-reference GOLD.m2, or --mucgec FILE for Chinese)")
        if sum(map(bool, (args.reference, args.m2_reference, args.mucgec))) > 1:
            raise UsageError("give the references once: as text files, as one M2 file or as one MuCGEC file")
        if args.mucgec and args.language == "en":
            raise UsageError("--mucgec is Chinese: leave out --language en")
    text_names, m2_names = names[:len(args.hypothesis)], names[len(args.hypothesis):]
    options: dict[str, Any] = dict(
        hypotheses=dict(zip(text_names, args.hypothesis, strict=True)),
        m2_hypotheses=dict(zip(m2_names, args.m2_hypothesis, strict=True)), baseline=args.baseline,
        metrics=args.metric or None, similarity=args.similarity, pt=args.pt, n=args.bootstrap, seed=args.seed,
        examples=args.examples, cache=not args.no_cache, progress=not args.quiet, gold_edits=args.gold_edits)
    with executor_from(args) as executor:
        if args.dataset is not None:
            report = evaluate(args.dataset, reference_set=args.reference_set, systems=args.among or None,
                              executor=executor, **options)
        else:  # read inside the evaluation: every warning about the files is in the report's notes
            from gecnb.evaluation import evaluate_files

            report = evaluate_files(source=args.source, references=args.reference, m2_reference=args.m2_reference,
                                    mucgec=args.mucgec, language="zh" if args.mucgec else args.language,
                                    name=args.corpus_name, reference_set=args.reference_set or "references",
                                    executor=executor, **options)
    if args.output is not None:
        for path in report.write(args.output):
            print(f"gecnb: wrote {displayable(str(path))}", file=sys.stderr)
    if args.format == "json":
        for piece in report.iter_json():  # a row at a time: 300 systems make 400,000 rows of comparisons
            sys.stdout.write(piece)
    elif args.format == "markdown":
        print(report.to_markdown())
    elif args.format == "latex":
        print(report.to_latex(), end="")
    else:
        print(_evaluate_table(report))
        from gecnb.display.report_limits import left_out

        for note in [*report.notes, *left_out(report)]:
            print(f"gecnb: note: {note}", file=sys.stderr)


def _evaluate_table(report: Any) -> str:
    """``gecnb evaluate --format table``: the scores; P / R / F0.5 with TP / FP / FN, one table per metric that
    has them (M2, ERRANT, CLEME); each user system against the baseline (or every other system); the error
    types and CLEME2.0 indicators where a user system differs from the baseline at p < 0.05."""
    from gecnb.data.text import displayable

    out = [_emit(report.table().reset_index(), "table")]
    prf = report.prf()
    for metric in dict.fromkeys(prf["metric"]):
        part = prf[prf["metric"] == metric][["system", "tp", "fp", "fn", "p", "r", "f"]].copy()
        for c in ("tp", "fp", "fn"):  # counts of edits (chunks) as integers
            if (part[c] == part[c].round()).all():
                part[c] = part[c].astype("int64")
        weighted = str(metric).startswith("CLEME")
        out += ["", f"{metric}: P / R / F0.5" + (" (of length-weighted chunk counts; TP / FP / FN count chunks)"
                                                  if weighted else " and TP / FP / FN"),
                _emit(part.rename(columns={"f": "f0.5"}), "table")]
    from gecnb.display.report_limits import shown_comparisons

    comp = report.comparisons
    if not comp.empty:  # against the baseline; without one, the pairs of the first user systems (bounded)
        shown = shown_comparisons(report)
        out += ["", _emit(shown[["system", "other", "metric", "delta", "p_value", "note"]], "table")]
    tests = report.type_significance
    if not tests.empty:
        main = tests[(tests["level"].fillna(2) == 2) & (tests["p_value"] < 0.05)]
        from gecnb.display.report_tables import edits_metric

        out += ["", f"per error type against {report.baseline}, p < 0.05 ({edits_metric(report)} main types: F0.5; "
                    "CLEME2.0: its indicators; all levels in --format json):"]
        out.append(_emit(main[["system", "metric", "type", "value", "other_value", "delta", "p_value"]], "table")
                   if not main.empty else "(none)")
    return displayable("\n".join(out))


def _score(args: argparse.Namespace, options: dict[str, list[Any]]) -> pd.DataFrame:
    from gecnb.data.readers import corpus_from_files
    from gecnb.metrics.base import get_metric, metric_classes
    from gecnb.metrics.options import OptionError

    given = {k: getattr(args, k) for k in options if hasattr(args, k)}
    names = [c.name for c in metric_classes()]
    wanted = args.metric or ["cleme"]
    for name in wanted:
        if name not in names:
            raise UsageError(f"unknown metric {name!r}: use one of {', '.join(names)}")
    twice = sorted({m for m in wanted if wanted.count(m) > 1})
    if twice:
        raise UsageError(f"--metric {', '.join(twice)} given twice: each metric is scored once (give other "
                         "metrics with more --metric flags)")
    flag = {k: owners[0][1].flag for k, owners in options.items()}
    for k in given:
        owners = [m for m, _ in options[k]]
        if not set(wanted) & set(owners):
            which = f"--metric {wanted[0]}" if len(wanted) == 1 else f"any of --metric {', '.join(wanted)}"
            raise UsageError(f"{flag[k]} does not apply to {which} (it applies to: {', '.join(owners)})")
    metrics = []
    for name in wanted:
        own = {k: v for k, v in given.items() if name in [m for m, _ in options[k]]}
        try:
            metrics.append(get_metric(name, **own))
        except (ValueError, TypeError) as err:  # the config's own validation (a ValueError with its message)
            raise err if isinstance(err, OptionError) else OptionError(str(err)) from None
    for metric in metrics:
        check_paired_bs(args, metric)
    if not args.hypothesis and not args.m2_hypothesis:
        raise UsageError("no hypothesis: give --hypothesis or --m2-hypothesis")
    for metric in metrics:
        if not args.reference and not args.m2_reference and metric.needs_references:
            raise UsageError(f"no reference: --metric {metric.name} needs --reference (or --m2-reference)")
    if len(args.m2_reference) > 1 or (args.reference and args.m2_reference):
        raise UsageError("give the references either as text files or as one M2 file, not both")
    has_m2 = bool(args.m2_reference or args.m2_hypothesis)
    if args.source is None and not has_m2:
        for metric in metrics:
            if metric.needs_source:
                raise UsageError(f"--metric {metric.name} needs --source")
    corpora: dict[str, Any] = {}
    tables = []
    for metric in metrics:
        source = args.source if args.source is not None or has_m2 else args.reference[0]  # only to check line counts
        read_language = metric.text_language(args.language)
        if read_language not in corpora:
            corpora[read_language] = corpus_from_files(
                source=source, references=args.reference, hypotheses=args.hypothesis, names=args.name or None,
                m2_references=args.m2_reference, m2_hypotheses=args.m2_hypothesis, language=read_language,  # type: ignore[arg-type]
                warn_language=read_language == args.language,  # Chinese read as words on purpose: no warning
            )
        corpus = corpora[read_language]
        tables.append(paired_bs(args, metric, corpus, metric.score(corpus, level=args.level)))
    if len(tables) == 1:
        return tables[0]
    out = pd.concat(tables, ignore_index=True, sort=False)  # one row per metric and system
    out = out[[c for c in out.columns if c != "signature"] + ["signature"]]
    out.attrs["columns_by_metric"] = {m.name: list(t.columns) for m, t in zip(metrics, tables, strict=True)}
    return out


def _run(args: argparse.Namespace, options: dict[str, list[Any]]) -> pd.DataFrame | None:
    from gecnb.cli_correlate import run as correlate
    if args.command == "datasets":
        from gecnb.data.registry import list_datasets

        return pd.DataFrame(list(list_datasets().items()), columns=["name", "description"])
    if args.command == "metrics":
        from gecnb.metrics.base import list_metrics

        return list_metrics()
    if args.command == "rank":
        from gecnb.meta.ranking import rank_judgments

        table = rank_judgments(args.judgments, format=args.judgments_format, method=args.method,
                               bootstrap=args.bootstrap, seed=args.seed)
        return table[["system", "score", "rank", "rank_range", "cluster"]]
    if args.command == "reproduce":
        from gecnb import reproduce

        if args.list or not args.name:
            return reproduce.list_tables()
        result = reproduce.table(args.name, recompute=args.recompute)
        print(f"gecnb: {reproduce.headline(result)}", file=sys.stderr)
        return result
    if args.command == "correlate":
        return correlate(args)
    if args.command == "evaluate":
        _evaluate(args)
        return None
    if args.command == "demo":
        from gecnb.reproduce.demo import demo_table

        return demo_table()
    return _score(args, options)


class Terminated(KeyboardInterrupt):
    """SIGTERM, raised where the interpreter is (as Ctrl-C's KeyboardInterrupt is), so the same clean-up runs:
    worker processes killed, SQLite transactions rolled back, temporary files removed."""


def _on_sigterm(signum: int, frame: Any) -> None:
    raise Terminated()


def main(argv: Sequence[str] | None = None) -> int:
    """``gecnb ARGV``; the exit status: 0, 2 (an error, its message on stderr), 130 (interrupted: SIGINT,
    Ctrl-C) or 143 (SIGTERM): an interrupted command leaves no worker process and no damaged cache."""
    import signal
    import threading

    handler = None
    if threading.current_thread() is threading.main_thread():
        handler = signal.signal(signal.SIGTERM, _on_sigterm)
    try:
        return _main(argv)
    except KeyboardInterrupt as err:
        terminated = isinstance(err, Terminated)
        print(f"gecnb: {'terminated' if terminated else 'interrupted'}", file=sys.stderr, flush=True)
        return 143 if terminated else 130
    finally:
        if handler is not None:
            signal.signal(signal.SIGTERM, handler)


def _main(argv: Sequence[str] | None = None) -> int:
    from gecnb import _progress
    from gecnb.metrics.options import OptionError

    parser, options = _parser()
    args = parser.parse_args(argv)
    quiet = getattr(args, "quiet", False)
    flags = {k: owners[0][1].flag for k, owners in options.items()}
    old_progress = _progress._enabled
    try:
        with warnings.catch_warnings():
            warnings.showwarning = show_warning  # input warnings stay visible; --quiet silences normalisation
            warnings.simplefilter("ignore" if quiet else "always", NormalisationWarning)
            if quiet:
                _progress.set_enabled(False)
            df = _run(args, options)
    except OptionError as err:
        print(f"gecnb: error: {err.render(lambda k: flags.get(k, '--' + k.replace('_', '-')))}", file=sys.stderr)
        return 2
    except (GecInputError, UsageError, ValueError, KeyError, OSError) as err:  # ValueError: a metric's input check
        print(f"gecnb: error: {err.args[0] if isinstance(err, KeyError) else err}", file=sys.stderr)
        return 2
    finally:
        if quiet:
            _progress.set_enabled(old_progress)
    try:
        if df is not None:
            print(_emit(df, args.format), flush=True)
    except BrokenPipeError:  # `gecnb ... | head`: the reader left; not an error
        sys.stdout = open(os.devnull, "w")  # noqa: SIM115 - stdout for the interpreter's final flush
    return 0


if __name__ == "__main__":
    sys.exit(main())
