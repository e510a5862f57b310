"""The M2 scorer (MaxMatch, Dahlmeier and Ng 2012) with the semantics of the official NUS script, and
the registered metric ``m2`` (:class:`M2Metric`, configured by :class:`M2Config`).

The metric takes hypotheses as text (an M2 hypothesis gives its corrected sentences) and the gold edits
from the reference set's M2 blocks when it was read from M2 (so that alternatives and annotator ids are
the file's), else from its given edits, else extracted from the references with the language's default
extractor (ERRANT for English), as the signature says (:func:`m2_gold`).

What "the official semantics" means here (``nusnlp/m2scorer``, version 3.2, ``scripts/levenshtein.py``
``batch_multi_pre_rec_f1`` and ``scripts/m2scorer.py``), reimplemented, not copied:

* **Which code.** By default the repository as it is now (d12eea2, 2016: "edits the initialization of
  L-matrix"). ``M2Config(code="release-3.2")`` is the 2014 release 3.2 (2122ffd), which the CoNLL-2014 shared
  task, Sakaguchi et al. 2016 and PT-M2's copy of the script ran; the two differ only in the spans of
  insertions before the first source word (:attr:`M2Config.code`), and the signature names which.

* **Edit lattice.** Two Levenshtein matrices between the source and hypothesis tokens (insertion and
  deletion cost 1; substitution cost 1 in one, 2 in the other; a match costs 0). Every cell reachable
  backwards from the last cell through minimal back-pointers is a vertex; every back-pointer between
  such cells is an edge (``ins``/``del``/``sub``/``noop``). The two lattices are merged; an edge present
  in both appears *twice* in the official edge list (its duplicate check compares an edge with the
  vertex list), and that multiplicity changes weights, so it is kept.
* **Transitive arcs.** A Floyd-Warshall style pass over the vertices in sorted order joins an arc ending
  at ``k`` with an edge leaving ``k`` when that shortens the (step-count) distance and the merged edit
  has at most ``max_unchanged_words`` matched tokens; every accepted improvement is appended to the edge
  list (again: duplicates count). All-``noop`` arcs longer than one step are then removed by a loop that
  removes from the list it is iterating over, which skips the element after each removal; the skipped
  ones stay. Both effects are reproduced.
* **Weights.** Per annotator: an arc equal to a gold edit (same span, same source text, correction among
  the gold alternatives ``a||b``) weighs ``-len(E)``; every other non-noop arc its distance plus 0.001
  per occurrence in the edge list; insertions at one position are matched with the script's two-pointer
  walk (including its extra 0.001 on skipped arcs).
* **Best path.** Bellman-Ford from ``(0, 0)``; back-tracking from the last cell gives the system edits.
  Matching to gold uses the script's ``matchSeq`` (in order, a gold list pointer that only moves forward,
  and no ``break``: an edit equal to two gold edits counts twice).
* **Annotator choice.** Per sentence, every annotator that has a line in the block (a ``noop`` line makes
  an annotator with no edits; a block with no line at all has one annotator without edits) is tried in
  ascending id order; the one maximising the *running corpus* F (ties: more correct, then smaller
  ``proposed + beta**2 * gold``) is kept. So in CoNLL-2014's 88 blocks with only annotator 0's lines,
  only annotator 0 is considered: exactly as the file is. ``M2Config(annotator_choice="sentence")``
  instead maximises the sentence's own F (same tie rule), as PT-M2's ``compute_sentm2`` and SEEDA's SentM2.
* **Case** matters (the script's default; ``ignore_whitespace_casing=True`` drops edits that only change
  case or spaces, as ``--ignore_whitespace_casing``). Corpus P, R and F are computed as the script does
  (``P = 1`` with nothing proposed, ``R = 1`` with no gold edits, ``F`` from P and R).

**Why the official script blows up, and what is different here.** It does not enumerate paths; its cost
is the lattice size. On a repetitive or very unequal pair (a 400-token hypothesis of one word, an empty
hypothesis) almost every cell of the ``(n+1) x (m+1)`` matrix lies on some optimal alignment, so the
lattice has ``V ~ n*m`` vertices, and the script's triple loop over vertices for the transitive arcs costs
``V**3`` (its vertex and queue membership tests on lists and ``E.remove`` add more), Bellman-Ford
``V * E``. This module computes exactly the same thing with different bookkeeping:

1. the triple loop only ever combines an arc *into* ``k`` with a base edge *out of* ``k``: the vertex
   order is topological (every edge goes from a smaller to a larger ``(i, j)``), so when ``k`` is
   processed all arcs into ``k`` are final and no arc out of ``k`` other than base edges exists yet.
   Iterating only those, in the same order (``k``, then ``i``, then ``j``), appends the same arcs in the
   same order with the same distances, counts and types, in ``O(sum_k indeg(k) * outdeg(k))``;
2. the removal loop is simulated on indices (remove the first occurrence, skip the next element);
3. Bellman-Ford runs over the same edge list in the same order but stops after the first pass without a
   strict improvement: from then on every later pass is a no-op, so distances, back-pointers and hence
   the chosen edits are identical, in ``O(passes * E)`` instead of ``O(V * E)``.

The equivalence is also tested against a straightforward port of the script
(:func:`_official_port_sentence`) on random sentences (``tests/test_m2scorer.py``).
What can still be large is the number of transitive arcs itself (``~V**2`` on degenerate input).
Above ``M2Config.max_arcs`` (default 1,000,000; the largest CoNLL-2014 / SEEDA sentence has 253,303) a
sentence is scored by a bounded fallback (:func:`_fallback_sentence`, ``O(V)`` states): the same lattice
and the same gold matching, the best path maximising the number of gold arcs, then minimising the
steps spent in non-gold edits, then the number of edits, with at most ``max_unchanged_words`` matched
tokens inside an edit. That is the order the official weights encode (``-len(E)`` dominates, then
distances, then the 0.001s); only the tie-breaks between equally good paths can differ. Such sentences
are flagged ``exact=False`` in the sentence table and a warning names them.
"""

from __future__ import annotations

import warnings
from collections import defaultdict, deque
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import partial
from os import PathLike
from typing import Literal

import numpy as np
import pandas as pd

from gecnb.data.checks import MAX_ALIGN_TOKENS
from gecnb.data.corpus import Corpus, ReferenceSet
from gecnb.data.edit import Edit
from gecnb.data.errors import GecInputError
from gecnb.data.m2 import m2_blocks
from gecnb.data.signature import Signature, SignaturePairs, signature_pairs
from gecnb.data.text import read_text, read_utf8
from gecnb.metrics._common import edits_label
from gecnb.metrics.aggregate import Aggregate, ChoiceAggregate, mean_aggregate
from gecnb.metrics.base import Metric, Scored, impl_pairs, register
from gecnb.metrics.prf import f_totals_arrays, prf_totals

__all__ = [
    "GoldEdit",
    "M2Config",
    "M2GoldSentence",
    "M2Metric",
    "m2_candidates",
    "m2_corpus",
    "m2_gold",
    "m2_gold_edits_label",
    "m2_score",
    "m2_sentences",
    "m2_systems",
    "parse_m2_gold",
    "read_m2_gold",
    "resample_corpus_f",
]

PathType = str | PathLike[str]
EPSILON = 0.001
_NOOP, _INS, _DEL, _SUB = 0, 1, 2, 3
_TYPE_NAMES = ("noop", "ins", "del", "sub")
AnnotatorChoice = Literal["running", "sentence"]
M2Code = Literal["current", "release-3.2"]
_CODE_IDS = {"current": "nusnlp-m2scorer-d12eea2", "release-3.2": "nusnlp-m2scorer-3.2-2122ffd"}


@dataclass(frozen=True)
class M2Config:
    """Settings of the M2 scorer; the defaults are the official script's."""

    beta: float = 0.5
    max_unchanged_words: int = 2
    ignore_whitespace_casing: bool = False
    max_arcs: int = 1_000_000
    annotator_choice: AnnotatorChoice = "running"
    """How each sentence's annotator is chosen: ``"running"`` (the official script: the annotator maximising
    the running corpus F, i.e. the counts of the sentences before plus this one) or ``"sentence"`` (the
    annotator maximising that sentence's own F, as PT-M2's ``compute_sentm2`` and SEEDA's SentM2 do; ties
    alike: more correct, then smaller ``proposed + beta**2 * gold``). It changes the corpus counts too."""
    code: M2Code = "current"
    """Which official code: ``"current"`` (nusnlp/m2scorer as it is now, d12eea2 of 2016) or ``"release-3.2"``
    (the 2014 release 3.2, 2122ffd, that the CoNLL-2014 shared task and Sakaguchi et al. 2016 ran). They differ
    in one line: release 3.2 gives the j-th token inserted before the first source word the span
    ``(j-1, j-1)`` instead of ``(0, 0)``, so a multi-token insertion at the start of a sentence never matches
    its gold edit, and the j-th inserted token can match a gold insertion at source position ``j-1``. Spans are
    composed through the transitive arcs as the script composes them (first edit's start, last edit's end).
    Sentences scored by the bounded fallback (``exact=False``) keep the current code's spans."""

    def __post_init__(self) -> None:
        from gecnb.metrics.options import check_choice, check_number

        check_number("beta", self.beta, low=0, low_open=True)
        check_number("max_unchanged_words", self.max_unchanged_words, low=0, integer=True)
        check_number("max_arcs", self.max_arcs, low=1, integer=True)
        check_choice("annotator_choice", self.annotator_choice, ("running", "sentence"))
        check_choice("code", self.code, tuple(_CODE_IDS))

    @property
    def case_label(self) -> str:
        """How edits are compared, as signatures name it: ``"insensitive+ws"`` (``ignore_whitespace_casing``)
        or ``"sensitive"``."""
        return "insensitive+ws" if self.ignore_whitespace_casing else "sensitive"

    def signature(self) -> SignaturePairs:
        ann = "running-corpus-F" if self.annotator_choice == "running" else "sentence-F"
        return signature_pairs(
            ("impl", f"M2,{_CODE_IDS[self.code]}"), ("beta", f"{self.beta:g}"),
            ("max_unchanged_words", self.max_unchanged_words), ("case", self.case_label), ("annotator", ann),
            ("max_arcs", self.max_arcs))


@dataclass(frozen=True)
class GoldEdit:
    """A gold edit as the M2 scorer sees it: token span, source text, alternative corrections."""

    start: int
    end: int
    original: str
    corrections: tuple[str, ...]


@dataclass(frozen=True)
class M2GoldSentence:
    """One M2 block: source and, per annotator id that has a line in the block, its gold edits."""

    source: str
    annotators: tuple[tuple[int, tuple[GoldEdit, ...]], ...]
    line: int


# ----------------------------------------------------------------------------------------------- reading


def parse_m2_gold(text: str, *, file: PathType | None = None, strict: bool = True) -> list[M2GoldSentence]:
    """Parse M2 text the way the official scorer's ``load_annotation`` does.

    Blocks are separated by blank lines; ``noop`` lines (or ``-1 -1``) make an annotator with no edits;
    corrections are split on ``||`` and ``-NONE-`` is the empty correction; the annotator id is the
    sixth field. Differences, all on input the script mishandles: CRLF line ends are accepted, and a
    malformed line, an edit outside the source or a block with two ``S`` lines is a
    :class:`GecInputError` naming the file and line instead of an assertion or a silently dropped edit.
    With ``strict=False`` an edit outside the source is dropped as the script drops it (with a warning
    that counts them), for files such as the SN-8GEC automatic conversions.
    """
    dropped: list[int] = []
    out: list[M2GoldSentence] = []

    def read_block(block: list[tuple[int, str]]) -> None:
        first_no, first = block[0]
        source = first[2:].strip()
        toks = source.split()
        anns: dict[int, list[GoldEdit]] = {}
        for no, ln in block[1:]:
            if ln.startswith("I "):
                continue
            if ln.startswith("T"):
                raise GecInputError(
                    f"ChERRANT target line {ln[:20]!r}: the M2 scorer reads ERRANT / CoNLL M2 (S and A lines) and "
                    "cannot use ChERRANT's T lines (which A lines belong to which target and alignment); score "
                    "ChERRANT M2 with --metric cherrant --language zh (ChERRANT's scorer), or its targets (gecnb.data.m2.read_m2) as "
                    "text references", file=file, line=no)
            if not ln.startswith("A"):
                raise GecInputError(f"unexpected line in an M2 block: {ln[:40]!r}", file=file, line=no)
            fields = ln[2:].split("|||")
            if len(fields) < 6:
                raise GecInputError(f"malformed edit line (fewer than 6 '|||' fields): {ln[:60]!r}",
                                    file=file, line=no)
            try:
                s_str, e_str = fields[0].split()
                start, end = int(s_str), int(e_str)
                annotator = int(fields[5])
            except ValueError:
                raise GecInputError(f"malformed edit line: {ln[:60]!r}", file=file, line=no) from None
            lst = anns.setdefault(annotator, [])
            if fields[1] == "noop" or (start == -1 and end == -1):
                continue  # the script sets noop offsets to -1 and then filters them out
            if start < 0 or end < 0 or start > end:
                raise GecInputError(f"edit span {start}-{end}: {'a negative offset' if min(start, end) < 0 else 'start after end'}"
                                    " (only a noop line may read -1 -1)", file=file, line=no)
            if end > len(toks) and not strict:
                dropped.append(no)
                continue
            if end > len(toks):
                raise GecInputError(f"edit span {start}-{end} outside the source of {len(toks)} tokens",
                                    file=file, line=no)
            corrs = tuple("" if c == "-NONE-" else c.strip() for c in fields[2].split("||"))
            lst.append(GoldEdit(start, end, " ".join(toks[start:end]), corrs))
        if not anns:
            anns[0] = []
        out.append(M2GoldSentence(source, tuple((a, tuple(anns[a])) for a in sorted(anns)), first_no))

    for block in m2_blocks(text, file=file):
        read_block(block)
    if dropped:
        warnings.warn(f"{file or '<input>'}: dropped {len(dropped)} edit(s) outside their source, as the official "
                      f"scorer does (first at line {dropped[0]})", RuntimeWarning, stacklevel=2)
    return out


def read_m2_gold(path: PathType, *, strict: bool = True) -> list[M2GoldSentence]:
    """Read an M2 gold file for the M2 scorer (see :func:`parse_m2_gold`)."""
    return parse_m2_gold(read_utf8(path).lstrip("\ufeff"), file=path, strict=strict)


# ------------------------------------------------------------------------------------------- the lattice


def _levenshtein_lattices(
    src: Sequence[str], hyp: Sequence[str]
) -> tuple[set[tuple[int, int, int]], set[tuple[int, int, int]]]:
    """Edges ``(a, b, kind)`` of the minimal-alignment lattices ending in (n, m), substitution cost 1 and 2.

    Cells are ids ``i*(m+1)+j``; ``kind`` is 0 for a diagonal step, 1 for a deletion, 2 for an insertion.
    A lattice is the set of back-pointers reachable backwards from the last cell.
    """
    n, m = len(src), len(hyp)
    w = m + 1
    size = (n + 1) * w
    flags1 = bytearray(size)  # bit 1 diagonal, 2 deletion, 4 insertion
    flags2 = bytearray(size)
    for j in range(1, m + 1):
        flags1[j] = flags2[j] = 4
    prev1 = list(range(m + 1))
    prev2 = list(range(m + 1))
    for i in range(1, n + 1):
        cur1 = [i] * (m + 1)
        cur2 = [i] * (m + 1)
        base = i * w
        flags1[base] = flags2[base] = 2
        s = src[i - 1]
        left1 = left2 = i
        for j in range(1, m + 1):
            same = s == hyp[j - 1]
            # substitution cost 1
            sub = prev1[j - 1] if same else prev1[j - 1] + 1
            dele = prev1[j] + 1
            ins = left1 + 1
            best = sub if sub < dele else dele
            if ins < best:
                best = ins
            cur1[j] = left1 = best
            flags1[base + j] = (sub == best) | ((dele == best) << 1) | ((ins == best) << 2)
            # substitution cost 2
            sub = prev2[j - 1] if same else prev2[j - 1] + 2
            dele = prev2[j] + 1
            ins = left2 + 1
            best = sub if sub < dele else dele
            if ins < best:
                best = ins
            cur2[j] = left2 = best
            flags2[base + j] = (sub == best) | ((dele == best) << 1) | ((ins == best) << 2)
        prev1, prev2 = cur1, cur2
    return _walk_back(flags1, n * w + m, w), _walk_back(flags2, n * w + m, w)


def _walk_back(flags: bytearray, last: int, w: int) -> set[tuple[int, int, int]]:
    edges: set[tuple[int, int, int]] = set()
    seen = {last}
    stack = [last]
    steps = ((1, w + 1, 0), (2, w, 1), (4, 1, 2))
    while stack:
        v = stack.pop()
        f = flags[v]
        for bit, back, kind in steps:
            if f & bit:
                u = v - back
                edges.add((u, v, kind))
                if u not in seen:
                    seen.add(u)
                    stack.append(u)
    return edges


class _Lattice:
    """The merged lattice with its transitive arcs, as the official script leaves it before weighting.

    ``edges`` is the official edge list (duplicates included, same order); ``info[(a, b)]`` is
    ``(dist, unchanged, type)``; ``vertices`` sorted. ``too_big`` is set when ``max_arcs`` was exceeded
    (then only ``base`` is filled in). ``spans`` is None for the current code, where an arc's edit spans the
    source rows of its ends; with ``release32`` it maps every arc to the span release 3.2 gives its edit
    (:attr:`M2Config.code`).
    """

    __slots__ = ("base", "edges", "hyp", "info", "m", "n", "spans", "src", "too_big", "vertices", "width")

    def __init__(self, src: Sequence[str], hyp: Sequence[str], max_unchanged: int, max_arcs: int,
                 release32: bool = False):
        self.src, self.hyp = src, hyp
        self.n, self.m = len(src), len(hyp)
        w = self.width = self.m + 1
        e1, e2 = _levenshtein_lattices(src, hyp)
        info: dict[tuple[int, int], tuple[int, int, int]] = {}
        base_list: list[tuple[int, int]] = []
        verts: set[int] = set()
        spans: dict[tuple[int, int], tuple[int, int]] | None = {} if release32 else None
        for a, b, kind in e1 | e2:
            if kind == 0:
                i, j = divmod(b, w)
                t = _NOOP if src[i - 1] == hyp[j - 1] else _SUB
            else:
                t = _DEL if kind == 1 else _INS
            info[(a, b)] = (1, 1 if t == _NOOP else 0, t)
            verts.add(a)
            verts.add(b)
            if spans is not None:  # release 3.2: the j-th insertion of row 0 spans (j-1, j-1)
                spans[(a, b)] = (a, a) if b < w else (a // w, b // w)
        self.spans = spans
        for a, b, _k in e1:
            base_list.append((a, b))
        for a, b, _k in e2:
            base_list.append((a, b))
        base_list.sort()
        self.base = base_list
        self.vertices = sorted(verts) if verts else [0]
        self.too_big = False
        # transitive arcs (see the module docstring, point 1)
        succ: dict[int, list[int]] = defaultdict(list)
        into: dict[int, dict[int, tuple[int, int, int]]] = defaultdict(dict)
        for (a, b), inf in info.items():
            succ[a].append(b)
            into[b][a] = inf
        for a in succ:
            succ[a].sort()
        appended: list[tuple[int, int]] = []
        for k in self.vertices:
            outs = succ.get(k)
            arcs_k = into.get(k)
            if not outs or not arcs_k:
                continue
            out_info = [(b, info[(k, b)]) for b in outs]
            for a in sorted(arcs_k):
                d, c, t = arcs_k[a]
                nd = d + 1
                for b, (_bd, bc, bt) in out_info:
                    into_b = into[b]
                    cur = into_b.get(a)
                    if cur is not None and nd >= cur[0]:
                        continue
                    nc = c + bc
                    if nc > max_unchanged:
                        continue
                    nt = t if (t == bt and t != _SUB) else _SUB
                    into_b[a] = (nd, nc, nt)
                    appended.append((a, b))
                    if spans is not None:  # merge_edits: the first edit's start, the last one's end
                        spans[(a, b)] = (spans[(a, k)][0], spans[(k, b)][1])
            if len(appended) > max_arcs:
                self.too_big = True
                self.spans = None  # the bounded fallback keeps the current code's spans
                self.info = info
                self.edges = base_list
                return
        for b, into_b in into.items():
            for a, inf in into_b.items():
                info[(a, b)] = inf
        # removal of noop arcs longer than one step, with the skip of the official loop (point 2)
        alive = [True] * len(appended)
        first: dict[tuple[int, int], deque[int]] = defaultdict(deque)
        for pos, pair in enumerate(appended):
            first[pair].append(pos)
        deleted: set[tuple[int, int]] = set()
        pos = 0
        while pos < len(appended):
            pair = appended[pos]
            if pair in deleted:  # the official script raises KeyError here; drop the stale copy
                alive[first[pair].popleft()] = False
                pos += 1
                continue
            d, _c, t = info[pair]
            if t == _NOOP and d > 1:
                alive[first[pair].popleft()] = False
                deleted.add(pair)
                pos += 2
            else:
                pos += 1
        for pair in deleted:
            del info[pair]
        self.info = info
        self.edges = base_list + [p for p, ok in zip(appended, alive, strict=True) if ok]

    def texts(self, a: int, b: int) -> tuple[int, int, str, str]:
        """The official edit tuple ``(start, end, original, correction)`` of the arc a->b."""
        ia, ja = divmod(a, self.width)
        ib, jb = divmod(b, self.width)
        start, end = (ia, ib) if self.spans is None else self.spans[(a, b)]
        return start, end, " ".join(self.src[ia:ib]), " ".join(self.hyp[ja:jb])

    def span(self, a: int, b: int) -> tuple[int, int]:
        """The ``(start, end)`` of the arc a->b's edit."""
        if self.spans is None:
            return a // self.width, b // self.width
        return self.spans[(a, b)]


def _lattice(src_t: Sequence[str], hyp_t: Sequence[str], config: M2Config) -> _Lattice:
    """The edit lattice of one sentence as ``config``'s code builds it (:attr:`M2Config.code`)."""
    return _Lattice(src_t, hyp_t, config.max_unchanged_words, config.max_arcs, config.code == "release-3.2")


def _gold_matches(edit: tuple[int, int, str, str], gold: GoldEdit) -> bool:
    return edit[0] == gold.start and edit[1] == gold.end and edit[2] == gold.original and (
        edit[3] in gold.corrections
    )


class _Weigher:
    """``set_weights`` of the official script, with the no-gold weights computed once per sentence."""

    def __init__(self, lat: _Lattice):
        self.lat = lat
        info = lat.info
        groups: dict[tuple[int, int], list[tuple[int, int]]] = defaultdict(list)
        default: dict[tuple[int, int], float] = {}
        for pair in lat.edges:
            d, _c, t = info[pair]
            groups[lat.span(*pair)].append(pair)
            if pair not in default:
                default[pair] = d
            if t != _NOOP:
                default[pair] += EPSILON
        for k in groups:
            groups[k].sort()
        self.groups = groups
        self.default = default
        self.n_edges = len(lat.edges)

    def weights(self, gold: Sequence[GoldEdit]) -> dict[tuple[int, int], float]:
        gk: dict[tuple[int, int], list[GoldEdit]] = defaultdict(list)
        for g in gold:
            gk[(g.start, g.end)].append(g)
        touched = [k for k in gk if k in self.groups]
        if not touched:
            return self.default
        lat, info = self.lat, self.lat.info
        ret = dict(self.default)
        neg = -self.n_edges
        for k in touched:
            mk = self.groups[k]
            golds = gk[k]
            for pair in mk:  # undo the defaults of this group: it is recomputed from scratch below
                ret[pair] = info[pair][0]
            if k[0] != k[1]:
                for pair in mk:
                    ed = lat.texts(*pair)
                    if any(_gold_matches(ed, g) for g in golds):
                        ret[pair] = neg
                    elif info[pair][2] != _NOOP:
                        ret[pair] += EPSILON
                continue
            # insertions at one position: the two-pointer walk of the script
            lptr, rptr = 0, len(mk) - 1
            cur = lptr
            g_l, g_r = 0, len(golds) - 1
            while lptr <= rptr:
                pair = mk[cur]
                ed = lat.texts(*pair)
                order = range(g_l, g_r + 1) if cur == lptr else range(g_r, g_l - 1, -1)
                hit = False
                for gi in order:
                    if _gold_matches(ed, golds[gi]):
                        hit = True
                        ret[pair] = neg
                        if cur == lptr:
                            g_l = gi + 1
                        else:
                            g_r = gi - 1
                        break
                if not hit and info[pair][2] != _NOOP:
                    ret[pair] += EPSILON
                if hit:
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
        return ret


def _best_edit_seq(
    lat: _Lattice, weights: Mapping[tuple[int, int], float]
) -> list[tuple[int, int, str, str]]:
    """Bellman-Ford over the official edge list, stopped at the first pass without change (point 3)."""
    inf = float("inf")
    dist = dict.fromkeys(lat.vertices, inf)
    dist[0] = 0
    path: dict[int, int] = {}
    edges = [(a, b, weights[(a, b)]) for a, b in lat.edges]
    for _ in range(max(len(lat.vertices) - 1, 0)):
        changed = False
        for a, b, wt in edges:
            nd = dist[a] + wt
            if nd < dist[b]:
                dist[b] = nd
                path[b] = a
                changed = True
        if not changed:
            break
    return _backtrack(lat, path)


def _backtrack(lat: _Lattice, path: Mapping[int, int]) -> list[tuple[int, int, str, str]]:
    v = lat.n * lat.width + lat.m
    seq: list[tuple[int, int, str, str]] = []
    while v in path:
        u = path[v]
        if lat.info[(u, v)][2] != _NOOP:
            seq.append(lat.texts(u, v))
        v = u
    return seq  # right to left, as the script's editSeq


def _match_seq(edit_seq: Sequence[tuple[int, int, str, str]], gold: Sequence[GoldEdit]) -> int:
    """Number of correct edits, as the script's ``matchSeq`` counts them."""
    correct = 0
    last = 0
    for e in reversed(edit_seq):
        start = last
        for gi in range(start, len(gold)):
            if _gold_matches(e, gold[gi]):
                correct += 1
                last = gi + 1
    return correct


def _ws_case_only(e: tuple[int, int, str, str]) -> bool:
    return e[2].replace(" ", "").lower() == e[3].replace(" ", "").lower()


# ------------------------------------------------------------------------------------- bounded fallback


def _fallback_sentence(
    lat: _Lattice, gold: Sequence[GoldEdit], max_unchanged: int
) -> list[tuple[int, int, str, str]]:
    """Best path for a lattice too large for the exact arcs (see the module docstring).

    States are ``(vertex, unchanged, changed)``: ``unchanged == -1`` between edits, otherwise the number
    of matched tokens inside the current non-gold edit and whether it changes anything yet. Costs are
    ``(-gold arcs, steps outside gold arcs, non-gold edits)``, minimised lexicographically (Dijkstra;
    all costs are non-negative after the first component, which only decreases on gold arcs, so the
    search runs on the DAG in vertex order instead).
    """
    w = lat.width
    succ: dict[int, list[tuple[int, int]]] = defaultdict(list)
    for a, b in sorted(set(lat.edges)):
        succ[a].append((b, lat.info[(a, b)][2]))
    verts = set(lat.vertices)
    gold_arcs: dict[int, list[int]] = defaultdict(list)
    for g in gold:
        for v in lat.vertices:
            i, j = divmod(v, w)
            if i != g.start:
                continue
            for c in g.corrections:
                nc = len(c.split())
                b = g.end * w + j + nc
                if (b in verts and b != v and " ".join(lat.hyp[j : j + nc]) == c
                        and _reachable(lat, succ, v, b, max_unchanged)):
                    gold_arcs[v].append(b)
    State = tuple[int, int, int]
    Cost = tuple[int, int, int]
    best: dict[State, Cost] = {}
    back: dict[State, tuple[State, str]] = {}

    def relax(st: State, cost: Cost, prev: State, how: str) -> None:
        old = best.get(st)
        if old is None or cost < old:
            best[st] = cost
            back[st] = (prev, how)

    start: State = (0, -1, 0)
    best[start] = (0, 0, 0)
    for v in lat.vertices:  # topological order; states at v are final once v is reached
        here = [(u, ch) for u in range(-1, max_unchanged + 1) for ch in (0, 1) if (v, u, ch) in best]
        # closing an open, changing edit at v comes first: it feeds the closed state of v
        for u, ch in here:
            if u >= 0 and ch:
                relax((v, -1, 0), best[(v, u, ch)], (v, u, ch), "close")
        for u, ch in ((-1, 0), *[(u, ch) for u, ch in here if u >= 0]):
            st = (v, u, ch)
            if st not in best:
                continue
            g_, s_, e_ = best[st]
            for b, t in succ.get(v, ()):
                is_noop = t == _NOOP
                if u == -1:
                    if is_noop:
                        relax((b, -1, 0), (g_, s_ + 1, e_), st, "noop")
                    relax((b, 1 if is_noop else 0, int(not is_noop)), (g_, s_ + 1, e_ + 1), st, "open")
                else:
                    nu = u + (1 if is_noop else 0)
                    if nu <= max_unchanged:
                        relax((b, nu, int(ch or not is_noop)), (g_, s_ + 1, e_), st, "extend")
            if u == -1:
                for b in gold_arcs.get(v, ()):
                    relax((b, -1, 0), (g_ - 1, s_, e_), st, "gold")
    end: State = (lat.n * w + lat.m, -1, 0)
    if end not in best:
        return []
    seq: list[tuple[int, int, str, str]] = []
    st = end
    edit_end: int | None = None
    while st != start:
        prev, how = back[st]
        if how == "gold":
            seq.append(lat.texts(prev[0], st[0]))
        elif how == "close":
            edit_end = st[0]
        elif how == "open":
            assert edit_end is not None
            seq.append(lat.texts(prev[0], edit_end))
            edit_end = None
        st = prev
    return seq  # right to left, like the exact search


def _reachable(
    lat: _Lattice, succ: Mapping[int, list[tuple[int, int]]], a: int, b: int, max_unch: int
) -> bool:
    best = {a: 0}
    stack = [a]
    bi = b // lat.width
    bj = b % lat.width
    while stack:
        v = stack.pop()
        if v == b:
            return True
        for nb, t in succ.get(v, ()):
            if nb // lat.width > bi or nb % lat.width > bj:
                continue
            c = best[v] + (1 if t == _NOOP else 0)
            if c <= max_unch and c < best.get(nb, max_unch + 1):
                best[nb] = c
                stack.append(nb)
    return False


# ------------------------------------------------------------------------------------------- scoring


def _comp_f(c: float, e: float, g: float, beta: float) -> float:
    try:
        return (1 + beta * beta) * c / (beta * beta * g + e)
    except ZeroDivisionError:
        return 1.0 if c == 0.0 else 0.0



# one sentence searched: whether its lattice was too big (the bounded fallback), and per annotator of its gold block
# (in order) the annotator id, the system edits found (right to left), the correct ones among them and the gold edits
_Searched = tuple[bool, list[tuple[int, list[tuple[int, int, str, str]], int, int]]]


def _search_sentence(hyp: str, gs: M2GoldSentence, config: M2Config) -> _Searched:
    """The lattice search of one sentence against each annotator of its gold block."""
    lat = _lattice(gs.source.split(), hyp.split(), config)
    weigher = None if lat.too_big else _Weigher(lat)
    out = []
    for ann, edits in gs.annotators:
        if weigher is not None:
            seq = _best_edit_seq(lat, weigher.weights(edits))
        else:
            seq = _fallback_sentence(lat, edits, config.max_unchanged_words)
        if config.ignore_whitespace_casing:
            seq = [e for e in seq if not _ws_case_only(e)]
        out.append((ann, seq, _match_seq(seq, edits), len(edits)))
    return lat.too_big, out


def _score_sentences(
    hyps: Sequence[str], gold: Sequence[M2GoldSentence], config: M2Config,
    candidates: list[tuple[int, int, int, int, int, int]] | None = None,
    searched: dict[tuple[int, str], _Searched] | None = None,
) -> pd.DataFrame:
    """``searched``: the searches of earlier systems scored against the same ``gold`` with the same ``config``,
    keyed by (sentence index, hypothesis); a sentence one of them already gave the same hypothesis is not searched
    again (most systems leave many sentences alike), and this system's searches are added to it."""
    beta = config.beta
    sq = beta * beta
    running = config.annotator_choice == "running"
    tot_c = tot_e = tot_g = 0.0
    rows = []
    slow: list[int] = []
    for idx, (hyp, gs) in enumerate(zip(hyps, gold, strict=True)):
        found = searched.get((idx, hyp)) if searched is not None else None
        if found is None:
            found = _search_sentence(hyp, gs, config)
            if searched is not None:
                searched[(idx, hyp)] = found
        too_big, per_annotator = found
        if too_big:
            slow.append(idx)
        best = None
        first = len(candidates) if candidates is not None else 0
        f_max = -1.0
        max_c = -1.0
        min_e = min_g = float("inf")
        for ann, seq, c, n_gold in per_annotator:
            if candidates is not None:  # every annotator's own counts (what a resample chooses from)
                candidates.append((idx, len(candidates) - first, ann, c, len(seq), n_gold))
            if running:
                lc, le, lg = tot_c + c, tot_e + len(seq), tot_g + n_gold
            else:
                lc, le, lg = float(c), float(len(seq)), float(n_gold)
            f_loc = _comp_f(lc, le, lg, beta)
            if (
                f_max < f_loc
                or (f_max == f_loc and max_c < lc)
                or (f_max == f_loc and max_c == lc and min_e + sq * min_g > le + sq * lg)
            ):
                f_max, max_c, min_e, min_g = f_loc, lc, le, lg
                best = (ann, c, len(seq), n_gold, seq)
        assert best is not None
        ann, c, e, g, seq = best
        tot_c += c
        tot_e += e
        tot_g += g
        p, r, f = prf_totals(c, e, g, beta=beta)
        rows.append({
            "sentence": idx, "annotator": ann, "tp": c, "fp": e - c, "fn": g - c,
            "proposed": e, "gold": g, "p": p, "r": r, "f": f, "exact": not too_big,
            "edits": tuple((s, t, o, k) for s, t, o, k in reversed(seq)),
        })
    if slow:
        warnings.warn(
            f"M2: {len(slow)} sentence(s) exceeded max_arcs={config.max_arcs} and were scored by the bounded "
            f"fallback (first: sentence {slow[0]}); their rows have exact=False",
            RuntimeWarning, stacklevel=3,
        )
    return pd.DataFrame(rows, columns=["sentence", "annotator", "tp", "fp", "fn", "proposed", "gold",
                                       "p", "r", "f", "exact", "edits"])


def _load(
    hypotheses: Sequence[str] | PathType, gold: Sequence[M2GoldSentence] | PathType
) -> tuple[list[str], list[M2GoldSentence], str, str]:
    if isinstance(gold, (str, PathLike)):
        gold_name = str(gold)
        gold_list = read_m2_gold(gold)
    else:
        gold_name = "<gold>"
        gold_list = list(gold)
    if isinstance(hypotheses, (str, PathLike)):
        hyp_name = str(hypotheses)
        hyps = read_text(hypotheses)
    else:
        hyp_name = "<hypotheses>"
        hyps = [" ".join(h.split()) for h in hypotheses]
    if len(hyps) != len(gold_list):
        raise GecInputError(
            f"has {len(hyps)} sentences but the M2 file {gold_name} has {len(gold_list)} blocks: "
            "counts must match", file=hyp_name,
        )
    return hyps, gold_list, hyp_name, gold_name


def m2_sentences(
    *,
    hypotheses: Sequence[str] | PathType,
    gold: Sequence[M2GoldSentence] | PathType,
    config: M2Config | None = None,
) -> pd.DataFrame:
    """Per-sentence M2 statistics, in order: the chosen annotator and its counts.

    Columns ``sentence, annotator, tp, fp, fn, proposed, gold, p, r, f, exact, edits`` (``edits``: the
    system edits ``(start, end, original, correction)`` the lattice search chose, left to right).
    With ``annotator_choice="running"`` (the default) the annotator choice depends on the running corpus
    counts, so the rows only make sense in order; with ``"sentence"`` each row depends on its sentence only.
    Sentence-level ``p, r, f`` use the row's own counts.
    """
    cfg = config or M2Config()
    hyps, gold_list, _h, _g = _load(hypotheses, gold)
    return _score_sentences(hyps, gold_list, cfg)


def m2_candidates(
    *,
    hypotheses: Sequence[str] | PathType,
    gold: Sequence[M2GoldSentence] | PathType,
    config: M2Config | None = None,
) -> pd.DataFrame:
    """What the running annotator choice chooses from: one row per (sentence, annotator), sentence-major,
    ``sentence, ref`` (0-based position of the annotator in the sentence's block), ``annotator`` (its id),
    ``tp, fp, fn, proposed, gold`` (the counts if that annotator were chosen). An annotator's counts do not
    depend on the other sentences, so :func:`resample_corpus_f` can re-run the choice on any resampled
    corpus from these rows alone (the official scorer on the resampled file)."""
    cfg = config or M2Config()
    hyps, gold_list, _h, _g = _load(hypotheses, gold)
    rows: list[tuple[int, int, int, int, int, int]] = []
    _score_sentences(hyps, gold_list, cfg, candidates=rows)
    return _candidates_frame(rows)


def _candidates_frame(rows: list[tuple[int, int, int, int, int, int]]) -> pd.DataFrame:
    df = pd.DataFrame(rows, columns=["sentence", "ref", "annotator", "tp", "proposed", "gold"])
    df.insert(4, "fp", df["proposed"] - df["tp"])
    df.insert(5, "fn", df["gold"] - df["tp"])
    return df


def resample_corpus_f(arrays: dict[str, np.ndarray], valid: np.ndarray, idx: np.ndarray, beta: float,
                      running: bool = True) -> np.ndarray:
    """Corpus M2 F_beta of every resampled corpus, the official annotator choice re-run on each.

    ``arrays``: the :func:`m2_candidates` columns ``tp, proposed, gold`` of S systems as (S, sentences,
    annotators) arrays (padded; ``valid`` marks real annotators); ``idx``: (n, length) sentence indices,
    one resampled corpus per row, in the order drawn (the order of the resampled file). With ``running``
    (``annotator_choice="running"``) each position chooses as the official script does: the largest
    ``(1 + beta**2) c / (beta**2 g + e)`` of the running totals plus the annotator (1 when nothing is
    proposed or in gold and nothing correct, else 0 on a zero denominator), then more correct, then the
    smaller ``e + beta**2 g``, then the first annotator; else by the sentence's own counts alike. The
    floating-point operations are the scorer's, so the identity resample gives :func:`m2_score`'s F.
    Vectorised over systems and samples: one step per position. Returns (S, n) F scores."""
    from gecnb.metrics.aggregate import running_choice

    sq = beta * beta

    def keys(run: list[np.ndarray], _cand: list[np.ndarray]) -> list[np.ndarray]:
        lc, le, lg = run
        den = sq * lg + le
        with np.errstate(divide="ignore", invalid="ignore"):
            f = np.where(den != 0, (1 + sq) * lc / den, np.where(lc == 0, 1.0, 0.0))
        return [f, lc, -(le + sq * lg)]

    (t_c, t_e, t_g), _ = running_choice([arrays[k] for k in ("tp", "proposed", "gold")], valid, idx, keys,
                                        running=running)
    return f_totals_arrays(t_c, t_e, t_g, beta=beta)


def m2_corpus(
    *, sentences: pd.DataFrame, config: M2Config | None = None, system: str = "system"
) -> pd.DataFrame:
    """Aggregate a per-sentence table into one corpus row ``system, tp, fp, fn, p, r, f``."""
    cfg = config or M2Config()
    c = float(sentences["tp"].sum())
    e = float(sentences["proposed"].sum())
    g = float(sentences["gold"].sum())
    p, r, f = prf_totals(c, e, g, beta=cfg.beta)
    return pd.DataFrame([{"system": system, "tp": int(c), "fp": int(e - c), "fn": int(g - c),
                          "p": p, "r": r, "f": f}])


def m2_score(
    *,
    hypotheses: Sequence[str] | PathType,
    gold: Sequence[M2GoldSentence] | PathType,
    config: M2Config | None = None,
    system: str = "system",
) -> pd.DataFrame:
    """Corpus M2 (P, R, F_beta) of one system: per-sentence statistics first, then their sum."""
    cfg = config or M2Config()
    sents = m2_sentences(hypotheses=hypotheses, gold=gold, config=cfg)
    return m2_corpus(sentences=sents, config=cfg, system=system)


def m2_systems(
    *,
    systems: Mapping[str, Sequence[str] | PathType],
    gold: Sequence[M2GoldSentence] | PathType,
    config: M2Config | None = None,
) -> pd.DataFrame:
    """Corpus M2 of several systems against one gold: one row per system, in the given order."""
    cfg = config or M2Config()
    gold_list = read_m2_gold(gold) if isinstance(gold, (str, PathLike)) else list(gold)
    searched: dict[tuple[int, str], _Searched] = {}  # a hypothesis another system has too is searched once
    frames = []
    for name, h in systems.items():
        hyps, gold_list, _h, _g = _load(h, gold_list)
        frames.append(m2_corpus(sentences=_score_sentences(hyps, gold_list, cfg, searched=searched), config=cfg,
                                system=name))
    return pd.concat(frames, ignore_index=True)


# ------------------------------------------------------------------------------ the registered metric

def _gold_from_edits(sources: tuple[str, ...], edits: list[list[tuple[Edit, ...]]]) -> list[M2GoldSentence]:
    out = []
    for i, (src, per_ref) in enumerate(zip(sources, edits, strict=True)):
        toks = src.split()
        anns = tuple(
            (k, tuple(GoldEdit(e.o_start, e.o_end, " ".join(toks[e.o_start:e.o_end]), (e.c_str,))
                      for e in eds if e.o_start >= 0 and e.type != "noop"))
            for k, eds in enumerate(per_ref)
        )
        out.append(M2GoldSentence(src, anns or ((0, ()),), i + 1))
    return out


_CHERRANT_NOTE = "given (ChERRANT M2: one annotator per T line; alternatives T<k>-A<j>, j>0, not used)"


def _is_cherrant(rs: ReferenceSet) -> bool:
    return rs.m2_blocks is not None and any(ln.startswith("T") for b in rs.m2_blocks for ln in b.split("\n"))


def m2_gold_edits_label(rs: ReferenceSet) -> str:
    """The ``edits`` value of an M2 gold read from the raw M2 blocks (as :func:`m2_gold` says it)."""
    return edits_label(_CHERRANT_NOTE if _is_cherrant(rs) else "given")


def m2_gold(corpus: Corpus, rs: ReferenceSet) -> tuple[list[M2GoldSentence], str]:
    """The M2-scorer gold of a reference set and where its edits came from."""
    cherrant = _is_cherrant(rs)
    if rs.m2_blocks is not None and not cherrant:
        file = rs.description[4:] if rs.description.startswith("M2: ") else None
        return parse_m2_gold("\n\n".join(rs.m2_blocks) + "\n", file=file), "given"
    if cherrant:  # the scorer has no T lines: one gold annotator per target, alternative targets left out
        assert rs.edits is not None
        return _gold_from_edits(corpus.sources, [[tuple(e) for e in es] for es in rs.edits]), _CHERRANT_NOTE
    if rs.edits is not None:
        return _gold_from_edits(corpus.sources, [[tuple(e) for e in es] for es in rs.edits]), "given"
    from gecnb.edits.extract import default_extractor

    ex = default_extractor(corpus.language)
    pairs = [(s, r) for s, refs in zip(corpus.sources, rs.references, strict=True) for r in refs]
    distinct = list(dict.fromkeys(pairs))
    found = dict(zip(distinct, ex.extract_many(distinct), strict=True))
    edits = [[found[(s, r)] for r in refs] for s, refs in zip(corpus.sources, rs.references, strict=True)]
    return _gold_from_edits(corpus.sources, edits), ex.signature()


@register
class M2Metric(Metric):
    name = "m2"
    max_tokens = MAX_ALIGN_TOKENS  # an alignment/lattice per sentence: see Metric.max_tokens
    description = ("the M2 scorer (NUS MaxMatch 3.2): P, R, F_beta of the system edits the lattice search "
                   "finds against the gold edits")
    inputs = "hypotheses (text or M2), references (M2, or text: gold edits extracted)"
    needs_source = False
    rank = 31
    Config = M2Config
    gold_from = "m2"
    # the last _searched call: (reference set, sources, {hypotheses: (sentences, candidates)}, how)
    _searched_memo: tuple[ReferenceSet, tuple[str, ...], dict[tuple[str, ...], tuple[pd.DataFrame, pd.DataFrame]], str] | None = None

    def _sig(self, rs: ReferenceSet | None, level: str, how: str) -> Signature:
        pairs: list[tuple[str, object]] = [("metric", self.name), *impl_pairs(self.config.signature())]
        if level == "sentence":
            pairs.append(("level", "sentence(mean of sentence P/R/F; counts summed)"))
        assert rs is not None
        return Signature.of(*pairs, nrefs=rs.counts, edits=edits_label(how))

    def _edit_source(self, corpus: Corpus, rs: ReferenceSet | None) -> str:
        from gecnb.metrics._common import edit_source

        if rs is not None and rs.m2_blocks is not None:  # the gold is the raw M2 (as m2_gold reads it)
            return m2_gold_edits_label(rs)
        return edit_source(corpus, rs, system_edits=False)

    def _tables(self, corpus: Corpus, rs: ReferenceSet | None, names: list[str]) -> tuple[list[pd.DataFrame], str]:
        searched, how = self._searched(corpus, rs, names)
        return [sentences for sentences, _candidates in searched], how

    def _searched(self, corpus: Corpus, rs: ReferenceSet | None, names: list[str]
                  ) -> tuple[list[tuple[pd.DataFrame, pd.DataFrame]], str]:
        """Each system's sentence table (:func:`m2_sentences`) and candidates (:func:`m2_candidates`) from ONE
        lattice search per sentence. The last call's are kept on this metric: :meth:`score` then
        :meth:`statistics` of the same systems (what ``gecnb.evaluate`` asks) search once."""
        assert rs is not None
        memo = self._searched_memo
        if memo is None or memo[0] is not rs or memo[1] != corpus.sources:
            memo = (rs, corpus.sources, {}, "")
        found: dict[tuple[str, ...], tuple[pd.DataFrame, pd.DataFrame]] = memo[2]
        how: str = memo[3]
        hyps = {n: tuple(corpus.systems[n].hypotheses) for n in names}
        todo = [n for n in names if hyps[n] not in found]
        if todo:
            gold, how = m2_gold(corpus, rs)
            searched: dict[tuple[int, str], _Searched] = {}  # a hypothesis another system has too is searched once
            for n in todo:
                normalised, gold_list, _h, _g = _load(list(hyps[n]), gold)
                rows: list[tuple[int, int, int, int, int, int]] = []
                sentences = _score_sentences(normalised, gold_list, self.config, candidates=rows, searched=searched)
                found[hyps[n]] = (sentences, _candidates_frame(rows))
        self._searched_memo = (rs, corpus.sources, {h: found[h] for h in hyps.values()}, how)
        return [found[hyps[n]] for n in names], how

    def _score(self, corpus: Corpus, rs: ReferenceSet | None, names: list[str], level: str) -> list[Scored]:
        tables, how = self._tables(corpus, rs, names)
        out = []
        for name, sents in zip(names, tables, strict=True):
            row = m2_corpus(sentences=sents, config=self.config, system=name).iloc[0]
            values: dict[str, object] = {c: row[c] for c in ("tp", "fp", "fn", "p", "r", "f")}
            if level == "sentence":
                values.update({c: float(sents[c].mean()) if len(sents) else 0.0 for c in ("p", "r", "f")})
            out.append(Scored(values, self._sig(rs, level, how)))
        return out

    def _aggregate(self, level: str) -> Aggregate | None:
        if level == "sentence":
            return mean_aggregate("f")
        # the annotator choice (running corpus F, in file order) re-run on every resampled corpus
        return ChoiceAggregate(columns=("tp", "proposed", "gold"), name="f", resample=partial(
            resample_corpus_f, beta=float(self.config.beta), running=self.config.annotator_choice == "running"))

    def _statistics(self, corpus: Corpus, rs: ReferenceSet | None, names: list[str], level: str) -> list[pd.DataFrame]:
        if level == "sentence":
            return super()._statistics(corpus, rs, names, level)
        searched, _how = self._searched(corpus, rs, names)
        return [candidates for _sentences, candidates in searched]

    def _sentences(self, corpus: Corpus, rs: ReferenceSet | None, names: list[str]) -> list[tuple[pd.DataFrame, Signature]]:
        tables, how = self._tables(corpus, rs, names)
        sig = self._sig(rs, "sentence", how)
        return [(t.drop(columns=["edits"], errors="ignore"), sig) for t in tables]
