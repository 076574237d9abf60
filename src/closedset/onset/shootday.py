"""Check-ins, pauses and wraps on the shoot day.

Emails about a check-in or a pause never name the performer: a coordinator
opens Closed Set to see who asked to talk, and a pause carries a name only
when its caller chose to give it. An anonymous pause stores no link to
anyone, so nothing in the database can say who called it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from django.conf import settings
from django.db import IntegrityError, transaction
from django.urls import reverse
from django.utils import timezone

from closedset.audit.sealing import seal
from closedset.consent.queries import performers_in_scene
from closedset.notifications import notify
from closedset.productions.access import membership_of, people_with, roles_of
from closedset.productions.models import Membership, Production, Scene, ShootDay
from closedset.productions.roles import Role

from .domain import OnSetRefused
from .models import (
    CheckIn,
    CheckInStatus,
    DebriefKind,
    DebriefLog,
    DebriefResponse,
    Pause,
    PauseResolution,
    SceneWrap,
)
from .rules import OFF_SET_ROLES

if TYPE_CHECKING:
    from closedset.accounts.models import Person

COORDINATORS = frozenset({Role.INTIMACY_COORDINATOR, Role.MENTAL_HEALTH_COORDINATOR})
PAUSE_HANDLERS = COORDINATORS | {Role.FIRST_AD}


def _link(name: str, production: Production) -> str:
    return settings.SITE_URL + reverse(name, args=[production.pk])


def _performer_in(scene: Scene, actor: Person) -> Membership:
    membership = membership_of(actor, scene.production)
    if membership is None or Role.PERFORMER not in membership.roles:
        raise OnSetRefused("Only a performer in this scene may do this.")
    if membership.pk not in {m.pk for m in performers_in_scene(scene)}:
        raise OnSetRefused(f"You are not in scene {scene.label}.")
    return membership


def _checking_in(scene: Scene, actor: Person) -> Membership:
    membership = membership_of(actor, scene.production)
    if membership is not None and Role.CREW in membership.roles:
        return membership
    return _performer_in(scene, actor)


def _require_scheduled(scene: Scene, day: ShootDay) -> None:
    if day.production_id != scene.production_id or not day.scheduled.filter(scene=scene).exists():
        raise OnSetRefused(f"Scene {scene.label} is not scheduled on {day}.")


def check_in(scene: Scene, day: ShootDay, status: str, *, actor: Person) -> CheckIn:
    """A performer of the scene or a crew member says they are ready, or need to talk.

    The same word twice is recorded once. Crew check in too: the MHC looks after
    everyone who works a heavy scene, not only the cast (DESIGN section 2).
    """
    if status not in CheckInStatus.values:
        raise OnSetRefused("Choose ready or need to talk.")
    membership = _checking_in(scene, actor)
    _require_scheduled(scene, day)
    with transaction.atomic():
        Membership.objects.select_for_update().get(pk=membership.pk)
        latest = (
            CheckIn.objects.filter(shoot_day=day, scene=scene, membership=membership)
            .order_by("-created_at", "-pk")
            .first()
        )
        if latest is not None and latest.status == status:
            return latest
        checkin = CheckIn.objects.create(
            production=scene.production,
            shoot_day=day,
            scene=scene,
            membership=membership,
            status=status,
        )
        if status == CheckInStatus.NEED_TO_TALK:
            _tell_someone_wants_to_talk(scene, day)
    return checkin


def _tell_someone_wants_to_talk(scene: Scene, day: ShootDay) -> None:
    production = scene.production
    notify(
        people_with(production, COORDINATORS),
        f"{production.title}: someone working on scene {scene.label} asked to talk",
        f"Someone working on scene {scene.label} ({day}) asked to talk before the scene.\n\n"
        f"Open Closed Set to see who: {_link('checkins', production)}\n",
        kind="checkin",
        production=production,
    )


def today_day(production: Production, scene: Scene | None) -> ShootDay | None:
    """Today's shoot day, preferring the one the scene is scheduled on."""
    days = list(production.shoot_days.filter(date=timezone.localdate()))
    if scene is not None:
        for day in days:
            if day.scheduled.filter(scene=scene).exists():
                return day
    return days[0] if days else None


def call_pause(
    production: Production, *, actor: Person, anonymous: bool, scene: Scene | None = None
) -> Pause:
    """Stop the work now; the IC, the MHC and the 1st AD are told at once."""
    roles = roles_of(actor, production)
    if not roles - OFF_SET_ROLES:
        raise OnSetRefused("Only people working on this production's set can call a pause.")
    if scene is not None and scene.production_id != production.pk:
        raise OnSetRefused("That scene is not on this production.")
    caller = None if anonymous else membership_of(actor, production)
    with transaction.atomic():
        pause = Pause.objects.create(
            production=production,
            shoot_day=today_day(production, scene),
            scene=scene,
            called_by=caller,
            anonymous=caller is None,
        )
        _tell_pause(pause, caller)
    return pause


def _tell_pause(pause: Pause, caller: Membership | None) -> None:
    production = pause.production
    where = f" on scene {pause.scene.label}" if pause.scene else ""
    named = f"\nCalled by {caller.person.name}." if caller else ""
    notify(
        people_with(production, PAUSE_HANDLERS),
        f"{production.title}: pause called{where}",
        f"Pause called{where}.{named}\n\nSee and resolve it: {_link('pauses', production)}\n",
        kind="pause",
        production=production,
    )


def resolve_pause(pause: Pause, *, actor: Person, note: str = "") -> PauseResolution:
    """Close a pause once; a second resolution returns the first."""
    if not roles_of(actor, pause.production) & PAUSE_HANDLERS:
        raise OnSetRefused("Only the IC, the MHC or the 1st AD resolves a pause.")
    existing = PauseResolution.objects.filter(pause=pause).first()
    if existing is not None:
        return existing
    try:
        with transaction.atomic():
            return PauseResolution.objects.create(
                pause=pause, resolved_by=actor, note=note.strip()[:2000]
            )
    except IntegrityError:
        return PauseResolution.objects.get(pause=pause)


def wrap_scene(scene: Scene, day: ShootDay, *, actor: Person) -> SceneWrap:
    """The scene is shot; offer its performers a debrief or warm-down (once per scene and day)."""
    if not roles_of(actor, scene.production) & COORDINATORS:
        raise OnSetRefused("Only the IC or the MHC wraps a scene for debriefs.")
    _require_scheduled(scene, day)
    existing = SceneWrap.objects.filter(scene=scene, shoot_day=day).first()
    if existing is not None:
        return existing
    try:
        with transaction.atomic():
            wrap = SceneWrap.objects.create(scene=scene, shoot_day=day, by=actor)
            _offer_debrief(scene, day)
    except IntegrityError:
        return SceneWrap.objects.get(scene=scene, shoot_day=day)
    return wrap


def _offer_debrief(scene: Scene, day: ShootDay) -> None:
    production = scene.production
    notify(
        [m.person for m in performers_in_scene(scene)],
        f"{production.title}: a debrief or warm-down after scene {scene.label}",
        f"Scene {scene.label} is wrapped for {day}. Your coordinators offer you a debrief "
        f"or a warm-down, if you would like one.\n\nAnswer on your day page: "
        f"{_link('on_set', production)}\n",
        kind="debrief_offer",
        production=production,
    )


def answer_debrief(wrap: SceneWrap, accepted: bool, *, actor: Person) -> DebriefResponse:
    membership = _performer_in(wrap.scene, actor)
    latest = (
        DebriefResponse.objects.filter(wrap=wrap, membership=membership)
        .order_by("-at", "-pk")
        .first()
    )
    if latest is not None and latest.accepted == accepted:
        return latest
    return DebriefResponse.objects.create(wrap=wrap, membership=membership, accepted=accepted)


def log_debrief(
    wrap: SceneWrap, membership: Membership, kind: str, note: str, *, actor: Person
) -> DebriefLog:
    """The IC or MHC records a debrief or warm-down held; the note is sealed."""
    if not roles_of(actor, wrap.scene.production) & COORDINATORS:
        raise OnSetRefused("Only the IC or the MHC records a debrief.")
    if kind not in DebriefKind.values:
        raise OnSetRefused("Choose debrief or warm-down.")
    if membership.pk not in {m.pk for m in performers_in_scene(wrap.scene)}:
        raise OnSetRefused(f"That person is not in scene {wrap.scene.label}.")
    return DebriefLog.objects.create(
        scene=wrap.scene,
        shoot_day=wrap.shoot_day,
        membership=membership,
        kind=kind,
        held_by=actor,
        note_sealed=seal(note.strip()),
    )
