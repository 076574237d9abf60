"""The rules page: published rules with their sources, local rules, the ruleset choice."""

from __future__ import annotations

from typing import Any

import pytest
from django.urls import reverse

from closedset.rulesets.loading import RulesetInvalid, published_rulesets, validate_params
from closedset.rulesets.models import LocalRule, Ruleset


def test_the_three_published_rulesets_are_loaded_with_sources(db: Any) -> None:
    codes = {r["code"] for r in published_rulesets()}
    assert {"sag_aftra", "equity_uk", "actra"} <= codes
    for ruleset in Ruleset.objects.all():
        assert ruleset.source
        rider = ruleset.rules.get(check_code="rider_signed_notice")
        assert rider.params["hours"] >= 48
        assert all(rule.source for rule in ruleset.rules.all())


def test_a_coordinator_adds_a_local_rule_from_the_page(client: Any, world: Any) -> None:
    client.force_login(world.person("mental_health_coordinator"))
    response = client.post(
        reverse("local_rule_add", args=[world.production.pk]),
        {
            "check": "mhc_engaged",
            "title": "MHC for every fight",
            "reason": "Heavy stunt work",
            "categories": ["violence"],
        },
    )
    assert response.status_code == 302
    rule = LocalRule.objects.get(production=world.production)
    assert rule.params == {"categories": ["violence"]}
    page = client.get(reverse("rules", args=[world.production.pk])).content.decode()
    assert "MHC for every fight" in page
    assert "Local rule: MHC for every fight (Heavy stunt work)" in page


def test_a_local_rule_must_say_what_it_covers(client: Any, world: Any) -> None:
    client.force_login(world.person("intimacy_coordinator"))
    response = client.post(
        reverse("local_rule_add", args=[world.production.pk]),
        {"check": "ic_engaged", "title": "Empty", "reason": "none"},
    )
    assert response.status_code == 200
    assert "Say which scenes the rule covers" in response.content.decode()
    assert not LocalRule.objects.exists()


def test_unknown_parameters_are_refused(db: Any) -> None:
    with pytest.raises(RulesetInvalid):
        validate_params({"categories": ["car_chases"]})
    with pytest.raises(RulesetInvalid):
        validate_params({"hours": -5})


def test_the_producer_moves_the_production_to_equity(client: Any, world: Any) -> None:
    client.force_login(world.person("producer"))
    client.post(reverse("choose_ruleset", args=[world.production.pk]), {"ruleset": "equity_uk"})
    world.production.refresh_from_db()
    assert world.production.ruleset == "equity_uk"
    page = client.get(reverse("rules", args=[world.production.pk])).content.decode()
    assert "Equity (United Kingdom)" in page


def test_a_director_cannot_change_the_ruleset(client: Any, world: Any) -> None:
    client.force_login(world.person("director"))
    response = client.post(
        reverse("choose_ruleset", args=[world.production.pk]), {"ruleset": "actra"}
    )
    assert response.status_code == 404
    world.production.refresh_from_db()
    assert world.production.ruleset == "sag_aftra"
