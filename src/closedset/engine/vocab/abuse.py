# mypy: disable-error-code="arg-type"
"""Abuse beyond the core words: the belt, a relative's arm twisted, a child's hand burned.

Violence inside a family is caught at scene level too (lexicon.FAMILY_VIOLENCE); these name
the act and its victim in one phrase.
"""

from __future__ import annotations

from ..model import ABUSE, MILD, MODERATE, SEVERE, VIOLENCE
from .base import NAME, STRONG, WEAK, r

_KIN = (
    r"(?:wife|husband|son|daughter|child|kid|boy|girl|baby|stepson|stepdaughter|girlfriend|"
    r"boyfriend|partner|mother|father|mom|mum|dad|sister|brother)"
)
_CHILD = r"(?:the (?:little |small |young )?(?:boy|girl|child|kid|kids|children|baby|toddler))"

RULES = [
    r(
        r"(?:beats?|beating|beaten|whips?|whipping|whipped|hits?|hitting|thrashes|thrashing|"
        r"thrashed|lashes|lashing|strikes?|striking|belts?|belting|belted|straps?|strapping) "
        r"(?:him|her|them|" + _CHILD + r"|" + NAME + r") (?:\w+ ){0,3}?with (?:a |the |his |her "
        r")?(?:\w+ )?(?:belt|strap|switch|cane|cord|wooden spoon|hairbrush|coat ?hanger|"
        r"extension cord|rod|buckle|slipper)",
        STRONG,
        **{ABUSE: MODERATE, VIOLENCE: MODERATE},
    ),
    r(
        r"(?:twists?|twisting|wrenches?|wrenching|bends?|bending|grabs?|grabbing|squeezes?|"
        r"squeezing|yanks?|yanking|pulls?|pulling|slaps?|slapping|hits?|hitting|punches|"
        r"punching|grips?|gripping) (?:his|her|their) (?:little |young )?" + _KIN + r"'s "
        r"(?:arm|wrist|hair|face|head|neck|throat|jaw|hand|ear|cheek)",
        STRONG,
        **{ABUSE: MODERATE, VIOLENCE: MODERATE},
    ),
    r(
        r"(?:burns?|holds?|presses?|forces?|pushes|shoves?) (?:the (?:little |small |young )?"
        r"(?:boy|girl|child|kid|baby|toddler)'s|(?:his|her|their) (?:son|daughter|child|kid)'s) "
        r"(?:hand|arm|fingers?|face|head) (?:\w+ ){0,3}?(?:on|onto|against|over|into|under) "
        r"(?:the |a )?(?:stove|hob|iron|flame|fire|burner|radiator|hot|boiling|scalding|water|"
        r"toilet|bath)",
        STRONG,
        **{ABUSE: SEVERE, VIOLENCE: MODERATE},
    ),
    r(
        r"(?:slaps|hits|beats|punches|kicks|shoves|chokes|strikes|whips|hurts|smacks|backhands|"
        r"throws|drags|shakes|slams|batters) (?:him|her|them)\b",
        STRONG,
        only_after=r"\b(?:father|mother|dad|mom|mum|stepfather|stepmother|stepdad|stepmom|"
        r"stepmum|husband|wife|boyfriend|girlfriend|parents?) (?:\w+ ){0,2}?$",
        **{ABUSE: MODERATE, VIOLENCE: MODERATE},
    ),
    r(
        r"(?:shakes|shaking|shook) (?:the )?(?:baby|infant|toddler) (?:\w+ )?(?:violently|hard|"
        r"roughly)",
        STRONG,
        **{ABUSE: MODERATE, VIOLENCE: MODERATE},
    ),
    r(
        r"(?:(?:blocks?|blocking|stands? in) the (?:door|doorway|exit)(?:,| so| to)? (?:\w+ ){0,4}?"
        r"(?:won't|can't|cannot|doesn't) (?:let )?(?:her|him) (?:leave|pass|out|go)|"
        r"(?:takes?|hides?|pockets?|confiscates?) (?:her|his) (?:car )?keys (?:\w+ ){0,3}?"
        r"(?:so|and) (?:she|he) (?:can't|cannot|won't be able to) (?:leave|go|drive)|"
        r"(?:tracks?|tracking|monitors?|monitoring) (?:her|his) (?:phone|location|every move|"
        r"messages|calls|spending))",
        WEAK,
        **{ABUSE: MILD},
    ),
    r(
        r"(?:you belong to me|you're mine,? (?:and|do you understand)|look at me when i'?m "
        r"talking to you|who said you could (?:go|leave|speak|talk|eat)|you(?:'re| are) not "
        r"(?:leaving|going) (?:this house|anywhere) (?:without|until) (?:me|i say)|you do what "
        r"i (?:say|tell you)|you(?:'ll| will) (?:go|stay) (?:where|when) i (?:say|tell you))",
        WEAK,
        in_speech=True,
        **{ABUSE: MILD},
    ),
]
