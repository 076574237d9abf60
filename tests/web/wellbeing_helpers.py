"""Shared setup for the wellbeing stories: a heavy scene in the reviewed breakdown."""

from __future__ import annotations

from typing import Any

from closedset.breakdown.models import FlagReview


def flag(scene: Any, category: str, severity: str, reviewer: Any) -> FlagReview:
    """A coordinator adds a flag in review: what the product treats as the scene's content."""
    return FlagReview.objects.create(
        scene=scene, category=category, decision="added", severity=severity, reviewer=reviewer
    )


def make_heavy(world: Any, scene_key: str = "anna_scene") -> Any:
    scene = world.objects[scene_key]
    flag(scene, "self_harm", "severe", world.person("intimacy_coordinator"))
    return scene
