"""The IC and the leads build a closed-set list, publish it, and the 1st AD keeps the door.

DESIGN section 4: an essential-personnel list is published for nudity and sex
scenes, and background actors are told in advance.
"""

from __future__ import annotations

from typing import Any

import pytest
from django.core import mail
from django.urls import reverse

from closedset.onset.domain import CLOSED_SET_RULES, OnSetRefused, add_entry, publish
from closedset.onset.models import Admission, ClosedSetList, ClosedSetPublication
from closedset.onset.queries import ClosedSetState, closed_set_state
from tests.factories import MembershipFactory, PersonFactory, SceneFactory


def url(world: Any, name: str) -> str:
    return reverse(name, args=[world.production.pk, world.objects["anna_scene"].pk])


def post_add(client: Any, world: Any, role: str, member: str, role_on_set: str) -> Any:
    return client.post(
        url(world, "closed_set_add"),
        {"membership": world.members[member].pk, "role_on_set": role_on_set},
    )


def test_ic_builds_and_publishes_a_list_and_everyone_on_it_is_told(
    client: Any, world: Any, django_capture_on_commit_callbacks: Any
) -> None:
    client.force_login(world.person("intimacy_coordinator"))
    post_add(client, world, "intimacy_coordinator", "crew", "camera operator")
    post_add(client, world, "intimacy_coordinator", "performer", "ANNA")
    with django_capture_on_commit_callbacks(execute=True):
        response = client.post(url(world, "closed_set_publish"))
    assert response.status_code == 302
    closed_set = ClosedSetList.objects.get(scene=world.objects["anna_scene"])
    assert closed_set.is_published
    (publication,) = ClosedSetPublication.objects.all()
    assert publication.names == [
        {"name": "Crew person", "role_on_set": "camera operator"},
        {"name": "Performer person", "role_on_set": "ANNA"},
    ]
    told = {m.to[0]: m for m in mail.outbox}
    assert set(told) == {"crew@example.test", "performer@example.test"}
    label = world.objects["anna_scene"].label
    day = str(world.objects["anna_day"])
    assert f"scene {label}" in told["crew@example.test"].subject
    assert day in told["crew@example.test"].body
    assert "as camera operator" in told["crew@example.test"].body
    assert CLOSED_SET_RULES[2] in told["crew@example.test"].body


def test_a_change_after_publishing_unpublishes_until_published_again(
    client: Any, world: Any
) -> None:
    scene, ic = world.objects["anna_scene"], world.person("intimacy_coordinator")
    add_entry(scene, world.members["crew"], "boom operator", actor=ic)
    publish(scene, actor=ic)
    client.force_login(world.person("producer"))
    post_add(client, world, "producer", "director", "director")
    closed_set = ClosedSetList.objects.get(scene=scene)
    assert not closed_set.is_published
    page = client.get(url(world, "closed_set")).content.decode()
    assert "Not published." in page
    client.post(url(world, "closed_set_remove"), {"membership": world.members["director"].pk})
    publish(scene, actor=world.person("first_ad"))
    assert ClosedSetPublication.objects.filter(list=closed_set).count() == 2


def test_double_publish_keeps_one_publication_and_sends_one_email_each(
    client: Any, world: Any, django_capture_on_commit_callbacks: Any
) -> None:
    scene = world.objects["anna_scene"]
    add_entry(scene, world.members["crew"], "focus puller", actor=world.person("director"))
    client.force_login(world.person("director"))
    with django_capture_on_commit_callbacks(execute=True):
        client.post(url(world, "closed_set_publish"))
        client.post(url(world, "closed_set_publish"))
    assert ClosedSetPublication.objects.count() == 1
    assert [m.to for m in mail.outbox] == [["crew@example.test"]]


def test_an_empty_list_cannot_be_published(world: Any) -> None:
    with pytest.raises(OnSetRefused):
        publish(world.objects["anna_scene"], actor=world.person("intimacy_coordinator"))
    assert not ClosedSetPublication.objects.exists()


@pytest.mark.parametrize("role", ["mental_health_coordinator", "costume", "crew", "performer"])
def test_only_the_ic_and_leads_edit_the_list(world: Any, role: str) -> None:
    with pytest.raises(OnSetRefused):
        add_entry(
            world.objects["anna_scene"], world.members["crew"], "grip", actor=world.person(role)
        )


def test_printable_list_has_the_rules_on_top_and_the_names(client: Any, world: Any) -> None:
    scene = world.objects["anna_scene"]
    add_entry(scene, world.members["crew"], "camera operator", actor=world.person("first_ad"))
    client.force_login(world.person("first_ad"))
    page = client.get(url(world, "closed_set_print")).content.decode()
    assert "@media print" in page
    assert page.index(CLOSED_SET_RULES[1]) < page.index("Crew person")
    assert "DRAFT: not published" in page


def test_first_ad_admits_the_listed_and_turns_away_a_visitor_at_the_door(
    client: Any, world: Any
) -> None:
    scene = world.objects["anna_scene"]
    add_entry(scene, world.members["crew"], "camera operator", actor=world.person("first_ad"))
    client.force_login(world.person("first_ad"))
    client.post(url(world, "closed_set_admit"), {"membership": world.members["crew"].pk})
    client.post(url(world, "closed_set_admit"), {"membership": world.members["costume"].pk})
    client.post(
        url(world, "closed_set_admit"), {"visitor_name": "Studio guest", "decision": "refuse"}
    )
    rows = {a.name: (a.on_list, a.refused) for a in Admission.objects.all()}
    assert rows == {
        "Crew person": (True, False),
        "Costume person": (False, False),
        "Studio guest": (False, True),
    }
    page = client.get(url(world, "closed_set_door")).content.decode()
    assert "Studio guest" in page
    assert "turned away" in page
    assert "not on the list" in page
    assert CLOSED_SET_RULES[0] in page
    admission = Admission.objects.first()
    assert admission is not None
    admission.refused = True
    with pytest.raises(ValueError, match="append-only"):
        admission.save()


def test_director_sees_the_door_list_but_cannot_admit(client: Any, world: Any) -> None:
    client.force_login(world.person("director"))
    page = client.get(url(world, "closed_set_door")).content.decode()
    assert "Let in" not in page
    response = client.post(url(world, "closed_set_admit"), {"visitor_name": "x"})
    assert response.status_code == 404
    assert not Admission.objects.exists()


def test_first_ad_records_that_background_actors_were_told(client: Any, world: Any) -> None:
    client.force_login(world.person("first_ad"))
    client.post(url(world, "closed_set_background"), {"note": "told at the 7am briefing"})
    closed_set = ClosedSetList.objects.get(scene=world.objects["anna_scene"])
    assert closed_set.background_told_by == world.person("first_ad")
    assert closed_set.background_told_at is not None
    page = client.get(url(world, "closed_set")).content.decode()
    assert "told at the 7am briefing" in page


def test_closed_set_state_for_readiness_in_one_query(
    world: Any, django_assert_num_queries: Any
) -> None:
    ic = world.person("intimacy_coordinator")
    anna, ben = world.objects["anna_scene"], world.objects["ben_scene"]
    add_entry(anna, world.members["crew"], "grip", actor=ic)
    add_entry(anna, world.members["costume"], "costume", actor=ic)
    publish(anna, actor=ic)
    add_entry(ben, world.members["crew"], "grip", actor=ic)
    extra = [SceneFactory(production=world.production).pk for _ in range(5)]
    with django_assert_num_queries(1):
        states = closed_set_state([anna.pk, ben.pk, *extra])
    assert states[anna.pk] == ClosedSetState(published=True, background_told=False, entries=2)
    assert states[ben.pk] == ClosedSetState(published=False, background_told=False, entries=1)
    assert states[extra[0]] == ClosedSetState(published=False, background_told=False, entries=0)


def _crowd(world: Any, n: int) -> None:
    ic = world.person("intimacy_coordinator")
    for i in range(n):
        member = MembershipFactory(
            production=world.production, person=PersonFactory(), roles=["crew"]
        )
        add_entry(world.objects["anna_scene"], member, f"grip {i}", actor=ic)
        SceneFactory(production=world.production)
    publish(world.objects["anna_scene"], actor=ic)


@pytest.mark.parametrize("name", ["closed_set", "closed_set_door", "closed_set_print"])
def test_closed_set_pages_do_not_grow_queries_with_the_crowd(
    client: Any, world: Any, django_assert_max_num_queries: Any, name: str
) -> None:
    _crowd(world, 12)
    client.force_login(world.person("intimacy_coordinator"))
    client.post(url(world, "closed_set_admit"), {"visitor_name": "Guest"})
    with django_assert_max_num_queries(14):
        response = client.get(url(world, name))
    assert response.status_code == 200
    assert "grip 11" in response.content.decode()


def test_closed_set_index_does_not_grow_queries_with_scenes(
    client: Any, world: Any, django_assert_max_num_queries: Any
) -> None:
    _crowd(world, 12)
    client.force_login(world.person("producer"))
    with django_assert_max_num_queries(14):
        response = client.get(reverse("closed_sets", args=[world.production.pk]))
    assert "12 people" in response.content.decode()


def test_background_notice_is_recorded_once_and_never_overwritten(world: Any) -> None:
    from closedset.onset.domain import OnSetRefused, record_background_told

    scene, ad = world.objects["anna_scene"], world.person("first_ad")
    first = record_background_told(scene, "told at the unit base at 6am", actor=ad)
    with pytest.raises(OnSetRefused, match="Already recorded"):
        record_background_told(scene, "a different story", actor=ad)
    first.refresh_from_db()
    assert first.background_note == "told at the unit base at 6am"
