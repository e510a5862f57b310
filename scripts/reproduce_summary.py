"""Rewrite the numbers of docs/reproduce.md's summary table (section "At printed precision") from what gecnb
computes: per table its cells, comparable cells, cells at printed precision (with their share) and, where
the table keeps a wider tolerance with a stated reason, the cells within it; then the "all" row. The reason
column is left as written.

    python scripts/reproduce_summary.py           # rewrite the numbers in place
    python scripts/reproduce_summary.py --check   # exit 1 if the doc's numbers differ (what tests check)

``tests/test_reproduce.py::test_the_docs_summary_table_is_what_gecnb_computes`` fails when they differ.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from gecnb.reproduce.base import summary

DOC = Path(__file__).resolve().parents[1] / "docs" / "reproduce.md"
SECTION = "## At printed precision"


def number_cells() -> dict[str, list[str]]:
    """Table name (or "all") -> its four number cells as the doc writes them."""
    out = {}
    for r in summary().itertuples():
        share = f"{r.at_print} ({100 * r.at_print / r.comparable:.0f}%)"
        within = "" if r.within != r.within else str(int(r.within))
        out[str(r.name)] = ["" if r.name == "all" else str(r.cells), str(r.comparable), share, within]
    return out


def rewrite(text: str, cells: dict[str, list[str]]) -> str:
    head, _, rest = text.partition(SECTION)
    section, sep, tail = rest.partition("\n## ")
    lines = []
    for line in section.split("\n"):
        parts = line.split("|")
        if len(parts) >= 8:
            key = parts[1].strip().strip("`*")
            if key in cells:
                parts[2:6] = [f" {c} " if c else " " for c in cells[key]]
                line = "|".join(parts)
        lines.append(line)
    return head + SECTION + "\n".join(lines) + sep + tail


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--check", action="store_true", help="only say whether the doc's numbers are current")
    args = ap.parse_args()
    text = DOC.read_text(encoding="utf-8")
    new = rewrite(text, number_cells())
    if args.check:
        sys.exit(0 if new == text else "docs/reproduce.md's summary numbers differ from what gecnb computes")
    DOC.write_text(new, encoding="utf-8")


if __name__ == "__main__":
    main()
