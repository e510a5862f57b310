"""gecnb.display: chunk tables (HTML and text), the ipywidgets explorer and plots.

Display reads what the metrics computed (chunk frames, score tables) and never computes a score.
ipywidgets and seaborn are imported only when an explorer or a plot is made. Every HTML output carries
its colours inline, so stored notebooks look right untrusted, on GitHub and in dark themes.
"""

from __future__ import annotations

from gecnb.display.chunks import (
    PALETTE,
    ChunkCell,
    ChunkGrid,
    ChunkRow,
    ChunkTable,
    category_counts,
    chunk_grid,
    chunk_report,
    render_html,
    render_text,
    show_chunks,
)
from gecnb.display.explorer import FILTERS, ChunkExplorer, explore

__all__ = ["FILTERS", "PALETTE", "ChunkCell", "ChunkExplorer", "ChunkGrid", "ChunkRow", "ChunkTable", "category_counts",
           "chunk_grid", "chunk_report", "explore", "render_html", "render_text", "show_chunks"]
