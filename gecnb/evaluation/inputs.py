"""What :func:`gecnb.evaluate` reads: a bundled benchmark or the user's corpus, the user's hypotheses (text or
M2), checked, and the two corpora every metric is scored on: the M2 scorer's gold and the one-extractor edits.
"""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from gecnb.data.corpus import Corpus, SystemOutput
from gecnb.data.errors import GecInputError

__all__ = ["ALIASES", "BUNDLED", "EvaluationInputs", "gather_inputs", "read_hypotheses", "read_m2_hypothesis",
           "shipped_pairs", "shipped_signature"]

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


@dataclass
class EvaluationInputs:
    """The inputs of one evaluation: ``gold`` (the M2 scorer's gold: raw M2 blocks where the benchmark has
    them) and ``edits`` (references and every system with edits from one extractor), the reference set, the
    published systems, the user systems, the baseline, and what the gold and the edits are (for signatures):
    ``system_edits`` says, per system, who made its edits (an extractor's signature, or ``given(FILE)``)."""

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


def read_hypotheses(name: str, given: PathLike | Sequence[str], n: int, dataset: str) -> list[str]:
    from gecnb.data.checks import check_hypotheses_shape
    from gecnb.data.text import read_text

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
    return lines


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
                  cache: bool = True) -> EvaluationInputs:
    """Read and check everything :func:`gecnb.evaluate` scores (see its docstring); ``cache=False``: the edit
    extractor reads and writes no cache either."""
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
        ex = default_extractor("en", cache=cache)
        with scoped(progress):
            sys_e, ref_e, _how = corpus_edits(edits, reference_set=rs, systems=published, edits="extract",
                                              extractor=ex, progress=progress)
        edits_label = ex.signature()
        edits.add_references(rs, [list(r) for r in ref.references], edits=ref_e, description=edits_label)
        for s in published:
            edits.add_system(s, list(corpus.systems[s].hypotheses), edits=sys_e[s])
            system_edits[s] = edits_label
        gold_label = (f"{corpus.name}:{rs} ({'M2 file' if ref.m2_blocks is not None else 'text references'})")
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
    return EvaluationInputs(dataset, gold, edits, rs, published, users, base, gold_label, edits_label, system_edits)


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
