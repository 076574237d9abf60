"""A performer cannot reach another production or another performer's pages: 404."""

from __future__ import annotations

from typing import Any

import pytest
from django.urls import reverse

from closedset.productions.roles import Role


@pytest.mark.parametrize("role", [r.value for r in Role])
def test_no_role_opens_a_production_it_is_not_on(client: Any, world: Any, role: str) -> None:
    other = world.other_production
    client.force_login(world.person(role))
    for url in [
        reverse("overview", args=[other.pk]),
        reverse("scene_list", args=[other.pk]),
        reverse("scene_detail", args=[other.pk, world.objects["other_scene"].pk]),
        reverse("day_detail", args=[other.pk, world.objects["other_day"].pk]),
        reverse("person", args=[other.pk, world.objects["other_member"].pk]),
    ]:
        assert client.get(url).status_code == 404, url


def test_objects_of_another_production_are_not_reachable_through_mine(
    client: Any, world: Any
) -> None:
    client.force_login(world.person("intimacy_coordinator"))
    url = reverse("scene_detail", args=[world.production.pk, world.objects["other_scene"].pk])
    assert client.get(url).status_code == 404


def test_performer_cannot_open_another_performers_page(client: Any, world: Any) -> None:
    client.force_login(world.person("performer"))
    url = reverse("person", args=[world.production.pk, world.other_performer.pk])
    assert client.get(url).status_code == 404


def test_performer_sees_only_scenes_and_days_they_work(client: Any, world: Any) -> None:
    client.force_login(world.person("performer"))
    p = world.production.pk
    scenes = client.get(reverse("scene_list", args=[p])).content.decode()
    assert "POOL HOUSE" in scenes
    assert "ROOFTOP" not in scenes
    ben_scene = world.objects["ben_scene"].pk
    assert client.get(reverse("scene_detail", args=[p, ben_scene])).status_code == 404
    ben_day = world.objects["ben_day"].pk
    assert client.get(reverse("day_detail", args=[p, ben_day])).status_code == 404


def test_site_superuser_is_not_a_member_everywhere(client: Any, world: Any) -> None:
    operator = world.outsider
    operator.is_superuser = operator.is_staff = True
    operator.save()
    client.force_login(operator)
    assert client.get(reverse("overview", args=[world.production.pk])).status_code == 404
