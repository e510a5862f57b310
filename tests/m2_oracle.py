"""The NUS M2 scorer's per-sentence algorithm written as the official script has it (cubic closure, full
Bellman-Ford): the independent oracle that tests/test_m2scorer.py and benchmarks/bench_m2.py compare
gecnb's lattice code with. It lives with the tests, not in the package, and imports nothing from gecnb
(``tests/test_m2scorer.py`` checks that): the Levenshtein matrices, the edit graphs and their merge, the
weights and the gold match are restated here from nusnlp/m2scorer's ``scripts/levenshtein.py``
(commit cb874a7, ``batch_multi_pre_rec_f1``), so a bug in ``gecnb/metrics/m2scorer.py``'s lattice or match
cannot hide in both."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

EPSILON = 0.001  # set_weights' constant


def _gold_tuple(g: Any) -> tuple[int, int, str, tuple[str, ...]]:
    """A gold edit as (start, end, original, corrections): an object with those attributes or a 4-tuple."""
    if isinstance(g, tuple):
        return g[0], g[1], g[2], tuple(g[3])
    return g.start, g.end, g.original, tuple(g.corrections)


def _levenshtein_matrix(first: Sequence[str], second: Sequence[str], cost_sub: int, release32: bool = False) -> dict:
    """``levenshtein_matrix(first, second, 1, 1, cost_sub)``: the back-pointers of every cell, in the
    script's order (substitution / no-op, deletion, insertion), with the script's edit tuples
    ``(kind, start, end, original, correction, unchanged_words)``; an insertion in row 0 starts at 0
    (``release32``: the j-th spans (j-1, j-1), as release 3.2, 2122ffd, initialises the matrix)."""
    n, m = len(first), len(second)
    d = [[0] * (m + 1) for _ in range(n + 1)]
    back: dict = {}
    for i in range(1, n + 1):
        d[i][0] = i
        back[(i, 0)] = [((i - 1, 0), ("del", i - 1, i, first[i - 1], "", 0))]
    for j in range(1, m + 1):
        d[0][j] = j
        at = j - 1 if release32 else 0
        back[(0, j)] = [((0, j - 1), ("ins", at, at, "", second[j - 1], 0))]
    for i in range(1, n + 1):
        for j in range(1, m + 1):
            dele = d[i - 1][j] + 1
            ins = d[i][j - 1] + 1
            same = first[i - 1] == second[j - 1]
            sub = d[i - 1][j - 1] + (0 if same else cost_sub)
            best = min(sub, dele, ins)
            d[i][j] = best
            ptrs = []
            if sub == best:
                kind, unchanged = ("noop", 1) if same else ("sub", 0)
                ptrs.append(((i - 1, j - 1), (kind, i - 1, i, first[i - 1], second[j - 1], unchanged)))
            if dele == best:
                ptrs.append(((i - 1, j), ("del", i - 1, i, first[i - 1], "", 0)))
            if ins == best:
                ptrs.append(((i, j - 1), ("ins", i, i, "", second[j - 1], 0)))
            back[(i, j)] = ptrs
    return back


def _edit_graph(n: int, m: int, back: dict) -> tuple[list, list, dict]:
    """``edit_graph``: breadth-first from the last cell along the back-pointers."""
    V: list[tuple[int, int]] = []
    E: list[tuple[tuple[int, int], tuple[int, int]]] = []
    edits: dict = {}
    queue = [(n, m)]
    while queue:
        v = queue.pop(0)
        if v in V:
            continue
        V.append(v)
        for u, ed in back.get(v, []):
            E.append((u, v))
            edits[(u, v)] = ed
            if u not in queue:
                queue.append(u)
    return V, E, edits


def official_port_sentence(
    src_t: Sequence[str], hyp_t: Sequence[str], gold: Sequence[Any], max_unchanged: int = 2,
    release32: bool = False,
) -> list[tuple[int, int, str, str]]:
    """The official per-sentence algorithm as written in the script (cubic closure, full Bellman-Ford).

    A plain re-statement for tests and ``benchmarks/bench_m2.py``: lists for V and E, dicts for the
    distances and edits, the triple loop, the removal loop that mutates the list it iterates, and
    ``len(V) - 1`` Bellman-Ford passes. Exponential in nothing, but ``O(V**3)``. ``gold``: objects with
    ``start, end, original, corrections`` (gecnb's ``GoldEdit`` or any other) or 4-tuples. ``release32``:
    the first row of the matrices as release 3.2 has it (the only line that differs from the current code).
    """
    golds = [_gold_tuple(g) for g in gold]
    V1, E1, edits1 = _edit_graph(len(src_t), len(hyp_t), _levenshtein_matrix(src_t, hyp_t, 1, release32))
    V2, E2, edits2 = _edit_graph(len(src_t), len(hyp_t), _levenshtein_matrix(src_t, hyp_t, 2, release32))
    # merge_graph: vertices united and sorted; E1 + every edge of E2 (its "if e not in V" test compares an
    # edge with vertices, so it never filters: shared edges are in E twice), sorted; the first graph's edits
    V = sorted(set(V1) | set(V2))
    E = sorted(E1 + E2)
    edits = {**edits2, **edits1}
    dist: dict = dict.fromkeys(E, 1)

    def merge(e1: tuple, e2: tuple) -> tuple:
        t = e1[0] if e1[0] == e2[0] and e1[0] in ("noop", "ins", "del") else "sub"
        orig = " ".join(x for x in (e1[3], e2[3]) if x)
        corr = " ".join(x for x in (e1[4], e2[4]) if x)
        return (t, e1[1], e2[2], orig, corr, e1[5] + e2[5])

    inf = float("inf")
    for vk in V:
        for vi in V:
            if (vi, vk) not in edits:
                continue
            for vj in V:
                if (vk, vj) not in edits:
                    continue
                dik, dkj = dist.get((vi, vk), inf), dist.get((vk, vj), inf)
                if dik + dkj < dist.get((vi, vj), inf):
                    eij = merge(edits[(vi, vk)], edits[(vk, vj)])
                    if eij[-1] <= max_unchanged:
                        E.append((vi, vj))
                        dist[(vi, vj)] = dik + dkj
                        edits[(vi, vj)] = eij
    for edge in E:  # the official loop mutates the list it iterates: reproduced on purpose
        e = edits[edge]
        if e[0] == "noop" and dist[edge] > 1:
            E.remove(edge)
            dist[edge] = inf
            del edits[edge]
    # weights
    ret = dict(dist)
    M: dict = {}
    G: dict = {}
    for edge in E:
        k = (edits[edge][1], edits[edge][2])
        M.setdefault(k, []).append(edge)
        G.setdefault(k, [])
    for g in golds:
        G.setdefault((g[0], g[1]), []).append(g)

    def hit(ed: tuple, g: tuple) -> bool:
        return ed[1] == g[0] and ed[2] == g[1] and ed[3] == g[2] and ed[4] in g[3]

    for k in sorted(M):
        mk = sorted(M[k])
        if k[0] == k[1]:
            lptr, rptr, cur = 0, len(mk) - 1, 0
            g_l, g_r = 0, len(G[k]) - 1
            while lptr <= rptr:
                edge = mk[cur]
                matched = False
                order = list(range(g_l, g_r + 1)) if cur == lptr else list(reversed(range(g_l, g_r + 1)))
                for gi in order:
                    if hit(edits[edge], G[k][gi]):
                        matched = True
                        ret[edge] = -len(E)
                        if cur == lptr:
                            g_l = gi + 1
                        else:
                            g_r = gi - 1
                        break
                if not matched and edits[edge][0] != "noop":
                    ret[edge] += EPSILON
                if matched:
                    if cur == lptr:
                        lptr += 1
                        while lptr < len(mk) and mk[lptr][0] != mk[cur][1]:
                            ret[mk[lptr]] += EPSILON
                            lptr += 1
                        cur = lptr
                    else:
                        rptr -= 1
                        while rptr >= 0 and mk[rptr][1] != mk[cur][0]:
                            ret[mk[rptr]] += EPSILON
                            rptr -= 1
                        cur = rptr
                elif cur == lptr:
                    lptr += 1
                    cur = rptr
                else:
                    rptr -= 1
                    cur = lptr
        else:
            for edge in mk:
                if any(hit(edits[edge], g) for g in G[k]):
                    ret[edge] = -len(E)
                elif edits[edge][0] != "noop":
                    ret[edge] += EPSILON
    # Bellman-Ford, all passes
    d = dict.fromkeys(V, inf)
    d[(0, 0)] = 0
    path: dict = {}
    for _ in range(len(V) - 1):
        for edge in E:
            a, b = edge
            if d[a] + ret[edge] < d[b]:
                d[b] = d[a] + ret[edge]
                path[b] = a
    v = V[-1]
    seq = []
    while v in path:
        u = path[v]
        ed = edits[(u, v)]
        if ed[0] != "noop":
            seq.append((ed[1], ed[2], ed[3], ed[4]))
        v = u
    return seq
