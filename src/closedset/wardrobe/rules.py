"""Who sees the wardrobe list: costume and the IC all of it, a performer only their own items.

Sizes are read by costume and the IC only; everyone else gets 404.
"""

import rules

from closedset.productions.rules import is_costume, is_ic, is_scene_object, plays_in_scene

rules.add_perm("wardrobe.view_wardrobe", is_scene_object & (is_costume | is_ic | plays_in_scene))
rules.add_perm("wardrobe.view_all_garments", is_scene_object & (is_costume | is_ic))
rules.add_perm("wardrobe.view_sizes", is_scene_object & (is_costume | is_ic))
rules.add_perm("wardrobe.manage_wardrobe", is_scene_object & is_costume)
rules.add_perm("wardrobe.schedule_fitting", is_scene_object & (is_costume | is_ic))
