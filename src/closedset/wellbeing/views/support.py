"""Support resources for every member, kept by the MHC; the anonymous daily pulse."""

from __future__ import annotations

from collections import defaultdict

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.db.models import Count
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.utils import timezone
from django.views.decorators.http import require_GET, require_http_methods, require_POST

from closedset.productions.access import get_production_for

from ..advisories import resources_for
from ..domain import WellbeingRefused, answer_pulse, has_answered_pulse
from ..forms import PulseForm, SupportResourceForm
from ..models import PulseColour, PulseResponse, SupportResource
from . import actor

PULSE_MINIMUM = 3
"""Days with fewer answers are hidden: two answers and a small crew name their authors."""


@login_required
@require_GET
def support(request: HttpRequest, production_id: int) -> HttpResponse:
    production = get_production_for(request.user, production_id, "wellbeing.view_support")
    manages = request.user.has_perm("wellbeing.manage_support", production)
    resources = production.support_resources.all() if manages else resources_for(production)
    return render(
        request,
        "wellbeing/support.html",
        {
            "production": production,
            "resources": resources,
            "manages": manages,
            "answered": has_answered_pulse(
                production, actor=actor(request), day=timezone.localdate()
            ),
            "colours": PulseColour.choices,
        },
    )


@login_required
@require_http_methods(["GET", "POST"])
def resource_new(request: HttpRequest, production_id: int) -> HttpResponse:
    production = get_production_for(request.user, production_id, "wellbeing.manage_support")
    form = SupportResourceForm(request.POST or None, initial={"territory": production.territory})
    if request.method == "POST" and form.is_valid():
        form.instance.production = production
        form.save()
        messages.success(request, "Resource added.")
        return redirect("support", production_id=production.pk)
    return render(request, "wellbeing/resource_form.html", {"production": production, "form": form})


@login_required
@require_http_methods(["GET", "POST"])
def resource_edit(request: HttpRequest, production_id: int, resource_id: int) -> HttpResponse:
    production = get_production_for(request.user, production_id, "wellbeing.manage_support")
    resource = get_object_or_404(SupportResource, pk=resource_id, production=production)
    form = SupportResourceForm(request.POST or None, instance=resource)
    if request.method == "POST" and form.is_valid():
        form.save()
        messages.success(request, "Resource saved.")
        return redirect("support", production_id=production.pk)
    return render(
        request,
        "wellbeing/resource_form.html",
        {"production": production, "form": form, "resource": resource},
    )


@login_required
@require_POST
def resource_remove(request: HttpRequest, production_id: int, resource_id: int) -> HttpResponse:
    production = get_production_for(request.user, production_id, "wellbeing.manage_support")
    resource = get_object_or_404(SupportResource, pk=resource_id, production=production)
    resource.delete()
    messages.success(request, f"{resource.name} removed.")
    return redirect("support", production_id=production.pk)


@login_required
@require_POST
def pulse_answer(request: HttpRequest, production_id: int) -> HttpResponse:
    production = get_production_for(request.user, production_id, "wellbeing.answer_pulse")
    form = PulseForm(request.POST)
    if not form.is_valid():
        messages.error(request, "Choose green, orange or red.")
        return redirect("support", production_id=production.pk)
    try:
        recorded = answer_pulse(
            production, form.cleaned_data["colour"], actor=actor(request), day=timezone.localdate()
        )
    except WellbeingRefused as exc:
        messages.error(request, str(exc))
    else:
        messages.success(
            request,
            "Thank you. Your answer was recorded without your name."
            if recorded
            else "You already answered today.",
        )
    return redirect("support", production_id=production.pk)


@login_required
@require_GET
def pulse_trend(request: HttpRequest, production_id: int) -> HttpResponse:
    production = get_production_for(request.user, production_id, "wellbeing.view_pulse_trend")
    counts: dict[object, dict[str, int]] = defaultdict(dict)
    for row in (
        PulseResponse.objects.filter(production=production)
        .values("date", "colour")
        .annotate(n=Count("id"))
    ):
        counts[row["date"]][row["colour"]] = row["n"]
    days = []
    hidden = 0
    for day in sorted(counts, reverse=True):  # type: ignore[type-var]
        per_colour = [counts[day].get(c, 0) for c in PulseColour.values]
        if sum(per_colour) < PULSE_MINIMUM:
            hidden += 1
            continue
        days.append((day, per_colour, sum(per_colour)))
    return render(
        request,
        "wellbeing/pulse_trend.html",
        {
            "production": production,
            "days": days,
            "hidden": hidden,
            "minimum": PULSE_MINIMUM,
            "colours": PulseColour.choices,
        },
    )
