"""``closedset worker``: process background tasks from the database queue."""

from __future__ import annotations

from typing import Any

from django.core.management import call_command
from django.core.management.base import BaseCommand, CommandParser


class Command(BaseCommand):
    help = "Run a background task worker (django-tasks database backend)."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--interval", type=float, default=1.0)

    def handle(self, *args: Any, **options: Any) -> None:
        call_command("db_worker", interval=options["interval"], no_startup_delay=True)
