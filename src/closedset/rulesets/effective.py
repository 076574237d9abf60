"""The rules in force on a production: its ruleset's rules, made stricter by local rules.

Merging only ever tightens: a local rule widens the scenes a check applies to
(more categories or needs) and lengthens a notice (the larger number of
hours wins). That is why a coordinator may add local rules without review.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from django.db import transaction
from django.utils import timezone

from closedset.productions.models import Production
from closedset.productions.roles import Role

from .loading import validate_params
from .models import LocalRule, Rule, RuleCheck, Ruleset

DEFAULT_FIXERS = {
    RuleCheck.IC_ENGAGED: Role.PRODUCER,
    RuleCheck.MHC_ENGAGED: Role.PRODUCER,
    RuleCheck.CONSENT_CURRENT: Role.PERFORMER,
    RuleCheck.CHOREOGRAPHY_WITHIN_CONSENT: Role.INTIMACY_COORDINATOR,
    RuleCheck.NO_UNBARRIERED_GENITAL_CONTACT: Role.INTIMACY_COORDINATOR,
    RuleCheck.RIDER_SIGNED_NOTICE: Role.PERFORMER,
    RuleCheck.CLOSED_SET_PUBLISHED: Role.FIRST_AD,
    RuleCheck.BACKGROUND_TOLD: Role.FIRST_AD,
    RuleCheck.GARMENTS_FITTED: Role.COSTUME,
    RuleCheck.INTIMACY_RISK_ASSESSMENT: Role.INTIMACY_COORDINATOR,
    RuleCheck.MENTAL_HEALTH_RISK_ASSESSMENT: Role.MENTAL_HEALTH_COORDINATOR,
    RuleCheck.ADVISORY_SENT: Role.MENTAL_HEALTH_COORDINATOR,
    RuleCheck.CHOREOGRAPHY_REHEARSED: Role.INTIMACY_COORDINATOR,
    RuleCheck.BODY_DOUBLE_WITHIN_CONSENT: Role.INTIMACY_COORDINATOR,
}


@dataclass
class EffectiveRule:
    check: str
    title: str
    fixer_role: str
    categories: frozenset[str] = frozenset()
    needs: frozenset[str] = frozenset()
    hours: int = 0
    sources: list[str] = field(default_factory=list)

    @property
    def category_list(self) -> list[str]:
        return sorted(self.categories)

    @property
    def need_list(self) -> list[str]:
        return sorted(self.needs)

    def applies_to(self, categories: set[str], needs: set[str]) -> bool:
        return bool(self.categories & categories or self.needs & needs)

    def tighten(self, params: dict[str, Any], source: str) -> None:
        self.categories |= frozenset(params.get("categories", []))
        self.needs |= frozenset(params.get("needs", []))
        self.hours = max(self.hours, int(params.get("hours", 0)))
        self.sources.append(source)


def ruleset_of(production: Production) -> Ruleset:
    return Ruleset.objects.get(code=production.ruleset)


def effective_rules(production: Production) -> list[EffectiveRule]:
    """Two queries: the ruleset's rules, then the production's live local rules."""
    merged: dict[str, EffectiveRule] = {}
    for rule in Rule.objects.filter(ruleset__code=production.ruleset):
        merged[rule.check_code] = EffectiveRule(rule.check_code, rule.title, rule.fixer_role)
        merged[rule.check_code].tighten(rule.params, rule.source)
    for local in LocalRule.objects.filter(production=production, retired_at__isnull=True):
        entry = merged.setdefault(
            local.check_code,
            EffectiveRule(
                local.check_code, local.title, DEFAULT_FIXERS[RuleCheck(local.check_code)]
            ),
        )
        entry.tighten(local.params, f"Local rule: {local.title} ({local.reason})")
    return list(merged.values())


def notice_hours(production: Production, check: str) -> int:
    """The notice a check demands on this production, 0 when the check is not in force."""
    return next((r.hours for r in effective_rules(production) if r.check == check), 0)


def add_local_rule(
    production: Production,
    check: str,
    params: dict[str, Any],
    *,
    title: str,
    reason: str,
    actor: Any,
) -> LocalRule:
    validate_params(params, check)
    return LocalRule.objects.create(
        production=production,
        check_code=RuleCheck(check),
        params=params,
        title=title,
        reason=reason,
        added_by=actor,
    )


def retire_local_rule(rule: LocalRule, *, actor: Any) -> None:
    with transaction.atomic():
        locked = LocalRule.objects.select_for_update().get(pk=rule.pk)
        if locked.retired_at is None:
            locked.retired_at = timezone.now()
            locked.retired_by = actor
            locked.save(update_fields=["retired_at", "retired_by"])
