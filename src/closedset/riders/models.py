"""Riders, their signatures, distributions and receipts: append-only, hash-chained.

A rider is a document: the exact HTML bytes a performer reads and signs are
stored with their SHA-256, and never edited. A change of consent makes a new
rider; the old one is superseded by computation from the data, not by editing
it (see ``is_superseded``).
"""

from __future__ import annotations

import secrets
from datetime import UTC
from typing import Any

from django.conf import settings
from django.db import models
from django.utils import timezone

from closedset.audit.models import ChainedEntry
from closedset.consent.models import ConsentVersion
from closedset.productions.models import Membership, Production


def chain_key(production_id: int, kind: str) -> str:
    """One chain per production and kind of record, since the verifier walks one model a chain."""
    return f"riders:{kind}:production:{production_id}"


def _when(value: Any) -> str:
    return str(value.astimezone(UTC).isoformat())


class Representation(models.Model):
    """An agent (a member with the agent role) who represents a performer on this production."""

    production = models.ForeignKey(
        Production, on_delete=models.CASCADE, related_name="representations"
    )
    agent = models.ForeignKey(Membership, on_delete=models.CASCADE, related_name="clients")
    performer = models.ForeignKey(Membership, on_delete=models.CASCADE, related_name="agents")
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["agent", "performer"], name="one_representation")
        ]

    def __str__(self) -> str:
        return f"{self.agent.person} represents {self.performer.person}"


class Rider(ChainedEntry):
    """One generated rider document for one performer, and the consent versions behind it."""

    production = models.ForeignKey(Production, on_delete=models.PROTECT, related_name="riders")
    performer = models.ForeignKey(Membership, on_delete=models.PROTECT, related_name="riders")
    number = models.PositiveIntegerField(help_text="1, 2, 3… per performer")
    html = models.TextField(help_text="the exact document, as UTF-8 text")
    sha256 = models.CharField(max_length=64)
    consent_versions = models.JSONField(help_text="ids of the confirmed consent versions used")
    scene_ids = models.JSONField(help_text="ids of the scenes the rider covers")
    actor = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+")
    created_at = models.DateTimeField(default=timezone.now, editable=False)

    class Meta(ChainedEntry.Meta):
        ordering = ["performer", "number"]
        constraints = [
            *ChainedEntry.Meta.constraints,
            models.UniqueConstraint(fields=["performer", "number"], name="one_rider_per_number"),
        ]

    def __str__(self) -> str:
        return f"Rider {self.number} for {self.performer.person}"

    def chain_content(self) -> dict[str, Any]:
        return {
            "model": "riders.rider",
            "production": self.production_id,
            "performer": self.performer_id,
            "number": self.number,
            "sha256": self.sha256,
            "consent_versions": self.consent_versions,
            "scene_ids": self.scene_ids,
            "actor": self.actor_id,
            "created_at": _when(self.created_at),
        }

    @property
    def made_from_version(self) -> int:
        """The newest consent version the rider was made from: any later one supersedes it."""
        return max(self.consent_versions, default=0)

    @property
    def is_superseded(self) -> bool:
        """A newer rider exists, or a consent on one of its scenes changed since it was made."""
        if Rider.objects.filter(performer_id=self.performer_id, number__gt=self.number).exists():
            return True
        return ConsentVersion.objects.filter(
            performer_id=self.performer_id,
            scene_id__in=self.scene_ids,
            pk__gt=self.made_from_version,
        ).exists()

    @property
    def signature(self) -> RiderSignature | None:
        return self.signatures.order_by("-seq").first()

    @property
    def state(self) -> str:
        if self.is_superseded:
            return RiderState.SUPERSEDED
        return RiderState.SIGNED if self.signature else RiderState.AWAITING_SIGNATURE

    @property
    def state_label(self) -> str:
        return RiderState(self.state).label


class RiderState(models.TextChoices):
    AWAITING_SIGNATURE = "awaiting_signature", "Awaiting signature"
    SIGNED = "signed", "Signed"
    SUPERSEDED = "superseded", "Superseded"
    NONE = "none", "No rider"


class RiderSignature(ChainedEntry):
    """The performer signed exactly the document whose hash they saw."""

    rider = models.ForeignKey(Rider, on_delete=models.PROTECT, related_name="signatures")
    typed_name = models.CharField(max_length=200)
    document_sha256 = models.CharField(max_length=64)
    actor = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+")
    signed_at = models.DateTimeField(default=timezone.now, editable=False)

    def __str__(self) -> str:
        return f"Signature of rider {self.rider_id} by {self.typed_name}"

    def chain_content(self) -> dict[str, Any]:
        return {
            "model": "riders.ridersignature",
            "rider": self.rider_id,
            "typed_name": self.typed_name,
            "document_sha256": self.document_sha256,
            "actor": self.actor_id,
            "signed_at": _when(self.signed_at),
        }


class RecipientKind(models.TextChoices):
    AGENT = "agent", "Agent"
    EDITOR = "editor", "Editor"
    LEGAL = "legal", "Legal"


def _token() -> str:
    return secrets.token_urlsafe(32)


class Distribution(ChainedEntry):
    """The IC sent a signed rider to one recipient: a member (agent, editor) or an address."""

    rider = models.ForeignKey(Rider, on_delete=models.PROTECT, related_name="distributions")
    kind = models.CharField(max_length=10, choices=RecipientKind.choices)
    recipient = models.ForeignKey(
        Membership, on_delete=models.PROTECT, null=True, blank=True, related_name="+"
    )
    email = models.EmailField()
    token = models.CharField(max_length=64, unique=True, default=_token)
    actor = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+")
    sent_at = models.DateTimeField(default=timezone.now, editable=False)

    def __str__(self) -> str:
        return f"Rider {self.rider_id} sent to {self.email}"

    def chain_content(self) -> dict[str, Any]:
        return {
            "model": "riders.distribution",
            "rider": self.rider_id,
            "kind": self.kind,
            "recipient": self.recipient_id,
            "email": self.email,
            "token": self.token,
            "actor": self.actor_id,
            "sent_at": _when(self.sent_at),
        }

    @property
    def receipt(self) -> Receipt | None:
        return self.receipts.order_by("seq").first()


class Receipt(ChainedEntry):
    """A recipient acknowledged a distributed rider: who (when logged in) and when."""

    distribution = models.ForeignKey(
        Distribution, on_delete=models.PROTECT, related_name="receipts"
    )
    acknowledged_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, null=True, blank=True, related_name="+"
    )
    acknowledged_at = models.DateTimeField(default=timezone.now, editable=False)

    def __str__(self) -> str:
        return f"Receipt for distribution {self.distribution_id}"

    def chain_content(self) -> dict[str, Any]:
        return {
            "model": "riders.receipt",
            "distribution": self.distribution_id,
            "acknowledged_by": self.acknowledged_by_id,
            "acknowledged_at": _when(self.acknowledged_at),
        }
