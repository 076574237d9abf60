# mypy: disable-error-code="arg-type"
"""Abuse beyond the core words: the belt, a relative's arm twisted, a child's hand burned.

Violence inside a family is caught at scene level too (lexicon.FAMILY_VIOLENCE); these name
the act and its victim in one phrase.
"""

from __future__ import annotations

from ..model import ABUSE, MILD, MODERATE, SEVERE, VIOLENCE
from .base import NAME, STRONG, WEAK, r, tagged_nouns

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

_HOME_HURT = (
    r"(?:pot|pan|stove|hob|fire|flame|sink|toilet|bath|bathwater|water|puddle|iron|radiator|"
    r"kettle|plate|bowl)"
)

# _CHILD as a rule that also names a person (NAME) sees it: person nouns arrive tagged.
_CHILD_T = (
    r"(?:the (?:little |small |young )?(?:"
    + tagged_nouns("boy", "girl", "child", "kid", "kids", "children", "baby")
    + r"|toddler))"
)

# Oblique abuse, written as the act inside the home: a child cuffed or dragged by the ear, a face
# held over the pot, a belt's buckle landing, a child shut in the cellar.
RULES += [
    r(
        r"(?:cuffs?|cuffing|slaps?|slapping|smacks?|smacking|clips?|clipping|backhands?|"
        r"backhanding|thrashes|thrashing|wallops?|clouts?) " + _CHILD + r"(?:'s)?\b(?! (?:on the "
        r"(?:back|shoulder)|awake|playfully))",
        STRONG,
        **{ABUSE: MODERATE, VIOLENCE: MODERATE},
    ),
    r(
        r"(?:(?:drags?|dragging|hauls?|hauling|yanks?|yanking|pulls?|pulling|lifts?|lifting|takes?|"
        r"grabs?|grabbing) (?:him|her|them|" + _CHILD_T + r"|" + NAME + r") (?:\w+ ){0,3}?by the "
        r"(?:ear|ears|hair|scruff|back of the neck)\b[^.!?]{0,60}?\b(?:and|,) ?(?:then )?(?:\w+ )?"
        r"(?:holds?|pushes|shoves?|forces?|throws?|slams?|drags?|hits?|shakes|locks?|twists?)|"
        r"(?:holds?|holding|presses?|pressing|forces?|forcing|pushes|pushing|shoves?|shoving) "
        r"(?:her|his|their|"
        + NAME
        + r"'s|"
        + _CHILD_T
        + r"'s) (?:face|head|hand|hands) (?:\w+ ){0,2}?"
        r"(?:over|into|"
        r"onto|against|toward|towards|down (?:into|to|toward)) (?:the|a) (?:[\w-]+ )?"
        + _HOME_HURT
        + r"\b)",
        STRONG,
        **{ABUSE: MODERATE, VIOLENCE: MODERATE},
    ),
    r(
        r"(?:belt|strap|hairbrush|wooden spoon|cane|switch|slipper|coat ?hanger|extension cord|"
        r"buckle)\b[^!?]{0,100}?\b(?:(?:beats?|hits?|whips?|thrashes|lashes|strikes?|belts?|"
        r"smacks?) (?:him|her|them|" + _CHILD_T + r"|" + NAME + r") (?:\w+ ){0,4}?with it|(?:the )?"
        r"(?:buckle|belt|strap) (?:catches|hits|strikes|cuts|bites|lands on|finds) (?:him|her|"
        r"them|his|her|their)\b)",
        STRONG,
        **{ABUSE: MODERATE, VIOLENCE: MODERATE},
    ),
    r(
        r"(?:shoves?|shoving|pushes|pushing|drags?|dragging|throws?|throwing|puts?|locks?|"
        r"shuts?) (?:him|her|them|" + _CHILD_T + r"|" + NAME + r") (?:[\w'-]+ ){0,4}?(?:into|in|"
        r"down) (?:the|a) (?:[\w-]+ ){0,2}?(?:cupboard|closet|cellar|basement|locker|shed|"
        r"wardrobe|coal hole|attic|crawlspace|kennel|cage|cellar steps|root cellar|"
        r"under-stairs cupboard)\b[^!?]{0,60}?\b(?:locks|bolts|latches|padlocks|wedges|"
        r"shuts the door|turns the key)",
        STRONG,
        **{ABUSE: MODERATE, VIOLENCE: MILD},
    ),
    r(
        r"(?:the )?(?:belt )?buckle (?:catches|hits|strikes|cuts|bites|lands on|finds|splits) "
        r"(?:him|her|them|his|their)\b",
        STRONG,
        **{ABUSE: MODERATE, VIOLENCE: MODERATE},
    ),
    # Control over papers, phone and money: the passport in his safe, her phone in his drawer.
    *(
        r(
            r"(?:(?:locks?|drops?|puts?|shuts?|takes?|hides?) " + owner + r" (?:passports?|papers|"
            r"documents|phone|keys|bank card)(?:,)? (?:\w+ ){0,4}?(?:into|in|inside) (?:his|her|"
            r"the|a) (?:\w+ )?(?:safe|drawer|desk|pocket|strongbox|lockbox|cabinet)|takes? "
            + owner
            + r" (?:phone|passport|keys)[^.!?]{0,30}?\b(?:locks?|puts?|shuts?) (?:it|them) "
            r"(?:away|in))",
            WEAK,
            not_after=r"\b" + subject + r"\b[^.!?]*$",
            **{ABUSE: MILD},
        )
        for owner, subject in (("her", "she"), ("his", "he"))
    ),
]
