"""The coordinators' side of the day: check-ins, pauses, wraps and debriefs.

Check-ins and debrief details are for the IC and the MHC only; the leads see
how many debriefs were offered and held, never who or what was said.
"""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.utils.http import url_has_allowed_host_and_scheme
from django.views.decorators.http import require_GET, require_POST

from closedset.productions.access import get_production_for, membership_of
from closedset.productions.requests import actor

from ..domain import OnSetRefused
from ..models import DebriefKind, Pause, SceneWrap
from ..queries import (
    checkin_board,
    current_days,
    open_pauses,
    resolved_pauses,
    scheduled_on,
    wrap_board,
)
from ..shootday import answer_debrief, log_debrief, resolve_pause, wrap_scene
from .common import posted_day, posted_id, posted_member, posted_scene

PAUSES, DEBRIEFS = "onset.handle_pauses", "onset.hold_debriefs"


@login_required
@require_GET
def checkins(request: HttpRequest, production_id: int) -> HttpResponse:
    production = get_production_for(request.user, production_id, "onset.view_checkins")
    days = current_days(production)
    return render(
        request,
        "onset/checkins.html",
        {"production": production, "days": days, "rows": checkin_board(production, days)},
    )


@login_required
@require_GET
def pauses(request: HttpRequest, production_id: int) -> HttpResponse:
    production = get_production_for(request.user, production_id, PAUSES)
    ctx = {"production": production, "pauses": open_pauses(production)}
    if request.headers.get("HX-Request"):
        return render(request, "onset/_open_pauses.html", ctx)
    ctx["resolved"] = resolved_pauses(production)
    return render(request, "onset/pauses.html", ctx)


@login_required
@require_POST
def pause_resolve(request: HttpRequest, production_id: int, pause_id: int) -> HttpResponse:
    production = get_production_for(request.user, production_id, PAUSES)
    pause = get_object_or_404(Pause, pk=pause_id, production=production)
    try:
        resolve_pause(pause, actor=request.user, note=str(request.POST.get("note", "")))  # type: ignore[arg-type]
        messages.success(request, "The pause is resolved.")
    except OnSetRefused as exc:
        messages.error(request, str(exc))
    target = str(request.POST.get("next", ""))
    if target and url_has_allowed_host_and_scheme(target, allowed_hosts={request.get_host()}):
        return redirect(target)
    return redirect("pauses", production.pk)


@login_required
@require_GET
def debriefs(request: HttpRequest, production_id: int) -> HttpResponse:
    production = get_production_for(request.user, production_id, "onset.view_debrief_counts")
    full = request.user.has_perm(DEBRIEFS, production)
    days = current_days(production) if full else []
    return render(
        request,
        "onset/debriefs.html",
        {
            "production": production,
            "full": full,
            "rows": wrap_board(production),
            "day_scenes": scheduled_on(days),
            "kinds": DebriefKind.choices,
        },
    )


@login_required
@require_POST
def scene_wrap(request: HttpRequest, production_id: int) -> HttpResponse:
    production = get_production_for(request.user, production_id, DEBRIEFS)
    scene, day = posted_scene(request, production), posted_day(request, production)
    try:
        if scene is None or day is None:
            raise OnSetRefused("Choose the scene and the day to wrap.")
        wrap_scene(scene, day, actor=actor(request))
        messages.success(
            request, f"Scene {scene.label} wrapped; its performers were offered a debrief."
        )
    except OnSetRefused as exc:
        messages.error(request, str(exc))
    return redirect("debriefs", production.pk)


def _posted_wrap(request: HttpRequest, production_id: int) -> SceneWrap | None:
    pk = posted_id(request, "wrap")
    if pk is None:
        return None
    return (
        SceneWrap.objects.filter(pk=pk, scene__production_id=production_id)
        .select_related("scene__production", "shoot_day")
        .first()
    )


@login_required
@require_POST
def debrief_log(request: HttpRequest, production_id: int) -> HttpResponse:
    production = get_production_for(request.user, production_id, DEBRIEFS)
    wrap, membership = _posted_wrap(request, production.pk), posted_member(request, production)
    try:
        if wrap is None or membership is None:
            raise OnSetRefused("Choose the wrapped scene and the performer.")
        log_debrief(
            wrap,
            membership,
            str(request.POST.get("kind", "")),
            str(request.POST.get("note", "")),
            actor=actor(request),
        )
        messages.success(request, "Recorded.")
    except OnSetRefused as exc:
        messages.error(request, str(exc))
    return redirect("debriefs", production.pk)


@login_required
@require_POST
def debrief_respond(request: HttpRequest, production_id: int) -> HttpResponse:
    production = get_production_for(request.user, production_id, "onset.check_in")
    wrap = _posted_wrap(request, production.pk)
    try:
        if wrap is None or membership_of(request.user, production) is None:
            raise OnSetRefused("Choose the scene you are answering for.")
        accepted = request.POST.get("answer") == "accept"
        answer_debrief(wrap, accepted, actor=actor(request))
        messages.success(
            request,
            "Thank you. Your coordinator will find you."
            if accepted
            else "Noted. You can change your mind here at any time.",
        )
    except OnSetRefused as exc:
        messages.error(request, str(exc))
    return redirect("on_set", production.pk)
