"""Wellbeing pages, one module per area; each view fetches through productions.access."""

from __future__ import annotations

from django.http import Http404, HttpRequest

from closedset.productions.access import membership_of
from closedset.productions.models import Membership, Production
from closedset.productions.requests import actor

__all__ = ["actor", "own_membership"]


def own_membership(request: HttpRequest, production: Production) -> Membership:
    membership = membership_of(request.user, production)
    if membership is None:
        raise Http404("No such production")
    return membership
