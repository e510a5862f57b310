"""The registered metrics, their options, defaults and signatures are a stored snapshot.

Moving a metric's code (one module per metric, the weighting sub-package) must change none of what a
user sees: ``list_metrics()``, each option's kind, default, choices, flag and help, each class's
attributes, and the default signature at every level. ``tests/snapshots/metrics.json`` was written
from the registry before the metrics were folded into one module each; a deliberate change to a
metric's surface rewrites it with ``GECNB_UPDATE_SNAPSHOT=1 pytest tests/test_metric_snapshot.py``
(and says so in the commit message).
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import gecnb
from gecnb.metrics.base import metric_classes, option_specs

SNAPSHOT = Path(__file__).parent / "snapshots" / "metrics.json"
ATTRIBUTES = ("description", "languages", "levels", "inputs", "needs_source", "needs_references", "rank",
              "score_column", "higher_is_better", "max_tokens", "gold_from")


def _plain(value: object) -> object:
    if isinstance(value, tuple):
        return [_plain(v) for v in value]
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    return repr(value)


def current() -> dict[str, object]:
    version = f"gecnb-{gecnb.__version__}"
    corpus = gecnb.load_dataset("conll14").subset(range(5))
    metrics: dict[str, object] = {}
    for cls in metric_classes():
        m = cls()
        levels = {}
        for level in cls.levels:
            levels[level] = str(m.signature(level=level)).replace(version, "gecnb-VERSION")
            if "en" in cls.languages:  # with a corpus: gold, nrefs and edits as the metric takes them
                sig = m.signature(corpus, reference_set="NUCLE", level=level)
                levels[f"{level} on conll14"] = str(sig).replace(version, "gecnb-VERSION")
        metrics[cls.name] = {
            "attributes": {a: _plain(getattr(cls, a)) for a in ATTRIBUTES},
            "options": [{"name": o.name, "kind": o.kind, "default": _plain(o.default), "choices": list(o.choices),
                         "flag": o.flag, "help": o.help} for o in option_specs(cls.Config)],
            "signatures": levels,
        }
    table = gecnb.list_metrics()
    return {"list_metrics": json.loads(table.to_json(orient="records")), "metrics": metrics}


def test_metrics_match_snapshot() -> None:
    now = current()
    if os.environ.get("GECNB_UPDATE_SNAPSHOT") == "1":
        SNAPSHOT.write_text(json.dumps(now, indent=1, ensure_ascii=False, sort_keys=True) + "\n", encoding="utf-8")
    stored = json.loads(SNAPSHOT.read_text(encoding="utf-8"))
    assert sorted(now["metrics"]) == sorted(stored["metrics"]), "the registered metrics changed"
    for name in stored["metrics"]:
        for part in ("attributes", "options", "signatures"):
            assert now["metrics"][name][part] == stored["metrics"][name][part], f"{name}: its {part} changed"
    assert now["list_metrics"] == stored["list_metrics"], "list_metrics() changed"
