"""Find lexicon hits in a paragraph and read the context that decides what they mean.

A small scanner made of the first words of every rule (factored by first
letter, run on lower-cased text) finds where some rule could start; only there
is a rule's full pattern tried, and each full pattern is compiled the first
time it is needed. A 120-page script is scanned in tens of milliseconds and the
start-up cost stays low. Only the rare sentences that hit pay for the context
cues (negation, past or elsewhere, severity modifiers).
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections import defaultdict
from dataclasses import dataclass, field
from functools import cache, lru_cache
from pathlib import Path

from closedset.regex_cache import RegexCache, shared

from . import branch_table, lexicon
from .branch_table import BranchRow
from .lexicon import Rule
from .model import SEVERITIES, SEVERITY_RANK
from .needs import MIN_REQUIRED, required_text

_SENTENCE_END = re.compile(r"[.!?]+[\"')\]]*(?=\s)|\n\s*\n|\s[-\u2014]{2,}\s")


@dataclass(frozen=True, slots=True)
class RawHit:
    """A rule matched inside a paragraph, with the sentence around it."""

    rule: Rule
    start: int
    end: int
    sentence_start: int
    sentence_end: int


# The characters that matter when walking a pattern's groups; everything else is skipped.
_GROUPING = re.compile(r"[\\\[()|]")


def _grouping_marks(pattern: str, start: int):
    """(index, char) of each escape-free '(', ')' and '|' from ``start``, skipping classes."""
    index = start
    while found := _GROUPING.search(pattern, index):
        index = found.start()
        char = pattern[index]
        if char == "\\":
            index += 2
            continue
        if char == "[":
            index = pattern.index("]", index + 1) + 1
            continue
        yield index, char
        index += 1


def _closing(pattern: str, open_at: int) -> int:
    """Index of the parenthesis closing the group that opens at ``open_at``."""
    depth = 0
    for index, char in _grouping_marks(pattern, open_at):
        if char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
            if depth == 0:
                return index
    raise ValueError(f"unbalanced pattern: {pattern!r}")


def _top_level_alternatives(group: str) -> list[str]:
    parts, depth, start = [], 0, 0
    for index, char in _grouping_marks(group, 0):
        if char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
        elif depth == 0:
            parts.append(group[start:index])
            start = index + 1
    parts.append(group[start:])
    return parts


def _split_lookbehinds(pattern: str) -> tuple[str, str]:
    prefix = ""
    while pattern.startswith(("(?<!", "(?<=")):
        end = _closing(pattern, 0) + 1
        prefix, pattern = prefix + pattern[:end], pattern[end:]
    return prefix, pattern


def branches(pattern: str) -> list[str]:
    """The pattern as equivalent branches, one per alternative of its leading group.

    '(?:stabs|stab)(?! at)' becomes ['stabs(?! at)', 'stab(?! at)']: each branch starts
    with a word, so a scan can tell from that word alone which branches to try.
    """
    prefix, body = _split_lookbehinds(pattern)
    if not body.startswith("(?:"):
        return [pattern]
    end = _closing(body, 0)
    suffix = body[end + 1 :]
    if suffix[:1] in ("?", "*", "{", "+"):
        return [pattern]
    expanded = []
    for alternative in _top_level_alternatives(body[3:end]):
        expanded.extend(branches(prefix + alternative + suffix))
    return expanded


MAX_SHARED_SUFFIX = 40


def top_alternatives(pattern: str) -> list[str]:
    """The pattern as one piece per alternative of its leading group, nested groups intact.

    These are the units compiled: a word compiles only the alternatives it can start, and,
    unlike fully expanded branches, no piece repeats a suffix shared by nested alternatives.
    A leading group of verb forms before a long object ('(?:punch|punches) (?:him|...)')
    stays one unit, since each piece would repeat the object.
    """
    prefix, body = _split_lookbehinds(pattern)
    if not body.startswith("(?:"):
        return [pattern]
    end = _closing(body, 0)
    suffix = body[end + 1 :]
    if suffix[:1] in ("?", "*", "{", "+") or len(suffix) > MAX_SHARED_SUFFIX:
        return [pattern]
    return [prefix + alt + suffix for alt in _top_level_alternatives(body[3:end])]


_HEAD_END = re.compile(r"[ (\[\\|)]")


def head(branch: str) -> tuple[str, str]:
    """The first word of a branch as (first letter, regex for the rest of the word).

    A letter of '' means the branch may start otherwise: it is tried at every word.
    """
    prefix, body = _split_lookbehinds(branch)
    if prefix or not body[:1].isalpha() or body[1:2] in ("?", "*", "{", "+"):
        return "", branch
    cut = _HEAD_END.search(body, 1)
    if cut is None:
        return body[0], body[1:] + (r"\b" if body[-1].isalnum() else "")
    # 'hung ?over' may be one word ('hungover'): an optional space does not end the word.
    optional_space = body[cut.end() : cut.end() + 1] in ("?", "*")
    word_ends = cut.group() == " " and not optional_space
    return body[0], body[1 : cut.start()] + (r"\b" if word_ends else "")


ANY_NAME = r"[a-z][a-z'\-]+"


def _lowered(pattern: str) -> str:
    """The pattern for lower-cased text: a capitalised name becomes any word."""
    if re.search(r"\\[WSBD]", pattern):
        raise ValueError(f"lexicon patterns must not use upper-case escapes: {pattern!r}")
    return pattern.replace(lexicon.NAME, ANY_NAME).lower()


_STEM = re.compile(r"[a-z'\-]*")


@dataclass(frozen=True, slots=True)
class Branch:
    """One alternative of a rule, known by the literal start of its first word.

    The stem is a superset test ('lap' for 'laps?'): a word that passes only earns a
    try of the rule's full pattern, which decides.
    """

    rule_index: int
    stem: str
    whole_word: bool = False
    pattern: str = ""
    tagged: bool = False
    order: int = 0
    needs: tuple[str, ...] = ()

    @classmethod
    def from_head(
        cls, rule_index: int, head_pattern: str, pattern: str = "", order: int = 0
    ) -> Branch:
        found = _STEM.match(head_pattern)
        stem = found.group() if found else ""
        if head_pattern[len(stem) : len(stem) + 1] in ("?", "*", "{") and stem:
            stem = stem[:-1]
        whole_word = bool(stem) and head_pattern == stem + r"\b"
        needs = required_text(pattern, skip_head=bool(stem))
        return cls(rule_index, stem, whole_word, pattern, _reads_tagged(pattern), order, needs)

    def starts(self, word: str) -> bool:
        """Whether the rule may start at this word: 'a (?:bare|naked)' only at 'a', not 'and'."""
        return word == self.stem if self.whole_word else word.startswith(self.stem)


def _reads_tagged(pattern: str) -> bool:
    """Whether a pattern spells person nouns as tagged (PERSON's slot, tagged_nouns)."""
    return lexicon.NOUN_MARK in pattern.replace(lexicon.NAME, "")


@cache
def rule_regex(index: int) -> re.Pattern[str]:
    """A rule's whole pattern, on the original text (names need their capitals)."""
    return branch_regex(lexicon.RULES[index].pattern)


@cache
def branch_regex(pattern: str) -> re.Pattern[str]:
    """One branch of a rule, compiled the first time a word it can start is met.

    Trying a rule's branches in order is the rule's own alternation, so the result is the
    same; a script pays only for the branches its words can start, and the shared person
    vocabulary is a short slot (lexicon.PERSON), so branches repeat little.
    """
    return regex_cache().compile(r"(?:" + pattern + r")(?!(?<=\w)\w)", re.IGNORECASE)


def regex_cache() -> RegexCache:
    """The rule patterns' compiled code, kept between runs (see regex_cache)."""
    return shared()


def save_compiled() -> None:
    """Keep what this run compiled for the next one; a no-op when nothing is new."""
    regex_cache().save()


_WORD = re.compile(r"[\w'\-]+")


@cache
def _person_noun_regex() -> re.Pattern[str]:
    """The person nouns factored by first letter, so a word is dropped after one compare.

    Sorted fully (a set's order changes from run to run), so the pattern is the same text
    each time and its compiled code is found in the regex cache.
    """
    by_letter: dict[str, list[str]] = defaultdict(list)
    for word in sorted(lexicon.PERSON_NOUNS, key=lambda noun: (-len(noun), noun)):
        by_letter[word[0]].append(re.escape(word[1:]))
    factored = (f"{letter}(?:{'|'.join(rests)})" for letter, rests in sorted(by_letter.items()))
    return regex_cache().compile(r"\b(?:" + "|".join(factored) + r")\b")


def tag_person_nouns(flat: str, lowered: str) -> str:
    """``flat`` with each person noun ('man', 'guards') as its first letter and NOUN_MARKs.

    Rules that use lexicon.PERSON run on this copy, so their noun is a short slot instead of
    a long alternation; the length stays the same, so offsets still point into ``flat``.
    """
    pieces: list[str] = []
    last = 0
    for found in _person_noun_regex().finditer(lowered):
        pieces.append(flat[last : found.start() + 1])
        pieces.append(lexicon.NOUN_MARK * (found.end() - found.start() - 1))
        last = found.end()
    if not pieces:
        return flat
    pieces.append(flat[last:])
    return "".join(pieces)


class Paragraph:
    """One paragraph as the rules read it: single-spaced, lower-cased and noun-tagged."""

    __slots__ = ("_tagged", "anywhere", "flat", "lowered")

    def __init__(self, flat: str) -> None:
        self.flat = flat
        self.lowered = lower_same_length(flat)
        self._tagged: str | None = None
        # Where a branch that may start at any word (a name) can start: set by starts().
        self.anywhere: frozenset[int] = frozenset()

    @property
    def tagged(self) -> str:
        if self._tagged is None:
            self._tagged = tag_person_nouns(self.flat, self.lowered)
        return self._tagged


@dataclass(slots=True)
class CompiledLexicon:
    """A scanner for the first words of every rule, and the rules each word can start.

    The scanner is made of the literal start (stem) of every branch's first word, factored
    by first letter and run over lower-cased text, so the regex engine drops most words
    after one character compare and the scanner compiles in a few milliseconds. A rule's
    full pattern (names need capitals, so it runs on the original text) is compiled the
    first time a word it can start is found, and the words seen are cached. The few
    branches that may start at any word (a name) are looked for by their own lookaheads.
    """

    scanner: re.Pattern[str]
    by_stem: dict[str, list[Branch]]
    anywhere: tuple[Branch, ...]
    anywhere_heads: tuple[tuple[re.Pattern[str], tuple[str, ...] | None], ...] = ()
    anywhere_needs: re.Pattern[str] | None = None
    by_word: dict[str, tuple[Branch, ...]] = field(default_factory=dict)

    def starts(self, text: Paragraph) -> list[int]:
        """Every place a rule may start: a first word's stem, or an any-word branch.

        An any-word branch is costly to look for (a lookahead at every word), so each is
        looked for only in a paragraph holding text it needs (see required_text); where
        they can start is kept on the paragraph for branches_for.
        """
        lowered = text.lowered
        found = [m.start() for m in self.scanner.finditer(lowered)]
        extra: list[int] = []
        some = self.anywhere_needs is None or self.anywhere_needs.search(lowered) is not None
        for scanner, needs in self.anywhere_heads:
            if needs is None or (some and _holds_any(lowered, needs)):
                extra.extend(m.start() for m in scanner.finditer(lowered))
        text.anywhere = frozenset(extra)
        return sorted(text.anywhere.union(found)) if extra else found

    def branches_for(self, text: Paragraph, start: int) -> tuple[Branch, ...]:
        """The branches that can start with the word at ``start``, in rule order."""
        lowered = text.lowered
        word_match = _WORD.match(lowered, start)
        word = word_match.group() if word_match else lowered[start]
        cached = self.by_word.get(word)
        if cached is None:
            found = [
                branch
                for size in range(1, len(word) + 1)
                for branch in self.by_stem.get(word[:size], ())
                if branch.starts(word)
            ]
            found.sort(key=lambda b: b.order)
            cached = self.by_word[word] = _one_per_unit(found)
        if start not in text.anywhere:
            return cached
        return _one_per_unit(sorted((*cached, *self.anywhere), key=lambda b: b.order))

    def rule_at(self, text: Paragraph, start: int) -> tuple[int, int] | None:
        """The most specific rule matching at ``start``: longest match, then list order.

        A rule's first matching branch is its match, as in the rule's own alternation.
        """
        best: tuple[int, int] | None = None
        matched_rule = -1
        lowered = text.lowered
        for branch in self.branches_for(text, start):
            index = branch.rule_index
            if index == matched_rule or (branch.needs and not _holds_any(lowered, branch.needs)):
                continue
            found = branch_regex(branch.pattern).match(
                text.tagged if branch.tagged else text.flat, start
            )
            if found is None:
                continue
            matched_rule = index
            if best is not None and found.end() <= best[1]:
                continue
            if _passes_guards(lexicon.RULES[index], found, text.lowered):
                best = (index, found.end())
        return best


def _holds_any(lowered: str, texts: tuple[str, ...]) -> bool:
    """Whether the paragraph holds one of the texts a unit needs (see required_text)."""
    for text in texts:  # noqa: SIM110 - a plain loop: any() with a generator costs twice as much here
        if text in lowered:
            return True
    return False


def _one_per_unit(found: list[Branch]) -> tuple[Branch, ...]:
    """The first branch of each compiled unit: a unit is tried once, with all its branches."""
    first: dict[str, Branch] = {}
    for branch in found:
        first.setdefault(branch.pattern, branch)
    return tuple(first.values())


def _passes_guards(rule: Rule, found: re.Match[str], lowered: str) -> bool:
    if rule.check is None and rule.only_after is None and rule.not_after is None:
        return True
    if rule.check and not rule.check(found.group()):
        return False
    window = max(0, found.start() - 40)
    if rule.only_after and not rule.only_after.search(lowered, window, found.start()):
        return False
    return not (rule.not_after and rule.not_after.search(lowered, window, found.start()))


def all_branches(rules: list[Rule]) -> list[BranchRow]:
    """Every branch of every rule (as Branch fields), in rule order, then the rule's own."""
    found: list[BranchRow] = []
    for index, rule in enumerate(rules):
        for unit in top_alternatives(rule.pattern):
            for branch in branches(unit):
                letter, rest = head(_lowered(branch))
                head_pattern = letter + rest if letter else ""
                made = Branch.from_head(index, head_pattern, unit, len(found))
                found.append(
                    (index, made.stem, made.whole_word, unit, made.tagged, made.order, made.needs)
                )
    return found


def branch_inputs(rules: list[Rule]) -> str:
    """What the branches depend on: the patterns and the code that walks them."""
    here = Path(__file__)
    sources = [path.read_text(encoding="utf-8") for path in (here, here.with_name("needs.py"))]
    return "\0".join([*sources, *(rule.pattern for rule in rules)])


def _branch_table(rules: list[Rule]) -> list[BranchRow]:
    """The branches: walking every pattern is slow in Python, so they are read, not made.

    First from the table shipped with the package (engine.branch_table), else from the regex
    cache, else built; both stores are keyed by the whole inputs, so neither is ever stale.
    """
    try:
        inputs = branch_inputs(rules)
    except OSError:
        return all_branches(rules)
    shipped = branch_table.load(branch_table.key_of(inputs))
    if shipped is not None:
        return shipped
    return regex_cache().table("branches", inputs, lambda: all_branches(rules))


def compile_rules(rules: list[Rule]) -> CompiledLexicon:
    """Split rules into branches and build the first-word scanner over all of them."""
    by_stem: dict[str, list[Branch]] = defaultdict(list)
    stems: dict[str, dict[str, None]] = defaultdict(dict)
    anywhere: list[Branch] = []
    anywhere_heads: list[str] = []
    for row in _branch_table(rules):
        branch = Branch(*row)
        if not branch.stem:
            anywhere.append(branch)
            anywhere_heads.append(head(_lowered(branch.pattern))[1])
            continue
        by_stem[branch.stem].append(branch)
        tail = re.escape(branch.stem[1:]) + (r"\b" if branch.whole_word else "")
        stems[branch.stem[0]][tail] = None
    factored = [
        f"{letter}(?:{'|'.join(sorted(alts, key=len, reverse=True))})"
        for letter, alts in sorted(stems.items())
    ]
    scanner = regex_cache().compile(r"\b(?=" + "|".join(factored) + r")")
    heads = tuple(
        (regex_cache().compile(r"\b(?=" + head_ + r")"), _useful_needs(required_text(head_)))
        for head_ in dict.fromkeys(anywhere_heads)
    )
    texts = sorted({text for _, needs in heads for text in needs or ()}, key=lambda t: (-len(t), t))
    needs_scanner = regex_cache().compile("|".join(map(re.escape, texts)))
    return CompiledLexicon(scanner, dict(by_stem), tuple(anywhere), heads, needs_scanner)


def _useful_needs(needs: tuple[str, ...]) -> tuple[str, ...] | None:
    """None (always look) when one of the texts is a word nearly every paragraph holds."""
    if not needs or any(len(text) <= MIN_REQUIRED for text in needs):
        return None
    return needs


@lru_cache(maxsize=1)
def compiled() -> CompiledLexicon:
    return compile_rules(lexicon.RULES)


def validate_rules(rules: list[Rule]) -> None:
    """Lexicon invariants, checked by the tests: no capturing groups, every branch compiles,
    alternatives inside one group.

    The scanner starts a rule only at the words its leading group can start (see
    top_alternatives); in 'a ...|b ...' the second alternative would be tried only where the
    first could start, so it would never be found on its own.
    """
    for index, rule in enumerate(rules):
        if re.compile(rule.pattern, re.IGNORECASE).groups:
            raise ValueError(f"lexicon rule {index} has a capturing group: {rule.pattern!r}")
        if len(_top_level_alternatives(rule.pattern)) > 1:
            raise ValueError(
                f"lexicon rule {index} has alternatives outside one group; wrap it in (?:...):"
                f" {rule.pattern!r}"
            )
        for branch in branches(rule.pattern):
            re.compile(branch, re.IGNORECASE)
            letter, rest = head(_lowered(branch))
            re.compile(letter + rest)


def lower_same_length(text: str) -> str:
    """Lower-case text whose offsets still match the original."""
    lowered = text.lower()
    if len(lowered) == len(text):
        return lowered
    return "".join(c.lower() if len(c.lower()) == 1 else c for c in text)


def next_sentence(text: str, end: int) -> str:
    """The sentence after the one ending at ``end``: 'He kisses her. She says no.'"""
    after = _SENTENCE_END.search(text, end)
    return text[end : after.end()] if after else text[end:]


def _sentence_bounds(text: str, start: int, end: int) -> tuple[int, int]:
    sentence_start = 0
    for found in _SENTENCE_END.finditer(text, 0, start):
        sentence_start = found.end()
    after = _SENTENCE_END.search(text, end)
    sentence_end = after.end() if after else len(text)
    return sentence_start, sentence_end


_STRAIGHT_QUOTES = str.maketrans({"\u2019": "'", "\u2018": "'"})


def find_hits(text: str) -> list[RawHit]:
    """Every rule hit in ``text``, each with the bounds of its sentence.

    Hits may overlap ('traces her bare back' is a caress and bare skin); a hit
    inside a longer one is dropped when it says nothing new ('stabs' inside
    'stabs himself'). Patterns see single spaces; offsets refer to ``text``.
    """
    lexicon_ = compiled()
    flat, shifts = _single_spaced(text.translate(_STRAIGHT_QUOTES))
    paragraph = Paragraph(flat)
    hits: list[RawHit] = []
    for position in lexicon_.starts(paragraph):
        found = lexicon_.rule_at(paragraph, position)
        if found is None:
            continue
        rule = lexicon.RULES[found[0]]
        start, end = position, found[1]
        if shifts is not None:
            start, end = shifts.original(start), shifts.original(end - 1) + 1
        if any(_adds_nothing(rule, start, end, earlier) for earlier in hits):
            continue
        sentence_start, sentence_end = _sentence_bounds(text, start, end)
        hits.append(RawHit(rule, start, end, sentence_start, sentence_end))
    return hits


_UNEVEN_SPACE = re.compile(r"\s{2,}|[\n\t\r\f\v\u00a0]")
_WHITE_SPACE = re.compile(r"\s+")
_LONG_SPACE = re.compile(r"\s{2,}")


@dataclass(frozen=True, slots=True)
class Shifts:
    """Where single-spacing moved the text: from flat offset ``at[i]`` on, add ``by[i]``."""

    at: list[int]
    by: list[int]

    def original(self, position: int) -> int:
        """The offset in the original text of the character at ``position`` in the flat one."""
        index = bisect_right(self.at, position) - 1
        return position + self.by[index] if index >= 0 else position


def _single_spaced(text: str) -> tuple[str, Shifts | None]:
    """Text with every run of white space as one space, and how to map offsets back.

    Wrapped lines and double spaces must not hide 'shoots\\n  him' from a pattern. A single
    newline or tab becomes a space in place; only runs of two or more shift what follows.
    """
    if not _UNEVEN_SPACE.search(text):
        return text, None
    flat = _WHITE_SPACE.sub(" ", text)
    if len(flat) == len(text):
        return flat, None
    at: list[int] = []
    by: list[int] = []
    removed = 0
    for run in _LONG_SPACE.finditer(text):
        removed += run.end() - run.start() - 1
        at.append(run.end() - removed)
        by.append(removed)
    return flat, Shifts(at, by)


def _adds_nothing(rule: Rule, start: int, end: int, earlier: RawHit) -> bool:
    """Whether a hit inside an earlier one is said already, or is part of an innocent phrase."""
    if start < earlier.start or end > earlier.end:
        return False
    if not earlier.rule.signals:
        return True
    covered: set[str] = set(earlier.rule.signals)
    for category in earlier.rule.signals:
        covered |= lexicon.SUPERSEDES.get(category, frozenset())
    return set(rule.signals) <= covered


def clause_before(text: str, hit: RawHit) -> str:
    """The words of the hit's clause that come before it: where a negation would sit."""
    prefix = text[hit.sentence_start : hit.start]
    last_boundary = 0
    for boundary in lexicon.CLAUSE_BOUNDARY.finditer(prefix):
        last_boundary = boundary.end()
    return prefix[last_boundary:]


def clause_after(text: str, hit: RawHit) -> str:
    suffix = text[hit.end : hit.sentence_end]
    boundary = lexicon.CLAUSE_BOUNDARY.search(suffix)
    return suffix[: boundary.start()] if boundary else suffix


def is_negated(text: str, hit: RawHit) -> bool:
    """'She does not undress', 'without kissing', 'refuses to': the act does not happen.

    The scope of a negation is its own clause, and only the few words before the
    hit, so 'No one notices as he kisses her' still depicts the kiss.
    """
    words = clause_before(text, hit).split()[-6:]
    window = " ".join(words)
    cue = lexicon.NEGATION.search(window)
    if not cue:
        return False
    return not lexicon.NEGATED_STOP.search(window[cue.end() :])


_SIMILE = re.compile(r"\b(?:like|as if|as though)(?: an?| the| some)?\s*$", re.IGNORECASE)


def is_figurative(text: str, hit: RawHit) -> bool:
    """'Liquid spattered like BLOOD', 'a shiver tears across him like an attack': a simile."""
    return bool(_SIMILE.search(text, hit.sentence_start, hit.start))


def is_elsewhere(text: str, hit: RawHit) -> bool:
    """Remembered, imagined, on a screen or in a photo: a mention, not a depiction."""
    return bool(
        lexicon.ELSEWHERE.search(clause_before(text, hit))
        or lexicon.ELSEWHERE.search(clause_after(text, hit))
        or lexicon.ELSEWHERE.search(_sentence_opening(text, hit))
    )


def _sentence_opening(text: str, hit: RawHit) -> str:
    """The sentence's first clause: 'He remembers how, years ago, she kissed him'."""
    opening = text[hit.sentence_start : hit.start]
    boundary = lexicon.CLAUSE_BOUNDARY.search(opening)
    return opening[: boundary.start()] if boundary else opening


def shift(severity: str, steps: int) -> str:
    rank = min(max(SEVERITY_RANK[severity] + steps, 0), len(SEVERITIES) - 1)
    return SEVERITIES[rank]


def adjusted_severity(category: str, base: str, sentence: str) -> str:
    """Severity from the pattern, raised by intensifiers and lowered by cover or implication."""
    harder = lexicon.HARDER.get(category)
    if harder and harder.search(sentence):
        return shift(base, 1)
    softer = lexicon.SOFTER.get(category)
    if softer and softer.search(sentence):
        return shift(base, -1)
    return base
