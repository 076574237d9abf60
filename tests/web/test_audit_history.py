"""Consent history is append-only and tamper-evident: verify_history finds any change."""

from __future__ import annotations

import itertools
from typing import Any

import pytest
from cryptography.fernet import Fernet
from django.core.management import CommandError, call_command
from django.db import connection

from closedset import cli
from closedset.audit.models import ChainHead
from closedset.audit.sealing import UNREADABLE, seal, unseal
from closedset.consent.domain import confirm_consent, draft_consent, withdraw_consent
from closedset.consent.models import ConsentVersion, chain_key
from tests.factories import CharacterFactory, MembershipFactory, SceneFactory, cast

from .consent_helpers import some_terms

TABLE = ConsentVersion._meta.db_table


@pytest.fixture
def history(world: Any) -> list[ConsentVersion]:
    """Drafted, confirmed, withdrawn, confirmed again: four versions in one chain."""
    scene, anna = world.objects["anna_scene"], world.members["performer"]
    draft_consent(scene, anna, some_terms(), actor=world.person("intimacy_coordinator"))
    confirm_consent(scene, actor=anna.person, draft_number=1, note="fine")
    withdraw_consent(scene, actor=anna.person, reason="not today")
    confirm_consent(scene, actor=anna.person, draft_number=1)
    return list(ConsentVersion.objects.order_by("seq"))


def raw(sql: str, *params: Any) -> None:
    with connection.cursor() as cursor:
        cursor.execute(sql, params)


def test_versions_cannot_be_edited_or_deleted(history: list[ConsentVersion]) -> None:
    withdrawal = history[2]
    withdrawal.status = "confirmed"
    with pytest.raises(ValueError, match="append-only"):
        withdrawal.save()
    with pytest.raises(ValueError, match="append-only"):
        withdrawal.delete()
    with pytest.raises(ValueError, match="append-only"):
        ConsentVersion.objects.filter(pk=withdrawal.pk).update(status="confirmed")
    with pytest.raises(ValueError, match="append-only"):
        ConsentVersion.objects.all().delete()
    assert ConsentVersion.objects.get(pk=withdrawal.pk).status == "withdrawn"


def test_a_version_is_only_added_through_the_chain(world: Any) -> None:
    with pytest.raises(ValueError, match=r"audit\.chain\.append"):
        ConsentVersion(
            scene=world.objects["anna_scene"],
            performer=world.members["performer"],
            number=1,
            status="confirmed",
            terms=some_terms(),
            actor=world.person("performer"),
        ).save()


def test_each_version_links_to_the_one_before(history: list[ConsentVersion]) -> None:
    assert [v.seq for v in history] == [1, 2, 3, 4]
    for before, after in itertools.pairwise(history):
        assert after.prev_hash == before.entry_hash
    head = ChainHead.objects.get(key=chain_key(history[0].scene.production_id))
    assert (head.length, head.last_hash) == (4, history[-1].entry_hash)


def test_verify_history_passes_on_an_untouched_history(history: Any, capsys: Any) -> None:
    call_command("verify_history")
    assert "history intact: 4 entries in 1 chain(s)" in capsys.readouterr().out


def test_rewriting_a_withdrawal_with_raw_sql_is_caught(history: list[ConsentVersion]) -> None:
    withdrawal = history[2]
    raw(f"UPDATE {TABLE} SET status = 'confirmed' WHERE id = %s", withdrawal.pk)
    with pytest.raises(CommandError, match=rf"entry 3 \(consent.ConsentVersion id={withdrawal.pk}"):
        call_command("verify_history")


def test_the_command_line_exits_non_zero_on_a_broken_history(
    history: list[ConsentVersion],
) -> None:
    raw(f"UPDATE {TABLE} SET reason_sealed = %s WHERE id = %s", seal("changed"), history[2].pk)
    with pytest.raises(SystemExit) as exit_:
        cli.main(["verify_history"])
    assert exit_.value.code != 0


def test_removing_the_newest_version_is_caught_by_the_head(history: list[ConsentVersion]) -> None:
    raw(f"DELETE FROM {TABLE} WHERE id = %s", history[-1].pk)
    with pytest.raises(CommandError, match="head records 4 entries but 3 remain"):
        call_command("verify_history")


def test_removing_a_version_in_the_middle_is_caught(history: list[ConsentVersion]) -> None:
    raw(f"DELETE FROM {TABLE} WHERE id = %s", history[2].pk)
    with pytest.raises(CommandError, match=r"entry 4 .*entries before it are missing"):
        call_command("verify_history")


def test_each_production_has_its_own_chain(world: Any, history: list[ConsentVersion]) -> None:
    other = world.other_production
    performer = world.objects["other_member"]
    ic = MembershipFactory(production=other, roles=["intimacy_coordinator"])
    character = CharacterFactory(production=other, name="CARA")
    cast(performer, character)
    scene = SceneFactory(production=other)
    scene.characters.set([character])
    elsewhere = draft_consent(scene, performer, some_terms(), actor=ic.person)
    assert (elsewhere.chain, elsewhere.seq) == (chain_key(other.pk), 1)
    raw(f"UPDATE {TABLE} SET status = 'drafted' WHERE id = %s", history[1].pk)
    with pytest.raises(CommandError, match=rf"chain {chain_key(world.production.pk)}, entry 2"):
        call_command("verify_history")


def test_sealed_text_opens_after_a_key_rotation(settings: Any) -> None:
    old = Fernet.generate_key().decode()
    settings.ENCRYPTION_KEYS = [old]
    token = seal("my ex is the boom operator")
    assert "boom" not in token
    settings.ENCRYPTION_KEYS = [Fernet.generate_key().decode(), old]
    assert unseal(token) == "my ex is the boom operator"
    settings.ENCRYPTION_KEYS = [Fernet.generate_key().decode()]
    assert unseal(token) == UNREADABLE
