"""Shared steps for shoot-day stories: flag a scene, move a day to today."""

from __future__ import annotations

from typing import Any

from django.urls import reverse
from django.utils import timezone

from closedset.breakdown.models import FlagReview


def flag(world: Any, scene_key: str = "anna_scene", category: str = "nudity") -> None:
    FlagReview.objects.create(
        scene=world.objects[scene_key],
        category=category,
        decision=FlagReview.Decision.ADDED,
        severity="moderate",
        reviewer=world.person("intimacy_coordinator"),
    )


def shoot_today(world: Any, day_key: str = "anna_day") -> None:
    day = world.objects[day_key]
    day.date = timezone.localdate()
    day.save()


def on_set_url(world: Any, name: str = "on_set") -> str:
    return reverse(name, args=[world.production.pk])


def check_in_as(client: Any, world: Any, status: str) -> Any:
    client.force_login(world.person("performer"))
    return client.post(
        on_set_url(world, "checkin"),
        {
            "scene": world.objects["anna_scene"].pk,
            "day": world.objects["anna_day"].pk,
            "status": status,
        },
    )
