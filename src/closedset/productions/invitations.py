"""Inviting people to a production: domain functions, mail sent after commit."""

from __future__ import annotations

from typing import TYPE_CHECKING

from django.conf import settings
from django.contrib.auth import get_user_model
from django.db import transaction
from django.urls import reverse
from django.utils import timezone

from closedset.notifications import notify

from .models import Invitation, Membership, Production

if TYPE_CHECKING:
    from closedset.accounts.models import Person


def send_invitation(
    production: Production, *, email: str, name: str, roles: list[str], actor: Person
) -> Invitation:
    with transaction.atomic():
        invitation = Invitation.objects.create(
            production=production,
            email=email.lower(),
            name=name,
            roles=sorted(set(roles)),
            invited_by=actor,
        )
        link = settings.SITE_URL + reverse("accept_invitation", args=[invitation.token])
        body = (
            f"{actor} invited you to {production.title} on Closed Set.\n\n"
            f"Open this link to join: {link}\n\nIt expires on {invitation.expires_at:%d %B %Y}."
        )
        notify(
            [invitation.email],
            f"Invitation to {production.title}",
            body,
            kind="invitation",
            production=production,
        )
    return invitation


def accept_invitation(invitation: Invitation, *, name: str, password: str | None) -> Person:
    """Create or reuse the account and merge the invited roles into the membership."""
    people = get_user_model()
    with transaction.atomic():
        locked = Invitation.objects.select_for_update().get(pk=invitation.pk)
        person = people.objects.filter(email__iexact=locked.email).first()
        if person is None:
            person = people.objects.create_user(locked.email, password, name=name)
        membership, _ = Membership.objects.get_or_create(
            production=locked.production, person=person
        )
        membership.roles = sorted(set(membership.roles) | set(locked.roles))
        membership.save(update_fields=["roles"])
        if locked.accepted_at is None:
            locked.accepted_at = timezone.now()
            locked.save(update_fields=["accepted_at"])
    return person
