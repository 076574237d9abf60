"""Stories: the IC, the performer and their agent read a rider's status and signatures as JSON."""

from __future__ import annotations

from typing import Any

import pytest

from .api_helpers import rider_url
from .rider_helpers import rider_for

READERS = ["intimacy_coordinator", "performer", "agent"]
OTHERS = ["director", "producer", "first_ad", "editor", "crew", "costume", "admin"]


@pytest.mark.parametrize("role", READERS)
def test_readers_see_state_hash_and_signature(client: Any, world: Any, role: str) -> None:
    rider = rider_for(world, signed=True)
    client.force_login(world.person(role))
    body = client.get(rider_url(world, rider)).json()
    assert body["state"] == "signed"
    assert body["sha256"] == rider.sha256
    assert body["number"] == 1
    assert body["scenes"] == [
        {
            "id": world.objects["anna_scene"].pk,
            "label": world.objects["anna_scene"].label,
            "heading": "INT. POOL HOUSE - NIGHT",
        }
    ]
    [signature] = body["signatures"]
    assert signature["typed_name"] == "Performer person"
    assert signature["document_sha256"] == rider.sha256
    assert body["pdf_url"].endswith("/document.pdf")


def test_an_unsigned_rider_has_no_signatures(client: Any, world: Any) -> None:
    rider = rider_for(world)
    client.force_login(world.person("performer"))
    body = client.get(rider_url(world, rider)).json()
    assert body["state"] == "awaiting_signature"
    assert body["signatures"] == []


@pytest.mark.parametrize("role", [*OTHERS, "other_performer", "outsider"])
def test_everyone_else_gets_404(client: Any, world: Any, role: str) -> None:
    rider = rider_for(world, signed=True)
    client.force_login(world.person(role))
    response = client.get(rider_url(world, rider))
    assert response.status_code == 404
    assert rider.sha256.encode() not in response.content
