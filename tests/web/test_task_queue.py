"""The real database task queue: an upload waits in the queue until a worker reads it."""

from __future__ import annotations

from typing import Any

import pytest
from django.core.management import call_command

from closedset.productions.models import Production
from closedset.scripts.importing import upload_draft
from closedset.scripts.models import ScriptDraft
from tests.factories import PersonFactory

SCRIPT = b"INT. ROOM - DAY\n\nA quiet scene with MARA (40) reading by the window.\n"


@pytest.mark.django_db(transaction=True)
def test_worker_processes_a_queued_draft(settings: Any) -> None:
    settings.TASKS = {"default": {"BACKEND": "django_tasks_db.DatabaseBackend"}}
    production = Production.objects.create(title="Queue test")
    draft = upload_draft(
        production, filename="room.fountain", content=SCRIPT, actor=PersonFactory()
    )
    draft.refresh_from_db()
    assert draft.status == ScriptDraft.Status.QUEUED
    call_command("db_worker", batch=True, no_startup_delay=True, verbosity=0)
    draft.refresh_from_db()
    assert draft.status == ScriptDraft.Status.DONE
    assert production.scenes.get().heading == "INT. ROOM - DAY"
