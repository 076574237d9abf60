"""Rulesets as data: what a guild or territory requires before an intimate or heavy scene."""
