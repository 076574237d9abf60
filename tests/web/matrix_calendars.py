"""Role matrix entries of the calendar app: every member has their own calendar page."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from django.urls import reverse

from closedset.productions.roles import Role

ENTRIES: dict[str, tuple[Callable[[Any], str], frozenset[str]]] = {
    "calendar": (
        lambda w: reverse("calendar", args=[w.production.pk]),
        frozenset(r.value for r in Role),
    ),
}

# The feed is opened by calendar apps that cannot log in; its token is the key.
PUBLIC = {"calendar_feed"}
