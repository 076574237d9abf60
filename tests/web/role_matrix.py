"""Who may open which page: the role matrix of DESIGN section 2, as data.

Every named URL of the project must appear here or in PUBLIC; the matrix test
fails for a new view until someone decides who may see it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from django.urls import reverse

from closedset.productions.roles import Role

from .rider_helpers import rider_for

ALL_ROLES = frozenset(r.value for r in Role)
IC, MHC = Role.INTIMACY_COORDINATOR.value, Role.MENTAL_HEALTH_COORDINATOR.value
LEADS = frozenset({Role.DIRECTOR.value, Role.PRODUCER.value, Role.FIRST_AD.value})
SCENE_STAFF = frozenset({IC, MHC, Role.COSTUME.value, Role.EDITOR.value}) | LEADS
PEOPLE = frozenset({Role.ADMIN.value, IC, MHC}) | LEADS
SCRIPT_READERS = frozenset({IC, MHC}) | LEADS
SCRIPT_UPLOADERS = frozenset({IC}) | LEADS
PERFORMER_ONLY = frozenset({Role.PERFORMER.value})
IC_ONLY = frozenset({IC})
SCHEDULE = frozenset({IC, MHC, Role.COSTUME.value, Role.CREW.value, Role.PERFORMER.value}) | LEADS

# URLs anyone may open, logged in or not.
PUBLIC = {
    "login",
    "logout",
    "password_reset",
    "password_reset_done",
    "password_reset_confirm",
    "password_reset_complete",
    "healthz",
    "accept_invitation",
    "rider_receipt",
}


def _p(w: Any) -> int:
    return w.production.pk


# name -> (how to build the URL for the shared world, roles that get a 200)
MATRIX: dict[str, tuple[Callable[[Any], str], frozenset[str]]] = {
    # Riders: content for the IC, the performer, their agent; status for leads; restrictions
    # for the editor.
    "riders": (
        lambda w: reverse("riders", args=[_p(w)]),
        IC_ONLY | PERFORMER_ONLY | {Role.AGENT.value},
    ),
    "rider_detail": (
        lambda w: reverse("rider_detail", args=[_p(w), rider_for(w).pk]),
        IC_ONLY | PERFORMER_ONLY | {Role.AGENT.value},
    ),
    "rider_document": (
        lambda w: reverse("rider_document", args=[_p(w), rider_for(w).pk]),
        IC_ONLY | PERFORMER_ONLY | {Role.AGENT.value},
    ),
    "rider_status": (lambda w: reverse("rider_status", args=[_p(w)]), IC_ONLY | LEADS),
    "edit_restrictions": (
        lambda w: reverse("edit_restrictions", args=[_p(w)]),
        IC_ONLY | {Role.EDITOR.value},
    ),
    # Choreography: the IC edits, leads and the scene's performers read the beats.
    "choreography": (
        lambda w: reverse("choreography", args=[_p(w), w.objects["anna_scene"].pk]),
        IC_ONLY | LEADS | PERFORMER_ONLY,
    ),
    # Wardrobe: costume and the IC see the list; a performer sees their own items.
    "wardrobe": (
        lambda w: reverse("wardrobe", args=[_p(w), w.objects["anna_scene"].pk]),
        IC_ONLY | PERFORMER_ONLY | {Role.COSTUME.value},
    ),
    "home": (lambda w: reverse("home"), ALL_ROLES | {"outsider"}),
    "overview": (lambda w: reverse("overview", args=[_p(w)]), ALL_ROLES),
    "scene_list": (
        lambda w: reverse("scene_list", args=[_p(w)]),
        SCENE_STAFF | {Role.PERFORMER.value},
    ),
    "scene_detail": (
        lambda w: reverse("scene_detail", args=[_p(w), w.objects["anna_scene"].pk]),
        SCENE_STAFF | {Role.PERFORMER.value},
    ),
    "people": (lambda w: reverse("people", args=[_p(w)]), PEOPLE),
    "invite": (lambda w: reverse("invite", args=[_p(w)]), frozenset({Role.ADMIN.value})),
    "person": (
        lambda w: reverse("person", args=[_p(w), w.members["performer"].pk]),
        PEOPLE | {Role.PERFORMER.value},
    ),
    "day_list": (lambda w: reverse("day_list", args=[_p(w)]), SCHEDULE),
    "day_new": (lambda w: reverse("day_new", args=[_p(w)]), LEADS),
    "day_detail": (
        lambda w: reverse("day_detail", args=[_p(w), w.objects["anna_day"].pk]),
        SCHEDULE,
    ),
    "script_home": (lambda w: reverse("script_home", args=[_p(w)]), SCRIPT_READERS),
    "draft_detail": (
        lambda w: reverse("draft_detail", args=[_p(w), w.objects["draft"].pk]),
        SCRIPT_READERS,
    ),
    "breakdown_list": (lambda w: reverse("breakdown_list", args=[_p(w)]), SCRIPT_READERS),
    "scene_review": (
        lambda w: reverse("scene_review", args=[_p(w), w.objects["anna_scene"].pk]),
        SCRIPT_READERS,
    ),
    "breakdown_report": (
        lambda w: reverse("breakdown_report", args=[_p(w), "html"]),
        SCRIPT_READERS,
    ),
    # Consent pages: the performer for their own, the IC; nobody else, leads included.
    "my_consents": (lambda w: reverse("my_consents", args=[_p(w)]), PERFORMER_ONLY),
    "my_consent": (
        lambda w: reverse("my_consent", args=[_p(w), w.objects["anna_scene"].pk]),
        PERFORMER_ONLY,
    ),
    "scene_consents": (
        lambda w: reverse("scene_consents", args=[_p(w), w.objects["anna_scene"].pk]),
        IC_ONLY,
    ),
    "consent_draft": (
        lambda w: reverse(
            "consent_draft",
            args=[_p(w), w.objects["anna_scene"].pk, w.members["performer"].pk],
        ),
        IC_ONLY,
    ),
}

# Notifications: delivery status for the coordinators, each member's own inbox.
MATRIX["deliveries"] = (
    lambda w: reverse("deliveries", args=[_p(w)]),
    IC_ONLY | {MHC},
)
MATRIX["inbox"] = (lambda w: reverse("inbox", args=[_p(w)]), ALL_ROLES)


def _failed_notification(w: Any) -> int:
    from closedset.notifications import notify

    (row,) = notify(["x@example.test"], "s", "b", kind="test", production=w.production)
    return row.pk


# POST-only actions: name -> (URL builder, roles whose empty POST is not refused with 404).
ACTIONS: dict[str, tuple[Callable[[Any], str], frozenset[str]]] = {
    "resend_notification": (
        lambda w: reverse("resend_notification", args=[_p(w), _failed_notification(w)]),
        IC_ONLY | {MHC},
    ),
}

# Readiness and rules: the coordinators and the leads.
COORDINATORS_AND_LEADS = IC_ONLY | {MHC} | LEADS
MATRIX["readiness"] = (lambda w: reverse("readiness", args=[_p(w)]), COORDINATORS_AND_LEADS)
MATRIX["readiness_live"] = (
    lambda w: reverse("readiness_live", args=[_p(w)]),
    COORDINATORS_AND_LEADS,
)
MATRIX["rules"] = (lambda w: reverse("rules", args=[_p(w)]), COORDINATORS_AND_LEADS)


def _local_rule(w: Any) -> int:
    from closedset.rulesets.effective import add_local_rule

    rule = add_local_rule(
        w.production,
        "advisory_sent",
        {"hours": 72},
        title="Advisories three days ahead",
        reason="matrix",
        actor=w.person("intimacy_coordinator"),
    )
    return rule.pk


ACTIONS["local_rule_add"] = (
    lambda w: reverse("local_rule_add", args=[_p(w)]),
    IC_ONLY | {MHC},
)
ACTIONS["local_rule_retire"] = (
    lambda w: reverse("local_rule_retire", args=[_p(w), _local_rule(w)]),
    IC_ONLY | {MHC},
)
ACTIONS["choose_ruleset"] = (
    lambda w: reverse("choose_ruleset", args=[_p(w)]),
    frozenset({Role.PRODUCER.value}),
)
from .matrix_riderpdf import ENTRIES as _RIDERPDF  # noqa: E402

MATRIX.update(_RIDERPDF)
from .matrix_api import ENTRIES as _API  # noqa: E402

MATRIX.update(_API)
from .matrix_calendars import ENTRIES as _CALENDARS  # noqa: E402
from .matrix_calendars import PUBLIC as _CALENDARS_PUBLIC  # noqa: E402

MATRIX.update(_CALENDARS)
PUBLIC |= _CALENDARS_PUBLIC

from .matrix_schedule import ENTRIES as _SCHEDULE  # noqa: E402

MATRIX.update(_SCHEDULE)
from .matrix_wellbeing import ACTIONS as _WELLBEING_ACTIONS  # noqa: E402
from .matrix_wellbeing import ENTRIES as _WELLBEING  # noqa: E402
from .matrix_wellbeing import PUBLIC as _WELLBEING_PUBLIC  # noqa: E402

MATRIX.update(_WELLBEING)
ACTIONS.update(_WELLBEING_ACTIONS)
PUBLIC |= _WELLBEING_PUBLIC
from .matrix_onset import ACTIONS as _ONSET_ACTIONS  # noqa: E402
from .matrix_onset import ENTRIES as _ONSET  # noqa: E402

MATRIX.update(_ONSET)
ACTIONS.update(_ONSET_ACTIONS)
