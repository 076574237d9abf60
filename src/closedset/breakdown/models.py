"""The engine's findings per scene and the coordinator's review of them.

The engine's output is kept exactly as it was produced for each draft; the
review is an append-only log of decisions beside it, so that both stay
visible and nobody's call silently replaces another's.
"""

from __future__ import annotations

from django.conf import settings
from django.db import models

from closedset.audit.models import AppendOnly
from closedset.productions.models import Scene
from closedset.scripts.models import ScriptDraft


class Category(models.TextChoices):
    NUDITY = "nudity", "Nudity"
    SEX = "sex", "Sex"
    INTIMACY = "intimacy", "Intimacy"
    SEXUAL_VIOLENCE = "sexual_violence", "Sexual violence"
    VIOLENCE = "violence", "Violence"
    ABUSE = "abuse", "Abuse"
    SELF_HARM = "self_harm", "Self-harm"
    SUBSTANCE = "substance", "Substance"


class Severity(models.TextChoices):
    MILD = "mild", "Mild"
    MODERATE = "moderate", "Moderate"
    SEVERE = "severe", "Severe"


class SceneAnalysis(models.Model):
    """The engine's reading of one scene in one draft: minors, mentions, needs."""

    draft = models.ForeignKey(ScriptDraft, on_delete=models.CASCADE, related_name="analyses")
    scene = models.ForeignKey(Scene, on_delete=models.CASCADE, related_name="analyses")
    minors = models.JSONField(default=list)
    mentions = models.JSONField(default=list)
    needs = models.JSONField(default=list)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["draft", "scene"], name="one_analysis_per_draft")
        ]

    def __str__(self) -> str:
        return f"Analysis of {self.scene} in {self.draft}"


class EngineFlag(models.Model):
    analysis = models.ForeignKey(SceneAnalysis, on_delete=models.CASCADE, related_name="flags")
    category = models.CharField(max_length=20, choices=Category.choices)
    severity = models.CharField(max_length=10, choices=Severity.choices)
    confidence = models.FloatField()
    evidence = models.JSONField(default=list)
    characters = models.JSONField(default=list)

    def __str__(self) -> str:
        return f"{self.category} ({self.severity})"


class FlagReview(AppendOnly):
    """One decision by a coordinator; the latest per scene and category is in force."""

    class Decision(models.TextChoices):
        ACCEPTED = "accepted", "Accepted"
        REJECTED = "rejected", "Rejected"
        ADDED = "added", "Added by reviewer"

    scene = models.ForeignKey(Scene, on_delete=models.CASCADE, related_name="flag_reviews")
    category = models.CharField(max_length=20, choices=Category.choices)
    decision = models.CharField(max_length=10, choices=Decision.choices)
    severity = models.CharField(max_length=10, choices=Severity.choices, blank=True)
    note = models.TextField(blank=True)
    reviewer = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+"
    )
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["created_at", "pk"]

    def __str__(self) -> str:
        return f"{self.decision} {self.category} on {self.scene}"
