"""A cold report on two processes: the metrics of the suite that are not cached yet are split between this
process and one forked worker, each scoring and resampling its share into the result cache
(:mod:`gecnb.evaluation.cache`, which several processes share safely); the report is then read from the cache
as a warm one is. The numbers are the same bit for bit (each system's values, statistics and samples are
computed by the same code, only elsewhere; ``tests/test_evaluate_cache.py`` compares the two).

It runs only where it is safe and pays: the result cache on and writable, ``fork`` available, at least two
CPUs, this process without other threads (tqdm's monitor of progress bars aside; a Jupyter kernel has some:
forking there could copy a lock another thread holds, so a notebook computes in one process), no executor
given (the bootstrap then runs there), and at least two metrics to compute. The worker calls
:func:`gecnb.data.workers.die_with_parent` first and is killed and reaped (:func:`gecnb.data.workers.stop`)
when this process is interrupted; its warnings are shown here; a worker that fails costs time only: what it
did not write is computed here afterwards.
"""

from __future__ import annotations

import json
import os
import sys
import threading
import warnings
from collections.abc import MutableMapping, Sequence
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from gecnb.evaluation.cache import ResultCache
    from gecnb.evaluation.inputs import EvaluationInputs
    from gecnb.evaluation.suite import SuiteMetric

__all__ = ["COST", "prefill"]

#: rough CPU seconds per system of each metric's values, statistics and 1,000 resamples on CoNLL-2014 (from
#: benchmarks/bench_evaluate.py, the CLEME variants sharing their chunk statistics), by (metric, level): what
#: the split balances
COST: dict[tuple[str, str], float] = {
    ("m2", "corpus"): 1.05, ("gleu", "corpus"): 1.45, ("cleme2", "corpus"): 0.26, ("cleme", "corpus"): 0.2,
    ("errant", "corpus"): 0.07, ("cleme2", "sentence"): 0.02, ("pt-m2", "corpus"): 1.5, ("pt-errant", "corpus"): 1.5,
}
_DEFAULT_COST = 0.15  # a sentence level, another metric


def _cpus() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        return os.cpu_count() or 1


def _other_threads() -> list[threading.Thread]:
    """The threads of this process but this one and tqdm's monitor (which only wakes up to check progress
    bars; the worker draws none)."""
    me = threading.current_thread()
    return [t for t in threading.enumerate()
            if t is not me and not (type(t).__name__ == "TMonitor" and type(t).__module__.startswith("tqdm"))]


def _fork_ok() -> bool:
    import multiprocessing

    return (sys.platform != "win32" and "fork" in multiprocessing.get_all_start_methods() and _cpus() >= 2
            and threading.current_thread() is threading.main_thread() and not _other_threads())


def plan(inp: EvaluationInputs, suite: Sequence[SuiteMetric], store: ResultCache,
         keys: MutableMapping[tuple[int, str], str], *, n: int, seed: int) -> list[tuple[SuiteMetric, float]]:
    """The suite metrics with something to compute (values of a system, or its samples under ``n`` and
    ``seed``), each with its estimated cost."""
    from gecnb.evaluation.cache import digest
    from gecnb.evaluation.suite import metric_keys

    out = []
    for spec in suite:
        try:
            _m, _corpus, keys_of, aggregate, _reason = metric_keys(spec, inp, keys)
        except (ImportError, RuntimeError, OSError, ValueError):
            continue  # the report says why (or fails) when it scores it
        have = store.present(list(keys_of.values()), "values")
        todo = [s for s, k in keys_of.items() if k not in have]
        resample: list[str] = []
        if aggregate is not None:
            sample_keys = {s: digest(k, "samples", n, seed) for s, k in keys_of.items()}
            sampled = store.present(list(sample_keys.values()), "samples")
            resample = [s for s in keys_of if sample_keys[s] not in sampled]
        # a system computed now is resampled too (in its cost); one with values but no samples costs less
        cost = COST.get((spec.metric, spec.level), _DEFAULT_COST) * len(todo) + 0.1 * len(set(resample) - set(todo))
        if cost > 0:
            out.append((spec, cost))
    return out


#: metrics computed from one shared preparation (the CLEME variants' chunk statistics, ``sharing_prepared``):
#: kept in one share, so that no system's statistics are built in both processes
FAMILIES = {"cleme": "cleme", "cleme2": "cleme"}


def split(work: Sequence[tuple[SuiteMetric, float]]) -> tuple[list[SuiteMetric], list[SuiteMetric]]:
    """Two shares of about equal cost (the costliest first, each to the lighter share; a family of
    :data:`FAMILIES` as one), in suite order."""
    units: dict[str, list[tuple[SuiteMetric, float]]] = {}
    for spec, cost in work:
        units.setdefault(FAMILIES.get(spec.metric, spec.label), []).append((spec, cost))
    shares: tuple[list[SuiteMetric], list[SuiteMetric]] = ([], [])
    totals = [0.0, 0.0]
    for unit in sorted(units.values(), key=lambda u: -sum(c for _s, c in u)):
        k = 0 if totals[0] <= totals[1] else 1
        shares[k].extend(spec for spec, _c in unit)
        totals[k] += sum(c for _s, c in unit)
    order = {spec: i for i, (spec, _c) in enumerate(work)}
    return sorted(shares[0], key=order.__getitem__), sorted(shares[1], key=order.__getitem__)


def _work(inp: EvaluationInputs, specs: Sequence[SuiteMetric], store: ResultCache,
          keys: MutableMapping[tuple[int, str], str], *, n: int, seed: int, confidence: float) -> None:
    from gecnb.evaluation.suite import OPTIONAL, score_and_resample

    for spec in specs:
        try:
            score_and_resample(spec, inp, store, keys=keys, n=n, seed=seed, confidence=confidence)
        except (ImportError, RuntimeError, OSError):
            if spec not in OPTIONAL:
                raise
            # no model: the report notes it when it scores the metric


def _child(inp: EvaluationInputs, specs: Sequence[SuiteMetric], path: str, limit: int,
           keys: dict[tuple[int, str], str], n: int, seed: int, confidence: float, send: Any, parent: int) -> None:
    """The worker: its share into the cache, then its warnings to the parent (JSON), then exit at once (no
    finalizer touches what the parent owns)."""
    from gecnb import _progress
    from gecnb.data.workers import die_with_parent

    die_with_parent(parent)
    _progress.set_enabled(False)  # the parent's bar counts this share
    code = 1
    try:
        from gecnb.evaluation.cache import ResultCache

        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            store = ResultCache(path=path, limit=limit)
            try:
                _work(inp, specs, store, keys, n=n, seed=seed, confidence=confidence)
            finally:
                store.close()
        shown = [[w.category.__module__, w.category.__qualname__, str(w.message)] for w in caught]
        send.send_bytes(json.dumps({"warnings": shown}).encode("utf-8"))
        code = 0
    except BaseException:  # the parent computes what is missing
        code = 1
    finally:
        try:
            send.close()
        finally:
            os._exit(code)


def _category(module: str, name: str) -> type[Warning]:
    """A warning class named by the worker (gecnb's own, or a built-in one; anything else a UserWarning)."""
    import builtins
    import importlib

    if module == "builtins":
        found = getattr(builtins, name, None)
    elif module == "gecnb" or module.startswith("gecnb."):
        try:
            found = importlib.import_module(module)
            for part in name.split("."):
                found = getattr(found, part)
        except (ImportError, AttributeError):
            found = None
    else:
        found = None
    return found if isinstance(found, type) and issubclass(found, Warning) else UserWarning


def prefill(inp: EvaluationInputs, suite: Sequence[SuiteMetric], store: ResultCache, *,
            keys: MutableMapping[tuple[int, str], str], n: int, seed: int, confidence: float,
            progress: bool) -> bool:
    """Compute what the report needs and the cache lacks on two processes (see the module docstring); True
    when it did. Nothing here changes a number: the report reads what was written."""
    import multiprocessing

    from gecnb._progress import progress as bar
    from gecnb.data.cachefile import close_all as close_cache_connections
    from gecnb.data.workers import stop

    if not store.enabled or not _fork_ok() or not store.writable():
        return False
    work = plan(inp, suite, store, keys, n=n, seed=seed)
    if len(work) < 2:
        return False
    mine, theirs = split(work)
    store.release()  # no SQLite connection crosses the fork: the result cache's, nor any other cache's
    close_cache_connections()
    ctx = multiprocessing.get_context("fork")
    recv, send = ctx.Pipe(duplex=False)
    proc = ctx.Process(target=_child, args=(inp, theirs, str(store.path), store.limit, dict(keys), n, seed,
                                            confidence, send, os.getpid()), name="gecnb-evaluate")
    answer: dict[str, Any] = {}
    try:
        proc.start()
        send.close()
        with bar(total=len(work), desc="evaluate (2 processes)", enabled=progress) as b:
            for spec in mine:
                _work(inp, [spec], store, keys, n=n, seed=seed, confidence=confidence)
                b.update(1)
            try:
                answer = json.loads(recv.recv_bytes().decode("utf-8"))
            except (EOFError, OSError, ValueError):
                answer = {}  # the worker failed: its share is computed when the report is made
            b.update(len(theirs))
        proc.join()
    except BaseException:
        stop([proc])
        raise
    finally:
        recv.close()
    for module, name, message in answer.get("warnings", []):
        warnings.warn(str(message), _category(str(module), str(name)), stacklevel=2)
    return True
