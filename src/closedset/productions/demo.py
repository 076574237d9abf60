"""The demo production: an original screenplay, a cast, a schedule, one login per role."""

from __future__ import annotations

from datetime import date, datetime, time, timedelta
from pathlib import Path
from typing import Any

from django.contrib.auth import get_user_model
from django.db import transaction
from django.utils import timezone

from .models import CastAssignment, Membership, Production, ScheduledScene, ShootDay
from .roles import Role

DEMO_SCRIPT = Path(__file__).resolve().parent.parent / "demo" / "the_quiet_hours.fountain"
DEMO_TITLE = "The Quiet Hours (demo)"
DEMO_PASSWORD = "closed-set-demo"
DEMO_DOMAIN = "demo.closedset.test"

CREW = [
    ("ic", "Ines Carter", [Role.INTIMACY_COORDINATOR]),
    ("mhc", "Marcus Hale", [Role.MENTAL_HEALTH_COORDINATOR]),
    ("director", "Dana Okafor", [Role.DIRECTOR]),
    ("producer", "Priya Raman", [Role.PRODUCER]),
    ("ad", "Tom Becker", [Role.FIRST_AD]),
    ("costume", "Rosa Lind", [Role.COSTUME]),
    ("editor", "Eli Novak", [Role.EDITOR]),
    ("agent", "Alex Moreau", [Role.AGENT]),
    ("crew", "Sam Ortiz", [Role.CREW]),
    ("admin", "Ada Whitfield", [Role.ADMIN]),
]
PERFORMER_NAMES = ["Jordan Vale", "Casey Brooks", "Morgan Lee", "Riley Quinn", "Avery Stone"]
CALL_TIMES = [time(7, 0), time(9, 30), time(13, 0), time(15, 30)]


def demo_email(key: str) -> str:
    return f"{key}@{DEMO_DOMAIN}"


def _person(key: str, name: str):
    people = get_user_model()
    person = people.objects.filter(email=demo_email(key)).first()
    if person is None:
        person = people.objects.create_user(demo_email(key), DEMO_PASSWORD, name=name)
    return person


@transaction.atomic
def create_demo(today: date | None = None) -> tuple[Production, list[tuple[str, str]]]:
    """Create the demo production once; return it with (login, roles) lines to print."""
    existing = Production.objects.filter(title=DEMO_TITLE).first()
    logins = [(demo_email(key), ", ".join(Role(r).label for r in roles)) for key, _, roles in CREW]
    if existing is not None:
        return existing, logins + _performer_logins(existing)
    start = (today or timezone.localdate()) + timedelta(days=21)
    production = Production.objects.create(
        title=DEMO_TITLE,
        kind=Production.Kind.FILM,
        territory="US",
        ruleset=Production.Ruleset.SAG_AFTRA,
        starts_on=start,
        ends_on=start + timedelta(days=4),
    )
    for key, name, roles in CREW:
        Membership.objects.create(production=production, person=_person(key, name), roles=roles)
    scenes = _import_script(production, admin=_person("admin", "Ada Whitfield"))
    _cast(production)
    _schedule(production, scenes, start)
    _consents(production)
    _support(production)
    return production, logins + _performer_logins(production)


def _support(production: Production) -> None:
    """Support lines the MHC would list for a US shoot, and where concerns are routed."""
    from closedset.wellbeing.models import ConcernContact, SupportResource

    SupportResource.objects.bulk_create(
        [
            SupportResource(
                production=production,
                territory="US",
                name="988 Suicide & Crisis Lifeline",
                phone="988",
                url="https://988lifeline.org/",
                description="Free, confidential support by call or text.",
                hours="24/7",
            ),
            SupportResource(
                production=production,
                territory="US",
                name="RAINN National Sexual Assault Hotline",
                phone="800-656-4673",
                url="https://rainn.org/",
                description="Confidential support from trained staff.",
                hours="24/7",
            ),
        ]
    )
    ConcernContact.objects.create(
        production=production,
        name="Union representative (demo)",
        email=f"union@{DEMO_DOMAIN}",
        kind=ConcernContact.Kind.UNION,
    )


def _import_script(production: Production, admin: Any) -> list[Any]:
    """The demo goes through the real import: upload, parse, scenes, breakdown."""
    from closedset.scripts.importing import process_draft, upload_draft

    draft = upload_draft(
        production, filename=DEMO_SCRIPT.name, content=DEMO_SCRIPT.read_bytes(), actor=admin
    )
    process_draft(draft.pk)
    return list(production.scenes.order_by("ordinal"))


def _cast(production: Production) -> None:
    """Give the characters with the most scenes (and every minor) a demo performer."""
    characters = sorted(production.characters.all(), key=lambda c: (-c.scenes.count(), c.name))
    leads = [c for c in characters if not c.is_minor][: len(PERFORMER_NAMES) - 1]
    minors = [c for c in characters if c.is_minor][:1]
    for index, character in enumerate(leads + minors):
        key = "performer" if index == 0 else f"performer{index + 1}"
        if character.is_minor:
            key = "performer.minor"
        person = _person(key, PERFORMER_NAMES[index])
        membership = Membership.objects.create(
            production=production, person=person, roles=[Role.PERFORMER]
        )
        CastAssignment.objects.create(character=character, membership=membership)


def _consents(production: Production) -> None:
    """Show the IC's workflow mid-way on the first nudity scene of the script.

    The IC drafted terms for everyone in the scene; the first performer confirmed them and
    signed the rider, which went to their agent; the second has yet to confirm.
    """
    from closedset.breakdown.analysis import review_scenes
    from closedset.consent.domain import confirm_consent, draft_consent
    from closedset.consent.queries import performers_in_scene
    from closedset.consent.schema import nothing_agreed
    from closedset.riders.domain import distribute_rider, generate_rider, represent, sign_rider
    from closedset.riders.models import RecipientKind

    scene = next(
        (
            item.scene
            for item in review_scenes(production, production.scenes.order_by("ordinal"))
            if "nudity" in item.flags
        ),
        None,
    )
    if scene is None:
        return
    ic = _person("ic", "Ines Carter")
    agent = production.members.get(person__email=demo_email("agent"))
    terms = nothing_agreed()
    terms["exposure"]["breasts_chest"] = "partial"
    terms["exposure"]["buttocks"] = "partial"
    terms["kissing"] = ["closed_mouth", "open_mouth"]
    terms["simulated_acts"] = ["grinding"]
    terms["conditions"]["barriers"] = ["modesty_garment"]
    performers = performers_in_scene(scene)
    for membership in performers:
        draft_consent(scene, membership, terms, actor=ic)
    if not performers:
        return
    first = performers[0]
    confirm_consent(scene, actor=first.person, draft_number=1)
    rider = generate_rider(first, actor=ic)
    sign_rider(
        rider,
        actor=first.person,
        password=DEMO_PASSWORD,
        typed_name=first.person.name,
        seen_sha256=rider.sha256,
    )
    represent(agent, first, actor=ic)
    distribute_rider(rider, actor=ic, kind=RecipientKind.AGENT, recipient=agent)


def _performer_logins(production: Production) -> list[tuple[str, str]]:
    return [
        (a.membership.person.email, f"Performer ({a.character.name})")
        for a in CastAssignment.objects.filter(character__production=production)
        .select_related("membership__person", "character")
        .order_by("membership__person__email")
    ]


def _schedule(production: Production, scenes: list, start: date) -> None:
    per_day = 4
    for day_index in range(0, len(scenes), per_day):
        number = day_index // per_day + 1
        day = ShootDay.objects.create(
            production=production,
            date=start + timedelta(days=number - 1),
            day_number=number,
            location="Stage 2 and Millbrook locations",
        )
        for slot, scene in enumerate(scenes[day_index : day_index + per_day]):
            call = timezone.make_aware(datetime.combine(day.date, CALL_TIMES[slot]))
            ScheduledScene.objects.create(shoot_day=day, scene=scene, call_time=call, order=slot)
