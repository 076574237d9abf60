"""The choreography page of a scene: the IC's desk, and what leads and performers read."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.db.models import QuerySet
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.views.decorators.http import require_http_methods

from closedset.consent.queries import performers_in_scene
from closedset.productions.access import get_production_for, get_scene_for
from closedset.productions.models import Membership, Scene
from closedset.productions.requests import actor

from .conflicts import check_scene
from .domain import ChoreographyRefused, call_rehearsal, log_rehearsal, save_beat
from .forms import BeatForm, RehearsalCallForm, RehearsalForm
from .models import Beat, RehearsalCall, RehearsalEntry


def _beat(scene: Scene, beat_id: str | None) -> Beat | None:
    if not beat_id:
        return None
    beat = Beat.objects.filter(scene=scene, pk=int(beat_id) if beat_id.isdigit() else 0).first()
    if beat is None:
        raise Http404("No such beat")
    return beat


@login_required
@require_http_methods(["GET", "POST"])
def choreography(request: HttpRequest, production_id: int, scene_id: int) -> HttpResponse:
    production = get_production_for(request.user, production_id, "productions.view_production")
    scene = get_scene_for(request.user, production, scene_id, "choreography.view_choreography")
    can_edit = request.user.has_perm("choreography.edit_choreography", scene)
    performers = {m.pk: m for m in performers_in_scene(scene)}
    cast = [(pk, m.person.name) for pk, m in performers.items()]
    editing = (
        _beat(scene, request.GET.get("edit") or request.POST.get("beat")) if can_edit else None
    )
    beat_form = BeatForm(cast=cast, initial=_initial(editing, scene))
    rehearsal_form = RehearsalForm()
    call_form = RehearsalCallForm(cast=cast)
    if request.method == "POST":
        if not can_edit:
            raise Http404("No such page")
        if request.POST.get("action") == "call":
            call_form = RehearsalCallForm(request.POST, cast=cast)
            if call_form.is_valid() and _called(request, scene, call_form, performers):
                return redirect(request.path)
        elif request.POST.get("action") == "rehearsal":
            rehearsal_form = RehearsalForm(request.POST)
            if rehearsal_form.is_valid() and _logged(request, scene, rehearsal_form):
                return redirect(request.path)
        else:
            beat_form = BeatForm(request.POST, cast=cast)
            if beat_form.is_valid() and _saved(request, scene, beat_form, performers, editing):
                return redirect(request.path)
    return render(
        request,
        "choreography/choreography.html",
        {
            "production": production,
            "scene": scene,
            "checks": check_scene(scene),
            "can_edit": can_edit,
            "sees_conflicts": request.user.has_perm("choreography.view_conflicts", scene),
            "sees_reasons": request.user.has_perm("choreography.view_conflict_reasons", scene),
            "editing": editing,
            "beat_form": beat_form if can_edit else None,
            "rehearsal_form": rehearsal_form if can_edit else None,
            "call_form": call_form
            if request.user.has_perm("choreography.call_rehearsal", scene)
            else None,
            "calls": _calls(request, scene),
            "sees_called": request.user.has_perm("choreography.view_all_rehearsal_calls", scene),
            "rehearsals": RehearsalEntry.objects.filter(scene=scene).select_related("logged_by")
            if request.user.has_perm("choreography.view_rehearsals", scene)
            else None,
        },
    )


def _calls(request: HttpRequest, scene: Scene) -> QuerySet[RehearsalCall]:
    """Every call of the scene for the IC and leads; a performer's own calls otherwise."""
    calls = RehearsalCall.objects.filter(scene=scene).prefetch_related("performers__person")
    if request.user.has_perm("choreography.view_all_rehearsal_calls", scene):
        return calls
    return calls.filter(performers__person_id=request.user.pk or 0).distinct()


def _called(
    request: HttpRequest,
    scene: Scene,
    form: RehearsalCallForm,
    performers: dict[int, Membership],
) -> bool:
    starts_at, ends_at = form.span()
    try:
        call_rehearsal(
            scene,
            [performers[pk] for pk in form.cleaned_data["performers"]],
            actor=actor(request),
            starts_at=starts_at,
            ends_at=ends_at,
            location=form.cleaned_data["location"],
        )
    except ChoreographyRefused as exc:
        messages.error(request, str(exc))
        return False
    messages.success(request, f"Rehearsal called for {starts_at:%d %b %H:%M}.")
    return True


def _initial(beat: Beat | None, scene: Scene) -> dict[str, object]:
    if beat is None:
        return {"order": Beat.objects.filter(scene=scene).count() + 1}
    return {
        "order": beat.order,
        "toucher": beat.toucher_id,
        "touched": beat.touched_id,
        "zone": beat.zone,
        "how": beat.how,
        "barrier": beat.barrier,
    }


def _saved(
    request: HttpRequest,
    scene: Scene,
    form: BeatForm,
    performers: dict[int, Membership],
    beat: Beat | None,
) -> bool:
    data = form.cleaned_data
    try:
        save_beat(
            scene,
            actor=actor(request),
            order=data["order"],
            toucher=performers[data["toucher"]],
            touched=performers[data["touched"]],
            zone=data["zone"],
            how=data["how"],
            barrier=data["barrier"],
            beat=beat,
        )
    except ChoreographyRefused as exc:
        messages.error(request, str(exc))
        return False
    messages.success(request, "Beat saved.")
    return True


def _logged(request: HttpRequest, scene: Scene, form: RehearsalForm) -> bool:
    try:
        log_rehearsal(
            scene,
            actor=actor(request),
            on=form.cleaned_data["date"],
            notes=form.cleaned_data["notes"],
        )
    except ChoreographyRefused as exc:
        messages.error(request, str(exc))
        return False
    messages.success(request, "Rehearsal logged.")
    return True
