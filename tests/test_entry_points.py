"""One number per metric, whatever the entry point (the issue "Two entry points, two ERRANT numbers").

For every bundled CoNLL-2014 system (13) and every metric of evaluate's suite, the value of ``gecnb.evaluate(
"conll14")`` (the systems as its published rows) equals ``gecnb.score`` on the bundled datasets with the same
gold and options (as the notebooks score them) and the command line's ``gecnb score --format json`` on the
official M2 file and the submissions' files. ERRANT on the M2 gold follows ERRANT's own protocol everywhere
(``errant_m2 -auto``: AMU 0.3211); the gold of the reference texts is there on request (AMU 0.3199).

Kept affordable (about a minute of CPU on the whole file): the metrics that read edits, where the entry points
used to differ, on all 1,312 sentences; the whole suite (M2 and GLEU, which read the M2 file and the texts, cost
the most) on the first K sentences, through evaluate's own code for a bundled benchmark (its loaders restricted
to them); a few bootstrap samples, no examples. ``gecnb.score`` and the command line extract every edit from
text: they read them from a private edit cache seeded with the shipped fresh ERRANT edits of the same extractor
signature (a sample of them is re-extracted here, to show that they are what the extractor gives), so only the
sentences of NUCLE's 54 detection-only ``Um`` edits are parsed, as ERRANT's protocol re-annotates them.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import gecnb
from gecnb.cli import main
from gecnb.data.errors import GecInputError
from gecnb.data.registry import CONLL14_SYSTEMS, FRESH_ERRANT_MODEL, load_dataset, nucle_errant_auto
from gecnb.datasets import data_path
from gecnb.evaluation import SUITE, EvaluationReport, evaluate
from tests.conftest import head_lines, head_m2, needs_spacy

pytestmark = needs_spacy

OFFICIAL = data_path("conll14", "official-2014.combined.m2")
SUBMISSIONS = {s: data_path("conll14", "official_submissions", s) for s in CONLL14_SYSTEMS}
N = 20  # bootstrap samples: the values, not the intervals, are compared here
K = 100  # the first sentences, for the whole suite (two of them have detection-only Um edits)
SPECS = {s.label: s for s in SUITE}
# the metrics that read edits: ERRANT, CLEME-dep/-ind, CLEME2.0-dep/-ind, SentCLEME2.0-dep/-ind (GLEU reads texts)
ON_EDITS = [s.label for s in SUITE if s.gold == "edits" and s.metric != "gleu"]

# the command line's scoring of the suite: one call per set of options (a metric is named once a call); the
# options of CLEME and CLEME2.0 (the suite's), given when one of them is scored
CLI_CALLS: list[tuple[list[str], list[str]]] = [
    (["M2", "ERRANT", "GLEU", "CLEME-dep", "CLEME2.0-dep"], ["--assumption", "dependent"]),
    (["CLEME-ind", "CLEME2.0-ind"], ["--assumption", "independent"]),
    (["SentCLEME2.0-dep"], ["--assumption", "dependent", "--level", "sentence"]),
    (["SentCLEME2.0-ind"], ["--assumption", "independent", "--level", "sentence"]),
]


def _cli(args: list[str], labels: list[str], capsys: pytest.CaptureFixture[str]) -> dict[tuple[str, str], float]:
    """``gecnb score ARGS`` with the suite metrics ``labels`` (each call of :data:`CLI_CALLS` whose metrics are
    wanted, with only those metrics): (system, label) -> value, read from its JSON."""
    out: dict[tuple[str, str], float] = {}
    for call_labels, options in CLI_CALLS:
        wanted = [label for label in call_labels if label in labels]
        if not wanted:
            continue
        names = [SPECS[label].metric for label in wanted]
        if not {"cleme", "cleme2"} & set(names):
            options = []
        metric_flags = [a for name in names for a in ("--metric", name)]
        assert main(["score", *args, *metric_flags, *options, "--quiet", "--format", "json"]) == 0
        rows = json.loads(capsys.readouterr().out)
        for label in wanted:
            spec = SPECS[label]
            mine = [r for r in rows if len(names) == 1 or r["metric"] == spec.metric]
            out.update({(r["system"], label): float(r[spec.column]) for r in mine})
    return out


def _api(m2_corpus: gecnb.Corpus, text_corpus: gecnb.Corpus, labels: list[str]) -> dict[tuple[str, str], float]:
    """``gecnb.score`` for the suite metrics ``labels``: M2 on ``m2_corpus``, the others on ``text_corpus``."""
    out: dict[tuple[str, str], float] = {}
    for label in labels:
        spec = SPECS[label]
        corpus = m2_corpus if spec.gold == "m2" else text_corpus
        table = gecnb.score(corpus, spec.metric, reference_set="NUCLE", level=spec.level, **dict(spec.options))
        out.update({(s, label): float(v) for s, v in zip(table["system"], table[spec.column], strict=True)})
    return out


def _same(got: dict[tuple[str, str], float], *others: dict[tuple[str, str], float]) -> None:
    for other in others:
        assert set(other) == set(got)
    differ = {k: (got[k], *(o[k] for o in others)) for k in got if any(o[k] != got[k] for o in others)}
    assert not differ, f"{len(differ)} of {len(got)} values differ: {sorted(differ.items())[:6]}"


def _shipped_signature() -> str:
    return data_path("fresh_errant", FRESH_ERRANT_MODEL, "SIGNATURE").read_text(encoding="utf-8").strip()


@pytest.fixture(scope="module")
def seeded(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """A private cache directory (``GECNB_CACHE_DIR``) whose edit cache holds the shipped fresh ERRANT edits of
    the 13 submissions and of NUCLE's reference texts, under the signature of the extractor that made them."""
    from gecnb.edits.cache import EditCache
    from gecnb.edits.extract import default_extractor

    folder = tmp_path_factory.mktemp("entry-points-cache")
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("GECNB_CACHE_DIR", str(folder))
        mp.setenv("GECNB_PROGRESS", "0")
        sig = _shipped_signature()
        if default_extractor("en").signature() != sig:
            pytest.skip(f"the installed pipeline is not the shipped edits' ({sig})")
        fresh = load_dataset("conll14-fresh-errant")
        items: dict[tuple[str, str], Any] = {}
        for so in fresh.systems.values():
            assert so.edits is not None
            items.update(zip(zip(fresh.sources, so.hypotheses, strict=True), so.edits, strict=True))
        rs = fresh.reference_sets["NUCLE"]
        assert rs.edits is not None
        for src, refs, eds in zip(fresh.sources, rs.references, rs.edits, strict=True):
            items.update(((src, r), e) for r, e in zip(refs, eds, strict=True))
        cache = EditCache()
        cache.put_many(sig, ((p, e) for p, e in items.items() if p[0] != p[1]))
        cache.close()
        yield folder


@pytest.fixture(scope="module")
def report(seeded: Path) -> EvaluationReport:
    """The 13 submissions as evaluate's published systems, every metric that reads edits, all 1,312 sentences."""
    return evaluate("conll14", metrics=ON_EDITS, n=N, examples=0, progress=False)


def _values(report: EvaluationReport) -> dict[tuple[str, str], float]:
    return {(r.system, r.metric): r.value for r in report.scores.itertuples()}


def test_the_seeded_edits_are_what_the_extractor_gives(seeded: Path, tmp_path: Path) -> None:
    from gecnb.edits.cache import EditCache
    from gecnb.edits.extract import default_extractor

    fresh = load_dataset("conll14-fresh-errant")
    rng = random.Random(20261128)  # the same sample every run
    pairs, want = [], []
    for _ in range(24):
        i = rng.randrange(len(fresh))
        if rng.random() < 0.5:
            so = fresh.systems[rng.choice(list(fresh.systems))]
            pairs.append((fresh.sources[i], so.hypotheses[i]))
            want.append(tuple(so.edits[i]))  # type: ignore[index]
        else:
            rs = fresh.reference_sets["NUCLE"]
            k = rng.randrange(len(rs.references[i]))
            pairs.append((fresh.sources[i], rs.references[i][k]))
            want.append(tuple(rs.edits[i][k]))  # type: ignore[index]
    live = default_extractor("en", cache=EditCache(tmp_path / "none.sqlite"))  # an empty cache: parsed here
    assert live.extract_many(pairs) == want


def test_every_system_has_one_number_for_every_metric_on_edits(report: EvaluationReport,
                                                                capsys: pytest.CaptureFixture[str]) -> None:
    """All 1,312 sentences, the metrics that read edits (where evaluate and score used to differ: ERRANT)."""
    got = _values(report)
    assert {s for s, _ in got} == set(CONLL14_SYSTEMS) and {m for _, m in got} == set(ON_EDITS)
    # gecnb.score on the bundled conll14 (NUCLE read from the official M2 file, the submissions as text: every
    # edit extracted, ERRANT's gold by errant_m2 -auto), as a notebook scores it
    api = _api(load_dataset("conll14-m2"), load_dataset("conll14"), ON_EDITS)
    # the command line on the official M2 file and the submissions' own files
    files = [a for s, path in SUBMISSIONS.items() for a in ("--hypothesis", str(path), "--name", s)]
    cli = _cli(["--m2-reference", str(OFFICIAL), *files], ON_EDITS, capsys)
    _same(got, api, cli)
    # ERRANT's own protocol on the official gold (errant_m2 -auto, then errant_compare)
    assert round(got[("AMU", "ERRANT")], 4) == 0.3211


def test_every_system_has_one_number_for_every_metric_of_the_suite(seeded: Path, tmp_path: Path,
                                                                   monkeypatch: pytest.MonkeyPatch,
                                                                   capsys: pytest.CaptureFixture[str]) -> None:
    """The whole suite (M2 and GLEU too, which read the M2 file and the texts) on the first K sentences: the
    bundled datasets' loaders restricted to them, so that evaluate's own code for a bundled benchmark runs."""
    from gecnb.data import registry

    load, auto = registry.load_dataset, registry.nucle_errant_auto
    monkeypatch.setattr(registry, "load_dataset",
                        lambda name, **kw: load(name, **kw).subset(range(K), name=name))
    monkeypatch.setattr(registry, "nucle_errant_auto", lambda model=FRESH_ERRANT_MODEL: auto(model).subset(range(K)))
    r = evaluate("conll14", metrics=[s.label for s in SUITE], n=N, examples=0, progress=False)
    got = _values(r)
    assert len(got) == 13 * len(SUITE)
    api = _api(load("conll14-m2").subset(range(K)), load("conll14").subset(range(K)), list(SPECS))
    gold = head_m2(OFFICIAL, tmp_path / "gold.m2", K)
    files = [a for s, path in SUBMISSIONS.items()
             for a in ("--hypothesis", str(head_lines(path, tmp_path / s, K)), "--name", s)]
    cli = _cli(["--m2-reference", str(gold), *files], list(SPECS), capsys)
    _same(got, api, cli)


def test_the_signatures_and_settings_name_the_gold(report: EvaluationReport) -> None:
    assert report.settings["gold_edits"] == "m2"
    assert "errant_m2 -auto" in report.settings["reference_edits"]
    assert "gold(other metrics):m2: ERRANT: the official M2 gold" in report.signature
    sig = report.scores.set_index(["system", "metric"])["signature"]
    errant, cleme = gecnb.Signature.parse(sig[("AMU", "ERRANT")]), gecnb.Signature.parse(sig[("AMU", "CLEME-dep")])
    assert errant["gold"].startswith("edits:NUCLE(errant_m2 -auto by errant:3.0.0,")
    assert cleme["gold"].startswith("edits:NUCLE(reference texts by errant:3.0.0,")
    assert errant["edits"] == cleme["edits"] == _shipped_signature().replace("|", ",")  # who made AMU's edits


def test_the_reference_texts_gold_on_request(report: EvaluationReport, tmp_path: Path,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    """``gold_edits="texts"``: every edit extracted from the reference texts, as ``gecnb score --reference R1
    --reference R2`` scores them (NUCLE's Um edits then delete their spans): AMU's ERRANT is 0.3199."""
    r = evaluate("conll14", metrics=["ERRANT", "CLEME-dep"], systems=["AMU"], n=N, examples=0, progress=False,
                 gold_edits="texts")
    got = _values(r)
    assert round(got[("AMU", "ERRANT")], 4) == 0.3199
    assert r.settings["gold_edits"] == "texts" and "errant_m2" not in r.signature
    assert "gold(other metrics):texts: every metric: the reference texts of conll14:NUCLE" in r.signature
    row = gecnb.Signature.parse(r.scores.set_index("metric").loc["ERRANT", "signature"])
    assert row["gold"].startswith("edits:NUCLE(reference texts by errant:3.0.0,")
    conll14 = load_dataset("conll14")
    (tmp_path / "src").write_text("\n".join(conll14.sources) + "\n", encoding="utf-8")
    refs = []
    for k in range(2):
        refs += ["--reference", str(tmp_path / f"ref{k}")]
        (tmp_path / f"ref{k}").write_text("\n".join(conll14.reference_sets["NUCLE"].annotator(k)) + "\n", encoding="utf-8")
    assert main(["score", "--source", str(tmp_path / "src"), *refs, "--hypothesis", str(SUBMISSIONS["AMU"]), "--name",
                 "AMU", "--metric", "errant", "--metric", "cleme", "--quiet", "--format", "json"]) == 0
    cli = {row["metric"]: row for row in json.loads(capsys.readouterr().out)}
    assert cli["errant"]["f"] == got[("AMU", "ERRANT")] and cli["cleme"]["f"] == got[("AMU", "CLEME-dep")]
    # the gold does not move the other metrics: CLEME-dep is the same under both
    default = _values(report)
    assert default[("AMU", "CLEME-dep")] == got[("AMU", "CLEME-dep")]
    assert round(default[("AMU", "ERRANT")], 4) == 0.3211


def test_the_shipped_errant_protocol_gold_is_what_the_metric_computes(seeded: Path) -> None:
    """``NUCLE-errant-auto.m2`` is the reference edits of the ``errant`` metric scoring a text hypothesis against
    the official M2: the shipped fresh edits of NUCLE's texts, except in the 49 sentences with a detection-only
    ``Um`` edit, re-annotated here (parsed) by the metric's own code."""
    from gecnb.metrics.errant_compare import metric_edits

    corpus = load_dataset("conll14")
    rs = corpus.reference_sets["NUCLE"]
    _sys, ref_e, _how = metric_edits(gecnb.get_metric("errant"), corpus, rs, [], spacy_model=None, cache=True,
                                     edits="extract", detection_edits=True)
    shipped = nucle_errant_auto()
    assert [list(r) for r in shipped.edits or ()] == [list(r) for r in ref_e]
    unk = [i for i, per in enumerate(shipped.edits or ()) if any(e.type == "UNK" for eds in per for e in eds)]
    texts = load_dataset("conll14-fresh-errant").reference_sets["NUCLE"]
    differ = [i for i in range(len(rs)) if list(shipped.edits[i]) != list(texts.edits[i])]  # type: ignore[index]
    assert len(unk) == 49 and differ == unk  # the Um sentences, and only they
    assert sum(e.type == "UNK" for per in shipped.edits or () for eds in per for e in eds) == 54


@pytest.mark.parametrize("as_m2", [True, False], ids=["m2-reference", "text-references"])
def test_own_data_evaluate_and_score_agree(seeded: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                           as_m2: bool) -> None:
    """Your own data: ``--m2-reference GOLD.m2`` (here the first 70 blocks of the official file, two of them with
    Um edits) or ``--reference R1 --reference R2``: evaluate gives gecnb score's numbers for every metric."""
    n = 70
    gold = head_m2(OFFICIAL, tmp_path / "gold.m2", n)
    hyps = {s: head_lines(SUBMISSIONS[s], tmp_path / s, n) for s in ("AMU", "CAMB")}
    if as_m2:
        ref_args = ["--m2-reference", str(gold)]
        corpus = gecnb.corpus_from_files(source=None, m2_references=[gold])
    else:
        c = load_dataset("conll14").subset(range(n))
        (tmp_path / "src").write_text("\n".join(c.sources) + "\n", encoding="utf-8")
        for k in range(2):
            (tmp_path / f"r{k}").write_text("\n".join(c.reference_sets["NUCLE"].annotator(k)) + "\n", encoding="utf-8")
        ref_args = ["--source", str(tmp_path / "src"), "--reference", str(tmp_path / "r0"), "--reference",
                    str(tmp_path / "r1")]
        corpus = gecnb.corpus_from_files(source=tmp_path / "src", references=[tmp_path / "r0", tmp_path / "r1"])
    r = evaluate(corpus, hypotheses=hyps, n=N, examples=0, progress=False)
    got = _values(r)
    files = [a for s, p in hyps.items() for a in ("--hypothesis", str(p), "--name", s)]
    _same(got, _cli([*ref_args, *files], list(SPECS), capsys))
    assert r.settings["gold_edits"] == ("m2" if as_m2 else "texts")
    if as_m2:  # the Um sentences make the two golds differ for ERRANT only (here through gecnb evaluate)
        assert main(["evaluate", *ref_args, *files, "--metric", "ERRANT", "--metric", "GLEU", "--gold-edits", "texts",
                     "--bootstrap", str(N), "--examples", "0", "--quiet", "--format", "json"]) == 0
        j = json.loads(capsys.readouterr().out)
        texts = {(row["system"], row["metric"]): row["value"] for row in j["scores"]}
        assert j["settings"]["gold_edits"] == "texts" and "gold(other metrics):texts" in j["signature"]
        assert texts[("AMU", "ERRANT")] != got[("AMU", "ERRANT")] and texts[("AMU", "GLEU")] == got[("AMU", "GLEU")]


def test_a_bad_gold_edits_choice_is_a_clear_error(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    mine = ["x"] * 1312
    with pytest.raises(ValueError, match=r"gold_edits must be one of m2, texts .* not 'M2'"):
        evaluate("conll14", hypotheses={"X": mine}, gold_edits="M2", progress=False)  # type: ignore[arg-type]
    with pytest.raises(GecInputError, match=r"reference set BN-10GEC of conll14 has no M2 gold that ERRANT's own "
                                            r"protocol reads.*use gold_edits texts"):
        evaluate("conll14", hypotheses={"X": mine}, reference_set="BN-10GEC", gold_edits="m2", progress=False)
    c = load_dataset("conll14").subset(range(5))
    own = gecnb.Corpus("own", c.sources, "en")
    own.add_references("refs", [list(r) for r in c.reference_sets["NUCLE"].references])
    with pytest.raises(GecInputError, match=r"reference set refs of own has no M2 gold .*--m2-reference"):
        evaluate(own, hypotheses={"X": list(c.sources)}, gold_edits="m2", progress=False)
    src, ref = tmp_path / "src", tmp_path / "ref"
    src.write_text("\n".join(c.sources) + "\n", encoding="utf-8")
    ref.write_text("\n".join(c.reference_sets["NUCLE"].annotator(0)) + "\n", encoding="utf-8")
    for value, want in (("bogus", "invalid choice: 'bogus'"), ("", "invalid choice: ''"),
                        ("m2", "has no M2 gold that ERRANT's own protocol reads")):
        try:
            rc = main(["evaluate", "--source", str(src), "--reference", str(ref), "--hypothesis", str(src),
                       "--gold-edits", value, "--quiet"])
        except SystemExit as exc:  # argparse: an unknown choice
            rc = exc.code  # type: ignore[assignment]
        out = capsys.readouterr()
        assert rc == 2 and out.out == "" and want in out.err and "Traceback" not in out.err


def test_a_damaged_shipped_gold_is_an_error_naming_it(monkeypatch: pytest.MonkeyPatch) -> None:
    from gecnb.data import cachefile, registry

    path = data_path("fresh_errant", FRESH_ERRANT_MODEL, registry.ERRANT_AUTO_NUCLE)
    entries = dict(cachefile._manifest_entries())
    entries[str(Path(path).resolve())] = "0" * 64  # as if the file had been edited after it was shipped
    monkeypatch.setattr(cachefile, "_manifest_entries", lambda: entries)
    monkeypatch.setattr(cachefile, "_shipped_ok", {})
    registry._nucle_errant_auto.cache_clear()
    try:
        with pytest.raises(GecInputError, match=r"NUCLE-errant-auto\.m2.*differs from its SHA-256.*--errant-auto"):
            nucle_errant_auto()
    finally:
        registry._nucle_errant_auto.cache_clear()
