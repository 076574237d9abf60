"""Who sees choreography: the IC edits; leads and the scene's performers read the beats.

Conflict reasons come from consent terms, so only the IC reads them; leads
see only whether a beat is in conflict. Everyone else gets 404.
"""

import rules

from closedset.productions.rules import is_ic, is_production_lead, is_scene_object, plays_in_scene

rules.add_perm("choreography.edit_choreography", is_scene_object & is_ic)
rules.add_perm(
    "choreography.view_choreography",
    is_scene_object & (is_ic | is_production_lead | plays_in_scene),
)
rules.add_perm("choreography.view_conflict_reasons", is_scene_object & is_ic)
rules.add_perm("choreography.view_conflicts", is_scene_object & (is_ic | is_production_lead))
rules.add_perm("choreography.view_rehearsals", is_scene_object & is_ic)
rules.add_perm("choreography.call_rehearsal", is_scene_object & is_ic)
rules.add_perm(
    "choreography.view_all_rehearsal_calls", is_scene_object & (is_ic | is_production_lead)
)
