"""The metric protocol: one base class, one registry, one way to score.

Every metric is a :class:`Metric` subclass holding a frozen config (its ``Config`` dataclass, validated
in ``__post_init__``), registered with :func:`register` in its family's module of :mod:`gecnb.metrics`
(importing the package imports all of its modules, so adding a metric touches one module and no list;
this module only reads the registry and imports nothing above it).

>>> import gecnb
>>> corpus = gecnb.load_dataset("conll14-cleme-errant").subset(range(50))
>>> gecnb.score(corpus, "m2", reference_set="NUCLE", systems=["AMU"])[["system", "metric", "f"]]  # doctest: +SKIP
>>> gecnb.get_metric("gleu", iterations=100).config                                               # doctest: +SKIP
>>> gecnb.list_metrics()                                                                          # doctest: +SKIP

``score`` returns one row per system: ``system, metric``, the metric's values, ``signature`` (the
long form of a :class:`~gecnb.data.signature.Signature`). ``sentences`` returns one row per system and
sentence (``sentence`` 0-based).
"""

from __future__ import annotations

import dataclasses
import hashlib
import os
import sys
import types
import typing
import weakref
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Literal, get_args, get_origin

import pandas as pd

from gecnb.data.checks import check_sentence_lengths
from gecnb.data.corpus import Corpus, ReferenceSet
from gecnb.data.errors import GecInputError
from gecnb.data.signature import PROTOCOL_KEYS, Signature, SignaturePairs
from gecnb.metrics.aggregate import Aggregate, ChoiceAggregate
from gecnb.metrics.options import OptionError

__all__ = [
    "Metric",
    "NoOptions",
    "OptionSpec",
    "Scored",
    "get_metric",
    "gold_label",
    "is_option",
    "list_metrics",
    "metric_classes",
    "option_specs",
    "register",
    "score",
    "score_sentences",
]

Level = Literal["corpus", "sentence"]


@dataclass(frozen=True)
class NoOptions:
    """The config of a metric without options."""

    def signature(self) -> SignaturePairs:
        return ()


@dataclass(frozen=True)
class OptionSpec:
    """One option of a metric config, as the command line and :func:`list_metrics` show it.

    ``kind``: ``bool``, ``int``, ``float``, ``str`` or ``choice`` (``choices`` set), or ``None`` for an
    option only the API can set (e.g. a weights object). ``flag``: the command-line flag.
    """

    name: str
    kind: str | None
    default: Any
    choices: tuple[str, ...] = ()
    help: str = ""
    flag: str = ""


def _kind(tp: Any) -> tuple[str | None, tuple[str, ...]]:
    origin = get_origin(tp)
    if origin in (typing.Union, types.UnionType):
        args = [a for a in get_args(tp) if a is not type(None)]
        return _kind(args[0]) if len(args) == 1 else (None, ())
    if origin is Literal:
        return "choice", tuple(str(a) for a in get_args(tp))
    for t in (bool, int, float, str):
        if tp is t:
            return t.__name__, ()
    return None, ()


def type_hints(cls: type) -> dict[str, Any]:
    """The resolved field types of a dataclass; a type that cannot be resolved here (a name imported only
    for type checking) is ``Any``: an option only the API sets."""
    try:
        return typing.get_type_hints(cls)
    except Exception:
        module = vars(sys.modules.get(cls.__module__, typing))
        out: dict[str, Any] = {}
        for f in dataclasses.fields(cls):
            try:
                out[f.name] = eval(f.type, module) if isinstance(f.type, str) else f.type
            except Exception:
                out[f.name] = Any
        return out


def is_option(f: dataclasses.Field[Any]) -> bool:
    """Whether a config field is an option of its metric (the command line, :func:`list_metrics`,
    ``get_metric(name, **options)``, the snapshot): every field but one marked ``metadata={"cli": False}``,
    which only the config's own constructor takes: a setting of the computation functions that the
    registered metric does not offer (e.g. errant_compare's ``single``; it still goes into the signature when set)."""
    return f.metadata.get("cli", True) is not False


def option_specs(config_type: type) -> list[OptionSpec]:
    """The options of a config dataclass: kind and choices from the type hints, default, help and
    command-line flag (``metadata={"cli": "mp-t"}``; a bool that defaults to True is ``--no-NAME``; a field of
    a wider Python type that the command line gives as text names its kind, ``metadata={"kind": "str"}``, or
    its kind and choices, ``{"kind": "choice", "choices": (...)}``); fields
    marked ``metadata={"cli": False}`` are not options (:func:`is_option`)."""
    hints = type_hints(config_type)
    out = []
    for f in dataclasses.fields(config_type):
        if not is_option(f):
            continue
        kind, choices = _kind(hints[f.name])
        kind = f.metadata.get("kind", kind)  # a field the command line gives as text (e.g. CLEME2.0's factors)
        choices = tuple(f.metadata.get("choices", choices))  # or as one of some names (CLEME's weighting)
        default = f.default if f.default is not dataclasses.MISSING else None
        flag = "--" + f.metadata.get("cli", f.name.replace("_", "-"))
        if kind == "bool" and default is True and "cli" not in f.metadata:
            flag = "--no-" + f.name.replace("_", "-")
        out.append(OptionSpec(f.name, kind, default, choices, f.metadata.get("help", ""), flag))
    return out


@dataclass(frozen=True)
class Scored:
    """One system's scores as a metric's ``_score`` returns them: the values and the signature."""

    values: dict[str, Any]
    signature: Signature


class Metric:
    """A metric: class attributes describe it, ``config`` holds its frozen options.

    Subclasses set ``name``, ``description``, ``languages``, ``levels``, ``inputs``, ``Config`` and
    implement ``_score`` (one :class:`Scored` per system) and, where the metric has per-sentence
    scores, ``_sentences``.
    """

    name: ClassVar[str] = ""
    description: ClassVar[str] = ""
    languages: ClassVar[tuple[str, ...]] = ("en", "zh")
    levels: ClassVar[tuple[str, ...]] = ("corpus", "sentence")
    inputs: ClassVar[str] = "source, hypotheses, references"
    needs_source: ClassVar[bool] = True
    needs_references: ClassVar[bool] = True
    rank: ClassVar[int] = 1000  # order in list_metrics()
    Config: ClassVar[type] = NoOptions
    # the column that is "the" score (what meta-evaluation correlates; F_beta for edit-based metrics) and
    # whether a higher value is better
    score_column: ClassVar[str] = "f"
    higher_is_better: ClassVar[bool] = True
    # the longest sentence this metric takes, in tokens (non-space characters for Chinese), or None for
    # no bound: a metric whose work grows with the product of sentence lengths (an edit lattice, an
    # alignment table, a parse) refuses a longer source, hypothesis or reference before any work, with a
    # GecInputError naming the line (docs/bad-input.md; $GECNB_MAX_ALIGN_TOKENS overrides every bound)
    max_tokens: ClassVar[int | None] = None
    # what the metric reads of the references (the signature's ``gold``): ``m2`` the raw M2 file where the
    # set was read from one (else its edits), ``edits`` the given edits (else the texts, edits extracted),
    # ``text`` the reference texts
    gold_from: ClassVar[str] = "text"

    def __init__(self, *, config: Any = None, **options: Any):
        if config is not None and options:
            raise TypeError("give either config= or options, not both")
        if config is not None and not isinstance(config, self.Config):
            raise TypeError(f"config of {self.name} must be a {self.Config.__name__}, got {type(config).__name__}")
        if config is None:
            known = {f.name for f in dataclasses.fields(self.Config) if is_option(f)}
            unknown = [k for k in options if k not in known]
            if unknown:
                raise OptionError(
                    f"{', '.join(f'`{k}`' for k in unknown)} does not apply to `metric` {self.name} "
                    f"(its options: {', '.join(sorted(known)) or 'none'})"
                )
            config = self.Config(**options)
        self.config = config

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.config!r})"

    # -- the protocol -----------------------------------------------------------------------------
    def _check_level(self, level: str) -> None:
        if level not in ("corpus", "sentence"):
            raise OptionError(f"`level` must be corpus or sentence; got {level!r}")
        if level not in self.levels:
            raise OptionError(f"`metric` {self.name} has no {level} level ({self._no_level_hint()})")

    def text_language(self, language: str) -> str:
        """The language files are read in for this metric (n-gram metrics on words keep the text's
        own segmentation of Chinese; everything else reads Chinese as characters)."""
        return language

    def score(
        self,
        corpus: Corpus,
        *,
        reference_set: str | None = None,
        systems: Sequence[str] | str | None = None,
        level: Level = "corpus",
    ) -> pd.DataFrame:
        """One row per system: ``system, metric``, the values, ``signature``."""
        self._check_level(level)
        rs, names = self._inputs(corpus, reference_set, systems)
        rows = [{"system": s, "metric": self.name, **r.values, "signature": str(self._with_gold(r.signature, rs))}
                for s, r in zip(names, self._score(corpus, rs, names, level), strict=True)]
        return pd.DataFrame(rows)

    def sentences(
        self,
        corpus: Corpus,
        *,
        reference_set: str | None = None,
        systems: Sequence[str] | str | None = None,
    ) -> pd.DataFrame:
        """One row per system and sentence: ``system, metric, sentence`` (0-based), the values,
        ``signature``."""
        rs, names = self._inputs(corpus, reference_set, systems)
        frames = []
        for s, (df, sig) in zip(names, self._sentences(corpus, rs, names), strict=True):
            df = self._sentence_rows(s, df)
            df["signature"] = str(self._with_gold(sig, rs))
            frames.append(df)
        return pd.concat(frames, ignore_index=True) if frames else pd.DataFrame()

    def statistics(
        self,
        corpus: Corpus,
        *,
        reference_set: str | None = None,
        systems: Sequence[str] | str | None = None,
        level: Level = "corpus",
    ) -> pd.DataFrame:
        """One row per system and sentence: ``system, metric, sentence`` and the per-sentence statistics
        whose :meth:`aggregate` is the score at ``level`` (what a bootstrap resamples). For most metrics
        this is :meth:`sentences`; where the corpus score sums other statistics (ERRANT's corpus counts,
        BLEU's n-gram counts, GLEU's counts under each sampling iteration) those are the columns."""
        self._check_level(level)
        agg = self.aggregate(level=level)  # a metric that cannot be resampled says so before any work
        rs, names = self._inputs(corpus, reference_set, systems)
        frames = []
        for s, df in zip(names, self._statistics(corpus, rs, names, level), strict=True):
            # a choice among candidates: one row per (sentence, candidate), the sentence column kept
            frames.append(self._sentence_rows(s, df, renumber=not isinstance(agg, ChoiceAggregate)))
        return pd.concat(frames, ignore_index=True) if frames else pd.DataFrame()

    def _sentence_rows(self, system: str, df: pd.DataFrame, *, renumber: bool = True) -> pd.DataFrame:
        """One system's per-sentence frame with ``system, metric, sentence`` (0-based) in front
        (``renumber=False``: the frame's own ``sentence`` column, for one row per sentence and candidate)."""
        df = df.reset_index(drop=True).copy()
        sentence = df["sentence"].to_numpy() if not renumber else range(len(df))
        if "sentence" in df.columns:
            df = df.drop(columns="sentence")
        df.insert(0, "sentence", sentence)
        df.insert(0, "metric", self.name)
        df.insert(0, "system", system)
        return df

    def aggregate(self, *, level: Level = "corpus") -> Aggregate:
        """How the score at ``level`` is computed from the :meth:`statistics` rows: a
        :class:`~gecnb.metrics.aggregate.SumAggregate` (a function of column sums) or, where the corpus
        score chooses a reference per sentence from the running totals (CLEME2.0, PT-M2, PT-ERRANT), a
        :class:`~gecnb.metrics.aggregate.ChoiceAggregate` (statistics: one row per sentence and candidate;
        the choice is re-run on every resample). Its ``name`` is the value column of :meth:`score` it
        reproduces. An OptionError for a metric that cannot be resampled."""
        if level not in ("corpus", "sentence"):
            raise OptionError(f"`level` must be corpus or sentence; got {level!r}")
        agg = self._aggregate(level)
        if agg is None:
            raise OptionError(f"`metric` {self.name} at `level` {level} cannot be resampled over sentences: "
                              f"{self._no_aggregate_reason(level)}")
        return agg

    def signature(
        self, corpus: Corpus | None = None, *, reference_set: str | None = None, level: Level = "corpus"
    ) -> Signature:
        """The signature of this metric and config (``nrefs`` from the corpus's reference set when one is
        given, ``edits`` as the metric would take them for the corpus's first system)."""
        rs = None
        edits = "none"
        if corpus is not None:
            rs, _ = self._inputs(corpus, reference_set, None)
            edits = self._edit_source(corpus, rs)
        return self._with_gold(self._signature(corpus, rs, None, level, edits), rs)

    def _with_gold(self, sig: Signature, rs: ReferenceSet | None) -> Signature:
        """``sig`` with ``gold`` (see :func:`gold_label`) before ``nrefs`` when the metric reads references."""
        if rs is None or (not self.needs_references and not rs.references):
            return sig
        return sig.with_pairs([("gold", gold_label(rs, self.gold_from))])

    def depends_on_other_systems(self) -> bool:
        """Whether one system's score depends on the other systems scored with it (GoToScorer's difficulty
        weights); score caches key such a metric's rows by all the systems together."""
        return False

    # -- for subclasses ---------------------------------------------------------------------------
    def _score(self, corpus: Corpus, rs: ReferenceSet | None, names: list[str], level: str) -> list[Scored]:
        raise NotImplementedError

    def _sentences(
        self, corpus: Corpus, rs: ReferenceSet | None, names: list[str]
    ) -> list[tuple[pd.DataFrame, Signature]]:
        raise OptionError(f"`metric` {self.name} has no per-sentence scores")

    def _statistics(self, corpus: Corpus, rs: ReferenceSet | None, names: list[str], level: str) -> list[pd.DataFrame]:
        return [df for df, _sig in self._sentences(corpus, rs, names)]

    def _aggregate(self, level: str) -> Aggregate | None:
        return None

    def _no_aggregate_reason(self, level: str) -> str:
        return "its score is not a function of sums of per-sentence statistics"

    def _signature(self, corpus: Corpus | None, rs: ReferenceSet | None, system: str | None, level: str,
                   edits: str = "none") -> Signature:
        pairs: list[tuple[str, object]] = [("metric", self.name), *self._impl_signature(corpus)]
        if level == "sentence":
            pairs.append(("level", "sentence" + (f"({self._sentence_note()})" if self._sentence_note() else "")))
        nrefs: Any = "?" if rs is None and corpus is None else (rs.counts if rs is not None else 0)
        return Signature.of(*pairs, nrefs=nrefs, edits=edits)

    def _sentence_note(self) -> str:
        return ""

    def _impl_signature(self, corpus: Corpus | None) -> SignaturePairs:
        """The implementation's own pairs (its config's ``signature()``); none uses a key the protocol writes
        itself (:data:`~gecnb.data.signature.PROTOCOL_KEYS`)."""
        return impl_pairs(self.config.signature())

    def _edit_source(self, corpus: Corpus, rs: ReferenceSet | None) -> str:
        """Where this metric takes edits from on ``corpus`` (``none`` for metrics without edits)."""
        return "none"

    def _no_level_hint(self) -> str:
        return "see list_metrics()"

    def _inputs(
        self, corpus: Corpus, reference_set: str | None, systems: Sequence[str] | str | None
    ) -> tuple[ReferenceSet | None, list[str]]:
        if not isinstance(corpus, Corpus):
            raise GecInputError(f"expected a gecnb Corpus (see gecnb.corpus_from_files / gecnb.load_dataset), "
                                f"got {type(corpus).__name__}")
        if corpus.language not in self.languages:
            raise GecInputError(f"metric {self.name} does not support language {corpus.language!r} "
                                f"(it supports {', '.join(self.languages)})")
        rs = None
        if reference_set is not None or (corpus.reference_sets and self.needs_references) or \
                len(corpus.reference_sets) == 1:
            try:
                rs = corpus.references(reference_set)
            except KeyError as err:
                raise GecInputError(str(err.args[0])) from None
        elif self.needs_references:
            raise GecInputError(f"metric {self.name} needs references: the corpus {corpus.name} has none")
        try:
            names = corpus.system_names(systems)
        except KeyError as err:
            raise GecInputError(str(err.args[0])) from None
        if not names:
            raise GecInputError(f"the corpus {corpus.name} has no system outputs to score")
        if rs is not None:
            empty = [i + 1 for i, refs in enumerate(rs.references) if not refs]
            if empty:  # one rule for every metric: never scored as if the source were the reference
                more = f" and {len(empty) - 10} more" if len(empty) > 10 else ""
                raise GecInputError(
                    f"reference set {rs.name}: sentence(s) {empty[:10]}{more} have no reference (an empty reference "
                    "list); no metric scores such a sentence as if its source were its reference: give the source "
                    "itself as the reference where no correction is needed, or leave the sentence out (Corpus.subset)",
                    file=corpus.name, line=empty[0])
        self._check_lengths(corpus, rs, names)
        return rs, names

    def _check_lengths(self, corpus: Corpus, rs: ReferenceSet | None, names: list[str]) -> None:
        """A GecInputError for the first sentence longer than :attr:`max_tokens` (before any work)."""
        if self.max_tokens is not None:
            check_sentence_lengths(corpus, rs, names, bound=self.max_tokens, metric=self.name)


def impl_pairs(pairs: SignaturePairs) -> SignaturePairs:
    """A config's pairs, checked: a ValueError for a key the metric protocol writes itself."""
    clash = [k for k, _ in pairs if k in PROTOCOL_KEYS]
    if clash:
        raise ValueError(f"a config's signature uses the protocol's own key(s) {clash}: name the setting otherwise")
    return pairs


# ------------------------------------------------------------------------------------------- gold

_GOLD: dict[tuple[int, str], tuple[weakref.ref[ReferenceSet], str]] = {}


def _digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:12]


def gold_label(rs: ReferenceSet, uses: str = "text") -> str:
    """What a metric's gold is, for its signature: ``m2-file:NAME#HASH`` (the raw M2 file the set was read
    from), ``edits:SET(SOURCE)#HASH`` (given edits; SOURCE the extractor named by the set's description,
    else ``given``) or ``text:SET#HASH`` (the reference texts; edits extracted from them are named by the
    signature's ``edits``). HASH is the first 12 hex digits of the SHA-256 of that content, so two different
    golds never share a label. ``uses``: the metric's :attr:`Metric.gold_from`."""
    key = (id(rs), uses)
    hit = _GOLD.get(key)
    if hit is not None and hit[0]() is rs:
        return hit[1]
    desc = rs.description or ""
    if uses == "m2" and rs.m2_blocks is not None:
        file = desc.split("M2 gold: ", 1)[1] if "M2 gold: " in desc else desc[4:] if desc.startswith("M2: ") else ""
        name = os.path.basename(file.split(";")[0].strip()) or rs.name
        label = f"m2-file:{name}#{_digest(chr(10).join(rs.m2_blocks))}"
    elif uses in ("m2", "edits") and rs.edits is not None:
        source = desc.split("edits: ", 1)[1].split(";")[0].strip() if "edits: " in desc else "given"
        label = f"edits:{rs.name}({source})#{_digest(repr(rs.edits))}"
    else:
        label = f"text:{rs.name}#{_digest(repr(rs.references))}"
    label = label.replace("|", ",")
    _GOLD[key] = (weakref.ref(rs), label)
    return label


# ------------------------------------------------------------------------------------------- registry

_REGISTRY: dict[str, type[Metric]] = {}


def register(cls: type[Metric]) -> type[Metric]:
    """Class decorator: add a metric to the registry under ``cls.name``."""
    if not cls.name:
        raise TypeError(f"{cls.__name__} has no name")
    old = _REGISTRY.get(cls.name)
    if old is not None and old.__qualname__ != cls.__qualname__:
        raise TypeError(f"two metrics named {cls.name!r}: {old.__qualname__} and {cls.__qualname__}")
    if not (dataclasses.is_dataclass(cls.Config) and cls.Config.__dataclass_params__.frozen):  # type: ignore[attr-defined]
        raise TypeError(f"{cls.__name__}.Config must be a frozen dataclass")
    _REGISTRY[cls.name] = cls
    return cls


def metric_classes() -> list[type[Metric]]:
    """Every registered metric class, in list order (every module of :mod:`gecnb.metrics` registered its
    metrics when the package was imported, before this module could be)."""
    return sorted(_REGISTRY.values(), key=lambda c: (c.rank, c.name))


def get_metric(name: str, **options: Any) -> Metric:
    """The metric ``name`` with its config built from ``options`` (validated: an OptionError says what
    is wrong)."""
    classes = {c.name: c for c in metric_classes()}
    if name not in classes:
        raise OptionError(f"unknown metric {name!r}: use one of {', '.join(classes)}")
    return classes[name](**options)


def _show(value: Any) -> str:
    return "None" if value is None else str(value)


def list_metrics() -> pd.DataFrame:
    """One row per metric: ``name, description, languages, levels, inputs, options`` (``name=default``)."""
    rows = []
    for c in metric_classes():
        opts = ", ".join(f"{o.name}={_show(o.default)}" for o in option_specs(c.Config))
        rows.append({"name": c.name, "description": c.description, "languages": ",".join(c.languages),
                     "levels": ",".join(c.levels), "inputs": c.inputs, "options": opts})
    return pd.DataFrame(rows, columns=["name", "description", "languages", "levels", "inputs", "options"])


def score(
    corpus: Corpus,
    name: str,
    *,
    reference_set: str | None = None,
    systems: Sequence[str] | str | None = None,
    level: Level = "corpus",
    **options: Any,
) -> pd.DataFrame:
    """``get_metric(name, **options).score(corpus, ...)``: one row per system."""
    return get_metric(name, **options).score(corpus, reference_set=reference_set, systems=systems, level=level)


def score_sentences(
    corpus: Corpus,
    name: str,
    *,
    reference_set: str | None = None,
    systems: Sequence[str] | str | None = None,
    **options: Any,
) -> pd.DataFrame:
    """``get_metric(name, **options).sentences(corpus, ...)``: one row per system and sentence."""
    return get_metric(name, **options).sentences(corpus, reference_set=reference_set, systems=systems)
