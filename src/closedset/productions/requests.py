"""Reading a request the same way in every view: who acts, and ids posted by forms."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from django.http import HttpRequest

if TYPE_CHECKING:
    from closedset.accounts.models import Person


def actor(request: HttpRequest) -> Person:
    """The logged-in person; call only behind login_required."""
    return cast("Person", request.user)


def posted_id(request: HttpRequest, name: str) -> int | None:
    """A posted primary key, or None when it is missing or not a number."""
    raw = str(request.POST.get(name, ""))
    return int(raw) if raw.isdigit() else None
