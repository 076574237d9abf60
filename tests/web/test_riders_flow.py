"""Stories of a rider: generated from confirmed consent, signed, sent out, acknowledged."""

from __future__ import annotations

import hashlib
from typing import Any

from django.core import mail
from django.urls import reverse

from closedset.riders.models import Distribution, Receipt, Rider, RiderSignature
from tests.factories import PASSWORD

from .consent_helpers import draft_form, my_consent_url, page
from .rider_helpers import confirmed_consent, rider_for


def _riders_url(world: Any) -> str:
    return reverse("riders", args=[world.production.pk])


def _detail_url(world: Any, rider: Rider) -> str:
    return reverse("rider_detail", args=[world.production.pk, rider.pk])


def _sign(client: Any, world: Any, rider: Rider, **changes: str) -> Any:
    data = {
        "action": "sign",
        "sha256": rider.sha256,
        "typed_name": "Performer person",
        "password": PASSWORD,
    }
    data.update(changes)
    return client.post(_detail_url(world, rider), data, follow=True)


def test_from_draft_to_the_agents_receipt(
    client: Any, world: Any, django_capture_on_commit_callbacks: Any
) -> None:
    scene = world.objects["anna_scene"]
    scene.text = "ANNA slips off her robe <b>and</b> dives in."
    scene.save()
    performer = world.members["performer"]
    client.force_login(world.person("intimacy_coordinator"))
    client.post(
        reverse("consent_draft", args=[world.production.pk, scene.pk, performer.pk]),
        draft_form(),
    )

    client.force_login(world.person("performer"))
    client.post(my_consent_url(world), {"action": "confirm", "draft": 1})

    client.force_login(world.person("intimacy_coordinator"))
    client.post(
        _riders_url(world),
        {"action": "represent", "agent": world.members["agent"].pk, "performer": performer.pk},
    )
    client.post(_riders_url(world), {"action": "generate", "performer": performer.pk})
    rider = Rider.objects.get(performer=performer)
    assert rider.sha256 == hashlib.sha256(rider.html.encode()).hexdigest()
    assert "INT. POOL HOUSE - NIGHT" in rider.html
    assert "&lt;b&gt;and&lt;/b&gt;" in rider.html
    assert "Breasts / chest: partial" in rider.html
    assert "No stills." in rider.html

    client.force_login(world.person("performer"))
    assert "Awaiting signature" in page(client, _detail_url(world, rider))
    _sign(client, world, rider)
    signature = RiderSignature.objects.get(rider=rider)
    assert signature.typed_name == "Performer person"
    assert signature.document_sha256 == rider.sha256

    client.force_login(world.person("intimacy_coordinator"))
    with django_capture_on_commit_callbacks(execute=True):
        client.post(
            _detail_url(world, rider),
            {"action": "distribute", "kind": "agent", "recipient": world.members["agent"].pk},
        )
        client.post(
            _detail_url(world, rider),
            {"action": "distribute", "kind": "legal", "email": "legal@studio.test"},
        )
    assert sorted(m.to[0] for m in mail.outbox) == ["agent@example.test", "legal@studio.test"]

    client.force_login(world.person("agent"))
    sent = Distribution.objects.get(rider=rider, kind="agent")
    client.post(_detail_url(world, rider), {"action": "acknowledge", "distribution": sent.pk})
    receipt = Receipt.objects.get(distribution=sent)
    assert receipt.acknowledged_by == world.person("agent")

    legal = Distribution.objects.get(rider=rider, kind="legal")
    client.logout()
    assert (
        legal.token in mail.outbox[[m.to[0] for m in mail.outbox].index("legal@studio.test")].body
    )
    client.post(reverse("rider_receipt", args=[legal.token]))
    assert Receipt.objects.get(distribution=legal).acknowledged_by is None

    client.force_login(world.person("intimacy_coordinator"))
    assert page(client, _detail_url(world, rider)).count("acknowledged ") == 2


def test_a_wrong_password_signs_nothing(client: Any, world: Any) -> None:
    rider = rider_for(world)
    client.force_login(world.person("performer"))
    response = _sign(client, world, rider, password="not my password")
    assert "password is not right" in response.content.decode()
    assert not RiderSignature.objects.exists()


def test_a_document_changed_under_the_performer_is_not_signed(client: Any, world: Any) -> None:
    rider = rider_for(world)
    client.force_login(world.person("performer"))
    response = _sign(client, world, rider, sha256="0" * 64)
    assert "document changed" in response.content.decode()
    assert not RiderSignature.objects.exists()


def test_a_consent_change_supersedes_the_signed_rider(client: Any, world: Any) -> None:
    rider = rider_for(world, signed=True)
    assert rider.state == "signed"

    confirmed_consent(world, kissing=["closed_mouth", "open_mouth"])

    assert rider.is_superseded
    client.force_login(world.person("performer"))
    assert _sign(client, world, rider).status_code == 200
    assert RiderSignature.objects.filter(rider=rider).count() == 1

    client.force_login(world.person("intimacy_coordinator"))
    client.post(
        _riders_url(world), {"action": "generate", "performer": world.members["performer"].pk}
    )
    newer = Rider.objects.get(performer=world.members["performer"], number=2)
    assert "Open-mouth kissing" in newer.html
    assert newer.state == "awaiting_signature"
    assert Rider.objects.get(pk=rider.pk).is_superseded


def test_only_signed_current_riders_are_sent(client: Any, world: Any) -> None:
    rider = rider_for(world)
    client.force_login(world.person("intimacy_coordinator"))
    client.post(
        _detail_url(world, rider),
        {"action": "distribute", "kind": "legal", "email": "legal@studio.test"},
    )
    assert not Distribution.objects.exists()


def test_the_printable_page_is_the_signed_bytes(client: Any, world: Any) -> None:
    rider = rider_for(world)
    client.force_login(world.person("performer"))
    response = client.get(reverse("rider_document", args=[world.production.pk, rider.pk]))
    assert hashlib.sha256(response.content).hexdigest() == rider.sha256


def test_terms_only_drafted_make_no_rider(client: Any, world: Any) -> None:
    scene, performer = world.objects["anna_scene"], world.members["performer"]
    client.force_login(world.person("intimacy_coordinator"))
    client.post(
        reverse("consent_draft", args=[world.production.pk, scene.pk, performer.pk]),
        draft_form(),
    )
    response = client.post(
        _riders_url(world), {"action": "generate", "performer": performer.pk}, follow=True
    )
    assert "has confirmed no consent yet" in response.content.decode()
    assert not Rider.objects.exists()
