"""Appending to a chain: lock its head, read what you need, then append."""

from __future__ import annotations

from typing import TypeVar

from django.db import transaction

from .models import ChainedEntry, ChainHead

Entry = TypeVar("Entry", bound=ChainedEntry)


def lock_chain(key: str) -> ChainHead:
    """Lock the chain's head until the transaction ends.

    Callers read the state they decide on only after this, so two writers on
    the same chain (a withdrawal and a confirmation at the same moment) run
    one after the other and neither is lost.
    """
    if not transaction.get_connection().in_atomic_block:
        raise RuntimeError("lock_chain must run inside transaction.atomic()")
    head, _ = ChainHead.objects.select_for_update().get_or_create(key=key)
    return head


def append(head: ChainHead, entry: Entry) -> Entry:
    """Place the entry after the head's last one, hash it, insert it, move the head."""
    entry.chain = head.key
    entry.seq = head.length + 1
    entry.prev_hash = head.last_hash
    entry.entry_hash = entry.computed_hash()
    entry.save()
    head.length = entry.seq
    head.last_hash = entry.entry_hash
    head.save(update_fields=["length", "last_hash", "updated_at"])
    return entry
