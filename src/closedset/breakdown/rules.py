"""Who may see the breakdown and who reviews it (DESIGN section 2)."""

import rules

from closedset.productions.roles import Role
from closedset.productions.rules import has_role

rules.add_perm(
    "breakdown.view_breakdown",
    has_role(
        Role.INTIMACY_COORDINATOR,
        Role.MENTAL_HEALTH_COORDINATOR,
        Role.DIRECTOR,
        Role.PRODUCER,
        Role.FIRST_AD,
    ),
)
rules.add_perm(
    "breakdown.review_breakdown",
    has_role(Role.INTIMACY_COORDINATOR, Role.MENTAL_HEALTH_COORDINATOR),
)
