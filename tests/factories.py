"""Factories: the smallest believable records for user-story tests."""

from __future__ import annotations

import datetime as dt

import factory
from django.utils import timezone

from closedset.accounts.models import Person
from closedset.productions.models import (
    CastAssignment,
    Character,
    Membership,
    Production,
    Scene,
    ScheduledScene,
    ShootDay,
)

PASSWORD = "correct horse battery staple"


class PersonFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Person
        skip_postgeneration_save = True

    email = factory.Sequence(lambda n: f"person{n}@example.test")
    name = factory.Sequence(lambda n: f"Person {n}")
    password = factory.PostGenerationMethodCall("set_password", PASSWORD)

    @classmethod
    def _after_postgeneration(cls, instance, create, results=None):  # type: ignore[no-untyped-def]
        if create:
            instance.save()


class ProductionFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Production

    title = factory.Sequence(lambda n: f"Production {n}")
    territory = "US"


class MembershipFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Membership

    production = factory.SubFactory(ProductionFactory)
    person = factory.SubFactory(PersonFactory)
    roles = factory.LazyFunction(lambda: ["performer"])


class CharacterFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Character

    production = factory.SubFactory(ProductionFactory)
    name = factory.Sequence(lambda n: f"CHARACTER {n}")


class SceneFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Scene

    production = factory.SubFactory(ProductionFactory)
    ordinal = factory.Sequence(lambda n: n + 1)
    heading = factory.Sequence(lambda n: f"INT. ROOM {n} - NIGHT")


class ShootDayFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = ShootDay

    production = factory.SubFactory(ProductionFactory)
    date = factory.LazyFunction(lambda: timezone.localdate() + dt.timedelta(days=10))
    day_number = factory.Sequence(lambda n: n + 1)


def cast(membership: Membership, character: Character) -> CastAssignment:
    return CastAssignment.objects.create(membership=membership, character=character)


def schedule(day: ShootDay, scene: Scene, hour: int = 9) -> ScheduledScene:
    call = timezone.make_aware(dt.datetime.combine(day.date, dt.time(hour, 0)))
    return ScheduledScene.objects.create(shoot_day=day, scene=scene, call_time=call)
