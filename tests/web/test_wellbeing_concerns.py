"""Confidential concerns: routed away from the leads and the named, followed by receipt code."""

from __future__ import annotations

from typing import Any

import pytest
from django.core import mail
from django.urls import reverse

from closedset.wellbeing.concerns import file_concern, update_concern
from closedset.wellbeing.domain import WellbeingRefused
from closedset.wellbeing.models import Concern, ConcernContact, ConcernUpdate

BODY = "The gaffer keeps commenting on my body between takes."


@pytest.fixture
def contacts(world: Any) -> None:
    ConcernContact.objects.create(
        production=world.production, name="Union rep", email="rep@union.test", kind="union"
    )
    ConcernContact.objects.create(
        production=world.production, name="HR", email="hr@studio.test", kind="hr"
    )


def test_a_concern_alerts_ic_mhc_and_contacts_but_never_leads_or_the_named(
    client: Any, world: Any, contacts: None, django_capture_on_commit_callbacks: Any
) -> None:
    client.force_login(world.person("performer"))
    with django_capture_on_commit_callbacks(execute=True):
        response = client.post(
            reverse("concern_new", args=[world.production.pk]),
            {"body": BODY, "named": [world.members["intimacy_coordinator"].pk]},
        )
    assert response.status_code == 200
    code = response.context["code"]
    assert len(code) == 19
    assert code.count("-") == 3
    told = {m.to[0] for m in mail.outbox}
    assert told == {"mental_health_coordinator@example.test", "rep@union.test", "hr@studio.test"}
    for message in mail.outbox:
        assert BODY not in message.body
        assert "Performer person" not in message.body
        assert "A new confidential concern was filed on Night Swim" in message.body
    concern = Concern.objects.get()
    assert code not in concern.receipt_hash
    assert concern.reporter == world.members["performer"]


def test_the_named_coordinator_cannot_open_it_and_the_other_can(world: Any, client: Any) -> None:
    concern, _ = file_concern(
        world.production,
        actor=world.person("crew"),
        body=BODY,
        anonymous=False,
        named=[world.members["intimacy_coordinator"]],
    )
    detail = reverse("concern_detail", args=[world.production.pk, concern.pk])
    client.force_login(world.person("intimacy_coordinator"))
    assert client.get(detail).status_code == 404
    assert (
        BODY not in client.get(reverse("concern_list", args=[world.production.pk])).content.decode()
    )
    with pytest.raises(WellbeingRefused):
        update_concern(
            concern, actor=world.person("intimacy_coordinator"), status="resolved", note=""
        )
    client.force_login(world.person("mental_health_coordinator"))
    page = client.get(detail).content.decode()
    assert BODY in page
    assert "Crew person" in page


def test_anonymous_reporter_follows_status_with_the_code_only(
    world: Any, client: Any, django_capture_on_commit_callbacks: Any
) -> None:
    with django_capture_on_commit_callbacks(execute=True):
        concern, code = file_concern(
            world.production, actor=world.person("crew"), body=BODY, anonymous=True
        )
    assert concern.reporter_id is None
    assert concern.anonymous
    field_names = {f.name for f in Concern._meta.get_fields()}
    assert "reporter" in field_names  # the only person link, and it is empty
    update_concern(
        concern,
        actor=world.person("mental_health_coordinator"),
        status="in_review",
        note="We are talking to the department head.",
    )
    status = reverse("concern_status")
    page = client.post(status, {"code": code.lower().replace("-", " ")}).content.decode()
    assert "In review" in page
    assert "talking to the department head" in page
    assert BODY not in page
    assert (
        "No concern has that receipt code"
        in client.post(status, {"code": "AAAA-BBBB-CCCC-DDDD"}).content.decode()
    )
    client.force_login(world.person("crew"))
    mine = client.get(reverse("my_concerns", args=[world.production.pk])).content.decode()
    assert BODY not in mine


def test_non_anonymous_reporter_sees_their_concern_and_updates(world: Any, client: Any) -> None:
    concern, _ = file_concern(
        world.production, actor=world.person("costume"), body=BODY, anonymous=False
    )
    update_concern(
        concern, actor=world.person("intimacy_coordinator"), status="resolved", note="Done."
    )
    client.force_login(world.person("costume"))
    mine = client.get(reverse("my_concerns", args=[world.production.pk])).content.decode()
    assert BODY in mine
    assert "Resolved" in mine


def test_concern_history_is_append_only(world: Any) -> None:
    concern, _ = file_concern(
        world.production, actor=world.person("crew"), body=BODY, anonymous=False
    )
    with pytest.raises(ValueError, match="append-only"):
        concern.save()
    with pytest.raises(ValueError, match="append-only"):
        ConcernUpdate.objects.filter(concern=concern).update(status="resolved")


def test_concern_list_makes_a_fixed_number_of_queries(
    world: Any, client: Any, django_assert_max_num_queries: Any
) -> None:
    for role in ["crew", "costume", "editor", "performer"]:
        file_concern(
            world.production,
            actor=world.person(role),
            body=BODY,
            anonymous=role == "editor",
            named=[world.members["director"]],
        )
    client.force_login(world.person("mental_health_coordinator"))
    with django_assert_max_num_queries(10):
        response = client.get(reverse("concern_list", args=[world.production.pk]))
    assert response.content.decode().count("Director person") == 4


def test_the_people_named_are_part_of_the_concerns_hash_chain(world: Any) -> None:
    from closedset.audit.verify import verify_history
    from closedset.wellbeing.concerns import file_concern
    from closedset.wellbeing.models import Concern

    concern, _ = file_concern(
        world.production,
        actor=world.person("crew"),
        body="The grip keeps commenting on my body.",
        anonymous=True,
        named=[world.members["director"]],
    )
    assert concern.named_ids == [world.members["director"].pk]
    assert concern.named_as_filed()
    concern.named.add(world.members["producer"])
    assert not concern.named_as_filed(), "a name slipped in later is visible"
    assert Concern.objects.get(pk=concern.pk).chain_content()["named"] == [
        world.members["director"].pk
    ]
    assert verify_history().breaks == []
