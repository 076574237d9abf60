"""Choreography beats (working documents the IC edits) and the append-only rehearsal log."""

from __future__ import annotations

from django.conf import settings
from django.db import models

from closedset.audit.models import AppendOnly
from closedset.consent.schema import EXPOSURE_AREAS, TOUCH_ZONES
from closedset.productions.models import Membership, Scene

GENITAL_ZONES = {"genitals": EXPOSURE_AREAS["genitals"], "pubic_area": EXPOSURE_AREAS["pubic_area"]}
"""Zones a consent's touch list can never name: contact there needs a barrier and an agreed act."""

ZONES = {**TOUCH_ZONES, **GENITAL_ZONES}


class Barrier(models.TextChoices):
    NONE = "none", "None"
    GENITAL_COVER = "genital_cover", "Genital cover"
    BARRIER_PILLOW = "barrier_pillow", "Barrier pillow"
    NIPPLE_COVERS = "nipple_covers", "Nipple covers"
    THONG = "thong", "Thong"
    ROBE = "robe", "Robe"


class Beat(models.Model):
    """One moment of the scene: who touches whom, where, how, with which barrier."""

    scene = models.ForeignKey(Scene, on_delete=models.CASCADE, related_name="beats")
    order = models.PositiveIntegerField()
    toucher = models.ForeignKey(Membership, on_delete=models.PROTECT, related_name="+")
    touched = models.ForeignKey(Membership, on_delete=models.PROTECT, related_name="+")
    zone = models.CharField(max_length=20, choices=list(ZONES.items()))
    how = models.TextField(blank=True)
    barrier = models.CharField(max_length=20, choices=Barrier.choices, default=Barrier.NONE)
    updated_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+"
    )
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["scene", "order", "pk"]

    def __str__(self) -> str:
        return f"Beat {self.order} of scene {self.scene_id}"

    @property
    def is_genital_contact(self) -> bool:
        return self.zone in GENITAL_ZONES


class RehearsalEntry(AppendOnly):
    """What happened at one rehearsal; entries are added, never changed."""

    scene = models.ForeignKey(Scene, on_delete=models.CASCADE, related_name="rehearsals")
    date = models.DateField()
    notes = models.TextField()
    logged_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+"
    )
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["scene", "date", "created_at"]

    def __str__(self) -> str:
        return f"Rehearsal of scene {self.scene_id} on {self.date}"


class RehearsalCall(models.Model):
    """A scheduled rehearsal of a scene and who is called to it (the log records what happened)."""

    production = models.ForeignKey(
        "productions.Production", on_delete=models.CASCADE, related_name="rehearsal_calls"
    )
    scene = models.ForeignKey(Scene, on_delete=models.CASCADE, related_name="rehearsal_calls")
    starts_at = models.DateTimeField()
    ends_at = models.DateTimeField()
    location = models.CharField(max_length=200, blank=True)
    performers = models.ManyToManyField(Membership, related_name="rehearsal_calls")
    created_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+"
    )
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["starts_at", "pk"]
        constraints = [
            models.CheckConstraint(
                condition=models.Q(ends_at__gt=models.F("starts_at")),
                name="rehearsal_call_ends_after_start",
            )
        ]

    def __str__(self) -> str:
        return f"Rehearsal call for scene {self.scene_id} at {self.starts_at:%Y-%m-%d %H:%M}"
