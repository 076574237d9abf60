"""Running the engine on an imported draft, and the flags in force after review."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from closedset.engine import analyze
from closedset.engine.model import SEVERITY_RANK, derive_needs
from closedset.engine.model import Flag as EngineFlagData
from closedset.productions.models import Production, Scene
from closedset.screenplay import Script

from .models import EngineFlag, FlagReview, SceneAnalysis

if TYPE_CHECKING:
    from closedset.scripts.models import ScriptDraft


def store_breakdown(draft: ScriptDraft, script: Script, scenes: list[Scene]) -> None:
    """Keep the engine's reading of every scene of the draft, exactly as produced."""
    breakdown = analyze(script)
    analyses = SceneAnalysis.objects.bulk_create(
        [
            SceneAnalysis(
                draft=draft,
                scene=scene,
                minors=result.minors,
                mentions=[m.to_dict() for m in result.mentions],
                needs=result.needs,
            )
            for scene, result in zip(scenes, breakdown.scenes, strict=True)
        ]
    )
    EngineFlag.objects.bulk_create(
        EngineFlag(
            analysis=analysis,
            category=flag.category,
            severity=flag.severity,
            confidence=flag.confidence,
            evidence=[e.to_dict() for e in flag.evidence],
            characters=flag.characters,
        )
        for analysis, result in zip(analyses, breakdown.scenes, strict=True)
        for flag in result.flags
    )


@dataclass
class ReviewedFlag:
    """A category as it stands for a scene: the engine's finding and the latest decision."""

    category: str
    engine: EngineFlag | None = None
    review: FlagReview | None = None

    @property
    def status(self) -> str:
        return self.review.decision if self.review else "pending"

    @property
    def in_force(self) -> bool:
        """Pending engine flags count until rejected: an unreviewed flag is not a clean scene."""
        return self.status != FlagReview.Decision.REJECTED

    @property
    def severity(self) -> str:
        if self.review and self.review.severity:
            return self.review.severity
        return self.engine.severity if self.engine else ""


@dataclass
class SceneReview:
    scene: Scene
    analysis: SceneAnalysis | None
    flags: dict[str, ReviewedFlag] = field(default_factory=dict)

    @property
    def active(self) -> list[ReviewedFlag]:
        return sorted(
            (f for f in self.flags.values() if f.in_force),
            key=lambda f: (-SEVERITY_RANK.get(f.severity, 0), f.category),
        )

    @property
    def minors(self) -> list[str]:
        return self.analysis.minors if self.analysis else []

    @property
    def needs(self) -> list[str]:
        flags = [EngineFlagData(f.category, f.severity, 1.0) for f in self.active]
        return derive_needs(flags, self.minors)

    @property
    def pending(self) -> int:
        return sum(1 for f in self.flags.values() if f.status == "pending")


def latest_analyses(production: Production) -> dict[int, SceneAnalysis]:
    """The analysis from the newest finished draft, per scene, with its flags."""
    analyses = (
        SceneAnalysis.objects.filter(scene__production=production)
        .select_related("draft")
        .prefetch_related("flags")
        .order_by("scene_id", "-draft__version")
    )
    latest: dict[int, SceneAnalysis] = {}
    for analysis in analyses:
        latest.setdefault(analysis.scene_id, analysis)
    return latest


def review_scenes(production: Production, scenes: Iterable[Scene]) -> list[SceneReview]:
    """Engine flags and review decisions per scene, in a fixed number of queries."""
    scenes = list(scenes)
    analyses = latest_analyses(production)
    decisions: dict[int, dict[str, FlagReview]] = defaultdict(dict)
    for review in FlagReview.objects.filter(scene__in=scenes).select_related("reviewer"):
        decisions[review.scene_id][review.category] = review  # ordered: the last one wins
    result = []
    for scene in scenes:
        analysis = analyses.get(scene.pk)
        item = SceneReview(scene, analysis)
        for flag in analysis.flags.all() if analysis else []:
            item.flags[flag.category] = ReviewedFlag(flag.category, engine=flag)
        for category, review in decisions[scene.pk].items():
            item.flags.setdefault(category, ReviewedFlag(category)).review = review
        result.append(item)
    return result
