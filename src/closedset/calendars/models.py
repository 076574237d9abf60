"""The secret that opens one person's calendar feed; only its SHA-256 is stored."""

from __future__ import annotations

from django.db import models

from closedset.productions.models import Membership


class FeedToken(models.Model):
    """A feed URL's token: a leaked database shows no usable URL, and revoking is one write."""

    membership = models.ForeignKey(Membership, on_delete=models.CASCADE, related_name="feed_tokens")
    token_hash = models.CharField(max_length=64, unique=True)
    created_at = models.DateTimeField(auto_now_add=True)
    revoked_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-created_at", "-pk"]
        constraints = [
            models.UniqueConstraint(
                fields=["membership"],
                condition=models.Q(revoked_at__isnull=True),
                name="one_live_feed_token",
            )
        ]

    def __str__(self) -> str:
        state = "revoked" if self.revoked_at else "live"
        return f"Calendar feed token of {self.membership_id} ({state})"
