"""What :func:`gecnb.evaluate` returns: :class:`EvaluationReport`, its tables, and its formats (the notebook view,
one self-contained HTML page, Markdown, LaTeX, JSON), each rendered by :mod:`gecnb.display` (``report``,
``report_text``, ``report_latex``) and written atomically (:mod:`gecnb.data.outputs`)."""

from __future__ import annotations

import json
import math
import os
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd

__all__ = ["PRF_COLUMNS", "EvaluationReport"]

PathLike = str | os.PathLike[str]
#: the columns of :meth:`EvaluationReport.prf`
PRF_COLUMNS = ["system", "metric", "user", "tp", "fp", "fn", "p", "r", "f", "w_tp", "w_fp", "w_fn"]


@dataclass
class EvaluationReport:
    """What :func:`evaluate` found; every part is a DataFrame.

    ``scores``: one row per system and metric: ``system, metric, value, rank`` (1 = best, ties share the best
    rank), ``ci_low, ci_high`` (bootstrap percentile interval; NaN where the metric cannot be resampled),
    ``user`` (one of the evaluated systems), ``signature``. ``details``: the same rows with every value the
    metric gives (p, r, tp, ...). ``disentangled``: CLEME2.0's ``hit, wrong, under, over, score`` and chunk
    counts per system and variant. ``comparisons``: each user system against every other system (two user
    systems once), per metric: ``system, other, metric, value, other_value, delta, delta_low, delta_high,
    p_value, wins`` (the share of samples in which the system scores higher), ``baseline, testable, note``.
    ``types``: ERRANT per error type (``level`` 1 operation, 2 main type, 3 full type) with ``tp, fp, fn, p, r,
    f`` for the user systems and the baseline. ``cleme_types``: CLEME2.0's chunk categories per ERRANT main
    type (``tp, fp_ne, fp_un, fn`` chunk counts). ``buckets``: ``system, bucket, range, sentences, tp, fp, fn,
    p, r, f`` (no P / R / F for an empty bucket). ``examples``: the sentences where a user system gains most on
    the baseline and where it loses most (``direction``); ``chunks``: their CLEME chunk frames (``system``
    column added). ``notes``: what was left out and why, and every warning about the input.
    ``signature``: everything that changed the numbers. ``type_significance``: each user system against the
    baseline per ERRANT error type (``level`` 1, 2, 3) and per CLEME2.0 indicator (Hit, Wrong, Under, Over),
    with the paired bootstrap: ``system, other, metric, level, type, value, other_value, delta, delta_low,
    delta_high, p_value, wins`` (:func:`gecnb.evaluation.analyses.type_significance`). :meth:`prf`: P / R /
    F0.5 with TP / FP / FN of the metrics that have them (M2, ERRANT, CLEME).
    """

    dataset: str
    reference_set: str
    systems: list[str]
    users: list[str]
    baseline: str | None
    scores: pd.DataFrame
    details: pd.DataFrame
    disentangled: pd.DataFrame
    comparisons: pd.DataFrame
    types: pd.DataFrame
    cleme_types: pd.DataFrame
    buckets: pd.DataFrame
    examples: pd.DataFrame
    chunks: pd.DataFrame
    signature: str
    notes: list[str] = field(default_factory=list)
    settings: dict[str, Any] = field(default_factory=dict)
    type_significance: pd.DataFrame = field(default_factory=pd.DataFrame)

    # -- views
    def table(self, *, decimals: int = 4) -> pd.DataFrame:
        """The scores as a wide table: one row per system (best first by the first metric), one column per
        metric."""
        wide = self.scores.pivot(index="system", columns="metric", values="value")
        order = [m for m in dict.fromkeys(self.scores["metric"])]
        wide = wide[order]
        wide = wide.sort_values(order[0], ascending=False, kind="stable")
        return wide.round(decimals)

    def prf(self) -> pd.DataFrame:
        """P / R / F0.5 with their counts, as papers print them for M2 and ERRANT: one row per metric and
        system, for each metric whose values are ``tp, fp, fn, p, r, f`` (M2, ERRANT, CLEME-dep, CLEME-ind;
        not PT-M2 / PT-ERRANT, whose counts are BERTScore-weighted sums: ``details`` has them). Columns
        :data:`PRF_COLUMNS`: ``system, metric, user, tp, fp, fn`` (numbers of edits; of chunks for CLEME),
        ``p, r, f`` and ``w_tp, w_fp, w_fn``: the weighted sums that CLEME's P, R and F come from (its length
        weighting); missing (NaN) for M2 and ERRANT, which count edits unweighted. Metrics in the suite's order,
        systems in :meth:`table`'s (best first by the first metric). The values are ``details``'."""
        d = self.details
        need = ["tp", "fp", "fn", "p", "r", "f"]
        if d.empty or any(c not in d.columns for c in need):
            return pd.DataFrame(columns=PRF_COLUMNS)
        has = d[need].notna().all(axis=1)
        order = {s: k for k, s in enumerate(self.table().index)} if not self.scores.empty else {}
        metrics = [m for m in dict.fromkeys(d.loc[has, "metric"])]
        frames = []
        for m in metrics:
            part = d[has & (d["metric"] == m)].copy()
            part = part.assign(_o=part["system"].map(order)).sort_values("_o", kind="stable")
            part["user"] = part["system"].isin(self.users)
            for c in ("w_tp", "w_fp", "w_fn"):
                if c not in part.columns:
                    part[c] = math.nan
            frames.append(part[PRF_COLUMNS])
        if not frames:
            return pd.DataFrame(columns=PRF_COLUMNS)
        return pd.concat(frames, ignore_index=True)

    def _fields(self) -> dict[str, Any]:
        """The fields of :meth:`to_dict`, in its order, with the tables still DataFrames."""
        return {"dataset": _text(self.dataset), "reference_set": _text(self.reference_set),
                "baseline": None if self.baseline is None else _text(self.baseline),
                "users": [_text(u) for u in self.users], "systems": [_text(s) for s in self.systems],
                "signature": _text(self.signature),
                "settings": {_text(str(k)): _jsonable(v) for k, v in self.settings.items()},
                "notes": [_text(n) for n in self.notes],
                "scores": self.scores, "details": self.details, "prf": self.prf(), "comparisons": self.comparisons,
                "type_significance": self.type_significance, "disentangled": self.disentangled, "types": self.types,
                "cleme_types": self.cleme_types, "buckets": self.buckets, "examples": self.examples}

    def to_dict(self) -> dict[str, Any]:
        """The report as a dict of plain Python values: ``dataset, reference_set, baseline, users, systems,
        signature, settings, notes`` and the tables ``scores, details, prf`` (:meth:`prf`: P / R / F0.5 and
        TP / FP / FN of M2, ERRANT and CLEME), ``comparisons, type_significance, disentangled, types,
        cleme_types, buckets, examples`` as lists of rows (a value that is not a finite number is ``None``;
        text is valid Unicode)."""
        return {k: list(_rows(v)) if isinstance(v, pd.DataFrame) else v for k, v in self._fields().items()}

    def iter_json(self, *, indent: int | None = 1) -> Iterator[str]:
        """:meth:`to_json`'s text in pieces, a table row at a time: the same text, without the whole of it (or of
        :meth:`to_dict`) in memory at once (300 user systems: 400,000 rows of ``comparisons``). What
        :meth:`write` and ``gecnb evaluate --format json`` write."""
        def dump(value: Any) -> str:
            return json.dumps(value, indent=indent, ensure_ascii=False, allow_nan=False)

        def line(level: int) -> str:
            return "" if indent is None else "\n" + " " * (indent * level)

        def nested(text: str, level: int) -> str:  # a value's own lines, indented to its depth
            return text if indent is None else text.replace("\n", line(level))

        comma = "," if indent is not None else ", "
        yield "{"
        for k, (key, value) in enumerate(self._fields().items()):
            yield ("" if k == 0 else comma) + line(1) + dump(key) + ": "
            if isinstance(value, pd.DataFrame):
                if value.empty:
                    yield "[]"
                    continue
                yield "["
                for i, row in enumerate(_rows(value)):
                    yield ("" if i == 0 else comma) + line(2) + nested(dump(row), 2)
                yield line(1) + "]"
            else:
                yield nested(dump(value), 1)
        yield line(0) + "}\n"

    def to_json(self, path: PathLike | None = None, *, indent: int | None = 1) -> str:
        """:meth:`to_dict` as JSON text (UTF-8 when written; ``null`` for a value that is not a finite number),
        written atomically to ``path`` when given. Returns the text, as pandas' ``to_json`` does."""
        text = "".join(self.iter_json(indent=indent))
        if path is not None:
            from gecnb.data.outputs import write_file

            write_file(path, text)
        return text

    def to_markdown(self, path: PathLike | None = None) -> str:
        """The tables a paper or README needs, as Markdown (written atomically to ``path`` when given)."""
        from gecnb.display.report_text import report_markdown

        text = report_markdown(self)
        if path is not None:
            from gecnb.data.outputs import write_file

            write_file(path, text)
        return text

    def to_latex(self, path: PathLike | None = None, *, prf: bool = True, counts: bool = False,
                 types: bool = True, decimals: int = 2) -> str:
        """The report's tables for a paper, in LaTeX (booktabs; written atomically to ``path`` when given):
        the suite's scores of every system (values x 100 at ``decimals``, the precision papers print; the
        user systems in bold below the published ones, the baseline in italics, daggers for the paired
        bootstrap against the baseline, the signature as the table's footnote), ``prf``: P / R / F0.5 of M2, ERRANT and
        CLEME (``counts``: with TP / FP / FN), ``types``: each user system against the baseline per ERRANT
        main type and CLEME2.0 indicator. Every string is escaped; non-ASCII text is left as UTF-8 (pdfLaTeX
        reads it with ``inputenc``, the default since 2018, for the scripts its fonts cover; XeLaTeX and
        LuaLaTeX read any). Needs ``\\usepackage{booktabs}``. Returns the text."""
        from gecnb.display.report_latex import report_latex

        if isinstance(decimals, bool) or not isinstance(decimals, int) or not 0 <= decimals <= 6:
            raise ValueError(f"decimals must be an int from 0 to 6, not {decimals!r}")
        text = report_latex(self, prf=prf, counts=counts, types=types, decimals=decimals)
        if path is not None:
            from gecnb.data.outputs import write_file

            write_file(path, text)
        return text

    def to_html(self, path: PathLike | None = None) -> str:
        """One self-contained HTML page (plots embedded as PNG data, no script, no external URL); written
        atomically to ``path`` when given."""
        from gecnb.display.report import report_document

        page = report_document(self)
        if path is not None:
            from gecnb.data.outputs import write_file

            write_file(path, page)
        return page

    def write(self, folder: PathLike) -> list[Path]:
        """``report.html``, ``report.md``, ``report.tex`` and ``report.json`` in ``folder`` (created), as one set:
        written into a fresh temporary folder and moved into place; a link is never followed and two runs never
        mix (:func:`gecnb.data.outputs.write_folder`). Returns the paths."""
        from gecnb.data.outputs import write_folder

        files = {"report.html": self.to_html(), "report.md": self.to_markdown(), "report.tex": self.to_latex(),
                 "report.json": self.iter_json()}
        return write_folder(folder, files)

    def _repr_html_(self) -> str:
        from gecnb.display.report import report_html

        return report_html(self)

    def __repr__(self) -> str:
        return (f"EvaluationReport({self.dataset}, reference set {self.reference_set}, {len(self.users)} user "
                f"system(s) among {len(self.systems)}, baseline {self.baseline})\n"
                + self.table().to_string())


def _rows(df: pd.DataFrame) -> Iterator[dict[str, Any]]:
    """A table's rows as dicts of JSON values, one at a time."""
    columns = [_text(str(c)) for c in df.columns]
    for values in df.itertuples(index=False, name=None):
        yield {c: _jsonable(v) for c, v in zip(columns, values, strict=True)}


def _text(s: str) -> str:
    from gecnb.data.text import displayable

    return displayable(s)


def _jsonable(v: Any) -> Any:
    if isinstance(v, (np.bool_, bool)):
        return bool(v)
    if isinstance(v, (np.integer,)):
        return int(v)
    if isinstance(v, (float, np.floating)):
        return float(v) if math.isfinite(float(v)) else None
    if isinstance(v, str):
        return _text(v)
    if v is None or isinstance(v, int):
        return v
    if isinstance(v, (list, tuple)):
        return [_jsonable(x) for x in v]
    if v is pd.NA or v is pd.NaT:
        return None
    return _text(str(v))
