"""A producer cannot learn who withdrew, who paused anonymously, or who reported a concern.

The data that could leak is created first; then every page the producer may
open (the role matrix), every API answer and every email the producer got is
searched for the people's names and their words.
"""

from __future__ import annotations

from typing import Any

from django.core import mail

from closedset.consent.domain import withdraw_consent
from closedset.onset.shootday import call_pause
from closedset.wellbeing.concerns import file_concern

from .consent_helpers import readable
from .readiness_helpers import flag
from .rider_helpers import rider_for
from .role_matrix import MATRIX

REASON = "the second AD shouted at me"
CONCERN = "the DP keeps filming between takes"


def test_the_producer_never_learns_who_said_no_paused_or_reported(
    client: Any, world: Any, django_capture_on_commit_callbacks: Any
) -> None:
    flag(world, "nudity")
    rider_for(world, signed=True)
    with django_capture_on_commit_callbacks(execute=True):
        withdraw_consent(
            world.objects["anna_scene"], actor=world.person("performer"), reason=REASON
        )
        call_pause(
            world.production,
            actor=world.person("crew"),
            scene=world.objects["anna_scene"],
            anonymous=True,
        )
        file_concern(
            world.production,
            actor=world.person("costume"),
            body=CONCERN,
            anonymous=False,
            named=[],
        )
    secrets = {
        world.person("performer").name,
        world.person("performer").email,
        world.person("crew").name,
        world.person("costume").name,
        REASON,
        CONCERN,
    }
    producer = world.person("producer")
    client.force_login(producer)
    opened = 0
    for name, (build, _allowed) in MATRIX.items():
        response = client.get(build(world))
        if response.status_code != 200:
            continue
        opened += 1
        text = readable(response)
        for secret in secrets - _ok_to_show_on(name, world):
            assert secret not in text, f"{secret!r} on {name}"
    assert opened >= 10, "the producer's own pages were actually searched"

    to_producer = [m for m in mail.outbox if producer.email in m.to]
    for message in to_producer:
        for secret in secrets:
            assert secret not in message.subject + message.body
    assert mail.outbox, "the withdrawal, pause and concern did send email to someone"


STATUS_PAGES = ("readiness", "rider_status", "inbox", "pause", "concern", "debrief", "on_set")


def _ok_to_show_on(name: str, world: Any) -> set[str]:
    """Names may appear where people are listed as cast or members, never on status pages.

    The performer's name is on the cast list of the scene they play; what must
    not appear beside it anywhere is that they withdrew. The crew member and
    the reporter are not cast, so their names are kept off every page that is
    not a member list.
    """
    performer = {world.person("performer").name, world.person("performer").email}
    members = {"people", "person", "closed_set", "closed_set_door", "concern_new", "step_away"}
    if name in members:
        return performer | {world.person("crew").name, world.person("costume").name}
    if any(word in name for word in STATUS_PAGES):
        return set()
    return performer
