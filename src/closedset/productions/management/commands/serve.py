"""``closedset serve``: migrate, optionally load the demo, then serve with a worker.

In the embedded default one command must give a working system, so the
background task worker runs beside the web server as a child process.
"""

from __future__ import annotations

import subprocess
import sys
from typing import Any

from django.core.management import call_command
from django.core.management.base import BaseCommand, CommandParser


class Command(BaseCommand):
    help = "Serve the Closed Set web app (and one task worker unless --no-worker)."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--host", default="127.0.0.1")
        parser.add_argument("--port", type=int, default=8000)
        parser.add_argument("--demo", action="store_true", help="create the demo production")
        parser.add_argument("--no-worker", action="store_true", help="run workers separately")
        parser.add_argument("--threads", type=int, default=8)

    def handle(self, *args: Any, **options: Any) -> None:
        call_command("migrate", interactive=False, verbosity=0)
        if options["demo"]:
            call_command("demo")
        worker = None
        if not options["no_worker"]:
            worker = subprocess.Popen([sys.executable, "-m", "closedset", "worker"])
        from waitress import serve

        from closedset.wsgi import application

        host, port = options["host"], options["port"]
        self.stdout.write(f"Closed Set is serving on http://{host}:{port}/ (Ctrl-C to stop)")
        try:
            serve(application, host=host, port=port, threads=options["threads"])
        finally:
            if worker is not None:
                worker.terminate()
                worker.wait(timeout=10)
