# mypy: disable-error-code="arg-type"
# (Rules pass their category signals as **{CATEGORY: SEVERITY}; mypy cannot tell those keys
# from the named parameters of r(), so it flags every rule; the keys are the category constants.)
"""The curated vocabulary of the breakdown: what each category looks like in action lines.

Each :class:`Rule` is one phrase pattern with the categories it signals and the
severity it implies on its own. Patterns are written for screenplay prose in
general (present tense, third person), never for a particular script, and the
innocent senses of a word are excluded inside the pattern itself ("shot" as a
camera shot, "kills the engine", "naked eye", "high school").

Cue patterns below the rules are applied only to the sentences that matched a
rule: negation, talk about the past or elsewhere, severity up and down, sexual
coercion, family relations (abuse) and the aftermath of sex.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field

from .model import (
    ABUSE,
    INTIMACY,
    MILD,
    MODERATE,
    NUDITY,
    SELF_HARM,
    SEVERE,
    SEX,
    SEXUAL_VIOLENCE,
    SUBSTANCE,
    VIOLENCE,
)

STRONG, NORMAL, WEAK = 0.9, 0.75, 0.55


@dataclass(frozen=True, slots=True)
class Rule:
    """One phrase: the categories (with severity) it signals and how sure it makes us."""

    pattern: str
    signals: dict[str, str]
    strength: float = NORMAL
    check: Callable[[str], bool] | None = field(default=None, compare=False)
    not_after: re.Pattern[str] | None = None
    only_after: re.Pattern[str] | None = None


def r(
    pattern: str,
    strength: float = NORMAL,
    check: Callable[[str], bool] | None = None,
    not_after: str | None = None,
    only_after: str | None = None,
    **signals: str,
) -> Rule:
    """A rule; ``not_after`` / ``only_after`` test the text just before a match (ending in $)."""
    return Rule(pattern, signals, strength, check, _compiled(not_after), _compiled(only_after))


def _compiled(pattern: str | None) -> re.Pattern[str] | None:
    return re.compile(pattern, re.IGNORECASE) if pattern else None


# Someone a violent or intimate verb can land on; a capitalised word is taken as a name.
NAME = r"(?-i:[A-Z][A-Za-z'\-]+)"
KIN = (
    r"(?:wife|husband|son|daughter|child|children|kids?|boy|girl|baby|mother|father|mom|mum|"
    r"dad|mama|papa|stepson|stepdaughter|stepfather|stepmother|brother|sister|girlfriend|"
    r"boyfriend|fianc[eé]e?|partner|lover)"
)
FAMILY = (
    r"(?:mother|father|mom|mum|dad|mama|papa|son|daughter|child|baby|kids?|grand\w+|sister|"
    r"brother|aunt|uncle|niece|nephew|cousin)"
)
PERSON = (
    r"(?:him|her|them|me|us|you|each other|one another|himself|herself|"
    r"(?:the|a|an|his|her|their|another|one|some) (?:\w+ ){0,2}?(?:man|men|woman|women|guy|"
    r"girl|boy|kid|child|baby|officer|guard|soldier|cop|policeman|driver|stranger|victim|"
    r"prisoner|attacker|assailant|thug|dog|horse|lady|waiter|clerk|bartender|bouncer|"
    r"teenager|student|inmate|agent|gunman|killer|intruder|enemy|opponent|henchman|"
    + KIN[3:-1]
    + r")|"
    + NAME
    + r")"
)
POSS = r"(?:his|her|their|its|my|your|" + NAME + r"'s)"
WEAPON = r"(?:gun|pistol|revolver|rifle|shotgun|handgun|knife|blade|machete|razor|weapon|barrel)"
HEAD = r"(?:head|temple|throat|neck|chest|face|back|heart|gut|stomach|belly|skull|leg|arm)"


def _verb(stem: str, third: str | None = None, past: str | None = None, ing: str | None = None):
    """All present-tense forms of a verb in one group: punch, punches, punched, punching."""
    forms = {stem, third or stem + "s", past or stem + "ed", ing or stem + "ing"}
    return "(?:" + "|".join(sorted(forms, key=len, reverse=True)) + ")"


PUNCH = _verb("punch", "punches")
KICK = _verb("kick")
SLAP = _verb("slap", past="slapped", ing="slapping")
STAB = _verb("stab", past="stabbed", ing="stabbing")
SHOOT = r"(?:shoots|shooting|shoot|shot)"
KISS = _verb("kiss", "kisses")
BEAT = r"(?:beats|beating|beaten|beat)"
HIT = r"(?:hits|hitting|hit)"

NUDITY_RULES = [
    r(r"full(?:y)?[- ]frontal(?: nudity)?", STRONG, **{NUDITY: SEVERE}),
    r(r"(?:penis|genitals|genitalia|vagina|pubic hair|pubes|scrotum)", STRONG, **{NUDITY: SEVERE}),
    r(
        r"(?:his|her|their) (?:cock|dick|crotch|privates) (?:is |are )?(?:exposed|visible)",
        **{NUDITY: SEVERE},
    ),
    r(r"(?:topless|bare[- ]breasted|bare[- ]chested woman)", STRONG, **{NUDITY: MODERATE}),
    r(
        r"(?:bare|naked|exposed|exposing|reveals?|revealing|uncovers?|flashes|shows) (?:her |his )?"
        r"(?:breasts?|nipples?|tits|boobs|buttocks|bum|butt|ass|bottom|backside|behind)",
        STRONG,
        **{NUDITY: MODERATE},
    ),
    r(
        r"(?:breasts?|nipples?|buttocks) (?:are |is )?(?:bare|exposed|visible|spill(?:s|ing)? out)",
        STRONG,
        **{NUDITY: MODERATE},
    ),
    r(
        r"(?:her nipples?|buttocks|butt cheeks|nipples? (?:are |is )?(?:visible|exposed|erect))",
        **{NUDITY: MODERATE},
    ),
    r(
        r"(?:(?:her|his|a woman's|a man's|their) bare (?:back|skin|body|flesh)|bare back)",
        WEAK,
        **{NUDITY: MILD},
    ),
    r(r"(?:moons|mooning) (?:us|them|him|her|the)", **{NUDITY: MODERATE}),
    r(
        r"(?:stark|completely|totally|fully|entirely|buck|butt|half|half-) ?(?:naked|nude)",
        STRONG,
        **{NUDITY: MODERATE},
    ),
    r(
        r"naked(?! (?:eye|truth|flame|ambition|aggression|fear|hatred|lust|blade|sword|steel|"
        r"bulbs?|light|lightbulbs?|branch(?:es)?|trees?|walls?|emotion|contempt|greed|terror|"
        r"hostility|self-interest|power|city|lunch))",
        STRONG,
        **{NUDITY: MODERATE},
    ),
    r(
        r"(?:nude|nudity|in the nude|in the buff|birthday suit|au naturel)(?! (?:colou?r|shade|"
        r"lipstick|heels?|tones?|pumps|stockings))",
        STRONG,
        **{NUDITY: MODERATE},
    ),
    r(r"skinny[- ]?dip\w*", STRONG, **{NUDITY: MODERATE}),
    r(
        r"(?:strips?|stripping|stripped) (?:naked|nude|bare|off everything|to nothing"
        r"|down to nothing"
        r"|completely|off (?:the rest|all))",
        STRONG,
        **{NUDITY: MODERATE},
    ),
    r(
        r"(?:takes? off|removes?|unhooks?|unclasps?|drops?|pulls? off|slips? off) (?:her|the) bra",
        STRONG,
        **{NUDITY: MODERATE, INTIMACY: MILD},
    ),
    r(
        r"(?:drops?|pulls? down|removes?|slips? out of|steps? out of|takes? off) (?:his|her|their) "
        r"(?:panties|underwear|boxers|briefs|knickers|thong|undies|trunks|shorts)",
        **{NUDITY: MODERATE},
    ),
    r(r"wearing (?:absolutely )?nothing(?! but)", STRONG, **{NUDITY: MODERATE}),
    r(
        r"wearing (?:nothing but|only) (?:a |an |the )?(?:towel|sheet|smile|robe|blanket|shirt)",
        **{NUDITY: MILD},
    ),
    r(
        r"(?:covers?|covering|cups?|cupping|hides?|hiding|shields?) (?:her|his|their) "
        r"(?:breasts|chest|crotch|genitals|privates|groin|nakedness|modesty)",
        **{NUDITY: MILD},
    ),
    r(
        r"(?:towel|sheet|robe|bath ?robe) (?:drops|falls|slips)(?: away| off| open)?",
        WEAK,
        **{NUDITY: MILD},
    ),
    r(
        r"(?:undressed|unclothed|disrobes?|disrobing|without (?:a stitch|any clothes))",
        **{NUDITY: MILD},
    ),
]

SEX_RULES = [
    r(
        r"(?:graphic|explicit|rough|hardcore|frantic|frenzied|animalistic) sex",
        STRONG,
        **{SEX: SEVERE},
    ),
    r(
        r"(?:penetrat(?:es|ing) (?:him|her)|penetration|ejaculat\w+|cunnilingus|fellatio|oral sex"
        r"|blow ?jobs?|hand ?jobs?|"
        r"sixty-nine|doggy[- ]style|cowgirl)",
        STRONG,
        **{SEX: SEVERE},
    ),
    r(r"(?:goes|going|went) down on (?:him|her)", STRONG, **{SEX: SEVERE}),
    r(
        r"(?:fucks|fucking|screws|screwing|bangs|banging|shags|shagging|humps|humping) "
        r"(?:him|her|each other|" + NAME + r")(?! up| over| off)",
        STRONG,
        **{SEX: SEVERE},
    ),
    r(r"(?:has|have|having|had) (?:\w+ )?sex", STRONG, **{SEX: MODERATE}),
    r(r"(?:makes?|making|made) (?:\w+ )?love", STRONG, **{SEX: MODERATE}),
    r(
        r"(?:love-?making|lovemaking|intercourse|coitus|copulat\w+|sex scene|love scene|quickie)",
        STRONG,
        **{SEX: MODERATE},
    ),
    r(
        r"sex(?! (?:shop|appeal|worker|workers|offender|ed|education|drive|life|symbol|tape|toys?|"
        r"crimes?|dolls?|industry|trafficking|club|kitten|pistols|change|object|scandal|addict))"
        r"(?!-)",
        WEAK,
        **{SEX: MODERATE},
    ),
    r(
        r"(?:masturbat\w+|jerks? off|jerking off|touch(?:es|ing) (?:himself|herself))",
        STRONG,
        **{SEX: MODERATE},
    ),
    r(r"(?:orgasm\w*|climax(?:es|ing))", STRONG, **{SEX: MODERATE}),
    r(
        r"(?:thrusts?|thrusting|grinds?|grinding|rocks?|rocking) (?:\w+ )?(?:into|inside|against|"
        r"on top of|on|rhythmically|together|harder|faster) (?:him|her|each other|one another)?",
        WEAK,
        **{SEX: MODERATE},
    ),
    r(
        r"(?:straddl\w+|mounts?|mounting) (?:him|her|" + NAME + r")",
        **{SEX: MODERATE, INTIMACY: MODERATE},
    ),
    r(
        r"(?:afterglow|post-?coital|sweaty and spent|spent and sweaty|tangled in (?:the )?sheets"
        r"|in bed together|sounds of (?:love-?making|sex|moaning)|bed (?:creaks|squeaks|"
        r"rocks|bangs) (?:rhythmically|against|faster))",
        **{SEX: MILD},
    ),
]

INTIMACY_RULES = [
    r(
        r"(?:kiss(?:es|ing)? (?:\w+ ){0,3}?(?:passionately|hungrily|deeply|fiercely|"
        r"desperately|hard|longer)|french[- ]kiss\w*|(?:passionate|deep|long|hungry|lingering|"
        r"open-mouthed|desperate) kiss(?:es)?|makes? out|making out|made out|necking|snogging|"
        r"tongues?(?: wrestle| dance| in)|foreplay)",
        STRONG,
        **{INTIMACY: MILD},
    ),
    r(
        KISS + r"(?! (?:(?:\w+ ){0,3}?(?:on |to |at )?(?:the |his |her |their |my |your |its )?"
        r"(?:cheeks?|"
        r"forehead|brow|hands?|fingers|head|top of|nose|temple|hair|knuckles|ring|feet|foot|"
        r"goodnight|good night|crown|" + FAMILY + r"|cross|photo|picture|dice|medal|"
        r"rosary|letter|ground|floor|card|puppy|dog|cat|air)\b|of death|ass\b|up to|off\b|"
        r"(?:the|a|an|its|this|that) (?!(?:\w+ )?(?:man|woman|girl|boy|bride|groom|stranger|guy|"
        r"lady|lips|mouth|neck)\b)))"
        r"(?!-ass|y face)",
        not_after=r"(?:goodnight|good night|air|blows? (?:\w+ )?an?|blowing (?:\w+ )?an?|"
        r"butterfly|eskimo|hollywood|cheek|social) ?-?$",
        **{INTIMACY: MILD},
    ),
    r(r"(?:lips (?:meet|touch|lock|brush)|locks? lips|kiss (?:him|her) back)", **{INTIMACY: MILD}),
    r(
        r"(?:(?:caress\w*|fondl\w+) (?:"
        + PERSON
        + r"|"
        + POSS
        + r" (?:\w+ )?(?:face|cheek|hair|neck|body|back|arms?|shoulders?|hands?|thighs?|legs?|"
        r"breasts?|chest|skin|lips|stomach|hips?))|caress(?:es)?(?=[.,;])|"
        r"nuzzl\w+ (?:his|her|their) (?:neck|ear|chest|breast)|"
        r"spoon(?:s|ing) (?:him|her)|in each other's arms|bodies (?:entwined|intertwined)|"
        r"(?:entwined|intertwined) bodies|nuzzl\w+ (?:with |up to |against |into )?(?:"
        + PERSON
        + r")|"
        r"(?:hands?|fingers?) (?:traces?|tracing|strokes?|stroking|explores?|exploring|roams?|"
        r"roaming|wanders?) (?:\w+ ){0,4}?(?:"
        + POSS
        + r"|a (?:man|woman)'s) (?:\w+ )?(?:body|back|"
        r"thighs?|chest|neck|spine|skin|curves|stomach|breasts?|hips?|legs?)|"
        r"(?:traces?|tracing) (?:\w+ ){0,12}?(?:up|down|along|over|across) "
        + POSS
        + r" (?:chest|body|back|thigh|neck|stomach|spine))",
        **{INTIMACY: MILD},
    ),
    r(
        r"(?:runs?|running|slides?|sliding|slips?|slipping|moves?) (?:his|her) hands? (?:\w+ )?"
        r"(?:over|along|up|down|across|under|inside|beneath) (?:his|her) (?:body|thighs?|legs?|"
        r"back|breasts?|chest|skirt|dress|shirt|blouse|stomach|hips?|waist|ass|bottom)",
        **{INTIMACY: MILD},
    ),
    r(
        r"(?:undress(?:es|ing)? (?:him|her|each other|one another)|(?:tears?|rips?|tearing|ripping|"
        r"pulls?|pulling|tugs?) (?:off )?(?:at )?(?:each other's|his|her) (?:clothes|shirt|blouse|"
        r"dress|pants|jeans|belt)(?: off)?|unbutton\w* (?:his|her) (?:shirt|blouse|dress|jeans|"
        r"pants|fly)|unzip\w* (?:his|her|the back of her) (?:dress|fly|pants|jeans|skirt))",
        **{INTIMACY: MODERATE},
    ),
    r(
        r"(?:breast-?feed\w*|nurs(?:es|ing) (?:the|her|a) (?:baby|infant|child)|"
        r"(?:baby|infant) (?:at|on) her breast)",
        **{INTIMACY: MILD},
    ),
    r(
        r"(?:embrace (?:passionately|hungrily)|passionate(?:ly)? embrace|pulls? (?:him"
        r"|her) (?:close|"
        r"in) (?:and|for) (?:a )?kiss)",
        **{INTIMACY: MILD},
    ),
    r(
        r"(?:pulls?|pushes?|falls?|tumbles?|collapses?|lowers?|drags?) (?:\w+ )?(?:back )?"
        r"(?:onto|on to|into|down on|down onto) (?:the |his |her )?bed (?:together|kissing|"
        r"on top of)",
        **{INTIMACY: MODERATE},
    ),
]

SEXUAL_VIOLENCE_RULES = [
    r(
        r"(?:rapes?|raped|raping|gang[- ]?rape\w*|sodomi[sz]\w+|sexual(?:ly)? assault\w*|"
        r"sexual(?:ly)? abus\w+|molest\w*|forces? (?:himself|herself) (?:on|upon))",
        STRONG,
        **{SEXUAL_VIOLENCE: SEVERE},
    ),
    r(r"(?:rapist|attempted rape|tries to rape)", **{SEXUAL_VIOLENCE: SEVERE}),
    r(
        r"(?:grop\w+|paws? at (?:her|him)|(?:shoves?|puts?|slides?|forces?) (?:his|her) hand "
        r"(?:up|down|under|inside) (?:her|his) (?:skirt|dress|shirt|blouse|pants|underwear)|"
        r"forcibly kiss\w*|forces? (?:a kiss|his mouth|her mouth|himself)|"
        r"kiss\w* (?:her|him) against (?:her|his) will|(?:grabs?|grabbing|squeezes?|gropes?) "
        r"(?:her|his|" + NAME + r"'s) (?:breasts?|crotch|groin|ass|butt|bottom|behind)|"
        r"hand (?:forces|works|pushes|slides|snakes|"
        r"shoves) (?:its way )?(?:up|under|inside|into|down) (?:her|his) (?:shirt|skirt|dress|"
        r"blouse|pants|jeans|underwear|top))",
        STRONG,
        **{SEXUAL_VIOLENCE: MODERATE},
    ),
]

VIOLENCE_RULES = [
    r(
        r"(?:tortur\w+|mutilat\w+|dismember\w*|disembowel\w*|behead\w*|decapitat\w*|"
        r"eviscerat\w*|flay(?:s|ed|ing)|slaughter\w*|massacre\w*|lynch\w*|bludgeon\w*|"
        r"gore|gory|entrails|(?:blood|brains?|skull) (?:spatters?|splatters?|sprays?|explodes?|"
        r"fragments)|blows? (?:his|her|their|its) (?:head|brains|face) (?:off|out|apart)|"
        r"(?:slits?|slitting|cuts?|cutting) (?:\w+ )?(?:his|her|their|its|" + NAME + r"'s) throat|"
        r"throat (?:is )?(?:slit|cut)|bleeds? (?:out|to death)|head (?:explodes|is blown off)|"
        r"severed (?:head|hand|arm|leg|limb|finger)s?|bone (?:\w+ ){0,2}?(?:through|out of) (?:the"
        r"|his|"
        r"her) (?:skin|flesh|denim|jeans|leg|arm)|compound fracture|open fracture|(?:face|chest|"
        r"flesh|throat|stomach|belly) (?:is )?(?:torn|ripped|sliced|split) open)",
        STRONG,
        **{VIOLENCE: SEVERE},
    ),
    r(
        r"(?:kills?|killed|killing)(?! (?:the |his |her |its )?(?:engine|lights?|motor|ignition|"
        r"switch|time|mood|buzz|music|radio|tv|television|headlights|power|call|pain|conversation|"
        r"deal|it\b|me\b|joke|beam|flame|fire|candles?|cigarette|drink|bottle|glass|beer|"
        r"feed|line|thought|noise|sound|game|app|screen|camera|phone|computer|laptop|"
        r"him softly)|(?:\w+ )?off\b|-joy|joy)",
        **{VIOLENCE: SEVERE},
    ),
    r(
        r"(?:murder(?:s|ing)|(?:is|are|was|gets?|been) murdered|assassinat\w+|executes? (?:him|her"
        r"|them|the|a)|(?:shoots?|shot) (?:\w+ ){0,3}?"
        r"(?:dead|to death|point[- ]blank|in the (?:head|face|heart|back of the head))|"
        r"guns? (?:him|her|them|" + NAME + r") down|gunned down|shot dead|beats? (?:\w+ ){0,2}to "
        r"death|beaten to death|stabs? (?:\w+ ){0,2}to death|strangl\w+ (?:\w+ ){0,2}to death|"
        r"snaps? (?:his|her|its|" + NAME + r"'s) neck|drowns? (?:him|her|them|" + NAME + r"))",
        STRONG,
        **{VIOLENCE: SEVERE},
    ),
    r(
        r"(?:murdered (?:corpse|body|man|woman|boy|girl)|(?:very much|stone|instantly|already|"
        r"clearly|obviously|quite|lies|lying|lay|falls?|drops?|collapses?|found) "
        r"dead(?=\s*[.!,;\u2014-])|dead (?:man|woman|boy|girl|child|soldier|soldiers|eyes|face)|"
        r"(?:his|her|their|" + NAME + r"'s) dead (?:face|body|eyes)|broken body)",
        WEAK,
        **{VIOLENCE: MODERATE},
    ),
    r(r"dead(?=[.!])", WEAK, only_after=r"(?:^|[.!?]\s+)$", **{VIOLENCE: MODERATE}),
    r(
        r"(?:corpses?|dead bod(?:y|ies)|lifeless bod(?:y|ies)|(?:lies|lying|lay) dead|"
        r"body bags?|(?:is|are|falls?) dead(?! (?:quiet|silent|still|serious|tired|center|centre|"
        r"end|ahead|on|set|wrong|right|last|drunk|asleep|calm|air|weight|of night|eyes)))",
        **{VIOLENCE: MODERATE},
    ),
    r(
        STAB + r"(?! (?:at (?:the|his|her) (?:food|plate|salad|meat|steak)|the (?:air|button|"
        r"food|table|floor|ground|fork)))",
        STRONG,
        **{VIOLENCE: MODERATE},
    ),
    r(
        SHOOT + r" (?:" + PERSON + r"|at (?:" + PERSON + r"))"
        r"(?! (?:a look|a glance|glances?|looks?|a smile|a grin|a wink|back a)\b)",
        **{VIOLENCE: MODERATE},
    ),
    r(
        r"(?:(?:is|are|gets?|got|been|was|were) (?:\w+ )?shot(?! (?:glass|of|list|down the idea))"
        r"|gunshots?(?! wounds?)|gunfire|shootout|shoot-out|fires? (?:at|into) (?:him|her|them|the "
        r"(?:\w+ )?(?:crowd|man|men|car|house)|"
        + NAME
        + r")|opens? fire|fires? (?:the |his |her )?"
        r"(?:gun|pistol|revolver|rifle|shotgun|weapon)|fires? (?:a|two|three|several) (?:shots"
        r"|rounds)"
        r"|bullets? (?:hits?|rips?|tears?|slams?|strikes?|thuds?) (?:into )?(?:him|her|them|his"
        r"|her|"
        r"the)|gunshot wounds?|bullet wounds?|stab wounds?)",
        STRONG,
        **{VIOLENCE: MODERATE},
    ),
    r(
        PUNCH + r" (?:" + PERSON + r"|" + POSS + r" (?:face|jaw|nose|gut|stomach|mouth|head))",
        **{VIOLENCE: MODERATE},
    ),
    r(
        r"(?:(?:hits?|hitting|catch(?:es|ing)?|strikes?|striking|wings?|winging|grazes?|grazing) "
        r"(?:"
        + PERSON
        + r") in the (?:shoulder|arm|leg|chest|head|face|stomach|gut|back|neck|knee|"
        r"thigh|side|jaw|nose|mouth|eye|ribs)|(?:decks?|decking|clocks?|clocking|socks?|socking|"
        r"wallops?|walloping|thumps?|thumping) (?:" + PERSON + r")|(?:next|another|first|final|"
        r"one last|a hard|a vicious|a brutal) punch(?:es)?|beat(?:s|ing)? on (?:him|her|them|"
        + POSS
        + r" (?:chest|back|head|face))|(?:eyes?|face|lips?) (?:\w+ )?swollen|swollen (?:eyes?|face|"
        r"lips?|shut)|(?:teeth|mouth|nose|lips?|face) (?:is |are )?(?:bloody|bloodied)"
        r"|the beating)",
        **{VIOLENCE: MODERATE},
    ),
    r(
        r"(?:bang!|blam!|bang, bang|blam, blam|pop! pop!|gunshots? (?:ring|rings|echo|echoes|"
        r"crack|cracks)|shots? (?:ring|rings) out|muzzle flash\w*|the gun (?:goes off|fires|"
        r"discharges)|(?:knocks?|knocking|knocked) (?:" + PERSON + r") (?:out|unconscious|cold|"
        r"down|to the (?:ground|floor))|(?:tied|bound) (?:up )?(?:to a chair|and gagged|hand and "
        r"foot)|duct tape over (?:his|her|their) mouth|gagged|hostages?|kidnap\w*|abduct\w*|"
        r"(?:drags?|dragging|throws?|throwing|slams?|slamming|hurls?|hurling) (?:"
        + PERSON
        + r") (?:\w+ )?(?:against|into|across|to|onto|through|down) (?:the |a )?(?:wall|floor|"
        r"ground|table|car|door|window|counter|stairs|dirt)|struggle for the (?:gun|knife|weapon)|"
        r"wrestl\w+ (?:" + PERSON + r") (?:to|down|for)|wrestl\w+ for the (?:gun|knife|weapon)|"
        r"(?:slashes|slashing|slashed) (?:at )?(?:" + PERSON + r")|knife (?:fight|wound)|"
        r"(?:stomps?|stomping|kicks?|kicking) (?:on )?(?:" + POSS + r" (?:head|face|ribs|chest|"
        r"stomach))|bites? (?:" + PERSON + r")|bitten|mauls?|mauled|attacks?|attacked)",
        **{VIOLENCE: MODERATE},
    ),
    r(
        r"(?:pulls? the trigger|squeezes? the trigger|fires(?= ?[.!,;]| again| twice| once| "
        r"wildly| blindly| back| first)|(?:covered|soaked|smeared|spattered|splattered|drenched) "
        r"(?:in|with) blood|blood (?:on (?:his|her|their|the)|covers|stains|spatter\w*|"
        r"splatter\w*)|dies in (?:his|her|their) arms)",
        **{VIOLENCE: MODERATE},
    ),
    r(
        r"(?:guns? drawn|(?:gun|pistol|knife|revolver|rifle) in (?:his|her|their) hands?|"
        r"(?:screws?|screwing) (?:on )?(?:a|the) (?:silencer|suppressor))",
        WEAK,
        **{VIOLENCE: MILD},
    ),
    r(
        r"(?:smothers?|smothering|suffocat\w+|(?:pillow|bag) over (?:his|her|their) (?:face|head)"
        r"|poisons? (?:" + PERSON + r")|poisoned|strangl(?:es|ing) (?:" + PERSON + r")|"
        r"(?:is|gets|been) strangled|strangled to death|garrot\w*|hangs? (?:"
        + PERSON
        + r")|hanged|bodies (?:lie|lying|litter|piled|strewn)|(?:riddled|sprayed) with bullets|"
        r"shot to pieces|blood-?bath|executed|execution-style)",
        STRONG,
        **{VIOLENCE: SEVERE},
    ),
    r(
        r"(?:throws? a punch|fist ?fights?|brawl\w*|scuffl\w+|melee|fight breaks out|"
        r"(?:they|the (?:two|men|boys)|both) (?:\w+ )?(?:fight|brawl|wrestle"
        r"|scuffle)(?! (?:back tears|"
        r"the urge|for))|(?:begins?|starts?) (?:to )?(?:fight|brawl|scuffle)|fight(?:s|ing)? "
        r"(?:him|her|them|each other|one another|off (?:the|an?|his|her) (?:\w+ )?(?:attacker|"
        r"man|men|guard|guards))|still fighting|"
        r"punches? (?:him|her)|a beating|beats? (?:him|her|them|" + NAME + r") (?:up|senseless|"
        r"bloody|with)|beaten (?:up|badly|bloody|senseless)|beat(?:s|ing)? up|pummel\w*|"
        r"headbutt\w*|head-butt\w*|pistol[- ]whip\w*|clubs? (?:him|her)|bashes|bashing|"
        r"attacks? (?:him|her|them|"
        + NAME
        + r")|attacked|assaults? (?:him|her|them|"
        + NAME
        + r")|"
        r"tackles? (?:him|her|" + NAME + r") to the (?:ground|floor))",
        **{VIOLENCE: MODERATE},
    ),
    r(
        BEAT + r" (?:him|her|them|" + NAME + r"|the (?:man|boy|girl|dog|kid|woman)) (?:up|"
        r"senseless|bloody|savagely|mercilessly|again and again|with (?:a|the|his|her) (?:belt|"
        r"fists?|stick|bat|club|pipe|rifle|gun|chain))",
        **{VIOLENCE: MODERATE},
    ),
    r(
        KICK + r" (?:him|her|them|" + NAME + r"|(?:him|her|them) in the (?:\w+)|at (?:him|her))",
        **{VIOLENCE: MODERATE},
    ),
    r(
        r"(?:elbows|knees|smashes|slams|bashes|rams) (?:him|her|them|" + NAME + r")"
        r"(?: in the| into| against| on)",
        **{VIOLENCE: MODERATE},
    ),
    r(
        r"(?:smash\w*|slam\w*|crash\w*|break\w*|breaks) (?:\w+ ){0,3}?(?:over|into|against|on) "
        + POSS
        + r" (?:head|face|skull|nose|jaw)",
        **{VIOLENCE: MODERATE},
    ),
    r(r"(?:chok(?:es|ing)|strangl\w+|throttl\w+) (?:" + PERSON + r")", **{VIOLENCE: MODERATE}),
    r(
        r"(?:hands?|fingers) (?:around|round|on) " + POSS + r" (?:throat|neck)",
        **{VIOLENCE: MODERATE},
    ),
    r(
        r"(?:bleed(?:s|ing)?(?! heart)|bloodied|blood-soaked|blood-?stained|covered in blood|"
        r"pool of blood|blood (?:pours|pouring|gushes|gushing|spurts|pools|seeps|streams|streaming|"
        r"runs|running|trickles|drips|sheets|sheeting)|at an impossible angle|"
        r"bloody (?:nose|lip|mouth|face|wound|stump|hand|hole|teeth)|broken (?:nose|jaw|arm|leg"
        r"|ribs?)|"
        r"(?:gash|wound|welts?|bruises?) (?:on|across|in) " + POSS + r"|wounded|injured|"
        r"(?:badly|seriously|severely) (?:hurt|injured|burned|wounded)|maimed)",
        **{VIOLENCE: MODERATE},
    ),
    r(
        r"(?:slaps?|slapped|slapping|smacks?|backhands?|cuffs?) (?:"
        + PERSON
        + r"|"
        + POSS
        + r" (?:face|cheek|head))",
        **{VIOLENCE: MILD},
    ),
    r(r"(?:a|another|the) (?:hard |sharp |stinging )?(?:slap|smack|backhand)", **{VIOLENCE: MILD}),
    r(
        r"(?:shoves?|shoved|shoving|pushes|pushed) (?:" + PERSON + r") (?:\w+ )?(?:down|away|back|"
        r"against|into|to the (?:ground|floor)|off|out of|through|hard)",
        **{VIOLENCE: MILD},
    ),
    r(
        r"(?:shoves?|shoved|shoving) (?:him|her|them|" + NAME + r")(?=\s*[,.;!\u2014-])",
        **{VIOLENCE: MILD},
    ),
    r(
        r"(?:grabs?|seizes?) (?:" + PERSON + r") (?:by the|around the) (?:throat|neck|hair|collar|"
        r"lapels|shirt)",
        **{VIOLENCE: MILD},
    ),
    r(
        r"(?:points?|pointing|aims?|aiming|levels?|raises?|trains?|presses?|jams?|shoves?) "
        r"(?:a |the |his |her |their )?(?:\w+ )?" + WEAPON + r" (?:at|to|against|into|under) "
        r"(?:" + PERSON + r"|" + POSS + r" " + HEAD + r")",
        **{VIOLENCE: MILD},
    ),
    r(
        r"(?:at (?:gun|knife)-?point|holds? (?:\w+ )?(?:at bay )?with a "
        + WEAPON
        + r"|(?:gun|knife|blade|barrel) (?:is )?(?:pressed |held )?(?:to|at|against) "
        + POSS
        + r" "
        + HEAD
        + r")",
        **{VIOLENCE: MILD},
    ),
    r(
        r"(?:(?:fires?|fired|firing|shoots?|shooting) (?:\w+ ){0,2}?(?:into|at) the (?:ceiling|air"
        r"|sky)|"
        r"cross-?hairs|in (?:his|her|the) (?:rifle )?sights|"
        r"(?:gun|trigger|hammer|pistol|revolver|shotgun) (?:\w+ )?cocks|cocks (?:the|a|his|her) "
        r"(?:gun|pistol|revolver|hammer|rifle|shotgun)|disarms? (?:" + PERSON + r"))",
        **{VIOLENCE: MILD},
    ),
    r(
        r"(?:(?:pulls?|pulling|whips?|whipping) (?:out )?(?:a|the|his|her) (?:\w+ )?"
        + WEAPON
        + r"|(?:draws?|drawing|brandish\w+|wav(?:es|ing)) (?:a|the|his|her) (?:\w+ )?(?:"
        + WEAPON[3:-1]
        + r"|sword))",
        WEAK,
        **{VIOLENCE: MILD},
    ),
    r(
        r"(?:threatens? (?:him|her|them|"
        + NAME
        + r") with|brandish\w+ (?:a|the|his|her) "
        + WEAPON
        + r")",
        **{VIOLENCE: MILD},
    ),
]

ABUSE_RULES = [
    r(
        r"(?:child abuse|domestic (?:abuse|violence)|spousal abuse|abus(?:es|ing|ed) (?:\w+ )?"
        r"(?:him|her|them|the (?:child|boy|girl|kids?)|his (?:wife|son|daughter|kids)|her (?:son|"
        r"daughter|kids|husband))|abusive|beats? (?:his|her) (?:wife|husband|son|daughter|kids?|"
        r"child|children|girlfriend|boyfriend|mother|partner))",
        STRONG,
        **{ABUSE: MODERATE},
    ),
    r(
        r"(?:(?:whips?|whipping|lashes|thrashes|straps) (?:him|her|the (?:boy|girl|child)) with "
        r"(?:a|the|his|her) (?:belt|strap|switch|cane|cord)|takes? off (?:his|her) belt|"
        r"cigarette burns?|locks? (?:him|her|the (?:boy|girl|child)) in (?:the|a) (?:closet|"
        r"cupboard|cellar|basement|room))",
        **{ABUSE: MODERATE, VIOLENCE: MODERATE},
    ),
    r(
        r"(?:berates?|berating|belittl\w+|humiliat(?:es|ing) (?:him|her)|degrad(?:es|ing) "
        r"(?:him|her)|torments? (?:him|her)|controlling|coercive|(?:locks?|locking) (?:him|her) "
        r"(?:out|in)|(?:drags?|yanks?|pulls?) (?:him|her|the (?:boy|girl|child|kid)) by the "
        r"(?:hair|ear|arm))",
        WEAK,
        **{ABUSE: MILD},
    ),
    r(
        r"(?:cowers?|cowering|flinches|flinching) (?:as|when|from|away from) (?:his|her) "
        r"(?:father|mother|husband|wife|dad|mom|stepfather|stepmother|boyfriend|girlfriend)",
        WEAK,
        **{ABUSE: MILD},
    ),
]

SELF_HARM_RULES = [
    r(
        r"(?:commits? suicide|suicide attempt|attempts? suicide|tries to kill (?:himself|herself|"
        r"themselves)|(?:kills?|killed|killing|hangs?|hanged|hanging|shoots?|shot|drowns?|stabs?) "
        r"(?:himself|herself|themselves|themself)|jumps? to (?:his|her|their) death|"
        r"sui-?cide|suicidal|self[- ]harm\w*|self[- ]mutilat\w+|self[- ]injur\w+|"
        r"overdoses? on purpose|noose around (?:his|her|their) (?:own )?neck|(?:rope|cord|belt|"
        r"noose) (?:\w+ )?around (?:his|her|their) (?:own )?neck|hanging from (?:a|the) (?:beam|"
        r"rafter|rafters|ceiling|pipe|tree|light fixture)|kicks? (?:the|a) (?:chair|stool) "
        r"(?:away|out)|steps? off the (?:chair|stool)|wrists? (?:are |is )?(?:slit|cut|bleeding)|"
        r"jumps? (?:off|from) (?:the|a) (?:bridge|roof|ledge|balcony|building|window))",
        STRONG,
        **{SELF_HARM: SEVERE},
    ),
    r(
        r"(?:slits?|slitting|slashes|slashing|cuts?|cutting) (?:\w+ )?(?:his|her|their) "
        r"(?:own )?(?:wrists?|forearms?)|(?:cuts?|cutting|carves?|carving|burns?|burning|"
        r"scratches|scratching) (?:into )?(?:himself|herself|themselves|his own|her own)|"
        r"razor (?:blade )?(?:to|against|across) (?:his|her|their) (?:own )?(?:wrists?|arms?|skin)|"
        r"(?:saws?|sawing|cuts?|cutting|hacks?|hacking|breaks?|breaking|snaps?|snapping) "
        r"(?:through |off |into )?(?:his|her|their) own (?:arm|hand|wrist|fingers?|bones?|flesh|"
        r"legs?|foot)",
        STRONG,
        **{SELF_HARM: MODERATE},
    ),
    r(
        r"(?:swallows?|gulps?|downs?|takes?) (?:a handful of|handfuls of|all (?:the|of the|of his"
        r"|of "
        r"her)|the (?:whole|entire) bottle of|the rest of the|a fistful of|dozens of) "
        r"(?:\w+ )?(?:pills|tablets|capsules|sleeping pills)",
        STRONG,
        **{SELF_HARM: SEVERE, SUBSTANCE: SEVERE},
    ),
    r(
        r"(?:he|she) (?:\w+ ){0,3}?(?:puts?|presses?|holds?|places?|jams?|raises?|sticks?) "
        r"(?:the|a|his|her) (?:\w+ )?(?:gun|pistol|revolver|barrel|muzzle|shotgun) "
        r"(?:to|against|under|into|in) (?:his|her) (?:own )?(?:head|temple|chin|mouth)",
        STRONG,
        check=lambda text: _pronouns_agree(text),
        **{SELF_HARM: SEVERE},
    ),
    r(
        r"(?:shakes|pours|tips|empties|dumps|tipping|pouring|shaking) (?:out )?(?:all )?(?:of )?"
        r"(?:the |a handful of |the whole bottle of |his |her )?(?:\w+ )?(?:pills|tablets"
        r"|capsules) "
        r"(?:out )?(?:into|onto|in) (?:his|her|their) (?:palm|hand|mouth)|puts? (?:all )?(?:the|"
        r"those) (?:pills|tablets) in (?:his|her|their) mouth",
        WEAK,
        **{SELF_HARM: MODERATE},
    ),
    r(
        r"(?:(?:stands?|standing|steps?|stepping|climbs?|climbing|teeters?) (?:out )?(?:on|onto|"
        r"over) (?:the |a )?(?:ledge|railing|parapet|edge of the (?:roof|bridge))|about to jump)",
        WEAK,
        **{SELF_HARM: MODERATE},
    ),
]

SUBSTANCE_RULES = [
    r(
        r"(?:naloxone|narcan|(?:his|her|their) lips are (?:blue|turning blue)|overdos\w+|o\.d\.'?s"
        r"|od's|(?:is|goes|going) into withdrawal|withdrawal (?:symptoms|"
        r"shakes)|delirium tremens|the d\.?t\.?s|detox(?:es|ing)?|cold turkey"
        r"|foaming at the mouth)",
        STRONG,
        **{SUBSTANCE: SEVERE},
    ),
    r(
        r"(?:heroin|crack pipe|smokes? crack|crack cocaine|crystal meth|meth(?:amphetamine)?|"
        r"freebas\w+|cocaine|lines? of (?:coke|cocaine|powder|white powder|blow)|snorts? (?:a |"
        r"another |the )?(?:line|lines|coke|cocaine|heroin|powder|it|some)|snorting|"
        r"(?:shoots?|shooting) up(?= ?[.,;]| heroin| smack| dope| junk| drugs| again"
        r"| in the (?:bathroom|"
        r"toilet|stall|alley|car))|ties? off (?:his|her) arm|needle (?:in|into) (?:his|her) "
        r"(?:arm|vein|neck|foot)|track marks|junkie|strung out|high on (?:\w+ )?(?:drugs|coke|"
        r"cocaine|heroin|meth|pills|acid|something)|(?:drops|dropping|took|takes) acid|"
        r"lsd|ecstasy (?:pills?|tablets?)|mdma|ketamine|opium|opioids?|fentanyl|morphine drip(?!s)|"
        r"pops? (?:a |some |two |more |another )?(?:pills?|tablets?|uppers|downers|xanax|valium|"
        r"oxy\w*|vicodin|percocet|adderall|molly)|(?:does|do|doing|did|takes?|taking|uses?|using) "
        r"(?:hard )?drugs)",
        STRONG,
        **{SUBSTANCE: MODERATE},
    ),
    r(
        r"(?:drunk(?:en|enly)?|blind drunk|falling-down drunk|dead drunk)(?! (?:with|on) (?:joy|"
        r"power|love|happiness|success|excitement|grief|her beauty|the moment))",
        not_after=r"(?:has|had|have|having) $",
        **{SUBSTANCE: MODERATE},
    ),
    r(
        r"(?:another (?:beer|drink|whiskey|scotch|bourbon|vodka|martini|shot|glass of wine)(?! of "
        r"(?:water|milk|juice|soda|coffee|tea|lemonade))|"
        r"(?:swigs?|swigging) (?:from |of |back )?|takes? a (?:long |big |deep )?(?:swig|"
        r"slug|pull|gulp) (?:of|from)|flask|(?:downs|downing|throws? back|tosses? back) "
        r"(?:a |the |his |her |another |two |three )?(?:shots?|drinks?|whiskey|vodka|tequila|"
        r"scotch|bourbon|beer|glass)|(?:does|doing|did) shots|pours? (?:himself|herself|"
        r"themselves) (?:a |another )?(?:stiff |large |big )?(?:drink|whiskey|scotch|vodka|"
        r"bourbon|gin|glass)|unsteady on (?:his|her|their) feet|staggers drunkenly|reeking of)",
        WEAK,
        **{SUBSTANCE: MILD},
    ),
    r(
        r"(?:(?:third|fourth|fifth|sixth|seventh|eighth|umpteenth|tenth) (?:beer|drink|whiskey|"
        r"scotch|bourbon|vodka|martini|shot|bottle|glass of wine)|knocks? back (?:\w+ )?(?:another|"
        r"the rest|a|his|her)|intoxicated|inebriated|hammered|sloshed|smashed drunk|shit-?faced"
        r"|plastered drunk|"
        r"wasted(?! (?:time|effort|money|energy|years|life|space|no|talent|food))|"
        r"slurr(?:s|ing|ed)|slurred speech|reeks? of (?:booze|alcohol|whiskey|liquor|gin|beer)|"
        r"stinks? of (?:booze|alcohol|whiskey|liquor)|passes? out (?:drunk|from)|blacks? out drunk|"
        r"chugs?|chugging|guzzl\w+|bender|binge[- ]drink\w*|drinks? (?:himself|herself|themselves) "
        r"(?:into|to|unconscious|stupid|sick)|(?:swigs?|swigging|drinks?|drinking|gulps?) "
        r"(?:straight )?(?:from|out of) (?:the|a|his|her) bottle|empty (?:bottles|"
        r"beer cans)|bottle after bottle|drink after drink|shot after shot|one drink too many|"
        r"alcoholic|hung ?over|hangover)",
        **{SUBSTANCE: MODERATE},
    ),
    r(
        r"(?:tipsy|buzzed|a little drunk|giggly drunk|stoned|baked|gets? high|getting high|"
        r"high as a kite|totally high|stoned out of|joints?(?! (?:account|venture|effort|statement|"
        r"pain|custody|chiefs|of|in|on))|spliff|(?:hits?|takes? a hit|pulls? on|tokes? on) "
        r"(?:\w+ )?(?:the|a|his|her) bong|bong (?:hit|rip)|"
        r"(?:rolls?|lights?|smokes?|smoking|passes?|tokes? on) (?:a |the |some |his "
        r"|her )?(?:blunt|"
        r"pot|doobie|reefer|hash|hashish|weed|dope|marijuana|joint)|tokes?|hits? (?:on )?(?:the"
        r"|a) (?:joint|bong|pipe|"
        r"blunt|spliff)|magic mushrooms|shrooms)",
        **{SUBSTANCE: MILD},
    ),
]

# A hit inside a longer hit of these categories adds nothing: "stabs himself" is self-harm.
SUPERSEDES: dict[str, frozenset[str]] = {
    SELF_HARM: frozenset({VIOLENCE}),
    SEXUAL_VIOLENCE: frozenset({INTIMACY, SEX, VIOLENCE}),
    ABUSE: frozenset({VIOLENCE}),
}

RULES: list[Rule] = [
    *NUDITY_RULES,
    *SEX_RULES,
    *INTIMACY_RULES,
    *SEXUAL_VIOLENCE_RULES,
    *VIOLENCE_RULES,
    *ABUSE_RULES,
    *SELF_HARM_RULES,
    *SUBSTANCE_RULES,
]


def _pronouns_agree(text: str) -> bool:
    """ "He puts the gun to his head" is self-harm; "he puts the gun to her head" is a threat."""
    words = re.findall(r"\b(he|she|his|her)\b", text.lower())
    if len(words) < 2:
        return False
    subject, owner = words[0], words[-1]
    return (subject, owner) in {("he", "his"), ("she", "her")}


FLAGS = re.IGNORECASE

# Cues read only in the clause before a hit: it did not happen.
NEGATION = re.compile(
    r"\b(?:not|never|no|nobody|none|neither|nor|without|instead of|rather than|almost|nearly|"
    r"refuses? to|refusing to|declines? to|fails? to|avoids?|avoiding|resists?(?: the urge to)?|"
    r"pretends? to|pretending to|stops? (?:himself|herself|themselves) from|"
    r"can'?t bring (?:himself|herself) to|no one|nothing|(?:inches|an inch|half-inch|moments?|"
    r"seconds?) (?:away )?from)\b|n't\b",
    FLAGS,
)
# "never stops kissing": the negation is of stopping, not of the kiss.
NEGATED_STOP = re.compile(r"\b(?:stops?|stopping|ceases?|quits?)\b", FLAGS)

# Cues anywhere in the sentence: the event is remembered, imagined, elsewhere or on a screen.
ELSEWHERE = re.compile(
    r"\b(?:remembers?|remembering|recalls?|recalling|memories of|memory of|reminisc\w+|"
    r"thinks? (?:about|of|back)|dreams? (?:about|of)|fantasi[sz]\w+ (?:about|of)|imagines?|"
    r"used to|last (?:night|week|month|year|time)|years (?:ago|earlier|before)|long ago|"
    r"photos?|photographs?|pictures?|paintings?|posters?|drawings?|magazines?|newspapers?|"
    r"headlines?|articles?|news(?:paper)? (?:report|footage|story)|on (?:the )?(?:tv|television|"
    r"screen|news|radio|monitor|computer|laptop|phone)|(?:tv|television|movie|film) (?:screen|"
    r"shows?|footage)|reads? (?:about|aloud|from)|the story of|story about|talks? about|"
    r"tells? (?:\w+ )?(?:about|of)|describes?|describing|explains?|wants? to|wishes|would|could|"
    r"might|"
    r"hopes? to|rumou?rs?|threatens? to|if|convinced|believes?|fears? (?:that|he|she)|"
    r"as if|as though|looks like|appears to have|has been|had been|hotline|leaflets?|"
    r"pamphlets?|brochures?|signs? (?:reads|says))\b",
    FLAGS,
)

# A clause ends at punctuation or at a conjunction that starts a new event.
CLAUSE_BOUNDARY = re.compile(
    r"[,;:()!?]|\s[-\u2014\u2013]+\s|\u2014|--|\b(?:and|but|as|while|when|whilst|then|until|"
    r"because|so|before|after|who|which|where|though|although)\b",
    FLAGS,
)

# Severity modifiers per category, read in the sentence of a hit.
SOFTER = {
    NUDITY: re.compile(
        r"\b(?:under (?:the |a )?(?:\w+ ){0,2}?(?:sheets?|covers|blankets?|duvet|water|bubbles|"
        r"suds|quilt)|beneath (?:it|the (?:sheets?|covers|water))|"
        r"covered (?:by|with|in)|covers? (?:herself|himself|themselves|up)|implied|"
        r"from (?:the )?(?:waist|shoulders|neck|chest) up|out of frame|off-?screen|"
        r"silhouett\w+|behind (?:a|the) (?:\w+ )?(?:screen|curtain|door|shower curtain|glass|bush"
        r"|tree|"
        r"rock|towel|sheet)|steam|to cover|covers? (?:his|her|their) (?:privates|crotch|groin|"
        r"nakedness|breasts|chest)|"
        r"discreet\w*|tasteful\w*|strategic\w*|we (?:don't|do not|never) see|from behind|"
        r"wrapped in|through the (?:frosted|steamed)|obscured|shadows?|back to (?:us|camera))\b",
        FLAGS,
    ),
    VIOLENCE: re.compile(r"\b(?:playful\w*|mock|pretend\w*|gently|lightly|harmless\w*)\b", FLAGS),
    SUBSTANCE: re.compile(r"\b(?:a little|slightly|a bit|mildly|tipsy)\b", FLAGS),
}
HARDER = {
    SEXUAL_VIOLENCE: re.compile(
        r"\b(?:pins?|pinned|pinning|forces?|forcing|holds? (?:her|him) down|tears? (?:at )?"
        r"(?:her|his) (?:clothes|shirt|blouse|underwear|dress)|attempted|tries to rape)\b",
        FLAGS,
    ),
    NUDITY: re.compile(
        r"\b(?:full(?:y)?[- ]frontal|everything|genitals|penis|vagina|pubic|from the front)\b",
        FLAGS,
    ),
    SEX: re.compile(
        r"\b(?:graphic|explicit|hard|violent|rough|frantic|we see everything)\b", FLAGS
    ),
    INTIMACY: re.compile(
        r"\b(?:naked|nude|bare|undress\w*|in bed|under the (?:covers|sheets)|skin|breasts?|"
        r"thighs?|bra|unhooks?|unzips?|unbuttons?)\b",
        FLAGS,
    ),
    VIOLENCE: re.compile(
        r"\b(?:to death|brutal\w*|savage\w*|repeatedly|again and again|over and over|"
        r"blood (?:everywhere|sprays|spurts|gushes)|gore|mangled|mutilated)\b",
        FLAGS,
    ),
    ABUSE: re.compile(r"\b(?:brutal\w*|savage\w*|repeatedly|to death|bloody|bleeding)\b", FLAGS),
    SUBSTANCE: re.compile(
        r"\b(?:passes? out|vomits?|unconscious|blind|stumbling|paralytic)\b", FLAGS
    ),
}

# Sexual coercion turns an intimate act into sexual violence.
COERCION = re.compile(
    r"\b(?:against (?:her|his|their) will|without (?:her|his|their) consent|struggles?|"
    r"struggling|tries to (?:push|pull|fight) (?:him|her) (?:away|off)|tries to (?:pull|get|break) "
    r"(?:away|free)|"
    r"pushes (?:him|her) (?:away|off)|pins (?:her|him) (?:down|against|to)|holds (?:her|him) down|"
    r"hand over (?:her|his) mouth|forces? (?:her|him)|forcing (?:her|him)|unwanted|"
    r"she (?:screams|cries out|begs him to stop)|begs (?:him|her) to stop|stop it|no, no)\b",
    FLAGS,
)

# Violence between family or partners is also abuse.
FAMILY_VIOLENCE = re.compile(
    r"\b(?:(?:his|her|their) (?:" + KIN + r")|(?:father|mother|dad|mom|mum|stepfather|stepmother|"
    r"husband|wife|boyfriend|parent)s?\b(?: \w+){0,2} (?:slaps|hits|beats|punches|kicks|"
    r"shoves|chokes|strikes|whips|hurts|smacks|backhands|grabs))\b",
    FLAGS,
)

# The setting or aftermath that makes intimacy into implied sex.
BED_OR_AFTER = re.compile(
    r"\b(?:(?:falls?|falling|fall|tumbles?|collapses?|pulls?|pulling|drags?|pushes?|lowers?|"
    r"carries|carry|lays?|leads?) (?:\w+ ){0,3}?(?:onto|on to|into|across|toward|towards|to) "
    r"(?:the |his |her |a )?bed|(?:tear|tears|tearing|rip|rips|ripping) (?:off )?(?:each other's|"
    r"their) clothes|undress (?:each other|one another)|clothes (?:fly|come off|hit the floor))\b",
    FLAGS,
)
AFTERMATH = re.compile(
    r"\b(?:later|afterwards?|post-?coital|afterglow|catch(?:es|ing)? (?:their|his|her) breath|"
    r"sweaty|spent|naked|nude|(?:lie|lies|lying|lay) (?:together|entwined)|clothes (?:are )?"
    r"(?:scattered|strewn))\b",
    FLAGS,
)
# Present in the aftermath: two people naked together in bed is implied sex.
NAKED_TOGETHER = re.compile(
    r"\b(?:naked|nude)\b.{0,60}\b(?:in bed|under (?:a|the) (?:\w+ ){0,2}(?:sheets?|covers|duvet|"
    r"blanket)|together|beside (?:him|her)|next to (?:him|her)|in (?:his|her) arms|tangled)\b|"
    r"\b(?:in bed|under (?:a|the) (?:\w+ ){0,2}(?:sheets?|covers|duvet|blanket)|together|"
    r"tangled)\b.{0,60}\b(?:naked|nude)\b",
    FLAGS,
)

# A character name that signals an unnamed minor: KID, LITTLE GIRL, TEENAGE BOY, SCHOOLGIRL.
MINOR_NAME = re.compile(
    r"^(?:THE )?(?:(?:LITTLE|YOUNG|SMALL|TEENAGE|SCHOOL) )?(?:KIDS?|CHILD|CHILDREN|TEENS?|"
    r"TEENAGERS?|SCHOOLBOYS?|SCHOOLGIRLS?|BABY|TODDLER|INFANT|PUPILS?)(?: ?#? ?\d+| ONE| TWO)?$|"
    r"^(?:THE )?(?:LITTLE|YOUNG|SMALL|TEENAGE) (?:BOY|GIRL)S?(?: ?#? ?\d+| ONE| TWO)?$"
)
