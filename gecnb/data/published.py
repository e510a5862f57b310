"""Published metric scores shipped with the vendored data, as DataFrames (for side-by-side checks)."""

from __future__ import annotations

import pandas as pd

from gecnb.data.errors import GecInputError
from gecnb.data.text import PathType, read_utf8
from gecnb.datasets import data_path


def seeda_readme_scores() -> pd.DataFrame:
    """The score table of SEEDA's README (15 systems on the whole CoNLL-2014 test set).

    One row per system (the index, named as printed), one float column per metric; the header's
    ``<sup>2</sup>`` is written ``2`` (``M2``, ``SentM2``, ``PT-M2``).
    """
    path = data_path("seeda", "README.md")
    rows = [ln for ln in read_utf8(path).splitlines() if ln.startswith("| ")]
    cells = [[c.strip().replace("<sup>2</sup>", "2") for c in ln.strip().strip("|").split("|")] for ln in rows]
    header = next((c for c in cells if "GLEU" in c), None)
    if header is None:
        raise GecInputError("no score table (a header row with GLEU) found", file=path)
    body = [c for c in cells if c is not header and c[0] and not c[0].startswith(":")]  # skip the rule row
    table = pd.DataFrame([[float(x) for x in c[1:]] for c in body], index=[c[0] for c in body], columns=header[1:])
    table.index.name = "system"
    return table


def sn8gec_published_scores(*, path: PathType | None = None) -> pd.DataFrame:
    """SN-8GEC's published scores (``sn8gec/metric_scores.tsv``, Sakaguchi et al. 2016, or another copy at
    ``path``): columns ``metric`` (GLEU, BLEU, M2, IM), ``refset`` (as in the ``sn8gec`` dataset),
    ``system``, ``score``. The file's ``source`` (the unchanged input) is named ``INPUT``, as in the
    datasets."""
    path = data_path("sn8gec", "metric_scores.tsv") if path is None else path
    rows = []
    for n, line in enumerate(read_utf8(path).splitlines(), 1):
        if not line.strip():
            continue
        cells = line.split("\t")
        if len(cells) != 4:
            raise GecInputError(f"expected 4 tab-separated fields, found {len(cells)}", file=path, line=n)
        try:
            score = float(cells[3])
        except ValueError:
            raise GecInputError(f"score {cells[3]!r} is not a number", file=path, line=n) from None
        rows.append((cells[0], cells[1], "INPUT" if cells[2] == "source" else cells[2], score))
    return pd.DataFrame(rows, columns=["metric", "refset", "system", "score"])
