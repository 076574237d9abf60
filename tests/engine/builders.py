"""Small synthetic scripts for engine tests: built in code, no parser involved."""

from __future__ import annotations

from closedset.screenplay.model import CharacterInfo, Element, ElementKind, Scene, Script


def action(text: str) -> Element:
    return Element(ElementKind.ACTION, text)


def says(character: str, text: str) -> list[Element]:
    return [
        Element(ElementKind.CHARACTER, character, character=character),
        Element(ElementKind.DIALOGUE, text, character=character),
    ]


def paren(character: str, text: str) -> Element:
    return Element(ElementKind.PARENTHETICAL, text, character=character)


def scene(*parts: Element | list[Element], heading: str = "INT. ROOM - NIGHT") -> Scene:
    elements: list[Element] = []
    for part in parts:
        elements.extend(part if isinstance(part, list) else [part])
    return Scene(ordinal=0, heading=heading, elements=elements)


def script(*scenes: Scene, ages: dict[str, int | None] | None = None) -> Script:
    """A script whose scenes are numbered, paged and lined in order."""
    line = 1
    for ordinal, sc in enumerate(scenes, start=1):
        sc.ordinal = ordinal
        sc.page = ordinal
        for el in sc.elements:
            el.page, el.line = ordinal, line
            line += 2
        speakers = [el.character for el in sc.elements if el.character]
        sc.characters = list(dict.fromkeys(speakers + sc.characters))
    characters = {name: CharacterInfo(name, age) for name, age in (ages or {}).items()}
    for sc in scenes:
        for name in sc.characters:
            characters.setdefault(name, CharacterInfo(name))
    return Script(title="Test", page_count=len(scenes), scenes=list(scenes), characters=characters)


def one_scene(*parts: Element | list[Element], ages: dict[str, int | None] | None = None):
    """Analyse a one-scene script and return its scene breakdown."""
    from closedset.engine import analyze

    return analyze(script(scene(*parts), ages=ages)).scenes[0]


def flags(*parts: Element | list[Element], ages: dict[str, int | None] | None = None):
    """Category -> severity for a one-scene script."""
    return {f.category: f.severity for f in one_scene(*parts, ages=ages).flags}


def category_cases(table: dict[str, list[str]]) -> list[tuple[str, str]]:
    """(category, line) pairs from a table of example lines per category, for parametrize."""
    return [(category, line) for category, lines in table.items() for line in lines]
