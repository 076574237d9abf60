"""Everyone on the production can put their calls in their phone's calendar, privately.

The feed is opened by a secret URL that calendar apps poll without logging in,
so it carries only times, places and scene numbers: never consent terms,
notes, breakdown categories or other performers' names.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import re
from typing import Any

import pytest
from django.urls import reverse
from django.utils import timezone
from icalendar import Calendar

from closedset.calendars.models import FeedToken
from closedset.choreography.models import RehearsalCall
from closedset.consent.domain import draft_consent
from closedset.productions.models import ShootDay
from closedset.wardrobe.models import Fitting
from tests.factories import SceneFactory, ShootDayFactory, schedule

from .consent_helpers import some_terms

SECRET_REASON = "Anna told me about her surgery scar"
DAY_NOTE = "Closed set: full nudity, sc. 1"


def _at(day: Any, hour: int, minute: int = 0) -> dt.datetime:
    return timezone.make_aware(dt.datetime.combine(day, dt.time(hour, minute)))


def _fitting(world: Any, member: Any, scene: Any, *, hour: int, location: str) -> Fitting:
    on = timezone.localdate() + dt.timedelta(days=3)
    return Fitting.objects.create(
        production=world.production,
        performer=member,
        scene=scene,
        starts_at=_at(on, hour),
        ends_at=_at(on, hour + 1),
        location=location,
        created_by=world.person("costume"),
    )


def _call(world: Any, member: Any, scene: Any, *, hour: int) -> RehearsalCall:
    on = timezone.localdate() + dt.timedelta(days=4)
    call = RehearsalCall.objects.create(
        production=world.production,
        scene=scene,
        starts_at=_at(on, hour),
        ends_at=_at(on, hour + 2),
        location="Studio B",
        created_by=world.person("intimacy_coordinator"),
    )
    call.performers.set([member])
    return call


@pytest.fixture
def calls(world: Any) -> dict[str, Any]:
    """Anna (the performer) and Ben (the other performer) each have a day, fitting, rehearsal."""
    anna, ben = world.members["performer"], world.other_performer
    anna_scene, ben_scene = world.objects["anna_scene"], world.objects["ben_scene"]
    anna_day = world.objects["anna_day"]
    ShootDay.objects.filter(pk=anna_day.pk).update(location="Pool house", notes=DAY_NOTE)
    anna_day.refresh_from_db()
    early = SceneFactory(production=world.production, number="1A", heading="EXT. POOL - DAWN")
    early.characters.set(anna_scene.characters.all())
    schedule(anna_day, early, hour=6)
    draft_consent(anna_scene, anna, some_terms(), actor=world.person("intimacy_coordinator"))
    draft_consent(
        anna_scene,
        anna,
        some_terms(),
        actor=world.person("intimacy_coordinator"),
        reason=SECRET_REASON,
    )
    return {
        "anna_fitting": _fitting(world, anna, anna_scene, hour=10, location="Costume truck"),
        "ben_fitting": _fitting(world, ben, ben_scene, hour=14, location="Ben's trailer"),
        "anna_call": _call(world, anna, anna_scene, hour=9),
        "ben_call": _call(world, ben, ben_scene, hour=15),
    }


def _subscribe(client: Any, world: Any, role: str) -> str:
    """Log in, make the link, log out: return the feed path as a calendar app would use it."""
    if role == "other_performer":
        client.force_login(world.other_performer.person)
    else:
        client.force_login(world.person(role))
    response = client.post(reverse("calendar", args=[world.production.pk]), {"action": "reset"})
    assert response.status_code == 200
    match = re.search(r'value="http://testserver(/calendar/[^"]+\.ics)"', response.content.decode())
    assert match, "the new link is shown"
    client.logout()
    return match.group(1)


def _feed(client: Any, path: str) -> dict[str, Any]:
    response = client.get(path)
    assert response.status_code == 200
    assert response["Content-Type"].startswith("text/calendar")
    calendar = Calendar.from_ical(response.content)
    return {str(e["UID"]): e for e in calendar.walk("VEVENT")}


def _uids(world: Any, calls: dict[str, Any], *names: str) -> set[str]:
    """The UIDs the feed gives to named records: anna_day, ben_fitting, anna_call…"""
    kinds = {"day": "shootday", "fitting": "fitting", "call": "rehearsal"}
    uids = set()
    for name in names:
        kind = name.split("_")[1]
        record = world.objects[name] if kind == "day" else calls[name]
        uids.add(f"{kinds[kind]}-{record.pk}@closedset")
    return uids


def test_a_member_subscribes_and_sees_the_secret_link_only_once(client: Any, world: Any) -> None:
    path = _subscribe(client, world, "crew")
    raw = path.removeprefix("/calendar/").removesuffix(".ics")
    token = FeedToken.objects.get(membership=world.members["crew"])
    assert token.token_hash == hashlib.sha256(raw.encode()).hexdigest()
    assert not FeedToken.objects.filter(token_hash=raw).exists()
    client.force_login(world.person("crew"))
    page = client.get(reverse("calendar", args=[world.production.pk])).content.decode()
    assert raw not in page
    assert "You have a calendar link" in page


def test_a_performer_gets_only_their_days_fittings_and_rehearsals(
    client: Any, world: Any, calls: dict[str, Any]
) -> None:
    events = _feed(client, _subscribe(client, world, "performer"))
    assert set(events) == _uids(world, calls, "anna_day", "anna_fitting", "anna_call")
    day = events[f"shootday-{world.objects['anna_day'].pk}@closedset"]
    call_time = timezone.localtime(day.decoded("DTSTART"))
    assert (call_time.date(), call_time.time()) == (world.objects["anna_day"].date, dt.time(6))
    assert str(day["LOCATION"]) == "Pool house"
    assert f"Scenes: 1A, {world.objects['anna_scene'].label}" in str(day["DESCRIPTION"])
    fitting = events[f"fitting-{calls['anna_fitting'].pk}@closedset"]
    assert fitting.decoded("DTSTART") == calls["anna_fitting"].starts_at
    assert fitting.decoded("DTEND") == calls["anna_fitting"].ends_at


def test_leads_get_every_shoot_day_but_no_fittings_or_rehearsals(
    client: Any, world: Any, calls: dict[str, Any]
) -> None:
    events = _feed(client, _subscribe(client, world, "first_ad"))
    assert set(events) == _uids(world, calls, "anna_day", "ben_day")


def test_costume_gets_every_fitting_and_the_ic_everything(
    client: Any, world: Any, calls: dict[str, Any]
) -> None:
    costume = _feed(client, _subscribe(client, world, "costume"))
    assert set(costume) == _uids(world, calls, "anna_day", "ben_day", "anna_fitting", "ben_fitting")
    ic = _feed(client, _subscribe(client, world, "intimacy_coordinator"))
    assert set(ic) == set(costume) | _uids(world, calls, "anna_call", "ben_call")


@pytest.mark.parametrize("role", ["agent", "admin", "editor"])
def test_roles_not_on_the_schedule_get_an_empty_calendar(
    client: Any, world: Any, calls: dict[str, Any], role: str
) -> None:
    assert _feed(client, _subscribe(client, world, role)) == {}


def test_the_feed_never_carries_notes_reasons_terms_or_other_performers(
    client: Any, world: Any, calls: dict[str, Any]
) -> None:
    anna_feed = client.get(_subscribe(client, world, "performer")).content.decode()
    ic_feed = client.get(_subscribe(client, world, "intimacy_coordinator")).content.decode()
    for text in (anna_feed, ic_feed):
        unfolded = text.replace("\r\n ", "")
        for secret in (SECRET_REASON, DAY_NOTE, "Other performer", "Performer person", "POOL"):
            assert secret not in unfolded
        assert "nudity" not in unfolded.lower()
    assert "Ben's trailer" not in anna_feed
    assert "Studio B" in anna_feed


def test_uids_stay_the_same_between_refreshes(
    client: Any, world: Any, calls: dict[str, Any]
) -> None:
    path = _subscribe(client, world, "intimacy_coordinator")
    assert set(_feed(client, path)) == set(_feed(client, path))


def test_revoking_the_link_stops_the_feed(client: Any, world: Any) -> None:
    path = _subscribe(client, world, "performer")
    client.force_login(world.person("performer"))
    client.post(reverse("calendar", args=[world.production.pk]), {"action": "revoke"})
    client.logout()
    assert client.get(path).status_code == 404
    assert FeedToken.objects.get(membership=world.members["performer"]).revoked_at is not None


def test_resetting_gives_a_new_link_and_the_old_one_stops(client: Any, world: Any) -> None:
    old = _subscribe(client, world, "performer")
    new = _subscribe(client, world, "performer")
    assert new != old
    assert client.get(old).status_code == 404
    assert client.get(new).status_code == 200


def test_an_unknown_link_is_not_found(client: Any, world: Any) -> None:
    assert client.get(reverse("calendar_feed", args=["not-a-real-token"])).status_code == 404


def test_another_production_never_reaches_the_feed(client: Any, world: Any) -> None:
    other_day = world.objects["other_day"]
    path = _subscribe(client, world, "first_ad")
    assert f"shootday-{other_day.pk}@closedset" not in _feed(client, path)


def test_the_feed_costs_the_same_queries_for_many_days(
    client: Any, world: Any, calls: dict[str, Any], django_assert_max_num_queries: Any
) -> None:
    anna, scene = world.members["performer"], world.objects["anna_scene"]
    for offset in range(6):
        day = ShootDayFactory(
            production=world.production, date=timezone.localdate() + dt.timedelta(days=20 + offset)
        )
        schedule(day, scene, hour=7)
        _fitting(world, anna, scene, hour=8 + offset, location="Costume truck")
        _call(world, anna, scene, hour=8 + offset)
    for role in ("performer", "intimacy_coordinator"):
        path = _subscribe(client, world, role)
        with django_assert_max_num_queries(5):
            events = _feed(client, path)
        assert len(events) >= 19
