"""``python -m gecnb``: the ``gecnb`` command (the console script ``gecnb = "gecnb.cli:main"``)."""

from __future__ import annotations

import sys

from gecnb.cli import main

if __name__ == "__main__":
    sys.exit(main())
