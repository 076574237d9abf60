"""Scene by scene: turn lexicon hits into flags, mentions, characters and needs.

What a scene *depicts* comes from action lines and parentheticals (stage
directions); dialogue usually *talks about* things, so a dialogue hit is a
mention. Negated hits are dropped; remembered or on-screen events are mentions.
A few scene-level rules then add what no single phrase says: intimacy plus
nudity or a fall onto the bed is implied sex, intimacy under coercion is sexual
violence, violence inside a family is abuse.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field

from closedset.screenplay.model import Element, ElementKind, Scene, Script

from . import lexicon
from .matcher import (
    RawHit,
    adjusted_severity,
    compiled,
    find_hits,
    is_elsewhere,
    is_figurative,
    is_negated,
    next_sentence,
    save_compiled,
)
from .model import (
    ABUSE,
    CATEGORIES,
    INTIMACY,
    MILD,
    MODERATE,
    NUDITY,
    SELF_HARM,
    SEVERE,
    SEVERITY_RANK,
    SEX,
    SEXUAL_VIOLENCE,
    VIOLENCE,
    Breakdown,
    Evidence,
    Flag,
    Mention,
    SceneBreakdown,
    derive_needs,
    stronger,
)
from .parallel import map_in_two

DEPICTING = {ElementKind.ACTION, ElementKind.PARENTHETICAL, ElementKind.SHOT, ElementKind.CENTERED}
SPOKEN = {ElementKind.DIALOGUE, ElementKind.LYRIC}
KIND_WEIGHT = {ElementKind.PARENTHETICAL: 0.85}
AT_LEAST_MODERATE = {SEXUAL_VIOLENCE, SELF_HARM}
MAX_EVIDENCE = 5
MAX_QUOTE = 280


@dataclass(slots=True)
class Hit:
    """One piece of evidence for a category, already judged depicted or mentioned."""

    category: str
    severity: str
    strength: float
    evidence: Evidence
    characters: list[str]
    depicted: bool
    sentence: str
    following: str = ""


@dataclass(slots=True)
class SceneContext:
    scene: Scene
    names: re.Pattern[str] | None
    present: list[str]
    hits: list[Hit] = field(default_factory=list)
    last_names: list[str] = field(default_factory=list)
    name_words: frozenset[str] = frozenset()


def analyze(script: Script, *, two_processes: bool = False) -> Breakdown:
    """Break a whole script down, scene by scene (DESIGN section 3).

    ``two_processes``: let a forked child take half the scenes (engine.parallel); only for a
    single-threaded process such as the CLI.
    """
    names = _names_pattern(script)
    name_words = frozenset(word for name in script.characters for word in name.upper().split())

    def analyse(part: Sequence[Scene]) -> list[SceneBreakdown]:
        return [_analyze_scene(script, scene, names, name_words) for scene in part]

    if two_processes:
        compiled()  # once, before the fork, so the child does not build it again
        scenes = map_in_two(script.scenes, analyse, _scene_length)
    else:
        scenes = analyse(script.scenes)
    save_compiled()
    pages = script.page_count or max((s.page for s in script.scenes), default=0)
    return Breakdown(title=script.title, pages=pages, scenes=scenes)


def _scene_length(scene: Scene) -> int:
    return sum(len(element.text) for element in scene.elements)


def _names_pattern(script: Script) -> re.Pattern[str] | None:
    """Character names as written in action: upper case or Title Case, never a plain word.

    Case-sensitive on purpose, so that a character called WILL is not found in 'will'.
    """
    variants: set[str] = set()
    for name in script.characters:
        if len(name) < 2:
            continue
        variants.add(re.escape(name.upper()))
        variants.add(re.escape(name.title()))
    if not variants:
        return None
    ordered = sorted(variants, key=len, reverse=True)
    return re.compile(r"(?<![\w'])(?:" + "|".join(ordered) + r")(?![\w])")


def _canonical(found: str, script: Script) -> str:
    upper = found.upper()
    return upper if upper in script.characters else found


def _present_characters(script: Script, scene: Scene, names: re.Pattern[str] | None) -> list[str]:
    present: dict[str, None] = dict.fromkeys(scene.characters)
    present.update(dict.fromkeys(scene.speaking_characters))
    if names is not None:
        for el in scene.elements:
            if el.kind in DEPICTING:
                for found in names.findall(el.text):
                    present.setdefault(_canonical(found, script), None)
    return list(present)


def _minors(script: Script, scene: Scene, present: list[str]) -> list[str]:
    minors = []
    for name in present:
        info = script.characters.get(name)
        likely = info is not None and (info.is_minor or info.minor_hint)
        if likely or lexicon.MINOR_NAME.match(name.upper()):
            minors.append(name)
    return minors + [child for child in _unnamed_children(scene) if child not in minors]


def _unnamed_children(scene: Scene) -> list[str]:
    """Children the action shows without a name ('a BABY cries', 'the kids run past').

    A minor in a flagged scene must always be stated, named or not; each is given as the
    words the script uses, upper-cased like a character.
    """
    found: dict[str, None] = {}
    for element in scene.elements:
        if element.kind in DEPICTING:
            for match in lexicon.UNNAMED_CHILD.finditer(element.text):
                found.setdefault(" ".join(match.group("child").upper().split()), None)
    return list(found)


def _analyze_scene(
    script: Script, scene: Scene, names: re.Pattern[str] | None, name_words: frozenset[str]
) -> SceneBreakdown:
    present = _present_characters(script, scene, names)
    context = SceneContext(scene, names, present, name_words=name_words)
    for element in scene.elements:
        if element.kind in DEPICTING or element.kind in SPOKEN:
            _scan_element(script, context, element)
    _drop_clothed_nudity(context)
    _drop_amputation(context)
    _add_implied(context)
    minors = _minors(script, scene, present)
    flags = _flags(context.hits)
    mentions = _mentions(context.hits, {f.category for f in flags})
    return SceneBreakdown(
        ordinal=scene.ordinal,
        heading=scene.heading,
        page=scene.page,
        characters=present,
        minors=minors,
        flags=flags,
        mentions=mentions,
        needs=derive_needs(flags, minors),
    )


def _scan_element(script: Script, context: SceneContext, element: Element) -> None:
    text = element.text
    raw_hits = find_hits(_quiet_capitals(text, context.name_words))
    if element.kind == ElementKind.ACTION and context.names is not None:
        context_names = _names_in(script, context.names, text)
    else:
        context_names = []
    for raw in raw_hits:
        if is_negated(text, raw) or is_figurative(text, raw):
            continue
        spoken = element.kind in SPOKEN or _quoted(text, raw)
        if spoken and script.flattened and _narrates(text[raw.sentence_start : raw.sentence_end]):
            spoken = False
        if spoken and raw.rule.in_speech:
            depicted = True
        else:
            depicted = not spoken and not is_elsewhere(text, raw)
        sentence = text[raw.sentence_start : raw.sentence_end]
        following = next_sentence(text, raw.sentence_end)
        characters = _attribute(script, context, element, text, raw)
        evidence = Evidence(
            page=element.page,
            line=element.line + text.count("\n", 0, raw.start),
            text=_quote(sentence, raw.start - raw.sentence_start),
        )
        strength = raw.rule.strength * KIND_WEIGHT.get(element.kind, 1.0)
        for category, base in raw.rule.signals.items():
            severity = adjusted_severity(category, base, sentence)
            context.hits.append(
                Hit(
                    category,
                    severity,
                    strength,
                    evidence,
                    characters,
                    depicted,
                    sentence,
                    following,
                )
            )
    if context_names:
        context.last_names = context_names[-2:]


# Speech talks to someone (I, you, we, a question); action narrates in the third person
# present ('Nolan begins to strike Charlie', 'The MUSCULAR BOYFRIEND shoves BRANDON').
_FIRST_OR_SECOND_PERSON = re.compile(
    r"\b(?:i|i'm|i'll|i've|i'd|me|my|mine|myself|you|you're|you'll|you've|you'd|your|yours|"
    r"yourself|we|we're|we'll|we've|us|our|ours|let's|ya|y'all)\b|\?",
    re.IGNORECASE,
)
_THIRD_PERSON_PRESENT = re.compile(
    r"(?:^|[,;:.\-]\s*)(?:(?:[A-Z][A-Za-z'\-]+|the \w+|an? \w+)(?:\s[A-Z][A-Za-z'\-]+)*|he|she|"
    r"they|it)\s+(?:\w+ly\s+)?(?!is\b|was\b|has\b|does\b)[a-z]{2,}(?<!s)s\b"
)


def _narrates(sentence: str) -> bool:
    """Whether a sentence the flattened importer put in a speech reads as action.

    A web dump without line breaks leaves action glued to the end of a speech; such a
    sentence narrates in the third person present and addresses nobody, so what it shows
    is depicted, not talked about. Only for flattened scripts: elsewhere the layout says
    which is which.
    """
    return not _FIRST_OR_SECOND_PERSON.search(sentence) and bool(
        _THIRD_PERSON_PRESENT.search(sentence.strip())
    )


_SHOUTED = re.compile(r"\b[A-Z][A-Z'\-]+\b")


def _quiet_capitals(text: str, name_words: frozenset[str]) -> str:
    """``text`` with capitalised words that are no character's name in lower case.

    Scripts capitalise sounds and props ('the ALARM CLOCK RINGS', 'a GUNSHOT'); the rules
    read a capitalised word as a person's name, so 'CLOCK RINGS' looked like someone
    clocking Rings. The length is unchanged, so offsets still point into the original.
    """
    if not _SHOUTED.search(text):
        return text
    return _SHOUTED.sub(
        lambda found: found.group() if found.group() in name_words else found.group().lower(),
        text,
    )


def _quoted(text: str, raw: RawHit) -> bool:
    """Words in quotes inside an action line are speech, a sign or a title, not an event."""
    before = text[raw.sentence_start : raw.start]
    curly_open = before.count("\u201c") - before.count("\u201d")
    return curly_open > 0 or before.count('"') % 2 == 1


def _names_in(script: Script, names: re.Pattern[str], text: str) -> list[str]:
    return list(dict.fromkeys(_canonical(found, script) for found in names.findall(text)))


def _attribute(
    script: Script, context: SceneContext, element: Element, text: str, raw: RawHit
) -> list[str]:
    """Who the hit is about: names in its sentence, else the subject carried from before.

    A parenthetical is about its speaker; 'He staggers, drunk' is about whoever the
    previous sentence named.
    """
    if element.kind == ElementKind.PARENTHETICAL and element.character:
        return [element.character]
    if context.names is None or element.kind in SPOKEN:
        return []
    in_sentence = _names_in(script, context.names, text[raw.sentence_start : raw.sentence_end])
    if in_sentence:
        return in_sentence
    before = _names_in(script, context.names, text[: raw.sentence_start])
    if before:
        return before[-2:]
    return list(context.last_names)


def _quote(sentence: str, hit_offset: int) -> str:
    """The sentence as evidence, whitespace collapsed, cut around the hit if very long."""
    if len(sentence) > MAX_QUOTE:
        start = max(0, hit_offset - MAX_QUOTE // 2)
        sentence = ("…" if start else "") + sentence[start : start + MAX_QUOTE] + "…"
    return " ".join(sentence.split())


def _drop_clothed_nudity(context: SceneContext) -> None:
    """'Still wearing his pajamas, he climbs into the tub': a bath alone is then no nudity.

    Only the weak signs (a bath, a shower, a towel) give way; 'naked' stays.
    """
    weak_nudity = [h for h in context.hits if h.category == NUDITY and h.strength <= lexicon.WEAK]
    if not weak_nudity:
        return
    if any(
        lexicon.CLOTHED.search(el.text) for el in context.scene.elements if el.kind in DEPICTING
    ):
        context.hits[:] = [h for h in context.hits if all(h is not w for w in weak_nudity)]


def _drop_amputation(context: SceneContext) -> None:
    """A blade on one's own arm in a scene about cutting the limb off is survival, not self-harm."""
    if not any(h.category == SELF_HARM for h in context.hits):
        return
    if any(lexicon.AMPUTATION.search(el.text) for el in context.scene.elements):
        context.hits[:] = [h for h in context.hits if h.category != SELF_HARM]


def _depicted(hits: list[Hit], category: str) -> list[Hit]:
    return [h for h in hits if h.depicted and h.category == category]


def _derived(source: Hit, category: str, severity: str, factor: float = 0.8) -> Hit:
    return Hit(
        category,
        severity,
        source.strength * factor,
        source.evidence,
        source.characters,
        True,
        source.sentence,
    )


def _add_implied(context: SceneContext) -> None:
    """Scene-level rules: implied sex, coercion, violence in the family."""
    hits = context.hits
    derived: list[Hit] = []
    intimate = _depicted(hits, INTIMACY) + _depicted(hits, SEX) + _depicted(hits, NUDITY)
    for hit in intimate:
        if lexicon.COERCION.search(hit.sentence) or lexicon.COERCION.search(hit.following):
            severity = SEVERE if hit.category == SEX else MODERATE
            derived.append(_derived(hit, SEXUAL_VIOLENCE, severity))
    for hit in _depicted(hits, VIOLENCE):
        if lexicon.FAMILY_VIOLENCE.search(hit.sentence):
            derived.append(_derived(hit, ABUSE, hit.severity))
        if lexicon.SEXUAL_CONTEXT.search(hit.sentence):
            derived.append(_derived(hit, SEXUAL_VIOLENCE, SEVERE))
    if not _depicted(hits, SEX):
        derived.extend(_implied_sex(context))
    derived.extend(_implied_nudity(hits + derived))
    derived.extend(_violence_with_sexual_contact(hits + derived))
    hits.extend(derived)


def _violence_with_sexual_contact(hits: list[Hit]) -> list[Hit]:
    """Sexual contact and violence shown in one scene: flagged as possible sexual violence.

    Produced scripts seldom name an assault; they show a body bared or touched and, in the same
    scene, a slap, a pin, a blade. Sentence-level coercion cues find a few of these; on the
    real scripts tuned on, this scene-level pairing found 9 of 22 labelled sexual violence
    scenes the cues missed (precision 0.30), so it is stated with lower confidence for the IC
    to confirm or reject, and the evidence quotes both the contact and the blow. A scene of
    self-harm is left alone: a body in a bloody bath is not an assault.
    """
    if _depicted(hits, SEXUAL_VIOLENCE) or _depicted(hits, SELF_HARM):
        return []
    blows = _depicted(hits, VIOLENCE)
    contact = [h for category in (SEX, NUDITY, INTIMACY) for h in _depicted(hits, category)]
    if not blows or not contact:
        return []
    strongest = max(blows, key=lambda h: (SEVERITY_RANK[h.severity], h.strength))
    return [
        _derived(contact[0], SEXUAL_VIOLENCE, MODERATE, 0.5),
        _derived(strongest, SEXUAL_VIOLENCE, MODERATE, 0.5),
    ]


def _implied_nudity(hits: list[Hit]) -> list[Hit]:
    """Sex on screen is nudity on set, at least covered nudity, unless the scene says more.

    Scripts rarely say who is naked in a sex scene; the IC still needs the nudity rider and
    the modesty garments, so a depicted sex scene of moderate or higher severity with no
    nudity of its own is flagged nudity (mild, lower confidence) from the sex evidence.
    """
    if _depicted(hits, NUDITY):
        return []
    acts = [
        hit
        for hit in _depicted(hits, SEX)
        if SEVERITY_RANK[hit.severity] >= SEVERITY_RANK[MODERATE]
        and not _NAMES_SEX_ONLY.search(hit.sentence)
    ]
    return [_derived(acts[0], NUDITY, MILD, 0.6)] if acts else []


# A sentence that names sex ('in the middle of sex', 'post-sex', 'starts to masturbate')
# rather than showing bodies: no sign that anyone is undressed.
_NAMES_SEX_ONLY = re.compile(r"\b(?:sex|sexual|masturbat\w*|jerk\w* off)\b", re.IGNORECASE)


def _implied_sex(context: SceneContext) -> list[Hit]:
    """'They fall onto the bed ... LATER, they lie naked under the sheet' is sex, mildly.

    Two people naked in bed together is the aftermath; a move onto the bed is the
    beginning only when nakedness or an aftermath cue follows it in the scene.
    """
    naked = _depicted(context.hits, NUDITY)
    for hit in naked:
        if lexicon.NAKED_TOGETHER.search(hit.sentence):
            return [_derived(hit, SEX, MILD, 0.7)]
    actions = [el for el in context.scene.elements if el.kind == ElementKind.ACTION]
    for position, element in enumerate(actions):
        cue = lexicon.BED_OR_AFTER.search(element.text)
        if cue is None:
            continue
        after = (
            element.text[cue.end() :] + " " + " ".join(el.text for el in actions[position + 1 :])
        )
        if naked or lexicon.AFTERMATH.search(after):
            evidence = Evidence(
                element.page,
                element.line + element.text.count("\n", 0, cue.start()),
                _quote(element.text, cue.start()),
            )
            characters = _names_in_scene(context, element.text)
            return [Hit(SEX, MILD, 0.55, evidence, characters, True, element.text)]
    return []


def _names_in_scene(context: SceneContext, text: str) -> list[str]:
    if context.names is None:
        return []
    return list(dict.fromkeys(context.names.findall(text)))


def _flags(hits: list[Hit]) -> list[Flag]:
    flags = []
    for category in CATEGORIES:
        depicted = _depicted(hits, category)
        if depicted:
            flags.append(_flag(category, depicted))
    return flags


def _flag(category: str, hits: list[Hit]) -> Flag:
    severity = MILD
    for hit in hits:
        severity = stronger(severity, hit.severity)
    if category in AT_LEAST_MODERATE:
        severity = stronger(severity, MODERATE)
    strongest = max(h.strength for h in hits)
    confidence = min(0.97, strongest + 0.04 * (len(hits) - 1))
    characters: dict[str, None] = {}
    for hit in hits:
        characters.update(dict.fromkeys(hit.characters))
    return Flag(
        category=category,
        severity=severity,
        confidence=confidence,
        evidence=_evidence(hits),
        characters=list(characters),
    )


def _evidence(hits: list[Hit]) -> list[Evidence]:
    """Distinct quotes, strongest first when there are too many to list."""
    unique: dict[tuple[int, str], Hit] = {}
    for hit in hits:
        unique.setdefault((hit.evidence.line, hit.evidence.text), hit)
    chosen = list(unique.values())
    if len(chosen) > MAX_EVIDENCE:
        chosen.sort(key=lambda h: (-SEVERITY_RANK[h.severity], -h.strength))
        chosen = sorted(chosen[:MAX_EVIDENCE], key=lambda h: h.evidence.line)
    return [h.evidence for h in chosen]


def _mentions(hits: list[Hit], flagged: set[str]) -> list[Mention]:
    mentions = []
    for category in CATEGORIES:
        if category in flagged:
            continue
        talk = [h for h in hits if h.category == category and not h.depicted]
        if talk:
            mentions.append(Mention(category, _evidence(talk)))
    return mentions
