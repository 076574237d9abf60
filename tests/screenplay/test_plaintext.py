"""Plain-text screenplays: indented printed scripts and flattened web dumps."""

from __future__ import annotations

import pytest

from closedset.screenplay import plaintext
from closedset.screenplay.model import ElementKind
from tests.corpus import CORPUS, requires_corpus

INDENTED = """\
                              THE TEST

                         Written by Jo Writer



FADE IN:

1    INT. KITCHEN - NIGHT                                          1

     ANNA (16) stands at the sink. Her father, TOM, 45, watches
     from the door.

                         ANNA
               I'm not going.

                         TOM (CONT'D)
                   (quietly)
               You are. And that's final,
               Anna.

                                                         CUT TO:

                                                           (CONTINUED)
                                                                 2.
     CONTINUED:

                         ANNA (V.O.)
               Whatever.

2    EXT. GARDEN - DAY                                             2

     Tom digs. Anna watches.
"""


def kinds(scene):
    return [(el.kind, el.text) for el in scene.elements]


def test_indented_scene_headings_and_margin_numbers():
    script = plaintext.parse(INDENTED)
    assert [s.heading for s in script.scenes] == ["INT. KITCHEN - NIGHT", "EXT. GARDEN - DAY"]
    assert [s.number for s in script.scenes] == ["1", "2"]
    assert script.title == "THE TEST"
    assert script.authors == ["Jo Writer"]
    assert [el.text for el in script.preamble] == ["THE TEST", "Written by Jo Writer", "FADE IN:"]


def test_indented_classifies_by_indent_and_case():
    scene = plaintext.parse(INDENTED).scenes[0]
    assert kinds(scene)[:7] == [
        (ElementKind.HEADING, "INT. KITCHEN - NIGHT"),
        (
            ElementKind.ACTION,
            "ANNA (16) stands at the sink. Her father, TOM, 45, watches from the door.",
        ),
        (ElementKind.CHARACTER, "ANNA"),
        (ElementKind.DIALOGUE, "I'm not going."),
        (ElementKind.CHARACTER, "TOM (CONT'D)"),
        (ElementKind.PARENTHETICAL, "(quietly)"),
        (ElementKind.DIALOGUE, "You are. And that's final, Anna."),
    ]
    assert scene.elements[6].character == "TOM (CONT'D)"
    assert (ElementKind.TRANSITION, "CUT TO:") in kinds(scene)


def test_indented_drops_page_furniture_and_reads_printed_pages():
    script = plaintext.parse(INDENTED)
    texts = [el.text for s in script.scenes for el in s.elements]
    assert not any("CONTINUED" in t or t == "2." for t in texts)
    whatever = next(el for el in script.scenes[0].elements if el.text == "Whatever.")
    assert whatever.page == 2
    assert script.scenes[0].elements[0].page == 1
    assert script.page_count == 2


def test_indented_lines_are_source_lines():
    script = plaintext.parse(INDENTED)
    heading = script.scenes[0].elements[0]
    assert INDENTED.split("\n")[heading.line - 1].strip().startswith("1    INT. KITCHEN")


def test_indented_without_page_numbers_estimates_pages():
    text = "INT. ROOM - DAY\n\n" + "     Someone walks across the room.\n\n" * 200
    script = plaintext.parse(text)
    assert script.page_count > 1
    assert script.scenes[0].elements[-1].page == script.page_count


FLAT = (
    "A TEST SCRIPT Written by Jo Writer INT. KITCHEN - NIGHTDerek walks in and sits. "
    "ANNA Where were you? DEREK(quietly)Out. Anna turns away. ANNA Fine. CUT TO: "
    "EXT. GARDEN - DAY Tom digs. The INT. sign is faded. (CONTINUED) 2.CONTINUED: "
    "DEREK Still here? ANNA Always.INT. HALLWAY - TIGHT ON ANNAShe listens. "
    "EXT. STREET. NIGHT. 3. Cars pass."
)


def test_flat_recovers_headings_from_run_on_text():
    script = plaintext.parse(FLAT)
    assert [s.heading for s in script.scenes] == [
        "INT. KITCHEN - NIGHT",
        "EXT. GARDEN - DAY",
        "INT. HALLWAY - TIGHT ON ANNA",
        "EXT. STREET. NIGHT.",
    ]


def test_flat_splits_cues_dialogue_and_action():
    scene = plaintext.parse(FLAT).scenes[0]
    assert kinds(scene)[1:] == [
        (ElementKind.ACTION, "Derek walks in and sits."),
        (ElementKind.CHARACTER, "ANNA"),
        (ElementKind.DIALOGUE, "Where were you?"),
        (ElementKind.CHARACTER, "DEREK"),
        (ElementKind.PARENTHETICAL, "(quietly)"),
        (ElementKind.DIALOGUE, "Out."),
        (ElementKind.ACTION, "Anna turns away."),
        (ElementKind.CHARACTER, "ANNA"),
        (ElementKind.DIALOGUE, "Fine."),
        (ElementKind.TRANSITION, "CUT TO:"),
    ]


def test_flat_int_abbreviation_in_text_is_not_a_heading():
    garden = plaintext.parse(FLAT).scenes[1]
    assert (ElementKind.ACTION, "The INT. sign is faded.") in kinds(garden)


def test_flat_page_headers_give_pages_and_vanish():
    script = plaintext.parse(FLAT)
    garden, hallway, street = script.scenes[1], script.scenes[2], script.scenes[3]
    assert garden.page == 1
    assert not any("CONTINUED" in el.text for s in script.scenes for el in s.elements)
    still = next(el for el in garden.elements if el.text == "Still here?")
    assert still.page == 2
    assert hallway.page == 2
    assert street.elements[-1].page == 3
    assert script.page_count == 3


def test_flat_lines_count_segments():
    lines = [el.line for s in plaintext.parse(FLAT).scenes for el in s.elements]
    assert lines == sorted(lines)
    assert len(set(lines)) == len(lines)
    assert lines[0] >= 1


def test_flat_without_page_numbers_estimates_pages():
    text = "INT. ROOM - DAY " + "Someone walks slowly across the long room. " * 400
    script = plaintext.parse(text)
    assert script.page_count > 1


def test_flat_speech_ends_where_action_resumes():
    text = "INT. CAR - DAY ANNA Drive faster. He's late. She grabs the wheel. ANNA Now! " * 3
    scene = plaintext.parse(text).scenes[0]
    assert (ElementKind.DIALOGUE, "Drive faster. He's late.") in kinds(scene)
    assert (ElementKind.ACTION, "She grabs the wheel.") in kinds(scene)


def test_flat_caps_word_seen_once_is_not_a_speaker():
    text = "INT. CAR - DAY BANG Something hits the roof. " + "Rain falls. " * 30
    scene = plaintext.parse(text).scenes[0]
    assert all(el.kind != ElementKind.CHARACTER for el in scene.elements)


def test_flat_glued_heading_hands_back_the_sentence():
    text = "INT. HOUSE - TIGHT ON THE EYESThey snap open. " + "The house is quiet. " * 20
    scene = plaintext.parse(text).scenes[0]
    assert scene.heading == "INT. HOUSE - TIGHT ON THE EYES"
    assert scene.elements[1].text == "They snap open."


def test_flat_glued_paragraph_that_narrates_is_action_not_speech():
    """'...cave in.After a moment, Jane takes his hand.' lost the line break after a speech."""
    text = (
        "INT. ROOM - NIGHT JANE Where? RICKY My heart is going to cave in.After a moment, "
        "Jane takes his hand. RICKY Stay.Then, slowly, he kisses her. JANE Why? RICKY "
        "I know.Then you know he loves you. JANE Go. " * 2
    )
    scene = plaintext.parse(text).scenes[0]
    assert (ElementKind.DIALOGUE, "My heart is going to cave in.") in kinds(scene)
    assert (ElementKind.ACTION, "After a moment, Jane takes his hand.") in kinds(scene)
    assert (ElementKind.ACTION, "Then, slowly, he kisses her.") in kinds(scene)
    assert (ElementKind.DIALOGUE, "I know.Then you know he loves you.") in kinds(scene)


def test_flat_shouted_verb_after_a_name_opens_action():
    text = "INT. HOUSE - NIGHT BECKY No, baby, please --Jerome SMACKS Becky in the face. " * 3
    scene = plaintext.parse(text).scenes[0]
    assert (ElementKind.ACTION, "Jerome SMACKS Becky in the face.") in kinds(scene)


@pytest.mark.parametrize(
    "action",
    [
        "Their POV: A pool of blood is forming on the table.",
        "She Kisses him.",
        "Dirk's hand touches his face.",
        "Nolan begins to strike Charlie with the paddle.",
    ],
)
def test_flat_action_after_a_speech_is_found_by_its_shape(action):
    """Camera language, a capitalised verb, a possessive name and a surname for MR. NOLAN."""
    text = (
        f"INT. ROOM - NIGHT DIRK Oh God.{action} MR. NOLAN Sit. DIRK Yes. CHARLIE Fine. "
        "Dirk sits. Charlie sits. "
    ) * 2
    scene = plaintext.parse(text).scenes[0]
    assert (ElementKind.ACTION, action) in kinds(scene)


def test_flat_words_glued_by_a_lost_line_break_are_split_when_both_are_known():
    """'leans in andkisses him': 'and' and 'kisses' are words the script uses elsewhere."""
    filler = "She kisses him and he kisses her. The therapist waits. "
    text = "INT. ROOM - NIGHT Jane leans in andkisses him. Her asLizzy smile. " + filler * 3
    actions = [el.text for el in plaintext.parse(text).scenes[0].elements]
    assert "Jane leans in and kisses him." in actions
    assert any("therapist" in line for line in actions)


CORPUS_TEXT = CORPUS / "text"


@requires_corpus
@pytest.mark.parametrize(
    ("name", "low", "high", "first"),
    [
        (
            "127-Hours.imsdb-flattened.txt",
            190,
            235,
            ["EXT. CROWD SCENES. VARIOUS.", "EXT. FREEWAY. NIGHT.", "INT. ARON'S TRUCK. NIGHT."],
        ),
        (
            "American-History-X.imsdb-flattened.txt",
            125,
            150,
            [
                "INT. HOUSE - CLOSED EYES",
                "EXT. STREET CORNER - A LARGE TIRE",
                "INT. HOUSE - TIGHT ON THE EYES",
            ],
        ),
    ],
)
def test_corpus_flattened_scripts(name, low, high, first):
    text = (CORPUS_TEXT / name).read_text(encoding="utf-8", errors="replace")
    script = plaintext.parse(text)
    assert low <= len(script.scenes) <= high
    assert [s.heading for s in script.scenes[:3]] == first
    assert all(s.heading[:3] in ("INT", "EXT", "I/E", "EST") for s in script.scenes)
    assert all(len(s.heading) <= 100 for s in script.scenes)
    speakers = {el.character for s in script.scenes for el in s.elements if el.character}
    assert len(speakers) >= 5
    assert script.page_count >= 60


@requires_corpus
def test_corpus_printed_page_numbers_are_used():
    text = (CORPUS_TEXT / "127-Hours.imsdb-flattened.txt").read_text(encoding="utf-8")
    script = plaintext.parse(text)
    pages = [s.page for s in script.scenes]
    assert pages == sorted(pages)
    assert script.scenes[4].page == 2  # the first scene after the printed "2."


def test_flat_full_name_introduced_after_a_heading_is_action_not_a_speech():
    text = (
        "EXT. STREET - DAY VERONICA SAWYER, a sullen seventeen year old beauty is jogging. "
        "VERONICA Hi. HEATHER Hey. VERONICA Bye. "
    )
    scene = plaintext.parse(text).scenes[0]
    first = scene.elements[1]
    assert first.kind == ElementKind.ACTION
    assert first.text.startswith("VERONICA SAWYER, a sullen")


def test_flat_full_name_described_by_what_they_do_is_action():
    text = (
        "INT. CAR - NIGHT WADE WHITEHOUSE, driving, sits beside JILL, his daughter. "
        "WADE Sorry. JILL Okay. WADE Home. JILL Fine. "
    )
    scene = plaintext.parse(text).scenes[0]
    assert scene.elements[1].kind == ElementKind.ACTION
    assert scene.elements[1].text.startswith("WADE WHITEHOUSE, driving")
