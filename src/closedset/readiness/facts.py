"""Everything readiness needs about a production, loaded in a fixed number of queries.

The checks in :mod:`closedset.readiness.checks` read only from a
:class:`Facts` bundle, so the dashboard for 300 scenes costs the same number
of queries as for three: one query per kind of record, never one per scene.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from closedset.breakdown.analysis import SceneReview, review_scenes
from closedset.choreography.models import Beat, RehearsalEntry
from closedset.consent.models import (
    BodyDouble,
    ConsentStatus,
    ConsentVersion,
    CoordinatorRequest,
)
from closedset.consent.queries import performers_by_scene
from closedset.onset.queries import ClosedSetState, closed_set_state
from closedset.productions.models import (
    Membership,
    Production,
    ScheduledScene,
)
from closedset.riders.models import Rider, RiderSignature
from closedset.rulesets.effective import EffectiveRule, effective_rules
from closedset.wardrobe.models import GarmentItem
from closedset.wellbeing.queries import AdvisoryState, advisory_state, risk_assessment_state


@dataclass
class RiderFacts:
    rider: Rider
    superseded: bool
    signed_at: Any | None


@dataclass
class Facts:
    production: Production
    rules: list[EffectiveRule]
    scheduled: list[ScheduledScene]
    reviews: dict[int, SceneReview]
    members: list[Membership]
    performers_by_scene: dict[int, list[Membership]]
    consents: dict[tuple[int, int], list[ConsentVersion]]
    riders: dict[int, RiderFacts]
    beats: dict[int, list[Beat]]
    garments: dict[tuple[int, int, str], str]
    rehearsed: set[int]
    closed_sets: dict[int, ClosedSetState]
    risk_assessments: dict[tuple[int, str], str]
    advisories: dict[int, AdvisoryState]
    first_calls: dict[int, datetime] = field(default_factory=dict)
    ic_requested: set[int] = field(default_factory=set)
    doubles: dict[int, list[BodyDouble]] = field(default_factory=dict)

    def has_role(self, role: str) -> bool:
        return any(role in m.roles for m in self.members)

    def current_terms(self, scene_id: int) -> dict[int, dict[str, Any]]:
        """Terms of the performers whose latest consent for the scene is a confirmation."""
        terms = {}
        for performer in self.performers_by_scene.get(scene_id, []):
            versions = self.consents.get((scene_id, performer.pk), [])
            if versions and versions[-1].status == ConsentStatus.CONFIRMED:
                terms[performer.pk] = versions[-1].terms
        return terms


def load_facts(production: Production, scheduled: list[ScheduledScene]) -> Facts:
    scenes = list({item.scene_id: item.scene for item in scheduled}.values())
    scene_ids = [s.pk for s in scenes]
    day_ids = {item.shoot_day_id for item in scheduled}
    members = list(production.members.select_related("person"))
    versions = ConsentVersion.objects.filter(scene__production=production).order_by("number")
    consents: dict[tuple[int, int], list[ConsentVersion]] = defaultdict(list)
    for version in versions:
        consents[(version.scene_id, version.performer_id)].append(version)
    return Facts(
        production=production,
        rules=effective_rules(production),
        scheduled=scheduled,
        reviews={r.scene.pk: r for r in review_scenes(production, scenes)},
        members=members,
        performers_by_scene=performers_by_scene(production, scene_ids),
        consents=consents,
        riders=_riders(production, consents),
        beats=_beats(scene_ids),
        garments={
            (g.scene_id, g.performer_id, g.kind): g.status
            for g in GarmentItem.objects.filter(scene_id__in=scene_ids)
        },
        rehearsed=set(
            RehearsalEntry.objects.filter(scene_id__in=scene_ids).values_list("scene_id", flat=True)
        ),
        closed_sets=closed_set_state(scene_ids),
        risk_assessments=risk_assessment_state(scene_ids),
        advisories=advisory_state(sorted(day_ids)),
        first_calls=_first_calls(scheduled),
        doubles=_doubles(scene_ids),
        ic_requested=set(
            CoordinatorRequest.objects.filter(scene_id__in=scene_ids).values_list(
                "scene_id", flat=True
            )
        ),
    )


def _doubles(scene_ids: list[int]) -> dict[int, list[BodyDouble]]:
    doubles: dict[int, list[BodyDouble]] = defaultdict(list)
    for assignment in BodyDouble.objects.filter(scene_id__in=scene_ids).select_related(
        "performer__person", "double__person"
    ):
        doubles[assignment.scene_id].append(assignment)
    return doubles


def _first_calls(scheduled: list[ScheduledScene]) -> dict[int, datetime]:
    first: dict[int, datetime] = {}
    for item in scheduled:
        day = item.shoot_day_id
        first[day] = min(first.get(day, item.call_time), item.call_time)
    return first


def _riders(
    production: Production, consents: dict[tuple[int, int], list[ConsentVersion]]
) -> dict[int, RiderFacts]:
    """The newest rider per performer with its state, without a query per rider."""
    newest: dict[int, Rider] = {}
    for rider in Rider.objects.filter(production=production).order_by("number"):
        newest[rider.performer_id] = rider
    signed: dict[int, Any] = {}
    for signature in RiderSignature.objects.filter(
        rider_id__in=[r.pk for r in newest.values()]
    ).order_by("seq"):
        signed[signature.rider_id] = signature.signed_at
    result = {}
    for performer_id, rider in newest.items():
        changed = any(
            v.pk > rider.made_from_version
            for scene_id in rider.scene_ids
            for v in consents.get((scene_id, performer_id), [])
        )
        result[performer_id] = RiderFacts(rider, changed, signed.get(rider.pk))
    return result


def _beats(scene_ids: list[int]) -> dict[int, list[Beat]]:
    beats: dict[int, list[Beat]] = defaultdict(list)
    for beat in Beat.objects.filter(scene_id__in=scene_ids).select_related(
        "toucher__person", "touched__person"
    ):
        beats[beat.scene_id].append(beat)
    return beats
