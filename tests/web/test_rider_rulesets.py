"""Stories: a rider is written in the wording of the production's ruleset, and signed as seen."""

from __future__ import annotations

import hashlib
from typing import Any

import pytest
from django.urls import reverse

from closedset.productions.models import Production
from closedset.riders.models import RiderSignature
from tests.factories import PASSWORD

from .rider_helpers import rider_for

WORDING = {
    Production.Ruleset.SAG_AFTRA: [
        "<h1>Nudity rider</h1>",
        "SAG-AFTRA 2020 TV/Theatrical",
        "at least 48 hours before the performer's call time",
        "size: Letter",
    ],
    Production.Ruleset.EQUITY_UK: [
        "<h1>Nudity and simulated sex schedule</h1>",
        "Equity (UK) guidance on intimacy, nudity and simulated sex",
        "agreed in writing before filming",
        "size: A4",
    ],
    Production.Ruleset.ACTRA: [
        "<h1>Nudity and intimacy consent</h1>",
        "ACTRA Independent Production Agreement (IPA)",
        "written consent before the scene is shot",
        "size: Letter",
    ],
}


def _on_ruleset(world: Any, ruleset: str) -> None:
    world.production.ruleset = ruleset
    world.production.save()


@pytest.mark.parametrize("ruleset", list(WORDING))
def test_rider_uses_its_rulesets_template(world: Any, ruleset: str) -> None:
    _on_ruleset(world, ruleset)
    rider = rider_for(world)
    for phrase in WORDING[ruleset]:
        assert phrase in rider.html
    others = [w[0] for code, w in WORDING.items() if code != ruleset]
    assert not any(heading in rider.html for heading in others)


def test_every_ruleset_has_wording() -> None:
    assert set(WORDING) == set(Production.Ruleset)


@pytest.mark.parametrize("ruleset", list(WORDING))
def test_signature_is_over_the_document_the_performer_saw(
    client: Any, world: Any, ruleset: str
) -> None:
    _on_ruleset(world, ruleset)
    rider = rider_for(world)
    client.force_login(world.person("performer"))
    seen = client.get(reverse("rider_document", args=[world.production.pk, rider.pk])).content
    assert WORDING[ruleset][0].encode() in seen
    seen_hash = hashlib.sha256(seen).hexdigest()
    client.post(
        reverse("rider_detail", args=[world.production.pk, rider.pk]),
        {"action": "sign", "sha256": seen_hash, "typed_name": "Anna Actor", "password": PASSWORD},
    )
    signature = RiderSignature.objects.get(rider=rider)
    assert signature.document_sha256 == seen_hash == rider.sha256


def test_the_script_pages_are_part_of_the_signed_document(world: Any) -> None:
    scene = world.objects["anna_scene"]
    scene.text = "ANNA floats on her back, eyes closed, then turns to BEN."
    scene.save()
    rider = rider_for(world)
    assert 'id="script-pages"' in rider.html
    assert "eyes closed, then turns to BEN" in rider.html
    assert hashlib.sha256(rider.html.encode()).hexdigest() == rider.sha256
