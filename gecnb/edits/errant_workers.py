"""The worker processes of a large ERRANT extraction, and the shards of one run on an executor.

Pairs are grouped by source sentence (:func:`split_by_source`), each group parsed and aligned in one process,
and the results put back in input order, so the output does not depend on the number of workers. Local workers
are forked (POSIX ``fork``, so each shares the already loaded model) and this process does a share too. No
worker outlives the call: an exception or interrupt in the parent kills and reaps them, and a worker whose
parent dies (SIGKILL included) ends too (:mod:`gecnb.data.workers`). A worker that fails costs time only: its
share is redone here. With an executor (e.g. a ``dask.distributed`` client's ``get_executor()``) the pairs go
to it in shards of :data:`SHARD_PAIRS`; the tasks return edits and this process alone writes the cache.
"""

from __future__ import annotations

import gc
import multiprocessing
import os
import sys
import traceback
import warnings
from collections.abc import Callable, Sequence
from concurrent.futures import Executor
from typing import Any, Protocol

from gecnb.data.edit import Edit
from gecnb.data.workers import die_with_parent
from gecnb.data.workers import stop as stop_workers


class Extractor(Protocol):
    """What the workers use of an :class:`gecnb.edits.errant_extractor.ErrantExtractor`."""

    workers: int
    stats: dict[str, int]
    executor: Executor | None

    @property
    def annotator(self) -> Any: ...

    def settings(self) -> tuple[Any, ...]: ...

    def extract_local(self, todo: Sequence[tuple[str, str]], bar: Any = None) -> list[tuple[Edit, ...]]: ...

    def bar(self, shares: Sequence[Sequence[tuple[str, str]]]) -> Any: ...


__all__ = [
    "FREEZE_GC_AT_FORK",
    "MIN_PAIRS_PER_WORKER",
    "SHARD_PAIRS",
    "as_tuples",
    "extract_forked",
    "extract_on_executor",
    "fork_available",
    "split_by_source",
    "work_steps",
]

#: below this many pairs per extra worker process, a fork does not pay for itself
MIN_PAIRS_PER_WORKER = 200
#: freeze the garbage collector's objects at the fork (the children then leave the shared pages alone)
FREEZE_GC_AT_FORK = True
#: pairs per shard when an executor is given (each shard: one task; its sources parsed once in the task)
SHARD_PAIRS = 2000


def work_steps(pairs: Sequence[tuple[str, str]]) -> int:
    """Progress steps of a share: its distinct sentences to parse plus its pairs to align."""
    return len({s for p in pairs for s in p}) + len(pairs)


def fork_available() -> bool:
    return sys.platform != "win32" and "fork" in multiprocessing.get_all_start_methods()


def split_by_source(pairs: list[tuple[str, str]], parts: int) -> list[list[int]]:
    """Indices of ``pairs`` in ``parts`` groups of about equal work, all pairs of a source in one group."""
    groups: dict[str, list[int]] = {}
    for k, (src, _) in enumerate(pairs):
        groups.setdefault(src, []).append(k)
    # work ~ tokens to parse (source once, each target) plus pairs aligned
    sized = [(sum(len(pairs[k][1].split()) + 1 for k in idx) + len(src.split()), idx) for src, idx in groups.items()]
    out: list[list[int]] = [[] for _ in range(parts)]
    load = [0] * parts
    for size, idx in sorted(sized, key=lambda x: -x[0]):  # stable: ties keep input order
        p = load.index(min(load))
        out[p].extend(idx)
        load[p] += size
    return [sorted(o) for o in out if o]


def as_tuples(edits: Sequence[tuple[Edit, ...]]) -> list[list[tuple[Any, ...]]]:
    return [[(e.o_start, e.o_end, e.c_start, e.c_end, e.type, e.c_str) for e in es] for es in edits]


# -- an executor's shards ------------------------------------------------------------------------------
def extract_on_executor(extractor: Extractor, todo: list[tuple[str, str]],
                        task: Callable[[tuple[Any, ...], list[tuple[str, str]]], list[list[tuple[Any, ...]]]]
                        ) -> list[tuple[Edit, ...]]:
    """Split ``todo`` by source into shards of about :data:`SHARD_PAIRS` pairs, each ``task(settings, shard)``
    on the extractor's executor (a module-level function, picklable, returning plain tuples); results put back
    in input order (the same edits as a local run: each pair's edits depend on the pair alone)."""
    groups = split_by_source(todo, max(1, -(-len(todo) // SHARD_PAIRS)))
    settings = extractor.settings()
    assert extractor.executor is not None
    futures = [extractor.executor.submit(task, settings, [todo[k] for k in idx]) for idx in groups]
    result: list[tuple[Edit, ...] | None] = [None] * len(todo)
    shares = [[todo[k] for k in idx] for idx in groups]
    with extractor.bar(shares) as bar:
        for idx, fut, share in zip(groups, futures, shares, strict=True):
            for k, es in zip(idx, fut.result(), strict=True):
                result[k] = tuple(Edit(*e) for e in es)
            bar.update(work_steps(share))
    extractor.stats["processes"] = max(extractor.stats["processes"], len(groups))
    return result  # type: ignore[return-value]


# -- forked workers ------------------------------------------------------------------------------------
def _worker_main(extractor: Extractor, pairs: list[tuple[str, str]], conn: Any, parent: int) -> None:
    die_with_parent(parent)  # no worker outlives its parent, even one killed with SIGKILL
    try:
        before = extractor.stats["parsed"]
        out = extractor.extract_local(pairs)
        conn.send(("ok", as_tuples(out), extractor.stats["parsed"] - before))
    except BaseException:  # pragma: no cover - reported to the parent, which redoes the work itself
        conn.send(("error", traceback.format_exc(), 0))
    finally:
        conn.close()


def extract_forked(extractor: Extractor, todo: list[tuple[str, str]]) -> list[tuple[Edit, ...]]:
    """Split ``todo`` by source over forked worker processes (this one does a share too); one process when
    the job is too small for :data:`MIN_PAIRS_PER_WORKER` per worker or ``fork`` is not available."""
    parts = min(extractor.workers, len(todo) // MIN_PAIRS_PER_WORKER)
    if parts < 2 or not fork_available():
        with extractor.bar([todo]) as bar:
            return extractor.extract_local(todo, bar)
    # load and import everything before forking: the workers share it, and a child never imports
    # (another thread of this process could hold the import lock at the fork)
    _ = extractor.annotator
    import errant.alignment  # noqa: F401
    import numpy  # noqa: F401
    import rapidfuzz.distance
    import rapidfuzz.process  # noqa: F401
    import spacy.attrs
    import spacy.tokens  # noqa: F401
    groups = split_by_source(todo, parts)
    ctx = multiprocessing.get_context("fork")
    children = []
    # the children's garbage collector then leaves the shared (copy-on-write) objects alone; not if
    # the caller froze objects already (unfreeze would thaw theirs too)
    freeze = FREEZE_GC_AT_FORK and hasattr(gc, "freeze") and gc.get_freeze_count() == 0
    if freeze:
        gc.freeze()
    try:
        for idx in groups[1:]:
            recv, send = ctx.Pipe(duplex=False)
            proc = ctx.Process(target=_worker_main, args=(extractor, [todo[k] for k in idx], send, os.getpid()),
                               daemon=True)
            children.append((idx, proc, recv))
            proc.start()
            send.close()
        extractor.stats["processes"] = max(extractor.stats["processes"], len(groups))
        result: list[tuple[Edit, ...] | None] = [None] * len(todo)
        shares = [[todo[k] for k in idx] for idx in groups]
        if freeze:
            gc.unfreeze()
            freeze = False
        with extractor.bar(shares) as bar:
            for k, edits in zip(groups[0], extractor.extract_local(shares[0], bar), strict=True):
                result[k] = edits
            for (idx, proc, recv), share in zip(children, shares[1:], strict=True):
                _collect(extractor, idx, proc, recv, todo, result)
                bar.update(work_steps(share))  # a worker's share counts when it arrives
    except BaseException:  # an interrupt (KeyboardInterrupt, the CLI's SIGTERM) or an error: no worker stays
        stop_workers(p for _, p, _ in children)
        for _, _, recv in children:
            recv.close()
        raise
    finally:
        if freeze:
            gc.unfreeze()
    return result  # type: ignore[return-value]


def _collect(extractor: Extractor, idx: list[int], proc: Any, recv: Any, todo: list[tuple[str, str]],
             result: list[tuple[Edit, ...] | None]) -> None:
    """A worker's share into ``result`` (or, if the worker failed, its share redone here)."""
    try:
        status, payload, parsed = recv.recv()
    except EOFError:
        status, payload, parsed = "error", f"worker exited with code {proc.exitcode}", 0
    proc.join()
    recv.close()
    if status == "ok":
        extractor.stats["parsed"] += parsed
        for k, es in zip(idx, payload, strict=True):
            result[k] = tuple(Edit(*e) for e in es)
    else:  # pragma: no cover - a worker failed: do its share here
        warnings.warn(f"an ERRANT worker process failed; its share is redone here:\n{payload}", stacklevel=3)
        for k, edits in zip(idx, extractor.extract_local([todo[k] for k in idx]), strict=True):
            result[k] = edits
