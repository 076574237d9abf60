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
from collections import defaultdict
from dataclasses import dataclass
from functools import cache, lru_cache

from . import lexicon
from .lexicon import Rule
from .model import SEVERITIES, SEVERITY_RANK

_SENTENCE_END = re.compile(r"[.!?]+[\"')\]]*(?=\s)|\n\s*\n|\s[-\u2014]{2,}\s")


@dataclass(frozen=True, slots=True)
class RawHit:
    """A rule matched inside a paragraph, with the sentence around it."""

    rule: Rule
    start: int
    end: int
    sentence_start: int
    sentence_end: int


def _closing(pattern: str, open_at: int) -> int:
    """Index of the parenthesis closing the group that opens at ``open_at``."""
    depth, index = 0, open_at
    while index < len(pattern):
        char = pattern[index]
        if char == "\\":
            index += 2
            continue
        if char == "[":
            index = pattern.index("]", index + 1)
        elif char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
            if depth == 0:
                return index
        index += 1
    raise ValueError(f"unbalanced pattern: {pattern!r}")


def _top_level_alternatives(group: str) -> list[str]:
    parts, depth, start, index = [], 0, 0, 0
    while index < len(group):
        char = group[index]
        if char == "\\":
            index += 2
            continue
        if char == "[":
            index = group.index("]", index + 1)
        elif char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
        elif char == "|" and depth == 0:
            parts.append(group[start:index])
            start = index + 1
        index += 1
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
    return body[0], body[1 : cut.start()] + (r"\b" if cut.group() == " " else "")


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

    @classmethod
    def from_head(cls, rule_index: int, head_pattern: str) -> Branch:
        found = _STEM.match(head_pattern)
        stem = found.group() if found else ""
        if head_pattern[len(stem) : len(stem) + 1] in ("?", "*", "{") and stem:
            stem = stem[:-1]
        return cls(rule_index, stem)

    def starts(self, word: str) -> bool:
        return word.startswith(self.stem)


@cache
def rule_regex(index: int) -> re.Pattern[str]:
    """A rule's own pattern, on the original text (names need their capitals)."""
    return re.compile(r"(?:" + lexicon.RULES[index].pattern + r")(?!(?<=\w)\w)", re.IGNORECASE)


_WORD = re.compile(r"[\w'\-]+")


@dataclass(slots=True)
class CompiledLexicon:
    """A scanner for the first words of every rule, and the branches each word can start.

    The scanner runs over lower-cased text with case-sensitive literals factored by
    first letter, so the regex engine drops a branch after one character compare:
    a feature script scans in a few milliseconds. A branch's full pattern (names
    need capitals, so it runs on the original text) is compiled the first time a
    word it can start is found, and the words seen are cached.
    """

    scanner: re.Pattern[str]
    by_letter: dict[str, list[Branch]]
    by_word: dict[str, tuple[int, ...]]

    def rules_for(self, lowered: str, start: int) -> tuple[int, ...]:
        """The rules that have a branch starting with the word at ``start``."""
        word_match = _WORD.match(lowered, start)
        word = word_match.group() if word_match else lowered[start]
        cached = self.by_word.get(word)
        if cached is None:
            found = [b.rule_index for b in self.by_letter.get(word[0], []) if b.starts(word)]
            found += [b.rule_index for b in self.by_letter.get("", [])]
            cached = self.by_word[word] = tuple(dict.fromkeys(found))
        return cached

    def rule_at(self, text: str, lowered: str, start: int) -> tuple[int, int] | None:
        """The most specific rule matching at ``start``: longest match, then list order."""
        best: tuple[int, int] | None = None
        for index in self.rules_for(lowered, start):
            found = rule_regex(index).match(text, start)
            if not found or not _passes_guards(lexicon.RULES[index], found, lowered):
                continue
            if best is None or found.end() > best[1]:
                best = (index, found.end())
        return best


def _passes_guards(rule: Rule, found: re.Match[str], lowered: str) -> bool:
    if rule.check and not rule.check(found.group()):
        return False
    window = max(0, found.start() - 40)
    if rule.only_after and not rule.only_after.search(lowered, window, found.start()):
        return False
    return not (rule.not_after and rule.not_after.search(lowered, window, found.start()))


def compile_rules(rules: list[Rule]) -> CompiledLexicon:
    """Split rules into branches and build the first-word scanner over all of them."""
    by_letter: dict[str, list[Branch]] = defaultdict(list)
    rests: dict[str, dict[str, None]] = defaultdict(dict)
    for index, rule in enumerate(rules):
        for branch in branches(rule.pattern):
            letter, rest = head(_lowered(branch))
            by_letter[letter].append(Branch.from_head(index, letter + rest if letter else ""))
            rests[letter][rest] = None
    factored = [
        f"{letter}(?:{'|'.join(sorted(alts, key=len, reverse=True))})"
        for letter, alts in sorted(rests.items())
        if letter
    ]
    scanner = re.compile(r"\b(?:" + "|".join(factored + list(rests.get("", {}))) + r")")
    return CompiledLexicon(scanner, dict(by_letter), {})


@lru_cache(maxsize=1)
def compiled() -> CompiledLexicon:
    return compile_rules(lexicon.RULES)


def validate_rules(rules: list[Rule]) -> None:
    """Lexicon invariants, checked by the tests: no capturing groups, every branch compiles."""
    for index, rule in enumerate(rules):
        if re.compile(rule.pattern, re.IGNORECASE).groups:
            raise ValueError(f"lexicon rule {index} has a capturing group: {rule.pattern!r}")
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
    flat, offsets = _single_spaced(text.translate(_STRAIGHT_QUOTES))
    lowered = lower_same_length(flat)
    hits: list[RawHit] = []
    position = 0
    while match := lexicon_.scanner.search(lowered, position):
        position = match.start() + 1
        found = lexicon_.rule_at(flat, lowered, match.start())
        if found is None:
            continue
        rule = lexicon.RULES[found[0]]
        start, end = match.start(), found[1]
        if offsets is not None:
            start, end = offsets[start], offsets[end - 1] + 1
        if any(_adds_nothing(rule, start, end, earlier) for earlier in hits):
            continue
        sentence_start, sentence_end = _sentence_bounds(text, start, end)
        hits.append(RawHit(rule, start, end, sentence_start, sentence_end))
    return hits


_UNEVEN_SPACE = re.compile(r"\s{2,}|[\n\t\r\f\v\u00a0]")
_TOKEN = re.compile(r"\s+|\S+")


def _single_spaced(text: str) -> tuple[str, list[int] | None]:
    """Text with every run of white space as one space, and where each character came from.

    Wrapped lines and double spaces must not hide 'shoots\\n  him' from a pattern.
    """
    if not _UNEVEN_SPACE.search(text):
        return text, None
    pieces: list[str] = []
    offsets: list[int] = []
    for token in _TOKEN.finditer(text):
        if token.group().isspace():
            pieces.append(" ")
            offsets.append(token.start())
        else:
            pieces.append(token.group())
            offsets.extend(range(token.start(), token.end()))
    return "".join(pieces), offsets


def _adds_nothing(rule: Rule, start: int, end: int, earlier: RawHit) -> bool:
    if start < earlier.start or end > earlier.end:
        return False
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
