"""Story tests for common intimate and sexual-violence wording, and for look-alikes that are not."""

from __future__ import annotations

import pytest

from .builders import action, flags


@pytest.mark.parametrize(
    ("line", "category"),
    [
        ("She strips.", "nudity"),
        ("He strips off his clothes and wades into the lake.", "nudity"),
        ("He watches her undress.", "nudity"),
        ("She begins to undress.", "nudity"),
        ("They're humping on the sofa.", "sex"),
        ("Through the wall: the neighbours are fucking again.", "sex"),
        ("Lisa moans in the bed as Frank kisses her neck.", "sex"),
        ("He tries to rape her.", "sexual_violence"),
        ("He forces her to undress.", "sexual_violence"),
        ("He touches her inappropriately.", "sexual_violence"),
        ("He pins her down and hikes up her skirt.", "sexual_violence"),
        ("He throws the man against the wall.", "violence"),
        ("The creature attacks Biggz.", "violence"),
    ],
)
def test_common_wording_is_flagged(line, category):
    assert category in flags(action(line))


@pytest.mark.parametrize(
    ("line", "category"),
    [
        ("She sits on the bed in her underwear.", "nudity"),
        ("He strips the bed.", "nudity"),
        ("They're fucking idiots, the lot of them.", "sex"),
        ("He moans in bed, sick with fever.", "sex"),
        ("He has a heart attack.", "violence"),
        ("He varies his line of attack.", "violence"),
        ("She throws herself onto the floor behind the seats.", "violence"),
        ("A glowing liquid is spattered across their clothes like blood.", "violence"),
        ("He is probably in the shower.", "nudity"),
    ],
)
def test_look_alikes_are_not_flagged(line, category):
    assert category not in flags(action(line))


def test_a_bath_in_pajamas_is_not_nudity():
    scene_flags = flags(
        action("Still wearing his pajamas, Edward climbs into the tub."),
        action("Sandra climbs into the tub, facing him."),
    )
    assert "nudity" not in scene_flags


def test_naked_in_a_scene_with_clothes_mentioned_stays_nudity():
    scene_flags = flags(
        action("His clothes are still on the chair."),
        action("She lies naked in the bath."),
    )
    assert scene_flags.get("nudity") == "moderate"
