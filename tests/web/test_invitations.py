"""An admin invites a person by email; the link makes them a member with those roles."""

from __future__ import annotations

import re
from typing import Any

from django.core import mail
from django.urls import reverse

from closedset.productions.models import Membership
from tests.factories import PersonFactory


def _invite(client: Any, world: Any, capture: Any, email: str, roles: list[str]) -> str:
    client.force_login(world.person("admin"))
    with capture(execute=True):
        response = client.post(
            reverse("invite", args=[world.production.pk]),
            {"email": email, "name": "Nadia Cole", "roles": roles},
        )
    assert response.status_code == 302
    match = re.search(r"/invite/[\w-]+/", mail.outbox[-1].body)
    assert match is not None
    client.logout()
    return match.group()


def test_invited_newcomer_creates_an_account_and_joins(
    client: Any, world: Any, django_capture_on_commit_callbacks: Any
) -> None:
    link = _invite(
        client, world, django_capture_on_commit_callbacks, "nadia@example.test", ["performer"]
    )
    password = "swimming at midnight 7"
    response = client.post(
        link, {"name": "Nadia Cole", "password1": password, "password2": password}
    )
    assert response.status_code == 302
    membership = Membership.objects.get(person__email="nadia@example.test")
    assert membership.production == world.production
    assert membership.roles == ["performer"]
    assert client.get(reverse("overview", args=[world.production.pk])).status_code == 200
    assert client.get(link).status_code == 404, "an invitation works once"


def test_existing_account_must_log_in_to_accept(
    client: Any, world: Any, django_capture_on_commit_callbacks: Any
) -> None:
    person = PersonFactory(email="crew2@example.test")
    link = _invite(
        client, world, django_capture_on_commit_callbacks, "crew2@example.test", ["crew"]
    )
    assert client.get(link).status_code == 302
    client.force_login(person)
    assert client.post(link, {}).status_code == 302
    assert Membership.objects.get(person=person, production=world.production).roles == ["crew"]


def test_invitation_needs_matching_passwords(
    client: Any, world: Any, django_capture_on_commit_callbacks: Any
) -> None:
    link = _invite(
        client, world, django_capture_on_commit_callbacks, "new@example.test", ["editor"]
    )
    response = client.post(link, {"name": "N", "password1": "abc12345xyz", "password2": "zzz"})
    assert response.status_code == 200
    assert not Membership.objects.filter(person__email="new@example.test").exists()


def test_nobody_but_the_admin_can_invite(client: Any, world: Any) -> None:
    client.force_login(world.person("producer"))
    response = client.post(
        reverse("invite", args=[world.production.pk]),
        {"email": "x@example.test", "roles": ["producer"]},
    )
    assert response.status_code == 404
    assert mail.outbox == []
