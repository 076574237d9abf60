"""People: one account per human, whatever productions and roles they hold."""

from __future__ import annotations

from typing import Any

from django.contrib.auth.models import AbstractBaseUser, BaseUserManager, PermissionsMixin
from django.db import models
from django.utils import timezone


class PersonManager(BaseUserManager["Person"]):
    def create_user(self, email: str, password: str | None = None, **extra: Any) -> Person:
        if not email:
            raise ValueError("A person needs an email address to log in.")
        person = self.model(email=self.normalize_email(email).lower(), **extra)
        person.set_password(password)
        person.save(using=self._db)
        return person

    def create_superuser(self, email: str, password: str | None = None, **extra: Any) -> Person:
        extra.update(is_staff=True, is_superuser=True)
        return self.create_user(email, password, **extra)


class Person(AbstractBaseUser, PermissionsMixin):
    """A login. Email is the identity because invitations go to an address."""

    email = models.EmailField(unique=True)
    name = models.CharField(max_length=200)
    pronouns = models.CharField(max_length=40, blank=True)
    is_active = models.BooleanField(default=True)
    is_staff = models.BooleanField(default=False)
    date_joined = models.DateTimeField(default=timezone.now)

    objects = PersonManager()

    USERNAME_FIELD = "email"
    EMAIL_FIELD = "email"
    REQUIRED_FIELDS = ["name"]

    class Meta:
        ordering = ["name"]

    def __str__(self) -> str:
        return self.name or self.email

    def get_full_name(self) -> str:
        return self.name

    def get_short_name(self) -> str:
        return self.name.split(" ")[0] if self.name else self.email

    def has_perm(self, perm: str, obj: object = None) -> bool:
        """Ask the permission backends even for superusers.

        Django lets a superuser through every check; here a site superuser is
        an operator, not a member, and must not read a performer's records.
        """
        from django.contrib.auth import models as auth_models

        return self.is_active and auth_models._user_has_perm(self, perm, obj)  # type: ignore[attr-defined]
