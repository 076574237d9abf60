"""The closed-set list: the production's index, the editing page, and the printable sheet."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.views.decorators.http import require_GET, require_POST

from closedset.breakdown.analysis import review_scenes
from closedset.productions.access import get_production_for
from closedset.productions.models import Scene
from closedset.productions.requests import actor

from ..domain import CLOSED_SET_RULES, OnSetRefused, add_entry, publish, remove_entry
from ..models import ClosedSetList
from ..queries import closed_set_state
from .common import posted_id, posted_member, scene_for

VIEW, EDIT = "onset.view_closed_sets", "onset.edit_closed_set"


@login_required
@require_GET
def closed_sets(request: HttpRequest, production_id: int) -> HttpResponse:
    production = get_production_for(request.user, production_id, VIEW)
    scenes = list(production.scenes.filter(is_omitted=False))
    states = closed_set_state([s.pk for s in scenes])
    reviews = review_scenes(production, scenes)
    rows = [(r.scene, [f.category for f in r.active], states[r.scene.pk]) for r in reviews]
    return render(request, "onset/closed_sets.html", {"production": production, "rows": rows})


def _list_of(scene: Scene) -> ClosedSetList | None:
    return (
        ClosedSetList.objects.filter(scene=scene)
        .select_related("published_by", "background_told_by")
        .first()
    )


def list_context(scene: Scene) -> dict[str, object]:
    """The list, its entries and its publications, in a fixed number of queries."""
    closed_set = _list_of(scene)
    entries = list(closed_set.entries.select_related("membership__person")) if closed_set else []
    return {
        "scene": scene,
        "closed_set": closed_set,
        "entries": entries,
        "rules": CLOSED_SET_RULES,
    }


@login_required
@require_GET
def closed_set(request: HttpRequest, production_id: int, scene_id: int) -> HttpResponse:
    production, scene = scene_for(request, production_id, scene_id, VIEW)
    ctx = list_context(scene)
    closed_set = ctx["closed_set"]
    listed = {e.membership_id for e in ctx["entries"]}  # type: ignore[attr-defined]
    ctx.update(
        production=production,
        can_edit=request.user.has_perm(EDIT, production),
        can_keep_door=request.user.has_perm("onset.keep_door", production),
        members=[m for m in production.members.select_related("person") if m.pk not in listed],
        publications=(
            list(closed_set.publications.select_related("published_by"))  # type: ignore[attr-defined]
            if closed_set
            else []
        ),
    )
    return render(request, "onset/closed_set.html", ctx)


@login_required
@require_GET
def closed_set_print(request: HttpRequest, production_id: int, scene_id: int) -> HttpResponse:
    production, scene = scene_for(request, production_id, scene_id, VIEW)
    ctx = list_context(scene)
    ctx["production"] = production
    return render(request, "onset/closed_set_print.html", ctx)


@login_required
@require_POST
def closed_set_add(request: HttpRequest, production_id: int, scene_id: int) -> HttpResponse:
    production, scene = scene_for(request, production_id, scene_id, EDIT)
    membership = posted_member(request, production)
    try:
        if membership is None:
            raise OnSetRefused("Choose a person to add.")
        add_entry(scene, membership, str(request.POST.get("role_on_set", "")), actor=actor(request))
        messages.success(request, f"{membership.person.name} is on the list.")
    except OnSetRefused as exc:
        messages.error(request, str(exc))
    return redirect("closed_set", production.pk, scene.pk)


@login_required
@require_POST
def closed_set_remove(request: HttpRequest, production_id: int, scene_id: int) -> HttpResponse:
    production, scene = scene_for(request, production_id, scene_id, EDIT)
    try:
        remove_entry(scene, posted_id(request, "membership") or 0, actor=actor(request))
        messages.success(request, "Taken off the list. Publish it again when it is right.")
    except OnSetRefused as exc:
        messages.error(request, str(exc))
    return redirect("closed_set", production.pk, scene.pk)


@login_required
@require_POST
def closed_set_publish(request: HttpRequest, production_id: int, scene_id: int) -> HttpResponse:
    production, scene = scene_for(request, production_id, scene_id, EDIT)
    try:
        publish(scene, actor=actor(request))
        messages.success(request, "The list is published; everyone on it has been told.")
    except OnSetRefused as exc:
        messages.error(request, str(exc))
    return redirect("closed_set", production.pk, scene.pk)
