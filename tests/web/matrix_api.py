"""Role matrix entries for the JSON API: the same people as the pages they mirror."""

from __future__ import annotations

from django.urls import reverse

from closedset.productions.roles import Role

from .rider_helpers import rider_for

IC, PERFORMER = Role.INTIMACY_COORDINATOR.value, Role.PERFORMER.value

ENTRIES = {
    # Consent history: the performer in the scene (own versions) and the IC (everyone's).
    "api_consents": (
        lambda w: reverse("api_consents", args=[w.production.pk, w.objects["anna_scene"].pk]),
        frozenset({IC, PERFORMER}),
    ),
    # Withdrawal: only the performer, for their own consent (GET shows what it would end).
    "api_consent_withdraw": (
        lambda w: reverse(
            "api_consent_withdraw", args=[w.production.pk, w.objects["anna_scene"].pk]
        ),
        frozenset({PERFORMER}),
    ),
    "api_rider": (
        lambda w: reverse("api_rider", args=[w.production.pk, rider_for(w).pk]),
        frozenset({IC, PERFORMER, Role.AGENT.value}),
    ),
}
