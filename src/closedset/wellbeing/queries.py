"""Who is called on a day, where advisories and risk assessments stand; fixed query counts.

The readiness rules of DESIGN section 4 read :func:`advisory_state` and
:func:`risk_assessment_state` for many days and scenes at once, so both
answer in a fixed number of queries whatever the number of ids.
"""

from __future__ import annotations

import hashlib
from collections import defaultdict
from dataclasses import dataclass
from datetime import datetime

from closedset.breakdown.analysis import SceneReview, review_scenes
from closedset.engine.model import MENTAL_HEALTH_COORDINATOR
from closedset.productions.models import Membership, Scene, ScheduledScene, ShootDay
from closedset.productions.roles import Role

from .models import Advisory, RiskAssessment

CREW_SIDE_ROLES = frozenset(
    {
        Role.INTIMACY_COORDINATOR.value,
        Role.MENTAL_HEALTH_COORDINATOR.value,
        Role.DIRECTOR.value,
        Role.PRODUCER.value,
        Role.FIRST_AD.value,
        Role.COSTUME.value,
        Role.EDITOR.value,
        Role.CREW.value,
    }
)
"""Roles called on every shoot day; agents and admins are never on set."""

CALLED_ROLES = CREW_SIDE_ROLES | {Role.PERFORMER.value}


def called_on_days(day_ids: list[int]) -> dict[int, set[int]]:
    """Membership ids called per day, in three queries.

    Performers are called on the days a scene they play in is scheduled; every
    crew-side member is called on each day that has a scene scheduled.
    """
    scheduled = list(
        ScheduledScene.objects.filter(shoot_day_id__in=day_ids).values_list(
            "shoot_day_id", "shoot_day__production_id", "scene__characters__cast__membership_id"
        )
    )
    production_ids = {production_id for _, production_id, _ in scheduled}
    roles = {
        pk: (production_id, set(member_roles))
        for pk, production_id, member_roles in Membership.objects.filter(
            production_id__in=production_ids
        ).values_list("pk", "production_id", "roles")
    }
    crew_by_production: dict[int, set[int]] = defaultdict(set)
    for pk, (production_id, member_roles) in roles.items():
        if member_roles & CREW_SIDE_ROLES:
            crew_by_production[production_id].add(pk)
    called: dict[int, set[int]] = {day_id: set() for day_id in day_ids}
    for day_id, production_id, cast_id in scheduled:
        called[day_id] |= crew_by_production[production_id]
        if cast_id is not None and Role.PERFORMER.value in roles.get(cast_id, (0, set()))[1]:
            called[day_id].add(cast_id)
    return called


def called_memberships(day: ShootDay) -> list[Membership]:
    ids = called_on_days([day.pk])[day.pk]
    return list(
        Membership.objects.filter(pk__in=ids).select_related("person").order_by("person__name")
    )


def heavy_scenes(day: ShootDay) -> list[SceneReview]:
    """Scenes scheduled on the day whose reviewed flags need an MHC, in call order."""
    scenes = [s.scene for s in day.scheduled.select_related("scene").order_by("call_time", "order")]
    reviews = review_scenes(day.production, scenes)
    return [r for r in reviews if MENTAL_HEALTH_COORDINATOR in r.needs]


def latest_advisories(day_ids: list[int]) -> dict[tuple[int, int], Advisory]:
    """The current advisory per (day id, membership id), with its delivery, in one query."""
    rows = (
        Advisory.objects.filter(shoot_day_id__in=day_ids)
        .select_related("delivery")
        .order_by("generated_at", "pk")
    )
    return {(a.shoot_day_id, a.membership_id): a for a in rows}


@dataclass(frozen=True)
class AdvisoryState:
    """How far a day's advisories got, counted over the people called now."""

    people_called: int
    generated: int
    sent: int
    earliest_sent_at: datetime | None
    latest_sent_at: datetime | None

    @property
    def everyone_told(self) -> bool:
        return self.people_called > 0 and self.sent == self.people_called


def advisory_state(day_ids: list[int]) -> dict[int, AdvisoryState]:
    """Per day: called people, how many have a current advisory, how many were sent it.

    Four queries whatever the number of days. ``sent`` counts people whose
    *current* advisory went out; a regenerated, not yet sent advisory counts as
    generated only, because the person has not read the new content.
    """
    called = called_on_days(day_ids)
    latest = latest_advisories(day_ids)
    states: dict[int, AdvisoryState] = {}
    for day_id in day_ids:
        people = called.get(day_id, set())
        current = [latest[(day_id, m)] for m in people if (day_id, m) in latest]
        sent_times = [a.delivery.sent_at for a in current if _delivered(a)]
        states[day_id] = AdvisoryState(
            people_called=len(people),
            generated=len(current),
            sent=len(sent_times),
            earliest_sent_at=min(sent_times, default=None),
            latest_sent_at=max(sent_times, default=None),
        )
    return states


def _delivered(advisory: Advisory) -> bool:
    return getattr(advisory, "delivery", None) is not None


def text_sha256(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def risk_assessment_state(scene_ids: list[int]) -> dict[tuple[int, str], str]:
    """Per (scene id, kind) with an assessment: "current", or "stale" once the scene changed.

    Two queries whatever the number of scenes; a (scene, kind) with no
    assessment at all is absent from the answer.
    """
    hashes = {
        pk: text_sha256(text)
        for pk, text in Scene.objects.filter(pk__in=scene_ids).values_list("pk", "text")
    }
    latest: dict[tuple[int, str], str] = {}
    for scene_id, kind, sha in (
        RiskAssessment.objects.filter(scene_id__in=scene_ids)
        .order_by("version")
        .values_list("scene_id", "kind", "scene_sha256")
    ):
        latest[(scene_id, kind)] = sha
    return {key: "current" if sha == hashes.get(key[0]) else "stale" for key, sha in latest.items()}


def assessment_history(scene: Scene, kind: str) -> list[RiskAssessment]:
    return list(
        RiskAssessment.objects.filter(scene=scene, kind=kind)
        .select_related("author")
        .order_by("-version")
    )
