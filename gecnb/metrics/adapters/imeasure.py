"""Moved to :mod:`gecnb.metrics.imeasure` (a shim for one release: reading a name warns once)."""

from gecnb._deprecated import moved

__getattr__, __dir__ = moved(__name__, "gecnb.metrics.imeasure")
