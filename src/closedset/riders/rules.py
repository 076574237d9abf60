"""Who may open rider pages (DESIGN section 2), deny by default.

The performer sees their own riders, the IC all of them, an agent only the
riders of the performers they represent. Director, producer and 1st AD see a
status per scene and never the terms; the editor sees restrictions derived
from signed riders.
"""

from __future__ import annotations

from typing import Any

import rules

from closedset.productions.access import membership_of
from closedset.productions.roles import Role
from closedset.productions.rules import has_role, is_ic, is_performer, is_production_lead

from .models import Representation, Rider

is_agent = has_role(Role.AGENT)
is_editor = has_role(Role.EDITOR)


@rules.predicate
def is_own_rider(user: Any, obj: Any) -> bool:
    if not isinstance(obj, Rider):
        return False
    membership = membership_of(user, obj.production)
    return membership is not None and membership.pk == obj.performer_id


@rules.predicate
def represents_rider_performer(user: Any, obj: Any) -> bool:
    if not isinstance(obj, Rider):
        return False
    membership = membership_of(user, obj.production)
    return (
        membership is not None
        and Role.AGENT in membership.roles
        and Representation.objects.filter(agent=membership, performer_id=obj.performer_id).exists()
    )


rules.add_perm("riders.view_riders", is_ic | is_performer | is_agent)
rules.add_perm(
    "riders.view_rider", is_ic | (is_performer & is_own_rider) | represents_rider_performer
)
rules.add_perm("riders.manage_riders", is_ic)
rules.add_perm("riders.view_rider_status", is_ic | is_production_lead)
rules.add_perm("riders.view_edit_restrictions", is_ic | is_editor)
