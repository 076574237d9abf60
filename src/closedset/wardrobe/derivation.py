"""Which garments each performer of a scene needs, from consents and choreography.

The rules are a small explicit table so that costume can read why an item is
on the list. Only current (confirmed) consents count: a draft is not agreed.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any

from closedset.choreography.models import Barrier, Beat
from closedset.consent.queries import scene_consents
from closedset.consent.schema import BARRIERS, EXPOSURE_AREAS
from closedset.productions.models import Membership, Scene

CONSENT_BARRIERS = {
    "modesty_garment": Barrier.GENITAL_COVER,
    "nipple_covers": Barrier.NIPPLE_COVERS,
    "barrier_cushion": Barrier.BARRIER_PILLOW,
}
"""Consent condition barriers → the garment costume provides.

Merkin and prosthetic are makeup's, not costume's, so they are not listed.
"""

COVERED_GENITAL_LEVELS = {"implied", "partial"}
"""Genital or pubic exposure short of full nudity needs a genital cover."""


@dataclass
class Needed:
    performer: Membership
    kind: str
    reasons: list[str] = field(default_factory=list)

    @property
    def label(self) -> str:
        return Barrier(self.kind).label


def _from_terms(terms: dict[str, Any], scene_has_nudity: bool) -> dict[str, list[str]]:
    found: dict[str, list[str]] = defaultdict(list)
    for barrier in terms["conditions"]["barriers"]:
        if barrier in CONSENT_BARRIERS:
            found[CONSENT_BARRIERS[barrier]].append(f"consent lists {BARRIERS[barrier].lower()}")
    if terms["conditions"]["robe_between_takes"]:
        found[Barrier.ROBE].append("consent asks for a robe between takes")
    for area in ("genitals", "pubic_area"):
        if terms["exposure"][area] in COVERED_GENITAL_LEVELS:
            level = terms["exposure"][area]
            found[Barrier.GENITAL_COVER].append(
                f"{EXPOSURE_AREAS[area].lower()} exposure is {level}, not full"
            )
    if scene_has_nudity:
        found[Barrier.ROBE].append("nudity scene")
    return found


def needed_garments(scene: Scene) -> list[Needed]:
    """Every garment per performer, each with the rules that put it on the list."""
    current = [
        (c.performer, c.latest.terms) for c in scene_consents(scene) if c.is_current and c.latest
    ]
    beats = Beat.objects.filter(scene=scene).exclude(barrier=Barrier.NONE)
    return derive_garments(
        current, list(beats.select_related("toucher__person", "touched__person"))
    )


def derive_garments(
    current: list[tuple[Membership, dict[str, Any]]], beats: list[Beat]
) -> list[Needed]:
    """The garments that current consents and the beats' barriers call for (no queries)."""
    nudity = any(level != "none" for _, terms in current for level in terms["exposure"].values())
    items: dict[tuple[int, str], Needed] = {}

    def add(performer: Membership, kind: str, reason: str) -> None:
        entry = items.setdefault((performer.pk, kind), Needed(performer, kind))
        if reason not in entry.reasons:
            entry.reasons.append(reason)

    for performer, terms in current:
        for kind, reasons in _from_terms(terms, nudity).items():
            for reason in reasons:
                add(performer, kind, reason)
    for beat in beats:
        if beat.barrier == Barrier.NONE:
            continue
        for performer in (beat.toucher, beat.touched):
            add(performer, beat.barrier, f"listed in beat {beat.order}")
    return sorted(items.values(), key=lambda n: (n.performer.person.name, n.kind))
