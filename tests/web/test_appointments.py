"""Costume or the IC book fittings; the IC calls rehearsals; each performer sees their own."""

from __future__ import annotations

from typing import Any

import pytest
from django.urls import reverse

from closedset.choreography.models import RehearsalCall
from closedset.wardrobe.models import Fitting

from .consent_helpers import page
from .test_choreography import make_duet


@pytest.fixture
def duet(world: Any) -> Any:
    """Anna and Ben are both in the pool-house scene."""
    make_duet(world)
    return world


def _wardrobe(world: Any) -> str:
    return reverse("wardrobe", args=[world.production.pk, world.objects["anna_scene"].pk])


def _choreography(world: Any) -> str:
    return reverse("choreography", args=[world.production.pk, world.objects["anna_scene"].pk])


def _fitting_form(member: Any, **changes: Any) -> dict[str, Any]:
    data = {
        "action": "fitting",
        "performer": member.pk,
        "date": "2027-02-10",
        "starts": "10:00",
        "ends": "11:00",
        "location": "Costume truck",
    }
    data.update(changes)
    return data


@pytest.mark.parametrize("role", ["costume", "intimacy_coordinator"])
def test_costume_or_the_ic_books_a_fitting(client: Any, duet: Any, role: str) -> None:
    client.force_login(duet.person(role))
    response = client.post(_wardrobe(duet), _fitting_form(duet.members["performer"]))
    assert response.status_code == 302
    fitting = Fitting.objects.get()
    assert (fitting.performer, fitting.scene) == (
        duet.members["performer"],
        duet.objects["anna_scene"],
    )
    assert fitting.created_by == duet.person(role)
    assert "Costume truck" in page(client, _wardrobe(duet))


def test_a_fitting_must_end_after_it_starts(client: Any, duet: Any) -> None:
    client.force_login(duet.person("costume"))
    response = client.post(
        _wardrobe(duet), _fitting_form(duet.members["performer"], starts="11:00", ends="10:00")
    )
    assert response.status_code == 200
    assert "The end must be after the start." in response.content.decode()
    assert not Fitting.objects.exists()


def test_a_fitting_is_only_for_a_performer_of_the_scene(client: Any, duet: Any) -> None:
    client.force_login(duet.person("costume"))
    client.post(_wardrobe(duet), _fitting_form(duet.members["crew"]))
    assert not Fitting.objects.exists()


def test_a_performer_sees_their_own_fitting_and_cannot_book(client: Any, duet: Any) -> None:
    client.force_login(duet.person("costume"))
    client.post(_wardrobe(duet), _fitting_form(duet.members["performer"]))
    client.post(_wardrobe(duet), _fitting_form(duet.other_performer, location="Ben's trailer"))
    client.force_login(duet.person("performer"))
    text = page(client, _wardrobe(duet))
    assert "Costume truck" in text
    assert "Ben&#x27;s trailer" not in text
    assert "Book the fitting" not in text
    response = client.post(_wardrobe(duet), _fitting_form(duet.members["performer"]))
    assert response.status_code == 404
    assert Fitting.objects.count() == 2


def _call_form(*members: Any, **changes: Any) -> dict[str, Any]:
    data: dict[str, Any] = {
        "action": "call",
        "date": "2027-02-11",
        "starts": "14:00",
        "ends": "16:00",
        "location": "Studio B",
        "performers": [m.pk for m in members],
    }
    data.update(changes)
    return data


def test_the_ic_calls_a_rehearsal_and_leads_see_who_is_called(client: Any, duet: Any) -> None:
    client.force_login(duet.person("intimacy_coordinator"))
    response = client.post(_choreography(duet), _call_form(duet.members["performer"]))
    assert response.status_code == 302
    call = RehearsalCall.objects.get()
    assert list(call.performers.all()) == [duet.members["performer"]]
    client.force_login(duet.person("director"))
    text = page(client, _choreography(duet))
    assert "Studio B" in text
    assert "Performer person" in text
    assert "Call the rehearsal" not in text


def test_a_performer_sees_only_the_rehearsals_they_are_called_to(client: Any, duet: Any) -> None:
    client.force_login(duet.person("intimacy_coordinator"))
    client.post(_choreography(duet), _call_form(duet.other_performer, location="Studio C"))
    client.force_login(duet.person("performer"))
    assert "Studio C" not in page(client, _choreography(duet))
    client.force_login(duet.other_performer.person)
    assert "Studio C" in page(client, _choreography(duet))


def test_a_rehearsal_needs_performers_of_the_scene(client: Any, duet: Any) -> None:
    client.force_login(duet.person("intimacy_coordinator"))
    client.post(_choreography(duet), _call_form())
    client.post(_choreography(duet), _call_form(duet.members["crew"]))
    assert not RehearsalCall.objects.exists()


@pytest.mark.parametrize("role", ["performer", "director", "first_ad"])
def test_only_the_ic_calls_rehearsals(client: Any, duet: Any, role: str) -> None:
    client.force_login(duet.person(role))
    response = client.post(_choreography(duet), _call_form(duet.members["performer"]))
    assert response.status_code == 404
    assert not RehearsalCall.objects.exists()
