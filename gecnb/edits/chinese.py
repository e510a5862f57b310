"""Character-level edit extraction for Chinese, reproducing ChERRANT (``--granularity char``).

ChERRANT (Zhang et al. 2022, the scorer of MuCGEC) turns a (source, target) pair into M2 edits in
three steps; this module re-implements each of them (independently written, same rules):

1. **Alignment** — a weighted Damerau-style edit distance over characters. Insertion and deletion
   cost 1; a substitution of two different characters costs ``semantic + glyph/sound + class``:

   * *semantic*: the CiLin thesaurus code of each character (first 4 code letters = three levels):
     0 when equal, ``2 * (3 - shared levels) / 6`` otherwise, ``4 / 6`` if either is unknown;
   * *glyph/sound*: 0.5 unless both are CJK ideographs (U+4E00..U+9FFF); for two ideographs 0 when
     they share a toneless pinyin reading or are listed together in the confusion set, else 0.5;
   * *class*: 0 for two punctuation marks, 0.25 for two non-punctuation characters, 0.499 otherwise.
     At word granularity this term is a part-of-speech cost from LTP; at character granularity
     ChERRANT never calls LTP (tokens are tagged ``"unk"``) and uses this punctuation test instead,
     so no segmenter or tagger is needed here.

   A transposition of the last ``k + 1`` characters costs ``k`` (plus the cost before them) when the
   two windows hold the same multiset of characters, searched back along the diagonal only while the
   diagonal cost keeps changing. Every operation reaching the minimum is kept, in the order
   transposition, substitution, insertion, deletion, and all cheapest paths are enumerated depth
   first (only the first operation per cell when the lengths differ by more than 10).
2. **Merging** (ERRANT-like): runs of non-match operations become one span (a run mixing only
   deletions and insertions stays split); "S M S" and "D M I" / "I M D" patterns that move the same
   text are merged into one word-order edit; substitutions that share a prefix/suffix with their
   target are trimmed.
3. **Labels**: ``W`` (word order), ``R`` (redundant: deletion), ``M`` (missing: insertion), ``S``
   (substitution). Equally cheap alignments that give different edits are kept as alternatives
   (ChERRANT's ``T{k}-A{j}`` lines), in ChERRANT's order.

Inputs are plain strings: **all whitespace is removed first** (like ``parallel_to_m2.py`` without
``--segmented``), then every character is one token, except the annotation placeholder
``[缺失成分]`` which is one token as in ChERRANT. Edit offsets are token positions (so character
positions whenever the placeholder is absent), end-exclusive, and ``c_str`` is the target tokens
joined by single spaces, exactly as in ChERRANT's character M2 files.

Differences from running ChERRANT itself (see the report in ``tests/test_chinese_align.py``):

* pinyin. ChERRANT takes every reading of a character from ``pypinyin`` (``heteronym=True``); so does
  this module by default (``pinyin="pypinyin"``, the package of the ``chinese`` extra; missing, it is
  an error naming the package, never a silent other reading). ``pinyin="char_meta"`` reads the
  Mandarin field of the vendored ``char_meta.txt`` instead (tones removed, ``ü`` written ``v``;
  deterministic, no package): it lists fewer readings (长 only as zhang, for instance), and on the
  MuCGEC dev set 4 of 2,464 source-reference pairs (0.16 %) get different edits; on the NLPCC-2018
  gold and the ChERRANT demo files none. ``"auto"``: pypinyin when importable, else char_meta. (char_meta
  is otherwise only used by ChERRANT's *word*-level spelling classifier, which character granularity
  never calls.) The signature names the source and its version (``pinyin:pypinyin-0.55.0``).
* traditional characters. ``parallel_to_m2.py`` converts every *target* (reference or hypothesis, never
  the source) from traditional to simplified characters with OpenCC ``t2s`` before aligning (unless
  ``--no_simplified``), so an unchanged source written in traditional characters is not "no edit".
  This module does the same by default (``simplified=True``, the ``opencc`` package of the ``chinese``
  extra; ChERRANT pins OpenCC 1.1.2, gecnb records the version it used in the signature:
  ``t2s:opencc-1.4.2``); missing, it is an error naming the package. ``simplified=False`` is
  ``--no_simplified`` (signature ``t2s:off``).
* The number of cheapest alignment paths can grow exponentially on repetitive input (ChERRANT then
  runs practically forever); at most ``max_alignments`` paths are enumerated, which only matters
  for the list of alternatives, never for the first one.
"""

from __future__ import annotations

import hashlib
import string
import threading
import unicodedata
from bisect import bisect_left
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, replace
from functools import cache, lru_cache
from itertools import groupby
from pathlib import Path
from typing import Any, Literal

from gecnb._progress import progress
from gecnb.data.edit import Edit, apply_edits
from gecnb.data.errors import GecInputError, MissingModelError
from gecnb.data.text import read_bytes
from gecnb.edits.cache import EditCache, extract_through_cache

__all__ = [
    "MISSING_PLACEHOLDER",
    "ChineseCharAligner",
    "ChineseCharConfig",
    "PooledAlternatives",
    "char_tokens",
    "pooled",
    "to_char_m2",
    "to_simplified",
]

#: ChERRANT's placeholder for a missing constituent; one token even at character granularity.
MISSING_PLACEHOLDER = "[缺失成分]"
#: Target text ChERRANT treats as "unchanged" / "cannot annotate".
_NO_ERROR = "没有错误"
_NOT_ANNOTATABLE = "无法标注"

# Punctuation as ChERRANT's alignment (cost) and merger (pattern) steps define it. The two sets
# differ slightly (the merger's lacks 〰〾〿﹏ but has '.', and neither has 《); membership is a
# *substring* test on these strings in ChERRANT, which matters for multi-character spans.
_ZH_PUNCT_ALIGN = (
    "！？｡＂＃＄％＆＇（）＊＋，－／：；＜＝＞＠［＼］＾＿｀｛｜｝～｟｠｢｣､、〃》「」『』【】〔〕〖〗〘〙〚〛"
    "〜〝〞〟〰〾〿–—‘'‛“”„‟…‧﹏"
)
_ZH_PUNCT_MERGE = (
    "！？｡＂＃＄％＆＇（）＊＋，－／：；＜＝＞＠［＼］＾＿｀｛｜｝～｟｠｢｣､、〃》「」『』【】〔〕〖〗〘〙〚〛"
    "〜〝〞〟–—‘'‛“”„‟…‧."
)
_PUNCT_ALIGN = _ZH_PUNCT_ALIGN + string.punctuation
_PUNCT_MERGE = string.punctuation + _ZH_PUNCT_MERGE

PinyinMode = Literal["char_meta", "pypinyin", "auto"]

# An alignment / merged edit as ChERRANT represents it: (op, src_start, src_end, tgt_start, tgt_end),
# op one of "M", "S", "I", "D", "T<n>".
_Span = tuple[str, int, int, int, int]
# per token: CiLin class, punctuation?, single CJK ideograph?, readings, confusable characters
_Features = tuple[tuple[str, str, str] | None, bool, bool, frozenset[str], frozenset[str]]
# a path under construction: (first span, rest of the path) or None
_Chain = tuple[_Span, "_Chain"] | None
_MATCH: tuple[str, ...] = ("M",)
_SUB: tuple[str, ...] = ("S",)
_INS: tuple[str, ...] = ("I",)
_DEL: tuple[str, ...] = ("D",)


def _default_resource(name: str) -> Path:
    from gecnb.datasets import data_path

    return data_path("cherrant", name)


@dataclass(frozen=True)
class ChineseCharConfig:
    """What determines the character-level edits (see the module docstring).

    ``None`` paths mean the vendored ChERRANT resources in ``gecnb/datasets/cherrant/``.
    ``pinyin`` chooses where character readings come from: ``"pypinyin"`` (default: ChERRANT's exact
    call, needs the package), ``"char_meta"`` (vendored, deterministic, no package) or ``"auto"``
    (pypinyin when importable, else char_meta). ``simplified`` converts every target with OpenCC
    ``t2s`` before aligning, as ``parallel_to_m2.py`` does (default; ``False`` is its
    ``--no_simplified``). ``max_alignments`` bounds how many cheapest alignment paths are
    enumerated for the alternatives; ``first_only_gap`` is ChERRANT's rule "only the first cheapest
    path when the lengths differ by more than this".
    """

    cilin_path: Path | None = None
    confusion_path: Path | None = None
    char_meta_path: Path | None = None
    pinyin: PinyinMode = "pypinyin"
    simplified: bool = True
    max_alignments: int = 1000
    first_only_gap: int = 10

    def __post_init__(self) -> None:
        if self.pinyin not in ("char_meta", "pypinyin", "auto"):
            raise ValueError(f"unknown pinyin source {self.pinyin!r}")
        if self.max_alignments < 1:
            raise ValueError("max_alignments must be >= 1")

    def paths(self) -> tuple[Path, Path, Path]:
        """The three resource files (CiLin, confusion set, char_meta), resolved."""
        return (
            Path(self.cilin_path) if self.cilin_path else _default_resource("cilin.txt"),
            Path(self.confusion_path) if self.confusion_path else _default_resource("confusion_dict.txt"),
            Path(self.char_meta_path) if self.char_meta_path else _default_resource("char_meta.txt"),
        )

    def resolved_pinyin(self) -> str:
        """``"char_meta"`` or ``"pypinyin-<version>"``: the reading source actually used."""
        if self.pinyin == "char_meta":
            return "char_meta"
        try:
            import pypinyin
        except ImportError:
            if self.pinyin == "pypinyin":
                raise MissingModelError(_MISSING.format(package="pypinyin", what="ChERRANT's character readings",
                                                  instead='pinyin="char_meta" (the vendored table; 4 of the 2,464 '
                                                          "MuCGEC dev pairs then differ)")) from None
            return "char_meta"
        return f"pypinyin-{getattr(pypinyin, '__version__', '?')}"

    def resolved_t2s(self) -> str:
        """``"off"`` or ``"opencc-<version>"``: what converts the targets to simplified characters."""
        if not self.simplified:
            return "off"
        return f"opencc-{_opencc_version()}"

    def signature(self) -> str:
        """Short string naming everything that changes the extracted edits."""
        digest = _resources_sha1(self.paths())[:10]
        parts = [
            "zh-char",
            "cherrant-compatible",
            f"pinyin:{self.resolved_pinyin()}",
            f"t2s:{self.resolved_t2s()}",
            f"resources:{digest}",
        ]
        if self.max_alignments != 1000:
            parts.append(f"maxalign:{self.max_alignments}")
        if self.first_only_gap != 10:
            parts.append(f"firstgap:{self.first_only_gap}")
        return "|".join(parts)


_MISSING = ("the package {package} is not installed: gecnb needs it for {what}, as ChERRANT does "
            "(pip install 'gecnb[chinese]' or pip install {package}); or pass {instead}")


def _opencc_version() -> str:
    try:
        import opencc
    except ImportError:
        raise MissingModelError(_MISSING.format(package="opencc", what="the traditional-to-simplified conversion (OpenCC t2s) "
                                          "ChERRANT applies to every target", instead="simplified=False (ChERRANT's "
                                          "--no_simplified; targets in traditional characters then score differently)")
                          ) from None
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("opencc")
    except PackageNotFoundError:  # pragma: no cover - a source install without metadata
        return str(getattr(opencc, "__version__", "?"))


_T2S_LOCK = threading.Lock()
_T2S: list[Callable[[str], str]] = []


def to_simplified(text: str) -> str:
    """``text`` converted from traditional to simplified characters by OpenCC ``t2s`` (ChERRANT's
    ``OpenCC("t2s").convert``); a :class:`MissingModelError` naming the package when opencc is missing."""
    if not _T2S:
        _opencc_version()  # the clear error when the package is missing
        import opencc

        with _T2S_LOCK:
            if not _T2S:
                _T2S.append(opencc.OpenCC("t2s").convert)
    return _T2S[0](text)


@lru_cache(maxsize=8)
def _resources_sha1(paths: tuple[Path, ...]) -> str:
    h = hashlib.sha1()
    for p in paths:
        h.update(read_bytes(p, what="ChERRANT resource file"))
    return h.hexdigest()


# --------------------------------------------------------------------------------------------------
# resources


@dataclass(frozen=True)
class _Resources:
    semantic: dict[str, tuple[str, str, str]]  # char -> CiLin (level1, level2, level3)
    confusion: dict[str, frozenset[str]]
    readings: Callable[[str], frozenset[str]]


def _decode(path: Path, encoding: str, what: str) -> str:
    """A resource file's text; unreadable or wrongly encoded files are a GecInputError naming the path."""
    data = read_bytes(path, what=what)
    try:  # universal newlines, as a text-mode open() reads them
        return data.decode(encoding).replace("\r\n", "\n").replace("\r", "\n")
    except UnicodeDecodeError as err:
        line = data[: err.start].count(b"\n") + 1
        raise GecInputError(f"not {encoding} (the {what} must be {encoding})", file=path, line=line) from None


def _lines(text: str) -> list[str]:
    """Lines as iterating over a text-mode file gives them (universal newlines), without the line ends."""
    lines = text.split("\n")
    return lines[:-1] if lines and lines[-1] == "" else lines


def _read_cilin(path: Path) -> dict[str, tuple[str, str, str]]:
    # one line: "<code> word word ..."; a word listed twice keeps its last code (as ChERRANT).
    out: dict[str, tuple[str, str, str]] = {}
    for line in _decode(path, "gbk", "CiLin file").strip().split("\n"):
        code, *words = line.split(" ")
        cls = (code[0:1], code[1:2], code[2:4])
        for w in words:
            out[w] = cls
    return out


def _read_confusion(path: Path) -> dict[str, frozenset[str]]:
    out: dict[str, frozenset[str]] = {}
    for line in _lines(_decode(path, "utf-8", "confusion set")):
        head, *rest = line.split(" ")
        out[head] = frozenset(rest)
    return out


def _toneless(reading: str) -> str:
    # "lǘ" -> "lv", "zhǎng" -> "zhang" (pypinyin's Style.NORMAL spelling)
    decomposed = unicodedata.normalize("NFD", reading.strip())
    decomposed = decomposed.replace("u\u0308", "v").replace("U\u0308", "v")
    return "".join(c for c in decomposed if not unicodedata.combining(c)).lower()


def _read_char_meta_readings(path: Path) -> dict[str, frozenset[str]]:
    out: dict[str, frozenset[str]] = {}
    for line in _lines(_decode(path, "utf-8", "char_meta file")):
        cols = line.split("\t")
        if len(cols) < 3:
            continue
        mandarin = cols[2].split(";")[0]
        if mandarin and mandarin != "null":
            out[cols[1]] = frozenset(_toneless(r) for r in mandarin.split(",") if r.strip())
    return out


def _pypinyin_readings() -> Callable[[str], frozenset[str]]:
    from pypinyin import Style, pinyin

    @cache
    def readings(ch: str) -> frozenset[str]:
        return frozenset(pinyin(ch, style=Style.NORMAL, heteronym=True)[0])

    return readings


_RESOURCE_LOCK = threading.Lock()
_RESOURCE_CACHE: dict[tuple[Path, Path, Path, str], _Resources] = {}


def _load_resources(config: ChineseCharConfig) -> _Resources:
    cilin, confusion, char_meta = config.paths()
    pinyin_source = config.resolved_pinyin()
    key = (cilin.resolve(), confusion.resolve(), char_meta.resolve(), pinyin_source)
    with _RESOURCE_LOCK:
        res = _RESOURCE_CACHE.get(key)
        if res is None:
            if pinyin_source == "char_meta":
                table = _read_char_meta_readings(char_meta)
                empty: frozenset[str] = frozenset()

                def char_meta_readings(ch: str) -> frozenset[str]:
                    return table.get(ch, empty)

                readings: Callable[[str], frozenset[str]] = char_meta_readings
            else:
                readings = _pypinyin_readings()
            res = _Resources(_read_cilin(cilin), _read_confusion(confusion), readings)
            _RESOURCE_CACHE[key] = res
    return res


# --------------------------------------------------------------------------------------------------
# tokens


def _n_char_tokens(text: str) -> int:
    return len(char_tokens(text))


def char_tokens(text: str) -> list[str]:
    """ChERRANT's character tokens: whitespace removed, one token per character, except
    ``[缺失成分]`` which stays one token."""
    chars = "".join(text.split())
    if MISSING_PLACEHOLDER not in chars:
        return list(chars)
    out: list[str] = []
    for k, piece in enumerate(chars.split(MISSING_PLACEHOLDER)):
        if k:
            out.append(MISSING_PLACEHOLDER)
        out.extend(piece)
    return out


def _all_cjk(token: str) -> bool:
    return all("\u4e00" <= ch <= "\u9fff" for ch in token)


def _levenshtein(a: str, b: str) -> int:
    if len(a) < len(b):
        a, b = b, a
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        prev = cur
    return prev[-1]


# --------------------------------------------------------------------------------------------------
# the aligner


#: aligning fewer distinct new pairs than this draws no progress bar
PROGRESS_MIN_PAIRS = 200


class ChineseCharAligner:
    """ChERRANT-compatible character-level edit extraction (see the module docstring).

    ``ChineseCharAligner()`` uses the vendored resources; pass a :class:`ChineseCharConfig` or its
    fields as keywords (``ChineseCharAligner(cilin_path=..., pinyin="pypinyin")``). Resources are
    read on first use and shared by all aligners of the process with the same configuration;
    every distinct (source, target) pair is aligned once per aligner (dict cache). ``cache``: the edits of
    :meth:`extract_many` (and :class:`PooledAlternatives`') are also kept on disk in gecnb's edit cache
    (:class:`gecnb.edits.cache.EditCache`, keyed by the signature and the pair; ``True`` the default file,
    ``False`` none, or an :class:`EditCache`), so a new process does not align again.
    """

    def __init__(self, config: ChineseCharConfig | None = None, *, progress: bool = True,
                 cache: bool | EditCache = True, **overrides: Any) -> None:
        if config is None:
            config = ChineseCharConfig(**overrides)
        elif overrides:
            config = replace(config, **overrides)
        self.config = config
        self._res: _Resources | None = None
        self._sub_cache: dict[str, dict[str, float]] = {}
        self._feature_cache: dict[str, _Features] = {}
        self._pair_cache: dict[tuple[str, str], tuple[tuple[Edit, ...], ...]] = {}
        self.progress = progress
        self.cache = EditCache() if cache is True else (cache or None)

    def __repr__(self) -> str:
        return f"ChineseCharAligner({self.config!r})"

    def signature(self) -> str:
        return self.config.signature()

    @property
    def resources(self) -> _Resources:
        if self._res is None:
            self._res = _load_resources(self.config)
        return self._res

    # ---- public API ------------------------------------------------------------------------------

    def extract(self, source: str, target: str) -> tuple[Edit, ...]:
        """The edits of ChERRANT's first alternative (``T*-A0``); ``()`` if nothing changed."""
        return self.extract_all(source, target)[0]

    def extract_all(self, source: str, target: str) -> list[tuple[Edit, ...]]:
        """All distinct edit sets of the equally cheapest alignments, in ChERRANT's order
        (``A0``, ``A1``, ...). Always at least one element: ``[()]`` when nothing changed (also for
        ChERRANT's marker target ``没有错误``). The marker ``无法标注`` ("cannot annotate") raises
        ``ValueError``."""
        key = ("".join(source.split()), "".join(target.split()))
        hit = self._pair_cache.get(key)
        if hit is None:
            hit = self._pair_cache[key] = tuple(self._annotate(*key))
        return list(hit)

    def extract_many(self, pairs: Sequence[tuple[str, str]]) -> list[tuple[Edit, ...]]:
        """``extract`` for many pairs; each distinct pair is aligned once (or read from the edit cache)."""

        def align(todo: list[tuple[str, str]]) -> list[tuple[Edit, ...]]:
            self._align_and_store(todo, other="pooled")
            return [self.extract(s, t) for s, t in todo]

        return extract_through_cache(self.cache, self.signature(), _char_keys(pairs), align, n_tokens=_n_char_tokens)

    def _align_and_store(self, todo: Sequence[tuple[str, str]], *, other: Literal["pooled", "first"]) -> None:
        """Align ``todo`` (pairs without whitespace), and write to the edit cache what the ``other`` reading of
        the same alignment gives (:class:`PooledAlternatives`' edits, or ``A0``'s; the caller's own reading is
        written by :func:`extract_through_cache`), so that the plain and the pooled extraction never align a
        pair twice, in one process or across processes (``gecnb evaluate`` on Chinese data reads both)."""
        self._align_with_progress(todo)
        if self.cache is None:
            return
        if other == "pooled":
            self.cache.put_many(pooled_signature(self), [(p, pooled(self.extract_all(*p))) for p in todo])
        else:
            self.cache.put_many(self.signature(), [(p, self.extract(*p)) for p in todo])

    def _align_with_progress(self, pairs: Sequence[tuple[str, str]]) -> None:
        """Align the distinct pairs not aligned yet, with a progress bar when there are many (at least
        :data:`PROGRESS_MIN_PAIRS`; ``progress=False`` or ``gecnb._progress.set_enabled(False)``: none)."""
        todo = list(dict.fromkeys(k for k in (("".join(s.split()), "".join(t.split())) for s, t in pairs)
                                  if k not in self._pair_cache))
        if len(todo) < PROGRESS_MIN_PAIRS:
            return  # aligned on demand by extract_all
        with progress(total=len(todo), desc=f"Chinese edits ({len(todo)} pairs)", unit="pair",
                      enabled=self.progress) as bar:
            for s, t in todo:
                self.extract_all(s, t)
                bar.update(1)

    def clear_cache(self) -> None:
        self._pair_cache.clear()

    # ---- pipeline --------------------------------------------------------------------------------

    def _annotate(self, source: str, target: str) -> list[tuple[Edit, ...]]:
        if self.config.simplified:  # parallel_to_m2.py: every target (never the source) through OpenCC t2s
            target = to_simplified(target)
        src = char_tokens(source)
        tgt = char_tokens(target)
        if source == target or target == _NO_ERROR:
            return [()]
        if target == _NOT_ANNOTATABLE:
            raise ValueError(
                f"target {_NOT_ANNOTATABLE!r} is ChERRANT's 'cannot annotate' marker (an NA line, no "
                "edits); drop such references before extracting edits"
            )
        seen: list[list[_Span]] = []
        out: list[tuple[Edit, ...]] = []
        for path in self._cheapest_paths(src, tgt):
            merged = self._merge(path, src, tgt)
            if merged in seen:
                continue
            seen.append(merged)
            out.append(tuple(self._label(e, tgt) for e in merged))
        return out

    @staticmethod
    def _label(span: _Span, tgt: list[str]) -> Edit:
        op, s0, s1, t0, t1 = span
        kind = op[0]
        if kind == "D":
            return Edit(s0, s1, t0, t1, "R", "")
        text = " ".join(tgt[t0:t1])
        return Edit(s0, s1, t0, t1, {"T": "W", "I": "M", "S": "S"}[kind], text)

    def _sub_rows(self, src: list[str], tgt: list[str]) -> dict[str, list[float]]:
        """For each distinct source token, its substitution cost against every target token."""
        rows: dict[str, list[float]] = {}
        for a in set(src):
            known = self._sub_cache.get(a)
            if known is None:
                known = self._sub_cache[a] = {a: 0.0}
            row = []
            for b in tgt:
                c = known.get(b)
                if c is None:
                    c = known[b] = self._sub_cost(a, b)
                row.append(c)
            rows[a] = row
        return rows

    def _features(self, token: str) -> _Features:
        f = self._feature_cache.get(token)
        if f is None:
            res = self.resources
            single_cjk = len(token) == 1 and "\u4e00" <= token <= "\u9fff"
            f = self._feature_cache[token] = (
                res.semantic.get(token),
                token in _PUNCT_ALIGN,
                single_cjk,
                res.readings(token) if single_cjk else frozenset(),
                res.confusion.get(token, frozenset()),
            )
        return f

    def _sub_cost(self, a: str, b: str) -> float:
        """Substitution cost of two different tokens (ChERRANT's character-level ``get_sub_cost``)."""
        ca, pa, cjk_a, read_a, conf_a = self._features(a)
        cb, pb, cjk_b, read_b, conf_b = self._features(b)
        if ca is None or cb is None:
            semantic = 4
        elif ca == cb:
            semantic = 0
        else:
            semantic = 2 * (3 - (ca[0] == cb[0]) - (ca[1] == cb[1]) - (ca[2] == cb[2]))
        klass = 0.0 if (pa and pb) else (0.25 if (not pa and not pb) else 0.499)
        if cjk_a and cjk_b:  # two different ideographs: similar if same sound or confusable
            char = 0.0 if (read_a & read_b or b in conf_a or a in conf_b) else 0.5
        else:
            char = self._char_cost(a, b)
        # same operation order as ChERRANT, so that float ties come out identical
        return semantic / 6.0 + char + klass

    def _char_cost(self, a: str, b: str) -> float:
        """Glyph/sound cost for tokens that are not both single ideographs: 0.5 unless both are all
        ideographs (only possible for multi-character tokens, which character tokenisation never
        produces; handled like ChERRANT with the readings of the whole token)."""
        if not (_all_cjk(a) and _all_cjk(b)):
            return 0.5
        if len(a) > len(b):
            a, b = b, a
        if a == b:
            return 0.0
        res = self.resources
        shared = bool(self._token_readings(a) & self._token_readings(b))
        count = 0
        for x in a:
            for y in b:
                if x == y or shared or x in res.confusion.get(y, ()) or y in res.confusion.get(x, ()):
                    count += 1
                    break
        return (len(a) - count) / (len(a) * 2)

    def _token_readings(self, token: str) -> frozenset[str]:
        return frozenset().union(*(self.resources.readings(c) for c in token))

    def _dp(self, src: list[str], tgt: list[str]) -> list[list[tuple[str, ...]]]:
        """Cost matrix filling; returns the operation matrix (cheapest operations per cell)."""
        n, m = len(src), len(tgt)
        cost = [[0.0] * (m + 1) for _ in range(n + 1)]
        ops: list[list[tuple[str, ...]]] = [[()] * (m + 1) for _ in range(n + 1)]
        # run[i][j]: how many consecutive diagonal steps back from (i, j) change the cost
        run = [[0] * (m + 1) for _ in range(n + 1)]
        for i in range(1, n + 1):
            cost[i][0] = cost[i - 1][0] + 1
            ops[i][0] = ("D",)
        for j in range(1, m + 1):
            cost[0][j] = cost[0][j - 1] + 1
            ops[0][j] = ("I",)
        # positions of each token in src / tgt, to rule out transpositions quickly
        src_pos: dict[str, list[int]] = {}
        for i, a in enumerate(src):
            src_pos.setdefault(a, []).append(i)
        tgt_pos: dict[str, list[int]] = {}
        for j, b in enumerate(tgt):
            tgt_pos.setdefault(b, []).append(j)
        sub_rows = self._sub_rows(src, tgt)
        inf = float("inf")
        for i in range(n):
            a = src[i]
            row, nxt = cost[i], cost[i + 1]
            op_row = ops[i + 1]
            run_row, run_nxt = run[i], run[i + 1]
            sub_row = sub_rows[a]
            a_in_tgt = tgt_pos.get(a, ())
            for j in range(m):
                b = tgt[j]
                if a == b:
                    best = row[j]
                    op_row[j + 1] = _MATCH
                else:
                    d = row[j + 1] + 1
                    ins = nxt[j] + 1
                    s = row[j] + sub_row[j]
                    t = inf
                    tk = 0
                    limit = run_row[j]  # the transposition search may go back 1..limit steps
                    if limit and a_in_tgt:
                        # a window ending at (i, j) can only be a permutation if src[i] occurs in
                        # tgt[j-k..j-1] and tgt[j] in src[i-k..i-1]
                        p = bisect_left(a_in_tgt, j) - 1
                        b_in_src = src_pos.get(b, ())
                        q = bisect_left(b_in_src, i) - 1 if b_in_src else -1
                        if p >= 0 and q >= 0 and max(j - a_in_tgt[p], i - b_in_src[q]) <= limit:
                            tk = self._transposition(src, tgt, i, j, limit)
                            if tk:
                                t = cost[i - tk][j - tk] + tk
                    best = s if s < ins else ins
                    if d < best:
                        best = d
                    if t < best:
                        best = t
                    if t == best:
                        cell: tuple[str, ...] = (f"T{tk + 1}",)
                        if s == best:
                            cell += ("S",)
                        if ins == best:
                            cell += ("I",)
                        if d == best:
                            cell += ("D",)
                    elif s == best:
                        cell = (
                            ("S", "I", "D")
                            if ins == best and d == best
                            else (("S", "I") if ins == best else (("S", "D") if d == best else _SUB))
                        )
                    elif ins == best:
                        cell = ("I", "D") if d == best else _INS
                    else:
                        cell = _DEL
                    op_row[j + 1] = cell
                nxt[j + 1] = best
                if best != row[j]:
                    run_nxt[j + 1] = run_row[j] + 1
        return ops

    @staticmethod
    def _transposition(src: list[str], tgt: list[str], i: int, j: int, limit: int) -> int:
        """Smallest k in 1..limit with src[i-k..i] a permutation of tgt[j-k..j], else 0."""
        diff: dict[str, int] = {}
        nonzero = 0

        def bump(tok: str, delta: int) -> None:
            nonlocal nonzero
            old = diff.get(tok, 0)
            new = old + delta
            diff[tok] = new
            if old == 0:
                nonzero += 1
            elif new == 0:
                nonzero -= 1

        bump(src[i], 1)
        bump(tgt[j], -1)
        for k in range(1, limit + 1):
            bump(src[i - k], 1)
            bump(tgt[j - k], -1)
            if nonzero == 0:
                return k
        return 0

    def _cheapest_paths(self, src: list[str], tgt: list[str]) -> Iterator[list[_Span]]:
        """Cheapest alignment paths in ChERRANT's depth-first order, each from the start; at most
        ``config.max_alignments`` of them."""
        ops = self._dp(src, tgt)
        n, m = len(src), len(tgt)
        first_only = abs(n - m) > self.config.first_only_gap
        budget = self.config.max_alignments
        # Depth-first over the operation matrix with an explicit stack (no recursion limit). A path
        # is a linked list (span, rest) grown backwards from (n, m), so its head is its first span.
        stack: list[tuple[int, int, _Chain]] = [(n, m, None)]
        while stack:
            i, j, chain = stack.pop()
            if i + j == 0:
                path: list[_Span] = []
                while chain is not None:
                    span, chain = chain
                    path.append(span)
                yield path
                budget -= 1
                if budget == 0:
                    return
                continue
            cell = ops[i][j][:1] if first_only else ops[i][j]
            for op in reversed(cell):  # pushed in reverse so the first operation is explored first
                if op == "M" or op == "S":
                    stack.append((i - 1, j - 1, ((op, i - 1, i, j - 1, j), chain)))
                elif op == "D":
                    stack.append((i - 1, j, ((op, i - 1, i, j, j), chain)))
                elif op == "I":
                    stack.append((i, j - 1, ((op, i, i, j - 1, j), chain)))
                else:
                    k = int(op[1:])
                    stack.append((i - k, j - k, ((op, i - k, i, j - k, j), chain)))

    def count_cheapest_paths(self, source: str, target: str) -> int:
        """How many cheapest alignment paths ChERRANT would enumerate for this pair (exact integer;
        ``extract_all`` is exact whenever this is at most ``config.max_alignments``)."""
        src, tgt = char_tokens(source), char_tokens(target)
        ops = self._dp(src, tgt)
        n, m = len(src), len(tgt)
        first_only = abs(n - m) > self.config.first_only_gap
        count = [[0] * (m + 1) for _ in range(n + 1)]
        count[0][0] = 1
        for i in range(n + 1):
            for j in range(m + 1):
                if i + j == 0:
                    continue
                cell = ops[i][j][:1] if first_only else ops[i][j]
                total = 0
                for op in cell:
                    if op == "M" or op == "S":
                        total += count[i - 1][j - 1]
                    elif op == "D":
                        total += count[i - 1][j]
                    elif op == "I":
                        total += count[i][j - 1]
                    else:
                        k = int(op[1:])
                        total += count[i - k][j - k]
                count[i][j] = total
        return count[n][m]

    # ---- merging ---------------------------------------------------------------------------------

    @staticmethod
    def _span_of(seq: list[_Span], tag: str) -> _Span:
        return (tag, seq[0][1], seq[-1][2], seq[0][3], seq[-1][4])

    def _merge_run(self, seq: list[_Span]) -> list[_Span]:
        if len(seq) <= 1:
            return seq
        kinds = {op[0] for op in seq}
        if kinds == {"D"} or kinds == {"I"} or kinds == {"M"} or kinds == {"S"}:
            return [self._span_of(seq, kinds.pop())]
        if kinds == {"D", "I"}:
            return seq
        return [self._span_of(seq, "S")]

    def _merge(self, path: list[_Span], src: list[str], tgt: list[str]) -> list[_Span]:
        # 1. runs: each transposition alone, each match run and each other run merged
        edits: list[_Span] = []
        for key, grp in groupby(path, lambda x: x[0][0] if x[0][0] in ("M", "T") else ""):
            group = list(grp)
            if key == "T":
                edits.extend(group)
            else:
                edits.extend(self._merge_run(group))
        # 2. moved text: "S M S" and "D M I" / "I M D" become one word-order edit; matches dropped
        kept: list[_Span] = []
        i = 0
        while i < len(edits):
            e1 = edits[i][0][0]
            if i < len(edits) - 2:
                e2 = edits[i + 1][0][0]
                e3 = edits[i + 2][0][0]
                swap = e1 == "S" and e2 == "M" and e3 == "S"
                move = e2 in ("M", "T") and ((e1 == "D" and e3 == "I") or (e1 == "I" and e3 == "D"))
                if swap or move:
                    if (self._swapped_substitutions(edits[i], edits[i + 2], src, tgt) if swap
                            else self._moved_text(edits[i], edits[i + 2], e1, src, tgt)):
                        kept.append(self._span_of(edits[i : i + 3], f"T{edits[i + 2][2] - edits[i][1]}"))
                        i += 3
                    else:
                        kept.append(edits[i])
                        i += 1
                    continue
            if e1 != "M":
                kept.append(edits[i])
            i += 1
        # 3. drop no-op spans, trim substitutions sharing a prefix / suffix with their target
        out: list[_Span] = []
        for e in kept:
            s_text = "".join(src[e[1] : e[2]])
            t_text = "".join(tgt[e[3] : e[4]])
            if s_text == t_text:
                continue
            out.append(self._trim(e, src, tgt, t_text) if e[0] == "S" else e)
        return out

    @staticmethod
    def _swapped_substitutions(first: _Span, second: _Span, src: list[str], tgt: list[str]) -> bool:
        w1 = "".join(src[first[1] : first[2]])
        w2 = "".join(tgt[first[3] : first[4]])
        w3 = "".join(src[second[1] : second[2]])
        w4 = "".join(tgt[second[3] : second[4]])
        if min(len(w1), len(w2), len(w3), len(w4)) == 1:
            return w1 == w4 and w2 == w3
        return _levenshtein(w1, w4) <= 1 and _levenshtein(w2, w3) <= 1

    @staticmethod
    def _moved_text(first: _Span, third: _Span, kind: str, src: list[str], tgt: list[str]) -> bool:
        deleted, inserted = (first, third) if kind == "D" else (third, first)
        a = "".join(src[deleted[1] : deleted[2]])
        b = "".join(tgt[inserted[3] : inserted[4]])
        if len(a) < len(b):
            a, b = b, a
        if a in _PUNCT_MERGE or b in _PUNCT_MERGE or len(a) - len(b) > 1:
            return False
        if len(b) == 1:
            return a == b
        return _levenshtein(a, b) <= 1 or (len(a) == len(b) and b in a + a)

    @staticmethod
    def _trim(e: _Span, src: list[str], tgt: list[str], t_text: str) -> _Span:
        _, s0, s1, t0, t1 = e
        changed = False
        # common prefix: longest run of source tokens that starts the target text and ends on a
        # target token boundary
        common = ""
        cut_src = s0
        for k in range(s0, s1):
            if not t_text.startswith(common + src[k]):
                break
            common += src[k]
            cut_src = k + 1
        new_s0, new_t0 = s0, t0
        if common:
            acc = ""
            for k in range(t0, t1):
                acc += tgt[k]
                if acc == common:
                    new_s0, new_t0 = cut_src, k + 1
                    changed = True
                    break
                if len(acc) > len(common):
                    break
        # common suffix (against the whole target text, as ChERRANT does)
        common = ""
        new_s1, new_t1 = s1, t1
        cut_src = s1
        for k in range(s1 - 1, new_s0 - 1, -1):
            if not t_text.endswith(src[k] + common):
                break
            common = src[k] + common
            cut_src = k
        if common:
            acc = ""
            for k in range(t1 - 1, new_t0 - 1, -1):
                acc = tgt[k] + acc
                if acc == common:
                    new_s1, new_t1 = cut_src, k
                    changed = True
                    break
                if len(acc) > len(common):
                    break
        if not changed:
            return e
        if new_s0 == new_s1:
            op = "I"
        elif new_t0 == new_t1:
            op = "D"
        else:
            op = "S"
        return (op, new_s0, new_s1, new_t0, new_t1)


def pooled(alternatives: Sequence[tuple[Edit, ...]]) -> tuple[Edit, ...]:
    """One target's edits as ChERRANT's scorer (``compare_m2_for_evaluation.py``) sees them: the edits of all
    its alternative alignments (``T{k}-A0``, ``T{k}-A1``, ...) concatenated, because every ``A`` line of the
    target carries the same annotator id and the scorer groups edits by that id. An edit shared by two
    alternatives is there twice (a true positive or false negative counted twice, as the official scorer
    counts it); the result may overlap and is only meant for scoring."""
    return tuple(e for alt in alternatives for e in alt)


class PooledAlternatives:
    """An edit extractor (``extract_many``, ``signature``) giving :func:`pooled` edits of a
    :class:`ChineseCharAligner`: what the Chinese ``errant`` / ``cherrant`` metric compares."""

    def __init__(self, aligner: ChineseCharAligner) -> None:
        self.aligner = aligner

    def signature(self) -> str:
        return pooled_signature(self.aligner)

    def extract_many(self, pairs: Sequence[tuple[str, str]]) -> list[tuple[Edit, ...]]:
        """The pooled edits of each pair (read from the aligner's edit cache where they are there)."""

        def align(todo: list[tuple[str, str]]) -> list[tuple[Edit, ...]]:
            self.aligner._align_and_store(todo, other="first")
            return [pooled(self.aligner.extract_all(*p)) for p in todo]

        return extract_through_cache(self.aligner.cache, self.signature(), _char_keys(pairs), align,
                                     n_tokens=_n_char_tokens)


def pooled_signature(aligner: ChineseCharAligner) -> str:
    """The signature of :class:`PooledAlternatives` over ``aligner`` (its edit-cache key)."""
    return aligner.signature() + "|alternatives:pooled"


def _char_keys(pairs: Sequence[tuple[str, str]]) -> list[tuple[str, str]]:
    """The pairs with whitespace removed: the aligner's edits (character indices) do not depend on it, so the
    edit cache keys a pair by its characters alone (a char-tokenised text and its raw form share one row)."""
    return [("".join(s.split()), "".join(t.split())) for s, t in pairs]


# --------------------------------------------------------------------------------------------------
# M2 output


def to_char_m2(source: str, targets_edits: Sequence[Sequence[tuple[Edit, ...]] | None]) -> str:
    """One ChERRANT-style character M2 block (no trailing blank line).

    ``targets_edits[k]`` is the list of alternatives for target ``k`` (as from ``extract_all``);
    an empty list or ``[()]`` writes ChERRANT's ``T{k} 没有错误`` with a ``noop`` line, ``None`` its
    ``T{k} 无法标注`` with an ``NA`` line (a target MuCGEC marks "cannot annotate"). Target text is rebuilt
    from the source and the first alternative's edits.
    """
    src = char_tokens(source)
    lines = ["S " + " ".join(src)]
    for k, alternatives in enumerate(targets_edits):
        if alternatives is None:
            lines.append(f"T{k} {_NOT_ANNOTATABLE}")
            lines.append(f"A -1 -1|||NA|||-NONE-|||REQUIRED|||-NONE-|||{k}")
            continue
        if not alternatives or (len(alternatives) == 1 and not alternatives[0]):
            lines.append(f"T{k} {_NO_ERROR}")
            lines.append(f"A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||{k}")
            continue
        tgt = apply_edits(src, alternatives[0])
        for j, edits in enumerate(alternatives):
            lines.append(f"T{k}-A{j} " + " ".join(tgt))
            lines.extend(e.to_m2(k, deletion="-NONE-") for e in edits)  # ChERRANT writes -NONE-
    return "\n".join(lines)
