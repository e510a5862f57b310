"""Hostile and degenerate input (issue 16, item 6), one section per class of docs/bad-input.md: each is
refused with a clear error (a ``GecInputError`` / ``OptionError`` naming the file, line, option or column;
``gecnb`` exits with status 2 and no traceback), warned about with the numbers involved, or computed
correctly within a documented bound -- through the API and the command line alike.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
import warnings
from pathlib import Path

import numpy as np
import pandas as pd
import pytest

import gecnb
from gecnb.cli import main
from gecnb.data.checks import MAX_ALIGN3_TOKENS, MAX_ALIGN_TOKENS
from gecnb.data.errors import GecInputError, GecInputWarning, MissingModelError
from gecnb.metrics.options import MAX_RESAMPLES, MAX_RUNS, OptionError
from tests.conftest import needs_spacy

ROOT = Path(__file__).resolve().parents[1]
CHEAP = ["gleu", "gleu-sakaguchi", "gleu-multiref", "green", "bleu", "ter", "m2", "imeasure", "sentence-acc", "mp"]


def cli(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    """``gecnb ARGV``: (exit status, stdout, stderr); never a traceback on stderr."""
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("always")
            code = main(list(argv))
    except SystemExit as exc:  # argparse
        code = exc.code  # type: ignore[assignment]
    out, err = capsys.readouterr()
    assert "Traceback" not in err, err
    return int(code), out, err


@pytest.fixture
def files(tmp_path: Path) -> dict[str, Path]:
    f = {k: tmp_path / k for k in ("src", "hyp", "ref")}
    f["src"].write_text("He go to the school every day .\nShe like the cats very much .\n", encoding="utf-8")
    f["hyp"].write_text("He goes to the school every day .\nShe likes the cats very much .\n", encoding="utf-8")
    f["ref"].write_text("He goes to the school every day .\nShe likes the cats very much .\n", encoding="utf-8")
    return f


def tiny_corpus(refs: list[list[str]] | None = None) -> gecnb.Corpus:
    c = gecnb.Corpus("tiny", ("He go to the school every day .", "She like the cats very much ."))
    c.add_references("refs", refs if refs is not None else [["He goes to the school every day ."],
                                                              ["She likes the cats very much ."]])
    c.add_system("perfect", ["He goes to the school every day .", "She likes the cats very much ."])
    c.add_system("copy", ["He go to the school every day .", "She like the cats very much ."])
    return c


# --------------------------------------------------------------------------------------------- numbers

# (metric, options) whose real numbers are squared or multiplied by counts: 1e200 squared is inf
OVERFLOWING = [
    ("m2", {"beta": 1e200}), ("errant", {"beta": 1e200}), ("cleme", {"beta": 1e200}), ("green", {"beta": 1e200}),
    ("gotoscorer", {"beta": 1e200}), ("pt-m2", {"beta": 1e200}), ("pt-errant", {"beta": 1e200}),
    ("imeasure", {"beta": 1e200}), ("imeasure", {"w": 1e308}), ("m2", {"beta": 1e-200}), ("green", {"beta": 1e-200}),
    ("gleu-multiref", {"aggregation": "weighted-avg", "tau": 1e300}), ("mp", {"t": 1e-300}),
    ("cleme2", {"factors": "0.5,0.3,0.2,1e-200"}),
]


@pytest.mark.parametrize("name, options", OVERFLOWING)
def test_numbers_whose_arithmetic_overflows_are_refused(name, options):
    (opt, value), *_ = [(k, v) for k, v in options.items() if k != "aggregation"]
    with pytest.raises(ValueError, match=r"must be between 1e-100 and 1e\+100 in size") as info:
        gecnb.get_metric(name, **options)
    assert f"`{opt}" in str(info.value) and (repr(value) in str(info.value) or opt == "factors")


def test_numbers_within_the_bound_still_compute(capsys):
    """1e100 is accepted and gives the limit of F_beta (recall), not NaN; the classes' own configs agree."""
    from gecnb.metrics.aggregate import f_beta_aggregate
    from gecnb.metrics.cleme import ClemeConfig
    from gecnb.metrics.ptm2 import PTConfig

    c = tiny_corpus([["He goes to the school every day ."], ["She likes the cat very much ."]])
    row = gecnb.score(c, "m2", beta=1e100).set_index("system").loc["perfect"]
    assert row["f"] == pytest.approx(row["r"]) and np.isfinite(row["f"])
    for make in (lambda: ClemeConfig(beta=1e200), lambda: PTConfig(beta=1e200), lambda: f_beta_aggregate(beta=1e200)):
        with pytest.raises(ValueError, match="must be between 1e-100 and 1e"):
            make()


def test_numbers_of_weighers_and_rankings():
    from gecnb.meta.ranking import TrueSkillConfig
    from gecnb.metrics.weighting import WeightCurve
    from gecnb.metrics.weighting.llm import LlmWeigher
    from gecnb.reproduce.cases import CorpusBiasLength

    for make, name in ((lambda: WeightCurve(1e200, 0.0, 5.0), "WeightCurve.alpha"),
                       (lambda: WeightCurve(2.0, 0.0, 1e300), "WeightCurve.hi"),
                       (lambda: TrueSkillConfig(sigma=1e200), "TrueSkillConfig.sigma"),
                       (lambda: LlmWeigher(backend=lambda prompt: "1", fallback=1e300), "fallback"),
                       (lambda: CorpusBiasLength(bias=1e300), "bias")):
        with pytest.raises(ValueError, match=rf"`{name}` must be between 1e-100 and 1e\+100 in size"):
            make()
    # a chunk far from the bias: exp overflows; the weight is its limit, never NaN (alpha = 1: 0 * inf)
    far = np.array([0.0, 900.0])
    for alpha in (1.0, 2.0, 0.5):
        for reverse in (False, True):
            w = WeightCurve(alpha, 0.0, 5.0)(far, 2.0, reverse=reverse)
            assert np.isfinite(w).all() and (w >= 0).all(), (alpha, reverse, w)


def test_numbers_on_the_command_line(capsys, files):
    args = ["--source", str(files["src"]), "--hypothesis", str(files["hyp"]), "--reference", str(files["ref"])]
    for metric, flags, flag in (("m2", ["--beta", "1e200"], "--beta"), ("cleme", ["--beta", "1e200"], "--beta"),
                                ("imeasure", ["--w", "1e308"], "--w"), ("mp", ["--mp-t", "1e-300"], "--mp-t")):
        code, out, err = cli(capsys, "score", "--metric", metric, *flags, *args)
        assert code == 2 and out == "", err
        assert f"gecnb: error: {flag} must be between 1e-100 and 1e+100 in size" in err, err


def test_counts_that_size_memory_are_bounded_before_anything_is_read():
    """Each bound is checked before the judgments, scores or corpus are even looked at (None there)."""
    from gecnb.meta.correlation import bootstrap_correlation
    from gecnb.meta.grid import correlate
    from gecnb.meta.ranking import expected_wins_runs, rank_judgments, rank_systems, trueskill_runs

    huge = 10**12
    for call, name, bound in (
        (lambda: trueskill_runs(None, runs=huge), "runs", MAX_RUNS),  # type: ignore[arg-type]
        (lambda: expected_wins_runs(None, runs=huge), "runs", MAX_RUNS),  # type: ignore[arg-type]
        (lambda: rank_systems(None, bootstrap=huge), "bootstrap", MAX_RUNS),  # type: ignore[arg-type]
        (lambda: rank_judgments("/nonexistent/judgments", bootstrap=huge), "bootstrap", MAX_RUNS),
        (lambda: bootstrap_correlation(None, None, n_resamples=huge), "n_resamples", MAX_RESAMPLES),  # type: ignore[arg-type]
        (lambda: correlate(None, human="gjg15", metrics=["m2"], bootstrap=huge), "bootstrap", MAX_RESAMPLES),  # type: ignore[arg-type]
    ):
        with pytest.raises(OptionError, match=rf"`{name}` must be in \[1, {bound}\]; got {huge}"):
            call()
    from gecnb.meta.significance import compare_systems

    with pytest.raises(OptionError, match=r"`n` must be in \[1, 100000\]"):
        compare_systems(None, "m2", n=huge)


def test_counts_on_the_command_line(capsys, files):
    code, out, err = cli(capsys, "rank", "--judgments", "gjg15", "--bootstrap", str(10**9))
    assert code == 2 and out == "" and f"--bootstrap must be in [1, {MAX_RUNS}]; got 1000000000" in err, err
    code, out, err = cli(capsys, "correlate", "--dataset", "conll14", "--human", "gjg15", "--metric", "m2",
                         "--bootstrap", str(10**9), "--quiet")
    assert code == 2 and f"--bootstrap must be in [1, {MAX_RESAMPLES}]; got 1000000000" in err, err
    code, out, err = cli(capsys, "score", "--metric", "m2", "--source", str(files["src"]), "--hypothesis",
                         str(files["hyp"]), "--reference", str(files["ref"]), "--paired-bs", "--paired-bs-n", str(10**9))
    assert code == 2 and "--paired-bs-n must be in [1, 100000]" in err, err


# ----------------------------------------------------------------------------------------------- files


def test_only_regular_files_are_read(capsys, files, tmp_path):
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    for bad, what in (("/dev/zero", "is a character device"), (str(tmp_path), "is a directory")):
        for role in ("--hypothesis", "--reference", "--source"):
            args = {"--source": str(files["src"]), "--hypothesis": str(files["hyp"]), "--reference": str(files["ref"])}
            args[role] = bad
            code, out, err = cli(capsys, "score", "--metric", "gleu", *[x for kv in args.items() for x in kv])
            assert code == 2 and out == "" and f"gecnb: error: {bad}: {what}" in err, (role, err)
        code, _, err = cli(capsys, "score", "--metric", "m2", "--m2-reference", bad, "--hypothesis", str(files["hyp"]))
        assert code == 2 and f"{bad}: {what}" in err, err
        code, _, err = cli(capsys, "rank", "--judgments", bad, "--judgments-format", "wmt-csv")
        assert code == 2 and f"{bad}: {what}" in err, err
    from gecnb.data.text import read_text

    with pytest.raises(GecInputError, match="/dev/zero: is a character device, not a regular file"):
        read_text("/dev/zero")
    # a FIFO would block a reader forever: run it in a child with a time limit
    code = textwrap.dedent(f"""
        import sys
        from gecnb.cli import main
        sys.exit(main(["score", "--metric", "gleu", "--source", {str(files["src"])!r}, "--hypothesis", {str(fifo)!r},
                       "--reference", {str(files["ref"])!r}]))
    """)
    res = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, cwd=ROOT,
                         env={**os.environ, "PYTHONPATH": str(ROOT), "GECNB_PROGRESS": "0"})
    assert res.returncode == 2 and f"{fifo}: is a FIFO (named pipe), not a regular file" in res.stderr, res.stderr


def test_file_size_is_checked_before_reading(capsys, files, monkeypatch):
    from gecnb.data.text import MAX_INPUT_BYTES, read_text

    assert MAX_INPUT_BYTES == 512 * 1024**2  # the documented default
    size = files["hyp"].stat().st_size
    with pytest.raises(GecInputError, match=rf"is {size:,} bytes, over the 10-byte limit for an input file"):
        read_text(files["hyp"], max_bytes=10)
    assert read_text(files["hyp"], max_bytes=size) == files["hyp"].read_text(encoding="utf-8").splitlines()
    monkeypatch.setenv("GECNB_MAX_INPUT_BYTES", "10")
    code, out, err = cli(capsys, "score", "--metric", "gleu", "--source", str(files["src"]), "--hypothesis",
                         str(files["hyp"]), "--reference", str(files["ref"]))
    assert code == 2 and out == "" and "over the 10-byte limit" in err and "GECNB_MAX_INPUT_BYTES" in err, err
    monkeypatch.setenv("GECNB_MAX_INPUT_BYTES", "lots")
    with pytest.raises(GecInputError, match=r"\$GECNB_MAX_INPUT_BYTES must be a positive number of bytes"):
        read_text(files["hyp"])


# ---------------------------------------------------------------------------------------------- length

LONG_SCRIPT = textwrap.dedent("""
    import json, resource, sys, warnings
    warnings.simplefilter("ignore")
    import gecnb
    from gecnb.data.errors import GecInputError
    n = 100_000
    words = ["the", "a", "cat", "dog", "runs", "ran", "house", "is", "are", "."]
    src = [words[(i * 7) % 10] for i in range(n)]
    hyp = ["X" if i % 50 == 0 else w for i, w in enumerate(src)]
    ref = ["X" if i % 40 == 0 else w for i, w in enumerate(src)]
    c = gecnb.Corpus("long", ("He go home .", " ".join(src)))
    c.add_references("refs", [["He goes home ."], [" ".join(ref)]])
    c.add_system("sys", ["He goes home .", " ".join(hyp)])
    out = {}
    for name in sys.argv[1:]:
        try:
            r = gecnb.score(c, name)
            out[name] = ["result", float(r[gecnb.get_metric(name).score_column].iloc[0])]
        except GecInputError as e:
            out[name] = ["error", str(e)]
    out["maxrss_kb"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    print(json.dumps(out))
""")


EN_METRICS = [n for n, langs in zip(gecnb.list_metrics()["name"], gecnb.list_metrics()["languages"], strict=True)
              if "en" in langs.split(",")]


def test_a_sentence_of_100000_tokens_through_every_metric(tmp_path):
    """Every registered metric, one child process: a result, or a GecInputError naming the line and the
    bound before any parsing, alignment or model loading; at most 3 GB (the time limit bounds the time)."""
    names = EN_METRICS  # an English sentence (cherrant is Chinese only)
    env = {**os.environ, "PYTHONPATH": str(ROOT), "GECNB_PROGRESS": "0", "GECNB_CACHE_DIR": str(tmp_path)}
    env.pop("GECNB_MAX_ALIGN_TOKENS", None)
    res = subprocess.run([sys.executable, "-c", LONG_SCRIPT, *names], capture_output=True, text=True,
                         timeout=60 * len(names), cwd=ROOT, env=env)
    assert res.returncode == 0, res.stderr[-3000:]
    out = json.loads(res.stdout.strip().splitlines()[-1])
    assert out.pop("maxrss_kb") <= 3 * 1024**2  # KiB: 3 GB
    assert set(out) == set(names)
    refused = {n for n, (kind, _) in out.items() if kind == "error"}
    from gecnb.metrics.base import metric_classes

    bounded = {c.name for c in metric_classes() if c.max_tokens is not None and c.name in names}
    assert refused == bounded, (refused, bounded)
    assert {"m2", "errant", "cleme", "cleme2", "imeasure", "ter", "pt-m2"} <= bounded
    for name in refused:
        bound = MAX_ALIGN3_TOKENS if name == "imeasure" else MAX_ALIGN_TOKENS
        assert out[name][1].startswith("long:2: the source has 100,000 tokens, over the "
                                       f"{bound:,} that metric {name} takes"), out[name]
        assert "$GECNB_MAX_ALIGN_TOKENS" in out[name][1]
    for name in set(names) - refused:
        assert 0.0 <= out[name][1] <= 1.0, (name, out[name])


def test_length_bound_on_the_command_line_and_its_override(capsys, tmp_path, monkeypatch):
    long = " ".join(["word"] * (MAX_ALIGN_TOKENS + 1))
    for k, text in (("src", f"short one .\n{long}\n"), ("hyp", f"short one .\n{long} x\n"), ("ref", "short one .\nx\n")):
        (tmp_path / k).write_text(text, encoding="utf-8")
    args = ["--source", str(tmp_path / "src"), "--hypothesis", str(tmp_path / "hyp"), "--reference", str(tmp_path / "ref")]
    code, out, err = cli(capsys, "score", "--metric", "m2", *args)
    assert code == 2 and out == "", err
    assert f":2: the source has {MAX_ALIGN_TOKENS + 1:,} tokens, over the {MAX_ALIGN_TOKENS:,} that metric m2 takes" in err
    code, out, err = cli(capsys, "score", "--metric", "gleu", "--iterations", "1", *args)  # linear: no bound
    assert code == 0, err
    c = tiny_corpus()
    monkeypatch.setenv("GECNB_MAX_ALIGN_TOKENS", "5")
    with pytest.raises(GecInputError, match=r"tiny:1: the source has 8 tokens, over the 5 that metric m2 takes"):
        gecnb.score(c, "m2")
    with pytest.raises(GecInputError, match=r"tiny:1: the source has 8 tokens, over the 5 that metric cleme \(cleme2\)"):
        gecnb.cleme_scores(c)  # the CLEME API checks before extracting any edit too
    monkeypatch.setenv("GECNB_MAX_ALIGN_TOKENS", "0")
    with pytest.raises(GecInputError, match=r"\$GECNB_MAX_ALIGN_TOKENS must be a positive integer; got '0'"):
        gecnb.score(c, "m2")


def test_three_way_alignment_is_bounded_before_its_table():
    from gecnb.metrics.imeasure import align3

    n = MAX_ALIGN3_TOKENS + 1
    with pytest.raises(GecInputError, match=rf"three-way alignment of {n} x {n} x {n} tokens is larger than"):
        align3([f"s{i}" for i in range(n)], [f"h{i}" for i in range(n)], [f"r{i}" for i in range(n)])


# ------------------------------------------------------------------------------------------ references


@pytest.mark.parametrize("name", EN_METRICS)
def test_an_empty_reference_list_is_the_same_error_in_every_metric(name):
    c = tiny_corpus([["He goes to the school every day ."], []])
    with pytest.raises(GecInputError) as info:
        gecnb.score(c, name)
    assert str(info.value).startswith("tiny:2: reference set refs: sentence(s) [2] have no reference (an empty "
                                      "reference list); no metric scores such a sentence as if its source were its "
                                      "reference"), str(info.value)


# ----------------------------------------------------------------------------------------- meta-evaluation


def _table(values: dict[str, float], col: str) -> pd.DataFrame:
    return pd.DataFrame({"system": list(values), col: list(values.values())})


def test_correlations_over_too_few_systems_or_constant_scores_warn_with_the_numbers():
    from gecnb.meta.correlation import bootstrap_correlation, system_correlation

    m2 = _table({"A": 0.1, "B": 0.2}, "f")
    h2 = _table({"A": 1.0, "B": 3.0}, "ts")
    for f in (system_correlation, bootstrap_correlation):
        with pytest.warns(GecInputWarning, match=r"a correlation over 2 system\(s\) \(A, B\) is \+1, -1 or undefined"):
            f(m2, h2, human_columns="ts")
    m3 = _table({"A": 0.5, "B": 0.5, "C": 0.5}, "f")
    h3 = _table({"A": 1.0, "B": 3.0, "C": 2.0}, "ts")
    with pytest.warns(GecInputWarning, match=r"the metric column 'f' is constant \(0.5 for all 3 systems\)"):
        out = system_correlation(m3, h3, human_columns="ts")
    assert out["r"].isna().all()
    with warnings.catch_warnings():
        warnings.simplefilter("error", GecInputWarning)  # 3 varied systems: nothing to say
        system_correlation(_table({"A": 0.1, "B": 0.3, "C": 0.2}, "f"), h3, human_columns="ts")
    with pytest.raises(GecInputError, match="missing metric scores"):
        system_correlation(_table({"A": 0.1, "B": float("nan"), "C": 0.2}, "f"), h3, human_columns="ts")


def test_human_rankings_whose_names_mostly_miss_the_corpus():
    from gecnb.meta.grid import correlate

    c = tiny_corpus()
    c.add_system("third", ["He goes to school every day .", "She likes cats very much ."])
    human = _table({"perfect": 3.0, "Copy": 1.0, "THIRD": 2.0, "other": 0.5}, "ts")
    with pytest.raises(GecInputError, match=r"3 of the 4 systems of the human ranking human are not in tiny: "
                                            r"Copy, THIRD, other \(the corpus has: perfect, copy, third\)"):
        correlate(c, human=human, metrics=["gleu"], cache=False)
    human = _table({"perfect": 3.0, "copy": 1.0, "third": 2.0, "other": 0.5}, "ts")
    with pytest.warns(GecInputWarning, match=r"1 of the 4 systems of the human ranking human are not in tiny: other"):
        grid = correlate(c, human=human, metrics=["gleu"], cache=False)
    assert (grid["n_systems"] == 3).all()


def _judgments(pairs: list[tuple[str, str, int]]) -> pd.DataFrame:
    rows = []
    for k, (a, b, o) in enumerate(pairs):
        if a > b:
            a, b, o = b, a, -o
        rows.append({"judge": "j", "item": str(k), "sentence": str(k), "system_a": a, "system_b": b,
                     "rank_a": 1 if o >= 0 else 2, "rank_b": 1 if o <= 0 else 2, "outcome": o, "line": k + 1})
    return pd.DataFrame(rows)


@pytest.mark.parametrize("method", ["ew", "ts"])
def test_ties_cycles_and_gaps_show_in_rank_ranges_and_clusters(method):
    from gecnb.meta.ranking import rank_systems

    def ranks(j: pd.DataFrame) -> dict[str, tuple[int, str, int]]:
        t = rank_systems(j, method=method, bootstrap=50)
        return {r.system: (int(r.rank), r.rank_range, int(r.cluster)) for r in t.itertuples()}

    # all ties, and a perfect cycle: nobody is separated from anybody
    for j in (_judgments([("A", "B", 0), ("B", "C", 0), ("A", "C", 0)] * 10),
              _judgments([("A", "B", 1), ("B", "C", 1), ("C", "A", 1)] * 10)):
        got = ranks(j)
        assert {v[1] for v in got.values()} == {"1-3"} and {v[2] for v in got.values()} == {1}, got
    # A and B tie, both beat C: A and B share ranks 1-2 and one cluster, C is alone below
    got = ranks(_judgments([("A", "B", 0)] * 10 + [("A", "C", 1)] * 10 + [("B", "C", 1)] * 10))
    assert got["A"][1:] == got["B"][1:] == ("1-2", 1) and got["C"][1:] == ("3", 2), got
    if method == "ew":
        assert got["A"][0] == got["B"][0] == 1  # tied scores share a rank
    # two groups never compared with each other: the ranges span the other group, one cluster, a warning
    with pytest.warns(GecInputWarning, match=r"2 separate groups \(A, B, C \| D, E\)"):
        got = ranks(_judgments([("A", "B", 1)] * 10 + [("B", "C", 1)] * 10 + [("D", "E", 1)] * 5))
    for system, (_, rng, _) in got.items():  # each range spans at least the other group's systems
        lo, hi = map(int, rng.split("-"))
        assert hi - lo >= (2 if system in "ABC" else 3), got
    if method == "ts":
        assert got["A"][1] == "1-3" and got["C"][1] == "3-5" and got["D"][1] == "1-4" and got["E"][1] == "2-5", got
    assert {v[2] for v in got.values()} == {1}


# --------------------------------------------------------------------------------- single system / sentence


def test_gotoscorer_with_a_single_system(capsys, files):
    from gecnb.data.edit import Edit

    c = gecnb.Corpus("one", ("He go home .",))
    c.add_references("refs", [["He goes home ."]], edits=[[(Edit(1, 2, 1, 2, "R:VERB:SVA", "goes"),)]])
    c.add_system("perfect", ["He goes home ."], edits=[(Edit(1, 2, 1, 2, "R:VERB:SVA", "goes"),)])
    with pytest.raises(GecInputError, match=r"difficulty weights need at least 2 systems, got only perfect.*"
                                            r"weighted=False"):
        gecnb.score(c, "gotoscorer")
    row = gecnb.score(c, "gotoscorer", weighted=False).iloc[0]
    assert row["p"] == row["r"] == row["f"] == 1.0
    code, out, err = cli(capsys, "score", "--metric", "gotoscorer", "--source", str(files["src"]), "--hypothesis",
                         str(files["hyp"]), "--reference", str(files["ref"]))
    assert code == 2 and out == "" and "difficulty weights need at least 2 systems" in err, err


@pytest.mark.parametrize("name", [*CHEAP, pytest.param("errant", marks=needs_spacy),
                                  pytest.param("cleme", marks=needs_spacy), pytest.param("cleme2", marks=needs_spacy)])
def test_a_perfect_output_of_one_sentence_scores_as_perfect(name, tmp_path, monkeypatch):
    monkeypatch.setenv("GECNB_CACHE_DIR", str(tmp_path))
    c = gecnb.Corpus("one", ("He go to the school every day .",))
    c.add_references("refs", [["He goes to the school every day ."]])
    c.add_system("perfect", ["He goes to the school every day ."])
    m = gecnb.get_metric(name)
    with warnings.catch_warnings():
        warnings.simplefilter("error", GecInputWarning)
        value = float(m.score(c)[m.score_column].iloc[0])
    best = 0.0 if name == "ter" else 1.0
    if name == "mp":  # meaning preservation of the source: high, not 1 (the output changed a word)
        assert 0.9 < value < 1.0
    else:
        assert value == pytest.approx(best), (name, value)


@pytest.mark.parametrize("name", ["gleu", "gleu-sakaguchi", "gleu-multiref", "bleu"])
def test_short_texts_without_a_4gram_warn_that_any_output_scores_0(name):
    c = gecnb.Corpus("short", ("He go .",))
    c.add_references("refs", [["He goes ."]])
    c.add_system("perfect", ["He goes ."])
    with pytest.warns(GecInputWarning, match=rf"metric {name}: no hypothesis of system perfect has 4 tokens \(the "
                                             r"longest has 3\), so there is no 4-gram"):
        assert gecnb.score(c, name)[gecnb.get_metric(name).score_column].iloc[0] == 0.0


# ---------------------------------------------------------------------------------------- tokenisation


def test_detokenisation_warning_on_a_small_corpus(capsys, tmp_path):
    (tmp_path / "src").write_text("He go home .\nI has a cat , and a dog .\nShe do n't know .\n", encoding="utf-8")
    (tmp_path / "hyp").write_text("He goes home.\nI have a cat, and a dog.\nShe doesn't know.\n", encoding="utf-8")
    (tmp_path / "ref").write_text("He goes home .\nI have a cat , and a dog .\nShe does n't know .\n", encoding="utf-8")
    args = ["--source", str(tmp_path / "src"), "--reference", str(tmp_path / "ref")]
    code, _, err = cli(capsys, "score", "--metric", "gleu", "--hypothesis", str(tmp_path / "hyp"), *args)
    want = f"{tmp_path / 'hyp'}: its text looks detokenised, but the text of {tmp_path / 'src'} looks tokenised"
    assert code == 0 and want in err, err
    assert "4 like 'home.' vs 0 like 'home .'" in err
    # the tokenised reference agrees with the source: not flagged; two marks are not evidence enough
    assert f"{tmp_path / 'ref'}: looks" not in err
    from gecnb.data.checks import check_tokenisation

    with warnings.catch_warnings():
        warnings.simplefilter("error", GecInputWarning)
        assert check_tokenisation([("src", ["He go home ."]), ("hyp", ["He goes home."])]) == []


# -------------------------------------------------------------------------------------------- models


@needs_spacy
def test_a_spacy_model_that_cannot_be_found(capsys, files, tmp_path, monkeypatch):
    monkeypatch.setenv("GECNB_CACHE_DIR", str(tmp_path))
    code, out, err = cli(capsys, "score", "--metric", "errant", "--spacy-model", "no_such_model_xyz", "--source",
                         str(files["src"]), "--hypothesis", str(files["hyp"]), "--reference", str(files["ref"]))
    assert code == 2 and out == "", err
    assert "gecnb: error: no English spaCy pipeline found (tried no_such_model_xyz). Install one" in err
    with pytest.raises(MissingModelError, match="no English spaCy pipeline found"):
        gecnb.score(tiny_corpus(), "errant", spacy_model="no_such_model_xyz", cache=False)


def test_a_bertscore_model_that_cannot_be_found(capsys, files, tmp_path):
    missing = str(tmp_path / "no" / "model")
    for metric in ("pt-m2", "pt-errant"):
        code, out, err = cli(capsys, "score", "--metric", metric, "--bert-model", missing, "--source",
                             str(files["src"]), "--hypothesis", str(files["hyp"]), "--reference", str(files["ref"]))
        assert code == 2 and out == "", err
        assert f"gecnb: error: BERTScore model {missing!r} is neither a local directory nor in the local" in err, err
    from gecnb.metrics.weighting.bertscore import resolve_model

    with pytest.raises(MissingModelError, match="neither a local directory nor in the local Hugging Face cache"):
        resolve_model(model=missing)
    assert issubclass(MissingModelError, RuntimeError) and issubclass(MissingModelError, ValueError)


# ------------------------------------------------------------------------------------------- display


def test_display_functions_name_the_missing_column():
    import matplotlib

    matplotlib.use("Agg")
    from gecnb.display import chunks as ch
    from gecnb.display import plots as pl
    from gecnb.display.explorer import explore

    junk = pd.DataFrame({"sentence": [0], "x": [1]})
    for call in (lambda f: ch.chunk_grid(f, sentence=0), lambda f: ch.show_chunks(f), ch.category_counts,
                 lambda f: ch.chunk_report(f, system="S"), ch.sentences_someone_changes, lambda f: explore({"S": f})):
        with pytest.raises(ValueError, match=r"not a chunk table of gecnb.cleme_chunks: columns \['chunk', "):
            call(junk)
        with pytest.raises(TypeError, match="got list"):
            call([1, 2])
    with pytest.raises(ValueError, match=r"the chunk frame of 'S': not a chunk table"):
        explore({"S": junk})
    with pytest.raises(ValueError, match=r"lacks the column\(s\) \['weight'\]"):
        ch.counts_html(pd.DataFrame({"chunks": [1]}))
    with pytest.raises(TypeError, match="expected a table as a DataFrame, got list"):
        ch.frame_html([1])  # type: ignore[arg-type]
    for call, missing in ((lambda: pl.plot_scores(pd.DataFrame({"system": ["A"], "metric": ["m2"]})), "'f'"),
                          (lambda: pl.plot_categories(pd.DataFrame({"system": ["A"]})), "'metric', 'tp'"),
                          (lambda: pl.plot_disentangled(pd.DataFrame({"system": ["A"], "hit": [1]})), "'wrong'"),
                          (lambda: pl.plot_correlation_heatmap(pd.DataFrame({"metric": ["m2"]})), "'reference_set'")):
        with pytest.raises(ValueError, match=rf"lacks columns \[{missing}"):
            call()
