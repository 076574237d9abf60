"""Hash-chained history: entries that are only ever inserted, and the head of each chain.

An entry stores the hash of the entry before it in its chain and its own hash
over its content, its position and that link. Changing, removing or
reordering any entry breaks the hashes from there on; cutting off the newest
entries shows against the head, which records how long the chain is.
"""

from __future__ import annotations

from typing import Any

from django.db import models

from .hashing import GENESIS, entry_hash


class ChainHead(models.Model):
    """The tip of one chain. Appends lock this row, so one chain grows one entry at a time."""

    key = models.CharField(max_length=100, unique=True)
    length = models.PositiveBigIntegerField(default=0)
    last_hash = models.CharField(max_length=64, default=GENESIS)
    updated_at = models.DateTimeField(auto_now=True)

    def __str__(self) -> str:
        return f"{self.key} ({self.length} entries)"


EDIT_REFUSED = "This record is history and append-only: add a new entry instead of editing it."
DELETE_REFUSED = "This record is history and append-only: it cannot be deleted."


class AppendOnlyQuerySet(models.QuerySet[Any]):
    """Bulk update() and delete() skip save() and delete(), so they are refused here too."""

    def update(self, **kwargs: Any) -> int:
        raise ValueError(EDIT_REFUSED)

    def delete(self) -> tuple[int, dict[str, int]]:
        raise ValueError(DELETE_REFUSED)


class AppendOnly(models.Model):
    """A history row (DESIGN section 5): inserted once, never edited or deleted by the app."""

    objects = AppendOnlyQuerySet.as_manager()

    class Meta:
        abstract = True

    def save(self, *args: Any, **kwargs: Any) -> None:
        if self.pk is not None:
            raise ValueError(EDIT_REFUSED)
        super().save(*args, **kwargs)

    def delete(self, *args: Any, **kwargs: Any) -> tuple[int, dict[str, int]]:
        raise ValueError(DELETE_REFUSED)


class ChainedEntry(AppendOnly):
    """Base of every hash-chained history record; subclasses say what their hash covers."""

    chain = models.CharField(max_length=100, editable=False)
    seq = models.PositiveBigIntegerField(editable=False)
    prev_hash = models.CharField(max_length=64, editable=False)
    entry_hash = models.CharField(max_length=64, editable=False, unique=True)

    class Meta:
        abstract = True
        constraints = [
            models.UniqueConstraint(
                fields=["chain", "seq"], name="%(app_label)s_%(class)s_one_entry_per_place"
            )
        ]

    def save(self, *args: Any, **kwargs: Any) -> None:
        if self.pk is None and not self.entry_hash:
            raise ValueError("History entries are added through closedset.audit.chain.append.")
        super().save(*args, **kwargs)

    def chain_content(self) -> dict[str, Any]:
        """Every stored field that matters, as JSON values; sealed text as its ciphertext."""
        raise NotImplementedError(f"{type(self).__name__} must say what its hash covers")

    def computed_hash(self) -> str:
        return entry_hash(
            chain=self.chain, seq=self.seq, prev_hash=self.prev_hash, content=self.chain_content()
        )
