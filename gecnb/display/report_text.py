"""An evaluation report (:class:`gecnb.evaluation.EvaluationReport`) as text for papers and READMEs: Markdown.

Every name and text cell goes through :func:`md_escape`, so a system name shows as itself in any CommonMark
renderer (GitHub's included) and never adds a table row or column, a heading, a link, emphasis, math or raw
HTML; the signature is a code span whose backtick fence is longer than any run of backticks in it.
It renders what :func:`gecnb.evaluate` computed and computes no score; the report is duck-typed.
"""

from __future__ import annotations

import re
from typing import Any

import pandas as pd

from gecnb.display.report import _comparison_table, _fmt
from gecnb.display.report_limits import detailed_systems, left_out, name_list
from gecnb.display.report_tables import (
    STARS_TEXT,
    TYPE_TABLE_LIMIT,
    disentangled_table,
    edits_metric,
    prf_wide,
    test_description,
    type_table,
    type_test_users,
)

__all__ = ["md_code", "md_escape", "report_markdown"]

# CommonMark's backslash escapes (any ASCII punctuation may be escaped) for the characters that start markup
# inline or in a table cell, `<`, `>` and `&` included (no raw HTML, no entity reference). Backslash escapes, not
# entities: a renderer that escapes HTML itself (mistune's default) would show `&lt;` as typed
_ESCAPED = set("\\`*_[]{}#|$~^<>&")
_LINEBREAKS = re.compile(r"\r\n|[\r\n\u2028\u2029\u0085\t\v\f]")
_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f]")


def _plain(text: Any) -> str:
    """Valid Unicode on one line: a lone surrogate as ``\\xff``, line breaks and tabs as spaces, other control
    characters as their ``\\xNN`` escape."""
    from gecnb.data.text import displayable

    s = _LINEBREAKS.sub(" ", displayable(str(text)))
    return _CONTROL.sub(lambda m: f"\\x{ord(m.group()):02x}", s)


def md_escape(text: Any, *, block: bool = False) -> str:
    """``text`` as Markdown that renders as itself: on one line, the characters of inline markup (``\\ ` * _ [
    ] { } # | $ ~ ^ < > &``: emphasis, code, links and images, attributes, headings, table cells, math,
    strikethrough, super- and subscripts, raw HTML, entity references) backslash-escaped. ``block``: the text starts a block (a list
    item's text, a paragraph), so a leading ``-``, ``+``, ``=`` or ``1.`` is escaped too (no nested list, no
    heading underline)."""
    s = "".join("\\" + c if c in _ESCAPED else c for c in _plain(text)).strip()
    if block:
        number = re.match(r"\d+(?=[.)])", s)
        if number:  # "1. x" would start an ordered list
            s = s[:number.end()] + "\\" + s[number.end():]
        elif s[:1] in ("-", "+", "="):  # a bullet list; "=" under a line makes a heading
            s = "\\" + s
    return s


def md_code(text: Any) -> str:
    """``text`` as a code span that survives any backticks in it: a fence of one more backtick than its longest
    run, with a space inside when the text starts or ends with a backtick (CommonMark strips one)."""
    s = _plain(text)
    run = max((len(m) for m in re.findall(r"`+", s)), default=0)
    fence = "`" * (run + 1)
    pad = " " if s.startswith("`") or s.endswith("`") or not s.strip() else ""
    return f"{fence}{pad}{s}{pad}{fence}"


def _cell(v: Any, decimals: int) -> str:
    if v is None or v is pd.NA:
        return ""
    return md_escape(_fmt(v, decimals))


def _md(df: pd.DataFrame, decimals: int = 4) -> str:
    cols = [md_escape(c) or " " for c in df.columns]
    lines = ["| " + " | ".join(cols) + " |", "|" + "|".join("---" for _ in cols) + "|"]
    for rec in df.to_dict("records"):
        lines.append("| " + " | ".join(_cell(v, decimals) for v in rec.values()) + " |")
    return "\n".join(lines)


def _test_text(report: Any) -> str:
    return f"{test_description(report)}; {STARS_TEXT}"


def report_markdown(report: Any) -> str:
    """The tables a paper or README needs, in Markdown; bounded with many systems as the HTML is
    (:mod:`gecnb.display.report_limits`: the per-system tables show the first user systems and the baseline,
    and the notes say what is left out)."""
    title = f"gecnb evaluation: {name_list(report.users)} on {report.dataset} ({report.reference_set})"
    out = [f"# {md_escape(title)}", "", "## Scores", "", _md(report.table().reset_index()), ""]
    hl = detailed_systems(report)
    u = report.scores[report.scores["system"].isin(hl)][["system", "metric", "value", "rank", "ci_low", "ci_high"]]
    u = u.assign(_o=u["system"].map(hl.index)).sort_values("_o", kind="stable").drop(columns="_o")
    out += [f"Rank among {len(report.systems)} systems, {report.settings.get('confidence')} bootstrap interval:", "",
            _md(u), ""]
    prf = prf_wide(report)
    if not prf.empty:
        cleme = [m for m in dict.fromkeys(report.prf()["metric"]) if str(m).startswith("CLEME")]
        out += ["## Precision, recall, F0.5", "", _md(prf), "",
                "TP / FP / FN (numbers of edits; of chunks for CLEME):", "", _md(prf_wide(report, counts=True)), ""]
        if cleme:
            out += [md_escape(f"{', '.join(cleme)}: P, R and F0.5 are computed from length-weighted chunk counts "
                              "(report.prf(): w_tp, w_fp, w_fn).", block=True), ""]
    if not report.comparisons.empty:
        out += ["## Significance (paired bootstrap)", "", md_escape(_test_text(report), block=True), "",
                _md(_comparison_table(report)), ""]
    if not report.disentangled.empty:
        out += ["## CLEME2.0: disentangled", "",
                _md(disentangled_table(report, hl)), ""]
    if not report.types.empty:
        t = report.types[report.types["level"] == 2]
        wide = t.pivot(index="type", columns="system", values="f")
        wide = wide[[c for c in hl if c in wide.columns]]
        out += [f"## {edits_metric(report)} per main type (F0.5)", "", _md(wide.reset_index()), ""]
    users = type_test_users(report)
    if users and report.baseline is not None:
        out += ["## Where it wins and loses: per error type, against the baseline", "",
                md_escape(f"Each user system against the baseline {report.baseline}: {edits_metric(report)} F0.5 per main type (gold: "
                          "the gold edits of the type, TP + FN) and CLEME2.0's indicators (Hit: higher is better; "
                          "Wrong, Under, Over: lower is); delta = value - other_value with its interval; "
                          f"{_test_text(report)}; one index matrix for every row, not corrected for the number of "
                          "types. Levels 1 and 3: report.type_significance.", block=True), ""]
        for user in users[:TYPE_TABLE_LIMIT]:
            out += [f"### {md_escape(user)} against {md_escape(report.baseline)}", "", _md(type_table(report, user)), ""]
        if len(users) > TYPE_TABLE_LIMIT:
            out += [md_escape(f"{len(users) - TYPE_TABLE_LIMIT} more user system(s): report.type_significance.",
                              block=True), ""]
    notes = [*report.notes, *left_out(report)]
    if notes:
        out += ["## Notes", "", *[f"- {md_escape(n, block=True)}" for n in notes], ""]
    out += ["## Signature", "", md_code(report.signature), ""]
    from gecnb.data.text import displayable

    return displayable("\n".join(out))
