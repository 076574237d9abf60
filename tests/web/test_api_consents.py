"""Stories: the performer and the IC read consent history as JSON; the performer withdraws."""

from __future__ import annotations

from typing import Any

import pytest

from closedset.consent.domain import draft_consent
from closedset.consent.queries import consent_of
from tests.factories import CharacterFactory, MembershipFactory, PersonFactory, cast

from .api_helpers import (
    SECRET_REASON,
    confirmed_with_history,
    consents_url,
    post_json,
    withdraw_url,
)
from .consent_helpers import some_terms

FORBIDDEN = [
    "director",
    "producer",
    "first_ad",
    "editor",
    "crew",
    "costume",
    "agent",
    "admin",
    "mental_health_coordinator",
]


def _anna_consent(world: Any) -> Any:
    return consent_of(world.objects["anna_scene"], world.members["performer"])


def test_performer_reads_their_own_history_with_their_reason(client: Any, world: Any) -> None:
    confirmed_with_history(world)
    client.force_login(world.person("performer"))
    body = client.get(consents_url(world)).json()
    assert body["scene"]["heading"] == "INT. POOL HOUSE - NIGHT"
    [mine] = body["performers"]
    assert mine["performer"]["name"] == "Performer person"
    assert mine["is_current"] is True
    assert [v["status"] for v in mine["versions"]] == [
        "drafted",
        "confirmed",
        "withdrawn",
        "drafted",
        "confirmed",
    ]
    assert [v["version"] for v in mine["versions"]] == [1, 2, 3, 4, 5]
    assert mine["versions"][2]["reason"] == SECRET_REASON
    assert mine["versions"][1]["note"] == "no wet hair"
    assert mine["versions"][0]["terms"]["exposure"]["breasts_chest"] == "partial"
    assert mine["versions"][0]["created_at"]


def test_performer_sees_only_their_own_versions(client: Any, world: Any) -> None:
    scene = world.objects["anna_scene"]
    partner = MembershipFactory(
        production=world.production, person=PersonFactory(name="Partner"), roles=["performer"]
    )
    cast(partner, CharacterFactory(production=world.production, name="CLEO"))
    scene.characters.add(partner.cast.get().character)
    ic = world.person("intimacy_coordinator")
    draft_consent(scene, partner, some_terms(), actor=ic, reason="Partner's private change")
    confirmed_with_history(world)
    client.force_login(world.person("performer"))
    response = client.get(consents_url(world))
    assert [p["performer"]["name"] for p in response.json()["performers"]] == ["Performer person"]
    assert b"Partner" not in response.content
    client.force_login(world.person("intimacy_coordinator"))
    names = [p["performer"]["name"] for p in client.get(consents_url(world)).json()["performers"]]
    assert names == ["Partner", "Performer person"]


def test_ic_reads_every_performers_history_and_reasons(client: Any, world: Any) -> None:
    confirmed_with_history(world)
    client.force_login(world.person("intimacy_coordinator"))
    body = client.get(consents_url(world)).json()
    [anna] = body["performers"]
    assert anna["versions"][2]["reason"] == SECRET_REASON
    assert anna["versions"][3]["reason"] == "closed set added"


@pytest.mark.parametrize("role", FORBIDDEN)
def test_other_roles_get_404_and_never_the_reason(client: Any, world: Any, role: str) -> None:
    confirmed_with_history(world)
    client.force_login(world.person(role))
    before = _anna_consent(world).latest.number
    for response in (
        client.get(consents_url(world)),
        client.get(withdraw_url(world)),
        post_json(client, withdraw_url(world), {"reason": "sabotage"}),
    ):
        assert response.status_code == 404
        assert SECRET_REASON.encode() not in response.content
        assert response.json() == {"detail": "Not found."}
    assert _anna_consent(world).latest.number == before
    assert _anna_consent(world).is_current


def test_a_performer_not_in_the_scene_gets_404(client: Any, world: Any) -> None:
    confirmed_with_history(world)
    client.force_login(world.person("other_performer"))
    assert client.get(consents_url(world)).status_code == 404
    assert post_json(client, withdraw_url(world), {}).status_code == 404
    assert _anna_consent(world).is_current


def test_withdrawal_through_the_api_ends_the_consent_at_once(client: Any, world: Any) -> None:
    confirmed_with_history(world)
    client.force_login(world.person("performer"))
    assert client.get(withdraw_url(world)).json()["can_withdraw"] is True
    response = post_json(client, withdraw_url(world), {"reason": "changed my mind"})
    assert response.status_code == 201
    assert response.json()["status"] == "withdrawn"
    assert response.json()["version"] == 6
    consent = _anna_consent(world)
    assert not consent.is_current
    assert consent.latest.reason == "changed my mind"
    again = post_json(client, withdraw_url(world), {})
    assert again.status_code == 200
    assert again.json()["version"] == 6
    assert client.get(withdraw_url(world)).json()["can_withdraw"] is False


def test_withdrawal_needs_no_body(client: Any, world: Any) -> None:
    confirmed_with_history(world)
    client.force_login(world.person("performer"))
    response = client.post(withdraw_url(world), "", content_type="application/json")
    assert response.status_code == 201
    assert not _anna_consent(world).is_current


def test_withdrawing_with_nothing_drafted_is_refused(client: Any, world: Any) -> None:
    client.force_login(world.person("performer"))
    response = post_json(client, withdraw_url(world), {})
    assert response.status_code == 409
    assert "nothing to withdraw" in response.json()["detail"]


def test_ic_cannot_withdraw_for_the_performer(client: Any, world: Any) -> None:
    confirmed_with_history(world)
    client.force_login(world.person("intimacy_coordinator"))
    assert post_json(client, withdraw_url(world), {}).status_code == 404
    assert _anna_consent(world).is_current


def test_history_for_many_performers_is_a_fixed_number_of_queries(
    client: Any, world: Any, django_assert_max_num_queries: Any
) -> None:
    scene = world.objects["anna_scene"]
    ic = world.person("intimacy_coordinator")
    for n in range(5):
        member = MembershipFactory(production=world.production, roles=["performer"])
        character = CharacterFactory(production=world.production, name=f"EXTRA {n}")
        cast(member, character)
        scene.characters.add(character)
        draft_consent(scene, member, some_terms(), actor=ic)
        draft_consent(scene, member, some_terms(), actor=ic, reason=f"change {n}")
    client.force_login(ic)
    with django_assert_max_num_queries(10):
        body = client.get(consents_url(world)).json()
    assert len(body["performers"]) == 6
