"""The NUS M2 scorer's per-sentence algorithm written as the official script has it (cubic closure, full
Bellman-Ford): the independent oracle that tests/test_m2scorer.py and benchmarks/bench_m2.py compare
gecnb's lattice code with. It lives with the tests, not in the package."""

from __future__ import annotations

from collections.abc import Sequence

from gecnb.metrics.m2scorer import EPSILON, GoldEdit, _gold_matches, _levenshtein_lattices


def official_port_sentence(
    src_t: Sequence[str], hyp_t: Sequence[str], gold: Sequence[GoldEdit], max_unchanged: int = 2,
) -> list[tuple[int, int, str, str]]:
    """The official per-sentence algorithm as written in the script (cubic closure, full Bellman-Ford).

    A plain re-statement for tests and ``benchmarks/bench_m2.py``: lists for V and E, dicts for the
    distances and edits, the triple loop, the removal loop that mutates the list it iterates, and
    ``len(V) - 1`` Bellman-Ford passes. Exponential in nothing, but ``O(V**3)``.
    """
    w = len(hyp_t) + 1
    V: list[tuple[int, int]] = []
    E: list[tuple[tuple[int, int], tuple[int, int]]] = []
    dist: dict = {}
    edits: dict = {}
    for lattice in _levenshtein_lattices(src_t, hyp_t):
        for a, b, kind in sorted(lattice):
            va, vb = divmod(a, w), divmod(b, w)
            for v in (va, vb):
                if v not in V:
                    V.append(v)
            E.append((va, vb))
            i, j = vb
            if kind == 0:
                t = "noop" if src_t[i - 1] == hyp_t[j - 1] else "sub"
                edits[(va, vb)] = (t, i - 1, i, src_t[i - 1], hyp_t[j - 1], 1 if t == "noop" else 0)
            elif kind == 1:
                edits[(va, vb)] = ("del", i - 1, i, src_t[i - 1], "", 0)
            else:
                edits[(va, vb)] = ("ins", i, i, "", hyp_t[j - 1], 0)
            dist[(va, vb)] = 1
    if not V:
        V.append((0, 0))
    V.sort()
    E.sort()

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
    for g in gold:
        G.setdefault((g.start, g.end), []).append(g)

    def hit(ed: tuple, g: GoldEdit) -> bool:
        return _gold_matches((ed[1], ed[2], ed[3], ed[4]), g)

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
