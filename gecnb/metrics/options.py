"""Option checking shared by every metric config: one error type and the checks it comes from.

Messages write option names in backquotes (```tau` must be positive``) so that the command line can
show them as its flags (``--tau must be positive``); through the API the message reads as it is.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Sequence
from typing import Literal, cast

__all__ = ["MAGNITUDE", "MAX_ITERATIONS", "MAX_RESAMPLES", "MAX_RUNS", "TOKENS", "OptionError", "Tokens", "canonical_tokens",
           "check_choice", "check_magnitude", "check_number"]

# n-gram units, one word for them everywhere public: ``tokens="word"`` (the text's own whitespace
# tokens) or ``tokens="char"`` (every non-whitespace character)
Tokens = Literal["word", "char"]
TOKENS: tuple[Tokens, ...] = ("word", "char")

# sampling iterations: memory grows with sentences x iterations (GLEU draws one reference index per
# sentence and iteration), so an upper bound keeps it bounded: 10,000 x 1,312 CoNLL sentences is ~100 MB
MAX_ITERATIONS = 10_000
# TrueSkill runs and Expected Wins resamples (gecnb.meta.ranking): memory grows with runs x systems (x
# systems for Expected Wins); GJG15 used 1,000
MAX_RUNS = 10_000
# bootstrap resamples of the systems in a correlation (gecnb.meta.correlation / grid): resamples x systems
MAX_RESAMPLES = 100_000

# real-valued options (beta, tau, w, t, factors, ...) are squared, multiplied by counts and summed: a finite
# value beyond MAGNITUDE (or a non-zero one below 1/MAGNITUDE) would overflow (1e200**2 is inf) or underflow
# to 0 and give NaN or a division by zero instead of a score, so it is refused (docs/bad-input.md)
MAGNITUDE = 1e100

_NAME = re.compile(r"`([A-Za-z_][A-Za-z0-9_]*)`")


class OptionError(ValueError):
    """A bad metric option (a value out of range, an unknown choice, an option that does not apply)."""

    def __init__(self, message: str):
        self.message = message
        super().__init__(message)

    def render(self, name: Callable[[str], str]) -> str:
        """The message with every backquoted option name replaced by ``name(option)``."""
        return _NAME.sub(lambda m: name(m.group(1)), self.message)


def check_choice(name: str, value: object, allowed: Sequence[object]) -> None:
    """``value`` must be one of ``allowed`` (no silent fallback)."""
    if value not in allowed:
        raise OptionError(f"`{name}` must be one of {', '.join(map(str, allowed))}; got {value!r}")


def check_number(
    name: str,
    value: object,
    *,
    low: float | None = None,
    high: float | None = None,
    low_open: bool = False,
    high_open: bool = False,
    integer: bool = False,
) -> None:
    """``value`` must be a finite number (an int with ``integer``) in the given range."""
    if isinstance(value, bool) or not isinstance(value, (int, float)) or (integer and not isinstance(value, int)):
        kind = "an integer" if integer else "a number"
        raise OptionError(f"`{name}` must be {kind}; got {value!r}")
    if not math.isfinite(value):
        raise OptionError(f"`{name}` must be a finite number; got {value!r}")
    if not integer:
        check_magnitude(name, value)
    lo_bad = low is not None and (value <= low if low_open else value < low)
    hi_bad = high is not None and (value >= high if high_open else value > high)
    if lo_bad or hi_bad:
        if low is not None and high is not None:
            lo_s, hi_s = ("(" if low_open else "["), (")" if high_open else "]")
            if low_open and high_open:
                rng = f"between {low:g} and {high:g}"
            else:
                rng = f"in {lo_s}{low:g}, {high:g}{hi_s}"
        elif low is not None:
            rng = ("positive" if low == 0 else f"> {low:g}") if low_open else f">= {low:g}"
        else:
            rng = f"< {high:g}" if high_open else f"<= {high:g}"
        raise OptionError(f"`{name}` must be {rng}; got {value!r}")


def check_magnitude(name: str, value: float) -> None:
    """A finite real option must be 0 or between ``1/MAGNITUDE`` and ``MAGNITUDE`` in size (see MAGNITUDE)."""
    if value != 0 and not (1 / MAGNITUDE <= abs(value) <= MAGNITUDE):
        raise OptionError(f"`{name}` must be between {1 / MAGNITUDE:g} and {MAGNITUDE:g} in size (or 0); got {value!r}: "
                          "beyond that its square or its products overflow or underflow floating point")


def canonical_tokens(tokens: str | None, *, default: Tokens = "word") -> Tokens:
    """The n-gram unit, ``"word"`` or ``"char"``, of ``tokens`` (``default`` when None); any other value is an
    :class:`OptionError` naming the choices."""
    value: object = default if tokens is None else tokens
    check_choice("tokens", value, TOKENS)
    return cast(Tokens, value)
