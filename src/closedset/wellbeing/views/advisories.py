"""Advisory pages: the coordinators' per-day desk, and each called person's own advisories."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.views.decorators.http import require_GET, require_POST

from closedset.breakdown.analysis import review_scenes
from closedset.engine.model import MENTAL_HEALTH_COORDINATOR
from closedset.productions.access import get_production_for
from closedset.productions.models import Production, ScheduledScene, ShootDay

from ..advisories import AdvisoryRefused, advisory_content, generate_advisories, send_advisories
from ..models import Advisory
from ..queries import advisory_state, called_memberships, heavy_scenes, latest_advisories
from . import actor, own_membership


def _day(production: Production, day_id: int) -> ShootDay:
    return get_object_or_404(
        ShootDay.objects.select_related("production"), pk=day_id, production=production
    )


def _heavy_scene_ids(production: Production) -> dict[int, list[str]]:
    """Scene labels needing an MHC per day, from one review of every scheduled scene."""
    scheduled = list(
        ScheduledScene.objects.filter(shoot_day__production=production).select_related("scene")
    )
    reviews = review_scenes(production, {s.scene_id: s.scene for s in scheduled}.values())
    heavy = {r.scene.pk for r in reviews if MENTAL_HEALTH_COORDINATOR in r.needs}
    per_day: dict[int, list[str]] = {}
    for s in scheduled:
        if s.scene_id in heavy:
            per_day.setdefault(s.shoot_day_id, []).append(s.scene.label)
    return per_day


@login_required
@require_GET
def advisory_days(request: HttpRequest, production_id: int) -> HttpResponse:
    production = get_production_for(request.user, production_id, "wellbeing.manage_advisories")
    days = list(production.shoot_days.all())
    states = advisory_state([d.pk for d in days])
    heavy = _heavy_scene_ids(production)
    rows = [(d, heavy.get(d.pk, []), states[d.pk]) for d in days]
    return render(request, "wellbeing/advisory_days.html", {"production": production, "rows": rows})


@login_required
@require_GET
def day_advisories(request: HttpRequest, production_id: int, day_id: int) -> HttpResponse:
    production = get_production_for(request.user, production_id, "wellbeing.manage_advisories")
    day = _day(production, day_id)
    scenes = heavy_scenes(day)
    preview = advisory_content(day, scenes) if scenes else ""
    latest = latest_advisories([day.pk])
    people = [(m, latest.get((day.pk, m.pk))) for m in called_memberships(day)]
    return render(
        request,
        "wellbeing/day_advisories.html",
        {
            "production": production,
            "day": day,
            "scenes": scenes,
            "preview": preview,
            "people": people,
            "state": advisory_state([day.pk])[day.pk],
        },
    )


@login_required
@require_POST
def advisories_generate(request: HttpRequest, production_id: int, day_id: int) -> HttpResponse:
    production = get_production_for(request.user, production_id, "wellbeing.manage_advisories")
    day = _day(production, day_id)
    try:
        count = generate_advisories(day, actor=actor(request))
    except AdvisoryRefused as exc:
        messages.error(request, str(exc))
    else:
        messages.success(request, f"{count} new advisor{'y' if count == 1 else 'ies'} written.")
    return redirect("day_advisories", production_id=production.pk, day_id=day.pk)


@login_required
@require_POST
def advisories_send(request: HttpRequest, production_id: int, day_id: int) -> HttpResponse:
    production = get_production_for(request.user, production_id, "wellbeing.manage_advisories")
    day = _day(production, day_id)
    try:
        count = send_advisories(day, actor=actor(request))
    except AdvisoryRefused as exc:
        messages.error(request, str(exc))
    else:
        messages.success(request, f"{count} advisor{'y' if count == 1 else 'ies'} sent.")
    return redirect("day_advisories", production_id=production.pk, day_id=day.pk)


@login_required
@require_GET
def my_advisories(request: HttpRequest, production_id: int) -> HttpResponse:
    production = get_production_for(request.user, production_id, "wellbeing.view_own_advisories")
    membership = own_membership(request, production)
    sent = (
        Advisory.objects.filter(membership=membership, delivery__isnull=False)
        .select_related("shoot_day", "delivery")
        .order_by("shoot_day__date", "delivery__sent_at")
    )
    latest_per_day = {a.shoot_day_id: a for a in sent}
    return render(
        request,
        "wellbeing/my_advisories.html",
        {"production": production, "advisories": list(latest_per_day.values())},
    )
