"""Email notifications that are recorded, sent after commit, retried and never silently lost."""

from __future__ import annotations

from typing import Any


def notify(*args: Any, **kwargs: Any) -> Any:
    """Queue an email; see :func:`closedset.notifications.domain.notify`.

    A thin re-export so callers write ``from closedset.notifications import notify``
    without importing models while the app registry loads.
    """
    from .domain import notify as _notify

    return _notify(*args, **kwargs)
