"""Body doubles: assigned by the IC, and kept inside the doubled performer's consent.

A performer's consent says whether a double may be used and for which body
areas. The double has a consent of their own; whatever it lets the double show
must be among those areas, or the double would show more than the performer
agreed to have shown of "them" on screen.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from django.db import transaction

from closedset.productions.access import roles_of
from closedset.productions.models import Membership, Scene
from closedset.productions.roles import Role

from .models import BodyDouble
from .queries import performers_in_scene
from .schema import EXPOSURE_AREAS

if TYPE_CHECKING:
    from closedset.accounts.models import Person


class DoubleRefused(Exception):
    """A body-double assignment the actor may not make; str() says why."""


def double_outside_consent(
    performer_terms: dict[str, Any] | None, double_terms: dict[str, Any] | None
) -> list[str]:
    """Every way the double's consent goes beyond what the performer allowed a double."""
    if performer_terms is None:
        return ["the doubled performer has no current consent"]
    allowed = performer_terms["conditions"]["body_double"]
    if not allowed["allowed"]:
        return ["the doubled performer's consent allows no body double"]
    if double_terms is None:
        return ["the double has no current consent"]
    shown = {area for area, level in double_terms["exposure"].items() if level != "none"}
    beyond = sorted(shown - set(allowed["areas"]))
    return [
        f"the double would show {EXPOSURE_AREAS[a].lower()}, beyond what was allowed"
        for a in beyond
    ]


def assign_double(
    scene: Scene, performer: Membership, double: Membership, *, actor: Person
) -> BodyDouble:
    """The IC names who doubles a performer; both must be cast in the scene."""
    if Role.INTIMACY_COORDINATOR not in roles_of(actor, scene.production):
        raise DoubleRefused("Only the intimacy coordinator assigns body doubles.")
    cast = {m.pk for m in performers_in_scene(scene)}
    if performer.pk not in cast or double.pk not in cast:
        raise DoubleRefused("Both the performer and the double must be cast in this scene.")
    if performer.pk == double.pk:
        raise DoubleRefused("A performer cannot double themselves.")
    with transaction.atomic():
        assignment, _ = BodyDouble.objects.update_or_create(
            scene=scene, performer=performer, defaults={"double": double, "assigned_by": actor}
        )
    return assignment
