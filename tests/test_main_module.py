"""``python -m gecnb`` is the ``gecnb`` command: same parser, same output, same exit codes."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from gecnb.cli import main

ROOT = Path(__file__).resolve().parents[1]


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "GECNB_PROGRESS": "0", "PYTHONPATH": str(ROOT)}
    return subprocess.run([*args], capture_output=True, text=True, env=env, timeout=120, check=False)


def test_python_m_gecnb_prints_what_main_prints(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["datasets"]) == 0
    expected = capsys.readouterr().out
    got = _run(sys.executable, "-m", "gecnb", "datasets")
    assert got.returncode == 0, got.stderr
    assert got.stdout == expected
    assert "conll14" in got.stdout


def test_python_m_gecnb_usage_and_errors() -> None:
    helped = _run(sys.executable, "-m", "gecnb", "--help")
    assert helped.returncode == 0
    assert helped.stdout.startswith("usage: gecnb ")
    bad = _run(sys.executable, "-m", "gecnb", "score", "--no-such-option")
    assert bad.returncode == 2
    assert "unrecognized arguments: --no-such-option" in bad.stderr
    assert "Traceback" not in bad.stderr


def test_console_script_and_python_m_agree() -> None:
    """The installed ``gecnb`` script (beside the interpreter, as pip puts it) gives the same output.
    Always there in CI, which installs gecnb into its own virtual environment (a skip is a failure there)."""
    script = Path(sys.executable).with_name("gecnb")
    if not script.is_file():  # a failure in CI (tests/conftest.py)
        pytest.skip(f"gecnb is not installed beside {sys.executable} (run from a checkout)")
    a = _run(str(script), "metrics")
    b = _run(sys.executable, "-m", "gecnb", "metrics")
    assert a.returncode == b.returncode == 0, a.stderr + b.stderr
    assert a.stdout == b.stdout and a.stdout.strip()
