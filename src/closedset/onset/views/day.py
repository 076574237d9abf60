"""Everyone's phone page on the day: the pause button, and a performer's scenes and check-ins."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.views.decorators.http import require_GET, require_POST

from closedset.productions.access import get_production_for, membership_of
from closedset.productions.requests import actor

from ..domain import OnSetRefused
from ..models import CheckInStatus
from ..queries import current_days, my_day, my_debrief_offers, scheduled_on
from ..shootday import call_pause, check_in
from .common import posted_day, posted_scene

ON_SET = "onset.be_on_set"


@login_required
@require_GET
def on_set(request: HttpRequest, production_id: int) -> HttpResponse:
    production = get_production_for(request.user, production_id, ON_SET)
    membership = membership_of(request.user, production)
    is_performer = request.user.has_perm("onset.check_in", production)
    days = current_days(production)
    ctx = {
        "production": production,
        "days": days,
        "day_scenes": scheduled_on(days),
        "is_performer": is_performer,
        "my_scenes": my_day(production, membership) if is_performer and membership else [],
        "offers": my_debrief_offers(membership) if is_performer and membership else [],
        "statuses": CheckInStatus,
        "pause_sent": request.GET.get("pause") == "sent",
    }
    return render(request, "onset/on_set.html", ctx)


@login_required
@require_POST
def checkin(request: HttpRequest, production_id: int) -> HttpResponse:
    production = get_production_for(request.user, production_id, "onset.check_in")
    scene, day = posted_scene(request, production), posted_day(request, production)
    try:
        if scene is None or day is None:
            raise OnSetRefused("Choose the scene you are checking in for.")
        entry = check_in(scene, day, str(request.POST.get("status", "")), actor=actor(request))
        if entry.status == CheckInStatus.NEED_TO_TALK:
            messages.success(
                request, "Your coordinators know you want to talk. Someone will come to you."
            )
        else:
            messages.success(request, f"Checked in: ready for scene {scene.label}.")
    except OnSetRefused as exc:
        messages.error(request, str(exc))
    return redirect("on_set", production.pk)


def wants_anonymity(request: HttpRequest) -> bool:
    """Anonymous unless the form said plainly that the "don't send my name" box was cleared.

    The form sends ``name_choice`` with every press and ``anonymous`` while the box is
    ticked; any other POST (a retry, a script, a broken form) stays anonymous.
    """
    return not (request.POST.get("name_choice") == "shown" and "anonymous" not in request.POST)


@login_required
@require_POST
def pause_call(request: HttpRequest, production_id: int) -> HttpResponse:
    production = get_production_for(request.user, production_id, ON_SET)
    try:
        call_pause(
            production,
            actor=actor(request),
            anonymous=wants_anonymity(request),
            scene=posted_scene(request, production),
        )
    except OnSetRefused as exc:
        messages.error(request, str(exc))
        return redirect("on_set", production.pk)
    return redirect(reverse("on_set", args=[production.pk]) + "?pause=sent")
