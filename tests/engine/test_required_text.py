"""The text a rule needs is read from its pattern, and never wrongly: a skipped try is safe."""

from __future__ import annotations

import re

import pytest

from closedset.engine.matcher import Paragraph, branch_regex, compiled
from closedset.engine.needs import required_text


@pytest.mark.parametrize(
    ("unit", "needs"),
    [
        (r"the (?:\w+ )?bed (?:creaks|rocks)", ("creaks", "rocks")),
        (r"(?:punch|punches) (?:him|her) in the face", ("in the face",)),
        (r"(?:a|the) (?:\w+ )?(?:slap|smack|backhand)", ("slap", "smack", "backhand")),
        (r"the beating", ("beating",)),
    ],
)
def test_needed_text_is_read_from_the_pattern(unit, needs):
    assert required_text(unit, skip_head=True) == needs


@pytest.mark.parametrize(
    "unit",
    [
        r"naked(?! (?:eye|truth|flame))",  # words in a negative lookahead are not needed
        r"stabs?(?! at)",
        r"o\.d\.",
        r"a|b",
        r"knife\u2014blade",  # an escape is not the digits after it
        r"(?:very )?bad",
    ],
)
def test_nothing_is_needed_when_nothing_is_certain(unit):
    needs = required_text(unit, skip_head=True)
    assert "eye" not in needs
    assert "2014" not in needs
    assert "very" not in needs
    assert unit != r"naked(?! (?:eye|truth|flame))" or needs == ()


SENTENCES = [
    "He punches the guard in the face and kicks him.",
    "The old man slaps her. She kisses Frank on the lips.",
    "They lie naked under the sheets, the bed creaking.",
    "She slits her wrists in the bath; the water turns red.",
    "Renton cooks up in the toilet and finds a vein.",
    "He is on her, the springs squeak, her body pinned under him.",
    "A bottle of pills; she swallows a handful of sleeping pills.",
    "The Colonel backhands Ricky so hard the boy sprawls.",
    "Jane takes a drag off a joint and is stoned.",
    "Her dress falls to the floor; she steps out of it naked.",
    "He fires the gun twice into his throat. Blood sprays the wall.",
    "They make love. Later, tangled in the sheets, they sleep.",
]


def test_every_rule_that_matches_finds_the_text_it_needs():
    """For every unit of every rule, at every word of these sentences: a match implies the
    needed text is there, so skipping a unit where it is absent loses nothing."""
    lexicon = compiled()
    units = {
        branch.pattern: branch
        for branches in lexicon.by_stem.values()
        for branch in branches
        if branch.needs
    }
    checked = 0
    for sentence in SENTENCES:
        paragraph = Paragraph(sentence)
        for start in [m.start() for m in re.finditer(r"\b\w", sentence)]:
            for pattern, branch in units.items():
                text = paragraph.tagged if branch.tagged else paragraph.flat
                if branch_regex(pattern).match(text, start):
                    checked += 1
                    assert any(need in paragraph.lowered for need in branch.needs), pattern
    assert checked > 10
