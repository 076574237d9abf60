"""Checking every beat against the current consents of the performers it involves.

A beat is agreed only if each performer in it holds a current (confirmed)
consent for the scene and the touched performer agreed to that partner on
that zone. Genital contact is never in a consent's touch list; it is allowed
only with a barrier and with a simulated act the touched performer agreed to,
because SAG-AFTRA forbids actual sex.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from closedset.consent.queries import scene_consents
from closedset.productions.models import Scene

from .models import ZONES, Barrier, Beat


@dataclass
class BeatCheck:
    beat: Beat
    reasons: list[str] = field(default_factory=list)
    codes: list[str] = field(default_factory=list)
    """Why, as one code per reason: no_consent, no_barrier or outside_consent."""

    def add(self, code: str, reason: str) -> None:
        self.codes.append(code)
        self.reasons.append(reason)

    def reasons_for(self, code: str) -> list[str]:
        return [r for c, r in zip(self.codes, self.reasons, strict=True) if c == code]

    @property
    def is_conflict(self) -> bool:
        return bool(self.reasons)


def _zones_allowed(terms: dict[str, Any], partner_id: int) -> set[str]:
    return next((set(t["zones"]) for t in terms["touch"] if t["partner"] == partner_id), set())


def check_beat(beat: Beat, current_terms: dict[int, dict[str, Any]]) -> BeatCheck:
    """Every reason the beat is outside what was agreed; none means it is agreed."""
    check = BeatCheck(beat)
    toucher, touched = beat.toucher, beat.touched
    zone = ZONES[beat.zone].lower()
    for performer in (toucher, touched):
        if performer.pk not in current_terms:
            check.add(
                "no_consent", f"{performer.person.name} has no current consent for this scene."
            )
    if beat.is_genital_contact and beat.barrier == Barrier.NONE:
        check.add(
            "no_barrier",
            f"Genital contact ({zone}) with no barrier listed: a barrier is always required.",
        )
    terms = current_terms.get(touched.pk)
    if terms is None:
        return check
    if beat.is_genital_contact:
        if not terms["simulated_acts"]:
            check.add(
                "outside_consent",
                f"{touched.person.name} agreed to no simulated act, so no contact on the {zone}.",
            )
    elif beat.zone not in _zones_allowed(terms, toucher.pk):
        check.add(
            "outside_consent",
            f"{touched.person.name} did not agree to touch by {toucher.person.name} on the {zone}.",
        )
    return check


def check_scene(scene: Scene) -> list[BeatCheck]:
    """The scene's beats in order, each with its conflicts against the current consents."""
    current = {
        c.performer.pk: c.latest.terms for c in scene_consents(scene) if c.is_current and c.latest
    }
    beats = Beat.objects.filter(scene=scene).select_related("toucher__person", "touched__person")
    return [check_beat(beat, current) for beat in beats]
