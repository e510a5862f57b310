"""gecnb.data."""
