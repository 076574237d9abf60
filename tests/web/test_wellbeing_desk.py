"""The MHC's desk: step-away requests, check-ins, risk assessments, support and the pulse."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest
from django.core import mail
from django.urls import reverse
from django.utils import timezone

from closedset.wellbeing.domain import (
    WellbeingRefused,
    answer_pulse,
    request_step_away,
    write_risk_assessment,
)
from closedset.wellbeing.models import (
    MHCCheckIn,
    PulseResponse,
    StepAwayDecision,
    StepAwayRequest,
    SupportResource,
)
from closedset.wellbeing.queries import risk_assessment_state
from tests.factories import SceneFactory

from .wellbeing_helpers import flag, make_heavy


def test_crew_asks_to_step_away_and_the_mhc_arranges_it(
    client: Any, world: Any, django_capture_on_commit_callbacks: Any
) -> None:
    scheduled = world.objects["anna_day"].scheduled.get()
    client.force_login(world.person("crew"))
    page = reverse("step_away", args=[world.production.pk])
    with django_capture_on_commit_callbacks(execute=True):
        client.post(page, {"scheduled": scheduled.pk, "note": "Too close to home."})
    request = StepAwayRequest.objects.get()
    assert request.note == "Too close to home."
    assert "Too close" not in request.note_sealed
    assert [m.to[0] for m in mail.outbox] == ["mental_health_coordinator@example.test"]
    assert "Crew person" not in mail.outbox[0].body
    client.force_login(world.person("mental_health_coordinator"))
    queue = client.get(reverse("step_away_requests", args=[world.production.pk])).content.decode()
    assert "Crew person" in queue
    assert "Too close to home." in queue
    with django_capture_on_commit_callbacks(execute=True):
        client.post(
            reverse("step_away_decide", args=[world.production.pk, request.pk]),
            {"status": "arranged"},
        )
    assert request.latest_decision.status == StepAwayDecision.Status.ARRANGED  # type: ignore[union-attr]
    assert mail.outbox[-1].to == ["crew@example.test"]
    client.force_login(world.person("crew"))
    assert "Arranged" in client.get(page).content.decode()


def test_only_people_called_that_day_may_step_away(world: Any) -> None:
    scheduled = world.objects["ben_day"].scheduled.get()
    with pytest.raises(WellbeingRefused):
        request_step_away(scheduled, actor=world.person("performer"))
    with pytest.raises(WellbeingRefused):
        request_step_away(scheduled, actor=world.person("agent"))


def test_step_away_queue_makes_a_fixed_number_of_queries(
    client: Any, world: Any, django_assert_max_num_queries: Any
) -> None:
    scheduled = world.objects["anna_day"].scheduled.get()
    for role in ["crew", "costume", "editor", "performer"]:
        request_step_away(scheduled, actor=world.person(role), note=f"note from {role}")
    client.force_login(world.person("intimacy_coordinator"))
    with django_assert_max_num_queries(10):
        response = client.get(reverse("step_away_requests", args=[world.production.pk]))
    assert response.content.decode().count("note from") == 4


def test_mhc_logs_check_ins_that_only_mhcs_read(
    client: Any, world: Any, django_assert_max_num_queries: Any
) -> None:
    client.force_login(world.person("mental_health_coordinator"))
    page = reverse("mhc_checkins", args=[world.production.pk])
    for role in ["crew", "performer", "costume"]:
        client.post(
            page,
            {
                "membership": world.members[role].pk,
                "note": f"talked with {role}",
                "follow_up": "on",
            },
        )
    assert MHCCheckIn.objects.count() == 3
    with django_assert_max_num_queries(10):
        html = client.get(page).content.decode()
    assert "talked with crew" in html
    assert "talked with costume" in html
    client.force_login(world.person("intimacy_coordinator"))
    assert client.get(page).status_code == 404


def test_a_risk_assessment_needs_revisiting_when_the_scene_changes(client: Any, world: Any) -> None:
    scene = make_heavy(world)
    flag(scene, "nudity", "moderate", world.person("intimacy_coordinator"))
    client.force_login(world.person("mental_health_coordinator"))
    listing = reverse("risk_assessments", args=[world.production.pk])
    assert "missing" in client.get(listing).content.decode()
    client.post(
        reverse("risk_assessment", args=[world.production.pk, scene.pk, "mental_health"]),
        {"hazards": "Re-traumatising material", "controls": "Closed set; MHC on call"},
    )
    assert risk_assessment_state([scene.pk]) == {(scene.pk, "mental_health"): "current"}
    with pytest.raises(WellbeingRefused):
        write_risk_assessment(
            scene,
            "intimacy",
            actor=world.person("mental_health_coordinator"),
            hazards="x",
            controls="y",
        )
    write_risk_assessment(
        scene, "intimacy", actor=world.person("intimacy_coordinator"), hazards="h", controls="c"
    )
    scene.text = "A rewritten scene."
    scene.save()
    assert risk_assessment_state([scene.pk]) == {
        (scene.pk, "mental_health"): "stale",
        (scene.pk, "intimacy"): "stale",
    }
    assert "needs revisiting" in client.get(listing).content.decode()


def test_risk_assessment_state_makes_a_fixed_number_of_queries(
    world: Any, django_assert_max_num_queries: Any
) -> None:
    mhc = world.person("mental_health_coordinator")
    scenes = [SceneFactory(production=world.production) for _ in range(5)]
    for scene in scenes:
        write_risk_assessment(scene, "mental_health", actor=mhc, hazards="h", controls="c")
    with django_assert_max_num_queries(2):
        states = risk_assessment_state([s.pk for s in scenes])
    assert set(states.values()) == {"current"}


def test_mhc_keeps_the_support_list_every_member_reads(client: Any, world: Any) -> None:
    client.force_login(world.person("mental_health_coordinator"))
    client.post(
        reverse("resource_new", args=[world.production.pk]),
        {
            "name": "988 Lifeline",
            "territory": "US",
            "phone": "988",
            "url": "https://988lifeline.org",
        },
    )
    resource = SupportResource.objects.get()
    client.force_login(world.person("agent"))
    assert (
        "988 Lifeline"
        in client.get(reverse("support", args=[world.production.pk])).content.decode()
    )
    client.force_login(world.person("mental_health_coordinator"))
    client.post(reverse("resource_remove", args=[world.production.pk, resource.pk]))
    assert not SupportResource.objects.exists()


def test_pulse_takes_one_answer_a_day_and_hides_thin_days(client: Any, world: Any) -> None:
    today = timezone.localdate()
    client.force_login(world.person("crew"))
    client.post(reverse("pulse_answer", args=[world.production.pk]), {"colour": "red"})
    client.post(reverse("pulse_answer", args=[world.production.pk]), {"colour": "green"})
    assert list(PulseResponse.objects.values_list("colour", flat=True)) == ["red"]
    yesterday = today - dt.timedelta(days=1)
    for role in ["performer", "costume", "editor"]:
        answer_pulse(world.production, "orange", actor=world.person(role), day=yesterday)
    client.force_login(world.person("mental_health_coordinator"))
    trend = client.get(reverse("pulse_trend", args=[world.production.pk])).content.decode()
    assert yesterday.strftime("%a %-d %b %Y") in trend
    assert today.strftime("%a %-d %b %Y") not in trend
    assert "1 hidden" in trend


def test_overview_links_to_the_pages_each_role_may_open(client: Any, world: Any) -> None:
    overview = reverse("overview", args=[world.production.pk])
    client.force_login(world.person("mental_health_coordinator"))
    html = client.get(overview).content.decode()
    assert reverse("mhc_checkins", args=[world.production.pk]) in html
    assert reverse("concern_list", args=[world.production.pk]) in html
    client.force_login(world.person("producer"))
    html = client.get(overview).content.decode()
    assert reverse("support", args=[world.production.pk]) in html
    assert f'href="{reverse("concern_list", args=[world.production.pk])}"' not in html
    assert reverse("mhc_checkins", args=[world.production.pk]) not in html
