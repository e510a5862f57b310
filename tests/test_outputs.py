"""What gecnb writes for the user (gecnb.data.outputs, ``gecnb evaluate --output``): atomic, never through a link,
never a mix of two runs, and an unusable destination is a clear error before any work (docs/bad-input.md,
"Outputs")."""

from __future__ import annotations

import json
import os
import stat
import threading
from pathlib import Path

import pytest

from gecnb.cli import main
from gecnb.data import outputs
from gecnb.data.errors import GecInputError
from gecnb.data.outputs import check_output_folder, write_file, write_folder
from gecnb.data.registry import load_dataset

FILES = {"report.html": "<p>new</p>", "report.md": "# new", "report.json": "{}"}


def _leftovers(folder: Path) -> list[str]:
    """Temporary files or folders gecnb left behind (hidden ``.NAME.*.tmp``)."""
    return sorted(p.name for p in folder.iterdir() if p.name.endswith(".tmp"))


# ------------------------------------------------------------------------------------------------ write_folder


def test_a_link_inside_the_folder_is_replaced_and_its_target_untouched(tmp_path: Path) -> None:
    victim = tmp_path / "elsewhere.txt"
    victim.write_text("precious", encoding="utf-8")
    out = tmp_path / "out"
    out.mkdir()
    (out / "report.html").symlink_to(victim)
    (out / "report.md").symlink_to(tmp_path / "dangling")
    paths = write_folder(out, FILES)
    assert [p.name for p in paths] == list(FILES)
    assert victim.read_text(encoding="utf-8") == "precious"
    assert not (out / "report.html").is_symlink() and (out / "report.html").read_text(encoding="utf-8") == "<p>new</p>"
    assert not (out / "report.md").is_symlink() and not (tmp_path / "dangling").exists()
    assert sorted(os.listdir(out)) == sorted(FILES) and _leftovers(tmp_path) == []


def test_the_folder_a_link_a_file_or_empty_is_a_clear_error(tmp_path: Path) -> None:
    real = tmp_path / "real"
    real.mkdir()
    (tmp_path / "link").symlink_to(real)
    (tmp_path / "file").write_text("x", encoding="utf-8")
    for bad, words in ((tmp_path / "link", "symbolic link"), (tmp_path / "file", "not a folder"), ("", "empty"),
                       ("  ", "empty"), (f"{tmp_path}/a\x00b", "NUL"), (tmp_path / ("x" * 300), "too long")):
        with pytest.raises(GecInputError, match=words):
            write_folder(bad, FILES)
        with pytest.raises(GecInputError, match=words):
            check_output_folder(bad)
    assert os.listdir(real) == [] and (tmp_path / "file").read_text(encoding="utf-8") == "x"
    assert _leftovers(tmp_path) == []
    with pytest.raises(GecInputError, match="not a folder"):  # a parent that is a file
        write_folder(tmp_path / "file" / "sub", FILES)
    for name in ("", ".", "..", "a/b", "a\x00b"):
        with pytest.raises(ValueError, match="plain file name"):
            write_folder(tmp_path / "x", {name: "data"})


def test_a_folder_in_the_way_of_a_file_leaves_the_old_set_whole(tmp_path: Path) -> None:
    out = tmp_path / "out"
    write_folder(out, {"report.html": "old", "report.md": "old"})
    (out / "report.json").mkdir()
    with pytest.raises(GecInputError, match=r"report\.json: is a folder"):
        write_folder(out, FILES)
    # checked before anything is renamed in: nothing of the new set replaced a file of the old one
    assert (out / "report.html").read_text(encoding="utf-8") == "old"
    assert _leftovers(out) == [] and _leftovers(tmp_path) == []


def test_a_new_folder_appears_whole_with_the_modes_of_mkdir_and_open(tmp_path: Path) -> None:
    old = os.umask(0o027)
    try:
        paths = write_folder(tmp_path / "a" / "b" / "out", {**FILES, "data.bin": b"\xff\x00"})
    finally:
        os.umask(old)
    out = tmp_path / "a" / "b" / "out"
    assert stat.S_IMODE(out.stat().st_mode) == 0o750  # 0o777 less the umask, as mkdir makes it
    assert {stat.S_IMODE(p.stat().st_mode) for p in paths} == {0o640}
    assert (out / "data.bin").read_bytes() == b"\xff\x00"
    assert _leftovers(tmp_path / "a" / "b") == []


def test_into_an_existing_folder_files_are_staged_inside_it(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The existing folder may be a mount point: the staging folder is made inside it, so the renames never cross
    file systems (the current folder, ``--output .``, included)."""
    out = tmp_path / "out"
    out.mkdir()
    (out / "mine.txt").write_text("kept", encoding="utf-8")
    staged: list[Path] = []
    real = outputs._stage
    monkeypatch.setattr(outputs, "_stage", lambda parent, name, files: staged.append(parent) or real(parent, name, files))
    write_folder(out, FILES)
    assert staged == [out] and (out / "mine.txt").read_text(encoding="utf-8") == "kept"
    monkeypatch.chdir(out)
    write_folder(".", {"report.md": "again"})
    assert staged[-1] == Path(".") and (out / "report.md").read_text(encoding="utf-8") == "again"
    assert sorted(os.listdir(out)) == sorted([*FILES, "mine.txt"])


def test_a_failed_write_leaves_no_temporary_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """No permission (simulated: the tests run as root, whom chmod does not stop), a full disk in the middle of a
    file: a clear error naming the folder, nothing half-written, no temporary folder left."""
    def refuse(*args: object, **kwargs: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(outputs.os, "mkdir", refuse)
    with pytest.raises(GecInputError, match="Permission denied"):
        write_folder(tmp_path / "new", FILES)
    monkeypatch.undo()

    real_write, calls = os.write, [0]

    def full(fd: int, data: bytes) -> int:  # the disk fills up during the second file
        calls[0] += 1
        if calls[0] > 1:
            raise OSError(28, "No space left on device")
        return real_write(fd, data)

    monkeypatch.setattr(outputs.os, "write", full)
    for dest in (tmp_path / "fresh", tmp_path):  # a new folder, and an existing one
        calls[0] = 0
        with pytest.raises(GecInputError, match="No space left"):
            write_folder(dest, FILES)
        assert _leftovers(tmp_path) == [] and not (tmp_path / "fresh").exists()
    monkeypatch.undo()
    assert sorted(os.listdir(tmp_path)) == []


@pytest.mark.skipif(os.geteuid() == 0 if hasattr(os, "geteuid") else True,
                    reason="not applicable: root (and Windows) ignore a folder's write permission")
def test_a_folder_without_permission_is_a_clear_error(tmp_path: Path) -> None:  # pragma: no cover - as root
    locked = tmp_path / "locked"
    locked.mkdir(mode=0o500)
    with pytest.raises(GecInputError, match="permission"):
        check_output_folder(locked / "out")
    with pytest.raises(GecInputError):
        write_folder(locked / "out", FILES)
    assert os.listdir(locked) == []


def _race(out: Path, writers: int = 8) -> None:
    """``writers`` threads, started together, each writing a set that carries its own marker into ``out``."""
    barrier = threading.Barrier(writers)
    errors: list[BaseException] = []

    def writer(k: int) -> None:
        body = "x" * (200_000 * (k % 3))  # some slow, some fast
        files = {"report.html": f"<p>{k}</p>{body}", "report.md": f"{k}\n{body}",
                 "report.json": json.dumps({"marker": k, "pad": body})}
        barrier.wait()
        try:
            write_folder(out, files)
        except BaseException as err:  # pragma: no cover - reported below
            errors.append(err)

    threads = [threading.Thread(target=writer, args=(k,)) for k in range(writers)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []


def test_two_writers_never_leave_a_mix(tmp_path: Path) -> None:
    """Eight threads write sets carrying their own marker into one folder (new, then existing) at once: every
    file of the folder afterwards carries the same marker."""
    for round_ in range(2):
        out = tmp_path / "race"
        _race(out)
        marker = json.loads((out / "report.json").read_text(encoding="utf-8"))["marker"]
        assert (out / "report.html").read_text(encoding="utf-8").startswith(f"<p>{marker}</p>"), round_
        assert (out / "report.md").read_text(encoding="utf-8").split("\n")[0] == str(marker), round_
        assert sorted(os.listdir(out)) == sorted(FILES) and _leftovers(tmp_path) == [], round_


def test_pieces_are_written_as_they_come(tmp_path: Path) -> None:
    pieces = (f"{k}," for k in range(1000))
    write_folder(tmp_path / "out", {"big.txt": pieces, "b.txt": [b"\xff", "\udcff"]})
    assert (tmp_path / "out" / "big.txt").read_text(encoding="utf-8") == "".join(f"{k}," for k in range(1000))
    assert (tmp_path / "out" / "b.txt").read_bytes() == b"\xff\\udcff"  # a lone surrogate as its escape


# -------------------------------------------------------------------------------------------------- write_file


def test_write_file_refuses_links_devices_and_folders(tmp_path: Path) -> None:
    victim = tmp_path / "victim.txt"
    victim.write_text("precious", encoding="utf-8")
    (tmp_path / "link.html").symlink_to(victim)
    for bad, words in ((tmp_path / "link.html", "symbolic link"), (tmp_path, "a folder"), ("/dev/null", "character device"),
                       (tmp_path / "missing" / "x.html", "folder does not exist"), ("", "empty"),
                       (tmp_path / ("x" * 300), "too long")):
        with pytest.raises(GecInputError, match=words):
            write_file(bad, "new")
    assert victim.read_text(encoding="utf-8") == "precious" and (tmp_path / "link.html").is_symlink()
    if os.path.islink("/dev/stdout"):  # a link into /proc: refused, never replaced (that would break the system)
        with pytest.raises(GecInputError, match="symbolic link"):
            write_file("/dev/stdout", "new")
        assert os.path.islink("/dev/stdout")
    write_file(tmp_path / "ok.txt", "old")
    assert write_file(tmp_path / "ok.txt", "new\udcff") == tmp_path / "ok.txt"
    assert (tmp_path / "ok.txt").read_text(encoding="utf-8") == "new\\udcff"
    assert _leftovers(tmp_path) == []


def test_write_file_leaves_no_temporary_file_on_a_full_disk(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "r.md").write_text("old", encoding="utf-8")

    def full(fd: int, data: bytes) -> int:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(outputs.os, "write", full)
    with pytest.raises(GecInputError, match=r"r\.md: cannot write it: No space left"):
        write_file(tmp_path / "r.md", "new")
    monkeypatch.undo()
    assert os.listdir(tmp_path) == ["r.md"] and (tmp_path / "r.md").read_text(encoding="utf-8") == "old"


# ------------------------------------------------------------------------------------------ gecnb evaluate --output


@pytest.fixture(scope="module")
def own_data(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    c = load_dataset("conll14").subset(range(12))
    folder = tmp_path_factory.mktemp("own")
    files = {"src": c.sources, "r1": c.reference_sets["NUCLE"].annotator(0), "CAMB": c.systems["CAMB"].hypotheses,
             "AMU": c.systems["AMU"].hypotheses}
    for k, lines in files.items():
        (folder / f"{k}.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
    return {k: str(folder / f"{k}.txt") for k in files}


def _evaluate_args(d: dict[str, str]) -> list[str]:
    return ["evaluate", "--source", d["src"], "--reference", d["r1"], "--hypothesis", d["CAMB"], "--hypothesis",
            d["AMU"], "--baseline", "AMU", "--quiet", "--bootstrap", "20", "--metric", "M2", "--metric", "ERRANT",
            "--examples", "1"]


def test_cli_output_bad_folders_fail_before_any_work(own_data: dict[str, str], tmp_path: Path,
                                                     capsys: pytest.CaptureFixture[str],
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    import gecnb.evaluation

    def never(*args: object, **kwargs: object) -> None:  # the computation must not start
        raise AssertionError("evaluate() ran before the output folder was checked")

    monkeypatch.setattr(gecnb.evaluation, "evaluate", never)
    (tmp_path / "file").write_text("x", encoding="utf-8")
    (tmp_path / "link").symlink_to(tmp_path)
    for out, words in (("", "--output is an empty path"), (str(tmp_path / "file"), "not a folder"),
                       (str(tmp_path / "link"), "symbolic link"), (str(tmp_path / "file" / "sub"), "not a folder")):
        assert main([*_evaluate_args(own_data), "--output", out]) == 2, out
        err = capsys.readouterr().err
        assert words in err and "Traceback" not in err and err.startswith("gecnb: error:"), err


def test_cli_output_replaces_a_link_and_writes_every_file(own_data: dict[str, str], tmp_path: Path,
                                                          capsys: pytest.CaptureFixture[str]) -> None:
    victim = tmp_path / "victim.html"
    victim.write_text("precious", encoding="utf-8")
    out = tmp_path / "out"
    out.mkdir()
    (out / "report.html").symlink_to(victim)
    assert main([*_evaluate_args(own_data), "--output", str(out), "--format", "json"]) == 0
    printed = json.loads(capsys.readouterr().out)
    assert victim.read_text(encoding="utf-8") == "precious" and not (out / "report.html").is_symlink()
    assert json.loads((out / "report.json").read_text(encoding="utf-8")) == printed  # the same report, streamed
    assert "CAMB" in (out / "report.html").read_text(encoding="utf-8")
    assert _leftovers(out) == [] and _leftovers(tmp_path) == []
