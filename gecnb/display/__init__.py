"""gecnb.display: chunk tables (HTML and text), the ipywidgets explorer and plots.

Display reads what the metrics computed (chunk frames, score tables) and never computes a score.
ipywidgets and seaborn are imported only when an explorer or a plot is made.
"""

from __future__ import annotations

from gecnb.display.chunks import ChunkCell, ChunkGrid, ChunkRow, ChunkTable, chunk_grid, render_html, render_text, show_chunks
from gecnb.display.explorer import FILTERS, ChunkExplorer, explore

__all__ = ["FILTERS", "ChunkCell", "ChunkExplorer", "ChunkGrid", "ChunkRow", "ChunkTable", "chunk_grid", "explore",
           "render_html", "render_text", "show_chunks"]
