"""The ``llm`` extra: what loading a GGUF checkpoint needs (gguf and accelerate), the error without them, and
(where the extra is installed) a tiny random llama GGUF written here, loaded through gecnb's LLM weigher."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path

import numpy as np
import pytest

from gecnb.metrics.weighting.llm import LlmWeigher, TransformersBackend, build_prompt

ROOT = Path(__file__).resolve().parents[1]


def test_the_llm_extra_has_what_transformers_needs_for_gguf() -> None:
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")   # (tomllib is 3.11+; gecnb supports 3.10)
    line = re.search(r"^llm = \[(.*)\]$", text, re.M)
    assert line, "pyproject.toml has no llm extra"
    names = {re.split(r"[<>=!~ ]", d.strip().strip('"'))[0] for d in line.group(1).split(",")}
    assert {"transformers", "gguf", "accelerate"} <= names


@pytest.mark.parametrize("missing", ["gguf", "accelerate"])
def test_gguf_without_the_extra_says_what_to_install(monkeypatch, tmp_path, missing: str) -> None:  # type: ignore[no-untyped-def]
    import transformers  # noqa: F401  (imported before find_spec is patched)

    real = importlib.util.find_spec
    def find_spec(name: str, *a):  # type: ignore[no-untyped-def]
        if name in ("gguf", "accelerate"):
            return None if name == missing else object()
        return real(name, *a)

    monkeypatch.setattr(importlib.util, "find_spec", find_spec)
    with pytest.raises(ImportError, match=rf"needs {missing} \(.*gecnb\[llm\]"):
        TransformersBackend(str(tmp_path), gguf_file="model.gguf")._load()


def _tiny_llama_gguf(path: Path) -> None:
    """A 2-layer random llama with a byte-level gpt2 vocabulary, written with the gguf package."""
    import gguf
    from transformers.convert_slow_tokenizer import bytes_to_unicode

    rng = np.random.default_rng(0)
    tokens = [*bytes_to_unicode().values(), "Ġs", "<|endoftext|>"]
    v, h, f, n_layers, heads = len(tokens), 32, 64, 2, 4
    w = gguf.GGUFWriter(str(path), "llama")
    w.add_context_length(2048)
    w.add_embedding_length(h)
    w.add_block_count(n_layers)
    w.add_feed_forward_length(f)
    w.add_head_count(heads)
    w.add_head_count_kv(heads)
    w.add_layer_norm_rms_eps(1e-5)
    w.add_rope_dimension_count(h // heads)
    w.add_rope_freq_base(10000.0)
    w.add_vocab_size(v)
    w.add_tokenizer_model("gpt2")
    w.add_tokenizer_pre("default")
    w.add_token_list(tokens)
    w.add_token_types([1] * (v - 1) + [3])
    w.add_token_merges(["Ġ s"])
    w.add_bos_token_id(v - 1)
    w.add_eos_token_id(v - 1)

    def rand(name: str, *shape: int) -> None:
        w.add_tensor(name, (rng.standard_normal(shape) * 0.02).astype(np.float32))

    rand("token_embd.weight", v, h)
    rand("output.weight", v, h)
    w.add_tensor("output_norm.weight", np.ones(h, dtype=np.float32))
    for i in range(n_layers):
        for name in ("attn_q", "attn_k", "attn_v", "attn_output"):
            rand(f"blk.{i}.{name}.weight", h, h)
        rand(f"blk.{i}.ffn_gate.weight", f, h)
        rand(f"blk.{i}.ffn_up.weight", f, h)
        rand(f"blk.{i}.ffn_down.weight", h, f)
        w.add_tensor(f"blk.{i}.attn_norm.weight", np.ones(h, dtype=np.float32))
        w.add_tensor(f"blk.{i}.ffn_norm.weight", np.ones(h, dtype=np.float32))
    w.write_header_to_file()
    w.write_kv_data_to_file()
    w.write_tensors_to_file()
    w.close()


def test_a_gguf_checkpoint_weighs_a_case_study(tmp_path) -> None:  # type: ignore[no-untyped-def]
    pytest.importorskip("gguf")
    pytest.importorskip("accelerate")
    from importlib.metadata import version

    assert tuple(int(x) for x in version("gguf").split(".")[:2]) >= (0, 10)
    import gecnb
    from gecnb.reproduce.cases import edit_weights

    _tiny_llama_gguf(tmp_path / "tiny.gguf")
    llm = LlmWeigher(model=str(tmp_path), gguf_file="tiny.gguf", cache=False, progress=False, max_new_tokens=4)
    answer = llm._backend()(build_prompt("He go to school .", "go → goes"))
    assert isinstance(answer, str)
    corpus = gecnb.load_dataset("conll14-cleme-errant")
    f = edit_weights(corpus, system="AMU", sentence=35, reference_set="NUCLE", edits="given", weighting=[llm],
                     references=[0])
    weighed = f[f["category"] != "TN"]
    assert len(weighed) == 3 and weighed["llm"].between(1, 5).all()     # a random model: mostly the fallback
    diag = f.attrs["diagnostics"]["llm"]
    assert diag["llm_edits"] == 3 and 0 <= diag["llm_unparseable"] <= 3
    assert len(llm.answers()) == 3
