"""Build the shipped fresh-ERRANT M2 files of the four SN-8GEC reference sets of CoNLL-2014 (E-Minimal,
E-Fluency, NE-Minimal, NE-Fluency; 2 references each), which the CLEME2.0 trade-off factor search needs
beside NUCLE and BN-10GEC (the paper's Appendix B.5 cross-validates over all six).

    GECNB_CACHE_DIR=/some/cache python scripts/build_sn8gec_errant.py

Writes ``gecnb/datasets/fresh_errant/<lang>_<model>-<version>/SN-8GEC-<set>.m2`` with gecnb's ERRANT
pipeline (the same as ``scripts/build_fresh_errant.py``; it refuses another pipeline than the folder's
``SIGNATURE``). :func:`gecnb.meta.factor_search.conll14_gjg15_reference_sets` reads them.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

from gecnb.data.m2 import write_m2
from gecnb.data.registry import load_dataset
from gecnb.edits.errant_extractor import ErrantExtractor
from gecnb.edits.extract import corpus_edits

REFSETS = ("E-Minimal", "E-Fluency", "NE-Minimal", "NE-Fluency")


def main() -> None:
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from build_fresh_errant import output_folder

    corpus = load_dataset("conll14")
    ex = ErrantExtractor()
    out = output_folder(ex)
    sig = (out / "SIGNATURE").read_text(encoding="utf-8").strip()
    if sig != ex.signature():
        raise SystemExit(f"the folder's SIGNATURE is {sig!r}, this pipeline is {ex.signature()!r}: rebuild all or none")
    for rs in REFSETS:
        t = time.perf_counter()
        _, ref_edits, _ = corpus_edits(corpus, reference_set=rs, systems=[], extractor=ex)
        write_m2(out / f"SN-8GEC-{rs}.m2", zip(corpus.sources, ref_edits, strict=True))
        print(rs, f"{time.perf_counter() - t:.1f} s", flush=True)
    print(out, ex.stats)


if __name__ == "__main__":
    main()
