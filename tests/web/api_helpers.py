"""Helpers for the API stories: URLs, JSON calls, a consent history to read."""

from __future__ import annotations

import json
from typing import Any

from django.urls import reverse

from closedset.consent.domain import confirm_consent, draft_consent, withdraw_consent
from closedset.consent.models import ConsentVersion

from .consent_helpers import some_terms

SECRET_REASON = "my ex is on this crew"


def consents_url(world: Any, scene: str = "anna_scene") -> str:
    return reverse("api_consents", args=[world.production.pk, world.objects[scene].pk])


def withdraw_url(world: Any, scene: str = "anna_scene") -> str:
    return reverse("api_consent_withdraw", args=[world.production.pk, world.objects[scene].pk])


def rider_url(world: Any, rider: Any) -> str:
    return reverse("api_rider", args=[world.production.pk, rider.pk])


def post_json(client: Any, url: str, data: Any, **extra: Any) -> Any:
    return client.post(url, json.dumps(data), content_type="application/json", **extra)


def confirmed_with_history(world: Any) -> None:
    """ANNA's consent: drafted, confirmed, withdrawn with a private reason, drafted again."""
    scene = world.objects["anna_scene"]
    ic, performer = world.person("intimacy_coordinator"), world.person("performer")
    draft = draft_consent(scene, world.members["performer"], some_terms(), actor=ic)
    confirm_consent(scene, actor=performer, draft_number=draft.number, note="no wet hair")
    withdraw_consent(scene, actor=performer, reason=SECRET_REASON)
    again = draft_consent(
        scene, world.members["performer"], some_terms(), actor=ic, reason="closed set added"
    )
    confirm_consent(scene, actor=performer, draft_number=again.number)


def history_snapshot() -> list[tuple[int, int, str, str]]:
    """Every consent version as (id, number, status, entry hash): what must never change."""
    return list(
        ConsentVersion.objects.order_by("pk").values_list("pk", "number", "status", "entry_hash")
    )
