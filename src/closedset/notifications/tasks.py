"""Background task that sends one notification (django-tasks, database backend)."""

from __future__ import annotations

from django_tasks import task

from .domain import deliver


@task()
def deliver_notification(notification_id: int) -> str:
    return deliver(notification_id)
