# mypy: disable-error-code="arg-type"
"""Substance use beyond the core words: dope sickness, solvents, the whole bottle, 'I'm high'.

A social drink, a toast or a cigarette stays out; the guards keep prison slang ('back in the
joint') out of cannabis.
"""

from __future__ import annotations

from ..model import MILD, MODERATE, SEVERE, SUBSTANCE
from .base import STRONG, WEAK, r

RULES = [
    r(
        r"(?:dope ?sick|dopesick|junk ?sick|jonesing|needs? (?:a|his|her) fix|the sweats and "
        r"(?:the )?shakes|(?:shaking|sweating|shivering|vomiting),? (?:\w+ ){0,3}?(?:in|from) "
        r"withdrawal|withdrawal (?:cramps|sweats|tremors|fever))",
        STRONG,
        **{SUBSTANCE: SEVERE},
    ),
    r(
        r"(?:(?:drops?|dropping|dropped) (?:some |a tab of |tabs of )?(?:acid|lsd)|"
        r"(?:sniffs?|sniffing|huffs?|huffing|inhales?|inhaling|bags?|bagging) (?:\w+ ){0,2}?"
        r"(?:glue|paint|gas|gasoline|petrol|solvents?|aerosol|poppers|nitrous|whippets?|lighter "
        r"fluid|spray paint)|(?:eats?|eating|ate|takes?|taking|took|munch\w*) (?:\w+ ){0,2}?"
        r"(?:magic )?mushrooms|(?:tripping|trips?|tripped) (?:on|out on) (?:acid|lsd|shrooms|"
        r"mushrooms|ecstasy|molly|something)|speedballs?|smack ?heads?|junkies?|drug addicts?|"
        r"crack ?whores?|crack ?heads?)",
        STRONG,
        **{SUBSTANCE: MODERATE},
    ),
    r(
        r"(?:(?:downs?|downing|drains?|draining|finishes|finishing|polishes off|empties|"
        r"emptying|chugs?|chugging|guzzles?|guzzling|swigs?|swigging|necks?|necking) (?:\w+ )?"
        r"(?:the |a |half (?:the |a )?|most of the |what's left of the )?(?:whole |entire |"
        r"rest of the |full )?bottle of (?:\w+ )?(?:whiskey|whisky|vodka|gin|rum|bourbon|scotch|"
        r"tequila|wine|brandy|booze|liquor|cognac|schnapps|moonshine|champagne)|"
        r"(?:drunk|drinking|drinks|gets? drunk|getting drunk) on (?:cheap |stolen |his |her "
        r")?(?:\w+ )?(?:wine|beer|vodka|whiskey|whisky|gin|rum|cider|booze|liquor|moonshine|"
        r"bourbon|scotch|tequila|champagne))",
        **{SUBSTANCE: MODERATE},
    ),
    r(
        r"(?:high|drunk|stoned|wasted|hammered|trashed|baked|fucked up|off my face|off my head|"
        r"smashed|tipsy)(?= ?[.,;!?\u2014-]| (?:right now|for this|man|mate|bruv|again|already|"
        r"as fuck|as hell|to|off)\b)",
        only_after=r"\b(?:i'?m|i am|you'?re|you are|we'?re|we are|he'?s|she'?s) (?:so |too |"
        r"really |fucking |totally |completely |well |pretty |a bit |a little |kinda |just )?$",
        in_speech=True,
        **{SUBSTANCE: MILD},
    ),
    # How real scripts show drug use: the ritual (cooking up, finding a vein) and the state
    # after (lying drugged, narcotized), more often than the drug's name.
    r(
        r"(?:(?:is|are|was|were|been|starts?|starting|begins?|preparing|prepares|about|going) "
        r"(?:to )?shoot(?:ing)? up|(?:cooks?|cooking|cooked) up(?= ?[.,;!]| (?:a |another |his |"
        r"her |some |the )?(?:hit|fix|shot|heroin|smack|dope|junk|gear)\b| (?:in|on) (?:the|a)\b)|"
        r"heats? (?:the |a )?(?:spoon|foil)|spoon (?:\w+ ){0,3}?(?:over|above) (?:a |the )?"
        r"(?:lighter|flame|candle)|injects? (?:himself|herself|themselves|the heroin|heroin|"
        r"the drug|the (?:\w+ )?dose)|(?:finds?|taps? up|hunts? for|searches for|slaps? up) "
        r"(?:a |the )?vein|(?:into|in) (?:a|the|his|her|their) vein|(?:a|the) (?:final |last )?"
        r"(?:hit|fix) of (?:heroin|smack|junk|dope))",
        STRONG,
        **{SUBSTANCE: MODERATE},
    ),
    r(
        r"(?:(?:lies?|lying|lay|sits?|sitting|slumped|slumps?|sprawled|sprawls?),? (?:\w+,? ){0,6}?"
        r"(?:drugged|stoned|narcoti[sz]ed|doped|zonked|wasted)|(?:drugged|doped) (?:up|out)|"
        r"drugged-up|narcoti[sz]ed|on the nod|zonked(?: out)?|drugged (?:forms|bodies|figures)|"
        r"(?:swallows?|swallowing|gulps? down|dry-swallows?) (?:a |some |several |a few |two |"
        r"three |four |five |a couple of |more |the |his |her )?(?:\w+ )?(?:pills|tablets|"
        r"capsules|valium|downers|uppers|quaaludes|barbiturates)|(?:dabs?|dabbing) (?:at |some )?"
        r"(?:the )?(?:amphetamine|speed|sulph|powder)|takes? a dab|amphetamines?)",
        **{SUBSTANCE: MODERATE},
    ),
    # Cocaine as parties write it: doing some, laid out in lines, a pile on the table.
    r(
        r"(?:(?:do|does|doing|did|done) (?:some |more |a little |the |a bump of |a line of |"
        r"lines of |a few lines of )?(?:coke|cocaine|crystal|blow|meth|crank|smack|heroin|"
        r"drugs|dope)\b(?! (?:can|cans|bottle|bottles|machine|float|zero)\b)|(?:pile|table|bowl|"
        r"mirror|plate|mound|gram|eight-ball|baggie|vial|line|lines|bump) of (?:coke|cocaine|"
        r"crystal|blow)\b|(?:sets?|setting|lays?|laying|cuts?|cutting|chops?|chopping|racks?|"
        r"racking) (?:out|up) (?:some |the |a |more |a few |two |three )?(?:coke|lines|cocaine|"
        r"crystal|blow)\b|high (?:from|on) (?:the |that |all the |all that )?(?:wine|beer|booze|"
        r"vodka|whiskey|weed|pot|speed|pills|smack|dope|coke|crystal|glue))",
        STRONG,
        **{SUBSTANCE: MODERATE},
    ),
    # Drunk in the words scripts use, and pills found and swallowed.
    r(
        r"(?:plastered(?! (?:on|onto|over|across|with|to|against|all|in|everywhere|along)\b)|"
        r"(?:less than|far from|anything but|barely|hardly) sober|pills? (?:\w+,? ){0,6}?(?:and )?"
        r"swallow(?:s|ing)\b)",
        **{SUBSTANCE: MODERATE},
    ),
]

GUARDS = [
    r(
        r"joint\b(?! of)",
        only_after=r"\b(?:(?:in|into|out of|from|back in|back to|get out of|got out of|gets out "
        r"of|getting out of|inside) the|this|that|the whole|a classy|a fancy|a nice|a cheap|"
        r"beer|burger|hamburger|juke|strip|clip|dive|seedy|boisterous|crowded|smoke-filled|"
        r"smoky|chicken|pizza|rib|steak|noodle|taco|sushi|breakfast|dingy|sleazy|jazz|blues|"
        r"honky-tonk) $",
    ),
    r(
        r"(?:(?:swigs?|swigging) (?:from |of )?(?:a |the |his |her )?(?:red bull|energy drink|"
        r"cola|pepsi|coke|lemonade|gatorade|pop|soda|root beer|ginger ale)\b|half-drunk(?:en)? "
        r"(?:cup|mug|glass|bottle|can) of (?:coffee|tea|water|milk|juice|soda|coke|cola))"
    ),
    r(
        r"(?:(?:pot|pots) (?:of|and pans|roast|holes?|belly|luck|plant|plants)\b|(?:crack|cracks|"
        r"cracking) (?:of dawn|in the|open|a smile|a joke|the whip|the case|the code|the safe|"
        r"his knuckles|her knuckles)|battery acid|acid (?:rain|test|reflux|jazz|wash))"
    ),
]

# Drink and its effect in the same paragraph, in either order: the bottle, then the stumble.
_DRINK = (
    r"(?:bottle of (?:\w+ )?(?:whiskey|whisky|vodka|gin|rum|bourbon|scotch|tequila|wine|brandy|"
    r"booze|liquor|jameson|champagne|moonshine|cider|beer)|(?:whiskey|whisky|vodka|gin|rum|"
    r"bourbon|scotch|tequila|brandy|booze|liquor|moonshine|ale|beer|shots?|margaritas?|"
    r"tankard|jug|keg|drinks? from the (?:bottle|neck)|drinking from the (?:bottle|neck)|empty "
    r"bottles?)\b)"
)
_IMPAIRED = (
    r"(?:stumbl\w+|stagger\w*|sway\w*|slurr?\w*|(?:words|speech) (?:slide|slur|blur)\w*|"
    r"blurry|glassy|slack-jawed|jaw slack|passed out|passes out|tries to stand(?:,|\.| and) "
    r"(?:\w+ )?(?:fails|falls|can't)|the (?:floor|room) (?:tilts|spins|lurches)|loses the "
    r"(?:key|tempo|thread)|same story twice|(?:laughing|talking) too loud|(?:is |falls )?asleep "
    r"with (?:his|her) mouth open|sweating (?:gin|whiskey|booze|vodka|rum))"
)

# Drugs by the act and its effect: snorting a crushed pill, powder at the nostrils, a dose of
# naloxone for an overdose.
RULES += [
    r(
        r"(?:"
        + _DRINK
        + r"[^!?]{0,160}?\b"
        + _IMPAIRED
        + r"|"
        + _IMPAIRED
        + r"[^!?]{0,120}?\b"
        + _DRINK
        + r")",
        WEAK,
        **{SUBSTANCE: MODERATE},
    ),
    r(
        r"(?:(?:crushes|crushing|cuts|cutting|chops|chopping) (?:\w+ ){0,3}?(?:pills?|tablets?|"
        r"oxy\w*|lines?)[^!?]{0,80}?\bsnorts?|snorts? (?:it|them|a line|lines|the powder|"
        r"(?:the )?(?:crushed )?\w+) (?:off|from|up) |white (?:powder )?(?:at|around|under) "
        r"(?:the|his|her) nostrils|(?:pupils?) (?:blow|blown|dilat\w+|pinned)|swallows? them "
        r"dry)",
        WEAK,
        **{SUBSTANCE: MODERATE},
    ),
    r(r"(?:naloxone|narcan)\b", STRONG, **{SUBSTANCE: SEVERE}),
]

# The state a scene shows rather than the act: a drug haze, wired on coke, cup after cup.
RULES += [
    r(
        r"(?:(?:drug|drugged|narcotic|heroin|opiate|morphine|pill|valium|xanax|quaalude|cocaine|"
        r"coke)[- ](?:haze|stupor|daze|fog)|(?:wired|buzzing|tweaking) on (?:coke|cocaine|speed|"
        r"meth|crank|amphetamines?|pills|uppers)|(?:messed|fucked|screwed|wrecked)[- ]up on "
        r"(?:drugs|coke|cocaine|pills|heroin|smack|acid|speed|meth|booze|drink|vodka|whiskey))",
        STRONG,
        **{SUBSTANCE: MODERATE},
    ),
    r(
        r"(?:(?:drinks?|drinking|downs?|downing|knocks? back|knocking back|throws? back|throwing "
        r"back) (?:\w+ )?(?:cup|glass|shot|drink|beer) after (?:cup|glass|shot|drink|beer)|"
        r"spiked (?:drinks?|punch|beers?|cups?|glass|wine|juice))",
        **{SUBSTANCE: MODERATE},
    ),
]

# 'He's on acid', 'You're on something': a state said of someone present, in action or speech.
RULES += [
    r(
        r"(?:(?:he's|she's|they're|i'm|you're|we're|is|are|was|were|still|obviously|clearly) "
        r"(?:\w+ )?on (?:acid|lsd|ecstasy|smack|heroin|coke|cocaine|speed|meth|crack|drugs|pills|"
        r"mushrooms|shrooms|ludes|quaaludes|something|dope|angel dust|pcp|ketamine|downers|"
        r"uppers))\b(?! (?:charges?|possession|dealing|trafficking|policy|raid|bust|squad|war|"
        r"dial|duty|patrol|the phone)\b)",
        in_speech=True,
        **{SUBSTANCE: MODERATE},
    ),
]

# Shooting up (not shooting up from a chair); a beer bong.
RULES += [
    r(
        r"(?:shoot(?:s|ing)? up(?= ?[.,;!\u2014]| (?:again|heroin|smack|junk|dope|together|in "
        r"(?:the|a|his|her|their) (?:bathroom|toilet|stairwell|alley|car|kitchen|bedroom|squat|"
        r"flat|corner)|behind|under|with (?:a|the) (?:needle|syringe|spoon))\b)|beer ?bongs?)",
        STRONG,
        **{SUBSTANCE: MODERATE},
    ),
]

GUARDS += [
    r(
        r"(?:hands?|arms?|eyebrows?|head|finger|prices?|temperature|flames?|smoke|water|sparks?|"
        r"sales|numbers?|rates?|fountain|geyser|rocket|flare|plant|weeds?) (?:suddenly )?"
        r"(?:shoots?|shot|shooting) up"
    ),
]

# A swig of beer is a social drink (eval/README.md conventions).
GUARDS += [
    r(
        r"(?:(?:takes?|taking|took) (?:a |another |one last |a last |a long |a quick |a big )?"
        r"swigs? (?:of|from) (?:his |her |their |a |the )?(?:\w+ )?(?:beer|lager|ale|soda|cider|"
        r"coke|pop)(?! bottles)|drink(?:s|ing)? from a bottle of (?:beer|lager|ale|cider|water|"
        r"soda|coke))\b"
    ),
]
