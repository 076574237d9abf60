"""Fountain syntax, one feature at a time, on snippets written for these tests."""

from __future__ import annotations

import re
import time
from textwrap import dedent

import pytest

from closedset.screenplay import fountain
from closedset.screenplay.model import Element, ElementKind, Script
from tests.corpus import CORPUS, requires_corpus

K = ElementKind


def parse(source: str) -> Script:
    """Parse a snippet; indented triple-quoted ones are dedented (which blanks two-space lines)."""
    if source.startswith("\n"):
        source = dedent(source).lstrip("\n")
    return fountain.parse(source)


def elements(source: str) -> list[Element]:
    return [el for scene in parse(source).scenes for el in scene.elements]


def kinds_and_texts(source: str) -> list[tuple[ElementKind, str]]:
    return [(el.kind, el.text) for el in elements(source)]


class TestTitlePage:
    SOURCE = """
        Title: **THE LAST NIGHT**
        Credit: Written by
        Author: Ann Writer & Bo Helper
        Draft date: 1/2/2024
        Contact:
            Some Agency
            12 Road

        INT. ROOM - DAY

        Rain.
        """

    def test_fields_title_and_authors(self):
        script = parse(self.SOURCE)
        assert script.title == "THE LAST NIGHT"
        assert script.authors == ["Ann Writer", "Bo Helper"]
        assert script.title_page["Contact"] == "Some Agency\n12 Road"
        assert script.title_page["Draft date"] == "1/2/2024"

    def test_title_page_is_not_body(self):
        script = parse(self.SOURCE)
        assert [s.heading for s in script.scenes] == ["INT. ROOM - DAY"]
        assert script.warnings == []

    def test_multi_line_title_joined(self):
        script = parse("Title:\n\t_**BRICK**_\n\t_**STEEL**_\n\nEXT. YARD - DAY\n\nSun.\n")
        assert script.title == "BRICK STEEL"

    def test_colon_line_without_known_key_is_body(self):
        script = parse("FADE IN:\n\nINT. ROOM - DAY\n\nRain.\n")
        assert script.title_page == {}
        assert script.scenes[0].elements[0].text == "INT. ROOM - DAY"


class TestSceneHeadings:
    @pytest.mark.parametrize(
        "heading",
        [
            "INT. HOUSE - DAY",
            "EXT. FIELD - NIGHT",
            "EST. CITY - DAWN",
            "INT./EXT. CAR - DAY",
            "INT/EXT CAR - DAY",
            "I/E CAR - DAY",
            "int. lowercase house - day",
            "EXT HOUSE - DAY",
        ],
    )
    def test_recognised(self, heading):
        script = parse(f"{heading}\n\nSomething happens.\n")
        assert [s.heading for s in script.scenes] == [heading]

    def test_needs_blank_line_before(self):
        script = parse("INT. A - DAY\n\nShe says\nINT. B - DAY is the sign.\n")
        assert len(script.scenes) == 1

    def test_forced_with_period(self):
        script = parse(".SNIPER SCOPE POV\n\nCrosshairs.\n")
        assert script.scenes[0].heading == "SNIPER SCOPE POV"

    def test_ellipsis_is_not_forced_heading(self):
        script = parse("INT. A - DAY\n\n...and then nothing.\n")
        assert len(script.scenes) == 1
        assert script.scenes[0].elements[1].kind == K.ACTION

    def test_scene_number_removed(self):
        script = parse("INT. HOUSE - DAY #12A#\n\nRain.\n\n.DREAM #I-1-A#\n\nFog.\n")
        assert [(s.heading, s.number) for s in script.scenes] == [
            ("INT. HOUSE - DAY", "12A"),
            ("DREAM", "I-1-A"),
        ]

    def test_ordinals_and_lines(self):
        script = parse("INT. A - DAY\n\nOne.\n\nEXT. B - NIGHT\n\nTwo.\n")
        assert [(s.ordinal, s.elements[0].line) for s in script.scenes] == [(1, 1), (2, 5)]

    def test_heading_without_blank_after_still_starts_a_scene(self):
        """Real files omit the blank line; losing the scene would merge two scenes' flags."""
        script = parse("INT. A - DAY\nJohn enters.\n\nEXT. B - DAY\n\nRain.\n")
        assert [s.heading for s in script.scenes] == ["INT. A - DAY", "EXT. B - DAY"]
        assert script.scenes[0].elements[1].kind == K.ACTION
        assert script.scenes[0].elements[1].line == 2

    def test_heading_element_opens_the_scene(self):
        scene = parse("INT. A - DAY\n\nOne.\n").scenes[0]
        assert scene.elements[0].kind == K.HEADING


class TestDialogue:
    def test_cue_dialogue_parenthetical(self):
        els = elements(
            """
            INT. A - DAY

            STEEL (V.O.)(CONT'D)
            (beer raised)
            To retirement.
            And beyond.
            """
        )
        assert [(e.kind, e.text, e.character) for e in els[1:]] == [
            (K.CHARACTER, "STEEL (V.O.)(CONT'D)", "STEEL"),
            (K.PARENTHETICAL, "(beer raised)", "STEEL"),
            (K.DIALOGUE, "To retirement.\nAnd beyond.", "STEEL"),
        ]
        assert [e.line for e in els[1:]] == [3, 4, 5]

    @pytest.mark.parametrize(
        ("cue", "name"),
        [
            ("MOM (O.S.)", "MOM"),
            ("BOB (cont'd)", "BOB"),
            ("ANNA CONT\u2019D", "ANNA"),
            ("R2D2", "R2D2"),
            ("@McCLANE", "McCLANE"),
            ("@McCLANE (V.O.)", "McCLANE"),
        ],
    )
    def test_character_names(self, cue, name):
        els = elements(f"INT. A - DAY\n\n{cue}\nHello.\n")
        assert els[1].kind == K.CHARACTER
        assert els[1].character == name

    def test_digits_only_is_not_a_cue(self):
        els = elements("INT. A - DAY\n\n23\nskidoo.\n")
        assert els[1].kind == K.ACTION

    def test_all_caps_line_alone_is_action(self):
        els = elements("INT. A - DAY\n\nBANG!\n\nSilence.\n")
        assert [e.kind for e in els[1:]] == [K.ACTION, K.ACTION]

    def test_dual_dialogue_marks_both_speakers(self):
        els = elements("INT. A - DAY\n\nBRICK\nScrew it.\n\nSTEEL ^\nScrew it.\n\nThey drink.\n")
        assert [(e.kind, e.dual) for e in els[1:]] == [
            (K.CHARACTER, True),
            (K.DIALOGUE, True),
            (K.CHARACTER, True),
            (K.DIALOGUE, True),
            (K.ACTION, False),
        ]
        assert els[3].text == "STEEL"

    def test_two_space_line_keeps_dialogue_together(self):
        els = elements("INT. A - DAY\n\nDEALER\nTen.\n  \nTwenty.\n")
        assert [(e.kind, e.text) for e in els[1:]] == [
            (K.CHARACTER, "DEALER"),
            (K.DIALOGUE, "Ten.\n\nTwenty."),
        ]

    def test_multi_line_parenthetical(self):
        els = elements("INT. A - DAY\n\nANNA\n(quietly,\nto herself)\nNo.\n")
        assert [(e.kind, e.text) for e in els[2:]] == [
            (K.PARENTHETICAL, "(quietly,\nto herself)"),
            (K.DIALOGUE, "No."),
        ]

    def test_parenthesis_followed_by_speech_is_speech(self):
        els = elements("INT. A - DAY\n\nANNA\n(laughs) Sure.\n")
        assert (els[2].kind, els[2].text) == (K.DIALOGUE, "(laughs) Sure.")

    def test_lyrics_in_dialogue_are_one_element(self):
        els = elements("INT. A - DAY\n\nSINGER\n~Blame it on stars\n~Like headlights\n")
        assert [(e.kind, e.text, e.character) for e in els[2:]] == [
            (K.LYRIC, "Blame it on stars\nLike headlights", "SINGER"),
        ]


class TestOtherElements:
    def test_transitions(self):
        assert kinds_and_texts("INT. A - DAY\n\nCUT TO:\n\n> BURN TO PINK.\n")[1:] == [
            (K.TRANSITION, "CUT TO:"),
            (K.TRANSITION, "BURN TO PINK."),
        ]

    def test_lower_case_to_is_action(self):
        assert kinds_and_texts("INT. A - DAY\n\nHe walks to:\n")[1][0] == K.ACTION

    def test_centered(self):
        assert kinds_and_texts("INT. A - DAY\n\n> THE END <\n\n>BRICK<\n> STEEL <\n")[1:] == [
            (K.CENTERED, "THE END"),
            (K.CENTERED, "BRICK\nSTEEL"),
        ]

    def test_forced_action(self):
        assert kinds_and_texts("INT. A - DAY\n\n!SCANNING THE AISLES\nNothing.\n")[1:] == [
            (K.ACTION, "SCANNING THE AISLES\nNothing."),
        ]

    def test_action_keeps_line_breaks(self):
        text = kinds_and_texts("INT. A - DAY\n\nA beat.\nLonger.\n  \nEnough.\n")[1][1]
        assert text == "A beat.\nLonger.\n\nEnough."

    def test_sections_and_synopsis(self):
        script = parse(
            "# ACT ONE\n\nINT. A - DAY\n= Anna learns the truth.\n\n## The fight\n\nRain.\n"
        )
        scene = script.scenes[0]
        assert scene.synopsis == "Anna learns the truth."
        assert [(e.kind, e.text) for e in scene.elements] == [
            (K.HEADING, "INT. A - DAY"),
            (K.SYNOPSIS, "Anna learns the truth."),
            (K.SECTION, "The fight"),
            (K.ACTION, "Rain."),
        ]

    def test_synopsis_after_action_is_not_the_scene_synopsis(self):
        scene = parse("INT. A - DAY\n\nRain.\n\n= later note\n").scenes[0]
        assert scene.synopsis == ""

    def test_page_breaks_move_to_next_page(self):
        script = parse("INT. A - DAY\n\nOne.\n\n===\n\nTwo.\n\n=====\n\nThree.\n")
        els = script.scenes[0].elements
        assert [(e.kind, e.page) for e in els] == [
            (K.HEADING, 1),
            (K.ACTION, 1),
            (K.PAGE_BREAK, 2),
            (K.ACTION, 2),
            (K.PAGE_BREAK, 3),
            (K.ACTION, 3),
        ]
        assert script.page_count == 3

    def test_lyrics(self):
        assert kinds_and_texts("INT. A - DAY\n\n~Willy Wonka!\n~Willy Wonka!\n")[1:] == [
            (K.LYRIC, "Willy Wonka!\nWilly Wonka!"),
        ]

    def test_emphasis_stripped(self):
        text = kinds_and_texts(
            "INT. A - DAY\n\n*It* was **very** ***very*** _bad_. Not \\*that\\* bad.\n"
        )[1][1]
        assert text == "It was very very bad. Not *that* bad."

    def test_nested_emphasis_stripped(self):
        text = kinds_and_texts("INT. A - DAY\n\n_**BRICK** and *steel*_ 5 * 3\n")[1][1]
        assert text == "BRICK and steel 5 * 3"


class TestHiddenText:
    def test_note_excluded_from_action_and_kept_as_note(self):
        els = elements("INT. A - DAY\n\nHe walks in. [[check prop]] She sits.\n")
        assert [(e.kind, e.text) for e in els[1:]] == [
            (K.NOTE, "check prop"),
            (K.ACTION, "He walks in.  She sits."),
        ]

    def test_multi_line_note_keeps_line_numbers(self):
        els = elements("INT. A - DAY\n\nHe walks in.\n[[first\nsecond]]\nShe sits.\n\nRain.\n")
        assert [(e.kind, e.text, e.line) for e in els[1:]] == [
            (K.NOTE, "first\nsecond", 4),
            (K.ACTION, "He walks in.\nShe sits.", 3),
            (K.ACTION, "Rain.", 8),
        ]

    def test_note_between_cue_and_dialogue(self):
        els = elements("INT. A - DAY\n\nBOB\n[[louder?]]\nHello.\n")
        assert [(e.kind, e.text) for e in els[1:]] == [
            (K.NOTE, "louder?"),
            (K.CHARACTER, "BOB"),
            (K.DIALOGUE, "Hello."),
        ]

    def test_boneyard_removed_and_lines_kept(self):
        script = parse(
            """
            INT. A - DAY

            /*
            INT. CUT SCENE - DAY

            Gone.
            */
            BOB
            /* old line */
            Hello.

            Rain. /* inline */ Done.
            """
        )
        assert len(script.scenes) == 1
        els = script.scenes[0].elements
        assert [(e.kind, e.text, e.line) for e in els[1:]] == [
            (K.CHARACTER, "BOB", 8),
            (K.DIALOGUE, "Hello.", 10),
            (K.ACTION, "Rain.  Done.", 12),
        ]

    def test_unclosed_boneyard_is_text(self):
        els = elements("INT. A - DAY\n\nRain /* never closed.\n")
        assert els[1].text == "Rain /* never closed."

    def test_directive_markup_dropped(self):
        script = parse("{{PAGENUMBER: 101}}\n\nINT. A - DAY\n\nRain.\n\n{{Settings\nFont: X}}\n")
        assert script.warnings == []
        assert [e.kind for e in script.scenes[0].elements] == [K.HEADING, K.ACTION]


class TestPreamble:
    def test_text_before_first_heading_is_kept_as_preamble(self):
        script = parse("FADE IN:\n\nA river.\n\nINT. A - DAY\n\nRain.\n")
        assert [s.heading for s in script.scenes] == ["INT. A - DAY"]
        assert [(e.kind, e.text, e.line) for e in script.preamble] == [
            (K.ACTION, "FADE IN:", 1),
            (K.ACTION, "A river.", 3),
        ]
        assert script.warnings == []

    def test_title_page_is_not_preamble(self):
        script = parse("Title: Storm\nAuthor: Ann\n\nINT. A - DAY\n\nRain.\n")
        assert script.title == "Storm"
        assert script.preamble == []

    def test_sections_before_first_heading_are_not_warned(self):
        script = parse("# ACT ONE\n\n= the setup\n\nINT. A - DAY\n\nRain.\n")
        assert script.warnings == []

    def test_preamble_takes_room_on_the_first_page(self):
        opening = "\n\n".join(f"Line {i} of the opening." for i in range(40))
        script = parse(f"{opening}\n\nINT. A - DAY\n\nRain.\n")
        assert script.scenes[0].page == 2


class TestRobustness:
    def test_empty_text(self):
        script = fountain.parse("")
        assert script.scenes == []
        assert script.page_count == 1

    def test_crlf_and_bom(self):
        script = fountain.parse("\ufeffINT. A - DAY\r\n\r\nBOB\r\nHi.\r\n")
        assert [(e.kind, e.text, e.line) for e in script.scenes[0].elements] == [
            (K.HEADING, "INT. A - DAY", 1),
            (K.CHARACTER, "BOB", 3),
            (K.DIALOGUE, "Hi.", 4),
        ]

    @pytest.mark.parametrize("opener", ["[[", "/*", "{{", "*a ", "_a "])
    def test_many_unclosed_markers_stay_linear(self, opener):
        text = "INT. A - DAY\n\n" + opener * 100_000
        # A guard against catastrophic backtracking (seconds to hours), not a benchmark.
        start = time.perf_counter()
        fountain.parse(text)
        assert time.perf_counter() - start < 10.0


# Scene counts from SOURCES.md (rough heading counts); Big-Fish also has two EXT/INT headings
# that its FDX copy files as action.
CORPUS_SCENES = {
    "Big-Fish.fountain": 192,
    "Brick-and-Steel.fountain": 8,
    "Little-Women-excerpt.fountain": 13,
    "Mr-and-Mr-Charles.fountain": 89,
    "The-Last-Birthday-Card.fountain": 48,
    "Youre-Nobody-til-Somebody-Wants-You-Dead.fountain": 90,
}


@requires_corpus
@pytest.mark.parametrize("name", sorted(CORPUS_SCENES))
def test_corpus_scene_counts(name):
    script = fountain.parse((CORPUS / "fountain" / name).read_text("utf-8"))
    expected = CORPUS_SCENES[name]
    assert abs(len(script.scenes) - expected) <= max(1, expected // 50)
    assert [s.ordinal for s in script.scenes] == list(range(1, len(script.scenes) + 1))
    for scene in script.scenes:
        assert scene.heading
        assert not scene.heading.startswith(".")
        assert not re.search(r"#[\w.\-]+#\s*$", scene.heading)


@requires_corpus
def test_corpus_big_fish_matches_its_fdx_headings():
    source = (CORPUS / "fountain" / "Big-Fish.fountain").read_text("utf-8")
    fdx = (CORPUS / "fdx" / "Big-Fish.fdx").read_text("utf-8")
    fdx_headings = re.findall(r'<Paragraph Type="Scene Heading"[^>]*>\s*<Text>([^<]*)</Text>', fdx)
    ours = {" ".join(s.heading.split()) for s in fountain.parse(source).scenes}
    missing = [h for h in fdx_headings if " ".join(h.replace("&amp;", "&").split()) not in ours]
    assert len(fdx_headings) > 150
    assert missing == []


@requires_corpus
def test_corpus_big_fish_pages_close_to_the_rendered_pdf():
    script = fountain.parse((CORPUS / "fountain" / "Big-Fish.fountain").read_text("utf-8"))
    assert 110 <= script.page_count <= 130  # screenplain's PDF of the same file has 122 pages


@requires_corpus
@pytest.mark.parametrize(
    "name", ["Mr-and-Mr-Charles.fountain", "Youre-Nobody-til-Somebody-Wants-You-Dead.fountain"]
)
def test_corpus_directives_vanish(name):
    script = fountain.parse((CORPUS / "fountain" / name).read_text("utf-8"))
    texts = [el.text for s in script.scenes for el in s.elements]
    assert not any("{{" in t or "PAGENUMBER" in t for t in texts)


@requires_corpus
def test_corpus_chiron_markup_is_sections():
    name = "Youre-Nobody-til-Somebody-Wants-You-Dead.fountain"
    script = fountain.parse((CORPUS / "fountain" / name).read_text("utf-8"))
    chirons = [el for s in script.scenes for el in s.elements if el.text.startswith("CHIRON:")]
    assert chirons
    assert {el.kind for el in chirons} == {K.SECTION}
