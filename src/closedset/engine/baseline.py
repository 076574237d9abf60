"""The keyword baseline: what a search for obvious words would flag.

This is the peer the engine is measured against (bench/breakdown_eval): any
occurrence of a keyword anywhere in a scene, dialogue included, flags the
category, with no negation, no context and no severity beyond "moderate".
If the engine cannot beat it, the engine is not worth its rules.
"""

from __future__ import annotations

import re

from closedset.screenplay.model import ElementKind, Script

from .model import (
    ABUSE,
    INTIMACY,
    MODERATE,
    NUDITY,
    SELF_HARM,
    SEX,
    SEXUAL_VIOLENCE,
    SUBSTANCE,
    VIOLENCE,
    Breakdown,
    Evidence,
    Flag,
    SceneBreakdown,
    derive_needs,
)

KEYWORDS: dict[str, tuple[str, ...]] = {
    NUDITY: ("naked", "nude", "nudity", "topless", "breasts", "undressed"),
    SEX: ("sex", "make love", "making love", "orgasm", "intercourse"),
    INTIMACY: ("kiss", "kisses", "kissing", "caress", "caresses", "embrace"),
    SEXUAL_VIOLENCE: ("rape", "raped", "rapes", "molest", "molested", "sexual assault", "gropes"),
    VIOLENCE: (
        "kill", "kills", "killed", "shoot", "shoots", "shot", "stab", "stabs", "stabbed",
        "punch", "punches", "blood", "gun", "fight", "murder", "dead", "hits",
    ),
    ABUSE: ("abuse", "abused", "abusive", "beats his wife", "domestic violence"),
    SELF_HARM: ("suicide", "kill myself", "kill himself", "kill herself", "overdose", "slits"),
    SUBSTANCE: (
        "drunk", "drugs", "cocaine", "heroin", "weed", "marijuana", "high", "pills", "joint",
        "whiskey", "vodka", "beer",
    ),
}  # fmt: skip

_PATTERNS = {
    category: re.compile(r"\b(?:" + "|".join(map(re.escape, words)) + r")\b", re.IGNORECASE)
    for category, words in KEYWORDS.items()
}
_READ = {ElementKind.ACTION, ElementKind.DIALOGUE, ElementKind.PARENTHETICAL}


def analyze_keywords(script: Script) -> Breakdown:
    """Flag every scene where a category's keyword appears anywhere in its text."""
    scenes = []
    for scene in script.scenes:
        flags = []
        for category, pattern in _PATTERNS.items():
            evidence = [
                Evidence(el.page, el.line, el.text)
                for el in scene.elements
                if el.kind in _READ and pattern.search(el.text)
            ]
            if evidence:
                flags.append(Flag(category, MODERATE, 0.5, evidence[:3], []))
        minors = [
            name
            for name in scene.characters
            if name in script.characters and script.characters[name].is_minor
        ]
        scenes.append(
            SceneBreakdown(
                ordinal=scene.ordinal,
                heading=scene.heading,
                page=scene.page,
                characters=list(scene.characters),
                minors=minors,
                flags=flags,
                needs=derive_needs(flags, minors),
            )
        )
    return Breakdown(title=script.title, pages=script.page_count, scenes=scenes)
