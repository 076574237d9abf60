"""Nudity riders: generated from confirmed consents, signed, distributed, acknowledged."""
