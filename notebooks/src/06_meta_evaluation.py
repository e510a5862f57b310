# %% [markdown]
# # Meta-evaluation: human rankings, TrueSkill, the correlation grid, significance
#
# A GEC metric is judged by how well it agrees with humans. This notebook goes the whole way on real data:
#
# 1. **raw human judgments -> a ranking of systems**: Expected Wins and TrueSkill (GJG15's procedure), rank
#    ranges and significance clusters; GJG15's Table 3 and Sakaguchi et al.'s Table 5 beside the papers;
# 2. **the correlation grid**: metrics x reference sets x human rankings -> Pearson / Spearman, with bootstrap
#    intervals, with and without INPUT, the CLEME2.0 paper's ♣ setting, the papers' wide layout, a heatmap;
# 3. **SEEDA's protocol** (its 391 sentences, its system settings, system- and sentence-level) and CLEME2.0's
#    Table 2;
# 4. **significance**: is one system better than another, and how sure is one system's score?
#
# Everything shown is computed here, except the 1,000 TrueSkill runs per judgment set and the paper-scale
# tables, which are read from caches gecnb itself wrote (the commands that recompute them are given where they
# are used). The paper numbers come from transcriptions in `gecnb/datasets/paper_tables/`. Background:
# `docs/human-rankings.md`.

# %%
import pandas as pd

import gecnb
from gecnb.meta.judgments import load_judgments, wins_table
from gecnb.meta.ranking import (cached_runs_path, expected_wins_table, load_runs, rank_clusters, rank_judgments,
                                trueskill_runs)

pd.set_option("display.width", 200)
pd.set_option("display.max_colwidth", 120)

# %% [markdown]
# ## 1. From raw judgments to a ranking
#
# GJG15 (Grundkiewicz et al. 2015) had annotators rank five system outputs of a CoNLL-2014 sentence at a time.
# Every 5-way ranking gives all its pairs (ties kept; identical outputs collapsed into one entry are expanded
# and tie). `load_judgments` reads the raw Appraise XML into one row per pair, with the line it came from:

# %%
judgments = load_judgments("gjg15")
print(f"{len(judgments):,} pairwise judgments ({(judgments.outcome == 0).sum():,} ties) "
      f"from {judgments.item.nunique():,} ranked items by {judgments.judge.nunique()} judges")
judgments.head()

# %% [markdown]
# **Expected Wins** (GJG15's `EW.py`): a system's mean share of wins over every other system, ties left out.

# %%
wins_table(judgments).head(3)

# %%
expected_wins_table(judgments).round(4)

# %% [markdown]
# **TrueSkill** (WMT 2014 / Sakaguchi et al. 2014, as GJG15 ran it): every system starts at mu = 0,
# sigma = 0.5; in each of M matches (M = pairwise judgments + 1) the system with the largest sigma plays an
# opponent drawn with probability proportional to exp(-|mu_a - mu_b|), one judgment of that pair decides the
# match, and TrueSkill's two-player update follows. The match order is random, so the score is the mean mu
# over many runs, and the spread of ranks over the runs gives each system a **rank range**.
#
# One GJG15 run plays 109,099 matches; 1,000 of them take minutes, so gecnb ships 1,000 seeded runs per bundled
# judgment set (`python3 -m scripts.build_rankings [NAME ...]` rebuilds them). Run k is seeded with
# `numpy.random.default_rng([0, k])` and does not depend on the other runs, so a few runs computed now must
# equal the first few shipped ones. Here on Sakaguchi et al.'s crowd rankings of the reference annotations
# (7,795 pairs, small enough to run live):

# %%
sakaguchi = load_judgments("sakaguchi-main")
live = trueskill_runs(sakaguchi, runs=5, seed=0)
shipped = load_runs(cached_runs_path("sakaguchi-main"))
first5 = shipped[shipped.run < 5].reset_index(drop=True)
print("largest |live - shipped| over 5 runs:", float((live[["mu", "sigma"]] - first5[["mu", "sigma"]]).abs().max().max()))
live.pivot(index="system", columns="run", values="mu").round(3)

# %% [markdown]
# **Rank ranges and clusters** (GJG15's `cluster.py -by-rank -i 0.95`): rank the systems in every run, cut
# 2.5% of each system's ranks from each end; with the systems ordered by score, a cluster closes after a system
# whose worst rank is better than the best rank of every system below it. `rank_clusters` does this for any
# table of runs; `rank_judgments` goes from a judgment set to the table (from the shipped runs when they fit):

# %%
ts = rank_judgments("gjg15", method="ts", bootstrap=1000)
ts

# %%
# the same rule on the first 100 runs only: the ranges at the 2.5% tails move with the random match order
rank_clusters(load_runs(cached_runs_path("gjg15")).query("run < 100"), value="mu")[["system", "rank_range", "cluster"]].T

# %% [markdown]
# Expected Wins has no random match order: its ranges come from 1,000 bootstrap resamples of the judgments.

# %%
ew = rank_judgments("gjg15", method="ew", bootstrap=1000)
ew

# %% [markdown]
# ### GJG15 Table 3 beside the paper
#
# `gecnb.reproduce.table(NAME)` puts every printed cell beside gecnb's: `paper`, `gecnb`, `diff`, whether the
# cell is `comparable`, whether it is `within` the table's tolerance, and a `note`. `headline` sums it up.

# %%
# NBVAL_CHECK_OUTPUT
t3 = gecnb.reproduce.table("gjg15-table3")
print(gecnb.reproduce.headline(t3))
side = t3.pivot_table(index="row", columns=["column", "field"], values=["paper", "gecnb"], sort=False)
side = side.swaplevel(0, 2, axis=1).swaplevel(0, 1, axis=1).sort_index(axis=1, level=[0, 1], sort_remaining=False)
side.round(3)

# %%
t3[~t3.within]

# %% [markdown]
# Expected Wins: every score to the 3 printed decimals, all 13 ranges and all clusters as printed. TrueSkill:
# scores within 0.0015, the same order and the same 6 clusters; the two cells outside are range ends at the 2.5%
# tails (RAC 3-5 against the printed 3-4, UFC 7-9 against 7-10): one rank, which moves with the random match
# order (the 100-run table above shows it: subsets of the runs give either value). Every system's gecnb rank is
# inside its published range.
#
# ### Sakaguchi et al. 2016, Table 5 (the reference annotations, crowd judgments)
#
# The printed Table 5 comes from the authors' 100 published runs (put through `rank_clusters` they give it
# exactly); gecnb's own 100 seeded runs give the same ranks, ranges and clusters, with scores that differ by
# their random match order:

# %%
# NBVAL_CHECK_OUTPUT
t5 = gecnb.reproduce.table("sakaguchi-table5")
print(gecnb.reproduce.headline(t5))
t5.pivot_table(index="row", columns="column", values=["paper", "gecnb"], sort=False).round(3)

# %% [markdown]
# ## 2. The correlation grid
#
# `gecnb.meta.grid.correlate` scores every metric configuration on every reference set through the metric
# protocol, then correlates the system scores with a human ranking. One tidy row per metric x reference set x
# setting x human column x method. Here two cheap metrics (BLEU and GLEU) on CoNLL-2014 with the NUCLE
# references against GJG15's published EW and TrueSkill scores, with 1,000 bootstrap resamples of the 13
# systems for the confidence intervals. (Scores are cached in `$GECNB_CACHE_DIR/grid/`, so a grid is computed
# once.)

# %%
from gecnb.meta.grid import correlate, wide

conll14 = gecnb.load_dataset("conll14")
grid = correlate(conll14, human="gjg15", metrics=["bleu", "gleu"], reference_sets=["NUCLE"], bootstrap=1000, seed=0)
grid.drop(columns="signature").round(3)

# %% [markdown]
# BLEU correlates *negatively* with the humans, as Napoles et al. (2015) found: most of the references' n-grams
# are already in the input, so a system that changes little scores high. GLEU, which also penalises n-grams
# kept from the source where the references changed them, agrees far better. With 13 systems the intervals are
# wide: GLEU's Spearman interval spans from slightly negative to 0.94 (`plot_correlation_intervals` draws the
# grid's intervals as they are):

# %%
from gecnb.display.plots import plot_correlation_intervals

plot_correlation_intervals(grid[grid.human == "TS"], rows=["metric", "method"], hue="method");

# %% [markdown]
# Every row carries its `signature` (metric options, corpus, human ranking, systems, bootstrap settings, gecnb
# version), so a number can always be traced back:

# %%
print(grid.signature.iloc[0])

# %% [markdown]
# **With or without INPUT.** The uncorrected input is one of GJG15's 13 ranked "systems". Leaving it out
# (`include_input=False`, as some papers do) changes the coefficients; here by at most 0.04, on SEEDA below by
# much more:

# %%
no_input = correlate(conll14, human="gjg15", metrics=["bleu", "gleu"], reference_sets=["NUCLE"], include_input=False)
pd.concat([grid.assign(systems="with INPUT"), no_input.assign(systems="without INPUT")]).pivot_table(
    index=["metric", "human"], columns=["systems", "method"], values="value").round(3)

# %% [markdown]
# **The ♣ setting.** The CLEME2.0 paper marks cells computed with the *unchanged* references removed (a
# reference identical to the source sentence; removed only when the sentence keeps at least one other
# reference). `unchanged=("keep", "drop")` computes both, and the `removed` column reports how many references
# each set lost: the paper says 470 in E-Minimal and 612 in NE-Minimal.

# %%
club = correlate(conll14, human="gjg15", metrics=["bleu"], reference_sets=["E-Minimal", "NE-Minimal"],
                 unchanged=("keep", "drop"))
club[["metric", "reference_set", "unchanged", "removed"]].drop_duplicates()

# %% [markdown]
# **The papers' wide layout**: one row per metric, one column per reference set (♣ as its own column) x human
# ranking x coefficient (GLEU was computed on NUCLE only here, hence its empty cells):

# %%
layout = wide(pd.concat([grid, club]), decimals=3)
layout

# %% [markdown]
# **A heatmap** (display layer: `gecnb.display.plots.plot_correlation_heatmap` draws a tidy table; it computes
# nothing). One value per cell, so choose a human column and a method first:

# %%
from gecnb.display.plots import plot_correlation_heatmap

cells = pd.concat([grid, club])
cells = cells[(cells.human == "TS") & (cells.method == "pearson")].assign(
    reference_set=lambda d: d.reference_set + d.unchanged.map({"keep": "", "drop": " ♣"}))
plot_correlation_heatmap(cells, value="value", rows="metric", columns="reference_set");

# %% [markdown]
# ### CLEME's Table 2 at paper scale
#
# `cleme-table2` is the same grid for the 12 metrics of the paper x the six reference sets x EW/TS x r/rho, ♣
# cells included (the ♣ is part of the paper's cell, the `note` says how many references were removed). Computed
# cold it takes minutes (spaCy edits, BERTScore), so `gecnb.reproduce` reads it from a cache gecnb wrote
# (`python scripts/build_reproduce_cache.py cleme-table2` recomputes it):

# %%
# NBVAL_CHECK_OUTPUT
t2 = gecnb.reproduce.table("cleme-table2")
print(gecnb.reproduce.headline(t2))
t2.pivot_table(index="row", columns=["column", "human", "coefficient"], values="gecnb", sort=False).round(3)

# %%
# comparable cells and cells within 0.01 of the paper, per metric
t2.groupby("row", sort=False).agg(comparable=("comparable", "sum"), within=("within", "sum")).T

# %%
# the paper-scale heatmap: Pearson against TrueSkill, gecnb's values
ts_r = t2[(t2.human == "TS") & (t2.coefficient == "r")]
plot_correlation_heatmap(ts_r, value="gecnb", rows="row", columns="column");

# %% [markdown]
# Every M2, CLEME-dependent, CLEME-independent and SentCLEME-dependent cell is within 0.01, ♣ cells included. The
# CoNLL-2014 column uses the CLEME authors' ERRANT files; the other five reference sets use the legacy ERRANT edits
# (ERRANT 2.3.3 / spaCy 2, the papers' era), GLEU / SentGLEU are scored as the authors' own scorer does, SentM2
# chooses each sentence's annotator on that sentence alone (PT-M2's `compute_sentm2`), and the scores are rounded to
# 4 decimals before correlating, as the paper did (each cell's note gives the value from the unrounded scores). The
# cells outside 0.01, by metric (details in `docs/reproduce.md`):
#
# * **GLEU** (5 cells, up to 0.029 on NE-Minimal and BN-10GEC): the authors' scorer draws its references unseeded;
#   each cell's note gives its range over 20 seeded draws.
# * **ERRANT** (1 cell, NE-Fluency, 0.017): the authors' edits of that set are not published.
# * **SentGLEU** (2 cells, up to 0.05): on CoNLL-2014 the authors' own code gives gecnb's values.
# * **SentERRANT** (2 cells): E-Fluency's TS cells (0.12), printed as SentM2's.
# * **SentCLEME-independent** (3 cells): BN-10GEC ♣, up to 0.067.
# * **Not comparable**: PT-M2 and SentPT-M2 (gecnb's offline MiniLM on CoNLL-2014 instead of bert-base-uncased;
#   no BERTScore runs shipped for the other sets).

# %% [markdown]
# ## 3. SEEDA's protocol
#
# SEEDA (Kobayashi et al., TACL 2024) judged 391 of the 1,312 CoNLL-2014 sentences for 15 systems (including
# GPT-3.5 and a fluent reference, REF-F), twice: SEEDA-S ranks whole corrections, SEEDA-E judges edits first.
# Its scripts correlate on the judged sentences only, over one of four system settings:

# %%
from gecnb.meta.seeda import seeda_sentence_correlation, seeda_settings, seeda_subset, seeda_system_correlation

subset = seeda_subset()
print(len(subset), "judged sentences, e.g.", subset[:8])
{name: len(systems) for name, systems in seeda_settings().items()}

# %% [markdown]
# SEEDA's human scores were computed with GJG15's scripts, so section 1's procedure recomputes them from SEEDA's
# raw judgments (1,000 shipped TrueSkill runs, 1,000 Expected Wins resamples) beside the published
# `scores/human/{TS,EW}_*.txt`:

# %%
from scipy.stats import spearmanr

from gecnb.meta.human import seeda_human_scores

rows = []
for granularity in ("sent", "edit"):
    published = seeda_human_scores(granularity=granularity, setting="all").set_index("system")
    for method in ("ts", "ew"):
        ours = rank_judgments(f"seeda-{granularity}", method=method, bootstrap=1000).set_index("system")["score"]
        theirs = published[method].reindex(ours.index)
        rows.append({"judgments": f"seeda-{granularity}", "method": method, "systems": len(ours),
                     "largest |gecnb - published|": (ours - theirs).abs().max(),
                     "spearman": spearmanr(ours, theirs).statistic})
pd.DataFrame(rows).round(4)

# %% [markdown]
# All four orders are the published ones. TrueSkill's scores differ by at most 0.0016: SEEDA's 1,000 runs drew
# other random match orders. Expected Wins has no randomness; the published files print 3 decimals (up to 0.0005
# of rounding), and the remaining few ten-thousandths on some systems are not explained (the mean over bootstrap
# resamples instead of EW on all judgments fits worse, up to 0.0011).
#
# **System level**: Pearson and Spearman of the metric's system scores against SEEDA's published human
# scores, for each setting. GLEU on the 391 sentences:

# %%
seeda = gecnb.load_dataset("seeda").subset(subset)
gleu = gecnb.get_metric("gleu")
system_scores = gleu.score(seeda, reference_set="NUCLE")
pd.concat([seeda_system_correlation(system_scores, granularity=g, method=m, setting=s, metric_columns="gleu")
           for g in ("sent", "edit") for m in ("ts", "ew") for s in ("base", "+INPUT", "all")]).round(3)

# %% [markdown]
# The setting matters as much as the metric. INPUT is last for GLEU and for the humans alike, an easy point to
# agree on, so "+INPUT" raises every coefficient. "all" adds GPT-3.5 and REF-F, fluent rewrites: the humans rank
# REF-F first, GLEU (n-gram overlap with NUCLE's minimal corrections) ranks it 14th of 15, and Pearson falls to
# about 0.5.
#
# **Sentence level**: every human ranking of a sentence gives a pair per two systems it ranks differently;
# the metric agrees when it orders the pair the same way. SEEDA's script sends a metric tie to the system later
# in code-point order (`metric_ties="seeda"`); `"neutral"` counts it as neither, which matters for coarse metrics:

# %%
sentence_scores = gleu.sentences(seeda, reference_set="NUCLE")
pd.concat([seeda_sentence_correlation(sentence_scores, granularity=g, setting="base", score_columns="gleu",
                                      sentence_index="subset", metric_ties=t)
           for g in ("sent", "edit") for t in ("seeda", "neutral")]).round(3)

# %% [markdown]
# ### CLEME2.0's Table 2 (SEEDA, "base" setting, TrueSkill)
#
# The paper's Table 2 is SEEDA's protocol over many metrics. The slow ones (fresh ERRANT edits of 15 systems,
# BERTScore) come from gecnb's cache (`python scripts/build_reproduce_cache.py cleme2-table2` recomputes it):

# %%
# NBVAL_CHECK_OUTPUT
s2 = gecnb.reproduce.table("cleme2-table2")
print(gecnb.reproduce.headline(s2))
s2[s2.comparable].pivot_table(index="row", columns=["column", "coefficient"], values=["paper", "gecnb"],
                              sort=False).round(3)

# %%
s2.assign(abs_diff=s2["diff"].abs()).groupby(["comparable", "note"], dropna=False).agg(
    cells=("paper", "size"), within=("within", "sum"), largest_diff=("abs_diff", "max")).round(4)

# %% [markdown]
# How to read the differences, by note:
#
# * **SentM2** (PT-M2's `compute_sentm2` rule) agrees with the paper to the printed precision: SEEDA's protocol
#   itself is reproduced (gecnb equals SEEDA's scripts to 1e-12 on the same inputs, `tests/test_seeda_protocol.py`).
# * **GoToScorer** scores against NUCLE's annotator 1 with the difficulty weights of the 14 correcting systems:
#   both printed rho cells are exact, r 0.003-0.004 above; with annotator 0 every cell was 0.10-0.22 off.
# * **M2** on the official NUCLE M2: every system value equals the official m2scorer's on the subset (checked
#   against it, `tests/test_reproduce_seeda.py`), so what SEEDA correlated differs; not found what.
#   **GLEU**: not the random reference draws (drawing the other reference everywhere leaves rho unchanged; see the
#   row's note); not found either.
# * **ERRANT and the CLEME rows** use edits that gecnb extracts with ERRANT 3.0.0 / spaCy 3.8; SEEDA does not
#   state its versions, and different spaCy parses give different edits, so these cells differ by up to a few
#   hundredths (up to about 0.06), most in Spearman. With the CLEME authors' older ERRANT reference edits
#   ERRANT's two rho cells are exact (the row's note).
# * **Not comparable**: rows that need bert-base-uncased (PT-M2, PT-ERRANT, the similarity-weighted CLEME2.0
#   rows: gecnb's offline MiniLM stands in where it has a value) or fine-tuned models gecnb does not ship
#   (Scribendi, SOME, IMPARA).
#
# ## 4. Significance: is A better than B?
#
# Correlations rank metrics; significance asks whether a difference between two *systems* under one metric is
# real. `paired_bootstrap` resamples the sentences with replacement, the same sentences for both systems, and
# re-aggregates the per-sentence statistics (Koehn 2004; the p-value is sacrebleu's `--paired-bs` one, checked
# against sacrebleu itself). M2 F0.5 of AMU against CAMB on CoNLL-2014:

# %%
from gecnb.datasets import data_path
from gecnb.meta.significance import bootstrap_interval, f_beta_aggregate, paired_bootstrap
from gecnb.metrics.m2scorer import m2_sentences

gold = data_path("conll14", "official-2014.combined.m2")
amu = m2_sentences(hypotheses=data_path("conll14", "official_submissions", "AMU"), gold=gold)
camb = m2_sentences(hypotheses=data_path("conll14", "official_submissions", "CAMB"), gold=gold)
paired_bootstrap(amu, camb, aggregate=f_beta_aggregate(beta=0.5), n=1000).T

# %% [markdown]
# CAMB's 0.373 against AMU's 0.350 is significant at 5% (the interval of the difference excludes 0). Yet in the
# human ranking above AMU is first and CAMB second: the metric and the humans disagree about a difference the
# metric is sure of — which is why metrics are meta-evaluated at all.
#
# `bootstrap_interval` gives the 95% interval of one system's score; any `DataFrame -> float` aggregate works
# (`f_beta_aggregate` and `mean_aggregate` are the fast, vectorised ones):

# %%
pd.concat([bootstrap_interval(s, aggregate=f_beta_aggregate(beta=0.5), n=1000).assign(system=name)
           for name, s in (("AMU", amu), ("CAMB", camb))]).set_index("system").round(4)

# %% [markdown]
# **Any metric, several systems at once.** `compare_systems` does the same through the metric protocol: every
# system against a baseline, one index matrix shared by all systems, for any metric whose corpus score
# aggregates per-sentence statistics (here GLEU: its statistics carry each sampling iteration's counts).
# `value_column` names the score, `value` is it on all sentences. CLEME2.0, PT-M2 and PT-ERRANT work too: at
# corpus level each resampled corpus chooses its references again. On the command line: `gecnb score --metric
# gleu ... --paired-bs`.

# %%
from gecnb.meta.significance import compare_systems

conll14 = gecnb.load_dataset("conll14")
compare_systems(conll14, "gleu", reference_set="NUCLE", systems=["AMU", "CAMB", "UFC", "INPUT"], baseline="AMU",
                n=1000).drop(columns=["signature", "score"]).round(4)  # `score`: a deprecated copy of `value`

# %% [markdown]
# Where to go next: `docs/human-rankings.md` (the procedures and how close each one is), `docs/reproduce.md`
# (every table, `gecnb reproduce --list`), and on the command line `gecnb rank --judgments gjg15 --method ts
# --bootstrap 1000` and `gecnb correlate --dataset conll14 --human gjg15 --metric bleu --reference-set NUCLE`.
