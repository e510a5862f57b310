"""Moved to :mod:`gecnb.metrics.weighting.bertscore`; this path keeps working for one release (with a
:class:`DeprecationWarning` on use)."""

from gecnb._deprecated import moved

__getattr__, __dir__ = moved(__name__, "gecnb.metrics.weighting.bertscore")
