"""Template helpers for on-set pages and the partials other apps include."""

from typing import Any

from django import template

register = template.Library()


@register.simple_tag(takes_context=True)
def may(context: dict[str, Any], perm: str, obj: Any) -> bool:
    """Whether the page's user holds a named permission on an object (deny when unknown)."""
    user = context.get("user")
    return bool(user is not None and user.is_authenticated and user.has_perm(perm, obj))
