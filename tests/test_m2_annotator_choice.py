"""The M2 scorer's annotator choice: ``"running"`` (official script: running corpus F) against ``"sentence"``
(PT-M2's ``compute_sentm2`` / SEEDA's SentM2: each sentence's own F), on a hand-made case and on SEEDA."""

from __future__ import annotations

import warnings

import pandas as pd
import pytest

import gecnb
from gecnb.metrics.m2scorer import M2Config, m2_gold, m2_sentences, parse_m2_gold
from gecnb.metrics.options import OptionError

_SRC2 = " ".join(f"t{i}" for i in range(20))
# sentence 1: one correct edit (running counts c=1, e=1, g=1); sentence 2: the hypothesis makes one edit;
# annotator 0 has none (noop), annotator 1 has 20, the hypothesis' among them
GOLD = ("S a b\nA 1 2|||R|||c|||REQUIRED|||-NONE-|||0\n\n"
        f"S {_SRC2}\nA -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0\n"
        + "".join(f"A {i} {i + 1}|||R|||{'X' if i == 0 else f'u{i}'}|||REQUIRED|||-NONE-|||1\n" for i in range(20))
        + "\n")
HYPS = ["a c", "X " + " ".join(f"t{i}" for i in range(1, 20))]


def test_running_and_sentence_choices_differ_as_computed_by_hand() -> None:
    gold = parse_m2_gold(GOLD)
    run = m2_sentences(hypotheses=HYPS, gold=gold).iloc[1]
    sent = m2_sentences(hypotheses=HYPS, gold=gold, config=M2Config(annotator_choice="sentence")).iloc[1]
    # running: annotator 0 gives corpus (1, 2, 1) -> F = 1.25 / 2.25 = 0.556; annotator 1 (2, 2, 21) -> 0.345
    assert (run["annotator"], run["tp"], run["proposed"], run["gold"], run["f"]) == (0, 0, 1, 0, 0.0)
    # sentence alone: annotator 0 -> F 0; annotator 1 (1, 1, 20) -> 1.25 / 6 = 0.2083
    assert (sent["annotator"], sent["tp"], sent["proposed"], sent["gold"]) == (1, 1, 1, 20)
    assert sent["f"] == pytest.approx(1.25 / 6)
    # each sentence is its own corpus: scoring it alone gives the same row
    alone = m2_sentences(hypotheses=HYPS[1:], gold=gold[1:]).iloc[0]
    assert alone["annotator"] == 1 and alone["f"] == sent["f"]


def test_option_is_validated_and_named_in_the_signature() -> None:
    assert ("annotator", "running-corpus-F") in M2Config().signature()
    assert ("annotator", "sentence-F") in M2Config(annotator_choice="sentence").signature()
    with pytest.raises(OptionError, match="`annotator_choice` must be one of running, sentence"):
        M2Config(annotator_choice="per-sentence")  # type: ignore[arg-type]
    metric = gecnb.get_metric("m2", annotator_choice="sentence")
    assert dict(metric.config.signature())["annotator"] == "sentence-F"


def test_equals_scoring_one_sentence_at_a_time_on_seeda() -> None:
    """The option gives exactly the numbers of scoring every sentence as a corpus of one (what
    ``tables_seeda`` did before), on SEEDA's subset for the two systems where the choices differ most."""
    from gecnb.data.registry import load_dataset
    from gecnb.meta.seeda import seeda_subset

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        corpus = load_dataset("seeda").subset(seeda_subset())
    gold, _how = m2_gold(corpus, corpus.references("NUCLE"))
    cols = ["annotator", "tp", "fp", "fn", "proposed", "gold", "p", "r", "f"]
    differ = 0
    old_means = {}
    for system in ("REF-F", "GPT-3.5"):
        hyps = list(corpus.systems[system].hypotheses)
        new = m2_sentences(hypotheses=hyps, gold=gold, config=M2Config(annotator_choice="sentence"))
        old = pd.concat([m2_sentences(hypotheses=[h], gold=[g]) for h, g in zip(hyps, gold, strict=True)],
                        ignore_index=True)
        pd.testing.assert_frame_equal(new[cols], old[cols])
        old_means[system] = float(old["f"].mean())
        running = m2_sentences(hypotheses=hyps, gold=gold)
        differ += int((running["annotator"] != new["annotator"]).sum())
    assert differ > 0  # the two conventions really differ on this data
    table = gecnb.get_metric("m2", annotator_choice="sentence").score(corpus, reference_set="NUCLE",
                                                                      systems=["REF-F"], level="sentence")
    assert float(table["f"].iloc[0]) == pytest.approx(old_means["REF-F"], abs=1e-15)
    assert "sentence-F" in str(table["signature"].iloc[0])


# pygongnlp/PT-M2 (67ef5755d7fbe5860f7988af58bc960c47846178) run as an oracle with plain counts (scorer "self"):
# compute_m2 / compute_sentm2 on the first 150 CoNLL-2014 sentences (official combined M2) of five official
# submissions. Driver: scripts/oracles/ptm2_plain_oracle.py 150 AMU,CAMB,CUUI,POST,UFC.
PTM2_PLAIN_150 = {
    "AMU": (0.369022869022869, 0.35810195147584806), "CAMB": (0.3699466056445462, 0.36401854995606137),
    "CUUI": (0.36675951717734445, 0.3897861265772058), "POST": (0.33657745336577455, 0.3621976439182322),
    "UFC": (0.01937984496124031, 0.2633333333333333),
}


def test_equal_to_ptm2_compute_m2_and_compute_sentm2() -> None:
    from gecnb.data.text import read_text
    from gecnb.datasets import data_path
    from gecnb.metrics.m2scorer import m2_corpus, read_m2_gold

    gold = read_m2_gold(data_path("conll14", "official-2014.combined.m2"))[:150]
    for system, (corpus_f, sent_f) in PTM2_PLAIN_150.items():
        hyps = read_text(data_path("conll14", "official_submissions", system))[:150]
        running = m2_sentences(hypotheses=hyps, gold=gold)
        per_sentence = m2_sentences(hypotheses=hyps, gold=gold, config=M2Config(annotator_choice="sentence"))
        assert float(m2_corpus(sentences=running)["f"].iloc[0]) == pytest.approx(corpus_f, abs=1e-12), system
        assert float(per_sentence["f"].mean()) == pytest.approx(sent_f, abs=1e-12), system
    # AMU has one sentence where the running choice keeps another annotator: its mean differs from compute_sentm2
    hyps = read_text(data_path("conll14", "official_submissions", "AMU"))[:150]
    assert abs(float(m2_sentences(hypotheses=hyps, gold=gold)["f"].mean()) - PTM2_PLAIN_150["AMU"][1]) > 1e-4
