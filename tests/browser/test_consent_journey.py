"""Issue #5's journey in a real browser: draft, confirm on a phone, sign, withdraw, not ready."""

from __future__ import annotations

from typing import Any

import pytest
from django.urls import reverse

from tests.factories import PASSWORD
from tests.web.conftest import World
from tests.web.readiness_helpers import flag

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def log_in(page: Any, base: str, email: str) -> None:
    page.goto(f"{base}/accounts/login/")
    page.fill("#id_username", email)
    page.fill("#id_password", PASSWORD)
    page.click("button[type=submit]")
    page.wait_for_url(lambda url: "/accounts/login/" not in url)


def test_ic_drafts_performer_confirms_signs_and_withdraws_and_the_scene_turns_not_ready(
    live_server: Any, desktop: Any, phone: Any, world: World
) -> None:
    base, production = live_server.url, world.production
    scene, performer = world.objects["anna_scene"], world.members["performer"]
    flag(world, "nudity")

    log_in(desktop, base, world.person("intimacy_coordinator").email)
    desktop.goto(base + reverse("consent_draft", args=[production.pk, scene.pk, performer.pk]))
    desktop.select_option("select[name=exposure_breasts_chest]", "partial")
    desktop.click("text=Draft these terms")
    desktop.wait_for_url(f"**{reverse('scene_consents', args=[production.pk, scene.pk])}")

    log_in(phone, base, performer.person.email)
    phone.goto(base + reverse("my_consent", args=[production.pk, scene.pk]))
    assert "Partial" in phone.content() or "partial" in phone.content()
    phone.click("text=I confirm these terms")
    phone.wait_for_load_state()

    desktop.goto(base + reverse("riders", args=[production.pk]))
    generate = desktop.locator("form:has(button[value=generate])")
    generate.locator("select[name=performer]").select_option(str(performer.pk))
    generate.locator("button").click()
    desktop.wait_for_load_state()
    rider_link = desktop.locator("a[href*='/riders/']").first.get_attribute("href")

    phone.goto(base + rider_link)
    phone.fill("input[name=typed_name]", performer.person.name)
    phone.fill("input[name=password]", PASSWORD)
    phone.get_by_role("button", name="Sign", exact=True).click()
    phone.wait_for_load_state()
    assert "Signed" in phone.content() or "signed" in phone.content()

    log_in(desktop, base, world.person("first_ad").email)
    desktop.goto(base + reverse("readiness", args=[production.pk]))
    row = desktop.locator(f"li[data-scene='{scene.label}']")
    assert "consent is not current" not in row.inner_text()

    phone.goto(base + reverse("my_consent", args=[production.pk, scene.pk]))
    phone.click("text=Withdraw my consent")
    phone.wait_for_load_state()

    row.get_by_text("consent is not current").wait_for(timeout=5000)
    assert "not ready" in row.inner_text()
    assert performer.person.name not in desktop.content(), "the 1st AD never learns who"
