"""The IC reviews the breakdown; the engine's output stays beside the decisions."""

from __future__ import annotations

from typing import Any

import pytest
from django.urls import reverse

from closedset.breakdown.analysis import review_scenes
from closedset.breakdown.models import FlagReview
from closedset.productions.demo import create_demo
from closedset.productions.roles import Role


@pytest.fixture
def demo(db: Any) -> Any:
    production, _ = create_demo()
    return production


def member(production: Any, role: str) -> Any:
    return next(m.person for m in production.members.all() if role in m.roles)


def flagged_scene(production: Any, category: str) -> Any:
    for item in review_scenes(production, production.scenes.filter(is_omitted=False)):
        if category in item.flags:
            return item.scene
    raise AssertionError(f"the demo has no {category} scene")


def test_demo_breakdown_flags_every_category(demo: Any) -> None:
    found = {c for item in review_scenes(demo, demo.scenes.all()) for c in item.flags}
    assert {"nudity", "sex", "intimacy", "violence", "self_harm", "substance"} <= found


def test_ic_rejects_a_flag_and_it_leaves_the_report(client: Any, demo: Any) -> None:
    ic = member(demo, Role.INTIMACY_COORDINATOR)
    client.force_login(ic)
    scene = flagged_scene(demo, "violence")
    url = reverse("scene_review", args=[demo.pk, scene.pk])
    response = client.post(url, {"category": "violence", "decision": "rejected", "note": "stunt"})
    assert response.status_code == 302
    (item,) = review_scenes(demo, [scene])
    assert item.flags["violence"].status == "rejected"
    assert item.flags["violence"].engine is not None, "the engine's finding stays visible"
    review = FlagReview.objects.get(scene=scene)
    assert review.reviewer == ic
    assert review.created_at is not None
    page = client.get(url).content.decode()
    assert "Rejected violence" in page


def test_ic_changes_severity_and_adds_a_missed_flag(client: Any, demo: Any) -> None:
    client.force_login(member(demo, Role.INTIMACY_COORDINATOR))
    scene = flagged_scene(demo, "nudity")
    url = reverse("scene_review", args=[demo.pk, scene.pk])
    client.post(url, {"category": "nudity", "decision": "accepted", "severity": "severe"})
    missing = next(c for c in ["abuse", "self_harm", "sexual_violence"])
    client.post(url, {"category": missing, "decision": "added", "severity": "mild", "note": "p4"})
    (item,) = review_scenes(demo, [scene])
    assert item.flags["nudity"].severity == "severe"
    assert item.flags[missing].status == "added"
    assert "mental_health_coordinator" in item.needs


def test_accepting_without_severity_records_nothing(client: Any, demo: Any) -> None:
    client.force_login(member(demo, Role.INTIMACY_COORDINATOR))
    scene = flagged_scene(demo, "nudity")
    url = reverse("scene_review", args=[demo.pk, scene.pk])
    client.post(url, {"category": "nudity", "decision": "accepted", "severity": ""})
    assert not FlagReview.objects.filter(scene=scene).exists()


def test_review_history_cannot_be_rewritten(demo: Any) -> None:
    scene = flagged_scene(demo, "nudity")
    review = FlagReview.objects.create(
        scene=scene,
        category="nudity",
        decision="accepted",
        severity="mild",
        reviewer=member(demo, Role.INTIMACY_COORDINATOR),
    )
    review.severity = "severe"
    with pytest.raises(ValueError, match="history"):
        review.save()
    with pytest.raises(ValueError, match="history"):
        review.delete()


@pytest.mark.parametrize("role", [Role.DIRECTOR, Role.PRODUCER, Role.FIRST_AD])
def test_production_roles_see_the_breakdown_but_cannot_review(
    client: Any, demo: Any, role: str
) -> None:
    client.force_login(member(demo, role))
    scene = flagged_scene(demo, "nudity")
    url = reverse("scene_review", args=[demo.pk, scene.pk])
    assert client.get(url).status_code == 200
    response = client.post(url, {"category": "nudity", "decision": "rejected"})
    assert response.status_code == 404
    assert not FlagReview.objects.filter(scene=scene).exists()


def test_report_lists_flagged_scenes_with_shoot_days(client: Any, demo: Any) -> None:
    client.force_login(member(demo, Role.PRODUCER))
    html = client.get(reverse("breakdown_report", args=[demo.pk, "html"])).content.decode()
    assert "Content breakdown" in html
    assert "Day 1" in html
    md = client.get(reverse("breakdown_report", args=[demo.pk, "md"]))
    assert md["Content-Type"].startswith("text/markdown")


def test_breakdown_list_makes_a_fixed_number_of_queries(
    client: Any, demo: Any, django_assert_max_num_queries: Any
) -> None:
    client.force_login(member(demo, Role.INTIMACY_COORDINATOR))
    with django_assert_max_num_queries(15):
        client.get(reverse("breakdown_list", args=[demo.pk]) + "?all=1")
