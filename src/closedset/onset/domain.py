"""The closed-set list: edited by the IC and the leads, published, kept at the door.

Any change to the entries after publishing un-publishes the list, so the
list people were told about is always the one in force; each publication is
kept with the names it carried. Publishing a list that has not changed since
it was last published does nothing: a double tap sends no second email.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from django.conf import settings
from django.db import transaction
from django.urls import reverse
from django.utils import timezone

from closedset.notifications import notify
from closedset.productions.access import roles_of
from closedset.productions.models import Membership, Scene, ScheduledScene
from closedset.productions.roles import Role

from .models import Admission, ClosedSetEntry, ClosedSetList, ClosedSetPublication

if TYPE_CHECKING:
    from closedset.accounts.models import Person

CLOSED_SET_RULES = (
    "Only the people on this list are on set, and near the monitors, while this scene is "
    "prepared and shot.",
    "Non-essential crew, background actors included, stay off set and away from the monitors.",
    "No personal recording devices: phones, cameras and watches that record stay outside.",
    "Robes are provided for the performers between takes.",
)
EDITORS = frozenset({Role.INTIMACY_COORDINATOR, Role.DIRECTOR, Role.PRODUCER, Role.FIRST_AD})
DOOR_KEEPERS = frozenset({Role.INTIMACY_COORDINATOR, Role.FIRST_AD})


class OnSetRefused(Exception):
    """An action the actor may not take on the day; str() says why, for the actor."""


def _require(actor: Person, scene: Scene, allowed: frozenset[str], who: str) -> None:
    if not roles_of(actor, scene.production) & allowed:
        raise OnSetRefused(f"Only {who} may do this.")


def _locked_list(scene: Scene) -> ClosedSetList:
    """The scene's list, created on first use, locked until the transaction ends."""
    ClosedSetList.objects.get_or_create(scene=scene)
    return ClosedSetList.objects.select_for_update().get(scene=scene)


def _unpublish(closed_set: ClosedSetList) -> None:
    if closed_set.published_at is not None:
        closed_set.published_at = None
        closed_set.published_by = None
        closed_set.save(update_fields=["published_at", "published_by"])


def add_entry(scene: Scene, membership: Membership, role_on_set: str, *, actor: Person) -> None:
    """Put someone on the list, or change their job there; a published list must be republished."""
    _require(actor, scene, EDITORS, "the IC, director, producer or 1st AD")
    if membership.production_id != scene.production_id:
        raise OnSetRefused("That person is not on this production.")
    role_on_set = role_on_set.strip()[:120]
    if not role_on_set:
        raise OnSetRefused("Say what they do on set, for example “camera operator”.")
    with transaction.atomic():
        closed_set = _locked_list(scene)
        entry = closed_set.entries.filter(membership=membership).first()
        if entry is not None and entry.role_on_set == role_on_set:
            return
        if entry is None:
            ClosedSetEntry.objects.create(
                list=closed_set, membership=membership, role_on_set=role_on_set
            )
        else:
            entry.role_on_set = role_on_set
            entry.save(update_fields=["role_on_set"])
        _unpublish(closed_set)


def remove_entry(scene: Scene, membership_id: int, *, actor: Person) -> None:
    _require(actor, scene, EDITORS, "the IC, director, producer or 1st AD")
    with transaction.atomic():
        closed_set = _locked_list(scene)
        removed, _ = closed_set.entries.filter(membership_id=membership_id).delete()
        if not removed:
            raise OnSetRefused("That person is not on the list.")
        _unpublish(closed_set)


def publish(scene: Scene, *, actor: Person) -> ClosedSetPublication:
    """Publish the list and tell each listed person; an unchanged published list stays as it is."""
    _require(actor, scene, EDITORS, "the IC, director, producer or 1st AD")
    with transaction.atomic():
        closed_set = _locked_list(scene)
        if closed_set.published_at is not None:
            latest = closed_set.publications.first()
            if latest is not None:
                return latest
        entries = list(closed_set.entries.select_related("membership__person"))
        if not entries:
            raise OnSetRefused("Add the essential people before publishing the list.")
        publication = ClosedSetPublication.objects.create(
            list=closed_set,
            published_by=actor,
            names=[
                {"name": e.membership.person.name, "role_on_set": e.role_on_set} for e in entries
            ],
        )
        closed_set.published_at = publication.published_at
        closed_set.published_by = actor
        closed_set.save(update_fields=["published_at", "published_by"])
        _tell_listed_people(scene, entries)
    return publication


def scene_days(scene: Scene) -> str:
    """The shoot days of a scene, as people say them: "Day 3 (Tue 14 May)"."""
    scheduled = ScheduledScene.objects.filter(scene=scene).select_related("shoot_day")
    days = [str(s.shoot_day) for s in scheduled]
    return ", ".join(days) if days else "a day not yet scheduled"


def _tell_listed_people(scene: Scene, entries: list[ClosedSetEntry]) -> None:
    production = scene.production
    days = scene_days(scene)
    link = settings.SITE_URL + reverse("on_set", args=[production.pk])
    rules_text = "\n".join(f"- {rule}" for rule in CLOSED_SET_RULES)
    for entry in entries:
        notify(
            [entry.membership.person],
            f"{production.title}: you are on the closed set for scene {scene.label}",
            f"You are on the closed-set list for scene {scene.label} on {days}, "
            f"as {entry.role_on_set}.\n\nClosed-set rules:\n{rules_text}\n\n"
            f"Your day on set: {link}\n",
            kind="closed_set",
            production=production,
        )


def record_background_told(scene: Scene, note: str, *, actor: Person) -> ClosedSetList:
    """The 1st AD or IC records when background actors were told about the scene in advance.

    Recorded once: what was said and when is a record, not a field to overwrite.
    """
    _require(actor, scene, DOOR_KEEPERS, "the 1st AD or the IC")
    with transaction.atomic():
        closed_set = _locked_list(scene)
        if closed_set.background_told_at is not None:
            when = timezone.localtime(closed_set.background_told_at)
            raise OnSetRefused(f"Already recorded on {when:%d %b %Y at %H:%M}.")
        closed_set.background_told_at = timezone.now()
        closed_set.background_told_by = actor
        closed_set.background_note = note.strip()[:2000]
        closed_set.save(
            update_fields=["background_told_at", "background_told_by", "background_note"]
        )
    return closed_set


def admit(
    scene: Scene,
    *,
    actor: Person,
    membership: Membership | None = None,
    visitor_name: str = "",
    refused: bool = False,
) -> Admission:
    """Record who was let onto the closed set, or turned away, and whether they were listed."""
    _require(actor, scene, DOOR_KEEPERS, "the 1st AD or the IC")
    visitor_name = visitor_name.strip()[:200]
    if membership is None and not visitor_name:
        raise OnSetRefused("Choose a person or write the visitor's name.")
    if membership is not None and membership.production_id != scene.production_id:
        raise OnSetRefused("That person is not on this production.")
    with transaction.atomic():
        closed_set = _locked_list(scene)
        on_list = (
            membership is not None and closed_set.entries.filter(membership=membership).exists()
        )
        return Admission.objects.create(
            list=closed_set,
            membership=membership,
            visitor_name="" if membership else visitor_name,
            on_list=on_list,
            refused=refused,
            admitted_by=actor,
        )
