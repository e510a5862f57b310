"""Build the shipped fresh-ERRANT M2 files of CoNLL-2014 (13 systems, NUCLE, BN-10GEC).

    GECNB_CACHE_DIR=/some/cache python scripts/build_fresh_errant.py

Writes ``gecnb/datasets/fresh_errant/<model>-<version>/`` with one M2 file per system and per reference
set, and a ``SIGNATURE`` file holding the extractor's signature (ERRANT, spaCy and model versions).
Tests and notebooks read these instead of re-running ERRANT over 15,000 sentence pairs in CI;
``tests/test_fresh_errant.py`` re-extracts a sample to check that the files are what ERRANT gives.
"""

from __future__ import annotations

from pathlib import Path

from gecnb.data.m2 import write_m2
from gecnb.data.registry import load_dataset
from gecnb.edits.errant_backend import ErrantExtractor
from gecnb.edits.extract import corpus_edits

REFSETS = ("NUCLE", "BN-10GEC")


def output_folder(ex: ErrantExtractor) -> Path:
    """``gecnb/datasets/fresh_errant/<lang>_<model>-<version>/`` for the extractor's spaCy pipeline."""
    meta = ex.nlp.meta
    return Path(__file__).resolve().parents[1] / "gecnb" / "datasets" / "fresh_errant" / (
        f"{meta['lang']}_{meta['name']}-{meta['version']}")


def main() -> None:
    corpus = load_dataset("conll14")
    ex = ErrantExtractor()
    out = output_folder(ex)
    out.mkdir(parents=True, exist_ok=True)
    for rs in REFSETS:
        sys_edits, ref_edits, _ = corpus_edits(corpus, reference_set=rs, systems=list(corpus.systems),
                                               extractor=ex)
        write_m2(out / f"{rs}.m2", zip(corpus.sources, ref_edits, strict=True))
    for s, eds in sys_edits.items():
        write_m2(out / f"conll14-{s}.m2", ((src, [e]) for src, e in zip(corpus.sources, eds, strict=True)))
    (out / "SIGNATURE").write_text(ex.signature() + "\n", encoding="utf-8")
    print(out, ex.stats)


if __name__ == "__main__":
    main()
