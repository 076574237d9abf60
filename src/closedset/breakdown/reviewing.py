"""The coordinator's decisions on a scene's flags: each one a new, permanent record."""

from __future__ import annotations

from typing import TYPE_CHECKING

from django.db import transaction

from closedset.productions.models import Scene

from .models import FlagReview

if TYPE_CHECKING:
    from closedset.accounts.models import Person


class ReviewRefused(Exception):
    """A decision that makes no sense for the scene's flag; str() says why."""


def record_decision(
    scene: Scene, *, category: str, decision: str, severity: str, note: str, actor: Person
) -> FlagReview:
    """Accept, reject or add a flag (possibly with a new severity), with who and when."""
    if decision in (FlagReview.Decision.ACCEPTED, FlagReview.Decision.ADDED) and not severity:
        raise ReviewRefused("Choose a severity for a flag that stays.")
    with transaction.atomic():
        Scene.objects.select_for_update().filter(pk=scene.pk).first()
        return FlagReview.objects.create(
            scene=scene,
            category=category,
            decision=decision,
            severity=severity if decision != FlagReview.Decision.REJECTED else "",
            note=note.strip(),
            reviewer=actor,
        )
