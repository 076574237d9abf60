"""Send notifications whose retry is due (for queues that cannot defer tasks)."""

from __future__ import annotations

from typing import Any

from django.core.management.base import BaseCommand

from closedset.notifications.domain import send_due


class Command(BaseCommand):
    help = "Send every queued or retrying notification whose time has come."

    def handle(self, *args: Any, **options: Any) -> None:
        sent = send_due()
        self.stdout.write(f"sent {sent}")
