"""Rewrite ``binder/requirements.txt``: gecnb's dependencies (extras english, ngram, notebook, chinese) resolved
together by pip for the running Python, pinned exactly, plus the official spaCy model.

    python scripts/lock_binder.py

pip resolves against the index this machine reaches (``pip install --dry-run --report``, nothing is
installed); ``constraints.txt`` applies. Run it with CPython 3.11 on Linux, the Binder image's.
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
EXTRAS = "english,ngram,notebook,chinese"
SPACY_MODEL = ("https://github.com/explosion/spacy-models/releases/download/en_core_web_sm-3.8.0/"
               "en_core_web_sm-3.8.0-py3-none-any.whl")
HEADER = """\
# Binder (repo2docker) environment: a lock of gecnb's runtime dependencies and extras english, ngram, notebook
# and chinese, resolved together for CPython 3.11 on Linux (pip install --dry-run --report with constraints.txt).
# Regenerate with scripts/lock_binder.py after changing pyproject.toml. gecnb itself is installed by postBuild.
# Binder has internet, so the official spaCy model is used (the offline copy is for machines without it).
"""


def main() -> int:
    with tempfile.TemporaryDirectory() as tmp:
        report = Path(tmp) / "report.json"
        subprocess.run([sys.executable, "-m", "pip", "install", "-q", "--dry-run", "--ignore-installed",
                        "--report", str(report), "-c", str(ROOT / "constraints.txt"), f"{ROOT}[{EXTRAS}]"],
                       check=True)
        resolved = json.loads(report.read_text(encoding="utf-8"))["install"]
    pins = sorted((i["metadata"]["name"], i["metadata"]["version"]) for i in resolved
                  if i["metadata"]["name"].lower() != "gecnb")
    text = HEADER + "".join(f"{n}=={v}\n" for n, v in pins) + SPACY_MODEL + "\n"
    (ROOT / "binder" / "requirements.txt").write_text(text, encoding="utf-8")
    print(f"binder/requirements.txt: {len(pins)} pins")
    return 0


if __name__ == "__main__":
    sys.exit(main())
