"""Which riders a person may list, the status per scene, and what the edit may show."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from django.db.models import QuerySet
from django.http import Http404
from django.shortcuts import get_object_or_404

from closedset.consent.models import ConsentVersion
from closedset.consent.queries import performers_in_scene
from closedset.productions.access import membership_of, roles_of
from closedset.productions.models import Production, Scene
from closedset.productions.roles import Role

from .document import footage_limits, how_shown
from .models import Representation, Rider, RiderState


def visible_riders(user: Any, production: Production) -> QuerySet[Rider]:
    """All riders for the IC; own for a performer; their clients' for an agent; else none."""
    riders = Rider.objects.filter(production=production).select_related("performer__person")
    roles = roles_of(user, production)
    if Role.INTIMACY_COORDINATOR in roles:
        return riders
    membership = membership_of(user, production)
    if membership is None:
        return riders.none()
    mine = riders.none()
    if Role.PERFORMER in roles:
        mine = mine | riders.filter(performer=membership)
    if Role.AGENT in roles:
        clients = Representation.objects.filter(agent=membership).values("performer_id")
        mine = mine | riders.filter(performer_id__in=clients)
    return mine


def rider_for(user: Any, production: Production, rider_id: int) -> Rider:
    """One rider of the production the user may read (riders.view_rider), else 404."""
    rider = get_object_or_404(Rider, pk=rider_id, production=production)
    if not user.has_perm("riders.view_rider", rider):
        raise Http404("No such rider")
    return rider


def current_riders(production: Production) -> list[Rider]:
    """The newest rider of each performer: older ones are superseded by it."""
    newest: dict[int, Rider] = {}
    for rider in Rider.objects.filter(production=production).order_by("number"):
        newest[rider.performer_id] = rider
    return list(newest.values())


def scene_status(production: Production) -> list[tuple[Scene, str]]:
    """One rider state per scene, the least ready of its performers; no names, no terms."""
    riders = current_riders(production)
    order = [RiderState.NONE, RiderState.SUPERSEDED, RiderState.AWAITING_SIGNATURE]
    rows = []
    for scene in production.scenes.filter(is_omitted=False):
        states = []
        for performer in performers_in_scene(scene):
            rider = next(
                (r for r in riders if r.performer_id == performer.pk and scene.pk in r.scene_ids),
                None,
            )
            states.append(rider.state if rider else RiderState.NONE)
        if not states:
            continue
        worst = next((s for s in order if s in states), RiderState.SIGNED)
        rows.append((scene, RiderState(worst).label))
    return rows


@dataclass
class SceneRestrictions:
    """What the edit may show of each performer in one scene, from signed riders only."""

    scene: Scene
    performers: list[tuple[str, list[str], list[str]]] = field(default_factory=list)


def edit_restrictions(production: Production) -> list[SceneRestrictions]:
    """Per scene, for each performer with a signed and current rider: what may be shown."""
    signed = [r for r in current_riders(production) if r.state == RiderState.SIGNED]
    versions: dict[int, ConsentVersion] = {
        v.pk: v
        for v in ConsentVersion.objects.filter(
            pk__in=[pk for r in signed for pk in r.consent_versions]
        )
    }
    by_scene: dict[int, SceneRestrictions] = {}
    for rider in signed:
        for pk in rider.consent_versions:
            version = versions[pk]
            scene = version.scene
            entry = by_scene.setdefault(scene.pk, SceneRestrictions(scene))
            entry.performers.append(
                (
                    rider.performer.person.name,
                    how_shown(version.terms),
                    footage_limits(version.terms),
                )
            )
    return sorted(by_scene.values(), key=lambda e: e.scene.ordinal)
