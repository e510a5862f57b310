"""gecnb.chunks."""
