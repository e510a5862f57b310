"""An evaluation report (:class:`gecnb.evaluation.EvaluationReport`) as LaTeX tables for a paper (booktabs).

Three tables, each a ``table`` float with one ``tabular``:

* the suite's scores of every system (one column per metric, values x 100 at the precision papers print), the
  published systems first, then the user systems in bold; the baseline in italics; a dagger marks a user
  system's score that differs from the baseline's in the paired bootstrap (``$^\\dagger$`` p < 0.05,
  ``$^\\ddagger$`` p < 0.01); the caption names the test, ``n`` and the seed, and the gecnb signature is the
  table's footnote, in footnote size under the tabular inside the float (a float cannot hold ``\\footnote``);
* P / R / F0.5 of M2, ERRANT and CLEME (optionally with TP / FP / FN), one group of columns per metric;
* each user system against the baseline per ERRANT main type and CLEME2.0 indicator, with the difference, its
  interval and the p-value.

Every string (names, labels, the signature) goes through :func:`latex_escape`, so no name reaches TeX as
markup: it cannot add a column or a row, open a group or run a command. Non-ASCII text is left as UTF-8; where
there are CJK characters (Chinese system names) a comment at the top says which package typesets them (xeCJK
under XeLaTeX, CJKutf8 under pdfLaTeX).
It renders what :func:`gecnb.evaluate` computed and computes no score; the report is duck-typed.
"""

from __future__ import annotations

import math
import re
from typing import Any

import pandas as pd

from gecnb.display.report_tables import TYPE_TABLE_LIMIT, edits_metric, test_description, type_table, type_test_users

__all__ = ["latex_escape", "report_latex"]

_SPECIAL = {
    "\\": r"\textbackslash{}", "&": r"\&", "%": r"\%", "$": r"\$", "#": r"\#", "_": r"\_", "{": r"\{", "}": r"\}",
    "~": r"\textasciitilde{}", "^": r"\textasciicircum{}", "<": r"\textless{}", ">": r"\textgreater{}",
    "|": r"\textbar{}", "`": r"\textasciigrave{}",
    # not special alone, but after a row's `\\` a `[` or `*` would be read as its argument, and `--`, `''`
    # would become ligatures: each is set apart in a group
    "[": "{[}", "]": "{]}", "*": "{*}", "-": "-{}", "'": "{'}",
}
_LINEBREAKS = re.compile(r"\r\n|[\r\n\u2028\u2029\u0085\t\v\f]")
_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f]")
DAGGERS = ((0.01, r"$^{\ddagger}$"), (0.05, r"$^{\dagger}$"))


def latex_escape(text: Any, *, breakable: bool = False) -> str:
    """``text`` as LaTeX that typesets as itself: the ten special characters (``\\ & % $ # _ { } ~ ^``)
    escaped, ``< > | `` `` set with their text commands (OT1 fonts would show other glyphs), ``[ ] * - '`` set
    apart (no row argument, no ligature); line breaks and tabs become spaces and other control characters
    their ``\\xNN`` escape; a byte that is not UTF-8 (a lone surrogate) its ``\\xff`` escape; other non-ASCII
    text stays UTF-8. ``breakable``: a line may break after ``|``, ``,``, ``:`` and ``;`` (for long
    signatures)."""
    from gecnb.data.text import displayable

    s = displayable(str(text))
    s = _LINEBREAKS.sub(" ", s)
    s = _CONTROL.sub(lambda m: f"\\x{ord(m.group()):02x}", s)
    out = []
    for ch in s:
        out.append(_SPECIAL.get(ch, ch))
        if breakable and ch in "|,:;":
            out.append(r"\allowbreak{}")
    return "".join(out)


def _dagger(p: Any) -> str:
    if p is None or p is pd.NA or (isinstance(p, float) and math.isnan(p)):
        return ""
    return next((d for level, d in DAGGERS if p < level), "")


def _num(v: Any, decimals: int, scale: float = 100.0) -> str:
    """``v`` x ``scale`` at ``decimals``, with a typeset minus sign; ``--`` for a missing value."""
    if v is None or v is pd.NA:
        return "--"
    x = float(v)
    if math.isnan(x):
        return "--"
    text = f"{x * scale:.{decimals}f}"
    if text.startswith("-"):
        text = text[1:] if float(text) == 0 else "$-$" + text[1:]
    return text


def _count(v: Any) -> str:
    if v is None or v is pd.NA or (isinstance(v, float) and math.isnan(v)):
        return "--"
    x = float(v)
    return f"{int(x)}" if x == int(x) else f"{x:.2f}"


def _pval(p: Any) -> str:
    if p is None or p is pd.NA or (isinstance(p, float) and math.isnan(p)):
        return "--"
    return "$<$0.001" if p < 0.001 else f"{p:.3g}" if p < 0.1 else f"{p:.3f}"


def _name(report: Any, s: str) -> str:
    text = latex_escape(s)
    if s == report.baseline:
        text = rf"\textit{{{text}}}"
    if s in report.users:
        text = rf"\textbf{{{text}}}"
    return text


def _system_order(report: Any, systems: list[str]) -> tuple[list[str], list[str]]:
    """The published systems, then the user systems, each in the given order."""
    users = set(report.users)
    return [s for s in systems if s not in users], [s for s in systems if s in users]


def _p_against_baseline(report: Any) -> dict[tuple[str, str], float]:
    """(user system, metric) -> p-value against the baseline, where tested (a user system as the baseline: the
    other user systems are tested against it)."""
    c = report.comparisons
    base = report.baseline
    if base is None or c is None or c.empty:
        return {}
    out: dict[tuple[str, str], float] = {}
    for s, o, m, p, ok in zip(c["system"], c["other"], c["metric"], c["p_value"], c["testable"], strict=True):
        if ok and o == base:
            out[(str(s), str(m))] = float(p)
    return out


def _test_text(report: Any) -> str:
    return latex_escape(test_description(report))


def _marks_text(report: Any) -> str:
    base = report.baseline
    users = ", ".join(latex_escape(u) for u in report.users)
    text = f"Bold: the evaluated system{'s' if len(report.users) != 1 else ''} ({users}). "
    if base is None:
        return text + "No baseline was given, so no significance is marked. "
    return (text + rf"Italics: the baseline, {latex_escape(base)}. $^{{\dagger}}$: $p < 0.05$, $^{{\ddagger}}$: "
            rf"$p < 0.01$ against the baseline, {_test_text(report)}. ")


def _tabular(spec: str, head: list[str], rows: list[list[str]], *, groups: list[list[list[str]]] | None = None,
             top: list[str] | None = None) -> list[str]:
    lines = [rf"\begin{{tabular}}{{{spec}}}", r"\toprule"]
    if top:
        lines += top
    lines += [" & ".join(head) + r" \\", r"\midrule"]
    blocks = [b for b in (groups if groups is not None else [rows]) if b]
    for k, block in enumerate(blocks):
        if k:
            lines.append(r"\midrule")
        lines += [" & ".join(r) + r" \\" for r in block]
    lines += [r"\bottomrule", r"\end{tabular}"]
    return lines


def _scores_table(report: Any, decimals: int) -> list[str]:
    wide = report.table(decimals=12)
    metrics = [str(m) for m in wide.columns]
    published, users = _system_order(report, [str(s) for s in wide.index])
    ps = _p_against_baseline(report)

    def row(s: str) -> list[str]:
        cells = [_name(report, s)]
        for m in metrics:
            cells.append(_num(wide.loc[s, m], decimals) + (_dagger(ps.get((s, m))) if s != report.baseline else ""))
        return cells

    head = ["System", *(latex_escape(m) for m in metrics)]
    body = _tabular("l" + "r" * len(metrics), head, [], groups=[[row(s) for s in published], [row(s) for s in users]])
    first = latex_escape(metrics[0]) if metrics else ""
    caption = (rf"\caption[gecnb: scores of {len(wide)} systems on {latex_escape(report.dataset)}]{{Scores "
               rf"($\times$100, {decimals} decimals) of {len(wide)} systems on {latex_escape(report.dataset)} "
               rf"(reference set {latex_escape(report.reference_set)}), each metric under its paper's name, best "
               rf"first by {first}. {_marks_text(report)}The gecnb signature (below the table) names everything that "
               rf"changed the numbers.}}")
    # the signature as the table's footnote: a note in footnote size under the tabular, inside the float (a float
    # cannot hold \footnote, and \footnotemark in a caption is stepped twice when the caption is set twice)
    note = [r"\par\smallskip", rf"{{\footnotesize\raggedright Signature: \texttt{{"
                                 rf"{latex_escape(report.signature, breakable=True)}}}\par}}"]
    return [r"\begin{table}[t]", r"\centering", r"\small", *body, *note, caption, r"\label{tab:gecnb-scores}",
            r"\end{table}"]


def _prf_table(report: Any, decimals: int, counts: bool) -> list[str]:
    prf = report.prf()
    if prf.empty:
        return []
    metrics = list(dict.fromkeys(str(m) for m in prf["metric"]))
    systems = list(dict.fromkeys(str(s) for s in prf["system"]))
    published, users = _system_order(report, systems)
    by = {(str(r["system"]), str(r["metric"])): r for r in prf.to_dict("records")}
    ps = _p_against_baseline(report)
    width = 6 if counts else 3
    heads = (["TP", "FP", "FN"] if counts else []) + ["P", "R", r"F$_{0.5}$"]

    def row(s: str) -> list[str]:
        cells = [_name(report, s)]
        for m in metrics:
            r = by.get((s, m))
            if r is None:
                cells += ["--"] * width
                continue
            if counts:
                cells += [_count(r["tp"]), _count(r["fp"]), _count(r["fn"])]
            mark = _dagger(ps.get((s, m))) if s != report.baseline else ""
            cells += [_num(r["p"], decimals), _num(r["r"], decimals), _num(r["f"], decimals) + mark]
        return cells

    top = [" & ".join(["", *(rf"\multicolumn{{{width}}}{{c}}{{{latex_escape(m)}}}" for m in metrics)]) + r" \\",
           " ".join(rf"\cmidrule(lr){{{2 + k * width}-{1 + (k + 1) * width}}}" for k in range(len(metrics)))]
    body = _tabular("l" + "r" * (width * len(metrics)), ["System", *heads * len(metrics)], [],
                    groups=[[row(s) for s in published], [row(s) for s in users]], top=top)
    cleme = [m for m in metrics if m.startswith("CLEME")]
    note = (f" {', '.join(latex_escape(m) for m in cleme)}: P, R and F$_{{0.5}}$ of length-weighted chunk counts"
            + ("; TP, FP, FN count chunks." if counts else ".")) if cleme else ""
    caption = (rf"\caption[gecnb: P / R / F0.5]{{Precision, recall and F$_{{0.5}}$ ($\times$100, {decimals} decimals)"
               + (", with the true positives, false positives and false negatives" if counts else "")
               + rf".{note} {_marks_text(report)}The signature is under Table~\ref{{tab:gecnb-scores}}.}}")
    return [r"\begin{table}[t]", r"\centering", r"\small", *body, caption, r"\label{tab:gecnb-prf}", r"\end{table}"]


def _types_table(report: Any, user: str, k: int, decimals: int) -> list[str]:
    t = type_table(report, user)
    if t.empty:
        return []
    groups: list[list[list[str]]] = []
    for metric in dict.fromkeys(t["metric"]):
        part = t[t["metric"] == metric]
        what = " (main type: F$_{0.5}$)" if metric in ("ERRANT", "ChERRANT") else " (indicator)"
        block = [[rf"\multicolumn{{7}}{{l}}{{\textit{{{latex_escape(metric)}{what}}}}}"]]
        for r in part.to_dict("records"):
            delta = _num(r["delta"], decimals) + _dagger(r["p_value"])
            ci = f"[{_num(r['delta_low'], decimals)}, {_num(r['delta_high'], decimals)}]"
            block.append([latex_escape(r["type"]), _count(r["gold"]), _num(r["value"], decimals),
                          _num(r["other_value"], decimals), delta, ci, _pval(r["p_value"])])
        groups.append(block)
    conf = float(report.settings.get("confidence", 0.95))
    head = ["Type", "Gold", "System", "Baseline", r"$\Delta$", rf"{latex_escape(f'{100 * conf:g}')}\% interval", "$p$"]
    body = _tabular("lrrrrrr", head, [], groups=groups)
    caption = (rf"\caption[gecnb: {latex_escape(user)} per error type]{{Where \textbf{{{latex_escape(user)}}} "
               rf"(System) wins and loses against the baseline \textit{{{latex_escape(report.baseline)}}}: "
               rf"{edits_metric(report)} F$_{{0.5}}$ per main type (Gold: the gold edits of the type, TP + FN) and CLEME2.0's "
               rf"indicators (Hit: higher is better; Wrong, Under, Over: lower is), $\times$100; $\Delta$ = System "
               rf"$-$ Baseline with its percentile interval; {_test_text(report)}, one index matrix for every row. "
               rf"$^{{\dagger}}$: $p < 0.05$, $^{{\ddagger}}$: $p < 0.01$, not corrected for the number of types.}}")
    return [r"\begin{table}[t]", r"\centering", r"\small", *body, caption, rf"\label{{tab:gecnb-types-{k + 1}}}",
            r"\end{table}"]


def report_latex(report: Any, *, prf: bool = True, counts: bool = False, types: bool = True,
                 decimals: int = 2) -> str:
    """The report's tables as LaTeX (see the module docstring); ``prf``: the P / R / F0.5 table (``counts``:
    with TP / FP / FN), ``types``: the per-type tests of each user system against the baseline (the first
    :data:`~gecnb.display.report_tables.TYPE_TABLE_LIMIT`; all are in ``report.type_significance``)."""
    out = ["% gecnb evaluation report: LaTeX tables (booktabs). In the preamble: \\usepackage{booktabs}.",
           "% The text is UTF-8: pdfLaTeX reads it with \\usepackage[utf8]{inputenc} (the default since 2018) for",
           "% the scripts its fonts cover; XeLaTeX and LuaLaTeX read any. \\usepackage[T1]{fontenc} is recommended.",
           ""]
    out += _scores_table(report, decimals)
    if prf:
        got = _prf_table(report, decimals, counts)
        if got:
            out += ["", *got]
    if types and report.baseline is not None:
        users = type_test_users(report)
        for k, u in enumerate(users[:TYPE_TABLE_LIMIT]):
            got = _types_table(report, u, k, decimals)
            if got:
                out += ["", *got]
        if len(users) > TYPE_TABLE_LIMIT:
            out += ["", f"% {len(users) - TYPE_TABLE_LIMIT} more user system(s) have per-type tests: "
                        "report.type_significance (Python) or report.json"]
    from gecnb.data.checks import cjk_share
    from gecnb.data.text import displayable

    if cjk_share(out[4:])[0] > 0:  # a Chinese (Japanese, Korean) name or label: pdfLaTeX's fonts have no CJK glyphs
        out[3:3] = ["% This text has CJK characters: compile with XeLaTeX and \\usepackage{xeCJK} (with",
                    "% \\setCJKmainfont{...} naming a CJK font), or with pdfLaTeX and \\usepackage{CJKutf8}, the tables",
                    "% inside \\begin{CJK}{UTF8}{gbsn} ... \\end{CJK}; plain pdfLaTeX stops at the first CJK character."]
    return displayable("\n".join(out) + "\n")
