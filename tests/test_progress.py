"""Progress bars on long work (issue 8, item 6): a bar appears on stderr (tqdm's text bar), ``progress=False``
and ``set_enabled(False)`` silence it, and the results are the same either way.

The thresholds below which no bar is drawn are lowered for the tests, so that small inputs run the code
paths of long jobs.
"""

from __future__ import annotations

import pytest

import gecnb._progress as gp
from gecnb.data.corpus import Corpus
from gecnb.data.edit import Edit
from tests.conftest import needs_spacy

PAIRS = [(f"He go to school number {i} .", f"He goes to school number {i} .") for i in range(12)]
PAIRS += [(f"This are the {i} house .", f"These are the {i} houses .") for i in range(12)]


@pytest.fixture(autouse=True)
def _bars_on(monkeypatch):
    monkeypatch.delenv("GECNB_PROGRESS", raising=False)
    gp.set_enabled(None)
    yield
    gp.set_enabled(None)


def test_scoped_off_only_turns_bars_off():
    assert gp.enabled()
    with gp.scoped(False):
        assert not gp.enabled()
        with gp.scoped(True):  # cannot turn back on what a caller turned off
            assert not gp.enabled()
    assert gp.enabled()
    gp.set_enabled(False)
    with gp.scoped(True):
        assert not gp.enabled()


@needs_spacy
@pytest.mark.parametrize("workers", [1, 2])
def test_errant_extraction_bar(capsys, monkeypatch, workers):
    import gecnb.edits.errant_extractor as eb
    import gecnb.edits.errant_workers as ew

    monkeypatch.setattr(eb, "PROGRESS_MIN_PAIRS", 5)
    monkeypatch.setattr(ew, "MIN_PAIRS_PER_WORKER", 5)  # workers=2: a forked worker does half the pairs
    ex = eb.ErrantExtractor(cache=False, workers=workers)
    with_bar = ex.extract_many(PAIRS)
    err = capsys.readouterr().err
    steps = len({s for p in PAIRS for s in p}) + len(PAIRS)
    assert f"ERRANT edits ({len(PAIRS)} pairs)" in err and f"/{steps} [" in err
    if workers == 2:
        assert ex.stats["processes"] == 2
    # every step is counted, the worker's share included (the text bar shows only some of its states)
    counted: list[tuple[int, int]] = []

    def recording(*, total, desc, unit="it", enabled=None, min_total=1):
        bar = gp.progress(total=total, desc=desc, unit=unit, enabled=enabled, min_total=min_total)
        counted.append((total, 0))

        class Rec:
            def update(self, n=1):
                counted[-1] = (counted[-1][0], counted[-1][1] + n)
                bar.update(n)

            def close(self):
                bar.close()

            def __enter__(self):
                return self

            def __exit__(self, *exc):
                self.close()

        return Rec()

    monkeypatch.setattr(eb, "progress", recording)
    assert eb.ErrantExtractor(cache=False, workers=workers).extract_many(PAIRS) == with_bar
    assert counted == [(steps, steps)]
    capsys.readouterr()
    monkeypatch.undo()
    monkeypatch.setattr(eb, "PROGRESS_MIN_PAIRS", 5)
    monkeypatch.setattr(ew, "MIN_PAIRS_PER_WORKER", 5)
    quiet = eb.ErrantExtractor(cache=False, workers=workers, progress=False).extract_many(PAIRS)
    assert capsys.readouterr().err == ""
    gp.set_enabled(False)
    off = eb.ErrantExtractor(cache=False, workers=workers).extract_many(PAIRS)
    assert capsys.readouterr().err == ""
    assert with_bar == quiet == off
    assert with_bar[0] == (Edit(1, 2, 1, 2, "R:VERB:SVA", "goes"),)


def test_chinese_aligner_bar(capsys, monkeypatch):
    import gecnb.edits.chinese as zh

    monkeypatch.setattr(zh, "PROGRESS_MIN_PAIRS", 3)
    pairs = [("我 们 去 商 店", "我 们 去 了 商 店"), ("他 没 有 来", "他 没 来"), ("这 个 很 难", "这 个 很 难 。"),
             ("他 没 有 来", "他 没 来")]
    with_bar = zh.ChineseCharAligner().extract_many(pairs)
    err = capsys.readouterr().err
    assert "Chinese edits (3 pairs)" in err and "/3 [" in err  # distinct pairs
    assert zh.ChineseCharAligner(progress=False).extract_many(pairs) == with_bar
    assert capsys.readouterr().err == ""


class _WholeSentence:
    def signature(self) -> str:
        return "test-whole-sentence"

    def extract_many(self, pairs):
        with gp.progress(total=len(pairs), desc="test extractor", enabled=None) as bar:
            out = []
            for s, t in pairs:
                a, b = s.split(), t.split()
                out.append(() if a == b else (Edit(0, len(a), 0, len(b), "R:OTHER", " ".join(b)),))
                bar.update(1)
        return out


def _corpus() -> Corpus:
    c = Corpus("c", ("a b c", "d e f", "g h"))
    c.add_references("r", [["a b x"], ["d e f", "d y f"], ["g h"]])
    for k in range(3):
        c.add_system(f"s{k}", ["a b x", "d e f" if k else "d z f", "g h i" if k == 2 else "g h"])
    return c


def test_cleme_scores_bars_and_progress_false(capsys, monkeypatch):
    import gecnb.metrics.cleme as api

    monkeypatch.setattr(api, "STATS_PROGRESS_MIN", 1)
    shown = api.cleme_scores(_corpus(), reference_set="r", extractor=_WholeSentence())
    err = capsys.readouterr().err
    assert "CLEME chunk statistics" in err and "/3 [" in err
    assert "test extractor" in err  # the extractor's own bar, reached through prepare
    quiet = api.cleme_scores(_corpus(), reference_set="r", extractor=_WholeSentence(), progress=False)
    assert capsys.readouterr().err == ""  # progress=False reaches the extractor too (gecnb._progress.scoped)
    assert shown.equals(quiet)
    monkeypatch.setattr(api, "STATS_PROGRESS_MIN", 10**9)  # small work: no bar
    api.cleme_scores(_corpus(), reference_set="r", extractor=_WholeSentence(), edits="extract")
    assert "CLEME chunk statistics" not in capsys.readouterr().err


def test_notebook_bar_leaves_no_text_in_the_saved_output(monkeypatch):
    """In a Jupyter kernel the bar is a widget displayed without a text/plain fallback and closed at the end, so a
    checked cell's saved output (nbval) is the same with bars on or off (issue 29: 00_quickstart failed alone)."""
    pytest.importorskip("ipywidgets")
    import IPython.display

    shown: list[tuple[dict, dict]] = []
    monkeypatch.setattr(gp, "_in_kernel", lambda: True)
    monkeypatch.setattr(IPython.display, "display", lambda obj, **kw: shown.append((obj, kw)))
    with gp.progress(total=3, desc="work <b>") as bar:
        for _ in range(3):
            bar.update(1)
        widget = bar._widget
        assert bar._bar.value == 3 and "work &lt;b&gt;: 3/3" in bar._label.value
    assert len(shown) == 1
    bundle, kw = shown[0]
    assert kw == {"raw": True} and set(bundle) == {"application/vnd.jupyter.widget-view+json"}
    assert bar._widget is None and widget.comm is None  # closed: the front end removes it
    gp.set_enabled(False)
    assert type(gp.progress(total=3, desc="x")) is gp._Silent and len(shown) == 1
