"""Helpers shared by the metric adapters."""

from __future__ import annotations

from typing import Literal

from gecnb.data.corpus import Corpus, ReferenceSet
from gecnb.metrics.options import check_choice

Tokens = Literal["word", "char"]


TOKENS_META = {"help": "n-gram units: word (the text's own tokens) or char; default char for Chinese, word otherwise"}


def check_tokens(tokens: str | None) -> None:
    if tokens is not None:
        check_choice("tokens", tokens, ("word", "char"))


def resolve_tokens(tokens: str | None, corpus: Corpus) -> str:
    return tokens or ("char" if corpus.language == "zh" else "word")


def references(rs: ReferenceSet | None) -> list[list[str]] | None:
    return None if rs is None else [list(r) for r in rs.references]


def edits_label(how: str) -> str:
    """The ``edits`` value of a signature from an edit description (``given (M2)`` is ``given``)."""
    return how.replace("given (M2)", "given")
