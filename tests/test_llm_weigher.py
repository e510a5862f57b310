"""LLM-based edit weighting (CLEME2.0 Appendix A): the prompt, the answer parser, a callable backend,
unparseable answers reported, the answer cache, and tiny causal LMs built here (no download) end to end."""

from __future__ import annotations

import math
from pathlib import Path

import numpy as np
import pytest

from gecnb.chunks.prepared import prepare
from gecnb.data.corpus import Corpus
from gecnb.data.edit import Edit
from gecnb.data.errors import GecInputError
from gecnb.data.signature import Signature
from gecnb.metrics.cleme import ClemeConfig, cleme_chunks, cleme_scores, sample_counts
from gecnb.metrics.weighting.llm import PROMPT, LlmWeigher, build_prompt, format_edit, parse_score, prompt_seed

# ---------------------------------------------------------------------------------------------------
# the prompt (Figure 3)
# ---------------------------------------------------------------------------------------------------
PAPER = next((d / "shared" / "papers" / "000_cab7979f2ec3216c.txt" for d in Path(__file__).resolve().parents
              if (d / "shared" / "papers" / "000_cab7979f2ec3216c.txt").exists()), Path("/nonexistent"))


def test_prompt_is_figure_3():
    lines = PROMPT.split("\n")
    assert lines[0].startswith("As an evaluator for grammatical error correction, you are tasked with assessing")
    assert lines[0].endswith("Then you output the importance score of the given edit.")
    assert "- A score of 4 means the edit is essential." in lines
    assert "- A score of 5 indicates the modification is highly important and necessary." in lines
    assert "Uncorrected sentence: Nowadays the technologies were improved a lot compared to the last century." in lines
    assert "Edit: were → have" in lines and "Example Output (1-5): 5" in lines
    assert lines[-3:] == ["Uncorrected sentence: {uncorrected sentence}", "Edit: {edit}", "Example Output (1-5):"]
    assert len(lines) == 16


def test_prompt_matches_the_paper_text_word_for_word():
    if not PAPER.exists():
        pytest.skip("the paper's text is not next to this checkout")
    text = PAPER.read_text(encoding="utf-8")
    fig = text[text.index("Prompt:\n") + len("Prompt:\n"):text.index("Figure 3: Prompt of LLM-based weighting.")]
    assert " ".join(fig.split()) == " ".join(PROMPT.split())


def test_build_prompt_and_edit_format():
    p = build_prompt("He go {home} .", format_edit("go", "goes"))
    assert p.endswith("Uncorrected sentence: He go {home} .\nEdit: go → goes\nExample Output (1-5):")
    assert format_edit("", "of") == "ε → of" and format_edit("the", "") == "the → ε"


# ---------------------------------------------------------------------------------------------------
# the parser
# ---------------------------------------------------------------------------------------------------
ANSWERS = [
    ("5", 5.0), (" 4", 4.0), ("3\n", 3.0), ("Score: 4/5", 4.0), ("4 / 5", 4.0), ("5/5", 5.0),
    ("The score is 2 out of 5.", 2.0), ("Example Output (1-5): 3", 3.0), ("(1-5): 2", 2.0),
    ("between 1 and 5, I say 1", 1.0), ("five", 5.0), ("Four.", 4.0), ("two points", 2.0), ("3.5", 3.5),
    ("4th, so 2", 2.0), ("Output: 4\n\nExplanation: 1", 4.0), ("**4**", 4.0), ("[5]", 5.0),
    ("", None), ("I think this edit matters", None), ("0", None), ("10", None), ("-2", None), ("6/5", None),
    ("none", None), ("5.5", None), ("x4", None), (None, None),
]


@pytest.mark.parametrize(("answer", "score"), ANSWERS)
def test_parser(answer, score):
    assert parse_score(answer) == score


# ---------------------------------------------------------------------------------------------------
# the paper's Table 9 cases with a callable backend
# ---------------------------------------------------------------------------------------------------
def _table9_corpus() -> Corpus:
    """The two sentences of the CLEME2.0 paper's Table 9 (edits written by hand, one reference each)."""
    srcs = ("Do one who suffered from this disease keep it a secret of infrom their relatives ?",
            "When we are diagonosed out with certain genetic disease , should we disclose this result to our relatives ?")
    refs = ["Does one who suffers from this disease keep it a secret or inform their relatives ?",
            "When we are diagnosed with certain genetic diseases , should we disclose this result to our relatives ?"]
    hyps = ["Do one who suffer from this disease keep it a secret to inform their relatives ?",
            "When we are diagnosed out with certain genetic diseases , should we disclose the results to their relatives ?"]
    ref_edits = [(Edit(0, 1, 0, 1, "R:VERB", "Does"), Edit(3, 4, 3, 4, "R:VERB", "suffers"),
                  Edit(11, 13, 11, 13, "R:OTHER", "or inform")),
                 (Edit(3, 5, 3, 4, "R:OTHER", "diagnosed"), Edit(8, 9, 7, 8, "R:NOUN:NUM", "diseases"))]
    hyp_edits = [(Edit(3, 4, 3, 4, "R:VERB", "suffer"), Edit(11, 13, 11, 13, "R:OTHER", "to inform")),
                 (Edit(3, 4, 3, 4, "R:SPELL", "diagnosed"), Edit(8, 9, 8, 9, "R:NOUN:NUM", "diseases"),
                  Edit(13, 15, 13, 15, "R:OTHER", "the results"), Edit(16, 17, 16, 17, "R:DET", "their"))]
    c = Corpus("table9", srcs)
    c.add_references("R", [[r] for r in refs], edits=[[e] for e in ref_edits])
    c.add_system("S", hyps, edits=hyp_edits)
    return c


# the LLM scores the paper shows in Table 9, by edit
TABLE9 = {"Do → Does": "5", "suffered → suffer": "5", "of infrom → to inform": "1",
          "diagonosed out → diagnosed out": "5", "disease → diseases": "5", "this result → the results": "4",
          "our → their": "5"}


def _edit_of(prompt: str) -> str:
    return prompt.split("\nEdit: ")[-1].split("\n")[0]


def test_weights_are_the_scores_as_in_table_9(tmp_path):
    asked: list[str] = []

    def backend(prompt: str) -> str:
        asked.append(prompt)
        return TABLE9[_edit_of(prompt)]

    w = LlmWeigher(backend=backend, model_id="table9", cache_path=str(tmp_path / "llm.sqlite"))
    p = prepare(_table9_corpus(), edits="given")
    cfg = ClemeConfig(weighting=w)
    counts = sample_counts(p.stats("S"), cfg)
    tp, fp_ne, fp_un, fn = (counts[c].to_numpy() for c in ("TP", "FP_ne", "FP_un", "FN"))
    hit, wrong, under = tp / (tp + fp_ne + fn), fp_ne / (tp + fp_ne + fn), fn / (tp + fp_ne + fn)
    over = fp_un / (tp + fp_ne + fp_un)
    # Table 9: Hit 0.00 / Wrong 0.55 / Under 0.45 / Over 0.00, and 0.50 / 0.50 / 0.00 / 0.47
    assert np.round(hit, 2).tolist() == [0.0, 0.5] and np.round(wrong, 2).tolist() == [0.55, 0.5]
    assert np.round(under, 2).tolist() == [0.45, 0.0] and np.round(over, 2).tolist() == [0.0, 0.47]
    assert sorted(_edit_of(a) for a in asked) == sorted(TABLE9)  # every edit once
    row = cleme_scores(p, variants=cfg).iloc[0]
    assert row.weighting == "llm" and row.llm_edits == 7 and row.llm_unparseable == 0
    weights = dict(Signature.split(row.signature))["weights"]  # the weigher's own signature, one value: its | read ,
    assert weights.startswith("llm:callable:table9,prompt:fig3-")
    ch = cleme_chunks(p, system="S", config=cfg)
    assert sorted(ch[(ch.target == "ref0") & (ch.category != "TN")].weight) == [1, 4, 5, 5, 5, 5, 5]
    assert (ch[ch.category == "TN"].weight == 1.0).all()


def test_unparseable_answers_are_counted_and_reported(tmp_path):
    def backend(prompt: str) -> str:
        return "I am not sure." if _edit_of(prompt) == "our → their" else TABLE9[_edit_of(prompt)]

    p = prepare(_table9_corpus(), edits="given")
    w = LlmWeigher(backend=backend, model_id="shaky", cache=False)
    row = cleme_scores(p, variants=ClemeConfig(weighting=w, assumption="independent")).iloc[0]
    assert row.llm_unparseable == 1 and row.llm_edits == 7
    assert row.fp_un == 4 + 3.0  # the fallback (3, the scale's midpoint) for the unusable answer
    ans = w.answers()
    assert len(ans) == 7 and ans.score.isna().sum() == 1
    assert ans[ans.score.isna()].answer.iloc[0] == "I am not sure."
    strict = LlmWeigher(backend=backend, model_id="shaky", cache=False, fallback=None)
    with pytest.raises(GecInputError, match=r"1 unparseable answer\(s\), e.g. 'I am not sure.' for edit 'our → their'"):
        cleme_scores(p, variants=ClemeConfig(weighting=strict))


def test_answers_are_cached_on_disk(tmp_path):
    calls: list[str] = []

    def backend(prompt: str) -> str:
        calls.append(prompt)
        return TABLE9[_edit_of(prompt)]

    path = str(tmp_path / "llm.sqlite")
    p = prepare(_table9_corpus(), edits="given")
    first = cleme_scores(p, variants=ClemeConfig(weighting=LlmWeigher(backend=backend, model_id="m", cache_path=path)))
    assert len(calls) == 7
    p2 = prepare(_table9_corpus(), edits="given")
    second = cleme_scores(p2, variants=ClemeConfig(weighting=LlmWeigher(backend=backend, model_id="m", cache_path=path)))
    assert len(calls) == 7  # all seven from the cache
    assert first.drop(columns="signature").equals(second.drop(columns="signature"))
    cleme_scores(p2, variants=ClemeConfig(weighting=LlmWeigher(backend=backend, model_id="other", cache_path=path)))
    assert len(calls) == 14  # another model identity: asked again


def test_llm_weigher_validation(monkeypatch):
    monkeypatch.delenv("GECNB_LLM_MODEL", raising=False)
    with pytest.raises(ValueError, match="exactly one of"):
        LlmWeigher()
    with pytest.raises(ValueError, match="exactly one of"):
        LlmWeigher(model="x", backend=lambda p: "1")
    with pytest.raises(ValueError, match="temperature"):
        LlmWeigher(backend=lambda p: "1", temperature=float("nan"))
    with pytest.raises(ValueError, match="fallback"):
        LlmWeigher(backend=lambda p: "1", fallback=-1.0)
    with pytest.raises(ValueError, match="placeholders"):
        LlmWeigher(backend=lambda p: "1", template="Rate {edit}")
    w = LlmWeigher(backend=lambda p: "1")
    assert hash(ClemeConfig(weighting=w)) == hash(ClemeConfig(weighting=w))
    assert ClemeConfig(weighting=w).name == "CLEME-dependent (llm)"


def test_prompt_seed_is_stable():
    assert prompt_seed(0, "a") == prompt_seed(0, "a") != prompt_seed(1, "a")
    assert 0 <= prompt_seed(0, "a") < 2**63
    assert prompt_seed(0, "abc") == int.from_bytes(__import__("hashlib").sha256(b"0\nabc").digest()[:8], "big") >> 1


# ---------------------------------------------------------------------------------------------------
# tiny causal LMs built here (random weights; a word-level tokenizer from `tokenizers`)
# ---------------------------------------------------------------------------------------------------
def _tiny_model(path: Path, *, arch: str, corpus: Corpus, force: str | None = None) -> Path:
    torch = pytest.importorskip("torch")
    transformers = pytest.importorskip("transformers")
    from tokenizers import Tokenizer, models, pre_tokenizers

    pre = pre_tokenizers.Whitespace()
    words = {w for text in (PROMPT, *corpus.sources, *corpus.systems["S"].hypotheses, "→ ε 1 2 3 4 5 Score")
             for w, _ in pre.pre_tokenize_str(text)}
    vocab = {t: i for i, t in enumerate(["[UNK]", "[PAD]", "<s>", "</s>", *sorted(words)])}
    tok = Tokenizer(models.WordLevel(vocab, unk_token="[UNK]"))
    tok.pre_tokenizer = pre
    fast = transformers.PreTrainedTokenizerFast(tokenizer_object=tok, unk_token="[UNK]", pad_token="[PAD]",
                                                bos_token="<s>", eos_token="</s>")
    common = dict(vocab_size=len(vocab), hidden_size=16, intermediate_size=32, num_hidden_layers=2,
                  num_attention_heads=2, max_position_embeddings=512, bos_token_id=2, eos_token_id=3, pad_token_id=1)
    torch.manual_seed(0)
    if arch == "llama":
        model = transformers.LlamaForCausalLM(transformers.LlamaConfig(num_key_value_heads=2, **common))
    else:  # phi: its output layer has a bias, which can force an answer
        model = transformers.PhiForCausalLM(transformers.PhiConfig(**common))
    if force is not None:
        with torch.no_grad():
            model.lm_head.weight.zero_()
            model.lm_head.bias.zero_()
            model.lm_head.bias[vocab[force]] = 20.0
    path.mkdir()
    fast.save_pretrained(path)
    model.save_pretrained(path)
    return path


def test_tiny_llm_end_to_end_through_cleme_scores(tmp_path, monkeypatch):
    corpus = _table9_corpus()
    d = _tiny_model(tmp_path / "tiny-phi", arch="phi", corpus=corpus, force="4")
    monkeypatch.setenv("GECNB_LLM_MODEL", str(d))
    monkeypatch.setenv("GECNB_CACHE_DIR", str(tmp_path / "cache"))
    cfg = ClemeConfig(weighting="llm")  # resolved with $GECNB_LLM_MODEL
    row = cleme_scores(corpus, edits="given", variants=cfg).iloc[0]
    assert row.llm_edits == 7 and row.llm_unparseable == 0
    assert (row.tp, row.fp, row.fn) == (4.0, 5 * 4.0, 4.0)  # every answer "4 4 4 ...": every edit weighs 4
    weights = dict(Signature.split(row.signature))["weights"]  # the weigher's signature, its | read ,
    assert weights.startswith(f"llm:transformers:{d}@") and ",T:0.1,seed:0,max_new:8" in weights
    assert set(cfg.weigher.answers().score) == {4.0}


def test_tiny_random_llm_reports_unparseable_answers_and_is_deterministic(tmp_path):
    corpus = _table9_corpus()
    d = str(_tiny_model(tmp_path / "tiny-llama", arch="llama", corpus=corpus))
    cache = str(tmp_path / "llm.sqlite")
    runs = []
    for _ in range(2):  # two fresh weighers, no cache: the same answers (sampling seeded per prompt)
        w = LlmWeigher(model=d, cache=False)
        row = cleme_scores(corpus, edits="given", variants=ClemeConfig(weighting=w)).iloc[0]
        ans = w.answers().sort_values("edit").reset_index(drop=True)
        assert row.llm_edits == 7
        assert row.llm_unparseable == ans.score.isna().sum()  # every unusable answer counted
        runs.append((row, ans))
    assert runs[0][1].equals(runs[1][1])
    assert runs[0][1].answer.str.len().gt(0).all()
    w = LlmWeigher(model=d, cache_path=cache)
    first = cleme_scores(corpus, edits="given", variants=ClemeConfig(weighting=w)).iloc[0]
    w2 = LlmWeigher(model=d, cache_path=cache)
    second = cleme_scores(corpus, edits="given", variants=ClemeConfig(weighting=w2)).iloc[0]
    assert "backend" not in w2._state  # every answer came from the cache: the model was never loaded
    assert math.isclose(first.f, second.f) and first.llm_unparseable == second.llm_unparseable
    assert first.fp == runs[0][0].fp


# ---------------------------------------------------------------------------------------------------
# batching
# ---------------------------------------------------------------------------------------------------
def test_batch_and_device_settings_are_checked():
    for bad in (-1, 1.5, True):
        with pytest.raises(ValueError, match="batch_tokens"):
            LlmWeigher(backend=lambda p: "1", batch_tokens=bad)
    with pytest.raises(ValueError, match="device"):
        LlmWeigher(backend=lambda p: "1", device="gpu")


def test_a_backend_with_answer_many_gets_all_prompts_in_one_call_and_the_cache_fills(tmp_path):
    class Batched:
        def __init__(self) -> None:
            self.calls: list[int] = []

        def __call__(self, prompt: str) -> str:
            raise AssertionError("asked one prompt at a time")

        def answer_many(self, prompts):
            self.calls.append(len(prompts))
            return ["no idea" if _edit_of(p) == "our → their" else TABLE9[_edit_of(p)] for p in prompts]

    b = Batched()
    path = str(tmp_path / "llm.sqlite")
    row = cleme_scores(_table9_corpus(), edits="given",
                       variants=ClemeConfig(weighting=LlmWeigher(backend=b, model_id="batched", cache_path=path))).iloc[0]
    assert b.calls == [7] and row.llm_edits == 7 and row.llm_unparseable == 1
    again = cleme_scores(_table9_corpus(), edits="given",
                         variants=ClemeConfig(weighting=LlmWeigher(backend=b, model_id="batched", cache_path=path))).iloc[0]
    assert b.calls == [7] and again.fp == row.fp  # every answer from the disk cache

    class Short(Batched):
        def answer_many(self, prompts):
            return ["1"]

    with pytest.raises(ValueError, match="answer_many returned 1 answers for 7 prompts"):
        cleme_scores(_table9_corpus(), edits="given",
                     variants=ClemeConfig(weighting=LlmWeigher(backend=Short(), model_id="short", cache=False)))


def test_batched_generation_does_not_depend_on_company_order_or_block_fill(tmp_path):
    """The tiny random llama samples at temperature 0.1: an answer is the same alone, in a block with
    other prompts of its length, in another order, and in a block filled up with copies; greedy batched
    answers equal transformers' own generate (batch_tokens=0), one prompt at a time."""
    from gecnb.metrics.weighting.llm import TransformersBackend

    corpus = _table9_corpus()
    d = str(_tiny_model(tmp_path / "tiny-llama", arch="llama", corpus=corpus))
    src = corpus.sources
    prompts = [build_prompt(s, e) for s in src for e in ("a → b", "ε → the", "our → their", "Do → Does")]
    b = TransformersBackend(d, batch_tokens=4096)
    lengths = {int(b._encode(p)["input_ids"].shape[1]) for p in prompts}
    assert len(lengths) < len(prompts)  # some blocks hold several prompts
    together = b.answer_many(prompts)
    assert b.answer_many(prompts[::-1])[::-1] == together
    assert [b.answer_many([p])[0] for p in prompts] == together  # alone: the block filled with copies
    assert len(set(together)) > 1
    assert "|eqlen4096" in b.identity() and "|eqlen" not in TransformersBackend(d).identity()  # default: 0
    greedy = TransformersBackend(d, temperature=0.0, batch_tokens=2048).answer_many(prompts)
    one_by_one = TransformersBackend(d, temperature=0.0, batch_tokens=0)
    assert [one_by_one(p) for p in prompts] == greedy
