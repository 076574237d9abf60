"""A performer asks for an intimacy coordinator; readiness then needs one, and nobody learns who."""

from __future__ import annotations

from typing import Any

from django.core import mail

from closedset.consent.models import CoordinatorRequest

from .consent_helpers import my_consent_url
from .readiness_helpers import failing_checks


def test_a_request_makes_an_unflagged_scene_need_an_ic_until_one_is_engaged(
    client: Any, world: Any, django_capture_on_commit_callbacks: Any
) -> None:
    ic = world.members["intimacy_coordinator"]
    ic.roles = ["crew"]
    ic.save()
    assert "ic_engaged" not in failing_checks(world), "nothing flagged, nothing asked"

    client.force_login(world.person("performer"))
    with django_capture_on_commit_callbacks(execute=True):
        response = client.post(my_consent_url(world), {"action": "ask_ic"}, follow=True)
    assert "sent without your name" in response.content.decode()
    assert "ic_engaged" in failing_checks(world)

    producer_mail = [m for m in mail.outbox if world.person("producer").email in m.to]
    assert len(producer_mail) == 1
    assert "A performer asked for an intimacy coordinator" in producer_mail[0].body
    assert world.person("performer").name not in producer_mail[0].body

    ic.roles = ["intimacy_coordinator"]
    ic.save()
    assert "ic_engaged" not in failing_checks(world)


def test_asking_twice_keeps_one_request_and_one_email(
    client: Any, world: Any, django_capture_on_commit_callbacks: Any
) -> None:
    client.force_login(world.person("performer"))
    with django_capture_on_commit_callbacks(execute=True):
        client.post(my_consent_url(world), {"action": "ask_ic"})
        response = client.post(my_consent_url(world), {"action": "ask_ic"}, follow=True)
    assert "You already asked" in response.content.decode()
    assert CoordinatorRequest.objects.count() == 1
    assert len(mail.outbox) == 2, "one to the IC, one to the producer, once"


def test_only_a_performer_in_the_scene_can_ask(client: Any, world: Any) -> None:
    client.force_login(world.person("other_performer"))
    response = client.post(my_consent_url(world), {"action": "ask_ic"})
    assert response.status_code == 404
    assert not CoordinatorRequest.objects.exists()
