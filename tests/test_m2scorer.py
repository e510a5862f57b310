"""M2 scorer: official semantics, published numbers, degenerate input, bad input."""

from __future__ import annotations

import random
import warnings
from pathlib import Path

import pytest

from gecnb.data.errors import GecInputError
from gecnb.datasets import data_path
from gecnb.metrics.m2scorer import (
    GoldEdit,
    M2Config,
    _best_edit_seq,
    _fallback_sentence,
    _Lattice,
    _Weigher,
    m2_score,
    m2_sentences,
    m2_systems,
    parse_m2_gold,
    read_m2_gold,
)
from gecnb.reproduce.printed import seeda_readme_scores
from tests.conftest import time_limit
from tests.m2_oracle import official_port_sentence

CONLL_GOLD = data_path("conll14", "official-2014.combined.m2")

# The official CoNLL-2014 shared task results (Ng et al. 2014, Table "scores without alternative
# answers"): P, R, F0.5 in percent, printed to 2 decimals.
CONLL14_OFFICIAL = {
    "CAMB": (39.71, 30.10, 37.33), "CUUI": (41.78, 24.88, 36.79), "AMU": (41.62, 21.40, 35.01),
    "POST": (34.51, 21.73, 30.88), "NTHU": (35.08, 18.85, 29.92), "RAC": (33.14, 14.99, 26.68),
    "UMC": (31.27, 14.46, 25.37), "PKU": (32.21, 13.65, 25.32), "SJTU": (30.11, 5.10, 15.19),
    "UFC": (70.00, 1.72, 7.84), "IPN": (11.28, 2.85, 7.09), "IITB": (30.77, 1.39, 5.90),
}




@pytest.fixture(scope="module")
def conll_gold():
    return read_m2_gold(CONLL_GOLD)


README_EXAMPLE = """S The cat sat at mat .
A 3 4|||Prep|||on|||REQUIRED|||-NONE-|||0
A 4 4|||ArtOrDet|||the||a|||REQUIRED|||-NONE-|||0

S The dog .
A 1 2|||NN|||dogs|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||-NONE-|||-NONE-|||1

S Giant otters is an apex predator .
A 2 3|||SVA|||are|||REQUIRED|||-NONE-|||0
A 3 4|||ArtOrDet|||-NONE-|||REQUIRED|||-NONE-|||0
A 5 6|||NN|||predators|||REQUIRED|||-NONE-|||0
A 1 2|||NN|||otter|||REQUIRED|||-NONE-|||1
"""


def test_readme_example_of_the_official_scorer():
    gold = parse_m2_gold(README_EXAMPLE)
    hyps = ["A cat sat on the mat .", "The dog .", "Giant otters are apex predator ."]
    sents = m2_sentences(hypotheses=hyps, gold=gold)
    # sentence 2: annotator 1 (noop) is better; sentence 3: annotator 0
    assert sents["annotator"].tolist() == [0, 1, 0]
    assert sents[["tp", "proposed", "gold"]].values.tolist() == [[2, 3, 2], [0, 0, 0], [2, 2, 3]]
    row = m2_score(hypotheses=hyps, gold=gold).iloc[0]
    assert (row.tp, row.fp, row.fn) == (4, 1, 1)
    assert row.p == pytest.approx(0.8) and row.r == pytest.approx(0.8) and row.f == pytest.approx(0.8)


def test_alternatives_and_case_sensitivity():
    gold = parse_m2_gold("S a b\nA 1 2|||X|||c||d|||REQUIRED|||-NONE-|||0\n")
    assert m2_score(hypotheses=["a d"], gold=gold).iloc[0].tp == 1
    assert m2_score(hypotheses=["a c"], gold=gold).iloc[0].tp == 1
    row = m2_score(hypotheses=["a C"], gold=gold).iloc[0]
    assert (row.tp, row.fp, row.fn) == (0, 1, 1)  # case matters by default
    # --ignore_whitespace_casing drops case-only system edits
    gold2 = parse_m2_gold("S a b\nA 1 2|||X|||c|||REQUIRED|||-NONE-|||0\n")
    row = m2_score(hypotheses=["a B"], gold=gold2, config=M2Config(ignore_whitespace_casing=True)).iloc[0]
    assert (row.tp, row.fp, row.fn) == (0, 0, 1)


def test_unchanged_words_merge_edits():
    # two substitutions one matched word apart become one edit (max_unchanged_words=2) ...
    gold = parse_m2_gold("S a b c\n\n")
    row = m2_sentences(hypotheses=["x b y"], gold=gold).iloc[0]
    assert row.edits == ((0, 3, "a b c", "x b y"),)
    # ... but not with max_unchanged_words=0
    row = m2_sentences(hypotheses=["x b y"], gold=gold, config=M2Config(max_unchanged_words=0)).iloc[0]
    assert row.edits == ((0, 1, "a", "x"), (2, 3, "c", "y"))


def test_running_corpus_f_chooses_annotator():
    m2 = ("S a b\nA 0 1|||X|||x|||REQUIRED|||-NONE-|||0\nA 1 2|||X|||y|||REQUIRED|||-NONE-|||1\n\n"
          "S c d\nA 0 1|||X|||z|||REQUIRED|||-NONE-|||0\nA -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1\n")
    sents = m2_sentences(hypotheses=["x b", "c d"], gold=parse_m2_gold(m2))
    assert sents["annotator"].tolist() == [0, 1]
    assert sents[["tp", "proposed", "gold"]].values.tolist() == [[1, 1, 1], [0, 0, 0]]


def _random_case(rng: random.Random):
    vocab = "a b c the of".split()
    n, m = rng.randint(0, 9), rng.randint(0, 9)
    src = [rng.choice(vocab) for _ in range(n)]
    hyp = [rng.choice(vocab) for _ in range(m)]
    gold = []
    for _ in range(rng.randint(0, 4)):
        s = rng.randint(0, n)
        e = min(n, s + rng.randint(0, 2))
        corrs = tuple(
            " ".join(rng.choice(vocab) for _ in range(rng.randint(0 if e > s else 1, 2)))
            for _ in range(rng.randint(1, 2))
        )
        gold.append(GoldEdit(s, e, " ".join(src[s:e]), corrs))
    return src, hyp, gold, rng.choice([0, 1, 2, 2, 3])


def test_same_edits_as_a_straightforward_port_of_the_script():
    """The bookkeeping (topological closure, index-simulated removal, early-stopped Bellman-Ford)
    gives exactly the edits of the script's own algorithm, quirks included."""
    rng = random.Random(20240601)
    for _ in range(600):
        src, hyp, gold, mu = _random_case(rng)
        lat = _Lattice(src, hyp, mu, 10**9)
        assert _best_edit_seq(lat, _Weigher(lat).weights(gold)) == official_port_sentence(src, hyp, gold, mu), (
            src, hyp, gold, mu)


def test_release_32_spans_as_the_release_script():
    """``code="release-3.2"``: the same edits as the script with release 3.2's first matrix row, on random
    sentences and on insertions before the first word, where the two codes differ."""
    rng = random.Random(20261128)
    differ = 0
    for _ in range(600):
        src, hyp, gold, mu = _random_case(rng)
        if rng.random() < 0.5:  # insertions before the first word, and gold there
            hyp = [rng.choice(["x", "y", "a"]) for _ in range(rng.randint(1, 3))] + hyp
            gold.append(GoldEdit(0, 0, "", (" ".join(hyp[:rng.randint(1, 2)]),)))
        lat = _Lattice(src, hyp, mu, 10**9, True)
        got = _best_edit_seq(lat, _Weigher(lat).weights(gold))
        assert got == official_port_sentence(src, hyp, gold, mu, release32=True), (src, hyp, gold, mu)
        differ += got != official_port_sentence(src, hyp, gold, mu)
    assert differ > 20  # the cases exercise the difference
    # "x y" inserted before "a b": release 3.2 spans that insertion (0, 1), so it cannot match the gold
    # insertion (0, 0), and the best path is then the one-edit substitution a -> "x y a"
    gold_m2 = "S a b\nA 0 0|||M|||x y|||REQUIRED|||-NONE-|||0\n"
    now = m2_sentences(hypotheses=["x y a b"], gold=parse_m2_gold(gold_m2))
    old = m2_sentences(hypotheses=["x y a b"], gold=parse_m2_gold(gold_m2), config=M2Config(code="release-3.2"))
    assert (now.at[0, "tp"], old.at[0, "tp"]) == (1, 0)
    assert old.at[0, "edits"] == ((0, 1, "a", "x y a"),)


def test_the_oracle_imports_nothing_from_gecnb():
    """The oracle restates the script; importing the scorer's lattice or match would let one bug pass both."""
    import ast

    tree = ast.parse(Path(__file__).with_name("m2_oracle.py").read_text(encoding="utf-8"))
    names = [a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names]
    names += [n.module or "" for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)]
    assert names and not [m for m in names if m.split(".")[0] in ("gecnb", "tests")], names


def test_fallback_finds_gold_edits_and_valid_paths():
    rng = random.Random(7)
    for _ in range(200):
        src, hyp, gold, mu = _random_case(rng)
        lat = _Lattice(src, hyp, mu, 10**9)
        seq = _fallback_sentence(lat, gold, mu)
        # the edits rebuild the hypothesis from the source
        out, pos = [], 0
        for s, e, o, c in reversed(seq):
            assert o == " ".join(src[s:e])
            out += src[pos:s] + c.split()
            pos = e
        assert out + src[pos:] == hyp


@pytest.mark.parametrize(
    ("source", "hypothesis"),
    [
        ("the " * 30 + ".", "the " * 400),
        (" ".join(f"w{i}" for i in range(400)), ""),
        ("a b c d e f g h i j k l m n o p q r s t u v w x y z " * 2, "the " * 400),
    ],
    ids=["repetitive-400", "empty-hypothesis", "unequal-400"],
)
def test_degenerate_input_finishes(source, hypothesis):
    gold = parse_m2_gold(f"S {source}\nA 0 1|||X|||a|||REQUIRED|||-NONE-|||0\n")
    with time_limit(90), warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeWarning)
        sents = m2_sentences(hypotheses=[hypothesis], gold=gold, config=M2Config(max_arcs=200_000))
    row = sents.iloc[0]
    assert row.gold == 1 and row.proposed >= 1


def test_degenerate_input_flagged_when_over_budget():
    gold = parse_m2_gold("S " + "a b c d e f g h i j " * 4 + "\n")
    with pytest.warns(RuntimeWarning, match="max_arcs"):
        sents = m2_sentences(hypotheses=["the " * 200], gold=gold, config=M2Config(max_arcs=1000))
    assert not sents.iloc[0].exact


@pytest.mark.parametrize("code", ["current", "release-3.2"])
def test_conll14_official_results(conll_gold, code):
    """The shared task ran release 3.2; the current code gives the same printed results."""
    systems = {s: data_path("conll14", "official_submissions", s) for s in CONLL14_OFFICIAL}
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        df = m2_systems(systems=systems, gold=conll_gold, config=M2Config(code=code))
    for row in df.itertuples():
        got = (round(100 * row.p, 2), round(100 * row.r, 2), round(100 * row.f, 2))
        assert got == CONLL14_OFFICIAL[row.system], row.system
    camb = df.set_index("system").loc["CAMB"]
    assert (camb.tp, camb.fp, camb.fn) == (772, 1172, 1793)


def _seeda_published() -> dict[str, float]:
    return seeda_readme_scores()["M2"].to_dict()


SEEDA_FAST = ["BART", "GECToR-ens", "GPT-3.5", "INPUT", "REF-F", "T5"]


@pytest.mark.parametrize("system", SEEDA_FAST)
def test_seeda_published_m2(conll_gold, system):
    pub = _seeda_published()[system]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        row = m2_score(hypotheses=data_path("seeda", "outputs", "all", f"{system}.txt"), gold=conll_gold).iloc[0]
    assert round(100 * row.f, 2) == pub


@pytest.mark.slow
def test_seeda_published_m2_all_systems(conll_gold):
    """The other nine of SEEDA's 15 systems (test_seeda_published_m2 checks SEEDA_FAST the same way), together."""
    pub = {s: v for s, v in _seeda_published().items() if s not in SEEDA_FAST}
    assert len(pub) == 9
    systems = {s: data_path("seeda", "outputs", "all", f"{s}.txt") for s in pub}
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        df = m2_systems(systems=systems, gold=conll_gold)
    assert {r.system: round(100 * r.f, 2) for r in df.itertuples()} == pub


def test_gjg15_scores_are_not_from_this_gold(conll_gold):
    """gjg15's scores.m2 differ from the official CoNLL-2014 results computed from the same outputs
    (their gold has fewer edits: IITB has the same 28/91 precision but R 1.43 % instead of 1.39 %).
    Pinned so that a change of either side is noticed."""
    pub = {ln.split()[0]: float(ln.split()[1]) for ln in data_path("gjg15", "metrics", "scores.m2").open()}
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        row = m2_score(hypotheses=data_path("conll14", "official_submissions", "IITB"), gold=conll_gold).iloc[0]
    assert (row.tp, row.tp + row.fp) == (28, 91)
    assert round(row.p, 4) == 0.3077 and round(row.r, 4) == 0.0139 and pub["IITB"] == 0.0602


def test_sentence_count_mismatch_names_file(tmp_path):
    hyp = tmp_path / "hyp.txt"
    hyp.write_text("a b\n")
    with pytest.raises(GecInputError, match=r"hyp\.txt: has 1 sentences but the M2 file .* has 1312"):
        m2_score(hypotheses=hyp, gold=CONLL_GOLD)


def test_bad_m2_lines_name_file_and_line(tmp_path):
    bad = tmp_path / "bad.m2"
    bad.write_text("S a b\nA 0 1|||X|||c|||REQUIRED\n")
    with pytest.raises(GecInputError, match=r"bad\.m2:2: malformed edit line"):
        read_m2_gold(bad)
    bad.write_text("S a b\nA 0 5|||X|||c|||REQUIRED|||-NONE-|||0\n")
    with pytest.raises(GecInputError, match=r"bad\.m2:2: edit span 0-5 outside"):
        read_m2_gold(bad)
    bad.write_text("S a b\nS c d\n")
    with pytest.raises(GecInputError, match=r"bad\.m2:2: a second S line"):
        read_m2_gold(bad)
    with pytest.raises(GecInputError, match="no such file"):
        read_m2_gold(tmp_path / "missing.m2")


def test_config_signature():
    sig = dict(M2Config().signature())
    assert sig["beta"] == "0.5" and sig["max_unchanged_words"] == "2" and sig["case"] == "sensitive"
    assert dict(M2Config(beta=1.0).signature()) != sig
    assert sig["impl"] == "M2,nusnlp-m2scorer-d12eea2"
    assert dict(M2Config(code="release-3.2").signature())["impl"] == "M2,nusnlp-m2scorer-3.2-2122ffd"
    with pytest.raises(ValueError, match="code"):
        M2Config(code="3.3")  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        M2Config(beta=0)


def test_a_hypothesis_several_systems_share_is_searched_once(conll_gold, monkeypatch):
    """m2_systems and the registered metric build one lattice per distinct (sentence, hypothesis) however many
    systems give it, with the numbers of each system scored alone."""
    import pandas as pd

    import gecnb
    import gecnb.metrics.m2scorer as m2scorer
    from gecnb.data.registry import load_dataset

    names = ("AMU", "CAMB", "INPUT", "UFC")
    corpus = load_dataset("conll14-m2", reference_sets=["NUCLE"]).subset(range(40))
    hyps = {s: list(corpus.systems[s].hypotheses) for s in names}
    gold = conll_gold[:40]
    distinct = {(i, h[i]) for h in hyps.values() for i in range(40)}
    assert len(distinct) < 3 * 40  # the systems do share hypotheses (INPUT's and UFC's mostly are the source)
    alone = pd.concat([m2_score(hypotheses=h, gold=gold, system=s) for s, h in hyps.items()], ignore_index=True)
    alone_metric = pd.concat([gecnb.get_metric("m2").score(corpus, reference_set="NUCLE", systems=[s]) for s in names],
                             ignore_index=True)
    built: list[tuple[tuple[str, ...], tuple[str, ...]]] = []
    real = m2scorer._lattice

    def lattice(src_t, hyp_t, config):
        built.append((tuple(src_t), tuple(hyp_t)))
        return real(src_t, hyp_t, config)

    monkeypatch.setattr(m2scorer, "_lattice", lattice)
    pd.testing.assert_frame_equal(m2_systems(systems=hyps, gold=gold), alone, check_exact=True)
    assert len(built) == len(distinct)
    built.clear()
    together = gecnb.get_metric("m2").score(corpus, reference_set="NUCLE", systems=list(names))
    pd.testing.assert_frame_equal(together, alone_metric, check_exact=True)
    assert len(built) == len(distinct)
