"""The explorer's dataset, reference set, variant and weighting selectors, and the metrics-layer functions
behind them (gecnb.metrics.cleme_sentences): the widget is driven by setting its menus, and what it shows is
compared with what the metrics layer computes for that choice."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest

from gecnb.chunks.prepared import prepare
from gecnb.data.corpus import Corpus
from gecnb.data.edit import Edit
from gecnb.data.registry import LANGUAGES, list_datasets, load_dataset
from gecnb.display import ChunkExplorer
from gecnb.display.explorer import GIVEN_FRAMES, VARIANT_LABELS, WEIGHTINGS
from gecnb.metrics.cleme import cleme_chunks, cleme_scores
from gecnb.metrics.cleme2 import cleme2_scores, cleme2_sentences
from gecnb.metrics.cleme_sentences import VARIANTS, ViewSetting, sentence_scores, view_chunks
from gecnb.metrics.weighting import CallableWeigher, get_weigher


@pytest.fixture(scope="module")
def conll():
    return prepare(load_dataset("conll14-cleme-errant"), reference_set="NUCLE", systems=["AMU", "CAMB"], edits="given")


def small_corpus() -> Corpus:
    """Two sentences, a reference set with edits, one whose second sentence has no reference, a system."""
    c = Corpus("small", ("He go to the school .", "x y"))
    c.add_references("R", [["He goes to the school ."], ["x y"]],
                     edits=[[(Edit(1, 2, 1, 2, "R:VERB:SVA", "goes"),)], [()]])
    c.add_references("Holes", [["He goes to the school ."], []], edits=[[(Edit(1, 2, 1, 2, "R:VERB:SVA", "goes"),)], []])
    c.add_system("S", ["He goes to school .", "x y z"], edits=[
        (Edit(1, 2, 1, 2, "R:VERB:SVA", "goes"), Edit(3, 4, 3, 3, "U:DET", "")),
        (Edit(2, 2, 2, 3, "M:OTHER", "z"),),
    ])
    return c


# ------------------------------------------------------------------------------------------ metrics layer
def test_registry_languages_are_those_of_the_loaded_corpora():
    assert set(LANGUAGES) == set(list_datasets())
    for name, lang in LANGUAGES.items():
        assert load_dataset(name).language == lang, name
    assert set(list_datasets(language="zh")) == {"mucgec-dev", "nlpcc18"}
    assert set(list_datasets(language="en")) | set(list_datasets(language="zh")) == set(list_datasets())
    with pytest.raises(ValueError, match="language must be one of"):
        list_datasets(language="fr")


@pytest.mark.parametrize("variant", list(VARIANTS))
@pytest.mark.parametrize("weighting", ["none", "length"])
def test_sentence_scores_add_up_to_the_system_scores(conll, variant, weighting):
    setting = ViewSetting.from_variant(variant, weighting)
    table = sentence_scores(conll, system="AMU", setting=setting)
    n = len(conll.corpus)
    c1, c2 = setting.cleme_config(), setting.cleme2_config()
    cl = table[table["metric"] == c1.name]
    cl2 = table[table["metric"] == c2.name]
    assert len(cl) == len(cl2) == n and list(table["metric"][:2]) == [c1.name, c2.name]
    assert list(cl["sentence"]) == list(range(n))
    assert cl[["hit", "score"]].isna().all().all() and cl2[["p", "f"]].isna().all().all()
    sys1 = cleme_scores(conll, systems="AMU", variants=c1).iloc[0]
    sys2 = cleme2_scores(conll, systems="AMU", variants=c2, weigher=setting.cleme2_weigher()).iloc[0]
    # the chosen references' counts add up to the system's counts
    assert cl["tp"].sum() == pytest.approx(sys1["tp"]) and cl["fn"].sum() == pytest.approx(sys1["fn"])
    assert (cl["fp_ne"] + cl["fp_un"]).sum() == pytest.approx(sys1["fp"])
    assert cl2["tp"].sum() == pytest.approx(sys2["w_tp"]) and cl2["fp_un"].sum() == pytest.approx(sys2["w_fp_un"])
    if setting.level == "sentence":  # the system's scores are the means of the sentences'
        assert cl["f"].mean() == pytest.approx(sys1["f"], abs=1e-12)
        assert cl["p"].mean() == pytest.approx(sys1["p"], abs=1e-12)
        assert cl2["score"].mean() == pytest.approx(sys2["score"], abs=1e-12)
    if setting.assumption == "independent":
        assert (cl["ref"] == -1).all()  # one count per sentence: no reference is chosen
    else:
        assert cl["ref"].isin([0, 1]).all()
    # the CLEME2.0 rows are cleme2_sentences' rows
    want = cleme2_sentences(conll, systems="AMU", variants=c2, weigher=setting.cleme2_weigher())
    for col in ("ref", "hit", "wrong", "under", "over", "score"):
        np.testing.assert_array_equal(cl2[col].to_numpy(), want[col].to_numpy(), err_msg=col)
    np.testing.assert_array_equal(cl2["fp_ne"].to_numpy(), want["w_fp_ne"].to_numpy())


def test_sentence_scores_under_similarity_match_cleme2_with_the_same_weigher(conll):
    weigher = get_weigher("similarity")  # the shipped MiniLM cache covers CoNLL-2014 x NUCLE
    setting = ViewSetting(assumption="dependent", level="sentence", weighting=weigher)
    table = sentence_scores(conll, system="CAMB", setting=setting, sentences=[5, 100])
    assert list(table["sentence"]) == [5, 5, 100, 100]
    want = cleme2_sentences(conll, systems="CAMB", variants=setting.cleme2_config(), weigher=weigher)
    want = want[want["sentence"].isin([5, 100])]
    got = table[table["metric"] == "SentCLEME2.0-dep"]
    np.testing.assert_array_equal(got["score"].to_numpy(), want["score"].to_numpy())
    full = cleme_scores(conll, systems="CAMB", variants=setting.cleme_config()).iloc[0]
    all_rows = sentence_scores(conll, system="CAMB", setting=setting)
    assert all_rows.loc[all_rows["metric"] == full["metric"], "f"].mean() == pytest.approx(full["f"], abs=1e-12)
    assert full["metric"] == "SentCLEME-dependent (similarity)"


def test_view_setting_is_validated_and_signed():
    with pytest.raises(ValueError, match="assumption must be one of"):
        ViewSetting(assumption="both")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="level must be one of"):
        ViewSetting(level="document")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="weighting must be one of"):
        ViewSetting(weighting="bleu")
    with pytest.raises(ValueError, match="variant must be one of"):
        ViewSetting.from_variant("dependent")
    sigs = {ViewSetting.from_variant(v, w).signature() for v in VARIANTS for w in ("none", "length")}
    assert len(sigs) == 8
    s = ViewSetting(weighting="none")
    assert s.cleme_config().name == "CLEME-dependent (w/o LW)" and s.cleme2_weigher() is None
    assert ViewSetting(level="sentence").cleme2_config().factor_values == (0.35, 0.25, 0.20, 0.20)


def test_view_functions_refuse_unknown_systems_and_sentences(conll):
    with pytest.raises(KeyError, match="system 'XYZ' was not prepared"):
        sentence_scores(conll, system="XYZ", setting=ViewSetting())
    with pytest.raises(KeyError, match="system 'XYZ' was not prepared"):
        view_chunks(conll, system="XYZ", setting=ViewSetting())
    with pytest.raises(IndexError):
        sentence_scores(conll, system="AMU", setting=ViewSetting(), sentences=[10**6])


# ------------------------------------------------------------------------------------------ the widget
def _shown_row(ex: ChunkExplorer, metric: str) -> list[str]:
    """The cells of one metric's row in the explorer's per-sentence table."""
    html = ex.html
    start = html.index(f">{metric}</td>")
    row = html[start:html.index("</tr>", start)]
    return [c.split(">", 1)[1] for c in row.split("</td>")[1:-1]]


def _want_row(table: pd.DataFrame, metric: str, sentence: int) -> list[str]:
    r = table[(table["metric"] == metric) & (table["sentence"] == sentence)].iloc[0]
    cells = ["\u2013" if r["ref"] < 0 else f"ref{r['ref']}"] + [f"{r[c]:.4g}" for c in ("tp", "fp_ne", "fp_un", "fn", "tn")]
    return cells + ["" if pd.isna(r[c]) else f"{r[c]:.4f}" for c in ("p", "r", "f", "hit", "wrong", "under", "over", "score")]


def _rows_of(frame: pd.DataFrame, sentence: int) -> pd.DataFrame:
    return frame[frame["sentence"] == sentence].reset_index(drop=True)


class _Handle:
    def __init__(self) -> None:
        self.updates: list[dict] = []

    def update(self, obj, **kwargs) -> None:
        self.updates.append(obj)


def test_variant_and_weighting_menus_recompute_the_view_and_switch_back_from_the_cache(conll, monkeypatch):
    import IPython.display

    ex = ChunkExplorer(conll, system="AMU", sentence=100)
    assert list(ex._variant.options) == list(VARIANT_LABELS) == list(VARIANTS)
    assert list(ex._weighting.options) == list(WEIGHTINGS)  # no llm without a weigher object
    assert ex._dataset.options[0] == "conll14-cleme-errant"
    assert set(ex._dataset.options) == set(list_datasets(language="en"))  # the same language only
    handle = _Handle()
    monkeypatch.setattr(IPython.display, "display", lambda obj, *, raw=False, display_id=None: handle if display_id else None)
    ex._ipython_display_()
    statuses: list[str] = []
    ex._status.observe(lambda ch: statuses.append(ch["new"]), names="value")

    first = ex.html
    length = ViewSetting()
    assert _shown_row(ex, "CLEME-dependent") == _want_row(sentence_scores(conll, system="AMU", setting=length),
                                                           "CLEME-dependent", 100)
    for variant, weighting in ((VARIANT_LABELS[1], "none"), (VARIANT_LABELS[2], "length"), (VARIANT_LABELS[3], "none")):
        ex.variant, ex.weighting = variant, weighting
        setting = ViewSetting.from_variant(variant, weighting)
        want = sentence_scores(conll, system="AMU", setting=setting)
        assert ex.sentence == 100
        for metric in (setting.cleme_config().name, setting.cleme2_config().name):
            assert _shown_row(ex, metric) == _want_row(want, metric, 100), (variant, weighting, metric)
        pd.testing.assert_frame_equal(_rows_of(ex.frame(), 100), view_chunks(conll, system="AMU", setting=setting,
                                                                              sentences=[100]))
        shown = "unweighted" if weighting == "none" else f"{weighting} weighting"
        assert f"{variant} \u00b7 {shown} \u00b7 AMU" in handle.updates[-1]["text/html"]  # the snapshot follows
    assert any("computing the chunks of AMU" in s and "unweighted" in s for s in statuses)
    ex.variant, ex.weighting = VARIANT_LABELS[0], "none"
    assert "CLEME-dependent (w/o LW)" in ex.html and "CLEME2.0-dep" in ex.html
    none_frame = ex.frame()
    assert set(none_frame["weight"].dropna()) == {1.0}
    statuses.clear()
    ex.weighting = "length"  # back: from the cache, no busy note, the same page as at first
    assert not any("computing" in s for s in statuses)
    assert ex.html == first
    ex.weighting = "none"
    assert ex.frame() is none_frame


def test_dataset_and_reference_set_menus(conll):
    ex = ChunkExplorer(conll, system="CAMB", compare="AMU", sentence=7)
    ex.reference_set = "BN-10GEC"  # the dataset lacks it: said in the widget, nothing changes
    assert "conll14-cleme-errant has no reference set 'BN-10GEC'" in ex.message
    assert ex.reference_set == "NUCLE" and ex.sentence == 7
    ex.dataset = "conll14-fresh-errant"  # the given edits of another dataset, prepared on first view
    assert list(ex._refs.options) == ["NUCLE", "BN-10GEC", "E-Minimal", "E-Fluency", "NE-Minimal", "NE-Fluency"]
    assert ex.reference_set == "NUCLE"
    assert (ex.system, ex.compare, ex.sentence) == ("CAMB", "AMU", 7)
    fresh = prepare(load_dataset("conll14-fresh-errant"), reference_set="NUCLE", systems=["CAMB"], edits="auto")
    pd.testing.assert_frame_equal(_rows_of(ex.frame(), 7), view_chunks(fresh, system="CAMB", setting=ViewSetting(),
                                                                        sentences=[7]))
    assert "conll14-fresh-errant \u00b7 NUCLE" in ex.snapshot()
    ex.reference_set = "BN-10GEC"
    bn = prepare(load_dataset("conll14-fresh-errant"), reference_set="BN-10GEC", systems=["CAMB"], edits="auto")
    setting = ViewSetting()
    assert _shown_row(ex, "CLEME2.0-dep") == _want_row(sentence_scores(bn, system="CAMB", setting=setting), "CLEME2.0-dep", 7)
    assert ">ref9</th>" in ex.html  # ten references
    ex.dataset = "conll14-cleme-errant"  # back to the given corpus: it has no BN-10GEC
    assert ex.reference_set == "NUCLE" and "has no reference set BN-10GEC: showing NUCLE" in ex.message
    assert ex.frame() is ex.frame("CAMB") and ex.prepared() is conll


def test_a_choice_that_cannot_be_computed_is_explained_and_undone():
    c = small_corpus()
    ex = ChunkExplorer(c, datasets=[], reference_set="R", edits="given")
    assert list(ex._dataset.options) == ["small"] and list(ex._refs.options) == ["R", "Holes"]
    before = ex.html
    ex.reference_set = "Holes"  # a sentence without reference: prepare refuses it
    assert ex.message == ("cannot show this choice: reference set Holes: sentence(s) [2] have no reference. "
                          "The previous choice is kept.")
    assert ex.reference_set == "R" and ex.html == before
    ex.weighting = "llm"
    assert "this explorer offers no weighting 'llm'" in ex.message and ex.weighting == "length"
    with pytest.raises(ValueError, match=r"weighting must be one of \['none', 'length', 'similarity'\], not 'llm' \(pass weigher="):
        ChunkExplorer(c, datasets=[], weighting="llm")
    with pytest.raises(ValueError, match="not in the language of small"):
        ChunkExplorer(c, datasets=["nlpcc18"])
    with pytest.raises(ValueError, match="variant must be one of"):
        ChunkExplorer(c, datasets=[], variant="both")


def test_a_weigher_object_adds_its_weighting(conll):
    doubled = CallableWeigher(lambda ctx: 2.0, label="all-two", name="llm")  # stands in for an LLM weigher
    ex = ChunkExplorer(small_corpus(), datasets=[], edits="given", weigher=doubled, weighting="llm", show_weights=True)
    assert list(ex._weighting.options) == [*WEIGHTINGS, "llm"]
    frame = ex.frame()
    changed = frame[(frame["target"] == "hypothesis") & (frame["category"] != "TN")]
    assert set(changed["weight"]) == {2.0}
    want = sentence_scores(ex.prepared(), system="S", setting=ViewSetting(weighting=doubled))
    assert _shown_row(ex, "CLEME-dependent (llm)") == _want_row(want, "CLEME-dependent (llm)", 0)
    assert "TP 2" in ex.html.replace("</span> ", " ") or "(weight 4)" in ex.html


def test_given_chunk_tables_hide_the_selectors(conll):
    frame = cleme_chunks(conll, system="AMU", sentences=range(5))
    ex = ChunkExplorer({"AMU": frame})
    assert ex.widget.children[0].layout.display == "none"
    assert (ex.dataset, ex.variant, ex.weighting) == (GIVEN_FRAMES,) * 3
    assert "CLEME2.0" not in ex.html and ex.sentence_table() is None
    assert ex.frame() is frame


class _DiffExtractor:
    """A stand-in edit extractor (token-level difflib opcodes as R/M/U:OTHER edits) that counts its calls."""

    def __init__(self) -> None:
        self.calls: list[int] = []

    def signature(self) -> str:
        return "test-difflib"

    def extract_many(self, pairs):
        import difflib

        self.calls.append(len(pairs))
        out = []
        for src, tgt in pairs:
            a, b = src.split(), tgt.split()
            ops = difflib.SequenceMatcher(a=a, b=b, autojunk=False).get_opcodes()
            out.append(tuple(Edit(i1, i2, j1, j2, {"replace": "R", "insert": "M", "delete": "U"}[op] + ":OTHER",
                                  " ".join(b[j1:j2])) for op, i1, i2, j1, j2 in ops if op != "equal"))
        return out


def test_a_corpus_without_edits_is_prepared_with_one_shared_extractor():
    c = Corpus("plain", ("He go to the school .", "x y"))
    c.add_references("R", [["He goes to the school ."], ["x y"]])
    c.add_system("S", ["He goes to school .", "x y z"])
    c.add_system("T", ["He went to the school .", "x y"])
    fake = _DiffExtractor()
    ex = ChunkExplorer(c, datasets=[], extractor=fake, sentence=0)
    assert fake.calls == [4]  # S's two hypotheses and the two references, distinct pairs once
    ex.system = "T"
    assert len(fake.calls) == 2 and ex.system == "T" and ex.sentence == 0
    want = view_chunks(prepare(c, reference_set="R", systems=["T"], extractor=_DiffExtractor()), system="T",
                       setting=ViewSetting())
    pd.testing.assert_frame_equal(ex.frame(), want)
    hyp = want[(want["target"] == "hypothesis") & want["changed"]]
    assert list(hyp["category"]) == ["FP_ne"]  # "went" where the reference has "goes"
    assert 'class="gecnb-badge gecnb-FP_ne"' in ex.html and ex.prepared("T").edit_signature == "test-difflib"
