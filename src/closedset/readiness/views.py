"""The readiness dashboard and its live part, polled by htmx every few seconds."""

from __future__ import annotations

from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.urls import reverse
from django.utils import timezone
from django.views.decorators.http import require_GET

from closedset.onset.queries import open_pauses
from closedset.productions.access import get_production_for
from closedset.productions.models import Production

from .evaluate import production_readiness

POLL_SECONDS = 3


def _context(request: HttpRequest, production: Production) -> dict[str, object]:
    show_all = request.GET.get("all") == "1"
    since = None if show_all else timezone.localdate()
    days = production_readiness(production, since)
    scenes = [s for day in days for s in day.scenes]
    return {
        "production": production,
        "days": days,
        "show_all": show_all,
        "scene_count": len(scenes),
        "not_ready": sum(1 for s in scenes if not s.ready),
        "show_private": request.user.has_perm("readiness.view_private_reasons", production),
        "poll_seconds": POLL_SECONDS,
        "checked_at": timezone.localtime(),
        **_pauses(request, production),
    }


def _pauses(request: HttpRequest, production: Production) -> dict[str, object]:
    """Open pauses for those a pause reaches (IC, MHC, 1st AD); nobody else sees them here."""
    if not request.user.has_perm("onset.handle_pauses", production):
        return {"show_pauses": False}
    return {
        "show_pauses": True,
        "pauses": open_pauses(production),
        "pause_return": reverse("readiness", args=[production.pk]),
    }


@login_required
@require_GET
def dashboard(request: HttpRequest, production_id: int) -> HttpResponse:
    production = get_production_for(request.user, production_id, "readiness.view_dashboard")
    return render(request, "readiness/dashboard.html", _context(request, production))


@login_required
@require_GET
def dashboard_live(request: HttpRequest, production_id: int) -> HttpResponse:
    production = get_production_for(request.user, production_id, "readiness.view_dashboard")
    return render(request, "readiness/_live.html", _context(request, production))
