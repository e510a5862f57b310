# Cells for notebooks/src/06_meta_evaluation.py, to insert before '## 3. SEEDA's protocol' once the
# cleme-table2 cache ships (gecnb/datasets/reproduce/cleme-table2.tsv); then rebuild:
#   PYTHONPATH=. python3 scripts/build_notebooks.py 06_meta_evaluation

# %% [markdown]
# ### CLEME's Table 2 at paper scale
#
# `cleme-table2` is the same grid for every metric gecnb has x the six reference sets x EW/TS x r/rho, ♣ cells
# included. Computed cold it takes minutes (spaCy edits, BERTScore), so `gecnb.reproduce` reads it from a cache
# gecnb wrote (`python scripts/build_reproduce_cache.py cleme-table2` recomputes it):

# %%
t2 = gecnb.reproduce.table("cleme-table2")
print(gecnb.reproduce.headline(t2))
t2.pivot_table(index="row", columns=["column", "human", "coefficient"], values="gecnb", sort=False).round(3)

# %%
# every difference is explained in the `note` column: cells grouped by note, with their largest difference
t2.assign(abs_diff=t2["diff"].abs()).groupby(["comparable", "note"], dropna=False).agg(
    cells=("paper", "size"), within=("within", "sum"), largest_diff=("abs_diff", "max")).round(4)

