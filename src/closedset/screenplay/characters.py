"""Who is in each scene, and how old they are, whatever format the script came from.

A scene's cast is who speaks in it plus who its action lines name; a minor in a
flagged scene changes what a production must arrange, so ages are read from
introductions (``ANNA (16)``, ``JENNY, a girl of fifteen``) and carried across
the script. One alternation regex of every known name is run once per action
paragraph, so the cost stays linear in the script's length.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from closedset.regex_cache import compile_cached

from .model import CharacterInfo, ElementKind, Scene, Script


def _words(text: str) -> tuple[str, ...]:
    """A word list written as one string, to keep the tables readable."""
    return tuple(text.split())


_SPEECH_KINDS = (ElementKind.CHARACTER, ElementKind.DIALOGUE, ElementKind.PARENTHETICAL)
_ACTION_KINDS = (ElementKind.ACTION, ElementKind.SHOT)

_NUMBER_WORDS = {
    word: value
    for value, word in enumerate(
        _words(
            "zero one two three four five six seven eight nine ten eleven twelve thirteen "
            "fourteen fifteen sixteen seventeen eighteen nineteen"
        )
    )
}
_TENS = {
    "twenty": 20,
    "thirty": 30,
    "forty": 40,
    "fifty": 50,
    "sixty": 60,
    "seventy": 70,
    "eighty": 80,
    "ninety": 90,
}
_DECADE_WORDS = {
    "teens": 10,
    "twenties": 20,
    "thirties": 30,
    "forties": 40,
    "fifties": 50,
    "sixties": 60,
    "seventies": 70,
    "eighties": 80,
    "nineties": 90,
}
_NUMBER = (
    r"\d{1,2}|(?:"
    + "|".join(_TENS)
    + r")(?:[\s-](?:one|two|three|four|five|six|seven|eight|nine))?"
    r"|" + "|".join(sorted(_NUMBER_WORDS, key=len, reverse=True))
)
_DECADE = r"\d0['\u2019]?s|" + "|".join(_DECADE_WORDS)
_AGE = (
    rf"(?P<part>early|mid|late)?[\s-]*(?P<decade>{_DECADE})"
    rf"|(?P<tens>\d0|{'|'.join(_TENS)})[\s-]?something"
    rf"|(?P<number>{_NUMBER})(?:[\s-]*(?:years?|yrs?\.?)(?:[\s-]*old)?|\s*y/?o)?"
)
_AGE_TEXT = re.sub(r"\(\?P<\w+>", "(?:", _AGE)  # the same, without groups, to embed
_AGE_ONLY = compile_cached(rf"^\s*(?:{_AGE})\s*$", re.IGNORECASE)
_NAME_WORD = r"(?:[A-Z][A-Z'\u2019\-]+|(?:MR|MRS|MS|DR)\.)"
_CAPS_NAME = rf"{_NAME_WORD}(?:\s(?:{_NAME_WORD}|#\d+))*"
_CAPS_INTRO = compile_cached(
    rf"(?<![A-Za-z0-9:'\u2019])(?P<names>{_CAPS_NAME}(?:(?:,\s*|\s+and\s+|\s*&\s*){_CAPS_NAME})*)"
    r"(?P<rest>\s*\((?P<paren>[^()]{1,60})\)|,\s*(?P<apposition>[^.;:!?]{1,120}))"
)
_TITLE_INTRO = compile_cached(
    r"(?<![A-Za-z])(?P<names>[A-Z][a-z]+(?:\s[A-Z][a-z]+)?)"
    rf"(?:\s*\((?P<paren>[^()]{{1,40}})\)|,\s*(?P<apposition>(?:{_NUMBER})\b[^.;:!?]{{0,80}}))"
)
_APPOSITIVE_AGE = compile_cached(
    rf"^\s*(?:(?:age|aged|now|about|around)\s+)?(?:{_AGE_TEXT})\s*(?:[,;)]|$)"
    rf"|^\s*(?:age|aged|now)\s+(?:{_AGE_TEXT})\b"
    rf"|^\s*(?:early|mid|late)?[\s-]*(?:{_DECADE})\b"
    rf"|^\s*\d{{1,2}}\s(?!years?\b|yrs?\b|[\w-]*year)"
    rf"|\bin\s(?:his|her|their)\s(?:early|mid|late)?(?:\s+to\s+(?:early|mid|late))?[\s-]*"
    rf"(?:{_DECADE})\b"
    rf"|\b(?:girl|boy|kid|child|lad|lass|teen(?:ager)?|son|daughter|woman|man),?\s+"
    rf"(?:of\s+)?(?:{_AGE_TEXT})\b(?![\s-]*(?:feet|foot|ft|inches|pounds|lbs|miles))"
    rf"|\b(?:{_AGE_TEXT})[\s-]+years?[\s-]+old\b",
    re.IGNORECASE,
)
_LOOSE_AGE = compile_cached(rf"\b(?:{_AGE_TEXT})[\s-]+year[\s-]+old\b(?!s\b)", re.IGNORECASE)
# '16-YEAR-OLD PRECIOUS JONES', 'a 17-year-old JANE': the age before the name it belongs to.
_AGE_BEFORE_NAME = compile_cached(
    rf"\b(?P<age>(?:{_NUMBER})[\s-]+years?[\s-]+old)\s+(?P<name>(?-i:{_CAPS_NAME}))"
    rf"(?![a-z])",
    re.IGNORECASE,
)
# A quick test that a paragraph holds a number at all, before the age patterns are tried.
_NUMBERISH = compile_cached(
    r"\b(?:\d|(?:" + "|".join(sorted([*_NUMBER_WORDS, *_TENS], key=len, reverse=True)) + r"))",
    re.IGNORECASE,
)
# 'Looks like he's in his mid to late teens. ... His name is MOSES.': the name given last.
_NAMED_AFTER = compile_cached(
    r"\b(?i:his|her) name(?:['\u2019]s|\s+is)\s+(?P<name>[A-Z][A-Z'\u2019\-]+)\b"
)
# 'JANE BURNHAM lays in bed. She's sixteen.', 'Also sixteen, Angela is ...': an age said
# of someone just introduced.
_SAID_AGE = compile_cached(
    rf"\b(?:she|he)(?:['\u2019]s|\s+is)\s+(?:only\s+|just\s+|barely\s+|about\s+)?"
    rf"(?P<age>{_NUMBER})\b(?![\s-]*(?:minutes|hours|days|weeks|months|feet|foot|inches|"
    rf"miles|percent|pounds|dollars|bucks|years?\s+(?:ago|later|younger|older|from)|"
    rf"o'clock|%))"
    rf"|(?:^|(?<=[.!?])\s*|(?<=[.!?]\s))(?:also\s+|just\s+|barely\s+|at\s+)?"
    rf"(?P<lead>{_NUMBER}),\s+(?-i:[A-Z][a-z]+)\s+(?:is|looks|has|seems|was)\b",
    re.IGNORECASE,
)
# '17 year-old AARON': the age belongs to the name right after it, not to the last one before.
_NAME_AFTER = compile_cached(r"[\s-]+[A-Z][A-Z'\u2019\-]+\b")
# 'Wade knocks. An 8 year-old boy answers the door.': a sentence that opens on someone new.
_NEW_PERSON = compile_cached(r"(?:^|[.!?]\s*)an?\s+$", re.IGNORECASE)
_PERSON_NOUN_AFTER = compile_cached(
    r"[\s-]+(?:boy|girl|kid|child|son|daughter|woman|man|lad|lass|teen(?:ager)?|student|"
    r"brother|sister|twin)s?\b",
    re.IGNORECASE,
)
_MINOR_HINT = compile_cached(
    r"\b(?:teen(?:age|aged|ager|agers)?|(?:early|mid|late)[\s-]*teens|adolescent|schoolgirl|"
    r"schoolboy|child|kid|little\s(?:girl|boy)|toddler|baby|infant|freshman|sophomore|pupil|"
    r"minor|underage|under-age|juvenile|high[\s-]school(?:er|\sstudent|\skid)?)\b",
    re.IGNORECASE,
)
_PERSON = compile_cached(
    r"^\s*(?:his|her|their)\b|\b(?:he|she|man|woman|men|women|boy|girl|guy|kid|child|teen|"
    r"teenager|lady|gentleman|cop|officer|mother|father|mom|dad|wife|husband|son|daughter|"
    r"brother|sister|friend|girlfriend|boyfriend|beauty|student|freshman|sophomore|senior|"
    r"nurse|doctor|soldier|partner|neighbou?r|stranger|thug|skinhead|blonde?|brunette|"
    r"redhead(?:ed)?|haired|bearded|dressed|wearing|looking|aged|old|young|early|mid|late|"
    r"tall|short|thin|skinny|fat|heavy|pale|pretty|handsome|beautiful|muscular|elderly)\b",
    re.IGNORECASE,
)
_MODIFIERS = frozenset(_words("YOUNG YOUNGER OLD OLDER LITTLE BABY ADULT TEEN TEENAGE KID ELDERLY"))
_TITLES = frozenset(
    _words(
        "MR. MRS. MS. DR. MR MRS MS DR CAPTAIN CAPT. OFFICER DETECTIVE SERGEANT SGT. AGENT "
        "LIEUTENANT LT. PROFESSOR FATHER SISTER BROTHER UNCLE AUNT AUNTIE GRANDMA GRANDPA"
    )
)
_NOT_NAMES = frozenset(
    _words(
        "INT EXT CUT FADE ANGLE CLOSE TIGHT WIDE POV INSERT BACK SUPER TITLE CONTINUED MORE END "
        "LATER SAME DAY NIGHT THE AND OK OKAY NO YES HEY OH TV CU SFX VFX FX BANG BOOM CRASH SLAM "
        "THUD SMASH CLICK RING BEEP SILENCE BLACK WHITE NOTE MONTAGE FLASHBACK OMITTED AM PM HIS "
        "HER HIS THEIR A AN I WE HE SHE THEY IT ON IN AT OF TO"
    )
)
_COMMON_WORD_NAMES = frozenset(
    _words(
        "WILL MAY GRACE HOPE JOY FAITH ROSE JUNE APRIL AUGUST MARK BILL JACK FRANK ART DAWN "
        "SUMMER HUNTER CHASE MAJOR PATIENCE CHARITY HONEY SUNNY STORM RAY SKY RIVER BROOK HEATHER "
        "IVY LILY OLIVE PEARL RUBY AMBER CRYSTAL PAT SUE ROB NICK DREW GUY BUD PENNY MISSY ANGEL "
        "BABY KID DOC CHIEF BOSS MOM DAD MA PA SARGE MAN WOMAN BOY GIRL"
    )
)
_TOKEN = compile_cached(r"(?<![A-Z])[A-Z][A-Za-z\-]*(?:['\u2019][A-Za-z]+)?|#\d+")
_POSSESSIVE = compile_cached(r"['\u2019][sS]$")
_LOWER_WORD = compile_cached(r"(?<![A-Za-z])[a-z]+(?![A-Za-z])")
_JOINT = compile_cached(r"\s+(?:AND|&)\s+|\s*/\s*")
_NAME_LIST_SPLIT = compile_cached(r",\s*|\s+and\s+|\s*&\s*")
_AGE_RE = compile_cached(_AGE, re.IGNORECASE)
_NUMBER_SPLIT = compile_cached(r"[\s-]")
_EXTENSION = compile_cached(r"\s*\([^)]*\)?|\s+CONT['\u2019]?D\.?(?=\s|$)|\s*:$", re.IGNORECASE)


def normalise_name(raw: str) -> str:
    """``Anna (V.O.) (CONT'D):`` -> ``ANNA``; ``YOUNG EDWARD`` stays itself."""
    return " ".join(_EXTENSION.sub(" ", raw).upper().split())


@dataclass(slots=True)
class _Age:
    age: int | None
    minor_hint: bool
    evidence: str


def resolve_characters(script: Script) -> None:
    """Fill ``Scene.characters`` and ``Script.characters`` from cues and action lines."""
    speakers = _normalise_speakers(script)
    intros = _introductions(script, speakers)
    names = set(speakers) | set(intros)
    matcher = _NameMatcher(names, _lowercase_words(script))
    for name, alias in _aliases(intros, speakers):
        matcher.add_alias(name, alias)
    for scene in script.scenes:
        scene.characters = _present(scene, matcher)
    found = _ages_in_action(script, matcher, names)
    for _position, name, age in sorted(found, key=lambda item: item[0]):
        current = intros.get(name)
        if current is None or _better(age, current):
            intros[name] = age
    script.characters = _character_table(script, intros)


def _normalise_speakers(script: Script) -> list[str]:
    speakers: dict[str, None] = {}
    for scene in script.scenes:
        for element in scene.elements:
            if element.character and element.kind in _SPEECH_KINDS:
                element.character = normalise_name(element.character) or element.character
                if element.kind == ElementKind.CHARACTER:
                    speakers.setdefault(element.character, None)
    for name in list(speakers):
        for part in _joint_speakers(name, speakers):
            speakers.setdefault(part, None)
    return list(speakers)


def _joint_speakers(name: str, speakers: dict[str, None] | set[str]) -> list[str]:
    """``EDWARD AND WILL`` speak together: both are present when each speaks alone too."""
    parts = _JOINT.split(name)
    if len(parts) > 1 and all(part in speakers for part in parts):
        return parts
    return []


def _introductions(script: Script, speakers: list[str]) -> dict[str, _Age]:
    """Names introduced in action lines, mapped to their canonical name, with any age."""
    speaker_set = set(speakers)
    found: dict[str, _Age] = {}
    for scene in script.scenes:
        for element in scene.elements:
            if element.kind not in _ACTION_KINDS:
                continue
            for pattern, titled in ((_CAPS_INTRO, False), (_TITLE_INTRO, True)):
                for match in _overlapping(pattern, element.text):
                    _record_intro(found, match, speaker_set, titled)
    return found


def _overlapping(pattern: re.Pattern[str], text: str) -> Iterator[re.Match[str]]:
    """Matches that may overlap: one introduction's description can hold the next name."""
    position = 0
    while match := pattern.search(text, position):
        yield match
        position = match.end("names")


def _record_intro(
    found: dict[str, _Age], match: re.Match[str], speakers: set[str], titled: bool
) -> None:
    names = [n for n in _NAME_LIST_SPLIT.split(match.group("names")) if n]
    canonical = [_canonical(n.upper(), speakers) for n in names]
    if titled and not all(name in speakers for name in canonical):
        return  # a title-case phrase is only trusted for someone who speaks
    if any(not _plausible_name(name) for name in canonical):
        return
    own = _own_description(match.group("apposition"), speakers)
    age = _age_from(match.group("paren"), own)
    if age is None and match.group("paren") is not None:
        return  # ``JOHN (V.O.)`` or ``KNIFE (SHARP)``: not an introduction
    described_as_person = _PERSON.search((match.group("apposition") or "")[:60])
    if age is None and not described_as_person and not all(n in speakers for n in canonical):
        return  # ``NYQUIL, PEPTO BISMOL, two bottles``: things, not people
    if age is not None:
        age = _Age(age.age, age.minor_hint, match.group(0).strip()[:80])
    for name in canonical:
        current = found.get(name)
        if current is None or (age is not None and _better(age, current)):
            found[name] = age or _Age(None, False, "")


_ARTICLE_END = compile_cached(r"\b(?:a|an|the|his|her|their)\s+$", re.IGNORECASE)
_NEXT_CAPS_NAME = compile_cached(r"(?<![A-Za-z])[A-Z][A-Z'\u2019\-]+(?![a-z])")


def _own_description(apposition: str | None, speakers: set[str]) -> str | None:
    """The words after a name up to the next speaker's name: 'WADE, driving, sits beside
    JILL, his daughter, ten years-old' describes Jill's age, not Wade's."""
    if apposition is None or apposition.upper() == apposition:
        return apposition  # an all-capitals description: no name stands out in it
    for found in _NEXT_CAPS_NAME.finditer(apposition):
        described = _ARTICLE_END.search(apposition, 0, found.start())
        if found.group() in speakers and not described:
            return apposition[: found.start()]
    return apposition


def _better(new: _Age, old: _Age) -> bool:
    """The first exact age wins; a hint only replaces knowing nothing."""
    if old.age is not None:
        return False
    return new.age is not None or not old.minor_hint


def _plausible_name(name: str) -> bool:
    words = name.replace("#", " ").split()
    return bool(words) and not any(w.strip(".'\u2019") in _NOT_NAMES for w in words)


def _age_from(paren: str | None, apposition: str | None) -> _Age | None:
    """Read an age (or at least "a child") from the words after a name."""
    if paren is not None:
        if _AGE_ONLY.match(paren):
            return _parse_age(paren, paren)
        text = paren
    elif apposition is not None:
        text = apposition
    else:
        return None
    match = _APPOSITIVE_AGE.search(text)
    if match:
        return _parse_age(match.group(0), text)
    if _MINOR_HINT.search(text):
        return _Age(None, True, text.strip())
    return None


def _parse_age(phrase: str, context: str) -> _Age | None:
    match = _AGE_RE.search(phrase)
    if not match:
        return None
    age = _age_value(match)
    hint = age is None and bool(_MINOR_HINT.search(phrase))
    if age is None and not hint:
        return None
    if age is not None and not 0 < age < 110:
        return None
    return _Age(age, hint, context.strip())


def _age_value(match: re.Match[str]) -> int | None:
    if match.group("decade"):
        decade_text = match.group("decade").lower()
        decade = _DECADE_WORDS.get(decade_text) or int(decade_text[:2])
        part = (match.group("part") or "mid").lower()
        if decade == 10:
            return {"early": 13, "mid": 15}.get(part)  # "late teens" may be adults: a hint
        return decade + {"early": 2, "mid": 5, "late": 8}[part]
    if match.group("tens"):
        tens = match.group("tens").lower()
        return (_TENS.get(tens) or int(tens)) + 5
    return _number_value(match.group("number"))


def _number_value(text: str) -> int | None:
    text = text.lower()
    if text.isdigit():
        return int(text)
    if text in _NUMBER_WORDS:
        return _NUMBER_WORDS[text]
    parts = _NUMBER_SPLIT.split(text)
    if parts[0] in _TENS:
        units = _NUMBER_WORDS.get(parts[1], 0) if len(parts) > 1 else 0
        return _TENS[parts[0]] + units
    return None


def _canonical(name: str, speakers: set[str]) -> str:
    """``DEREK VINYARD`` is ``DEREK`` when Derek speaks; ``YOUNG EDWARD`` stays distinct."""
    if name in speakers:
        return name
    words = name.split()
    if words[0] in _MODIFIERS:
        return name
    plain = [w for w in words if w not in _TITLES]
    for word in plain[:1] + plain[-1:] + plain[1:-1]:
        if word in speakers:
            return word
    return name


def _aliases(intros: dict[str, _Age], speakers: list[str]) -> list[tuple[str, str]]:
    """A multi-word name not used in cues is also found by its first name."""
    taken = set(speakers) | set(intros)
    firsts: dict[str, list[str]] = {}
    for name in intros:
        words = [w for w in name.split() if w not in _TITLES]
        if len(name.split()) > 1 and words and words[0] not in _MODIFIERS:
            firsts.setdefault(words[0], []).append(name)
    return [
        (names[0], first)
        for first, names in firsts.items()
        if len(names) == 1 and first not in taken
    ]


def _lowercase_words(script: Script) -> set[str]:
    """Words the script writes in lower case: a name among them is also a common word."""
    text = "\n".join(el.text for scene in script.scenes for el in scene.elements)
    return set(_LOWER_WORD.findall(text))


class _NameMatcher:
    """Every known name, looked up token by token: capitals always, title case unless common.

    A dictionary lookup per capitalised word keeps this linear however many
    characters the script has.
    """

    def __init__(self, names: set[str], lowercase: set[str]) -> None:
        self.lowercase = lowercase
        self.forms: dict[tuple[str, ...], str] = {}
        self.joint = {name: _joint_speakers(name, names) for name in names if _JOINT.search(name)}
        self.longest = 1
        for name in names:
            self.add_alias(name, name)

    def add_alias(self, name: str, form: str) -> None:
        words = tuple(form.split())
        if not words or len(form.replace(" ", "")) < 2:
            return
        self.forms.setdefault(words, name)
        self.longest = max(self.longest, len(words))
        common = form in _COMMON_WORD_NAMES or form.lower() in self.lowercase
        if form.isupper() and not (len(words) == 1 and common):
            self.forms.setdefault(tuple(_title_case(form).split()), name)

    def find(self, text: str) -> list[str]:
        tokens = [(m.start(), m.end(), m.group(0)) for m in _TOKEN.finditer(text)]
        found: list[str] = []
        index = 0
        while index < len(tokens):
            hit = self._longest_at(tokens, index, text)
            if hit:
                found.append(hit[0])
                index += hit[1]
            else:
                index += 1
        return found

    def _longest_at(self, tokens: list[tuple[int, int, str]], index: int, text: str):
        words: list[str] = []
        best = None
        for offset in range(min(self.longest, len(tokens) - index)):
            start, _, word = tokens[index + offset]
            if offset and text[tokens[index + offset - 1][1] : start] != " ":
                break
            words.append(word)
            key = tuple(words)
            name = self.forms.get(key)
            if name is None:
                possessive = _POSSESSIVE.sub("", word)
                if possessive != word:
                    name = self.forms.get((*key[:-1], possessive))
            if name is not None:
                best = (name, offset + 1)
        return best


def _title_case(name: str) -> str:
    return re.sub(r"[A-Za-z]+(?:['\u2019][A-Za-z]+)?", lambda m: m.group(0).capitalize(), name)


def _present(scene: Scene, matcher: _NameMatcher) -> list[str]:
    present: dict[str, None] = {}
    for element in scene.elements:
        if element.kind == ElementKind.CHARACTER and element.character:
            for name in matcher.joint.get(element.character) or [element.character]:
                present.setdefault(name, None)
        elif element.kind in _ACTION_KINDS:
            for name in matcher.find(element.text):
                present.setdefault(name, None)
    return list(present)


Dated = tuple[tuple[int, int, int], str, _Age]  # (where in the script, name, age)


def _ages_in_action(script: Script, matcher: _NameMatcher, names: set[str]) -> list[Dated]:
    """Ages stated around names in action paragraphs, each with where it is stated, so the
    earliest in the script counts first (a flashback age later does not win)."""
    found: list[Dated] = []
    for scene in script.scenes:
        previous = ""
        for index, element in enumerate(scene.elements):
            if element.kind not in _ACTION_KINDS:
                continue
            where = (scene.ordinal, index)
            found += _named_after(element.text, where, matcher)
            found += _young_group(element.text, where, matcher)
            if _NUMBERISH.search(element.text):
                found += _age_before_name(element.text, where, names)
                found += _loose_ages(previous, element.text, where, matcher)
            previous = element.text
    return found


def _age_before_name(text: str, where: tuple[int, int], names: set[str]) -> list[Dated]:
    """``It is 16-YEAR-OLD PRECIOUS JONES.``: an exact age that comes before the name."""
    found: list[Dated] = []
    if "old" not in text.lower():
        return found
    for match in _AGE_BEFORE_NAME.finditer(text):
        name = _canonical(match.group("name").upper(), names)
        if name not in names or not _plausible_name(name):
            continue
        age = _parse_age(match.group("age"), match.group(0))
        if age:
            found.append(((*where, match.start()), name, age))
    return found


def _loose_ages(
    previous: str, paragraph: str, where: tuple[int, int], matcher: _NameMatcher
) -> list[Dated]:
    """``...for Danny to sleep. ... the clean cut 14-year-old flips`` dates Danny, and so
    does ``Danny stands. He's fourteen.``; ``Wade knocks. An 8 year-old boy answers`` does
    not date Wade: the age describes someone new.

    Each dates the nearest name before the phrase in the same or the previous action
    paragraph (at most 150 characters back).
    """
    found: list[Dated] = []
    text = previous + " " + paragraph
    start = len(text) - len(paragraph)
    matches = [*_LOOSE_AGE.finditer(text, start), *_SAID_AGE.finditer(text, start)]
    for match in matches:
        if match.re is _LOOSE_AGE and _someone_else(text, match):
            continue
        dated = _dated_name(match, text, matcher)
        if dated is None:
            continue
        name, phrase = dated
        age = _parse_age(phrase, text[max(0, match.start() - 80) : match.end()])
        if age:
            found.append(((*where, match.start() - start), name, age))
    return found


def _someone_else(text: str, match: re.Match[str]) -> bool:
    """Whether an age phrase dates a name given after it or a person it introduces."""
    if _NAME_AFTER.match(text, match.end()):
        return True
    opens = _NEW_PERSON.search(text[max(0, match.start() - 6) : match.start()])
    return opens is not None and _PERSON_NOUN_AFTER.match(text, match.end()) is not None


# 'The various boys, including NEIL, KNOX, and CAMERON, line up': children named in a group.
_YOUNG_GROUP = compile_cached(
    r"\b(?:boys|girls|schoolboys|schoolgirls|kids|children|teenagers|teens|pupils|"
    r"schoolchildren|cub scouts|brownies),?\s+(?:including|among them|such as|led by|namely)\s+"
    r"(?P<names>[^.;:!?]{2,120})",
    re.IGNORECASE,
)


def _young_group(text: str, where: tuple[int, int], matcher: _NameMatcher) -> list[Dated]:
    """Names listed as members of a group of children: likely minors, no exact age."""
    found: list[Dated] = []
    for match in _YOUNG_GROUP.finditer(text):
        hint = _Age(None, True, match.group(0).strip()[:80])
        found += [((*where, match.start()), name, hint) for name in matcher.find(match["names"])]
    return found


def _named_after(text: str, where: tuple[int, int], matcher: _NameMatcher) -> list[Dated]:
    """An age described first and the name given after it, in one paragraph."""
    found: list[Dated] = []
    for match in _NAMED_AFTER.finditer(text):
        names = matcher.find(match.group("name"))
        described = _APPOSITIVE_AGE.search(text, 0, match.start())
        if not names or described is None:
            continue
        age = _parse_age(described.group(0), text[: match.end()])
        if age:
            found.append(((*where, match.start()), names[-1], age))
    return found


def _dated_name(match: re.Match[str], text: str, matcher: _NameMatcher) -> tuple[str, str] | None:
    """Whom an age phrase dates, and the words that hold the age.

    'Also sixteen, Angela is...' names the character after the age; '...the clean cut
    14-year-old flips' and 'She's sixteen' date the last name before it (150 characters).
    """
    said = match.re is _SAID_AGE
    if said and match.group("lead"):
        names = matcher.find(text[match.start("lead") : match.end()])
        phrase = match.group("lead")
    else:
        names = matcher.find(text[max(0, match.start() - 150) : match.start()])
        phrase = match.group("age") if said else match.group(0)
    return (names[-1], phrase) if names else None


def _character_table(script: Script, intros: dict[str, _Age]) -> dict[str, CharacterInfo]:
    table: dict[str, CharacterInfo] = {}
    for scene in script.scenes:
        for name in scene.characters:
            if name in table:
                continue
            age = intros.get(name) or _Age(None, False, "")
            table[name] = CharacterInfo(
                name=name,
                age=age.age,
                age_evidence=age.evidence,
                first_scene=scene.ordinal,
                minor_hint=age.minor_hint or (age.age is not None and age.age < 18),
            )
    return table
