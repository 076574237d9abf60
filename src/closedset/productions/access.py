"""Who holds which roles where, and the one way views fetch what a user may see.

Every view goes through :func:`get_production_for` or an object helper built
on it; anything the user may not see answers 404, so that a performer cannot
even learn that another production or another performer's page exists.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from django.db.models import QuerySet
from django.http import Http404
from django.shortcuts import get_object_or_404

from .models import Membership, Production, Scene
from .roles import Role

if TYPE_CHECKING:
    from django.contrib.auth.models import AnonymousUser

    from closedset.accounts.models import Person

_CACHE_ATTR = "_closedset_memberships"


def membership_of(user: Person | AnonymousUser, production: Production) -> Membership | None:
    """The user's membership on the production, cached on the user for the request."""
    if not user.is_authenticated:
        return None
    cache: dict[int, Membership | None] = user.__dict__.setdefault(_CACHE_ATTR, {})
    if production.pk not in cache:
        cache[production.pk] = Membership.objects.filter(production=production, person=user).first()
    return cache[production.pk]


def roles_of(user: Person | AnonymousUser, production: Production) -> frozenset[str]:
    membership = membership_of(user, production)
    return frozenset(membership.roles) if membership else frozenset()


def people_with(production: Production, wanted: frozenset[str]) -> list[Person]:
    """The people holding any of the wanted roles: who a notification goes to."""
    members = production.members.select_related("person")
    return [m.person for m in members if wanted & set(m.roles)]


def production_of(obj: Any) -> Production:
    """The production an object belongs to: every scoped record reaches one."""
    if isinstance(obj, Production):
        return obj
    if hasattr(obj, "production"):
        return obj.production
    raise TypeError(f"{type(obj).__name__} is not scoped to a production")


def get_production_for(user: Person | AnonymousUser, production_id: int, perm: str) -> Production:
    production = get_object_or_404(Production, pk=production_id)
    if not user.has_perm(perm, production):
        raise Http404("No such production")
    return production


def get_scene_for(
    user: Person | AnonymousUser, production: Production, scene_id: int, perm: str
) -> Scene:
    scene = get_object_or_404(Scene, pk=scene_id, production=production)
    if not user.has_perm(perm, scene):
        raise Http404("No such scene")
    return scene


def get_membership_for(
    user: Person | AnonymousUser, production: Production, membership_id: int, perm: str
) -> Membership:
    membership = get_object_or_404(
        Membership.objects.select_related("person"), pk=membership_id, production=production
    )
    if not user.has_perm(perm, membership):
        raise Http404("No such person")
    return membership


def visible_scenes(user: Person | AnonymousUser, production: Production) -> QuerySet[Scene]:
    """Scenes the user may list: all for production staff, own scenes for a performer."""
    scenes = production.scenes.filter(is_omitted=False)
    roles = roles_of(user, production)
    if roles & SCENE_STAFF:
        return scenes
    if Role.PERFORMER in roles:
        return scenes.filter(characters__cast__membership__person_id=user.pk or 0).distinct()
    return scenes.none()


SCENE_STAFF = frozenset(
    {
        Role.INTIMACY_COORDINATOR,
        Role.MENTAL_HEALTH_COORDINATOR,
        Role.DIRECTOR,
        Role.PRODUCER,
        Role.FIRST_AD,
        Role.COSTUME,
        Role.EDITOR,
    }
)
