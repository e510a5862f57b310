# %% [markdown]
# # gecnb in five cells
#
# Score the 13 CoNLL-2014 outputs (12 systems and the unchanged input) with CLEME, CLEME2.0, GLEU and
# ERRANT through one protocol, look at a sentence chunk by chunk, and browse every system with a widget.
#
# Data: CoNLL-2014's 1,312 test sentences with the NUCLE references (two annotators), using the CLEME
# authors' own ERRANT edits (`conll14-cleme-errant`, `edits="given"`), so no spaCy run is needed and the
# numbers are those behind the CLEME papers. Everything runs offline in well under a minute.

# %%
import pandas as pd

import gecnb

pd.set_option("display.width", 200)
corpus = gecnb.load_dataset("conll14-cleme-errant")
gecnb.list_metrics()[["name", "description", "levels"]]

# %% [markdown]
# ## 1. Every metric through `gecnb.score`
#
# One row per system; each row carries a `signature` naming everything that changes its numbers (metric,
# variant, references, where the edits came from, gecnb's version).

# %%
# NBVAL_CHECK_OUTPUT
common = dict(reference_set="NUCLE")
cleme = gecnb.score(corpus, "cleme", edits="given", **common)            # CLEME-dependent, length-weighted
cleme2 = gecnb.score(corpus, "cleme2", edits="given", **common)          # CLEME2.0-dependent, corpus preset
gleu = gecnb.score(corpus, "gleu", **common)                             # the official GLEU script's numbers
errant = gecnb.score(corpus, "errant", **common)                         # errant_compare on the given edits
table = (cleme[["system", "f"]].rename(columns={"f": "CLEME F0.5"})
         .merge(cleme2[["system", "hit", "wrong", "under", "over", "score"]], on="system")
         .merge(gleu[["system", "gleu"]], on="system")
         .merge(errant[["system", "f"]].rename(columns={"f": "ERRANT F0.5"}), on="system")
         .sort_values("score", ascending=False, ignore_index=True))
table.round(4)

# %%
print(cleme2.signature[0])

# %% [markdown]
# ## 2. What CLEME2.0 disentangles
#
# Hit (corrections a reference makes), Wrong (a necessary chunk corrected wrongly), Under (a missed
# correction) and Over (an unnecessary change): bars in the colours of the chunk tables below.

# %%
from gecnb.display.plots import plot_disentangled

ax = plot_disentangled(table, order=list(table.system))

# %% [markdown]
# ## 3. One sentence, chunk by chunk
#
# The source, the hypothesis and each reference, one column per chunk. On changed columns the hypothesis
# row shows its category against all references together (independent); each `refK` row the category
# against that reference alone (dependent).

# %%
camb = gecnb.cleme_chunks(gecnb.prepare(corpus, reference_set="NUCLE", systems=["CAMB"], edits="given"),
                          system="CAMB")
gecnb.show_chunks(camb, sentences=[100], title="CAMB", show_weights=True)

# %% [markdown]
# ## 4. Browse every system and sentence
#
# Choose a dataset, a reference set, a system (and one to show beside it), the metric variant
# (dependent or independent, corpus- or sentence-level factors), the weighting and a filter; step with
# ◀ ▶, or jump to a sentence. Each sentence shows its category counts and what CLEME and CLEME2.0
# counted and scored on it (each computed once per choice; the status line says so meanwhile). A saved
# notebook shows a snapshot of the last view.

# %%
prepared = gecnb.prepare(corpus, reference_set="NUCLE", edits="given")
explorer = gecnb.explore(prepared, filter="with an FP_un", system="AMU")
explorer

# %% [markdown]
# ## 5. How close to the papers?
#
# `gecnb reproduce` puts every reproduced table beside the printed one. CLEME's Table 10:

# %%
# NBVAL_CHECK_OUTPUT
t10 = gecnb.reproduce.table("cleme-table10")
print(gecnb.reproduce.headline(t10))
t10[~t10.within][["row", "column", "field", "paper", "gecnb", "note"]].head(4)
