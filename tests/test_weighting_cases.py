"""The weighting case studies (CLEME2.0 Tables 3 and 9): gecnb.reproduce.cases and the reproduce tables
cleme2-table3 / cleme2-table9."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest

import gecnb
from gecnb.data.errors import GecInputError
from gecnb.metrics.cleme import ClemeConfig
from gecnb.metrics.weighting.llm import LlmWeigher
from gecnb.reproduce.cases import CorpusBiasLength, case_scores, edit_weights
from gecnb.reproduce.printed import paper_table


@pytest.fixture(scope="module")
def corpus() -> gecnb.Corpus:
    return gecnb.load_dataset("conll14-cleme-errant")


def _case(corpus, sentence: int, weighting=("none",), **kw) -> pd.DataFrame:  # type: ignore[no-untyped-def]
    f = edit_weights(corpus, system="AMU", sentence=sentence, reference_set="NUCLE", edits="given",
                     weighting=weighting, **kw)
    return f


# the paper's printed chunks (Table 3), source / reference 0 / hypothesis; case 2's ', should we disclose' is
# ', are we suppose to disclose' in the data (a TN chunk either way)
PRINTED = {
    35: (["Do one", "who", "suffered", "from this disease keep it a secret", "of infrom", "their relatives ?"],
         ["Does one", "who", "suffers", "from this disease keep it a secret", "or inform", "their relatives ?"],
         ["Do one", "who", "suffer", "from this disease keep it a secret", "to inform", "their relatives ?"],
         ["FN", "TN", "FP_ne", "TN", "FP_ne", "TN"]),
    9: (["When we are", "diagonosed out", "with certain genetic", "disease", ", are we suppose to disclose",
         "this result", "to", "our", "relatives ?"],
        ["When we are", "diagnosed", "with certain genetic", "diseases", ", are we suppose to disclose",
         "this result", "to", "our", "relatives ?"],
        ["When we are", "diagnosed out", "with certain genetic", "diseases", ", are we suppose to disclose",
         "the results", "to", "their", "relatives ?"],
        ["TN", "FP_ne", "TN", "TP", "TN", "FP_un", "TN", "FP_un", "TN"]),
}


@pytest.mark.parametrize("sentence", [35, 9])
def test_the_papers_chunks_and_categories(corpus, sentence: int) -> None:  # type: ignore[no-untyped-def]
    f = _case(corpus, sentence, merge_unchanged=True)
    ref0 = f[f["reference"] == 0]
    src, ref, hyp, cats = PRINTED[sentence]
    assert ref0["source"].tolist() == src
    assert ref0["reference_text"].tolist() == ref
    assert ref0["hypothesis"].tolist() == hyp
    assert ref0["category"].tolist() == cats
    assert ref0["chunk"].tolist() == list(range(len(src)))


def test_unmerged_rows_are_the_partition_of_both_references(corpus) -> None:  # type: ignore[no-untyped-def]
    f = _case(corpus, 9)
    assert sorted(set(f["reference"])) == [0, 1]
    assert len(f) == 2 * 13              # reference 1 splits the TN runs: 13 chunks, 9 rows once merged
    r1 = f[f["reference"] == 1].set_index("chunk")
    assert (r1.loc[3, "reference_text"], r1.loc[3, "category"]) == ("a", "FN")     # the inserted 'a'
    assert r1.loc[5, "category"] == "FP_un"     # 'diseases' is not in reference 1
    one = _case(corpus, 9, references=[0])       # reference 0 alone: the same 9 rows, unmerged
    assert len(one) == 9 and set(one["reference"]) == {0}
    merged = _case(corpus, 9, merge_unchanged=True)
    assert merged.loc[merged["reference"] == 0, ["first_chunk", "last_chunk"]].values.tolist()[2] == [2, 4]


def test_unweighted_case_scores_by_hand(corpus) -> None:  # type: ignore[no-untyped-def]
    sc = case_scores(_case(corpus, 9, merge_unchanged=True)).set_index("reference")
    r0 = sc.loc[0]
    assert (r0["tp"], r0["fp_ne"], r0["fp_un"], r0["fn"]) == (1, 1, 2, 0)
    assert (r0["hit"], r0["wrong"], r0["under"], r0["over"]) == (0.5, 0.5, 0.0, 0.5)
    assert r0["score"] == pytest.approx(0.35 * 0.5 + 0.25 * 0.5 + 0.20 * 1 + 0.20 * 0.5)
    r1 = sc.loc[1]
    assert (r1["tp"], r1["fp_ne"], r1["fp_un"], r1["fn"]) == (0, 1, 3, 2)
    assert case_scores(_case(corpus, 9), factors=(0.25, 0.25, 0.25, 0.25))["score"].between(0, 1).all()


def test_weights_equal_those_of_cleme_chunks_on_the_whole_corpus(corpus) -> None:  # type: ignore[no-untyped-def]
    """The one-sentence weights are the corpus pipeline's: similarity per (chunk, reference) and length with the
    corpus bias."""
    f = _case(corpus, 35, weighting=("length", "similarity"))
    prepared = gecnb.prepare(corpus, reference_set="NUCLE", edits="given", systems=["AMU"], progress=False)
    for w in ("length", "similarity"):
        ch = gecnb.cleme_chunks(prepared, system="AMU", config=ClemeConfig(weighting=w, assumption="dependent"),
                                sentences=[35])
        ch = ch[ch["target"] != "hypothesis"]
        ch = ch.assign(reference=ch["target"].str[3:].astype(int)).sort_values(["reference", "chunk"])
        assert ch["category"].astype(str).tolist() == f["category"].tolist()
        np.testing.assert_allclose(f[w].to_numpy(), ch["weight"].to_numpy(), rtol=0, atol=1e-12)
    assert f.attrs["bias"] == pytest.approx(prepared.stats("AMU").bias)
    assert "all-MiniLM-L6-v2" in f.attrs["signatures"]["similarity"] or "bert" in f.attrs["signatures"]["similarity"]


def test_llm_weigher_is_asked_about_this_sentence_only(corpus) -> None:  # type: ignore[no-untyped-def]
    asked: list[str] = []

    def backend(prompt: str) -> str:
        asked.append(prompt)
        edit = prompt.rsplit("Edit: ", 1)[1].split("\n")[0]
        return "5" if "Does" in edit else ("I would say 2" if "suffer" in edit else "no idea")

    llm = LlmWeigher(backend=backend, model_id="test-rule", cache=False, progress=False)
    f = _case(corpus, 35, weighting=[llm], references=[0])
    assert len(asked) == 3                      # the three edits of this sentence, nothing else
    assert all("Do one who suffered from this disease" in p for p in asked)
    by = f.set_index("chunk")
    assert by.loc[0, "llm"] == 5.0              # FN: the reference's edit 'Do -> Does' is weighed
    assert by.loc[2, "llm"] == 2.0
    assert by.loc[4, "llm"] == 3.0              # unparseable: the documented fallback, and counted
    assert f.attrs["diagnostics"]["llm"] == {"llm_edits": 3.0, "llm_unparseable": 1.0}
    assert llm.answers()["score"].isna().sum() == 1


def test_callable_and_duplicate_weighers_get_their_own_columns(corpus) -> None:  # type: ignore[no-untyped-def]
    f = _case(corpus, 35, weighting=["none", lambda c: 2.0, "none"], references=[0])
    assert {"none", "none_2", "callable"} <= set(f.columns)
    assert (f.loc[f["category"] != "TN", "callable"] == 2.0).all()
    assert (f.loc[f["category"] == "TN", "callable"] == 1.0).all()


def test_bad_arguments_are_clear(corpus) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(IndexError, match="out of range"):
        _case(corpus, len(corpus))
    with pytest.raises(GecInputError, match="no reference 5"):
        _case(corpus, 9, references=[5])
    with pytest.raises(ValueError, match="distinct"):
        _case(corpus, 9, references=[0, 0])
    with pytest.raises(ValueError, match="empty"):
        _case(corpus, 9, weighting=[])
    with pytest.raises(ValueError, match="not asked for"):
        _case(corpus, 9, weighting=["none"], options={"llm": {"model": "x"}})
    with pytest.raises(ValueError, match="level"):
        _case(corpus, 9, level="document")  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="sentence"):
        _case(corpus, 9.0)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="weighting must be one of"):
        _case(corpus, 9, weighting=["cosine"])
    with pytest.raises(ValueError, match="bias"):
        CorpusBiasLength(float("nan"))
    with pytest.raises(ValueError, match="not a frame"):
        case_scores(pd.DataFrame({"reference": [0]}))
    with pytest.raises(ValueError, match="sum to 1"):
        case_scores(_case(corpus, 9), factors=(0.5, 0.5, 0.5, 0.5))


# ---------------------------------------------------------------------------------- the paper's own arithmetic

def _printed_weights_through_gecnb(corpus, name: str) -> pd.DataFrame:  # type: ignore[no-untyped-def]
    """The paper's printed weights put on gecnb's chunks, scored by gecnb (a check of the printed Hit .. Over)."""
    printed = paper_table(name).set_index(["row", "column"])["paper"]
    out = []
    for case, sentence in (("case 1", 35), ("case 2", 9)):
        f = _case(corpus, sentence, merge_unchanged=True, references=None)
        f = f[f["reference"] == 0].copy()
        f["none"] = [printed.get((case, f"chunk{k + 1}"), 1.0) if c != "TN" else 1.0
                     for k, c in zip(f["chunk"], f["category"], strict=True)]
        sc = case_scores(f).iloc[0]
        for ind in ("Hit", "Wrong", "Under", "Over"):
            out.append((case, ind, printed[(case, ind)], sc[ind.lower()]))
    return pd.DataFrame(out, columns=["case", "indicator", "paper", "from_printed_weights"])


def test_printed_weights_give_the_printed_scores_but_one_misprint(corpus) -> None:  # type: ignore[no-untyped-def]
    t3 = _printed_weights_through_gecnb(corpus, "cleme2-table3")
    t9 = _printed_weights_through_gecnb(corpus, "cleme2-table9")
    both = pd.concat([t3.assign(table=3), t9.assign(table=9)])
    off = both[(both["paper"] - both["from_printed_weights"]).abs() > 0.005 + 1e-9]
    assert len(both) == 16
    assert off[["table", "case", "indicator"]].values.tolist() == [[3, "case 1", "Over"]]
    assert off["from_printed_weights"].iloc[0] == 0.0     # no FP_un chunk: Over is 0 whatever the weights


# ---------------------------------------------------------------------------------- the reproduce tables

def test_cleme2_table3_headline_and_notes() -> None:
    from gecnb.metrics.weighting.bertscore import PAPER_MODEL
    from gecnb.metrics.weighting.similarity import SimilarityWeigher

    t = gecnb.reproduce.table("cleme2-table3")
    text = gecnb.reproduce.headline(t)
    paper_model = SimilarityWeigher().bert_model.name == PAPER_MODEL
    if not paper_model:
        assert text.startswith("cleme2-table3: 10 of 10 comparable cells (100%) at printed precision;")
        assert "15 cell(s) not comparable" in text
        weights = t[t["column"].str.startswith("chunk") & (t["column"] != "chunks")]
        assert len(weights) == 7 and not weights["comparable"].any()
        assert weights["note"].str.contains("instead of the paper's bert-base-uncased layer 9").all()
        assert weights["gecnb"].between(0, 1).all()
    over1 = t[(t["row"] == "case 1") & (t["column"] == "Over")].iloc[0]
    assert over1["gecnb"] == 0.0 and not over1["comparable"] and "misprint" in over1["note"]
    assert not t.loc[~t["comparable"], "note"].eq("").any()


def test_cleme2_table9_without_a_local_llm(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.delenv("GECNB_LLM_MODEL", raising=False)
    t = gecnb.reproduce.table("cleme2-table9")
    assert gecnb.reproduce.headline(t).startswith("cleme2-table9: 10 of 10 comparable cells (100%) at printed precision;")
    llm = t[~t["comparable"]]
    assert len(llm) == 15 and llm["gecnb"].isna().all()
    assert llm["note"].str.contains("Llama-2-7B is not available offline").all()
