"""In CI a skip is a failure, unless the test cannot apply (tests/conftest.py, item 8 of issue 16)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

CASES = '''
import pytest


def test_missing_tool():
    pytest.skip("no chromium found")


@pytest.mark.skipif(True, reason="installed pipeline differs from the shipped one")
def test_marked():
    pass


def test_cannot_apply():
    pytest.skip("not applicable: cleme has no sentence level")


def test_passes():
    assert True


@pytest.mark.xfail(reason="known", strict=True)
def test_expected_failure():
    raise AssertionError
'''


def _run(tmp_path: Path, ci: str, *files: str) -> str:
    (tmp_path / "conftest.py").write_text("from tests.conftest import *  # noqa: F403\n", encoding="utf-8")
    (tmp_path / "test_cases.py").write_text(CASES, encoding="utf-8")
    (tmp_path / "test_module_skip.py").write_text('import pytest\npytest.importorskip("no_such_module_gecnb_xyz")\n',
                                                  encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": str(ROOT), "GECNB_PROGRESS": "0", "CI": ci}
    out = subprocess.run([sys.executable, "-m", "pytest", "-q", "-rA", "-p", "no:cacheprovider", "--rootdir", str(tmp_path),
                          *(str(tmp_path / f) for f in files)], capture_output=True, text=True, env=env, timeout=120, check=False)
    return out.stdout + out.stderr


def test_locally_a_missing_tool_skips(tmp_path: Path) -> None:
    out = _run(tmp_path, "false", "test_cases.py", "test_module_skip.py")  # CI=false (or unset): a local run
    assert "1 passed, 4 skipped, 1 xfailed" in out, out


def test_in_ci_every_skip_but_not_applicable_fails(tmp_path: Path) -> None:
    out = _run(tmp_path, "true", "test_cases.py")
    assert "1 failed, 1 passed, 1 skipped, 1 xfailed, 1 error" in out, out  # a skipif mark skips at setup: an error
    assert out.count("SKIPPED IN CI, REPORTED AS A FAILURE") >= 2
    assert "no chromium found" in out and "installed pipeline differs" in out
    assert "SKIPPED [1]" in out and "not applicable: cleme has no sentence level" in out


def test_in_ci_a_module_that_skips_is_an_error(tmp_path: Path) -> None:
    out = _run(tmp_path, "true", "test_module_skip.py")
    assert "1 error" in out and "SKIPPED IN CI, REPORTED AS A FAILURE" in out and "no_such_module_gecnb_xyz" in out, out
