"""The MHC's check-in log: conversations noted for follow-up, read by MHCs only."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.views.decorators.http import require_http_methods

from closedset.productions.access import get_production_for

from ..domain import WellbeingRefused, log_checkin
from ..forms import CheckInForm
from ..models import MHCCheckIn
from . import actor

PAGE_SIZE = 200


@login_required
@require_http_methods(["GET", "POST"])
def checkins(request: HttpRequest, production_id: int) -> HttpResponse:
    production = get_production_for(request.user, production_id, "wellbeing.log_checkins")
    form = CheckInForm(request.POST or None, production=production)
    if request.method == "POST" and form.is_valid():
        try:
            log_checkin(
                form.cleaned_data["membership"],
                actor=actor(request),
                note=form.cleaned_data["note"],
                follow_up=form.cleaned_data["follow_up"],
            )
        except WellbeingRefused as exc:
            messages.error(request, str(exc))
        else:
            messages.success(request, "Check-in logged.")
            return redirect("mhc_checkins", production_id=production.pk)
    rows = MHCCheckIn.objects.filter(production=production).select_related(
        "membership__person", "by"
    )[:PAGE_SIZE]
    return render(
        request, "wellbeing/checkins.html", {"production": production, "form": form, "rows": rows}
    )
