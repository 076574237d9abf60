"""Who sees readiness: the coordinators and the leads (DESIGN section 2).

Everyone allowed here sees *that* a scene is not ready and what is missing;
only the intimacy coordinator sees whose consent or rider it is.
"""

import rules

from closedset.productions.roles import Role
from closedset.productions.rules import has_role

rules.add_perm(
    "readiness.view_dashboard",
    has_role(
        Role.INTIMACY_COORDINATOR,
        Role.MENTAL_HEALTH_COORDINATOR,
        Role.DIRECTOR,
        Role.PRODUCER,
        Role.FIRST_AD,
    ),
)
rules.add_perm("readiness.view_private_reasons", has_role(Role.INTIMACY_COORDINATOR))
