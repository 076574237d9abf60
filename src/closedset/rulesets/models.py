"""Rulesets and their rules, and the stricter local rules a production adds.

A rule names a *check* the readiness engine knows how to run, the scenes it
applies to (by breakdown category or need), its parameters (hours of notice),
the role that can fix a failure, and where it comes from. The published
rulesets are loaded from ``data/*.json``; a coordinator adds local rules in
the app, without code, and a local rule can only make a check stricter.
"""

from __future__ import annotations

from django.conf import settings
from django.db import models

from closedset.productions.models import Production
from closedset.productions.roles import Role


class RuleCheck(models.TextChoices):
    IC_ENGAGED = "ic_engaged", "An intimacy coordinator is engaged"
    MHC_ENGAGED = "mhc_engaged", "A mental health coordinator is engaged"
    CONSENT_CURRENT = "consent_current", "Every performer's consent is current"
    CHOREOGRAPHY_WITHIN_CONSENT = (
        "choreography_within_consent",
        "The choreography stays inside the consents",
    )
    NO_UNBARRIERED_GENITAL_CONTACT = (
        "no_unbarriered_genital_contact",
        "No genital contact without a barrier",
    )
    RIDER_SIGNED_NOTICE = "rider_signed_notice", "Riders signed before the notice period"
    CLOSED_SET_PUBLISHED = "closed_set_published", "Closed-set list published"
    BACKGROUND_TOLD = "background_told", "Background actors told in advance"
    GARMENTS_FITTED = "garments_fitted", "Modesty garments and barriers fitted"
    INTIMACY_RISK_ASSESSMENT = (
        "intimacy_risk_assessment",
        "Intimacy risk assessment and method statement",
    )
    MENTAL_HEALTH_RISK_ASSESSMENT = (
        "mental_health_risk_assessment",
        "Mental-health risk assessment",
    )
    ADVISORY_SENT = "advisory_sent", "Content advisory sent in time"
    CHOREOGRAPHY_REHEARSED = "choreography_rehearsed", "Choreography rehearsed"
    BODY_DOUBLE_WITHIN_CONSENT = (
        "body_double_within_consent",
        "Body doubles stay inside the doubled performer's consent",
    )


class Ruleset(models.Model):
    code = models.CharField(max_length=20, unique=True)
    name = models.CharField(max_length=120)
    territory = models.CharField(max_length=60)
    paper = models.CharField(max_length=10, default="Letter")
    source = models.CharField(max_length=400)
    description = models.TextField(blank=True)

    class Meta:
        ordering = ["name"]

    def __str__(self) -> str:
        return self.name


class Rule(models.Model):
    ruleset = models.ForeignKey(Ruleset, on_delete=models.CASCADE, related_name="rules")
    check_code = models.CharField("check", max_length=40, choices=RuleCheck.choices)
    title = models.CharField(max_length=200)
    source = models.CharField(max_length=400)
    params = models.JSONField(default=dict)
    fixer_role = models.CharField(max_length=30, choices=Role.choices)
    position = models.PositiveSmallIntegerField(default=0)

    class Meta:
        ordering = ["ruleset", "position"]
        constraints = [
            models.UniqueConstraint(fields=["ruleset", "check_code"], name="one_rule_per_check")
        ]

    def __str__(self) -> str:
        return self.title


class LocalRule(models.Model):
    """A production's own addition: stricter parameters or wider scope, never looser."""

    production = models.ForeignKey(Production, on_delete=models.CASCADE, related_name="local_rules")
    check_code = models.CharField("check", max_length=40, choices=RuleCheck.choices)
    title = models.CharField(max_length=200)
    reason = models.CharField(max_length=400)
    params = models.JSONField(default=dict)
    added_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+"
    )
    created_at = models.DateTimeField(auto_now_add=True)
    retired_at = models.DateTimeField(null=True, blank=True)
    retired_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+", null=True, blank=True
    )

    class Meta:
        ordering = ["created_at", "pk"]

    def __str__(self) -> str:
        return self.title
