"""Final Draft (.fdx) import.

An .fdx file is XML that users upload from anywhere, so it is parsed with
defusedxml: entity expansion, external entities and DTDs are refused before
they can cost memory or reach the network. Final Draft itself never writes
any of them, so refusing is safe for genuine files.
"""

from __future__ import annotations

import re
from xml.etree.ElementTree import Element as XmlElement
from xml.etree.ElementTree import ParseError

import defusedxml
import defusedxml.ElementTree as SafeET

from closedset.regex_cache import compile_cached

from .errors import ScriptImportError
from .model import Element, ElementKind, Scene, Script
from .pagination import estimate_pages

_KIND_BY_TYPE = {
    "scene heading": ElementKind.HEADING,
    "action": ElementKind.ACTION,
    "general": ElementKind.ACTION,
    "cast list": ElementKind.ACTION,
    "left": ElementKind.ACTION,
    "right": ElementKind.ACTION,
    "center": ElementKind.CENTERED,
    "character": ElementKind.CHARACTER,
    "parenthetical": ElementKind.PARENTHETICAL,
    "dialogue": ElementKind.DIALOGUE,
    "transition": ElementKind.TRANSITION,
    "shot": ElementKind.SHOT,
    "lyric": ElementKind.LYRIC,
    "new act": ElementKind.SECTION,
    "end of act": ElementKind.SECTION,
    "cold opening": ElementKind.SECTION,
    "act break": ElementKind.SECTION,
    "outline": ElementKind.SECTION,
    "summary": ElementKind.SYNOPSIS,
}
_SPEECH = {ElementKind.DIALOGUE, ElementKind.PARENTHETICAL, ElementKind.LYRIC}
_COLLAPSE_SPACES = {ElementKind.HEADING, ElementKind.CHARACTER, ElementKind.TRANSITION}
_LOOKS_LIKE_HEADING = compile_cached(
    r"^(?:INT\.?\s*/\s*EXT|EXT\.?\s*/\s*INT|I/E|INT|EXT)\.\s+\S[^a-z\n]{2,80}$"
)
_EXTENSION = compile_cached(r"\([^)]*\)?")
_BY_LINE = compile_cached(
    r"^(?:(?:an?\s+)?(?:original\s+)?(?:screenplay|teleplay|script|story)?\s*"
    r"(?:written\s+)?by)\b[:\s]*(.*)$",
    re.IGNORECASE,
)
_AUTHOR_SPLIT = compile_cached(r"\s*(?:&|\band\b|,)\s*", re.IGNORECASE)


def parse(data: bytes) -> Script:
    """Parse a Final Draft document into a :class:`Script`."""
    root = _load_xml(data)
    content = root.find("Content")
    if content is None:
        raise ScriptImportError(
            "This Final Draft file has no script content (no <Content> section).",
            code="malformed",
        )
    script = Script()
    elements, numbers, pages = _read_paragraphs(content)
    scenes, preamble = split_scenes(elements, numbers)
    script.scenes = scenes
    script.preamble = preamble
    _read_title_page(root, script)
    _assign_pages(script, pages)
    return script


def _load_xml(data: bytes) -> XmlElement:
    try:
        root = SafeET.fromstring(data, forbid_dtd=True)
    except defusedxml.DefusedXmlException as exc:
        raise ScriptImportError(
            "This .fdx file was refused for safety: it declares XML entities or a DTD "
            f"({type(exc).__name__}), which Final Draft never writes. "
            "Export the script from Final Draft again and upload the new file.",
            code="hostile_xml",
        ) from exc
    except ParseError as exc:
        line = exc.position[0] if getattr(exc, "position", None) else None
        where = f" near line {line}" if line else ""
        raise ScriptImportError(
            f"This .fdx file is damaged: its XML cannot be read{where}. "
            "Open it in Final Draft, save it again, and upload the new file.",
            code="malformed",
        ) from exc
    except (ValueError, LookupError, UnicodeError) as exc:
        raise ScriptImportError(
            "This .fdx file is damaged: its text encoding cannot be read. "
            "Open it in Final Draft, save it again, and upload the new file.",
            code="malformed",
        ) from exc
    if root.tag != "FinalDraft":
        raise ScriptImportError(
            f"This is an XML file but not a Final Draft script (its root is <{root.tag[:40]}>).",
            code="unknown_format",
        )
    return root


def _paragraph_text(paragraph: XmlElement) -> str:
    return "".join(run.text or "" for run in paragraph.findall("Text"))


def _leaf_paragraphs(content: XmlElement):
    """Yield ``(paragraph, dual)`` in document order, opening DualDialogue wrappers."""
    for paragraph in content.findall("Paragraph"):
        wrapper = paragraph.find("DualDialogue")
        if wrapper is None:
            yield paragraph, False
        else:
            for inner in wrapper.findall("Paragraph"):
                yield inner, True


def _kind_of(paragraph: XmlElement, text: str) -> ElementKind:
    """The paragraph's Final Draft type; an all-caps slugline typed as Action is a heading.

    Converters (and hurried writers) leave sluglines such as "EXT/INT. SHACK - DAY"
    in Action style, and the printed script still reads them as scene starts.
    """
    kind = _KIND_BY_TYPE.get((paragraph.get("Type") or "").strip().lower())
    if kind is None:
        return ElementKind.ACTION
    if kind == ElementKind.ACTION and _LOOKS_LIKE_HEADING.match(text):
        return ElementKind.HEADING
    if kind == ElementKind.ACTION and paragraph.get("Alignment") == "Center":
        return ElementKind.CENTERED
    return kind


def character_name(cue: str) -> str:
    """The speaker's name from a cue: extensions such as (V.O.) and (CONT'D) removed."""
    name = _EXTENSION.sub(" ", cue.replace("^", " "))
    return " ".join(name.split()).strip(" .:")


def _read_paragraphs(content: XmlElement):
    """Flatten the paragraphs to elements, with scene numbers and printed pages per heading."""
    elements: list[Element] = []
    numbers: dict[int, str] = {}
    pages: dict[int, str] = {}
    speaker: str | None = None
    for line, (paragraph, dual) in enumerate(_leaf_paragraphs(content), start=1):
        text = _paragraph_text(paragraph).strip()
        if paragraph.get("StartsNewPage") == "Yes" and elements:
            elements.append(Element(ElementKind.PAGE_BREAK, "", line=line))
        if not text:
            continue
        kind = _kind_of(paragraph, text)
        if kind in _COLLAPSE_SPACES:
            text = " ".join(text.split())
        element = Element(kind, text, line=line, dual=dual)
        if kind == ElementKind.CHARACTER:
            speaker = character_name(text) or None
            element.character = speaker
        elif kind in _SPEECH:
            element.character = speaker
        else:
            speaker = None
        if kind == ElementKind.HEADING:
            _note_heading_properties(paragraph, len(elements), numbers, pages)
        elements.append(element)
    return elements, numbers, pages


def _note_heading_properties(
    paragraph: XmlElement, index: int, numbers: dict[int, str], pages: dict[int, str]
) -> None:
    number = (paragraph.get("Number") or "").strip()
    if number:
        numbers[index] = number
    props = paragraph.find("SceneProperties")
    if props is not None and (props.get("Page") or "").strip():
        pages[index] = props.get("Page", "").strip()


def split_scenes(
    elements: list[Element], numbers: dict[int, str] | None = None
) -> tuple[list[Scene], list[Element]]:
    """Group a flat element list into scenes, one per heading.

    Returns the scenes and the elements before the first heading, which belong
    to no scene. ``numbers`` maps an element index to its scene number.
    """
    numbers = numbers or {}
    scenes: list[Scene] = []
    preamble: list[Element] = []
    for index, element in enumerate(elements):
        if element.kind == ElementKind.HEADING:
            scenes.append(
                Scene(
                    ordinal=len(scenes) + 1,
                    heading=element.text,
                    page=element.page,
                    number=numbers.get(index),
                    elements=[element],
                )
            )
        elif scenes:
            scenes[-1].elements.append(element)
        else:
            preamble.append(element)
    return scenes, preamble


def _title_paragraphs(root: XmlElement) -> list[tuple[str, str]]:
    content = root.find("TitlePage/Content")
    if content is None:
        return []
    found = []
    for paragraph in content.iter("Paragraph"):
        text = " ".join(_paragraph_text(paragraph).split())
        if text:
            found.append((text, paragraph.get("Alignment") or ""))
    return found


def read_title_lines(lines: list[str], centered: list[str], script: Script) -> None:
    """Best-effort title and authors from title-page lines.

    The first centred line is the title; a "by" / "Written by" line is followed
    by the authors (or carries them after "by"). Other lines are kept as notes.
    """
    if not lines:
        return
    title = (centered or lines)[0]
    position = lines.index(title)
    script.title = title
    script.title_page["title"] = title
    notes = lines[:position]
    rest = lines[position + 1 :]
    index = 0
    while index < len(rest):
        text = rest[index]
        by = _BY_LINE.match(text)
        if by and "credit" not in script.title_page:
            named = by.group(1)
            script.title_page["credit"] = text[: by.start(1)].strip() if named else text
            if not named and index + 1 < len(rest):
                index += 1
                named = rest[index]
            script.authors = _split_authors(named)
        else:
            notes.append(text)
        index += 1
    if script.authors:
        script.title_page["authors"] = ", ".join(script.authors)
    if notes:
        script.title_page["notes"] = "\n".join(notes)


def _split_authors(text: str) -> list[str]:
    return [name for name in _AUTHOR_SPLIT.split(text.strip()) if name]


def _read_title_page(root: XmlElement, script: Script) -> None:
    paragraphs = _title_paragraphs(root)
    lines = [text for text, _ in paragraphs]
    centered = [text for text, alignment in paragraphs if alignment == "Center"]
    read_title_lines(lines, centered, script)


def _page_number(value: str) -> int | None:
    digits = re.match(r"\d+", value)
    return int(digits.group()) if digits else None


def _assign_pages(script: Script, pages: dict[int, str]) -> None:
    """Use Final Draft's own scene pages when every scene has one, else estimate."""
    heading_pages = [_page_number(pages[i]) if i in pages else None for i in sorted(pages)]
    if not script.scenes or len(pages) != len(script.scenes) or None in heading_pages:
        estimate_pages(script, script.preamble)
        return
    page_count = 1
    for scene, page in zip(script.scenes, heading_pages, strict=True):
        scene.page = page or 1
        for element in scene.elements:
            element.page = scene.page
        page_count = max(page_count, scene.page)
    script.page_count = page_count
