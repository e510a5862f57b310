"""Hypothesis strategies: a source and targets made by random, well-formed edit sets."""

from __future__ import annotations

from hypothesis import strategies as st

from gecnb.data.corpus import Corpus
from gecnb.data.edit import Edit

VOCAB = ["a", "b", "c", "d", "the", "cat", "is", ".", "x", "y"]


@st.composite
def edit_set(draw, n_src: int) -> tuple[list[Edit], list[str], list[str]]:
    """Random non-overlapping edits (adjacent and same-position insertions allowed)."""
    src = [f"s{i}" for i in range(n_src)]
    edits = []
    pos = 0
    out: list[str] = []
    while pos <= n_src:
        op = draw(st.sampled_from(["keep", "keep", "keep", "ins", "sub", "del"]))
        if op == "keep":
            if pos == n_src:
                break
            out.append(src[pos])
            pos += 1
            continue
        if op == "ins":
            toks = draw(st.lists(st.sampled_from(VOCAB), min_size=1, max_size=3))
            edits.append(Edit(pos, pos, len(out), len(out) + len(toks), "M:X", " ".join(toks)))
            out.extend(toks)
            # no second insertion at the same position by the same target (ERRANT never does that)
            if pos < n_src:
                out.append(src[pos])
                pos += 1
            else:
                break
            continue
        if pos == n_src:
            break
        ln = draw(st.integers(1, min(3, n_src - pos)))
        if op == "sub":
            toks = draw(st.lists(st.sampled_from(VOCAB), min_size=1, max_size=3))
            edits.append(Edit(pos, pos + ln, len(out), len(out) + len(toks), "R:X", " ".join(toks)))
            out.extend(toks)
        else:
            edits.append(Edit(pos, pos + ln, len(out), len(out), "U:X", ""))
        pos += ln
    return edits, src, out


@st.composite
def sample(draw, min_targets: int = 2, max_targets: int = 5):
    n_src = draw(st.integers(0, 12))
    k = draw(st.integers(min_targets, max_targets))
    targets = [draw(edit_set(n_src)) for _ in range(k)]
    src = [f"s{i}" for i in range(n_src)]
    return src, [(t[2], t[0]) for t in targets]


@st.composite
def corpus_data(draw, min_refs: int = 1, max_refs: int = 4, max_sents: int = 6):
    """Sentences of (hypothesis edit set, [reference edit sets]) over random sources, all with k references."""
    n = draw(st.integers(1, max_sents))
    k = draw(st.integers(min_refs, max_refs))
    sents = []
    for _ in range(n):
        n_src = draw(st.integers(1, 10))
        hyp = draw(edit_set(n_src))
        refs = [draw(edit_set(n_src)) for _ in range(k)]
        sents.append((hyp, refs))
    return sents


def corpus_of(sents, *, hyp_from: str | None = None, ref_order: list[int] | None = None) -> Corpus:
    """A corpus from :func:`corpus_data`: reference set ``R`` (in ``ref_order``), system ``S`` (the drawn
    hypothesis, or ``hyp_from="ref0"`` the first reference, or ``"source"`` the unchanged source)."""
    srcs = [" ".join(h[1]) for h, _ in sents]
    c = Corpus("gen", tuple(srcs))
    refs = []
    redits = []
    for _h, rs in sents:
        order = ref_order or list(range(len(rs)))
        refs.append([" ".join(rs[j][2]) for j in order])
        redits.append([rs[j][0] for j in order])
    c.add_references("R", refs, edits=redits)
    if hyp_from == "ref0":
        c.add_system("S", [r[0] for r in refs], edits=[e[0] for e in redits])
    elif hyp_from == "source":
        c.add_system("S", srcs, edits=[[] for _ in srcs])
    else:
        c.add_system("S", [" ".join(h[2]) for h, _ in sents], edits=[h[0] for h, _ in sents])
    return c
