"""Who may open consent pages (DESIGN section 2): the performer for their own, the IC.

Director, producer and 1st AD never see consents, only (in the readiness
view) that a scene is not ready. MHC, costume, editor, agent, crew and admin
have no consent pages yet; they get 404 like anyone else not granted here.
"""

import rules

from closedset.productions.rules import is_ic, is_performer, is_scene_object, plays_in_scene

rules.add_perm("consent.view_own_consents", is_performer)
rules.add_perm("consent.give_consent", is_scene_object & plays_in_scene)
rules.add_perm("consent.manage_consents", is_ic)

# The JSON history of one scene: the performer reads their own, the IC every performer's.
rules.add_perm("consent.view_consent_history", is_ic | is_performer)
rules.add_perm("consent.view_scene_history", is_scene_object & (is_ic | plays_in_scene))
