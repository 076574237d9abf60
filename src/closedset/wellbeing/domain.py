"""Step-away requests, MHC check-ins, risk assessments and the daily pulse.

Each function takes the actor as a keyword, checks they may act, and writes
inside one transaction. Emails never carry a private note or say who asked.
"""

from __future__ import annotations

import hashlib
import hmac
from datetime import date, datetime
from typing import TYPE_CHECKING

from django.conf import settings
from django.db import IntegrityError, transaction
from django.urls import reverse

from closedset.audit.sealing import seal
from closedset.notifications import notify
from closedset.productions.access import membership_of, people_with, roles_of
from closedset.productions.models import Membership, Production, Scene, ScheduledScene
from closedset.productions.roles import COORDINATORS, PRODUCTION_ROLES, Role

from .models import (
    MHCCheckIn,
    PulseColour,
    PulseReceipt,
    PulseResponse,
    RiskAssessment,
    StepAwayDecision,
    StepAwayRequest,
)
from .queries import called_on_days, text_sha256

if TYPE_CHECKING:
    from closedset.accounts.models import Person


class WellbeingRefused(Exception):
    """An action the actor may not take; str() says why, for the actor."""


def request_step_away(
    scheduled: ScheduledScene, *, actor: Person, note: str = ""
) -> StepAwayRequest:
    """A person called that day asks to be off set for the scene; the MHC is told, not who."""
    production = scheduled.shoot_day.production
    membership = membership_of(actor, production)
    called = called_on_days([scheduled.shoot_day_id])[scheduled.shoot_day_id]
    if membership is None or membership.pk not in called:
        raise WellbeingRefused("You can ask to step away only from scenes on days you are called.")
    with transaction.atomic():
        request = StepAwayRequest(
            production=production,
            scene=scheduled.scene,
            shoot_day=scheduled.shoot_day,
            membership=membership,
            note_sealed=seal(note.strip()),
        )
        request.save()
        handlers = people_with(
            production, frozenset({Role.MENTAL_HEALTH_COORDINATOR})
        ) or people_with(production, frozenset({Role.INTIMACY_COORDINATOR}))
        link = settings.SITE_URL + reverse("step_away_requests", args=[production.pk])
        notify(
            handlers,
            f"{production.title}: a step-away request",
            f"Someone asked to step away from scene {scheduled.scene.label} on "
            f"{scheduled.shoot_day}.\n\nOpen Closed Set to read it: {link}\n",
            kind="step_away",
            production=production,
        )
    return request


def decide_step_away(request: StepAwayRequest, status: str, *, actor: Person) -> StepAwayDecision:
    """The IC or MHC records that the request was acknowledged or arranged; the asker is told."""
    roles = roles_of(actor, request.production)
    if not roles & COORDINATORS or roles & PRODUCTION_ROLES:
        raise WellbeingRefused("Only the production's MHC or IC answers step-away requests.")
    if status not in StepAwayDecision.Status.values:
        raise WellbeingRefused("Choose acknowledged or arranged.")
    with transaction.atomic():
        decision = StepAwayDecision(request=request, status=status, decided_by=actor)
        decision.save()
        person = request.membership.person
        label = StepAwayDecision.Status(status).label.lower()
        link = settings.SITE_URL + reverse("step_away", args=[request.production_id])
        notify(
            [person],
            f"{request.production.title}: your step-away request was {label}",
            f"Your request to step away from scene {request.scene.label} on "
            f"{request.shoot_day} was {label}.\n\n{link}\n",
            kind="step_away",
            production=request.production,
        )
    return decision


def log_checkin(
    membership: Membership,
    *,
    actor: Person,
    note: str,
    follow_up: bool,
    at: datetime | None = None,
) -> MHCCheckIn:
    """The MHC notes a conversation in their own log; nobody else reads it."""
    roles = roles_of(actor, membership.production)
    if Role.MENTAL_HEALTH_COORDINATOR not in roles or roles & PRODUCTION_ROLES:
        raise WellbeingRefused("Only the production's MHC keeps the check-in log.")
    checkin = MHCCheckIn(
        production=membership.production,
        membership=membership,
        by=actor,
        note_sealed=seal(note.strip()),
        follow_up=follow_up,
    )
    if at is not None:
        checkin.at = at
    checkin.save()
    return checkin


WRITERS = {
    RiskAssessment.Kind.MENTAL_HEALTH: Role.MENTAL_HEALTH_COORDINATOR,
    RiskAssessment.Kind.INTIMACY: Role.INTIMACY_COORDINATOR,
}


def write_risk_assessment(
    scene: Scene, kind: str, *, actor: Person, hazards: str, controls: str
) -> RiskAssessment:
    """A new version, tied to the scene text it assessed so a rewrite shows it needs revisiting."""
    writer = WRITERS.get(RiskAssessment.Kind(kind)) if kind in RiskAssessment.Kind.values else None
    if writer is None or writer not in roles_of(actor, scene.production):
        raise WellbeingRefused("The MHC writes mental health assessments, the IC intimacy ones.")
    with transaction.atomic():
        Scene.objects.select_for_update().filter(pk=scene.pk).first()
        latest = RiskAssessment.objects.filter(scene=scene, kind=kind).order_by("-version").first()
        assessment = RiskAssessment(
            production=scene.production,
            scene=scene,
            kind=kind,
            version=latest.version + 1 if latest else 1,
            hazards=hazards.strip(),
            controls=controls.strip(),
            author=actor,
            scene_sha256=text_sha256(scene.text),
        )
        assessment.save()
    return assessment


def pulse_digest(person_id: int, production_id: int, day: date) -> str:
    """Who answered on a day, keyed so it cannot be read back without the server's secret."""
    message = f"pulse:{person_id}:{production_id}:{day.isoformat()}".encode()
    return hmac.new(settings.SECRET_KEY.encode(), message, hashlib.sha256).hexdigest()


def has_answered_pulse(production: Production, *, actor: Person, day: date) -> bool:
    return PulseReceipt.objects.filter(digest=pulse_digest(actor.pk, production.pk, day)).exists()


def answer_pulse(production: Production, colour: str, *, actor: Person, day: date) -> bool:
    """Record one anonymous answer a day per member; False when they had already answered."""
    if membership_of(actor, production) is None:
        raise WellbeingRefused("Only members of the production answer its pulse.")
    if colour not in PulseColour.values:
        raise WellbeingRefused("Choose green, orange or red.")
    try:
        with transaction.atomic():
            PulseReceipt.objects.create(digest=pulse_digest(actor.pk, production.pk, day))
            PulseResponse.objects.create(production=production, date=day, colour=colour)
    except IntegrityError:
        return False
    return True
