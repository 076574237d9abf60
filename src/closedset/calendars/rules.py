"""Every member of a production may subscribe to their own calendar of it."""

import rules

from closedset.productions.rules import is_member

rules.add_perm("calendars.subscribe", is_member)
