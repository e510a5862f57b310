"""Every table of the papers, recomputed: ``gecnb.reproduce.table("cleme-table10")`` puts gecnb's numbers
beside the printed ones (see :mod:`gecnb.reproduce.base`); ``list_tables()`` names them."""

from gecnb.reproduce.base import computed, headline, list_tables, table, write_cache

__all__ = ["computed", "headline", "list_tables", "table", "write_cache"]
