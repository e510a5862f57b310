"""gecnb.display."""
