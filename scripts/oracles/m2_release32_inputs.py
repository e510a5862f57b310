"""Inputs for running the official M2 scorer, release 3.2 and the current code, on Sakaguchi et al.'s M2 cells
(``sakaguchi-metric-scores``): the behind-the-note check that the paper's M2 column is release 3.2's.

Not part of gecnb and not run by the tests. Writes, into OUT (default /tmp/sn8gec-m2), the 1,278-sentence M2 gold
of each SN-8GEC reference set exactly as gecnb scores it (``sn8gec_m2_corpus()``) and each system's output:

    python scripts/oracles/m2_release32_inputs.py /tmp/sn8gec-m2
    git --git-dir=<nusnlp/m2scorer clone> archive 2122ffd | tar -x -C /tmp/m2-3.2   # "Release 3.2 Official"
    git --git-dir=<nusnlp/m2scorer clone> archive d12eea2 | tar -x -C /tmp/m2-head  # + "edits the initialization
                                                                                     #    of L-matrix"
    python2.7 /tmp/m2-3.2/scripts/m2scorer.py --ignore_whitespace_casing /tmp/sn8gec-m2/CUUI.txt \\
        /tmp/sn8gec-m2/E-fluency.m2

Measured (2026-11-25, Python 2.7.18; the scripts print 4 decimals, 8 with their format strings widened), CUUI,
F0.5 of release 3.2 / of d12eea2 / printed in metric_scores.tsv: BN15 0.48822 / 0.4884 / 0.4882; E-fluency
0.31265 / 0.31277 / 0.3127; E-minimal 0.32278 / - / 0.3228; NE-minimal 0.26615 / - / 0.2661; all 0.52075 / - /
0.5208. gecnb's ``m2`` equals d12eea2 by default (0.488439, 0.312773) and release 3.2 with ``code="release-3.2"``
(0.488223, 0.312652, 0.322778, 0.266149, 0.520754, which ``sakaguchi-metric-scores`` uses): the only functional
change between the two versions is the first row of the Levenshtein matrix, where release 3.2 gives the j-th token
inserted before the first source word the span (j-1, j-1) instead of (0, 0).
"""

from __future__ import annotations

import sys
from pathlib import Path

from gecnb.reproduce.tables_sakaguchi_scores import sn8gec_m2_corpus


def main() -> None:
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/sn8gec-m2")
    out.mkdir(parents=True, exist_ok=True)
    corpus = sn8gec_m2_corpus()
    for name, rs in corpus.reference_sets.items():
        (out / f"{name}.m2").write_text("\n\n".join(rs.m2_blocks or []) + "\n\n", encoding="utf-8")
    for name, system in corpus.systems.items():
        (out / f"{name}.txt").write_text("\n".join(system.hypotheses) + "\n", encoding="utf-8")
    print(f"wrote {len(corpus.reference_sets)} M2 gold files and {len(corpus.systems)} outputs to {out}")


if __name__ == "__main__":
    main()
