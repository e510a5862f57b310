"""gecnb.metrics."""
