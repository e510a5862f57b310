"""The reproduction framework: every table of the papers one call away, gecnb's numbers beside the printed ones.

A reproducible table is registered with :func:`register` under the name of its transcription in
:mod:`gecnb.data.paper_tables` (``cleme-table10``, ``gjg15-table3`` ...). Its builder computes gecnb's
values in the long layout of that transcription: the paper table's key columns (``row``, ``column`` and
any extra keys such as ``human`` or ``field``), then ``gecnb`` (in the paper's scale), and optionally
``comparable`` (False where a substitute model or missing data makes the printed value unreachable),
``tolerance`` (per cell) and ``note``. :func:`table` joins it to the printed cells:
``row, column, [keys], paper, gecnb, diff, comparable, within, note``.

Builders too slow for CI (minutes of spaCy or BERT work) are ``cached``: their computed frame is shipped in
``gecnb/datasets/reproduce/NAME.tsv`` with a ``# signature:`` line, written by gecnb itself
(``table(name, recompute=True, write_cache=True)`` or ``python scripts/build_reproduce_cache.py``);
``table(name)`` reads it, ``recompute=True`` computes afresh.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pandas as pd

from gecnb.data.cachefile import atomic_write, shipped_file_ok, update_manifest
from gecnb.data.errors import GecInputError
from gecnb.data.paper_tables import paper_table
from gecnb.datasets import ROOT

CACHE_DIR = ROOT / "reproduce"
RESULT_COLUMNS = ("paper", "gecnb", "diff", "comparable", "within", "note")
_META = ("page", "table", "mark", "text_line", "paper", "note")


@dataclass(frozen=True)
class ReproTable:
    """One reproducible table: its name (that of the paper transcription), a title, the builder, the
    default tolerance for :func:`headline`, and whether the computed values are shipped as a cache."""

    name: str
    title: str
    build: Callable[[], pd.DataFrame]
    tolerance: float
    cached: bool = False
    signature: str = ""


_TABLES: dict[str, ReproTable] = {}


def register(name: str, *, title: str, tolerance: float, cached: bool = False, signature: str = ""
             ) -> Callable[[Callable[[], pd.DataFrame]], Callable[[], pd.DataFrame]]:
    """Decorator: register ``build`` as the reproduction of paper table ``name``."""
    def deco(build: Callable[[], pd.DataFrame]) -> Callable[[], pd.DataFrame]:
        if name in _TABLES:
            raise ValueError(f"reproducible table {name!r} registered twice")
        _TABLES[name] = ReproTable(name, title, build, tolerance, cached, signature)
        return build
    return deco


def _load_builders() -> None:
    """Import every ``gecnb/reproduce/tables*.py`` module (each registers its builders; one module per paper
    or topic, so a new table touches one module)."""
    import importlib
    import pkgutil

    import gecnb.reproduce as package

    for info in sorted(pkgutil.iter_modules(package.__path__), key=lambda m: m.name):
        if info.name.startswith("tables"):
            importlib.import_module(f"{package.__name__}.{info.name}")


def get(name: str) -> ReproTable:
    _load_builders()
    try:
        return _TABLES[name]
    except KeyError:
        raise KeyError(f"no reproducible table {name!r}: choose from {', '.join(sorted(_TABLES))}") from None


def list_tables() -> pd.DataFrame:
    """One row per reproducible table: ``name, title, tolerance, cached``."""
    _load_builders()
    return pd.DataFrame([{"name": t.name, "title": t.title, "tolerance": t.tolerance, "cached": t.cached}
                         for t in sorted(_TABLES.values(), key=lambda t: t.name)])


def _keys(printed: pd.DataFrame) -> list[str]:
    return [c for c in printed.columns if c not in _META]


def _cache_path(name: str) -> Path:
    return CACHE_DIR / f"{name}.tsv"


def _cache_signature(spec: ReproTable) -> str:
    from gecnb import __version__

    return f"{spec.name}|{spec.signature or 'v1'}|gecnb-{__version__}"


def write_cache(name: str, computed: pd.DataFrame) -> Path:
    """Ship ``computed`` (a builder's frame) as the cache of ``name``."""
    spec = get(name)
    path = _cache_path(name)
    path.parent.mkdir(parents=True, exist_ok=True)
    body = computed.to_csv(sep="\t", index=False, float_format="%.17g", lineterminator="\n")
    atomic_write(path, f"# signature: {_cache_signature(spec)}\n" + body, what="reproduce cache")
    update_manifest(path)  # what read_cache checks the file against
    return path


def read_cache(name: str) -> pd.DataFrame | None:
    """The shipped computed frame of ``name``, or None; a cache written under another signature is an error
    that says how to rebuild it."""
    spec = get(name)
    path = _cache_path(name)
    if not path.is_file():
        return None
    if not shipped_file_ok(path, rebuild=f"python scripts/build_reproduce_cache.py {name}"):
        return None  # damaged or edited: recomputed (with the warning)
    with path.open(encoding="utf-8") as fh:
        first = fh.readline().rstrip("\n")
    want = f"# signature: {_cache_signature(spec)}"
    if first != want:
        raise GecInputError(f"cache written as {first[2:]!r}, this gecnb expects {want[2:]!r}: rebuild it with "
                            f"python scripts/build_reproduce_cache.py {name}", file=path, line=1)
    return pd.read_csv(path, sep="\t", skiprows=1, keep_default_na=False, na_values=[""])


def computed(name: str, *, recompute: bool = False, write: bool = False) -> pd.DataFrame:
    """gecnb's values for table ``name`` (the builder's frame), from the shipped cache where there is one."""
    spec = get(name)
    frame = None if (recompute or not spec.cached) else read_cache(name)
    if frame is None:
        frame = spec.build()
        if write and spec.cached:
            write_cache(name, frame)
    return frame


def table(name: str, *, recompute: bool = False, write_cache: bool = False) -> pd.DataFrame:
    """The paper's table ``name`` with gecnb's numbers beside it.

    Columns: the table's keys (``row, column`` and e.g. ``human``, ``coefficient``), ``paper`` (as
    printed; NaN where it could not be read), ``gecnb``, ``diff`` (gecnb - paper), ``comparable``,
    ``within`` (|diff| <= the cell's tolerance) and ``note`` (the transcription's note, then gecnb's)."""
    spec = get(name)
    printed = paper_table(name)
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
        comp["tolerance"] = spec.tolerance
    if "note" not in comp.columns:
        comp["note"] = ""
    dup = comp.duplicated(keys)
    if dup.any():
        raise ValueError(f"builder of {name} gives two values for {comp.loc[dup, keys].iloc[0].tolist()}")
    left = printed[[*keys, "paper", "note"]].astype({k: str for k in keys}).rename(columns={"note": "paper_note"})
    out = left.merge(comp[[*keys, "gecnb", "comparable", "tolerance", "note"]], on=keys, how="left")
    not_built = out["gecnb"].isna() & out["comparable"].isna()
    out["comparable"] = out["comparable"].where(~not_built, False).astype(bool)
    out.loc[not_built, "note"] = "not computed by gecnb"
    out["comparable"] &= out["paper"].notna() & out["gecnb"].notna()
    out["gecnb"] = out["gecnb"].astype(float)
    out["diff"] = out["gecnb"] - out["paper"]
    out["within"] = out["comparable"] & (out["diff"].abs() <= out["tolerance"].astype(float) + 1e-12)
    notes = [" ".join(x for x in (str(a) if isinstance(a, str) else "", str(b) if isinstance(b, str) else "") if x)
             for a, b in zip(out["paper_note"], out["note"], strict=True)]
    out["note"] = notes
    out = out.drop(columns=["paper_note"])
    out.attrs.update(name=name, title=spec.title, tolerance=spec.tolerance)
    return out[[*keys, "paper", "gecnb", "diff", "comparable", "within", "tolerance", "note"]]


def headline(result: pd.DataFrame) -> str:
    """One sentence: how many comparable cells are within tolerance, and the largest difference."""
    comp = result[result["comparable"]]
    n, ok = len(comp), int(comp["within"].sum())
    name = result.attrs.get("name", "table")
    if not n:
        return f"{name}: no comparable cell ({len(result)} printed)"
    worst = comp.loc[comp["diff"].abs().idxmax()]
    keys = [c for c in result.columns if c not in (*RESULT_COLUMNS, "tolerance")]
    where = ", ".join(str(worst[k]) for k in keys)
    tol = result["tolerance"][result["comparable"]]
    tol_text = f"{tol.iloc[0]:g}" if tol.nunique() == 1 else "the cell's tolerance"
    text = (f"{name}: {ok} of {n} comparable cells within {tol_text}; largest difference "
            f"{worst['diff']:+.4g} at {where}")
    skipped = len(result) - n
    if skipped:
        text += f"; {skipped} cell(s) not comparable (see note)"
    return text


__all__ = ["ReproTable", "computed", "get", "headline", "list_tables", "register", "table", "write_cache"]
