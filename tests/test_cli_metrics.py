"""``gecnb score --metric ...`` for the n-gram, baseline and Chinese metrics.

Every test runs the command line on small slices of the bundled data and compares its JSON with the
Python function on the same files: the command line is a front end, never a second implementation.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gecnb.cli import main
from gecnb.data.corpus import references_from_annotators
from gecnb.data.m2 import read_m2
from gecnb.data.registry import FRESH_ERRANT_MODEL, load_dataset
from gecnb.data.signature import Signature, SignaturePairs
from gecnb.data.text import read_text
from gecnb.datasets import data_path
from gecnb.metrics.bleu import bleu_table, ster
from gecnb.metrics.chinese import chinese_table
from gecnb.metrics.errant_compare import (
    ErrantConfig,
    errant_from_m2,
    errant_score,
    errant_sentence_average,
    errant_sentence_scores,
    read_errant_m2,
)
from gecnb.metrics.gleu import gleu_multiref, gleu_official, gleu_sakaguchi, gleu_table
from gecnb.metrics.m2scorer import M2Config, m2_sentences, m2_systems
from tests.conftest import head_lines, head_m2, needs_spacy

pytestmark = pytest.mark.filterwarnings("ignore::gecnb.data.errors.NormalisationWarning")

N_EN = 40
SUBS = ("conll14", "official_submissions")




@pytest.fixture(scope="module")
def en(tmp_path_factory) -> dict[str, Path]:
    """CoNLL-2014, first 40 sentences: source, AMU, CAMB, PKU (CRLF), BN1-BN3, the official gold M2
    and the CLEME authors' ERRANT M2 of the gold and of AMU."""
    d = tmp_path_factory.mktemp("en")
    f = {"src": head_lines(data_path(*SUBS, "INPUT"), d / "src.txt", N_EN)}
    for s in ("AMU", "CAMB", "PKU"):
        f[s] = head_lines(data_path(*SUBS, s), d / s, N_EN)
    for k in (1, 2, 3):
        f[f"BN{k}"] = head_lines(data_path("bn10gec", f"BN{k}"), d / f"BN{k}", N_EN)
    f["gold"] = head_m2(data_path("conll14", "official-2014.combined.m2"), d / "gold.m2", N_EN)
    f["ref_errant"] = head_m2(data_path("conll14", "cleme_errant", "conll14.errant"), d / "ref.errant", N_EN)
    f["amu_errant"] = head_m2(data_path("conll14", "cleme_errant", "conll14-AMU.errant"), d / "AMU.errant", N_EN)
    return f


def _lines(path: Path) -> list[str]:
    return read_text(path)


def _refs(*paths: Path) -> list[list[str]]:
    return references_from_annotators([_lines(p) for p in paths])


def score(capsys, *args: object) -> list[dict]:
    rc = main(["score", *map(str, args), "--format", "json", "--quiet"])
    out = capsys.readouterr()
    assert rc == 0, out.err
    return json.loads(out.out)


def fails(capsys, *args: object) -> str:
    rc = main(["score", *map(str, args), "--quiet"])
    out = capsys.readouterr()
    assert rc == 2 and out.out == ""
    return out.err


def has_signature(new: str, old: str | SignaturePairs) -> bool:
    """The protocol's signature (a :class:`Signature`) holds every pair of the implementation's own signature
    ``old`` (a config's pairs, or their text)."""
    got = Signature.parse(new)
    for k, v in Signature.split(old) if isinstance(old, str) else old:
        if got.get(k) != v:
            return False
    return got["version"].startswith("gecnb-") and "nrefs" in got


def _text_args(en, systems=("AMU", "CAMB"), refs=("BN1", "BN2", "BN3")) -> list[object]:
    args: list[object] = ["--source", en["src"]]
    for s in systems:
        args += ["--hypothesis", en[s]]
    for r in refs:
        args += ["--reference", en[r]]
    return args


# ------------------------------------------------------------------------------------------------ GLEU


@pytest.mark.parametrize("metric, fn", [("gleu", gleu_official), ("gleu-sakaguchi", gleu_sakaguchi)])
def test_sampled_gleu_is_the_python_function(en, capsys, metric, fn):
    out = score(capsys, "--metric", metric, *_text_args(en))
    src, refs = _lines(en["src"]), _refs(en["BN1"], en["BN2"], en["BN3"])
    assert [r["system"] for r in out] == ["AMU", "CAMB"]
    for row in out:
        res = fn(sources=src, hypotheses=_lines(en[row["system"]]), references=refs)
        assert row["gleu"] == res.score and row["gleu_std"] == res.std
        assert (row["ci95_low"], row["ci95_high"]) == res.ci95 and has_signature(row["signature"], res.signature)
    variant = "official" if metric == "gleu" else "sakaguchi"
    table = gleu_table(systems={s: _lines(en[s]) for s in ("AMU", "CAMB")}, sources=src, references=refs,
                       variant=variant)
    assert [r["gleu"] for r in out] == table.gleu.tolist()
    # fewer iterations, and the sentence level (mean of the script's -d scores)
    few = score(capsys, "--metric", metric, "--iterations", 20, *_text_args(en, systems=["AMU"]))
    res = fn(sources=src, hypotheses=_lines(en["AMU"]), references=refs, iterations=20)
    assert few[0]["gleu"] == res.score != out[0]["gleu"] and "iter:20" in few[0]["signature"]
    sent = score(capsys, "--metric", metric, "--level", "sentence", *_text_args(en, systems=["AMU"]))
    assert set(sent[0]) == {"system", "gleu", "signature"}
    assert sent[0]["gleu"] == pytest.approx(res.sentences["gleu"].mean(), abs=1e-15)
    assert Signature.parse(sent[0]["signature"])["level"] == "sentence(mean of the -d sentence scores)"


def test_official_gleu_2016_brevity_penalty_and_char_tokens(en, capsys):
    out = score(capsys, "--metric", "gleu", "--brevity-penalty", "2016-inverted", "--tokens", "char",
                *_text_args(en, systems=["PKU"], refs=["BN1"]))
    res = gleu_official(sources=_lines(en["src"]), hypotheses=_lines(en["PKU"]), references=_refs(en["BN1"]),
                        brevity_penalty="2016-inverted", tokens="char")
    assert out[0]["gleu"] == res.score and out[0]["gleu_std"] == 0.0  # one reference: one iteration


@pytest.mark.parametrize("extra, options", [
    ([], {}),
    (["--aggregation", "weighted-avg", "--tau", "2"], {"aggregation": "weighted-avg", "tau": 2.0}),
    (["--aggregation", "select-best"], {"aggregation": "select-best"}),
    (["--merged-length", "closest", "--smoothing", "official"], {"merged_length": "closest", "smoothing": "official"}),
])
def test_multiref_gleu_is_the_python_function(en, capsys, extra, options):
    out = score(capsys, "--metric", "gleu-multiref", *extra, *_text_args(en))
    src, refs = _lines(en["src"]), _refs(en["BN1"], en["BN2"], en["BN3"])
    table = gleu_table(systems={s: _lines(en[s]) for s in ("AMU", "CAMB")}, sources=src, references=refs,
                       variant="multiref", **options)
    assert [r["gleu"] for r in out] == table.gleu.tolist()
    assert has_signature(out[0]["signature"], table.attrs["signature"])
    # a mean of sentence scores already: --level sentence is the same number
    sent = score(capsys, "--metric", "gleu-multiref", "--level", "sentence", *extra, *_text_args(en))
    assert [r["gleu"] for r in sent] == [r["gleu"] for r in out]
    assert gleu_multiref(sources=src, hypotheses=_lines(en["AMU"]), references=refs, **options).score == out[0]["gleu"]


# ------------------------------------------------------------------------------------------ BLEU, TER


def test_bleu_and_ter_are_sacrebleu_through_the_python_functions(en, capsys):
    refs = _refs(en["BN1"], en["BN2"])
    systems = {s: _lines(en[s]) for s in ("AMU", "CAMB", "PKU")}
    table = bleu_table(systems=systems, references=refs)
    no_src = ["--hypothesis", en["AMU"], "--hypothesis", en["CAMB"], "--hypothesis", en["PKU"],
              "--reference", en["BN1"], "--reference", en["BN2"]]
    b = score(capsys, "--metric", "bleu", *no_src)  # no --source: BLEU never reads it
    t = score(capsys, "--metric", "ter", "--source", en["src"], *no_src)
    assert [r["system"] for r in b] == ["AMU", "CAMB", "PKU"]
    assert [r["bleu"] for r in b] == table.bleu.tolist() and [r["ter"] for r in t] == table.ter.tolist()
    assert has_signature(b[0]["signature"], table.attrs["signature"]["bleu"])
    assert has_signature(t[0]["signature"], table.attrs["signature"]["ter"])
    lc = bleu_table(systems=systems, references=refs, lowercase=True, smooth="exp", case_sensitive=False)
    b_lc = score(capsys, "--metric", "bleu", "--lowercase", "--smooth", "exp", *no_src)
    t_lc = score(capsys, "--metric", "ter", "--lowercase", *no_src)
    assert [r["bleu"] for r in b_lc] == lc.bleu.tolist() and [r["ter"] for r in t_lc] == lc.ter.tolist()
    # character BLEU (character TER is sacrebleu's shift search on long sequences: too slow for a test)
    ch = bleu_table(systems=systems, references=refs, tokens="char", with_ter=False)
    assert [r["bleu"] for r in score(capsys, "--metric", "bleu", "--tokens", "char", *no_src)] == ch.bleu.tolist()
    # sentence-level TER is sTER: mean TER edits per sentence
    st = score(capsys, "--metric", "ter", "--level", "sentence", *no_src)
    assert st[0]["ter"] == ster(hypotheses=systems["AMU"], references=refs)[0]
    assert "sTER" in st[0]["signature"]


# ------------------------------------------------------------------------------------------------ M2


def test_m2_is_the_m2_scorer(en, capsys):
    out = score(capsys, "--metric", "m2", "--m2-reference", en["gold"], "--hypothesis", en["AMU"],
                "--hypothesis", en["PKU"], "--name", "amu", "--name", "pku", "--source", en["src"])
    want = m2_systems(systems={"amu": en["AMU"], "pku": en["PKU"]}, gold=en["gold"])
    keys = ["system", "tp", "fp", "fn", "p", "r", "f"]
    assert [{k: r[k] for k in keys} for r in out] == want[keys].to_dict("records")
    assert has_signature(out[0]["signature"], M2Config().signature()) and out[0]["tp"] > 0
    assert Signature.parse(out[0]["signature"])["edits"] == "given"
    # beta and the scorer's options; no --source needed (the gold M2 has the sources)
    cfg = M2Config(beta=1.0, max_unchanged_words=0, ignore_whitespace_casing=True)
    b1 = score(capsys, "--metric", "m2", "--m2-reference", en["gold"], "--hypothesis", en["AMU"], "--beta", 1,
               "--max-unchanged-words", 0, "--ignore-whitespace-casing")
    assert b1[0]["f"] == m2_systems(systems={"AMU": en["AMU"]}, gold=en["gold"], config=cfg).f[0]
    # SentM2: mean of the sentence P/R/F, counts still summed
    sent = score(capsys, "--metric", "m2", "--level", "sentence", "--m2-reference", en["gold"],
                 "--hypothesis", en["AMU"])
    rows = m2_sentences(hypotheses=en["AMU"], gold=en["gold"])
    assert sent[0]["f"] == pytest.approx(rows.f.mean(), abs=1e-15)
    assert (sent[0]["tp"], sent[0]["fp"], sent[0]["fn"]) == (out[0]["tp"], out[0]["fp"], out[0]["fn"])


# -------------------------------------------------------------------------------------------- ERRANT


def test_errant_on_m2_files_is_errant_compare(en, capsys):
    out = score(capsys, "--metric", "errant", "--m2-reference", en["ref_errant"], "--m2-hypothesis", en["amu_errant"])
    want = errant_from_m2(hyp_m2={"AMU": en["amu_errant"]}, ref_m2=en["ref_errant"])
    keys = ["system", "tp", "fp", "fn", "p", "r", "f"]
    assert [{k: r[k] for k in keys} for r in out] == want[keys].to_dict("records")
    assert has_signature(out[0]["signature"], ErrantConfig().signature())
    assert Signature.parse(out[0]["signature"])["edits"] == "given"
    ds = score(capsys, "--metric", "errant", "--errant-mode", "ds", "--beta", 1, "--m2-reference", en["ref_errant"],
               "--m2-hypothesis", en["amu_errant"], "--source", en["src"])
    want_ds = errant_from_m2(hyp_m2={"AMU": en["amu_errant"]}, ref_m2=en["ref_errant"],
                             config=ErrantConfig(mode="ds", beta=1.0))
    assert [{k: r[k] for k in keys} for r in ds] == want_ds[keys].to_dict("records")
    sent = score(capsys, "--metric", "errant", "--level", "sentence", "--m2-reference", en["ref_errant"],
                 "--m2-hypothesis", en["amu_errant"])
    hyps = [b[2] for b in read_errant_m2(en["amu_errant"])]
    refs = [b[2] for b in read_errant_m2(en["ref_errant"])]
    avg = errant_sentence_average(hypotheses=hyps, references=refs).iloc[0]  # SentERRANT, as SEEDA reports it
    assert (sent[0]["p"], sent[0]["r"], sent[0]["f"]) == pytest.approx((avg.p, avg.r, avg.f), abs=1e-15)
    alone = errant_sentence_scores(hypotheses=hyps, references=refs)
    assert (sent[0]["tp"], sent[0]["fp"], sent[0]["fn"]) == tuple(int(alone[c].sum()) for c in ("tp", "fp", "fn"))
    assert "SentERRANT" in sent[0]["signature"]


@pytest.fixture(scope="module")
def fresh20(tmp_path_factory) -> dict[str, Path]:
    """20 sentences: text source, AMU and the two NUCLE annotators, and the shipped fresh-ERRANT M2s."""
    d = tmp_path_factory.mktemp("fresh")
    folder = data_path("fresh_errant", FRESH_ERRANT_MODEL)
    f = {"src": head_lines(data_path(*SUBS, "INPUT"), d / "src.txt", 20),
         "AMU": head_lines(data_path(*SUBS, "AMU"), d / "AMU", 20),
         "nucle_m2": head_m2(folder / "NUCLE.m2", d / "NUCLE.m2", 20),
         "amu_m2": head_m2(folder / "conll14-AMU.m2", d / "AMU.m2", 20)}
    gold = read_m2(f["nucle_m2"])
    for k in (0, 1):
        f[f"ref{k}"] = d / f"NUCLE{k}"
        f[f"ref{k}"].write_text("".join(s.targets[k] + "\n" for s in gold), encoding="utf-8")
    return f


@needs_spacy
def test_errant_from_text_extracts_with_errant(fresh20, capsys):
    from gecnb.edits.errant_extractor import ErrantExtractor
    from gecnb.edits.spacy_model import resolve_spacy_model

    f = fresh20
    args = ["--metric", "errant", "--source", f["src"], "--hypothesis", f["AMU"],
            "--reference", f["ref0"], "--reference", f["ref1"]]
    out = score(capsys, *args)
    ex = ErrantExtractor(model=resolve_spacy_model(), cache=False)
    src, hyp, r0, r1 = (_lines(f[k]) for k in ("src", "AMU", "ref0", "ref1"))
    hyp_e = ex.extract_many(list(zip(src, hyp, strict=True)))
    ref_e = [list(x) for x in zip(ex.extract_many(list(zip(src, r0, strict=True))),
                                  ex.extract_many(list(zip(src, r1, strict=True))), strict=True)]
    want = errant_score(hypotheses=hyp_e, references=ref_e, system="AMU").iloc[0].to_dict()
    assert {k: out[0][k] for k in want} == want
    assert has_signature(out[0]["signature"], ErrantConfig().signature())
    assert Signature.parse(out[0]["signature"])["edits"] == ex.signature().replace("|", ",")
    # --no-cache: the same edits; text hypotheses against an ERRANT M2 gold (the usual ERRANT workflow)
    assert score(capsys, *args, "--no-cache") == out
    mixed = score(capsys, "--metric", "errant", "--source", f["src"], "--hypothesis", f["AMU"],
                  "--m2-reference", f["nucle_m2"], "--edits", "mixed")
    assert "mixed: given + errant" in mixed[0]["signature"]
    shipped = data_path("fresh_errant", FRESH_ERRANT_MODEL, "SIGNATURE").read_text(encoding="utf-8").strip()
    if ex.signature() == shipped:  # the installed pipeline made the shipped files: all three agree
        m2 = errant_from_m2(hyp_m2={"AMU": f["amu_m2"]}, ref_m2=f["nucle_m2"]).iloc[0]
        for row in (out[0], mixed[0]):
            assert (row["tp"], row["fp"], row["fn"]) == (m2.tp, m2.fp, m2.fn)


# ------------------------------------------------------------------------------------------- Chinese


@pytest.fixture(scope="module")
def zh(tmp_path_factory) -> dict[str, Path]:
    """NLPCC-2018's first 20 sentences (ragged 1-2 references, ChERRANT char M2) with ChERRANT's demo
    system output, and 40 MuCGEC dev sentences with two references as two annotator files."""
    d = tmp_path_factory.mktemp("zh")
    gold = head_m2(data_path("nlpcc18", "nlpcc2018_official.ref.m2.char"), d / "nlpcc.m2", 20)
    src = d / "nlpcc.src"
    src.write_text("".join(s.source.replace(" ", "") + "\n" for s in read_m2(gold)), encoding="utf-8")
    mucgec = load_dataset("mucgec-dev")
    srcs, refs = mucgec.sources, mucgec.references().references
    keep = [i for i in range(len(srcs)) if len(refs[i]) >= 2][:40]
    files = {"m_src": [srcs[i] for i in keep], "m_ref0": [refs[i][0] for i in keep],
             "m_ref1": [refs[i][1] for i in keep], "LAST": [refs[i][-1] for i in keep]}
    out = {"gold": gold, "src": src, "hyp": data_path("cherrant", "samples", "demo.hyp")}
    for k, lines in files.items():
        out[k] = d / k
        out[k].write_text("".join(x.replace(" ", "") + "\n" for x in lines), encoding="utf-8")
    return out


def test_chinese_metrics_with_ragged_m2_references(zh, capsys):
    base = ["--language", "zh", "--source", zh["src"], "--hypothesis", zh["hyp"], "--m2-reference", zh["gold"]]
    sources, hyps = _lines(zh["src"]), _lines(zh["hyp"])
    refs = [list(s.targets) for s in read_m2(zh["gold"])]
    assert {len(r) for r in refs} == {1, 2}
    want = chinese_table(systems={"demo": hyps}, sources=sources, references=refs).iloc[0]
    acc = score(capsys, "--metric", "sentence-acc", *base)
    cb = score(capsys, "--metric", "bleu", *base)
    mp = score(capsys, "--metric", "mp", *base)
    assert acc[0]["system"] == "demo" and acc[0]["acc"] == want.acc
    assert cb[0]["bleu"] == want.bleu and "tok:char" in cb[0]["signature"]
    assert mp[0]["mp"] == want.mp and mp[0]["mp_prime"] == want.mp_prime
    g = score(capsys, "--metric", "gleu", *base)
    assert g[0]["gleu"] == gleu_official(sources=sources, hypotheses=hyps, references=refs, tokens="char").score
    # MP needs no reference; without one there is no MP'
    mp_only = score(capsys, "--metric", "mp", "--mp-t", 0.5, "--language", "zh", "--source", zh["src"],
                    "--hypothesis", zh["hyp"])
    assert set(mp_only[0]) == {"system", "mp", "signature"}
    assert mp_only[0]["mp"] == chinese_table(systems={"d": hyps}, sources=sources, references=refs, t=0.5).mp[0]


def test_chinese_metrics_with_annotator_files(zh, capsys):
    args = ["--language", "zh", "--source", zh["m_src"], "--hypothesis", zh["m_src"], "--hypothesis", zh["LAST"],
            "--name", "INPUT", "--name", "LAST", "--reference", zh["m_ref0"], "--reference", zh["m_ref1"]]
    refs = _refs(zh["m_ref0"], zh["m_ref1"])
    systems = {"INPUT": _lines(zh["m_src"]), "LAST": _lines(zh["LAST"])}
    want = chinese_table(systems=systems, sources=systems["INPUT"], references=refs)
    for metric, key in (("sentence-acc", "acc"), ("bleu", "bleu"), ("mp", "mp"), ("mp", "mp_prime")):
        out = score(capsys, "--metric", metric, *args)
        assert [r["system"] for r in out] == ["INPUT", "LAST"]
        assert [r[key] for r in out] == want[key].tolist(), metric
    assert want.acc.tolist()[1] > 0.5  # the last reference is often one of the two
    # --tokens word keeps the text's own segmentation (here none: one "word" per sentence)
    words = score(capsys, "--metric", "bleu", "--tokens", "word", *args)
    assert words[0]["bleu"] == bleu_table(systems=systems, references=refs, with_ter=False).bleu[0]


# -------------------------------------------------------------------------------------------- errors


def test_m2_takes_a_hypothesis_m2_as_its_corrected_text(en, tmp_path, capsys):
    # the metric protocol: every metric takes every input form; the M2 scorer scores the M2's corrected text
    text = tmp_path / "AMU.txt"
    text.write_text("".join(s.targets[0] + "\n" for s in read_m2(en["amu_errant"])), encoding="utf-8")
    out = score(capsys, "--metric", "m2", "--m2-reference", en["gold"], "--m2-hypothesis", en["amu_errant"])
    want = m2_systems(systems={"AMU": text}, gold=en["gold"])
    assert [{k: r[k] for k in ("tp", "fp", "fn", "p", "r", "f")} for r in out] == \
        want[["tp", "fp", "fn", "p", "r", "f"]].to_dict("records")


@needs_spacy
def test_m2_with_text_references_extracts_the_gold_edits(en, capsys):
    out = score(capsys, "--metric", "m2", "--source", en["src"], "--hypothesis", en["AMU"], "--reference", en["BN1"])
    assert Signature.parse(out[0]["signature"])["edits"].startswith("errant:") and out[0]["tp"] >= 0


def test_unknown_metric(en, capsys):
    err = fails(capsys, "--metric", "gleu2", *_text_args(en))
    assert "unknown metric 'gleu2': use one of cleme, cleme2, gleu, gleu-sakaguchi" in err


@pytest.mark.parametrize("metric, extra, message", [
    ("bleu", ["--iterations", "10"], "--iterations does not apply to --metric bleu (it applies to: gleu, gleu-sakaguchi)"),
    ("gleu", ["--beta", "1"], "--beta does not apply to --metric gleu"),
    ("gleu", ["--aggregation", "merged"], "--aggregation does not apply to --metric gleu"),
    ("gleu-multiref", ["--tau", "2"], "--tau applies only to --aggregation weighted-avg"),
    ("gleu-multiref", ["--aggregation", "weighted-avg", "--tau", "0"], "--tau must be positive"),
    ("bleu", ["--level", "sentence"], "--metric bleu has no sentence level"),
    ("gleu", ["--level", "sentence", "--iterations", "9"], "--iterations does not change --level sentence"),
    ("sentence-acc", ["--tokens", "char"], "--tokens does not apply to --metric sentence-acc"),
    ("ter", ["--smooth", "exp"], "--smooth does not apply to --metric ter"),
    ("m2", ["--spacy-model", "x"], "--spacy-model does not apply to --metric m2"),
    ("cleme", ["--iterations", "5"], "--iterations does not apply to --metric cleme"),
    ("mp", ["--mp-t", "1.5"], "--mp-t must be between 0 and 1"),
    ("errant", ["--edits", "given"], "--edits given is impossible here: reference set references has no given edits "
                                     "(it was not read from M2); use --edits auto"),
    ("m2", ["--edits", "given"], "--edits does not apply to --metric m2"),
])
def test_options_that_do_not_apply_are_errors(en, capsys, metric, extra, message):
    assert message in fails(capsys, "--metric", metric, *extra, *_text_args(en))


def test_errant_option_and_input_errors(en, capsys):
    m2s = ["--m2-reference", en["ref_errant"], "--m2-hypothesis", en["amu_errant"]]
    assert "apply only when English edits are extracted" in fails(capsys, "--metric", "errant", "--no-cache", *m2s)
    # M2 input carries its source: --source may be left out, and is checked against the M2 when given
    no_src = score(capsys, "--metric", "errant", "--m2-hypothesis", en["amu_errant"], "--m2-reference", en["ref_errant"])
    assert no_src == score(capsys, "--metric", "errant", "--m2-hypothesis", en["amu_errant"],
                           "--m2-reference", en["ref_errant"], "--source", en["src"])
    assert "either as text files or as one M2 file" in fails(capsys, "--metric", "errant", *m2s,
                                                             "--reference", en["BN1"])


def test_missing_source_and_references(en, capsys):
    assert "--metric gleu needs --source" in fails(capsys, "--metric", "gleu", "--hypothesis", en["AMU"],
                                                   "--reference", en["BN1"])
    assert "no reference: --metric bleu needs --reference" in fails(capsys, "--metric", "bleu", "--hypothesis",
                                                                    en["AMU"])


@pytest.mark.parametrize("metric", ["gleu", "bleu", "sentence-acc", "m2"])
def test_mismatched_line_counts_name_the_file(en, tmp_path, capsys, metric):
    short = head_lines(en["AMU"], tmp_path / "short.txt", N_EN - 1)
    refs = ["--m2-reference", en["gold"]] if metric == "m2" else ["--reference", en["BN1"]]
    err = fails(capsys, "--metric", metric, "--source", en["src"], "--hypothesis", short, *refs)
    assert f"{short}: has {N_EN - 1} sentences but" in err and "line counts must match" in err


def test_errors_name_file_and_line(en, tmp_path, capsys):
    bad = tmp_path / "bad.txt"
    lines = en["AMU"].read_bytes().splitlines(keepends=True)
    bad.write_bytes(b"".join(lines[:2]) + b"caf\xe9\n" + b"".join(lines[3:]))
    err = fails(capsys, "--metric", "gleu", *_text_args(en, systems=[]), "--hypothesis", bad)
    assert f"gecnb: error: {bad}:3: not UTF-8" in err
    # an M2 gold whose source differs from --source: the M2 file and the S line
    other = head_lines(data_path(*SUBS, "INPUT"), tmp_path / "other.txt", N_EN + 1)
    other.write_bytes(b"".join(other.read_bytes().splitlines(keepends=True)[1:]))
    err = fails(capsys, "--metric", "m2", "--source", other, "--m2-reference", en["gold"], "--hypothesis", en["AMU"])
    assert f"{en['gold']}:1: source of sentence 1 differs from line 1 of {other}" in err


def test_a_repeated_metric_scores_each(en, capsys):
    """Several --metric flags: one row per metric and system, each metric's options where they apply; the
    same metric twice is a usage error (exit 2), not the last one silently kept."""
    base = ["score", "--m2-reference", str(en["gold"]), "--hypothesis", str(en["AMU"]), "--hypothesis",
            str(en["CAMB"]), "--name", "AMU", "--name", "CAMB", "--quiet"]
    assert main([*base, "--metric", "m2", "--metric", "bleu", "--beta", "1.0", "--format", "json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert [(r["metric"], r["system"]) for r in rows] == [("m2", "AMU"), ("m2", "CAMB"), ("bleu", "AMU"), ("bleu", "CAMB")]
    assert set(rows[0]) == {"metric", "system", "tp", "fp", "fn", "p", "r", "f", "signature"}
    assert set(rows[2]) == {"metric", "system", "bleu", "signature"}
    assert "beta:1" in rows[0]["signature"]
    assert main([*base, "--metric", "m2", "--beta", "1.0", "--format", "json"]) == 0
    alone = json.loads(capsys.readouterr().out)
    assert [r["f"] for r in alone] == [r["f"] for r in rows[:2]] and "metric" not in alone[0]
    assert main([*base, "--metric", "m2", "--metric", "bleu", "--format", "table"]) == 0
    table = capsys.readouterr().out.splitlines()
    assert table[0].split()[:3] == ["system", "metric", "tp"] and len(table) == 5
    assert main([*base, "--metric", "m2", "--metric", "m2"]) == 2
    assert "--metric m2 given twice" in capsys.readouterr().err
    assert main([*base, "--metric", "m2", "--metric", "bleu", "--iterations", "5"]) == 2
    assert "--iterations does not apply to any of --metric m2, bleu" in capsys.readouterr().err
