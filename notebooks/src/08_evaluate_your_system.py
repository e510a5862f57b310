# %% [markdown]
# # Evaluate your own system
#
# You have a system's output on the CoNLL-2014 test set and want what a paper would report about it:
# the usual metrics under their papers' names, its rank among the published systems with intervals,
# whether it is significantly better than each of them, and where it wins and loses. `gecnb.evaluate`
# does all of it in one call.
#
# "Your" system here is **T5** (Rothe et al. 2021), one of the newer systems SEEDA collected on the
# CoNLL-2014 test set (`gecnb/datasets/seeda/outputs/all/T5.txt`, 1,312 lines). It is not among the 13
# CoNLL-2014 submissions, so gecnb has never seen it: its edits are extracted by ERRANT here (the
# sentences it left unchanged reuse the shipped edits), and the 13 submissions come from the package.
# The first run takes a minute or two (parsing the new sentences, scoring the 13 submissions once);
# the results are cached per system, so a second run takes seconds.

# %%
import pandas as pd

import gecnb
from gecnb.datasets import data_path

pd.set_option("display.width", 200)
mine = data_path("seeda", "outputs", "all", "T5.txt")
report = gecnb.evaluate("conll14", hypotheses={"T5": mine}, baseline="AMU")

# %% [markdown]
# ## The scores
#
# One row per system and metric: the value, the rank among the 14 systems (1 = best), the 95% bootstrap
# interval (1,000 samples, seed 12345) and the signature. `report.table()` is the wide view a paper
# prints: one column per metric. M2 is scored on the official M2 gold of CoNLL-2014 (the numbers of the
# shared task: AMU 0.3501, CAMB 0.3733); the other metrics on edits from one ERRANT pipeline for the
# references and every system.

# %%
report.table()

# %%
report.scores[report.scores.system == "T5"].drop(columns=["signature", "user"])

# %% [markdown]
# ## Is it better than each published system?
#
# `report.comparisons` holds a paired bootstrap test of T5 against every other system for every
# metric: `delta` (T5 minus the other), its interval and the p-value (sacrebleu's paired-bs). M2, CLEME
# and CLEME2.0 choose an annotator or a reference per sentence from the running corpus totals; that
# choice is re-run on every resampled corpus, as the scorers would choose on the resampled file (the
# numbers of `compare_systems`).

# %%
report.comparisons[report.comparisons.other.isin(["AMU", "CAMB", "CUUI"])][
    ["other", "metric", "delta", "delta_low", "delta_high", "p_value", "note"]]

# %% [markdown]
# ## CLEME2.0: how it is better
#
# The disentangled scores say what changed: Hit (corrections made), Wrong (corrections made wrongly),
# Under (corrections missed) and Over (unnecessary changes). A higher Score can come from more hits or
# from fewer wrong and unnecessary edits; these four numbers tell which.

# %%
report.disentangled[report.disentangled.system.isin(["T5", "AMU"])].drop(columns=["user"])

# %% [markdown]
# ## Where it wins and loses
#
# ERRANT per error type at its three levels of detail (`errant_compare -cat 1/2/3`): level 1 the
# operation (missing, replacement, unnecessary), level 2 the main type. Below, the main types with the
# most gold edits.

# %%
types = report.types[report.types.level == 2]
wide = types.pivot(index="type", columns="system", values="f")
gold = types[types.system == "T5"].set_index("type").eval("tp + fn")
wide.assign(gold_edits=gold).sort_values("gold_edits", ascending=False).head(10).round(3)

# %% [markdown]
# Sentence buckets: ERRANT F0.5 of the sentences by source length, by how many edits the gold needs,
# and by how many edits the system made.

# %%
report.buckets.pivot_table(index=["bucket", "range"], columns="system", values="f", sort=False).round(3)

# %% [markdown]
# ## The whole report
#
# In a notebook the report shows as one view: the tables above, plots of every system's scores with
# intervals, the disentangled indicators and the per-type F0.5, and the sentences where T5 and AMU
# differ most as chunk tables in the CLEME2.0 paper's colours. `report.to_html("report.html")` writes
# the same as one self-contained page (plots embedded; it opens offline), `report.to_markdown()` the
# tables for a paper or README, `report.to_json()` everything as JSON. On the command line:
# `gecnb evaluate --dataset conll14 --hypothesis T5.txt --output report/`.

# %%
report

# %% [markdown]
# ## On your own data: the source as the baseline
#
# Without a benchmark, there are no published systems to rank among, but the first question is the same:
# does the system improve on doing nothing? Give the source itself as a system and make it the baseline.
# Below, the first 100 sentences of CoNLL-2014 stand for your own test set: a source file, two reference
# files (one annotator each), and two outputs (T5 and AMU), written as plain files as you would have them.
# Every reference and hypothesis is extracted with ERRANT; the M2 scorer reads the reference texts.

# %%
import tempfile
from pathlib import Path

conll = gecnb.load_dataset("conll14").subset(range(100))
folder = Path(tempfile.mkdtemp())
files = {"src.txt": conll.sources, "ref1.txt": conll.reference_sets["NUCLE"].annotator(0),
         "ref2.txt": conll.reference_sets["NUCLE"].annotator(1),
         "t5.txt": mine.read_text(encoding="utf-8").splitlines()[:100], "amu.txt": conll.systems["AMU"].hypotheses}
for name, lines in files.items():
    (folder / name).write_text("\n".join(lines) + "\n", encoding="utf-8")

own = gecnb.corpus_from_files(source=folder / "src.txt", references=[folder / "ref1.txt", folder / "ref2.txt"],
                              name="my 100 sentences", reference_set="two annotators")
small = gecnb.evaluate(own, hypotheses={"SOURCE": folder / "src.txt", "T5": folder / "t5.txt",
                                        "AMU": folder / "amu.txt"},
                       baseline="SOURCE", metrics=["M2", "ERRANT", "GLEU", "CLEME2.0-dep"])
small.table()

# %% [markdown]
# Each system against the source: the difference, its 95% interval and the paired bootstrap p-value. (The two
# user systems are also compared with each other, once.)

# %%
small.comparisons[small.comparisons.baseline][["system", "metric", "delta", "delta_low", "delta_high", "p_value"]]

# %% [markdown]
# The examples show, for each system, the sentences where it gains most on the source and where it loses most
# (by ERRANT's TP - FP - FN per sentence), with the line of your files; the report's view draws them as chunk
# tables. The same on the command line:
#
# ```bash
# gecnb evaluate --source src.txt --reference ref1.txt --reference ref2.txt \
#     --hypothesis src.txt --name SOURCE --hypothesis t5.txt --name T5 --hypothesis amu.txt --name AMU \
#     --baseline SOURCE --output report/
# ```

# %%
small.examples[small.examples.system == "T5"][["line", "direction", "gain", "source", "hypothesis"]]

# %% [markdown]
# ## What to report
#
# The signature names everything that changed the numbers: the gold of M2, the edit extractor and its
# versions, the bootstrap. Report it with the numbers, and say which CLEME2.0 variant, factors and
# weighting you used (see `docs/evaluate.md`, "What to report").

# %%
print(report.signature)
report.notes
