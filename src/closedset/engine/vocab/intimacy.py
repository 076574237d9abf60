# mypy: disable-error-code="arg-type"
"""Intimacy beyond the core words: making out, hands that wander, cuddling in bed.

A hug or a kiss on the cheek between family stays out (the core KISS rule's exclusions);
these phrases name a couple's contact.
"""

from __future__ import annotations

from ..model import INTIMACY, MILD, MODERATE
from .base import NAME, STRONG, r

_NOT_SEEING = (
    r"(?! (?:the|a|an|his|her|their|what|who|whom|where|how|which|that|any|anything|"
    r"something|shapes?|figures?|words?|faces?|lights?|details?|movement|someone|somebody)\b)"
)

RULES = [
    r(
        r"(?:make|makes|made|making) out\b" + _NOT_SEEING,
        STRONG,
        only_after=r"\b(?:they|we|couples?|lovers|teenagers|teens|of them) (?:\w+ ){0,2}?$",
        **{INTIMACY: MILD},
    ),
    r(
        r"hands? (?:\w+ ){0,2}?(?:slides?|slips?|moves?|creeps?|"
        r"travels?|wanders?|roams?|snakes?|inches?|glides?|drifts?|explores?|finds?) "
        r"(?:\w+ ){0,2}?(?:up|along|over|under|inside|between|beneath|down|across) (?:his|her) "
        r"(?:thighs?|legs?|skirt|dress|shirt|blouse|top|body|breasts?|chest|back|waist|hips?|"
        r"stomach|belly|bottom|ass|bum)",
        only_after=r"\b(?:his|her|[\w'-]+'s) $",
        **{INTIMACY: MILD},
    ),
    r(
        r"(?:(?:kiss(?:es|ing)?|nibbl\w+|licks?|licking|bites?|biting) "
        r"(?:\w+ )?(?:his|her) (?:neck|ear|earlobe|throat|collarbone|shoulders?|chest|breasts?|"
        r"stomach|navel|thighs?|lips|mouth)|(?:nibbl\w+|nuzzl\w+) (?:at )?(?:his|her) "
        r"(?:neck|ear|earlobe|throat|lips)|(?:runs?|running) (?:his|her) (?:fingers|hands?) "
        r"through (?:his|her) hair(?:,| and| as) (?:\w+ ){0,3}?kiss\w*)",
        **{INTIMACY: MILD},
    ),
    r(
        r"(?:cuddle|snuggle|spoon|nestle)\w* (?:\w+ ){0,3}?(?:in bed|under the (?:covers|sheets|"
        r"duvet))",
        only_after=r"\b(?:they|couple|lovers) (?:\w+ )?$",
        **{INTIMACY: MILD},
    ),
    r(
        r"(?:cuddl\w+|snuggl\w+|nestl\w+|curl\w* up) (?:\w+ ){0,2}?(?:against|into) (?:his|her) "
        r"(?:bare|naked) (?:chest|body|back|shoulder|skin)",
        **{INTIMACY: MILD},
    ),
    r(
        r"(?:(?:pulls?|pulling|draws?|drawing|tugs?|tugging) (?:him|her) (?:down )?(?:onto|on "
        r"top of|into|to) (?:the bed|the sofa|the couch|her|him)(?:,| and| as)? (?:\w+ ){0,2}?"
        r"kiss\w*|(?:sits?|sitting|climbs?|climbing|settles?) (?:in|on|into|onto) (?:his|her) "
        r"lap(?:,| and| as) (?:\w+ ){0,4}?(?:kiss|arms? around|nuzzl|caress)\w*)",
        **{INTIMACY: MODERATE},
    ),
    r(
        r"(?:tears?|tearing|rips?|ripping|yanks?|yanking|pulls?|pulling|tugs?|tugging) (?:open|"
        r"off|down|apart) (?:his|her|each other's|one another's) (?:shirt|blouse|dress|top|"
        r"clothes|bra|jeans|pants|trousers|skirt|nightgown|belt|fly|buttons)",
        **{INTIMACY: MODERATE},
    ),
    # Held or lying close as lovers are, in the words scripts use for it.
    r(
        r"(?:(?:takes?|taking|took|pulls?|pulling|sweeps?|sweeping|gathers?|gathering|folds?|"
        r"folding) (?:her|him) (?:up )?(?:in|into) (?:his|her) arms|(?:jumps?|jumping|leaps?|"
        r"leaping|falls?|falling|melts?|melting|sinks?|sinking) into (?:his|her|"
        + NAME
        + r"'s) arms|(?:lie|lies|lying|lay) (?:\w+ ){0,3}?(?:curled up|spooned|spooning|"
        r"entwined|in each other's arms|cuddled|cuddling|wrapped around each other) (?:together|"
        r"on (?:the|a|his|her|" + NAME + r"'s) bed|in (?:the|a|his|her) bed))",
        **{INTIMACY: MILD},
    ),
]

# 'Jack and Hettie neck inside the cab': to neck is to kiss, said of a couple.
RULES += [
    r(
        r"neck(?:s|ing)?\b(?! (?:of|and|brace|tie|line|deep|high|down|up|back|snaps?|cracks?|"
        r"breaks?|bones?|wound|injury|their|his|her|the|a|an|some|it|them|back|pints?|beers?|"
        r"drinks?)\b)",
        only_after=r"(?:\b(?:they|couples?|lovers|teenagers|teens|kids)|(?:^|[.!?] )[a-z]+ and "
        r"[a-z]+) (?:are |start |begin |continue |start to |begin to )?$",
        **{INTIMACY: MILD},
    ),
]
