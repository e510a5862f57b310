"""``--scheduler`` at an address that accepts the connection and never answers: a clear error naming the address
within ``--scheduler-timeout`` (``distributed.Client(address, timeout=30)`` alone waited for the handshake's
answer forever: measured past 100 s), exit status 2, and no thread left running."""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Iterator

import pytest

from gecnb.cli import main

pytest.importorskip("distributed")


@pytest.fixture
def silent_server() -> Iterator[str]:
    """A local TCP server (a thread) that accepts every connection and never sends a byte."""
    srv = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    srv.bind(("127.0.0.1", 0))
    srv.listen(8)
    conns: list[socket.socket] = []

    def serve() -> None:
        while True:
            try:
                conn, _ = srv.accept()
            except OSError:
                return
            conns.append(conn)

    thread = threading.Thread(target=serve, name="silent-server", daemon=True)
    thread.start()
    try:
        yield f"tcp://127.0.0.1:{srv.getsockname()[1]}"
    finally:
        srv.close()
        for c in conns:
            c.close()
        thread.join(5)


def _threads() -> set[str]:
    return {t.name for t in threading.enumerate() if t.is_alive()}


@pytest.mark.parametrize("command", [
    ["score", "--metric", "m2", "--paired-bs", "--paired-bs-n", "10"],
    ["evaluate", "--dataset", "conll14", "--metric", "M2", "--bootstrap", "10", "--quiet"],
])
def test_a_silent_scheduler_times_out_with_a_clear_error(silent_server: str, command: list[str], tmp_path,
                                                         capsys: pytest.CaptureFixture[str]) -> None:
    from gecnb.data.registry import load_dataset

    c = load_dataset("conll14").subset(range(3))
    files = {}
    for k, lines in {"src": c.sources, "ref": c.reference_sets["NUCLE"].annotator(0),
                     "hyp": c.systems["AMU"].hypotheses}.items():
        files[k] = tmp_path / f"{k}.txt"
        files[k].write_text("\n".join(lines) + "\n", encoding="utf-8")
    if command[0] == "score":
        inputs = ["--source", str(files["src"]), "--reference", str(files["ref"]), "--hypothesis", str(files["hyp"])]
    else:  # the hypothesis is checked after the connection; the full conll14 line count is not needed to time out
        inputs = ["--hypothesis", str(files["hyp"])]
    before = _threads()
    start = time.monotonic()
    assert main([*command, *inputs, "--scheduler", silent_server, "--scheduler-timeout", "1.5"]) == 2
    took = time.monotonic() - start
    err = capsys.readouterr().err
    assert f"--scheduler {silent_server}: cannot connect: no answer within 1.5 s" in err, err
    assert "Traceback" not in err and err.startswith("gecnb: error:")
    assert took < 60  # bounded (the limit is 1.5 s; without it the handshake waits forever)
    time.sleep(0.2)
    assert _threads() <= before, f"threads left running: {sorted(_threads() - before)}"


def test_scheduler_options_are_checked_before_any_work(capsys: pytest.CaptureFixture[str]) -> None:
    base = ["evaluate", "--dataset", "conll14", "--hypothesis", "missing.txt", "--quiet"]
    for extra, words in ((["--scheduler-timeout", "5"], "--scheduler-timeout needs --scheduler"),
                         (["--scheduler", "tcp://127.0.0.1:1", "--scheduler-timeout", "0"], "above 0"),
                         (["--scheduler", "tcp://127.0.0.1:1", "--scheduler-timeout", "nan"], "above 0"),
                         (["--scheduler", " "], "--scheduler is empty")):
        assert main([*base, *extra]) == 2
        err = capsys.readouterr().err
        assert words in err and "Traceback" not in err, err
    assert main(["score", "--metric", "m2", "--hypothesis", "h", "--scheduler-timeout", "5"]) == 2
    assert "need(s) --paired-bs" in capsys.readouterr().err


def test_a_refused_connection_is_a_clear_error_too(capsys: pytest.CaptureFixture[str]) -> None:
    with socket.socket() as s:  # a port nothing listens on
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    before = _threads()
    assert main(["evaluate", "--dataset", "conll14", "--hypothesis", "missing.txt", "--quiet", "--scheduler",
                 f"tcp://127.0.0.1:{port}", "--scheduler-timeout", "1"]) == 2
    err = capsys.readouterr().err
    assert f"--scheduler tcp://127.0.0.1:{port}: cannot connect" in err and "Traceback" not in err, err
    time.sleep(0.2)
    assert _threads() <= before
