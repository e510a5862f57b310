"""Writing what gecnb makes for the user (reports, tables): atomically, never through a link, never mixed.

* :func:`write_file`: one file, written to a fresh temporary file beside it, flushed to disk and renamed over
  the path: a reader sees the old file or the new one, never a part. The path must be a regular file or
  nothing: a symbolic link there is refused (the path was named by the user: ``/dev/stdout`` is a link, and
  replacing it would break the system; following it would write elsewhere), and so is a device, a FIFO or a
  socket.
* :func:`write_folder`: several files that belong together (a report's HTML, Markdown and JSON). They are
  written into a fresh temporary folder: a destination that does not exist yet is that folder (made beside
  it), renamed into place in one step, so it appears with every file in it; into an existing folder the
  files are staged in a temporary folder inside it (the same file system, whatever is mounted where) and
  renamed in one by one while this process holds a lock on the folder (``flock``; none on Windows), so two
  runs writing one folder never leave files of both. Links are never followed: a destination that is a
  symbolic link is refused, a link inside it is replaced, not written through, and the renames go through a
  descriptor of the folder that was checked (a link swapped in meanwhile is not followed either).
* :func:`check_output_folder`: the same checks of the destination, made before a long computation, so that an
  unusable ``--output`` fails at once.

Files and folders are created with the modes ``open`` and ``mkdir`` give (0o666 and 0o777, less the umask),
as any other program's output. An unusable destination (an empty path, a file where a folder is wanted, a
link, no permission, a full disk) is a :class:`~gecnb.data.errors.GecInputError` naming the path; the
temporary file or folder is removed (a process killed with SIGKILL leaves a hidden ``.NAME.*.tmp``; nothing
else reads or removes it).
"""

from __future__ import annotations

import contextlib
import os
import secrets
import shutil
import stat
from collections.abc import Iterable, Iterator, Mapping
from pathlib import Path

from gecnb.data.cachefile import fsync_dir
from gecnb.data.errors import GecInputError

__all__ = ["check_output_folder", "write_file", "write_folder"]

_DIR_FLAGS = os.O_RDONLY | getattr(os, "O_DIRECTORY", 0) | getattr(os, "O_NOFOLLOW", 0)


def _path(path: str | os.PathLike[str], what: str) -> Path:
    if not isinstance(path, (str, os.PathLike)):
        raise TypeError(f"the {what} must be a path, not {type(path).__name__}")
    text = os.fspath(path)
    if not isinstance(text, str):
        raise TypeError(f"the {what} must be a str path, not {type(text).__name__}")
    if not text.strip():
        raise GecInputError(f"the {what} is an empty path: name one")
    if "\x00" in text:
        raise GecInputError(f"the {what} has a NUL character: no file system accepts it", file=text.replace("\x00", "\\0"))
    return Path(text)


def _problem(err: OSError) -> str:
    return err.strerror or str(err)


def _fsync(fd: int) -> None:
    with contextlib.suppress(OSError):
        os.fsync(fd)


_FILE_FLAGS = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_BINARY", 0)


def _write_fd(fd: int, data: bytes | Iterable[str | bytes]) -> None:
    """``data`` (bytes, or pieces of text and bytes written one after the other) into the open file ``fd``,
    flushed to disk; closes it."""
    try:
        for piece in [data] if isinstance(data, bytes) else data:
            view = memoryview(_encode(piece))
            while view:
                view = view[os.write(fd, view):]
        _fsync(fd)
    finally:
        os.close(fd)


def _write_new(path: Path, data: bytes | Iterable[str | bytes]) -> None:
    """Create ``path`` (which must not exist: no link is followed) with ``data``, flushed to disk."""
    _write_fd(os.open(path, _FILE_FLAGS, 0o666), data)


def _fresh(name: str) -> str:
    """A hidden name for a temporary file or folder: ``.NAME.RANDOM.tmp``."""
    return f".{name or 'output'}.{secrets.token_hex(6)}.tmp"


def _encode(data: str | bytes) -> bytes:
    if isinstance(data, bytes):
        return data
    # a lone surrogate (a file name's undecodable byte) is written as its escape, never an encoding error
    return data.encode("utf-8", "backslashreplace")


def _kind(mode: int) -> str:
    return ("a character device" if stat.S_ISCHR(mode) else "a block device" if stat.S_ISBLK(mode)
            else "a FIFO (named pipe)" if stat.S_ISFIFO(mode) else "a socket" if stat.S_ISSOCK(mode)
            else "a folder" if stat.S_ISDIR(mode) else "not a regular file")


def _regular_or_absent(target: Path) -> None:
    """Only a regular file or nothing is replaced by :func:`write_file`: never a link (``/dev/stdout`` is one:
    replacing it would break the system), a device, a FIFO or a socket (``/dev/null``)."""
    try:
        mode = os.lstat(target).st_mode
    except OSError:  # nothing there
        return
    if stat.S_ISLNK(mode):
        raise GecInputError("is a symbolic link: gecnb never writes through a link, nor replaces one it was named; "
                            "name the file itself", file=target)
    if not stat.S_ISREG(mode):
        raise GecInputError(f"is {_kind(mode)}: gecnb writes regular files only (it would replace it); name a file",
                            file=target)


def write_file(path: str | os.PathLike[str], data: str | bytes) -> Path:
    """Write ``data`` (text as UTF-8) to ``path`` atomically. Returns the path. The folder must exist; a link,
    a folder, a device, a FIFO or a socket at ``path`` is an error (never followed, never replaced)."""
    target = _path(path, "output file")
    raw = _encode(data)
    folder = target.parent
    _regular_or_absent(target)
    if not folder.is_dir():
        raise GecInputError("its folder does not exist", file=target)
    tmp = None
    try:
        for _ in range(100):
            candidate = folder / _fresh(target.name)
            try:
                fd = os.open(candidate, _FILE_FLAGS, 0o666)
            except FileExistsError:
                continue
            tmp = candidate  # ours from here on: removed if anything fails
            break
        else:  # pragma: no cover - 100 random names taken
            raise GecInputError("cannot find a free temporary name beside it", file=target)
        _write_fd(fd, raw)
        os.replace(tmp, target)
        tmp = None
        fsync_dir(folder)
    except OSError as err:
        raise GecInputError(f"cannot write it: {_problem(err)}", file=target) from None
    finally:
        if tmp is not None:
            with contextlib.suppress(OSError):
                tmp.unlink()
    return target


def _existing_ancestor(path: Path) -> Path:
    p = path.absolute()
    while not os.path.lexists(p) and p.parent != p:
        p = p.parent
    return p


def check_output_folder(folder: str | os.PathLike[str]) -> Path:
    """The checks :func:`write_folder` makes of its destination, without writing anything: not empty, not a
    symbolic link, a folder if it exists, and otherwise a path whose nearest existing ancestor is a folder this
    process may write in. Returns the path; a problem is a :class:`~gecnb.data.errors.GecInputError` naming
    it. (Made before a long computation; :func:`write_folder` checks again, and only writing proves it.)"""
    dest = _path(folder, "output folder")
    if dest.is_symlink():
        raise GecInputError("is a symbolic link: gecnb never writes through a link; name the folder itself",
                            file=dest)
    if dest.exists():
        if not dest.is_dir():
            raise GecInputError("exists and is not a folder: name a folder (it is created if missing)", file=dest)
        where = dest
    else:
        where = _existing_ancestor(dest)
        if not where.is_dir():
            raise GecInputError(f"cannot create it: {where} is not a folder", file=dest)
    if not os.access(where, os.W_OK | os.X_OK):
        raise GecInputError(f"cannot write there: no permission to write in {where}", file=dest)
    return dest


@contextlib.contextmanager
def _open_folder(folder: Path) -> Iterator[int]:
    """A descriptor of ``folder`` itself (opened without following a link), locked exclusively (``flock``)
    while the files are renamed in."""
    try:
        fd = os.open(folder, _DIR_FLAGS)
    except OSError as err:
        raise GecInputError(f"cannot open the output folder: {_problem(err)}", file=folder) from None
    try:
        if not stat.S_ISDIR(os.fstat(fd).st_mode):
            raise GecInputError("is not a folder any more", file=folder)
        try:
            import fcntl
        except ImportError:  # pragma: no cover - Windows: the files are still renamed one by one
            yield fd
            return
        fcntl.flock(fd, fcntl.LOCK_EX)
        yield fd
    finally:
        os.close(fd)


def _stage(parent: Path, name: str, files: Mapping[str, bytes | Iterable[str | bytes]]) -> Path:
    """A fresh folder in ``parent`` holding ``files`` (each flushed to disk), created as ``mkdir`` creates
    folders (0o777 less the umask)."""
    for _ in range(100):
        staging = parent / _fresh(name)
        try:
            os.mkdir(staging, 0o777)
        except FileExistsError:
            continue
        break
    else:  # pragma: no cover - 100 random names taken
        raise GecInputError("cannot find a free temporary name", file=parent)
    try:
        for file_name, data in files.items():
            _write_new(staging / file_name, data)
        fsync_dir(staging)
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise
    return staging


def _rename_in(staging: Path, dest: Path, names: list[str]) -> None:
    """Move the staged files into ``dest`` under its lock, through descriptors of both folders, so a link
    swapped in for ``dest`` is never followed (on Windows, which cannot open a folder: by path, unlocked)."""
    if os.name != "posix":  # pragma: no cover - Windows
        for name in names:
            if (dest / name).is_dir() and not (dest / name).is_symlink():
                raise GecInputError("is a folder where the report writes a file", file=dest / name)
        for name in names:
            os.replace(staging / name, dest / name)
        return
    # os.replace takes the descriptors wherever os.rename does (renameat): supports_dir_fd lists only rename
    at = {os.rename, os.stat, os.open} <= os.supports_dir_fd
    with _open_folder(dest) as dest_fd:
        for name in names:  # every target checked before any is replaced: all or nothing
            try:
                st = (os.stat(name, dir_fd=dest_fd, follow_symlinks=False) if at else os.lstat(dest / name))
            except FileNotFoundError:
                continue
            if stat.S_ISDIR(st.st_mode):
                raise GecInputError("is a folder where the report writes a file", file=dest / name)
            if not (stat.S_ISREG(st.st_mode) or stat.S_ISLNK(st.st_mode)):
                raise GecInputError(f"is {_kind(st.st_mode)}: gecnb writes regular files only (it would replace "
                                    "it)", file=dest / name)
        if at:
            src_fd = os.open(staging, _DIR_FLAGS)
            try:
                for name in names:  # replaces a link at the name, never follows it
                    os.replace(name, name, src_dir_fd=src_fd, dst_dir_fd=dest_fd)
            finally:
                os.close(src_fd)
        else:  # pragma: no cover - a POSIX system without renameat
            for name in names:
                os.replace(staging / name, dest / name)
        fsync_dir(dest_fd)


def write_folder(folder: str | os.PathLike[str], files: Mapping[str, str | bytes | Iterable[str | bytes]]
                 ) -> list[Path]:
    """Write ``files`` (name -> content: text, bytes, or an iterable of pieces of them, written as they come, so
    a large file need not be in memory at once; plain names, no folders) into ``folder`` as one set (see the
    module docstring); returns their paths in the order given. Missing parent folders are created."""
    dest = _path(folder, "output folder")
    for name in files:
        if (not isinstance(name, str) or not name or name in (".", "..") or "/" in name or os.sep in name
                or (os.altsep and os.altsep in name) or "\x00" in name):
            raise ValueError(f"output file name {name!r} must be a plain file name")
    data = {name: _encode(content) if isinstance(content, (str, bytes)) else content
            for name, content in files.items()}
    names = list(data)
    check_output_folder(dest)
    staging: Path | None = None
    try:
        if not dest.exists():
            parent = dest.absolute().parent
            try:
                parent.mkdir(parents=True, exist_ok=True)
            except OSError as err:
                raise GecInputError(f"cannot create the output folder's parent: {_problem(err)}",
                                    file=parent) from None
            staging = staged = _stage(parent, dest.name, data)
            try:
                os.rename(staged, dest)  # one step: the folder appears with every file in it
            except OSError:
                if dest.is_symlink() or not dest.is_dir():  # not another run that made it meanwhile
                    raise
                _rename_in(staged, dest, names)  # another run made the folder first: join it as one set
            else:
                staging = None
                fsync_dir(parent)
        else:
            staging = _stage(dest, "report", data)  # inside the folder: the renames never cross file systems
            _rename_in(staging, dest, names)
        return [dest / name for name in names]
    except OSError as err:
        raise GecInputError(f"cannot write the report: {_problem(err)}", file=dest) from None
    finally:
        if staging is not None:
            shutil.rmtree(staging, ignore_errors=True)
