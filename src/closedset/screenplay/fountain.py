"""Fountain (https://fountain.io/syntax) into the neutral :class:`Script`.

One pass over the lines with precompiled patterns, because a coordinator
uploads a feature script and waits for the breakdown. Text the syntax hides
(boneyard ``/* */``, notes ``[[ ]]``, the ``{{...}}`` directives some apps
write) is masked with a private character instead of deleted, so every
element keeps the line number it has in the file the writer opened.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from closedset.regex_cache import compile_cached

from .model import Element, ElementKind, Scene, Script
from .pagination import estimate_pages

K = ElementKind

_HIDDEN = "\ue000"
_ESCAPED_STAR = "\ue001"
_ESCAPED_UNDERSCORE = "\ue002"
_DROP_PRIVATE = str.maketrans("", "", _HIDDEN + _ESCAPED_STAR + _ESCAPED_UNDERSCORE)

_HEADING = compile_cached(r"(?:int\.?/ext|ext\.?/int|i/e|e/i|int|ext|est)[. ]", re.IGNORECASE)
_SCENE_NUMBER = compile_cached(r"\s*#([\w.\-]+)#\s*$")
_PAGE_BREAK = compile_cached(r"={3,}")
_CENTERED = compile_cached(r">\s*(.*?)\s*<")
_CUE_EXTENSION = compile_cached(r"\([^)]*\)?")
_CUE_CONTD = compile_cached(r"\s+CONT[\u2019']?D\.?$", re.IGNORECASE)
_SPACES = compile_cached(r"\s+")
_TITLE_KEY = compile_cached(r"([^\s:][^:]*):(.*)")
_TITLE_CONTINUATION = compile_cached(r"(?:\t| {3,})\S")
_AUTHOR_SEPARATOR = compile_cached(r"\s+(?:&|and)\s+|\n")
_EMPHASIS = compile_cached(
    r"(\*{1,3})(?=[^\s*])([^*\n]+?)(?<=[^\s*])\1(?!\*)|_(?=[^\s_])([^_\n]+?)(?<=[^\s_])_"
)

_TITLE_PAGE_KEYS = {
    "title",
    "credit",
    "author",
    "authors",
    "source",
    "draft date",
    "date",
    "contact",
    "copyright",
    "notes",
    "revision",
    "episode",
}
_BEFORE_SYNOPSIS = {K.HEADING, K.NOTE, K.SYNOPSIS}
_TWO_SPACES = "  "
_HEADING_STARTS = frozenset(".IiEe")


def parse(text: str) -> Script:
    """Parse Fountain source; never raises, since any text is valid Fountain."""
    text = _normalise(text)
    hidden = "/*" in text
    if hidden:
        text, _ = _mask(text, "/*", "*/")
    lines = text.split("\n")
    script = Script(source_format="fountain")
    body_start = _read_title_page(lines, script)
    builder = _Builder(script, masked_notes="[[" in text or "{{" in text)
    for numbers, paragraph in _paragraphs(lines, body_start, hidden):
        builder.add(numbers, paragraph)
    script.preamble = builder.preamble
    estimate_pages(script, script.preamble)
    return script


def _normalise(text: str) -> str:
    """One newline convention, no BOM, and none of the private marks used for masking."""
    if text.startswith("\ufeff"):
        text = text[1:]
    if "\r" in text:
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    if _HIDDEN in text or _ESCAPED_STAR in text or _ESCAPED_UNDERSCORE in text:
        text = text.translate(_DROP_PRIVATE)
    return text


def _mask(text: str, opener: str, closer: str) -> tuple[str, list[tuple[int, str]]]:
    """Replace each ``opener … closer`` span by hidden marks, one per line it covered.

    Returns the masked text and the removed contents with the 0-based line
    each started on. Scans with ``str.find`` so an unclosed opener costs one
    look ahead, never a quadratic regex backtrack.
    """
    out: list[str] = []
    removed: list[tuple[int, str]] = []
    pos = line = 0
    while True:
        start = text.find(opener, pos)
        if start < 0:
            break
        end = text.find(closer, start + len(opener))
        if end < 0:
            break
        start = text.rfind(opener, start, end)
        content = text[start + len(opener) : end]
        line += text.count("\n", pos, start)
        removed.append((line, content))
        breaks = content.count("\n")
        line += breaks
        out.append(text[pos:start])
        out.append(_HIDDEN + ("\n" + _HIDDEN) * breaks)
        pos = end + len(closer)
    if not removed:
        return text, removed
    out.append(text[pos:])
    return "".join(out), removed


def _is_blank(line: str) -> bool:
    """Whitespace-only lines end a paragraph, except exactly two spaces (Fountain's glue)."""
    return not line or (line.isspace() and line != _TWO_SPACES)


def _read_title_page(lines: list[str], script: Script) -> int:
    """Fill the title page fields; return the index of the first body line."""
    i = 0
    while i < len(lines) and _is_blank(lines[i]):
        i += 1
    entries: dict[str, list[str]] = {}
    key = None
    while i < len(lines) and not _is_blank(lines[i]):
        line = lines[i].replace(_HIDDEN, "")
        i += 1
        if not line.strip():
            continue
        if key is not None and _TITLE_CONTINUATION.match(line):
            entries[key].append(line.strip())
            continue
        match = _TITLE_KEY.match(line)
        if not match:
            return 0
        key = match.group(1).strip()
        entries.setdefault(key, [])
        if value := match.group(2).strip():
            entries[key].append(value)
    if not any(k.lower() in _TITLE_PAGE_KEYS for k in entries):
        return 0
    script.title_page = {k: "\n".join(v) for k, v in entries.items()}
    for k, values in entries.items():
        lowered = k.lower()
        if lowered == "title" and not script.title:
            script.title = _SPACES.sub(" ", _plain(" ".join(values))).strip()
        elif lowered in ("author", "authors"):
            names = _AUTHOR_SEPARATOR.split(_plain("\n".join(values)))
            script.authors.extend(n.strip() for n in names if n.strip())
    return i


def _paragraphs(
    lines: list[str], start: int, hidden: bool
) -> Iterator[tuple[list[int], list[str]]]:
    """Yield runs of non-blank lines with their 1-based line numbers.

    A line that held only masked text is skipped without ending the run, so a
    boneyard between a cue and its dialogue leaves the speech intact.
    """
    numbers: list[int] = []
    paragraph: list[str] = []
    for index in range(start, len(lines)):
        line = lines[index]
        if hidden and _HIDDEN in line:
            line = line.replace(_HIDDEN, "")
            if not line.strip():
                continue
        if _is_blank(line):
            if paragraph:
                yield numbers, paragraph
                numbers, paragraph = [], []
            continue
        numbers.append(index + 1)
        paragraph.append(line)
    if paragraph:
        yield numbers, paragraph


def _plain(text: str) -> str:
    """Drop emphasis marks (``*``, ``**``, ``***``, ``_``); ``\\*`` stays a literal star."""
    if "\\" in text:
        text = text.replace("\\*", _ESCAPED_STAR).replace("\\_", _ESCAPED_UNDERSCORE)
    if "*" in text or "_" in text:
        for _ in range(3):
            stripped = _EMPHASIS.sub(_emphasised_text, text)
            if stripped == text:
                break
            text = stripped
    if _ESCAPED_STAR in text or _ESCAPED_UNDERSCORE in text:
        text = text.replace(_ESCAPED_STAR, "*").replace(_ESCAPED_UNDERSCORE, "_")
    return text


def _emphasised_text(match: re.Match[str]) -> str:
    return match.group(2) if match.group(2) is not None else match.group(3)


def _cue(line: str) -> tuple[str, str, bool] | None:
    """``(cue as written, speaker name, dual)`` when the line is a character cue.

    A cue is an all-caps line (extensions in brackets may be mixed case) that
    starts with a letter or digit, or any line forced with ``@``. A trailing
    ``^`` marks the second speaker of dual dialogue.
    """
    cue = line.strip()
    dual = cue.endswith("^")
    if dual:
        cue = cue[:-1].rstrip()
    if cue.startswith("@"):
        cue = cue[1:].strip()
        if not cue:
            return None
    elif not cue[:1].isalnum() or cue.endswith("TO:") or not cue.split("(", 1)[0].isupper():
        return None
    cue = _plain(cue)
    name = _CUE_CONTD.sub("", _CUE_EXTENSION.sub(" ", cue))
    name = _SPACES.sub(" ", name).strip()
    if not name:
        return None
    return cue, name, dual


def _heading(line: str) -> tuple[str, str | None] | None:
    """``(heading, scene number)`` when the line is a scene heading, forced or not."""
    heading = line.strip()
    if heading.startswith("."):
        if not heading[1:2].isalnum():
            return None
        heading = heading[1:]
    elif not _HEADING.match(heading):
        return None
    number = None
    if "#" in heading and (match := _SCENE_NUMBER.search(heading)):
        number = match.group(1)
        heading = heading[: match.start()]
    return _plain(heading.strip()), number


class _Builder:
    """Turns paragraphs into scenes and elements, remembering what came before."""

    def __init__(self, script: Script, *, masked_notes: bool) -> None:
        self.script = script
        self.scene: Scene | None = None
        self.preamble: list[Element] = []
        self.masked_notes = masked_notes
        self.last_dialogue: list[Element] = []

    def emit(
        self, kind: ElementKind, text: str, line: int, character: str | None = None
    ) -> Element:
        element = Element(kind, _plain(text), line=line, character=character)
        (self.scene.elements if self.scene else self.preamble).append(element)
        return element

    def add(self, numbers: list[int], lines: list[str]) -> None:
        """Classify one paragraph; peel leading one-line elements, then the body."""
        if self.masked_notes:
            numbers, lines = self._take_notes(numbers, lines)
            if not lines:
                return
        dialogue_before, self.last_dialogue = self.last_dialogue, []
        while lines:
            first = lines[0].strip()
            if first.startswith("#"):
                self.emit(K.SECTION, first.lstrip("#").strip(), numbers[0])
            elif first.startswith("==") and _PAGE_BREAK.fullmatch(first):
                self.emit(K.PAGE_BREAK, "", numbers[0])
            elif first.startswith("="):
                self._synopsis(first[1:].strip(), numbers[0])
            elif first[:1] in _HEADING_STARTS and (heading := _heading(first)):
                self._start_scene(*heading, numbers[0])
            else:
                self._body(numbers, lines, dialogue_before)
                return
            numbers, lines = numbers[1:], lines[1:]

    def _body(self, numbers: list[int], lines: list[str], dialogue_before: list[Element]) -> None:
        """Classify what is left of a paragraph once headings and sections are peeled."""
        first = lines[0].strip()
        if first.startswith("!"):
            self._action(numbers, lines)
        elif first.startswith(">") and (centered := _centered(lines)):
            self.emit(K.CENTERED, centered, numbers[0])
        elif len(lines) == 1 and _is_transition(first):
            self.emit(K.TRANSITION, first.lstrip(">").strip(), numbers[0])
        elif first.startswith("~"):
            text = "\n".join(line.strip().lstrip("~").strip() for line in lines)
            self.emit(K.LYRIC, text, numbers[0])
        elif len(lines) > 1 and (cue := _cue(first)):
            self._dialogue(numbers, lines, cue, dialogue_before)
        else:
            self._action(numbers, lines)

    def _take_notes(self, numbers: list[int], lines: list[str]) -> tuple[list[int], list[str]]:
        """Emit the paragraph's notes; return its lines without notes and directives."""
        joined = "\n".join(lines)
        if "[[" not in joined and "{{" not in joined:
            return numbers, lines
        joined, notes = _mask(joined, "[[", "]]")
        joined, _ = _mask(joined, "{{", "}}")
        kept_numbers, kept = [], []
        for number, line in zip(numbers, joined.split("\n"), strict=True):
            if _HIDDEN in line:
                line = line.replace(_HIDDEN, "")
                if not line.strip():
                    continue
            kept_numbers.append(number)
            kept.append(line)
        for index, note in notes:
            self.emit(K.NOTE, note.strip(), numbers[index])
        return kept_numbers, kept

    def _synopsis(self, text: str, line: int) -> None:
        self.emit(K.SYNOPSIS, text, line)
        scene = self.scene
        if scene and all(el.kind in _BEFORE_SYNOPSIS for el in scene.elements):
            scene.synopsis = f"{scene.synopsis}\n{text}" if scene.synopsis else text

    def _start_scene(self, heading: str, number: str | None, line: int) -> None:
        scenes = self.script.scenes
        self.scene = Scene(ordinal=len(scenes) + 1, heading=heading, number=number)
        scenes.append(self.scene)
        self.emit(K.HEADING, heading, line)

    def _action(self, numbers: list[int], lines: list[str]) -> None:
        text = "\n".join(_action_line(line) for line in lines)
        self.emit(K.ACTION, text, numbers[0])

    def _dialogue(
        self,
        numbers: list[int],
        lines: list[str],
        cue: tuple[str, str, bool],
        dialogue_before: list[Element],
    ) -> None:
        """A cue with its parentheticals, speeches and sung lines, in order."""
        cue_text, name, dual = cue
        block = [self.emit(K.CHARACTER, cue_text, numbers[0], name)]
        run: list[str] = []
        run_kind, run_line = K.DIALOGUE, 0
        i = 1
        while i < len(lines):
            text = lines[i].strip()
            end = _parenthetical_end(lines, i) if text.startswith("(") else -1
            kind = K.PARENTHETICAL if end >= 0 else K.LYRIC if text.startswith("~") else K.DIALOGUE
            if run and kind != run_kind:
                block.append(self.emit(run_kind, "\n".join(run), run_line, name))
                run = []
            if kind == K.PARENTHETICAL:
                paren = "\n".join(line.strip() for line in lines[i : end + 1])
                block.append(self.emit(K.PARENTHETICAL, paren, numbers[i], name))
                i = end + 1
                continue
            if not run:
                run_kind, run_line = kind, numbers[i]
            run.append(text[1:].lstrip() if kind == K.LYRIC else text)
            i += 1
        if run:
            block.append(self.emit(run_kind, "\n".join(run), run_line, name))
        if dual and dialogue_before:
            for element in (*dialogue_before, *block):
                element.dual = True
        self.last_dialogue = block


def _centered(lines: list[str]) -> str:
    """The text of a paragraph whose every line is ``>centered<``, else ``""``."""
    texts = []
    for line in lines:
        match = _CENTERED.fullmatch(line.strip())
        if not match:
            return ""
        texts.append(match.group(1))
    return "\n".join(texts)


def _is_transition(line: str) -> bool:
    """``>`` forces a transition; otherwise an all-caps line ending in ``TO:``."""
    if line.startswith(">"):
        return not line.endswith("<")
    return line.endswith("TO:") and line.isupper()


def _parenthetical_end(lines: list[str], start: int) -> int:
    """Index of the line closing the parenthetical opened at ``start``, or -1.

    ``(beat)`` closes on its own line; ``(quietly,`` may run on to a later
    line ending in ``)``. A line such as ``(laughs) Sure.`` is speech.
    """
    depth = 0
    for i in range(start, len(lines)):
        text = lines[i].strip()
        if i > start and text.startswith("("):
            return -1
        depth += text.count("(") - text.count(")")
        if depth <= 0:
            return i if text.endswith(")") else -1
    return -1


def _action_line(line: str) -> str:
    text = line.strip()
    return text[1:] if text.startswith("!") else text
