"""Background tasks of the scripts app (django-tasks, database backend)."""

from __future__ import annotations

from django_tasks import task

from .importing import process_draft


@task()
def import_draft_task(draft_id: int) -> str:
    return process_draft(draft_id).status
