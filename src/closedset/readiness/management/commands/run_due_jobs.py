"""``closedset run_due_jobs``: send due advisories and notification retries once (for cron)."""

from __future__ import annotations

from typing import Any

from django.core.management.base import BaseCommand

from closedset.readiness.timers import run_due_jobs


class Command(BaseCommand):
    help = "Send content advisories whose notice has begun and retry notifications now due."

    def handle(self, *args: Any, **options: Any) -> None:
        done = run_due_jobs()
        self.stdout.write(", ".join(f"{k}: {v}" for k, v in done.items()))
