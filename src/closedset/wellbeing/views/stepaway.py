"""Step away: anyone called asks to be off set for a scene; the MHC or IC answers."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.utils import timezone
from django.views.decorators.http import require_GET, require_http_methods, require_POST

from closedset.productions.access import get_production_for
from closedset.productions.models import Membership, ScheduledScene

from ..domain import WellbeingRefused, decide_step_away, request_step_away
from ..forms import DecisionForm, StepAwayForm
from ..models import StepAwayRequest
from ..queries import called_on_days
from . import actor, own_membership


def _scenes_i_may_leave(membership: Membership) -> list[ScheduledScene]:
    """Scenes from today on, on the days the member is called."""
    scheduled = list(
        ScheduledScene.objects.filter(
            shoot_day__production_id=membership.production_id,
            shoot_day__date__gte=timezone.localdate(),
        )
        .select_related("scene", "shoot_day")
        .order_by("call_time", "order")
    )
    called = called_on_days(sorted({s.shoot_day_id for s in scheduled}))
    return [s for s in scheduled if membership.pk in called.get(s.shoot_day_id, set())]


@login_required
@require_http_methods(["GET", "POST"])
def step_away(request: HttpRequest, production_id: int) -> HttpResponse:
    production = get_production_for(request.user, production_id, "wellbeing.step_away")
    membership = own_membership(request, production)
    options = {s.pk: s for s in _scenes_i_may_leave(membership)}
    choices = [
        (pk, f"{s.shoot_day} · scene {s.scene.label}. {s.scene.heading}")
        for pk, s in options.items()
    ]
    form = StepAwayForm(request.POST or None, choices=choices)
    if request.method == "POST" and form.is_valid():
        try:
            request_step_away(
                options[form.cleaned_data["scheduled"]],
                actor=actor(request),
                note=form.cleaned_data["note"],
            )
        except WellbeingRefused as exc:
            messages.error(request, str(exc))
        else:
            messages.success(request, "Your request was sent to the MHC. You do not owe a reason.")
            return redirect("step_away", production_id=production.pk)
    mine = (
        StepAwayRequest.objects.filter(membership=membership)
        .select_related("scene", "shoot_day")
        .prefetch_related("decisions")
    )
    return render(
        request,
        "wellbeing/step_away.html",
        {"production": production, "form": form, "mine": mine},
    )


@login_required
@require_GET
def step_away_requests(request: HttpRequest, production_id: int) -> HttpResponse:
    production = get_production_for(request.user, production_id, "wellbeing.handle_step_away")
    rows = (
        StepAwayRequest.objects.filter(production=production)
        .select_related("scene", "shoot_day", "membership__person")
        .prefetch_related("decisions")
    )
    return render(
        request,
        "wellbeing/step_away_requests.html",
        {"production": production, "rows": rows, "form": DecisionForm()},
    )


@login_required
@require_POST
def step_away_decide(request: HttpRequest, production_id: int, request_id: int) -> HttpResponse:
    production = get_production_for(request.user, production_id, "wellbeing.handle_step_away")
    step = get_object_or_404(
        StepAwayRequest.objects.select_related("production", "scene", "shoot_day"),
        pk=request_id,
        production=production,
    )
    form = DecisionForm(request.POST)
    if form.is_valid():
        try:
            decide_step_away(step, form.cleaned_data["status"], actor=actor(request))
        except WellbeingRefused as exc:
            messages.error(request, str(exc))
        else:
            messages.success(request, "Recorded; the person who asked was told.")
    else:
        messages.error(request, "Choose acknowledged or arranged.")
    return redirect("step_away_requests", production_id=production.pk)
