"""M2's and CLEME's corpus-level choices re-run on every bootstrap resample (``ChoiceAggregate``).

The official M2 scorer picks per sentence the annotator that maximises the running corpus F, in file order;
CLEME's corpus level picks per sentence the reference that maximises the running F (or Acc). A resampled
corpus is a new file, so the choice must be made again, in the resample's order. Proved here: each resample's
score equals re-scoring the resampled corpus with the metric itself, bit for bit, and for M2 equals the
official scorer (nusnlp/m2scorer cb874a7, Python 2.7) on the resampled file.

Oracle numbers (``OFFICIAL``): ``scripts/oracles/m2_resample_oracle.py 80 3 11 AMU,CAMB,UFC`` (the first 80
sentences of the official CoNLL-2014 combined gold, 3 resamples drawn by ``numpy.random.default_rng(11)``,
the official submissions), printed with ``repr``.
"""

from __future__ import annotations

import numpy as np
import pytest

import gecnb
from gecnb.chunks.stats import ChunkStats
from gecnb.data.corpus import Corpus
from gecnb.metrics.aggregate import ChoiceAggregate, f_score_aggregate

OFFICIAL = {
    "n_sentences": 80, "samples": 3, "seed": 11,
    "AMU": [[0.45121951219512196, 0.21893491124260356, 0.37223340040241454],
            [0.4533333333333333, 0.2236842105263158, 0.3761061946902655],
            [0.38235294117647056, 0.17333333333333334, 0.3080568720379147]],
    "CAMB": [[0.45161290322580644, 0.27184466019417475, 0.3988603988603988],
             [0.3923076923076923, 0.2897727272727273, 0.3663793103448276],
             [0.40336134453781514, 0.2891566265060241, 0.37383177570093457]],
    "UFC": [[0.5, 0.013888888888888888, 0.0625], [0.0, 0.0, 0.0], [1.0, 0.024193548387096774, 0.11029411764705883]],
}
NAMES = ["AMU", "CAMB", "UFC"]


@pytest.fixture(scope="module")
def conll80() -> Corpus:
    return gecnb.load_dataset("conll14").subset(range(80))


@pytest.fixture(scope="module")
def small() -> Corpus:
    return gecnb.load_dataset("conll14-cleme-errant").subset(range(60))


def _frames(stats, names):
    return [stats[stats["system"] == s].reset_index(drop=True) for s in names]


def test_m2_resamples_equal_the_official_scorer_on_the_resampled_file(conll80):
    m = gecnb.get_metric("m2")
    agg = m.aggregate()
    assert isinstance(agg, ChoiceAggregate) and agg.name == "f"
    stats = m.statistics(conll80, reference_set="NUCLE", systems=NAMES)
    assert {"sentence", "ref", "annotator", "tp", "proposed", "gold"} <= set(stats.columns)
    idx = np.random.default_rng(OFFICIAL["seed"]).integers(0, 80, size=(OFFICIAL["samples"], 80))
    got = agg.samples(_frames(stats, NAMES), idx)
    for i, s in enumerate(NAMES):
        assert got[i].tolist() == [f for _p, _r, f in OFFICIAL[s]], s


def test_m2_resamples_equal_rescoring_the_resampled_corpus(conll80):
    m = gecnb.get_metric("m2")
    agg = m.aggregate()
    stats = m.statistics(conll80, reference_set="NUCLE", systems=NAMES)
    frames = _frames(stats, NAMES)
    direct = m.score(conll80, reference_set="NUCLE", systems=NAMES)
    assert [agg(f) for f in frames] == direct["f"].tolist()  # the identity resample is the metric's score
    idx = np.random.default_rng(5).integers(0, 80, size=(4, 80))
    got = agg.samples(frames, idx)
    fixed = []
    chosen = m.sentences(conll80, reference_set="NUCLE", systems=["AMU"])  # the full corpus's annotators
    for b, row in enumerate(idx):
        again = m.score(conll80.subset(list(row)), reference_set="NUCLE", systems=NAMES)["f"].to_numpy()
        assert got[:, b].tolist() == again.tolist(), b
        fixed.append(f_score_aggregate(0.5)(chosen.iloc[row]))
    assert fixed != got[0].tolist()  # the choice is re-run: a fixed choice gives other numbers


def test_m2_sentence_choice_resamples_equal_rescoring(conll80):
    m = gecnb.get_metric("m2", annotator_choice="sentence")
    stats = m.statistics(conll80, reference_set="NUCLE", systems=NAMES)
    idx = np.random.default_rng(6).integers(0, 80, size=(3, 80))
    got = m.aggregate().samples(_frames(stats, NAMES), idx)
    for b, row in enumerate(idx):
        again = m.score(conll80.subset(list(row)), reference_set="NUCLE", systems=NAMES)["f"].to_numpy()
        assert got[:, b].tolist() == again.tolist(), b


CLEME_CASES = [{"weighting": "none"}, {"weighting": "none", "assumption": "independent"},
               {"weighting": "none", "select_by": "acc"}, {"weighting": "none", "selection_decimals": None}]


@pytest.mark.parametrize("options", CLEME_CASES)
def test_cleme_unweighted_resamples_equal_rescoring_the_resampled_corpus(small, options):
    m = gecnb.get_metric("cleme", edits="given", **options)
    agg = m.aggregate()
    assert isinstance(agg, ChoiceAggregate) and agg.name == "f"
    names = ["AMU", "CAMB", "INPUT"]
    stats = m.statistics(small, reference_set="NUCLE", systems=names)
    frames = _frames(stats, names)
    assert [agg(f) for f in frames] == m.score(small, reference_set="NUCLE", systems=names)["f"].tolist()
    idx = np.random.default_rng(7).integers(0, len(small), size=(4, len(small)))
    got = agg.samples(frames, idx)
    for b, row in enumerate(idx):
        again = m.score(small.subset(list(row)), reference_set="NUCLE", systems=names)["f"].to_numpy()
        assert got[:, b].tolist() == again.tolist(), b


@pytest.mark.parametrize("assumption", ["dependent", "independent"])
def test_cleme_length_weighted_resamples_keep_the_corpus_bias(small, assumption, monkeypatch):
    """Length weighting: the weights' bias (the system's mean changed-reference-chunk length over the whole
    corpus) is held; with it held, each resample equals re-scoring the resampled corpus bit for bit."""
    m = gecnb.get_metric("cleme", edits="given", assumption=assumption)
    names = ["AMU", "CAMB"]
    stats = m.statistics(small, reference_set="NUCLE", systems=names)
    idx = np.random.default_rng(8).integers(0, len(small), size=(3, len(small)))
    got = m.aggregate().samples(_frames(stats, names), idx)
    prepared = m._prepared(small, small.reference_sets["NUCLE"], names, m._cleme_config("corpus"))
    for i, s in enumerate(names):
        bias = prepared.stats(s).bias
        monkeypatch.setattr(ChunkStats, "bias", property(lambda _self, b=bias: b))
        for b, row in enumerate(idx):
            again = m.score(small.subset(list(row)), reference_set="NUCLE", systems=[s])["f"].iloc[0]
            assert got[i, b] == again, (s, b)
        monkeypatch.undo()


def test_m2_and_cleme_compare_systems_re_run_the_choice(small):
    from gecnb.meta.significance import compare_systems

    for m in (gecnb.get_metric("m2"), gecnb.get_metric("cleme", edits="given")):
        table = compare_systems(small, m, reference_set="NUCLE", systems=["AMU", "CAMB"], n=50, seed=3)
        direct = m.score(small, reference_set="NUCLE", systems=["AMU", "CAMB"])
        assert table["value"].tolist() == direct["f"].tolist() and set(table["value_column"]) == {"f"}
        assert 0 < table.loc[1, "p_value"] <= 1 and (table["ci_low"] <= table["ci_high"]).all()
