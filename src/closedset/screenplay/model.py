"""The neutral screenplay model every importer produces.

Plain dataclasses with no Django import, so that the CLI, background tasks and
the breakdown engine share one shape whatever the source format was.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from enum import StrEnum
from typing import Any


class ElementKind(StrEnum):
    HEADING = "heading"
    ACTION = "action"
    CHARACTER = "character"
    PARENTHETICAL = "parenthetical"
    DIALOGUE = "dialogue"
    TRANSITION = "transition"
    SHOT = "shot"
    CENTERED = "centered"
    NOTE = "note"
    SECTION = "section"
    SYNOPSIS = "synopsis"
    LYRIC = "lyric"
    PAGE_BREAK = "page_break"


@dataclass(slots=True)
class Element:
    """One paragraph of the script.

    ``page`` is the 1-based page the element starts on (estimated at 55 lines
    a page where the source has no pages); ``line`` is the 1-based line in the
    source file (or, for PDF, the line on its page) so evidence can be found.
    ``character`` names the speaker for dialogue and parentheticals.
    """

    kind: ElementKind
    text: str
    page: int = 1
    line: int = 0
    character: str | None = None
    dual: bool = False


@dataclass(slots=True)
class Scene:
    ordinal: int
    heading: str
    page: int = 1
    number: str | None = None
    elements: list[Element] = field(default_factory=list)
    characters: list[str] = field(default_factory=list)
    synopsis: str = ""

    @property
    def speaking_characters(self) -> list[str]:
        seen: dict[str, None] = {}
        for el in self.elements:
            if el.kind == ElementKind.CHARACTER and el.character:
                seen.setdefault(el.character, None)
        return list(seen)


@dataclass(slots=True)
class CharacterInfo:
    """A character of the whole script; ``age`` comes from an introduction."""

    name: str
    age: int | None = None
    age_evidence: str = ""
    first_scene: int | None = None
    minor_hint: bool = False  # described as a child or teenager without an exact age

    @property
    def is_minor(self) -> bool:
        return self.age is not None and self.age < 18


@dataclass(slots=True)
class Script:
    """A parsed screenplay.

    ``preamble`` holds the elements printed before the first scene heading
    (a cold open, FADE IN:, pitch notes). Parsers keep them so that nothing
    the breakdown should see is dropped; the dispatcher turns story content
    among them into an opening scene (see :mod:`.opening`), and what stays
    here belongs to no scene.
    """

    title: str = ""
    authors: list[str] = field(default_factory=list)
    page_count: int = 0
    source_format: str = ""
    # Line breaks were lost (a web dump): speech and action were inferred from the text alone.
    flattened: bool = False
    title_page: dict[str, str] = field(default_factory=dict)
    scenes: list[Scene] = field(default_factory=list)
    preamble: list[Element] = field(default_factory=list)
    characters: dict[str, CharacterInfo] = field(default_factory=dict)
    warnings: list[str] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["characters"] = [
            asdict(c) | {"is_minor": c.is_minor} for c in self.characters.values()
        ]
        return data
