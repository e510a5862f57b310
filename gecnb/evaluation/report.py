"""What :func:`gecnb.evaluate` returns: :class:`EvaluationReport`, its tables, and its formats (the notebook view,
one self-contained HTML page, Markdown, JSON), each rendered by :mod:`gecnb.display.report` and written
atomically (:mod:`gecnb.data.outputs`)."""

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

__all__ = ["EvaluationReport"]

PathLike = str | os.PathLike[str]


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
    ``signature``: everything that changed the numbers.
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

    # -- views
    def table(self, *, decimals: int = 4) -> pd.DataFrame:
        """The scores as a wide table: one row per system (best first by the first metric), one column per
        metric."""
        wide = self.scores.pivot(index="system", columns="metric", values="value")
        order = [m for m in dict.fromkeys(self.scores["metric"])]
        wide = wide[order]
        wide = wide.sort_values(order[0], ascending=False, kind="stable")
        return wide.round(decimals)

    def _fields(self) -> dict[str, Any]:
        """The fields of :meth:`to_dict`, in its order, with the tables still DataFrames."""
        return {"dataset": _text(self.dataset), "reference_set": _text(self.reference_set),
                "baseline": None if self.baseline is None else _text(self.baseline),
                "users": [_text(u) for u in self.users], "systems": [_text(s) for s in self.systems],
                "signature": _text(self.signature),
                "settings": {_text(str(k)): _jsonable(v) for k, v in self.settings.items()},
                "notes": [_text(n) for n in self.notes],
                "scores": self.scores, "details": self.details, "comparisons": self.comparisons,
                "disentangled": self.disentangled, "types": self.types, "cleme_types": self.cleme_types,
                "buckets": self.buckets, "examples": self.examples}

    def to_dict(self) -> dict[str, Any]:
        """The report as a dict of plain Python values: ``dataset, reference_set, baseline, users, systems,
        signature, settings, notes`` and the tables ``scores, details, comparisons, disentangled, types,
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
        """``report.html``, ``report.md`` and ``report.json`` in ``folder`` (created), as one set: written into a
        fresh temporary folder and moved into place; a link is never followed and two runs never mix
        (:func:`gecnb.data.outputs.write_folder`). Returns the paths."""
        from gecnb.data.outputs import write_folder

        files = {"report.html": self.to_html(), "report.md": self.to_markdown(), "report.json": self.iter_json()}
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
