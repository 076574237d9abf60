"""The breakdown report from reviewed flags, in the engine's report formats."""

from __future__ import annotations

from collections import defaultdict

from closedset.engine.model import Breakdown, Evidence, Flag, Mention, SceneBreakdown
from closedset.productions.models import Production, ScheduledScene

from .analysis import SceneReview


def reviewed_breakdown(production: Production, reviews: list[SceneReview]) -> Breakdown:
    """What the coordinator stands behind: rejected flags out, added ones in, severities set."""
    draft = production.drafts.filter(status="done").defer("content").first()
    scenes = []
    for item in reviews:
        flags = []
        for reviewed in item.active:
            engine = reviewed.engine
            flags.append(
                Flag(
                    category=reviewed.category,
                    severity=reviewed.severity,
                    confidence=engine.confidence if engine else 1.0,
                    evidence=[Evidence(**e) for e in engine.evidence] if engine else [],
                    characters=list(engine.characters) if engine else [],
                )
            )
        mentions = [
            Mention(m["category"], [Evidence(**e) for e in m.get("evidence", [])])
            for m in (item.analysis.mentions if item.analysis else [])
        ]
        scenes.append(
            SceneBreakdown(
                ordinal=item.scene.ordinal,
                heading=item.scene.heading,
                page=item.scene.page,
                characters=[c.name for c in item.scene.characters.all()],
                minors=item.minors,
                flags=flags,
                mentions=mentions,
                needs=item.needs,
            )
        )
    return Breakdown(
        title=(draft.title if draft else "") or production.title,
        pages=draft.page_count if draft else 0,
        scenes=scenes,
    )


def schedule_by_ordinal(production: Production) -> dict[int, list[str]]:
    days: dict[int, list[str]] = defaultdict(list)
    for item in ScheduledScene.objects.filter(scene__production=production).select_related(
        "shoot_day", "scene"
    ):
        days[item.scene.ordinal].append(str(item.shoot_day))
    return dict(days)
