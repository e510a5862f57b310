"""gecnb.meta."""
