"""Work that is due at a time rather than after a request: retries and advisories.

The database task queue runs what requests enqueue; these jobs are the ones
nobody enqueues, so the worker runs :func:`run_due_jobs` on a timer.
"""

from __future__ import annotations

import logging
import threading
from datetime import timedelta

from django.db import close_old_connections
from django.utils import timezone

from closedset.notifications.domain import send_due
from closedset.productions.models import Production
from closedset.rulesets.effective import notice_hours
from closedset.rulesets.models import RuleCheck
from closedset.wellbeing.advisories import send_due_advisories

log = logging.getLogger(__name__)


def advisory_notice(production: Production) -> timedelta:
    return timedelta(hours=notice_hours(production, RuleCheck.ADVISORY_SENT))


def run_due_jobs() -> dict[str, int]:
    """Send advisories whose notice period has begun and retry notifications now due."""
    advisories = send_due_advisories(timezone.now(), advisory_notice)
    retried = send_due()
    return {"advisories": advisories, "notifications": retried}


def start_timer(every_seconds: float) -> threading.Event:
    """Run the due jobs in a daemon thread until the returned event is set."""
    stop = threading.Event()

    def loop() -> None:
        while not stop.wait(every_seconds):
            try:
                run_due_jobs()
            except Exception:
                log.exception("due jobs failed; trying again in %s s", every_seconds)
            finally:
                close_old_connections()

    threading.Thread(target=loop, name="closedset-due-jobs", daemon=True).start()
    return stop
