"""The demo production: a believable production from the original demo screenplay."""

from __future__ import annotations

from typing import Any

from django.core.management import call_command

from closedset.productions.demo import DEMO_TITLE, create_demo
from closedset.productions.models import Production
from closedset.productions.roles import Role


def test_demo_has_every_role_scenes_cast_a_minor_and_days(db: Any) -> None:
    production, logins = create_demo()
    roles = {r for m in production.members.all() for r in m.roles}
    assert roles == set(Role.values)
    assert 14 <= production.scenes.count() <= 16
    assert production.characters.filter(is_minor=True).exists()
    assert production.shoot_days.count() >= 3
    assert len(logins) >= len(Role)


def test_demo_command_runs_twice_without_duplicating(db: Any, capsys: Any) -> None:
    call_command("demo")
    call_command("demo")
    assert Production.objects.filter(title=DEMO_TITLE).count() == 1
    assert "ic@demo.closedset.test" in capsys.readouterr().out


def test_demo_shows_the_consent_workflow_mid_way(db: Any) -> None:
    from closedset.consent.models import ConsentVersion
    from closedset.riders.models import Rider

    production, _ = create_demo()
    statuses = list(
        ConsentVersion.objects.filter(scene__production=production).values_list("status", flat=True)
    )
    assert statuses.count("drafted") >= 2
    assert "confirmed" in statuses
    rider = Rider.objects.get(production=production)
    assert rider.signature is not None
    assert not rider.is_superseded
