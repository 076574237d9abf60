"""Generating, signing, distributing and acknowledging riders: each call inserts rows only.

Every call locks the production's rider chain head first, so two signatures
or two generations at the same moment are serialised and numbered in order.
"""

from __future__ import annotations

import hashlib
from typing import TYPE_CHECKING

from django.conf import settings
from django.db import transaction
from django.urls import reverse

from closedset.audit.chain import append, lock_chain
from closedset.consent.queries import performer_consents, performers_in_scene
from closedset.notifications import notify
from closedset.productions.access import membership_of, roles_of
from closedset.productions.models import Membership
from closedset.productions.roles import Role

from .document import render_rider, rider_scene
from .models import (
    Distribution,
    Receipt,
    RecipientKind,
    Representation,
    Rider,
    RiderSignature,
    chain_key,
)

if TYPE_CHECKING:
    from closedset.accounts.models import Person


class RiderRefused(Exception):
    """An action the actor may not take on this rider; str() says why, for the actor."""


def sha256_of(html: str) -> str:
    return hashlib.sha256(html.encode("utf-8")).hexdigest()


def _require_ic(actor: Person, performer: Membership) -> None:
    if Role.INTIMACY_COORDINATOR not in roles_of(actor, performer.production):
        raise RiderRefused("Only the production's intimacy coordinator does this.")


def generate_rider(performer: Membership, *, actor: Person) -> Rider:
    """A new rider from the performer's current confirmed consents; the old one is superseded."""
    _require_ic(actor, performer)
    current = [c for c in performer_consents(performer) if c.is_current and c.latest]
    if not current:
        raise RiderRefused(f"{performer.person.name} has confirmed no consent yet.")
    scenes = []
    for consent in current:
        assert consent.latest is not None
        names = {m.pk: m.person.name for m in performers_in_scene(consent.scene)}
        scenes.append(rider_scene(consent.scene, consent.latest.terms, names))
    versions = sorted(c.latest.pk for c in current if c.latest)
    with transaction.atomic():
        head = lock_chain(chain_key(performer.production_id, "rider"))
        latest = Rider.objects.filter(performer=performer).order_by("-number").first()
        number = latest.number + 1 if latest else 1
        html = render_rider(performer.production, performer, number, scenes)
        return append(
            head,
            Rider(
                production=performer.production,
                performer=performer,
                number=number,
                html=html,
                sha256=sha256_of(html),
                consent_versions=versions,
                scene_ids=sorted(c.scene.pk for c in current),
                actor=actor,
            ),
        )


def sign_rider(
    rider: Rider, *, actor: Person, password: str, typed_name: str, seen_sha256: str
) -> RiderSignature:
    """The performer signs the exact document they saw, after re-entering their password."""
    membership = membership_of(actor, rider.production)
    if membership is None or membership.pk != rider.performer_id:
        raise RiderRefused("Only the performer named in the rider signs it.")
    if not actor.check_password(password):
        raise RiderRefused("That password is not right. Nothing was signed.")
    if not typed_name.strip():
        raise RiderRefused("Type your name to sign.")
    with transaction.atomic():
        head = lock_chain(chain_key(rider.production_id, "signature"))
        if seen_sha256 != rider.sha256 or sha256_of(rider.html) != rider.sha256:
            raise RiderRefused("The document changed since you opened it. Read it again to sign.")
        if rider.is_superseded:
            raise RiderRefused("This rider is superseded by a newer one. Nothing was signed.")
        return append(
            head,
            RiderSignature(
                rider=rider,
                typed_name=typed_name.strip(),
                document_sha256=rider.sha256,
                actor=actor,
            ),
        )


def distribute_rider(
    rider: Rider, *, actor: Person, kind: str, recipient: Membership | None, email: str = ""
) -> Distribution:
    """Send a signed, current rider to one recipient, who is emailed a link to acknowledge it."""
    _require_ic(actor, rider.performer)
    if rider.signature is None or rider.is_superseded:
        raise RiderRefused("Only a signed, current rider is sent out.")
    if kind in (RecipientKind.AGENT, RecipientKind.EDITOR):
        if recipient is None or recipient.production_id != rider.production_id:
            raise RiderRefused("Choose a member of this production.")
        if kind not in recipient.roles:
            raise RiderRefused(f"{recipient.person.name} is not an {kind} on this production.")
        if kind == RecipientKind.AGENT and not Representation.objects.filter(
            agent=recipient, performer_id=rider.performer_id
        ):
            raise RiderRefused(f"{recipient.person.name} does not represent this performer.")
        email = recipient.person.email
    elif kind == RecipientKind.LEGAL:
        recipient = None
    else:
        raise RiderRefused("Unknown kind of recipient.")
    if not email:
        raise RiderRefused("The recipient has no email address.")
    with transaction.atomic():
        head = lock_chain(chain_key(rider.production_id, "distribution"))
        sent = append(
            head,
            Distribution(rider=rider, kind=kind, recipient=recipient, email=email, actor=actor),
        )
        _mail_link(sent)
    return sent


def _mail_link(sent: Distribution) -> None:
    """Members get a link behind their login; legal gets a private link that records receipt."""
    rider = sent.rider
    if sent.recipient is None:
        path = reverse("rider_receipt", args=[sent.token])
    elif sent.kind == RecipientKind.EDITOR:
        path = reverse("edit_restrictions", args=[rider.production_id])
    else:
        path = reverse("rider_detail", args=[rider.production_id, rider.pk])
    subject = f"{rider.production.title}: signed rider for acknowledgement"
    body = (
        f"A signed nudity rider on {rider.production.title} was sent to you.\n"
        f"Please read and acknowledge receipt: {settings.SITE_URL}{path}\n"
    )
    notify([sent.email], subject, body, kind="rider_distributed", production=rider.production)


def acknowledge(sent: Distribution, *, actor: Person | None) -> Receipt:
    """Record receipt once; a member acknowledges only what was sent to them."""
    if sent.recipient is not None and (actor is None or sent.recipient.person_id != actor.pk):
        raise RiderRefused("Only the recipient acknowledges this rider.")
    with transaction.atomic():
        head = lock_chain(chain_key(sent.rider.production_id, "receipt"))
        existing = sent.receipt
        if existing is not None:
            return existing
        return append(head, Receipt(distribution=sent, acknowledged_by=actor))


def represent(agent: Membership, performer: Membership, *, actor: Person) -> Representation:
    """The IC records that an agent represents a performer, so the agent sees their riders."""
    _require_ic(actor, performer)
    if Role.AGENT not in agent.roles or Role.PERFORMER not in performer.roles:
        raise RiderRefused("Link an agent to a performer.")
    if agent.production_id != performer.production_id:
        raise RiderRefused("Both must be on this production.")
    link, _ = Representation.objects.get_or_create(
        production=performer.production, agent=agent, performer=performer
    )
    return link
