"""Consent versions: every change is a new row, chained by hash; nothing is edited in place.

The current consent of a performer for a scene is the latest version of that
(performer membership, scene) pair. Only a confirmation by the performer
makes it current; a withdrawal ends it at once, and only a new confirmation
by the same performer undoes a withdrawal.
"""

from __future__ import annotations

from datetime import UTC
from typing import Any

from django.conf import settings
from django.db import models
from django.utils import timezone

from closedset.audit.models import AppendOnly, ChainedEntry
from closedset.audit.sealing import unseal
from closedset.productions.models import Membership, Scene


class ConsentStatus(models.TextChoices):
    DRAFTED = "drafted", "Drafted by the IC"
    CONFIRMED = "confirmed", "Confirmed by the performer"
    WITHDRAWN = "withdrawn", "Withdrawn by the performer"


def chain_key(production_id: int) -> str:
    """One chain per production: consents of one production verify and lock together."""
    return f"consent:production:{production_id}"


class ConsentVersion(ChainedEntry):
    """One state of one performer's consent for one scene, with who made it and when."""

    scene = models.ForeignKey(Scene, on_delete=models.PROTECT, related_name="consent_versions")
    performer = models.ForeignKey(
        Membership, on_delete=models.PROTECT, related_name="consent_versions"
    )
    number = models.PositiveIntegerField(help_text="1, 2, 3… per performer and scene")
    status = models.CharField(max_length=10, choices=ConsentStatus.choices)
    terms = models.JSONField(help_text="validated by closedset.consent.schema")
    draft = models.ForeignKey(
        "self",
        on_delete=models.PROTECT,
        null=True,
        blank=True,
        related_name="+",
        help_text="the IC's draft whose terms a confirmation or withdrawal answers",
    )
    note_sealed = models.TextField(blank=True, help_text="the performer's private note, encrypted")
    reason_sealed = models.TextField(blank=True, help_text="reason for the change, encrypted")
    actor = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+")
    created_at = models.DateTimeField(default=timezone.now, editable=False)

    class Meta(ChainedEntry.Meta):
        ordering = ["scene", "performer", "number"]
        constraints = [
            *ChainedEntry.Meta.constraints,
            models.UniqueConstraint(
                fields=["performer", "scene", "number"], name="one_consent_version_per_number"
            ),
        ]

    def __str__(self) -> str:
        return f"Consent v{self.number} ({self.status}) for scene {self.scene_id}"

    def chain_content(self) -> dict[str, Any]:
        return {
            "model": "consent.consentversion",
            "scene": self.scene_id,
            "performer": self.performer_id,
            "number": self.number,
            "status": self.status,
            "terms": self.terms,
            "draft": self.draft_id,
            "note": self.note_sealed,
            "reason": self.reason_sealed,
            "actor": self.actor_id,
            "created_at": self.created_at.astimezone(UTC).isoformat(),
        }

    @property
    def note(self) -> str:
        return unseal(self.note_sealed)

    @property
    def reason(self) -> str:
        return unseal(self.reason_sealed)

    @property
    def receipt(self) -> str:
        """A short code the performer can quote: the start of the entry's hash."""
        return self.entry_hash[:12]


class CoordinatorRequest(AppendOnly):
    """A performer asked for an intimacy coordinator on a scene (DESIGN section 4).

    Asking is enough: readiness then needs an IC engaged for the scene, whatever
    the breakdown says. Requests are taken in good faith, so leads are told that
    a performer asked, never which one.
    """

    scene = models.ForeignKey(Scene, on_delete=models.CASCADE, related_name="ic_requests")
    performer = models.ForeignKey(Membership, on_delete=models.CASCADE, related_name="+")
    created_at = models.DateTimeField(default=timezone.now, editable=False)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["scene", "performer"], name="one_ic_request_each")
        ]

    def __str__(self) -> str:
        return f"IC requested for scene {self.scene_id}"


class BodyDouble(models.Model):
    """Who doubles a performer in a scene. The double shows only what that performer's
    consent lets a double show (SAG-AFTRA): readiness checks it against both consents."""

    scene = models.ForeignKey(Scene, on_delete=models.CASCADE, related_name="body_doubles")
    performer = models.ForeignKey(Membership, on_delete=models.CASCADE, related_name="+")
    double = models.ForeignKey(Membership, on_delete=models.CASCADE, related_name="+")
    assigned_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+"
    )
    assigned_at = models.DateTimeField(auto_now=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["scene", "performer"], name="one_double_per_performer")
        ]

    def __str__(self) -> str:
        return f"double {self.double_id} for {self.performer_id} in scene {self.scene_id}"
