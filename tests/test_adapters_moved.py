"""Every public name of the old ``gecnb.metrics.adapters.*`` modules still resolves, for one release, to the same
object at its new place, with a DeprecationWarning naming the new path; the old modules hold nothing else."""

from __future__ import annotations

import importlib
import warnings
from pathlib import Path

import pytest

import gecnb.metrics.adapters

# old module -> (new module, public names of the old module as they were before the move)
MOVED: dict[str, tuple[str, tuple[str, ...]]] = {
    "_common": ("_common", ("EDITS", "EDITS_HELP", "TOKENS_META", "check_tokens", "resolve_tokens",
                            "warn_without_top_ngrams", "references", "edit_source", "edits_label")),
    "chinese": ("chinese", ("SentenceAccuracy", "MpOptions", "MeaningPreservation")),
    "cleme": ("api", ("WEIGHTINGS", "ClemeOptions", "ClemeMetric")),
    "cleme2": ("cleme2", ("COLUMNS", "parse_factors", "Cleme2Options", "Cleme2Metric")),
    "errant": ("errant_compare", ("ErrantOptions", "metric_edits", "DETECTION_TYPES", "ErrantMetric")),
    "gleu": ("gleu", ("GleuOptions", "GleuSakaguchiOptions", "GleuMultirefOptions", "GleuMetric",
                      "GleuSakaguchiMetric", "GleuMultirefMetric")),
    "gotoscorer": ("gotoscorer", ("GoToScorerOptions", "GoToScorerMetric")),
    "green": ("green", ("GreenOptions", "GreenMetric")),
    "imeasure": ("imeasure", ("candidates", "IMeasureMetric")),
    "m2": ("m2scorer", ("m2_gold_edits_label", "m2_gold", "M2Metric")),
    "ptm2": ("ptm2", ("VALUES", "PtOptions", "PtM2Metric", "PtErrantMetric")),
    "sacrebleu": ("bleu", ("BleuOptions", "TerOptions", "BleuMetric", "TerMetric")),
}
# names that are another name now (one config per metric)
RENAMED = {("green", "GreenOptions"): "GreenConfig", ("chinese", "MpOptions"): "ChineseConfig",
           ("gotoscorer", "GoToScorerOptions"): "GoToConfig", ("sacrebleu", "BleuOptions"): "BleuConfig",
           ("sacrebleu", "TerOptions"): "TerConfig", ("errant", "ErrantOptions"): "ErrantConfig",
           ("ptm2", "PtOptions"): "PTConfig", ("cleme2", "Cleme2Options"): "Cleme2Config",
           ("cleme", "ClemeOptions"): "ClemeConfig"}


def test_every_old_module_is_listed_and_is_a_shim() -> None:
    folder = Path(gecnb.metrics.adapters.__file__).parent
    assert {p.stem for p in folder.glob("*.py")} - {"__init__"} == set(MOVED)
    for path in folder.glob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert path.name == "__init__.py" or "moved(__name__" in text, f"{path.name} is not a shim"


@pytest.mark.parametrize(("old", "name"), [(o, n) for o, (_new, names) in MOVED.items() for n in names])
def test_old_path_resolves_to_the_same_object_with_a_warning(old: str, name: str) -> None:
    new_module, _names = MOVED[old]
    shim = importlib.reload(importlib.import_module(f"gecnb.metrics.adapters.{old}"))  # a fresh once-per-name memory
    with pytest.warns(DeprecationWarning, match=rf"gecnb\.metrics\.adapters\.{old}\.{name} moved to gecnb\.metrics\.{new_module}"):
        obj = getattr(shim, name)
    new = importlib.import_module(f"gecnb.metrics.{new_module}")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        assert obj is getattr(new, RENAMED.get((old, name), name))
    with warnings.catch_warnings():
        warnings.simplefilter("error", DeprecationWarning)  # once per name
        assert getattr(shim, name) is obj


def test_importing_the_shims_warns_nothing() -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("error", DeprecationWarning)
        for old in MOVED:
            importlib.reload(importlib.import_module(f"gecnb.metrics.adapters.{old}"))


def test_a_renamed_config_warns_at_its_new_module_too() -> None:
    import gecnb.metrics.green as green
    from gecnb.metrics._common import renamed

    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        assert green.GreenOptions is green.GreenConfig  # type: ignore[attr-defined]
    fresh = renamed("gecnb.metrics.green", {"GreenOptions": "GreenConfig"})  # the module's own memory may have warned
    with pytest.warns(DeprecationWarning, match="GreenOptions is gecnb.metrics.green.GreenConfig now"):
        assert fresh("GreenOptions") is green.GreenConfig
    with pytest.raises(AttributeError):
        green.NoSuchName  # type: ignore[attr-defined]  # noqa: B018
