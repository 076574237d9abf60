# mypy: disable-error-code="arg-type"
"""Nudity as screenwriters describe it beyond the core words: nothing on, flashing, baring.

Underwear, a towel or a swimsuit alone stay out (DESIGN section 3); the guards silence the
innocent senses of 'strip' (a comic strip, an airstrip, the Strip).
"""

from __future__ import annotations

from ..model import MILD, MODERATE, NUDITY
from .base import NAME, STRONG, WEAK, r

RULES = [
    r(
        r"nothing on\b",
        STRONG,
        only_after=r"\b(?:has|had|having|with|wears?|wearing) (?:absolutely |just |simply )?$",
        **{NUDITY: MODERATE},
    ),
    r(
        r"(?:nothing on(?= ?[.,;!\u2014-]| (?:but|except|underneath|beneath)\b)|"
        r"(?:naked|nude) (?:except for|but for|save for|apart from))",
        STRONG,
        **{NUDITY: MODERATE},
    ),
    r(
        r"(?:lifts?|lifting|pulls? up|pulling up|raises?|raising|hikes? up|hiking up|yanks? up|"
        r"opens?|opening) (?:her|his) (?:shirt|top|t-shirt|tee|sweater|jumper|blouse|dress|"
        r"skirt|kilt|nightie|nightgown|coat|robe|trench ?coat)(?:,| and| to) (?:\w+ ){0,2}?"
        r"(?:flash|expos|reveal|bar|show)\w*",
        **{NUDITY: MODERATE},
    ),
    r(
        r"(?:bares?|baring|expos(?:es|ing)) (?:her |his |their )?(?:naked |bare )?(?:breasts?|"
        r"nipples?|chest to (?:him|her|them)|buttocks|bum|butt|ass|arse|backside|bottom|body|"
        r"crotch|genitals|penis|privates)",
        STRONG,
        **{NUDITY: MODERATE},
    ),
    r(
        r"(?:peels?|peeling|pulls?|pulling|strips?|stripping|wriggles?|wriggling|shimmies|"
        r"shimmying|slides?|sliding|tugs?|tugging) (?:off |out of |down )(?:her|his|their) "
        r"(?:bra|panties|knickers|underwear|boxers|briefs|thong|undies|g-string)",
        STRONG,
        **{NUDITY: MODERATE},
    ),
    r(
        r"(?:(?:naked|nude|bare) (?:bodies|body|torso|form|figure|flesh|women|woman|men|man|girl|"
        r"boy|couple|lovers|sunbathers?|swimmers?|bathers?|dancers?|models?)|"
        r"(?:nude|naked) (?:from|to) the (?:waist|hips?)|(?:unclothed|disrobed|de-?robes)|"
        r"(?:breasts?|nipples?|penis|genitals|buttocks) (?:\w+ )?(?:visible|on (?:full )?display|"
        r"in view|exposed)|(?:sheet|blanket|towel|robe|covers?) (?:\w+ ){0,2}?(?:slips?|falls?|"
        r"slides?|drops?) (?:\w+ ){0,3}?(?:expos|reveal|bar)\w*)",
        STRONG,
        **{NUDITY: MODERATE},
    ),
    r(
        r"(?:drops? (?:his|her) (?:trousers|pants|jeans|shorts|knickers|drawers) (?:\w+ ){0,3}?"
        r"(?:moon|flash|expos|bare)\w*|(?:moons?|mooning) (?:the|a|an|us|them|him|her|everyone|"
        r"everybody)\b)",
        **{NUDITY: MODERATE},
    ),
    r(
        r"(?:(?:lets?|letting) (?:the |her |his )?(?:towel|robe|sheet|gown|dress|bathrobe|"
        r"kimono) (?:drop|fall|slip|slide)|(?:towel|robe|gown|bathrobe) (?:\w+ )?(?:open|"
        r"undone|unfastened|loosens?|falls? open|slips? open)|steps? (?:out of|into) (?:the|"
        r"a) (?:shower|bath|tub)(?:,| and)? (?:\w+ ){0,2}?(?:naked|nude|dripping))",
        WEAK,
        **{NUDITY: MODERATE},
    ),
    # Undressing with no object at the end of a sentence ('Diane and Renton undress.'), and a
    # sheet clutched around oneself: people undressing, or naked and covered.
    r(
        r"(?:undress(?:es|ing)?(?= ?[.,;!\u2014]| (?:each other|one another|in front of|"
        r"by the|beside|for bed|for (?:him|her))\b)|(?:wraps?|wrapping|wrapped|clutch(?:es|ing)?"
        r"|clutched|pulls?|pulling|drapes?|draping) (?:a |the |her |his )?(?:bed)?sheet "
        r"(?:tightly )?(?:around|about|over|to) (?:herself|himself|her body|his body|her chest|"
        r"her breasts|themselves))",
        **{NUDITY: MILD},
    ),
    # Genitals out, as scripts say it plainly; clothes ripped or taken off each other.
    r(
        r"(?:(?:pulls?|pulling|takes?|taking|whips?|whipping|gets?|getting|lets?|letting) out "
        r"(?:his|her|"
        + NAME
        + r"'s) (?:cock|dick|penis|prick|member|schlong)|(?:his|"
        + NAME
        + r"'s) (?:cock|dick|penis|prick|member) (?:hangs?|hanging|flops?|flopping|swings?|"
        r"dangles?|dangling|springs?|is out|out\b)|(?:we see|see|sees|reveals?|revealing|shows?"
        r"|showing) (?:his|" + NAME + r"'s) (?:cock|dick|penis|prick)|pubic hairs?|"
        r"(?:rips?|ripping|tears?|tearing|pulls?|pulling|takes?|taking|strips?|stripping|peels?"
        r"|peeling) (?:off )?(?:her|each other's|one another's|their) (?:clothes|bikini top|bra|"
        r"panties|knickers)(?: off)?)",
        STRONG,
        **{NUDITY: MODERATE},
    ),
]

GUARDS = [
    r(
        r"strips?(?! (?:naked|off|down|to|and|her|him|them|himself|herself)\b)",
        only_after=r"\b(?:comic|film|landing|air|bacon|led|rubber|paper|cloth|metal|power|sunset|"
        r"median|test|the|a|an|vegas|gaza|this|that) $",
    ),
    r(r"(?:strip (?:club|joint|bar|mall|search|poker|light|lights|tease)|strip-search\w*)"),
    r(
        r"(?:exposed (?:brick|beams?|wires?|wiring|pipes?|rock|concrete|position|flank)|"
        r"bare (?:feet|foot|hands?|walls?|floor\w*|bulbs?|minimum|bones|essentials|room|"
        r"branches|trees|shelves|cupboards|mattress|earth|ground|wood|concrete|lot|arms?|"
        r"legs?|shoulders?|head|patch|knuckles))"
    ),
]

# Undressing as the tuning scripts put it: stripped (by others), trousers lowered or round the
# ankles, wearing nothing.
RULES += [
    r(
        r"(?:(?:is|are|was|were|gets?|getting|been|being) (?:\w+ )?stripped|stripped (?:and|"
        r"naked|bare|nude))(?! of\b| down to\b| to (?:his|her|their) (?:underwear|boxers|"
        r"briefs|shorts|waist))",
        **{NUDITY: MODERATE},
    ),
    r(
        r"(?:(?:lowers?|lowering|lowered|drops?|dropping|dropped|pulls? down|pulling down) "
        r"(?:his|her|their) (?:trousers|pants|jeans|shorts|knickers|underwear|panties|boxers|"
        r"briefs|drawers)|(?:trousers|pants|jeans|knickers|panties|underwear|boxers) (?:down )?"
        r"(?:around|round|at) (?:his|her|their) ankles|with (?:his|her|their) (?:pants|trousers) "
        r"down)",
        **{NUDITY: MILD},
    ),
    r(
        r"(?:wearing nothing|(?:girl|woman|man|boy|lady|body) in nothing)(?! but| more| else| "
        r"under| underneath| special| fancy| much)\b",
        **{NUDITY: MODERATE},
    ),
]

# A bath or a shower that holds no bare body: an axe taken out of it, a corpse lying in it.
GUARDS += [
    r(
        r"(?:(?:takes?|taking|took|pulls?|pulling|grabs?|grabbing|lifts?|lifting) (?:a|an|the|"
        r"his|her) (?:[\w-]+ ){0,2}?out of the (?:shower|bath|tub|bathtub)|(?:body|corpse)(?:,)? "
        r"(?:\w+ ){0,3}?(?:lying|lies|lay|floats|floating|slumped) in (?:a|the) (?:\w+ )?(?:bath|"
        r"tub|bathtub))"
    ),
]
