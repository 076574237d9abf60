"""Turning an imported script into a production's characters and scenes."""

from __future__ import annotations

from closedset.screenplay.model import ElementKind, Script
from closedset.screenplay.model import Scene as ScriptScene

from .models import Character, Production, Scene

_INDENT = {
    ElementKind.CHARACTER: " " * 20,
    ElementKind.PARENTHETICAL: " " * 15,
    ElementKind.DIALOGUE: " " * 10,
    ElementKind.TRANSITION: " " * 40,
}
_HIDDEN = {ElementKind.HEADING, ElementKind.PAGE_BREAK, ElementKind.NOTE, ElementKind.SECTION}


def scene_text(scene: ScriptScene) -> str:
    """The scene as readable screenplay text, for the scene page and diffs."""
    blocks: list[str] = []
    for el in scene.elements:
        if el.kind in _HIDDEN or el.kind == ElementKind.SYNOPSIS:
            continue
        indent = _INDENT.get(el.kind, "")
        text = "\n".join(indent + line for line in el.text.split("\n"))
        if el.kind in (ElementKind.DIALOGUE, ElementKind.PARENTHETICAL) and blocks:
            blocks[-1] += "\n" + text
        else:
            blocks.append(text)
    return "\n\n".join(blocks)


def sync_characters(production: Production, script: Script) -> dict[str, Character]:
    """Create missing characters and record ages the script reveals; never drop any."""
    existing = {c.name: c for c in production.characters.all()}
    for info in script.characters.values():
        character = existing.get(info.name)
        is_minor = info.is_minor or info.minor_hint
        if character is None:
            existing[info.name] = Character.objects.create(
                production=production, name=info.name, age=info.age, is_minor=is_minor
            )
        elif info.age is not None and (character.age != info.age or character.is_minor != is_minor):
            character.age, character.is_minor = info.age, is_minor
            character.save(update_fields=["age", "is_minor"])
    return existing


def scene_fields(scene: ScriptScene) -> dict[str, object]:
    return {
        "ordinal": scene.ordinal,
        "heading": scene.heading[:300],
        "number": (scene.number or "")[:20],
        "page": max(1, scene.page),
        "synopsis": scene.synopsis,
        "text": scene_text(scene),
    }


def link_characters(scene: Scene, names: list[str], characters: dict[str, Character]) -> None:
    scene.characters.set([characters[n] for n in names if n in characters])
