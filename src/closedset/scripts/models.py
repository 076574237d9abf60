"""Script drafts uploaded to a production, and what each changed in its scenes."""

from __future__ import annotations

from django.conf import settings
from django.db import models

from closedset.productions.models import Production, Scene


class ScriptDraft(models.Model):
    """One uploaded file. Its scenes are applied to the production only once it parses."""

    class Status(models.TextChoices):
        QUEUED = "queued", "Waiting to be read"
        PROCESSING = "processing", "Reading"
        DONE = "done", "Imported"
        FAILED = "failed", "Could not be imported"

    production = models.ForeignKey(Production, on_delete=models.CASCADE, related_name="drafts")
    version = models.PositiveIntegerField()
    filename = models.CharField(max_length=255)
    content = models.BinaryField(editable=False)
    sha256 = models.CharField(max_length=64)
    size = models.PositiveIntegerField()
    uploaded_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, related_name="+"
    )
    uploaded_at = models.DateTimeField(auto_now_add=True)
    status = models.CharField(max_length=12, choices=Status.choices, default=Status.QUEUED)
    progress = models.PositiveSmallIntegerField(default=0)
    error = models.TextField(blank=True)
    source_format = models.CharField(max_length=12, blank=True)
    title = models.CharField(max_length=300, blank=True)
    page_count = models.PositiveIntegerField(default=0)
    scene_count = models.PositiveIntegerField(default=0)
    warnings = models.JSONField(default=list)
    finished_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-version"]
        constraints = [
            models.UniqueConstraint(fields=["production", "version"], name="one_version_number"),
            models.UniqueConstraint(fields=["production", "sha256"], name="same_file_once"),
        ]

    def __str__(self) -> str:
        return f"Draft {self.version} of {self.production}"

    @property
    def is_finished(self) -> bool:
        return self.status in (self.Status.DONE, self.Status.FAILED)


class SceneChange(models.Model):
    """What a draft did to one scene: the IC revisits consents of changed intimate scenes."""

    class Kind(models.TextChoices):
        ADDED = "added", "Added"
        REMOVED = "removed", "Removed"
        CHANGED = "changed", "Changed"
        UNCHANGED = "unchanged", "Unchanged"

    draft = models.ForeignKey(ScriptDraft, on_delete=models.CASCADE, related_name="changes")
    scene = models.ForeignKey(Scene, on_delete=models.CASCADE, related_name="changes")
    kind = models.CharField(max_length=10, choices=Kind.choices)
    similarity = models.FloatField(default=0)
    old_heading = models.CharField(max_length=300, blank=True)
    old_ordinal = models.PositiveIntegerField(null=True, blank=True)
    old_text = models.TextField(blank=True)

    class Meta:
        ordering = ["scene__ordinal"]

    def __str__(self) -> str:
        return f"{self.kind}: {self.scene}"
