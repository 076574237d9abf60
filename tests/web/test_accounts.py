"""Logging in and out, and resetting a forgotten password by email."""

from __future__ import annotations

import re
from typing import Any

from django.core import mail

from tests.factories import PASSWORD, PersonFactory


def test_person_logs_in_with_email_and_password(client: Any, db: Any) -> None:
    person = PersonFactory(email="ines@example.test")
    response = client.post(
        "/accounts/login/", {"username": "ines@example.test", "password": PASSWORD}
    )
    assert response.status_code == 302
    assert client.get("/").context["user"] == person


def test_wrong_password_is_refused(client: Any, db: Any) -> None:
    PersonFactory(email="ines@example.test")
    response = client.post("/accounts/login/", {"username": "ines@example.test", "password": "x"})
    assert response.status_code == 200
    assert not response.context["user"].is_authenticated


def test_passwords_are_hashed_with_argon2(db: Any, settings: Any) -> None:
    from closedset import settings as production_settings

    settings.PASSWORD_HASHERS = production_settings.PASSWORD_HASHERS
    assert PersonFactory().password.startswith("argon2")


def test_logout_needs_a_post_and_ends_the_session(client: Any, db: Any) -> None:
    client.force_login(PersonFactory())
    assert client.post("/accounts/logout/").status_code == 302
    assert client.get("/").status_code == 302


def test_password_reset_by_email_link(client: Any, db: Any) -> None:
    PersonFactory(email="ines@example.test")
    client.post("/accounts/password-reset/", {"email": "ines@example.test"})
    assert len(mail.outbox) == 1
    link = re.search(r"http://\S+/accounts/reset/\S+/", mail.outbox[0].body)
    assert link is not None
    path = link.group().split("testserver", 1)[-1]
    form_page = client.get(path, follow=True)
    new = "a brand new passphrase 42"
    client.post(form_page.redirect_chain[-1][0], {"new_password1": new, "new_password2": new})
    assert client.login(username="ines@example.test", password=new)


def test_reset_for_unknown_address_sends_nothing(client: Any, db: Any) -> None:
    response = client.post("/accounts/password-reset/", {"email": "nobody@example.test"})
    assert response.status_code == 302
    assert mail.outbox == []
