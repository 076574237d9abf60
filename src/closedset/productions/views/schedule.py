"""Shoot days and the scenes scheduled on them."""

from __future__ import annotations

from datetime import datetime

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.db import IntegrityError, transaction
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.utils import timezone
from django.views.decorators.http import require_http_methods

from closedset.readiness.evaluate import production_readiness

from ..access import get_production_for, roles_of
from ..forms import ScheduleCsvForm, ScheduleSceneForm, ShootDayForm
from ..models import Production, ScheduledScene, ShootDay
from ..roles import Role


def _visible_days(user, production: Production):
    """All days for the team; only the days a performer works for a performer-only member."""
    days = production.shoot_days.all()
    roles = roles_of(user, production)
    if roles - {Role.PERFORMER}:
        return days
    return days.filter(scheduled__scene__characters__cast__membership__person=user).distinct()


@login_required
def day_list(request: HttpRequest, production_id: int) -> HttpResponse:
    production = get_production_for(request.user, production_id, "productions.view_schedule")
    days = _visible_days(request.user, production).prefetch_related("scheduled__scene")
    can_edit = request.user.has_perm("productions.edit_schedule", production)
    return render(
        request,
        "productions/day_list.html",
        {
            "production": production,
            "days": days,
            "can_edit": can_edit,
            "import_form": ScheduleCsvForm() if can_edit else None,
        },
    )


@login_required
@require_http_methods(["GET", "POST"])
def day_new(request: HttpRequest, production_id: int) -> HttpResponse:
    production = get_production_for(request.user, production_id, "productions.edit_schedule")
    form = ShootDayForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        day = form.save(commit=False)
        day.production = production
        day.save()
        return redirect("day_detail", production_id=production.pk, day_id=day.pk)
    return render(request, "productions/day_new.html", {"production": production, "form": form})


@login_required
@require_http_methods(["GET", "POST"])
def day_detail(request: HttpRequest, production_id: int, day_id: int) -> HttpResponse:
    production = get_production_for(request.user, production_id, "productions.view_schedule")
    day = get_object_or_404(_visible_days(request.user, production), pk=day_id)
    can_edit = request.user.has_perm("productions.edit_schedule", production)
    form = ScheduleSceneForm(request.POST or None, production=production)
    if request.method == "POST":
        if not can_edit:
            raise Http404("No such day")
        if form.is_valid():
            _schedule(request, day, form.cleaned_data["scene"], form.cleaned_data["call_time"])
            return redirect("day_detail", production_id=production.pk, day_id=day.pk)
    scheduled = day.scheduled.select_related("scene")
    if not (roles_of(request.user, production) - {Role.PERFORMER}):
        scheduled = scheduled.filter(scene__characters__cast__membership__person=request.user)
    return render(
        request,
        "productions/day_detail.html",
        {
            "production": production,
            "day": day,
            "rows": _with_readiness(request, production, day, list(scheduled.distinct())),
            "form": form if can_edit else None,
        },
    )


def _with_readiness(
    request: HttpRequest, production: Production, day: ShootDay, scheduled: list[ScheduledScene]
) -> list[tuple[ScheduledScene, object]]:
    """Each scheduled scene with its readiness, for the roles that see the dashboard."""
    if not request.user.has_perm("readiness.view_dashboard", production):
        return [(item, None) for item in scheduled]
    found = {s.item.pk: s for d in production_readiness(production, day=day) for s in d.scenes}
    return [(item, found.get(item.pk)) for item in scheduled]


def _schedule(request: HttpRequest, day: ShootDay, scene, call_time) -> None:
    when = timezone.make_aware(datetime.combine(day.date, call_time))
    try:
        with transaction.atomic():
            ScheduledScene.objects.create(shoot_day=day, scene=scene, call_time=when)
    except IntegrityError:
        messages.error(request, f"Scene {scene.label} is already scheduled on this day.")
    else:
        messages.success(request, f"Scene {scene.label} scheduled at {call_time:%H:%M}.")
