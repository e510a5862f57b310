"""The metric protocol: every registered metric through ``gecnb.score`` and through the command line on
the same files, with M2 references (CoNLL-2014's first 60 sentences and the official gold; NLPCC-2018's
first 20 with ChERRANT's char M2, ragged references), and the same values; the registry, the list,
the signature; sentence tables that average to the corpus score where the metric is a mean."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

import gecnb
from gecnb.cli import main
from gecnb.data.m2 import read_m2
from gecnb.data.readers import corpus_from_files
from gecnb.data.signature import Signature
from gecnb.datasets import data_path
from gecnb.metrics.base import Metric, metric_classes
from gecnb.metrics.m2scorer import M2Config, m2_systems, read_m2_gold
from gecnb.metrics.options import OptionError
from tests.conftest import HAS_SPACY_MODEL, head_lines, head_m2, needs_spacy

pytestmark = pytest.mark.filterwarnings("ignore::gecnb.data.errors.NormalisationWarning")

N_EN = 60
SUBS = ("conll14", "official_submissions")
NAMES = [c.name for c in metric_classes()]
NAMES_EN = [c.name for c in metric_classes() if "en" in c.languages]  # cherrant is Chinese only
NEEDS_ERRANT = {"cleme", "cleme2", "errant", "pt-errant", "gotoscorer"}  # English edits extracted from the text hypotheses




@pytest.fixture(scope="module")
def en(tmp_path_factory) -> dict[str, Path]:
    d = tmp_path_factory.mktemp("protocol-en")
    f = {"src": head_lines(data_path(*SUBS, "INPUT"), d / "src.txt", N_EN),
         "gold": head_m2(data_path("conll14", "official-2014.combined.m2"), d / "gold.m2", N_EN)}
    for s in ("AMU", "CAMB"):
        f[s] = head_lines(data_path(*SUBS, s), d / s, N_EN)
    return f


@pytest.fixture(scope="module")
def zh(tmp_path_factory) -> dict[str, Path]:
    d = tmp_path_factory.mktemp("protocol-zh")
    gold = head_m2(data_path("nlpcc18", "nlpcc2018_official.ref.m2.char"), d / "nlpcc.m2", 20)
    src = d / "nlpcc.src"
    src.write_text("".join(s.source.replace(" ", "") + "\n" for s in read_m2(gold)), encoding="utf-8")
    return {"gold": gold, "src": src, "demo": data_path("cherrant", "samples", "demo.hyp")}


def _cli(capsys, *args: object) -> list[dict]:
    rc = main(["score", *map(str, args), "--format", "json", "--quiet"])
    out = capsys.readouterr()
    assert rc == 0, out.err
    assert "NaN" not in out.out and "Infinity" not in out.out
    return json.loads(out.out)


def _same(cli_rows: list[dict], api) -> None:
    """The CLI's JSON rows are the API's table (without the ``metric`` column, NaN as null)."""
    api_rows = api.drop(columns="metric").to_dict("records")
    assert len(cli_rows) == len(api_rows)
    for c, a in zip(cli_rows, api_rows, strict=True):
        assert set(c) == set(a)
        for k, v in a.items():
            assert c[k] == (None if isinstance(v, float) and v != v else v), k


def _case(name: str, en_files: dict[str, Path]) -> tuple[list[object], dict]:
    args: list[object] = ["--metric", name, "--m2-reference", en_files["gold"], "--hypothesis", en_files["AMU"],
                          "--hypothesis", en_files["CAMB"]]
    if name in ("gleu", "gleu-sakaguchi", "gleu-multiref", "mp", "cleme", "cleme2", "errant", "green", "gotoscorer"):
        args += ["--source", en_files["src"]]
    return args, {"source": en_files["src"], "m2_references": [en_files["gold"]],
                  "hypotheses": [en_files["AMU"], en_files["CAMB"]]}


def test_every_metric_is_registered():
    assert NAMES == ["cleme", "cleme2", "gleu", "gleu-sakaguchi", "gleu-multiref", "green", "bleu", "ter", "cherrant", "errant",
                     "m2", "gotoscorer", "pt-m2", "pt-errant", "imeasure", "sentence-acc", "mp"]
    for c in metric_classes():
        assert issubclass(c, Metric) and c.description and set(c.levels) <= {"corpus", "sentence"}


@pytest.mark.parametrize("name", NAMES_EN)
@pytest.mark.parametrize("level", ["corpus", "sentence"])
def test_every_metric_through_score_and_the_cli_agree_on_m2_references(en, capsys, name, level):
    if name in NEEDS_ERRANT and not HAS_SPACY_MODEL:
        pytest.skip("no English spaCy pipeline installed")
    cls = {c.name: c for c in metric_classes()}[name]
    if level not in cls.levels:
        pytest.skip(f"not applicable: {name} has no {level} level")
    args, files = _case(name, en)
    cli_rows = _cli(capsys, *args, "--level", level)
    corpus = corpus_from_files(**files)
    api = gecnb.score(corpus, name, level=level)
    _same(cli_rows, api)
    assert list(api.columns[:2]) == ["system", "metric"] and api.columns[-1] == "signature"
    assert api.system.tolist() == ["AMU", "CAMB"] and set(api.metric) == {name}


@pytest.mark.parametrize("name", NAMES)
def test_chinese_metrics_through_score_and_the_cli_agree(zh, capsys, name):
    if "zh" not in {c.name: c for c in metric_classes()}[name].languages:
        pytest.skip(f"not applicable: {name} is English only")
    args = ["--metric", name, "--language", "zh", "--m2-reference", zh["gold"], "--hypothesis", zh["demo"]]
    cli_rows = _cli(capsys, *args)  # no --source: the M2's S lines are the sources
    corpus = corpus_from_files(source=None, m2_references=[zh["gold"]], hypotheses=[zh["demo"]], language="zh")
    api = gecnb.score(corpus, name)
    _same(cli_rows, api)
    sig = Signature.parse(api.signature[0])
    assert sig["nrefs"] == "var" and sig["metric"] == name  # NLPCC-2018 has one or two references
    # with --source it is the same (and checked against the M2's sources)
    assert _cli(capsys, *args, "--source", zh["src"]) == cli_rows


def test_m2_on_a_corpus_read_from_m2_is_the_m2_scorer_on_the_file(en):
    corpus = corpus_from_files(source=en["src"], m2_references=[en["gold"]], hypotheses=[en["AMU"], en["CAMB"]])
    got = gecnb.score(corpus, "m2")
    want = m2_systems(systems={"AMU": en["AMU"], "CAMB": en["CAMB"]}, gold=en["gold"])
    cols = ["system", "tp", "fp", "fn", "p", "r", "f"]
    assert got[cols].to_dict("records") == want[cols].to_dict("records")
    # a subset keeps the raw M2 blocks: the same as the scorer on the first 30 blocks
    sub = gecnb.score(corpus.subset(range(30)), "m2", systems="AMU", beta=1.0)
    lines = en["AMU"].read_text(encoding="utf-8").splitlines()[:30]
    gold30 = read_m2_gold(en["gold"])[:30]
    want30 = m2_systems(systems={"AMU": lines}, gold=gold30, config=M2Config(beta=1.0))
    assert sub[cols].to_dict("records") == want30[cols].to_dict("records")


def test_list_metrics_columns_and_options():
    table = gecnb.list_metrics()
    assert list(table.columns) == ["name", "description", "languages", "levels", "inputs", "options"]
    assert table.name.tolist() == NAMES
    row = table.set_index("name").loc["m2"]
    assert row.languages == "en,zh" and row.levels == "corpus,sentence"
    assert "beta=0.5" in row.options and "max_unchanged_words=2" in row.options
    assert table.set_index("name").loc["bleu"].levels == "corpus"
    assert "edits=auto" in table.set_index("name").loc["cleme"].options


def test_get_metric_holds_a_frozen_validated_config():
    m = gecnb.get_metric("gleu-multiref", aggregation="weighted-avg", tau=2.0)
    assert m.config.tau == 2.0 and m.name == "gleu-multiref"
    with pytest.raises(AttributeError):
        m.config.tau = 3.0  # type: ignore[misc]
    with pytest.raises(OptionError, match="unknown metric 'nope'"):
        gecnb.get_metric("nope")
    with pytest.raises(OptionError, match="`iterations` does not apply to `metric` bleu"):
        gecnb.get_metric("bleu", iterations=3)


def test_signature_contents(en):
    corpus = corpus_from_files(source=en["src"], m2_references=[en["gold"]], hypotheses=[en["AMU"]])
    for name, edits in (("m2", "given"), ("bleu", "none"), ("gleu", "none")):
        long = gecnb.score(corpus, name).signature[0]
        sig = Signature.parse(long)
        assert sig.keys()[0] == "metric" and sig["metric"] == name
        assert sig.keys()[-3:] == ["nrefs", "edits", "version"]
        assert sig["version"] == f"gecnb-{gecnb.__version__}" and sig["nrefs"] == "2" and sig["edits"] == edits
        short = sig.format(short=True)
        assert short.startswith(f"m:{name}|") and "|#:2|" in short and short.endswith(f"v:gecnb-{gecnb.__version__}")
        assert str(Signature.parse(long)) == long
    for name in NAMES_EN:  # .signature() says what .score() will say, without scoring
        # one system: GoToScorer's difficulty weights need several (issue 16), so it is scored unweighted
        opts = {"weighted": False} if name == "gotoscorer" else {}
        if name not in NEEDS_ERRANT or HAS_SPACY_MODEL:
            assert str(gecnb.get_metric(name, **opts).signature(corpus)) == gecnb.score(corpus, name, **opts).signature[0], name
    assert str(gecnb.get_metric("m2", beta=1.0).signature(corpus)) != str(gecnb.get_metric("m2").signature(corpus))
    assert "beta:1" in str(gecnb.get_metric("m2", beta=1.0).signature(corpus))


@needs_spacy
def test_signature_names_the_extractor(en):
    corpus = corpus_from_files(source=en["src"], m2_references=[en["gold"]], hypotheses=[en["AMU"]])
    # ERRANT's own protocol by default (issue 17): the M2 gold re-annotated by ERRANT, like the hypothesis
    sig = Signature.parse(gecnb.score(corpus, "errant").signature[0])
    assert sig["edits"].startswith("errant:") and "spacy:" in sig["edits"] and "model:" in sig["edits"]
    sig = Signature.parse(gecnb.score(corpus, "errant", edits="mixed").signature[0])
    assert sig["edits"].startswith("mixed: given + errant:") and "spacy:" in sig["edits"] and "model:" in sig["edits"]
    text = corpus_from_files(source=en["src"], references=[en["CAMB"]], hypotheses=[en["AMU"]])
    sig = Signature.parse(gecnb.score(text, "m2").signature[0])
    assert sig["edits"].startswith("errant:") and sig["nrefs"] == "1"


# sentence tables whose mean is the sentence-level score: (metric, options, value columns)
MEANS = [
    ("gleu", {}, ["gleu"]),
    ("gleu-multiref", {}, ["gleu"]),
    ("ter", {}, ["ter"]),
    ("m2", {}, ["p", "r", "f"]),
    ("sentence-acc", {}, ["acc"]),
    ("mp", {}, ["mp"]),
]


@pytest.mark.parametrize("name, options, cols", MEANS)
def test_sentences_average_to_the_sentence_level_score(en, name, options, cols):
    corpus = corpus_from_files(source=en["src"], m2_references=[en["gold"]], hypotheses=[en["AMU"], en["CAMB"]])
    per = gecnb.score_sentences(corpus, name, **options)
    assert len(per) == 2 * N_EN and per.sentence.tolist() == [*range(N_EN), *range(N_EN)]
    assert list(per.columns[:3]) == ["system", "metric", "sentence"]
    level = gecnb.score(corpus, name, level="sentence", **options).set_index("system")
    means = per.groupby("system")[cols].mean()
    for c in cols:
        assert level[c].to_dict() == pytest.approx(means[c].to_dict(), abs=1e-12), c
    if name in ("gleu-multiref", "sentence-acc", "mp"):  # means of sentences at corpus level too
        corp = gecnb.score(corpus, name, **options).set_index("system")
        assert corp[cols[0]].to_dict() == pytest.approx(means[cols[0]].to_dict(), abs=1e-12)


@needs_spacy
@pytest.mark.parametrize("name, cols", [("errant", ["p", "r", "f"]), ("cleme", ["p", "r", "f", "acc"])])
def test_edit_metric_sentences_average_to_the_sentence_level(en, name, cols):
    corpus = corpus_from_files(source=en["src"], m2_references=[en["gold"]], hypotheses=[en["AMU"]])
    per = gecnb.score_sentences(corpus, name)
    level = gecnb.score(corpus, name, level="sentence").iloc[0]
    for c in cols:
        assert level[c] == pytest.approx(per[c].mean(), abs=1e-12), c


def test_bleu_has_no_sentences_and_a_path_is_not_a_corpus(en):
    corpus = corpus_from_files(source=en["src"], m2_references=[en["gold"]], hypotheses=[en["AMU"]])
    with pytest.raises(OptionError, match="bleu has no per-sentence scores"):
        gecnb.score_sentences(corpus, "bleu")
    with pytest.raises(OptionError, match="bleu has no sentence level"):
        gecnb.score(corpus, "bleu", level="sentence")
    with pytest.raises(gecnb.GecInputError, match="expected a gecnb Corpus"):
        gecnb.score(str(en["src"]), "bleu")  # type: ignore[arg-type]


def test_cli_metrics_and_version(capsys):
    assert main(["metrics", "--format", "json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert [r["name"] for r in rows] == NAMES
    with pytest.raises(SystemExit) as exc:
        main(["--version"])
    assert exc.value.code == 0 and gecnb.__version__ in capsys.readouterr().out


def test_import_gecnb_stays_light():
    code = ("import sys, gecnb; assert 'pandas' not in sys.modules and 'gecnb.metrics.base' not in sys.modules; "
            "gecnb.list_metrics(); assert 'torch' not in sys.modules and 'spacy' not in sys.modules; print('ok')")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False)
    assert out.stdout.strip() == "ok", out.stderr


def test_json_output_has_no_nan_or_infinity():
    import pandas as pd

    from gecnb.cli import _emit

    df = pd.DataFrame([{"system": "a", "metric": "x", "p": float("nan"), "r": float("inf"), "f": 0.5, "tp": 3}])
    out = json.loads(_emit(df, "json"))
    assert out == [{"system": "a", "p": None, "r": None, "f": 0.5, "tp": 3}]


@pytest.mark.parametrize("name", NAMES_EN)
def test_text_references_and_an_m2_hypothesis(tmp_path, capsys, name):
    """The other input forms: references as annotator text files, the system as M2 (the CLEME authors'
    ERRANT M2 of AMU); a metric that reads text scores the M2's corrected sentences."""
    if (name in NEEDS_ERRANT or name == "m2") and not HAS_SPACY_MODEL:
        pytest.skip("no English spaCy pipeline installed")
    n = 30
    hyp_m2 = head_m2(data_path("conll14", "cleme_errant", "conll14-AMU.errant"), tmp_path / "AMU.m2", n)
    src = tmp_path / "src.txt"
    src.write_text("".join(s.source + "\n" for s in read_m2(hyp_m2)), encoding="utf-8")
    text = tmp_path / "AMU"
    text.write_text("".join(s.targets[0] + "\n" for s in read_m2(hyp_m2)), encoding="utf-8")
    refs = [head_lines(data_path("bn10gec", f"BN{k}"), tmp_path / f"BN{k}", n) for k in (1, 2)]
    # one system: GoToScorer's difficulty weights need several (issue 16), so it is scored unweighted
    opts = {"weighted": False} if name == "gotoscorer" else {}
    args = ["--metric", name, *(["--no-weighted"] if opts else []), "--reference", refs[0], "--reference", refs[1]]
    from_m2 = _cli(capsys, *args, "--m2-hypothesis", hyp_m2)  # no --source: the M2 has it
    corpus = corpus_from_files(source=None, references=refs, m2_hypotheses=[hyp_m2])
    _same(from_m2, gecnb.score(corpus, name, **opts))
    sig = Signature.parse(from_m2[0]["signature"])
    assert sig["nrefs"] == "2"
    if name in ("cleme", "cleme2", "errant", "pt-errant", "gotoscorer"):
        # hypothesis and reference edits from one extractor (issue 17): the M2's corrected text is re-extracted
        assert sig["edits"].startswith("errant:")
    assert _cli(capsys, *args, "--source", src, "--hypothesis", text, "--name", "AMU") == from_m2


def test_the_signature_names_the_gold():
    """Two different numbers never share a signature: M2 against the official M2 file (``conll14-m2``) and
    against the gold re-extracted by ERRANT (``conll14-fresh-errant``; AMU 0.3501 and 0.3481) differ in
    ``gold``; the same gold read twice gives the same label."""
    from gecnb.metrics.base import gold_label

    a = gecnb.load_dataset("conll14-m2")
    b = gecnb.load_dataset("conll14-fresh-errant")
    sa = gecnb.score(a, "m2", reference_set="NUCLE", systems=["AMU"]).iloc[0]
    sb = gecnb.score(b, "m2", reference_set="NUCLE", systems=["AMU"]).iloc[0]
    assert round(sa["f"], 4) == 0.3501 and round(sb["f"], 4) == 0.3481
    assert sa["signature"] != sb["signature"]
    ga, gb = Signature.parse(sa["signature"])["gold"], Signature.parse(sb["signature"])["gold"]
    assert ga.startswith("m2-file:official-2014.combined.m2#")
    assert gb.startswith("edits:NUCLE(errant:3.0.0,") and "model:" in gb
    assert str(gecnb.get_metric("m2").signature(a, reference_set="NUCLE")) == sa["signature"]
    again = gecnb.load_dataset("conll14-m2").references("NUCLE")
    assert gold_label(again, "m2") == ga and gold_label(again, "text").startswith("text:NUCLE#")
    # the CLEME authors' ERRANT gold is a third gold with a third number
    c = gecnb.score(gecnb.load_dataset("conll14-cleme-errant"), "m2", reference_set="NUCLE", systems=["AMU"]).iloc[0]
    assert c["f"] != sa["f"] and c["signature"] not in (sa["signature"], sb["signature"])


def test_counts_in_tp_weighted_sums_in_w_tp():
    """One rule for weighted values: ``tp .. tn`` count chunks and ``w_tp .. w_fn`` are their weighted sums,
    in gecnb.score and in cleme2_scores alike."""
    from gecnb.chunks.prepared import prepare
    from gecnb.metrics.cleme2 import Cleme2Config, cleme2_scores
    from gecnb.metrics.weighting import get_weigher

    corpus = gecnb.load_dataset("conll14-cleme-errant").subset(range(40))
    got = gecnb.score(corpus, "cleme2", reference_set="NUCLE", systems=["AMU"], edits="given",
                      weighting="length").iloc[0]
    ref = cleme2_scores(prepare(corpus, reference_set="NUCLE", systems=["AMU"], edits="given"),
                        variants=Cleme2Config(), weigher=get_weigher("length")).iloc[0]
    for c in ("tp", "fp", "fp_ne", "fp_un", "fn", "tn", "w_tp", "w_fp", "w_fp_ne", "w_fp_un", "w_fn", "score"):
        assert got[c] == ref[c], c
    assert float(got["tp"]).is_integer() and got["w_tp"] != got["tp"]
    plain = gecnb.score(corpus, "cleme2", reference_set="NUCLE", systems=["AMU"], edits="given").iloc[0]
    assert all(plain[f"w_{c}"] == plain[c] for c in ("tp", "fp", "fp_ne", "fp_un", "fn"))


def test_cleme_counts_in_tp_weighted_sums_in_w_tp():
    from gecnb.metrics.cleme import ClemeConfig, cleme_scores

    corpus = gecnb.load_dataset("conll14-cleme-errant").subset(range(60))
    for level in ("corpus", "sentence"):
        got = gecnb.score(corpus, "cleme", reference_set="NUCLE", systems=["AMU"], edits="given", level=level).iloc[0]
        old = cleme_scores(corpus, reference_set="NUCLE", systems=["AMU"], edits="given",
                           variants=ClemeConfig(level=level)).iloc[0]  # type: ignore[arg-type]
        assert (got["w_tp"], got["w_fp"], got["w_fn"], got["f"]) == (old["tp"], old["fp"], old["fn"], old["f"])
        plain = gecnb.score(corpus, "cleme", reference_set="NUCLE", systems=["AMU"], edits="given", level=level,
                            weighting="none").iloc[0]
        assert all(float(got[c]).is_integer() for c in ("tp", "fp", "fn", "tn"))
        assert (plain["tp"], plain["fp"], plain["fn"]) == (plain["w_tp"], plain["w_fp"], plain["w_fn"])
