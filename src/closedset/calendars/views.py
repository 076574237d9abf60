"""A member's calendar link: make it, see it once, revoke it; and the feed it opens."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.views.decorators.http import require_GET, require_http_methods

from closedset.productions.access import get_production_for, membership_of
from closedset.productions.requests import actor

from .feed import build_feed
from .tokens import issue_feed_token, live_token, membership_for_token, revoke_feed_tokens


@login_required
@require_http_methods(["GET", "POST"])
def calendar(request: HttpRequest, production_id: int) -> HttpResponse:
    production = get_production_for(request.user, production_id, "calendars.subscribe")
    membership = membership_of(request.user, production)
    if membership is None:
        raise Http404("No such production")
    feed_url = None
    if request.method == "POST":
        if request.POST.get("action") == "revoke":
            revoke_feed_tokens(membership, actor=actor(request))
            messages.success(request, "Your calendar link no longer works.")
            return redirect("calendar", production_id=production.pk)
        raw = issue_feed_token(membership, actor=actor(request))
        feed_url = request.build_absolute_uri(reverse("calendar_feed", args=[raw]))
    return render(
        request,
        "calendars/calendar.html",
        {
            "production": production,
            "token": live_token(membership),
            "feed_url": feed_url,
            "webcal_url": feed_url.replace("https://", "webcal://", 1).replace(
                "http://", "webcal://", 1
            )
            if feed_url
            else None,
        },
    )


@require_GET
def calendar_feed(request: HttpRequest, token: str) -> HttpResponse:
    """Public by design: calendar apps cannot log in. The unguessable token is the key."""
    membership = membership_for_token(token)
    if membership is None:
        raise Http404("No such calendar")
    response = HttpResponse(
        build_feed(membership, request.build_absolute_uri),
        content_type="text/calendar; charset=utf-8",
    )
    response["Cache-Control"] = "private, no-store"
    response["X-Robots-Tag"] = "noindex"
    response["Referrer-Policy"] = "no-referrer"
    return response
