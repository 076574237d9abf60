"""A performer's private note and reason reach only them and the IC; never leads or peers.

Each story first creates the text that could leak, then looks for it
everywhere the other roles can go.
"""

from __future__ import annotations

from typing import Any

import pytest
from django.core import mail
from django.db import connection
from django.urls import reverse

from closedset.consent.domain import confirm_consent, draft_consent
from closedset.consent.models import ConsentVersion

from .consent_helpers import my_consent_url, page, some_terms
from .role_matrix import MATRIX

PRIVATE_NOTE = "my ex is the boom operator"
PRIVATE_REASON = "I had a panic attack after rehearsal"
CONSENT_PAGES = ("my_consents", "my_consent", "scene_consents", "consent_draft")


@pytest.fixture
def withdrawn(client: Any, world: Any, django_capture_on_commit_callbacks: Any) -> Any:
    """Anna confirmed with a private note, then withdrew with a private reason from her phone."""
    scene, anna = world.objects["anna_scene"], world.members["performer"]
    draft_consent(scene, anna, some_terms(), actor=world.person("intimacy_coordinator"))
    confirm_consent(scene, actor=anna.person, draft_number=1, note=PRIVATE_NOTE)
    client.force_login(anna.person)
    with django_capture_on_commit_callbacks(execute=True):
        client.post(my_consent_url(world), {"action": "withdraw", "reason": PRIVATE_REASON})
    client.logout()
    assert ConsentVersion.objects.filter(status="withdrawn").count() == 1
    return world


def every_page(world: Any) -> list[str]:
    return [build(world) for build, _ in MATRIX.values()]


@pytest.mark.parametrize(
    "role",
    [
        "director",
        "producer",
        "first_ad",
        "other_performer",
        "mental_health_coordinator",
        "costume",
        "editor",
        "agent",
        "crew",
        "admin",
    ],
)
def test_no_other_role_reads_the_private_note_or_reason(
    client: Any, withdrawn: Any, role: str
) -> None:
    client.force_login(withdrawn.person(role))
    for url in every_page(withdrawn):
        body = page(client, url)
        assert PRIVATE_REASON not in body, url
        assert PRIVATE_NOTE not in body, url
    own_list = {"my_consents"} if role == "other_performer" else set()
    for name in set(CONSENT_PAGES) - own_list:
        build, _ = MATRIX[name]
        assert client.get(build(withdrawn)).status_code == 404, name


@pytest.mark.parametrize("role", ["director", "producer", "first_ad", "other_performer"])
def test_leads_and_peers_cannot_act_on_a_consent(client: Any, withdrawn: Any, role: str) -> None:
    client.force_login(withdrawn.person(role))
    url = my_consent_url(withdrawn)
    assert client.post(url, {"action": "confirm", "draft": 1}).status_code == 404
    build, _ = MATRIX["consent_draft"]
    assert client.post(build(withdrawn), {"exposure_genitals": "full"}).status_code == 404
    assert ConsentVersion.objects.count() == 3


def test_the_ic_reads_the_reason_and_the_performer_reads_her_own(
    client: Any, withdrawn: Any
) -> None:
    client.force_login(withdrawn.person("intimacy_coordinator"))
    build, _ = MATRIX["consent_draft"]
    ic_page = page(client, build(withdrawn))
    assert PRIVATE_REASON in ic_page
    assert PRIVATE_NOTE in ic_page
    client.force_login(withdrawn.person("performer"))
    assert PRIVATE_REASON in page(client, my_consent_url(withdrawn))


def test_other_performer_cannot_open_anna_s_consent_but_sees_their_own(
    client: Any, withdrawn: Any
) -> None:
    client.force_login(withdrawn.person("other_performer"))
    assert client.get(my_consent_url(withdrawn)).status_code == 404
    assert client.get(my_consent_url(withdrawn, "ben_scene")).status_code == 200
    listing = page(client, reverse("my_consents", args=[withdrawn.production.pk]))
    assert "POOL HOUSE" not in listing


def test_withdrawal_mail_says_which_scene_and_never_who_or_why(withdrawn: Any) -> None:
    scene = withdrawn.objects["anna_scene"]
    anna = withdrawn.members["performer"].person
    recipients = sorted(to for m in mail.outbox for to in m.to)
    assert recipients == sorted(
        [
            withdrawn.person("first_ad").email,
            withdrawn.person("intimacy_coordinator").email,
        ]
    )
    for message in mail.outbox:
        text = f"{message.subject}\n{message.body}"
        assert f"Scene {scene.label} is not ready: a consent is no longer current." in text
        for leak in (anna.name, anna.email, "ANNA", PRIVATE_REASON, PRIVATE_NOTE):
            assert leak not in text


def test_private_text_is_encrypted_at_rest(withdrawn: Any) -> None:
    table = ConsentVersion._meta.db_table
    with connection.cursor() as cursor:
        cursor.execute(f"SELECT note_sealed, reason_sealed FROM {table}")
        stored = " ".join(a + b for a, b in cursor.fetchall())
    assert PRIVATE_NOTE not in stored
    assert PRIVATE_REASON not in stored
    withdrawal = ConsentVersion.objects.get(status="withdrawn")
    assert withdrawal.reason == PRIVATE_REASON
