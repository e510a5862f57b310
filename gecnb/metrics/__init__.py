"""gecnb.metrics: the metrics, one module (or small package) per metric family.

Each family's module holds its computation, its one frozen config dataclass and its registered
protocol class (:class:`gecnb.metrics.base.Metric` with :func:`gecnb.metrics.base.register`).
Importing this package imports every module and sub-package in it, which registers every metric: a
new metric is one new module here and nothing else. :mod:`gecnb.metrics.base` only reads the registry
(it imports nothing above it). ``import gecnb`` does not import this package (its public names are
lazy).
"""

from __future__ import annotations

import importlib
import pkgutil


def _import_all() -> None:
    """Import every module of the package, sub-packages included, in name order (registers the metrics)."""
    for info in sorted(pkgutil.walk_packages(__path__, f"{__name__}."), key=lambda m: m.name):
        importlib.import_module(info.name)


_import_all()
