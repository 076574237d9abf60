"""The timed jobs: advisories go out when the ruleset's notice begins; failed mail is retried."""

from __future__ import annotations

import datetime as dt
from io import StringIO
from typing import Any

from django.core import mail
from django.core.management import call_command
from django.utils import timezone

from closedset.wellbeing.advisories import generate_advisories
from closedset.wellbeing.models import Advisory

from .readiness_helpers import flag, readiness_of


def test_advisories_are_sent_once_the_notice_period_begins(
    world: Any, django_capture_on_commit_callbacks: Any
) -> None:
    flag(world, "self_harm")
    day = world.objects["anna_day"]
    generate_advisories(day, actor=world.person("mental_health_coordinator"))
    out = StringIO()
    call_command("run_due_jobs", stdout=out)
    assert "advisories: 0" in out.getvalue(), "ten days ahead is before the 48 h notice"

    item = readiness_of(world).item
    item.call_time = timezone.now() + dt.timedelta(hours=47)
    item.save()
    with django_capture_on_commit_callbacks(execute=True):
        call_command("run_due_jobs", stdout=out)
    called = Advisory.objects.filter(shoot_day=day).values("membership").distinct().count()
    assert called > 0
    assert len([m for m in mail.outbox if "advisory" in m.subject.lower()]) == called
