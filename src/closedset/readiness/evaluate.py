"""Readiness per scheduled scene and per shoot day (DESIGN section 4).

A scene is ready only when every rule in force that applies to it holds. A
rule applies through the reviewed breakdown: the scene's categories in force
and the needs derived from them (minors included), and a performer's request
for an intimacy coordinator adds that need whatever the breakdown says. A scene with no flags has
nothing to prepare and is ready.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from closedset.breakdown.analysis import SceneReview
from closedset.engine.model import INTIMACY_COORDINATOR
from closedset.productions.models import Production, ScheduledScene, ShootDay

from .checks import CHECKS, Failure
from .facts import Facts, load_facts


@dataclass
class SceneReadiness:
    item: ScheduledScene
    review: SceneReview | None
    failures: list[Failure]

    @property
    def ready(self) -> bool:
        return not self.failures

    @property
    def categories(self) -> list[str]:
        return [f.category for f in self.review.active] if self.review else []


@dataclass
class DayReadiness:
    day: ShootDay
    scenes: list[SceneReadiness]

    @property
    def ready(self) -> bool:
        return all(s.ready for s in self.scenes)

    @property
    def not_ready(self) -> int:
        return sum(1 for s in self.scenes if not s.ready)


def scheduled_items(production: Production, since: date | None = None) -> list[ScheduledScene]:
    items = ScheduledScene.objects.filter(
        shoot_day__production=production, scene__is_omitted=False
    ).select_related("shoot_day", "scene")
    if since is not None:
        items = items.filter(shoot_day__date__gte=since)
    return list(items.order_by("shoot_day__date", "shoot_day__day_number", "call_time", "order"))


def scene_readiness(facts: Facts, item: ScheduledScene) -> SceneReadiness:
    review = facts.reviews.get(item.scene_id)
    categories = {f.category for f in review.active} if review else set()
    needs = set(review.needs) if review else set()
    if item.scene_id in facts.ic_requested:
        needs.add(INTIMACY_COORDINATOR)
    failures: list[Failure] = []
    for rule in facts.rules:
        if rule.applies_to(categories, needs) and rule.check in CHECKS:
            failures += CHECKS[rule.check](facts, item, rule)
    return SceneReadiness(item, review, failures)


def production_readiness(production: Production, since: date | None = None) -> list[DayReadiness]:
    """Every shoot day from ``since`` with each scheduled scene's readiness."""
    items = scheduled_items(production, since)
    facts = load_facts(production, items)
    days: dict[int, DayReadiness] = {}
    for item in items:
        day = days.setdefault(item.shoot_day_id, DayReadiness(item.shoot_day, []))
        day.scenes.append(scene_readiness(facts, item))
    return list(days.values())
