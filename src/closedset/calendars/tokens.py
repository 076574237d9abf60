"""Issue, revoke and look up feed tokens; the raw token leaves the server once, at issue."""

from __future__ import annotations

import hashlib
import secrets
from typing import TYPE_CHECKING

from django.db import transaction
from django.utils import timezone

from closedset.productions.models import Membership

from .models import FeedToken

if TYPE_CHECKING:
    from closedset.accounts.models import Person


class CalendarRefused(Exception):
    """A change the actor may not make; str() says why, for the actor."""


def hash_token(raw: str) -> str:
    return hashlib.sha256(raw.encode()).hexdigest()


def _require_owner(membership: Membership, actor: Person) -> None:
    if membership.person_id != actor.pk:
        raise CalendarRefused("Only the person themselves manages their calendar link.")


def issue_feed_token(membership: Membership, *, actor: Person) -> str:
    """Revoke any live token and make a new one; return the raw token, which is not kept."""
    _require_owner(membership, actor)
    raw = secrets.token_urlsafe(32)
    with transaction.atomic():
        Membership.objects.select_for_update().filter(pk=membership.pk).first()
        _revoke_live(membership)
        FeedToken.objects.create(membership=membership, token_hash=hash_token(raw))
    return raw


def revoke_feed_tokens(membership: Membership, *, actor: Person) -> int:
    """Stop the current link from working; return how many live tokens were revoked."""
    _require_owner(membership, actor)
    with transaction.atomic():
        return _revoke_live(membership)


def _revoke_live(membership: Membership) -> int:
    live = FeedToken.objects.filter(membership=membership, revoked_at__isnull=True)
    return live.update(revoked_at=timezone.now())


def live_token(membership: Membership) -> FeedToken | None:
    return FeedToken.objects.filter(membership=membership, revoked_at__isnull=True).first()


def membership_for_token(raw: str) -> Membership | None:
    """The membership a live token opens, or None for an unknown or revoked one."""
    token = (
        FeedToken.objects.filter(token_hash=hash_token(raw), revoked_at__isnull=True)
        .select_related("membership__production", "membership__person")
        .first()
    )
    return token.membership if token else None
