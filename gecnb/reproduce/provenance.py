"""What produced a reproduce cache: the key of the code and data a table's builder read.

A shipped cache (``gecnb/datasets/reproduce/NAME.tsv``) carries, after its ``# signature:`` line, two lines
written by :func:`gecnb.reproduce.base.write_cache`::

    # code: <key> gecnb/metrics/cleme2.py=<hash> gecnb/reproduce/tables_cleme2.py=<hash> ...
    # data: <key> conll14/cleme_errant/conll14.errant=<hash> ...

**Code**: the gecnb modules the builder's module imports, transitively, found by reading their source (every
``import`` / ``from ... import`` of a ``gecnb`` module anywhere in a module, function-level imports included,
``if TYPE_CHECKING:`` blocks left out; ``from gecnb import NAME`` and ``gecnb.NAME`` follow gecnb's lazy export table; importing
``gecnb.a.b`` also runs ``gecnb/__init__.py`` and ``gecnb/a/__init__.py``; ``importlib.import_module("gecnb.x")``
with a literal name, ``pkgutil.iter_modules(package.__path__)`` over a gecnb package and a package's
``pkgutil.iter_modules(__path__)`` / ``walk_packages(__path__)`` over itself (sub-packages included) count as
imports of those modules). Each module is hashed as its syntax tree without docstrings (``ast.dump``), so comments,
docstrings and formatting do not change the key; any change to the code does. Left out, because they never
compute a value a builder returns: :data:`EXCLUDED` (the cache framework itself and the progress bar).
Display, CLI and docs are not imported by builders (``tests/test_layers.py``), so they never enter a key.

**Data**: the vendored files (under ``gecnb/datasets/``) the builder opened while it ran, recorded with a
Python audit hook (:pep:`578`) during the build (in-process ``functools`` caches of gecnb are cleared first so
every file is really opened), each hashed by its line in ``MANIFEST.sha256`` (the file's SHA-256 where it is not
listed). The table's own cache file is not part of its key.

A cache whose code or data key differs from what the current tree gives is **stale**: its numbers may no
longer be what the code computes. :func:`gecnb.reproduce.base.read_cache` then raises an error naming the
changed files and the rebuild command, and ``tests/test_reproduce_provenance.py`` fails in CI.
"""

from __future__ import annotations

import ast
import hashlib
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from functools import cache
from pathlib import Path

from gecnb.datasets import ROOT as DATA_ROOT

PACKAGE_ROOT = Path(__file__).resolve().parent.parent  # .../gecnb
EXCLUDED = frozenset({"gecnb.reproduce.base", "gecnb.reproduce.provenance", "gecnb._progress"})


# ------------------------------------------------------------------------------------------------ code

def _module_file(module: str) -> Path | None:
    parts = module.split(".")
    if parts[0] != "gecnb":
        return None
    base = PACKAGE_ROOT.joinpath(*parts[1:])
    if (base / "__init__.py").is_file():
        return base / "__init__.py"
    if base.with_suffix(".py").is_file():
        return base.with_suffix(".py")
    return None


def _is_package(module: str) -> bool:
    f = _module_file(module)
    return f is not None and f.name == "__init__.py"


def _parents(module: str) -> list[str]:
    parts = module.split(".")
    return [".".join(parts[:i]) for i in range(1, len(parts))]


@cache
def _exports() -> dict[str, str]:
    """gecnb's lazy export table (``from gecnb import get_metric`` -> ``gecnb.metrics.base``)."""
    tree = ast.parse((PACKAGE_ROOT / "__init__.py").read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "_EXPORTS" for t in node.targets):
            value = ast.literal_eval(node.value)
            return {str(k): str(v) for k, v in value.items()}
    return {}


def _strip_docstrings(tree: ast.AST) -> ast.AST:
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant) \
                    and isinstance(body[0].value.value, str):
                node.body = body[1:] or [ast.Pass()]
    return tree


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def _walk_runtime(tree: ast.AST) -> Iterator[ast.AST]:
    """Every node of ``tree`` but those under ``if TYPE_CHECKING:`` (typing-only imports)."""
    stack = [tree]
    while stack:
        node = stack.pop()
        yield node
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and _is_type_checking(child.test):
                stack.extend(child.orelse)
                continue
            stack.append(child)


def _resolve_from(module: str, node: ast.ImportFrom) -> str | None:
    if node.level:
        pkg = module if _is_package(module) else module.rpartition(".")[0]
        for _ in range(node.level - 1):
            pkg = pkg.rpartition(".")[0]
        return f"{pkg}.{node.module}" if node.module else pkg
    return node.module


def _imports(module: str) -> set[str]:
    """The gecnb modules that ``module`` imports (see the module docstring for the rules)."""
    path = _module_file(module)
    if path is None:
        return set()
    st = path.stat()
    return set(_imports_at(module, str(path), st.st_mtime_ns, st.st_size))


@cache
def _imports_at(module: str, file: str, mtime_ns: int, size: int) -> frozenset[str]:
    """:func:`_imports` of one version of the file (cached per path, mtime and size)."""
    path = Path(file)
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: set[str] = set()
    aliases: dict[str, str] = {}  # local name -> gecnb module
    nodes = list(_walk_runtime(tree))
    nodes.sort(key=lambda n: not isinstance(n, (ast.Import, ast.ImportFrom)))  # every alias before any call
    for node in nodes:
        if isinstance(node, ast.Import):
            for a in node.names:
                if a.name.split(".")[0] == "gecnb":
                    found.add(a.name)
                    aliases[a.asname or a.name.split(".")[0]] = a.name if a.asname else "gecnb"
        elif isinstance(node, ast.ImportFrom):
            base = _resolve_from(module, node)
            if not base or base.split(".")[0] != "gecnb":
                continue
            found.add(base)
            for a in node.names:
                sub = f"{base}.{a.name}"
                if base == "gecnb" and a.name in _exports():
                    found.add(_exports()[a.name])
                elif _module_file(sub) is not None:
                    found.add(sub)
                    aliases[a.asname or a.name] = sub
        elif isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) \
                and aliases.get(node.value.id) == "gecnb" and node.attr in _exports():
            found.add(_exports()[node.attr])  # import gecnb; gecnb.get_metric(...)
        elif isinstance(node, ast.Call):
            fn = node.func
            name = fn.attr if isinstance(fn, ast.Attribute) else fn.id if isinstance(fn, ast.Name) else ""
            arg = node.args[0] if node.args else None
            if name == "import_module" and isinstance(arg, ast.Constant) and isinstance(arg.value, str) \
                    and arg.value.startswith("gecnb"):
                found.add(arg.value)
            elif name in ("iter_modules", "walk_packages"):
                pkg = None
                if isinstance(arg, ast.Attribute) and arg.attr == "__path__" and isinstance(arg.value, ast.Name) \
                        and arg.value.id in aliases:
                    pkg = aliases[arg.value.id]
                elif isinstance(arg, ast.Name) and arg.id == "__path__" and _is_package(module):
                    pkg = module  # a package walking itself (gecnb.metrics registers its metrics so)
                pkg_dir = _module_file(pkg) if pkg is not None else None
                if pkg is not None and pkg_dir is not None and pkg_dir.name == "__init__.py":
                    found.update(_package_modules(pkg, pkg_dir.parent, recursive=name == "walk_packages"))
    out = set()
    for m in found:
        if _module_file(m) is None:  # ``from gecnb.x import name`` where name is not a module: x itself
            continue
        out.add(m)
        out.update(_parents(m))
    return frozenset(out)


def _package_modules(pkg: str, folder: Path, *, recursive: bool) -> set[str]:
    """The modules ``pkgutil.iter_modules`` (``recursive``: ``walk_packages``) finds in package ``pkg``."""
    out = set()
    for f in sorted(folder.iterdir()):
        if f.suffix == ".py" and f.name != "__init__.py":
            out.add(f"{pkg}.{f.stem}")
        elif f.is_dir() and (f / "__init__.py").is_file():
            out.add(f"{pkg}.{f.name}")
            if recursive:
                out.update(_package_modules(f"{pkg}.{f.name}", f, recursive=True))
    return out


def module_closure(module: str) -> list[str]:
    """``module`` and every gecnb module it imports, transitively, sorted; :data:`EXCLUDED` left out."""
    seen: set[str] = set()
    todo = [module, *_parents(module)]
    while todo:
        m = todo.pop()
        if m in seen or m in EXCLUDED:
            continue
        seen.add(m)
        todo.extend(_imports(m) - seen)
    return sorted(m for m in seen if _module_file(m) is not None)


def source_hash(path: Path) -> str:
    """SHA-256 of a Python file's syntax tree without docstrings (comments and layout do not count)."""
    st = path.stat()
    return _source_hash_at(str(path), st.st_mtime_ns, st.st_size)


@cache
def _source_hash_at(file: str, mtime_ns: int, size: int) -> str:
    tree = _strip_docstrings(ast.parse(Path(file).read_text(encoding="utf-8")))
    return hashlib.sha256(ast.dump(tree, include_attributes=False).encode("utf-8")).hexdigest()


def code_hashes(module: str) -> dict[str, str]:
    """Repository-relative path (``gecnb/...``) -> :func:`source_hash` of every module of the closure."""
    out = {}
    for m in module_closure(module):
        path = _module_file(m)
        assert path is not None
        out[path.relative_to(PACKAGE_ROOT.parent).as_posix()] = source_hash(path)
    return out


# ------------------------------------------------------------------------------------------------ data

def manifest() -> dict[str, str]:
    """``MANIFEST.sha256`` as {path relative to gecnb/datasets: sha256}."""
    path = DATA_ROOT / "MANIFEST.sha256"
    out = {}
    if path.is_file():
        for line in path.read_text(encoding="utf-8").splitlines():
            digest, _, name = line.partition("  ")
            if name:
                out[name.removeprefix("./")] = digest
    return out


#: opened by builders but not data: the integrity index, which every cache write updates (a file's own line in
#: it is what the key holds), so keying on it would make each cache stale as soon as another one is written
NOT_DATA = frozenset({"MANIFEST.sha256"})


def data_hashes(files: list[str]) -> dict[str, str]:
    """Each vendored file (relative to gecnb/datasets) -> its MANIFEST digest (its SHA-256 if unlisted;
    ``missing`` if it no longer exists); :data:`NOT_DATA` left out."""
    listed = manifest()
    out = {}
    for f in sorted(set(files) - NOT_DATA):
        if f in listed:
            out[f] = listed[f]
        elif (DATA_ROOT / f).is_file():
            out[f] = hashlib.sha256((DATA_ROOT / f).read_bytes()).hexdigest()
        else:
            out[f] = "missing"
    return out


_LOCK = threading.Lock()
_RECORDING: list[set[str]] = []
_HOOKED = False


def _audit(event: str, args: tuple[object, ...]) -> None:
    if event != "open" or not _RECORDING:
        return
    target = args[0] if args else None
    if isinstance(target, bytes):
        target = target.decode("utf-8", "replace")
    if not isinstance(target, (str, Path)):
        return
    try:
        p = Path(target).resolve()
        rel = p.relative_to(DATA_ROOT)
    except (ValueError, OSError):
        return
    if p.is_file() and rel.as_posix() not in NOT_DATA:
        for s in _RECORDING:
            s.add(rel.as_posix())


def _clear_gecnb_caches() -> None:
    """Clear the in-process ``functools`` caches of loaded gecnb modules, so that a build really opens the
    files it reads (a dataset loaded earlier in the process would otherwise not be recorded)."""
    for name, mod in list(sys.modules.items()):
        if not name.startswith("gecnb") or mod is None:
            continue
        for value in list(vars(mod).values()):
            clear = getattr(value, "cache_clear", None)
            if callable(clear) and getattr(value, "__module__", None) == name:
                clear()


@contextmanager
def record_data_files() -> Iterator[set[str]]:
    """Collect the vendored files opened inside the block (paths relative to gecnb/datasets)."""
    global _HOOKED
    with _LOCK:
        if not _HOOKED:
            sys.addaudithook(_audit)
            _HOOKED = True
    _clear_gecnb_caches()
    files: set[str] = set()
    _RECORDING.append(files)
    try:
        yield files
    finally:
        _RECORDING.remove(files)


# ------------------------------------------------------------------------------------------------ keys

def key(hashes: dict[str, str]) -> str:
    """One 16-hex key of a {path: hash} mapping."""
    text = "\n".join(f"{p}={h}" for p, h in sorted(hashes.items()))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


def format_line(kind: str, hashes: dict[str, str]) -> str:
    """``# code: KEY path=hash12 ...`` (the per-file hashes let a stale message name what changed)."""
    items = " ".join(f"{p}={h[:12]}" for p, h in sorted(hashes.items()))
    return f"# {kind}: {key(hashes)} {items}".rstrip()


def parse_line(line: str) -> tuple[str, dict[str, str]]:
    """(key, {path: short hash}) of a :func:`format_line` line (without its ``# kind:`` prefix)."""
    parts = line.split()
    files = {}
    for item in parts[1:]:
        p, _, h = item.rpartition("=")
        files[p] = h
    return (parts[0] if parts else ""), files


def changed(stored: dict[str, str], now: dict[str, str]) -> list[str]:
    """The paths whose short hash differs, appeared or disappeared (sorted)."""
    cur = {p: h[:12] for p, h in now.items()}
    return sorted(p for p in set(stored) | set(cur) if stored.get(p) != cur.get(p))


__all__ = ["EXCLUDED", "changed", "code_hashes", "data_hashes", "format_line", "key", "manifest",
           "module_closure", "parse_line", "record_data_files", "source_hash"]
