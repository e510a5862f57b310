"""Build the shipped fresh-ERRANT M2 files of CoNLL-2014 (13 systems, NUCLE, BN-10GEC, and NUCLE by ERRANT's
own protocol).

    GECNB_CACHE_DIR=/some/cache python scripts/build_fresh_errant.py [--errant-auto]

Writes ``gecnb/datasets/fresh_errant/<model>-<version>/`` with one M2 file per system and per reference
set, a ``SIGNATURE`` file holding the extractor's signature (ERRANT, spaCy and model versions), and
``NUCLE-errant-auto.m2``: the official NUCLE gold as ERRANT's own protocol reads it (``errant_m2 -auto``: each
annotator's corrected text with NUCLE's detection-only ``Um`` edits left out, re-annotated by ERRANT, each
``Um`` edit kept as an ``UNK`` edit), computed by the ``errant`` metric's own code, so it is the gold that
``gecnb score --metric errant --m2-reference official-2014.combined.m2`` uses. ``--errant-auto`` writes only
that file (with the pipeline of the folder's ``SIGNATURE``; another pipeline is refused).
Tests and notebooks read these instead of re-running ERRANT over 15,000 sentence pairs in CI;
``tests/test_fresh_errant.py`` re-extracts a sample to check that the files are what ERRANT gives, and
``tests/test_entry_points.py`` re-extracts the ``Um`` sentences of ``NUCLE-errant-auto.m2``.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from gecnb.data.cachefile import atomic_write, update_manifest
from gecnb.data.m2 import format_m2, write_m2
from gecnb.data.registry import ERRANT_AUTO_NUCLE, load_dataset
from gecnb.edits.errant_extractor import ErrantExtractor
from gecnb.edits.extract import corpus_edits
from gecnb.metrics.base import get_metric
from gecnb.metrics.errant_compare import metric_edits

REFSETS = ("NUCLE", "BN-10GEC")


def output_folder(ex: ErrantExtractor) -> Path:
    """``gecnb/datasets/fresh_errant/<lang>_<model>-<version>/`` for the extractor's spaCy pipeline."""
    meta = ex.nlp.meta
    return Path(__file__).resolve().parents[1] / "gecnb" / "datasets" / "fresh_errant" / (
        f"{meta['lang']}_{meta['name']}-{meta['version']}")


def write_errant_auto(out: Path, ex: ErrantExtractor) -> Path:
    """``NUCLE-errant-auto.m2``: the NUCLE reference edits of the ``errant`` metric scoring a text hypothesis
    against the official M2 (``edits`` auto: every edit extracted, the gold's detection-only edits as
    ``errant_m2 -auto`` handles them), written atomically, its ``MANIFEST.sha256`` line updated."""
    corpus = load_dataset("conll14")  # NUCLE: the official M2's corrected texts and edits
    rs = corpus.reference_sets["NUCLE"]
    shipped = (out / "SIGNATURE").read_text(encoding="utf-8").strip()
    if ex.signature() != shipped:
        raise SystemExit(f"the installed pipeline {ex.signature()} is not the folder's {shipped}")
    _sys, ref_edits, _how = metric_edits(get_metric("errant"), corpus, rs, [], spacy_model=None, cache=True,
                                         edits="extract", detection_edits=True)
    path = out / ERRANT_AUTO_NUCLE
    text = "\n\n".join(format_m2(src, eds) for src, eds in zip(corpus.sources, ref_edits, strict=True))
    atomic_write(path, text + "\n\n", what="shipped ERRANT edits")
    update_manifest(path)
    return path


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--errant-auto", action="store_true", help=f"write only {ERRANT_AUTO_NUCLE}")
    args = ap.parse_args()
    corpus = load_dataset("conll14")
    ex = ErrantExtractor()
    out = output_folder(ex)
    if not args.errant_auto:
        out.mkdir(parents=True, exist_ok=True)
        for rs in REFSETS:
            sys_edits, ref_edits, _ = corpus_edits(corpus, reference_set=rs, systems=list(corpus.systems),
                                                   extractor=ex)
            write_m2(out / f"{rs}.m2", zip(corpus.sources, ref_edits, strict=True))
        for s, eds in sys_edits.items():
            write_m2(out / f"conll14-{s}.m2", ((src, [e]) for src, e in zip(corpus.sources, eds, strict=True)))
        (out / "SIGNATURE").write_text(ex.signature() + "\n", encoding="utf-8")
    print(write_errant_auto(out, ex))


if __name__ == "__main__":
    main()
