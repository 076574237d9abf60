"""The breakdown's shape: what an IC and an MHC read per scene.

Plain dataclasses so the CLI, the web app and background tasks share one
result, and ``to_dict`` is the one JSON contract (DESIGN section 3) that the
API, reports and tests depend on.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

NUDITY = "nudity"
SEX = "sex"
INTIMACY = "intimacy"
SEXUAL_VIOLENCE = "sexual_violence"
VIOLENCE = "violence"
ABUSE = "abuse"
SELF_HARM = "self_harm"
SUBSTANCE = "substance"

CATEGORIES: tuple[str, ...] = (
    NUDITY,
    SEX,
    INTIMACY,
    SEXUAL_VIOLENCE,
    VIOLENCE,
    ABUSE,
    SELF_HARM,
    SUBSTANCE,
)

MILD, MODERATE, SEVERE = "mild", "moderate", "severe"
SEVERITIES: tuple[str, ...] = (MILD, MODERATE, SEVERE)
SEVERITY_RANK = {name: rank for rank, name in enumerate(SEVERITIES)}

INTIMACY_COORDINATOR = "intimacy_coordinator"
MENTAL_HEALTH_COORDINATOR = "mental_health_coordinator"
MINOR_PROTECTIONS = "minor_protections"
NEEDS: tuple[str, ...] = (INTIMACY_COORDINATOR, MENTAL_HEALTH_COORDINATOR, MINOR_PROTECTIONS)

IC_CATEGORIES = frozenset({NUDITY, SEX, INTIMACY, SEXUAL_VIOLENCE})
MHC_CATEGORIES = frozenset({SEXUAL_VIOLENCE, ABUSE, SELF_HARM})
MHC_WHEN_SEVERE = frozenset({VIOLENCE, SUBSTANCE})


def stronger(a: str, b: str) -> str:
    """The stronger of two severities."""
    return a if SEVERITY_RANK[a] >= SEVERITY_RANK[b] else b


@dataclass(slots=True)
class Evidence:
    """A quote an IC can find in the printed script (page) and the file (line)."""

    page: int
    line: int
    text: str

    def to_dict(self) -> dict[str, Any]:
        return {"page": self.page, "line": self.line, "text": self.text}


@dataclass(slots=True)
class Flag:
    """The scene depicts ``category``; evidence lists the lines that prove it."""

    category: str
    severity: str
    confidence: float
    evidence: list[Evidence] = field(default_factory=list)
    characters: list[str] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        return {
            "category": self.category,
            "severity": self.severity,
            "confidence": round(self.confidence, 2),
            "evidence": [e.to_dict() for e in self.evidence],
            "characters": list(self.characters),
        }


@dataclass(slots=True)
class Mention:
    """The scene only talks about ``category`` (past, elsewhere): no flag, but worth a look."""

    category: str
    evidence: list[Evidence] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        return {"category": self.category, "evidence": [e.to_dict() for e in self.evidence]}


@dataclass(slots=True)
class SceneBreakdown:
    ordinal: int
    heading: str
    page: int
    characters: list[str] = field(default_factory=list)
    minors: list[str] = field(default_factory=list)
    flags: list[Flag] = field(default_factory=list)
    mentions: list[Mention] = field(default_factory=list)
    needs: list[str] = field(default_factory=list)

    @property
    def flagged(self) -> bool:
        return bool(self.flags)

    def flag(self, category: str) -> Flag | None:
        return next((f for f in self.flags if f.category == category), None)

    def to_dict(self) -> dict[str, Any]:
        return {
            "ordinal": self.ordinal,
            "heading": self.heading,
            "page": self.page,
            "characters": list(self.characters),
            "minors": list(self.minors),
            "flags": [f.to_dict() for f in self.flags],
            "mentions": [m.to_dict() for m in self.mentions],
            "needs": list(self.needs),
        }


def derive_needs(flags: list[Flag], minors: list[str]) -> list[str]:
    """Who must be engaged for a scene, per DESIGN section 3."""
    needs: list[str] = []
    categories = {f.category for f in flags}
    if categories & IC_CATEGORIES:
        needs.append(INTIMACY_COORDINATOR)
    severe_heavy = any(f.category in MHC_WHEN_SEVERE and f.severity == SEVERE for f in flags)
    minor_in_flagged = bool(flags) and bool(minors)
    if categories & MHC_CATEGORIES or severe_heavy or minor_in_flagged:
        needs.append(MENTAL_HEALTH_COORDINATOR)
    if minor_in_flagged:
        needs.append(MINOR_PROTECTIONS)
    return needs


@dataclass(slots=True)
class Breakdown:
    title: str
    pages: int
    scenes: list[SceneBreakdown] = field(default_factory=list)

    @property
    def flagged_scenes(self) -> list[SceneBreakdown]:
        return [s for s in self.scenes if s.flags]

    def scenes_needing(self, need: str) -> list[SceneBreakdown]:
        return [s for s in self.scenes if need in s.needs]

    def summary(self) -> dict[str, Any]:
        """Totals a producer reads first: how many scenes, which ones, how heavy."""
        categories: dict[str, dict[str, Any]] = {}
        for category in CATEGORIES:
            hits = [f for s in self.scenes for f in s.flags if f.category == category]
            if hits:
                worst = max((f.severity for f in hits), key=SEVERITY_RANK.__getitem__)
                categories[category] = {
                    "scenes": len(hits),
                    "max_severity": worst,
                    "ordinals": [s.ordinal for s in self.scenes if s.flag(category)],
                }
        minors = sorted({m for s in self.scenes for m in s.minors})
        return {
            "scenes_flagged": len(self.flagged_scenes),
            "flagged_ordinals": [s.ordinal for s in self.flagged_scenes],
            "needs": {need: [s.ordinal for s in self.scenes_needing(need)] for need in NEEDS},
            "categories": categories,
            "minors": minors,
        }

    def to_dict(self) -> dict[str, Any]:
        return {
            "script": {"title": self.title, "pages": self.pages, "scene_count": len(self.scenes)},
            "scenes": [s.to_dict() for s in self.scenes],
            "summary": self.summary(),
        }
