"""The 1st AD imports the stripboard from the scheduling tool instead of typing every day."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.urls import reverse
from django.utils import timezone

from closedset.productions.models import ScheduledScene, ShootDay
from closedset.productions.roles import Role
from tests.factories import SceneFactory

from .role_matrix import ALL_ROLES

LEADS = {Role.DIRECTOR.value, Role.PRODUCER.value, Role.FIRST_AD.value}


def _upload(client: Any, world: Any, text: str | bytes, name: str = "stripboard.csv") -> Any:
    data = text.encode() if isinstance(text, str) else text
    return client.post(
        reverse("schedule_import", args=[world.production.pk]),
        {"file": SimpleUploadedFile(name, data, content_type="text/csv")},
    )


@pytest.fixture
def script(world: Any) -> dict[str, Any]:
    """Printed numbers 12 and 14A, plus an omitted scene 15, in Night Swim; days 50 and 51."""
    p = world.production
    ShootDay.objects.filter(pk=world.objects["anna_day"].pk).update(day_number=50)
    ShootDay.objects.filter(pk=world.objects["ben_day"].pk).update(day_number=51)
    return {
        "12": SceneFactory(production=p, number="12", heading="INT. KITCHEN - DAY"),
        "14A": SceneFactory(production=p, number="14A", heading="EXT. POOL - NIGHT"),
        "15": SceneFactory(production=p, number="15", heading="INT. HALL", is_omitted=True),
    }


def _stripboard(world: Any) -> str:
    anna = world.objects["anna_scene"]
    return (
        "day,date,call_time,scene,location,notes\n"
        "1,2027-03-01,07:00,12,Pool house,Bring robes\n"
        "1,2027-03-01,09:30,14A,Pool house,\n"
        f"2,2027-03-02,06:45,{anna.ordinal},Rooftop,\n"
    )


def _snapshot(world: Any) -> list[tuple[Any, ...]]:
    return sorted(
        (s.shoot_day.date, s.shoot_day.day_number, s.scene_id, s.call_time)
        for s in ScheduledScene.objects.filter(shoot_day__production=world.production)
    )


def test_first_ad_imports_a_stripboard_and_sees_what_was_created(
    client: Any, world: Any, script: dict[str, Any]
) -> None:
    client.force_login(world.person("first_ad"))
    response = _upload(client, world, _stripboard(world))
    assert response.status_code == 200
    page = response.content.decode()
    assert "Schedule imported" in page
    assert "Scene 14A on day 1 at 09:30" in page
    day1 = ShootDay.objects.get(production=world.production, date=dt.date(2027, 3, 1))
    assert (day1.day_number, day1.location, day1.notes) == (1, "Pool house", "Bring robes")
    calls = {s.scene.label: timezone.localtime(s.call_time) for s in day1.scheduled.all()}
    assert calls["12"].time() == dt.time(7, 0)
    assert calls["14A"].time() == dt.time(9, 30)
    day2 = ShootDay.objects.get(production=world.production, date=dt.date(2027, 3, 2))
    assert [s.scene for s in day2.scheduled.all()] == [world.objects["anna_scene"]]


def test_call_times_are_wall_clock_times_of_the_production(
    client: Any, world: Any, script: dict[str, Any], settings: Any
) -> None:
    settings.TIME_ZONE = "Europe/London"
    client.force_login(world.person("first_ad"))
    _upload(client, world, "day,date,call_time,scene\n1,2027-07-01,07:00,12\n")
    scheduled = ScheduledScene.objects.get(scene=script["12"])
    assert scheduled.call_time == dt.datetime(2027, 7, 1, 6, 0, tzinfo=dt.UTC)


def test_bad_rows_are_all_reported_and_nothing_is_imported(
    client: Any, world: Any, script: dict[str, Any]
) -> None:
    before = _snapshot(world)
    days_before = ShootDay.objects.count()
    client.force_login(world.person("first_ad"))
    text = (
        "day,date,call_time,scene\n"
        "1,2027-03-01,07:00,12\n"
        "1,2027-03-01,08:00,99\n"
        "1,2027-03-01,09:00,15\n"
        "2,2027-03-40,10:00,14A\n"
    )
    response = _upload(client, world, text)
    page = response.content.decode()
    assert response.status_code == 200
    assert "Nothing was imported" in page
    assert "Line 3: there is no scene 99 in the script" in page
    assert "Line 4: scene 15 is omitted from the script" in page
    assert "Line 5: date &#x27;2027-03-40&#x27; does not exist" in page
    assert _snapshot(world) == before
    assert ShootDay.objects.count() == days_before


def test_importing_the_same_file_twice_changes_nothing(
    client: Any, world: Any, script: dict[str, Any]
) -> None:
    client.force_login(world.person("first_ad"))
    _upload(client, world, _stripboard(world))
    first = _snapshot(world)
    days = ShootDay.objects.filter(production=world.production).count()
    response = _upload(client, world, _stripboard(world))
    assert "nothing changed" in response.content.decode()
    assert _snapshot(world) == first
    assert ShootDay.objects.filter(production=world.production).count() == days


def test_a_revised_stripboard_moves_call_times_instead_of_duplicating(
    client: Any, world: Any, script: dict[str, Any]
) -> None:
    client.force_login(world.person("first_ad"))
    _upload(client, world, _stripboard(world))
    revised = _stripboard(world).replace("09:30,14A", "11:15,14A")
    response = _upload(client, world, revised)
    assert "Call times changed" in response.content.decode()
    scheduled = ScheduledScene.objects.filter(scene=script["14A"])
    assert scheduled.count() == 1
    assert timezone.localtime(scheduled.get().call_time).time() == dt.time(11, 15)


def test_a_day_that_moved_is_found_by_its_number(
    client: Any, world: Any, script: dict[str, Any]
) -> None:
    client.force_login(world.person("first_ad"))
    _upload(client, world, "day,date,call_time,scene\n7,2027-03-01,07:00,12\n")
    _upload(client, world, "day,date,call_time,scene\n7,2027-03-04,08:00,12\n")
    days = ShootDay.objects.filter(production=world.production, day_number=7)
    assert [d.date for d in days] == [dt.date(2027, 3, 4)]
    assert days.get().scheduled.count() == 1


def test_a_file_over_one_megabyte_is_refused(client: Any, world: Any) -> None:
    client.force_login(world.person("first_ad"))
    before = _snapshot(world)
    big = "day,date,call_time,scene\n" + "1,2027-03-01,07:00,1\n" * 60_000
    response = _upload(client, world, big)
    assert "larger than 1 MB" in response.content.decode()
    assert _snapshot(world) == before


def test_a_file_that_is_not_csv_is_refused_with_a_clear_message(client: Any, world: Any) -> None:
    client.force_login(world.person("first_ad"))
    png = b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00"
    assert "not a CSV file" in _upload(client, world, png, "poster.png").content.decode()
    latin = "day,date,call_time,scene\n1,2027-03-01,07:00,Café\n".encode("cp1252")
    assert "not UTF-8" in _upload(client, world, latin).content.decode()
    no_header = "name,email\nAnna,anna@example.test\n"
    assert "must name the columns" in _upload(client, world, no_header).content.decode()


def test_the_shoot_days_page_offers_the_upload_to_leads_only(client: Any, world: Any) -> None:
    url = reverse("day_list", args=[world.production.pk])
    upload_url = reverse("schedule_import", args=[world.production.pk])
    client.force_login(world.person("first_ad"))
    assert upload_url in client.get(url).content.decode()
    client.force_login(world.person("crew"))
    assert upload_url not in client.get(url).content.decode()


@pytest.mark.parametrize("role", sorted(ALL_ROLES | {"outsider"}))
def test_only_leads_may_post_a_schedule(
    client: Any, world: Any, script: dict[str, Any], role: str
) -> None:
    before = _snapshot(world)
    client.force_login(world.person(role))
    response = _upload(client, world, _stripboard(world))
    if role in LEADS:
        assert response.status_code == 200
        assert _snapshot(world) != before
    else:
        assert response.status_code == 404
        assert _snapshot(world) == before
