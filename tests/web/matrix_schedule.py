"""Role matrix entries of the schedule import: the production's leads, as for adding a day."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from django.urls import reverse

from closedset.productions.roles import Role

ENTRIES: dict[str, tuple[Callable[[Any], str], frozenset[str]]] = {
    "schedule_import": (
        lambda w: reverse("schedule_import", args=[w.production.pk]),
        frozenset({Role.DIRECTOR.value, Role.PRODUCER.value, Role.FIRST_AD.value}),
    ),
}
