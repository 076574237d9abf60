"""Who sees notification delivery: the coordinators who depend on the alerts arriving.

Subjects are written never to name who withdrew, paused or reported, but the
delivery list still reveals who was told what and when, so it stays with the
IC and the MHC. Every member sees the notifications sent to themselves.
"""

import rules

from closedset.productions.roles import Role
from closedset.productions.rules import has_role, is_member

rules.add_perm(
    "notifications.view_deliveries",
    has_role(Role.INTIMACY_COORDINATOR, Role.MENTAL_HEALTH_COORDINATOR),
)
rules.add_perm("notifications.view_own", is_member)
