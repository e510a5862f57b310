"""gecnb.edits."""
