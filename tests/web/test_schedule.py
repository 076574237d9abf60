"""The 1st AD builds the schedule; a performer sees the days they work."""

from __future__ import annotations

from typing import Any

from django.urls import reverse

from closedset.productions.models import ScheduledScene, ShootDay


def test_first_ad_adds_a_day_and_schedules_a_scene(client: Any, world: Any) -> None:
    client.force_login(world.person("first_ad"))
    p = world.production.pk
    response = client.post(
        reverse("day_new", args=[p]), {"date": "2027-01-11", "day_number": 9, "location": "Pool"}
    )
    day = ShootDay.objects.get(production=world.production, day_number=9)
    assert response.status_code == 302
    scene = world.objects["anna_scene"]
    url = reverse("day_detail", args=[p, day.pk])
    client.post(url, {"scene": scene.pk, "call_time": "07:30"})
    scheduled = ScheduledScene.objects.get(shoot_day=day)
    assert scheduled.scene == scene
    assert scheduled.call_time.hour == 7


def test_scheduling_the_same_scene_twice_on_a_day_is_refused(client: Any, world: Any) -> None:
    client.force_login(world.person("first_ad"))
    day = world.objects["anna_day"]
    url = reverse("day_detail", args=[world.production.pk, day.pk])
    response = client.post(url, {"scene": world.objects["anna_scene"].pk, "call_time": "10:00"})
    assert response.status_code == 302
    assert ScheduledScene.objects.filter(shoot_day=day).count() == 1


def test_scene_of_another_production_cannot_be_scheduled(client: Any, world: Any) -> None:
    client.force_login(world.person("first_ad"))
    day = world.objects["anna_day"]
    url = reverse("day_detail", args=[world.production.pk, day.pk])
    response = client.post(url, {"scene": world.objects["other_scene"].pk, "call_time": "10:00"})
    assert response.status_code == 200
    assert ScheduledScene.objects.filter(shoot_day=day).count() == 1


def test_director_views_but_performer_cannot_edit(client: Any, world: Any) -> None:
    client.force_login(world.person("performer"))
    day = world.objects["anna_day"]
    url = reverse("day_detail", args=[world.production.pk, day.pk])
    response = client.post(url, {"scene": world.objects["anna_scene"].pk, "call_time": "11:00"})
    assert response.status_code == 404
