"""ERRANT 3.0's alignment, faster and identical: :func:`errant_align_seq` is ``Alignment.align`` +
``get_cheapest_align_seq`` (same costs, same tie-breaking, same transposition search; its docstring says why
each shortcut is exact), over :class:`AlignTokens` taken out of each parsed sentence once. ERRANT's merge
rules are :mod:`gecnb.edits.errant_merge`; the extractor (:mod:`gecnb.edits.errant_extractor`) then classifies
with ERRANT's own classifier.
"""

from __future__ import annotations

import math
from typing import Any

__all__ = ["AlignTokens", "errant_align_seq", "fast_align_supported"]


class AlignTokens:
    """What ERRANT's alignment reads from a parsed sentence, taken out of the spaCy Doc once:
    ``orth`` and ``lower`` ids (lists), ``words`` (token texts) and an array of (LOWER, LEMMA, POS)."""

    __slots__ = ("arr", "lower", "open", "orth", "words")

    def __init__(self, doc: Any):
        import numpy as np
        from errant.alignment import Alignment
        from spacy.attrs import LEMMA, LOWER, ORTH, POS

        arr = doc.to_array([ORTH, LOWER, LEMMA, POS]).reshape(len(doc), 4)
        self.orth: list[int] = arr[:, 0].tolist()
        self.lower: list[int] = arr[:, 1].tolist()
        self.words: list[str] = [t.text for t in doc]
        self.arr = arr[:, 1:]
        self.open = np.isin(arr[:, 3], np.array(sorted(Alignment._open_pos), dtype=arr.dtype))

    def __len__(self) -> int:
        return len(self.orth)


def _sub_costs(o: AlignTokens, c: AlignTokens, n: int, m: int) -> list[list[float]]:
    """ERRANT's ``Alignment.get_sub_cost`` for every (orig[:n], cor[:m]) token pair, as nested lists.

    ``lemma_cost + pos_cost + char_cost`` in that order (float64 additions of the same values as
    ERRANT's Python floats, so the same bits), 0 where the lower-cased forms are equal."""
    import numpy as np
    from rapidfuzz.distance import Indel
    from rapidfuzz.process import cdist

    a, b = o.arr[:n], c.arr[:m]
    lemma = np.where(a[:, 1, None] == b[None, :, 1], 0.0, 0.499)
    both_open = o.open[:n, None] & c.open[None, :m]
    pos = np.where(a[:, 2, None] == b[None, :, 2], 0.0, np.where(both_open, 0.25, 0.5))
    char = cdist(o.words[:n], c.words[:m], scorer=Indel.normalized_distance, dtype=np.float64, workers=1)
    sub = lemma + pos + char
    sub[a[:, 0, None] == b[None, :, 0]] = 0.0
    return sub.tolist()


def errant_align_seq(o: AlignTokens, c: AlignTokens, lev: bool = False) -> list[tuple[str, int, int, int, int]]:
    """``errant.alignment.Alignment(orig, cor, lev).align_seq``, computed faster, identical.

    Same dynamic programme as ERRANT 3.0 (match when ``orth`` is equal, else the first cheapest of
    transposition, substitution, insertion, deletion, in that order; the same transposition search along
    the diagonal; the same backtrace from the bottom-right cell). What is faster, and why it is exact:

    * common suffix: a cell whose tokens have equal ``orth`` is always "M" with its diagonal's cost, a
      cell only reads cells with smaller indices, and the backtrace starts at (n, m); so the trailing
      identical tokens are matched and the cells of the remaining prefixes are unchanged: the DP runs on
      the sequences without their common suffix and "M" ops are appended. (A common *prefix* cannot be
      cut the same way: orig "a a b", cor "a b" deletes orig[0], the cut problem would delete orig[1].)
    * substitution costs for all token pairs at once (numpy, rapidfuzz ``cdist``), same values;
    * the transposition search is skipped where it cannot succeed: a transposition ending at (i, j)
      needs orig[i] among cor[..j] and cor[j] among orig[..i] (lower-cased); it only changes the result
      when it succeeds;
    * plain lists and local variables instead of spaCy Token look-ups.
    """
    oo, co = o.orth, c.orth
    n, m = len(oo), len(co)
    s = 0
    while s < n and s < m and oo[n - 1 - s] == co[m - 1 - s]:
        s += 1
    n, m = n - s, m - s
    tail = [("M", n + t, n + t + 1, m + t, m + t + 1) for t in range(s)]
    if n == 0 or m == 0:
        head = [("I", 0, 0, j, j + 1) for j in range(m)] if n == 0 else [("D", i, i + 1, 0, 0) for i in range(n)]
        return head + tail
    ol, cl = o.lower, c.lower
    sub = None if lev else _sub_costs(o, c, n, m)
    # first position of each lower-cased form on the other side (transposition pre-check)
    first_c: dict[int, int] = {}
    for j in range(m - 1, -1, -1):
        first_c[cl[j]] = j
    first_o: dict[int, int] = {}
    for i in range(n - 1, -1, -1):
        first_o[ol[i]] = i
    never = n + m + 1
    o_in_c = [first_c.get(x, never) for x in ol[:n]]
    c_in_o = [first_o.get(x, never) for x in cl[:m]]

    inf = math.inf
    cost = [[0.0] * (m + 1) for _ in range(n + 1)]
    ops: list[list[Any]] = [[None] * (m + 1) for _ in range(n + 1)]
    cost[0] = [float(j) for j in range(m + 1)]
    ops[0] = ["O"] + ["I"] * m
    for i in range(1, n + 1):
        cost[i][0] = float(i)
        ops[i][0] = "D"
    cols = range(m)
    for i in range(n):
        prev = cost[i]
        cur = cost[i + 1]
        oprow = ops[i + 1]
        oi = oo[i]
        srow = sub[i] if sub is not None else None
        oic = o_in_c[i]
        for j in cols:
            if oi == co[j]:
                cur[j + 1] = prev[j]
                oprow[j + 1] = "M"
                continue
            best = inf
            op = "T"
            if srow is not None and oic <= j and c_in_o[j] <= i:
                k = 1
                while i - k >= 0 and j - k >= 0 and cost[i - k + 1][j - k + 1] != cost[i - k][j - k]:
                    if sorted(ol[i - k : i + 1]) == sorted(cl[j - k : j + 1]):
                        best = cost[i - k][j - k] + k
                        op = "T" + str(k + 1)
                        break
                    k += 1
            x = prev[j] + (srow[j] if srow is not None else 1)
            if x < best:
                best = x
                op = "S"
            x = cur[j] + 1
            if x < best:
                best = x
                op = "I"
            x = prev[j + 1] + 1
            if x < best:
                best = x
                op = "D"
            cur[j + 1] = best
            oprow[j + 1] = op
    i, j = n, m
    seq = []
    while i + j != 0:
        op = ops[i][j]
        if op == "M" or op == "S":
            seq.append((op, i - 1, i, j - 1, j))
            i -= 1
            j -= 1
        elif op == "D":
            seq.append((op, i - 1, i, j, j))
            i -= 1
        elif op == "I":
            seq.append((op, i, i, j - 1, j))
            j -= 1
        else:
            k = int(op[1:])
            seq.append((op, i - k, i, j - k, j))
            i -= k
            j -= k
    seq.reverse()
    return seq + tail


def fast_align_supported() -> bool:
    """The reimplementation mirrors ERRANT 3.0's alignment; other versions use stock ERRANT."""
    import errant

    return errant.__version__.split(".")[:2] == ["3", "0"]

