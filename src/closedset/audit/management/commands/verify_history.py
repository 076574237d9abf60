"""``closedset verify_history``: recompute every hash chain; exit 1 at the first break."""

from __future__ import annotations

from typing import Any

from django.core.management.base import BaseCommand, CommandError

from closedset.audit.verify import verify_history


class Command(BaseCommand):
    help = "Check that no consent or other history entry was changed, removed or reordered."

    def handle(self, *args: Any, **options: Any) -> None:
        report = verify_history()
        if report.breaks:
            for extra in report.breaks[1:]:
                self.stderr.write(f"also broken: {extra}")
            raise CommandError(f"history is broken at {report.breaks[0]}")
        self.stdout.write(f"history intact: {report.entries} entries in {report.chains} chain(s).")
