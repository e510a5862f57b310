"""ERRANT 3.0's rule-based merger (``errant/en/merger.py``), in bounded time and without recursion.

ERRANT splits an alignment into runs of adjacent non-match operations and, for each run of ``k``
operations, tries every (start, end) pair of the run, longest first, until a merge or split rule fires;
then it recurses into the parts. Stock ERRANT builds spaCy spans and lists over their tokens for every
pair, so a run costs O(k^3) (O(k^4) when splits peel one operation at a time) and recursion goes up to
``k`` deep: an 800-token repetitive hypothesis took 23 s, and a run longer than Python's recursion limit
fails.

:func:`rule_merge` applies the same rules, in the same order, to the same pairs in the same order. The
token properties the rules read are taken from each sentence once (:class:`MergeTokens`) with prefix
sums over them, so that a pair is tested in constant time; the recursion is an explicit stack; and a
part split off a run skips the pairs the enclosing call already tested without a rule firing (see
:func:`_starts`). The output is ERRANT's, operation for operation: tests compare it with
``Merger.get_rule_edits`` on real CoNLL-2014 pairs and on generated runs.
"""

from __future__ import annotations

import re
from itertools import groupby
from string import punctuation
from typing import Any

Op = tuple[str, int, int, int, int]  # ERRANT's alignment operation: (op, o_start, o_end, c_start, c_end)
_USER_DATA_KEY = "gecnb.errant_merge.tokens"
_STRIP = re.compile("['-]")


def _pos_ids() -> tuple[int, int, frozenset[int], frozenset[int]]:
    """spaCy's ids of PUNCT and DET, ERRANT's open-class POS set, and the auxiliary/particle/verb set."""
    import spacy.symbols as POS

    open_pos = frozenset({POS.ADJ, POS.AUX, POS.ADV, POS.NOUN, POS.VERB})  # errant.en.merger.open_pos
    return POS.PUNCT, POS.DET, open_pos, frozenset({POS.AUX, POS.PART, POS.VERB})


def _prefix(flags: list[bool]) -> list[int]:
    out = [0]
    for f in flags:
        out.append(out[-1] + f)
    return out


class MergeTokens:
    """What the merge rules read from one parsed sentence, with prefix sums over token ranges."""

    __slots__ = ("det", "joined", "lower", "n_avp", "n_open", "off", "pos", "pos_prefix", "possessive", "punct",
                 "texts", "upper0")

    def __init__(self, doc: Any):
        from spacy.attrs import LOWER, POS, TAG

        punct_pos, det, open_pos, avp = _pos_ids()
        arr = doc.to_array([LOWER, POS, TAG]).reshape(len(doc), 3).tolist()
        strings = doc.vocab.strings
        possessive_tag = strings.add("POS")
        self.texts: list[str] = [t.text for t in doc]
        self.lower: list[int] = [x[0] for x in arr]
        self.pos: list[int] = [x[1] for x in arr]
        self.possessive: list[bool] = [x[2] == possessive_tag for x in arr]
        self.upper0: list[bool] = [t[0].isupper() for t in self.texts]
        self.punct: list[bool] = [p == punct_pos or t in punctuation for p, t in zip(self.pos, self.texts, strict=True)]
        self.det: list[bool] = [p == det for p in self.pos]
        stripped = [_STRIP.sub("", strings[x]) for x in self.lower]
        self.joined = "".join(stripped)
        self.off = [0]
        for x in stripped:
            self.off.append(self.off[-1] + len(x))
        self.n_open = _prefix([p in open_pos for p in self.pos])
        self.n_avp = _prefix([p in avp for p in self.pos])
        self.pos_prefix = {p: _prefix([q == p for q in self.pos]) for p in set(self.pos)}

    @classmethod
    def of(cls, doc: Any) -> MergeTokens:
        """The properties of ``doc``, computed on first use and kept in its ``user_data``."""
        got = doc.user_data.get(_USER_DATA_KEY)
        if got is None:
            got = doc.user_data[_USER_DATA_KEY] = cls(doc)
        return got

    def n_pos(self, p: int, a: int, b: int) -> int:
        """Tokens with POS ``p`` in ``[a, b)``."""
        pref = self.pos_prefix.get(p)
        return 0 if pref is None else pref[b] - pref[a]

    def stripped(self, a: int, b: int) -> str:
        """``sub("['-]", "", "".join(lower_ of tokens a..b-1))``, as the whitespace/hyphen rule builds it."""
        return self.joined[self.off[a] : self.off[b]]


def _merge(seq: list[Op]) -> list[Op]:
    """errant.en.merger.merge_edits."""
    return [("X", seq[0][1], seq[-1][2], seq[0][3], seq[-1][4])] if seq else seq


def _char_cost(a: str, b: str) -> float:
    from rapidfuzz.distance import Indel

    return 1 - Indel.normalized_distance(a, b)


Frontier = tuple[int, int, int, int]
"""What a part of a run inherits from the call that split it off: that call's first firing pair (its
span and start), the part's offset in that call's run, and that run's length."""

Part = tuple[bool, list[Op], Frontier | None]  # (to process further?, operations, inherited frontier)


def _starts(span: int, k: int, frontier: Frontier | None) -> list[int] | range:
    """The starts of pairs of length ``span`` that must be tested, ascending.

    The call that split this part off tested every pair before its firing pair in ERRANT's order (longer
    spans first, then lower starts) and none fired. A pair of this part is the same pair there, shifted by
    the offset, and fires under the same conditions, except where a rule looks at the position in the run:
    "start == 0" (the part's first pair vs. the parent's) and, for 2-operation pairs, "end == last".
    Those are tested again; the others are skipped. (Testing a pair again is always correct: skipping is
    what saves the time, and it is exact because those pairs were tested already.)"""
    n = k - span
    if frontier is None:
        return range(n)
    f_span, f_start, off, k_parent = frontier
    if span > f_span:
        known = n
    elif span == f_span:
        known = max(0, min(n, f_start - off))
    else:
        return range(n)
    again = set()
    if off > 0 and known > 0:
        again.add(0)
    if span == 1:
        for st in (k - 2, k_parent - 2 - off):  # end == last here, or end == last in the parent
            if 0 <= st < known:
                again.add(st)
    return [*sorted(again), *range(known, n)]


def _step(seq: list[Op], orig: Any, cor: Any, frontier: Frontier | None) -> list[Part]:
    """One call of ERRANT's ``process_seq``: the parts it returns, in order."""
    if len(seq) <= 1:
        return [(False, seq, None)]
    ops = [x[0] for x in seq]
    if set(ops) == {"D"} or set(ops) == {"I"}:
        return [(False, _merge(seq), None)]
    o, c = MergeTokens.of(orig), MergeTokens.of(cor)
    det_ok_o = ops[-1] in ("D", "S")
    det_ok_c = ops[-1] in ("I", "S")
    n_s = _prefix([x == "S" for x in ops])
    k = len(seq)

    def split(*parts: tuple[bool, int, int], span: int, start: int) -> list[Part]:
        """Parts given as (to process?, from, to) slices of ``seq``; processed parts inherit the frontier."""
        return [(todo, seq[i:j], (span, start, i, k) if todo else None) for todo, i, j in parts]

    def merged(i: int, j: int) -> tuple[bool, list[Op], None]:
        return (False, _merge(seq[i:j]), None)

    # combinations(range(k), 2) sorted by length, longest first; the sort is stable, so start ascending
    for span in range(k - 1, 0, -1):
        for start in _starts(span, k, frontier):
            end = start + span
            if n_s[end + 1] == n_s[start]:
                continue  # no substitution in the range
            a, b, ca, cb = seq[start][1], seq[end][2], seq[start][3], seq[end][4]
            lo, lc = b - a, cb - ca
            # first token possessive suffixes
            if start == 0 and (o.possessive[a] or c.possessive[ca]):
                return split((False, 0, 1), (True, 1, k), span=span, start=start)
            # merge possessive suffixes: [friends -> friend 's]
            if o.possessive[b - 1] or c.possessive[cb - 1]:
                return [*split((True, 0, end - 1), span=span, start=start), merged(end - 1, end + 1),
                        *split((True, end + 1, k), span=span, start=start)]
            # case changes
            if o.lower[b - 1] == c.lower[cb - 1]:
                # merge first token I or D: [Cat -> The big cat]
                if start == 0 and ((lo == 1 and c.upper0[ca]) or (lc == 1 and o.upper0[a])):
                    return [merged(start, end + 1), *split((True, end + 1, k), span=span, start=start)]
                # merge with previous punctuation: [, we -> . We], [we -> . We]
                if (lo > 1 and o.punct[b - 2]) or (lc > 1 and c.punct[cb - 2]):
                    return [*split((True, 0, end - 1), span=span, start=start), merged(end - 1, end + 1),
                            *split((True, end + 1, k), span=span, start=start)]
            # merge whitespace/hyphens: [acat -> a cat], [sub - way -> subway]
            if o.off[b] - o.off[a] == c.off[cb] - c.off[ca] and o.stripped(a, b) == c.stripped(ca, cb):
                return [*split((True, 0, start), span=span, start=start), merged(start, end + 1),
                        *split((True, end + 1, k), span=span, start=start)]
            # merge same POS or auxiliary/infinitive/phrasal verbs: [to eat -> eating], [watch -> look at]
            if lo != lc:
                same_pos = o.n_pos(o.pos[a], a, b) + c.n_pos(o.pos[a], ca, cb) == lo + lc
                verbal = (o.n_avp[b] - o.n_avp[a]) + (c.n_avp[cb] - c.n_avp[ca]) == lo + lc
                if same_pos or verbal:
                    return [*split((True, 0, start), span=span, start=start), merged(start, end + 1),
                            *split((True, end + 1, k), span=span, start=start)]
            # split rules take effect when we get to the smallest chunks
            if span < 2:
                # split adjacent substitutions; split similar substitutions at sequence boundaries
                if lo == lc == 2 or (ops[start] == "S" and _char_cost(o.texts[a], c.texts[ca]) > 0.75) or (
                    ops[end] == "S" and _char_cost(o.texts[b - 1], c.texts[cb - 1]) > 0.75
                ):
                    return split((True, 0, start + 1), (True, start + 1, k), span=span, start=start)
                # split final determiners
                if end == k - 1 and ((det_ok_o and o.det[b - 1]) or (det_ok_c and c.det[cb - 1])):
                    return [*split((True, 0, k - 1), span=span, start=start), (False, [seq[-1]], None)]
    # no rule fired: every pair with a substitution was tested, the whole run among them (if it has one);
    # ERRANT merges the run if any of them holds a content word, i.e. if the whole run does
    a, b, ca, cb = seq[0][1], seq[-1][2], seq[0][3], seq[-1][4]
    content = n_s[k] > 0 and (o.n_open[b] - o.n_open[a]) + (c.n_open[cb] - c.n_open[ca]) > 0
    return [(False, _merge(seq) if content else seq, None)]


def process_seq(seq: list[Op], orig: Any, cor: Any) -> list[Op]:
    """ERRANT's ``process_seq`` for one run of D / I / S operations between two parsed sentences, with an
    explicit stack."""
    out: list[Op] = []
    stack: list[Part] = [(True, seq, None)]
    while stack:
        todo, part, frontier = stack.pop()
        if not todo:
            out.extend(part)
            continue
        stack.extend(reversed(_step(part, orig, cor, frontier)))
    return out


def rule_merge(align_seq: list[Op], orig: Any, cor: Any) -> list[Op]:
    """ERRANT's ``get_rule_edits`` for the alignment of two parsed sentences, as operations: each becomes
    ``errant.edit.Edit(orig, cor, op[1:])``."""
    out: list[Op] = []
    for op, group in groupby(align_seq, lambda x: x[0][0] if x[0][0] in ("M", "T") else False):
        run = list(group)
        if op == "M":
            continue
        if op == "T":  # a transposition is always an edit of its own
            out.extend(run)
        else:
            out.extend(process_seq(run, orig, cor))
    return out
