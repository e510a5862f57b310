"""The reproduction framework: every table of the papers one call away, gecnb's numbers beside the printed ones.

A reproducible table is registered with :func:`register` under the name of its transcription in
:mod:`gecnb.reproduce.printed` (``cleme-table10``, ``gjg15-table3`` ...). Its builder computes gecnb's
values in the long layout of that transcription: the paper table's key columns (``row``, ``column`` and
any extra keys such as ``human`` or ``field``), then ``gecnb`` (in the paper's scale), and optionally
``comparable`` (False where a substitute model or missing data makes the printed value unreachable),
``tolerance`` (per cell, a wider one asked for) and ``note``. :func:`table` joins it to the printed cells:
``row, column, [keys], paper, gecnb, diff, comparable, within, at_print, printed_unit, tolerance, note``.

**Tolerance.** A cell is judged at printed precision: within half a unit of the printed value's last digit
(:mod:`gecnb.reproduce.printed`). A table keeps a wider tolerance (its registration's ``tolerance``, or the
builder's per-cell ``tolerance`` where wider than half a printed unit) only where its registration states the
computed reason (``tolerance_reason``, also said in docs/reproduce.md); without a reason a wider tolerance is
not applied (``within`` equals ``at_print``).

Builders too slow for CI (minutes of spaCy or BERT work) are ``cached``: their computed frame is shipped in
``gecnb/datasets/reproduce/NAME.tsv`` with a ``# signature:`` line, written by gecnb itself
(``table(name, recompute=True, write_cache=True)`` or ``python scripts/build_reproduce_cache.py``);
``table(name)`` reads it, ``recompute=True`` computes afresh.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path

import pandas as pd

from gecnb.data.cachefile import atomic_write, shipped_file_ok, update_manifest
from gecnb.data.errors import GecInputError
from gecnb.datasets import ROOT
from gecnb.reproduce.printed import paper_table

CACHE_DIR = ROOT / "reproduce"
RESULT_COLUMNS = ("paper", "gecnb", "diff", "comparable", "within", "at_print", "printed_unit", "note")
_META = ("page", "table", "mark", "text_line", "paper", "note", "printed_unit")


@dataclass(frozen=True)
class ReproTable:
    """One reproducible table: its name (that of the paper transcription), a title, the builder, a wider
    tolerance than half a printed unit with its reason (or None and ""), and whether the computed values are
    shipped as a cache."""

    name: str
    title: str
    build: Callable[[], pd.DataFrame]
    tolerance: float | None = None
    cached: bool = False
    signature: str = ""
    sample: Callable[[], pd.DataFrame] | None = None
    tolerance_reason: str = ""


_TABLES: dict[str, ReproTable] = {}


def register(name: str, *, title: str, tolerance: float | None = None, tolerance_reason: str = "",
             cached: bool = False, signature: str = "", sample: Callable[[], pd.DataFrame] | None = None
             ) -> Callable[[Callable[[], pd.DataFrame]], Callable[[], pd.DataFrame]]:
    """Decorator: register ``build`` as the reproduction of paper table ``name``.

    Every cell is judged at half a printed unit. ``tolerance`` (a default for cells whose builder gives none)
    and the builder's per-cell ``tolerance`` widen that only together with ``tolerance_reason``: the computed
    reason the printed digits cannot be met (e.g. the spread of TrueSkill's random match order), said in the
    headline and in docs/reproduce.md.

    ``sample`` (cached tables): a cheap function that recomputes some of the builder's cells from nothing
    (a few systems, sentences or cells; key columns and ``gecnb``), which CI compares with the shipped cache
    (``tests/test_reproduce_provenance.py``)."""
    def deco(build: Callable[[], pd.DataFrame]) -> Callable[[], pd.DataFrame]:
        if name in _TABLES:
            raise ValueError(f"reproducible table {name!r} registered twice")
        if tolerance is not None and not (tolerance >= 0.0):
            raise ValueError(f"table {name}: tolerance must be a number >= 0, not {tolerance!r}")
        _TABLES[name] = ReproTable(name, title, build, tolerance, cached, signature, sample, tolerance_reason.strip())
        return build
    return deco


def _load_builders() -> None:
    """Import every ``gecnb/reproduce/tables*.py`` module (each registers its builders; one module per paper
    or topic, so a new table touches one module)."""
    import importlib
    import pkgutil

    package = __name__.rpartition(".")[0]  # gecnb.reproduce, found without importing it (no import cycle)
    for info in sorted(pkgutil.iter_modules([str(Path(__file__).parent)]), key=lambda m: m.name):
        if info.name.startswith("tables"):
            importlib.import_module(f"{package}.{info.name}")


def get(name: str) -> ReproTable:
    _load_builders()
    try:
        return _TABLES[name]
    except KeyError:
        raise KeyError(f"no reproducible table {name!r}: choose from {', '.join(sorted(_TABLES))}") from None


def list_tables() -> pd.DataFrame:
    """One row per reproducible table: ``name, title, tolerance, tolerance_reason, cached`` (``tolerance``: the
    wider tolerance a table keeps with its reason, else NaN: half a printed unit)."""
    _load_builders()
    return pd.DataFrame([{"name": t.name, "title": t.title,
                          "tolerance": t.tolerance if t.tolerance_reason and t.tolerance is not None else float("nan"),
                          "tolerance_reason": t.tolerance_reason, "cached": t.cached}
                         for t in sorted(_TABLES.values(), key=lambda t: t.name)])


def _keys(printed: pd.DataFrame) -> list[str]:
    return [c for c in printed.columns if c not in _META]


def _cache_path(name: str) -> Path:
    return CACHE_DIR / f"{name}.tsv"


def _cache_signature(spec: ReproTable) -> str:
    from gecnb import __version__

    return f"{spec.name}|{spec.signature or 'v1'}|gecnb-{__version__}"


class StaleCacheError(GecInputError):
    """A shipped cache written under another signature (another layout or gecnb version): not read."""


class StaleCacheWarning(UserWarning):
    """A shipped cache whose code or data key differs from what the current tree gives (see
    :mod:`gecnb.reproduce.provenance`): its numbers may not be what this code computes."""


def _rebuild_hint(name: str) -> str:
    return (f"rebuild it with python scripts/build_reproduce_cache.py {name} (or compute afresh without writing: "
            f"gecnb reproduce {name} --recompute)")


def write_cache(name: str, computed: pd.DataFrame, *, data_files: Iterable[str] | None = None,
                code: dict[str, str] | None = None) -> Path:
    """Ship ``computed`` (a builder's frame) as the cache of ``name``, keyed by its signature, the code of its
    builder and the vendored ``data_files`` it read (paths relative to ``gecnb/datasets``; see
    :mod:`gecnb.reproduce.provenance`). ``code``: the code hashes taken when the build started (default: now)."""
    from gecnb.reproduce import provenance

    spec = get(name)
    path = _cache_path(name)
    path.parent.mkdir(parents=True, exist_ok=True)
    own = path.resolve().relative_to(provenance.DATA_ROOT).as_posix() if path.resolve().is_relative_to(
        provenance.DATA_ROOT) else ""
    files = [f for f in (data_files or ()) if f != own]
    body = computed.to_csv(sep="\t", index=False, float_format="%.17g", lineterminator="\n")
    head = (f"# signature: {_cache_signature(spec)}\n"
            f"{provenance.format_line('code', code or provenance.code_hashes(spec.build.__module__))}\n"
            f"{provenance.format_line('data', provenance.data_hashes(files))}\n")
    atomic_write(path, head + body, what="reproduce cache")
    update_manifest(path)  # what read_cache checks the file against
    return path


def _header(path: Path) -> list[str]:
    lines = []
    with path.open(encoding="utf-8") as fh:
        for line in fh:
            if not line.startswith("# "):
                break
            lines.append(line.rstrip("\n"))
    return lines


def staleness(name: str) -> str:
    """Why the shipped cache of ``name`` is stale ("" if it is not, or there is none): a signature, code or
    data key that differs from what the current tree gives, naming the changed files."""
    from gecnb.reproduce import provenance

    spec = get(name)
    path = _cache_path(name)
    if not path.is_file():
        return ""
    head = _header(path)
    fields = {line[2:].partition(":")[0]: line[2:].partition(":")[2].strip() for line in head}
    want = _cache_signature(spec)
    if fields.get("signature") != want:
        return f"written as {fields.get('signature')!r}, this gecnb expects {want!r}"
    reasons = []
    for kind in ("code", "data"):
        if kind not in fields:
            reasons.append(f"it has no {kind} key")
            continue
        stored_key, stored = provenance.parse_line(fields[kind])
        now = (provenance.code_hashes(spec.build.__module__) if kind == "code"
               else provenance.data_hashes(list(stored)))
        if provenance.key(now) != stored_key:
            diff = provenance.changed(stored, now)
            shown = ", ".join(diff[:6]) + (f" and {len(diff) - 6} more" if len(diff) > 6 else "")
            reasons.append(f"{kind} changed since it was written ({shown or 'key differs'})")
    return "; ".join(reasons)


def read_cache(name: str) -> pd.DataFrame | None:
    """The shipped computed frame of ``name``, or None. A cache written under another signature is an error
    (:class:`StaleCacheError`); one written by other code or data (:func:`staleness`) is read with a
    :class:`StaleCacheWarning` naming the changed files and the rebuild command (CI fails on it:
    ``tests/test_reproduce_provenance.py``)."""
    get(name)
    path = _cache_path(name)
    if not path.is_file():
        return None
    if not shipped_file_ok(path, rebuild=f"python scripts/build_reproduce_cache.py {name}"):
        return None  # damaged or edited: recomputed (with the warning)
    why = staleness(name)
    if why.startswith("written as"):
        raise StaleCacheError(f"the cache of {name} is stale: {why}; {_rebuild_hint(name)}", file=path, line=1)
    if why:
        import warnings

        warnings.warn(StaleCacheWarning(
            f"{path}: the cache of {name} is stale, its numbers may not be what this code computes: {why}; "
            f"{_rebuild_hint(name)}"), stacklevel=3)
    return _read_rows(path)


def _read_rows(path: Path) -> pd.DataFrame:
    return pd.read_csv(path, sep="\t", skiprows=len(_header(path)), keep_default_na=False, na_values=[""])


def check_sample(name: str, *, rtol: float = 1e-9) -> pd.DataFrame:
    """Recompute the registered sample of cached table ``name`` from nothing and compare it with the shipped
    cache, cell by cell. Returns the sample with ``cached``, ``diff`` and ``agrees`` (NaN equals NaN; a cell
    absent from the cache does not agree); ``attrs["cells"]`` is the sample's size. Stale or not, the cache's
    rows are read as they are: this checks the numbers, :func:`staleness` checks the keys."""
    spec = get(name)
    if spec.sample is None:
        raise ValueError(f"table {name} registers no sample")
    path = _cache_path(name)
    if not path.is_file():
        raise GecInputError(f"no shipped cache of {name}: {_rebuild_hint(name)}", file=path)
    fresh = spec.sample().copy()
    cached = _read_rows(path)
    keys = [c for c in fresh.columns if c not in ("gecnb", "comparable", "tolerance", "note")]
    fresh = fresh[[*keys, "gecnb"]]
    for frame in (fresh, cached):
        for k in keys:
            frame[k] = frame[k].fillna("").astype(str)
    both = fresh.merge(cached[[*keys, "gecnb"]].rename(columns={"gecnb": "cached"}), on=keys, how="left",
                       indicator=True)
    a, b = both["gecnb"].astype(float), both["cached"].astype(float)
    both["diff"] = a - b
    close = (a - b).abs() <= rtol * b.abs().clip(lower=1.0)
    both["agrees"] = (both["_merge"] == "both") & (close | (a.isna() & b.isna()))
    both = both.drop(columns=["_merge"])
    both.attrs["cells"] = len(fresh)
    return both


def computed(name: str, *, recompute: bool = False, write: bool = False) -> pd.DataFrame:
    """gecnb's values for table ``name`` (the builder's frame), from the shipped cache where there is one.
    ``write=True`` (with ``recompute``) rewrites the cache, keyed by the code and the vendored files the build
    read."""
    from gecnb.reproduce import provenance

    spec = get(name)
    frame = None if (recompute or not spec.cached) else read_cache(name)
    if frame is None:
        if write and spec.cached:
            code = provenance.code_hashes(spec.build.__module__)  # the code that runs, not what is there after
            with provenance.record_data_files() as files:
                frame = spec.build()
            write_cache(name, frame, data_files=files, code=code)
        else:
            frame = spec.build()
    return frame


def table(name: str, *, recompute: bool = False, write_cache: bool = False) -> pd.DataFrame:
    """The paper's table ``name`` with gecnb's numbers beside it.

    Columns: the table's keys (``row, column`` and e.g. ``human``, ``coefficient``), ``paper`` (as
    printed; NaN where it could not be read), ``gecnb``, ``diff`` (gecnb - paper), ``comparable``,
    ``within`` (|diff| <= the cell's tolerance), ``at_print`` (|diff| <= half a printed unit: 0.0005 for a
    value printed with 3 decimals, 0.5 for an integer; see :mod:`gecnb.reproduce.printed`), ``printed_unit``
    (that half unit), ``tolerance`` and ``note`` (the transcription's note, then gecnb's).

    ``tolerance`` is the half printed unit, or a wider one (the builder's per-cell value, else the
    registration's) only where the table states ``tolerance_reason``; so ``within`` equals ``at_print`` in
    every table that states none. ``attrs``: ``name``, ``title``, ``tolerance_reason``."""
    from gecnb.reproduce.printed import half_unit, printed_decimals

    spec = get(name)
    printed = paper_table(name)
    printed = printed.assign(printed_unit=half_unit(printed_decimals(name)))
    keys = _keys(printed)
    comp = computed(name, recompute=recompute, write=write_cache)
    missing = [k for k in keys if k not in comp.columns]
    if missing or "gecnb" not in comp.columns:
        raise ValueError(f"builder of {name} returned columns {list(comp.columns)}; it needs {keys} and 'gecnb'")
    comp = comp.copy()
    for k in keys:  # an empty key (e.g. the coefficient of an "Avg." cell) reads back from a cache as NaN
        comp[k] = comp[k].fillna("").astype(str)
    if "comparable" not in comp.columns:
        comp["comparable"] = True
    if "tolerance" not in comp.columns:
        comp["tolerance"] = float("nan") if spec.tolerance is None else spec.tolerance
    comp["tolerance"] = comp["tolerance"].astype(float)
    if spec.tolerance is not None:
        comp["tolerance"] = comp["tolerance"].fillna(spec.tolerance)
    if "note" not in comp.columns:
        comp["note"] = ""
    dup = comp.duplicated(keys)
    if dup.any():
        raise ValueError(f"builder of {name} gives two values for {comp.loc[dup, keys].iloc[0].tolist()}")
    left = printed[[*keys, "paper", "printed_unit", "note"]].astype({k: str for k in keys}).rename(
        columns={"note": "paper_note"})
    out = left.merge(comp[[*keys, "gecnb", "comparable", "tolerance", "note"]], on=keys, how="left")
    not_built = out["gecnb"].isna() & out["comparable"].isna()
    out["comparable"] = out["comparable"].where(~not_built, False).astype(bool)
    out.loc[not_built, "note"] = "not computed by gecnb"
    out["comparable"] &= out["paper"].notna() & out["gecnb"].notna()
    out["gecnb"] = out["gecnb"].astype(float)
    out["diff"] = out["gecnb"] - out["paper"]
    asked = out["tolerance"].astype(float)
    half = out["printed_unit"].astype(float)
    wider = asked.notna() & (half.isna() | (asked > half + 1e-12))
    out["tolerance"] = asked.where(wider & bool(spec.tolerance_reason), half)
    out["within"] = out["comparable"] & (out["diff"].abs() <= out["tolerance"] + 1e-12)
    out["at_print"] = out["comparable"] & (out["diff"].abs() <= out["printed_unit"] + 1e-12)
    notes = [" ".join(x for x in (str(a) if isinstance(a, str) else "", str(b) if isinstance(b, str) else "") if x)
             for a, b in zip(out["paper_note"], out["note"], strict=True)]
    out["note"] = notes
    out = out.drop(columns=["paper_note"])
    out.attrs.update(name=name, title=spec.title, tolerance_reason=spec.tolerance_reason)
    return out[[*keys, "paper", "gecnb", "diff", "comparable", "within", "at_print", "printed_unit", "tolerance", "note"]]


def printed_precision(result: pd.DataFrame) -> tuple[int, int]:
    """(cells at printed precision, comparable cells) of a :func:`table` result."""
    comp = result[result["comparable"]]
    return int(comp["at_print"].sum()), len(comp)


def summary(names: Iterable[str] | None = None) -> pd.DataFrame:
    """One row per table (all registered ones by default): ``name, cells, comparable, at_print, within``
    (``within``: NaN where the table keeps no wider tolerance, so it equals ``at_print``), then an ``all``
    row. docs/reproduce.md's summary table is checked against it (``tests/test_reproduce.py``)."""
    _load_builders()
    rows = []
    for name in sorted(names if names is not None else _TABLES):
        t = table(name)
        comp = t[t["comparable"]]
        wider = bool(get(name).tolerance_reason) and bool((comp["tolerance"] > comp["printed_unit"] + 1e-12).any())
        rows.append({"name": name, "cells": len(t), "comparable": len(comp), "at_print": int(comp["at_print"].sum()),
                     "within": int(comp["within"].sum()) if wider else float("nan")})
    out = pd.DataFrame(rows, columns=["name", "cells", "comparable", "at_print", "within"])
    total = {"name": "all", "cells": int(out["cells"].sum()), "comparable": int(out["comparable"].sum()),
             "at_print": int(out["at_print"].sum()), "within": float("nan")}
    return pd.concat([out, pd.DataFrame([total])], ignore_index=True)


def headline(result: pd.DataFrame) -> str:
    """One sentence: how many comparable cells are at printed precision (half a printed unit) first, then,
    where the table keeps a wider tolerance with a stated reason, how many are within it, and the largest
    difference."""
    comp = result[result["comparable"]]
    n = len(comp)
    name = result.attrs.get("name", "table")
    if not n:
        return f"{name}: no comparable cell ({len(result)} printed)"
    worst = comp.loc[comp["diff"].abs().idxmax()]
    keys = [c for c in result.columns if c not in (*RESULT_COLUMNS, "tolerance")]
    where = ", ".join(str(worst[k]) for k in keys)
    at_print, ok = int(comp["at_print"].sum()), int(comp["within"].sum())
    text = f"{name}: {at_print} of {n} comparable cells ({100 * at_print / n:.0f}%) at printed precision"
    reason = result.attrs.get("tolerance_reason", "")
    if reason and (comp["tolerance"] > comp["printed_unit"] + 1e-12).any():
        text += f"; {ok} within the wider tolerance it states for {reason.split(':')[0]} (see list_tables())"
    text += f"; largest difference {worst['diff']:+.4g} at {where}"
    skipped = len(result) - n
    if skipped:
        text += f"; {skipped} cell(s) not comparable (see note)"
    return text


__all__ = ["ReproTable", "StaleCacheError", "StaleCacheWarning", "check_sample", "computed", "get", "headline", "list_tables",
           "printed_precision", "register", "staleness", "summary", "table", "write_cache"]
