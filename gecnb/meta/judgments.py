"""Human judgments as one tidy pairwise table, read from the formats the GEC papers published.

Every reader returns a :class:`pandas.DataFrame` with one row per *pairwise comparison* taken from a
ranking (a judge ranks up to 5 outputs of one sentence, ties allowed):

=========== ==================================================================================
``judge``   who ranked (Appraise ``user``, MTurk ``WorkerId``, WMT ``judgeID``)
``item``    the ranking the pair comes from (MTurk ``AssignmentId``; for Appraise XML and WMT CSV the
            line where it starts, as a string: Appraise ``id`` attributes repeat across result blocks)
``sentence`` the judged sentence (Appraise ``src-id``, MTurk ``Input.sentID``, WMT ``segmentId``)
``system_a`` / ``system_b`` the two systems, ``system_a < system_b`` (code point order)
``rank_a`` / ``rank_b`` their ranks in that ranking (1 = best)
``outcome`` ``1`` if ``system_a`` was ranked better, ``-1`` if ``system_b`` was, ``0`` for a tie
``line``    the line of the file where the ranking starts (for messages)
=========== ==================================================================================

A 5-way ranking gives every pair of the outputs it ranks (10 pairs for 5 outputs). An output that
several systems produced identically is shown once and listed as ``"A B C"``; it is expanded to each
system, and those systems tie with each other (GJG15's ``print_pairs.pl`` and WMT's ``xml2csv.py``
do the same). This is the input of :func:`gecnb.meta.ranking.rank_systems` (Expected Wins and
TrueSkill) and of :func:`wins_table`.

Bundled judgments (:data:`BUNDLED`), loaded with :func:`load_judgments` by name:

* ``"gjg15"`` — Grundkiewicz et al. (2015), 8 expert judges, Appraise XML: 2,319 rankings, 109,098 pairs.
* ``"seeda-sent"`` / ``"seeda-edit"`` — SEEDA (Kobayashi et al. 2024) sentence- and edit-based
  Appraise XML, 600 rankings each.
* ``"sakaguchi-main"`` — Sakaguchi et al. (2016) Section 3, Table 5: MTurk rankings of the reference
  annotations (expert/non-expert x fluency/minimal, NUCLE, the source; ``Main_merged.csv``, 599
  approved rankings, 7,795 pairs as in the paper).
* ``"sakaguchi-ctrl"`` — Sakaguchi et al. (2016) Section 5, Figure 6: MTurk rankings of the 12
  CoNLL-2014 systems + INPUT (``Ctrl_merged.csv``; 588 approved rankings, 26,265 pairs as in the
  paper). The names follow the files and the authors' TrueSkill runs (``main_*`` = references,
  ``ctrl_*`` = systems, see :func:`gecnb.meta.human.sakaguchi_trueskill_runs`).
* ``"napoles15"`` — Napoles et al. (2015), WMT-style pairwise CSV, 3 judges; ``src`` is read as INPUT.
"""

from __future__ import annotations

import csv
import io
import itertools
import xml.parsers.expat
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

import pandas as pd

from gecnb.data.errors import GecInputError
from gecnb.data.text import read_bytes, read_utf8
from gecnb.datasets import data_path

JudgmentFormat = Literal["appraise-xml", "mturk-csv", "wmt-csv"]
FORMATS: tuple[str, ...] = ("appraise-xml", "mturk-csv", "wmt-csv")
COLUMNS: tuple[str, ...] = (
    "judge", "item", "sentence", "system_a", "system_b", "rank_a", "rank_b", "outcome", "line",
)  # fmt: skip


@dataclass(frozen=True)
class _Bundled:
    parts: tuple[str, ...]
    format: JudgmentFormat
    names: Mapping[str, str]
    description: str


BUNDLED: dict[str, _Bundled] = {
    "gjg15": _Bundled(("gjg15", "judgments.xml"), "appraise-xml", {}, "Grundkiewicz et al. 2015, experts"),
    "seeda-sent": _Bundled(("seeda", "data", "judgments_sent.xml"), "appraise-xml", {}, "SEEDA-S"),
    "seeda-edit": _Bundled(("seeda", "data", "judgments_edit.xml"), "appraise-xml", {}, "SEEDA-E"),
    "sakaguchi-main": _Bundled(
        ("sn8gec", "judgments", "Main_merged.csv"), "mturk-csv", {}, "Sakaguchi et al. 2016, crowd, references"
    ),
    "sakaguchi-ctrl": _Bundled(
        ("sn8gec", "judgments", "Ctrl_merged.csv"), "mturk-csv", {}, "Sakaguchi et al. 2016, crowd, systems"
    ),
    "napoles15": _Bundled(
        ("napoles15", "all_judgments.csv"), "wmt-csv", {"src": "INPUT"}, "Napoles et al. 2015, experts"
    ),
}
"""The judgment files gecnb ships, by name (see the module docstring and ``datasets/PROVENANCE.md``)."""


def load_judgments(
    source: str | Path,
    *,
    format: JudgmentFormat | None = None,
    names: Mapping[str, str] | None = None,
    systems: Iterable[str] | None = None,
) -> pd.DataFrame:
    """Pairwise judgments from a bundled name (:data:`BUNDLED`) or from a file in ``format``.

    ``names`` renames systems as they are read (e.g. ``{"src": "INPUT"}``; the bundled sets bring
    their own). ``systems``, if given, is the closed set of allowed names (after renaming): any
    other name is a :class:`GecInputError` naming file and line. ``df.attrs["source"]`` records what
    was read.
    """
    if isinstance(source, str) and source in BUNDLED:
        entry = BUNDLED[source]
        if format is not None and format != entry.format:
            raise ValueError(f"{source!r} is {entry.format!r}, not {format!r}")
        path = data_path(*entry.parts)
        fmt: str = entry.format
        mapping = dict(entry.names) | dict(names or {})
        label = source
    else:
        path = Path(source)
        if not path.exists() and not path.is_symlink():  # anything else: the reader names the problem
            raise FileNotFoundError(
                f"{source}: no such file, and not a bundled judgment set ({', '.join(sorted(BUNDLED))})"
            )
        if format is None:
            raise ValueError(f"format is required for a file: one of {FORMATS}")
        fmt = format
        mapping = dict(names or {})
        label = str(path)
    if fmt not in FORMATS:
        raise ValueError(f"format must be one of {FORMATS}, not {fmt!r}")
    allowed = None if systems is None else frozenset(systems)
    readers: dict[str, Callable[..., pd.DataFrame]] = {
        "appraise-xml": read_appraise_xml,
        "mturk-csv": read_mturk_csv,
        "wmt-csv": read_wmt_csv,
    }
    reader = readers[fmt]
    df = reader(path, names=mapping, systems=allowed)
    df.attrs["source"] = label
    return df


# ---------------------------------------------------------------------------------------------------
# one ranking -> pairs


def _pairs(
    ranked: list[tuple[str, int]], *, judge: str, item: str, sentence: str, line: int, file: Path
) -> list[tuple]:
    """All pairs of one ranking, ``ranked`` = (system, rank) after expanding collapsed outputs."""
    seen: dict[str, int] = {}
    for name, rank in ranked:
        if name in seen:
            if seen[name] != rank:
                raise GecInputError(
                    f"system {name!r} ranked twice ({seen[name]} and {rank}) in ranking {item}", file=file, line=line
                )
            continue
        seen[name] = rank
    out = []
    for a, b in itertools.combinations(sorted(seen), 2):
        ra, rb = seen[a], seen[b]
        outcome = 1 if ra < rb else (-1 if ra > rb else 0)
        out.append((judge, item, sentence, a, b, ra, rb, outcome, line))
    return out


def _frame(rows: list[tuple], *, file: Path) -> pd.DataFrame:
    if not rows:
        raise GecInputError("no pairwise judgments found", file=file)
    df = pd.DataFrame(rows, columns=list(COLUMNS))
    for col in ("rank_a", "rank_b", "outcome", "line"):
        df[col] = df[col].astype("int64")
    return df


def _check_name(name: str, systems: frozenset[str] | None, *, file: Path, line: int) -> None:
    if systems is not None and name not in systems:
        raise GecInputError(f"unknown system {name!r} (expected one of {sorted(systems)})", file=file, line=line)


def _rank(value: str, *, file: Path, line: int, what: str) -> int:
    try:
        r = int(value)
    except (TypeError, ValueError):
        raise GecInputError(f"{what} is not an integer: {value!r}", file=file, line=line) from None
    return r


# ---------------------------------------------------------------------------------------------------
# Appraise XML (GJG15, SEEDA)


def read_appraise_xml(
    path: Path, *, names: Mapping[str, str] | None = None, systems: frozenset[str] | None = None,
    skip_judges: Iterable[str] = ("admin",),
) -> pd.DataFrame:  # fmt: skip
    """Appraise ranking XML: ``<ranking-item id= src-id= user=>`` holding ``<translation rank= system=>``.

    ``system`` may list several space-separated systems (identical outputs, tied); ``rank`` is a
    positive integer, 1 = best. Items of the judges in ``skip_judges`` are left out (GJG15's scripts
    skip ``admin``). Errors name the file and the line of the offending element.
    """
    path = Path(path)
    names = names or {}
    skip = frozenset(skip_judges)
    parser = xml.parsers.expat.ParserCreate()
    rows: list[tuple] = []
    state: dict = {"item": None}

    def start(tag: str, attrs: dict[str, str]) -> None:
        line = parser.CurrentLineNumber
        if tag == "ranking-item":
            if state["item"] is not None:
                raise GecInputError("ranking-item inside another ranking-item", file=path, line=line)
            state["item"] = {"attrs": attrs, "line": line, "ranked": []}
        elif tag == "translation":
            item = state["item"]
            if item is None:
                raise GecInputError("translation outside a ranking-item", file=path, line=line)
            if "system" not in attrs or "rank" not in attrs:
                raise GecInputError("translation without a rank and a system attribute", file=path, line=line)
            rank = _rank(attrs["rank"], file=path, line=line, what="rank")
            if rank < 1:
                raise GecInputError(f"rank must be 1 or more, not {rank}", file=path, line=line)
            group = attrs["system"].split()
            if not group:
                raise GecInputError("empty system attribute", file=path, line=line)
            for name in group:
                name = names.get(name, name)
                _check_name(name, systems, file=path, line=line)
                item["ranked"].append((name, rank))

    def end(tag: str) -> None:
        if tag != "ranking-item":
            return
        item = state["item"]
        state["item"] = None
        attrs = item["attrs"]
        judge = attrs.get("user", "")
        if judge in skip:
            return
        rows.extend(
            _pairs(item["ranked"], judge=judge, item=str(item["line"]), sentence=attrs.get("src-id", ""), line=item["line"], file=path)
        )

    parser.StartElementHandler = start
    parser.EndElementHandler = end
    try:
        parser.Parse(read_bytes(path, what="judgment file"), True)
    except xml.parsers.expat.ExpatError as exc:
        problem = xml.parsers.expat.errors.messages[exc.code]
        raise GecInputError(f"not well-formed XML: {problem}", file=path, line=exc.lineno) from None
    return _frame(rows, file=path)


# ---------------------------------------------------------------------------------------------------
# MTurk result CSV (Sakaguchi et al. 2016)



def _csv_rows(reader: csv.DictReader, path: Path, required: Iterable[str] | None) -> Iterator[tuple[int, dict]]:
    """(line number, row) of a CSV; a malformed row, or one that lacks a ``required`` field (any field when
    ``required`` is None), is an error naming its line."""
    while True:
        line = reader.line_num + 1
        try:
            row = next(reader)
        except StopIteration:
            return
        except csv.Error as exc:
            raise GecInputError(f"bad CSV: {exc}", file=path, line=line) from None
        values = row.values() if required is None else [row[c] for c in required]
        if None in row or any(v is None for v in values):
            raise GecInputError("wrong number of fields", file=path, line=line)
        yield line, row

def read_mturk_csv(
    path: Path, *, names: Mapping[str, str] | None = None, systems: frozenset[str] | None = None,
    slots: int = 5,
) -> pd.DataFrame:  # fmt: skip
    """Amazon MTurk batch results of a 5-way ranking HIT (Sakaguchi et al. 2016's ``*_merged.csv``).

    Columns used: ``WorkerId``, ``AssignmentId``, ``AssignmentStatus``, ``Input.sentID``,
    ``Input.system1..5`` (space-separated names of identical outputs; ``###`` = empty slot) and
    ``Answer.rank_1..5`` (1 = best). As in the paper's counts (26,265 pairs from 588 system rankings,
    7,795 from the reference rankings): only ``Approved`` assignments are read, and an output the worker
    left unranked (empty rank) is left out of that ranking's pairs (the other outputs stay).
    """
    path = Path(path)
    names = names or {}
    text = read_utf8(path)
    reader = csv.DictReader(io.StringIO(text, newline=""))
    need = ["WorkerId", "AssignmentId", "AssignmentStatus", "Input.sentID"]
    need += [f"Input.system{k}" for k in range(1, slots + 1)] + [f"Answer.rank_{k}" for k in range(1, slots + 1)]
    missing = [c for c in need if c not in (reader.fieldnames or [])]
    if missing:
        raise GecInputError(f"missing columns {missing}", file=path, line=1)
    rows: list[tuple] = []
    for line, row in _csv_rows(reader, path, need):
        if row["AssignmentStatus"] != "Approved":
            continue
        ranked: list[tuple[str, int]] = []
        for k in range(1, slots + 1):
            group = row[f"Input.system{k}"].strip()
            if group in ("", "###"):
                continue
            value = row[f"Answer.rank_{k}"].strip()
            if value == "":
                continue
            rank = _rank(value, file=path, line=line, what=f"Answer.rank_{k}")
            if not 1 <= rank <= slots:
                raise GecInputError(f"Answer.rank_{k} must be 1..{slots}, not {rank}", file=path, line=line)
            for name in group.split():
                name = names.get(name, name)
                _check_name(name, systems, file=path, line=line)
                ranked.append((name, rank))
        rows.extend(
            _pairs(ranked, judge=row["WorkerId"], item=row["AssignmentId"], sentence=row["Input.sentID"], line=line, file=path)
        )
    return _frame(rows, file=path)


# ---------------------------------------------------------------------------------------------------
# WMT CSV (Napoles et al. 2015; WMT's and wmt-trueskill's format)


def read_wmt_csv(
    path: Path, *, names: Mapping[str, str] | None = None, systems: frozenset[str] | None = None
) -> pd.DataFrame:
    """WMT ranking CSV: ``segmentId``, ``judgeID`` (or ``judgeId``) and ``system{K}Id``/``system{K}rank``.

    K runs over the pairs of columns present (2 in Napoles et al.'s pairwise file, 5 in WMT's).
    As in WMT's scripts, a row with a rank of ``-1`` (not judged) is skipped; other ranks must be
    positive integers.
    """
    path = Path(path)
    names = names or {}
    text = read_utf8(path)
    reader = csv.DictReader(io.StringIO(text, newline=""))
    fields = reader.fieldnames or []
    judge_col = "judgeID" if "judgeID" in fields else "judgeId"
    slots = [k for k in range(1, 100) if f"system{k}Id" in fields]
    missing = [c for c in ("segmentId", judge_col) if c not in fields]
    missing += [f"system{k}rank" for k in slots if f"system{k}rank" not in fields]
    if missing or len(slots) < 2:
        raise GecInputError(f"not a WMT ranking CSV: missing columns {missing or ['system1Id', 'system2Id']}", file=path, line=1)
    rows: list[tuple] = []
    for line, row in _csv_rows(reader, path, None):
        ranks = [_rank(row[f"system{k}rank"], file=path, line=line, what=f"system{k}rank") for k in slots]
        if -1 in ranks:
            continue
        ranked: list[tuple[str, int]] = []
        for k, rank in zip(slots, ranks, strict=True):
            if rank < 1:
                raise GecInputError(f"system{k}rank must be 1 or more (or -1), not {rank}", file=path, line=line)
            name = row[f"system{k}Id"].strip()
            if not name:
                raise GecInputError(f"empty system{k}Id", file=path, line=line)
            name = names.get(name, name)
            _check_name(name, systems, file=path, line=line)
            ranked.append((name, rank))
        rows.extend(_pairs(ranked, judge=row[judge_col], item=str(line), sentence=row["segmentId"], line=line, file=path))
    return _frame(rows, file=path)


# ---------------------------------------------------------------------------------------------------


def wins_table(judgments: pd.DataFrame) -> pd.DataFrame:
    """Square table ``wins.loc[a, b]`` = times ``a`` was ranked better than ``b`` (ties not counted).

    The same table as :func:`gecnb.meta.human.appraise_wins`, from any tidy judgment table; feed it
    to :func:`gecnb.meta.human.expected_wins`.
    """
    check_judgments(judgments)
    systems = sorted(set(judgments["system_a"]) | set(judgments["system_b"]))
    wins = pd.DataFrame(0, index=pd.Index(systems, name="winner"), columns=pd.Index(systems, name="loser"))
    dec = judgments[judgments["outcome"] != 0]
    winner = dec["system_a"].where(dec["outcome"] > 0, dec["system_b"])
    loser = dec["system_b"].where(dec["outcome"] > 0, dec["system_a"])
    counts = pd.crosstab(winner, loser)
    wins = wins.add(counts.reindex(index=systems, columns=systems, fill_value=0), fill_value=0).astype("int64")
    return wins


def check_judgments(judgments: pd.DataFrame) -> None:
    """Raise ``ValueError`` unless ``judgments`` is a tidy pairwise table (see the module docstring)."""
    if not isinstance(judgments, pd.DataFrame):
        raise TypeError(f"judgments must be a DataFrame, not {type(judgments).__name__}")
    missing = [c for c in ("system_a", "system_b", "outcome") if c not in judgments.columns]
    if missing:
        raise ValueError(f"judgments lack the columns {missing} (see gecnb.meta.judgments)")
    if len(judgments) == 0:
        raise ValueError("judgments are empty")
    bad = ~judgments["outcome"].isin([-1, 0, 1])
    if bad.any():
        raise ValueError(f"outcome must be -1, 0 or 1; row {int(bad.to_numpy().argmax())} has {judgments['outcome'][bad].iloc[0]!r}")
    if (judgments["system_a"] == judgments["system_b"]).any():
        raise ValueError("a judgment compares a system with itself")
