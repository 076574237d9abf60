"""Grow a test production to a real size with bulk inserts (for the query-count guard)."""

from __future__ import annotations

import datetime as dt
from typing import Any

from django.utils import timezone

from closedset.breakdown.models import FlagReview
from closedset.consent.domain import draft_consent
from closedset.productions.models import (
    CastAssignment,
    Character,
    Membership,
    Scene,
    ScheduledScene,
    ShootDay,
)
from tests.factories import PersonFactory

from .consent_helpers import some_terms


def grow_production(world: Any, *, scenes: int, performers: int) -> None:
    """Scenes, cast, consents, flags and a schedule of 5 scenes a day, all bulk-created."""
    production = world.production
    ic = world.person("intimacy_coordinator")
    people = [PersonFactory(name=f"Performer {n}") for n in range(performers)]
    members = Membership.objects.bulk_create(
        Membership(production=production, person=p, roles=["performer"]) for p in people
    )
    characters = Character.objects.bulk_create(
        Character(production=production, name=f"ROLE {n}") for n in range(performers)
    )
    CastAssignment.objects.bulk_create(
        CastAssignment(membership=m, character=c) for m, c in zip(members, characters, strict=True)
    )
    start = Scene.objects.filter(production=production).count()
    new_scenes = Scene.objects.bulk_create(
        Scene(production=production, ordinal=start + n + 1, heading=f"INT. ROOM {n} - DAY")
        for n in range(scenes)
    )
    links = Scene.characters.through
    links.objects.bulk_create(
        links(scene_id=s.pk, character_id=characters[(n + k) % performers].pk)
        for n, s in enumerate(new_scenes)
        for k in range(2)
    )
    FlagReview.objects.bulk_create(
        FlagReview(scene=s, category="nudity", decision="added", severity="mild", reviewer=ic)
        for s in new_scenes[::2]
    )
    for n, scene in enumerate(new_scenes[:60:2]):
        performer = members[(n * 2) % performers]
        draft_consent(scene, performer, some_terms(), actor=ic)
    first = timezone.localdate() + dt.timedelta(days=20)
    days = ShootDay.objects.bulk_create(
        ShootDay(production=production, date=first + dt.timedelta(days=n), day_number=100 + n)
        for n in range(scenes // 5)
    )
    ScheduledScene.objects.bulk_create(
        ScheduledScene(
            shoot_day=days[n // 5],
            scene=s,
            call_time=timezone.make_aware(dt.datetime.combine(days[n // 5].date, dt.time(8))),
        )
        for n, s in enumerate(new_scenes)
    )
