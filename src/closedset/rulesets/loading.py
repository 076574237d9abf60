"""Load the published rulesets from ``data/*.json`` into the database.

The files are the source of truth for the published rules; syncing after every
migrate keeps a database up to date with the files of the installed version,
while local rules (the production's own) are never touched.
"""

from __future__ import annotations

import json
from importlib import resources
from typing import Any

from django.db import transaction

from closedset.engine.model import CATEGORIES
from closedset.productions.roles import Role

from .models import Rule, RuleCheck, Ruleset

NEEDS = {"intimacy_coordinator", "mental_health_coordinator", "minor_protections"}


class RulesetInvalid(ValueError):
    """A ruleset file that the readiness engine could not run."""


def published_rulesets() -> list[dict[str, Any]]:
    folder = resources.files("closedset.rulesets") / "data"
    files = sorted((f for f in folder.iterdir() if f.name.endswith(".json")), key=lambda f: f.name)
    return [validate_ruleset(json.loads(f.read_text(encoding="utf-8"))) for f in files]


def validate_ruleset(data: dict[str, Any]) -> dict[str, Any]:
    for rule in data["rules"]:
        where = f"{data['code']}:{rule['check']}"
        if rule["check"] not in RuleCheck.values:
            raise RulesetInvalid(f"{where}: unknown check")
        if rule["fixer_role"] not in Role.values:
            raise RulesetInvalid(f"{where}: unknown fixer role")
        validate_params(rule["params"], where)
    return data


def validate_params(params: dict[str, Any], where: str = "rule") -> None:
    unknown = set(params) - {"categories", "needs", "hours"}
    if unknown:
        raise RulesetInvalid(f"{where}: unknown parameters {sorted(unknown)}")
    if not set(params.get("categories", [])) <= set(CATEGORIES):
        raise RulesetInvalid(f"{where}: unknown category")
    if not set(params.get("needs", [])) <= NEEDS:
        raise RulesetInvalid(f"{where}: unknown need")
    hours = params.get("hours", 0)
    if not isinstance(hours, int) or not 0 <= hours <= 24 * 30:
        raise RulesetInvalid(f"{where}: hours must be a whole number from 0 to 720")


@transaction.atomic
def sync_rulesets() -> int:
    """Create or update every published ruleset and its rules; returns how many."""
    loaded = published_rulesets()
    for data in loaded:
        ruleset, _ = Ruleset.objects.update_or_create(
            code=data["code"],
            defaults={k: data[k] for k in ("name", "territory", "paper", "source", "description")},
        )
        checks = [rule["check"] for rule in data["rules"]]
        ruleset.rules.exclude(check_code__in=checks).delete()
        for position, rule in enumerate(data["rules"]):
            Rule.objects.update_or_create(
                ruleset=ruleset,
                check_code=rule["check"],
                defaults={
                    "title": rule["title"],
                    "source": rule["source"],
                    "params": rule["params"],
                    "fixer_role": rule["fixer_role"],
                    "position": position,
                },
            )
    return len(loaded)


def sync_after_migrate(**kwargs: Any) -> None:
    sync_rulesets()
