# mypy: disable-error-code="arg-type"
"""Building blocks of every rule: the Rule type, the person slot and shared phrase pieces.

Kept apart from the rule lists so that each category's vocabulary can live in its own module
(see the sibling modules) and import these without importing the whole lexicon.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field

from closedset.regex_cache import compile_cached

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
    in_speech: bool = False


def r(
    pattern: str,
    strength: float = NORMAL,
    check: Callable[[str], bool] | None = None,
    not_after: str | None = None,
    only_after: str | None = None,
    in_speech: bool = False,
    **signals: str,
) -> Rule:
    """A rule; ``not_after`` / ``only_after`` test the text just before a match (ending in $).

    ``in_speech`` marks words that are an act when spoken to someone present (a controlling
    demand, a threat to a child): in dialogue they depict rather than mention.
    """
    return Rule(
        pattern,
        signals,
        strength,
        check,
        _compiled(not_after),
        _compiled(only_after),
        in_speech,
    )


def _compiled(pattern: str | None) -> re.Pattern[str] | None:
    return compile_cached(pattern, re.IGNORECASE) if pattern else None


# Someone a violent or intimate verb can land on; a capitalised word is taken as a name.
# The nouns are not spelled out inside the patterns: a rule that uses PERSON runs on a copy of
# the text in which each word of PERSON_NOUNS keeps its first letter and has the rest replaced
# by NOUN_MARK (see matcher.tag_person_nouns), so the noun is the short NOUN_SLOT. A set of words
# replaces a 1,300-character alternation that each rule compiled again, up to ten times.
NOUN_MARK = "\x01"
NOUN_SLOT = r"\w" + NOUN_MARK + "+"
NAME = r"(?-i:[A-Z][A-Za-z'\-" + NOUN_MARK + "]+)"
KIN = (
    r"(?:wife|husband|son|daughter|child|children|kids?|boy|girl|baby|mother|father|mom|mum|"
    r"dad|mama|papa|stepson|stepdaughter|stepfather|stepmother|brother|sister|girlfriend|"
    r"boyfriend|fianc[eé]e?|partner|lover)"
)
KIN_WORDS = (
    "wife husband son daughter child children kid kids boy girl baby mother father mom mum dad "
    "mama papa stepson stepdaughter stepfather stepmother brother sister girlfriend boyfriend "
    "fiance fiancee fiancé fiancée partner lover"
)
FAMILY = (
    r"(?:mother|father|mom|mum|dad|mama|papa|son|daughter|child|baby|kids?|grand\w+|sister|"
    r"brother|aunt|uncle|niece|nephew|cousin)"
)
PERSON_NOUNS = frozenset(
    (
        "man men woman women guy guys girl girls boy boys kid kids child children baby babies "
        "officer officers guard guards soldier soldiers cop cops policeman policemen driver "
        "drivers stranger strangers victim victims prisoner prisoners attacker attackers "
        "assailant assailants thug thugs dog dogs horse horses lady ladies waiter waiters clerk "
        "clerks bartender bartenders bouncer bouncers teenager teenagers student students inmate "
        "inmates agent agents gunman gunmen killer killers intruder intruders enemy enemies "
        "opponent opponents henchman henchmen youth youths teen teens lad lads bloke blokes "
        "mugger muggers thief thieves robber robbers burglar burglars dealer dealers junkie "
        "junkies skinhead skinheads nazi nazis detective detectives sergeant deputy sheriff "
        "trooper troopers nurse nurses doctor doctors orderly orderlies patient patients convict "
        "convicts hostage hostages captive captives gangster gangsters mobster mobsters hitman "
        "hitmen assassin assassins bodyguard bodyguards goon goons punk punks bully bullies alien "
        "aliens creature creatures monster monsters beast beasts animal animals wolf wolves bear "
        "bears passenger passengers pedestrian pedestrians neighbor neighbors neighbour neighbours "
        "friend friends rival rivals fighter fighters boxer boxers protester protesters rioter "
        "rioters shopkeeper shopkeepers owner owners landlord customer customers rider riders "
        "cyclist cyclists " + KIN_WORDS
    ).split()
)


def tagged_nouns(*words: str) -> str:
    """Person nouns as a rule that uses PERSON sees them in its noun-tagged text."""
    return "(?:" + "|".join(w[0] + NOUN_MARK * (len(w) - 1) for w in words) + ")"


PERSON = (
    r"(?:him|her|them|me|us|you|each other|one another|himself|herself|"
    r"(?:the|a|an|his|her|their|another|one|some) (?:[\w"
    + NOUN_MARK
    + r"]+ ){0,2}?"
    + NOUN_SLOT
    + r"|"
    + NAME
    + r")"
)
# Someone else: 'throws himself onto the floor' is not violence, 'throws him onto it' is.
OTHER_PERSON = PERSON.replace("himself|herself|", "", 1)
POSS = r"(?:his|her|their|its|my|your|" + NAME + r"'s)"
WEAPON = r"(?:gun|pistol|revolver|rifle|shotgun|handgun|knife|blade|machete|razor|weapon|barrel)"
HEAD = r"(?:head|temple|throat|neck|chest|face|back|heart|gut|stomach|belly|skull|leg|arm)"


def verb(stem: str, third: str | None = None, past: str | None = None, ing: str | None = None):
    """All present-tense forms of a verb in one group: punch, punches, punched, punching."""
    forms = {stem, third or stem + "s", past or stem + "ed", ing or stem + "ing"}
    # Longest first, then alphabetical: a set's order changes from run to run, and the
    # pattern must be the same text every time for its compiled code to be found again.
    return "(?:" + "|".join(sorted(forms, key=lambda form: (-len(form), form))) + ")"


PUNCH = verb("punch", "punches")
KICK = verb("kick")
SLAP = verb("slap", past="slapped", ing="slapping")
STAB = verb("stab", past="stabbed", ing="stabbing")
SHOOT = r"(?:shoots|shooting|shoot|shot)"
KISS = verb("kiss", "kisses")
BEAT = r"(?:beats|beating|beaten|beat)"
HIT = r"(?:hits|hitting|hit)"

HER_END = (
    r"(?=\s*[.,;:!?\u2014\-]|\s*$| (?:in|on|to|into|onto|across|against|with|again|hard|"
    r"harder|back|down|away|off|out|and|as|over|from|so|until|before|twice|once|then|while|"
    r"but|aside|toward|towards|through|at|up|square|full|right|repeatedly|savagely|viciously|"
    r"brutally|violently|senseless|unconscious|dead|too)\b)"
)
# PERSON, where a bare 'her' must end the phrase: 'kicks her' is a person, 'kicks her shoes' not.
PERSON_OBJ = PERSON.replace("(?:him|her|", "(?:him|her" + HER_END + "|", 1)


def pronouns_agree(text: str) -> bool:
    """ "He puts the gun to his head" is self-harm; "he puts the gun to her head" is a threat."""
    words = re.findall(r"\b(he|she|his|her)\b", text.lower())
    if len(words) < 2:
        return False
    subject, owner = words[0], words[-1]
    return (subject, owner) in {("he", "his"), ("she", "her")}


def pronouns_differ(text: str) -> bool:
    """ "He goes through her phone" is control; "she checks her phone" is her own business."""
    words = re.findall(r"\b(he|she|his|her)\b", text.lower())
    return len(words) >= 2 and (words[0], words[-1]) in {("he", "her"), ("she", "his")}
