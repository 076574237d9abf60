"""A rider, its signature, distributions and receipts are never edited or deleted."""

from __future__ import annotations

from typing import Any

import pytest

from closedset.audit.verify import verify_history
from closedset.riders.domain import acknowledge, distribute_rider
from closedset.riders.models import Rider, RiderSignature

from .rider_helpers import rider_for


def test_a_rider_cannot_be_edited_or_deleted(world: Any) -> None:
    rider = rider_for(world)
    rider.html = "<p>nothing agreed</p>"
    with pytest.raises(ValueError, match="append-only"):
        rider.save()
    with pytest.raises(ValueError, match="append-only"):
        rider.delete()
    with pytest.raises(ValueError, match="append-only"):
        Rider.objects.update(html="")
    assert Rider.objects.get(pk=rider.pk).html != "<p>nothing agreed</p>"


def test_a_signature_cannot_be_edited_or_deleted(world: Any) -> None:
    rider = rider_for(world, signed=True)
    signature = RiderSignature.objects.get(rider=rider)
    signature.typed_name = "Someone else"
    with pytest.raises(ValueError, match="append-only"):
        signature.save()
    with pytest.raises(ValueError, match="append-only"):
        signature.delete()
    with pytest.raises(ValueError, match="append-only"):
        RiderSignature.objects.all().delete()


def test_the_rider_chain_verifies(world: Any) -> None:
    rider = rider_for(world, signed=True)
    sent = distribute_rider(
        rider,
        actor=world.person("intimacy_coordinator"),
        kind="legal",
        recipient=None,
        email="legal@studio.test",
    )
    acknowledge(sent, actor=None)
    acknowledge(sent, actor=None)
    assert sent.receipts.count() == 1
    assert verify_history().breaks == []
