"""The IC drafts terms, the performer confirms, withdraws at any time, and confirms again."""

from __future__ import annotations

from typing import Any

import pytest
from django.core import mail
from django.core.management import call_command
from django.urls import reverse

from closedset.consent.domain import (
    ConsentRefused,
    confirm_consent,
    draft_consent,
    withdraw_consent,
)
from closedset.consent.models import ConsentVersion
from closedset.consent.queries import consent_of, scene_consents

from .consent_helpers import draft_form, draft_url, my_consent_url, page, some_terms


def statuses(world: Any) -> list[str]:
    anna = world.members["performer"]
    scene = world.objects["anna_scene"]
    return [v.status for v in consent_of(scene, anna).versions]


def test_ic_drafts_performer_confirms_withdraws_and_confirms_again(
    client: Any, world: Any, django_capture_on_commit_callbacks: Any
) -> None:
    client.force_login(world.person("intimacy_coordinator"))
    response = client.post(draft_url(world), draft_form())
    assert response.status_code == 302
    assert statuses(world) == ["drafted"]
    listing = page(
        client,
        reverse("scene_consents", args=[world.production.pk, world.objects["anna_scene"].pk]),
    )
    assert "waiting for the performer" in listing

    client.force_login(world.person("performer"))
    url = my_consent_url(world)
    terms_page = page(client, url)
    assert "Breasts / chest: partial" in terms_page
    assert "I confirm these terms" in terms_page

    response = client.post(url, {"action": "confirm", "draft": 1, "note": "fine with the robe"})
    assert response.status_code == 302
    received = page(client, response["Location"])
    assert "Received" in received
    assert "Your confirmation for scene" in received
    assert statuses(world) == ["drafted", "confirmed"]

    with django_capture_on_commit_callbacks(execute=True):
        response = client.post(url, {"action": "withdraw"})
    received = page(client, response["Location"])
    assert "Your withdrawal for scene" in received
    assert "Receipt code" in received
    assert statuses(world) == ["drafted", "confirmed", "withdrawn"]
    assert len(mail.outbox) == 2, "one mail to the IC, one to the 1st AD"

    client.post(url, {"action": "confirm", "draft": 1})
    assert statuses(world) == ["drafted", "confirmed", "withdrawn", "confirmed"]
    (row,) = scene_consents(world.objects["anna_scene"])
    assert row.is_current
    call_command("verify_history")


def test_withdrawal_takes_one_tap_and_a_second_tap_records_nothing_new(
    client: Any, world: Any
) -> None:
    scene = world.objects["anna_scene"]
    draft_consent(
        scene, world.members["performer"], some_terms(), actor=world.person("intimacy_coordinator")
    )
    client.force_login(world.person("performer"))
    client.post(my_consent_url(world), {"action": "withdraw"})
    client.post(my_consent_url(world), {"action": "withdraw"})
    assert statuses(world) == ["drafted", "withdrawn"]


def test_only_a_new_confirmation_by_the_performer_undoes_a_withdrawal(world: Any) -> None:
    scene, anna = world.objects["anna_scene"], world.members["performer"]
    ic = world.person("intimacy_coordinator")
    draft_consent(scene, anna, some_terms(), actor=ic)
    confirm_consent(scene, actor=anna.person, draft_number=1)
    withdraw_consent(scene, actor=anna.person, reason="not today")
    draft_consent(scene, anna, some_terms(kissing=[]), actor=ic)
    assert not consent_of(scene, anna).is_current, "a new draft is a proposal, not consent"
    with pytest.raises(ConsentRefused):
        confirm_consent(scene, actor=world.person("other_performer"), draft_number=4)
    confirm_consent(scene, actor=anna.person, draft_number=4)
    assert consent_of(scene, anna).is_current


def test_performer_cannot_confirm_terms_newer_than_those_they_read(client: Any, world: Any) -> None:
    scene, anna = world.objects["anna_scene"], world.members["performer"]
    ic = world.person("intimacy_coordinator")
    draft_consent(scene, anna, some_terms(), actor=ic)
    draft_consent(scene, anna, some_terms(kissing=["closed_mouth", "open_mouth"]), actor=ic)
    client.force_login(anna.person)
    response = client.post(my_consent_url(world), {"action": "confirm", "draft": 1})
    assert "The terms changed since you opened them" in page(client, response["Location"])
    assert statuses(world) == ["drafted", "drafted"]


def test_a_confirmation_holds_the_exact_terms_of_the_draft(world: Any) -> None:
    scene, anna = world.objects["anna_scene"], world.members["performer"]
    draft = draft_consent(scene, anna, some_terms(), actor=world.person("intimacy_coordinator"))
    confirmed = confirm_consent(scene, actor=anna.person, draft_number=draft.number)
    assert confirmed.draft == draft
    assert confirmed.terms == draft.terms


def test_nothing_to_withdraw_before_a_draft(world: Any) -> None:
    with pytest.raises(ConsentRefused, match="nothing to withdraw"):
        withdraw_consent(world.objects["anna_scene"], actor=world.person("performer"))


@pytest.mark.parametrize("role", ["director", "producer", "first_ad", "performer", "admin"])
def test_only_the_ic_drafts(world: Any, role: str) -> None:
    with pytest.raises(ConsentRefused, match="intimacy coordinator"):
        draft_consent(
            world.objects["anna_scene"],
            world.members["performer"],
            some_terms(),
            actor=world.person(role),
        )
    assert not ConsentVersion.objects.exists()


def test_the_ic_cannot_confirm_for_the_performer(world: Any) -> None:
    scene, anna = world.objects["anna_scene"], world.members["performer"]
    ic = world.person("intimacy_coordinator")
    draft_consent(scene, anna, some_terms(), actor=ic)
    with pytest.raises(ConsentRefused, match="performer themselves"):
        confirm_consent(scene, actor=ic, draft_number=1)


def test_ic_drafts_only_for_performers_in_the_scene(world: Any) -> None:
    with pytest.raises(ConsentRefused, match="does not play"):
        draft_consent(
            world.objects["anna_scene"],
            world.other_performer,
            some_terms(),
            actor=world.person("intimacy_coordinator"),
        )


def test_performer_lists_only_their_own_scenes(client: Any, world: Any) -> None:
    client.force_login(world.person("performer"))
    listing = page(client, reverse("my_consents", args=[world.production.pk]))
    assert "POOL HOUSE" in listing
    assert "ROOFTOP" not in listing
    assert "no terms yet" in listing


def test_performer_finds_consents_from_the_overview_and_the_scene(client: Any, world: Any) -> None:
    client.force_login(world.person("performer"))
    overview = page(client, reverse("overview", args=[world.production.pk]))
    assert reverse("my_consents", args=[world.production.pk]) in overview
    scene = page(
        client, reverse("scene_detail", args=[world.production.pk, world.objects["anna_scene"].pk])
    )
    assert my_consent_url(world) in scene
    client.force_login(world.person("intimacy_coordinator"))
    scene = page(
        client, reverse("scene_detail", args=[world.production.pk, world.objects["anna_scene"].pk])
    )
    assert (
        reverse("scene_consents", args=[world.production.pk, world.objects["anna_scene"].pk])
        in scene
    )
