"""Plain-text screenplays: printed scripts saved as text, and flattened web dumps.

Two shapes reach us as ``.txt``. A printed script keeps its layout in spaces,
so a paragraph's kind follows from its indent relative to the document's own
margins. A web dump (IMSDb and friends) has lost every newline, so sluglines,
character cues and page headers run straight into the text; there the layout
is recovered from case and from the script's own vocabulary, erring towards
*action* because the breakdown flags what action lines depict.
"""

from __future__ import annotations

import bisect
import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field

from closedset.regex_cache import compile_cached

from .model import Element, ElementKind, Scene, Script
from .pagination import estimate_pages


def _words(text: str) -> tuple[str, ...]:
    """A word list written as one string, to keep the tables readable."""
    return tuple(text.split())


_PREFIX = r"(?:INT|EXT|EST|I/E)(?:\.?\s?/\s?(?:INT|EXT)\b)?"
_TIME_WORDS = (
    "CONTINUOUS",
    "MOMENTS LATER",
    "MINUTES LATER",
    "SECONDS LATER",
    "HOURS LATER",
    "LATER",
    "SAME TIME",
    "SAME",
    "DAYTIME",
    "NIGHTTIME",
    "DAY",
    "NIGHT",
    "MORNING",
    "AFTERNOON",
    "EVENING",
    "DUSK",
    "DAWN",
    "SUNRISE",
    "SUNSET",
    "TWILIGHT",
    "NOON",
    "MIDNIGHT",
    "MAGIC HOUR",
    "PRE-DAWN",
)
_TIME = "|".join(sorted(_TIME_WORDS, key=len, reverse=True))
_TRANSITION = (
    r"(?:(?:SMASH|MATCH|JUMP|HARD|QUICK|RAPID)\s)?CUT\sTO(?:\sBLACK)?[:.]|CUT\sTO\sBLACK"
    r"|(?:DISSOLVE|WIPE|FADE|IRIS|FLASH)\sTO(?:\sBLACK|\sWHITE)?[:.]?"
    r"|FADE\s(?:IN|OUT)[:.]?|INTERCUT\sWITH[:.]?|BACK\sTO\sSCENE[:.]?|THE\sEND\b"
)
_EXTENSION = compile_cached(
    r"^\((?:V\.?\s?O|O\.?\s?S|O\.?\s?C|0\.?\s?S|CONT['\u2019]?D|CONT|CONTINUING|CONTD|FILTERED"
    r"|PRE-?LAP|ON\s(?:PHONE|TV|RADIO|SCREEN)|INTO\sPHONE)(?:\b|\.)[^)]*\)$",
    re.IGNORECASE,
)
_SHOT_WORDS = frozenset(
    _words(
        "ANGLE ANGLES CLOSE CLOSEUP TIGHT WIDE POV INSERT BACK SUPER TITLE TITLES CONTINUED MORE "
        "INTERCUT MONTAGE END FADE CUT DISSOLVE OMITTED OMIT LATER SAME DAY NIGHT INT EXT THE A "
        "AN I OK OKAY NO YES HEY OH TV DVD CU ECU MCU WS SERIES FLASHBACK ON OFF OVER SOUND MUSIC "
        "NOTE NOTES CREDITS BLACK WHITE SILENCE PAUSE BEAT VIDEO FOOTAGE IT ET AL UP"
    )
)


FLATTENED_WARNING = (
    "This text has lost its line breaks (a web copy?), so speech and action were told apart "
    "from the wording alone; check the breakdown, or import the original file if you have it."
)


def parse(text: str) -> Script:
    """Parse a plain-text screenplay, indented or flattened, into a :class:`Script`."""
    text = text.replace("\r\n", "\n").replace("\r", "\n").lstrip("\ufeff")
    if _is_flattened(text):
        return _FlatParser(text).parse()
    return _parse_indented(text)


def _is_flattened(text: str) -> bool:
    """A dump whose line breaks were stripped has implausibly long lines."""
    lines = [line for line in text.split("\n") if line.strip()]
    if not lines:
        return False
    return sum(len(line) for line in lines) / len(lines) > 100


# --- shared scene assembly -------------------------------------------------------------------


@dataclass(slots=True)
class _Builder:
    """Collects elements into scenes; anything before the first heading is preamble."""

    script: Script = field(default_factory=Script)
    preamble: list[Element] = field(default_factory=list)
    current: Scene | None = None

    def heading(self, text: str, page: int, line: int, number: str | None = None) -> None:
        text = " ".join(text.split())
        self.current = Scene(
            ordinal=len(self.script.scenes) + 1, heading=text, page=page, number=number
        )
        self.current.elements.append(Element(ElementKind.HEADING, text, page, line))
        self.script.scenes.append(self.current)

    def add(
        self, kind: ElementKind, text: str, page: int, line: int, who: str | None = None
    ) -> None:
        text = " ".join(text.split())
        if not text:
            return
        element = Element(kind, text, page, line, character=who)
        (self.current.elements if self.current else self.preamble).append(element)

    def finish(self, printed_pages: bool) -> Script:
        script = self.script
        script.preamble = self.preamble
        if self.preamble:
            if not script.title:
                script.title = _title_from(self.preamble)
            if not script.authors:
                script.authors = _authors_from(self.preamble)
        if printed_pages and script.scenes:
            for scene in script.scenes:
                scene.page = scene.elements[0].page
            script.page_count = max(el.page for s in script.scenes for el in s.elements)
        elif script.scenes:
            estimate_pages(script)
        return script


_BY = compile_cached(
    r"\bby\s+((?:(?!(?:January|February|March|April|May|June|July|August|September|October"
    r"|November|December)\s+\d)[A-Z][\w.'\u2019-]*\s?){1,4}(?:(?:&|and)\s+(?:[A-Z][\w.'\u2019-]*\s?){1,4})*)"
)


def _authors_from(preamble: list[Element]) -> list[str]:
    """``Written by Simon Beaufoy & Danny Boyle`` -> both names."""
    for element in preamble:
        match = _BY.search(element.text)
        if match:
            names = re.split(r"\s+(?:&|and)\s+", match.group(1).strip())
            return [name.strip() for name in names if name.strip()]
    return []


def _title_from(preamble: list[Element]) -> str:
    """The capitals that open a title page, else its first short line."""
    first = preamble[0].text
    caps = re.match(r"((?:[A-Z0-9][A-Z0-9'\u2019:&!?,.\-]*\s+)+)(?=\S*[a-z])", first)
    if caps:
        return caps.group(1).strip()
    if len(first) <= 60 and not re.match(r"(?i)(?:written\s+)?by\b", first):
        return first
    return ""


# --- indented text (a printed script saved as .txt) ------------------------------------------

_MARGIN_NUMBERS = compile_cached(
    r"^(\s*)(\d{1,4}[A-Z]{0,2})\s{2,}(.*?\S)(?:\s{2,}(\d{1,4}[A-Z]{0,2}))?\s*$"
)
_HEADING_LINE = compile_cached(rf"^{_PREFIX}(?:[.:\s]|$)")
_PAGE_LINE = compile_cached(r"^\s*(?:page\s+)?(\d{1,3})\.?\s*$", re.IGNORECASE)
_NOISE_LINE = compile_cached(
    r"^\s*(?:\d{1,4}[A-Z]?\s+)?(?:\(CONTINUED\)|CONTINUED:?|\(MORE\)|\(CONT(?:['\u2019]?D|INUED)\))"
    r"(?:\s*\(\d+\))?(?:\s+\d{1,4}[A-Z]?)?\s*$",
    re.IGNORECASE,
)
_TRANSITION_LINE = compile_cached(rf"^(?:{_TRANSITION})\s*$")


@dataclass(slots=True)
class _Line:
    number: int
    indent: int
    text: str


def _parse_indented(text: str) -> Script:
    builder = _Builder()
    lines, printed = _content_lines(text)
    base = _base_indent(lines)
    flat_layout = not any(line.indent - base >= 10 for line in lines if line)
    block: list[_Line] = []
    kind: ElementKind | None = None
    speaker: str | None = None

    def flush() -> None:
        nonlocal block
        if block and kind is not None:
            page = _page_of(printed, block[0].number)
            builder.add(kind, " ".join(b.text for b in block), page, block[0].number, speaker)
        block = []

    for index, line in enumerate(lines):
        if line is None:
            flush()
            kind, speaker = None, None
            continue
        page = _page_of(printed, line.number)
        offset = line.indent - base
        heading = _heading_of(line.text)
        if heading:
            flush()
            kind, speaker = None, None
            builder.heading(heading[1], page, line.number, heading[0])
            continue
        caps = _is_caps(line.text)
        if caps and _TRANSITION_LINE.match(line.text):
            flush()
            builder.add(ElementKind.TRANSITION, line.text, page, line.number)
            kind = None
            continue
        in_speech = kind in (ElementKind.DIALOGUE, ElementKind.PARENTHETICAL, ElementKind.CHARACTER)
        next_line = lines[index + 1] if index + 1 < len(lines) else None
        if (
            caps
            and len(line.text) <= 50
            and next_line is not None
            and (offset >= 15 or flat_layout)
            and not (in_speech and kind != ElementKind.CHARACTER and offset < 15)
        ):
            flush()
            speaker = _cue_name(line.text)
            kind = ElementKind.CHARACTER
            builder.add(kind, speaker, page, line.number, speaker)
            kind = ElementKind.DIALOGUE
            continue
        if in_speech and (offset >= 5 or flat_layout):
            starts_paren = line.text.startswith("(")
            if starts_paren or (
                kind == ElementKind.PARENTHETICAL and not block[-1].text.endswith(")")
            ):
                if kind != ElementKind.PARENTHETICAL or starts_paren:
                    flush()
                kind = ElementKind.PARENTHETICAL
            elif kind == ElementKind.PARENTHETICAL:
                flush()
                kind = ElementKind.DIALOGUE
            block.append(line)
            continue
        if kind != ElementKind.ACTION:
            flush()
            kind, speaker = ElementKind.ACTION, None
        block.append(line)
    flush()
    return builder.finish(printed_pages=bool(printed))


def _content_lines(text: str) -> tuple[list[_Line | None], list[tuple[int, int]]]:
    """Lines worth classifying (``None`` for a paragraph break) and printed page starts."""
    result: list[_Line | None] = []
    pages: list[tuple[int, int]] = []
    form_feeds = 1
    for number, raw in enumerate(text.split("\n"), start=1):
        if "\f" in raw:
            form_feeds += raw.count("\f")
            raw = raw.replace("\f", "")
        expanded = raw.expandtabs(8).rstrip()
        stripped = expanded.strip()
        if not stripped:
            result.append(None)
            continue
        indent = len(expanded) - len(expanded.lstrip())
        page_match = _PAGE_LINE.match(stripped)
        if page_match and (indent >= 20 or stripped.endswith(".")):
            pages.append((number, int(page_match.group(1))))
            continue
        if _NOISE_LINE.match(stripped):
            continue
        result.append(_Line(number, indent, stripped))
    return result, _monotonic(pages)


def _monotonic(pages: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Keep page numbers that climb; a stray number in the text cannot reset the count."""
    kept: list[tuple[int, int]] = []
    for line, page in pages:
        last = kept[-1][1] if kept else 1
        if last < page <= last + 3:
            kept.append((line, page))
    return kept


def _page_of(pages: list[tuple[int, int]], line: int) -> int:
    """The printed page a source line lies on (the number heads its page)."""
    if not pages:
        return 1
    index = bisect.bisect_right(pages, (line, 10**9)) - 1
    if index < 0:
        return max(1, pages[0][1] - 1)
    return pages[index][1]


def _base_indent(lines: Iterable[_Line | None]) -> int:
    """The action margin: the smallest indent that a fair share of the lines use."""
    counts = Counter(line.indent for line in lines if line is not None)
    if not counts:
        return 0
    total = sum(counts.values())
    common = [indent for indent, n in counts.items() if n >= max(2, total * 0.03)]
    return min(common) if common else min(counts)


def _heading_of(text: str) -> tuple[str | None, str] | None:
    """Return (scene number, slugline) when the line is a scene heading."""
    number = None
    margin = _MARGIN_NUMBERS.match(text)
    if margin and _HEADING_LINE.match(margin.group(3)):
        number, text = margin.group(2), margin.group(3)
    if not _HEADING_LINE.match(text) or not _mostly_caps(text):
        return None
    return number, text


def _is_caps(text: str) -> bool:
    core = re.sub(r"\([^)]*\)", "", text)
    return any(c.isalpha() for c in core) and core == core.upper()


def _mostly_caps(text: str) -> bool:
    letters = [c for c in text if c.isalpha()]
    return bool(letters) and sum(c.isupper() for c in letters) >= 0.8 * len(letters)


def _cue_name(text: str) -> str:
    """The speaker as written, without trailing ``(MORE)``-style noise or a colon."""
    return text.strip().rstrip(":").strip()


# --- flattened text (all newlines stripped) --------------------------------------------------

_FLAT_HEADING = compile_cached(rf"(?<![A-Za-z0-9'\u2019]){_PREFIX}(?:[.:]+\s?|\s)(?=[A-Z0-9'\"])")
_NO_LOWER = compile_cached(r"[^a-z]*")
_CLOSERS = compile_cached(r"[.)]*")
_LOWER_WORD = compile_cached(r"[a-z]+")
_CAPS_RUN = compile_cached(r"[A-Z0-9 .,'\u2019\"\-\u2013\u2014/#&:;()]*")
_WORD_AFTER_TIME = (
    r"(?:S|TIME|LIGHT|CLUB|FALL|BREAK|LY|AL|CARE|DREAM|STAND|GOWN|SHIFT|WATCH|MARE)\b"
)
_TIME_END = rf"(?=[^A-Z]|$|(?!{_WORD_AFTER_TIME})[A-Z])"
_TIME_IN_RUN = compile_cached(rf"(?<=[\s.\-\u2013\u2014,(/])({_TIME}){_TIME_END}")
_MORE_TIME = compile_cached(rf"[\s.\-\u2013\u2014,/(]*(?:{_TIME})\)?{_TIME_END}")
_RUN_STOP = compile_cached(r"(?:CUT|DISSOLVE|FADE|WIPE) TO\b|FADE (?:IN|OUT)\b")
_GLUED_STARTERS = frozenset(_words("THE HIS HER THEY SHE TIGHT CLOSE ANGLE WIDE INSERT"))
_LINKING_WORDS = frozenset(_words("ON OF AND TO WITH AT IN FROM BY FOR THE A AN OVER"))
_PAGE_HEADER = compile_cached(
    r"(?=[(\d])(?:\(CONTINUED\)\s*(?:(\d{1,3})\.?\s*)?(?:CONTINUED:?\s*(?:\(\d+\))?)?"
    r"|(?<![\w.,:$#/])(\d{1,3})\.\s*CONTINUED:?\s*(?:\(\d+\))?"
    r"|(?<![\w.,:$#/'\u2019-])(\d{1,3})\.(?=\s|$))"
)
_NOISE = compile_cached(r"\(MORE\)|(?<![A-Za-z])CONTINUED:\s*(?:\(\d+\))?")
_TRANSITION_RE = compile_cached(rf"(?<![A-Za-z])(?:{_TRANSITION})")
_SENTENCE_MARK = r"[.!?:)\]\"'\u2019\-\u2014\u2026]"
_BOUNDARY = rf"(?:^|(?<={_SENTENCE_MARK})|(?<={_SENTENCE_MARK}\s)|(?<=\.\s\s))"
_CAPS_WORD = r"[A-Z][A-Z'\u2019\-]*[A-Z]"
_NAME = rf"(?:(?:MR|MRS|MS|DR|ST)\.\s?)?{_CAPS_WORD}(?:\s#?\d{{1,2}}|\s{_CAPS_WORD}){{0,3}}"
_SPEECH_START = (
    r"[A-Z][a-z]|I['\u2019 ]|[\"'\u201c]|\((?!\d)|\.\.\.|[A-Z][A-Z'\u2019\-]*[,.!?\u2026-]"
)
# 'VERONICA SAWYER, a sullen seventeen year old', 'WADE WHITEHOUSE, driving, sits': a full
# name introduced in action, not VERONICA saying 'SAWYER, a sullen...'.
_NOT_A_SURNAME = (
    r"(?!\s[A-Z][A-Z'\u2019\-]+,\s+(?:an?|the|his|her|their)\s"
    r"|\s[A-Z][A-Z'\u2019\-]+,\s+[a-z]+ing,)"
)
_AFTER_NAME = r"(?P<ext>\s?\([^()]{1,30}\))?(?P<paren>\s?\([^()]{1,40}\))?"
_CUE_CANDIDATE = compile_cached(
    rf"(?=[A-Z]){_BOUNDARY}(?P<name>{_NAME}){_AFTER_NAME}"
    r"(?=\s?(?:[A-Z][a-z]|I['\u2019 ]|[\"'\u201c][A-Z]|\.\.\.))"
)
_SENTENCE_END = compile_cached(r"(?:[.!?]+|\.\.\.|--)[\"'\u201d\u2019)]*\s*(?=[A-Z\"\u201c(])")
_WORD_BEFORE_DOT = compile_cached(r"(?<![A-Za-z])([A-Za-z]+)\.$")
_ABBREVIATIONS = frozenset(_words("MR MRS MS DR ST JR SR VS MT LT SGT CAPT COL GEN PROF NO"))
_ACTION_STARTERS = frozenset(_words("He She They His Her Their The Its"))
_INLINE_PAREN = compile_cached(r"\([a-z][^()]{0,80}\)")
_NARRATING_PRONOUNS = frozenset(("he", "she", "they"))
# Camera language opens a paragraph of action: 'CAMERA'S POV:', 'Their POV:', 'We see'.
_CAMERA = compile_cached(
    r"(?:(?:[A-Z][a-z]+|[A-Z]+)['\u2019]?S? POV\b|POV\b|CAMERA\b|ANGLE ON\b|CLOSE ON\b|"
    r"CLOSE UP\b|WIDE SHOT\b|INSERT\b|(?:We|WE) (?:see|SEE|hear|HEAR)\b)"
)
_POSSESSIVE_END = compile_cached(r"['\u2019]s$")
_CONNECTIVES = frozenset(_words("And Then Now Suddenly Slowly Finally Later Meanwhile Still"))
_GLUED_AFTER_S = compile_cached(r"(?<=[A-Za-z])(['\u2019]s)([a-z]{3,})(?![A-Za-z'\u2019])")
_LONG_TOKEN = compile_cached(r"(?<![A-Za-z'\u2019-])[A-Za-z]{5,}(?![A-Za-z'\u2019-])")
_PRESENT_VERB = compile_cached(r"[a-z]{2,}(?<!ss)(?<!ous)(?<!is)s|is|are")


@dataclass(slots=True, order=True)
class _Event:
    start: int
    end: int
    kind: str = field(compare=False)
    value: str = field(compare=False, default="")
    extra: str = field(compare=False, default="")


class _FlatParser:
    """Recover scenes, speech and pages from a script whose newlines were stripped."""

    def __init__(self, text: str) -> None:
        self.text = text
        words = re.findall(r"(?<![A-Za-z'\u2019])[A-Z]?[a-z]+", text)
        self.vocab = Counter(w.lower() for w in words)
        self.caps_vocab = Counter(re.findall(r"(?<![A-Za-z])[A-Z]{2,}(?![A-Za-z])", text))
        self.builder = _Builder()
        self.counter = 0
        self.page_starts: list[int] = []
        self.page_numbers: list[int] = []

    def parse(self) -> Script:
        heading_starts = [m for m in _FLAT_HEADING.finditer(self.text) if self._plausible(m)]
        raw_runs = [
            (m.start(), m.end() + len(_prefix(_CAPS_RUN, self.text, m.end())))
            for m in heading_starts
        ]
        self.names = self._cue_names(raw_runs)
        self.name_titles = {name.title() for name in self.names}
        # 'MR. NOLAN' is 'Nolan' in action lines.
        self.surnames = {
            words[-1].title()
            for words in map(str.split, self.names)
            if len(words) > 1 and words[0].rstrip(".") in ("MR", "MRS", "MS", "DR")
        }
        self.name_words = {word for name in self.names for word in name.split()}
        events = [self._heading_event(m) for m in heading_starts]
        taken = [(e.start, e.end) for e in events]
        events += self._page_events(taken)
        events += [_Event(m.start(), m.end(), "noise") for m in _NOISE.finditer(self.text)]
        events += [
            _Event(m.start(), m.end(), "transition", m.group(0))
            for m in _TRANSITION_RE.finditer(self.text)
        ]
        events += self._cue_events([e.end for e in events if e.kind == "heading"])
        self._walk(_non_overlapping(events, taken))
        script = self.builder.finish(printed_pages=len(self.page_numbers) >= 2)
        script.flattened = True
        script.warnings.append(FLATTENED_WARNING)
        return script

    # headings

    def _plausible(self, match: re.Match[str]) -> bool:
        following = self.text[match.end() : match.end() + 12]
        letters = _prefix(_NO_LOWER, following)
        return sum(c.isalpha() for c in letters) >= 3

    def _heading_event(self, match: re.Match[str]) -> _Event:
        start, body = match.start(), match.end()
        run = _prefix(_CAPS_RUN, self.text, body)
        stop = _RUN_STOP.search(run)
        if stop:
            run = run[: stop.start()]
        end = body + self._heading_length(run, body)
        heading = self.text[start:end].strip().rstrip("-\u2013\u2014 ,;:").strip()
        return _Event(start, end, "heading", heading)

    def _heading_length(self, run: str, body: int) -> int:
        """How much of the capitals after ``INT.`` is the slugline rather than the text."""
        time = _TIME_IN_RUN.search(run)
        if time:
            end = time.end()
            while more := _MORE_TIME.match(run, end):
                end = more.end()
            return end + len(_prefix(_CLOSERS, run, end))
        glued = self._glued_word(run)
        if glued is not None:
            return glued
        length = self._trim_run_tail(run, body)
        length = self._drop_trailing_cue(run[:length])
        if length > 90:
            cut = max(run.rfind(". ", 0, 90), run.rfind(" - ", 0, 90))
            length = cut + 1 if cut > 10 else run.rfind(" ", 0, 90)
        return max(length, 1)

    def _trim_run_tail(self, run: str, body: int) -> int:
        """Hand back a sentence's first letter or word that the capitals swallowed."""
        glued = body + len(run) < len(self.text) and self.text[body + len(run)].islower()
        if glued and run and run[-1].isupper():
            tail = _prefix(_LOWER_WORD, self.text, body + len(run))
            if self.vocab[(run[-1] + tail).lower()] >= self.vocab[tail]:
                return len(run) - 1
            return len(run)
        stripped = run.rstrip()
        if body + len(run) >= len(self.text) or not self.text[body + len(run)].islower():
            return len(stripped)
        last = re.search(r"(?:^|\s)([A-Z]{1,3})$", stripped)
        if last:
            return last.start(1)
        word = re.search(r"[A-Z'\u2019]+$", stripped)
        if word and self._ends_in_a_or_i(word.group(0)):
            return len(stripped) - 1
        return len(stripped)

    def _ends_in_a_or_i(self, word: str) -> bool:
        """``HENRYA still...``: a known word with the sentence's ``A`` or ``I`` glued on."""
        if word[-1] not in "AI" or self._known_word(word, 2):
            return False
        return self._known_word(word[:-1], 1) or word[:-1] in self.name_words

    def _glued_word(self, run: str) -> int | None:
        """Where a lost line break glued the slugline to the next capitalised words.

        ``POVTHE BLACK GUARD`` splits where the whole is no word this script uses
        elsewhere and the second half is a speaker or a word that starts action.
        """
        for token in re.finditer(r"[A-Z][A-Z'\u2019]{3,}", run):
            if token.start() == 0:
                continue
            word = token.group(0)
            if self._known_word(word, 2) or word in self.names:
                continue
            for cut in range(2, len(word) - 1):
                _head, tail = word[:cut], word[cut:]
                bare_tail = re.sub(r"['\u2019]S$", "", tail)
                if bare_tail in self.names or bare_tail in _GLUED_STARTERS:
                    return token.start() + cut
        return None

    def _known_word(self, word: str, times: int) -> bool:
        return self.vocab[word.lower()] >= times or self.caps_vocab[word] >= times

    def _drop_trailing_cue(self, run: str) -> int:
        """A heading directly followed by a speaker gives the speaker back."""
        run = run.rstrip()
        for name in self.names:
            if run.endswith(" " + name) and len(run) > len(name) + 4:
                before = run[: -len(name)].split()
                if before and before[-1] not in _LINKING_WORDS:
                    return len(run) - len(name)
        return len(run)

    # pages

    def _page_events(self, taken: list[tuple[int, int]]) -> list[_Event]:
        """Printed page numbers: they climb one by one, unlike numbers in the text."""
        events, page = [], 1
        for match in _PAGE_HEADER.finditer(self.text):
            number = next((g for g in match.groups() if g), None)
            if _inside(taken, match.start()):
                continue
            if number is None:
                events.append(_Event(match.start(), match.end(), "noise"))
                continue
            value = int(number)
            if page < value <= page + 2:
                page = value
                self.page_starts.append(match.start())
                self.page_numbers.append(value)
                events.append(_Event(match.start(), match.end(), "page", number))
            elif match.group(0).startswith("(") or "CONTINUED" in match.group(0):
                events.append(_Event(match.start(), match.end(), "noise"))
        return events

    def _page_at(self, position: int) -> int:
        if len(self.page_numbers) < 2:
            return 1
        index = bisect.bisect_right(self.page_starts, position) - 1
        return self.page_numbers[index] if index >= 0 else max(1, self.page_numbers[0] - 1)

    # speakers

    def _cue_names(self, heading_runs: list[tuple[int, int]]) -> list[str]:
        """Speakers seen at least twice (or with an extension), longest first."""
        counts: Counter[str] = Counter()
        for match in _CUE_CANDIDATE.finditer(self.text):
            if _inside(heading_runs, match.start()):
                continue
            name = match.group("name")
            if set(name.replace("#", " ").split()) & _SHOT_WORDS and " " not in name.strip():
                continue
            if name.split()[0] in _SHOT_WORDS:
                continue
            counts[name] += 2 if match.group("ext") else 1
        return sorted((n for n, c in counts.items() if c >= 2), key=len, reverse=True)

    def _cue_events(self, heading_ends: list[int]) -> list[_Event]:
        """Known speakers at a sentence boundary or straight after a slugline."""
        if not self.names:
            return []
        alternation = "|".join(re.escape(n) for n in self.names)
        cue = (
            rf"(?P<name>{alternation}){_NOT_A_SURNAME}{_AFTER_NAME}"
            rf"(?=\s?(?:{_SPEECH_START})|\s\d)"
        )
        anywhere = re.compile(rf"(?=[A-Z]){_BOUNDARY}{cue}")
        after_heading = re.compile(rf"\s*{cue}")
        matches = list(anywhere.finditer(self.text))
        matches += filter(None, (after_heading.match(self.text, end) for end in heading_ends))
        events = []
        for match in matches:
            ext, paren = match.group("ext"), match.group("paren")
            if ext and not _EXTENSION.match(ext.strip()) and not paren:
                ext, paren = None, ext
            end = match.end("ext") if ext else match.end("name")
            start = match.start("name")
            events.append(_Event(start, end, "cue", match.group("name"), (ext or "")))
        return events

    # assembly

    def _walk(self, events: list[_Event]) -> None:
        position, speaker, resumed = 0, None, False
        for event in events:
            self._free_text(self.text[position : event.start], position, speaker, resumed)
            resumed = event.kind in ("page", "noise")
            page = self._page_at(event.start)
            if event.kind == "heading":
                self.counter += 1
                self.builder.heading(event.value, page, self.counter)
                speaker = None
            elif event.kind == "cue":
                self._emit(
                    ElementKind.CHARACTER, event.value + event.extra, event.start, event.value
                )
                speaker = event.value
            elif event.kind == "transition":
                self._emit(ElementKind.TRANSITION, event.value, event.start)
                speaker = None
            position = event.end
        self._free_text(self.text[position:], position, speaker, resumed)

    def _emit(self, kind: ElementKind, text: str, at: int, who: str | None = None) -> None:
        if text.strip():
            self.counter += 1
            if kind in (ElementKind.ACTION, ElementKind.DIALOGUE):
                text = _LONG_TOKEN.sub(self._unglued, _GLUED_AFTER_S.sub(self._spaced_s, text))
            self.builder.add(kind, text, self._page_at(at), self.counter, who)

    def _spaced_s(self, match: re.Match[str]) -> str:
        """``She'ssixteen`` as ``She's sixteen`` when the script knows the word."""
        word = match.group(2)
        return f"{match.group(1)} {word}" if self._known_word(word, 1) else match.group(0)

    def _unglued(self, match: re.Match[str]) -> str:
        """``andkisses`` as ``and kisses``: two words a lost line break joined.

        Split only a token this script uses once, into two words it uses elsewhere (or at
        a lower-to-upper case change into a word it knows: ``asLizzy``), so real words and
        names stay whole.
        """
        word = match.group(0)
        if self.vocab[word.lower()] > 1:
            return word
        for cut in range(1, len(word) - 1):
            head, tail = word[:cut], word[cut:]
            if len(head) == 1 and head.lower() not in ("a", "i"):
                continue
            if len(tail) < 3 or not self._known_word(head, 2):
                continue
            case_change = head[-1].islower() and tail[0].isupper()
            if self._known_word(tail, 1) or (case_change and tail.upper() in self.name_words):
                return f"{head} {tail}"
        return word

    def _free_text(self, text: str, offset: int, speaker: str | None, resumed: bool) -> None:
        """Text between markers: speech while it sounds like speech, then action.

        ``resumed`` text follows a page break, so even its first sentence may be
        action rather than the rest of the speech.
        """
        if not text.strip():
            return
        rest = 0
        if speaker:
            rest = self._speech(text, offset, speaker, resumed)
        for start, sentence in _sentences(text[rest:]):
            self._emit(ElementKind.ACTION, sentence, offset + rest + start)

    def _speech(self, text: str, offset: int, speaker: str, resumed: bool) -> int:
        """Emit dialogue and parentheticals; return where the action resumes."""
        sentences = _sentences(text)
        end = len(text)
        for start, sentence in sentences if resumed else sentences[1:]:
            glued = not text[start - 1 : start].isspace()
            if self._starts_action(sentence, glued):
                end = start
                break
        position = 0
        speech = text[:end]
        for match in _INLINE_PAREN.finditer(speech):
            self._emit(
                ElementKind.DIALOGUE, speech[position : match.start()], offset + position, speaker
            )
            self._emit(ElementKind.PARENTHETICAL, match.group(0), offset + match.start(), speaker)
            position = match.end()
        self._emit(ElementKind.DIALOGUE, speech[position:], offset + position, speaker)
        return end

    def _starts_action(self, sentence: str, glued: bool) -> bool:
        """A sentence opening on a pronoun or a character's name and a verb is action.

        ``Danny, come here`` stays speech, unless a lost line break glued it on
        (``car.Derek, muscled, jumps``), which marks a new paragraph.
        """
        words = sentence.split(None, 2)
        if glued and words[:1] == ["The"] and len(words) > 1 and words[1] in self.name_titles:
            return True
        if glued and _CAMERA.match(sentence):
            return True
        capital_verb = (
            words[1:2]
            and words[1][:1].isupper()
            and (words[1].isupper() or words[1][1:].islower())
            and _PRESENT_VERB.fullmatch(words[1].rstrip(".,;:!?").lower())
        )
        if len(words) < 2 or not (words[1][:1].islower() or capital_verb):
            return glued and self._subject_and_verb_soon(sentence)
        first = words[0].rstrip(",") if glued else words[0]
        if first in _ACTION_STARTERS or self._is_name(_POSSESSIVE_END.sub("", first)):
            return True
        return glued and self._subject_and_verb_soon(sentence)

    def _is_name(self, word: str) -> bool:
        """A speaker's name as action writes it: 'DIRK', 'Dirk', or 'Nolan' for MR. NOLAN."""
        return word in self.name_titles or word in self.names or word in self.surnames

    def _subject_and_verb_soon(self, sentence: str) -> bool:
        """A new paragraph that narrates after a short opener ('After a moment, Jane takes
        his hand.', 'And he kisses her'): a pronoun or a character's name, then a verb.

        Asked only where a lost line break glued the sentence on, and only right after the
        opener, so a speech that wrapped at a full stop ('Then you know he loves you.')
        stays speech.
        """
        if sentence.rstrip().endswith("?"):
            return False
        words = sentence.split(None, 8)[:8]
        if words and words[0].rstrip(",") in _CONNECTIVES:
            start = 1
        else:
            start = next((i + 1 for i, word in enumerate(words[:4]) if word.endswith(",")), 0)
        while start and start < len(words) and words[start].endswith(","):
            start += 1
        if start < len(words) and words[start] == "The":
            start += 1
        if not start or start + 1 >= len(words):
            return False
        subject, verb = words[start].strip(","), words[start + 1].strip(",;:")
        named = self._is_name(_POSSESSIVE_END.sub("", subject))
        narrating = named or subject.lower() in _NARRATING_PRONOUNS
        return narrating and _PRESENT_VERB.fullmatch(verb) is not None


def _sentences(text: str) -> list[tuple[int, str]]:
    """Split on sentence ends (also ones glued to the next word), not after Mr. or initials."""
    pieces, start = [], 0
    for match in _SENTENCE_END.finditer(text):
        before = _WORD_BEFORE_DOT.search(text, max(start, match.start() - 12), match.start() + 1)
        if match.group(0).startswith(".") and before:
            word = before.group(1)
            if word.upper() in _ABBREVIATIONS or len(word) == 1:
                continue
        piece = text[start : match.end()].strip()
        if piece:
            pieces.append((start, piece))
        start = match.end()
    tail = text[start:].strip()
    if tail:
        pieces.append((start, tail))
    return pieces


def _prefix(pattern: re.Pattern[str], text: str, position: int = 0) -> str:
    """What ``pattern`` matches at ``position`` (empty when nothing does)."""
    match = pattern.match(text, position)
    return match.group(0) if match else ""


def _inside(spans: list[tuple[int, int]], position: int) -> bool:
    index = bisect.bisect_right(spans, (position, 10**12)) - 1
    return index >= 0 and spans[index][0] <= position < spans[index][1]


def _non_overlapping(events: list[_Event], headings: list[tuple[int, int]]) -> list[_Event]:
    """Headings win; later markers inside an earlier one are dropped."""
    result: list[_Event] = []
    last_end = 0
    for event in sorted(events, key=lambda e: (e.start, e.kind != "heading")):
        if event.kind != "heading" and _inside(headings, event.start):
            continue
        if event.start < last_end:
            continue
        result.append(event)
        last_end = event.end
    return result
