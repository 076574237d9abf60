"""Productions and who works on them: the scope every other record hangs from."""

from __future__ import annotations

import secrets
from datetime import datetime, timedelta

from django.conf import settings
from django.db import models
from django.utils import timezone

from .roles import Role


class Production(models.Model):
    class Kind(models.TextChoices):
        FILM = "film", "Film"
        TV = "tv", "TV"
        THEATRE = "theatre", "Theatre"

    class Ruleset(models.TextChoices):
        SAG_AFTRA = "sag_aftra", "SAG-AFTRA (US)"
        EQUITY_UK = "equity_uk", "Equity (UK)"
        ACTRA = "actra", "ACTRA (Canada)"

    title = models.CharField(max_length=200)
    kind = models.CharField(max_length=10, choices=Kind.choices, default=Kind.FILM)
    territory = models.CharField(max_length=60, blank=True)
    ruleset = models.CharField(max_length=20, choices=Ruleset.choices, default=Ruleset.SAG_AFTRA)
    starts_on = models.DateField(null=True, blank=True)
    ends_on = models.DateField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["title"]

    def __str__(self) -> str:
        return self.title


class Membership(models.Model):
    """A person on a production, with the roles they hold there (DESIGN section 2)."""

    production = models.ForeignKey(Production, on_delete=models.CASCADE, related_name="members")
    person = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="memberships"
    )
    roles = models.JSONField(default=list)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["production", "person"], name="one_membership")
        ]
        ordering = ["person__name"]

    def __str__(self) -> str:
        return f"{self.person} on {self.production}"

    def role_labels(self) -> list[str]:
        return [Role(r).label for r in self.roles if r in Role.values]


def _invite_token() -> str:
    return secrets.token_urlsafe(32)


def _invite_expiry() -> datetime:
    return timezone.now() + timedelta(days=14)


class Invitation(models.Model):
    """An emailed link that makes its holder a member with the given roles."""

    production = models.ForeignKey(Production, on_delete=models.CASCADE, related_name="invitations")
    email = models.EmailField()
    name = models.CharField(max_length=200, blank=True)
    roles = models.JSONField(default=list)
    token = models.CharField(max_length=64, unique=True, default=_invite_token)
    invited_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, related_name="+"
    )
    created_at = models.DateTimeField(auto_now_add=True)
    expires_at = models.DateTimeField(default=_invite_expiry)
    accepted_at = models.DateTimeField(null=True, blank=True)

    def __str__(self) -> str:
        return f"Invitation of {self.email} to {self.production}"

    @property
    def is_usable(self) -> bool:
        return self.accepted_at is None and self.expires_at > timezone.now()


class Character(models.Model):
    production = models.ForeignKey(Production, on_delete=models.CASCADE, related_name="characters")
    name = models.CharField(max_length=120)
    age = models.PositiveSmallIntegerField(null=True, blank=True)
    is_minor = models.BooleanField(default=False)

    class Meta:
        ordering = ["name"]
        constraints = [
            models.UniqueConstraint(fields=["production", "name"], name="unique_character_name")
        ]

    def __str__(self) -> str:
        return self.name


class CastAssignment(models.Model):
    """Which performer plays which character."""

    character = models.ForeignKey(Character, on_delete=models.CASCADE, related_name="cast")
    membership = models.ForeignKey(Membership, on_delete=models.CASCADE, related_name="cast")

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["character", "membership"], name="unique_casting")
        ]

    def __str__(self) -> str:
        return f"{self.membership.person} as {self.character}"


class Scene(models.Model):
    production = models.ForeignKey(Production, on_delete=models.CASCADE, related_name="scenes")
    ordinal = models.PositiveIntegerField()
    heading = models.CharField(max_length=300)
    number = models.CharField("printed scene number", max_length=20, blank=True)
    page = models.PositiveIntegerField(default=1)
    synopsis = models.TextField(blank=True)
    text = models.TextField(blank=True)
    characters = models.ManyToManyField(Character, related_name="scenes", blank=True)
    is_omitted = models.BooleanField(default=False)

    class Meta:
        ordering = ["ordinal"]

    def __str__(self) -> str:
        return f"{self.label}. {self.heading}"

    @property
    def label(self) -> str:
        return self.number or str(self.ordinal)


class ShootDay(models.Model):
    production = models.ForeignKey(Production, on_delete=models.CASCADE, related_name="shoot_days")
    date = models.DateField()
    day_number = models.PositiveIntegerField()
    location = models.CharField(max_length=200, blank=True)
    notes = models.TextField(blank=True)

    class Meta:
        ordering = ["date", "day_number"]

    def __str__(self) -> str:
        return f"Day {self.day_number} ({self.date:%a %d %b})"


class ScheduledScene(models.Model):
    shoot_day = models.ForeignKey(ShootDay, on_delete=models.CASCADE, related_name="scheduled")
    scene = models.ForeignKey(Scene, on_delete=models.CASCADE, related_name="scheduled")
    call_time = models.DateTimeField()
    order = models.PositiveSmallIntegerField(default=0)

    class Meta:
        ordering = ["call_time", "order"]
        constraints = [
            models.UniqueConstraint(fields=["shoot_day", "scene"], name="scene_once_a_day")
        ]

    def __str__(self) -> str:
        return f"{self.scene} on {self.shoot_day}"
