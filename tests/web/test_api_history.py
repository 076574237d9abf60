"""Stories: someone tries to rewrite consent and rider history through the API and the pages.

Every attempt is refused and leaves each version, its number, status and hash
exactly as they were; the hash chains still verify afterwards.
"""

from __future__ import annotations

from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from closedset.audit.verify import verify_history
from closedset.consent.queries import consent_of
from closedset.riders.models import Rider, RiderSignature

from .api_helpers import (
    confirmed_with_history,
    consents_url,
    history_snapshot,
    post_json,
    rider_url,
    withdraw_url,
)
from .consent_helpers import my_consent_url, some_terms
from .rider_helpers import rider_for

REWRITES = ["put", "patch", "delete"]


def _rider_snapshot() -> list[tuple[Any, ...]]:
    return list(Rider.objects.values_list("pk", "number", "sha256", "html", "entry_hash")) + list(
        RiderSignature.objects.values_list("pk", "typed_name", "document_sha256", "entry_hash")
    )


@pytest.mark.parametrize("method", REWRITES)
@pytest.mark.parametrize("role", ["performer", "intimacy_coordinator"])
def test_put_patch_delete_are_refused_and_change_nothing(
    client: Any, world: Any, method: str, role: str
) -> None:
    confirmed_with_history(world)
    rider = rider_for(world, signed=True)
    before, riders_before = history_snapshot(), _rider_snapshot()
    client.force_login(world.person(role))
    rewrite = {"version": 2, "status": "withdrawn", "terms": some_terms(kissing=[])}
    for url in (consents_url(world), withdraw_url(world), rider_url(world, rider)):
        response = getattr(client, method)(url, rewrite, content_type="application/json")
        assert response.status_code == 405, url
        assert "GET" in response["Allow"]
    assert history_snapshot() == before
    assert _rider_snapshot() == riders_before
    assert not verify_history().breaks


def test_resending_an_old_version_number_does_not_overwrite_it(client: Any, world: Any) -> None:
    confirmed_with_history(world)
    before = history_snapshot()
    client.force_login(world.person("performer"))
    for attempt in (
        {"version": 2, "status": "withdrawn"},
        {"reason": "x", "number": 1, "terms": some_terms(kissing=[])},
        {"version": 5, "status": "confirmed", "reason": "keep it current"},
    ):
        response = post_json(client, withdraw_url(world), attempt)
        assert response.status_code == 400
        assert "Nothing was recorded" in response.json()["detail"]
    assert post_json(client, consents_url(world), {"version": 1}).status_code == 405
    assert history_snapshot() == before
    post_json(client, withdraw_url(world), {"reason": "now for real"})
    after = history_snapshot()
    assert after[: len(before)] == before
    assert [(number, status) for _, number, status, _ in after[len(before) :]] == [(6, "withdrawn")]
    assert not verify_history().breaks


def test_a_malformed_body_records_nothing(client: Any, world: Any) -> None:
    confirmed_with_history(world)
    before = history_snapshot()
    client.force_login(world.person("performer"))
    for body in ("{not json", "[1, 2]", '{"reason": 42}'):
        response = client.post(withdraw_url(world), body, content_type="application/json")
        assert response.status_code == 400
    assert history_snapshot() == before


def test_the_pages_refuse_rewrites_too(client: Any, world: Any) -> None:
    confirmed_with_history(world)
    rider = rider_for(world, signed=True)
    before, riders_before = history_snapshot(), _rider_snapshot()
    client.force_login(world.person("performer"))
    detail = reverse("rider_detail", args=[world.production.pk, rider.pk])
    for url in (my_consent_url(world), detail):
        assert client.put(url).status_code == 405
        assert client.delete(url).status_code == 405
    stale = client.post(my_consent_url(world), {"action": "confirm", "draft": 1}, follow=True)
    assert "terms changed" in stale.content.decode()
    resign = client.post(
        detail, {"action": "sign", "sha256": "0" * 64, "typed_name": "Someone else"}
    )
    assert resign.status_code == 302
    assert history_snapshot() == before
    assert _rider_snapshot() == riders_before


def test_a_post_without_the_csrf_token_is_refused(world: Any) -> None:
    confirmed_with_history(world)
    client = Client(enforce_csrf_checks=True)
    client.force_login(world.person("performer"))
    refused = post_json(client, withdraw_url(world), {"reason": "no token"})
    assert refused.status_code == 403
    assert consent_of(world.objects["anna_scene"], world.members["performer"]).is_current
    client.get(withdraw_url(world))
    token = client.cookies["csrftoken"].value
    accepted = post_json(client, withdraw_url(world), {}, HTTP_X_CSRFTOKEN=token)
    assert accepted.status_code == 201
    assert not consent_of(world.objects["anna_scene"], world.members["performer"]).is_current
