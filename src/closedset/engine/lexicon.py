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

from closedset.regex_cache import compile_cached

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
from .vocab import (
    abuse,
    intimacy,
    nudity,
    self_harm,
    sex,
    sexual_violence,
    substance,
    violence,
)
from .vocab.base import (
    BEAT,
    FAMILY,
    HEAD,
    KICK,
    KIN,
    KISS,
    NAME,
    OTHER_PERSON,
    PERSON,
    PERSON_OBJ,
    POSS,
    PUNCH,
    STAB,
    STRONG,
    WEAK,
    WEAPON,
    Rule,
    pronouns_agree,
    pronouns_differ,
    r,
    tagged_nouns,
)

# The person slot's pieces, re-exported for the matcher and the tests.
from .vocab.base import NOUN_MARK as NOUN_MARK
from .vocab.base import NOUN_SLOT as NOUN_SLOT
from .vocab.base import PERSON_NOUNS as PERSON_NOUNS

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
        r"hostility|self-interest|power|city|lunch|horror|despair|desire|need|longing|grief|"
        r"rage|fury|hunger|(?:\w+ ){0,3}?(?:dolls?|barbies?|mannequins?)\b))",
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
        **{NUDITY: MODERATE},
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
        r"(?:thrusts?|thrusting|grinds?|grinding|rocks?|rocking) (?:\w+ )?(?:(?:into|inside|"
        r"against|"
        r"on top of|on) (?:him|her|each other|one another)|rhythmically|harder|faster)",
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
        r"open-mouthed|desperate) kiss(?:es)?|(?:makes? out|making out|made out)(?! (?:exactly|"
        r"what|"
        r"the|a|an|his|her|their|any|anything|something|who|where|how|which|shapes?|words?|"
        r"details?|much|more|faces?|figures?|lights?|in|through))|necking|snogging|"
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
        + r"|a "
        + tagged_nouns("man", "woman")
        + r"'s) (?:\w+ )?(?:body|back|"
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
        r"pulls?|pulling|tugs?) (?:off )?(?:at )?each other's (?:clothes|shirt|blouse|dress|pants|"
        r"jeans|belt)(?: off)?|unzip\w* the back of her (?:dress|skirt))",
        **{INTIMACY: MODERATE},
    ),
    # A partner's clothes, not one's own: 'she unzips his fly', not 'Dirk unzips his pants'
    # (a name's gender is unknown, so only a pronoun of the other sex earlier in the sentence).
    *(
        r(
            r"(?:(?:tears?|rips?|tearing|ripping|pulls?|pulling|tugs?) (?:off )?(?:at )?"
            + owner
            + r" (?:clothes|shirt|blouse|dress|pants|jeans|belt)(?: off)?|unbutton\w* "
            + owner
            + r" (?:shirt|blouse|dress|jeans|pants|fly)|unzip\w* "
            + owner
            + r" (?:dress|fly|pants|jeans|skirt))",
            only_after=subject + r"\b[^.!?]*$",
            **{INTIMACY: MODERATE},
        )
        for owner, subject in (("his", r"\bshe"), ("her", r"\bhe"))
    ),
    r(
        r"(?:breast[- ]?feed\w*|nurs(?:es|ing) (?:the|her|a) (?:baby|infant|child)|"
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
        r"(?:grop\w+(?! (?:blindly|around|about|for|in the dark|in (?:his|her|the)|along|"
        r"through|at the|after|toward|towards|under the))|paws? at (?:her|him)|"
        r"(?:shoves?|puts?|slides?|forces?) (?:his|her) hand "
        r"(?:up|down|under|inside) (?:her|his) (?:skirt|dress|shirt|blouse|pants|underwear)|"
        r"forcibly kiss\w*|forces? (?:a kiss|his mouth|her mouth)|"
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
        r"gore(?!-tex)|gory|entrails|amputat\w+|(?:bloody|bleeding|raw) stump|"
        r"(?:exposed|severed|torn|raw|mangled) (?:nerves?|tendons?|muscles?|flesh|bones?|tissue|"
        r"arteries|artery)|bones? (?:\w+ )?(?:breaks|snaps|cracks|splinters)|(?:cuts?|saws?|"
        r"hacks?|tears?|rips?) (?:\w+ ){0,2}?(?:through|into) (?:the |his |her |its )?(?:own )?"
        r"(?:flesh|tendons?|nerves?|muscles?|bones?|arteries|artery)|(?:tears?|rips?) "
        r"(?:out |off )?(?:\w+'s |\w+s' |his |her |its )?(?:throat|neck|head|arm|face)"
        r"(?: out| off| open)|(?:blood|brains?|skull) (?:spatters?|splatters?|sprays?|explodes?|"
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
        r"feed|line|thought|noise|sound|game|app|screen|camera|phone|computer|laptop|image|video|"
        r"recording|tape|footage|picture|torch|flashlight|headlamp|lamp|stereo|speaker|"
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
        r"(?:shoots|shooting|shoot) (?:" + PERSON + r"|at (?:" + PERSON + r"))"
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
        r"foot)|duct tape over (?:his|her|their) mouth|gagged|kidnap\w*|abduct\w*|"
        r"(?:drags?|dragging|throws?|throwing|slams?|slamming|hurls?|hurling) (?:"
        + OTHER_PERSON
        + r") (?:\w+ )?(?:against|into|across|to|onto|through|down) (?:the |a )?(?:wall|floor|"
        r"ground|table|car|door|window|counter|stairs|dirt)|struggle for the (?:gun|knife|weapon)|"
        r"wrestl\w+ (?:" + PERSON + r") (?:to|down|for)|wrestl\w+ for the (?:gun|knife|weapon)|"
        r"(?:slashes|slashing|slashed) (?:at )?(?:" + PERSON + r")|knife (?:fight|wound)|"
        r"(?:stomps?|stomping|kicks?|kicking) (?:on )?(?:" + POSS + r" (?:head|face|ribs|chest|"
        r"stomach))|bites? (?:" + PERSON + r")|bitten|mauls?|mauled)",
        **{VIOLENCE: MODERATE},
    ),
    r(r"hostages?", **{VIOLENCE: MODERATE}),
    r(
        r"(?:attacks?(?! dog)|attacked)",
        not_after=r"(?:heart|panic|anxiety|asthma|coughing|line of|point of|plan of|mode of) $",
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
        r"(?:(?:smothers?|smothering|suffocates?|suffocating) (?:"
        + PERSON
        + r")|(?:pillow|bag) over (?:his|her|their) (?:face|head)"
        r"|poisons? (?:" + PERSON + r")|poisoned|strangl(?:es|ing) (?:" + PERSON + r")|"
        r"(?:is|gets|been) strangled|strangled to death|garrot\w*|hangs? (?:"
        + PERSON
        + r")|hanged|bodies (?:lie|lying|litter|piled|strewn)|(?:riddled|sprayed) with bullets|"
        r"shot to pieces|blood-?bath|executed(?= ?[.,;!]| by| in the| on the spot)|"
        r"execution-style)",
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
        r"(?:smash\w*|slam\w*|crash\w*|brings? (?:\w+ ){0,3}?down) (?:\w+ ){0,3}?(?:over|into|"
        r"against|on) "
        r"(?:" + POSS + r"|(?:the |a |an )?\w+'s|\w+s') (?:head|face|skull|nose|jaw)",
        **{VIOLENCE: MODERATE},
    ),
    r(r"(?:chok(?:es|ing)|strangl\w+|throttl\w+) (?:" + PERSON + r")", **{VIOLENCE: MODERATE}),
    r(
        r"(?:hands?|fingers) (?:around|round|on) " + POSS + r" (?:throat|neck)",
        **{VIOLENCE: MODERATE},
    ),
    r(
        r"(?:bleed(?:s|ing)?(?! heart| level| into| together| and blend| through)|bloodied|"
        r"blood-soaked|blood-?stained|covered in blood|"
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
        r"(?:him|her)|torments? (?:him|her)|controlling (?:husband|wife|boyfriend|girlfriend|"
        r"father|mother|partner|behaviou?r)|coercive|(?:locks?|locking) (?:him|her) "
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
        r"jumps? (?:off|from) (?:the|a) bridge)",
        STRONG,
        **{SELF_HARM: SEVERE},
    ),
    r(
        r"(?:(?:slits?|slitting|slashes|slashing|cuts?|cutting) (?:\w+ )?(?:his|her|their) "
        r"(?:own )?(?:wrists?|forearms?)|(?:cuts?|cutting|carves?|carving|burns?|burning|"
        r"scratches|scratching) (?:into )?(?:himself|herself|themselves|his own|her own)|"
        r"razor (?:blade )?(?:to|against|across) (?:his|her|their) (?:own )?(?:wrists?|arms?|skin)|"
        r"(?:saws?|sawing|cuts?|cutting|hacks?|hacking|breaks?|breaking|snaps?|snapping) "
        r"(?:through |off |into )?(?:his|her|their) own (?:arm|hand|wrist|fingers?|bones?|flesh|"
        r"legs?|foot))",
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
        check=lambda text: pronouns_agree(text),
        **{SELF_HARM: SEVERE},
    ),
    r(
        r"(?:(?:shakes|pours|tips|empties|dumps|tipping|pouring|shaking) (?:out )?(?:all )?(?:of )?"
        r"(?:the |a handful of |the whole bottle of |his |her )?(?:\w+ )?(?:pills|tablets"
        r"|capsules) "
        r"(?:out )?(?:into|onto|in) (?:his|her|their) (?:palm|hand|mouth)|puts? (?:all )?(?:the|"
        r"those) (?:pills|tablets) in (?:his|her|their) mouth)",
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
        not_after=r"(?:(?:has|had|have|having) |half-)$",
        **{SUBSTANCE: MODERATE},
    ),
    r(
        r"(?:another (?:beer|drink|whiskey|scotch|bourbon|vodka|martini|shot|glass of wine)(?! of "
        r"(?:water|milk|juice|soda|coffee|tea|lemonade))|"
        r"(?:swigs?|swigging) (?!(?:from |of |back )?(?:the |his |her |a )?(?:water|urine|pee|milk|"
        r"juice|soda|coffee|tea|canteen))(?:from |of |back )?|takes? a (?:long |big |"
        r"deep )?(?!swig of (?:water|milk|"
        r"juice|soda|coffee|tea))(?:swig|"
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
        r"(?:tipsy|buzzed|a little drunk|giggly drunk|stoned(?! to death)|gets? high|getting high|"
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

# Wider vocabulary, written from how screenplays in general describe each category (not from
# any one script): the recall net. Weaker phrases carry WEAK strength and mild severity so a
# reviewer sees a low-confidence flag rather than nothing.
HARM_VERB = (
    r"(?:hits?|hitting|strikes?|striking|struck|clubs?|clubbed|clubbing|batters?|battered|"
    r"battering|whacks?|whacked|whacking|thumps?|thumped|clobbers?|clobbered|pummels?|"
    r"pummell?ed|wallops?|bashe[sd]|bashing|knifes|knifed|knifing|shanks?|shanked|shanking|"
    r"shivs?|shivved|slashe[sd]|slashing|impales?|impaled|impaling|skewers?|skewered|spears?|"
    r"speared|bayonets?|bayoneted|tackles?|tackled|tackling|mugs|mugged|mugging|ambushe[sd]|"
    r"ambushing|jumps|jumped|assaults?|assaulted|assaulting|attacks?|attacked|attacking|"
    r"headbutts?|headbutted|elbows|elbowed|knees|kneed|kneeing|throttles?|throttled|"
    r"throttling|stomps? on|stomped on|stomping on|stamps? on|stamping on|tramples?|trampled|"
    r"trampling|savages?|savaged|mauls?|mauled|mauling|gores?|gored|goring|runs? over|ran over|"
    r"running over|mows? down|mowed down|guns? down|lunges? at|lunged at|swings? at|swung at|"
    r"charges? at|rushes at|flies at|leaps? on|pounces? on|pounced on|sets? upon|set upon|"
    r"rains? blows on|kicks?|kicked|kicking|punche[sd]?|punching|shoots|shot|shooting)"
)
HARM_VERB_NAMED = (
    r"(?:punche[sd]|stabs|stabbed|shoots|kicks|kicked|knifes|knifed|strangles|strangled|"
    r"bludgeons|bludgeoned|pummels|attacks|attacked|tackles|tackled|headbutts|lunges? at|"
    r"leaps? at|pounces? on|charges? at|swipes? at|springs? at)"
)
WIDER_VIOLENCE_RULES = [
    r(
        HARM_VERB + r" (?:at )?(?:" + PERSON_OBJ.replace("|" + NAME + r")", ")") + r")"
        r"(?! (?:out|off|around|about|upstairs|downstairs|a look|a glance|a smile|a grin|a wink|"
        r"with (?:a|the|his|her) (?:question|news|"
        r"idea|truth|camera|flashlight|torch|light)s?)\b)",
        not_after=r"(?:\bit|realization|reality|truth|thought|idea|memory|smell|wave|light|sun|"
        r"sunlight|wind|music|sound|noise|news|camera|lens|photographer|crew) $",
        **{VIOLENCE: MODERATE},
    ),
    r(HARM_VERB_NAMED + r" " + NAME, **{VIOLENCE: MODERATE}),
    r(
        r"(?:gunfire|gun ?fire|gunshots?|gun shots?|shots? (?:are )?fired|shots? (?:rings?|"
        r"echo(?:es)?|crack|cracks|rang) out|a shot rings|opens? fire|open fire|opened fire|"
        r"returns? fire|exchange (?:of )?fire|hail of bullets|bullets? (?:fly|flies|whiz\w*|rip\w*|"
        r"tear\w*|slam\w*|thud\w*|hit\w*|strike\w*|pierc\w*|riddl\w*|spray\w*)|sprays? bullets|"
        r"machine-?guns? (?:\w+ )?(?:down|them|him|her)|pulls? the trigger|pulled the trigger|"
        r"squeezes? (?:off )?(?:a|the) (?:shot|trigger|round)|(?:shotgun|rifle|pistol|gun) "
        r"(?:blast|fire|shot)s?|blast(?:s|ed)? (?:him|her|them|away at)|fires? (?:\w+ ){0,3}?"
        r"(?:shots?|rounds?|bullets?)|(?:fires|fired) (?:at|into|on)|firing (?:at|into|on|wildly|"
        r"blindly)|blam\b|ka-?blam\b|bang bang|point[- ]blank|sniper fire|sniper shot|"
        r"bullet (?:hole|wound)s?|bullet (?:in|to|through) (?:the|his|her|their) "
        r"(?:head|chest|back|heart|brain|skull|leg|arm|gut|stomach|neck|face))",
        STRONG,
        **{VIOLENCE: MODERATE},
    ),
    r(
        r"(?:(?:collapses?|falls?|drops?|slumps?|crumples?|keels? over|topples?|lies|lying|lay|"
        r"sprawled|slumped),? (?:\w+ ){0,2}?dead\b(?! (?:quiet|silent|still|serious|tired|"
        r"center|centre|end|ahead|on|set|wrong|right|last|drunk|asleep|calm|air|weight))|"
        r"lifeless(?! (?:voice|tone|town|street|landscape|room|house|planet|desert|eyes? of the))|"
        r"(?:limp|still|motionless|unmoving|bloody|mangled|charred|burned|burnt|twisted|crumpled|"
        r"headless|mutilated|bloated|decomposing|rotting|mauled|savaged|butchered|ravaged) "
        r"(?:dead )?(?:body|bodies|corpses?|form|remains)|bodies of (?!(?:the |other )?"
        r"(?:commuters|passengers|people|dancers|crowd|strangers|swimmers|sunbathers|water|work|"
        r"knowledge|evidence|research|text|art|dancing|shoppers|revellers|revelers|students|"
        r"fans)\b)|human remains|remains of (?!(?:a|an|the|his|her|their|last night's) (?:\w+ )?"
        r"(?:carry|meal|takeaway|dinner|lunch|breakfast|party|drink|cake|pizza|sandwich|fire|day|"
        r"night|building|house|car|wall|city|town|village|castle|church|empire|snack|feast|"
        r"picnic|bottle|cigarette|joint|food|coffee|tea|wine|beer|drinks|dessert)\b)|"
        r"(?:his|her|the|a) body (?:lies|lying|hangs|hanging|floats|floating|is slumped|slumps)|"
        r"bleeding out|bled out|bleeds? to death|(?:is|are|lies|lay|lying) (?:already )?dead(?! "
        r"(?:quiet|silent|still|serious|tired|center|centre|end|ahead|on|set|wrong|right|last|"
        r"drunk|asleep|calm|air|weight))|"
        r"dies(?! (?:down|away|out|off|on (?:her|his|their) lips|laughing|inside|of "
        r"(?:embarrassment|shame|boredom)))|"
        r"(?:is|are|gets?|been|was|were) (?:\w+ )?(?:killed|slain|murdered|shot dead|executed)|"
        r"slain|stops? breathing|death rattle|takes? (?:his|her|their) last breath)",
        WEAK,
        not_after=r"(?:engine|motor|music|lights?|fire|flame|phone|battery|conversation|laughter|"
        r"smile|voice|sound|noise|wind|storm|signal|radio|tv|screen|applause|song|power|"
        r"candle|torch|flashlight|car|van|truck|generator|mood|hope|dream|plant|flowers?|grass|"
        r"day|sun|echo|line|call|party|spark|glow|fire|laugh|grin) $",
        **{VIOLENCE: MODERATE},
    ),
    r(
        r"(?:(?:burns?|burned|burning|sets?|setting) (?:\w+ ){0,2}?(?:alive|on fire|alight|ablaze)"
        r"(?! (?:the|a|his|her) (?:house|car|building|papers?|letter|photo|field|barn|shed))|"
        r"burned alive|burnt alive|blown (?:to (?:pieces|bits|smithereens)|apart)|"
        r"(?:explosion|blast|bomb|grenade|shell|mine) (?:\w+ ){0,3}?(?:kills|killing|tears apart|"
        r"rips apart|throws bodies)|stoned to death|stones (?:him|her|them) to death|"
        r"(?:holds?|pushes?|forces?|shoves?) (?:his|her|" + NAME + r"'s) head (?:under|beneath|"
        r"into) (?:the )?(?:water|toilet|bath|tub|sink)|drowning (?:him|her|them)|"
        r"curb[- ]?stomp\w*|(?:stomps?|stamps?|stomping|stamping) on (?:his|her|their) "
        r"(?:head|face|neck|skull|throat)|crushe[sd] (?:his|her|their) (?:skull|throat|windpipe)|"
        r"(?:skull|head) (?:cracks|splits|caves in|is crushed)|brains? (?:spill|splatter|blow out)|"
        r"rips? (?:out )?(?:his|her|their) throat|tears? (?:him|her|them) apart|"
        r"(?:plunges?|drives?|sinks?|thrusts?|buries|rams?|twists?) (?:a |the |his |her )?(?:knife|"
        r"blade|dagger|machete|sword|spear|shiv|bayonet|pitchfork|screwdriver) (?:\w+ ){0,2}?"
        r"(?:into|through|in) |(?:knife|blade|dagger|sword) (?:sinks|plunges|slides|goes) into)",
        STRONG,
        **{VIOLENCE: SEVERE},
    ),
    r(
        r"(?:(?:a|the|his|her|their|open|gaping|fresh|bloody|bleeding|head|chest|stomach|gut|"
        r"exit|entry|knife|stab|gunshot|shotgun) wounds?(?![- ](?:up|tight|round|around))|"
        r"wounds (?:on|in|across)|gash(?:es)? "
        r"(?:on|in|across|open)|(?:blood (?:(?:drips|runs|trickles|seeps|spreads|pours|flows|oozes|"
        r"spills|sprays|splashes|streams|gushes|dribbles|leaks|wells|is smeared|is spattered) )?"
        r"(?:on|from|down|across|over|out of|onto) (?:his|her|their|the)|blood (?:everywhere|"
        r"all over)|(?:sticky|wet|fresh|warm|dark|"
        r"thick) blood|blood(?:y|ied)? (?:hands?|fists?|knuckles|knife|face|shirt|clothes|floor|"
        r"handprint|footprints|trail|smear\w*|mess|pulp|stump)|covered in (?:his |her |their )?"
        r"(?:own )?blood|in a pool of|spits? (?:out )?blood|coughs? (?:up )?blood|blood "
        r"(?:spills|oozes|wells|bubbles|flows|flies|sprays)))",
        **{VIOLENCE: MODERATE},
    ),
    r(
        r"(?:blood(?! (?:test|tests|pressure|orange|oranges|red|moon|bank|sugar|type|donor|drive|"
        r"relatives?|relation|brother|brothers|ties|feud|line|lines|sample|samples|work|count|"
        r"alcohol|vessel|vessels|money|sport|diamond|vow|oath|pact|brother))(?!-red|shot)|bloody"
        r"(?! (?:hell|mary|marys|marvellous|good|great|well|idiot|fool|brilliant|nora|minded)))",
        WEAK,
        **{VIOLENCE: MILD},
    ),
    r(
        r"(?:(?:first|another|next|final|vicious|brutal|savage|hard|sharp|fierce|wild|"
        r"violent) (?:\w+ )?(?:fight|brawl|scuffle|struggle|fistfight|fist fight|melee|attack|"
        r"assault|beating|blows|kick|kicks|punch|punches|uppercut|right hook|left hook|"
        r"haymaker|jab|headbutt)|(?:a|the) (?:\w+ )?(?:fight|brawl|scuffle|fistfight|fist fight|"
        r"melee|beating|uppercut|haymaker)(?! (?:song|scene|club|night|poster|card|"
        r"choreograph\w*|rehearsal|training|class|lesson|bag|trunk|of (?:laughter|giggles|"
        r"nerves|coughing|wills)))(?!s)|fists? (?:fly|flying|connects?|smashes|crunches|"
        r"slams)|trade blows|trading blows|exchange blows|rains? (?:down )?(?:blows|punches|"
        r"kicks)|blow after blow|flurry of (?:blows|punches|kicks)|lands? (?:a|another|"
        r"the) (?:\w+ )?"
        r"(?:punch|blow|kick|hook|jab|uppercut|headbutt)|grappl\w+|wrestles? (?:\w+ )?to the "
        r"(?:ground|floor)|fights? (?:back|for (?:his|her) life)|fighting (?:for (?:his|her) life|"
        r"back)|gets? (?:\w+ )?(?:beaten|beat up|kicked|punched|stabbed|shot|hit)|(?:is|are|"
        r"being|was|were|been) (?:\w+ )?(?:beaten|punched|kicked|stabbed|bludgeoned|strangled|"
        r"choked|attacked|assaulted|mugged|slashed|knifed|hit by (?:a|the) (?:car|truck|van|bus|"
        r"train)))",
        **{VIOLENCE: MODERATE},
    ),
    r(
        r"(?:chokeholds?|headlocks?|(?:hands?|fingers|arm) (?:\w+ )?"
        r"(?:around|round|tighten\w* (?:around|on)) (?:his|her|their|"
        + NAME
        + r"'s) (?:throat|neck)"
        r")",
        **{VIOLENCE: MODERATE},
    ),
    r(
        r"(?:(?:punches|punched|stabs|stabbed|strangles|strangled|bludgeons|slaps|slapped|"
        r"beats|kicks|kicked) (?:\w+ ){0,2}?(?:again|repeatedly|over and over|and again)|"
        r"(?:twists?|wrenches?|bends?) (?:his|her|their) (?:arm|wrist|fingers?) (?:\w+ )?"
        r"(?:behind|back|until)|(?:grabs?|grips?|seizes?|yanks?) (?:her|him|them) by the (?:hair|"
        r"throat|neck|arm|wrist)|(?:throws?|hurls?|flings?|slams?|shoves?|pushes|smashes) (?:"
        + PERSON_OBJ.replace("himself|herself|", "")
        + r") (?:\w+ ){0,3}?(?:against|into|through|across|onto|down) |"
        r"(?:pins?|pinned|pinning) (?:"
        + PERSON_OBJ
        + r") (?:down|to the (?:ground|floor|wall|bed)|"
        r"against))",
        **{VIOLENCE: MILD},
    ),
    r(
        r"(?:(?:holds?|presses?|puts?|jams?|shoves?|waves?|points?|aims?|levels?|brandish\w*|"
        r"swings?) (?:a |the |his |her |their )?(?:\w+ )?(?:gun|pistol|revolver|rifle|shotgun|"
        r"handgun|knife|blade|machete|razor|bat|crowbar|hammer|axe|sword|broken bottle)s? "
        r"(?:\w+ ){0,2}?(?:at|to|against|under|in) (?:"
        + PERSON_OBJ
        + r"|"
        + POSS
        + r" "
        + HEAD
        + r")|(?:gun|knife|blade|razor) (?:to|at|against) (?:his|her|their|"
        + NAME
        + r"'s) "
        + HEAD
        + r"|held at (?:gun|knife)point)",
        **{VIOLENCE: MILD},
    ),
]

WIDER_SUBSTANCE_RULES = [
    r(
        r"(?:(?:he|she|they|we|you)(?:'s|'re| is| are| was| were| gets?| got| getting| seems?"
        r"| looks?)(?: so| totally| completely| very| still| really| super| fucking| pretty|"
        r" clearly| obviously| already)? high(?![\-])(?! (?:up|above|school|schools|ground|"
        r"street|noon|speed|heels|tide|chair|beams?|ceiling|wall|windows?|pitched|and dry|and "
        r"mighty|on (?:the|a|an|his|her|top)|in the|over|into|off|enough|as|at|point|road|bar|"
        r"end|price|hopes|horse|time|spirits))|high as (?:a kite|fuck|hell)|smoking up|"
        r"(?:is|are|gets?|got|getting|totally|completely|so|very|too) (?:stoned|baked|zonked|"
        r"wasted|blazed|mashed|munted|trashed|wrecked|off (?:his|her|their) (?:face|head|tits|"
        r"nut))(?! to death)|trips? balls|tripping (?:balls|on))",
        **{SUBSTANCE: MILD},
    ),
    r(
        r"(?:(?:smok\w+|puff\w*|toke\w*|inhal\w+|draws? on|drags? on|takes? a (?:\w+ )?"
        r"(?:drag|hit|toke|pull|puff) (?:on|of|from|off)|hits? (?:on )?(?:the|a|his|her)) "
        r"(?:\w+ ){0,3}?(?:weed|joints?|spliffs?|blunts?|bongs?|(?:crack |meth |glass )?pipe|"
        r"skunk|ganja|cannabis|marijuana|pot|hash|hashish|reefer|zoots?|doobies?|opium|crack|"
        r"meth|heroin|dope)|(?:weed|marijuana|cannabis|pot|skunk|hash|dope|"
        r"crack|meth|opium) smoke|bong water|(?:rolls?|rolling|skins? up|skinning up) "
        r"(?:a |another |up a |up )?(?:joint|spliff|blunt|zoot|doobie)|(?:marijuana|weed|pot|"
        r"cannabis|thc|hash) (?:vape|brownies?|gummies|edibles?)|marijuana-?cough\w*|"
        r"takes? (?:a |another )?(?:deep |long |big )?vape hit|vape hit|"
        r"takes? a (?:deep |long |big )?hit (?:off|of|from|on) (?:the|a|his|her) (?:\w+ )?"
        r"(?:joint|spliff|blunt|bong|pipe|vape|zoot))",
        **{SUBSTANCE: MILD},
    ),
    r(
        r"(?:(?:does|doing|did|cuts?|cutting|chops?|chopping|racks? up|racking up|lays? out) "
        r"(?:up )?(?:a |another |some |two |the |more )?(?:line|lines|rails?|bumps?)(?! of "
        r"(?:dialogue|text|code|people|cars|soldiers|sight|fire|poetry|police|trees))|bumps? of "
        r"(?:coke|cocaine|ket|ketamine|powder|speed|meth)|rolled-?up (?:bill|note|dollar|"
        r"banknote|fiver|tenner|twenty)|powder (?:\w+ ){0,3}?(?:nose|nostril)|"
        r"snorts? (?:\w+ ){0,2}?(?:coke|cocaine|line|lines|powder|speed|ket|crushed|pill|heroin|"
        r"meth|drugs)|(?:injects?|injecting|shoots?|shooting|jabs?|jabbing) (?:\w+ ){0,2}?"
        r"(?:himself|herself|themselves|into (?:his|her|their) (?:arm|vein|neck|foot|leg|thigh|"
        r"groin))|(?:tourniquet|rubber tube) (?:\w+ ){0,3}?(?:around|round) (?:his|her|their) "
        r"(?:arm|bicep)|ties? off (?:his|her) (?:arm|bicep|vein)|tying off|cooks? (?:up )?(?:the "
        r"|some |a )?(?:heroin|smack|dope|fix|spoon)|(?:needle|syringe|spike) (?:\w+ ){0,2}?"
        r"(?:into|in) (?:his|her|their) (?:arm|vein|neck|foot|leg|thigh|groin)|crack (?:pipe|den|"
        r"house|rock)s?|crackheads?|meth (?:pipe|lab|head)s?|chasing the dragon|(?:heroin|smack) "
        r"(?:\w+ ){0,3}?foil|(?:swallows?|pops?|downs?|takes?|dry-swallows?) (?:\w+ ){0,2}?"
        r"(?:ecstasy|molly|an? (?:e|tab|upper|downer)|tabs|uppers|downers|amphetamines?|"
        r"barbiturates?|benzos?|quaaludes?|ludes)|(?:swallows?|pops?|downs?|takes?|"
        r"dry-swallows?) (?:\w+ ){0,3}?(?:pills|tablets|vicodin|oxy\w*|xanax|valium|percocet|"
        r"adderall|codeine|painkillers) (?:\w+ ){0,4}?(?:with|and) (?:a |the |some )?(?:\w+ )?"
        r"(?:vodka|whiskey|whisky|gin|rum|beer|booze|scotch|bourbon|tequila|brandy|liquor)|"
        r"(?:washe[sd]|washing) (?:\w+ ){0,4}?(?:pills|tablets) down|(?:drug|coke|cocaine|"
        r"heroin|crack|meth|acid) (?:binge|bender|fuelled|fueled|den)|coked[- ]up|doped[- ]up|"
        r"(?:is|are|gets) (?:coked|doped|tweaking|tweaked)|tweaking)",
        STRONG,
        **{SUBSTANCE: MODERATE},
    ),
    r(
        r"(?:od(?:s|'s|'d|-?ing|ed)?\b|o\.d\.|overdos\w+|(?:is|goes|going|in) (?:into )?"
        r"(?:heroin |opiate |alcohol |drug )?withdrawal|withdrawals|the shakes|d\.t\.'?s|"
        r"detoxing|detox|foaming at the mouth|(?:his|her) lips (?:\w+ )?blue|needle (?:still )?"
        r"(?:in|hanging from) (?:his|her) (?:arm|vein)|narcan|naloxone|stomach pumped|pumps? "
        r"(?:his|her) stomach|alcohol poisoning)",
        STRONG,
        **{SUBSTANCE: SEVERE},
    ),
    r(
        r"(?:drinks? (?:heavily|hard|steadily|alone|all (?:day|night)|himself|herself|"
        r"straight from|from the bottle|out of the bottle|the whole bottle|a whole bottle)|"
        r"drinking (?:heavily|hard|steadily|alone|again|all (?:day|night)|himself|herself|"
        r"straight from|from the bottle|out of the bottle)|heavy drink\w*|empty (?:bottles|"
        r"(?:vodka|whiskey|gin|rum|wine|beer|liquor) bottles?)(?! of "
        r"(?:water|milk|juice|soda|shampoo|pills))|(?:bottle|hip flask) of (?:vodka|whiskey|"
        r"whisky|gin|rum|bourbon|scotch|tequila|booze|moonshine|liquor|brandy|cheap wine) "
        r"(?:\w+ ){0,3}?(?:swig|gulp|drink|chug|neck)\w*|(?:necking|chugs?|chugging|"
        r"swigs?|swigging|glugs?|glugging|knocks? back|knocking back) (?:\w+ ){0,3}?(?:beers?|"
        r"vodka|whiskey|whisky|gin|rum|bourbon|scotch|tequila|booze|shots?|liquor|wine|cider|"
        r"lager|brandy|bottle|pints?)|(?:deep|long|big) (?:vape )?hit (?:off|of|from) (?:\w+'s |"
        r"the "
        r"|a |his |her )(?:\w+ )?(?:vape|joint|spliff|blunt|bong|pipe)|(?:reeks?|reeking|stinks?|"
        r"stinking|smells?|smelling) "
        r"(?:\w+ )?of (?:booze|alcohol|whiskey|whisky|liquor|gin|vodka|beer|drink|rum)|"
        r"boozing|boozy|boozed|liquored up|paralytic|blotto|sozzled|three sheets|"
        r"(?:is|gets|getting|got|looks?|seems?|very|pretty|quite|totally|completely) "
        r"(?:\w+ )?(?:plastered|hammered|sloshed|shitfaced|tanked)|(?:staggers?|stumbles?|sways?|"
        r"weaves?|lurches?|reels?) (?:\w+ ){0,4}?(?:bottle in hand|booze|beer|vodka|whiskey)|"
        r"(?:passes?|passed|passing) out (?:[\w,']+ ){0,6}?(?:bottle|booze|beer|vodka|whiskey|"
        r"drunk)|too many (?:drinks|beers|shots|martinis|glasses))",
        **{SUBSTANCE: MILD},
    ),
]

KIN_OBJECT = (
    r"(?:his|her|their) (?:little |young |baby |infant |own )?(?:son|daughter|child|children|"
    r"kids?|baby|stepson|stepdaughter|wife|husband|girlfriend|boyfriend|partner|mother|father|"
    r"mom|mum|dad|grandmother|grandfather|grandma|grandpa|nan|gran)\b(?!'s|-in-law)"
)
WIDER_ABUSE_RULES = [
    r(
        r"(?:hits?|hitting|slaps?|slapped|slapping|smacks?|smacked|beats?|beating|beaten|"
        r"punche[sd]?|punching|kicks?|kicked|kicking|shakes? (?:\w+ )?violently|shoves?|shoved|"
        r"shoving|whips?|whipped|whipping|spanks?|spanked|strikes?|struck|backhands?|backhanded|"
        r"burns?|burned|burnt|chokes?|choked|grabs?|grabbed|yanks?|yanked|drags?|dragged|"
        r"twists?|twisted|pinches|pinched|belts?|belted|canes?|caned|thrashes|thrashed|"
        r"strangles?|throttles?|pushes|pushed|slams?|slammed|hurls?|hurts?) " + KIN_OBJECT,
        STRONG,
        **{ABUSE: MODERATE, VIOLENCE: MODERATE},
    ),
    r(
        r"(?:(?:beats?|beating|beaten|whips?|whipped|whipping|spanks?|spanked|belts?|belted|"
        r"canes?|caned|thrashes|thrashed|shakes|shaking|shook|burns?|burned|backhands?|"
        r"backhanded) the (?:little |small |young |crying |screaming |sobbing |terrified )?"
        r"(?:child|baby|toddler|infant|boy|girl|kid|children|kids)\b(?!'s)|(?:hits?|slaps?|"
        r"punches|kicks?|throws?|shoves?|smacks?|strikes?|hurts?|chokes?|drags?) the (?:little "
        r"|small |young |crying |screaming |sobbing |terrified )?(?:child|baby|toddler|infant|"
        r"children)\b(?!'s)|shaken baby)",
        STRONG,
        **{ABUSE: MODERATE, VIOLENCE: MODERATE},
    ),
    r(
        r"(?:he|she) (?:\w+ ){0,3}?(?:snatches|grabs|takes|confiscates|seizes|wrenches|rips|"
        r"smashes|breaks|stamps on|checks|goes through|searches|scrolls through|reads|hides|"
        r"pockets) (?:\w+ )?(?:her|his) (?:phone|mobile|cell|texts|messages|emails|diary|journal|"
        r"purse|handbag|wallet|bank card|credit cards?|car keys|passport|paycheck|pay packet|"
        r"wages|pension|benefits|money|savings|medication|pills)(?! back)",
        WEAK,
        check=lambda text: pronouns_differ(text),
        **{ABUSE: MILD},
    ),
    r(
        r"(?:(?:locks?|locked|locking) (?:her|him|them|the (?:boy|girl|child|kid|kids|"
        r"children)) (?:in|inside|away|up)\b|(?:won't|will not|doesn't|does not) let (?:her|him|"
        r"them) (?:leave|go|out|see|speak|talk|call|eat|sleep)|(?:cowers?|cowering|cringes?|"
        r"cringing|flinches|flinching|shrinks? (?:back|away)|trembles?) (?:\w+ ){0,3}?(?:as|"
        r"when|from|before|at) (?:he|she|his|her|him)\b|(?:raises?|lifts?|draws? back) (?:his|"
        r"her) (?:hand|fist|belt) (?:\w+ ){0,2}?(?:to|at|against|as if|over) (?:her|him|the "
        r"(?:boy|girl|child|kid))|(?:hides?|hiding|covers?|covering|conceals?|concealing|"
        r"make-?up over) (?:\w+ )?(?:the |her |his )?(?:bruises?|black eye|welts?)|"
        r"bruises (?:\w+ ){0,2}?(?:on|up and down|along) (?:her|his) "
        r"(?:arms?|neck|back|face|wrists?|legs?)|neglected (?:child|children|kids|boy|girl|baby|"
        r"mother|father|old)|malnourished|unwashed (?:child|boy|girl|kids|children)|soiled "
        r"(?:sheets|nappy|diaper|bed)|bed ?sores|withholds? (?:her|his) (?:medication|pills|food|"
        r"meds|insulin)|force-?feeds?|force-?fed|forcibly sedat\w+|(?:injects?|sedates?|drugs?) "
        r"(?:her|him) (?:\w+ ){0,3}?(?:without|against|while she|while he|as she|as he|"
        r"covertly|secretly)|(?:covertly|secretly) (?:injects?|sedates?|drugs?)|gaslighting|"
        r"gaslights (?:her|him)|isolates (?:her|him)|spies on (?:her|him))",
        WEAK,
        **{ABUSE: MILD},
    ),
    r(
        r"(?:look (?:at )?what you made me do|you made me do (?:this|that|it)|why do you make me|"
        r"you(?:'re| are) (?:worthless|nothing without me|a waste of space|a disgrace)|you "
        r"stupid (?:little )?(?:bitch|cow|whore|slut)|no (?:one|body)(?: else)? (?:will|would|is "
        r"going to) (?:ever )?(?:want|love|believe|have) you|nobody will believe you|"
        r"(?:this|it)(?:'s| is) our (?:little )?secret|if you (?:ever )?(?:tell anyone|tell your "
        r"(?:mother|mom|mum|father|dad)|leave me|leave this house|try to leave)|you don't leave "
        r"this house|you(?:'ll| will) (?:never|not) leave me|you(?:'ll| will) do (?:as|what) "
        r"(?:i|you're) (?:say|told)|who (?:were|are|have) you (?:been )?(?:texting|messaging|"
        r"fucking|sleeping with))",
        WEAK,
        in_speech=True,
        **{ABUSE: MILD},
    ),
]

WIDER_SELF_HARM_RULES = [
    r(
        r"(?:(?:ties?|tying|knots?|knotting|fashions?|makes?|loops?|fixes?|tests?|tightens?) "
        r"(?:\w+ ){0,2}?(?:a |the |his |her )?noose|(?:head|neck) (?:\w+ )?(?:in|into|through) "
        r"the noose|noose (?:tightens|snaps taut|around)|(?:his|her|a|the) (?:\w+ )?body "
        r"(?:hangs|hanging|dangles|dangling|swings|swinging) (?:from|off)|(?:throws?|hurls?|"
        r"flings?|launches?) (?:himself|herself|themselves) (?:off|from|in front of|under)|"
        r"(?:steps?|walks?|jumps?|leaps?) (?:out )?in front of (?:a|the|an) (?:oncoming )?"
        r"(?:train|bus|truck|lorry|subway)|takes? (?:his|her|their) own life|ends? (?:his|her|"
        r"their) (?:own )?life|tries to end (?:it|his life|her life)|suicide note|"
        r"self-?inflicted|(?:hose|tube|pipe) (?:\w+ ){0,3}?(?:exhaust|tailpipe)|(?:bath ?water|"
        r"water in the (?:bath|tub)) (?:\w+ ){0,2}?(?:red|pink|crimson|bloody)|(?:gun|pistol|"
        r"revolver|barrel|muzzle) (?:\w+ ){0,2}?(?:to|against|under|in|into) (?:his|her|their) "
        r"own (?:head|temple|chin|mouth))",
        STRONG,
        **{SELF_HARM: SEVERE},
    ),
    r(
        r"(?:(?:cuts?|cutting|slices?|slicing|scratches|scratching|carves?|carving|burns?|"
        r"burning|stabs?|stabbing|hits?|hitting|punches|punching|scrapes?|scraping|picks? at|"
        r"picking at|tears? at|claws? at|bites?|biting|hacks? at|hacking at|saws? at|sawing at) "
        r"(?:\w+ )?(?:his|her|their) own (?:arm|arms|wrist|wrists|skin|thigh|thighs|legs?|face|"
        r"hand|hands|flesh|head|bone)|(?:bangs?|banging|smashes|smashing|beats?|beating) "
        r"(?:his|her|their) (?:own )?head (?:\w+ ){0,2}?(?:against|into) (?:the )?(?:wall|floor|"
        r"mirror)|(?:stubs?|grinds?|presses?|puts?) (?:out )?(?:a |the |her |his )?(?:cigarette|"
        r"lit cigarette|lighter|match) (?:\w+ )?(?:on|into|against) (?:his|her|their) (?:own )?"
        r"(?:arm|wrist|hand|skin|thigh|palm)|self-?(?:harms?|harming|injur\w+|mutilat\w+)|"
        r"(?:razor|blade|knife|shard|glass) (?:\w+ ){0,3}?(?:across|into|along|against) (?:his|"
        r"her|their) (?:own )?(?:wrists?|forearms?|thighs?)|(?:wrists?|forearms?) (?:\w+ )?"
        r"(?:are |is )?(?:slashed|slit|cut open|sliced|bandaged|scarred)|(?:old|fresh|healed|"
        r"criss-?crossing|neat) (?:\w+ )?(?:cuts|scars) (?:\w+ ){0,2}?(?:on|up|along|across) "
        r"(?:his|her|their) (?:wrists?|forearms?|thighs?))",
        STRONG,
        **{SELF_HARM: MODERATE},
    ),
    r(
        r"(?:(?:lines up|counts out|stares at|pours out|empties|tips|shakes out) (?:\w+ ){0,2}?"
        r"(?:pills|tablets|sleeping pills|capsules)|(?:swallows?|gulps?|downs?|stuffs?|crams?) "
        r"(?:pill after pill|(?:\w+ )?(?:fistful|mouthful)s? of (?:\w+ )?(?:pills|tablets|"
        r"capsules))|suicid\w+|(?:goodbye|farewell) (?:note|letter))",
        WEAK,
        **{SELF_HARM: MODERATE},
    ),
]

WIDER_NUDITY_RULES = [
    r(
        r"(?:nakedness|naked as|bare-?(?:assed|arsed|bottomed|breasted|buttocked)|(?:his|her|"
        r"their|a) (?:bare|naked|exposed) (?:ass|arse|bum|bottom|butt|backside|buttocks?|"
        r"breasts?|nipples?|crotch|groin)|(?:in|into) (?:the|his|her) altogether|flash(?:es|"
        r"ing)? (?:her|his) (?:breasts?|tits|boobs|crotch|genitals|ass|bum)|exposes? (?:himself|"
        r"herself)(?= ?[.,;!]| to (?:her|him|them|the|a)\b))",
        STRONG,
        **{NUDITY: MODERATE},
    ),
    r(
        r"(?:(?:he|she|they|we) (?:\w+ )?undress(?:es|ing)?\b(?! (?:him|her|them|each other|one "
        r"another|the (?:child|baby|boy|girl|kid|doll|mannequin|wound)))|undress(?:es|ing) "
        r"(?:for bed|slowly|completely|in front|quickly|hurriedly)|(?:gets?|getting|got) "
        r"(?:undressed|naked|nude)|strips? (?:off|down)(?= ?[.,;!]| (?:naked|completely|to "
        r"nothing|and (?:gets|climbs|steps|slips|dives|wades|jumps|runs)))|strips? (?:bare|to the "
        r"skin)|(?:pulls?|pulling|peels?|peeling|slips?|slipping|strips?|stripping|yanks?|yanking|"
        r"tugs?|tugging|lifts?|lifting|takes?|taking|drops?|dropping|lets?) (?:off )?her "
        r"(?:top|shirt|blouse|dress|t-shirt|tee|sweater|jumper|tank top|camisole|nightgown|"
        r"nightdress|slip|gown|robe|towel|bathrobe|negligee|bikini top|swimsuit) (?:off|over her "
        r"head|away|down|to the floor|fall|falls|drop|from her shoulders)|(?:robe|gown|dress|"
        r"towel|sheet|bathrobe) (?:\w+ )?(?:falls?|drops?|slips?|slides?|pools?) (?:away|off|"
        r"open|to the floor|to her (?:feet|ankles|waist)|from (?:her|his) (?:shoulders|body))|"
        r"(?:wearing|wears|in) (?:nothing but|only|just) (?:a |an |the |his |her )?(?:towel|"
        r"sheet|bedsheet|smile|robe|blanket|shirt|apron)|(?:wrapped|swathed) (?:only )?in "
        r"(?:a |the |just a |only a )?(?:towel|sheet|bedsheet)|(?:under|beneath) (?:the |a )?"
        r"(?:sheets?|covers|duvet|blanket),? (?:\w+ ){0,2}?(?:naked|bare|nude))",
        WEAK,
        **{NUDITY: MILD},
    ),
    r(
        r"(?:(?:in|into|under|out of) the shower(?! (?:curtain|rail|head|room|block|gel|cap|"
        r"door|area))|showering(?= ?[.,;!]| (?:together|alone|naked|quickly|slowly))|(?:takes?|"
        r"taking|took) a (?:\w+ )?(?:shower|bath)\b|bathing(?! "
        r"(?:suit|costume|trunks|cap))|(?:soaks?|soaking|lies|lying|sits|sitting|relaxes|lounges|"
        r"reclines|climbs|steps|sinks|slides|lowers (?:himself|herself)) (?:in|into) (?:a |the |"
        r"her |his )?(?:\w+ )?(?:bath|tub|bubble bath|bathtub|hot tub)\b|skinny[- ]?dip\w*|"
        r"swims? (?:naked|nude)|topless dancers?|strippers? (?:\w+ )?(?:dance|dances|dancing|"
        r"grind|grinds|on the pole)|lap ?danc\w+)",
        WEAK,
        not_after=r"(?:to|will|would|going to|wants? to|need to|needs to|might) $",
        **{NUDITY: MILD},
    ),
    r(
        r"(?:her (?:bare |naked |exposed )?(?:breasts?|nipples?)|(?:her|his|their) "
        r"(?:buttocks|genitals|penis|privates|pubic hair))(?! (?:are|is) (?:covered|hidden|"
        r"clothed))",
        WEAK,
        **{NUDITY: MILD},
    ),
    r(
        r"(?:(?:strips?|stripping)(?= ?[.!;]| off (?:his|her|their) (?:clothes|clothing|"
        r"everything|things))|(?:begins?|starts?|finishes|continues) (?:to )?undress(?:ing)?\b|"
        r"(?:watch(?:es|ing)?|sees?|see) (?:her|him|them) (?:un)?dress\b|"
        r"(?:takes?|taking|pulls?|pulling) off (?:all )?(?:his|her|their) clothes)",
        **{NUDITY: MILD},
    ),
]

WIDER_SEX_RULES = [
    r(
        r"(?:(?:thrusts?|thrusting)(?= ?[.,;!]| (?:into (?:her|him)|inside|against (?:her|him)|"
        r"harder|faster|deeper|rhythmically|slowly|again|(?:his|her) hips|her pelvis|up into))|"
        r"(?:rhythmic|steady|urgent) (?:\w+ )?(?:thrusts?|thrusting|rocking|grinding)|"
        r"(?:climbs?|climbing|is|lies|moves?|moving|rolls?|rolling|gets?|sits?|sitting) "
        r"(?:back )?on top of (?:him|her)(?!,? (?:\w+ ){0,3}(?:punch|hit|strik|chok|strangl|"
        r"pin|wrestl|stab|beat|pound|hold|knife|gun|fist|grappl|fight))|rides? (?:him|her)\b"
        r"(?! (?:to|home|back|down|around|out|into|through))|riding (?:him|her)\b(?! (?:to|home|"
        r"back))|sleeps? with (?:him|her)\b(?! (?:on|in (?:his|her) arms|beside))|(?:they|we) "
        r"(?:fuck|screw|shag|bang|bonk|hump)\b|fucking (?:him|her|each other)|(?:moans?|moaning|"
        r"groans?|gasps?|cries? out|pants?|panting) (?:\w+ ){0,2}?(?:in|with) (?:ecstasy|pleasure|"
        r"passion)|orgasmic|(?:rolls?|slips?|puts?) on a condom|(?:tears?|rips?) open a condom|"
        r"used condoms?|condom wrapper|pleasures? (?:himself|herself|him|her)\b|fingers? "
        r"(?:himself|herself)|(?:head|face) (?:\w+ )?between (?:her|his) (?:legs|thighs)|"
        r"(?:kneels?|kneeling|drops? to (?:his|her) knees) (?:\w+ ){0,4}?(?:unzip|unbuckl|"
        r"undoes (?:his|her) (?:belt|fly|pants))\w*|(?:sounds?|noises?) of (?:sex|love-?making|"
        r"lovemaking|passion)|(?:tucking|tucks) in (?:his|her) shirt,? (?:and )?(?:zipp\w+|"
        r"zips|button\w*)|(?:zipping|zips) up (?:his|her) (?:fly|pants|jeans|trousers)(?:,| and) "
        r"(?:\w+ ){0,3}?tuck\w*|(?:emerges?|exits?|comes? out|steps? out|stumbles? out) (?:\w+ )"
        r"{0,6}?(?:adjusting|smoothing|straightening|rearranging) (?:her|his) (?:skirt|dress|"
        r"clothes|clothing)|(?:naked|nude) (?:\w+ ){0,3}?(?:beside (?:him|her)|in each other's "
        r"arms|entwined)|after (?:sex|making love|they make love)|(?:bed ?sheets?|sheets) "
        r"(?:\w+ )?tangled|(?:bra|panties|knickers|their clothes) (?:\w+ )?(?:strewn|scattered|"
        r"littered) (?:across|on|over|around)|having it off|shagged|bonking)",
        WEAK,
        **{SEX: MILD},
    ),
    r(
        r"(?:(?:they're|they are|they were|we're|are|were|is|was) (?:\w+ )?(?:fucking|screwing|"
        r"shagging|banging|humping|bonking)(?= ?[.,;!\u2014-]| (?:on|in|against|like|again|"
        r"upstairs|loudly|noisily|away|each other|one another)\b)|(?:humps?|humping)(?= ?[.,;!]| "
        r"(?:on|in|against|away|like|each other)\b))",
        WEAK,
        **{SEX: MODERATE},
    ),
    r(
        r"(?:moans?|moaning|groans?|groaning) (?:\w+ ){0,3}?(?:in|from|on) (?:the |a |his |her )?"
        r"bed\b(?![^.!?]{0,60}\b(?:pain|fever|sick|agony|nightmare|asleep|sleep|wound|hurt))",
        WEAK,
        **{SEX: MILD},
    ),
]

WIDER_SEXUAL_VIOLENCE_RULES = [
    r(
        r"(?:(?:forces?|forcing|pushes|pushing|pins?|pinning|holds?|holding|bends?|bending) "
        r"(?:her|him|" + NAME + r") (?:\w+ ){0,3}?(?:down|over|onto|against) (?:\w+ ){0,6}?"
        r"(?:tear|rip|yank|pull|unbuckl|unzip|lift|hike|push)\w* (?:at |up |down |off )?(?:her|"
        r"his|their) (?:clothes|skirt|dress|blouse|top|shirt|underwear|panties|knickers|pants|"
        r"trousers|jeans|bra|nightgown)|(?:forces?|forcing|pries|prying|spreads?|spreading|"
        r"pushes|pushing|kicks?) (?:her|his) (?:legs|thighs|knees) apart|indecent(?:ly)? "
        r"assault\w*)",
        STRONG,
        **{SEXUAL_VIOLENCE: SEVERE},
    ),
    r(
        r"(?:sexual(?:ly)? harass\w+|(?:spikes?|spiking|spiked|drugs?|drugging|drugged) (?:her|"
        r"his) drink|slips? (?:something|a (?:pill|roofie|tablet|powder)) into (?:her|his) drink|"
        r"roofie\w*|rohypnol|date[- ]rape|(?:slaps?|pinches|pinching) (?:her|his|" + NAME + r"'s) "
        r"(?:ass|arse|bum|bottom|behind|backside)|(?:rubs?|presses?|grinds?) (?:himself|his "
        r"crotch|his groin|his erection) (?:against|on|into) (?:her|him)|(?:touches?|strokes?|"
        r"paws?|rubs?) (?:her|his) (?:thigh|leg|breast|chest|crotch|knee) (?:\w+ ){0,6}?(?:she|"
        r"he) (?:freezes|flinches|stiffens|recoils|pulls away|pushes|tries to|squirms))",
        STRONG,
        **{SEXUAL_VIOLENCE: MODERATE},
    ),
    r(
        r"(?:(?:tries|attempts|trying|attempting) to (?:rape|force himself)|forced himself|"
        r"has (?:his|her) way with (?:her|him)|forces? (?:her|him) to (?:have sex|undress|strip|"
        r"kneel|touch|perform)|non-?consensual|unwanted (?:touching|sexual|advances)|"
        r"touch(?:es|ing) (?:her|him) (?:inappropriately|up)\b|(?:rubs?|rubbing|presses?|"
        r"pressing) (?:his|her) (?:erection|crotch|groin) (?:against|into|on) (?:her|him))",
        STRONG,
        **{SEXUAL_VIOLENCE: MODERATE},
    ),
    r(
        r"(?:pins?|pinning|pinned) (?:her|him|" + NAME + r") (?:down|to the (?:bed|floor|"
        r"mattress|ground)|against the (?:wall|door|bed))",
        **{VIOLENCE: MILD},
    ),
]

# A hit inside a longer hit of these categories adds nothing: "stabs himself" is self-harm.
SUPERSEDES: dict[str, frozenset[str]] = {
    SELF_HARM: frozenset({VIOLENCE}),
    SEXUAL_VIOLENCE: frozenset({INTIMACY, SEX, VIOLENCE}),
    ABUSE: frozenset({VIOLENCE}),
}

# Innocent phrases with no signals: the longest match at a position, they silence the rules
# that would start there ('cuts herself a slice') and every hit inside them ('comic strip').
GUARDS: list[Rule] = [
    *nudity.GUARDS,
    *sex.GUARDS,
    *self_harm.GUARDS,
    *substance.GUARDS,
    *violence.GUARDS,
]

# Order breaks ties between matches of the same length: guards first, and self-harm before
# violence ('shoots himself' is self-harm, not an attack), abuse phrases before violence ('beats
# the boy with his belt' is abuse as well).
RULES: list[Rule] = [
    *GUARDS,
    *NUDITY_RULES,
    *WIDER_NUDITY_RULES,
    *nudity.RULES,
    *SEX_RULES,
    *WIDER_SEX_RULES,
    *sex.RULES,
    *INTIMACY_RULES,
    *intimacy.RULES,
    *SEXUAL_VIOLENCE_RULES,
    *WIDER_SEXUAL_VIOLENCE_RULES,
    *sexual_violence.RULES,
    *SELF_HARM_RULES,
    *WIDER_SELF_HARM_RULES,
    *self_harm.RULES,
    *abuse.RULES,
    *VIOLENCE_RULES,
    *WIDER_VIOLENCE_RULES,
    *violence.RULES,
    *ABUSE_RULES,
    *WIDER_ABUSE_RULES,
    *SUBSTANCE_RULES,
    *WIDER_SUBSTANCE_RULES,
    *substance.RULES,
]


FLAGS = re.IGNORECASE

# Cues read only in the clause before a hit: it did not happen.
NEGATION = compile_cached(
    r"\b(?:not|never|no|nobody|none|neither|nor|without|instead of|rather than|almost|nearly|"
    r"refuses? to|refusing to|declines? to|fails? to|avoids?|avoiding|resists?(?: the urge to)?|"
    r"pretends? to|pretending to|stops? (?:himself|herself|themselves) from|"
    r"can'?t bring (?:himself|herself) to|no one|nothing|(?:inches|an inch|half-inch|moments?|"
    r"seconds?) (?:away )?from)\b|n't\b",
    FLAGS,
)
# "never stops kissing": the negation is of stopping, not of the kiss.
NEGATED_STOP = compile_cached(r"\b(?:stops?|stopping|ceases?|quits?)\b", FLAGS)

# Cues anywhere in the sentence: the event is remembered, imagined, elsewhere or on a screen.
ELSEWHERE = compile_cached(
    r"\b(?:remembers?|remembering|recalls?|recalling|memories of|memory of|reminisc\w+|"
    r"thinks? (?:about|of|back)|dreams? (?:about|of)|fantasi[sz]\w+ (?:about|of)|imagines?|"
    r"used to|last (?:night|week|month|year|time)|years (?:ago|earlier|before)|long ago|"
    r"photos?|photographs?|pictures?|paintings?|posters?|drawings?|magazines?|newspapers?|"
    r"headlines?|articles?|news(?:paper)? (?:report|footage|story)|on (?:the )?(?:tv|television|"
    r"screen|news|radio|monitor|computer|laptop|phone)|(?:tv|television|movie|film) (?:screen|"
    r"shows?|footage)|reads? (?:about|aloud|from)|the story of|story about|talks? about|"
    r"tells? (?:\w+ )?(?:about|of)|describes?|describing|explains?|wants? to|wishes|would|could|"
    r"(?<!all his )(?<!all her )(?<!all their )(?<!all my )(?<!the )might|"
    r"hopes? to|probably|presumably|rumou?rs?|threatens? to|if|convinced|believes?|"
    r"fears? (?:that|he|she)|"
    r"as if|as though|looks like|appears to have|has been|had been|hotline|leaflets?|"
    r"pamphlets?|brochures?|signs? (?:reads|says))\b",
    FLAGS,
)

# A clause ends at punctuation or at a conjunction that starts a new event.
CLAUSE_BOUNDARY = compile_cached(
    r"[,;:()!?]|\s[-\u2014\u2013]+\s|\u2014|--|\b(?:and|but|as|while|when|whilst|then|until|"
    r"because|so|before|after|who|which|where|though|although)\b",
    FLAGS,
)

# Severity modifiers per category, read in the sentence of a hit.
SOFTER = {
    NUDITY: compile_cached(
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
    VIOLENCE: compile_cached(
        r"\b(?:playful\w*|mock|pretend\w*|gently|lightly|harmless\w*)\b", FLAGS
    ),
    SUBSTANCE: compile_cached(r"\b(?:a little|slightly|a bit|mildly|tipsy)\b", FLAGS),
}
HARDER = {
    SEXUAL_VIOLENCE: compile_cached(
        r"\b(?:pins?|pinned|pinning|forces?|forcing|holds? (?:her|him) down|tears? (?:at )?"
        r"(?:her|his) (?:clothes|shirt|blouse|underwear|dress)|attempted|tries to rape)\b",
        FLAGS,
    ),
    NUDITY: compile_cached(
        r"\b(?:full(?:y)?[- ]frontal|everything|genitals|penis|vagina|pubic|from the front)\b",
        FLAGS,
    ),
    SEX: compile_cached(
        r"\b(?:graphic|explicit|hard|violent|rough|frantic|we see everything)\b", FLAGS
    ),
    INTIMACY: compile_cached(
        r"\b(?:naked|nude|bare|undress\w*|in bed|under the (?:covers|sheets)|skin|breasts?|"
        r"thighs?|bra|unhooks?|unzips?|unbuttons?)\b",
        FLAGS,
    ),
    VIOLENCE: compile_cached(
        r"\b(?:to death|brutal\w*|savage\w*|repeatedly|again and again|over and over|"
        r"blood (?:everywhere|sprays|spurts|gushes)|gore|mangled|mutilated)\b",
        FLAGS,
    ),
    ABUSE: compile_cached(
        r"\b(?:brutal\w*|savage\w*|repeatedly|to death|bloody|bleeding)\b", FLAGS
    ),
    SUBSTANCE: compile_cached(
        r"\b(?:passes? out|vomits?|unconscious|blind|stumbling|paralytic)\b", FLAGS
    ),
}

# Sexual coercion turns an intimate act into sexual violence.
COERCION = compile_cached(
    r"\b(?:against (?:her|his|their) will|without (?:her|his|their) consent|struggles?|anyway|"
    r"despite (?:her|his) (?:protests?|struggles?|cries)|recoils|squirms|tries to scream|"
    r"struggling|tries to (?:push|pull|fight) (?:him|her) (?:away|off)|tries to (?:pull|get|break) "
    r"(?:away|free)|"
    r"pushes (?:him|her) (?:away|off)|pins (?:her|him) (?:down|against|to)|holds (?:her|him) down|"
    r"hand over (?:her|his) mouth|(?:muzzles|gags|smothers) (?:her|him)|forces? (?:her|him)|"
    r"forcing (?:her|him)|unwanted|"
    r"she (?:screams|cries out|begs him to stop)|begs (?:him|her) to stop|stop it|no, no|"
    r"(?:says|said|saying|whispers|cries|pleads) (?:\"|')?no\b|please,? (?:no|stop|don't)|"
    r"get off (?:me|her|him)|(?:fights?|fighting|kicks?|claws?|hits?|shoves?|pushes) (?:at )?"
    r"(?:him|her) (?:off|away)|fights (?:him|her)\b|(?:she|he) (?:freezes|stiffens|goes rigid|goes "
    r"limp|whimpers|sobs|flinches)|keeps going|doesn't stop|does not stop|ignores (?:her|his) "
    r"(?:protests?|pleas?|cries)|(?:passed out|unconscious|out cold|semi-conscious|barely "
    r"conscious|drugged|comatose)|tries to (?:scream|get away|pull away|crawl away|push him off)|"
    r"pushes (?:his|her) hands? away)\b|\b(?:no|stop|don't)!",
    FLAGS,
)

# Violence with these in its sentence is sexual violence: a beating with clothes torn off.
SEXUAL_CONTEXT = compile_cached(
    r"\b(?:(?:tears?|rips?|tearing|ripping|yanks?|yanking|pulls?|pulling) (?:at |down |off |up )?"
    r"(?:her|his) (?:underwear|panties|knickers|skirt|bra|nightgown|pants|trousers|jeans)|"
    r"(?:her|his) (?:underwear|panties|knickers|pants|trousers|jeans) (?:down|around (?:her|his) "
    r"ankles|off)|unbuckl\w+ his belt|unzips? his (?:fly|pants|trousers|jeans)|(?:forces|pries|"
    r"spreads|pushes) (?:her|his) legs apart|on top of her|bends (?:her|him) over|rape\w*|"
    r"(?:hikes?|pushes|pulls?|lifts?|yanks?) (?:up )?(?:her|his) (?:skirt|dress|nightgown|nightie)"
    r"|(?:her|his) (?:skirt|dress|nightgown) (?:up|hiked)|between her (?:legs|thighs)|"
    r"grop\w+|fondl\w+|molest\w*)\b",
    FLAGS,
)

# Violence between family or partners is also abuse.
FAMILY_VIOLENCE = compile_cached(
    r"\b(?:(?:his|her|their) (?:" + KIN + r")|(?:father|mother|dad|daddy|mom|mommy|mum|mummy|"
    r"pop|pa|ma|stepfather|stepmother|husband|wife|boyfriend|parent)s?\b(?: \w+){0,2} "
    r"(?:slaps|hits|beats|punches|kicks|shoves|chokes|strikes|whips|hurts|smacks|backhands|"
    r"grabs|throws|slams|drags|pins|shakes))\b",
    FLAGS,
)

# Said anywhere in a scene, a limb cut off to survive or treat: a blade drawn across one's own
# arm there is surgery or escape, not self-harm ('127 Hours').
AMPUTATION = compile_cached(
    r"\b(?:amputat\w*|cut (?:it|the (?:arm|hand|leg|foot)|(?:his|her|my|your) (?:own )?(?:arm|"
    r"hand|leg|foot)) off|(?:saws?|sawing|cuts?|cutting|hacks?|hacking) through (?:the )?bone)\b",
    FLAGS,
)

# The setting or aftermath that makes intimacy into implied sex.
BED_OR_AFTER = compile_cached(
    r"\b(?:(?:falls?|falling|fall|tumbles?|collapses?|pulls?|pulling|drags?|pushes?|lowers?|"
    r"carries|carry|lays?|leads?) (?:\w+ ){0,3}?(?:onto|on to|into|across|toward|towards|to) "
    r"(?:the |his |her |a )?bed|(?:tear|tears|tearing|rip|rips|ripping) (?:off )?(?:each other's|"
    r"their) clothes|undress (?:each other|one another)|clothes (?:fly|come off|hit the floor))\b",
    FLAGS,
)
# Said anywhere in a scene, the weak signs of nudity (a bath, a shower) are not nudity.
CLOTHED = compile_cached(
    r"\b(?:fully (?:clothed|dressed)|still (?:wearing|dressed|clothed|in (?:his|her|their) "
    r"(?:clothes|pajamas|pyjamas|nightgown|nightdress|suit|uniform|dress))|in (?:his|her|their) "
    r"(?:pajamas|pyjamas|swimsuits?|bathing suits?|swim(?:ming)? trunks|bikinis?|wetsuits?|"
    r"clothes)|(?:clothes|pajamas|pyjamas) on|without water|(?:an |the )?(?:empty|dry) "
    r"(?:tub|bath|bathtub))\b",
    FLAGS,
)
AFTERMATH = compile_cached(
    r"\b(?:later|afterwards?|post-?coital|afterglow|catch(?:es|ing)? (?:their|his|her) breath|"
    r"sweaty|spent|naked|nude|(?:lie|lies|lying|lay) (?:together|entwined)|clothes (?:are )?"
    r"(?:scattered|strewn))\b",
    FLAGS,
)
# Present in the aftermath: two people naked together in bed is implied sex.
NAKED_TOGETHER = compile_cached(
    r"\b(?:naked|nude)\b.{0,60}\b(?:in bed|under (?:a|the) (?:\w+ ){0,2}(?:sheets?|covers|duvet|"
    r"blanket)|together|beside (?:him|her)|next to (?:him|her)|in (?:his|her) arms|tangled)\b|"
    r"\b(?:in bed|under (?:a|the) (?:\w+ ){0,2}(?:sheets?|covers|duvet|blanket)|together|"
    r"tangled)\b.{0,60}\b(?:naked|nude)\b",
    FLAGS,
)

# A character name that signals an unnamed minor: KID, LITTLE GIRL, TEENAGE BOY, SCHOOLGIRL.
# A child in the action without a name: 'a BABY cries', 'two little girls', 'the kids'.
UNNAMED_CHILD = compile_cached(
    r"\b(?:a|an|the|two|three|four|five|several|some|his|her|their|its|my|our|your|"
    r"other|more|few|of|with|and) (?:\w+ ){0,2}?(?P<child>babies|baby|infants?|toddlers?|"
    r"little (?:girls?|boys?|kids?|ones)|young (?:girls?|boys?|children)|child|children|kids|"
    r"schoolgirls?|schoolboys?|schoolchildren|teenagers|teens|pupils|(?:\d{1,2}|one|two|three|"
    r"four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|"
    r"seventeen)[- ]years?[- ]old (?:girls?|boys?|kids?|sons?|daughters?))\b"
    r"(?! (?:seat|seats|safety|care|support|services|actor|actress|proof|lock|locks|"
    r"monitor|monitors|shower|food|formula|powder|oil|wipes|clothes|photos?|pictures?))",
    FLAGS,
)

MINOR_NAME = compile_cached(
    r"^(?:THE )?(?:(?:LITTLE|YOUNG|SMALL|TEENAGE|SCHOOL) )?(?:KIDS?|CHILD|CHILDREN|TEENS?|"
    r"TEENAGERS?|SCHOOLBOYS?|SCHOOLGIRLS?|BABY|TODDLER|INFANT|PUPILS?)(?: ?#? ?\d+| ONE| TWO)?$|"
    r"^(?:THE )?(?:LITTLE|YOUNG|SMALL|TEENAGE) (?:BOY|GIRL)S?(?: ?#? ?\d+| ONE| TWO)?$"
)
