# mypy: disable-error-code="arg-type"
"""Sex as screenwriters describe it beyond the core words: penetration, rhythm, aftermath.

Most of these are WEAK: a reviewer should see a low-confidence flag rather than nothing.
The guards keep the grammatical 'sex of the baby' and 'the opposite sex' out.
"""

from __future__ import annotations

from ..model import INTIMACY, MILD, MODERATE, NUDITY, SEVERE, SEX
from .base import NAME, STRONG, WEAK, r

# Bare skin or a bed cover: what makes a creaking bed or a rocking car mean sex.
_BODIES = (
    r"(?:bare|naked|nude|undress\w*|unbutton\w*|unzip\w*|unhook\w*|on top of (?:him|her)|"
    r"under (?:the |a |an )?(?:[\w-]+ )?(?:eiderdown|duvet|sheets?|covers|blankets?|quilt)|"
    r"(?:his|her|their) (?:shirt|nightshirt|nightgown|dress|bra|jeans|t-shirt) (?:off|over)|"
    r"(?:he|she|NAME) (?:is )?on (?:him|her))"
)

# What may follow 'inside her' when it is sex, not 'inside her bag'.
_INSIDE_END = (
    r"(?= ?[.,;!\u2014-]| (?:now|again|slowly|gently|deeper|deep|hard|harder|fully|and|as|"
    r"from|while|until)\b)"
)

RULES = [
    r(
        r"(?:inside|into) (?:her|him)" + _INSIDE_END,
        STRONG,
        only_after=r"\b(?:he's|he is|she's|she is|is|was|gets|slides?|sliding|slips?|slipping|"
        r"pushes|pushing|eases?|easing|moves?|moving|thrusts?|thrusting|guides? (?:him|it|"
        r"himself)|guiding (?:him|it)|puts? (?:himself|it)|comes?|coming|enters?|entering)"
        r" (?:\w+ ){0,2}?$",
        **{SEX: MODERATE},
    ),
    r(r"enters? (?:her|him)" + _INSIDE_END, STRONG, **{SEX: MODERATE}),
    r(
        r"(?:(?:bodies|hips|pelvis|pelvises) (?:\w+ ){0,3}?(?:move|moving|rock|rocking|grind|"
        r"grinding|writhe|writhing|thrust|thrusting|buck|bucking|undulat\w+) (?:\w+ ){0,2}?(?:in "
        r"rhythm|in unison|rhythmically|together|against each other|against one another)|"
        r"(?:with|on|at) (?:each|every) (?:thrust|stroke)\b|(?:pumps?|pumping|bucks?|bucking|"
        r"humps?|humping|writhes?|writhing) (?:\w+ )?(?:on top of|beneath|under|into|against) "
        r"(?:her|him)\b)",
        WEAK,
        **{SEX: MODERATE},
    ),
    r(
        r"(?:headboard|bed ?springs?|bedsprings|the bed|the mattress|bed frame) (?:\w+ ){0,2}?"
        r"(?:bangs?|banging|knocks?|knocking|thumps?|thumping|creaks?|creaking|squeaks?|"
        r"squeaking|rocks?|rocking|slams?|slamming) (?:\w+ ){0,3}?(?:rhythmically|against the "
        r"wall|faster|in rhythm|harder|steadily)",
        WEAK,
        **{SEX: MILD},
    ),
    r(
        r"(?:takes? (?:her|him) from behind(?! (?:and|,) (?:\w+ )?(?:slits|stabs|chokes|"
        r"strangles|grabs|pulls|drags))|have it off|having it off|consummat\w+)",
        WEAK,
        **{SEX: MILD},
    ),
    r(
        r"(?:sleep|slept|sleeping) together\b(?! in (?:one|the same|a|separate|bunk)\b)",
        WEAK,
        only_after=r"\b(?:they|we|they've|we've|they're|we're|finally)\b[^.!?]{0,15}$",
        **{SEX: MILD},
    ),
    r(
        r"(?:go|going|goes|went) at it\b",
        WEAK,
        only_after=r"\b(?:they|we|they're|we're) (?:\w+ )?$",
        **{SEX: MILD},
    ),
    r(
        r"(?:rolls? (?:off|away from|onto (?:his|her) back beside) (?:her|him)(?:,| and)? "
        r"(?:\w+ ){0,2}?(?:breathless|panting|spent|sweaty|sweating|gasping|satisfied|"
        r"exhausted|sated|laughing)|lies back,? (?:\w+ )?(?:spent|sated|panting|breathless))",
        WEAK,
        **{SEX: MODERATE},
    ),
    r(
        r"comes(?:(?:,| with)? (?:\w+ )?(?:shuddering|hard|loudly|moaning|gasping|groaning|"
        r"crying out|a (?:cry|groan|moan|shudder))|(?= ?[.!]))",
        WEAK,
        only_after=r"\b(?:he|she) $",
        **{SEX: MODERATE},
    ),
    r(
        r"(?:(?:sucks?|sucking|licks?|licking|strokes?|stroking|rubs?|rubbing|fondles?|"
        r"fondling|jerks?|jerking|tugs?|tugging) (?:on |at )?(?:his|her|" + NAME + r"'s) "
        r"(?:cock|dick|penis|pussy|clit\w*|erection|shaft|cunt|hard-on|member|genitals|crotch|"
        r"groin)|(?:his|her) (?:head|mouth|face|tongue) (?:\w+ ){0,2}?(?:between|in) (?:her|his) "
        r"(?:legs|thighs|crotch|lap|groin)|wank\w*)",
        STRONG,
        **{SEX: SEVERE},
    ),
    r(
        r"(?:(?:straddles?|straddling|mounts|climbs astride|sits astride) "
        r"(?:him|her|" + NAME + r")(?:,| and)? (?:\w+ ){0,3}?(?:rocking|grinding|riding|moving|"
        r"rides|rocks|grinds|moves)|rides? (?:him|her)(?:,| -)? (?:slowly|faster|harder|hard|"
        r"gently|rhythmically))",
        **{SEX: MODERATE, INTIMACY: MODERATE},
    ),
    # The act by its rhythm and its end, as scripts write it without naming it.
    r(
        r"(?:climax(?:es|ed)? together|(?:he|she|they|" + NAME + r") (?:\w+ )?climax(?:es|ed)?"
        r"(?= ?[.,;!\u2014])|reach(?:es)? (?:a |her |his |their )?(?:climax|orgasm)|"
        r"(?:rides?|riding) (?:above |on top of )?(?:him|her)(?= ?[.,;!\u2014]| (?:slowly|hard|"
        r"gently|faster|harder|rhythmically)\b)|(?:thrusts?|thrusting) (?:into|inside) (?:her|"
        r"him)|post-?coital|make love|making love|made love)",
        **{SEX: MODERATE},
    ),
    # Plain words for the act in action lines, and a porn film playing in the scene.
    r(
        r"(?:(?:is|are|was|were|being|gets?|getting|got) (?:\w+ )?fucked(?! up| over| off| "
        r"around)(?= ?[.,;!\u2014]| by| from| on| in| against| hard)|(?:is|are) doing it (?:on|in|"
        r"against|right)\b|(?:fucking|screwing|humping) (?:him|her|each other|" + NAME + r")"
        r"(?= ?[.,;!\u2014]| (?:on|in|against|from|hard|slowly|again)\b))",
        **{SEX: MODERATE},
    ),
    r(
        r"(?:watch\w*|plays?|playing|on (?:the )?(?:tv|television|screen|monitor|vcr)|directs?|"
        r"directing|films?|filming|shoots?|shooting) (?:[\w'-]+ ){0,4}?(?:porn|porno|pornographic|"
        r"soft-porn|x-rated|blue|dirty|sex) (?:film|video|movie|tape|clip|loop|scene|shoot)",
        **{SEX: MILD, NUDITY: MILD},
    ),
    r(
        r"(?:(?:thrust\w*|gyrat\w+|grind\w*|pumping|humping) (?:\w+ )?(?:on top of|into|inside|"
        r"against) (?:her|him|" + NAME + r")\b|on top of (?:her|him|" + NAME + r") and "
        r"(?:gyrates|thrusts|grinds|pumps|humps|moves|rocks))",
        **{SEX: MODERATE},
    ),
    r(
        r"(?:watch\w* (?:\w+ ){0,3}?pornography|pornography (?:plays|playing|on (?:his|her|the|a) "
        r"(?:laptop|computer|screen|tv|television|monitor|phone)))",
        **{SEX: MILD, NUDITY: MILD},
    ),
]

GUARDS = [
    r(
        r"(?:sex of (?:the|a|an|her|his|their|your|my|its)|(?:opposite|same|fair|"
        r"other|weaker|gentler) sex|same-sex|single-sex|mixed-sex|makes? love (?:sound|seem|look))"
    ),
]
# Oblique sex, written by what is seen and heard: the bed or the car rocking with bodies in it,
# one partner on top, bodies tangled in the sheet afterwards, clothes off and the pair going
# down together onto the bed, the hay, the seat.
RULES += [
    r(
        _BODIES.replace("NAME", NAME) + r"[^!?]{0,160}?\b(?:the |a )?(?:bed|bunk|bunk frame|"
        r"headboard|springs|bedsprings|bed ?springs|mattress|bed ropes|cot|van|car|truck|sofa|"
        r"couch|louvres) (?:\w+ ){0,2}?(?:squeaks?|creaks?|creaking|knocks?|knocking|rocks?|"
        r"rocking|rattles?|thumps?|bangs?|clanks?|gives|jolts?|shudders?)\b",
        WEAK,
        **{SEX: MODERATE},
    ),
    r(
        r"(?:(?:the |a )?(?:bed|bunk|bunk frame|headboard|springs|bedsprings|bed ?springs|"
        r"mattress|bed ropes|cot|car|van|truck)(?: on its springs)? (?:\w+ ){0,2}?(?:squeaks?|"
        r"creaks?|creaking|knocks?|knocking|rocks?|rocking|rattles?|thumps?|bangs?|clanks?|"
        r"jolts?)(?:,)? (?:\w+ ){0,3}?(?:steady|steadily|regular|rhythmically|slow, regular|"
        r"until (?:it|he|she) (?:stops|is done|'s done)|against the wall|on its springs)\b|"
        r"(?:the )?springs, (?:slow|steady|regular))",
        WEAK,
        **{SEX: MODERATE},
    ),
    r(
        r"(?:(?:she|he|her|him)(?:'s| is)? on top(?! of)\b|on top of (?:him|her),? (?:[\w-]+ )"
        r"{0,3}?(?:naked|bare|nightshirt off|shirt off|nightgown off|rocking|moving|grinding))",
        WEAK,
        **{SEX: MODERATE, INTIMACY: MODERATE},
    ),
    r(
        r"(?:(?:their )?(?:bodies|limbs|legs) (?:\w+ )?(?:tangled|entwined|intertwined|"
        r"wrapped)(?: together)? (?:in|under|beneath) (?:the|a) (?:[\w-]+ )?(?:sheets?|"
        r"blankets?|covers|duvet|bedclothes|quilt))",
        WEAK,
        **{SEX: MILD, INTIMACY: MODERATE},
    ),
    r(
        r"(?:undress\w*|unbutton\w*|unhooks?|unzips?|peels?|strips?|naked|bare|(?:shirt|"
        r"nightgown|nightshirt|dress|t-shirt) (?:over (?:her|his) head|off))\b[^!?]{0,160}?\b"
        r"(?:(?:pulls?|draws?|drags?|tugs?) (?:him|her) down(?: (?:onto|on|across|into|beside) "
        r"(?:the |a )?(?:[\w-]+ )?(?:bed|mattress|seat|sofa|couch|floor|hay|straw|grass|cot|"
        r"bunk))?|they (?:sink|fall|tumble|lie back|lie down|go down|slide down) (?:together )?"
        r"(?:into|onto|on|in)? ?(?:the )?(?:bed|hay|straw|grass|sheets|mattress|floor|sand)?|"
        r"(?:lifts?|lays?) (?:her|him) (?:onto|on|down on) (?:the |a )?(?:[\w-]+ )?(?:bed|bench|"
        r"table|desk|counter|mattress|hay|straw))",
        WEAK,
        **{SEX: MILD, INTIMACY: MODERATE},
    ),
    r(
        r"they move together(?: on (?:the |a )?(?:[\w-]+ )?(?:bed|mattress|floor|sofa|couch|"
        r"bunk)| under "
        r"(?:the|a) (?:sheets?|covers|blankets?|duvet)|(?=[.;]))",
        WEAK,
        **{SEX: MODERATE},
    ),
]

# Sex as the tuning scripts put it without naming it: a hand between her legs, one lover on
# top of the other, the rhythm of bodies or bedsprings.
RULES += [
    r(
        r"(?:hand (?:\w+ ){0,5}?(?:between|in between) (?:her|his) (?:legs|thighs)|(?:rhythmic|"
        r"steady|frantic) (?:motion|movement|rocking|thumping|creaking|squeaking|banging) of "
        r"(?:the )?(?:\w+ )?(?:bodies|bed|mattress|bunk|bedsprings|headboard)|(?:bed ?springs|"
        r"headboard|mattress) (?:\w+ )?(?:squeak|creak|bang|thump)(?:s|ing)? (?:rhythmically|in "
        r"rhythm|faster|steadily))",
        **{SEX: MILD},
    ),
    r(
        r"on top of (?:him|her|" + NAME + r")\b(?!['\u2019]s)",
        only_after=r"\b(?:he's|she's|he is|she is|lies|lying|lay) $",
        **{SEX: MILD},
    ),
]
