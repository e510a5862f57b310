"""Human system rankings for meta-evaluation, read from the vendored data (see ``datasets/PROVENANCE.md``).

* :func:`gjg15_human_scores` — Grundkiewicz, Junczys-Dowmunt & Gillian (EMNLP 2015), Table 3(b)
  Expected Wins and Table 3(c) TrueSkill for the 12 CoNLL-2014 systems plus the unchanged INPUT.
* :func:`gjg15_expected_wins` — Expected Wins recomputed from the raw pairwise judgments
  (``gjg15/judgments.xml``); it agrees with Table 3(b) to all 3 printed decimals for all 13 systems.
  :func:`seeda_expected_wins` does the same for SEEDA (agreement within 0.001 for all 15 systems).
* :func:`sakaguchi_trueskill_runs` — the 100 TrueSkill runs Sakaguchi et al. (2016) published.
* :func:`gjg15_metric_scores` — the metric scores published with the GJG15 data (M2, BLEU, ...).
* :func:`gjg15_chollampatt18_scores` — GJG15's EW and TrueSkill as Chollampatt & Ng (2018) published them
  (the vector the CLEME papers correlate with).
* :func:`seeda_human_scores` — SEEDA (Kobayashi, Mita & Komachi, TACL 2024) EW and TS for the
  sentence-based (SEEDA-S, ``granularity="sent"``) or edit-based (SEEDA-E, ``"edit"``) judgments,
  restricted to one of the paper's system settings.

Every table has one row per system, a ``system`` column and the score columns ``ew`` and ``ts``
(higher = better for both), ready for :func:`gecnb.meta.correlation.system_correlation`.

System names. The GJG15 table uses the CoNLL-2014 submission names (AMU CAMB CUUI IITB INPUT IPN
NTHU PKU POST RAC SJTU UFC UMC, as in ``conll14/official_submissions``); other sources call the
unchanged input "source" or "Input", which :data:`GJG15_ALIASES` maps to ``INPUT``. SEEDA's names
are the file names of ``seeda/outputs/all/*.txt`` without ``.txt`` (e.g. ``GECToR-BERT``).
"""

from __future__ import annotations

import itertools
import math
import xml.etree.ElementTree as ET
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Literal

import numpy as np
import pandas as pd

from gecnb.data.errors import GecInputError
from gecnb.data.text import read_utf8
from gecnb.datasets import data_path

GJG15_SYSTEMS: tuple[str, ...] = (
    "AMU", "CAMB", "CUUI", "IITB", "INPUT", "IPN", "NTHU", "PKU", "POST", "RAC", "SJTU", "UFC", "UMC",
)  # fmt: skip
"""The 13 ranked CoNLL-2014 outputs (12 systems and the unchanged input), alphabetically."""

GJG15_ALIASES: dict[str, str] = {"source": "INPUT", "Source": "INPUT", "Input": "INPUT", "input": "INPUT"}
"""Other spellings of the unchanged input (SN-8GEC's ``metric_scores.tsv`` and Napoles et al. say
"source"); every other name must already be a CoNLL-2014 submission name."""

SeedaGranularity = Literal["sent", "edit"]
SeedaSetting = Literal["base", "+INPUT", "+REF-F_GPT-3.5", "all"]

SEEDA_SETTINGS: dict[str, frozenset[str]] = {
    "base": frozenset({"GPT-3.5", "INPUT", "REF-F"}),
    "+INPUT": frozenset({"GPT-3.5", "REF-F"}),
    "+REF-F_GPT-3.5": frozenset({"INPUT"}),
    "all": frozenset(),
}
"""Systems each SEEDA setting leaves out (SEEDA's ``corr_system.py --systems``): "base" = 12 systems,
"+INPUT" = 13, "+REF-F_GPT-3.5" = 14, "all" = 15."""


def canonical_gjg15_name(name: str) -> str:
    """Map a spelling of a CoNLL-2014 system name to the one used here (see :data:`GJG15_ALIASES`)."""
    name = name.strip()
    return GJG15_ALIASES.get(name, name)


def _score_lines(path: Path) -> list[tuple[int, str]]:
    """Non-empty, non-comment lines of a file with their 1-based line numbers."""
    text = read_utf8(path).replace("\r\n", "\n").replace("\r", "\n")
    return [
        (i, line.rstrip("\r\n"))
        for i, line in enumerate(text.split("\n"), 1)
        if line.strip() and not line.lstrip().startswith("#")
    ]


def _float(value: str, *, file: Path, line: int, what: str) -> float:
    try:
        return float(value)
    except ValueError:
        raise GecInputError(f"{what} is not a number: {value!r}", file=file, line=line) from None


def gjg15_human_scores() -> pd.DataFrame:
    """GJG15 human scores of the 13 CoNLL-2014 outputs (Grundkiewicz et al. 2015, Table 3b and 3c).

    Columns: ``system``, ``ew`` (Expected Wins), ``ew_range`` (rank range, e.g. ``"2-4"``),
    ``ew_cluster`` (significance cluster, 1 = best), ``ts`` (TrueSkill), ``ts_range``, ``ts_cluster``.
    Rows are in Expected Wins order, best first, as in the paper. INPUT (the uncorrected text) is
    included: the CLEME papers correlate over all 13 rows; drop it with ``systems=`` in
    :func:`~gecnb.meta.correlation.system_correlation` to use the 12 systems only.
    """
    path = data_path("gjg15", "human_scores_table3.tsv")
    lines = _score_lines(path)
    if not lines:
        raise GecInputError("no data lines", file=path)
    header_no, header = lines[0]
    cols = header.split("\t")
    expected = ["system", "EW_score", "EW_range", "EW_cluster", "TS_score", "TS_range", "TS_cluster"]
    if cols != expected:
        raise GecInputError(f"header {cols} is not {expected}", file=path, line=header_no)
    rows = []
    for no, line in lines[1:]:
        f = line.split("\t")
        if len(f) != len(expected):
            raise GecInputError(
                f"{len(f)} tab-separated fields, expected {len(expected)}", file=path, line=no
            )
        rows.append(
            {
                "system": canonical_gjg15_name(f[0]),
                "ew": _float(f[1], file=path, line=no, what="EW_score"),
                "ew_range": f[2],
                "ew_cluster": int(f[3]),
                "ts": _float(f[4], file=path, line=no, what="TS_score"),
                "ts_range": f[5],
                "ts_cluster": int(f[6]),
            }
        )
    df = pd.DataFrame(rows)
    _check_system_set(df["system"], GJG15_SYSTEMS, file=path)
    return df


CHOLLAMPATT18_FILES: dict[str, str] = {"ew": "expected_wins.txt", "ts": "trueskill.txt"}
"""``gjg15/chollampatt18/<file>`` of each score column of :func:`gjg15_chollampatt18_scores`."""


def gjg15_chollampatt18_scores() -> pd.DataFrame:
    """GJG15 human scores of the 13 CoNLL-2014 outputs as Chollampatt & Ng (COLING 2018) published them
    (nusnlp/gecmetrics ``scores/system_scores_humans``; vendored in ``gjg15/chollampatt18``).

    Columns ``system``, ``ew`` (Expected Wins), ``ts`` (TrueSkill), alphabetical. 3 decimals like GJG15's
    Table 3 (:func:`gjg15_human_scores`), but 2 EW and 7 TS values differ from it by 0.001-0.002 (CUUI EW 0.549
    for 0.550, CAMB TS 0.180 for 0.182, ...). The CLEME papers' correlations reproduce with these. Each line is
    ``human<TAB>src-trg<TAB>conll14st-test<TAB>SYSTEM<TAB>score`` (WMT's system-score layout).
    """
    table: pd.DataFrame | None = None
    for col, name in CHOLLAMPATT18_FILES.items():
        path = data_path("gjg15", "chollampatt18", name)
        rows = []
        for no, line in _score_lines(path):
            f = line.split("\t")
            if len(f) != 5 or f[0] != "human":
                raise GecInputError("expected 5 tab-separated fields 'human, src-trg, test set, system, score', "
                                    f"got {line!r}", file=path, line=no)
            rows.append({"system": canonical_gjg15_name(f[3]), col: _float(f[4], file=path, line=no, what=col)})
        part = pd.DataFrame(rows, columns=["system", col])
        _check_system_set(part["system"], GJG15_SYSTEMS, file=path)
        table = part if table is None else table.merge(part, on="system", validate="one_to_one")
    assert table is not None
    return table.sort_values("system", ignore_index=True)


GJG15_METRIC_FILES: dict[str, tuple[str, ...]] = {
    "m2": ("m2_f05", "m2_p", "m2_r"),
    "m2.0": ("m2_0_f05", "m2_0_p", "m2_0_r"),
    "m2.1": ("m2_1_f05", "m2_1_p", "m2_1_r"),
    "bleu": ("bleu",),
    "meteor": ("meteor",),
    "iwacc": ("iwacc",),
}
"""``gjg15/metrics/scores.<suffix>`` and the columns each line holds after the system name: M2 files
hold F0.5, precision, recall (``m2`` = both annotators of the CoNLL-2014 gold, ``m2.0``/``m2.1`` =
annotator 0/1 alone); BLEU, METEOR and I-measure (``iwacc``, WAcc improvement) hold one score."""


def gjg15_metric_scores() -> pd.DataFrame:
    """Metric scores of the 13 CoNLL-2014 outputs as published with the GJG15 data (``gjg15/metrics``).

    One row per system (alphabetical), columns ``system`` and those of :data:`GJG15_METRIC_FILES`
    (e.g. ``m2_f05``: M2 F0.5 against the two-annotator gold, as a fraction). Lines read
    ``SYSTEM value [value ...]`` separated by white space.
    """
    table: pd.DataFrame | None = None
    for suffix, cols in GJG15_METRIC_FILES.items():
        path = data_path("gjg15", "metrics", f"scores.{suffix}")
        rows = []
        for no, line in _score_lines(path):
            f = line.split()
            if len(f) != 1 + len(cols):
                raise GecInputError(f"{len(f)} fields, expected system + {list(cols)}", file=path, line=no)
            rows.append(
                {"system": canonical_gjg15_name(f[0])}
                | {c: _float(v, file=path, line=no, what=c) for c, v in zip(cols, f[1:], strict=True)}
            )
        part = pd.DataFrame(rows)
        _check_system_set(part["system"], GJG15_SYSTEMS, file=path)
        table = part if table is None else table.merge(part, on="system", validate="one_to_one")
    assert table is not None
    return table.sort_values("system", ignore_index=True)


def _check_system_set(found: pd.Series, expected: tuple[str, ...] | list[str], *, file: Path) -> None:
    dup = sorted(found[found.duplicated()].unique())
    if dup:
        raise GecInputError(f"duplicate systems: {', '.join(dup)}", file=file)
    missing = sorted(set(expected) - set(found))
    extra = sorted(set(found) - set(expected))
    if missing or extra:
        raise GecInputError(
            f"systems differ from the expected ones: missing {missing or 'none'}, "
            f"unexpected {extra or 'none'}",
            file=file,
        )


def appraise_wins(
    path: Path, *, systems: tuple[str, ...] | None = None, canonical: Callable[[str], str] | None = None
) -> pd.DataFrame:
    """Pairwise wins from Appraise ranking XML (GJG15 ``judgments.xml``, SEEDA ``judgments_*.xml``).

    Each ``ranking-item`` ranks up to 5 outputs (rank 1 = best); an output that several systems
    produced identically is listed once as ``system="A B C"`` and expanded here to each of those
    systems, so systems within one entry tie. Every pair of systems in an item with different ranks
    gives one win to the better ranked one; ties are not counted. ``systems`` (if given) is the
    closed set of allowed names (others are an error); ``canonical`` maps each name first.
    Returns a square DataFrame with ``wins.loc[a, b]`` = times ``a`` was ranked above ``b``.
    """
    try:
        root = ET.parse(path).getroot()
    except ET.ParseError as exc:
        raise GecInputError(f"not well-formed XML: {exc}", file=path, line=exc.position[0]) from None
    wins: Counter[tuple[str, str]] = Counter()
    seen: set[str] = set()
    for item in root.iter("ranking-item"):
        rank: dict[str, int] = {}
        for tr in item.iter("translation"):
            try:
                r = int(tr.attrib["rank"])
                names = tr.attrib["system"].split()
            except (KeyError, ValueError):
                raise GecInputError(
                    f"translation without a valid rank and system in ranking item id={item.attrib.get('id')}",
                    file=path,
                ) from None
            for name in names:
                name = canonical(name) if canonical else name
                if systems is not None and name not in systems:
                    raise GecInputError(
                        f"unknown system {name!r} in ranking item id={item.attrib.get('id')}", file=path
                    )
                rank[name] = r
        seen.update(rank)
        for a, b in itertools.combinations(sorted(rank), 2):
            if rank[a] < rank[b]:
                wins[a, b] += 1
            elif rank[b] < rank[a]:
                wins[b, a] += 1
    order = sorted(seen if systems is None else set(systems))
    table = pd.DataFrame(0, index=pd.Index(order, name="winner"), columns=pd.Index(order, name="loser"))
    for (a, b), n in wins.items():
        table.loc[a, b] = n
    return table


def expected_wins(wins: pd.DataFrame) -> pd.Series:
    """Expected Wins (Bojar et al. 2013) from a square table of pairwise wins.

    ``EW(s) = 1/(|S|-1) * sum over s' != s of wins(s, s') / (wins(s, s') + wins(s', s))``; a pair
    that was never decided (no wins either way) contributes 0 (it still counts in ``|S|-1``).
    """
    if list(wins.index) != list(wins.columns):
        raise ValueError("wins must be square with the same systems (in the same order) as rows and columns")
    w = wins.to_numpy(dtype=float)
    decided = w + w.T
    share = np.divide(w, decided, out=np.zeros_like(w), where=decided > 0)
    return pd.Series(share.sum(axis=1) / (len(w) - 1), index=wins.index.rename("system"), name="ew")


def gjg15_expected_wins() -> pd.DataFrame:
    """Expected Wins recomputed from ``gjg15/judgments.xml``: columns ``system`` and ``ew``, best first.

    Agrees with the paper's Table 3(b) (:func:`gjg15_human_scores`) to the 3 printed decimals for all
    13 systems (checked in the tests). TrueSkill, rank ranges and clusters from the same judgments:
    :func:`gecnb.meta.ranking.rank_judgments` (``"gjg15"``).
    """
    path = data_path("gjg15", "judgments.xml")
    wins = appraise_wins(path, systems=GJG15_SYSTEMS, canonical=canonical_gjg15_name)
    return _ew_table(wins)


def _ew_table(wins: pd.DataFrame) -> pd.DataFrame:
    ew = expected_wins(wins)
    return ew.rename_axis("system").reset_index().sort_values("ew", ascending=False, ignore_index=True)


def seeda_expected_wins(*, granularity: SeedaGranularity = "sent") -> pd.DataFrame:
    """Expected Wins of all 15 SEEDA systems recomputed from ``seeda/data/judgments_{granularity}.xml``.

    Columns ``system`` and ``ew``, best first. Agrees with ``scores/human/EW_{granularity}.txt`` within
    0.001 for every system (checked in the tests), which also confirms, by name, the alphabetical
    order convention of those files.
    """
    if granularity not in ("sent", "edit"):
        raise ValueError(f"granularity must be 'sent' or 'edit', not {granularity!r}")
    path = data_path("seeda", "data", f"judgments_{granularity}.xml")
    return _ew_table(appraise_wins(path, systems=tuple(seeda_systems())))


def seeda_systems() -> list[str]:
    """The 15 SEEDA system names, in the order of the human score files.

    SEEDA's ``scores/human/*.txt`` hold one value per line with no names; the SEEDA README says the
    systems are "arranged alphabetically" and lists them (1: BART ... 15: UEDIN-MS, written with
    ``GECToR_BERT``/``GECToR_ens`` where the files say ``GECToR-BERT``/``GECToR-ens``). The order is
    the sorted (code point order) names of ``seeda/outputs/all/*.txt``; :func:`seeda_readme_order`
    reads the README's list and :func:`seeda_human_scores` checks that the two agree.
    """
    names = sorted(p.stem for p in data_path("seeda", "outputs", "all").glob("*.txt"))
    if len(names) != 15:
        raise GecInputError(f"expected 15 system outputs, found {len(names)}", file=data_path("seeda"))
    return names


def seeda_readme_order() -> list[str]:
    """The system order stated in ``seeda/README.md`` ("1: BART, 2: BERT-fuse, ..."), ``_`` read as ``-``."""
    path = data_path("seeda", "README.md")
    text = path.read_text(encoding="utf-8")
    marker = "arranged alphabetically as follows:"
    at = text.find(marker)
    if at < 0:
        raise GecInputError(f"cannot find {marker!r}", file=path)
    line = text[at + len(marker) :].strip().split("\n", 1)[0].rstrip(".")
    order: list[str] = []
    for k, entry in enumerate(line.split(", "), 1):
        num, _, name = entry.partition(": ")
        if num.strip() != str(k) or not name:
            raise GecInputError(f"cannot read entry {k} of the system order: {entry!r}", file=path)
        order.append(name.strip().replace("_", "-"))
    return order


def seeda_human_scores(
    *, granularity: SeedaGranularity = "sent", setting: SeedaSetting = "base"
) -> pd.DataFrame:
    """SEEDA human system scores: columns ``system``, ``ew`` (Expected Wins), ``ts`` (TrueSkill).

    ``granularity="sent"`` is SEEDA-S (sentence-based judgments, ``*_sent.txt``), ``"edit"`` is
    SEEDA-E (``*_edit.txt``). ``setting`` selects the paper's system set (:data:`SEEDA_SETTINGS`):
    ``"base"`` (default, as in SEEDA's scripts) drops GPT-3.5, INPUT and REF-F (12 systems);
    ``"+INPUT"`` drops GPT-3.5 and REF-F (13); ``"+REF-F_GPT-3.5"`` drops INPUT (14); ``"all"`` keeps 15.
    Rows are in the files' (alphabetical) order. Note: these human scores are for the 391-sentence
    subset (``outputs/subset``); score metrics on that subset to compare with the paper.
    """
    if granularity not in ("sent", "edit"):
        raise ValueError(f"granularity must be 'sent' or 'edit', not {granularity!r}")
    if setting not in SEEDA_SETTINGS:
        raise ValueError(f"setting must be one of {sorted(SEEDA_SETTINGS)}, not {setting!r}")
    names = seeda_systems()
    readme = seeda_readme_order()
    if readme != names:
        raise GecInputError(
            f"system order of the README {readme} differs from the sorted output files {names}",
            file=data_path("seeda", "README.md"),
        )
    cols: dict[str, list[float]] = {}
    for kind in ("EW", "TS"):
        path = data_path("seeda", "scores", "human", f"{kind}_{granularity}.txt")
        lines = _score_lines(path)
        if len(lines) != len(names):
            raise GecInputError(f"{len(lines)} scores for {len(names)} systems", file=path)
        cols[kind.lower()] = [_float(v.strip(), file=path, line=no, what=kind) for no, v in lines]
    df = pd.DataFrame({"system": names, **cols})
    keep = ~df["system"].isin(SEEDA_SETTINGS[setting])
    return df[keep].reset_index(drop=True)


SAKAGUCHI_RUN_SETS: dict[str, str] = {
    "main": "crowd (MTurk) ranking of the reference annotations (Table 5; judgments: Main_merged.csv)",
    "ctrl": "crowd ranking of the 12 CoNLL-2014 systems + INPUT (Section 5, Figure 6; Ctrl_merged.csv)",
    "AMU": "expert ranking of the systems (GJG15's judgments as the authors used them, Figure 6)",
}
"""The three sets of TrueSkill runs Sakaguchi et al. (2016) published (``trueskill_results/``)."""


def sakaguchi_trueskill_runs(which: str) -> pd.DataFrame:
    """The authors' own 100 TrueSkill runs (``sn8gec/judgments/trueskill_results/{which}_{k}_mu_sigma.json``).

    ``which`` is one of :data:`SAKAGUCHI_RUN_SETS`. Returns ``run``, ``system``, ``mu``, ``sigma``
    (the files store ``sigma**2``; its square root is returned), like
    :func:`gecnb.meta.ranking.trueskill_runs`, so :func:`gecnb.meta.ranking.rank_clusters` gives the
    ranks, ranges and clusters the authors' ``cluster.py -by-rank`` prints. ``attrs["matches"]`` is
    the files' ``data_points`` (matches per run).
    """
    import json

    if which not in SAKAGUCHI_RUN_SETS:
        raise ValueError(f"which must be one of {sorted(SAKAGUCHI_RUN_SETS)}, not {which!r}")
    rows = []
    points: set[int] = set()
    for k in range(100):
        path = data_path("sn8gec", "judgments", "trueskill_results", f"{which}_{k}_mu_sigma.json")
        try:
            data = json.loads(read_utf8(path))
        except json.JSONDecodeError as exc:
            raise GecInputError(f"not JSON: {exc.msg}", file=path, line=exc.lineno) from None
        dp = data.pop("data_points", None)
        if not (isinstance(dp, list) and dp and isinstance(dp[0], int)):
            raise GecInputError("no data_points [matches, share]", file=path)
        points.add(dp[0])
        for system, value in data.items():
            if not (isinstance(value, list) and len(value) == 2 and all(isinstance(v, (int, float)) for v in value)):
                raise GecInputError(f"{system}: expected [mu, sigma**2], got {value!r}", file=path)
            rows.append({"run": k, "system": canonical_gjg15_name(system), "mu": float(value[0]), "sigma": math.sqrt(value[1])})
    df = pd.DataFrame(rows)
    df.attrs.update(matches=min(points), judgments=f"sakaguchi2016/{which}")
    return df
