"""Wellbeing pages, one module per area; each view fetches through productions.access."""

from __future__ import annotations

from closedset.productions.requests import actor, own_membership

__all__ = ["actor", "own_membership"]
