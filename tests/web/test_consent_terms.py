"""Consent terms are structured: anything outside the schema is refused with a clear error."""

from __future__ import annotations

from typing import Any

import pytest

from closedset.consent.domain import draft_consent
from closedset.consent.models import ConsentVersion
from closedset.consent.schema import TermsInvalid, validate_terms

from .consent_helpers import draft_form, draft_url, page, some_terms


def test_good_terms_come_back_in_canonical_order() -> None:
    terms = some_terms(simulated_acts=["orgasm", "grinding"])
    assert validate_terms(terms)["simulated_acts"] == ["grinding", "orgasm"]


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda t: t.update(nudity="yes"), "terms.nudity: not a known term"),
        (lambda t: t.pop("use"), "terms.use: missing"),
        (lambda t: t["exposure"].update(genitals="nude"), "exposure.genitals: 'nude' is not one"),
        (lambda t: t["exposure"].pop("buttocks"), "exposure.buttocks: missing"),
        (lambda t: t.update(kissing=["tongue"]), "kissing: 'tongue' is not one"),
        (lambda t: t.update(kissing="closed_mouth"), "kissing: expected a list"),
        (lambda t: t.update(simulated_acts=["grinding", "grinding"]), "lists an item twice"),
        (lambda t: t["use"].update(stills="maybe"), "use.stills: expected true or false"),
        (
            lambda t: t["conditions"]["body_double"].update(areas=["genitals"]),
            "a body double is not allowed",
        ),
        (
            lambda t: t["conditions"]["body_double"].update(allowed=True),
            "name what a double may show",
        ),
        (lambda t: t.update(touch=[{"partner": 3, "zones": ["elbow"]}]), "'elbow' is not one"),
        (lambda t: t.update(touch=[{"partner": "BEN", "zones": []}]), "membership id"),
        (lambda t: t.update(touch="anywhere"), "touch: expected a list"),
    ],
)
def test_bad_terms_are_refused_naming_the_key(change: Any, message: str) -> None:
    terms = some_terms()
    change(terms)
    with pytest.raises(TermsInvalid, match=message):
        validate_terms(terms)


def test_terms_that_are_not_an_object_are_refused() -> None:
    with pytest.raises(TermsInvalid, match="expected an object"):
        validate_terms("partial nudity, no kissing")


def test_touch_partner_must_be_another_performer_in_the_scene(world: Any) -> None:
    anna = world.members["performer"]
    terms = some_terms(touch=[{"partner": world.other_performer.pk, "zones": ["hands"]}])
    with pytest.raises(TermsInvalid, match="not another performer in this scene"):
        draft_consent(
            world.objects["anna_scene"],
            anna,
            terms,
            actor=world.person("intimacy_coordinator"),
        )
    assert not ConsentVersion.objects.exists()


def test_ic_form_refuses_an_unknown_value_and_records_nothing(client: Any, world: Any) -> None:
    client.force_login(world.person("intimacy_coordinator"))
    response = client.post(draft_url(world), draft_form(exposure_genitals="everything"))
    assert response.status_code == 200
    assert "Select a valid choice" in response.content.decode()
    assert not ConsentVersion.objects.exists()


def test_ic_form_explains_a_body_double_without_areas(client: Any, world: Any) -> None:
    client.force_login(world.person("intimacy_coordinator"))
    response = client.post(draft_url(world), draft_form(body_double_allowed="on"))
    assert "name what a double may show" in response.content.decode()
    assert not ConsentVersion.objects.exists()


def test_ic_form_starts_from_the_latest_draft(client: Any, world: Any) -> None:
    anna = world.members["performer"]
    draft_consent(
        world.objects["anna_scene"],
        anna,
        some_terms(kissing=["open_mouth"]),
        actor=world.person("intimacy_coordinator"),
    )
    client.force_login(world.person("intimacy_coordinator"))
    form = page(client, draft_url(world))
    assert 'value="open_mouth" id="id_kissing_1" checked' in form
