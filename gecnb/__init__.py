"""gecnb: grammatical error correction evaluation for notebooks."""

from __future__ import annotations

__version__ = "0.1.0"
