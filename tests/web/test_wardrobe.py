"""Costume works through the modesty garments each performer needs, derived from consent and beats.

Sizes are read by costume and the IC only; a performer sees their own items
and nobody's sizes; everyone else gets 404.
"""

from __future__ import annotations

from typing import Any

import pytest
from django.urls import reverse

from closedset.choreography.models import Barrier
from closedset.consent.domain import confirm_consent, draft_consent
from closedset.wardrobe.derivation import needed_garments
from closedset.wardrobe.domain import WardrobeRefused, advance_garment, set_size
from closedset.wardrobe.models import GarmentItem, GarmentStatusChange

from .consent_helpers import page, some_terms
from .test_choreography import beat, make_duet

ANNA_SIZES = "bust 86, waist 68, hips 94"


@pytest.fixture
def duet(world: Any) -> Any:
    make_duet(world)
    return world


def garments(scene: Any) -> dict[tuple[str, str], list[str]]:
    return {(n.performer.person.name, n.kind): n.reasons for n in needed_garments(scene)}


def url(world: Any) -> str:
    return reverse("wardrobe", args=[world.production.pk, world.objects["anna_scene"].pk])


def test_garments_come_from_consent_conditions_exposure_and_beats(world: Any) -> None:
    scene = make_duet(world)
    anna = world.members["performer"]
    terms = some_terms()
    terms["exposure"]["genitals"] = "partial"
    terms["conditions"]["barriers"] = ["nipple_covers", "merkin"]
    draft_consent(scene, anna, terms, actor=world.person("intimacy_coordinator"))
    confirm_consent(scene, actor=anna.person, draft_number=3)
    beat(world, toucher="ben", touched="anna", zone="pubic_area", barrier=Barrier.BARRIER_PILLOW)
    assert garments(scene) == {
        ("Other performer", "barrier_pillow"): ["listed in beat 1"],
        ("Other performer", "genital_cover"): ["consent lists modesty garment"],
        ("Other performer", "robe"): ["consent asks for a robe between takes", "nudity scene"],
        ("Performer person", "barrier_pillow"): ["listed in beat 1"],
        ("Performer person", "genital_cover"): ["genitals exposure is partial, not full"],
        ("Performer person", "nipple_covers"): ["consent lists nipple covers"],
        ("Performer person", "robe"): ["consent asks for a robe between takes", "nudity scene"],
    }


def test_full_nudity_agreed_needs_no_genital_cover(world: Any) -> None:
    scene = world.objects["anna_scene"]
    anna = world.members["performer"]
    terms = some_terms()
    terms["exposure"]["genitals"] = "full"
    terms["conditions"]["barriers"] = []
    terms["conditions"]["robe_between_takes"] = False
    draft_consent(scene, anna, terms, actor=world.person("intimacy_coordinator"))
    confirm_consent(scene, actor=anna.person, draft_number=1)
    assert garments(scene) == {("Performer person", "robe"): ["nudity scene"]}


def test_an_unconfirmed_draft_puts_nothing_on_the_list(world: Any) -> None:
    scene = world.objects["anna_scene"]
    draft_consent(
        scene, world.members["performer"], some_terms(), actor=world.person("intimacy_coordinator")
    )
    assert garments(scene) == {}


def test_costume_moves_a_garment_needed_ordered_fitted_and_each_step_is_logged(
    client: Any, duet: Any
) -> None:
    costume = duet.person("costume")
    anna = duet.members["performer"]
    client.force_login(costume)
    form = {"action": "advance", "performer": anna.pk, "kind": "robe"}
    assert "Needed" in page(client, url(duet))
    client.post(url(duet), form)
    client.post(url(duet), form)
    item = GarmentItem.objects.get(performer=anna, kind="robe")
    assert item.status == "fitted"
    changes = list(GarmentStatusChange.objects.filter(item=item))
    assert [(c.status, c.changed_by) for c in changes] == [
        ("ordered", costume),
        ("fitted", costume),
    ]
    with pytest.raises(WardrobeRefused):
        advance_garment(duet.objects["anna_scene"], anna, "robe", actor=costume)
    with pytest.raises(ValueError, match="append-only"):
        changes[0].save()


def test_only_costume_moves_garments_and_only_listed_ones(duet: Any) -> None:
    scene, anna = duet.objects["anna_scene"], duet.members["performer"]
    for role in ("intimacy_coordinator", "performer", "director"):
        with pytest.raises(WardrobeRefused):
            advance_garment(scene, anna, "robe", actor=duet.person(role))
        with pytest.raises(WardrobeRefused):
            set_size(anna, "M", actor=duet.person(role))
    with pytest.raises(WardrobeRefused):
        advance_garment(scene, anna, "thong", actor=duet.person("costume"))
    assert not GarmentStatusChange.objects.exists()


def test_costume_and_the_ic_see_sizes(client: Any, duet: Any) -> None:
    set_size(duet.members["performer"], ANNA_SIZES, actor=duet.person("costume"))
    for role in ("costume", "intimacy_coordinator"):
        client.force_login(duet.person(role))
        assert ANNA_SIZES in page(client, url(duet))


def test_a_performer_sees_own_items_but_no_sizes(client: Any, duet: Any) -> None:
    set_size(duet.members["performer"], ANNA_SIZES, actor=duet.person("costume"))
    set_size(duet.other_performer, "chest 102", actor=duet.person("costume"))
    client.force_login(duet.other_performer.person)
    text = page(client, url(duet))
    assert "Other performer" in text
    assert "Robe" in text
    assert "Performer person" not in text
    assert ANNA_SIZES not in text
    assert "chest 102" not in text


def test_others_cannot_open_or_post_to_the_wardrobe(client: Any, duet: Any) -> None:
    anna = duet.members["performer"]
    form = {"action": "advance", "performer": anna.pk, "kind": "robe"}
    for role in ("director", "producer", "first_ad", "crew", "editor", "agent", "admin"):
        client.force_login(duet.person(role))
        assert client.get(url(duet)).status_code == 404
        assert client.post(url(duet), form).status_code == 404
    for role in ("intimacy_coordinator", "performer"):
        client.force_login(duet.person(role))
        assert client.post(url(duet), form).status_code == 404
    assert not GarmentItem.objects.exists()
