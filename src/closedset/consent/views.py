"""Consent pages: the performer's own consents, and the IC's drafting desk per scene."""

from __future__ import annotations

from typing import Any

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.views.decorators.http import require_http_methods

from closedset.productions.access import get_production_for, get_scene_for
from closedset.productions.models import Membership, Scene
from closedset.productions.requests import actor, own_membership, posted_id

from .domain import (
    ConsentRefused,
    confirm_consent,
    draft_consent,
    request_coordinator,
    withdraw_consent,
)
from .doubles import DoubleRefused, assign_double, double_outside_consent
from .forms import ConfirmForm, TermsForm, WithdrawForm
from .models import BodyDouble, ConsentStatus, ConsentVersion
from .queries import PerformerConsent, consent_of, performer_consents, performers_in_scene
from .queries import scene_consents as consents_in_scene
from .schema import TermsInvalid, describe_terms, nothing_agreed

REASON_LIMIT = 4000


def _described(version: ConsentVersion | None, names: dict[int, str]) -> list[tuple[str, str]]:
    return describe_terms(version.terms, names) if version else []


def _names(scene: Scene) -> dict[int, str]:
    return {m.pk: m.person.name for m in performers_in_scene(scene)}


@login_required
def my_consents(request: HttpRequest, production_id: int) -> HttpResponse:
    production = get_production_for(request.user, production_id, "consent.view_own_consents")
    rows = performer_consents(own_membership(request, production))
    return render(request, "consent/my_consents.html", {"production": production, "rows": rows})


@login_required
@require_http_methods(["GET", "POST"])
def my_consent(request: HttpRequest, production_id: int, scene_id: int) -> HttpResponse:
    production = get_production_for(request.user, production_id, "consent.view_own_consents")
    scene = get_scene_for(request.user, production, scene_id, "consent.give_consent")
    here = reverse("my_consent", args=[production.pk, scene.pk])
    if request.method == "POST":
        try:
            version = _act(request, scene)
        except ConsentRefused as exc:
            messages.error(request, str(exc))
            return redirect(here)
        if version is None:
            return redirect(here)
        return redirect(f"{here}?received={version.number}")
    consent = consent_of(scene, own_membership(request, production))
    return render(
        request,
        "consent/my_consent.html",
        {
            "production": production,
            "scene": scene,
            "consent": consent,
            "terms": _described(consent.latest_draft, _names(scene)),
            "received": _receipt(request, consent),
            "confirm_form": ConfirmForm(
                initial={"draft": consent.latest_draft.number if consent.latest_draft else None}
            ),
            "withdraw_form": WithdrawForm(),
        },
    )


def _act(request: HttpRequest, scene: Scene) -> ConsentVersion | None:
    """Run the performer's button; a withdrawal never fails on a form detail."""
    action = request.POST.get("action")
    if action == "ask_ic":
        asked = request_coordinator(scene, actor=actor(request))
        messages.success(
            request,
            "Your request for an intimacy coordinator was sent without your name."
            if asked
            else "You already asked; the request stands.",
        )
        return None
    if action == "withdraw":
        reason = str(request.POST.get("reason", ""))[:REASON_LIMIT]
        return withdraw_consent(scene, actor=request.user, reason=reason)  # type: ignore[arg-type]
    form = ConfirmForm(request.POST)
    if action == "confirm" and form.is_valid():
        return confirm_consent(
            scene,
            actor=actor(request),
            draft_number=form.cleaned_data["draft"],
            note=form.cleaned_data["note"],
        )
    messages.error(request, "Nothing was recorded: choose Confirm or Withdraw.")
    return None


def _receipt(request: HttpRequest, consent: PerformerConsent) -> ConsentVersion | None:
    """The performer's own confirmation or withdrawal named in ?received=, if there is one."""
    number = request.GET.get("received", "")
    return next(
        (
            v
            for v in consent.versions
            if str(v.number) == number
            and v.actor_id == request.user.pk
            and v.status != ConsentStatus.DRAFTED
        ),
        None,
    )


@login_required
@require_http_methods(["GET", "POST"])
def scene_consents(request: HttpRequest, production_id: int, scene_id: int) -> HttpResponse:
    production = get_production_for(request.user, production_id, "consent.manage_consents")
    scene = get_scene_for(request.user, production, scene_id, "consent.manage_consents")
    if request.method == "POST":
        _assign_double(request, scene)
        return redirect("scene_consents", production_id=production.pk, scene_id=scene.pk)
    names = _names(scene)
    consents = consents_in_scene(scene)
    rows = [(row, _described(row.latest, names)) for row in consents]
    current = {c.performer.pk: c.latest.terms for c in consents if c.is_current and c.latest}
    doubles = [
        (d, double_outside_consent(current.get(d.performer_id), current.get(d.double_id)))
        for d in BodyDouble.objects.filter(scene=scene).select_related(
            "performer__person", "double__person"
        )
    ]
    return render(
        request,
        "consent/scene_consents.html",
        {
            "production": production,
            "scene": scene,
            "rows": rows,
            "doubles": doubles,
            "cast": [c.performer for c in consents],
        },
    )


def _assign_double(request: HttpRequest, scene: Scene) -> None:
    cast = {m.pk: m for m in performers_in_scene(scene)}
    performer = cast.get(posted_id(request, "performer") or 0)
    double = cast.get(posted_id(request, "double") or 0)
    if performer is None or double is None:
        messages.error(request, "Choose a performer and a double, both cast in this scene.")
        return
    try:
        assign_double(scene, performer, double, actor=actor(request))
    except DoubleRefused as exc:
        messages.error(request, str(exc))
        return
    messages.success(request, f"{double.person.name} doubles {performer.person.name} here.")


@login_required
@require_http_methods(["GET", "POST"])
def consent_draft(
    request: HttpRequest, production_id: int, scene_id: int, membership_id: int
) -> HttpResponse:
    production = get_production_for(request.user, production_id, "consent.manage_consents")
    scene = get_scene_for(request.user, production, scene_id, "consent.manage_consents")
    cast = performers_in_scene(scene)
    performer = next((m for m in cast if m.pk == membership_id), None)
    if performer is None:
        raise Http404("No such performer in this scene")
    partners = [(m.pk, m.person.name) for m in cast if m.pk != performer.pk]
    consent = consent_of(scene, performer)
    if request.method == "POST":
        form = TermsForm(request.POST, partners=partners)
        if form.is_valid() and _drafted(request, scene, performer, form.cleaned_data):
            return redirect("scene_consents", production_id=production.pk, scene_id=scene.pk)
    else:
        base = consent.latest_draft.terms if consent.latest_draft else nothing_agreed()
        form = TermsForm(initial=TermsForm.initial_from(base), partners=partners)
    names = _names(scene)
    history = [(v, describe_terms(v.terms, names)) for v in reversed(consent.versions)]
    return render(
        request,
        "consent/consent_draft.html",
        {
            "production": production,
            "scene": scene,
            "performer": performer,
            "consent": consent,
            "form": form,
            "history": history,
        },
    )


def _drafted(
    request: HttpRequest, scene: Scene, performer: Membership, data: dict[str, Any]
) -> bool:
    try:
        draft_consent(
            scene,
            performer,
            data["terms"],
            actor=actor(request),
            reason=data["reason"],
        )
    except (ConsentRefused, TermsInvalid) as exc:
        messages.error(request, str(exc))
        return False
    messages.success(request, f"Terms drafted. {performer.person.name} is asked to confirm them.")
    return True
