"""Reading the day: closed-set state for readiness, open pauses, check-ins, debriefs.

Every function here runs a fixed number of queries whatever the number of
scenes, people or rows, because readiness and the live dashboard call them
on every poll.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field

from django.db.models import Count
from django.utils import timezone

from closedset.breakdown.analysis import review_scenes
from closedset.consent.queries import performers_by_scene
from closedset.productions.models import Membership, Production, Scene, ScheduledScene, ShootDay
from closedset.productions.roles import Role

from .models import CheckIn, ClosedSetList, DebriefLog, DebriefResponse, Pause, SceneWrap


@dataclass(frozen=True)
class ClosedSetState:
    published: bool
    background_told: bool
    entries: int


NO_LIST = ClosedSetState(published=False, background_told=False, entries=0)


def closed_set_state(scene_ids: list[int]) -> dict[int, ClosedSetState]:
    """Per scene id: is its list published, were background actors told, how many are on it.

    One query; a scene without a list reads as unpublished, untold and empty.
    """
    lists = ClosedSetList.objects.filter(scene_id__in=scene_ids).annotate(n=Count("entries"))
    found = {
        row.scene_id: ClosedSetState(
            published=row.published_at is not None,
            background_told=row.background_told_at is not None,
            entries=row.n,
        )
        for row in lists
    }
    return {scene_id: found.get(scene_id, NO_LIST) for scene_id in scene_ids}


def open_pauses(production: Production) -> list[Pause]:
    """Pauses nobody has resolved yet, newest first (one query)."""
    return list(
        Pause.objects.filter(production=production, resolution__isnull=True)
        .select_related("scene", "shoot_day", "called_by__person")
        .order_by("-created_at", "-pk")
    )


def resolved_pauses(production: Production, limit: int = 50) -> list[Pause]:
    return list(
        Pause.objects.filter(production=production, resolution__isnull=False)
        .select_related("scene", "shoot_day", "called_by__person", "resolution__resolved_by")
        .order_by("-created_at", "-pk")[:limit]
    )


def current_days(production: Production) -> list[ShootDay]:
    """Today's shoot days, or else those of the next date with shooting."""
    upcoming = production.shoot_days.filter(date__gte=timezone.localdate()).order_by("date")
    first = upcoming.values_list("date", flat=True).first()
    if first is None:
        return []
    return list(production.shoot_days.filter(date=first).order_by("day_number"))


def scheduled_on(days: Iterable[ShootDay]) -> list[ScheduledScene]:
    return list(
        ScheduledScene.objects.filter(shoot_day__in=list(days), scene__is_omitted=False)
        .select_related("scene", "shoot_day")
        .order_by("shoot_day__date", "call_time", "order")
    )


def flagged_scene_ids(production: Production, scenes: Iterable[Scene]) -> set[int]:
    """Scenes with a breakdown flag in force (pending engine flags count until rejected)."""
    return {r.scene.pk for r in review_scenes(production, scenes) if r.active}


@dataclass
class MyScene:
    """One scene of a performer's day, with their newest check-in."""

    scheduled: ScheduledScene
    flagged: bool
    checkin: CheckIn | None


def my_day(production: Production, membership: Membership) -> list[MyScene]:
    days = current_days(production)
    slots = scheduled_on(days)
    mine = performers_by_scene(production, {s.scene_id for s in slots})
    flagged = flagged_scene_ids(production, [s.scene for s in slots])
    crew = Role.CREW in membership.roles
    slots = [
        s
        for s in slots
        if any(m.pk == membership.pk for m in mine.get(s.scene_id, []))
        or (crew and s.scene_id in flagged)
    ]
    latest: dict[tuple[int, int], CheckIn] = {}
    for checkin in CheckIn.objects.filter(membership=membership, shoot_day__in=days):
        latest[(checkin.shoot_day_id, checkin.scene_id)] = checkin  # ordered: newest wins
    return [
        MyScene(s, s.scene_id in flagged, latest.get((s.shoot_day_id, s.scene_id))) for s in slots
    ]


@dataclass
class Offer:
    wrap: SceneWrap
    answer: DebriefResponse | None


def my_debrief_offers(membership: Membership, limit: int = 10) -> list[Offer]:
    """Wraps of scenes the performer is in, newest first, with their latest answer."""
    wraps = list(
        SceneWrap.objects.filter(
            scene__characters__cast__membership=membership, scene__production=membership.production
        )
        .select_related("scene", "shoot_day")
        .distinct()
        .order_by("-at", "-pk")[:limit]
    )
    answers: dict[int, DebriefResponse] = {}
    for answer in DebriefResponse.objects.filter(wrap__in=wraps, membership=membership):
        answers[answer.wrap_id] = answer
    return [Offer(w, answers.get(w.pk)) for w in wraps]


@dataclass
class CheckInRow:
    """One performer before one scene on one day: their word now and every word before."""

    day: ShootDay
    scene: Scene
    membership: Membership
    history: list[CheckIn] = field(default_factory=list)

    @property
    def latest(self) -> CheckIn | None:
        return self.history[-1] if self.history else None


def checkin_board(production: Production, days: list[ShootDay]) -> list[CheckInRow]:
    """For the coordinators: every performer of every scene on the days, with their check-ins."""
    slots = scheduled_on(days)
    cast = performers_by_scene(production, {s.scene_id for s in slots})
    history: dict[tuple[int, int, int], list[CheckIn]] = defaultdict(list)
    for checkin in CheckIn.objects.filter(production=production, shoot_day__in=days):
        history[(checkin.shoot_day_id, checkin.scene_id, checkin.membership_id)].append(checkin)
    return [
        CheckInRow(s.shoot_day, s.scene, m, history[(s.shoot_day_id, s.scene_id, m.pk)])
        for s in slots
        for m in cast.get(s.scene_id, [])
    ]


@dataclass
class WrapRow:
    """A wrapped scene, its performers' answers and the debriefs held (notes stay sealed here)."""

    wrap: SceneWrap
    performers: list[Membership]
    answers: dict[int, DebriefResponse]
    logs: list[DebriefLog]

    @property
    def offered(self) -> int:
        return len(self.performers)

    @property
    def held(self) -> int:
        return len(self.logs)

    def answer_rows(self) -> list[tuple[Membership, DebriefResponse | None]]:
        return [(m, self.answers.get(m.pk)) for m in self.performers]


def wrap_board(production: Production, limit: int = 100) -> list[WrapRow]:
    wraps = list(
        SceneWrap.objects.filter(scene__production=production)
        .select_related("scene", "shoot_day", "by")
        .order_by("-at", "-pk")[:limit]
    )
    cast = performers_by_scene(production, {w.scene_id for w in wraps})
    answers: dict[int, dict[int, DebriefResponse]] = defaultdict(dict)
    for answer in DebriefResponse.objects.filter(wrap__in=wraps):
        answers[answer.wrap_id][answer.membership_id] = answer
    logs: dict[tuple[int, int], list[DebriefLog]] = defaultdict(list)
    for log in DebriefLog.objects.filter(scene__production=production).select_related(
        "membership__person", "held_by"
    ):
        logs[(log.scene_id, log.shoot_day_id)].append(log)
    return [
        WrapRow(w, cast.get(w.scene_id, []), answers[w.pk], logs[(w.scene_id, w.shoot_day_id)])
        for w in wraps
    ]
