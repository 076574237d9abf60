"""A scene's wardrobe page: costume's worklist and fittings, the IC's view, a performer's own."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.db.models import QuerySet
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.views.decorators.http import require_http_methods

from closedset.consent.queries import performers_in_scene
from closedset.productions.access import get_production_for, get_scene_for, membership_of
from closedset.productions.models import Membership, Scene
from closedset.productions.requests import actor

from .derivation import Needed, needed_garments
from .domain import WardrobeRefused, advance_garment, schedule_fitting, set_size
from .forms import FittingForm
from .models import Fitting, GarmentItem, GarmentStatus, PerformerSize


@login_required
@require_http_methods(["GET", "POST"])
def wardrobe(request: HttpRequest, production_id: int, scene_id: int) -> HttpResponse:
    production = get_production_for(request.user, production_id, "productions.view_production")
    scene = get_scene_for(request.user, production, scene_id, "wardrobe.view_wardrobe")
    needed = needed_garments(scene)
    can_book = request.user.has_perm("wardrobe.schedule_fitting", scene)
    cast = {m.pk: m for m in performers_in_scene(scene)} if can_book else {}
    choices = [(pk, m.person.name) for pk, m in cast.items()]
    fitting_form = FittingForm(cast=choices)
    if request.method == "POST":
        if request.POST.get("action") == "fitting" and can_book:
            fitting_form = FittingForm(request.POST, cast=choices)
            if fitting_form.is_valid() and _booked(request, scene, fitting_form, cast):
                return redirect(request.path)
        elif request.user.has_perm("wardrobe.manage_wardrobe", scene):
            _act(request, scene, needed)
            return redirect(request.path)
        else:
            raise Http404("No such page")
    sees_all = request.user.has_perm("wardrobe.view_all_garments", scene)
    own = membership_of(request.user, production)
    if not sees_all:
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
            "fittings": _fittings(scene, sees_all, own),
            "fitting_form": fitting_form if can_book else None,
        },
    )


def _fittings(scene: Scene, sees_all: bool, own: Membership | None) -> QuerySet[Fitting]:
    """All the scene's fittings for costume and the IC; a performer's own otherwise."""
    fittings = Fitting.objects.filter(scene=scene).select_related("performer__person")
    if sees_all:
        return fittings
    return fittings.filter(performer=own) if own is not None else fittings.none()


def _booked(
    request: HttpRequest, scene: Scene, form: FittingForm, cast: dict[int, Membership]
) -> bool:
    starts_at, ends_at = form.span()
    try:
        schedule_fitting(
            scene,
            cast[form.cleaned_data["performer"]],
            actor=actor(request),
            starts_at=starts_at,
            ends_at=ends_at,
            location=form.cleaned_data["location"],
        )
    except WardrobeRefused as exc:
        messages.error(request, str(exc))
        return False
    messages.success(request, f"Fitting booked for {starts_at:%d %b %H:%M}.")
    return True


def _act(request: HttpRequest, scene: Scene, needed: list[Needed]) -> None:
    performers = {n.performer.pk: n.performer for n in needed}
    raw = str(request.POST.get("performer", ""))
    performer = performers.get(int(raw)) if raw.isdigit() else None
    if performer is None:
        raise Http404("No such performer in this scene")
    try:
        if request.POST.get("action") == "size":
            set_size(performer, str(request.POST.get("sizes", ""))[:300], actor=actor(request))
            messages.success(request, f"Sizes of {performer.person.name} saved.")
        else:
            item = advance_garment(
                scene,
                performer,
                str(request.POST.get("kind", "")),
                actor=actor(request),
            )
            messages.success(
                request, f"{item.get_kind_display()} is now {item.get_status_display().lower()}."
            )
    except WardrobeRefused as exc:
        messages.error(request, str(exc))
