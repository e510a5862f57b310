"""Rendering an evaluation report (:class:`gecnb.evaluation.EvaluationReport`) as HTML. Its plots are in
:mod:`gecnb.display.report_plots`, its text formats in :mod:`gecnb.display.report_text`.

It renders what :func:`gecnb.evaluate` computed and computes no score. The HTML keeps every colour and
layout rule inline on gecnb's light card (it looks the same untrusted, on GitHub and in a dark theme;
DEVELOPERS.md "Display styles"); the plots are PNG images embedded as ``data:`` URIs, so
:func:`report_document` is one self-contained page: no script, no external file or URL. The report is
duck-typed (any object with the report's attributes), so display does not import the layer above it.
"""

from __future__ import annotations

import base64
import html
import io
import math
import warnings
from collections.abc import Sequence
from typing import Any

import pandas as pd

from gecnb.display.chunks import (
    EDITED,
    INK,
    PAPER,
    RULE,
    TITLE,
    _css,
    card_html,
    chunk_grid,
    html_document,
    render_html,
)
from gecnb.display.report_limits import (
    PLOT_SYSTEMS,
    detailed_systems,
    left_out,
    name_list,
    pairwise_users,
    shown_comparisons,
)
from gecnb.display.report_plots import plot_disentangled_report, plot_scores_with_intervals, plot_types
from gecnb.display.report_tables import STARS_TEXT, disentangled_table, edits_metric, test_description

__all__ = ["report_document", "report_html"]

USER = "#e3f2fd"     # the background of a user system's row (with INK: contrast above 4.5)
BASE = "#fff8e1"     # the baseline's row
MUTED = "#555555"
P_LEVELS = ((0.001, "***"), (0.01, "**"), (0.05, "*"))


def _stars(p: float) -> str:
    if p is None or (isinstance(p, float) and math.isnan(p)):
        return ""
    return next((s for level, s in P_LEVELS if p < level), "")


def _fmt(v: Any, decimals: int = 4) -> str:
    if isinstance(v, bool):
        return "yes" if v else ""
    if isinstance(v, float):
        return "" if math.isnan(v) else f"{v:.{decimals}f}"
    return str(v)


def _table_html(df: pd.DataFrame, *, caption: str = "", highlight: dict[str, str] | None = None,
                key: str = "system", decimals: int = 4, left: Sequence[str] = ()) -> str:
    """A DataFrame as an inline-styled table; rows whose ``key`` is in ``highlight`` get that background."""
    cell = _css(padding="2px 8px", border=f"1px solid {RULE}", text_align="right", color=INK)
    lcell = _css(padding="2px 8px", border=f"1px solid {RULE}", text_align="left", color=INK)
    head = _css(padding="2px 8px", border=f"1px solid {RULE}", text_align="center", color=INK, background=EDITED,
                font_weight=600)
    heads = "".join(f'<th style="{head}">{html.escape(str(c))}</th>' for c in df.columns)
    rows = []
    for rec in df.to_dict("records"):
        bg = (highlight or {}).get(str(rec.get(key, "")), PAPER)
        tds = "".join(f'<td style="{lcell if c in left else cell}; background: {bg}">{html.escape(_fmt(v, decimals))}</td>'
                      for c, v in rec.items())
        rows.append(f"<tr>{tds}</tr>")
    cap = (f'<caption style="{_css(caption_side="top", text_align="left", font_size="12px", color=MUTED, padding="2px 0")}">'
           f'{html.escape(caption)}</caption>') if caption else ""
    look = _css(border_collapse="collapse", font_size="12px", margin="4px 0 10px 0", color=INK, background=PAPER)
    return f'<table class="gecnb-frame" style="{look}">{cap}<thead><tr>{heads}</tr></thead><tbody>{"".join(rows)}</tbody></table>'


def _heading(text: str, size: int = 15) -> str:
    return f'<div style="{TITLE}; font-size: {size}px; margin: 12px 0 4px 0">{html.escape(text)}</div>'


def _para(text: str) -> str:
    return f'<div style="{_css(font_size="12px", color=MUTED, margin="2px 0 6px 0", max_width="60em")}">{html.escape(text)}</div>'


def _row(items: Sequence[str]) -> str:
    """Blocks side by side, wrapping on a narrow page."""
    inner = "".join(f'<div style="{_css(display="inline-block", vertical_align="top")}">{x}</div>' for x in items)
    return f'<div style="{_css(display="flex", flex_wrap="wrap", gap="0 18px")}">{inner}</div>'


def _png(fig: Any) -> str:
    import matplotlib
    import matplotlib.pyplot as plt

    buf = io.BytesIO()
    try:
        with matplotlib.rc_context({"text.usetex": False}):  # no text of the report goes to TeX
            fig.savefig(buf, format="png", dpi=110, bbox_inches="tight", facecolor="white",
                        metadata={"Software": None})
    finally:
        plt.close(fig)
    data = base64.b64encode(buf.getvalue()).decode("ascii")
    return (f'<img alt="plot" src="data:image/png;base64,{data}" '
            f'style="{_css(max_width="100%", display="block", margin="4px 0 10px 0")}">')


def _plot(draw: Any, report: Any, **kwargs: Any) -> str:
    """A plot as an embedded PNG; without matplotlib a line saying how to get the plots."""
    try:
        import matplotlib

        settings: dict[Any, Any] = {"text.usetex": False, **_cjk_fonts()}
        with matplotlib.rc_context(settings), warnings.catch_warnings():
            # a name in a script no installed font has (Chinese without a CJK font) is drawn as boxes; the
            # tables beside the plot show it
            warnings.filterwarnings("ignore", message=r"Glyph \d+ .* missing from font", category=UserWarning)
            fig = draw(report, **kwargs)
            return _png(fig)
    except ImportError:
        return _para("(plots need matplotlib and seaborn: pip install 'gecnb[notebook]')")


#: fonts with Chinese glyphs that matplotlib falls back to, when installed, for names DejaVu Sans lacks
CJK_FONTS = ("Noto Sans CJK SC", "Noto Sans SC", "Source Han Sans SC", "WenQuanYi Zen Hei", "WenQuanYi Micro Hei",
             "Microsoft YaHei", "SimHei", "PingFang SC", "Hiragino Sans GB", "AR PL UMing CN", "Arial Unicode MS")


def _cjk_fonts() -> dict[str, Any]:
    """matplotlib settings that add the installed fonts of :data:`CJK_FONTS` after its default sans-serif font
    (matplotlib takes a glyph from the next font of the list where one lacks it); none when none is installed."""
    from matplotlib import font_manager, rcParams

    have = {f.name for f in font_manager.fontManager.ttflist}
    extra = [f for f in CJK_FONTS if f in have]
    if not extra:
        return {}
    return {"font.family": "sans-serif", "font.sans-serif": [*rcParams["font.sans-serif"][:1], *extra]}


def _highlights(report: Any) -> dict[str, str]:
    out = {s: USER for s in report.users}
    if report.baseline is not None and report.baseline not in out:
        out[report.baseline] = BASE
    return out


# --------------------------------------------------------------------------------------------- HTML


def _comparison_table(report: Any) -> pd.DataFrame:
    c = report.comparisons
    if c.empty:
        return c
    shown = shown_comparisons(report)  # against the baseline; without one, the pairs of the first user systems
    out = shown[["system", "other", "metric", "value", "other_value", "delta", "delta_low", "delta_high",
                 "p_value", "wins"]].copy()
    out["sig"] = [_stars(p) for p in shown["p_value"]]
    out["note"] = shown["note"]
    return out


def _pairwise_p(report: Any, user: str) -> pd.DataFrame:
    c = report.comparisons[report.comparisons["system"] == user]
    wide = c.pivot(index="other", columns="metric", values="p_value")
    order = [m for m in dict.fromkeys(c["metric"])]
    return wide[order].reset_index().rename(columns={"other": "system"})


def report_html(report: Any, *, plots: bool = True, style: bool = True) -> str:
    """The report as one inline-styled HTML view (the notebook's rich view)."""
    hl = _highlights(report)
    parts = [f'<div style="{TITLE}; font-size: 18px">gecnb evaluation: {html.escape(name_list(report.users) or "systems")}'
             f' on {html.escape(report.dataset)} ({html.escape(report.reference_set)})</div>',
             _para(f"{len(report.systems)} systems; user systems in blue"
                   + (f", the baseline {report.baseline} in yellow" if report.baseline else "")
                   + f". Bootstrap: {report.settings.get('n')} samples, seed {report.settings.get('seed')}, "
                   f"{report.settings.get('confidence')} intervals.")]
    wide = report.table().reset_index()
    parts += [_heading("Scores"), _table_html(wide, highlight=hl, left=("system",),
                                              caption="each metric under its paper's name; best first by the first metric")]
    detail = detailed_systems(report)
    rank_tables = []
    for s in detail:
        u = report.scores[report.scores["system"] == s][["system", "metric", "value", "rank", "ci_low", "ci_high"]]
        rank_tables.append(_table_html(u, highlight=hl, left=("system", "metric"),
                                       caption=f"{s}: rank among {len(report.systems)} systems, bootstrap interval"))
    parts.append(_row(rank_tables))
    if plots:
        parts.append(_plot(plot_scores_with_intervals, report))
        if len(report.systems) > PLOT_SYSTEMS:
            parts.append(_para(f"per metric, {PLOT_SYSTEMS} of the {len(report.systems)} systems: the baseline, the "
                               "user systems and the best of the others (the scores table has every system)"))
    parts += _prf_section(report, hl)
    if not report.comparisons.empty:
        parts += [_heading("Significance"),
                  _para(f"{test_description(report)}; {STARS_TEXT}; "
                        "CLEME2.0 at corpus level re-runs its reference choice on every resampled corpus."
                        + ("" if report.comparisons["testable"].all() else
                           " A metric that cannot be resampled is shown as not testable, with the reason."))]
        parts.append(_table_html(_comparison_table(report), highlight=hl, left=("system", "other", "metric", "note"),
                                 caption="against the baseline" if report.baseline else
                                 f"each of {', '.join(pairwise_users(report))} against every other system"))
        for user in pairwise_users(report):
            parts.append(_table_html(_pairwise_p(report, user), highlight=hl, left=("system",),
                                     caption=f"p-values of {user} against every other system"))
    if not report.disentangled.empty:
        d = disentangled_table(report, detail)
        parts += [_heading("CLEME2.0: the disentangled scores"),
                  _para("Hit = TP/(TP+FP_ne+FN), Wrong = FP_ne/(...), Under = FN/(...), Over = FP_un/(TP+FP); "
                        "Score weighs them with the paper's factors.")]
        parts.append(_table_html(d, highlight=hl, left=("system", "metric")))
        if plots:
            parts.append(_plot(plot_disentangled_report, report))
    em = edits_metric(report)  # ChERRANT on Chinese
    if not report.types.empty:
        parts.append(_heading(f"Per error type ({em})"))
        if plots:
            parts.append(_plot(plot_types, report, level=2))
        tables = []
        for level, what in ((1, "operation"), (2, "main type")):
            t = report.types[report.types["level"] == level]
            wide_t = t.pivot(index="type", columns="system", values="f")
            wide_t = wide_t[[c for c in detail if c in wide_t.columns]].reset_index()
            tables.append(_table_html(wide_t, left=("type",), caption=f"{em} F0.5 per {what} (level {level})"))
        ct = getattr(report, "cleme_types", None)
        if ct is not None and not ct.empty:
            first = ct[ct["system"] == detail[0]].assign(n=lambda f: f["tp"] + f["fp_ne"] + f["fp_un"] + f["fn"])
            top = first.sort_values(["n", "type"], ascending=[False, True])["type"].head(15).tolist()
            for s in detail:
                part = ct[(ct["system"] == s) & ct["type"].isin(top)].drop(columns=["system"])
                part = part.set_index("type").reindex(top).fillna(0).astype(int).reset_index()
                part.columns = ["type", "TP", "FP_ne", "FP_un", "FN"]
                tables.append(_table_html(part, left=("type",), caption=f"{s}: CLEME2.0 chunks per main type"))
        parts.append(_row(tables))
        parts.append(_para("report.types has P / R / F at the three levels (errant_compare -cat 1/2/3); "
                           "report.cleme_types the CLEME2.0 chunk categories of every type."))
    parts += _type_tests_section(report, hl)
    if not report.buckets.empty:
        parts.append(_heading(f"Sentence buckets ({em} F0.5)"))
        tables = []
        for bucket in dict.fromkeys(report.buckets["bucket"]):
            b = report.buckets[report.buckets["bucket"] == bucket]
            wide_b = b.pivot(index="range", columns="system", values="f")
            wide_b = wide_b.reindex(list(dict.fromkeys(b["range"])))
            counts = b.drop_duplicates("range").set_index("range")["sentences"]
            wide_b = wide_b[[c for c in detail if c in wide_b.columns]]
            if bucket != "system edits":
                wide_b.insert(0, "sentences", counts.reindex(wide_b.index).to_numpy())
            else:  # each system's own sentences
                n = b.pivot(index="range", columns="system", values="sentences").reindex(wide_b.index)
                for c in list(wide_b.columns):
                    wide_b[f"{c} sentences"] = n[c].to_numpy()
            tables.append(_table_html(wide_b.reset_index(), left=("range",), caption=bucket))
        parts.append(_row(tables))
    if not report.examples.empty and not report.chunks.empty:
        parts += [_heading("Where it differs most from the baseline"),
                  _para("for each user system, the sentences where it gains most on the baseline and where it loses "
                        f"most, by the difference in {em}'s TP - FP - FN per sentence (then in sentence F0.5); line: "
                        "the line of the input files; chunk tables in the CLEME2.0 paper's colours")]
        frames = {s: f.drop(columns=["system"]) for s, f in report.chunks.groupby("system", sort=False)}
        for user, part in report.examples[report.examples["system"].isin(detail)].groupby("system", sort=False):
            base = str(part["baseline"].iloc[0])
            for direction, what in (("gain", "does better than"), ("loss", "does worse than")):
                rows = part[part["direction"] == direction]
                parts.append(_heading(f"{user} {what} {base}", 13))
                if rows.empty:
                    parts.append(_para(f"no sentence where {user} {what} {base} by {em}'s counts"))
                for ex in rows.to_dict("records"):
                    for s in (user, base):
                        title = (f"{s} \u00b7 line {ex['line']}"
                                 + (f" (TP - FP - FN {ex['gain']:+d} against {base})" if s == user else ""))
                        parts.append(render_html([chunk_grid(frames[s], sentence=int(ex["sentence"]), title=title)],
                                                 style=style, legend=s == base))
    notes = [*report.notes, *left_out(report)]
    if notes:
        parts.append(_heading("Notes"))
        parts += [_para(n) for n in notes]
    parts.append(_heading("Signature", 13))
    parts.append(f'<div style="{_css(font_size="11px", color=MUTED, font_family="monospace", max_width="60em")}">'
                 f'{html.escape(report.signature)}</div>')
    return card_html("".join(parts))


# ------------------------------------------------------- P / R / F0.5, and per error type against the baseline


def _prf_section(report: Any, hl: dict[str, str]) -> list[str]:
    """P / R / F0.5 of M2, ERRANT and CLEME for every system (one column per metric and value), and the
    counts they come from."""
    from gecnb.display.report_tables import prf_wide

    wide = prf_wide(report)
    if wide.empty:
        return []
    cleme = [m for m in dict.fromkeys(report.prf()["metric"]) if str(m).startswith("CLEME")]
    return [_heading("Precision, recall, F0.5"),
            _para("as papers print them for the edit-based metrics (M2, ERRANT, ChERRANT); report.prf() has them "
                  "with the counts"
                  + (f"; {', '.join(cleme)}: P, R and F0.5 of length-weighted chunk counts (w_tp, w_fp, w_fn)"
                     if cleme else "")),
            _table_html(wide, highlight=hl, left=("system",), caption="P, R, F0.5 (same order as the scores)"),
            _table_html(prf_wide(report, counts=True), highlight=hl, left=("system",),
                        caption="TP, FP, FN (numbers of edits; of chunks for CLEME)")]


def _type_tests_section(report: Any, hl: dict[str, str]) -> list[str]:
    """Each user system against the baseline per ERRANT main type and CLEME2.0 indicator, with p-values."""
    from gecnb.display.report_tables import TYPE_TABLE_LIMIT, type_table, type_test_users

    users = type_test_users(report)
    if not users or report.baseline is None:
        return []
    st = report.settings
    parts = [_heading("Where it wins and loses: per error type, against the baseline"),
             _para(f"{edits_metric(report)} F0.5 per main type (gold: the user system's gold edits of the type, TP + FN) and "
                   f"CLEME2.0's indicators (Hit: higher is better; Wrong, Under, Over: lower is); value: the user "
                   f"system's, other_value: the baseline's ({report.baseline}), delta = value - other_value with its "
                   f"interval. Paired bootstrap (sacrebleu's paired-bs p-value), n = {st.get('n')}, seed "
                   f"{st.get('seed')}, one index matrix for every row; * p<0.05, ** p<0.01, *** p<0.001, not "
                   "corrected for the number of types. report.type_significance has levels 1 and 3 too.")]
    for user in users[:TYPE_TABLE_LIMIT]:
        t = type_table(report, user)
        t["gold"] = ["" if pd.isna(g) else int(g) for g in t["gold"]]  # CLEME2.0's indicators have no gold count
        significant = {str(x): USER for x, p in zip(t["type"], t["p_value"], strict=True) if p == p and p < 0.05}
        parts.append(_table_html(t, highlight=significant, key="type", left=("metric", "type"),
                                 caption=f"{user} against {report.baseline} (p < 0.05 in blue)"))
    if len(users) > TYPE_TABLE_LIMIT:
        parts.append(_para(f"{len(users) - TYPE_TABLE_LIMIT} more user system(s): report.type_significance"))
    return parts


def report_document(report: Any) -> str:
    """:func:`report_html` as one self-contained HTML page."""
    return html_document(report_html(report), title=f"gecnb evaluation: {name_list(report.users)} on {report.dataset}")
