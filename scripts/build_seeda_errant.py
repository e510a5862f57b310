"""Build the shipped fresh-ERRANT M2 files of SEEDA's 15 systems on CoNLL-2014.

    GECNB_CACHE_DIR=/some/cache python scripts/build_seeda_errant.py

Writes ``gecnb/datasets/fresh_errant/<model>-<version>/seeda-<system>.m2`` (one annotator per block: the
system's edits, extracted by ERRANT from the CoNLL-2014 source and the system output). The reference is
the folder's ``NUCLE.m2`` (the two NUCLE annotators' corrected texts re-extracted by ERRANT, built by
``scripts/build_fresh_errant.py``), which is what SEEDA's ERRANT / SentERRANT columns are scored against;
``tests/test_seeda_errant.py`` scores them and re-extracts a sample.

The folder's ``SIGNATURE`` must be the installed extractor's: the system files are only comparable with
the reference built by the same ERRANT, spaCy and model, so a different pipeline is refused.
"""

from __future__ import annotations

import sys
from pathlib import Path

from gecnb.data.m2 import read_m2, write_m2
from gecnb.data.registry import SEEDA_SYSTEMS, load_dataset
from gecnb.edits.errant_extractor import ErrantExtractor

sys.path.insert(0, str(Path(__file__).resolve().parent))
from build_fresh_errant import output_folder  # the sibling script: one rule for the folder


def main() -> None:
    corpus = load_dataset("seeda")
    ex = ErrantExtractor()
    out = output_folder(ex)
    sig_file = out / "SIGNATURE"
    if not sig_file.is_file() or not (out / "NUCLE.m2").is_file():
        sys.exit(f"{out} has no SIGNATURE / NUCLE.m2: run scripts/build_fresh_errant.py first")
    shipped = sig_file.read_text(encoding="utf-8").strip()
    if ex.signature() != shipped:
        sys.exit(f"installed extractor {ex.signature()} is not the folder's {shipped}")
    nucle = read_m2(out / "NUCLE.m2")
    if [g.source for g in nucle] != list(corpus.sources):
        sys.exit("NUCLE.m2 does not have the CoNLL-2014 sources of the seeda corpus")
    for s in SEEDA_SYSTEMS:  # one system at a time; distinct pairs are aligned once and cached
        edits = ex.extract_many(list(zip(corpus.sources, corpus.systems[s].hypotheses, strict=True)))
        write_m2(out / f"seeda-{s}.m2", ((src, [e]) for src, e in zip(corpus.sources, edits, strict=True)))
    print(out, ex.stats)


if __name__ == "__main__":
    main()
