"""Shared fixtures: a production with one person in every role of DESIGN section 2."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pytest

from closedset.productions.models import Membership, Production
from closedset.productions.roles import Role
from closedset.scripts.models import ScriptDraft
from tests.factories import (
    CharacterFactory,
    MembershipFactory,
    PersonFactory,
    ProductionFactory,
    SceneFactory,
    ShootDayFactory,
    cast,
    schedule,
)


@dataclass
class World:
    """A production where each role has one member, and a second production next door."""

    production: Production
    other_production: Production
    members: dict[str, Membership]
    other_performer: Membership
    outsider: Any
    objects: dict[str, Any] = field(default_factory=dict)

    def person(self, role: str) -> Any:
        if role == "outsider":
            return self.outsider
        if role == "other_performer":
            return self.other_performer.person
        return self.members[role].person


@pytest.fixture(autouse=True)
def fast_password_hashing(settings: Any) -> None:
    """Argon2 is slow by design; stories that only need a login use a fast hasher.

    test_accounts checks that real accounts use argon2 with the production setting.
    """
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]


@pytest.fixture(autouse=True)
def immediate_tasks(settings: Any) -> None:
    """Run background tasks at once in tests; the database queue has its own test."""
    settings.TASKS = {"default": {"BACKEND": "django_tasks.backends.immediate.ImmediateBackend"}}


@pytest.fixture
def world(db: Any) -> World:
    production = ProductionFactory(title="Night Swim")
    members = {
        role.value: MembershipFactory(
            production=production,
            person=PersonFactory(name=f"{role.label} person", email=f"{role.value}@example.test"),
            roles=[role.value],
        )
        for role in Role
    }
    other_performer = MembershipFactory(
        production=production, person=PersonFactory(name="Other performer"), roles=["performer"]
    )
    anna = CharacterFactory(production=production, name="ANNA", age=34)
    ben = CharacterFactory(production=production, name="BEN", age=36)
    cast(members["performer"], anna)
    cast(other_performer, ben)
    anna_scene = SceneFactory(production=production, heading="INT. POOL HOUSE - NIGHT")
    anna_scene.characters.set([anna])
    ben_scene = SceneFactory(production=production, heading="EXT. ROOFTOP - DAY")
    ben_scene.characters.set([ben])
    anna_day = ShootDayFactory(production=production)
    ben_day = ShootDayFactory(production=production)
    schedule(anna_day, anna_scene)
    schedule(ben_day, ben_scene)

    draft = ScriptDraft.objects.create(
        production=production,
        version=1,
        filename="night-swim.fountain",
        content=b"INT. POOL HOUSE - NIGHT",
        sha256="0" * 64,
        size=23,
        uploaded_by=members["intimacy_coordinator"].person,
    )

    other_production = ProductionFactory(title="Secret Project")
    other_member = MembershipFactory(production=other_production, roles=["performer"])
    other_scene = SceneFactory(production=other_production)
    other_day = ShootDayFactory(production=other_production)
    return World(
        production=production,
        other_production=other_production,
        members=members,
        other_performer=other_performer,
        outsider=PersonFactory(name="Outsider"),
        objects={
            "anna_scene": anna_scene,
            "draft": draft,
            "ben_scene": ben_scene,
            "anna_day": anna_day,
            "ben_day": ben_day,
            "other_scene": other_scene,
            "other_day": other_day,
            "other_member": other_member,
        },
    )
