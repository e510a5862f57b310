"""The registered metrics, one module per metric family.

The registry (:mod:`gecnb.metrics.base`) imports every module of this package on first use: a new
metric is a new module here (or a new class in one), with no list to update anywhere else.
"""
