"""SentERRANT of the 13 CoNLL-2014 systems by PT-M2's own ``compute_senterrant`` logic (pygongnlp/PT-M2
``errant_score.py``, the weight-1 ``self`` scorer), on the CLEME authors' ERRANT files that gecnb ships: the
independent route behind the SentERRANT row's CoNLL-2014 note in ``gecnb/reproduce/tables_correlation.py``.

The CLEME paper computes its sentence-level metrics "following Gong et al. (2022)", i.e. PT-M2. Per sentence the
script calls ``batch_multi_pre_rec_f1_sent_errant`` with that one sentence, as ``PTM2.compute_senterrant`` does, and
averages the F0.5; the hypothesis and reference texts it asserts on are rebuilt from the edits with the script's own
``get_ref`` (with ``self`` every weight is 1 whatever they hold). Then it correlates the 13 means with GJG15's scores
as Chollampatt & Ng (2018) published them (``gjg15-cn18``), as the CLEME tables do.

Not part of gecnb and not run by the tests. Setup (outside the repository; ``errant_score.py`` imports only the
standard library and tqdm):

    git --git-dir=<pygongnlp/PT-M2 clone> show 67ef575:errant_score.py > /tmp/ptm2-src/errant_score.py
    PTM2_SRC=/tmp/ptm2-src python scripts/oracles/ptm2_senterrant_oracle.py

Measured (2026-11-28): every system's score equals gecnb's ``errant:level=sentence`` on the same files to 1e-6
(AMU 0.374917 ... NTHU 0.332752, RAC 0.332765, PKU 0.334694), and the correlations are gecnb's unrounded ones:
EW r 0.8709, rho 0.7747; TS r 0.8477, rho 0.7802 (printed 0.870 / 0.742 / 0.846 / 0.747).
"""
from __future__ import annotations

import os
import sys
from pathlib import Path

sys.path.insert(0, os.environ.get("PTM2_SRC", "/tmp/ptm2-src"))
from errant_score import batch_multi_pre_rec_f1_sent_errant, errant_load_annotation, get_ref  # type: ignore
from scipy import stats

from gecnb.meta.grid import human_scores

FILES = Path(__file__).resolve().parents[2] / "gecnb" / "datasets" / "conll14" / "cleme_errant"


def _by_span(edits: list[tuple[int, int, str]]) -> list[tuple[int, int, str]]:
    return sorted(edits, key=lambda x: (x[0], x[1]))


def senterrant(hyp_m2: Path, ref_m2: Path) -> float:
    sources, gold_edits, sys_edits = errant_load_annotation(str(hyp_m2), str(ref_m2))
    scores = []
    for src, hyp, golds in zip(sources, sys_edits, gold_edits, strict=True):
        cand = get_ref(_by_span(hyp), src)
        refs = {ann: get_ref(_by_span(gold), src) for ann, gold in golds.items()}
        scores.append(batch_multi_pre_rec_f1_sent_errant(
            candidates=[cand], sources=[src], system_edits=[hyp], gold_edits=[golds], references=[refs],
            scorer=None, scorer_type="self")[-1])
    return sum(scores) / len(scores)


def main() -> None:
    gold = FILES / "conll14.errant"
    scores = {p.name[len("conll14-"):-len(".errant")]: senterrant(p, gold)
              for p in sorted(FILES.glob("conll14-*.errant"))}
    for name, value in scores.items():
        print(f"{name}\t{value:.6f}")
    human = human_scores("gjg15-cn18").set_index("system")
    for h in ("EW", "TS"):
        xs = [scores[s] for s in human.index]
        ys = human[h].astype(float).tolist()
        print(f"{h}\tr {stats.pearsonr(xs, ys)[0]:.4f}\trho {stats.spearmanr(xs, ys)[0]:.4f}")


if __name__ == "__main__":
    main()
