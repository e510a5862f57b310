"""Significance for any registered metric: ``Metric.statistics`` / ``Metric.aggregate``,
``gecnb.meta.significance.compare_systems`` and ``gecnb score --paired-bs``.

Oracle: sacrebleu 2.x's own paired bootstrap (``PairedTest(test_type="bs")``) on BLEU (tokenize none,
the text is pre-tokenised as gecnb's word BLEU reads it) for two CoNLL-2014 systems (first 600 sentences): the same index
matrix (numpy ``default_rng(12345)``), so the same scores, p-value and interval.
"""

from __future__ import annotations

import json
import math
import warnings
from pathlib import Path

import pytest

import gecnb
from gecnb.cli import main
from gecnb.data.corpus import Corpus
from gecnb.datasets import data_path
from gecnb.meta.significance import compare_systems
from gecnb.metrics.options import OptionError
from tests.conftest import head_lines

SUBS = ("conll14", "official_submissions")


def _lines(*parts: str, n: int = 600) -> list[str]:
    return data_path(*parts).read_text(encoding="utf-8").rstrip("\n").split("\n")[:n]


def test_bleu_p_value_and_interval_are_sacrebleus(monkeypatch):
    from sacrebleu.metrics import BLEU
    from sacrebleu.significance import PairedTest

    monkeypatch.setenv("SACREBLEU_SEED", "12345")
    refs = _lines("sn8gec", "expert_fluencyA")
    hyps = {s: _lines(*SUBS, s) for s in ("AMU", "CAMB")}
    _, theirs = PairedTest([("AMU", hyps["AMU"]), ("CAMB", hyps["CAMB"])],
                           {"BLEU": BLEU(tokenize="none", force=True)}, references=[refs], test_type="bs",
                           n_samples=1000)()
    corpus = Corpus("conll14", tuple(_lines(*SUBS, "INPUT")), "en")
    corpus.add_references("fluencyA", [[r] for r in refs])
    for s, h in hyps.items():
        corpus.add_system(s, h)
    ours = compare_systems(corpus, gecnb.get_metric("bleu", tokens="word"), baseline="AMU", n=1000,
                           seed=12345).set_index("system")
    for k, s in enumerate(("AMU", "CAMB")):
        row, ref = ours.loc[s], theirs["BLEU"][k]
        assert row["score"] == pytest.approx(ref.score / 100, abs=1e-12)
        assert row["mean"] == pytest.approx(ref.mean / 100, rel=1e-6)  # sacrebleu sums in float32
        assert 0.5 * (row["ci_high"] - row["ci_low"]) == pytest.approx(ref.ci / 100, rel=1e-5)
    assert math.isnan(ours.loc["AMU", "p_value"]) and bool(ours.loc["AMU", "baseline"])
    assert ours.loc["CAMB", "p_value"] == pytest.approx(theirs["BLEU"][1].p_value, abs=1e-12)
    assert ours.loc["CAMB", "score"] == gecnb.score(corpus, "bleu", systems=["CAMB"])["bleu"].iloc[0]
    assert "bootstrap:paired-bs,n=1000,seed=12345" in ours.loc["CAMB", "signature"]


@pytest.fixture(scope="module")
def small() -> Corpus:
    return gecnb.load_dataset("conll14-cleme-errant").subset(range(30))


# (metric, options, level): every value the aggregate reproduces must be the metric's own number
CASES = [
    ("m2", {}, "corpus"), ("m2", {"beta": 1.0}, "sentence"), ("errant", {}, "corpus"), ("errant", {}, "sentence"),
    ("cleme", {"edits": "given"}, "corpus"), ("cleme", {"edits": "given"}, "sentence"),
    ("gleu", {"iterations": 20}, "corpus"), ("gleu", {"brevity_penalty": "2016-inverted", "iterations": 5}, "corpus"),
    ("gleu-sakaguchi", {"iterations": 5}, "corpus"), ("gleu", {}, "sentence"),
    ("gleu-multiref", {}, "corpus"), ("bleu", {}, "corpus"), ("ter", {}, "corpus"), ("ter", {}, "sentence"),
    ("sentence-acc", {}, "corpus"), ("mp", {}, "corpus"),
]


@pytest.mark.parametrize(("name", "options", "level"), CASES)
def test_the_aggregate_of_the_statistics_is_the_score(small, name, options, level):
    m = gecnb.get_metric(name, **options)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        table = compare_systems(small, m, systems=["AMU", "CAMB", "INPUT"], n=50, seed=1, level=level)
        direct = m.score(small, systems=["AMU", "CAMB", "INPUT"], level=level).set_index("system")
    value = m.aggregate(level=level).name
    assert list(table["system"]) == ["AMU", "CAMB", "INPUT"] and set(table["value"]) == {value}
    for row in table.itertuples():
        assert row.score == pytest.approx(float(direct.loc[row.system, value]), abs=1e-12), row.system
        assert row.ci_low <= row.mean <= row.ci_high
        assert math.isnan(row.p_value) if row.system == "AMU" else 0 < row.p_value <= 1
    assert table["baseline"].tolist() == [True, False, False]


def test_same_seed_same_numbers_and_the_seed_matters(small):
    a = compare_systems(small, "m2", systems=["AMU", "CAMB"], n=200, seed=3)
    assert a.equals(compare_systems(small, "m2", systems=["AMU", "CAMB"], n=200, seed=3))
    b = compare_systems(small, "m2", systems=["AMU", "CAMB"], n=200, seed=4)
    assert a.loc[1, "p_value"] != b.loc[1, "p_value"] or a.loc[1, "ci_low"] != b.loc[1, "ci_low"]
    c = compare_systems(small, "m2", systems=["AMU", "CAMB"], baseline="CAMB", n=200, seed=3)
    assert math.isnan(c.loc[1, "p_value"]) and c.loc[0, "p_value"] == a.loc[1, "p_value"]  # symmetric


@pytest.mark.parametrize(("kwargs", "message"), [
    ({"n": 0}, "`n` must be in"), ({"n": 10**9}, "`n` must be in"), ({"n": 2.5}, "`n` must be an integer"),
    ({"seed": -1}, "`seed` must be a non-negative integer"), ({"confidence": 1.0}, "`confidence` must be between"),
    ({"baseline": "NOPE"}, "`baseline` 'NOPE' is not one of the systems scored: AMU, CAMB"),
])
def test_bad_arguments_are_option_errors(small, kwargs, message):
    with pytest.raises(OptionError, match=message):
        compare_systems(small, "sentence-acc", systems=["AMU", "CAMB"], **kwargs)


def test_a_metric_that_cannot_be_resampled_says_so(small):
    for name in ("cleme2", "pt-m2"):
        with pytest.raises(OptionError, match=f"`metric` {name} at `level` corpus cannot be resampled"):
            gecnb.get_metric(name).aggregate()
    with pytest.raises(OptionError, match="`metric` bleu has no sentence level"):
        gecnb.get_metric("bleu").statistics(small, level="sentence")


@pytest.fixture(scope="module")
def files(tmp_path_factory) -> dict[str, Path]:
    d = tmp_path_factory.mktemp("pbs")
    f = {"src": head_lines(data_path(*SUBS, "INPUT"), d / "src.txt", 50)}
    for s in ("AMU", "CAMB", "PKU"):
        f[s] = head_lines(data_path(*SUBS, s), d / s, 50)
    f["ref"] = head_lines(data_path("bn10gec", "BN1"), d / "BN1", 50)
    return f


def _cli(capsys, files, *extra: str) -> tuple[int, str, str]:
    args = ["score", "--metric", "bleu", "--source", str(files["src"]), "--reference", str(files["ref"]),
            *(x for s in ("AMU", "CAMB", "PKU") for x in ("--hypothesis", str(files[s]))),
            "--name", "AMU", "--name", "CAMB", "--name", "PKU", "--quiet", *extra]
    rc = main(args)
    out = capsys.readouterr()
    return rc, out.out, out.err


def test_cli_paired_bs_json(capsys, files):
    rc, out, err = _cli(capsys, files, "--paired-bs", "--paired-bs-n", "300", "--baseline", "CAMB", "--format", "json")
    assert rc == 0, err
    rows = json.loads(out)
    assert [r["system"] for r in rows] == ["AMU", "CAMB", "PKU"]
    for r in rows:
        assert {"system", "bleu", "bs_mean", "ci_low", "ci_high", "p_value", "baseline", "signature"} <= set(r)
        assert "bootstrap:paired-bs,n=300,seed=0,confidence=0.95" in r["signature"]
    assert rows[1]["p_value"] is None and rows[1]["baseline"] is True
    assert 0 < rows[0]["p_value"] <= 1 and rows[0]["ci_low"] <= rows[0]["bleu"] <= rows[0]["ci_high"]
    c = gecnb.corpus_from_files(source=files["src"], references=[files["ref"]],
                                hypotheses=[files[s] for s in ("AMU", "CAMB", "PKU")], names=["AMU", "CAMB", "PKU"])
    api = compare_systems(c, "bleu", baseline="CAMB", n=300)
    assert rows[0]["p_value"] == api.loc[0, "p_value"] and rows[2]["ci_high"] == api.loc[2, "ci_high"]
    rc, plain, _ = _cli(capsys, files, "--format", "json")
    assert rc == 0 and "p_value" not in json.loads(plain)[0]


def test_cli_paired_bs_table_default_baseline_is_the_first(capsys, files):
    rc, out, err = _cli(capsys, files, "--paired-bs", "--paired-bs-n", "100")
    assert rc == 0, err
    header, first = out.splitlines()[:2]
    assert "p_value" in header and "ci_low" in header and "NaN" in first and first.split()[0] == "AMU"


@pytest.mark.parametrize(("extra", "message"), [
    (["--paired-bs", "--paired-bs-n", "0"], "--paired-bs-n must be in [1, 100000]; got 0"),
    (["--paired-bs", "--baseline", "NOPE"], "--baseline 'NOPE' is not one of the systems scored: AMU, CAMB, PKU"),
    (["--paired-bs", "--confidence", "95"], "--confidence must be between 0 and 1"),
    (["--baseline", "AMU"], "--baseline need(s) --paired-bs"),
    (["--paired-bs", "--metric", "pt-m2"], "--metric pt-m2 at --level corpus cannot be resampled"),  # before scoring
])
def test_cli_paired_bs_errors_exit_2(capsys, files, extra, message):
    rc, out, err = _cli(capsys, files, *extra)
    assert rc == 2 and out == "" and "Traceback" not in err
    assert message in err, err
