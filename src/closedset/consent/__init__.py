"""Consent per performer per scene: drafted by the IC, confirmed or withdrawn by the performer."""
