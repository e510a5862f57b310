"""What the papers printed, in one place: the transcribed tables, the published score files gecnb ships, one
parser per source, and the printed precision of every cell.

**Transcriptions.** Each table is one UTF-8 TSV under ``gecnb/datasets/papers/`` with ``#`` comment lines (what
the table is, where it was read) and a header row ``row, column, [key columns...], paper, page, table, mark,
note[, text_line]``. ``paper`` is the value as printed (empty when it could not be read with confidence: ``note``
then says why); ``page`` is the section of the paper (the machine-extracted texts carry no page numbers);
``mark`` holds footnote marks (``♣`` = unchanged references excluded); ``text_line`` is the line of the
extracted text in ``../shared/papers/``. ``gecnb/datasets/papers/README.md`` describes every file and every
empty cell. Tables in the *wide* layout (key columns then one numeric column per printed column, no ``paper``
column, e.g. ``cleme2_table11.tsv``) are read too: they are melted to the long layout, the first key column
becoming ``row`` and the numeric column names ``column``.

**Published files.** Tables that gecnb already ships with the vendored data are read from there instead of
being typed in again, under the same interface: ``seeda-readme`` (SEEDA's README score table,
:func:`seeda_readme_scores`), ``sakaguchi-metric-scores`` (``sn8gec/metric_scores.tsv``,
:func:`sn8gec_published_scores`) and ``gjg15-table3`` (``gjg15/human_scores_table3.tsv``: Expected Wins and
TrueSkill scores, rank ranges and clusters).

**Printed precision.** A cell is reproduced *at printed precision* when gecnb's value is within half a printed
unit of the print (0.0005 for a correlation printed with three decimals, 0.5 for a count printed as an
integer). The number of decimals is read from the same parse of the source's own text as the value
(:func:`printed_decimals`), so ``0.700`` counts three decimals. Values written with more than
:data:`MAX_DECIMALS` decimals are machine dumps of full-precision scores (``metric_scores.tsv``); they are
compared at :data:`MAX_DECIMALS` decimals.

Every parser here returns the printed text of each value beside it (the ``printed`` column of
:func:`_cells`); :func:`paper_table` and the published readers drop it. This module computes no score:
``gecnb.reproduce`` puts gecnb's numbers beside these.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

import pandas as pd

from gecnb.data.errors import GecInputError
from gecnb.data.text import PathType, read_utf8
from gecnb.datasets import ROOT, data_path

__all__ = ["MAX_DECIMALS", "PaperTable", "cleme_table10_wide", "decimals_of", "half_unit", "list_paper_tables",
           "paper_table", "printed_decimals", "printed_mean", "read_paper_table", "seeda_readme_scores",
           "sn8gec_published_scores"]

PAPERS_DIR = ROOT / "papers"
BASE_COLUMNS = ("row", "column", "paper", "page", "table", "mark", "note")
MAX_DECIMALS = 6
_CLEME = "Ye et al. 2023, CLEME (EMNLP)"
_CLEME2 = "Ye et al., CLEME2.0"
_SAKA = "Sakaguchi et al. 2016 (TACL)"
_ZH = "Chinese GEC evaluation without word segmentation"
_MULTI = "Formal framework for fluency-based multi-reference evaluation"
# the readers of the published files (the ``source`` that list_paper_tables shows for them)
_SN8GEC = "gecnb.reproduce.printed.sn8gec_published_scores"
_SEEDA = "gecnb.reproduce.printed.seeda_readme_scores"
_GJG15 = "gjg15/human_scores_table3.tsv"


@dataclass(frozen=True)
class PaperTable:
    """Where one transcribed table lives: ``file`` under ``gecnb/datasets/papers/`` (or a reader)."""

    name: str
    paper: str
    table: str
    page: str
    file: str | None = None
    reader: str | None = None

    def __post_init__(self) -> None:
        if (self.file is None) == (self.reader is None):
            raise ValueError(f"paper table {self.name!r}: exactly one of file and reader must be given")


_TABLES: tuple[PaperTable, ...] = (
    PaperTable("cleme-table1", _CLEME, "Table 1", "§2.2", "cleme_table1.tsv"),
    PaperTable("cleme-table2", _CLEME, "Table 2", "§4.1", "cleme_table2.tsv"),
    PaperTable("cleme-table7", _CLEME, "Table 7", "App. A", "cleme_table7.tsv"),
    PaperTable("cleme-table9", _CLEME, "Table 9", "App. C", "cleme_table9.tsv"),
    PaperTable("cleme-table10", _CLEME, "Table 10", "App. D", "cleme_table10.tsv"),
    PaperTable("cleme-figure4", _CLEME, "Figure 4", "§5.2", "cleme_figure4.tsv"),
    PaperTable("cleme-figure5", _CLEME, "Figure 5", "§5.2", "cleme_figure5.tsv"),
    PaperTable("cleme2-table1", _CLEME2, "Table 1", "§4.2", "cleme2_table1.tsv"),
    PaperTable("cleme2-table2", _CLEME2, "Table 2", "§4.3", "cleme2_table2.tsv"),
    PaperTable("cleme2-table3", _CLEME2, "Table 3", "§5.1", "cleme2_table3.tsv"),
    PaperTable("cleme2-table4", _CLEME2, "Table 4", "§4.4", "cleme2_table4.tsv"),
    PaperTable("cleme2-table5", _CLEME2, "Table 5", "§5.2", "cleme2_table5.tsv"),
    PaperTable("cleme2-table7", _CLEME2, "Table 7", "App. B.3", "cleme2_table7.tsv"),
    PaperTable("cleme2-table8", _CLEME2, "Table 8", "App. C.1", "cleme2_table8.tsv"),
    PaperTable("cleme2-table9", _CLEME2, "Table 9", "App. C.2", "cleme2_table9.tsv"),
    PaperTable("cleme2-table10", _CLEME2, "Table 10", "App. C.3", "cleme2_table10.tsv"),
    PaperTable("cleme2-table11", _CLEME2, "Table 11", "App. C.4", "cleme2_table11.tsv"),
    PaperTable("cleme2-table12", _CLEME2, "Table 12", "App. C.5", "cleme2_table12.tsv"),
    PaperTable("sakaguchi-table4", _SAKA, "Table 4", "§3.2", "sakaguchi_table4.tsv"),
    PaperTable("sakaguchi-table5", _SAKA, "Table 5", "§3.3", "sakaguchi_table5.tsv"),
    PaperTable("sakaguchi-table6", _SAKA, "Table 6", "§4.2", "sakaguchi_table6.tsv"),
    PaperTable("sakaguchi-figure2", _SAKA, "Figure 2", "§3.2", "sakaguchi_figure2.tsv"),
    PaperTable("sakaguchi-figure5", _SAKA, "Figure 5", "§4.2", "sakaguchi_figure5.tsv"),
    PaperTable("sakaguchi-metric-scores", _SAKA, "metric_scores.tsv (data behind Table 6)", "data release",
               reader=_SN8GEC),
    PaperTable("chinese-table3", _ZH, "Table 3", "§5.2", "chinese_table3.tsv"),
    PaperTable("chinese-table4", _ZH, "Table 4", "§5.2", "chinese_table4.tsv"),
    PaperTable("multiref-figure1", _MULTI, "Figure 1", "§5.3", "multiref_figure1.tsv"),
    PaperTable("gjg15-table3", "Grundkiewicz et al. 2015 (EMNLP)", "Table 3(b), 3(c)", "§4",
               reader=_GJG15),
    PaperTable("seeda-readme", "Kobayashi et al. 2024, SEEDA", "README score table", "README",
               reader=_SEEDA),
)


def _available() -> dict[str, PaperTable]:
    return {t.name: t for t in _TABLES if t.reader is not None or (PAPERS_DIR / str(t.file)).exists()}


def list_paper_tables() -> pd.DataFrame:
    """One row per transcribed table: ``name, paper, table, page, cells, source``.

    ``cells`` counts the cells with a printed value; ``source`` is the vendored file (relative to
    ``gecnb/datasets/``) or the reader function for tables gecnb reads from a data release.
    """
    rows = []
    for t in _available().values():
        frame = paper_table(t.name)
        rows.append((t.name, t.paper, t.table, t.page, int(frame["paper"].notna().sum()),
                     f"papers/{t.file}" if t.file else t.reader))
    return pd.DataFrame(rows, columns=["name", "paper", "table", "page", "cells", "source"])


def paper_table(name: str) -> pd.DataFrame:
    """The transcribed table ``name`` (see :func:`list_paper_tables`) in the long layout.

    Columns: ``row``, ``column``, any key columns of that table (``human``, ``coefficient``, ``field``,
    ``quantity``, ...; strings), ``paper`` (float, NaN where the cell could not be read), ``page``,
    ``table``, ``mark``, ``note`` (strings, ``""`` when blank) and ``text_line`` (nullable integer).
    Raises ``KeyError`` naming the known tables for an unknown name, ``GecInputError`` (FILE:LINE) for a
    malformed file.
    """
    return _cells(name).drop(columns="printed")


def printed_decimals(name: str) -> pd.Series:
    """The decimals printed for each cell of ``paper_table(name)`` (same index), capped at
    :data:`MAX_DECIMALS` (0 for a cell whose printed text is empty: its ``paper`` is NaN)."""
    cells = _cells(name)
    out = pd.Series([decimals_of(text) for text in cells["printed"]], index=cells.index, dtype="Int64")
    return out.clip(upper=MAX_DECIMALS)


def _cells(name: str) -> pd.DataFrame:
    """:func:`paper_table` with one more column, ``printed``: each value's text as its source prints it."""
    if not isinstance(name, str):
        raise TypeError(f"paper_table() expects a table name (str), got {type(name).__name__}")
    tables = _available()
    if name not in tables:
        raise KeyError(f"unknown paper table {name!r}; known: {', '.join(sorted(tables))}")
    t = tables[name]
    if t.reader == _SEEDA:
        return _seeda_cells(t)
    if t.reader == _SN8GEC:
        return _sn8gec_cells(t)
    if t.reader == _GJG15:
        return _gjg15_cells(t)
    return _read_transcription(PAPERS_DIR / str(t.file), table=t.table, page=t.page)


_CLEME10_FIELDS = {"TP": "tp", "TP w/o LW": "tp_nolw", "FP": "fp", "FP w/o LW": "fp_nolw", "FN": "fn",
                   "FN w/o LW": "fn_nolw", "TN": "tn", "P": "p", "R": "r", "F0.5": "f"}


def cleme_table10_wide() -> pd.DataFrame:
    """CLEME Table 10 (``cleme-table10``) as the paper prints it: one row per metric block and field,
    one column per system. Columns ``metric``, ``field`` (``tp``, ``tp_nolw``, ``fp``, ``fp_nolw``,
    ``fn``, ``fn_nolw``, ``tn``, ``p``, ``r``, ``f``; P/R/F0.5 in percent), then the 13 systems."""
    long = paper_table("cleme-table10")
    frame = long.assign(metric=long["row"], field=long["field"].map(_CLEME10_FIELDS))
    order = list(dict.fromkeys(zip(frame["metric"], frame["field"], strict=True)))
    systems = list(dict.fromkeys(frame["column"]))
    wide = frame.pivot(index=["metric", "field"], columns="column", values="paper").loc[order, systems]
    wide.columns.name = None
    return wide.reset_index()


def read_paper_table(path: PathType, *, table: str = "", page: str = "") -> pd.DataFrame:
    """Read one transcribed-table TSV (long or wide layout) and validate it; see :func:`paper_table`.

    ``table`` and ``page`` fill those columns for wide files, which do not carry them.
    """
    return _read_transcription(Path(path), table=table, page=page).drop(columns="printed")


# ------------------------------------------------------------------ the transcriptions (papers/*.tsv)

def _read_transcription(path: Path, *, table: str, page: str) -> pd.DataFrame:
    lines = read_utf8(path).splitlines()
    body = [(n, ln) for n, ln in enumerate(lines, 1) if ln.strip() and not ln.startswith("#")]
    if not body:
        raise GecInputError("no header row (every line is blank or a # comment)", file=path)
    header_no, header_line = body[0]
    header = header_line.split("\t")
    if len(set(header)) != len(header):
        raise GecInputError(f"duplicate column names in the header: {header}", file=path, line=header_no)
    if "paper" not in header:
        return _read_wide(path, header, header_no, body[1:], table=table, page=page)
    missing = [c for c in BASE_COLUMNS if c not in header]
    if missing:
        raise GecInputError(f"header lacks the column(s) {', '.join(missing)}", file=path, line=header_no)
    keys = [c for c in header if c not in BASE_COLUMNS and c != "text_line"]
    records: list = []
    numbers: list = []
    lines_of: list = []
    seen: dict = {}
    for n, line in body[1:]:
        cells = line.split("\t")
        if len(cells) != len(header):
            raise GecInputError(f"expected {len(header)} tab-separated fields, found {len(cells)}", file=path, line=n)
        rec = dict(zip(header, cells, strict=True))
        if not rec["row"].strip() or not rec["column"].strip():
            raise GecInputError("empty 'row' or 'column'", file=path, line=n)
        value = _number(rec["paper"], path=path, line=n)
        if math.isnan(value) and not rec["note"].strip():
            raise GecInputError("'paper' is empty but 'note' does not say why", file=path, line=n)
        key = (rec["row"], rec["column"], *(rec[k] for k in keys))
        if key in seen:
            raise GecInputError(f"duplicate cell {key} (first on line {seen[key]})", file=path, line=n)
        seen[key] = n
        if "text_line" in rec and rec["text_line"].strip() and not rec["text_line"].strip().isdigit():
            raise GecInputError(f"'text_line' {rec['text_line']!r} is not a line number", file=path, line=n)
        records.append(rec)
        numbers.append(value)
        lines_of.append(int(rec["text_line"]) if rec.get("text_line", "").strip() else None)
    columns = ["row", "column", *keys, "paper", "page", "table", "mark", "note"]
    frame = pd.DataFrame([[r[c] for c in columns] for r in records], columns=columns, dtype=object)
    for c in columns:
        if c != "paper":
            frame[c] = frame[c].astype(str)
    frame["paper"] = pd.Series(numbers, dtype="float64")
    frame["text_line"] = pd.array(lines_of, dtype="Int64")
    frame["printed"] = [r["paper"] for r in records]
    return frame


def _number(text: str, *, path: Path, line: int) -> float:
    text = text.strip()
    if not text:
        return math.nan
    try:
        value = float(text)
    except ValueError:
        raise GecInputError(f"'paper' value {text!r} is not a number", file=path, line=line) from None
    if not math.isfinite(value):
        raise GecInputError(f"'paper' value {text!r} is not finite", file=path, line=line)
    return value


def _read_wide(path: Path, header: list[str], header_no: int, body: list[tuple[int, str]], *,
               table: str, page: str) -> pd.DataFrame:
    """Melt a wide table: leading non-numeric columns are keys, the rest one printed column each."""
    rows = []
    for n, line in body:
        cells = line.split("\t")
        if len(cells) != len(header):
            raise GecInputError(f"expected {len(header)} tab-separated fields, found {len(cells)}", file=path, line=n)
        rows.append((n, cells))
    if not rows:
        raise GecInputError("header but no data rows", file=path, line=header_no)

    def numeric(j: int) -> bool:
        return all(_is_finite_number(c[j]) for _, c in rows)

    nkeys = next((j for j in range(len(header)) if numeric(j)), len(header))
    if nkeys == 0 or nkeys == len(header):
        raise GecInputError("wide layout needs key columns followed by numeric columns", file=path, line=header_no)
    for j in range(nkeys, len(header)):
        if not numeric(j):
            bad = next(n for n, c in rows if not _is_finite_number(c[j]))
            raise GecInputError(f"column {header[j]!r} has a non-numeric value", file=path, line=bad)
    keys = header[1:nkeys]
    out: list = []
    texts: list = []
    seen: dict = {}
    for n, cells in rows:
        for j in range(nkeys, len(header)):
            key = (cells[0], header[j], *cells[1:nkeys])
            if key in seen:
                raise GecInputError(f"duplicate cell {key} (first on line {seen[key]})", file=path, line=n)
            seen[key] = n
            out.append([cells[0], header[j], *cells[1:nkeys], float(cells[j]), page, table, "", "", None])
            texts.append(cells[j])
    frame = pd.DataFrame(out, columns=["row", "column", *keys, "paper", "page", "table", "mark", "note", "text_line"])
    frame["paper"] = frame["paper"].astype("float64")
    frame["text_line"] = pd.array(frame["text_line"].tolist(), dtype="Int64")
    frame["printed"] = texts
    return frame


def _is_finite_number(text: str) -> bool:
    try:
        return math.isfinite(float(text))
    except ValueError:
        return False


# ------------------------------------------------------------------ the published files gecnb ships

def _seeda_readme() -> tuple[pd.DataFrame, pd.DataFrame]:
    """SEEDA's README score table, parsed once: the printed texts and their values (same index and columns)."""
    path = data_path("seeda", "README.md")
    rows = [ln for ln in read_utf8(path).splitlines() if ln.startswith("| ")]
    cells = [[c.strip().replace("<sup>2</sup>", "2") for c in ln.strip().strip("|").split("|")] for ln in rows]
    header = next((c for c in cells if "GLEU" in c), None)
    if header is None:
        raise GecInputError("no score table (a header row with GLEU) found", file=path)
    body = [c for c in cells if c is not header and c[0] and not c[0].startswith(":")]  # skip the rule row
    index = [c[0] for c in body]
    text = pd.DataFrame([c[1:] for c in body], index=index, columns=header[1:], dtype=object)
    table = pd.DataFrame([[float(x) for x in c[1:]] for c in body], index=index, columns=header[1:])
    text.index.name = table.index.name = "system"
    return text, table


def seeda_readme_scores() -> pd.DataFrame:
    """The score table of SEEDA's README (15 systems on the whole CoNLL-2014 test set).

    One row per system (the index, named as printed), one float column per metric; the header's
    ``<sup>2</sup>`` is written ``2`` (``M2``, ``SentM2``, ``PT-M2``).
    """
    return _seeda_readme()[1]


def _seeda_cells(t: PaperTable) -> pd.DataFrame:
    text, wide = _seeda_readme()
    long = wide.reset_index().melt(id_vars="system", var_name="column", value_name="paper")
    printed = text.reset_index().melt(id_vars="system", var_name="column", value_name="printed")["printed"]
    return _pointer_frame(long.rename(columns={"system": "row"}), t, printed)


def _sn8gec(path: PathType | None = None) -> pd.DataFrame:
    """``sn8gec/metric_scores.tsv`` parsed once: ``metric, refset, system, score, printed``."""
    path = data_path("sn8gec", "metric_scores.tsv") if path is None else path
    rows = []
    for n, line in enumerate(read_utf8(path).splitlines(), 1):
        if not line.strip():
            continue
        cells = line.split("\t")
        if len(cells) != 4:
            raise GecInputError(f"expected 4 tab-separated fields, found {len(cells)}", file=path, line=n)
        try:
            score = float(cells[3])
        except ValueError:
            raise GecInputError(f"score {cells[3]!r} is not a number", file=path, line=n) from None
        rows.append((cells[0], cells[1], "INPUT" if cells[2] == "source" else cells[2], score, cells[3]))
    return pd.DataFrame(rows, columns=["metric", "refset", "system", "score", "printed"])


def sn8gec_published_scores(*, path: PathType | None = None) -> pd.DataFrame:
    """SN-8GEC's published scores (``sn8gec/metric_scores.tsv``, Sakaguchi et al. 2016, or another copy at
    ``path``): columns ``metric`` (GLEU, BLEU, M2, IM), ``refset`` (as in the ``sn8gec`` dataset),
    ``system``, ``score``. The file's ``source`` (the unchanged input) is named ``INPUT``, as in the
    datasets."""
    return _sn8gec(path).drop(columns="printed")


def _sn8gec_cells(t: PaperTable) -> pd.DataFrame:
    scores = _sn8gec()
    long = scores.rename(columns={"system": "row", "metric": "column", "score": "paper"})[["row", "column", "refset", "paper"]]
    return _pointer_frame(long, t, scores["printed"])


def _gjg15_cells(t: PaperTable) -> pd.DataFrame:
    """GJG15 Table 3 (vendored by the data layer) as row = system, column = EW/TS, field = score, rank_low,
    rank_high (the printed rank range) and cluster."""
    path = ROOT / "gjg15" / "human_scores_table3.tsv"
    lines = [(n, ln) for n, ln in enumerate(read_utf8(path).splitlines(), 1) if ln.strip() and not ln.startswith("#")]
    header = lines[0][1].split("\t")
    rows = []
    for n, line in lines[1:]:
        rec = dict(zip(header, line.split("\t"), strict=True))
        for human in ("EW", "TS"):
            lo, _, hi = rec[f"{human}_range"].partition("-")
            for field, text in (("score", rec[f"{human}_score"]), ("rank_low", lo), ("rank_high", hi or lo),
                                ("cluster", rec[f"{human}_cluster"])):
                rows.append((rec["system"], human, field, _number(text, path=path, line=n), text))
    frame = pd.DataFrame(rows, columns=["row", "column", "field", "paper", "printed"])
    return _pointer_frame(frame.drop(columns="printed"), t, frame["printed"])


def _pointer_frame(long: pd.DataFrame, t: PaperTable, printed: pd.Series) -> pd.DataFrame:
    frame = long.copy()
    frame["paper"] = frame["paper"].astype("float64")
    frame["page"], frame["table"], frame["mark"], frame["note"] = t.page, t.table, "", ""
    frame["text_line"] = pd.array([None] * len(frame), dtype="Int64")
    frame = frame.reset_index(drop=True)
    frame["printed"] = list(printed)
    return frame


# ------------------------------------------------------------------ printed precision

def decimals_of(text: str) -> int:
    """Decimals of a printed number (``"0.700"`` -> 3, ``"216"`` -> 0, ``"-.5"`` -> 1)."""
    t = text.strip().lower()
    if "e" in t:
        mant, _, exp = t.partition("e")
        return max(0, decimals_of(mant) - int(exp))
    return len(t.partition(".")[2]) if "." in t else 0


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

