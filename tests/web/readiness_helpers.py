"""Helpers for readiness stories: flag a scene, read its failures."""

from __future__ import annotations

from typing import Any

from closedset.breakdown.models import FlagReview
from closedset.readiness.evaluate import SceneReadiness, production_readiness


def flag(world: Any, category: str, scene: str = "anna_scene", severity: str = "moderate") -> None:
    FlagReview.objects.create(
        scene=world.objects[scene],
        category=category,
        decision=FlagReview.Decision.ADDED,
        severity=severity,
        reviewer=world.person("intimacy_coordinator"),
    )


def readiness_of(world: Any, scene: str = "anna_scene") -> SceneReadiness:
    wanted = world.objects[scene].pk
    for day in production_readiness(world.production):
        for item in day.scenes:
            if item.item.scene_id == wanted:
                return item
    raise AssertionError(f"{scene} is not scheduled")


def failing_checks(world: Any, scene: str = "anna_scene") -> set[str]:
    return {f.check for f in readiness_of(world, scene).failures}
