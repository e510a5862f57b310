"""The ``device`` setting of the similarity weigher and PT-M2 (issue 19, 3). CI has no GPU: the CUDA path is
exercised where torch sees one; here the setting, its resolution and the signatures are checked, and
``tests/test_bit_stable.py`` covers the CPU numbers."""

from __future__ import annotations

import pytest

from gecnb.metrics.weighting import bertscore
from gecnb.metrics.weighting.bertscore import BertModel, block_rows, resolve_device
from gecnb.metrics.weighting.similarity import SimilarityWeigher


def test_device_setting_is_checked():
    for bad in ("gpu", "cuda:x", "", "CPU"):
        with pytest.raises(ValueError, match="device"):
            SimilarityWeigher(device=bad)
        with pytest.raises(ValueError, match="device"):
            resolve_device(bad)
    assert resolve_device("cpu") == "cpu"


def test_auto_is_the_cpu_without_a_gpu(monkeypatch):
    monkeypatch.delenv("CUDA_VISIBLE_DEVICES", raising=False)
    monkeypatch.setattr(bertscore.os.path, "exists", lambda p: False)  # no NVIDIA driver
    assert resolve_device("auto") == "cpu"


def test_a_gpu_is_named_in_the_cache_key_and_signature_the_cpu_is_not():
    cpu = BertModel("m", "", 6, "shipped-cache", known_identity="abc/def")
    gpu = BertModel("m", "", 6, "shipped-cache", known_identity="abc/def", device="cuda")
    assert "cuda" not in cpu.signature() and "cuda" not in cpu.cache_key
    assert gpu.signature().endswith(":cuda8192") and gpu.cache_key != cpu.cache_key
    assert gpu.cpu_cache_key == cpu.cache_key  # the shipped (CPU) values are read on any device
    assert block_rows(16) == 32 and block_rows(16, "cuda") == 512 and block_rows(10_000) == 1
    with pytest.raises(ValueError, match="device"):
        BertModel("m", "", 6, known_identity="abc/def", device="tpu")


def test_cuda_asked_for_where_torch_sees_none():
    torch = pytest.importorskip("torch")
    if torch.cuda.is_available():
        pytest.skip("a CUDA GPU is here")
    with pytest.raises(ValueError, match="no CUDA GPU"):
        resolve_device("cuda")
