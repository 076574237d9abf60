"""Content advisories: what everyone called on a heavy day is told, and when it went out.

An advisory names the scenes and the kind of content (reviewed flags, never
raw engine output, never anyone's consent or private details), how to step
away, and who to talk to. Rows are append-only: regenerating adds a new row
that supersedes an unsent one; a sent one stays as history.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime, timedelta
from typing import TYPE_CHECKING

from django.conf import settings
from django.db import transaction
from django.db.models import Min
from django.urls import reverse

from closedset.breakdown.analysis import SceneReview
from closedset.breakdown.models import Category, Severity
from closedset.notifications import notify
from closedset.productions.access import roles_of
from closedset.productions.models import Production, ShootDay
from closedset.productions.roles import COORDINATORS, Role

from .models import Advisory, AdvisoryDelivery, SupportResource
from .queries import called_memberships, heavy_scenes, latest_advisories

if TYPE_CHECKING:
    from closedset.accounts.models import Person


class AdvisoryRefused(Exception):
    """The actor may not do this, or there is nothing to do; str() says which."""


def _require_coordinator(day: ShootDay, actor: Person) -> None:
    if not roles_of(actor, day.production) & COORDINATORS:
        raise AdvisoryRefused("Only the production's IC or MHC prepares and sends advisories.")


def resources_for(production: Production) -> list[SupportResource]:
    """The production's resources for its territory, and those that apply anywhere."""
    return [
        r
        for r in production.support_resources.all()
        if not r.territory or r.territory.strip().lower() == production.territory.strip().lower()
    ]


def _coordinator_lines(production: Production) -> list[str]:
    lines = []
    for member in production.members.select_related("person"):
        for role in (Role.MENTAL_HEALTH_COORDINATOR, Role.INTIMACY_COORDINATOR):
            if role.value in member.roles:
                lines.append(f"- {role.label}: {member.person.name}")
    return sorted(lines)


def _scene_line(review: SceneReview) -> str:
    content = ", ".join(
        f"{Category(f.category).label.lower()} ({Severity(f.severity).label.lower()})"
        if f.severity in Severity.values
        else Category(f.category).label.lower()
        for f in review.active
    )
    return f"- Scene {review.scene.label}. {review.scene.heading}: {content}"


def advisory_content(day: ShootDay, scenes: list[SceneReview]) -> str:
    """The text everyone called that day reads; the same for all, about content only."""
    production = day.production
    step_away = settings.SITE_URL + reverse("step_away", args=[production.pk])
    support = settings.SITE_URL + reverse("support", args=[production.pk])
    parts = [
        f"Content advisory: {production.title}, {day}",
        "",
        "These scenes on this day contain material that may be hard to work with:",
        *[_scene_line(r) for r in scenes],
        "",
        "You can ask to step away from any of these scenes. You do not have to say why,",
        f"and nobody running the shoot is told who asked: {step_away}",
        "",
        "Who to talk to:",
        *(_coordinator_lines(production) or ["- Ask for the production's wellbeing contact."]),
    ]
    resources = resources_for(production)
    if resources:
        parts += ["", "Support:"]
        parts += [_resource_line(r) for r in resources]
    parts += ["", f"All support resources: {support}"]
    return "\n".join(parts) + "\n"


def _resource_line(resource: SupportResource) -> str:
    details = [d for d in (resource.phone, resource.url, resource.hours) if d]
    return f"- {resource.name}" + (f": {', '.join(details)}" if details else "")


def generate_advisories(day: ShootDay, *, actor: Person) -> int:
    """Write the current advisory for everyone called; returns how many new rows were written.

    Running it again with nothing changed writes nothing. A person whose
    current advisory already says the same keeps it (sent or not); anyone else
    gets a new row, which supersedes an unsent one and follows a sent one.
    """
    _require_coordinator(day, actor)
    with transaction.atomic():
        day = ShootDay.objects.select_for_update().select_related("production").get(pk=day.pk)
        scenes = heavy_scenes(day)
        if not scenes:
            raise AdvisoryRefused(
                "No scene on this day needs an MHC in the reviewed breakdown: "
                "there is nothing to advise."
            )
        content = advisory_content(day, scenes)
        latest = latest_advisories([day.pk])
        new = [
            Advisory(
                production=day.production,
                shoot_day=day,
                membership=member,
                content=content,
                generated_by=actor,
            )
            for member in called_memberships(day)
            if (current := latest.get((day.pk, member.pk))) is None or current.content != content
        ]
        for advisory in new:
            advisory.save()
        return len(new)


def send_advisories(day: ShootDay, *, actor: Person) -> int:
    """The IC or MHC sends every current, unsent advisory of the day; returns how many."""
    _require_coordinator(day, actor)
    return _send(day, sent_by=actor)


def _send(day: ShootDay, *, sent_by: Person | None) -> int:
    with transaction.atomic():
        day = ShootDay.objects.select_for_update().select_related("production").get(pk=day.pk)
        latest = latest_advisories([day.pk])
        sent = 0
        for member in called_memberships(day):
            advisory = latest.get((day.pk, member.pk))
            if advisory is None or getattr(advisory, "delivery", None) is not None:
                continue
            AdvisoryDelivery(advisory=advisory, sent_by=sent_by).save()
            notify(
                [member.person],
                f"{day.production.title}: content advisory for {day}",
                advisory.content,
                kind="advisory",
                production=day.production,
            )
            sent += 1
        return sent


def send_due_advisories(now: datetime, notice_for: Callable[[Production], timedelta]) -> int:
    """For the periodic job: send unsent advisories of days whose first call is within notice.

    A day whose first call has passed is left alone: an advisory after the
    fact warns nobody, and the readiness view already shows it was missed.
    """
    pending_days = Advisory.objects.filter(
        delivery__isnull=True, shoot_day__date__gte=(now - timedelta(days=1)).date()
    ).values("shoot_day_id")
    days = (
        ShootDay.objects.filter(pk__in=pending_days)
        .select_related("production")
        .annotate(first_call=Min("scheduled__call_time"))
    )
    sent = 0
    for day in days:
        first_call = day.first_call
        if first_call and first_call - notice_for(day.production) <= now < first_call:
            sent += _send(day, sent_by=None)
    return sent
