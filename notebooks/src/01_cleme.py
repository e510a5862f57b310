# %% [markdown]
# # CLEME (Ye et al., EMNLP 2023) reproduced
#
# This notebook recomputes the CLEME paper's **Table 10** (13 CoNLL-2014 systems, CLEME-dependent and -independent,
# corpus and sentence level, with and without length weighting) and the **GJG15 correlations** of its Tables 2 / 9,
# side by side with the paper's numbers. It uses the CLEME authors' own ERRANT M2 files (`conll14-cleme-errant`,
# `edits="given"`), so no spaCy model is involved and every number is exact.
#
# Everything here is computed when the notebook runs; the paper's numbers are read from
# `gecnb/datasets/papers/cleme_table10.tsv` (transcribed from the paper; read with
# `gecnb.reproduce.printed.cleme_table10_wide()`).

# %%
import pandas as pd
from dataclasses import replace
from gecnb import load_dataset, prepare, cleme_scores, cleme_chunks
from gecnb.metrics.cleme import paper_variants
from gecnb.reproduce.printed import cleme_table10_wide

pd.set_option("display.width", 200)
corpus = load_dataset("conll14-cleme-errant")
corpus

# %% [markdown]
# Edits and chunk statistics are computed once (`prepare`); every variant is aggregated from them.

# %%
prepared = prepare(corpus, reference_set="NUCLE", edits="given")
variants = paper_variants(accuracy_variants=True) + [replace(v, weighting="none") for v in paper_variants()[:2]]
scores = cleme_scores(prepared, variants=variants)
scores.head(8)

# %% [markdown]
# ## Table 10, side by side
#
# `paper` is the printed value, `gecnb` ours rounded the way the paper prints (counts to integers, P/R/F in percent
# with 2 decimals). Two known differences: **POST** (v1.0 drops POST's empty hypothesis of sentence 23; gecnb never
# drops a hypothesis: one chunk moves from FN to FP) and **UMC dependent w/o LW TP** (printed 216; the paper's own
# weighted TP 213 and independent 262 imply 261). `gecnb reproduce cleme-table10` also computes POST as v1.0 reads
# the input (`gecnb.reproduce.tables_cleme.v10_reading`), which gives all of POST's cells as printed.

# %%
paper = cleme_table10_wide()
rows = []
for _, r in scores[scores.select_by == "f"].iterrows():
    m = r.metric.replace(" (w/o LW)", "")
    suffix = "_nolw" if r.weighting == "none" else ""
    for fld in ("tp", "fp", "fn", "tn", "p", "r", "f"):
        if suffix and fld not in ("tp", "fp", "fn"):
            continue
        hit = paper[(paper.metric == m) & (paper.field == fld + suffix)]
        if hit.empty:
            continue
        ours = round(r[fld] * 100, 2) if fld in "prf" else round(r[fld], 2)
        rows.append({"metric": m, "field": fld + suffix, "system": r.system,
                     "paper": float(hit[r.system].iloc[0]), "gecnb": ours})
side = pd.DataFrame(rows)
side["diff"] = (side.gecnb - side.paper).round(2)
wide = side.pivot_table(index=["metric", "field"], columns="system", values="gecnb", sort=False)
wide

# %%
# cells whose rounded value differs from the printed one (POST and the UMC typo, see above)
# the official scorer rounds counts to 2 decimals, the paper then rounds half up (1015.4956 -> 1015.50 -> 1016)
side["printed"] = side.apply(lambda x: x.gecnb if x.field in ("p", "r", "f") else int(round(x.gecnb, 2) + 0.5), axis=1)
side[side.printed != side.paper]

# %% [markdown]
# ## Correlations with the GJG15 human rankings (Tables 2 / 9, CoNLL-2014 column)

# %%
from gecnb.meta.human import gjg15_human_scores
from gecnb.meta.correlation import system_correlation
from gecnb.metrics.cleme import paper_table9_accuracy_variants

human = gjg15_human_scores()
# the -acc rows as the paper computed them: the accuracy of the reference chosen by F, and for
# SentCLEME-independent-acc without the unchanged references (prepared from the raw corpus, see below)
table9_acc = cleme_scores(corpus, reference_set="NUCLE", edits="given", variants=paper_table9_accuracy_variants())
f_rows = scores[(scores.select_by == "f") & (scores.weighting == "length")].assign(score=lambda d: d.f)
acc_rows = table9_acc.assign(score=table9_acc.acc)
acc_rows["metric"] = acc_rows.metric.str.replace(r"-acc.*", "-acc", regex=True)
wide_scores = pd.concat([f_rows, acc_rows]).pivot(index="system", columns="metric", values="score").reset_index()
corr = system_correlation(wide_scores, human)
table = corr.pivot_table(index="metric", columns=["method", "human"], values="r").round(3)
paper_corr = pd.DataFrame({
    "CLEME-dependent": (0.648, 0.691, 0.709, 0.742), "CLEME-independent": (0.649, 0.691, 0.709, 0.731),
    "SentCLEME-dependent": (0.876, 0.844, 0.824, 0.808), "SentCLEME-independent": (0.868, 0.857, 0.725, 0.758),
    "CLEME-dependent-acc": (-0.261, -0.342, -0.407, -0.478), "CLEME-independent-acc": (-0.175, -0.262, -0.176, -0.264),
    "SentCLEME-dependent-acc": (0.828, 0.857, 0.813, 0.841), "SentCLEME-independent-acc": (0.900, 0.920, 0.830, 0.849),
}, index=pd.MultiIndex.from_tuples([("pearson", "ew"), ("pearson", "ts"), ("spearman", "ew"), ("spearman", "ts")])).T
side_corr = pd.concat({"gecnb": table.loc[paper_corr.index], "paper": paper_corr}, axis=1)
gap = (table.loc[paper_corr.index] - paper_corr).abs()
print("largest |gecnb - paper| over 32 cells:", round(gap.max().max(), 3))
gap.loc["SentCLEME-independent-acc", ("spearman", "ts")] = float("nan")  # the printed 0.849 is unattainable, see below
print("largest over the other 31:", round(gap.max().max(), 3))
side_corr

# %%
# the same -acc rows under the spec's rule (reference chosen by accuracy): they do NOT give the paper's values
by_acc = scores[scores.select_by == "acc"].assign(score=lambda d: d.acc)
by_acc = by_acc.pivot(index="system", columns="metric", values="score").reset_index()
system_correlation(by_acc, human).pivot_table(index="metric", columns=["method", "human"], values="r").round(3)

# %% [markdown]
# All eight rows agree with the paper within 0.006 (the authors' own code lands within 0.006 of its F rows),
# with one exception that no scorer can meet: the printed TS Spearman 0.849 of SentCLEME-independent-acc. With 13
# systems and no ties, Spearman's rho is 1 - 6·Σd²/(13·168) with Σd² even, so the attainable values near it are
# 0.846, 0.852 and 0.857; gecnb gets 0.857.
#
# How the -acc rows were found (none of this is tuned per number; each rule was tested over all cells):
#
# * **Reference choice.** The spec's rule picks each sentence's reference by accuracy; the paper's -acc rows
#   are instead the *accuracy of the reference chosen by F* (the official v1.0 scorer registry only holds the
#   F scorers, which also report Acc). `ClemeConfig(acc_reference="f")`. Choosing by accuracy gives the table
#   above (SentCLEME-dependent-acc 0.147 instead of 0.828).
# * **Unchanged references.** Tables 2/9 carry the footnote "we remove unchanged reference sentences for higher
#   correlations"; in the CoNLL-2014 column its marks sit on the SentCLEME-independent-acc cells. Removing a
#   sentence's unchanged references (all are kept when every reference is unchanged), *before* the official
#   empty-reference scan, reproduces that row: `ClemeConfig(drop_unchanged_references=True)`.
# * Tried and rejected: the v1.0 last-reference bug, unweighted counts, corpus weights in sentence mode, TN
#   weighted by length, dropping INPUT, only sentences with changes, the sign flipped.
#
# `paper_table9_accuracy_variants()` returns the four -acc configurations as the paper computed them.
#
# ## The paper's other tables and figures
#
# Each is one `gecnb reproduce` table, read from a cache gecnb wrote (they take minutes: ERRANT edits of six
# reference sets, metrics on 10 references; `python scripts/build_reproduce_cache.py NAME` recomputes one).
# Table 2 is the correlation grid of notebook `06_meta_evaluation`; Table 7 counts chunks; Figures 4 and 5 print
# no values, so only what the text states (the trend, Table 2's cells at the default scale factor) is compared.

# %%
# NBVAL_CHECK_OUTPUT
import gecnb.reproduce as repro

for name in ("cleme-table2", "cleme-table7", "cleme-figure4", "cleme-figure5"):
    print(repro.headline(repro.table(name)))

# %% [markdown]
# Table 2 correlates the metric scores rounded to 4 decimals, as the paper did (its Table 10 prints them so). Where
# they differ: Table 2's GLEU and sentence-level GLEU / ERRANT rows (GLEU's unseeded reference sampling in the
# authors' scorer; the sentence-level rows on CoNLL-2014, where the authors' own code gives gecnb's values); Table 7's
# five non-CoNLL-2014 reference sets (the legacy ERRANT edits of the papers' era, the authors' own not being
# published: the shares of ICC / IUC / CC within 0.27 points); every cell's `note` says why, and `docs/reproduce.md` has the list. Figure 4's curves
# (Pearson r with GJG15's Expected Wins against the number of BN-10GEC references, 2 seeded samples each):

# %%
f4 = repro.computed("cleme-figure4")
f4[f4.column.str.endswith(" refs")].pivot_table(index="column", columns="row", values="gecnb", sort=False).round(3)

# %% [markdown]
# ## One sentence, chunk by chunk
#
# Every chunk of every target (hypothesis, each reference), with its CLEME category and weight:

# %%
chunks = cleme_chunks(prepared, system="AMU", sentences=[19])
chunks[chunks.chunk_kind != "unchanged"]
