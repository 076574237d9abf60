"""Who may open the shoot-day pages (closed set, check-ins, pauses, debriefs)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from django.urls import reverse

from closedset.productions.roles import Role

IC, MHC, FIRST_AD = (
    Role.INTIMACY_COORDINATOR.value,
    Role.MENTAL_HEALTH_COORDINATOR.value,
    Role.FIRST_AD.value,
)
LEADS = frozenset({Role.DIRECTOR.value, Role.PRODUCER.value, FIRST_AD})
CLOSED_SET = frozenset({IC}) | LEADS
DOOR = frozenset({IC, FIRST_AD})
COORDINATORS = frozenset({IC, MHC})
PAUSE_HANDLERS = COORDINATORS | {FIRST_AD}
ON_SET = frozenset(r.value for r in Role) - {Role.AGENT.value, Role.ADMIN.value}
PERFORMER = frozenset({Role.PERFORMER.value})


def _p(w: Any) -> int:
    return w.production.pk


def _scene(name: str) -> Callable[[Any], str]:
    return lambda w: reverse(name, args=[_p(w), w.objects["anna_scene"].pk])


def _pause(w: Any) -> int:
    from closedset.onset.models import Pause

    return Pause.objects.create(production=w.production, anonymous=True).pk


ENTRIES: dict[str, tuple[Callable[[Any], str], frozenset[str]]] = {
    "closed_sets": (lambda w: reverse("closed_sets", args=[_p(w)]), CLOSED_SET),
    "closed_set": (_scene("closed_set"), CLOSED_SET),
    "closed_set_print": (_scene("closed_set_print"), CLOSED_SET),
    "closed_set_door": (_scene("closed_set_door"), CLOSED_SET),
    "on_set": (lambda w: reverse("on_set", args=[_p(w)]), ON_SET),
    "checkins": (lambda w: reverse("checkins", args=[_p(w)]), COORDINATORS),
    "pauses": (lambda w: reverse("pauses", args=[_p(w)]), PAUSE_HANDLERS),
    "debriefs": (lambda w: reverse("debriefs", args=[_p(w)]), COORDINATORS | LEADS),
}

ACTIONS: dict[str, tuple[Callable[[Any], str], frozenset[str]]] = {
    "closed_set_add": (_scene("closed_set_add"), CLOSED_SET),
    "closed_set_remove": (_scene("closed_set_remove"), CLOSED_SET),
    "closed_set_publish": (_scene("closed_set_publish"), CLOSED_SET),
    "closed_set_admit": (_scene("closed_set_admit"), DOOR),
    "closed_set_background": (_scene("closed_set_background"), DOOR),
    "checkin": (lambda w: reverse("checkin", args=[_p(w)]), PERFORMER | {Role.CREW.value}),
    "pause_call": (lambda w: reverse("pause_call", args=[_p(w)]), ON_SET),
    "pause_resolve": (
        lambda w: reverse("pause_resolve", args=[_p(w), _pause(w)]),
        PAUSE_HANDLERS,
    ),
    "scene_wrap": (lambda w: reverse("scene_wrap", args=[_p(w)]), COORDINATORS),
    "debrief_log": (lambda w: reverse("debrief_log", args=[_p(w)]), COORDINATORS),
    "debrief_respond": (lambda w: reverse("debrief_respond", args=[_p(w)]), PERFORMER),
}
