"""The demo's first nudity scene shows real reasons, and fixing each one turns it ready."""

from __future__ import annotations

from typing import Any

from django.utils import timezone

from closedset.choreography.domain import log_rehearsal
from closedset.consent.domain import confirm_consent
from closedset.consent.queries import scene_consents
from closedset.onset.domain import add_entry, publish, record_background_told
from closedset.productions.demo import DEMO_PASSWORD, create_demo, demo_email
from closedset.productions.models import Membership
from closedset.readiness.evaluate import production_readiness
from closedset.riders.domain import generate_rider, sign_rider
from closedset.wardrobe.derivation import needed_garments
from closedset.wardrobe.domain import advance_garment
from closedset.wellbeing.domain import write_risk_assessment


def first_nudity_scene(production: Any) -> Any:
    for day in production_readiness(production):
        for item in day.scenes:
            if "nudity" in item.categories:
                return item
    raise AssertionError("the demo has a nudity scene on its schedule")


def person(production: Any, key: str) -> Any:
    return Membership.objects.get(production=production, person__email=demo_email(key)).person


def test_each_fix_on_the_demo_scene_removes_its_reason_until_it_is_ready(db: Any) -> None:
    production, _ = create_demo()
    item = first_nudity_scene(production)
    scene = item.item.scene
    assert {f.check for f in item.failures} >= {
        "consent_current",
        "rider_signed_notice",
        "closed_set_published",
        "garments_fitted",
    }
    ic, ad = person(production, "ic"), person(production, "ad")

    def remaining() -> set[str]:
        return {f.check for f in first_nudity_scene(production).failures}

    for consent in scene_consents(scene):
        if not consent.is_current:
            draft = consent.latest_draft
            confirm_consent(scene, actor=consent.performer.person, draft_number=draft.number)
    assert "consent_current" not in remaining()

    for consent in scene_consents(scene):
        rider = generate_rider(consent.performer, actor=ic)
        sign_rider(
            rider,
            actor=consent.performer.person,
            password=DEMO_PASSWORD,
            typed_name=consent.performer.person.name,
            seen_sha256=rider.sha256,
        )
    assert "rider_signed_notice" not in remaining()

    add_entry(scene, Membership.objects.get(person=person(production, "crew")), "boom", actor=ad)
    publish(scene, actor=ad)
    record_background_told(scene, "told at call", actor=ad)
    assert not {"closed_set_published", "background_told"} & remaining()

    costume = person(production, "costume")
    for needed in needed_garments(scene):
        for _ in range(2):
            advance_garment(scene, needed.performer, needed.kind, actor=costume)
    assert "garments_fitted" not in remaining()

    write_risk_assessment(scene, "intimacy", actor=ic, hazards="nudity", controls="closed set")
    log_rehearsal(scene, actor=ic, on=timezone.localdate(), notes="walked through")
    assert remaining() == set(), "every reason fixed: the scene is ready"
