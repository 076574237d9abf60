"""Queue, send and retry notifications.

:func:`notify` only writes rows; the send happens in a background task once
the caller's transaction has committed, so a rolled-back change never emails
anyone and a slow mail server never slows a request. A failed send is kept
with its error and retried with growing delays; after the last attempt it is
marked failed and shown on the delivery page, where it can be sent again.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime, timedelta
from typing import TYPE_CHECKING

from django.conf import settings
from django.core.mail import send_mail
from django.db import transaction
from django.utils import timezone

from .models import DeliveryStatus, Notification

if TYPE_CHECKING:
    from closedset.accounts.models import Person
    from closedset.productions.models import Production

MAX_ATTEMPTS = 5
FIRST_RETRY_SECONDS = 30


def notify(
    recipients: Iterable[Person | str],
    subject: str,
    body: str,
    *,
    kind: str,
    production: Production | None = None,
) -> list[Notification]:
    """Record one email per distinct recipient with an address; send them after commit."""
    rows = [
        Notification(
            production=production,
            kind=kind,
            recipient=None if isinstance(to, str) else to,
            email=to if isinstance(to, str) else to.email,
            subject=subject[:200],
            body=body,
        )
        for to in _distinct(recipients)
    ]
    for row in rows:
        row.save()
    ids = [row.pk for row in rows]
    transaction.on_commit(lambda: _enqueue_all(ids))
    return rows


def _distinct(recipients: Iterable[Person | str]) -> list[Person | str]:
    seen: set[str] = set()
    unique: list[Person | str] = []
    for to in recipients:
        email = (to if isinstance(to, str) else to.email).strip().lower()
        if email and email not in seen:
            seen.add(email)
            unique.append(to)
    return unique


def _enqueue_all(ids: list[int]) -> None:
    from .tasks import deliver_notification

    for pk in ids:
        deliver_notification.enqueue(pk)


def deliver(notification_id: int) -> str:
    """Send one notification unless it was already sent; record the outcome."""
    with transaction.atomic():
        row = Notification.objects.select_for_update().filter(pk=notification_id).first()
        if row is None or row.status == DeliveryStatus.SENT:
            return "skipped"
        row.attempts += 1
        try:
            send_mail(row.subject, row.body, settings.DEFAULT_FROM_EMAIL, [row.email])
        except Exception as error:
            _record_failure(row, error)
        else:
            row.status = DeliveryStatus.SENT
            row.sent_at = timezone.now()
            row.last_error = ""
            row.next_attempt_at = None
        row.save()
    if row.status == DeliveryStatus.RETRYING:
        transaction.on_commit(lambda: _schedule_retry(row))
    return str(row.status)


def _record_failure(row: Notification, error: Exception) -> None:
    row.last_error = f"{type(error).__name__}: {error}"[:500]
    if row.attempts >= MAX_ATTEMPTS:
        row.status = DeliveryStatus.FAILED
        row.next_attempt_at = None
        return
    row.status = DeliveryStatus.RETRYING
    delay = FIRST_RETRY_SECONDS * 2 ** (row.attempts - 1)
    row.next_attempt_at = timezone.now() + timedelta(seconds=delay)


def _schedule_retry(row: Notification) -> None:
    """Defer the next attempt where the task backend can; else `send_due` picks it up."""
    from .tasks import deliver_notification

    if deliver_notification.get_backend().supports_defer and row.next_attempt_at:
        deliver_notification.using(run_after=row.next_attempt_at).enqueue(row.pk)


def send_due(now: datetime | None = None) -> int:
    """Send every notification whose retry time has come; the worker runs this on a timer."""
    moment = now or timezone.now()
    due = Notification.objects.filter(
        status__in=[DeliveryStatus.QUEUED, DeliveryStatus.RETRYING],
        next_attempt_at__lte=moment,
    ).values_list("pk", flat=True)
    return sum(1 for pk in list(due) if deliver(pk) == DeliveryStatus.SENT)


def resend(notification: Notification) -> None:
    """A coordinator sends a failed notification again, with a fresh set of attempts."""
    with transaction.atomic():
        row = Notification.objects.select_for_update().get(pk=notification.pk)
        if row.status == DeliveryStatus.SENT:
            return
        row.status = DeliveryStatus.QUEUED
        row.attempts = 0
        row.next_attempt_at = None
        row.save()
    transaction.on_commit(lambda: _enqueue_all([row.pk]))
