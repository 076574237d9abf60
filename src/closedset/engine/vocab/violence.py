# mypy: disable-error-code="arg-type"
"""Violence beyond the core verbs: objects brought down on heads, bones broken, guns trained.

The guards keep the innocent senses out: a camera shot, a shot of whiskey, executing a
manoeuvre, shooting a scene.
"""

from __future__ import annotations

from ..model import MILD, MODERATE, SEVERE, VIOLENCE
from .base import BEAT, NAME, PERSON_OBJ, POSS, STRONG, WEAK, r

_OBJECT = (
    r"(?:bottle|chair|vase|lamp|pipe|bat|baseball bat|brick|rock|stone|stool|plate|glass|club|"
    r"hammer|pot|pan|frying pan|tray|board|plank|crowbar|tire iron|wrench|spanner|shovel|"
    r"spade|rifle butt|gun butt|butt of (?:the|his|her) (?:gun|rifle|pistol)|golf club|"
    r"ashtray|paperweight|statue|trophy|skillet|bar stool|cane|stick|branch|log|fire "
    r"extinguisher|helmet|phone|telephone|skateboard|chain|lock|padlock)"
)
_OWNER = r"(?:" + POSS + r"|(?:the |a |an )?[\w-]+'s|[\w-]+s')"
_SKULL = r"(?:head|face|skull|nose|jaw|back|neck|temple|shoulders?|knees?|legs?|ribs|spine)"

RULES = [
    r(
        r"(?:cracks?|cracking|breaks?|breaking|smashes|smashing|slams?|slamming|brings?|"
        r"bringing|swings?|swinging|crashes|crashing|bashes|bashing|wallops?) (?:\w+ ){0,2}?"
        r"(?:a |the |his |her |their )?(?:\w+ )?" + _OBJECT + r" (?:\w+ ){0,2}?(?:over|on|"
        r"across|into|against|at|down on|down onto) " + _OWNER + r" " + _SKULL,
        **{VIOLENCE: MODERATE},
    ),
    r(
        r"(?:breaks?|breaking|snaps?|snapping|shatters?|shattering|crushes|crushing|fractures?|"
        r"fracturing|dislocates?|dislocating|stamps? on|stomps? on) " + _OWNER + r" (?:\w+ )?"
        r"(?:arm|leg|wrist|nose|jaw|fingers?|ribs?|hand|knee|kneecap|skull|collarbone|"
        r"cheekbone|ankle|elbow|shoulder|windpipe|larynx|teeth)",
        **{VIOLENCE: MODERATE},
    ),
    r(
        r"(?:(?:hit|struck|wounded|felled|caught|winged) (?:in the \w+ )?by (?:a |the |another "
        r"|stray |a stray )?(?:bullet|round|rubber bullet|dart|arrow|bolt|brick|rock|stone|"
        r"bottle|bat|club|pipe|shell|shotgun blast|blast)|(?:bat|fist|club|pipe|crowbar|hammer|"
        r"boot|foot|knee|elbow|blow|punch|kick|headbutt|bottle|brick|rock|butt of the \w+) "
        r"(?:\w+ )?(?:connects|lands|smashes|cracks|crunches|thuds) (?:with|into|against|on) "
        r"(?:his|her|their|the|" + NAME + r"'s)\b)",
        **{VIOLENCE: MODERATE},
    ),
    r(
        r"(?:hurls?|hurling|throws?|throwing|flings?|flinging|lobs?|lobbing|chucks?|chucking|"
        r"pelts?|pelting|launches?) (?:a |the |another |his |her |their |some )?(?:\w+ )?"
        r"(?:brick|rock|stone|bottle|chair|knife|spear|axe|hammer|molotov\w*|petrol bomb|"
        r"grenade|firework|rocket|roman candle|bike|bicycle|stool|brick|can|pipe bomb|"
        r"fire ?bomb)s? (?:\w+ ){0,2}?(?:at|into) (?:" + PERSON_OBJ + r")",
        **{VIOLENCE: MILD},
    ),
    r(
        r"(?:trains?|training|aims?|aiming|levels?|levell?ing|points?|pointing|turns?) "
        r"(?:a |the |his |her |their |two |several |six )?(?:\w+ )?(?:guns?|pistols?|rifles?|"
        r"weapons?|shotguns?|revolvers?|crossbows?|bows?|tasers?|firearms|machine ?guns?) "
        r"(?:\w+ ){0,2}?(?:on|at|toward|towards) (?:" + PERSON_OBJ + r")",
        **{VIOLENCE: MILD},
    ),
    r(
        r"(?:(?:runs?|running|ran) (?:" + PERSON_OBJ + r") over|(?:runs?|running|ran) over "
        r"(?:" + PERSON_OBJ + r")|knees? (?:" + PERSON_OBJ + r") in the (?:groin|balls|crotch|"
        r"stomach|gut|face|ribs|nuts)|(?:kicks?|kicking|kicked|knees?|kneeing|kneed) (?:\w+ )?"
        r"(?:him|her|them|" + NAME + r") (?:\w+ )?in the (?:groin|balls|crotch|nuts|ribs|"
        r"stomach|gut|face|head|teeth|back|chest|kidneys))",
        **{VIOLENCE: MODERATE},
    ),
    r(
        r"(?:(?:slits?|slitting|cuts?|cutting|slashes|slashing) " + _OWNER + r" (?:throat|wrists?)|"
        r"(?:snaps?|snapping|breaks?|breaking|twists?|twisting) " + _OWNER + r" neck|puts? (?:a |"
        r"another |two |three )?bullets? (?:\w+ )?(?:in|into|through) (?:" + _OWNER + r" \w+|him|"
        r"her|them|" + NAME + r")|bites? (?:off|into|through) " + _OWNER + r" (?:ear|nose|finger|"
        r"lip|hand|arm|neck|throat|face|cheek)|(?:cuts?|cutting|slices?|slicing|severs?|"
        r"severing|tears?|tearing|rips?|ripping|saws?|sawing|hacks?|hacking) (?:\w+ ){0,3}?"
        r"(?:the |his |her |its |a )?(?:\w+ )?(?:tendons?|nerves?|arteries|artery|sinews?|"
        r"ligaments?)\b|(?:tears?|tearing|rips?|ripping|peels?|peeling|flays?|flaying|strips?|"
        r"stripping) (?:away )?(?:the |his |her )?(?:skin|flesh) (?:from|off)|(?:bloody|bleeding|"
        r"raw|wrapped|bandaged|severed|mangled|cauteri[sz]ed|oozing|gory) stumps?|"
        r"(?:drowns?|drowning|drowned) (?:" + PERSON_OBJ + r"))",
        STRONG,
        **{VIOLENCE: SEVERE},
    ),
    r(
        r"(?:(?:rams?|ramming|drives?|driving|drove|smashes|smashing|slams?|slamming|buries|"
        r"burying|sinks?|sinking|plants?|planting|jams?|jamming) (?:his|her|their|a) (?:knee|"
        r"fist|elbow|boot|foot|forehead|head|heel|shoulder|knuckles) (?:\w+ ){0,2}?(?:into|"
        r"against|in) (?:" + _OWNER + r" \w+|him|her|them|" + NAME + r")|(?:rakes?|raking|"
        r"scratches|scratching|claws?|clawing) (?:her|his|its) (?:nails|fingernails|claws) "
        r"(?:\w+ ){0,2}?(?:across|down|into) " + _OWNER + r" (?:face|cheek|neck|eyes|arm|back|"
        r"chest)|(?:slugs?|slugged|slugging|cold-?cocks?|sucker[- ]punch\w*|floors|floored|"
        r"flattens|flattened|gang(?:s|ed)? up on) (?:" + PERSON_OBJ + r")|lays? (?:him|her|them) "
        r"out|jump (?:him|her|them)\b|(?:gets?|got|getting|is|was|been) jumped\b|"
        + BEAT
        + r" (?:him|her|them|"
        + NAME
        + r")(?= ?[.,;!]| (?:again|hard|badly|until|till|"
        r"unconscious|half to death|within an inch|black and blue|to a pulp|bloody|viciously|"
        r"savagely|mercilessly|repeatedly|with)\b)|(?:shots?|gunshots?|gunfire|screams and "
        r"shots) (?:are |is )?heard|(?:sounds?|noises?) of (?:a struggle|fighting|gunfire|"
        r"shots|a fight|blows|a beating)|shot (?:\w+ )?(?:in|through) the (?:head|chest|leg|arm|"
        r"back|stomach|gut|shoulder|neck|face|heart|knee|foot|hand|side|thigh|eye))",
        **{VIOLENCE: MODERATE},
    ),
    r(
        r"(?:(?:springs?|springing|sprang|lunges?|lunging|lunged|leaps?|leaping|leapt|pounces?|"
        r"pouncing|pounced|dives?|diving|charges?|charging|charged|swipes?|swiping|swiped|"
        r"snaps?|snapping|lashes? out|lashing out) at (?:"
        + PERSON_OBJ
        + r")|(?:guns?|weapons?|rifles?|pistols?|shotguns?|tasers?) (?:\w+ )?(?:trained|aimed|"
        r"pointed|levell?ed) (?:\w+ )?(?:on|at) |manhandl\w+|roughs? (?:him|her|them|"
        + NAME
        + r") up|roughed up)",
        **{VIOLENCE: MILD},
    ),
    r(
        r"shot\b(?! (?:glass|of|list|down|at)\b)",
        only_after=r"\b(?:he|she|they|it|who)(?:'s|'re) (?:\w+ )?$",
        **{VIOLENCE: MODERATE},
    ),
    r(
        r"(?:body of (?:a|an|the) (?:\w+ ){0,2}?"
        r"(?:man|woman|girl|boy|child|kid|teenager|stranger|soldier|officer|victim|guard|cop)|"
        r"bodies (?:everywhere|all around|on the (?:floor|ground|street))|"
        r"(?:corpse|body) (?:\w+ )?(?:face down|face-down|floating|sprawled|slumped))",
        WEAK,
        **{VIOLENCE: MODERATE},
    ),
    # Blows in pairs and by where they land, and what a killing leaves behind.
    r(
        r"(?:(?:punches|kicks|hits|slaps|beats|stabs|headbutts|elbows) and (?:punches|kicks|"
        r"hits|slaps|beats|stabs|stamps on|headbutts|stomps)|(?:a |one |another )?(?:\w+ )?"
        r"(?:punch|blow|kick|elbow|knee) (?:in|to|into) (?:the|his|her|their) (?:stomach|face|"
        r"gut|jaw|mouth|nose|ribs|head|chest|kidneys|belly|groin|throat)|backhands? (?:him|"
        r"her|them|" + NAME + r")|strikes? (?:him|her|them|" + NAME + r") (?:\w+ )?with (?:the|"
        r"a|his|her)|(?:sprayed|spattered|splattered|splashed) with blood|blood (?:sprays|"
        r"splatters|spatters))",
        **{VIOLENCE: MODERATE},
    ),
    # A blow named by where it lands, and beating on someone.
    r(
        r"(?:(?:strikes?|hits?|punches|slaps?|smacks?|kicks?|backhands?|whacks?|clubs?|beats?)"
        r" (?:him|her|them|" + NAME + r") (?:\w+ ){0,3}?(?:across|in|on) (?:the|his|her|their) "
        r"(?:face|head|jaw|mouth|nose|stomach|gut|chest|back|ribs|temple|skull)|(?:beats?|"
        r"beating) on (?:him|her|them|" + NAME + r")\b)",
        **{VIOLENCE: MODERATE},
    ),
    # Whipping, lynching, a corpse by that word; grabbed by the collar, slammed into a wall,
    # things thrown at someone, shoved aside (lexicon.py has the other shoves).
    r(
        r"(?:(?:whips?|whipping|whipped|flogs?|flogging|flogged|lashes|lashing) (?:him|her|"
        r"them|" + NAME + r"|the (?:\w+ )?(?:slaves?|pickers|men|women|boys?|girls?|prisoners?|"
        r"workers?))\b|a lash (?:\w+ ){0,2}?(?:bears down|lands|falls|cracks) on|delivers? a "
        r"whipping|gives? (?:him|her|them) a whipping|lynched|lynching|(?:the|a|his|her|"
        r"their|" + NAME + r"'s) (?:\w+ )?corpses?\b|slams? (?:him|her|them|" + NAME + r") "
        r"(?:\w+ )?(?:against|into|onto) (?:the|a) (?:wall|door|floor|car|table|locker|"
        r"ground|bar|counter))",
        **{VIOLENCE: MODERATE},
    ),
    r(
        r"(?:(?:grabs?|grabbing|seizes?|seizing) (?:him|her|them|" + NAME + r") by the (?:shirt ?"
        r"front|shirt|collar|lapels|throat|hair|neck|scruff)|throws? (?:a|the|his|her) (?:\w+ )"
        r"{0,2}?(?:ashtray|picture|frame|glass|bottle|plate|vase|chair|lamp|book|television|"
        r"tv|rock|brick|stone|mug|cup) at (?:him|her|them|" + NAME + r")|shoves? (?:him|her|"
        r"them|" + NAME + r") (?:aside|to the)\b)",
        **{VIOLENCE: MILD},
    ),
]

GUARDS = [
    r(
        r"(?:executes? (?:a |an |the |his |her )?(?:\w+ )?(?:turn|move|maneuver|manoeuvre|"
        r"plan|order|orders|command|program|programme|script|trade|jump|dive|spin|flip|"
        r"pirouette|landing|routine|step|pass|kick|search|warrant|will|contract|deal|"
        r"transfer)s?\b|(?:shoots?|shooting|shot) (?:the |a |this |that |their |his |her )?"
        r"(?:scene|film|movie|footage|video|commercial|ad|episode|pilot|breeze|hoops?|pool|"
        r"craps|the breeze|baskets?|photos?|pictures?|portraits?|wedding|music video)\b|"
        r"(?:they|we|both) (?:\w+ )?(?:fight|fighting|argue|arguing|squabble|bicker) (?:over|"
        r"about) (?:the|a|who|what|whose|which|money)\b|attacks? (?:the|his|her|a|an) (?:\w+ )?"
        r"(?:food|steak|plate|meal|sandwich|burger|breakfast|dinner|lunch|problem|task|"
        r"paperwork|crossword|keyboard|piano|homework|work|project|essay|buffet|pile)|stabs? "
        r"(?:at )?(?:the|a|his|her) (?:straw|fork|needle|pen|pencil|finger|key|keys|buttons?|"
        r"remote|screen|map|page|document|paper|olive|potato|cherry|air)|dressed to kill|killer "
        r"(?:smile|heels|view|app|instinct|looks|legs|line|idea))"
    ),
    r(
        r"shots?\b",
        only_after=r"\b(?:over the shoulder|over-the-shoulder|wide|close|tracking|establishing|"
        r"reverse|two|insert|aerial|long|medium|master|crane|dolly|pov|low angle|high angle|"
        r"point of view|group|full|single|cutaway) $",
    ),
    r(
        r"(?:shots? of (?:whiskey|whisky|vodka|tequila|espresso|rum|gin|bourbon|scotch|brandy|"
        r"sambuca|jagermeister|liquor|adrenaline|morphine|penicillin|insulin|b12)|shot in the "
        r"arm\b)",
    ),
    # Everyday senses of violent words in real scripts: snapping fingers, a beat-up object,
    # fighting back tears, slapping a back in celebration, drowning out a sound.
    r(
        r"(?:snaps? (?:his|her|their|" + NAME + r"'s) fingers|beat[- ]up (?:old )?(?:\w+ )?"
        r"(?:car|truck|van|stand|chair|sofa|couch|suitcase|guitar|jacket|sneakers|shoes|"
        r"boots|hat|table|desk|piano|radio|tv|television|sign|pickup|station wagon|bike|"
        r"bicycle|light|lamp)|fight(?:s|ing)? back (?:the |a |his |her |their )?(?:\w+ )?"
        r"(?:tears|sobs|nausea|panic|urge|smile|laugh|fear|emotion|feelings?|flutter|bile|"
        r"yawn|exhaustion|sleep)|(?:slaps?|slapping|smacks?|smacking|pats?|patting) (?:him|"
        r"her|" + NAME + r") (?:\w+ )?on the (?:back|shoulder|ass|butt|arm|bottom|rear|"
        r"knee)|drowns? (?:her|him|them|it|everything|the \w+) out|kick(?:s|ed|ing)? (?:her|"
        r"him|them|you|me|us) out\b|(?:screaming|yelling) and kicking|kicking (?:her|his) "
        r"way through|draws? blood from (?:his|her|"
        + NAME
        + r"'s) arm|throws? (?:"
        + NAME
        + r"'s|his|her) (?:clothes|things|stuff|bag|coat|jacket|shoes|keys|belongings)|"
        r"kicks? (?:the |a |his |her )?(?:ball|football|soccer ball|can|dirt|stone|pebble|"
        r"rock|bucket|tyre|tire|covers|sheets|blanket|shoes|it against))",
    ),
]

# Blows and bodies as the tuning scripts put them: shaken violently, shoved onto a bed, a
# throat squeezed, an arm twisted, hanged by the neck, a body buried or dissolved, a body in a
# coffin, dropping dead, a fresh cut on a face, a blade pushed against a stomach.
_CORPSE = (
    r"(?:the |a |his |her |their |" + NAME + r"'s )(?:\w+ )?(?:dead |lifeless |uncovered )?body"
    r"(?! of (?:the|a|an|his|her|their|its|water|work|evidence|knowledge|text|christ)\b)"
)
RULES += [
    r(
        r"(?:(?:shakes|shook|shaking) (?:him|her|them|" + NAME + r") (?:violently|hard|roughly|"
        r"savagely|like a rag doll)|(?:shoves?|shoved|shoving|pushes|pushed) (?:him|her|them|"
        + NAME
        + r") (?:on ?to|onto|on|across|toward|towards|over) (?:the|a) (?:bed|floor|ground|"
        r"table|sofa|couch|desk|car|wall)|(?:twists?|twisting|wrenches|wrenching) (?:his|her|"
        r"their|" + NAME + r"'s) arm|(?:twists?|twisting) it (?:behind|up|back)|swings? (?:a |the |"
        r"his |her )?(?:\w+ )?(?:skillet|frying pan|bat|pipe|club|bottle|hammer|crowbar|"
        r"shovel|axe|machete|chair) (?:wildly )?(?:at|for) (?:him|her|them|" + NAME + r"|a head)"
        r"|(?:a |the )?(?:nasty|deep|bloody|fresh|open|gaping|long|livid) (?:cut|gash|"
        r"laceration|wound|welt) (?:on|across|above|below|in) (?:his|her|their|" + NAME + r"'s))",
        **{VIOLENCE: MILD},
    ),
    r(
        r"(?:(?:fights?|fighting) (?:\w+ )?(?:viciously|savagely|violently|furiously|"
        r"desperately|wildly) with|(?:fights?|fighting) (?:with|off) (?:his|her|their) "
        r"(?:captors|attackers|assailants|kidnappers|guards)|(?:squeezes?|squeezing|starts to "
        r"squeeze|crushes|crushing) (?:his|her|their|" + NAME + r"'s) (?:throat|neck|windpipe)|"
        r"(?:circles|grips|wraps (?:his|her) hands around) (?:his|her|their|" + NAME + r"'s) "
        r"neck (?:\w+ ){0,2}?(?:squeez\w+|chok\w+|tighten\w*)|(?:hands?|fingers) (?:tighten )?"
        r"around (?:his|her|their|" + NAME + r"'s) (?:throat|neck)|(?:knife|blade|gun|pistol|"
        r"barrel|razor) (?:is )?(?:pushed|pressed|held|jammed|shoved) (?:up )?(?:against|to|into) "
        r"(?:his|her|their|" + NAME + r"'s) (?:stomach|throat|neck|ribs|back|side|head|temple|"
        r"belly|chest|cheek)|(?:delivers?|delivering|gives?|giving) (?:\w+ )?(?:a )?(?:whipping|"
        r"beating|thrashing|lashing|hiding))",
        **{VIOLENCE: MODERATE},
    ),
    r(
        r"(?:hang(?:s|ing|ed)? by (?:the|his|her|their) necks?(?! of)|(?:bur(?:y|ies|ied|ying)|"
        r"dumps?|dumping|dumped|dissolv\w+|dispos\w+ of|drags?|dragging|dragged|wraps?|wrapping|"
        r"hides?|hiding|carries|carrying|prepares?|preparing|washes|washing|embalm\w*) "
        + _CORPSE
        + r"|(?:the |a |his |her |"
        + NAME
        + r"'s )(?:dead |lifeless |uncovered )?body "
        r"(?:of \w+ )?(?:is buried|is dumped|dissolves?|is carried|lies (?:dead|still|motionless|"
        r"lifeless|in a pool|in the morgue)|"
        r"is wheeled|is zipped)|(?:lies|lying|laid out) (?:\w+ )?in (?:a|an|the|his|her|"
        r"their) (?:open )?(?:coffin|casket)|(?:collapses|falls|drops|slumps|keels over)"
        r"(?:,? face-first| forward| backward)?,? dead\b(?! (?:asleep|tired|silent|still|quiet|"
        r"drunk|serious|centre|center|ahead|last|end|weight|heat|of night))|drops dead\b)",
        **{VIOLENCE: MODERATE},
    ),
]

# More everyday senses: a look shot at someone, a hand stabbed into the air, the camera
# whipping round, a beating heart, a playful slap, a ball or a keyboard hit, papers executed,
# a fight that was an argument, a blow in a simile.
GUARDS += [
    r(
        r"(?:(?:shoots?|shooting|fires?|firing|flashes|flashing|throws?|throwing) (?:him|her|"
        r"them|me|us|you|" + NAME + r") (?:a|an|one) (?:\w+ )?(?:look|glance|glare|grin|smile|"
        r"wink|frown|sneer|stare|scowl|nod)|(?:stabs?|stabbing|jabs?|jabbing|thrusts?|"
        r"thrusting|shoots?|shooting|punches|punching) (?:his|her|their|a) (?:hand|finger|fist|"
        r"arm)s? (?:up )?(?:into|in) the air|(?:camera|lens|pan|angle) (?:whips?|whipping)"
        r"(?: (?:over|around|round|back|across|to))?|(?:slaps?|slapping) (?:his|her|their) "
        r"(?:own )?(?:knee|thigh|forehead|desk|table|steering wheel)s?|"
        r"whips? (?:his|her|their) (?:head|hands?|arms?|body|hair) (?:around|round|over|back|"
        r"away)|whip-?pans?|(?:the )?beating of (?:his|her|my|their|a) (?:\w+ )?heart)",
    ),
    r(
        r"(?:(?:playfully|jokingly|teasingly|affectionately|play fully|mock) ?(?:slaps?|"
        r"punches|punch|whacks?|hits?|smacks?|shoves?|pushes|kicks?|swats?|jabs?|cuffs?|"
        r"nudges?) (?:him|her|them|" + NAME + r")?(?: (?:\w+ ){0,3}?(?:across|on|in) the (?:\w+ )?"
        r"(?:back|arm|shoulder|chest|head|knee))?|(?:slaps?|punches|whacks?|hits?|smacks?|"
        r"shoves?|pushes|kicks?|swats?|jabs?) (?:him|her|them|" + NAME + r") (?:\w+ ){0,2}?"
        r"(?:playfully|jokingly|teasingly|affectionately)(?: (?:on|in|across) the (?:arm|"
        r"shoulder|chest|back))?|(?:slaps?|slapping) (?:\w+ ){1,3}?on the (?:shoulder|back))",
    ),
    r(
        r"(?:(?:punches|punching|kicks?|kicking|hits?|hitting|bashes|bashing|smacks?|smacking|"
        r"whacks?|whacking|pounds?|pounding) (?:the|a|an|his|her|their) (?:\w+ )?(?:ball|"
        r"football|computer|keyboard|keys|buttons?|steering wheel|dashboard|pillow|punching "
        r"bag|horn|brakes|accelerator|remote|snooze|typewriter|calculator|jukebox)|hits? "
        r"(?:\w+ ){0,4}?with a (?:salvo|barrage|volley|stream|torrent|string|flurry|series) of|"
        r"(?:papers?|documents?|contracts?|orders?|plans?|wills?|deeds?|warrants?|trades?) "
        r"(?:\w+ ){0,2}?(?:being |were |was |is |are |been )?executed|(?:had|have|has|having) "
        r"(?:a|this|that|another) (?:\w+ )?(?:fight|row|argument)|like (?:a|an|someone|somebody)"
        r" (?:[\w'-]+ ){0,4}?(?:hit|struck|run over) by (?:a|an) \w+|hits? (?:him|her|them) like "
        r"(?:a|an) (?:\w+ )?(?:tsunami|wave|truck|train|freight train|ton of bricks|bus|"
        r"hammer|slap)|(?:what|all that) remains? of|(?:the )?remains of (?:the |his |her |their )?"
        r"(?:previous|yesterday|last|old|former|day|night|party|feast|procession)|(?:door|gate) "
        r"(?:\w+ ){0,4}?(?:is |was |gets )?kicked (?:open|in|down)|kicks? (?:the |a )?"
        r"(?:door|gate) (?:open|in|down)|(?:does|doing|practi[cs]es|practi[cs]ing) (?:a |some |"
        r"his |her )?(?:\w+ )?(?:karate|kung fu|martial arts?) (?:kicks?|moves?|chops?))",
    ),
]
