"""My productions, a production's overview, its scenes."""

from __future__ import annotations

from django.contrib.auth.decorators import login_required
from django.db.models import Count, Q
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render

from ..access import get_production_for, get_scene_for, roles_of, visible_scenes
from ..models import Membership, Production


@login_required
def home(request: HttpRequest) -> HttpResponse:
    memberships = (
        Membership.objects.filter(person_id=request.user.pk or 0)
        .select_related("production")
        .order_by("production__title")
    )
    return render(request, "productions/home.html", {"memberships": memberships})


@login_required
def overview(request: HttpRequest, production_id: int) -> HttpResponse:
    production = get_production_for(request.user, production_id, "productions.view_production")
    user = request.user
    ctx = {
        "production": production,
        "roles": sorted(roles_of(user, production)),
        "can": {
            "scenes": user.has_perm("productions.view_scene_list", production),
            "people": user.has_perm("productions.view_people", production),
            "schedule": user.has_perm("productions.view_schedule", production),
            "script": user.has_perm("scripts.view_script", production),
            "breakdown": user.has_perm("breakdown.view_breakdown", production),
            "riders": user.has_perm("riders.view_riders", production),
            "rider_status": user.has_perm("riders.view_rider_status", production),
            "edit_restrictions": user.has_perm("riders.view_edit_restrictions", production),
            "readiness": user.has_perm("readiness.view_dashboard", production),
            "deliveries": user.has_perm("notifications.view_deliveries", production),
            "closed_sets": user.has_perm("onset.view_closed_sets", production),
            "on_set": user.has_perm("onset.be_on_set", production),
            "checkins": user.has_perm("onset.view_checkins", production),
            "pauses": user.has_perm("onset.handle_pauses", production),
            "debriefs": user.has_perm("onset.view_debrief_counts", production),
        },
        "wellbeing": {
            "advisories": user.has_perm("wellbeing.manage_advisories", production),
            "my_advisories": user.has_perm("wellbeing.view_own_advisories", production),
            "step_away": user.has_perm("wellbeing.step_away", production),
            "step_away_requests": user.has_perm("wellbeing.handle_step_away", production),
            "checkins": user.has_perm("wellbeing.log_checkins", production),
            "risk": user.has_perm("wellbeing.view_risk_assessments", production),
            "concerns": user.has_perm("wellbeing.handle_concerns", production),
            "pulse": user.has_perm("wellbeing.view_pulse_trend", production),
        },
        "scene_count": visible_scenes(user, production).count(),
        "day_count": production.shoot_days.count(),
    }
    return render(request, "productions/overview.html", ctx)


@login_required
def scene_list(request: HttpRequest, production_id: int) -> HttpResponse:
    production = get_production_for(request.user, production_id, "productions.view_scene_list")
    scenes = visible_scenes(request.user, production).annotate(
        character_count=Count("characters", distinct=True),
        minor_count=Count("characters", filter=Q(characters__is_minor=True), distinct=True),
    )
    return render(
        request, "productions/scene_list.html", {"production": production, "scenes": scenes}
    )


@login_required
def scene_detail(request: HttpRequest, production_id: int, scene_id: int) -> HttpResponse:
    production = get_production_for(request.user, production_id, "productions.view_scene_list")
    scene = get_scene_for(request.user, production, scene_id, "productions.view_scene")
    characters = scene.characters.prefetch_related("cast__membership__person")
    scheduled = scene.scheduled.select_related("shoot_day")
    return render(
        request,
        "productions/scene_detail.html",
        {
            "production": production,
            "scene": scene,
            "characters": characters,
            "scheduled": scheduled,
        },
    )


def healthz(request: HttpRequest) -> HttpResponse:
    """200 when the database answers, 503 otherwise: for load balancers and uptime checks."""
    from django.db import DatabaseError, connection

    try:
        with connection.cursor() as cursor:
            cursor.execute("SELECT 1")
        Production.objects.exists()
    except DatabaseError:
        return HttpResponse("database unavailable\n", status=503, content_type="text/plain")
    return HttpResponse("ok\n", content_type="text/plain")
