"""The plain text a rule's pattern needs: a paragraph without it cannot match.

Read from the pattern's tokens at its top level (a literal run, or a group every alternative
of which needs some text), so it is certain, never a guess: the matcher skips a rule unit,
or never looks for an any-word branch, in a paragraph that lacks the text. Most units start
with a common word ('the', 'he', 'a') and need a rarer one later ('bed', 'slap or smack').
"""

from __future__ import annotations

import re
from functools import cache

MIN_REQUIRED = 3
_WORD_CHARS_TEXT = "abcdefghijklmnopqrstuvwxyz0123456789'-"


@cache
def required_text(unit: str, *, skip_head: bool = False) -> tuple[str, ...]:
    """Plain texts of which every match of ``unit`` contains at least one, or ().

    Read from the pattern's top level (a literal run, or a group every alternative of which
    needs some text), so it is certain: a paragraph with none of them cannot match. The
    branches that may start at any word ('... on her', 'his dead face') are looked for
    only in paragraphs holding one of these texts, instead of at every word of every
    paragraph. ``skip_head``: the first word is already known to be there.
    """
    try:
        candidates = _requirements(unit, skip_head)
    except ValueError:
        return ()
    usable = [c for c in candidates if min(map(len, c)) >= MIN_REQUIRED]
    return max(usable, key=_strength, default=())


_TOKEN = re.compile(
    r"\\(?:u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|.)"  # an escape
    r"|\[\^?\]?(?:\\.|[^\]\\])*\]"  # a class
    r"|\((?:\?(?:[:=!]|<[=!]|[-a-zA-Z]+:))?"  # a group opens
    r"|\)|\|"
    r"|\{\d*,?\d*\}\??|[?*+]\??"  # a quantifier
    r"|[A-Za-z0-9 ',\-]+"  # plain text
    r"|.",
    re.DOTALL,
)


def _requirements(unit: str, skip_head: bool) -> list[tuple[str, ...]]:
    """Every requirement found at the top level of ``unit`` (see required_text)."""
    tokens = _TOKEN.findall(unit)
    partner: dict[int, int] = {}
    opened: list[int] = []
    for index, token in enumerate(tokens):
        if token.startswith("("):
            opened.append(index)
        elif token == ")":
            if not opened:
                raise ValueError(f"unbalanced pattern: {unit!r}")
            partner[opened.pop()] = index
    if opened:
        raise ValueError(f"unbalanced pattern: {unit!r}")
    return _requirements_in(tokens, partner, 0, len(tokens), skip_head)


def _requirements_in(
    tokens: list[str], partner: dict[int, int], low: int, high: int, skip_head: bool
) -> list[tuple[str, ...]]:
    found: list[tuple[str, ...]] = []
    current = ""

    def end_run(run: str) -> str:
        run = run.strip()
        if run:
            found.append((run,))
        return ""

    index = low
    while index < high:
        token = tokens[index]
        first = token[0]
        if first == "(":
            current = end_run(current)
            close = partner[index]
            after = tokens[close + 1][:1] if close + 1 < high else ""
            optional = after in ("?", "*", "{")
            if token == "(?:" and not optional and (index > low or not skip_head):
                alternatives = [
                    _requirements_in(tokens, partner, start, end, False)
                    for start, end in _alternatives(tokens, partner, index + 1, close)
                ]
                if all(alternatives):
                    found.append(tuple(w for alt in alternatives for w in max(alt, key=_strength)))
            index = close + 1
            continue
        if token == "|":
            return []
        if first in "?*+{":
            current = end_run(current if first == "+" else current[:-1])
        elif first.isalnum() or first in " ',-":
            if index == low == 0 and skip_head:
                token = token.lower().lstrip(_WORD_CHARS_TEXT)
            current += token.lower()
        else:
            current = end_run(current)
        index += 1
    end_run(current)
    return found


def _alternatives(
    tokens: list[str], partner: dict[int, int], low: int, high: int
) -> list[tuple[int, int]]:
    """The token ranges of a group's top-level alternatives."""
    ranges, start, index = [], low, low
    while index < high:
        if tokens[index].startswith("("):
            index = partner[index] + 1
            continue
        if tokens[index] == "|":
            ranges.append((start, index))
            start = index + 1
        index += 1
    ranges.append((start, high))
    return ranges


def _strength(words: tuple[str, ...]) -> float:
    return min(map(len, words)) / len(words) ** 0.5
