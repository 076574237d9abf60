"""Role matrix entries for the rider PDF: the same readers as the rider document."""

from __future__ import annotations

from django.urls import reverse

from closedset.productions.roles import Role

from .rider_helpers import rider_for

RIDER_READERS = frozenset({Role.INTIMACY_COORDINATOR.value, Role.PERFORMER.value, Role.AGENT.value})

ENTRIES = {
    "rider_pdf": (
        lambda w: reverse("rider_pdf", args=[w.production.pk, rider_for(w).pk]),
        RIDER_READERS,
    ),
}
