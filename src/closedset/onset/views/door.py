"""The phone page at the door of a closed set: who is listed, who was let in or turned away."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.views.decorators.http import require_GET, require_POST

from ..domain import OnSetRefused, admit, record_background_told
from .closed_set import VIEW, list_context
from .common import posted_member, scene_for

DOOR = "onset.keep_door"
RECENT = 50


@login_required
@require_GET
def closed_set_door(request: HttpRequest, production_id: int, scene_id: int) -> HttpResponse:
    production, scene = scene_for(request, production_id, scene_id, VIEW)
    ctx = list_context(scene)
    closed_set = ctx["closed_set"]
    listed = {e.membership_id for e in ctx["entries"]}  # type: ignore[attr-defined]
    admissions = (
        list(
            closed_set.admissions.select_related("membership__person", "admitted_by")[:RECENT]  # type: ignore[attr-defined]
        )
        if closed_set
        else []
    )
    ctx.update(
        production=production,
        can_keep_door=request.user.has_perm(DOOR, production),
        others=[m for m in production.members.select_related("person") if m.pk not in listed],
        admissions=admissions,
    )
    return render(request, "onset/closed_set_door.html", ctx)


@login_required
@require_POST
def closed_set_admit(request: HttpRequest, production_id: int, scene_id: int) -> HttpResponse:
    production, scene = scene_for(request, production_id, scene_id, DOOR)
    membership = posted_member(request, production)
    refused = request.POST.get("decision") == "refuse"
    try:
        entry = admit(
            scene,
            actor=request.user,  # type: ignore[arg-type]
            membership=membership,
            visitor_name=str(request.POST.get("visitor_name", "")),
            refused=refused,
        )
        verb = "turned away" if refused else "let in"
        listed = "on the list" if entry.on_list else "not on the list"
        messages.success(request, f"{entry.name} {verb} ({listed}).")
    except OnSetRefused as exc:
        messages.error(request, str(exc))
    return redirect("closed_set_door", production.pk, scene.pk)


@login_required
@require_POST
def closed_set_background(request: HttpRequest, production_id: int, scene_id: int) -> HttpResponse:
    production, scene = scene_for(request, production_id, scene_id, DOOR)
    try:
        record_background_told(scene, str(request.POST.get("note", "")), actor=request.user)  # type: ignore[arg-type]
        messages.success(request, "Recorded: background actors were told in advance.")
    except OnSetRefused as exc:
        messages.error(request, str(exc))
    return redirect("closed_set", production.pk, scene.pk)
