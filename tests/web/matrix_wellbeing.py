"""Role matrix entries for the wellbeing pages (advisories, step away, support, concerns)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from django.urls import reverse

from closedset.productions.roles import Role

ALL_ROLES = frozenset(r.value for r in Role)
IC, MHC = Role.INTIMACY_COORDINATOR.value, Role.MENTAL_HEALTH_COORDINATOR.value
COORDINATORS = frozenset({IC, MHC})
MHC_ONLY = frozenset({MHC})
CALLED = ALL_ROLES - {Role.AGENT.value, Role.ADMIN.value}


def _p(w: Any) -> int:
    return w.production.pk


def _day(w: Any) -> int:
    return w.objects["anna_day"].pk


def _resource(w: Any) -> int:
    from closedset.wellbeing.models import SupportResource

    return SupportResource.objects.create(production=w.production, name="Helpline").pk


def _contact(w: Any) -> int:
    from closedset.wellbeing.models import ConcernContact

    return ConcernContact.objects.create(
        production=w.production, name="Union rep", email="rep@example.test", kind="union"
    ).pk


def _step_away_request(w: Any) -> int:
    from closedset.wellbeing.models import StepAwayRequest

    request = StepAwayRequest(
        production=w.production,
        scene=w.objects["anna_scene"],
        shoot_day=w.objects["anna_day"],
        membership=w.members["crew"],
    )
    request.save()
    return request.pk


def _concern(w: Any) -> int:
    from closedset.wellbeing.concerns import file_concern

    concern, _ = file_concern(
        w.production, actor=w.person("crew"), body="Something happened.", anonymous=False
    )
    return concern.pk


ENTRIES: dict[str, tuple[Callable[[Any], str], frozenset[str]]] = {
    "advisory_days": (lambda w: reverse("advisory_days", args=[_p(w)]), COORDINATORS),
    "day_advisories": (
        lambda w: reverse("day_advisories", args=[_p(w), _day(w)]),
        COORDINATORS,
    ),
    "my_advisories": (lambda w: reverse("my_advisories", args=[_p(w)]), CALLED),
    "step_away": (lambda w: reverse("step_away", args=[_p(w)]), CALLED),
    "step_away_requests": (lambda w: reverse("step_away_requests", args=[_p(w)]), COORDINATORS),
    "mhc_checkins": (lambda w: reverse("mhc_checkins", args=[_p(w)]), MHC_ONLY),
    "support": (lambda w: reverse("support", args=[_p(w)]), ALL_ROLES),
    "resource_new": (lambda w: reverse("resource_new", args=[_p(w)]), MHC_ONLY),
    "resource_edit": (
        lambda w: reverse("resource_edit", args=[_p(w), _resource(w)]),
        MHC_ONLY,
    ),
    "pulse_trend": (lambda w: reverse("pulse_trend", args=[_p(w)]), MHC_ONLY),
    "risk_assessments": (lambda w: reverse("risk_assessments", args=[_p(w)]), COORDINATORS),
    "risk_assessment": (
        lambda w: reverse(
            "risk_assessment", args=[_p(w), w.objects["anna_scene"].pk, "mental_health"]
        ),
        MHC_ONLY,
    ),
    "concern_new": (lambda w: reverse("concern_new", args=[_p(w)]), ALL_ROLES),
    "my_concerns": (lambda w: reverse("my_concerns", args=[_p(w)]), ALL_ROLES),
    "concern_list": (lambda w: reverse("concern_list", args=[_p(w)]), COORDINATORS),
    "concern_detail": (
        lambda w: reverse("concern_detail", args=[_p(w), _concern(w)]),
        COORDINATORS,
    ),
    "concern_contacts": (
        lambda w: reverse("concern_contacts", args=[_p(w)]),
        MHC_ONLY | {Role.ADMIN.value},
    ),
}

ACTIONS: dict[str, tuple[Callable[[Any], str], frozenset[str]]] = {
    "advisories_generate": (
        lambda w: reverse("advisories_generate", args=[_p(w), _day(w)]),
        COORDINATORS,
    ),
    "advisories_send": (
        lambda w: reverse("advisories_send", args=[_p(w), _day(w)]),
        COORDINATORS,
    ),
    "step_away_decide": (
        lambda w: reverse("step_away_decide", args=[_p(w), _step_away_request(w)]),
        COORDINATORS,
    ),
    "resource_remove": (
        lambda w: reverse("resource_remove", args=[_p(w), _resource(w)]),
        MHC_ONLY,
    ),
    "pulse_answer": (lambda w: reverse("pulse_answer", args=[_p(w)]), ALL_ROLES),
    "concern_contact_remove": (
        lambda w: reverse("concern_contact_remove", args=[_p(w), _contact(w)]),
        MHC_ONLY | {Role.ADMIN.value},
    ),
}

PUBLIC = {"concern_status"}
