"""n-gram and character metrics of gecnb, one import away.

Every GLEU is distinctly named (see :mod:`gecnb.metrics.gleu`): ``gleu_official`` (cnap/gec-ranking,
bit for bit; ``brevity_penalty="2016-inverted"`` for the 2016 script), ``gleu_sakaguchi`` (Sakaguchi et
al. 2016 Eq. 1 as printed) and ``gleu_multiref`` (paper 004's aggregation framework). BLEU / TER / sTER
are sacrebleu's (:mod:`gecnb.metrics.bleu`); Chinese character metrics in :mod:`gecnb.metrics.chinese`.
"""

from gecnb.metrics.bleu import BleuConfig, TerConfig, bleu, bleu_table, ster, ter
from gecnb.metrics.chinese import (
    char_bleu,
    chinese_scores,
    chinese_table,
    lcs_length,
    meaning_preservation,
    mp_average,
    mp_sentence,
    read_mucgec,
    sentence_accuracy,
)
from gecnb.metrics.gleu import (
    GleuMultirefConfig,
    GleuOfficialConfig,
    GleuResult,
    GleuSakaguchiConfig,
    gleu_from_stats,
    gleu_multiref,
    gleu_official,
    gleu_sakaguchi,
    gleu_table,
)

__all__ = [
    "BleuConfig",
    "GleuMultirefConfig",
    "GleuOfficialConfig",
    "GleuResult",
    "GleuSakaguchiConfig",
    "TerConfig",
    "bleu",
    "bleu_table",
    "char_bleu",
    "chinese_scores",
    "chinese_table",
    "gleu_from_stats",
    "gleu_multiref",
    "gleu_official",
    "gleu_sakaguchi",
    "gleu_table",
    "lcs_length",
    "meaning_preservation",
    "mp_average",
    "mp_sentence",
    "read_mucgec",
    "sentence_accuracy",
    "ster",
    "ter",
]
