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

__all__ = ["ALIASES", "BUNDLED", "BUNDLED_ZH", "ERRANT_M2", "GOLD_EDITS", "SOURCE", "EvaluationInputs",
           "gather_inputs", "read_hypotheses", "read_m2_hypothesis", "shipped_pairs", "shipped_signature"]

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
#: the bundled Chinese benchmarks evaluate() knows: dataset -> the reference set scored on. No system output is
#: published with either; the baseline is :data:`SOURCE`, the unchanged input.
BUNDLED_ZH: dict[str, str] = {"mucgec-dev": "MuCGEC", "nlpcc18": "NLPCC18"}
#: the system every Chinese evaluation adds: the source unchanged (the do-nothing baseline of Chinese papers)
SOURCE = "SOURCE"
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
    of each metric; ``texts`` (Chinese only) the corpus ChERRANT is scored on (:meth:`scored_on`)."""

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
    texts: Corpus | None = None

    def scored_on(self, gold: str, metric: str) -> Corpus:
        """The corpus a suite metric is scored on: ``gold`` (the M2 scorer's gold) for ``gold="m2"``, else
        ``errant`` for the ``errant`` metric and ``edits`` for the others. On Chinese, ChERRANT (``errant`` /
        ``cherrant``) is scored on ``texts``: the references as read (a character M2 gold's edits and
        alternatives kept) and the systems as text, so that the metric's own protocol makes the edits, as
        ``gecnb score`` does."""
        if gold == "m2":
            return self.gold
        if self.texts is not None and metric in ("errant", "cherrant"):
            return self.texts
        return self.errant if metric == "errant" else self.edits


def read_hypotheses(name: str, given: PathLike | Sequence[str], n: int, dataset: str, *, language: str = "en",
                    skipped: Sequence[int] = ()) -> list[str]:
    """A system's hypotheses (a file of one line a sentence, or a list), checked: one per sentence of ``dataset``
    (``n``), or, where ``skipped`` names the 1-based lines of the official file that the dataset leaves out
    (MuCGEC's unannotatable sentences), one per line of that file, those lines then dropped with a note as the
    official scorer skips them. Chinese (``language="zh"``) is returned as characters (:func:`char_tokenise`);
    Chinese text for an English dataset is an error naming the file, and text with few CJK characters for a
    Chinese one a warning."""
    from gecnb.data.checks import check_hypotheses_shape
    from gecnb.data.text import normalise_texts, read_text

    full = n + len(skipped)
    what = f"{n} sentences" + (f" ({full} lines in the official file)" if skipped else "")
    if isinstance(given, (str, os.PathLike)):
        path = Path(given)
        if not path.exists():
            raise GecInputError(f"hypothesis file of system {name!r} not found", file=path)
        lines = read_text(path)
        if len(lines) not in (n, full):
            line = min(len(lines), n) + 1 if len(lines) < n else n + 1
            raise GecInputError(f"system {name!r} has {len(lines)} lines but {dataset} has {what} "
                                f"(one hypothesis a line, in the order of the sources)", file=path, line=line)
        where: object = path
    else:
        check_hypotheses_shape(given, name=name)
        lines = list(given)
        if len(lines) not in (n, full):
            raise GecInputError(f"system {name!r} has {len(lines)} hypotheses but {dataset} has {what}")
        # as a file's lines are (read_text): NFC, invisible characters removed, before any edit is extracted
        lines = normalise_texts(lines, where=f"system {name}")
        where = f"system {name}"
    if skipped and len(lines) == full:
        import warnings

        from gecnb.data.errors import GecInputWarning

        drop = {k - 1 for k in skipped}
        lines = [h for i, h in enumerate(lines) if i not in drop]
        warnings.warn(f"{where}: {full} lines, one per line of the official {dataset} file; lines "
                      f"{', '.join(map(str, skipped))} (sentences with no usable reference) skipped, as the official "
                      f"scorer skips them", GecInputWarning, stacklevel=3)
    _check_hypothesis_language(name, lines, language, dataset, where)
    if language == "zh":
        from gecnb.data.corpus import char_tokenise

        empty = [i + 1 for i, h in enumerate(lines) if not h.strip()]
        if empty:
            import warnings

            from gecnb.data.errors import GecInputWarning

            warnings.warn(f"{where}: {len(empty)} empty hypothesis line(s) (first sentence {empty[0]}): each is scored "
                          "as a system that deleted the whole sentence", GecInputWarning, stacklevel=3)

        return [char_tokenise(h) for h in lines]
    return lines


def _check_hypothesis_language(name: str, lines: Sequence[str], language: str, dataset: str, where: object) -> None:
    """Chinese hypotheses for an English dataset: an error naming the file (they would be scored as English words);
    hypotheses with few CJK characters for a Chinese dataset: a warning (each character is scored as one)."""
    from gecnb.data.checks import CJK_HIGH, CJK_LOW, cjk_share

    share, letters = cjk_share(lines)
    if letters < 20:
        return
    if language != "zh" and share > CJK_HIGH:
        raise GecInputError(f"system {name!r}: {share:.0%} of its letters are CJK characters but {dataset} is "
                            f"{language}: Chinese is evaluated on a Chinese dataset ({', '.join(BUNDLED_ZH)}) or on "
                            "your own data with --language zh (language='zh')",
                            file=where if isinstance(where, Path) else None)
    if language == "zh" and share < CJK_LOW:
        import warnings

        from gecnb.data.errors import GecInputWarning

        warnings.warn(f"{where}: only {share:.0%} of the letters of system {name!r} are CJK characters, but {dataset} "
                      "is Chinese: every character is scored as one token (is this the right file?)",
                      GecInputWarning, stacklevel=4)


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
                  cache: bool = True, gold_edits: str | None = None, skipped_lines: Sequence[int] = ()
                  ) -> EvaluationInputs:
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
    if (isinstance(dataset_or_corpus, str) and dataset_or_corpus in BUNDLED_ZH) or \
            (isinstance(dataset_or_corpus, Corpus) and dataset_or_corpus.language == "zh"):
        return _chinese_inputs(dataset_or_corpus, text_given, m2_hyps, reference_set, baseline, systems, progress,
                               gold_edits=gold_edits, skipped=skipped_lines)
    system_edits: dict[str, str] = {}  # who made each system's edits (the row signatures' `edits`)
    if isinstance(dataset_or_corpus, str):
        key = ALIASES.get(dataset_or_corpus, dataset_or_corpus)
        if key not in BUNDLED:
            raise GecInputError(f"evaluate() knows the bundled benchmark(s) {', '.join([*BUNDLED, *BUNDLED_ZH])}, "
                                f"not {dataset_or_corpus!r}; for your own data pass a Corpus (gecnb.corpus_from_files)")
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
            raise GecInputError(f"evaluate() scores English and Chinese; corpus {corpus.name} is {corpus.language!r}")
        from gecnb.data.checks import CJK_HIGH, cjk_share

        share, letters = cjk_share(corpus.sources)
        if letters >= 20 and share > CJK_HIGH:  # never scored as English words
            raise GecInputError(f"corpus {corpus.name} is language 'en' but {share:.0%} of the letters of its sources "
                                "are CJK characters: for Chinese pass --language zh (language='zh': "
                                "gecnb.corpus_from_files(..., language='zh'))")
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
    texts = {u: read_hypotheses(u, text_given[u], n, dataset, language="en") for u in text_users}
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


def _chinese_inputs(target: str | Corpus, text_given: Mapping[str, PathLike | Sequence[str]],
                    m2_hyps: Mapping[str, PathLike], reference_set: str | None, baseline: str | None,
                    systems: Sequence[str] | None, progress: bool, *, gold_edits: str | None,
                    skipped: Sequence[int]) -> EvaluationInputs:
    """The inputs of a Chinese evaluation (a bundled ``mucgec-dev`` / ``nlpcc18`` or a corpus of language ``zh``):
    ChERRANT's protocol, every text as characters, every edit (references' and systems') from the
    ChERRANT-compatible character aligner (``parallel_to_m2.py -g char``: what ``gecnb score --language zh``
    scores); with ``gold_edits="m2"`` the references' edits as given where the reference set was read from a
    character M2 file (NLPCC-2018's official gold). The system :data:`SOURCE` (the source unchanged) is added
    and is the default baseline."""
    from gecnb._progress import scoped
    from gecnb.data.corpus import char_tokenise
    from gecnb.data.registry import load_dataset
    from gecnb.edits.extract import corpus_edits, default_extractor

    if m2_hyps:
        raise GecInputError("an M2 hypothesis is not read on Chinese data: give the system's output as text "
                            "(--hypothesis), whose edits ChERRANT's character aligner extracts as for the references")
    if isinstance(target, str):
        corpus = load_dataset(target)
        dataset, rs = target, reference_set or BUNDLED_ZH[target]
        kind = "published character M2" if corpus.reference_sets.get(rs) is not None and \
            corpus.reference_sets[rs].edits is not None else "published references"
    else:
        corpus = target
        dataset, rs = corpus.name, reference_set or next(iter(corpus.reference_sets), "")
        kind = ""
    # the lines of the official file that are no sentence here (MuCGEC's unannotatable ones): a hypothesis of one
    # line per line of that file is accepted, those lines skipped
    skipped = list(skipped) or list(corpus.skipped_lines)
    if rs not in corpus.reference_sets:
        raise GecInputError(f"{dataset} has no reference set {rs!r}: use one of "
                            f"{', '.join(corpus.reference_sets) or 'none'}")
    ref = corpus.reference_sets[rs]
    if not kind:
        kind = "M2 file" if ref.m2_blocks is not None else "text references" if ref.edits is None else "given edits"
    # SOURCE (the do-nothing system) and the corpus's own systems; `systems` chooses among them
    own = {s: corpus.systems[s].hypotheses for s in corpus.systems}
    if SOURCE not in own:
        own = {SOURCE: tuple(corpus.sources), **own}
    published = list(own) if systems is None else [str(s) for s in systems]
    unknown = [s for s in published if s not in own]
    if unknown:
        raise GecInputError(f"{dataset} has no system(s) {unknown}: {', '.join(own)}")
    users = list(text_given)
    clash = [u for u in users if u in own]
    if clash:
        raise GecInputError(f"system name(s) {clash} already name systems of {dataset} ({SOURCE} is the source "
                            "unchanged): choose other names")
    if not users and not published:
        raise GecInputError("no system to evaluate: give hypotheses")
    choice = gold_edits or "texts"
    if choice == "m2" and ref.edits is None:
        raise GecInputError(f"gold_edits m2 (--gold-edits m2): reference set {rs} of {dataset} was not read from an "
                            "M2 file; its edits are extracted from the reference texts (gold_edits texts, the default)")
    n = len(corpus)
    texts = {u: read_hypotheses(u, text_given[u], n, dataset, language="zh", skipped=skipped) for u in users}
    _check_punctuation_width(texts, [list(r) for r in ref.references], {u: text_given[u] for u in users})
    sources = tuple(char_tokenise(s) for s in corpus.sources)  # as characters, whatever the corpus held
    refs = [[char_tokenise(r) for r in rr] for rr in ref.references]
    names = [*published, *users]
    edits = Corpus(dataset, sources, "zh")
    edits.add_references(rs, refs)
    for s in published:
        edits.add_system(s, [char_tokenise(h) for h in own[s]])
    for u in users:
        edits.add_system(u, texts[u])
    ex = default_extractor("zh", progress=progress)
    with scoped(progress):
        sys_e, ref_e, _how = corpus_edits(edits, reference_set=rs, systems=names, edits="extract", extractor=ex,
                                          progress=progress)
    label = ex.signature()
    own_protocol = (f"ChERRANT: the {kind} of {dataset}:{rs} as the ChERRANT metric of the suite reads them "
                    "(gecnb score --language zh's numbers)")
    if choice == "m2":
        assert ref.edits is not None
        ref_e = [list(r) for r in ref.edits]
        reference_edits = f"{own_protocol}; the other metrics: the edits of the {kind} as given"
    else:
        reference_edits = (f"{own_protocol}; the other metrics: the reference texts, edits by {label} (ChERRANT's "
                           "parallel_to_m2.py -g char)")
    edits.add_references(rs, refs, edits=ref_e, description=f"edits: {reference_edits}")
    for s in names:
        edits.add_system(s, list(edits.systems[s].hypotheses), edits=sys_e[s])
    base = SOURCE if baseline is None and SOURCE in names else baseline
    if base is not None and base not in names:
        raise GecInputError(f"baseline {base!r} is not one of the systems: {', '.join(names)}")
    gold_label = f"{dataset}:{rs} ({kind})"
    # ChERRANT as gecnb score scores it: the reference set as read, the systems as text (its protocol extracts)
    texts_corpus = Corpus(dataset, tuple(corpus.sources), "zh", {rs: ref},
                          {s: SystemOutput(s, tuple(edits.systems[s].hypotheses)) for s in names})
    return EvaluationInputs(dataset, edits, edits, rs, published, users, base, gold_label, label,
                            dict.fromkeys(names, label), edits, choice, reference_edits, texts_corpus)


#: ASCII punctuation and the full-width form Chinese text uses
_HALF_FULL = {",": "，", "?": "？", "!": "！", ";": "；", ":": "："}


def _check_punctuation_width(texts: Mapping[str, Sequence[str]], references: Sequence[Sequence[str]],
                             given: Mapping[str, object]) -> None:
    """A warning for each system that writes ASCII punctuation (``,?!;:``) where the references write the
    full-width form (``，？！；：``): each such character is an edit (a substitution), in ChERRANT too; a
    converter or detokeniser may have changed them."""
    import warnings

    from gecnb.data.errors import GecInputWarning

    for u, hyps in texts.items():
        lines = [i for i, (h, rs) in enumerate(zip(hyps, references, strict=True))
                 if any(a in h and a not in "".join(rs) and f in "".join(rs) for a, f in _HALF_FULL.items())]
        if lines:
            where = given[u] if isinstance(given[u], (str, os.PathLike)) else f"system {u}"
            warnings.warn(f"{where}: {len(lines)} line(s) write ASCII punctuation (,?!;:) where the references write "
                          f"it full-width (，？！；：), first sentence {lines[0] + 1}: each such character is scored as an edit "
                          "(as in ChERRANT); was the output converted to half-width?", GecInputWarning, stacklevel=4)


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
