"""Emails are recorded with the change, sent after commit, retried, and shown when they fail."""

from __future__ import annotations

import socket
from datetime import timedelta
from typing import Any

import pytest
from django.core import mail
from django.db import transaction
from django.urls import reverse
from django.utils import timezone

from closedset.notifications import notify
from closedset.notifications.domain import MAX_ATTEMPTS, send_due
from closedset.notifications.models import DeliveryStatus, Notification


def closed_port() -> int:
    """A local port nobody listens on, so the real SMTP backend fails to connect."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@pytest.fixture
def unreachable_smtp(settings: Any) -> None:
    settings.EMAIL_BACKEND = "django.core.mail.backends.smtp.EmailBackend"
    settings.EMAIL_HOST = "127.0.0.1"
    settings.EMAIL_PORT = closed_port()
    settings.EMAIL_TIMEOUT = 2


def tell_ic(world: Any) -> list[Notification]:
    return notify(
        [world.person("intimacy_coordinator")],
        "Night Swim: scene 1 is not ready",
        "Scene 1 is not ready.",
        kind="scene_not_ready",
        production=world.production,
    )


def test_a_notification_is_sent_once_the_change_commits(
    world: Any, django_capture_on_commit_callbacks: Any
) -> None:
    with django_capture_on_commit_callbacks(execute=True):
        (row,) = tell_ic(world)
        assert mail.outbox == [], "nothing leaves before the transaction commits"
    row.refresh_from_db()
    assert row.status == DeliveryStatus.SENT
    assert row.attempts == 1
    assert [m.to for m in mail.outbox] == [["intimacy_coordinator@example.test"]]


def test_a_rolled_back_change_emails_nobody(
    world: Any, django_capture_on_commit_callbacks: Any
) -> None:
    def failing_change() -> None:
        with transaction.atomic():
            tell_ic(world)
            raise RuntimeError("the change failed")

    with django_capture_on_commit_callbacks(execute=True), pytest.raises(RuntimeError):
        failing_change()
    assert mail.outbox == []
    assert not Notification.objects.exists()


def test_the_same_person_twice_gets_one_email(
    world: Any, django_capture_on_commit_callbacks: Any
) -> None:
    ic = world.person("intimacy_coordinator")
    with django_capture_on_commit_callbacks(execute=True):
        rows = notify(
            [ic, ic.email.upper(), ic], "s", "b", kind="test", production=world.production
        )
    assert len(rows) == 1
    assert len(mail.outbox) == 1


@pytest.mark.usefixtures("unreachable_smtp")
def test_a_failed_send_is_kept_and_retried_until_it_arrives(
    world: Any, settings: Any, django_capture_on_commit_callbacks: Any
) -> None:
    with django_capture_on_commit_callbacks(execute=True):
        (row,) = tell_ic(world)
    row.refresh_from_db()
    assert row.status == DeliveryStatus.RETRYING
    assert row.attempts == 1
    assert "ConnectionRefused" in row.last_error
    assert row.next_attempt_at is not None

    assert send_due(now=timezone.now()) == 0, "not due yet"
    settings.EMAIL_BACKEND = "django.core.mail.backends.locmem.EmailBackend"
    with django_capture_on_commit_callbacks(execute=True):
        assert send_due(now=timezone.now() + timedelta(hours=1)) == 1
    row.refresh_from_db()
    assert row.status == DeliveryStatus.SENT
    assert row.attempts == 2
    assert len(mail.outbox) == 1


@pytest.mark.usefixtures("unreachable_smtp")
def test_a_send_that_keeps_failing_is_shown_to_the_ic_who_can_send_it_again(
    client: Any, world: Any, settings: Any, django_capture_on_commit_callbacks: Any
) -> None:
    with django_capture_on_commit_callbacks(execute=True):
        (row,) = tell_ic(world)
    later = timezone.now()
    for _ in range(MAX_ATTEMPTS - 1):
        later += timedelta(days=1)
        with django_capture_on_commit_callbacks(execute=True):
            send_due(now=later)
    row.refresh_from_db()
    assert row.status == DeliveryStatus.FAILED
    assert row.attempts == MAX_ATTEMPTS
    assert send_due(now=later + timedelta(days=30)) == 0, "a failed row waits for a person"

    client.force_login(world.person("intimacy_coordinator"))
    listing = client.get(reverse("deliveries", args=[world.production.pk]))
    assert "1 not delivered yet" in listing.content.decode()
    assert "ConnectionRefused" in listing.content.decode()

    settings.EMAIL_BACKEND = "django.core.mail.backends.locmem.EmailBackend"
    with django_capture_on_commit_callbacks(execute=True):
        response = client.post(reverse("resend_notification", args=[world.production.pk, row.pk]))
    assert response.status_code == 302
    row.refresh_from_db()
    assert row.status == DeliveryStatus.SENT
    assert len(mail.outbox) == 1


def test_members_see_only_their_own_notifications(
    client: Any, world: Any, django_capture_on_commit_callbacks: Any
) -> None:
    with django_capture_on_commit_callbacks(execute=True):
        tell_ic(world)
        notify(
            [world.person("performer")],
            "Your rider is ready to sign",
            "Please sign.",
            kind="test",
            production=world.production,
        )
    client.force_login(world.person("performer"))
    inbox = client.get(reverse("inbox", args=[world.production.pk])).content.decode()
    assert "Your rider is ready to sign" in inbox
    assert "not ready" not in inbox


def test_a_coordinator_cannot_resend_another_productions_notification(
    client: Any, world: Any, django_capture_on_commit_callbacks: Any
) -> None:
    with django_capture_on_commit_callbacks(execute=True):
        (row,) = notify(["x@example.test"], "s", "b", kind="t", production=world.other_production)
    client.force_login(world.person("intimacy_coordinator"))
    response = client.post(reverse("resend_notification", args=[world.production.pk, row.pk]))
    assert response.status_code == 404


def test_the_delivery_list_makes_a_fixed_number_of_queries(
    client: Any, world: Any, django_assert_max_num_queries: Any
) -> None:
    for n in range(30):
        notify(
            [world.person("crew"), f"guest{n}@example.test"],
            f"n{n}",
            "b",
            kind="t",
            production=world.production,
        )
    client.force_login(world.person("intimacy_coordinator"))
    with django_assert_max_num_queries(10):
        assert client.get(reverse("deliveries", args=[world.production.pk])).status_code == 200
