"""Template filters shared by every app's pages."""

from django import template

from closedset.productions.roles import Role

register = template.Library()

_NEEDS = {
    "intimacy_coordinator": "IC",
    "mental_health_coordinator": "MHC",
    "minor_protections": "minor protections",
}


@register.filter
def words(value: str) -> str:
    """A stored key as words: ``sexual_violence`` reads as "sexual violence"."""
    return str(value).replace("_", " ")


@register.filter
def need(value: str) -> str:
    """A need as coordinators say it on set."""
    return _NEEDS.get(str(value), str(value).replace("_", " "))


@register.filter
def role(value: str) -> str:
    """A stored role as people say it: ``first_ad`` reads as "1st AD"."""
    try:
        return str(Role(value).label)
    except ValueError:
        return str(value).replace("_", " ")
