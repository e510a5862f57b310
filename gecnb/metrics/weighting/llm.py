"""LLM-based edit weighting (CLEME2.0 paper, section 3.4 and Appendix A, Figure 3).

Each edit is scored on its own ("we instruct the LLM to evaluate each edit individually"): the prompt of
Figure 3 with the uncorrected (source) sentence and one edit, temperature 0.1, the 1-5 answer parsed
by :func:`parse_score`. The weight of an edit is the score itself, 1 to 5: the paper's Table 9 shows
weights equal to the LLM's scores and its Hit / Wrong / Under / Over computed from them (first case:
Wrong = (5 + 1) / (5 + 1 + 5) = 0.55, Under = 5 / 11 = 0.45; second case: Over = (4 + 5) / (5 + 5 + 4 + 5)
= 0.47), which an affine map such as (score - 1) / 4 would not give.

Which edit a (chunk, reference) row stands for (:func:`~gecnb.metrics.weighting.row_edits`): the
hypothesis chunk's edit for TP / FP_ne / FP_un, the reference chunk's edit for FN (Table 9 weighs the FN
chunk "Do one -> Does one" by the reference's edit). TN weighs 1. The edit is written as in Figure 3's
example (``were → have``); an empty side of an insertion or deletion is written ``ε`` (as in the paper's
Figure 1).

An answer that yields no score in 1-5 is *unparseable*: it weighs ``fallback`` (default 3, the midpoint
of the scale, so an unusable answer pulls towards neither end; the paper does not say what it did) or,
with ``fallback=None``, raises. Every unparseable answer is counted: ``cleme_scores`` reports the
columns ``llm_edits`` (distinct edits weighed for that row) and ``llm_unparseable`` (how many of them got
an unparseable answer), and :meth:`LlmWeigher.answers` lists every answer.

Backends: a local transformers causal LM (a directory or a name already in the local Hugging Face cache;
loaded offline only, ``local_files_only=True``; ``gguf_file=`` for a GGUF checkpoint) or any Python
callable ``prompt -> answer``. Sampling (temperature 0.1, no top-k / top-p truncation) is seeded per
prompt: a torch generator seeded with a hash of ``(seed, prompt)`` draws that prompt's tokens, so an
answer depends on the model, the prompt and the seed only, not on the order of the calls.

Batching (``batch_tokens``, e.g. 2048; default 0: one prompt at a time through transformers' ``generate``):
the transformers backend generates for many prompts in one forward pass per new token, like the BERTScore
embedding: a pass holds prompts of one token length only (no padding), always
``max(1, batch_tokens // length)`` rows for that length (the last block filled up with copies), every row
generates ``max_new_tokens`` tokens (the answer ends at the first end-of-sequence token), and each row
samples with its own seeded generator. So the shapes of every computation are a function of the prompt's
length alone and an answer does not depend on which other prompts share a call, their order or what was
cached. The two paths sample differently, so the model identity (cache key and signature) names the
batched one (``|eqlen2048``). Batching is off by default: on a CPU the blocks filled up with copies cost
more than they save unless most lengths hold many prompts (``benchmarks/bench_llm.py``, docs/speed.md).
``device``: ``"cpu"`` (default), ``"auto"`` (a CUDA GPU when torch sees one), ``"cuda"`` / ``"cuda:N"``;
a GPU is named in the identity (its float sums differ in the last bits, which can change a sampled token).
Answers are cached on disk (SQLite, ``$GECNB_CACHE_DIR/llm.sqlite``) by (model identity and sampling
settings, prompt); the prompt holds the sentence and the edit. transformers and torch are imported only
when a local model is asked for an answer.
"""

from __future__ import annotations

import hashlib
import importlib.util
import inspect
import math
import os
import re
import warnings
from collections.abc import Callable, Sequence
from dataclasses import InitVar, dataclass, field, fields, replace
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd

from gecnb._progress import progress
from gecnb.data.cachefile import CacheWarning, SqliteStore, cache_dir, row_checksum
from gecnb.data.errors import GecInputError
from gecnb.metrics.options import check_magnitude
from gecnb.metrics.weighting.base import WeightContext, row_edits
from gecnb.metrics.weighting.bertscore import resolve_device

# The CLEME2.0 paper (Ye et al.), Appendix A, Figure 3 "Prompt of LLM-based weighting" (page 15 of the
# arXiv version; line 482-510 of ../shared/papers/000_cab7979f2ec3216c.txt), word for word. The figure's
# layout is one line per sentence, bullet or field; the blank lines of the text extraction are PDF
# spacing. ``{uncorrected sentence}`` and ``{edit}`` are the figure's own placeholders.
PROMPT = """\
As an evaluator for grammatical error correction, you are tasked with assessing the importance of each \
error. You will be provided with two lines: the first is an uncorrected sentence, the second shows the \
edit. Then you output the importance score of the given edit.
The scores range from 1 to 5, where a higher score reflects the greater significance of the correction, \
while a lower score indicates minor importance.
- A score of 1 means the correction is almost negligible and unnecessary.
- A score of 2 means the correction has slight influence.
- A score of 3 signifies some impact by the correction.
- A score of 4 means the edit is essential.
- A score of 5 indicates the modification is highly important and necessary.
Next, I'll provide you a sentence with an edit. You should score each edit accordingly. The output should \
only be the score, with no additional explanation.
Example Input:
Uncorrected sentence: Nowadays the technologies were improved a lot compared to the last century.
Edit: were → have
Example Output (1-5): 5
Note that the output must be a number between 1 and 5. Here is the formal input:
Uncorrected sentence: {uncorrected sentence}
Edit: {edit}
Example Output (1-5):"""

EMPTY = "ε"
PARSER_VERSION = "1"


def format_edit(source_chunk: str, target_chunk: str) -> str:
    """``were → have``; an empty side is ``ε``."""
    return f"{source_chunk or EMPTY} → {target_chunk or EMPTY}"


def build_prompt(sentence: str, edit: str, *, template: str = PROMPT) -> str:
    """The template with its two placeholders filled (``str.replace``: the sentence may hold braces)."""
    return template.replace("{uncorrected sentence}", sentence).replace("{edit}", edit)


# ---------------------------------------------------------------------------------------------------
# the answer parser
# ---------------------------------------------------------------------------------------------------
_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5}
# the scale itself, which a model may echo ("(1-5)", "1 to 5", "between 1 and 5", "out of 5", "/5")
_SCALE = re.compile(
    r"\(?\b1\s*(?:-|–|—|to|~)\s*5\b\)?|\bbetween\s+1\s+and\s+5\b|\bout\s+of\s+(?:5|five)\b|(?<=\d)\s*/\s*5\b",
    re.IGNORECASE,
)
_NUMBER = re.compile(r"(?<![\w.])[-+]?\d+(?:\.\d+)?(?!\w)|\b(?:one|two|three|four|five)\b", re.IGNORECASE)


def parse_score(answer: str | None) -> float | None:
    """The 1-5 score in an LLM's answer, or None when there is none.

    The scale's own mentions are removed first ("(1-5)", "1 to 5", "between 1 and 5", "out of 5", the
    "/5" of "4/5"); then the first number (digits, or a number word one ... five) is the answer. It must
    lie in [1, 5] (a decimal such as 3.5 is kept as is); a first number outside it ("0", "10", "-2")
    makes the answer unparseable, not the next number. No number at all is unparseable.

    >>> parse_score("Score: 4/5"), parse_score(" five."), parse_score("Example Output (1-5): 3")
    (4.0, 5.0, 3.0)
    >>> parse_score("I think"), parse_score("10") is None
    (None, True)
    """
    if answer is None:
        return None
    text = _SCALE.sub(" ", answer)
    m = _NUMBER.search(text)
    if m is None:
        return None
    tok = m.group(0).lower()
    v = float(_WORDS[tok]) if tok in _WORDS else float(tok)
    if not (1.0 <= v <= 5.0):
        return None
    return v


# ---------------------------------------------------------------------------------------------------
# backends
# ---------------------------------------------------------------------------------------------------
def prompt_seed(seed: int, prompt: str) -> int:
    """The per-prompt seed: the first 8 bytes of sha256(f"{seed}\\n{prompt}") as an integer < 2**63."""
    return int.from_bytes(hashlib.sha256(f"{seed}\n{prompt}".encode()).digest()[:8], "big") >> 1


def _dir_identity(path: Path) -> str:
    """A local model directory's identity: sha256 of its config and tokenizer files, and the names,
    sizes and modification times of its weight files (hashing gigabytes of weights would take minutes)."""
    h = hashlib.sha256()
    for f in sorted(path.iterdir()):
        if not f.is_file():
            continue
        if f.suffix in (".json", ".model", ".txt") and f.stat().st_size < 50_000_000:
            h.update(f.name.encode() + b"\0" + f.read_bytes())
        else:
            st = f.stat()
            h.update(f"{f.name}\0{st.st_size}\0{st.st_mtime_ns}".encode())
    return h.hexdigest()[:16]


@dataclass(frozen=True)
class GenerationSettings:
    """How a local causal LM generates an answer, validated once; :class:`TransformersBackend` and
    :class:`LlmWeigher` hold one (their keywords ``temperature=`` ... ``device=`` are its fields).

    ``temperature`` (0.1, the paper's; 0: greedy; no top-k / top-p truncation), ``seed`` (torch is seeded per
    prompt, :func:`prompt_seed`), ``max_new_tokens`` new tokens, ``chat`` (wrap the prompt in the tokenizer's
    chat template, for instruction-tuned models; the paper's Llama-2-7B is prompted with the plain text),
    ``gguf_file`` (the name of a GGUF file in the model's directory; transformers dequantizes it, which needs
    the ``gguf`` package), ``batch_tokens`` (prompts of one token length generated together,
    ``batch_tokens // length`` per pass; 0: one at a time) and ``device`` (``"cpu"``, ``"auto"``, ``"cuda"``,
    ``"cuda:N"``)."""

    temperature: float = 0.1
    seed: int = 0
    max_new_tokens: int = 8
    chat: bool = False
    gguf_file: str | None = None
    batch_tokens: int = 0
    device: str = "cpu"

    def __post_init__(self) -> None:
        if not (math.isfinite(self.temperature) and self.temperature >= 0):
            raise ValueError(f"temperature must be finite and >= 0, got {self.temperature}")
        if self.max_new_tokens < 1:
            raise ValueError(f"max_new_tokens must be >= 1, got {self.max_new_tokens}")
        if isinstance(self.batch_tokens, bool) or not isinstance(self.batch_tokens, int) or self.batch_tokens < 0:
            raise ValueError(f"batch_tokens must be an integer >= 0 (0: one prompt at a time), got {self.batch_tokens!r}")
        if not isinstance(self.device, str) or not (self.device in ("auto", "cpu") or
                                                     re.fullmatch(r"cuda(:\d+)?", self.device)):
            raise ValueError(f"device must be 'auto', 'cpu', 'cuda' or 'cuda:N', got {self.device!r}")

    def identity(self, model: str) -> str:
        """The identity of ``model`` generating with these settings (the answer cache's key, the signature)."""
        p = Path(model)
        ident = f"transformers:{model}"
        if p.is_dir():
            ident += f"@{_dir_identity(p)}"
        if self.gguf_file:
            ident += f"|gguf:{self.gguf_file}"
        dev = resolve_device(self.device)
        return (ident + f"|T:{self.temperature:g}|seed:{self.seed}|max_new:{self.max_new_tokens}"
                + (f"|eqlen{self.batch_tokens}" if self.batch_tokens else "")
                + ("" if dev == "cpu" else f"|{dev}") + ("|chat" if self.chat else ""))


GENERATION_FIELDS = tuple(f.name for f in fields(GenerationSettings))


def _settings(settings: GenerationSettings | None, given: dict[str, Any]) -> GenerationSettings:
    """``settings`` (default :class:`GenerationSettings`) with the fields in ``given`` replaced (validated)."""
    base = settings if settings is not None else GenerationSettings()
    if not isinstance(base, GenerationSettings):
        raise TypeError(f"settings must be a GenerationSettings, got {type(base).__name__}")
    return replace(base, **given) if given else base


class TransformersBackend:
    """A local causal LM through transformers, loaded on first use, offline only.

    ``model``: a directory, or a model name already in the local Hugging Face cache. How it generates:
    ``settings`` (a :class:`GenerationSettings`) and/or its fields as keywords (``temperature=``,
    ``batch_tokens=``, ...), which replace those of ``settings``."""

    def __init__(self, model: str, *, settings: GenerationSettings | None = None, **options: Any) -> None:
        self.model = model
        self.settings = _settings(settings, options)
        self._loaded: tuple[Any, Any] | None = None

    def __repr__(self) -> str:
        return f"TransformersBackend(model={self.model!r}, settings={self.settings!r})"

    def identity(self) -> str:
        return self.settings.identity(self.model)


    def _load(self) -> tuple[Any, Any]:
        if self._loaded is None:
            if self.settings.gguf_file:
                missing = [m for m in ("gguf", "accelerate") if importlib.util.find_spec(m) is None]
                if missing:
                    raise ImportError(f"loading the GGUF checkpoint {self.settings.gguf_file!r} needs {' and '.join(missing)} "
                                      f"(transformers dequantizes GGUF with gguf and requires accelerate for it): "
                                      f"pip install -c constraints.txt 'gecnb[llm]'")
            from transformers import AutoModelForCausalLM, AutoTokenizer

            kw: dict[str, Any] = {"local_files_only": True}
            if self.settings.gguf_file:
                kw["gguf_file"] = self.settings.gguf_file
            try:
                tok = AutoTokenizer.from_pretrained(self.model, **kw)
                lm = AutoModelForCausalLM.from_pretrained(self.model, **kw)
            except OSError as err:
                raise GecInputError(f"LLM {self.model!r} is not available locally (gecnb loads LLMs offline "
                                    f"only: give a directory or a model in the local cache): {err}") from err
            lm.eval()
            dev = resolve_device(self.settings.device)
            if dev != "cpu":
                lm.to(dev)  # type: ignore[arg-type]
            self._loaded = (tok, lm)
        return self._loaded

    def _encode(self, prompt: str) -> Any:
        tok, _ = self._load()
        if self.settings.chat:
            return tok.apply_chat_template([{"role": "user", "content": prompt}], add_generation_prompt=True,
                                           return_tensors="pt", return_dict=True)
        return tok(prompt, return_tensors="pt")

    def __call__(self, prompt: str) -> str:
        if self.settings.batch_tokens:
            return self.answer_many([prompt])[0]
        import torch

        tok, lm = self._load()
        ids = self._encode(prompt).to(lm.device)
        n_in = ids["input_ids"].shape[1]
        pad = tok.pad_token_id if tok.pad_token_id is not None else tok.eos_token_id
        gen: dict[str, Any] = {"max_new_tokens": self.settings.max_new_tokens, "pad_token_id": pad}
        if self.settings.temperature > 0:
            gen.update(do_sample=True, temperature=self.settings.temperature, top_k=0, top_p=1.0)
        else:
            gen.update(do_sample=False)
        torch.manual_seed(prompt_seed(self.settings.seed, prompt))
        with torch.no_grad():
            out = lm.generate(**ids, **gen)
        return tok.decode(out[0, n_in:], skip_special_tokens=True)

    def block_rows(self, length: int) -> int:
        """Prompts per forward pass for prompts of ``length`` tokens: a function of the length alone."""
        return max(1, self.settings.batch_tokens // max(1, length))

    def answer_many(self, prompts: Sequence[str], *, on_block: Callable[[list[int], list[str]], None] | None = None,
                    ) -> list[str]:
        """Answers to ``prompts`` (in their order), generated in blocks of prompts of one token length
        (see the module docstring). ``on_block(indices, answers)`` is called after each block (for a
        progress bar and for writing the cache as the answers come)."""
        import torch

        tok, lm = self._load()
        encoded = [self._encode(p)["input_ids"][0] for p in prompts]
        by_len: dict[int, list[int]] = {}
        for i, ids in enumerate(encoded):
            by_len.setdefault(int(ids.shape[0]), []).append(i)
        eos = tok.eos_token_id
        out: list[str] = [""] * len(prompts)
        for length in sorted(by_len):
            idx = by_len[length]
            rows = self.block_rows(length)
            for start in range(0, len(idx), rows):
                part = idx[start:start + rows]
                fill = part + [part[-1]] * (rows - len(part))  # a fixed shape per length
                new = self._generate_block(torch.stack([encoded[i] for i in fill]).to(lm.device),
                                           [prompt_seed(self.settings.seed, prompts[i]) for i in fill])
                got = []
                for j in range(len(part)):
                    toks = new[j].tolist()
                    if eos is not None and eos in toks:
                        toks = toks[:toks.index(eos)]
                    got.append(tok.decode(toks, skip_special_tokens=True))
                for i, a in zip(part, got, strict=True):
                    out[i] = a
                if on_block is not None:
                    on_block(part, got)
        return out

    def _generate_block(self, ids: Any, seeds: list[int]) -> Any:
        """``max_new_tokens`` tokens for each row of ``ids`` (rows of one length, no padding): one forward
        pass per token with the key/value cache; row r samples with a generator seeded ``seeds[r]``."""
        import torch

        _, lm = self._load()
        # the key/value cache argument: ``cache`` in transformers 5, ``past_key_values`` before
        kv = "cache" if "cache" in inspect.signature(lm.forward).parameters else "past_key_values"
        gens = [torch.Generator(device="cpu").manual_seed(s) for s in seeds]
        mask = torch.ones_like(ids)
        cur, past, new = ids, None, []
        with torch.inference_mode():
            for _ in range(self.settings.max_new_tokens):
                o = lm(input_ids=cur, attention_mask=mask, use_cache=True, **{kv: past})
                past = getattr(o, kv)
                logits = o.logits[:, -1, :].float().cpu()
                if self.settings.temperature > 0:
                    probs = torch.softmax(logits / self.settings.temperature, dim=-1)
                    nxt = torch.stack([torch.multinomial(probs[r], 1, generator=g) for r, g in enumerate(gens)])
                else:
                    nxt = logits.argmax(dim=-1, keepdim=True)
                new.append(nxt)
                cur = nxt.to(ids.device)
                mask = torch.cat([mask, torch.ones_like(cur)], dim=1)
        return torch.cat(new, dim=1)


def _read_settings(cls: type) -> None:
    """Give ``cls`` (which holds ``self.settings``) a read-only attribute per :class:`GenerationSettings` field
    (``backend.temperature`` is ``backend.settings.temperature``), as before the settings were one object."""
    def reader(name: str) -> property:
        def read(self: Any) -> Any:
            return getattr(self.settings, name)

        return property(read, doc=f"``settings.{name}``")

    for name in GENERATION_FIELDS:
        setattr(cls, name, reader(name))


_read_settings(TransformersBackend)


# ---------------------------------------------------------------------------------------------------
# the answer cache
# ---------------------------------------------------------------------------------------------------
class AnswerCache:
    """LLM answers in SQLite: one row per (model identity, prompt hash) with the sentence, the edit and the
    raw answer (parsed when read, so a better parser needs no new answers)."""

    def __init__(self, path: str | os.PathLike[str] | None = None):
        self.path = Path(path) if path is not None else cache_dir() / "llm.sqlite"
        self._store = SqliteStore(self.path, what="LLM answer cache", schema=[
            "CREATE TABLE IF NOT EXISTS answers2 (model TEXT, prompt_sha TEXT, sentence TEXT, edit TEXT, answer TEXT, "
            "chk TEXT, PRIMARY KEY (model, prompt_sha))"])

    @staticmethod
    def key(prompt: str) -> str:
        return hashlib.sha256(prompt.encode()).hexdigest()

    def get_many(self, model: str, prompts: Sequence[str]) -> dict[str, str]:
        """Answers by prompt; a row failing its checksum is not used (asked again), with a warning."""
        out: dict[str, str] = {}
        keys = {self.key(p): p for p in prompts}
        ks = list(keys)
        bad = 0
        for i in range(0, len(ks), 500):
            part = ks[i:i + 500]
            q = (f"SELECT prompt_sha, sentence, edit, answer, chk FROM answers2 WHERE model = ? "
                 f"AND prompt_sha IN ({','.join('?' * len(part))})")
            for k, sentence, edit, a, chk in self._store.read(q, [model, *part]):
                fields = (model, k, sentence, edit, a)
                if all(isinstance(x, str) for x in fields) and chk == row_checksum(*fields):  # type: ignore[arg-type]
                    out[keys[str(k)]] = str(a)
                else:
                    bad += 1
        if bad:
            warnings.warn(f"{self.path}: {bad} cached LLM answer(s) failed their checksum and are asked again",
                          CacheWarning, stacklevel=3)
        return out

    def put(self, model: str, prompt: str, sentence: str, edit: str, answer: str) -> None:
        self.put_many(model, [(prompt, sentence, edit, answer)])

    def put_many(self, model: str, items: Sequence[tuple[str, str, str, str]]) -> None:
        """Store ``(prompt, sentence, edit, answer)`` rows in one transaction."""
        rows = [(model, self.key(p), s, e, a) for p, s, e, a in items]
        if rows:
            self._store.write("INSERT OR REPLACE INTO answers2 VALUES (?, ?, ?, ?, ?, ?)",
                              [(*r, row_checksum(*r)) for r in rows])


# ---------------------------------------------------------------------------------------------------
# the weigher
# ---------------------------------------------------------------------------------------------------
@dataclass(frozen=True, eq=False)
class LlmWeigher:
    """CLEME2.0's LLM-based edit weighting (see the module docstring).

    Give ``model`` (a local transformers causal LM: directory or cached name; default
    ``$GECNB_LLM_MODEL``) or ``backend`` (any callable ``prompt -> answer``; ``model_id`` names it in the
    cache and the signature, default its module and qualified name: give a new one when the backend
    changes). ``settings`` (a :class:`GenerationSettings`) and/or its fields as keywords (``temperature=``
    0.1, the paper's, ``seed=``, ``max_new_tokens=``, ``chat=``, ``gguf_file=``, ``batch_tokens=``, ``device=``;
    they replace those of ``settings``) configure the transformers backend, which holds the same
    ``settings``. A callable backend is asked one prompt at a time, unless it has an
    ``answer_many(prompts) -> answers`` method. ``fallback``: the weight of an unparseable answer (default 3.0;
    ``None``: raise). ``cache``: keep answers on disk (``cache_path``, default
    ``$GECNB_CACHE_DIR/llm.sqlite``). Compared by identity (it holds a model and its answers).
    """

    model: str | None = None
    backend: Callable[[str], str] | None = None
    model_id: str | None = None
    # the fields of GenerationSettings as keywords (None: not given); read back from ``settings``
    temperature: InitVar[float | None] = None
    seed: InitVar[int | None] = None
    max_new_tokens: InitVar[int | None] = None
    chat: InitVar[bool | None] = None
    gguf_file: InitVar[str | None] = None
    batch_tokens: InitVar[int | None] = None
    device: InitVar[str | None] = None
    settings: GenerationSettings | None = None
    template: str = PROMPT
    fallback: float | None = 3.0
    cache: bool = True
    cache_path: str | None = None
    progress: bool = True
    name: str = "llm"
    _answers: dict[str, tuple[str, str, str]] = field(default_factory=dict, repr=False)  # prompt -> sentence, edit, answer
    _state: dict[str, Any] = field(default_factory=dict, repr=False)

    def __post_init__(self, temperature: float | None, seed: int | None, max_new_tokens: int | None,
                      chat: bool | None, gguf_file: str | None, batch_tokens: int | None, device: str | None) -> None:
        given = {"temperature": temperature, "seed": seed, "max_new_tokens": max_new_tokens, "chat": chat,
                 "gguf_file": gguf_file, "batch_tokens": batch_tokens, "device": device}
        object.__setattr__(self, "settings", _settings(self.settings, {k: v for k, v in given.items() if v is not None}))
        model = self.model
        if model is None and self.backend is None:
            model = os.environ.get("GECNB_LLM_MODEL") or None
            object.__setattr__(self, "model", model)
        if (model is None) == (self.backend is None):
            raise ValueError("LlmWeigher needs exactly one of model= (a local causal LM; or $GECNB_LLM_MODEL) "
                             "and backend= (a callable prompt -> answer)")
        if self.backend is not None and not callable(self.backend):
            raise TypeError(f"backend must be callable, got {type(self.backend).__name__}")
        if self.fallback is not None and not (math.isfinite(self.fallback) and self.fallback >= 0):
            raise ValueError(f"fallback must be None or a finite weight >= 0, got {self.fallback}")
        if self.fallback is not None:
            check_magnitude("fallback", self.fallback)
        if "{uncorrected sentence}" not in self.template or "{edit}" not in self.template:
            raise ValueError("template must contain the placeholders {uncorrected sentence} and {edit}")

    # -- identity --------------------------------------------------------------------------------------
    def _transformers(self) -> TransformersBackend:
        return TransformersBackend(self.model or "", settings=self.settings)

    def _backend(self) -> Callable[[str], str]:
        b = self._state.get("backend")
        if b is None:
            b = self.backend or self._transformers()
            self._state["backend"] = b
        return b

    def identity(self) -> str:
        """The model and its sampling settings (the cache key's first half)."""
        got = self._state.get("identity")
        if got is None:
            if self.backend is not None:
                fn = self.backend
                label = self.model_id or (f"{getattr(fn, '__module__', type(fn).__module__)}."
                                          f"{getattr(fn, '__qualname__', type(fn).__qualname__)}")
                got = f"callable:{label}"
            else:
                got = self._transformers().identity()
                if self.model_id:
                    got = f"{self.model_id}|{got}"
            self._state["identity"] = got
        return got

    def signature(self) -> str:
        tpl = hashlib.sha256(self.template.encode()).hexdigest()[:8]
        return (f"llm:{self.identity()}|prompt:{'fig3' if self.template == PROMPT else 'custom'}-{tpl}"
                f"|parser:{PARSER_VERSION}|fallback:{self.fallback}")

    # -- asking ----------------------------------------------------------------------------------------
    def _prompts(self, ctx: WeightContext) -> tuple[np.ndarray, list[str], list[tuple[str, str]]]:
        key = ("llm_prompts", ctx.assumption, self.template)
        got = ctx.stats.cache.get(key)
        cats_key = ctx.categories.tobytes()
        if got is not None and got[0] == cats_key:
            return got[1]
        rows, edits = row_edits(ctx)
        st = ctx.stats
        sents = [st.inputs.sources[int(st.c_sent[st.r_row[r]])] for r in rows.tolist()]
        pairs = [(s, format_edit(*e)) for s, e in zip(sents, edits, strict=True)]
        prompts = [build_prompt(s, e, template=self.template) for s, e in pairs]
        out = (rows, prompts, pairs)
        st.cache[key] = (cats_key, out)
        return out

    def _ask(self, items: dict[str, tuple[str, str]]) -> None:
        """Answers for the prompts not yet known: from the disk cache, else from the backend."""
        todo = {p: v for p, v in items.items() if p not in self._answers}
        if not todo:
            return
        model = self.identity()
        cache = AnswerCache(self.cache_path) if self.cache else None
        if cache is not None:
            for p, a in cache.get_many(model, list(todo)).items():
                self._answers[p] = (*todo.pop(p), a)
        if not todo:
            return
        backend = self._backend()
        prompts = list(todo)

        def take(part: list[int], answers: Sequence[object]) -> None:
            done = []
            for i, a in zip(part, answers, strict=True):
                if not isinstance(a, str):
                    raise TypeError(f"LLM backend {model} returned {type(a).__name__}, not str")
                p = prompts[i]
                sent, edit = todo[p]
                self._answers[p] = (sent, edit, a)
                done.append((p, sent, edit, a))
            if cache is not None:
                cache.put_many(model, done)  # as the answers come: an interrupted run keeps them
            bar.update(len(done))

        with progress(total=len(prompts), desc="LLM edit weights", enabled=self.progress) as bar:
            many = getattr(backend, "answer_many", None)
            if isinstance(backend, TransformersBackend) and not backend.settings.batch_tokens:
                many = None
            if many is not None:
                got = many(prompts, on_block=take) if isinstance(backend, TransformersBackend) else many(prompts)
                if not isinstance(backend, TransformersBackend):
                    if len(got) != len(prompts):
                        raise ValueError(f"LLM backend {model}: answer_many returned {len(got)} answers for "
                                         f"{len(prompts)} prompts")
                    take(list(range(len(prompts))), got)
            else:
                for i, p in enumerate(prompts):
                    take([i], [backend(p)])

    def prepare(self, contexts: Sequence[WeightContext]) -> None:
        """Ask for every distinct edit of all the contexts at once (one progress bar)."""
        items: dict[str, tuple[str, str]] = {}
        for ctx in contexts:
            _, prompts, pairs = self._prompts(ctx)
            items.update(zip(prompts, pairs, strict=True))
        self._ask(items)

    def weights(self, ctx: WeightContext) -> np.ndarray:
        rows, prompts, pairs = self._prompts(ctx)
        self._ask(dict(zip(prompts, pairs, strict=True)))
        w = np.ones(len(ctx.categories))
        bad: list[str] = []
        for r, p in zip(rows.tolist(), prompts, strict=True):
            v = parse_score(self._answers[p][2])
            if v is None:
                if self.fallback is None:
                    bad.append(p)
                    continue
                v = self.fallback
            w[r] = v
        if bad:
            sent, edit, a = self._answers[bad[0]]
            raise GecInputError(f"LLM gave {len(bad)} unparseable answer(s), e.g. {a!r} for edit {edit!r} in "
                                f"{sent!r} (set fallback= to weigh them)")
        return w

    def diagnostics(self, ctx: WeightContext) -> dict[str, float]:
        """``llm_edits``: distinct edits (prompts) weighed for this context; ``llm_unparseable``: how many of
        them got an answer without a 1-5 score."""
        _, prompts, _ = self._prompts(ctx)
        distinct = set(prompts)
        self._ask({p: ("", "") for p in distinct if p not in self._answers})
        n_bad = sum(parse_score(self._answers[p][2]) is None for p in distinct)
        return {"llm_edits": float(len(distinct)), "llm_unparseable": float(n_bad)}

    def answers(self) -> pd.DataFrame:
        """Every answer this weigher has seen: ``sentence, edit, answer, score`` (score NaN: unparseable)."""
        rows = [(s, e, a, parse_score(a)) for s, e, a in self._answers.values()]
        df = pd.DataFrame(rows, columns=["sentence", "edit", "answer", "score"])
        df["score"] = df["score"].astype(float)
        return df


_read_settings(LlmWeigher)
