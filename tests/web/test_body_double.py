"""A body double stays inside the doubled performer's consent (issue #5)."""

from __future__ import annotations

from typing import Any

from django.urls import reverse

from closedset.consent.domain import confirm_consent, draft_consent
from closedset.consent.doubles import double_outside_consent
from closedset.consent.models import BodyDouble
from tests.factories import cast

from .consent_helpers import some_terms
from .readiness_helpers import flag, readiness_of


def allowing_double(*areas: str) -> dict[str, Any]:
    terms = some_terms()
    terms["conditions"]["body_double"] = {"allowed": True, "areas": list(areas)}
    return terms


def showing(**exposure: str) -> dict[str, Any]:
    terms = some_terms(touch=[])
    terms["exposure"] = {
        "buttocks": "none",
        "breasts_chest": "none",
        "genitals": "none",
        "pubic_area": "none",
    } | exposure
    return terms


def test_a_double_may_show_only_the_areas_the_performer_allowed() -> None:
    assert double_outside_consent(allowing_double("buttocks"), showing(buttocks="full")) == []
    problems = double_outside_consent(
        allowing_double("buttocks"), showing(buttocks="full", breasts_chest="partial")
    )
    assert len(problems) == 1
    assert problems[0].startswith("the double would show breasts")
    assert double_outside_consent(some_terms(), showing(buttocks="full")) == [
        "the doubled performer's consent allows no body double"
    ]
    assert double_outside_consent(None, None) == ["the doubled performer has no current consent"]


def confirm(world: Any, member: str, terms: dict[str, Any]) -> None:
    scene = world.objects["anna_scene"]
    membership = world.other_performer if member == "other_performer" else world.members[member]
    draft = draft_consent(scene, membership, terms, actor=world.person("intimacy_coordinator"))
    confirm_consent(scene, actor=membership.person, draft_number=draft.number)


def test_the_ic_assigns_a_double_and_readiness_checks_it_against_both_consents(
    client: Any, world: Any
) -> None:
    anna = world.objects["anna_scene"].characters.get()
    cast(world.other_performer, anna)
    flag(world, "nudity")
    confirm(world, "performer", allowing_double("buttocks"))
    confirm(world, "other_performer", showing(buttocks="full", breasts_chest="full"))

    client.force_login(world.person("intimacy_coordinator"))
    url = reverse("scene_consents", args=[world.production.pk, world.objects["anna_scene"].pk])
    client.post(
        url, {"performer": world.members["performer"].pk, "double": world.other_performer.pk}
    )
    assert BodyDouble.objects.count() == 1
    page = client.get(url).content.decode()
    assert "beyond what was allowed" in page

    failure = next(
        f for f in readiness_of(world).failures if f.check == "body_double_within_consent"
    )
    assert "Other performer doubling Performer person" in failure.private[0]

    confirm(world, "other_performer", showing(buttocks="full"))
    checks = {f.check for f in readiness_of(world).failures}
    assert "body_double_within_consent" not in checks


def test_only_the_ic_assigns_doubles_and_only_among_the_cast(client: Any, world: Any) -> None:
    url = reverse("scene_consents", args=[world.production.pk, world.objects["anna_scene"].pk])
    client.force_login(world.person("director"))
    response = client.post(
        url, {"performer": world.members["performer"].pk, "double": world.other_performer.pk}
    )
    assert response.status_code == 404
    client.force_login(world.person("intimacy_coordinator"))
    client.post(
        url, {"performer": world.members["performer"].pk, "double": world.other_performer.pk}
    )
    assert not BodyDouble.objects.exists(), "the other performer is not cast in this scene"
