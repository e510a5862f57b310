"""``gecnb/datasets/MANIFEST.sha256`` matches the vendored files (what ``sha256sum -c`` checks there)."""

from __future__ import annotations

import hashlib
from pathlib import Path

from gecnb.datasets import ROOT


def _entries() -> list[tuple[str, str]]:
    out = []
    for n, line in enumerate((ROOT / "MANIFEST.sha256").read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            continue
        digest, _, name = line.partition("  ")
        assert len(digest) == 64 and name.startswith("./"), f"MANIFEST.sha256:{n}: malformed line {line!r}"
        out.append((digest, name))
    return out


def test_every_manifest_entry_matches_its_file() -> None:
    entries = _entries()
    names = [n for _, n in entries]
    assert len(names) == len(set(names)), "a file is listed twice"
    missing = [n for n in names if not (ROOT / n).is_file()]
    assert missing == [], f"listed but absent: {missing}"
    wrong = [n for d, n in entries if hashlib.sha256(Path(ROOT / n).read_bytes()).hexdigest() != d]
    assert wrong == [], f"checksum differs (update MANIFEST.sha256 with the change): {wrong}"


def test_no_duplicate_paper_table_folder() -> None:
    assert not (ROOT / "paper_tables").exists(), "paper tables live in gecnb/datasets/papers/ only"
