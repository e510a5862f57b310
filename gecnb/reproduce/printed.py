"""The printed precision of every transcribed cell: how many decimals the paper printed.

A cell is reproduced **at printed precision** when gecnb's value is within half a printed unit of the print
(0.0005 for a correlation printed with three decimals, 0.5 for a count printed as an integer). The number of
decimals is read from the transcription's own text (``gecnb/datasets/papers/*.tsv``, SEEDA's README,
``sn8gec/metric_scores.tsv``, GJG15's Table 3), so ``0.700`` counts three decimals. Values written with more
than :data:`MAX_DECIMALS` decimals are machine dumps of full-precision scores (``metric_scores.tsv``); they are
compared at :data:`MAX_DECIMALS` decimals.
"""

from __future__ import annotations

import math
from decimal import ROUND_HALF_UP, Decimal

import pandas as pd

from gecnb.data.paper_tables import BASE_COLUMNS, PAPERS_DIR, _available, paper_table
from gecnb.data.text import read_utf8
from gecnb.datasets import ROOT

MAX_DECIMALS = 6


def decimals_of(text: str) -> int:
    """Decimals of a printed number (``"0.700"`` -> 3, ``"216"`` -> 0, ``"-.5"`` -> 1)."""
    t = text.strip().lower()
    if "e" in t:
        mant, _, exp = t.partition("e")
        return max(0, decimals_of(mant) - int(exp))
    return len(t.partition(".")[2]) if "." in t else 0


def _numeric(text: str) -> bool:
    try:
        return math.isfinite(float(text))
    except ValueError:
        return False


def _from_file(path_name: str) -> dict[tuple[str, ...], int]:
    lines = read_utf8(PAPERS_DIR / path_name).splitlines()
    body = [ln for ln in lines if ln.strip() and not ln.startswith("#")]
    header = body[0].split("\t")
    out: dict[tuple[str, ...], int] = {}
    rows = [ln.split("\t") for ln in body[1:]]
    if "paper" in header:
        keys = [c for c in header if c not in BASE_COLUMNS and c != "text_line"]
        for cells in rows:
            rec = dict(zip(header, cells, strict=True))
            key = tuple([rec["row"], rec["column"], *(rec[k] for k in keys)])
            out[key] = decimals_of(rec["paper"])
        return out
    nkeys = next((j for j in range(len(header)) if all(_numeric(c[j]) for c in rows)), len(header))
    for cells in rows:
        for j in range(nkeys, len(header)):
            key = tuple([cells[0], header[j], *cells[1:nkeys]])
            out[key] = decimals_of(cells[j])
    return out


def _from_seeda_readme() -> dict[tuple[str, ...], int]:
    text = read_utf8(ROOT / "seeda" / "README.md")
    rows = [[c.strip().replace("<sup>2</sup>", "2") for c in ln.strip().strip("|").split("|")]
            for ln in text.splitlines() if ln.startswith("| ")]
    header = next(c for c in rows if "GLEU" in c)
    out: dict[tuple[str, ...], int] = {}
    for cells in rows:
        if cells is header or not cells[0] or cells[0].startswith(":"):
            continue
        for col, value in zip(header[1:], cells[1:], strict=True):
            out[(cells[0], col)] = decimals_of(value)
    return out


def _from_sn8gec() -> dict[tuple[str, ...], int]:
    out: dict[tuple[str, ...], int] = {}
    for line in read_utf8(ROOT / "sn8gec" / "metric_scores.tsv").splitlines():
        if line.strip():
            metric, refset, system, score = line.split("\t")
            out[("INPUT" if system == "source" else system, metric, refset)] = decimals_of(score)
    return out


def _from_gjg15() -> dict[tuple[str, ...], int]:
    lines = [ln for ln in read_utf8(ROOT / "gjg15" / "human_scores_table3.tsv").splitlines()
             if ln.strip() and not ln.startswith("#")]
    header = lines[0].split("\t")
    out: dict[tuple[str, ...], int] = {}
    for line in lines[1:]:
        rec = dict(zip(header, line.split("\t"), strict=True))
        for human in ("EW", "TS"):
            out[(rec["system"], human, "score")] = decimals_of(rec[f"{human}_score"])
            for field in ("rank_low", "rank_high", "cluster"):
                out[(rec["system"], human, field)] = 0
    return out


def printed_decimals(name: str) -> pd.Series:
    """The decimals printed for each cell of ``paper_table(name)`` (same index), capped at
    :data:`MAX_DECIMALS`; ``<NA>`` where the transcription has no printed text for the cell."""
    printed = paper_table(name)
    t = _available()[name]
    if t.reader == "gecnb.data.published.seeda_readme_scores":
        found = _from_seeda_readme()
    elif t.reader == "gecnb.data.published.sn8gec_published_scores":
        found = _from_sn8gec()
    elif t.reader == "gjg15/human_scores_table3.tsv":
        found = _from_gjg15()
    else:
        found = _from_file(str(t.file))
    keys = [c for c in printed.columns if c not in ("paper", "page", "table", "mark", "note", "text_line")]
    values = [found.get(tuple(str(v) for v in rec)) for rec in printed[keys].itertuples(index=False)]
    out = pd.Series(values, index=printed.index, dtype="Int64")
    return out.clip(upper=MAX_DECIMALS)


def half_unit(decimals: pd.Series) -> pd.Series:
    """Half a printed unit per cell (0.0005 for 3 decimals); NaN where the decimals are unknown."""
    return pd.Series([0.5 * 10.0 ** -int(d) if pd.notna(d) else float("nan") for d in decimals],
                     index=decimals.index, dtype="float64")


def printed_mean(values: list[float], *, decimals: int = 3) -> float:
    """An average as the CLEME2.0 paper computes its Avg. columns: the mean of the values as printed (each written with
    ``decimals`` decimals), rounded half up to ``decimals``; NaN if any value is. 22 of the 23 rows of its Table 2
    obey this (e.g. CLEME-ind 0.616 / 0.466 / 0.736 / 0.708 average 0.6315, printed 0.632; IMPARA's 0.903 is the
    exception, its cells give 0.9045), and the Avg. cells of its Tables 1, 5 and 8 are this mean of their printed
    cells but where a note says otherwise."""
    if not values or any(math.isnan(v) for v in values):
        return float("nan")
    unit = Decimal(1).scaleb(-decimals)
    total = sum((Decimal(f"{v:.{decimals}f}") for v in values), Decimal(0))
    return float((total / len(values)).quantize(unit, rounding=ROUND_HALF_UP))


__all__ = ["MAX_DECIMALS", "decimals_of", "half_unit", "printed_decimals", "printed_mean"]

