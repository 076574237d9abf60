from __future__ import annotations

from typing import Any

from django.core.management.base import BaseCommand

from closedset.productions.demo import DEMO_PASSWORD, create_demo


class Command(BaseCommand):
    help = "Create the demo production (once) and print one login per role."

    def handle(self, *args: Any, **options: Any) -> None:
        production, logins = create_demo()
        self.stdout.write(f"Demo production: {production.title}")
        self.stdout.write(f"Every demo login uses the password: {DEMO_PASSWORD}")
        for email, roles in logins:
            self.stdout.write(f"  {email:<40} {roles}")
