"""An ipywidgets explorer of chunk tables: pick a dataset, a reference set, a system (and one to compare),
a metric variant, a weighting, a filter and a sentence; see its chunks, its category counts and the
sentence's CLEME and CLEME2.0 counts and scores.

The explorer shows what the metrics layer computed, through the renderer of :mod:`gecnb.display.chunks`;
it computes no score. For each (dataset, reference set, system, variant, weighting) it asks
:func:`gecnb.metrics.cleme_sentences.view_chunks` for the chunk table and
:func:`gecnb.metrics.cleme_sentences.sentence_scores` for the per-sentence counts and scores, once (a busy
note meanwhile), and keeps both, so switching back is instant. More per-sentence scores may come from
the caller (``scores=``): a DataFrame with ``system`` and ``sentence`` columns, or a callable
``(system, sentence) -> DataFrame | Mapping`` that the metrics layer provides. ipywidgets is imported
when an explorer is built, so ``import gecnb.display`` works without it.

A saved notebook keeps a static HTML snapshot of the explorer's current view next to the widget: where
the widget cannot be drawn (an untrusted notebook in JupyterLab, GitHub, nbviewer, a notebook saved
without widget state) the snapshot shows the chunk table instead of ``VBox(children=...)``. JupyterLab
chooses the widget view for trusted outputs and the HTML for untrusted ones (its widget renderer is
registered as unsafe), so a live session shows the controls and a stored one the table.
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, TypeAlias

import pandas as pd

from gecnb.data.corpus import Corpus
from gecnb.data.errors import GecInputError
from gecnb.display.chunks import (
    INK,
    PAPER,
    STYLE,
    ChunkTable,
    _check_frame,
    card_html,
    category_counts,
    chunk_grid,
    counts_html,
    frame_html,
    sentences_someone_changes,
)

if TYPE_CHECKING:
    from gecnb.chunks.prepared import PreparedCorpus
    from gecnb.edits.extract import EditExtractor
    from gecnb.metrics.weighting import Weigher

# per-sentence scores: a table with system and sentence columns, or (system, sentence) -> table or mapping
ScoreProvider: TypeAlias = "pd.DataFrame | Callable[[str, int], pd.DataFrame | Mapping[str, float] | None]"
NO_COMPARISON = "(none)"
GIVEN_FRAMES = "(the given chunk tables)"
#: the weightings every explorer offers (a weigher object passed as ``weigher=`` adds its own, e.g. llm)
WEIGHTINGS = ("none", "length", "similarity")
#: the explorer's menu of metric variants (labels of :data:`gecnb.metrics.cleme_sentences.VARIANTS`)
VARIANT_LABELS = ("dependent, corpus level", "independent, corpus level", "dependent, sentence level",
                  "independent, sentence level")
# what a failed computation may raise: shown in the widget, the previous choice restored
_SHOWN_ERRORS = (GecInputError, ValueError, KeyError, IndexError, ImportError, OSError, RuntimeError)
WIDGET_MIME = "application/vnd.jupyter.widget-view+json"


def _hyp(frame: pd.DataFrame) -> pd.DataFrame:
    return frame[frame["target"] == "hypothesis"]


def _with(*cats: str) -> Callable[[pd.DataFrame], pd.Series]:
    def pick(frame: pd.DataFrame) -> pd.Series:
        h = _hyp(frame)
        return h.groupby("sentence")["category"].agg(lambda c: bool(c.isin(cats).any()))
    return pick


def _changed_by_hypothesis(frame: pd.DataFrame) -> pd.Series:
    return _hyp(frame).groupby("sentence")["changed"].any()


# name shown in the filter menu -> which sentences of a system's chunk table it keeps
FILTERS: dict[str, Callable[[pd.DataFrame], pd.Series] | None] = {
    "all sentences": None,
    "someone changes something": sentences_someone_changes,
    "the hypothesis changes something": _changed_by_hypothesis,
    "with a TP": _with("TP"),
    "with an FP (FP_ne or FP_un)": _with("FP_ne", "FP_un"),
    "with an FP_ne": _with("FP_ne"),
    "with an FP_un": _with("FP_un"),
    "with an FN": _with("FN"),
}


def _sentence_scores(provider: ScoreProvider | None, system: str, sentence: int) -> pd.DataFrame | None:
    """The provider's scores of one system on one sentence as a small table (None: nothing to show)."""
    if provider is None:
        return None
    if isinstance(provider, pd.DataFrame):
        rows = provider[(provider["system"] == system) & (provider["sentence"] == sentence)]
        table = rows.drop(columns=["system", "sentence"])
    else:
        got = provider(system, sentence)
        if got is None:
            return None
        table = got if isinstance(got, pd.DataFrame) else pd.DataFrame([dict(got)])
    if table.empty:
        return None
    first = "metric" if "metric" in table.columns else None
    return table.set_index(first) if first else table.reset_index(drop=True).rename_axis("")


def _weighting_text(name: str) -> str:
    return "unweighted" if name == "none" else f"{name} weighting"


class ChunkExplorer:
    """Browse the chunks of several systems sentence by sentence, under a chosen dataset, reference set,
    metric variant and weighting.

    ``source``: a :class:`~gecnb.chunks.prepared.PreparedCorpus`, a :class:`~gecnb.data.corpus.Corpus`, the name
    of a vendored dataset (:func:`gecnb.list_datasets`), or a mapping from system name to a ready
    :func:`gecnb.cleme_chunks` frame (then only the system, filter and toggles can change).
    ``datasets``: the vendored datasets the dataset menu offers besides the source's own corpus (default:
    every one of the source's language); ``reference_set``: the one shown first (default: the prepared
    one, else the corpus's first); ``edits``: where the edits of a dataset or reference set not prepared
    come from (``"auto"``: the given ones where there are some, else extracted); ``extractor``: the
    extractor of those (default: one :func:`~gecnb.edits.extract.default_extractor` per language, made on
    first need and shared, so spaCy loads once).
    ``variant``: one of :data:`VARIANT_LABELS` (the assumption and level of both CLEME and CLEME2.0, each
    level with its official factors); ``weighting``: ``"none"``, ``"length"`` (CLEME's), ``"similarity"``
    (CLEME2.0's BERTScore weighting; the shipped cache covers CoNLL-2014 with NUCLE, other data computes
    BERTScore) or the name of ``weigher``, a weigher object the menu then offers (e.g.
    ``get_weigher("llm", model=path)``).
    ``systems``: which systems to offer (default: all). ``compare``: a second system shown side by side on
    the same sentence (the filter follows the first). ``filter``: one of :data:`FILTERS`. ``show_types``,
    ``show_weights``, ``context`` and ``wrap`` are passed to :func:`~gecnb.display.chunks.render_html` (the
    first three are toggles in the widget). ``sentence_scores``: show the sentence's CLEME and CLEME2.0
    counts and scores from the metrics layer; ``scores``: more per-sentence scores from the caller (see
    the module).

    Every (dataset, reference set, system, variant, weighting) is computed once, with a busy note
    meanwhile, and kept. A choice that cannot be computed (a reference set the dataset lacks, a reference
    set with a sentence without references ...) is explained in the status line and the previous choice
    stays. The widget is ``.widget``; a notebook cell ending in the explorer shows it with its snapshot.
    ``.dataset``, ``.reference_set``, ``.variant``, ``.weighting``, ``.system``, ``.compare``, ``.filter``
    and ``.sentence`` read and set the state (``.go(i)`` jumps to sentence ``i``, choosing "all sentences"
    when the filter does not keep it); ``.html`` is the chunk view, ``.message`` the status line's text,
    ``.snapshot()`` the static page of the whole view.
    """

    def __init__(self, source: str | Corpus | PreparedCorpus | Mapping[str, pd.DataFrame], *,
                 datasets: Sequence[str] | None = None, reference_set: str | None = None, edits: str = "auto",
                 extractor: EditExtractor | None = None,
                 variant: str = VARIANT_LABELS[0], weighting: str = "length", weigher: Weigher | None = None,
                 systems: Sequence[str] | None = None, system: str | None = None, compare: str | None = None,
                 filter: str = "all sentences", sentence: int | None = None, show_types: bool = True,
                 show_weights: bool = False, context: int | None = 4, wrap: int | None = 150,
                 sentence_scores: bool = True, scores: ScoreProvider | None = None) -> None:
        try:
            import ipywidgets as w
        except ImportError as e:  # pragma: no cover - the notebook extra installs it
            raise ImportError("the chunk explorer needs ipywidgets: pip install 'gecnb[notebook]'") from e
        from gecnb.chunks.prepared import PreparedCorpus
        from gecnb.data.registry import LANGUAGES, list_datasets, load_dataset
        from gecnb.metrics.cleme_sentences import VARIANTS
        from gecnb.metrics.weighting import Weigher, get_weigher

        assert tuple(VARIANTS) == VARIANT_LABELS
        self._load = load_dataset
        self._corpora: dict[str, Corpus] = {}
        self._given: PreparedCorpus | None = None
        self._frames: dict[tuple[str, ...], pd.DataFrame] = {}
        self._scored: dict[tuple[str, ...], pd.DataFrame] = {}
        self._prepared: dict[tuple[str, str, str], PreparedCorpus] = {}
        self._static = isinstance(source, Mapping)
        if isinstance(source, str):
            if source not in LANGUAGES:
                raise KeyError(f"unknown dataset {source!r}; known: {', '.join(LANGUAGES)}")
            source = load_dataset(source)
        if isinstance(source, Mapping):
            for name, frame in source.items():
                try:
                    _check_frame(frame)
                except (TypeError, ValueError) as err:  # name the system whose frame is malformed
                    raise type(err)(f"the chunk frame of {name!r}: {err}") from None
                self._frames[(GIVEN_FRAMES, GIVEN_FRAMES, str(name), GIVEN_FRAMES, GIVEN_FRAMES)] = frame
            names = list(source)
            dataset_names, ref_sets, first_ref = [GIVEN_FRAMES], [GIVEN_FRAMES], GIVEN_FRAMES
        elif isinstance(source, (Corpus, PreparedCorpus)):
            corpus = source.corpus if isinstance(source, PreparedCorpus) else source
            if isinstance(source, PreparedCorpus):
                self._given = source
            self._corpora[corpus.name] = corpus
            language = corpus.language
            offered = list(list_datasets(language=language)) if datasets is None else list(datasets)
            unknown = [d for d in offered if d not in LANGUAGES]
            if unknown:
                raise KeyError(f"unknown datasets {unknown}; known: {', '.join(LANGUAGES)}")
            other = [d for d in offered if LANGUAGES[d] != language]
            if other:
                raise ValueError(f"datasets {other} are not in the language of {corpus.name} ({language})")
            dataset_names = [corpus.name, *(d for d in offered if d != corpus.name)]
            ref_sets = list(corpus.reference_sets)
            first_ref = (reference_set or (source.reference_set if isinstance(source, PreparedCorpus) else None)
                         or (ref_sets[0] if ref_sets else ""))
            if first_ref not in ref_sets:
                raise KeyError(f"reference_set={first_ref!r} is not among the reference sets of {corpus.name}: {ref_sets}")
            names = list(source.systems) if isinstance(source, PreparedCorpus) else list(corpus.systems)
        else:
            raise TypeError(f"source must be a dataset name, a Corpus, a PreparedCorpus or a mapping of chunk frames, "
                            f"not {type(source).__name__}")
        self._restrict = None if systems is None else list(systems)
        if systems is not None:
            unknown = [s for s in systems if s not in names]
            if unknown:
                raise KeyError(f"unknown systems {unknown}; the choice is {names}")
            names = list(systems)
        if not names:
            raise ValueError("no system to explore")
        for name, chosen in (("system", system), ("compare", compare)):
            if chosen is not None and chosen not in names:
                raise KeyError(f"{name}={chosen!r} is not among the systems {names}")
        if filter not in FILTERS:
            raise ValueError(f"filter must be one of {list(FILTERS)}, not {filter!r}")
        if variant not in VARIANT_LABELS:
            raise ValueError(f"variant must be one of {list(VARIANT_LABELS)}, not {variant!r}")
        self._weighers: dict[str, Weigher | None] = {n: None for n in WEIGHTINGS}
        if weigher is not None:
            if not isinstance(weigher, Weigher):
                raise TypeError(f"weigher must be a gecnb.metrics.weighting.Weigher, not {type(weigher).__name__}")
            self._weighers[str(getattr(weigher, "name", "custom"))] = weigher
        self._get_weigher = get_weigher
        if weighting not in self._weighers:
            raise ValueError(f"weighting must be one of {list(self._weighers)}, not {weighting!r}"
                             + ("" if weigher is not None else " (pass weigher= to offer another, e.g. an LLM weigher)"))
        if scores is not None and not callable(scores) and not isinstance(scores, pd.DataFrame):
            raise TypeError(f"scores must be a DataFrame or a callable (system, sentence), got {type(scores).__name__}")
        if isinstance(scores, pd.DataFrame) and not {"system", "sentence"} <= set(scores.columns):
            raise ValueError(f"a scores table needs 'system' and 'sentence' columns; it has {list(scores.columns)}")
        if context is not None and (not isinstance(context, int) or context < 0):
            raise ValueError(f"context must be None or a non-negative int, not {context!r}")
        if edits not in ("auto", "given", "extract"):
            raise ValueError(f"edits must be 'auto', 'given' or 'extract', not {edits!r}")
        self._edits = edits
        self._extractors: dict[str, EditExtractor] = {} if extractor is None else {"*": extractor}
        self._context = 4 if context is None else context
        self._wrap = wrap
        self._scores = scores
        self._with_scores = sentence_scores and not self._static
        self._kept: dict[tuple[tuple[str, ...], str], list[int]] = {}
        self._handles: list[Any] = []
        self._note = ""
        self._quiet = False

        wide = w.Layout(width="20em")
        self._dataset = w.Dropdown(options=dataset_names, value=dataset_names[0], description="dataset",
                                   disabled=self._static, layout=wide)
        self._refs = w.Dropdown(options=ref_sets, value=first_ref, description="references",
                                disabled=self._static, layout=wide)
        variants, weightings = ([GIVEN_FRAMES], [GIVEN_FRAMES]) if self._static else (list(VARIANT_LABELS), list(self._weighers))
        self._variant = w.Dropdown(options=variants, value=variants[0] if self._static else variant,
                                   description="variant", disabled=self._static, layout=wide)
        self._weighting = w.Dropdown(options=weightings, value=weightings[0] if self._static else weighting,
                                     description="weighting", disabled=self._static, layout=w.Layout(width="14em"))
        self._system = w.Dropdown(options=names, value=system or names[0], description="system")
        self._compare = w.Dropdown(options=[NO_COMPARISON, *names], value=compare or NO_COMPARISON,
                                   description="beside")
        self._filter = w.Dropdown(options=list(FILTERS), value=filter, description="show")
        self._prev = w.Button(description="\u25c0", layout=w.Layout(width="3em"), tooltip="previous sentence")
        self._next = w.Button(description="\u25b6", layout=w.Layout(width="3em"), tooltip="next sentence")
        self._pos = w.IntSlider(min=0, max=0, value=0, description="", continuous_update=False, readout=False,
                                layout=w.Layout(width="18em"))
        self._jump = w.IntText(value=0, description="go to", layout=w.Layout(width="11em"))
        self._where = w.HTML()
        self._weights = w.Checkbox(value=show_weights, description="weights", indent=False, layout=w.Layout(width="7em"))
        self._types = w.Checkbox(value=show_types, description="types", indent=False, layout=w.Layout(width="6em"))
        self._whole = w.Checkbox(value=context is None, description="whole context", indent=False,
                                 layout=w.Layout(width="9em"))
        self._status = w.HTML()
        self._view = w.HTML()
        self._carrier = w.HTML(value="", layout=w.Layout(display="none"))  # holds the snapshot's place live
        self._busy = False
        self._last: int | None = None
        self._good = self._state()
        self._dataset.observe(lambda _: self._changed(dataset=True), names="value")
        for control in (self._refs, self._variant, self._weighting, self._system):
            control.observe(lambda _: self._changed(), names="value")
        self._filter.observe(lambda _: self._refilter(), names="value")
        self._compare.observe(lambda _: self._changed(refilter=False), names="value")
        for control in (self._weights, self._types, self._whole):
            control.observe(lambda _: self._render(), names="value")
        self._pos.observe(lambda _: self._render(), names="value")
        self._jump.observe(lambda change: self._go_quietly(change["new"]), names="value")
        self._prev.on_click(lambda _: self._step(-1))
        self._next.on_click(lambda _: self._step(1))
        self.widget = w.VBox([
            w.HBox([self._dataset, self._refs, self._variant, self._weighting],
                   layout=w.Layout(display="none" if self._static else "flex")),
            w.HBox([self._system, self._compare, self._filter]),
            w.HBox([self._prev, self._pos, self._next, self._jump, self._where]),
            w.HBox([self._weights, self._types, self._whole, self._status]),
            self._view,
        ])
        self._refilter(sentence)

    # state ---------------------------------------------------------------------------------------
    def _state(self) -> dict[str, Any]:
        return {"dataset": self._dataset.value, "refs_options": list(self._refs.options), "refs": self._refs.value,
                "systems": list(self._system.options), "system": self._system.value, "compare": self._compare.value,
                "variant": self._variant.value, "weighting": self._weighting.value}

    def _key(self, system: str | None = None) -> tuple[str, ...]:
        """(dataset, reference set, system, variant, weighting): what a chunk table and its scores depend on."""
        name = system or str(self._system.value)
        if self._static:
            return (GIVEN_FRAMES, GIVEN_FRAMES, name, GIVEN_FRAMES, GIVEN_FRAMES)
        return (str(self._dataset.value), str(self._refs.value), name, str(self._variant.value),
                str(self._weighting.value))

    def _corpus(self, name: str) -> Corpus:
        if name not in self._corpora:
            self._corpora[name] = self._load(name)
        return self._corpora[name]

    def _extractor(self, language: str) -> EditExtractor:
        """The extractor shared by every preparation in ``language`` (the one given, else a default one)."""
        from gecnb.edits.extract import default_extractor

        if "*" in self._extractors:
            return self._extractors["*"]
        if language not in self._extractors:
            self._extractors[language] = default_extractor(language)  # type: ignore[arg-type]
        return self._extractors[language]

    def _weigher(self, name: str) -> Weigher:
        """One weigher object per weighting, shared by every computation (its memory with it)."""
        got = self._weighers[name]
        if got is None:
            got = self._weighers[name] = self._get_weigher(name)
        return got

    def prepared(self, system: str | None = None) -> PreparedCorpus:
        """The edits of ``system`` (default: the one shown) on the chosen dataset and reference set: the given
        :class:`~gecnb.chunks.prepared.PreparedCorpus` where it covers them, else prepared here (and kept)."""
        from gecnb.chunks.prepared import prepare

        if self._static:
            raise ValueError("this explorer shows given chunk tables: it has no prepared corpus")
        dataset, refs, name = self._key(system)[:3]
        g = self._given
        if g is not None and g.corpus.name == dataset and g.reference_set == refs and name in g.system_edits:
            return g
        if (dataset, refs, name) not in self._prepared:
            corpus = self._corpus(dataset)
            self._prepared[(dataset, refs, name)] = prepare(corpus, reference_set=refs, systems=[name], edits=self._edits,  # type: ignore[arg-type]
                                                            extractor=self._extractor(corpus.language), progress=False)
        return self._prepared[(dataset, refs, name)]

    def setting(self) -> Any:
        """The :class:`~gecnb.metrics.cleme_sentences.ViewSetting` of the chosen variant and weighting."""
        from gecnb.metrics.cleme_sentences import ViewSetting

        return ViewSetting.from_variant(str(self._variant.value), self._weigher(str(self._weighting.value)))

    def _busy_note(self, what: str, key: tuple[str, ...]) -> None:
        dataset, refs, name, variant, weighting = key
        self._status.value = (f'<span style="color: #bf360c">\u231b computing {what} of {html.escape(name)} '
                              f'({html.escape(dataset)}, {html.escape(refs)}, {html.escape(variant)}, '
                              f'{html.escape(_weighting_text(weighting))})\u2026</span>')

    def frame(self, system: str | None = None) -> pd.DataFrame:
        """The chunk table of ``system`` (default: the one shown) under the chosen dataset, reference set,
        variant and weighting, computed on first use (the status line says so meanwhile)."""
        key = self._key(system)
        if key not in self._frames:
            from gecnb.metrics.cleme_sentences import view_chunks  # display -> metrics, never the other way

            if self._static:
                raise KeyError(f"no chunk table of {key[2]} was given")
            self._busy_note("the chunks", key)
            try:
                self._frames[key] = view_chunks(self.prepared(key[2]), system=key[2], setting=self.setting())
            finally:
                self._status.value = ""
        return self._frames[key]

    def sentence_table(self, system: str | None = None) -> pd.DataFrame | None:
        """:func:`~gecnb.metrics.cleme_sentences.sentence_scores` of ``system`` (default: the one shown) under
        the chosen setting (None for given chunk tables or ``sentence_scores=False``)."""
        if not self._with_scores:
            return None
        key = self._key(system)
        if key not in self._scored:
            from gecnb.metrics.cleme_sentences import sentence_scores

            self._busy_note("the CLEME and CLEME2.0 scores", key)
            try:
                self._scored[key] = sentence_scores(self.prepared(key[2]), system=key[2], setting=self.setting())
            finally:
                self._status.value = ""
        return self._scored[key]

    def kept(self) -> list[int]:
        """The sentence indices the current filter keeps for the current system."""
        key = (self._key(), str(self._filter.value))
        if key not in self._kept:
            frame = self.frame()
            rule = FILTERS[self._filter.value]
            if rule is None:
                self._kept[key] = sorted(set(frame["sentence"].tolist()))
            else:
                keep = rule(frame)
                self._kept[key] = [int(i) for i in keep.index[keep.to_numpy(dtype=bool)]]
        return self._kept[key]

    def _choose(self, control: Any, value: str, what: str) -> None:
        """Set a menu from code; a value it does not offer is said in the status line (no exception)."""
        if value not in control.options:
            where = f"{self._dataset.value} has no" if control is self._refs else "this explorer offers no"
            self._status.value = self._error(f"{where} {what} {value!r}; the choice is {list(control.options)}")
            return
        control.value = value

    @property
    def dataset(self) -> str:
        return str(self._dataset.value)

    @dataset.setter
    def dataset(self, name: str) -> None:
        self._choose(self._dataset, name, "dataset")

    @property
    def reference_set(self) -> str:
        return str(self._refs.value)

    @reference_set.setter
    def reference_set(self, name: str) -> None:
        self._choose(self._refs, name, "reference set")

    @property
    def variant(self) -> str:
        return str(self._variant.value)

    @variant.setter
    def variant(self, name: str) -> None:
        self._choose(self._variant, name, "variant")

    @property
    def weighting(self) -> str:
        return str(self._weighting.value)

    @weighting.setter
    def weighting(self, name: str) -> None:
        self._choose(self._weighting, name, "weighting")

    @property
    def message(self) -> str:
        """The status line as text (a busy note, a note on the last change, or why a choice was refused)."""
        return html.unescape(re.sub(r"<[^>]+>", "", str(self._status.value)))

    @property
    def system(self) -> str:
        return str(self._system.value)

    @system.setter
    def system(self, name: str) -> None:
        self._system.value = name

    @property
    def compare(self) -> str | None:
        value = str(self._compare.value)
        return None if value == NO_COMPARISON else value

    @compare.setter
    def compare(self, name: str | None) -> None:
        self._compare.value = NO_COMPARISON if name is None else name

    @property
    def filter(self) -> str:
        return str(self._filter.value)

    @filter.setter
    def filter(self, name: str) -> None:
        if name not in FILTERS:
            raise ValueError(f"filter must be one of {list(FILTERS)}, not {name!r}")
        self._filter.value = name

    @property
    def sentence(self) -> int | None:
        kept = self.kept()
        return kept[self._pos.value] if kept else None

    @sentence.setter
    def sentence(self, i: int) -> None:
        kept = self.kept()
        if i not in kept:
            raise KeyError(f"sentence {i} is not among the {len(kept)} sentences shown by {self.filter!r}")
        self._pos.value = kept.index(i)

    def go(self, i: int) -> None:
        """Jump to sentence ``i``; when the filter does not keep it, switch to "all sentences"."""
        if i not in set(self.frame()["sentence"].tolist()):
            raise KeyError(f"sentence {i} is not in the chunk table of {self.system}")
        if i not in self.kept():
            self._filter.value = "all sentences"
        self.sentence = i

    @property
    def html(self) -> str:
        return str(self._view.value)

    @property
    def options(self) -> dict[str, Any]:
        """The renderer's options as the toggles set them."""
        return {"show_types": bool(self._types.value), "show_weights": bool(self._weights.value),
                "context": None if self._whole.value else self._context, "wrap": self._wrap}

    # behaviour -----------------------------------------------------------------------------------
    @staticmethod
    def _error(text: str) -> str:
        return f'<span style="color: #b71c1c">{html.escape(text)}</span>'

    def _sync_dataset(self) -> list[str]:
        """Offer the chosen dataset's reference sets and systems, keeping the current ones where it has
        them; returns notes on what changed."""
        name = str(self._dataset.value)
        corpus = self._corpus(name)
        notes = []
        refs = list(corpus.reference_sets)
        if not refs:
            raise GecInputError(f"dataset {name} has no reference set")
        names = list(self._given.systems) if self._given is not None and self._given.corpus.name == name \
            else list(corpus.systems)
        if self._restrict is not None and any(s in names for s in self._restrict):
            names = [s for s in self._restrict if s in names]
        if not names:
            raise GecInputError(f"dataset {name} has no system output to explore")
        ref = str(self._refs.value)
        if ref not in refs:
            new = (self._given.reference_set if self._given is not None and self._given.corpus.name == name
                   else refs[0])
            notes.append(f"{name} has no reference set {ref}: showing {new}")
            ref = new
        sys_ = str(self._system.value)
        if sys_ not in names:
            notes.append(f"{name} has no system {sys_}: showing {names[0]}")
            sys_ = names[0]
        cmp_ = str(self._compare.value)
        if cmp_ != NO_COMPARISON and cmp_ not in names:
            notes.append(f"{name} has no system {cmp_} to show beside")
            cmp_ = NO_COMPARISON
        self._refs.options, self._refs.value = refs, ref
        self._system.options, self._system.value = names, sys_
        self._compare.options, self._compare.value = [NO_COMPARISON, *names], cmp_
        return notes

    def _restore(self, state: dict[str, Any]) -> None:
        self._dataset.value = state["dataset"]
        self._refs.options, self._refs.value = state["refs_options"], state["refs"]
        self._system.options, self._system.value = state["systems"], state["system"]
        self._compare.options, self._compare.value = [NO_COMPARISON, *state["systems"]], state["compare"]
        self._variant.value, self._weighting.value = state["variant"], state["weighting"]

    def _changed(self, *, dataset: bool = False, refilter: bool = True) -> None:
        """A menu changed: compute what the new choice shows (or say why not and restore the last good
        choice), then show it."""
        if self._quiet:
            return
        self._quiet = True
        try:
            notes = self._sync_dataset() if dataset else []
            self.frame()
            self.sentence_table()
            if self.compare is not None:
                self.frame(self.compare)
                self.sentence_table(self.compare)
        except _SHOWN_ERRORS as e:
            if isinstance(e, GecInputError) and e.file is None:
                text = e.problem
            else:
                text = str(e.args[0]) if isinstance(e, KeyError) and e.args else str(e)
            self._restore(self._good)
            self._quiet = False
            self._refilter() if refilter else self._render()
            self._status.value = self._error(f"cannot show this choice: {text}. The previous choice is kept.")
            return
        finally:
            self._quiet = False
        self._good = self._state()
        self._note = "; ".join(notes)
        self._refilter() if refilter else self._render()

    def _refilter(self, sentence: int | None = None) -> None:
        if self._quiet:
            return
        current = sentence if sentence is not None else self._last
        kept = self.kept()
        self._busy = True
        try:
            self._pos.max = max(len(kept) - 1, 0)
            # stay on the same sentence when the new filter keeps it, else go to the next one it keeps
            pos = 0
            if current is not None and kept:
                after = [k for k, i in enumerate(kept) if i >= current]
                pos = after[0] if after else len(kept) - 1
            self._pos.value = pos
        finally:
            self._busy = False
        self._render()

    def _step(self, delta: int) -> None:
        self._pos.value = min(max(self._pos.value + delta, self._pos.min), self._pos.max)

    def _go_quietly(self, i: int) -> None:
        """The "go to" box: jump, or say in the status line why not."""
        if self._busy or self._quiet or i == self.sentence:
            return
        try:
            self.go(int(i))
        except KeyError as e:
            self._status.value = self._error(str(e.args[0]))

    def _metric_table(self, name: str, sentence: int) -> pd.DataFrame | None:
        """The sentence's rows of the metrics layer's per-sentence table, formatted for reading."""
        table = self.sentence_table(name)
        if table is None:
            return None
        rows = table[table["sentence"] == sentence]
        if rows.empty:
            return None
        shown = pd.DataFrame(index=pd.Index(rows["metric"].tolist(), name="metric"))
        shown["ref"] = ["\u2013" if r < 0 else f"ref{r}" for r in rows["ref"]]
        for col, head in (("tp", "TP"), ("fp_ne", "FP_ne"), ("fp_un", "FP_un"), ("fn", "FN"), ("tn", "TN")):
            shown[head] = [f"{v:.4g}" for v in rows[col]]
        for col, head in (("p", "P"), ("r", "R"), ("f", "F0.5"), ("hit", "Hit"), ("wrong", "Wrong"),
                          ("under", "Under"), ("over", "Over"), ("score", "Score")):
            shown[head] = ["" if pd.isna(v) else f"{v:.4f}" for v in rows[col]]
        return shown

    def _system_block(self, name: str, sentence: int) -> str:
        frame = self.frame(name)
        if sentence not in set(frame["sentence"].tolist()):
            return card_html(f"{html.escape(name)} has no chunk table for sentence {sentence}.")
        grid = chunk_grid(frame, sentence=sentence, title=f"{name} \u00b7 sentence {sentence}")
        parts = [counts_html(category_counts(frame, sentence=sentence), weights=bool(self._weights.value))]
        metrics = self._metric_table(name, sentence)
        if metrics is not None:
            parts.append(frame_html(metrics, caption=f"CLEME and CLEME2.0 of {name} on sentence {sentence} "
                                                     f"({self.variant}, {_weighting_text(self.weighting)}; ref: the "
                                                     f"reference chosen)"))
        table = _sentence_scores(self._scores, name, sentence)
        if table is not None:
            parts.append(frame_html(table, caption=f"scores of {name} on sentence {sentence}"))
        return card_html("".join(parts)) + ChunkTable([grid], style=False, **self.options).html

    def _render(self) -> None:
        if self._busy or self._quiet:
            return
        self._status.value = f'<span style="color: #bf360c">{html.escape(self._note)}</span>' if self._note else ""
        self._note = ""
        kept = self.kept()
        if not kept:  # the last sentence shown stays the anchor for the next filter or system
            self._where.value = "no sentence"
            self._view.value = card_html(f"No sentence of {html.escape(self.system)} is kept by "
                                         f"\u201c{html.escape(self.filter)}\u201d.")
        else:
            i = kept[self._pos.value]
            self._last = i
            self._busy = True
            try:
                self._jump.value = i
            finally:
                self._busy = False
            self._where.value = (f"sentence <b>{i}</b> \u2014 {self._pos.value + 1} of {len(kept)} "
                                 f"{'sentences' if FILTERS[self.filter] is None else 'matching'}")
            blocks = [self._system_block(self.system, i)]
            if self.compare is not None and self.compare != self.system:
                blocks.append(self._system_block(self.compare, i))
            if len(blocks) == 1:
                self._view.value = STYLE + blocks[0]
            else:
                side = "".join(f'<div style="display: inline-block; vertical-align: top; margin-right: 12px; '
                               f'max-width: 100%">{b}</div>' for b in blocks)
                self._view.value = STYLE + f'<div class="gecnb-side-by-side">{side}</div>'
        for handle in self._handles:
            handle.update(self._snapshot_bundle(), raw=True)

    # a static snapshot beside the widget -----------------------------------------------------------
    def describe(self) -> str:
        """The choices shown, in one line (the snapshot's heading)."""
        beside = f" \u00b7 beside {self.compare}" if self.compare else ""
        setting = "" if self._static else (f"{self.dataset} \u00b7 {self.reference_set} \u00b7 {self.variant} \u00b7 "
                                           f"{_weighting_text(self.weighting)} \u00b7 ")
        where = re.sub(r"<[^>]+>", "", str(self._where.value))
        return f"{setting}{self.system}{beside} \u00b7 {self.filter} \u00b7 {where}"

    def snapshot(self) -> str:
        """The current view as static HTML (every style inline): what a saved notebook shows where the
        widget cannot be drawn."""
        head = (f'<div class="gecnb-card" style="display: block; background: {PAPER}; color: {INK}; '
                f'font-size: 12px; padding: 2px 6px; margin: 0.2em 0; border-left: 3px solid #1565c0">'
                f'gecnb explorer (static snapshot; run the notebook to use the controls): '
                f'<b>{html.escape(self.describe())}</b></div>')
        return head + self.html

    def _snapshot_bundle(self) -> dict[str, Any]:
        bundle = self._carrier._repr_mimebundle_() or {}
        bundle["text/html"] = self.snapshot()
        bundle["text/plain"] = f"{self!r} (static snapshot)"
        return bundle

    def _repr_mimebundle_(self, include: Any = None, exclude: Any = None) -> dict[str, Any]:
        """The widget and, for frontends that cannot draw it, the snapshot of its current view."""
        bundle = self.widget._repr_mimebundle_() or {}
        bundle["text/html"] = self.snapshot()
        bundle["text/plain"] = repr(self)
        return bundle

    def _ipython_display_(self) -> None:
        """In IPython: the widget (with a plain-text line where it cannot be drawn), then a snapshot of
        the view that follows every change (an update_display_data of a display id), so a saved
        notebook shows the view it was saved with. Live, the snapshot's place is an invisible widget."""
        from IPython.display import display

        bundle = self.widget._repr_mimebundle_() or {}
        # a fixed line: this output is never updated, so it must not claim a state that later changes
        bundle["text/plain"] = "gecnb ChunkExplorer (a widget: it needs a live kernel; its current view is below)"
        display(bundle, raw=True)
        handle = display(self._snapshot_bundle(), raw=True, display_id=True)
        if handle is not None:
            self._handles.append(handle)

    def __repr__(self) -> str:
        beside = f", compare={self.compare!r}" if self.compare else ""
        setting = "" if self._static else (f"dataset={self.dataset!r}, reference_set={self.reference_set!r}, "
                                           f"variant={self.variant!r}, weighting={self.weighting!r}, ")
        return f"ChunkExplorer({setting}system={self.system!r}{beside}, filter={self.filter!r}, sentence={self.sentence})"


def explore(source: str | Corpus | PreparedCorpus | Mapping[str, pd.DataFrame], **options: Any) -> ChunkExplorer:
    """Shorthand for :class:`ChunkExplorer`."""
    return ChunkExplorer(source, **options)
