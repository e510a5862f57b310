# %% [markdown]
# # CLEME2.0: disentangled scores, edit weighting and the trade-off factors
#
# CLEME2.0 (Ye et al.) splits a system's chunks into TP, FP_ne (a necessary chunk corrected wrongly),
# FP_un (an unnecessary change) and FN, and reports four disentangled scores — Hit, Wrong, Under, Over —
# and a comprehensive Score, their weighted sum. This notebook computes them on CoNLL-2014 with the CLEME
# authors' own ERRANT edits, puts the paper's Table 12 beside gecnb's numbers, weighs edits by BERTScore
# similarity and by a language model, and searches the trade-off factors. Everything is computed here; the
# BERTScore values come from a cache gecnb shipped (`scripts/build_similarity_cache.py` recomputes it).

# %%
import pandas as pd

import gecnb
from gecnb.metrics.cleme2 import Cleme2Config, cleme2_scores

pd.set_option("display.width", 200)
corpus = gecnb.load_dataset("conll14-cleme-errant")
prepared = gecnb.prepare(corpus, reference_set="NUCLE", edits="given")   # edits and chunks once, every variant from them

# %% [markdown]
# ## The disentangled table
#
# Hit = TP / (TP + FP_ne + FN), Wrong = FP_ne / (…), Under = FN / (…), Over = FP_un / (TP + FP_ne + FP_un).
# At corpus level the reference of each sentence is chosen greedily to maximise the running Score; at
# sentence level per sentence, and the scores are means. These are the official code's numbers bit for bit
# (`tests/test_cleme2.py` compares all 104 rows of its output).

# %%
table = cleme2_scores(prepared)        # the four official pairings: (Sent)CLEME2.0-(in)dependent
table[["system", "metric", "tp", "fp_ne", "fp_un", "fn", "tn", "hit", "wrong", "under", "over", "score"]].head(8).round(4)

# %% [markdown]
# ## The paper's Table 12 beside gecnb's
#
# The paper's unweighted rows were computed with the official scorer's *default* factors (0.50, 0.40, 0.05,
# 0.05), not with the presets the paper describes (0.45 / 0.35 / 0.15 / 0.05 for the corpus level): the
# Score of INPUT, which corrects nothing, is then 0.40 + 0.05 = 0.45, as printed. With those factors every
# printed count is reproduced:

# %%
# NBVAL_CHECK_OUTPUT
t12 = gecnb.reproduce.table("cleme2-table12")
print(gecnb.reproduce.headline(t12))
t12[t12.comparable & ~t12.within][["row", "column", "field", "paper", "gecnb", "note"]]

# %% [markdown]
# The two cells that differ: IITB's Score is printed 0.431 (0.431555, truncated rather than rounded) and
# RAC's 0.505, which no rounding or factor setting gives (a copy error). The paper's similarity-weighted
# rows used bert-base-uncased (layer 9), which cannot be installed offline here; gecnb's own numbers with the
# offline MiniLM model stand beside them, marked not comparable:

# %%
sim = t12[(t12.weighting == "sim") & (t12.column == "AMU") & (t12.row == "CLEME2.0-dep")]
sim[["row", "column", "field", "paper", "gecnb"]]

# %% [markdown]
# ## Edit weighting
#
# A weigher gives every chunk a weight; the counts become sums of weights and the reference choice runs on
# the weighted values. `similarity` is the paper's PTScore: |BERTScore-F1(X', R) - F1(X, R)|, where X' is
# the source with only that chunk's edit applied. Its chunk weights equal the official weigher's (run with
# the same MiniLM model) to 2e-7 (`tests/test_similarity.py`). Any function can weigh too: here, chunks
# weigh their number of source tokens (at least 1).

# %%
from gecnb.metrics.weighting import CallableWeigher

by_length = CallableWeigher(lambda c: max(1, len(c.source.split())), label="source-tokens")
weighted = cleme2_scores(prepared, variants=Cleme2Config(), weigher=by_length, systems=["AMU", "CAMB", "INPUT"])
weighted[["system", "metric", "weighting", "tp", "w_tp", "fn", "w_fn", "hit", "under", "score"]].round(4)

# %% [markdown]
# The LLM weigher asks a language model the paper's question (Appendix A, Figure 3) for every edit and
# weighs it by the 1-5 answer. Any function from a prompt to a text can stand in for the model; answers it
# cannot parse are counted, never silently turned into numbers:

# %%
from gecnb.metrics.weighting.llm import LlmWeigher

def toy_model(prompt: str) -> str:       # a stand-in for a model: punctuation edits matter less
    edit = prompt.rsplit("Edit: ", 1)[1].split("\n")[0]
    return "Score: 2" if any(p in edit for p in ",.;") else "Score: 4"

llm = LlmWeigher(backend=toy_model, model_id="toy-punctuation-rule", cache=False)
small = gecnb.prepare(corpus.subset(range(30)), reference_set="NUCLE", edits="given", systems=["AMU"])
cleme2_scores(small, variants=Cleme2Config(), weigher=llm)[["system", "w_tp", "w_fp", "w_fn", "score"]]

# %% [markdown]
# ## Case studies: the paper's Tables 3 and 9
#
# The paper shows two sentences of CoNLL-2014 corrected by AMU, chunk by chunk, with the weight each weighted
# chunk gets from similarity weighting (Table 3, BERTScore with bert-base-uncased layer 9) and from an LLM
# (Table 9, Llama-2-7B's 1-5 answers), and each sentence's Hit / Wrong / Under / Over. They are sentences 36
# and 10 of the test set (0-based 35 and 9) against the first NUCLE annotator. `edit_weights` gives every chunk
# of one sentence with the weight of each weigher; `merge_unchanged=True` joins runs of unchanged chunks, as
# the paper prints them. First in the paper's colours (`show_chunks`; similarity weights below each chunk),
# against the first reference but with the chunks of both: the empty (∅) column and the lone "suppose" are
# where the second annotator inserted "a" and wrote "supposed"; the tables below merge such unchanged runs.

# %%
from gecnb.metrics.cleme import ClemeConfig
from gecnb.reproduce.cases import case_scores, edit_weights
from gecnb.metrics.weighting.similarity import SimilarityWeigher

bert = SimilarityWeigher().bert_model
print(f"similarity weights here: BERTScore {bert.name}, layer {bert.layer} (the paper: bert-base-uncased, layer 9)")
sim_chunks = gecnb.cleme_chunks(prepared, system="AMU", config=ClemeConfig(weighting="similarity"), sentences=[35, 9])
gecnb.show_chunks(sim_chunks[sim_chunks.target.isin(["hypothesis", "ref0"])], sentences=[35, 9], title="AMU",
                  show_weights=True)

# %%
# NBVAL_CHECK_OUTPUT
cases = {"case 1": 35, "case 2": 9}
frames = {name: edit_weights(corpus, system="AMU", sentence=i, reference_set="NUCLE", edits="given",
                             weighting=["none", "length", "similarity"], merge_unchanged=True)
          for name, i in cases.items()}
t3 = gecnb.reproduce.table("cleme2-table3")
t9 = gecnb.reproduce.table("cleme2-table9")
print(gecnb.reproduce.headline(t3))
print(gecnb.reproduce.headline(t9))


def side_by_side(case: str) -> pd.DataFrame:
    """The case's chunks against reference 0: the paper's weights beside gecnb's."""
    f = frames[case][frames[case].reference == 0]
    key = [f"chunk{k + 1}" for k in f.chunk]
    weighed = f.category != "TN"
    printed3 = t3[t3.row == case].set_index("column")["paper"]
    printed9 = t9[t9.row == case].set_index("column")["paper"]
    return pd.DataFrame({
        "source": f.source.values, "reference": f.reference_text.values, "hypothesis": f.hypothesis.values,
        "category": f.category.values,
        "paper sim (bert-base L9)": printed3.reindex(key).values,
        f"gecnb sim ({bert.name} L{bert.layer})": f.similarity.where(weighed).round(4).values,
        "gecnb length": f.length.where(weighed).round(3).values,
        "paper LLM (Llama-2-7B)": printed9.reindex(key).values,
    }, index=pd.Index(range(1, len(f) + 1), name="chunk"))


side_by_side("case 1")

# %%
side_by_side("case 2")

# %% [markdown]
# The sentence's scores, the paper's and gecnb's (the structure cells — number of chunks and chunks per
# category — are the comparable ones; the others need the paper's models):

# %%
ind = ["Hit", "Wrong", "Under", "Over"]
rows = []
for case, f in frames.items():
    mine = case_scores(f).query("reference == 0").set_index("weighting")
    p3 = t3[t3.row == case].set_index("column")["paper"]
    p9 = t9[t9.row == case].set_index("column")["paper"]
    for i in ind:
        rows.append({"case": case, "indicator": i, "paper sim": p3[i], f"gecnb sim ({bert.name})": mine.loc["similarity", i.lower()],
                     "paper LLM": p9[i], "gecnb length": mine.loc["length", i.lower()], "gecnb unweighted": mine.loc["none", i.lower()]})
pd.DataFrame(rows).set_index(["case", "indicator"]).round(3)

# %% [markdown]
# **What agrees, what does not, and why.**
#
# * **The chunks and their categories: all 10 comparable cells of each table agree.** gecnb finds the paper's
#   6 and 9 chunks when the sentence is partitioned against *both* NUCLE references and shown against the
#   first with unchanged runs merged: the second annotator's "Does someone" makes "Do one" one chunk in case
#   1, and its inserted "a" and "supposed" split case 2's unchanged runs (against the first reference alone
#   case 1 would start "Do | one who"). Case 2's source is printed ", should we disclose"; the data say
#   ", are we suppose to disclose" — an unchanged chunk either way, so no number depends on it.
# * **The similarity weights differ because the model differs.** The paper's numbers need bert-base-uncased
#   (layer 9), which is not installed here; gecnb's come from the offline model printed above, through the
#   official weigher's rules (equal to the official code run with the same model to 2e-7,
#   `tests/test_similarity.py`). With the offline MiniLM model the order of the weights survives in case 2
#   (the same ranks, below) and case 1's heaviest chunk is the same ("to inform"), but the FN chunk
#   "Do one → Does one", second in the paper (0.028), weighs almost nothing (0.0017): MiniLM's F1 hardly moves
#   when "Do" becomes "Does". The sizes differ, and so do Hit / Wrong / Under / Over, which are ratios of
#   these weights (case 1's Wrong 0.98 instead of 0.79 is that FN weight). With bert-base-uncased in the local
#   Hugging Face cache, gecnb uses it and these cells become comparable.
# * **Case 1's Over = 0.60 in Table 3 is a misprint.** Case 1 has no FP_un chunk, so Over (Eq. 4) is 0
#   whatever the weights (Table 9 prints 0.00 for the same case); the printed weights give the printed Hit,
#   Wrong and Under (checked below).
# * **The LLM weights cannot be computed offline**: the paper's Llama-2-7B is not available here, so gecnb
#   leaves those cells empty (set `$GECNB_LLM_MODEL` to a local causal LM to fill them with its answers,
#   marked not comparable). What gecnb can show is what it would ask: the prompt of the paper's Figure 3 for
#   each edit (below), and that the printed 1-5 scores, used as weights, give the printed scores.

# %%
weighted = t3[t3.column.str.fullmatch(r"chunk\d")][["row", "column", "paper", "gecnb"]].copy()
weighted["paper rank"] = weighted.groupby("row")["paper"].rank(ascending=False).astype(int)
weighted["gecnb rank"] = weighted.groupby("row")["gecnb"].rank(ascending=False).astype(int)
weighted.round(4)

# %%
from gecnb.metrics.weighting.llm import build_prompt, format_edit

f1 = frames["case 1"][(frames["case 1"].reference == 0) & (frames["case 1"].category != "TN")]
edits = [format_edit(s, r if c == "FN" else h) for s, h, r, c in zip(f1.source, f1.hypothesis, f1.reference_text, f1.category)]
print(edits)                     # an FN chunk is weighed as the reference's edit
print(build_prompt(corpus.sources[35], edits[0]).split("Here is the formal input:")[1])

# %%
check = []
for table, printed in (("Table 3", t3), ("Table 9", t9)):
    for case, f in frames.items():
        f = f[f.reference == 0].copy()
        weights = printed[printed.row == case].set_index("column")["paper"]
        f["none"] = [weights.get(f"chunk{k + 1}", 1.0) for k in f.chunk]     # the printed weights, TN chunks 1
        s = case_scores(f).query("weighting == 'none'").iloc[0]
        for i in ind:
            check.append((table, case, i, weights[i], s[i.lower()]))
check = pd.DataFrame(check, columns=["table", "case", "indicator", "printed", "from printed weights"])
print(f"{len(check)} printed scores; those the printed weights do not give (to the printed 2 decimals):")
check[(check.printed - check["from printed weights"]).abs() > 0.005]

# %% [markdown]
# ## The correlation tables: Tables 1, 5, 8, 10 and 11
#
# The paper's correlations with GJG15's human rankings, on the correlation grid (`gecnb.meta.grid`; notebook
# `06_meta_evaluation` shows how it works). Each table is read from a cache gecnb wrote; `python
# scripts/build_reproduce_cache.py NAME` recomputes it (Table 1: minutes, every metric on six reference sets).

# %%
# NBVAL_CHECK_OUTPUT
import gecnb.reproduce as repro

for name in ("cleme2-table1", "cleme2-table5", "cleme2-table8", "cleme2-table10", "cleme2-table11"):
    print(repro.headline(repro.table(name)))
t1 = repro.table("cleme2-table1")
t1[t1.comparable].groupby("row", sort=False).agg(cells=("within", "size"), within=("within", "sum"),
                                                  largest=("diff", lambda d: d.abs().max())).round(3).T

# %% [markdown]
# * **Table 1** uses the paper's factor presets (corpus 0.45 / 0.35 / 0.15 / 0.05, sentence 0.35 / 0.25 / 0.20 /
#   0.20): its CLEME and CLEME2.0 rows reproduce (the official scorer's default factors would give 3 of 104
#   CLEME2.0 cells); M2, GLEU and ERRANT are scored as in CLEME's Table 2 (M2 on each set's published M2 gold,
#   the legacy ERRANT edits off the CoNLL-2014 column, GLEU as the authors' scorer), and differ where that
#   table's do. Those rows print CLEME's Table 2 as CLEME computed it, from scores rounded to 4 decimals; gecnb
#   rounds them so and leaves the CLEME2.0 rows unrounded (`docs/reproduce.md`, "The CLEME paper's scores at 4
#   decimals"). The -sim rows use MiniLM (not comparable), PT-M2 is not computed.
# * **Table 5** (Hit / Wrong / Under / Over alone): each score is computed with the references chosen on that
#   score alone (the official choice with factor 1 for it and 0 for the other three); all 32 correlation cells
#   reproduce. The "Avg." columns of Tables 1, 5 and 8 are the paper's averaging (the mean of the cells at 3
#   decimals, rounded half up); the printed Over "Avg." is not the mean of its four cells.
# * **Table 8** (sentence level without removing unchanged references): the SentCLEME cells that Table 1 marks ♣
#   come from the CLEME2.0 release code, whose length weigher drops its arguments and so weighs sentence-level
#   counts with the corpus curves; gecnb computes them so (below), and two pairs of its cells are transposed in
#   print.
# * **Table 10**: the two EW cells of CLEME-dep-len repeat CLEME2.0-dep's Table 1 cells (a copy error; not
#   comparable, noted). **Table 11** is the factor search below.

# %%
# NBVAL_CHECK_OUTPUT
# Table 8's SentCLEME cells that Table 1 marks ♣: gecnb's value (the release code's corpus curves), the value with
# the official sentence curves (from the note) and the print
t8 = repro.table("cleme2-table8")
release = t8[t8.note.str.contains("CLEME2.0 release code", na=False)].copy()
release["official curves"] = release.note.str.extract(r"official sentence curves it is (-?[0-9.]+)")[0].astype(float)
release[["row", "column", "human", "coefficient", "paper", "gecnb", "official curves", "at_print"]].round(4)

# %% [markdown]
# ## The trade-off factors
#
# The paper chose its factors by a grid search (Appendix B.5): every setting on the 0.05 grid, scored on
# several reference sets and correlated with the GJG15 human ranking. Here on NUCLE only, with the grid that
# allows zero factors (the one that reproduces Table 11):

# %%
from gecnb.meta.factor_search import factor_search
from gecnb.meta.human import gjg15_human_scores

search = factor_search({"NUCLE": prepared}, human=gjg15_human_scores(), include_zero=True)
search.average

# %%
best = search.grid.sort_values("avg", ascending=False).head(5)
best[["hit", "wrong", "under", "over", "ew_pearson", "ts_pearson", "avg"]].round(3)
