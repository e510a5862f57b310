"""A real browser on a real JupyterLab: Playwright drives Debian's chromium, headless.

JupyterLab is started on 127.0.0.1 with a random token, serving a copy of a tutorial notebook. The test
1. opens the notebook as stored (untrusted: JupyterLab strips <style> from its outputs) and checks that a
   stored chunk table is styled anyway (a computed background colour on a coloured cell);
2. runs every cell, checks the freshly rendered chunk table the same way;
3. changes the explorer's system, presses "next", and checks that the table shown changed; then its
   weighting, and checks that the sentence's scores followed;
4. saves screenshots of each step under ``$GECNB_ARTIFACTS`` (default ``test-artifacts/browser``); with
   ``GECNB_UPDATE_SCREENSHOTS=1`` the chunk table, plot and explorer shots also replace the README's
   (``docs/screenshots/``).

Without chromium (``$GECNB_CHROMIUM``, ``chromium`` or ``chromium-browser`` on PATH) or playwright the
test is skipped with the reason (``make test`` also says so loudly). ``.ci/run`` installs chromium.
"""

from __future__ import annotations

import os
import secrets
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOK = os.environ.get("GECNB_BROWSER_NOTEBOOK", "00_quickstart.ipynb")
ARTIFACTS = Path(os.environ.get("GECNB_ARTIFACTS", ROOT / "test-artifacts" / "browser"))
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"]


def chromium_path() -> str | None:
    for cand in (os.environ.get("GECNB_CHROMIUM"), "chromium", "chromium-browser"):
        if cand and (found := shutil.which(cand)):
            return found
    return None


pytestmark = pytest.mark.browser


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.fixture(scope="module")
def lab(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, str]]:
    if chromium_path() is None:
        pytest.skip("BROWSER TEST SKIPPED: no chromium found (apt-get install chromium, or set $GECNB_CHROMIUM)")
    pytest.importorskip("playwright.sync_api", reason="BROWSER TEST SKIPPED: playwright is not installed")
    root = tmp_path_factory.mktemp("lab")
    shutil.copy(ROOT / "notebooks" / NOTEBOOK, root / NOTEBOOK)
    token, port = secrets.token_hex(16), _free_port()
    env = {**os.environ, "JUPYTER_CONFIG_DIR": str(root / ".jupyter"), "JUPYTER_DATA_DIR": str(root / ".data"),
           "JUPYTERLAB_SETTINGS_DIR": str(root / ".settings"), "JUPYTERLAB_WORKSPACES_DIR": str(root / ".ws"),
           "MPLBACKEND": "module://matplotlib_inline.backend_inline", "GECNB_PROGRESS": "0"}
    log = open(root / "lab.log", "wb")  # noqa: SIM115 - closed below
    proc = subprocess.Popen(
        [sys.executable, "-m", "jupyter", "lab", "--no-browser", "--ip=127.0.0.1", f"--port={port}",
         "--allow-root", f"--IdentityProvider.token={token}", f"--ServerApp.root_dir={root}", "--ServerApp.disable_check_xsrf=True",
         "--LabApp.news_url=", "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate"],
        stdout=log, stderr=subprocess.STDOUT, env=env, cwd=root,
    )
    notify = root / ".settings" / "@jupyterlab" / "apputils-extension"
    notify.mkdir(parents=True)
    (notify / "notification.jupyterlab-settings").write_text('{"fetchNews": "false", "checkForUpdates": false}')
    notebook_settings = root / ".settings" / "@jupyterlab" / "notebook-extension"
    notebook_settings.mkdir(parents=True)
    # render every cell (JupyterLab 4 otherwise renders only the cells in view, and the test looks for outputs)
    (notebook_settings / "tracker.jupyterlab-settings").write_text('{"windowingMode": "none"}')
    base = f"http://127.0.0.1:{port}"
    try:
        for _ in range(120):
            try:
                urllib.request.urlopen(f"{base}/api/status?token={token}", timeout=2)
                break
            except OSError:
                if proc.poll() is not None:
                    break
                time.sleep(0.5)
        else:
            pytest.fail("JupyterLab did not start in 60 s:\n" + (root / "lab.log").read_text(errors="replace")[-3000:])
        if proc.poll() is not None:
            pytest.fail("JupyterLab exited:\n" + (root / "lab.log").read_text(errors="replace")[-3000:])
        yield base, token
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            proc.kill()
        log.close()


SHOW_TABLE = "div.gecnb-chunks"
PLAIN = ("", "transparent", "rgba(0, 0, 0, 0)", "rgb(255, 255, 255)")


def _coloured(root) -> int:  # type: ignore[no-untyped-def]
    """How many cells and badges of the first chunk table under ``root`` have a computed background colour."""
    return root.locator(SHOW_TABLE).first.evaluate(
        "(t, plain) => [...t.querySelectorAll('td, th, span')]"
        ".filter(e => !plain.includes(getComputedStyle(e).backgroundColor)).length", list(PLAIN))


def _shot(locator, name: str) -> None:  # type: ignore[no-untyped-def]
    """An element's screenshot among the artefacts; with $GECNB_UPDATE_SCREENSHOTS=1 also the README's copy."""
    locator.scroll_into_view_if_needed()
    locator.screenshot(path=str(ARTIFACTS / name))
    if os.environ.get("GECNB_UPDATE_SCREENSHOTS") == "1":
        (ROOT / "docs" / "screenshots").mkdir(parents=True, exist_ok=True)
        shutil.copy(ARTIFACTS / name, ROOT / "docs" / "screenshots" / name)


def _changed(view, old: str, timeout: float = 60.0) -> str:  # type: ignore[no-untyped-def]
    """Wait until the view's HTML differs from ``old``; return the new HTML."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        now = view.inner_html()
        if now != old:
            return str(now)
        time.sleep(0.25)
    raise AssertionError(f"the explorer's table did not change within {timeout:.0f} s")


def _run_all(page) -> None:  # type: ignore[no-untyped-def]
    # the kernel and the widget manager must be ready first, or widget outputs fall back to text/plain
    page.get_by_text("Python 3 (ipykernel) | Idle").wait_for(timeout=120_000)
    page.get_by_role("menuitem", name="Run", exact=True).click()
    page.get_by_role("menuitem", name="Run All Cells", exact=True).click()
    # every code cell gets an execution count; wait until no prompt shows [*] and the kernel is idle
    page.wait_for_function(
        """() => {
            const prompts = [...document.querySelectorAll('.jp-CodeCell .jp-InputPrompt')].map(e => e.textContent);
            return prompts.length > 0 && prompts.every(t => /\\[\\d+\\]/.test(t));
        }""",
        timeout=600_000, polling=1000,
    )


def test_notebook_in_a_real_browser(lab: tuple[str, str]) -> None:
    from playwright.sync_api import sync_playwright

    base, token = lab
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=chromium_path(), args=CHROMIUM_ARGS)
        page = browser.new_page(viewport={"width": 1400, "height": 1000})
        page.goto(f"{base}/lab/tree/{NOTEBOOK}?token={token}&reset")
        page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=120_000)

        # 1. stored outputs, untrusted: the chunk table keeps its colours without <style>
        page.wait_for_selector(SHOW_TABLE, timeout=60_000)
        page.locator(SHOW_TABLE).first.scroll_into_view_if_needed()
        page.screenshot(path=str(ARTIFACTS / "1_stored_untrusted.png"))
        assert _coloured(page) > 0, "a stored chunk table lost its colours untrusted (no coloured cell or badge)"

        # 2. run everything: the fresh table is styled too
        _run_all(page)
        page.locator(SHOW_TABLE).first.scroll_into_view_if_needed()
        page.screenshot(path=str(ARTIFACTS / "2_executed.png"))
        _shot(page.locator(SHOW_TABLE).first, "chunk_table.png")
        plot = page.locator(".jp-OutputArea-output img").first
        if plot.count():
            _shot(plot, "disentangled_plot.png")
        assert _coloured(page) > 0, "the executed chunk table has no coloured cell or badge"
        errors = page.locator(".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr'] :text('Traceback')")
        assert errors.count() == 0, "a cell raised an exception"

        # 3. the explorer: another system, then "next": the table changes
        explorer = page.locator(".jp-OutputArea-output .widget-vbox").filter(has=page.locator("button[title='next sentence']")).first
        explorer.scroll_into_view_if_needed()
        view = explorer.locator(SHOW_TABLE).first  # a locator: queried afresh each time (the widget replaces its HTML)
        before = view.inner_html()
        select = explorer.locator(".widget-dropdown", has=page.locator("label", has_text="system")).locator("select")
        options = select.locator("option").all_inner_texts()
        assert len(options) > 1, f"the explorer offers one system only: {options}"
        shown = select.input_value()
        select.select_option(label=next(o for o in options if o != shown))
        after_system = _changed(view, before)
        explorer.locator("button[title='next sentence']").click()
        _changed(view, after_system)
        explorer.screenshot(path=str(ARTIFACTS / "3_explorer.png"))
        _shot(explorer, "explorer.png")
        # 4. another weighting: the explorer recomputes the sentence's counts and scores
        before = view.inner_html()
        weighting = explorer.locator(".widget-dropdown", has=page.locator("label", has_text="weighting")).locator("select")
        assert weighting.input_value() != "none"
        weighting.select_option(label="none")
        after = _changed(view, before)
        assert "(w/o LW)" in after, "the explorer's scores did not follow the weighting menu"
        explorer.screenshot(path=str(ARTIFACTS / "4_explorer_unweighted.png"))
        browser.close()
