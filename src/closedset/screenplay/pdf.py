"""Screenplay PDF import: the printed layout tells what each line is.

Text is read with PDFium (pypdfium2, the engine pdfplumber itself uses to
render pages) because pdfminer, which pdfplumber reads text with, needs
about 5 s for a 120-page script on a small server, PDFium about 0.2 s.
PDFium already joins characters into lines in reading order, so Python works
per line, never per character.

A screenplay PDF has no element markup: a line's indent from the page's left
text margin and its case say whether it is a heading, a cue, dialogue or
action, and lines in the page margins (page numbers, running headers,
"(MORE)", "CONTINUED:", scene numbers) are printing furniture to drop.
"""

from __future__ import annotations

import ctypes
import re
import threading
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from itertools import pairwise

import pypdfium2 as pdfium
import pypdfium2.raw as pdfium_c

from closedset.regex_cache import compile_cached

from .errors import ScriptImportError
from .fdx import character_name, read_title_lines, split_scenes
from .model import Element, ElementKind, Script

K = ElementKind

# PDFium keeps global state and is not thread-safe; the web app serves requests on threads.
_PDFIUM_LOCK = threading.Lock()

_INCH = 72.0
_MIN_CHARS_PER_PAGE = 20
_OUTER_ZONE = 0.09

_HEADING = compile_cached(
    r"^(?:INT\.?\s*/\s*EXT|EXT\.?\s*/\s*INT|INT\.?-EXT|I\s*/\s*E|E\s*/\s*I|INT|EXT|EST)"
    r"(?:[\s.:\-\u2013\u2014]|$)",
    re.IGNORECASE,
)
_SCENE_NO = r"\d{1,4}[A-Z]{0,3}\.?"
_LEFT_NUMBER = compile_cached(rf"^({_SCENE_NO})\s+(\S.*)$")
_RIGHT_NUMBER = compile_cached(rf"^(.*\S)\s+({_SCENE_NO})$")
_LONE_SCENE_NUMBER = compile_cached(rf"^{_SCENE_NO}$")
_NUMBERED_HEADING = compile_cached(r"^(\d{1,3}[A-Z]?)\s*[-\u2013\u2014]\s*(\S.*)$")
_HEADING_TAIL = compile_cached(
    r"^[-\u2013\u2014]?\s*(?:INT|EXT|[IE]\s*[-/+]\s*[IE])\b|\b(?:INT|EXT)\s*/\s*[\w ]+$",
    re.IGNORECASE,
)
_OPEN_ENDED = compile_cached(r"[-\u2013\u2014/+]$")
_PAGE_NUMBER = compile_cached(
    r"^(?:page\s*)?[-\u2013(]?\s*\d{1,4}[A-Z]{0,2}\s*\.{0,2}\s*[-\u2013)]?(?:\s*(?:of|/)\s*\d+)?$",
    re.IGNORECASE,
)
_CONTINUED = compile_cached(
    rf"^(?:{_SCENE_NO}\s+)?\(?\s*CONTINUED\s*\)?\s*:?\s*(?:\(\d+\))?(?:\s+{_SCENE_NO})?$",
    re.IGNORECASE,
)
_MORE = compile_cached(r"^\(\s*MORE\s*\)$", re.IGNORECASE)
_CONTD_ALONE = compile_cached(r"^\(\s*CONT[\u2019']?D\s*\)$", re.IGNORECASE)
_CONTD = compile_cached(r"CONT[\u2019']?D|CONTINUING", re.IGNORECASE)
_TRANSITION = compile_cached(
    r"(?:\bTO:|^FADE OUT\.?|^FADE TO BLACK\.?|^CUT TO BLACK\.?|^FADE IN:|^SMASH CUT\b.*)$"
)
_REVISION_MARK = compile_cached(r"^[*\s]+$")
_CLEAN = str.maketrans({"\ufffe": "-", "\x02": "-", "\xa0": " ", "\t": " ", "\x00": None})
_SPACES = compile_cached(r"\s+")


@dataclass(slots=True)
class _Line:
    """One printed line; ``y`` is its baseline measured down from the page top."""

    page: int
    x0: float
    x1: float
    y: float
    text: str
    number: int = 0
    scene_number: str | None = None
    dual: bool = False
    dropped: bool = False


@dataclass(slots=True)
class _Layout:
    """What the whole document's lines say about its page layout."""

    margin: float
    line_height: float
    fallback_headings: bool


@dataclass(slots=True)
class _Builder:
    """Accumulates elements across pages, merging wrapped lines into paragraphs."""

    layout: _Layout
    elements: list[Element] = field(default_factory=list)
    numbers: dict[int, str] = field(default_factory=dict)
    last: _Line | None = None
    last_kind: ElementKind | None = None
    speaker: str | None = None
    more_pending: bool = False
    continue_speech: bool = False


def parse(data: bytes) -> Script:
    """Parse a screenplay PDF into a :class:`Script`."""
    with _PDFIUM_LOCK:
        pages, heights, text_chars = _read_pages(data)
    if text_chars < _MIN_CHARS_PER_PAGE * max(1, len(pages)):
        raise ScriptImportError(
            "This PDF has no text layer (it looks scanned): run it through OCR, "
            "or export the script from your screenwriting app as PDF, and upload again.",
            code="no_text_layer",
        )
    script = Script(page_count=len(pages))
    _drop_furniture(pages, heights)
    layout = _measure_layout(pages)
    if pages and _is_title_page(pages[0], layout):
        _read_title_page(pages[0], script)
        pages = pages[1:]
    elements, numbers = _build_elements(pages, layout)
    scenes, preamble = split_scenes(elements, numbers)
    script.scenes = scenes
    script.preamble = preamble
    for scene in scenes:
        scene.page = scene.elements[0].page
    if layout.fallback_headings and scenes:
        script.warnings.append(
            "No standard scene headings (INT. / EXT.) were found; scenes were split at "
            f'numbered headings such as "{scenes[0].heading[:60]}". Check the scene list.'
        )
    return script


# --- reading the PDF -------------------------------------------------------------------------


def _open(data: bytes) -> pdfium.PdfDocument:
    try:
        return pdfium.PdfDocument(data)
    except pdfium.PdfiumError as exc:
        if getattr(exc, "err_code", None) in (
            pdfium_c.FPDF_ERR_PASSWORD,
            pdfium_c.FPDF_ERR_SECURITY,
        ):
            raise ScriptImportError(
                "This PDF is password-protected: remove the password and upload again.",
                code="encrypted_pdf",
            ) from exc
        raise ScriptImportError(
            "This PDF is damaged and cannot be read. Export it again from your "
            "screenwriting app and upload the new file.",
            code="malformed",
        ) from exc


def _read_pages(data: bytes) -> tuple[list[list[_Line]], list[float], int]:
    """Every page's lines in reading order, the page heights, and the count of text chars."""
    document = _open(data)
    try:
        if len(document) == 0:
            raise ScriptImportError("This PDF has no pages.", code="malformed")
        pages, heights, text_chars = [], [], 0
        for index in range(len(document)):
            page = document[index]
            try:
                lines, chars = _page_lines(page, index + 1)
                heights.append(page.get_height())
            finally:
                page.close()
            pages.append(lines)
            text_chars += chars
        return pages, heights, text_chars
    except pdfium.PdfiumError as exc:
        raise ScriptImportError(
            "This PDF is damaged and its text cannot be read. Export it again from your "
            "screenwriting app and upload the new file.",
            code="malformed",
        ) from exc
    finally:
        document.close()


def _page_lines(page: pdfium.PdfPage, page_number: int) -> tuple[list[_Line], int]:
    height = page.get_height()
    textpage = page.get_textpage()
    try:
        count = textpage.count_chars()
        if count <= 0:
            return [], 0
        text = textpage.get_text_range(0, count)
        lines = list(_lines_of(textpage, text, page_number, height))
    finally:
        textpage.close()
    lines = _attach_margin_numbers(_merge_raised_fragments(lines))
    if not _has_side_by_side(lines):
        lines.sort(key=lambda line: (round(line.y), line.x0))
    for number, line in enumerate(lines, start=1):
        line.number = number
    return lines, sum(len(line.text) - line.text.count(" ") for line in lines)


class _CharReader:
    """Positions of single characters on a PDFium text page, by text index."""

    def __init__(self, textpage: pdfium.PdfTextPage) -> None:
        self.textpage = textpage
        self._x, self._y = ctypes.c_double(), ctypes.c_double()
        self._box = [ctypes.c_double() for _ in range(4)]

    def char_index(self, text_index: int) -> int:
        return pdfium_c.FPDFText_GetCharIndexFromTextIndex(self.textpage, text_index)

    def rotated(self, index: int) -> bool:
        return abs(pdfium_c.FPDFText_GetCharAngle(self.textpage, index)) > 0.01

    def origin(self, index: int) -> tuple[float, float]:
        pdfium_c.FPDFText_GetCharOrigin(self.textpage, index, self._x, self._y)
        return self._x.value, self._y.value

    def right(self, index: int) -> float:
        pdfium_c.FPDFText_GetCharBox(self.textpage, index, *self._box)
        return self._box[1].value


def _lines_of(
    textpage: pdfium.PdfTextPage, text: str, page_number: int, height: float
) -> Iterator[_Line]:
    """PDFium's lines, split where one runs over several printed lines, with positions."""
    reader = _CharReader(textpage)
    offset = 0
    for raw in text.split("\r\n"):
        units = len(raw.encode("utf-16-le")) // 2
        start, end = offset + len(raw) - len(raw.lstrip()), offset + len(raw.rstrip())
        offset += units + 2
        if start >= end:
            continue
        first, last = reader.char_index(start), reader.char_index(end - 1)
        if first < 0 or last < 0 or reader.rotated(first):
            continue  # rotated text is a watermark, not the script
        x, y = reader.origin(first)
        if abs(reader.origin(last)[1] - y) > 3 and units == len(raw):
            pieces = _printed_lines(reader, raw, offset - units - 2)
        else:
            pieces = [(raw, x, y, reader.right(last))]
        for piece, x0, y0, x1 in pieces:
            cleaned = _SPACES.sub(" ", piece.translate(_CLEAN)).strip()
            if cleaned:
                yield _Line(page_number, x0, max(x0, x1), height - y0, cleaned)


def _printed_lines(
    reader: _CharReader, raw: str, base: int
) -> list[tuple[str, float, float, float]]:
    """Cut one PDFium line where the text returns to the left on a lower baseline."""
    pieces = []
    piece_start, piece_x, piece_y = None, 0.0, 0.0
    previous_x = previous_right = 0.0
    for position, char in enumerate(raw):
        if char.isspace():
            continue
        index = reader.char_index(base + position)
        if index < 0:
            continue
        x, y = reader.origin(index)
        if piece_start is None:
            piece_start, piece_x, piece_y = position, x, y
        elif x < previous_x - 18 and y < piece_y - 3:
            pieces.append((raw[piece_start:position], piece_x, piece_y, previous_right))
            piece_start, piece_x, piece_y = position, x, y
        previous_x, previous_right = x, reader.right(index)
    if piece_start is not None:
        pieces.append((raw[piece_start:], piece_x, piece_y, previous_right))
    return pieces


def _merge_raised_fragments(lines: list[_Line]) -> list[_Line]:
    """Rejoin lines PDFium split at a superscript ("2ème") or a baseline shift."""
    merged: list[_Line] = []
    for line in lines:
        previous = merged[-1] if merged else None
        if (
            previous is not None
            and -2 <= line.x0 - previous.x1 < 8
            and abs(line.y - previous.y) < 7
        ):
            joiner = "" if line.x0 - previous.x1 < 1.5 else " "
            previous.text = f"{previous.text}{joiner}{line.text}"
            previous.x1 = max(previous.x1, line.x1)
            continue
        merged.append(line)
    return merged


def _attach_margin_numbers(lines: list[_Line]) -> list[_Line]:
    """Give a scene number printed as its own piece in the margin to the heading beside it."""
    numbers = [line for line in lines if _LONE_SCENE_NUMBER.match(line.text)]
    if not numbers:
        return lines
    absorbed = set()
    for number in numbers:
        for line in lines:
            if line is not number and abs(line.y - number.y) < 2 and _HEADING.match(line.text):
                line.scene_number = line.scene_number or number.text.rstrip(".")
                absorbed.add(id(number))
                break
    return [line for line in lines if id(line) not in absorbed]


def _has_side_by_side(lines: list[_Line]) -> bool:
    """Columns (dual dialogue, split screens) keep PDFium's order, which reads them whole."""
    by_row = sorted(lines, key=lambda line: line.y)
    return any(abs(a.y - b.y) < 2 and (a.x1 < b.x0 or b.x1 < a.x0) for a, b in pairwise(by_row))


# --- page furniture ----------------------------------------------------------------------------


def _furniture_key(line: _Line) -> str:
    return re.sub(r"\d+", "#", line.text.lower())


def _drop_furniture(pages: list[list[_Line]], heights: list[float]) -> None:
    """Mark page numbers, running headers and footers, MORE and CONTINUED lines."""
    repeats: Counter[tuple[str, int]] = Counter()
    for lines in pages:
        repeats.update({(_furniture_key(line), round(line.y / 4)) for line in lines})
    running = max(3, len(pages) * 0.3)
    for lines, height in zip(pages, heights, strict=True):
        for line in lines:
            outer = line.y < height * _OUTER_ZONE or line.y > height * (1 - _OUTER_ZONE)
            seen = repeats[(_furniture_key(line), round(line.y / 4))]
            if (
                (outer and (_PAGE_NUMBER.match(line.text) or seen >= 2))
                or seen >= running
                or _CONTINUED.match(line.text)
                or _CONTD_ALONE.match(line.text)
                or _MORE.match(line.text)
                or _REVISION_MARK.match(line.text)
            ):
                line.dropped = True


# --- layout ----------------------------------------------------------------------------------


def _measure_layout(pages: list[list[_Line]]) -> _Layout:
    kept = [line for lines in pages for line in lines if not line.dropped]
    margin = _left_margin(kept)
    standard = sum(1 for line in kept if _standard_heading(line.text))
    numbered = sum(1 for line in kept if _numbered_heading(line, margin))
    return _Layout(
        margin=margin,
        line_height=_line_height(pages),
        fallback_headings=numbered >= 3 and numbered > 2 * standard,
    )


def _numbered_heading(line: _Line, margin: float) -> re.Match[str] | None:
    """A scene marker such as "12 - CHALET, salon - INT/JOUR", used when INT./EXT. are absent."""
    if line.x0 >= margin + 0.3 * _INCH:
        return None
    return _NUMBERED_HEADING.match(line.text)


def _left_margin(lines: list[_Line]) -> float:
    """The action margin: the leftmost x where a good share of the longer lines start.

    Scene numbers hang left of it and dialogue sits right of it, so neither the
    leftmost nor simply the most common x would do.
    """
    long_lines = [line for line in lines if len(line.text) >= 20] or lines
    if not long_lines:
        return _INCH * 1.5
    buckets = Counter(round(line.x0 / 3) for line in long_lines)
    for bucket in sorted(buckets):
        near = buckets[bucket - 1] + buckets[bucket] + buckets[bucket + 1]
        if near >= 0.15 * len(long_lines):
            members = [line.x0 for line in long_lines if abs(round(line.x0 / 3) - bucket) <= 1]
            return min(members)
    return min(line.x0 for line in long_lines)


def _line_height(pages: list[list[_Line]]) -> float:
    """The single-spaced step between baselines: the smallest step that is common.

    Blank lines make steps of twice that, which can be the most common step on a
    page full of short speeches, so the mode alone would not do.
    """
    steps: Counter[float] = Counter()
    for lines in pages:
        rows = sorted({round(line.y, 1) for line in lines if not line.dropped})
        steps.update(round(b - a) for a, b in pairwise(rows) if 6 <= b - a <= 24)
    if not steps:
        return 12.0
    common = steps.most_common(1)[0][1]
    return float(min(step for step, count in steps.items() if count >= 0.2 * common))


def _is_title_page(lines: list[_Line], layout: _Layout) -> bool:
    """Mostly centred lines and no heading; a cold open's full-width action is not centred.

    Long lines that start at the action margin have their middle near the page
    centre too, but they are story: reading them as a
    title page would drop a cold open printed before the first heading.
    """
    kept = [line for line in lines if not line.dropped]
    if not kept or len(kept) > 30 or any(_heading_of(line, layout) for line in kept):
        return False
    centred = sum(1 for line in kept if _is_centered(line) and not _is_full_width(line, layout))
    return centred * 2 >= len(kept)


def _is_full_width(line: _Line, layout: _Layout) -> bool:
    return len(line.text) >= 40 and line.x0 <= layout.margin + 18


def _is_centered(line: _Line) -> bool:
    centre = (line.x0 + line.x1) / 2
    return abs(centre - 306) < 40 or abs(centre - 297.5) < 40


def _read_title_page(lines: list[_Line], script: Script) -> None:
    kept = [line.text for line in lines if not line.dropped]
    centered = [line.text for line in lines if not line.dropped and _is_centered(line)]
    read_title_lines(kept, centered, script)


# --- classification ----------------------------------------------------------------------------


def _is_upper(text: str) -> bool:
    letters = [c for c in text if c.isalpha()]
    return bool(letters) and sum(c.isupper() for c in letters) >= 0.8 * len(letters)


def _letters(text: str) -> int:
    return sum(c.isalpha() for c in text)


def _is_cue_text(text: str) -> bool:
    name = character_name(text)
    return (
        _letters(name) >= 2
        and len(name) <= 40
        and name.upper() == name
        and not name.endswith((":", "!", "?", ","))
    )


def _standard_heading(text: str) -> bool:
    body = _LEFT_NUMBER.match(text)
    candidate = body.group(2) if body and _HEADING.match(body.group(2)) else text
    return bool(_HEADING.match(candidate)) and _is_upper(candidate)


def _heading_of(line: _Line, layout: _Layout) -> tuple[str, str | None] | None:
    """``(heading, scene number)`` when the line is a scene heading."""
    text = line.text
    if layout.fallback_headings:
        numbered = _numbered_heading(line, layout.margin)
        return (numbered.group(2), numbered.group(1)) if numbered else None
    number = None
    left = _LEFT_NUMBER.match(text)
    if left and _HEADING.match(left.group(2)):
        number, text = left.group(1), left.group(2)
        right = _RIGHT_NUMBER.match(text)
        if right and right.group(2).rstrip(".") == number.rstrip("."):
            text = right.group(1)
    if not (_HEADING.match(text) and _is_upper(text)):
        return None
    number = number or line.scene_number
    if number is None and line.x0 > layout.margin + 0.5 * _INCH:
        return None
    return text, number.rstrip(".") if number else None


def _kind_of(line: _Line, builder: _Builder) -> ElementKind:
    layout = builder.layout
    indent = line.x0 - layout.margin
    text = line.text
    in_speech = (
        builder.last_kind in (K.CHARACTER, K.PARENTHETICAL, K.DIALOGUE)
        and builder.last is not None
        and _follows(builder.last, line, layout)
        and indent >= 0.5 * _INCH
    )
    if in_speech:
        last_text = builder.last.text if builder.last is not None else ""
        still_open = builder.last_kind == K.PARENTHETICAL and not last_text.endswith(")")
        return K.PARENTHETICAL if text.startswith("(") or still_open else K.DIALOGUE
    if _is_upper(text) and _TRANSITION.search(text):
        return K.TRANSITION
    if 1.3 * _INCH <= indent < 3.3 * _INCH and _is_cue_text(text):
        return K.CHARACTER
    if indent >= 3.3 * _INCH and _is_upper(text) and len(text) <= 30 and _letters(text) >= 2:
        return K.TRANSITION
    return K.ACTION


def _follows(previous: _Line, line: _Line, layout: _Layout) -> bool:
    """True when ``line`` comes straight under ``previous``, with no blank line between."""
    return previous.page == line.page and 0 < line.y - previous.y <= 1.5 * layout.line_height


# --- elements ----------------------------------------------------------------------------------


def _build_elements(
    pages: list[list[_Line]], layout: _Layout
) -> tuple[list[Element], dict[int, str]]:
    builder = _Builder(layout)
    for lines in pages:
        _mark_dual_dialogue(lines, layout.line_height)
        first_on_page = True
        for line in lines:
            if line.dropped:
                if _MORE.match(line.text):
                    builder.more_pending = builder.speaker is not None
                continue
            _add_line(builder, line, first_on_page)
            first_on_page = False
    _demote_silent_cues(builder.elements)
    return builder.elements, builder.numbers


def _demote_silent_cues(elements: list[Element]) -> None:
    """A cue-like line with no speech under it is a title card or a shout-out in action."""
    for index, element in enumerate(elements):
        if element.kind != K.CHARACTER:
            continue
        following = elements[index + 1] if index + 1 < len(elements) else None
        if following is None or following.kind not in (K.DIALOGUE, K.PARENTHETICAL, K.LYRIC):
            element.kind, element.character, element.dual = K.ACTION, None, False


def _mark_dual_dialogue(lines: list[_Line], line_height: float) -> None:
    """Flag the columns of dual dialogue: a cue printed beside another line, and its speech."""
    rows = sorted((line for line in lines if not line.dropped), key=lambda line: line.y)
    beside: set[int] = set()
    for a, b in pairwise(rows):
        if abs(a.y - b.y) < 2 and (a.x1 < b.x0 or b.x1 < a.x0):
            beside.update((id(a), id(b)))
    in_column: _Line | None = None
    for line in lines:
        if line.dropped:
            continue
        if id(line) in beside and _is_cue_text(line.text):
            in_column = line
            line.dual = True
        elif in_column is not None and 0 < line.y - in_column.y <= 1.5 * line_height:
            line.dual = True
            in_column = line
        else:
            in_column = None


def _add_line(builder: _Builder, line: _Line, first_on_page: bool) -> None:
    heading = _heading_of(line, builder.layout)
    if heading is not None:
        _start(builder, line, K.HEADING, heading[0])
        if heading[1]:
            builder.numbers[len(builder.elements) - 1] = heading[1]
        builder.speaker = None
        return
    if builder.last_kind == K.HEADING and _continues_heading(builder, line):
        _extend(builder, line)
        return
    kind = _dual_kind(builder, line) if line.dual else _kind_of(line, builder)
    if kind == K.CHARACTER:
        speaker = character_name(line.text) or None
        continued = (
            first_on_page
            and speaker == builder.speaker
            and (builder.more_pending or _CONTD.search(line.text))
        )
        builder.more_pending = False
        if continued:
            builder.continue_speech = True
            builder.last, builder.last_kind = line, K.CHARACTER
            return
        builder.speaker = speaker
        _start(builder, line, kind, line.text)
        return
    builder.more_pending = False
    if kind in (K.DIALOGUE, K.PARENTHETICAL) and builder.continue_speech:
        builder.continue_speech = False
        if kind == K.DIALOGUE and builder.elements[-1].kind == K.DIALOGUE:
            _extend(builder, line)
            builder.last_kind = K.DIALOGUE
            return
    if kind not in (K.DIALOGUE, K.PARENTHETICAL):
        builder.speaker = None
    if _continues_paragraph(builder, line, kind):
        _extend(builder, line)
        return
    _start(builder, line, kind, line.text)


def _dual_kind(builder: _Builder, line: _Line) -> ElementKind:
    if (
        builder.last is None
        or not builder.last.dual
        or not _follows(builder.last, line, builder.layout)
    ):
        return K.CHARACTER
    if line.text.startswith("("):
        return K.PARENTHETICAL
    if builder.last_kind == K.PARENTHETICAL and not builder.last.text.endswith(")"):
        return K.PARENTHETICAL
    return K.DIALOGUE


def _continues_heading(builder: _Builder, line: _Line) -> bool:
    """A long heading wraps onto a second line just under it."""
    previous = builder.last
    if previous is None or not _follows(previous, line, builder.layout):
        return False
    if not previous.x0 - 4 <= line.x0 <= previous.x0 + _INCH:
        return False
    if builder.layout.fallback_headings:
        heading = builder.elements[-1].text
        if _HEADING_TAIL.search(heading):
            return False
        return bool(_HEADING_TAIL.search(line.text) or _OPEN_ENDED.search(heading))
    return _is_upper(line.text)


def _continues_paragraph(builder: _Builder, line: _Line, kind: ElementKind) -> bool:
    if builder.last is None or builder.last_kind != kind or not builder.elements:
        return False
    if kind in (K.CHARACTER, K.HEADING, K.TRANSITION):
        return False
    if kind == K.PARENTHETICAL and builder.last.text.endswith(")"):
        return False
    return _follows(builder.last, line, builder.layout)


def _start(builder: _Builder, line: _Line, kind: ElementKind, text: str) -> None:
    speaking = kind in (K.CHARACTER, K.DIALOGUE, K.PARENTHETICAL)
    builder.elements.append(
        Element(
            kind,
            text,
            page=line.page,
            line=line.number,
            character=builder.speaker if speaking else None,
            dual=line.dual and speaking,
        )
    )
    builder.last, builder.last_kind = line, kind


def _extend(builder: _Builder, line: _Line) -> None:
    element = builder.elements[-1]
    joiner = "" if re.search(r"[A-Za-z]-$", element.text) else " "
    element.text = f"{element.text}{joiner}{line.text}"
    builder.last = line
