"""Who may open wellbeing pages (DESIGN section 2), deny by default.

Director, producer and 1st AD never read concerns, step-away requests or
check-ins; a coordinator who also holds one of those roles does not either,
because the power dynamic follows the person, not the hat they wear today.
"""

import rules

from closedset.productions.roles import Role
from closedset.productions.rules import has_role, is_admin, is_member, is_production_lead

from .queries import CALLED_ROLES

is_mhc = has_role(Role.MENTAL_HEALTH_COORDINATOR)
is_ic_or_mhc = has_role(Role.INTIMACY_COORDINATOR, Role.MENTAL_HEALTH_COORDINATOR)
can_be_called = has_role(*CALLED_ROLES)

rules.add_perm("wellbeing.manage_advisories", is_ic_or_mhc)
rules.add_perm("wellbeing.view_own_advisories", can_be_called)
rules.add_perm("wellbeing.step_away", can_be_called)
rules.add_perm("wellbeing.handle_step_away", is_ic_or_mhc & ~is_production_lead)
rules.add_perm("wellbeing.log_checkins", is_mhc & ~is_production_lead)
rules.add_perm("wellbeing.view_support", is_member)
rules.add_perm("wellbeing.manage_support", is_mhc)
rules.add_perm("wellbeing.view_risk_assessments", is_ic_or_mhc)
rules.add_perm("wellbeing.report_concern", is_member)
rules.add_perm("wellbeing.handle_concerns", is_ic_or_mhc & ~is_production_lead)
rules.add_perm("wellbeing.manage_concern_contacts", is_mhc | is_admin)
rules.add_perm("wellbeing.answer_pulse", is_member)
rules.add_perm("wellbeing.view_pulse_trend", is_mhc)
rules.add_perm("wellbeing.write_mental_health_risk", is_mhc)
rules.add_perm("wellbeing.write_intimacy_risk", has_role(Role.INTIMACY_COORDINATOR))
