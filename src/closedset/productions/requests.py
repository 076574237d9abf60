"""Reading a request the same way in every view: who acts, as which member, and posted ids."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from django.http import Http404, HttpRequest

from .access import membership_of
from .models import Membership, Production

if TYPE_CHECKING:
    from closedset.accounts.models import Person


def actor(request: HttpRequest) -> Person:
    """The logged-in person; call only behind login_required."""
    return cast("Person", request.user)


def posted_id(request: HttpRequest, name: str) -> int | None:
    """A posted primary key, or None when it is missing or not a number."""
    raw = str(request.POST.get(name, ""))
    return int(raw) if raw.isdigit() else None


def own_membership(request: HttpRequest, production: Production) -> Membership:
    """The user's own membership; 404 for a non-member, like every page they may not see."""
    membership = membership_of(request.user, production)
    if membership is None:
        raise Http404("No such production")
    return membership
