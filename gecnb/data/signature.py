"""One signature type for every metric: ordered ``key:value`` pairs joined by ``|``.

In the manner of sacrebleu's signatures (``nrefs:2|case:mixed|tok:13a|smooth:exp|version:2.0.0``), a
gecnb signature names everything that changes a number: the metric and its variant, its options, the
number of references (``nrefs``: a number, or ``var`` when sentences have different numbers), where
the edits came from (``edits``: ``given`` for edits read from M2, or the extractor's own signature:
ERRANT and spaCy versions and the spaCy model), and the gecnb version. ``str(sig)`` is the long form;
``sig.format(short=True)`` abbreviates the keys. Values never contain ``|`` (it is replaced by ``,``),
so :meth:`Signature.parse` reads a long form back.

>>> sig = Signature.of(("metric", "m2"), ("beta", "0.5"), nrefs=2, edits="given")
>>> str(sig)
'metric:m2|beta:0.5|nrefs:2|edits:given|version:gecnb-0.1.0'
>>> sig.format(short=True)
'm:m2|b:0.5|#:2|e:given|v:gecnb-0.1.0'
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

__all__ = ["SHORT_KEYS", "Signature", "nrefs_value"]

SHORT_KEYS = {
    "metric": "m", "impl": "i", "level": "lvl", "beta": "b", "nrefs": "#", "edits": "e", "version": "v",
    "tok": "tok", "case": "c", "smooth": "s", "iter": "it", "mode": "md", "select": "sel",
}


def _version() -> str:
    from gecnb import __version__

    return f"gecnb-{__version__}"


def _clean(text: object) -> str:
    return str(text).replace("|", ",").replace("\n", " ")


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
        keys = [k for k, _ in self.pairs]
        dup = sorted({k for k in keys if keys.count(k) > 1})
        if dup:
            raise ValueError(f"signature keys must be unique, repeated: {', '.join(dup)}")
        for k, v in self.pairs:
            if not k or any(c in k for c in "|:") or "|" in v:
                raise ValueError(f"bad signature pair {k!r}:{v!r}")

    @classmethod
    def of(
        cls,
        *pairs: tuple[str, object],
        nrefs: int | str | Sequence[int] = 0,
        edits: str = "none",
        version: str | None = None,
    ) -> Signature:
        """The metric's pairs, then ``nrefs`` (a count, ``var``, or the per-sentence counts),
        ``edits`` and ``version`` (default: this gecnb)."""
        if not isinstance(nrefs, (int, str)):
            nrefs = nrefs_value(list(nrefs))
        body = [(k, _clean(v)) for k, v in pairs if k not in ("nrefs", "edits", "version")]
        tail = [("nrefs", str(nrefs)), ("edits", _clean(edits)), ("version", version or _version())]
        return cls(tuple(body + tail))

    @staticmethod
    def split(text: str, *, first: str = "impl") -> list[tuple[str, str]]:
        """Pairs from an implementation's own ``name|key:value|...`` string (the configs' ``signature()``).

        The first segment is ``first``; a segment with ``:`` or ``=`` is a pair (split at the first of
        them); a segment without either is appended, with ``,``, to the value before it. A key that is
        one of the protocol's own (``metric, level, nrefs, edits, version``) is prefixed with ``first-``.
        """
        out: list[list[str]] = []
        for k, seg in enumerate(text.split("|")):
            cut = min((i for i in (seg.find(":"), seg.find("=")) if i > 0), default=-1)
            key = seg[:cut]
            if key in ("metric", "level", "nrefs", "edits", "version"):
                key = f"{first}-{key}"  # the protocol's own keys stay the protocol's
            if k == 0:
                out.append([first, seg])
            elif cut > 0 and key not in {p[0] for p in out}:
                out.append([key, seg[cut + 1:]])
            else:
                out[-1][1] += "," + seg
        return [(a, b) for a, b in out]

    @classmethod
    def parse(cls, text: str) -> Signature:
        """Read a long form back (``str(Signature.parse(s)) == s``)."""
        pairs = []
        for seg in text.split("|"):
            k, sep, v = seg.partition(":")
            if not sep:
                raise ValueError(f"not a key:value pair: {seg!r} in {text!r}")
            pairs.append((k, v))
        return cls(tuple(pairs))

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

    def with_pairs(self, pairs: Iterable[tuple[str, object]]) -> Signature:
        """Pairs added (or replaced) before ``nrefs``."""
        new = dict(pairs)
        body = [(k, new.pop(k) if k in new else v) for k, v in self.pairs if k not in ("nrefs", "edits", "version")]
        tail = [p for p in self.pairs if p[0] in ("nrefs", "edits", "version")]
        return Signature(tuple([(k, _clean(v)) for k, v in [*body, *new.items()]] + tail))

    def format(self, *, short: bool = False) -> str:
        return "|".join(f"{SHORT_KEYS.get(k, k) if short else k}:{v}" for k, v in self.pairs)

    def __str__(self) -> str:
        return self.format()
