"""Wellbeing pages, one module per area; each view fetches through productions.access."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from django.http import Http404, HttpRequest

from closedset.productions.access import membership_of
from closedset.productions.models import Membership, Production

if TYPE_CHECKING:
    from closedset.accounts.models import Person


def actor(request: HttpRequest) -> Person:
    """The logged-in person; every view here is behind login_required."""
    return cast("Person", request.user)


def own_membership(request: HttpRequest, production: Production) -> Membership:
    membership = membership_of(request.user, production)
    if membership is None:
        raise Http404("No such production")
    return membership
