"""The rules' branch table, shipped with the package so that a first run need not build it.

Walking every rule pattern into its branches (``matcher.all_branches``) is pure Python and
took about a sixth of a breakdown on a machine whose regex cache is still empty. The table is
plain data that depends only on the patterns and on the code that walks them, so, unlike
compiled regex code, it is the same on every interpreter and can ship as a file. It is stored
with the SHA-256 of those inputs and used only while they are exactly the same; otherwise the
run builds the table itself, as before. ``python -m closedset.engine.make_branch_table`` writes
it again after a rule changes; a test fails while the shipped table is stale.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

FILE = Path(__file__).with_name("branch_table.json")

# A branch as Branch's fields: rule index, stem, whole word, pattern, tagged, order, needs.
BranchRow = tuple[int, str, bool, str, bool, int, tuple[str, ...]]


def key_of(inputs: str) -> str:
    """The table's key: a digest of the rule patterns and of the code that walks them."""
    return hashlib.sha256(inputs.encode("utf-8")).hexdigest()


def load(key: str, path: Path = FILE) -> list[BranchRow] | None:
    """The shipped rows when they were made from the same inputs; None otherwise."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        if data["key"] != key:
            return None
        units = data["patterns"]
        return [
            (index, stem, whole, units[unit], tagged, order, tuple(needs))
            for index, stem, whole, unit, tagged, order, needs in data["rows"]
        ]
    except (OSError, ValueError, KeyError, TypeError, IndexError):
        return None


def dumps(key: str, rows: list[BranchRow]) -> str:
    """The file's text; each pattern is written once, since a rule's branches share it."""
    patterns: dict[str, int] = {}
    packed: list[list[Any]] = []
    for index, stem, whole, pattern, tagged, order, needs in rows:
        unit = patterns.setdefault(pattern, len(patterns))
        packed.append([index, stem, whole, unit, tagged, order, list(needs)])
    body = {"key": key, "patterns": list(patterns), "rows": packed}
    return json.dumps(body, separators=(",", ":"), ensure_ascii=False) + "\n"
