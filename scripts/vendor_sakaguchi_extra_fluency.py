"""Vendor the extra fluency references of Sakaguchi et al. (2016) §4.2 / Figure 5.

Reads the MTurk result file ``annotations/extra_fluency/results_extra-HITs.csv`` of keisks/reassess-gec
(054786a; a copy is in ``shared/data/sn8gec/judgments/extra_fluency/``) and writes
``gecnb/datasets/sn8gec/extra_fluency.tsv``: one row per assignment (20 sentences x 6 workers) with the
1-based CoNLL-2014 sentence id, the MTurk batch and HIT, the worker's position within the sentence (1..6, file
order), the raw answer (HTML entities such as ``&#39;`` decoded, white space collapsed) and its
tokenisation. Worker ids, times and payments are left out.

The released ``turker_*`` references were tokenised by the authors (PTB-like: ``family 's``, ``disease ,``);
the tool is not named. The raw answers here are tokenised with spaCy's rule-based English tokenizer (no
model) with its intra-word hyphen rule removed (``health-checks`` stays one token, as in the authors' files);
``--check RAW TOK`` measures how often that reproduces the authors' tokenisation of their own raw turker files.

    python3 scripts/vendor_sakaguchi_extra_fluency.py PATH/results_extra-HITs.csv
    python3 scripts/vendor_sakaguchi_extra_fluency.py --check RAW_TURKER_FILE TOKENISED_TURKER_FILE
"""

from __future__ import annotations

import argparse
import csv
import html
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "gecnb" / "datasets" / "sn8gec" / "extra_fluency.tsv"


def tokenizer():  # type: ignore[no-untyped-def]
    import spacy
    from spacy.util import compile_infix_regex

    nlp = spacy.blank("en")
    infixes = [p for p in nlp.Defaults.infixes if "-" not in p or "[:<>=/]" in p]
    nlp.tokenizer.infix_finditer = compile_infix_regex(infixes).finditer

    def tok(text: str) -> str:
        return " ".join(t.text for t in nlp(" ".join(text.split())) if not t.is_space)
    return tok


def check(raw: Path, tokenised: Path) -> None:
    tok = tokenizer()
    pairs = [(r, t) for r, t in zip(raw.read_text(encoding="utf-8").splitlines(),
                                    tokenised.read_text(encoding="utf-8").splitlines(), strict=False) if r.strip()]
    same = sum(tok(r) == " ".join(t.split()) for r, t in pairs)
    print(f"{same} of {len(pairs)} lines tokenised exactly as the authors did ({100 * same / len(pairs):.1f}%)")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("csv", nargs="?", type=Path)
    ap.add_argument("--check", nargs=2, type=Path, metavar=("RAW", "TOKENISED"))
    a = ap.parse_args()
    if a.check:
        check(*a.check)
        return
    if a.csv is None:
        ap.error("give the results_extra-HITs.csv path")
    sys.path.insert(0, str(ROOT))
    from gecnb.data.registry import load_dataset

    sources = load_dataset("conll14").sources
    tok = tokenizer()
    with a.csv.open(encoding="utf-8", newline="") as fh:
        rows = list(csv.DictReader(fh))
    seen: dict[int, int] = {}
    out = []
    for line, r in enumerate(rows, start=2):
        sid = int(r["Input.sentID"])
        if " ".join(sources[sid - 1].split()) != " ".join(html.unescape(r["Input.sentence1"]).split()):
            raise SystemExit(f"{a.csv}:{line}: sentID {sid} is not CoNLL-2014 sentence {sid} (1-based)")
        seen[sid] = seen.get(sid, 0) + 1
        text = " ".join(html.unescape(r["Answer.Q1MultiLineTextInput"]).split())
        out.append((sid, r["RequesterAnnotation"].removeprefix("BatchId:").rstrip(";"), r["HITId"], seen[sid],
                    text, tok(text)))
    out.sort(key=lambda x: (x[0], x[3]))
    with OUT.open("w", encoding="utf-8", newline="") as fh:
        w = csv.writer(fh, delimiter="\t", lineterminator="\n", quoting=csv.QUOTE_NONE, escapechar="\\")
        w.writerow(["sent_id", "batch", "hit", "worker", "raw", "tokens"])
        w.writerows(out)
    print(f"wrote {OUT} ({len(out)} references, {len(seen)} sentences)")


if __name__ == "__main__":
    main()
