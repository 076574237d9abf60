"""The IC writes and rewrites beats and logs rehearsals; nobody else changes choreography."""

from __future__ import annotations

from datetime import date, datetime
from typing import TYPE_CHECKING

from django.db import transaction

from closedset.consent.queries import performers_in_scene
from closedset.productions.access import roles_of
from closedset.productions.models import Membership, Scene
from closedset.productions.roles import Role

from .models import ZONES, Barrier, Beat, RehearsalCall, RehearsalEntry

if TYPE_CHECKING:
    from closedset.accounts.models import Person


class ChoreographyRefused(Exception):
    """A change the actor may not make; str() says why, for the actor."""


def _require_ic(scene: Scene, actor: Person) -> None:
    if Role.INTIMACY_COORDINATOR not in roles_of(actor, scene.production):
        raise ChoreographyRefused("Only the production's intimacy coordinator edits choreography.")


def save_beat(
    scene: Scene,
    *,
    actor: Person,
    order: int,
    toucher: Membership,
    touched: Membership,
    zone: str,
    how: str,
    barrier: str,
    beat: Beat | None = None,
) -> Beat:
    """Create a beat, or rewrite one in place: beats are a working document, not a record."""
    _require_ic(scene, actor)
    cast = {m.pk for m in performers_in_scene(scene)}
    if toucher.pk not in cast or touched.pk not in cast:
        raise ChoreographyRefused("Both performers of a beat must be cast in the scene.")
    if toucher.pk == touched.pk:
        raise ChoreographyRefused("A beat is between two different performers.")
    if zone not in ZONES or barrier not in Barrier.values:
        raise ChoreographyRefused("Choose a body zone and a barrier from the lists.")
    if beat is not None and beat.scene_id != scene.pk:
        raise ChoreographyRefused("That beat belongs to another scene.")
    with transaction.atomic():
        target = beat or Beat(scene=scene)
        target.order = order
        target.toucher = toucher
        target.touched = touched
        target.zone = zone
        target.how = how.strip()
        target.barrier = barrier
        target.updated_by = actor
        target.save()
    return target


def log_rehearsal(scene: Scene, *, actor: Person, on: date, notes: str) -> RehearsalEntry:
    """Add one entry to the scene's rehearsal log; earlier entries stay as written."""
    _require_ic(scene, actor)
    if not notes.strip():
        raise ChoreographyRefused("Write what was rehearsed.")
    with transaction.atomic():
        return RehearsalEntry.objects.create(
            scene=scene, date=on, notes=notes.strip(), logged_by=actor
        )


def call_rehearsal(
    scene: Scene,
    performers: list[Membership],
    *,
    actor: Person,
    starts_at: datetime,
    ends_at: datetime,
    location: str,
) -> RehearsalCall:
    """The IC calls performers of the scene to a rehearsal at a time and place."""
    _require_ic(scene, actor)
    cast = {m.pk for m in performers_in_scene(scene)}
    if not performers:
        raise ChoreographyRefused("Call at least one performer.")
    strangers = [m for m in performers if m.pk not in cast]
    if strangers:
        raise ChoreographyRefused(f"{strangers[0].person} does not play in scene {scene.label}.")
    if ends_at <= starts_at:
        raise ChoreographyRefused("A rehearsal ends after it starts.")
    with transaction.atomic():
        call = RehearsalCall.objects.create(
            production=scene.production,
            scene=scene,
            starts_at=starts_at,
            ends_at=ends_at,
            location=location.strip(),
            created_by=actor,
        )
        call.performers.set(performers)
    return call
