"""Drafting, confirming and withdrawing consent: each call inserts one new version.

All three lock the production's consent chain head before they read the
current state, so a withdrawal made at the same moment as a confirmation or a
new draft is serialised with it and never lost; the chain is one per
production (see ``models.chain_key``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from django.conf import settings
from django.db import transaction
from django.urls import reverse

from closedset.audit.chain import append, lock_chain
from closedset.audit.sealing import seal
from closedset.notifications import notify
from closedset.productions.access import membership_of, people_with, roles_of
from closedset.productions.models import Membership, Scene
from closedset.productions.roles import Role

from .models import ConsentStatus, ConsentVersion, CoordinatorRequest, chain_key
from .queries import consent_of, performers_in_scene, plays_in
from .schema import TermsInvalid, validate_terms

if TYPE_CHECKING:
    from closedset.accounts.models import Person


class ConsentRefused(Exception):
    """An action the actor may not take on this consent; str() says why, for the actor."""


def draft_consent(
    scene: Scene,
    performer: Membership,
    terms: dict[str, Any],
    *,
    actor: Person,
    reason: str = "",
) -> ConsentVersion:
    """The IC proposes terms; they are not consent until the performer confirms them."""
    if Role.INTIMACY_COORDINATOR not in roles_of(actor, scene.production):
        raise ConsentRefused("Only the production's intimacy coordinator drafts consent terms.")
    cast = performers_in_scene(scene)
    if performer.pk not in {m.pk for m in cast}:
        raise ConsentRefused(f"{performer.person} does not play in scene {scene.label}.")
    clean = validate_terms(terms)
    partners = {m.pk for m in cast} - {performer.pk}
    strangers = [t["partner"] for t in clean["touch"] if t["partner"] not in partners]
    if strangers:
        raise TermsInvalid(
            [f"touch.partner: {p} is not another performer in this scene" for p in strangers]
        )
    with transaction.atomic():
        head = lock_chain(chain_key(scene.production_id))
        latest = consent_of(scene, performer).latest
        return append(
            head,
            ConsentVersion(
                scene=scene,
                performer=performer,
                number=latest.number + 1 if latest else 1,
                status=ConsentStatus.DRAFTED,
                terms=clean,
                reason_sealed=seal(reason.strip()),
                actor=actor,
            ),
        )


def _own_membership(scene: Scene, actor: Person) -> Membership:
    membership = membership_of(actor, scene.production)
    if membership is None or not plays_in(scene, membership):
        raise ConsentRefused("Only the performer themselves confirms or withdraws their consent.")
    return membership


def confirm_consent(
    scene: Scene, *, actor: Person, draft_number: int, note: str = ""
) -> ConsentVersion:
    """The performer agrees to exactly the draft they read, and to nothing newer."""
    performer = _own_membership(scene, actor)
    with transaction.atomic():
        head = lock_chain(chain_key(scene.production_id))
        consent = consent_of(scene, performer)
        draft, latest = consent.latest_draft, consent.latest
        if draft is None or latest is None:
            raise ConsentRefused("There are no terms to confirm yet.")
        if draft.number != draft_number:
            raise ConsentRefused(
                "The terms changed since you opened them. Read the new terms before you confirm."
            )
        if latest.status == ConsentStatus.CONFIRMED and latest.draft_id == draft.pk:
            return latest
        return append(
            head,
            ConsentVersion(
                scene=scene,
                performer=performer,
                number=latest.number + 1,
                status=ConsentStatus.CONFIRMED,
                terms=draft.terms,
                draft=draft,
                note_sealed=seal(note.strip()),
                actor=actor,
            ),
        )


def withdraw_consent(scene: Scene, *, actor: Person, reason: str = "") -> ConsentVersion:
    """The performer says no, at any time, in one action; it holds until they confirm again.

    The IC(s) and 1st AD(s) are told after the commit that the scene is not
    ready, never who withdrew or why. A second tap returns the withdrawal
    already recorded.
    """
    performer = _own_membership(scene, actor)
    with transaction.atomic():
        head = lock_chain(chain_key(scene.production_id))
        latest = consent_of(scene, performer).latest
        if latest is None:
            raise ConsentRefused("There is nothing to withdraw: no terms were drafted for you yet.")
        if latest.status == ConsentStatus.WITHDRAWN:
            return latest
        withdrawal = append(
            head,
            ConsentVersion(
                scene=scene,
                performer=performer,
                number=latest.number + 1,
                status=ConsentStatus.WITHDRAWN,
                terms=latest.terms,
                draft=latest.draft if latest.status == ConsentStatus.CONFIRMED else latest,
                reason_sealed=seal(reason.strip()),
                actor=actor,
            ),
        )
        _tell_that_scene_is_not_ready(scene)
    return withdrawal


def _tell_that_scene_is_not_ready(scene: Scene) -> None:
    """Queue one mail per IC and 1st AD; it names the scene only, never the performer."""
    recipients = people_with(
        scene.production, frozenset({Role.INTIMACY_COORDINATOR, Role.FIRST_AD})
    )
    link = settings.SITE_URL + reverse("scene_detail", args=[scene.production_id, scene.pk])
    notify(
        recipients,
        f"{scene.production.title}: scene {scene.label} is not ready",
        f"Scene {scene.label} is not ready: a consent is no longer current.\n\n"
        f"{scene.production.title}, scene {scene.label}: {link}\n",
        kind="scene_not_ready",
        production=scene.production,
    )


def request_coordinator(scene: Scene, *, actor: Person) -> bool:
    """A performer asks for an IC on a scene; True the first time, False if already asked.

    The IC and the producers are told that a performer asked, never which one.
    """
    membership = membership_of(actor, scene.production)
    if not plays_in(scene, membership):
        raise ConsentRefused("Only a performer in this scene can ask for a coordinator here.")
    assert membership is not None
    with transaction.atomic():
        _, created = CoordinatorRequest.objects.get_or_create(scene=scene, performer=membership)
        if created:
            _tell_that_a_coordinator_was_asked_for(scene)
    return created


def _tell_that_a_coordinator_was_asked_for(scene: Scene) -> None:
    recipients = people_with(
        scene.production, frozenset({Role.INTIMACY_COORDINATOR, Role.PRODUCER})
    )
    link = settings.SITE_URL + reverse("readiness", args=[scene.production_id])
    notify(
        recipients,
        f"{scene.production.title}: an intimacy coordinator is requested for scene {scene.label}",
        f"A performer asked for an intimacy coordinator on scene {scene.label}.\n"
        "Requests are considered in good faith; the scene is not ready without one.\n\n"
        f"Readiness: {link}\n",
        kind="ic_requested",
        production=scene.production,
    )
