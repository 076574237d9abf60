"""Helpers for the rider stories: a performer's confirmed consent, a rider, its signature."""

from __future__ import annotations

from typing import Any

from closedset.consent.domain import confirm_consent, draft_consent
from closedset.riders.domain import generate_rider, represent, sign_rider
from closedset.riders.models import Rider
from tests.factories import PASSWORD

from .consent_helpers import some_terms


def confirmed_consent(world: Any, **changes: Any) -> None:
    """The IC drafts terms for ANNA's scene and the performer confirms them."""
    scene = world.objects["anna_scene"]
    ic = world.person("intimacy_coordinator")
    draft = draft_consent(scene, world.members["performer"], some_terms(**changes), actor=ic)
    confirm_consent(scene, actor=world.person("performer"), draft_number=draft.number)


def rider_for(world: Any, *, signed: bool = False) -> Rider:
    """A rider for the world's performer, made once; the world's agent represents them."""
    if "rider" not in world.objects:
        confirmed_consent(world)
        ic = world.person("intimacy_coordinator")
        represent(world.members["agent"], world.members["performer"], actor=ic)
        world.objects["rider"] = generate_rider(world.members["performer"], actor=ic)
    rider: Rider = world.objects["rider"]
    if signed and rider.signature is None:
        sign_rider(
            rider,
            actor=world.person("performer"),
            password=PASSWORD,
            typed_name="Performer person",
            seen_sha256=rider.sha256,
        )
    return rider
