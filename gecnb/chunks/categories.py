"""The five chunk categories of CLEME and CLEME2.0, and where each (hypothesis chunk, reference) row falls.

A chunk the hypothesis changed is **TP** when it equals the reference's chunk, **FP_ne** (necessary: wrong) when it
does not and the reference changed that chunk too, **FP_un** (unnecessary: over-correction) when the reference
left it unchanged; an unchanged hypothesis chunk is **FN** when the reference changed it, else **TN**. Under the
*dependent* assumption each reference is judged on its own (:func:`dependent_categories`, one category per row);
under the *independent* one a chunk is judged against all references at once (:func:`independent_categories`: TP
if any reference matches, FP_ne if any changed it, FN only if every reference changed it). CLEME's P / R / F
(:mod:`gecnb.metrics.cleme`) and CLEME2.0's Hit / Wrong / Under / Over (:mod:`gecnb.metrics.cleme2`) are sums of
these categories; nothing else decides them.
"""

from __future__ import annotations

from enum import IntEnum
from typing import Literal

import numpy as np

from gecnb.chunks.stats import ChunkStats, read_only

__all__ = ["CATEGORIES", "FN", "FP_NE", "FP_UN", "TN", "TP", "Assumption", "Category", "CategoryCode",
           "category_sums", "dependent_categories", "independent_categories", "row_categories"]


class Category(IntEnum):
    """The chunk categories, as the int8 codes the statistics arrays hold (``CATEGORIES[code]`` is the name)."""

    TP = 0
    FP_NE = 1
    FP_UN = 2
    FN = 3
    TN = 4

    @property
    def label(self) -> str:
        """The name tables show: ``TP``, ``FP_ne``, ``FP_un``, ``FN``, ``TN``."""
        return CATEGORIES[self]


CATEGORIES: tuple[str, ...] = ("TP", "FP_ne", "FP_un", "FN", "TN")
CategoryCode = int
Assumption = Literal["dependent", "independent"]
TP, FP_NE, FP_UN, FN, TN = Category


def dependent_categories(stats: ChunkStats) -> np.ndarray:
    """Category code (0 TP, 1 FP_ne, 2 FP_un, 3 FN, 4 TN) of each (hypothesis chunk, reference) row
    (computed once per statistics; read-only)."""
    cat = stats.cache.get("dependent_categories")
    if cat is None:
        hc = stats.c_changed[stats.r_row]
        m = stats.r_match
        cat = np.full(len(m), Category.TN, dtype=np.int8)
        cat[hc & m] = Category.TP
        cat[hc & ~m & stats.r_changed] = Category.FP_NE
        cat[hc & ~m & ~stats.r_changed] = Category.FP_UN
        cat[~hc & ~m] = Category.FN
        cat = stats.cache["dependent_categories"] = read_only(cat)
    return cat


def independent_categories(stats: ChunkStats) -> np.ndarray:
    """Category code of each hypothesis chunk against all references at once (computed once; read-only)."""
    cat = stats.cache.get("independent_categories")
    if cat is None:
        n = len(stats.c_sent)
        n_match = np.bincount(stats.r_row, weights=stats.r_match, minlength=n)
        n_changed = np.bincount(stats.r_row, weights=stats.r_changed, minlength=n)
        any_match = n_match > 0
        any_changed = n_changed > 0
        n_refs = stats.n_refs[stats.c_sent]
        all_changed = (n_changed == n_refs) & (n_refs > 0)
        hc = stats.c_changed
        cat = np.full(n, Category.TN, dtype=np.int8)
        cat[hc & any_match] = Category.TP
        cat[hc & ~any_match & any_changed] = Category.FP_NE
        cat[hc & ~any_match & ~any_changed] = Category.FP_UN
        cat[~hc & all_changed] = Category.FN
        cat = stats.cache["independent_categories"] = read_only(cat)
    return cat


def row_categories(stats: ChunkStats, assumption: Assumption) -> np.ndarray:
    """Category code per (hypothesis chunk, kept reference) row; independent: the chunk's single
    category repeated on every reference row."""
    if assumption == "dependent":
        return dependent_categories(stats)
    return independent_categories(stats)[stats.r_row]


def category_sums(cat: np.ndarray, key: np.ndarray, n_keys: int, weights: np.ndarray | None = None
                  ) -> dict[str, np.ndarray]:
    """Per key ``0 .. n_keys - 1`` (a sentence, or a (sentence, kept reference) row), of the items whose
    category codes are ``cat`` and keys ``key``: ``n_X`` the number of items of each category X (int64) and
    ``X`` the sum of their ``weights`` (float64; the number where ``weights`` is None, and always for TN,
    whose weight is 1 by the weighers' contract); ``FP`` = ``FP_ne + FP_un``, ``n_FP`` likewise."""
    out: dict[str, np.ndarray] = {}
    for code, name in enumerate(CATEGORIES):
        sel = cat == code
        n = np.bincount(key[sel], minlength=n_keys)
        out[name] = n.astype(np.float64) if weights is None or code == Category.TN else \
            np.bincount(key[sel], weights=weights[sel], minlength=n_keys)
        out[f"n_{name}"] = n
    out["FP"] = out["FP_ne"] + out["FP_un"]
    out["n_FP"] = out["n_FP_ne"] + out["n_FP_un"]
    return out
