"""``closedset worker``: background tasks from the database queue, and the timed jobs."""

from __future__ import annotations

from typing import Any

from django.core.management import call_command
from django.core.management.base import BaseCommand, CommandParser


class Command(BaseCommand):
    help = "Run a background task worker (django-tasks database backend)."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--interval", type=float, default=1.0)
        parser.add_argument(
            "--due-every",
            type=float,
            default=60.0,
            help="seconds between runs of the timed jobs (advisories, mail retries)",
        )

    def handle(self, *args: Any, **options: Any) -> None:
        from closedset.readiness.timers import start_timer

        stop = start_timer(options["due_every"])
        try:
            call_command("db_worker", interval=options["interval"], no_startup_delay=True)
        finally:
            stop.set()
