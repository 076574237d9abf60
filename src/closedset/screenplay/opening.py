"""Turn story text printed before the first scene heading into an opening scene.

Cold opens often run for pages before the first INT./EXT. (Legion opens on a
montage of a boy growing up that ends in a suicide attempt). A breakdown that
only reads headed scenes would never flag them, so every parser keeps those
elements in ``Script.preamble`` and the dispatcher calls :func:`add_opening_scene`.

The hard part is telling a cold open from front matter that sits in the same
place: epigraphs, notes to the reader, draft dates, title lines repeated from
the title page, pitch prose in Fountain sections. Two rules do it:

* Position: the story starts after the last section (``# ACT ONE``) or forced
  page break before the last story paragraph; what comes before such a break
  is the document's front matter. Prose above ``FADE IN:`` is an epigraph
  unless a voice speaks there too.
* Content: marks (``FADE IN:``, ``BLACK.``, ``THE END``), on-screen titles,
  credits, draft dates, epigraphs and reader notes are not story; the opening
  scene needs story paragraphs of at least :data:`MIN_STORY_WORDS` words.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from closedset.regex_cache import compile_cached

from .model import Element, ElementKind, Scene, Script

K = ElementKind

OPENING_HEADING = "OPENING (BEFORE THE FIRST SCENE HEADING)"
MIN_STORY_WORDS = 15

_STORY_KINDS = {K.ACTION, K.DIALOGUE, K.LYRIC, K.SHOT}
_STRUCTURE_KINDS = {K.SECTION, K.PAGE_BREAK}
_WORD = compile_cached(r"[^\W\d_]+(?:['\u2019][^\W\d_]+)*")

_OPENING_MARK = compile_cached(
    r"^(?:FADE\s+(?:IN|UP)(?:\s+(?:ON|FROM\s+BLACK))?|OPEN(?:ING)?\s+ON)"
    r"\b[^a-z]*$",
    re.IGNORECASE,
)
_MARK = compile_cached(
    r"^(?:(?:OVER\s+|FADE\s+(?:TO|FROM)\s+|CUT\s+TO\s+)?BLACK(?:NESS|\s+SCREEN)?|DARKNESS"
    r"|FADE\s+OUT|THE\s+END|END|CONTINUED|TEASER|COLD\s+OPEN(?:ING)?|PROLOGUE"
    r"|(?:END\s+OF\s+)?ACT\s+\w+)\W*$",
    re.IGNORECASE,
)
_CAPS_CUE = compile_cached(r"^[^a-z]{1,40}:$")
_ON_SCREEN_TEXT = compile_cached(
    r"^(?:SUPER(?:IMPOSE)?|TITLE(?:\s+CARD)?|CARD|CAPTION|CHYRON|CHIRON|SUBTITLE|ON\s+SCREEN)\b"
    r"[^:]{0,20}:",
    re.IGNORECASE,
)
_CREDIT = compile_cached(
    r"\b(?:written|created|directed|adapted)\s+by\b|\b(?:screenplay|teleplay|story)\s+by\b"
    r"|\bbased\s+on\b|\bcopyright\b|\(c\)|\u00a9",
    re.IGNORECASE,
)
_DRAFT_WORDS = (
    r"(?:first|second|third|final|shooting|production|revised|rehearsal|full|white|blue|pink"
    r"|yellow|green|goldenrod|buff|salmon|cherry|tan|\w+(?:st|nd|rd|th))"
)
_DRAFT_LINE = compile_cached(
    rf"^(?:(?:{_DRAFT_WORDS}\s+){{0,3}}(?:draft|version|revisions?|revised|script)\b"
    r"|(?:version|draft|revised|revision)\b)",
    re.IGNORECASE,
)
_DATE_LINE = compile_cached(r"^\W*\d{1,2}[./-]\d{1,2}[./-]\d{2,4}\W*$")
_ATTRIBUTION = compile_cached(r"^[-\u2013\u2014~]+\s*[A-Z]")
_READER_NOTE = compile_cached(
    r"^(?:(?:an?\s+)?(?:author|writer|director)['\u2019]?s?\s+)?notes?(?:\s+(?:on|about)\b.*)?\W*$"
    r"|^a\s+note\s+(?:on|about)\b.*$",
    re.IGNORECASE,
)
_DOCUMENT_SECTION = compile_cached(
    r"\b(?:pitch|logline|log line|synopsis|treatment|notes?|genres?|setting|tone|themes?"
    r"|characters?|production|locations?|budget|overview|summary|format|bible|question)\b",
    re.IGNORECASE,
)


@dataclass(slots=True)
class _Reading:
    """Where the opening would start in the preamble, and which elements tell story."""

    start: int
    is_story: list[bool]

    def story(self, elements: list[Element], start: int, stop: int) -> list[Element]:
        return [el for i, el in enumerate(elements[start:stop], start=start) if self.is_story[i]]


def add_opening_scene(script: Script) -> Scene | None:
    """Make an opening scene of the preamble's story, if it has any; return it.

    The scene takes ordinal 1 and the other scenes shift by one; its elements
    leave ``script.preamble``. A warning names what happened either way, so
    the user can check text that was made into a scene or left out.
    """
    preamble = script.preamble
    if not preamble or not script.scenes:
        return None
    reading = _read_preamble(script)
    story = reading.story(preamble, reading.start, len(preamble))
    if not story or sum(len(_WORD.findall(el.text)) for el in story) < MIN_STORY_WORDS:
        _warn_about_left_out(script, reading, len(preamble), "are too short for an opening scene")
        return None
    scene = _make_scene(preamble[reading.start :])
    script.scenes.insert(0, scene)
    for ordinal, each in enumerate(script.scenes, start=1):
        each.ordinal = ordinal
    paragraphs = sum(1 for el in scene.elements if el.kind != K.PAGE_BREAK)
    script.warnings.append(
        f"An opening scene was made from {paragraphs} paragraph(s) before the first scene "
        f"heading (from page {scene.page}) so that the breakdown reads them; check where it "
        "starts."
    )
    _warn_about_left_out(script, reading, reading.start, "come before a section or page break")
    script.preamble = preamble[: reading.start]
    return scene


def _read_preamble(script: Script) -> _Reading:
    """Find where the opening would start and which of its paragraphs tell story."""
    preamble = script.preamble
    is_story = _story_flags(preamble, _front_matter_texts(script))
    _drop_prose_before_opening_marks(preamble, is_story)
    story_indexes = [i for i, flag in enumerate(is_story) if flag]
    if not story_indexes:
        return _Reading(start=len(preamble), is_story=is_story)
    segment = _after_last_break(preamble, story_indexes[-1])
    start = next(i for i in story_indexes if i >= segment)
    while start > segment and _leads_in(preamble[start - 1]):
        start -= 1
    return _Reading(start=start, is_story=is_story)


def _is_break(element: Element) -> bool:
    return element.kind in _STRUCTURE_KINDS


def _after_last_break(preamble: list[Element], last_story: int) -> int:
    """Index after the last section or page break before ``last_story``.

    What a writer put under an earlier section or on an earlier page, with no
    scene heading after it, is the document's front matter (a pitch, notes).
    """
    for index in range(last_story - 1, -1, -1):
        if _is_break(preamble[index]):
            return index + 1
    return 0


def _leads_in(element: Element) -> bool:
    """Marks, cues and titles just above the first story paragraph belong to the opening."""
    if element.kind in (K.TRANSITION, K.CHARACTER, K.PARENTHETICAL):
        return True
    text = element.text.strip()
    return _is_mark(text) or bool(_ON_SCREEN_TEXT.match(text))


def _is_mark(text: str) -> bool:
    """``FADE IN:``, ``BLACK.``, ``THE END``, ``OVER BLACK:``: layout words, not story."""
    if _OPENING_MARK.match(text) or _MARK.match(text) or not _WORD.search(text):
        return True
    return bool(_CAPS_CUE.match(text)) and len(_WORD.findall(text)) <= 6


def _story_flags(preamble: list[Element], front: set[str]) -> list[bool]:
    """Whether each element tells story, judged on its own and on its neighbours.

    Reader notes run from a "Note:" line to the next break; a quotation
    followed by an attribution line ("- Louisa May Alcott") is an epigraph;
    prose under a section titled like a pitch document ("LOGLINE") is pitch.
    """
    flags = [False] * len(preamble)
    in_notes = in_document_section = False
    for index, element in enumerate(preamble):
        text = element.text.strip()
        if _is_break(element) or _OPENING_MARK.match(text):
            in_notes = False
            if element.kind == K.SECTION:
                in_document_section = bool(_DOCUMENT_SECTION.search(text))
            continue
        if element.kind == K.ACTION and _READER_NOTE.match(text):
            in_notes = True
            continue
        if in_notes or in_document_section or element.kind not in _STORY_KINDS:
            continue
        if _ATTRIBUTION.match(text) and len(_WORD.findall(text)) <= 8:
            if index > 0:
                flags[index - 1] = False
            continue
        flags[index] = not _is_front_matter_line(text, front)
    return flags


def _drop_prose_before_opening_marks(preamble: list[Element], flags: list[bool]) -> None:
    """Prose above ``FADE IN:`` is an epigraph or a note unless a voice speaks there too.

    A story may open over black on a voice before it fades in, but prose the
    camera could film comes after the fade. The stretch checked runs back to
    the previous section, across page breaks: an epigraph often has its own page.
    """
    stretch_start = 0
    for index, element in enumerate(preamble):
        if element.kind == K.SECTION:
            stretch_start = index + 1
        elif _OPENING_MARK.match(element.text.strip()):
            stretch = range(stretch_start, index)
            if not any(flags[i] and preamble[i].kind != K.ACTION for i in stretch):
                for i in stretch:
                    flags[i] = False
            stretch_start = index + 1


def _is_front_matter_line(text: str, front: set[str]) -> bool:
    """A mark, an on-screen title, or a short credit, draft line or title-page repeat.

    Only short lines are judged by their words: a story paragraph may well say
    "a letter written by his mother" or mention the film's title.
    """
    if _is_mark(text) or _ON_SCREEN_TEXT.match(text) or _DATE_LINE.match(text):
        return True
    flat = _normalise(text)
    if len(flat.split()) > 12:
        return False
    return bool(_CREDIT.search(text) or _DRAFT_LINE.match(flat)) or flat in front


def _front_matter_texts(script: Script) -> set[str]:
    """Title-page lines, title and authors, normalised, to spot them repeated in the text."""
    texts = {_normalise(script.title), *(_normalise(name) for name in script.authors)}
    for value in script.title_page.values():
        texts.update(_normalise(line) for line in value.splitlines())
    texts.discard("")
    return {text for text in texts if len(text) >= 3}


def _normalise(text: str) -> str:
    return " ".join(_WORD.findall(text.lower()))


def _make_scene(elements: list[Element]) -> Scene:
    first = next((el for el in elements if el.kind != K.PAGE_BREAK), elements[0])
    return Scene(ordinal=1, heading=OPENING_HEADING, page=first.page, elements=list(elements))


def _warn_about_left_out(script: Script, reading: _Reading, stop: int, why: str) -> None:
    """Name text before the first heading that no scene holds, so a person can check it.

    Story left out is what a breakdown could miss; front matter (title lines,
    notes, epigraphs, pitch prose) is only counted, in case it was misread.
    ``script.preamble`` is still the whole preamble; ``stop`` ends what is left out.
    """
    left = script.preamble[:stop]
    story = reading.story(left, 0, stop)
    if story:
        script.warnings.append(
            f"{len(story)} paragraph(s) of story before the first scene heading (from page "
            f'{story[0].page}, starting "{_sample(story[0])}") {why} and are left out of the '
            "breakdown; add a scene heading above them if they belong in it."
        )
        return
    texts = [el for el in left if el.kind in _STORY_KINDS and not _is_mark(el.text.strip())]
    if texts:
        script.warnings.append(
            f"{len(texts)} paragraph(s) before the first scene heading (from page "
            f'{texts[0].page}, starting "{_sample(texts[0])}") were read as front matter '
            "(title lines, notes, an epigraph or a pitch) and are in no scene; add a scene "
            "heading above them if they belong in the breakdown."
        )


def _sample(element: Element) -> str:
    sample = " ".join(element.text.split())
    return sample if len(sample) <= 60 else sample[:57] + "..."
