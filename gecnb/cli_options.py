"""Helpers of the command line (:mod:`gecnb.cli`): output formats and significance options.

Layer: cli (imports everything below it; nothing imports it but :mod:`gecnb.cli`).
"""

from __future__ import annotations

import argparse
import contextlib
import json
import math
import os
import sys
from collections.abc import Iterator
from concurrent.futures import Executor
from typing import Any

import pandas as pd

FORMATS = ["json", "table", "csv"]
#: seconds ``--scheduler`` may take to connect, the handshake included (``--scheduler-timeout``), and its bound
SCHEDULER_TIMEOUT = 30.0
MAX_SCHEDULER_TIMEOUT = 3600.0
SIGNIFICANCE_COLUMNS = ["bs_mean", "ci_low", "ci_high", "p_value"]


class UsageError(Exception):
    """A wrong combination of command-line options (no file is at fault): exit status 2."""


def add_significance_options(parser: argparse.ArgumentParser) -> None:
    """``--paired-bs`` and its options on the ``score`` command (sacrebleu's names)."""
    g = parser.add_argument_group("significance (paired bootstrap resampling over sentences, as sacrebleu --paired-bs)")
    g.add_argument("--paired-bs", action="store_true",
                   help="add ci_low, ci_high (bootstrap interval) and p_value (against the baseline) to every system")
    g.add_argument("--paired-bs-n", type=int, default=None, help="bootstrap samples (default 1000)")
    g.add_argument("--paired-bs-seed", type=int, default=None, help="numpy default_rng seed (default 0)")
    g.add_argument("--baseline", default=None, help="the system the others are tested against (default: the first)")
    g.add_argument("--confidence", type=float, default=None, help="interval confidence (default 0.95)")
    add_executor_options(parser, "the bootstrap's shards of resamples (--paired-bs)")


def add_executor_options(parser: argparse.ArgumentParser, what: str) -> None:
    """``--workers N`` / ``--scheduler ADDRESS``: where ``what`` runs (a local process pool or a Dask cluster)."""
    g = parser.add_argument_group(f"parallel ({what}; the same numbers, this process writes the caches)")
    g.add_argument("--workers", type=int, default=None, help=f"{what} in N local worker processes")
    g.add_argument("--scheduler", default=None,
                   help=f"{what} on a dask.distributed cluster: its scheduler's address (tcp://HOST:8786); "
                        "needs pip install 'gecnb[distributed]'")
    g.add_argument("--scheduler-timeout", type=float, default=None, metavar="SECONDS",
                   help=f"give up connecting to --scheduler after SECONDS, the handshake included (default "
                        f"{SCHEDULER_TIMEOUT:g})")


def check_executor_options(args: argparse.Namespace) -> None:
    """``--workers`` / ``--scheduler`` / ``--scheduler-timeout`` that cannot work are a usage error, before any
    work."""
    workers, scheduler = getattr(args, "workers", None), getattr(args, "scheduler", None)
    timeout = getattr(args, "scheduler_timeout", None)
    if workers is not None and scheduler is not None:
        raise UsageError("give either --workers N (local processes) or --scheduler ADDRESS (Dask), not both")
    if workers is not None and workers < 1:
        raise UsageError(f"--workers must be at least 1, not {workers}")
    if scheduler is not None and not scheduler.strip():
        raise UsageError("--scheduler is empty: give the scheduler's address (tcp://HOST:8786)")
    if timeout is not None:
        if scheduler is None:
            raise UsageError("--scheduler-timeout needs --scheduler ADDRESS")
        if not (math.isfinite(timeout) and 0 < timeout <= MAX_SCHEDULER_TIMEOUT):
            raise UsageError(f"--scheduler-timeout must be a number of seconds above 0 and at most "
                             f"{MAX_SCHEDULER_TIMEOUT:g}, not {timeout:g}")


def connect_scheduler(address: str, timeout: float = SCHEDULER_TIMEOUT) -> Any:
    """A ``dask.distributed`` client of the scheduler at ``address``, connected within ``timeout`` seconds,
    the handshake included: a server that accepts the connection and never answers is a :class:`UsageError`
    naming the address after ``timeout`` (``Client(address, timeout=...)`` alone bounds the TCP connection but
    waits for the handshake's answer forever), and the client's thread is stopped."""
    try:
        from dask.distributed import Client
    except ImportError:
        raise UsageError("--scheduler needs dask.distributed: pip install 'gecnb[distributed]'") from None

    class BoundedClient(Client):  # type: ignore[misc]
        """``Client.start`` runs the connection through ``distributed.utils.sync``: its ``callback_timeout``
        bounds the whole of it; on any failure the half-started client is closed (its IO loop thread ends)."""

        def start(self, **kwargs: Any) -> None:
            try:
                super().start(callback_timeout=timeout, **kwargs)
            except BaseException:
                with contextlib.suppress(Exception):
                    self.close(timeout=timeout)
                raise

    try:
        return BoundedClient(address, timeout=timeout, set_as_default=False)
    except (OSError, TimeoutError, ValueError) as err:  # asyncio's and the comm's TimeoutError are OSErrors
        why = str(err) or type(err).__name__
        if isinstance(err, TimeoutError):
            why = (f"no answer within {timeout:g} s (is it a dask scheduler, and reachable? raise the limit "
                   "with --scheduler-timeout SECONDS)")
        raise UsageError(f"--scheduler {address}: cannot connect: {why}") from None


@contextlib.contextmanager
def executor_from(args: argparse.Namespace) -> Iterator[Executor | None]:
    """The executor ``--workers`` / ``--scheduler`` ask for (None: neither), shut down on exit."""
    check_executor_options(args)
    workers, scheduler = getattr(args, "workers", None), getattr(args, "scheduler", None)
    if scheduler is not None:
        timeout = getattr(args, "scheduler_timeout", None)
        client = connect_scheduler(scheduler, SCHEDULER_TIMEOUT if timeout is None else timeout)
        try:
            yield client.get_executor()
        finally:
            client.close()
        return
    if workers is None:
        yield None
        return
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    from gecnb.data.workers import die_with_parent

    pool = ProcessPoolExecutor(max_workers=workers, mp_context=multiprocessing.get_context("spawn"),
                               initializer=die_with_parent, initargs=(os.getpid(),))
    try:
        yield pool
    finally:
        pool.shutdown(wait=True, cancel_futures=True)


def check_paired_bs(args: argparse.Namespace, metric: Any) -> None:
    """Before any scoring: bootstrap options without ``--paired-bs`` are a usage error, and a metric that
    cannot be resampled says so (an OptionError) instead of scoring first."""
    extra = {"--paired-bs-n": args.paired_bs_n, "--paired-bs-seed": args.paired_bs_seed,
             "--baseline": args.baseline, "--confidence": args.confidence, "--workers": args.workers,
             "--scheduler": args.scheduler, "--scheduler-timeout": args.scheduler_timeout}
    given = [k for k, v in extra.items() if v is not None]
    if given and not args.paired_bs:
        raise UsageError(f"{', '.join(given)} need(s) --paired-bs")
    check_executor_options(args)
    if args.paired_bs:
        metric.aggregate(level=args.level)


def paired_bs(args: argparse.Namespace, metric: Any, corpus: Any, table: pd.DataFrame) -> pd.DataFrame:
    """``table`` (one row per system) with the bootstrap columns when ``--paired-bs`` is given.

    The signature column becomes the bootstrap's (the metric's plus ``bootstrap:...``).
    """
    if not args.paired_bs:
        return table
    from gecnb.meta.significance import compare_systems
    from gecnb.metrics.options import OptionError

    try:
        with executor_from(args) as ex:
            bs = compare_systems(corpus, metric, systems=list(table["system"]), baseline=args.baseline,
                                 n=1000 if args.paired_bs_n is None else args.paired_bs_n,
                                 seed=0 if args.paired_bs_seed is None else args.paired_bs_seed,
                                 confidence=0.95 if args.confidence is None else args.confidence, level=args.level,
                                 executor=ex)
    except OptionError as err:  # the API's names -> this command's flags
        raise OptionError(err.message.replace("`n`", "`paired_bs_n`").replace("`seed`", "`paired_bs_seed`")) from None
    bs = bs.rename(columns={"mean": "bs_mean"}).set_index("system")
    out = table.drop(columns=["signature"]).copy()
    for c in SIGNIFICANCE_COLUMNS:
        out[c] = out["system"].map(bs[c])
    out["baseline"] = out["system"].map(bs["baseline"])
    out["signature"] = out["system"].map(bs["signature"])
    return out


def finite(value: Any) -> Any:
    """A JSON-safe value: ``None`` for a non-finite float, a Python scalar for a numpy one."""
    if isinstance(value, float) and not math.isfinite(value):
        return None
    return value.item() if hasattr(value, "item") and not isinstance(value, (str, bytes)) else value


def emit(df: pd.DataFrame, fmt: str) -> str:
    """The table as JSON records (no NaN/Infinity: null), CSV or an aligned text table."""
    if fmt == "json":
        # one metric: one object per system without `metric`; several (``df.attrs["columns_by_metric"]``):
        # `metric` kept, and each object has its own metric's keys only
        own: dict[str, list[str]] = df.attrs.get("columns_by_metric", {})
        several = len(own) > 1
        records = [{k: finite(v) for k, v in r.items()
                    if not (k == "metric" and "system" in r and not several)
                    and not (several and k not in own.get(str(r.get("metric")), r))}
                   for r in df.to_dict(orient="records")]
        return json.dumps(records, indent=2, ensure_ascii=False, allow_nan=False)
    if fmt == "csv":
        return df.to_csv(index=False)
    return df.to_string(index=False, float_format=lambda x: f"{x:.4f}")


def show_warning(message: Warning | str, category: type[Warning], filename: str, lineno: int,
                 file: Any = None, line: str | None = None) -> None:
    """``warnings.showwarning`` of the command line: one ``gecnb: warning: ...`` line on stderr."""
    print(f"gecnb: warning: {message}", file=sys.stderr)
