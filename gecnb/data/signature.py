"""One signature type for every metric: ordered ``key:value`` pairs joined by ``|``.

In the manner of sacrebleu's signatures (``nrefs:2|case:mixed|tok:13a|smooth:exp|version:2.0.0``), a
gecnb signature names everything that changes a number: the metric and its variant, its options, the
number of references (``nrefs``: a number, or ``var`` when sentences have different numbers), where
the edits came from (``edits``: ``given`` for edits read from M2, or the extractor's own signature:
ERRANT and spaCy versions and the spaCy model), and the gecnb version. ``str(sig)`` is the long form;
``sig.format(short=True)`` abbreviates the keys.

Every signature is built from pairs: a metric's config returns its own as :data:`SignaturePairs`
(:func:`signature_pairs`), and one formatter (:func:`format_pairs`) writes any pairs as ``key:value`` joined by ``|``.
A key holds neither ``|`` nor ``:``; a value never holds ``|`` (it is replaced by ``,``) or a line break, so
:meth:`Signature.split` is the formatter's inverse (``split(format_pairs(p)) == p``) and
:meth:`Signature.parse` reads a long form back.

>>> sig = Signature.of(("metric", "m2"), ("beta", "0.5"), nrefs=2, edits="given")
>>> str(sig)
'metric:m2|beta:0.5|nrefs:2|edits:given|version:gecnb-0.1.0'
>>> sig.format(short=True)
'm:m2|b:0.5|#:2|e:given|v:gecnb-0.1.0'
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

__all__ = ["PROTOCOL_KEYS", "SHORT_KEYS", "Signature", "SignaturePairs", "format_pairs", "nrefs_value", "signature_pairs"]

SHORT_KEYS = {
    "metric": "m", "impl": "i", "level": "lvl", "beta": "b", "nrefs": "#", "edits": "e", "version": "v",
    "tok": "tok", "case": "c", "smooth": "s", "iter": "it", "mode": "md", "select": "sel",
}


# the keys the metric protocol writes itself (a config names its own settings otherwise, e.g. ``impl-level``)
PROTOCOL_KEYS = ("metric", "level", "nrefs", "edits", "version")

SignaturePairs = tuple[tuple[str, str], ...]
"""A signature as ordered ``(key, value)`` pairs: what every config's ``signature()`` returns."""


def _version() -> str:
    from gecnb import __version__

    return f"gecnb-{__version__}"


def _clean(text: object) -> str:
    return str(text).replace("|", ",").replace("\r", " ").replace("\n", " ")


def _check_key(key: str, value: str) -> None:
    if not key or any(c in key for c in "|:\r\n"):
        raise ValueError(f"bad signature pair {key!r}:{value!r}")


def signature_pairs(*items: tuple[str, object]) -> SignaturePairs:
    """Checked pairs, each value as text with ``|`` and line breaks replaced (what a config's ``signature()``
    returns). A key must be non-empty, without ``|`` or ``:``, and not repeated."""
    out = tuple((k, _clean(v)) for k, v in items)
    keys = [k for k, _ in out]
    dup = sorted({k for k in keys if keys.count(k) > 1})
    if dup:
        raise ValueError(f"signature keys must be unique, repeated: {', '.join(dup)}")
    for k, v in out:
        _check_key(k, v)
    return out


def format_pairs(items: Iterable[tuple[str, object]], *, short: bool = False) -> str:
    """The one formatter: ``key:value`` pairs joined by ``|`` (``short``: the keys of :data:`SHORT_KEYS`
    abbreviated). :meth:`Signature.split` is its inverse."""
    return "|".join(f"{SHORT_KEYS.get(k, k) if short else k}:{v}" for k, v in signature_pairs(*items))


def nrefs_value(counts: Sequence[int]) -> str:
    """``nrefs`` as sacrebleu writes it: the number of references, or ``var`` when it varies."""
    distinct = sorted(set(counts))
    if not distinct:
        return "0"
    return str(distinct[0]) if len(distinct) == 1 else "var"


@dataclass(frozen=True)
class Signature:
    """Ordered ``(key, value)`` pairs; ``nrefs``, ``edits`` and ``version`` always come last."""

    pairs: tuple[tuple[str, str], ...]

    def __post_init__(self) -> None:
        if signature_pairs(*self.pairs) != self.pairs:
            raise ValueError(f"bad signature pairs {self.pairs!r}")

    @classmethod
    def of(
        cls,
        *items: tuple[str, object],
        nrefs: int | str | Sequence[int] = 0,
        edits: str = "none",
        version: str | None = None,
    ) -> Signature:
        """The metric's pairs, then ``nrefs`` (a count, ``var``, or the per-sentence counts),
        ``edits`` and ``version`` (default: this gecnb)."""
        if not isinstance(nrefs, (int, str)):
            nrefs = nrefs_value(list(nrefs))
        body = [(k, v) for k, v in items if k not in ("nrefs", "edits", "version")]
        tail = [("nrefs", nrefs), ("edits", edits), ("version", version or _version())]
        return cls(signature_pairs(*body, *tail))

    @staticmethod
    def split(text: str) -> SignaturePairs:
        """The pairs of a ``key:value|key:value`` text: the inverse of :func:`format_pairs` (each segment split
        at its first ``:``; no pairs for an empty text). A ValueError for a segment without ``:`` or a bad or
        repeated key."""
        out = []
        for seg in text.split("|") if text else ():
            k, sep, v = seg.partition(":")
            if not sep:
                raise ValueError(f"not a key:value pair: {seg!r} in {text!r}")
            out.append((k, v))
        return signature_pairs(*out)

    @classmethod
    def parse(cls, text: str) -> Signature:
        """Read a long form back (``str(Signature.parse(s)) == s``)."""
        return cls(cls.split(text))

    def __getitem__(self, key: str) -> str:
        for k, v in self.pairs:
            if k == key:
                return v
        raise KeyError(key)

    def __contains__(self, key: object) -> bool:
        return any(k == key for k, _ in self.pairs)

    def get(self, key: str, default: str | None = None) -> str | None:
        try:
            return self[key]
        except KeyError:
            return default

    def keys(self) -> list[str]:
        return [k for k, _ in self.pairs]

    def with_pairs(self, items: Iterable[tuple[str, object]]) -> Signature:
        """Pairs added (or replaced) before ``nrefs``."""
        new = dict(items)
        body = [(k, new.pop(k) if k in new else v) for k, v in self.pairs if k not in ("nrefs", "edits", "version")]
        tail = [p for p in self.pairs if p[0] in ("nrefs", "edits", "version")]
        return Signature(signature_pairs(*body, *new.items(), *tail))

    def format(self, *, short: bool = False) -> str:
        return format_pairs(self.pairs, short=short)

    def __str__(self) -> str:
        return self.format()
