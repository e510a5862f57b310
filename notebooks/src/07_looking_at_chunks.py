# %% [markdown]
# # Looking at chunks: tables, an explorer and plots
#
# CLEME scores a hypothesis chunk by chunk. This notebook shows those chunks the way the CLEME papers
# draw them (Figure 2 of the EMNLP 2023 paper: source, hypothesis and references side by side, one
# column per chunk), lets you browse every system and sentence of CoNLL-2014 with a widget, and plots
# what each system does with its chunks.
#
# Everything shown is read from the tables the metrics computed: `cleme_chunks` (one row per chunk and
# target) and `cleme_scores` (one row per system and variant). The display layer (`gecnb.display`)
# never computes a score, so what you see is what was counted.
#
# Data: the 13 CoNLL-2014 systems with the NUCLE references (two annotators), using the CLEME
# authors' ERRANT files (`conll14-cleme-errant`, `edits="given"`), so the categories are those behind
# the paper's Table 10. The whole notebook runs in about ten seconds.

# %%
import pandas as pd

from gecnb import cleme_chunks, cleme_scores, load_dataset, prepare
from gecnb.display import explore, render_text, chunk_grid, show_chunks
from gecnb.display.plots import plot_against_human, plot_categories, plot_scores
from gecnb.meta.correlation import against_human
from gecnb.meta.human import gjg15_expected_wins

pd.set_option("display.width", 200)
prepared = prepare(load_dataset("conll14-cleme-errant"), reference_set="NUCLE", edits="given")
prepared.systems

# %% [markdown]
# ## One sentence, chunk by chunk
#
# `cleme_chunks` gives the table; `show_chunks` draws it in the colours of the CLEME2.0 paper's
# Figure 1: **TP green, TN white, FP_ne blue, FP_un orange, FN yellow** (and FP pink, FP+FN purple for
# frames that carry them), with a legend under every table. On a column some target changes, each
# hypothesis and reference cell has its category's colour and a badge (with the frame's edit weight
# when `show_weights=True`); a target's own changed chunk is outlined and bold, with its ERRANT types;
# `∅` is an empty chunk (a deletion, or no insertion). The **hypothesis** carries its category against
# *all* references (CLEME-independent) and each **reference** row the hypothesis's category against
# *that* reference (CLEME-dependent). Hover a cell for its kind, types, category and weight. Every
# colour is written on the element itself, so the table looks the same in a notebook that is not
# trusted, on GitHub, and in a dark theme.

# %%
camb = cleme_chunks(prepared, system="CAMB")
camb[camb.sentence == 100]

# %%
show_chunks(camb, sentences=[100], title="CAMB", show_weights=True)

# %% [markdown]
# The categories are CLEME2.0's: **TP** (a correction a reference makes), **FP_ne** (a change where the
# reference changes something else: a *necessary* chunk corrected wrongly), **FP_un** (a change where
# the reference keeps the source: *unnecessary*), **FN** (a correction the hypothesis misses), **TN**.
#
# ## Why independence matters
#
# The paper's Figure 1 argues that corrections of different chunks can be judged independently: a
# hypothesis that fixes one error the way annotator 1 did and another the way annotator 2 did deserves
# two TPs, while the usual (dependent) evaluation must pick one annotator and calls the other fix an FP.
# The chunk table finds such sentences directly: every changed hypothesis chunk is TP against the
# references taken together, but against no single reference.

# %%
hyp = camb[(camb.target == "hypothesis") & camb.changed]
refs = camb[camb.target != "hypothesis"]
all_tp = hyp.groupby("sentence")["category"].agg(lambda c: (c == "TP").all() and len(c) > 1)
changed_chunks = hyp.set_index(["sentence", "chunk"]).index
ref_hits = refs.set_index(["sentence", "chunk"]).loc[lambda d: d.index.isin(changed_chunks)]
one_ref_has_all = ref_hits.groupby(["sentence", "target"])["category"].agg(lambda c: (c == "TP").all()).groupby("sentence").any()
mixed = [int(i) for i in all_tp[all_tp].index if not one_ref_has_all.get(i, False)]
print(f"CAMB: {len(mixed)} sentences where each correction matches some annotator but no annotator has them all:",
      mixed[:10])

# %%
show_chunks(camb, sentences=mixed[:2], title="CAMB")

# %% [markdown]
# A long sentence is cut into bands of about 150 characters, each with its row labels, instead of one
# table thousands of pixels wide (`wrap=None` gives the wide table). Sentence 332, the longest of
# CoNLL-2014 (227 words), takes a few bands:

# %%
longest = max(range(len(prepared.corpus)), key=lambda i: len(prepared.corpus.sources[i].split()))
show_chunks(camb, sentences=[longest], title="CAMB")

# %% [markdown]
# `to_html(path)` writes tables as a page that opens in any browser without a kernel, and
# `chunk_report` makes a whole system's page: its category counts and every sentence some target
# changes (here the first 20).

# %%
import tempfile
from pathlib import Path

from gecnb.display import chunk_report

page = Path(tempfile.gettempdir()) / "gecnb_camb_report.html"
chunk_report(camb, system="CAMB", sentences=mixed[:20]).to_html(page)
print(f"{page.name}: {page.stat().st_size:,} bytes, no script:", "<script" not in page.read_text(encoding="utf-8"))

# %% [markdown]
# Outside a notebook (a console, a log, a doctest) the same grids render as text: changed chunks in
# brackets, categories of changed columns underneath.

# %%
# NBVAL_CHECK_OUTPUT
print(render_text([chunk_grid(camb, sentence=100, title="CAMB · sentence 100")]))

# %% [markdown]
# ## Browse every system and sentence
#
# `explore` opens a widget: choose a system and a second one to show beside it, a filter (sentences
# with an FP_ne, an FP_un, an FN, that the hypothesis changes...), step through the sentences or jump
# to one by its id, and toggle weights, types and the whole context. Each sentence shows its category
# counts from the chunk table. A system's chunk table is computed the first time it is shown (a quarter
# of a second for CoNLL-2014; the status line says so meanwhile). The widget needs a live kernel; below
# it, the notebook keeps a static snapshot of its current view, which is what GitHub, nbviewer and an
# untrusted notebook show. Its state can also be set in code.

# %%
explorer = explore(prepared, filter="with an FP_un", system="AMU", compare="CAMB")
explorer

# %%
explorer.system = "POST"
explorer.sentence = explorer.kept()[3]
print(explorer, f"- {len(explorer.kept())} of {len(prepared.corpus)} POST sentences have an FP_un")

# %% [markdown]
# ## What each system does with its chunks
#
# `plot_categories` draws the table's weighted TP / FP_ne / FP_un / FN of one variant as shares of each
# system's edited chunks (the table's numbers, printed below the plot). INPUT, the uncorrected source,
# is all FN; conservative systems come close to it.

# %%
scores = cleme_scores(prepared)
plot_categories(scores, metric="CLEME-independent");

# %%
ind = scores[scores.metric == "CLEME-independent"].set_index("system")[["tp", "fp_ne", "fp_un", "fn"]]
(ind.div(ind.sum(axis=1), axis=0) * 100).round(1).sort_values("tp", ascending=False)

# %% [markdown]
# `plot_scores` puts every variant of a score table side by side. The sentence-level variants
# (SentCLEME) average per-sentence F, where a sentence with nothing to correct and nothing changed
# scores 1: they place every system higher and closer together, as the spread below shows.

# %%
plot_scores(scores, value="f");

# %%
scores.groupby("metric")["f"].agg(["min", "max"]).assign(spread=lambda d: d["max"] - d["min"]).round(4)

# %% [markdown]
# ## Against human judgements
#
# `plot_against_human` plots a metric column against a human score (here GJG15's expected wins, the
# 12 participating systems, as the paper's Table 2), titled with the correlations the meta layer
# computes. The paper's CLEME-independent values for this cell are in notebook 01, side by side.

# %%
human = gjg15_expected_wins()
twelve = [s for s in human.system if s != "INPUT"]
independent = scores[scores.metric == "CLEME-independent"][["system", "f"]]
plot_against_human(against_human(independent, human, metric_column="f", human_column="ew", systems=twelve));
