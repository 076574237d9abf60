"""Named permissions for productions, deny by default (DESIGN section 2).

Each permission is a predicate over (user, object); objects reach their
production through :func:`production_of`. A permission not listed here is
refused, because no rule grants it.
"""

from __future__ import annotations

from typing import Any

import rules

from .access import SCENE_STAFF, production_of, roles_of
from .models import Membership, Scene
from .roles import Role


def has_role(*wanted: str) -> rules.Predicate:
    wanted_set = frozenset(wanted)

    @rules.predicate(name=f"has_role({','.join(sorted(wanted_set))})")
    def predicate(user: Any, obj: Any) -> bool:
        if obj is None:
            return False
        return bool(roles_of(user, production_of(obj)) & wanted_set)

    return predicate


@rules.predicate
def is_member(user: Any, obj: Any) -> bool:
    return obj is not None and bool(roles_of(user, production_of(obj)))


@rules.predicate
def plays_in_scene(user: Any, obj: Any) -> bool:
    if not isinstance(obj, Scene) or Role.PERFORMER not in roles_of(user, obj.production):
        return False
    return obj.characters.filter(cast__membership__person=user).exists()


@rules.predicate
def is_own_membership(user: Any, obj: Any) -> bool:
    return isinstance(obj, Membership) and obj.person_id == user.pk


@rules.predicate
def is_scene_object(user: Any, obj: Any) -> bool:
    return isinstance(obj, Scene)


is_admin = has_role(Role.ADMIN)
is_ic = has_role(Role.INTIMACY_COORDINATOR)
is_coordinator = has_role(Role.INTIMACY_COORDINATOR, Role.MENTAL_HEALTH_COORDINATOR)
is_production_lead = has_role(Role.DIRECTOR, Role.PRODUCER, Role.FIRST_AD)
is_scene_staff = has_role(*SCENE_STAFF)
is_performer = has_role(Role.PERFORMER)
is_crew = has_role(Role.CREW)
is_costume = has_role(Role.COSTUME)

sees_people = is_admin | is_coordinator | is_production_lead

rules.add_perm("productions.view_production", is_member)
rules.add_perm("productions.view_scene_list", is_scene_staff | is_performer)
rules.add_perm("productions.view_scene", is_scene_object & (is_scene_staff | plays_in_scene))
rules.add_perm("productions.view_people", sees_people)
rules.add_perm("productions.view_person", sees_people | is_own_membership)
rules.add_perm("productions.manage_members", is_admin)
rules.add_perm(
    "productions.view_schedule",
    is_coordinator | is_production_lead | is_costume | is_crew | is_performer,
)
rules.add_perm("productions.edit_schedule", is_production_lead)
