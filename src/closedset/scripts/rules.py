"""Who may see and upload a production's script drafts (DESIGN section 2)."""

import rules

from closedset.productions.roles import Role
from closedset.productions.rules import has_role

sees_script = has_role(
    Role.INTIMACY_COORDINATOR,
    Role.MENTAL_HEALTH_COORDINATOR,
    Role.DIRECTOR,
    Role.PRODUCER,
    Role.FIRST_AD,
)
uploads_script = has_role(Role.INTIMACY_COORDINATOR, Role.DIRECTOR, Role.PRODUCER, Role.FIRST_AD)

rules.add_perm("scripts.view_script", sees_script)
rules.add_perm("scripts.upload_script", uploads_script)
