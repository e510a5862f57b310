"""Shims only: the old paths of the registered metrics, kept for one release.

Each metric family's registered class now lives in its own module of :mod:`gecnb.metrics` (e.g.
``gecnb.metrics.adapters.m2`` is :mod:`gecnb.metrics.m2scorer`). Reading a name from a module here returns
the object at its new path and warns once with a DeprecationWarning (:func:`gecnb._deprecated.moved`);
importing the modules warns nothing, so the metrics package's walk imports them harmlessly.
"""
