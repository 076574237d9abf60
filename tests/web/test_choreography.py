"""The IC choreographs a duet; every beat is checked against the consents the performers gave.

Leads read the beats and whether each is agreed, never why not (the reasons
come from consent). Performers in the scene read the beats; nobody else does.
"""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest
from django.urls import reverse

from closedset.choreography.conflicts import check_scene
from closedset.choreography.domain import ChoreographyRefused, log_rehearsal, save_beat
from closedset.choreography.models import Barrier, Beat, RehearsalEntry
from closedset.consent.domain import confirm_consent, draft_consent, withdraw_consent
from closedset.productions.models import Character

from .consent_helpers import page, some_terms


def make_duet(world: Any) -> Any:
    """Ben joins Anna's pool-house scene; each confirms terms naming the other."""
    scene = world.objects["anna_scene"]
    scene.characters.add(Character.objects.get(production=world.production, name="BEN"))
    anna, ben = world.members["performer"], world.other_performer
    ic = world.person("intimacy_coordinator")
    draft_consent(
        scene,
        anna,
        some_terms(touch=[{"partner": ben.pk, "zones": ["face", "waist_hips"]}]),
        actor=ic,
    )
    draft_consent(scene, ben, some_terms(touch=[{"partner": anna.pk, "zones": ["back"]}]), actor=ic)
    confirm_consent(scene, actor=anna.person, draft_number=1)
    confirm_consent(scene, actor=ben.person, draft_number=1)
    return scene


def beat(world: Any, *, toucher: str, touched: str, zone: str, barrier: str = "none") -> Beat:
    members = {"anna": world.members["performer"], "ben": world.other_performer}
    scene = world.objects["anna_scene"]
    return save_beat(
        scene,
        actor=world.person("intimacy_coordinator"),
        order=Beat.objects.filter(scene=scene).count() + 1,
        toucher=members[toucher],
        touched=members[touched],
        zone=zone,
        how="slowly, on the count of three",
        barrier=barrier,
    )


def reasons(scene: Any) -> list[list[str]]:
    return [check.reasons for check in check_scene(scene)]


@pytest.fixture
def duet(world: Any) -> Any:
    make_duet(world)
    return world


def test_beats_inside_both_consents_are_agreed(duet: Any) -> None:
    beat(duet, toucher="ben", touched="anna", zone="waist_hips")
    beat(duet, toucher="anna", touched="ben", zone="back")
    assert reasons(duet.objects["anna_scene"]) == [[], []]


def test_touch_outside_the_touched_performers_consent_is_a_conflict(duet: Any) -> None:
    beat(duet, toucher="ben", touched="anna", zone="thighs")
    beat(duet, toucher="anna", touched="ben", zone="waist_hips")
    assert reasons(duet.objects["anna_scene"]) == [
        ["Performer person did not agree to touch by Other performer on the thighs."],
        ["Other performer did not agree to touch by Performer person on the waist and hips."],
    ]


def test_genital_contact_without_a_barrier_is_always_a_conflict(duet: Any) -> None:
    beat(duet, toucher="ben", touched="anna", zone="genitals")
    beat(duet, toucher="ben", touched="anna", zone="pubic_area", barrier=Barrier.BARRIER_PILLOW)
    without, with_pillow = reasons(duet.objects["anna_scene"])
    assert without == [
        "Genital contact (genitals) with no barrier listed: a barrier is always required."
    ]
    assert with_pillow == []


def test_genital_contact_needs_an_agreed_simulated_act(world: Any) -> None:
    scene = make_duet(world)
    anna = world.members["performer"]
    draft_consent(
        scene, anna, some_terms(simulated_acts=[]), actor=world.person("intimacy_coordinator")
    )
    confirm_consent(scene, actor=anna.person, draft_number=3)
    beat(world, toucher="ben", touched="anna", zone="pubic_area", barrier=Barrier.GENITAL_COVER)
    assert reasons(scene) == [
        ["Performer person agreed to no simulated act, so no contact on the pubic area."]
    ]


def test_a_withdrawal_puts_every_beat_with_that_performer_in_conflict(duet: Any) -> None:
    scene = duet.objects["anna_scene"]
    beat(duet, toucher="ben", touched="anna", zone="face")
    beat(duet, toucher="anna", touched="ben", zone="back")
    withdraw_consent(scene, actor=duet.members["performer"].person, reason="not today")
    no_consent = "Performer person has no current consent for this scene."
    assert reasons(scene) == [[no_consent], [no_consent]]


def test_a_new_draft_is_not_consent_until_confirmed(duet: Any) -> None:
    scene = duet.objects["anna_scene"]
    beat(duet, toucher="anna", touched="ben", zone="back")
    draft_consent(
        scene, duet.other_performer, some_terms(), actor=duet.person("intimacy_coordinator")
    )
    assert reasons(scene) == [["Other performer has no current consent for this scene."]]


def test_the_ic_edits_a_beat_in_place_and_it_says_who_and_when(client: Any, duet: Any) -> None:
    first = beat(duet, toucher="ben", touched="anna", zone="thighs")
    ic = duet.person("intimacy_coordinator")
    client.force_login(ic)
    url = reverse("choreography", args=[duet.production.pk, duet.objects["anna_scene"].pk])
    response = client.post(
        url,
        {
            "action": "beat",
            "beat": first.pk,
            "order": 1,
            "toucher": duet.other_performer.pk,
            "touched": duet.members["performer"].pk,
            "zone": "face",
            "how": "cups her face",
            "barrier": "none",
        },
    )
    assert response.status_code == 302
    first.refresh_from_db()
    assert (first.zone, first.how, first.updated_by) == ("face", "cups her face", ic)
    assert Beat.objects.count() == 1
    assert "Agreed" in page(client, url)


def test_only_the_ic_writes_beats_and_rehearsals(duet: Any) -> None:
    scene = duet.objects["anna_scene"]
    for role in ("director", "performer", "costume"):
        with pytest.raises(ChoreographyRefused):
            log_rehearsal(scene, actor=duet.person(role), on=dt.date(2026, 5, 1), notes="ran it")
    with pytest.raises(ChoreographyRefused):
        save_beat(
            scene,
            actor=duet.person("director"),
            order=1,
            toucher=duet.other_performer,
            touched=duet.members["performer"],
            zone="face",
            how="",
            barrier="none",
        )


def test_a_beat_is_between_two_performers_of_the_scene(duet: Any) -> None:
    stranger = duet.objects["other_member"]
    with pytest.raises(ChoreographyRefused):
        save_beat(
            duet.objects["anna_scene"],
            actor=duet.person("intimacy_coordinator"),
            order=1,
            toucher=stranger,
            touched=duet.members["performer"],
            zone="face",
            how="",
            barrier="none",
        )


def test_the_rehearsal_log_only_grows(client: Any, duet: Any) -> None:
    client.force_login(duet.person("intimacy_coordinator"))
    url = reverse("choreography", args=[duet.production.pk, duet.objects["anna_scene"].pk])
    client.post(url, {"action": "rehearsal", "date": "2026-05-01", "notes": "Walked beats 1-3"})
    client.post(url, {"action": "rehearsal", "date": "2026-05-02", "notes": "Full run"})
    entries = list(RehearsalEntry.objects.all())
    assert [e.notes for e in entries] == ["Walked beats 1-3", "Full run"]
    assert entries[0].logged_by == duet.person("intimacy_coordinator")
    entries[0].notes = "rewritten"
    with pytest.raises(ValueError, match="append-only"):
        entries[0].save()


PRIVATE_NOTE = "my ex is the boom operator"


def test_director_sees_beats_and_conflicts_but_no_consent_reasons(client: Any, world: Any) -> None:
    scene = make_duet(world)
    anna = world.members["performer"]
    withdraw_consent(scene, actor=anna.person, reason=PRIVATE_NOTE)
    beat(world, toucher="ben", touched="anna", zone="thighs")
    log_rehearsal(
        scene, actor=world.person("intimacy_coordinator"), on=dt.date(2026, 5, 1), notes="shaky"
    )
    url = reverse("choreography", args=[world.production.pk, scene.pk])
    for role in ("director", "producer", "first_ad"):
        client.force_login(world.person(role))
        text = page(client, url)
        assert "slowly, on the count of three" in text
        assert "Conflict" in text
        for secret in (PRIVATE_NOTE, "no current consent", "did not agree", "shaky", "Save beat"):
            assert secret not in text, (role, secret)


def test_performers_in_the_scene_read_the_beats_without_reasons(client: Any, duet: Any) -> None:
    beat(duet, toucher="ben", touched="anna", zone="thighs")
    url = reverse("choreography", args=[duet.production.pk, duet.objects["anna_scene"].pk])
    client.force_login(duet.other_performer.person)
    text = page(client, url)
    assert "slowly, on the count of three" in text
    assert "did not agree" not in text
    assert "Save beat" not in text


def test_others_cannot_open_or_post_to_choreography(client: Any, duet: Any) -> None:
    url = reverse("choreography", args=[duet.production.pk, duet.objects["anna_scene"].pk])
    for role in ("costume", "crew", "editor", "mental_health_coordinator", "agent", "admin"):
        client.force_login(duet.person(role))
        assert client.get(url).status_code == 404
        assert client.post(url, {"action": "rehearsal"}).status_code == 404
    client.force_login(duet.person("director"))
    response = client.post(url, {"action": "rehearsal", "date": "2026-05-01", "notes": "x"})
    assert response.status_code == 404
    assert not RehearsalEntry.objects.exists()
