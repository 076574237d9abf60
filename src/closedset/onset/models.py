"""Records of the shoot day (DESIGN sections 1 and 4).

The closed-set list is a working document: it is edited until it is
published, and any change after that un-publishes it. Everything that
happened on the day (publications, admissions at the door, check-ins,
pauses and their resolution, wraps, debrief offers and debriefs) is history,
inserted once and never changed.
"""

from __future__ import annotations

from django.conf import settings
from django.db import models

from closedset.audit.models import AppendOnly
from closedset.audit.sealing import unseal
from closedset.productions.models import Membership, Production, Scene, ShootDay


class ClosedSetList(models.Model):
    """Who is essential on set for one scene; published means the list is final for now."""

    scene = models.OneToOneField(Scene, on_delete=models.CASCADE, related_name="closed_set")
    published_at = models.DateTimeField(null=True, blank=True)
    published_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, null=True, blank=True, related_name="+"
    )
    background_told_at = models.DateTimeField(null=True, blank=True)
    background_told_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, null=True, blank=True, related_name="+"
    )
    background_note = models.TextField(blank=True)

    def __str__(self) -> str:
        return f"Closed set of scene {self.scene_id}"

    @property
    def is_published(self) -> bool:
        return self.published_at is not None


class ClosedSetEntry(models.Model):
    """One essential person on a closed set, with what they do there."""

    list = models.ForeignKey(ClosedSetList, on_delete=models.CASCADE, related_name="entries")
    membership = models.ForeignKey(Membership, on_delete=models.CASCADE, related_name="+")
    role_on_set = models.CharField(max_length=120)

    class Meta:
        ordering = ["membership__person__name", "pk"]
        constraints = [
            models.UniqueConstraint(fields=["list", "membership"], name="once_on_a_closed_set")
        ]

    def __str__(self) -> str:
        return f"{self.membership_id} as {self.role_on_set}"


def _no_names() -> list[dict[str, str]]:
    return []


class ClosedSetPublication(AppendOnly):
    """Each time a list was published: by whom, when, and the names on it at that moment."""

    list = models.ForeignKey(ClosedSetList, on_delete=models.CASCADE, related_name="publications")
    published_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+"
    )
    published_at = models.DateTimeField(auto_now_add=True)
    names = models.JSONField(default=_no_names)

    class Meta:
        ordering = ["-published_at", "-pk"]

    def __str__(self) -> str:
        return f"Publication of {self.list_id} at {self.published_at}"


class Admission(AppendOnly):
    """Someone let onto (or turned away from) a closed set at the door."""

    list = models.ForeignKey(ClosedSetList, on_delete=models.CASCADE, related_name="admissions")
    membership = models.ForeignKey(
        Membership, on_delete=models.CASCADE, null=True, blank=True, related_name="+"
    )
    visitor_name = models.CharField(max_length=200, blank=True)
    on_list = models.BooleanField(default=False)
    refused = models.BooleanField(default=False)
    admitted_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+"
    )
    at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-at", "-pk"]

    def __str__(self) -> str:
        return f"Admission to {self.list_id} at {self.at}"

    @property
    def name(self) -> str:
        return self.membership.person.name if self.membership else self.visitor_name


class CheckInStatus(models.TextChoices):
    READY = "ready", "Ready"
    NEED_TO_TALK = "need_to_talk", "Need to talk"


class CheckIn(AppendOnly):
    """A performer's word before a scene on a shoot day; the newest one is in force."""

    production = models.ForeignKey(Production, on_delete=models.CASCADE, related_name="+")
    shoot_day = models.ForeignKey(ShootDay, on_delete=models.CASCADE, related_name="+")
    scene = models.ForeignKey(Scene, on_delete=models.CASCADE, related_name="+")
    membership = models.ForeignKey(Membership, on_delete=models.CASCADE, related_name="+")
    status = models.CharField(max_length=20, choices=CheckInStatus.choices)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["created_at", "pk"]

    def __str__(self) -> str:
        return f"Check-in {self.status} for scene {self.scene_id}"


class Pause(AppendOnly):
    """A pause called from a phone. An anonymous pause stores nobody: no person, no trace."""

    production = models.ForeignKey(Production, on_delete=models.CASCADE, related_name="+")
    shoot_day = models.ForeignKey(
        ShootDay, on_delete=models.SET_NULL, null=True, blank=True, related_name="+"
    )
    scene = models.ForeignKey(
        Scene, on_delete=models.SET_NULL, null=True, blank=True, related_name="+"
    )
    called_by = models.ForeignKey(
        Membership, on_delete=models.SET_NULL, null=True, blank=True, related_name="+"
    )
    anonymous = models.BooleanField(default=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-created_at", "-pk"]
        constraints = [
            models.CheckConstraint(
                condition=~models.Q(anonymous=True, called_by__isnull=False),
                name="anonymous_pause_names_nobody",
            )
        ]

    def __str__(self) -> str:
        return f"Pause {self.pk}"


class PauseResolution(AppendOnly):
    """The pause is over: who said so, when, and how it was settled."""

    pause = models.OneToOneField(Pause, on_delete=models.CASCADE, related_name="resolution")
    resolved_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+"
    )
    at = models.DateTimeField(auto_now_add=True)
    note = models.TextField(blank=True)

    def __str__(self) -> str:
        return f"Resolution of pause {self.pause_id}"


class SceneWrap(AppendOnly):
    """A flagged scene is done for the day; its performers are offered a debrief or warm-down."""

    scene = models.ForeignKey(Scene, on_delete=models.CASCADE, related_name="+")
    shoot_day = models.ForeignKey(ShootDay, on_delete=models.CASCADE, related_name="+")
    by = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+")
    at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-at", "-pk"]
        constraints = [
            models.UniqueConstraint(fields=["scene", "shoot_day"], name="one_wrap_per_scene_day")
        ]

    def __str__(self) -> str:
        return f"Wrap of scene {self.scene_id} on day {self.shoot_day_id}"


class DebriefKind(models.TextChoices):
    DEBRIEF = "debrief", "Debrief"
    WARM_DOWN = "warm_down", "Warm-down"


class DebriefResponse(AppendOnly):
    """A performer's answer to the offer after a wrap; the newest answer is in force."""

    wrap = models.ForeignKey(SceneWrap, on_delete=models.CASCADE, related_name="responses")
    membership = models.ForeignKey(Membership, on_delete=models.CASCADE, related_name="+")
    accepted = models.BooleanField()
    at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["at", "pk"]

    def __str__(self) -> str:
        return f"Debrief answer for wrap {self.wrap_id}"


class DebriefLog(AppendOnly):
    """A debrief or warm-down held with a performer; the note is sealed and stays with them."""

    scene = models.ForeignKey(Scene, on_delete=models.CASCADE, related_name="+")
    shoot_day = models.ForeignKey(ShootDay, on_delete=models.CASCADE, related_name="+")
    membership = models.ForeignKey(Membership, on_delete=models.CASCADE, related_name="+")
    kind = models.CharField(max_length=20, choices=DebriefKind.choices)
    held_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+"
    )
    held_at = models.DateTimeField(auto_now_add=True)
    note_sealed = models.TextField(blank=True)

    class Meta:
        ordering = ["-held_at", "-pk"]

    def __str__(self) -> str:
        return f"{self.kind} for scene {self.scene_id}"

    @property
    def note(self) -> str:
        return unseal(self.note_sealed)
