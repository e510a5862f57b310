"""Bad metric options, one test per class: through the API (``gecnb.get_metric`` / ``gecnb.score``: an
``OptionError``, a ``ValueError``, naming the option) and through the command line (exit status 2,
``gecnb: error: ...`` naming the flag, no traceback)."""

from __future__ import annotations

import math
import re

import pytest

import gecnb
from gecnb.cli import main
from gecnb.metrics.base import metric_classes
from gecnb.metrics.chinese import meaning_preservation
from gecnb.metrics.gleu import GleuMultirefConfig, GleuOfficialConfig
from gecnb.metrics.m2scorer import M2Config
from gecnb.metrics.options import MAX_ITERATIONS, OptionError


@pytest.fixture(scope="module")
def files(tmp_path_factory) -> list[str]:
    d = tmp_path_factory.mktemp("badopts")
    (d / "src").write_text("a b c\nd e f\n", encoding="utf-8")
    (d / "hyp").write_text("a b c\nd e g\n", encoding="utf-8")
    (d / "ref").write_text("a b d\nd e g\n", encoding="utf-8")
    return ["--source", str(d / "src"), "--hypothesis", str(d / "hyp"), "--reference", str(d / "ref")]


@pytest.fixture(scope="module")
def corpus():
    c = gecnb.Corpus("tiny", ("a b c", "d e f"))
    c.add_references("refs", [["a b d"], ["d e g"]])
    c.add_system("sys", ["a b c", "d e g"])
    return c


def cli_fails(capsys, *args: str) -> str:
    """Exit status 2 (returned, or argparse's SystemExit), nothing on stdout, no traceback."""
    try:
        rc = main(["score", *args, "--quiet"])
    except SystemExit as exc:  # argparse: an unknown choice or a value of the wrong type
        rc = exc.code  # type: ignore[assignment]
    out = capsys.readouterr()
    assert rc == 2 and out.out == "", out
    assert "Traceback" not in out.err and out.err.strip()
    return out.err


def test_non_finite_numbers(files, capsys, corpus):
    for name, opt in (("m2", "beta"), ("errant", "beta"), ("mp", "t")):
        for bad in (math.nan, math.inf, -math.inf):
            with pytest.raises(ValueError, match=rf"`{opt}` must be a finite number; got {bad}"):
                gecnb.get_metric(name, **{opt: bad})
    with pytest.raises(ValueError, match=r"beta must be positive, got inf \(it must be a finite number\)"):
        gecnb.get_metric("cleme", beta=math.inf)
    with pytest.raises(ValueError, match="`tau` must be a finite number"):
        gecnb.score(corpus, "gleu-multiref", aggregation="weighted-avg", tau=math.nan)
    err = cli_fails(capsys, "--metric", "m2", "--beta", "nan", *files)
    assert "gecnb: error: --beta must be a finite number; got nan" in err
    err = cli_fails(capsys, "--metric", "mp", "--mp-t", "inf", *files)
    assert "gecnb: error: --mp-t must be a finite number; got inf" in err
    err = cli_fails(capsys, "--metric", "cleme", "--beta", "inf", *files)
    assert "gecnb: error: beta must be positive, got inf (it must be a finite number)" in err


def test_out_of_range_numbers(files, capsys):
    cases = [
        ("m2", {"beta": 0.0}, ["--beta", "0"], "`beta` must be positive; got 0.0", "--beta must be positive; got 0.0"),
        ("m2", {"max_unchanged_words": -1}, ["--max-unchanged-words", "-1"], "`max_unchanged_words` must be >= 0",
         "--max-unchanged-words must be >= 0; got -1"),
        ("mp", {"t": 1.5}, ["--mp-t", "1.5"], "`t` must be between 0 and 1; got 1.5",
         "--mp-t must be between 0 and 1; got 1.5"),
        ("gleu-multiref", {"aggregation": "weighted-avg", "tau": -2.0}, ["--aggregation", "weighted-avg", "--tau", "-2"],
         "`tau` must be positive", "--tau must be positive; got -2.0"),
        ("gleu", {"iterations": 0}, ["--iterations", "0"], "`iterations` must be in", "--iterations must be in [1, "),
    ]
    for name, options, flags, api_msg, cli_msg in cases:
        with pytest.raises(OptionError, match=re.escape(api_msg)):
            gecnb.get_metric(name, **options)
        assert cli_msg in cli_fails(capsys, "--metric", name, *flags, *files), name
    with pytest.raises(ValueError, match="`max_unchanged_words` must be >= 0"):
        M2Config(max_unchanged_words=-3)
    with pytest.raises(ValueError, match="`t` must be between 0 and 1"):
        meaning_preservation(hypotheses=["a"], sources=["a"], t=0.0)


def test_iterations_are_bounded_so_memory_stays_bounded(files, capsys):
    too_many = MAX_ITERATIONS + 1
    for name in ("gleu", "gleu-sakaguchi"):
        with pytest.raises(OptionError, match=rf"`iterations` must be in \[1, {MAX_ITERATIONS}\]; got {too_many}"):
            gecnb.get_metric(name, iterations=too_many)
    with pytest.raises(ValueError, match="`iterations` must be in"):
        GleuOfficialConfig(iterations=10**9)
    err = cli_fails(capsys, "--metric", "gleu", "--iterations", str(10**9), *files)
    assert f"--iterations must be in [1, {MAX_ITERATIONS}]; got 1000000000" in err


def test_wrong_types(files, capsys):
    with pytest.raises(OptionError, match=r"`iterations` must be an integer; got 2\.5"):
        gecnb.get_metric("gleu", iterations=2.5)
    with pytest.raises(OptionError, match="`beta` must be a number; got '1'"):
        gecnb.get_metric("m2", beta="1")
    err = cli_fails(capsys, "--metric", "gleu", "--iterations", "2.5", *files)
    assert "argument --iterations: invalid int value: '2.5'" in err


def test_unknown_choices_are_errors_not_fallbacks(files, capsys):
    with pytest.raises(OptionError, match="`merged_length` must be one of shortest, closest, average; got 'bogus'"):
        gecnb.get_metric("gleu-multiref", merged_length="bogus")
    with pytest.raises(ValueError, match="`merged_length` must be one of"):
        GleuMultirefConfig(merged_length="bogus")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="`smoothing` must be one of none, official; got 'laplace'"):
        GleuMultirefConfig(smoothing="laplace")  # type: ignore[arg-type]
    for name, opt, bad in (("bleu", "smooth", "exp2"), ("bleu", "tokens", "subword"), ("errant", "mode", "xx"),
                           ("gleu", "brevity_penalty", "2018"), ("cleme", "edits", "maybe")):
        with pytest.raises(ValueError, match=rf"`{opt}` must be one of .*; got '{bad}'"):
            gecnb.get_metric(name, **{opt: bad})
    from gecnb.metrics.gleu import sentence_reference_stats

    with pytest.raises(ValueError, match="`numerator` must be one of official, sakaguchi; got 'x'"):
        sentence_reference_stats(sources=["a"], hypotheses=["a"], references=[["a"]], numerator="x")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match=r"weighting`? must be one of none, length, similarity, llm"):
        gecnb.get_metric("cleme", weighting="bogus")
    err = cli_fails(capsys, "--metric", "gleu-multiref", "--merged-length", "bogus", *files)
    assert "argument --merged-length: invalid choice: 'bogus'" in err


def test_options_a_metric_does_not_have(files, capsys, corpus):
    with pytest.raises(OptionError, match=r"`iterations` does not apply to `metric` bleu \(its options: "):
        gecnb.score(corpus, "bleu", iterations=5)
    err = cli_fails(capsys, "--metric", "bleu", "--iterations", "5", *files)
    assert "gecnb: error: --iterations does not apply to --metric bleu (it applies to: gleu, gleu-sakaguchi)" in err
    err = cli_fails(capsys, "--metric", "m2", "--no-cache", *files)
    assert "--no-cache does not apply to --metric m2 (it applies to: cleme, cleme2, errant, gotoscorer)" in err


def test_options_that_need_another_option(files, capsys, corpus):
    with pytest.raises(OptionError, match="`tau` applies only to `aggregation` weighted-avg"):
        gecnb.get_metric("gleu-multiref", tau=2.0)
    with pytest.raises(OptionError, match="`merged_length` applies only to `aggregation` merged"):
        gecnb.get_metric("gleu-multiref", aggregation="simple-avg", merged_length="closest")
    with pytest.raises(OptionError, match="`iterations` does not change `level` sentence"):
        gecnb.score(corpus, "gleu", iterations=10, level="sentence")
    err = cli_fails(capsys, "--metric", "gleu-multiref", "--merged-length", "closest", "--aggregation", "select-best",
                    *files)
    assert "--merged-length applies only to --aggregation merged (the default)" in err


def test_levels_and_unknown_metrics(files, capsys, corpus):
    with pytest.raises(OptionError, match="`level` must be corpus or sentence; got 'document'"):
        gecnb.score(corpus, "ter", level="document")  # type: ignore[arg-type]
    with pytest.raises(OptionError, match="`metric` bleu has no sentence level"):
        gecnb.score(corpus, "bleu", level="sentence")
    names = ", ".join(c.name for c in metric_classes())
    with pytest.raises(OptionError, match=re.escape(f"unknown metric 'bleu2': use one of {names}")):
        gecnb.score(corpus, "bleu2")
    assert f"unknown metric 'bleu2': use one of {names}" in cli_fails(capsys, "--metric", "bleu2", *files)
    assert "--metric bleu has no sentence level" in cli_fails(capsys, "--metric", "bleu", "--level", "sentence", *files)
