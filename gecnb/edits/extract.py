"""Edits for a whole corpus at once: every distinct (source, target) pair extracted once.

``edits="given"`` uses the edits that came with the data (read from M2 files) and fails clearly where
there are none; ``edits="extract"`` always extracts afresh (ERRANT for English, the ChERRANT-compatible
character aligner for Chinese); ``edits="auto"`` uses given edits where present and extracts the rest.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Literal, Protocol

from gecnb._progress import scoped
from gecnb.data.corpus import Corpus, Language, require_corpus
from gecnb.data.edit import Edit

EditSource = Literal["extract", "given", "auto", "mixed"]


class EditExtractor(Protocol):
    def signature(self) -> str: ...

    def extract_many(self, pairs: Sequence[tuple[str, str]]) -> list[tuple[Edit, ...]]: ...


def default_extractor(language: Language, **kwargs: Any) -> EditExtractor:
    """ERRANT (English; see :mod:`gecnb.edits.spacy_model` for the model search order) or the
    ChERRANT-compatible character aligner (Chinese)."""
    if language == "en":
        from gecnb.edits.errant_extractor import ErrantExtractor

        return ErrantExtractor(**kwargs)
    if language == "zh":
        from gecnb.edits.chinese import ChineseCharAligner

        return ChineseCharAligner(**kwargs)  # type: ignore[return-value]
    raise ValueError(f"unknown language {language!r}")


def corpus_edits(
    corpus: Corpus,
    *,
    reference_set: str,
    systems: Sequence[str],
    edits: EditSource = "extract",
    extractor: EditExtractor | None = None,
    progress: bool = True,
) -> tuple[dict[str, list[tuple[Edit, ...]]], list[list[tuple[Edit, ...]]], str]:
    """Edits of the named systems and of one reference set; returns (system -> edits per sentence,
    reference edits [sentence][ref], a description of where the edits came from).

    ``edits``: ``extract`` (every edit extracted by one extractor), ``given`` (every edit read from M2; an
    error naming what to use instead when some are not given), ``auto`` (the papers' protocol, hypothesis
    and reference edits from the same source: ``given`` when the reference set and every system carry
    edits, else ``extract``), ``mixed`` (given edits where there are some, the others extracted: e.g. the
    gold file's own edits against extracted hypothesis edits; neither ERRANT's nor the papers' protocol).
    ``progress=False``: no progress bar from the extractor (it draws one for long jobs)."""
    require_corpus(corpus, func="corpus_edits")
    rs = corpus.references(reference_set)
    if edits not in ("extract", "given", "auto", "mixed"):
        raise ValueError(f"edits must be 'auto', 'extract', 'given' or 'mixed', not {edits!r}")
    if edits == "auto":
        edits = "given" if rs.edits is not None and all(corpus.systems[s].edits is not None for s in systems) \
            else "extract"
    instead = ("use `edits` auto (every edit extracted by one extractor unless all are given) or mixed (the given "
               "edits kept, the others extracted)")
    need: list[tuple[str, str]] = []
    use_given_ref = edits != "extract" and rs.edits is not None
    if edits == "given" and rs.edits is None:
        raise ValueError(f"`edits` given is impossible here: reference set {rs.name} has no given edits (it was not "
                         f"read from M2); {instead}")
    given_sys = {}
    for s in systems:
        so = corpus.systems[s]
        if edits != "extract" and so.edits is not None:
            given_sys[s] = [tuple(e) for e in so.edits]
        elif edits == "given":
            raise ValueError(f"`edits` given is impossible here: system {s} has no given edits (it was added as "
                             f"text, not read from M2); {instead}")
        else:
            need.extend(zip(corpus.sources, so.hypotheses, strict=True))
    if not use_given_ref:
        need.extend((src, r) for src, refs in zip(corpus.sources, rs.references, strict=True) for r in refs)
    found: dict[tuple[str, str], tuple[Edit, ...]] = {}
    how = "given (M2)"
    if need:
        ex = extractor or default_extractor(corpus.language)
        distinct = list(dict.fromkeys(need))
        with scoped(progress):
            found = dict(zip(distinct, ex.extract_many(distinct), strict=True))
        how = ex.signature() if not given_sys and not use_given_ref else f"mixed: given + {ex.signature()}"
    sys_edits = {}
    for s in systems:
        if s in given_sys:
            sys_edits[s] = given_sys[s]
        else:
            hyps = corpus.systems[s].hypotheses
            sys_edits[s] = [found[(src, h)] for src, h in zip(corpus.sources, hyps, strict=True)]
    if use_given_ref:
        assert rs.edits is not None
        ref_edits = [[tuple(e) for e in es] for es in rs.edits]
    else:
        ref_edits = [[found[(src, r)] for r in refs] for src, refs in zip(corpus.sources, rs.references,
                                                                           strict=True)]
    return sys_edits, ref_edits, how


def edits_frame(
    corpus: Corpus,
    *,
    reference_set: str | None = None,
    systems: Sequence[str] | None = None,
    edits: EditSource = "extract",
    extractor: EditExtractor | None = None,
    progress: bool = True,
) -> Any:
    """All edits as a pandas DataFrame, one row per edit: ``sentence, target`` (a system name or
    ``<reference set>:ref<k>``), ``o_start, o_end, c_start, c_end, source`` (the source tokens of the
    span), ``correction, type``. Unchanged targets have no rows."""
    import pandas as pd

    require_corpus(corpus, func="edits_frame")
    names = corpus.system_names(systems) if systems is not None or reference_set is None else []
    rs_name = corpus.references(reference_set).name if reference_set is not None or not names else None
    if rs_name is None:
        rs_name = next(iter(corpus.reference_sets))
    sys_edits, ref_edits, _ = corpus_edits(corpus, reference_set=rs_name, systems=names, edits=edits,
                                           extractor=extractor, progress=progress)
    rows = []
    for i, src in enumerate(corpus.sources):
        toks = src.split()
        per_target = [(s, sys_edits[s][i]) for s in names]
        if reference_set is not None or not names:
            per_target += [(f"{rs_name}:ref{k}", e) for k, e in enumerate(ref_edits[i])]
        for name, eds in per_target:
            for e in eds:
                rows.append((i, name, e.o_start, e.o_end, e.c_start, e.c_end, " ".join(toks[e.o_start:e.o_end]),
                             e.c_str, e.type))
    return pd.DataFrame(rows, columns=["sentence", "target", "o_start", "o_end", "c_start", "c_end", "source",
                                       "correction", "type"])
