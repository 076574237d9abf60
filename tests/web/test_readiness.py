"""Readiness: one answer per scheduled scene, what is missing, and who can fix it."""

from __future__ import annotations

import datetime as dt
from typing import Any

from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.urls import reverse
from django.utils import timezone

from closedset.choreography.domain import log_rehearsal
from closedset.consent.domain import withdraw_consent
from closedset.riders.models import RiderSignature
from closedset.rulesets.effective import add_local_rule
from closedset.wardrobe.derivation import needed_garments
from closedset.wardrobe.domain import advance_garment

from .readiness_helpers import failing_checks, flag, readiness_of
from .rider_helpers import confirmed_consent, rider_for


def fit_everything(world: Any) -> None:
    scene = world.objects["anna_scene"]
    for needed in needed_garments(scene):
        for _ in range(2):
            advance_garment(scene, needed.performer, needed.kind, actor=world.person("costume"))


def test_a_scene_with_nothing_flagged_is_ready(world: Any) -> None:
    assert readiness_of(world).ready


def test_a_nudity_scene_lists_what_is_missing_and_who_can_fix_it(world: Any) -> None:
    flag(world, "nudity")
    failures = {f.check: f for f in readiness_of(world).failures}
    assert failures["consent_current"].fixer_role == "intimacy_coordinator", "nothing drafted yet"
    assert failures["rider_signed_notice"].message == "A rider is not signed 48 h before call."
    assert "ic_engaged" not in failures, "the world has an intimacy coordinator"
    assert all(f.sources for f in failures.values()), "every rule names its source"


def test_confirming_signing_and_fitting_each_clear_their_reason(world: Any) -> None:
    flag(world, "nudity")
    confirmed_consent(world)
    assert "consent_current" not in failing_checks(world)
    assert "garments_fitted" in failing_checks(world)

    rider_for(world, signed=True)
    assert "rider_signed_notice" not in failing_checks(world)

    fit_everything(world)
    assert "garments_fitted" not in failing_checks(world)


def test_a_withdrawal_turns_the_scene_not_ready_at_once(world: Any) -> None:
    flag(world, "nudity")
    rider_for(world, signed=True)
    assert "consent_current" not in failing_checks(world)
    withdraw_consent(world.objects["anna_scene"], actor=world.person("performer"), reason="")
    assert {"consent_current", "rider_signed_notice"} <= failing_checks(world)


def test_a_rider_signed_inside_the_notice_is_not_enough(world: Any) -> None:
    flag(world, "nudity")
    rider = rider_for(world, signed=True)
    item = readiness_of(world).item
    item.call_time = timezone.now() + dt.timedelta(hours=30)
    item.save()
    failure = next(f for f in readiness_of(world).failures if f.check == "rider_signed_notice")
    assert "less than 48 h before call" in failure.private[0]
    assert failure.fixer_role == "producer", "only moving the call fixes a late signature"
    assert RiderSignature.objects.filter(rider=rider).count() == 1


def test_a_local_rule_makes_the_notice_longer_never_shorter(world: Any) -> None:
    flag(world, "nudity")
    rider_for(world, signed=True)
    item = readiness_of(world).item
    item.call_time = timezone.now() + dt.timedelta(hours=60)
    item.save()
    assert "rider_signed_notice" not in failing_checks(world)
    ic = world.person("intimacy_coordinator")
    add_local_rule(
        world.production,
        "rider_signed_notice",
        {"hours": 72},
        title="Riders three days ahead",
        reason="Producer policy",
        actor=ic,
    )
    assert "rider_signed_notice" in failing_checks(world)
    add_local_rule(
        world.production,
        "rider_signed_notice",
        {"hours": 1},
        title="Looser",
        reason="tries to loosen",
        actor=ic,
    )
    assert "rider_signed_notice" in failing_checks(world), "the longer notice still wins"


def test_a_local_rule_can_widen_a_check_to_more_scenes(world: Any) -> None:
    flag(world, "violence", severity="moderate")
    assert readiness_of(world).ready, "moderate violence needs nothing under the ruleset"
    add_local_rule(
        world.production,
        "choreography_rehearsed",
        {"categories": ["violence"]},
        title="Rehearse every fight",
        reason="Stunt co-ordinator's request",
        actor=world.person("mental_health_coordinator"),
    )
    assert failing_checks(world) == {"choreography_rehearsed"}
    log_rehearsal(
        world.objects["anna_scene"],
        actor=world.person("intimacy_coordinator"),
        on=timezone.localdate(),
        notes="fight walked through",
    )
    assert readiness_of(world).ready


def test_the_producer_sees_that_a_consent_is_not_current_never_whose(
    client: Any, world: Any
) -> None:
    flag(world, "nudity")
    rider_for(world, signed=True)
    withdraw_consent(
        world.objects["anna_scene"], actor=world.person("performer"), reason="changed my mind"
    )
    url = reverse("readiness", args=[world.production.pk])
    performer_name = world.person("performer").name

    client.force_login(world.person("producer"))
    seen = client.get(url).content.decode()
    assert "A performer&#x27;s consent is not current." in seen
    assert performer_name not in seen
    assert "changed my mind" not in seen
    assert "withdrawn" not in seen

    client.force_login(world.person("intimacy_coordinator"))
    seen = client.get(url).content.decode()
    assert f"{performer_name}: consent withdrawn" in seen


def test_the_live_part_shows_a_withdrawal_without_reloading_the_page(
    client: Any, world: Any
) -> None:
    flag(world, "nudity")
    rider_for(world, signed=True)
    fit_everything(world)
    client.force_login(world.person("first_ad"))
    page = client.get(reverse("readiness", args=[world.production.pk])).content.decode()
    assert 'hx-trigger="every 3s' in page
    live_url = reverse("readiness_live", args=[world.production.pk])
    before = client.get(live_url).content.decode()
    withdraw_consent(world.objects["anna_scene"], actor=world.person("performer"), reason="")
    after = client.get(live_url).content.decode()
    assert "consent is not current" not in before
    assert "consent is not current" in after
    assert "<html" not in after, "a fragment, swapped into the page"


def _queries_for_dashboard(client: Any, world: Any) -> int:
    client.force_login(world.person("intimacy_coordinator"))
    url = reverse("readiness", args=[world.production.pk])
    with CaptureQueriesContext(connection) as queries:
        assert client.get(url).status_code == 200
    return len(queries)


def test_the_dashboard_makes_the_same_number_of_queries_for_300_scenes(
    client: Any, world: Any
) -> None:
    from .readiness_scale import grow_production

    flag(world, "nudity")
    rider_for(world, signed=True)
    small = _queries_for_dashboard(client, world)
    grow_production(world, scenes=300, performers=60)
    large = _queries_for_dashboard(client, world)
    assert large == small, f"{small} queries for 2 scenes, {large} for 302"
    assert large <= 30, f"{large} queries"


def test_publishing_the_closed_set_and_telling_background_clear_their_reasons(
    world: Any,
) -> None:
    from closedset.onset.domain import add_entry, publish, record_background_told

    flag(world, "nudity")
    scene = world.objects["anna_scene"]
    assert {"closed_set_published", "background_told"} <= failing_checks(world)
    ad = world.person("first_ad")
    add_entry(scene, world.members["crew"], "boom operator", actor=ad)
    publish(scene, actor=ad)
    record_background_told(scene, "told at the unit base", actor=ad)
    assert not {"closed_set_published", "background_told"} & failing_checks(world)


def test_a_risk_assessment_goes_stale_when_the_scene_is_rewritten(world: Any) -> None:
    from closedset.wellbeing.domain import write_risk_assessment

    flag(world, "nudity")
    scene = world.objects["anna_scene"]
    write_risk_assessment(
        scene,
        "intimacy",
        actor=world.person("intimacy_coordinator"),
        hazards="exposure",
        controls="closed set, robes",
    )
    assert "intimacy_risk_assessment" not in failing_checks(world)
    scene.text = scene.text + "\nA new beat: she drops the towel."
    scene.save()
    failure = next(f for f in readiness_of(world).failures if f.check == "intimacy_risk_assessment")
    assert "needs revisiting" in failure.message


def test_a_heavy_scene_needs_the_advisory_sent_before_the_notice(world: Any) -> None:
    from closedset.wellbeing.advisories import generate_advisories, send_advisories

    flag(world, "self_harm")
    assert {"advisory_sent", "mental_health_risk_assessment"} <= failing_checks(world)
    day, mhc = world.objects["anna_day"], world.person("mental_health_coordinator")
    generate_advisories(day, actor=mhc)
    send_advisories(day, actor=mhc)
    assert "advisory_sent" not in failing_checks(world), "sent ten days before the call"

    item = readiness_of(world).item
    item.call_time = timezone.now() + dt.timedelta(hours=20)
    item.save()
    failure = next(f for f in readiness_of(world).failures if f.check == "advisory_sent")
    assert "less than 48 h before call" in failure.message


def test_a_pause_shows_on_the_ic_dashboard_and_not_on_the_producers(
    client: Any, world: Any
) -> None:
    from closedset.onset.shootday import call_pause

    call_pause(
        world.production,
        actor=world.person("crew"),
        scene=world.objects["anna_scene"],
        anonymous=True,
    )
    live = reverse("readiness_live", args=[world.production.pk])
    client.force_login(world.person("intimacy_coordinator"))
    seen = client.get(live).content.decode()
    assert "Pause on scene" in seen
    assert "anonymous" in seen
    assert world.person("crew").name not in seen
    client.force_login(world.person("producer"))
    assert "Pause on scene" not in client.get(live).content.decode()
