"""Old import paths keep working for one release, with a DeprecationWarning naming the new path."""

from __future__ import annotations

import sys
import types
import warnings

import pytest

from gecnb._deprecated import moved


def _shim(old: str, new: str) -> types.ModuleType:
    mod = types.ModuleType(old)
    mod.__getattr__, mod.__dir__ = moved(old, new)  # type: ignore[method-assign]
    sys.modules[old] = mod
    return mod


def test_a_moved_name_warns_once_and_is_the_same_object() -> None:
    import gecnb.data.signature as new

    old = _shim("gecnb._test_old_signature", "gecnb.data.signature")
    with pytest.warns(DeprecationWarning, match=r"gecnb\._test_old_signature\.Signature moved to gecnb\.data\.signature"):
        got = old.Signature
    assert got is new.Signature
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert old.Signature is new.Signature  # warned once per name
    assert "Signature" in dir(old)


def test_an_unknown_name_is_an_attribute_error_naming_both_paths() -> None:
    old = _shim("gecnb._test_old_signature2", "gecnb.data.signature")
    with pytest.raises(AttributeError, match=r"moved to 'gecnb\.data\.signature'.*no attribute 'Nope'"):
        _ = old.Nope
