"""The hash of one history entry: sha256 over canonical JSON of its content and links.

Canonical means sorted keys, no whitespace and UTF-8, so that the same content
hashes the same on SQLite and PostgreSQL (jsonb reorders keys) and in any
Python version.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

GENESIS = "0" * 64
"""The prev_hash of the first entry of every chain."""


def canonical_json(value: Any) -> bytes:
    return json.dumps(
        value, sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False
    ).encode("utf-8")


def entry_hash(*, chain: str, seq: int, prev_hash: str, content: dict[str, Any]) -> str:
    """Bind the content to its place in the chain, so moving an entry breaks it too."""
    envelope = {"chain": chain, "seq": seq, "prev_hash": prev_hash, "content": content}
    return hashlib.sha256(canonical_json(envelope)).hexdigest()
