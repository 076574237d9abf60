"""What must never leak: concern text and reporters, step-away notes, check-in notes.

The data that could leak is created first; then every wellbeing page is opened
as each role that must not read it, and the emails are read too.
"""

from __future__ import annotations

import hashlib
import re
from typing import Any

import pytest
from django.core import mail

from closedset.wellbeing.concerns import file_concern
from closedset.wellbeing.domain import answer_pulse, log_checkin, pulse_digest, request_step_away
from closedset.wellbeing.models import Concern, PulseReceipt, PulseResponse
from tests.factories import MembershipFactory, PersonFactory

from .matrix_wellbeing import ENTRIES

REPORTER = "Rosalind Quill"
CONCERN_TEXT = "The focus puller grabbed my arm and would not let go."
STEP_AWAY_NOTE = "My brother died this way last spring."
CHECKIN_NOTE = "Struggling with sleep since the basement scene."
SECRETS = [REPORTER, CONCERN_TEXT, STEP_AWAY_NOTE, CHECKIN_NOTE]
FORBIDDEN = ["director", "producer", "first_ad", "editor", "costume", "agent", "crew", "admin"]
MEMBER_PICKER = re.compile(r"<select[^>]*>.*?</select>", re.S)


@pytest.fixture
def leaky(world: Any, django_capture_on_commit_callbacks: Any) -> dict[str, Any]:
    reporter = MembershipFactory(
        production=world.production,
        person=PersonFactory(name=REPORTER, email="rosalind@example.test"),
        roles=["crew"],
    )
    named = MembershipFactory(
        production=world.production,
        person=PersonFactory(name="Gus Focus", email="gus@example.test"),
        roles=["crew"],
    )
    with django_capture_on_commit_callbacks(execute=True):
        concern, _ = file_concern(
            world.production,
            actor=reporter.person,
            body=CONCERN_TEXT,
            anonymous=False,
            named=[named],
        )
        request_step_away(
            world.objects["anna_day"].scheduled.get(), actor=reporter.person, note=STEP_AWAY_NOTE
        )
        log_checkin(
            reporter,
            actor=world.person("mental_health_coordinator"),
            note=CHECKIN_NOTE,
            follow_up=True,
        )
    return {"concern": concern, "named": named, "reporter": reporter}


def _visible_text(html: str) -> str:
    """The page without the member picker of the concern form, which lists every member by name."""
    return MEMBER_PICKER.sub("", html)


@pytest.mark.parametrize("role", FORBIDDEN)
def test_no_wellbeing_page_shows_private_text_or_the_reporter(
    client: Any, world: Any, leaky: dict[str, Any], role: str
) -> None:
    client.force_login(world.person(role))
    for name, (build, _) in ENTRIES.items():
        page = _visible_text(client.get(build(world)).content.decode())
        for secret in SECRETS:
            assert secret not in page, f"{role} read {secret!r} on {name}"


def test_emails_carry_no_body_note_or_reporter(world: Any, leaky: dict[str, Any]) -> None:
    assert mail.outbox
    for message in mail.outbox:
        for secret in SECRETS:
            assert secret not in message.body
            assert secret not in message.subject


def test_the_person_named_is_not_told_and_cannot_open_it(
    client: Any, world: Any, leaky: dict[str, Any]
) -> None:
    assert "gus@example.test" not in {m.to[0] for m in mail.outbox}
    client.force_login(leaky["named"].person)
    from django.urls import reverse

    url = reverse("concern_detail", args=[world.production.pk, leaky["concern"].pk])
    assert client.get(url).status_code == 404


def test_anonymous_rows_hold_no_link_to_a_person(world: Any) -> None:
    concern, _ = file_concern(
        world.production, actor=world.person("crew"), body=CONCERN_TEXT, anonymous=True
    )
    assert Concern.objects.get(pk=concern.pk).reporter_id is None
    assert answer_pulse(
        world.production, "red", actor=world.person("crew"), day=concern.created_at.date()
    )
    response_fields = {f.name for f in PulseResponse._meta.get_fields()}
    receipt_fields = {f.name for f in PulseReceipt._meta.get_fields()}
    assert response_fields == {"id", "production", "date", "colour"}
    assert receipt_fields == {"digest"}
    digest = PulseReceipt.objects.get().digest
    crew_pk = world.person("crew").pk
    assert digest == pulse_digest(crew_pk, world.production.pk, concern.created_at.date())
    assert digest != hashlib.sha256(str(crew_pk).encode()).hexdigest(), "keyed, not a bare hash"
    assert len(digest) == 64, "a digest, not the person's id"


def test_the_mhc_does_read_them_so_the_checks_above_can_fail(
    client: Any, world: Any, leaky: dict[str, Any]
) -> None:
    from django.urls import reverse

    p = world.production.pk
    client.force_login(world.person("mental_health_coordinator"))
    pages = "".join(
        client.get(url).content.decode()
        for url in [
            reverse("concern_detail", args=[p, leaky["concern"].pk]),
            reverse("step_away_requests", args=[p]),
            reverse("mhc_checkins", args=[p]),
        ]
    )
    for secret in SECRETS:
        assert secret in _visible_text(pages)
