"""Who is in a scene and where each performer's consent stands."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field

from closedset.productions.models import Membership, Production, Scene
from closedset.productions.roles import Role

from .models import ConsentStatus, ConsentVersion


def performers_in_scene(scene: Scene) -> list[Membership]:
    """Performers cast as a character of the scene, from the cast list."""
    candidates = (
        Membership.objects.filter(production_id=scene.production_id, cast__character__scenes=scene)
        .select_related("person")
        .distinct()
        .order_by("person__name")
    )
    return [m for m in candidates if Role.PERFORMER in m.roles]


def performers_by_scene(
    production: Production, scene_ids: Iterable[int]
) -> dict[int, list[Membership]]:
    """The performers cast in each scene, in two queries whatever the number of scenes."""
    pairs = list(
        Membership.objects.filter(
            production=production, cast__character__scenes__in=list(scene_ids)
        ).values_list("pk", "cast__character__scenes")
    )
    members = {
        m.pk: m
        for m in Membership.objects.filter(pk__in={pk for pk, _ in pairs}).select_related("person")
        if Role.PERFORMER in m.roles
    }
    result: dict[int, list[Membership]] = defaultdict(list)
    for member_pk, scene_id in sorted(set(pairs)):
        if member_pk in members:
            result[scene_id].append(members[member_pk])
    for performers in result.values():
        performers.sort(key=lambda m: m.person.name)
    return result


def plays_in(scene: Scene, membership: Membership | None) -> bool:
    return membership is not None and any(m.pk == membership.pk for m in performers_in_scene(scene))


@dataclass
class PerformerConsent:
    """The history of one performer's consent for one scene, oldest first."""

    scene: Scene
    performer: Membership
    versions: list[ConsentVersion] = field(default_factory=list)

    @property
    def latest(self) -> ConsentVersion | None:
        return self.versions[-1] if self.versions else None

    @property
    def latest_draft(self) -> ConsentVersion | None:
        drafts = [v for v in self.versions if v.status == ConsentStatus.DRAFTED]
        return drafts[-1] if drafts else None

    @property
    def state(self) -> str:
        return self.latest.status if self.latest else "none"

    @property
    def is_current(self) -> bool:
        """Confirmed by the performer and not withdrawn or superseded by a new draft since."""
        return self.state == ConsentStatus.CONFIRMED

    @property
    def awaiting_performer(self) -> bool:
        draft = self.latest_draft
        return draft is not None and not (
            self.is_current and self.latest is not None and self.latest.draft_id == draft.pk
        )


def _histories(versions: list[ConsentVersion]) -> dict[tuple[int, int], list[ConsentVersion]]:
    grouped: dict[tuple[int, int], list[ConsentVersion]] = defaultdict(list)
    for version in sorted(versions, key=lambda v: v.number):
        grouped[(version.scene_id, version.performer_id)].append(version)
    return grouped


def scene_consents(scene: Scene) -> list[PerformerConsent]:
    performers = performers_in_scene(scene)
    versions = ConsentVersion.objects.filter(scene=scene).select_related("actor")
    grouped = _histories(list(versions))
    return [PerformerConsent(scene, m, grouped.get((scene.pk, m.pk), [])) for m in performers]


def performer_consents(performer: Membership) -> list[PerformerConsent]:
    """Every scene the performer plays in, with their own consent history only."""
    scenes = (
        Scene.objects.filter(
            production_id=performer.production_id,
            is_omitted=False,
            characters__cast__membership=performer,
        )
        .distinct()
        .order_by("ordinal")
    )
    versions = ConsentVersion.objects.filter(performer=performer).select_related("actor")
    grouped = _histories(list(versions))
    return [PerformerConsent(s, performer, grouped.get((s.pk, performer.pk), [])) for s in scenes]


def consent_of(scene: Scene, performer: Membership) -> PerformerConsent:
    versions = ConsentVersion.objects.filter(scene=scene, performer=performer).select_related(
        "actor"
    )
    return PerformerConsent(scene, performer, sorted(versions, key=lambda v: v.number))
