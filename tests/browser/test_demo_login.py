"""A newcomer logs in as the demo intimacy coordinator and opens the demo production."""

from __future__ import annotations

from typing import Any

import pytest

from closedset.productions.demo import DEMO_PASSWORD, DEMO_TITLE, create_demo, demo_email

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def log_in(page: Any, base: str, email: str, password: str) -> None:
    page.goto(f"{base}/accounts/login/")
    page.fill("#id_username", email)
    page.fill("#id_password", password)
    page.click("button[type=submit]")


def test_demo_ic_logs_in_and_opens_the_demo_production(live_server: Any, desktop: Any) -> None:
    create_demo()
    log_in(desktop, live_server.url, demo_email("ic"), DEMO_PASSWORD)
    desktop.get_by_text(DEMO_TITLE).first.click()
    desktop.click("a.card[href$='/scenes/']")
    assert desktop.locator("table tbody tr").count() >= 14
    assert "BEDROOM" in desktop.content()


def test_wrong_password_keeps_the_user_out(live_server: Any, phone: Any) -> None:
    create_demo()
    log_in(phone, live_server.url, demo_email("ic"), "not the password")
    assert "/accounts/login/" in phone.url
    assert DEMO_TITLE not in phone.content()
