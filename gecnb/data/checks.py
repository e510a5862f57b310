"""Checks of input shape and form that turn a silent wrong number into an error or a warning.

* :func:`require_corpus`, :func:`check_references_shape`, :func:`check_hypotheses_shape`,
  :func:`check_sentence_indices`: API misuse (a path where a Corpus is expected, references that are not
  lists of strings, ``sentences=`` that is not a list of indices) is a :class:`GecInputError` saying what
  shape is expected.
* :func:`check_language`: ``language="zh"`` on text with (almost) no CJK characters, or CJK text read as
  English, is a :class:`GecInputWarning` giving the share of CJK characters.
* :func:`check_tokenisation`: a file detokenised against tokenised ones (or the reverse) is a warning giving
  the evidence: the share of punctuation attached to a word (``home.`` vs ``home .``) and of contractions
  written whole (``don't`` vs ``do n't``), in each file.
"""

from __future__ import annotations

import itertools
import operator
import re
import warnings
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, cast

from gecnb.data.errors import GecInputError, GecInputWarning

# --------------------------------------------------------------------------------------------- API shapes


def _describe(x: object) -> str:
    text = repr(x)
    return f"{type(x).__name__} {text[:40]}{'...' if len(text) > 40 else ''}"


def _listlike(x: object) -> bool:
    """A list, tuple or other sized iterable (a pandas Series, a numpy array), but not a string or a mapping."""
    return not isinstance(x, (str, bytes, Mapping)) and hasattr(x, "__iter__") and hasattr(x, "__len__")


def check_references_shape(references: object, *, name: str) -> None:
    """``references[i]`` must be a list (or tuple) of the reference strings of sentence ``i``."""
    expected = ("expected references[i] to be a list of the reference strings of sentence i "
                "(e.g. [['ref 1 of sentence 1', 'ref 2'], ['ref 1 of sentence 2']])")
    if not _listlike(references):
        raise GecInputError(f"reference set {name}: {expected}, got {_describe(references)}")
    refs: Any
    for i, refs in enumerate(cast(Iterable[Any], references)):
        if isinstance(refs, str):
            raise GecInputError(f"reference set {name}: {expected}; sentence {i + 1} is a string (a flat list of "
                                "strings? wrap each in a list, or use references_from_annotators)")
        if not _listlike(refs):
            raise GecInputError(f"reference set {name}: {expected}; sentence {i + 1} is {_describe(refs)}")
        for k, r in enumerate(refs):
            if not isinstance(r, str):
                raise GecInputError(f"reference set {name}: {expected}; reference {k + 1} of sentence {i + 1} is "
                                    f"{_describe(r)}, not a string")


def check_hypotheses_shape(hypotheses: object, *, name: str) -> None:
    """``hypotheses`` must be a list (or tuple) of strings, one per sentence."""
    expected = "expected a list of strings, one hypothesis per source sentence"
    if not _listlike(hypotheses):
        raise GecInputError(f"system {name}: {expected}, got {_describe(hypotheses)}")
    for i, h in enumerate(cast(Iterable[Any], hypotheses)):
        if not isinstance(h, str):
            raise GecInputError(f"system {name}: {expected}; sentence {i + 1} is {_describe(h)}")


def check_system_name(name: object) -> str:
    """A system name as every report format can show it: a string (an integer is taken as its digits), not
    empty, without control characters (a newline or tab would break a table row or a heading). A byte that is
    not UTF-8 (a file name's, read by Python as a lone surrogate) becomes its escape ``\\xff``, with a
    :class:`GecInputWarning`; a name is composed to NFC and its invisible characters removed, as text is (with a
    warning), so that two names that look the same are one. Anything else is a :class:`GecInputError` saying what to give."""
    import unicodedata

    from gecnb.data.text import INVISIBLE, displayable

    if isinstance(name, bool) or not isinstance(name, (str, int)):
        raise GecInputError(f"a system name must be a string, not {_describe(name)}")
    text = str(name)
    if not text.strip():
        raise GecInputError(f"a system name must not be empty or blank, got {text!r}")
    bad = sorted({c for c in text if (ord(c) < 32 or 0x7F <= ord(c) < 0xA0 or c in "\u2028\u2029")})
    if bad:
        raise GecInputError(f"system name {text!r} has control character(s) {', '.join(repr(c) for c in bad)}: "
                            "give a name without line breaks, tabs or other control characters")
    clean = displayable(text)
    if clean != text:
        warnings.warn(f"system name {clean!r} is not valid UTF-8 (a file name's bytes?): its bytes are shown as "
                      "escapes; give a name to choose another", GecInputWarning, stacklevel=3)
    # as the text: composed to NFC, invisible characters removed (two names that look the same are the same)
    shown = unicodedata.normalize("NFC", "".join(c for c in clean if c not in INVISIBLE))
    if not shown.strip():
        raise GecInputError(f"system name {clean!r} has only invisible characters: give a visible name")
    if shown != clean:
        warnings.warn(f"system name {clean!r} read as {shown!r} (composed to Unicode NFC, invisible characters "
                      "removed, as gecnb reads text)", GecInputWarning, stacklevel=3)
    return shown


def check_sentence_indices(sentences: object, *, n: int, func: str) -> list[int]:
    """``sentences=``: a list (or tuple, range) of 0-based sentence indices; returns them sorted, distinct."""
    expected = f"{func}: sentences= expects a list of 0-based sentence indices (e.g. [0, 5, 7] or range(10))"
    if isinstance(sentences, (str, bytes, Mapping)) or not isinstance(sentences, Iterable):
        raise GecInputError(f"{expected}, got {_describe(sentences)}")
    out = set()
    for s in sentences:
        if isinstance(s, bool) or not hasattr(s, "__index__"):  # ints and numpy integers, not floats
            raise GecInputError(f"{expected}; {_describe(s)} is not an integer")
        out.add(operator.index(s))
    bad = sorted(i for i in out if not 0 <= i < n)
    if bad:
        raise IndexError(f"sentences {bad[:10]} are out of range: the corpus has {n} sentences")
    return sorted(out)


# ------------------------------------------------------------------------------------------------ language

#: at most this many sentences are looked at by the language and tokenisation checks (a prefix: fast and
#: deterministic on any corpus size)
SAMPLE = 2000
#: ``language="zh"`` with less than this share of CJK characters warns; English with more warns too
CJK_LOW = 0.2
CJK_HIGH = 0.5


_CJK = re.compile("[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\U00020000-\U0002fa1f]")


def cjk_share(texts: Iterable[str]) -> tuple[float, int]:
    """(share of CJK characters among the letters, number of letters) of the first :data:`SAMPLE` texts."""
    text = "".join(itertools.islice(texts, SAMPLE))
    letters = sum(map(str.isalpha, text))
    cjk = len(_CJK.findall(text))
    return (cjk / letters if letters else 0.0), letters


def check_language(texts: Sequence[str], language: str, *, file: object = None, what: str = "text") -> None:
    """Warn when the text does not look like ``language``: the evidence is its share of CJK characters."""
    share, letters = cjk_share(texts)
    if letters < 20:
        return
    where = f"{file}: " if file is not None else ""
    if language == "zh" and share < CJK_LOW:
        warnings.warn(f"{where}language zh, but only {share:.0%} of the letters of the {what} are CJK characters "
                      f"({letters} letters in the first {min(len(texts), SAMPLE)} lines): is this Chinese? Chinese "
                      "text is read as characters; other text should be read with language en", GecInputWarning,
                      stacklevel=3)
    elif language != "zh" and share > CJK_HIGH:
        warnings.warn(f"{where}{share:.0%} of the letters of the {what} are CJK characters ({letters} letters in "
                      f"the first {min(len(texts), SAMPLE)} lines) but the language is {language}: for Chinese "
                      "pass --language zh (language='zh'), which reads text as characters", GecInputWarning,
                      stacklevel=3)


# ------------------------------------------------------------------------------------------- tokenisation

_ATTACHED = re.compile(r"^[^\W_][\w'-]*[.,!?;:]+$|^[^\W_]+[.,!?;:]+[\"')\]]+$")
_ALONE = re.compile(r"^[.,!?;:]+$")
_WHOLE_CONTRACTION = re.compile(r"^[A-Za-z]+(n't|'s|'re|'ve|'ll|'d|'m)$", re.IGNORECASE)
_SPLIT_CONTRACTION = re.compile(r"^(n't|'s|'re|'ve|'ll|'d|'m)$", re.IGNORECASE)
_ABBREVIATION = re.compile(r"^(?:[A-Za-z]\.)+[A-Za-z]?\.?$|^(?:Mr|Mrs|Ms|Dr|St|Jr|Sr|etc|vs|e\.g|i\.e|No|Inc|Ltd|Co)\.$",
                           re.IGNORECASE)
#: a file is called detokenised above this share of attached punctuation, tokenised below the low one
TOK_HIGH = 0.5
TOK_LOW = 0.2
#: at least this many punctuation marks (attached or alone) are needed before anything is said
TOK_MIN_EVIDENCE = 30
#: ... or this many when they all agree (every one attached, or every one alone): the evidence of a small
#: corpus (a few sentences) is enough when it is unanimous
TOK_MIN_UNANIMOUS = 3


@dataclass(frozen=True)
class TokenisationProfile:
    """Evidence of how a file is tokenised (over its first :data:`SAMPLE` lines)."""

    attached: int  # tokens with sentence punctuation attached to a word: "home." "however,"
    alone: int  # punctuation tokens standing alone: "." ","
    whole_contractions: int  # "don't" "it's"
    split_contractions: int  # "n't" "'s"

    @property
    def evidence(self) -> int:
        return self.attached + self.alone + self.whole_contractions + self.split_contractions

    @property
    def attached_share(self) -> float:
        """Share of punctuation and contractions written attached (detokenised style); 0 with no evidence."""
        n = self.evidence
        return (self.attached + self.whole_contractions) / n if n else 0.0

    @property
    def style(self) -> str | None:
        """``"detokenised"``, ``"tokenised"`` or None (too little evidence, or mixed)."""
        if self.evidence < TOK_MIN_EVIDENCE:
            if self.evidence >= TOK_MIN_UNANIMOUS and self.attached_share in (0.0, 1.0):
                return "detokenised" if self.attached_share == 1.0 else "tokenised"
            return None
        if self.attached_share >= TOK_HIGH:
            return "detokenised"
        if self.attached_share <= TOK_LOW:
            return "tokenised"
        return None

    def describe(self) -> str:
        return (f"{self.attached_share:.0%} of punctuation attached ({self.attached} like 'home.' vs {self.alone} "
                f"like 'home .'; contractions {self.whole_contractions} like \"don't\" vs {self.split_contractions} "
                "like \"do n't\")")


def tokenisation_profile(lines: Iterable[str]) -> TokenisationProfile:
    attached = alone = whole = split = 0
    for k, line in enumerate(lines):
        if k >= SAMPLE:
            break
        for tok in line.split():
            if _ALONE.match(tok):
                alone += 1
            elif _SPLIT_CONTRACTION.match(tok):
                split += 1
            elif _WHOLE_CONTRACTION.match(tok):
                whole += 1
            elif _ATTACHED.match(tok) and not _ABBREVIATION.match(tok):
                attached += 1
    return TokenisationProfile(attached, alone, whole, split)


def check_tokenisation(named: Sequence[tuple[str, Sequence[str]]], *, baseline: str | None = None) -> list[str]:
    """Warn about each file whose tokenisation differs from the baseline's (the first file by default: the
    source); returns the names warned about. Chinese (character-tokenised) text has no such evidence and
    is never flagged."""
    if not named:
        return []
    profiles = {name: tokenisation_profile(lines) for name, lines in named}
    base = baseline if baseline is not None else named[0][0]
    base_style = profiles[base].style
    if base_style is None:
        return []
    flagged = []
    for name, _ in named:
        p = profiles[name]
        if name == base or p.style is None or p.style == base_style:
            continue
        flagged.append(name)
        warnings.warn(
            f"{name}: its text looks {p.style}, but the text of {base} looks {base_style}: {p.describe()}, "
            f"against {profiles[base].describe()} in {base}. Metrics compare tokens, so a different tokenisation counts "
            "as edits: tokenise (or detokenise) the files the same way", GecInputWarning, stacklevel=3)
    return flagged


def check_parallel(
    sources: Sequence[str], hypotheses: Sequence[str], references: Sequence[Sequence[str]]
) -> list[list[str]]:
    """Sources, hypotheses and references that line up (references sentence-major: ``references[i]`` the
    list of references of sentence ``i``, none empty); returns the references as lists. Errors name the
    sentence and say what shape is expected."""
    if isinstance(sources, str) or isinstance(hypotheses, str):
        raise GecInputError("sources and hypotheses must be lists of sentences, not one string")
    n = len(sources)
    if len(hypotheses) != n:
        raise GecInputError(f"{len(hypotheses)} hypotheses but {n} sources: counts must match")
    if len(references) != n:
        raise GecInputError(
            f"{len(references)} reference lists but {n} sources: references[i] must be the list of "
            "references of sentence i"
        )
    refs: list[list[str]] = []
    for i, r in enumerate(references):
        if isinstance(r, str):
            raise GecInputError(
                f"references[{i}] is a string: references[i] must be a LIST of reference strings "
                "(one sentence's references)",
                line=i + 1,
            )
        if len(r) == 0:
            raise GecInputError(f"sentence {i + 1} has no reference", line=i + 1)
        refs.append(list(r))
    return refs


# ------------------------------------------------------------------------------------------ lengths
# the longest sentence (tokens; characters for Chinese) that a metric aligning sentences takes (see
# Metric.max_tokens): the work of an edit lattice or an alignment table grows with the product of the
# lengths. The bundled corpora's longest sentence has 272 tokens (527 Chinese characters).
MAX_ALIGN_TOKENS = 1000
# I-measure aligns source, hypothesis and reference at once: a table of the product of three lengths
MAX_ALIGN3_TOKENS = 400
MAX_ALIGN_TOKENS_ENV = "GECNB_MAX_ALIGN_TOKENS"


def align_limit(default: int) -> int:
    """``$GECNB_MAX_ALIGN_TOKENS`` when set (a positive integer; it replaces every metric's bound), else
    ``default``."""
    import os

    raw = os.environ.get(MAX_ALIGN_TOKENS_ENV, "").strip()
    if not raw:
        return default
    try:
        value = int(raw.replace("_", ""))
    except ValueError:
        value = 0
    if value < 1:
        raise GecInputError(f"${MAX_ALIGN_TOKENS_ENV} must be a positive integer; got {raw!r}")
    return value


def check_sentence_lengths(corpus: Any, rs: Any, names: Sequence[str], *, bound: int, metric: str) -> None:
    """A GecInputError naming the first source, hypothesis (of the systems ``names``) or reference longer
    than ``bound`` tokens (non-space characters for Chinese; ``$GECNB_MAX_ALIGN_TOKENS`` replaces the
    bound), with its line: what a metric that aligns sentences checks before any work. ``corpus`` is a
    :class:`~gecnb.data.corpus.Corpus`, ``rs`` one of its reference sets or None."""
    limit = align_limit(bound)
    zh = corpus.language == "zh"
    unit = "characters" if zh else "tokens"

    def size(text: str) -> int:
        return len(text) - text.count(" ") if zh else len(text.split())

    parts: list[tuple[str, Sequence[str]]] = [("source", corpus.sources)]
    parts += [(f"hypothesis of system {n}", corpus.systems[n].hypotheses) for n in names]
    if rs is not None:
        parts.append((f"longest reference of set {rs.name}", [max(refs, key=size) if refs else "" for refs in rs.references]))
    for what, texts in parts:
        for i, text in enumerate(texts):
            n = size(text)
            if n > limit:
                raise GecInputError(
                    f"the {what} has {n:,} {unit}, over the {limit:,} that metric {metric} takes (its work grows "
                    f"with the product of sentence lengths): split the sentence, or raise the bound with "
                    f"${MAX_ALIGN_TOKENS_ENV}", file=corpus.name, line=i + 1)
