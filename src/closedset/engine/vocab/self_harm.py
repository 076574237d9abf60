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
    # Wounds on one's own wrists, a brand pressed into one's own palm, a mouthful of pills.
    r(
        r"(?:(?:blood|bleeding) (?:\w+ ){0,3}?(?:from|on|down) (?:her|his|their) (?:own )?"
        r"wrists|slash(?:es|ed)? (?:\w+ ){0,2}?(?:her|his|their|the) veins|(?:brands?|branding"
        r"|sears?|searing) (?:the (?:palm|back) of )?(?:her|his|their) (?:own )?(?:hand|palm|"
        r"arm|wrist|skin|flesh)|(?:mouthful|mouthfuls) of (?:\w+ )?(?:pills|tablets|capsules)|"
        r"(?:writes?|writing|wrote|scrawls?|scribbles?|leaves?|leaving|types?|typing) (?:a |"
        r"her |his |their )?(?:\w+ )?suicide note)",
        STRONG,
        **{SELF_HARM: SEVERE},
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
        r"run|runs|watch|hotlines?|hot ?lines?|prevention|bombers?|vests?|jockeys?|blonde|"
        r"notes?|letters?|rap|pact|rates?|statistics|awareness|survivors?|assembly|ambience|"
        r"songs?|poems?|forms?|counsell?or|counsell?ing|video|pamphlets?|posters?|"
        r"(?:is|was|as) (?:a|the|not|no|painless))|teenage suicide|suicidally "
        r"(?:brave|reckless|fast))"
    ),
]

# Oblique self-injury, written by action and consequence: an edge drawn along the subject's own
# body ('drags the blade down her forearm', 'presses the point into the inside of his thigh'),
# a flame or a hot surface held to it, a wound worked open. The body is the subject's own (the
# check) and the instrument is named in the phrase, or is 'it' after a cutting verb.
_EDGE = (
    r"(?:razor|razors|razor blades?|blades?|knife|knives|scalpel|shard|shards|glass|scissors|"
    r"pin|needle|paperclip|paper clip|compass|cutter|nails?|fingernails?|thumbnail|point|"
    r"edge|tip|end|handle|flame|lighter|cigarette|match|lit match|iron)"
)
_SELF_BODY = (
    r"(?:wrists?|forearms?|arms?|thighs?|legs?|skin|stomach|belly|hips?|palms?|chest|ankles?|"
    r"throat|shins?|elbows?|scars?|stitches|wound|knuckles?|hands?)"
)
# 'the inside of her forearm', 'the scar in the crook of his elbow', 'the stitches at her wrist'.
_PART_OF = r"(?:(?:the|an?) (?:[\w-]+ ){0,3}?(?:of|in|on|at) ){0,2}"
_DRAW = (
    r"(?:draws?|drawing|drags?|dragging|scrapes?|scraping|rakes?|raking|presses?|pressing|"
    r"works?|working|digs?|digging|runs?|running|saws?|sawing|drives?|driving|pushes|pushing|"
    r"grinds?|grinding|holds?|holding|touches|touching|stubs?|stubbing|lays?|laying|pulls?|"
    r"pulling)"
)
_CUT = (
    r"(?:cuts?|cutting|slices?|slicing|slashes|slashing|scratches|scratching|carves?|carving|"
    r"scores?|scoring|nicks?|nicking|gouges?|gouging|opens?|opening)"
)
_ALONG = r"(?:across|along|down|up|into|over|through|under|to|against|on|in)"

RULES += [
    *(
        r(
            r"(?:" + _DRAW + r" (?:[\w'-]+ ){0,5}?" + _EDGE + r"|(?:draws?|drags?|scrapes?|saws?|"
            r"digs?|works?|drives?) it|presses? it(?= into))(?:,? [\w'-]+){0,4}?,? "
            + _ALONG
            + r" (?:the length of )?"
            + _PART_OF
            + r"(?:each |"
            + owner
            + r" )(?:own )?(?:\w+ )?"
            + _SELF_BODY
            + r"\b",
            STRONG,
            check=_own_body,
            not_after=other_subject,
            **{SELF_HARM: MODERATE},
        )
        for owner, other_subject in _OWNERS
    ),
    *(
        r(
            _CUT + r" (?:(?:a|another|one) (?:[\w-]+ ){0,2}?(?:line|lines|cut|mark|gash|slit|"
            r"groove|nick) )?(?:across|into|on|along|down|up|through|in|at) "
            + _PART_OF
            + owner
            + r" (?:own )?(?:\w+ )?"
            + _SELF_BODY
            + r"\b",
            check=_own_body,
            not_after=r"(?:\b(?:a|an|the|small|deep|fresh|old|shallow) $|" + other_subject + ")",
            **{SELF_HARM: MODERATE},
        )
        for owner, other_subject in _OWNERS
    ),
    # A ligature fastened to a fixture, then the drop or the struggle: 'the cord knotted to the
    # rail. He kicks the chair away', 'a belt over the door, her feet off the floor'.
    r(
        r"(?:sheets?|bedsheets?|rope|cord|belt|strap|tie|necktie|cable|flex|wire|stockings?|"
        r"scarf|noose|ligature|dog lead|leash)\b[^.!?]{0,40}?\b(?:knotted |tied |looped |"
        r"fastened |slung |hooked |thrown |hanging |wound )?(?:to|round|around|over|from|"
        r"through) (?:the top of )?(?:the|a) (?:[\w-]+ ){0,2}?(?:vent|grille|grate|beam|"
        r"rafters?|pipe|door|banister|bannister|hook|handle|rail|railing|bars?|bedpost|"
        r"light fitting|ceiling fan|ceiling|joist|branch|tree|stairwell|balustrade)\b"
        r"(?:[^.!?]*[.!?] ?){0,2}?[^.!?]*?\b(?:steps? off|kicks? (?:away |over )?(?:the|a) "
        r"(?:chair|stool|box|bucket|crate)|(?:his|her|their) feet (?:\w+ )?(?:off the floor|"
        r"kick|kicking|dangl\w+|swing\w*|twitch\w*)|feet off the floor|(?:his|her|their) "
        r"neck|(?:jerks?|snaps?|goes|pulls?) taut)",
        STRONG,
        **{SELF_HARM: SEVERE},
    ),
    # An overdose by the subject's own hand, or its discovery.
    r(
        r"(?:(?:swallows?|swallowing|gulps?|gulping|downs?|downing|crams?|stuffs?|tips?) "
        r"(?:them|the lot|all of them|every one|(?:the |her |his |a |\w+ ){0,3}?(?:pills|"
        r"tablets|capsules)) (?:\w+ ){0,3}?(?:in handfuls|by the handful|by the fistful|a "
        r"handful at a time|in (?:\w+ )?gulps|all at once|one after (?:another|the other)|in "
        r"one go)|(?:pills|tablets|capsules|painkillers|pill bottle)\b[^!?]{0,100}?\bempties "
        r"(?:the|a|her|his) (?:\w+ )?(?:bottle|jar|packet|pack|box|container|tub) into (?:his|"
        r"her|their) (?:hand|palm|mouth)|(?:laudanum|poison|arsenic|bleach|antifreeze|rat "
        r"poison|weedkiller|weed killer|sleeping draught)\b[^!?]{0,160}?\b(?:drinks?|downs?|"
        r"swallows?|gulps?) (?:the whole|the entire|all of|the lot|every drop)|(?:stomach "
        r"(?:is )?pumped|pumps? (?:her|his|their) stomach|(?:activated )?charcoal\b[^!?]{0,60}?"
        r"vomits|(?:(?:on the (?:\w+ )?floor|unconscious|unresponsive|slumped)[^!?]{0,60}?\. "
        r"(?:empty )?(?:pill bottles?|blister packs?))))",
        STRONG,
        **{SELF_HARM: SEVERE, SUBSTANCE: SEVERE},
    ),
    r(
        r"swallows? (?:the |a |some |two |three )?(?:razor )?blades\b",
        STRONG,
        **{SELF_HARM: SEVERE},
    ),
    # Flesh held to heat until it burns: 'holds his palm on the hotplate till the skin blisters'.
    r(
        r"(?:holds?|holding|presses?|pressing|lays?|laying|puts?|putting|clamps?) (?:his|her|"
        r"their) (?:own )?(?:\w+ )?(?:palms?|hands?|forearms?|arms?|wrists?|fingers?) (?:flat )?"
        r"(?:on|onto|to|against|in|into|under|over) (?:the |a )?(?:[\w-]+ ){0,2}?(?:stove|hob|"
        r"hotplate|iron|pipe|flame|jet|steam|burner|ring|radiator|kettle|boiling water|grill|"
        r"exhaust|element)\b[^.!?]{0,60}?\b(?:till|until|blister\w*|sizzl\w*|skin|smell|"
        r"scream\w*|shaking)",
        STRONG,
        check=_own_body,
        **{SELF_HARM: MODERATE},
    ),
    # Pounding one's own body against something, over and over.
    r(
        r"(?:slams?|slamming|bangs?|banging|smashes|smashing|drives?|driving|pounds?|pounding|"
        r"beats?|beating|cracks?|cracking) (?:his|her|their) (?:own )?(?:\w+ )?(?:head|forehead|"
        r"skull|brow|wrists?|hands?|arms?|face) (?:\w+ ){0,2}?(?:against|into|on) (?:it|the "
        r"(?:[\w-]+ ){0,2}(?:wall|walls|mirror|rail|bars|floor|sink|radiator|concrete|bricks?|"
        r"tiles?|bulkhead|locker))\b[^.!?]{0,40}?(?:[.,;] ?)?(?:again|over and over|"
        r"repeatedly|until|till)\b",
        check=_own_body,
        **{SELF_HARM: MODERATE},
    ),
    # Injury by blows to something hard, or on the brink of a drop, letting go.
    r(
        r"(?:(?:punches|punching|smashes|smashing) (?:the |a )?(?:mirror|wall|window|glass|"
        r"windscreen)\b[^!?]{0,80}?\buntil (?:his|her|their) (?:knuckles|hands?|fists?) "
        r"(?:are |is )?(?:shredded|bleeding|bloody|raw|split|pulp)|climbs? (?:over|onto) the "
        r"(?:rail|railing|parapet|balustrade|barrier|guardrail)\b[^!?]{0,120}?\b(?:lets? go "
        r"with one hand|lets? one hand go|leans out over|stands on the (?:lip|edge|ledge)))",
        **{SELF_HARM: MODERATE},
    ),
]

# The aftermath in the bath: the water red with blood.
RULES += [
    r(
        r"(?:(?:bath|bathtub|tub|bath ?water|water) (?:\w+ ){0,3}?(?:red|pink|crimson|dark) with "
        r"(?:her |his |their )?blood|(?:bath|bathtub|tub) (?:\w+ ){0,2}?(?:full|filled) of "
        r"(?:bloody|blood-red|red) water)",
        STRONG,
        **{SELF_HARM: SEVERE},
    ),
]
