"""Modesty garments per performer per scene, their status log, and performers' sizes."""

from __future__ import annotations

from django.conf import settings
from django.db import models

from closedset.audit.models import AppendOnly
from closedset.choreography.models import Barrier
from closedset.productions.models import Membership, Scene

GARMENTS = [(value, label) for value, label in Barrier.choices if value != Barrier.NONE]


class GarmentStatus(models.TextChoices):
    NEEDED = "needed", "Needed"
    ORDERED = "ordered", "Ordered"
    FITTED = "fitted", "Fitted"


NEXT_STATUS = {
    GarmentStatus.NEEDED: GarmentStatus.ORDERED,
    GarmentStatus.ORDERED: GarmentStatus.FITTED,
}


class GarmentItem(models.Model):
    """One garment for one performer in one scene; created when costume first moves it."""

    scene = models.ForeignKey(Scene, on_delete=models.CASCADE, related_name="garments")
    performer = models.ForeignKey(Membership, on_delete=models.CASCADE, related_name="garments")
    kind = models.CharField(max_length=20, choices=GARMENTS)
    status = models.CharField(
        max_length=10, choices=GarmentStatus.choices, default=GarmentStatus.NEEDED
    )

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["scene", "performer", "kind"], name="one_garment_kind")
        ]

    def __str__(self) -> str:
        return f"{self.get_kind_display()} for {self.performer_id} in scene {self.scene_id}"


class GarmentStatusChange(AppendOnly):
    """Who moved a garment to which status, and when; rows are added, never changed."""

    item = models.ForeignKey(GarmentItem, on_delete=models.CASCADE, related_name="changes")
    status = models.CharField(max_length=10, choices=GarmentStatus.choices)
    changed_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+"
    )
    changed_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["changed_at", "pk"]

    def __str__(self) -> str:
        return f"{self.item} → {self.status}"


class PerformerSize(models.Model):
    """A performer's sizes on a production: read by costume and the IC only."""

    performer = models.OneToOneField(Membership, on_delete=models.CASCADE, related_name="size")
    sizes = models.CharField(max_length=300)
    updated_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+"
    )
    updated_at = models.DateTimeField(auto_now=True)

    def __str__(self) -> str:
        return f"Sizes of {self.performer_id}"


class Fitting(models.Model):
    """A performer's appointment with costume, scheduled by costume or the IC."""

    production = models.ForeignKey(
        "productions.Production", on_delete=models.CASCADE, related_name="fittings"
    )
    performer = models.ForeignKey(Membership, on_delete=models.CASCADE, related_name="fittings")
    scene = models.ForeignKey(
        Scene, on_delete=models.SET_NULL, null=True, blank=True, related_name="fittings"
    )
    starts_at = models.DateTimeField()
    ends_at = models.DateTimeField()
    location = models.CharField(max_length=200, blank=True)
    created_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+"
    )
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["starts_at", "pk"]
        constraints = [
            models.CheckConstraint(
                condition=models.Q(ends_at__gt=models.F("starts_at")),
                name="fitting_ends_after_start",
            )
        ]

    def __str__(self) -> str:
        return f"Fitting of {self.performer_id} at {self.starts_at:%Y-%m-%d %H:%M}"
