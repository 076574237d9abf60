"""Match the scenes of a revised draft to the scenes already in the production.

Plain Python (no Django). Ordinals shift whenever a scene is added or cut, so
scenes are matched on what they are: their heading and their words, with the
printed scene number as a tie-breaker. What is linked to a surviving scene
(consents, riders, reviews) then stays with it.
"""

from __future__ import annotations

import re
from collections.abc import Hashable, Sequence
from dataclasses import dataclass

_WORD = re.compile(r"[a-z0-9']+")
MATCH_THRESHOLD = 0.45


@dataclass(frozen=True, slots=True)
class SceneKey:
    key: Hashable
    heading: str
    text: str
    number: str = ""


@dataclass(frozen=True, slots=True)
class Match:
    old: SceneKey | None
    new_index: int | None
    similarity: float

    @property
    def kind(self) -> str:
        if self.old is None:
            return "added"
        if self.new_index is None:
            return "removed"
        return "unchanged" if self.similarity >= 0.999 else "changed"


def _shingles(text: str) -> frozenset[tuple[str, ...]]:
    words = _WORD.findall(text.lower())
    if len(words) < 3:
        return frozenset((w,) for w in words)
    return frozenset(zip(words, words[1:], words[2:], strict=False))


def _jaccard(a: frozenset[object], b: frozenset[object]) -> float:
    if not a and not b:
        return 1.0
    return len(a & b) / len(a | b)


def _normal_heading(heading: str) -> frozenset[object]:
    return frozenset(_WORD.findall(heading.lower()))


@dataclass(frozen=True, slots=True)
class _Features:
    scene: SceneKey
    words: frozenset[object]
    heading: frozenset[object]

    @classmethod
    def of(cls, scene: SceneKey) -> _Features:
        return cls(scene, _shingles(scene.text), _normal_heading(scene.heading))


def _score(old: _Features, new: _Features) -> float:
    """0..1: content weighs most, the heading next, a same printed number adds a little."""
    a, b = old.scene, new.scene
    if a.heading.strip() == b.heading.strip() and a.text.strip() == b.text.strip():
        return 1.0
    score = 0.65 * _jaccard(old.words, new.words) + 0.35 * _jaccard(old.heading, new.heading)
    if a.number and a.number == b.number:
        score += 0.05
    return min(score, 0.99)


def match_scenes(old: Sequence[SceneKey], new: Sequence[SceneKey]) -> list[Match]:
    """Pair old and new scenes greedily by similarity; the rest are added or removed.

    Returns one Match per new scene in new order (added or paired), then the removed old ones.
    Among equal scores, nearer positions win, so repeated short scenes keep their order.
    """
    olds = [_Features.of(o) for o in old]
    news = [_Features.of(n) for n in new]
    candidates: list[tuple[float, float, int, int]] = []
    for j, n in enumerate(news):
        for i, o in enumerate(olds):
            score = _score(o, n)
            if score >= MATCH_THRESHOLD:
                drift = abs(i / max(len(olds), 1) - j / max(len(news), 1))
                candidates.append((score - 0.01 * drift, score, i, j))
    candidates.sort(reverse=True)
    old_taken: set[int] = set()
    paired: dict[int, tuple[int, float]] = {}
    for _, score, i, j in candidates:
        if i in old_taken or j in paired:
            continue
        old_taken.add(i)
        paired[j] = (i, score)
    result = [
        Match(old[paired[j][0]], j, paired[j][1]) if j in paired else Match(None, j, 0.0)
        for j in range(len(new))
    ]
    result += [Match(o, None, 0.0) for i, o in enumerate(old) if i not in old_taken]
    return result
