"""Costume moves garments needed → ordered → fitted and records sizes; each move is logged."""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING

from django.db import transaction

from closedset.consent.queries import performers_in_scene
from closedset.productions.access import roles_of
from closedset.productions.models import Membership, Scene
from closedset.productions.roles import Role

from .derivation import needed_garments
from .models import (
    NEXT_STATUS,
    Fitting,
    GarmentItem,
    GarmentStatus,
    GarmentStatusChange,
    PerformerSize,
)

if TYPE_CHECKING:
    from closedset.accounts.models import Person


class WardrobeRefused(Exception):
    """A change the actor may not make; str() says why, for the actor."""


def _require_costume(production_roles: frozenset[str]) -> None:
    if Role.COSTUME not in production_roles:
        raise WardrobeRefused("Only costume changes the wardrobe list.")


def advance_garment(
    scene: Scene, performer: Membership, kind: str, *, actor: Person
) -> GarmentItem:
    """Move one needed garment to its next status and log who did it."""
    _require_costume(roles_of(actor, scene.production))
    if not any(n.performer.pk == performer.pk and n.kind == kind for n in needed_garments(scene)):
        raise WardrobeRefused("That garment is not on this scene's list.")
    with transaction.atomic():
        item, _ = GarmentItem.objects.select_for_update().get_or_create(
            scene=scene, performer=performer, kind=kind
        )
        following = NEXT_STATUS.get(GarmentStatus(item.status))
        if following is None:
            raise WardrobeRefused("That garment is already fitted.")
        item.status = following
        item.save(update_fields=["status"])
        GarmentStatusChange.objects.create(item=item, status=following, changed_by=actor)
    return item


def set_size(performer: Membership, sizes: str, *, actor: Person) -> PerformerSize:
    _require_costume(roles_of(actor, performer.production))
    if not sizes.strip():
        raise WardrobeRefused("Write the sizes.")
    with transaction.atomic():
        size, _ = PerformerSize.objects.update_or_create(
            performer=performer, defaults={"sizes": sizes.strip(), "updated_by": actor}
        )
    return size


def schedule_fitting(
    scene: Scene,
    performer: Membership,
    *,
    actor: Person,
    starts_at: datetime,
    ends_at: datetime,
    location: str,
) -> Fitting:
    """Costume or the IC books a fitting for a performer of the scene."""
    if not roles_of(actor, scene.production) & {Role.COSTUME, Role.INTIMACY_COORDINATOR}:
        raise WardrobeRefused("Only costume or the intimacy coordinator schedules fittings.")
    if performer.pk not in {m.pk for m in performers_in_scene(scene)}:
        raise WardrobeRefused(f"{performer.person} does not play in scene {scene.label}.")
    if ends_at <= starts_at:
        raise WardrobeRefused("A fitting ends after it starts.")
    with transaction.atomic():
        return Fitting.objects.create(
            production=scene.production,
            performer=performer,
            scene=scene,
            starts_at=starts_at,
            ends_at=ends_at,
            location=location.strip(),
            created_by=actor,
        )
