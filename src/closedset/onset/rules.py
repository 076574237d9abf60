"""Who may do what on the day (DESIGN section 2), deny by default.

The IC and the leads decide who is essential on a closed set; the IC and the
1st AD keep the door. Check-ins and debriefs belong to the performer and the
coordinators only: director, producer, 1st AD, editor, costume, crew, agent
and admin never read them. Anyone who works on set (everyone but an agent or
an admin-only member) can call a pause.
"""

from typing import Any

import rules

from closedset.productions.access import production_of, roles_of
from closedset.productions.roles import Role
from closedset.productions.rules import has_role, is_coordinator, is_ic, is_production_lead

OFF_SET_ROLES = frozenset({Role.AGENT, Role.ADMIN})


@rules.predicate
def works_on_set(user: Any, obj: Any) -> bool:
    """A member holding at least one role other than agent or admin."""
    return obj is not None and bool(roles_of(user, production_of(obj)) - OFF_SET_ROLES)


is_first_ad = has_role(Role.FIRST_AD)
is_performer = has_role(Role.PERFORMER)

rules.add_perm("onset.view_closed_sets", is_ic | is_production_lead)
rules.add_perm("onset.edit_closed_set", is_ic | is_production_lead)
rules.add_perm("onset.keep_door", is_ic | is_first_ad)
rules.add_perm("onset.be_on_set", works_on_set)
rules.add_perm("onset.check_in", is_performer | has_role(Role.CREW))
rules.add_perm("onset.answer_debrief", is_performer)
rules.add_perm("onset.view_checkins", is_coordinator)
rules.add_perm("onset.handle_pauses", is_coordinator | is_first_ad)
rules.add_perm("onset.hold_debriefs", is_coordinator)
rules.add_perm("onset.view_debrief_counts", is_coordinator | is_production_lead)
