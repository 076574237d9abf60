"""Recompute every chain and say where the first break is."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from django.apps import apps

from .hashing import GENESIS
from .models import ChainedEntry, ChainHead


@dataclass(frozen=True)
class Break:
    chain: str
    seq: int
    problem: str
    model: str = ""
    pk: int | None = None

    def __str__(self) -> str:
        where = f"{self.model} id={self.pk}, " if self.pk is not None else ""
        return f"chain {self.chain}, entry {self.seq} ({where}{self.problem})"


@dataclass(frozen=True)
class Report:
    chains: int
    entries: int
    breaks: list[Break]


def chained_models() -> list[type[ChainedEntry]]:
    return [m for m in apps.get_models() if issubclass(m, ChainedEntry)]


def _entries() -> Iterator[tuple[str, ChainedEntry]]:
    for model in chained_models():
        for entry in model._default_manager.order_by("chain", "seq").iterator():
            yield model._meta.label, entry


def verify_history() -> Report:
    """Walk every entry in order; the first break per chain is reported, later ones follow it."""
    heads = {head.key: head for head in ChainHead.objects.all()}
    seen: dict[str, tuple[int, str]] = {}
    broken: dict[str, Break] = {}
    count = 0
    for label, entry in _entries():
        count += 1
        if entry.chain in broken:
            continue
        last_seq, last_hash = seen.get(entry.chain, (0, GENESIS))
        problem = ""
        if entry.seq != last_seq + 1:
            problem = f"follows entry {last_seq}: entries before it are missing or moved"
        elif entry.prev_hash != last_hash:
            problem = "its link to the previous entry does not match"
        elif entry.computed_hash() != entry.entry_hash:
            problem = "its content was changed after it was written"
        if problem:
            broken[entry.chain] = Break(entry.chain, entry.seq, problem, label, entry.pk)
        seen[entry.chain] = (entry.seq, entry.entry_hash)
    for key in sorted(set(seen) | set(heads)):
        if key in broken:
            continue
        length, last_hash = seen.get(key, (0, GENESIS))
        head = heads.get(key)
        if head is None:
            broken[key] = Break(key, length, "the chain has no head record")
        elif head.length != length or head.last_hash != last_hash:
            broken[key] = Break(
                key,
                length + 1,
                f"the head records {head.length} entries but {length} remain: the newest "
                "entries were removed or the head was changed",
            )
    ordered = sorted(broken.values(), key=lambda b: (b.chain, b.seq))
    return Report(chains=len(set(seen) | set(heads)), entries=count, breaks=ordered)
