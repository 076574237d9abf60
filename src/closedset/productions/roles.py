"""The roles of DESIGN section 2. A membership holds one or more of them."""

from django.db import models


class Role(models.TextChoices):
    PERFORMER = "performer", "Performer"
    INTIMACY_COORDINATOR = "intimacy_coordinator", "Intimacy coordinator"
    MENTAL_HEALTH_COORDINATOR = "mental_health_coordinator", "Mental health coordinator"
    DIRECTOR = "director", "Director"
    PRODUCER = "producer", "Producer"
    FIRST_AD = "first_ad", "1st AD"
    COSTUME = "costume", "Costume"
    EDITOR = "editor", "Editor / post"
    AGENT = "agent", "Agent / representative"
    CREW = "crew", "Crew"
    ADMIN = "admin", "Admin"


COORDINATORS = frozenset({Role.INTIMACY_COORDINATOR, Role.MENTAL_HEALTH_COORDINATOR})
PRODUCTION_ROLES = frozenset({Role.DIRECTOR, Role.PRODUCER, Role.FIRST_AD})
