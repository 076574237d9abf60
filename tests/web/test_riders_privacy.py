"""Who sees a rider's terms: the performer, the IC, their own agent; nobody else."""

from __future__ import annotations

from typing import Any

import pytest
from django.urls import reverse

from closedset.productions.roles import Role
from closedset.riders.domain import distribute_rider, represent
from tests.factories import MembershipFactory, PersonFactory

from .consent_helpers import page
from .rider_helpers import confirmed_consent, rider_for

TERMS_TEXT = "Breasts / chest"


def _urls(world: Any) -> list[str]:
    rider = rider_for(world, signed=True)
    args = [world.production.pk, rider.pk]
    return [reverse("rider_detail", args=args), reverse("rider_document", args=args)]


@pytest.mark.parametrize("role", ["director", "producer", "first_ad"])
def test_leads_see_that_a_scene_is_signed_not_the_terms(client: Any, world: Any, role: str) -> None:
    urls = _urls(world)
    client.force_login(world.person(role))
    status = page(client, reverse("rider_status", args=[world.production.pk]))
    assert "Signed" in status
    assert TERMS_TEXT not in status
    assert "Performer person" not in status
    for url in urls:
        assert client.get(url).status_code == 404


def test_leads_see_awaiting_signature_without_who(client: Any, world: Any) -> None:
    rider_for(world)
    client.force_login(world.person("director"))
    status = page(client, reverse("rider_status", args=[world.production.pk]))
    assert "Awaiting signature" in status
    assert "Performer person" not in status


def test_another_performer_cannot_see_the_rider(client: Any, world: Any) -> None:
    urls = _urls(world)
    client.force_login(world.person("other_performer"))
    for url in urls:
        assert client.get(url).status_code == 404
    assert TERMS_TEXT not in page(client, reverse("riders", args=[world.production.pk]))
    assert "Performer person" not in page(client, reverse("riders", args=[world.production.pk]))


def test_the_agent_of_another_performer_cannot_see_it(client: Any, world: Any) -> None:
    urls = _urls(world)
    other_agent = MembershipFactory(
        production=world.production, person=PersonFactory(name="Other agent"), roles=["agent"]
    )
    represent(other_agent, world.other_performer, actor=world.person("intimacy_coordinator"))
    client.force_login(other_agent.person)
    for url in urls:
        assert client.get(url).status_code == 404
    assert "Rider 1" not in page(client, reverse("riders", args=[world.production.pk]))


def test_the_agent_lists_only_their_clients_riders(client: Any, world: Any) -> None:
    rider_for(world)
    client.force_login(world.person("agent"))
    listing = page(client, reverse("riders", args=[world.production.pk]))
    assert "Performer person" in listing
    assert "Other performer" not in listing


def test_an_unsigned_rider_does_not_reach_the_editor(client: Any, world: Any) -> None:
    rider_for(world)
    client.force_login(world.person("editor"))
    restrictions = page(client, reverse("edit_restrictions", args=[world.production.pk]))
    assert TERMS_TEXT not in restrictions
    assert "No signed riders yet" in restrictions


def test_the_editor_sees_what_may_be_shown_and_acknowledges(client: Any, world: Any) -> None:
    rider = rider_for(world, signed=True)
    editor = world.members["editor"]
    sent = distribute_rider(
        rider, actor=world.person("intimacy_coordinator"), kind="editor", recipient=editor
    )
    client.force_login(editor.person)
    url = reverse("edit_restrictions", args=[world.production.pk])
    restrictions = page(client, url)
    assert "Breasts / chest: partial" in restrictions
    assert "No stills." in restrictions
    assert "Simulated" not in restrictions
    client.post(url)
    assert sent.receipt is not None
    assert sent.receipt.acknowledged_by == editor.person


def test_a_superseded_rider_no_longer_sets_the_restrictions(client: Any, world: Any) -> None:
    rider_for(world, signed=True)
    confirmed_consent(world, exposure={**rider_exposure(), "buttocks": "full"})
    client.force_login(world.person("editor"))
    restrictions = page(client, reverse("edit_restrictions", args=[world.production.pk]))
    assert "No signed riders yet" in restrictions


def rider_exposure() -> dict[str, str]:
    return {
        "buttocks": "implied",
        "breasts_chest": "partial",
        "genitals": "none",
        "pubic_area": "none",
    }


def test_an_agent_not_linked_by_the_ic_sees_nothing(client: Any, world: Any) -> None:
    rider_for(world)
    loose_agent = MembershipFactory(production=world.production, roles=[Role.AGENT.value])
    client.force_login(loose_agent.person)
    assert "Rider 1" not in page(client, reverse("riders", args=[world.production.pk]))
