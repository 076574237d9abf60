# mypy: disable-error-code="arg-type"
"""Self-harm beyond the named acts: the instrument, the body part, the means at hand.

Ownership decides: 'she cuts her thigh with a razor' is self-harm unless the sentence's
subject and owner differ ('he cuts her arm'). The guards keep 'cuts herself a slice',
'throws himself in front of her' and 'suicide mission' out.
"""

from __future__ import annotations

from ..model import MODERATE, SELF_HARM, SEVERE, SUBSTANCE
from .base import NAME, STRONG, WEAK, pronouns_differ, r

_BODY = (
    r"(?:wrists?|forearms?|arms?|thighs?|legs?|skin|stomach|belly|hips?|palms?|hands?|chest|"
    r"ankles?)"
)
_INSTRUMENT = (
    r"(?:razor|razor blade|blade|knife|shard|piece of glass|glass|scissors|compass|box cutter|"
    r"stanley knife|safety pin|cigarette|lighter|match|iron|lit cigarette)"
)


def _own_body(text: str) -> bool:
    """Nobody else's: the subject and the owner agree, or no pronoun says otherwise."""
    return not pronouns_differ(text)


# A gun to his own head, unless the sentence so far names someone else holding it: 'she holds a
# gun to his head' is a threat.
_OWNERS = (
    ("his", r"\b(?:she|they|we|you|i)\b[^.!?]*$"),
    ("her", r"\b(?:he|they|we|you|i)\b[^.!?]*$"),
    ("their", r"\b(?:he|she|we|you|i)\b[^.!?]*$"),
)


RULES = [
    r(
        r"(?:cuts?|cutting|slices?|slicing|slashes|slashing|carves?|carving|scratches|"
        r"scratching|burns?|burning|scores?|scoring) (?:into )?"
        r"(?:his|her|their) (?:own )?(?:\w+ )?" + _BODY + r" (?:\w+ ){0,3}?with (?:a |the |his |"
        r"her |their )?(?:\w+ )?" + _INSTRUMENT + r"\b",
        STRONG,
        check=_own_body,
        **{SELF_HARM: MODERATE},
    ),
    *(
        r(
            r"(?:(?:gun|pistol|revolver|barrel|muzzle|shotgun|handgun|weapon)s?\b[^.!?]{0,60}?\b"
            r"(?:to|against|under|into|in|between|beneath) " + owner + r" (?:own )?(?:head|"
            r"temple|chin|mouth|jaw|lips|teeth|forehead)|(?:puts?|presses?|holds?|jams?|raises?|"
            r"places?|sticks?|rests?) it (?:to|against|under|into|in) " + owner + r" own (?:head|"
            r"temple|chin|mouth))",
            STRONG,
            not_after=other_subject,
            **{SELF_HARM: SEVERE},
        )
        for owner, other_subject in _OWNERS
    ),
    r(
        r"(?:shoots?|shot|stabs?|stabbed) (?:himself|herself|themselves) (?:\w+ ){0,3}?(?:in the "
        r"(?:head|temple|mouth|heart|chest|stomach|gut|neck)|through the (?:head|mouth|temple|"
        r"heart)|dead)",
        STRONG,
        **{SELF_HARM: SEVERE},
    ),
    r(
        r"(?:(?:swallows?|swallowing|gulps?|downs?|takes?|taking|stuffs?|crams?) (?:\w+ ){0,3}?"
        r"(?:pills|tablets|capsules) (?:by the handful|one after (?:another|the other)|in "
        r"handfuls|by the fistful)|(?:swallows?|gulps?|downs?|takes?|empties) (?:the )?(?:whole|"
        r"entire|full) (?:bottle|jar|packet|pack|box|container) of (?:\w+ )?(?:pills|tablets|"
        r"capsules|painkillers|sleeping pills|aspirin|paracetamol|tylenol)|"
        r"overdos\w+ (?:deliberately|intentionally|on purpose)|(?:deliberate|intentional) "
        r"overdose)",
        STRONG,
        **{SELF_HARM: SEVERE, SUBSTANCE: SEVERE},
    ),
    r(
        r"(?:(?:jumps?|jumping|leaps?|leaping|plunges?|plunging|hurls? (?:himself|herself)|"
        r"throws? (?:himself|herself)) (?:\w+ ){0,4}?to (?:his|her|their) deaths?|"
        r"(?:steps?|stepping|jumps?|jumping|leaps?|leaping|throws? (?:himself|herself|"
        r"themselves)|hurls? (?:himself|herself|themselves)|lets? go) (?:off|from) (?:the |a )?"
        r"(?:roof|ledge|rooftop|bridge|balcony|parapet|cliff|edge of the roof|top of the "
        r"building|building|overpass|tower|window ledge)\b(?! (?:\w+ ){0,3}(?:onto|into the "
        r"(?:pool|water|river|lake|sea|truck|dumpster|net|van)|to the next|to safety|and "
        r"(?:lands|rolls|runs|swims|climbs))))",
        **{SELF_HARM: SEVERE},
    ),
    r(
        r"(?:(?:slips?|puts?|places?|pulls?|lowers?|fits?|loops?|tightens?) (?:the |a )?"
        r"noose (?:over|around|round|on) (?:his|her|their) (?:own )?(?:head|neck)|"
        r"head (?:in|into|inside) the (?:gas )?oven|(?:kicks?|kicking) (?:away )?(?:the|a) "
        r"(?:chair|stool|box|bucket) (?:out )?from (?:under|beneath) (?:him|her|them)(?:self)?|"
        r"(?:tries|trying|attempts?|attempting|going) to (?:hang|drown|shoot|stab|poison|gas) "
        r"(?:himself|herself|themselves)|(?:dangles|dangling|swings|swinging) (?:from|at the "
        r"end of) (?:the|a) (?:rope|noose))",
        STRONG,
        **{SELF_HARM: SEVERE},
    ),
    r(
        r"(?:(?:bangs?|banging|smashes|smashing|slams?|slamming|hits?|hitting) (?:his|her|their) "
        r"(?:own )?(?:head|fist|forehead) (?:\w+ ){0,2}?(?:against|into) (?:the )?(?:wall|floor|"
        r"mirror|door|table)[^.!?]{0,40}?\b(?:until|till|bleed\w*|blood\w*)|pulls? out (?:her|"
        r"his) (?:own )?hair (?:in clumps|by the roots)|starv\w+ (?:himself|herself))",
        WEAK,
        **{SELF_HARM: MODERATE},
    ),
]

GUARDS = [
    r(
        r"(?:cuts? (?:himself|herself|themselves) (?:a |an |some |another |off )?(?:slice|piece|"
        r"wedge|sliver|hunk|chunk|portion|bit|line|deal|break|loose|free|down|out|short)\b|"
        r"cuts? (?:himself|herself) (?:\w+ )?(?:shaving|on (?:the|a|some) )|(?:kills?|killing) "
        r"(?:himself|herself|themselves|myself) (?:laughing|working|trying|to get)|"
        r"(?:throws?|hurls?|flings?|launches?|dives?|casts?) (?:himself|herself|themselves) "
        r"(?:in front of (?:her|him|them|us|me|the (?:\w+ ){0,2}?(?:man|woman|girl|boy|child|"
        r"kid|kids|others?|crowd|president|queen|king|door|gun|bullet)|" + NAME + r")\b|under "
        r"(?:the|a) (?:table|bed|desk|counter|car|covers|blanket|duvet|bench)|(?:onto|on|into) "
        r"(?:the |a |his |her )?(?:bed|sofa|couch|chair|floor|ground|grass|sand|work|arms|task)|"
        r"off (?:the|a) (?:bed|sofa|couch|horse|bike|chair))|suicide (?:doors?|missions?|squad|"
        r"run|runs|watch|hotline|prevention|bombers?|vests?|jockeys?|blonde)|suicidally "
        r"(?:brave|reckless|fast))"
    ),
]
