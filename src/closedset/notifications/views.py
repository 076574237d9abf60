"""Delivery status for coordinators, and each member's own notifications."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.views.decorators.http import require_GET, require_POST

from closedset.productions.access import get_production_for

from .domain import resend
from .models import DeliveryStatus, Notification

PAGE_SIZE = 200


@login_required
@require_GET
def deliveries(request: HttpRequest, production_id: int) -> HttpResponse:
    production = get_production_for(request.user, production_id, "notifications.view_deliveries")
    rows = production.notifications.select_related("recipient")[:PAGE_SIZE]
    failing = production.notifications.exclude(status=DeliveryStatus.SENT).count()
    return render(
        request,
        "notifications/deliveries.html",
        {"production": production, "rows": rows, "failing": failing},
    )


@login_required
@require_POST
def resend_notification(
    request: HttpRequest, production_id: int, notification_id: int
) -> HttpResponse:
    production = get_production_for(request.user, production_id, "notifications.view_deliveries")
    row = get_object_or_404(Notification, pk=notification_id, production=production)
    resend(row)
    messages.success(request, f"Sending “{row.subject}” to {row.email} again.")
    return redirect("deliveries", production_id=production.pk)


@login_required
@require_GET
def inbox(request: HttpRequest, production_id: int) -> HttpResponse:
    production = get_production_for(request.user, production_id, "notifications.view_own")
    rows = production.notifications.filter(recipient_id=request.user.pk)[:PAGE_SIZE]
    return render(request, "notifications/inbox.html", {"production": production, "rows": rows})
