"""What a performer says on the day stays with the coordinators; an anonymous pause names nobody.

Each story first creates what could leak (a named "need to talk" check-in, an
anonymous pause, a debrief with a private note), then looks for it on every
page and in every email the other roles get.
"""

from __future__ import annotations

from typing import Any

import pytest
from django.core import mail
from django.urls import reverse

from closedset.notifications.models import Notification
from closedset.onset.models import DebriefLog, Pause, SceneWrap

from .consent_helpers import readable
from .matrix_onset import ENTRIES
from .onset_helpers import check_in_as, flag, on_set_url, shoot_today
from .role_matrix import MATRIX

PERFORMER = "Performer person"
NOTE = "she froze when the boom came in"
CALLER, CALLER_EMAIL = "Crew person", "crew@example.test"
FORBIDDEN = ["director", "producer", "first_ad", "editor", "costume", "crew", "agent", "admin"]
# The closed-set list pages offer every member of the production as a choice to add or
# admit: the name is there by design, with nothing about check-ins or debriefs.
MEMBER_PICKERS = {"closed_set", "closed_set_door"}


@pytest.fixture
def leaked(client: Any, world: Any, django_capture_on_commit_callbacks: Any) -> Any:
    flag(world)
    shoot_today(world)
    scene, day = world.objects["anna_scene"], world.objects["anna_day"]
    with django_capture_on_commit_callbacks(execute=True):
        check_in_as(client, world, "need_to_talk")
        client.force_login(world.person("crew"))
        client.post(
            on_set_url(world, "pause_call"),
            {"name_choice": "shown", "anonymous": "1", "scene": scene.pk},
        )
        client.force_login(world.person("intimacy_coordinator"))
        client.post(on_set_url(world, "scene_wrap"), {"scene": scene.pk, "day": day.pk})
        wrap = SceneWrap.objects.get()
        client.post(
            on_set_url(world, "debrief_log"),
            {
                "wrap": wrap.pk,
                "membership": world.members["performer"].pk,
                "kind": "debrief",
                "note": NOTE,
            },
        )
        client.force_login(world.person("performer"))
        client.post(on_set_url(world, "debrief_respond"), {"wrap": wrap.pk, "answer": "accept"})
    client.logout()
    assert DebriefLog.objects.count() == 1
    assert Pause.objects.count() == 1
    return world


@pytest.mark.parametrize("role", [*FORBIDDEN, "other_performer"])
def test_no_other_role_sees_who_asked_to_talk_or_the_debrief_note(
    client: Any, leaked: Any, role: str
) -> None:
    client.force_login(leaked.person(role))
    for name, (build, _) in MATRIX.items():
        response = client.get(build(leaked))
        page = readable(response)
        assert NOTE not in page, name
        assert "Need to talk</strong>" not in page, name
        if name in ENTRIES and name not in MEMBER_PICKERS and response.status_code == 200:
            assert PERFORMER not in page, name


@pytest.mark.parametrize("role", [*FORBIDDEN, "other_performer"])
def test_no_other_role_gets_an_email_naming_the_performer_or_the_caller(
    leaked: Any, role: str
) -> None:
    address = leaked.person(role).email
    for message in mail.outbox:
        if address in message.to:
            text = message.subject + message.body
            assert PERFORMER not in text
            assert NOTE not in text
            assert CALLER not in text


def test_the_coordinators_see_who_asked_to_talk_but_their_email_does_not_say(
    client: Any, leaked: Any
) -> None:
    talk = [m for m in mail.outbox if "asked to talk" in m.subject]
    assert len(talk) == 2
    assert all(PERFORMER not in m.subject + m.body for m in talk)
    client.force_login(leaked.person("intimacy_coordinator"))
    board = client.get(on_set_url(leaked, "checkins")).content.decode()
    assert PERFORMER in board
    assert "Need to talk</strong>" in board


def test_an_anonymous_pause_stores_and_sends_no_trace_of_its_caller(
    client: Any, leaked: Any
) -> None:
    pause = Pause.objects.get()
    assert pause.called_by_id is None
    assert pause.anonymous
    stored = {f.name for f in Pause._meta.concrete_fields}
    assert stored == {
        "id",
        "production",
        "shoot_day",
        "scene",
        "called_by",
        "anonymous",
        "created_at",
    }
    for row in Notification.objects.filter(kind="pause"):
        assert CALLER not in row.subject + row.body
        assert CALLER_EMAIL not in row.body
        assert row.email != CALLER_EMAIL
    for role in ["intimacy_coordinator", "mental_health_coordinator", "first_ad"]:
        client.force_login(leaked.person(role))
        page = client.get(on_set_url(leaked, "pauses")).content.decode()
        assert "anonymous" in page
        assert CALLER not in page


def test_the_producer_gets_no_pause_email_even_for_a_named_pause(
    client: Any, world: Any, django_capture_on_commit_callbacks: Any
) -> None:
    client.force_login(world.person("performer"))
    with django_capture_on_commit_callbacks(execute=True):
        client.post(on_set_url(world, "pause_call"), {"name_choice": "shown"})
    assert mail.outbox
    assert all(
        world.person(r).email not in m.to for m in mail.outbox for r in ("producer", "director")
    )
    assert not Notification.objects.filter(recipient=world.person("producer")).exists()


@pytest.mark.parametrize("role", ["director", "producer", "first_ad"])
def test_leads_see_only_how_many_debriefs_were_offered_and_held(
    client: Any, leaked: Any, role: str
) -> None:
    client.force_login(leaked.person(role))
    page = client.get(reverse("debriefs", args=[leaked.production.pk])).content.decode()
    assert "<td>1</td><td>1</td>" in page
    assert PERFORMER not in page
    assert NOTE not in page
    assert "accepted" not in page
