"""Build one person's iCalendar feed: the days they are called, their fittings and rehearsals.

Event text is deliberately neutral. A calendar ends up on phones and in
third-party calendar services, so it names only the production, the kind of
appointment, the place and scene numbers, plus a link into Closed Set where
the person's permissions decide what more they may read. Never consent
terms, notes, breakdown categories or other performers' names.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Iterable
from datetime import date, datetime

from django.db.models import QuerySet
from django.urls import reverse
from django.utils import timezone
from icalendar import Calendar, Event

from closedset.choreography.models import RehearsalCall
from closedset.productions.models import Membership, ScheduledScene, ShootDay
from closedset.productions.roles import Role
from closedset.wardrobe.models import Fitting

ALL_DAYS_ROLES = frozenset(
    {
        Role.INTIMACY_COORDINATOR,
        Role.MENTAL_HEALTH_COORDINATOR,
        Role.DIRECTOR,
        Role.PRODUCER,
        Role.FIRST_AD,
        Role.COSTUME,
        Role.CREW,
    }
)
"""Roles called on every shoot day: the same roles that read the whole schedule."""

ALL_FITTINGS_ROLES = frozenset({Role.COSTUME, Role.INTIMACY_COORDINATOR})
ALL_REHEARSALS_ROLES = frozenset({Role.INTIMACY_COORDINATOR})
UID_DOMAIN = "closedset"

Absolute = Callable[[str], str]


def build_feed(membership: Membership, absolute: Absolute) -> bytes:
    """The iCalendar document for one membership; ``absolute`` turns a path into a full URL."""
    production = membership.production
    calendar = Calendar()
    calendar.add("prodid", "-//Closed Set//Schedule//EN")
    calendar.add("version", "2.0")
    calendar.add("calscale", "GREGORIAN")
    calendar.add("x-wr-calname", f"{production.title} · Closed Set")
    calendar.add("x-published-ttl", "PT1H")
    stamp = timezone.now()
    for event in _events(membership, absolute):
        event.add("dtstamp", stamp)
        calendar.add_component(event)
    return calendar.to_ical()


def _events(membership: Membership, absolute: Absolute) -> Iterable[Event]:
    yield from _day_events(membership, absolute)
    yield from (_fitting_event(f, absolute) for f in _fittings(membership))
    yield from (_rehearsal_event(c, absolute) for c in _rehearsal_calls(membership))


def _day_events(membership: Membership, absolute: Absolute) -> Iterable[Event]:
    """One event per shoot day the person is called on, starting at their earliest call."""
    roles = frozenset(membership.roles)
    scheduled = ScheduledScene.objects.filter(
        shoot_day__production_id=membership.production_id
    ).select_related("shoot_day", "scene")
    if roles & ALL_DAYS_ROLES:
        days = list(ShootDay.objects.filter(production_id=membership.production_id))
    elif Role.PERFORMER in roles:
        scheduled = scheduled.filter(scene__characters__cast__membership=membership).distinct()
        days = []
    else:
        return
    by_day: dict[int, list[ScheduledScene]] = defaultdict(list)
    for item in scheduled:
        by_day[item.shoot_day_id].append(item)
        days.append(item.shoot_day)
    seen: set[int] = set()
    for day in days:
        if day.pk not in seen:
            seen.add(day.pk)
            yield _day_event(day, by_day.get(day.pk, []), membership.production.title, absolute)


def _day_event(
    day: ShootDay, scheduled: list[ScheduledScene], title: str, absolute: Absolute
) -> Event:
    event = Event()
    event.add("uid", f"shootday-{day.pk}@{UID_DOMAIN}")
    event.add("summary", f"{title}: shoot day {day.day_number}")
    start: datetime | date = min((s.call_time for s in scheduled), default=day.date)
    event.add("dtstart", start)
    if day.location:
        event.add("location", day.location)
    labels = ", ".join(dict.fromkeys(s.scene.label for s in _in_call_order(scheduled)))
    lines = [f"Scenes: {labels}" if labels else "No scenes scheduled yet."]
    url = absolute(reverse("day_detail", args=[day.production_id, day.pk]))
    event.add("description", "\n".join([*lines, f"Details: {url}"]))
    event.add("url", url)
    return event


def _in_call_order(scheduled: list[ScheduledScene]) -> list[ScheduledScene]:
    return sorted(scheduled, key=lambda s: (s.call_time, s.order, s.pk))


def _fittings(membership: Membership) -> QuerySet[Fitting]:
    fittings = Fitting.objects.filter(production_id=membership.production_id).select_related(
        "scene", "production"
    )
    if frozenset(membership.roles) & ALL_FITTINGS_ROLES:
        return fittings
    return fittings.filter(performer=membership)


def _fitting_event(fitting: Fitting, absolute: Absolute) -> Event:
    event = Event()
    event.add("uid", f"fitting-{fitting.pk}@{UID_DOMAIN}")
    scene = f", scene {fitting.scene.label}" if fitting.scene else ""
    event.add("summary", f"{fitting.production.title}: fitting{scene}")
    event.add("dtstart", fitting.starts_at)
    event.add("dtend", fitting.ends_at)
    if fitting.location:
        event.add("location", fitting.location)
    if fitting.scene is not None:
        url = absolute(reverse("wardrobe", args=[fitting.production_id, fitting.scene_id]))
        event.add("description", f"Details: {url}")
        event.add("url", url)
    return event


def _rehearsal_calls(membership: Membership) -> QuerySet[RehearsalCall]:
    calls = RehearsalCall.objects.filter(production_id=membership.production_id).select_related(
        "scene", "production"
    )
    if frozenset(membership.roles) & ALL_REHEARSALS_ROLES:
        return calls
    return calls.filter(performers=membership).distinct()


def _rehearsal_event(call: RehearsalCall, absolute: Absolute) -> Event:
    event = Event()
    event.add("uid", f"rehearsal-{call.pk}@{UID_DOMAIN}")
    event.add("summary", f"{call.production.title}: rehearsal, scene {call.scene.label}")
    event.add("dtstart", call.starts_at)
    event.add("dtend", call.ends_at)
    if call.location:
        event.add("location", call.location)
    url = absolute(reverse("choreography", args=[call.production_id, call.scene_id]))
    event.add("description", f"Details: {url}")
    event.add("url", url)
    return event
