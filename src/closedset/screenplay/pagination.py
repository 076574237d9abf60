"""Estimate printed pages for formats that carry none (Fountain, plain text).

Evidence quotes a page number, and an IC checks it against the printed PDF,
so the estimate follows the standard screenplay layout: 55 lines a page,
action wrapped at 61 characters, dialogue at 35, a blank line between
paragraphs, a forced page break starting a new page.
"""

from __future__ import annotations

from collections.abc import Iterable

from .model import Element, ElementKind, Scene, Script

LINES_PER_PAGE = 55
_WIDTH = {
    ElementKind.DIALOGUE: 35,
    ElementKind.PARENTHETICAL: 25,
    ElementKind.CHARACTER: 38,
    ElementKind.LYRIC: 35,
}
_NO_SPACE_BEFORE = {ElementKind.DIALOGUE, ElementKind.PARENTHETICAL}
_INVISIBLE = {ElementKind.NOTE, ElementKind.SECTION, ElementKind.SYNOPSIS}


def _height(kind: ElementKind, text: str) -> int:
    """Printed lines of one element: each source line wraps at the column width."""
    width = _WIDTH.get(kind, 61)
    if "\n" not in text:
        return max(1, -(-len(text) // width))
    return sum(max(1, -(-len(line) // width)) for line in text.split("\n"))


class _Pager:
    """Walks elements in reading order and hands each the page it starts on."""

    def __init__(self) -> None:
        self.page = 1
        self.used = 0

    def place(self, el: Element) -> bool:
        """Set ``el.page``; return whether the element takes room on the page."""
        if el.kind == ElementKind.PAGE_BREAK:
            if self.used:
                self.page, self.used = self.page + 1, 0
            el.page = self.page
            return False
        if el.kind in _INVISIBLE:
            el.page = self.page
            return False
        need = _height(el.kind, el.text) + (0 if el.kind in _NO_SPACE_BEFORE else 1)
        if self.used and self.used + need > LINES_PER_PAGE:
            self.page, self.used = self.page + 1, 0
        el.page = self.page
        self.used += need
        return True

    def place_scene(self, scene: Scene) -> None:
        """Place a scene's elements; the scene starts where its first printed element does."""
        first = True
        for el in scene.elements:
            if self.place(el) and first:
                scene.page = el.page
                first = False
        if first:
            scene.page = self.page


def estimate_pages(script: Script, preamble: Iterable[Element] = ()) -> int:
    """Set ``page`` on every element and scene; return the page count.

    ``preamble`` holds elements printed before the first scene heading (an
    opening such as FADE IN: or a voice-over). They belong to no scene but
    take room on page 1, so leaving them out would put every later page early.
    """
    pager = _Pager()
    for el in preamble:
        pager.place(el)
    for scene in script.scenes:
        pager.place_scene(scene)
    script.page_count = pager.page
    return pager.page
