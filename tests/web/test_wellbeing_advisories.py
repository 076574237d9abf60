"""Content advisories: everyone called on a heavy day is told, once, and it is on record."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest
from django.core import mail
from django.urls import reverse

from closedset.wellbeing.advisories import (
    AdvisoryRefused,
    generate_advisories,
    send_advisories,
    send_due_advisories,
)
from closedset.wellbeing.models import Advisory, SupportResource
from closedset.wellbeing.queries import advisory_state
from tests.factories import SceneFactory, ShootDayFactory, schedule

from .wellbeing_helpers import flag, make_heavy

CREW_SIDE = [
    "intimacy_coordinator",
    "mental_health_coordinator",
    "director",
    "producer",
    "first_ad",
    "costume",
    "editor",
    "crew",
]


@pytest.fixture
def heavy_day(world: Any) -> Any:
    make_heavy(world)
    SupportResource.objects.create(
        production=world.production, territory="US", name="988 Lifeline", phone="988"
    )
    SupportResource.objects.create(
        production=world.production, territory="UK", name="Samaritans", phone="116 123"
    )
    return world.objects["anna_day"]


def test_mhc_writes_advisories_for_everyone_called_and_nobody_else(
    world: Any, heavy_day: Any
) -> None:
    mhc = world.person("mental_health_coordinator")
    assert generate_advisories(heavy_day, actor=mhc) == 9
    told = set(Advisory.objects.values_list("membership__person__email", flat=True))
    assert told == {f"{r}@example.test" for r in [*CREW_SIDE, "performer"]}
    content = Advisory.objects.first().content  # type: ignore[union-attr]
    label = world.objects["anna_scene"].label
    assert f"Scene {label}. INT. POOL HOUSE - NIGHT: self-harm (severe)" in content
    assert reverse("step_away", args=[world.production.pk]) in content
    assert "Mental health coordinator: Mental health coordinator person" in content
    assert "988 Lifeline: 988" in content
    assert "Samaritans" not in content


def test_regenerating_unchanged_writes_nothing_and_a_change_supersedes_unsent(
    world: Any, heavy_day: Any
) -> None:
    mhc = world.person("mental_health_coordinator")
    generate_advisories(heavy_day, actor=mhc)
    assert generate_advisories(heavy_day, actor=mhc) == 0
    flag(world.objects["anna_scene"], "violence", "severe", mhc)
    assert generate_advisories(heavy_day, actor=mhc) == 9
    assert Advisory.objects.count() == 18
    state = advisory_state([heavy_day.pk])[heavy_day.pk]
    assert (state.people_called, state.generated, state.sent) == (9, 9, 0)


def test_sending_tells_each_person_once_and_keeps_the_sent_text_as_history(
    world: Any, heavy_day: Any, django_capture_on_commit_callbacks: Any
) -> None:
    mhc = world.person("mental_health_coordinator")
    generate_advisories(heavy_day, actor=mhc)
    with django_capture_on_commit_callbacks(execute=True):
        assert send_advisories(heavy_day, actor=mhc) == 9
        assert send_advisories(heavy_day, actor=mhc) == 0
    assert len(mail.outbox) == 9
    assert {m.to[0] for m in mail.outbox} == {
        f"{r}@example.test" for r in [*CREW_SIDE, "performer"]
    }
    state = advisory_state([heavy_day.pk])[heavy_day.pk]
    assert state.everyone_told
    assert state.earliest_sent_at is not None
    sent = Advisory.objects.first()
    with pytest.raises(ValueError, match="append-only"):
        sent.save()  # type: ignore[union-attr]
    flag(world.objects["anna_scene"], "abuse", "moderate", mhc)
    generate_advisories(heavy_day, actor=mhc)
    state = advisory_state([heavy_day.pk])[heavy_day.pk]
    assert (state.generated, state.sent) == (9, 0)
    assert Advisory.objects.filter(delivery__isnull=False).count() == 9


def test_only_coordinators_write_or_send_and_a_light_day_has_nothing_to_advise(
    world: Any, heavy_day: Any
) -> None:
    with pytest.raises(AdvisoryRefused):
        generate_advisories(heavy_day, actor=world.person("producer"))
    with pytest.raises(AdvisoryRefused):
        send_advisories(heavy_day, actor=world.person("first_ad"))
    with pytest.raises(AdvisoryRefused):
        generate_advisories(world.objects["ben_day"], actor=world.person("intimacy_coordinator"))


def test_the_periodic_job_sends_only_days_whose_call_is_within_notice(
    world: Any, heavy_day: Any
) -> None:
    mhc = world.person("mental_health_coordinator")
    generate_advisories(heavy_day, actor=mhc)
    first_call = heavy_day.scheduled.get().call_time
    notice = dt.timedelta(hours=48)
    assert send_due_advisories(first_call - dt.timedelta(hours=49), lambda p: notice) == 0
    assert send_due_advisories(first_call - dt.timedelta(hours=47), lambda p: notice) == 9
    assert send_due_advisories(first_call - dt.timedelta(hours=46), lambda p: notice) == 0


def test_advisory_state_makes_a_fixed_number_of_queries(
    world: Any, heavy_day: Any, django_assert_max_num_queries: Any
) -> None:
    mhc = world.person("mental_health_coordinator")
    generate_advisories(heavy_day, actor=mhc)
    days = [heavy_day]
    for _ in range(4):
        day = ShootDayFactory(production=world.production)
        scene = SceneFactory(production=world.production)
        scene.characters.set([world.objects["anna_scene"].characters.get()])
        schedule(day, scene)
        flag(scene, "abuse", "severe", mhc)
        generate_advisories(day, actor=mhc)
        days.append(day)
    with django_assert_max_num_queries(4):
        states = advisory_state([d.pk for d in days])
    assert all(s.people_called == 9 and s.generated == 9 for s in states.values())


def test_coordinator_previews_and_sends_from_the_day_page(
    client: Any, world: Any, heavy_day: Any, django_capture_on_commit_callbacks: Any
) -> None:
    client.force_login(world.person("mental_health_coordinator"))
    page = reverse("day_advisories", args=[world.production.pk, heavy_day.pk])
    assert "self-harm (severe)" in client.get(page).content.decode()
    client.post(reverse("advisories_generate", args=[world.production.pk, heavy_day.pk]))
    with django_capture_on_commit_callbacks(execute=True):
        client.post(reverse("advisories_send", args=[world.production.pk, heavy_day.pk]))
    assert len(mail.outbox) == 9
    client.force_login(world.person("performer"))
    mine = client.get(reverse("my_advisories", args=[world.production.pk])).content.decode()
    assert "self-harm (severe)" in mine
    client.force_login(world.person("other_performer"))
    theirs = client.get(reverse("my_advisories", args=[world.production.pk])).content.decode()
    assert "self-harm" not in theirs


def test_advisory_list_makes_a_fixed_number_of_queries(
    client: Any, world: Any, heavy_day: Any, django_assert_max_num_queries: Any
) -> None:
    mhc = world.person("mental_health_coordinator")
    for _ in range(5):
        day = ShootDayFactory(production=world.production)
        scene = SceneFactory(production=world.production)
        schedule(day, scene)
        flag(scene, "abuse", "severe", mhc)
        generate_advisories(day, actor=mhc)
    client.force_login(mhc)
    with django_assert_max_num_queries(16):
        response = client.get(reverse("advisory_days", args=[world.production.pk]))
    assert response.status_code == 200
