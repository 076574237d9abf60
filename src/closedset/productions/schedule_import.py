"""Apply a checked schedule file to a production: all of it, or nothing.

Importing the same file twice changes nothing the second time: days are
found again by date (or, when a day moved, by its number) and a scene already
on a day only has its call time updated. Nothing is ever deleted by an
import; the summary says what was created and what changed.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from datetime import date, datetime
from typing import TYPE_CHECKING

from django.db import transaction
from django.utils import timezone

from .models import Production, Scene, ScheduledScene, ShootDay
from .schedule_csv import ParsedSchedule, RowError, ScheduleRow

if TYPE_CHECKING:
    from closedset.accounts.models import Person


class ScheduleImportRefused(Exception):
    """The file was not applied; ``errors`` names every bad row by its line."""

    def __init__(self, message: str, errors: list[RowError] | None = None) -> None:
        super().__init__(message)
        self.errors = errors or []


@dataclass
class ImportSummary:
    created_days: list[str] = field(default_factory=list)
    updated_days: list[str] = field(default_factory=list)
    scheduled: list[str] = field(default_factory=list)
    retimed: list[str] = field(default_factory=list)
    unchanged: int = 0

    @property
    def changed_anything(self) -> bool:
        return bool(self.created_days or self.updated_days or self.scheduled or self.retimed)


@dataclass
class _Day:
    number: int
    date: date
    rows: list[ScheduleRow]
    existing: ShootDay | None = None


def import_schedule(
    production: Production, parsed: ParsedSchedule, *, actor: Person
) -> ImportSummary:
    """Create or update the days and scheduled scenes the file lists, in one transaction."""
    if not actor.has_perm("productions.edit_schedule", production):
        raise ScheduleImportRefused("Only the director, producer or 1st AD imports a schedule.")
    with transaction.atomic():
        Production.objects.select_for_update().filter(pk=production.pk).first()
        errors = list(parsed.errors)
        scenes = _resolve_scenes(production, parsed.rows, errors)
        days = _resolve_days(production, parsed.rows, errors)
        if errors:
            errors.sort(key=lambda e: e.line)
            raise ScheduleImportRefused(
                f"Nothing was imported: {len(errors)} problem(s) in the file.", errors
            )
        summary = ImportSummary()
        for day in days:
            _apply_day(production, day, scenes, summary)
    return summary


def _resolve_scenes(
    production: Production, rows: list[ScheduleRow], errors: list[RowError]
) -> dict[int, Scene]:
    """Scene per line: the printed number first, else the scene's order in the script."""
    script = list(production.scenes.all())
    by_key = {scene.number.lower(): scene for scene in script if scene.number}
    for scene in script:
        by_key.setdefault(str(scene.ordinal), scene)
    found: dict[int, Scene] = {}
    for row in rows:
        match = by_key.get(row.scene.lower())
        if match is None:
            errors.append(RowError(row.line, f"there is no scene {row.scene} in the script"))
        elif match.is_omitted:
            errors.append(RowError(row.line, f"scene {row.scene} is omitted from the script"))
        else:
            found[row.line] = match
    return found


def _resolve_days(
    production: Production, rows: list[ScheduleRow], errors: list[RowError]
) -> list[_Day]:
    grouped: dict[tuple[int, date], list[ScheduleRow]] = defaultdict(list)
    for row in rows:
        grouped[(row.day_number, row.date)].append(row)
    days = [_Day(number, on, day_rows) for (number, on), day_rows in grouped.items()]
    existing = list(production.shoot_days.all())
    by_date: dict[date, list[ShootDay]] = defaultdict(list)
    for shoot_day in existing:
        by_date[shoot_day.date].append(shoot_day)
    claimed: set[int] = set()
    for day in days:
        same_date = by_date.get(day.date, [])
        if len(same_date) > 1:
            errors.append(
                RowError(day.rows[0].line, f"there are {len(same_date)} shoot days on {day.date}")
            )
        elif same_date:
            day.existing = same_date[0]
            claimed.add(same_date[0].pk)
    file_dates = {day.date for day in days}
    for day in days:
        if day.existing is not None or day.date in by_date:
            continue
        moved = [
            d
            for d in existing
            if d.day_number == day.number and d.pk not in claimed and d.date not in file_dates
        ]
        if len(moved) == 1:
            day.existing = moved[0]
            claimed.add(moved[0].pk)
    return days


def _apply_day(
    production: Production, day: _Day, scenes: dict[int, Scene], summary: ImportSummary
) -> None:
    location = next((r.location for r in day.rows if r.location), "")
    notes = "\n".join(dict.fromkeys(r.notes for r in day.rows if r.notes))
    shoot_day = day.existing
    if shoot_day is None:
        shoot_day = ShootDay.objects.create(
            production=production,
            date=day.date,
            day_number=day.number,
            location=location,
            notes=notes,
        )
        summary.created_days.append(str(shoot_day))
        present: dict[int, ScheduledScene] = {}
    else:
        wanted = {
            "date": day.date,
            "day_number": day.number,
            "location": location or shoot_day.location,
            "notes": notes or shoot_day.notes,
        }
        changed = [name for name, value in wanted.items() if getattr(shoot_day, name) != value]
        if changed:
            for name in changed:
                setattr(shoot_day, name, wanted[name])
            shoot_day.save(update_fields=changed)
            summary.updated_days.append(f"{shoot_day}: {', '.join(changed)} changed")
        present = {s.scene_id: s for s in shoot_day.scheduled.all()}
    for order, row in enumerate(day.rows, start=1):
        _apply_scene(shoot_day, scenes[row.line], row, order, present, summary)


def _apply_scene(
    shoot_day: ShootDay,
    scene: Scene,
    row: ScheduleRow,
    order: int,
    present: dict[int, ScheduledScene],
    summary: ImportSummary,
) -> None:
    """Call times are wall-clock times where the production shoots (settings.TIME_ZONE)."""
    call = timezone.make_aware(datetime.combine(shoot_day.date, row.call_time))
    label = f"Scene {scene.label} on day {shoot_day.day_number} at {row.call_time:%H:%M}"
    scheduled = present.get(scene.pk)
    if scheduled is None:
        ScheduledScene.objects.create(shoot_day=shoot_day, scene=scene, call_time=call, order=order)
        summary.scheduled.append(label)
    elif scheduled.call_time != call or scheduled.order != order:
        if scheduled.call_time != call:
            summary.retimed.append(label)
        else:
            summary.unchanged += 1
        scheduled.call_time, scheduled.order = call, order
        scheduled.save(update_fields=["call_time", "order"])
    else:
        summary.unchanged += 1
