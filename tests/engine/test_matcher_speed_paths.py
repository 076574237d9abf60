"""The matcher's fast paths must not change what matches: tagging, spacing, the regex cache."""

from __future__ import annotations

import re

import pytest

from closedset.engine import lexicon, matcher
from closedset.engine.matcher import find_hits


def test_tagging_person_nouns_keeps_offsets_and_first_letters():
    flat = "He hits the old MAN and two Guards."
    tagged = matcher.tag_person_nouns(flat, flat.lower())
    assert len(tagged) == len(flat)
    assert tagged.startswith("He hits the old M\x01\x01 and two G\x01\x01\x01\x01\x01.")


@pytest.mark.parametrize(
    "line",
    [
        "He shoots the old man.",
        "She slaps the GUARD.",
        "He chokes Frank.",
        "It bites the stranger's dog hard.",
        "He throws the kid brother against the wall.",
    ],
)
def test_person_slot_matches_people(line):
    assert any("violence" in h.rule.signals for h in find_hits(line))


def test_person_slot_does_not_match_things():
    assert not any("violence" in h.rule.signals for h in find_hits("He slaps the table."))


def test_rules_reading_tagged_text_spell_no_person_noun_outside_the_slot():
    """A literal 'man' in such a rule would never match: the text says 'm\\x01\\x01' there."""
    slots = (
        lexicon.PERSON_OBJ.replace("himself|herself|", ""),
        lexicon.PERSON_OBJ.replace("|" + lexicon.NAME + ")", ")"),
        lexicon.PERSON_OBJ,
        lexicon.PERSON,
        lexicon.OTHER_PERSON,
        lexicon.NAME,
    )
    for rule in lexicon.RULES:
        if lexicon.NOUN_SLOT not in rule.pattern:
            continue
        rest = rule.pattern
        for slot in slots:
            rest = rest.replace(slot, " ")
        spelled = [
            noun
            for noun in lexicon.PERSON_NOUNS
            if re.search(r"(?<![a-z])" + re.escape(noun) + r"(?![a-z])", rest)
        ]
        assert not spelled, (rule.pattern[:80], spelled)


def test_hits_across_wrapped_and_double_spaced_lines_point_into_the_original():
    text = "Quiet.\n\n   He   shoots\n    him   twice."
    (hit,) = [h for h in find_hits(text) if "violence" in h.rule.signals]
    assert text[hit.start : hit.end].split() == ["shoots", "him"]
