"""Moved to :mod:`gecnb.metrics._common` (a shim for one release)."""

from gecnb._deprecated import moved

__getattr__, __dir__ = moved(__name__, "gecnb.metrics._common")
