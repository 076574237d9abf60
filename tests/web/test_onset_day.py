"""On the day: performers check in, anyone can pause, coordinators wrap and debrief."""

from __future__ import annotations

from typing import Any

import pytest
from django.core import mail
from django.urls import reverse

from closedset.onset.domain import OnSetRefused
from closedset.onset.models import (
    CheckIn,
    DebriefLog,
    DebriefResponse,
    Pause,
    PauseResolution,
    SceneWrap,
)
from closedset.onset.queries import open_pauses
from closedset.onset.shootday import call_pause, check_in, resolve_pause, wrap_scene
from tests.factories import SceneFactory

from .onset_helpers import check_in_as, flag, on_set_url, shoot_today


def test_performer_sees_their_scene_of_the_day_with_check_in_buttons(
    client: Any, world: Any
) -> None:
    flag(world)
    client.force_login(world.person("performer"))
    page = client.get(on_set_url(world)).content.decode()
    assert world.objects["anna_scene"].heading in page
    assert world.objects["ben_scene"].heading not in page.split("My scenes")[1]
    assert "check in before this scene" in page
    assert "I need to talk" in page
    assert "I'm ready" in page


def test_ready_then_need_to_talk_keeps_history_and_tells_coordinators_without_the_name(
    client: Any, world: Any, django_capture_on_commit_callbacks: Any
) -> None:
    flag(world)
    check_in_as(client, world, "ready")
    with django_capture_on_commit_callbacks(execute=True):
        check_in_as(client, world, "need_to_talk")
    assert [c.status for c in CheckIn.objects.all()] == ["ready", "need_to_talk"]
    assert sorted(m.to[0] for m in mail.outbox) == [
        "intimacy_coordinator@example.test",
        "mental_health_coordinator@example.test",
    ]
    for message in mail.outbox:
        assert f"scene {world.objects['anna_scene'].label}" in message.body
        assert "Performer person" not in message.subject + message.body
    page = client.get(on_set_url(world)).content.decode()
    assert "You said: <strong>Need to talk</strong>" in page
    client.force_login(world.person("mental_health_coordinator"))
    board = client.get(on_set_url(world, "checkins")).content.decode()
    assert "Performer person" in board
    assert "Need to talk" in board
    assert "Ready" in board


def test_the_same_check_in_twice_is_recorded_once(
    client: Any, world: Any, django_capture_on_commit_callbacks: Any
) -> None:
    with django_capture_on_commit_callbacks(execute=True):
        check_in_as(client, world, "need_to_talk")
        check_in_as(client, world, "need_to_talk")
    assert CheckIn.objects.count() == 1
    assert len(mail.outbox) == 2  # one IC, one MHC


def test_a_performer_checks_in_only_for_their_own_scheduled_scene(world: Any) -> None:
    with pytest.raises(OnSetRefused):
        check_in(
            world.objects["ben_scene"],
            world.objects["ben_day"],
            "ready",
            actor=world.person("performer"),
        )
    with pytest.raises(OnSetRefused):
        check_in(
            world.objects["anna_scene"],
            world.objects["ben_day"],
            "ready",
            actor=world.person("performer"),
        )
    assert not CheckIn.objects.exists()


def test_crew_calls_an_anonymous_pause_by_default_and_sees_a_confirmation(
    client: Any, world: Any, django_capture_on_commit_callbacks: Any
) -> None:
    shoot_today(world)
    client.force_login(world.person("crew"))
    page = client.get(on_set_url(world)).content.decode()
    assert 'name="anonymous" value="1" checked' in page
    with django_capture_on_commit_callbacks(execute=True):
        response = client.post(
            on_set_url(world, "pause_call"),
            {"name_choice": "shown", "anonymous": "1", "scene": world.objects["anna_scene"].pk},
            follow=True,
        )
    assert "Pause sent." in response.content.decode()
    pause = Pause.objects.get()
    assert pause.anonymous
    assert pause.called_by is None
    assert pause.shoot_day == world.objects["anna_day"]
    assert sorted(m.to[0] for m in mail.outbox) == [
        "first_ad@example.test",
        "intimacy_coordinator@example.test",
        "mental_health_coordinator@example.test",
    ]
    label = world.objects["anna_scene"].label
    assert all(f"Pause called on scene {label}" in m.body for m in mail.outbox)


def test_a_caller_who_clears_the_box_is_named(
    client: Any, world: Any, django_capture_on_commit_callbacks: Any
) -> None:
    client.force_login(world.person("performer"))
    with django_capture_on_commit_callbacks(execute=True):
        client.post(on_set_url(world, "pause_call"), {"name_choice": "shown"})
    pause = Pause.objects.get()
    assert not pause.anonymous
    assert pause.called_by == world.members["performer"]
    assert all("Called by Performer person." in m.body for m in mail.outbox)
    assert all("Pause called." in m.body for m in mail.outbox)


def test_a_post_without_the_form_choice_stays_anonymous(client: Any, world: Any) -> None:
    client.force_login(world.person("costume"))
    client.post(on_set_url(world, "pause_call"))
    assert Pause.objects.get().called_by is None


def test_two_quick_presses_make_two_pauses(client: Any, world: Any) -> None:
    client.force_login(world.person("crew"))
    client.post(on_set_url(world, "pause_call"), {"name_choice": "shown", "anonymous": "1"})
    client.post(on_set_url(world, "pause_call"), {"name_choice": "shown", "anonymous": "1"})
    assert Pause.objects.count() == 2


@pytest.mark.parametrize("role", ["agent", "admin"])
def test_agents_and_admins_cannot_call_a_pause(world: Any, role: str) -> None:
    with pytest.raises(OnSetRefused):
        call_pause(world.production, actor=world.person(role), anonymous=True)


def test_first_ad_resolves_a_pause_once_and_it_leaves_the_open_list(
    client: Any, world: Any
) -> None:
    pause = call_pause(world.production, actor=world.person("crew"), anonymous=True)
    assert open_pauses(world.production) == [pause]
    client.force_login(world.person("first_ad"))
    page = client.get(on_set_url(world, "pauses")).content.decode()
    assert "anonymous" in page
    assert "Resolve" in page
    resolve = reverse("pause_resolve", args=[world.production.pk, pause.pk])
    client.post(resolve, {"note": "talked it through; resumed"})
    client.post(resolve, {"note": "again"})
    assert PauseResolution.objects.get().note == "talked it through; resumed"
    assert open_pauses(world.production) == []
    partial = client.get(on_set_url(world, "pauses"), HTTP_HX_REQUEST="true").content.decode()
    assert "No open pause." in partial
    assert "<html" not in partial


def test_open_pauses_newest_first_in_one_query(world: Any, django_assert_num_queries: Any) -> None:
    scenes = [SceneFactory(production=world.production) for _ in range(4)]
    made = [
        call_pause(world.production, actor=world.person("crew"), anonymous=i % 2 == 0, scene=s)
        for i, s in enumerate(scenes)
    ]
    resolve_pause(made[0], actor=world.person("intimacy_coordinator"))
    call_pause(world.other_production, actor=world.objects["other_member"].person, anonymous=True)
    with django_assert_num_queries(1):
        pauses = open_pauses(world.production)
        names = [(p.scene.label if p.scene else None, p.called_by) for p in pauses]
    assert [p.pk for p in pauses] == [made[3].pk, made[2].pk, made[1].pk]
    assert names[0][1] == world.members["crew"]


def test_open_pauses_partial_does_not_grow_queries(
    client: Any, world: Any, django_assert_max_num_queries: Any
) -> None:
    for i in range(10):
        scene = SceneFactory(production=world.production)
        call_pause(world.production, actor=world.person("crew"), anonymous=i % 2 == 0, scene=scene)
    client.force_login(world.person("mental_health_coordinator"))
    with django_assert_max_num_queries(8):
        response = client.get(on_set_url(world, "pauses"), HTTP_HX_REQUEST="true")
    assert response.content.decode().count("Resolve") == 10


def test_wrap_offers_a_debrief_and_the_performer_answers(
    client: Any, world: Any, django_capture_on_commit_callbacks: Any
) -> None:
    flag(world)
    scene, day = world.objects["anna_scene"], world.objects["anna_day"]
    client.force_login(world.person("mental_health_coordinator"))
    with django_capture_on_commit_callbacks(execute=True):
        client.post(on_set_url(world, "scene_wrap"), {"scene": scene.pk, "day": day.pk})
        client.post(on_set_url(world, "scene_wrap"), {"scene": scene.pk, "day": day.pk})
    wrap = SceneWrap.objects.get()
    assert [(m.to[0], "debrief" in m.body) for m in mail.outbox] == [
        ("performer@example.test", True)
    ]
    client.force_login(world.person("performer"))
    page = client.get(on_set_url(world)).content.decode()
    assert "a debrief or warm-down is offered" in page
    client.post(on_set_url(world, "debrief_respond"), {"wrap": wrap.pk, "answer": "decline"})
    client.post(on_set_url(world, "debrief_respond"), {"wrap": wrap.pk, "answer": "accept"})
    assert [r.accepted for r in DebriefResponse.objects.all()] == [False, True]
    assert "You accepted." in client.get(on_set_url(world)).content.decode()


def test_coordinator_records_a_debrief_with_a_sealed_note(client: Any, world: Any) -> None:
    scene, day = world.objects["anna_scene"], world.objects["anna_day"]
    wrap = wrap_scene(scene, day, actor=world.person("intimacy_coordinator"))
    client.force_login(world.person("intimacy_coordinator"))
    client.post(
        on_set_url(world, "debrief_log"),
        {
            "wrap": wrap.pk,
            "membership": world.members["performer"].pk,
            "kind": "warm_down",
            "note": "shaken by take 4",
        },
    )
    log = DebriefLog.objects.get()
    assert "shaken" not in log.note_sealed
    assert log.note == "shaken by take 4"
    page = client.get(on_set_url(world, "debriefs")).content.decode()
    assert "Warm-down with Performer person" in page
    assert "shaken by take 4" in page


def test_debrief_only_for_performers_of_the_scene(world: Any) -> None:
    from closedset.onset.shootday import log_debrief

    wrap = wrap_scene(
        world.objects["anna_scene"],
        world.objects["anna_day"],
        actor=world.person("intimacy_coordinator"),
    )
    with pytest.raises(OnSetRefused):
        log_debrief(
            wrap, world.other_performer, "debrief", "", actor=world.person("intimacy_coordinator")
        )
    with pytest.raises(OnSetRefused):
        wrap_scene(
            world.objects["anna_scene"], world.objects["anna_day"], actor=world.person("first_ad")
        )


def test_crew_check_in_before_a_heavy_scene_and_the_mhc_hears_without_leads(
    client: Any, world: Any, django_capture_on_commit_callbacks: Any
) -> None:
    from django.core import mail
    from django.urls import reverse

    from closedset.onset.models import CheckIn

    from .readiness_helpers import flag

    flag(world, "violence", severity="severe")
    scene, day = world.objects["anna_scene"], world.objects["anna_day"]
    client.force_login(world.person("crew"))
    page = client.get(reverse("on_set", args=[world.production.pk])).content.decode()
    assert "I need to talk" in page, "the boom operator hears the screaming too"
    with django_capture_on_commit_callbacks(execute=True):
        client.post(
            reverse("checkin", args=[world.production.pk]),
            {"scene": scene.pk, "day": day.pk, "status": "need_to_talk"},
        )
    assert CheckIn.objects.get().membership == world.members["crew"]
    told = {address for m in mail.outbox for address in m.to}
    assert world.person("mental_health_coordinator").email in told
    assert world.person("producer").email not in told
    assert all(world.person("crew").name not in m.body for m in mail.outbox)


def test_crew_see_nothing_to_check_in_for_on_a_quiet_day(client: Any, world: Any) -> None:
    from django.urls import reverse

    client.force_login(world.person("crew"))
    page = client.get(reverse("on_set", args=[world.production.pk])).content.decode()
    assert "Nothing to check in for" in page
