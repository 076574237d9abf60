"""Who reads the rules, who adds local ones, who picks the production's ruleset."""

import rules

from closedset.productions.roles import Role
from closedset.productions.rules import has_role

COORDINATORS = (Role.INTIMACY_COORDINATOR, Role.MENTAL_HEALTH_COORDINATOR)
LEADS = (Role.DIRECTOR, Role.PRODUCER, Role.FIRST_AD)

rules.add_perm("rulesets.view_rules", has_role(*COORDINATORS, *LEADS))
rules.add_perm("rulesets.add_local_rule", has_role(*COORDINATORS))
rules.add_perm("rulesets.choose_ruleset", has_role(Role.PRODUCER))
