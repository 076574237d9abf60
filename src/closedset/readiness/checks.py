"""One function per rule check: what is missing for one scheduled scene, and who can fix it.

Each check returns :class:`Failure` objects. ``message`` is what every role
allowed on the dashboard may read: it says *what* is missing, never *who*
said no or why. ``private`` holds the names the intimacy coordinator needs to
act; the dashboard shows it to the IC only (DESIGN section 2).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import timedelta

from closedset.choreography.conflicts import check_beat
from closedset.consent.doubles import double_outside_consent
from closedset.consent.models import ConsentStatus
from closedset.productions.models import ScheduledScene
from closedset.rulesets.effective import EffectiveRule
from closedset.rulesets.models import RuleCheck
from closedset.wardrobe.derivation import derive_garments
from closedset.wardrobe.models import GarmentStatus

from .facts import Facts


@dataclass
class Failure:
    check: str
    title: str
    message: str
    fixer_role: str
    sources: list[str]
    private: list[str] = field(default_factory=list)


Check = Callable[[Facts, ScheduledScene, EffectiveRule], list[Failure]]
CHECKS: dict[str, Check] = {}


def check(name: str) -> Callable[[Check], Check]:
    def register(function: Check) -> Check:
        CHECKS[name] = function
        return function

    return register


def fail(
    rule: EffectiveRule, message: str, private: list[str] | None = None, fixer: str = ""
) -> list[Failure]:
    return [
        Failure(
            rule.check, rule.title, message, fixer or rule.fixer_role, rule.sources, private or []
        )
    ]


@check(RuleCheck.IC_ENGAGED)
def ic_engaged(facts: Facts, item: ScheduledScene, rule: EffectiveRule) -> list[Failure]:
    if facts.has_role("intimacy_coordinator"):
        return []
    return fail(rule, "No intimacy coordinator is engaged on the production.")


@check(RuleCheck.MHC_ENGAGED)
def mhc_engaged(facts: Facts, item: ScheduledScene, rule: EffectiveRule) -> list[Failure]:
    if facts.has_role("mental_health_coordinator"):
        return []
    return fail(rule, "No mental health coordinator is engaged on the production.")


_CONSENT_STATE = {
    "none": ("no consent drafted yet", "intimacy_coordinator"),
    ConsentStatus.DRAFTED: ("terms drafted, waiting for the performer", "performer"),
    ConsentStatus.WITHDRAWN: ("consent withdrawn", "performer"),
}


@check(RuleCheck.CONSENT_CURRENT)
def consent_current(facts: Facts, item: ScheduledScene, rule: EffectiveRule) -> list[Failure]:
    private, fixers = [], set()
    for performer in facts.performers_by_scene.get(item.scene_id, []):
        versions = facts.consents.get((item.scene_id, performer.pk), [])
        state = versions[-1].status if versions else "none"
        if state == ConsentStatus.CONFIRMED:
            continue
        text, fixer = _CONSENT_STATE.get(state, ("not current", "performer"))
        private.append(f"{performer.person.name}: {text}")
        fixers.add(fixer)
    if not private:
        return []
    fixer = "intimacy_coordinator" if fixers == {"intimacy_coordinator"} else "performer"
    return fail(rule, "A performer's consent is not current.", private, fixer)


@check(RuleCheck.CHOREOGRAPHY_WITHIN_CONSENT)
def choreography_within_consent(
    facts: Facts, item: ScheduledScene, rule: EffectiveRule
) -> list[Failure]:
    current = facts.current_terms(item.scene_id)
    private = []
    for beat in facts.beats.get(item.scene_id, []):
        reasons = check_beat(beat, current).reasons_for("outside_consent")
        private += [f"Beat {beat.order}: {reason}" for reason in reasons]
    if not private:
        return []
    return fail(rule, "A choreography beat is outside what was agreed.", private)


@check(RuleCheck.NO_UNBARRIERED_GENITAL_CONTACT)
def no_unbarriered_genital_contact(
    facts: Facts, item: ScheduledScene, rule: EffectiveRule
) -> list[Failure]:
    beats = [
        b
        for b in facts.beats.get(item.scene_id, [])
        if b.is_genital_contact and b.barrier == "none"
    ]
    if not beats:
        return []
    orders = ", ".join(str(b.order) for b in beats)
    return fail(rule, f"Genital contact without a barrier in beat {orders}.")


@check(RuleCheck.RIDER_SIGNED_NOTICE)
def rider_signed_notice(facts: Facts, item: ScheduledScene, rule: EffectiveRule) -> list[Failure]:
    deadline = item.call_time - timedelta(hours=rule.hours)
    private, fixers = [], set()
    for performer in facts.performers_by_scene.get(item.scene_id, []):
        found = facts.riders.get(performer.pk)
        name = performer.person.name
        if found is None or item.scene_id not in found.rider.scene_ids or found.superseded:
            private.append(f"{name}: no current rider covers this scene")
            fixers.add("intimacy_coordinator")
        elif found.signed_at is None:
            private.append(f"{name}: rider not signed")
            fixers.add("performer")
        elif found.signed_at > deadline:
            private.append(f"{name}: rider signed less than {rule.hours} h before call")
            fixers.add("producer")
    if not private:
        return []
    fixer = fixers.pop() if len(fixers) == 1 else rule.fixer_role
    return fail(rule, f"A rider is not signed {rule.hours} h before call.", private, fixer)


@check(RuleCheck.GARMENTS_FITTED)
def garments_fitted(facts: Facts, item: ScheduledScene, rule: EffectiveRule) -> list[Failure]:
    current = facts.current_terms(item.scene_id)
    performers = {m.pk: m for m in facts.performers_by_scene.get(item.scene_id, [])}
    needed = derive_garments(
        [(performers[pk], terms) for pk, terms in current.items()],
        facts.beats.get(item.scene_id, []),
    )
    missing = [
        n
        for n in needed
        if facts.garments.get((item.scene_id, n.performer.pk, n.kind)) != GarmentStatus.FITTED
    ]
    if not missing:
        return []
    private = [f"{n.performer.person.name}: {n.label}" for n in missing]
    return fail(rule, f"{len(missing)} modesty garment(s) not fitted.", private)


@check(RuleCheck.CHOREOGRAPHY_REHEARSED)
def choreography_rehearsed(
    facts: Facts, item: ScheduledScene, rule: EffectiveRule
) -> list[Failure]:
    if item.scene_id in facts.rehearsed:
        return []
    return fail(rule, "No rehearsal of the choreography is logged.")


@check(RuleCheck.CLOSED_SET_PUBLISHED)
def closed_set_published(facts: Facts, item: ScheduledScene, rule: EffectiveRule) -> list[Failure]:
    state = facts.closed_sets.get(item.scene_id)
    if state and state.published:
        return []
    return fail(rule, "The closed-set list is not published.")


@check(RuleCheck.BACKGROUND_TOLD)
def background_told(facts: Facts, item: ScheduledScene, rule: EffectiveRule) -> list[Failure]:
    state = facts.closed_sets.get(item.scene_id)
    if state and state.background_told:
        return []
    return fail(rule, "Background actors have not been told in advance.")


def _risk_assessment(
    facts: Facts, item: ScheduledScene, rule: EffectiveRule, kind: str, what: str
) -> list[Failure]:
    state = facts.risk_assessments.get((item.scene_id, kind))
    if state == "current":
        return []
    if state == "stale":
        return fail(rule, f"The {what} predates a script change and needs revisiting.")
    return fail(rule, f"No {what} yet.")


@check(RuleCheck.INTIMACY_RISK_ASSESSMENT)
def intimacy_risk_assessment(
    facts: Facts, item: ScheduledScene, rule: EffectiveRule
) -> list[Failure]:
    return _risk_assessment(facts, item, rule, "intimacy", "intimacy risk assessment")


@check(RuleCheck.MENTAL_HEALTH_RISK_ASSESSMENT)
def mental_health_risk_assessment(
    facts: Facts, item: ScheduledScene, rule: EffectiveRule
) -> list[Failure]:
    return _risk_assessment(facts, item, rule, "mental_health", "mental-health risk assessment")


@check(RuleCheck.ADVISORY_SENT)
def advisory_sent(facts: Facts, item: ScheduledScene, rule: EffectiveRule) -> list[Failure]:
    state = facts.advisories.get(item.shoot_day_id)
    if state is None or not state.everyone_told or state.latest_sent_at is None:
        return fail(rule, "The content advisory has not reached everyone called that day.")
    first_call = facts.first_calls.get(item.shoot_day_id, item.call_time)
    if state.latest_sent_at > first_call - timedelta(hours=rule.hours):
        return fail(rule, f"The content advisory went out less than {rule.hours} h before call.")
    return []


@check(RuleCheck.BODY_DOUBLE_WITHIN_CONSENT)
def body_double_within_consent(
    facts: Facts, item: ScheduledScene, rule: EffectiveRule
) -> list[Failure]:
    current = facts.current_terms(item.scene_id)
    private = []
    for assignment in facts.doubles.get(item.scene_id, []):
        problems = double_outside_consent(
            current.get(assignment.performer_id), current.get(assignment.double_id)
        )
        who = f"{assignment.double.person.name} doubling {assignment.performer.person.name}"
        private += [f"{who}: {problem}" for problem in problems]
    if not private:
        return []
    return fail(rule, "A body double is not covered by the doubled performer's consent.", private)
