"""The wardrobe page of a scene: costume's worklist, the IC's view, a performer's own items."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.views.decorators.http import require_http_methods

from closedset.productions.access import get_production_for, get_scene_for, membership_of
from closedset.productions.models import Scene

from .derivation import Needed, needed_garments
from .domain import WardrobeRefused, advance_garment, set_size
from .models import GarmentItem, GarmentStatus, PerformerSize


@login_required
@require_http_methods(["GET", "POST"])
def wardrobe(request: HttpRequest, production_id: int, scene_id: int) -> HttpResponse:
    production = get_production_for(request.user, production_id, "productions.view_production")
    scene = get_scene_for(request.user, production, scene_id, "wardrobe.view_wardrobe")
    needed = needed_garments(scene)
    if request.method == "POST":
        if not request.user.has_perm("wardrobe.manage_wardrobe", scene):
            raise Http404("No such page")
        _act(request, scene, needed)
        return redirect(request.path)
    if not request.user.has_perm("wardrobe.view_all_garments", scene):
        own = membership_of(request.user, production)
        needed = [n for n in needed if own is not None and n.performer.pk == own.pk]
    items = {
        (i.performer_id, i.kind): i
        for i in GarmentItem.objects.filter(scene=scene).prefetch_related("changes__changed_by")
    }
    rows = [(n, items.get((n.performer.pk, n.kind))) for n in needed]
    sizes = None
    if request.user.has_perm("wardrobe.view_sizes", scene):
        performers = {n.performer.pk: n.performer for n in needed}
        stored = {s.performer_id: s for s in PerformerSize.objects.filter(performer__in=performers)}
        sizes = [(m, stored.get(pk)) for pk, m in performers.items()]
    return render(
        request,
        "wardrobe/wardrobe.html",
        {
            "production": production,
            "scene": scene,
            "rows": rows,
            "sizes": sizes,
            "can_manage": request.user.has_perm("wardrobe.manage_wardrobe", scene),
            "needed_label": GarmentStatus.NEEDED.label,
        },
    )


def _act(request: HttpRequest, scene: Scene, needed: list[Needed]) -> None:
    performers = {n.performer.pk: n.performer for n in needed}
    raw = str(request.POST.get("performer", ""))
    performer = performers.get(int(raw)) if raw.isdigit() else None
    if performer is None:
        raise Http404("No such performer in this scene")
    try:
        if request.POST.get("action") == "size":
            set_size(performer, str(request.POST.get("sizes", ""))[:300], actor=request.user)  # type: ignore[arg-type]
            messages.success(request, f"Sizes of {performer.person.name} saved.")
        else:
            item = advance_garment(
                scene,
                performer,
                str(request.POST.get("kind", "")),
                actor=request.user,  # type: ignore[arg-type]
            )
            messages.success(
                request, f"{item.get_kind_display()} is now {item.get_status_display().lower()}."
            )
    except WardrobeRefused as exc:
        messages.error(request, str(exc))
