"""Helpers shared by the registered metrics (their options, references and edit sources)."""

from __future__ import annotations

import warnings
from typing import TYPE_CHECKING

from gecnb.data.corpus import Corpus, ReferenceSet
from gecnb.data.errors import GecInputWarning
from gecnb.data.signature import Signature, SignaturePairs
from gecnb.metrics.base import Metric, impl_pairs
from gecnb.metrics.options import TOKENS, Tokens, check_choice

if TYPE_CHECKING:
    from gecnb.edits.extract import EditExtractor

__all__ = ["EDITS", "EDITS_HELP", "TOKENS", "TOKENS_META", "NgramMetric", "Tokens", "check_tokens", "config_extractor",
           "edit_source", "edits_label", "references", "resolve_tokens", "warn_without_top_ngrams"]


EDITS = ("auto", "extract", "given", "mixed")
EDITS_HELP = ("auto (default): hypothesis and reference edits from one source, read from M2 when all are given, "
              "else all extracted (ERRANT's and the papers' protocol); extract; given; mixed: the given edits kept "
              "and the others extracted (e.g. an M2 gold's own edits against extracted hypothesis edits)")

TOKENS_META = {"help": "n-gram units: word (the text's own tokens) or char; default char for Chinese, word otherwise"}


def check_tokens(tokens: str | None) -> None:
    if tokens is not None:
        check_choice("tokens", tokens, TOKENS)


def resolve_tokens(tokens: str | None, corpus: Corpus) -> Tokens:
    return "char" if (tokens or ("char" if corpus.language == "zh" else "word")) == "char" else "word"


def warn_without_top_ngrams(corpus: Corpus, name: str, *, tokens: Tokens, metric: str, n: int = 4) -> None:
    """A GecInputWarning when no hypothesis of system ``name`` has ``n`` tokens: a geometric mean of the
    n-gram precisions of orders 1..n is then 0 for ANY output, a perfect one included (a one-sentence or
    tiny corpus of short sentences)."""
    hyps = corpus.systems[name].hypotheses
    unit = "characters" if tokens == "char" else "tokens"
    longest = max((len(h) - h.count(" ") if tokens == "char" else len(h.split()) for h in hyps), default=0)
    if longest < n:
        warnings.warn(f"metric {metric}: no hypothesis of system {name} has {n} {unit} (the longest has {longest}), "
                      f"so there is no {n}-gram and {metric} is 0 whatever the output, a perfect one included; "
                      "score longer texts, or use an edit-based metric (m2, errant, cleme)", GecInputWarning,
                      stacklevel=4)


def references(rs: ReferenceSet | None) -> list[list[str]]:
    """The references of a set (the protocol checked that a metric needing them has one)."""
    if rs is None:
        raise ValueError("this metric needs references")
    return [list(r) for r in rs.references]


def edit_source(corpus: Corpus, rs: ReferenceSet | None, *, system_edits: bool = True, edits: str = "auto",
                **kwargs: object) -> str:
    """The ``edits`` value for the corpus's reference set and first system without extracting anything,
    under the ``edits`` choice of :func:`gecnb.edits.extract.corpus_edits`: ``given`` when every edit is
    read from the input, else the extractor's signature (``auto`` extracts every edit unless all are given;
    ``mixed: given + ...`` only when asked for with ``edits="mixed"``)."""
    from gecnb.edits.extract import default_extractor

    so = next(iter(corpus.systems.values()), None)
    ref_given = rs is not None and rs.edits is not None
    sys_given = not system_edits or (so is not None and so.edits is not None)
    if edits == "given" or (edits != "extract" and ref_given and sys_given):
        return "given"
    sig = default_extractor(corpus.language, **(kwargs if corpus.language == "en" else {})).signature()
    if edits == "mixed" and (ref_given or (system_edits and sys_given)):
        return f"mixed: given + {sig}"
    return sig


def config_extractor(corpus: object, *, edits: str, spacy_model: str | None, cache: bool) -> EditExtractor | None:
    """The ERRANT extractor a config's ``spacy_model`` / ``cache`` ask for, where edits of English text are
    extracted (``edits`` is not ``given``) and either differs from the default; else None (the shared, cached
    default extractor)."""
    if (spacy_model is not None or not cache) and edits != "given" and isinstance(corpus, Corpus) \
            and corpus.language == "en":
        from gecnb.edits.errant_extractor import ErrantExtractor

        return ErrantExtractor(model=spacy_model, cache=cache)
    return None


def edits_label(how: str) -> str:
    """The ``edits`` value of a signature from an edit description (``given (M2)`` is ``given``)."""
    return how.replace("given (M2)", "given")


class NgramMetric(Metric):
    """What the n-gram metrics (GLEU, BLEU, TER, GREEN) share: a config with a ``tokens`` option (``field(default=None,
    metadata=TOKENS_META)``), the text read in the language that unit needs, the warning when no
    hypothesis has a 4-gram, and a signature of the implementation's settings, the level and ``nrefs``."""

    def text_language(self, language: str) -> str:
        return "en" if self._tokens_given() == "word" else language

    def _tokens_given(self) -> str | None:
        """The ``tokens`` option as the user gave it (None: not given)."""
        return self.config.tokens  # type: ignore[no-any-return]

    def _tokens(self, corpus: Corpus) -> Tokens:
        """The unit on ``corpus`` (the config's, else char for Chinese and word otherwise)."""
        return resolve_tokens(self._tokens_given(), corpus)

    def _warn_short(self, corpus: Corpus, name: str) -> None:
        warn_without_top_ngrams(corpus, name, tokens=self._tokens(corpus), metric=self.name)

    def _ngram_signature(self, impl: SignaturePairs, rs: ReferenceSet | None, level: str, note: str = "") -> Signature:
        pairs: list[tuple[str, object]] = [("metric", self.name), *impl_pairs(impl)]
        if level == "sentence":
            pairs.append(("level", f"sentence({note})"))
        assert rs is not None
        return Signature.of(*pairs, nrefs=rs.counts)

