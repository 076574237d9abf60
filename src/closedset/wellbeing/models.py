"""Wellbeing records: advisories, step-away requests, check-ins, support, risk, concerns, pulse.

History (advisories and their delivery, step-away requests and decisions,
check-ins, risk assessments, concerns and their updates) is append-only.
Concerns and their updates are also hash-chained, one chain per production,
because DESIGN section 5 names concern reports among the records that must
never be lost or silently changed. Private free text is sealed at rest.
"""

from __future__ import annotations

import uuid
from datetime import UTC
from typing import Any

from django.conf import settings
from django.db import models
from django.utils import timezone

from closedset.audit.models import AppendOnly, ChainedEntry
from closedset.audit.sealing import unseal
from closedset.productions.models import Membership, Production, Scene, ShootDay


class Advisory(AppendOnly):
    """What one called person is told about a heavy shoot day; a regeneration adds a new row.

    The latest row per (day, membership) is the current one; older unsent rows
    were superseded before anyone read them, older sent rows are history.
    """

    production = models.ForeignKey(Production, on_delete=models.CASCADE, related_name="+")
    shoot_day = models.ForeignKey(ShootDay, on_delete=models.CASCADE, related_name="advisories")
    membership = models.ForeignKey(Membership, on_delete=models.CASCADE, related_name="advisories")
    content = models.TextField()
    generated_at = models.DateTimeField(default=timezone.now, editable=False)
    generated_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+"
    )

    class Meta:
        ordering = ["shoot_day", "membership", "generated_at", "pk"]

    def __str__(self) -> str:
        return f"Advisory for {self.membership_id} on day {self.shoot_day_id}"

    @property
    def sent_at(self) -> Any:
        delivery = getattr(self, "delivery", None)
        return delivery.sent_at if delivery else None


class AdvisoryDelivery(AppendOnly):
    """That an advisory was sent, once: the one-to-one link refuses a second send."""

    advisory = models.OneToOneField(Advisory, on_delete=models.CASCADE, related_name="delivery")
    sent_at = models.DateTimeField(default=timezone.now, editable=False)
    sent_by = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        on_delete=models.PROTECT,
        null=True,
        blank=True,
        related_name="+",
        help_text="empty when the periodic job sent it",
    )

    def __str__(self) -> str:
        return f"Advisory {self.advisory_id} sent {self.sent_at:%Y-%m-%d %H:%M}"


class StepAwayRequest(AppendOnly):
    """A called person asks not to be on set for one scene; they never have to say why."""

    production = models.ForeignKey(Production, on_delete=models.CASCADE, related_name="+")
    scene = models.ForeignKey(Scene, on_delete=models.CASCADE, related_name="step_away_requests")
    shoot_day = models.ForeignKey(ShootDay, on_delete=models.CASCADE, related_name="+")
    membership = models.ForeignKey(Membership, on_delete=models.CASCADE, related_name="+")
    note_sealed = models.TextField(blank=True)
    created_at = models.DateTimeField(default=timezone.now, editable=False)

    class Meta:
        ordering = ["-created_at", "-pk"]

    def __str__(self) -> str:
        return f"Step-away request {self.pk}"

    @property
    def note(self) -> str:
        return unseal(self.note_sealed)

    @property
    def latest_decision(self) -> StepAwayDecision | None:
        """The decision in force; reads prefetched decisions when the list prefetched them."""
        decisions = list(self.decisions.all())
        return max(decisions, key=lambda d: (d.created_at, d.pk)) if decisions else None


class StepAwayDecision(AppendOnly):
    class Status(models.TextChoices):
        ACKNOWLEDGED = "acknowledged", "Acknowledged"
        ARRANGED = "arranged", "Arranged"

    request = models.ForeignKey(StepAwayRequest, on_delete=models.CASCADE, related_name="decisions")
    status = models.CharField(max_length=20, choices=Status.choices)
    decided_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+"
    )
    created_at = models.DateTimeField(default=timezone.now, editable=False)

    class Meta:
        ordering = ["created_at", "pk"]

    def __str__(self) -> str:
        return f"{self.status} for request {self.request_id}"


class MHCCheckIn(AppendOnly):
    """The MHC's own log of a conversation; only MHCs ever read it."""

    production = models.ForeignKey(Production, on_delete=models.CASCADE, related_name="+")
    membership = models.ForeignKey(Membership, on_delete=models.CASCADE, related_name="+")
    by = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+")
    at = models.DateTimeField(default=timezone.now)
    note_sealed = models.TextField(blank=True)
    follow_up = models.BooleanField(default=False)
    created_at = models.DateTimeField(default=timezone.now, editable=False)

    class Meta:
        ordering = ["-at", "-pk"]

    def __str__(self) -> str:
        return f"Check-in {self.pk}"

    @property
    def note(self) -> str:
        return unseal(self.note_sealed)


class SupportResource(models.Model):
    """A helpline or service for the production's territory; the MHC keeps the list current."""

    production = models.ForeignKey(
        Production, on_delete=models.CASCADE, related_name="support_resources"
    )
    territory = models.CharField(max_length=60, blank=True, help_text="empty: anywhere")
    name = models.CharField(max_length=200)
    phone = models.CharField(max_length=60, blank=True)
    url = models.URLField(blank=True)
    description = models.TextField(blank=True)
    hours = models.CharField("available hours", max_length=120, blank=True)

    class Meta:
        ordering = ["name", "pk"]

    def __str__(self) -> str:
        return self.name


class RiskAssessment(AppendOnly):
    """One version of a scene's risk assessment; it needs revisiting once the scene changes."""

    class Kind(models.TextChoices):
        MENTAL_HEALTH = "mental_health", "Mental health risk assessment"
        INTIMACY = "intimacy", "Intimacy risk assessment and method statement"

    production = models.ForeignKey(Production, on_delete=models.CASCADE, related_name="+")
    scene = models.ForeignKey(Scene, on_delete=models.CASCADE, related_name="risk_assessments")
    kind = models.CharField(max_length=20, choices=Kind.choices)
    version = models.PositiveIntegerField()
    hazards = models.TextField()
    controls = models.TextField()
    author = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+")
    created_at = models.DateTimeField(default=timezone.now, editable=False)
    scene_sha256 = models.CharField(max_length=64)

    class Meta:
        ordering = ["scene", "kind", "version"]
        constraints = [
            models.UniqueConstraint(
                fields=["scene", "kind", "version"], name="one_risk_assessment_per_version"
            )
        ]

    def __str__(self) -> str:
        return f"{self.kind} v{self.version} for scene {self.scene_id}"


class ConcernStatus(models.TextChoices):
    RECEIVED = "received", "Received"
    IN_REVIEW = "in_review", "In review"
    RESOLVED = "resolved", "Resolved"


def concern_chain(production_id: int) -> str:
    return f"concern:production:{production_id}"


class Concern(ChainedEntry):
    """A confidential report; the reporter is empty when they chose to stay anonymous."""

    production = models.ForeignKey(Production, on_delete=models.PROTECT, related_name="+")
    reporter = models.ForeignKey(
        Membership, on_delete=models.PROTECT, null=True, blank=True, related_name="+"
    )
    anonymous = models.BooleanField(default=False)
    body_sealed = models.TextField()
    named = models.ManyToManyField(Membership, blank=True, related_name="+")
    named_ids = models.JSONField(
        default=list, help_text="the named memberships as filed, covered by the hash chain"
    )
    receipt_hash = models.CharField(max_length=64, unique=True)
    created_at = models.DateTimeField(default=timezone.now, editable=False)

    class Meta(ChainedEntry.Meta):
        ordering = ["-created_at", "-pk"]

    def __str__(self) -> str:
        return f"Concern {self.pk}"

    @property
    def body(self) -> str:
        return unseal(self.body_sealed)

    @property
    def latest_update(self) -> ConcernUpdate | None:
        """The status in force; reads prefetched updates when the list prefetched them."""
        updates = list(self.updates.all())
        return max(updates, key=lambda u: (u.created_at, u.pk)) if updates else None

    def chain_content(self) -> dict[str, Any]:
        return {
            "model": "wellbeing.concern",
            "production": self.production_id,
            "reporter": self.reporter_id,
            "anonymous": self.anonymous,
            "body": self.body_sealed,
            "receipt": self.receipt_hash,
            "named": sorted(self.named_ids),
            "created_at": self.created_at.astimezone(UTC).isoformat(),
        }

    def named_as_filed(self) -> bool:
        """Whether the named people still match what the hash chain recorded."""
        return sorted(self.named.values_list("pk", flat=True)) == sorted(self.named_ids)


class ConcernUpdate(ChainedEntry):
    """A status change; the note is what the reporter reads on the status page."""

    concern = models.ForeignKey(Concern, on_delete=models.PROTECT, related_name="updates")
    status = models.CharField(max_length=20, choices=ConcernStatus.choices)
    note_sealed = models.TextField(blank=True)
    by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, null=True, blank=True, related_name="+"
    )
    created_at = models.DateTimeField(default=timezone.now, editable=False)

    class Meta(ChainedEntry.Meta):
        ordering = ["created_at", "pk"]

    def __str__(self) -> str:
        return f"{self.status} for concern {self.concern_id}"

    @property
    def note(self) -> str:
        return unseal(self.note_sealed)

    def chain_content(self) -> dict[str, Any]:
        return {
            "model": "wellbeing.concernupdate",
            "concern": self.concern_id,
            "status": self.status,
            "note": self.note_sealed,
            "by": self.by_id,
            "created_at": self.created_at.astimezone(UTC).isoformat(),
        }


class ConcernContact(models.Model):
    """A union or HR contact outside the production hierarchy who receives concern alerts."""

    class Kind(models.TextChoices):
        UNION = "union", "Union"
        HR = "hr", "HR"

    production = models.ForeignKey(
        Production, on_delete=models.CASCADE, related_name="concern_contacts"
    )
    name = models.CharField(max_length=200)
    email = models.EmailField()
    kind = models.CharField(max_length=10, choices=Kind.choices)

    class Meta:
        ordering = ["kind", "name", "pk"]

    def __str__(self) -> str:
        return f"{self.name} ({self.kind})"


class PulseColour(models.TextChoices):
    GREEN = "green", "Good"
    ORANGE = "orange", "Not great"
    RED = "red", "Bad"


class PulseResponse(models.Model):
    """One anonymous answer. No person, no time, a random key: nothing ties it to a receipt."""

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    production = models.ForeignKey(Production, on_delete=models.CASCADE, related_name="+")
    date = models.DateField()
    colour = models.CharField(max_length=10, choices=PulseColour.choices)

    def __str__(self) -> str:
        return f"{self.colour} on {self.date}"


class PulseReceipt(models.Model):
    """That someone answered on a day: an HMAC of person, production and date, nothing else."""

    digest = models.CharField(max_length=64, primary_key=True)

    def __str__(self) -> str:
        return self.digest[:12]
