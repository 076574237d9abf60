"""One row per email to one recipient: what was sent, to whom, and whether it arrived.

The row is written in the same transaction as the change that caused it, so
an email is never lost when the mail server is down: the row stays, the send
is retried, and a send that kept failing is shown to the coordinators.
"""

from __future__ import annotations

from django.conf import settings
from django.db import models

from closedset.productions.models import Production


class DeliveryStatus(models.TextChoices):
    QUEUED = "queued", "Queued"
    RETRYING = "retrying", "Waiting to retry"
    SENT = "sent", "Sent"
    FAILED = "failed", "Failed"


class Notification(models.Model):
    production = models.ForeignKey(
        Production, on_delete=models.CASCADE, related_name="notifications", null=True, blank=True
    )
    kind = models.CharField(max_length=40)
    recipient = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        on_delete=models.CASCADE,
        related_name="notifications",
        null=True,
        blank=True,
    )
    email = models.EmailField()
    subject = models.CharField(max_length=200)
    body = models.TextField()
    status = models.CharField(
        max_length=10, choices=DeliveryStatus.choices, default=DeliveryStatus.QUEUED
    )
    attempts = models.PositiveSmallIntegerField(default=0)
    last_error = models.CharField(max_length=500, blank=True)
    next_attempt_at = models.DateTimeField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    sent_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-created_at", "-pk"]
        indexes = [models.Index(fields=["status", "next_attempt_at"])]

    def __str__(self) -> str:
        return f"{self.subject} → {self.email} ({self.status})"
