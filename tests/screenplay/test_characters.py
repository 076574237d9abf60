"""Who is present in each scene, and ages and minors from introductions."""

from __future__ import annotations

import pytest

from closedset.screenplay import plaintext
from closedset.screenplay.characters import normalise_name, resolve_characters
from closedset.screenplay.model import Element, ElementKind, Scene, Script
from tests.corpus import CORPUS, requires_corpus

A, C, D = ElementKind.ACTION, ElementKind.CHARACTER, ElementKind.DIALOGUE


def scene(ordinal, *parts):
    """parts: action strings, or (NAME, speech) pairs for a cue and its dialogue."""
    elements = [Element(ElementKind.HEADING, f"INT. ROOM {ordinal} - DAY")]
    for part in parts:
        if isinstance(part, tuple):
            elements.append(Element(C, part[0], character=part[0]))
            elements.append(Element(D, part[1], character=part[0]))
        else:
            elements.append(Element(A, part))
    return Scene(ordinal=ordinal, heading=elements[0].text, elements=elements)


def resolved(*scenes):
    script = Script(scenes=list(scenes))
    resolve_characters(script)
    return script


@pytest.mark.parametrize(
    ("raw", "name"),
    [
        ("ANNA (V.O.)", "ANNA"),
        ("anna (O.S.) (CONT'D)", "ANNA"),
        ("TOM (CONT'D):", "TOM"),
        ("TOM CONT'D", "TOM"),
        ("YOUNG EDWARD", "YOUNG EDWARD"),
        ("COP #2", "COP #2"),
    ],
)
def test_normalise_name(raw, name):
    assert normalise_name(raw) == name


def test_speakers_are_normalised_and_young_edward_stays_distinct():
    script = resolved(
        scene(1, ("EDWARD (V.O.)", "Hi."), ("YOUNG EDWARD", "Hello."), ("EDWARD", "Yes."))
    )
    assert script.scenes[0].characters == ["EDWARD", "YOUNG EDWARD"]
    assert script.scenes[0].elements[1].character == "EDWARD"


@pytest.mark.parametrize(
    ("intro", "age"),
    [
        ("ANNA (16) waits.", 16),
        ("ANNA, 16, waits.", 16),
        ("ANNA (mid-30s) waits.", 35),
        ("ANNA (early 20s) waits.", 22),
        ("ANNA (late forties) waits.", 48),
        ("ANNA (16 years old) waits.", 16),
        ("ANNA, sixteen, waits.", 16),
        ("ANNA, a girl of fifteen, waits.", 15),
        ("ANNA (a girl of fifteen) waits.", 15),
        ("ANNA, a boy, 12, waits.", 12),
        ("ANNA, a 14-year-old with braces, waits.", 14),
        ("ANNA, AGE 3, waits.", 3),
        ("ANNA, 40's and handsome, waits.", 45),
        ("ANNA, twenty-something, waits.", 25),
    ],
)
def test_ages_from_introductions(intro, age):
    script = resolved(scene(1, intro, ("ANNA", "Hi.")))
    info = script.characters["ANNA"]
    assert info.age == age
    assert info.is_minor == (age < 18)
    assert info.age_evidence.startswith("ANNA")


@pytest.mark.parametrize(
    "intro",
    ["ANNA, a teenager, waits.", "ANNA (teenage) waits.", "ANNA, a redheaded freshman, waits."],
)
def test_teenager_without_age_is_a_minor_hint(intro):
    info = resolved(scene(1, intro, ("ANNA", "Hi."))).characters["ANNA"]
    assert info.age is None
    assert info.minor_hint
    assert not info.is_minor


def test_adult_has_no_minor_hint():
    info = resolved(scene(1, "ANNA, 45, waits.", ("ANNA", "Hi."))).characters["ANNA"]
    assert not info.minor_hint


def test_age_is_carried_across_scenes_and_first_age_wins():
    script = resolved(
        scene(1, "ANNA (16) sits.", ("ANNA", "Hi.")),
        scene(2, ("ANNA", "Later.")),
        scene(3, "ANNA, now 30, returns."),
    )
    info = script.characters["ANNA"]
    assert (info.age, info.first_scene) == (16, 1)


def test_young_edward_age_is_his_own():
    script = resolved(
        scene(1, "YOUNG EDWARD (10) runs. EDWARD, 60, watches.", ("YOUNG EDWARD", "Hey!"))
    )
    assert script.characters["YOUNG EDWARD"].age == 10
    assert script.characters["EDWARD"].age == 60


def test_full_name_introduction_maps_to_the_speaker():
    script = resolved(scene(1, "DEREK VINYARD, 24, enters.", ("DEREK", "Hey.")))
    assert script.characters["DEREK"].age == 24
    assert "DEREK VINYARD" not in script.characters


def test_introduced_non_speaker_is_present_and_found_by_first_name():
    script = resolved(
        scene(1, "DARYL DAWSON, pale and thin, is shoved in.", ("DANNY", "Hey.")),
        scene(2, "Daryl limps past.", ("DANNY", "Bye.")),
    )
    assert script.scenes[0].characters == ["DARYL DAWSON", "DANNY"]
    assert "DARYL DAWSON" in script.scenes[1].characters


def test_things_in_capitals_are_not_characters():
    script = resolved(scene(1, "NYQUIL, PEPTO BISMOL, two bottles and a spoon rest on the desk."))
    assert script.characters == {}


def test_names_in_action_lines_make_characters_present():
    script = resolved(
        scene(1, ("ANNA", "Hi."), ("TOM", "Hello.")),
        scene(2, "Anna walks in. TOM's coat hangs by the door.", ("ANNA", "Tom?")),
        scene(3, "Annabel waits. Atom bombs."),
    )
    assert script.scenes[1].characters == ["ANNA", "TOM"]
    assert script.scenes[2].characters == []


def test_dialogue_mentions_do_not_make_characters_present():
    script = resolved(scene(1, ("ANNA", "Hi.")), scene(2, ("TOM", "Where is Anna?")))
    assert script.scenes[1].characters == ["TOM"]


def test_common_word_names_need_capitals():
    script = resolved(
        scene(1, ("WILL", "Hi."), ("GRACE", "Hi.")),
        scene(2, "Will it rain? She says grace.", ("TOM", "Maybe.")),
        scene(3, "WILL sits. The grace period ends.", ("TOM", "Hey.")),
    )
    assert script.scenes[1].characters == ["TOM"]
    assert script.scenes[2].characters == ["WILL", "TOM"]


def test_multi_word_common_name_matches_in_title_case():
    script = resolved(
        scene(1, ("MAY PARKER", "Hi.")), scene(2, "May Parker waves.", ("TOM", "Hi."))
    )
    assert script.scenes[1].characters == ["MAY PARKER", "TOM"]


def test_joint_cue_makes_both_present():
    script = resolved(
        scene(1, ("EDWARD", "Hi."), ("WILL", "Hi.")),
        scene(2, ("EDWARD AND WILL", "Together.")),
    )
    assert script.scenes[1].characters == ["EDWARD", "WILL"]


def test_loose_age_in_the_next_sentence_dates_the_named_character():
    script = resolved(
        scene(
            1,
            "The noise keeps Danny awake.",
            "The clean cut 14-year-old flips over.",
            ("DANNY", "Hm."),
        )
    )
    assert script.characters["DANNY"].age == 14


def test_age_before_the_name_dates_that_name():
    script = resolved(
        scene(1, "Faces at the window. It is 16-YEAR-OLD PRECIOUS JONES.", ("PRECIOUS", "Hi."))
    )
    assert script.characters["PRECIOUS"].age == 16


def test_age_said_of_someone_just_introduced_dates_them():
    script = resolved(
        scene(1, "JANE BURNHAM lies in bed. She's sixteen, with dark eyes.", ("JANE", "Dad.")),
    )
    assert script.characters["JANE"].age == 16


def test_earliest_age_in_the_script_wins_over_a_later_flashback():
    script = resolved(
        scene(1, "JANE BURNHAM lies in bed. She's sixteen.", ("JANE", "Dad.")),
        scene(2, "On the home video, 4-YEAR-OLD JANE waves.", ("JANE", "Bye!")),
    )
    assert script.characters["JANE"].age == 16


def test_an_age_described_before_the_name_is_given_dates_that_name():
    script = resolved(
        scene(
            1,
            "He pulls off his mask. He's in his mid to late teens. His name is MOSES.",
            ("MOSES", "Move."),
        )
    )
    assert script.characters["MOSES"].minor_hint


def test_an_age_opening_the_next_paragraph_dates_the_name_in_it():
    script = resolved(
        scene(
            1,
            "Among them sits ANGELA HAYES.",
            "At sixteen, Angela is beautiful.",
            ("ANGELA", "Hi."),
        )
    )
    assert script.characters["ANGELA"].age == 16


def test_an_age_that_introduces_someone_new_does_not_date_the_last_name():
    script = resolved(
        scene(1, "Wade knocks on the front door.", "An 8 year-old boy answers.", ("WADE", "Hi.")),
    )
    assert script.characters["WADE"].age is None


def test_an_age_right_before_a_name_is_not_the_previous_name_s():
    script = resolved(
        scene(
            1,
            "Russell swigs from a bottle.",
            "They sit with a fan, 17 year-old AARON.",
            ("RUSSELL", "Hi."),
            ("AARON", "Wow."),
        )
    )
    assert script.characters["RUSSELL"].age is None
    assert script.characters["AARON"].age == 17


def test_children_named_in_a_group_of_boys_are_likely_minors():
    script = resolved(
        scene(
            1,
            "The various boys, including NEIL, KNOX, and CAMERON, line up holding banners.",
            ("NEIL", "Hi."),
            ("KNOX", "Hey."),
            ("MR. NOLAN", "Boys."),
        )
    )
    assert script.characters["NEIL"].minor_hint
    assert script.characters["KNOX"].minor_hint
    assert not script.characters["MR. NOLAN"].minor_hint


def test_an_age_after_the_next_name_is_that_name_s():
    script = resolved(
        scene(
            1,
            "WADE WHITEHOUSE, driving, sits beside JILL, his daughter, ten years-old.",
            ("WADE", "Sorry."),
            ("JILL", "Okay."),
        )
    )
    assert script.characters["WADE"].age is None
    assert script.characters["JILL"].age == 10


def test_said_ages_of_time_and_distance_are_not_ages():
    script = resolved(scene(1, "Danny stops. He's twenty minutes late.", ("DANNY", "Hm.")))
    assert script.characters["DANNY"].age is None


def test_plural_year_olds_are_not_a_loose_age():
    script = resolved(scene(1, "Danny watches.", "Two 14-year-olds skate past.", ("DANNY", "Hm.")))
    assert script.characters["DANNY"].age is None


def test_works_on_a_flattened_script():
    text = (
        "INT. KITCHEN - NIGHT LIZZY (15) eats. DEREK, 24, enters. LIZZY Hi. DEREK Hey. "
        "EXT. YARD - DAY Derek smokes. LIZZY Bye. DEREK Later."
    )
    script = plaintext.parse(text)
    resolve_characters(script)
    assert script.characters["LIZZY"].is_minor
    assert script.characters["DEREK"].age == 24
    assert script.scenes[1].characters == ["DEREK", "LIZZY"]


@requires_corpus
def test_corpus_flattened_characters_and_minor():
    text = (CORPUS / "text" / "American-History-X.imsdb-flattened.txt").read_text(encoding="utf-8")
    script = plaintext.parse(text)
    resolve_characters(script)
    chars = script.characters
    assert {"DANNY", "DEREK", "SWEENEY", "STACEY"} <= set(chars)
    assert chars["DANNY"].is_minor
    assert chars["MURRAY"].age == 48
    present = sum(bool(s.characters) for s in script.scenes)
    assert present >= 0.8 * len(script.scenes)
