# mypy: disable-error-code="arg-type"
"""Sexual violence beyond the named crimes: force with undressing, incapacity, violation.

Scene-level context does the rest (lexicon.COERCION on intimate acts, lexicon.SEXUAL_CONTEXT
on violent ones); these phrases are sexual violence on their own.
"""

from __future__ import annotations

from ..model import INTIMACY, MILD, MODERATE, SEVERE, SEX, SEXUAL_VIOLENCE, VIOLENCE
from .base import NAME, STRONG, r

_FORCE = (
    r"(?:pushes|pushing|shoves?|shoving|throws?|throwing|forces?|forcing|pins?|pinning|bends?|"
    r"bending|slams?|slamming|drags?|dragging|holds?|holding|wrestles?|wrestling)"
)
_UNDRESSING = (
    r"(?:unbuckl\w+|unzip\w*|undoes (?:his|her) (?:belt|fly|jeans|trousers|pants)|drops? his "
    r"(?:pants|trousers|jeans)|pulls? (?:down|up|off|at) (?:her|his)|hikes? up|yanks? (?:down|"
    r"up|off|at)|tears? (?:at|off|open|down)|rips? (?:at|off|open|down)|lifts? (?:her|his) "
    r"(?:skirt|dress|nightgown)|reaches? (?:under|up|into) (?:her|his) (?:skirt|dress|"
    r"nightgown|underwear|pants|jeans))"
)

RULES = [
    r(
        _FORCE + r" (?:her|him|" + NAME + r") (?:[\w'-]+ ){0,3}?(?:onto|on|over|across|against|"
        r"into|down on|down onto|to) (?:the |a |his |her )?(?:\w+ )?(?:bed|mattress|floor|ground|"
        r"desk|table|hood|car|sofa|couch|back seat|wall|bushes|grass|dirt|cot|bunk)[^.!?]{0,80}?"
        + _UNDRESSING,
        STRONG,
        **{SEXUAL_VIOLENCE: SEVERE},
    ),
    r(
        r"(?:violat(?:es|ed|ing) (?:her|him|" + NAME + r")\b(?! (?:rights|privacy|parole|"
        r"trust))|forces? (?:her|his) (?:head|face|mouth) (?:\w+ )?(?:down )?(?:into|to|toward|"
        r"towards|onto) (?:his|her) (?:lap|crotch|groin)|forces? (?:her|him) (?:\w+ )?(?:to "
        r"(?:perform|give|suck|touch|lick|strip|undress|take off|get on|kneel)|onto (?:her|his) "
        r"knees)|(?:sodomi[sz]\w+|buggers? (?:him|her))|(?:takes?|taking) advantage of (?:her|"
        r"him) (?:\w+ )?(?:while|as) (?:she|he)(?:'s| is) (?:passed out|unconscious|drunk|"
        r"asleep|drugged)|(?:gang|group) (?:of \w+ )?(?:rapes?|assaults? her|attacks? her))",
        STRONG,
        **{SEXUAL_VIOLENCE: SEVERE},
    ),
    r(
        r"(?:(?:grabs?|grabbing|squeezes?|squeezing|gropes?|groping|cups?|cupping|paws?|pawing|"
        r"fondles?|fondling|clutches|clutching) (?:at )?(?:her|his|" + NAME + r"'s) (?:breasts?|"
        r"chest|crotch|groin|ass|arse|butt|bottom|behind|backside|genitals|tits|boobs|crotch)"
        r"(?:,| as| while| and)? (?:\w+ ){0,3}?(?:she|he) (?:\w+ )?(?:struggles|squirms|recoils|"
        r"flinches|freezes|stiffens|pushes|tries|screams|cries|protests|slaps|shoves|says no)|"
        r"(?:exposes? himself|flashes (?:his|her) (?:penis|genitals|crotch)) to (?:her|him|the "
        r"(?:girl|boy|woman|child|kids|children))|(?:rubs?|rubbing|grinds?|grinding|presses?|"
        r"pressing) (?:himself|his (?:crotch|groin|erection|body)) (?:up )?(?:against|into|on) "
        r"(?:her|him)\b)",
        STRONG,
        **{SEXUAL_VIOLENCE: MODERATE},
    ),
    r(
        r"(?:(?:clamps?|claps?|presses?|slaps?|jams?|forces?) (?:a |his |her |one "
        r"|the )?(?:\w+ )?hand (?:tight(?:ly)? |hard )?(?:over|across) (?:her|his|"
        + NAME
        + r"'s) mouth|hand (?:clamped|pressed) over (?:her|his) mouth)",
        **{VIOLENCE: MILD},
    ),
    # A kiss taken by force, and a head pushed down to a lap: unwanted sexual contact.
    r(
        r"(?:(?:violently|roughly|forcibly|forcefully|brutally|savagely) (?:kiss\w*|bites? and "
        r"kiss\w*)|(?:pushes|shoves|forces|pushing|shoving|forcing) (?:her|his|" + NAME + r"'s)"
        r"(?: " + NAME + r"'s)? head down(?= ?[.,;!\u2014]| (?:to|toward|towards|into|onto) "
        r"(?:his |her )?(?:lap|crotch|groin)))",
        **{SEXUAL_VIOLENCE: MODERATE, INTIMACY: MILD},
    ),
]

_CLOTHING = (
    r"(?:jumper|sweater|shirt|t-shirt|top|blouse|skirt|dress|corset|bodice|nightdress|nightgown|"
    r"nightie|scrub top|scrubs|uniform|costume|hem|pants|jeans|trousers|knickers|underwear|"
    r"waistband|robe|gown)"
)
_INTIMATE_PART = (
    r"(?:backside|buttocks|bottom|behind|ass|arse|butt|breasts?|chest|crotch|groin|thigh|"
    r"inner thigh|hip and down|hips and down)"
)
# A hold that leaves one person under or in front of the other and unable to move.
_HELD = (
    r"(?:(?:he|she|" + NAME + r") on (?:her|him)\b|(?:is |are )?(?:behind|on top of) (?:her|"
    r"him)\b|held down|holds? (?:her|him) down|pins? (?:her|him)|pinning (?:her|him)|bent "
    r"over|bends (?:her|him) over|turns (?:her|him) over|pushes (?:her|his) knees apart|"
    r"(?:has|holds|keeps) (?:her|him|" + NAME + r") (?:\w+ )?(?:across|against|over|down on) "
    r"(?:the |a )?(?:\w+ )?(?:bed|bunk|desk|table|seat|floor|wall|car)|pressed face-(?:first|"
    r"down)|face (?:down|pressed) (?:into|against|on))"
)

# Oblique sexual violence: groping named by the hand and where it goes, against a struggle or a
# freeze; and a forced act shown by the hold and the victim's absence from it ('she stares at
# the ceiling until he is done').
RULES += [
    r(
        r"(?:presses|pushes|pins|pinning|slams|shoves|grabs|backs|corners|forces|traps|holds) "
        r"(?:her|him|" + NAME + r")(?: from behind)? (?:[\w'-]+,? ){0,6}?hands? "
        r"(?:up|under|up under|inside|down|into) (?:her|his) " + _CLOTHING + r"\b",
        STRONG,
        **{SEXUAL_VIOLENCE: MODERATE},
    ),
    r(
        r"hands? (?:\w+ )?(?:slides?|sliding|drifts?|drifting|moves?|creeps?|creeping|wanders?|"
        r"wandering|goes|flat|lingers?)? ?(?:(?:down|up|back|round) )?(?:on|to|over|up|down|"
        r"onto|along|under) (?:the back of "
        r")?(?:her|his|" + NAME + r"'s) " + _INTIMATE_PART + r"\b[^!?]{0,60}?(?:squeezing|"
        r"and stays|under the hem|(?:she|he) (?:freezes|stiffens|flinches|bolts|peels|steps "
        r"(?:off|away|out)|shoves|pulls away|jerks away|slaps|knees|bites|elbows|pours|twists|"
        r"bends))",
        STRONG,
        **{SEXUAL_VIOLENCE: MODERATE},
    ),
    r(
        r"(?:"
        + _HELD
        + r"[^!?]{0,160}?\b(?:she|he) (?:\w+ ){0,2}?(?:turns (?:her|his) (?:face|head) "
        r"(?:to|toward|towards|away|into)|looks at the (?:ceiling|wall|wallpaper|floor)|stares "
        r"(?:at|up at) the|counts\b|keeps (?:her|his) eyes (?:shut|closed|on)|grips the|waits\b|"
        r"goes (?:still|limp|rigid)|stops fighting)|" + _HELD + r"[^!?]{0,80}?\b(?:until he's "
        r"done|until he is done|while the (?:bed|headboard|bunk|springs)))",
        STRONG,
        **{SEXUAL_VIOLENCE: SEVERE, SEX: MODERATE},
    ),
]
