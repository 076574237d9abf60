"""Confidential concerns: filed by any member, routed away from the power and from the named.

The alert email says only that a concern was filed; the body and the
reporter are read in Closed Set by the IC, the MHC and the union/HR
contacts, never by a director, producer or 1st AD, and never by anyone the
concern names. The reporter keeps a receipt code, stored only as its hash,
to follow the status on a public page without an account.
"""

from __future__ import annotations

import hashlib
import secrets
from collections.abc import Iterable
from typing import TYPE_CHECKING

from django.conf import settings
from django.db import transaction
from django.db.models import QuerySet
from django.urls import reverse

from closedset.audit.chain import append, lock_chain
from closedset.audit.sealing import seal
from closedset.notifications import notify
from closedset.productions.access import membership_of, roles_of
from closedset.productions.models import Membership, Production
from closedset.productions.roles import COORDINATORS, PRODUCTION_ROLES

from .domain import WellbeingRefused
from .models import Concern, ConcernStatus, ConcernUpdate, concern_chain

if TYPE_CHECKING:
    from closedset.accounts.models import Person

CODE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
CODE_GROUPS = 4
"""Four groups of four base-32 characters: 80 bits, never guessed."""


def new_receipt_code() -> str:
    chars = "".join(secrets.choice(CODE_ALPHABET) for _ in range(4 * CODE_GROUPS))
    return "-".join(chars[i : i + 4] for i in range(0, len(chars), 4))


def receipt_hash(code: str) -> str:
    """Hash of the code as typed, forgiving case, spaces, dashes and look-alike letters."""
    cleaned = "".join(c for c in code.upper() if c.isalnum())
    cleaned = cleaned.translate(str.maketrans("OIL", "011"))
    return hashlib.sha256(cleaned.encode("ascii", "ignore")).hexdigest()


def concern_for_code(code: str) -> Concern | None:
    """Lookup by hash: the stored value is never compared with the code itself."""
    if not code.strip():
        return None
    return Concern.objects.filter(receipt_hash=receipt_hash(code)).first()


def may_handle(person: Person, production: Production) -> bool:
    roles = roles_of(person, production)
    return bool(roles & COORDINATORS) and not roles & PRODUCTION_ROLES


def file_concern(
    production: Production,
    *,
    actor: Person,
    body: str,
    anonymous: bool,
    named: Iterable[Membership] = (),
) -> tuple[Concern, str]:
    """Record the concern and alert its handlers; returns it with the receipt code, shown once."""
    membership = membership_of(actor, production)
    if membership is None:
        raise WellbeingRefused("Only members of the production file concerns here.")
    if not body.strip():
        raise WellbeingRefused("Write what happened or what worries you.")
    named = [m for m in named if m.production_id == production.pk]
    code = new_receipt_code()
    with transaction.atomic():
        head = lock_chain(concern_chain(production.pk))
        concern = append(
            head,
            Concern(
                production=production,
                reporter=None if anonymous else membership,
                anonymous=anonymous,
                body_sealed=seal(body.strip()),
                receipt_hash=receipt_hash(code),
                named_ids=sorted(m.pk for m in named),
            ),
        )
        concern.named.set(named)
        append(head, ConcernUpdate(concern=concern, status=ConcernStatus.RECEIVED))
        _alert_handlers(production, named)
    return concern, code


def concern_recipients(production: Production, named: Iterable[Membership]) -> list[Person | str]:
    """IC, MHC and union/HR contacts; never a production lead and never anyone named."""
    named_ids = {m.pk for m in named}
    named_emails = {m.person.email.strip().lower() for m in named}
    recipients: list[Person | str] = [
        m.person
        for m in production.members.select_related("person")
        if m.pk not in named_ids
        and set(m.roles) & COORDINATORS
        and not set(m.roles) & PRODUCTION_ROLES
    ]
    recipients += [
        c.email
        for c in production.concern_contacts.all()
        if c.email.strip().lower() not in named_emails
    ]
    return recipients


def _alert_handlers(production: Production, named: list[Membership]) -> None:
    link = settings.SITE_URL + reverse("concern_list", args=[production.pk])
    notify(
        concern_recipients(production, named),
        f"{production.title}: a new confidential concern",
        f"A new confidential concern was filed on {production.title}; "
        f"open Closed Set to read it.\n\n{link}\n",
        kind="concern",
        production=production,
    )


def handled_concerns(person: Person, production: Production) -> QuerySet[Concern]:
    """The concerns a handler may read: every one that does not name them."""
    if not may_handle(person, production):
        return Concern.objects.none()
    return Concern.objects.filter(production=production).exclude(named__person=person)


def update_concern(concern: Concern, *, actor: Person, status: str, note: str) -> ConcernUpdate:
    """A handler moves the concern on; the note is what the reporter reads."""
    if not handled_concerns(actor, concern.production).filter(pk=concern.pk).exists():
        raise WellbeingRefused("You cannot handle this concern.")
    if status not in ConcernStatus.values:
        raise WellbeingRefused("Choose a status.")
    with transaction.atomic():
        head = lock_chain(concern_chain(concern.production_id))
        update = append(
            head,
            ConcernUpdate(concern=concern, status=status, note_sealed=seal(note.strip()), by=actor),
        )
        if concern.reporter_id:
            link = settings.SITE_URL + reverse("my_concerns", args=[concern.production_id])
            notify(
                [concern.reporter.person],  # type: ignore[union-attr]
                f"{concern.production.title}: your concern was updated",
                f"There is news on a concern you filed. Open Closed Set to read it: {link}\n",
                kind="concern",
                production=concern.production,
            )
    return update
