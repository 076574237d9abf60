"""Consent history as JSON: read it, and withdraw one's own consent; never edit it.

The performer sees their own versions for the scene, the IC every performer's.
Both see the private reason and note, as on the pages; nobody else reaches
these URLs (404). A withdrawal goes through ``consent.domain.withdraw_consent``
like the page's button: one new version, appended, whatever the body says.
"""

from __future__ import annotations

from typing import Any

from django.http import Http404, HttpRequest, HttpResponse, JsonResponse

from closedset.consent.domain import ConsentRefused, withdraw_consent
from closedset.consent.models import ConsentStatus, ConsentVersion
from closedset.consent.queries import PerformerConsent, consent_of, scene_consents
from closedset.productions.access import get_production_for, get_scene_for, membership_of
from closedset.productions.models import Production, Scene
from closedset.productions.requests import actor
from closedset.productions.roles import Role

from .http import BadRequest, api_view, json_body, when

REASON_LIMIT = 4000


def version_json(version: ConsentVersion) -> dict[str, Any]:
    return {
        "version": version.number,
        "status": version.status,
        "by": Role.INTIMACY_COORDINATOR.value
        if version.status == ConsentStatus.DRAFTED
        else Role.PERFORMER.value,
        "terms": version.terms,
        "reason": version.reason,
        "note": version.note,
        "created_at": when(version.created_at),
        "receipt": version.receipt,
    }


def history_json(consent: PerformerConsent) -> dict[str, Any]:
    return {
        "performer": {"id": consent.performer.pk, "name": consent.performer.person.name},
        "state": consent.state,
        "is_current": consent.is_current,
        "versions": [version_json(v) for v in consent.versions],
    }


def _scene_json(scene: Scene) -> dict[str, Any]:
    return {"id": scene.pk, "label": scene.label, "heading": scene.heading}


def _own_consent(request: HttpRequest, production: Production, scene: Scene) -> PerformerConsent:
    membership = membership_of(request.user, production)
    if membership is None:
        raise Http404("No such scene")
    return consent_of(scene, membership)


@api_view("GET")
def consents(request: HttpRequest, production_id: int, scene_id: int) -> HttpResponse:
    """GET: every performer's history for the IC; one's own for a performer in the scene."""
    production = get_production_for(request.user, production_id, "consent.view_consent_history")
    scene = get_scene_for(request.user, production, scene_id, "consent.view_scene_history")
    if request.user.has_perm("consent.manage_consents", production):
        rows = scene_consents(scene)
    else:
        rows = [_own_consent(request, production, scene)]
    return JsonResponse(
        {"scene": _scene_json(scene), "performers": [history_json(row) for row in rows]}
    )


@api_view("GET", "POST")
def withdraw(request: HttpRequest, production_id: int, scene_id: int) -> HttpResponse:
    """POST {"reason": optional}: withdraw at once. GET: what a withdrawal would end."""
    production = get_production_for(request.user, production_id, "consent.view_own_consents")
    scene = get_scene_for(request.user, production, scene_id, "consent.give_consent")
    if request.method == "GET":
        consent = _own_consent(request, production, scene)
        return JsonResponse(
            {
                "scene": _scene_json(scene),
                "state": consent.state,
                "latest": version_json(consent.latest) if consent.latest else None,
                "can_withdraw": consent.latest is not None
                and consent.state != ConsentStatus.WITHDRAWN,
            }
        )
    reason = json_body(request, {"reason"}).get("reason") or ""
    if not isinstance(reason, str):
        raise BadRequest("reason is text. Nothing was recorded.")
    before = _own_consent(request, production, scene).latest
    try:
        version = withdraw_consent(
            scene,
            actor=actor(request),
            reason=reason[:REASON_LIMIT],
        )
    except ConsentRefused as exc:
        return JsonResponse({"detail": str(exc)}, status=409)
    created = before is None or version.pk != before.pk
    return JsonResponse(version_json(version), status=201 if created else 200)
