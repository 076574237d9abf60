"""Issue #6 on phones: a performer checks in, crew call an anonymous pause, the IC sees it."""

from __future__ import annotations

from typing import Any

import pytest
from django.urls import reverse

from tests.web.conftest import World
from tests.web.readiness_helpers import flag

from .test_consent_journey import log_in

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def test_a_check_in_and_an_anonymous_pause_reach_the_ic_without_a_reload(
    live_server: Any, browser: Any, desktop: Any, phone: Any, world: World
) -> None:
    base, production = live_server.url, world.production
    flag(world, "nudity")

    log_in(desktop, base, world.person("intimacy_coordinator").email)
    desktop.goto(base + reverse("readiness", args=[production.pk]))
    assert "No open pause" in desktop.content()

    log_in(phone, base, world.person("performer").email)
    phone.goto(base + reverse("on_set", args=[production.pk]))
    phone.get_by_role("button", name="I need to talk").first.click()
    phone.wait_for_load_state()

    crew_context = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True)
    crew_phone = crew_context.new_page()
    log_in(crew_phone, base, world.person("crew").email)
    crew_phone.goto(base + reverse("on_set", args=[production.pk]))
    assert crew_phone.locator("input[name=anonymous]").is_checked(), "anonymous by default"
    crew_phone.get_by_role("button", name="PAUSE").click()
    crew_phone.wait_for_load_state()
    crew_context.close()

    pauses = desktop.locator("#open-pauses")
    pauses.get_by_text("anonymous").wait_for(timeout=5000)
    assert world.person("crew").name not in pauses.inner_text()

    desktop.goto(base + reverse("checkins", args=[production.pk]))
    assert world.person("performer").name in desktop.content()
    assert "Need to talk" in desktop.content()
