"""A withdrawal made at the same moment as a confirmation is never lost (PostgreSQL only).

Two threads, each with its own database connection, start together: the
performer withdraws on one device while the other device confirms. Reading
the state is slowed down, so that without the lock both would read the same
version and one of them would fail or fork the chain.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from typing import Any

import pytest
from django.core.management import call_command
from django.db import connection, connections

from closedset.accounts.models import Person
from closedset.consent import domain
from closedset.consent.domain import confirm_consent, draft_consent, withdraw_consent
from closedset.consent.models import ConsentStatus
from closedset.consent.queries import consent_of
from tests.factories import CharacterFactory, MembershipFactory, SceneFactory, cast

from .consent_helpers import some_terms

pytestmark = [pytest.mark.postgres, pytest.mark.django_db(transaction=True)]


@pytest.fixture
def postgres() -> None:
    if connection.vendor != "postgresql":
        pytest.skip("needs PostgreSQL: run with DATABASE_URL=postgres://…")


def run_together(*actions: Callable[[], Any]) -> list[BaseException]:
    barrier = threading.Barrier(len(actions))
    errors: list[BaseException] = []

    def worker(action: Callable[[], Any]) -> None:
        try:
            barrier.wait()
            action()
        except BaseException as exc:
            errors.append(exc)
        finally:
            connections.close_all()

    threads = [threading.Thread(target=worker, args=(a,)) for a in actions]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=30)
    return errors


def _ic_performer_and_scene() -> tuple[Any, Any, Any]:
    ic = MembershipFactory(roles=["intimacy_coordinator"])
    anna = MembershipFactory(production=ic.production, roles=["performer"])
    character = CharacterFactory(production=ic.production, name="ANNA")
    cast(anna, character)
    scene = SceneFactory(production=ic.production)
    scene.characters.set([character])
    return ic, anna, scene


def test_withdrawal_and_confirmation_at_the_same_moment(postgres: None, monkeypatch: Any) -> None:
    ic, anna, scene = _ic_performer_and_scene()

    read = domain.consent_of

    def slow_read(*args: Any) -> Any:
        state = read(*args)
        time.sleep(0.2)
        return state

    monkeypatch.setattr(domain, "consent_of", slow_read)
    for round_ in range(4):
        draft = draft_consent(scene, anna, some_terms(), actor=ic.person)
        if round_ % 2:
            confirm_consent(scene, actor=anna.person, draft_number=draft.number)
        errors = run_together(
            lambda: withdraw_consent(scene, actor=Person.objects.get(pk=anna.person_id)),
            lambda number=draft.number: confirm_consent(
                scene, actor=Person.objects.get(pk=anna.person_id), draft_number=number
            ),
        )
        assert errors == []
        after = [v for v in consent_of(scene, anna).versions if v.number > draft.number]
        withdrawals = [v for v in after if v.status == ConsentStatus.WITHDRAWN]
        assert len(withdrawals) == 1, "the withdrawal is recorded"
        final = after[-1]
        if final.status == ConsentStatus.CONFIRMED:
            assert final.number > withdrawals[0].number, "confirmed only after the withdrawal"
        else:
            assert final.status == ConsentStatus.WITHDRAWN
    call_command("verify_history")


def _scene_with_confirmed_consent() -> tuple[Any, Any, Any]:
    ic, anna, scene = _ic_performer_and_scene()
    draft = draft_consent(scene, anna, some_terms(), actor=ic.person)
    confirm_consent(scene, actor=anna.person, draft_number=draft.number)
    return ic, anna, scene


def test_withdrawal_and_rider_signature_at_the_same_moment(postgres: None) -> None:
    from closedset.riders.domain import generate_rider, sign_rider
    from closedset.riders.models import RiderState
    from tests.factories import PASSWORD

    ic, anna, scene = _scene_with_confirmed_consent()
    rider = generate_rider(anna, actor=ic.person)
    errors = run_together(
        lambda: withdraw_consent(scene, actor=Person.objects.get(pk=anna.person_id)),
        lambda: sign_rider(
            rider,
            actor=Person.objects.get(pk=anna.person_id),
            password=PASSWORD,
            typed_name="Anna",
            seen_sha256=rider.sha256,
        ),
    )
    assert all("no longer current" in str(e) or "superseded" in str(e) for e in errors), errors
    assert consent_of(scene, anna).state == ConsentStatus.WITHDRAWN, "the withdrawal is kept"
    rider.refresh_from_db()
    assert rider.state == RiderState.SUPERSEDED, "a rider signed or not, it no longer stands"
    call_command("verify_history")


def test_withdrawal_and_a_new_draft_at_the_same_moment(postgres: None) -> None:
    ic, anna, scene = _scene_with_confirmed_consent()
    errors = run_together(
        lambda: withdraw_consent(scene, actor=Person.objects.get(pk=anna.person_id)),
        lambda: draft_consent(
            scene, anna, some_terms(kissing=[]), actor=Person.objects.get(pk=ic.person_id)
        ),
    )
    assert errors == []
    statuses = [v.status for v in consent_of(scene, anna).versions]
    assert statuses.count(ConsentStatus.WITHDRAWN) == 1, "the withdrawal is recorded"
    assert statuses.count(ConsentStatus.DRAFTED) == 2, "and so is the new draft"
    assert consent_of(scene, anna).state != ConsentStatus.CONFIRMED
    call_command("verify_history")
