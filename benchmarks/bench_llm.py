"""LLM edit weighting at scale: batched generation (prompts of one token length per forward pass, the
``batch_tokens=2048``) vs one prompt at a time through transformers' ``generate`` (``batch_tokens=0``,
the default), in one process, on a small random llama built here (no download; the paper's
Llama-2-7B is not available offline, so the absolute times say little, the ratio more).

    GECNB_PROGRESS=0 nice -n 10 python benchmarks/bench_llm.py [--prompts 200] [--hidden 256] [--layers 4]

The prompts are Figure 3's prompt for the first CoNLL-2014 sentences with one edit each (the weigher's
real prompts). Greedy decoding (``temperature=0``) on both sides, so the answers must be equal (checked);
the sampling path costs the same per token. Prints the times and the ratio; asserts nothing about time.
"""

from __future__ import annotations

import argparse
import tempfile
import time
from pathlib import Path

from gecnb.data.registry import load_dataset
from gecnb.metrics.weighting.llm import PROMPT, TransformersBackend, build_prompt


def tiny_llama(path: Path, texts: list[str], *, hidden: int, layers: int) -> Path:
    """A random llama with a word-level vocabulary over ``texts`` (seeded: the same model every run)."""
    import torch
    import transformers
    from tokenizers import Tokenizer, models, pre_tokenizers

    pre = pre_tokenizers.Whitespace()
    words = {w for t in texts for w, _ in pre.pre_tokenize_str(t)}
    vocab = {t: i for i, t in enumerate(["[UNK]", "[PAD]", "<s>", "</s>", *sorted(words)])}
    tok = Tokenizer(models.WordLevel(vocab, unk_token="[UNK]"))
    tok.pre_tokenizer = pre
    fast = transformers.PreTrainedTokenizerFast(tokenizer_object=tok, unk_token="[UNK]", pad_token="[PAD]",
                                                bos_token="<s>", eos_token="</s>")
    torch.manual_seed(0)
    cfg = transformers.LlamaConfig(vocab_size=len(vocab), hidden_size=hidden, intermediate_size=2 * hidden,
                                   num_hidden_layers=layers, num_attention_heads=4, num_key_value_heads=4,
                                   max_position_embeddings=1024, bos_token_id=2, eos_token_id=3, pad_token_id=1)
    fast.save_pretrained(path)
    transformers.LlamaForCausalLM(cfg).save_pretrained(path)
    return path


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--prompts", type=int, default=200)
    ap.add_argument("--hidden", type=int, default=256)
    ap.add_argument("--layers", type=int, default=4)
    args = ap.parse_args()
    corpus = load_dataset("conll14-cleme-errant")
    sources = corpus.sources[: args.prompts]
    prompts = [build_prompt(s, f"{s.split()[0]} → ε") for s in sources if s.split()]
    with tempfile.TemporaryDirectory() as d:
        path = tiny_llama(Path(d) / "llama", [PROMPT, *sources, "→ ε 1 2 3 4 5"], hidden=args.hidden,
                          layers=args.layers)
        batched = TransformersBackend(str(path), temperature=0.0, batch_tokens=2048)
        single = TransformersBackend(str(path), temperature=0.0, batch_tokens=0)
        n_len = len({int(batched._encode(p)["input_ids"].shape[1]) for p in prompts})
        batched.answer_many(prompts[:2])  # load the model outside both timings
        single(prompts[0])
        t0 = time.perf_counter()
        a = batched.answer_many(prompts)
        t_batched = time.perf_counter() - t0
        t0 = time.perf_counter()
        b = [single(p) for p in prompts]
        t_single = time.perf_counter() - t0
    print(f"{len(prompts)} prompts ({n_len} distinct token lengths), llama hidden {args.hidden}, {args.layers} layers, "
          f"8 new tokens each")
    print(f"batched (batch_tokens=2048): {t_batched:.2f} s; one at a time (generate): {t_single:.2f} s; "
          f"ratio {t_single / t_batched:.1f}x")
    assert a == b, "greedy answers differ between the batched and the one-at-a-time path"
    print("greedy answers identical")


if __name__ == "__main__":
    main()
