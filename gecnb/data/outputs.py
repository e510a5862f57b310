"""Writing what gecnb makes for the user (reports, tables): atomically, never through a link, never mixed.

* :func:`write_file`: one file, written to a temporary file beside it, flushed and renamed over the path. The
  rename replaces a symbolic link at the path (the link, not its target); a reader sees the old file or the
  new one, never a part.
* :func:`write_folder`: several files that belong together (a report's HTML, Markdown and JSON). They are
  written into a fresh temporary folder beside the destination; a destination that does not exist yet is that
  folder, renamed into place in one step; an existing folder gets each file renamed in while this process
  holds a lock on the folder, so two runs writing one folder never leave files of both. Links are never
  followed: a destination that is a symbolic link is refused, and a link inside it is replaced, not written
  through.

An unusable destination (an empty path, a file where a folder is wanted, a link, no permission, a full disk) is
a :class:`~gecnb.data.errors.GecInputError` naming the path; nothing half-written is left behind.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import tempfile
from collections.abc import Iterator, Mapping
from pathlib import Path

from gecnb.data.errors import GecInputError

__all__ = ["write_file", "write_folder"]


def _path(path: str | os.PathLike[str], what: str) -> Path:
    if not isinstance(path, (str, os.PathLike)):
        raise TypeError(f"the {what} must be a path, not {type(path).__name__}")
    if not os.fspath(path).strip():
        raise GecInputError(f"the {what} is an empty path: name a {what}")
    return Path(path)


def _problem(err: OSError) -> str:
    return err.strerror or str(err)


def _fsync(fd: int) -> None:
    with contextlib.suppress(OSError):
        os.fsync(fd)


def _fsync_dir(folder: Path) -> None:
    if os.name != "posix":
        return
    with contextlib.suppress(OSError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def _write_new(path: Path, data: bytes) -> None:
    """Create ``path`` (which must not exist: no link is followed) with ``data``, flushed to disk."""
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags, 0o644)
    try:
        view = memoryview(data)
        while view:
            view = view[os.write(fd, view):]
        _fsync(fd)
    finally:
        os.close(fd)


def write_file(path: str | os.PathLike[str], data: str | bytes) -> Path:
    """Write ``data`` (text as UTF-8) to ``path`` atomically; a link at ``path`` is replaced, never followed.
    Returns the path. The folder must exist."""
    target = _path(path, "output file")
    raw = data.encode("utf-8") if isinstance(data, str) else data
    folder = target.parent
    if target.is_dir() and not target.is_symlink():
        raise GecInputError("is a folder: name a file", file=target)
    if not folder.is_dir():
        raise GecInputError("its folder does not exist", file=target)
    tmp = None
    try:
        fd, name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=folder)
        tmp = Path(name)
        os.close(fd)
        tmp.unlink()
        _write_new(tmp, raw)
        os.replace(tmp, target)
        tmp = None
        _fsync_dir(folder)
    except OSError as err:
        raise GecInputError(f"cannot write it: {_problem(err)}", file=target) from None
    finally:
        if tmp is not None:
            with contextlib.suppress(OSError):
                tmp.unlink()
    return target


@contextlib.contextmanager
def _folder_lock(folder: Path) -> Iterator[None]:
    """An exclusive lock on the folder itself (``flock`` on its descriptor, opened without following a link)."""
    try:
        import fcntl
    except ImportError:  # pragma: no cover - Windows: the files are still renamed one by one
        yield
        return
    flags = os.O_RDONLY | getattr(os, "O_DIRECTORY", 0) | getattr(os, "O_NOFOLLOW", 0)
    try:
        fd = os.open(folder, flags)
    except OSError as err:
        raise GecInputError(f"cannot open the output folder: {_problem(err)}", file=folder) from None
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        yield
    finally:
        os.close(fd)


def write_folder(folder: str | os.PathLike[str], files: Mapping[str, str | bytes]) -> list[Path]:
    """Write ``files`` (name -> content; plain names, no folders) into ``folder`` as one set (see the module
    docstring); returns their paths in the order given. Missing parent folders are created."""
    dest = _path(folder, "output folder")
    for name in files:
        if not name or name in (".", "..") or "/" in name or os.sep in name or (os.altsep and os.altsep in name):
            raise ValueError(f"output file name {name!r} must be a plain file name")
    if dest.is_symlink():
        raise GecInputError("is a symbolic link: gecnb never writes through a link; name the folder itself",
                            file=dest)
    if dest.exists() and not dest.is_dir():
        raise GecInputError("exists and is not a folder: name a folder (it is created if missing)", file=dest)
    parent = dest.absolute().parent
    try:
        parent.mkdir(parents=True, exist_ok=True)
    except OSError as err:
        raise GecInputError(f"cannot create the output folder's parent: {_problem(err)}", file=parent) from None
    try:
        staging = Path(tempfile.mkdtemp(prefix=f".{dest.name}.", suffix=".tmp", dir=parent))
    except OSError as err:
        raise GecInputError(f"cannot write there: {_problem(err)}", file=dest) from None
    try:
        for name, data in files.items():
            _write_new(staging / name, data.encode("utf-8") if isinstance(data, str) else data)
        os.chmod(staging, 0o755)
        _fsync_dir(staging)
        if not dest.exists():
            try:
                os.rename(staging, dest)  # one step: the folder appears with every file in it
                _fsync_dir(parent)
                return [dest / name for name in files]
            except OSError:
                if not dest.is_dir() or dest.is_symlink():  # not another run that made it meanwhile
                    raise
        with _folder_lock(dest):
            for name in files:
                target = dest / name
                if target.is_dir() and not target.is_symlink():
                    raise GecInputError("is a folder where the report writes a file", file=target)
                os.replace(staging / name, target)  # replaces a link at the path, never follows it
            _fsync_dir(dest)
        return [dest / name for name in files]
    except OSError as err:
        raise GecInputError(f"cannot write the report: {_problem(err)}", file=dest) from None
    finally:
        shutil.rmtree(staging, ignore_errors=True)
