"""Worker processes that never outlive the process that started them.

gecnb forks worker processes for large ERRANT extractions (:mod:`gecnb.edits.errant_workers`). Whatever
happens to the parent, no worker stays behind:

* an exception or a ``KeyboardInterrupt`` (a kernel interrupt in Jupyter, Ctrl-C, the CLI's SIGTERM) in the
  parent: :func:`stop` kills and reaps every worker before the exception goes on;
* the parent killed outright (SIGKILL, a crash): each worker calls :func:`die_with_parent` first. On Linux the
  kernel then sends the worker SIGKILL when its parent dies (``prctl(PR_SET_PDEATHSIG)``); elsewhere, or where
  that call fails, a daemon thread in the worker checks every half second whether its parent is still its
  parent (``os.getppid()``) and ends the worker when not.

Workers ignore SIGINT (a Ctrl-C reaches the whole process group; the parent decides) and take SIGTERM's
default action (ending at once), whatever handlers the parent had installed.
"""

from __future__ import annotations

import contextlib
import os
import signal
import sys
import threading
import time
from collections.abc import Iterable
from typing import Any

PR_SET_PDEATHSIG = 1
POLL_S = 0.5


def _prctl_pdeathsig() -> bool:
    if not sys.platform.startswith("linux"):
        return False
    try:
        import ctypes

        libc = ctypes.CDLL(None, use_errno=True)
        return int(libc.prctl(PR_SET_PDEATHSIG, int(signal.SIGKILL), 0, 0, 0)) == 0
    except (OSError, AttributeError):  # no libc prctl (musl without it, sandboxes): the watchdog thread
        return False


def _watch(parent_pid: int) -> None:
    while True:
        time.sleep(POLL_S)
        if os.getppid() != parent_pid:
            os._exit(1)


def die_with_parent(parent_pid: int) -> str:
    """Call first thing in a worker process: the worker ends when ``parent_pid`` does. Returns how
    (``"pdeathsig"`` or ``"watchdog"``)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    how = "pdeathsig" if _prctl_pdeathsig() else "watchdog"
    if how == "watchdog":
        threading.Thread(target=_watch, args=(parent_pid,), name="gecnb-parent-watch", daemon=True).start()
    if os.getppid() != parent_pid:  # the parent died before the death signal was armed
        os._exit(1)
    return how


def stop(processes: Iterable[Any], *, timeout: float = 5.0) -> None:
    """Kill and reap ``multiprocessing`` processes that are still running (for an interrupted parent)."""
    procs = list(processes)
    for p in procs:
        with contextlib.suppress(Exception):
            if p.is_alive():
                p.kill()
    for p in procs:
        with contextlib.suppress(Exception):
            p.join(timeout)
