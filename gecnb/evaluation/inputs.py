"""What :func:`gecnb.evaluate` reads: a bundled benchmark or the user's corpus, the user's hypotheses (text or
M2), checked, and the corpora every metric is scored on: the M2 scorer's gold, the one-extractor edits and, for
ERRANT, the gold as ERRANT's own protocol reads an M2 file (``gold_edits``: see :func:`gather_inputs`).
"""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from gecnb.data.corpus import Corpus, ReferenceSet, SystemOutput
from gecnb.data.errors import GecInputError

__all__ = ["ALIASES", "BUNDLED", "ERRANT_M2", "GOLD_EDITS", "EvaluationInputs", "gather_inputs", "read_hypotheses",
           "read_m2_hypothesis", "shipped_pairs", "shipped_signature"]

PathLike = str | os.PathLike[str]

# the bundled benchmarks evaluate() knows: the corpus with the official M2 gold, the corpus with the shipped
# one-extractor edits of references and published systems, and the default baseline. SEEDA's 15 outputs are
# on the CoNLL-2014 test sentences: M2 on the same official gold (the NUCLE blocks of conll14-m2, as SEEDA
# scores M2), the other metrics on seeda-fresh-errant (the same pipeline's edits). The baselines are the human
# judges' first: AMU in Grundkiewicz et al. 2015, T5 in SEEDA's TrueSkill ranking of its base systems.
BUNDLED: dict[str, tuple[str, str, str]] = {
    "conll14": ("conll14-m2", "conll14-fresh-errant", "AMU"),
    "seeda": ("conll14-m2", "seeda-fresh-errant", "T5"),
}
ALIASES = {"conll14-m2": "conll14", "conll14-fresh-errant": "conll14", "seeda-fresh-errant": "seeda"}

#: the choices of ``gold_edits`` (``evaluate(gold_edits=...)``, ``--gold-edits``): where the references' edits of
#: the metrics on one-extractor edits come from. ``m2``: the M2 gold as each metric reads an M2 reference file,
#: what ``gecnb score --m2-reference GOLD.m2`` gives: ERRANT by ERRANT's own protocol (``errant_m2 -auto``: each
#: annotator's corrected text re-annotated by ERRANT, the gold's detection-only ``Um`` / ``UNK`` edits kept out of
#: the text as ``UNK`` edits), GLEU, CLEME, CLEME2.0 and PT-ERRANT on the corrected texts and ERRANT's edits of
#: them. ``texts``: the reference texts, every edit (ERRANT's included) extracted from them, what ``gecnb score
#: --reference R1 --reference R2`` gives (a detection-only edit is then whatever its correction field makes of
#: the text: NUCLE's ``Um`` edits mostly delete their span). The two differ only for ERRANT, and only where
#: the gold has detection-only edits.
GOLD_EDITS = ("m2", "texts")

#: the reference sets of the bundled benchmarks whose official M2 file ERRANT's own protocol reads (NUCLE, whose
#: re-annotation by ``errant_m2 -auto`` is shipped: :func:`gecnb.data.registry.nucle_errant_auto`). The other
#: sets' published M2 files are the M2 scorer's gold only: ``gecnb score --m2-reference`` refuses them (BN.m2 has
#: overlapping edits, Sakaguchi et al.'s conversions edits past the end of the source), and their ERRANT gold
#: is the reference texts.
ERRANT_M2 = {"NUCLE": "conll14/official-2014.combined.m2"}


@dataclass
class EvaluationInputs:
    """The inputs of one evaluation: ``gold`` (the M2 scorer's gold: raw M2 blocks where the benchmark has
    them), ``edits`` (references and every system with edits from one extractor) and ``errant`` (the same
    systems against the references' edits ERRANT is scored on: under ``gold_edits="m2"`` with an M2 gold,
    ERRANT's own protocol, ``errant_m2 -auto``; else the very corpus ``edits``), the reference set, the
    published systems, the user systems, the baseline, and what the gold and the edits are (for signatures):
    ``system_edits`` says, per system, who made its edits (an extractor's signature, or ``given(FILE)``);
    ``gold_edits`` the choice (``m2`` or ``texts``) and ``reference_edits`` who made the references' edits
    of each metric."""

    dataset: str
    gold: Corpus
    edits: Corpus
    reference_set: str
    published: list[str]
    users: list[str]
    baseline: str | None
    gold_label: str
    edits_label: str
    system_edits: dict[str, str]
    errant: Corpus
    gold_edits: str
    reference_edits: str

    def scored_on(self, gold: str, metric: str) -> Corpus:
        """The corpus a suite metric is scored on: ``gold`` (the M2 scorer's gold) for ``gold="m2"``, else
        ``errant`` for the ``errant`` metric and ``edits`` for the others."""
        if gold == "m2":
            return self.gold
        return self.errant if metric == "errant" else self.edits


def read_hypotheses(name: str, given: PathLike | Sequence[str], n: int, dataset: str) -> list[str]:
    from gecnb.data.checks import check_hypotheses_shape
    from gecnb.data.text import normalise_texts, read_text

    if isinstance(given, (str, os.PathLike)):
        path = Path(given)
        if not path.exists():
            raise GecInputError(f"hypothesis file of system {name!r} not found", file=path)
        lines = read_text(path)
        if len(lines) != n:
            line = min(len(lines), n) + 1 if len(lines) < n else n + 1
            raise GecInputError(f"system {name!r} has {len(lines)} lines but {dataset} has {n} sentences "
                                f"(one hypothesis a line, in the order of the sources)", file=path, line=line)
        return lines
    check_hypotheses_shape(given, name=name)
    lines = list(given)
    if len(lines) != n:
        raise GecInputError(f"system {name!r} has {len(lines)} hypotheses but {dataset} has {n} sentences")
    # as a file's lines are (read_text): NFC, invisible characters removed, before any edit is extracted
    return normalise_texts(lines, where=f"system {name}")


def read_m2_hypothesis(name: str, path: PathLike, sources: Sequence[str], dataset: str
                        ) -> tuple[list[str], list[tuple[Any, ...]]]:
    """An M2 hypothesis file (one annotator: the system's edits): its corrected sentences and its edits, the
    sources checked against the dataset's."""
    from gecnb.data.m2 import check_sources, read_m2

    if not Path(path).exists():
        raise GecInputError(f"M2 hypothesis file of system {name!r} not found", file=path)
    sents = read_m2(path)
    check_sources(sents, sources, m2_file=path, source_file=f"the sources of {dataset}")
    multi = next((s for s in sents if len(s.annotators) != 1), None)
    if multi is not None:
        raise GecInputError(f"an M2 hypothesis (system {name!r}) must have exactly one annotator: the system's "
                            f"edits; this block has {len(multi.annotators)}", file=path, line=multi.line)
    return [s.targets[0] for s in sents], [tuple(s.annotators[0]) for s in sents]


def gather_inputs(dataset_or_corpus: str | Corpus, hypotheses: Mapping[Any, PathLike | Sequence[str]],
                  reference_set: str | None, baseline: str | None, systems: Sequence[str] | None,
                  progress: bool, m2_hypotheses: Mapping[Any, PathLike] | None = None, *,
                  cache: bool = True, gold_edits: str | None = None) -> EvaluationInputs:
    """Read and check everything :func:`gecnb.evaluate` scores (see its docstring); ``cache=False``: the edit
    extractor reads and writes no cache either. ``gold_edits``: one of :data:`GOLD_EDITS`, or None: ``m2``
    where the reference set has an M2 gold that ERRANT's protocol reads (:data:`ERRANT_M2` of a bundled
    benchmark; a corpus's reference set read from an M2 file), else ``texts``; ``m2`` where there is no such
    gold is a :class:`GecInputError` saying so."""
    from gecnb._progress import scoped
    from gecnb.data.checks import check_system_name
    from gecnb.data.registry import load_dataset, reference_set_names
    from gecnb.edits.extract import corpus_edits, default_extractor

    if not isinstance(hypotheses, Mapping):
        raise TypeError("hypotheses must be a mapping {name: path or list of lines}")
    if m2_hypotheses is not None and not isinstance(m2_hypotheses, Mapping):
        raise TypeError("m2_hypotheses must be a mapping {name: path of an M2 file}")
    text_given = {check_system_name(k): v for k, v in hypotheses.items()}
    m2_hyps = {check_system_name(k): v for k, v in (m2_hypotheses or {}).items()}
    if len(text_given) != len(hypotheses) or len(m2_hyps) != len(m2_hypotheses or {}):
        raise GecInputError("two systems have the same name (after reading it as text): give each a distinct name")
    both = sorted(set(text_given) & set(m2_hyps))
    if both:
        raise GecInputError(f"system(s) {both} given both as text and as M2 hypotheses: give each once")
    if baseline is not None:
        baseline = check_system_name(baseline)
    if gold_edits is not None and gold_edits not in GOLD_EDITS:
        raise ValueError(f"gold_edits must be one of {', '.join(GOLD_EDITS)} (or None: m2 where the reference set "
                         f"has an M2 gold), not {gold_edits!r}")
    system_edits: dict[str, str] = {}  # who made each system's edits (the row signatures' `edits`)
    if isinstance(dataset_or_corpus, str):
        key = ALIASES.get(dataset_or_corpus, dataset_or_corpus)
        if key not in BUNDLED:
            raise GecInputError(f"evaluate() knows the bundled benchmark(s) {', '.join(BUNDLED)}, not "
                                f"{dataset_or_corpus!r}; for your own data pass a Corpus (gecnb.corpus_from_files)")
        gold_name, edits_name, default_baseline = BUNDLED[key]
        rs = reference_set or "NUCLE"
        sets = [r for r in reference_set_names(edits_name) if r in reference_set_names(gold_name)]
        if rs not in sets:
            raise GecInputError(f"unknown reference set {rs!r} of {key}: use one of {', '.join(sets)}")
        # only the reference set scored on is read (the others' files are several times the work)
        gold, edits = load_dataset(gold_name, reference_sets=[rs]), load_dataset(edits_name, reference_sets=[rs])
        if list(gold.systems) != list(edits.systems):  # the gold file of another corpus (SEEDA: CoNLL-2014's)
            if gold.sources != edits.sources:
                raise GecInputError(f"{gold_name} and {edits_name} have different sources")  # a packaging bug
            gold = Corpus(key, gold.sources, "en", {rs: gold.reference_sets[rs]},
                          {s: SystemOutput(s, so.hypotheses) for s, so in edits.systems.items()})
        published = list(edits.systems) if systems is None else [str(s) for s in systems]
        unknown = [s for s in published if s not in edits.systems]
        if unknown:
            raise GecInputError(f"unknown published system(s) {unknown} of {key}: {', '.join(edits.systems)}")
        dataset = key
        base: str | None = default_baseline if baseline is None else baseline
        gold_label = f"{gold_name}:{rs} (published M2 gold)"
        edits_label = shipped_signature()
        system_edits.update({s: edits_label for s in published})
        choice = _choose_gold_edits(gold_edits, rs in ERRANT_M2, f"reference set {rs} of {key}",
                                    "its published M2 file is the M2 scorer's gold only (gecnb score --m2-reference "
                                    "refuses it); its references are texts")
        from_texts = f"the reference texts of {key}:{rs}, edits by {edits_label} (shipped {edits_name})"
        # the row signatures' gold names who made the references' edits, and from what (the hash is unchanged)
        edits.reference_sets[rs] = replace(edits.reference_sets[rs], description=f"edits: reference texts by {edits_label}")
        if choice == "m2":
            from gecnb.data.registry import nucle_errant_auto

            errant_ref = nucle_errant_auto()
            reference_edits = (f"ERRANT: the official M2 gold ({ERRANT_M2[rs]}) by ERRANT's own protocol, errant_m2 "
                               f"-auto by {edits_label} (shipped); GLEU, CLEME, CLEME2.0, PT-ERRANT: {from_texts}")
        else:
            errant_ref = edits.reference_sets[rs]
            reference_edits = f"every metric: {from_texts}"
    elif isinstance(dataset_or_corpus, Corpus):
        corpus = dataset_or_corpus
        if corpus.language != "en":
            raise GecInputError(f"evaluate() scores English; corpus {corpus.name} is {corpus.language!r} "
                                "(use gecnb.score with the Chinese metrics)")
        first = reference_set or next(iter(corpus.reference_sets), None)
        if first is None or first not in corpus.reference_sets:
            raise GecInputError(f"corpus {corpus.name} has no reference set {first!r}: "
                                f"{', '.join(corpus.reference_sets) or 'none'}")
        rs = first
        published = list(corpus.systems) if systems is None else [str(s) for s in systems]
        unknown = [s for s in published if s not in corpus.systems]
        if unknown:
            raise GecInputError(f"corpus {corpus.name} has no system(s) {unknown}: {', '.join(corpus.systems)}")
        dataset = corpus.name
        base = baseline
        ref = corpus.reference_sets[rs]
        gold = Corpus(corpus.name, corpus.sources, "en", {rs: ref}, {s: corpus.systems[s] for s in published})
        # one extractor for the references and every system (the papers' protocol): texts only, re-extracted
        edits = Corpus(corpus.name, corpus.sources, "en")
        edits.add_references(rs, [list(r) for r in ref.references])
        for s in published:
            edits.add_system(s, list(corpus.systems[s].hypotheses))
        choice = _choose_gold_edits(gold_edits, ref.edits is not None, f"reference set {rs} of {corpus.name}",
                                    "its references are texts (give them as an M2 file: --m2-reference)")
        ex = default_extractor("en", cache=cache)
        with scoped(progress):
            sys_e, ref_e, _how = corpus_edits(edits, reference_set=rs, systems=published, edits="extract",
                                              extractor=ex, progress=progress)
        edits_label = ex.signature()
        edits.add_references(rs, [list(r) for r in ref.references], edits=ref_e,
                             description=f"edits: reference texts by {edits_label}")
        for s in published:
            edits.add_system(s, list(corpus.systems[s].hypotheses), edits=sys_e[s])
            system_edits[s] = edits_label
        kind = "M2 file" if ref.m2_blocks is not None else "text references" if ref.edits is None else "given edits"
        gold_label = f"{corpus.name}:{rs} ({kind})"
        from_texts = f"the reference texts of {corpus.name}:{rs}, edits by {edits_label}"
        if choice == "m2":
            errant_ref = _errant_protocol(corpus.sources, ref, ref_e, cache=cache,
                                          description=f"edits: errant_m2 -auto by {edits_label}")
            reference_edits = (f"ERRANT: the {kind} of {corpus.name}:{rs} by ERRANT's own protocol, errant_m2 -auto by "
                               f"{edits_label}; GLEU, CLEME, CLEME2.0, PT-ERRANT: {from_texts}")
        else:
            errant_ref = edits.reference_sets[rs]
            reference_edits = f"every metric: {from_texts}"
    else:
        raise TypeError(f"evaluate() takes a bundled dataset name or a Corpus, not {type(dataset_or_corpus).__name__}")

    n = len(edits)
    text_users = list(text_given)
    users = [*text_users, *m2_hyps]
    clash = [u for u in users if u in published]
    if clash:
        raise GecInputError(f"system name(s) {clash} already name published systems of {dataset}: choose other names")
    if not users and not published:
        raise GecInputError("no system to evaluate: give hypotheses")
    texts = {u: read_hypotheses(u, text_given[u], n, dataset) for u in text_users}
    given: dict[str, list[tuple[Any, ...]]] = {}  # M2 hypotheses: the file's edits are the system's
    for u, path in m2_hyps.items():
        texts[u], given[u] = read_m2_hypothesis(u, path, edits.sources, dataset)
    if text_users:  # a detokenised output against tokenised sources counts its tokenisation as edits: say so
        from gecnb.data.checks import check_tokenisation

        check_tokenisation([(f"the sources of {dataset}", list(edits.sources)),
                            *((str(text_given[u]) if isinstance(text_given[u], (str, os.PathLike)) else u, texts[u])
                              for u in text_users)])
    if text_users:
        ex = default_extractor("en", cache=cache)
        pairs = list(dict.fromkeys((s, h) for u in text_users for s, h in zip(edits.sources, texts[u], strict=True)))
        # a pair the shipped edits already hold (an unchanged sentence, a published system's correction) is
        # taken from them when this extractor is the one that made them: the same edits, without parsing
        known = shipped_pairs(edits) if ex.signature() == edits_label else {}
        todo = [p for p in pairs if p not in known]
        found = {p: known[p] for p in pairs if p in known}
        if todo:
            with scoped(progress):
                found.update(zip(todo, ex.extract_many(todo), strict=True))
        for u in text_users:
            edits.add_system(u, texts[u], edits=[found[(s, h)] for s, h in zip(edits.sources, texts[u], strict=True)])
            gold.add_system(u, texts[u])
            system_edits[u] = ex.signature()
        if isinstance(dataset_or_corpus, str) and ex.signature() not in edits_label:
            edits_label = f"published: {edits_label}; new systems: {ex.signature()}"
    if given:  # after the extraction: the shipped edits are reused only under their own label
        from gecnb.data.text import displayable

        for u in given:
            edits.add_system(u, texts[u], edits=given[u])
            gold.add_system(u, texts[u])
            system_edits[u] = f"given({displayable(Path(m2_hyps[u]).name)})"
        named = ", ".join(f"{u}: {displayable(Path(m2_hyps[u]).name)}" for u in given)
        edits_label = f"{edits_label}; given (the systems' own M2 files: {named})"
    names = [*published, *users]
    gold.systems = {s: gold.systems[s] for s in names}
    edits.systems = {s: edits.systems[s] for s in names}
    if base is not None and base not in names:
        raise GecInputError(f"baseline {base!r} is not one of the systems: {', '.join(names)}")
    errant = edits if errant_ref is edits.reference_sets[rs] else \
        Corpus(edits.name, edits.sources, "en", {rs: errant_ref}, dict(edits.systems))
    return EvaluationInputs(dataset, gold, edits, rs, published, users, base, gold_label, edits_label, system_edits,
                            errant, choice, reference_edits)


def _choose_gold_edits(given: str | None, has_m2: bool, where: str, why_not: str) -> str:
    """``given``, or the default (``m2`` where there is an M2 gold ERRANT's protocol reads, else ``texts``);
    ``m2`` where there is none is an error naming the reference set."""
    if given is None:
        return "m2" if has_m2 else "texts"
    if given == "m2" and not has_m2:
        raise GecInputError(f"gold_edits m2 (--gold-edits m2): {where} has no M2 gold that ERRANT's own protocol "
                            f"reads: {why_not}; use gold_edits texts (the default for this set)")
    return given


def _errant_protocol(sources: Sequence[str], ref: ReferenceSet, ref_e: Sequence[Sequence[tuple[Any, ...]]], *,
                     cache: bool, description: str) -> ReferenceSet:
    """The reference set ERRANT is scored on for an M2 gold, as the ``errant`` metric scores a text hypothesis
    against it (``gecnb score``): ``ref_e`` (ERRANT's edits of the corrected texts), except in the sentences
    whose gold has detection-only edits (``Um``, ``UNK``), re-annotated there by the metric's own code as
    ``errant_m2 -auto`` does (only those sentences are parsed)."""
    from gecnb.metrics.base import get_metric
    from gecnb.metrics.errant_compare import DETECTION_TYPES, metric_edits

    assert ref.edits is not None
    out = [tuple(r) for r in ref_e]
    det = [i for i, per in enumerate(ref.edits) if any(e.type in DETECTION_TYPES for eds in per for e in eds)]
    if det:
        sub = Corpus("detection", tuple(sources[i] for i in det), "en", {ref.name: ref.subset(det)})
        _sys, sub_e, _how = metric_edits(get_metric("errant"), sub, sub.reference_sets[ref.name], [], spacy_model=None,
                                         cache=cache, edits="extract", detection_edits=True)
        for j, i in enumerate(det):
            out[i] = tuple(sub_e[j])
    return ReferenceSet(ref.name, tuple(tuple(r) for r in ref.references), tuple(out), description)


def shipped_signature() -> str:
    from gecnb.data.registry import FRESH_ERRANT_MODEL
    from gecnb.datasets import data_path

    return data_path("fresh_errant", FRESH_ERRANT_MODEL, "SIGNATURE").read_text(encoding="utf-8").strip()


def shipped_pairs(corpus: Corpus) -> dict[tuple[str, str], tuple[Any, ...]]:
    """(source, hypothesis) -> edits of every published system of a bundled edits corpus."""
    out: dict[tuple[str, str], tuple[Any, ...]] = {}
    for so in corpus.systems.values():
        if so.edits is not None:
            out.update(zip(zip(corpus.sources, so.hypotheses, strict=True), so.edits, strict=True))
    return out
