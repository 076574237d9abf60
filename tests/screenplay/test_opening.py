"""Story before the first scene heading becomes an opening scene; front matter does not."""

from __future__ import annotations

from textwrap import dedent

import pytest

from closedset.screenplay import ElementKind, Script, ScriptImportError, parse_bytes, parse_file
from closedset.screenplay.model import Element, Scene
from closedset.screenplay.opening import OPENING_HEADING, add_opening_scene
from tests.corpus import CORPUS, corpus_files, requires_corpus
from tests.screenplay.test_fdx import document, para
from tests.screenplay.test_pdf import MARGIN, build_pdf

K = ElementKind

COLD_OPEN = (
    "A LIGHTHOUSE at night. Waves smash the rocks while the keeper climbs the stairs, "
    "a rope coiled over his shoulder."
)


def fountain(text: str) -> Script:
    return parse_bytes(dedent(text).encode(), "test.fountain")


def headings(script: Script) -> list[str]:
    return [scene.heading for scene in script.scenes]


def texts(scene: Scene) -> list[str]:
    return [element.text for element in scene.elements]


class TestFountain:
    def test_cold_open_becomes_the_first_scene(self):
        script = fountain(
            f"""\
            Title: Storm

            FADE IN:

            {COLD_OPEN}

            INT. KITCHEN - DAY

            Rain.

            EXT. GARDEN - DAY

            Mud.
            """
        )
        assert headings(script) == [OPENING_HEADING, "INT. KITCHEN - DAY", "EXT. GARDEN - DAY"]
        assert [scene.ordinal for scene in script.scenes] == [1, 2, 3]
        opening = script.scenes[0]
        assert texts(opening) == ["FADE IN:", COLD_OPEN]
        assert opening.page == 1
        assert opening.number is None
        assert script.preamble == []
        assert any(
            "opening scene was made from 2 paragraph(s) before the first scene heading" in w
            for w in script.warnings
        )

    def test_fade_in_alone_makes_no_scene(self):
        script = fountain("FADE IN:\n\nINT. KITCHEN - DAY\n\nRain.\n")
        assert headings(script) == ["INT. KITCHEN - DAY"]
        assert script.warnings == []

    def test_a_short_line_is_too_little_story_and_is_warned_about(self):
        script = fountain("FADE IN:\n\nA door creaks.\n\nINT. KITCHEN - DAY\n\nRain.\n")
        assert headings(script) == ["INT. KITCHEN - DAY"]
        assert [e.text for e in script.preamble] == ["FADE IN:", "A door creaks."]
        assert any("A door creaks." in w and "left out" in w for w in script.warnings)

    def test_title_page_is_not_an_opening(self):
        script = fountain(
            """\
            Title: Storm
            Credit: written by
            Author: Ann Writer
            Notes: A long note about the draft, the rewrite schedule, the cast
                and the many people who read earlier versions and helped.

            INT. KITCHEN - DAY

            Rain.
            """
        )
        assert headings(script) == ["INT. KITCHEN - DAY"]

    def test_title_lines_repeated_in_the_body_are_front_matter(self):
        script = fountain(
            """\
            Title: The Long Storm Over Harbour Town
            Author: Ann Marie Writer

            THE LONG STORM OVER HARBOUR TOWN

            Written by Ann Marie Writer and Bob Second Writer

            Final shooting draft, revised

            BLACK.

            THE END

            INT. KITCHEN - DAY

            Rain.
            """
        )
        assert headings(script) == ["INT. KITCHEN - DAY"]
        assert any("front matter" in w for w in script.warnings)

    def test_pitch_prose_in_sections_is_not_an_opening(self):
        script = fountain(
            """\
            # PITCH NOTES

            ## LOGLINE

            A retired photographer and his husband solve a murder in the desert while the
            family of a billionaire lies to them about everything that happened that night.

            ## SETTING

            Enter a city where everyone hides something behind the pool house and the palms.

            # SCREENPLAY

            ## CHAPTER 1

            INT. APARTMENT - DAY

            Gloved hands dump a purse.
            """
        )
        assert headings(script) == ["INT. APARTMENT - DAY"]

    def test_pitch_section_right_before_the_heading_is_not_an_opening(self):
        script = fountain(
            """\
            ## SYNOPSIS

            A retired photographer and his husband solve a murder in the desert while the
            family of a billionaire lies to them about everything that happened that night.

            INT. APARTMENT - DAY

            Gloved hands dump a purse.
            """
        )
        assert headings(script) == ["INT. APARTMENT - DAY"]

    def test_cold_open_under_an_act_section_is_an_opening(self):
        script = fountain(f"# ACT ONE\n\n{COLD_OPEN}\n\nINT. KITCHEN - DAY\n\nRain.\n")
        assert headings(script) == [OPENING_HEADING, "INT. KITCHEN - DAY"]
        assert texts(script.scenes[0]) == [COLD_OPEN]

    def test_voice_over_black_before_fade_in_is_kept_with_its_speaker(self):
        script = fountain(
            """\
            OVER BLACK:

            Waves against rocks.

            KEEPER (V.O.)
            Every night I climb those stairs, and every night I think about the drop.

            FADE IN:

            INT. LIGHTHOUSE - NIGHT

            Wind.
            """
        )
        opening = script.scenes[0]
        assert opening.heading == OPENING_HEADING
        assert texts(opening)[0] == "OVER BLACK:"
        assert opening.speaking_characters == ["KEEPER"]
        assert script.characters["KEEPER"].first_scene == 1

    def test_epigraph_and_reader_notes_are_front_matter(self):
        script = fountain(
            """\
            I have had many troubles, so I write jolly tales about them all.

            - A. Novelist

            ===

            Note:

            Where dialogue overlaps in this script a slash marks where the next speaker
            begins, and coloured text marks the older of the two timelines in the story.

            ===

            INT. OFFICE - DAY

            Papers.
            """
        )
        assert headings(script) == ["INT. OFFICE - DAY"]

    def test_epigraph_before_fade_in_stays_out_of_the_opening(self):
        script = fountain(
            f"""\
            This is a story of the sea, full of lies, and truer for every one of them.

            FADE IN:

            {COLD_OPEN}

            INT. KITCHEN - DAY

            Rain.
            """
        )
        assert texts(script.scenes[0]) == ["FADE IN:", COLD_OPEN]
        assert script.preamble[0].text.startswith("This is a story of the sea")

    def test_story_that_mentions_a_credit_or_the_title_is_still_story(self):
        script = fountain(
            """\
            Title: Storm

            Storm reads a letter written by his mother, folds it, and throws it into the fire.

            INT. KITCHEN - DAY

            Rain.
            """
        )
        assert headings(script) == [OPENING_HEADING, "INT. KITCHEN - DAY"]

    def test_story_under_an_earlier_section_is_warned_about(self):
        script = fountain(
            f"""\
            # COLD OPEN

            A boy runs along the pier at dawn and jumps into the grey water below it.

            # ACT ONE

            {COLD_OPEN}

            INT. KITCHEN - DAY

            Rain.
            """
        )
        assert texts(script.scenes[0]) == [COLD_OPEN]
        assert script.preamble[1].text.startswith("A boy runs")
        assert any(
            "A boy runs" in w and "come before a section or page break" in w
            for w in script.warnings
        )

    def test_script_without_any_heading_is_still_refused(self):
        with pytest.raises(ScriptImportError) as raised:
            fountain(f"FADE IN:\n\n{COLD_OPEN}\n\nTHE END\n")
        assert raised.value.code == "no_scenes"


def test_fdx_cold_open_becomes_the_first_scene():
    data = document(
        para("Action", "FADE IN:")
        + para("Action", COLD_OPEN)
        + para("Character", "KEEPER (V.O.)")
        + para("Dialogue", "Nobody lit it.")
        + para("Scene Heading", "INT. LIGHTHOUSE - NIGHT")
        + para("Action", "Wind.")
    )
    script = parse_bytes(data, "test.fdx")
    assert headings(script) == [OPENING_HEADING, "INT. LIGHTHOUSE - NIGHT"]
    assert [e.kind for e in script.scenes[0].elements] == [
        K.ACTION,
        K.ACTION,
        K.CHARACTER,
        K.DIALOGUE,
    ]
    assert script.scenes[1].ordinal == 2


def test_fdx_transition_alone_makes_no_scene():
    data = document(
        para("Transition", "FADE IN:")
        + para("Scene Heading", "INT. LIGHTHOUSE - NIGHT")
        + para("Action", "Wind.")
    )
    assert headings(parse_bytes(data, "test.fdx")) == ["INT. LIGHTHOUSE - NIGHT"]


def test_pdf_cold_open_becomes_the_first_scene_on_its_page():
    cold_open = [
        (MARGIN, 80, "FADE IN:"),
        (MARGIN, 104, "A LIGHTHOUSE at night. Waves smash the rocks while"),
        (MARGIN, 116, "the keeper climbs the stairs, a rope coiled over his"),
        (MARGIN, 128, "shoulder, and ties it to the railing at the top."),
    ]
    scene = [(MARGIN, 80, "INT. LIGHTHOUSE - NIGHT"), (MARGIN, 104, "Wind.")]
    script = parse_bytes(build_pdf([cold_open, scene]))
    assert headings(script) == [OPENING_HEADING, "INT. LIGHTHOUSE - NIGHT"]
    assert script.scenes[0].page == 1
    assert script.scenes[1].page == 2
    assert "coiled over his shoulder" in script.scenes[0].elements[1].text


def test_plain_text_cold_open_becomes_the_first_scene():
    speech = "\n".join(
        f"                         ANNA\n               Line {i} of what Anna says.\n"
        for i in range(12)
    )
    text = (
        "                              THE TEST\n\n"
        "                         Written by Jo Writer\n\n\n"
        "FADE IN:\n\n"
        f"     {COLD_OPEN}\n\n"
        "     INT. KITCHEN - NIGHT\n\n"
        "     Anna stands at the sink.\n\n"
        f"{speech}"
    )
    script = parse_bytes(text.encode(), "test.txt")
    assert script.source_format == "text"
    assert headings(script) == [OPENING_HEADING, "INT. KITCHEN - NIGHT"]
    assert texts(script.scenes[0]) == ["FADE IN:", COLD_OPEN]
    assert [e.text for e in script.preamble] == ["THE TEST", "Written by Jo Writer"]


def test_opening_is_added_once_and_only_with_scenes():
    heading = Element(K.HEADING, "INT. A - DAY")
    script = Script(
        scenes=[Scene(ordinal=1, heading="INT. A - DAY", elements=[heading])],
        preamble=[Element(K.ACTION, COLD_OPEN, page=1, line=1)],
    )
    assert add_opening_scene(script) is not None
    assert add_opening_scene(script) is None
    assert headings(script) == [OPENING_HEADING, "INT. A - DAY"]
    assert add_opening_scene(Script(preamble=[Element(K.ACTION, COLD_OPEN)])) is None


# --- the shared corpus --------------------------------------------------------------------------

WITH_OPENING = {
    "fdx/Big-Fish.fdx",
    "fountain/Big-Fish.fountain",
    "pdf/Big-Fish.screenplain-render.pdf",
    "pdf/Legion_1x01_-_Chapter_One.pdf",
    "fountain/Youre-Nobody-til-Somebody-Wants-You-Dead.fountain",
}


@requires_corpus
@pytest.mark.parametrize("path", corpus_files(), ids=lambda p: p.name)
def test_corpus_openings(path):
    script = parse_file(path)
    name = path.relative_to(CORPUS).as_posix()
    has_opening = script.scenes[0].heading == OPENING_HEADING
    assert has_opening == (name in WITH_OPENING)
    assert sum(scene.heading == OPENING_HEADING for scene in script.scenes) == int(has_opening)
    assert [scene.ordinal for scene in script.scenes] == list(range(1, len(script.scenes) + 1))


@requires_corpus
def test_legion_cold_open_is_the_first_scene():
    script = parse_file(CORPUS / "pdf" / "Legion_1x01_-_Chapter_One.pdf")
    opening = script.scenes[0]
    assert opening.heading == OPENING_HEADING
    assert opening.page == 2
    assert opening.elements[0].text == "FADE IN:"
    body = " ".join(texts(opening))
    for shown in ("A BABY BOY", "drinking from a flask", "NAKED WOMAN", "A NOOSE"):
        assert shown in body
    assert script.scenes[1].heading == "INT. DAY ROOM. MENTAL HOSPITAL - DAY"
    assert len(script.scenes) == 59
    assert any("opening scene was made from 32 paragraph(s)" in w for w in script.warnings)


@requires_corpus
@pytest.mark.parametrize("name", ["Big-Fish", "Little-Women-excerpt"])
def test_formats_agree_on_headings_with_the_opening(name):
    pdf_name = "Big-Fish.screenplain-render.pdf" if name == "Big-Fish" else f"{name}.pdf"
    paths = [CORPUS / "fountain" / f"{name}.fountain", CORPUS / "fdx" / f"{name}.fdx"]
    paths.append(CORPUS / "pdf" / pdf_name)
    lists = [[" ".join(h.upper().split()) for h in headings(parse_file(p))] for p in paths]
    assert lists[0] == lists[1] == lists[2]
    assert (lists[0][0] == OPENING_HEADING) == (name == "Big-Fish")
