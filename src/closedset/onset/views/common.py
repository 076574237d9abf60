"""Helpers the on-set views share: fetching through the access layer and reading POST ids."""

from __future__ import annotations

from django.http import HttpRequest

from closedset.productions.access import get_production_for, get_scene_for
from closedset.productions.models import Membership, Production, Scene, ShootDay
from closedset.productions.requests import posted_id

__all__ = ["posted_day", "posted_id", "posted_member", "posted_scene", "scene_for"]


def scene_for(
    request: HttpRequest, production_id: int, scene_id: int, perm: str
) -> tuple[Production, Scene]:
    production = get_production_for(request.user, production_id, perm)
    return production, get_scene_for(request.user, production, scene_id, perm)


def posted_member(request: HttpRequest, production: Production) -> Membership | None:
    pk = posted_id(request, "membership")
    if pk is None:
        return None
    return production.members.select_related("person").filter(pk=pk).first()


def posted_scene(request: HttpRequest, production: Production) -> Scene | None:
    pk = posted_id(request, "scene")
    if pk is None:
        return None
    return production.scenes.filter(pk=pk, is_omitted=False).first()


def posted_day(request: HttpRequest, production: Production) -> ShootDay | None:
    pk = posted_id(request, "day")
    if pk is None:
        return None
    return production.shoot_days.filter(pk=pk).first()
